/* Addresses of references from their address forms, for qprop-version;
   see version-forms.h.  */

#include "gcc-includes.h"
#include "tree-data-ref.h"
#include "value-range.h"
#include "value-query.h"
#include "ir/address-form.h"
#include "report/dump.h"
#include "host/version-forms.h"

namespace qprop {

namespace {

/* Bounds of an integer value, wide enough for the products below.  */
struct bounds
{
  __int128 lo, hi;
};

/* Products and sums stay far from __int128's limits below this.  */
const __int128 bounds_cap = (__int128) 1 << 62;

/* The values of TYPE.  */
bounds
type_bounds (tree type)
{
  bounds b;
  b.lo = (__int128) wi::to_widest (TYPE_MIN_VALUE (type)).to_shwi ();
  if (TYPE_UNSIGNED (type))
    b.lo = 0;
  widest_int hi = wi::to_widest (TYPE_MAX_VALUE (type));
  b.hi = wi::fits_shwi_p (hi) ? (__int128) hi.to_shwi () : bounds_cap;
  return b;
}

/* Whether B lies within TYPE.  */
bool
fits_type (const bounds &b, tree type)
{
  bounds t = type_bounds (type);
  if (TYPE_PRECISION (type) >= HOST_BITS_PER_WIDE_INT)
    return false;
  return b.lo >= t.lo && b.hi <= t.hi;
}

/* Set *B to bounds of the integer OP over every iteration of LOOP, or
   return false with *CULPRIT the statement of LOOP whose narrow result
   may leave its type.  A name that the loop does not compute, or a
   header PHI of LOOP, is bounded by its value range, which holds for
   every value it takes; one the loop computes by a sum, a difference,
   a product or a conversion, from its operands' bounds, or if it runs
   in every iteration and its type's overflow is undefined, from its
   type.  Anything else the loop computes gets its type's bounds.  */
bool
loop_value_bounds (class loop *loop, tree op, bounds *b, gimple **culprit,
		   std::vector<tree> *runtime, int depth)
{
  tree type = TREE_TYPE (op);
  if (TREE_CODE (op) == INTEGER_CST)
    {
      if (!wi::fits_shwi_p (wi::to_widest (op)))
	return false;
      b->lo = b->hi = (__int128) wi::to_widest (op).to_shwi ();
      return true;
    }
  if (TREE_CODE (op) != SSA_NAME || !INTEGRAL_TYPE_P (type)
      || TYPE_PRECISION (type) >= HOST_BITS_PER_WIDE_INT || depth > 16)
    return false;
  *b = type_bounds (type);
  gimple *def = SSA_NAME_DEF_STMT (op);
  basic_block bb = gimple_bb (def);
  if (SSA_NAME_IS_DEFAULT_DEF (op) || !flow_bb_inside_loop_p (loop, bb)
      || (gimple_code (def) == GIMPLE_PHI && bb == loop->header))
    {
      int_range_max r;
      if (get_global_range_query ()->range_of_expr (r, op)
	  && !r.undefined_p () && !r.varying_p ())
	{
	  wide_int l = r.lower_bound (), h = r.upper_bound ();
	  signop sgn = TYPE_SIGN (type);
	  b->lo = sgn == SIGNED ? (__int128) l.to_shwi ()
		  : (__int128) l.to_uhwi ();
	  b->hi = sgn == SIGNED ? (__int128) h.to_shwi ()
		  : (__int128) h.to_uhwi ();
	}
      return true;
    }
  gassign *assign = dyn_cast<gassign *> (def);
  if (!assign)
    return true;
  enum tree_code code = gimple_assign_rhs_code (assign);
  tree op0 = gimple_assign_rhs1 (assign);
  bounds x, y;
  switch (code)
    {
    case SSA_NAME:
    CASE_CONVERT:
      if (!loop_value_bounds (loop, op0, &x, culprit, runtime, depth + 1))
	return false;
      break;
    case NEGATE_EXPR:
      if (!loop_value_bounds (loop, op0, &y, culprit, runtime, depth + 1))
	return false;
      x.lo = -y.hi;
      x.hi = -y.lo;
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      if (!loop_value_bounds (loop, op0, &x, culprit, runtime, depth + 1)
	  || !loop_value_bounds (loop, gimple_assign_rhs2 (assign), &y,
				 culprit, runtime, depth + 1))
	return false;
      if (x.lo < -bounds_cap || x.hi > bounds_cap || y.lo < -bounds_cap
	  || y.hi > bounds_cap)
	{
	  *culprit = def;
	  return false;
	}
      if (code == PLUS_EXPR)
	x.lo += y.lo, x.hi += y.hi;
      else if (code == MINUS_EXPR)
	x.lo -= y.hi, x.hi -= y.lo;
      else
	{
	  /* |x|, |y| <= 2^62 would overflow __int128's product only
	     beyond 2^124: exact.  */
	  __int128 p[4] = { x.lo * y.lo, x.lo * y.hi, x.hi * y.lo,
			    x.hi * y.hi };
	  x.lo = *std::min_element (p, p + 4);
	  x.hi = *std::max_element (p, p + 4);
	}
      break;
    default:
      /* Not arithmetic the address form expands: a leaf, which the
	 form takes as it is.  */
      return true;
    }
  if (!fits_type (x, type))
    {
      /* A statement that runs in every iteration (it dominates the
	 latch, and the exit test that ends the last iteration) cannot
	 overflow in any iteration by C's rules: then
	 its value is its type's, and its value range's.  */
      edge exit = single_exit (loop);
      /* A conversion out of range is implementation-defined, not
	 undefined: C lets it happen, so only arithmetic gets this rule
	 (and only arithmetic is tested at run time).  */
      if (CONVERT_EXPR_CODE_P (code))
	{
	  *culprit = def;
	  return false;
	}
      if (!TYPE_OVERFLOW_UNDEFINED (type) || !exit
	  || !dominated_by_p (CDI_DOMINATORS, exit->src, bb)
	  || !dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	{
	  /* Or the check tests it at run time (form_behavior): then the
	     checked copy may take its type's bounds.  */
	  if (runtime && TYPE_OVERFLOW_UNDEFINED (type))
	    {
	      runtime->push_back (op);
	      *b = type_bounds (type);
	      return true;
	    }
	  *culprit = def;
	  return false;
	}
      int_range_max r;
      x = type_bounds (type);
      if (get_global_range_query ()->range_of_expr (r, op)
	  && !r.undefined_p () && !r.varying_p ())
	{
	  x.lo = std::max (x.lo, (__int128) r.lower_bound ().to_shwi ());
	  x.hi = std::min (x.hi, (__int128) r.upper_bound ().to_shwi ());
	}
    }
  *b = x;
  return true;
}

/* Whether no narrow integer arithmetic that LOOP computes for the
   address of REF may wrap in any iteration; else *CULPRIT is the first
   statement that may.  64-bit arithmetic is address arithmetic, exact
   modulo 2^64 in the form.  */
bool
address_cannot_wrap (class loop *loop, tree op, gimple **culprit,
		     std::vector<tree> *runtime, int depth)
{
  if (depth > 32)
    return false;
  if (TREE_CODE (op) != SSA_NAME)
    {
      /* A reference or an address: its SSA operands.  */
      if (TREE_CODE (op) == ADDR_EXPR)
	op = TREE_OPERAND (op, 0);
      if (handled_component_p (op) || TREE_CODE (op) == MEM_REF
	  || TREE_CODE (op) == TARGET_MEM_REF)
	for (int i = 0; i < TREE_OPERAND_LENGTH (op); i++)
	  if (TREE_OPERAND (op, i)
	      && !address_cannot_wrap (loop, TREE_OPERAND (op, i), culprit,
				       runtime, depth + 1))
	    return false;
      return true;
    }
  tree type = TREE_TYPE (op);
  if (INTEGRAL_TYPE_P (type)
      && TYPE_PRECISION (type) < HOST_BITS_PER_WIDE_INT)
    {
      bounds b;
      *culprit = NULL;
      if (loop_value_bounds (loop, op, &b, culprit, runtime, 0))
	return true;
      if (!*culprit)
	*culprit = SSA_NAME_DEF_STMT (op);
      return false;
    }
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (op));
  if (!def || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return true;
  switch (gimple_assign_rhs_code (def))
    {
    case SSA_NAME:
    CASE_CONVERT:
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case NEGATE_EXPR:
    case LSHIFT_EXPR:
    case ADDR_EXPR:
      for (unsigned i = 1; i < gimple_num_ops (def); i++)
	if (!address_cannot_wrap (loop, gimple_op (def, i), culprit, runtime,
				  depth + 1))
	  return false;
      return true;
    default:
      return true;
    }
}

/* Whether LEAF of an address form keeps its value while LOOP runs.  */
bool
invariant_leaf (class loop *loop, tree leaf)
{
  if (TREE_CODE (leaf) != SSA_NAME)
    return true;
  return (SSA_NAME_IS_DEFAULT_DEF (leaf)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (leaf))));
}

/* Add COEF times the leaf LEAF, a product that LOOP computes, to *REST
   and *STEP as X * Y with Y invariant in LOOP and X = X0 + XS * k over
   LOOP's iteration number k, X0 a constant: X0 * COEF * Y to *REST and
   XS * COEF * Y to *STEP.  That is the row offset r * w of a column walk
   with a run-time width w.  The expansion is the product's value, not
   its value modulo its type, only where the product does not wrap; the
   caller has proved that (address_cannot_wrap) or has the check test it
   (runtime_bound).  A 64-bit product is exact modulo 2^64 either way.
   Returns false if LEAF is not such a product.  */
bool
split_product (class loop *loop, address_forms *forms, tree leaf,
	       unsigned HOST_WIDE_INT coef, address_form *rest,
	       address_form *step)
{
  if (TREE_CODE (leaf) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (leaf))
      || (TYPE_PRECISION (TREE_TYPE (leaf)) < 64
	  && !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (leaf))))
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (leaf));
  if (!def || gimple_assign_rhs_code (def) != MULT_EXPR
      || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return false;
  for (int swap = 0; swap < 2; swap++)
    {
      tree x = gimple_assign_rhs1 (def), y = gimple_assign_rhs2 (def);
      if (swap)
	std::swap (x, y);
      if (TREE_CODE (y) != SSA_NAME || !invariant_leaf (loop, y)
	  || TYPE_PRECISION (TREE_TYPE (y)) != TYPE_PRECISION (TREE_TYPE (leaf)))
	continue;
      address_form fx;
      if (!forms->add_operand (x, 1, &fx))
	continue;
      unsigned HOST_WIDE_INT x0 = fx.offset, xs = 0;
      bool linear = true;
      for (const form_term &t : fx.terms)
	if (forms->iteration_loop (t.leaf) == loop)
	  xs += t.coef;
	else
	  linear = false;
      if (!linear || !xs)
	continue;
      rest->add (y, x0 * coef);
      step->add (y, xs * coef);
      return true;
    }
  return false;
}

