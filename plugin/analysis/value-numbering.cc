/* Optimistic global value numbering with value-occurrence tables
   (thesis ch. 3.3.2, Programs 3.1-3.4).

   A value number names a value, not a spelling.  Expressions are hashed
   on their code, their type and the value numbers of their operands, so

	 b_1 = a_0 + 1;  c_2 = a_0 + 1;  x_3 = b_1 + 5;  y_4 = c_2 + 5;

   gives b_1 and c_2 one number, and then x_3 and y_4 one number, without
   copy propagation in between: the "second-order" redundancy that
   lexical PRE only finds by running again.

   The numbering walks the dominator tree depth first, visiting the
   children of a block in reverse postorder, so that (in a reducible CFG)
   every operand is numbered before its use except PHI arguments that
   arrive over back edges.  Such a PHI is numbered optimistically: its
   unknown arguments count as equal to anything (value 0), the subtree it
   dominates is numbered, and then the PHI is numbered again from the
   arguments now known.  If its number changed, the subtree is numbered
   again; after a few rounds without a fixed point the PHI gets a number
   of its own, which is always safe.  In

	 i_1 = PHI <0, i_5>    j_2 = PHI <0, j_6>
	 ...                   i_5 = i_1 + 1;  j_6 = j_2 + 1;

   the first round assumes i_1 == j_2, finds i_5 == j_6 and confirms it.
   A PHI reached from a block it does not dominate (irreducible control
   flow) is never numbered optimistically.

   Loads are numbered by what they load from where (the "shape": the
   access type and the numbers of the address's parts) and by the memory
   state they read.  The memory state of a load is the closest definition
   up its virtual use-def chain that may clobber the loaded location,
   found with GCC's alias oracle; a virtual PHI whose incoming states all
   agree is looked through.  Two loads of one location with no possible
   clobber between them therefore get one number.  Calls get a number of
   their own unless they are const, or pure and read the same memory
   state, with equal arguments.

   Because stale entries of the hash table survive from one round to the
   next, the result is checked at the end: every statement is numbered
   once more from the final numbers of its operands, and any difference
   makes the whole function be numbered again pessimistically.  A number
   shared by two names is therefore always a fixed point of the hashing
   equations, which is what makes it sound.

   The tables.  The local value-occurrence table of a block maps each
   value the block computes to the last name in it that holds the value.
   The path value-occurrence table of a block is the set of values (and
   load shapes) computed on some path from the entry to the block's exit:
   the union of its local table and its predecessors' path tables, solved
   to a fixed point over the CFG.  qprop-pre answers "false" at once when
   a queried value is in neither (rule 2').  */

#include "gcc-includes.h"
#include "ir/load-safety.h"
#include "analysis/value-numbering.h"

namespace qprop {

namespace {

/* The first element of a value_key.  */
enum key_kind
{
  KEY_NARY = 1,
  KEY_LOAD_SHAPE,
  KEY_LOAD,
  KEY_CALL,
  KEY_PHI
};

/* Markers for the leaves of a reference's key.  */
const long REF_NULL = -1;
const long REF_NAME = -2;
const long REF_CONSTANT = -3;
const long REF_DECL = -4;

/* How many times the subtree of a PHI block is renumbered before its
   PHIs are given numbers of their own.  */
const int max_optimistic_rounds = 3;

/* Steps of one walk up the virtual use-def chain.  */
const int memory_walk_budget = 64;

/* Path tables above this many bits are not built; rule 2' is then off
   for the function.  */
const long max_path_table_bits = 400L * 1000 * 1000;

struct identity_map : operand_map
{
  tree current (tree name) const final override { return name; }
};

const identity_map identity;

long
type_id (tree type)
{
  return TYPE_UID (TYPE_MAIN_VARIANT (type));
}

} // anon namespace

value_numbering::value_numbering (function *fn, int max_blocks)
  : m_fn (fn), m_too_big (false), m_fell_back (false), m_traversals (0),
    m_traversal_budget (0), m_next_value (1)
{
  bitmap_obstack_initialize (&m_obstack);
  if (n_basic_blocks_for_fn (fn) - NUM_FIXED_BLOCKS > max_blocks)
    {
      m_too_big = true;
      return;
    }

  calculate_dominance_info (CDI_DOMINATORS);
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fn));
  int n = pre_and_rev_post_order_compute_fn (fn, NULL, rpo, false);
  m_rpo_index.assign (last_basic_block_for_fn (fn), INT_MAX);
  for (int i = 0; i < n; i++)
    m_rpo_index[rpo[i]] = i;
  XDELETEVEC (rpo);

  number_function (true);
  if (!consistent ())
    {
      m_fell_back = true;
      number_function (false);
    }
  build_tables ();
}

