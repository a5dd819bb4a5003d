#!/bin/bash
# Differential fuzzing of qprop-div's answers: random omp simd kernels from
# scripts/simd-fuzz.py, built at -O0 without the plugin (the reference:
# iterations in order, nothing vectorized) and at -O1, -O2 or -O3 (in
# turn) with -fplugin-arg-qprop-simt=host -fplugin-arg-qprop-div-check.
# The checked build must exit 0 (any branch or value the analysis got wrong
# aborts it with its location) and print the reference's checksum.  The
# chunk width cycles through 4, 8 and 32 lanes (QPROP_DIVCHECK_WIDTH).
#
# With --linearize the checked build runs the SIMT transforms instead
# (with --boscc, -fplugin-arg-qprop-linearize-boscc=on as well):
#   -fplugin-arg-qprop-passes=qprop-reconverge,qprop-linearize
#   -fplugin-arg-qprop-selftest=linearize-all
# (every region the legality rules accept is linearized, whatever the cost
# model says), and must print the reference's checksum.
#
# With --flatten it runs qprop-flatten alone with selftest=flatten-all on
# kernels with more loop nests whose inner trip counts differ per lane
# (simd-fuzz.py --nests), and counts the nests flattened.
#
# With --all it runs every qprop pass (-fplugin-arg-qprop-passes=all) with
# selftest=flatten-all and selftest=linearize-all, and counts both.
#
# With --vectorize the checked build runs qprop-vectorize (issue 35) on
# kernels made for it (simd-fuzz.py --vectorize: 32-bit int and float
# lanes, divergent branches and inner loops, gathers, masked stores, an
# integer reduction: +, or ^ | & * max min), and every program is built four times, at -O2 and -O3 with
# -march=x86-64-v2 and with -march=x86-64-v3 (the latter only where the CPU
# has AVX2; for odd seeds with -mtune-ctrl=use_gather, since the generic
# tuning has no gathers), each build against the -O0 reference and the
# plain gcc build of the same flags; all builds use -ffp-contract=off
# and vectorize-cost=off (the fuzz checks the vector code).  The plugin must
# have the pass: without it the run fails at once, saying so.  With
# --vectorize --wide the kernels have mixed widths (simd-fuzz.py --vectorize
# --wide: the floats are doubles, with byte loads and byte stores under
# masks beside the 32-bit values).  With --calls the kernels call sqrtf,
# fabsf, a pure static function and `declare simd' functions
# (simd-fuzz.py --calls), built with -fno-math-errno and -lm.
# --march LIST (with --vectorize) replaces the two -march values by the
# comma-separated LIST, e.g. --march x86-64-v4 (AVX-512 mask registers;
# left out where the CPU lacks AVX-512 F, VL, BW or DQ) or
# --march x86-64-v3,x86-64-v4.
#
# With --shapes LIST the kernels are issue 33's shapes (simd-fuzz.py
# --shapes=LIST: scloop, nestarm, rarelong, colarm or all) in any of the
# modes above, e.g. scripts/check-simd-fuzz.sh --shapes all --all -n 30.
#
# Builds, runs and compares through scripts/lib/difftest.py.
#
# Usage: scripts/check-simd-fuzz.sh [-n N] [--seed-start S] [--out DIR]
#                                   [--linearize [--boscc] | --flatten | --all
#                                    | --vectorize [--wide] [--march LIST]]
#                                   [--shapes LIST]
# Ends with "simd-fuzz: N passed, M failed"; failing programs stay in DIR
# (default build/check/simd-fuzz).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

n=100 start=1 out=build/check/simd-fuzz linearize=false flatten=false boscc=false
all=false shapes= vectorize=false wide=false calls=false marchlist=
while [ $# -gt 0 ]; do
  case $1 in
    -n) n=$2; shift 2 ;;
    --seed-start) start=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --linearize) linearize=true; shift ;;
    --boscc) boscc=true; shift ;;
    --flatten) flatten=true; shift ;;
    --all) all=true; shift ;;
    --vectorize) vectorize=true; shift ;;
    --wide) wide=true; shift ;;
    --calls) calls=true; shift ;;
    --shapes) shapes=$2; shift 2 ;;
    --march) marchlist=$2; shift 2 ;;
    *) echo "check-simd-fuzz: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
plugin=$root/plugin/qprop.so
obj=$root/build/host/qprop-divcheck.o
for f in "$plugin" "$obj"; do
  [ -f "$f" ] || { echo "check-simd-fuzz: $f is missing (run make)" >&2
		   python3 "$QPROP_DIFFTEST" close simd-fuzz 0 1; exit 1; }
done
if [ -n "$marchlist" ] && ! $vectorize; then
  echo "check-simd-fuzz: --march goes with --vectorize" >&2
  exit 2
