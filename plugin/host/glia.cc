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
#include "report/dump.h"
#include "host/glia.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>
#include "host/glia-impl.h"

namespace qprop {
namespace glia_impl {

/* Loads of register values that do not throw, in code not optimized for
   size, with an address GLIA can place in an array.  */
bool
glia::candidate_p (gimple *stmt)
{
  if (!movable_load (m_fn, stmt) || optimize_bb_for_size_p (gimple_bb (stmt)))
    return false;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (gimple_assign_rhs1 (stmt)));
  if (!size || !tree_fits_uhwi_p (size))
    return false;
  return view_of (stmt).valid;
}

/* Print the array V belongs to: a declaration's or a parameter's
   name, or the SSA name of the pointer.  */
void
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
  dump_stmt (node.stmt, ": ");
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
      dump_stmt (stmt, "qprop-glia: budget: bb %d: %d statements in"
		 " the region, more than glia-nodes=%d: ",
		 gimple_bb (stmt)->index, (int) m_nodes.size (),
		 m_params.max_nodes);
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
      if (dump_flags & TDF_DETAILS)
	dump_stmt (stmt, "qprop-glia: bb %d: left alone, only %d"
		   " references to other lines in its region, fewer than"
		   " glia-distance=%d: ", gimple_bb (stmt)->index, others,
		   m_params.distance);
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
      dump_stmt (m_stmt, "qprop-glia: query%s: ",
		 m_speculative ? "" : " (down-safe placement)");
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

} // namespace glia_impl

unsigned int
run_glia (function *fn, const glia_params &params, glia_stats *stats)
{
  glia_impl::glia g (fn, params, stats);
  return g.run ();
}


} // namespace qprop
