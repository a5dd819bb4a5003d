/* qprop-vectorize, calls (issue 35 item 5): how a call in the body of a
   candidate loop becomes vector code.  Three forms, tried in this order:

   1. One vector statement.  A const call to an internal function, or to
      a built-in with an associated internal function (sqrtf, floorf,
      fminf, copysignf...: associated_internal_fn), whose vector form
      the target implements for the loop's vector type
      (direct_internal_fn_supported_p), with every argument of the
      result's type: `.SQRT (v)' on the VF lanes.  Lanes whose mask is
      clear compute a value nobody keeps; a floating-point operation
      there only raises flags, as in every masked vector code (the
      same policy as arithmetic, vectorize.cc).  Whether sqrtf is const
      is GCC's business: under -fmath-errno it sets errno and is not,
      and falls through to the forms below.

   2. A simd clone.  `#pragma omp declare simd' on a function, and the
      `simd' attribute glibc's math headers put on expf, sinf... under
      -ffast-math (libmvec), make GCC create clones (ipa simdclone, long
      before this pass) listed in cgraph_node::get (fndecl)->simd_clones:
      each has a simdlen, is inbranch (a trailing mask argument) or not,
      a vector ISA (the mangling letter; targetm.simd_clone.usable says
      whether the function's ISA has it and how well it fits), and a
      kind per argument.  A clone is usable here when its simdlen is the
      loop's VF, it passes masks as vectors (not AVX-512 mask
      registers), every vector argument, its mask and its result are one
      vector of VF lanes of its value's width (a double clone, libmvec's
      _ZGVdN4v_exp or a `declare simd' function on doubles, takes V4DF
      at AVX2 in a loop of 64-bit lanes), each uniform argument is
      uniform in the loop, and each linear argument is an integer whose
      affine stride in the loop is the clone's step.  A call in a block that every
      lane runs may use either kind (preferring notinbranch); a call in
      a block some lanes skip needs an inbranch clone, given the block's
      mask as all-ones / zero lanes (the clone tests each lane's bits
      against zero).  The best usable clone by the target's ranking is
      called once.

   3. One scalar call per active lane.  A const or pure call that cannot
      loop forever (not ECF_LOOPING_CONST_OR_PURE), with a result: for
      each lane J in lane order, lane J's arguments are extracted, and
      under a partial mask the call is branched round when J's mask bit
      is clear (as the lane-by-lane loads of vectorize-emit-memory.cc);
      the results are inserted into a vector, clear lanes reading zero.
      No lane whose mask is clear calls the function.

   Anything else refuses the loop with the reason in the dump: calls
   with side effects and no usable clone, indirect calls, calls with a
   static chain, calls that may throw, return twice or not return,
   results or lane-varying arguments that are neither 32- nor 64-bit
   (a 64-bit one makes the loop's lanes 64 bits wide:
   vectorize-types.cc).

   Worked example, at -O3 -march=x86-64-v3 -fno-math-errno (VF 8):

     float f (float) __attribute__ ((pure));
     #pragma omp simd
     for (i = 0; i < n; i++)
       if (x[i] > 0)
	 y[i] = sqrtf (x[i]) + f (x[i]);

   sqrtf is const and IFN_SQRT has a V8SF form: one `.SQRT (vx)' under
   the arm's mask (the lanes with x[i] <= 0 compute a NaN nobody keeps).
   f is pure with no clone: eight scalar calls, each behind a test of
   its lane's mask bit.  The dump line counts calls=2 (both), clones=0,
   and lanes=1 (the per-lane call).  */

#include "gcc-includes.h"
#include "cgraph.h"
#include "builtins.h"
#include "internal-fn.h"
#include "rtl.h"
#include "target.h"
#include "host/vectorize-impl.h"

