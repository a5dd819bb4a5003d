/* EDDPRE: partial redundancy elimination by query propagation over value
   numbers (thesis ch. 3.3.3).  See query-pre.cc for the algorithm.  */

#ifndef QPROP_TRANSFORM_QUERY_PRE_H
#define QPROP_TRANSFORM_QUERY_PRE_H

#include "report/figures.h"

namespace qprop {

class value_numbering;

/* Compile-time limits of one function's run.  */
struct pre_budget
{
  /* Queries started per function; later candidates are left alone.  */
  int max_queries;
  /* Blocks one query (with its down-safety checks) may visit; a query
     that needs more is abandoned.  */
  int max_nodes;
};

struct insertion_policy;

/* Run EDDPRE on FN with the value numbers VN, inserting only where
   POLICY allows.  Writes what it does to the current dump file and
   counts it in STATS (the pre rows of report/figures.def).  Returns the
   TODO flags the caller must carry out.  */
unsigned int run_query_pre (function *fn, value_numbering &vn,
			    const pre_budget &budget,
			    const insertion_policy &policy, pre_stats *stats);

} // namespace qprop

#endif
