/* qprop-remat across calls (remat-calls=on), OpenMP, negative: the
   mapped pointers and the trip count are loaded before
   omp_is_initial_device and used after it, but on their way to the loop
   that uses them lies a block that calls step ().  One copy right after
   omp_is_initial_device (remat-omp-calls-preheader.c) would be live
   across that call, so each is recomputed next to its uses, after the
   branch ("recomputed in bb N", no "one copy, after the call").  The run
   checks every element against the values the host computes.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#include <omp.h>

#define N 1024

int a[N], b[N], c[N];

#pragma omp declare target
__attribute__ ((noinline)) int
step (int x)
{
  return x * 3 + 1;
}
#pragma omp end declare target

__attribute__ ((noipa)) void
run (int n)
{
  int on_host = -1;
#pragma omp target map(tofrom: on_host, c[0:n]) map(to: a[0:n], b[0:n])
  {
    on_host = omp_is_initial_device ();
    int scale = 2;
    if (n > 300)
      scale = step (n);
    for (int j = 0; j < n; j++)
      c[j] = scale * (a[j] + b[j]);
  }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = i;
      b[i] = 7 - i % 5;
      c[i] = -1;
    }
  for (int n = 256; n <= N; n += 256)
    {
      run (n);
      int scale = n > 300 ? n * 3 + 1 : 2;
      for (int i = 0; i < n; i++)
	if (c[i] != scale * (a[i] + b[i]))
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to omp_is_initial_device\): recomputed in bb [0-9]+ \(1 statements\)$} 3 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {one copy, after the call} "qprop-remat" } } */
