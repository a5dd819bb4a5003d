/* qprop-flatten decided at run time: the nest is emitted twice, and
   each warp measures before the nest whether flattening pays for its
   own data.

   Formula (1) needs n/N, the share of a warp's lanes that idle in B,
   which is a property of the data: a nest in which one item in 32 runs
   100 times longer than the rest idles 31 lanes in most of A's
   iterations, and the same binary on even data idles none.  So where
   the guessed n/N declines a nest, it is versioned on a flag:

	flag = VOTE (T_0 .. T_K-1);	before A, every lane of the warp
	if (flag) FLATTENED (A > B); else A > B as it was;

   T_k is the trip count of B in iteration k of the lane's A, for the
   first K iterations.  A lane whose A runs fewer than K iterations counts
   0 (its loads are clamped to A's last iteration): formula (1) assumes
   that a lane always has a next item to go on with, and with fewer than
   K it has almost none, so that the lane with a long item makes the warp
   wait in the flattened loop too, which then only adds its own cost
   (flat-acc-rarelong.c with 3 items per lane: 1.41x plain GCC's warp
   instructions when the vote counted them).  A warp all of whose lanes
   count 0 keeps the original nest.  Each
   lane computes it from B's number of iterations (GCC's niter analysis,
   an expression in the values B starts from) and the tests on A's way
   to B, evaluated with A's induction variables at their values in
   iteration k: the statements of A that compute those values are copied
   before A, with A's IVs replaced by BASE + k * STEP.

   The copies may only read memory the nest reads anyway, and must read
   what it reads: a copied load runs in every iteration of A (its block
   dominates A's exit test, which ends each iteration), iteration k
   exists (k is at most A's latch count, and A's body runs at least once
   when A is entered), and no store or call of the nest may clobber it.
   Every copied statement computes what the original computes in
   iteration k, from the same values, so it neither traps nor overflows
   where the original does not.  The exception is integer arithmetic that
   reads no memory and cannot trap or overflow (speculatable_p): it is
   copied even where it runs only in the iterations that enter B, as the
   bound IVOPTs computes in B's preheader when B loads memory; the value
   only counts in those iterations.  (Reading ahead assumes that the earlier
   iterations end, as C11 6.8.5p6 lets a compiler assume of B.)
   Otherwise there is no vote: the static decision stands, and the dump
   says why.

   The vote (one asm, warp_flatten_vote in warp-vote.cc) reduces over the
   warp with shfl.sync.bfly: S, the sum of every lane's T_k, and M, the
   sum over k of the warp's largest T_k (what the unflattened nest pays
   for: the warp runs B for its slowest lane).  The measured idle share
   is n/N = 1 - S / (32 M), and formula (1) flattens when n/N > Ta /
   (Ta + Tb), that is when 32 M Tb > S (Ta + Tb).  Each lane sees the same
   sums, so the warp takes one version.  When not all 32 lanes are active
   at the vote (a partial last warp, lanes that diverged before the nest)
   the butterfly would read lanes that are not there; the flag is then 0,
   the static decision.  Either version is right for any lane, since each
   lane runs its own items in order in both: a wrong flag costs time
   only.

   The cost: about 60 instructions per warp for the vote and a few per
   sampled iteration, once per entry of the nest, and the code of the
   nest twice.  The static formula is kept as the bound on that growth:
   only nests that it declines and that are small enough to copy are
   versioned; a nest it accepts is flattened as before.  */

#include "gcc-includes.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-ivopts.h"
#include "gimplify-me.h"
#include "ir/cfg-rewrite.h"
#include "tree-scalar-evolution.h"
#include "cfgloopmanip.h"
#include "ir/load-safety.h"
#include "ir/trip-count.h"
#include "simt/warp-vote.h"
#include "simt/flatten-impl.h"

