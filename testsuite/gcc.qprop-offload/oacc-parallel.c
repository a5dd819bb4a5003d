/* qprop-stats runs in the nvptx accelerator lto1 on the outlined body of an
   OpenACC parallel loop (main._omp_fn.0), and in cc1 on the host code.  The
   program runs on the GPU where there is one, else on the host fallback.

   main._omp_fn.0 in the accelerator compiler after pre (add
   -foffload-options=nvptx-none=-fdump-tree-pre to see it):
     bb 2: _14 = .UNIQUE (OACC_FORK, 0, 2);
     bb 3: the gang/vector partition bounds, from .GOACC_DIM_SIZE (0),
           .GOACC_DIM_POS (0) and .GOACC_DIM_POS (2) (internal calls: not
           loads); if (_19 < _20) goto bb 7; else goto bb 9;     branch 1
     bb 7: _22 = *.omp_data_i->a;                                load 1
     bb 4: loop header: (*_22)[_2] = _2; _24 = _2 + 32;
           if (_20 > _24) goto bb 8; else goto bb 9;       store 1, branch 2
     bb 8: goto bb 4;  (latch)
     bb 9: (empty)
     bb 5: .UNIQUE (OACC_JOIN, _14, 2);  (a call without a result: not a store)
     bb 6: return;
   8 blocks, 1 loop, 1 load, 1 store, 2 branches.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -fplugin-arg-qprop-dump=qprop-stats" } */
/* { dg-additional-options "-foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-stats,qprop-div" } */

int
main (void)
{
  int a[64];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 64; i++)
    a[i] = i;
  for (int i = 0; i < 64; i++)
    if (a[i] != i)
      __builtin_abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times "(?n)^qprop-stats: main\\._omp_fn\\.0: blocks=8 loops=1 loads=1 stores=1 branches=2\$" 1 "qprop-stats" } } */
/* { dg-final { scan-offload-tree-dump-not "(?n)^qprop-stats: main: " "qprop-stats" } } */
/* { dg-final { scan-tree-dump "(?n)^qprop-stats: main: blocks=" "qprop-stats" } } */
/* qprop-div, in the compile that built the program, finds the vector lane
   (.GOACC_DIM_POS (2): 1*T), the loop over i divergent (its exit depends on
   the lane) and the store to a[i] affine, 4 bytes apart from lane to lane.  */
/* { dg-final { scan-offload-tree-dump {(?n)value _[0-9]+: affine 1\*T \+ 0$} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)loop [0-9]+ \(header bb [0-9]+\): divergent } "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)store bb [0-9]+ \(line 31\): address affine stride 4$} "qprop-div" } } */
