#!/bin/bash
# Builds offload programs written elsewhere with plain GCC (no qprop), for
# a run on simgpu and on a real GPU (run.sh).  The programs are not in this
# repository: fetch them first and name the checkouts.  Usage:
#
#   benchmarks/external/build.sh OUTDIR PRK XSBENCH NPB
#
#   PRK      a checkout of github.com/ParRes/Kernels (C1z/stencil-openacc.c)
#   XSBENCH  a checkout of github.com/ANL-CESAR/XSBench (openmp-offload/)
#   NPB      a checkout of github.com/uhhpctools/openacc-npb (CG, MG, LU-HP,
#            FT, SP, BT at class S)
#
# OUTDIR gets bin/NAME.O0 and bin/NAME.O2, and lib/ with this machine's
# libgomp and its nvptx plugin, so that the binaries run on a GPU machine
# with the libgomp they were built for.  Each program is built at -O0 and
# -O2, since a failure at -O0 cannot come from GCC's optimizers.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../scripts/lib/plugin-flags.sh"
out=${1:?usage: build.sh OUTDIR PRK XSBENCH NPB}
prk=$(cd "${2:?PRK}" && pwd) xs=$(cd "${3:?XSBENCH}" && pwd) npb=$(cd "${4:?NPB}" && pwd)
mkdir -p "$out/bin" "$out/lib"
out=$(cd "$out" && pwd)
for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
  p=$(gcc -print-file-name=$l)
  case $p in /*) ;; *) p=/usr/lib/x86_64-linux-gnu/$l ;; esac
  cp -L "$p" "$out/lib/$l"
done
off="$QPROP_OFFLOAD_FLAGS -no-pie"
fail=0
for O in -O0 -O2; do
  t=${O#-}
  # shellcheck disable=SC2086
  (cd "$prk/C1z" && gcc $O -std=gnu11 -fopenacc $off -DPRKVERSION='"2020"' \
     stencil-openacc.c -lm -o "$out/bin/prk-stencil-acc.$t") || { echo "build.sh: prk stencil $O failed"; fail=1; }
  # shellcheck disable=SC2086
  (cd "$xs/openmp-offload" && gcc $O -std=gnu99 -fopenmp $off Main.c io.c Simulation.c \
     GridInit.c XSutils.c Materials.c -lm -o "$out/bin/xsbench-omp.$t") || { echo "build.sh: xsbench $O failed"; fail=1; }
  for b in CG MG LU FT SP BT; do
    d=$npb/$b sub=$b
    [ -d "$d/$b" ] || sub=$b-HP
    mkdir -p "$d/bin"; rm -f "$d/bin"/*.x
    # -fgnu89-inline: the suite's common files use 'inline' the GNU89 way,
    # which at -O0 otherwise leaves randlc undefined.
    (cd "$d/$sub" && make -s clean > /dev/null 2>&1
     make CC=gcc CLASS=S BINDIR=../bin C_LIB=-lm \
       CFLAGS="$O -fgnu89-inline -fopenacc $off -mcmodel=medium" \
       CLINKFLAGS="$O -fopenacc $off -mcmodel=medium" > "$out/npb-$b$O.log" 2>&1)
    f=$(ls "$d/bin"/*.x 2>/dev/null | head -n 1)
    if [ -n "$f" ]; then cp "$f" "$out/bin/npb-$b-acc.$t"
    else echo "build.sh: NPB $b $O failed (log: $out/npb-$b$O.log)"; fail=1; fi
  done
done
ls "$out/bin"
exit $fail