namespace qprop {

namespace {

/* The most statements of A the measurement may copy per sample.  */
const int vote_max_stmts = 24;
/* The most statements a nest may have to be copied.  */
const int vote_max_nest_stmts = 400;
/* A trip count larger than this counts as this: the sums stay within 32
   bits (S <= 32 K cap).  */
const unsigned vote_cap = 0xffff;

/* niter analysis and SCEV ask for each loop's preheader edge, which is
   only defined when the loop state says that loops have preheaders and
   one latch.  qprop-flatten keeps the CFG as it is (no preheaders made);
   A and B have one entry edge and one latch each (check_nest), which is
   all the analyses read.  This sets the state for them while it lives.
   GCC's loop copier also wants simple latches (SIMPLE_LATCHES): A's
   latch is made one of its own before A is copied; B's is only copied.  */
class preheader_state
{
public:
  preheader_state (bool simple_latches = false)
    : saved (current_loops->state)
  {
    if (simple_latches)
      loops_state_set (LOOPS_HAVE_SIMPLE_LATCHES);
    loops_state_set (LOOPS_HAVE_PREHEADERS);
    loops_state_clear (LOOPS_MAY_HAVE_MULTIPLE_LATCHES);
  }
  ~preheader_state () { current_loops->state = saved; }
private:
  unsigned saved;
};

/* Walk_tree callback collecting the SSA names of an expression.  */
static tree
collect_names_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == SSA_NAME)
    ((auto_vec<tree> *) data)->safe_push (*tp);
  return NULL_TREE;
}

/* May DEF, an assignment of A that does not run in every iteration of
   A, be computed before A for any iteration?  Only integer arithmetic
   that reads no memory, cannot trap and has no undefined result: the
   codes below, and those that may overflow only in a type that wraps.
   A shift is left out (a count out of range is undefined), and so are
   pointers (their arithmetic must stay within an object).  */
static bool
speculatable_p (gimple *def)
{
  if (!is_gimple_assign (def) || gimple_vuse (def) || value_may_trap (def))
    return false;
  tree lhs = gimple_assign_lhs (def);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    {
      tree op = gimple_op (def, i);
      if (TREE_CODE (op) != SSA_NAME && TREE_CODE (op) != INTEGER_CST)
	return false;
      if (!INTEGRAL_TYPE_P (TREE_TYPE (op)))
	return false;
    }
  switch (gimple_assign_rhs_code (def))
    {
    case SSA_NAME: case INTEGER_CST: CASE_CONVERT:
    case MIN_EXPR: case MAX_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
    case BIT_NOT_EXPR:
      return true;
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case NEGATE_EXPR:
      return TYPE_OVERFLOW_WRAPS (TREE_TYPE (lhs));
    default:
      return false;
    }
}

class sampler;

/* What replace_names_r replaces with: SAMPLER's values for K, computed
   into SEQ; NAMES if each must be an SSA name.  */
struct replace_data
{
  sampler *s;
  tree k;
  gimple_seq *seq;
  bool names;
};

static tree replace_names_r (tree *, int *, void *);

/* Checks and builds the values of A's iteration k before A.  */
class sampler
{
public:
  sampler (const nest &n) : n (n), a (n.a) {}
  const char *check (tree name, int *budget);
  const char *check_expr (tree expr, int *budget);
  tree value (tree name, tree k, gimple_seq *seq);
  tree expr_value (tree expr, tree k, gimple_seq *seq);
  void forget () { values.empty (); }
private:
  const char *check_load (gimple *load);
  const nest &n;
  class loop *a;
  /* The values of the current sample, by the name they replace.  */
  hash_map<tree, tree> values;
};

/* Can NAME's value in an iteration k of A be computed before A?  Each
   statement copied takes one from *BUDGET.  */
const char *
sampler::check (tree name, int *budget)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (a, bb))
    return NULL;
  if (is_a <gphi *> (def))
    {
      affine_iv iv;
      if (bb != a->header)
	return "B's trip count depends on a value chosen in A's iteration";
      if (!simple_iv (a, a, name, &iv, true)
	  || !expr_invariant_in_loop_p (a, iv.base)
	  || !expr_invariant_in_loop_p (a, iv.step)
	  || expression_may_trap (iv.base)
	  || expression_may_trap (iv.step))
	return "B's trip count depends on a value A carries that is not"
	       " an induction variable";
      return NULL;
    }
  if (!is_gimple_assign (def) || gimple_has_volatile_ops (def)
      || gimple_vdef (def))
    return "B's trip count depends on a statement that cannot be copied";
  /* The copy must do what the original does in every iteration, or be
     arithmetic that cannot trap or overflow, whose value only matters in
     the iterations that run it: IVOPTs computes B's bound in B's
     preheader, which runs only when B is entered.  */
  if (bb->loop_father != a
      || (!dominated_by_p (CDI_DOMINATORS, n.exiting, bb)
	  && !speculatable_p (def)))
    return "B's trip count depends on a value that A does not compute"
	   " in every iteration";
  if (--*budget < 0)
    return "B's trip count takes too many statements to measure";
  if (gimple_vuse (def))
    if (const char *why = check_load (def))
      return why;
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, def, it, SSA_OP_USE)
    if (const char *why = check (use, budget))
      return why;
  return NULL;
}

