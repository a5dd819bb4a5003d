/* The rules for moving loads and other evaluations that may trap; see
   load-safety.h for what they are and why.  */

#include "gcc-includes.h"
#include "value-range.h"
#include "value-query.h"
#include "tree-ssa-loop-niter.h"
#include "calls.h"
#include "ir/no-trap.h"
#include "ir/load-safety.h"

namespace qprop {

bool
movable_load (function *fn, gimple *stmt)
{
  if (!gimple_assign_load_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  return (TREE_CODE (lhs) == SSA_NAME && is_gimple_reg_type (TREE_TYPE (lhs))
	  && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
	  && !gimple_has_volatile_ops (stmt)
	  && !stmt_could_throw_p (fn, stmt));
}

bool
value_may_trap (gimple *stmt)
{
  return gimple_could_trap_p (stmt);
}

/* Walk_tree callback for expression_may_trap.  */
static tree
expression_may_trap_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  switch (TREE_CODE (t))
    {
    case TRUNC_DIV_EXPR: case CEIL_DIV_EXPR: case FLOOR_DIV_EXPR:
    case ROUND_DIV_EXPR: case EXACT_DIV_EXPR: case TRUNC_MOD_EXPR:
    case CEIL_MOD_EXPR: case FLOOR_MOD_EXPR: case ROUND_MOD_EXPR:
      if (TREE_CODE (TREE_OPERAND (t, 1)) != INTEGER_CST
	  || integer_zerop (TREE_OPERAND (t, 1)))
	return t;
      return NULL_TREE;
    case CALL_EXPR:
      {
	tree fn = get_callee_fndecl (t);
	if (fn && fndecl_built_in_p (fn, BUILT_IN_NORMAL)
	    && (call_expr_flags (t) & ECF_CONST)
	    && !(call_expr_flags (t) & ECF_LOOPING_CONST_OR_PURE))
	  return NULL_TREE;
	return t;
      }
    default:
      if (REFERENCE_CLASS_P (t))
	return t;
      return NULL_TREE;
    }
}

bool
expression_may_trap (tree expr)
{
  return walk_tree_without_duplicates (&expr, expression_may_trap_r, NULL);
}

bool
may_write_ref (gimple *stmt, ao_ref *ref, bool tbaa)
{
  return gimple_vdef (stmt) && stmt_may_clobber_ref_p_1 (stmt, ref, tbaa);
}

void
function_writers::collect ()
{
  if (m_known)
    return;
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_vdef (gsi_stmt (gsi))
	  && !gimple_call_internal_p (gsi_stmt (gsi), IFN_UNIQUE))
	m_writers.safe_push (gsi_stmt (gsi));
  m_known = true;
}

gimple *
function_writers::may_write (ao_ref *ref)
{
  collect ();
  for (gimple *w : m_writers)
    if (may_write_ref (w, ref))
      return w;
  return NULL;
}

/* Whether NAME occurs in the tree *TP.  */
static bool
occurs_in (tree *tp, tree name)
{
  return walk_tree (tp, [] (tree *t, int *subtrees, void *data) -> tree {
		      if (*t == (tree) data)
			return *t;
		      if (TYPE_P (*t))
			*subtrees = 0;
		      return NULL_TREE;
		    }, name, NULL) != NULL_TREE;
}

/* C's "based on" (C11 6.7.3.1p3), over-approximated forward from PARM:
   a value computed from a value based on PARM is based on it, except
   one loaded from memory (through an address based on it or not: the
   copy of the object that the definition speaks of would hold the same
   bytes).  A store through an address based on PARM is one of
   m_based; PARM's value escapes when a value based on it is stored,
   passed to a call or an asm, or returned, since another lvalue based
   on PARM could then write.  Returns whether it does not escape.  */
