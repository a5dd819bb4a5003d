/* qprop-linearize: partial control-flow linearization
   (simt/linearize.cc) in SIMT code only: the nvptx accelerator
   compiler, and omp simd loops on the host with
   -fplugin-arg-qprop-simt=host.  It runs after the second vrp, the last
   pass that threads jumps, which would otherwise copy the blocks that
   linearization shares back onto separate paths.

   Dump (-fplugin-arg-qprop-dump=qprop-linearize):
     qprop-linearize: FUNCTION: no SIMT region
     qprop-linearize:   region bb A -> join bb P: linearized
       [as a condition chain] (blocks=N
       folded=N guarded=N merged-phis=N gain=N cost=N[ boscc=N]
       [ loops=N (U uniform, D divergent)])
     qprop-linearize:   region bb A -> join bb P: left alone: REASON
       [(gain=N cost=N)]
     qprop-linearize:   loop N (bb H, line L): exits rebound to bb E
       (exits=N targets=N gain=N cost=N)
     qprop-linearize:   loop N (bb H, line L): exits left alone: REASON
       [(exits=N targets=N gain=N cost=N)]
     qprop-linearize:     register guard: passed|refused (registers ~B
       -> ~A, estimate E -> F, resident warps W -> V)
     qprop-linearize: FUNCTION: divergent-branches=N folded=N kept=N
       uniform-branches=N uniform-lost=N uniform-loops=N divergent-loops=N
       uniform-exits=N divergent-exits=N
     qprop-linearize: FUNCTION: registers=B -> A (32-bit, estimated)
   The register guard's line follows each region or loop it judged
   (simt/register-guard.cc; -fplugin-arg-qprop-register-guard); the
   last line gives the function's register estimate before and after
   the pass (analysis/live-registers.cc), with -details each block's
   live names after it.  The line before it holds the figures of the
   paper's Table 1 for the function (before the transform, but for
   folded and lost).  The loop lines come from the divergent loop
   transform (simt/divergent-loops.cc), which runs after the regions
   are linearized and can be turned off with
   -fplugin-arg-qprop-linearize-loops=off.
   Remarks (-fopt-info-loop): "qprop-linearize: loop exits rebound ..."
   and "qprop-linearize: loop exits not rebound: REASON".  */

#include "gcc-includes.h"
#include "simt/divergence.h"
#include "simt/linearize.h"
#include "simt/divergent-loops.h"
#include "analysis/live-registers.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

namespace {

/* " boscc=N" for the dump line of a region with N BOSCC gadgets.  */
const char *
boscc_note (int n)
{
  static char buf[32];
  snprintf (buf, sizeof buf, " boscc=%d", n);
  return buf;
}

/* " loops=N (U uniform, D divergent)" for a region with N loop nodes,
   of which D have a divergent exit.  */
const char *
loops_note (int n, int divergent)
{
  static char buf[64];
  if (!n)
    return "";
  snprintf (buf, sizeof buf, " loops=%d (%d uniform, %d divergent)", n,
	    n - divergent, divergent);
  return buf;
}

/* The register guard's line after a region's or a loop's, when it
   judged the change.  */
void
report_registers (bool checked, const register_check &c)
{
  if (!dump_file || !checked)
    return;
  fprintf (dump_file, "qprop-linearize:     register guard: %s",
	   c.refusal ? "refused" : "passed");
  print_register_check (dump_file, c);
  fputc ('\n', dump_file);
}

/* The dump line and the -fopt-info remark for one loop of the divergent
   loop transform.  */
void
report_loop (function *fn, const divergent_loop_note &n)
{
  int line = n.locus != UNKNOWN_LOCATION ? LOCATION_LINE (n.locus) : 0;
  if (dump_file)
    {
      fprintf (dump_file, "qprop-linearize:   loop %d (bb %d, line %d): ",
	       n.loop_num, n.header, line);
      if (n.rebound)
	fprintf (dump_file, "exits rebound to bb %d (exits=%d targets=%d"
		 " gain=%d cost=%d)\n", n.exit_block, n.exits, n.targets,
		 n.gain, n.cost);
      else if (n.gain || n.cost)
	fprintf (dump_file, "exits left alone: %s (exits=%d targets=%d"
		 " gain=%d cost=%d)\n", n.refusal, n.exits, n.targets, n.gain,
		 n.cost);
      else
	fprintf (dump_file, "exits left alone: %s\n", n.refusal);
      report_registers (n.register_checked, n.regs);
    }
  if (n.rebound)
    remark_at (MSG_OPTIMIZED_LOCATIONS, fn, n.locus,
	       "qprop-linearize: loop exits rebound to one exit block: %d"
	       " exits to %d targets (gain=%d cost=%d)\n", n.exits,
	       n.targets, n.gain, n.cost);
  else if (n.gain || n.cost)
    remark_at (MSG_MISSED_OPTIMIZATION, fn, n.locus,
	       "qprop-linearize: loop exits not rebound: %s (gain=%d"
	       " cost=%d)\n", n.refusal, n.gain, n.cost);
}

} // anon namespace

