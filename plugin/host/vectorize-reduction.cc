/* qprop-vectorize, omp simd arrays: the reductions, privates and
   lastprivates of an `omp simd' loop.

   GCC's omp lowering gives each reduction, private and lastprivate
   variable of an `omp simd' loop a per-lane copy in an "omp simd array"
   D[VF], indexed in the body by IFN_GOMP_SIMD_LANE: lane L works on
   D[L].  Before the loop every lane's copy is set to the clause's
   initial value (a reduction's identity: 0 for +, 1 for *, the type's
   largest value for min, ...); after it the copies are merged into the
   variable with the clause's operation (a reduction), or the last
   lane's copy is copied out (lastprivate).  When GCC's vectorizer
   leaves the loop scalar, vect's simduid cleanup folds the lane to 0
   and VF to 1: by the time this pass runs, each iteration works on
   D[0], with loads and stores, and the merge after the loop reads D[0]
   only.  For `#pragma omp simd reduction(+:total)' over Mandelbrot:

     before:  memset (&D, 0, 4)              D[0] = 0, the identity
     body:    _34 = D[0];                    the lane's copy ...
	      _35 = _34 + k_52;              ... plus this pixel's count
	      D[0] = _35;
     after:   total_16 = D[0] + total_47     the merge, with +

   The vector loop gives the lanes their copies back: one vector ACC of
   VF lanes per array, carried round the vector loop by a PHI.  A load
   of D[0] in the body reads ACC; a store to D[0] in a block whose mask
   is M sets ACC = M ? VALUE : ACC, so that a lane that does not run the
   store keeps its copy.  Blocks are emitted in a topological order and
   every lane's mask is set exactly in the blocks on its path, so at
   each access ACC holds, in every active lane, what that lane's copy
   holds in the scalar program.  After the vector loop, the lanes are
   merged into D[0], from which the scalar loop runs the iterations left
   and after which GCC's own merge code runs unchanged:

     vpre:    d0 = D[0];  ACC0 = {d0, 0, ..., 0}   lane 0 continues D[0],
						   the others start at 0
     vhead:   ACC = PHI <ACC0, ACC'>
     body:    ACC' = ACC + {k of each lane}        (masked: VEC_COND_EXPR)
     exit:    D[0] = ACC'[0] + ACC'[1] + ... + ACC'[VF-1]

   The scalar loop leaves D0 OP X1 OP X2 ... OP Xn in D[0] when every
   update is D[0] = D[0] OP X with X independent of D[0]; with lane 0
   starting from D0 and the others from OP's identity, the lanes merged
   with OP give the same up to reassociation, whatever the initial value
   and the merge after the loop are (so neither is checked: GCC's merge
   code reads D[0] as it would have).  A REDUCTION is so recognised in
   the body alone:
     - every load of D in the body has one use, ACC OP X with X not a
       load of D, whose result has one use: a store back to D[0] in the
       same block (or a chain, ACC OP X1 OP X2 ..., each link's only use
       the next), with no other access of D between (in another block
       only where these two are D's only accesses); every store
       to D in the body is such a store; OP is one of +, *, min, max, &,
       |, ^ and the same for all of them (ACC - X counts as +: it is
       ACC + -X);
     - no other memory access of the body may alias D.
   Integer + and * are merged in unsigned arithmetic (the lanes' partial
   sums may overflow where the scalar order would not; the total is the
   same modulo 2^32).  Float + and * reassociate: the result is the sum
   in VF partial sums, within the bound docs/passes.md gives (for float
   and for double).  A double or long copy makes the loop's lanes 64
   bits wide (vectorize-types.cc): ACC is then V2DF at SSE2, V4DF at
   AVX2, and the merge after the loop adds VF doubles.

   A PRIVATE is written before it is read in every iteration: each load
   of D in the body comes after a store to D in its block or in a block
   that dominates it.  Its copies start as zeros (never read).  It is a
   LASTPRIVATE when D is read after the loop (GCC copies D[0] out): then
   one of its stores must be in a block every lane runs, and the last
   lane's copy, the last iteration's value, is stored to D[0] after the
   vector loop.  Linear variables need nothing here: GCC makes them
   induction variables, whose final value it computes after the loop.

   Anything else is refused with its reason: an array accessed in an
   inner loop, other than at element 0, or with elements that are not
   32- or 64-bit int or float (8/16-bit copies would need carriers that
   are merged and blended narrowly: later work); an array that is neither a reduction nor a
   private (the dump gives both reasons).  */

