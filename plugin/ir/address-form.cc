/* Affine address forms; see address-form.h.  */

#include "gcc-includes.h"
#include "alias.h"
#include "ir/address-form.h"

namespace qprop {

namespace {

/* Forms with more terms than this are not worth comparing; the name that
   would produce one becomes a leaf instead.  */
const unsigned max_terms = 8;
/* Expansion depth, against pathological chains of definitions.  */
const int max_depth = 32;

/* A deterministic order of leaves (pointer order would vary from run to
   run): SSA names by version, then declarations by uid.  */
bool
term_order (tree a, tree b)
{
  bool sa = TREE_CODE (a) == SSA_NAME, sb = TREE_CODE (b) == SSA_NAME;
  if (sa != sb)
    return sa;
  if (sa)
    return SSA_NAME_VERSION (a) < SSA_NAME_VERSION (b);
  return DECL_UID (a) < DECL_UID (b);
}

/* The value of the constant CST extended to 64 bits by its own
   signedness.  */
unsigned HOST_WIDE_INT
constant_value (tree cst)
{
  return (unsigned HOST_WIDE_INT) wi::to_widest (cst).to_shwi ();
}

bool
addressable_decl_p (tree t)
{
  return (TREE_CODE (t) == VAR_DECL || TREE_CODE (t) == PARM_DECL
	  || TREE_CODE (t) == RESULT_DECL);
}

} // anon namespace

bool
address_form::operator== (const address_form &o) const
{
  return offset == o.offset && same_terms (o);
}

bool
address_form::operator< (const address_form &o) const
{
  if (offset != o.offset)
    return offset < o.offset;
  if (terms.size () != o.terms.size ())
    return terms.size () < o.terms.size ();
  for (unsigned i = 0; i < terms.size (); i++)
    {
      if (terms[i].leaf != o.terms[i].leaf)
	return term_order (terms[i].leaf, o.terms[i].leaf);
      if (terms[i].coef != o.terms[i].coef)
	return terms[i].coef < o.terms[i].coef;
    }
  return false;
}

bool
address_form::same_terms (const address_form &o) const
{
  if (terms.size () != o.terms.size ())
    return false;
  for (unsigned i = 0; i < terms.size (); i++)
    if (terms[i].leaf != o.terms[i].leaf || terms[i].coef != o.terms[i].coef)
      return false;
  return true;
}

bool
address_form::uses (tree leaf) const
{
  for (const form_term &t : terms)
    if (t.leaf == leaf)
      return true;
  return false;
}

void
address_form::add (tree leaf, unsigned HOST_WIDE_INT coef)
{
  unsigned i = 0;
  while (i < terms.size () && term_order (terms[i].leaf, leaf))
    i++;
  if (i < terms.size () && terms[i].leaf == leaf)
    {
      terms[i].coef += coef;
      if (!terms[i].coef)
	terms.erase (terms.begin () + i);
    }
  else if (coef)
    terms.insert (terms.begin () + i, form_term { leaf, coef });
}

void
address_form::dump (FILE *out) const
{
  for (const form_term &t : terms)
    {
      fprintf (out, HOST_WIDE_INT_PRINT_DEC "*", (HOST_WIDE_INT) t.coef);
      if (TREE_CODE (t.leaf) == SSA_NAME)
	print_generic_expr (out, t.leaf, TDF_SLIM);
      else
	{
	  fputc ('&', out);
	  print_generic_expr (out, t.leaf, TDF_SLIM);
	}
      fputs (" + ", out);
    }
  fprintf (out, HOST_WIDE_INT_PRINT_DEC, (HOST_WIDE_INT) offset);
}

address_forms::address_forms ()
{
}

bool
address_forms::usable ()
{
  return (TYPE_PRECISION (sizetype) == HOST_BITS_PER_WIDE_INT
	  && POINTER_SIZE == HOST_BITS_PER_WIDE_INT);
}

bool
address_forms::of_ref (tree ref, address_form *f)
{
  f->terms.clear ();
  f->offset = 0;
  return of_address (ref, 1, f, 0);
}

bool
address_forms::add_operand (tree op, unsigned HOST_WIDE_INT coef,
			    address_form *f)
{
  return add_operand_1 (op, coef, f, 0);
}

/* Add COEF times the address of the lvalue REF.  */
bool
address_forms::of_address (tree ref, unsigned HOST_WIDE_INT coef,
			   address_form *f, int depth)
{
  if (depth > max_depth)
    return false;
  switch (TREE_CODE (ref))
    {
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      f->add (ref, coef);
      return true;

    case MEM_REF:
      f->offset += coef * constant_value (TREE_OPERAND (ref, 1));
      return add_operand_1 (TREE_OPERAND (ref, 0), coef, f, depth + 1);

    case TARGET_MEM_REF:
      {
	/* BASE + INDEX * STEP + INDEX2 + OFFSET, as ivopts leaves it.  */
	f->offset += coef * constant_value (TMR_OFFSET (ref));
	unsigned HOST_WIDE_INT step
	  = TMR_STEP (ref) ? constant_value (TMR_STEP (ref)) : 1;
	return (add_operand_1 (TMR_BASE (ref), coef, f, depth + 1)
		&& (!TMR_INDEX (ref)
		    || add_operand_1 (TMR_INDEX (ref), coef * step, f,
				      depth + 1))
		&& (!TMR_INDEX2 (ref)
		    || add_operand_1 (TMR_INDEX2 (ref), coef, f, depth + 1)));
      }

    case ARRAY_REF:
      {
	tree size = array_ref_element_size (ref);
	tree low = array_ref_low_bound (ref);
	if (TREE_CODE (size) != INTEGER_CST || TREE_CODE (low) != INTEGER_CST)
	  return false;
	unsigned HOST_WIDE_INT elt = constant_value (size);
	f->offset -= coef * elt * constant_value (low);
	return (of_address (TREE_OPERAND (ref, 0), coef, f, depth + 1)
		&& add_operand_1 (TREE_OPERAND (ref, 1), coef * elt, f,
				  depth + 1));
      }

    case COMPONENT_REF:
      {
	tree field = TREE_OPERAND (ref, 1);
	tree off = component_ref_field_offset (ref);
	tree bits = DECL_FIELD_BIT_OFFSET (field);
	if (DECL_BIT_FIELD (field) || !off || TREE_CODE (off) != INTEGER_CST
	    || TREE_CODE (bits) != INTEGER_CST
	    || constant_value (bits) % BITS_PER_UNIT)
	  return false;
	f->offset += coef * (constant_value (off)
			     + constant_value (bits) / BITS_PER_UNIT);
	return of_address (TREE_OPERAND (ref, 0), coef, f, depth + 1);
      }

    default:
      return false;
    }
}

bool
address_forms::add_operand_1 (tree op, unsigned HOST_WIDE_INT coef,
			      address_form *f, int depth)
{
  if (depth > max_depth)
    return false;
  switch (TREE_CODE (op))
    {
    case INTEGER_CST:
      f->offset += coef * constant_value (op);
      return true;

    case ADDR_EXPR:
      return of_address (TREE_OPERAND (op, 0), coef, f, depth + 1);

    case SSA_NAME:
      {
	const address_form &g = of_name (op, depth + 1);
	for (const form_term &t : g.terms)
	  f->add (t.leaf, coef * t.coef);
	f->offset += coef * g.offset;
	return f->terms.size () <= max_terms;
      }

    default:
      return false;
    }
}

/* The expansion of NAME, memoized: NAME itself as a leaf when its
   definition is not affine.  */
const address_form &
address_forms::of_name (tree name, int depth)
{
  unsigned v = SSA_NAME_VERSION (name);
  if (m_done.size () <= v)
    {
      m_done.resize (num_ssa_names + 1, 0);
      m_name_form.resize (num_ssa_names + 1);
    }
  if (m_done[v])
    return m_name_form[v];
  address_form f;
  if (!expand_definition (name, &f, depth))
    {
      f.terms.clear ();
      f.offset = 0;
      f.add (name, 1);
    }
  m_name_form[v] = f;
  m_done[v] = 1;
  return m_name_form[v];
}

/* Write the value of NAME, extended to 64 bits by its signedness, as a
   form over the leaves of its definition.  */
bool
address_forms::expand_definition (tree name, address_form *f, int depth)
{
  tree type = TREE_TYPE (name);
  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    return false;
  if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (name))
    return false;
  unsigned prec = TYPE_PRECISION (type);
  /* Whether sums and products of this type may be taken as sums and
     products of the extended values.  */
  bool exact = (prec == HOST_BITS_PER_WIDE_INT
		|| (INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_UNDEFINED (type)));
  if (gphi *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (name)))
    return exact && expand_induction (phi, f, depth);
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def)
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree op0 = gimple_assign_rhs1 (def);
  tree op1 = gimple_num_ops (def) > 2 ? gimple_assign_rhs2 (def) : NULL_TREE;
  switch (code)
    {
    case SSA_NAME:
    case INTEGER_CST:
    case ADDR_EXPR:
      return add_operand_1 (op0, 1, f, depth);

    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
      if (!exact)
	return false;
      return (add_operand_1 (op0, 1, f, depth)
	      && add_operand_1 (op1, code == MINUS_EXPR ? -1 : 1, f, depth));

    case NEGATE_EXPR:
      return exact && add_operand_1 (op0, -1, f, depth);

    case MULT_EXPR:
      if (!exact)
	return false;
      if (TREE_CODE (op0) == INTEGER_CST)
	std::swap (op0, op1);
      if (TREE_CODE (op1) != INTEGER_CST)
	return (m_scaled
		&& (expand_scaled_product (name, op0, op1, f, depth)
		    || expand_scaled_product (name, op1, op0, f, depth)));
      return add_operand_1 (op0, constant_value (op1), f, depth);

    case LSHIFT_EXPR:
      if (prec != HOST_BITS_PER_WIDE_INT || TREE_CODE (op1) != INTEGER_CST
	  || !tree_fits_uhwi_p (op1) || tree_to_uhwi (op1) >= prec)
	return false;
      return add_operand_1 (op0, HOST_WIDE_INT_1U << tree_to_uhwi (op1), f,
			    depth);

    CASE_CONVERT:
      {
	tree inner = TREE_TYPE (op0);
	if (!INTEGRAL_TYPE_P (inner) && !POINTER_TYPE_P (inner))
	  return false;
	unsigned iprec = TYPE_PRECISION (inner);
	/* The conversion keeps the value extended by the inner type's
	   signedness when it widens to 64 bits, when it changes nothing,
	   or when it widens without turning a negative value into a large
	   unsigned one.  */
	bool keeps = (prec == HOST_BITS_PER_WIDE_INT
		      || (prec == iprec
			  && TYPE_UNSIGNED (type) == TYPE_UNSIGNED (inner))
		      || (prec > iprec
			  && (TYPE_UNSIGNED (inner) || !TYPE_UNSIGNED (type))));
	return iprec <= HOST_BITS_PER_WIDE_INT && keeps
	       && add_operand_1 (op0, 1, f, depth);
      }

    default:
      return false;
    }
}

