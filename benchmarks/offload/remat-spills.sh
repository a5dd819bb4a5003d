#!/bin/bash
# remat-spills.sh [OUT-DIR]
# Registers and spill bytes of every offload benchmark at -O2 (sm_80,
# BENCH_SIZE=0), as ptxas -v reports them at its default register limit
# and under -maxrregcount=32 and 24, for five settings of the nvptx
# plugin: none, qprop-remat alone at its defaults (remat-calls=on,
# remat-loops=off), qprop-remat alone with remat-loops=on, every pass,
# and every pass with remat-loops=on (docs/passes.md, "qprop-remat").
# Prints one line per program and setting, then the sums per setting:
#   NAME SETTING r0:regs=R,spills=S r32:regs=R,spills=S r24:regs=R,spills=S
# Spills are store plus load bytes summed over the program's functions;
# regs is the most registers of one function.  Needs make nvptx-plugin.
# SETTINGS="O2 O2-remat-default" limits the settings run (default: all five).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
nv=$root/build/nvptx-none/qprop.so
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
out=${1:-$(mktemp -d)}
mkdir -p "$out"
cd "$out" || exit 1
for src in "$root"/benchmarks/offload/*-acc.c "$root"/benchmarks/offload/*-omp.c; do
  b=$(basename "$src" .c)
  lang=-fopenacc; case $b in *-omp) lang=-fopenmp ;; esac
  for setting in ${SETTINGS:-O2 O2-remat-default O2-remat O2-all O2-all-remat}; do
    case $setting in
      O2) pl="" ;;
      O2-remat-default) pl="-fplugin=$nv -fplugin-arg-qprop-passes=qprop-remat" ;;
      O2-remat) pl="-fplugin=$nv -fplugin-arg-qprop-passes=qprop-remat -fplugin-arg-qprop-remat-loops=on" ;;
      O2-all) pl="-fplugin=$nv -fplugin-arg-qprop-passes=all" ;;
      O2-all-remat) pl="-fplugin=$nv -fplugin-arg-qprop-passes=all -fplugin-arg-qprop-remat-loops=on" ;;
    esac
    d=$b.$setting
    mkdir -p "$d"
    (cd "$d" && gcc -O2 $lang -foffload=nvptx-none \
       -foffload-options=nvptx-none="-misa=sm_80 $pl" \
       -foffload-options=nvptx-none=-lm -no-pie -save-temps -DBENCH_SIZE=0 \
       "$src" -o x > build.log 2>&1) || { echo "$b $setting: build failed"; continue; }
    nvptx-none-as --no-verify "$d/x.xnvptx-none.mkoffload.s" -o "$d/x.ptx"
    line="$b $setting"
    for r in 0 32 24; do
      limit=""; [ "$r" != 0 ] && limit=-maxrregcount=$r
      "$ptxas" -arch=sm_80 -c -v $limit "$d/x.ptx" -o "$d/x.cubin" 2> "$d/v$r.txt"
      spills=$(awk '/spill stores/ { s += $5 + $9 } END { print s + 0 }' "$d/v$r.txt")
      regs=$(awk '/Used [0-9]+ registers/ { if ($5 > m) m = $5 } END { print m + 0 }' "$d/v$r.txt")
      line="$line r$r:regs=$regs,spills=$spills"
    done
    echo "$line"
  done
done | tee lines.txt
awk '{ for (i = 3; i <= 5; i++) { split ($i, a, /[:=,]/); sum[$2 " " a[1]] += a[5] } }
     END { n = split ("O2 O2-remat-default O2-remat O2-all O2-all-remat", s, " ");
	   for (j = 1; j <= n; j++)
	     printf "sum %s spills r0=%d r32=%d r24=%d\n", s[j], sum[s[j] " r0"],
		    sum[s[j] " r32"], sum[s[j] " r24"] }' lines.txt