bool
function_writers::collect_based (tree parm)
{
  if (m_parm == parm)
    return !m_escapes;
  m_parm = parm;
  m_escapes = false;
  m_based.truncate (0);
  auto_bitmap based;
  auto_vec<tree> work;
  bitmap_set_bit (based, SSA_NAME_VERSION (parm));
  work.safe_push (parm);
  while (!work.is_empty () && !m_escapes)
    {
      tree name = work.pop ();
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, name)
	{
	  tree result = NULL_TREE;
	  if (is_gimple_debug (use) || gimple_code (use) == GIMPLE_COND
	      || gimple_code (use) == GIMPLE_SWITCH)
	    continue;
	  if (gphi *phi = dyn_cast<gphi *> (use))
	    result = gimple_phi_result (phi);
	  else if (gassign *assign = dyn_cast<gassign *> (use))
	    {
	      tree lhs = gimple_assign_lhs (assign);
	      bool store = TREE_CODE (lhs) != SSA_NAME;
	      if (store && occurs_in (gimple_assign_lhs_ptr (assign), name))
		m_based.safe_push (assign);
	      bool load = (gimple_assign_single_p (assign)
			   && gimple_vuse (assign)
			   && TREE_CODE (gimple_assign_rhs1 (assign))
			      != ADDR_EXPR);
	      bool in_rhs = false;
	      for (unsigned i = 1; i < gimple_num_ops (assign); i++)
		in_rhs |= occurs_in (gimple_op_ptr (assign, i), name);
	      if (in_rhs && store && !load)
		m_escapes = true;
	      else if (in_rhs && !store && !load)
		result = lhs;
	    }
	  else
	    /* A call, an asm, a return.  */
	    m_escapes = true;
	  if (m_escapes)
	    break;
	  if (result && TREE_CODE (result) == SSA_NAME
	      && bitmap_set_bit (based, SSA_NAME_VERSION (result)))
	    work.safe_push (result);
	}
    }
  return !m_escapes;
}

gimple *
function_writers::may_write (tree ref)
{
  if (unwritten_during_function (ref))
    return NULL;
  ao_ref r;
  ao_ref_init (&r, ref);
  tree parm = restrict_parm_base (ref);
  if (!parm || !collect_based (parm))
    return may_write (&r);
  for (gimple *w : m_based)
    if (may_write_ref (w, &r))
      return w;
  return NULL;
}

gimple *
function_may_write_ref (function *fn, ao_ref *ref)
{
  function_writers writers (fn);
  return writers.may_write (ref);
}

tree
restrict_parm_base (tree ref)
{
  tree base = get_base_address (ref);
  if (!base || TREE_CODE (base) != MEM_REF)
    return NULL_TREE;
  tree ptr = TREE_OPERAND (base, 0);
  if (TREE_CODE (ptr) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (ptr))
    return NULL_TREE;
  tree parm = SSA_NAME_VAR (ptr);
  if (!parm || TREE_CODE (parm) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (parm))
      || !TYPE_RESTRICT (TREE_TYPE (parm)))
    return NULL_TREE;
  return ptr;
}

bool
unwritten_during_function (tree ref)
{
  tree base = get_base_address (ref);
  if (!base || TREE_CODE (base) != MEM_REF)
    return false;
  /* The address must be the parameter itself, not a value computed from
     it that another access could share.  */
  tree ptr = TREE_OPERAND (base, 0);
  if (TREE_CODE (ptr) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (ptr))
    return false;
  tree parm = SSA_NAME_VAR (ptr);
  if (!parm || TREE_CODE (parm) != PARM_DECL)
    return false;
  /* The declared type of the parameter, not the SSA name's (they agree
     for a default definition, but the declaration is what C's rule is
     about).  */
  tree type = TREE_TYPE (parm);
  return (POINTER_TYPE_P (type) && TYPE_RESTRICT (type)
	  && TYPE_READONLY (TREE_TYPE (type)));
}

static tree
find_bad_mem_ref_base (tree *tp, int *, void *)
{
  if ((TREE_CODE (*tp) == MEM_REF || TREE_CODE (*tp) == TARGET_MEM_REF)
      && !is_gimple_mem_ref_addr (TREE_OPERAND (*tp, 0)))
    return *tp;
  return NULL_TREE;
}

bool
bad_mem_ref_base (tree ref)
{
  return walk_tree (&ref, find_bad_mem_ref_base, NULL, NULL) != NULL_TREE;
}

bool
reference_may_trap (tree ref, bool rewritten)
{
  if (rewritten && bad_mem_ref_base (ref))
    return true;
  return tree_could_trap_p (ref);
}

bool
may_stop_motion (function *fn, gimple *stmt)
{
  return may_end_path (fn, stmt) || gimple_has_volatile_ops (stmt);
}

bool
no_hotter_than (edge e, basic_block origin)
{
  if (!current_loops || (e->flags & EDGE_IRREDUCIBLE_LOOP))
    return false;
  loop_p loop = find_common_loop (e->src->loop_father, e->dest->loop_father);
  return flow_bb_inside_loop_p (loop, origin);
}

/* Set *LO and *HI to the least and greatest value LEAF may take, by its
   value range or, for an iteration number, its loop's bound.  */
