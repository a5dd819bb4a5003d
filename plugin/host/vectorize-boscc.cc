/* qprop-vectorize, BOSCC gadgets (branch on superword condition code;
   seed 002, section 6): skip a folded region when no lane enters it.

   The linearized body runs every block under its mask, whether one lane
   needs it or none.  In a biased if-cascade (nab's generalized Born loop,
   benchmarks/kernels/simd_cascade.c) nearly every lane takes the cheap
   first arm, and the rare arms, with their divisions and polynomials,
   run with an empty mask in almost every vector iteration.  A gadget
   wraps such a region in a uniform branch:

     if (any (mask of b)) { the vector code of b's region }
     join: PHIs <region's value, skip value>

   The region of a block b is its dominance region: b and the blocks b
   dominates.  b must have one predecessor a (so b's mask is the mask of
   the edge a->b), lie in the candidate loop itself (not in an inner
   loop), and its region must hold no inner loop and be contiguous in the
   emission order (m_order), so that the branch skips exactly it.  Only
   the edge a->b enters the region (a block of the region with another
   predecessor outside it would not be dominated by b), so when the test
   fails no lane is in any of its blocks: every edge leaving the region
   has an empty mask, and at the join after it the skip value of each
   value defined in the region is harmless.  Such a value can only be used
   outside the region by a PHI on an edge leaving it (b dominates every
   other use), and the PHI's blend takes the other edges' values in every
   lane whose edge mask is set; the lanes that no incoming edge sets are
   inactive in the join, as they always were.  The skip value is zero,
   the empty mask for an edge mask.  Masked loads and stores of the region
   are skipped with it, which is right: their mask is empty.  The lanes'
   copies of a reduction or private (vectorize-reduction.cc), which a
   store in the region updates under its mask, keep at the join the copies
   they had at the test.  Gadgets
   nest: a region inside a skipped region gets its own test.

   Where to put one (the cost model's part).  With VF lanes, each taking
   the region with probability p (GCC's profile: b's count over the loop
   header's), some lane takes it with probability A = 1 - (1 - p)^VF.  A
   gadget costs the any-lane test and branch (ANY_COST: vptest and jcc
   with AVX, pshufd, por, movq, test and jcc at SSE2) and the expected
   mispredictions of a branch taken with probability q, MISPREDICT_COST
   times min (q, 1 - q), where q is A over the A of the enclosing gadget
   (1 at the top: the test only runs when that one is taken).  It saves
   the region's vector cost D (vector_stmt_cost, masks and blends of its
   blocks) whenever it is skipped: placed when

     ANY_COST + MISPREDICT_COST * min (q, 1 - q)  <  (1 - q) * D.

   GCC guesses an even split at a branch it knows nothing about (a float
   compare without __builtin_expect): such a probability says nothing
   about the bias, and a cascade then looks as if every arm were taken by
   some lane.  For such an edge the gadget is placed when D is at least
   UNINFORMED_FACTOR times ANY_COST: whatever the data, it then costs at
   most an eighth of the region's cost, and can save all of it.

   The vector cost estimate V (vectorize-cost.cc) counts a region's
   blocks at A times their cost and adds each test at the A of its
   enclosing gadget; the decline decision compares that V against S.

   Worked example: the cascade of testsuite/gcc.qprop-vec/cascade.h at
   -O3 -march=x86-64-v3 (VF = 8) with its first arm marked likely (90%).
   The rest of the cascade (everything after the first test, D = 92) has
   p = 0.1, A = 1 - 0.9^8 = 0.57: a cost of 2 + 8 * 0.43 = 5.4 against a
   saving of 0.43 * 92 = 40, placed.  The tests inside it are guessed at
   even splits: the second arm (D = 21), the rest after the second test
   (66), the third arm (31) and the rest after the third test (22) reach
   the uninformed rule's 8 * 2 = 16 and get gadgets of their own; the
   last arms (5 and less) do not.  Six gadgets, and V falls from 131 to
   76.  At SSE2 (tests of 4, VF = 4: A = 0.34) only the rest of the
   cascade (92) and the rest after the second test (66, at least 32)
   get one: V falls from 139 to 78, under S = 125. 

   Uniform branches kept (seed 002, Theorem 4.5).  A branch whose
   condition is uniform (both operands SH_UNIFORM) sends every active lane
   the same way; folding it runs both arms in every vector iteration.
   Where the arm b of such a branch at a meets the gadget's conditions
   above (b's only predecessor is a, its dominance region is contiguous in
   m_order and holds no inner loop), the region is wrapped in the same
   gadget, but its test is the branch's own scalar condition instead of
   any (mask): it is kept, whatever the cost model or vectorize-boscc
   says.  The gadget's argument carries over: when the condition sends
   the lanes away from b, the mask of a->b is empty, so skipping the
   region is exact; when it sends them to b, that mask is a's mask, and
   the region runs under it with no AND with the condition.  That a's
   own mask may be empty (a lies in a folded divergent arm) does not
   matter: the region then runs with an empty mask, as the linearized
   code would.  This is the theorem's condition in the form the emission
   order needs: a uniform branch whose arm is also entered by another
   edge (b has a second predecessor, say from a divergent branch: "if
   (x[i] > 0 || flag)") is divergence-dependent, since lanes reach b
   along both edges, and stays folded.  The cost model counts a kept
   region at its edge's probability (times the enclosing gadget's) and
   the test at a compare and branch, with expected mispredictions only
   where GCC's profile says something about the branch.  The values
   leaving the region are merged at the join as for any gadget: a PHI
   with the skip value, then the blend of the folded join.

   Example: "if (flag) out[i] = f (x[i]);" with flag a parameter: the
   vector body tests flag itself and the store, under the loop's mask,
   is not reached when flag is zero.  */

