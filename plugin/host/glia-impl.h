/* The pieces of qprop-glia (GLIA and MDGLIA, thesis ch. 5; see glia.cc
   for the algorithm) share this: the array view of a reference, the
   nodes of a region and the pass's one class, whose parts are defined in
     glia.cc        the driver: candidates, one reference, the dumps;
     glia-view.cc   array views (TopAddr, dimensions, the nci order) and
		    the address chain that moves with a load;
     glia-solve.cc  the region, the local properties and the equations;
     glia-place.cc  where the load goes: safety, what pays, the motion.
   Private to those files.  */

#ifndef QPROP_HOST_GLIA_IMPL_H
#define QPROP_HOST_GLIA_IMPL_H

#include "ir/address-form.h"
#include "ir/load-safety.h"
#include "host/glia.h"

namespace qprop {
namespace glia_impl {

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
  template <typename F>
  bool walk_to (std::vector<int> from, int to, bool forward, F visit) const;
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

inline HOST_WIDE_INT
signed_coef (unsigned HOST_WIDE_INT c)
{
  return (HOST_WIDE_INT) c;
}

/* Round-to-nearest division, so that a constant offset is split among
   the dimensions the way a[i][j - 1] and a[i + 1][j - 1] are written.  */
HOST_WIDE_INT nearest_quotient (HOST_WIDE_INT off, HOST_WIDE_INT s);

/* Whether F and G have the same terms among those of magnitude at least
   S.  */
bool same_terms_from (const address_form &f, const address_form &g,
		      HOST_WIDE_INT s);

/* Arithmetic that may move up with a load.  */
bool movable_arithmetic (gimple *stmt);

/* Print the array V belongs to.  */
void dump_array (FILE *out, const array_view &v);

/* Call F on the predecessors of node N in the region.  */
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

/* Call VISIT once on each node reached from the nodes of FROM without
   passing node TO, which it is not called on: over successors within
   the region loop when FORWARD, else over predecessors.  VISIT returns
   false to end the walk; then so does this, which otherwise returns
   true.  */
template <typename F>
bool
glia::walk_to (std::vector<int> from, int to, bool forward, F visit) const
{
  std::vector<char> seen (m_nodes.size (), 0);
  auto push = [&from] (int m) { from.push_back (m); };
  while (!from.empty ())
    {
      int n = from.back ();
      from.pop_back ();
      if (n == to || seen[n])
	continue;
      seen[n] = 1;
      if (!visit (n))
	return false;
      if (forward)
	for_succs (n, push, true);
      else
	for_preds (n, push);
    }
  return true;
}

} // namespace glia_impl
} // namespace qprop

#endif
