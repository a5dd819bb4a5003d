/* matmul_ikj: dense matrix multiply C += A * B, loop order i, k, j.
   Pattern: all inner-loop accesses are unit stride along rows (C[i][*]
   and B[k][*]); A[i][k] is invariant in the inner loop; the row C[i][*]
   is loaded and stored again by every k iteration.
   qprop target: loop-invariant load of A[i][k], redundancy of C[i][j]
   loads across k iterations (same addresses, one nest level up), the
   cache-friendly baseline for the other two orders.  */
#define MATMUL_REPS_SMALL 16
#define MATMUL_REPS_LARGE 130
#include "matmul.h"

__attribute__((noinline)) static void
kernel_matmul_ikj (void)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

int
main (int argc, char **argv)
{
  return matmul_main (argc, argv, kernel_matmul_ikj);
}
