/* Reduced from XSBench openmp-offload (Simulation.c,
   run_event_based_simulation): a target region maps one scalar member of a
   struct passed by value and array sections through the struct's pointer
   members, and then dereferences those pointer members on the device.

     map(to: t.width) map(to: t.energy[:n])   ...   t.energy[i]

   GCC 12 (OpenMP 4.5, _OPENMP 201511) treats T as explicitly mapped because
   one member is a list item, so T gets no implicit whole-struct map; it maps
   only t.width (GOMP_MAP_STRUCT of length 1) and, for the section, emits
   map(attach: t.energy) without mapping the pointer member itself
   (gimplify.cc skips the struct sibling list for attach_detach on OpenMP
   targets).  libgomp (target.c, GOMP_MAP_ATTACH) finds no mapping that
   holds &t.energy and, for OpenMP, silently skips the attach.  The kernel
   gets the device address of t computed back from t.width's device copy,
   so it reads t.energy from whatever precedes t.width in the mapped block:
   here the last element of the energy section itself, 7.0, whose bits are
   0x401c000000000000, and loads from that as an address.

   OpenMP 5.1 and later say that an implicitly mapped struct whose parts are
   explicitly mapped list items or base pointers of list items gets storage
   for exactly those parts, so t.energy would be mapped and attached (the
   OpenMP Examples, target_struct_map.4.c Case 3, tagged 5.1).  GCC 12 does
   not implement that; the program relies on OpenMP 5.1 semantics.  A real
   GPU faults as well: XSBench built this way ends with "an illegal memory
   access" on an H200; this reduced test itself is to be confirmed on a GPU.
   struct-member-attach-omp.c holds the portable spellings that work.
   EXPECT-STDERR: out-of-bounds fault: kernel lookup$_omp_fn$0
   EXPECT-STDERR: load of 8 bytes at address 0x401c000000000000 (lane 0)
   EXPECT-STDERR: ld.f64
   EXPECT-STDERR: an illegal memory access was encountered
   EXPECT-EXIT: 1  */
#include <stdio.h>
#include <stdlib.h>

struct config { long lookups, gridpoints; };
struct table { double *energy; int width; };

static double
lookup (struct config c, struct table t)
{
  double sum = 0.0;
#pragma omp target map(to: t.width) map(to: t.energy[:c.gridpoints]) \
		   map(tofrom: sum)
  for (long i = 0; i < c.lookups; i++)
    sum += t.energy[i % c.gridpoints] * t.width;
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
  /* The host build prints "sum 112".  */
  printf ("sum %g\n", lookup (c, t));
  return 0;
}
