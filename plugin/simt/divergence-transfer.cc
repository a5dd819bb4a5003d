/* The transfer functions of the divergence analysis (divergence.cc):
   how an assignment, a load, a call or a PHI turns the values of its
   operands into the value of its result, with the affine arithmetic of
   Sampaio et al.'s section 3.4 and the alias queries that decide whether
   the lanes write the memory a load reads.  */

#include "gcc-includes.h"
#include "cfganal.h"
#include "dominance.h"
#include "internal-fn.h"
#include "stringpool.h"
#include "attribs.h"
#include "gomp-constants.h"
#include "ir/load-safety.h"
#include "simt/warp-vote.h"
#include "simt/divergence.h"
#include "simt/divergence-impl.h"

namespace qprop {

/* Alias-oracle queries one function may spend on deciding whether the
   lanes write what a uniform load reads; past it, loads are divergent.  */
static const long alias_budget = 50000;
/* Blocks the backward walks from loads may visit in one function, for the
   same purpose.  */
static const long walk_budget = 2000000;

static bool
atomic_builtin_p (tree fndecl)
{
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return startswith (name, "__atomic_") || startswith (name, "__sync_");
}

/* A statement whose result is uniform when all its operands are, and
   divergent otherwise.  */

div_value
divergence_analysis::transfer_generic (gimple *stmt, div_cause *why)
{
  ssa_op_iter it;
  tree use;
  basic_block bb = gimple_bb (stmt);
  bool top = false;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    {
      class loop *exited;
      div_value v = operand_value (use, bb, &exited);
      if (v.is_top ())
	top = true;
      else if (!v.is_uniform ())
	{
	  why->kind = exited ? div_cause::LOOP_EXIT : div_cause::OPERAND;
	  why->operand = use;
	  why->loop = exited;
	  return div_value::divergent ();
	}
    }
  return top ? div_value::top () : div_value::uniform ();
}

div_value
divergence_analysis::compare_values (tree a, tree b, basic_block bb,
				     enum tree_code code, div_cause *why)
{
  class loop *ea, *eb;
  div_value va = operand_value (a, bb, &ea);
  div_value vb = operand_value (b, bb, &eb);
  if (va.is_top () || vb.is_top ())
    return div_value::top ();
  if (va.is_uniform () && vb.is_uniform ())
    return div_value::uniform ();
  /* Same coefficient: the difference is uniform.  Equality survives
     wrapping; order only without it.  */
  if (va.coef.is_const () && va.coef == vb.coef
      && (code == EQ_EXPR || code == NE_EXPR
	  || (!va.wraps && !vb.wraps && !type_wraps (TREE_TYPE (a)))))
    return div_value::uniform ();
  bool a_bad = !va.is_uniform ();
  tree culprit = a_bad ? a : b;
  class loop *exited = a_bad ? ea : eb;
  /* Prefer the divergent operand for the report when only one is.  */
  if (a_bad && !vb.is_uniform () && va.is_affine () && vb.is_divergent ())
    culprit = b, exited = eb;
  why->kind = exited ? div_cause::LOOP_EXIT
	      : (va.is_affine () && vb.is_affine ()) ? div_cause::NONLINEAR
	      : div_cause::OPERAND;
  why->operand = culprit;
  why->loop = exited;
  return div_value::divergent ();
}

div_value
divergence_analysis::transfer_assign (gassign *stmt, div_cause *why)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  basic_block bb = gimple_bb (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);

  if (gimple_vuse (stmt) && gimple_assign_single_p (stmt)
      && !is_gimple_min_invariant (rhs1) && TREE_CODE (rhs1) != SSA_NAME
      && TREE_CODE (rhs1) != ADDR_EXPR)
    return transfer_load (stmt, rhs1, why);

  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return compare_values (rhs1, gimple_assign_rhs2 (stmt), bb, code, why);

  bool affine_ok = affine_type_p (type);
  class loop *exited1 = NULL, *exited2 = NULL;
  div_value a = operand_value (rhs1, bb, &exited1);
  div_value b;
  tree rhs2 = NULL_TREE;
  if (gimple_num_ops (stmt) > 2)
    {
      rhs2 = gimple_assign_rhs2 (stmt);
      b = operand_value (rhs2, bb, &exited2);
    }

