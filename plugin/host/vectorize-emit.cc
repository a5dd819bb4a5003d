/* qprop-vectorize, code generation: the vector loop built in front of
   the scalar loop, whose body is the scalar body linearized under masks
   (see vectorize.cc for the algorithm).

   The skeleton, with N the latch count of the scalar loop:

     guard:   if (N >= VF-1) goto vpre; else goto join;
     vpre:    (preheader)
     vhead:   i' = PHI <init, i' + VF*step>; count = PHI <0, count + 1>
	      ... the body, with inner vector loops ...
	      if (count + 1 < (N-(VF-1))/VF + 1) goto vlatch; else goto join;
     vlatch:  goto vhead;
     join:    i'' = PHI <init, i' + VF*step>
	      if (iterations remain) goto the scalar loop, from i'';
	      else goto after it;

   An inner loop becomes

     if (any (entry mask)) goto ipre; else goto iexit;
     ipre:    (preheader)
     ihead:   live = PHI <entry mask, live'>; exit masks and exit values
	      accumulated per exit edge
	      ... its body under masks ...
	      live' = mask of the back edge
	      if (any (live')) goto ilatch; else goto iexit;
     ilatch:  goto ihead;
     iexit:   PHIs closing the accumulators.  */

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

void
simd_vectorizer::emit (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_last_bb (m_cur);
  gsi_insert_after (&gsi, stmt, GSI_NEW_STMT);
}

/* Emit LHS = A CODE B (or CODE A, or A ? B : C) with a new LHS of TYPE.  */
tree
simd_vectorizer::emit_assign (tree type, tree_code code, tree a, tree b,
			      tree c)
{
  tree lhs = make_ssa_name (type);
  gimple *g;
  if (c)
    g = gimple_build_assign (lhs, code, a, b, c);
  else if (b)
    g = gimple_build_assign (lhs, code, a, b);
  else
    g = gimple_build_assign (lhs, code, a);
  emit (g);
  return lhs;
}

tree
simd_vectorizer::emit_view (tree type, tree x)
{
  if (types_compatible_p (type, TREE_TYPE (x)))
    return x;
  tree lhs = make_ssa_name (type);
  emit (gimple_build_assign (lhs, build1 (VIEW_CONVERT_EXPR, type, x)));
  return lhs;
}

/* Lane 0's value of OP, or OP's uniform value.  */
tree
simd_vectorizer::scalar_of (tree op)
{
  if (TREE_CODE (op) != SSA_NAME || !defined_in (op, m_loop))
    return op;
  tree *s = m_scalar.get (op);
  gcc_assert (s);
  return *s;
}

