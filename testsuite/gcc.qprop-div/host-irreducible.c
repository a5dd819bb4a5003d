/* Irreducible flow in a SIMT region: a cycle entered at two points (goto)
   has no loop header, so no loop records where lanes leave it.  Once a
   branch of such a region diverges (here the entry choice on i & 1 and the
   exit on the data), every value of the region is divergent, so that
   nothing defined in the cycle can be called uniform after it.  The run
   checks that nothing the analysis still calls uniform or affine breaks
   its form (only names defined before the first divergent branch could
   be, and there are none left).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 64

__attribute__((noipa)) void
kernel (int *restrict out, const int *restrict a, int k, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int s = 0, t = k;
      if (i & 1)
	goto second;
    first:
      s += t;
      t++;
    second:
      s += 3;
      if (s < a[i])
	goto first;
      out[i] = s + t;
    }
}

int
main (void)
{
  int a[N], out[N];
  for (int i = 0; i < N; i++)
    a[i] = (i * 7) % 29;
  kernel (out, a, 2, N);
  for (int i = 0; i < N; i++)
    {
      int s = 0, t = 2, odd = i & 1;
      for (;;)
	{
	  if (!odd)
	    {
	      s += t;
	      t++;
	    }
	  odd = 0;
	  s += 3;
	  if (s >= a[i])
	    break;
	}
      if (out[i] != s + t)
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-not {(?n)value t_[0-9]+: uniform} "qprop-div" } } */
/* { dg-final { scan-tree-dump-not {(?n)value s_[0-9]+: uniform} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .* uniform=0 } "qprop-div" } } */

/* div-check ran in the build that ran and found nothing to check: the
   analysis calls no branch or value of the irreducible region uniform.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=0 values=0$} "qprop-div" } } */