value_numbering::~value_numbering ()
{
  bitmap_obstack_release (&m_obstack);
}

/* Number the whole function; fall back to the pessimistic numbering when
   the optimistic one runs over its budget.  */
void
value_numbering::number_function (bool optimistic)
{
  reset ();
  m_traversal_budget = 8 * n_basic_blocks_for_fn (m_fn) + 64;
  traverse (ENTRY_BLOCK_PTR_FOR_FN (m_fn), optimistic);
  if (optimistic && m_traversal_budget < 0)
    {
      m_fell_back = true;
      reset ();
      m_traversal_budget = INT_MAX;
      traverse (ENTRY_BLOCK_PTR_FOR_FN (m_fn), false);
    }
}

void
value_numbering::reset ()
{
  m_table.clear ();
  m_constants.clear ();
  m_next_value = 1;
  m_value.assign (num_ssa_names, 0);
  m_shape.assign (num_ssa_names, 0);
  m_fixed.assign (num_ssa_names, false);
  m_own.assign (num_ssa_names, 0);
  m_own_shape.assign (num_ssa_names, 0);
  m_log.clear ();
  /* Parameters and undefined values are different from everything else,
     and from each other.  */
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, m_fn)
    if (SSA_NAME_IS_DEFAULT_DEF (name))
      {
	m_value[i] = fresh ();
	m_fixed[i] = true;
      }
}

value_id
value_numbering::fresh ()
{
  return m_next_value++;
}

value_id
value_numbering::own_value (tree name, std::vector<value_id> *owner)
{
  value_id &v = (*owner)[SSA_NAME_VERSION (name)];
  if (!v)
    v = fresh ();
  return v;
}

/* The number of KEY, computed for DEF (a load's SHAPE if SHAPE).  */
value_id
value_numbering::intern (const value_key &key, tree def, bool shape)
{
  auto it = m_table.find (key);
  if (it != m_table.end ())
    return it->second;
  if (m_lookup_only)
    return 0;
  value_id v = own_value (def, shape ? &m_own_shape : &m_own);
  m_table.emplace (key, v);
  m_log.push_back (key);
  return v;
}

value_id
value_numbering::find (const value_key &key) const
{
  auto it = m_table.find (key);
  return it == m_table.end () ? 0 : it->second;
}

value_id
value_numbering::constant_value (tree cst)
{
  std::vector<std::pair<tree, value_id> > &bucket
    = m_constants[iterative_hash_expr (cst, 0)];
  for (const auto &entry : bucket)
    if (types_compatible_p (TREE_TYPE (entry.first), TREE_TYPE (cst))
	&& operand_equal_p (entry.first, cst, 0))
      return entry.second;
  value_id v = fresh ();
  bucket.push_back (std::make_pair (cst, v));
  return v;
}

value_id
value_numbering::value_of (tree name) const
{
  if (TREE_CODE (name) == SSA_NAME)
    {
      unsigned v = SSA_NAME_VERSION (name);
      return v < m_value.size () ? m_value[v] : 0;
    }
  if (is_gimple_min_invariant (name))
    {
      auto it = m_constants.find (iterative_hash_expr (name, 0));
      if (it != m_constants.end ())
	for (const auto &entry : it->second)
	  if (types_compatible_p (TREE_TYPE (entry.first), TREE_TYPE (name))
	      && operand_equal_p (entry.first, name, 0))
	    return entry.second;
    }
  return 0;
}

