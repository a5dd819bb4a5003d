/* qprop-vectorize, lane widths: loops whose lane values are not all
   32 bits wide (see vectorize.cc for the algorithm).

   The vector factor.  A loop whose lane-varying values are all 32-bit
   (int, unsigned, float) takes VF from the target's preferred SIMD mode
   for 32-bit elements, as the first version did (8 lanes at AVX2).  A
   loop with a lane-varying 64-bit value (double, long, unsigned long)
   takes VF from the preferred mode for 64-bit elements instead (2 lanes
   at SSE2, 4 at AVX2), and every value of the loop gets VF lanes of its
   own width: V4DF in a ymm register next to V4SI in an xmm one at AVX2,
   V2DF next to V2SI at SSE2.  64-bit values that only compute addresses
   (a gather's offsets) do not count: they are never emitted.

   Masks.  The masks of control flow (block and edge masks, live and
   exit masks of inner loops) all have one type, m_mask, of the widest
   lane width (64-bit lanes in such a loop).  A comparison of 32-bit
   values gives a 32-bit mask, widened before it joins them; a blend, a
   masked load or store or a gather of 32-bit values takes the mask
   narrowed to 32-bit lanes.  Both are done with permutations that every
   x86 vector unit has, on the mask seen as 32-bit integers (a mask lane
   is all ones or all zeros, so its low half is the narrow mask and its
   doubled half the wide one):

     widen:   {m0, m1, m2, m3} (V4SI)  ->  {m0,m0, m1,m1, m2,m2, m3,m3}
	      (V8SI, seen as V4DI: vpmovsxdq or vpermd)
     narrow:  {a0,a0', a1,a1', ...} (V4DI as V8SI)  ->  {a0, a1, a2, a3}
	      (the even elements, the low 128 bits)

   With AVX-512 mask registers (vectorize-kmask.cc) a mask is VF bits
   whatever the lane width: both are a VIEW_CONVERT between one-mode
   boolean vectors, which emits nothing.

   The same even-element permutation truncates 64-bit integers to 32
   bits (little-endian: the low half of each lane comes first).

   Conversions between widths (sign and zero extension, int <-> double,
   float <-> double) are single vector statements where the target has
   them (supportable_convert_operation, the vectorizer's own query);
   otherwise the loop is left alone.  (double) of an affine int that does
   not wrap needs none: {(double) i, (double) i + 1, ...} is exact.

   8- and 16-bit values.  A lane-varying unsigned char or short may be
   loaded, stored and converted to or from wider types, nothing else.
   Its vector is a "carrier": VF lanes of int holding its exact value
   (zero- or sign-extended), so that converting it on is a conversion
   from int.  A narrowing conversion converts to int and then truncates
   in the vector (AND with 0xff, or a shift pair for a signed type).
   Loads and stores of such values are done lane by lane (the per-lane
   accesses of vectorize-emit-memory.cc, with each lane's byte converted
   to or from the carrier); under a partial mask a lane whose bit is
   clear does not touch its byte.  A contiguous store that every lane
   makes, of at most 64 bits in all, is packed instead: the carrier seen
   as bytes (or shorts), the lanes' low elements gathered by one
   permutation (pshufb), and one integer store.

   Example, the double-precision Mandelbrot (VF 4 at AVX2):

     _8 = (double) i_43;		 {i, i+1, i+2, i+3} as V4DF, exact
     ... z_re, z_im: V4DF; the inner loop's masks V4DI ...
     _32 = (unsigned char) _28;	 V4DF -> V4SI (vcvttpd2dq), AND 255
     *_31 = _32;			 the four low bytes packed, a 32-bit store

   Analysis functions here change nothing; the emit_ ones build code.  */

#include "gcc-includes.h"
#include "builtins.h"
#include "tree-vector-builder.h"
#include "vec-perm-indices.h"
#include "rtl.h"
#include "target.h"
#include "host/vectorize-impl.h"

/* optabs-tree.h needs insn-opinit.h, which the plugin headers do not
   install; declared here as cc1 defines it.  */
