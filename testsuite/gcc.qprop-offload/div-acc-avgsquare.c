/* avgSquare from Sampaio et al. 2013, Fig. 1, as an OpenACC gang vector
   loop over tid.  "if (tid < c)" is divergent.  Inside it, the loop
   "for (i = tid; i < N; i += c)" with N = tid + c*c compares two values
   that are both 1*T + uniform, so with the affine analysis its guard and
   its exit are uniform (every active lane runs c iterations) and d after the
   loop is uniform; a uniform/divergent-only analysis makes them divergent.

   The inner loop is a plain C loop, not "#pragma acc loop seq": inside a
   gang vector loop it already runs sequentially in each lane, whereas
   "acc loop seq" goes through GCC's OpenACC loop lowering, which rewrites
   it as i = tid + _10 with a counter _10 from 0 to c*c; its exit is then
   uniform even without the affine analysis.

   avg_square._omp_fn.0 in the accelerator compiler after pre (add
   -foffload-options=nvptx-none=-fdump-tree-pre to see it):
     bb 2:  c_13, nt_15, _16 (m), _17 (v): uniform
            _25 = .UNIQUE (OACC_FORK, 0, 2);
     bb 3:  _91 = .GOACC_DIM_SIZE (0); _92 = .GOACC_DIM_POS (0);  uniform
            _93 = .GOACC_DIM_POS (2);                       the lane T
            _30 = _81 + _93;    first tid of this lane      affine 1*T + u
            _31 = MIN_EXPR <nt_15, _88>;                    uniform
            if (_30 < _31) goto bb 4; else goto bb 11;      divergent
     bb 4:  _33 = (int) _3;  (c*c)                          uniform
     bb 5:  vector loop header: # _2 = PHI <_30(4), _49(6)> tid: affine 1*T + u
            if (_2 < c_13) goto bb 7; else goto bb 6;       DIVERGENT (tid < c)
     bb 6:  _49 = _2 + 32;
            if (_31 > _49) goto bb 5; else goto bb 11;      divergent exit
     bb 7:  N_34 = _2 + _33;                                N: affine 1*T + u
            if (_2 < N_34) goto bb 9; else goto bb 8;       UNIFORM with affine
                                                            (guard of the i loop)
     bb 9:  i loop: # d_86 = PHI <d_47(9), 0(7)>            d: uniform
                    # sum_90 = PHI <sum_46(9), 0.0(7)>      sum: divergent
                    # i_82 = PHI <i_48(9), _2(7)>           i: affine 1*T + u
            _45 = *_44;  (m[i])                             divergent
            sum_46 = _45 + sum_90;                          divergent
            d_47 = d_86 + 1;                                uniform
            i_48 = c_13 + i_82;                             affine 1*T + u
            if (N_34 > i_48) goto bb 9; else goto bb 10;    UNIFORM exit with
                                                            affine
     bb 10: _28 = (float) d_47;  (d used after the loop)    uniform with affine
            goto bb 8;
     bb 8:  # d_84 = PHI <d_47(10), 0(7)>                   uniform with affine
            # sum_83 = PHI <sum_46(10), 0.0(7)>             divergent
            # prephitmp_29 = PHI <_28(10), 0.0(7)>  ((float) d)  uniform w. affine
            _40 = sum_83 / prephitmp_29; *_39 = _40;  (v[tid] = sum / d)
            goto bb 6;
     bb 11: .UNIQUE (OACC_JOIN, _25, 2);  bb 12: return;
   Without the affine lattice, i_82, N_34 and so the branches of bb 7 and
   bb 9, d_84, _28 and prephitmp_29 would all be divergent.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-div" } */

#include <stdlib.h>

#define NT 256
#define C 12

static void __attribute__ ((noinline))
avg_square (float *restrict v, const float *restrict m, int nt, int c,
	    int mlen)
{
#pragma acc parallel loop gang vector copyin(m[0:mlen]) copy(v[0:nt])
  for (int tid = 0; tid < nt; tid++)
    {
      if (tid < c)
	{
	  int d = 0;
	  float sum = 0;
	  int N = tid + c * c;
	  for (int i = tid; i < N; i += c)
	    {
	      sum += m[i];
	      d += 1;
	    }
	  v[tid] = sum / d;
	}
    }
}

int
main (void)
{
  static float m[C * C + C], v[NT], e[NT];
  for (int i = 0; i < C * C + C; i++)
    m[i] = (float) ((i * 7) % 11);
  for (int t = 0; t < NT; t++)
    v[t] = e[t] = -1.0f;
  avg_square (v, m, NT, C, C * C + C);
  for (int tid = 0; tid < NT; tid++)
    if (tid < C)
      {
	int d = 0;
	float sum = 0;
	int N = tid + C * C;
	for (int i = tid; i < N; i += C)
	  {
	    sum += m[i];
	    d += 1;
	  }
	e[tid] = sum / d;
      }
  for (int t = 0; t < NT; t++)
    if (v[t] != e[t])
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 67\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 72\): uniform$} 2 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)value d_[0-9]+: uniform$} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump-not {(?n)value d_[0-9]+: divergent} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)loop [0-9]+ \(header bb [0-9]+\): uniform$} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-div: avg_square\._omp_fn\.0: mode=affine .* branches=5 divergent-branches=3 loops=2 divergent-loops=1 } "qprop-div" } } */
