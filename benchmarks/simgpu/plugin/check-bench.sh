#!/bin/sh
# Run the offload benchmarks (benchmarks/offload) on simgpu and compare each
# output with the host-only build's, as benchmarks/offload/README.md
# describes (everything but the target_time_s line).
#
#   benchmarks/simgpu/plugin/check-bench.sh [NAME-V ...]
#
# NAME-V: e.g. mandelbrot-acc, csr_spmv-omp; default all of them.  Run from
# the repository root after `make simgpu`.  Environment: BENCH_SIZE (default
# 0), OPT (default -O2), WORK (scratch directory, default a fresh mktemp -d),
# TIMEOUT (seconds per run, default 600), OFFLOAD_FLAGS (more options for
# the offload build only, e.g. the accelerator plugin; split on spaces), and
# the SIMGPU_* variables, which are passed on.
# Exit status: the number of programs that failed or differed.

set -u
ROOT=$(pwd)
LIB=$ROOT/build/simgpu
SIZE=${BENCH_SIZE:-0}
OPT=${OPT:--O2}
TIMEOUT=${TIMEOUT:-600}
WORK=${WORK:-$(mktemp -d)}
mkdir -p "$WORK"
[ -f "$LIB/libgomp-plugin-nvptx.so.1" ] || { echo "run make simgpu first" >&2; exit 2; }

if [ $# -eq 0 ]; then
  set --
  for f in benchmarks/offload/*-acc.c benchmarks/offload/*-omp.c; do
    set -- "$@" "$(basename "$f" .c)"
  done
fi

fail=0
for p in "$@"; do
  src=benchmarks/offload/$p.c
  case $p in
    *-acc) lang=-fopenacc ;;
    *-omp) lang=-fopenmp ;;
    *) echo "$p: not NAME-acc or NAME-omp" >&2; fail=$((fail + 1)); continue ;;
  esac
  gcc $OPT $lang -foffload=disable -DBENCH_SIZE="$SIZE" "$src" -o "$WORK/$p.host" -lm \
    && gcc $OPT $lang -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80 \
	 -foffload-options=nvptx-none=-lm -no-pie ${OFFLOAD_FLAGS:-} -DBENCH_SIZE="$SIZE" "$src" \
	 -o "$WORK/$p.off" -lm \
    || { echo "FAIL $p: does not compile"; fail=$((fail + 1)); continue; }
  "$WORK/$p.host" dump | grep -v '^target_time_s ' > "$WORK/$p.host.out"
  LD_LIBRARY_PATH=$LIB${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
    timeout "$TIMEOUT" "$WORK/$p.off" dump > "$WORK/$p.sim.raw" 2> "$WORK/$p.sim.err"
  rc=$?
  grep -v '^target_time_s ' "$WORK/$p.sim.raw" > "$WORK/$p.sim.out"
  if [ $rc -ne 0 ]; then
    echo "FAIL $p: exit status $rc ($WORK/$p.sim.err):"
    tail -n 5 "$WORK/$p.sim.err" | sed 's/^/  /'
    fail=$((fail + 1))
  elif ! cmp -s "$WORK/$p.host.out" "$WORK/$p.sim.out"; then
    echo "FAIL $p: output differs from the host build's:"
    diff "$WORK/$p.host.out" "$WORK/$p.sim.out" | head -n 10 | sed 's/^/  /'
    fail=$((fail + 1))
  else
    echo "ok   $p"
  fi
done
exit $fail
