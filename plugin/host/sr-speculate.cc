/* qprop-sr's speculation (SSRQP, in SIMT code): hoisting a load out of
   the divergent branches above it where it cannot trap, and the loop
   peeling that makes loads safe to hoist or to insert (the last
   iteration for speculation, the first one for a load the trap rule
   refused).  The rules are described in scalar-replace.cc.  */

#include "gcc-includes.h"
#include "tree-ssa-loop-niter.h"
#include "tree-chrec.h"
#include "gimplify-me.h"
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
#include "ir/loop-refusal.h"
#include "ir/trip-count.h"
#include "simt/divergence.h"
#include "analysis/reg-pressure.h"
#include "analysis/live-registers.h"
#include "query/query-engine.h"
#include "report/dump.h"
#include "host/scalar-replace.h"
#include "host/scalar-replace-impl.h"

namespace qprop {
namespace presr {

static const char *unpeelable_stmt (class loop *loop);

/* Whether NITER, loop L's latch count, lets a peel be made that wants at
   least MIN latch executions: a constant of at least MIN, or, where
   RUN_TIME (sr-symbolic-steps=on, for now), a count that is no constant
   but that GCC knows exactly and that L does not change (a row count
   passed as an argument).  The peels do not depend
   on a run-time count being large enough: the first iteration's copy
   keeps its exit test, and peel_last_iteration sends an entry whose
   count is zero (one iteration, the last) straight to its copy.  */
static bool
count_allows_peel (class loop *l, tree niter, int min, bool run_time)
{
  if (!niter || chrec_contains_undetermined (niter))
    return false;
  if (TREE_CODE (niter) == INTEGER_CST)
    return latch_count_at_least (niter, min);
  return run_time && invariant_latch_count (l) != NULL_TREE;
}

/* Speculation (SSRQP).  What blocks a load's motion upwards is what
   ends its query: a statement that may write its element, or defines a
   leaf of its form (which includes the header of a loop whose iteration
   number it holds).  BB's statements are scanned up to UNTIL (all of
   them where UNTIL is NULL).  */
bool
scalar_replace::blocks_before (basic_block bb, gimple *until)
{
  const address_form &f = m_ref.form;
  for (const form_term &t : f.terms)
    if (loop_p loop = m_forms.iteration_loop (t.leaf))
      if (loop->header == bb)
	return true;
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    if (f.uses (gimple_phi_result (psi.phi ())))
      return true;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
       !gsi_end_p (gsi) && gsi_stmt (gsi) != until; gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      if (defines_leaf (stmt, f))
	return true;
      if (clobbers (stmt, access_of (stmt), f))
	return true;
    }
  return false;
}

bool
scalar_replace::blocks (basic_block bb)
{
  return blocks_before (bb, NULL);
}

bool
scalar_replace::down_safe (basic_block bb)
{
  return accessed_on_every_path (bb, m_ref.form, m_ref.size);
}

/* Whether something between the entry of the origin's block and the
   origin blocks its motion (a header of a loop whose iteration number
   the form holds does: above it, in that loop, there is nothing).  */
bool
scalar_replace::blocked_above_origin ()
{
  return blocks_before (m_ref.bb, m_ref.origin);
}

/* Whether loop L's last iteration can be peeled off (peel_last_iteration
   below): an innermost loop in SIMT code whose one exit is the test at
   the end of its body, right before an empty latch, that runs a known
   number of times, at least three, or a number known only at run time
   (count_allows_peel), is no simd loop, holds nothing that
   must not be copied, and is small enough (max-peeled-insns).  */
bool
scalar_replace::last_peelable (class loop *l, const char **why)
{
  edge exit = single_exit (l);
  tree niter = number_of_latch_executions (l);
  *why = NULL;
  if (std::find (m_last_peeled.begin (), m_last_peeled.end (), l->num)
      != m_last_peeled.end ())
    *why = "its last iteration is peeled off already";
  else if (!l->latch || l->inner)
    *why = "it is not an innermost loop with one latch";
  else if (!exit || !single_pred_p (l->latch)
	   || single_pred (l->latch) != exit->src
	   || !gimple_seq_empty_p (phi_nodes (l->latch))
	   || !gsi_end_p (gsi_start_nondebug_bb (l->latch))
	   || !last_stmt (exit->src)
	   || gimple_code (last_stmt (exit->src)) != GIMPLE_COND)
    *why = "its exit is not one test at the end of its body";
  else if (l->simduid || l->safelen > 0 || l->force_vectorize)
    *why = "it is a simd loop";
  else if (const char *what = unpeelable_stmt (l))
    *why = what;
  else if (!count_allows_peel (l, niter, 2, m_params.symbolic_steps))
    *why = "it does not run a known number of times, at least three";
  else if (tree_num_loop_insns (l, &eni_size_weights)
	   > (unsigned) param_max_peeled_insns)
    *why = "it is bigger than max-peeled-insns";
  return !*why;
}

/* Whether a load of the reference's element at the end of AT cannot
   trap (docs/design.md, rule 1), and *HOW we know: the element is accessed
   later on every path of the same iteration; or it is inside a declared
   object; or every path goes on to the next iteration, in which every
   path accesses the same element (the form one step back), before
   anything could stop it.  The last holds in every iteration but the
   last one: if the loop's exit is one test at the end of its body, and
   its last iteration can be peeled off, *PEEL says so, and the loads
   hoisted in the loop are then followed by the peeled copy, which reads
   the element on every path as the next iteration would.  */
bool
scalar_replace::speculation_safe (basic_block at, const char **how,
				  bool *peel)
{
  const address_form &f = m_ref.form;
  *peel = false;
  if (accessed_on_every_path (at, f, m_ref.size))
    {
      *how = "read later in the same iteration";
      return true;
    }
  if (inside_declaration (f))
    {
      *how = "inside its declared object";
      return true;
    }
  class loop *l = m_ref.bb->loop_father;
  const form_term *step = NULL;
  const form_term *scaled = NULL;
  for (const form_term &t : f.terms)
    if (m_forms.iteration_loop (t.leaf) == l)
      (m_forms.iteration_stride (t.leaf) ? scaled : step) = &t;
  if (!step && !scaled)
    return false;
  /* In the next iteration's terms, the element is one step back: a
     constant, or W times the scaled leaf's coefficient.  */
  address_form next = f;
  if (step)
    next.offset -= step->coef;
  if (scaled
      && !m_forms.add_operand (m_forms.iteration_stride (scaled->leaf),
			       -scaled->coef, &next))
    return false;
  m_walk.within = l;
  bool ok = accessed_on_every_path (l->header, next, m_ref.size);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-sr:   to bb %d: the next iteration %s ",
	       at->index, ok ? "reads" : "does not always read");
      next.dump (dump_file);
      fputc ('\n', dump_file);
    }
  if (ok)
    {
      const char *why = NULL;
      m_walk.wrap = m_walk.next_ok = true;
      m_walk.exit = (!m_final && last_peelable (l, &why)
		     ? single_exit (l) : NULL);
      if (!m_walk.exit && dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "qprop-sr:   loop %d: last iteration not"
		 " peelable, %s\n", l->num,
		 m_final ? "this is the last run" : why);
      m_walk.exit_used = false;
      ok = accessed_on_every_path (at, f, m_ref.size);
      *peel = ok && m_walk.exit_used;
    }
  m_walk.within = NULL;
  m_walk.wrap = m_walk.next_ok = m_walk.exit_used = false;
  m_walk.exit = NULL;
  if (ok)
    *how = *peel ? "read by the next iteration, or the peeled last one"
		 : "read by the next iteration";
  return ok;
}

