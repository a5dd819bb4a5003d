/* GLIA and MDGLIA: global load instruction aggregation (thesis ch. 5).

   A load brings the cache line around its element into the cache.  If
   another load of that line comes soon after, it hits; if references to
   other arrays come in between, they may evict the line first, and the
   second load misses.  GLIA moves loads up, next to an earlier load of
   the same array, so that the line is used while it is still there:

	 x = a[i];                     x = a[i];
	 y = b[i];          ==>        z = a[i + 1];
	 z = a[i + 1];                 y = b[i];

   MDGLIA refines "the same array" for arrays of rows: it keeps a load
   next to the reference sharing the most leading indices with it, so that
   a[i][j + 1] goes next to a[i][j] rather than after a[k][l].

   The placement is lazy code motion over a graph with one node per
   statement, computed for one reference AR at a time.  Local properties
   of a node n:

     SameAddr    n loads from the same array as AR (the same TopAddr: the
		 declaration or pointer the address starts from);
     isSame      n loads the element AR loads (the same address form,
		 size and type);
     Transp_e    n neither defines a name AR's address is computed from
		 nor may write AR's element (alias oracle); no call that
		 may write memory, no asm, no volatile access;
     Transp_Addr Transp_e, and n references no array other than AR's:
		 any other load, store or memory-touching call breaks it.

   Global properties, as in the thesis (greatest fixed points unless said
   otherwise):

     UpSafe(n)      every path into n has a load of AR's array, with
		    only transparent nodes after it.  This replaces LCM's
		    availability of the same value, and lets AR be placed
		    where it was not executed before (speculation);
     DownSafe(n)    AR's element is loaded on every path from n, with
		    only transparent nodes before it;
     Earliest(n)    n is safe and a predecessor is not, or not
		    transparent;
     Delayed(n)     n is earliest, or every predecessor p is delayed,
		    does not load AR's element and keeps both conditions:
       keepOrder(p)      no same-array reference reaches p (partial
			 UpSafe, a least fixed point), or p references no
			 other array;
       keepDimension(p)  (MDGLIA) no same-array reference reaches p, or
			 pnCI(p) is not below the pnCI of p's
			 predecessors, where nCI(r) counts the leading
			 indices r shares with AR and pnCI carries the
			 nCI of the last same-array reference forward;
     Latest(n)      n is delayed and computes AR or a successor is not
		    delayed;
     Isolated(n)    an insertion at n would feed no occurrence but n;
     Insert(n)      Latest(n) and not Isolated(n);
     Replace(n)     n loads AR's element and is not both latest and
		    isolated.

   The delay from the earliest point stops at the first reference to
   another array after the last reference to AR's array: that is where AR
   goes.  In the example, Earliest is just after x = a[i] (UpSafe holds
   there), b[i] breaks keepOrder, and z = a[i + 1] is inserted before it.

   Demand-driven (thesis 5.4.3).  References are taken one at a time in
   topological order, each on the IR as the moves before it left it, so a
   reference whose neighbourhood an earlier move has already fixed is left
   where it is (Fig. 5.8: once a[i + 1] sits next to a[i], b[i + 1]
   follows b[i] and needs no motion).

   What GCC's IR changes.
   - SSA.  A name AR's address is computed from by plain arithmetic
     (the "chain") moves up with AR; only the other names, its leaves,
     stop it.  A leaf defined between the earliest point and AR can only
     be passed when nothing on a path from the insertion point to AR
     defines one (Blocked, below).
   - Speculation.  UpSafe makes Earliest true at points from where AR
     may not be executed, and from where a path to AR may cross the
     definition of one of its leaves.  The thesis's equations do not
     exclude the latter, so safety here is DownSafe, or UpSafe and not
     Blocked, where Blocked(n) says some path from n to AR crosses a node
     that is not transparent.  A speculative load must also be unable to
     fault (docs/design.md, rule 1; the rules of ir/load-safety.h):
     either the element is loaded on every path from the insertion point
     before any call, exception, exit or back edge, or its address lies
     inside a declared object for every value the leaves can take (their
     value ranges, and the loops' trip bounds for iteration numbers).
   - Motion only.  The placement is applied when it inserts at one point
     that dominates every occurrence it replaces; the first occurrence is
     moved there (no new name, no PHI), and the others take its value.
     Placements that need several insertion points are counted as merges
     and left alone.  An insertion point in a loop the reference is not
     in is refused (it would run more often).
   - Region.  A reference in a loop is analyzed over that loop's body,
     whose entry and exits stand for the program's start and end;
     elsewhere over the whole function.

   What pays.  The thesis moves a load past any reference to another
   array.  Measured on current machines, most such moves cost more than
   they save, so with the default arguments a move must also
     - land after a load of the element's own cache line (next to
       another row it only reorders misses);
     - cross at least glia-distance references to other lines, or a call
       or an inner loop: fewer cannot evict a line from a cache that
       associative, and on x86 the moved load can no longer be an
       operand of its use, which costs an instruction;
     - leave at most glia-pressure values live where the moved value is.
   glia-distance=1 turns the first two off (the tests of the figures use
   it).

   Where it runs.  After all other GIMPLE optimizations (after late
   sinking, which would move the loads back down into their branches):
   right after uncprop, the last GIMPLE pass before the IR is expanded to
   RTL.  See docs/passes.md for what
   survives to the assembly.  */

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

namespace qprop {

namespace {

/* The array a reference belongs to and where in it.  TOP is the
   declaration or the pointer its address starts from (TopAddr).  For an
   array of pointers to rows, each row pointer is a load of its own, and
   OUTER holds the address forms of those loads, outermost first; FLAT is
   the rest of the address, without TOP.  STRIDES are the dimensions of
   the flat part, largest first: the row sizes of the declared type and
   the coefficients of the address form.  */
struct array_view
{
  bool valid = false;
  tree top = NULL_TREE;
  /* For a declared record, the array field the address is in (a
     structure of arrays has one array per field), at byte FIELD_POS of
     TOP; FLAT's offset is then relative to the field.  */
  tree field = NULL_TREE;
  HOST_WIDE_INT field_pos = 0;
  std::vector<address_form> outer;
  address_form flat;
  std::vector<HOST_WIDE_INT> strides;

