/* The probe loop of lin-acc-loop-exits.c and lin-omp-loop-exits.c, which
   include this file after defining LOOKUP_LOOP as the _Pragma that
   offloads the lookup loop in their model.  */

#include <stdlib.h>

#define N 3000
#define LOGSLOT 10
#define NSLOT (1 << LOGSLOT)
#define HOME(k) ((((unsigned) (k)) * 2654435761u) >> (32 - LOGSLOT))

#define EXIT_BUDGET							\
  {									\
    r = last ^ (unsigned) key;						\
    r = r * 0xcc9e2d51u;						\
    r ^= r >> 17;							\
    r = r * 0x1b873593u;						\
    r ^= s * 0x2545f491u;						\
    r ^= r >> 19;							\
    r = r * 5u + 0xe6546b64u;						\
    r ^= r >> 16;							\
    e = 3;								\
    break;								\
  }

#define EXIT_HIT							\
  {									\
    unsigned v = tval[s], c = tval[(s + 1) & (NSLOT - 1)];		\
    r = v ^ (c << 7);							\
    r = r * 0x85ebca6bu + (unsigned) p;					\
    r ^= r >> 13;							\
    r = r * 0xc2b2ae35u;						\
    r += (v >> 11) * 7u;						\
    r ^= r >> 16;							\
    r -= c * 3u;							\
    e = 1;								\
    break;								\
  }

#define EXIT_EMPTY							\
  {									\
    r = (unsigned) key * 0x9e3779b1u;					\
    r ^= last >> 5;							\
    r ^= r << 5;							\
    r = r * 0x27d4eb2fu + s;						\
    r ^= r >> 15;							\
    r += (unsigned) p * 0x165667b1u;					\
    r = r * 0x85ebca77u;						\
    r ^= r >> 13;							\
    e = 2;								\
    break;								\
  }

#define PROBE								\
  int key = qk[q], budget = qb[q], p, e;				\
  unsigned s = HOME (key), last = 0x811c9dc5u, r;			\
  for (p = 0; ; p++)							\
    {									\
      if (p == budget)							\
	EXIT_BUDGET							\
      int k = tkey[s];							\
      if (k == key)							\
	EXIT_HIT							\
      if (k < 0)							\
	EXIT_EMPTY							\
      last = (last ^ (unsigned) k) * 16777619u;				\
      s = (s + 1) & (NSLOT - 1);					\
    }

static void __attribute__ ((noinline))
lookup (unsigned *restrict out, int *restrict how, const int *restrict tkey,
	const unsigned *restrict tval, const int *restrict qk,
	const int *restrict qb, int n)
{
LOOKUP_LOOP
  for (int q = 0; q < n; q++)
    {
      PROBE
      out[q] = r;
      how[q] = e * 256 + p;
    }
}

int tkey[NSLOT], qk[N], qb[N], how[N];
unsigned tval[NSLOT], out[N];

int
main (void)
{
  unsigned x = 12345;
  for (int s = 0; s < NSLOT; s++)
    {
      tkey[s] = -1;
      tval[s] = s * 2654435761u;
    }
  /* Fill 13/16 of the table, with linear probing.  */
  for (int n = 0; n < NSLOT / 16 * 13; n++)
    {
      x = x * 1103515245u + 12345u;
      int k = (int) (x >> 2);
      unsigned s = HOME (k);
      while (tkey[s] >= 0 && tkey[s] != k)
	s = (s + 1) & (NSLOT - 1);
      tkey[s] = k;
    }
  /* Half of the keys are in the table; budgets 0..23.  */
  for (int q = 0; q < N; q++)
    {
      x = x * 1103515245u + 12345u;
      if (q & 1)
	qk[q] = (int) (x >> 2);
      else
	{
	  int s = (x >> 8) & (NSLOT - 1);
	  while (tkey[s] < 0)
	    s = (s + 1) & (NSLOT - 1);
	  qk[q] = tkey[s];
	}
      qb[q] = (x >> 3) % 24;
    }
  lookup (out, how, tkey, tval, qk, qb, N);
  int seen[4] = { 0, 0, 0, 0 };
  for (int q = 0; q < N; q++)
    {
      PROBE
      if (out[q] != r || how[q] != e * 256 + p)
	abort ();
      seen[e]++;
    }
  /* Every exit is taken, by many lanes.  */
  if (seen[1] < N / 10 || seen[2] < N / 10 || seen[3] < N / 20)
    abort ();
  return 0;
}
