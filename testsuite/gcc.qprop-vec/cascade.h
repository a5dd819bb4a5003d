/* A biased if-cascade in the style of benchmarks/kernels/simd_cascade.c
   (nab's generalized Born loop): a cheap first arm and rare arms with
   divisions and polynomials.  Shared by cost-cascade*.c.  GCC guesses an
   even split at a float compare it knows nothing about; the includer
   says whether the first arm is likely (CASCADE_LIKELY).  */

#define CASCADE_SERIES(t2) \
  ((t2) * (1.0f / 3 + (t2) * (1.0f / 5 + (t2) * (1.0f / 7 + (t2) * (1.0f / 9)))))

#define CASCADE_LOOP \
  for (int j = 0; j < n; j++) \
    { \
      float dx = ax[j] - xi, dy = ay[j] - yi, dz = az[j] - zi; \
      float d2 = dx * dx + dy * dy + dz * dz; \
      float sj = rad[j]; \
      float e; \
      if (CASCADE_LIKELY (d2 > 0.036f)) \
	e = sj / d2; \
      else if (d2 > 16.0f * sj * sj) \
	{ \
	  float t = sj * sj / (d2 - sj * sj); \
	  e = t * (1.0f + CASCADE_SERIES (t * t)) / (d2 + 1.0f); \
	} \
      else if (d2 > (ri + sj) * (ri + sj)) \
	{ \
	  float u = (d2 - ri * sj) / (d2 + ri * sj + 1.0f); \
	  float u2 = u * u; \
	  float v = (sj - ri) / (sj + ri + d2); \
	  e = u * (1.0f + CASCADE_SERIES (u2)) + v * v / (1.0f + u2); \
	} \
      else if (ri < sj) \
	{ \
	  float w = (sj - ri) / (sj + ri); \
	  e = w * (2.0f + CASCADE_SERIES (w * w)) - d2 / (sj * sj + 1.0f); \
	} \
      else \
	e = 0.5f / (ri + 1.0f); \
      acc[j] += e; \
    }

#define CASCADE_PARAMS \
  (float *restrict acc, const float *restrict ax, const float *restrict ay, \
   const float *restrict az, const float *restrict rad, float xi, float yi, \
   float zi, float ri, int n)

__attribute__((noinline)) void
cascade CASCADE_PARAMS
{
#pragma omp simd
  CASCADE_LOOP
}
