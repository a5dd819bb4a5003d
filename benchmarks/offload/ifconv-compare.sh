#!/bin/bash
# ifconv-compare.sh build DIR [SIZE] | run DIR
# simgpu's two models of a branch (SIMGPU_IFCONV=0: every PTX branch is a
# branch, reconvergence at the immediate post-dominator; 1: the branches
# CUDA's ptxas if-converts run predicated and a&&b else blocks reconverge
# where ptxas reconverges them, docs/sass.md) against the H200's figures in
# gpu-results/.
#   build: every program of gpu-results/ in both models, plain GCC and with
#          every qprop pass, at -O2 and -O3, size SIZE (default 0), and the
#          host-only reference outputs;
#   run:   runs each binary on simgpu (build/simgpu) under both models,
#          checks its dump against the host build's and prints a markdown
#          table: program, -O level, H200 warp-instruction and kernel-time
#          ratios (qprop / plain, 88ac83f, 8 launches) and simgpu's warp
#          instruction ratios under both models (1 is simgpu's default).
# The H200 ran the programs at size 1 and at 88ac83f; simgpu runs this
# tree's compiler at SIZE: the ratios, not the counts, are compared.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
# shellcheck source=../../scripts/lib/plugin-flags.sh
. "$repo/scripts/lib/plugin-flags.sh"
progs="bintree colwalk csr_spmv mandelbrot nbfilter probe search shortcircuit workqueue"
cmd=${1:?usage: ifconv-compare.sh build DIR [SIZE] | run DIR}
dir=${2:?usage: ifconv-compare.sh build DIR [SIZE] | run DIR}
case $cmd in
  build)
    size=${3:-0}
    plugin=${QPROP_NVPTX_PLUGIN:-$repo/build/nvptx-none/qprop.so}
    [ -f "$plugin" ] || { echo "ifconv-compare.sh: $plugin missing" >&2; exit 1; }
    mkdir -p "$dir"
    for p in $progs; do
      for v in acc omp; do
	b=$p-$v
	case $v in acc) m=-fopenacc ;; *) m=-fopenmp ;; esac
	gcc -O2 $m -foffload=disable -DBENCH_SIZE="$size" "$here/$b.c" -o "$dir/$b.host"
	OMP_NUM_THREADS=1 "$dir/$b.host" dump | grep -v '^target_time_s' > "$dir/$b.ref"
	for o in 2 3; do
	  # shellcheck disable=SC2086
	  gcc -O$o $m $QPROP_OFFLOAD_FLAGS -no-pie -DBENCH_SIZE="$size" \
	    "$here/$b.c" -o "$dir/$b.O$o"
	  # shellcheck disable=SC2086
	  gcc -O$o $m $QPROP_OFFLOAD_FLAGS -no-pie -DBENCH_SIZE="$size" \
	    "-foffload-options=nvptx-none=-fplugin=$plugin $QPROP_PASSES_ALL" \
	    "$here/$b.c" -o "$dir/$b.O$o-qprop"
	done
	echo "built $b"
      done
    done ;;
  run)
    sim=${SIMGPU_DIR:-$repo/build/simgpu}
    for f in "$dir"/*.O[23] "$dir"/*.O[23]-qprop; do
      for m in 0 1; do
	j=$f.ifconv$m.json
	[ -s "$j" ] && continue
	SIMGPU_IFCONV=$m SIMGPU_REPORT=$j LD_LIBRARY_PATH=$sim OMP_NUM_THREADS=1 \
	  "$f" dump | grep -v '^target_time_s' > "$f.ifconv$m.out" || true
	b=$(basename "$f"); b=${b%.O*}
	cmp -s "$f.ifconv$m.out" "$dir/$b.ref" || echo "MISMATCH $f ifconv=$m" >&2
      done
    done
    python3 "$here/ifconv-table.py" "$dir" "$here/gpu-results" $progs ;;
  *) echo "usage: ifconv-compare.sh build DIR [SIZE] | run DIR" >&2; exit 2 ;;
esac
