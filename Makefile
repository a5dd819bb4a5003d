# qprop: a GCC 12 plugin.  See README.md for the two commands that matter,
# `make demo` and `make check`; docs/ has the rest.

# Install (as root) or name (otherwise) the Debian packages qprop needs,
# before anything below asks gcc or dpkg about them.  Quiet when all are
# there.
ifneq ($(filter-out clean help uninstall,$(or $(MAKECMDGOALS),all)),)
ifneq ($(shell scripts/install-deps.sh >&2 && echo ok),ok)
$(error qprop: the packages above are needed first)
endif
endif

CC      ?= gcc
CXX     ?= g++
ifeq ($(origin CC),default)
CC := gcc
endif
ifeq ($(origin CXX),default)
CXX := g++
endif

VERSION := 0.1.0
# Where GCC looks for -fplugin=NAME, and the headers a plugin for it needs.
GCC_PLUGIN_DIR := $(shell $(CC) -print-file-name=plugin)
# The accelerator compiler searches its own plugin directory.
NVPTX_PLUGIN_DIR := $(GCC_PLUGIN_DIR)/../accel/nvptx-none/plugin

PLUGIN := plugin/qprop.so
PLUGIN_SRCS := $(sort $(wildcard plugin/*.cc plugin/*/*.cc))
PLUGIN_HDRS := $(sort $(wildcard plugin/*.h plugin/*/*.h plugin/*/*.def))
PLUGIN_CXXFLAGS := -std=gnu++17 -fPIC -fno-rtti -O2 -g -Wall -Wextra \
  -Wno-unused-parameter -Iplugin -DQPROP_VERSION='"$(VERSION)"'
HOST_OBJDIR := build/host/obj
HOST_OBJS := $(PLUGIN_SRCS:plugin/%.cc=$(HOST_OBJDIR)/%.o)

.PHONY: all deps install uninstall check check-dg demo clean help
.DEFAULT_GOAL := all

# The plugin, and the runtime that -fplugin-arg-qprop-div-check programs
# link (mk/divcheck.mk).
all: $(PLUGIN) divcheck

help:
	@echo "make            build plugin/qprop.so for the host compiler"
	@echo "make demo       build, compile bundled kernels with and without qprop, show the effect"
	@echo "make check      run the DejaGnu tests and quick torture and fuzz checks"
	@echo "make install    install both plugin copies so -fplugin=qprop works by name"
	@echo "make nvptx-plugin  build build/nvptx-none/qprop.so for the nvptx offload compiler"
	@echo "make divcheck   build build/host/qprop-divcheck.o, the runtime of -fplugin-arg-qprop-div-check"
	@echo "make simgpu     build build/simgpu/libgomp-plugin-nvptx.so.1, the simulated GPU (docs/simgpu.md)"
	@echo "make check-torture / check-fuzz   the full torture and Csmith runs"

deps:
	@scripts/install-deps.sh

$(HOST_OBJDIR)/%.o: plugin/%.cc $(PLUGIN_HDRS) Makefile
	@mkdir -p $(@D)
	$(CXX) $(PLUGIN_CXXFLAGS) -I$(GCC_PLUGIN_DIR)/include -c $< -o $@

$(PLUGIN): $(HOST_OBJS)
	$(CXX) -shared -o $@ $^

install: $(PLUGIN) nvptx-plugin divcheck
	install -d $(DESTDIR)$(GCC_PLUGIN_DIR) $(DESTDIR)$(NVPTX_PLUGIN_DIR)
	install -m 644 $(PLUGIN) $(DESTDIR)$(GCC_PLUGIN_DIR)/qprop.so
	install -m 644 $(NVPTX_PLUGIN) $(DESTDIR)$(NVPTX_PLUGIN_DIR)/qprop.so
	install -m 644 build/host/qprop-divcheck.o $(DESTDIR)$(GCC_PLUGIN_DIR)/qprop-divcheck.o

uninstall:
	rm -f $(DESTDIR)$(GCC_PLUGIN_DIR)/qprop.so $(DESTDIR)$(NVPTX_PLUGIN_DIR)/qprop.so \
	  $(DESTDIR)$(GCC_PLUGIN_DIR)/qprop-divcheck.o

include $(sort $(wildcard mk/*.mk))

clean:
	rm -rf build/host build/nvptx-none build/demo build/testsuite build/simgpu $(PLUGIN)

demo: $(PLUGIN) divcheck nvptx-plugin simgpu
	@scripts/demo.sh

# The DejaGnu testsuite, quick torture and quick Csmith runs; ends with
# "qprop: N passed, N failed".
check: $(PLUGIN) nvptx-plugin divcheck simgpu simgpu-run simgpu-api-test
	@scripts/check.sh
