/* The filter of sr-acc-ssrqp.c and sr-omp-ssrqp.c (nbfilter's inner
   loop, benchmarks/offload/nbfilter.h, on a small signal), which include
   this file after defining CHUNK_LOOP as the _Pragma that offloads the
   lane loop in their model and DATA as the data region around it.

   Lane t filters the 16 cells of its chunk; in[i - 2] and in[i + 2] are
   read only where in[i - 1] and in[i + 1] passed a test on the lane's
   data.  in and out are restrict: the offloaded function keeps no
   restrict, and qprop-version gives the lane loop a checked copy in
   which the stores to out cannot touch in.  The run compares every
   output with a sequential reference.  */

#include <stdlib.h>

#define CHUNK 16
#define NT 96
#define NP (NT * CHUNK + 4)
#define TH 40

#define FILTER(i)						\
  int c = in[i], s = 8 * c, w = 8;				\
  int a = in[(i) - 1];						\
  if (a - c <= TH && c - a <= TH)				\
    {								\
      s += 4 * a, w += 4;					\
      int b = in[(i) - 2];					\
      if (b - c <= TH && c - b <= TH)				\
	s += 2 * b, w += 2;					\
    }								\
  a = in[(i) + 1];						\
  if (a - c <= TH && c - a <= TH)				\
    {								\
      s += 4 * a, w += 4;					\
      int b = in[(i) + 2];					\
      if (b - c <= TH && c - b <= TH)				\
	s += 2 * b, w += 2;					\
    }

static void __attribute__ ((noinline))
filter (const int *restrict in, int *restrict out)
{
  CHUNK_LOOP
  for (int t = 0; t < NT; t++)
    for (int k = 0; k < CHUNK; k++)
      {
	int i = 2 + t * CHUNK + k;
	FILTER (i)
	out[i] = (s + w / 2) / w;
      }
}

static int
reference (const int *in, int i)
{
  FILTER (i)
  return (s + w / 2) / w;
}

static int x[NP], y[NP];

int
main (void)
{
  unsigned r = 4711;
  int level = 1000;
  for (int i = 0; i < NP; i++)
    {
      r = r * 1664525u + 1013904223u;
      if ((r >> 27) == 0)
	level = 64 + (int) ((r >> 8) % 3968u);
      x[i] = level + (int) ((r >> 12) % 97u) - 48;
      y[i] = -1;
    }
  DATA
  filter (x, y);
  for (int i = 2; i < NP - 2; i++)
    if (y[i] != reference (x, i))
      abort ();
  return 0;
}