/* May LOAD be read before A: does no store or call of A clobber it?  */
const char *
sampler::check_load (gimple *load)
{
  if (!gimple_assign_load_p (load))
    return "B's trip count depends on a statement that cannot be copied";
  ao_ref ref;
  ao_ref_init (&ref, gimple_assign_rhs1 (load));
  basic_block *body = get_loop_body (a);
  const char *why = NULL;
  for (unsigned i = 0; i < a->num_nodes && !why; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !why; gsi_next (&gsi))
      {
	/* Any asm counts as a store, as GCC's oracle takes one that has a
	   virtual definition.  */
	gimple *stmt = gsi_stmt (gsi);
	if (is_a <gasm *> (stmt) || may_write_ref (stmt, &ref))
	  why = "a store in the nest may change what the vote would load";
      }
  free (body);
  return why;
}

/* Can GENERIC EXPR, over the values of A's iteration, be computed before
   A?  */
const char *
sampler::check_expr (tree expr, int *budget)
{
  if (expression_may_trap (expr))
    return "B's trip count is an expression that may trap";
  auto_vec<tree> names;
  walk_tree_without_duplicates (&expr, collect_names_r, &names);
  for (tree name : names)
    if (const char *why = check (name, budget))
      return why;
  return NULL;
}

/* An SSA name (or a constant) for VALUE, appending its computation to
   SEQ.  */
static tree
as_operand (tree value, gimple_seq *seq)
{
  gimple_seq stmts = NULL;
  value = force_gimple_operand (value, &stmts, true, NULL_TREE);
  gimple_seq_add_seq_without_update (seq, stmts);
  return value;
}

/* NAME's value in iteration K of A (K an unsigned value of at most A's
   latch count), computed before A into SEQ.  check (NAME) passed.  */
tree
sampler::value (tree name, tree k, gimple_seq *seq)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return name;
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (a, bb))
    return name;
  if (tree *v = values.get (name))
    return *v;
  tree type = TREE_TYPE (name), res;
  if (is_a <gphi *> (def))
    {
      /* BASE + K * STEP, in unsigned arithmetic: iteration K exists, so
	 the value is the one A's IV has there.  */
      affine_iv iv;
      bool ok = simple_iv (a, a, name, &iv, true);
      gcc_assert (ok);
      tree base = unshare_expr (iv.base), step = unshare_expr (iv.step);
      if (POINTER_TYPE_P (type))
	res = fold_build_pointer_plus
		(base, fold_build2 (MULT_EXPR, sizetype,
				    fold_convert (sizetype, k),
				    fold_convert (sizetype, step)));
      else
	{
	  tree utype = unsigned_type_for (type);
	  res = fold_build2 (PLUS_EXPR, utype, fold_convert (utype, base),
			     fold_build2 (MULT_EXPR, utype,
					  fold_convert (utype, k),
					  fold_convert (utype, step)));
	  res = fold_convert (type, res);
	}
      res = as_operand (res, seq);
    }
  else
    {
      /* The copy has no operand cache yet: its operands are walked.  */
      gimple *copy = gimple_copy (def);
      for (unsigned i = 1; i < gimple_num_ops (copy); i++)
	{
	  replace_data d = { this, k, seq, true };
	  walk_tree (gimple_op_ptr (copy, i), replace_names_r, &d, NULL);
	}
      res = make_ssa_name (type, copy);
      gimple_assign_set_lhs (copy, res);
      gimple_seq_add_stmt_without_update (seq, copy);
    }
  values.put (name, res);
  return res;
}

/* Walk_tree callback: replace each SSA name by its sample value, as a
   name where the walk is over a statement's operands (a constant may not
   stand where a name stands in a memory reference).  */
static tree
replace_names_r (tree *tp, int *walk_subtrees, void *data)
{
  replace_data *d = (replace_data *) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == SSA_NAME)
    {
      tree v = d->s->value (*tp, d->k, d->seq);
      if (d->names && TREE_CODE (v) != SSA_NAME)
	{
	  tree t = make_ssa_name (TREE_TYPE (*tp));
	  gimple_seq_add_stmt_without_update
	    (d->seq, gimple_build_assign (t, fold_convert (TREE_TYPE (t), v)));
	  v = t;
	}
      *tp = v;
    }
  return NULL_TREE;
}