extern bool supportable_convert_operation (enum tree_code, tree, tree,
					   enum tree_code *);
extern bool can_vec_perm_const_p (machine_mode, const vec_perm_indices &,
				  bool);

namespace qprop {
namespace vect_impl {

/* 32 or 64 for an integer or float type of SImode, SFmode, DImode or
   DFmode; 0 otherwise.  */
static int
value_bits (tree type)
{
  if (!INTEGRAL_TYPE_P (type) && !SCALAR_FLOAT_TYPE_P (type))
    return 0;
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    return 0;
  machine_mode mode = TYPE_MODE (type);
  if (mode == SImode || mode == SFmode)
    return 32;
  if (mode == DImode || mode == DFmode)
    return 64;
  return 0;
}

/* Whether TYPE is an 8- or 16-bit integer, kept in a carrier.  */
bool
simd_vectorizer::narrow_type_p (tree type) const
{
  return (INTEGRAL_TYPE_P (type) && TREE_CODE (type) != BOOLEAN_TYPE
	  && (TYPE_MODE (type) == QImode || TYPE_MODE (type) == HImode));
}

/* Whether a 64-bit lane type is allowed: the loop has 64-bit lanes.  */
bool
simd_vectorizer::wide_lane_ok (tree type) const
{
  return m_lane_bits == 64 && value_bits (type) == 64;
}

/* Whether some lane-varying value of the loop other than an address is
   64 bits wide.  */
bool
simd_vectorizer::needs_wide_lanes ()
{
  basic_block *body = get_loop_body (m_loop);
  /* A reduction's or private's 64-bit copies, even where no 64-bit
     value of the body varies (a private set to a constant).  */
  bool wide = false;
  for (const simd_array &a : m_arrays)
    wide |= value_bits (a.type) == 64;
  auto counts = [&] (tree name) {
    tree type = TREE_TYPE (name);
    return (shape_of (name).kind == SH_VARYING && !has_zero_uses (name)
	    && value_bits (type) == 64
	    && !(INTEGRAL_TYPE_P (type) && feeds_address (name, 3)));
  };
  for (unsigned i = 0; i < m_loop->num_nodes && !wide; i++)
    {
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  wide |= counts (gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME)
	    wide |= counts (lhs);
	}
    }
  free (body);
  return wide;
}

/* VF lanes of ELT's mode, or no mode.  */
static machine_mode
lanes_mode (scalar_mode elt, int vf)
{
  opt_machine_mode m = mode_for_vector (elt, vf);
  if (!m.exists () || !targetm.vector_mode_supported_p (m.require ()))
    return VOIDmode;
  return m.require ();
}

/* choose_types for a loop with 64-bit lanes, SAFELEN (at least 2) the
   lanes that may run together.  */
const char *
simd_vectorizer::choose_wide_types (int safelen)
{
  HOST_WIDE_INT vf;
  if (const char *why = lane_count (DImode, DFmode, safelen, &vf))
    return why;
  /* The 64-bit vectors, the 32-bit ones next to them, and the 32-bit
     vector of twice the lanes that the mask conversions permute.  */
  machine_mode di = lanes_mode (DImode, vf), df = lanes_mode (DFmode, vf);
  if (di == VOIDmode || df == VOIDmode
      || lanes_mode (SImode, vf) == VOIDmode
      || lanes_mode (SFmode, vf) == VOIDmode
      || lanes_mode (SImode, 2 * vf) == VOIDmode)
    return "no vector modes for 64-bit lanes and 32-bit ones beside them"
	   " at the lanes allowed";
  m_vf = vf;
  m_lane_bits = 64;
  m_vec_int = build_vector_type_for_mode (long_integer_type_node, di);
  m_vec_float = build_vector_type_for_mode (double_type_node, df);
  m_mask = truth_type_for (m_vec_int);
  if (!VECTOR_MODE_P (TYPE_MODE (m_mask)))
    {
      if (const char *why = check_kmask ())
	return why;
      /* The 32-bit values beside the 64-bit ones must compare into the
	 same mask registers: AVX-512F without VL compares 256-bit vectors
	 into vector masks, and a VIEW_CONVERT between the two is not a
	 conversion (the `e' simd clones of a double function).  */
      machine_mode mm = TYPE_MODE (m_mask);
      if (TYPE_MODE (truth_type_for (int32_lanes (1))) != mm
	  || TYPE_MODE (truth_type_for
			  (build_vector_type_for_mode
			     (float_type_node, lanes_mode (SFmode, vf))))
	     != mm)
	return "32-bit values beside 64-bit ones have other masks than"
	       " the mask registers (AVX-512 without VL)";
    }
  HOST_WIDE_INT bits = GET_MODE_BITSIZE (TYPE_MODE (m_mask)).to_constant ();
  if (!can_compare_p (NE, TYPE_MODE (m_mask), ccp_jump) && bits != 128
      && bits > 64)
    return "no way to test a mask for any lane on this target";
  return NULL;
}

/* The vector type of a lane value of TYPE in a loop with 64-bit lanes,
   or of an 8/16-bit value (its carrier, VF ints) in any loop.  */
tree
simd_vectorizer::vectype_wide (tree type) const
{
  if (narrow_type_p (type))
    type = integer_type_node;
  machine_mode mode = lanes_mode (SCALAR_TYPE_MODE (type), m_vf);
  gcc_assert (mode != VOIDmode);
  if (value_bits (type) == m_lane_bits
      && TYPE_MODE (m_vec_int) == mode
      && TYPE_UNSIGNED (type) == TYPE_UNSIGNED (TREE_TYPE (m_vec_int))
      && INTEGRAL_TYPE_P (type))
    return m_vec_int;
  return build_vector_type_for_mode (TYPE_MAIN_VARIANT (type), mode);
}

/* VF lanes of 32-bit ints, or twice that.  */
tree
simd_vectorizer::int32_lanes (int factor) const
{
  return build_vector_type_for_mode
	   (integer_type_node, lanes_mode (SImode, factor * m_vf));
}

/* The elements of V (VF 64-bit lanes) truncated to 32 bits: the even
   elements of V seen as 2*VF ints, then the low half.  */
tree
simd_vectorizer::emit_truncate64 (tree v)
{
  tree wide = int32_lanes (2);
  tree narrow = int32_lanes (1);
  tree x = emit_view (wide, v);
  vec_perm_builder sel (2 * m_vf, 2 * m_vf, 1);
  for (int j = 0; j < 2 * m_vf; j++)
    sel.quick_push ((2 * j) % (2 * m_vf));
  vec_perm_indices ind (sel, 1, 2 * m_vf);
  tree p = emit_assign (wide, VEC_PERM_EXPR, x, x,
			vec_perm_indices_to_tree (wide, ind));
  tree low = make_ssa_name (narrow);
  emit (gimple_build_assign (low, build3 (BIT_FIELD_REF, narrow, p,
					  TYPE_SIZE (narrow),
					  bitsize_zero_node)));
  return low;
}

/* MASK (of m_mask's type, or null for all lanes) as a mask for values
   of vector type VT.  */
tree
simd_vectorizer::mask_to (tree mask, tree vt)
{
  if (mask && m_kmask)
    return emit_view (truth_type_for (vt), mask);
  if (!mask || m_lane_bits == 32 || TREE_TYPE (mask) != m_mask
      || tree_to_shwi (TYPE_SIZE (TREE_TYPE (vt))) == m_lane_bits)
    return mask;
  return emit_view (truth_type_for (int32_lanes (1)),
		    emit_truncate64 (mask));
}

/* M, a mask of 32-bit lanes in a loop with 64-bit lanes, as m_mask: each
   lane doubled.  */
tree
simd_vectorizer::mask_from (tree m)
{
  if (m_kmask)
    return emit_view (m_mask, m);
  if (m_lane_bits == 32 || TREE_TYPE (m) == m_mask
      || types_compatible_p (TREE_TYPE (m), m_mask))
    return m;
  tree narrow = int32_lanes (1);
  tree wide = int32_lanes (2);
  tree x = emit_view (narrow, m);
  tree both = make_ssa_name (wide);
  emit (gimple_build_assign (both, build_constructor_va (wide, 2, NULL_TREE,
							 x, NULL_TREE, x)));
  vec_perm_builder sel (2 * m_vf, 2 * m_vf, 1);
  for (int j = 0; j < 2 * m_vf; j++)
    sel.quick_push (j / 2);
  vec_perm_indices ind (sel, 1, 2 * m_vf);
  tree p = emit_assign (wide, VEC_PERM_EXPR, both, both,
			vec_perm_indices_to_tree (wide, ind));
  return emit_view (m_mask, p);
}

/* A CODE B on vectors VA and VB, as a mask of m_mask's type.  */
tree
simd_vectorizer::emit_compare (tree_code code, tree va, tree vb)
{
  tree vt = TREE_TYPE (va);
  if (tree_to_shwi (TYPE_SIZE (TREE_TYPE (vt))) == m_lane_bits)
    return emit_assign (m_mask, code, va, vb);
  return mask_from (emit_assign (truth_type_for (vt), code, va, vb));
}

/* Whether TYPE's value can be a lane value: a 32-bit one (every loop), a
   64-bit one (a loop with 64-bit lanes).  */
static bool
convertible (const simd_vectorizer *v, tree type)
{
  return (value_bits (type) == 32 || v->wide_lane_ok (type)
	  || v->narrow_type_p (type)
	  || TREE_CODE (type) == BOOLEAN_TYPE);
}

/* Whether the affine value A converted by FLOAT_EXPR to TYPE is built
   directly, exactly: a 32-bit integer that does not wrap, in double.  */
bool
simd_vectorizer::exact_affine_float (tree a, tree type) const
{
  shape sh = shape_of (a);
  return (sh.kind == SH_AFFINE && sh.nowrap
	  && TYPE_PRECISION (TREE_TYPE (a)) <= 32
	  && TYPE_MODE (type) == DFmode);
}

/* A statement that converts between widths or touches an 8/16-bit value:
   HANDLED set and null if it can be emitted, else why not.  Other
   statements: HANDLED clear (vectorize.cc checks them).  */
const char *
simd_vectorizer::check_width_stmt (gassign *as, bool *handled)
{
  tree_code code = gimple_assign_rhs_code (as);
  tree lt = TREE_TYPE (gimple_assign_lhs (as));
  bool conv = (CONVERT_EXPR_CODE_P (code) || code == FLOAT_EXPR
	       || code == FIX_TRUNC_EXPR);
  *handled = false;
  if (!conv)
    {
      bool narrow = narrow_type_p (lt);
      for (unsigned i = 1; i < gimple_num_ops (as); i++)
	{
	  tree op = gimple_op (as, i);
	  narrow |= narrow_type_p (COMPARISON_CLASS_P (op)
				   ? TREE_TYPE (TREE_OPERAND (op, 0))
				   : TREE_TYPE (op));
	}
      *handled = narrow;
      if (!narrow)
	return NULL;
      /* On exact carriers, comparisons, selects, AND, OR, XOR, MIN, MAX
	 and right shifts give exact results; the others are computed in
	 int and reduced (emit_narrow_op).  */
      switch (code)
	{
	case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case NEGATE_EXPR:
	case ABS_EXPR: case LSHIFT_EXPR: case RSHIFT_EXPR: case BIT_AND_EXPR:
	case BIT_IOR_EXPR: case BIT_XOR_EXPR: case BIT_NOT_EXPR:
	case MIN_EXPR: case MAX_EXPR: case SSA_NAME:
	  if (narrow_type_p (lt))
	    return NULL;
	  break;
	case COND_EXPR:
	  if (narrow_type_p (lt)
	      && TREE_CODE (TREE_TYPE (gimple_assign_rhs1 (as)))
		 == BOOLEAN_TYPE)
	    return NULL;
	  break;
	default:
	  if (TREE_CODE_CLASS (code) == tcc_comparison)
	    return NULL;
	}
      return "an operation on an 8- or 16-bit lane value this version does"
	     " not vectorize";
    }
  tree a = gimple_assign_rhs1 (as);
  tree rt = TREE_TYPE (a);
  bool nl = narrow_type_p (lt), nr = narrow_type_p (rt);
  bool bl = TREE_CODE (lt) == BOOLEAN_TYPE, br = TREE_CODE (rt) == BOOLEAN_TYPE;
  if (!nl && !nr && (bl || br || value_bits (lt) == value_bits (rt)))
    {
      /* Same-width conversions between integers and floats are one
	 vector statement, emitted as any other (vectorize-emit.cc).  At
	 32 bits every SIMD target has them; at 64 bits x86 has them only
	 from AVX-512DQ on (vcvtqq2pd, vcvttpd2qq), and asking expand for
	 one it lacks ends in an ICE, so ask the target first.  */
      tree_code c1;
      if ((code == FLOAT_EXPR || code == FIX_TRUNC_EXPR) && !bl && !br
	  && value_bits (lt) == 64
	  && !(code == FLOAT_EXPR && exact_affine_float (a, lt))
	  && (!supportable_convert_operation (code, vectype_wide (lt),
					      vectype_wide (rt), &c1)
	      || c1 != code))
	{
	  *handled = true;
	  return "a conversion between 64-bit integers and doubles the"
		 " target has no vector instruction for";
	}
      return NULL;
    }
  *handled = true;
  if (bl && !br)
    return "a conversion of an 8- or 16-bit lane value to a boolean";
  if (!convertible (this, lt) || !convertible (this, rt))
    return "a conversion of a lane value that is not 8, 16, 32 or 64-bit";
  if (br)
    return NULL;	/* a select of 1 and 0 */
  if (code == FLOAT_EXPR && exact_affine_float (a, lt))
    return NULL;
  /* The conversion done: an 8/16-bit source is its int carrier, an
     8/16-bit result is made from int; integer truncation from 64 bits is
     a permutation.  */
  tree from = nr ? integer_type_node : rt;
  tree to = nl ? integer_type_node : lt;
  if (INTEGRAL_TYPE_P (from) && INTEGRAL_TYPE_P (to)
      && value_bits (from) >= value_bits (to))
    return NULL;
  tree_code c = SCALAR_FLOAT_TYPE_P (from) && INTEGRAL_TYPE_P (to)
		? FIX_TRUNC_EXPR
		: INTEGRAL_TYPE_P (from) && SCALAR_FLOAT_TYPE_P (to)
		? FLOAT_EXPR : NOP_EXPR;
  tree_code c1;
  if (!supportable_convert_operation (c, vectype_wide (to),
				      vectype_wide (from), &c1)
      || c1 != c)
    return "a conversion between lane widths the target has no vector"
	   " instruction for";
  return NULL;
}

/* V, the carrier of an 8/16-bit TYPE computed in int, reduced to TYPE's
   values: the low bits, zero- or sign-extended.  */
tree
simd_vectorizer::emit_narrow_value (tree v, tree type)
{
  tree vt = TREE_TYPE (v);
  int bits = TYPE_PRECISION (type);
  if (TYPE_UNSIGNED (type))
    return emit_assign (vt, BIT_AND_EXPR, v,
			build_vector_from_val
			  (vt, build_int_cst (TREE_TYPE (vt),
					      (HOST_WIDE_INT_1 << bits) - 1)));
  tree k = build_int_cst (integer_type_node, 32 - bits);
  tree uvt = build_vector_type_for_mode (unsigned_type_node, TYPE_MODE (vt));
  tree up = emit_assign (uvt, LSHIFT_EXPR, emit_view (uvt, v), k);
  return emit_assign (vt, RSHIFT_EXPR, emit_view (vt, up), k);
}

/* The carrier of the uniform or affine 8/16-bit value OP.  */
tree
simd_vectorizer::narrow_vector_of (tree op)
{
  tree vt = vectype_wide (TREE_TYPE (op));
  shape sh = shape_of (op);
  tree s = emit_assign (integer_type_node, NOP_EXPR, scalar_of (op));
  gimple_seq seq = NULL;
  tree v = gimple_build_vector_from_val (&seq, vt, s);
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    emit (gsi_stmt (gsi));
  if (sh.kind != SH_AFFINE)
    return v;
  tree uvt = build_vector_type_for_mode (unsigned_type_node, TYPE_MODE (vt));
  tree_vector_builder steps (uvt, m_vf, 1);
  for (int j = 0; j < m_vf; j++)
    steps.quick_push (build_int_cst (unsigned_type_node, j * sh.stride));
  tree sum = emit_assign (uvt, PLUS_EXPR, emit_view (uvt, v), steps.build ());
  return emit_narrow_value (emit_view (vt, sum), TREE_TYPE (op));
}

/* An operation on 8/16-bit values that may leave its carrier's range:
   done in int (unsigned, so that it cannot overflow), then reduced.
   Null for the others, which emit_vector_assign does on the carriers.  */
tree
simd_vectorizer::emit_narrow_op (gassign *as)
{
  tree_code code = gimple_assign_rhs_code (as);
  tree lt = TREE_TYPE (gimple_assign_lhs (as));
  if (code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR
      && code != NEGATE_EXPR && code != LSHIFT_EXPR && code != BIT_NOT_EXPR
      && code != ABS_EXPR)
    return NULL_TREE;
  tree vt = vectype_wide (lt);
  tree uvt = build_vector_type_for_mode (unsigned_type_node, TYPE_MODE (vt));
  tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
  tree r;
  if (code == ABS_EXPR)
    r = emit_assign (vt, ABS_EXPR, vector_of (a));
  else if (code == LSHIFT_EXPR)
    r = emit_assign (uvt, code, emit_view (uvt, vector_of (a)),
		     shape_of (b).kind == SH_UNIFORM
		     ? emit_assign (integer_type_node, NOP_EXPR, scalar_of (b))
		     : emit_view (uvt, vector_of (b)));
  else if (b)
    r = emit_assign (uvt, code, emit_view (uvt, vector_of (a)),
		     emit_view (uvt, vector_of (b)));
  else
    r = emit_assign (uvt, code, emit_view (uvt, vector_of (a)));
  return emit_narrow_value (emit_view (vt, r), lt);
}

/* The vector value of AS if it is a conversion check_width_stmt
   handled, else null (emit_vector_assign does it).  */
tree
simd_vectorizer::emit_width_conversion (gassign *as)
{
  bool handled;
  if (check_width_stmt (as, &handled), !handled)
    return NULL_TREE;
  tree_code code = gimple_assign_rhs_code (as);
  tree lt = TREE_TYPE (gimple_assign_lhs (as));
  if (!CONVERT_EXPR_CODE_P (code) && code != FLOAT_EXPR
      && code != FIX_TRUNC_EXPR)
    return emit_narrow_op (as);
  tree a = gimple_assign_rhs1 (as);
  tree rt = TREE_TYPE (a);
  tree vt = vectype_wide (lt);
  if (TREE_CODE (rt) == BOOLEAN_TYPE)
    return emit_assign (vt, VEC_COND_EXPR, mask_to (vector_of (a), vt),
			build_one_cst (vt), build_zero_cst (vt));
  if (gimple_assign_rhs_code (as) == FLOAT_EXPR && exact_affine_float (a, lt))
    {
      /* {(double) a, (double) a + s, ...}: integers below 2^53.  */
      tree s = emit_assign (TREE_TYPE (vt), FLOAT_EXPR, scalar_of (a));
      gimple_seq seq = NULL;
      tree v = gimple_build_vector_from_val (&seq, vt, s);
      for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	emit (gsi_stmt (gsi));
      tree_vector_builder steps (vt, m_vf, 1);
      for (int j = 0; j < m_vf; j++)
	steps.quick_push (build_real_from_int_cst
			    (TREE_TYPE (vt), build_int_cst
					       (long_integer_type_node,
						j * shape_of (a).stride)));
      return emit_assign (vt, PLUS_EXPR, v, steps.build ());
    }
  tree va = vector_of (a);
  tree from = narrow_type_p (rt) ? integer_type_node : rt;
  tree to = narrow_type_p (lt) ? integer_type_node : lt;
  tree r;
  if (INTEGRAL_TYPE_P (from) && INTEGRAL_TYPE_P (to)
      && value_bits (from) > value_bits (to))
    r = emit_view (vt, emit_truncate64 (va));
  else if (INTEGRAL_TYPE_P (from) && INTEGRAL_TYPE_P (to)
	   && value_bits (from) == value_bits (to))
    r = emit_view (vt, va);
  else
    {
      tree_code c = SCALAR_FLOAT_TYPE_P (from) && INTEGRAL_TYPE_P (to)
		    ? FIX_TRUNC_EXPR
		    : INTEGRAL_TYPE_P (from) && SCALAR_FLOAT_TYPE_P (to)
		    ? FLOAT_EXPR : NOP_EXPR;
      r = emit_assign (vt, c, va);
    }
  if (narrow_type_p (lt))
    r = emit_narrow_value (r, lt);
  return r;
}

/* The contiguous store STMT of an 8/16-bit value in block BB, if every
   lane makes it and the VF elements fit 64 bits: the carrier's low
   elements packed by one permutation, then one integer store.  False
   (nothing emitted) otherwise; the store is then done lane by lane.  */
bool
simd_vectorizer::emit_packed_store (gimple *stmt, basic_block bb)
{
  gassign *as = as_a<gassign *> (stmt);
  tree ref = gimple_assign_lhs (as);
  tree elt = TREE_TYPE (ref);
  if (!narrow_type_p (elt) || *m_bmask.get (bb))
    return false;
  scalar_mode emode = SCALAR_TYPE_MODE (elt);
  int ebits = GET_MODE_BITSIZE (emode);
  int per = 32 / ebits;		/* narrow elements per carrier lane */
  int total = m_vf * ebits;
  machine_mode nmode = lanes_mode (emode, m_vf * per);
  if (total > 64 || nmode == VOIDmode)
    return false;
  tree nv = build_vector_type_for_mode (unsigned_intQI_type_node, nmode);
  if (ebits == 16)
    nv = build_vector_type_for_mode (unsigned_intHI_type_node, nmode);
  vec_perm_builder sel (m_vf * per, m_vf * per, 1);
  for (int j = 0; j < m_vf * per; j++)
    sel.quick_push ((j % m_vf) * per);
  vec_perm_indices ind (sel, 1, m_vf * per);
  if (!can_vec_perm_const_p (nmode, ind, false))
    return false;
  tree x = emit_view (nv, vector_of (gimple_assign_rhs1 (as)));
  tree p = emit_assign (nv, VEC_PERM_EXPR, x, x,
			vec_perm_indices_to_tree (nv, ind));
  tree itype = build_nonstandard_integer_type (total, 1);
  tree low = make_ssa_name (itype);
  emit (gimple_build_assign (low, build3 (BIT_FIELD_REF, itype, p,
					  bitsize_int (total),
					  bitsize_zero_node)));
  unsigned align = MIN (get_object_alignment (ref), TYPE_ALIGN (elt));
  tree mem = build2 (MEM_REF, build_aligned_type (itype, align),
		     address_of_lane0 (ref),
		     build_int_cst (reference_alias_ptr_type (ref), 0));
  gimple *g = gimple_build_assign (mem, low);
  gimple_set_vuse (g, gimple_vop (m_fn));
  gimple_set_vdef (g, gimple_vop (m_fn));
  gimple_set_location (g, gimple_location (stmt));
  emit (g);
  m_note->stores++;
  return true;
}

} // namespace vect_impl
} // namespace qprop
