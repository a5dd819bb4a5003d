/* newlib's libm on the simulated device against glibc's on the host.  The
   PTX of newlib's functions is simulated exactly, so any difference is
   between the two libraries, not the simulator: the tolerance documented
   in docs/simgpu.md ("Numeric fidelity") is 4 ulp in double and float,
   and this program fails if any result is further off, or NaN where the
   host's is not.
   EXPECT-STDOUT: libm: all within 4 ulp
   EXPECT-EXIT: 0  */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define N 256
#define F 7

static int64_t
ulps (double a, double b)
{
  int64_t x, y;
  memcpy (&x, &a, 8);
  memcpy (&y, &b, 8);
  if (x < 0)
    x = INT64_MIN - x;
  if (y < 0)
    y = INT64_MIN - y;
  return x > y ? x - y : y - x;
}

static int64_t
ulpsf (float a, float b)
{
  int32_t x, y;
  memcpy (&x, &a, 4);
  memcpy (&y, &b, 4);
  if (x < 0)
    x = INT32_MIN - x;
  if (y < 0)
    y = INT32_MIN - y;
  return x > y ? (int64_t) x - y : (int64_t) y - x;
}

int
main (void)
{
  static double in[N], dev[N * F];
  static float inf[N], devf[N * 2];
  for (int i = 0; i < N; i++)
    {
      in[i] = (i - N / 2) * 0.173 + 0.011 * (i % 7);
      inf[i] = (float) in[i];
    }
#pragma acc parallel loop copyin(in, inf) copyout(dev, devf)
  for (int i = 0; i < N; i++)
    {
      double x = in[i];
      dev[i * F + 0] = sin (x);
      dev[i * F + 1] = cos (x);
      dev[i * F + 2] = exp (x / 8);
      dev[i * F + 3] = log (fabs (x) + 1e-3);
      dev[i * F + 4] = pow (fabs (x) + 0.5, 1.7);
      dev[i * F + 5] = atan2 (x, 3.0);
      dev[i * F + 6] = sqrt (fabs (x));
      devf[i * 2] = sinf (inf[i]);
      devf[i * 2 + 1] = expf (inf[i] / 16);
    }
  int64_t worst = 0;
  int bad = 0;
  for (int i = 0; i < N; i++)
    {
      double x = in[i];
      double host[F] = { sin (x), cos (x), exp (x / 8), log (fabs (x) + 1e-3),
			 pow (fabs (x) + 0.5, 1.7), atan2 (x, 3.0),
			 sqrt (fabs (x)) };
      for (int f = 0; f < F; f++)
	{
	  int64_t u = ulps (dev[i * F + f], host[f]);
	  if (isnan (dev[i * F + f]) != isnan (host[f]) || u > 4)
	    {
	      if (bad++ < 5)
		printf ("libm: function %d at %.17g: device %.17g host %.17g\n",
			f, x, dev[i * F + f], host[f]);
	    }
	  if (u > worst)
	    worst = u;
	}
      float hf[2] = { sinf (inf[i]), expf (inf[i] / 16) };
      for (int f = 0; f < 2; f++)
	{
	  int64_t uf = ulpsf (devf[i * 2 + f], hf[f]);
	  if (uf > 4 && bad++ < 5)
	    printf ("libm: float function %d at %.9g: device %.9g host %.9g\n",
		    f, inf[i], devf[i * 2 + f], hf[f]);
	  if (uf > worst)
	    worst = uf;
	}
    }
  printf ("libm: worst difference %lld ulp\n", (long long) worst);
  if (bad)
    return 1;
  printf ("libm: all within 4 ulp\n");
  return 0;
}
