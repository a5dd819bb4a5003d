/* qprop-version: run-time alias versioning of innermost loops whose
   cross-iteration reuse or invariant loads only possible overlap between
   pointers blocks (host/alias-version.cc).  It runs after
   laddress, just before GCC's second LIM, ahead of PRE and the loop
   pipeline, so that all of them see the checked copy's dependence
   cliques.  In the nvptx compiler the check is voted on by the warp
   (simt/warp-vote.h), so that all its lanes run the same copy.

   Dump (-fplugin-arg-qprop-dump=qprop-version):
     qprop-version:   loop bb H (line L): versioned (groups=G pairs=P
       gain=F iterations=I check=C size=S levels=V clique=Q)
     qprop-version:     check not hoisted out of the enclosing loop: REASON
     qprop-version:     check computed before the nest, C of its L loops
       copied: REASON
     qprop-version:     check built: N statements
     qprop-version:     register guard: passed|refused (registers ~B
       -> ~A, estimate E -> F, resident warps W -> V)
     qprop-version:   loop bb H (line L): left alone: REASON
       [(groups=G pairs=P gain=F iterations=I check=C size=S)]
     qprop-version: FUNCTION: -fpredictive-commoning switched off ...
     qprop-version: FUNCTION: -ftree-loop-distribution and ... switched off
     qprop-version: FUNCTION: loops=N versioned=N copied=S
   H is the innermost loop's header; V counts the loops the check covers
   (1: the innermost loop alone; more: hoisted out of enclosing loops).
   The innermost C of them were copied (at most version-copy), S
   statements in all; when C < V the check is computed once before the
   nest and the copies branch on its answer.
   The register guard's line (nvptx compiler, simt/register-guard.cc)
   follows each loop whose check it judged.
   A versioned loop also gets an -fopt-info remark (optimized), and one
   that had pairs to check but was turned down a missed one.  */

#include "gcc-includes.h"
#include "tree-scalar-evolution.h"
#include "host/alias-version.h"
#include "simt/reconverge.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

namespace {

void
report (function *fn, const version_note &n)
{
  if (dump_file)
    {
      fprintf (dump_file, "qprop-version:   loop bb %d (line %d): ",
	       n.header, LOCATION_LINE (n.locus));
      if (n.versioned)
	{
	  fprintf (dump_file, "versioned (groups=%d pairs=%d gain=%d"
		   " iterations=" HOST_WIDE_INT_PRINT_DEC " check=%d size=%d"
		   " levels=%d clique=%d)\n", n.groups, n.pairs, n.gain,
		   n.iterations, n.check_cost, n.size, n.levels, n.clique);
	  if (n.hoist_stop)
	    fprintf (dump_file, "qprop-version:     check not hoisted out of"
		     " the enclosing loop: %s\n", n.hoist_stop);
	  if (n.copy_stop && n.copied_levels < n.levels)
	    fprintf (dump_file, "qprop-version:     check computed before"
		     " the nest, %d of its %d loops copied: %s\n",
		     n.copied_levels, n.levels, n.copy_stop);
	  fprintf (dump_file, "qprop-version:     check built: %d"
		   " statements\n", n.check_statements);
	}
      else if (n.groups)
	fprintf (dump_file, "left alone: %s (groups=%d pairs=%d gain=%d"
		 " iterations=" HOST_WIDE_INT_PRINT_DEC " check=%d size=%d)\n",
		 n.refusal, n.groups, n.pairs, n.gain, n.iterations,
		 n.check_cost, n.size);
      else
	fprintf (dump_file, "left alone: %s\n", n.refusal);
      if (n.register_checked)
	{
	  fprintf (dump_file, "qprop-version:     register guard: %s",
		   n.regs.refusal ? "refused" : "passed");
	  print_register_check (dump_file, n.regs);
	  fputc ('\n', dump_file);
	}
    }
  if (n.versioned)
    remark_at (MSG_OPTIMIZED_LOCATIONS, fn, n.locus,
	       "qprop-version: loop versioned for alias: %d pair(s) checked"
	       " at run time, %d load(s) per iteration freed\n", n.pairs,
	       n.gain);
  else if (n.pairs)
    remark_at (MSG_MISSED_OPTIMIZATION, fn, n.locus,
	       "qprop-version: loop not versioned for alias: %s\n",
	       n.refusal);
}

} // anon namespace