namespace qprop {
namespace vect_impl {

namespace {

/* A scalar call, in units of one simple operation (the call, the
   argument moves, the saved registers).  */
const int CALL_COST = 8;

/* The internal function CALL computes, or IFN_LAST.  */
internal_fn
call_internal_fn (gcall *call)
{
  if (gimple_call_internal_p (call))
    return gimple_call_internal_fn (call);
  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return associated_internal_fn (fndecl);
  return IFN_LAST;
}

/* Whether TYPE is a vector of VF lanes of BITS bits (32 or 64).  */
bool
lanes_vector_p (tree type, int vf, unsigned HOST_WIDE_INT bits)
{
  return (type && VECTOR_TYPE_P (type)
	  && known_eq (TYPE_VECTOR_SUBPARTS (type), (unsigned) vf)
	  && tree_fits_uhwi_p (TYPE_SIZE (TREE_TYPE (type)))
	  && tree_to_uhwi (TYPE_SIZE (TREE_TYPE (type))) == bits
	  && (bits == 32 || bits == 64));
}

/* The width of TYPE's values in bits.  */
unsigned HOST_WIDE_INT
type_bits (tree type)
{
  return tree_to_uhwi (TYPE_SIZE (type));
}

} // anon namespace

/* What CALL costs in the scalar loop.  */
int
scalar_call_cost (gcall *call)
{
  internal_fn ifn = call_internal_fn (call);
  tree lhs = gimple_call_lhs (call);
  /* sqrtf and the like are one instruction where the target has them.  */
  if (ifn != IFN_LAST && lhs && direct_internal_fn_p (ifn)
      && vectorizable_internal_fn_p (ifn)
      && direct_internal_fn_supported_p (ifn, TREE_TYPE (lhs),
					 OPTIMIZE_FOR_SPEED))
    return 1;
  return CALL_COST;
}

/* Whether simd clone C of CALL's function fits the loop: see the
   comment at the top.  FULL says that every lane runs the call.  */
bool
simd_vectorizer::clone_fits (gcall *call, cgraph_node *c, bool full)
{
  cgraph_simd_clone *sc = c->simdclone;
  unsigned nargs = gimple_call_num_args (call);
  if (!sc || !known_eq (sc->simdlen, (unsigned) m_vf)
      || sc->mask_mode != VOIDmode || (!full && !sc->inbranch)
      || sc->nargs != nargs + sc->inbranch)
    return false;
  tree fntype = TREE_TYPE (c->decl);
  tree lhs = gimple_call_lhs (call);
  /* The result's lanes are the call's value's width (double: V4DF for
     libmvec's _ZGVdN4v_exp at AVX2, V2DF for _ZGVbN2v_exp at SSE2).  */
  if (lhs && !lanes_vector_p (TREE_TYPE (fntype), m_vf,
			      type_bits (TREE_TYPE (lhs))))
    return false;
  tree parm = TYPE_ARG_TYPES (fntype);
  for (unsigned i = 0; i < nargs; i++, parm = TREE_CHAIN (parm))
    {
      if (!parm)
	return false;
      tree ptype = TREE_VALUE (parm);
      tree arg = gimple_call_arg (call, i);
      shape sh = shape_of (arg);
      switch (sc->args[i].arg_type)
	{
	case SIMD_CLONE_ARG_TYPE_UNIFORM:
	  if (sh.kind != SH_UNIFORM
	      || !useless_type_conversion_p (ptype, TREE_TYPE (arg)))
	    return false;
	  break;
	case SIMD_CLONE_ARG_TYPE_VECTOR:
	  if (!lane_type_ok (TREE_TYPE (arg))
	      || !lanes_vector_p (ptype, m_vf, type_bits (TREE_TYPE (arg)))
	      || TREE_CODE (TREE_TYPE (arg)) == BOOLEAN_TYPE)
	    return false;
	  break;
	case SIMD_CLONE_ARG_TYPE_LINEAR_CONSTANT_STEP:
	  /* Lane 0's value is passed; the clone adds the step per lane.  */
	  if (!INTEGRAL_TYPE_P (TREE_TYPE (arg))
	      || !useless_type_conversion_p (ptype, TREE_TYPE (arg))
	      || !(sh.kind == SH_AFFINE
		   ? sh.stride == sc->args[i].linear_step
		   : sh.kind == SH_UNIFORM && sc->args[i].linear_step == 0))
	    return false;
	  break;
	default:
	  /* Linear references, variable steps: later work.  */
	  return false;
	}
    }
  /* The mask, one lane of 32 or 64 bits each (the clone's
     characteristic type); a 32-bit mask in a loop of 64-bit lanes is
     narrowed (mask_to).  */
  if (sc->inbranch
      && (!parm
	  || !(lanes_vector_p (TREE_VALUE (parm), m_vf, 32)
	       || lanes_vector_p (TREE_VALUE (parm), m_vf, m_lane_bits))))
    return false;
  return targetm.simd_clone.usable (c) >= 0;
}

/* The best simd clone of CALL's function for the loop, or null.  */
cgraph_node *
simd_vectorizer::find_clone (gcall *call, bool full)
{
  tree fndecl = gimple_call_fndecl (call);
  cgraph_node *node = fndecl ? cgraph_node::get (fndecl) : NULL;
  if (!node || !targetm.simd_clone.usable)
    return NULL;
  cgraph_node *best = NULL;
  int best_rank = INT_MAX;
  for (cgraph_node *c = node->simd_clones; c; c = c->simdclone->next_clone)
    if (clone_fits (call, c, full))
      {
	/* The target's ranking, then a mask the call does not need.  */
	int rank = 2 * targetm.simd_clone.usable (c)
		   + (full && c->simdclone->inbranch);
	if (rank < best_rank)
	  {
	    best = c;
	    best_rank = rank;
	  }
      }
  return best;
}

/* Whether CALL can be emitted, and how (m_calls); null if so, else why
   not.  */
const char *
simd_vectorizer::check_call (gcall *call)
{
  basic_block bb = gimple_bb (call);
  bool full = full_block (bb);
  tree lhs = gimple_call_lhs (call);
  int flags = gimple_call_flags (call);
  if (stmt_could_throw_p (m_fn, call))
    return "a call that may throw";
  if (flags & (ECF_RETURNS_TWICE | ECF_NORETURN))
    return "a call that returns twice or never";
  if (gimple_call_chain (call))
    return "a call with a static chain (a nested function)";
  if (lhs && (TREE_CODE (lhs) != SSA_NAME
	      || !lane_type_ok (TREE_TYPE (lhs))
	      || TREE_CODE (TREE_TYPE (lhs)) == BOOLEAN_TYPE))
    return "a call whose result is not a 32- or 64-bit value";
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (!is_gimple_reg_type (TREE_TYPE (arg)))
	return "a call with an aggregate argument";
      if (shape_of (arg).kind != SH_UNIFORM
	  && (!lane_type_ok (TREE_TYPE (arg))
	      || TREE_CODE (TREE_TYPE (arg)) == BOOLEAN_TYPE))
	return "a call with a lane-varying argument that is not a 32- or"
	       " 64-bit value";
    }
  call_plan plan;
  bool cheap = ((flags & (ECF_CONST | ECF_PURE))
		&& !(flags & ECF_LOOPING_CONST_OR_PURE));

