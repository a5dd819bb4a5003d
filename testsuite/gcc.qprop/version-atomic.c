/* Atomic operations are calls that may write memory (an acquire load
   orders later loads after another thread's stores: atomic-acquire.c),
   so loops with an __atomic_load_n acquire or an __atomic_store_n
   release are left alone; so is a relaxed atomic load, which GCC also
   treats as a call that writes memory.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

int flag;

void
acquire (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      if (__atomic_load_n (&flag, __ATOMIC_ACQUIRE))
	b[i] = 0;
      b[i] += a[i - 1] + a[i] + a[i + 1];
    }
}

void
release (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      b[i] = a[i - 1] + a[i] + a[i + 1];
      __atomic_store_n (&flag, i, __ATOMIC_RELEASE);
    }
}

void
relaxed (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i] + a[i + 1]
	   + __atomic_load_n (&flag, __ATOMIC_RELAXED);
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: a call that may write memory$} 3 "qprop-version" } } */
/* { dg-final { scan-tree-dump-not {(?n)versioned \(} "qprop-version" } } */
