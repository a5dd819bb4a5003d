/* rowsweep: storm-surge style box model driven by detided tide-gauge
   records.  obs[i][t] holds the hourly water level of gauge i (one row
   per gauge, the time series contiguous, NT = 512 samples = 4 KB per
   row).  The model is integrated in time (t outer) because the gauges
   are coupled by lateral exchange after every step; each gauge's forcing
   is the mid-step observation 0.5 * (obs[i][t] + obs[i][t+1]) minus the
   astronomical tide, which is predicted from NH harmonic tables
   (cos/sin of the four main constituents, harm[h][t], also 4 KB rows)
   weighted by the gauge's amplitudes.  The whole record is cycled REPS
   times (spin-up).
   Pattern: obs[i][t] is read, then the tide loop walks the column t of
   harm (NH rows 4 KB apart: all in obs[i][t]'s L1 set, and in a 256 KB
   direct-mapped cache on top of obs rows 0..NH-1), then obs[i][t+1] -
   in the same cache line as obs[i][t] seven times out of eight - is
   read.  The next i iteration reads another row, so the line is not
   touched again until the next t, NC inner iterations later.
   qprop target: load aggregation (GLIA): obs[i][t+1] moved up to right
   after obs[i][t], before the harm column walk that evicts their line
   (no stores in between).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define REPS 16
#else
#define REPS 1500
#endif
#define NC 64			/* gauges (rows) */
#define NT 512			/* hourly samples per row: 4 KB rows */
#define NCON 4			/* M2, S2, K1, O1 */
#define NH (2 * NCON)		/* a cos and a sin table per constituent */

/* one block so that the placement of the rows is fixed: obs rows and
   harm rows are 4 KB apart and start on a 4 KB boundary */
static struct
{
  double obs[NC][NT];
  double harm[NH][NT];
} tab __attribute__((aligned(4096)));
static double amp[NC][NH], eta[NC], etan[NC], gauge_mean[NT], var_sum;
/* harmonic tables in use: an input, not a constant, so that the tide
   loop is not unrolled into one block with both obs loads */
static int nh;

__attribute__((noinline)) static void
kernel_rowsweep (void)
{
  const double DT = 0.05, GAIN = 0.8, DAMP = 0.3, KX = 0.2;
  for (int r = 0; r < REPS; r++)
    for (int t = 0; t < NT - 1; t++)
      {
	for (int i = 0; i < NC; i++)
	  {
	    double o0 = tab.obs[i][t];
	    double tide = 0.0;
	    for (int h = 0; h < nh; h++)
	      tide += amp[i][h] * tab.harm[h][t];
	    double o1 = tab.obs[i][t + 1];
	    double surge = 0.5 * (o0 + o1) - tide;
	    etan[i] = eta[i] + DT * (GAIN * surge - DAMP * eta[i]);
	  }
	for (int i = 0; i < NC; i++)
	  {
	    int im = i == 0 ? NC - 1 : i - 1, ip = i == NC - 1 ? 0 : i + 1;
	    eta[i] = etan[i] + KX * (etan[im] - 2.0 * etan[i] + etan[ip]);
	    var_sum += eta[i] * eta[i];
	  }
	gauge_mean[t] = 0.9 * gauge_mean[t] + 0.1 * eta[NC / 2];
      }
}

int
main (int argc, char **argv)
{
  /* cos and sin of each constituent's angular step per hour (periods
     12.4206, 12.0, 23.9345, 25.8193 h); the tables are built by rotation */
  static const double cw[NCON] = { 0.8747541757696936, 0.8660254037844387,
    0.9657400611028689, 0.9705357694650103 };
  static const double sw[NCON] = { 0.4845669530348557, 0.49999999999999994,
    0.25951133767337997, 0.24095709200801796 };
  for (int c = 0; c < NCON; c++)
    {
      double x = 1.0, y = 0.0;
      for (int t = 0; t < NT; t++)
	{
	  tab.harm[2 * c][t] = x;
	  tab.harm[2 * c + 1][t] = y;
	  double xn = x * cw[c] - y * sw[c];
	  y = y * cw[c] + x * sw[c];
	  x = xn;
	}
    }
  unsigned s = 20240611u;
  for (int i = 0; i < NC; i++)
    for (int h = 0; h < NH; h++)
      {
	s = s * 1103515245u + 12345u;
	amp[i][h] = (double) ((s >> 16) & 0x7fff) / 32768.0 / (1 + h / 2);
      }
  for (int i = 0; i < NC; i++)
    for (int t = 0; t < NT; t++)
      {
	double v = 0.0;
	for (int h = 0; h < NH; h++)
	  v += amp[i][h] * tab.harm[h][t];
	s = s * 1103515245u + 12345u;
	/* tide (amplitudes off by a few per cent) plus a surge signal */
	tab.obs[i][t] = 1.03 * v + 0.2 * ((double) ((s >> 16) & 0x7fff)
					  / 32768.0 - 0.5)
	  + 0.5 * (t > 200 && t < 260 && i % 3 == 0);
      }
  nh = NH;
  kernel_rowsweep ();
  double sum = 0.0;
  for (int i = 0; i < NC; i++)
    sum += eta[i] * (1 + i % 5);
  for (int t = 0; t < NT; t++)
    sum += gauge_mean[t] * (1 + t % 7);
  sum += 1e-3 * var_sum;
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      for (int i = 0; i < NC; i++)
	printf ("%.17g\n", eta[i]);
      for (int t = 0; t < NT; t++)
	printf ("%.17g\n", gauge_mean[t]);
      printf ("%.17g\n", var_sum);
    }
  return 0;
}
