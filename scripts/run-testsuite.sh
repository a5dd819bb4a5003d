#!/bin/bash
# Run qprop's DejaGnu testsuite (testsuite/) with GCC 12's own testsuite
# library.  See docs/testing.md.
#
#   scripts/run-testsuite.sh
#   RUNTESTFLAGS='c.exp=loads.c' scripts/run-testsuite.sh
#   RUNTESTFLAGS='-v cxx.exp' scripts/run-testsuite.sh
#
# Environment:
#   RUNTESTFLAGS  passed to every runtest call.  When it names drivers
#                 (X.exp or X.exp=TESTS), only those drivers run.
#   JOBS          how many runtest calls run at once (default: nproc).
#   QPROP_PLUGIN, QPROP_NVPTX_PLUGIN
#                 absolute paths of other plugin builds to test (default: the
#                 build tree, plugin/qprop.so and build/nvptx-none/qprop.so).
#   GCC_UNDER_TEST, GXX_UNDER_TEST, GFORTRAN_UNDER_TEST
#                 the compiler drivers (default gcc, g++, gfortran).
#
# Nothing is written into testsuite/: the tree is copied to
# build/testsuite/testsuite/ (runtest wants that name) together with GCC's
# lib/ and config/, and each driver (.exp file) runs in its own directory
# build/testsuite/run/DIR-DRIVER/, JOBS runtest calls at a time.
# Results: build/testsuite/results/DIR-DRIVER.sum and .log.
#
# The closing line is "dejagnu: N passed, M failed" where
#   passed = PASS + XFAIL
#   failed = FAIL + XPASS + UNRESOLVED + ERROR (lines starting "ERROR:" in the logs)
# UNSUPPORTED, UNTESTED and WARNING are listed above it but counted in neither
# (an UNSUPPORTED test did not run: the offload tests without the nvptx
# offload compiler or without build/nvptx-none/qprop.so).
# The exit status is 1 when failed > 0, when a runtest call could not run, or
# when no test ran at all.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bt=$root/build/testsuite
src=$bt/testsuite   # runtest wants the source dir to be named "testsuite"
runs=$bt/run
results=$bt/results
: "${RUNTESTFLAGS:=}"
: "${JOBS:=$(nproc 2>/dev/null || echo 2)}"
: "${GCC_UNDER_TEST:=gcc}"
: "${GXX_UNDER_TEST:=g++}"
: "${GFORTRAN_UNDER_TEST:=gfortran}"

if ! command -v runtest >/dev/null; then
  echo "run-testsuite: runtest not found; install the dejagnu package" >&2
  exit 1
fi

# 1. GCC's testsuite library, unpacked once into build/gcc-testsuite.
gccts=$("$root/scripts/unpack-gcc-testsuite.sh") || exit 1

# 2. A fresh copy of our tree plus GCC's lib/ and config/.
rm -rf "$src" "$runs" "$results"
mkdir -p "$src" "$runs" "$results"
cp -r "$gccts/lib" "$src/lib"
cp -r "$gccts/config" "$src/config"
cp -r "$root/testsuite/." "$src/"

# 3. The jobs: one per driver, each as "tool dir/driver.exp".
tool_of() {
  case $1 in
    gcc.*) echo gcc ;;
    g++.*) echo g++ ;;
    gfortran.*) echo gfortran ;;
  esac
}

# Drivers named in RUNTESTFLAGS, if any, select what runs; the other words of
# RUNTESTFLAGS go to every runtest call.
# RUNTESTFLAGS is split as the shell would split it, so quoting works:
# RUNTESTFLAGS='c.exp="counts.c stats.c"'.
set -f   # no file-name expansion of patterns like c.exp=run-*
eval "rtflags=($RUNTESTFLAGS)"
set +f
selected=()
passthrough=()
for w in "${rtflags[@]}"; do
  if [[ $w =~ ^[^-=][^=]*\.exp(=.*)?$ ]]; then
    selected+=("$w")
  else
    passthrough+=("$w")
  fi
done

