#!/bin/bash
# compile-cost.sh: what GCC's tree PRE and qprop-pre cost at compile time,
# in instructions of the compiler proper (cc1), counted by valgrind.
#
# Usage: benchmarks/compile-cost.sh OUTDIR [JOBS]
#   OUTDIR  where everything goes (created; raw/ holds one record per
#           compile, table.txt the final table, dumps/ the qprop-pre dumps)
#   JOBS    valgrind runs at a time (default 2); the counts do not depend
#           on the load
# Environment:
#   TOOL=cachegrind|callgrind  the valgrind tool (default cachegrind, run
#           with --cache-sim=no: it counts the same instructions as
#           callgrind within about 0.3 % and is about 2.5 times faster)
#   NO_PRE_PASS=1  also measure the no-pre-pass configuration (below)
#   PASSCOST=1  also run each qprop-pre compile under callgrind with
#           --toggle-collect='qprop::execute_pre*': the instructions spent
#           inside the pass itself, without its effect on later passes
#   STEP=8  the torture sample is every STEP-th file of
#           gcc.c-torture/execute/*.c sorted by name, from the first
#   SETS="kernels torture"  which file sets to measure
#   GCC=gcc PLUGIN=<repo>/plugin/qprop.so
#
# File sets: the C kernels (benchmarks/kernels/*.c, -DBENCH_SIZE=0) and the
# torture sample (build/gcc-testsuite/gcc/testsuite/gcc.c-torture/execute).
# Configurations (no -g, -w):
#   gcc-pre       -O3                       (GCC's tree PRE on, no plugin)
#   no-tree-pre   -O3 -fno-tree-pre
#   qprop-pre     -O3 -fno-tree-pre + qprop, passes=qprop-pre
#   plugin-none   -O3 -fno-tree-pre + qprop, passes=none (plugin loaded,
#                 no pass run)
#   no-pre-pass   (NO_PRE_PASS=1 only)
#                 -O3 -fno-tree-pre -fno-code-hoisting (GCC's pre pass not
#                 run at all: with -fno-tree-pre alone it still runs, for
#                 code hoisting, with its value numbering, ANTIC and
#                 elimination)
# Every file is first compiled with gcc -c in every configuration (a
# failure is reported and the file is left out of the sums); then the
# cc1 command line is taken from `gcc -### ...` and run under valgrind.
# Reported: total cc1 instructions per configuration, over the files that
# compiled in all of them, and the differences
#   tree-PRE cost   gcc-pre - no-tree-pre
#   pre-pass cost   gcc-pre - no-pre-pass
#   qprop-pre cost  qprop-pre - plugin-none
#   plugin load     plugin-none - no-tree-pre
# Finally the torture sample is compiled once more with
# -fplugin-arg-qprop-dump=qprop-pre, in replacement (-O3 -fno-tree-pre)
# and addition (-O3) mode, and the per-function summary lines are summed
# (queries, nodes, eliminated...), with the functions that hit a budget
# ("qprop-pre: budget:" lines) or were too big (max-blocks).
set -uo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
REPO=$(cd "$(dirname "$0")/.." && pwd)
OUT=$1
JOBS=${2:-2}
export TOOL=${TOOL:-cachegrind}
STEP=${STEP:-8}
SETS=${SETS:-kernels torture}
export GCC=${GCC:-gcc}
export PLUGIN=${PLUGIN:-$REPO/plugin/qprop.so}
TORTURE=$REPO/build/gcc-testsuite/gcc/testsuite/gcc.c-torture/execute
CONFIGS="gcc-pre no-tree-pre qprop-pre plugin-none"
[ "${NO_PRE_PASS:-0}" = 1 ] && CONFIGS="$CONFIGS no-pre-pass"

case $TOOL in callgrind|cachegrind) ;; *) echo "TOOL must be callgrind or cachegrind" >&2; exit 2;; esac
for t in "$GCC" valgrind awk; do
  command -v "$t" >/dev/null || { echo "compile-cost: $t not found" >&2; exit 2; }
done
[ -f "$PLUGIN" ] || { echo "compile-cost: no plugin at $PLUGIN" >&2; exit 2; }

mkdir -p "$OUT" || exit 2
OUT=$(cd "$OUT" && pwd)
export OUT

