/* qprop-linearize's divergent loop transform leaves alone a loop whose
   exits already go to one block: a negative test in host SIMT mode (lane
   T = iteration of the omp simd loop).

     for (j = 0; j < lim[i]; j++)   divergent exit (guard and latch)
       {
	 v = tab[...];
	 if (v == key[i]) break;    divergent exit
	 if (v < lo[i]) break;      divergent exit
       }
     out[i] = j;                    the one block all three exits reach

   The loop has three divergent exits but no exit work of its own: all
   three exit edges lead straight to the block after the loop, where the
   warp meets again anyway, and only the PHI of j tells them apart.
   Rebinding the exits would share nothing: no "exits rebound", the loop
   is left alone because "its exits already meet".  (With work after the
   loop that depends on j, say out[i] = j * 3 + (j ^ i), PRE would copy
   that work into a block on each exit edge, because the guard's path
   gives it a constant j: the exits would then carry work.)
   selftest=linearize-all keeps the cost estimate out of the way.

   The run compares out with a scalar reference (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 300
#define SENTINEL (-12345)

#define BODY								\
  int j;								\
  for (j = 0; j < lim[i]; j++)						\
    {									\
      int v = tab[(a[i] + j * 7) & 1023];				\
      if (v == key[i])							\
	break;								\
      if (v < lo[i])							\
	break;								\
    }									\
  out[i] = j;

__attribute__((noipa)) void
kernel (int *restrict out, const int *restrict a, const int *restrict tab,
	const int *restrict key, const int *restrict lo,
	const int *restrict lim, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, const int *a, const int *tab, const int *key, const int *lo,
     const int *lim, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int tab[1024], a[N], key[N], lo[N], lim[N];
int out[N], rout[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 5000;
      key[i] = (i * 13) % 100;
      lo[i] = i % 5;
      lim[i] = i % 11;
    }
  for (int k = 0; k < 1024; k++)
    tab[k] = (k * 7919) % 100;
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  kernel (out, a, tab, key, lo, lim, N - 1);
  ref (rout, a, tab, key, lo, lim, N - 1);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i])
      __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-not {exits rebound} "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits left alone: its exits already meet$} 1 "qprop-linearize" } } */