/* SSRQP: the reference's query found nothing to reuse; hoist it out of
   the divergent branches above it where speculation_query allows, into
   the one block that dominates it in its own loop, if that cannot trap
   (at once, or once the loop's last iteration is peeled off).  */
void
scalar_replace::speculate ()
{
  const insertion_policy *policy = m_params.policy;
  if (!policy || !policy->da || !rule_speculates (policy->rule)
      || !policy->da->knows (m_ref.bb) || !policy->da->in_region (m_ref.bb))
    return;
  /* No divergent branch decides whether it runs.  */
  if (policy->rule == RULE_SSRQP && policy->da->cdrnd (m_ref.bb))
    return;
  if (blocked_above_origin ())
    {
      dump_stmt (m_ref.origin, "qprop-sr: bb %d: not hoisted, a statement"
		 " before it in its block may change it: ", m_ref.bb->index);
      return;
    }
  calculate_dominance_info (CDI_DOMINATORS);
  std::vector<basic_block> where;
  bool found;
  {
    speculation_query q (*policy, *this, m_params.max_nodes);
    found = q.ask (m_ref.bb, &where);
  }
  if (!found)
    return;
  const char *why = NULL, *how = NULL;
  bool peel = false;
  basic_block at = where[0];
  if (where.size () != 1)
    why = "its value would come from several blocks";
  else if (at->loop_father != m_ref.bb->loop_father)
    why = "the block it would go to is in another loop";
  else if (!dominated_by_p (CDI_DOMINATORS, m_ref.bb, at))
    why = "the block it would go to does not dominate it";
  else if (!speculation_safe (at, &how, &peel))
    why = "nothing shows its element is read on every path from there";
  else if (!address_buildable (m_ref.form, at))
    why = "its address cannot be rebuilt there";
  /* In SIMT code the register guard: the hoisted value is live from AT
     to the load it replaces, and where the loop's last iteration is
     peeled off for it, the element's address of the next iteration
     too.  On nbfilter-omp at -O2 the one hoist with its peel took the
     simd function from 46 registers to 60 (19 -> 22 estimated).  */
  register_check regs;
  if (!why && m_params.register_guard)
    {
      if (m_regs_before < 0)
	m_regs_before = live_registers (m_fn).peak ();
      int units = (register_units (TREE_TYPE (gimple_assign_lhs (m_ref.origin)))
		   + (peel ? register_units (ptr_type_node) : 0));
      regs = judge_register_change (m_fn, m_regs_before,
				    m_regs_before + m_regs_added + units, 0,
				    m_params.register_guard_saving);
      if (regs.refusal)
	why = regs.refusal;
      else
	m_regs_added += units;
    }
  if (dump_file)
    {
      fprintf (dump_file, "qprop-sr: bb %d: ", m_ref.bb->index);
      if (why && regs.refusal)
	{
	  fprintf (dump_file, "not hoisted, %s", why);
	  print_register_check (dump_file, regs);
	  fputs (": ", dump_file);
	}
      else if (why)
	fprintf (dump_file, "not hoisted, %s: ", why);
      else if (peel)
	fprintf (dump_file, "to be hoisted to bb %d once loop %d's last"
		 " iteration is peeled off (%s): ", at->index,
		 m_ref.bb->loop_father->num, how);
      else
	fprintf (dump_file, "hoisted to bb %d (%s): ", at->index, how);
      print_gimple_stmt (dump_file, m_ref.origin, 0, TDF_SLIM);
    }
  if (why)
    return;
  if (peel)
    m_hoists[m_ref.bb->loop_father->num].push_back
      (pending_hoist { m_ref.origin, at });
  else
    {
      hoist (m_ref.origin, at);
      /* Loads queried before it in this run may find it in the next.
	 (The hoists a peel waited for are made before a run's queries,
	 which see them.)  */
      m_speculated = true;
    }
}

