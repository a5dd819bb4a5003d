/* An int store and a float store to one cell of allocated memory, in
   different iterations (from the reproducer of a wrong-code bug): a
   points at the buffer as int and b at the same buffer k cells on as
   float, so iteration i stores the int a[i] and the float b[i] (cell
   i + k), and iteration i + k stores an int to that cell again.  Storing
   a different type into allocated memory changes its effective type
   (C11 6.5p6), so the program is valid; only memcmp reads the buffer.
   The two stores to a cell must stay in order.  When qprop-version
   decided its pairs with type-based aliasing, it did not check a against
   b but still gave them different bases of the checked copy's clique,
   which tells data dependence they never meet, and at -O3 the float was
   left where the later int belongs.  Also k < 0 (b before a), k == 0,
   and b far from a.  Each result is compared with the same loop at
   -O0.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-version" } */

extern void abort (void);
extern void *calloc (__SIZE_TYPE__, __SIZE_TYPE__);
extern void free (void *);
extern int memcmp (const void *, const void *, __SIZE_TYPE__);

#define WAW(a, b, c, d, n)						\
  for (int i = 0; i < (n); i++)						\
    {									\
      (a)[i] = (c)[i] + (c)[i + 1];					\
      (b)[i] = (d)[i] + (d)[i + 1];					\
    }

__attribute__((noipa)) void
f (int *a, float *b, const int *c, const float *d, int n)
{
  WAW (a, b, c, d, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref (int *a, float *b, const int *c, const float *d, int n)
{
  WAW (a, b, c, d, n)
}

#define N 40
#define CELLS (3 * N)

int
main (void)
{
  int c[N + 1];
  float d[N + 1];
  for (int i = 0; i <= N; i++)
    c[i] = i, d[i] = i + 0.5f;

  /* The reproducer: b one cell after a, 16 iterations.  */
  char *m1 = calloc (18, 4), *m2 = calloc (18, 4);
  f ((int *) m1, (float *) (m1 + 4), c, d, 16);
  ref ((int *) m2, (float *) (m2 + 4), c, d, 16);
  if (memcmp (m1, m2, 18 * 4) != 0)
    abort ();
  free (m1);
  free (m2);

  static const int lengths[] = { 0, 1, 2, 3, 4, 5, 8, 16, 17, N };
  for (unsigned l = 0; l < sizeof lengths / sizeof lengths[0]; l++)
    for (int k = -5; k <= 5; k++)
      {
	int n = lengths[l];
	char *g = calloc (CELLS, 4), *w = calloc (CELLS, 4);
	int at = N + 8;
	f ((int *) (g + 4 * at), (float *) (g + 4 * (at + k)), c, d, n);
	ref ((int *) (w + 4 * at), (float *) (w + 4 * (at + k)), c, d, n);
	if (memcmp (g, w, CELLS * 4) != 0)
	  abort ();
	/* And with b far from a.  */
	f ((int *) (g + 4 * at), (float *) (g + 4 * (at - N - 4)), c, d, n);
	ref ((int *) (w + 4 * at), (float *) (w + 4 * (at - N - 4)), c, d, n);
	if (memcmp (g, w, CELLS * 4) != 0)
	  abort ();
	free (g);
	free (w);
      }
  return 0;
}

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: f: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
