/* version-no-gain.c's reload with qprop-sr off: GCC's own passes do not
   carry p[i + 1] to the next iteration's p[i] while a store that may
   write p is in the loop, even off the way between the two (gcc -O2 and
   -O3 load both in every iteration), so there the check does free the
   load (gain=1) and the loop is versioned.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-version -fplugin-arg-qprop-dump=qprop-version" } */

double
reload (double *p, const double *q, double *r, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += p[i];
      s = s * 0.5 + q[i];
      *r = s;
      s += p[i + 1];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=3 pairs=2 gain=1 .*\n.*\nqprop-version: reload: loops=1 versioned=1 copied=[1-9][0-9]*$} "qprop-version" } } */
