/* The run-time check of qprop-version, split from alias-version.cc,
   whose head comment describes it: each group's address range over the
   loop (and over the enclosing loops the check is hoisted out of), the
   condition that every pair of ranges is disjoint, and where the check
   goes.  */

#include "gcc-includes.h"
#include "tree-data-ref.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-ssa-loop.h"
#include "tree-inline.h"
#include "cfgloopmanip.h"
#include "gimplify-me.h"
#include "ir/address-form.h"
#include "ir/seq-cse.h"
#include "ir/loop-refusal.h"
#include "ir/trip-count.h"
#include "simt/warp-vote.h"
#include "report/dump.h"
#include "host/version-forms.h"
#include "host/version-check.h"

namespace qprop {
namespace version_check {

namespace {

/* Whether strands A and B sit in the same enclosing loops, moved by the
   same steps the same number of times.  */
bool
same_outer_terms (const strand &a, const strand &b)
{
  if (a.outer_terms.size () != b.outer_terms.size ())
    return false;
  for (size_t i = 0; i < a.outer_terms.size (); i++)
    if (!operand_equal_p (a.outer_terms[i].first, b.outer_terms[i].first, 0)
	|| !operand_equal_p (a.outer_terms[i].second,
			     b.outer_terms[i].second, 0))
      return false;
  return true;
}

/* The lowest and one past the highest address G touches while LOOP
   runs NITER + 1 iterations, as sizetype expressions valid before it.

   Each strand covers [start + min_init, start + max_end) in the first
   iteration, widened by step * NITER on the side its step moves to, and
   by each enclosing loop's extent: the loop moves the strand by its step
   per iteration, in either direction.  The strands of a group nearly
   always share their enclosing loops (the rows of a stencil), so the
   enclosing loops' widening is added once to the MIN and the MAX of the
   strands that share it: the addresses are real and do not wrap, so
   MIN (a + c, b + c) = MIN (a, b) + c, and the check is a few
   statements per strand instead of a few per strand and level.  */
void
group_range (const group &g, tree niter, tree *lo, tree *hi)
{
  *lo = *hi = NULL_TREE;
  std::vector<bool> done (g.strands.size ());
  for (size_t first = 0; first < g.strands.size (); first++)
    {
      if (done[first])
	continue;
      /* The strands that share FIRST's enclosing loops, and whether they
	 also share its step and its extremes in the first iteration: a
	 shared term is added once, after the MIN or the MAX.  */
      std::vector<const strand *> part;
      bool same_step = true, same_init = true, same_end = true;
      for (size_t i = first; i < g.strands.size (); i++)
	{
	  const strand &s = g.strands[i];
	  if (done[i] || !same_outer_terms (g.strands[first], s))
	    continue;
	  done[i] = true;
	  part.push_back (&s);
	  same_step &= s.step == part[0]->step;
	  same_init &= s.min_init == part[0]->min_init;
	  same_end &= s.max_end == part[0]->max_end;
	}
      tree inner_lo = NULL_TREE, inner_hi = NULL_TREE;
      for (const strand *s : part)
	{
	  tree l = s->start, h = s->start;
	  if (!same_init)
	    l = fold_build2 (PLUS_EXPR, sizetype, l, size_int (s->min_init));
	  if (!same_end)
	    h = fold_build2 (PLUS_EXPR, sizetype, h, size_int (s->max_end));
	  if (!same_step && s->step != 0)
	    {
	      tree span = fold_build2 (MULT_EXPR, sizetype, niter,
				       size_int (s->step));
	      if (s->step < 0)
		l = fold_build2 (PLUS_EXPR, sizetype, l, span);
	      else
		h = fold_build2 (PLUS_EXPR, sizetype, h, span);
	    }
	  inner_lo = inner_lo ? fold_build2 (MIN_EXPR, sizetype, inner_lo, l)
		     : l;
	  inner_hi = inner_hi ? fold_build2 (MAX_EXPR, sizetype, inner_hi, h)
		     : h;
	}
      const strand &s0 = *part[0];
      if (same_init)
	inner_lo = fold_build2 (PLUS_EXPR, sizetype, inner_lo,
				size_int (s0.min_init));
      if (same_end)
	inner_hi = fold_build2 (PLUS_EXPR, sizetype, inner_hi,
				size_int (s0.max_end));
      if (same_step && s0.step != 0)
	{
	  tree span = fold_build2 (MULT_EXPR, sizetype, niter,
				   size_int (s0.step));
	  if (s0.step < 0)
	    inner_lo = fold_build2 (PLUS_EXPR, sizetype, inner_lo, span);
	  else
	    inner_hi = fold_build2 (PLUS_EXPR, sizetype, inner_hi, span);
	}
      for (const std::pair<tree, tree> &t : s0.outer_terms)
	{
	  tree span = fold_convert (ssizetype,
				    fold_build2 (MULT_EXPR, sizetype,
						 fold_convert (sizetype,
							       t.second),
						 t.first));
	  tree down = fold_convert (sizetype,
				    fold_build2 (MIN_EXPR, ssizetype, span,
						 ssize_int (0)));
	  tree up = fold_convert (sizetype,
				  fold_build2 (MAX_EXPR, ssizetype, span,
					       ssize_int (0)));
	  inner_lo = fold_build2 (PLUS_EXPR, sizetype, inner_lo, down);
	  inner_hi = fold_build2 (PLUS_EXPR, sizetype, inner_hi, up);
	}
      *lo = *lo ? fold_build2 (MIN_EXPR, sizetype, *lo, inner_lo) : inner_lo;
      *hi = *hi ? fold_build2 (MAX_EXPR, sizetype, *hi, inner_hi) : inner_hi;
    }
}

/* Whether every value of the integer TYPE, converted to sizetype, is at
   most BOUND (a sizetype constant).  */
bool
type_bounded_by (tree type, tree bound)
{
  return (INTEGRAL_TYPE_P (type) && TYPE_UNSIGNED (type)
	  && TYPE_PRECISION (type) <= TYPE_PRECISION (sizetype)
	  && wi::leu_p (wi::to_widest (TYPE_MAX_VALUE (type)),
			wi::to_widest (bound)));
}

/* X, a trip count or a step of a loop inside E, as a value computed
   before E that X has in every iteration of E, or null.  Scalar evolution
   sees through the PHIs in E's body that merge equal values, which loop
   header copying leaves behind (a backward loop's first index, n - 2 on
   both paths into the row).  */
tree
value_before (class loop *e, tree x)
{
  if (expr_invariant_in_loop_p (e, x))
    return x;
  affine_iv iv;
  if (simple_iv (e, e, x, &iv, true) && integer_zerop (iv.step)
      && expr_invariant_in_loop_p (e, iv.base))
    return fold_convert (TREE_TYPE (x), iv.base);
  return NULL_TREE;
}

/* Whether the blocks of E outside its inner loop INNER are free of
   stores and calls that may write memory, asm and volatile accesses, so
   that E may be copied with INNER and own its clique: the check covers
   INNER's references only.  Loads there stay unannotated.  */
bool
outer_blocks_clean (class loop *e, class loop *inner)
{
  basic_block *body = get_loop_body (e);
  bool clean = true;
  for (unsigned i = 0; i < e->num_nodes && clean; i++)
    {
      if (flow_bb_inside_loop_p (inner, body[i]))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi) && clean; gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (statement_refusal (stmt) || gimple_vdef (stmt))
	    clean = false;
	}
    }
  free (body);
  return clean;
}

/* A name of a bound that an enclosing loop E changes, as E's scalar
   evolution writes it: BASE + STEP * j in E's iteration j.  */
struct moved_name
{
  tree name, base, step;
};

/* walk_tree callback: collect into the moved_name vector of DATA (a
   bound_walk) each SSA name that E changes; fail on one that is not an
   affine function of E's iteration, narrow enough that its value at
   any iteration is exact in ssizetype.  */
struct bound_walk
{
  class loop *e;
  std::vector<moved_name> *moved;
  bool failed;
};

tree
collect_moved_r (tree *tp, int *walk_subtrees, void *data)
{
  bound_walk *w = (bound_walk *) data;
  tree x = *tp;
  if (TREE_CODE (x) != SSA_NAME)
    return NULL_TREE;
  *walk_subtrees = 0;
  if (expr_invariant_in_loop_p (w->e, x))
    return NULL_TREE;
  for (const moved_name &m : *w->moved)
    if (m.name == x)
      return NULL_TREE;
  affine_iv iv;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (x))
      || TYPE_PRECISION (TREE_TYPE (x)) > 32
      || !simple_iv (w->e, w->e, x, &iv, true)
      || !expr_invariant_in_loop_p (w->e, iv.base)
      || !expr_invariant_in_loop_p (w->e, iv.step)
      || TYPE_PRECISION (TREE_TYPE (iv.step)) > 32)
    {
      w->failed = true;
      return x;
    }
  w->moved->push_back (moved_name { x, iv.base, iv.step });
  return NULL_TREE;
}

