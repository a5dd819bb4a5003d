/* slotcarry (OpenACC); see slotcarry.h for the benchmark.
   Divergence: the item loop is gang+vector partitioned, one item per
   vector lane; the carried loop and the rounds run the same number of
   steps in every lane, so no branch diverges.  */
double omp_get_wtime (void);

#include "slotcarry.h"

static void
slotcarry_round (const int *restrict a, const int *restrict b,
		 const int *restrict c, const int *restrict d,
		 int *restrict out, int k, int m)
{
#pragma acc parallel loop gang vector vector_length(32) \
  present(a[0:N], b[0:TAB], c[0:TAB], d[0:TAB], out[0:N])
  for (int i = 0; i < N; i++)
    SC_ITEM (a, b, c, d, out, i, k, m);
}

int
main (int argc, char **argv)
{
  int *a = malloc (N * sizeof (int));
  int *b = malloc (TAB * sizeof (int));
  int *c = malloc (TAB * sizeof (int));
  int *d = malloc (TAB * sizeof (int));
  int *out = malloc (N * sizeof (int));
  slotcarry_setup (a, b, c, d);

  double t0, t1;
#pragma acc data copyin(a[0:N], b[0:TAB], c[0:TAB], d[0:TAB]) copyout(out[0:N])
  {
    t0 = omp_get_wtime ();
    for (int r = 0; r < NROUND; r++)
      slotcarry_round (a, b, c, d, out, r + 5, SC_M);
    t1 = omp_get_wtime ();
  }

  slotcarry_report (argc, argv, out, t1 - t0);
  free (a); free (b); free (c); free (d); free (out);
  return 0;
}