  /* TopAddr: the same array.  */
  bool same_array (const array_view &o) const
  {
    return valid && o.valid && top == o.top && field == o.field;
  }
};

/* How deep rows of pointers are followed.  */
const int max_row_levels = 3;
/* How many statements of address arithmetic may move with a load.  */
const unsigned max_chain = 16;
/* The cache line size the profitability check assumes.  */
const HOST_WIDE_INT line_bytes = 64;
/* How far the forward walk of the no-trap check may go.  */
const int max_walk_blocks = 200;

enum node_flag
{
  SAME_ADDR = 1,
  IS_SAME = 2,
  TRANSP = 4,
  TRANSP_ADDR = 8
};

/* A statement, or the entry of a block (STMT NULL), which stands for
   the block's PHIs and, as an insertion point, for the block's start.  */
struct gnode
{
  basic_block bb;
  gimple *stmt;
};

class glia
{
public:
  glia (function *fn, const glia_params &params, glia_stats *stats)
    : m_fn (fn), m_params (params), m_stats (stats)
  {
  }

  unsigned int run ();

private:
  /* Per function.  */
  const array_view &view_of (gimple *stmt);
  bool view_of_ref (tree ref, array_view *v, int depth);
  bool candidate_p (gimple *stmt);
  void query (gassign *stmt);
  void dump_solution ();

  /* Per reference.  */
  bool collect_chain (tree ref);
  void build_region ();
  void classify (int n);
  int nci (const array_view &r) const;
  bool clobbers (gimple *stmt);
  void solve ();
  enum outcome { NOTHING, MOVED, REFUSED, TRAP };
  outcome transform ();
  bool cannot_trap (int p);
  bool dominates (int p, int n) const;
  int common_insertion (const std::vector<int> &inserts);
  void assess (int p, int first, int *foreign, bool *far, int *pressure);
  bool same_line (int n);
  bool whole_region_is_one_loop () const;
  bool same_element (const array_view &s, gimple *stmt, bool covers) const;
  bool keep_order (int p) const;
  bool keep_dimension (int p) const;
  void dump_node (const char *what, int n);

  template <typename F> void for_preds (int n, F f) const;
  template <typename F> void for_succs (int n, F f, bool within = false) const;
  bool outside_pred (int n) const;
  bool outside_succ (int n) const;

  function *m_fn;
  const glia_params &m_params;
  glia_stats *m_stats;
  address_forms m_forms;
  std::map<gimple *, array_view> m_views;
  bool m_changed = false;
  /* Whether the current solution may place speculatively: the mode's
     setting, turned off for a second try at a reference whose
     speculative placement might fault.  */
  bool m_speculative = true;
  std::set<gimple *> m_removed;
  /* Block indices in reverse post-order, and each block's position.  */
  std::vector<int> m_rpo;
  std::vector<int> m_rpo_pos;

  /* The reference being placed.  */
  gassign *m_stmt = NULL;
  tree m_ref = NULL_TREE;
  array_view m_view;
  unsigned HOST_WIDE_INT m_size = 0;
  ao_ref m_ao;
  std::vector<tree> m_leaves;
  std::vector<gimple *> m_chain;

  /* The region: its blocks in reverse post-order, their nodes.  */
  loop_p m_loop = NULL;
  std::vector<basic_block> m_blocks;
  std::vector<int> m_block_pos;	/* by block index; -1 outside */
  std::vector<int> m_first, m_last;	/* by region position */
  std::vector<char> m_out_pred, m_out_succ;
  std::vector<gnode> m_nodes;
  std::vector<int> m_node_block;	/* region position of each node */
  int m_origin = -1;

  /* Local and global properties, per node.  */
  std::vector<char> m_flags;
  std::vector<int> m_nci;
  std::vector<char> m_upsafe, m_partial, m_avail, m_downsafe, m_blocked;
  /* Some path in has a load of the element's own cache line, with only
     transparent nodes after it.  */
  std::vector<char> m_lineup;
  std::vector<char> m_safe, m_earliest, m_delayed, m_latest, m_isolated;
  std::vector<int> m_pnci;

  /* The forward walk of cannot_trap: whether the element is loaded on
     every path before any call, asm, statement that may throw, exit or
     back edge.  */
  class path_walk final : public every_path_walk
  {
  public:
    path_walk (glia &g) : m_glia (g) {}

  private:
    scan_result scan (basic_block bb, gimple *from, bool first)
      final override;
    edge_rule follow (edge e) final override;