static tree
remap_name (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *tp = ((simd_vectorizer *) data)->scalar_of (*tp);
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* T with every SSA name replaced by lane 0's value.  */
tree
simd_vectorizer::remap (tree t)
{
  t = unshare_expr (t);
  walk_tree (&t, remap_name, this, NULL);
  return t;
}

void
simd_vectorizer::set_vector (tree name, tree v, bool cached)
{
  m_vector.put (name, v);
  if (cached)
    m_cached.safe_push (name);
}

/* OP as a vector of VF lanes (a mask for a boolean).  */
tree
simd_vectorizer::vector_of (tree op)
{
  tree type = TREE_TYPE (op);
  tree vt = vectype_for (type);
  if (CONSTANT_CLASS_P (op))
    {
      if (TREE_CODE (type) == BOOLEAN_TYPE)
	return constant_boolean_node (!integer_zerop (op), m_mask);
      return build_vector_from_val (vt, fold_convert (TREE_TYPE (vt), op));
    }
  if (tree *v = m_vector.get (op))
    return *v;
  shape sh = shape_of (op);
  gcc_assert (sh.kind != SH_VARYING);
  tree s = scalar_of (op);
  tree v;
  if (narrow_type_p (type))
    v = narrow_vector_of (op);
  else if (TREE_CODE (type) == BOOLEAN_TYPE)
    v = uniform_mask (s, NULL_TREE, true);
  else if (sh.kind == SH_UNIFORM)
    {
      gimple_seq seq = NULL;
      v = gimple_build_vector_from_val (&seq, vt, s);
      for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	emit (gsi_stmt (gsi));
    }
  else
    {
      /* {s, s+stride, ...}, in unsigned arithmetic: the lanes' values
	 are the scalar program's, which wraps the same way or not at
	 all.  */
      tree uelt = unsigned_type_for (type);
      tree uvt = build_vector_type_for_mode (uelt, TYPE_MODE (vt));
      tree su = emit_assign (uelt, NOP_EXPR, s);
      gimple_seq seq = NULL;
      tree spl = gimple_build_vector_from_val (&seq, uvt, su);
      for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	emit (gsi_stmt (gsi));
      tree_vector_builder steps (uvt, m_vf, 1);
      for (int j = 0; j < m_vf; j++)
	steps.quick_push (build_int_cst (uelt, j * sh.stride));
      tree sum = emit_assign (uvt, PLUS_EXPR, spl, steps.build ());
      v = emit_view (vt, sum);
    }
  set_vector (op, v, true);
  return v;
}

/* Mask operations; NULL_TREE is the full mask.  */
tree
simd_vectorizer::mask_and (tree a, tree b)
{
  if (!a)
    return b;
  if (!b)
    return a;
  return emit_assign (m_mask, BIT_AND_EXPR, a, b);
}

tree
simd_vectorizer::mask_or (tree a, tree b)
{
  if (!a || !b)
    return NULL_TREE;
  return emit_assign (m_mask, BIT_IOR_EXPR, a, b);
}

tree
simd_vectorizer::mask_not (tree a)
{
  if (!a)
    return build_zero_cst (m_mask);
  return emit_assign (m_mask, BIT_NOT_EXPR, a);
}

/* A where M is set, else B.  */
tree
simd_vectorizer::mask_select (tree m, tree a, tree b)
{
  if (!m)
    return a;
  if (TREE_TYPE (a) == m_mask)
    return emit_assign (m_mask, BIT_IOR_EXPR,
			emit_assign (m_mask, BIT_AND_EXPR, m, a),
			emit_assign (m_mask, BIT_AND_EXPR, mask_not (m), b));
  return emit_assign (TREE_TYPE (a), VEC_COND_EXPR,
		      mask_to (m, TREE_TYPE (a)), a, b);
}

/* BASE (or all lanes) where the scalar condition COND is SENSE, else no
   lane.  */
tree
simd_vectorizer::uniform_mask (tree cond, tree base, bool sense)
{
  if (TREE_CODE (cond) == INTEGER_CST)
    return ((integer_zerop (cond) != sense)
	    ? (base ? base : constant_boolean_node (true, m_mask))
	    : build_zero_cst (m_mask));
  /* Without a branch: -(int) COND (or COND - 1) in every lane is all
     ones or zero, then AND BASE.  A COND_EXPR between two masks would
     be expanded as jumps.  */
  tree eint = TREE_TYPE (m_vec_int);
  tree s = emit_assign (eint, NOP_EXPR, cond);
  s = sense ? emit_assign (eint, NEGATE_EXPR, s)
	    : emit_assign (eint, MINUS_EXPR, s, build_one_cst (eint));
  gimple_seq seq = NULL;
  tree v = gimple_build_vector_from_val (&seq, m_vec_int, s);
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    emit (gsi_stmt (gsi));
  return mask_and (ints_mask (v), base);
}

/* A CODE B for the branch or comparison of a statement: a scalar bool
   when both are uniform (UNIFORM set), else a mask.  */
tree
simd_vectorizer::lane_condition (tree_code code, tree a, tree b,
				 bool *uniform)
{
  *uniform = (shape_of (a).kind == SH_UNIFORM
	      && shape_of (b).kind == SH_UNIFORM);
  if (*uniform)
    return emit_assign (boolean_type_node, code, scalar_of (a),
			scalar_of (b));
  if (TREE_CODE (TREE_TYPE (a)) == BOOLEAN_TYPE)
    {
      /* b is zero (check_stmt).  */
      tree m = vector_of (a);
      return code == EQ_EXPR ? mask_not (m) : m;
    }
  return emit_compare (code, vector_of (a), vector_of (b));
}

/* A branch on whether any lane of MASK is set.  */
gcond *
simd_vectorizer::any_lane (tree mask)
{
  if (m_kmask)
    {
      tree t = kmask_bits (mask);
      return gimple_build_cond (NE_EXPR, t, build_zero_cst (TREE_TYPE (t)),
				NULL_TREE, NULL_TREE);
    }
  if (can_compare_p (NE, TYPE_MODE (m_mask), ccp_jump))
    return gimple_build_cond (NE_EXPR, mask, build_zero_cst (m_mask),
			      NULL_TREE, NULL_TREE);
  HOST_WIDE_INT bits = GET_MODE_BITSIZE (TYPE_MODE (m_mask)).to_constant ();
  tree t;
  if (bits == 128)
    {
      /* SSE2 has no vector test: fold the upper half onto the lower
	 (pshufd, por) and test the low 64 bits in a general register.
	 Seen as one 128-bit integer, the mask would go through memory.  */
      tree v4 = m_lane_bits == 32 ? m_vec_int : int32_lanes (2);
      tree m = emit_view (v4, mask);
      vec_perm_builder sel (4, 4, 1);
      for (int j : { 2, 3, 0, 1 })
	sel.quick_push (j);
      vec_perm_indices ind (sel, 1, 4);
      tree swapped = emit_assign (v4, VEC_PERM_EXPR, m, m,
				  vec_perm_indices_to_tree (v4, ind));
      tree both = emit_assign (v4, BIT_IOR_EXPR, m, swapped);
      tree v2 = build_vector_type (long_long_unsigned_type_node, 2);
      tree low = make_ssa_name (long_long_unsigned_type_node);
      emit (gimple_build_assign (low, build3 (BIT_FIELD_REF,
					      long_long_unsigned_type_node,
					      emit_view (v2, both),
					      bitsize_int (64),
					      bitsize_zero_node)));
      t = low;
    }
  else
    t = emit_view (build_nonstandard_integer_type (bits, 1), mask);
  return gimple_build_cond (NE_EXPR, t, build_zero_cst (TREE_TYPE (t)),
			    NULL_TREE, NULL_TREE);
}

basic_block
simd_vectorizer::new_block (class loop *owner)
{
  basic_block bb = create_empty_bb (m_cur ? m_cur : m_loop->header);
  add_bb_to_loop (bb, owner);
  bb->count = m_loop->header->count;
  return bb;
}

/* BB's PHIs other than a loop header's: blends over the edge masks.  */
void
simd_vectorizer::emit_phis (basic_block bb)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      if (shape_of (res).kind != SH_VARYING)
	{
	  m_scalar.put (res, scalar_of (gimple_phi_arg_def (phi, 0)));
	  continue;
	}
      tree acc = NULL_TREE;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  edge e = gimple_phi_arg_edge (phi, i);
	  tree arg = gimple_phi_arg_def (phi, i);
	  tree val = NULL_TREE;
	  /* The first one: an exit that leaves nested loops has a value
	     per level, and the outermost level's is pushed first.  */
	  for (const exit_value &x : m_exit_values)
	    if (!val && x.e == e && x.name == arg)
	      val = x.vec;
	  if (!val)
	    val = vector_of (arg);
	  tree *em = m_emask.get (e);
	  gcc_assert (em);
	  acc = acc ? mask_select (*em, val, acc) : val;
	}
      m_note->blends++;
      set_vector (res, acc, false);
    }
}

