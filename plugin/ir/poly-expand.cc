/* Sums of products of SSA atoms modulo 2^P; see poly-expand.h.  */

#include "gcc-includes.h"
#include "ir/poly-expand.h"

namespace qprop {

namespace {

/* Enough for the index arithmetic of a loop nest: a definition past
   them is kept as an atom.  */
const unsigned max_terms = 16;
const int max_depth = 12;

/* Whether a value of TYPE carries at least PRECISION bits, so that its
   low PRECISION bits follow from those of the operands.  */
bool
wide_enough (tree type, unsigned precision)
{
  return (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
	 && TYPE_PRECISION (type) >= precision;
}

} // anon namespace

poly_expansion::poly_expansion (unsigned precision, class loop *inner,
				bool (*keep) (tree, void *), void *data)
  : m_precision (precision), m_inner (inner), m_keep (keep), m_data (data)
{
  gcc_assert (precision > 0 && precision <= HOST_BITS_PER_WIDE_INT);
}

unsigned HOST_WIDE_INT
poly_expansion::mask () const
{
  return m_precision == HOST_BITS_PER_WIDE_INT
	 ? HOST_WIDE_INT_M1U : (HOST_WIDE_INT_1U << m_precision) - 1;
}

HOST_WIDE_INT
poly_expansion::coef (const poly_term &t) const
{
  return sext_hwi ((HOST_WIDE_INT) (t.coef & mask ()), m_precision);
}

unsigned
poly_expansion::name_atom (tree name)
{
  for (unsigned i = 0; i < m_atoms.size (); i++)
    if (m_atoms[i].name == name)
      return i + 1;
  m_atoms.push_back ({ name, NULL });
  return m_atoms.size ();
}

unsigned
poly_expansion::loop_atom (class loop *loop)
{
  for (unsigned i = 0; i < m_atoms.size (); i++)
    if (!m_atoms[i].name && m_atoms[i].loop == loop)
      return i + 1;
  m_atoms.push_back ({ NULL_TREE, loop });
  return m_atoms.size ();
}

/* *TO += SCALE * P, terms of equal atoms merged, zero terms dropped.  */

bool
poly_expansion::add (poly *to, const poly &p,
		     unsigned HOST_WIDE_INT scale) const
{
  for (const poly_term &t : p)
    {
      /* Unsigned arithmetic wraps modulo 2^64, hence modulo 2^P.  */
      unsigned HOST_WIDE_INT c = t.coef * scale;
      bool merged = false;
      for (unsigned i = 0; i < to->size () && !merged; i++)
	if ((*to)[i].a == t.a && (*to)[i].b == t.b)
	  {
	    (*to)[i].coef += c;
	    if (((*to)[i].coef & mask ()) == 0)
	      to->erase (to->begin () + i);
	    merged = true;
	  }
      if (!merged && (c & mask ()) != 0)
	{
	  if (to->size () >= max_terms)
	    return false;
	  to->push_back ({ t.a, t.b, c });
	}
    }
  return true;
}

/* *OUT = X * Y; false if a product has degree three or more.  */

bool
poly_expansion::mul (const poly &x, const poly &y, poly *out) const
{
  out->clear ();
  for (const poly_term &s : x)
    for (const poly_term &t : y)
      {
	unsigned f[4] = { s.a, s.b, t.a, t.b }, n = 0, g[4];
	for (unsigned k = 0; k < 4; k++)
	  if (f[k])
	    g[n++] = f[k];
	if (n > 2)
	  return false;
	poly_term p = { 0, 0, 1 };
	if (n >= 1)
	  p.b = g[0];
	if (n == 2)
	  {
	    p.a = MIN (g[0], g[1]);
	    p.b = MAX (g[0], g[1]);
	  }
	if (!add (out, poly (1, p), s.coef * t.coef))
	  return false;
      }
  return true;
}

/* Whether every atom of P keeps its value across the iterations of
   LOOP: a name defined outside it, the iteration count of a loop that
   contains it.  */

bool
poly_expansion::invariant_in (const poly &p, class loop *loop) const
{
  for (const poly_term &t : p)
    for (unsigned n : { t.a, t.b })
      {
	if (!n)
	  continue;
	const poly_atom &at = atom (n);
	if (!at.name)
	  {
	    if (at.loop == loop || flow_loop_nested_p (loop, at.loop))
	      return false;
	    continue;
	  }
	if (SSA_NAME_IS_DEFAULT_DEF (at.name))
	  continue;
	basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (at.name));
	if (!bb || flow_bb_inside_loop_p (loop, bb))
	  return false;
      }
  return true;
}

/* An induction variable of a loop around the caller's loop: PHI =
   INIT + K * S.  */

bool
poly_expansion::expand_phi (gphi *phi, int depth, poly *out)
{
  basic_block bb = gimple_bb (phi);
  class loop *l = bb->loop_father;
  if (!l || l->header != bb || !l->latch || EDGE_COUNT (bb->preds) != 2
      || !flow_loop_nested_p (l, m_inner))
    return false;
  tree res = gimple_phi_result (phi);
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (l));
  /* The entry edge (one latch, two predecessors: the other one); the
     loop may have no preheader block.  */
  edge latch = loop_latch_edge (l);
  edge entry = EDGE_PRED (bb, 0) == latch ? EDGE_PRED (bb, 1)
					  : EDGE_PRED (bb, 0);
  tree init = PHI_ARG_DEF_FROM_EDGE (phi, entry);
  if (TREE_CODE (next) != SSA_NAME)
    return false;
  gassign *inc = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next));
  if (!inc || !wide_enough (TREE_TYPE (next), m_precision))
    return false;
  enum tree_code code = gimple_assign_rhs_code (inc);
  tree step;
  unsigned HOST_WIDE_INT sign = 1;
  if ((code == PLUS_EXPR || code == POINTER_PLUS_EXPR)
      && gimple_assign_rhs1 (inc) == res)
    step = gimple_assign_rhs2 (inc);
  else if (code == PLUS_EXPR && gimple_assign_rhs2 (inc) == res)
    step = gimple_assign_rhs1 (inc);
  else if (code == MINUS_EXPR && gimple_assign_rhs1 (inc) == res)
    {
      step = gimple_assign_rhs2 (inc);
      sign = HOST_WIDE_INT_M1U;
    }
  else
    return false;
  poly s, k, ks, start;
  if (!expand (step, depth + 1, &s) || !invariant_in (s, l))
    return false;
  if (!add (&k, poly (1, { 0, loop_atom (l), 1 }), 1)
      || !mul (k, s, &ks)
      || !expand (init, depth + 1, &start))
    return false;
  out->clear ();
  return add (out, start, 1) && add (out, ks, sign);
}

