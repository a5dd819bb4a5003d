#!/bin/bash
# version-cost.sh: what qprop-version costs at compile time and in code
# size, on the C kernels (benchmarks/kernels/*.c, -DBENCH_SIZE=0).
#
# Usage: benchmarks/version-cost.sh OUTDIR [OPT]
#   OUTDIR  created; table.txt holds the table
#   OPT     optimization level (default -O3)
# For each kernel, three compiles to an object file:
#   gcc        OPT, no plugin
#   all-but    OPT + qprop, every pass but qprop-version
#   all        OPT + qprop, every pass
# and for each: the instructions of cc1 (valgrind --tool=cachegrind
# --cache-sim=no, deterministic) and the object's text size (size -A).
# The last lines give the sums and the ratios all/all-but (what
# qprop-version adds) and all/gcc.
# Environment: GCC=gcc PLUGIN=<repo>/plugin/qprop.so
#   KERNELS="a b"  only these kernels (names without .c)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=../scripts/lib/plugin-flags.sh
. "$ROOT/scripts/lib/plugin-flags.sh"
out=${1:?usage: version-cost.sh OUTDIR [OPT]}
opt=${2:--O3}
gcc=${GCC:-gcc}
plugin=${PLUGIN:-$ROOT/plugin/qprop.so}
mkdir -p "$out"
passes_but=$("$gcc" -fplugin="$plugin" -fplugin-arg-qprop-help -x c -c /dev/null -o /dev/null 2>&1 \
  | sed -n 's/^ *\(qprop-[a-z-]*\) .*/\1/p' | grep -v '^qprop-version$' | sort -u | paste -sd, -)
[ -n "$passes_but" ] || { echo "version-cost: could not list the passes" >&2; exit 2; }
cc1=$("$gcc" -print-prog-name=cc1)
measure() { # name file flags... -> "ir text"
  local name=$1 file=$2; shift 2
  local obj="$out/$name.o"
  local args
  args=$("$gcc" -### "$opt" -DBENCH_SIZE=0 -w "$@" -c "$file" -o "$obj" 2>&1 \
         | grep -F "$cc1" | head -1 | sed 's/^ *//')
  eval "set -- $args"
  shift
  # the driver's own -o (a temporary .s) gives way to ours
  local keep=() skip=0 a
  for a in "$@"; do
    if [ "$skip" = 1 ]; then skip=0; continue; fi
    if [ "$a" = -o ]; then skip=1; continue; fi
    keep+=("$a")
  done
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    "$cc1" "${keep[@]}" -o "$out/$name.s" 2>"$out/$name.vg" >/dev/null
  as "$out/$name.s" -o "$obj"
  local ir text
  ir=$(sed -n 's/.*I *refs: *//p' "$out/$name.vg" | tr -d ,)
  text=$(size -A "$obj" | awk '$1==".text"{print $2}')
  echo "$ir $text"
}
printf '%-16s %14s %14s %14s %8s %8s %8s\n' kernel cc1-gcc cc1-all-but cc1-all text-gcc text-but text-all > "$out/table.txt"
sg=0 sb=0 sa=0 tg=0 tb=0 ta=0
for f in "$ROOT"/benchmarks/kernels/*.c; do
  k=$(basename "$f" .c)
  if [ -n "${KERNELS:-}" ] && [[ " $KERNELS " != *" $k "* ]]; then continue; fi
  read -r ig xg < <(measure "$k-gcc" "$f")
  read -r ib xb < <(measure "$k-but" "$f" -fplugin="$plugin" -fplugin-arg-qprop-passes="$passes_but")
  read -r ia xa < <(measure "$k-all" "$f" -fplugin="$plugin" $QPROP_PASSES_ALL)
  printf '%-16s %14s %14s %14s %8s %8s %8s\n' "$k" "$ig" "$ib" "$ia" "$xg" "$xb" "$xa" >> "$out/table.txt"
  sg=$((sg+ig)) sb=$((sb+ib)) sa=$((sa+ia)) tg=$((tg+xg)) tb=$((tb+xb)) ta=$((ta+xa))
done
{
  printf '%-16s %14s %14s %14s %8s %8s %8s\n' sum "$sg" "$sb" "$sa" "$tg" "$tb" "$ta"
  awk -v g="$sg" -v b="$sb" -v a="$sa" -v tg="$tg" -v tb="$tb" -v ta="$ta" 'BEGIN{
    printf "cc1 instructions: all/all-but %.4f  all/gcc %.4f\n", a/b, a/g;
    printf "text size:        all/all-but %.4f  all/gcc %.4f\n", ta/tb, ta/tg }'
} >> "$out/table.txt"
cat "$out/table.txt"