  div_value r;
  bool form = true;
  switch (code)
    {
    case SSA_NAME:
    case INTEGER_CST:
    case ADDR_EXPR:
      r = a;
      break;
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      r = value_add (a, b);
      break;
    case MINUS_EXPR:
    case POINTER_DIFF_EXPR:
      r = value_add (a, value_scale (b, -1));
      break;
    case NEGATE_EXPR:
      r = value_scale (a, -1);
      break;
    case BIT_NOT_EXPR:
      r = value_add (value_scale (a, -1), div_value::uniform_const (-1));
      break;
    case MULT_EXPR:
      if (b.is_uniform () && b.base.is_const ())
	r = value_scale (a, b.base.value);
      else if (a.is_uniform () && a.base.is_const ())
	r = value_scale (b, a.base.value);
      else
	form = false;
      break;
    case LSHIFT_EXPR:
      if (b.is_uniform () && b.base.is_const () && b.base.value >= 0
	  && b.base.value < HOST_BITS_PER_WIDE_INT - 1)
	r = value_scale (a, HOST_WIDE_INT_1 << b.base.value);
      else
	form = false;
      break;
    CASE_CONVERT:
      {
	tree from = TREE_TYPE (rhs1);
	if (!affine_ok || !affine_type_p (from))
	  {
	    form = false;
	    break;
	  }
	r = a;
	if (a.is_top () || a.is_uniform ())
	  {
	    if (a.base.is_const ())
	      r.base = convert_constant (a.base.value, type);
	    break;
	  }
	unsigned pto = TYPE_PRECISION (type), pfrom = TYPE_PRECISION (from);
	if (pto > pfrom && a.wraps)
	  {
	    /* The value already wrapped at the narrower precision; widened,
	       it is no longer linear in T.  */
	    form = false;
	    break;
	  }
	if (pto < pfrom
	    || (TYPE_UNSIGNED (type) && !TYPE_UNSIGNED (from)
		&& !POINTER_TYPE_P (type)))
	  r.wraps = true;
	if (pto < pfrom && r.base.is_const ())
	  r.base = convert_constant (r.base.value, type);
	break;
      }
    default:
      form = false;
      break;
    }

  if (form && affine_ok)
    {
      if (r.is_top ())
	return r;
      if (!r.is_uniform () && code != SSA_NAME && !CONVERT_EXPR_CODE_P (code)
	  && code != POINTER_PLUS_EXPR && type_wraps (type))
	r.wraps = true;
      if (code == POINTER_PLUS_EXPR)
	r.wraps = a.wraps;
      if (m_mode == div_mode::simple && r.is_affine ())
	r = div_value::divergent ();
      if (!r.is_uniform ())
	{
	  bool a_bad = !a.is_uniform ();
	  why->kind = (a_bad ? exited1 : exited2) ? div_cause::LOOP_EXIT
		      : div_cause::OPERAND;
	  why->operand = a_bad ? rhs1 : rhs2;
	  why->loop = a_bad ? exited1 : exited2;
	}
      return r;
    }

  div_value g = transfer_generic (stmt, why);
  if (!g.is_uniform () && !g.is_top ())
    {
      /* Affine operands, non-affine operation.  */
      bool any_divergent = (a.is_divergent () || b.is_divergent ());
      if (!any_divergent && why->kind == div_cause::OPERAND)
	why->kind = div_cause::NONLINEAR;
    }
  return g;
}

/* The address of REF as an affine form, in bytes, as used in BB.
   *CULPRIT, if given, is set to a name that makes it non-uniform.  */