  /* 1: one vector statement.  */
  internal_fn ifn = call_internal_fn (call);
  if (lhs && (flags & ECF_CONST) && cheap && ifn != IFN_LAST
      && direct_internal_fn_p (ifn) && vectorizable_internal_fn_p (ifn))
    {
      bool same = true;
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	if (!types_compatible_p (TREE_TYPE (gimple_call_arg (call, i)),
				 TREE_TYPE (lhs)))
	  same = false;
      if (same && direct_internal_fn_supported_p
		    (ifn, vectype_for (TREE_TYPE (lhs)), OPTIMIZE_FOR_SPEED))
	{
	  plan.kind = CALL_VECTOR;
	  plan.ifn = ifn;
	  m_calls.put (call, plan);
	  return NULL;
	}
    }
  if (gimple_call_internal_p (call))
    return "an internal function with no vector form on the target";
  if (!gimple_call_fndecl (call))
    return "an indirect call";

  /* 2: a simd clone.  */
  if (cgraph_node *c = find_clone (call, full))
    {
      plan.kind = CALL_CLONE;
      plan.clone = c;
      m_calls.put (call, plan);
      return NULL;
    }

  /* 3: one call per active lane.  */
  if (cheap && lhs)
    {
      plan.kind = CALL_LANES;
      m_calls.put (call, plan);
      return NULL;
    }
  if (cheap)
    return "a const or pure call whose value is unused";
  return full ? "a call with side effects and no usable simd clone"
	      : "a call with side effects under a mask and no usable"
		" inbranch simd clone";
}

/* What CALL of block BB costs in one vector iteration.  */
int
simd_vectorizer::call_cost (gcall *call, basic_block bb)
{
  const call_plan &plan = *m_calls.get (call);
  switch (plan.kind)
    {
    case CALL_VECTOR:
      return 1;
    case CALL_CLONE:
      return CALL_COST + plan.clone->simdclone->inbranch;
    default:
      /* Per lane: the argument extracts, the call, the insert, and a
	 branch under a partial mask.  */
      return m_vf * (CALL_COST + gimple_call_num_args (call) + 1
		     + !full_block (bb));
    }
}

/* Lane J of the vector VEC of TYPE's elements (32 or 64 bits).  */
static tree
lane_of (simd_vectorizer *v, tree vec, tree type, int j)
{
  tree x = make_ssa_name (type);
  unsigned HOST_WIDE_INT bits = type_bits (type);
  v->emit (gimple_build_assign (x, build3 (BIT_FIELD_REF, type, vec,
					   bitsize_int (bits),
					   bitsize_int (bits * j))));
  return x;
}

/* CALL of block BB as planned (check_call).  */
void
simd_vectorizer::emit_call (gcall *call, basic_block bb)
{
  const call_plan &plan = *m_calls.get (call);
  tree lhs = gimple_call_lhs (call);
  tree mask = *m_bmask.get (bb);
  unsigned nargs = gimple_call_num_args (call);
  m_note->calls++;
  if (plan.kind == CALL_VECTOR)
    {
      tree vt = vectype_for (TREE_TYPE (lhs));
      auto_vec<tree> args;
      for (unsigned i = 0; i < nargs; i++)
	args.safe_push (emit_view (vt, vector_of (gimple_call_arg (call, i))));
      gcall *g = gimple_build_call_internal_vec (plan.ifn, args);
      tree res = make_ssa_name (vt);
      gimple_call_set_lhs (g, res);
      gimple_set_location (g, gimple_location (call));
      emit (g);
      set_vector (lhs, res, false);
      return;
    }
  if (plan.kind == CALL_CLONE)
    {
      cgraph_node *c = plan.clone;
      tree fntype = TREE_TYPE (c->decl);
      tree parm = TYPE_ARG_TYPES (fntype);
      auto_vec<tree> args;
      for (unsigned i = 0; i < nargs; i++, parm = TREE_CHAIN (parm))
	{
	  tree arg = gimple_call_arg (call, i);
	  if (c->simdclone->args[i].arg_type == SIMD_CLONE_ARG_TYPE_VECTOR)
	    args.safe_push (emit_view (TREE_VALUE (parm), vector_of (arg)));
	  else
	    args.safe_push (remap (arg));
	}
      if (c->simdclone->inbranch)
	{
	  tree mt = TREE_VALUE (parm);
	  tree mi = (type_bits (TREE_TYPE (mt)) == (unsigned) m_lane_bits
		     ? m_vec_int : int32_lanes (1));
	  /* The clone takes its mask as all-ones / zero lanes of its own
	     width: a mask register becomes such lanes by a select.  */
	  tree mv = NULL_TREE;
	  if (mask && m_kmask)
	    mv = emit_assign (mi, VEC_COND_EXPR, mask_to (mask, mi),
			      build_minus_one_cst (mi), build_zero_cst (mi));
	  else if (mask)
	    mv = emit_view (mi, mask_to (mask, mt));
	  args.safe_push (mask ? emit_view (mt, mv)
			  : build_minus_one_cst (mt));
	}
      gcall *g = gimple_build_call_vec (c->decl, args);
      if (gimple_vuse (call))
	gimple_set_vuse (g, gimple_vop (m_fn));
      if (gimple_vdef (call))
	gimple_set_vdef (g, gimple_vop (m_fn));
      gimple_set_location (g, gimple_location (call));
      tree res = lhs ? make_ssa_name (TREE_TYPE (fntype)) : NULL_TREE;
      if (res)
	gimple_call_set_lhs (g, res);
      emit (g);
      if (res)
	set_vector (lhs, emit_view (vectype_for (TREE_TYPE (lhs)), res),
		    false);
      m_note->clones++;
      m_new_calls = true;
      return;
    }

  /* Per lane, in lane order; see emit_lanes.  */
  tree elt = TREE_TYPE (lhs);
  tree vt = vectype_for (elt);
  auto_vec<tree> vargs;
  for (unsigned i = 0; i < nargs; i++)
    {
      tree arg = gimple_call_arg (call, i);
      vargs.safe_push (shape_of (arg).kind == SH_UNIFORM ? NULL_TREE
		       : vector_of (arg));
    }
  tree mint = mask ? mask_ints (mask) : NULL_TREE;
  tree res = build_zero_cst (vt);
  class loop *owner = m_cur->loop_father;
  for (int j = 0; j < m_vf; j++)
    {
      edge skip = NULL, done = NULL;
      basic_block join = NULL;
      if (mint)
	{
	  tree mj = lane_of (this, mint, TREE_TYPE (m_vec_int), j);
	  emit (gimple_build_cond (NE_EXPR, mj, build_zero_cst (TREE_TYPE (mj)),
				   NULL_TREE, NULL_TREE));
	  basic_block from = m_cur;
	  basic_block lane_bb = new_block (owner);
	  join = new_block (owner);
	  make_edge (from, lane_bb, EDGE_TRUE_VALUE);
	  skip = make_edge (from, join, EDGE_FALSE_VALUE);
	  done = make_edge (lane_bb, join, EDGE_FALLTHRU);
	  m_cur = lane_bb;
	}
      gcall *g = as_a<gcall *> (gimple_copy (call));
      for (unsigned i = 0; i < nargs; i++)
	{
	  tree arg = gimple_call_arg (call, i);
	  gimple_call_set_arg (g, i, vargs[i]
			       ? lane_of (this, vargs[i], TREE_TYPE (arg), j)
			       : remap (arg));
	}
      tree vj = make_ssa_name (elt);
      gimple_call_set_lhs (g, vj);
      if (gimple_vuse (call))
	gimple_set_vuse (g, gimple_vop (m_fn));
      emit (g);
      if (mint)
	{
	  m_cur = join;
	  gphi *phi = create_phi_node (make_ssa_name (elt), join);
	  add_phi_arg (phi, vj, done, UNKNOWN_LOCATION);
	  add_phi_arg (phi, build_zero_cst (elt), skip, UNKNOWN_LOCATION);
	  vj = gimple_phi_result (phi);
	}
      res = emit_assign (vt, BIT_INSERT_EXPR, res, vj,
			 bitsize_int (type_bits (elt) * j));
    }
  set_vector (lhs, res, false);
  m_note->lanes++;
  m_new_calls = true;
}

} // namespace vect_impl
} // namespace qprop
