#!/usr/bin/env bash
# check-ice.sh - compile every file of GCC's gcc.c-torture/compile suite (or
# other directories of GCC's testsuite) with the plain compiler and with the
# qprop plugin loaded, and report every file that only fails with the
# plugin: an internal compiler error, a verifier failure (the default flags
# turn qprop's IR verifier on), a new diagnostic that stops the build, or a
# timeout.  The execute suite (check-torture.sh) runs what it compiles; this
# one reaches the odd shapes (irreducible flow, computed gotos, huge
# switches, vector extensions) that only the compile suite has.
#
# Usage: scripts/check-ice.sh [--jobs N] [--opts "-O3 -O2 ..."]
#                             [--plugin-flags "..."] [--dirs "a b"]
#                             [--out DIR] [--timeout S]
#
#   --jobs N          parallel compiles (default: nproc)
#   --opts L          optimization sets, each compiled separately
#                     (default: "-O3"); quote sets with spaces as "-O2@-fno-x"
#                     ('@' stands for a space inside one set)
#   --plugin-flags F  flags that load the plugin (default: qprop, all passes,
#                     verification on); empty compares gcc with itself
#   --dirs D          directories under gcc/testsuite (default:
#                     gcc.c-torture/compile)
#   --out DIR         where the per-file logs of failures go
#                     (default: build/ice)
#   --timeout S       seconds allowed for one compile (default: 120)
#
# A file that fails or times out without the plugin is skipped. The last
# line printed is "ice: N passed, M failed (K skipped)". Exit status: 0 when
# M is 0, 1 when some file fails only with the plugin, 2 when the script
# itself cannot run.

# The per-file function runs through xargs, which shellcheck cannot follow.
# shellcheck disable=SC2317,SC2016
set -euo pipefail
export LC_ALL=C

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh

jobs=$(nproc 2>/dev/null || echo 2)
opts="-O3"
plugin_flags="-fplugin=$ROOT/plugin/qprop.so $QPROP_PASSES_ALL -fplugin-arg-qprop-verify"
dirs="gcc.c-torture/compile"
out=$ROOT/build/ice
limit=120
cc=${ICE_CC:-gcc}

usage() { sed -n '2,/^$/{s/^# \{0,1\}//;p}' "$0"; exit "${1:-0}"; }
die() { echo "check-ice: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case $1 in
        --jobs|-j) jobs=${2:?}; shift ;;
        --opts) opts=${2:?}; shift ;;
        --plugin-flags) plugin_flags=${2?}; shift ;;
        --dirs) dirs=${2:?}; shift ;;
        --out) out=${2:?}; shift ;;
        --timeout) limit=${2:?}; shift ;;
        -h|--help) usage 0 ;;
        *) echo "check-ice: unknown argument '$1'" >&2; usage 2 >&2 ;;
    esac
    shift
done
case $jobs in ''|*[!0-9]*|0) die "--jobs needs a positive number" ;; esac
case $limit in ''|*[!0-9]*|0) die "--timeout needs a positive number" ;; esac
command -v "$cc" >/dev/null || die "compiler '$cc' not found"

testsuite=$("$ROOT/scripts/unpack-gcc-testsuite.sh" "$ROOT/build/gcc-testsuite") ||
    die "scripts/unpack-gcc-testsuite.sh failed"

# The plugin may be rebuilt while this runs; compile against a copy.
rm -rf "$out"
mkdir -p "$out/plugin-snapshot" "$out/fail"
for f in $plugin_flags; do
    case $f in
        -fplugin=*)
            so=${f#-fplugin=}
            [ -f "$so" ] || die "no plugin at $so (run make)"
            cp "$so" "$out/plugin-snapshot/"
            plugin_flags=${plugin_flags//$so/$out/plugin-snapshot/$(basename "$so")}
            ;;
    esac
done

files=()
for d in $dirs; do
    [ -d "$testsuite/$d" ] || die "$d is not in $testsuite"
    while IFS= read -r f; do files+=("$f"); done \
        < <(find "$testsuite/$d" -maxdepth 1 -name '*.c' | sort)
done
[ "${#files[@]}" -gt 0 ] || die "no .c files in $dirs"
echo "check-ice: ${#files[@]} files x ($opts), $jobs jobs, out=$out"
echo "check-ice: plugin flags: $plugin_flags"

# One (file, option set) pair: S (skipped: fails plainly), P or F.
one() {
    local file=$1 set=${2//@/ } tmp rc
    tmp=$(mktemp -d)
    # shellcheck disable=SC2086
    if ! timeout "$limit" "$cc" $set -w -c "$file" -o "$tmp/plain.o" \
            > "$tmp/plain.log" 2>&1; then
        rm -rf "$tmp"; echo "S $file $set"; return 0
    fi
    rc=0
    # shellcheck disable=SC2086
    timeout "$limit" "$cc" $set -w $PLUGIN_FLAGS -c "$file" -o "$tmp/q.o" \
        > "$tmp/q.log" 2>&1 || rc=$?
    if [ "$rc" = 0 ]; then
        echo "P $file $set"
    else
        local name
        name=$(basename "$file" .c)${set// /_}
        { echo "exit $rc: $cc $set -w $PLUGIN_FLAGS -c $file"; cat "$tmp/q.log"; } \
            > "$OUT/fail/$name.log"
        echo "F $file $set"
    fi
    rm -rf "$tmp"
}
export -f one
export PLUGIN_FLAGS=$plugin_flags OUT=$out limit cc

for f in "${files[@]}"; do
    for o in $opts; do printf '%s\t%s\n' "$f" "$o"; done
done | xargs -P "$jobs" -d '\n' -n 1 bash -c 'IFS=$'"'"'\t'"'"' read -r f o <<< "$1"; one "$f" "$o"' _ \
    > "$out/results.txt"

passed=$(grep -c '^P ' "$out/results.txt" || true)
failed=$(grep -c '^F ' "$out/results.txt" || true)
skipped=$(grep -c '^S ' "$out/results.txt" || true)
grep '^F ' "$out/results.txt" | sed 's/^F /check-ice: FAIL: /' || true
[ "$failed" = 0 ] || echo "check-ice: logs of the failures in $out/fail/"
echo "ice: $passed passed, $failed failed ($skipped skipped)"
[ "$failed" = 0 ]
