#!/bin/bash
# Runs what build.sh built and prints, per binary, its exit status and its
# own verification lines.  Usage:
#
#   benchmarks/external/run.sh DIR LIBDIR RESULTS
#
# LIBDIR: where libgomp-plugin-nvptx.so.1 comes from: DIR/lib on a GPU
# machine, build/simgpu for the simulated GPU.  Offloading is mandatory
# (OMP_TARGET_OFFLOAD=MANDATORY, ACC_DEVICE_TYPE=nvidia), so a binary never
# falls back to the host unnoticed.  Each run's output is in RESULTS/NAME.log.
# TIMEOUT (seconds, default 300) bounds each run.
dir=$(cd "${1:?usage: run.sh DIR LIBDIR RESULTS}" && pwd)
lib=$(cd "${2:?LIBDIR}" && pwd)
res=${3:?RESULTS}; mkdir -p "$res"; res=$(cd "$res" && pwd)
export OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia
for b in "$dir"/bin/*; do
  n=$(basename "$b")
  case $n in
    prk-stencil*) args="5 64" ;;
    xsbench*) args="-m event -s small -l 2000 -g 200" ;;
    *) args="" ;;
  esac
  # shellcheck disable=SC2086
  (cd "$res" && LD_LIBRARY_PATH="$lib:$dir/lib" timeout "${TIMEOUT:-300}" "$b" $args > "$n.log" 2>&1
   echo "rc=$?" >> "$n.log")
  printf '%s: %s :: %s\n' "$n" "$(tail -n 1 "$res/$n.log")" \
    "$(grep -iE 'verification *=|verification (failed|successful)|validates|error|fault|checksum:' "$res/$n.log" \
       | tr -s ' ' | head -n 3 | tr '\n' '|')"
done