#include "gcc-includes.h"
#include "tree-ssanames.h"
#include "attribs.h"
#include "builtins.h"
#include "rtl.h"
#include "host/vectorize-impl.h"

namespace qprop {
namespace vect_impl {

/* Whether DECL is an omp simd array.  */
static bool
simd_array_decl_p (tree decl)
{
  return (VAR_P (decl)
	  && lookup_attribute ("omp simd array", DECL_ATTRIBUTES (decl)));
}

/* walk_tree callback: the first omp simd array in *TP.  */
static tree
find_simd_array (tree *tp, int *walk_subtrees, void *)
{
  if (simd_array_decl_p (*tp))
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* An omp simd array STMT refers to (anywhere in its operands), or null.  */
static tree
stmt_simd_array (gimple *stmt)
{
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    if (tree op = gimple_op (stmt, i))
      if (tree d = walk_tree (&op, find_simd_array, NULL, NULL))
	return d;
  return NULL_TREE;
}

/* Whether REF is DECL[0], or MEM <T[N]> [&DECL][0] (cselim's view of
   the array before vect shrank it to one element).  */
static bool
lane0_ref_p (tree ref, tree decl)
{
  if (TREE_CODE (ref) != ARRAY_REF || !integer_zerop (TREE_OPERAND (ref, 1)))
    return false;
  tree arr = TREE_OPERAND (ref, 0);
  if (arr == decl)
    return true;
  return (TREE_CODE (arr) == MEM_REF && integer_zerop (TREE_OPERAND (arr, 1))
	  && TREE_CODE (TREE_OPERAND (arr, 0)) == ADDR_EXPR
	  && TREE_OPERAND (TREE_OPERAND (arr, 0), 0) == decl
	  && types_compatible_p (TREE_TYPE (ref), TREE_TYPE (TREE_TYPE (decl))));
}

/* The identity of reduction operation OP on TYPE, or null.  */
static tree
reduction_identity (tree_code op, tree type)
{
  bool fp = SCALAR_FLOAT_TYPE_P (type);
  switch (op)
    {
    case PLUS_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      return (fp && op != PLUS_EXPR) ? NULL_TREE : build_zero_cst (type);
    case MULT_EXPR:
      return build_one_cst (type);
    case BIT_AND_EXPR:
      return fp ? NULL_TREE : build_all_ones_cst (type);
    case MIN_EXPR:
    case MAX_EXPR:
      if (fp)
	{
	  REAL_VALUE_TYPE inf;
	  real_inf (&inf);
	  if (op == MAX_EXPR)
	    inf = real_value_negate (&inf);
	  return build_real (type, inf);
	}
      return op == MIN_EXPR ? TYPE_MAX_VALUE (type) : TYPE_MIN_VALUE (type);
    default:
      return NULL_TREE;
    }
}

/* Index in m_arrays of the omp simd array STMT loads or stores at lane
   0 in the loop, or -1.  */
int
simd_vectorizer::simd_array_index (gimple *stmt) const
{
  if (m_arrays.is_empty () || !is_gimple_assign (stmt) || !gimple_vuse (stmt))
    return -1;
  tree ref = gimple_vdef (stmt) ? gimple_assign_lhs (stmt)
				: gimple_assign_rhs1 (stmt);
  for (unsigned k = 0; k < m_arrays.length (); k++)
    if (lane0_ref_p (ref, m_arrays[k].decl))
      return k;
  return -1;
}

/* The reduction form of array K (see the comment at the top), given its
   accesses ACCESSES in the body: null and OP set, or why not.  */
const char *
simd_vectorizer::check_reduction (unsigned k, const vec<gimple *> &accesses,
				  tree_code *op)
{
  hash_set<gimple *> paired;
  *op = ERROR_MARK;
  for (gimple *l : accesses)
    {
      if (gimple_vdef (l))
	continue;
      /* ACC OP X1 OP X2 ..., each link's only use the next, the last
	 stored back (GCC's final value replacement of a sum in an inner
	 loop gives ACC + H + H * (N - 1)).  */
      tree acc = gimple_assign_lhs (l);
      gimple *s = NULL;
      while (!s)
	{
	  use_operand_p use;
	  gimple *u;
	  /* In another block only where the pair is D's only access (GCC's
	     store motion round an inner loop): nothing else can come
	     between.  */
	  if (!single_imm_use (acc, &use, &u)
	      || (gimple_bb (u) != gimple_bb (l) && accesses.length () != 2)
	      || !flow_bb_inside_loop_p (m_loop, gimple_bb (u))
	      || inner_of (gimple_bb (u)))
	    return (acc == gimple_assign_lhs (l)
		    ? "its copy is read other than by one ACC OP X: a"
		      " conditional update (float max?)"
		    : "its new value is used for another purpose");
	  if (simd_array_index (u) == (int) k && gimple_vdef (u)
	      && gimple_assign_rhs1 (u) == acc)
	    {
	      s = u;
	      break;
	    }
	  if (!is_gimple_assign (u) || gimple_vdef (u))
	    return "its new value is used for another purpose";
	  /* ACC - X is ACC + -X, exactly (also in IEEE float): the lanes
	     merge with +.  */
	  tree_code code = gimple_assign_rhs_code (u);
	  if (code == MINUS_EXPR && gimple_assign_rhs1 (u) == acc)
	    code = PLUS_EXPR;
	  if (!reduction_identity (code, m_arrays[k].type)
	      || get_gimple_rhs_class (code) != GIMPLE_BINARY_RHS
	      || !types_compatible_p (TREE_TYPE (gimple_assign_lhs (u)),
				      m_arrays[k].type))
	    return "an update other than +, -, *, min, max, &, |, ^";
	  tree x = (gimple_assign_rhs1 (u) == acc ? gimple_assign_rhs2 (u)
		    : gimple_assign_rhs1 (u));
	  if (x == acc
	      || (TREE_CODE (x) == SSA_NAME
		  && simd_array_index (SSA_NAME_DEF_STMT (x)) >= 0))
	    return "ACC OP ACC";
	  if (*op != ERROR_MARK && *op != code)
	    return "two different update operations";
	  *op = code;
	  acc = gimple_assign_lhs (u);
	}
      /* The update is ACC = ACC OP X with no other access of the copy
	 in between: each lane's copy ends as its start OP its X's.  */
      gimple_stmt_iterator gsi = gsi_for_stmt (l);
      if (gimple_bb (s) == gimple_bb (l))
	for (gsi_next (&gsi); gsi_stmt (gsi) != s; gsi_next (&gsi))
	  if (simd_array_index (gsi_stmt (gsi)) == (int) k)
	    return "another access inside one update";
      paired.add (s);
    }
  for (gimple *s : accesses)
    if (gimple_vdef (s) && !paired.contains (s))
      return "set to something other than ACC OP X";
  if (*op == ERROR_MARK)
    return "never read";

  return NULL;
}

/* The private form of array K: null, or why not.  Sets read_after.  */
const char *
simd_vectorizer::check_private (unsigned k, const vec<gimple *> &accesses)
{
  tree decl = m_arrays[k].decl;
  bool full_store = false;
  for (gimple *l : accesses)
    {
      basic_block bb = gimple_bb (l);
      if (gimple_vdef (l))
	{
	  full_store |= full_block (bb);
	  continue;
	}
      bool written = false;
      for (gimple *s : accesses)
	if (gimple_vdef (s) && gimple_bb (s) != bb
	    && dominated_by_p (CDI_DOMINATORS, bb, gimple_bb (s)))
	  written = true;
      for (gimple_stmt_iterator gsi = gsi_for_stmt (l); !written;)
	{
	  gsi_prev (&gsi);
	  if (gsi_end_p (gsi))
	    break;
	  written = (gimple_vdef (gsi_stmt (gsi))
		     && simd_array_index (gsi_stmt (gsi)) == (int) k);
	}
      if (!written)
	return "read before it is written in an iteration";
    }
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    if (!flow_bb_inside_loop_p (m_loop, bb))
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt) || gimple_clobber_p (stmt)
	      || stmt_simd_array (stmt) != decl)
	    continue;
	  /* Anything but a store or a memset may read it (GCC's copy-out
	     of a lastprivate, maybe vectorized).  */
	  if (!(is_gimple_assign (stmt) && gimple_vdef (stmt)
		&& !gimple_assign_load_p (stmt))
	      && !gimple_call_builtin_p (stmt, BUILT_IN_MEMSET))
	    m_arrays[k].read_after = true;
	}
  if (m_arrays[k].read_after && !full_store)
    return "a lastprivate not written by every lane";
  return NULL;
}