/* Load ORIGIN's element at the end of AT, before its branch, and let
   ORIGIN read the loaded value.  */
bool
scalar_replace::address_buildable (const address_form &f, basic_block at)
{
  /* W times an iteration number is rebuilt from a product of the same
     iteration computed in the loop's header
     (address_forms::without_iterations): expand the header's products,
     which this run may not have asked about yet.  */
  for (const form_term &t : f.terms)
    if (m_forms.iteration_stride (t.leaf))
      {
	basic_block bb = m_forms.iteration_loop (t.leaf)->header;
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (gassign *a = dyn_cast<gassign *> (gsi_stmt (gsi)))
	    if (TREE_CODE (gimple_assign_lhs (a)) == SSA_NAME
		&& gimple_assign_rhs_code (a) == MULT_EXPR)
	      {
		address_form ignored;
		m_forms.add_operand (gimple_assign_lhs (a), 1, &ignored);
	      }
	break;
      }
  address_form g;
  if (!m_forms.without_iterations (f, at, &g))
    return false;
  /* Every name must be available at AT.  The run that made a hoist wait
     for a peel judged another form: after the peel a name computed
     between AT and the load may be a leaf (the product (r + 1) * w in an
     arm, once r is no induction variable the forms know).  A name
     defined outside AT's loop or in its header is available there.  */
  loop_p l = at->loop_father;
  for (const form_term &t : g.terms)
    if (TREE_CODE (t.leaf) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (t.leaf))
      {
	basic_block def = gimple_bb (SSA_NAME_DEF_STMT (t.leaf));
	if (flow_bb_inside_loop_p (l, def) && def != l->header)
	  return false;
      }
  /* build_address starts from a pointer or a declaration.  */
  for (const form_term &t : g.terms)
    if (t.coef == 1 && !m_forms.iteration_loop (t.leaf)
	&& (TREE_CODE (t.leaf) != SSA_NAME
	    || POINTER_TYPE_P (TREE_TYPE (t.leaf))))
      return true;
  return false;
}