div_value
divergence_analysis::address_value (tree ref, basic_block bb,
				    tree *culprit) const
{
  div_value off = div_value::uniform_const (0);
  tree t = ref;
  auto note = [&] (tree op, const div_value &v)
    {
      if (culprit && !*culprit && !v.is_uniform () && !v.is_top ()
	  && TREE_CODE (op) == SSA_NAME)
	*culprit = op;
    };

  while (handled_component_p (t))
    {
      switch (TREE_CODE (t))
	{
	case ARRAY_REF:
	case ARRAY_RANGE_REF:
	  {
	    tree idx = TREE_OPERAND (t, 1);
	    tree low = array_ref_low_bound (t);
	    tree size = array_ref_element_size (t);
	    div_value vi = operand_value (idx, bb, NULL);
	    note (idx, vi);
	    if (!tree_fits_shwi_p (size) || !tree_fits_shwi_p (low))
	      {
		if (!vi.is_uniform ())
		  return vi.is_top () ? vi : div_value::divergent ();
		off = value_add (off, div_value::uniform ());
		break;
	      }
	    HOST_WIDE_INT s = tree_to_shwi (size);
	    off = value_add (off, value_scale (vi, s));
	    off = value_add (off, div_value::uniform_const
			     (-tree_to_shwi (low) * s));
	    break;
	  }
	case COMPONENT_REF:
	  {
	    tree field = TREE_OPERAND (t, 1);
	    tree offset = component_ref_field_offset (t);
	    if (offset && tree_fits_shwi_p (offset)
		&& tree_fits_shwi_p (DECL_FIELD_BIT_OFFSET (field)))
	      off = value_add (off, div_value::uniform_const
			       (tree_to_shwi (offset)
				+ tree_to_shwi (DECL_FIELD_BIT_OFFSET (field))
				  / BITS_PER_UNIT));
	    else
	      off = value_add (off, div_value::uniform ());
	    break;
	  }
	case BIT_FIELD_REF:
	  if (tree_fits_shwi_p (TREE_OPERAND (t, 2)))
	    off = value_add (off, div_value::uniform_const
			     (tree_to_shwi (TREE_OPERAND (t, 2))
			      / BITS_PER_UNIT));
	  else
	    off = value_add (off, div_value::uniform ());
	  break;
	case IMAGPART_EXPR:
	  if (tree_fits_shwi_p (TYPE_SIZE_UNIT (TREE_TYPE (t))))
	    off = value_add (off, div_value::uniform_const
			     (tree_to_shwi (TYPE_SIZE_UNIT (TREE_TYPE (t)))));
	  else
	    off = value_add (off, div_value::uniform ());
	  break;
	default:
	  break;
	}
      t = TREE_OPERAND (t, 0);
    }

  div_value base = div_value::uniform ();
  if (TREE_CODE (t) == MEM_REF)
    {
      tree ptr = TREE_OPERAND (t, 0);
      base = operand_value (ptr, bb, NULL);
      note (ptr, base);
      poly_offset_int o = mem_ref_offset (t);
      if (o.is_constant () && wi::fits_shwi_p (o.to_constant ()))
	base = value_add (base, div_value::uniform_const
			  (o.to_constant ().to_shwi ()));
      else
	base = value_add (base, div_value::uniform ());
    }
  else if (TREE_CODE (t) == TARGET_MEM_REF)
    {
      tree b = TMR_BASE (t);
      base = operand_value (b, bb, NULL);
      note (b, base);
      if (TMR_INDEX (t))
	{
	  div_value vi = operand_value (TMR_INDEX (t), bb, NULL);
	  note (TMR_INDEX (t), vi);
	  HOST_WIDE_INT step = TMR_STEP (t) ? tree_to_shwi (TMR_STEP (t)) : 1;
	  base = value_add (base, value_scale (vi, step));
	}
      if (TMR_INDEX2 (t))
	{
	  div_value vi = operand_value (TMR_INDEX2 (t), bb, NULL);
	  note (TMR_INDEX2 (t), vi);
	  base = value_add (base, vi);
	}
      base = value_add (base, div_value::uniform ());
    }
  div_value r = value_add (base, off);
  if (m_mode == div_mode::simple && r.is_affine ())
    r = div_value::divergent ();
  return r;
}

div_value
divergence_analysis::address_of (tree ref) const
{
  return address_value (ref, NULL, NULL);
}

/* Do the lanes store to what LOAD reads?  Only a write that can run
   before LOAD in the same execution of the region counts: one that
   cannot reach LOAD leaves every lane reading the memory as it was on
   entry.  So the search goes backwards from LOAD through the region's
   CFG (round its loops too) and asks the alias oracle about each
   writing statement it meets.  */

