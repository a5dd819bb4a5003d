/* Partial control-flow linearization of divergent regions in SIMT code
   (Moll and Hack, "Partial Control-Flow Linearization", PLDI 2018, §3).

   A warp that reaches a divergent branch runs one side with the lanes
   that chose it and then the other side; both groups meet again at the
   branch's immediate post-dominator, where the nvptx back end puts the
   join.  That is enough for an if-then-else.  It is not enough when a
   block of the region is reached from both sides before that point:

	  A:  if (a)            divergent
	  B:    if (b)          divergent, b needs a load
	  X:      x-work;
		else
	  Y:      y-work;       reached from A's false side and B's false side
	      else
	  Y:    y-work;
	  P:  ...               the post-dominator of A and of B

   The lanes with !a run Y and wait at P; then the lanes with a run B,
   split again, and Y runs a second time for the lanes with a && !b.
   Every such shared block costs one extra pass per divergent path that
   reaches it, and short-circuit conditions, early exits out of nested
   tests and goto-style code all produce them.

   Linearization gives each divergent branch of the region a single
   successor, so that the blocks form one chain that every warp walks
   through once, and turns control into data: each block B gets a
   predicate p(B), the lanes that would have executed it, and runs its
   statements under "if (p(B))", whose join is immediately below, so
   the warp reconverges at once and B runs at most once per warp.  No
   statement ever runs for a lane that would not have run it, so loads,
   stores, calls and trapping operations need no further proof.

   A PHI at a block whose incoming edges were folded reads a running
   value instead: each predecessor, inside its guard, sets the value it
   would have passed along its edge, and a lane reaches the PHI's block
   from exactly one predecessor, the last of them in the chain that ran
   for it.  In SSA that running value is a PHI at each guard's join,
   taking the new value from the guarded statements and the old one
   around them, so no select is needed (the nvptx back end has no
   conditional move and would expand one into a branch).  Values that a
   guarded block defines for later blocks pass its join the same way,
   with zero for the lanes that skipped it; its own test, which is only
   ever read ANDed with the block's predicate, gets no value at all for
   them (an undefined PHI argument), so that no copy sits on the edge
   around the guard.

   For the example, with p(A) the lanes entering A:

	  A:  ca = a;
	  B:  if (ca) { t = load; cb = b(t); }         cb' = PHI <cb, undef>
	      pBX = ca & cb';  pBY = ca & ~cb';
	  X:  if (pBX) { x-work; v1 = vX; }            v' = PHI <v1, v0>
	  Y:  if (~ca | pBY) { y-work; v2 = vY; }      v'' = PHI <v2, v'>
	  P:  v = v''                                  (was PHI <vX, vY>)

   so Y runs once per warp instead of twice.  That pays when the blocks
   that would run twice hold more than the guards and predicates cost;
   the estimate (GCC's size weights for the blocks that would run twice,
   against a few instructions per guard) is in the dump.

   Which successor each block gets comes from the paper's Fig. 5: the
   blocks are visited in a topological order (the block index), and a
   divergent branch's successors that are not taken next are deferred
   (the deferral relation D) to the block that is, so that they are
   still reached later.  With only divergent branches in the region the
   result is the chain of the blocks in index order; this
   implementation leaves alone the regions that hold a uniform branch,
   so every uniform branch keeps both of its edges (the paper's Theorem
   4.5 guarantee, trivially), and the statistics count none as lost.

   BOSCC gadgets (§6, with -fplugin-arg-qprop-linearize-boscc=on).  In
   the paper a gadget is a uniform "any lane?" branch that Fig. 5 keeps,
   so that if-converted SIMD code can skip a block and what it dominates.
   On a SIMT target each guard already is such a branch for its own
   block; what a warp with no lane in B still runs are the guards of the
   blocks B dominates.  So when those blocks come right after B in the
   chain, B's guard sends the lanes that skip B past all of them, to a new
   join where they take the running values they had before B and a zero
   for each predicate of an edge leaving the gadget:

	  if (pB) { B; if (pC) C; if (pD) D; }    C, D dominated by B
	  v' = PHI <v (from D's join), v0 (skipped)>

   A lane that skips B has pC = pD = 0, so this is exact.  It pays only
   when whole warps skip B; the moves on the skip edge are its cost.

   Regions.  A region is opened by a divergent conditional branch A of a
   SIMT region and closed by A's immediate post-dominator P; it consists
   of the blocks reachable from A without passing P.  It is linearized
   only when that pays: some block of it would run more than once per
   warp, i.e. it is reachable from both successors of a divergent branch
   of the region without passing that branch's own post-dominator.  It
   is left alone, with the reason in the dump, when it holds a loop or a
   back edge (the exits of divergent loops are divergent-loops.cc's
   business), a uniform
   branch, a switch, an abnormal or EH edge, a call that returns twice,
   an internal call with side effects (OpenACC fork/join markers, SIMT
   entry and exit), a side entrance, a join outside A's loop, or more
   blocks than the budget.  Regions do not overlap: they are chosen in
   reverse post-order, outermost first, and one that touches a chosen
   region is skipped.

   Placement: after the last jump threading (vrp2), which would
   otherwise thread the guards' known predicates and copy the shared
   blocks back onto separate paths.  */

