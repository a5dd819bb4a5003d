# mk/nvptx.mk -- the second copy of the plugin, for the nvptx-none offload
# compiler (/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none/lto1, package
# gcc-12-offload-nvptx).
#
# Included by the top-level Makefile, which defines PLUGIN_SRCS (plugin/*.cc
# and plugin/*/*.cc), PLUGIN_CXXFLAGS (no GCC include directory in it) and
# optionally PLUGIN_HDRS.
#
# The accelerator lto1 is a different GCC configuration from the host gcc
# (target nvptx-none, other configure arguments, other machine mode numbers:
# E_SImode is 17 in the x86 headers but 6 here), so the x86 plugin headers
# cannot be used: a plugin built with them fails the version check or, worse,
# misreads modes.  scripts/build-nvptx-headers.sh regenerates matching headers
# from /usr/src/gcc-12 once per package version and caches them under
# build/nvptx-headers/VERSION (about 7 MB; the one-off build takes 1-2
# minutes and about 0.5-1 GB of temporary disk next to the cache).
#
# The plugin is still x86_64 code (lto1 itself runs on the host), so it is
# compiled with the host C++ compiler, only against the nvptx headers.
#
# ACCEL_COMPILER: no -D is needed.  GCC's configure defines ACCEL_COMPILER 1
# in auto-host.h for an --enable-as-accelerator-for build, and gcc/Makefile.in
# passes no extra -D for lto1 objects; the generated auto-host.h is installed
# with the headers and reaches every plugin through config.h (gcc-plugin.h).
# Of the installed headers only distro-defaults.h and config/nvptx/offload.h
# test it, and they see the same value the real lto1 saw.  Plugin code may
# itself use "#ifdef ACCEL_COMPILER" (after including gcc-plugin.h) to tell
# the offload copy apart from the host copy.
#
# The output keeps the base name qprop.so: GCC takes the plugin name for
# -fplugin-arg-NAME-KEY from the file name up to the first '-'.

NVPTX_PKG_VERSION := $(shell dpkg-query -W -f='$${Version}' gcc-12-offload-nvptx 2>/dev/null)
NVPTX_HEADERS := build/nvptx-headers/$(NVPTX_PKG_VERSION)
NVPTX_PLUGIN := build/nvptx-none/qprop.so
NVPTX_OBJDIR := build/nvptx-none/obj
NVPTX_OBJS := $(PLUGIN_SRCS:plugin/%.cc=$(NVPTX_OBJDIR)/%.o)
# Must be a compiler for the host (x86_64), like the one building the host
# copy; never an nvptx compiler.
NVPTX_CXX ?= $(CXX)

.PHONY: nvptx-plugin nvptx-headers
nvptx-plugin: $(NVPTX_PLUGIN)
nvptx-headers: $(NVPTX_HEADERS)/STAMP

# No prerequisites on purpose: the directory name carries the package
# version, so an upgrade of gcc-12-offload-nvptx selects a new, missing
# STAMP; and the script is a no-op while the stamp is current, so depending
# on the script would only cause needless rebuilds of every object.
$(NVPTX_HEADERS)/STAMP:
	$(if $(NVPTX_PKG_VERSION),,$(error gcc-12-offload-nvptx is not installed; run scripts/install-deps.sh or apt-get install gcc-12-offload-nvptx))
	@scripts/build-nvptx-headers.sh $(NVPTX_HEADERS)

$(NVPTX_OBJDIR)/%.o: plugin/%.cc $(PLUGIN_HDRS) $(NVPTX_HEADERS)/STAMP
	@mkdir -p $(@D)
	$(NVPTX_CXX) $(PLUGIN_CXXFLAGS) -I$(NVPTX_HEADERS)/include -c $< -o $@

$(NVPTX_PLUGIN): $(NVPTX_OBJS)
	@mkdir -p $(@D)
	$(NVPTX_CXX) -shared -o $@ $(NVPTX_OBJS)
