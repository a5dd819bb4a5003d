#!/bin/bash
# make check: the DejaGnu testsuite, the benchmark runner's tests, the
# run-time check of qprop-div over the benchmarks (check-divcheck.sh) and
# over random simd kernels (check-simd-fuzz.sh), the same kernels with
# short-circuit conditions built with the SIMT transforms on every region
# they accept (check-simd-fuzz.sh --linearize, and again with BOSCC
# gadgets, --boscc), kernels with loop nests
# built with qprop-flatten on every nest it accepts (--flatten), kernels
# built with qprop-vectorize (--vectorize), the omp simd corpus script's
# self-test (check-simd-corpus.sh), random
# loops over pointer arguments that overlap in every way, built with
# qprop-version on every loop it accepts (alias-fuzz.py; again with a
# restrict parameter beside them, --restrict, and with row loops that
# store, call or run two inner loops, --nests), simgpu's
# instruction tests and the offload benchmarks on it (check-simgpu.sh), the same benchmarks and
# the SIMT passes' offload tests built with qprop and run on simgpu
# (check-simt-run.sh), random offload kernels with loop nests built with
# the SIMT transforms on every nest and region they accept and run on
# simgpu (check-offload-fuzz.sh), random offload programs with the
# features real programs use, plain and with every qprop pass, run on
# simgpu against the host build (check-offload-features.sh), random column walks whose carried
# values qprop-sr unrolls, run on simgpu (rotate-fuzz.py), random stencils
# and vector-extension loops whose overlapping vector loads qprop-splice
# composes from their neighbours, built with and without every pass at
# -O2, -O3 and -O3 -march=x86-64-v3 (splice-fuzz.py), then the quick torture
# check, the compile-torture sweep for crashes (check-ice.sh) and the Csmith
# check.  Each part ends with a line
# "NAME: N passed, M failed"; this adds them up into the closing line
# "qprop: N passed, M failed" and exits non-zero if any part failed or did
# not report.
set -uo pipefail
cd "$(dirname "$0")/.."

logdir=build/check
mkdir -p "$logdir"
total_pass=0 total_fail=0 status=0

run_part () {
  local name=$1; shift
  local log=$logdir/$name.log
  echo "=== $name: $*"
  "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  local line
  line=$(grep -E '^[a-z-]+: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -z "$line" ]; then
    echo "=== $name: no summary line (exit status $rc); counted as 1 failure"
    total_fail=$((total_fail + 1)); status=1
    return
  fi
  local p f
  p=$(sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\1/' <<<"$line")
  f=$(sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\2/' <<<"$line")
  total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
  if [ "$rc" -ne 0 ] || [ "$f" -ne 0 ]; then
    status=1
    [ "$f" -ne 0 ] || { echo "=== $name: exit status $rc; counted as 1 failure"; total_fail=$((total_fail + 1)); }
  fi
}

run_part dejagnu scripts/run-testsuite.sh
run_part fired scripts/check-fired.sh
run_part includes scripts/check-includes.sh
run_part bench-tests scripts/check-bench-tests.sh
run_part div-check scripts/check-divcheck.sh
run_part simd-fuzz scripts/check-simd-fuzz.sh -n "${SIMD_FUZZ_N:-100}"
run_part simd-fuzz-lin scripts/check-simd-fuzz.sh --linearize -n "${SIMD_FUZZ_N:-100}" \
  --seed-start 100001 --out build/check/simd-fuzz-lin
run_part simd-fuzz-boscc scripts/check-simd-fuzz.sh --linearize --boscc -n "${SIMD_FUZZ_N:-100}" \
  --seed-start 600001 --out build/check/simd-fuzz-boscc
run_part simd-fuzz-flat scripts/check-simd-fuzz.sh --flatten -n "${SIMD_FUZZ_N:-100}" \
  --seed-start 300001 --out build/check/simd-fuzz-flat
# qprop-vectorize (opt-in, so no other part runs it): each kernel built at
# -O2 and -O3, -march=x86-64-v2 and x86-64-v3, against its -O0 build.
run_part simd-fuzz-vec scripts/check-simd-fuzz.sh --vectorize -n "${SIMD_FUZZ_N:-100}" \
  --seed-start 700001 --out build/check/simd-fuzz-vec
# scripts/simd-corpus.sh (the external omp simd corpus) on its fake corpus.
run_part simd-corpus scripts/check-simd-corpus.sh
run_part alias-fuzz python3 scripts/alias-fuzz.py -n "${ALIAS_FUZZ_N:-60}" \
  --seed-start 1 --out build/check/alias-fuzz
run_part alias-fuzz-restrict python3 scripts/alias-fuzz.py --restrict \
  -n "${ALIAS_FUZZ_N:-30}" --seed-start 20001 --out build/check/alias-fuzz-restrict
run_part alias-fuzz-nests python3 scripts/alias-fuzz.py --nests \
  -n "${ALIAS_FUZZ_N:-30}" --seed-start 40001 --out build/check/alias-fuzz-nests
run_part simgpu scripts/check-simgpu.sh
run_part simt-run scripts/check-simt-run.sh
run_part offload-fuzz scripts/check-offload-fuzz.sh -n "${OFFLOAD_FUZZ_N:-100}"
run_part offload-features scripts/check-offload-features.sh -n "${OFFLOAD_FEATURES_N:-40}"
run_part rotate-fuzz python3 scripts/rotate-fuzz.py -n "${ROTATE_FUZZ_N:-50}" \
  --seed-start 1 --out build/check/rotate-fuzz
run_part splice-fuzz python3 scripts/splice-fuzz.py -n "${SPLICE_FUZZ_N:-50}" \
  --seed-start 1 --out build/check/splice-fuzz
run_part torture scripts/check-torture.sh --subset
run_part ice scripts/check-ice.sh --opts "-O3 -O1@-fno-tree-pre"
run_part fuzz scripts/check-fuzz.sh -n "${FUZZ_N:-200}"

echo "qprop: $total_pass passed, $total_fail failed"
exit $status
