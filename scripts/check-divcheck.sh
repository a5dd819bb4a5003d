#!/bin/bash
# The run-time soundness check of qprop-div over the benchmark suite and the
# host SIMT tests: every program is built twice at -O1, -O2 and -O3, once
# plainly and once with
#   -fplugin-arg-qprop-simt=host -fplugin-arg-qprop-div-check
# linked with build/host/qprop-divcheck.o; the checked build must exit 0
# (a branch or value the analysis got wrong aborts it, naming the source
# location) and print exactly what the plain build prints.
#
# Programs: testsuite/gcc.qprop-div/host-*.c, the OpenACC and OpenMP
# offload benchmarks (benchmarks/offload, built for the host with
# -foffload=disable, so their simd loops run as host SIMT regions) and the
# host kernels (benchmarks/kernels, C and Fortran), at BENCH_SIZE=0.
#
# Usage: scripts/check-divcheck.sh [--out DIR] [--width W]
#   --width W   QPROP_DIVCHECK_WIDTH for the runs (default: the runtime's 32)
# Ends with "div-check: N passed, M failed"; the per-program check counts
# are in DIR/summary.txt (default DIR build/check/divcheck).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

out=build/check/divcheck
width=
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    --width) width=$2; shift 2 ;;
    *) echo "check-divcheck: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

plugin=$root/plugin/qprop.so
obj=$root/build/host/qprop-divcheck.o
for f in "$plugin" "$obj"; do
  [ -f "$f" ] || { echo "check-divcheck: $f is missing (run make)" >&2
                   echo "div-check: 0 passed, 1 failed"; exit 1; }
done
rm -rf "$out"; mkdir -p "$out"
[ -n "$width" ] && export QPROP_DIVCHECK_WIDTH=$width
check_flags="-fplugin=$plugin -fplugin-arg-qprop-verify -fplugin-arg-qprop-simt=host -fplugin-arg-qprop-div-check"

# "source|compiler|flags" for every program.
progs=()
for f in testsuite/gcc.qprop-div/host-*.c; do
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

pass=0 fail=0
printf '%-44s %-4s %10s %10s %12s\n' program opt branches values comparisons > "$out/summary.txt"
for p in "${progs[@]}"; do
  IFS='|' read -r src cc flags <<<"$p"
  name=$(basename "$src"); name=${name%.*}
  for opt in -O1 -O2 -O3; do
    tag=$name$opt
    dir=$out/$tag; mkdir -p "$dir"
    # Run from DIR: Fortran kernels write module files there.
    if ! (cd "$dir" && $cc $opt $flags "$root/$src" -o ref >ref.log 2>&1) \
       || ! (cd "$dir" && $cc $opt $check_flags $flags "$root/$src" "$obj" \
			      -o chk >chk.log 2>&1); then
      echo "FAIL: $tag: build (see $dir/*.log)"; fail=$((fail + 1)); continue
    fi
    (cd "$dir" && ./ref > ref.out 2>/dev/null)
    ref_rc=$?
    (cd "$dir" && QPROP_DIVCHECK_VERBOSE=1 ./chk > chk.out 2> chk.err)
    rc=$?
    # Timing lines differ from run to run.
    for o in ref chk; do
      grep -v -E '^(target_time_s|time_s|kernel_time|seconds) ' "$dir/$o.out" \
	> "$dir/$o.cmp"
    done
    if [ $rc -ne 0 ] || [ $rc -ne $ref_rc ] \
       || ! cmp -s "$dir/ref.cmp" "$dir/chk.cmp"; then
      echo "FAIL: $tag: exit $rc (plain $ref_rc); $(grep -m1 'qprop div-check' "$dir/chk.err")"
      fail=$((fail + 1)); continue
    fi
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
echo "div-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
