/* Affine address forms: the address of a memory reference written as a
   constant plus a sum of coefficients times leaves.

   qprop-sr numbers array references by their address: two references
   with the same form, the same size and the same type read the same
   element wherever the leaves have the same values.  A leaf is an SSA
   name that is not itself an affine combination of other names (a PHI
   result, a loaded value, a product of two names...) or the address of a
   declaration.  Expanding every name down to its leaves makes the form
   canonical, so that "a[i + 1]" at one point and "a[j]" at another, with
   j_2 = i_1 + 1, get the same form.

   Arithmetic is modulo 2^64, the pointer width, which is exact for
   addresses.  A name of a narrower type stands for its value extended by
   its own signedness; its definition is only expanded where that
   extension distributes over the arithmetic, i.e. where overflow is
   undefined (signed types without -fwrapv).  A narrow unsigned name is
   therefore a leaf.

   An induction variable, a loop-header PHI whose value on the latch is
   itself plus a constant, is not a leaf either: it is its value on entry
   plus the step times the loop's iteration number, a leaf that stands
   for "the number of back edges taken since the loop was entered" and
   has no SSA name.  This puts the several pointers that GCC's vectorizer
   and induction-variable passes make for one array (one per reference)
   over the same leaves, so that their forms compare.  A query crossing
   the loop's latch backwards turns the iteration number k into k - 1; on
   the entry edge, into 0.

   Where enabled, a product of such an induction variable (its entry
   value a constant) and a name w whose leaves are all invariant in the
   loop is no leaf either: it is a constant times w plus the step times a
   scaled iteration leaf, "w times the iteration number", which crossing
   the latch backwards turns into itself plus w, and the entry edge into
   0.  This makes (r - 1) * w at row r the same form as r * w at row
   r - 1 when w is a run-time width.

   This is analysis only: nothing here changes the IR, except
   build_address, which emits the statements computing a form into a
   sequence the caller inserts.  */

#ifndef QPROP_IR_ADDRESS_FORM_H
#define QPROP_IR_ADDRESS_FORM_H

namespace qprop {

struct form_term
{
  /* An SSA name, or a VAR_DECL/PARM_DECL/RESULT_DECL standing for its
     address.  */
  tree leaf;
  unsigned HOST_WIDE_INT coef;
};

struct address_form
{
  /* Sorted by term_order; no zero coefficients; each leaf once.  */
  std::vector<form_term> terms;
  unsigned HOST_WIDE_INT offset = 0;

  bool operator== (const address_form &o) const;
  bool operator< (const address_form &o) const;
  /* Same terms, whatever the offsets.  */
  bool same_terms (const address_form &o) const;
  /* Whether LEAF is one of the terms.  */
  bool uses (tree leaf) const;
  void add (tree leaf, unsigned HOST_WIDE_INT coef);
  void dump (FILE *out) const;
};

class address_forms
{
public:
  address_forms ();

  /* Whether addresses are 64 bits wide, which the arithmetic assumes.  */
  static bool usable ();

  /* Set *F to the form of the address of REF, a memory reference.
     Returns false if REF has no form (bit-fields, a base
     that is not a declaration or a pointer...).  */
  bool of_ref (tree ref, address_form *f);

  /* Add COEF times the value of OP (an SSA name or an invariant) to *F.
     Returns false if OP cannot be expressed.  */
  bool add_operand (tree op, unsigned HOST_WIDE_INT coef, address_form *f);

  /* Emit into *SEQ the statements that compute the address F and return
     it, a pointer; NULL if F has no pointer term of coefficient 1 to
     start from.  The leaves must be available where *SEQ goes.  */
  static tree build_address (const address_form &f, gimple_seq *seq);

  /* The loop whose iteration number LEAF stands for, or NULL if LEAF is
     an SSA name or a declaration's address.  */
  loop_p iteration_loop (tree leaf) const;
  /* For a scaled iteration leaf, "w times the iteration number of L",
     the SSA name w, invariant in L; NULL_TREE for a plain iteration
     number and for any other leaf.  */
  tree iteration_stride (tree leaf) const;
  /* Let products of an induction variable and a loop-invariant name
     expand over scaled iteration leaves (off by default: only users that
     handle iteration_stride may see them).  */
  void enable_scaled_iterations () { m_scaled = true; }
  /* Set *OUT to F with every iteration number k of a loop L written
     through an induction variable p of L that BB is inside of:
     k * c = (p - p's entry value) * c / step, where the step divides c.
     Returns false if some iteration number has no such variable.  */
  bool without_iterations (const address_form &f, basic_block bb,
			   address_form *out) const;

private:
  bool of_address (tree ref, unsigned HOST_WIDE_INT coef, address_form *f,
		   int depth);
  bool add_operand_1 (tree op, unsigned HOST_WIDE_INT coef,
		      address_form *f, int depth);
  const address_form &of_name (tree name, int depth);
  bool expand_definition (tree name, address_form *f, int depth);
  bool expand_induction (gphi *phi, address_form *f, int depth);
  tree iteration_leaf (loop_p loop);
  tree scaled_iteration_leaf (loop_p loop, tree stride);
  bool expand_scaled_product (tree name, tree op0, tree op1,
			      address_form *f, int depth);

  /* Indexed by SSA_NAME_VERSION: 0 not computed yet, 1 computed.  */
  std::vector<char> m_done;
  std::vector<address_form> m_name_form;
  /* The iteration-number leaves: artificial declarations that never
     reach the IR, one per loop asked about.  */
  std::map<int, tree> m_iteration;
  std::map<tree, loop_p> m_iteration_loop;
  /* Scaled iteration leaves, by loop number and the stride's SSA
     version, and each one's stride.  */
  bool m_scaled = false;
  std::map<std::pair<int, unsigned>, tree> m_scaled_leaf;
  std::map<tree, tree> m_stride;
  /* Per iteration-number leaf, the induction variables found to be
     built on it: the PHI result, its step and its entry value.  */
  struct induction
  {
    tree name;
    HOST_WIDE_INT step;
    address_form entry;
  };
  std::map<tree, std::vector<induction> > m_inductions;
  /* Per scaled iteration leaf, the products found to be built on it,
     NAME = ENTRY + STEP * leaf: what without_iterations rewrites the leaf
     from.  */
  std::map<tree, std::vector<induction> > m_products;
};

/* Whether the declarations A and B are known to be different objects.
   Two names are not enough: __attribute__((alias)) and LTO's symbol
   merging make different declarations one object, and an interposable
   symbol may turn out to be another; GCC's alias oracle knows.  */
bool distinct_declarations (tree a, tree b);

} // namespace qprop

#endif