void
scalar_replace::hoist (gassign *origin, basic_block at)
{
  set_reference (origin);
  /* A hoist that waited for a peel is made by a later run, whose forms
     are new: where its address cannot be rebuilt it is left alone.  */
  if (!address_buildable (m_ref.form, at))
    {
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-sr: bb %d: not hoisted after the peel,"
		   " its address cannot be rebuilt at bb %d: ",
		   m_ref.bb->index, at->index);
	  print_gimple_stmt (dump_file, origin, 0, TDF_SLIM);
	}
      return;
    }
  gimple_seq seq = NULL;
  tree value = build_load (m_ref.form, at, &seq);
  gimple_stmt_iterator gsi = gsi_last_bb (at);
  if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  gsi = gsi_for_stmt (origin);
  gimple_assign_set_rhs_from_tree (&gsi, value);
  update_stmt (gsi_stmt (gsi));
  m_stats->speculated++;
  m_changed = true;
}

/* Why a statement of LOOP may not be copied into a peeled iteration, or
   NULL: internal functions (OpenACC's fork/join markers must never be
   duplicated, and the SIMT ones tie the lanes together), calls that are
   not const or pure, and asm.  */
static const char *
unpeelable_stmt (class loop *loop)
{
  return first_loop_refusal (loop, [] (gimple *stmt) -> const char *
    {
      if (gcall *call = dyn_cast <gcall *> (stmt))
	{
	  if (gimple_call_internal_p (call))
	    return "it has an internal call";
	  if (!(gimple_call_flags (call) & (ECF_CONST | ECF_PURE)))
	    return "it has a call that is neither const nor pure";
	}
      else if (is_a <gasm *> (stmt))
	return "it has an asm statement";
      return NULL;
    });
}

/* The value NAME has in every execution where it is a constant that the
   statements defining it compute from constants alone (a PHI whose
   arguments all have that value, a sum, difference, product or
   conversion of such values), looked through DEPTH definitions; else
   NULL_TREE.  */
static tree
constant_value (tree name, int depth)
{
  if (TREE_CODE (name) == INTEGER_CST)
    return TREE_OVERFLOW (name) ? NULL_TREE : name;
  if (TREE_CODE (name) != SSA_NAME || depth == 0
      || !INTEGRAL_TYPE_P (TREE_TYPE (name)))
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      tree v = NULL_TREE;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  tree a = constant_value (gimple_phi_arg_def (phi, i), depth - 1);
	  if (!a || (v && !tree_int_cst_equal (a, v)))
	    return NULL_TREE;
	  v = a;
	}
      return v ? fold_convert (TREE_TYPE (name), v) : NULL_TREE;
    }
  gassign *a = dyn_cast<gassign *> (def);
  if (!a)
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (a);
  tree x = constant_value (gimple_assign_rhs1 (a), depth - 1);
  if (!x)
    return NULL_TREE;
  tree r = NULL_TREE;
  if (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR)
    {
      tree y = constant_value (gimple_assign_rhs2 (a), depth - 1);
      if (y)
	r = fold_binary (code, TREE_TYPE (name), x, y);
    }
  else if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME
	   || code == INTEGER_CST)
    r = fold_convert (TREE_TYPE (name), x);
  if (!r || TREE_CODE (r) != INTEGER_CST || TREE_OVERFLOW (r))
    return NULL_TREE;
  return r;
}

