/* qprop-vectorize, code generation for loads and stores: each access
   becomes the form vectorize-memory.cc planned for it (a vector access,
   a masked one, a gather, or one scalar access per active lane in lane
   order).  A lane whose mask is clear never touches memory.  See
   vectorize.cc for the algorithm.  */

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

/* The address lane 0 accesses through REF.  */
tree
simd_vectorizer::address_of_lane0 (tree ref)
{
  tree addr = build_fold_addr_expr (remap (ref));
  gimple_seq seq = NULL;
  addr = force_gimple_operand (addr, &seq, true, NULL_TREE);
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);)
    {
      gimple *g = gsi_stmt (gsi);
      gsi_remove (&gsi, false);
      emit (g);
    }
  return addr;
}

void
simd_vectorizer::emit_memory (gimple *stmt, basic_block bb)
{
  gassign *as = as_a<gassign *> (stmt);
  if (int k = simd_array_index (stmt); k >= 0)
    {
      emit_simd_array_access (stmt, bb, k);
      return;
    }
  int plan = *m_mem_plan.get (stmt);
  bool store = gimple_vdef (stmt) != NULL_TREE;
  tree ref = store ? gimple_assign_lhs (as) : gimple_assign_rhs1 (as);
  if (plan == MEM_SCALAR || plan == MEM_GUARDED)
    {
      tree lhs = gimple_assign_lhs (as);
      tree nl = make_ssa_name (TREE_TYPE (lhs));
      gimple *g = gimple_build_assign (nl, remap (ref));
      gimple_set_vuse (g, gimple_vop (m_fn));
      gimple_set_location (g, gimple_location (stmt));
      tree *mask = m_bmask.get (bb);
      if (plan == MEM_SCALAR || !*mask)
	{
	  emit (g);
	  m_scalar.put (lhs, nl);
	  m_note->uniform++;
	  return;
	}
      /* if (any (mask)) v = load; v' = PHI <v, 0>: no lane, no load.  */
      class loop *owner = m_cur->loop_father;
      emit (any_lane (*mask));
      basic_block from = m_cur;
      basic_block load_bb = new_block (owner);
      basic_block join = new_block (owner);
      make_edge (from, load_bb, EDGE_TRUE_VALUE);
      edge skip = make_edge (from, join, EDGE_FALSE_VALUE);
      edge loaded = make_edge (load_bb, join, EDGE_FALLTHRU);
      m_cur = load_bb;
      emit (g);
      gphi *phi = create_phi_node (make_ssa_name (TREE_TYPE (lhs)), join);
      add_phi_arg (phi, nl, loaded, UNKNOWN_LOCATION);
      add_phi_arg (phi, build_zero_cst (TREE_TYPE (lhs)), skip,
		   UNKNOWN_LOCATION);
      m_cur = join;
      m_scalar.put (lhs, gimple_phi_result (phi));
      m_note->uniform++;
      return;
    }
  if (plan == MEM_LANES)
    {
      emit_lanes (stmt, bb);
      return;
    }
  if (plan == MEM_GATHER)
    {
      set_vector (gimple_assign_lhs (as), emit_gather (stmt, bb), false);
      m_note->gathers++;
      return;
    }
  tree vt = vectype_for (TREE_TYPE (ref));
  tree aptr = reference_alias_ptr_type (ref);
  tree addr = address_of_lane0 (ref);
  unsigned align = MIN (get_object_alignment (ref),
			TYPE_ALIGN (TREE_TYPE (ref)));
  gimple *g;
  if (plan == MEM_VECTOR)
    {
      tree mem = build2 (MEM_REF, build_aligned_type (vt, align), addr,
			 build_int_cst (aptr, 0));
      if (store)
	g = gimple_build_assign (mem, vector_of (gimple_assign_rhs1 (as)));
      else
	{
	  tree nl = make_ssa_name (vt);
	  g = gimple_build_assign (nl, mem);
	  set_vector (gimple_assign_lhs (as), nl, false);
	}
    }
  else
    {
      tree mask = mask_to (*m_bmask.get (bb), vt);
      tree alg = build_int_cst (aptr, align);
      if (store)
	g = gimple_build_call_internal (IFN_MASK_STORE, 4, addr, alg, mask,
					vector_of (gimple_assign_rhs1 (as)));
      else
	{
	  g = gimple_build_call_internal (IFN_MASK_LOAD, 3, addr, alg, mask);
	  tree nl = make_ssa_name (vt);
	  gimple_call_set_lhs (g, nl);
	  set_vector (gimple_assign_lhs (as), nl, false);
	}
      m_note->masked++;
    }
  gimple_set_vuse (g, gimple_vop (m_fn));
  if (store)
    gimple_set_vdef (g, gimple_vop (m_fn));
  gimple_set_location (g, gimple_location (stmt));
  emit (g);
  if (store)
    m_note->stores++;
  else
    m_note->loads++;
}

/* A gather through the target's builtin: lanes whose mask is clear load
   nothing (the AVX2 gathers skip them) and read as zero.  */