#include "gcc-includes.h"
#include <algorithm>
#include <set>
#include "tree-ssanames.h"
#include "tree-inline.h"
#include "tree-dfa.h"
#include "simt/divergence.h"
#include "ir/cfg-rewrite.h"
#include "simt/lane-coupling.h"
#include "simt/linearize.h"

namespace qprop {

namespace {

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

  auto_vec<int> rpo_index;

private:
  void shared_blocks (const region &r, const bitmap in_r, bitmap twice);
  bool find_chain (region *r, const bitmap in_r, const bitmap twice);
  tree build_mask (gimple_seq *seq, enum tree_code code, tree a, tree b);
  tree current (tree name);
  tree undefined_value (tree type);
  tree guard_mask (gimple_seq *seq, tree pred);
  basic_block guard_block (basic_block b, gimple *last_head, tree pred,
			   basic_block *body_out);
  tree running (basic_block join, basic_block body, tree value, tree old);
  std::vector<unsigned> boscc_runs (const region &r);
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
};


bool
linearizer::find_region (basic_block a, region *r, const char **why)
{
  basic_block p = get_immediate_dominator (CDI_POST_DOMINATORS, a);
  if (!p || p == EXIT_BLOCK_PTR_FOR_FN (m_fn))
    {
      *why = "no join before the function's exit";
      return false;
    }
  class loop *loop = a->loop_father;
  if (p->loop_father != loop)
    {
      *why = "its join lies outside the branch's loop";
      return false;
    }
  r->head = a;
  r->join = p;
  bool uniform = false;
  auto_bitmap in_r;
  auto_vec<basic_block> stack;
  bitmap_set_bit (in_r, a->index);
  stack.safe_push (a);
  r->blocks.safe_push (a);
  while (!stack.is_empty ())
    {
      basic_block b = stack.pop ();
      if (b != a && (b->loop_father != loop || b == loop->header))
	{
	  *why = "it holds a loop";
	  return false;
	}
      if (EDGE_COUNT (b->succs) > 2
	  || (EDGE_COUNT (b->succs) == 2
	      && gimple_code (last_stmt (b)) != GIMPLE_COND))
	{
	  *why = "it holds a switch or computed jump";
	  return false;
	}
      if (EDGE_COUNT (b->succs) == 2 && b != a && !m_da.branch_diverges (b))
	uniform = true;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	{
	  if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
	    {
	      *why = "it has an abnormal or EH edge";
	      return false;
	    }
	  if (e->flags & EDGE_DFS_BACK)
	    {
	      *why = "it reaches a back edge";
	      return false;
	    }
	  if (e->dest == p || bitmap_bit_p (in_r, e->dest->index))
	    continue;
	  if ((int) r->blocks.length () >= m_opts.max_blocks)
	    {
	      *why = "it has more blocks than linearize-blocks";
	      return false;
	    }
	  bitmap_set_bit (in_r, e->dest->index);
	  r->blocks.safe_push (e->dest);
	  stack.safe_push (e->dest);
	}
    }
  for (basic_block b : r->blocks)
    {
      if (b != a)
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, b->preds)
	    if (!bitmap_bit_p (in_r, e->src->index))
	      {
		*why = "it is entered from outside";
		return false;
	      }
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (const char *what = lane_coupling (gsi_stmt (gsi)))
	  {
	    *why = what;
	    return false;
	  }
    }
  auto_bitmap twice;
  shared_blocks (*r, in_r, twice);
  if (bitmap_empty_p (twice))
    {
      *why = "every block runs once per warp already";
      return false;
    }
  /* A condition chain keeps everything below its two targets as it is,
     uniform branches included; the whole region is linearized only
     without them.  */
  if (!find_chain (r, in_r, twice) && uniform)
    {
      *why = "it holds a uniform branch";
      return false;
    }

  /* What the warp saves: the blocks it no longer runs twice.  What it
     pays: per linearized block, the guard's branch and its predicate
     (an OR per extra incoming edge, an AND and a NOT per branch), a move
     per PHI, and for a chain the final branch.  */
  r->gain = 0;
  r->cost = r->target[0] ? 2 : 0;
  bitmap_iterator bi;
  unsigned idx;
  EXECUTE_IF_SET_IN_BITMAP (twice, 0, idx, bi)
    for (gimple_stmt_iterator gsi
	   = gsi_start_bb (BASIC_BLOCK_FOR_FN (m_fn, idx));
	 !gsi_end_p (gsi); gsi_next (&gsi))
      r->gain += estimate_num_insns (gsi_stmt (gsi), &eni_size_weights);
  auto_vec<basic_block> phi_blocks;
  for (basic_block b : r->blocks)
    {
      r->cost += (b != a) * 2 + 2 * (EDGE_COUNT (b->succs) - 1)
		 + (EDGE_COUNT (b->preds) > 1 ? EDGE_COUNT (b->preds) - 1 : 0);
      phi_blocks.safe_push (b);
    }
  for (basic_block t : r->target)
    if (t)
      phi_blocks.safe_push (t);
  for (basic_block b : phi_blocks)
    for (gphi_iterator psi = gsi_start_phis (b); !gsi_end_p (psi);
	 gsi_next (&psi))
      r->cost += !virtual_operand_p (gimple_phi_result (psi.phi ()));
  if (r->gain <= r->cost && !m_opts.ignore_cost)
    {
      *why = "what it would share costs less than the guards";
      return false;
    }
  std::sort (r->blocks.begin (), r->blocks.end (),
	     [this] (basic_block x, basic_block y)
	     { return rpo_index[x->index] < rpo_index[y->index]; });
  return true;
}

