/* The reason chains of -fplugin-arg-qprop-divergence-report for each
   source of divergence other than the lane itself: a divergent loop exit
   (d after the loop), memory the lanes write (u), a call (r), an atomic
   (t).  Loads and stores get their own notes; every note is listed.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-divergence-report" } */

int f (int);
int counter;

void
kernel (int *restrict out, int *restrict buf, const int *restrict cnt,
	int k, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int d = 0;
      for (int j = 0; j < cnt[i]; j++)	/* { dg-message "note: branch diverges: 'i' depends on the vector lane" } */
	/* { dg-message "note: load from an affine address: stride 4 bytes per lane, coalesced" "cnt load" { target *-*-* } .-1 } */
	d += 2;
      if (d > 6)		/* { dg-message "note: branch diverges: 'd' depends on the exit of a loop the lanes leave after different numbers of iterations \\(line 19\\)" } */
	d = f (d);
      buf[i] = d;		/* { dg-message "note: store to an affine address: stride 4 bytes per lane, coalesced" } */
      int u = buf[k];		/* { dg-message "note: load from a uniform address" } */
      if (u > 2)		/* { dg-message "note: branch diverges: 'u' depends on a load of memory the lanes write \\(line 24\\)" } */
	d++;
      int r = f (k);
      if (r > 0)		/* { dg-message "note: branch diverges: 'r' depends on the result of a call to 'f'" } */
	d++;
      int t = __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
      if (t & 1)		/* { dg-message "note: branch diverges: the condition depends on an atomic operation" } */
	d++;
      if (k > 3)		/* { dg-message "note: branch is uniform" } */
	d--;
      out[i] = d;		/* { dg-message "note: store to an affine address: stride 4 bytes per lane, coalesced" } */
    }
}
