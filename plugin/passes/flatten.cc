/* qprop-flatten: flattening of loop nests whose inner loop's exit
   diverges (simt/flatten.cc), in SIMT code only: the nvptx
   accelerator compiler, and omp simd loops on the host with
   -fplugin-arg-qprop-simt=host.  It runs after the second vrp, right
   after qprop-linearize (see the pass table in registry.cc for why).

   Dump (-fplugin-arg-qprop-dump=qprop-flatten):
     qprop-flatten: FUNCTION: no SIMT region
     qprop-flatten:   nest bb A > bb B (line L): flattened (Ta=N Tb=N
       n/N=P% back-edges=1[ in-step])
     qprop-flatten:   nest bb A > bb B (line L): left alone: REASON
       [(Ta=N Tb=N n/N=P%)]
     qprop-flatten:     register guard: passed|refused (registers ~B
       -> ~A, estimate E -> F, resident warps W -> V)
     qprop-flatten: FUNCTION: nests=N flattened=N
     qprop-flatten: FUNCTION: registers=B -> A (32-bit, estimated)
   The register guard's line (simt/register-guard.cc) follows each nest
   it judged, in the nvptx compiler; the last line, in the nvptx
   compiler, gives the function's register estimate before and after the
   pass (analysis/live-registers.cc).
   A and B are the header blocks of the outer and the inner loop.  A
   flattened nest also gets an -fopt-info remark (optimized), and a
   nest the cost model turned down a missed one.  */

#include "gcc-includes.h"
#include "simt/divergence.h"
#include "simt/flatten.h"
#include "analysis/live-registers.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

namespace {

void
report (function *fn, const flatten_nest_note &n)
{
  if (dump_file)
    {
      fprintf (dump_file, "qprop-flatten:   nest bb %d > bb %d (line %d): ",
	       n.outer_header, n.inner_header, LOCATION_LINE (n.locus));
      if (n.flattened && n.at_run_time)
	fprintf (dump_file, "flattened, decided at run time (K=%d Ta=%d Tb=%d"
		 " back-edges=%d%s)\n", n.samples, n.ta, n.tb, n.back_edges,
		 n.in_step ? " in-step" : "");
      else if (n.flattened)
	fprintf (dump_file, "flattened (Ta=%d Tb=%d n/N=%d%% back-edges=%d%s)\n",
		 n.ta, n.tb, n.idle_percent, n.back_edges,
		 n.in_step ? " in-step" : "");
      else if ((n.ta || n.tb) && n.no_vote)
	fprintf (dump_file, "left alone: %s (Ta=%d Tb=%d n/N=%d%%), no"
		 " run-time vote: %s\n", n.refusal, n.ta, n.tb,
		 n.idle_percent, n.no_vote);
      else if (n.ta || n.tb)
	fprintf (dump_file, "left alone: %s (Ta=%d Tb=%d n/N=%d%%)\n",
		 n.refusal, n.ta, n.tb, n.idle_percent);
      else
	fprintf (dump_file, "left alone: %s\n", n.refusal);
      if (n.register_checked)
	{
	  fprintf (dump_file, "qprop-flatten:     register guard: %s",
		   n.regs.refusal ? "refused" : "passed");
	  print_register_check (dump_file, n.regs);
	  fputc ('\n', dump_file);
	}
    }
  if (n.flattened && n.at_run_time)
    remark_at (MSG_OPTIMIZED_LOCATIONS, fn, n.locus,
	       "qprop-flatten: loop nest flattened, decided at run time by a"
	       " warp vote on %d outer iterations (Ta=%d Tb=%d)\n", n.samples,
	       n.ta, n.tb);
  else if (n.flattened)
    remark_at (MSG_OPTIMIZED_LOCATIONS, fn, n.locus,
	       "qprop-flatten: loop nest flattened: n/N=%d%% > Ta/(Ta+Tb)"
	       " with Ta=%d Tb=%d\n", n.idle_percent, n.ta, n.tb);
  else if (n.ta || n.tb)
    remark_at (MSG_MISSED_OPTIMIZATION, fn, n.locus,
	       "qprop-flatten: loop nest not flattened: %s (Ta=%d Tb=%d"
	       " n/N=%d%%)\n", n.refusal, n.ta, n.tb, n.idle_percent);
}

} // anon namespace

unsigned int
execute_flatten (function *fn, const settings &conf)
{
  flatten_options opts;
  opts.idle_percent = conf.flatten_idle;
  opts.ignore_cost = conf.selftest_flatten_all;
  opts.max_blocks = conf.flatten_blocks;
  /* The in-step edge tests the active lane mask, which PTX reads with
     activemask.b32: sm_70 and PTX 6.3 or later.  */
#ifdef ACCEL_COMPILER
  opts.in_step = conf.flatten_in_step && TARGET_SM70 && TARGET_PTX_6_3;
  /* The vote reads the active mask and shuffles over it.  */
  opts.vote = conf.flatten_vote && TARGET_SM70 && TARGET_PTX_6_3;
#endif
  /* The guard models a GPU's register file: not in host SIMT mode.  */
  opts.register_guard = accel_compiler && conf.register_guard;
  opts.register_guard_saving = conf.register_guard_saving;

  std::vector<flatten_nest_note> notes;
  auto_bitmap seen, uniform_exit;
  bool any_region = false;
  int flattened = 0;
  /* One nest at a time: each changes the loop tree and the values the
     analysis saw.  The bound is a safeguard; seen grows every round.  */
  int regs_before = dump_file && accel_compiler
		    ? live_registers (fn).peak () : -1;
  loop_optimizer_init (AVOID_CFG_MODIFICATIONS);
  for (int round = 0; round < 16; round++)
    {
      mark_irreducible_loops ();
      simt_divergence da (fn, conf);
      da.run ();
      any_region |= !da.regions ().is_empty ();
      if (da.regions ().is_empty ()
	  || !flatten_one_nest (fn, da, opts, &notes, seen, uniform_exit))
	break;
      flattened++;
    }
  loop_optimizer_finalize ();

  if (!any_region)
    {
      if (dump_file)
	fprintf (dump_file, "qprop-flatten: %s: no SIMT region\n",
		 function_name (fn));
      return 0;
    }
  for (const flatten_nest_note &n : notes)
    report (fn, n);
  if (dump_file)
    fprintf (dump_file, "qprop-flatten: %s: nests=%d flattened=%d\n",
	     function_name (fn), (int) notes.size (), flattened);
  if (dump_file && regs_before >= 0)
    fprintf (dump_file, "qprop-flatten: %s: registers=%d -> %d (32-bit,"
	     " estimated)\n", function_name (fn), regs_before,
	     live_registers (fn).peak ());
  counters::add ("nests", notes.size ());
  counters::add ("flattened", flattened);
  int voted = 0;
  for (const flatten_nest_note &n : notes)
    voted += n.flattened && n.at_run_time;
  counters::add ("flattened-at-run-time", voted);
  return flattened ? TODO_cleanup_cfg : 0;
}

} // namespace qprop
