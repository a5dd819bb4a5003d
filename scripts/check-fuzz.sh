#!/usr/bin/env bash
# check-fuzz.sh - differential fuzzing of the qprop plugin with Csmith.
#
# Usage: scripts/check-fuzz.sh [-n N] [--seed-start S] [--jobs J]
#                              [--plugin-flags "..."] [--out DIR]
#
#   -n N              number of programs (default 200)
#   --seed-start S    first Csmith seed; seeds S .. S+N-1 are used (default 1),
#                     so every run with the same arguments sees the same programs
#   --jobs J          programs handled in parallel (default: nproc)
#   --plugin-flags F  flags that load the plugin (default: qprop, all passes,
#                     verification on); an empty string compares gcc with itself
#   --out DIR         output directory (default build/fuzz)
#
# Environment:
#   FUZZ_CC            compiler driver (default gcc)
#   FUZZ_CSMITH_OPTS   extra Csmith options (default: none, Csmith's defaults)
#   FUZZ_OPT_LEVELS    optimisation levels compared (default "-O2 -O3")
#   FUZZ_RUN_TIMEOUT   seconds a baseline binary may run (default 5); the
#                      with-plugin binary gets twice as long
#   FUZZ_COMPILE_TIMEOUT  seconds one compile may take (default 120)
#
# For each seed: csmith --seed SEED writes prog.c; at each level
# scripts/lib/difftest.py builds it with and without the plugin flags
# (-I/usr/include/csmith -w), runs both and compares them. A seed
# FAILS when, at the same level, the with-plugin build
#   - prints a different checksum (different output or exit status),
#   - fails to compile, ICEs or times out while the baseline compiled,
#   - crashes or times out while the baseline binary did not.
# A level whose baseline compile or run fails (e.g. a program that does not
# terminate within FUZZ_RUN_TIMEOUT) is skipped; a seed with every level
# skipped counts as skipped. Failing seeds are kept in OUT/failures/seed-SEED/
# (program, logs, outputs, repro.sh); everything else is deleted.
#
# Closing lines: "fuzz: K skipped ..." and then "fuzz: N passed, M failed".
# Exit status 1 when M > 0, 2 when the script could not run.

# The per-chunk/per-seed function runs through xargs, which shellcheck
# cannot follow.
# shellcheck disable=SC2317,SC2016
set -euo pipefail
export LC_ALL=C

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

count=200
seed_start=1
jobs=$(nproc 2>/dev/null || echo 2)
# shellcheck source=lib/plugin-flags.sh
. "$ROOT/scripts/lib/plugin-flags.sh"
plugin_flags="-fplugin=$ROOT/plugin/qprop.so $QPROP_PASSES_ALL -fplugin-arg-qprop-verify"
out=$ROOT/build/fuzz

usage() { sed -n '2,/^$/{s/^# \{0,1\}//;p}' "$0"; exit "${1:-0}"; }
die() { echo "check-fuzz: $*" >&2; exit 2; }
isnum() { case $1 in ''|*[!0-9]*) return 1 ;; esac; }

while [ $# -gt 0 ]; do
    case $1 in
        -n) count=${2:?}; shift ;;
        -n*) count=${1#-n} ;;
        --seed-start) seed_start=${2:?}; shift ;;
        --seed-start=*) seed_start=${1#*=} ;;
        --jobs|-j) jobs=${2:?}; shift ;;
        --jobs=*) jobs=${1#*=} ;;
        --plugin-flags) plugin_flags=${2?}; shift ;;
        --plugin-flags=*) plugin_flags=${1#*=} ;;
        --out) out=${2:?}; shift ;;
        --out=*) out=${1#*=} ;;
        -h|--help) usage 0 ;;
        *) echo "check-fuzz: unknown argument '$1'" >&2; usage 2 >&2 ;;
    esac
    shift
done
isnum "$count" || die "-n needs a number"
isnum "$seed_start" || die "--seed-start needs a number"
{ isnum "$jobs" && [ "$jobs" -gt 0 ]; } || die "--jobs needs a positive number"