/* The blocks of R that a warp would run more than once, reconverging
   at post-dominators: those that both successors of a divergent branch
   reach before that branch's post-dominator.  */
void
linearizer::shared_blocks (const region &r, const bitmap in_r, bitmap twice)
{
  for (basic_block d : r.blocks)
    {
      if (EDGE_COUNT (d->succs) != 2)
	continue;
      basic_block stop = get_immediate_dominator (CDI_POST_DOMINATORS, d);
      auto_bitmap seen[2];
      for (int s = 0; s < 2; s++)
	{
	  auto_vec<basic_block> stack;
	  stack.safe_push (EDGE_SUCC (d, s)->dest);
	  while (!stack.is_empty ())
	    {
	      basic_block b = stack.pop ();
	      if (b == stop || !bitmap_bit_p (in_r, b->index)
		  || !bitmap_set_bit (seen[s], b->index))
		continue;
	      edge e;
	      edge_iterator ei;
	      FOR_EACH_EDGE (e, ei, b->succs)
		stack.safe_push (e->dest);
	    }
	}
      bitmap_and_into (seen[0], seen[1]);
      bitmap_ior_into (twice, seen[0]);
    }
}

/* Is R a condition chain: tests that all lead to one of two targets,
   such as "if (a && b) X; else Y;"?  The first shared block S is one
   target; the tests are the blocks from which S is reached without
   passing S; the targets are where the tests lead, and everything else in
   R must lie below one target alone (dominated by it).  Then only the
   tests need linearizing: they compute which target each lane goes to,
   and one branch sends it there, so the blocks below the targets keep
   their own branches and need no guards.  On success R->blocks holds the
   tests and R->target the targets.  */
bool
linearizer::find_chain (region *r, const bitmap in_r, const bitmap twice)
{
  basic_block first = NULL;
  bitmap_iterator bi;
  unsigned idx;
  EXECUTE_IF_SET_IN_BITMAP (twice, 0, idx, bi)
    if (!first || rpo_index[idx] < rpo_index[first->index])
      first = BASIC_BLOCK_FOR_FN (m_fn, idx);

  auto_bitmap tests;
  auto_vec<basic_block> stack;
  stack.safe_push (first);
  while (!stack.is_empty ())
    {
      basic_block b = stack.pop ();
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->preds)
	if (e->src != first && bitmap_bit_p (in_r, e->src->index)
	    && bitmap_set_bit (tests, e->src->index))
	  stack.safe_push (e->src);
    }

  basic_block target[2] = { NULL, NULL };
  auto_vec<basic_block> chain;
  EXECUTE_IF_SET_IN_BITMAP (tests, 0, idx, bi)
    {
      basic_block b = BASIC_BLOCK_FOR_FN (m_fn, idx);
      if (EDGE_COUNT (b->succs) != 2 || !m_da.branch_diverges (b))
	return false;
      chain.safe_push (b);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	{
	  basic_block s = e->dest;
	  if (bitmap_bit_p (tests, s->index) || s == target[0]
	      || s == target[1])
	    continue;
	  if (s == r->join || target[1])
	    return false;
	  target[target[0] ? 1 : 0] = s;
	}
    }
  if (!target[1] || !bitmap_bit_p (tests, r->head->index))
    return false;
  for (basic_block t : target)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, t->preds)
	if (!bitmap_bit_p (tests, e->src->index))
	  return false;
    }
  for (basic_block b : r->blocks)
    if (!bitmap_bit_p (tests, b->index) && b != target[0] && b != target[1]
	&& !dominated_by_p (CDI_DOMINATORS, b, target[0])
	&& !dominated_by_p (CDI_DOMINATORS, b, target[1]))
      return false;

  /* The final branch tests the predicate of the first target, an OR of
     the predicates of its incoming edges: take the target with fewer.  */
  if (EDGE_COUNT (target[0]->preds) > EDGE_COUNT (target[1]->preds)
      || (EDGE_COUNT (target[0]->preds) == EDGE_COUNT (target[1]->preds)
	  && rpo_index[target[0]->index] > rpo_index[target[1]->index]))
    std::swap (target[0], target[1]);
  r->target[0] = target[0];
  r->target[1] = target[1];
  r->blocks.truncate (0);
  for (basic_block b : chain)
    r->blocks.safe_push (b);
  return true;
}

/* The paper's Fig. 5 on the loop-free region R, with the deferral
   relation D.  Every branch of R is divergent (find_region refuses
   uniform ones), so each block gets one successor: the smallest block
   in index order among its own successors and the blocks deferred to
   it; the others are deferred to that successor.  */
bool
linearizer::fig5_chain (const region &r)
{
  hash_map<int_hash<int, -1, -2>, int> index;
  for (unsigned i = 0; i < r.blocks.length (); i++)
    index.put (r.blocks[i]->index, i);
  int n = r.blocks.length ();
  /* Successors beyond the region (the join) have index N.  */
  std::vector<std::set<int> > deferred (n + 1);
  std::vector<int> next (n, -1);
  for (int b = 0; b < n; b++)
    {
      std::set<int> targets = deferred[b];
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, r.blocks[b]->succs)
	{
	  int *i = index.get (e->dest->index);
	  targets.insert (i ? *i : n);
	}
      next[b] = *targets.begin ();
      for (int t : targets)
	if (t != next[b])
	  deferred[next[b]].insert (t);
      deferred[b].clear ();
    }
  for (int b = 0; b < n; b++)
    if (next[b] != b + 1)
      return false;
  return true;
}

