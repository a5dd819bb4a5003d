/* qprop-sr in SIMT code (host SIMT mode) under SSRQP: nbfilter's inner
   loop (benchmarks/offload/nbfilter.h), each lane filtering a chunk of
   16 elements with neighbours in[i-2] .. in[i+2], the outer two read
   only when the inner ones passed a test on the lane's data.

   in[i-2] comes from the previous iterations once the first iteration
   is peeled off; in[i+2], on a divergent arm, is hoisted above its
   tests once the last iteration is peeled off, and then in[i+1], in[i]
   and in[i-1] can be the values it loaded in the iterations before (on
   the host, x86's registers limit how many are carried: the rest are
   dropped and reported; in the nvptx compiler all are carried).

   The output is s * 32 + w rather than nbfilter's rounded quotient: on
   the host an integer division may trap, and would end the paths that
   show the next iteration reads in[i+2] (in the nvptx compiler it does
   not: PTX's division does not trap).

   The run compares every output with a scalar reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fno-tree-loop-vectorize -fplugin-arg-qprop-dump=qprop-sr" } */

#include <stdlib.h>
#define CHUNK 16
#define NT 64
#define NP (NT * CHUNK + 4)
#define TH 40
int in[NP], out[NP];

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

__attribute__((noipa)) void
kernel (void)
{
#pragma omp simd
  for (int t = 0; t < NT; t++)
    for (int k = 0; k < CHUNK; k++)
      {
	int i = 2 + t * CHUNK + k;
	FILTER (i)
	out[i] = s * 32 + w;
      }
}

__attribute__((noipa)) static int
ref_one (int i)
{
  FILTER (i)
  return s * 32 + w;
}

int
main (void)
{
  unsigned x = 12345;
  int level = 1000;
  for (int i = 0; i < NP; i++)
    {
      x = x * 1664525u + 1013904223u;
      if ((x >> 28) == 0)
	level = (int) (x >> 16) % 4000;
      in[i] = level + (int) ((x >> 8) % 97) - 48;
    }
  kernel ();
  for (int t = 0; t < NT; t++)
    for (int k = 0; k < CHUNK; k++)
      {
	int i = 2 + t * CHUNK + k;
	if (out[i] != ref_one (i))
	  abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=1 last-peeled=1$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: first iteration peeled} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: its count starts one lower$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: bb [0-9]+: to be hoisted to bb [0-9]+ once loop [0-9]+'s last iteration is peeled off \(read by the next iteration, or the peeled last one\): b_[0-9]+ = in\[_[0-9]+\];$} "qprop-sr" } } */
