#!/usr/bin/env bash
# check-torture.sh - run GCC's gcc.c-torture/execute suite through GCC's own
# DejaGnu harness twice, once with the plain compiler and once with the qprop
# plugin loaded, and report every result that passes without the plugin but
# not with it.
#
# Usage: scripts/check-torture.sh [--subset] [--jobs N] [--plugin-flags "..."]
#                                 [--out DIR] [--torture-options "{..} {..}"]
#                                 [--unpack-only]
#
#   --subset           only the files listed in scripts/torture-subset.txt
#   --jobs N           parallel runtest processes (default: nproc)
#   --plugin-flags F   flags that load the plugin (default: qprop, all passes,
#                      verification on). An empty string compares the
#                      compiler with itself, which must give 0 failures.
#   --out DIR          where the .sum/.log files go
#                      (default: build/torture or build/torture-subset)
#   --torture-options  replace GCC's list of torture option sets, given as a
#                      Tcl list of lists, e.g. "{ -O1 } { -O2 } { -O3 } { -Os }"
#   --tests "A.c B.c"  only these files (names in gcc.c-torture/execute),
#                      e.g. to re-run one regression; default out build/torture-tests
#   --unpack-only      only make sure build/gcc-testsuite is unpacked
#
# Environment: TORTURE_CC (compiler driver, default gcc),
#              GCC_SOURCE_TARBALL (default /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz)
#
# The last line printed is "torture: N passed, M failed". Exit status: 0 when
# M is 0, 1 when there are regressions, 2 when the harness itself broke.

# The per-chunk/per-seed function runs through xargs, which shellcheck
# cannot follow.
# shellcheck disable=SC2317,SC2016
set -euo pipefail
export LC_ALL=C

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh

subset=0
jobs=$(nproc 2>/dev/null || echo 2)
plugin_flags="-fplugin=$ROOT/plugin/qprop.so $QPROP_PASSES_ALL -fplugin-arg-qprop-verify"
out=""
torture_options=""
unpack_only=0
only_tests=""
cc=${TORTURE_CC:-gcc}
tarball=${GCC_SOURCE_TARBALL:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}
cache=$ROOT/build/gcc-testsuite
subset_file=$ROOT/scripts/torture-subset.txt
# Parts of gcc/testsuite that are unpacked. execute.exp needs lib/ and
# config/; gcc.dg and c-c++-common are there for the plugin's own DejaGnu
# harness (testsuite/), which shares this tree and uses helper headers.
parts="lib config gcc.c-torture gcc.dg c-c++-common"

usage() { sed -n '2,/^$/{s/^# \{0,1\}//;p}' "$0"; exit "${1:-0}"; }
die() { echo "check-torture: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case $1 in
        --subset) subset=1 ;;
        --jobs|-j) jobs=${2:?}; shift ;;
        --jobs=*) jobs=${1#*=} ;;
        --plugin-flags) plugin_flags=${2?}; shift ;;
        --plugin-flags=*) plugin_flags=${1#*=} ;;
        --out) out=${2:?}; shift ;;
        --out=*) out=${1#*=} ;;
        --torture-options) torture_options=${2:?}; shift ;;
        --torture-options=*) torture_options=${1#*=} ;;
        --tests) only_tests=${2:?}; shift ;;
        --tests=*) only_tests=${1#*=} ;;
        --unpack-only) unpack_only=1 ;;
        -h|--help) usage 0 ;;
        *) echo "check-torture: unknown argument '$1'" >&2; usage 2 >&2 ;;
    esac
    shift
done
case $jobs in ''|*[!0-9]*|0) die "--jobs needs a positive number" ;; esac