    glia &m_glia;
  };
  path_walk m_walk { *this };
};

/* Round-to-nearest division, so that a constant offset is split among
   the dimensions the way a[i][j - 1] and a[i + 1][j - 1] are written.  */
HOST_WIDE_INT
nearest_quotient (HOST_WIDE_INT off, HOST_WIDE_INT s)
{
  if (off >= 0)
    return (off + s / 2) / s;
  return -((-off + s / 2) / s);
}

HOST_WIDE_INT
signed_coef (unsigned HOST_WIDE_INT c)
{
  return (HOST_WIDE_INT) c;
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

/* Loads of register values that do not throw, in code not optimized for
   size, with an address GLIA can place in an array.  */
bool
glia::candidate_p (gimple *stmt)
{
  if (!gimple_assign_load_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  if (TREE_CODE (lhs) != SSA_NAME || !is_gimple_reg_type (TREE_TYPE (lhs))
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
      || gimple_has_volatile_ops (stmt)
      || stmt_could_throw_p (m_fn, stmt)
      || optimize_bb_for_size_p (gimple_bb (stmt)))
    return false;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (gimple_assign_rhs1 (stmt)));
  if (!size || !tree_fits_uhwi_p (size))
    return false;
  return view_of (stmt).valid;
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

/* The region the reference is placed in: its innermost loop's body, or
   the function.  */
void
glia::build_region ()
{
  basic_block home = gimple_bb (m_stmt);
  m_loop = home->loop_father;
  bool whole = m_loop == loops_for_fn (m_fn)->tree_root;
  m_blocks.clear ();
  m_block_pos.assign (last_basic_block_for_fn (m_fn), -1);
  for (int index : m_rpo)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (m_fn, index);
      if (whole || flow_bb_inside_loop_p (m_loop, bb))
	{
	  m_block_pos[index] = m_blocks.size ();
	  m_blocks.push_back (bb);
	}
    }
  size_t nb = m_blocks.size ();
  m_first.assign (nb, 0);
  m_last.assign (nb, 0);
  m_out_pred.assign (nb, 0);
  m_out_succ.assign (nb, 0);
  m_nodes.clear ();
  m_node_block.clear ();
  m_origin = -1;
  for (size_t b = 0; b < nb; b++)
    {
      basic_block bb = m_blocks[b];
      m_first[b] = m_nodes.size ();
      m_nodes.push_back (gnode { bb, NULL });
      m_node_block.push_back (b);
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (bb);
	   !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
	{
	  /* Address arithmetic is transparent, references nothing and
	     defines no leaf (a leaf is never such arithmetic): a placement
	     before it is one before the next statement that matters.  */
	  if (gimple_plf (gsi_stmt (gsi), GF_PLF_1)
	      && !stmt_ends_bb_p (gsi_stmt (gsi)))
	    continue;
	  if (gsi_stmt (gsi) == m_stmt)
	    m_origin = m_nodes.size ();
	  m_nodes.push_back (gnode { bb, gsi_stmt (gsi) });
	  m_node_block.push_back (b);
	}
      m_last[b] = m_nodes.size () - 1;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e->src == ENTRY_BLOCK_PTR_FOR_FN (m_fn)
	    || m_block_pos[e->src->index] < 0)
	  m_out_pred[b] = 1;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest == EXIT_BLOCK_PTR_FOR_FN (m_fn)
	    || m_block_pos[e->dest->index] < 0)
	  m_out_succ[b] = 1;
    }
}

template <typename F>
void
glia::for_preds (int n, F f) const
{
  int b = m_node_block[n];
  if (n != m_first[b])
    {
      f (n - 1);
      return;
    }
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, m_blocks[b]->preds)
    if (e->src != ENTRY_BLOCK_PTR_FOR_FN (m_fn)
	&& m_block_pos[e->src->index] >= 0)
      f (m_last[m_block_pos[e->src->index]]);
}

/* Call F on the successors of node N in the region; with WITHIN, not
   across the region loop's back edges.  */
template <typename F>
void
glia::for_succs (int n, F f, bool within) const
{
  int b = m_node_block[n];
  if (n != m_last[b])
    {
      f (n + 1);
      return;
    }
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, m_blocks[b]->succs)
    if (e->dest != EXIT_BLOCK_PTR_FOR_FN (m_fn)
	&& m_block_pos[e->dest->index] >= 0
	&& !(within && e->dest == m_loop->header))
      f (m_first[m_block_pos[e->dest->index]]);
}

bool
glia::outside_pred (int n) const
{
  int b = m_node_block[n];
  return n == m_first[b] && m_out_pred[b];
}

