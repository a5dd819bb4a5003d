/* matmul_jki: dense matrix multiply C += A * B, loop order j, k, i.
   Pattern: the inner loop walks columns C[*][j] and A[*][k] (stride N,
   a new cache line per access) while B[k][j] is invariant; neighbouring
   j and k iterations touch the same cache lines again.
   qprop target: loop-invariant load of B[k][j], cache-line reuse of
   column accesses across outer iterations (load aggregation), the
   cache-hostile order of the three.  */
#define MATMUL_REPS_SMALL 8
#define MATMUL_REPS_LARGE 7
#include "matmul.h"

__attribute__((noinline)) static void
kernel_matmul_jki (void)
{
  for (int j = 0; j < N; j++)
    for (int k = 0; k < N; k++)
      for (int i = 0; i < N; i++)
	C[i][j] += A[i][k] * B[k][j];
}

int
main (int argc, char **argv)
{
  return matmul_main (argc, argv, kernel_matmul_jki);
}
