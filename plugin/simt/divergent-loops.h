/* The divergent loop transform of qprop-linearize (Moll and Hack, PLDI
   2018, §5), for SIMT code.  See divergent-loops.cc.  */

#ifndef QPROP_TRANSFORM_DIVERGENT_LOOPS_H
#define QPROP_TRANSFORM_DIVERGENT_LOOPS_H

#include "simt/register-guard.h"

namespace qprop {

class divergence_analysis;

/* What happened to one loop with several exits in a SIMT region.  */
struct divergent_loop_note
{
  int loop_num = 0;
  int header = 0;
  location_t locus = UNKNOWN_LOCATION;
  bool rebound = false;
  /* Why it was left alone (a short phrase), when not rebound.  */
  const char *refusal = NULL;
  /* Exit edges, and the distinct blocks they lead to.  */
  int exits = 0;
  int targets = 0;
  /* The dedicated exit block the exits now lead to.  */
  int exit_block = -1;
  /* The estimate: the exit paths' size, which a warp runs once per exit
     event today and once after the transform; the dispatch it adds.  */
  int gain = 0;
  int cost = 0;
  /* The register guard's verdict, when it judged the loop.  */
  bool register_checked = false;
  register_check regs;
};

struct divergent_loop_options
{
  /* Transform the loops that the estimate turns down as well.  */
  bool ignore_cost = false;
  /* The register guard (register-guard.h), and the saving that
     overrides it.  */
  bool register_guard = false;
  int register_guard_saving = 256;
};

/* Rebind the exits of the divergent loops with several exit targets in
   FN's SIMT regions, as DA found them, to one dedicated exit block each.
   DA must still describe every block that existed when it ran (only new
   blocks may have been added since).  Fills NOTES; returns the TODO flags
   the IR needs, or 0 if nothing changed.  */
unsigned int transform_divergent_loops (function *fn,
					const divergence_analysis &da,
					const divergent_loop_options &opts,
					std::vector<divergent_loop_note> *notes);

} // namespace qprop

#endif
