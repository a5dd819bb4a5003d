/* Sharing the repeated computations of a sequence; see seq-cse.h.  */

#include "gcc-includes.h"
#include "ir/load-safety.h"
#include "ir/seq-cse.h"

namespace qprop {

namespace {

typedef hash_map<tree, tree> replacements;

/* walk_tree callback: replace an SSA name that DATA maps.  */
tree
replace_name (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (tree *to = static_cast<replacements *> (data)->get (*tp))
	*tp = *to;
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Whether STMT only computes a register value from registers and
   constants, so that another statement with the same operation and
   operands computes the same value.  */
bool
pure_computation (gimple *stmt)
{
  gassign *as = dyn_cast <gassign *> (stmt);
  if (!as || TREE_CODE (gimple_assign_lhs (as)) != SSA_NAME
      || gimple_has_side_effects (as) || value_may_trap (as))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    {
      tree op = gimple_op (as, i);
      if (TREE_CODE (op) != SSA_NAME && !is_gimple_min_invariant (op))
	return false;
    }
  return true;
}

bool
same_computation (gassign *a, gassign *b)
{
  if (gimple_assign_rhs_code (a) != gimple_assign_rhs_code (b)
      || gimple_num_ops (a) != gimple_num_ops (b)
      || !types_compatible_p (TREE_TYPE (gimple_assign_lhs (a)),
			      TREE_TYPE (gimple_assign_lhs (b))))
    return false;
  if (gimple_num_ops (a) == 3
      && commutative_tree_code (gimple_assign_rhs_code (a))
      && operand_equal_p (gimple_op (a, 1), gimple_op (b, 2), 0)
      && operand_equal_p (gimple_op (a, 2), gimple_op (b, 1), 0))
    return true;
  for (unsigned i = 1; i < gimple_num_ops (a); i++)
    if (!operand_equal_p (gimple_op (a, i), gimple_op (b, i), 0))
      return false;
  return true;
}

hashval_t
computation_hash (gassign *as)
{
  inchash::hash h (gimple_assign_rhs_code (as));
  if (gimple_num_ops (as) == 3
      && commutative_tree_code (gimple_assign_rhs_code (as)))
    {
      /* a * b and b * a land in one bucket.  */
      inchash::hash one, two;
      inchash::add_expr (gimple_op (as, 1), one);
      inchash::add_expr (gimple_op (as, 2), two);
      h.add_commutative (one, two);
      return h.end ();
    }
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    inchash::add_expr (gimple_op (as, i), h);
  return h.end ();
}

} // anon namespace

tree
share_repeated_values (gimple_seq *seq, tree value)
{
  replacements map;
  std::map<hashval_t, std::vector<gassign *> > seen;
  for (gimple_stmt_iterator gsi = gsi_start (*seq); !gsi_end_p (gsi);)
    {
      gimple *stmt = gsi_stmt (gsi);
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	if (gimple_op (stmt, i) && !(i == 0 && is_gimple_assign (stmt)))
	  walk_tree (gimple_op_ptr (stmt, i), replace_name, &map, NULL);
      if (!pure_computation (stmt))
	{
	  gsi_next (&gsi);
	  continue;
	}
      gassign *as = as_a <gassign *> (stmt);
      std::vector<gassign *> &bucket = seen[computation_hash (as)];
      gassign *earlier = NULL;
      for (gassign *e : bucket)
	if (same_computation (e, as))
	  {
	    earlier = e;
	    break;
	  }
      if (!earlier)
	{
	  bucket.push_back (as);
	  gsi_next (&gsi);
	  continue;
	}
      tree lhs = gimple_assign_lhs (as);
      map.put (lhs, gimple_assign_lhs (earlier));
      gsi_remove (&gsi, true);
      release_ssa_name (lhs);
    }
  if (value)
    walk_tree (&value, replace_name, &map, NULL);
  return value;
}

} // namespace qprop
