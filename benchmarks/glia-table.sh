#!/bin/sh
# The analog of the thesis's Table 5.6 for qprop-glia: per kernel, how many
# loads were moved, and whether the delay stopped at a reference to another
# array (keepOrder) or at one to a farther part of the same array
# (keepDimension), in the speculative mode (mdglia) and the non-speculative
# one (us-mdglia).  Compiles every kernel at -O3 with the
# plugin and reads qprop-glia's per-function summaries from its dump.
#
# usage: benchmarks/glia-table.sh [PLUGIN]   (default: plugin/qprop.so)
# BENCH_SIZE=0|1 (default 0, what run.py --size small builds); GLIA_ARGS adds
# flags, e.g. "-fplugin-arg-qprop-glia-distance=1" for the unfiltered placement
set -eu
here=$(cd "$(dirname "$0")" && pwd)
plugin=$(readlink -f "${1:-$here/../plugin/qprop.so}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "| kernel | mdglia moved | keepOrder | keepDimension | speculative | us-mdglia moved | keepOrder | keepDimension |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for src in "$here"/kernels/*.c "$here"/kernels/*.F90; do
    name=$(basename "$src"); name=${name%.*}
    case $src in *.F90) cc=gfortran ;; *) cc=gcc ;; esac
    row="| $name"
    for mode in mdglia us-mdglia; do
	(cd "$work" && rm -f ./*.qprop-glia \
	 && $cc -O3 -w -DBENCH_SIZE=${BENCH_SIZE:-0} -c "$src" -o k.o -fplugin="$plugin" \
		-fplugin-arg-qprop-passes=qprop-glia \
		-fplugin-arg-qprop-glia-mode=$mode \
		-fplugin-arg-qprop-dump=qprop-glia ${GLIA_ARGS:-})
	sums=$(cat "$work"/*.qprop-glia | awk '
	    /^qprop-glia: .*: mode=/ {
		for (i = 1; i <= NF; i++) {
		    split ($i, kv, "=");
		    if (kv[1] == "moved") m += kv[2];
		    if (kv[1] == "keep-order") o += kv[2];
		    if (kv[1] == "keep-dimension") d += kv[2];
		    if (kv[1] == "speculative") s += kv[2];
		}
	    }
	    END { printf "%d %d %d %d", m, o, d, s }')
	set -- $sums
	if [ $mode = mdglia ]; then
	    row="$row | $1 | $2 | $3 | $4"
	else
	    row="$row | $1 | $2 | $3"
	fi
    done
    echo "$row |"
done