# The file lists.
: > "$OUT/files.kernels"
: > "$OUT/files.torture"
for s in $SETS; do
  case $s in
    kernels) ls "$REPO"/benchmarks/kernels/*.c | LC_ALL=C sort > "$OUT/files.kernels" ;;
    torture) ls "$TORTURE"/*.c | LC_ALL=C sort | awk -v s="$STEP" '(NR - 1) % s == 0' > "$OUT/files.torture" ;;
    *) echo "compile-cost: unknown set $s" >&2; exit 2 ;;
  esac
done

flags_of () {			# CONFIG SET -> the compile flags
  local f="-O3 -w"
  case $2 in kernels) f="$f -DBENCH_SIZE=0" ;; esac
  case $1 in
    gcc-pre) ;;
    no-tree-pre) f="$f -fno-tree-pre" ;;
    qprop-pre) f="$f -fno-tree-pre -fplugin=$PLUGIN -fplugin-arg-qprop-passes=qprop-pre" ;;
    plugin-none) f="$f -fno-tree-pre -fplugin=$PLUGIN -fplugin-arg-qprop-passes=none" ;;
    no-pre-pass) f="$f -fno-tree-pre -fno-code-hoisting" ;;
  esac
  echo "$f"
}

measure () {			# SET CONFIG SOURCE: one record in raw/
  local set=$1 cfg=$2 src=$3
  local base; base=$(basename "$src" .c)
  local dir="$OUT/raw/$set/$cfg"
  local w="$dir/$base"
  mkdir -p "$dir"
  local flags; flags=$(flags_of "$cfg" "$set")
  # 1. Does it compile?
  local crc=0
  # shellcheck disable=SC2086
  "$GCC" $flags -c "$src" -o "$w.o" 2> "$w.err" || crc=$?
  rm -f "$w.o"
  local ir=NA vrc=NA pir=
  if [ "$crc" -eq 0 ]; then
    # 2. The cc1 command line, its output redirected into the work dir.
    local line
    # shellcheck disable=SC2086
    line=$("$GCC" -### $flags -c "$src" -o "$w.o" 2>&1 | grep -E '^ [^ ]*/cc1 ')
    eval "set -- $line"
    local args=() prev=
    for a in "$@"; do
      if [ "$prev" = "-o" ]; then args+=("$w.s"); else args+=("$a"); fi
      prev=$a
    done
    # 3. Count it.
    local vopt=()
    [ "$TOOL" = cachegrind ] && vopt=(--cache-sim=no)
    vrc=0
    valgrind --tool="$TOOL" "${vopt[@]}" --"$TOOL"-out-file="$w.vg" \
      "${args[@]}" > /dev/null 2> "$w.vglog" || vrc=$?
    ir=$(awk '/^(summary|totals):/ { print $2; exit }' "$w.vg" 2>/dev/null)
    [ -n "$ir" ] || ir=NA
    rm -f "$w.s" "$w.vg"
    if [ "$cfg" = qprop-pre ] && [ "${PASSCOST:-0}" = 1 ]; then
      valgrind --tool=callgrind --toggle-collect='qprop::execute_pre*' \
	--callgrind-out-file="$w.pc" "${args[@]}" > /dev/null 2>> "$w.vglog"
      pir=$(awk '/^(summary|totals):/ { print $2; exit }' "$w.pc" 2>/dev/null)
      rm -f "$w.s" "$w.pc"
    fi
  fi
  echo "$set $cfg $base $crc $vrc $ir ${pir:-NA}" > "$w.res"
  echo "[$set] $cfg $base: compile rc=$crc cc1 rc=$vrc Ir=$ir" >&2
}
export -f measure flags_of

# The jobs: every file in every configuration.
jobs="$OUT/jobs"
: > "$jobs"
for s in kernels torture; do
  while read -r f; do
    for c in $CONFIGS; do echo "$s $c $f"; done
  done < "$OUT/files.$s"
done >> "$jobs"
echo "compile-cost: $(wc -l < "$jobs") compiles under $TOOL, $JOBS at a time" >&2
xargs -P "$JOBS" -L 1 bash -c 'measure "$@"' _ < "$jobs" 2> "$OUT/progress.log"

