/* Divergence analysis: which values and branches of SIMT code are the
   same for every lane of a warp.

   The abstract value of an SSA name is the affine form c*T + a of
   Sampaio et al. (TOPLAS 2014, section 3.4), where T is the lane and c
   and a are each unknown-yet (top), a known constant, or unknown
   (bottom).  c = 0 means uniform; a known c != 0 means affine; anything
   else is divergent.  The simple uniform/divergent analysis of their
   section 3.3 is the same solver with the lane mapped straight to
   bottom, so that no affine form can arise.

   The analysis never changes the IR.  Its users ask the queries below;
   divergence.cc explains the rules and the solver.  */

#ifndef QPROP_ANALYSIS_DIVERGENCE_H
#define QPROP_ANALYSIS_DIVERGENCE_H

namespace qprop {

/* One component of an affine form.  */
struct div_lattice
{
  enum kind_t { TOP, CONST, BOTTOM };
  kind_t kind = TOP;
  HOST_WIDE_INT value = 0;

  static div_lattice top () { return div_lattice (); }
  static div_lattice bottom () { div_lattice l; l.kind = BOTTOM; return l; }
  static div_lattice constant (HOST_WIDE_INT v)
  { div_lattice l; l.kind = CONST; l.value = v; return l; }

  bool is_const () const { return kind == CONST; }
  bool is_const (HOST_WIDE_INT v) const { return kind == CONST && value == v; }
  bool operator== (const div_lattice &o) const
  { return kind == o.kind && (kind != CONST || value == o.value); }
  bool operator!= (const div_lattice &o) const { return !(*this == o); }
};

/* The abstract value c*T + a of one SSA name.  WRAPS says the form only
   holds modulo 2^precision, because it went through arithmetic in a type
   whose overflow wraps; an order comparison between two such values may
   then differ between lanes even when their coefficients match.  */
struct div_value
{
  div_lattice coef;
  div_lattice base;
  bool wraps = false;

  static div_value top () { return div_value (); }
  static div_value divergent ()
  { div_value v; v.coef = div_lattice::bottom (); v.base = div_lattice::bottom ();
    return v; }
  static div_value uniform ()
  { div_value v; v.coef = div_lattice::constant (0);
    v.base = div_lattice::bottom (); return v; }
  static div_value uniform_const (HOST_WIDE_INT c)
  { div_value v; v.coef = div_lattice::constant (0);
    v.base = div_lattice::constant (c); return v; }

  bool is_top () const { return coef.kind == div_lattice::TOP; }
  bool is_uniform () const { return coef.is_const (0); }
  bool is_affine () const { return coef.is_const () && coef.value != 0; }
  bool is_divergent () const { return coef.kind == div_lattice::BOTTOM; }
  bool operator== (const div_value &o) const
  { return coef == o.coef && base == o.base && wraps == o.wraps; }
  bool operator!= (const div_value &o) const { return !(*this == o); }
};

enum class div_mode { simple, affine };

/* Why a value is not uniform: the first reason the solver found, for the
   developer report's chain back to the source.  */
struct div_cause
{
  enum kind_t
  {
    NONE,
    LANE,		/* The lane id itself.  */
    ATOMIC,		/* The result of an atomic operation.  */
    CALL,		/* A call that is not known to return the same value.  */
    WRITTEN_MEMORY,	/* A load from memory that the lanes store to.  */
    VOLATILE,		/* A volatile load.  */
    CARRIED,		/* Host mode: carried from one simd lane to the next.  */
    PARAM,		/* A parameter of a function lanes may call apart.  */
    OPERAND,		/* Computed from the divergent OPERAND.  */
    SYNC,		/* Merged at the join of the divergent branch in BB.  */
    LOOP_EXIT,		/* Live out of LOOP, whose exit diverges.  */
    NONLINEAR		/* Not affine although its operands are.  */
  };
  kind_t kind = NONE;
  tree operand = NULL_TREE;
  gimple *stmt = NULL;
  basic_block bb = NULL;
  class loop *loop = NULL;
};

/* A SIMT region: a part of the function where lanes run in lock step.  */
struct div_region
{
  /* The simd loop in host mode; NULL when the region is the whole
     function (an offloaded function in the accelerator compiler).  */
  class loop *loop = NULL;
};

class divergence_analysis
{
public:
  /* Analyze FN.  In HOST mode the regions are the outermost loops marked
     for SIMD (omp simd, safelen, force_vectorize) and T is the iteration
     number of such a loop; otherwise the whole function is one region
     and T is the lane.  Needs the loop tree; computes and keeps post
     dominators.  */
  divergence_analysis (function *fn, div_mode mode, bool host);
  ~divergence_analysis ();

