/* Negative: a speculative insertion must not land in a cycle the origin
   is outside of.  a[0] after the inner region is loaded again every outer
   iteration; on the path through `mid' alone nothing stores to a[], so
   the load of the previous outer iteration is still good there (isSelf),
   but on the paths through `top' the store a[i] kills it.  Making a[0]
   available everywhere would take a load after that store, inside the
   inner region, which runs n times per outer iteration where the load it
   removes runs once.  The inner region is irreducible (two entries), so
   GCC's loop tree has no loop for it; the guard must still see it.
   In `nested' the inner loop is natural and the kill is inside it.  The
   load could go on the inner loop's exit edge, inside the outer loop, to
   be carried around the outer loop by a PHI; that runs as often as the
   load it removes and only pays when the inner loop runs zero times, so
   it is not done either.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre" } */

unsigned a[101], b[100];

__attribute__((noipa)) unsigned
irreducible (int n, int m)
{
  unsigned h = 0;
  for (int r = 0; r < m; r++)
    {
      int i = 0;
      if (h & 1)
	goto mid;
    top:
      a[i] = a[i] * 5u + r;
    mid:
      b[i] += a[i + 1];
      if (++i < n)
	goto top;
      h = h * 31u + a[0];
    }
  return h;
}

__attribute__((noipa)) unsigned
nested (int n, int m)
{
  unsigned h = 0;
  for (int r = 0; r < m; r++)
    {
      for (int i = 0; i < n; i++)
	if (b[i] & 1)
	  a[i] += 3;
	else
	  b[i] += 1;
      h = h * 31u + a[0];
    }
  return h;
}

/* { dg-final { scan-tree-dump-not {;; Function irreducible [^\n]*\n\n(qprop-pre:[^\n]*\n)*qprop-pre: bb [0-9]+: _[0-9]+ = a\[0\];\n} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {;; Function nested [^\n]*\n\n(qprop-pre:[^\n]*\n)*qprop-pre: bb [0-9]+: _[0-9]+ = a\[0\];\n} "qprop-pre" } } */
