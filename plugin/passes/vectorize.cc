/* qprop-vectorize: vector code for `omp simd' loops that GCC's
   vectorizer leaves scalar (host/vectorize.cc), placed right after GCC's
   `vect' pass in the host compiler's loop pipeline.  Off unless selected
   by name (-fplugin-arg-qprop-passes=...,qprop-vectorize): it is new.

   Dump (-fplugin-arg-qprop-dump=qprop-vectorize):
     qprop-vectorize:   loop N (line L): vectorized VF=V masks=M blends=B
       loops=K loads=LD stores=ST masked=MK gathers=G lanes=LN scalar=S
       vector=VS boscc=BS cost=S->V [calls=C clones=K] [kept=U]
     qprop-vectorize:   loop N (line L): vectorized by GCC, left to it
     qprop-vectorize:   loop N (line L): left alone: REASON
     qprop-vectorize: FUNCTION: simd-loops=N vectorized=N by-gcc=N
       left-alone=N
   N is GCC's loop number, L the loop's line; masks counts the edge
   masks built, blends the PHIs turned into blends, loops the divergent
   inner loops, masked the IFN_MASK_LOAD/STORE calls, scalar and vector
   the statements kept scalar (uniform, affine) and made vector, boscc
   the BOSCC gadgets (regions skipped when no lane enters them), cost the
   cost model's scalar and vector estimates, kept the branches on uniform
   conditions kept as branches (vectorize-boscc.cc).
   Remarks (-fopt-info-vec): "qprop-vectorize: loop vectorized with VF
   lanes ..." and "qprop-vectorize: loop not vectorized: REASON".  */

#include "gcc-includes.h"
#include "host/vectorize.h"
#include "simt/simt-policy.h"
#include "passes/passes.h"

namespace qprop {

bool
vectorize_wanted (function *fn, const settings &)
{
  if (accel_compiler)
    {
      if (dump_file)
	fprintf (dump_file, "qprop-vectorize: %s: left alone: accelerator"
		 " compiler (omp simd loops are SIMT code here)\n",
		 function_name (fn));
      return false;
    }
  if (!fn->has_simduid_loops && !fn->has_force_vectorize_loops)
    {
      if (dump_file)
	fprintf (dump_file, "qprop-vectorize: %s: no omp simd loop\n",
		 function_name (fn));
      return false;
    }
  return true;
}

unsigned int
execute_vectorize (function *fn, const settings &conf)
{
  auto_vec<simd_loop_note> notes;
  unsigned todo = vectorize_simd_loops (fn, conf, &notes);
  long vectorized = 0, by_gcc = 0, refused = 0;
  for (const simd_loop_note &n : notes)
    {
      int line = n.locus != UNKNOWN_LOCATION ? LOCATION_LINE (n.locus) : 0;
      if (n.vectorized)
	{
	  vectorized++;
	  if (dump_file)
	    fprintf (dump_file, "qprop-vectorize:   loop %d (line %d):"
		     " vectorized VF=%d masks=%d blends=%d loops=%d loads=%d"
		     " stores=%d masked=%d gathers=%d lanes=%d scalar=%d"
		     " vector=%d boscc=%d cost=%d->%d", n.loop_num, line,
		     n.vf, n.masks, n.blends, n.loops, n.loads, n.stores,
		     n.masked, n.gathers, n.lanes, n.uniform, n.vector,
		     n.boscc, n.cost_scalar, n.cost_vector);
	  /* Only where the loop has calls: the lines of the others stay
	     as they were.  */
	  if (dump_file && n.calls)
	    fprintf (dump_file, " calls=%d clones=%d", n.calls, n.clones);
	  /* Likewise only where a uniform branch was kept.  */
	  if (dump_file && n.kept)
	    fprintf (dump_file, " kept=%d", n.kept);
	  if (dump_file)
	    fputc ('\n', dump_file);
	  remark_at (MSG_OPTIMIZED_LOCATIONS, fn, n.locus,
		     "qprop-vectorize: loop vectorized with %d lanes (%d"
		     " divergent inner loops, %d blends)\n", n.vf, n.loops,
		     n.blends);
	}
      else if (n.by_gcc)
	{
	  by_gcc++;
	  if (dump_file)
	    fprintf (dump_file, "qprop-vectorize:   loop %d (line %d):"
		     " vectorized by GCC, left to it\n", n.loop_num, line);
	}
      else
	{
	  refused++;
	  char why[200];
	  if (n.cost_declined)
	    snprintf (why, sizeof why, "%s (scalar %d per %d iterations,"
		      " vector %d)", n.refusal, n.cost_scalar, n.vf,
		      n.cost_vector);
	  else
	    snprintf (why, sizeof why, "%s", n.refusal);
	  if (dump_file)
	    fprintf (dump_file, "qprop-vectorize:   loop %d (line %d): left"
		     " alone: %s\n", n.loop_num, line, why);
	  remark_at (MSG_MISSED_OPTIMIZATION, fn, n.locus,
		     "qprop-vectorize: loop not vectorized: %s\n", why);
	}
    }
  report_figures (fn, "qprop-vectorize", NULL,
		  { { "simd-loops", "simd_loops", (long) notes.length () },
		    { "vectorized", "vectorized", vectorized },
		    { "by-gcc", "vectorized_by_gcc", by_gcc },
		    { "left-alone", "simd_left_alone", refused } });
  return todo;
}

} // namespace qprop
