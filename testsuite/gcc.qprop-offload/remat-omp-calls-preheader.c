/* qprop-remat across calls (remat-calls=on), OpenMP: a "target" region
   run by one thread (no SIMT region) calls omp_is_initial_device, then
   walks three mapped arrays in a loop.  The arrays' pointers and the
   trip count are loaded from the argument block before the call and
   used only after it.  Each is loaded again once, right after the call
   ("one copy, after the call"), not in the loop's preheader: there GCC
   folds the load into the conversion that starts the induction
   variable, and RTL's PRE then finds the end pointer's `base + 4'
   partially redundant with the variable's increment, which costs the
   loop an instruction per iteration and ptxas's unrolling (SOLLVE's
   test_target_data_if, 1.071x warp instructions on simgpu, where the
   copies went into the preheader).  RTL PRE must insert nothing on an
   edge (it put `base + 4' on the loop's back edge).  The run checks every element.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fdump-rtl-pre" } */

#include <omp.h>

#define N 1024

int a[N], b[N], c[N];

__attribute__ ((noipa)) int
run (int n)
{
  int on_host = -1;
#pragma omp target map(tofrom: on_host, c[0:n]) map(to: a[0:n], b[0:n])
  {
    on_host = omp_is_initial_device ();
    int scale = on_host ? 2 : 3;
    for (int j = 0; j < n; j++)
      c[j] = scale * (a[j] + b[j]);
  }
  return on_host;
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
      int scale = run (n) ? 2 : 3;
      for (int i = 0; i < N; i++)
	if (c[i] != (i < n ? scale * (a[i] + b[i]) : i < 256 ? 0 : c[i]))
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): _[0-9]+ = \*\.omp_data_i_[0-9]+\(D\)\.[^;]*;\nqprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to omp_is_initial_device\): recomputed in bb [0-9]+ \(1 statements\)\nqprop-remat:     one copy, after the call: no other call and no high-pressure block on its way to the uses$} 3 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {recomputed in bb [0-9]+ bb} "qprop-remat" } } */
/* { dg-final { scan-offload-rtl-dump-not {PRE: edge} "pre" } } */
