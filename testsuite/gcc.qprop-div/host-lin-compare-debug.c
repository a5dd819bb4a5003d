/* qprop-linearize must not let -g change the code: a value defined in a
   guarded block and used later only by a debug bind once got a PHI of its
   own with -g and none without, so the SSA numbering, and on some
   programs the assembly, differed (-fcompare-debug failure).  Debug uses
   now decide nothing; a debug bind outside the guard loses its value
   when no PHI carries it out.  Found by fuzzing.  */
/* { dg-do compile } */
/* { dg-options "-O2 -g -fcompare-debug -fopenmp-simd -fplugin-arg-qprop-dump=qprop-linearize" } */

void
kernel (unsigned *restrict out, unsigned *restrict x, unsigned *restrict y,
	unsigned *restrict z, const unsigned *restrict a,
	const unsigned *restrict c, const unsigned *restrict tab,
	unsigned u, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned r0 = a[i], r3 = a[i] ^ c[i], r4 = c[i];
      if (a[i] > u && ((i & tab[c[i] & 255]) ^ i) < u)
	goto done;
      if (u - r4 <= r3 - (tab[a[i] & 255] >> 1))
	{
	  r4 = (tab[a[i] & 255] | r0) - 7u;
	  y[i] = a[i] >> 2;
	}
      x[i] = a[i];
      r4 = r0 & a[i] & i;
      r4 = (r4 * 7u) ^ (r4 >> 3) ^ (r4 * 13u + u);
      r4 = (r4 * 5u) ^ (r4 >> 7) ^ (r4 * 11u + r3);
      z[i] = a[i];
    done:
      out[i] = r0 ^ r4;
    }
}

/* { dg-final { scan-tree-dump {(?n)qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized} "qprop-linearize" } } */