void
value_numbering::record (tree name, value_id v)
{
  unsigned ver = SSA_NAME_VERSION (name);
  if (ver >= m_value.size ())
    {
      m_value.resize (num_ssa_names, 0);
      m_shape.resize (num_ssa_names, 0);
      m_fixed.resize (num_ssa_names, false);
    }
  m_value[ver] = v;
  m_fixed[ver] = true;
}

value_id
value_numbering::load_shape_of (tree name) const
{
  unsigned v = SSA_NAME_VERSION (name);
  return v < m_shape.size () ? m_shape[v] : 0;
}

value_id
value_numbering::name_value (tree op, const operand_map &map)
{
  tree t = map.current (op);
  if (TREE_CODE (t) == SSA_NAME)
    return value_of (t);
  if (is_gimple_min_invariant (t))
    return constant_value (t);
  return 0;
}

/* Append to KEY a canonical form of the reference tree REF with its SSA
   names replaced by their values.  Fails for anything that is not a plain
   memory reference, and for volatile ones.  */
bool
value_numbering::ref_key (tree ref, const operand_map &map, value_key *key)
{
  if (TREE_CODE (ref) == SSA_NAME)
    {
      value_id v = name_value (ref, map);
      key->push_back (REF_NAME);
      key->push_back (v);
      return v != 0;
    }
  if (CONSTANT_CLASS_P (ref))
    {
      key->push_back (REF_CONSTANT);
      key->push_back (constant_value (ref));
      return true;
    }
  if (DECL_P (ref))
    {
      key->push_back (REF_DECL);
      key->push_back (DECL_UID (ref));
      return !TREE_THIS_VOLATILE (ref);
    }
  enum tree_code code = TREE_CODE (ref);
  if (TREE_THIS_VOLATILE (ref)
      || !(REFERENCE_CLASS_P (ref) || code == ADDR_EXPR))
    return false;
  key->push_back (code);
  key->push_back (TREE_TYPE (ref) ? type_id (TREE_TYPE (ref)) : REF_NULL);
  for (int i = 0; i < TREE_OPERAND_LENGTH (ref); i++)
    {
      tree op = TREE_OPERAND (ref, i);
      if (!op)
	key->push_back (REF_NULL);
      else if (!ref_key (op, map, key))
	return false;
    }
  return true;
}

bool
value_numbering::nary_key (enum tree_code code, tree type, const tree *ops,
			   unsigned nops, const operand_map &map,
			   value_key *key)
{
  if (CONVERT_EXPR_CODE_P (code))
    code = NOP_EXPR;
  value_id v[3];
  gcc_checking_assert (nops <= 3);
  for (unsigned i = 0; i < nops; i++)
    if (!(v[i] = name_value (ops[i], map)))
      return false;
  if (nops >= 2 && commutative_tree_code (code) && v[0] > v[1])
    std::swap (v[0], v[1]);
  else if (nops == 2 && TREE_CODE_CLASS (code) == tcc_comparison
	   && v[0] > v[1])
    {
      std::swap (v[0], v[1]);
      code = swap_tree_comparison (code);
    }
  key->push_back (KEY_NARY);
  key->push_back (code);
  key->push_back (type_id (type));
  for (unsigned i = 0; i < nops; i++)
    key->push_back (v[i]);
  return true;
}

value_id
value_numbering::lookup_nary (enum tree_code code, tree type,
			      const tree *ops, unsigned nops,
			      const operand_map &map)
{
  value_key key;
  if (!nary_key (code, type, ops, nops, map, &key))
    return 0;
  return find (key);
}

value_id
value_numbering::stored_shape (gimple *stmt) const
{
  auto it = m_stored.find (stmt);
  return it == m_stored.end () ? 0 : it->second;
}

