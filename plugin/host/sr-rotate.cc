/* qprop-sr's rotation: a value carried DISTANCE iterations rotates
   through DISTANCE + 1 header PHIs, which out-of-SSA would copy on every
   back edge; unrolling the loop by the right factor makes the copies
   renamings.  Which loops to unroll, by how much, and the unrolling.  */

#include "gcc-includes.h"
#include "tree-ssa-loop-niter.h"
#include "tree-inline.h"
#include "tree-scalar-evolution.h"
#include "builtins.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-ivopts.h"
#include "cfgloopmanip.h"
#include "ir/address-form.h"
#include "ir/cfg-rewrite.h"
#include "ir/no-trap.h"
#include "ir/load-safety.h"
#include "simt/divergence.h"
#include "analysis/reg-pressure.h"
#include "query/query-engine.h"
#include "host/scalar-replace.h"
#include "host/scalar-replace-impl.h"

namespace qprop {
namespace presr {

/* A value carried DISTANCE iterations rotates through DISTANCE + 1
   names: the PHIs of the plan hold the older ones, the reused load the
   newest.  Rotating them over the back edge takes a register copy per
   PHI whenever a PHI's result is still live where the name it receives
   is defined, which is the rule for a carried value.  Unrolled by
   DISTANCE + 1, each copy of the body defines the name the next one
   reads, and the back edge receives the value the first copy reads, so
   the register allocator can give each chain's names one register each
   with no copies.  Predictive commoning unrolls for the same reason;
   like it, qprop-sr takes the least common multiple of the chains' needs
   as long as it stays within the limit (sr-unroll), and unrolls only
   innermost loops.  */
void
scalar_replace::note_rotation (int distance)
{
  for (auto &l : m_extra)
    {
      loop_p loop = get_loop (m_fn, l.first);
      if (loop->inner || loop->header->flags & BB_IRREDUCIBLE_LOOP)
	continue;
      int &factor = m_unroll[l.first];
      factor = MAX (factor, 1);
      int want = least_common_multiple (factor, distance + 1);
      if (want <= m_params.unroll)
	factor = want;
    }
}

/* Whether the name USE of U reads is live right after DEF, which
   defines the value that replaces it over the back edge (U runs after
   DEF on some path that does not leave the iteration).  */
static bool
lives_past (gimple *def, gimple *u, use_operand_p use)
{
  basic_block def_bb = gimple_bb (def);
  basic_block ub = gimple_bb (u);
  if (gphi *uphi = dyn_cast<gphi *> (u))
    {
      ub = gimple_phi_arg_edge (uphi, PHI_ARG_INDEX_FROM_USE (use))->src;
      return dominated_by_p (CDI_DOMINATORS, ub, def_bb);
    }
  if (ub != def_bb || gimple_code (def) == GIMPLE_PHI)
    return dominated_by_p (CDI_DOMINATORS, ub, def_bb);
  for (gimple_stmt_iterator gsi = gsi_for_stmt (def); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gsi_stmt (gsi) == u)
      return true;
  return false;
}

/* Whether out-of-SSA will have to copy one of the values qprop-sr
   carries around LOOP on its back edge: a header PHI's result is still
   live where the name it receives over the latch is defined.  That is
   always so for a PHI that receives another header PHI's result (a
   value carried two or more iterations), and otherwise so when a use of
   the result follows the definition of the new value.  When the body
   loads the newest value after its last use of the oldest (a stencil's
   a[j+1] read after a[j-1]), the two share a register and unrolling
   would only cost code size and induction variables.  */
bool
scalar_replace::rotation_copies (loop_p loop)
{
  edge latch = loop_latch_edge (loop);
  for (tree r : m_rotating[loop->num])
    {
      gphi *phi = as_a<gphi *> (SSA_NAME_DEF_STMT (r));
      tree x = PHI_ARG_DEF_FROM_EDGE (phi, latch);
      if (TREE_CODE (x) != SSA_NAME)
	continue;
      gimple *def = SSA_NAME_DEF_STMT (x);
      basic_block def_bb = gimple_bb (def);
      if (!def_bb || !flow_bb_inside_loop_p (loop, def_bb))
	continue;
      if (gimple_code (def) == GIMPLE_PHI && def_bb == loop->header)
	return true;
      /* The replaced load became a copy of the PHI's result; its uses
	 are the result's.  */
      auto live_past_def = [def] (gimple *u, use_operand_p use)
	{
	  return lives_past (def, u, use);
	};
      if (some_use_through_copies (r, live_past_def))
	return true;
    }
  return false;
}

/* Why LOOP cannot be unrolled FACTOR times (the reason for the dump),
   or NULL when it can; DESC receives its trip count.  */
static const char *
why_not_unrollable (loop_p loop, int factor, tree_niter_desc *desc)
{
  if (!optimize_loop_for_speed_p (loop))
    return "optimized for size";
  if (!room_to_unroll (loop, factor))
    return "too few registers left";
  if (!single_dom_exit (loop))
    return "it has no single exit that dominates its latch";
  if (!can_unroll_loop_p (loop, factor, desc))
    return "its trip count is unknown or the unrolled body would be too big";
  return NULL;
}

/* Unroll the loops note_rotation chose, once every replacement is
   made.  Returns whether any was.  */
bool
scalar_replace::unroll_rotations ()
{
  bool any = false;
  calculate_dominance_info (CDI_DOMINATORS);
  initialize_original_copy_tables ();
  for (auto &l : m_unroll)
    {
      loop_p loop = get_loop (m_fn, l.first);
      /* Loops whose new PHIs all sit inside an irreducible region have
	 nothing to rotate.  */
      if (!loop || l.second < 2 || m_rotating[l.first].empty ())
	continue;
      tree_niter_desc desc;
      if (!rotation_copies (loop))
	{
	  if (dump_file)
	    fprintf (dump_file, "qprop-sr: loop %d: not unrolled, its"
		     " carried values rotate without copies\n", l.first);
	  continue;
	}
      const char *why = why_not_unrollable (loop, l.second, &desc);
      /* In SIMT code, when the factor every chain needs is over
	 sr-unroll (adopt_rotations then leaves GCC's chains out) or the
	 loop cannot be unrolled by it, GCC's chains alone may still be
	 rotated without copies: they are there whatever qprop-sr does,
	 and copying them each trip would make the value qprop-sr carries
	 cost more than the load it saves.  sr-acc-rotate: GCC's PRE
	 carries in[r + 1][c] two iterations (3 registers); qprop-sr
	 carries in[r - 2][c], read in a divergent arm, three (4 registers);
	 54 statements x 4 is over max-unrolled-insns (200), and not
	 unrolled the test ran 4,594 warp instructions against 4,311 with
	 the arm's load left alone; unrolled 3 times, 4,238 (simgpu).  */
      auto g = m_gcc_unroll.find (l.first);
      if (why && g != m_gcc_unroll.end () && g->second >= 2
	  && g->second != l.second
	  && !why_not_unrollable (loop, g->second, &desc))
	{
	  if (dump_file)
	    fprintf (dump_file, "qprop-sr: loop %d: not unrolled %d times"
		     " (%s), but %d times for GCC's chains; qprop-sr's values"
		     " that need other factors are copied each trip\n",
		     l.first, l.second, why, g->second);
	  l.second = g->second;
	  why = NULL;
	}
      if (why)
	{
	  m_stats->not_unrolled++;
	  if (dump_file)
	    fprintf (dump_file, "qprop-sr: loop %d: not unrolled (%s), its"
		     " carried values are copied each trip\n", l.first, why);
	  continue;
	}
      tree_unroll_loop (loop, l.second, &desc);
      m_stats->unrolled++;
      any = true;
      if (dump_file)
	fprintf (dump_file, "qprop-sr: loop %d: unrolled %d times, its"
		 " carried values rotate through %d registers\n", l.first,
		 l.second, l.second);
    }
  free_original_copy_tables ();
  return any;
}

/* Whether the result of the header PHI PHI and the value it receives
   over LATCH are the two operands of one VEC_PERM_EXPR, as qprop-splice
   leaves a vector composed from a carried vector and the next one.  */
static bool
spliced_with_successor (gphi *phi, edge latch)
{
  tree res = gimple_phi_result (phi);
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, latch);
  if (TREE_CODE (next) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (res)))
    return false;
  next = copy_source (next);
  auto permutes_both = [res, next] (gimple *stmt, use_operand_p)
    {
      gassign *u = dyn_cast<gassign *> (stmt);
      return (u && gimple_assign_rhs_code (u) == VEC_PERM_EXPR
	      && copy_source (gimple_assign_rhs1 (u)) == res
	      && copy_source (gimple_assign_rhs2 (u)) == next);
    };
  return some_use_through_copies (res, permutes_both);
}