/* Find the omp simd arrays of the loop and recognise each as a
   reduction or a private (m_arrays); null, or why the loop is refused.
   Needs the dominators and post-dominators; changes nothing.  */
const char *
simd_vectorizer::check_simd_arrays ()
{
  auto_vec<std::pair<gimple *, unsigned> > accesses;
  basic_block *body = get_loop_body (m_loop);
  const char *why = NULL;
  for (unsigned i = 0; i < m_loop->num_nodes && !why; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !why; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree decl = is_gimple_debug (stmt) ? NULL_TREE : stmt_simd_array (stmt);
	if (!decl)
	  continue;
	bool store = is_gimple_assign (stmt) && gimple_vdef (stmt);
	if (!is_gimple_assign (stmt) || !gimple_vuse (stmt)
	    || !lane0_ref_p (store ? gimple_assign_lhs (stmt)
			     : gimple_assign_rhs1 (stmt), decl)
	    || (!store && TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME))
	  why = "an omp simd array used other than as its element 0 (its"
		" address taken?)";
	else if (inner_of (body[i]))
	  why = "an omp simd array accessed in an inner loop";
	else
	  {
	    unsigned k;
	    for (k = 0; k < m_arrays.length (); k++)
	      if (m_arrays[k].decl == decl)
		break;
	    if (k == m_arrays.length ())
	      {
		simd_array a;
		a.decl = decl;
		a.type = TREE_TYPE (TREE_TYPE (decl));
		a.ref = unshare_expr (store ? gimple_assign_lhs (stmt)
				      : gimple_assign_rhs1 (stmt));
		/* Lane widths are chosen later (choose_types): a 64-bit
		   element makes the loop's lanes 64 bits wide
		   (needs_wide_lanes).  */
		machine_mode em = TYPE_MODE (a.type);
		if ((!INTEGRAL_TYPE_P (a.type)
		     && !SCALAR_FLOAT_TYPE_P (a.type))
		    || TREE_CODE (a.type) == BOOLEAN_TYPE
		    || (em != SImode && em != SFmode && em != DImode
			&& em != DFmode))
		  why = "an omp simd array whose element is not a 32- or"
			" 64-bit int or float (an 8/16-bit reduction or"
			" private?)";
		m_arrays.safe_push (a);
	      }
	    accesses.safe_push (std::make_pair (stmt, k));
	  }
      }
  free (body);
  /* The copies live in registers in the vector loop: no other access
     of the body may touch the arrays.  */
  body = get_loop_body (m_loop);
  for (unsigned i = 0; i < m_loop->num_nodes && !why; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !why; gsi_next (&gsi))
      if (gimple_vuse (gsi_stmt (gsi))
	  && simd_array_index (gsi_stmt (gsi)) < 0)
	for (simd_array &a : m_arrays)
	  if (stmt_may_clobber_ref_p (gsi_stmt (gsi), a.ref)
	      || ref_maybe_used_by_stmt_p (gsi_stmt (gsi), a.ref))
	    why = "an access in the body may touch an omp simd array";
  free (body);
  for (unsigned k = 0; k < m_arrays.length () && !why; k++)
    {
      auto_vec<gimple *> mine;
      for (auto &a : accesses)
	if (a.second == k)
	  mine.safe_push (a.first);
      tree_code op;
      const char *why_red = check_reduction (k, mine, &op);
      const char *why_priv = why_red ? check_private (k, mine) : NULL;
      if (!why_red)
	m_arrays[k].op = op;
      else if (why_priv)
	{
	  /* Both reasons: the clause is not visible here.  GC memory is
	     not collected before the pass has dumped the reason.  */
	  char *r = concat ("an omp simd array neither a reduction (",
			    why_red, ") nor a private (", why_priv, ")",
			    NULL);
	  why = ggc_strdup (r);
	  free (r);
	}
    }
  return why;
}

