#!/bin/bash
# make demo: compile the bundled kernels with and without qprop, check that
# both builds print the same results, show what each qprop pass did, and
# measure the effect with cachegrind (deterministic counts, fixed cache
# geometry so that the numbers do not depend on the machine).
set -euo pipefail

cd "$(dirname "$0")/.."
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
CC=${CC:-gcc}
PLUGIN=$PWD/plugin/qprop.so
OUT=build/demo
BASE_FLAGS="-O3"
# The small size of each kernel, so that cachegrind takes seconds.
SIZE_FLAGS="-DBENCH_SIZE=0"
CACHE="--I1=32768,8,64 --D1=32768,8,64 --LL=1048576,8,64"
mkdir -p "$OUT"

# Every pass the plugin has, from its own help text, so the demo keeps up
# as passes are added.
passes=$($CC -fplugin="$PLUGIN" -fplugin-arg-qprop-help -x c -fsyntax-only /dev/null 2>&1 \
	 | awk '/^qprop passes/ { p = 1; next } p && NF { print $1 }' | paste -sd, -)
dumps=$(echo "$passes" | sed 's/\([^,]*\)/\1-details/g')
QPROP_FLAGS="-fplugin=$PLUGIN $QPROP_PASSES_ALL -fplugin-arg-qprop-verify -fplugin-arg-qprop-stats -fplugin-arg-qprop-dump=$dumps"

echo "qprop demo: $CC $BASE_FLAGS, without and with qprop (passes: $passes)"
echo

# cachegrind's summary line for one run: Ir Dr Dw D1mr DLmr.
# Both builds run from the same path, so that the environment and argv (and
# with them the stack addresses) are the same in the two measurements.
measure () {
  local cgout=$1.cg run=$OUT/measured
  cp "$1" "$run"
  valgrind --tool=cachegrind --cache-sim=yes $CACHE --cachegrind-out-file="$cgout" \
    "$run" >/dev/null 2>&1
  awk '/^events:/ { for (i = 2; i <= NF; i++) col[$i] = i - 1 }
       /^summary:/ { split ($0, v, " ");
		     printf "%s %s %s %s %s\n", v[col["Ir"] + 1], v[col["Dr"] + 1],
			    v[col["Dw"] + 1], v[col["D1mr"] + 1], v[col["DLmr"] + 1] }' "$cgout"
}

ratio () { awk -v a="$1" -v b="$2" 'BEGIN { if (a == 0) print "-"; else printf "%.3f", b / a }'; }