/* The constant by which NAME, a header PHI's result, grows from one
   iteration to the next, if the value T on the latch is NAME plus
   constants (exact additions only).  */
static bool
induction_step (tree name, tree t, unsigned HOST_WIDE_INT *step, int depth)
{
  if (t == name)
    {
      *step = 0;
      return true;
    }
  if (depth > 8 || TREE_CODE (t) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  if (!def)
    return false;
  tree type = TREE_TYPE (t);
  if (TYPE_PRECISION (type) != HOST_BITS_PER_WIDE_INT
      && !(INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_UNDEFINED (type)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree op0 = gimple_assign_rhs1 (def);
  if (code == SSA_NAME)
    return induction_step (name, op0, step, depth + 1);
  if (code != PLUS_EXPR && code != POINTER_PLUS_EXPR && code != MINUS_EXPR)
    return false;
  tree op1 = gimple_assign_rhs2 (def);
  if (TREE_CODE (op1) != INTEGER_CST
      || !induction_step (name, op0, step, depth + 1))
    return false;
  unsigned HOST_WIDE_INT c = constant_value (op1);
  *step += code == MINUS_EXPR ? -c : c;
  return true;
}

tree
address_forms::iteration_leaf (loop_p loop)
{
  auto it = m_iteration.find (loop->num);
  if (it != m_iteration.end ())
    return it->second;
  tree leaf = build_decl (UNKNOWN_LOCATION, VAR_DECL, NULL_TREE, sizetype);
  DECL_ARTIFICIAL (leaf) = 1;
  DECL_IGNORED_P (leaf) = 1;
  m_iteration[loop->num] = leaf;
  m_iteration_loop[leaf] = loop;
  return leaf;
}

/* The leaf "STRIDE times LOOP's iteration number".  */
tree
address_forms::scaled_iteration_leaf (loop_p loop, tree stride)
{
  std::pair<int, unsigned> key (loop->num, SSA_NAME_VERSION (stride));
  auto it = m_scaled_leaf.find (key);
  if (it != m_scaled_leaf.end ())
    return it->second;
  tree leaf = build_decl (UNKNOWN_LOCATION, VAR_DECL, NULL_TREE, sizetype);
  DECL_ARTIFICIAL (leaf) = 1;
  DECL_IGNORED_P (leaf) = 1;
  m_scaled_leaf[key] = leaf;
  m_iteration_loop[leaf] = loop;
  m_stride[leaf] = stride;
  return leaf;
}

tree
address_forms::iteration_stride (tree leaf) const
{
  auto it = m_stride.find (leaf);
  return it == m_stride.end () ? NULL_TREE : it->second;
}

/* Add IV * W to *F, where IV's form is a constant plus a step times the
   iteration number k of a loop L and every leaf of W's form is invariant
   in L: a0 * W + step * (W k), the latter a scaled iteration leaf.  The
   caller has checked that the product is exact.  */
bool
address_forms::expand_scaled_product (tree name, tree iv, tree w,
				      address_form *f, int depth)
{
  if (TREE_CODE (iv) != SSA_NAME || TREE_CODE (w) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (w)))
    return false;
  address_form a, b;
  if (!add_operand_1 (iv, 1, &a, depth) || a.terms.size () != 1
      || iteration_stride (a.terms[0].leaf))
    return false;
  loop_p loop = iteration_loop (a.terms[0].leaf);
  if (!loop || !add_operand_1 (w, 1, &b, depth))
    return false;
  for (const form_term &t : b.terms)
    {
      if (iteration_stride (t.leaf))
	return false;
      if (loop_p outer = iteration_loop (t.leaf))
	{
	  /* The iteration number of a loop around LOOP is invariant in
	     it.  */
	  if (!flow_loop_nested_p (outer, loop))
	    return false;
	}
      else if (TREE_CODE (t.leaf) == SSA_NAME
	       && !SSA_NAME_IS_DEFAULT_DEF (t.leaf)
	       && flow_bb_inside_loop_p (loop,
					 gimple_bb (SSA_NAME_DEF_STMT (t.leaf))))
	return false;
    }
  /* W's sole leaf, where W is just that leaf, so that several copies or
     conversions of one width share their scaled leaf.  */
  tree stride = w;
  if (b.offset == 0 && b.terms.size () == 1 && b.terms[0].coef == 1
      && TREE_CODE (b.terms[0].leaf) == SSA_NAME
      && INTEGRAL_TYPE_P (TREE_TYPE (b.terms[0].leaf)))
    stride = b.terms[0].leaf;
  unsigned HOST_WIDE_INT a0 = a.offset;
  for (const form_term &t : b.terms)
    f->add (t.leaf, a0 * t.coef);
  f->offset += a0 * b.offset;
  if (f->terms.size () > max_terms)
    return false;
  tree k = scaled_iteration_leaf (loop, stride);
  HOST_WIDE_INT step = (HOST_WIDE_INT) a.terms[0].coef;
  m_products[k].push_back (induction { name, step, *f });
  f->add (k, step);
  return f->terms.size () <= max_terms;
}

loop_p
address_forms::iteration_loop (tree leaf) const
{
  auto it = m_iteration_loop.find (leaf);
  return it == m_iteration_loop.end () ? NULL : it->second;
}

/* NAME = PHI's result = its value on entry + step * iteration number,
   for a header PHI of a natural loop that grows by a constant.  */
bool
address_forms::expand_induction (gphi *phi, address_form *f, int depth)
{
  basic_block bb = gimple_bb (phi);
  loop_p loop = bb->loop_father;
  if (!loop || loop->header != bb || !loop->latch
      || EDGE_COUNT (bb->preds) != 2 || !current_loops
      || loop == current_loops->tree_root)
    return false;
  edge latch = loop_latch_edge (loop);
  edge entry = EDGE_PRED (bb, 0) == latch ? EDGE_PRED (bb, 1) : EDGE_PRED (bb, 0);
  if ((entry->flags | latch->flags) & (EDGE_ABNORMAL | EDGE_EH))
    return false;
  tree name = gimple_phi_result (phi);
  unsigned HOST_WIDE_INT step;
  if (!induction_step (name, PHI_ARG_DEF_FROM_EDGE (phi, latch), &step, 0))
    return false;
  if (!add_operand_1 (PHI_ARG_DEF_FROM_EDGE (phi, entry), 1, f, depth))
    return false;
  tree k = iteration_leaf (loop);
  if (step)
    m_inductions[k].push_back (induction { name, (HOST_WIDE_INT) step, *f });
  f->add (k, step);
  return f->terms.size () <= max_terms;
}

/* Replace C times the leaf K in *OUT by the induction variable NAME =
   ENTRY + STEP * K, which STEP divides C for: C K = (NAME - ENTRY) C / STEP.
   False if the form grows past max_terms.  */
static bool
substitute_induction (address_form *out, tree k, HOST_WIDE_INT c, tree name,
		      HOST_WIDE_INT step, const address_form &entry)
{
  unsigned HOST_WIDE_INT m = (unsigned HOST_WIDE_INT) (c / step);
  out->add (k, -(unsigned HOST_WIDE_INT) c);
  out->add (name, m);
  for (const form_term &t : entry.terms)
    out->add (t.leaf, -(m * t.coef));
  out->offset -= m * entry.offset;
  return out->terms.size () <= max_terms;
}

bool
address_forms::without_iterations (const address_form &f, basic_block bb,
				   address_form *out) const
{
  *out = f;
  /* W times an iteration number k is rebuilt from a product
     NAME = ENTRY + STEP * (W k) of the same iteration, computed in the
     loop's header, which every block of the loop is dominated by (the
     dominance information may lag behind a peel made by an earlier run):
     c (W k) = (NAME - ENTRY) * c / STEP.  */
  for (int round = 0; round < 16; round++)
    {
      const form_term *it = NULL;
      for (const form_term &t : out->terms)
	if (iteration_stride (t.leaf))
	  {
	    it = &t;
	    break;
	  }
      if (!it)
	break;
      tree k = it->leaf;
      HOST_WIDE_INT c = (HOST_WIDE_INT) it->coef;
      auto ps = m_products.find (k);
      if (ps == m_products.end ())
	return false;
      const induction *use = NULL;
      for (const induction &p : ps->second)
	if (p.step != 0 && p.step != -1 - HOST_WIDE_INT_MAX
	    && c % p.step == 0
	    && !SSA_NAME_IS_DEFAULT_DEF (p.name)
	    && flow_bb_inside_loop_p (iteration_loop (k), bb)
	    && (gimple_bb (SSA_NAME_DEF_STMT (p.name))
		== iteration_loop (k)->header))
	  {
	    use = &p;
	    break;
	  }
      if (!use)
	return false;
      if (!substitute_induction (out, k, c, use->name, use->step,
				 use->entry))
	return false;
    }
  for (const form_term &t : out->terms)
    if (iteration_stride (t.leaf))
      return false;
  /* Entry values may hold the iteration numbers of outer loops.  */
  for (int round = 0; round < 16; round++)
    {
      const form_term *it = NULL;
      for (const form_term &t : out->terms)
	if (iteration_loop (t.leaf))
	  {
	    it = &t;
	    break;
	  }
      if (!it)
	return true;
      tree k = it->leaf;
      HOST_WIDE_INT c = (HOST_WIDE_INT) it->coef;
      loop_p loop = iteration_loop (k);
      if (!dominated_by_p (CDI_DOMINATORS, bb, loop->header))
	return false;
      auto ivs = m_inductions.find (k);
      if (ivs == m_inductions.end ())
	return false;
      const induction *use = NULL;
      for (const induction &iv : ivs->second)
	if (iv.step != 0 && iv.step != -1 - HOST_WIDE_INT_MAX
	    && c % iv.step == 0)
	  {
	    use = &iv;
	    break;
	  }
      if (!use)
	return false;
      if (!substitute_induction (out, k, c, use->name, use->step,
				 use->entry))
	return false;
    }
  return false;
}

/* Emit T = LEAF converted to sizetype, times COEF.  */
static tree
scaled_leaf (tree leaf, unsigned HOST_WIDE_INT coef, gimple_seq *seq)
{
  tree v = TREE_CODE (leaf) == SSA_NAME ? leaf : build_fold_addr_expr (leaf);
  v = gimple_convert (seq, sizetype, v);
  if (coef != 1)
    v = gimple_build (seq, MULT_EXPR, sizetype, v,
		      build_int_cst (sizetype, coef));
  return v;
}

tree
address_forms::build_address (const address_form &f, gimple_seq *seq)
{
  int base = -1;
  for (unsigned i = 0; i < f.terms.size () && base < 0; i++)
    if (f.terms[i].coef == 1
	&& (addressable_decl_p (f.terms[i].leaf)
	    || POINTER_TYPE_P (TREE_TYPE (f.terms[i].leaf))))
      base = i;
  if (base < 0)
    return NULL_TREE;
  tree leaf = f.terms[base].leaf;
  tree ptr = TREE_CODE (leaf) == SSA_NAME ? leaf : build_fold_addr_expr (leaf);
  tree sum = NULL_TREE;
  for (unsigned i = 0; i < f.terms.size (); i++)
    if ((int) i != base)
      {
	tree t = scaled_leaf (f.terms[i].leaf, f.terms[i].coef, seq);
	sum = sum ? gimple_build (seq, PLUS_EXPR, sizetype, sum, t) : t;
      }
  if (sum)
    ptr = gimple_build (seq, POINTER_PLUS_EXPR, TREE_TYPE (ptr), ptr, sum);
  return ptr;
}

bool
distinct_declarations (tree a, tree b)
{
  return a != b && compare_base_decls (a, b) == 0;
}

} // namespace qprop