#include "gcc-includes.h"
#include "cfgloop.h"
#include "sreal.h"
#include "rtl.h"
#include "host/vectorize-impl.h"

namespace qprop {
namespace vect_impl {

/* The any-lane test and its branch, at 4 lanes without SSE4.1's ptest,
   and otherwise.  */
static const int ANY_COST_SSE2 = 4;
static const int ANY_COST = 2;
/* A mispredicted branch against a simple operation.  */
static const int MISPREDICT_COST = 8;
/* An uninformed region gets a gadget when its vector cost is at least
   this many any-lane tests.  */
static const int UNINFORMED_FACTOR = 8;

/* Whether the probability of E is GCC's even guess for a branch it has
   no prediction for (no heuristic, no __builtin_expect, no profile).  */
static bool
uninformed_edge (edge e)
{
  return (!e->probability.initialized_p ()
	  || (e->probability.quality () <= GUESSED
	      && e->probability == profile_probability::even ()));
}

/* Whether A, a block of the candidate, ends in a branch on a uniform
   condition (emit_branch then makes its edge masks from a scalar).  */
bool
simd_vectorizer::uniform_branch_p (basic_block a) const
{
  gcond *c = safe_dyn_cast<gcond *> (last_stmt (a));
  return (c && a != m_exit->src
	  && shape_of (gimple_cond_lhs (c)).kind == SH_UNIFORM
	  && shape_of (gimple_cond_rhs (c)).kind == SH_UNIFORM);
}

/* Choose the gadgets of the loop; BLOCK_COST is each emitted block's
   vector cost (blocks of the candidate itself).  Returns the change to
   the vector estimate.  Only the analysis: no IR change.  */
double
simd_vectorizer::choose_gadgets (hash_map<basic_block, double> &block_cost)
{
  m_gadgets.truncate (0);
  profile_count hcount = m_loop->header->count;
  bool boscc = (m_settings.vectorize_boscc && hcount.initialized_p ()
		&& hcount.nonzero_p ());
  int any_cost = (can_compare_p (NE, TYPE_MODE (m_mask), ccp_jump)
		  ? ANY_COST : ANY_COST_SSE2);
  unsigned n = m_order.length ();
  /* The chosen gadgets enclosing position I: a stack.  */
  auto_vec<unsigned> open;
  for (unsigned i = 0; i < n; i++)
    {
      while (!open.is_empty () && m_gadgets[open.last ()].last < i)
	open.pop ();
      basic_block b = m_order[i];
      if (b == m_loop->header || inner_of (b) || full_block (b)
	  || !single_pred_p (b))
	continue;
      edge in = single_pred_edge (b);
      basic_block a = in->src;
      if (inner_of (a) || EDGE_COUNT (a->succs) != 2 || a == m_exit->src)
	continue;
      bool uniform = uniform_branch_p (a);
      if (!uniform && (!boscc || !b->count.initialized_p ()))
	continue;
      /* The region: the dominance region of B, from I on without gaps.  */
      unsigned last = i;
      while (last + 1 < n
	     && dominated_by_p (CDI_DOMINATORS, m_order[last + 1], b))
	last++;
      bool ok = true;
      double d = 0;
      for (unsigned k = i; k <= last && ok; k++)
	{
	  if (inner_of (m_order[k]))
	    ok = false;
	  else if (double *c = block_cost.get (m_order[k]))
	    d += *c;
	}
      for (unsigned k = last + 1; k < n && ok; k++)
	if (dominated_by_p (CDI_DOMINATORS, m_order[k], b))
	  ok = false;
      if (!ok)
	continue;
      double outer = open.is_empty () ? 1 : m_gadgets[open.last ()].any;
      /* An empty arm (the forwarder on the else edge of an if-then) has
	 nothing to skip; BOSCC would not place a gadget on it either.  */
      if (uniform && d == 0)
	continue;
      if (uniform)
	{
	  /* Kept: taken with the branch's probability when the enclosing
	     gadget is.  */
	  double q = 0.5;
	  if (in->probability.initialized_p ())
	    q = in->probability.to_sreal ().to_double ();
	  q = MIN (MAX (q, 0.0), 1.0);
	  double test = 1 + (uninformed_edge (in)
			     ? 0 : MISPREDICT_COST * MIN (q, 1 - q));
	  m_gadgets.safe_push ({ i, last, q * outer, test * outer, true });
	  open.safe_push (m_gadgets.length () - 1);
	  continue;
	}
      double p = b->count.to_sreal_scale (hcount).to_double ();
      p = MIN (MAX (p, 0.0), 1.0);
      double none = 1;
      for (int l = 0; l < m_vf; l++)
	none *= 1 - p;
      double any = 1 - none;
      double q = outer > 0 ? MIN (any / outer, 1.0) : 1.0;
      double test = any_cost + MISPREDICT_COST * MIN (q, 1 - q);
      bool place = (uninformed_edge (in)
		    ? d >= UNINFORMED_FACTOR * any_cost
		    : test < (1 - q) * d);
      if (!place)
	continue;
      m_gadgets.safe_push ({ i, last, any, test * outer, false });
      open.safe_push (m_gadgets.length () - 1);
    }

  /* V with the gadgets: each block at the A of its innermost gadget, each
     test at the A of its enclosing one.  */
  double delta = 0;
  for (const gadget &g : m_gadgets)
    delta += g.test;
  for (unsigned i = 0; i < n; i++)
    {
      double *c = block_cost.get (m_order[i]);
      if (!c)
	continue;
      double any = 1;
      for (const gadget &g : m_gadgets)
	if (g.first <= i && i <= g.last)
	  any = MIN (any, g.any);
      delta -= (1 - any) * *c;
    }
  return delta;
}

/* At position I of m_order, before its block is emitted: open the
   gadgets that start there, outermost first.  */
void
simd_vectorizer::open_gadgets (unsigned i)
{
  class loop *outer = loop_outer (m_loop);
  for (unsigned k = 0; k < m_gadgets.length (); k++)
    {
      const gadget &g = m_gadgets[k];
      if (g.first != i)
	continue;
      edge in = single_pred_edge (m_order[i]);
      int taken_flag = EDGE_TRUE_VALUE;
      if (g.uniform)
	{
	  /* The branch's own condition, computed again from the scalars
	     (those of a's operands dominate this point: a dominates the
	     region).  The region runs under a's mask.  */
	  gcond *c = as_a<gcond *> (last_stmt (in->src));
	  bool uniform;
	  tree cond = lane_condition (gimple_cond_code (c),
				      gimple_cond_lhs (c),
				      gimple_cond_rhs (c), &uniform);
	  gcc_assert (uniform);
	  emit (gimple_build_cond (NE_EXPR, cond, boolean_false_node,
				   NULL_TREE, NULL_TREE));
	  if (in->flags & EDGE_FALSE_VALUE)
	    taken_flag = EDGE_FALSE_VALUE;
	  tree *am = m_bmask.get (in->src);
	  gcc_assert (am);
	  m_emask.put (in, *am ? *am : constant_boolean_node (true, m_mask));
	  m_note->kept++;
	}
      else
	{
	  /* The region's entry mask; never the full mask (null), as B is
	     not a full block, but a full mask would only make the test
	     true.  */
	  tree *m = m_emask.get (in);
	  gcc_assert (m);
	  emit (any_lane (*m ? *m : constant_boolean_node (true, m_mask)));
	  m_note->boscc++;
	}
      basic_block guard = m_cur;
      basic_block body = new_block (outer);
      basic_block join = new_block (outer);
      int skip_flag = (taken_flag == EDGE_TRUE_VALUE
		       ? EDGE_FALSE_VALUE : EDGE_TRUE_VALUE);
      edge taken = make_edge (guard, body, taken_flag);
      edge skip = make_edge (guard, join, skip_flag);
      taken->probability
	= profile_probability::guessed_always ().apply_scale
	    ((int) (g.any * 10000 + 0.5), 10000);
      if (g.uniform && in->probability.initialized_p ())
	taken->probability = in->probability;
      skip->probability = taken->probability.invert ();
      m_open_gadgets.safe_push ({ k, join, skip, m_cached.length () });
      for (const simd_array &a : m_arrays)
	m_open_arrays.safe_push (a.cur);
      m_cur = body;
    }
}

/* After the block at position I of m_order: close the gadgets that end
   there, innermost first.  The values and edge masks that leave a
   region get PHIs at its join.  */
void
simd_vectorizer::close_gadgets (unsigned i)
{
  while (!m_open_gadgets.is_empty ()
	 && m_gadgets[m_open_gadgets.last ().index].last == i)
    {
      open_gadget f = m_open_gadgets.pop ();
      const gadget &g = m_gadgets[f.index];
      hash_set<basic_block> region;
      for (unsigned k = g.first; k <= g.last; k++)
	region.add (m_order[k]);
      edge done = make_edge (m_cur, f.join, EDGE_FALLTHRU);
      /* Broadcasts made inside the region do not dominate the join.  */
      while (m_cached.length () > f.scope)
	m_vector.remove (m_cached.pop ());
      auto join_phi = [&] (tree val) {
	gphi *phi = create_phi_node (make_ssa_name (TREE_TYPE (val)), f.join);
	add_phi_arg (phi, val, done, UNKNOWN_LOCATION);
	add_phi_arg (phi, build_zero_cst (TREE_TYPE (val)), f.skip,
		     UNKNOWN_LOCATION);
	return gimple_phi_result (phi);
      };
      auto leaves = [&] (tree name) {
	imm_use_iterator it;
	use_operand_p use;
	FOR_EACH_IMM_USE_FAST (use, it, name)
	  {
	    gimple *user = USE_STMT (use);
	    if (!is_gimple_debug (user) && gimple_bb (user)
		&& !region.contains (gimple_bb (user)))
	      return true;
	  }
	return false;
      };
      auto carry = [&] (tree name) {
	if (TREE_CODE (name) != SSA_NAME || virtual_operand_p (name)
	    || !leaves (name))
	  return;
	if (tree *v = m_vector.get (name))
	  m_vector.put (name, join_phi (*v));
	if (tree *s = m_scalar.get (name))
	  m_scalar.put (name, join_phi (*s));
      };
      for (unsigned k = g.first; k <= g.last; k++)
	{
	  basic_block bb = m_order[k];
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    if (!region.contains (e->dest))
	      {
		tree *em = m_emask.get (e);
		gcc_assert (em);
		tree m = *em ? *em : constant_boolean_node (true, m_mask);
		m_emask.put (e, join_phi (m));
	      }
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    carry (gimple_phi_result (gsi.phi ()));
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    if (tree lhs = gimple_get_lhs (gsi_stmt (gsi)))
	      carry (lhs);
	}
      /* The lanes' copies of the omp simd arrays (vectorize-reduction.cc)
	 are not names of the body: a store in the region updates them
	 under its mask, so when the region is skipped (every mask in it
	 empty) they are what they were at the test, never the zero of a
	 skip value, which would lose every lane's reduction.  */
      for (unsigned j = m_arrays.length (); j-- > 0;)
	{
	  simd_array &a = m_arrays[j];
	  tree before = m_open_arrays.pop ();
	  if (a.cur == before)
	    continue;
	  gphi *phi = create_phi_node (make_ssa_name (TREE_TYPE (a.cur)),
				       f.join);
	  add_phi_arg (phi, a.cur, done, UNKNOWN_LOCATION);
	  add_phi_arg (phi, before, f.skip, UNKNOWN_LOCATION);
	  a.cur = gimple_phi_result (phi);
	}
      m_cur = f.join;
    }
}

} // namespace vect_impl
} // namespace qprop
