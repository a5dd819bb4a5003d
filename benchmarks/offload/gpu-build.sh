#!/bin/bash
# Builds the offload suite for a run on a real NVIDIA GPU (gpu-run.sh runs
# it there).  Usage:
#
#   benchmarks/offload/gpu-build.sh OUTDIR [BENCH_SIZE]
#
# OUTDIR gets
#   bin/NAME-V.CONFIG   one offload binary per program, model (acc, omp) and
#                       configuration (below);
#   ref/NAME-V.sum      the checksum line of the host-only build, run here:
#                       gpu-run.sh compares every GPU run against it;
#   lib/                this machine's libgomp and its nvptx plugin, so the
#                       binaries run with the libgomp they were built for;
#   configs             what each configuration passed to gcc.
#
# Configurations: plain GCC at -O2, -O3 and -O3 -fno-tree-partial-pre, and
# qprop with every pass in the nvptx compiler at -O2 and -O3 (the same
# command as benchmarks/offload/README.md, plus the plugin).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
# shellcheck source=../../scripts/lib/plugin-flags.sh
. "$repo/scripts/lib/plugin-flags.sh"
out=${1:?usage: gpu-build.sh OUTDIR [BENCH_SIZE]}
size=${2:-1}
plugin=$repo/build/nvptx-none/qprop.so
[ -f "$plugin" ] || { echo "gpu-build.sh: $plugin missing (make nvptx-plugin)" >&2; exit 1; }

mkdir -p "$out/bin" "$out/ref" "$out/lib"
out=$(cd "$out" && pwd)
for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
  p=$(gcc -print-file-name=$l)
  case $p in /*) cp -L "$p" "$out/lib/$l" ;;
	      *) p=/usr/lib/x86_64-linux-gnu/$l; cp -L "$p" "$out/lib/$l" ;; esac
done

qp="-foffload-options=nvptx-none=-fplugin=$plugin $QPROP_PASSES_ALL"
declare -A cfg=(
  [O2]="-O2"
  [O3]="-O3"
  [O3-nopre]="-O3 -fno-tree-partial-pre"
  [O2-qprop]="-O2"
  [O3-qprop]="-O3"
)
configs="O2 O3 O3-nopre O2-qprop O3-qprop"
: > "$out/configs"
for c in $configs; do
  case $c in
    *qprop) echo "$c: ${cfg[$c]} '$qp'" ;;
    *) echo "$c: ${cfg[$c]}" ;;
  esac >> "$out/configs"
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for src in "$here"/*-acc.c "$here"/*-omp.c; do
  b=$(basename "$src" .c)
  case $b in *-acc) m=-fopenacc ;; *) m=-fopenmp ;; esac
  gcc -O2 $m -foffload=disable -DBENCH_SIZE="$size" "$src" -o "$tmp/host"
  (cd "$tmp" && ./host | grep '^checksum ') > "$out/ref/$b.sum"
  for c in $configs; do
    extra=()
    case $c in *qprop) extra=("$qp") ;; esac
    gcc ${cfg[$c]} $m $QPROP_OFFLOAD_FLAGS -no-pie -DBENCH_SIZE="$size" \
      "${extra[@]}" "$src" -o "$out/bin/$b.$c"
  done
  echo "built $b"
done
