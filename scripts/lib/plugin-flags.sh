# Shared by the torture and fuzz checks (sourced, not run).

# snapshot_plugin_flags DIR FLAGS...
# Prints FLAGS with every -fplugin=/path/NAME.so replaced by a copy in
# DIR/plugin-snapshot, so that a rebuild of the plugin during a long run
# cannot change the compiler half-way.  The base name is kept: GCC takes the
# plugin's name (for -fplugin-arg-NAME-...) from it.
snapshot_plugin_flags () {
    local dir=$1 f so result=""
    shift
    rm -rf "$dir/plugin-snapshot"
    for f in "$@"; do
        case $f in
            -fplugin=/*.so)
                so=${f#-fplugin=}
                if [ -f "$so" ]; then
                    mkdir -p "$dir/plugin-snapshot"
                    cp "$so" "$dir/plugin-snapshot/"
                    f="-fplugin=$dir/plugin-snapshot/$(basename "$so")"
                fi ;;
        esac
        result="$result${result:+ }$f"
    done
    printf '%s\n' "$result"
}

# probe_plugin_flags CC FLAGS
# Fails early and clearly (returns 1 after printing the compiler's output)
# when CC cannot build and run a small loop with FLAGS: otherwise every
# with-plugin result would be reported as a failure much later.
probe_plugin_flags () {
    local cc=$1 flags=$2 probe rc=0
    [ -n "${flags// /}" ] || return 0
    probe=$(mktemp -d)
    printf 'int main (void) { int a[8] = {0}; for (int i = 1; i < 8; i++) a[i] = a[i-1] + i; return a[7] != 28; }\n' > "$probe/p.c"
    # shellcheck disable=SC2086
    if ! "$cc" $flags -O2 "$probe/p.c" -o "$probe/p" > "$probe/log" 2>&1 || ! "$probe/p"; then
        cat "$probe/log" >&2
        rc=1
    fi
    rm -rf "$probe"
    return $rc
}

# The flag sets every driver uses, defined once.
# Every qprop pass, for a compiler that loads the plugin.
QPROP_PASSES_ALL="-fplugin-arg-qprop-passes=all"
# An offload build for nvptx: Debian's offload compiler with CUDA 13's
# ptxas needs an architecture it still supports (docs/design.md), and
# offloaded code that calls libm needs it linked there too.
QPROP_OFFLOAD_FLAGS="-foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80 -foffload-options=nvptx-none=-lm"