/* In front of the vector loop (VPRE) and in its header VHEAD, entered
   by VENTER: each array's vector of lane copies, ACC = PHI <ACC0, ...>.  */
void
simd_vectorizer::open_simd_arrays (basic_block vpre, basic_block vhead,
				   edge venter)
{
  basic_block cur = m_cur;
  m_cur = vpre;
  for (simd_array &a : m_arrays)
    {
      tree vt = vectype_for (a.type);
      tree init = build_zero_cst (vt);
      if (a.op != ERROR_MARK)
	{
	  /* Lane 0 goes on from D[0], the others start at the identity.  */
	  tree d0 = make_ssa_name (a.type);
	  gimple *g = gimple_build_assign (d0, unshare_expr (a.ref));
	  gimple_set_vuse (g, gimple_vop (m_fn));
	  emit (g);
	  init = emit_assign (vt, BIT_INSERT_EXPR,
			      build_vector_from_val
				(vt, reduction_identity (a.op, a.type)),
			      d0, bitsize_zero_node);
	}
      a.phi = create_phi_node (make_ssa_name (vt), vhead);
      add_phi_arg (a.phi, init, venter, m_note->locus);
      a.cur = gimple_phi_result (a.phi);
    }
  m_cur = cur;
}

/* A load or store of array K's element 0 in BB, a block of the body.  */
void
simd_vectorizer::emit_simd_array_access (gimple *stmt, basic_block bb,
					 int k)
{
  simd_array &a = m_arrays[k];
  if (gimple_vdef (stmt))
    {
      tree *m = m_bmask.get (bb);
      a.cur = mask_select (m ? *m : NULL_TREE,
			   vector_of (gimple_assign_rhs1 (stmt)), a.cur);
      m_note->vector++;
    }
  else
    set_vector (gimple_assign_lhs (stmt), a.cur, false);
}

