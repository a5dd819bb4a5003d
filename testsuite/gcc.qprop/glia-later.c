/* The placement computed for one load may move another load of the same
   element: here the first load of len stays where it is (nothing to
   aggregate it with above), and the second, after a call that may write
   len, moves up to just after the loads of *p, in its own block.  The
   load that moves is the second one, and only it: moving the first one
   down would use len before it is defined on the early-return path (a
   bug the compile torture suite found).

     later     if (len < 12) return 1;
               p = c ? q : get ();     // a call on one path
               s = p[0] + p[1];        // loads of *p
               s += len * 3;           // the second load of len
  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

unsigned short len;
int *q;
extern int *get (void);

__attribute__((noipa)) int
later (int c)
{
  if (len < 12)
    return 1;
  int *p = c ? q : get ();
  if (!p)
    return 2;
  int s = p[0] + p[1];
  s += len * 3;
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: later: mode=mdglia .* moved=1 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia: bb ([0-9]+): len[^\n]*\nqprop-glia:   moved: array=len [^\n]*\nqprop-glia:   to bb \1 } "qprop-glia" } } */