/* walk_tree callback: replace each moved name of DATA (a subst_walk) by
   its value at the iteration the walk holds.  */
struct subst_walk
{
  const std::vector<moved_name> *moved;
  tree iteration;
};

tree
substitute_moved_r (tree *tp, int *walk_subtrees, void *data)
{
  subst_walk *w = (subst_walk *) data;
  if (TREE_CODE (*tp) != SSA_NAME)
    return NULL_TREE;
  *walk_subtrees = 0;
  for (const moved_name &m : *w->moved)
    if (m.name == *tp)
      {
	/* Exact in ssizetype: a value of at most 32 bits plus a step of at
	   most 32 bits times an iteration number below 2^32; the result is
	   a value the name really takes, so converting it back to the
	   name's type changes nothing.  */
	tree v = fold_convert (ssizetype, m.base);
	if (!integer_zerop (w->iteration))
	  v = fold_build2 (PLUS_EXPR, ssizetype, v,
			   fold_build2 (MULT_EXPR, ssizetype,
					fold_convert (ssizetype, m.step),
					w->iteration));
	*tp = fold_convert (TREE_TYPE (m.name), v);
	break;
      }
  return NULL_TREE;
}

/* BOUNDS (conditions of runtime_bound in version-forms.cc, each a
   conjunction of range tests on values affine in their leaves), made
   valid before the enclosing loop E of latch count NITER: each bound
   that E changes is tested at E's first and last iterations.  Its
   leaves that E changes are affine in E's iteration j, so each tested
   value is affine in j, and lies within its range for every j in
   0 .. NITER when it does at both ends.  Returns false when a bound
   reads a value E changes otherwise.  */