tree
simd_vectorizer::emit_gather (gimple *stmt, basic_block bb)
{
  gather_form &g = *m_gathers.get (stmt);
  tree ref = gimple_assign_rhs1 (stmt);
  tree vt = vectype_for (TREE_TYPE (ref));
  tree fntype = TREE_TYPE (g.decl);
  tree args = TYPE_ARG_TYPES (fntype);
  tree srctype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree ptrtype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree idxtype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree masktype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree scaletype = TREE_VALUE (args);
  tree rettype = TREE_TYPE (fntype);
  gimple_seq seq = NULL;
  tree base = force_gimple_operand (fold_convert (ptrtype, remap (g.base)),
				    &seq, true, NULL_TREE);
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);)
    {
      gimple *s = gsi_stmt (gsi);
      gsi_remove (&gsi, false);
      emit (s);
    }
  tree mask = mask_to (*m_bmask.get (bb), vt);
  tree call_mask;
  if (m_kmask && INTEGRAL_TYPE_P (masktype))
    /* AVX-512's gathers take the mask register itself.  */
    call_mask = (mask ? emit_view (masktype, mask)
		 : build_minus_one_cst (masktype));
  else
    {
      /* The mask as integers of the loaded elements' width.  */
      tree ivt = (m_lane_bits == 32 ? m_vec_int
		  : build_vector_type_for_mode
		      (build_nonstandard_integer_type
			 (tree_to_uhwi (TYPE_SIZE (TREE_TYPE (vt))), 0),
		       m_kmask ? TYPE_MODE (vt)
		       : TYPE_MODE (truth_type_for (vt))));
      tree mint = (!mask ? build_minus_one_cst (ivt)
		   : !m_kmask ? emit_view (ivt, mask)
		   : emit_assign (ivt, VEC_COND_EXPR, mask,
				  build_minus_one_cst (ivt),
				  build_zero_cst (ivt)));
      call_mask = emit_view (masktype, mint);
    }
  tree idx = index_vector (g);
  if (maybe_ne (TYPE_VECTOR_SUBPARTS (idxtype),
		TYPE_VECTOR_SUBPARTS (TREE_TYPE (idx))))
    {
      /* The target's gather of VF 64-bit elements reads the indices from
	 the low half of a vector of 2*VF ints (AVX2's vgatherdpd ymm).  */
      tree half = TREE_TYPE (idx);
      tree both = make_ssa_name (idxtype);
      emit (gimple_build_assign (both, build_constructor_va
					 (idxtype, 2, NULL_TREE, idx,
					  NULL_TREE, build_zero_cst (half))));
      idx = both;
    }
  idx = emit_view (idxtype, idx);
  gcall *call = gimple_build_call (g.decl, 5, build_zero_cst (srctype),
				   base, idx, call_mask,
				   build_int_cst (scaletype, g.scale));
  tree res = make_ssa_name (rettype);
  gimple_call_set_lhs (call, res);
  gimple_set_vuse (call, gimple_vop (m_fn));
  gimple_set_location (call, gimple_location (stmt));
  emit (call);
  m_note->loads++;
  return emit_view (vt, res);
}

/* The lanes' element numbers of gather form G: INDEX, or for a varying
   row ROW * ROW_ELTS + INDEX as a vector of int, computed in unsigned
   arithmetic (lanes that access nothing may wrap).  */
tree
simd_vectorizer::index_vector (const gather_form &g)
{
  if (!g.row)
    return vector_of (g.index);
  tree ivt = vectype_for (integer_type_node);
  tree uvt = build_vector_type_for_mode (unsigned_type_node,
					 TYPE_MODE (ivt));
  tree row = emit_view (uvt, vector_of (g.row));
  tree idx = emit_view (uvt, vector_of (g.index));
  tree k = build_vector_from_val (uvt, build_int_cst (unsigned_type_node,
						      g.row_elts));
  tree sum = emit_assign (uvt, PLUS_EXPR, emit_assign (uvt, MULT_EXPR, row, k),
			  idx);
  return emit_view (ivt, sum);
}

/* A load or store done lane by lane, in lane order: lane J's address
   is BASE + J * size (contiguous), BASE + (sizetype) INDEX[J] * SCALE
   (indexed) or lane 0's (uniform); under a partial mask each lane's
   access is branched round when its mask bit is clear.  A load's lanes
   are put together with BIT_INSERT_EXPR, clear lanes reading zero.  */
