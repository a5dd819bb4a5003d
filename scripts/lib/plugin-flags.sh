# The flag sets every test driver uses, defined once, and the shell's way
# into scripts/lib/difftest.py's plugin snapshot and probe (sourced, not
# run).  difftest.py reads the NAME="..." lines below for the Python
# drivers: keep each on one line, in double quotes.

# Every qprop pass, for a compiler that loads the plugin.
QPROP_PASSES_ALL="-fplugin-arg-qprop-passes=all"
# An offload build for nvptx: Debian's offload compiler with CUDA 13's
# ptxas needs an architecture it still supports (docs/design.md), and
# offloaded code that calls libm needs it linked there too.
QPROP_OFFLOAD_FLAGS="-foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80 -foffload-options=nvptx-none=-lm"

QPROP_DIFFTEST=${QPROP_DIFFTEST:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/difftest.py}

# snapshot_plugin_flags DIR FLAGS...
# Prints FLAGS with every -fplugin=/path/NAME.so replaced by a copy in
# DIR/plugin-snapshot, so that a rebuild of the plugin during a long run
# cannot change the compiler half-way.
snapshot_plugin_flags () {
    python3 "$QPROP_DIFFTEST" snapshot "$@"
}

# probe_plugin_flags CC FLAGS
# Fails early and clearly (returns 1 after printing the compiler's output)
# when CC cannot build and run a small loop with FLAGS: otherwise every
# with-plugin result would be reported as a failure much later.
probe_plugin_flags () {
    local cc=$1 flags=$2
    # shellcheck disable=SC2086
    python3 "$QPROP_DIFFTEST" probe "$cc" $flags
}
