/* qprop-glia in GCC's own -O2 pipeline (PRE and loop-invariant motion
   on), on two shapes that survive it.

     record      struct rec { double x, y, z, w; } r[N]; double b[N];
                 for (i = 0; i < n; i++)
                   {
                     s = s * 0.5 + r[i].x;
                     s = s * 0.5 + b[i];
                     s = s * 0.5 + r[i].y;
                   }
                 r[i].y is in the record (the cache line) r[i].x brought
                 in, and GLIA's placement is before b[i] (keepOrder).
                 But one reference in between cannot evict a line from
                 an 8-way cache, and on x86 the move would cost an
                 instruction (the load could no longer be an operand of
                 the add), so with the default glia-distance=8 it is
                 left alone and counted as near (r[i].x as well: the
                 whole loop body has one reference to another array, so
                 neither load is analyzed further).

     across_loop for (i = 0; i < 64; i++)
                   {
                     s += a[i][0];
                     for (k = 0; k < m; k++)
                       s = s * 0.5 + w[k];
                     s += a[i][1];
                   }
                 The inner loop streams w[], which may evict a[i]'s line
                 before a[i][1] is read.  a[i][1] is moved up before the
                 inner loop, into the block before it (Fig. 5.1).  It is
                 executed on every path, but across a loop that might
                 not end, so it needs the no-trap rule: a[][] is a global
                 64 x 2 array and i is in 0 ... 63.

     across_ptr  the same through a pointer parameter: the extent of the
                 array is unknown and the inner loop is a cycle the
                 no-trap walk does not cross, so the load is refused.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-dump=qprop-glia" } */

#define N 512

struct rec { double x, y, z, w; };
struct rec r[N];
double b[N];
double a[64][2];
double w[4096];

__attribute__((noipa)) double
record (int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s = s * 0.5 + r[i].x;
      s = s * 0.5 + b[i];
      s = s * 0.5 + r[i].y;
    }
  return s;
}

__attribute__((noipa)) double
across_loop (int m)
{
  double s = 0.0;
  for (int i = 0; i < 64; i++)
    {
      s += a[i][0];
      for (int k = 0; k < m; k++)
	s = s * 0.5 + w[k];
      s += a[i][1];
    }
  return s;
}

__attribute__((noipa)) double
across_ptr (double (*pa)[2], int n, int m)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += pa[i][0];
      for (int k = 0; k < m; k++)
	s = s * 0.5 + w[k];
      s += pa[i][1];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: record: mode=mdglia .* moved=0 .* near=2 pressure=0$} "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: across_loop: mode=mdglia .* moved=1 speculative=0 keep-order=1 .* trap-refusals=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: across_ptr: mode=mdglia .* moved=0 .* trap-refusals=1 } "qprop-glia" } } */
