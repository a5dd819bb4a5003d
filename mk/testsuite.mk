# mk/testsuite.mk -- the DejaGnu testsuite (testsuite/, docs/testing.md).
#
# Included by the top-level Makefile, which defines PLUGIN (plugin/qprop.so);
# mk/nvptx.mk defines the phony nvptx-plugin target, which builds
# build/nvptx-none/qprop.so for the offload tests (gcc.qprop-offload).
#
#   make check-dg                                   the whole testsuite
#   make check-dg RUNTESTFLAGS='c.exp=counts.c'     one test
#   make check-dg RUNTESTFLAGS='cxx.exp fortran.exp'  some drivers
#   make check-dg CHECK_DG_NVPTX=                   skip building the nvptx
#                                                   plugin (offload tests are
#                                                   then UNSUPPORTED)
#
# scripts/run-testsuite.sh unpacks GCC's testsuite library once into
# build/gcc-testsuite, copies testsuite/ next to it into build/testsuite/,
# runs runtest there and ends with "dejagnu: N passed, M failed".

CHECK_DG_NVPTX ?= nvptx-plugin
# Passed through the environment, so its own quoting survives
# (RUNTESTFLAGS='c.exp="counts.c stats.c"').
export RUNTESTFLAGS

.PHONY: check-dg
check-dg: $(PLUGIN) $(CHECK_DG_NVPTX) divcheck
	scripts/run-testsuite.sh
