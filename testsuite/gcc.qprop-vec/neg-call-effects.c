/* Calls with side effects and no simd clone keep the loop scalar, with
   the reason in the dump: printf under a lane-varying branch, a function
   that stores to a global in a block every lane runs, and sqrtf under
   the default -fmath-errno (it may set errno, so it is not const).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include <math.h>
#include <stdio.h>

int counter;

__attribute__ ((noipa)) int
bump (int x)
{
  counter += x;
  return x;
}

void
print_some (int *out, const int *a, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = a[i];
      if (v > 10)
	v = printf ("%d\n", v);
      out[i] = v;
    }
}

void
count_all (int *out, const int *a, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = a[i];
      if (v > 10)
	v = v * 3;
      out[i] = bump (v);
    }
}

void
roots (float *out, const float *a, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = a[i];
      if (v > 1.0f)
	v = sqrtf (v);
      out[i] = v;
    }
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a call with side effects under a mask and no usable inbranch simd clone$} 2 "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a call with side effects and no usable simd clone$} 1 "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {vectorized VF=} "qprop-vectorize" } } */