bool
glia::outside_succ (int n) const
{
  int b = m_node_block[n];
  return n == m_last[b] && m_out_succ[b];
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
  return stmt_may_clobber_ref_p_1 (stmt, &m_ao, true);
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
  return covers ? tree_to_uhwi (size) >= m_size : tree_to_uhwi (size) == m_size;
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

/* The local properties of node N.  */
void
glia::classify (int n)
{
  gimple *stmt = m_nodes[n].stmt;
  int flags = TRANSP | TRANSP_ADDR;
  auto defines_leaf = [this] (tree name)
    {
      return std::find (m_leaves.begin (), m_leaves.end (), name)
	     != m_leaves.end ();
    };
  if (!stmt)
    {
      for (gphi_iterator gsi = gsi_start_phis (m_nodes[n].bb);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	if (defines_leaf (gimple_phi_result (gsi.phi ())))
	  flags = 0;
      m_flags[n] = flags;
      return;
    }
  ssa_op_iter iter;
  tree def;
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
    if (defines_leaf (def))
      flags = 0;
  if (gimple_code (stmt) == GIMPLE_ASM || gimple_has_volatile_ops (stmt))
    flags = 0;
  else if (is_gimple_call (stmt))
    {
      int cf = gimple_call_flags (stmt);
      if (!(cf & (ECF_CONST | ECF_PURE)) || (cf & ECF_LOOPING_CONST_OR_PURE)
	  || clobbers (stmt))
	flags = 0;
      else if (gimple_vuse (stmt))
	flags &= ~TRANSP_ADDR;
    }
  else if (gimple_vdef (stmt))
    {
      if (clobbers (stmt))
	flags = 0;
      const array_view &s = view_of (stmt);
      if (!s.same_array (m_view) || gimple_assign_load_p (stmt))
	flags &= ~TRANSP_ADDR;
    }
  else if (gimple_vuse (stmt))
    {
      const array_view &s = view_of (stmt);
      if (s.same_array (m_view) && gimple_assign_load_p (stmt))
	{
	  flags |= SAME_ADDR;
	  m_nci[n] = nci (s);
	  tree r = gimple_assign_rhs1 (stmt);
	  if (stmt == m_stmt
	      || (same_element (s, stmt, false)
		  && types_compatible_p (TREE_TYPE (r), TREE_TYPE (m_ref))
		  && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME
		  && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI
			(gimple_assign_lhs (stmt))
		  && !stmt_could_throw_p (m_fn, stmt)))
	    flags |= IS_SAME;
	}
      else
	flags &= ~TRANSP_ADDR;
    }
  m_flags[n] = flags;
}

/* Solve the thesis's equations for the current reference.  */
void
glia::solve ()
{
  size_t nn = m_nodes.size ();
  auto has = [this] (int n, int flag) { return (m_flags[n] & flag) != 0; };
  bool changed;

  /* UpSafe (same array on every path in), partial UpSafe (on some path)
     and the availability of the element itself.  */
  m_upsafe.assign (nn, 1);
  m_partial.assign (nn, 0);
  m_avail.assign (nn, 1);
  m_lineup.assign (nn, 0);
  std::vector<char> line (nn);
  for (size_t n = 0; n < nn; n++)
    line[n] = (int) n != m_origin && same_line (n);
  do
    {
      changed = false;
      for (size_t n = 0; n < nn; n++)
	{
	  bool out = outside_pred (n);
	  bool up = !out, part = false, av = !out, ln = false, any = false;
	  for_preds (n, [&] (int p)
	    {
	      any = true;
	      bool tr = has (p, TRANSP);
	      up &= has (p, SAME_ADDR) || (tr && m_upsafe[p]);
	      part |= has (p, SAME_ADDR) || (tr && m_partial[p]);
	      av &= has (p, IS_SAME) || (tr && m_avail[p]);
	      ln |= line[p] || (tr && m_lineup[p]);
	    });
	  if (!any)
	    up = av = false;
	  if (up != (bool) m_upsafe[n] || part != (bool) m_partial[n]
	      || av != (bool) m_avail[n] || ln != (bool) m_lineup[n])
	    {
	      m_upsafe[n] = up;
	      m_partial[n] = part;
	      m_avail[n] = av;
	      m_lineup[n] = ln;
	      changed = true;
	    }
	}
    }
  while (changed);

  /* DownSafe, and Blocked: some path from the node to the reference
     crosses a node that is not transparent.  Blocked does not follow
     the loop's back edges: from a point that dominates the reference, a
     path around the loop passes that point again before it reaches the
     reference, and only the part after that matters.  */
  m_downsafe.assign (nn, 1);
  m_blocked.assign (nn, 0);
  std::vector<char> reaches (nn, 0);
  do
    {
      changed = false;
      for (size_t i = nn; i-- > 0; )
	{
	  int n = i;
	  bool ds = !outside_succ (n), bl = false, re = false, any = false;
	  for_succs (n, [&] (int s)
	    {
	      any = true;
	      ds &= (bool) m_downsafe[s];
	    });
	  for_succs (n, [&] (int s)
	    {
	      if (s == m_origin)
		re = true;
	      else
		{
		  re |= (bool) reaches[s];
		  bl |= (bool) m_blocked[s];
		}
	    }, true);
	  if (!any)
	    ds = false;
	  ds = has (n, IS_SAME) || (has (n, TRANSP) && ds);
	  bl |= re && !has (n, TRANSP);
	  if (ds != (bool) m_downsafe[n] || bl != (bool) m_blocked[n]
	      || re != (bool) reaches[n])
	    {
	      m_downsafe[n] = ds;
	      m_blocked[n] = bl;
	      reaches[n] = re;
	      changed = true;
	    }
	}
    }
  while (changed);

  m_safe.assign (nn, 0);
  for (size_t n = 0; n < nn; n++)
    m_safe[n] = (m_downsafe[n] || m_avail[n]
		 || (m_speculative && m_upsafe[n] && !m_blocked[n]));
  m_earliest.assign (nn, 0);
  for (size_t n = 0; n < nn; n++)
    {
      bool e = outside_pred (n);
      for_preds (n, [&] (int p)
	{
	  e |= !has (p, TRANSP) || !m_safe[p];
	});
      m_earliest[n] = m_safe[n] && e;
    }

  /* pnCI, a least fixed point of the maximum.  */
  m_pnci.assign (nn, 0);
  do
    {
      changed = false;
      for (size_t n = 0; n < nn; n++)
	{
	  int v = 0;
	  if (has (n, SAME_ADDR))
	    v = m_nci[n];
	  else
	    for_preds (n, [&] (int p) { v = std::max (v, m_pnci[p]); });
	  if (v != m_pnci[n])
	    {
	      m_pnci[n] = v;
	      changed = true;
	    }
	}
    }
  while (changed);

  /* Whether the delay may go on past each node; fixed by now.  */
  std::vector<char> passable (nn);
  for (size_t n = 0; n < nn; n++)
    passable[n] = !has (n, IS_SAME) && keep_order (n) && keep_dimension (n);
  m_delayed.assign (nn, 1);
  do
    {
      changed = false;
      for (size_t n = 0; n < nn; n++)
	{
	  bool d = !outside_pred (n), any = false;
	  for_preds (n, [&] (int p)
	    {
	      any = true;
	      d &= passable[p] && m_delayed[p];
	    });
	  d = m_earliest[n] || (any && d);
	  if (d != (bool) m_delayed[n])
	    {
	      m_delayed[n] = d;
	      changed = true;
	    }
	}
    }
  while (changed);

  m_latest.assign (nn, 0);
  for (size_t n = 0; n < nn; n++)
    {
      bool stop = has (n, IS_SAME) || outside_succ (n);
      for_succs (n, [&] (int s) { stop |= !m_delayed[s]; });
      m_latest[n] = m_delayed[n] && stop;
    }

  m_isolated.assign (nn, 1);
  do
    {
      changed = false;
      for (size_t i = nn; i-- > 0; )
	{
	  int n = i;
	  bool iso = true;
	  for_succs (n, [&] (int s)
	    {
	      iso &= m_latest[s] || (!has (s, IS_SAME) && m_isolated[s]);
	    });
	  if (iso != (bool) m_isolated[n])
	    {
	      m_isolated[n] = iso;
	      changed = true;
	    }
	}
    }
  while (changed);
}

/* Whether node P comes before node N on every path to N.  */
bool
glia::dominates (int p, int n) const
{
  if (m_nodes[p].bb == m_nodes[n].bb)
    return p <= n;
  return dominated_by_p (CDI_DOMINATORS, m_nodes[n].bb, m_nodes[p].bb);
}

every_path_walk::scan_result
glia::path_walk::scan (basic_block bb, gimple *from, bool)
{
  gimple_stmt_iterator gsi = (from ? gsi_for_stmt (from)
			      : gsi_start_nondebug_after_labels_bb (bb));
  for (; !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (stmt == m_glia.m_stmt)
	return SCAN_ACCESSED;
      if (may_end_path (m_glia.m_fn, stmt))
	return SCAN_STOPPED;
      if (gimple_assign_load_p (stmt)
	  && m_glia.same_element (m_glia.view_of (stmt), stmt, true))
	return SCAN_ACCESSED;
    }
  return SCAN_THROUGH;
}

every_path_walk::edge_rule
glia::path_walk::follow (edge e)
{
  if (e->dest == EXIT_BLOCK_PTR_FOR_FN (m_glia.m_fn)
      || (e->flags & (EDGE_ABNORMAL | EDGE_EH | EDGE_IRREDUCIBLE_LOOP))
      || dominated_by_p (CDI_DOMINATORS, e->src, e->dest))
    return EDGE_UNSAFE;
  return EDGE_FOLLOW;
}

/* Whether a load of the element placed at node P cannot fault: it lies
   inside a declared object whatever values the leaves of its address
   take (their value ranges, and the loops' bounds for iteration
   numbers), or it is loaded on every path from P before anything could
   stop the path.  */
bool
glia::cannot_trap (int p)
{
  if (m_view.outer.empty ()
      && inside_declaration (m_forms, m_view.top, m_view.flat,
			     m_view.field_pos, m_size, BOUNDS_RANGES))
    return true;
  gnode &node = m_nodes[p];
  gimple *from = node.stmt;
  /* A walk from a block's first statement may share what it finds with
     walks that enter the block.  */
  if (from == gsi_stmt (gsi_start_nondebug_after_labels_bb (node.bb)))
    from = NULL;
  return m_walk.ask (m_fn, node.bb, from, max_walk_blocks);
}

/* Several latest points, typically the two arms of the guard GCC puts
   before an inner loop, would need a PHI.  One point D that dominates
   them all serves as well if the delay reached D and went on from it to
   each of them without a new earliest point, that is, with no reference
   to another array in between: the node where the order is still kept,
   just before the branch.  Returns D's node, or -1.  */
int
glia::common_insertion (const std::vector<int> &inserts)
{
  basic_block bb = m_nodes[inserts[0]].bb;
  for (int i : inserts)
    bb = nearest_common_dominator (CDI_DOMINATORS, bb, m_nodes[i].bb);
  int b = m_block_pos[bb->index];
  if (b < 0)
    return -1;
  int d = m_last[b];
  for (int i : inserts)
    if (m_nodes[i].bb == bb)
      d = std::min (d, i);
  if (!m_delayed[d] || m_blocked[d]
      || !(m_downsafe[d] || m_upsafe[d] || m_avail[d]))
    return -1;
  /* Walk back from each latest point to D over delayed nodes.  */
  std::vector<char> seen (m_nodes.size (), 0);
  std::vector<int> work (inserts.begin (), inserts.end ());
  while (!work.empty ())
    {
      int n = work.back ();
      work.pop_back ();
      if (n == d || seen[n])
	continue;
      seen[n] = 1;
      if (!m_delayed[n] || m_earliest[n] || outside_pred (n)
	  || !dominates (d, n))
	return -1;
      for_preds (n, [&] (int q) { work.push_back (q); });
    }
  return d;
}

/* How many register values are live across the point before STMT in BB
   (at BB's start if STMT is NULL): defined above it, on every path to
   it, and used below it.  Dominance stands in for liveness: a value
   counts if its definition dominates the point and one of its uses is
   dominated by it, which takes in the values live through BB for a use
   further down.  */
static int
values_live_across (function *fn, basic_block bb, gimple *stmt)
{
  auto before = [bb, stmt] (gimple *def)
    {
      basic_block db = gimple_bb (def);
      if (db != bb)
	return dominated_by_p (CDI_DOMINATORS, bb, db);
      return (gimple_code (def) == GIMPLE_PHI
	      || (stmt && gimple_uid (def) < gimple_uid (stmt)));
    };
  auto after = [bb, stmt] (basic_block ub, gimple *use)
    {
      if (ub != bb)
	return dominated_by_p (CDI_DOMINATORS, ub, bb);
      return !stmt || gimple_code (use) == GIMPLE_PHI
	     || gimple_uid (use) >= gimple_uid (stmt);
    };
  int count = 0;
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fn)
    {
      if (virtual_operand_p (name) || SSA_NAME_IS_DEFAULT_DEF (name)
	  || SSA_NAME_IN_FREE_LIST (name) || !SSA_NAME_DEF_STMT (name)
	  || !gimple_bb (SSA_NAME_DEF_STMT (name))
	  || !before (SSA_NAME_DEF_STMT (name)))
	continue;
      use_operand_p use_p;
      imm_use_iterator iter;
      FOR_EACH_IMM_USE_FAST (use_p, iter, name)
	{
	  gimple *use = USE_STMT (use_p);
	  if (is_gimple_debug (use))
	    continue;
	  basic_block ub = gimple_bb (use);
	  /* A PHI uses its argument at the end of the incoming block.  */
	  if (gphi *phi = dyn_cast<gphi *> (use))
	    ub = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
	  if (ub && after (ub, use) && !(ub == bb && gimple_code (use) == GIMPLE_PHI))
	    {
	      count++;
	      break;
	    }
	}
    }
  return count;
}

/* Whether every block of the region is in the region's own loop (no
   inner loop a move could cross).  */
bool
glia::whole_region_is_one_loop () const
{
  for (basic_block bb : m_blocks)
    if (bb->loop_father != m_loop)
      return false;
  return true;
}

/* Whether node N's reference is to the element's own neighbourhood:
   the same rows and leaves, less than a cache line away.  */
bool
glia::same_line (int n)
{
  if (!(m_flags[n] & SAME_ADDR))
    return false;
  const array_view &v = view_of (m_nodes[n].stmt);
  HOST_WIDE_INT d = signed_coef (v.flat.offset - m_view.flat.offset);
  return (v.outer == m_view.outer && v.flat.same_terms (m_view.flat)
	  && d < line_bytes && -d < line_bytes);
}

/* What a move from node FIRST up to node P crosses, on the paths from P
   to FIRST: *FOREIGN references to lines other than the element's, and
   *FAR if a call or an inner loop is among them (either can touch any
   amount of memory).
   A line is only evicted from a set-associative cache by as many other
   lines of its set, so a move across a few references gains nothing,
   and on x86 it costs an instruction where the load could have been an
   operand.  *PRESSURE is the largest number of values live across any
   point the moved value would now be live across.  */
void
glia::assess (int p, int first, int *foreign, bool *far, int *pressure)
{
  std::vector<char> seen (m_nodes.size (), 0);
  std::set<int> blocks;
  std::vector<int> work (1, p);
  while (!work.empty ())
    {
      int n = work.back ();
      work.pop_back ();
      if (n == first || seen[n])
	continue;
      seen[n] = 1;
      gimple *stmt = m_nodes[n].stmt;
      if (!stmt)
	blocks.insert (m_node_block[n]);
      else if (gimple_vuse (stmt))
	{
	  if (is_gimple_call (stmt))
	    *far = true;
	  else if (!same_line (n))
	    ++*foreign;
	}
      int b = m_node_block[n];
      if (n == m_last[b])
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, m_blocks[b]->succs)
	    if (e->dest != m_loop->header
		&& dominated_by_p (CDI_DOMINATORS, e->src, e->dest))
	      *far = true;
	}
      for_succs (n, [&] (int s) { work.push_back (s); }, true);
    }
  /* Only a move worth making needs its pressure.  */
  if (!*far && *foreign < m_params.distance)
    return;
  const gnode &at = m_nodes[p];
  *pressure = values_live_across (m_fn, at.bb, at.stmt);
  for (int b : blocks)
    if (m_blocks[b] != at.bb)
      *pressure = std::max (*pressure,
			    values_live_across (m_fn, m_blocks[b], NULL));
}