value_id
value_numbering::compute_stored_shape (gimple *stmt)
{
  gassign *store = dyn_cast <gassign *> (stmt);
  if (!store || !gimple_assign_single_p (store) || !gimple_vdef (store)
      || gimple_has_volatile_ops (store)
      || stmt_could_throw_p (m_fn, store))
    return 0;
  tree lhs = gimple_assign_lhs (store);
  tree rhs = gimple_assign_rhs1 (store);
  if (TREE_CODE (lhs) == SSA_NAME || TREE_CODE (lhs) == TARGET_MEM_REF
      || TREE_CODE (lhs) == BIT_FIELD_REF
      || (TREE_CODE (lhs) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (lhs, 1)))
      || !is_gimple_reg_type (TREE_TYPE (lhs))
      || !(TREE_CODE (rhs) == SSA_NAME
	   ? !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (rhs)
	   : is_gimple_min_invariant (rhs))
      || !useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (rhs)))
    return 0;
  value_key key;
  key.push_back (KEY_LOAD_SHAPE);
  key.push_back (type_id (TREE_TYPE (lhs)));
  if (!ref_key (lhs, identity, &key))
    return 0;
  return find (key);
}

value_id
value_numbering::lookup_load_shape (tree ref, tree type,
				    const operand_map &map)
{
  value_key key;
  key.push_back (KEY_LOAD_SHAPE);
  key.push_back (type_id (type));
  if (!ref_key (ref, map, &key))
    return 0;
  return find (key);
}

/* Walk up the virtual use-def chain from VUSE, over definitions that
   cannot clobber REF, and return the name of the memory state REF is read
   from.  A virtual PHI is looked through when all its arguments lead to
   one state, or back to the PHI itself.  OPEN_PHIS holds the PHIs being
   looked through, so that a cycle ends at its own PHI.  */
tree
value_numbering::walk_memory (tree vuse, ao_ref *ref, int *budget,
			      std::vector<tree> *open_phis)
{
  while (--*budget > 0)
    {
      gimple *def = SSA_NAME_DEF_STMT (vuse);
      if (gimple_nop_p (def))
	return vuse;
      if (gphi *phi = dyn_cast <gphi *> (def))
	{
	  for (tree open : *open_phis)
	    if (open == vuse)
	      return vuse;
	  open_phis->push_back (vuse);
	  tree state = NULL_TREE;
	  bool agree = true;
	  for (unsigned i = 0; i < gimple_phi_num_args (phi) && agree; i++)
	    {
	      tree s = walk_memory (gimple_phi_arg_def (phi, i), ref, budget,
				    open_phis);
	      if (s == vuse)
		continue;
	      if (!state)
		state = s;
	      else if (s != state)
		agree = false;
	    }
	  open_phis->pop_back ();
	  return agree && state ? state : vuse;
	}
      if (may_write_ref (def, ref))
	return vuse;
      vuse = gimple_vuse (def);
      if (!vuse)
	return gimple_vdef (def);
    }
  return vuse;
}

value_id
value_numbering::state_name_value (tree vname)
{
  unsigned v = SSA_NAME_VERSION (vname);
  if (!m_value[v])
    {
      m_value[v] = fresh ();
      m_fixed[v] = true;
    }
  return m_value[v];
}

value_id
value_numbering::memory_state (tree vuse, tree ref)
{
  ao_ref r;
  ao_ref_init (&r, ref);
  int budget = memory_walk_budget;
  std::vector<tree> open_phis;
  return state_name_value (walk_memory (vuse, &r, &budget, &open_phis));
}

value_id
value_numbering::phi_value (gphi *phi, bool optimistic)
{
  basic_block bb = gimple_bb (phi);
  value_key key;
  key.push_back (KEY_PHI);
  key.push_back (bb->index);
  value_id same = 0;
  bool all_same = true;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      value_id v = name_value (arg, identity);
      if (!v)
	{
	  /* Only an argument over a back edge may be assumed to be equal
	     to anything; from a block the PHI does not dominate it could
	     be anything.  */
	  edge e = gimple_phi_arg_edge (phi, i);
	  if (!optimistic || !dominated_by_p (CDI_DOMINATORS, e->src, bb))
	    return 0;
	}
      else if (!same)
	same = v;
      else if (v != same)
	all_same = false;
      key.push_back (v);
    }
  if (all_same && same)
    return same;
  return intern (key, gimple_phi_result (phi));
}

