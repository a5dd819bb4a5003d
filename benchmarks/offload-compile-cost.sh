#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# offload-compile-cost.sh: what the qprop plugin in the nvptx accelerator
# compiler costs at compile time, in instructions counted by valgrind
# (cachegrind without cache simulation: deterministic, whatever the load).
#
# Usage: benchmarks/offload-compile-cost.sh OUTDIR [NAME-V ...]
#   NAME-V   offload benchmarks (benchmarks/offload/NAME-V.c); default
#            bintree-acc shortcircuit-omp workqueue-acc csr_spmv-omp
#            search-acc nbfilter-omp
# Environment: OPTS (default "-O2 -O3"), PASSES (the plugin's passes
# argument for the measured build, default all).
#
# Each program is compiled for nvptx (QPROP_OFFLOAD_FLAGS, BENCH_SIZE=0) twice,
# with the plugin loaded into the accelerator compiler: passes=none and
# passes=$PASSES.  Every process of the compile is counted
# (--trace-children): "whole" is the sum over all of them (host cc1,
# lto-wrapper, mkoffload, the accelerator lto1, assemblers, linkers),
# "accel" the accelerator lto1 alone, where the plugin runs.  Prints one
# line per program and level with both ratios, then their geomeans.
# Needs make nvptx-plugin.  Takes about a minute per compile.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../scripts/lib/plugin-flags.sh
. "$root/scripts/lib/plugin-flags.sh"
out=${1:?usage: offload-compile-cost.sh OUTDIR [NAME-V ...]}; shift
progs=("$@")
[ ${#progs[@]} -gt 0 ] || progs=(bintree-acc shortcircuit-omp workqueue-acc
				  csr_spmv-omp search-acc nbfilter-omp)
nv=$root/build/nvptx-none/qprop.so
[ -f "$nv" ] || { echo "offload-compile-cost: $nv is missing (make nvptx-plugin)" >&2; exit 1; }
mkdir -p "$out"; out=$(cd "$out" && pwd)
count () {  # DIR FILTER: instructions of the processes whose command matches
  local t=0 f n
  for f in "$1"/cg.*; do
    grep -q -- "$2" <(grep '^cmd:' "$f") || continue
    n=$(awk '/^summary:/ {print $2}' "$f"); t=$((t + n))
  done
  echo $t
}
: > "$out/table.txt"
for prog in "${progs[@]}"; do
  lang=-fopenacc; case $prog in *-omp) lang=-fopenmp ;; esac
  for opt in ${OPTS:--O2 -O3}; do
    for cfg in none "${PASSES:-all}"; do
      d=$out/$prog$opt-${cfg//,/+}; rm -rf "$d"; mkdir -p "$d"
      (cd "$d" && valgrind --tool=cachegrind --cache-sim=no --trace-children=yes \
	 --cachegrind-out-file="$d/cg.%p" \
	 gcc $opt $lang $QPROP_OFFLOAD_FLAGS -no-pie \
	   -foffload-options=nvptx-none=-fplugin="$nv" \
	   -foffload-options=nvptx-none=-fplugin-arg-qprop-passes="$cfg" \
	   -DBENCH_SIZE=0 "$root/benchmarks/offload/$prog.c" -o a.out -lm > log 2>&1) \
	|| { echo "offload-compile-cost: $prog $opt $cfg failed ($d/log)" >&2; exit 1; }
      echo "$prog $opt $cfg $(count "$d" .) $(count "$d" 'accel/nvptx-none/lto1')" >> "$out/table.txt"
    done
  done
done
/usr/bin/python3 - "$out/table.txt" <<'PY'
import math, sys
rows = [l.split() for l in open(sys.argv[1])]
base = {(r[0], r[1]): r for r in rows if r[2] == "none"}
whole, accel = [], []
print("%-18s %-4s %12s %12s" % ("program", "opt", "whole", "accel lto1"))
for r in rows:
    if r[2] == "none":
        continue
    b = base[(r[0], r[1])]
    w, a = int(r[3]) / int(b[3]), int(r[4]) / int(b[4])
    whole.append(w); accel.append(a)
    print("%-18s %-4s %12.4f %12.4f" % (r[0], r[1], w, a))
g = lambda v: math.exp(sum(map(math.log, v)) / len(v))
print("%-23s %12.4f %12.4f" % ("geomean", g(whole), g(accel)))
PY