/* Print the array V belongs to: a declaration's or a parameter's
   name, or the SSA name of the pointer.  */
static void
dump_array (FILE *out, const array_view &v)
{
  tree t = v.top;
  if (TREE_CODE (t) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (t)
      && SSA_NAME_VAR (t))
    t = SSA_NAME_VAR (t);
  print_generic_expr (out, t, TDF_SLIM);
  if (v.field && DECL_NAME (v.field))
    fprintf (out, ".%s", IDENTIFIER_POINTER (DECL_NAME (v.field)));
}

void
glia::dump_node (const char *what, int n)
{
  const gnode &node = m_nodes[n];
  if (!node.stmt)
    {
      fprintf (dump_file, "%s bb %d at its start\n", what, node.bb->index);
      return;
    }
  fprintf (dump_file, "%s bb %d before ", what, node.bb->index);
  const array_view &v = view_of (node.stmt);
  if (gimple_vuse (node.stmt) && v.valid)
    {
      fprintf (dump_file, "%s of ",
	       gimple_vdef (node.stmt) ? "a store" : "a load");
      dump_array (dump_file, v);
    }
  else
    fprintf (dump_file, "%s", gimple_vuse (node.stmt) ? "a memory access"
			      : "a statement");
  fprintf (dump_file, ": ");
  print_gimple_stmt (dump_file, node.stmt, 0, TDF_SLIM);
}

