/* qprop-vectorize: masks in AVX-512 mask registers.

   With AVX512VL (-march=x86-64-v4, or any -march that has it),
   truth_type_for gives the vector boolean of a vector of VF lanes an
   integer mode (QImode for 4 or 8 lanes, HImode for 16): one bit per
   lane in a k register, not a vector of all-ones / zero lanes.  Most of
   the pass does not care which: comparisons produce m_mask, BIT_AND /
   BIT_IOR / BIT_NOT combine masks (kandb, korb, knotb), VEC_COND_EXPR
   blends with them (vpblendmd, vblendmps through vcond_mask), and
   .MASK_LOAD / .MASK_STORE and the AVX-512 gather builtins take them
   as they are.  Three things differ, and are here:

     - code that reads a lane's mask as an integer lane (per-lane loads,
       stores and calls, vector-mask simd clones) first widens the mask
       to all-ones / zero lanes of m_vec_int: mask_ints, one
       VEC_COND_EXPR (vpmovm2d or a masked move);
     - a vector of all-ones / zero lanes becomes a mask by comparing it
       with zero (ints_mask: vptestmd) instead of a VIEW_CONVERT;
     - the any-lane test views the mask as an integer and compares it
       with zero (kortestb or kmov + test); see any_lane.

   A mask of VF lanes is the same VF bits whatever the width of the
   lanes it governs, so a 64-bit-lane loop's mask and the mask of its
   32-bit values (vectorize-types.cc, mask_to / mask_from) are one
   type: with VF = 4, V4DI and V4SI both have the 4-lane boolean of
   QImode.  No conversion is emitted.

   Example (VF 8, 32-bit lanes, 256-bit vectors at x86-64-v4):
     if (a[i] < 0) b[i] = 0;   =>   k1 = vpcmpd (va, 0, lt)
				     if (kortestb k1, k1 != 0)
				       vmovdqu32 %ymm0, b+i {k1}
   Bits above lane VF-1 of a k register are undefined after knot (BIT_NOT
   of a 4-lane mask in QImode sets bits 4-7), so the any-lane test of a
   mask of fewer lanes than its mode has bits ANDs them away first.  */

#include "gcc-includes.h"
#include "rtl.h"
#include "host/vectorize-impl.h"

/* Declared in optabs-tree.h, which needs insn-opinit.h (not installed
   for plugins).  */
extern bool expand_vec_cond_expr_p (tree, tree, enum tree_code);

namespace qprop {
namespace vect_impl {

/* m_mask has an integer mode: null if the target has what the code
   generation needs (blends of ints and floats under such a mask),
   else why not.  Sets m_kmask.  */
const char *
simd_vectorizer::check_kmask ()
{
  machine_mode mm = TYPE_MODE (m_mask);
  if (!SCALAR_INT_MODE_P (mm)
      || maybe_lt (GET_MODE_BITSIZE (mm), m_vf)
      || GET_MODE_BITSIZE (mm).to_constant () > 64)
    return "the target's masks are neither vectors nor one bit per lane";
  if (!expand_vec_cond_expr_p (m_vec_int, m_mask, ERROR_MARK)
      || !expand_vec_cond_expr_p (m_vec_float, m_mask, ERROR_MARK))
    return "no blend under the target's mask registers";
  m_kmask = true;
  return NULL;
}

/* MASK (m_mask's type) as all-ones / zero lanes of m_vec_int.  */
tree
simd_vectorizer::mask_ints (tree mask)
{
  if (!m_kmask)
    return emit_view (m_vec_int, mask);
  return emit_assign (m_vec_int, VEC_COND_EXPR, mask,
		      build_minus_one_cst (m_vec_int),
		      build_zero_cst (m_vec_int));
}

/* V, all-ones / zero lanes of m_vec_int, as m_mask.  */
tree
simd_vectorizer::ints_mask (tree v)
{
  if (!m_kmask)
    return emit_view (m_mask, v);
  return emit_assign (m_mask, NE_EXPR, v, build_zero_cst (m_vec_int));
}

/* The any-lane test of a mask register: its VF bits as an unsigned
   integer, compared with zero by the caller (any_lane).  */
tree
simd_vectorizer::kmask_bits (tree mask)
{
  HOST_WIDE_INT bits = GET_MODE_BITSIZE (TYPE_MODE (m_mask)).to_constant ();
  tree itype = build_nonstandard_integer_type (bits, 1);
  tree t = emit_view (itype, mask);
  if (m_vf < bits)
    t = emit_assign (itype, BIT_AND_EXPR, t,
		     wide_int_to_tree (itype,
				       wi::mask (m_vf, false, bits)));
  return t;
}

} // namespace vect_impl
} // namespace qprop
