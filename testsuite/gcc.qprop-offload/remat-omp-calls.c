/* qprop-remat across calls (remat-calls=on, the default), OpenMP: the
   target region's own function (kern._omp_fn.0) has no SIMT region; it
   calls GOMP_parallel twice.  Values defined before the first call and
   used after it only in the second call's block are recomputed there:
   - n, the pointer p and a's pointer (converted), loaded from the
     argument block (and cfg's pointer, for the load of cfg[1] after
     the call in the call's own block), which is `const struct .omp_data_t & restrict', so
     that nothing, calls included, may write it while the function runs;
   - m = k * 5 + 3, from k, which stays live.
   The negative cases: k is loaded from the user's array cfg, which
   GOMP_parallel may write (left alone); z = k2 * 9 + 2 needs k2, which
   is not live where z is used and cannot be loaded again (left alone);
   w = n * 7 + 1 would take more than remat-depth statements.  The run
   checks every output against the host (on simgpu too:
   scripts/check-simt-run.sh runs the remat-*.c tests).  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#include <stdlib.h>

#define N 300

static int a[N], o[N], p[N], ro[N], rp[N];
static int cfg[2] = { 13, -4 };

static void __attribute__ ((noinline))
kern (const int *a, int *o, int *p, int *cfg, int n)
{
#pragma omp target map(to: a[0:n]) map(tofrom: cfg[0:2]) map(from: o[0:n], p[0:n])
  {
    int k = cfg[0];
    int m = k * 5 + 3;
    int w = n * 7 + 1;
    int k2 = cfg[1];
    int z = k2 * 9 + 2;
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      o[i] = a[i] * k + m + w + z;
    if (cfg[1] < 0)
      {
#pragma omp parallel for
	for (int i = 0; i < n; i++)
	  p[i] = a[i] * m + w + k - z;
      }
  }
}

int
main (void)
{
  unsigned r = 777;
  for (int i = 0; i < N; i++)
    a[i] = (int) ((r = r * 1664525u + 1013904223u) >> 8);
  kern (a, o, p, cfg, N);
  for (int i = 0; i < N; i++)
    {
      int k = cfg[0], m = k * 5 + 3, w = N * 7 + 1, z = cfg[1] * 9 + 2;
      ro[i] = a[i] * k + m + w + z;
      rp[i] = a[i] * m + w + k - z;
    }
  for (int i = 0; i < N; i++)
    if (o[i] != ro[i] || p[i] != rp[i])
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to __builtin_GOMP_parallel\): recomputed in bb [0-9]+ \([0-9]+ statements\)$} 5 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): k_[0-9]+ = MEM\[\(int \*\)_[0-9]+\];\nqprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to __builtin_GOMP_parallel\): left alone: the memory it reads may be written in the function$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): m_[0-9]+ = .*\nqprop-remat:     outside SIMT code, live across .*: recomputed in bb [0-9]+ \(2 statements\)$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): z_[0-9]+ = .*\nqprop-remat:     outside SIMT code, live across .*: left alone: an operand is not live at a use and cannot be recomputed$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): w_[0-9]+ = .*\nqprop-remat:     outside SIMT code, live across .*: left alone: an operand is not live at a use and would take more than remat-depth statements to compute$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: pressure=24 peak=15->12 candidates=8 affine=0 uniform=0 copies=5 statements=9 left=3 calls=5$} "qprop-remat" } } */
/* The parallel bodies (kern._omp_fn.1 and .2): n, loaded from their
   argument block (a restrict parameter that does not escape) before the
   calls to omp_get_num_threads and omp_get_thread_num, is loaded again
   after them.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): n_[0-9]+ = \*\.omp_data_i_[0-9]+\(D\)\.n;\nqprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to __builtin_omp_get_num_threads\): recomputed in bb [0-9]+ \(1 statements\)$} 2 "qprop-remat" } } */
