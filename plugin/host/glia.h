/* GLIA and MDGLIA: global load instruction aggregation (thesis ch. 5).
   See glia.cc for the algorithm.  */

#ifndef QPROP_TRANSFORM_GLIA_H
#define QPROP_TRANSFORM_GLIA_H

#include "report/figures.h"

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

/* Run GLIA on FN, whose loops are set up.  Writes what it does to the
   dump file and counts it in STATS (the glia rows of
   report/figures.def); returns TODO flags for the pass manager.  */
unsigned int run_glia (function *fn, const glia_params &params,
		       glia_stats *stats);

} // namespace qprop

#endif