void
simd_vectorizer::emit_vector_assign (gassign *as)
{
  tree_code code = gimple_assign_rhs_code (as);
  tree lhs = gimple_assign_lhs (as);
  tree type = TREE_TYPE (lhs);
  tree vt = vectype_for (type);
  tree a = gimple_assign_rhs1 (as);
  tree b = gimple_assign_rhs2 (as);
  tree v;
  bool uniform;
  m_note->vector++;
  if (tree w = emit_width_conversion (as))
    {
      set_vector (lhs, w, false);
      return;
    }
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      v = lane_condition (code, a, b, &uniform);
      if (uniform)
	v = uniform_mask (v, NULL_TREE, true);
      set_vector (lhs, v, false);
      return;
    }
  switch (code)
    {
    case COND_EXPR:
      {
	tree m;
	if (COMPARISON_CLASS_P (a))
	  {
	    m = lane_condition (TREE_CODE (a), TREE_OPERAND (a, 0),
				TREE_OPERAND (a, 1), &uniform);
	    if (uniform)
	      m = uniform_mask (m, NULL_TREE, true);
	  }
	else
	  m = vector_of (a);
	v = emit_assign (vt, VEC_COND_EXPR, mask_to (m, vt), vector_of (b),
			 vector_of (gimple_assign_rhs3 (as)));
	break;
      }
    CASE_CONVERT:
      if (TREE_CODE (TREE_TYPE (a)) == BOOLEAN_TYPE
	  && TREE_CODE (type) != BOOLEAN_TYPE)
	v = emit_assign (vt, VEC_COND_EXPR, mask_to (vector_of (a), vt),
			 build_one_cst (vt), build_zero_cst (vt));
      else if (TREE_CODE (type) == BOOLEAN_TYPE)
	v = vector_of (a);
      else
	v = emit_assign (vt, code, vector_of (a));
      break;
    case SSA_NAME:
      v = vector_of (a);
      break;
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      v = emit_assign (vt, code, vector_of (a),
		       shape_of (b).kind == SH_UNIFORM ? scalar_of (b)
		       : vector_of (b));
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case NEGATE_EXPR:
      if (INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_UNDEFINED (type))
	{
	  /* Lanes that left a loop or whose mask is clear compute too:
	     in unsigned arithmetic, which cannot overflow.  */
	  tree uvt = build_vector_type_for_mode (unsigned_type_for (type),
						 TYPE_MODE (vt));
	  tree ua = emit_view (uvt, vector_of (a));
	  tree r = b ? emit_assign (uvt, code, ua, emit_view (uvt,
							      vector_of (b)))
		   : emit_assign (uvt, code, ua);
	  v = emit_view (vt, r);
	  break;
	}
      /* Fall through.  */
    default:
      if (b)
	v = emit_assign (TREE_CODE (type) == BOOLEAN_TYPE ? m_mask : vt, code,
			 vector_of (a), vector_of (b));
      else
	v = emit_assign (TREE_CODE (type) == BOOLEAN_TYPE ? m_mask : vt, code,
			 vector_of (a));
    }
  set_vector (lhs, v, false);
}

