/* qprop-glia's view of a reference: the array it belongs to (TopAddr),
   its dimensions, the order of references by dimension (nci), the
   address arithmetic that moves up with a load, and which statements
   may write the element.  The algorithm is described in glia.cc.  */

#include "gcc-includes.h"
#include "value-range.h"
#include "value-query.h"
#include "tree-ssa-loop-niter.h"
#include "tree-dfa.h"
#include "ir/address-form.h"
#include "ir/no-trap.h"
#include "ir/load-safety.h"
#include "host/glia.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>
#include "host/glia-impl.h"

namespace qprop {
namespace glia_impl {

/* Round-to-nearest division, so that a constant offset is split among
   the dimensions the way a[i][j - 1] and a[i + 1][j - 1] are written.  */
HOST_WIDE_INT
nearest_quotient (HOST_WIDE_INT off, HOST_WIDE_INT s)
{
  if (off >= 0)
    return (off + s / 2) / s;
  return -((-off + s / 2) / s);
}

/* Whether F and G have the same terms among those of magnitude at least
   S.  */
bool
same_terms_from (const address_form &f, const address_form &g,
		 HOST_WIDE_INT s)
{
  auto big = [s] (const form_term &t)
    {
      HOST_WIDE_INT c = signed_coef (t.coef);
      return c >= s || -c >= s;
    };
  size_t i = 0, j = 0;
  while (true)
    {
      while (i < f.terms.size () && !big (f.terms[i]))
	i++;
      while (j < g.terms.size () && !big (g.terms[j]))
	j++;
      if (i == f.terms.size () || j == g.terms.size ())
	return i == f.terms.size () && j == g.terms.size ();
      if (f.terms[i].leaf != g.terms[j].leaf
	  || f.terms[i].coef != g.terms[j].coef)
	return false;
      i++;
      j++;
    }
}

/* Row sizes of the array type T points to or is, largest first.  */
void
type_strides (tree t, std::vector<HOST_WIDE_INT> *out)
{
  for (int depth = 0; t && TREE_CODE (t) == ARRAY_TYPE && depth < 8; depth++)
    {
      t = TREE_TYPE (t);
      if (TYPE_SIZE_UNIT (t) && tree_fits_shwi_p (TYPE_SIZE_UNIT (t)))
	out->push_back (tree_to_shwi (TYPE_SIZE_UNIT (t)));
    }
}

bool
glia::view_of_ref (tree ref, array_view *v, int depth)
{
  address_form f;
  if (!m_forms.of_ref (ref, &f))
    return false;
  int top = -1;
  for (unsigned i = 0; i < f.terms.size (); i++)
    {
      tree leaf = f.terms[i].leaf;
      bool base = (f.terms[i].coef == 1
		   && ((DECL_P (leaf) && !m_forms.iteration_loop (leaf))
		       || (TREE_CODE (leaf) == SSA_NAME
			   && POINTER_TYPE_P (TREE_TYPE (leaf)))));
      if (!base)
	continue;
      if (top >= 0)
	return false;
      top = i;
    }
  if (top < 0)
    return false;
  v->top = f.terms[top].leaf;
  v->flat = f;
  v->flat.terms.erase (v->flat.terms.begin () + top);
  v->outer.clear ();
  v->strides.clear ();
  v->field = NULL_TREE;
  v->field_pos = 0;

  /* A row reached through a loaded pointer belongs to the array the
     pointer was loaded from.  */
  if (TREE_CODE (v->top) == SSA_NAME && depth < max_row_levels)
    {
      gimple *def = SSA_NAME_DEF_STMT (v->top);
      array_view rows;
      if (gimple_assign_load_p (def) && !gimple_has_volatile_ops (def)
	  && view_of_ref (gimple_assign_rhs1 (def), &rows, depth + 1))
	{
	  v->outer = rows.outer;
	  v->outer.push_back (rows.flat);
	  v->top = rows.top;
	}
    }

  if (DECL_P (v->top) && v->outer.empty ())
    {
      tree type = TREE_TYPE (v->top);
      /* Down through records to the field the constant offset is in.
	 The offset also holds the constant parts of the indices, which
	 are small next to the arrays a structure of arrays holds.  */
      HOST_WIDE_INT off = signed_coef (v->flat.offset);
      for (int depth = 0; TREE_CODE (type) == RECORD_TYPE && depth < 4;
	   depth++)
	{
	  tree fld = NULL_TREE;
	  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
	    if (TREE_CODE (f) == FIELD_DECL && !DECL_BIT_FIELD (f)
		&& DECL_SIZE_UNIT (f) && tree_fits_shwi_p (DECL_SIZE_UNIT (f))
		&& tree_fits_shwi_p (byte_position (f)))
	      {
		HOST_WIDE_INT pos = tree_to_shwi (byte_position (f));
		if (off >= pos && off < pos + tree_to_shwi (DECL_SIZE_UNIT (f)))
		  fld = f;
	      }
	  if (!fld)
	    break;
	  HOST_WIDE_INT pos = tree_to_shwi (byte_position (fld));
	  off -= pos;
	  v->field_pos += pos;
	  v->flat.offset -= pos;
	  v->field = fld;
	  type = TREE_TYPE (fld);
	}
      type_strides (type, &v->strides);
    }
  else if (TREE_CODE (v->top) == SSA_NAME
	   && POINTER_TYPE_P (TREE_TYPE (v->top)) && v->outer.empty ())
    {
      tree pointee = TREE_TYPE (TREE_TYPE (v->top));
      if (TREE_CODE (pointee) == ARRAY_TYPE
	  && TYPE_SIZE_UNIT (pointee)
	  && tree_fits_shwi_p (TYPE_SIZE_UNIT (pointee)))
	{
	  v->strides.push_back (tree_to_shwi (TYPE_SIZE_UNIT (pointee)));
	  type_strides (pointee, &v->strides);
	}
    }
  for (const form_term &t : v->flat.terms)
    {
      HOST_WIDE_INT c = signed_coef (t.coef);
      if (c != HOST_WIDE_INT_MIN)
	v->strides.push_back (c < 0 ? -c : c);
    }
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (size && tree_fits_shwi_p (size))
    v->strides.push_back (tree_to_shwi (size));
  std::sort (v->strides.begin (), v->strides.end (),
	     [] (HOST_WIDE_INT a, HOST_WIDE_INT b) { return a > b; });
  v->strides.erase (std::unique (v->strides.begin (), v->strides.end ()),
		    v->strides.end ());
  while (!v->strides.empty () && v->strides.back () <= 0)
    v->strides.pop_back ();
  v->valid = true;
  return true;
}

/* The view of the memory STMT references, if it is a plain load or
   store.  */
const array_view &
glia::view_of (gimple *stmt)
{
  auto it = m_views.find (stmt);
  if (it != m_views.end ())
    return it->second;
  array_view &v = m_views[stmt];
  if (!gimple_assign_single_p (stmt) || gimple_has_volatile_ops (stmt))
    return v;
  tree ref = NULL_TREE;
  if (gimple_vdef (stmt))
    ref = gimple_assign_lhs (stmt);
  else if (gimple_assign_load_p (stmt))
    ref = gimple_assign_rhs1 (stmt);
  if (ref && TREE_CODE (ref) != BIT_FIELD_REF)
    view_of_ref (ref, &v, 0);
  return v;
}

/* nCI (Definition 5.4.1): how many leading indices R shares with the
   reference being placed.  Each row pointer level is one index; the
   flat part is compared dimension by dimension, largest stride first,
   with the constant offset split among the dimensions.  */
int
glia::nci (const array_view &r) const
{
  const array_view &a = m_view;
  if (!r.same_array (a))
    return 0;
  int n = 0;
  size_t levels = std::min (r.outer.size (), a.outer.size ());
  for (size_t l = 0; l < levels; l++)
    {
      if (!(r.outer[l] == a.outer[l]))
	return n;
      n++;
    }
  if (r.outer.size () != a.outer.size ())
    return n;
  HOST_WIDE_INT ra = signed_coef (r.flat.offset);
  HOST_WIDE_INT aa = signed_coef (a.flat.offset);
  for (HOST_WIDE_INT s : a.strides)
    {
      HOST_WIDE_INT qr = nearest_quotient (ra, s);
      HOST_WIDE_INT qa = nearest_quotient (aa, s);
      if (qr != qa || !same_terms_from (r.flat, a.flat, s))
	return n;
      ra -= qr * s;
      aa -= qa * s;
      n++;
    }
  return n;
}

/* Arithmetic that may move up with a load: it cannot trap, touches no
   memory and has no side effect.  */
bool
movable_arithmetic (gimple *stmt)
{
  if (!is_gimple_assign (stmt) || gimple_vuse (stmt)
      || value_may_trap (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  if (TREE_CODE (lhs) != SSA_NAME || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs))
    return false;
  switch (gimple_assign_rhs_code (stmt))
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case POINTER_PLUS_EXPR:
    case NEGATE_EXPR:
    case NOP_EXPR:
    case CONVERT_EXPR:
    case LSHIFT_EXPR:
    case BIT_AND_EXPR:
    case SSA_NAME:
    case ADDR_EXPR:
      return true;
    default:
      return false;
    }
}

/* Split the names REF's address uses into the chain of arithmetic that
   can move with the load and the leaves it stops at.  */
bool
glia::collect_chain (tree ref)
{
  m_leaves.clear ();
  m_chain.clear ();
  std::vector<tree> work;
  auto push_ops = [&work] (tree t)
    {
      walk_tree_without_duplicates
	(&t, [] (tree *tp, int *walk_subtrees, void *data) -> tree
	 {
	   if (TREE_CODE (*tp) == SSA_NAME)
	     ((std::vector<tree> *) data)->push_back (*tp);
	   else if (TYPE_P (*tp))
	     *walk_subtrees = 0;
	   return NULL_TREE;
	 }, &work);
    };
  push_ops (ref);
  while (!work.empty ())
    {
      tree name = work.back ();
      work.pop_back ();
      if (std::find (m_leaves.begin (), m_leaves.end (), name)
	  != m_leaves.end ())
	continue;
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (std::find (m_chain.begin (), m_chain.end (), def) != m_chain.end ())
	continue;
      if (!SSA_NAME_IS_DEFAULT_DEF (name) && movable_arithmetic (def))
	{
	  if (m_chain.size () >= max_chain)
	    return false;
	  m_chain.push_back (def);
	  for (unsigned i = 1; i < gimple_num_ops (def); i++)
	    push_ops (gimple_op (def, i));
	}
      else
	m_leaves.push_back (name);
    }
  return true;
}

/* Whether STMT may write a byte of the element being placed.  */
bool
glia::clobbers (gimple *stmt)
{
  if (!gimple_vdef (stmt))
    return false;
  const array_view &s = view_of (stmt);
  if (s.valid && gimple_assign_single_p (stmt))
    {
      tree lhs = gimple_assign_lhs (stmt);
      tree size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
      /* Over the same leaves, the two addresses differ by a constant.  */
      if (size && tree_fits_uhwi_p (size) && s.same_array (m_view)
	  && s.outer.empty () && m_view.outer.empty ()
	  && s.flat.same_terms (m_view.flat))
	{
	  HOST_WIDE_INT d = signed_coef (s.flat.offset - m_view.flat.offset);
	  return !(d >= (HOST_WIDE_INT) m_size
		   || -d >= (HOST_WIDE_INT) tree_to_uhwi (size));
	}
      /* Two different objects do not overlap.  */
      if (s.outer.empty () && m_view.outer.empty ()
	  && TREE_CODE (s.top) == VAR_DECL
	  && TREE_CODE (m_view.top) == VAR_DECL
	  && distinct_declarations (s.top, m_view.top))
	return false;
    }
  return may_write_ref (stmt, &m_ao);
}

/* Whether STMT, whose view is S, loads the element being placed: the
   same address and size, or with COVERS, at least that size.  */
bool
glia::same_element (const array_view &s, gimple *stmt, bool covers) const
{
  if (!s.same_array (m_view) || !(s.outer == m_view.outer)
      || !(s.flat == m_view.flat))
    return false;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (gimple_assign_rhs1 (stmt)));
  if (!size || !tree_fits_uhwi_p (size))
    return false;
  return (covers ? tree_to_uhwi (size) >= m_size
	  : tree_to_uhwi (size) == m_size);
}

/* keepOrder(P): no reference to the array reaches P, or P references
   no other array.  */
bool
glia::keep_order (int p) const
{
  return !m_partial[p] || (m_flags[p] & TRANSP_ADDR);
}

/* keepDimension(P) (MDGLIA): no reference to the array reaches P, or
   P does not lower the number of leading indices shared with the
   reference.  */
bool
glia::keep_dimension (int p) const
{
  if (!m_params.keep_dimension || !m_partial[p])
    return true;
  bool ok = true;
  for_preds (p, [&] (int q) { ok &= m_pnci[p] >= m_pnci[q]; });
  return ok;
}

} // namespace glia_impl
} // namespace qprop
