/* The pieces of qprop-sr (PRESR, thesis ch. 4; see scalar-replace.cc for
   the algorithm) share this: the query graph's nodes, the reference in
   progress and the pass's one class, whose parts are defined in
     scalar-replace.cc  the driver: candidates, one query, the runs;
     sr-query.cc        the query graph and the insertion rule (safety);
     sr-speculate.cc    SSRQP's speculative hoisting and the peeling it
			and the trap rule ask for;
     sr-materialize.cc  profitability and the insertions;
     sr-rotate.cc       the carried values' rotation and the unrolling.
   Private to those files.  */

#ifndef QPROP_HOST_SCALAR_REPLACE_IMPL_H
#define QPROP_HOST_SCALAR_REPLACE_IMPL_H

#include "ir/address-form.h"
#include "ir/load-safety.h"
#include "analysis/reg-pressure.h"
#include "simt/register-guard.h"
#include "query/query-engine.h"
#include "host/scalar-replace.h"

namespace qprop {
namespace presr {

/* What a statement accesses in memory, as queries see it.  */
struct access
{
  bool valid = false;
  bool store = false;
  address_form form;
  unsigned HOST_WIDE_INT size = 0;
  /* What a load of the location reads right after the statement: the
     loaded name, or the stored register value; NULL when neither.  */
  tree value = NULL_TREE;
};

/* The reference of the query in progress.  */
struct reference
{
  gassign *origin = NULL;
  basic_block bb = NULL;
  tree type = NULL_TREE;
  unsigned HOST_WIDE_INT size = 0;
  address_form form;
  /* The origin's reference with its extent forgotten: the oracle may use
     its base and alias sets, which every rewriting of it shares, but not
     its position.  */
  ao_ref ao;
  tree alias_type = NULL_TREE;
  unsigned align = 0;
};

/* The question "is the element of FORM available at the exit of BB?"
   (at the reference, for the root; NODE_REAL is rule 4, the block loads
   or stores the element), with the form as rewritten for each
   predecessor edge.  */
struct sr_node : query_node_base
{
  address_form form;
  /* How many trips round a cycle, with the form rewritten, the query
     went back to get here.  */
  int distance = 0;
  std::vector<address_form> pred_form;
  /* Per predecessor: -1 unknown, else whether a load can go on the
     edge.  */
  std::vector<signed char> insertable;
  /* -1 unknown, else whether the element is accessed on every path
     from the entry of BB.  */
  int accessed_here = -1;
  /* Whether some path the query took back from the reference to here
     left the clique's owner (see M_LEFT_OWNER).  */
  bool left_owner = false;
};

typedef insertion_plan<sr_node, address_form, &sr_node::form,
		       &sr_node::pred_form> sr_plan;

/* Loops with fewer iterations than this, by GCC's bound, are left
   alone.  */
const HOST_WIDE_INT min_trips = 4;

/* A speculative hoist (SSRQP) that waits for its loop's last iteration
   to be peeled off: ORIGIN's element is to be loaded at the end of AT.  */
struct pending_hoist
{
  gassign *origin;
  basic_block at;
};

class scalar_replace final : answer_rules, speculation_rules
{
public:
  /* LAST_PEELED: the loops (by number) whose last iteration earlier runs
     over the function peeled off; FINAL: whether this run is the last,
     which must not ask for more peeling.  */
  scalar_replace (function *fn, const sr_params &params, sr_stats *stats,
		  const std::vector<int> &last_peeled, bool final)
    : m_fn (fn), m_params (params), m_stats (stats),
      m_last_peeled (last_peeled), m_final (final)
  {
    /* translate () carries W times an iteration number over the latch
       and every other user of iteration leaves knows them.  */
    if (params.symbolic_steps)
      m_forms.enable_scaled_iterations ();
  }

