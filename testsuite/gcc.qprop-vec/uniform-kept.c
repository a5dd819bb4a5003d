/* qprop-vectorize keeps a branch on a uniform condition as a branch
   (kept=N on the loop's line), and folds one whose arm lanes can also
   reach along a divergent edge.  */
/* { dg-do compile { target { i?86-*-* x86_64-*-* } } } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

float a[1024], b[1024], o[1024];

/* If-then-else on a parameter: both arms kept.  */
void
kept (int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = a[i];
      if (flag > 3)
	v = v * b[i] + 1.0f;
      else
	v = v / (b[i] + 2.0f);
      o[i] = v;
    }
}

/* The arm is entered by the divergent test a[i] > 0 too (lanes with
   a[i] > 0 come to it whatever the flag says): the branch on the flag
   is divergence-dependent (Theorem 4.5's condition fails) and is folded
   with the rest; its arm has two predecessors, so no gadget can skip it
   on the flag.  */
void
folded (int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = b[i];
      if (a[i] > 0.0f)
	goto arm;
      if (flag > 3)
	{
	arm:
	  v = v * a[i] + b[i];
	  o[i] = v;
	}
      b[i] = v;
    }
}

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* kept=2$} 1 "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* cost=[0-9]+->[0-9]+$} 1 "qprop-vectorize" } } */