value_id
value_numbering::assign_value (gassign *stmt)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  value_key key;
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      if (TREE_CODE (rhs1) == SSA_NAME)
	return value_of (rhs1);
      if (is_gimple_min_invariant (rhs1))
	return constant_value (rhs1);
      if (gimple_has_volatile_ops (stmt))
	return 0;
      if (gimple_assign_load_p (stmt) && gimple_vuse (stmt))
	{
	  key.push_back (KEY_LOAD_SHAPE);
	  key.push_back (type_id (TREE_TYPE (lhs)));
	  if (!ref_key (rhs1, identity, &key))
	    return 0;
	  value_id shape = intern (key, lhs, true);
	  if (!m_lookup_only)
	    m_shape[SSA_NAME_VERSION (lhs)] = shape;
	  else if (shape != m_shape[SSA_NAME_VERSION (lhs)])
	    return 0;
	  key[0] = KEY_LOAD;
	  key.push_back (memory_state (gimple_vuse (stmt), rhs1));
	  return intern (key, lhs);
	}
      if (code == ADDR_EXPR)
	{
	  key.push_back (KEY_NARY);
	  key.push_back (code);
	  key.push_back (type_id (TREE_TYPE (lhs)));
	  if (!ref_key (rhs1, identity, &key))
	    return 0;
	  return intern (key, lhs);
	}
      return 0;

    case GIMPLE_UNARY_RHS:
    case GIMPLE_BINARY_RHS:
    case GIMPLE_TERNARY_RHS:
      {
	tree ops[3] = { rhs1, gimple_assign_rhs2 (stmt),
			gimple_assign_rhs3 (stmt) };
	if (!nary_key (code, TREE_TYPE (lhs), ops,
		       gimple_num_ops (stmt) - 1, identity, &key))
	  return 0;
	return intern (key, lhs);
      }

    default:
      return 0;
    }
}

value_id
value_numbering::call_value (gcall *stmt)
{
  tree fndecl = gimple_call_fndecl (stmt);
  int flags = gimple_call_flags (stmt);
  if (gimple_call_internal_p (stmt) || !fndecl
      || !(flags & (ECF_CONST | ECF_PURE))
      || (flags & ECF_LOOPING_CONST_OR_PURE)
      || gimple_has_volatile_ops (stmt))
    return 0;
  value_key key;
  key.push_back (KEY_CALL);
  key.push_back (DECL_UID (fndecl));
  key.push_back (type_id (TREE_TYPE (gimple_call_lhs (stmt))));
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      value_id v = name_value (gimple_call_arg (stmt, i), identity);
      if (!v)
	return 0;
      key.push_back (v);
    }
  /* A pure function reads memory: the same arguments give the same
     result only in the same memory state.  */
  if (!(flags & ECF_CONST))
    {
      if (!gimple_vuse (stmt))
	return 0;
      key.push_back (state_name_value (gimple_vuse (stmt)));
    }
  return intern (key, gimple_call_lhs (stmt));
}

void
value_numbering::number_statement (gimple *stmt, bool optimistic)
{
  /* The operand iterators do not see a PHI's result.  */
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    {
      set_value (gimple_phi_result (phi), phi_value (phi, optimistic));
      return;
    }
  tree def;
  ssa_op_iter iter;
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
    {
      value_id v = 0;
      if (gassign *assign = dyn_cast <gassign *> (stmt))
	v = assign_value (assign);
      else if (gcall *call = dyn_cast <gcall *> (stmt))
	if (def == gimple_call_lhs (call))
	  v = call_value (call);
      set_value (def, v);
    }
}

/* Give NAME the number V, or a fixed number of its own if V is 0, so
   that renumbering a subtree does not give it a new number each round.
   A fixed name keeps its number.  */
void
value_numbering::set_value (tree name, value_id v)
{
  unsigned ver = SSA_NAME_VERSION (name);
  if (m_fixed[ver])
    return;
  if (!v)
    {
      v = fresh ();
      m_fixed[ver] = true;
    }
  m_value[ver] = v;
}

