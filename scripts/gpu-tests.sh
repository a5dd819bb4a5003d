#!/bin/bash
# The run tests of qprop's SIMT passes on a real NVIDIA GPU: the offload
# tests that check their own results (testsuite/gcc.qprop-offload/lin-*.c,
# reconverge-*.c, flat-*.c, version-*.c, sr-*.c, the ones
# check-simt-run.sh runs on simgpu), built as check-simt-run.sh builds
# them (every qprop pass the default set runs, verify on, selftest
# linearize-all and flatten-all), at -O2 and -O3.
#
#   scripts/gpu-tests.sh build OUTDIR    here: binaries, libgomp beside them
#   scripts/gpu-tests.sh run OUTDIR      on the GPU machine
#
# run executes each binary with OMP_TARGET_OFFLOAD=MANDATORY and
# GOMP_DEBUG=1; a test passes when it exits 0 and libgomp's debug output
# shows a kernel launch (GCC 12's libgomp runs OpenMP code on the host
# when no device initialises).  Ends with "gpu-tests: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
mode=${1:?usage: gpu-tests.sh build|run OUTDIR}
out=${2:?usage: gpu-tests.sh build|run OUTDIR}

if [ "$mode" = build ]; then
  nv=$(pwd)/build/nvptx-none/qprop.so
  [ -f "$nv" ] || { echo "gpu-tests: $nv missing (make nvptx-plugin)" >&2; exit 1; }
  mkdir -p "$out/bin" "$out/lib"
  for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
    cp -L "/usr/lib/x86_64-linux-gnu/$l" "$out/lib/$l"
  done
  plugin="-foffload-options=nvptx-none=-fplugin=$nv -foffload-options=nvptx-none=-fplugin-arg-qprop-verify"
  for src in testsuite/gcc.qprop-offload/{lin,reconverge,flat,version,sr}-*.c; do
    [ -f "$src" ] || continue
    name=$(basename "$src" .c)
    lang=-fopenacc; case $name in *-omp-*|*-omp) lang=-fopenmp ;; esac
    for opt in -O2 -O3; do
      gcc $opt $lang $QPROP_OFFLOAD_FLAGS -no-pie $plugin \
	  -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=linearize-all \
	  -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=flatten-all \
	  "$src" -o "$out/bin/$name$opt" || echo "gpu-tests: $name$opt does not compile" >&2
    done
  done
  ls "$out/bin" | wc -l
  exit 0
fi

export LD_LIBRARY_PATH="$out/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia GOMP_DEBUG=1
pass=0 fail=0
for b in "$out"/bin/*; do
  n=${b##*/}
  timeout 120 "$b" > /tmp/gpu-test.out 2> /tmp/gpu-test.err
  rc=$?
  if [ $rc -ne 0 ]; then
    echo "FAIL $n: exit $rc"; grep -v '^ *$' /tmp/gpu-test.err | grep -i -v 'GOACC\|GOMP_\|nvptx_\|: launch\|libgomp: [a-z_]*:' | tail -3
    fail=$((fail + 1))
  elif ! grep -q 'kernel .*: launch' /tmp/gpu-test.err; then
    echo "FAIL $n: no kernel launch on the GPU"
    fail=$((fail + 1))
  else
    echo "ok $n"
    pass=$((pass + 1))
  fi
done
echo "gpu-tests: $pass passed, $fail failed"