  /* Replace what can be replaced; the unrolling that saves the carried
     values' copies is left to unroll ().  */
  unsigned int run ();
  unsigned int unroll ();
  /* The loops (by number) whose first iteration would make loads this
     run refused to insert for fear of a trap unnecessary.  */
  const std::vector<int> &peel_wanted () const { return m_peel; }
  /* Unroll, too, the loops EARLIER carried values in.  */
  void take_rotations (scalar_replace &earlier);
  /* The speculative hoists that wait for their loops' last iterations
     to be peeled off, per loop number.  */
  const std::map<int, std::vector<pending_hoist>> &hoists_wanted () const
  { return m_hoists; }
  /* Whether this run's queries hoisted a load speculatively.  */
  bool speculated () const { return m_speculated; }
  /* Load F's element at the end of AT for ORIGIN, which then reads the
     loaded value.  */
  void hoist (gassign *origin, basic_block at);
  /* Whether a load of F can be built at the end of AT.  */
  bool address_buildable (const address_form &f, basic_block at);

private:
  bool candidate_p (gimple *stmt);
  const access &access_of (gimple *stmt);
  void set_reference (gassign *stmt);
  bool query (gassign *stmt);

  /* Building the query graph.  */
  int new_node (node_kind kind, basic_block bb, const address_form &f,
		int distance);
  void classify (int n);
  bool clobbers (gimple *stmt, const access &a, const address_form &f);
  tree sole_declaration (const address_form &f) const;
  bool translate (const address_form &f, edge e, address_form *out);
  bool expand (int n);

  /* Solving it: the engine's answers under PRESR's insertion rule.  */
  bool insertable (int n, bool any_real) final override;
  bool unreal_is_unavailable () const final override { return true; }
  bool insertable_on (int n, unsigned i);
  bool accessed_on_every_path (basic_block bb, const address_form &f,
			       unsigned HOST_WIDE_INT size);
  bool cannot_trap (int n, const address_form &f);
  bool accessed_before (basic_block bb, const address_form &f);
  bool inside_declaration (const address_form &f) const;
  void note_peel (edge e);

  /* SSRQP's speculative hoisting (speculation_query).  */
  bool blocks (basic_block bb) final override;
  bool blocks_before (basic_block bb, gimple *until);
  bool down_safe (basic_block bb) final override;
  bool blocked_above_origin ();
  void speculate ();
  bool speculation_safe (basic_block at, const char **how, bool *peel);
  bool last_peelable (class loop *l, const char **why);

  /* Transforming.  */
  bool transform ();
  bool within_carried_limit ();
  bool pays ();
  friend sr_plan;
  tree build_load (const address_form &f, basic_block bb,
		   gimple_seq *seq);
  tree insert (const address_form &f, edge e);
  tree phi_result (const planned_value<address_form> &pv);
  bool same_value (tree a, tree b);
  void merge_duplicate_phis ();
  void report_refusal ();
  void note_rotation (int distance);
  bool rotation_copies (loop_p loop);
  bool unroll_rotations ();
  void adopt_rotations ();
  void note_gcc_chains ();
  int chains_factor (loop_p loop, std::vector<tree> *chain_phis,
		     bool gcc_only);

  function *m_fn;
  const sr_params &m_params;
  sr_stats *m_stats;
  address_forms m_forms;
  std::map<gimple *, access> m_access;
  bool m_changed = false;
  /* Whether edges were split since the back edges were last marked.  */
  bool m_dfs_stale = true;
  /* Carried values created so far, per loop number.  */
  std::map<int, int> m_carried;
  /* Per innermost loop that got carried values, the factor to unroll it
     by so that their rotation needs no copies.  */
  std::map<int, int> m_unroll;
  /* Per innermost loop, the factor GCC's chains alone need
     (adopt_rotations), for unroll_rotations to fall back to.  */
  std::map<int, int> m_gcc_unroll;
  /* Register pressure per loop number, as estimated since the IR last
     changed.  */
  std::map<int, loop_pressure> m_pressure;
  /* The header PHIs created, per loop number.  */
  std::map<int, std::vector<tree>> m_rotating;
  /* The PHIs this run made.  */
  std::vector<tree> m_new_phis;
  /* The loops whose headers the plan in progress adds PHIs to, with how
     many.  */
  std::map<int, int> m_extra;