/* In SIMT code, the values GCC's own passes carry two or more iterations
   around an innermost loop (its PRE, once qprop-version's check gave the
   references of the checked copy a clique) rotate through header PHIs
   as qprop-sr's do, and cost the same copies: colwalk's checked column
   loop copied two registers per trip, which left it 1.4% more warp
   instructions than plain GCC on an H200 though it loads half as much.
   A chain of header PHIs, each receiving the next one's result over the
   latch, is taken as a value carried as many iterations as the chain
   has PHIs, and joins the loops unroll_rotations considers.  Not in simd
   loops, which the vectorizer wants whole.

   On the host, GCC's predictive commoning unrolls for its own chains,
   but not for a vector carried one iteration (it would need a factor of
   2 for a chain of length 1, and takes none).  After qprop-splice has
   composed a vector from the carried one and its successor
   (VEC_PERM_EXPR <lo, hi, ...> with lo the header PHI that receives hi),
   a two-operand target copies lo once more for the permutation, so such
   chains are adopted there, and only there.  */
/* The factor that the chains of header PHIs GCC's passes left around
   the innermost LOOP need (see adopt_rotations), within sr-unroll, or 1
   when none counts; their oldest PHIs are pushed on CHAIN_PHIS when it
   is given.  GCC_ONLY leaves out the chains of PHIs qprop-sr made.  */