status=0
table=""
for src in benchmarks/kernels/*.c; do
  k=$(basename "$src" .c)
  base=$OUT/$k.base qprop=$OUT/$k.qprop
  $CC $BASE_FLAGS $SIZE_FLAGS "$src" -S -o "$base.s"
  $CC $BASE_FLAGS $SIZE_FLAGS "$src" -o "$base"
  (cd "$OUT" && $CC $BASE_FLAGS $SIZE_FLAGS $QPROP_FLAGS "$OLDPWD/$src" -S -o "$k.qprop.s" 2>"$k.qprop.stats")
  $CC $BASE_FLAGS $SIZE_FLAGS $QPROP_FLAGS "$src" -o "$qprop" 2>/dev/null

  echo "== $k"
  if ! cmp -s <("$base" dump) <("$qprop" dump); then
    echo "   MISCOMPILE: the output with qprop differs from the output without it"
    status=1
    continue
  fi
  echo "   output: identical with and without qprop ($("$base" | head -n 1))"
  echo "   what each pass did:"
  grep '^qprop: stats: total:' "$OUT/$k.qprop.stats" | sed 's/^qprop: stats: total: /     /'
  changed=$(diff "$base.s" "$OUT/$k.qprop.s" | grep -c '^[<>]' || true)
  if [ "$changed" -eq 0 ]; then
    echo "   assembly: identical"
  else
    echo "   assembly: $changed lines differ (diff $base.s $OUT/$k.qprop.s)"
  fi
  read -r bir bdr bdw bd1 bdl <<<"$(measure "$base")"
  read -r qir qdr qdw qd1 qdl <<<"$(measure "$qprop")"
  table+=$(printf "%-16s %12s %7s %12s %7s %8s %10s %7s %8s %7s" "$k" \
    "$bir" "$(ratio "$bir" "$qir")" "$bdr" "$(ratio "$bdr" "$qdr")" \
    "$(ratio "$bdw" "$qdw")" "$bd1" "$(ratio "$bd1" "$qd1")" "$bdl" "$(ratio "$bdl" "$qdl")")$'\n'
done

echo
echo "cachegrind ($CACHE), whole program; ratio = with qprop / without:"
printf "%-16s %12s %7s %12s %7s %8s %10s %7s %8s %7s\n" kernel Ir ratio Dr ratio Dw-ratio D1mr ratio DLmr ratio
printf "%s" "$table"

# qprop-vectorize (issue 35): the omp simd kernels GCC leaves scalar.  Each
# is built with its own flags (the bench-cflags line of its head comment),
# at -O3 -march=x86-64-v3 where the CPU has AVX2 and at plain -O3 (SSE2)
# otherwise, without and with the pass; the outputs must be identical.
# Ir is cachegrind's at the small size; wall time is the minimum of three
# runs at the default size, taken in turn, as a ratio.
vec_march=""; grep -qw avx2 /proc/cpuinfo && vec_march="-march=x86-64-v3"
echo
echo "== qprop-vectorize: omp simd loops GCC leaves scalar ($CC -O3 $vec_march):"
printf "   %-14s %12s %7s %9s %9s %7s  %s\n" kernel Ir ratio "wall gcc" "qprop" ratio "qprop-vectorize's verdict"
mintime () {
  local best="" t
  for _ in 1 2 3; do
    t=$( { TIMEFORMAT=%R; time "$1" > /dev/null 2>&1; } 2>&1 | tail -n 1)
    best=$(awk -v a="$best" -v b="$t" 'BEGIN { print (a == "" || b < a) ? b : a }')
  done
  echo "$best"
}
for src in benchmarks/kernels/simd_*.c; do
  [ -e "$src" ] || continue
  k=$(basename "$src" .c)
  kflags=$(sed -n 's/^.*bench-cflags: *//p' "$src" | head -n 1)
  vflags="-O3 $vec_march $kflags"
  vecq="-fplugin=$PLUGIN -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize"
  $CC $vflags $SIZE_FLAGS "$src" -o "$OUT/$k.vbase"
  (cd "$OUT" && $CC $vflags $SIZE_FLAGS $vecq "$OLDPWD/$src" -o "$k.vqprop")
  $CC $vflags "$src" -o "$OUT/$k.vbase-big"
  $CC $vflags $vecq "$src" -o "$OUT/$k.vqprop-big" 2>/dev/null
  verdict=$(grep -h -E '^qprop-vectorize: +loop' "$OUT"/"$k".vqprop-*qprop-vectorize 2>/dev/null \
	    | head -n 1 | sed 's/^qprop-vectorize: *loop [0-9]* (line [0-9]*): //')
  if ! cmp -s <("$OUT/$k.vbase" dump) <("$OUT/$k.vqprop" dump) \
     || ! cmp -s <("$OUT/$k.vbase-big" dump) <("$OUT/$k.vqprop-big" dump); then
    echo "   $k: MISCOMPILE: the output with qprop-vectorize differs"; status=1; continue
  fi
  read -r bir _ <<<"$(measure "$OUT/$k.vbase")"
  read -r qir _ <<<"$(measure "$OUT/$k.vqprop")"
  # A loop the pass left alone is GCC's code: no time to take.
  tb=- tq=- tr=-
  if cmp -s "$OUT/$k.vbase-big" "$OUT/$k.vqprop-big"; then
    tr="same code"
  else
    tb=$(mintime "$OUT/$k.vbase-big"); tq=$(mintime "$OUT/$k.vqprop-big"); tr=$(ratio "$tb" "$tq")
  fi
  printf "   %-14s %12s %7s %9s %9s %7s  %s\n" "$k" "$bir" "$(ratio "$bir" "$qir")" \
    "$tb" "$tq" "$tr" "$verdict"
