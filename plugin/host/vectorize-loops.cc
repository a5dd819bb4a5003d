/* qprop-vectorize, the divergent loop transform (seed 002, section 5):
   an inner loop whose trip count differs between lanes runs until its
   last lane leaves, under a live mask, with one exit mask and one
   accumulator per exit edge, a pure latch and a uniform any-lane exit
   test.  The skeleton is drawn at the top of vectorize-emit.cc.

   Nests.  A loop inside an inner loop is one node of that loop's block
   order and is emitted the same way where the order reaches it, its live
   mask starting from the mask of its preheader edge.  An exit edge that
   leaves several levels is an exit of each: the innermost level
   accumulates the lanes and values that take it, and each level around
   accumulates, per iteration of its own, what the level inside it
   closed with; PHIs on the edge's destination take the outermost
   level's accumulator (the first pushed to m_exit_values).

   Worked example, the binary search of benchmarks/kernels/simd_bsearch.c:

     while (hi - lo > 1) { mid = lo + ((hi - lo) >> 1);
			   if (t[mid] > v) hi = mid; else lo = mid; }

   GCC's loop discovery gives the while's two latches two loops: L, whose
   header only holds lo = PHI <0, mid> and hi = PHI <N-1, hi'>, and C
   inside it, holding the test, the load and hi = PHI <hi(L), mid>; the
   exit test, in C, leaves both.  Emitted as a nest, a lane that sets lo
   would wait at L's header until every lane had left C; merged_child
   recognizes the shape and emits L and C as one vector loop with two back
   edges, every live lane taking one halving step per iteration.  */

#include "gcc-includes.h"
#include "tree-chrec.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimplify-me.h"
#include "builtins.h"
#include "tree-vector-builder.h"
#include "rtl.h"
#include "internal-fn.h"
#include "vec-perm-indices.h"
#include "host/vectorize-impl.h"