unsigned int
execute_version (function *fn, const settings &conf)
{
  bool in_loop_pipeline = scev_initialized_p ();
  if (!in_loop_pipeline)
    {
      loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
      scev_initialize ();
    }

  version_options opts;
  opts.max_growth = conf.version_growth;
  opts.max_pairs = conf.version_pairs;
  opts.max_copy = conf.version_copy;
  opts.sr_carries = conf.selects ("qprop-sr");
  opts.sr_symbolic = opts.sr_carries && conf.sr_symbolic_steps;
  opts.ignore_cost = conf.selftest_version_all;
  /* In the nvptx compiler each lane would compute its own answer, and
     lanes that disagree would run both copies one after the other.  */
  opts.warp_uniform = accel_compiler;
  /* The check lets later passes carry values round the loop, which the
     register guard weighs in the nvptx compiler.  */
  opts.register_guard = accel_compiler && conf.register_guard;
  opts.register_guard_saving = conf.register_guard_saving;
  opts.register_guard_spills = conf.register_guard_spills;
  std::vector<version_note> notes;
  int versioned = version_loops_for_alias (fn, opts, &notes);
  int copied = 0;
  for (const version_note &n : notes)
    {
      report (fn, n);
      if (n.versioned)
	copied += n.size;
    }
  counters::add ("loops_examined", notes.size ());
  counters::add ("loops_versioned", versioned);
  if (dump_file)
    fprintf (dump_file, "qprop-version: %s: loops=%d versioned=%d"
	     " copied=%d\n", function_name (fn), (int) notes.size (),
	     versioned, copied);

  /* Predictive commoning unrolls the loops it carries values in, and in
     a loop the vectorizer has widened the carried vectors spill (a 3-D
     heat stencil loads 3% more than without the check, as it does with
     restrict); qprop-sr carries the same values without unrolling.  So
     where the check was placed and qprop-sr will run, GCC's pass is
     switched off for the function.  */
  std::vector<int *> off;
  if (versioned && flag_predictive_commoning && !conf.version_predcom
      && conf.selects ("qprop-sr"))
    {
      off.push_back (&global_options.x_flag_predictive_commoning);
      counters::add ("predcom_switched_off");
      if (dump_file)
	fprintf (dump_file, "qprop-version: %s: -fpredictive-commoning"
		 " switched off for the function; qprop-sr carries the"
		 " values (version-predcom=on keeps it)\n",
		 function_name (fn));
    }

  /* GCC 12's loop distribution reorders two stores to one element when
     the loop's references carry dependence cliques: with `restrict' on
     the pointers, gcc -O3 miscompiles a loop that stores r[i + 1] twice,
     once from p[i] (a memcpy partition), and reads through p, q and r
     (alias-fuzz seed 1022, run-version-ldist.c).  Until that is fixed,
     a function with a checked copy is not distributed.  */
  if (versioned && (flag_tree_loop_distribution
		    || flag_tree_loop_distribute_patterns))
    {
      off.push_back (&global_options.x_flag_tree_loop_distribution);
      off.push_back (&global_options.x_flag_tree_loop_distribute_patterns);
      counters::add ("ldist_switched_off");
      if (dump_file)
	fprintf (dump_file, "qprop-version: %s: -ftree-loop-distribution"
		 " and -ftree-loop-distribute-patterns switched off for the"
		 " function (GCC 12 misorders stores in distributed loops"
		 " with dependence cliques)\n", function_name (fn));
    }
  /* One optimization node for the function, with both changes.  */
  if (!off.empty ())
    switch_off_for_function (fn, off);

  if (versioned)
    {
      scev_reset ();
      update_ssa (TODO_update_ssa);
    }
  if (!in_loop_pipeline)
    {
      scev_finalize ();
      loop_optimizer_finalize ();
    }
  return 0;
}

} // namespace qprop
