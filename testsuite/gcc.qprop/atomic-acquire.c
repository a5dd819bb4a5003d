/* An acquire atomic load between two loads of the same element orders
   them: another thread may have written the element before the release
   the acquire pairs with, so the second load must read memory again.
   None of qprop-pre, qprop-sr and qprop-glia may reuse the first load or
   move the second above the acquire.

     g: s = data[i]; spin on the acquire of flag; s += data[i];
	qprop-pre: the acquire kills the query, nothing eliminated;
     h: in a loop, data[i] and data[i + 1] around an acquire:
	qprop-sr carries nothing across it, qprop-glia moves nothing.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-pre,qprop-sr,qprop-glia" } */

unsigned data[16];
int flag;

unsigned
g (int i)
{
  unsigned s = data[i];
  while (!__atomic_load_n (&flag, __ATOMIC_ACQUIRE))
    ;
  s += data[i];
  return s;
}

unsigned
h (int i, int n)
{
  unsigned s = 0;
  for (int k = 0; k < n; k++)
    {
      s += data[i];
      if (__atomic_load_n (&flag, __ATOMIC_ACQUIRE))
	s ^= 7;
      s += data[i + 1];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: g: .* kills=[1-9][0-9]* eliminated=0 } "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: h: .* eliminated=0 } "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: h: .* kills=[1-9][0-9]* .* replaced=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: h: .* moved=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: g: .* moved=0 } "qprop-glia" } } */