/* Apply the placement, if it is a motion to one point.  */
glia::outcome
glia::transform ()
{
  std::vector<int> inserts, replaces;
  for (size_t n = 0; n < m_nodes.size (); n++)
    {
      if (m_latest[n] && !m_isolated[n])
	inserts.push_back (n);
      if ((m_flags[n] & IS_SAME) && !(m_latest[n] && m_isolated[n]))
	replaces.push_back (n);
    }
  if (replaces.empty ()
      || (inserts.size () == 1 && inserts[0] == m_origin
	  && replaces.size () == 1))
    return NOTHING;

  auto refuse = [this] (const char *why)
    {
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-glia: bb %d: not moved%s, %s: ",
		   gimple_bb (m_stmt)->index,
		   m_speculative ? "" : " (down-safe placement)", why);
	  print_gimple_stmt (dump_file, m_stmt, 0, TDF_SLIM);
	}
      return REFUSED;
    };
  int p = inserts.size () == 1 ? inserts[0] : common_insertion (inserts);
  if (p < 0)
    {
      m_stats->merges++;
      return refuse ("it would need several insertion points");
    }
  for (int r : replaces)
    if (!dominates (p, r))
      {
	m_stats->merges++;
	return refuse ("its insertion point does not dominate"
		       " the occurrences");
      }
  /* The first occurrence, in dominance order, is the one that moves.
     It need not be the reference being placed: that one may stay (latest
     and isolated) while the placement moves a later load of the same
     element up.  */
  int first = replaces[0];
  for (int r : replaces)
    if (dominates (r, first))
      first = r;
  for (int r : replaces)
    if (!dominates (first, r))
      {
	m_stats->merges++;
	return refuse ("its occurrences do not dominate one another");
      }

  loop_p ploop = m_nodes[p].bb->loop_father;
  if (ploop != m_loop && !flow_loop_nested_p (ploop, m_loop))
    {
      m_stats->hotter++;
      return refuse ("the insertion point is in a loop it is not in");
    }
  if ((m_nodes[p].bb->flags & BB_IRREDUCIBLE_LOOP)
      && !(gimple_bb (m_stmt)->flags & BB_IRREDUCIBLE_LOOP))
    {
      m_stats->hotter++;
      return refuse ("the insertion point is in an irreducible region");
    }
  /* DownSafe alone does not make a load safe to move: it also holds
     across inner loops that may not terminate and across statements
     that may trap, so every move is checked.  */
  bool speculative = !m_downsafe[p];
  if (!cannot_trap (p))
    {
      m_stats->trap_refusals++;
      if (speculative && m_speculative)
	{
	  refuse ("a load it would insert may trap; trying the down-safe"
		  " placement");
	  return TRAP;
	}
      return refuse ("a load it would insert may trap");
    }
  /* The load that moves may be another occurrence of the element, whose
     address is computed from names of its own.  */
  if (first != m_origin
      && !collect_chain (gimple_assign_rhs1 (m_nodes[first].stmt)))
    return refuse ("the address of the load to move is too long a chain");
  /* Every leaf must already be defined where the load goes.  */
  gimple *pstmt = m_nodes[p].stmt;
  for (tree leaf : m_leaves)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (leaf))
	continue;
      basic_block db = gimple_bb (SSA_NAME_DEF_STMT (leaf));
      bool ok;
      if (db != m_nodes[p].bb)
	ok = dominated_by_p (CDI_DOMINATORS, m_nodes[p].bb, db);
      else if (gimple_code (SSA_NAME_DEF_STMT (leaf)) == GIMPLE_PHI)
	ok = true;
      else
	ok = pstmt && gimple_uid (SSA_NAME_DEF_STMT (leaf)) < gimple_uid (pstmt);
      if (!ok)
	return refuse ("a name its address uses is defined below the"
		       " insertion point");
    }

  /* Worth it, and affordable?  A move gains a hit only next to a load
     of the same cache line; next to another row of the array it only
     reorders misses.  glia-distance=1 asks for the thesis's placement
     without these filters.  */
  if (m_params.distance > 1 && !m_lineup[p] && replaces.size () == 1)
    {
      m_stats->near++;
      return refuse ("no load of its cache line comes before the"
		     " insertion point");
    }
  int foreign = 0, pressure = 0;
  bool far = false;
  assess (p, first, &foreign, &far, &pressure);
  if (!far && foreign < m_params.distance)
    {
      m_stats->near++;
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-glia: bb %d: not moved, only %d"
		   " references to other lines in between, fewer than"
		   " glia-distance=%d: ", gimple_bb (m_stmt)->index, foreign,
		   m_params.distance);
	  print_gimple_stmt (dump_file, m_stmt, 0, TDF_SLIM);
	}
      return REFUSED;
    }
  if (pressure + 1 > m_params.pressure)
    {
      m_stats->pressure++;
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-glia: bb %d: not moved, %d values"
		   " would be live across the move, more than"
		   " glia-pressure=%d: ", gimple_bb (m_stmt)->index,
		   pressure + 1, m_params.pressure);
	  print_gimple_stmt (dump_file, m_stmt, 0, TDF_SLIM);
	}
      return REFUSED;
    }

  /* The delay stopped at P: by P's reference to another array, or by
     one to a farther part of the same array.  */
  bool stopped_by_dimension = keep_order (p) && !keep_dimension (p);

  gimple *moved = m_nodes[first].stmt;
  if (dump_file)
    {
      fprintf (dump_file, "qprop-glia: bb %d: ", gimple_bb (moved)->index);
      print_gimple_stmt (dump_file, moved, 0, TDF_SLIM);
      fprintf (dump_file, "qprop-glia:   moved: array=");
      dump_array (dump_file, m_view);
      fprintf (dump_file, " stopped-by=%s speculative=%s replaced=%d"
	       " nCI=%d\n",
	       stopped_by_dimension ? "keepDimension" : "keepOrder",
	       speculative ? "yes" : "no", (int) replaces.size () - 1,
	       m_pnci[p]);
      dump_node ("qprop-glia:   to", p);
    }

  /* Move the chain of address arithmetic that is not yet available at P,
     operands before their users, then the load.  A statement of the
     chain that is P itself stays, and the rest goes after it.  */
  std::vector<gimple *> order (m_chain.begin (), m_chain.end ());
  std::sort (order.begin (), order.end (),
	     [this] (gimple *a, gimple *b)
	     {
	       basic_block ba = gimple_bb (a), bb = gimple_bb (b);
	       if (ba != bb)
		 return m_rpo_pos[ba->index] < m_rpo_pos[bb->index];
	       return gimple_uid (a) < gimple_uid (b);
	     });
  std::vector<gimple *> to_move;
  for (gimple *c : order)
    {
      basic_block cb = gimple_bb (c);
      bool available = (cb != m_nodes[p].bb
			? dominated_by_p (CDI_DOMINATORS, m_nodes[p].bb, cb)
			: pstmt && gimple_uid (c) < gimple_uid (pstmt));
      if (!available)
	to_move.push_back (c);
    }
  to_move.push_back (moved);
  gimple_stmt_iterator to = (pstmt ? gsi_for_stmt (pstmt)
			     : gsi_after_labels (m_nodes[p].bb));
  for (gimple *c : to_move)
    {
      if (!gsi_end_p (to) && gsi_stmt (to) == c)
	{
	  gsi_next (&to);
	  continue;
	}
      gimple_stmt_iterator from = gsi_for_stmt (c);
      gsi_move_before (&from, &to);
      if (speculative && c != moved)
	reset_flow_sensitive_info (gimple_assign_lhs (c));
    }
  tree value = gimple_assign_lhs (moved);
  if (speculative)
    reset_flow_sensitive_info (value);
  for (int r : replaces)
    {
      gimple *stmt = m_nodes[r].stmt;
      if (stmt == moved)
	continue;
      replace_uses_by (gimple_assign_lhs (stmt), value);
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      gsi_remove (&gsi, true);
      release_defs (stmt);
      m_removed.insert (stmt);
      m_stats->replaced++;
    }
  /* Statement order inside the blocks changed.  */
  renumber_gimple_stmt_uids (m_fn);

  m_stats->moved++;
  if (speculative)
    m_stats->speculative++;
  if (stopped_by_dimension)
    m_stats->keep_dimension++;
  else
    m_stats->keep_order++;
  m_changed = true;
  return MOVED;
}

