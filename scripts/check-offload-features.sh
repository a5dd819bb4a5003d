#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Differential fuzzing of offload programs with the features real
# programs use (scripts/offload-fuzz.py: OpenACC tile, collapse,
# gang/worker/vector with explicit sizes, reductions of every operator and
# type at every level, atomics, routines, libm, complex, deviceptr,
# enter/exit data, async; OpenMP collapse, num_teams/thread_limit,
# reductions, atomics, team-local arrays with barriers, declare target,
# target data and update, is_device_ptr, nowait), odd seeds OpenACC and
# even seeds OpenMP, -O2 and -O3 in turn (seed/2 even: -O2).
#
# For each seed the host build (-O0, -foffload=disable) is the reference;
# the offload build with plain GCC and the one with every qprop pass in the
# accelerator compiler (verify on) both run on simgpu and must print what
# the reference printed (libm sums within a relative 1e-5).  A failure of
# both builds points at GCC or simgpu, of the qprop build alone at qprop.
#
# Then the kernel shapes of issue 33 (offload-fuzz.py --shapes=all:
# short-circuit conditions with loops in arms, nested arms with a uniform
# loop, data-dependent inner trip counts, column walks with addresses
# computed in arms; scripts/lib/offload_shapes.py), OFFLOAD_SHAPES_N seeds
# (default 24, from 1; 0 leaves them out), the qprop build with
# selftest=flatten-all and selftest=linearize-all as well, in
# build/check/offload-shapes.  Arguments that name --shapes run that check
# alone.
#
# Usage: scripts/check-offload-features.sh [-n N] [--seed-start S]
#          [--out DIR] [--opt O2|O3|alt] [--shapes=LIST [--selftest]]
# Needs make nvptx-plugin simgpu.  Ends with "offload-features: N passed,
# M failed" (both checks together); failing programs stay in DIR (default
# build/check/offload-features).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
case " $* " in
  *" --shapes"*) exec python3 scripts/offload-fuzz.py check "$@" ;;
esac
shapes_n=${OFFLOAD_SHAPES_N:-24}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
python3 scripts/offload-fuzz.py check "$@" | tee "$log"
rc=${PIPESTATUS[0]}
if [ "$shapes_n" -gt 0 ]; then
  python3 scripts/offload-fuzz.py check -n "$shapes_n" --seed-start 1 --shapes=all \
    --selftest --out build/check/offload-shapes | tee -a "$log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
fi
sum () {
  sed -nE "s/^offload-(features|shapes): ([0-9]+) passed, ([0-9]+) failed.*/\\$1/p" "$log" \
    | awk '{s += $1} END {print s + 0}'
}
p=$(sum 2) f=$(sum 3)
[ "$rc" -eq 0 ] || [ "$f" -gt 0 ] || f=1
python3 scripts/lib/difftest.py close offload-features "$p" "$f"