fi
if { $wide || $calls; } && ! $vectorize; then
  echo "check-simd-fuzz: --wide and --calls go with --vectorize" >&2
  exit 2
fi
if $vectorize; then
  if [ -n "$shapes" ] || $all || $flatten || $linearize; then
    echo "check-simd-fuzz: --vectorize takes none of --shapes, --all, --flatten, --linearize" >&2
    exit 2
  fi
  # The pass list of -fplugin-arg-qprop-help, read whole (grep -q in a
  # pipeline could end it early, which pipefail would count as failure).
  passes=$(gcc "-fplugin=$plugin" -fplugin-arg-qprop-help -fsyntax-only -x c /dev/null 2>&1 |
	   sed -n '/^qprop passes/,/^$/p')
  if ! grep -qE '^ +qprop-vectorize( |$)' <<< "$passes"; then
    echo "check-simd-fuzz: $plugin has no pass qprop-vectorize; build a plugin that has it (make) before --vectorize" >&2
    python3 "$QPROP_DIFFTEST" close simd-fuzz 0 1; exit 1
  fi
fi
rm -rf "$out"; mkdir -p "$out"; out=$(cd "$out" && pwd)
# A copy, so that rebuilding the plugin meanwhile does not break the run.
plugin=$(snapshot_plugin_flags "$out" "-fplugin=$plugin")
opts=(-O1 -O2 -O3)
if $vectorize; then
  # vectorize-cost=off: the fuzz checks the vector code, which the cost
  # model would decline for many small kernels; the model still runs
  # (its estimates are in the dump) and so is exercised too.
  mode=(-fplugin-arg-qprop-passes=qprop-vectorize
	-fplugin-arg-qprop-vectorize-cost=off
	-fplugin-arg-qprop-dump=qprop-vectorize)
  link=()
  gen=(--vectorize)
  $wide && gen+=(--wide)
  $calls && gen+=(--calls)
elif $all; then
  mode=(-fplugin-arg-qprop-passes=all
	-fplugin-arg-qprop-selftest=flatten-all
	-fplugin-arg-qprop-selftest=linearize-all
	-fplugin-arg-qprop-dump=qprop-flatten,qprop-linearize)
  link=()
  gen=(--nests)
elif $flatten; then
  mode=(-fplugin-arg-qprop-passes=qprop-flatten
	-fplugin-arg-qprop-selftest=flatten-all
	-fplugin-arg-qprop-dump=qprop-flatten)
  link=()
  gen=(--nests)
elif $linearize; then
  mode=(-fplugin-arg-qprop-passes=qprop-reconverge,qprop-linearize
	-fplugin-arg-qprop-selftest=linearize-all
	-fplugin-arg-qprop-dump=qprop-linearize)
  $boscc && mode+=(-fplugin-arg-qprop-linearize-boscc=on)
  link=()
  gen=(--unstructured)
else
  mode=(-fplugin-arg-qprop-div-check)
  link=("$obj")
  gen=()
fi
[ -n "$shapes" ] && gen=("--shapes=$shapes")
widths=(4 8 32)
pass=0 fail=0 skip=0 checks=0 regions=0 loops=0 gadgets=0
# --vectorize: -O2 and -O3, each with -march=x86-64-v2 and -march=x86-64-v3.
marches=(x86-64-v2 x86-64-v3) vnote=
[ -n "$marchlist" ] && IFS=, read -ra marches <<< "$marchlist"
# The -march values this CPU cannot run are left out, saying so.
kept=()
for m in "${marches[@]}"; do
  need=
  case $m in
    x86-64-v3) need="avx2" ;;
    x86-64-v4) need="avx512f avx512vl avx512bw avx512dq" ;;
  esac
  for flag in $need; do
    if $vectorize && ! grep -qw "$flag" /proc/cpuinfo; then
      vnote="$vnote${vnote:+; }-march=$m left out: this CPU has no $flag"
      echo "check-simd-fuzz: -march=$m left out: this CPU has no $flag" >&2
      continue 2
    fi
  done
  kept+=("$m")
