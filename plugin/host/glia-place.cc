/* qprop-glia's placement: whether a speculative load may fault (the
   rules of ir/load-safety), the one insertion point that serves every
   occurrence, what pays, and the motion itself.  */

#include "gcc-includes.h"
#include "value-range.h"
#include "value-query.h"
#include "tree-ssa-loop-niter.h"
#include "tree-dfa.h"
#include "ir/address-form.h"
#include "ir/no-trap.h"
#include "ir/load-safety.h"
#include "ir/ssa-reads.h"
#include "report/dump.h"
#include "host/glia.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>
#include "host/glia-impl.h"

namespace qprop {
namespace glia_impl {

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
  auto delayed = [this, d] (int n)
    {
      return (m_delayed[n] && !m_earliest[n] && !outside_pred (n)
	      && dominates (d, n));
    };
  return walk_to (inserts, d, false, delayed) ? d : -1;
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
      /* A PHI reads its argument at the end of the incoming block.  */
      if (!for_each_read (name, [&] (gimple *use, basic_block ub)
	    {
	      return !(ub && after (ub, use)
		       && !(ub == bb && gimple_code (use) == GIMPLE_PHI));
	    }))
	count++;
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
  std::set<int> blocks;
  walk_to ({ p }, first, true, [&] (int n)
    {
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
      return true;
    });
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
      dump_stmt (m_stmt, "qprop-glia: bb %d: not moved%s, %s: ",
		 gimple_bb (m_stmt)->index,
		 m_speculative ? "" : " (down-safe placement)", why);
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
      dump_stmt (m_stmt, "qprop-glia: bb %d: not moved, only %d"
		 " references to other lines in between, fewer than"
		 " glia-distance=%d: ", gimple_bb (m_stmt)->index, foreign,
		 m_params.distance);
      return REFUSED;
    }
  if (pressure + 1 > m_params.pressure)
    {
      m_stats->pressure++;
      dump_stmt (m_stmt, "qprop-glia: bb %d: not moved, %d values"
		 " would be live across the move, more than"
		 " glia-pressure=%d: ", gimple_bb (m_stmt)->index,
		 pressure + 1, m_params.pressure);
      return REFUSED;
    }

  /* The delay stopped at P: by P's reference to another array, or by
     one to a farther part of the same array.  */
  bool stopped_by_dimension = keep_order (p) && !keep_dimension (p);

  gimple *moved = m_nodes[first].stmt;
  if (dump_file)
    {
      dump_stmt (moved, "qprop-glia: bb %d: ", gimple_bb (moved)->index);
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

} // namespace glia_impl
} // namespace qprop
