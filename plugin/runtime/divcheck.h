/* plugin/runtime/divcheck.h -- the runtime ABI of -fplugin-arg-qprop-div-check.

   With div-check the plugin instruments every `omp simd' loop it treats as a
   SIMT region on the host ("host SIMT mode") with calls to the functions
   below, built by name (the plugin never includes this header; it is the
   reference for the names and types, and for C tests and users).  The
   implementation is plugin/runtime/divcheck.c, built by `make divcheck'
   (mk/divcheck.mk) into build/host/qprop-divcheck.o, which the user links
   into the instrumented program in any position:

     gcc -fopenmp-simd -fplugin=qprop -fplugin-arg-qprop-div-check ... \
         prog.c build/host/qprop-divcheck.o

   The model.  Each iteration of the simd loop is a lane: lane T is the
   iteration number k, counted from 0 at each entry to the loop.  A chunk of
   W consecutive iterations k = chunk*W .. chunk*W+W-1 models one warp; its
   lane numbers are k % W.  The runtime checks the analysis' claims within a
   chunk:

     - a branch it calls uniform goes the same way in every lane of a chunk
       at the same dynamic instance;
     - an integer or pointer value it calls uniform (COEF == 0) or affine
       (COEF != 0) satisfies VALUE_k - VALUE_k0 == COEF * (k - k0) modulo
       2^PREC for any two lanes k0, k of a chunk at the same dynamic
       instance.

   A dynamic instance is identified by (LOC, SITE, EPOCH, chunk, CTX): the
   site, the entry to the simd loop, the chunk, and a hash of the iteration
   counters of the loops inside the simd loop that enclose the site.  The
   first lane of a chunk to reach an instance is recorded; every later lane
   of that chunk reaching the same instance is compared with it.  Records
   live in a fixed-size direct-mapped table per thread; a collision
   overwrites the older record, which loses a check but never raises a false
   alarm.  A second observation by the same lane (k == k0) is not compared.

   A violation prints one line to stderr and calls abort():

     qprop div-check: LOC: branch analysed as uniform diverges: lane K0 went
       taken and lane K went not taken (iterations I0 and I, chunk width W)
     qprop div-check: LOC: value analysed as uniform breaks its form: lane K0
       has V0, lane K has V (iterations I0 and I, chunk width W)
     qprop div-check: LOC: value analysed as 4*T + a breaks its form: ...

   (each one line; K0, K are lane numbers, I0, I iteration numbers, V0, V the
   values as signed 64-bit decimals).

   Environment:
     QPROP_DIVCHECK_WIDTH    the chunk width W, a decimal 1..4096 (default
                             32); read once, at the first call.  Anything
                             else prints "qprop div-check:
                             QPROP_DIVCHECK_WIDTH='<val>' is not a lane count
                             (1..4096)" and aborts.
     QPROP_DIVCHECK_VERBOSE  when non-empty and not "0" (read at exit), the
                             program prints at exit:
                             "qprop div-check: N branch checks, M value
                             checks, P lane comparisons, 0 violations"
                             with the totals over all threads.

   Every function is thread-safe (OpenMP `parallel for simd' calls them from
   several threads; each thread has its own table and epoch counter) and
   allocates nothing in the hot path (one table per thread, allocated at its
   first call and freed when the thread exits).  */

#ifndef QPROP_DIVCHECK_H
#define QPROP_DIVCHECK_H

#ifdef __cplusplus
extern "C" {
#endif

/* Called once each time control enters an instrumented simd loop (in its
   preheader).  Returns a fresh epoch number, never 0, unique within the
   calling thread (thread-local counter).  */
unsigned long __qprop_divcheck_enter (void);

/* A branch the analysis calls uniform was executed.
   LOC: "file:line:col" string literal of the branch (pointer is stable; it
        is part of the key, compared by address).
   SITE: index of the site within its translation unit.
   EPOCH: value returned by __qprop_divcheck_enter for the current entry to
          the simd loop.
   ITER: the simd loop's iteration number k (lane T = k % W, chunk = k / W).
   CTX: a 64-bit hash of the iteration counters of the loops nested inside
        the simd loop that enclose the branch (0 when none); two executions
        with equal CTX are the same dynamic instance for lock-step lanes.
   TAKEN: 0 or 1, the direction (any non-zero value counts as 1).  */
void __qprop_divcheck_branch (const char *loc, unsigned site,
			      unsigned long epoch, unsigned long iter,
			      unsigned long ctx, int taken);

/* A value the analysis calls uniform (COEF == 0) or affine (COEF != 0)
   was computed: VALUE, sign- or zero-extended to 64 bits from its type of
   PREC bits (1..64; anything else is taken as 64), must satisfy, for any
   two lanes k0, k of the same chunk with the same (loc, site, epoch, ctx):
     (VALUE_k - VALUE_k0) == COEF * (k - k0)   modulo 2^PREC.  */
void __qprop_divcheck_value (const char *loc, unsigned site,
			     unsigned long epoch, unsigned long iter,
			     unsigned long ctx, long value, long coef,
			     int prec);

#ifdef __cplusplus
}
#endif

#endif /* QPROP_DIVCHECK_H */