void
glia::query (gassign *stmt)
{
  m_stmt = stmt;
  m_ref = gimple_assign_rhs1 (stmt);
  m_view = view_of (stmt);
  m_size = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (m_ref)));
  ao_ref_init (&m_ao, m_ref);
  if (!collect_chain (m_ref))
    return;
  build_region ();
  if (m_origin < 0)
    return;
  if ((int) m_nodes.size () > m_params.max_nodes)
    {
      m_stats->node_budget_hits++;
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-glia: budget: bb %d: %d statements in"
		   " the region, more than glia-nodes=%d: ",
		   gimple_bb (stmt)->index, (int) m_nodes.size (),
		   m_params.max_nodes);
	  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	}
      return;
    }
  m_stats->queries++;
  m_stats->nodes += m_nodes.size ();
  m_flags.assign (m_nodes.size (), 0);
  m_nci.assign (m_nodes.size (), 0);
  int same = 0, others = 0, line = 0;
  bool far = !whole_region_is_one_loop ();
  for (size_t n = 0; n < m_nodes.size (); n++)
    {
      classify (n);
      same += (m_flags[n] & (SAME_ADDR | IS_SAME)) != 0;
      gimple *st = m_nodes[n].stmt;
      if (st && gimple_vuse (st))
	{
	  if (is_gimple_call (st))
	    far = true;
	  else if (!same_line (n))
	    others++;
	  else if ((int) n != m_origin)
	    line++;
	}
    }
  /* With the filters on, a move needs another load of the element's
     line, or an occurrence of the element itself to replace.  */
  if (m_params.distance > 1 && line == 0)
    return;
  /* Alone in its array: nothing to aggregate with, nothing redundant.
     Too few other references in the whole region, and no call or inner
     loop: no move could be worth making.  */
  if (same < 2)
    return;
  if (!far && others < m_params.distance)
    {
      m_stats->near++;
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "qprop-glia: bb %d: left alone, only %d"
		   " references to other lines in its region, fewer than"
		   " glia-distance=%d: ", gimple_bb (stmt)->index, others,
		   m_params.distance);
	  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	}
      return;
    }
  m_speculative = m_params.speculative;
  solve ();
  dump_solution ();
  /* A speculative placement that might fault leaves the down-safe one,
     which may still move the load part of the way.  */
  if (transform () == TRAP && m_speculative)
    {
      m_speculative = false;
      solve ();
      dump_solution ();
      transform ();
    }
}

