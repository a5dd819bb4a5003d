/* fpref.c: host reference for the floating-point expectations of the simgpu
   tests (tests/ptx/fp_*.ptx, cvt_*.ptx).  Each PTX rounding modifier maps to
   a C99 rounding mode (.rn FE_TONEAREST, .rz FE_TOWARDZERO, .rm FE_DOWNWARD,
   .rp FE_UPWARD); x86-64 SSE arithmetic and conversions honour MXCSR, so each
   line is the correctly rounded IEEE result the PTX instruction must give.
   Prints "NAME HEXBITS", one line per case; the numbers in the .ptx headers
   were copied from this output.

   Build and run:  gcc -O0 -frounding-math -o /tmp/fpref fpref.c -lm && /tmp/fpref
*/
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#pragma STDC FENV_ACCESS ON

static float F (uint32_t b) { float f; memcpy (&f, &b, 4); return f; }
static double D (uint64_t b) { double d; memcpy (&d, &b, 8); return d; }
static uint32_t BF (float f) { uint32_t b; memcpy (&b, &f, 4); return b; }
static uint64_t BD (double d) { uint64_t b; memcpy (&b, &d, 8); return b; }

static const int modes[4] = { FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD };
static const char *mname[4] = { "rn", "rz", "rm", "rp" };

#define P32(name, expr) printf ("%-28s 0x%08x\n", name, BF (expr))
#define P64(name, expr) printf ("%-28s 0x%016llx\n", name, (unsigned long long) BD (expr))

int
main (void)
{
  char n[64];
  for (int m = 0; m < 4; m++)
    {
      fesetround (modes[m]);
      volatile float a, b, c;
      volatile double x, y;
      volatile int32_t i;
      volatile uint32_t u;
      volatile int64_t l;
      /* add.f32: 1 + 1.25 ulp, and its negation.  */
      a = F (0x3f800000); b = F (0x33a00000);
      sprintf (n, "add.%s.f32.pos", mname[m]); P32 (n, a + b);
      a = F (0xbf800000); b = F (0xb3a00000);
      sprintf (n, "add.%s.f32.neg", mname[m]); P32 (n, a + b);
      /* sub.f32: 1 - 1 (exact zero: -0 only under .rm).  */
      a = 1.0f; b = 1.0f;
      sprintf (n, "sub.%s.f32.zero", mname[m]); P32 (n, a - b);
      /* mul.f32: 1.3333334^2.  */
      a = F (0x3faaaaab);
      sprintf (n, "mul.%s.f32", mname[m]); P32 (n, a * a);
      /* add.f64: 1 + 1.25 ulp; mul.f64: (1/3)^2 with 1/3 rounded to nearest.  */
      x = 1.0; y = D (0x3c94000000000000ull);	/* 5 * 2^-55 */
      sprintf (n, "add.%s.f64", mname[m]); P64 (n, x + y);
      x = D (0x3fd5555555555555ull);
      sprintf (n, "mul.%s.f64", mname[m]); P64 (n, x * x);
      /* div.f32 / div.f64: 1/3 and 2/3.  */
      a = 1.0f; b = 3.0f; c = 2.0f;
      sprintf (n, "div.%s.f32.1_3", mname[m]); P32 (n, a / b);
      sprintf (n, "div.%s.f32.2_3", mname[m]); P32 (n, c / b);
      x = 1.0; y = 3.0;
      sprintf (n, "div.%s.f64.1_3", mname[m]); P64 (n, x / y);
      /* sqrt.  */
      a = 2.0f; x = 2.0;
      sprintf (n, "sqrt.%s.f32.2", mname[m]); P32 (n, sqrtf (a));
      sprintf (n, "sqrt.%s.f64.2", mname[m]); P64 (n, sqrt (x));
      /* cvt.f32.f64.  */
      x = D (0x3ff0000010001000ull);	/* 1 + 2^-24 + 2^-40: above the tie */
      sprintf (n, "cvt.%s.f32.f64.above", mname[m]); P32 (n, (float) x);
      x = D (0xbff0000010001000ull);
      sprintf (n, "cvt.%s.f32.f64.neg", mname[m]); P32 (n, (float) x);
      x = D (0x3ff0000010000000ull);	/* 1 + 2^-24: exactly the tie */
      sprintf (n, "cvt.%s.f32.f64.tie", mname[m]); P32 (n, (float) x);
      x = 1e300;
      sprintf (n, "cvt.%s.f32.f64.huge", mname[m]); P32 (n, (float) x);
      x = 1e-50;
      sprintf (n, "cvt.%s.f32.f64.tiny", mname[m]); P32 (n, (float) x);
      /* cvt.f32.s32 / u32 / s64, cvt.f64.s64.  */
      i = 16777217;
      sprintf (n, "cvt.%s.f32.s32.16777217", mname[m]); P32 (n, (float) i);
      i = 16777219;
      sprintf (n, "cvt.%s.f32.s32.16777219", mname[m]); P32 (n, (float) i);
      i = -16777217;
      sprintf (n, "cvt.%s.f32.s32.-16777217", mname[m]); P32 (n, (float) i);
      u = 0xffffffffu;
      sprintf (n, "cvt.%s.f32.u32.max", mname[m]); P32 (n, (float) u);
      l = (1ll << 40) + 1;
      sprintf (n, "cvt.%s.f32.s64.2^40+1", mname[m]); P32 (n, (float) l);
      l = (1ll << 53) + 1;
      sprintf (n, "cvt.%s.f64.s64.2^53+1", mname[m]); P64 (n, (double) l);
    }
  fesetround (FE_TONEAREST);
  {
    volatile float a = F (0x3f800001), b = F (0x3f7ffffe), c = -1.0f;	/* 1+2^-23, 1-2^-23 */
    P32 ("fma.rn.f32", fmaf (a, b, c));
    volatile float p = a * b;
    P32 ("mul+add.rn.f32", p + c);
    volatile double x = D (0x3ff0000000000001ull), y = D (0x3feffffffffffffeull), z = -1.0;	/* 1+2^-52, 1-2^-52 */
    P64 ("fma.rn.f64", fma (x, y, z));
    volatile double q = x * y;
    P64 ("mul+add.rn.f64", q + z);
    volatile float t = 3.0f;
    P32 ("rcp.rn.f32.3", 1.0f / t);
    volatile double td = 3.0;
    P64 ("rcp.rn.f64.3", 1.0 / td);
    volatile float e = 0.1f;
    P64 ("cvt.f64.f32.0.1", (double) e);
  }
  return 0;
}