int
scalar_replace::chains_factor (loop_p loop, std::vector<tree> *chain_phis,
			       bool gcc_only)
{
  bool simt = m_params.policy && m_params.policy->da;
  if ((simt && (loop->safelen > 0 || loop->force_vectorize))
      || loop->header->flags & BB_IRREDUCIBLE_LOOP
      || !loop->latch || !loop_latch_edge (loop))
    return 1;
  edge latch = loop_latch_edge (loop);
  /* A chain is measured from its oldest value, the PHI no other
     header PHI receives; its tail needs no factor of its own.  */
  hash_set<tree> received;
  for (gphi_iterator gsi = gsi_start_phis (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    received.add (PHI_ARG_DEF_FROM_EDGE (gsi.phi (), latch));
  int factor = 1;
  const std::vector<tree> &own = m_rotating[loop->num];
  for (gphi_iterator gsi = gsi_start_phis (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res) || received.contains (res)
	  || (gcc_only
	      && std::find (own.begin (), own.end (), res) != own.end ()))
	continue;
      /* The length of the chain that starts at PHI.  */
      int distance = 0;
      for (gphi *p = phi; p && distance <= m_params.unroll; distance++)
	{
	  tree x = PHI_ARG_DEF_FROM_EDGE (p, latch);
	  p = NULL;
	  if (TREE_CODE (x) == SSA_NAME)
	    {
	      gimple *def = SSA_NAME_DEF_STMT (x);
	      if (gimple_code (def) == GIMPLE_PHI
		  && gimple_bb (def) == loop->header)
		p = as_a<gphi *> (def);
	    }
	}
      if (simt ? distance < 2 : !spliced_with_successor (phi, latch))
	continue;
      int want = least_common_multiple (factor, distance + 1);
      if (want > m_params.unroll)
	continue;
      factor = want;
      if (chain_phis)
	chain_phis->push_back (res);
    }
  return factor;
}

void
scalar_replace::adopt_rotations ()
{
  bool simt = m_params.policy && m_params.policy->da;
  if (m_params.unroll < 2)
    return;
  for (auto loop : loops_list (m_fn, LI_ONLY_INNERMOST))
    {
      std::vector<tree> chain_phis;
      int factor = chains_factor (loop, &chain_phis, false);
      if (factor < 2)
	continue;
      int &f = m_unroll[loop->num];
      f = MAX (f, 1);
      int want = least_common_multiple (f, factor);
      if (want > m_params.unroll)
	continue;
      f = want;
      m_rotating[loop->num].insert (m_rotating[loop->num].end (),
				    chain_phis.begin (), chain_phis.end ());
      if (dump_file && simt)
	fprintf (dump_file, "qprop-sr: loop %d: %d value%s carried two or"
		 " more iterations by GCC's passes\n", loop->num,
		 (int) chain_phis.size (), chain_phis.size () == 1 ? "" : "s");
      else if (dump_file)
	fprintf (dump_file, "qprop-sr: loop %d: %d vector%s carried by GCC's"
		 " passes feed%s a permutation with %s successor\n",
		 loop->num, (int) chain_phis.size (),
		 chain_phis.size () == 1 ? "" : "s",
		 chain_phis.size () == 1 ? "s" : "",
		 chain_phis.size () == 1 ? "its" : "their");
    }
}

/* In SIMT code, before the first replacement of the first run over the
   function, the factor the chains GCC's passes left need per innermost
   loop, for unroll_rotations to fall back to: a value qprop-sr carries
   may later extend such a chain (its newest PHI receiving the chain's
   oldest), which then no longer counts as GCC's.  */
void
scalar_replace::note_gcc_chains ()
{
  if (!m_params.policy || !m_params.policy->da || m_params.unroll < 2)
    return;
  for (auto loop : loops_list (m_fn, LI_ONLY_INNERMOST))
    if (m_gcc_unroll.find (loop->num) == m_gcc_unroll.end ())
      m_gcc_unroll[loop->num] = chains_factor (loop, NULL, true);
}

unsigned int
scalar_replace::unroll ()
{
  adopt_rotations ();
  if (m_unroll.empty () || !unroll_rotations ())
    return 0;
  /* The copies of the header keep single-argument PHIs until the blocks
     are merged.  */
  scev_reset ();
  return TODO_cleanup_cfg;
}

void
scalar_replace::take_rotations (scalar_replace &earlier)
{
  for (auto &l : earlier.m_unroll)
    {
      int &factor = m_unroll[l.first];
      factor = std::max (factor, l.second);
    }
  for (auto &l : earlier.m_gcc_unroll)
    m_gcc_unroll[l.first] = l.second;
  for (auto &l : earlier.m_rotating)
    m_rotating[l.first].insert (m_rotating[l.first].end (),
				l.second.begin (), l.second.end ());
}

} // namespace presr
} // namespace qprop
