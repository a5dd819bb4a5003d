/* qprop-remat's per-warp shared-memory slots (remat-slots=on), the
   values that must not get one.  In the lane loop below:
   - s is uniform but redefined in every step of the t loop, and between
     its definition and its use (h += s) lies a branch on the lane's own
     data (h & 1) around the high-pressure rounds: lanes of a warp may
     take different paths there, so a lane could store the next step's s
     before another lane has read this one (left alone: a divergent
     branch lies between its definition and a use);
   - g = h * 7 + i depends on the lane's data: not uniform, whatever its
     live range (left alone: not uniform).
   The run checks every output against the host; check-simt-run.sh runs
   it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-slots=on" } */

#include <stdlib.h>

#define N 300
#define TAB 64

static int a[N], b[TAB], c[TAB], d[TAB], o[N], ro[N];

#define ROUND(h, t, b, c, d) \
  ((h) * 2654435761u + (unsigned) (b)[((h) + (t)) & (TAB - 1)] \
   + ((unsigned) (c)[((h) >> 3) & (TAB - 1)] << 1) + (unsigned) (d)[t])

#define BODY(OUT)							\
  for (int i = 0; i < n; i++)						\
    {									\
      unsigned s = (unsigned) k, h = (unsigned) a[i];			\
      unsigned g = h * 7u + (unsigned) i;				\
      for (int t = 0; t < m; t++)					\
	{								\
	  s = s * 2654435761u + (unsigned) t;				\
	  if (h & 1)							\
	    {								\
	      unsigned h1 = h ^ 0x55u, h2 = h + 3u, h3 = h * 5u;	\
	      for (int r = 0; r < 8; r++)				\
		{							\
		  h = ROUND (h, r, b, c, d);				\
		  h1 = ROUND (h1, r, c, b, d);				\
		  h2 = ROUND (h2 ^ h, r, b, d, c);			\
		  h3 = ROUND (h3 + h1, r, d, c, b);			\
		}							\
	      h ^= h1 + h2 + h3;					\
	    }								\
	  h = (h >> 1) + s;						\
	}								\
      for (int r = 0; r < 16; r++)					\
	h = ROUND (h, r, b, c, d);					\
      OUT[i] = (int) (h + g);						\
    }

static void __attribute__ ((noinline))
kern (const int *a, const int *b, const int *c, const int *d, int *o,
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
  kern (a, b, c, d, o, 7, 6, N);
  reference (7, 6, N);
  for (int i = 0; i < N; i++)
    if (o[i] != ro[i])
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): s_[0-9]+ = .*\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): slot left alone: a divergent branch lies between its definition and a use$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): g_[0-9]+ = .*\nqprop-remat:     not uniform, live across bb [0-9]+ \(peak [0-9]+\): slot left alone: not uniform \(qprop-div\)$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: warp-slots peak=[0-9]+->[0-9]+ slot_candidates=[0-9]+ slots=0 } "qprop-remat" } } */
