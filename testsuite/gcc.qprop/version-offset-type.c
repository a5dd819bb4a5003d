/* A reference into a trailing array member indexed from a variable start
   (dst->contents[i], i = already) has a data-reference offset that is
   that variable, in ssizetype: the check must compute the ranges in
   sizetype throughout, or the verifier finds a type mismatch in it
   (gcc.c-torture/compile/20010102-1.c found it; this test fails with the
   plugin from before the fix).  src[i] is read again as src[i + 1] and
   src[i + 2], so the loop is worth a check.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-qprop-dump=qprop-version" } */

struct chunk { struct chunk *prev; char *limit; char contents[4]; };

void
copy_from (struct chunk *dst, const char *src, long already, long n)
{
  for (long i = already; i < n; i++)
    dst->contents[i] = src[i] + src[i + 1] + src[i + 2];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line 16\): versioned \(groups=2 pairs=1 } "qprop-version" } } */