void
value_numbering::number_block (basic_block bb, bool optimistic)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
      number_statement (gsi.phi (), optimistic);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)))
      number_statement (gsi_stmt (gsi), optimistic);
}

/* Whether BB has a PHI fed over an edge from a block BB dominates, whose
   argument is therefore numbered after the PHI.  */
bool
value_numbering::has_back_edge_phis (basic_block bb) const
{
  edge e;
  edge_iterator ei;
  bool back = false;
  FOR_EACH_EDGE (e, ei, bb->preds)
    back |= dominated_by_p (CDI_DOMINATORS, e->src, bb);
  if (!back)
    return false;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
      return true;
  return false;
}

/* Number the subtree of the dominator tree rooted at BB.  */
void
value_numbering::traverse (basic_block bb, bool optimistic)
{
  if (--m_traversal_budget < 0)
    return;
  m_traversals++;
  number_block (bb, optimistic);

  auto_vec<basic_block, 8> kids;
  for (basic_block kid = first_dom_son (CDI_DOMINATORS, bb); kid;
       kid = next_dom_son (CDI_DOMINATORS, kid))
    kids.safe_push (kid);
  const std::vector<int> &order = m_rpo_index;
  std::sort (kids.begin (), kids.end (),
	     [&order] (basic_block a, basic_block b)
	     { return order[a->index] < order[b->index]; });

  for (basic_block kid : kids)
    {
      if (!optimistic || !has_back_edge_phis (kid))
	{
	  traverse (kid, optimistic);
	  continue;
	}
      bool stable = false;
      for (int round = 0; round < max_optimistic_rounds && !stable; round++)
	{
	  size_t mark = m_log.size ();
	  traverse (kid, true);
	  stable = phis_settled (kid);
	  if (!stable)
	    {
	      for (size_t i = mark; i < m_log.size (); i++)
		m_table.erase (m_log[i]);
	      m_log.resize (mark);
	    }
	}
      if (!stable)
	{
	  /* No fixed point in reach: give the PHIs numbers of their own
	     and number the subtree once more from them.  */
	  for (gphi_iterator gsi = gsi_start_phis (kid); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      tree res = gimple_phi_result (gsi.phi ());
	      if (!virtual_operand_p (res))
		{
		  m_value[SSA_NAME_VERSION (res)] = fresh ();
		  m_fixed[SSA_NAME_VERSION (res)] = true;
		}
	    }
	  traverse (kid, true);
	}
    }
}

/* Whether the PHIs of BB would keep their numbers if numbered again now
   that the subtree below them is numbered.  */
bool
value_numbering::phis_settled (basic_block bb)
{
  bool settled = true;
  m_lookup_only = true;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree res = gimple_phi_result (gsi.phi ());
      unsigned ver = SSA_NAME_VERSION (res);
      if (virtual_operand_p (res) || m_fixed[ver])
	continue;
      value_id v = phi_value (gsi.phi (), true);
      if ((v ? v : own_value (res, &m_own)) != m_value[ver])
	settled = false;
    }
  m_lookup_only = false;
  return settled;
}

/* Whether every statement's number is what its operands' final numbers
   give, with no new entry in the table: since every key in it has its
   own number, that makes the numbering a fixed point.  */
bool
value_numbering::consistent ()
{
  m_lookup_only = true;
  bool ok = consistent_1 ();
  m_lookup_only = false;
  return ok;
}

bool
value_numbering::consistent_1 ()
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    {
      if (m_rpo_index[bb->index] == INT_MAX)
	continue;
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  unsigned ver = SSA_NAME_VERSION (res);
	  if (!virtual_operand_p (res) && !m_fixed[ver]
	      && phi_value (gsi.phi (), false) != m_value[ver])
	    return false;
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  tree lhs = gimple_get_lhs (stmt);
	  if (!lhs || TREE_CODE (lhs) != SSA_NAME
	      || m_fixed[SSA_NAME_VERSION (lhs)])
	    continue;
	  value_id v = 0;
	  if (gassign *assign = dyn_cast <gassign *> (stmt))
	    v = assign_value (assign);
	  else if (gcall *call = dyn_cast <gcall *> (stmt))
	    v = call_value (call);
	  if (v != m_value[SSA_NAME_VERSION (lhs)])
	    return false;
	}
    }
  return true;
}

