#!/bin/bash
# callee-saves.sh PTX [MAXRREGCOUNT]
# How much of ptxas's "spill stores/loads" of each function of PTX is the
# ABI's callee-saved register saves: the prologue stores a callee-saved
# register (R16-R31, R2 and the convergence-barrier copies) that the
# function uses, and the epilogue loads it back, whatever the pressure.
# Needs CUDA 11.8's ptxas and nvdisasm in /work/tools/cuda118/bin (or
# CUDA118=DIR): nvdisasm 11.8 cannot read CUDA 13's cubins, and 11.8's
# spill counts may differ from 13's.  Without them it says so and exits
# 0; nothing in CI uses it.  Prints one line per function with spills:
#   FUNCTION spill=S callee-saves=C other=S-C   (bytes, stores + loads)
# A register stored to a frame slot and loaded from the same slot into
# the same register counts as a save; a real spill that happens to do
# that is counted as one too, so C is an upper bound.
set -uo pipefail
bin=${CUDA118:-/work/tools/cuda118/bin}
if [ ! -x "$bin/ptxas" ] || [ ! -x "$bin/nvdisasm" ]; then
  echo "callee-saves.sh: no CUDA 11.8 ptxas/nvdisasm in $bin; skipped"
  exit 0
fi
ptx=$1
limit=""; [ -n "${2:-}" ] && [ "${2:-0}" != 0 ] && limit=-maxrregcount=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin/ptxas" -arch=sm_80 -c -v $limit "$ptx" -o "$tmp/k.cubin" 2> "$tmp/v.txt" \
  || { cat "$tmp/v.txt"; exit 1; }
"$bin/nvdisasm" -c "$tmp/k.cubin" > "$tmp/k.sass" || exit 1
awk -v vfile="$tmp/v.txt" '
  BEGIN {
    while ((getline l < vfile) > 0) {
      if (l ~ /Function properties for/) { n = split (l, w, " "); f = w[n] }
      if (l ~ /spill stores/) { split (l, w, " "); spill[f] = w[5] + w[9] }
    }
  }
  function width(op) { return op ~ /\.64/ ? 8 : op ~ /\.128/ ? 16 : 4 }
  function flush(   k, c) {
    if (fn == "") return
    c = 0
    for (k in st) if (k in ld) c += st[k]
    if (spill[fn] > 0)
      printf "%s spill=%d callee-saves=%d other=%d\n", fn, spill[fn], 2 * c,
	     spill[fn] - 2 * c
    delete st; delete ld
  }
  /^\.text\./ { flush(); fn = substr ($1, 7); sub (/:$/, "", fn); next }
  / STL(\.[0-9]+)? \[R1(\+0x[0-9a-f]+)?\], R[0-9]+ ;/ {
    match ($0, /STL(\.[0-9]+)? \[R1(\+0x[0-9a-f]+)?\], R[0-9]+/)
    s = substr ($0, RSTART, RLENGTH); split (s, p, /[][ ,]+/)
    st[p[2] "@" p[3]] = width(p[1]); next }
  / LDL(\.[0-9]+)? R[0-9]+, \[R1(\+0x[0-9a-f]+)?\] ;/ {
    match ($0, /LDL(\.[0-9]+)? R[0-9]+, \[R1(\+0x[0-9a-f]+)?\]/)
    s = substr ($0, RSTART, RLENGTH); split (s, p, /[][ ,]+/)
    ld[p[3] "@" p[2]] = 1; next }
  END { flush() }' "$tmp/k.sass"