namespace qprop {
namespace vect_impl {

/* Whether the nest of INNER and its one inner loop C is a loop with two
   latches that GCC's loop discovery split into two (a `while' whose
   body ends in an if/else, one arm continuing C, the other INNER, as in
   a binary search): INNER's own blocks are only its header, a forwarder
   into C, and its latch, neither holding a statement; C holds no loop;
   and every value carried round either header varies per lane.  Then
   each lane's path is one loop with two back edges, and the pair is
   emitted as one vector loop in which every live lane takes one step
   per iteration, along either back edge (see emit_inner_loop): run as a
   nest, a lane that took INNER's back edge would wait at its header
   until every lane had left C.  C, or null.  */
class loop *
simd_vectorizer::merged_child (class loop *inner) const
{
  class loop *c = inner->inner;
  if (!c || c->next || c->inner || !single_succ_p (inner->header)
      || single_succ (inner->header) != c->header
      || loop_preheader_edge (c) != single_succ_edge (inner->header)
      || inner->num_nodes != c->num_nodes + 2)
    return NULL;
  for (basic_block bb : { inner->header, inner->latch })
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (!is_gimple_debug (gsi_stmt (gsi))
	  && gimple_code (gsi_stmt (gsi)) != GIMPLE_LABEL)
	return NULL;
  for (basic_block bb : { inner->header, c->header })
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (!virtual_operand_p (gimple_phi_result (gsi.phi ()))
	  && shape_of (gimple_phi_result (gsi.phi ())).kind != SH_VARYING)
	return NULL;
  return c;
}

/* Push to m_exit_values each value of INNER that leaves it on one of
   EXITS, once per edge.  */
void
simd_vectorizer::collect_exit_values (class loop *inner,
				      const vec<edge> &exits)
{
  unsigned first_value = m_exit_values.length ();
  for (edge e : exits)
    for (gphi_iterator gsi = gsi_start_phis (e->dest); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree arg = PHI_ARG_DEF_FROM_EDGE (gsi.phi (), e);
	if (virtual_operand_p (arg) || !defined_in (arg, inner))
	  continue;
	bool seen = false;
	for (unsigned k = first_value; k < m_exit_values.length (); k++)
	  seen |= m_exit_values[k].e == e && m_exit_values[k].name == arg;
	if (!seen)
	  m_exit_values.safe_push ({ e, arg, NULL_TREE });
      }
}

/* A divergent inner loop (§5).  When it and its inner loop C form one
   loop with two latches (merged_child), C is emitted inside it with no
   loop of its own: the lanes that took C's back edge in the last
   iteration (mask AC) continue C with the values C carried round
   (carried vectors, blended with C's entry values for the lanes that
   arrive from INNER's header), the lanes that took INNER's back edge
   (the live mask of INNER's header) start a new iteration of INNER, and
   INNER's carried values change only in the lanes that took its back
   edge.  */
void
simd_vectorizer::emit_inner_loop (class loop *inner)
{
  class loop *outer = loop_outer (m_loop);
  edge pe = loop_preheader_edge (inner);
  tree m_in = *m_emask.get (pe);
  unsigned scope = m_cached.length ();
  m_note->loops++;

  /* Entry values, and the values that leave.  */
  auto_vec<gphi *> phis;
  auto_vec<tree> inits;
  for (gphi_iterator gsi = gsi_start_phis (inner->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
      {
	tree arg = PHI_ARG_DEF_FROM_EDGE (gsi.phi (), pe);
	phis.safe_push (gsi.phi ());
	inits.safe_push (shape_of (gimple_phi_result (gsi.phi ())).kind
			 == SH_VARYING ? vector_of (arg) : scalar_of (arg));
      }
  auto_vec<edge> exits = get_loop_exit_edges (inner);
  unsigned first_value = m_exit_values.length ();
  collect_exit_values (inner, exits);

  basic_block guard = m_cur;
  basic_block pre = new_block (outer);
  basic_block head = new_block (outer);
  basic_block exit_bb = new_block (outer);
  if (m_in)
    {
      emit (any_lane (m_in));
      make_edge (guard, pre, EDGE_TRUE_VALUE);
      make_edge (guard, exit_bb, EDGE_FALSE_VALUE);
    }
  else
    make_edge (guard, pre, EDGE_FALLTHRU);
  edge enter = make_edge (pre, head, EDGE_FALLTHRU);
  m_cur = head;

  /* A loop whose lanes all leave together (uniform_trips, Theorem 4.5)
     keeps the entry mask throughout and needs no exit masks or
     accumulators: its uniform exit test is its latch's branch.  */
  class loop *merged = merged_child (inner);
  bool uniform = !merged && m_uniform_loops.contains (inner);
  tree live0 = m_in ? m_in : constant_boolean_node (true, m_mask);
  gphi *live = NULL;
  if (!uniform)
    {
      live = create_phi_node (make_ssa_name (m_mask), head);
      add_phi_arg (live, live0, enter, UNKNOWN_LOCATION);
    }
  auto_vec<gphi *> new_phis;
  for (unsigned i = 0; i < phis.length (); i++)
    {
      tree res = gimple_phi_result (phis[i]);
      gphi *np = create_phi_node (make_ssa_name (TREE_TYPE (inits[i])), head);
      add_phi_arg (np, inits[i], enter, UNKNOWN_LOCATION);
      if (shape_of (res).kind == SH_VARYING)
	set_vector (res, gimple_phi_result (np), false);
      else
	m_scalar.put (res, gimple_phi_result (np));
      new_phis.safe_push (np);
    }
  auto_vec<gphi *> accs, exit_masks;
  for (unsigned k = first_value; k < m_exit_values.length () && !uniform; k++)
    {
      tree t = vectype_for (TREE_TYPE (m_exit_values[k].name));
      gphi *p = create_phi_node (make_ssa_name (t), head);
      add_phi_arg (p, build_zero_cst (t), enter, UNKNOWN_LOCATION);
      accs.safe_push (p);
    }
  for (unsigned j = 0; j < exits.length () && !uniform; j++)
    {
      gphi *p = create_phi_node (make_ssa_name (m_mask), head);
      add_phi_arg (p, build_zero_cst (m_mask), enter, UNKNOWN_LOCATION);
      exit_masks.safe_push (p);
    }
  m_bmask.put (inner->header, live ? gimple_phi_result (live) : m_in);

  /* C of a merged pair: the lanes that took its back edge, and the
     values it carries round.  */
  gphi *again = NULL;
  auto_vec<gphi *> cphis, carried;
  if (merged)
    {
      again = create_phi_node (make_ssa_name (m_mask), head);
      add_phi_arg (again, build_zero_cst (m_mask), enter, UNKNOWN_LOCATION);
      for (gphi_iterator gsi = gsi_start_phis (merged->header);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  {
	    tree t = vectype_for (TREE_TYPE (gimple_phi_result (gsi.phi ())));
	    gphi *p = create_phi_node (make_ssa_name (t), head);
	    add_phi_arg (p, build_zero_cst (t), enter, UNKNOWN_LOCATION);
	    cphis.safe_push (gsi.phi ());
	    carried.safe_push (p);
	  }
    }

  unsigned last_value = m_exit_values.length ();
  for (unsigned i = *m_inner_start.get (inner); m_inner_blocks[i]; i++)
    {
      basic_block bb = m_inner_blocks[i];
      class loop *nested = child_of (inner, bb);
      if (nested && nested == merged)
	{
	  edge cpe = loop_preheader_edge (merged);
	  tree am = gimple_phi_result (again);
	  m_bmask.put (merged->header, mask_or (*m_emask.get (cpe), am));
	  for (unsigned k = 0; k < cphis.length (); k++)
	    set_vector (gimple_phi_result (cphis[k]),
			mask_select (am, gimple_phi_result (carried[k]),
				     vector_of (PHI_ARG_DEF_FROM_EDGE
						  (cphis[k], cpe))), false);
	  for (unsigned j = *m_inner_start.get (merged); m_inner_blocks[j];
	       j++)
	    emit_block (m_inner_blocks[j], merged);
	}
      else if (nested)
	emit_inner_loop (nested);
      else
	emit_block (bb, inner);
    }

  /* The pure latch: accumulate exits, carry live lanes round.  */
  tree live_next = *m_emask.get (loop_latch_edge (inner));
  auto_vec<tree> acc_next, mask_next;
  for (unsigned k = first_value; k < last_value; k++)
    {
      exit_value &x = m_exit_values[k];
      tree em = *m_emask.get (x.e);
      /* A value leaving on an exit of a nested loop as well: the lanes
	 that left it in this iteration have their values in the nested
	 loop's accumulator.  */
      tree val = NULL_TREE;
      for (unsigned l = last_value; l < m_exit_values.length () && !val; l++)
	if (m_exit_values[l].e == x.e && m_exit_values[l].name == x.name)
	  val = m_exit_values[l].vec;
      if (!val)
	val = vector_of (x.name);
      acc_next.safe_push (uniform ? val
			  : mask_select (em, val, gimple_phi_result
						    (accs[k - first_value])));
    }
  for (unsigned j = 0; j < exits.length () && !uniform; j++)
    {
      tree em = *m_emask.get (exits[j]);
      mask_next.safe_push (emit_assign (m_mask, BIT_IOR_EXPR,
					gimple_phi_result (exit_masks[j]),
					em ? em : constant_boolean_node
						    (true, m_mask)));
    }
  auto_vec<tree> latch_vals;
  for (unsigned i = 0; i < phis.length (); i++)
    {
      tree arg = PHI_ARG_DEF_FROM_EDGE (phis[i], loop_latch_edge (inner));
      latch_vals.safe_push (shape_of (gimple_phi_result (phis[i])).kind
			    == SH_VARYING ? vector_of (arg) : scalar_of (arg));
    }
  if (!live_next)
    live_next = constant_boolean_node (true, m_mask);
  tree again_next = NULL_TREE;
  auto_vec<tree> carried_next;
  if (merged)
    {
      /* INNER's values change in the lanes that took its back edge;
	 C's are carried for the lanes that took C's.  */
      for (unsigned i = 0; i < phis.length (); i++)
	latch_vals[i] = mask_select (live_next, latch_vals[i],
				     gimple_phi_result (new_phis[i]));
      edge cl = loop_latch_edge (merged);
      again_next = *m_emask.get (cl);
      for (gphi *q : cphis)
	carried_next.safe_push (vector_of (PHI_ARG_DEF_FROM_EDGE (q, cl)));
      emit (any_lane (mask_or (live_next, again_next)));
    }
  else if (uniform)
    {
      /* The exit test again, on lane 0's values (the same in all).  */
      gcond *c = as_a<gcond *> (last_stmt (exits[0]->src));
      emit (gimple_build_cond (gimple_cond_code (c),
			       scalar_of (gimple_cond_lhs (c)),
			       scalar_of (gimple_cond_rhs (c)),
			       NULL_TREE, NULL_TREE));
    }
  else
    emit (any_lane (live_next));
  /* The branch is true to go round, but for a uniform exit taken on its
     true edge.  */
  bool out_on_true = uniform && (exits[0]->flags & EDGE_TRUE_VALUE);
  basic_block tail = m_cur;
  basic_block latch = new_block (outer);
  make_edge (tail, latch, out_on_true ? EDGE_FALSE_VALUE : EDGE_TRUE_VALUE);
  edge back = make_edge (latch, head, EDGE_FALLTHRU);
  edge out = make_edge (tail, exit_bb,
			out_on_true ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE);
  if (live)
    add_phi_arg (live, live_next, back, UNKNOWN_LOCATION);
  for (unsigned i = 0; i < new_phis.length (); i++)
    add_phi_arg (new_phis[i], latch_vals[i], back, UNKNOWN_LOCATION);
  if (merged)
    {
      add_phi_arg (again, again_next, back, UNKNOWN_LOCATION);
      for (unsigned k = 0; k < carried.length (); k++)
	add_phi_arg (carried[k], carried_next[k], back, UNKNOWN_LOCATION);
    }
  for (unsigned k = 0; k < accs.length (); k++)
    add_phi_arg (accs[k], acc_next[k], back, UNKNOWN_LOCATION);
  for (unsigned j = 0; j < exit_masks.length (); j++)
    add_phi_arg (exit_masks[j], mask_next[j], back, UNKNOWN_LOCATION);

  /* After the loop: close the accumulators (loop-closed SSA), zero where
     no lane entered.  */
  edge skip = m_in ? find_edge (guard, exit_bb) : NULL;
  for (unsigned k = first_value; k < last_value; k++)
    {
      tree t = TREE_TYPE (acc_next[k - first_value]);
      gphi *p = create_phi_node (make_ssa_name (t), exit_bb);
      add_phi_arg (p, acc_next[k - first_value], out, UNKNOWN_LOCATION);
      if (skip)
	add_phi_arg (p, build_zero_cst (t), skip, UNKNOWN_LOCATION);
      m_exit_values[k].vec = gimple_phi_result (p);
    }
  for (unsigned j = 0; j < exits.length () && uniform; j++)
    m_emask.put (exits[j], m_in);
  for (unsigned j = 0; j < exits.length () && !uniform; j++)
    {
      gphi *p = create_phi_node (make_ssa_name (m_mask), exit_bb);
      add_phi_arg (p, mask_next[j], out, UNKNOWN_LOCATION);
      if (skip)
	add_phi_arg (p, build_zero_cst (m_mask), skip, UNKNOWN_LOCATION);
      m_emask.put (exits[j], gimple_phi_result (p));
    }
  while (m_cached.length () > scope)
    m_vector.remove (m_cached.pop ());
  m_new_loops.safe_push (std::make_pair (head, latch));
  m_cur = exit_bb;
}

} // namespace vect_impl
} // namespace qprop
