/* qprop-vectorize, memory accesses: how each load and store of a
   candidate loop becomes vector code (see vectorize.cc for the algorithm
   and vectorize-emit.cc for the code):

     uniform address    a scalar load (guarded by any (mask) where it may
			trap and no lane may run it); stores lane by lane;
     contiguous         a vector access, IFN_MASK_LOAD/STORE under a
			partial mask, or lane by lane where the target has
			no masked accesses;
     base + index*scale the target's masked gather for loads where it has
			one (vectorize-gather: by default wherever the ISA
			has one), otherwise (and for stores) lane by
			lane.

   Analysis only: nothing here changes the IR.  */

#include <dlfcn.h>
#include "gcc-includes.h"
#include "tree-ssanames.h"
#include "builtins.h"
#include "attribs.h"
#include "rtl.h"
#include "target.h"
#include "host/vectorize-impl.h"

namespace qprop {
namespace vect_impl {

/* The target's gather builtin for a VECTYPE load at base + INDEX_TYPE
   index * SCALE, as -fplugin-arg-qprop-vectorize-gather says, or null.

   The i386 hook answers null unless the ISA has AVX2 and the tuning
   enables gathers for the vector's number of lanes
   (X86_TUNE_USE_GATHER, _2PARTS, _4PARTS).  GCC's generic tuning weighs
   a gather against the branch-free scalar loads its own vectorizer
   would emit instead; this pass's alternative is worse (one branch per
   lane round each masked-off lane), so under `isa' the tuning flags
   are raised for the duration of the query alone and restored before
   anything else reads them.  The ISA test stays the hook's: without
   AVX2 it answers null whatever the flags say.  The builtin it returns
   is the one -mtune-ctrl=use_gather gives; expanding it checks only the
   ISA.  Other targets (and the nvptx copy of the plugin, which never
   runs this pass) have no such flags: `isa' is `tuning' there.  */
tree
simd_vectorizer::target_gather (tree vectype, tree index_type, int scale)
{
  if (m_settings.vectorize_gather == GATHER_OFF
      || !targetm.vectorize.builtin_gather)
    return NULL_TREE;
#ifdef TARGET_USE_GATHER
  /* The flags are found by name when the pass first needs them, not
     linked: a reference to cc1's array would stop the host plugin from
     loading into any other compiler (the nvptx lto1 has none), before
     it can say that it was built for another one.  */
  static unsigned char *features
    = (unsigned char *) dlsym (RTLD_DEFAULT, "ix86_tune_features");
  if (m_settings.vectorize_gather == GATHER_ISA && features)
    {
      const int flags[3] = { X86_TUNE_USE_GATHER_2PARTS,
			     X86_TUNE_USE_GATHER_4PARTS,
			     X86_TUNE_USE_GATHER };
      unsigned char saved[3];
      for (int k = 0; k < 3; k++)
	{
	  saved[k] = features[flags[k]];
	  features[flags[k]] = 1;
	}
      tree decl = targetm.vectorize.builtin_gather (vectype, index_type,
						    scale);
      for (int k = 0; k < 3; k++)
	features[flags[k]] = saved[k];
      return decl;
    }
#endif
  return targetm.vectorize.builtin_gather (vectype, index_type, scale);
}

/* Whether ARR, the array operand of an ARRAY_REF, is the same object in
   every lane: a declared array, or an element of one (a row of a
   multi-dimensional array, a[r] in a[r][c]) with uniform indices,
   constant element sizes and zero lower bounds.  */
bool
simd_vectorizer::uniform_row (tree arr) const
{
  while (TREE_CODE (arr) == ARRAY_REF)
    {
      if (TREE_CODE (array_ref_element_size (arr)) != INTEGER_CST
	  || !integer_zerop (array_ref_low_bound (arr))
	  || shape_of (TREE_OPERAND (arr, 1)).kind != SH_UNIFORM)
	return false;
      arr = TREE_OPERAND (arr, 0);
    }
  return array_object_p (arr);
}

/* Whether OBJ, the innermost operand of an ARRAY_REF chain, is one
   object for all lanes: a declared array, or a MEM_REF of the array
   type at a uniform address (GCC's form for a global array that another
   unit may define, `child[n][b]` printed as such).  */
bool
simd_vectorizer::array_object_p (tree obj) const
{
  if (TREE_CODE (obj) == VAR_DECL)
    return true;
  if (TREE_CODE (obj) != MEM_REF)
    return false;
  tree p = TREE_OPERAND (obj, 0);
  return (TREE_CODE (p) == ADDR_EXPR
	  || (TREE_CODE (p) == SSA_NAME && shape_of (p).kind == SH_UNIFORM));
}

/* A load or store: how it becomes vector code (m_mem_plan), or why it
   cannot.  */
const char *
simd_vectorizer::check_memory (gimple *stmt)
{
  gassign *as = as_a<gassign *> (stmt);
  bool store = gimple_vdef (stmt) != NULL_TREE;
  tree ref = store ? gimple_assign_lhs (as) : gimple_assign_rhs1 (as);
  /* A reduction's or private's copy: a vector register
     (vectorize-reduction.cc), no memory access.  */
  if (simd_array_index (stmt) >= 0)
    return NULL;
  if (store && gimple_assign_load_p (as))
    return "an aggregate copy";
  if (!is_gimple_reg_type (TREE_TYPE (ref)))
    return "an aggregate access";
  basic_block bb = gimple_bb (stmt);
  /* The address: uniform, or affine with a constant stride in bytes.  */
  shape addr;
  tree base = get_base_address (ref);
  bool other_varying = false;
  if (TREE_CODE (ref) == MEM_REF)
    {
      addr = shape_of (TREE_OPERAND (ref, 0));
    }
  else if (TREE_CODE (ref) == ARRAY_REF
	   && uniform_row (TREE_OPERAND (ref, 0))
	   && TREE_CODE (array_ref_element_size (ref)) == INTEGER_CST
	   && integer_zerop (array_ref_low_bound (ref)))
    {
      /* a[i], or a[r][i] with the rows' indices uniform: every lane
	 reads the same row, and i alone decides the stride.  */
      addr = shape_of (TREE_OPERAND (ref, 1));
      if (addr.kind == SH_AFFINE)
	{
	  if (!addr.nowrap
	      && TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (ref, 1)))
		 < POINTER_SIZE)
	    addr.kind = SH_VARYING;
	  addr.stride *= tree_to_shwi (array_ref_element_size (ref));
	}
    }
  else
    {
      /* Any other reference: uniform only if nothing in it varies.  */
      for (tree t = ref; handled_component_p (t); t = TREE_OPERAND (t, 0))
	for (int i = 1; i < TREE_OPERAND_LENGTH (t); i++)
	  if (TREE_OPERAND (t, i)
	      && shape_of (TREE_OPERAND (t, i)).kind != SH_UNIFORM)
	    other_varying = true;
      if (base && TREE_CODE (base) == MEM_REF
	  && shape_of (TREE_OPERAND (base, 0)).kind != SH_UNIFORM)
	other_varying = true;
      if (other_varying)
	addr.kind = SH_VARYING;
    }
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  tree value = store ? gimple_assign_rhs1 (as) : gimple_assign_lhs (as);
  bool full = full_block (bb);
  if (addr.kind == SH_UNIFORM)
    {
      if (store)
	{
	  /* Every active lane stores, in lane order: the last one's value
	     stays, as in the scalar loop.  */
	  gather_form g;
	  g.form = LANE_UNIFORM;
	  /* In an inner loop, lanes leave at different iterations, and the
	     last store would not be the last lane's.  */
	  if (inner_of (bb))
	    return "a store to a uniform address in an inner loop";
	  if (!lane_type_ok (TREE_TYPE (ref))
	      || TREE_CODE (TREE_TYPE (ref)) == BOOLEAN_TYPE)
	    return "a store to a uniform address that is not 32-bit";
	  m_gathers.put (stmt, g);
	  m_mem_plan.put (stmt, MEM_LANES);
	  return NULL;
	}
      /* Where no lane may run it, a load that may trap runs only when
	 the block's mask has a lane (MEM_GUARDED).  */
      m_mem_plan.put (stmt, !any_lane_block (bb) && tree_could_trap_p (ref)
			    ? MEM_GUARDED : MEM_SCALAR);
      return NULL;
    }
  if (addr.kind == SH_VARYING || !tree_fits_shwi_p (size)
      || addr.stride != tree_to_shwi (size))
    {
      gather_form g;
      auto_vec<tree> chain;
      bool narrow = narrow_type_p (TREE_TYPE (ref));
      if ((!lane_type_ok (TREE_TYPE (ref)) && !narrow)
	  || TREE_CODE (TREE_TYPE (ref)) == BOOLEAN_TYPE)
	return "an access that is not 8, 16, 32 or 64-bit";
      if (!gather_address (ref, &g, &chain))
	return "a lane-varying address that is not base + 32-bit index *"
	       " scale (other gathers and scatters are later work)";
      for (tree t : chain)
	m_addr_only.add (t);
      /* The hardware gather sign-extends the index and takes scales 1,
	 2, 4 and 8; otherwise, and for stores (no scatters before
	 AVX-512), lane by lane.  */
      if (!store && !narrow
	  && (g.scale == 1 || g.scale == 2 || g.scale == 4 || g.scale == 8)
	  && (g.row || !TYPE_UNSIGNED (TREE_TYPE (g.index))
	      || !wi::neg_p (wi::sext (get_nonzero_bits (g.index), 32))))
	g.decl = target_gather (vectype_for (TREE_TYPE (ref)),
				g.row ? integer_type_node
				: TREE_TYPE (g.index), g.scale);
      m_gathers.put (stmt, g);
      m_mem_plan.put (stmt, g.decl ? MEM_GATHER : MEM_LANES);
      return NULL;
    }
  if (narrow_type_p (TREE_TYPE (ref))
      && types_compatible_p (TREE_TYPE (ref), TREE_TYPE (value)))
    {
      /* 8/16-bit elements: lane by lane, through the int carrier.  */
      gather_form g;
      g.form = LANE_CONTIGUOUS;
      m_gathers.put (stmt, g);
      m_mem_plan.put (stmt, MEM_LANES);
      return NULL;
    }
  if (!lane_type_ok (TREE_TYPE (ref)) || TREE_CODE (TREE_TYPE (ref))
					 == BOOLEAN_TYPE
      || !lane_type_ok (TREE_TYPE (value)))
    return "an access that is not 8, 16, 32 or 64-bit";
  if (full)
    {
      m_mem_plan.put (stmt, MEM_VECTOR);
      return NULL;
    }
  tree vt = vectype_for (TREE_TYPE (ref));
  if (!can_vec_mask_load_store_p (TYPE_MODE (vt),
				  TYPE_MODE (truth_type_for (vt)), !store))
    {
      /* No masked access on the target: lane by lane, under the mask.  */
      gather_form g;
      g.form = LANE_CONTIGUOUS;
      m_gathers.put (stmt, g);
      m_mem_plan.put (stmt, MEM_LANES);
      return NULL;
    }
  m_mem_plan.put (stmt, MEM_MASKED);
  return NULL;
}

