# mk/bench.mk -- the benchmark runner (benchmarks/run.py; docs/benchmarks.md).
#
# Included by the top-level Makefile, which defines PLUGIN (plugin/qprop.so);
# mk/nvptx.mk defines nvptx-plugin (build/nvptx-none/qprop.so).
#
#   make bench             small size, base against qprop-all, host kernels;
#                          cachegrind only: at the small size a run takes a
#                          millisecond, so wall time would be noise, and
#                          compile cost under valgrind takes ten minutes here
#                          (add them with BENCH_METRICS=cachegrind,time,compile);
#                          prints the ratio table
#   make bench-offload     the same for the offload kernels (benchmarks/offload)
#   make bench-full        reference size, every configuration that can run
#                          (configs naming passes the plugin lacks are skipped
#                          with a note), host and offload kernels
#   make bench-simd        the omp simd kernels (benchmarks/kernels/simd_*.c)
#                          under O3, O3-v3 and both with qprop-vectorize:
#                          wall time (minimum of 7) and Ir, each against
#                          gcc's build of the same flags
#                          (benchmarks/simd-wall.sh; SIMD_WALL_ARGS="...")
#   make check-bench       the runner's own unit tests
#
# Knobs, on the make command line:
#   BENCH_JOBS=N           parallel builds and valgrind runs (default: nproc)
#   BENCH_ARGS="..."       more run.py options, e.g. "--metrics cachegrind,time"
#                          or "--update-docs" (rewrites the results section of
#                          docs/benchmarks.md)
#
# Results go to build/bench/results/<timestamp>-<mode>-<size>/ (report.md,
# results.csv, results.json, *.png); build/bench/results/latest-<mode> points
# at the newest one.

BENCH_PY ?= /usr/bin/python3
BENCH_RUN = $(BENCH_PY) benchmarks/run.py
BENCH_JOBS ?= $(shell nproc)
BENCH_ARGS ?=
BENCH_METRICS ?= cachegrind
BENCH_OFFLOAD_SRCS = $(wildcard benchmarks/offload/*-acc.c benchmarks/offload/*-omp.c)

SIMD_WALL_ARGS ?=

.PHONY: bench bench-offload bench-full bench-simd check-bench

bench: $(PLUGIN)
	$(BENCH_RUN) --configs base,qprop-all --size small --metrics $(BENCH_METRICS) --jobs $(BENCH_JOBS) $(BENCH_ARGS)

bench-offload: $(PLUGIN) nvptx-plugin
	$(BENCH_RUN) --offload nvptx --configs base,qprop-all --size small --jobs $(BENCH_JOBS) $(BENCH_ARGS)

# Both parts run even when the first one fails; the target fails if either
# did.
bench-full: $(PLUGIN) nvptx-plugin
	@status=0; \
	echo "$(BENCH_RUN) --configs all --skip-missing-passes --size ref --jobs $(BENCH_JOBS) $(BENCH_ARGS)"; \
	$(BENCH_RUN) --configs all --skip-missing-passes --size ref --jobs $(BENCH_JOBS) $(BENCH_ARGS) || status=1; \
	$(if $(BENCH_OFFLOAD_SRCS), \
	  echo "$(BENCH_RUN) --offload nvptx --configs all --skip-missing-passes --size ref --jobs $(BENCH_JOBS) $(BENCH_ARGS)"; \
	  $(BENCH_RUN) --offload nvptx --configs all --skip-missing-passes --size ref --jobs $(BENCH_JOBS) $(BENCH_ARGS) || status=1;, \
	  echo "bench-full: note: no offload kernels (benchmarks/offload/*-acc.c, *-omp.c) yet; offload part skipped";) \
	exit $$status

bench-simd: $(PLUGIN)
	benchmarks/simd-wall.sh $(SIMD_WALL_ARGS)

check-bench:
	scripts/check-bench-tests.sh
