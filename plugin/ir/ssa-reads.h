/* The statements that read an SSA name, and where each reads it.  */

#ifndef QPROP_IR_SSA_READS_H
#define QPROP_IR_SSA_READS_H

namespace qprop {

/* Call F (STMT, BB) for each statement STMT that reads NAME, debug
   statements left out.  BB is where the value is read: STMT's block,
   or for a PHI argument the source of its edge (the value must be
   there at the end of that block).  A PHI that reads NAME on several
   edges is seen once per edge.  F returns false to stop the walk; the
   result says whether every read was seen.  */
template <typename F>
inline bool
for_each_read (tree name, F f)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *stmt = USE_STMT (use);
      if (is_gimple_debug (stmt))
	continue;
      basic_block bb = gimple_bb (stmt);
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	bb = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use))->src;
      if (!f (stmt, bb))
	return false;
    }
  return true;
}

} // namespace qprop

#endif
