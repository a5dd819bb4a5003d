# Torture and differential-fuzz checks (included by the top-level Makefile).
# See docs/torture-and-fuzz.md.
#
#   make check-torture         all of gcc.c-torture/execute, without vs with qprop
#   make check-torture-quick   the committed subset (scripts/torture-subset.txt)
#   make check-fuzz            Csmith, FUZZ_N programs (default 2000)
#   make check-fuzz-quick      Csmith, FUZZ_QUICK_N programs (default 200)
#   make check-ice             gcc.c-torture/compile at -O3, without vs with qprop
#
# Knobs (all optional, on the make command line):
#   JOBS=N                    parallel jobs (default: nproc)
#   QPROP_PLUGIN_FLAGS="..."  flags that load the plugin; set it empty to
#                             compare gcc with itself (a harness self-test)
#   FUZZ_SEED=S               first Csmith seed (default 1)

PLUGIN ?= plugin/qprop.so
FUZZ_N ?= 2000
FUZZ_QUICK_N ?= 200
FUZZ_SEED ?= 1

# Arguments shared by both scripts. --plugin-flags is passed only when
# QPROP_PLUGIN_FLAGS is set at all, so an empty value still means "no plugin".
QPROP_CHECK_ARGS = $(if $(JOBS),--jobs $(JOBS)) \
  $(if $(filter undefined,$(origin QPROP_PLUGIN_FLAGS)),,--plugin-flags '$(QPROP_PLUGIN_FLAGS)')

.PHONY: check-torture check-torture-quick check-fuzz check-fuzz-quick check-ice

check-torture: $(PLUGIN)
	scripts/check-torture.sh $(QPROP_CHECK_ARGS)

check-torture-quick: $(PLUGIN)
	scripts/check-torture.sh --subset $(QPROP_CHECK_ARGS)

check-fuzz: $(PLUGIN)
	scripts/check-fuzz.sh -n $(FUZZ_N) --seed-start $(FUZZ_SEED) $(QPROP_CHECK_ARGS) --out build/fuzz

check-fuzz-quick: $(PLUGIN)
	scripts/check-fuzz.sh -n $(FUZZ_QUICK_N) --seed-start $(FUZZ_SEED) $(QPROP_CHECK_ARGS) --out build/fuzz-quick

check-ice: $(PLUGIN)
	scripts/check-ice.sh $(QPROP_CHECK_ARGS)
