#!/bin/bash
# Builds SOLLVE V&V C tests (github SOLLVE/sollve_vv) with plain GCC 12 and
# runs each binary on simgpu and on the host, then classifies it.
#
#   benchmarks/external/run-sollve.sh SRC OUT [TEST.c ...]
#
# SRC: an extracted sollve_vv work tree (never copied into this repository).
# OUT: a scratch directory; OUT/bin holds binaries, OUT/log per-test logs,
#      OUT/summary.txt one line per test: CLASS NAME.
# TESTs: paths relative to SRC (default: every tests/4.5/**/*.c); .cpp
#        tests are built with g++.  A test is named by its path below tests/
#        with / turned into _ (4.5 and 5.0 share file names).
# OPT (default -O2) picks the optimisation level; TIMEOUT (default 60)
# bounds each run.  Run from the repository root (uses build/simgpu).
#
# Classes:
#   build-fail     GCC 12 rejects the test (a missing feature: not simgpu's)
#   pass           exit 0 on simgpu and on the host
#   fail-both      non-zero on both (the test or GCC's host side)
#   SIMGPU-ONLY    passes on the host, fails on simgpu: the interesting class
#   SIMGPU-HANG    simgpu run hit the timeout (host passed)
#   SIMGPU-FAULT   simgpu reported a fault/unsupported instruction/signal
#   host-only-fail passes on simgpu, fails on the host
set -u
src=$(cd "${1:?usage: run-sollve.sh SRC OUT [TEST.c ...]}" && pwd)
out=${2:?OUT}; mkdir -p "$out/bin" "$out/log"; out=$(cd "$out" && pwd)
shift 2
lib=$(cd build/simgpu && pwd)
opt=${OPT:--O2}
to=${TIMEOUT:-60}
if [ $# -eq 0 ]; then
  mapfile -t tests < <(cd "$src" && find tests/4.5 -name '*.c' | sort)
else
  tests=("$@")
fi
: > "$out/summary.txt"
for t in "${tests[@]}"; do
  n=${t#tests/}; n=${n%.*}; n=${n//\//_}
  cc=gcc; case $t in *.cpp) cc=g++ ;; esac
  b="$out/bin/$n"
  l="$out/log/$n"
  extra=()
  case $n in
    *qmcpack_target_static_lib) extra=("$src/ompvv/libompvv.c") ;;
  esac
  # VERBOSE_MODE makes the suite print which check failed.
  if ! timeout 300 $cc "$opt" -fopenmp -foffload=nvptx-none \
        -foffload-options=nvptx-none=-misa=sm_80 \
        -foffload-options=nvptx-none=-lm -no-pie -DVERBOSE_MODE=1 \
        -I"$src/ompvv" "$src/$t" "${extra[@]}" -lm -o "$b" > "$l.build" 2>&1; then
    echo "build-fail $n" | tee -a "$out/summary.txt"
    continue
  fi
  (cd "$out/log" && OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia \
     LD_LIBRARY_PATH="$lib" timeout "$to" "$b" > "$l.sim" 2>&1)
  rs=$?
  (cd "$out/log" && OMP_TARGET_OFFLOAD=DISABLED ACC_DEVICE_TYPE=host \
     timeout "$to" "$b" > "$l.host" 2>&1)
  rh=$?
  if [ $rs -eq 0 ] && [ $rh -eq 0 ]; then c=pass
  elif [ $rh -ne 0 ] && [ $rs -ne 0 ]; then c=fail-both
  elif [ $rs -eq 0 ]; then c=host-only-fail
  elif [ $rs -eq 124 ]; then c=SIMGPU-HANG
  elif [ $rs -gt 128 ] || grep -qiE 'simgpu.*(fault|unsupported|error)' "$l.sim"; then
    c=SIMGPU-FAULT
  else c=SIMGPU-ONLY
  fi
  echo "$c $n sim=$rs host=$rh" | tee -a "$out/summary.txt"
done
echo "--- counts ($opt)"
awk '{print $1}' "$out/summary.txt" | sort | uniq -c
