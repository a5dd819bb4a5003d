/* qprop-stats runs in the nvptx accelerator lto1 on the outlined body of an
   OpenMP target region (main._omp_fn.0), and in cc1 on the host code and on
   the host fallback copy of the region.  The program runs on the GPU where
   there is one, else on the host fallback.

   main._omp_fn.0 in the accelerator compiler after pre (add
   -foffload-options=nvptx-none=-fdump-tree-pre to see it):
     bb 2: _5 = *.omp_data_i->a; goto bb 4;         load 1
     bb 4: loop header: (*_5)[i] = i; i = i + 1;
           if (i != 64) goto bb 5; else goto bb 3;  store 1, branch 1
     bb 5: (latch)
     bb 3: return;
   4 blocks, 1 loop, 1 load, 1 store, 1 branch.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-qprop-dump=qprop-stats" } */
/* { dg-additional-options "-foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-stats,qprop-div" } */

int
main (void)
{
  int a[64];
#pragma omp target map(from: a)
  for (int i = 0; i < 64; i++)
    a[i] = i;
  for (int i = 0; i < 64; i++)
    if (a[i] != i)
      __builtin_abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times "(?n)^qprop-stats: main\\._omp_fn\\.0: blocks=4 loops=1 loads=1 stores=1 branches=1\$" 1 "qprop-stats" } } */
/* Only the region is offloaded: main itself is host code.  */
/* { dg-final { scan-offload-tree-dump-not "(?n)^qprop-stats: main: " "qprop-stats" } } */
/* { dg-final { scan-tree-dump "(?n)^qprop-stats: main: blocks=" "qprop-stats" } } */
/* { dg-final { scan-tree-dump "(?n)^qprop-stats: main\\._omp_fn\\.0: blocks=" "qprop-stats" } } */
/* qprop-div, in the compile that built the program, finds the region
   outside every SIMT region (no simd or parallel construct: one thread
   runs the loop) and every value uniform.  */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-div: main\._omp_fn\.0: no SIMT region \(function-names=[0-9]+, all uniform\)$} "qprop-div" } } */
