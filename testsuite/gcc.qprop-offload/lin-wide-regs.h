/* The kernel of the register guard's tests lin-acc-wide-regs*.c and
   lin-omp-wide-regs*.c, which include this file after defining WIDE_LOOP
   as the _Pragma that offloads the loop in their model.

   A region that qprop-linearize finds worth linearizing, in which the
   linearized chain keeps values live that no path keeps live today:

     C:  if (c[i] & 1)                        divergent
	   {
     A:      if (a[i] > t                     divergent
     B:          && WIDE_SUM (a[i]) % 100 > u)  divergent: twenty loads
							live at once
     X:        r0..r15 = k, s = ...           constants
	     else
     Y:        r0..r15 = ARM_MISS, s = x      run twice by a warp
	   }
	 else
     Z:    r0..r15 = ARM_ODD, s = x           sixteen mixing steps
     P:  o[i * WIDE + k] = rk, s             every value read past the join

   Y is shared by A's and B's false edges, so C's region pays for its
   guards and is linearized as a whole (it has three targets: no
   condition chain).  The chain runs Z first.  Its seventeen values
   become running values of P's PHIs, which the later blocks that set
   them (X, Y) overwrite on their guarded paths; B sets none of them, so
   all seventeen stay live through B's twenty loads.  No path of today's
   CFG holds both: the register guard predicts the peak
   (predict_linearized_peak) 17 registers higher, and ptxas agrees
   (sm_80, -O2): OpenACC with num_workers(16) 40 registers with the guard
   on, 56 with it off, which is 48 resident warps against 32; OpenMP 102
   against 126.  With the guard on C's region is refused, and A's
   short-circuit region inside it is linearized on its own as a condition
   chain, which costs no registers.  */

#include <stdlib.h>

#define N 700
#define WIDE 17
#define SENTINEL 0xdeadbeefu

/* One mixing step: V from PREV and the lane's input X, with constants
   that differ per step, so that no two values fold together and the
   arms share nothing for PRE to hoist.  */
#define STEP(v, prev, x, m, s)						\
  unsigned v = ((prev) ^ ((prev) >> (s))) * (m) + (x)

/* WIDE_SUM: twenty table entries loaded first, then combined, so that
   all twenty are live at once (GIMPLE keeps the order written).  */
#define LOAD(k, x) int l##k = tab[((x) + (k) * 37u) & 1023]
#define WIDE_SUM(s, x)							\
  LOAD (0, x); LOAD (1, x); LOAD (2, x); LOAD (3, x); LOAD (4, x);	\
  LOAD (5, x); LOAD (6, x); LOAD (7, x); LOAD (8, x); LOAD (9, x);	\
  LOAD (10, x); LOAD (11, x); LOAD (12, x); LOAD (13, x);		\
  LOAD (14, x); LOAD (15, x); LOAD (16, x); LOAD (17, x);		\
  LOAD (18, x); LOAD (19, x);						\
  s = (unsigned) (l0 * l19 + l1 * l18 + l2 * l17 + l3 * l16		\
		  + l4 * l15 + l5 * l14 + l6 * l13 + l7 * l12		\
		  + l8 * l11 + l9 * l10)				\
      ^ (unsigned) (l0 + l2 + l4 + l6 + l8 + l10 + l12 + l14 + l16	\
		    + l18) * 2654435761u

#define ARM_MISS(x)							\
  STEP (w0, (x) + 0x6a09e667u, x, 0x7ed55d16u, 12);			\
  STEP (w1, w0, x, 0xc761c23cu, 19);					\
  STEP (w2, w1, x, 0x165667b5u, 5);					\
  STEP (w3, w2, x, 0xd3a2646cu, 9);					\
  STEP (w4, w3, x, 0xfd7046c5u, 3);					\
  STEP (w5, w4, x, 0xb55a4f09u, 16);					\
  STEP (w6, w5, x, 0x3c6ef372u, 13);					\
  STEP (w7, w6, x, 0xa54ff53au, 7);					\
  STEP (w8, w7, x, 0x510e527fu, 11);					\
  STEP (w9, w8, x, 0x9b05688cu, 15);					\
  STEP (w10, w9, x, 0x1f83d9abu, 6);					\
  STEP (w11, w10, x, 0x5be0cd19u, 14);					\
  STEP (w12, w11, x, 0xcbbb9d5du, 8);					\
  STEP (w13, w12, x, 0x629a292au, 17);					\
  STEP (w14, w13, x, 0x9159015au, 10);					\
  STEP (w15, w14, x, 0x152fecd8u, 4)

