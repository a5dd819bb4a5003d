/* Conversions between 64-bit integers and doubles in omp simd loops:
   x86 has vector forms only from AVX-512DQ on (vcvtqq2pd, vcvttpd2qq).
   Before it, qprop-vectorize leaves the loops alone (it used to emit the
   conversion anyway and ICE in expand); with it, it vectorizes them.  */

#define N 1000
double out_d[N], x[N];
long in_l[N], out_l[N];

__attribute__((noipa)) void
long_to_double (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      long v = in_l[i];
      while (v > 100)
	v = v / 2 + 1;		/* divergent: GCC leaves the loop scalar */
      out_d[i] = (double) v;
    }
}

__attribute__((noipa)) void
double_to_long (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      long k = (long) x[i];
      if (x[i] > 2.0)
	out_l[i] = k;
      else
	out_d[i] = (double) (k * 3);
    }
}

#ifdef RUN
int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      in_l[i] = (long) i * 977 - 3000;
      x[i] = (i % 13) * 0.75 - 3.0;
      out_d[i] = -1.0;
      out_l[i] = -1;
    }
  for (int n = 0; n <= 37; n++)
    {
      long_to_double (n);
      double_to_long (n);
    }
  long_to_double (N);
  double_to_long (N);
  for (int i = 0; i < N; i++)
    {
      long v = in_l[i];
      while (v > 100)
	v = v / 2 + 1;
      long k = (long) x[i];
      if (x[i] > 2.0)
	{
	  if (out_l[i] != k)
	    __builtin_abort ();
	}
      else if (out_d[i] != (double) (k * 3))
	__builtin_abort ();
      else if (out_l[i] != -1)
	__builtin_abort ();
      (void) v;
    }
  return 0;
}
#endif
