/* Divergence analysis on an OpenACC gang vector loop: two branches that
   depend on the vector lane.  "if (b[i] & 1)" tests data loaded at an index
   that depends on the lane, "if (i & 1)" tests the lane-dependent index
   itself; both are divergent.  The arms store to different arrays (a, c), so
   GCC cannot merge them into a select: real GIMPLE_CONDs remain at pre.

   lane_if._omp_fn.0 in the accelerator compiler after pre (add
   -foffload-options=nvptx-none=-fdump-tree-pre to see it):
     bb 2:  n_11 = *_10; _12 (b), _13 (a), _14 (c) = pointers loaded from
            .omp_data_i: all uniform; _22 = .UNIQUE (OACC_FORK, 0, 2);
     bb 3:  _90 = .GOACC_DIM_SIZE (0); _91 = .GOACC_DIM_POS (0);  uniform
            _92 = .GOACC_DIM_POS (2);                       the lane T
            _27 = _80 + _92;    first i of this lane: affine 1*T + uniform
            _28 = MIN_EXPR <n_11, _87>;                     uniform
            if (_27 < _28) goto bb 12; else goto bb 14;     divergent
     bb 4:  loop header: # _2 = PHI <_27(12), _45(13)>      i: affine 1*T + u
            _29 = (long unsigned int) _2; _30 = _29 * 4; _31 = _12 + _30;
            _32 = *_31;                                     b[i]: divergent
            _33 = _32 & 1;                                  divergent
            if (_33 != 0) goto bb 9; else goto bb 8;        DIVERGENT (b[i] & 1)
     bb 9:  *_37 = _38;  (a[i] = b[i] * 3)      goto bb 5
     bb 8:  *_34 = _35;  (c[i] = b[i] - 7)      goto bb 5
     bb 5:  _40 = _2 & 1;                                   divergent
            if (_40 != 0) goto bb 7; else goto bb 15;       DIVERGENT (i & 1)
     bb 7:  *_41 = _43;  (a[i] += 5)            goto bb 6
     bb 6:  _45 = _2 + 32;                                  affine 1*T + u
            if (_28 > _45) goto bb 13; else goto bb 14;     divergent loop exit
     bb 13: goto bb 4;  (latch)
     bb 14 -> bb 10: .UNIQUE (OACC_JOIN, _22, 2);  bb 11: return;
   No uniform branch is expected in this function.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-div" } */

#include <stdlib.h>

#define N 1000

static void __attribute__ ((noinline))
lane_if (int *restrict a, int *restrict c, const int *restrict b, int n)
{
#pragma acc parallel loop gang vector copyin(b[0:n]) copy(a[0:n], c[0:n])
  for (int i = 0; i < n; i++)
    {
      if (b[i] & 1)
	a[i] = b[i] * 3;
      else
	c[i] = b[i] - 7;
      if (i & 1)
	a[i] += 5;
    }
}

int
main (void)
{
  int a[N], c[N], b[N];
  for (int i = 0; i < N; i++)
    {
      b[i] = (i * 7) ^ (i >> 2);
      a[i] = c[i] = -1;
    }
  lane_if (a, c, b, N);
  for (int i = 0; i < N; i++)
    {
      int ea = -1, ec = -1;
      if (b[i] & 1)
	ea = b[i] * 3;
      else
	ec = b[i] - 7;
      if (i & 1)
	ea += 5;
      if (a[i] != ea || c[i] != ec)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 46\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 50\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)value _[0-9]+: affine 1\*T \+ 0$} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-div: lane_if\._omp_fn\.0: mode=affine .* branches=4 divergent-branches=4 } "qprop-div" } } */