bool
divergence_analysis::memory_written_in_region (gimple *load, tree ref,
					       int region, div_cause *why)
{
  bool *cached = m_load_written.get (load);
  if (cached)
    {
      if (*cached)
	why->kind = div_cause::WRITTEN_MEMORY;
      return *cached;
    }
  ao_ref r;
  ao_ref_init (&r, ref);
  basic_block home = gimple_bb (load);
  auto_bitmap seen;
  auto_vec<basic_block> work;
  bool written = false;

  auto clobbers = [&] (gimple *w)
    {
      if (m_alias_queries >= alias_budget || m_walk_steps >= walk_budget)
	{
	  m_alias_budget_hit = true;
	  why->stmt = NULL;
	  return true;
	}
      m_alias_queries++;
      if (may_write_ref (w, &r, false))
	{
	  why->stmt = w;
	  return true;
	}
      return false;
    };

  /* Writers before LOAD in its own block.  */
  for (gimple *w : m_block_writers[home->index])
    {
      if (*m_position.get (w) >= *m_position.get (load))
	break;
      if (clobbers (w))
	{
	  written = true;
	  break;
	}
    }
  auto push_preds = [&] (basic_block bb)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (region_of (e->src) == region
	    && bitmap_set_bit (seen, e->src->index))
	  work.safe_push (e->src);
    };
  if (!written)
    push_preds (home);
  while (!written && !work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (++m_walk_steps >= walk_budget)
	{
	  /* Out of budget: take the load as written, which is safe.  */
	  m_alias_budget_hit = true;
	  why->stmt = NULL;
	  written = true;
	  break;
	}
      for (gimple *w : m_block_writers[bb->index])
	if (clobbers (w))
	  {
	    written = true;
	    break;
	  }
      push_preds (bb);
    }
  if (written)
    why->kind = div_cause::WRITTEN_MEMORY;
  m_load_written.put (load, written);
  return written;
}

div_value
divergence_analysis::transfer_load (gimple *stmt, tree ref, div_cause *why)
{
  if (gimple_has_volatile_ops (stmt))
    {
      why->kind = div_cause::VOLATILE;
      why->stmt = stmt;
      return div_value::divergent ();
    }
  tree culprit = NULL_TREE;
  div_value addr = address_value (ref, gimple_bb (stmt), &culprit);
  if (addr.is_top ())
    return addr;
  if (!addr.is_uniform ())
    {
      why->kind = div_cause::OPERAND;
      why->operand = culprit;
      why->stmt = stmt;
      return div_value::divergent ();
    }
  if (memory_written_in_region (stmt, ref, region_of (gimple_bb (stmt)),
				why))
    return div_value::divergent ();
  return div_value::uniform ();
}

div_value
divergence_analysis::transfer_call (gcall *call, div_cause *why)
{
  why->stmt = call;
  if (gimple_call_internal_p (call))
    {
      switch (gimple_call_internal_fn (call))
	{
	case IFN_GOMP_SIMT_LANE:
	  why->kind = div_cause::LANE;
	  return lane_value ();
	case IFN_GOACC_DIM_POS:
	  {
	    tree axis = gimple_call_arg (call, 0);
	    if (TREE_CODE (axis) != INTEGER_CST)
	      break;
	    if (tree_to_shwi (axis) == GOMP_DIM_VECTOR)
	      {
		why->kind = div_cause::LANE;
		return lane_value ();
	      }
	    return div_value::uniform ();
	  }
	case IFN_GOACC_DIM_SIZE:
	case IFN_GOMP_SIMT_VF:
	case IFN_GOMP_SIMT_VOTE_ANY:
	case IFN_GOMP_SIMT_LAST_LANE:
	case IFN_UNIQUE:
	  return div_value::uniform ();
	case IFN_ATOMIC_BIT_TEST_AND_SET:
	case IFN_ATOMIC_BIT_TEST_AND_COMPLEMENT:
	case IFN_ATOMIC_BIT_TEST_AND_RESET:
	case IFN_ATOMIC_COMPARE_EXCHANGE:
	case IFN_ATOMIC_ADD_FETCH_CMP_0:
	case IFN_ATOMIC_SUB_FETCH_CMP_0:
	case IFN_ATOMIC_AND_FETCH_CMP_0:
	case IFN_ATOMIC_OR_FETCH_CMP_0:
	case IFN_ATOMIC_XOR_FETCH_CMP_0:
	  why->kind = div_cause::ATOMIC;
	  return div_value::divergent ();
	default:
	  if (internal_fn_flags (gimple_call_internal_fn (call)) & ECF_CONST)
	    return transfer_generic (call, why);
	  break;
	}
      why->kind = div_cause::CALL;
      return div_value::divergent ();
    }

  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    {
      switch (DECL_FUNCTION_CODE (fndecl))
	{
	case BUILT_IN_OMP_GET_THREAD_NUM:
	case BUILT_IN_OMP_GET_NUM_THREADS:
	case BUILT_IN_OMP_GET_TEAM_NUM:
	case BUILT_IN_OMP_GET_NUM_TEAMS:
	case BUILT_IN_GOACC_PARLEVEL_SIZE:
	  return div_value::uniform ();
	case BUILT_IN_GOACC_PARLEVEL_ID:
	  {
	    tree axis = gimple_call_arg (call, 0);
	    if (TREE_CODE (axis) == INTEGER_CST
		&& tree_to_shwi (axis) != GOMP_DIM_VECTOR)
	      return div_value::uniform ();
	    why->kind = div_cause::LANE;
	    return TREE_CODE (axis) == INTEGER_CST ? lane_value ()
		   : div_value::divergent ();
	  }
	default:
	  if (atomic_builtin_p (fndecl))
	    {
	      why->kind = div_cause::ATOMIC;
	      return div_value::divergent ();
	    }
	  break;
	}
    }
  int flags = gimple_call_flags (call);
  if ((flags & ECF_CONST) && !(flags & ECF_LOOPING_CONST_OR_PURE))
    return transfer_generic (call, why);
  why->kind = div_cause::CALL;
  return div_value::divergent ();
}