/* The form of the value of OP in LOOP (an address, or a narrow index),
   written as *REST + *STEP times LOOP's iteration number, REST over
   leaves LOOP does not change.  *STEP is a constant (its offset) or,
   where a product with a loop-invariant factor moves with the
   iteration (split_product), a sum of invariant leaves times constants
   plus one.  Returns null or why not.  */
const char *
split_form (class loop *loop, address_forms *forms, const address_form &f,
	    address_form *rest, address_form *step)
{
  /* Take LOOP's iteration number out, then write the enclosing loops'
     through their induction variables, which LOOP does not change.  */
  *step = address_form ();
  address_form r;
  r.offset = f.offset;
  for (const form_term &t : f.terms)
    if (forms->iteration_loop (t.leaf) == loop)
      step->offset += t.coef;
    else if (invariant_leaf (loop, t.leaf)
	     || !split_product (loop, forms, t.leaf, t.coef, &r, step))
      r.add (t.leaf, t.coef);
  if (!forms->without_iterations (r, loop->header, rest))
    return "an enclosing loop's iteration with no induction variable";
  for (const form_term &t : rest->terms)
    if (!invariant_leaf (loop, t.leaf))
      return "a term the loop changes other than by a constant or"
	     " invariant step";
  return NULL;
}

/* The sum of F's terms, each leaf (an SSA name or a declaration's
   address) converted to ssizetype, times its coefficient, plus its
   offset when WITH_OFFSET.  */