bool
hoist_bounds (class loop *e, tree niter, std::vector<tree> *bounds)
{
  if (!niter || !INTEGRAL_TYPE_P (TREE_TYPE (niter))
      || TYPE_PRECISION (TREE_TYPE (niter)) > 32)
    return std::all_of (bounds->begin (), bounds->end (),
			[&] (tree b) { return expr_invariant_in_loop_p (e, b); });
  std::vector<tree> out;
  for (tree b : *bounds)
    {
      if (expr_invariant_in_loop_p (e, b))
	{
	  out.push_back (b);
	  continue;
	}
      std::vector<moved_name> moved;
      bound_walk w = { e, &moved, false };
      walk_tree_without_duplicates (&b, collect_moved_r, &w);
      if (w.failed)
	return false;
      for (tree j : { ssize_int (0), fold_convert (ssizetype, niter) })
	{
	  subst_walk s = { &moved, j };
	  tree copy = unshare_expr (b);
	  walk_tree (&copy, substitute_moved_r, &s, NULL);
	  out.push_back (copy);
	}
    }
  *bounds = out;
  return true;
}

} // anon namespace

/* Why a statement of the loop forbids versioning it, or null.  */
const char *
statement_refusal (gimple *stmt)
{
  if (gimple_has_volatile_ops (stmt))
    return "a volatile access";
  if (gimple_code (stmt) == GIMPLE_ASM)
    return "an asm statement";
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      int flags = gimple_call_flags (call);
      if (!(flags & (ECF_CONST | ECF_PURE))
	  || (flags & ECF_LOOPING_CONST_OR_PURE)
	  || gimple_vdef (call))
	return "a call that may write memory";
      tree lhs = gimple_call_lhs (call);
      if (lhs && !is_gimple_reg (lhs))
	return "a call that may write memory";
    }
  return NULL;
}

