#!/usr/bin/env bash
# build-nvptx-headers.sh OUTDIR
#
# Produce GCC plugin headers that match Debian 12's nvptx-none accelerator
# compiler (/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none/lto1 from the
# gcc-12-offload-nvptx package).  A plugin compiled against them passes the
# strict plugin_default_version_check inside that lto1, and sees the same
# machine mode numbers, option indices and tree codes as the running compiler.
#
# The recipe (see docs/design.md, "Plugin headers that match the nvptx
# accelerator compiler") re-creates Debian's source tree for that package
# from /usr/src/gcc-12 (package gcc-12-source), configures it with exactly
# the same path and arguments, generates only the headers that
# install-plugin needs, and installs them.
#
# Result:  OUTDIR/include/...   the plugin headers (same layout as
#                               $(gcc -print-file-name=plugin)/include)
#          OUTDIR/STAMP         the gcc-12-offload-nvptx package version
# If OUTDIR/STAMP already names the installed version, nothing is done.
#
# Work happens in a scratch directory next to OUTDIR (or under $TMPDIR or
# /tmp if that parent is not writable); it needs about 1 GB and is always
# removed.  The result is assembled in OUTDIR.tmp and renamed into place
# last, so an interrupted run never leaves a usable-looking half result.

set -euo pipefail

PKG=gcc-12-offload-nvptx
SRCPKG_DIR=/usr/src/gcc-12
GCC_TARBALL=gcc-12.2.0-dfsg.tar.xz
GM2_TARBALL=gm2-20220506.tar.xz

# Debian's patch series for amd64/bookworm, in order (the value that
# debian/rules.patch computes for this build).
DEBIAN_PATCHES="
gcc-gfdl-build gcc-textdomain gcc-distro-specs gcc-driver-extra-langs
gcc-hash-style-gnu libstdc++-pic libstdc++-doclink libstdc++-man-3cxx
libstdc++-test-installed alpha-no-ev4-directive note-gnu-stack
libgomp-omp_h-multilib libgo-testsuite libgo-cleanfiles
gcc-target-include-asm libgo-revert-timeout-exp libgo-setcontext-config
gcc-auto-build libitm-no-fortify-source sparc64-biarch-long-double-128
pr66368 pr67590 libffi-race-condition cuda-float128
t-libunwind-elf-Wl-z-defs gcc-force-cross-layout
gcc-search-prefixed-as-ld kfreebsd-decimal-float pr87808 pr94253
gcc-arm-disable-guality-tests musl-ssp pr79724-revert pr104290-followup
arc-stddef libstdc++-hurd pr107475 pr93371 gm2 gm2-info-no-headers
gm2-texinfo ada-gcc-name ada-verbose ada-link-lib ada-gnattools-cross
ada-lib-info-source-date-epoch ada-perl-shebang gdc-texinfo alpha-ieee
sys-auxv-header gdc-dynamic-link-phobos
ia64-disable-selective-scheduling libstdc++-pythondir
gcc-verbose-lto-link ada-armel-libatomic ada-kfreebsd gcc-ice-dump
gcc-ice-apport skip-bootstrap-multilib libffi-ro-eh_frame_sect
gcc-multiarch config-ml g++-multiarch-incdir canonical-cpppath
gcc-multilib-multiarch gcc-as-needed gcc-as-needed-gold
libgomp-kfreebsd-testsuite go-testsuite CVE-2023-4039
"

# Source directories we never need for the headers.  Leaving them out makes
# no difference to the output.  Nothing else may go: every language
# directory (ada and m2 included) feeds options.h, all-tree.def, etc.
SKIP_DIRS="gcc/testsuite libstdc++-v3 libgo libphobos"

# Must match the configuration string stored in the real lto1, byte for
# byte (it is compared by plugin_default_version_check).  The relative
# path is part of it, hence the src-nvptx / build-nvptx directory names.
CONFIGURE_ARGS=(
  --prefix=/usr --libexecdir=/usr/lib --with-gcc-major-version-only
  --disable-bootstrap --disable-sjlj-exceptions --enable-newlib-io-long-long
  --target=nvptx-none --enable-as-accelerator-for=x86_64-linux-gnu
  --enable-languages=c,c++,fortran,lto --enable-checking=release
  --with-system-zlib --without-isl --program-prefix=nvptx-none-
  --program-suffix=-12
)

# Headers that nvptx.h pulls in but install-plugin does not install.
EXTRA_NVPTX_HEADERS="nvptx-opts.h nvptx-sm.def nvptx-gen.h nvptx-modes.def"