tree
form_sum (const address_form &f, bool with_offset)
{
  tree sum = ssize_int (with_offset ? (HOST_WIDE_INT) f.offset : 0);
  for (const form_term &t : f.terms)
    {
      tree v = (TREE_CODE (t.leaf) == SSA_NAME ? t.leaf
		: build_fold_addr_expr (t.leaf));
      v = fold_build2 (MULT_EXPR, ssizetype, fold_convert (ssizetype, v),
		       build_int_cst (ssizetype, (HOST_WIDE_INT) t.coef));
      sum = fold_build2 (PLUS_EXPR, ssizetype, sum, v);
    }
  return sum;
}

/* The condition that the narrow signed index NAME stays within its type
   in every iteration 0 .. NITER of LOOP, or null.  NAME is affine in the
   iteration number k, A + B * k, so its extremes are at k = 0 and
   k = NITER; they are computed in ssizetype, exactly: the leaves are at
   most 32 bits wide, the coefficients and the constant bounded, NITER
   below 2^32.  A symbolic B (a row of w elements) has at most four
   leaves with coefficients below 2^8, so |B| < 2^42, and the condition
   also requires NITER <= 2^20: B * NITER stays below 2^62.  */
tree
runtime_bound (class loop *loop, address_forms *forms, tree name,
	       tree niter)
{
  tree type = TREE_TYPE (name);
  address_form f, a, b;
  if (!forms->add_operand (name, 1, &f)
      || split_form (loop, forms, f, &a, &b)
      || (HOST_WIDE_INT) b.offset < -(HOST_WIDE_INT_1 << 24)
      || (HOST_WIDE_INT) b.offset > (HOST_WIDE_INT_1 << 24)
      || (HOST_WIDE_INT) a.offset < -(HOST_WIDE_INT_1 << 40)
      || (HOST_WIDE_INT) a.offset > (HOST_WIDE_INT_1 << 40)
      || b.terms.size () > 4)
    return NULL_TREE;
  for (const form_term &t : a.terms)
    if (TREE_CODE (t.leaf) != SSA_NAME
	|| !INTEGRAL_TYPE_P (TREE_TYPE (t.leaf))
	|| TYPE_PRECISION (TREE_TYPE (t.leaf)) > 32
	|| (HOST_WIDE_INT) t.coef < -(HOST_WIDE_INT_1 << 24)
	|| (HOST_WIDE_INT) t.coef > (HOST_WIDE_INT_1 << 24))
      return NULL_TREE;
  for (const form_term &t : b.terms)
    if (TREE_CODE (t.leaf) != SSA_NAME
	|| !INTEGRAL_TYPE_P (TREE_TYPE (t.leaf))
	|| TYPE_PRECISION (TREE_TYPE (t.leaf)) > 32
	|| (HOST_WIDE_INT) t.coef < -(HOST_WIDE_INT_1 << 8)
	|| (HOST_WIDE_INT) t.coef > (HOST_WIDE_INT_1 << 8))
      return NULL_TREE;
  tree sum = form_sum (a, true);
  /* The condition tests NITER <= 2^20 for a symbolic B, but computes its
     other operands too: the product takes MIN (NITER, 2^20), so that it
     cannot overflow (undefined in ssizetype) where the test fails.  */
  tree n = fold_convert (ssizetype, niter);
  if (!b.terms.empty ())
    n = fold_build2 (MIN_EXPR, ssizetype, n,
		     ssize_int (HOST_WIDE_INT_1 << 20));
  tree end = fold_build2 (PLUS_EXPR, ssizetype, sum,
			  fold_build2 (MULT_EXPR, ssizetype, n,
				       form_sum (b, true)));
  tree lo = fold_convert (ssizetype, TYPE_MIN_VALUE (type));
  tree hi = fold_convert (ssizetype, TYPE_MAX_VALUE (type));
  tree cond = boolean_true_node;
  if (!b.terms.empty ())
    cond = fold_build2 (LE_EXPR, boolean_type_node,
			fold_convert (sizetype, niter),
			size_int (HOST_WIDE_INT_1 << 20));
  for (tree v : { sum, end })
    cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
				     fold_build2 (GE_EXPR, boolean_type_node,
						  v, lo),
				     fold_build2 (LE_EXPR, boolean_type_node,
						  v, hi)));
  return cond;
}

} // anon namespace