/* Predicates are 0 or 1 in a word rather than in a bool: the nvptx
   back end keeps a bool in a byte and converts it at every use.  */
static tree
mask_type ()
{
  return unsigned_type_node;
}

tree
linearizer::build_mask (gimple_seq *seq, enum tree_code code, tree a, tree b)
{
  /* A null predicate is "all lanes".  */
  if (!a && code == BIT_AND_EXPR)
    return b;
  tree res = make_ssa_name (mask_type ());
  gimple *g = gimple_build_assign (res, code, a, b);
  gimple_seq_add_stmt (seq, g);
  return res;
}

/* A value of TYPE that is never defined, for PHI arguments whose lanes
   never look at them.  */
tree
linearizer::undefined_value (tree type)
{
  return qprop::undefined_value (m_fn, type, "lin_skip");
}

/* Is NAME one test's word (or its negation), computed from a comparison
   alone?  */
static bool
test_word_p (tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    return false;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def)
    return false;
  if (gimple_assign_rhs_code (def) == BIT_XOR_EXPR
      && integer_onep (gimple_assign_rhs2 (def)))
    return test_word_p (gimple_assign_rhs1 (def));
  return (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	  && TREE_CODE (TREE_TYPE (gimple_assign_rhs1 (def))) == BOOLEAN_TYPE);
}

/* PRED, a guard's predicate, as the mask of an AND below that guard.
   When PRED is one test's word, the guard branches on the comparison
   itself, inverted, as the guarded body follows it; a mask computed
   from the inverted test, (PRED ^ 1) - 1, reuses the branch's
   predicate, where PRED would compute the comparison again.  */
tree
linearizer::guard_mask (gimple_seq *seq, tree pred)
{
  if (!test_word_p (pred))
    return pred;
  tree inv = build_mask (seq, BIT_XOR_EXPR, pred,
			 build_one_cst (mask_type ()));
  return build_mask (seq, PLUS_EXPR, inv, build_all_ones_cst (mask_type ()));
}

/* The name that stands for NAME after the guards built so far.  */
tree
linearizer::current (tree name)
{
  if (tree *j = m_joined.get (name))
    return *j;
  return name;
}

/* Run the statements of B after LAST_HEAD (all of them if it is null)
   only for the lanes in PRED: split them off into a block of their own
   under "if (PRED)", and give each value they define that is used later
   a PHI at the join below, with zero for the lanes that skipped them.
   Returns that join.  */
