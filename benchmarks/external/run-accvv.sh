#!/bin/bash
# Builds the C tests of the OpenACC Validation & Verification suite
# (github.com/OpenACCUserGroup/OpenACCV-V, Tests/*.c) with plain GCC 12 and
# runs each binary twice: on simgpu (offload mandatory) and on the host
# fallback (ACC_DEVICE_TYPE=host).  Each test exits 0 when it passes and a
# bit mask of its failed sub-tests otherwise.  Usage:
#
#   benchmarks/external/run-accvv.sh TESTSDIR WORKDIR [TEST.c ...]
#
# TESTSDIR: the suite's Tests/ folder (never copied into this repository).
# WORKDIR: binaries and logs go here (WORKDIR/O2, WORKDIR/O0).
# With no TEST.c, every TESTSDIR/*.c is run (sorted); ACCVV_EXT=cpp runs the
# C++ tests (*.cpp, built with g++), ACCVV_EXT=F90 the Fortran ones
# (*.F90, gfortran) instead.  The plugin is
# $SIMGPU_LIB (default build/simgpu of this checkout).  TIMEOUT (default 60)
# bounds each run.  One line per test goes to stdout:
#
#   NAME CLASS O2[host=RC sim=RC] [O0[host=RC sim=RC]] :: first simgpu line
#
# CLASS is one of
#   build-fail   GCC 12 rejects the test at -O2 (a feature it lacks)
#   pass         exit 0 on the host and on simgpu
#   fail-both    non-zero on the host too (the test or GCC's host side)
#   SIM-FAIL     host 0, simgpu non-zero with no simgpu diagnostic
#   SIM-FAULT    host 0, simgpu reports a fault/unsupported instruction,
#                dies of a signal, or times out (rc 124)
#   host-fail    simgpu 0, host non-zero
# The -O0 build is made only for tests that do not pass at -O2.
# ACCVV_OPT=O0 (or O1, O3) makes that level the first one instead of -O2;
# with ACCVV_OPT=O0 there is no second build.
set -u
src=$(cd "${1:?usage: run-accvv.sh TESTSDIR WORKDIR [TEST.c ...]}" && pwd)
work=${2:?WORKDIR}; mkdir -p "$work/${ACCVV_OPT:-O2}" "$work/O0"; work=$(cd "$work" && pwd)
shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
lib=${SIMGPU_LIB:-$root/build/simgpu}
to=${TIMEOUT:-60}
first=${ACCVV_OPT:-O2}
flags=(-fopenacc -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80
       -foffload-options=nvptx-none=-lm -no-pie -I"$src")

if [ $# -eq 0 ]; then
  set -- $(cd "$src" && ls ./*."${ACCVV_EXT:-c}" | sed 's|^\./||' | sort)
fi

# run_one OPT NAME: builds NAME at OPT, runs it on both sides; sets
# hrc/src_rc (host and simgpu exit status), or returns 1 if the build fails.
run_one() {
  local opt=$1 n=$2 d="$work/$1" cc=gcc
  [ "$ext" = cpp ] && cc=g++
  [ "$ext" = F90 ] && cc=gfortran
  if ! timeout 300 $cc "-$opt" "${flags[@]}" "$src/$n.$ext" -lm -o "$d/$n" \
       > "$d/$n.build.log" 2>&1; then
    return 1
  fi
  (cd "$d" && ACC_DEVICE_TYPE=host timeout "$to" "./$n" > "$n.host.log" 2>&1)
  hrc=$?
  (cd "$d" && OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia \
     LD_LIBRARY_PATH="$lib" timeout "$to" "./$n" > "$n.sim.log" 2>&1)
  simrc=$?
  return 0
}

for t in "$@"; do
  ext=${t##*.}; n=${t%.*}; n=${n##*/}
  if ! run_one "$first" "$n"; then
    printf '%s build-fail :: %s\n' "$n" \
      "$(grep -m1 -E 'error|sorry' "$work/$first/$n.build.log" | cut -c1-160)"
    continue
  fi
  res="$first[host=$hrc sim=$simrc]"
  h2=$hrc s2=$simrc
  if [ "$h2" -eq 0 ] && [ "$s2" -eq 0 ]; then
    printf '%s pass %s\n' "$n" "$res"
    continue
  fi
  if [ "$first" = O0 ]; then
    :
  elif run_one O0 "$n"; then
    res="$res O0[host=$hrc sim=$simrc]"
  else
    res="$res O0[build-fail]"
  fi
  log="$work/$first/$n.sim.log"
  if [ "$h2" -ne 0 ] && [ "$s2" -ne 0 ]; then
    cls=fail-both
  elif [ "$s2" -eq 0 ]; then
    cls=host-fail
  elif [ "$s2" -eq 124 ] || [ "$s2" -gt 128 ] || grep -q 'simgpu:' "$log"; then
    cls=SIM-FAULT
  else
    cls=SIM-FAIL
  fi
  printf '%s %s %s :: %s\n' "$n" "$cls" "$res" \
    "$(grep -m1 -E 'simgpu|libgomp|rror' "$log" | cut -c1-200)"
done