  /* Solve.  Returns false if the function was too big for the budget.  */
  bool run ();

  /* Queries.  The value of OP as a use in block USE_BB (or, with no
     block, as defined).  */
  div_value value_of (tree op, basic_block use_bb = NULL) const;
  bool is_uniform (tree op, basic_block use_bb = NULL) const
  { return value_of (op, use_bb).is_uniform (); }
  /* True and the coefficient in *C if OP is affine or uniform with a
     known coefficient.  */
  bool affine_form (tree op, HOST_WIDE_INT *c) const;
  /* The address of memory reference REF as an affine form, in bytes.  */
  div_value address_of (tree ref) const;
  /* The same, for REF used in BB (names that left a divergent loop are
     divergent there).  */
  div_value address_of_use (tree ref, basic_block bb) const
  { return address_value (ref, bb, NULL); }

  /* Does the branch ending BB diverge?  False for blocks that do not end
     in a branch or lie outside every region.  */
  bool branch_diverges (basic_block bb) const;
  /* Is BB's execution predicate the same for all lanes?  */
  bool uniform_predicate (basic_block bb) const;
  /* Is BB in the control dependence region of non-divergence (CDRND, the
     SSRQP paper's §5.1), where an insertion adds no divergent path: does
     BB run with every lane that runs the iteration of its innermost
     enclosing loop (or the function)?  Unlike uniform_predicate, a
     divergent branch that only decides whether a lane runs (more of) a
     loop holding BB, because one of its edges goes where the loop's
     exits go, does not take BB out: the lanes that leave have no copy of
     BB's code to run.  */
  bool cdrnd (basic_block bb) const;
  /* Do the lanes leave LOOP at different iterations?  */
  bool loop_divergent (const class loop *loop) const;
  /* The branch whose divergence made LOOP divergent, or NULL.  */
  basic_block divergence_origin (const class loop *loop) const
  { return loop_divergent (loop) ? m_loop_divergent[loop->num] : NULL; }
  /* The exit edges of LOOP whose branches diverge.  */
  auto_vec<edge> divergent_exits (const class loop *loop) const;

  bool in_region (basic_block bb) const { return region_of (bb) >= 0; }
  /* Did the analysis see BB (rather than BB being made since)?  */
  bool knows (basic_block bb) const
  { return bb->index < (int) m_block_region.length (); }
  /* The index of the region containing BB, or -1.  */
  int region_of (basic_block bb) const;
  const vec<div_region> &regions () const { return m_regions; }
  /* Is LOOP a loop inside a SIMT region, rather than outside every region
     or the region's own simd loop (whose lanes are the region's lanes)?  */
  bool loop_in_region (const class loop *loop) const;
  /* Does the branch ending BB only control the simd loop of its region
     (the region's own boundary, not lane divergence)?  */
  bool is_region_control (basic_block bb) const;
  /* Does BB end in a conditional branch or a switch that the lanes of a
     SIMT region take, rather than the region's own control?  */
  bool is_lane_branch (basic_block bb) const;

  const div_cause &cause_of (tree name) const;
  /* Why the branch ending BB diverges: its first divergent operand, and
     in *EXITED the divergent loop it was defined in, when it is only
     divergent there for having left that loop.  */
  tree divergent_operand (basic_block bb, class loop **exited) const;

