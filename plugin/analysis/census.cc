/* A census of a function's IR.  See census.h.

   The counts follow GIMPLE's own notion of memory access: a load is an
   assignment whose right-hand side reads memory (gimple_assign_load_p)
   and a store is a statement with a memory destination (gimple_store_p).
   An aggregate copy "*p = *q" is therefore one load and one store, and
   calls count as neither, because what a call touches is not visible as
   a statement of this function.  */

#include "gcc-includes.h"
#include "analysis/census.h"

namespace qprop {

census
count_block (basic_block bb)
{
  census c;
  c.blocks = 1;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (gimple_assign_load_p (stmt))
	c.loads++;
      if (gimple_store_p (stmt))
	c.stores++;
      if (gimple_code (stmt) == GIMPLE_COND
	  || gimple_code (stmt) == GIMPLE_SWITCH)
	c.branches++;
    }
  return c;
}

census
take_census (function *fn)
{
  census total;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      census c = count_block (bb);
      total.blocks += c.blocks;
      total.loads += c.loads;
      total.stores += c.stores;
      total.branches += c.branches;
    }
  if (loops_for_fn (fn))
    for (auto loop ATTRIBUTE_UNUSED : loops_list (fn, 0))
      total.loops++;
  return total;
}

} // namespace qprop
