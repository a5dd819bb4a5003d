/* qprop-linearize over the loop tree (issue 33), negative: a loop in a
   divergent region that holds a statement coupling the lanes is not made
   a node of the region.  The false side of a short-circuit condition in
   an OpenMP simd loop runs a counted loop whose body holds an "ordered
   simd" block, which the nvptx offload compiler lowers to a loop over the
   lanes with GOMP_SIMT_ORDERED_PRED and GOMP_SIMT_VOTE_ANY: internal
   calls that must see every lane that reaches them.  Under a guard some
   lanes would not, so every region that holds the loop is refused ("a loop
   in it holds an internal call that couples the lanes") and nothing is
   linearized.  The run compares every element with the body compiled
   without OpenMP; check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#include <stdlib.h>

#define N 1000
#define NB 256

#define BODY								\
  unsigned r = (unsigned) a[i];						\
  if (a[i] > t && b[a[i] % NB] > t)					\
    r = r * 2654435761u + 40503u;					\
  else									\
    for (int k = 0; k < kl; k++)					\
      {									\
	r ^= r << 13;							\
	r ^= r >> 17;							\
	ORDERED								\
	{ r += (unsigned) k; }						\
      }									\
  s[i] = r;

static void __attribute__ ((noinline))
kernel (const int *restrict a, const int *restrict b, unsigned *restrict s,
	int t, int kl, int n)
{
#define ORDERED _Pragma ("omp ordered simd")
#pragma omp target teams distribute parallel for simd map(to: a[0:n], b[0:NB]) map(tofrom: s[0:n])
  for (int i = 0; i < n; i++)
    {
      BODY
    }
#undef ORDERED
}

static void __attribute__ ((noinline))
ref (const int *a, const int *b, unsigned *s, int t, int kl, int n)
{
#define ORDERED
  for (int i = 0; i < n; i++)
    {
      BODY
    }
#undef ORDERED
}

int a[N], b[NB];
unsigned s[N], rs[N];

int
main (void)
{
  static const int ts[] = { 511, -1, 1023, 300 };
  static const int kls[] = { 8, 3, 0, 5 };
  unsigned x = 4242u;
  for (int j = 0; j < NB; j++)
    b[j] = (int) ((x = x * 1664525u + 1013904223u) >> 22);
  for (int round = 0; round < 4; round++)
    {
      for (int i = 0; i < N; i++)
	{
	  a[i] = (int) ((x = x * 1664525u + 1013904223u) >> 22);
	  s[i] = rs[i] = 0;
	}
      int n = round == 3 ? N - 37 : N;
      kernel (a, b, s, ts[round], kls[round], n);
      ref (a, b, rs, ts[round], kls[round], n);
      for (int i = 0; i < N; i++)
	if (s[i] != rs[i])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: a loop in it holds an internal call that couples the lanes$} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {: linearized} "qprop-linearize" } } */