/* EXPR (GENERIC, checked) in iteration K, as GENERIC over values
   computed into SEQ.  */
tree
sampler::expr_value (tree expr, tree k, gimple_seq *seq)
{
  expr = unshare_expr (expr);
  replace_data d = { this, k, seq, false };
  walk_tree (&expr, replace_names_r, &d, NULL);
  return expr;
}

/* The number of statements of LOOP.  */
static int
loop_stmts (class loop *loop)
{
  int count = 0;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      count++;
  free (body);
  return count;
}

/* Re-read the edges of nest N after its CFG changed.  */
static void
refresh_nest (nest *n)
{
  n->a_entry = single_entry (n->a);
  n->b_entry = single_entry (n->b);
  n->a_latch = loop_latch_edge (n->a);
  n->b_latch = loop_latch_edge (n->b);
  auto_vec<edge> exits = exits_of (n->a);
  gcc_assert (exits.length () == 1);
  n->a_exit = exits[0];
  n->exiting = n->a_exit->src;
  n->stay = EDGE_SUCC (n->exiting, 0) == n->a_exit
	    ? EDGE_SUCC (n->exiting, 1) : EDGE_SUCC (n->exiting, 0);
}

} // anon namespace

const char *
plan_vote (const nest &n, vote_plan *plan)
{
  if (loop_stmts (n.a) > vote_max_nest_stmts)
    return "the nest is too big to copy";
  if (!can_duplicate_loop_p (n.a))
    return "GCC cannot copy the nest";
  auto_vec<edge> b_exits = exits_of (n.b);
  if (b_exits.length () != 1)
    return "the inner loop has several exits";
  preheader_state state;
  bool own_scev = !scev_initialized_p ();
  if (own_scev)
    scev_initialize ();
  const char *why = NULL;
  if (!exact_latch_count (n.a, n.a_exit, &plan->a_niter, &plan->a_zero))
    why = "the outer trip count is not computable";
  else if (!exact_latch_count (n.b, b_exits[0], &plan->b_niter,
				&plan->b_zero))
    why = "the inner trip count is not computable";
  else
    {
      auto_vec<tree> names;
      walk_tree_without_duplicates (&plan->a_niter, collect_names_r, &names);
      walk_tree_without_duplicates (&plan->a_zero, collect_names_r, &names);
      for (tree name : names)
	if (!SSA_NAME_IS_DEFAULT_DEF (name)
	    && !dominated_by_p (CDI_DOMINATORS, n.a_entry->src,
				gimple_bb (SSA_NAME_DEF_STMT (name))))
	  why = "the outer trip count is not computable";
      if (!why && (expression_may_trap (plan->a_niter)
		   || expression_may_trap (plan->a_zero)))
	why = "the outer trip count is an expression that may trap";
    }
  sampler s (n);
  int budget = vote_max_stmts;
  if (!why)
    why = s.check_expr (plan->b_niter, &budget);
  if (!why)
    why = s.check_expr (plan->b_zero, &budget);
  /* The tests that send A's iteration to B: on the dominator path from
     B's header up to A's header, each block of A whose edge toward B
     is the only way into the blocks that lead to B.  A test that cannot
     be measured is left out: the sample then counts that iteration's B
     as if it ran, which costs only the accuracy of the vote.  */
  if (!why)
    {
      basic_block below = n.b->header;
      for (basic_block x = get_immediate_dominator (CDI_DOMINATORS, below);
	   x && x->loop_father == n.a;
	   below = x, x = get_immediate_dominator (CDI_DOMINATORS, x))
	{
	  gcond *test = safe_dyn_cast <gcond *> (last_stmt (x));
	  if (test && EDGE_COUNT (x->succs) == 2
	      && (INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (test)))
		  || POINTER_TYPE_P (TREE_TYPE (gimple_cond_lhs (test)))))
	    for (int i = 0; i < 2; i++)
	      {
		edge e = EDGE_SUCC (x, i);
		if (e != n.b_entry
		    && !(single_pred_p (e->dest)
			 && dominated_by_p (CDI_DOMINATORS, below, e->dest)))
		  continue;
		tree cond = build2 (gimple_cond_code (test), boolean_type_node,
				    gimple_cond_lhs (test),
				    gimple_cond_rhs (test));
		if (e->flags & EDGE_FALSE_VALUE)
		  cond = invert_truthvalue (cond);
		int left = budget;
		if (!s.check_expr (cond, &left))
		  {
		    budget = left;
		    plan->guards.safe_push (cond);
		  }
	      }
	  if (x == n.a->header)
	    break;
	}
    }
  if (own_scev)
    scev_finalize ();
  return why;
}