basic_block
linearizer::guard_block (basic_block b, gimple *last_head, tree pred,
			  basic_block *body_out)
{
  edge enter = last_head ? split_block (b, last_head)
	       : split_block_after_labels (b);
  basic_block body = enter->dest;
  basic_block join = split_edge (single_succ_edge (body));
  edge from_body = single_succ_edge (body);

  gimple_stmt_iterator gsi = gsi_last_bb (b);
  gsi_insert_after (&gsi, gimple_build_cond (NE_EXPR, pred, build_zero_cst (mask_type ()),
					     NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  enter->flags = (enter->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  enter->probability = profile_probability::even ();
  edge skip = make_edge (b, join, EDGE_FALSE_VALUE);
  skip->probability = profile_probability::even ();

  for (gsi = gsi_start_bb (body); !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      ssa_op_iter it;
      tree def;
      FOR_EACH_SSA_TREE_OPERAND (def, stmt, it, SSA_OP_DEF)
	{
	  bool live = m_live_values.contains (def);
	  imm_use_iterator ui;
	  gimple *use;
	  /* Debug uses must not decide anything, or -g would change the
	     code; those outside BODY lose their value when no PHI carries
	     it out.  */
	  if (!live)
	    FOR_EACH_IMM_USE_STMT (use, ui, def)
	      if (gimple_bb (use) != body && !is_gimple_debug (use))
		{
		  live = true;
		  break;
		}
	  if (!live)
	    {
	      FOR_EACH_IMM_USE_STMT (use, ui, def)
		if (gimple_bb (use) != body && gimple_debug_bind_p (use))
		  {
		    gimple_debug_bind_reset_value (use);
		    update_stmt (use);
		  }
	      continue;
	    }
	  /* A fresh name: the lanes that skipped see zero, which no range
	     or points-to fact of DEF covers.  A masked name needs nothing
	     for them: an undefined argument, for which out-of-SSA emits no
	     copy, so the skip edge stays a plain branch (a zero would be a
	     move in a block of its own on that critical edge, and a second
	     branch).  */
	  tree joined = make_ssa_name (TREE_TYPE (def));
	  gphi *phi = create_phi_node (joined, join);
	  add_phi_arg (phi, def, from_body, UNKNOWN_LOCATION);
	  add_phi_arg (phi, (m_masked.contains (def)
			     ? undefined_value (TREE_TYPE (def))
			     : build_zero_cst (TREE_TYPE (def))), skip,
		       UNKNOWN_LOCATION);
	  FOR_EACH_IMM_USE_STMT (use, ui, def)
	    {
	      if (use == phi || gimple_bb (use) == body)
		continue;
	      use_operand_p use_p;
	      FOR_EACH_IMM_USE_ON_STMT (use_p, ui)
		SET_USE (use_p, joined);
	      update_stmt (use);
	    }
	  m_joined.put (def, joined);
	}
    }
  *body_out = body;
  return join;
}

/* A running value at the JOIN below the guarded BODY: VALUE for the
   lanes that ran BODY, OLD (zero if null) for the others.  */
tree
linearizer::running (basic_block join, basic_block body, tree value, tree old)
{
  tree type = TREE_TYPE (value);
  if (!old)
    old = build_zero_cst (type);
  if (TREE_CODE (value) == SSA_NAME
      && gimple_bb (SSA_NAME_DEF_STMT (value)) != body)
    value = current (value);
  if (operand_equal_p (value, old, 0))
    return old;
  tree res = make_ssa_name (type);
  gphi *phi = create_phi_node (res, join);
  add_phi_arg (phi, value, find_edge (body, join), UNKNOWN_LOCATION);
  add_phi_arg (phi, old, find_edge (single_pred (body), join),
	       UNKNOWN_LOCATION);
  return res;
}

/* For each position I of R's chain, the last position of the BOSCC
   gadget that starts there, or 0 for none.  A guarded block gets one when
   the blocks it dominates are the ones right after it in the chain (the
   guard can then jump over all of them), and only with linearize-boscc.  */
std::vector<unsigned>
linearizer::boscc_runs (const region &r)
{
  unsigned n = r.blocks.length ();
  std::vector<unsigned> end (n, 0);
  if (!m_opts.boscc)
    return end;
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  for (unsigned i = 1; i < n; i++)
    {
      unsigned last = i;
      bool contiguous = true;
      for (unsigned j = i + 1; j < n; j++)
	if (dominated_by_p (CDI_DOMINATORS, r.blocks[j], r.blocks[i]))
	  {
	    contiguous &= last + 1 == j;
	    last = j;
	  }
      if (contiguous && last > i)
	end[i] = last;
    }
  /* The guards split blocks and add edges without keeping the dominator
     tree up to date.  */
  free_dominance_info (CDI_DOMINATORS);
  return end;
}

/* Finish gadget G below CUR, the block the chain has reached after G's
   last position: a new join J, to which G's first guard now sends the
   lanes that skip it, so that a warp in which no lane enters G's first
   block jumps over every block that block dominates.  Those lanes would
   have entered none of them, so at J they carry the running values they
   had before G and zero for every predicate of an edge that leaves G;
   PHIs at J give both to the blocks after G.  Returns J.  */
basic_block
linearizer::close_gadget (const gadget &g, basic_block cur,
			  const std::vector<std::vector<int> > &out_edges,
			  hash_map<int_hash<int, -1, -2>, int> &pos,
			  std::vector<std::vector<tree> > &run)
{
  basic_block j = split_edge (single_succ_edge (cur));
  edge through = single_pred_edge (j);
  edge skip = redirect_edge_and_branch (g.skip, j);
  redirect_edge_var_map_clear (skip);
  auto merge = [&] (tree now, tree before) {
    tree res = make_ssa_name (TREE_TYPE (now));
    gphi *phi = create_phi_node (res, j);
    add_phi_arg (phi, now, through, UNKNOWN_LOCATION);
    add_phi_arg (phi, before, skip, UNKNOWN_LOCATION);
    return res;
  };
  for (unsigned d = g.end + 1; d < run.size (); d++)
    for (unsigned k = 0; k < run[d].size (); k++)
      if (run[d][k] && run[d][k] != g.run_before[d][k])
	run[d][k] = merge (run[d][k],
			   g.run_before[d][k] ? g.run_before[d][k]
			   : build_zero_cst (TREE_TYPE (run[d][k])));
  for (unsigned m = g.start; m <= g.end; m++)
    for (int idx : out_edges[m])
      if ((unsigned) *pos.get (m_edges[idx].dest->index) > g.end)
	m_edges[idx].pred = merge (m_edges[idx].pred,
				   build_zero_cst (mask_type ()));

  /* Any other value of G's blocks read past J (in a condition chain, by
     the blocks below a target that G's blocks dominate) is read only by
     lanes that went through G's first block: the skipped lanes get no
     value.  */
  auto_bitmap inside;
  for (basic_block b : g.span)
    bitmap_set_bit (inside, b->index);
  bitmap_set_bit (inside, j->index);
  auto outside = [&] (gimple *use, use_operand_p p) {
    if (gphi *phi = dyn_cast <gphi *> (use))
      return !bitmap_bit_p (inside, gimple_phi_arg_edge
				      (phi, PHI_ARG_INDEX_FROM_USE (p))
				      ->src->index);
    return !bitmap_bit_p (inside, gimple_bb (use)->index);
  };
  for (basic_block b : g.span)
    {
      auto_vec<tree> defs;
      real_defs (b, &defs);
      for (tree def : defs)
	{
	  tree outer = NULL_TREE;
	  imm_use_iterator ui;
	  gimple *use;
	  FOR_EACH_IMM_USE_STMT (use, ui, def)
	    {
	      use_operand_p p;
	      bool changed = false;
	      FOR_EACH_IMM_USE_ON_STMT (p, ui)
		if (outside (use, p))
		  {
		    if (is_gimple_debug (use))
		      {
			gimple_debug_bind_reset_value (use);
			changed = true;
			break;
		      }
		    if (!outer)
		      outer = merge (def, undefined_value (TREE_TYPE (def)));
		    SET_USE (p, outer);
		    changed = true;
		  }
	      if (changed)
		update_stmt (use);
	    }
	}
    }
  return j;
}

void
linearizer::transform (const region &r, linearize_region_note *note)
{
  m_edges.truncate (0);
  m_joined.empty ();
  m_live_values.empty ();
  m_masked.empty ();
  unsigned n = r.blocks.length ();
  hash_map<int_hash<int, -1, -2>, int> pos;
  for (unsigned i = 0; i < n; i++)
    pos.put (r.blocks[i]->index, i);
  /* Where the linearized blocks lead: the join, or a chain's two
     targets; they have positions N and N + 1.  */
  unsigned nexit = r.target[0] ? 2 : 1;
  basic_block exits[2] = { r.target[0] ? r.target[0] : r.join, r.target[1] };
  for (unsigned k = 0; k < nexit; k++)
    pos.put (exits[k]->index, n + k);

  /* The region's edges.  */
  std::vector<std::vector<int> > in_edges (n + nexit), out_edges (n);
  for (unsigned i = 0; i < n; i++)
    {
      basic_block b = r.blocks[i];
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	{
	  region_edge re;
	  re.src = b;
	  re.dest = e->dest;
	  re.conditional = EDGE_COUNT (b->succs) == 2;
	  re.on_true = (e->flags & EDGE_TRUE_VALUE) != 0;
	  out_edges[i].push_back (m_edges.length ());
	  in_edges[*pos.get (e->dest->index)].push_back (m_edges.length ());
	  m_edges.safe_push (re);
	}
    }
  auto edge_index = [&] (edge e) {
    for (int idx : out_edges[*pos.get (e->src->index)])
      if (m_edges[idx].dest == e->dest)
	return idx;
    gcc_unreachable ();
  };

  /* The BOSCC gadgets (the paper's §6): a guarded block whose dominance
     region is the run of blocks right after it in the chain.  */
  std::vector<unsigned> gadget_end = boscc_runs (r);

  /* Take the PHIs apart: those of the region's blocks go (their results
     will be defined by selects), the join's stay with their arguments
     from outside the region.  Virtual PHIs go everywhere; the virtual
     operands are renamed afterwards.  */
  std::vector<std::vector<phi_record> > phis (n + nexit);
  for (unsigned i = 1; i < n + nexit; i++)
    {
      basic_block b = i < n ? r.blocks[i] : exits[i - n];
      for (gphi_iterator psi = gsi_start_phis (b); !gsi_end_p (psi); )
	{
	  gphi *phi = psi.phi ();
	  tree res = gimple_phi_result (phi);
	  if (virtual_operand_p (res))
	    {
	      mark_virtual_phi_result_for_renaming (phi);
	      remove_phi_node (&psi, true);
	      continue;
	    }
	  phi_record rec;
	  rec.result = res;
	  rec.phi = i < n ? NULL : phi;
	  for (unsigned j = 0; j < gimple_phi_num_args (phi); j++)
	    {
	      edge e = gimple_phi_arg_edge (phi, j);
	      int *from = pos.get (e->src->index);
	      if (!from || *from >= (int) n)
		continue;
	      tree arg = gimple_phi_arg_def (phi, j);
	      rec.args.push_back (std::make_pair (arg, edge_index (e)));
	      if (TREE_CODE (arg) == SSA_NAME)
		m_live_values.add (arg);
	    }
	  phis[i].push_back (rec);
	  if (i < n)
	    remove_phi_node (&psi, false);
	  else
	    gsi_next (&psi);
	}
    }

  /* Each branch becomes a boolean value.  */
  std::vector<tree> cond (n, NULL_TREE);
  for (unsigned i = 0; i < n; i++)
    if (gcond *c = safe_dyn_cast <gcond *> (last_stmt (r.blocks[i])))
      {
	tree test = make_ssa_name (boolean_type_node);
	cond[i] = make_ssa_name (mask_type ());
	gimple_stmt_iterator gsi = gsi_for_stmt (c);
	gsi_insert_before (&gsi, gimple_build_assign
				   (test, gimple_cond_code (c),
				    gimple_cond_lhs (c), gimple_cond_rhs (c)),
			   GSI_SAME_STMT);
	gsi_insert_before (&gsi, gimple_build_assign (cond[i], NOP_EXPR, test),
			   GSI_SAME_STMT);
	gsi_remove (&gsi, true);
	m_live_values.add (cond[i]);
	note->folded++;
      }

  /* The chain.  A condition chain ends in a new block that sends each
     lane to its target; its PHI arguments are placeholders until the
     running values exist.  */
  basic_block dispatch = NULL;
  for (unsigned i = 0; i < n; i++)
    {
      basic_block b = r.blocks[i];
      while (EDGE_COUNT (b->succs))
	remove_edge (EDGE_SUCC (b, 0));
      basic_block next = i + 1 < n ? r.blocks[i + 1] : exits[0];
      if (i + 1 == n && nexit == 2)
	{
	  dispatch = create_empty_bb (b);
	  add_bb_to_loop (dispatch, b->loop_father);
	  next = dispatch;
	}
      edge e = make_edge (b, next, EDGE_FALLTHRU);
      e->probability = profile_probability::always ();
      if (i + 1 < n)
	continue;
      for (unsigned k = 0; k < nexit; k++)
	{
	  edge to = e;
	  if (dispatch)
	    {
	      to = make_edge (dispatch, exits[k],
			      k ? EDGE_FALSE_VALUE : EDGE_TRUE_VALUE);
	      to->probability = profile_probability::even ();
	    }
	  for (const phi_record &rec : phis[n + k])
	    add_phi_arg (rec.phi, rec.args[0].first, to, UNKNOWN_LOCATION);
	}
    }

  /* Predicates, guards and running values, in chain order.  A null
     predicate is every lane that entered the region.  */
  std::vector<tree> pred (n, NULL_TREE);
  std::vector<std::vector<tree> > run (n + nexit);
  for (unsigned i = 1; i < n + nexit; i++)
    run[i].assign (phis[i].size (), NULL_TREE);
  basic_block last = r.blocks[0];
  std::vector<gadget> open;
  for (unsigned i = 0; i < n; i++)
    {
      basic_block b = r.blocks[i];
      basic_block tail = b, body = NULL;
      if (i > 0)
	{
	  gimple_seq head = NULL;
	  for (int idx : in_edges[i])
	    pred[i] = pred[i] ? build_mask (&head, BIT_IOR_EXPR, pred[i],
					    m_edges[idx].pred)
		      : m_edges[idx].pred;
	  for (unsigned j = 0; j < phis[i].size (); j++)
	    {
	      gimple_seq_add_stmt (&head, gimple_build_assign
					    (phis[i][j].result, run[i][j]));
	      note->merged++;
	    }
	  /* B's test is only read in the predicates of B's edges, each
	     an AND with PRED[I], the guard's predicate.  */
	  if (cond[i] && pred[i])
	    m_masked.add (cond[i]);
	  gimple *last_head = gimple_seq_last_stmt (head);
	  gimple_stmt_iterator gsi = gsi_after_labels (b);
	  gsi_insert_seq_before (&gsi, head, GSI_SAME_STMT);
	  tail = guard_block (b, last_head, pred[i], &body);
	  note->guarded++;
	  if (gadget_end[i])
	    {
	      open.push_back (gadget ());
	      open.back ().end = gadget_end[i];
	      open.back ().start = i;
	      open.back ().skip = find_edge (b, tail);
	      open.back ().run_before = run;
	    }
	  /* Lay the blocks out in the order the warp walks them, each
	     guard's body and join right behind it: the nvptx back end
	     keeps the block order, and a body elsewhere costs the lanes
	     that skip it an unconditional branch to the join.  */
	  for (basic_block x : { b, body, tail })
	    {
	      move_block_after (x, last);
	      last = x;
	      for (gadget &g : open)
		if (x != b || g.start != i)
		  g.span.push_back (x);
	    }
	}

      /* The values B passes along its edges, for the PHIs at their
	 ends.  */
      for (int idx : out_edges[i])
	{
	  unsigned dest = *pos.get (m_edges[idx].dest->index);
	  for (unsigned j = 0; j < phis[dest].size (); j++)
	    for (const std::pair<tree, int> &arg : phis[dest][j].args)
	      if (arg.second == idx)
		run[dest][j] = body ? running (tail, body, arg.first,
					       run[dest][j])
			       : arg.first;
	}

      gimple_seq tail_seq = NULL;
      for (int idx : out_edges[i])
	{
	  region_edge &re = m_edges[idx];
	  if (!re.conditional)
	    {
	      re.pred = pred[i];
	      continue;
	    }
	  tree c = current (cond[i]);
	  /* Below a guard the test's value is undefined for the lanes that
	     skipped it, and the AND with the block's predicate masks it.
	     The AND also keeps RTL's jump bypassing (cprop) away: with a
	     zero for those lanes and no AND, a branch on PHI <test, 0> is
	     what it threads, which puts the shared block back on two
	     paths (shortcircuit: 0.745 -> 1.000 of -O2's warp
	     instructions).  */
	  if (!re.on_true)
	    c = build_mask (&tail_seq, BIT_XOR_EXPR, c,
			    build_one_cst (mask_type ()));
	  re.pred = build_mask (&tail_seq, BIT_AND_EXPR,
				body ? guard_mask (&tail_seq, pred[i]) : pred[i],
				c);
	}
      gimple_stmt_iterator gsi = gsi_last_bb (tail);
      gsi_insert_seq_after (&gsi, tail_seq, GSI_NEW_STMT);
      while (!open.empty () && open.back ().end == i)
	{
	  tail = close_gadget (open.back (), tail, out_edges, pos, run);
	  move_block_after (tail, last);
	  last = tail;
	  open.pop_back ();
	  for (gadget &g : open)
	    g.span.push_back (tail);
	  note->boscc++;
	}
      if (i + 1 < n)
	continue;
      /* The lanes that go to the first target: exactly those that took
	 one of its incoming edges.  */
      tree to_first = NULL_TREE;
      gimple_seq first_seq = NULL;
      if (dispatch)
	for (int idx : in_edges[n])
	  to_first = to_first ? build_mask (&first_seq, BIT_IOR_EXPR, to_first,
					    m_edges[idx].pred)
		     : m_edges[idx].pred;
      gsi = gsi_last_bb (tail);
      gsi_insert_seq_after (&gsi, first_seq, GSI_NEW_STMT);
      if (dispatch)
	{
	  gsi = gsi_last_bb (dispatch);
	  gsi_insert_after (&gsi, gimple_build_cond
				    (NE_EXPR, to_first,
				     build_zero_cst (mask_type ()),
				     NULL_TREE, NULL_TREE), GSI_NEW_STMT);
	}
      for (unsigned k = 0; k < nexit; k++)
	{
	  edge e = dispatch ? find_edge (dispatch, exits[k])
		   : single_succ_edge (tail);
	  for (unsigned j = 0; j < phis[n + k].size (); j++)
	    {
	      SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (phis[n + k][j].phi, e),
		       run[n + k][j]);
	      note->merged++;
	    }
	}
    }
  /* A condition chain's branch falls through to its first target.  */
  if (dispatch)
    {
      move_block_after (dispatch, last);
      move_block_after (exits[0], dispatch);
    }
  note->blocks = n;
  note->linearized = true;
}

} // anon namespace

unsigned int
linearize_function (function *fn, const divergence_analysis &da,
		    const linearize_options &opts,
		    std::vector<linearize_region_note> *notes,
		    linearize_stats *stats)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      gimple *last = last_stmt (bb);
      if (!da.in_region (bb) || da.is_region_control (bb) || !last
	  || (gimple_code (last) != GIMPLE_COND
	      && gimple_code (last) != GIMPLE_SWITCH))
	continue;
      if (da.branch_diverges (bb))
	stats->divergent_branches++;
      else
	stats->uniform_branches++;
    }
  for (auto loop : loops_list (fn, 0))
    {
      if (!da.loop_in_region (loop))
	continue;
      if (da.loop_divergent (loop))
	stats->divergent_loops++;
      else
	stats->uniform_loops++;
      for (edge e : get_loop_exit_edges (loop))
	if (da.branch_diverges (e->src))
	  stats->divergent_exits++;
	else
	  stats->uniform_exits++;
    }

  mark_dfs_back_edges (fn);
  linearizer lin (fn, da, opts);
  lin.rpo_index.safe_grow_cleared (last_basic_block_for_fn (fn));
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fn));
  int nrpo = pre_and_rev_post_order_compute_fn (fn, NULL, rpo, false);
  for (int i = 0; i < nrpo; i++)
    lin.rpo_index[rpo[i]] = i;

  /* Choose the regions first, while the analysis still describes the
     IR; then transform them.  */
  auto_bitmap taken, joins;
  std::vector<region *> chosen;
  std::vector<size_t> chosen_note;
  for (int i = 0; i < nrpo; i++)
    {
      bb = BASIC_BLOCK_FOR_FN (fn, rpo[i]);
      if (!da.in_region (bb) || da.is_region_control (bb)
	  || !da.branch_diverges (bb)
	  || !safe_dyn_cast <gcond *> (last_stmt (bb))
	  || bitmap_bit_p (taken, bb->index))
	continue;
      linearize_region_note note;
      note.branch = bb;
      note.join = get_immediate_dominator (CDI_POST_DOMINATORS, bb);
      region *r = new region;
      const char *why = NULL;
      bool found = lin.find_region (bb, r, &why);
      note.gain = r->gain;
      note.cost = r->cost;
      if (found)
	{
	  /* The blocks whose PHIs the transform rewrites: the join, or a
	     chain's targets.  */
	  auto_vec<basic_block> ends;
	  if (r->target[0])
	    {
	      ends.safe_push (r->target[0]);
	      ends.safe_push (r->target[1]);
	    }
	  else
	    ends.safe_push (r->join);
	  bool overlaps = false;
	  for (basic_block b : ends)
	    overlaps |= (bitmap_bit_p (joins, b->index)
			 || bitmap_bit_p (taken, b->index));
	  for (basic_block b : r->blocks)
	    overlaps |= (b != bb && bitmap_bit_p (joins, b->index));
	  if (overlaps)
	    why = "it touches a linearized region";
	  else if (!lin.fig5_chain (*r))
	    why = "Fig. 5 gives no single chain";
	}
      if (why)
	{
	  note.refusal = why;
	  notes->push_back (note);
	  delete r;
	  continue;
	}
      for (basic_block b : r->blocks)
	bitmap_set_bit (taken, b->index);
      if (r->target[0])
	{
	  bitmap_set_bit (joins, r->target[0]->index);
	  bitmap_set_bit (joins, r->target[1]->index);
	}
      else
	bitmap_set_bit (joins, r->join->index);
      note.chain = r->target[0] != NULL;
      chosen.push_back (r);
      chosen_note.push_back (notes->size ());
      notes->push_back (note);
    }
  free (rpo);

  for (size_t i = 0; i < chosen.size (); i++)
    {
      linearize_region_note &note = (*notes)[chosen_note[i]];
      lin.transform (*chosen[i], &note);
      stats->folded_branches += note.folded;
      delete chosen[i];
    }
  stats->kept_divergent = stats->divergent_branches - stats->folded_branches;
  if (chosen.empty ())
    return 0;
  free_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (fn);
  return TODO_update_ssa_only_virtuals | TODO_cleanup_cfg;
}

} // namespace qprop