done
echo "   (outputs identical with and without the pass, at both sizes; dumps: $OUT/*.qprop-vectorize)"
# qprop-div on an offload kernel, on the host: its simd loop's iterations
# play the lanes of a warp (simt=host).  The report says where lanes
# split; div-check checks every "uniform" and "affine" answer while the
# program runs, and the output must stay the same.
div_src=benchmarks/offload/nbfilter-omp.c
div_flags="-O2 -fopenmp -foffload=disable $SIZE_FLAGS"
echo
echo "== divergence analysis (qprop-div) of $div_src, host SIMT mode:"
$CC $div_flags "$div_src" -o "$OUT/nbfilter.base"
$CC $div_flags -fplugin="$PLUGIN" -fplugin-arg-qprop-simt=host \
    -fplugin-arg-qprop-divergence-report -fplugin-arg-qprop-div-check \
    "$div_src" build/host/qprop-divcheck.o -o "$OUT/nbfilter.divcheck" \
    2> "$OUT/nbfilter.report"
grep -E ': note: branch' "$OUT/nbfilter.report" | sed 's|^.*/||; s/^/   /'
# The last line, the kernel's time, differs from run to run.
if cmp -s <("$OUT/nbfilter.base" dump | grep -v '^target_time_s ') \
	  <(QPROP_DIVCHECK_VERBOSE=1 "$OUT/nbfilter.divcheck" dump \
	      2> "$OUT/nbfilter.divcheck.err" | grep -v '^target_time_s '); then
  echo "   run-time check: $(grep -E '^qprop div-check: [0-9]+ branch' "$OUT/nbfilter.divcheck.err" | sed 's/^qprop div-check: //'); output identical"
else
  echo "   run-time check FAILED (a violation, or the output differs): $(head -n 1 "$OUT/nbfilter.divcheck.err")"
  status=1
fi
echo "   (all notes, loads and stores included: $OUT/nbfilter.report)"