void
glia::dump_solution ()
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-glia: query%s: ",
	       m_speculative ? "" : " (down-safe placement)");
      print_gimple_stmt (dump_file, m_stmt, 0, TDF_SLIM);
      for (size_t n = 0; n < m_nodes.size (); n++)
	if (m_earliest[n] || m_latest[n] || (m_flags[n] & SAME_ADDR))
	  {
	    fprintf (dump_file, "qprop-glia:   node %d bb %d%s%s%s%s%s"
		     " pnCI=%d: ", (int) n, m_nodes[n].bb->index,
		     (m_flags[n] & SAME_ADDR) ? " same-array" : "",
		     m_earliest[n] ? " earliest" : "",
		     m_latest[n] ? " latest" : "",
		     m_isolated[n] ? " isolated" : "",
		     m_downsafe[n] ? " down-safe" : "", m_pnci[n]);
	    if (m_nodes[n].stmt)
	      print_gimple_stmt (dump_file, m_nodes[n].stmt, 0, TDF_SLIM);
	    else
	      fprintf (dump_file, "(block start)\n");
	  }
    }
}

unsigned int
glia::run ()
{
  if (!address_forms::usable () || !current_loops || m_fn->calls_setjmp
      || m_fn->has_nonlocal_label)
    return 0;
  mark_irreducible_loops ();
  calculate_dominance_info (CDI_DOMINATORS);
  renumber_gimple_stmt_uids (m_fn);

  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (m_fn));
  int n = pre_and_rev_post_order_compute_fn (m_fn, NULL, rpo, false);
  m_rpo.assign (rpo, rpo + n);
  XDELETEVEC (rpo);
  m_rpo_pos.assign (last_basic_block_for_fn (m_fn), -1);
  for (int i = 0; i < n; i++)
    m_rpo_pos[m_rpo[i]] = i;

  /* Mark the address arithmetic, which the regions leave out.  */
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      gimple_set_plf (gsi_stmt (gsi), GF_PLF_1,
		      movable_arithmetic (gsi_stmt (gsi)));

  /* Topological order: blocks in reverse post-order, statements in
     order.  */
  std::vector<gassign *> candidates;
  for (int index : m_rpo)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (m_fn, index);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (candidate_p (gsi_stmt (gsi)))
	  candidates.push_back (as_a<gassign *> (gsi_stmt (gsi)));
    }
  m_stats->candidates += candidates.size ();

  for (gassign *stmt : candidates)
    {
      /* A load that an earlier placement replaced is gone.  */
      if (m_removed.count (stmt))
	continue;
      if (m_stats->queries >= m_params.max_queries)
	{
	  m_stats->query_budget_hits++;
	  if (dump_file)
	    fprintf (dump_file, "qprop-glia: budget: %d references analyzed"
		     " (pre-queries), the others are left alone\n",
		     m_params.max_queries);
	  break;
	}
      query (stmt);
    }

  if (!m_changed)
    return 0;
  mark_virtual_operands_for_renaming (m_fn);
  return TODO_update_ssa_only_virtuals;
}

} // anon namespace

unsigned int
run_glia (function *fn, const glia_params &params, glia_stats *stats)
{
  glia g (fn, params, stats);
  return g.run ();
}

} // namespace qprop
