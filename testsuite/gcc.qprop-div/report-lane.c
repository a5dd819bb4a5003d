/* The text of -fplugin-arg-qprop-divergence-report in host SIMT mode: one
   note per branch (uniform, or divergent with the chain of variables back
   to the lane) and per load and store (address uniform, affine with its
   stride and whether a warp's access is coalesced, or divergent).  Every
   note the report prints must be listed here: any other is an excess
   message.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-divergence-report" } */

void
kernel (int *restrict out, const int *restrict b, const int *restrict idx,
	const double *restrict w, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int x = b[i];		/* { dg-message "note: load from an affine address: stride 4 bytes per lane, coalesced" } */
      int y = x + 1;
      if (y & 1)		/* { dg-message "note: branch diverges: 'y' depends on the vector lane through 'x', 'i'" } */
	x = x * 2;
      if (flag)			/* { dg-message "note: branch is uniform" } */
	x += b[idx[i]];		/* { dg-message "note: load from a divergent address" } */
      /* { dg-message "note: load from an affine address: stride 4 bytes per lane, coalesced" "idx load" { target *-*-* } .-1 } */
      double z = w[2 * i];	/* { dg-message "note: load from an affine address: stride 16 bytes per lane, not coalesced" } */
      if (z > 1.0)		/* { dg-message "note: branch diverges: 'z' depends on the vector lane through 'i'" } */
	x--;
      out[i] = x;		/* { dg-message "note: store to an affine address: stride 4 bytes per lane, coalesced" } */
    }
}
