/* qprop-pre: EDDPRE, partial redundancy elimination by query propagation
   over value numbers (host/query-pre.cc), fed by qprop-gvn's
   analysis.

   It sits right after GCC's PRE.  With GCC's PRE on, it removes what that
   pass leaves; with -fno-tree-pre it replaces it.

   Dump (-fplugin-arg-qprop-dump=qprop-pre):
     qprop-pre: bb N: STMT                 each elimination, followed by
     qprop-pre:   eliminated: KIND; insertions=N phis=N nodes=N
       KIND is "fully redundant", "partially redundant" or "loop
       invariant, hoisted speculatively (isSelf)"
     qprop-pre: bb N: locally redundant: STMT
     qprop-pre: bb N: not hoisted, the expression may trap and is not
       down-safe: STMT
     qprop-pre: budget: ...               a budget was reached
     qprop-pre: FUNCTION: candidates=N local=N queries=N nodes=N rule1=N
       rule2=N rule2'=N rule3=N rule4=N stores=N kills=N eliminated=N
       insertions=N phis=N
       (stores: the rule-4 answers that came from a store of the loaded
       location rather than from a computation of the value)
     qprop-pre: FUNCTION: insertion-rule=RULE arm-refusals=N
       in SIMT code under any rule but srqp: the insertions refused
       for landing in a divergent arm (qprop-pre does not speculate:
       under ssrqp and ssrqp_s it inserts as under esrqp)
   and with -details, also each query that found no redundancy, and
   each edge an insertion was refused on for the SIMT rule.  */

#include "gcc-includes.h"
#include "analysis/value-numbering.h"
#include "query/query-engine.h"
#include "host/query-pre.h"
#include "passes/passes.h"

namespace qprop {

unsigned int
execute_pre (function *fn, const settings &conf)
{
  value_numbering vn (fn, conf.max_blocks);

  pre_budget budget = { conf.pre_queries, conf.pre_nodes };
  pre_stats s;
  simt_insertion_policy simt (fn, conf);
  unsigned int todo = run_query_pre (fn, vn, budget, simt.policy (), &s);

  report_figures (fn, "qprop-pre", NULL, figures_of (s));
  report_insertion_rule (fn, "qprop-pre", simt, rule_figures_of (s));
  if (s.eliminated)
    remark_on_function (MSG_OPTIMIZED_LOCATIONS, fn,
			"qprop-pre: eliminated %ld redundant computations"
			" (%ld insertions, %ld PHIs)\n",
			s.eliminated, s.insertions, s.phis);

  return todo;
}

} // namespace qprop
