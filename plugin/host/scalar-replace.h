/* PRESR: PRE-based scalar replacement across loop iterations (thesis
   ch. 4).  See scalar-replace.cc for the algorithm.  */

#ifndef QPROP_TRANSFORM_SCALAR_REPLACE_H
#define QPROP_TRANSFORM_SCALAR_REPLACE_H

#include "report/figures.h"

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
  /* The SIMT register guard (simt/register-guard.h), in the nvptx
     compiler: carried values that would keep fewer warps resident per
     SM are dropped.  */
  bool register_guard;
  int register_guard_saving;
  /* Forms over "w times an iteration number" (sr-symbolic-steps).  */
  bool symbolic_steps;
};

/* Run PRESR on FN, whose loops are set up.  Writes what it does to the
   current dump file, counts it in STATS (the sr rows of
   report/figures.def) and keeps loop-closed SSA if FN was in it.
   Returns the TODO flags the caller must carry out.  */
unsigned int run_scalar_replace (function *fn, const sr_params &params,
				 sr_stats *stats);

} // namespace qprop

#endif
