#!/bin/bash
# Unpack GCC 12's own testsuite (gcc/testsuite: lib/*.exp, gcc.c-torture, ...)
# from the gcc-12-source package into the build tree, once.
#
#   scripts/unpack-gcc-testsuite.sh [DEST]
#
# DEST defaults to build/gcc-testsuite under the repository root.  The result
# is DEST/gcc/testsuite plus DEST/STAMP, which holds the version of the
# gcc-12-source package it came from.  When STAMP already matches the installed
# package, nothing is done, so callers can run this before every use.  The
# script prints the path of the unpacked gcc/testsuite directory on stdout.
#
# Several scripts may call it at the same time (the DejaGnu run and the
# torture check): a lock file serialises them, and the tree is unpacked into a
# temporary directory and moved into place before STAMP is written, so a
# half-unpacked tree is never taken for a finished one.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dest=${1:-$root/build/gcc-testsuite}
tarball=${GCC_SOURCE_TARBALL:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}

if ! version=$(dpkg-query -W -f='${Version}' gcc-12-source 2>/dev/null) \
   || [ -z "$version" ] || [ ! -f "$tarball" ]; then
  echo "unpack-gcc-testsuite: needs the gcc-12-source package ($tarball);" \
       "install it with: apt-get install gcc-12-source" >&2
  exit 1
fi

mkdir -p "$dest"
exec 9>"$dest/.lock"
flock 9

if [ -f "$dest/STAMP" ] && [ "$(cat "$dest/STAMP")" = "$version" ] \
   && [ -d "$dest/gcc/testsuite/lib" ]; then
  echo "$dest/gcc/testsuite"
  exit 0
fi

# The tarball's top directory is gcc-12.2.0/ (not gcc-12.2.0-dfsg/); read it
# from the first entry instead of assuming it.
top=$( (tar -tJf "$tarball" 2>/dev/null || true) | head -n 1)
top=${top%%/*}
member=$top/gcc/testsuite
echo "unpack-gcc-testsuite: unpacking $member from $tarball" >&2
rm -f "$dest/STAMP"
tmp=$(mktemp -d "$dest/.unpack.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
tar -C "$tmp" -xJf "$tarball" "$member"
rm -rf "$dest/gcc"
mv "$tmp/$top/gcc" "$dest/gcc"
printf '%s' "$version" > "$dest/STAMP"
echo "$dest/gcc/testsuite"