void
value_numbering::build_tables ()
{
  int nblocks = last_basic_block_for_fn (m_fn);
  m_local.assign (nblocks, std::map<value_id, tree> ());
  m_path.assign (nblocks, (bitmap) NULL);
  m_stored.clear ();

  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    {
      std::map<value_id, tree> &local = m_local[bb->index];
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (!virtual_operand_p (res))
	    local[value_of (res)] = res;
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME)
	    local[value_of (lhs)] = lhs;
	  else if (value_id s = compute_stored_shape (gsi_stmt (gsi)))
	    m_stored[gsi_stmt (gsi)] = s;
	}
    }

  if ((long) n_basic_blocks_for_fn (m_fn) * values () > max_path_table_bits)
    return;

  /* path(n) = local(n) U path(p) for every predecessor p; iterate in
     reverse postorder until nothing changes.  */
  std::vector<basic_block> order (n_basic_blocks_for_fn (m_fn), NULL);
  int count = 0;
  FOR_EACH_BB_FN (bb, m_fn)
    if (m_rpo_index[bb->index] != INT_MAX)
      {
	order[m_rpo_index[bb->index]] = bb;
	count++;
	bitmap b = BITMAP_ALLOC (&m_obstack);
	for (const auto &entry : m_local[bb->index])
	  {
	    bitmap_set_bit (b, entry.first);
	    if (value_id s = load_shape_of (entry.second))
	      bitmap_set_bit (b, s);
	  }
	/* A store makes the stored value available to a later load of
	   the same location.  */
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (value_id s = stored_shape (gsi_stmt (gsi)))
	    bitmap_set_bit (b, s);
	m_path[bb->index] = b;
      }
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (basic_block n : order)
	{
	  if (!n || !m_path[n->index])
	    continue;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, n->preds)
	    if (e->src->index < nblocks && m_path[e->src->index])
	      changed |= bitmap_ior_into (m_path[n->index],
					  m_path[e->src->index]);
	}
    }
}

tree
value_numbering::local_leader (basic_block bb, value_id v) const
{
  if (!v || bb->index >= (int) m_local.size ())
    return NULL_TREE;
  const std::map<value_id, tree> &local = m_local[bb->index];
  auto it = local.find (v);
  return it == local.end () ? NULL_TREE : it->second;
}

bool
value_numbering::on_some_path (basic_block bb, value_id v) const
{
  if (bb->index >= (int) m_path.size () || !m_path[bb->index])
    return true;
  return v && bitmap_bit_p (m_path[bb->index], v);
}

void
value_numbering::dump (FILE *out) const
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    {
      fprintf (out, "bb %d:\n", bb->index);
      auto print = [this, out] (gimple *stmt, tree name)
	{
	  fprintf (out, "  [%d] ", value_of (name));
	  if (value_id s = load_shape_of (name))
	    fprintf (out, "(shape %d) ", s);
	  print_gimple_stmt (out, stmt, 0, TDF_SLIM);
	};
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  print (gsi.phi (), gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME)
	    print (gsi_stmt (gsi), lhs);
	}
      fprintf (out, "  local:");
      if (bb->index < (int) m_local.size ())
	for (const auto &entry : m_local[bb->index])
	  fprintf (out, " %d", entry.first);
      fprintf (out, "\n  path:");
      if (bb->index < (int) m_path.size () && m_path[bb->index])
	{
	  bitmap_iterator bi;
	  unsigned v;
	  EXECUTE_IF_SET_IN_BITMAP (m_path[bb->index], 0, v, bi)
	    fprintf (out, " %u", v);
	}
      else
	fprintf (out, " (not built)");
      fputc ('\n', out);
    }
}

} // namespace qprop
