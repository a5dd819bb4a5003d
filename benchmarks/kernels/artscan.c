/* artscan: neural-network scan in the style of an ART-1 classifier.  For
   each input pattern the F1 layer (an array of 64-byte records, several
   fields read per iteration) is normalised, every F2 unit's activation is
   computed by a nested loop over the bottom-up weight matrix (walked down
   columns, stride NJ), the same weight elements are read again by a second
   nested loop (a distance term), and the winner's weights are updated.
   qprop target: loads of the same weight elements in sibling inner loops
   and across outer iterations, several fields of one record (one cache
   line) loaded separately (load aggregation), column-wise weight walks
   whose cache lines are reused by the next j iteration.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NI 256
#define NJ 24
#define EPOCHS 12
#else
#define NI 1024
#define NJ 64
#define EPOCHS 150
#endif
#define NP 12

struct f1n { double I, W, X, V, U, P, Q, R; };
static struct f1n f1[NI];
static double bu[NI][NJ], td[NJ][NI], pat[NP][NI], y[NJ];
static int win[NP];

__attribute__((noinline)) static void
kernel_artscan (void)
{
  const double A = 0.5, D = 0.9, E = 1e-3, L = 0.05, TH = 0.2 / NI;
  for (int e = 0; e < EPOCHS; e++)
    for (int p = 0; p < NP; p++)
      {
	double sw = 0, sv = 0;
	for (int i = 0; i < NI; i++)
	  {
	    f1[i].I = pat[p][i];
	    f1[i].W = f1[i].I + A * f1[i].U;
	    sw += f1[i].W;
	  }
	for (int i = 0; i < NI; i++)
	  {
	    f1[i].X = f1[i].W / (E + sw);
	    f1[i].V = (f1[i].X > TH ? f1[i].X : 0.0) + 0.1 * f1[i].Q;
	    sv += f1[i].V;
	  }
	for (int i = 0; i < NI; i++)
	  f1[i].U = f1[i].P = f1[i].V / (E + sv);
	int w = 0;
	for (int j = 0; j < NJ; j++)
	  {
	    double s = 0, m = 0;
	    for (int i = 0; i < NI; i++)
	      s += bu[i][j] * f1[i].P;
	    for (int i = 0; i < NI; i++)
	      m += bu[i][j] * (bu[i][j] - f1[i].X);
	    y[j] = 2.0 * s - m;
	    if (y[j] > y[w])
	      w = j;
	  }
	win[p] = w;
	double sp = 0;
	for (int i = 0; i < NI; i++)
	  {
	    f1[i].P = f1[i].U + D * td[w][i];
	    sp += f1[i].P;
	  }
	for (int i = 0; i < NI; i++)
	  {
	    f1[i].Q = f1[i].P / (E + sp);
	    f1[i].R = f1[i].R + f1[i].Q - f1[i].U;
	    td[w][i] += L * (f1[i].U - td[w][i]);
	    bu[i][w] += L * (f1[i].Q - bu[i][w]);
	  }
      }
}

int
main (int argc, char **argv)
{
  unsigned s = 606u;
  for (int p = 0; p < NP; p++)
    for (int i = 0; i < NI; i++)
      {
	s = s * 1103515245u + 12345u;
	pat[p][i] = ((s >> 16) & 3) == 0 ? 1.0 : 0.0;
      }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
	s = s * 1103515245u + 12345u;
	bu[i][j] = (double) ((s >> 16) & 0x7fff) / (32768.0 * NI);
	td[j][i] = 0.5 * bu[i][j];
      }
  kernel_artscan ();
  double sum = 0;
  for (int j = 0; j < NJ; j++)
    for (int i = 0; i < NI; i++)
      sum += bu[i][j] * (1 + j % 5) + td[j][i] * (1 + i % 7);
  for (int i = 0; i < NI; i++)
    sum += f1[i].R;
  for (int p = 0; p < NP; p++)
    sum += win[p] * (p + 1);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      for (int p = 0; p < NP; p++)
	printf ("%d\n", win[p]);
      for (int i = 0; i < NI; i++)
	printf ("%.17g\n", f1[i].R);
      for (int i = 0; i < NI; i++)
	for (int j = 0; j < NJ; j++)
	  printf ("%.17g %.17g\n", bu[i][j], td[j][i]);
    }
  return 0;
}