#define ARM_ODD(x)							\
  STEP (z0, (x) ^ 0xbb67ae85u, x, 0x3c6ef373u, 9);			\
  STEP (z1, z0, x, 0xa54ff53bu, 14);					\
  STEP (z2, z1, x, 0x510e5281u, 6);					\
  STEP (z3, z2, x, 0x9b05688du, 18);					\
  STEP (z4, z3, x, 0x1f83d9adu, 11);					\
  STEP (z5, z4, x, 0x5be0cd1bu, 3);					\
  STEP (z6, z5, x, 0xcbbb9d5fu, 15);					\
  STEP (z7, z6, x, 0x629a292bu, 8);					\
  STEP (z8, z7, x, 0x9159015bu, 12);					\
  STEP (z9, z8, x, 0x152fecd9u, 5);					\
  STEP (z10, z9, x, 0x67332667u, 17);					\
  STEP (z11, z10, x, 0x8eb44a87u, 10);					\
  STEP (z12, z11, x, 0xdb0c2e0du, 4);					\
  STEP (z13, z12, x, 0x47b5481du, 13);					\
  STEP (z14, z13, x, 0xae5f9155u, 7);					\
  STEP (z15, z14, x, 0xcf6c85d3u, 16)

#define COPY16(d, s)							\
  d##0 = s##0, d##1 = s##1, d##2 = s##2, d##3 = s##3,			\
  d##4 = s##4, d##5 = s##5, d##6 = s##6, d##7 = s##7,			\
  d##8 = s##8, d##9 = s##9, d##10 = s##10, d##11 = s##11,		\
  d##12 = s##12, d##13 = s##13, d##14 = s##14, d##15 = s##15

/* The region C..P for lane I: its sixteen results in r0..r15 and one
   in s.  B's test is a wide sum (a GNU statement expression).  */
#define LANE(i)								\
  unsigned r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13,	\
    r14, r15, s;							\
  if (c[i] & 1)								\
    {									\
      if (a[i] > t							\
	  && ({ unsigned sum, y = (unsigned) a[i] >> 3;			\
		WIDE_SUM (sum, y); sum; }) % 100 > (unsigned) u)	\
	{								\
	  CONST16 (r, 1u);						\
	  s = (unsigned) a[i] * 5u;					\
	}								\
      else								\
	{								\
	  unsigned x = (unsigned) a[i] * 3u + (unsigned) t;		\
	  ARM_MISS (x);							\
	  COPY16 (r, w);						\
	  s = x;							\
	}								\
    }									\
  else									\
    {									\
      unsigned x = (unsigned) c[i] - (unsigned) u;			\
      ARM_ODD (x);							\
      COPY16 (r, z);							\
      s = x;								\
    }

#define CONST16(d, m)							\
  d##0 = 0 * (m), d##1 = 1 * (m), d##2 = 2 * (m), d##3 = 3 * (m),	\
  d##4 = 4 * (m), d##5 = 5 * (m), d##6 = 6 * (m), d##7 = 7 * (m),	\
  d##8 = 8 * (m), d##9 = 9 * (m), d##10 = 10 * (m), d##11 = 11 * (m),	\
  d##12 = 12 * (m), d##13 = 13 * (m), d##14 = 14 * (m),		\
  d##15 = 15 * (m)

#define STORE16(o, i)							\
  o[(i) * WIDE + 0] = r0, o[(i) * WIDE + 1] = r1,			\
  o[(i) * WIDE + 2] = r2, o[(i) * WIDE + 3] = r3,			\
  o[(i) * WIDE + 4] = r4, o[(i) * WIDE + 5] = r5,			\
  o[(i) * WIDE + 6] = r6, o[(i) * WIDE + 7] = r7,			\
  o[(i) * WIDE + 8] = r8, o[(i) * WIDE + 9] = r9,			\
  o[(i) * WIDE + 10] = r10, o[(i) * WIDE + 11] = r11,			\
  o[(i) * WIDE + 12] = r12, o[(i) * WIDE + 13] = r13,			\
  o[(i) * WIDE + 14] = r14, o[(i) * WIDE + 15] = r15,			\
  o[(i) * WIDE + 16] = s

static void __attribute__ ((noinline))
wide (unsigned *restrict o, const int *restrict a, const int *restrict c,
      const int *restrict tab, int t, int u, int n)
{
WIDE_LOOP
  for (int i = 0; i < n; i++)
    {
      LANE (i)
      STORE16 (o, i);
    }
}

int tab[1024], a[N], c[N];
unsigned o[N * WIDE], e[WIDE];

int
main (void)
{
  for (int i = 0; i < 1024; i++)
    tab[i] = (i * 7919) % 100;
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 5000;
      c[i] = (i * 13) % 7;
    }
  for (int t = 0; t < 5000; t += 1700)
    {
      int u = 50, taken[4] = { 0, 0, 0, 0 };
      for (int k = 0; k < N * WIDE; k++)
	o[k] = SENTINEL;
      wide (o, a, c, tab, t, u, N);
      for (int i = 0; i < N; i++)
	{
	  LANE (i)
	  STORE16 (e, 0);
	  for (int k = 0; k < WIDE; k++)
	    if (o[i * WIDE + k] != e[k])
	      abort ();
	  /* Which way lane I went: Z, Y from A, Y from B, X.  */
	  taken[(c[i] & 1) ? (a[i] <= t ? 1
			      : tab[(a[i] >> 3) & 1023] <= u ? 2 : 3) : 0]++;
	}
      /* Every arm runs, and Y from both of its edges but for t = 0,
	 where every a[i] > t but a[0].  */
      if (taken[0] == 0 || taken[2] == 0 || taken[3] == 0
	  || (t > 0 && taken[1] == 0))
	abort ();
    }
  return 0;
}
