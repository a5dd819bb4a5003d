#!/bin/bash
# Compare the assembly two builds of the plugin give on host code: the
# bundled kernels, the gcc.qprop and g++.qprop tests and the first 400
# c-torture execute tests, at -O2 and -O3 with every pass.  For checking
# that a refactoring (or a SIMT-only change) leaves host code alone.
#
# Usage: scripts/compare-asm.sh OLD-DIR [NEW-DIR]
#   OLD-DIR, NEW-DIR  directories holding a qprop.so (the file name must
#                     be qprop.so: GCC names a plugin after its file);
#                     NEW-DIR defaults to plugin/.
# Needs the c-torture tests unpacked (make check does it:
# build/gcc-testsuite).  Prints each file and level whose assembly
# differs, then "compare-asm: compared N, differ M".
set -uo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
old=${1:?usage: compare-asm.sh OLD-DIR [NEW-DIR]}/qprop.so
new=${2:-plugin}/qprop.so
for p in "$old" "$new"; do
  [ -f "$p" ] || { echo "compare-asm: $p is missing" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0 d=0
torture=$(ls build/gcc-testsuite/gcc/testsuite/gcc.c-torture/execute/*.c 2>/dev/null | head -400)
for f in benchmarks/kernels/*.c testsuite/gcc.qprop/*.c testsuite/g++.qprop/*.C $torture; do
  cc=gcc; case $f in *.C) cc=g++ ;; esac
  for O in -O2 -O3; do
    flags="$O -w -Ibenchmarks/kernels -Ibenchmarks/lib -Itestsuite/gcc.qprop -S"
    $cc $flags -fplugin="$old" $QPROP_PASSES_ALL "$f" -o "$work/a.s" 2>/dev/null || continue
    if ! $cc $flags -fplugin="$new" $QPROP_PASSES_ALL "$f" -o "$work/b.s" 2>/dev/null; then
      echo "NEW FAILS: $f $O"; d=$((d + 1)); continue
    fi
    n=$((n + 1))
    cmp -s "$work/a.s" "$work/b.s" || { echo "DIFF: $f $O"; d=$((d + 1)); }
  done
done
echo "compare-asm: compared $n, differ $d"
