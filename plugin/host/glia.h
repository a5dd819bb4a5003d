/* GLIA and MDGLIA: global load instruction aggregation (thesis ch. 5).
   See glia.cc for the algorithm.  */

#ifndef QPROP_TRANSFORM_GLIA_H
#define QPROP_TRANSFORM_GLIA_H

namespace qprop {

struct glia_params
{
  /* Allow insertion where only a reference to the same array, not the
     same element, is upward-safe (GLIA, MDGLIA); otherwise only at
     down-safe points (US-GLIA, US-MDGLIA).  */
  bool speculative;
  /* Gate Delayed by keepDimension as well as keepOrder (MDGLIA).  */
  bool keep_dimension;
  /* References analyzed per function.  */
  int max_queries;
  /* Statements in the region one reference is analyzed over.  */
  int max_nodes;
  /* A move must cross at least this many references to other arrays, or
     a call or an inner loop.  */
  int distance;
  /* At most this many values may be live where the moved value is.  */
  int pressure;
};

struct glia_stats
{
  long candidates = 0;
  long queries = 0;
  long nodes = 0;
  /* References moved next to a reference to the same array, and how many
     of those moves were speculative.  */
  long moved = 0;
  long speculative = 0;
  /* What stopped the delay of each moved reference: a reference to a
     different array (keepOrder) or one to a farther part of the same
     array (keepDimension).  The two add up to MOVED.  */
  long keep_order = 0;
  long keep_dimension = 0;
  /* Other occurrences of the same element that the moved load replaced
     (the redundancy that LCM-MEM would remove).  */
  long replaced = 0;
  /* Placements refused: several insertion points (a PHI would be
     needed), a speculative load that might fault, or one that would run
     in a loop the reference is not in.  */
  long merges = 0;
  long trap_refusals = 0;
  long hotter = 0;
  /* Moves refused as not worth it (too few references crossed) or too
     costly (register pressure).  */
  long near = 0;
  long pressure = 0;
  long node_budget_hits = 0;
  long query_budget_hits = 0;
};

/* Run GLIA on FN, whose loops are set up.  Writes what it does to the
   dump file; returns TODO flags for the pass manager.  */
unsigned int run_glia (function *fn, const glia_params &params,
		       glia_stats *stats);

} // namespace qprop

#endif
