/* The search loop of lin-acc-exitpack-regs.c and lin-omp-exitpack-regs.c,
   which include this file after defining FIND_LOOP as the _Pragma that
   offloads it in their model.

   Each lane looks for its key in an open-addressing table probed
   quadratically, within its own budget of probes, and hashes the keys
   it passes on the way:

     for (n = 0; ; n++)
       {
	 if (n == budget)   exit SPENT: reads the count n and the hash h
	 k = keys[s];
	 if (k == key)      exit FOUND: reads the slot s, n and h
	 if (k == EMPTY)    exit FREE:  reads s and h
	 h = mix of h and k;
	 s = next slot;
       }

   The three targets do different work and write different arrays, so
   that GCC keeps them apart; each reads its own subset of the loop's
   values.  The divergent loop transform sends the three exits to one
   new block whose PHIs pack those values, one per target at most, so
   the registers the loop needs at its exits do not grow with the
   number of exits: the register guard passes the change with the
   resident warps unchanged.  */

#include <stdlib.h>

#define NQ 2500
#define LOGSLOT 9
#define NSLOT (1 << LOGSLOT)
#define EMPTY (-1)
#define HASH0 0x243f6a88u
#define HOME(k) ((((unsigned) (k)) * 0x9e3779b1u) >> (32 - LOGSLOT))

/* What lane Q finds: HOW is 1 (found), 2 (free slot) or 3 (budget
   spent), N the probes it made.  */
#define SEARCH(q)							\
  int key = qkey[q], budget = qbudget[q], n, how;			\
  unsigned s = HOME (key), h = HASH0;					\
  for (n = 0; ; n++)							\
    {									\
      if (n == budget)							\
	{								\
	  /* SPENT: a retry ticket from the hash and the count.  */	\
	  unsigned r = h ^ ((unsigned) n << 24);			\
	  r = (r ^ (r >> 15)) * 0x2c1b3c6du;				\
	  r = (r ^ (r >> 12)) * 0x297a2d39u;				\
	  r ^= r >> 15;							\
	  retry[q] = r + (unsigned) key;				\
	  how = 3;							\
	  break;							\
	}								\
      int k = keys[s];							\
      if (k == key)							\
	{								\
	  /* FOUND: the slot's value, salted by the path taken.  */	\
	  unsigned v = vals[s] ^ h;					\
	  v = v * 0x85ebca6bu + s;					\
	  v = (v ^ (v >> 13)) * 0xc2b2ae35u;				\
	  v += (unsigned) n * 0x27d4eb2fu;				\
	  v ^= v >> 16;							\
	  found[q] = v;							\
	  where[q] = (int) s;						\
	  how = 1;							\
	  break;							\
	}								\
      if (k == EMPTY)							\
	{								\
	  /* FREE: where the key would go, and a fingerprint.  */	\
	  unsigned f = h * 0x165667b1u;					\
	  f ^= f >> 17;							\
	  f = f * 0xd3a2646cu + (s << 3);				\
	  f ^= f >> 11;							\
	  f = f * 0xfd7046c5u;						\
	  finger[q] = f;						\
	  where[q] = (int) s + NSLOT;					\
	  how = 2;							\
	  break;							\
	}								\
      h = (h ^ (unsigned) k) * 0x01000193u;				\
      s = (s + (unsigned) n + 1) & (NSLOT - 1);				\
    }

static void __attribute__ ((noinline))
find (int *restrict result, int *restrict where, unsigned *restrict found,
      unsigned *restrict finger, unsigned *restrict retry,
      const int *restrict keys, const unsigned *restrict vals,
      const int *restrict qkey, const int *restrict qbudget, int nq)
{
FIND_LOOP
  for (int q = 0; q < nq; q++)
    {
      SEARCH (q)
      result[q] = how * 1024 + n;
    }
}

int keys[NSLOT], qkey[NQ], qbudget[NQ], result[NQ], where[NQ];
unsigned vals[NSLOT], found[NQ], finger[NQ], retry[NQ];

int
main (void)
{
  unsigned x = 2463534242u;
  for (int s = 0; s < NSLOT; s++)
    {
      keys[s] = EMPTY;
      vals[s] = (unsigned) s * 0x61c88647u;
    }
  /* Fill three quarters of the table, probing as SEARCH does.  */
  for (int i = 0; i < NSLOT / 4 * 3; i++)
    {
      x ^= x << 13, x ^= x >> 17, x ^= x << 5;
      int k = (int) (x >> 1);
      unsigned s = HOME (k);
      for (unsigned n = 0; keys[s] != EMPTY && keys[s] != k; n++)
	s = (s + n + 1) & (NSLOT - 1);
      keys[s] = k;
    }
  /* Every other key is in the table; budgets 0..15.  */
  for (int q = 0; q < NQ; q++)
    {
      x ^= x << 13, x ^= x >> 17, x ^= x << 5;
      if (q & 1)
	qkey[q] = (int) (x >> 1);
      else
	{
	  unsigned s = x % NSLOT;
	  while (keys[s] == EMPTY)
	    s = (s + 1) & (NSLOT - 1);
	  qkey[q] = keys[s];
	}
      qbudget[q] = (x >> 7) % 16;
      where[q] = -1;
      found[q] = finger[q] = retry[q] = 0;
    }
  find (result, where, found, finger, retry, keys, vals, qkey, qbudget, NQ);

  /* The same search on the host, into fresh arrays.  */
  static int ewhere[NQ];
  static unsigned efound[NQ], efinger[NQ], eretry[NQ];
  int seen[4] = { 0, 0, 0, 0 };
  for (int q = 0; q < NQ; q++)
    ewhere[q] = -1;
  for (int q = 0; q < NQ; q++)
    {
      int *where = ewhere;
      unsigned *found = efound, *finger = efinger, *retry = eretry;
      SEARCH (q)
      if (result[q] != how * 1024 + n)
	abort ();
      seen[how]++;
    }
  for (int q = 0; q < NQ; q++)
    if (where[q] != ewhere[q] || found[q] != efound[q]
	|| finger[q] != efinger[q] || retry[q] != eretry[q])
      abort ();
  /* Every exit is taken, by many lanes.  */
  if (seen[1] < NQ / 10 || seen[2] < NQ / 10 || seen[3] < NQ / 20)
    abort ();
  return 0;
}