/* The condition under which every pair of PLAN is disjoint.  */
tree
disjoint_condition (const loop_plan &plan)
{
  tree niter = fold_convert (sizetype, plan.niter);
  /* Two bits of headroom keep step * niter and the sums from wrapping.
     A trip count whose type cannot reach the limit needs no test (an int
     loop's, below 2^32, against a step under 2^30 bytes).  */
  unsigned prec = TYPE_PRECISION (sizetype);
  tree limit = wide_int_to_tree (sizetype,
				 wi::udiv_trunc (wi::set_bit_in_zero (prec - 2,
								      prec),
						 wi::uhwi (plan.max_step
							   ? plan.max_step : 1,
							   prec)));
  tree cond = boolean_true_node;
  if (!type_bounded_by (TREE_TYPE (plan.niter), limit))
    cond = fold_build2 (LE_EXPR, boolean_type_node, niter, limit);
  /* An enclosing loop's step may be symbolic (a row of n elements):
     bounding it and its trip count keeps their product, and so each
     strand's extent, below 2^62.  A trip count of a type below 2^32 needs
     no test, and the step is then held under 2^30; otherwise each is held
     under 2^31.  */
  bool typed_niters = true;
  for (const group &g : plan.groups)
    if (g.checked)
      for (const strand &s : g.strands)
	for (const std::pair<tree, tree> &t : s.outer_terms)
	  typed_niters &= type_bounded_by (TREE_TYPE (t.second),
					   size_int (HOST_WIDE_INT_1 << 32));
  tree step_bound = size_int (HOST_WIDE_INT_1 << (typed_niters ? 30 : 31));
  tree niter_bound = size_int (HOST_WIDE_INT_1 << 31);
  /* The strands of a nest mostly share their enclosing loops' steps and
     trip counts: each value is bounded once.  */
  std::vector<tree> bounded;
  auto bound_once = [&] (tree value, tree bound)
    {
      for (tree b : bounded)
	if (operand_equal_p (b, value, 0))
	  return;
      bounded.push_back (value);
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  fold_build2 (LE_EXPR, boolean_type_node, value,
				       bound));
    };
  for (const group &g : plan.groups)
    if (g.checked)
      for (const strand &s : g.strands)
	for (const std::pair<tree, tree> &t : s.outer_terms)
	  {
	    bound_once (fold_convert (sizetype,
				      fold_build1 (ABS_EXPR, ssizetype,
						   fold_convert (ssizetype,
								 t.first))),
			step_bound);
	    if (!typed_niters)
	      bound_once (fold_convert (sizetype, t.second), niter_bound);
	  }
  /* The indices computed in branches that the ranges do not bound.  */
  for (tree b : plan.bounds)
    cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, b);
  std::vector<tree> lo (plan.groups.size ()), hi (plan.groups.size ());
  for (size_t i = 0; i < plan.groups.size (); i++)
    if (plan.groups[i].checked)
      group_range (plan.groups[i], niter, &lo[i], &hi[i]);
  for (const std::pair<int, int> &p : plan.pairs)
    {
      tree apart
	= fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		       fold_build2 (LE_EXPR, boolean_type_node, hi[p.first],
				    lo[p.second]),
		       fold_build2 (LE_EXPR, boolean_type_node, hi[p.second],
				    lo[p.first]));
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, apart);
    }
  return cond;
}

/* Where a remark about LOOP points: its exit test, or the first
   statement of its header with a location.  */
