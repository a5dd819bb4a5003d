#!/bin/bash
# Check that every run test shows, in its own compile, that the transform
# or analysis it is about ran and did its work (docs/testing.md, "Run tests
# prove their transform fired").  A run test that only compares results
# would still pass with the transform switched off, so each one must also
# scan the dump of the pass it is about, in the same file, with a positive
# scan:
#   scan-tree-dump, scan-tree-dump-times N (N > 0), scan-qprop-dump,
#   scan-qprop-dump-times N (N > 0), scan-ltrans-tree-dump[-times] or
#   scan-offload-tree-dump[-times]
# of that pass's dump ("qprop-sr", ...).  Whether the pattern shows the
# transform done (or, in a negative test, refused for the stated reason)
# is for the reviewer; this script finds the tests that scan nothing.
#
#   scripts/check-fired.sh        list the run tests without such a scan
#
# Which transform a run test is about follows from its name:
#   gcc.qprop/run-pre-*, run-sr-*, run-glia-*, run-version-*
#                           qprop-pre, qprop-sr, qprop-glia, qprop-version
#   gcc.qprop/run-* (others), g++.qprop/run-*, gfortran.qprop/run-*,
#   gcc.qprop-lto/run-*     any transform (name the one it is about); the
#                           whole-plugin robustness tests (run-arrays,
#                           run-control, run-classes, run-lto) hold code of
#                           a shape some transform takes and scan for it
#   gcc.qprop/splice-*, sr-*   qprop-splice, qprop-sr
#   gcc.qprop-div/host-flat-*, host-lin-*, host-reconverge*, host-simt-pre*,
#     host-pre-*, host-sr-*  qprop-flatten, qprop-linearize, qprop-reconverge,
#                           qprop-simt-pre, qprop-pre, qprop-sr
#   gcc.qprop-div/host-*, lie-*  (the others, built with div-check) div-check:
#                           a scan of qprop-div's "div-check:" line
#   gcc.qprop-offload/flat-*, lin-*, reconverge-*, pre-*, sr-*, version-*,
#     remat-*               the same passes in the accelerator compiler
#   gcc.qprop-vec/*         qprop-vectorize
#   gcc.qprop-offload/div-*, omp-target.c, oacc-parallel.c,
#     gfortran.qprop/div-*  the analysis tests, which run no transform of
#                           their own: qprop-div, with a scan that names a
#                           classification ("...: divergent", "uniform",
#                           "affine 1*T + 0", "all uniform"), not only the
#                           function's counters
# Exempt: gcc.qprop-div/runtime-* alone (div-check's runtime, no compile
# with the plugin).
#
# Ends with "fired: N passed, M failed"; exits non-zero when M > 0.
set -uo pipefail
cd "$(dirname "$0")/.."

transforms='qprop-vectorize|qprop-pre|qprop-sr|qprop-glia|qprop-version|qprop-splice|qprop-flatten|qprop-linearize|qprop-reconverge|qprop-simt-pre'

# The transform(s) a run test is about (an ERE over dump names), "div-check",
# "analysis", or "" when the test is exempt.
transform_of () {
  local f=$1 dir base
  dir=$(basename "$(dirname "$f")")
  base=$(basename "$f")
  case "$dir/$base" in
    gcc.qprop/run-pre-*) echo qprop-pre ;;
    gcc.qprop/run-sr-*) echo qprop-sr ;;
    gcc.qprop/run-glia-*) echo qprop-glia ;;
    gcc.qprop/run-version-*) echo qprop-version ;;
    gcc.qprop/run-*|g++.qprop/run-*|gfortran.qprop/run-*|gcc.qprop-lto/run-*)
      echo "$transforms" ;;
    gcc.qprop/splice-*) echo qprop-splice ;;
    gcc.qprop/sr-*) echo qprop-sr ;;
    gcc.qprop-div/runtime-*) echo "" ;;
    gcc.qprop-div/host-flat-*) echo qprop-flatten ;;
    gcc.qprop-div/host-lin-*) echo qprop-linearize ;;
    gcc.qprop-div/host-reconverge*) echo qprop-reconverge ;;
    gcc.qprop-div/host-simt-pre*) echo qprop-simt-pre ;;
    gcc.qprop-div/host-pre-*) echo qprop-pre ;;
    gcc.qprop-div/host-sr-*) echo qprop-sr ;;
    gcc.qprop-div/host-*|gcc.qprop-div/lie-*) echo div-check ;;
    gcc.qprop-offload/flat-*) echo qprop-flatten ;;
    gcc.qprop-offload/lin-*) echo qprop-linearize ;;
    gcc.qprop-offload/reconverge-*) echo qprop-reconverge ;;
    gcc.qprop-offload/pre-*) echo qprop-pre ;;
    gcc.qprop-offload/sr-*) echo qprop-sr ;;
    gcc.qprop-offload/version-*) echo qprop-version ;;
    gcc.qprop-offload/remat-*) echo qprop-remat ;;
    gcc.qprop-vec/*) echo qprop-vectorize ;;
    gcc.qprop-offload/div-*|gcc.qprop-offload/omp-target.c|gcc.qprop-offload/oacc-parallel.c|gfortran.qprop/div-*)
      echo analysis ;;
    *) echo "?" ;;
  esac
}

# The positive dump scans of FILE, one per line: "PASS<TAB>directive line".
positive_scans () {
  grep -E '\{ *dg-final *\{ *scan-(tree|qprop|ltrans-tree|offload-tree)-dump(-times)? ' "$1" |
    grep -Ev '\{ *scan-[a-z-]*-dump(-times)? +(\{[^}]*\}|"[^"]*") +0 +"' |
    while IFS= read -r line; do
      local pass
      pass=$(grep -oE '"qprop-[a-z-]+"' <<<"$line" | tail -n 1 | tr -d '"')
      printf '%s\t%s\n' "$pass" "$line"
    done
}

pass=0 fail=0
while IFS= read -r f; do
  grep -qE '\{ *dg-do +run' "$f" || continue
  want=$(transform_of "$f")
  if [ -z "$want" ]; then
    echo "exempt: $f"
    continue
  fi
  if [ "$want" = "?" ]; then
    echo "UNKNOWN: $f: a run test whose transform this script cannot tell from its name"
    fail=$((fail + 1))
    continue
  fi
  scans=$(positive_scans "$f")
  if [ "$want" = div-check ]; then
    found=$(grep -P '^qprop-div\t' <<<"$scans" | grep -c 'div-check:')
  elif [ "$want" = analysis ]; then
    # A classification word on its own: not part of a counter
    # ("divergent-branches=", "uniform=") or of "mode=affine".
    found=$(grep -P '^qprop-div\t' <<<"$scans" |
      grep -cE '(^|[^-=a-z])(divergent|uniform|affine)([^-=a-z]|$)')
  else
    found=$(grep -cE "^($want)"$'\t' <<<"$scans")
  fi
  if [ "$found" -gt 0 ]; then
    pass=$((pass + 1))
  else
    if [ "$want" = analysis ]; then
      echo "NO FIRED CHECK: $f (wants a positive scan of qprop-div naming a divergent, uniform or affine value, branch or loop)"
    else
      echo "NO FIRED CHECK: $f (wants a positive scan of: $want)"
    fi
    fail=$((fail + 1))
  fi
done < <(find testsuite -type f \( -name '*.c' -o -name '*.C' -o -name '*.f90' -o -name '*.F90' \) | sort)

echo "fired: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
