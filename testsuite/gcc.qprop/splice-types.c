/* qprop-splice over every element type the vectorizer loads, with the
   stencils of a few common shapes; each kernel is a noipa function over
   plain pointers, checked against the same loop built at -O0.

     _a   in[i-1], in[i], in[i+1]          in[i] from in[i-1] and in[i+1]
     _b   in[i-2], in[i], in[i+2]          two lanes apart: in[i] from
					   the other two where a vector
					   holds more than two lanes
     _c   in[i-1], in[i+1], in[i+2]        in[i+1] from the other two
					   (not the middle of its pair)
     _d   in[i-2] ... in[i+2]              the 5-point stencil: several
					   loads from one pair each

   Vectors of two lanes (int64_t and double at x86-64's default 16
   bytes) show the limit of the rule: in _b the three loads are a whole
   vector apart, and in _c in[i-1] and in[i+1] are, so nothing lies
   strictly between two loads within one vector, and nothing may be
   spliced (a splice there could only be made of lanes that are not in
   the two vectors).  With SSE2 alone x86-64 has no constant permutation
   that takes the bytes or halfwords of two vectors at an offset of one
   or two elements (that is SSSE3's palignr), nor one for four-byte
   lanes at an offset of one: those loads stay, and the dump says the
   target lacks the permutation.  splice-types-avx2.c runs the same
   kernels with AVX2, where every shape of more than two lanes splices.

   Every result is compared with the -O0 loop for trip counts 0 to 40
   and misalignments 0 to 3 elements of both arrays.  The arithmetic is
   exact: small integers (which also keep int64_t and the int promotion
   of int8_t and int16_t from overflowing; the narrowing back wraps, as
   GCC defines it), and float and double sums of small integers.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-qprop-passes=qprop-splice,qprop-sr -fplugin-arg-qprop-dump=qprop-splice" } */

#include <stdint.h>

extern void abort (void);

#define BODY_a(T) out[i] = (T) (in[i - 1] + 2 * in[i] + in[i + 1])
#define BODY_b(T) out[i] = (T) (in[i - 2] - in[i] + in[i + 2])
#define BODY_c(T) out[i] = (T) (in[i - 1] + in[i + 1] - in[i + 2])
#define BODY_d(T) \
  out[i] = (T) (in[i - 2] + in[i - 1] + 4 * in[i] + in[i + 1] - in[i + 2])

#define KERNEL(T, NAME, S, ATTR)					\
  __attribute__ ((noipa ATTR)) void					\
  NAME##_##S (T *out, const T *in, int n)				\
  {									\
    for (int i = 2; i < n - 2; i++)					\
      BODY_##S (T);							\
  }

#define O0 , optimize ("O0")
#define KERNELS(T, NAME)						\
  KERNEL (T, NAME, a, ) KERNEL (T, NAME, b, ) KERNEL (T, NAME, c, )	\
  KERNEL (T, NAME, d, )							\
  KERNEL (T, ref_##NAME, a, O0) KERNEL (T, ref_##NAME, b, O0)		\
  KERNEL (T, ref_##NAME, c, O0) KERNEL (T, ref_##NAME, d, O0)

KERNELS (int8_t, i8)
KERNELS (int16_t, i16)
KERNELS (int32_t, i32)
KERNELS (int64_t, i64)
KERNELS (float, f)
KERNELS (double, d)

#define N 48
#define PAD 8

#define CHECK1(T, NAME, S)						\
  do									\
    {									\
      T in[N + PAD], out[N + PAD], want[N + PAD];			\
      for (int i = 0; i < N + PAD; i++)					\
	{								\
	  in[i] = (T) ((i * 13 + n * 7 + oi) % 23 - 11);		\
	  out[i] = want[i] = (T) ((i * 5 + oo) % 17 - 8);		\
	}								\
      NAME##_##S (out + oo, in + oi, n);				\
      ref_##NAME##_##S (want + oo, in + oi, n);				\
      for (int i = 0; i < N + PAD; i++)					\
	if (out[i] != want[i])						\
	  abort ();							\
    }									\
  while (0)

#define CHECK(T, NAME)							\
  CHECK1 (T, NAME, a); CHECK1 (T, NAME, b); CHECK1 (T, NAME, c);	\
  CHECK1 (T, NAME, d)

int
main (void)
{
  for (int n = 0; n <= 40; n++)
    for (int oi = 0; oi < 4; oi++)
      for (int oo = 0; oo < 4; oo++)
	{
	  CHECK (int8_t, i8);
	  CHECK (int16_t, i16);
	  CHECK (int32_t, i32);
	  CHECK (int64_t, i64);
	  CHECK (float, f);
	  CHECK (double, d);
	}
  return 0;
}

/* At x86-64's default ISA (SSE2, 16-byte vectors).  Spliced: where a
   vector holds four lanes, the load two lanes from its neighbours
   (shufps), and with two lanes, every load between two others.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-splice: (?:i32_[bcd]|f_[bcd]|i64_[ad]|d_[ad]): candidates=[0-9]+ groups=[0-9]+ spliced=[1-9][0-9]* } 10 "qprop-splice" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: vect_[^ ]* = MEM <const vector\(4\) float> [^\n]*\nqprop-splice:   now vect_[^ ]* = VEC_PERM_EXPR <vect_[^,]*, vect_[^,]*, \{ 2, 3, 4, 5 \}>;\n(?:(?!;; Function)[^\n]*\n)*qprop-splice: f_b: } "qprop-splice" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: d_d: candidates=5 groups=1 spliced=2 moved=2 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" { target x86_64-*-* } } } */
/* Not spliced for want of the permutation, and said so.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-splice: (?:i8_[abcd]|i16_[abcd]|i32_a|f_a): candidates=[0-9]+ groups=[0-9]+ spliced=0 moved=0 unsupported=[1-9][0-9]* unmovable=0 unrotated=0$} 10 "qprop-splice" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, the target has no such permutation: vect_[^ ]* = MEM <const vector\(16\) signed char> } "qprop-splice" { target x86_64-*-* } } } */
/* Nothing to splice: the loads are a whole vector apart.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-splice: (?:i64|d)_[bc]: candidates=3 groups=1 spliced=0 moved=0 unsupported=0 unmovable=0 unrotated=0$} 4 "qprop-splice" { target x86_64-*-* } } } */