location_t
loop_locus (class loop *loop)
{
  if (edge exit = single_exit (loop))
    if (gimple *cond = last_stmt (exit->src))
      if (gimple_has_location (cond))
	return gimple_location (cond);
  for (gimple_stmt_iterator gsi = gsi_start_bb (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    if (gimple_has_location (gsi_stmt (gsi)))
      return gimple_location (gsi_stmt (gsi));
  return UNKNOWN_LOCATION;
}

/* Hoist the check of PLAN, made for the innermost loop LOOP, out of the
   enclosing loops as far as its operands allow: each enclosing loop must
   have one exit, a trip count that is known before it and that the loops
   inside do not change the trip counts of, must not change the groups'
   pointers themselves (only their offsets), must move every strand
   by an invariant step (scalar evolution), and must change the index
   bounds the check tests only affinely (hoist_bounds).  Then one check before the
   outermost of them covers every iteration of the nest, and the strands
   record each loop's step and trip count.  Returns the loop the check
   goes before; *LEVELS counts the loops the check covers.  A simd loop
   (safelen) is only crossed in SIMT code (SIMT), where it is the lane's
   own loop: its lanes run its iterations one after the other, and no
   vectorizer reads its safelen any more.

   What is copied is another matter.  An enclosing loop is copied with
   LOOP only while LOOP's chain is its only inner loop, its own blocks
   neither store nor call, and the copy stays within MAX_COPY loops
   (version-copy): then the copied nest is the one the check speaks for,
   and it may own the clique.  Above the first loop that fails that, the
   check is still hoisted (it depends on nothing but SSA values those
   blocks cannot change), but only the loops below are copied, and the
   branch between the copies tests the check's answer, computed once
   before the nest: a sweep whose rows run a forward and a backward loop
   checks once, not once per row.  Copying the loop around LOOP keeps
   its own code (the rows' bases, the branch) out of the checked copy's
   way; each further level costs GCC's loop passes a whole copy more to
   analyze, for little: a 3-D stencil's copied nest cost 88M
   instructions of cc1 at three levels and 28M at two, and its loads
   went from 0.761 to 0.780 of gcc -O3's.  *COPY is the outermost loop
   to copy and *COPY_STOP why it is not further out.  */
class loop *
hoist_check (class loop *loop, loop_plan *plan, bool simt, int max_copy,
	     int *levels, const char **stop, class loop **copy,
	     const char **copy_stop)
{
  class loop *outer = loop;
  *copy = loop;
  *copy_stop = NULL;
  std::vector<tree> niters (1, plan->niter);
  *levels = 1;
  for (;;)
    {
      class loop *e = loop_outer (outer);
      *stop = NULL;
      if (!e || !loop_outer (e))
	break;
      if (((e->safelen > 1 || e->force_vectorize) && !simt)
	       || e->owned_clique || optimize_loop_for_size_p (e))
	*stop = "a loop with its own dependence information or for size";
      else if (!single_exit (e))
	*stop = "several exits";
      if (*stop)
	break;
      tree niter = invariant_latch_count (e);
      /* The bounds as they must read before E; kept only once E is
	 crossed.  */
      std::vector<tree> hoisted_bounds = plan->bounds;
      if (!niter)
	*stop = "unknown trip count";
      else
	{
	  bool rectangular = true;
	  for (tree n : niters)
	    rectangular &= value_before (e, n) != NULL_TREE;
	  /* The loops already crossed move the strands by steps that must
	     not change in E either, or the check before E would read them
	     before they are set (a[k * i + j] under i: k's step is i * 8).  */
	  bool strided = true;
	  for (const group &g : plan->groups)
	    for (const strand &s : g.strands)
	      for (const std::pair<tree, tree> &t : s.outer_terms)
		strided &= value_before (e, t.first) != NULL_TREE;
	  if (!rectangular)
	    *stop = "an inner trip count that changes";
	  else if (!strided)
	    *stop = "an inner loop's step that changes";
	  else if (!hoist_bounds (e, niter, &hoisted_bounds))
	    *stop = "an index bound that it changes other than affinely";
	  else
	    /* Data dependence takes references with one clique and one base
	       to be through one pointer value, and compares their offsets:
	       a loop that owns the clique must not change the pointers
	       themselves (a Jacobi sweep that swaps them, p++), only the
	       offsets.  */
	    for (const group &g : plan->groups)
	      if (!expr_invariant_in_loop_p (e, g.root))
		*stop = "a pointer that changes in it";
	}
      if (*stop)
	break;
      std::vector<affine_iv> ivs;
      bool affine = true;
      for (group &g : plan->groups)
	for (strand &s : g.strands)
	  {
	    affine_iv iv;
	    if (!affine)
	      break;
	    affine = (simple_iv (e, e, s.start, &iv, true)
		      && expr_invariant_in_loop_p (e, iv.base)
		      && expr_invariant_in_loop_p (e, iv.step));
	    ivs.push_back (iv);
	  }
      if (!affine)
	{
	  *stop = "a reference it moves by no invariant step";
	  break;
	}
      /* The check goes before E: it reads the inner trip counts and
	 steps as they are there.  */
      plan->niter = value_before (e, plan->niter);
      plan->bounds = hoisted_bounds;
      for (group &g : plan->groups)
	for (strand &s : g.strands)
	  for (std::pair<tree, tree> &t : s.outer_terms)
	    t = std::make_pair (value_before (e, t.first),
				value_before (e, t.second));
      if (*copy == outer && !*copy_stop)
	{
	  if ((int) (loop_depth (loop) - loop_depth (e)) + 1 > max_copy)
	    *copy_stop = "version-copy allows no more";
	  else if (e->inner != outer || outer->next)
	    *copy_stop = "another loop beside it";
	  else if (!outer_blocks_clean (e, outer))
	    *copy_stop = "a store, call, asm or volatile access of its own";
	  else
	    *copy = e;
	}
      size_t k = 0;
      for (group &g : plan->groups)
	for (strand &s : g.strands)
	  {
	    affine_iv &iv = ivs[k++];
	    s.start = fold_convert (sizetype, iv.base);
	    if (!integer_zerop (iv.step))
	      s.outer_terms.push_back (std::make_pair (fold_convert (sizetype,
								    iv.step),
						      niter));
	  }
      niters.push_back (niter);
      outer = e;
      ++*levels;
    }
  return outer;
}

} // namespace version_check
} // namespace qprop