# The qprop-pre dumps of the torture sample (no valgrind).
dumpstats () {			# MODE FLAGS...: sum the summary lines
  local mode=$1; shift
  local d="$OUT/dumps/$mode"
  mkdir -p "$d"
  while read -r f; do
    local b; b=$(basename "$f" .c)
    ( cd "$d" && "$GCC" "$@" -w -c "$f" -o "$b.o" -fplugin="$PLUGIN" \
        -fplugin-arg-qprop-passes=qprop-pre \
        -fplugin-arg-qprop-dump=qprop-pre > /dev/null 2>&1; rm -f "$b.o" )
  done < "$OUT/files.torture"
  cat "$d"/*qprop-pre 2>/dev/null | awk -v mode="$mode" '
    /^qprop-pre: budget:/ { budget = 1; blines++ }
    /^qprop-pre: .*: left alone: .* max-blocks=/ { big++ }
    /^qprop-pre: [^ ]+: candidates=/ {
      fns++
      for (i = 3; i <= NF; i++) { split($i, kv, "="); sum[kv[1]] += kv[2] }
      if (budget) bfns++
      budget = 0
    }
    END {
      printf "%-12s functions=%d", mode, fns
      n = split("candidates local queries nodes rule1 rule2 rule2'\'' rule3 rule4 kills eliminated insertions phis", k, " ")
      for (i = 1; i <= n; i++) printf " %s=%d", k[i], sum[k[i]]
      printf " budget-functions=%d budget-lines=%d too-big=%d\n", bfns, blines, big
    }'
}

# The table.
{
  echo "compile cost: cc1 instructions ($TOOL), $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "gcc: $("$GCC" --version | head -n 1); valgrind: $(valgrind --version)"
  for s in kernels torture; do
    [ -s "$OUT/files.$s" ] || continue
    cat "$OUT"/raw/"$s"/*/*.res 2>/dev/null | awk -v set="$s" -v configs="$CONFIGS" '
      { key = $3; cfg = $2; files[key] = 1
        if ($4 != 0) { bad[key] = bad[key] " " cfg "(gcc rc " $4 ")" }
        else if ($5 != 0 || $6 == "NA") { bad[key] = bad[key] " " cfg "(cc1 under valgrind rc " $5 ")" }
        else { ir[key, cfg] = $6; if (cfg == "qprop-pre" && $7 != "NA") { pass += $7; npass++ } } }
      END {
        nc = split(configs, c, " ")
        n = 0; nbad = 0
        for (f in files) { n++; if (f in bad) nbad++ }
        printf "\n== %s: %d files, %d left out (a configuration failed)\n", set, n, nbad
        for (f in bad) printf "   FAILED %s:%s\n", f, bad[f]
        for (f in files) if (!(f in bad)) for (i = 1; i <= nc; i++) tot[c[i]] += ir[f, c[i]]
        printf "%-14s %18s %9s\n", "config", "cc1 Ir (sum)", "/gcc-pre"
        for (i = 1; i <= nc; i++)
          printf "%-14s %18.0f %9.4f\n", c[i], tot[c[i]], tot[c[i]] / tot["gcc-pre"]
        d["tree-PRE cost (gcc-pre - no-tree-pre)"] = tot["gcc-pre"] - tot["no-tree-pre"]
        if ("no-pre-pass" in tot) d["pre-pass cost (gcc-pre - no-pre-pass)"] = tot["gcc-pre"] - tot["no-pre-pass"]
        d["qprop-pre cost (qprop-pre - plugin-none)"] = tot["qprop-pre"] - tot["plugin-none"]
        d["plugin load (plugin-none - no-tree-pre)"] = tot["plugin-none"] - tot["no-tree-pre"]
        printf "%-42s %15s %9s\n", "difference", "Ir", "% of gcc-pre"
        split("tree-PRE cost (gcc-pre - no-tree-pre);pre-pass cost (gcc-pre - no-pre-pass);qprop-pre cost (qprop-pre - plugin-none);plugin load (plugin-none - no-tree-pre)", order, ";")
        for (i = 1; i <= 4; i++)
          if (order[i] in d) printf "%-42s %15.0f %8.3f%%\n", order[i], d[order[i]], 100 * d[order[i]] / tot["gcc-pre"]
        if (npass) printf "%-42s %15.0f %8.3f%%  (callgrind, %d files)\n", "inside qprop::execute_pre (PASSCOST=1)", pass, 100 * pass / tot["gcc-pre"], npass
      }'
  done
  if [ -s "$OUT/files.torture" ]; then
    echo
    echo "== qprop-pre dump counters, torture sample ($(wc -l < "$OUT/files.torture") files)"
    dumpstats replacement -O3 -fno-tree-pre
    dumpstats addition -O3
  fi
} | tee "$OUT/table.txt"