const char *
form_behavior (class loop *loop, address_forms *forms, data_reference_p dr,
	       tree ref, bool say, tree niter, std::vector<tree> *bounds,
	       form_parts *parts)
{
  if (!address_forms::usable ())
    return "addresses are not 64 bits wide";
  gimple *culprit = NULL;
  std::vector<tree> conds;
  if (!address_cannot_wrap (loop, ref, &culprit, NULL, 0))
    {
      if (say && dump_file && (dump_flags & TDF_DETAILS) && culprit)
	dump_stmt (culprit, "qprop-version:       its index arithmetic may"
		   " wrap, by the value ranges: ");
      /* The checked copy may still test the indices that the ranges do
	 not bound, when the rest is proved.  */
      std::vector<tree> runtime;
      culprit = NULL;
      if (!bounds || !niter || TYPE_PRECISION (TREE_TYPE (niter)) > 32
	  || !address_cannot_wrap (loop, ref, &culprit, &runtime, 0))
	return "index arithmetic that may wrap";
      for (tree name : runtime)
	{
	  tree cond = runtime_bound (loop, forms, name, niter);
	  if (!cond)
	    return "index arithmetic that may wrap, and no bound to test";
	  conds.push_back (cond);
	}
      if (say && dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "qprop-version:       the check tests %d"
		 " index%s against %s type\n", (int) runtime.size (),
		 runtime.size () == 1 ? "" : "es",
		 runtime.size () == 1 ? "its" : "their");
    }
  address_form f, g, step;
  if (!forms->of_ref (ref, &f))
    return "no address form";
  if (const char *why = split_form (loop, forms, f, &g, &step))
    return why;
  /* A symbolic step is computed in ssizetype before the loop, for the
     check's ranges and its bound there (disjoint_condition): at most four
     leaves of at most 32 bits with coefficients below 2^24 keep that sum
     below 2^59, where it cannot overflow.  */
  if (step.terms.size () > 4)
    return "a symbolic step of more than four terms";
  for (const form_term &t : step.terms)
    if (TREE_CODE (t.leaf) != SSA_NAME
	|| !INTEGRAL_TYPE_P (TREE_TYPE (t.leaf))
	|| TYPE_PRECISION (TREE_TYPE (t.leaf)) > 32
	|| (HOST_WIDE_INT) t.coef < -(HOST_WIDE_INT_1 << 24)
	|| (HOST_WIDE_INT) t.coef > (HOST_WIDE_INT_1 << 24)
	|| (HOST_WIDE_INT) step.offset < -(HOST_WIDE_INT_1 << 24)
	|| (HOST_WIDE_INT) step.offset > (HOST_WIDE_INT_1 << 24))
      return "a symbolic step with a wide leaf or a large coefficient";
  tree base = NULL_TREE;
  address_form others;
  for (const form_term &t : g.terms)
    {
      bool pointer = (TREE_CODE (t.leaf) != SSA_NAME
		      || POINTER_TYPE_P (TREE_TYPE (t.leaf)));
      if (!base && pointer && t.coef == 1)
	base = (TREE_CODE (t.leaf) == SSA_NAME ? t.leaf
		: build_fold_addr_expr (t.leaf));
      else
	others.terms.push_back (t);
    }
  if (!base)
    return "no pointer to start from";
  DR_BASE_ADDRESS (dr) = base;
  DR_OFFSET (dr) = form_sum (others, false);
  DR_INIT (dr) = ssize_int ((HOST_WIDE_INT) g.offset);
  DR_STEP (dr) = (step.terms.empty ()
		  ? ssize_int ((HOST_WIDE_INT) step.offset)
		  : form_sum (step, true));
  if (parts)
    {
      parts->rest = g;
      parts->step = step;
    }
  if (bounds)
    bounds->insert (bounds->end (), conds.begin (), conds.end ());
  return NULL;
}

} // namespace qprop