prog=${0##*/}
die() { echo "$prog: error: $*" >&2; exit 1; }
say() { echo "$prog: $*"; }

[ $# -eq 1 ] && [ -n "$1" ] || { echo "usage: $prog OUTDIR" >&2; exit 2; }

version=$(dpkg-query -W -f='${Version}' "$PKG" 2>/dev/null) || version=
[ -n "$version" ] || die "package $PKG is not installed (apt-get install $PKG)"

outdir=$1
case $outdir in /*) ;; *) outdir=$PWD/$outdir ;; esac
outdir=${outdir%/}

stamp_ok() {
  [ -f "$outdir/STAMP" ] && [ -f "$outdir/include/gcc-plugin.h" ] &&
    [ "$(cat "$outdir/STAMP")" = "$version" ]
}

stamp_ok && exit 0

parent=$(dirname "$outdir")
mkdir -p "$parent" || die "cannot create $parent"

# One builder at a time per OUTDIR; a second caller waits, then finds the
# stamp and returns.
exec 9>"$outdir.lock"
flock 9
stamp_ok && exit 0

# --- prerequisites --------------------------------------------------------
missing=
for cmd in tar xz patch filterdiff autoconf2.69 autom4te2.69 make gcc g++ \
           m4 perl awk; do
  command -v "$cmd" >/dev/null 2>&1 || missing="$missing $cmd"
done
for h in gmp.h mpfr.h mpc.h zlib.h zstd.h; do
  echo "#include <$h>" | gcc -E -x c - >/dev/null 2>&1 || missing="$missing <$h>"
done
for f in "$GCC_TARBALL" "$GM2_TARBALL"; do
  [ -f "$SRCPKG_DIR/$f" ] || missing="$missing $SRCPKG_DIR/$f"
done
for p in $DEBIAN_PATCHES; do
  [ -f "$SRCPKG_DIR/debian/patches/$p.diff" ] || missing="$missing $p.diff"
done
[ -z "$missing" ] || die "missing build prerequisites:$missing
  (packages: gcc-12-source libgmp-dev libmpfr-dev libmpc-dev zlib1g-dev
   libzstd-dev patchutils autoconf2.69 patch m4)"

# --- scratch space --------------------------------------------------------
# Next to OUTDIR, the scratch name is tied to OUTDIR, so that (holding the
# lock) leftovers of a run that was killed outright can be removed safely.
scratch_base=".$(basename "$outdir").build"
if [ -w "$parent" ]; then
  scratch_dir=$parent
  rm -rf "$scratch_dir/$scratch_base".??????
else
  scratch_dir=${TMPDIR:-/tmp}
fi
work=$(mktemp -d "$scratch_dir/$scratch_base.XXXXXX")
staging=$outdir.tmp
cleanup() {
  rc=$?
  rm -rf "$work"
  [ $rc -eq 0 ] || rm -rf "$staging"
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP
rm -rf "$staging"

src=$work/src-nvptx
bld=$work/build-nvptx
dest=$work/destdir
logs=$work/logs
mkdir -p "$logs"
jobs=$(nproc 2>/dev/null || echo 2)

# run_step NAME CMD...: run CMD with all output in a log; on failure show
# the tail of that log and stop.
run_step() {
  local name=$1; shift
  local log=$logs/$name.log
  local rc
  say "$name"
  # A subshell outside any 'if' keeps 'set -e' in force inside the step
  # and keeps its 'cd' to itself.
  set +e
  ( set -e; "$@" ) >"$log" 2>&1
  rc=$?
  set -e
  if [ $rc -ne 0 ]; then
    echo "$prog: step '$name' failed; last 40 lines of its log:" >&2
    tail -n 40 "$log" >&2
    die "building nvptx plugin headers for $PKG $version failed at step '$name'"
  fi
}

# --- 1. sources -----------------------------------------------------------
unpack_sources() {
  local excludes=() d
  for d in $SKIP_DIRS; do excludes+=("--exclude=gcc-12.2.0/$d"); done
  mkdir -p "$src"
  tar -xJf "$SRCPKG_DIR/$GCC_TARBALL" -C "$src" --strip-components=1 \
      "${excludes[@]}"
  # Modula-2 front end lives in a separate tarball; Debian merges its gcc/
  # and libgm2/ trees into the source tree before patching.
  mkdir -p "$work/gm2"
  tar -xJf "$SRCPKG_DIR/$GM2_TARBALL" -C "$work/gm2" --strip-components=1 \
      --exclude=gm2/gcc/testsuite
  cp -a "$work/gm2/gcc" "$work/gm2/libgm2" "$src/"
  rm -rf "$work/gm2"
}
run_step "unpacking gcc-12 and gm2 sources" unpack_sources

# --- 2. Debian patches ----------------------------------------------------
apply_patches() {
  local p n=0 filt=() d
  # Debian's patches name files as a/src/..., so strip two components.
  for d in $SKIP_DIRS; do filt+=(-x "$d/*"); done
  for p in $DEBIAN_PATCHES; do
    n=$((n + 1))
    echo "== [$n] $p"
    filterdiff -p2 "${filt[@]}" "$SRCPKG_DIR/debian/patches/$p.diff" \
      >"$work/cur.diff"
    if ! grep -q '^@@ ' "$work/cur.diff"; then
      echo "(touches only left-out directories)"
      continue
    fi
    patch -d "$src" -p2 -E --forward --batch --no-backup-if-mismatch \
      <"$work/cur.diff"
  done
  [ "$n" -eq 70 ] || { echo "expected 70 patches, applied $n"; return 1; }
}
run_step "applying the 70 Debian patches" apply_patches

regen_configure() {
  local d
  for d in . gcc libdecnumber; do
    echo "== autoconf2.69 in $d"
    (cd "$src/$d" && rm -f configure &&
       AUTOM4TE=/usr/bin/autom4te2.69 autoconf2.69)
  done
}
run_step "regenerating configure scripts (autoconf2.69)" regen_configure

# --- 3. tree layout like Debian's nvptx build -----------------------------
prepare_tree() {
  # Debian builds with newlib beside the compiler, which makes the top-level
  # configure pass --with-newlib down to gcc/configure.  A stub is enough.
  mkdir -p "$src/newlib"
  printf '#!/bin/sh\nexit 0\n' >"$src/newlib/configure"
  chmod +x "$src/newlib/configure"
  # Normally written by debian/rules.patch.
  cat >"$src/gcc/distro-defaults.h" <<'EOF'
/* distro specific configuration injected by the distro build.  */

#ifndef ACCEL_COMPILER
#define DIST_DEFAULT_FORMAT_SECURITY 1
#endif
EOF
}
run_step "preparing the src-nvptx tree" prepare_tree

# --- 4. configure ---------------------------------------------------------
do_configure() {
  mkdir -p "$bld"
  cd "$bld"
  ../src-nvptx/configure "${CONFIGURE_ARGS[@]}"
  make -j"$jobs" configure-gcc all-build-libiberty
}
run_step "configuring (target nvptx-none, accelerator for x86_64)" do_configure

# --- 5. generated headers -------------------------------------------------
gen_headers() {
  cd "$bld/gcc"
  cat >qprop-headers.mk <<'EOF'
include Makefile
qprop-plugin-headers: $(filter-out %.cc %.c,$(generated_files)) s-gtype \
  s-header-vars plugin-version.h configargs.h bversion.h
EOF
  make -j"$jobs" -f qprop-headers.mk qprop-plugin-headers
}
run_step "generating headers" gen_headers

# --- 6. install -----------------------------------------------------------
install_headers() {
  local inc f
  make -C "$bld/gcc" -o install-gengtype install-plugin DESTDIR="$dest"
  inc=$(find "$dest" -path '*/plugin/include/gcc-plugin.h' -print -quit)
  [ -n "$inc" ] || { echo "install-plugin installed no gcc-plugin.h"; return 1; }
  inc=${inc%/gcc-plugin.h}
  mkdir -p "$staging"
  cp -a "$inc" "$staging/include"
  for f in $EXTRA_NVPTX_HEADERS; do
    install -m 644 "$src/gcc/config/nvptx/$f" "$staging/include/config/nvptx/$f"
  done
  # Sanity: this must be the accelerator configuration.
  grep -q 'define ACCEL_COMPILER 1' "$staging/include/auto-host.h"
  grep -q 'target=nvptx-none' "$staging/include/configargs.h"
  printf '%s\n' "$version" >"$staging/STAMP"
}
run_step "installing plugin headers" install_headers

# --- 7. publish -----------------------------------------------------------
if [ -e "$outdir" ]; then
  rm -rf "$outdir.old"
  mv "$outdir" "$outdir.old"
fi
mv "$staging" "$outdir"
rm -rf "$outdir.old"
say "nvptx plugin headers for $PKG $version are in $outdir/include"
