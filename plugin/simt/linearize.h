/* qprop-linearize: partial control-flow linearization of divergent
   regions in SIMT code (Moll and Hack, PLDI 2018).  See linearize.cc.  */

#ifndef QPROP_TRANSFORM_LINEARIZE_H
#define QPROP_TRANSFORM_LINEARIZE_H

#include "simt/register-guard.h"

namespace qprop {

class divergence_analysis;

/* What happened to one divergent region: the branch that opens it, and
   either how it was linearized or why it was left alone.  */
struct linearize_region_note
{
  basic_block branch;
  basic_block join;
  bool linearized = false;
  /* Linearized as a condition chain: only its tests, then one branch to
     one of two targets.  */
  bool chain = false;
  /* Why it was left alone (a short phrase), when not linearized.  */
  const char *refusal = NULL;
  int blocks = 0;
  /* Blocks put under a guard, PHIs turned into running values.  */
  int guarded = 0;
  int merged = 0;
  /* The cost estimate: instructions that would run a second time
     without the transform, and what the guards add.  */
  int gain = 0;
  int cost = 0;
  /* Divergent branches folded into data flow.  */
  int folded = 0;
  /* Loops that are nodes of the region (linearize-loops.cc), and how
     many of them have a divergent exit.  */
  int loops = 0;
  int divergent_loops = 0;
  /* BOSCC gadgets (linearize-boscc).  */
  int boscc = 0;
  /* The register guard's verdict, when it judged the region.  */
  bool register_checked = false;
  register_check regs;
};

/* The figures of the paper's Table 1, for one function.  */
struct linearize_stats
{
  int divergent_branches = 0;
  int folded_branches = 0;	/* "lost": turned into data flow.  */
  int kept_divergent = 0;	/* left as branches.  */
  int uniform_branches = 0;
  int uniform_lost = 0;		/* must stay 0 (Theorem 4.5).  */
  int uniform_loops = 0;
  int divergent_loops = 0;
  int divergent_exits = 0;
  int uniform_exits = 0;
};

struct linearize_options
{
  /* The most blocks one region may have.  */
  int max_blocks = 64;
  /* Transform regions that the cost estimate turns down as well.  */
  bool ignore_cost = false;
  /* Let a guard jump over the blocks its block dominates (§6).  */
  bool boscc = false;
  /* The register guard (register-guard.h), and the saving that
     overrides it.  */
  bool register_guard = false;
  int register_guard_saving = 256;
};

/* Linearize the unstructured divergent regions of FN's SIMT regions, as
   DA found them.  Fills NOTES and STATS; returns the TODO flags the IR
   needs (virtual operands to rename, CFG cleanup), or 0 if nothing
   changed.  */
unsigned int linearize_function (function *fn, const divergence_analysis &da,
				 const linearize_options &opts,
				 std::vector<linearize_region_note> *notes,
				 linearize_stats *stats);

} // namespace qprop

#endif