static bool
leaf_bounds (const address_forms &forms, tree leaf, __int128 *lo,
	     __int128 *hi)
{
  if (forms.iteration_stride (leaf))
    return false;
  if (loop_p loop = forms.iteration_loop (leaf))
    {
      HOST_WIDE_INT trips = get_max_loop_iterations_int (loop);
      if (trips < 0)
	return false;
      *lo = 0;
      *hi = trips;
      return true;
    }
  if (TREE_CODE (leaf) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (leaf)))
    return false;
  int_range_max r;
  if (!get_global_range_query ()->range_of_expr (r, leaf) || r.undefined_p ())
    return false;
  wide_int l = r.lower_bound (), h = r.upper_bound ();
  if (TYPE_SIGN (TREE_TYPE (leaf)) == SIGNED)
    {
      if (!wi::fits_shwi_p (l) || !wi::fits_shwi_p (h))
	return false;
      *lo = l.to_shwi ();
      *hi = h.to_shwi ();
    }
  else
    {
      if (!wi::fits_uhwi_p (l) || !wi::fits_uhwi_p (h))
	return false;
      *lo = l.to_uhwi ();
      *hi = h.to_uhwi ();
    }
  return true;
}

bool
inside_declaration (const address_forms &forms, tree decl,
		    const address_form &rest, HOST_WIDE_INT extra,
		    unsigned HOST_WIDE_INT size, bounds_evidence evidence)
{
  if (TREE_CODE (decl) != VAR_DECL || DECL_WEAK (decl)
      || forms.iteration_loop (decl)
      || !DECL_SIZE_UNIT (decl) || !tree_fits_uhwi_p (DECL_SIZE_UNIT (decl)))
    return false;
  if (evidence == BOUNDS_CONSTANT && !rest.terms.empty ())
    return false;
  /* Products and sums stay far from __int128's limits below this.  */
  const __int128 cap = (__int128) 1 << 62;
  __int128 lo = (__int128) (HOST_WIDE_INT) rest.offset + extra;
  __int128 hi = lo;
  for (const form_term &t : rest.terms)
    {
      __int128 c = (HOST_WIDE_INT) t.coef;
      __int128 tlo, thi;
      if (!leaf_bounds (forms, t.leaf, &tlo, &thi))
	return false;
      if (tlo < -cap || thi > cap || c < -cap || c > cap)
	return false;
      __int128 a = c * tlo, b = c * thi;
      lo += std::min (a, b);
      hi += std::max (a, b);
      if (lo < -cap || hi > cap)
	return false;
    }
  return (lo >= 0
	  && hi + (__int128) size
	     <= (__int128) tree_to_uhwi (DECL_SIZE_UNIT (decl)));
}

bool
bracket_rule_holds ()
{
#ifdef ACCEL_COMPILER
  return false;
#else
  return !(flag_sanitize & (SANITIZE_ADDRESS | SANITIZE_KERNEL_ADDRESS
			    | SANITIZE_HWADDRESS));
#endif
}

bool
every_path_walk::ask (function *fn, basic_block bb, gimple *from,
		      int budget)
{
  m_fn = fn;
  m_budget = budget;
  unsigned n = last_basic_block_for_fn (fn);
  if (m_state.size () < n)
    {
      m_state.resize (n, WALK_NEW);
      m_stamp.resize (n, 0);
    }
  m_generation++;
  return visit (bb, from, true) == WALK_YES;
}

/* The answer for the paths from FROM in BB (BB's start where FROM is
   NULL).  Only whole blocks have a state: a walk that starts in the
   middle of one neither reads nor records it.  */
int
every_path_walk::visit (basic_block bb, gimple *from, bool first)
{
  unsigned idx = bb->index;
  if (!from)
    {
      if (m_stamp[idx] != m_generation)
	{
	  m_stamp[idx] = m_generation;
	  m_state[idx] = WALK_NEW;
	}
      if (m_state[idx] == WALK_YES)
	return WALK_YES;
      if (m_state[idx] != WALK_NEW)
	return WALK_NO;
    }
  if (--m_budget < 0 || bb == EXIT_BLOCK_PTR_FOR_FN (m_fn))
    return WALK_NO;
  if (!from)
    m_state[idx] = WALK_OPEN;

  int result = WALK_NO;
  scan_result s = scan (bb, from, first);
  if (s == SCAN_ACCESSED)
    result = WALK_YES;
  else if (s == SCAN_THROUGH && EDGE_COUNT (bb->succs))
    {
      result = WALK_YES;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  int r;
	  switch (follow (e))
	    {
	    case EDGE_SAFE:
	      r = WALK_YES;
	      break;
	    case EDGE_UNSAFE:
	      r = WALK_NO;
	      break;
	    default:
	      r = visit (e->dest, NULL, false);
	      break;
	    }
	  if (r != WALK_YES)
	    {
	      result = WALK_NO;
	      break;
	    }
	}
    }
  if (!from)
    m_state[idx] = result;
  return result;
}

} // namespace qprop