# ---------------------------------------------------------------------------
# 1. The unpacked testsuite, cached in build/gcc-testsuite and keyed on the
#    Debian version of gcc-12-source. The tree is laid out like a GCC source
#    root: build/gcc-testsuite/gcc/testsuite/{lib,config,gcc.c-torture,...}.
# ---------------------------------------------------------------------------
unpack_testsuite() {
    # scripts/unpack-gcc-testsuite.sh (shared with the DejaGnu harness) is
    # the normal way; the code below it is a fallback that follows the same
    # protocol (lock file DEST/.lock, STAMP written last) and unpacks only
    # the parts the torture run needs.
    if [ -x "$ROOT/scripts/unpack-gcc-testsuite.sh" ]; then
        testsuite=$("$ROOT/scripts/unpack-gcc-testsuite.sh" "$cache") ||
            die "scripts/unpack-gcc-testsuite.sh failed"
        return 0
    fi
    local version tmp p pats=()
    version=$(dpkg-query -W -f='${Version}' gcc-12-source 2>/dev/null) ||
        die "package gcc-12-source is not installed"
    [ -r "$tarball" ] || die "cannot read $tarball"
    mkdir -p "$cache"
    exec 9>"$cache/.lock"
    flock 9
    testsuite=$cache/gcc/testsuite
    if [ "$(cat "$cache/STAMP" 2>/dev/null || true)" = "$version" ] &&
       [ -d "$testsuite/lib" ]; then
        exec 9>&-
        return 0
    fi
    echo "check-torture: unpacking gcc/testsuite ($parts) from gcc-12-source $version"
    rm -f "$cache/STAMP"
    tmp=$(mktemp -d "$cache/.unpack.XXXXXX")
    for p in $parts; do pats+=("*/gcc/testsuite/$p"); done
    # The tarball's top directory is gcc-12.2.0/; strip it, whatever it is.
    tar -xJf "$tarball" -C "$tmp" --strip-components=1 \
        --wildcards --no-wildcards-match-slash "${pats[@]}" ||
        { rm -rf "$tmp"; die "unpacking $tarball failed"; }
    [ -f "$tmp/gcc/testsuite/gcc.c-torture/execute/execute.exp" ] ||
        { rm -rf "$tmp"; die "$tarball has no gcc/testsuite/gcc.c-torture"; }
    rm -rf "$cache/gcc"
    mv "$tmp/gcc" "$cache/gcc"
    rmdir "$tmp"
    printf '%s\n' "$version" > "$cache/STAMP"
    exec 9>&-
}

unpack_testsuite
execdir=$testsuite/gcc.c-torture/execute
[ "$unpack_only" = 1 ] && { echo "check-torture: testsuite ready in $testsuite"; exit 0; }

command -v runtest >/dev/null || die "runtest not found (install dejagnu)"
command -v "$cc" >/dev/null || die "compiler '$cc' not found"

# ---------------------------------------------------------------------------
# 2. The list of tests, split into chunks.
# ---------------------------------------------------------------------------
if [ -n "$only_tests" ]; then
    read -r -a tests <<< "$only_tests"
    for t in "${tests[@]}"; do
        [ -f "$execdir/$t" ] || die "$t is not in $execdir"
    done
    : "${out:=$ROOT/build/torture-tests}"
elif [ "$subset" = 1 ]; then
    mapfile -t tests < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' "$subset_file" | grep -v '^$')
    for t in "${tests[@]}"; do
        [ -f "$execdir/$t" ] || die "$t from $(basename "$subset_file") is not in $execdir"
    done
    : "${out:=$ROOT/build/torture-subset}"
else
    mapfile -t tests < <(cd "$execdir" && find . -maxdepth 1 -name "*.[cS]" -printf "%f\n" | sort)
    : "${out:=$ROOT/build/torture}"
fi
[ "${#tests[@]}" -gt 0 ] || die "no tests found"
mkdir -p "$out"
out=$(cd "$out" && pwd)

