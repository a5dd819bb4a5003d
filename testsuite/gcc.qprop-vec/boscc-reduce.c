/* A BOSCC gadget around a reduction's update (make check's fuzz seed
   700001, reduced): the min reduction's store is in an arm taken on a
   uniform condition, kept as a branch (a gadget whose test is the
   condition itself: kept=1) and skipped when the condition is false.
   The vector of the lanes' copies after the arm must be a PHI at the
   gadget's join (the copies of the test when skipped); the copy made in
   the arm reached the vector loop's back edge, and the IR verifier
   stopped: "definition in block 66 does not dominate use in block 110".
   Values: run-boscc-reduce.c.  */
/* { dg-do compile { target { i?86-*-* x86_64-*-* } } } */
/* { dg-options "-O2 -march=x86-64-v2 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -fplugin-arg-qprop-verify" } */

unsigned
kernel (unsigned *restrict out, const unsigned *restrict a,
	const unsigned *restrict b, unsigned p, unsigned q, int n)
{
  unsigned lo = 0xffffffffu;
#pragma omp simd reduction (min:lo)
  for (int i = 0; i < n; i++)
    {
      unsigned h = b[i];
      if ((q >> 2) & 1u)
	{
	  unsigned v = h ^ 5u;
	  lo = v < lo ? v : lo;
	  h = h * 31u + a[(p + (unsigned) i * 3u) & 127u];
	}
      out[i] += h;
    }
  return lo;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* boscc=0 cost=[0-9]+->[0-9]+ kept=1$} "qprop-vectorize" } } */
