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
# is transformed), run on simgpu.  Its output must equal the reference's.
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
nv=$root/build/nvptx-none/qprop.so
lib=$root/build/simgpu
for f in "$nv" "$lib/libgomp-plugin-nvptx.so.1"; do
  [ -f "$f" ] || { echo "check-offload-fuzz: $f is missing (make nvptx-plugin simgpu)" >&2
		   echo "offload-fuzz: 0 passed, 1 failed"; exit 1; }
done
rm -rf "$out"; mkdir -p "$out/plugin"; out=$(cd "$out" && pwd)
# A copy, so that rebuilding the plugin meanwhile does not break the run;
# the name stays qprop.so, which names its arguments.
cp "$nv" "$out/plugin/qprop.so"; nv=$out/plugin/qprop.so
flags="-fplugin=$nv -fplugin-arg-qprop-verify -fplugin-arg-qprop-selftest=flatten-all"
flags="$flags -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-flatten,qprop-linearize"
omp='#pragma omp target teams distribute parallel for simd map(to: a[0:128], c[0:128]) map(tofrom: out[0:300])'
acc='#pragma acc parallel loop gang vector copyin(a[0:128], c[0:128]) copy(out[0:300])'
pass=0 fail=0 skip=0 nests=0 regions=0 loops=0
for ((s = start; s < start + n; s++)); do
  d=$out/$s; mkdir -p "$d"
  if [ $((s % 2)) -eq 0 ]; then lang=-fopenmp pragma=$omp; else lang=-fopenacc pragma=$acc; fi
  opt=-O2; [ $(((s / 2) % 2)) -eq 1 ] && opt=-O3
  /usr/bin/python3 scripts/simd-fuzz.py --nests "$s" | grep -v '^ *c\[.*\] = ' \
    | sed "s|#pragma omp simd|$pragma|" > "$d/prog.c"
  if ! gcc -O0 $lang -foffload=disable "$d/prog.c" -o "$d/ref" 2> "$d/ref.log"; then
    echo "FAIL: seed $s: the reference does not build (see $d/ref.log)"; fail=$((fail + 1)); continue
  fi
  if ! timeout 20 "$d/ref" > "$d/ref.out" 2>&1; then
    echo "skipped: seed $s: the reference does not finish"; skip=$((skip + 1)); rm -rf "$d"; continue
  fi
  if ! (cd "$d" && gcc $opt $lang -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80 \
	  -no-pie -foffload-options=nvptx-none="$flags" prog.c -o chk > chk.log 2>&1); then
    echo "FAIL: seed $s $opt $lang: build (see $d/chk.log)"; fail=$((fail + 1)); continue
  fi
  LD_LIBRARY_PATH=$lib timeout 120 "$d/chk" > "$d/chk.out" 2> "$d/chk.err"
  rc=$?
  if [ $rc -ne 0 ] || ! cmp -s "$d/ref.out" "$d/chk.out"; then
    echo "FAIL: seed $s $opt $lang: exit $rc on simgpu, or the output differs from -O0's"
    fail=$((fail + 1)); continue
  fi
  nests=$((nests + $(cat "$d"/*qprop-flatten 2> /dev/null | grep -c ': flattened (')))
  regions=$((regions + $(cat "$d"/*qprop-linearize 2> /dev/null | grep -c ': linearized')))
  loops=$((loops + $(cat "$d"/*qprop-linearize 2> /dev/null | grep -c ': exits rebound')))
  pass=$((pass + 1))
  rm -rf "$d"
done
echo "offload-fuzz: $nests nests flattened, $regions regions linearized, $loops loops' exits rebound in the passing programs, $skip skipped"
echo "offload-fuzz: $pass passed, $fail failed"
[ $fail -eq 0 ]
