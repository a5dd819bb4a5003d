/* pre-store.c, run at every torture level.  The calls pass
   overlapping pointers too: an accumulator inside the output array, and
   q == p, where forwarding across the store through q would be wrong.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fno-tree-loop-im -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-store.c"

extern void abort (void);

static unsigned
ref_acc (unsigned *a, unsigned *out, const unsigned *in, int n)
{
  for (int i = 0; i < n; i++)
    {
      *a += in[i];
      out[i] = *a ^ (in[i] >> 2);
      *a = *a * 3u + (out[i] & 7u);
    }
  return *a;
}

int
main (void)
{
  int x = 7, y = 0;
  if (cond_store (&x, 1, 4) != 8 || x != 4 || cond_store (&x, 0, 9) != 5)
    abort ();
  if (alias_between (&x, &y, 1, 3) != 6 || alias_between (&x, &x, 1, 3) != 8
      || alias_between (&x, &y, 0, 3) != 6)
    abort ();
  union { float f; int i; } u = { 0 };
  int ibits;
  float two = 2.0f;
  __builtin_memcpy (&ibits, &two, sizeof ibits);
  if (other_type (&u, 1, 2.0f) != ibits + 1 || other_type (&u, 0, 0) != ibits + 2)
    abort ();
  struct bits s = { 0, 0 };
  if (bitfield (&s, 1, 13) != 13 - 3 || bitfield (&s, 0, 0) != -2)
    abort ();
  volatile int vx = 3;
  if (vol (&vx, 1, 6) != 12 || vol (&vx, 0, 6) != 7)
    abort ();

  unsigned in[64], out1[64], out2[64], buf1[65], buf2[65];
  for (int i = 0; i < 64; i++)
    in[i] = i * 2654435761u;
  unsigned a1 = 11, a2 = 11;
  acc (&a1, out1, in, 64);
  ref_acc (&a2, out2, in, 64);
  if (a1 != a2)
    abort ();
  for (int i = 0; i < 64; i++)
    if (out1[i] != out2[i])
      abort ();
  /* The accumulator is an element of the output array.  */
  for (int i = 0; i < 65; i++)
    buf1[i] = buf2[i] = i;
  acc (&buf1[10], buf1, in, 40);
  ref_acc (&buf2[10], buf2, in, 40);
  for (int i = 0; i < 65; i++)
    if (buf1[i] != buf2[i])
      abort ();
  static double m1[8][64], m2[8][64];
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 64; c++)
      m1[r][c] = m2[r][c] = (r * 64 + c) % 17 + (r == c ? 40.0 : 0.0);
  lu_row (m1, 3, 1, 64);
  m2[3][1] = m2[3][1] / m2[1][1];
  for (int j = 2; j < 64; j++)
    m2[3][j] = m2[3][j] - m2[3][1] * m2[1][j];
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 64; c++)
      if (m1[r][c] != m2[r][c])
	abort ();
  return 0;
}

/* qprop-pre fired in the build that ran: in cond_store at every level, in
   acc at every level but -Os (at -Os GCC leaves a different loop).  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: cond_store: .* eliminated=1 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: acc: .* eliminated=1 } "qprop-pre" { target { ! qprop_Os } } } } */