# The SIMT passes where they matter: offload code on the simulated GPU
# (build/simgpu), which counts what a warp executes.  Each program is built
# for nvptx at -O2 and -O3, without qprop and with every qprop pass in the
# accelerator compiler; its output must equal the host build's before its
# counts are shown.
NV=$PWD/build/nvptx-none/qprop.so
SIM=$PWD/build/simgpu
offload="$QPROP_OFFLOAD_FLAGS -no-pie"
qprop_nv="-foffload-options=nvptx-none=-fplugin=$NV -foffload-options=nvptx-none=-fplugin-arg-qprop-verify -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-reconverge,qprop-linearize,qprop-flatten,qprop-version,qprop-sr"
echo
# ptxas's registers (sm_80, the most of any function of the program), or
# "-" where ptxas is not installed.
regs_of () {
  sh benchmarks/offload/ptx-metrics.sh "$1" 2> /dev/null |
    awk '{ sub ("regs=", "", $3); if ($3 + 0 > m) m = $3 + 0 }
	 END { print m ? m : "-" }'
}
echo "== SIMT: offload kernels on the simulated GPU (warp instructions, SIMD efficiency, global memory accesses, ptxas registers):"
printf "   %-16s %-4s %10s %6s %8s %4s %10s %6s %8s %4s %7s %7s\n" kernel opt "gcc" eff mem regs "gcc+qprop" eff mem regs ratio "mem"
# bintree: qprop-reconverge at -O3.  workqueue with one long item per
# warp and item slot, and inner work ten times the outer (WQ_K=31,
# WQ_TA=1, WQ_TB=10): qprop-flatten.  nbfilter: qprop-version's
# warp-voted check and qprop-sr carrying in[] across iterations, with
# in[i + 2] hoisted out of its divergent arm (SSRQP), where the register
# guard lets it.  probe: the divergent loop exits rebound to one exit
# block, with no more registers than plain GCC.
for entry in bintree-acc: bintree-omp: \
	     "workqueue-acc:-DWQ_K=31 -DWQ_TA=1 -DWQ_TB=10" \
	     "workqueue-omp:-DWQ_K=31 -DWQ_TA=1 -DWQ_TB=10" \
	     nbfilter-acc: nbfilter-omp: probe-omp:; do
  prog=${entry%%:*} defs=${entry#*:}
  src=benchmarks/offload/$prog.c
  lang=-fopenacc; case $prog in *-omp) lang=-fopenmp ;; esac
  $CC -O2 $lang -foffload=disable $SIZE_FLAGS $defs "$src" -o "$OUT/$prog.host"
  "$OUT/$prog.host" dump | grep -v '^target_time_s ' > "$OUT/$prog.host.out"
  for opt in -O2 -O3; do
    row=()
    for cfg in gcc qprop; do
      flags=""; [ $cfg = qprop ] && flags=$qprop_nv
      exe=$OUT/$prog$opt.$cfg
      (cd "$OUT" && $CC $opt $lang $offload $flags -save-temps $SIZE_FLAGS $defs "$PWD/../../$src" -o "$(basename "$exe")" 2> /dev/null)
      SIMGPU_REPORT=$exe.json LD_LIBRARY_PATH=$SIM "$exe" dump | grep -v '^target_time_s ' > "$exe.out"
      if ! cmp -s "$OUT/$prog.host.out" "$exe.out"; then
	echo "   $prog $opt $cfg: output DIFFERS from the host build"; status=1
      fi
      row+=("$(/usr/bin/python3 -c "import json,sys
l=json.load(open(sys.argv[1]))['launches']; w=sum(x['warp_insts'] for x in l)
print(w, '%.3f' % (sum(x['thread_insts'] for x in l) / 32 / w),
      sum(x['global_accesses'] for x in l))" "$exe.json") $(regs_of "$exe.xnvptx-none.mkoffload.s")")
    done
    read -r w0 e0 g0 r0 <<<"${row[0]}"; read -r w1 e1 g1 r1 <<<"${row[1]}"
    printf "   %-16s %-4s %10s %6s %8s %4s %10s %6s %8s %4s %7s %7s\n" "$prog" "$opt" "$w0" "$e0" "$g0" "$r0" "$w1" "$e1" "$g1" "$r1" "$(ratio "$w0" "$w1")" "$(ratio "$g0" "$g1")"
  done
done
echo "   (outputs checked against the host build; qprop-reconverge's dump:"
echo "    $(grep -h 'switched off' "$OUT"/bintree-acc-O3*.qprop-reconverge 2>/dev/null | head -n 1))"
echo "   (qprop-flatten's dump for workqueue-acc at -O2:"
echo "    $(grep -h ': flattened' "$OUT"/workqueue-acc-O2*.qprop-flatten 2>/dev/null | head -n 1))"
echo "   (qprop-version's and qprop-sr's dumps for nbfilter-acc at -O2:"
echo "    $(grep -h ': versioned' "$OUT"/nbfilter-acc-O2*.qprop-version 2>/dev/null | head -n 1 | sed 's/^ *//')"
echo "    $(grep -h 'first iteration peeled' "$OUT"/nbfilter-acc-O2*.qprop-sr 2>/dev/null | head -n 1)"
echo "    $(grep -h 'to be hoisted to bb' "$OUT"/nbfilter-acc-O2*.qprop-sr 2>/dev/null | head -n 1)"
echo "    $(grep -h 'insertion-rule=' "$OUT"/nbfilter-acc-O2*.qprop-sr 2>/dev/null | head -n 1))"
echo "   (the register guard, nbfilter-omp and probe-omp at -O2:"
echo "    $(grep -h 'not hoisted, it would keep fewer warps' "$OUT"/nbfilter-omp-O2*.qprop-sr 2>/dev/null | head -n 1)"
echo "    $(grep -h -A1 'exits rebound' "$OUT"/probe-omp-O2*.qprop-linearize 2>/dev/null | head -n 2 | sed 's/^ *//' | paste -sd ' ')"
echo "    $(grep -h 'registers=' "$OUT"/probe-omp-O2*.qprop-linearize 2>/dev/null | grep -v 'no SIMT' | head -n 1))"

echo
echo "dump files and assembly: $OUT/"
exit $status
