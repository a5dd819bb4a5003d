/* qprop-vectorize, value shapes: for each SSA name of the loop, whether
   it is the same in every lane (uniform), lane 0's value plus a constant
   stride times the lane number (affine), or anything (varying), computed
   to a fixed point over the loop body.  The shapes decide each value's
   vector form (see vectorize.cc).  Changes nothing.  */

#include "gcc-includes.h"
#include "tree-chrec.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimplify-me.h"
#include "builtins.h"
#include "internal-fn.h"
#include "attribs.h"
#include "tree-ssa-loop-niter.h"
#include "rtl.h"
#include "target.h"
#include "host/vectorize-impl.h"

namespace qprop {
namespace vect_impl {

/* The shape of operand OP.  */
shape
simd_vectorizer::shape_of (tree op) const
{
  shape sh;
  if (TREE_CODE (op) == VIEW_CONVERT_EXPR || TREE_CODE (op) == REALPART_EXPR
      || TREE_CODE (op) == IMAGPART_EXPR || TREE_CODE (op) == BIT_FIELD_REF)
    {
      /* A wrapped name (VIEW_CONVERT_EXPR <int> (_6) in an omp declare
	 simd clone): uniform only if the name is; an affine one is not
	 affine once reinterpreted.  */
      if (shape_of (TREE_OPERAND (op, 0)).kind != SH_UNIFORM)
	sh.kind = SH_VARYING;
      return sh;
    }
  if (TREE_CODE (op) != SSA_NAME)
    {
      /* A reinterpretation or a part of a register (the mask test of an
	 inbranch simd clone's own loop, VIEW_CONVERT_EXPR <int> (m_1)):
	 as uniform as what it reads, and varying otherwise.  */
      if (TREE_CODE (op) == VIEW_CONVERT_EXPR
	  || TREE_CODE (op) == REALPART_EXPR
	  || TREE_CODE (op) == IMAGPART_EXPR
	  || TREE_CODE (op) == BIT_FIELD_REF)
	{
	  if (shape_of (TREE_OPERAND (op, 0)).kind != SH_UNIFORM)
	    sh.kind = SH_VARYING;
	  return sh;
	}
      /* An address may hold SSA names (&p_1->f): varying ones make it
	 varying, uniform ones leave it uniform; affine ones are rare
	 enough to call varying.  */
      if (TREE_CODE (op) == ADDR_EXPR)
	{
	  tree base = get_base_address (TREE_OPERAND (op, 0));
	  if (base && TREE_CODE (base) == MEM_REF
	      && shape_of (TREE_OPERAND (base, 0)).kind != SH_UNIFORM)
	    sh.kind = SH_VARYING;
	}
      /* A register view of a name (VIEW_CONVERT_EXPR <int> (f_1) in the
	 masked clone of an `omp declare simd' function): uniform only
	 with the name; an affine name is called varying.  */
      else if ((TREE_CODE (op) == VIEW_CONVERT_EXPR
		|| TREE_CODE (op) == REALPART_EXPR
		|| TREE_CODE (op) == IMAGPART_EXPR
		|| TREE_CODE (op) == BIT_FIELD_REF)
	       && TREE_CODE (TREE_OPERAND (op, 0)) == SSA_NAME
	       && shape_of (TREE_OPERAND (op, 0)).kind != SH_UNIFORM)
	sh.kind = SH_VARYING;
      return sh;
    }
  if (const shape *known = const_cast<hash_map<tree, shape> &>
			     (m_shapes).get (op))
    return *known;
  return sh;
}

/* Record SH for NAME; whether it changed.  Shapes only rise.  */
bool
simd_vectorizer::update_shape (tree name, shape sh)
{
  bool existed;
  shape &old = m_shapes.get_or_insert (name, &existed);
  if (!existed)
    {
      old = sh;
      return sh.kind != SH_UNIFORM;
    }
  shape joined = old;
  if (sh.kind > joined.kind)
    joined = sh;
  else if (sh.kind == SH_AFFINE && joined.kind == SH_AFFINE
	   && sh.stride != joined.stride)
    joined.kind = SH_VARYING;
  else if (sh.kind == joined.kind)
    joined.nowrap = joined.nowrap && sh.nowrap;
  if (joined == old)
    return false;
  old = joined;
  return true;
}

/* The shape of a PHI that is not the candidate's header PHI.  */
shape
simd_vectorizer::phi_shape (gphi *phi)
{
  basic_block bb = gimple_bb (phi);
  class loop *in = inner_of (bb);
  shape sh;
  if (in && in->header == bb)
    {
      /* Carried round an inner loop: as its two arguments.  */
      shape a = shape_of (PHI_ARG_DEF_FROM_EDGE (phi,
						 loop_preheader_edge (in)));
      shape b = shape_of (PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (in)));
      if (a.kind == SH_VARYING || b.kind == SH_VARYING)
	sh.kind = SH_VARYING;
      else if (a.kind == SH_AFFINE && b.kind == SH_AFFINE
	       && a.stride == b.stride)
	sh = a;
      else if (a.kind == SH_UNIFORM && b.kind == SH_UNIFORM)
	;
      else
	sh.kind = SH_VARYING;
      return sh;
    }
  tree first = gimple_phi_arg_def (phi, 0);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      edge e = gimple_phi_arg_edge (phi, i);
      /* Leaves a divergent loop: lanes leave it in different
	 iterations, of it or of any loop it exits with it.  */
      class loop *from = outermost_exited (e);
      if (from && defined_in (arg, from))
	sh.kind = SH_VARYING;
      if (!operand_equal_p (arg, first, 0))
	sh.kind = SH_VARYING;	/* a blend */
    }
  if (sh.kind == SH_UNIFORM)
    sh = shape_of (first);
  return sh;
}

