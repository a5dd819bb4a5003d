/* Divergence analysis on an OpenMP "target teams distribute parallel for
   simd" loop whose body holds a data-dependent loop: for (k = 0; k < a[i];
   k++).  The simd lanes are SIMT lanes on nvptx (.GOMP_SIMT_LANE ()), the
   bound a[i] differs from lane to lane, so the inner loop's exit is
   divergent.  k itself is the same in every lane still in the loop
   (uniform inside it); the values carried out of the loop (t) are divergent.
   omp_get_team_num and omp_get_thread_num are uniform within a warp.

   The accelerator compiler has two functions after pre (add
   -foffload-options=nvptx-none=-fdump-tree-pre to see them).

   simd_inner._omp_fn.0, the teams function: no lane source, every branch
   is uniform (bb 4: if (_16 != 0) on __builtin_GOMP_teams4; bb 6:
   if (_18 < _20) with _18 = omp_get_team_num (); bb 7: if (_23 >= _24));
   it calls __builtin_GOMP_parallel (simd_inner._omp_fn.1, ...).

   simd_inner._omp_fn.1, the parallel for simd body:
     bb 2:  _14, _15 (the team's range), b_16, a_17, s_18: uniform
            _19 = __builtin_omp_get_num_threads ();         uniform
            _20 = __builtin_omp_get_thread_num ();          uniform
            if (_20 < _23) goto bb 10; else goto bb 15;     uniform
     bb 3:  # _1 = PHI <_22(15), _24(10)>  # _2 = PHI <_23(15), 0(10)>
            _26 = _2 + _25; _27 = _1 + _26;                 uniform
            if (_26 >= _27) goto bb 16; else goto bb 4;     uniform
     bb 4:  _28 = _14 + _26; _29 = _14 + _27;               uniform
            _49 = .GOMP_SIMT_ENTER_ALLOC (0, 1);
            _50 = .GOMP_SIMT_LANE ();                       the lane T
            _51 = (int) _50;
            i_52 = _28 + _51;                               affine 1*T + u
            if (_29 > i_52) goto bb 11; else goto bb 17;    divergent
     bb 5:  simd loop header: # i_35 = PHI <i_64(13), i_52(11)>  i: affine
            _40 = _43 * 4; _59 = a_17 + _40;
            _36 = *_59;                                     a[i]: divergent
            if (_36 > 0) goto bb 12; else goto bb 18;       divergent (guard
                                                            of the k loop)
     bb 12: _66 = *_65;                                     b[i]: divergent
     bb 8:  k loop: # t_42 = PHI <t_68(14), 0(12)>          divergent
                    # k_41 = PHI <k_69(14), 0(12)>          k: uniform
            _67 = k_41 ^ _66;  t_68 = t_42 + _67;           divergent
            k_69 = k_41 + 1;                                uniform
            if (_36 > k_69) goto bb 14; else goto bb 20;    DIVERGENT exit of
                                                            the k loop
     bb 14: goto bb 8;  (latch)    bb 20: goto bb 7;
     bb 7:  # t_44 = PHI <t_68(20), 0(18)>                  divergent
            *_60 = t_44;  (s[i] = t)
            i_64 = i_35 + 32;                               affine 1*T + u
            if (_29 > i_64) goto bb 13; else goto bb 17;    divergent exit of
                                                            the simd loop
     bb 13: goto bb 5;
     bb 17 -> bb 6: .GOMP_SIMT_EXIT (_49); goto bb 9;  bb 9: return;
   Uniform branches: bb 2, bb 3.  Divergent: bb 4, bb 5, bb 7, bb 8.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-div" } */

#include <stdlib.h>

#define N 1000

static void __attribute__ ((noinline))
simd_inner (int *restrict s, const int *restrict a, const int *restrict b,
	    int n)
{
#pragma omp target teams distribute parallel for simd map(to: a[0:n], b[0:n]) map(from: s[0:n])
  for (int i = 0; i < n; i++)
    {
      int t = 0;
      for (int k = 0; k < a[i]; k++)
	t += b[i] ^ k;
      s[i] = t;
    }
}

int
main (void)
{
  int s[N], a[N], b[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 7) % 13;
      b[i] = i * 3 + 1;
      s[i] = -1;
    }
  simd_inner (s, a, b, N);
  for (int i = 0; i < N; i++)
    {
      int t = 0;
      for (int k = 0; k < a[i]; k++)
	t += b[i] ^ k;
      if (s[i] != t)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 69\): divergent$} 2 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-div: simd_inner\._omp_fn\.0: no SIMT region} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-div: simd_inner\._omp_fn\.1: mode=affine .* branches=6 divergent-branches=4 loops=2 divergent-loops=2 } "qprop-div" } } */
