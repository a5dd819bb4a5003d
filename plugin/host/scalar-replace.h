/* PRESR: PRE-based scalar replacement across loop iterations (thesis
   ch. 4).  See scalar-replace.cc for the algorithm.  */

#ifndef QPROP_TRANSFORM_SCALAR_REPLACE_H
#define QPROP_TRANSFORM_SCALAR_REPLACE_H

namespace qprop {

struct sr_params
{
  /* Queries started per function, and blocks one query may visit (the
     query budgets shared with qprop-pre).  */
  int max_queries;
  int max_nodes;
  /* visitLimNum: different rewritings of the reference one block may be
     asked about.  */
  int visits;
  /* Values carried around one loop.  */
  int carried;
  /* The largest factor an innermost loop is unrolled by so that its
     carried values need no copies; 1 never unrolls.  */
  int unroll;
  /* Where loads may be inserted (SIMT code's rule).  */
  const struct insertion_policy *policy;
};

struct sr_stats
{
  long candidates = 0;
  long queries = 0;
  long nodes = 0;
  /* Queries that crossed a definition and were rewritten (replaceOp).  */
  long rewrites = 0;
  /* Blocks that answered false because a store or call may clobber the
     element (rule 4').  */
  long kills = 0;
  /* Blocks that answered false because the query had reached them
     visitLimNum times already.  */
  long visit_limits = 0;
  long replaced = 0;
  long insertions = 0;
  long phis = 0;
  /* Loop-header PHIs among the PHIs: values carried across iterations.  */
  long carried = 0;
  long dropped = 0;
  /* Replacements whose insertions would run as often as the load.  */
  long unprofitable = 0;
  long trap_refusals = 0;
  /* Loads the SIMT insertion rule refused (ESRQP: into a divergent
     arm).  */
  long arm_refusals = 0;
  /* Loops unrolled so that the rotation of their values needs no copies,
     and loops that needed it but could not be unrolled.  */
  long unrolled = 0;
  long not_unrolled = 0;
  long node_budget_hits = 0;
  long query_budget_hits = 0;
  /* Loops whose first iteration was peeled off (SIMT code), after which
     the function is run through once more.  */
  long peeled = 0;
  /* SSRQP: loads hoisted out of the (divergent) branches above them,
     and loops whose last iteration was peeled off for it.  */
  long speculated = 0;
  long last_peeled = 0;
  /* PHIs made that merge what another PHI of their block merges, and
     were merged into it.  */
  long merged_phis = 0;
};

/* Run PRESR on FN, whose loops are set up.  Writes what it does to the
   current dump file and keeps loop-closed SSA if FN was in it.  Returns
   the TODO flags the caller must carry out.  */
unsigned int run_scalar_replace (function *fn, const sr_params &params,
				 sr_stats *stats);

} // namespace qprop

#endif