FUZZ_CC=${FUZZ_CC:-gcc}
FUZZ_CSMITH_OPTS=${FUZZ_CSMITH_OPTS:-}
FUZZ_OPT_LEVELS=${FUZZ_OPT_LEVELS:--O2 -O3}
FUZZ_RUN_TIMEOUT=${FUZZ_RUN_TIMEOUT:-5}
FUZZ_COMPILE_TIMEOUT=${FUZZ_COMPILE_TIMEOUT:-120}
FUZZ_CFLAGS="-I/usr/include/csmith -w"

command -v csmith >/dev/null || die "csmith not found (apt-get install csmith)"
[ -f /usr/include/csmith/csmith.h ] || die "/usr/include/csmith/csmith.h missing (apt-get install libcsmith-dev)"
command -v "$FUZZ_CC" >/dev/null || die "compiler '$FUZZ_CC' not found"

mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -rf "$out/work" "$out/results" "$out/failures" "$out/plugin-snapshot"
mkdir -p "$out/work" "$out/results" "$out/failures"

orig_plugin_flags=$plugin_flags
# shellcheck disable=SC2086
plugin_flags=$(snapshot_plugin_flags "$out" $plugin_flags)
probe_plugin_flags "$FUZZ_CC" "$plugin_flags" \
    || die "the compiler fails with the plugin flags: $plugin_flags"

# ---------------------------------------------------------------------------
# One seed. Writes OUT/results/seed-SEED: "PASS", "SKIP: why" or "FAIL: why".
# ---------------------------------------------------------------------------
one_seed() {
    local seed=$1 d=$out/work/seed-$1 res=$out/results/seed-$1
    local lvl tag rc why fails="" compared=0 skips=""
    mkdir -p "$d"
    cd "$d"
    # shellcheck disable=SC2086
    if ! timeout 60 csmith $FUZZ_CSMITH_OPTS --seed "$seed" -o prog.c > csmith.log 2>&1; then
        echo "SKIP: csmith failed" > "$res"; cd "$out"; rm -rf "$d"; return 0
    fi
    {
        echo "#!/bin/sh"
        echo "# Reproduce seed $seed (generated by scripts/check-fuzz.sh)."
        echo "# csmith $(csmith --version 2>/dev/null | head -1 | cut -d' ' -f2): csmith ${FUZZ_CSMITH_OPTS:+$FUZZ_CSMITH_OPTS }--seed $seed -o prog.c"
        echo "set -x"
    } > repro.sh
    for lvl in $FUZZ_OPT_LEVELS; do
        tag=${lvl#-}
        # The baseline at the same level is the reference: when it does not
        # build or run, the level is skipped.  The with-plugin binary gets
        # twice the time.
        rc=0
        why=$(python3 "$QPROP_DIFFTEST" case --dir "$d" --label="$lvl" \
                --compile-timeout "$FUZZ_COMPILE_TIMEOUT" \
                --ref "$FUZZ_CC $lvl $FUZZ_CFLAGS prog.c -o base-$tag" \
                --ref-name "base-$tag" --ref-run "./base-$tag" \
                --ref-timeout "$FUZZ_RUN_TIMEOUT" --ref-fails skip \
                --chk "$FUZZ_CC $plugin_flags $lvl $FUZZ_CFLAGS prog.c -o plugin-$tag" \
                --chk-name "plugin-$tag" --chk-run "./plugin-$tag" \
                --chk-timeout "$((FUZZ_RUN_TIMEOUT * 2))") || rc=$?
        if [ "$rc" = 3 ]; then
            case $why in
                *"does not compile"*) skips="$skips $lvl:baseline-compile" ;;
                *"exits "*) skips="$skips $lvl:baseline-run-rc${why##* }" ;;
                *)  skips="$skips $lvl:baseline-run-timeout"
                    # A program that does not terminate at the first level
                    # will not at the others either: save the time.
                    break ;;
            esac
            continue
        fi
        echo "$FUZZ_CC $orig_plugin_flags $lvl $FUZZ_CFLAGS prog.c -o plugin-$tag && ./plugin-$tag" >> repro.sh
        echo "$FUZZ_CC $lvl $FUZZ_CFLAGS prog.c -o base-$tag && ./base-$tag" >> repro.sh
        compared=1
        [ "$rc" = 0 ] || fails="$fails; ${why#FAIL: }"
    done
    # Information only: a program whose baseline output depends on the level
    # may have undefined behaviour (or exposes a GCC bug); note it.
    local first="" f
    for f in base-*.out; do
        [ -f "$f" ] || continue
        if [ -z "$first" ]; then first=$f
        elif ! cmp -s "$first" "$f"; then echo "$seed" >> "$out/baseline-level-mismatch.txt"; break
        fi
    done
    cd "$out"
    if [ -n "$fails" ]; then
        fails=${fails#; }
        echo "FAIL: $fails" > "$res"
        echo "FUZZ FAILURE seed=$seed: $fails"
        chmod +x "$d/repro.sh"
        mv "$d" "$out/failures/seed-$seed"
    elif [ "$compared" = 0 ]; then
        echo "SKIP:${skips}" > "$res"
        rm -rf "$d"
    else
        if [ -n "$skips" ]; then echo "PASS (skipped:$skips)" > "$res"; else echo "PASS" > "$res"; fi
        rm -rf "$d"
    fi
}
export -f one_seed
export out plugin_flags orig_plugin_flags QPROP_DIFFTEST FUZZ_CC FUZZ_CSMITH_OPTS FUZZ_OPT_LEVELS FUZZ_RUN_TIMEOUT \
    FUZZ_COMPILE_TIMEOUT FUZZ_CFLAGS