div_value
divergence_analysis::transfer_phi (gphi *phi, div_cause *why)
{
  basic_block bb = gimple_bb (phi);
  int r = region_of (bb);
  class loop *region_loop = m_regions[r].loop;
  tree res = gimple_phi_result (phi);

  if (region_loop && region_loop->header == bb)
    {
      /* Host mode: an induction variable of the simd loop is the lane
	 scaled by its step; anything else carried round it differs from
	 one lane to the next.  */
      div_value init = div_value::top ();
      HOST_WIDE_INT step = 0;
      bool iv = affine_type_p (TREE_TYPE (res)), have_step = false;
      for (unsigned i = 0; iv && i < gimple_phi_num_args (phi); i++)
	{
	  edge e = gimple_phi_arg_edge (phi, i);
	  tree arg = gimple_phi_arg_def (phi, i);
	  if (!flow_bb_inside_loop_p (region_loop, e->src))
	    {
	      init = value_meet (init, operand_value (arg, e->src, NULL));
	      continue;
	    }
	  gimple *def = TREE_CODE (arg) == SSA_NAME
			? SSA_NAME_DEF_STMT (arg) : NULL;
	  if (!def || !is_gimple_assign (def)
	      || (gimple_assign_rhs_code (def) != PLUS_EXPR
		  && gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR)
	      || gimple_assign_rhs1 (def) != res
	      || TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST
	      || !tree_fits_shwi_p (gimple_assign_rhs2 (def)))
	    {
	      iv = false;
	      break;
	    }
	  HOST_WIDE_INT s = tree_to_shwi (gimple_assign_rhs2 (def));
	  if (have_step && s != step)
	    iv = false;
	  step = s, have_step = true;
	}
      why->kind = div_cause::CARRIED;
      if (!iv || !have_step || init.is_top () || !init.is_uniform ())
	return iv && init.is_top () ? div_value::top ()
	       : div_value::divergent ();
      why->kind = div_cause::LANE;
      if (m_mode == div_mode::simple)
	return div_value::divergent ();
      div_value v;
      v.coef = div_lattice::constant (step);
      v.base = init.base;
      v.wraps = type_wraps (TREE_TYPE (res));
      return v;
    }

  div_value v = div_value::top ();
  bool all_equal = true;
  tree first = gimple_phi_arg_def (phi, 0);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (!operand_equal_p (arg, first, 0))
	all_equal = false;
      /* The value crosses the edge into BB: a PHI after a loop's exit is
	 the paper's eta, so the loop test is against BB, not the edge's
	 source inside the loop.  */
      class loop *exited;
      div_value a = operand_value (arg, bb, &exited);
      if (!a.is_top () && !a.is_uniform () && why->kind == div_cause::NONE)
	{
	  why->kind = exited ? div_cause::LOOP_EXIT : div_cause::OPERAND;
	  why->operand = arg;
	  why->loop = exited;
	}
      v = value_meet (v, a);
    }
  if (m_sync[bb->index] && !all_equal)
    {
      why->kind = div_cause::SYNC;
      why->bb = m_sync[bb->index];
      why->operand = NULL_TREE;
      return div_value::divergent ();
    }
  if (v.is_divergent () && why->kind == div_cause::NONE)
    why->kind = div_cause::NONLINEAR;
  return v;
}

} // namespace qprop
