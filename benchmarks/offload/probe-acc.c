/* probe (OpenACC); see probe.h for the benchmark.
   Divergence: the query loop is gang+vector partitioned, one query per
   vector lane; the probe loop's length and which of its three exits it
   takes depend on the lane's key and budget, and each exit does its own
   work before the stores.  */
double omp_get_wtime (void);

#include "probe.h"

static void
lookup (const int *restrict tkey, const unsigned *restrict tval,
	const unsigned *restrict tcnt, const unsigned *restrict tmeta,
	const unsigned *restrict dflt, const int *restrict qk,
	const int *restrict qb, unsigned *restrict score, int *restrict how,
	int *restrict steps)
{
#pragma acc parallel loop gang vector vector_length(32) \
  present(tkey[0:NSLOT], tval[0:NSLOT], tcnt[0:NSLOT], tmeta[0:NSLOT], \
	  dflt[0:NDFLT], qk[0:NQ], qb[0:NQ], score[0:NQ], how[0:NQ], \
	  steps[0:NQ])
  for (int q = 0; q < NQ; q++)
    {
      int key = qk[q], budget = qb[q];
      unsigned s = HOME_OF (key), last = 0x811c9dc5u, r;
      int p, exit;
      for (p = 0; ; p++)
	{
	  if (p == budget)
	    {
	      /* Budget spent: a score from the keys passed.  */
	      r = last ^ (unsigned) key;
	      r = r * 0xcc9e2d51u;
	      r ^= r >> 17;
	      r = r * 0x1b873593u;
	      r ^= s * 0x2545f491u;
	      r ^= r >> 19;
	      r = r * 5u + 0xe6546b64u;
	      r ^= r >> 16;
	      r = r * 0x85ebca6bu;
	      r ^= r >> 13;
	      r += (unsigned) p;
	      exit = 3;
	      break;
	    }
	  int k = tkey[s];
	  if (k == key)
	    {
	      /* Hit: a score from the record.  */
	      unsigned v = tval[s], c = tcnt[s], m = tmeta[s];
	      r = v ^ (c << 7);
	      r = r * 0x85ebca6bu + m;
	      r ^= r >> 13;
	      r = r * 0xc2b2ae35u + (unsigned) p;
	      r ^= (m >> 3) & 0xffu;
	      r += (v >> 11) * 7u;
	      r ^= r >> 16;
	      r = r * 5u + 0xe6546b64u;
	      r -= c * 3u;
	      r ^= (unsigned) key;
	      exit = 1;
	      break;
	    }
	  if (k == EMPTY)
	    {
	      /* Absent: a fallback score from the defaults.  */
	      unsigned d = dflt[(unsigned) key & (NDFLT - 1)];
	      unsigned e = dflt[(s >> 3) & (NDFLT - 1)];
	      r = (unsigned) key * 0x9e3779b1u;
	      r ^= d + (last >> 5);
	      r ^= r << 5;
	      r = r * 0x27d4eb2fu + e;
	      r ^= r >> 15;
	      r += (unsigned) p * 0x165667b1u;
	      r = r * 0x85ebca77u;
	      r ^= r >> 13;
	      r += (d ^ e) * 11u;
	      exit = 2;
	      break;
	    }
	  last = (last ^ (unsigned) k) * 16777619u;
	  s = (s + 1) & (NSLOT - 1);
	}
      score[q] = r;
      how[q] = exit;
      steps[q] = p;
    }
}

int
main (int argc, char **argv)
{
  int *tkey = malloc (NSLOT * sizeof (int));
  unsigned *tval = malloc (NSLOT * sizeof (unsigned));
  unsigned *tcnt = malloc (NSLOT * sizeof (unsigned));
  unsigned *tmeta = malloc (NSLOT * sizeof (unsigned));
  unsigned *dflt = malloc (NDFLT * sizeof (unsigned));
  int *qk = malloc (NQ * sizeof (int));
  int *qb = malloc (NQ * sizeof (int));
  unsigned *score = malloc (NQ * sizeof (unsigned));
  int *how = malloc (NQ * sizeof (int));
  int *steps = malloc (NQ * sizeof (int));
  pr_setup (tkey, tval, tcnt, tmeta, dflt, qk, qb);

  double t0, t1;
#pragma acc data copyin(tkey[0:NSLOT], tval[0:NSLOT], tcnt[0:NSLOT], \
			tmeta[0:NSLOT], dflt[0:NDFLT], qk[0:NQ], qb[0:NQ]) \
  copyout(score[0:NQ], how[0:NQ], steps[0:NQ])
  {
    t0 = omp_get_wtime ();
    lookup (tkey, tval, tcnt, tmeta, dflt, qk, qb, score, how, steps);
    t1 = omp_get_wtime ();
  }

  pr_report (argc, argv, score, how, steps, t1 - t0);
  free (tkey); free (tval); free (tcnt); free (tmeta); free (dflt);
  free (qk); free (qb); free (score); free (how); free (steps);
  return 0;
}