  /* State of the query in progress.  */
  reference m_ref;
  /* When the loaded reference carries a dependence clique that only one
     loop nest owns (qprop-version's checked copy, or GCC's restrict
     pointers declared in a loop), the clique holds within one entry into
     that nest: M_OWNER is its outermost loop, M_LEFT_OWNER is set once
     the query has reached a block outside it, and from then on clobbers
     are judged by M_AO_NO_CLIQUE, the same reference without the
     clique.  Each node knows whether the path that reached it left the
     owner; M_LEFT_OWNER is that of the node being classified while the
     graph is built, and afterwards whether any path left.  */
  class loop *m_owner = NULL;
  bool m_left_owner = false;
  bool m_any_left_owner = false;
  ao_ref m_ao_no_clique;
  tree m_base_no_clique = NULL_TREE;
  std::vector<sr_node> m_nodes;
  /* Nodes by block index, whether their path left the owner, and
     form.  */
  std::map<std::pair<std::pair<int, bool>, address_form>, int> m_node_at;
  std::map<int, int> m_visits;
  int m_false = -1;
  bool m_over_budget = false;
  bool m_trap_refused = false;
  std::vector<int> m_peel;
  bool m_killed = false;

  /* The forward walk of accessed_on_every_path: whether every path
     reaches an access that covers the element of FORM, SIZE bytes.  */
  class path_walk final : public every_path_walk
  {
  public:
    path_walk (scalar_replace &sr) : m_sr (sr) {}

    const address_form *form = NULL;
    unsigned HOST_WIDE_INT size = 0;
    /* The walks of speculation_safe stay inside WITHIN; with WRAP, a
       path that gets back to its header has reached the next iteration,
       which NEXT_OK says accesses the element, and one that takes EXIT
       (into the peeled last iteration) sets EXIT_USED.  */
    class loop *within = NULL;
    bool wrap = false;
    bool next_ok = false;
    edge exit = NULL;
    bool exit_used = false;

  private:
    scan_result scan (basic_block bb, gimple *from, bool first)
      final override;
    edge_rule follow (edge e) final override;

    scalar_replace &m_sr;
  };
  path_walk m_walk { *this };

  const std::vector<int> &m_last_peeled;
  bool m_final;
  std::map<int, std::vector<pending_hoist>> m_hoists;
  bool m_speculated = false;
  sr_plan m_plan;
  int m_new_carried = 0;
  int m_carried_loop = -1;
  /* Set when the pressure estimate refused the plan.  */
  int m_pressure_live = -1;
  /* The register guard: the function's estimated peak before this run,
     the registers the values carried so far add to it, those the plan in
     progress would add, and the verdict that dropped it.  */
  int m_regs_before = -1;
  int m_regs_added = 0;
  int m_regs_pending = 0;
  const char *m_regs_refusal = NULL;
  register_check m_regs;
  int m_pressure_avail = -1;
};

/* Whether STMT defines a leaf of F: above it, F no longer stands for
   the same element.  */
inline bool
defines_leaf (gimple *stmt, const address_form &f)
{
  ssa_op_iter iter;
  tree def;
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
    if (f.uses (def))
      return true;
  return false;
}

/* Whether PRED (U, USE) holds for a use USE in a statement U of NAME, or
   of a copy of NAME (through copies of copies); debug uses and the
   copies themselves are not asked about.  */
template <typename F>
bool
some_use_through_copies (tree name, F pred)
{
  auto_vec<tree, 4> names;
  names.safe_push (name);
  for (unsigned n = 0; n < names.length (); n++)
    {
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, names[n])
	{
	  gimple *u = USE_STMT (use);
	  if (is_gimple_debug (u))
	    continue;
	  if (gimple_assign_ssa_name_copy_p (u))
	    names.safe_push (gimple_assign_lhs (u));
	  else if (pred (u, use))
	    return true;
	}
    }
  return false;
}

/* The value NAME copies, through copies and PHIs of one argument.  */
tree copy_source (tree name);

/* Peel off the first iteration of each loop in WANTED (loop numbers);
   returns how many were.  RUN_TIME (sr-symbolic-steps): loops whose
   count is known only at run time too.  */
int peel_first_iterations (function *fn, const std::vector<int> &wanted,
			   bool run_time);

/* Peel off the last iteration of each loop in WANTED that still can be,
   appending its number to *LAST_PEELED and the hoists it waited for to
   *DONE.  RUN_TIME as for peel_first_iterations.  */
void peel_for_hoists (function *fn,
		      const std::map<int, std::vector<pending_hoist>> &wanted,
		      std::vector<int> *last_peeled,
		      std::vector<std::pair<gassign *, basic_block>> *done,
		      sr_stats *stats, bool run_time);

} // namespace presr
} // namespace qprop

#endif
