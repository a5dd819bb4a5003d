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
#    lin-*.c, reconverge-*.c, flat-*.c, version-*.c, sr-*.c and remat-*.c,
#    which check their own results and abort on a wrong one) built the same
#    way with selftest=linearize-all and selftest=flatten-all (the plugin
#    takes both) and remat-pressure=1, so that every region
#    qprop-linearize can transform, every nest qprop-flatten can flatten
#    and every value qprop-remat can recompute is transformed, and run on
#    simgpu; each must exit 0.
# 3. The flat-*.c tests once more with the cost model, which decides some
#    nests at run time.
# 4. The OpenMP version-*.c and sr-*.c tests once more without the
#    register guard's spill forecast, which refuses most of their checks.
#
# Both build and run through scripts/lib/difftest.py.
# Needs make nvptx-plugin simgpu.  Ends with "simt-run: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
nv=$root/build/nvptx-none/qprop.so
lib=$root/build/simgpu
for f in "$nv" "$lib/libgomp-plugin-nvptx.so.1"; do
  [ -f "$f" ] || { echo "check-simt-run: $f is missing (make nvptx-plugin simgpu)" >&2
		   python3 "$QPROP_DIFFTEST" close simt-run 0 1; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A copy, so that a rebuild meanwhile does not break the run.
nv=$(snapshot_plugin_flags "$work" "-fplugin=$nv")
# qprop-remat also recomputes into loops (remat-loops=on), the
# transform's widest setting, so that its copies run everywhere too.
plugin="-foffload-options=nvptx-none=$nv -foffload-options=nvptx-none=-fplugin-arg-qprop-verify -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-loops=on"
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
	   testsuite/gcc.qprop-offload/sr-*.c testsuite/gcc.qprop-offload/remat-*.c; do
  [ -f "$src" ] || continue
  name=$(basename "$src" .c)
  lang=-fopenacc; case $name in *-omp-*|*-omp) lang=-fopenmp ;; esac
  for opt in -O2 -O3; do
    # The tests check their own results: no reference, exit 0 or fail.
    if python3 "$QPROP_DIFFTEST" case --dir "$work/$name$opt" --label "$name $opt" \
	 --chk "gcc $opt $lang $QPROP_OFFLOAD_FLAGS -no-pie $plugin \
		-foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=linearize-all \
		-foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=flatten-all \
		-foffload-options=nvptx-none=-fplugin-arg-qprop-remat-pressure=1 \
		$root/$src -o $name$opt" \
	 --chk-run "./$name$opt" --chk-timeout 300 --simgpu; then
      echo "ok   $name $opt"; pass=$((pass + 1))
    else
      fail=$((fail + 1))
    fi
  done
done
# 3. The flattening tests again under qprop-flatten's own cost model (no
#    selftest), so that the nests it decides at run time (flatten-vote.cc)
#    run on simgpu, the warps of one binary voting both ways.  The register
#    guard is off: in the OpenMP model it refuses most voted nests, which
#    would then never run here (the code it leaves is the nest as it was).
for src in testsuite/gcc.qprop-offload/flat-*.c; do
  [ -f "$src" ] || continue
  name=$(basename "$src" .c)
  lang=-fopenacc; case $name in *-omp-*|*-omp) lang=-fopenmp ;; esac
  for opt in -O2 -O3; do
    if python3 "$QPROP_DIFFTEST" case --dir "$work/$name$opt-cost" \
	 --label "$name $opt cost-model" \
	 --chk "gcc $opt $lang $QPROP_OFFLOAD_FLAGS -no-pie $plugin \
		-foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off \
		$root/$src -o $name$opt" \
	 --chk-run "./$name$opt" --chk-timeout 300 --simgpu; then
      echo "ok   $name $opt cost-model"; pass=$((pass + 1))
    else
      fail=$((fail + 1))
    fi
  done
done
# 4. The OpenMP tests of qprop-version and qprop-sr once more with
#    register-guard-spills=off: the spill forecast refuses most OpenMP
#    checks (their warp vote is a call point in a .func,
#    register-guard-calls.cc), whose versioned code would then never run
#    here.
for src in testsuite/gcc.qprop-offload/version-omp-*.c testsuite/gcc.qprop-offload/sr-omp-*.c; do
  [ -f "$src" ] || continue
  name=$(basename "$src" .c)
  for opt in -O2 -O3; do
    if python3 "$QPROP_DIFFTEST" case --dir "$work/$name$opt-nospills" \
	 --label "$name $opt register-guard-spills=off" \
	 --chk "gcc $opt -fopenmp $QPROP_OFFLOAD_FLAGS -no-pie $plugin \
		-foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-spills=off \
		$root/$src -o $name$opt" \
	 --chk-run "./$name$opt" --chk-timeout 300 --simgpu; then
      echo "ok   $name $opt register-guard-spills=off"; pass=$((pass + 1))
    else
      fail=$((fail + 1))
    fi
  done
done
python3 "$QPROP_DIFFTEST" close simt-run "$pass" "$fail"
