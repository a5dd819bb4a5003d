/* qprop-remat's per-warp shared-memory slots (remat-slots=on) for 64-bit
   values: a double and a long long carried by a uniform loop (not
   recomputable), live across the hash rounds and used after them, each
   get a slot of 8-byte elements (ld.shared.b64 / st.shared.b64).  The
   run checks every output against the host; check-simt-run.sh runs it
   on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-slots=on" } */

#include <stdlib.h>

#define N 300
#define TAB 64

static int a[N], b[TAB], c[TAB], d[TAB];
static double o[N], ro[N];

#define ROUND(h, t, b, c, d) \
  ((h) * 2654435761u + (unsigned) (b)[((h) + (t)) & (TAB - 1)] \
   + ((unsigned) (c)[((h) >> 3) & (TAB - 1)] << 1) + (unsigned) (d)[t])

#define BODY(OUT)							\
  for (int i = 0; i < n; i++)						\
    {									\
      double x = (double) k;						\
      long long y = k;							\
      for (int t = 0; t < m; t++)					\
	{								\
	  x = x * 1.5 + (double) t;					\
	  y = y * 3 + t;						\
	}								\
      unsigned h0 = (unsigned) a[i], h1 = h0 ^ (unsigned) i;		\
      unsigned h2 = h0 * 7u + 1u, h3 = h1 * 13u + 5u;			\
      for (int t = 0; t < 16; t++)					\
	{								\
	  h0 = ROUND (h0, t, b, c, d);					\
	  h1 = ROUND (h1, t, c, b, d);					\
	  h2 = ROUND (h2 ^ h0, t, b, d, c);				\
	  h3 = ROUND (h3 + h1, t, d, c, b);				\
	}								\
      OUT[i] = (double) ((h0 ^ h1) + (h2 ^ h3)) + x + (double) y;	\
    }

static void __attribute__ ((noinline))
kern (const int *a, const int *b, const int *c, const int *d, double *o,
      int k, int m, int n)
{
#pragma acc parallel loop gang vector vector_length(32) copyin(a[0:n], b[0:TAB], c[0:TAB], d[0:TAB]) copyout(o[0:n])
  BODY (o)
}

static void
reference (int k, int m, int n)
{
  BODY (ro)
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
  kern (a, b, c, d, o, 7, 9, N);
  reference (7, 9, N);
  for (int i = 0; i < N; i++)
    if (o[i] != ro[i])
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): x_[0-9]+ = .*\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): warp slot __qprop_warp_slot\$[0-9]+\[1\] \(8 bytes\), loaded in bb [0-9]+$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): y_[0-9]+ = .*\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): warp slot __qprop_warp_slot\$[0-9]+\[1\] \(8 bytes\), loaded in bb [0-9]+$} "qprop-remat" } } */
