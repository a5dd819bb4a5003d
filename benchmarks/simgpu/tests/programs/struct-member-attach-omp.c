/* The companion of struct-partial-map-omp.c (XSBench openmp-offload's
   struct mapping): three spellings of the same lookup that GCC 12 maps
   right, each checked against the host value 112.
   1. The pointer member is a list item too, map(to: t.width, t.energy)
      with map(to: t.energy[:n]): GCC puts t.energy in the struct's sibling
      list, so the attach finds it (OpenMP Examples target_struct_map.1.c;
      valid since OpenMP 4.5).  This is the one-clause fix that makes
      XSBench validate on simgpu.
   2. No member of T is a list item, only the section: GCC maps all of T
      implicitly (tofrom) and attaches t.energy in the device copy.
   3. The pointer is copied to a local first and the section is based on
      the local: the classic pointer-variable section.
   EXPECT-STDOUT: member 112
   EXPECT-STDOUT: implicit 112
   EXPECT-STDOUT: local 112
   EXPECT-EXIT: 0  */
#include <stdio.h>
#include <stdlib.h>

struct config { long lookups, gridpoints; };
struct table { double *energy; int width; };

static double
with_member (struct config c, struct table t)
{
  double sum = 0.0;
#pragma omp target map(to: t.width, t.energy) \
		   map(to: t.energy[:c.gridpoints]) map(tofrom: sum)
  for (long i = 0; i < c.lookups; i++)
    sum += t.energy[i % c.gridpoints] * t.width;
  return sum;
}

static double
implicit_struct (struct config c, struct table t)
{
  double sum = 0.0;
#pragma omp target map(to: t.energy[:c.gridpoints]) map(tofrom: sum)
  for (long i = 0; i < c.lookups; i++)
    sum += t.energy[i % c.gridpoints] * t.width;
  return sum;
}

static double
local_pointer (struct config c, struct table t)
{
  double sum = 0.0;
  double *e = t.energy;
  int w = t.width;
#pragma omp target map(to: e[:c.gridpoints]) map(tofrom: sum)
  for (long i = 0; i < c.lookups; i++)
    sum += e[i % c.gridpoints] * w;
  return sum;
}

int
main (void)
{
  struct config c = { 16, 8 };
  struct table t;
  t.width = 2;
  t.energy = malloc (c.gridpoints * sizeof (double));
  for (long i = 0; i < c.gridpoints; i++)
    t.energy[i] = i;
  double a = with_member (c, t), b = implicit_struct (c, t);
  double d = local_pointer (c, t);
  printf ("member %g\nimplicit %g\nlocal %g\n", a, b, d);
  return a == 112 && b == 112 && d == 112 ? 0 : 1;
}
