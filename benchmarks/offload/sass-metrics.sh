#!/bin/bash
# sass-metrics.sh: static SASS counts per kernel function.
#
#   sass-metrics.sh [-a ARCH] [-l] FILE.ptx|FILE.s ...
#   sass-metrics.sh [-a ARCH] [-O LEVEL] --bench NAME-V
#
# First form: each FILE is PTX (.ptx, given to ptxas as it is) or GCC's
# nvptx output (.s, e.g. OUT.xnvptx-none.mkoffload.s of a -save-temps build,
# passed through `nvptx-none-as --no-verify` first).  Second form: builds
# benchmarks/offload/NAME-V.c (V = acc | omp) at -O LEVEL (default 2), size 0, plain
# and with every qprop pass in the nvptx compiler (QPROP_NVPTX_PLUGIN,
# default build/nvptx-none/qprop.so) and prints both, config plain / qprop.
#
# One line per function with code (libgomp's helpers included):
#   [config] FUNCTION insts=N bra=N cbra=N bssy=N bsync=N warpsync=N
#            break=N pred=N sel=N
#   insts     SASS instructions, NOPs and the closing `BRA self` left out;
#   bra       branches (BRA, BRX, JMP), cbra those of them under a predicate;
#   bssy/bsync/warpsync/break
#             the reconvergence barriers ptxas placed (BSSY opens one, BSYNC
#             waits at it, BREAK takes lanes out of it);
#   pred      instructions under a predicate (@P0, @!P1 ...), branches too;
#   sel       SEL and FSEL (selects ptxas made, or PTX's selp).
# -l also prints the disassembly (nvdisasm -c) of every file.
#
# Tools: CUDA 11.8's ptxas and nvdisasm (nvdisasm 11.8 cannot read the
# cubins of CUDA 13's ptxas, so the pair must match).  They are looked for
# in $SASS_TOOLS (only there when it is set), else build/cuda118/bin (scripts/get-sass-tools.sh puts
# them there), then /work/tools/cuda118/bin.  Without them the script says
# so and exits 0 with no output lines: nothing in CI may depend on it.
# What the counts mean and the rule found with them: docs/sass.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
arch=sm_80
opt=2
bench=
list=0
usage () {
  echo "usage: sass-metrics.sh [-a ARCH] [-l] FILE.ptx|FILE.s ..." >&2
  echo "       sass-metrics.sh [-a ARCH] [-O LEVEL] --bench NAME-V" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case $1 in
    -a) [ $# -ge 2 ] || usage; arch=$2; shift 2 ;;
    -O) [ $# -ge 2 ] || usage; opt=$2; shift 2 ;;
    -l) list=1; shift ;;
    --bench) [ $# -ge 2 ] || usage; bench=$2; shift 2 ;;
    -h|--help) usage ;;
    -*) usage ;;
    *) break ;;
  esac
done
if [ -z "$bench" ] && [ $# -eq 0 ]; then usage; fi

tools=
dirs="$repo/build/cuda118/bin /work/tools/cuda118/bin"
[ -z "${SASS_TOOLS:-}" ] || dirs=$SASS_TOOLS
for d in $dirs; do
  if [ -x "$d/ptxas" ] && [ -x "$d/nvdisasm" ]; then tools=$d; break; fi
done
if [ -z "$tools" ]; then
  echo "sass-metrics.sh: skipped: no CUDA 11.8 ptxas + nvdisasm (set" \
       "SASS_TOOLS, or run scripts/get-sass-tools.sh)" >&2
  exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# count FILE [CONFIG]: prints the per-function lines for one PTX or .s file.
count () {
  case $1 in
    *.ptx) cp "$1" "$tmp/k.ptx" ;;
    *) nvptx-none-as --no-verify "$1" -o "$tmp/k.ptx" ;;
  esac
  # -c: GCC's OpenMP code calls libgomp, which is not linked here.
  "$tools/ptxas" -arch="$arch" -c "$tmp/k.ptx" -o "$tmp/k.cubin"
  "$tools/nvdisasm" -c "$tmp/k.cubin" > "$tmp/k.sass"
  [ $list -eq 0 ] || cat "$tmp/k.sass"
  awk -v cfg="${2:-}" '
    function flush () {
      if (fn != "" && n > 0)
	printf "%s%s insts=%d bra=%d cbra=%d bssy=%d bsync=%d warpsync=%d break=%d pred=%d sel=%d\n",
	       (cfg != "" ? cfg " " : ""), fn, n, bra, cbra, bssy, bsync,
	       wsync, brk, pred, sel
      n = bra = cbra = bssy = bsync = wsync = brk = pred = sel = 0
    }
    /^\.text\.[^ ]*:$/ { flush(); fn = substr ($0, 7, length ($0) - 7); next }
    /^[ \t]+\/\*[0-9a-f]+\*\// {
      line = $0
      sub (/^[ \t]+\/\*[0-9a-f]+\*\/[ \t]*/, "", line)
      sub (/[ \t]*;.*$/, "", line)
      p = 0
      if (line ~ /^@!?U?P/) { p = 1; sub (/^@[^ ]+[ \t]+/, "", line) }
      split (line, w, /[ \t]+/)
      op = w[1]; base = op; sub (/\..*$/, "", base)
      if (base == "NOP") next
      # The closing self-loop that pads every function: BRA to itself.
      if (base == "BRA" && !p && prev_label != "" && index (line, prev_label) > 0) next
      prev_label = ""
      n++; pred += p
      if (base == "BRA" || base == "BRX" || base == "JMP") { bra++; cbra += p }
      if (base == "BSSY") bssy++
      if (base == "BSYNC") bsync++
      if (base == "WARPSYNC") wsync++
      if (base == "BREAK") brk++
      if (base == "SEL" || base == "FSEL") sel++
      next
    }
    /^\.L_x_[0-9]+:$/ { prev_label = "`(" substr ($0, 1, length ($0) - 1) ")"; next }
    END { flush() }' "$tmp/k.sass"
}

if [ -z "$bench" ]; then
  for f in "$@"; do
    [ $# -eq 1 ] || echo "== $f"
    count "$f"
  done
  exit 0
fi

src=$here/$bench.c
[ -f "$src" ] || { echo "sass-metrics.sh: no $src" >&2; exit 2; }
case $bench in *-acc) m=-fopenacc ;; *-omp) m=-fopenmp ;; *) usage ;; esac
plugin=${QPROP_NVPTX_PLUGIN:-$repo/build/nvptx-none/qprop.so}
[ -f "$plugin" ] || { echo "sass-metrics.sh: $plugin missing (make nvptx-plugin, or set QPROP_NVPTX_PLUGIN)" >&2; exit 1; }
# shellcheck source=../../scripts/lib/plugin-flags.sh
. "$repo/scripts/lib/plugin-flags.sh"
for c in plain qprop; do
  mkdir -p "$tmp/$c"
  if [ $c = qprop ]; then
    set -- "-foffload-options=nvptx-none=-fplugin=$plugin $QPROP_PASSES_ALL"
  else
    set --
  fi
  # shellcheck disable=SC2086
  (cd "$tmp/$c" && gcc -O"$opt" $m $QPROP_OFFLOAD_FLAGS -no-pie -save-temps \
     -DBENCH_SIZE=0 "$@" "$src" -o off > build.log 2>&1) ||
    { cat "$tmp/$c/build.log" >&2; exit 1; }
  count "$tmp/$c/off.xnvptx-none.mkoffload.s" $c
done
