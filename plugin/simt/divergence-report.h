/* The dump lines and the developer report of qprop-div.

   For each SIMT region of a function: every value uniform, affine or
   divergent, every branch and loop uniform or divergent, every load and
   store's address; in the dump, and with -fplugin-arg-qprop-divergence-
   report as notes at the source, where a divergent branch also says
   which variables carry the divergence from where.  */

#ifndef QPROP_SIMT_DIVERGENCE_REPORT_H
#define QPROP_SIMT_DIVERGENCE_REPORT_H

#include "simt/divergence.h"

namespace qprop {

/* What the report saw, for the dump's summary line and the counters.  */
struct div_counts
{
  long uniform = 0, affine = 0, divergent = 0;
  long branches = 0, divergent_branches = 0;
  long loops = 0, divergent_loops = 0;
};

/* Report every SIMT region DA found in FN: dump lines to OUT (which may
   be null), notes at the source if NOTES, and the tallies into
   *COUNTS.  */
void report_divergence (FILE *out, function *fn,
			const divergence_analysis &da, bool notes,
			div_counts *counts);

} // namespace qprop

#endif
