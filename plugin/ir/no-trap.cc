/* What ends a path; see no-trap.h.  */

#include "gcc-includes.h"
#include "ir/no-trap.h"

namespace qprop {

bool
may_end_path (function *fn, gimple *stmt)
{
  if (stmt_could_throw_p (fn, stmt) || gimple_code (stmt) == GIMPLE_ASM)
    return true;
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      int flags = gimple_call_flags (call);
      return !(gimple_call_internal_p (call)
	       && (flags & (ECF_CONST | ECF_PURE))
	       && !(flags & ECF_LOOPING_CONST_OR_PURE));
    }
  if (gimple_assign_load_p (stmt) || !gimple_could_trap_p (stmt))
    return false;
  tree op = NULL_TREE;
  if (is_gimple_assign (stmt))
    op = gimple_assign_rhs1 (stmt);
  else if (gimple_code (stmt) == GIMPLE_COND)
    op = gimple_cond_lhs (stmt);
  return !op || !(FLOAT_TYPE_P (TREE_TYPE (op))
		  || (VECTOR_TYPE_P (TREE_TYPE (op))
		      && FLOAT_TYPE_P (TREE_TYPE (TREE_TYPE (op)))));
}

} // namespace qprop
