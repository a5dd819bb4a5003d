#!/bin/bash
# rarelong's even data on simgpu, with the binaries benchmarks/run.py built:
# the same binary as the rare-data run, with RL_EVEN=1 (see rarelong.h).
#
#   benchmarks/offload/rarelong-even.sh [BUILD_DIR [SIZE]]
#
# BUILD_DIR: run.py's offload build directory (default
# build/bench/offload-nvptx/small, from --offload nvptx --simgpu --size
# small); it holds CONFIG/rarelong-V/exe.  SIZE: the BENCH_SIZE of those
# builds (default 0).  Each output must equal the host-only build's under
# RL_EVEN=1 (everything but the target_time_s line).  Prints one line per
# model and configuration: simgpu's warp instructions and global accesses,
# summed over the launches, and for the qprop configurations their ratios
# to plain GCC at the same -O level (O2-qprop-all / O2, qprop-all / base).
# Needs make simgpu.  Exit status: the number of runs that failed or
# differed.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:-$root/build/bench/offload-nvptx/small}
size=${2:-0}
sim=$root/build/simgpu
[ -f "$sim/libgomp-plugin-nvptx.so.1" ] || { echo "rarelong-even: make simgpu first" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for v in acc omp; do
  case $v in acc) lang=-fopenacc ;; *) lang=-fopenmp ;; esac
  gcc -O2 $lang -foffload=disable -DBENCH_SIZE="$size" \
    "$root/benchmarks/offload/rarelong-$v.c" -o "$tmp/host" || { fail=$((fail + 1)); continue; }
  RL_EVEN=1 OMP_NUM_THREADS=1 "$tmp/host" dump | grep -v '^target_time_s ' > "$tmp/ref"
  declare -A warp=() glob=()
  for c in O2 O2-qprop-all base qprop-all; do
    exe=$dir/$c/rarelong-$v/exe
    [ -x "$exe" ] || continue
    rm -f "$tmp/r.json"
    if ! RL_EVEN=1 OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia \
	 LD_LIBRARY_PATH=$sim SIMGPU_REPORT=$tmp/r.json "$exe" dump \
	 | grep -v '^target_time_s ' > "$tmp/out" || ! cmp -s "$tmp/out" "$tmp/ref"; then
      echo "rarelong-$v $c RL_EVEN=1: output differs from the host build's"
      fail=$((fail + 1))
      continue
    fi
    read -r w g < <(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))["launches"]
print(sum(l["warp_insts"] for l in d), sum(l["global_accesses"] for l in d))' "$tmp/r.json")
    warp[$c]=$w; glob[$c]=$g
    line="rarelong-$v $c RL_EVEN=1: warp_insts=$w global_accesses=$g"
    case $c in O2-qprop-all) p=O2 ;; qprop-all) p=base ;; *) p= ;; esac
    if [ -n "$p" ] && [ -n "${warp[$p]:-}" ]; then
      line="$line ($(python3 -c "print(f'{$w/${warp[$p]}:.3f}x warp, {$g/${glob[$p]}:.3f}x global of $p')"))"
    fi
    echo "$line"
  done
  unset warp glob
done
exit $fail