void
simd_vectorizer::emit_stmt (gimple *stmt, basic_block bb)
{
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      emit_call (call, bb);
      return;
    }
  if (is_gimple_debug (stmt) || gimple_code (stmt) != GIMPLE_ASSIGN)
    return;
  if (gimple_vuse (stmt))
    {
      emit_memory (stmt, bb);
      return;
    }
  tree lhs = gimple_assign_lhs (stmt);
  if (m_addr_only.contains (lhs))
    return;
  if (shape_of (lhs).kind == SH_VARYING)
    {
      if (!has_zero_uses (lhs))
	emit_vector_assign (as_a<gassign *> (stmt));
      return;
    }
  gimple *c = gimple_copy (stmt);
  for (unsigned i = 1; i < gimple_num_ops (c); i++)
    gimple_set_op (c, i, remap (gimple_op (c, i)));
  tree nl = make_ssa_name (TREE_TYPE (lhs));
  gimple_assign_set_lhs (c, nl);
  emit (c);
  m_scalar.put (lhs, nl);
  m_note->uniform++;
}

/* The masks of BB's outgoing edges.  */
void
simd_vectorizer::emit_branch (basic_block bb)
{
  tree m = *m_bmask.get (bb);
  gcond *cond = safe_dyn_cast<gcond *> (last_stmt (bb));
  if (!cond || bb == m_exit->src)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	m_emask.put (e, m);
      return;
    }
  edge te, fe;
  extract_true_false_edges_from_block (bb, &te, &fe);
  bool uniform;
  tree c = lane_condition (gimple_cond_code (cond), gimple_cond_lhs (cond),
			   gimple_cond_rhs (cond), &uniform);
  if (uniform)
    {
      m_emask.put (te, uniform_mask (c, m, true));
      m_emask.put (fe, uniform_mask (c, m, false));
    }
  else
    {
      m_emask.put (te, mask_and (m, c));
      m_emask.put (fe, mask_and (m, mask_not (c)));
    }
  m_note->masks += 2;
}