  /* Work done, for the dump: SSA names in regions, worklist visits and
     alias queries.  alias_budget_hit: a budget (alias queries, or blocks
     visited looking for writes before a load) ran out, and the loads
     still to decide were taken as divergent.  */
  int names () const { return m_names; }
  long visits () const { return m_visits; }
  long alias_queries () const { return m_alias_queries; }
  bool alias_budget_hit () const { return m_alias_budget_hit; }

  /* Testsuite aid (selftest=div-lie): claim every branch is uniform, so
     that a test can show the runtime check catches a wrong answer.  */
  bool lie = false;

private:
  void find_regions ();
  void init_values ();
  void propagate ();
  void visit (gimple *stmt);
  div_value transfer_assign (gassign *stmt, div_cause *why);
  div_value transfer_call (gcall *stmt, div_cause *why);
  div_value transfer_phi (gphi *phi, div_cause *why);
  div_value transfer_load (gimple *stmt, tree ref, div_cause *why);
  div_value transfer_generic (gimple *stmt, div_cause *why);
  div_value compare_values (tree a, tree b, basic_block bb,
			    enum tree_code code, div_cause *why);
  div_value lane_value () const;
  div_value operand_value (tree op, basic_block use_bb,
			   class loop **exited) const;
  div_value address_value (tree ref, basic_block bb, tree *culprit) const;
  bool memory_written_in_region (gimple *load, tree ref, int region,
				 div_cause *why);
  void branch_became_divergent (basic_block bb);
  void loop_became_divergent (class loop *loop, basic_block why);
  void mark_joins (basic_block origin, vec<edge> &starts,
		   basic_block stop, int region);
  void set_value (tree name, const div_value &v, const div_cause &why);
  void push_uses (tree name);
  void push (gimple *stmt);
  void check_branch (basic_block bb);

  function *m_fn;
  div_mode m_mode;
  bool m_host;
  auto_vec<div_region> m_regions;
  /* Region index per basic block, -1 outside.  */
  auto_vec<int> m_block_region;
  /* Per SSA version.  */
  auto_vec<div_value> m_value;
  auto_vec<div_cause> m_cause;
  /* Per basic block: does its branch diverge; are the PHIs in it merged
     by a divergent branch (the branch's block, or NULL).  */
  auto_vec<bool> m_branch_divergent;
  auto_vec<basic_block> m_sync;
  /* Loops (by number) whose exits diverge, and the branch that made them.  */
  auto_vec<basic_block> m_loop_divergent;
  /* Memoized uniform_predicate, per block: 1 yes, 0 no; and cdrnd: 0
     not asked yet, 1 yes, 2 no.  */
  mutable auto_vec<char> m_uni_pred;
  mutable auto_vec<char> m_cdrnd;
  /* Per loop number, where the loop's exits lead (past forwarders).  */
  mutable std::vector<std::vector<basic_block> > m_exit_dests;
  void compute_control_dependences () const;
  /* The branches BB is directly control dependent on that the lanes of
     its region take (needs the control dependences).  */
  auto_vec<basic_block> lane_controls (basic_block bb) const;
  bool iteration_test_p (basic_block src, basic_block bb) const;
  mutable control_dependences *m_cd = NULL;
  /* Statements in regions that may write memory, per block, and the
     position of each statement in its block.  */
  std::vector<std::vector<gimple *> > m_block_writers;
  hash_map<gimple *, unsigned> m_position;
  /* Loads already checked against the writers: written or not.  */
  hash_map<gimple *, bool> m_load_written;
  /* Per region: does it have irreducible flow, and has that made all of
     it divergent.  */
  auto_vec<bool> m_irreducible;
  auto_vec<bool> m_region_divergent;
  /* Position of each block in reverse post-order.  */
  auto_vec<int> m_rpo_index;
  auto_vec<gimple *> m_worklist;
  hash_set<gimple *> m_queued;
  bool m_params_uniform = true;
  int m_names = 0;
  long m_visits = 0;
  long m_alias_queries = 0;
  long m_walk_steps = 0;
  bool m_alias_budget_hit = false;
};

/* Short words for V, as the dump prints them: "uniform", "uniform = 5",
   "affine 4*T + ?", "divergent".  */
std::string describe_div_value (const div_value &v);

} // namespace qprop

#endif
