/* Trip counts from GCC's niter analysis; see trip-count.h.  */

#include "gcc-includes.h"
#include "tree-chrec.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "ir/trip-count.h"

namespace qprop {

bool
exact_latch_count (class loop *loop, edge exit, tree *niter, tree *zero)
{
  class tree_niter_desc desc;
  if (!number_of_iterations_exit (loop, exit, &desc, false, true)
      || !integer_onep (desc.assumptions)
      || chrec_contains_undetermined (desc.niter))
    return false;
  *niter = desc.niter;
  *zero = desc.may_be_zero ? desc.may_be_zero : boolean_false_node;
  return true;
}

tree
invariant_latch_count (class loop *loop)
{
  tree niter = number_of_latch_executions (loop);
  if (!niter || chrec_contains_undetermined (niter)
      || !expr_invariant_in_loop_p (loop, niter))
    return NULL_TREE;
  return niter;
}

bool
latch_count_at_least (tree niter, int n)
{
  return (niter && TREE_CODE (niter) == INTEGER_CST
	  && compare_tree_int (niter, n) >= 0);
}

HOST_WIDE_INT
assumed_iterations (class loop *loop, tree niter)
{
  if (TREE_CODE (niter) == INTEGER_CST && tree_fits_shwi_p (niter))
    return tree_to_shwi (niter) + 1;
  HOST_WIDE_INT n = estimated_loop_iterations_int (loop);
  if (n >= 0)
    return n + 1;
  return expected_loop_iterations (loop);
}

} // namespace qprop
