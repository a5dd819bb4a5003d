/* The div-check runtime accepts calls that keep the analysis' claims: a
   uniform branch that goes one way within a chunk but differently across
   chunks, epochs (entries to the loop) and CTX (inner-loop instances); an
   affine value (coefficient 4, 32 bits, zero- and sign-extended) that wraps
   around 2^32 within a chunk; a 64-bit pointer-like affine value; a negative
   coefficient in 8 bits; and a uniform value that changes across chunks.
   The program must exit 0.  Assumes the default chunk width, 32 (any width
   dividing 32 works too).  */
/* { dg-do run } */

unsigned long __qprop_divcheck_enter (void);
void __qprop_divcheck_branch (const char *, unsigned, unsigned long,
			      unsigned long, unsigned long, int);
void __qprop_divcheck_value (const char *, unsigned, unsigned long,
			     unsigned long, unsigned long, long, long, int);

static const char b1[] = "ok.c:10:3";
static const char b2[] = "ok.c:12:5";
static const char v1[] = "ok.c:20:7";
static const char v2[] = "ok.c:21:7";
static const char v3[] = "ok.c:22:7";
static const char v4[] = "ok.c:23:7";
static const char v5[] = "ok.c:24:7";

int
main (void)
{
  unsigned long e1 = __qprop_divcheck_enter ();
  unsigned long e2 = __qprop_divcheck_enter ();
  if (e1 == 0 || e2 == 0 || e1 == e2)
    __builtin_abort ();

  for (unsigned long k = 0; k < 64; k++)
    {
      /* Same way within a chunk, opposite ways in the two chunks (for a
	 width dividing 32, bit 5 of k is the same in a whole chunk), and
	 opposite ways in the two epochs.  */
      int dir = (k & 32) != 0;
      __qprop_divcheck_branch (b1, 0, e1, k, 0, dir);
      __qprop_divcheck_branch (b1, 0, e2, k, 0, !dir);

      /* An inner loop: each of its iterations is its own instance.  */
      for (unsigned long j = 0; j < 4; j++)
	__qprop_divcheck_branch (b2, 1, e1, k, j * 0x9e3779b97f4a7c15ul + 1,
				 (int) (j & 1));

      /* 0xfffffff0 + 4k, 32 bits, zero-extended: wraps at k == 4.  */
      unsigned int u = 0xfffffff0u + 4u * (unsigned int) k;
      __qprop_divcheck_value (v1, 2, e1, k, 0, (long) u, 4, 32);
      /* INT_MAX - 8 + 4k, 32 bits, sign-extended: wraps at k == 3.  */
      int s = (int) (0x7ffffff7u + 4u * (unsigned int) k);
      __qprop_divcheck_value (v2, 3, e1, k, 0, (long) s, 4, 32);
      /* A pointer-like value, base + 8k, 64 bits.  */
      long p = (long) (0xfffffffffffff000ul + 8ul * k);
      __qprop_divcheck_value (v3, 4, e1, k, 0, p, 8, 64);
      /* 3 - k in 8 bits, zero-extended.  */
      unsigned char c = (unsigned char) (3 - k);
      __qprop_divcheck_value (v4, 5, e1, k, 0, (long) c, -1, 8);
      /* Uniform within a chunk, different across chunks.  */
      __qprop_divcheck_value (v5, 6, e1, k, 0, 42 + (long) (k & 32) * 100,
			      0, 32);
    }
  return 0;
}