/* Whether REF accesses BASE + (sizetype) INDEX * SCALE with a uniform
   BASE and a 32-bit INDEX; CHAIN gets the lane-varying names that
   compute the address, which the gather or the per-lane accesses
   replace.  */
bool
simd_vectorizer::gather_address (tree ref, gather_form *g, vec<tree> *chain)
{
  tree off = NULL_TREE;
  HOST_WIDE_INT scale = 1;
  tree base;
  if (TREE_CODE (ref) == ARRAY_REF)
    {
      tree arr = TREE_OPERAND (ref, 0);
      if (TREE_CODE (array_ref_element_size (ref)) != INTEGER_CST
	  || !integer_zerop (array_ref_low_bound (ref)))
	return false;
      scale = tree_to_shwi (array_ref_element_size (ref));
      off = TREE_OPERAND (ref, 1);
      if (uniform_row (arr))
	base = build_fold_addr_expr (arr);
      else
	{
	  /* a[ROW][OFF] of a declared two-dimensional array with a
	     lane-varying ROW (child[n][v > k] in a tree descent): one
	     index, ROW * (row size / element size) + OFF.  For an access
	     inside the array it is below the array's size in elements,
	     which fits a 32-bit int when the array is smaller than 2^31
	     bytes; lanes whose access is not in the array are undefined
	     in the scalar program too.  */
	  tree decl = TREE_OPERAND (arr, 0);	/* the array object */
	  tree row = TREE_OPERAND (arr, 1);
	  if (TREE_CODE (arr) != ARRAY_REF || !array_object_p (decl)
	      || TREE_CODE (array_ref_element_size (arr)) != INTEGER_CST
	      || !integer_zerop (array_ref_low_bound (arr))
	      || !TYPE_SIZE_UNIT (TREE_TYPE (decl))
	      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (decl)))
	      || (tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (decl)))
		  >= (HOST_WIDE_INT_1U << 31))
	      || TREE_CODE (row) != SSA_NAME
	      || !INTEGRAL_TYPE_P (TREE_TYPE (row))
	      || TYPE_MODE (TREE_TYPE (row)) != SImode
	      || TREE_CODE (off) != SSA_NAME || scale <= 0)
	    return false;
	  HOST_WIDE_INT rsize = tree_to_shwi (array_ref_element_size (arr));
	  if (rsize % scale != 0)
	    return false;
	  g->row = row;
	  g->row_elts = rsize / scale;
	  base = build_fold_addr_expr (decl);
	}
    }
  else if (TREE_CODE (ref) == MEM_REF
	   && TREE_CODE (TREE_OPERAND (ref, 0)) == SSA_NAME)
    {
      tree p = TREE_OPERAND (ref, 0);
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (p));
      if (!def || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
	  || !defined_in (p, m_loop)
	  || shape_of (gimple_assign_rhs1 (def)).kind != SH_UNIFORM)
	return false;
      chain->safe_push (p);
      base = gimple_assign_rhs1 (def);
      if (!integer_zerop (TREE_OPERAND (ref, 1)))
	base = fold_build_pointer_plus (base, fold_convert
					(sizetype, TREE_OPERAND (ref, 1)));
      off = gimple_assign_rhs2 (def);
      /* OFF = (sizetype) INDEX * SCALE, or (sizetype) (INDEX * SCALE)
	 is not accepted (the product may wrap in 32 bits).  */
      gassign *m = (TREE_CODE (off) == SSA_NAME
		    ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (off)) : NULL);
      if (m && gimple_assign_rhs_code (m) == MULT_EXPR
	  && TREE_CODE (gimple_assign_rhs2 (m)) == INTEGER_CST
	  && tree_fits_shwi_p (gimple_assign_rhs2 (m))
	  && defined_in (off, m_loop))
	{
	  chain->safe_push (off);
	  scale = tree_to_shwi (gimple_assign_rhs2 (m));
	  off = gimple_assign_rhs1 (m);
	  m = (TREE_CODE (off) == SSA_NAME
	       ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (off)) : NULL);
	}
      if (!m || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (m))
	  || !defined_in (off, m_loop)
	  || TYPE_PRECISION (TREE_TYPE (off)) != POINTER_SIZE)
	return false;
      chain->safe_push (off);
      off = gimple_assign_rhs1 (m);
    }
  else
    return false;
  if (scale <= 0 || scale > (1 << 20))
    return false;
  if (TREE_CODE (off) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (off))
      || TYPE_MODE (TREE_TYPE (off)) != SImode
      || (shape_of (off).kind == SH_UNIFORM && !g->row))
    return false;
  g->base = base;
  g->index = off;
  g->scale = scale;
  return true;
}

/* Every wide lane-varying value only computes gathers' addresses.  */
const char *
simd_vectorizer::check_wide_values ()
{
  for (tree name : m_wide)
    {
      if (!m_addr_only.contains (name))
	return "a lane-varying value that is not 32-bit (mixed widths are"
	       " later work)";
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, name)
	{
	  gimple *user = USE_STMT (use);
	  if (is_gimple_debug (user))
	    continue;
	  tree lhs = gimple_get_lhs (user);
	  if (m_gathers.get (user))
	    continue;	/* the gather or per-lane access itself */
	  if (!lhs || TREE_CODE (lhs) != SSA_NAME
	      || !m_addr_only.contains (lhs))
	    return "a lane-varying address is used other than by a gather";
	}
    }
  return NULL;
}

} // namespace vect_impl
} // namespace qprop
