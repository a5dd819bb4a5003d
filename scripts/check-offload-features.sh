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
# Usage: scripts/check-offload-features.sh [-n N] [--seed-start S]
#          [--out DIR] [--opt O2|O3|alt]
# Needs make nvptx-plugin simgpu.  Ends with "offload-features: N passed,
# M failed"; failing programs stay in DIR (default
# build/check/offload-features).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
exec python3 scripts/offload-fuzz.py check "$@"