class loop *
version_on_vote (nest *n, const vote_plan &plan, int ta, int tb,
		 basic_block *copy_inner)
{
  preheader_state state;
  bool own_scev = !scev_initialized_p ();
  if (own_scev)
    scev_initialize ();
  sampler s (*n);
  gimple_seq seq = NULL;
  tree utype = TREE_TYPE (plan.a_niter);
  /* A's last iteration: 0 when its latch count is zero.  */
  tree last = as_operand (fold_build3 (COND_EXPR, utype,
				       unshare_expr (plan.a_zero),
				       build_zero_cst (utype),
				       unshare_expr (plan.a_niter)), &seq);
  auto_vec<tree> counts;
  for (int k = 0; k < vote_samples; k++)
    {
      s.forget ();
      tree kc = build_int_cst (utype, k);
      tree kk = as_operand (fold_build2 (MIN_EXPR, utype, kc, last), &seq);
      /* In B's niter type (unsigned), or unsigned int if narrower:
	 NITER + 1 wraps only at a count far above the cap, which costs
	 the vote's accuracy at most.  */
      tree t = s.expr_value (plan.b_niter, kk, &seq);
      tree wt = TREE_TYPE (t);
      if (!TYPE_UNSIGNED (wt)
	  || TYPE_PRECISION (wt) < TYPE_PRECISION (unsigned_type_node))
	wt = unsigned_type_node;
      t = fold_build2 (PLUS_EXPR, wt, fold_convert (wt, t),
		       build_one_cst (wt));
      t = fold_build2 (MIN_EXPR, wt, t, build_int_cst (wt, vote_cap));
      /* One header iteration when B's latch count is zero.  Conditions,
	 not masks: the back end branches on them, which costs fewer
	 instructions than the masks when the warp agrees.  */
      t = fold_build3 (COND_EXPR, wt, s.expr_value (plan.b_zero, kk, &seq),
		       build_one_cst (wt), t);
      /* A lane whose A runs fewer than K iterations counts 0 (see the
	 top), and so does an iteration that skips B.  */
      tree go = fold_build2 (LE_EXPR, boolean_type_node,
			     build_int_cst (utype, vote_samples - 1), last);
      for (tree g : plan.guards)
	go = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, go,
			  s.expr_value (g, kk, &seq));
      t = fold_build3 (COND_EXPR, wt, go, t, build_zero_cst (wt));
      counts.safe_push (as_operand (fold_convert (unsigned_type_node, t),
				    &seq));
    }
  if (own_scev)
    scev_finalize ();
  /* The copied loads read memory as it is before A.  */
  tree vop = memory_state_at_end (n->a_entry->src);
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      if (gimple_vuse (gsi_stmt (gsi)))
	gimple_set_vuse (gsi_stmt (gsi), vop);
      /* The insertion then scans the copies' operands.  */
      gimple_set_modified (gsi_stmt (gsi), true);
    }
  tree flag = warp_flatten_vote (&seq, counts, ta, tb);
  gsi_insert_seq_on_edge_immediate (n->a_entry, seq);

  /* GCC's loop copier wants a latch block of its own.  */
  if (!single_succ_p (n->a->latch))
    split_edge (loop_latch_edge (n->a));
  n->a_entry = single_entry (n->a);
  calculate_dominance_info (CDI_DOMINATORS);
  preheader_state copying (true);
  initialize_original_copy_tables ();
  tree cond = build2 (NE_EXPR, boolean_type_node, flag,
		      build_zero_cst (unsigned_type_node));
  class loop *copy = loop_version (n->a, cond, NULL,
				   profile_probability::even (),
				   profile_probability::even (),
				   profile_probability::even (),
				   profile_probability::even (), true);
  *copy_inner = copy ? get_bb_copy (n->b->header) : NULL;
  free_original_copy_tables ();
  if (!copy)
    return NULL;
  update_ssa (TODO_update_ssa);
  free_dominance_info (CDI_POST_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  refresh_nest (n);
  return copy;
}

} // namespace qprop