/* Lane J of the vector V of TYPE elements.  */
static tree
lane_of (tree v, tree type, int j)
{
  HOST_WIDE_INT bits = tree_to_shwi (TYPE_SIZE (type));
  return build3 (BIT_FIELD_REF, type, v, TYPE_SIZE (type),
		 bitsize_int (j * bits));
}

/* The vector loop's back edge VBACK: the copies go round; its exit
   VOUT: the lanes merged (reductions) or the last lane's copy
   (lastprivates) stored to element 0 for the scalar loop and GCC's code
   after it.  */
void
simd_vectorizer::close_simd_arrays (edge vback, edge vout)
{
  bool store = false;
  for (simd_array &a : m_arrays)
    {
      add_phi_arg (a.phi, a.cur, vback, m_note->locus);
      store |= a.op != ERROR_MARK || a.read_after;
    }
  if (!store)
    return;
  m_cur = split_edge (vout);
  /* Loop-closed SSA: what the join's PHIs take from the vector loop
     now passes this block, and leaves the loop by a PHI here.  */
  edge xe = single_succ_edge (m_cur);
  for (gphi_iterator gsi = gsi_start_phis (xe->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree arg = PHI_ARG_DEF_FROM_EDGE (gsi.phi (), xe);
      if (TREE_CODE (arg) != SSA_NAME || virtual_operand_p (arg))
	continue;
      gphi *lc = create_phi_node (copy_ssa_name (arg), m_cur);
      add_phi_arg (lc, arg, single_pred_edge (m_cur), m_note->locus);
      SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (gsi.phi (), xe),
	       gimple_phi_result (lc));
    }
  for (simd_array &a : m_arrays)
    {
      if (a.op == ERROR_MARK && !a.read_after)
	continue;
      /* Loop-closed SSA: the copies leave the vector loop by a PHI.  */
      gphi *lc = create_phi_node (make_ssa_name (TREE_TYPE (a.cur)), m_cur);
      add_phi_arg (lc, a.cur, single_pred_edge (m_cur), m_note->locus);
      a.cur = gimple_phi_result (lc);
      tree r;
      if (a.op == ERROR_MARK)
	{
	  r = make_ssa_name (a.type);
	  emit (gimple_build_assign (r, lane_of (a.cur, a.type, m_vf - 1)));
	}
      else
	{
	  /* Lane 0 OP lane 1 OP ...; integer + and * in unsigned.  */
	  tree ct = a.type;
	  if (INTEGRAL_TYPE_P (ct) && TYPE_OVERFLOW_UNDEFINED (ct)
	      && (a.op == PLUS_EXPR || a.op == MULT_EXPR))
	    ct = unsigned_type_for (ct);
	  r = NULL_TREE;
	  for (int j = 0; j < m_vf; j++)
	    {
	      tree l = make_ssa_name (a.type);
	      emit (gimple_build_assign (l, lane_of (a.cur, a.type, j)));
	      if (ct != a.type)
		l = emit_assign (ct, NOP_EXPR, l);
	      r = r ? emit_assign (ct, a.op, r, l) : l;
	    }
	  if (ct != a.type)
	    r = emit_assign (a.type, NOP_EXPR, r);
	}
      gimple *g = gimple_build_assign (unshare_expr (a.ref), r);
      gimple_set_vuse (g, gimple_vop (m_fn));
      gimple_set_vdef (g, gimple_vop (m_fn));
      emit (g);
    }
}

} // namespace vect_impl
} // namespace qprop