unsigned int
execute_linearize (function *fn, const settings &conf)
{
  std::vector<linearize_region_note> notes;
  std::vector<divergent_loop_note> loop_notes;
  linearize_stats st;
  unsigned int todo;
  int regs_before = 0;
  /* The loop tree may be stale this late (the vectorizer and the
     unroller have run); bring it up to date without changing the CFG.  */
  loop_optimizer_init (AVOID_CFG_MODIFICATIONS);
  {
    simt_divergence da (fn, conf);
    if (!found_simt_region (da, fn, "qprop-linearize"))
      {
	loop_optimizer_finalize ();
	return 0;
      }
    if (dump_file)
      regs_before = live_registers (fn).peak ();
    linearize_options opts;
    opts.max_blocks = conf.linearize_blocks;
    opts.ignore_cost = conf.selftest_linearize_all;
    opts.boscc = conf.linearize_boscc;
    /* The guard models a GPU's register file: not in host SIMT mode.  */
    opts.register_guard = accel_compiler && conf.register_guard;
    opts.register_guard_saving = conf.register_guard_saving;
    todo = linearize_function (fn, da, opts, &notes, &st);
    if (conf.linearize_loops)
      {
	divergent_loop_options lopts;
	lopts.ignore_cost = conf.selftest_linearize_all;
	lopts.register_guard = accel_compiler && conf.register_guard;
	lopts.register_guard_saving = conf.register_guard_saving;
	todo |= transform_divergent_loops (fn, da, lopts, &loop_notes);
      }
  }
  loop_optimizer_finalize ();

  long regions = 0;
  for (const linearize_region_note &n : notes)
    {
      regions += n.linearized;
      if (!dump_file)
	continue;
      fprintf (dump_file, "qprop-linearize:   region bb %d -> join bb %d: ",
	       n.branch->index, n.join ? n.join->index : -1);
      if (n.linearized)
	fprintf (dump_file, "linearized%s (blocks=%d folded=%d guarded=%d"
		 " merged-phis=%d gain=%d cost=%d%s%s)\n",
		 n.chain ? " as a condition chain" : "", n.blocks, n.folded,
		 n.guarded, n.merged, n.gain, n.cost,
		 n.boscc ? boscc_note (n.boscc) : "",
		 loops_note (n.loops, n.divergent_loops));
      else if (n.gain || n.cost)
	fprintf (dump_file, "left alone: %s (gain=%d cost=%d)\n", n.refusal,
		 n.gain, n.cost);
      else
	fprintf (dump_file, "left alone: %s\n", n.refusal);
      report_registers (n.register_checked, n.regs);
    }
  long rebound = 0;
  for (const divergent_loop_note &n : loop_notes)
    {
      rebound += n.rebound;
      report_loop (fn, n);
    }
  if (dump_file)
    fprintf (dump_file, "qprop-linearize: %s: divergent-branches=%d"
	     " folded=%d kept=%d uniform-branches=%d uniform-lost=%d"
	     " uniform-loops=%d divergent-loops=%d uniform-exits=%d"
	     " divergent-exits=%d\n", function_name (fn),
	     st.divergent_branches, st.folded_branches, st.kept_divergent,
	     st.uniform_branches, st.uniform_lost, st.uniform_loops,
	     st.divergent_loops, st.uniform_exits, st.divergent_exits);
  if (dump_file)
    {
      live_registers after (fn);
      fprintf (dump_file, "qprop-linearize: %s: registers=%d -> %d (32-bit,"
	       " estimated)\n", function_name (fn), regs_before,
	       after.peak ());
      if (dump_flags & TDF_DETAILS)
	after.dump (dump_file, "qprop-linearize:   registers after: ");
    }
  counters::add ("regions", regions);
  counters::add ("folded_branches", st.folded_branches);
  counters::add ("divergent_branches", st.divergent_branches);
  counters::add ("uniform_branches", st.uniform_branches);
  counters::add ("uniform_lost", st.uniform_lost);
  counters::add ("loops_rebound", rebound);
  return todo;
}

} // namespace qprop
