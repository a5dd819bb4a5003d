/* What ends a path; see no-trap.h.  */

#include "gcc-includes.h"
#include "ir/no-trap.h"

namespace qprop {

bool
may_end_path (function *fn, gimple *stmt)
{
  /* Debug binds never run; taking them for code would make -g change
     the code (a bind of (*p)[i] looks like a load that may trap).  */
  if (is_gimple_debug (stmt))
    return false;
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
  /* A store that faults, like a load, ends the program with the signal
     a load moved above it would raise.  */
  if (gimple_store_p (stmt) && gimple_assign_single_p (stmt)
      && !gimple_has_volatile_ops (stmt))
    return false;
#ifdef ACCEL_COMPILER
  /* PTX's integer div and rem never trap: a zero divisor, or the most
     negative value over -1, gives an unspecified value.  Only
     -ftrapv's overflow checks, which call abort, still end a path.  */
  if (is_gimple_assign (stmt)
      && INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt)))
      && !TYPE_OVERFLOW_TRAPS (TREE_TYPE (gimple_assign_lhs (stmt))))
    switch (gimple_assign_rhs_code (stmt))
      {
      case TRUNC_DIV_EXPR: case CEIL_DIV_EXPR: case FLOOR_DIV_EXPR:
      case ROUND_DIV_EXPR: case EXACT_DIV_EXPR:
      case TRUNC_MOD_EXPR: case CEIL_MOD_EXPR: case FLOOR_MOD_EXPR:
      case ROUND_MOD_EXPR:
	return false;
      default:
	break;
      }
#endif
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
