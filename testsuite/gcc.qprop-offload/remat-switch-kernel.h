/* The kernels of the remat-switch-*.c tests.  Each is an OpenMP simd
   loop offloaded to nvptx whose lanes diverge (a per-lane trip count),
   so that the warp must reconverge after the SIMT region; the run
   compares every output with the same computation on the host.  The
   variants that a test defines select what the region holds:
   SWITCH_CALL a call, SWITCH_ATOMIC an atomic, SWITCH_PRIVATE a private
   array (per-lane storage), SWITCH_ASM the asm statement it names.  */

#include <stdlib.h>

#define N 500

static int a[N], o[N], ro[N];
static int total;

#pragma omp declare target
static int __attribute__ ((noinline))
step (int h)
{
  return (h & 1) ? 3 * h + 1 : h >> 1;
}

/* The steps lane i takes to bring a[i] down to 1 (at most 200), plus
   a tag that depends on the variant.  */
static inline __attribute__ ((always_inline)) int
work (int x, int i)
{
  int h = x, s = 0;
#ifdef SWITCH_PRIVATE
  int hist[4] = { 0, 0, 0, 0 };
#endif
  while (h > 1 && s < 200)
    {
#ifdef SWITCH_CALL
      h = step (h);
#else
      h = (h & 1) ? 3 * h + 1 : h >> 1;
#endif
#ifdef SWITCH_PRIVATE
      hist[h & 3]++;
#endif
      s++;
#ifdef SWITCH_ASM
      __asm__ __volatile__ (SWITCH_ASM ::: "memory");
#endif
    }
#ifdef SWITCH_PRIVATE
  s += hist[(i + x) & 3] * 1000;
#endif
  return s * 7 + (i & 15);
}
#pragma omp end declare target

static void __attribute__ ((noinline))
kern (int n)
{
  int t[1] = { 0 };
#pragma omp target teams distribute parallel for simd map(to: a[0:n]) map(from: o[0:n]) map(tofrom: t[0:1])
  for (int i = 0; i < n; i++)
    {
      o[i] = work (a[i], i);
#ifdef SWITCH_ATOMIC
#pragma omp atomic
      t[0] += o[i] & 3;
#endif
    }
  total = t[0];
}

int
main (void)
{
  int expect = 0;
  for (int i = 0; i < N; i++)
    a[i] = (i * 37 + 11) % 997 + 1;
  kern (N);
  for (int i = 0; i < N; i++)
    {
      ro[i] = work (a[i], i);
      expect += ro[i] & 3;
      if (o[i] != ro[i])
	abort ();
    }
#ifdef SWITCH_ATOMIC
  if (total != expect)
    abort ();
#else
  (void) expect;
#endif
  return 0;
}