void
simd_vectorizer::emit_lanes (gimple *stmt, basic_block bb)
{
  gassign *as = as_a<gassign *> (stmt);
  gather_form &g = *m_gathers.get (stmt);
  bool store = gimple_vdef (stmt) != NULL_TREE;
  if (store && g.form == LANE_CONTIGUOUS && emit_packed_store (stmt, bb))
    return;
  tree ref = store ? gimple_assign_lhs (as) : gimple_assign_rhs1 (as);
  tree elt = TREE_TYPE (ref);
  tree vt = vectype_for (elt);
  tree aptr = reference_alias_ptr_type (ref);
  unsigned align = MIN (get_object_alignment (ref), TYPE_ALIGN (elt));
  tree atype = build_aligned_type (elt, align);
  HOST_WIDE_INT size = tree_to_shwi (TYPE_SIZE_UNIT (elt));
  /* The vector's lanes: ELT's own, or an 8/16-bit ELT's int carrier.  */
  bool carrier = narrow_type_p (elt);
  tree lelt = carrier ? TREE_TYPE (vt) : elt;
  HOST_WIDE_INT bits = tree_to_shwi (TYPE_SIZE (lelt));
  /* The mask's lanes: m_lane_bits wide.  */
  tree melt = TREE_TYPE (m_vec_int);

  tree base;
  if (g.form == LANE_INDEXED)
    {
      gimple_seq seq = NULL;
      base = force_gimple_operand (remap (g.base), &seq, true, NULL_TREE);
      for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);)
	{
	  gimple *s = gsi_stmt (gsi);
	  gsi_remove (&gsi, false);
	  emit (s);
	}
    }
  else
    base = address_of_lane0 (ref);
  tree idxv = g.form == LANE_INDEXED ? index_vector (g) : NULL_TREE;
  tree ielt = idxv ? TREE_TYPE (TREE_TYPE (idxv)) : NULL_TREE;
  tree valv = store ? vector_of (gimple_assign_rhs1 (as)) : NULL_TREE;
  tree mask = *m_bmask.get (bb);
  tree mint = mask ? mask_ints (mask) : NULL_TREE;
  tree res = store ? NULL_TREE : build_zero_cst (vt);
  class loop *owner = m_cur->loop_father;
  for (int j = 0; j < m_vf; j++)
    {
      basic_block from = NULL, lane_bb = NULL, join = NULL;
      edge skip = NULL, done = NULL;
      if (mint)
	{
	  tree mj = make_ssa_name (melt);
	  emit (gimple_build_assign (mj, build3 (BIT_FIELD_REF, melt, mint,
						 bitsize_int (m_lane_bits),
						 bitsize_int (m_lane_bits
							      * j))));
	  emit (gimple_build_cond (NE_EXPR, mj, build_zero_cst (melt),
				   NULL_TREE, NULL_TREE));
	  from = m_cur;
	  lane_bb = new_block (owner);
	  join = new_block (owner);
	  make_edge (from, lane_bb, EDGE_TRUE_VALUE);
	  skip = make_edge (from, join, EDGE_FALSE_VALUE);
	  done = make_edge (lane_bb, join, EDGE_FALLTHRU);
	  m_cur = lane_bb;
	}
      tree addr = base;
      if (g.form == LANE_CONTIGUOUS && j)
	addr = emit_assign (TREE_TYPE (base), POINTER_PLUS_EXPR, base,
			    size_int (j * size));
      else if (g.form == LANE_INDEXED)
	{
	  tree ij = make_ssa_name (ielt);
	  emit (gimple_build_assign (ij, build3 (BIT_FIELD_REF, ielt, idxv,
						 bitsize_int (32),
						 bitsize_int (32 * j))));
	  tree off = emit_assign (sizetype, NOP_EXPR, ij);
	  if (g.scale != 1)
	    off = emit_assign (sizetype, MULT_EXPR, off, size_int (g.scale));
	  addr = emit_assign (TREE_TYPE (base), POINTER_PLUS_EXPR, base, off);
	}
      tree mem = build2 (MEM_REF, atype, addr, build_int_cst (aptr, 0));
      gimple *acc;
      tree vj = make_ssa_name (elt);
      if (store)
	{
	  tree lj = carrier ? make_ssa_name (lelt) : vj;
	  emit (gimple_build_assign (lj, build3 (BIT_FIELD_REF, lelt, valv,
						 bitsize_int (bits),
						 bitsize_int (bits * j))));
	  if (lj != vj)
	    emit (gimple_build_assign (vj, NOP_EXPR, lj));
	  acc = gimple_build_assign (mem, vj);
	  gimple_set_vdef (acc, gimple_vop (m_fn));
	}
      else
	acc = gimple_build_assign (vj, mem);
      gimple_set_vuse (acc, gimple_vop (m_fn));
      gimple_set_location (acc, gimple_location (stmt));
      emit (acc);
      if (mint)
	{
	  m_cur = join;
	  if (!store)
	    {
	      gphi *phi = create_phi_node (make_ssa_name (elt), join);
	      add_phi_arg (phi, vj, done, UNKNOWN_LOCATION);
	      add_phi_arg (phi, build_zero_cst (elt), skip, UNKNOWN_LOCATION);
	      vj = gimple_phi_result (phi);
	    }
	}
      if (!store)
	res = emit_assign (vt, BIT_INSERT_EXPR, res,
			   carrier ? emit_assign (lelt, NOP_EXPR, vj) : vj,
			   bitsize_int (bits * j));
    }
  if (!store)
    set_vector (gimple_assign_lhs (as), res, false);
  m_note->lanes++;
  if (store)
    m_note->stores++;
  else
    m_note->loads++;
}

} // namespace vect_impl
} // namespace qprop
