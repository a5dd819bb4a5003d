/* matmul_ijk: dense matrix multiply C += A * B, loop order i, j, k.
   Pattern: the inner loop reads A[i][k] along a row and B[k][j] down a
   column (stride N); C[i][j] is loaded and stored in every inner
   iteration at the same address; A[i][*] is reused by every j iteration.
   qprop target: loop-invariant load/store of C[i][j] (scalar
   replacement), column-wise B accesses that touch a new cache line each
   iteration (load aggregation / cache-line reuse across j).  */
#define MATMUL_REPS_SMALL 8
#define MATMUL_REPS_LARGE 28
#include "matmul.h"

__attribute__((noinline)) static void
kernel_matmul_ijk (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	C[i][j] += A[i][k] * B[k][j];
}

int
main (int argc, char **argv)
{
  return matmul_main (argc, argv, kernel_matmul_ijk);
}
