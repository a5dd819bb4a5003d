#!/bin/bash
# Precision and cost of qprop-div (docs/passes.md, "qprop-div").
#
# Part 1, precision: every offload benchmark (benchmarks/offload/*-acc.c,
# *-omp.c) is built for nvptx with the accelerator copy of the plugin, once
# with div-mode=affine and once with div-mode=simple, and the qprop-div dump
# lines of all offloaded functions are added up: the share of SSA names
# that are uniform, affine and divergent, and of branches that diverge.
# Names outside the lane code (run by one lane, or by all lanes alike) are
# uniform, as in the paper's count over whole kernels.
#
# Part 2, cost: host SIMT functions of growing size (a simd loop whose body
# is K copies of a block with a divergent and a uniform branch, a nested
# loop and loads) are analysed with -details; each line gives the
# function's size and the analysis's worklist visits and time.
#
# Usage: benchmarks/div-table.sh [-O2|-O3]   (default -O2); prints markdown.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=../scripts/lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
opt=${1:--O2}
nv=$root/build/nvptx-none/qprop.so
host=$root/plugin/qprop.so
for f in "$nv" "$host"; do
  [ -f "$f" ] || { echo "div-table: $f is missing (make all nvptx-plugin)" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

offload="$QPROP_OFFLOAD_FLAGS -no-pie"

echo "### Precision on the offload benchmarks ($opt, nvptx accelerator compiler)"
echo
echo "| kernel | names | simple: uniform | simple: divergent | affine: uniform | affine: affine | affine: divergent | branches | divergent (simple) | divergent (affine) |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
tot_s="0 0 0 0 0 0"; tot_a="0 0 0 0 0 0"
sum_mode () {	# dump-dir -> "names uniform affine divergent branches divergent-branches"
  cat "$1"/*.qprop-div 2>/dev/null | awk '
    /^qprop-div: .*: no SIMT region/ { match ($0, /function-names=[0-9]+/);
      n += substr ($0, RSTART + 15, RLENGTH - 15); u += substr ($0, RSTART + 15, RLENGTH - 15) }
    /^qprop-div: .*: mode=/ {
      for (i = 1; i <= NF; i++) { split ($i, kv, "=");
	if (kv[1] == "function-names") n += kv[2]; if (kv[1] == "uniform") u += kv[2];
	if (kv[1] == "affine") a += kv[2]; if (kv[1] == "divergent") d += kv[2];
	if (kv[1] == "branches") b += kv[2]; if (kv[1] == "divergent-branches") db += kv[2]; } }
    END { printf "%d %d %d %d %d %d\n", n, u, a, d, b, db }'
}
for src in benchmarks/offload/*-acc.c benchmarks/offload/*-omp.c; do
  name=$(basename "$src" .c)
  lang=-fopenacc; case $name in *-omp) lang=-fopenmp ;; esac
  for mode in affine simple; do
    d=$tmp/$name-$mode; mkdir -p "$d"
    (cd "$d" && gcc $opt $lang $offload -DBENCH_SIZE=0 \
       -foffload-options=nvptx-none=-fplugin=$nv \
       -foffload-options=nvptx-none=-fplugin-arg-qprop-div-mode=$mode \
       -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-div \
       -save-temps "$root/$src" -o prog > build.log 2>&1) \
      || { echo "div-table: build of $src failed:" >&2; cat "$d/build.log" >&2; exit 1; }
  done
  read -r n su sa sd sb sdb <<<"$(sum_mode "$tmp/$name-simple")"
  read -r n2 au aa ad ab adb <<<"$(sum_mode "$tmp/$name-affine")"
  pct () { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f%%", b ? 100 * a / b : 0 }'; }
  echo "| $name | $n | $(pct $su $n) | $(pct $sd $n) | $(pct $au $n2) | $(pct $aa $n2) | $(pct $ad $n2) | $ab | $sdb | $adb |"
  tot_s=$(awk -v t="$tot_s" -v x="$n $su $sa $sd $sb $sdb" 'BEGIN { split (t, a); split (x, b); for (i = 1; i <= 6; i++) printf "%d ", a[i] + b[i] }')
  tot_a=$(awk -v t="$tot_a" -v x="$n2 $au $aa $ad $ab $adb" 'BEGIN { split (t, a); split (x, b); for (i = 1; i <= 6; i++) printf "%d ", a[i] + b[i] }')
done
read -r n su sa sd sb sdb <<<"$tot_s"
read -r n2 au aa ad ab adb <<<"$tot_a"
pct () { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f%%", b ? 100 * a / b : 0 }'; }
echo "| **all** | $n | $(pct $su $n) | $(pct $sd $n) | $(pct $au $n2) | $(pct $aa $n2) | $(pct $ad $n2) | $ab | $sdb | $adb |"
echo

echo "### Cost against function size (host SIMT mode, $opt)"
echo
echo "| copies | blocks | edges | names in region | worklist visits | visits per name | analysis time (us) |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for k in 1 4 16 64 256; do
  f=$tmp/size$k.c
  {
    echo "int f (int);"
    echo "void kernel (int *restrict out, const int *restrict a, const int *restrict b, int k, int n)"
    echo "{"
    echo "#pragma omp simd"
    echo "  for (int i = 0; i < n; i++)"
    echo "    {"
    echo "      int x = a[i], s = 0;"
    for j in $(seq 1 $k); do
      echo "      if (x > $j) x = x * 3 + b[i + $j]; else x -= f (x);"
      echo "      if (k > $j) s += b[k + $j]; else s -= x;"
      echo "      for (int j$j = 0; j$j < k; j$j++) s += a[j$j] ^ x;"
    done
    echo "      out[i] = x + s;"
    echo "    }"
    echo "}"
  } > "$f"
  (cd "$tmp" && gcc $opt -fopenmp-simd -fplugin=$host -fplugin-arg-qprop-simt=host \
     -fplugin-arg-qprop-dump=qprop-div-details -c "$f" -o /dev/null)
  dump=$(ls "$tmp"/size$k.c.*.qprop-div)
  line=$(grep -E '^qprop-div: kernel: mode=' "$dump")
  names=$(sed -E 's/.* names=([0-9]+) .*/\1/' <<<"$line")
  visits=$(sed -E 's/.* visits=([0-9]+) .*/\1/' <<<"$line")
  size=$(grep -E '^qprop-div: kernel: blocks=' "$dump")
  blocks=$(sed -E 's/.*blocks=([0-9]+) .*/\1/' <<<"$size")
  edges=$(sed -E 's/.*edges=([0-9]+) .*/\1/' <<<"$size")
  us=$(sed -E 's/.*took ([0-9]+) us.*/\1/' <<<"$size")
  per=$(awk -v v="$visits" -v n="$names" 'BEGIN { printf "%.2f", v / n }')
  echo "| $k | $blocks | $edges | $names | $visits | $per | $us |"
  rm -f "$tmp"/size$k.c.*
done