last=$((seed_start + count - 1))
echo "check-fuzz: seeds $seed_start..$last, $jobs jobs, levels '$FUZZ_OPT_LEVELS', out=$out"
echo "check-fuzz: plugin flags: ${plugin_flags:-<none>}"
[ -n "$FUZZ_CSMITH_OPTS" ] && echo "check-fuzz: csmith options: $FUZZ_CSMITH_OPTS"
t0=$(date +%s)
if [ "$count" -gt 0 ]; then
    seq "$seed_start" "$last" | xargs -P "$jobs" -I{} bash -c 'one_seed "$1"' _ {} || true
fi
elapsed=$(( $(date +%s) - t0 ))
echo "check-fuzz: $count programs took ${elapsed} s ($((elapsed / 60)) min $((elapsed % 60)) s) with $jobs jobs"

# ---------------------------------------------------------------------------
# Summary.
# ---------------------------------------------------------------------------
passed=0 failed=0 skipped=0 missing=0
for ((s = seed_start; s <= last; s++)); do
    r=$(cat "$out/results/seed-$s" 2>/dev/null || true)
    case $r in
        PASS*) passed=$((passed + 1)) ;;
        FAIL*) failed=$((failed + 1)) ;;
        SKIP*) skipped=$((skipped + 1)); echo "seed $s ${r#SKIP: }" >> "$out/skipped.txt" ;;
        *) missing=$((missing + 1)); echo "check-fuzz: ERROR: seed $s produced no result" >&2 ;;
    esac
done
rm -rf "$out/work"
if [ -s "$out/baseline-level-mismatch.txt" ]; then
    echo "check-fuzz: note: $(wc -l < "$out/baseline-level-mismatch.txt") programs print different output at different levels without the plugin (see baseline-level-mismatch.txt)"
fi
[ "$failed" -gt 0 ] && echo "check-fuzz: failing programs are in $out/failures/"
# A seed that produced no result at all is a harness problem; count it as failed.
failed=$((failed + missing))
echo "fuzz: $skipped skipped (baseline did not compile, crashed or timed out; list in $out/skipped.txt)"
python3 "$QPROP_DIFFTEST" close fuzz "$passed" "$failed"
