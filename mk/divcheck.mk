# mk/divcheck.mk -- the runtime of -fplugin-arg-qprop-div-check
# (plugin/runtime/divcheck.c; the contract is in plugin/runtime/divcheck.h).
#
# Included by the top-level Makefile, which defines CC.
#
#   make divcheck          build build/host/qprop-divcheck.o
#
# With div-check the plugin instruments host SIMT regions (omp simd loops)
# with calls to __qprop_divcheck_{enter,branch,value}; this object defines
# them and checks the divergence analysis' uniform/affine claims while the
# program runs, aborting on a violation.  It is a plain object, not an
# archive, so it can go anywhere on the link line:
#
#   gcc -fopenmp-simd -fplugin=qprop -fplugin-arg-qprop-div-check ... \
#       prog.c build/host/qprop-divcheck.o
#
# Other rules (the testsuite, check) depend on $(DIVCHECK_OBJ).  The runtime
# is plain C with only libc, compiled with the host C compiler, and has
# nothing to do with the GCC plugin headers.

DIVCHECK_OBJ := build/host/qprop-divcheck.o
DIVCHECK_SRC := plugin/runtime/divcheck.c
DIVCHECK_CFLAGS := -O2 -fPIC -Wall -Wextra

.PHONY: divcheck
divcheck: $(DIVCHECK_OBJ)

$(DIVCHECK_OBJ): $(DIVCHECK_SRC) plugin/runtime/divcheck.h mk/divcheck.mk
	@mkdir -p $(@D)
	$(CC) $(DIVCHECK_CFLAGS) -c $(DIVCHECK_SRC) -o $@