/* BB, a block of REGION (the candidate or an inner loop).  */
void
simd_vectorizer::emit_block (basic_block bb, class loop *region)
{
  if (bb != region->header)
    {
      tree m = NULL_TREE;
      if (!full_block (bb))
	{
	  bool first = true;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->preds)
	    {
	      tree *em = m_emask.get (e);
	      gcc_assert (em);
	      m = first ? *em : mask_or (m, *em);
	      first = false;
	    }
	}
      m_bmask.put (bb, m);
      emit_phis (bb);
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    emit_stmt (gsi_stmt (gsi), bb);
  emit_branch (bb);
}

void
simd_vectorizer::transform ()
{
  free_dominance_info (CDI_DOMINATORS);
  class loop *outer = loop_outer (m_loop);
  location_t loc = m_note->locus;

  /* Invariant values used after the loop: computed once in front of it
     (their operands are defined there; analyze checked it), in the
     order they had in the body.  */
  for (gimple *stmt : m_hoist)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      gsi_remove (&gsi, false);
      gsi_insert_on_edge_immediate (loop_preheader_edge (m_loop), stmt);
    }

  /* pre -> guard -> join -> lpre -> header; exit -> e1 -> e2 -> after.  */
  edge pe = loop_preheader_edge (m_loop);
  basic_block guard = split_edge (pe);
  basic_block join = split_edge (single_succ_edge (guard));
  basic_block lpre = split_edge (single_succ_edge (join));
  edge into_scalar = single_succ_edge (lpre);
  basic_block e1 = split_edge (m_exit);
  basic_block e2 = split_edge (single_succ_edge (e1));

  /* The guard: N, the vector iteration count, whether any remain.  */
  m_cur = guard;
  tree ntype = unsigned_type_for (TREE_TYPE (m_niter));
  gimple_seq seq = NULL;
  tree n = force_gimple_operand (fold_convert (ntype, unshare_expr (m_niter)),
				 &seq, true, NULL_TREE);
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);)
    {
      gimple *g = gsi_stmt (gsi);
      gsi_remove (&gsi, false);
      emit (g);
    }
  tree vfm1 = build_int_cst (ntype, m_vf - 1);
  tree enough = emit_assign (boolean_type_node, GE_EXPR, n, vfm1);
  tree q = emit_assign (ntype, TRUNC_DIV_EXPR,
			emit_assign (ntype, MINUS_EXPR, n, vfm1),
			build_int_cst (ntype, m_vf));
  tree nv = emit_assign (ntype, PLUS_EXPR, q, build_int_cst (ntype, 1));
  tree done = emit_assign (ntype, PLUS_EXPR,
			   emit_assign (ntype, MULT_EXPR, q,
					build_int_cst (ntype, m_vf)),
			   vfm1);
  tree need = emit_assign (boolean_type_node, BIT_IOR_EXPR,
			   emit_assign (boolean_type_node, BIT_XOR_EXPR,
					enough, boolean_true_node),
			   emit_assign (boolean_type_node, NE_EXPR, done, n));
  emit (gimple_build_cond (NE_EXPR, enough, boolean_false_node, NULL_TREE,
			   NULL_TREE));
  edge to_join = single_succ_edge (guard);
  to_join->flags = EDGE_FALSE_VALUE;
  basic_block vpre = new_block (outer);
  basic_block vhead = new_block (outer);
  make_edge (guard, vpre, EDGE_TRUE_VALUE);
  edge venter = make_edge (vpre, vhead, EDGE_FALLTHRU);

  /* The vector loop's induction variables and count.  */
  m_cur = vhead;
  gphi *count = create_phi_node (make_ssa_name (ntype), vhead);
  add_phi_arg (count, build_zero_cst (ntype), venter, loc);
  auto_vec<gphi *> ivs, vivs;
  for (gphi_iterator gsi = gsi_start_phis (m_loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree res = gimple_phi_result (gsi.phi ());
      if (virtual_operand_p (res))
	continue;
      gphi *v = create_phi_node (make_ssa_name (TREE_TYPE (res)), vhead);
      add_phi_arg (v, PHI_ARG_DEF_FROM_EDGE (gsi.phi (), into_scalar),
		   venter, loc);
      m_scalar.put (res, gimple_phi_result (v));
      ivs.safe_push (gsi.phi ());
      vivs.safe_push (v);
    }
  m_bmask.put (m_loop->header, NULL_TREE);
  open_simd_arrays (vpre, vhead, venter);

  for (unsigned i = 0; i < m_order.length (); i++)
    {
      basic_block bb = m_order[i];
      class loop *in = inner_of (bb);
      open_gadgets (i);
      if (in && in->header == bb)
	emit_inner_loop (in);
      else
	emit_block (bb, m_loop);
      close_gadgets (i);
    }

  /* The tail: step the induction variables, count, branch.  */
  auto_vec<tree> nexts;
  for (unsigned i = 0; i < ivs.length (); i++)
    {
      tree res = gimple_phi_result (vivs[i]);
      tree type = TREE_TYPE (res);
      HOST_WIDE_INT step = *m_steps.get (gimple_phi_result (ivs[i])) * m_vf;
      if (POINTER_TYPE_P (type))
	nexts.safe_push (emit_assign (type, POINTER_PLUS_EXPR, res,
				      size_int (step)));
      else
	nexts.safe_push (emit_assign (type, PLUS_EXPR, res,
				      build_int_cst (type, step)));
    }
  tree count_next = emit_assign (ntype, PLUS_EXPR, gimple_phi_result (count),
				 build_int_cst (ntype, 1));
  emit (gimple_build_cond (LT_EXPR, count_next, nv, NULL_TREE, NULL_TREE));
  basic_block tail = m_cur;
  basic_block vlatch = new_block (outer);
  make_edge (tail, vlatch, EDGE_TRUE_VALUE);
  edge vback = make_edge (vlatch, vhead, EDGE_FALLTHRU);
  edge vout = make_edge (tail, join, EDGE_FALSE_VALUE);
  add_phi_arg (count, count_next, vback, loc);
  for (unsigned i = 0; i < ivs.length (); i++)
    {
      add_phi_arg (vivs[i], nexts[i], vback, loc);
      tree res = gimple_phi_result (ivs[i]);
      gphi *start = create_phi_node (make_ssa_name (TREE_TYPE (res)), join);
      add_phi_arg (start, PHI_ARG_DEF_FROM_EDGE (ivs[i], into_scalar),
		   to_join, loc);
      add_phi_arg (start, nexts[i], vout, loc);
      SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (ivs[i], into_scalar),
	       gimple_phi_result (start));
    }

  close_simd_arrays (vback, vout);

  /* The join: the scalar loop for the iterations left, if any.  */
  m_cur = join;
  emit (gimple_build_cond (NE_EXPR, need, boolean_false_node, NULL_TREE,
			   NULL_TREE));
  single_succ_edge (join)->flags = EDGE_TRUE_VALUE;
  make_edge (join, e2, EDGE_FALSE_VALUE);

  /* The new loops, innermost first, then the vector loop around them
     (add_loop finds their bodies through the dominators).  */
  calculate_dominance_info (CDI_DOMINATORS);
  for (auto &hl : m_new_loops)
    {
      class loop *l = alloc_loop ();
      l->header = hl.first;
      l->latch = hl.second;
      add_loop (l, outer);
    }
  m_vloop = alloc_loop ();
  m_vloop->header = vhead;
  m_vloop->latch = vlatch;
  add_loop (m_vloop, outer);
  (void) e1;
  if (loops_state_satisfies_p (LOOPS_HAVE_RECORDED_EXITS))
    {
      release_recorded_exits (m_fn);
      record_loop_exits ();
    }
  scev_reset ();
  mark_virtual_operands_for_renaming (m_fn);
  m_note->vf = m_vf;
}

} // namespace vect_impl
} // namespace qprop
