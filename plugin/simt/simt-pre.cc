/* The PRE guard.

   GCC's PRE makes a partially redundant expression fully redundant by
   inserting it on the paths that lack it, and at -O3 its partial-partial
   mode (-ftree-partial-pre) inserts on paths where the expression is not
   even anticipated.  It knows nothing of lanes: in SIMT code such an
   insertion often lands in one arm of a divergent branch, where the
   whole warp pays for it while only some lanes need it, and the
   divergent stretch grows.  nbfilter at -O3 runs 1.40 times the warp
   instructions of -O2 because partial PRE puts loads into the arms of its
   divergent branches; -fno-tree-partial-pre gives the -O2 count back.

   A pass cannot be told to spare some edges, so the guard runs right
   before GCC's PRE and switches it off (-ftree-pre, which covers
   -ftree-partial-pre) in a function that has a divergent branch in a
   SIMT region, through a function-specific optimization node as the
   reconvergence guard does.  qprop-pre, right after GCC's PRE, then does
   PRE there in its place, inserting only where the SIMT insertion rule
   allows (ESRQP by default: never into a block a divergent branch
   decides on).  GCC's code hoisting (-fcode-hoisting), which shares the
   pass, stays on: it only hoists an expression that every path computes
   anyway out of a branch, which takes work out of divergent arms rather
   than putting it in.  A function with uniform branches only keeps
   everything GCC does.  The guard only acts while qprop-pre is selected:
   without it the function would get no PRE at all.

   Measured on simgpu over the offload benchmarks (-fno-tree-pre for the
   whole compile against plain GCC): no warp instruction count rose, at
   -O2 or -O3, and nbfilter at -O3 fell to its -O2 count.  */

#include "gcc-includes.h"
#include "simt/divergence.h"
#include "simt/reconverge.h"
#include "simt/simt-pre.h"

namespace qprop {

void
guard_pre (function *fn, const divergence_analysis &da,
	   pre_guard_result *result)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      gimple *last = last_stmt (bb);
      if (da.in_region (bb) && !da.is_region_control (bb) && last
	  && (gimple_code (last) == GIMPLE_COND
	      || gimple_code (last) == GIMPLE_SWITCH)
	  && da.branch_diverges (bb))
	result->divergent_branches++;
    }
  if (!result->divergent_branches || !flag_tree_pre)
    return;
  std::vector<int *> off;
  off.push_back (&global_options.x_flag_tree_pre);
  off.push_back (&global_options.x_flag_tree_partial_pre);
  switch_off_for_function (fn, off);
  result->switched_off = true;
}

} // namespace qprop
