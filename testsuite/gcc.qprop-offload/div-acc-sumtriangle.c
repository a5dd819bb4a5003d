/* sumTriangle from Sampaio et al. 2013, Fig. 1, as an OpenACC gang vector
   loop over tid.  The inner loop "for (i = tid; i < L; i += c)" with
   L = (tid + 1) * c runs tid + 1 iterations, a different count in each
   lane: its guard and exit are divergent (i is 1*T + u, L is c*T + c).  d is
   the same in every lane still in the loop, so d and "if (d % 2)" are
   uniform inside the loop; after the loop d is divergent.

   The inner loop is a plain C loop, not "#pragma acc loop seq" (see
   div-acc-avgsquare.c: OpenACC's loop lowering would rewrite it around a
   0-based counter).

   sum_triangle._omp_fn.0 in the accelerator compiler after pre (add
   -foffload-options=nvptx-none=-fdump-tree-pre to see it):
     bb 2:  c_14, nt_16, _17 (m), _19 (v): uniform
            _27 = .UNIQUE (OACC_FORK, 0, 2);
     bb 3:  _93 = .GOACC_DIM_SIZE (0); _94 = .GOACC_DIM_POS (0);  uniform
            _95 = .GOACC_DIM_POS (2);                       the lane T
            _32 = _83 + _95;    first tid of this lane      affine 1*T + u
            _33 = MIN_EXPR <nt_16, _90>;                    uniform
            if (_32 < _33) goto bb 4; else goto bb 12;      divergent
     bb 4:  vector loop header: # _2 = PHI <_32(3), _51(5)> tid: affine 1*T + u
            if (_2 < c_14) goto bb 6; else goto bb 5;       DIVERGENT (tid < c)
     bb 5:  _51 = _2 + 32;
            if (_33 > _51) goto bb 4; else goto bb 12;      divergent exit
     bb 6:  _35 = _2 + 1;                                   affine 1*T + 1
            L_36 = c_14 * _35;       L: c_14*T + c_14 (affine with a uniform,
                                     non-constant factor) or divergent
            if (_2 < L_36) goto bb 8; else goto bb 7;       DIVERGENT (guard of
                                                            the i loop)
     bb 8:  i loop header: # d_87 = PHI <d_49(9), 0(6)>     d: UNIFORM
                           # sum_89 = PHI <sum_4(9), 0.0(6)>   divergent
                           # i_92 = PHI <i_50(9), _2(6)>    i: affine 1*T + u
            _18 = d_87 & 1;  (d % 2)                        uniform
            if (_18 != 0) goto bb 11; else goto bb 9;       UNIFORM (d % 2)
     bb 11: _47 = *_46;  (m[i])  sum_48 = _47 + sum_89;     divergent
            goto bb 9;
     bb 9:  # sum_4 = PHI <sum_89(8), sum_48(11)>           divergent
            d_49 = d_87 + 1;                                uniform in the loop
            i_50 = c_14 + i_92;                             affine 1*T + u
            if (L_36 > i_50) goto bb 8; else goto bb 10;    DIVERGENT exit
     bb 10: the loop's exit block, no LCSSA phi at this point:
            _3 = (float) d_49;       d used after the loop: DIVERGENT, though
                                     d_49 is uniform inside the loop
            _80 = _3 + sum_4;                               divergent
            goto bb 7;
     bb 7:  # d_88 = PHI <d_49(10), 0(6)>                   d after: divergent
            # sum_86 = PHI <sum_4(10), 0.0(6)>              divergent
            # prephitmp_97 = PHI <_80(10), 0.0(6)>  (sum + d)  divergent
            *_41 = prephitmp_97;  (v[tid] = sum + d)
            goto bb 5;
     bb 12: .UNIQUE (OACC_JOIN, _27, 2);  bb 13: return;
   Uniform branch: bb 8 only.  Divergent: bb 3, bb 4, bb 5, bb 6, bb 9.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-div" } */

#include <stdlib.h>

#define NT 256
#define C 12

static void __attribute__ ((noinline))
sum_triangle (float *restrict v, const float *restrict m, int nt, int c,
	      int mlen)
{
#pragma acc parallel loop gang vector copyin(m[0:mlen]) copy(v[0:nt])
  for (int tid = 0; tid < nt; tid++)
    {
      if (tid < c)
	{
	  int d = 0;
	  float sum = 0;
	  int L = (tid + 1) * c;
	  for (int i = tid; i < L; i += c)
	    {
	      if (d % 2)
		sum += m[i];
	      d += 1;
	    }
	  v[tid] = sum + d;
	}
    }
}

int
main (void)
{
  static float m[C * C], v[NT], e[NT];
  for (int i = 0; i < C * C; i++)
    m[i] = (float) ((i * 7) % 11);
  for (int t = 0; t < NT; t++)
    v[t] = e[t] = -1.0f;
  sum_triangle (v, m, NT, C, C * C);
  for (int tid = 0; tid < NT; tid++)
    if (tid < C)
      {
	int d = 0;
	float sum = 0;
	int L = (tid + 1) * C;
	for (int i = tid; i < L; i += C)
	  {
	    if (d % 2)
	      sum += m[i];
	    d += 1;
	  }
	e[tid] = sum + d;
      }
  for (int t = 0; t < NT; t++)
    if (v[t] != e[t])
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 70\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 75\): divergent$} 2 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 77\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)value d_[0-9]+: uniform$} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)value d_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-div: sum_triangle\._omp_fn\.0: mode=affine .* branches=6 divergent-branches=5 loops=2 divergent-loops=2 } "qprop-div" } } */