/* The expansion of the value that DEF defines; false if DEF is not
   one to expand (its result is then an atom).  */

bool
poly_expansion::expand_def (gimple *def, int depth, poly *out)
{
  if (gphi *phi = dyn_cast <gphi *> (def))
    return expand_phi (phi, depth, out);
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return false;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree op1 = gimple_assign_rhs1 (as);
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (!wide_enough (TREE_TYPE (gimple_op (as, i)), m_precision))
      return false;
  poly x, y;
  switch (code)
    {
    case SSA_NAME:
    case INTEGER_CST:
    CASE_CONVERT:
      return expand (op1, depth + 1, out);
    case NEGATE_EXPR:
      out->clear ();
      return expand (op1, depth + 1, &x) && add (out, x, HOST_WIDE_INT_M1U);
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      if (!expand (op1, depth + 1, &x)
	  || !expand (gimple_assign_rhs2 (as), depth + 1, &y))
	return false;
      if (code == MULT_EXPR)
	return mul (x, y, out);
      out->clear ();
      return add (out, x, 1)
	     && add (out, y, code == MINUS_EXPR ? HOST_WIDE_INT_M1U : 1);
    default:
      return false;
    }
}

bool
poly_expansion::expand (tree t, int depth, poly *out)
{
  out->clear ();
  if (!wide_enough (TREE_TYPE (t), m_precision))
    return false;
  if (TREE_CODE (t) == INTEGER_CST)
    /* The low HOST_BITS_PER_WIDE_INT bits, hence the low P.  */
    return add (out, poly (1, { 0, 0, (unsigned HOST_WIDE_INT)
				     TREE_INT_CST_LOW (t) }), 1);
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  /* A conversion between wide enough types, or a copy, leaves the low
     P bits alone: look through it even to a name to keep, so that
     (unsigned) n and n are one atom.  */
  gassign *copy = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  if (copy && depth < max_depth
      && (gimple_assign_cast_p (copy) || gimple_assign_ssa_name_copy_p (copy))
      && TREE_CODE (gimple_assign_rhs1 (copy)) == SSA_NAME
      && wide_enough (TREE_TYPE (gimple_assign_rhs1 (copy)), m_precision))
    return expand (gimple_assign_rhs1 (copy), depth + 1, out);
  if (depth < max_depth && !m_keep (t, m_data)
      && !SSA_NAME_IS_DEFAULT_DEF (t))
    {
      /* Where the definition cannot be expanded (a term of degree three,
	 too many terms), T stays an atom: that is exact too.  */
      poly e;
      if (expand_def (SSA_NAME_DEF_STMT (t), depth, &e))
	{
	  *out = e;
	  return true;
	}
    }
  return add (out, poly (1, { 0, name_atom (t), 1 }), 1);
}

bool
poly_expansion::difference (tree x, tree y, poly *out)
{
  poly px, py;
  out->clear ();
  return expand (x, 0, &px) && expand (y, 0, &py)
	 && add (out, px, 1) && add (out, py, HOST_WIDE_INT_M1U);
}

void
poly_expansion::dump (FILE *f, const poly &p) const
{
  if (p.empty ())
    fprintf (f, " 0");
  for (const poly_term &t : p)
    {
      fprintf (f, " + " HOST_WIDE_INT_PRINT_DEC, coef (t));
      for (unsigned n : { t.a, t.b })
	if (n)
	  {
	    const poly_atom &at = atom (n);
	    fprintf (f, " * ");
	    if (at.name)
	      print_generic_expr (f, at.name);
	    else
	      fprintf (f, "K%d", at.loop->num);
	  }
    }
}

} // namespace qprop
