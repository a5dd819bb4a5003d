/* qprop-reconverge at -O3 in host SIMT mode (lane T = iteration of the
   omp simd loop): a candidate of split-paths whose branch is uniform.

     do
       {
	 if ((j ^ kpar) & 4)            B: uniform (j is the same in every
	   x[i * 8 + (j & 7)] += ...;      lane: 0, 3, 6, ...; kpar is a
	 else                              parameter)
	   y[i * 8 + (j & 7)] ^= ...;
	 j += 3;
       }
     while (j < m);                     J: the join, then the exit test

   The shape is the one split-paths copies (the latch's only predecessor
   is the join of B's diamond, which ends in a branch), and B is a branch
   inside a loop whose join the late jump threaders could copy; but B
   sends every lane of a warp the same way, so copying J costs no
   reconvergence: the guard lists B once per pass as uniform, leaves it
   to split-paths and to thread-jumps, and switches nothing off
   ("switched off: nothing", uniform-kept=2).
   The diamond's arms store, so that it stays a diamond; its test does
   not depend on a load, which the div-check instrumentation of div.exp
   (a call per checked value, which may write memory as far as the
   analysis knows) would turn into a divergent one at this point.

   The run compares x and y with a scalar reference (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-reconverge" } */

#define N 500

#define BODY								\
  int j = 0;								\
  do									\
    {									\
      if ((j ^ kpar) & 4)						\
	x[i * 8 + (j & 7)] += a[i] * j;					\
      else								\
	y[i * 8 + (j & 7)] ^= a[i] + j;					\
      j += 3;								\
    }									\
  while (j < m);

__attribute__((noipa)) void
kernel (int *restrict x, int *restrict y, const int *restrict a, int kpar,
	int m, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *x, int *y, const int *a, int kpar, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int a[N], x[N * 8], y[N * 8], rx[N * 8], ry[N * 8];

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 1001 - 500;
  for (int kpar = 0; kpar < 8; kpar += 3)
    for (int m = 1; m < 40; m += 13)
      {
	for (int i = 0; i < N * 8; i++)
	  x[i] = rx[i] = y[i] = ry[i] = i;
	kernel (x, y, a, kpar, m, N);
	ref (rx, ry, a, kpar, m, N);
	for (int i = 0; i < N * 8; i++)
	  if (x[i] != rx[i] || y[i] != ry[i])
	    __builtin_abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   split-paths could copy join bb [0-9]+ of uniform branch bb [0-9]+ \(line [0-9]+\): left to it$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   thread-jumps could copy join bb [0-9]+ of uniform branch bb [0-9]+ \(line [0-9]+\): left to it$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-reconverge: kernel: switched off: nothing \(protected=0 uniform-kept=2 uniform-lost=0\)$} "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-not {divergent branch|protected$} "qprop-reconverge" } } */
