/* An exact normal form for integer expressions of degree at most two:
   a sum of products of at most two atoms with integer coefficients,
   modulo 2^P, expanded through the SSA definitions of a function.

   GCC's affine combinations (tree-affine.h) keep a product of two
   non-constant values as one opaque element, so that (i+1)*n - i*n is
   not seen to be n.  Here a product of two sums is distributed, and the
   terms of equal atoms are added, so that such a difference cancels.

   Exactness.  Only the low P bits of the value are computed, with P the
   precision of the type the caller asks for.  Addition, subtraction,
   negation and multiplication in any integer type of at least P bits,
   signed or unsigned, wrapping or not, and any conversion between
   integer (or pointer) types of at least P bits, leave the low P bits of
   the result a function of the low P bits of the operands: the same
   polynomial modulo 2^P.  So a definition is expanded only when every
   type involved has at least P bits; a value of a narrower type is an
   atom.  No range fact is needed, and none is assumed.

   A PHI in the header of a loop L that contains the caller's loop, whose
   latch value is the PHI plus S with S invariant in L (an induction
   variable), is INIT + K_L * S, with INIT its value on entry to L and
   K_L the number of L's iterations done so far: an atom of its own,
   which the caller must see cancel (two induction variables of L with
   the same step).  */

#ifndef QPROP_IR_POLY_EXPAND_H
#define QPROP_IR_POLY_EXPAND_H

#include <vector>

namespace qprop {

/* An atom: an SSA name, or (NAME null) the iteration count K_LOOP of
   LOOP.  */
struct poly_atom
{
  tree name;
  class loop *loop;
};

/* COEF * A * B, with A and B atom numbers (1-based; 0 is no atom, so
   that (0, 0) is the constant term).  A <= B.  */
struct poly_term
{
  unsigned a, b;
  unsigned HOST_WIDE_INT coef;
};

typedef std::vector<poly_term> poly;

class poly_expansion
{
public:
  /* Expand modulo 2^PRECISION (at most HOST_BITS_PER_WIDE_INT) for uses
     in loop INNER.  KEEP (NAME, DATA), when true, makes NAME an atom
     although its definition could be expanded.  */
  poly_expansion (unsigned precision, class loop *inner,
		  bool (*keep) (tree, void *), void *data);

  /* *OUT = X - Y.  False if an expansion needs a term of degree three,
     or too many terms.  */
  bool difference (tree x, tree y, poly *out);

  const poly_atom &atom (unsigned n) const { return m_atoms[n - 1]; }
  /* The coefficient of term T as a signed value of the precision.  */
  HOST_WIDE_INT coef (const poly_term &t) const;
  void dump (FILE *f, const poly &p) const;

private:
  bool expand (tree t, int depth, poly *out);
  bool expand_phi (gphi *phi, int depth, poly *out);
  bool expand_def (gimple *def, int depth, poly *out);
  unsigned name_atom (tree name);
  unsigned loop_atom (class loop *loop);
  bool invariant_in (const poly &p, class loop *loop) const;
  bool add (poly *to, const poly &p, unsigned HOST_WIDE_INT scale) const;
  bool mul (const poly &x, const poly &y, poly *out) const;
  unsigned HOST_WIDE_INT mask () const;

  unsigned m_precision;
  class loop *m_inner;
  bool (*m_keep) (tree, void *);
  void *m_data;
  std::vector<poly_atom> m_atoms;
};

} // namespace qprop

#endif