jobs=()
for d in "$src"/*/; do
  d=${d%/}
  dir=$(basename "$d")
  tool=$(tool_of "$dir")
  [ -n "$tool" ] || continue
  for exp in "$d"/*.exp; do
    [ -f "$exp" ] || continue
    drv=$(basename "$exp")
    if [ ${#selected[@]} -gt 0 ]; then
      # Several X.exp=TESTS words for one driver add up; a bare X.exp
      # runs all of its tests.
      arg= all=
      for s in "${selected[@]}"; do
        [ "${s%%=*}" = "$drv" ] || continue
        if [ "$s" = "$drv" ]; then
          all=1
        else
          arg="${arg:+$arg }${s#*=}"
        fi
      done
      if [ -n "$all" ]; then
        arg=$drv
      elif [ -n "$arg" ]; then
        arg="$drv=$arg"
      else
        continue
      fi
    else
      arg=$drv
    fi
    jobs+=("$tool|$dir|$arg")
  done
done

if [ ${#jobs[@]} -eq 0 ]; then
  echo "run-testsuite: no driver matches RUNTESTFLAGS='$RUNTESTFLAGS'" >&2
  exit 1
fi

run_one() {
  local tool=${1%%|*} rest=${1#*|}
  local dir=${rest%%|*} arg=${rest#*|}
  local drv=${arg%%=*}
  local name=$dir-${drv%.exp}
  local obj=$runs/$name
  local extra=()
  mapfile -t extra <"$bt/passthrough"
  [ "${extra[0]-}" = "" ] && extra=()
  mkdir -p "$obj"
  (
    cd "$obj" || exit 1
    runtest --tool "$tool" --srcdir "$src" \
      QPROP_ROOT="$root" \
      ${QPROP_PLUGIN:+QPROP_PLUGIN="$QPROP_PLUGIN"} \
      ${QPROP_NVPTX_PLUGIN:+QPROP_NVPTX_PLUGIN="$QPROP_NVPTX_PLUGIN"} \
      GCC_UNDER_TEST="$GCC_UNDER_TEST" GXX_UNDER_TEST="$GXX_UNDER_TEST" \
      GFORTRAN_UNDER_TEST="$GFORTRAN_UNDER_TEST" \
      "${extra[@]}" "$arg" >runtest.out 2>&1
  )
  if [ -f "$obj/$tool.sum" ]; then
    cp "$obj/$tool.sum" "$results/$name.sum"
    cp "$obj/$tool.log" "$results/$name.log"
  else
    echo "ERROR: runtest wrote no $tool.sum for $dir/$drv; see $obj/runtest.out" \
      >"$results/$name.log"
    : >"$results/$name.sum"
  fi
}
export -f run_one
export bt root src runs results GCC_UNDER_TEST GXX_UNDER_TEST GFORTRAN_UNDER_TEST
export QPROP_PLUGIN="${QPROP_PLUGIN:-}" QPROP_NVPTX_PLUGIN="${QPROP_NVPTX_PLUGIN:-}"
# Arrays cannot be exported; pass the extra runtest words through a file.
printf '%s\n' "${passthrough[@]}" >"$bt/passthrough"

echo "run-testsuite: ${#jobs[@]} runtest jobs, $JOBS at a time; results in $results"
printf '%s\n' "${jobs[@]}" |
  xargs -d '\n' -P "$JOBS" -I{} bash -c 'run_one "$1"' _ {}

# 4. Summary.
status=0
declare -A total
for k in PASS FAIL XPASS XFAIL UNRESOLVED UNSUPPORTED UNTESTED ERROR; do total[$k]=0; done
for tool in gcc g++ gfortran; do
  sums=()
  for s in "$results"/*.sum; do
    [ -f "$s" ] || continue
    n=$(basename "$s" .sum)
    [ "$(tool_of "$n")" = "$tool" ] && sums+=("$s")
  done
  [ ${#sums[@]} -gt 0 ] || continue
  logs=("${sums[@]/%.sum/.log}")
  line="$tool:"
  for k in PASS FAIL XPASS XFAIL UNRESOLVED UNSUPPORTED UNTESTED; do
    c=$(cat "${sums[@]}" | grep -c "^$k: ")
    total[$k]=$((total[$k] + c))
    line+=" $k=$c"
  done
  c=$(cat "${logs[@]}" | grep -c '^ERROR: ')
  total[ERROR]=$((total[ERROR] + c))
  line+=" ERROR=$c"
  cat "${sums[@]}" | grep -E '^(FAIL|XPASS|UNRESOLVED|UNSUPPORTED): '
  cat "${logs[@]}" | grep -E '^(ERROR|WARNING): ' | sort -u
  echo "$line"
done

passed=$((total[PASS] + total[XFAIL]))
failed=$((total[FAIL] + total[XPASS] + total[UNRESOLVED] + total[ERROR]))
ran=$((passed + failed + total[UNSUPPORTED] + total[UNTESTED]))
if [ "$ran" -eq 0 ]; then
  echo "run-testsuite: no test ran" >&2
  status=1
fi
[ "$failed" -gt 0 ] && status=1
if [ "${total[UNSUPPORTED]}" -gt 0 ] || [ "${total[UNTESTED]}" -gt 0 ]; then
  echo "not counted: UNSUPPORTED=${total[UNSUPPORTED]} UNTESTED=${total[UNTESTED]}"
fi
echo "dejagnu: $passed passed, $failed failed"
exit $status