/* After L's first iteration is peeled off, its header PHIs enter with
   the copy's values: r_5 = r_4 + 1 with r_4 = PHI <1>, where they were
   1.  Put back the constants such values are: the address forms write
   r * w as a scaled iteration number only for an induction variable
   whose entry value is a constant (a row walk peeled for its first row
   would otherwise lose the next rows' reuse).  */
static void
fold_entry_values (class loop *l)
{
  edge e = loop_preheader_edge (l);
  for (gphi_iterator psi = gsi_start_phis (l->header); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      if (virtual_operand_p (gimple_phi_result (phi)))
	continue;
      tree arg = PHI_ARG_DEF_FROM_EDGE (phi, e);
      if (TREE_CODE (arg) != SSA_NAME)
	continue;
      if (tree c = constant_value (arg, 4))
	if (useless_type_conversion_p (TREE_TYPE (gimple_phi_result (phi)),
				       TREE_TYPE (c)))
	  SET_PHI_ARG_DEF (phi, e->dest_idx, c);
    }
}

/* The peeled first iteration of L, the blocks between BEFORE (L's
   preheader before the peel) and L's entry, starts with the copies of
   L's header PHIs, each with the one argument it had on entry: r_4 =
   PHI <1>.  Put such constants in their uses, so that the copy's
   addresses have the forms they have in the loop's first iteration
   (in[1 * w + c], not in[r_4 * w + c] with r_4 a leaf).  */
static void
propagate_copy_constants (class loop *l, basic_block before)
{
  auto_vec<basic_block> work;
  auto_bitmap seen;
  basic_block from = loop_preheader_edge (l)->src;
  work.safe_push (from);
  bitmap_set_bit (seen, from->index);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (bb == before)
	continue;
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);)
	{
	  gphi *phi = psi.phi ();
	  tree res = gimple_phi_result (phi);
	  tree v = gimple_phi_num_args (phi) == 1
		   ? gimple_phi_arg_def (phi, 0) : NULL_TREE;
	  if (v && TREE_CODE (v) == INTEGER_CST && !virtual_operand_p (res)
	      && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (res))
	    {
	      replace_uses_by (res, v);
	      remove_phi_node (&psi, true);
	    }
	  else
	    gsi_next (&psi);
	}
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e->src != ENTRY_BLOCK_PTR_FOR_FN (cfun)
	    && bitmap_set_bit (seen, e->src->index))
	  work.safe_push (e->src);
    }
}

/* Peel the first iteration of each loop in WANTED (loop numbers) that
   runs a known number of times, at least twice, or a number known only
   at run time, and is small enough (GCC's max-peeled-insns); the copy
   keeps its exit test, so nothing depends on the count being right (a
   loop entered for one iteration leaves from the copy).  Returns the
   number peeled.  */
