/* qprop-sr: PRESR, scalar replacement across loop iterations by query
   propagation over address forms (host/scalar-replace.cc).

   It sits in GCC's loop pipeline right after predictive commoning; see
   scalar-replace.cc for why.

   Dump (-fplugin-arg-qprop-dump=qprop-sr):
     qprop-sr: bb N: STMT                   each replaced load, followed by
     qprop-sr:   replaced: distance=D insertions=N phis=N carried=N nodes=N
       D is the number of rewritings (replaceOp) between the load and the
       one it reuses: 1 for a[i-1] after a[i], 2 for a[i-1] after a[i+1]
     qprop-sr: bb N: not replaced, a load it would insert may trap: STMT
     qprop-sr: bb N: not replaced, a store or call may clobber the
       element: STMT
     qprop-sr: bb N: not replaced, the loads it would insert run as
       often as the reference: STMT
     qprop-sr: loop N: dropped, it would carry more than sr-carried=K
       values: STMT
     qprop-sr: budget: ...                  a budget was reached
     qprop-sr: FUNCTION: left alone: N basic blocks, more than
       max-blocks=M
     qprop-sr: FUNCTION: candidates=N queries=N nodes=N rewrites=N kills=N
       visit-limits=N replaced=N insertions=N phis=N carried=N dropped=N
       unprofitable=N trap-refusals=N unrolled=N not-unrolled=N
     qprop-sr: loop N: unrolled F times, its carried values rotate
       through F registers
     qprop-sr: loop N: not unrolled (REASON), its carried values are
       copied each trip
     qprop-sr: FUNCTION: insertion-rule=RULE arm-refusals=N speculated=N
       last-peeled=N
       in SIMT code under any rule but srqp: the loads refused for
       landing in a divergent arm, the loads hoisted out of divergent
       branches (ssrqp; ssrqp_s: out of any branch), and the loops
       whose last iteration was peeled off so that a hoisted load
       never reads past what the loop reads
     qprop-sr: bb N: hoisted to bb M (REASON): STMT
       a load hoisted speculatively out of the branches above it; REASON
       says what shows its element is read anyway: the same iteration,
       or the next one (and the peeled last iteration)
     qprop-sr: bb N: not hoisted, REASON: STMT
   and with -details, also each PHI it made that merges the same values
   as another PHI of its block, and was merged into it:
     qprop-sr: bb N: NEW is OLD
   and with -details, also each query's address form, the blocks its
   graph asks (node, block, answer, form), the statements that may
   clobber the element, the loads it could not insert and why, and each
   query that found nothing to reuse.  */

#include "gcc-includes.h"
#include "query/query-engine.h"
#include "host/scalar-replace.h"
#include "passes/passes.h"

namespace qprop {

unsigned int
execute_sr (function *fn, const settings &conf)
{
  simt_insertion_policy simt (fn, conf);
  sr_params params = { conf.pre_queries, conf.pre_nodes,
		       conf.sr_visits, conf.sr_carried,
		       conf.sr_unroll, &simt.policy (),
		       accel_compiler && conf.register_guard,
		       conf.register_guard_saving, conf.sr_symbolic_steps };
  sr_stats s;
  unsigned int todo = run_scalar_replace (fn, params, &s);

  report_figures (fn, "qprop-sr", NULL, figures_of (s));
  if (dump_file && s.peeled)
    fprintf (dump_file, "qprop-sr: %s: peeled=%ld (first iterations; the"
	     " counts above cover both runs over the function)\n",
	     function_name (fn), s.peeled);
  report_insertion_rule (fn, "qprop-sr", simt, rule_figures_of (s));
  if (s.replaced)
    remark_on_function (MSG_OPTIMIZED_LOCATIONS, fn,
			"qprop-sr: replaced %ld loads by values carried"
			" across iterations (%ld insertions, %ld PHIs)\n",
			s.replaced, s.insertions, s.phis);

  return todo;
}

} // namespace qprop
