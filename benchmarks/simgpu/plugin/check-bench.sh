#!/bin/bash
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
# Each pair is built, run and compared by scripts/lib/difftest.py.
# Exit status: the number of programs that failed or differed.

set -u
ROOT=$(pwd)
# shellcheck source=../../../scripts/lib/plugin-flags.sh
. "$ROOT/scripts/lib/plugin-flags.sh"
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
  # shellcheck disable=SC2086
  if python3 "$QPROP_DIFFTEST" case --dir "$WORK/$p" --label "$p" --ref-fails fail \
       --ref "gcc $OPT $lang -foffload=disable -DBENCH_SIZE=$SIZE $ROOT/$src -o host -lm" \
       --ref-run "./host dump" \
       --chk "gcc $OPT $lang $QPROP_OFFLOAD_FLAGS -no-pie ${OFFLOAD_FLAGS:-} -DBENCH_SIZE=$SIZE $ROOT/$src -o off -lm" \
       --chk-run "./off dump" --chk-timeout "$TIMEOUT" --simgpu \
       --ignore '^target_time_s '; then
    echo "ok   $p"
  else
    fail=$((fail + 1))
  fi
done
exit $fail
