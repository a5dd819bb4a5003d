#!/bin/bash
# The run-time soundness check of qprop-div over the benchmark suite and the
# host SIMT tests: every program is built twice at -O1, -O2 and -O3, once
# plainly and once with
#   -fplugin-arg-qprop-simt=host -fplugin-arg-qprop-div-check
# linked with build/host/qprop-divcheck.o; the checked build must exit 0
# (a branch or value the analysis got wrong aborts it, naming the source
# location) and print exactly what the plain build prints.
#
# Programs: testsuite/gcc.qprop-div/host-*.c (the run tests), the OpenACC and OpenMP
# offload benchmarks (benchmarks/offload, built for the host with
# -foffload=disable, so their simd loops run as host SIMT regions) and the
# host kernels (benchmarks/kernels, C and Fortran), at BENCH_SIZE=0.
#
# Each pair is built, run and compared by scripts/lib/difftest.py.
#
# Usage: scripts/check-divcheck.sh [--out DIR] [--width W] [--gcc-tests]
#   --width W     QPROP_DIVCHECK_WIDTH for the runs (default: the runtime's 32)
#   --gcc-tests   also GCC's own simd run tests, from the gcc-12-source
#                 package: libgomp.c/*simd*, libgomp.c-c++-common/*simd*
#                 and gcc.dg/vect/*simd* (those with a main), built with
#                 -fopenmp and their dg-additional-options
# Ends with "div-check: N passed, M failed"; the per-program check counts
# are in DIR/summary.txt (default DIR build/check/divcheck).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

out=build/check/divcheck
width=
gcc_tests=false
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    --width) width=$2; shift 2 ;;
    --gcc-tests) gcc_tests=true; shift ;;
    *) echo "check-divcheck: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
plugin=$root/plugin/qprop.so
obj=$root/build/host/qprop-divcheck.o
for f in "$plugin" "$obj"; do
  [ -f "$f" ] || { echo "check-divcheck: $f is missing (run make)" >&2
                   python3 "$QPROP_DIFFTEST" close div-check 0 1; exit 1; }
done
rm -rf "$out"; mkdir -p "$out"; out=$(cd "$out" && pwd)
# A copy, so that rebuilding the plugin meanwhile does not break the run.
plugin=$(snapshot_plugin_flags "$out" "-fplugin=$plugin")
[ -n "$width" ] && export QPROP_DIVCHECK_WIDTH=$width
check_flags="$plugin -fplugin-arg-qprop-verify -fplugin-arg-qprop-simt=host -fplugin-arg-qprop-div-check"

# "source|compiler|flags" for every program.
progs=()
for f in testsuite/gcc.qprop-div/host-*.c; do
  # Compile-only tests (dump scans, -fcompare-debug) have no main.
  grep -q 'dg-do compile' "$f" && continue
  progs+=("$f|gcc|-fopenmp-simd")
done
for f in benchmarks/offload/*-omp.c; do
  progs+=("$f|gcc|-fopenmp -foffload=disable -DBENCH_SIZE=0")
done
for f in benchmarks/offload/*-acc.c; do
  progs+=("$f|gcc|-fopenacc -foffload=disable -DBENCH_SIZE=0")
done
for f in benchmarks/kernels/*.c; do
  progs+=("$f|gcc|-DBENCH_SIZE=0 -lm")
done
for f in benchmarks/kernels/*.F90; do
  progs+=("$f|gfortran|-DBENCH_SIZE=0")
done
if $gcc_tests; then
  gsrc=build/check/gcc-simd-src
  if [ ! -d "$gsrc/gcc-12.2.0" ]; then
    mkdir -p "$gsrc"
    tar -xJf /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz -C "$gsrc" --wildcards \
      'gcc-12.2.0/libgomp/testsuite/libgomp.c/*simd*' \
      'gcc-12.2.0/libgomp/testsuite/libgomp.c-c++-common/*simd*' \
      'gcc-12.2.0/gcc/testsuite/gcc.dg/vect/*simd*' \
      'gcc-12.2.0/gcc/testsuite/gcc.dg/vect/tree-vect.h'
  fi
  while read -r f; do
    grep -q 'main' "$f" && grep -q 'dg-do run' "$f" || continue
    extra=$(sed -n 's/.*dg-additional-options "\([^"]*\)".*/\1/p' "$f" | head -n 1 \
	    | sed 's/-fdump[^ ]*//g')
    progs+=("$f|gcc|-fopenmp -I$root/$(dirname "$f") $extra -lm")
  done < <(find "$gsrc" -name '*.c' -type f | sort)
fi

pass=0 fail=0
printf '%-44s %-4s %10s %10s %12s\n' program opt branches values comparisons > "$out/summary.txt"
for p in "${progs[@]}"; do
  IFS='|' read -r src cc flags <<<"$p"
  name=$(basename "$src"); name=${name%.*}
  case $src in build/check/gcc-simd-src/*)
    name=gcc-$(basename "$(dirname "$src")")-$name ;; esac
  for opt in -O1 -O2 -O3; do
    tag=$name$opt
    dir=$out/$tag; mkdir -p "$dir"
    # Built and run in DIR (Fortran kernels write module files there);
    # timing lines differ from run to run.
    python3 "$QPROP_DIFFTEST" case --dir "$dir" --label "$tag" --ref-fails fail \
      --ref "$cc $opt $flags $root/$src -o ref" \
      --chk "$cc $opt $check_flags $flags $root/$src $obj -o chk" \
      --env QPROP_DIVCHECK_VERBOSE=1 \
      --ignore '^(target_time_s|time_s|kernel_time|seconds) ' \
      || { fail=$((fail + 1)); continue; }
    counts=$(grep -E '^qprop div-check: [0-9]+ branch checks' "$dir/chk.err" \
	     | sed -E 's/.*: ([0-9]+) branch checks, ([0-9]+) value checks, ([0-9]+) lane comparisons.*/\1 \2 \3/')
    [ -n "$counts" ] || counts="0 0 0"
    read -r b v c <<<"$counts"
    printf '%-44s %-4s %10s %10s %12s\n' "$name" "$opt" "$b" "$v" "$c" >> "$out/summary.txt"
    pass=$((pass + 1))
    rm -f "$dir/ref" "$dir/chk"
  done
done
awk 'NR > 1 { b += $3; v += $4; c += $5 }
     END { printf "total: %d branch checks, %d value checks, %d lane comparisons\n", b, v, c }' \
  "$out/summary.txt" | tee -a "$out/summary.txt"
python3 "$QPROP_DIFFTEST" close div-check "$pass" "$fail"