int
peel_first_iterations (function *fn, const std::vector<int> &wanted,
		       bool run_time)
{
  int peeled = 0;
  std::vector<std::pair<int, basic_block>> done;
  for (int num : wanted)
    {
      class loop *l = get_loop (fn, num);
      const char *why = NULL;
      tree niter = l ? number_of_latch_executions (l) : NULL_TREE;
      if (!l || !l->latch || l->inner)
	why = "not an innermost loop with one latch";
      else if (l->simduid || l->safelen > 0 || l->force_vectorize)
	why = "it is a simd loop";
      else if (const char *what = unpeelable_stmt (l))
	why = what;
      else if (!count_allows_peel (l, niter, 1, run_time))
	why = "it does not run a known number of times, at least twice";
      else if (tree_num_loop_insns (l, &eni_size_weights)
	       > (unsigned) param_max_peeled_insns)
	why = "it is bigger than max-peeled-insns";
      basic_block before = l ? loop_preheader_edge (l)->src : NULL;
      if (!why)
	{
	  initialize_original_copy_tables ();
	  auto_sbitmap wont_exit (2);
	  bitmap_clear (wont_exit);
	  if (!gimple_duplicate_loop_body_to_header_edge
		 (l, loop_preheader_edge (l), 1, wont_exit, NULL, NULL,
		  DLTHE_FLAG_UPDATE_FREQ))
	    why = "GCC could not copy it";
	  free_original_copy_tables ();
	}
      if (dump_file)
	{
	  if (why)
	    fprintf (dump_file, "qprop-sr: loop %d: first iteration not"
		     " peeled, %s\n", num, why);
	  else
	    fprintf (dump_file, "qprop-sr: loop %d: first iteration peeled,"
		     " so that loads refused for fear of a trap come from"
		     " it\n", num);
	}
      if (why)
	continue;
      /* One iteration fewer; the bounds GCC recorded are stale.  */
      l->any_upper_bound = l->any_likely_upper_bound = false;
      l->any_estimate = false;
      l->nb_iterations = NULL_TREE;
      peeled++;
      done.push_back (std::make_pair (num, before));
    }
  if (peeled)
    {
      update_ssa_keeping_lcssa (fn, TODO_update_ssa);
      /* With sr-symbolic-steps, for now: the forms it adds want a
	 constant entry value.  */
      if (run_time)
	for (const auto &d : done)
	  {
	    class loop *l = get_loop (fn, d.first);
	    propagate_copy_constants (l, d.second);
	    fold_entry_values (l);
	  }
      /* The induction variables start one step later: what the scalar
	 evolutions cached (and the trip counts from them) is stale.  */
      scev_reset ();
    }
  return peeled;
}

/* If TEST, L's exit test, is "IV' != 0" (or "== 0") with IV' = IV - 1
   and IV = PHI <N (entry), IV' (latch)>, and nothing else uses IV or
   IV', return IV's PHI, else NULL.  N is then the loop's trip count.  */
static gphi *
canonical_count (class loop *l, gcond *test)
{
  tree next = gimple_cond_lhs (test);
  if ((gimple_cond_code (test) != NE_EXPR
       && gimple_cond_code (test) != EQ_EXPR)
      || !integer_zerop (gimple_cond_rhs (test))
      || TREE_CODE (next) != SSA_NAME)
    return NULL;
  /* Two uses, the test and the PHI, whatever debug statements say.  */
  int uses = 0;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, next)
    if (!is_gimple_debug (USE_STMT (use)))
      uses++;
  if (uses != 2)
    return NULL;
  gassign *dec = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (next));
  if (!dec
      || !((gimple_assign_rhs_code (dec) == PLUS_EXPR
	    && integer_minus_onep (gimple_assign_rhs2 (dec)))
	   || (gimple_assign_rhs_code (dec) == MINUS_EXPR
	       && integer_onep (gimple_assign_rhs2 (dec))))
      || TREE_CODE (gimple_assign_rhs1 (dec)) != SSA_NAME)
    return NULL;
  gphi *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1 (dec)));
  if (!phi || gimple_bb (phi) != l->header
      || PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (l)) != next
      || !has_single_use (gimple_phi_result (phi)))
    return NULL;
  return phi;
}

/* A guard for a loop L whose last iteration has been copied to
   HEADER_COPY and whose latch count NITER is known only at run time:
   on L's entry edge compute NITER, and where it is zero (L would run
   once, and its one iteration is its last) go straight to the copy, its
   header PHIs taking what L's took on entry.  L itself then runs only
   with NITER >= 1, so that every iteration it runs has a next one (in L
   or in the copy) and the loads hoisted for that next iteration read
   elements it reads.  Returns NITER as a name of TYPE computed before
   L, for L's own count.  */
