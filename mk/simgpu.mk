# mk/simgpu.mk -- simgpu, a simulated NVIDIA GPU that runs the PTX of GCC 12
# nvptx offload binaries (benchmarks/simgpu: simgpu.h, core/*.cc the
# simulator, plugin/*.cc the libgomp side), packaged as a look-alike of
# libgomp's nvptx offload plugin.
#
# Included by the top-level Makefile, which defines CXX.  Not part of `all`.
#
#   make simgpu              build build/simgpu/libgomp-plugin-nvptx.so.1
#   make simgpu SIMGPU_STUB=1   the same with plugin/device-stub.cc in place
#                            of the simulator core (launches then fail with
#                            "no simulator core"); also chosen automatically
#                            while benchmarks/simgpu/core/ has no .cc files
#
# libgomp dlopens "libgomp-plugin-nvptx.so.1" by bare name, so an unchanged
# offload binary runs its kernels on the simulator with
#
#   LD_LIBRARY_PATH=build/simgpu ./a.out
#
# (SIMGPU_REPORT=file.json, SIMGPU_VERBOSE=1, SIMGPU_SMS=N, SIMGPU_THREADS=N:
# see benchmarks/simgpu/plugin/gomp-plugin.cc and report.cc).  Like the real
# plugin the library leaves the GOMP_PLUGIN_* functions it calls undefined;
# they bind to the libgomp already loaded in the process when it is
# dlopened, so nothing of libgomp is linked here (and no -z defs).
#
# Objects go to build/simgpu/obj (with -MMD dependency files); the list of
# sources is kept in build/simgpu/sources so that switching between the stub
# and the core relinks.  SIMGPU_RUN_MAIN (the core's standalone main) is not
# defined here.

SIMGPU_DIR := benchmarks/simgpu
SIMGPU_BUILD := build/simgpu
SIMGPU_LIB := $(SIMGPU_BUILD)/libgomp-plugin-nvptx.so.1
SIMGPU_CXXFLAGS := -std=gnu++17 -O2 -g -fPIC -pthread -Wall -Wextra \
  -Wno-unused-parameter -I $(SIMGPU_DIR)

SIMGPU_CORE_SRCS := $(sort $(wildcard $(SIMGPU_DIR)/core/*.cc))
SIMGPU_PLUGIN_SRCS := $(sort $(filter-out %/device-stub.cc,\
  $(wildcard $(SIMGPU_DIR)/plugin/*.cc)))
ifeq ($(strip $(SIMGPU_CORE_SRCS)),)
SIMGPU_STUB := 1
endif
ifeq ($(SIMGPU_STUB),1)
SIMGPU_SRCS := $(SIMGPU_PLUGIN_SRCS) $(SIMGPU_DIR)/plugin/device-stub.cc
SIMGPU_DEFS := -DSIMGPU_STUB_CORE
else
SIMGPU_SRCS := $(SIMGPU_CORE_SRCS) $(SIMGPU_PLUGIN_SRCS)
SIMGPU_DEFS :=
endif
SIMGPU_OBJS := $(SIMGPU_SRCS:$(SIMGPU_DIR)/%.cc=$(SIMGPU_BUILD)/obj/%.o)

.PHONY: simgpu simgpu-sources-force
simgpu: $(SIMGPU_LIB)

# Rewritten only when the source list changes.
$(SIMGPU_BUILD)/sources: simgpu-sources-force
	@mkdir -p $(@D)
	@echo '$(SIMGPU_SRCS) $(SIMGPU_DEFS)' | cmp -s - $@ 2>/dev/null \
	  || echo '$(SIMGPU_SRCS) $(SIMGPU_DEFS)' > $@

$(SIMGPU_BUILD)/obj/%.o: $(SIMGPU_DIR)/%.cc mk/simgpu.mk
	@mkdir -p $(@D)
	$(CXX) $(SIMGPU_CXXFLAGS) $(SIMGPU_DEFS) -MMD -MP -c $< -o $@

# Undefined symbols other than libgomp's GOMP_PLUGIN_* (and the C/C++
# runtime's) mean an incomplete core: fail rather than leave a library that
# dies when libgomp dlopens it.
$(SIMGPU_LIB): $(SIMGPU_OBJS) $(SIMGPU_BUILD)/sources
	$(CXX) -shared -pthread -Wl,-soname,libgomp-plugin-nvptx.so.1 \
	  -o $@.tmp $(SIMGPU_OBJS)
	@if nm -D --undefined-only $@.tmp | c++filt | grep 'simgpu::'; then \
	  echo "simgpu: the symbols above are undefined (core incomplete?" \
	    "try SIMGPU_STUB=1)" >&2; rm -f $@.tmp; exit 1; fi
	mv -f $@.tmp $@

-include $(SIMGPU_OBJS:.o=.d)

.PHONY: simgpu-clean
simgpu-clean:
	rm -rf $(SIMGPU_BUILD)

# simgpu-run: the simulator core on its own, for PTX files given on the
# command line (benchmarks/simgpu/core/simgpu-run.cc; the instruction tests
# of benchmarks/simgpu/tests use it).
SIMGPU_RUN := $(SIMGPU_BUILD)/simgpu-run
.PHONY: simgpu-run check-simgpu
simgpu-run: $(SIMGPU_RUN)
$(SIMGPU_RUN): $(SIMGPU_CORE_SRCS) $(wildcard $(SIMGPU_DIR)/core/*.h) \
		$(SIMGPU_DIR)/simgpu.h mk/simgpu.mk
	@mkdir -p $(@D)
	$(CXX) $(filter-out -fPIC,$(SIMGPU_CXXFLAGS)) -DSIMGPU_RUN_MAIN \
	  $(SIMGPU_CORE_SRCS) -o $@

# The Device API test (core/tests/api-test.cc), built against the core.
SIMGPU_API_TEST := $(SIMGPU_BUILD)/api-test
$(SIMGPU_API_TEST): $(SIMGPU_CORE_SRCS) $(SIMGPU_DIR)/core/tests/api-test.cc \
		$(wildcard $(SIMGPU_DIR)/core/*.h) $(SIMGPU_DIR)/simgpu.h mk/simgpu.mk
	@mkdir -p $(@D)
	$(CXX) $(filter-out -fPIC,$(SIMGPU_CXXFLAGS)) $(SIMGPU_CORE_SRCS) \
	  $(SIMGPU_DIR)/core/tests/api-test.cc -o $@
.PHONY: simgpu-api-test
simgpu-api-test: $(SIMGPU_API_TEST)

# The API test, the instruction tests and the offload benchmarks on simgpu;
# ends with "simgpu: N passed, M failed" (scripts/check-simgpu.sh).
check-simgpu: simgpu simgpu-run simgpu-api-test
	@scripts/check-simgpu.sh

# The offload benchmarks and the SIMT passes' offload tests built with qprop
# and run on simgpu; ends with "simt-run: N passed, M failed"
# (scripts/check-simt-run.sh).
.PHONY: check-simt-run
check-simt-run: nvptx-plugin simgpu
	@scripts/check-simt-run.sh
