/* What the two halves of qprop-linearize share: linearize.cc, which
   chooses the regions, and linearize-rewrite.cc, which linearizes them.
   Private to them.  */

#ifndef QPROP_SIMT_LINEARIZE_IMPL_H
#define QPROP_SIMT_LINEARIZE_IMPL_H

namespace qprop {
namespace linearization {

/* An edge of the region before linearization: where it came from, and
   which way (true, false, or the only successor).  Its predicate is
   computed once its source has been emitted.  */
struct region_edge
{
  basic_block src;
  basic_block dest;
  bool on_true;
  bool conditional;
  tree pred = NULL_TREE;
};

/* A PHI of a region block or of the join, taken apart before the CFG
   changes: its result, and one (value, edge) pair per incoming edge
   from the region.  */
struct phi_record
{
  tree result;
  gphi *phi;			/* Kept (the join's PHIs), else NULL.  */
  std::vector<std::pair<tree, int> > args;	/* value, index in edges.  */
};

/* A BOSCC gadget being built: the chain positions START..END it spans,
   START's guard's edge around its body (to be sent past END), and the
   running values as they were before START.  */
struct gadget
{
  unsigned start = 0, end = 0;
  edge skip = NULL;
  std::vector<std::vector<tree> > run_before;
  /* The blocks the skip edge jumps over, as they are built.  */
  std::vector<basic_block> span;
};

/* A natural loop wholly inside a region, which the region treats as one
   node, as the paper's Fig. 5 runs over the loop tree: entered by one
   edge into its header, left by edges that all lead to one block.  The
   loop itself is left as it is.  */
struct loop_node
{
  class loop *loop;
  /* The node's first block in the region: the uniform test that guards
     the loop (GUARDED), else the header until prepare_loop_nodes gives
     the loop a preheader of its own.  */
  basic_block entry;
  bool guarded = false;
  /* Where every exit leads, and (once prepared) the block that collects
     the exits, whose single successor is TARGET.  */
  basic_block target;
  basic_block tail = NULL;
  /* Whether a lane may leave it at a different trip than another (a
     divergent exit), and GCC's estimate of its trips per entry.  */
  bool divergent = false;
  int trips = 0;
};

struct region
{
  basic_block head;
  basic_block join;
  /* The cost estimate (see find_region).  */
  int gain = 0;
  int cost = 0;
  /* The blocks to linearize in block-index order, HEAD first: the whole
     region, or in a condition chain only its tests.  */
  auto_vec<basic_block> blocks;
  /* A condition chain: the two blocks its tests lead to, which end up
     as the two sides of one branch.  Null otherwise.  */
  basic_block target[2] = { NULL, NULL };
  /* The loops that are nodes of the region, and all their blocks.  */
  std::vector<loop_node> loops;
  auto_bitmap loop_blocks;
};

class linearizer
{
public:
  linearizer (function *fn, const divergence_analysis &da,
	      const linearize_options &opts)
    : m_fn (fn), m_da (da), m_opts (opts)
  {
  }

  /* Find the region opened by A; false with *WHY if there is none worth
     linearizing.  */
  bool find_region (basic_block a, region *r, const char **why);
  /* Fig. 5 over R; true if every block gets a single successor and the
     result is the chain of R's blocks in index order.  */
  bool fig5_chain (const region &r);
  void transform (const region &r, linearize_region_note *note);
  /* Give each loop node of R a preheader and one exit block of its own,
     so that a guard can enclose it (linearize-loops.cc).  */
  void prepare_loop_nodes (region *r);

  auto_vec<int> rpo_index;

private:
  basic_block guarded_loop (basic_block g, class loop *outer);
  bool add_loop_node (region *r, basic_block h, basic_block guard,
		      basic_block join,
		      bitmap in_r, auto_vec<basic_block> &stack,
		      const char **why);
  int block_weight (basic_block b, class loop *outer);
  const loop_node *node_at (const region &r, basic_block b) const;
  void shared_blocks (const region &r, const bitmap in_r, bitmap twice);
  bool find_chain (region *r, const bitmap in_r, const bitmap twice);
  tree build_mask (gimple_seq *seq, enum tree_code code, tree a, tree b);
  tree current (tree name);
  tree undefined_value (tree type);
  tree guard_mask (gimple_seq *seq, tree pred);
  basic_block guard_block (basic_block b, gimple *last_head, tree pred,
			   const loop_node *node, basic_block *body_out);
  tree running (basic_block join, tree value, tree old);
  std::vector<unsigned> boscc_runs (const region &r);
  std::vector<std::vector<phi_record> >
  take_phis_apart (const region &r, const basic_block *exits, unsigned nexit,
		   hash_map<int_hash<int, -1, -2>, int> &pos,
		   const std::vector<std::vector<int> > &out_edges);
  std::vector<tree> branch_values (const region &r,
				   linearize_region_note *note);
  basic_block make_chain (const region &r, const basic_block *exits,
			  unsigned nexit,
			  const std::vector<std::vector<phi_record> > &phis);
  void lead_to_exits (basic_block tail, basic_block dispatch,
		      const basic_block *exits, unsigned nexit,
		      const std::vector<int> &into_first,
		      const std::vector<std::vector<phi_record> > &phis,
		      const std::vector<std::vector<tree> > &run,
		      linearize_region_note *note);
  basic_block close_gadget (const gadget &g, basic_block cur,
			    const std::vector<std::vector<int> > &out_edges,
			    hash_map<int_hash<int, -1, -2>, int> &pos,
			    std::vector<std::vector<tree> > &run);

  function *m_fn;
  const divergence_analysis &m_da;
  const linearize_options &m_opts;
  /* Per transform: the region's edges and the names that replace names
     defined under a guard, outside it.  */
  auto_vec<region_edge> m_edges;
  hash_map<tree, tree> m_joined;
  hash_set<tree> m_live_values;
  /* Names whose every use outside their guard is ANDed with the guard's
     own predicate (the tests of guarded blocks): the lanes that skipped
     the guard need no value for them.  */
  hash_set<tree> m_masked;
  /* The guard built last: the blocks it encloses (a block's statements,
     or a loop node's preheader, loop and exit block), and the edges from
     its last block and around it into its join.  */
  auto_bitmap m_guarded;
  edge m_from_body = NULL, m_skip = NULL;
  /* Per position of the chain, the block whose edges leave it: the
     block itself, or a loop node's exit block.  */
  std::vector<basic_block> m_tail;
};

} // namespace linearization
} // namespace qprop

#endif