done
marches=("${kept[@]}")
if $vectorize && [ ${#marches[@]} -eq 0 ]; then
  echo "check-simd-fuzz: no -march left to build" >&2
  python3 "$QPROP_DIFFTEST" close simd-fuzz 0 1; exit 1
fi
vectorize_case () {
  local s=$1 d=$2 opt=$3 march=$4
  local f="$opt -march=$march -fopenmp-simd -ffp-contract=off" xf= lm=
  # --calls: sqrtf and fabsf as internal functions, libm for -O0's calls.
  $calls && xf=" -fno-math-errno" lm=" -lm"
  # x86-64-v3's generic tuning has no gathers: odd seeds switch them on.
  [ "$march" = x86-64-v3 ] && [ $((s % 2)) -eq 1 ] && f="$f -mtune-ctrl=use_gather"
  python3 "$QPROP_DIFFTEST" case --dir "$d" --label "seed $s ${f% -fopenmp-simd*}${f##*-ffp-contract=off}" \
    --ref "gcc -O0 -fopenmp-simd -ffp-contract=off$xf prog.c -o ref$lm" --ref-timeout 20 --ref-fails skip \
    --plain "gcc $f$xf prog.c -o plain$lm" \
    --chk "gcc $f$xf $plugin -fplugin-arg-qprop-verify ${mode[*]} prog.c -o chk$lm" \
    --chk-timeout 60
}
for ((s = start; s < start + n; s++)); do
  d=$out/$s; mkdir -p "$d"
  /usr/bin/python3 scripts/simd-fuzz.py "${gen[@]}" "$s" > "$d/prog.c"
  if $vectorize; then
    for opt in -O2 -O3; do
      for march in "${marches[@]}"; do
	dd=$d/${opt#-}-$march; mkdir -p "$dd"; cp "$d/prog.c" "$dd/"
	vectorize_case "$s" "$dd" "$opt" "$march"
	case $? in
	  0) pass=$((pass + 1))
	     regions=$((regions + $(cat "$dd"/*.qprop-vectorize 2>/dev/null | grep -c ': vectorized VF=')))
	     rm -rf "$dd" ;;
	  3) skip=$((skip + 1)); rm -rf "$dd" ;;
	  *) fail=$((fail + 1)) ;;
	esac
      done
    done
    rm -f "$d/prog.c"; rmdir "$d" 2>/dev/null
    continue
  fi
  opt=${opts[$((s % 3))]} w=${widths[$(((s / 3) % 3))]}
  # The plain build at OPT must agree with -O0: a generated loop may carry
  # a dependence through memory that `omp simd' does not allow (seed
  # 100022 reads and writes c[(p + 2) & 127] in every iteration), and then
  # the program tells nothing about qprop.
  python3 "$QPROP_DIFFTEST" case --dir "$d" --label "seed $s $opt width $w" \
    --ref "gcc -O0 -fopenmp-simd prog.c -o ref" --ref-timeout 20 --ref-fails skip \
    --plain "gcc $opt -fopenmp-simd prog.c -o plain" \
    --chk "gcc $opt -fopenmp-simd $plugin -fplugin-arg-qprop-verify -fplugin-arg-qprop-simt=host ${mode[*]} prog.c ${link[*]} -o chk" \
    --chk-timeout 60 --env QPROP_DIVCHECK_WIDTH="$w" --env QPROP_DIVCHECK_VERBOSE=1
  case $? in
    0) ;;
    3) skip=$((skip + 1)); rm -rf "$d"; continue ;;
    *) fail=$((fail + 1)); continue ;;
  esac
  c=$(sed -nE 's/^qprop div-check: ([0-9]+) branch checks, ([0-9]+) value checks.*/\1 \2/p' "$d/chk.err")
  [ -n "$c" ] && checks=$((checks + ${c% *} + ${c#* }))
  if $all; then
    regions=$((regions + $(cat "$d"/*.qprop-linearize | grep -c ': linearized')))
    loops=$((loops + $(cat "$d"/*.qprop-linearize | grep -c ': exits rebound')))
    gadgets=$((gadgets + $(cat "$d"/*.qprop-flatten | grep -c ': flattened (')))
  elif $linearize; then
    regions=$((regions + $(cat "$d"/*.qprop-linearize | grep -c ': linearized')))
    loops=$((loops + $(cat "$d"/*.qprop-linearize | grep -c ': exits rebound')))
    gadgets=$((gadgets + $(cat "$d"/*.qprop-linearize | sed -n 's/.* boscc=\([0-9]*\)).*/\1/p' | awk '{s += $1} END {print s + 0}')))
  elif $flatten; then
    regions=$((regions + $(cat "$d"/*.qprop-flatten | grep -c ': flattened (')))
  fi
  pass=$((pass + 1))
  rm -rf "$d"
done
if $vectorize; then
  echo "simd-fuzz: $regions loops vectorized in the passing builds, $skip skipped${vnote:+; $vnote}"
elif $all; then
  echo "simd-fuzz: $regions regions linearized, $loops loops' exits rebound, $gadgets nests flattened in the passing programs, $skip skipped"
elif $flatten; then
  echo "simd-fuzz: $regions nests flattened in the passing programs, $skip skipped"
elif $linearize; then
  echo "simd-fuzz: $regions regions linearized, $loops loops' exits rebound, $gadgets BOSCC gadgets in the passing programs, $skip skipped"
else
  echo "simd-fuzz: $checks checks in the passing programs, $skip skipped"
fi
python3 "$QPROP_DIFFTEST" close simd-fuzz "$pass" "$fail"
