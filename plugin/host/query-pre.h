/* EDDPRE: partial redundancy elimination by query propagation over value
   numbers (thesis ch. 3.3.3).  See query-pre.cc for the algorithm.  */

#ifndef QPROP_TRANSFORM_QUERY_PRE_H
#define QPROP_TRANSFORM_QUERY_PRE_H

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

/* What one run did, for the dump and -fplugin-arg-qprop-stats.  The
   rule counters are the local answers of thesis Definition 3.3.3.  */
struct pre_stats
{
  long candidates = 0;
  long local = 0;
  long queries = 0;
  long nodes = 0;
  long rule1 = 0;
  long rule2 = 0;
  long rule2p = 0;
  long rule3 = 0;
  long rule4 = 0;
  /* Rule-4 answers given by a store of the loaded location.  */
  long stores = 0;
  long kills = 0;
  long eliminated = 0;
  long insertions = 0;
  long phis = 0;
  long trap_refusals = 0;
  /* Insertions the SIMT insertion rule refused (ESRQP: into a divergent
     arm).  */
  long arm_refusals = 0;
  long node_budget_hits = 0;
  long query_budget_hits = 0;
};

struct insertion_policy;

/* Run EDDPRE on FN with the value numbers VN, inserting only where
   POLICY allows.  Writes what it does to the current dump file.
   Returns the TODO flags the caller must carry out.  */
unsigned int run_query_pre (function *fn, value_numbering &vn,
			    const pre_budget &budget,
			    const insertion_policy &policy, pre_stats *stats);

} // namespace qprop

#endif
