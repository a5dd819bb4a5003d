/* A store makes the stored value available to a later load of the same
   location (rule 4 answered by the store, counted as stores=N).

     cond_store   *p stored on one arm, loaded after the join: the other
                  arm gets the load, the join a PHI of the stored value
                  and that load
     acc          *acc stored at the end of each iteration and loaded at
                  the start of the next: the address is loop-invariant,
                  so the stored value is carried by a loop-header PHI
                  and the load is inserted once, before the loop

   Negatives, where the load must stay:
     lu_row         a[i][k] in the j loop (stored before the loop, killed
                    by the may-alias store a[i][j] every iteration):
                    carrying it would need its load on the latch, which
                    saves nothing and keeps the loop from vectorizing
     alias_between  a store through q, which may point to *p, sits
                    between the store of *p and the load
     other_type     the location is stored as float and loaded as int
     bitfield       bit-field stores are not used (a policy, not a
                    correctness need: GIMPLE stores a value already of
                    the field's width); the run test checks the result
     vol            the store and the load are volatile

   -fno-tree-pre, -fno-code-hoisting: GCC's pre pass would remove the
   positive cases first.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fno-tree-loop-im -fplugin-arg-qprop-dump=qprop-pre" } */

__attribute__((noipa)) int
cond_store (int *p, int c, int v)
{
  if (c)
    *p = v;
  else
    v = 1;
  return *p + v;
}

__attribute__((noipa)) void
acc (unsigned *acc, unsigned *out, const unsigned *in, int n)
{
  for (int i = 0; i < n; i++)
    {
      *acc += in[i];
      out[i] = *acc ^ (in[i] >> 2);
      *acc = *acc * 3u + (out[i] & 7u);
    }
}

__attribute__((noipa)) void
lu_row (double (*a)[64], int i, int k, int n)
{
  a[i][k] = a[i][k] / a[k][k];
  for (int j = k + 1; j < n; j++)
    a[i][j] = a[i][j] - a[i][k] * a[k][j];
}

__attribute__((noipa)) int
alias_between (int *p, int *q, int c, int v)
{
  if (c)
    {
      *p = v;
      *q = 5;
    }
  else
    v = 1;
  return *p + v;
}

__attribute__((noipa)) int
other_type (void *p, int c, float v)
{
  int k = 1;
  if (c)
    *(float *) p = v;
  else
    k = 2;
  return *(int *) p + k;
}

struct bits { int b : 3; int rest; };

__attribute__((noipa)) int
bitfield (struct bits *s, int c, int v)
{
  if (c)
    s->b = v;
  else
    v = 1;
  return s->b + v;
}

__attribute__((noipa)) int
vol (volatile int *p, int c, int v)
{
  if (c)
    *p = v;
  else
    v = 1;
  return *p + v;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: cond_store: .* stores=1 kills=[0-9]+ eliminated=1 insertions=1 phis=1$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: acc: .* stores=[1-9][0-9]* kills=[0-9]+ eliminated=[1-9][0-9]* insertions=[1-9][0-9]* phis=[1-9][0-9]*$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: lu_row: .* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: alias_between: .* stores=0 kills=[1-9][0-9]* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: other_type: .* stores=0 kills=[0-9]+ eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bitfield: .* stores=0 kills=[0-9]+ eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: vol: .* stores=0 kills=[0-9]+ eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