static tree
guard_zero_count (class loop *l, tree niter, tree type,
		  basic_block header_copy)
{
  /* GUARD holds the test, PRE becomes L's preheader.  */
  basic_block guard = split_edge (loop_preheader_edge (l));
  split_edge (single_succ_edge (guard));
  gimple_seq seq = NULL;
  tree count = force_gimple_operand (fold_convert (type, unshare_expr (niter)),
				     &seq, true, NULL_TREE);
  gimple_stmt_iterator gsi = gsi_last_bb (guard);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
  gcond *test = gimple_build_cond (EQ_EXPR, count, build_zero_cst (type),
				   NULL_TREE, NULL_TREE);
  gsi_insert_after (&gsi, test, GSI_NEW_STMT);
  edge on = single_succ_edge (guard);
  on->flags &= ~EDGE_FALLTHRU;
  on->flags |= EDGE_FALSE_VALUE;
  edge skip = make_edge (guard, header_copy, EDGE_TRUE_VALUE);
  skip->probability = profile_probability::unlikely ();
  on->probability = skip->probability.invert ();
  edge entry = loop_preheader_edge (l);
  for (gphi_iterator p = gsi_start_phis (l->header),
       q = gsi_start_phis (header_copy);
       !gsi_end_p (p); gsi_next (&p), gsi_next (&q))
    add_phi_arg (q.phi (), PHI_ARG_DEF_FROM_EDGE (p.phi (), entry), skip,
		 gimple_phi_arg_location_from_edge (p.phi (), entry));
  if (dump_file)
    fprintf (dump_file, "qprop-sr: loop %d: its count is known only at run"
	     " time; a count of zero goes to the peeled copy alone\n",
	     l->num);
  return count;
}

/* Peel the last iteration of L off (last_peelable holds): copy its body
   onto its exit edge, make the copy fall through to where the loop
   exited to, and let the loop itself run one iteration fewer on an
   induction variable of its own.  The copy is the loop's last
   iteration, with its own loads as the original had them.  Where the
   count is known only at run time, guard_zero_count keeps a loop of one
   iteration out of the loop proper.  Returns false, changing nothing,
   where GCC cannot copy the body.  */
static bool
peel_last_iteration (class loop *l)
{
  edge exit = single_exit (l);
  tree niter = number_of_latch_executions (l);
  basic_block *body = get_loop_body_in_dom_order (l);
  unsigned n = l->num_nodes;
  if (!can_copy_bbs_p (body, n))
    {
      free (body);
      return false;
    }
  profile_count entry = loop_preheader_edge (l)->count ();
  profile_count header = l->header->count;
  gcond *test = as_a<gcond *> (last_stmt (exit->src));
  gphi *count = canonical_count (l, test);

  /* The copies go to the enclosing loop.  */
  basic_block *copies = XNEWVEC (basic_block, n);
  edge exit_copy;
  initialize_original_copy_tables ();
  set_loop_copy (l, loop_outer (l));
  copy_bbs (body, n, copies, &exit, 1, &exit_copy, l, exit->src, false);
  add_phi_args_after_copy (copies, n, NULL);
  basic_block header_copy = get_bb_copy (l->header);
  basic_block latch_copy = get_bb_copy (l->latch);
  basic_block test_copy = get_bb_copy (exit->src);
  set_loop_copy (l, NULL);
  free_original_copy_tables ();
  if (header.nonzero_p ())
    scale_bbs_frequencies_profile_count (copies, n, entry, header);

  /* The copy's test always leaves.  */
  gimple_stmt_iterator gsi = gsi_last_bb (test_copy);
  gsi_remove (&gsi, true);
  remove_edge (find_edge (test_copy, latch_copy));
  exit_copy->flags &= ~(EDGE_TRUE_VALUE | EDGE_FALSE_VALUE);
  exit_copy->flags |= EDGE_FALLTHRU;
  exit_copy->probability = profile_probability::always ();
  delete_basic_block (latch_copy);

  /* The loop leaves into the copy, whose header PHIs take what the
     loop's took over the latch.  */
  edge latch = loop_latch_edge (l);
  edge into = redirect_edge_and_branch (exit, header_copy);
  gcc_assert (into);
  redirect_edge_var_map_clear (into);
  for (gphi_iterator p = gsi_start_phis (l->header),
       q = gsi_start_phis (header_copy);
       !gsi_end_p (p); gsi_next (&p), gsi_next (&q))
    add_phi_arg (q.phi (), PHI_ARG_DEF_FROM_EDGE (p.phi (), latch), into,
		 gimple_phi_arg_location_from_edge (p.phi (), latch));

  /* One iteration fewer.  The exit test GCC's canonical induction
     variable gives, IV = PHI <N, IV'>; IV' = IV - 1; if (IV' != 0), just
     starts from NITER instead of NITER + 1, so that no new variable
     costs an instruction per trip; any other test gets a variable of its
     own counting NITER down to 0.  */
  if (count
      && TREE_CODE (niter) != INTEGER_CST
      && !useless_type_conversion_p (TREE_TYPE (gimple_phi_result (count)),
				     TREE_TYPE (niter)))
    count = NULL;
  if (TREE_CODE (niter) != INTEGER_CST)
    niter = guard_zero_count (l, niter, count
					 ? TREE_TYPE (gimple_phi_result (count))
					 : TREE_TYPE (niter), header_copy);
  if (count)
    {
      /* N was NITER + 1.  */
      edge entry = loop_preheader_edge (l);
      tree type = TREE_TYPE (gimple_phi_result (count));
      SET_PHI_ARG_DEF (count, entry->dest_idx, fold_convert (type, niter));
      if (dump_file)
	fprintf (dump_file, "qprop-sr: loop %d: its count starts one"
		 " lower\n", l->num);
    }
  else
    {
      tree type = TREE_TYPE (niter);
      tree before, after;
      gsi = gsi_last_bb (exit->src);
      create_iv (niter, build_int_cst (type, -1), NULL_TREE, l, &gsi, false,
		 &before, &after);
      gimple_cond_set_condition (test, (into->flags & EDGE_TRUE_VALUE)
				       ? EQ_EXPR : NE_EXPR,
				 after, build_zero_cst (type));
      update_stmt (test);
      if (dump_file)
	fprintf (dump_file, "qprop-sr: loop %d: a counter of its own runs"
		 " it one iteration fewer\n", l->num);
    }

  l->any_upper_bound = l->any_likely_upper_bound = false;
  l->any_estimate = false;
  l->nb_iterations = NULL_TREE;
  scev_reset ();
  free (body);
  free (copies);
  free_dominance_info (CDI_DOMINATORS);
  return true;
}