# Two chunks per job for each run keeps the tail short when one chunk has the
# slow tests; four runtest start-ups per job cost only a few seconds.
nchunks=$((jobs * 2))
[ "$nchunks" -gt "${#tests[@]}" ] && nchunks=${#tests[@]}

# shellcheck source=lib/plugin-flags.sh
. "$ROOT/scripts/lib/plugin-flags.sh"
# shellcheck disable=SC2086
plugin_flags=$(snapshot_plugin_flags "$out" $plugin_flags)
probe_plugin_flags "$cc" "$plugin_flags" \
    || die "the compiler fails with the plugin flags: $plugin_flags"


runs="without with"
rm -rf "$out/without" "$out/with"
for run in $runs; do
    for ((c = 0; c < nchunks; c++)); do mkdir -p "$out/$run/chunks/$c"; done
done
# Round-robin split of the sorted list.
for ((i = 0; i < ${#tests[@]}; i++)); do
    c=$((i % nchunks))
    printf '%s\n' "${tests[$i]}" >> "$out/without/chunks/$c/tests"
    printf '%s\n' "${tests[$i]}" >> "$out/with/chunks/$c/tests"
done

# One task = one runtest process in its own directory (runtest writes its
# executables and probe files into the current directory).
run_chunk() { # RUN DIR
    local run=$1 dir=$2 under list start rc=0
    under=$cc
    [ "$run" = with ] && under="$cc $plugin_flags"
    list=$(tr '\n' ' ' < "$dir/tests")
    local extra=()
    [ -n "$torture_options" ] && extra+=("TORTURE_OPTIONS=$torture_options")
    start=$(date +%s)
    (cd "$dir" && runtest --tool gcc --srcdir "$testsuite" --outdir "$dir" \
        "GCC_UNDER_TEST=$under" "${extra[@]}" "execute.exp=${list% }") \
        > "$dir/runtest.out" 2>&1 || rc=$?
    # runtest exits 1 when some test failed; only a missing summary means the
    # harness broke.
    grep -q '=== gcc Summary ===' "$dir/gcc.sum" 2>/dev/null || rc=99
    local note=""
    [ "$rc" = 99 ] && note=" (no summary: runtest broke, see $dir/runtest.out)"
    echo "check-torture: $run/chunk $(basename "$dir") done in $(( $(date +%s) - start )) s$note"
    # Drop whatever the tests left behind; keep only our bookkeeping.
    find "$dir" -mindepth 1 -maxdepth 1 ! -name gcc.sum ! -name gcc.log \
        ! -name runtest.out ! -name tests -exec rm -rf {} +
}
export -f run_chunk
export cc plugin_flags torture_options testsuite

echo "check-torture: ${#tests[@]} files, $nchunks chunks per run, $jobs jobs, out=$out"
echo "check-torture: plugin flags: ${plugin_flags:-<none>}"
t0=$(date +%s)
for ((c = 0; c < nchunks; c++)); do
    printf '%s\0%s\0' with "$out/with/chunks/$c" without "$out/without/chunks/$c"
done | xargs -0 -n 2 -P "$jobs" bash -c 'run_chunk "$1" "$2"' _ || true
elapsed=$(( $(date +%s) - t0 ))
echo "check-torture: both runs took ${elapsed} s ($((elapsed / 60)) min $((elapsed % 60)) s) with $jobs jobs"

# ---------------------------------------------------------------------------
# 3. Merge the chunks into one gcc.sum and gcc.log per run.
# ---------------------------------------------------------------------------
harness_broken=0
result_re='^(PASS|FAIL|XPASS|XFAIL|KPASS|KFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR|WARNING):'
for run in $runs; do
    d=$out/$run
    for ((c = 0; c < nchunks; c++)); do
        if ! grep -q '=== gcc Summary ===' "$d/chunks/$c/gcc.sum" 2>/dev/null; then
            echo "check-torture: ERROR: runtest for $run/chunk $c did not finish; see $d/chunks/$c/runtest.out" >&2
            harness_broken=1
        fi
    done
    {
        echo "Merged gcc.c-torture/execute results ($run plugin), $(date -u '+%F %T UTC')"
        echo "GCC_UNDER_TEST=$cc$([ "$run" = with ] && printf ' %s' "$plugin_flags")"
        echo
        cat "$d"/chunks/*/gcc.sum 2>/dev/null | grep -E "$result_re" | sort -s -k2 || true
        echo
        echo "		=== gcc Summary ==="
        echo
        cat "$d"/chunks/*/gcc.sum 2>/dev/null | grep -E "$result_re" | cut -d: -f1 | sort | uniq -c |
            awk '{printf "# of %-12s %d\n", $2, $1}' || true
    } > "$d/gcc.sum"
    for ((c = 0; c < nchunks; c++)); do
        echo "=== chunk $c: $(tr '\n' ' ' < "$d/chunks/$c/tests" | cut -c1-200)..."
        cat "$d/chunks/$c/gcc.log" 2>/dev/null || true
    done > "$d/gcc.log"
done

for run in $runs; do
    grep '^ERROR:' "$out/$run/gcc.sum" | sed "s/^/check-torture: harness ($run plugin): /" >&2 || true
done

# ---------------------------------------------------------------------------
# 4. Compare. Results are keyed on "name + options + kind" (the text after
#    the status); repeated identical keys are numbered so none is lost.
# ---------------------------------------------------------------------------
# ICEs: remember the last compile command that named a test file, and
# attribute each "internal compiler error" to it.
ice_list() { # LOG
    awk '
        /^Executing on host: / {
            cur = "<harness probe>"; opts = ""
            n = split($0, w, /[ \t]+/)
            for (i = 1; i <= n; i++)
                if (w[i] ~ /gcc\.c-torture\/execute\/[^\/]+\.[cS]$/) {
                    cur = w[i]; sub(/.*\/gcc\.c-torture\//, "gcc.c-torture/", cur)
                    for (j = i + 1; j <= n; j++)
                        if (w[j] ~ /^-(O|f|g|m)/ && w[j] !~ /^-fdiagnostics/) opts = opts " " w[j]
                }
            next
        }
        /internal compiler error/ {
            msg = $0; sub(/.*internal compiler error/, "internal compiler error", msg)
            key = cur " [" substr(opts, 2) "]"
            if (!(key in seen)) { seen[key] = 1; print key "\t" msg }
        }' "$1"
}
ice_list "$out/without/gcc.log" > "$out/ice-without.txt"
ice_list "$out/with/gcc.log" > "$out/ice-with.txt"

awk -v icebase="$out/ice-without.txt" -v iceplug="$out/ice-with.txt" '
    function key_of(line,   k) { k = line; sub(/^[A-Z]+: /, "", k); return k }
    function status_of(line) { return substr(line, 1, index(line, ":") - 1) }
    FNR == 1 { file++ }
    !/^(PASS|FAIL|XPASS|XFAIL|KPASS|KFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED):/ { next }
    file == 1 {
        k = key_of($0); k = k "\034" (++nb[k])
        base[k] = status_of($0); border[++nbase] = k
        next
    }
    file == 2 {
        k = key_of($0); k = k "\034" (++np[k])
        plug[k] = status_of($0); pline[k] = $0
        next
    }
    END {
        passed = failed = both = other = fixed = 0
        for (i = 1; i <= nbase; i++) {
            k = border[i]; name = k; sub(/\034.*/, "", name)
            inplug = (k in plug)
            if (base[k] == "PASS") {
                if (inplug && plug[k] == "PASS") passed++
                else {
                    failed++
                    if (inplug) print "REGRESSION: " pline[k]
                    else print "REGRESSION: MISSING: " name " (PASS without the plugin, no result with it)"
                    f = name; sub(/ .*/, "", f); regressed_file[f] = 1
                }
            } else if (base[k] ~ /^(FAIL|UNRESOLVED|XPASS|KPASS)$/) {
                if (inplug && plug[k] == "PASS") fixed++; else both++
            } else other++
        }
        for (k in plug)
            if (!(k in base) && plug[k] != "PASS") {
                f = pline[k]; sub(/^[A-Z]+: /, "", f); sub(/ .*/, "", f)
                if (!(f in regressed_file))
                    print "NOTE: result only with the plugin: " pline[k]
            }
        # ICEs with the plugin that the plain compiler does not have.
        while ((getline l < icebase) > 0) { split(l, p, "\t"); baseice[p[1]] = 1 }
        while ((getline l < iceplug) > 0) {
            split(l, p, "\t")
            if (p[1] in baseice) continue
            f = p[1]; sub(/ .*/, "", f)
            print "ICE: " p[1] ": " p[2]
            if (!(f in regressed_file)) { failed++; print "REGRESSION: ICE in " p[1] " (not visible in gcc.sum)" }
        }
        printf "check-torture: %d results failed in both runs, %d fixed by the plugin, %d unsupported/xfail/untested without it (all ignored)\n", both, fixed, other
        printf "torture: %d passed, %d failed\n", passed, failed
        exit(failed > 0)
    }' "$out/without/gcc.sum" "$out/with/gcc.sum" > "$out/compare.txt" || true

grep -v '^torture: ' "$out/compare.txt" || true
echo "check-torture: results in $out/{without,with}/gcc.{sum,log}"
if [ "$harness_broken" = 1 ]; then
    echo "check-torture: ERROR: the harness did not finish every chunk; the comparison is incomplete" >&2
fi
closing=$(grep '^torture: ' "$out/compare.txt")
echo "$closing"
case $closing in
    *", 0 failed") [ "$harness_broken" = 1 ] && exit 2; exit 0 ;;
    *) exit 1 ;;
esac
