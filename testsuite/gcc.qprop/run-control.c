/* Loads and stores under branches, a loop with an early exit, and a store
   that may alias a later load: results must not change with the plugin.
   peaks is of a shape qprop-version and qprop-sr take, and the test shows
   that they took it in the build that ran.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-version,qprop-sr" } */

extern void abort (void);

struct pt { int x, y; };

__attribute__((noipa)) int
find (const int *a, int n, int key)
{
  for (int i = 0; i < n; i++)
    if (a[i] == key)
      return i;
  return -1;
}

__attribute__((noipa)) int
alias (int *p, int *q)
{
  *q = 5;
  return *p + *q;
}

__attribute__((noipa)) int
sum_pos (const struct pt *v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (v[i].x > 0)
	s += v[i].x;
      else
	s -= v[i].y;
    }
  return s;
}

/* Marks the local maxima of v.  The v[i - 1] an iteration loads is the
   v[i] of the iteration before, but the store to mark[] under the branch
   might change it in between, until qprop-version's run-time check finds
   the two arrays apart.  In that copy qprop-sr carries v[i] into the next
   iteration instead of loading v[i - 1].  */
__attribute__((noipa)) void
peaks (int *mark, const int *v, int n)
{
  for (int i = 1; i < n - 1; i++)
    if (v[i] > v[i - 1] && v[i] >= v[i + 1])
      mark[i] = v[i];
}

int
main (void)
{
  int a[8] = { 4, 8, 15, 16, 23, 42, 0, 1 };
  struct pt v[4] = { { 1, 2 }, { -1, 3 }, { 5, 0 }, { 0, 7 } };
  int x = 1, y = 2;
  if (find (a, 8, 23) != 4 || find (a, 8, 99) != -1)
    abort ();
  if (alias (&x, &x) != 10 || alias (&x, &y) != 10)
    abort ();
  if (sum_pos (v, 4) != 1 - 3 + 5 - 7)
    abort ();

  int w[12] = { 3, 5, 5, 2, 7, 9, 1, 4, 4, 8, 6, 6 };
  int m[12];
  for (int i = 0; i < 12; i++)
    m[i] = 0;
  peaks (m, w, 12);
  for (int i = 0; i < 12; i++)
    if (m[i] != (i == 1 || i == 5 || i == 7 || i == 9 ? w[i] : 0))
      abort ();
  /* mark is v one element ahead: a maximum is copied into the element
     after it, which the test two iterations later reads as its v[i - 1]
     (5, not 1, so 3 is no maximum), so only the unchanged copy of the loop
     gives these values.  */
  int z[5] = { 0, 5, 1, 3, 0 };
  peaks (z + 1, z, 5);
  if (z[0] != 0 || z[1] != 5 || z[2] != 5 || z[3] != 3 || z[4] != 0)
    abort ();
  return 0;
}

/* In the build that ran, at every level but -Os (where both passes leave
   loops optimized for size alone), qprop-version checked peaks's loop and
   qprop-sr replaced a load in it: one in the checked copy, and with
   sr-symbolic-steps on (the default), whose no-trap rule (the element
   was read earlier in the iteration) lets it insert loads, one more in
   the unchecked copy, with two insertions (main's z[] runs the
   overlapping case).  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: peaks: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: peaks: .* replaced=[12] } "qprop-sr" { target { ! qprop_Os } } } } */
