/* A census of a function's IR: how much there is of what qprop's passes
   work on.  An analysis: it reads the IR and never changes it.  */

#ifndef QPROP_ANALYSIS_CENSUS_H
#define QPROP_ANALYSIS_CENSUS_H

namespace qprop {

struct census
{
  /* Basic blocks, not counting the entry and exit blocks.  */
  int blocks = 0;
  /* Natural loops in the loop tree, not counting the function body.  */
  int loops = 0;
  /* Statements that read memory into a register (GIMPLE loads).  */
  int loads = 0;
  /* Statements that write memory.  */
  int stores = 0;
  /* Conditional branches: GIMPLE_COND and GIMPLE_SWITCH.  */
  int branches = 0;
};

census count_block (basic_block bb);
census take_census (function *fn);

} // namespace qprop

#endif
