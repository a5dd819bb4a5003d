#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Run tests of qprop's SIMT passes on the simulated GPU: the code they
# transform in the nvptx accelerator compiler runs nowhere else, since an
# offload test without a GPU runs the host fallback.
#
# 1. Every offload benchmark (benchmarks/offload/*-acc.c, *-omp.c) built
#    with every qprop pass in the accelerator compiler (verify on), at -O2
#    and -O3, run on simgpu; its output must equal the host build's
#    (benchmarks/simgpu/plugin/check-bench.sh with OFFLOAD_FLAGS).
# 2. The offload tests of the SIMT passes (testsuite/gcc.qprop-offload/
#    lin-*.c, reconverge-*.c, flat-*.c, version-*.c and sr-*.c, which check their
#    own results and abort on a wrong one) built the same way with selftest=linearize-all
#    and selftest=flatten-all (the plugin takes both), so that every region
#    qprop-linearize can transform and every nest qprop-flatten can
#    flatten is transformed, and run on simgpu; each must exit 0.
#
# Needs make nvptx-plugin simgpu.  Ends with "simt-run: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
nv=$root/build/nvptx-none/qprop.so
lib=$root/build/simgpu
for f in "$nv" "$lib/libgomp-plugin-nvptx.so.1"; do
  [ -f "$f" ] || { echo "check-simt-run: $f is missing (make nvptx-plugin simgpu)" >&2
		   echo "simt-run: 0 passed, 1 failed"; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A copy, so that a rebuild meanwhile does not break the run; the file
# name stays qprop.so, which names the plugin's arguments.
mkdir -p "$work/plugin"; cp "$nv" "$work/plugin/qprop.so"; nv=$work/plugin/qprop.so
plugin="-foffload-options=nvptx-none=-fplugin=$nv -foffload-options=nvptx-none=-fplugin-arg-qprop-verify"
pass=0 fail=0

for opt in -O2 -O3; do
  WORK=$work/bench$opt OPT=$opt BENCH_SIZE=0 OFFLOAD_FLAGS="$plugin" \
    benchmarks/simgpu/plugin/check-bench.sh > "$work/bench$opt.log" 2>&1
  sed "s/^/$opt /" "$work/bench$opt.log"
  pass=$((pass + $(grep -c '^ok ' "$work/bench$opt.log")))
  fail=$((fail + $(grep -vc '^ok ' "$work/bench$opt.log" || true)))
done

for src in testsuite/gcc.qprop-offload/lin-*.c testsuite/gcc.qprop-offload/reconverge-*.c \
	   testsuite/gcc.qprop-offload/flat-*.c testsuite/gcc.qprop-offload/version-*.c \
	   testsuite/gcc.qprop-offload/sr-*.c; do
  [ -f "$src" ] || continue
  name=$(basename "$src" .c)
  lang=-fopenacc; case $name in *-omp-*|*-omp) lang=-fopenmp ;; esac
  for opt in -O2 -O3; do
    exe=$work/$name$opt
    if ! gcc $opt $lang -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80 \
	   -foffload-options=nvptx-none=-lm -no-pie $plugin \
	   -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=linearize-all \
	   -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=flatten-all \
	   "$src" -o "$exe" > "$exe.build" 2>&1; then
      echo "FAIL $name $opt: does not compile"; sed 's/^/  /' "$exe.build" | head -n 5
      fail=$((fail + 1)); continue
    fi
    LD_LIBRARY_PATH=$lib timeout 300 "$exe" > "$exe.out" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
      echo "FAIL $name $opt: exit status $rc on simgpu"; tail -n 3 "$exe.out" | sed 's/^/  /'
      fail=$((fail + 1))
    else
      echo "ok   $name $opt"; pass=$((pass + 1))
    fi
  done
done
echo "simt-run: $pass passed, $fail failed"
[ $fail -eq 0 ]