/* Peel the last iterations that the hoists in WANTED wait for, then
   return those hoists (origin and block) in *DONE and add the loops to
   *LAST_PEELED.  */
void
peel_for_hoists (function *fn,
		 const std::map<int, std::vector<pending_hoist>> &wanted,
		 std::vector<int> *last_peeled,
		 std::vector<std::pair<gassign *, basic_block>> *done,
		 sr_stats *stats, bool run_time)
{
  for (const auto &w : wanted)
    {
      calculate_dominance_info (CDI_DOMINATORS);
      class loop *l = get_loop (fn, w.first);
      tree niter = l ? number_of_latch_executions (l) : NULL_TREE;
      /* Peeling the first iteration since may have left too few.  */
      const char *why = NULL;
      if (!l || !count_allows_peel (l, niter, 2, run_time))
	why = "it no longer runs a known number of times, at least three";
      else if (!peel_last_iteration (l))
	why = "GCC could not copy it";
      if (dump_file)
	{
	  if (why)
	    fprintf (dump_file, "qprop-sr: loop %d: last iteration not"
		     " peeled, %s; %d loads stay where they are\n",
		     w.first, why, (int) w.second.size ());
	  else
	    fprintf (dump_file, "qprop-sr: loop %d: last iteration peeled,"
		     " so that %d loads can be hoisted in the loop\n",
		     w.first, (int) w.second.size ());
	}
      if (why)
	continue;
      stats->last_peeled++;
      last_peeled->push_back (w.first);
      for (const pending_hoist &h : w.second)
	done->push_back (std::make_pair (h.origin, h.at));
      /* The next loop's count is asked of GCC's analyses, which want
	 the SSA form and the dominators whole.  */
      calculate_dominance_info (CDI_DOMINATORS);
      update_ssa_keeping_lcssa (fn, TODO_update_ssa);
    }
}

} // namespace presr
} // namespace qprop
