#!/bin/bash
# Compare the PTX two builds of the nvptx copy of the plugin give: the
# offload benchmarks (benchmarks/offload/*-acc.c, *-omp.c) and the offload
# tests (testsuite/gcc.qprop-offload/*.c), at -O2 and -O3 with every pass
# in the accelerator compiler, and once more with the SIMT selftests that
# transform every candidate.  The nvptx counterpart of compare-asm.sh, for
# checking that a refactoring leaves offload code alone.
#
# Usage: scripts/compare-ptx.sh OLD-DIR [NEW-DIR]
#   OLD-DIR, NEW-DIR  directories holding the nvptx qprop.so (the file name
#                     must be qprop.so); NEW-DIR defaults to build/nvptx-none.
# Prints each file and setting whose PTX differs, then
# "compare-ptx: compared N, differ M".
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
old=$(cd "${1:?usage: compare-ptx.sh OLD-DIR [NEW-DIR]}" && pwd)/qprop.so
new=$(cd "${2:-build/nvptx-none}" && pwd)/qprop.so
for p in "$old" "$new"; do
  [ -f "$p" ] || { echo "compare-ptx: $p is missing" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0 d=0

# ptx SO OUT-DIR EXTRA FLAGS... : the PTX of the user code, in
# OUT-DIR/ptx.s.  EXTRA holds plugin arguments, which must follow -fplugin.
ptx () {
  local so=$1 out=$2 extra=$3; shift 3
  rm -rf "$out"; mkdir -p "$out"
  # shellcheck disable=SC2086
  (cd "$out" && gcc "$@" $QPROP_OFFLOAD_FLAGS -save-temps -no-pie \
     -foffload-options=nvptx-none=-fplugin="$so" \
     -foffload-options=nvptx-none="$QPROP_PASSES_ALL" $extra \
     -o a.out > log 2>&1) || return 1
  cat "$out"/*.xnvptx-none.mkoffload.s > "$out/ptx.s" 2>/dev/null
  [ -s "$out/ptx.s" ]
}

selftest="-foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=linearize-all \
 -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=flatten-all"
for f in benchmarks/offload/*-acc.c benchmarks/offload/*-omp.c testsuite/gcc.qprop-offload/*.c; do
  lang=-fopenacc
  case $(basename "$f") in *omp*|omp-target.c) lang=-fopenmp ;; esac
  for O in -O2 -O3; do
    for extra in "" "$selftest"; do
      tag="$O${extra:+ selftest}"
      # shellcheck disable=SC2086
      ptx "$old" "$work/a" "$extra" $O $lang -w -I"$root/benchmarks/offload" \
	  -I"$root/testsuite/gcc.qprop-offload" -I"$root/benchmarks/lib" "$root/$f" ||
	{ echo "OLD FAILS: $f $tag"; sed 's/^/  /' "$work/a/log" | head -n 3; continue; }
      # shellcheck disable=SC2086
      if ! ptx "$new" "$work/b" "$extra" $O $lang -w -I"$root/benchmarks/offload" \
	  -I"$root/testsuite/gcc.qprop-offload" -I"$root/benchmarks/lib" "$root/$f"; then
	echo "NEW FAILS: $f $tag"; d=$((d + 1)); continue
      fi
      n=$((n + 1))
      # The temporary file names differ between the runs; compare the code.
      if ! cmp -s <(grep -v '^// BEGIN\|^//:' "$work/a/ptx.s") <(grep -v '^// BEGIN\|^//:' "$work/b/ptx.s"); then
	echo "DIFF: $f $tag"; d=$((d + 1))
      fi
    done
  done
done
echo "compare-ptx: compared $n, differ $d"
[ $d -eq 0 ]