/* The shape of the value STMT defines.  */
shape
simd_vectorizer::stmt_shape (gimple *stmt)
{
  shape sh;
  gassign *as = dyn_cast<gassign *> (stmt);
  if (!as)
    {
      sh.kind = SH_VARYING;
      return sh;
    }
  if (simd_array_index (as) >= 0)
    {
      /* Each lane's own copy of a reduction or private.  */
      sh.kind = SH_VARYING;
      return sh;
    }
  if (gimple_assign_load_p (as))
    {
      /* A load from a uniform address reads the same in every lane.  */
      tree ref = gimple_assign_rhs1 (as);
      bool uniform = true;
      for (tree t = ref; handled_component_p (t) || TREE_CODE (t) == MEM_REF;
	   t = TREE_OPERAND (t, 0))
	for (int i = 1; i < TREE_OPERAND_LENGTH (t); i++)
	  if (TREE_OPERAND (t, i)
	      && shape_of (TREE_OPERAND (t, i)).kind != SH_UNIFORM)
	    uniform = false;
      tree base = get_base_address (ref);
      if (base && TREE_CODE (base) == MEM_REF
	  && shape_of (TREE_OPERAND (base, 0)).kind != SH_UNIFORM)
	uniform = false;
      if (!uniform)
	sh.kind = SH_VARYING;
      return sh;
    }
  enum tree_code code = gimple_assign_rhs_code (as);
  tree lhs = gimple_assign_lhs (as);
  tree type = TREE_TYPE (lhs);
  shape ops[3];
  int nops = gimple_num_ops (as) - 1;
  bool any_affine = false;
  for (int i = 0; i < nops; i++)
    {
      tree op = gimple_op (as, i + 1);
      if (COMPARISON_CLASS_P (op))
	{
	  /* An embedded comparison (COND_EXPR): varying if its operands
	     are not uniform.  */
	  if (shape_of (TREE_OPERAND (op, 0)).kind != SH_UNIFORM
	      || shape_of (TREE_OPERAND (op, 1)).kind != SH_UNIFORM)
	    ops[i].kind = SH_VARYING;
	}
      else
	ops[i] = shape_of (op);
      if (ops[i].kind == SH_VARYING)
	{
	  sh.kind = SH_VARYING;
	  return sh;
	}
      any_affine |= ops[i].kind == SH_AFFINE;
    }
  if (!any_affine)
    return sh;
  /* Affine operands: the operations that keep them affine.  */
  bool exact = (POINTER_TYPE_P (type) || TYPE_OVERFLOW_UNDEFINED (type)
		|| TYPE_PRECISION (type) >= POINTER_SIZE);
  bool nowrap = exact;
  for (int i = 0; i < nops; i++)
    if (ops[i].kind == SH_AFFINE)
      nowrap &= ops[i].nowrap;
  sh.kind = SH_AFFINE;
  sh.nowrap = nowrap;
  switch (code)
    {
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      sh.stride = ops[0].stride + ops[1].stride;
      break;
    case MINUS_EXPR:
      sh.stride = ops[0].stride - ops[1].stride;
      break;
    case NEGATE_EXPR:
      sh.stride = -ops[0].stride;
      break;
    case MULT_EXPR:
      {
	tree c = gimple_assign_rhs2 (as);
	HOST_WIDE_INT s = ops[0].stride;
	if (ops[0].kind != SH_AFFINE)
	  {
	    c = gimple_assign_rhs1 (as);
	    s = ops[1].stride;
	  }
	if (TREE_CODE (c) != INTEGER_CST || !tree_fits_shwi_p (c)
	    || abs_hwi (tree_to_shwi (c)) > (1 << 20)
	    || abs_hwi (s) > (1 << 20))
	  sh.kind = SH_VARYING;
	else
	  sh.stride = s * tree_to_shwi (c);
	break;
      }
    CASE_CONVERT:
      {
	tree from = TREE_TYPE (gimple_assign_rhs1 (as));
	if (!(INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
	    || !(INTEGRAL_TYPE_P (from) || POINTER_TYPE_P (from)))
	  sh.kind = SH_VARYING;
	else if (TYPE_PRECISION (type) > TYPE_PRECISION (from))
	  {
	    /* Widening keeps the form only for exact values.  */
	    if (!ops[0].nowrap || TYPE_UNSIGNED (from))
	      sh.kind = SH_VARYING;
	    else
	      {
		sh.stride = ops[0].stride;
		sh.nowrap = true;
	      }
	  }
	else
	  {
	    /* Same precision or narrowing: lane values wrap together.  */
	    sh.stride = ops[0].stride;
	    sh.nowrap = (TYPE_PRECISION (type) == TYPE_PRECISION (from)
			 && ops[0].nowrap && exact);
	  }
	break;
      }
    case SSA_NAME:
      sh = ops[0];
      break;
    default:
      sh.kind = SH_VARYING;
    }
  if (sh.kind == SH_AFFINE && sh.stride == 0)
    sh.kind = SH_UNIFORM;
  return sh;
}

/* Shapes of every name of the loop, to a fixed point.  */
void
simd_vectorizer::compute_shapes ()
{
  basic_block *body = get_loop_body (m_loop);
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = 0; i < m_loop->num_nodes; i++)
	{
	  basic_block bb = body[i];
	  if (bb != m_loop->header)
	    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
		 gsi_next (&gsi))
	      if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
		changed |= update_shape (gimple_phi_result (gsi.phi ()),
					 phi_shape (gsi.phi ()));
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gimple *stmt = gsi_stmt (gsi);
	      tree lhs = gimple_get_lhs (stmt);
	      if (lhs && TREE_CODE (lhs) == SSA_NAME)
		changed |= update_shape (lhs, stmt_shape (stmt));
	    }
	}
    }
  free (body);
}

} // namespace vect_impl
} // namespace qprop
