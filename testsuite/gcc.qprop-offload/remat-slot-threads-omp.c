/* qprop-remat's per-warp shared-memory slots (remat-slots=on), OpenMP,
   with a value that differs between warps: eight OpenMP threads of one
   team (eight warps of one block, %tid.y 0..7) each start the carried
   value s from their own thread number.  s is uniform within a warp,
   loop-carried (not recomputable) and live across the hash rounds, so it
   gets a slot of 32 elements; after the rounds s - (k + 1000 tn) 3^m
   must be 0 in every lane.  A slot shared by the warps (an index that is
   not the warp's) makes a warp read another thread's s and the run
   abort (checked by hand: with the index fixed at 0 this test aborts on
   simgpu).  check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-slots=on" } */

#include <stdlib.h>
#include <omp.h>
#define N 512
#define TAB 64
static int a[N], b[TAB], c[TAB], d[TAB], o[N], ro[N];
static unsigned p3[16];
#define ROUND(h, t, b, c, d) \
  ((h) * 2654435761u + (unsigned) (b)[((h) + (t)) & (TAB - 1)] \
   + ((unsigned) (c)[((h) >> 3) & (TAB - 1)] << 1) + (unsigned) (d)[t])
#define HASH(OUT, i)							\
  unsigned h0 = (unsigned) a[i], h1 = h0 ^ (unsigned) (i);		\
  unsigned h2 = h0 * 7u + 1u, h3 = h1 * 13u + 5u;			\
  for (int t = 0; t < 16; t++)						\
    {									\
      h0 = ROUND (h0, t, b, c, d);					\
      h1 = ROUND (h1, t, c, b, d);					\
      h2 = ROUND (h2 ^ h0, t, b, d, c);					\
      h3 = ROUND (h3 + h1, t, d, c, b);					\
    }
static void __attribute__ ((noinline))
kern (int k, int m, int n)
{
#pragma omp target teams num_teams(1) thread_limit(8) map(to: a, b, c, d, p3) map(from: o)
#pragma omp parallel num_threads(8)
  {
    unsigned tn = (unsigned) omp_get_thread_num ();
#pragma omp for simd schedule(static, 32)
    for (int i = 0; i < n; i++)
      {
	unsigned s = (unsigned) k + tn * 1000u;
	for (int t = 0; t < m; t++)
	  s = s * 3u;
	HASH (o, i)
	o[i] = (int) ((h0 ^ h1) + (h2 ^ h3) + (s - ((unsigned) k + tn * 1000u) * p3[m]));
      }
  }
}
int
main (void)
{
  unsigned r = 12345;
  for (int i = 0; i < N; i++)
    a[i] = (int) (r = r * 1664525u + 1013904223u);
  for (int i = 0; i < TAB; i++)
    {
      b[i] = (int) (r = r * 1664525u + 1013904223u);
      c[i] = (int) (r >> 7);
      d[i] = i * 7 - 3;
    }
  p3[0] = 1;
  for (int i = 1; i < 16; i++)
    p3[i] = p3[i - 1] * 3u;
  kern (7, 9, N);
  for (int i = 0; i < N; i++)
    {
      HASH (ro, i)
      if (o[i] != (int) ((h0 ^ h1) + (h2 ^ h3)))
	abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): s_[0-9]+ = PHI .*\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): warp slot __qprop_warp_slot\$[0-9]+\[32\] \(128 bytes\), loaded in bb [0-9]+$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.1: warp-slots peak=[0-9]+->[0-9]+ slot_candidates=[0-9]+ slots=1 } "qprop-remat" } } */
