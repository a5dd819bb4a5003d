#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Differential fuzzing of the SIMT transforms in the nvptx accelerator
# compiler: random kernels with loop nests from scripts/simd-fuzz.py
# --nests, made offload kernels and run on simgpu.
#
# Each kernel loses its stores to c[] (every lane would store to the same
# few elements: a race once the iterations run as threads), and its
# `omp simd' loop becomes `omp target teams distribute parallel for simd'
# (even seeds) or `acc parallel loop gang vector' (odd seeds).  The
# reference is the host build at -O0 (-foffload=disable); the checked
# build is the offload build at -O2 or -O3 (in turn) with every qprop pass
# in the accelerator compiler, verify on, selftest=flatten-all and
# selftest=linearize-all (every nest and region the legality rules accept
# is transformed) and qprop-remat at remat-pressure=1 with remat-loops=on
# and remat-slots=on, selftest=remat-slots-all (every value it may
# recompute is recomputed, every uniform value it may keep in a per-warp
# slot is kept), run on simgpu.  Its output must equal the reference's.
#
# Builds, runs (simgpu) and compares through scripts/lib/difftest.py.
#
# Usage: scripts/check-offload-fuzz.sh [-n N] [--seed-start S] [--out DIR]
# Needs make nvptx-plugin simgpu.  Ends with "offload-fuzz: N passed,
# M failed"; failing programs stay in DIR (default build/check/offload-fuzz).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

n=60 start=1 out=build/check/offload-fuzz
while [ $# -gt 0 ]; do
  case $1 in
    -n) n=$2; shift 2 ;;
    --seed-start) start=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "check-offload-fuzz: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
nv=$root/build/nvptx-none/qprop.so
lib=$root/build/simgpu
for f in "$nv" "$lib/libgomp-plugin-nvptx.so.1"; do
  [ -f "$f" ] || { echo "check-offload-fuzz: $f is missing (make nvptx-plugin simgpu)" >&2
		   python3 "$QPROP_DIFFTEST" close offload-fuzz 0 1; exit 1; }
done
rm -rf "$out"; mkdir -p "$out"; out=$(cd "$out" && pwd)
# A copy, so that rebuilding the plugin meanwhile does not break the run.
nv=$(snapshot_plugin_flags "$out" "-fplugin=$nv")
flags=""
for f in $nv -fplugin-arg-qprop-verify -fplugin-arg-qprop-selftest=flatten-all \
	 -fplugin-arg-qprop-selftest=linearize-all \
	 -fplugin-arg-qprop-remat-pressure=1 -fplugin-arg-qprop-remat-loops=on \
	 -fplugin-arg-qprop-remat-slots=on \
	 -fplugin-arg-qprop-selftest=remat-slots-all \
	 -fplugin-arg-qprop-dump=qprop-flatten,qprop-linearize,qprop-remat; do
  flags="$flags -foffload-options=nvptx-none=$f"
done
omp='#pragma omp target teams distribute parallel for simd map(to: a[0:128], c[0:128]) map(tofrom: out[0:300])'
acc='#pragma acc parallel loop gang vector copyin(a[0:128], c[0:128]) copy(out[0:300])'
pass=0 fail=0 skip=0 nests=0 regions=0 loops=0 slots=0
for ((s = start; s < start + n; s++)); do
  d=$out/$s; mkdir -p "$d"
  if [ $((s % 2)) -eq 0 ]; then lang=-fopenmp pragma=$omp; else lang=-fopenacc pragma=$acc; fi
  opt=-O2; [ $(((s / 2) % 2)) -eq 1 ] && opt=-O3
  /usr/bin/python3 scripts/simd-fuzz.py --nests "$s" | grep -v '^ *c\[.*\] = ' \
    | sed "s|#pragma omp simd|$pragma|" > "$d/prog.c"
  python3 "$QPROP_DIFFTEST" case --dir "$d" --label "seed $s $opt $lang" \
    --ref "gcc -O0 $lang -foffload=disable prog.c -o ref" --ref-timeout 20 --ref-fails skip \
    --chk "gcc $opt $lang $QPROP_OFFLOAD_FLAGS -no-pie $flags prog.c -o chk" \
    --chk-timeout 120 --simgpu
  case $? in
    0) ;;
    3) skip=$((skip + 1)); rm -rf "$d"; continue ;;
    *) fail=$((fail + 1)); continue ;;
  esac
  nests=$((nests + $(cat "$d"/*qprop-flatten 2> /dev/null | grep -c ': flattened (')))
  regions=$((regions + $(cat "$d"/*qprop-linearize 2> /dev/null | grep -c ': linearized')))
  loops=$((loops + $(cat "$d"/*qprop-linearize 2> /dev/null | grep -c ': exits rebound')))
  slots=$((slots + $(cat "$d"/*qprop-remat 2> /dev/null | grep -c ': warp slot ')))
  pass=$((pass + 1))
  rm -rf "$d"
done
echo "offload-fuzz: $nests nests flattened, $regions regions linearized, $loops loops' exits rebound, $slots values kept in warp slots in the passing programs, $skip skipped"
python3 "$QPROP_DIFFTEST" close offload-fuzz "$pass" "$fail"
