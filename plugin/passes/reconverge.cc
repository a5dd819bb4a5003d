/* qprop-reconverge: the reconvergence guard (simt/reconverge.cc),
   right before GCC's split-paths, in SIMT code only: the nvptx
   accelerator compiler, and omp simd loops on the host with
   -fplugin-arg-qprop-simt=host.

   Dump (-fplugin-arg-qprop-dump=qprop-reconverge):
     qprop-reconverge: FUNCTION: no SIMT region
     qprop-reconverge: FUNCTION: nothing to guard (split-paths, tracer and
       thread-jumps off)
     qprop-reconverge:   PASS could copy join bb J of divergent branch bb B
			   (line L): protected
     qprop-reconverge:   PASS could copy join bb J of uniform branch bb B
			   (line L): left to it | loses it with the function
     qprop-reconverge: FUNCTION: switched off: PASS[,PASS] | nothing
       (protected=N uniform-kept=N uniform-lost=N)
   PASS is split-paths, tracer or thread-jumps.  */

#include "gcc-includes.h"
#include "simt/divergence.h"
#include "simt/reconverge.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

namespace {

int
line_of (basic_block bb)
{
  gimple *last = last_stmt (bb);
  location_t loc = last ? gimple_location (last) : UNKNOWN_LOCATION;
  return loc == UNKNOWN_LOCATION ? 0 : LOCATION_LINE (loc);
}

} // anon namespace

bool
reconverge_wanted (function *fn, const settings &)
{
  if (flag_split_paths || flag_tracer || flag_thread_jumps)
    return true;
  if (dump_file)
    fprintf (dump_file, "qprop-reconverge: %s: nothing to guard"
	     " (split-paths, tracer and thread-jumps off)\n",
	     function_name (fn));
  return false;
}

unsigned int
execute_reconverge (function *fn, const settings &conf)
{
  /* The loop shape split-paths itself asks for, so that the guard sees
     the latches it will see.  */
  loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  reconverge_result result;
  {
    simt_divergence da (fn, conf);
    if (!found_simt_region (da, fn, "qprop-reconverge"))
      {
	loop_optimizer_finalize ();
	return 0;
      }
    guard_reconvergence (fn, da, &result);
  }
  loop_optimizer_finalize ();

  long protected_ = 0, kept = 0, lost = 0;
  bool off = !result.switched_off.empty ();
  for (const reconverge_candidate &c : result.candidates)
    {
      bool c_off = result.switched_off.find (c.pass) != std::string::npos;
      if (c.divergent)
	protected_ += c_off;
      else if (c_off)
	lost++;
      else
	kept++;
      if (dump_file)
	fprintf (dump_file, "qprop-reconverge:   %s could copy join bb %d of"
		 " %s branch bb %d (line %d): %s\n", c.pass,
		 c.join ? c.join->index : -1,
		 c.divergent ? "divergent" : "uniform", c.branch->index,
		 line_of (c.branch),
		 c.divergent ? "protected"
		 : c_off ? "loses it with the function" : "left to it");
    }
  if (dump_file)
    fprintf (dump_file, "qprop-reconverge: %s: switched off: %s"
	     " (protected=%ld uniform-kept=%ld uniform-lost=%ld)\n",
	     function_name (fn), off ? result.switched_off.c_str ()
	     : "nothing", protected_, kept, lost);
  counters::add ("protected_branches", protected_);
  counters::add ("uniform_lost", lost);
  counters::add ("functions_guarded", off);
  return 0;
}

} // namespace qprop
