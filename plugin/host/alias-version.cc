/* Run-time alias versioning of innermost loops (qprop-version).

   Most C and C++ code passes arrays as plain pointers.  In

     void smooth (double *b, const double *a, int n)
     {
       for (int i = 1; i < n - 1; i++)
	 b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
     }

   each element of a[] is loaded by three iterations, and predictive
   commoning or qprop-sr would keep the two older values in registers,
   but the store to b[i] might write the a[i + 1] of the next iteration,
   so GCC reloads all three: it cannot prove the arrays apart, and a
   programmer who knows they are apart has to say so with `restrict'.
   GCC's vectorizer checks overlap at run time for its own use only;
   nothing checks it for the passes that carry values across iterations.

   This pass does.  For an innermost loop it groups the memory references
   by the pointer their address starts from (the root of DR_BASE_ADDRESS
   in GCC's data-reference analysis, so that the rows of one array read
   at a[i * n + j - n] and a[i * n + j + n] are one group):
   here {b[i]} through b and {a[i - 1], a[i], a[i + 1]} through a.  Every
   reference of a group is base + offset + init + step * k at iteration
   k, and the loop runs niter + 1 iterations (niter = latch executions),
   so a group touches one byte range per entry into the loop:

     b:  [b + 8,  b + 8 + 8 * niter + 8)
     a:  [a + 0,  a + 16 + 8 * niter + 8)

   Two groups whose references the alias oracle cannot tell apart, one
   of them written in the loop, form a pair.  The loop is copied
   (loop_version); the original runs when every pair's ranges are
   disjoint,

     b_hi <= a_lo || a_hi <= b_lo,

   and the copy, unchanged, when they are not.  In the original every
   reference of a checked group gets MR_DEPENDENCE_CLIQUE c and
   MR_DEPENDENCE_BASE g, a base per group, and the loop owns c
   (loop->owned_clique).  That is the form GCC gives references through
   `restrict' pointers, so the alias oracle and data dependence answer
   "independent" for references of different groups, within an
   iteration and across iterations of the owning loop: LIM, PRE, the
   vectorizer and predictive commoning, which run after this pass, and
   qprop-sr all use the proof without knowing of it.  The claim holds:
   an annotated reference only ever executes, wherever a later pass
   moves it, on the path where the check passed, and every one of its
   addresses lies in its group's range; the copy keeps the unannotated
   references, so reasoning about anything wider than the checked loop
   (an enclosing loop, code after the merge) still sees a reference that
   may alias.  The claim holds within one entry into the checked nest;
   another entry, in a later iteration of an enclosing loop, has ranges of
   its own.  Data dependence within an enclosing loop does not trust the
   clique, because that loop does not own it; qprop-sr stops trusting it
   once a query comes back into the nest through an exit edge, and
   qprop-pre for references it has rewritten through PHIs.

   In SIMT code (the nvptx compiler) each lane computes the check for
   its own ranges, and lanes that disagreed would run the two copies one
   after the other.  The warp votes on it over the lanes running
   together (warp_all), and the checked copy runs only when every one of
   them passed: a lane never takes it unless its own check passed.  The
   offload compiler leaves clique 1, base 0 on the references of every
   pointer whose restrict was lost; base 0 claims nothing beyond "not
   through a restrict pointer of the clique", so such a reference takes
   our clique like one that has none.  Lanes of a parallel loop may not
   write what other lanes read, so only each lane's own ranges matter;
   and the lane's own simd loop, whose safelen stops the hoisting on the
   host (the vectorizer reads it), runs its iterations one after the
   other there and may be crossed.

   What is left alone, each with its reason in the dump:
   - loops with a call that may write memory (atomics included), an asm,
     or a volatile access; loops with several exits or an unknown trip
     count; stores whose address is not an affine function of the
     iteration (the check could not cover them);
   - loops where no pair may overlap, or where the check would free no
     load: a load counts when another reference of its group accessed the
     same address one to four iterations earlier and a store of a group
     that may overlap runs in between (without one, GCC's PRE or qprop-sr
     carries the value already), or its address is invariant and its
     group is not written;
   - loops whose check compares more than max_pairs pairs, loops optimized
     for size, and loops whose copy would take the function's copied
     statements over max_growth; and loops where the loads saved per
     entry (gain times iterations, from the trip count, GCC's estimate
     or the profile, each load weighing load_weight statements) do not
     exceed the check's statements.

   Before any of that, a loop none of whose stores may reach memory that
   another of its references reaches through another object is left
   alone: no pair could come of it, and building the data references is
   most of what looking at a loop costs.

   A stride that the loop does not change but that is not a constant (a
   column walk over rows of w elements, w an argument) moves a strand by
   a symbolic step S each iteration, in a direction known only at run
   time: its range is widened by MIN (S * niter, 0) below and
   MAX (S * niter, 0) above, the same terms and the same bounds on |S|
   and the trip count as an enclosing loop's symbolic step.  The address
   comes from its address form, where a product w * r that the loop
   computes is split over the iteration number (version-forms.cc), so
   that freed_loads can tell that in[(r - 1) * w + c] repeats
   in[r * w + c] of the iteration before; it counts such loads only once
   qprop-sr carries them (version_options::sr_symbolic: it runs with
   sr-symbolic-steps, whose address forms see the two as one element);
   otherwise such a loop is versioned only for its other loads (an
   invariant one).

   In the nvptx compiler the check also answers to the register guard
   of the SIMT transforms (simt/register-guard.cc): the values it lets
   GCC's passes keep round the loop (an invariant load, a load reused in
   the next iteration) must not cost resident warps per SM, unless the
   loads freed per iteration, weighed by load_weight, reach
   register-guard-saving.  Loads reused
   further on only qprop-sr carries, and it asks the guard itself.

   The ranges are computed in sizetype, so that they compare as
   addresses.  A trip count so large that step * niter could wrap fails
   the check (the loop then runs its original copy): the test bounds
   niter by 2^(precision-2) / |step|, and is left out where the trip
   count's type cannot reach that bound.  An enclosing loop's symbolic
   step and its trip count are bounded the same way.

   The check is built as one GENERIC condition, and force_gimple_operand
   would compute every repeated part of it (a row's offset, an enclosing
   loop's extent) once per occurrence: a 3-D stencil's check came to
   about 500 statements, which every pass up to GCC's PRE carried.  So
   the enclosing loops' widening, the span and the
   first-iteration extremes that strands share are added once after the
   MIN or the MAX, each wrap bound is emitted once, and what is still
   repeated is shared by ir/seq-cse.h before the statements go in: the
   same check is 92 statements (the dump gives the count).  */

#include "gcc-includes.h"
#include "tree-data-ref.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-ssa-loop.h"
#include "tree-inline.h"
#include "cfgloopmanip.h"
#include "gimplify-me.h"
#include "ir/address-form.h"
#include "ir/seq-cse.h"
#include "ir/loop-refusal.h"
#include "ir/trip-count.h"
#include "simt/warp-vote.h"
#include "analysis/live-registers.h"
#include "report/dump.h"
#include "host/alias-version.h"
#include "host/version-forms.h"
#include "host/version-check.h"

namespace qprop {

using namespace version_check;

namespace {

/* The cost model weighs a load the check frees as this many of the
   check's statements: they are integer operations, which issue several
   a cycle, while each load takes a load port and may miss.  */
const int load_weight = 4;

/* The warp vote that makes the check uniform in SIMT code: activemask,
   setp, vote and selp.  */
const int warp_vote_cost = 4;


/* The pointer BASE_ADDRESS starts from: data-reference analysis folds
   the parts of an address that do not change in the loop (a row's
   offset, i * n * 8) into the base address, so that one array read at
   several rows has several base addresses but one root.  */
tree
pointer_root (tree base_address)
{
  tree p = base_address;
  for (int depth = 0; depth < 8; depth++)
    {
      STRIP_NOPS (p);
      if (TREE_CODE (p) == POINTER_PLUS_EXPR)
	p = TREE_OPERAND (p, 0);
      else if (TREE_CODE (p) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (p)
	       && is_gimple_assign (SSA_NAME_DEF_STMT (p))
	       && (gimple_assign_rhs_code (SSA_NAME_DEF_STMT (p))
		   == POINTER_PLUS_EXPR))
	p = gimple_assign_rhs1 (SSA_NAME_DEF_STMT (p));
      else
	break;
    }
  return p;
}

/* The base of REF that a clique can be put on, or null.  */
tree
clique_holder (tree ref)
{
  while (handled_component_p (ref))
    ref = TREE_OPERAND (ref, 0);
  if (TREE_CODE (ref) == MEM_REF || TREE_CODE (ref) == TARGET_MEM_REF)
    return ref;
  return NULL_TREE;
}

/* Add REF, read or written by STMT, to PLAN.  Returns a refusal if the
   loop cannot be versioned because of it.  */
const char *
add_reference (class loop *loop, loop_plan *plan, gimple *stmt, tree ref,
	       bool is_read, std::vector<data_reference_p> *all,
	       address_forms *forms, bool prefer_forms)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  data_reference_p dr = NULL;
  if (size && tree_fits_uhwi_p (size)
      && !(TREE_CODE (ref) == COMPONENT_REF
	   && DECL_BIT_FIELD (TREE_OPERAND (ref, 1))))
    dr = create_data_ref (loop_preheader_edge (loop), loop, ref, stmt,
			  is_read, false);
  if (dr)
    all->push_back (dr);
  /* A step that is not a constant takes the address form's path, which
     writes it over invariant leaves for freed_loads to compare.  */
  bool affine = (dr && DR_BASE_ADDRESS (dr) && DR_OFFSET (dr) && DR_INIT (dr)
		 && DR_STEP (dr)
		 && tree_fits_shwi_p (DR_STEP (dr))
		 && tree_fits_shwi_p (DR_INIT (dr))
		 && expr_invariant_in_loop_p (loop, DR_BASE_ADDRESS (dr))
		 && expr_invariant_in_loop_p (loop, DR_OFFSET (dr)));
  /* Where GCC's analysis gives up, or where another reference of the
     loop needed the form (PREFER_FORMS: references compare only in the
     same terms), the address form may do.  */
  const char *dr_why
    = (affine ? NULL
       : !dr || !DR_BASE_ADDRESS (dr) ? "no base address"
       : !DR_STEP (dr) || !tree_fits_shwi_p (DR_STEP (dr))
       ? "step not constant"
       : !DR_INIT (dr) || !tree_fits_shwi_p (DR_INIT (dr))
       ? "init not constant" : "base or offset varies in the loop");
  const char *form_why = NULL;
  if (dr && (prefer_forms || !affine))
    {
      form_parts parts;
      form_why = form_behavior (loop, forms, dr, ref, !prefer_forms,
				plan->niter, &plan->bounds, &parts);
      if (!form_why)
	plan->parts[dr] = parts;
      if (!form_why)
	{
	  if (!affine && !prefer_forms && (dump_flags & TDF_DETAILS))
	    dump_stmt (stmt, "qprop-version:     %s with an affine address"
		       " from its address form (%s): ",
		       is_read ? "load" : "store", dr_why);
	  plan->from_forms += !affine;
	  affine = true;
	}
      else if (affine && (dump_flags & TDF_DETAILS))
	dump_stmt (stmt, "qprop-version:     %s keeps GCC's address"
		   " (address form: %s): ", is_read ? "load" : "store",
		   form_why);
    }
  if (!affine)
    {
      if (!prefer_forms && (dump_flags & TDF_DETAILS))
	dump_stmt (stmt, "qprop-version:     %s without an affine"
		   " address (%s; address form: %s): ",
		   is_read ? "load" : "store", dr_why,
		   form_why ? form_why : "not tried");
      /* Loads the check cannot cover stay unannotated, which is safe:
	 the oracle compares them by points-to as before.  A store it
	 cannot cover might write any group.  */
      return is_read ? NULL : "a store whose address is not affine";
    }

  tree root = pointer_root (DR_BASE_ADDRESS (dr));
  int gi;
  for (gi = 0; gi < (int) plan->groups.size (); gi++)
    if (operand_equal_p (plan->groups[gi].root, root, 0))
      break;
  if (gi == (int) plan->groups.size ())
    {
      plan->groups.push_back (group ());
      plan->groups.back ().root = root;
    }
  group &g = plan->groups[gi];
  g.refs.push_back (dr);
  g.written |= !is_read;
  /* A reference can take our clique when it has none, or when its base
     in the one it has is 0: that base only says the reference is not
     through one of the clique's restrict pointers (the offload compiler
     gives it to every pointer whose restrict was lost), and giving it up
     only takes a claim away.  */
  tree holder = clique_holder (ref);
  if (!holder
      || (MR_DEPENDENCE_CLIQUE (holder) != 0
	  && MR_DEPENDENCE_BASE (holder) != 0))
    g.annotatable = false;

  tree sym_step = NULL_TREE;
  HOST_WIDE_INT step = 0;
  if (tree_fits_shwi_p (DR_STEP (dr)))
    step = tree_to_shwi (DR_STEP (dr));
  else
    sym_step = fold_convert (sizetype, DR_STEP (dr));
  HOST_WIDE_INT init = tree_to_shwi (DR_INIT (dr));
  HOST_WIDE_INT end = init + (HOST_WIDE_INT) tree_to_uhwi (size);
  plan->max_step = MAX (plan->max_step, (HOST_WIDE_INT) absu_hwi (step));
  for (strand &s : g.strands)
    if (s.step == step && operand_equal_p (s.offset, DR_OFFSET (dr), 0)
	&& operand_equal_p (s.base_address, DR_BASE_ADDRESS (dr), 0)
	&& (s.sym_step == sym_step
	    || (s.sym_step && sym_step
		&& operand_equal_p (s.sym_step, sym_step, 0))))
      {
	s.min_init = MIN (s.min_init, init);
	s.max_end = MAX (s.max_end, end);
	return NULL;
      }
  strand fresh;
  fresh.base_address = DR_BASE_ADDRESS (dr);
  fresh.offset = DR_OFFSET (dr);
  fresh.step = step;
  fresh.sym_step = sym_step;
  fresh.min_init = init;
  fresh.max_end = end;
  /* DR_OFFSET is ssizetype; the ranges are computed in sizetype.  */
  fresh.start = fold_build2 (PLUS_EXPR, sizetype,
			     fold_convert (sizetype, DR_BASE_ADDRESS (dr)),
			     fold_convert (sizetype, DR_OFFSET (dr)));
  /* The loop moves the strand by SYM_STEP NITER times, in a direction
     known only at run time: the same widening by MIN (span, 0) and
     MAX (span, 0) as an enclosing loop's symbolic step, and the same
     bounds on the step and the trip count keep it from wrapping.  */
  if (sym_step)
    fresh.outer_terms.push_back (std::make_pair (sym_step, plan->niter));
  g.strands.push_back (fresh);
  return NULL;
}

/* Walk LOOP's statements into PLAN.  quick_refusal has already turned
   down a loop with a statement that forbids versioning.  */
const char *
collect_references (class loop *loop, loop_plan *plan,
		    std::vector<data_reference_p> *all, address_forms *forms,
		    bool prefer_forms)
{
  return first_loop_refusal (loop, [&] (gimple *stmt) -> const char *
    {
      if (!is_gimple_assign (stmt))
	return NULL;
      const char *why = NULL;
      if (gimple_store_p (stmt))
	why = add_reference (loop, plan, stmt, gimple_assign_lhs (stmt),
			     false, all, forms, prefer_forms);
      if (!why && gimple_assign_load_p (stmt))
	why = add_reference (loop, plan, stmt, gimple_assign_rhs1 (stmt),
			     true, all, forms, prefer_forms);
      return why;
    });
}

/* Why LOOP is left alone before any data reference is built, or null:
   the first statement that forbids versioning it, or else the absence
   of a store that may reach memory another of its references reaches
   through another object.  Without such a store no two groups can form
   a pair, and building the data references (most of what looking at a
   loop costs) would only lead to that refusal.  References of one
   declared object stay in one group; references through pointers are
   kept, however they relate, for the analysis to group.  A loop with
   more references than the quadratic test should take goes to the
   analysis unfiltered.  */
const char *
quick_refusal (class loop *loop)
{
  auto_vec<tree> stores, refs;
  const char *why = first_loop_refusal (loop, [&] (gimple *stmt)
    {
      const char *why = statement_refusal (stmt);
      if (!why && is_gimple_assign (stmt))
	{
	  if (gimple_store_p (stmt))
	    {
	      stores.safe_push (gimple_assign_lhs (stmt));
	      refs.safe_push (gimple_assign_lhs (stmt));
	    }
	  if (gimple_assign_load_p (stmt))
	    refs.safe_push (gimple_assign_rhs1 (stmt));
	}
      return why;
    });
  if (why || stores.length () * refs.length () > 4096)
    return why;
  for (tree store : stores)
    {
      tree object = get_base_address (store);
      for (tree ref : refs)
	{
	  if (ref == store)
	    continue;
	  tree other = get_base_address (ref);
	  if (object && DECL_P (object) && other == object)
	    continue;
	  if (refs_may_alias_p (store, ref, false))
	    return NULL;
	}
    }
  return "no store that may reach another object's memory";
}

/* Whether a reference of A and one of B, one of them a store, may refer
   to the same memory as far as GCC's oracle knows without types.  The
   clique will tell data dependence that every two references of
   different groups are independent, and data dependence trusts types
   only for a store followed by a load: an int store and a float store
   to one cell must stay ordered (the effective type of allocated memory
   changes with each store), so a pair the oracle separates only by type
   is checked like any other.  */
bool
groups_may_overlap (const group &a, const group &b)
{
  for (data_reference_p x : a.refs)
    for (data_reference_p y : b.refs)
      if ((DR_IS_WRITE (x) || DR_IS_WRITE (y))
	  && refs_may_alias_p (DR_REF (x), DR_REF (y), false))
	return true;
  return false;
}

/* Whether one of CLOBBERS, stores of groups that may overlap the group
   of X and Y, runs between Y and X when Y's access came D iterations
   before X's.  If none does, nothing can change the memory in between,
   and the value is carried without the check: qprop-sr's queries stop
   only at a store that may write the element, and GCC's PRE forwards a
   stored value the same way (a back-substitution v[j] = p[j] * v[j + 1]
   + q[j]).  GCC alone does not carry a loaded one that way, so unless
   qprop-sr runs (SR_CARRIES) any store counts.  With D >= 2 a whole
   iteration lies in between.  With D == 1 the way from Y to X is the
   rest of the body after Y and the start of the body up to X, or the
   whole body when Y comes before X; statement order decides where the
   three share a block, and a store elsewhere is taken to lie in
   between.  */
bool
clobbered_between (data_reference_p y, data_reference_p x, int d,
		   const std::vector<data_reference_p> &clobbers,
		   bool sr_carries)
{
  if (clobbers.empty ())
    return false;
  if (d >= 2 || (!sr_carries && DR_IS_READ (y)))
    return true;
  basic_block bb = gimple_bb (DR_STMT (x));
  if (gimple_bb (DR_STMT (y)) != bb)
    return true;
  for (data_reference_p c : clobbers)
    if (gimple_bb (DR_STMT (c)) != bb)
      return true;
  /* Positions in BB; a read and a write of one statement read first.  */
  int px = -1, py = -1, pos = 0;
  std::vector<int> pc;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi), pos++)
    {
      gimple *stmt = gsi_stmt (gsi);
      if (stmt == DR_STMT (x))
	px = pos;
      if (stmt == DR_STMT (y))
	py = pos;
      for (data_reference_p c : clobbers)
	if (stmt == DR_STMT (c))
	  pc.push_back (pos);
    }
  if (py < px)
    return true;
  for (int p : pc)
    if (p > py || p < px)
      return true;
  return false;
}

/* How many iterations before X's access Y's accessed the same address,
   when both have the symbolic step of their forms PARTS: Y's rest minus
   X's rest is D times the step for D in 1 .. 4.  0 if not.  */
int
symbolic_distance (const std::map<data_reference_p, form_parts> &parts,
		   data_reference_p x, data_reference_p y)
{
  auto px = parts.find (x), py = parts.find (y);
  if (px == parts.end () || py == parts.end ()
      || !(px->second.step == py->second.step)
      || px->second.step.terms.empty ())
    return 0;
  address_form diff = py->second.rest;
  for (const form_term &t : px->second.rest.terms)
    diff.add (t.leaf, -t.coef);
  diff.offset -= px->second.rest.offset;
  for (int d = 1; d <= 4; d++)
    {
      address_form times;
      for (const form_term &t : px->second.step.terms)
	times.add (t.leaf, d * t.coef);
      times.offset = d * px->second.step.offset;
      if (diff == times)
	return d;
    }
  return 0;
}

/* Whether the reference R runs in every iteration of its loop: its
   block dominates the latch.  qprop-sr carries a value from a reference
   in a branch arm only to the next iteration, after hoisting its load
   above the arm's test (SSRQP); further on, only from one that runs in
   every iteration.  version-arm.h's walk_stride reads at (r - 2) * w in
   one arm what the other arm read at (r + 1) * w three rows earlier:
   counted, its check was built and nothing carried.  */
bool
runs_every_iteration (data_reference_p r)
{
  basic_block bb = gimple_bb (DR_STMT (r));
  class loop *loop = bb->loop_father;
  if (!loop || !loop->latch)
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  return dominated_by_p (CDI_DOMINATORS, loop->latch, bb);
}

/* Record that the value X loads would be kept round the loop, from Y's
   load in the iteration before (NULL: hoisted, X invariant).  */
void
add_carried (std::vector<carried_value> *carried, data_reference_p x,
	     data_reference_p y)
{
  carried_value v;
  v.units = register_units (TREE_TYPE (DR_REF (x)));
  if (gimple_assign_single_p (DR_STMT (x)))
    v.names[0] = gimple_assign_lhs (DR_STMT (x));
  if (y && gimple_assign_single_p (DR_STMT (y)) && DR_IS_READ (y))
    v.names[1] = gimple_assign_lhs (DR_STMT (y));
  carried->push_back (v);
}

/* Loads of G per iteration that the check would free: those whose
   address another reference of G accessed 1..4 iterations earlier with
   one of CLOBBERS (the stores of the groups G may overlap) in between
   (see clobbered_between for SR_CARRIES), and invariant loads of a
   group that is not written.  A symbolic step compares in the terms of
   the references' address forms, PARTS, where qprop-sr carries values
   at such a distance (SR_SYMBOLIC: from the iteration before, or from
   further back where the earlier reference runs in every iteration,
   runs_every_iteration); without it nothing does (GCC's
   predictive commoning needs constant steps), and a check paid for by
   such loads alone cost colarm 1.025x plain GCC's warp instructions at
   -O2 with no access saved.  Adds to *CARRIED the freed values that
   GCC's own passes keep live round the loop once the check lets them: an
   invariant load (LIM) and a value reused in the next iteration (PRE).
   Values reused further on only qprop-sr carries, and it asks the
   register guard itself.  */
int
freed_loads (const group &g, const std::vector<data_reference_p> &clobbers,
	     bool sr_carries, bool sr_symbolic,
	     const std::map<data_reference_p, form_parts> &parts,
	     std::vector<carried_value> *carried)
{
  int n = 0;
  for (data_reference_p x : g.refs)
    {
      if (!DR_IS_READ (x))
	continue;
      if (!tree_fits_shwi_p (DR_STEP (x)))
	{
	  if (!sr_symbolic)
	    continue;
	  for (data_reference_p y : g.refs)
	    if (y != x)
	      if (int d = symbolic_distance (parts, x, y))
		if (clobbered_between (y, x, d, clobbers, sr_carries)
		    && (d == 1 || runs_every_iteration (y)))
		  {
		    n++;
		    if (d == 1)
		      add_carried (carried, x, y);
		    break;
		  }
	  continue;
	}
      HOST_WIDE_INT step = tree_to_shwi (DR_STEP (x));
      if (step == 0)
	{
	  n += !g.written;
	  if (!g.written)
	    add_carried (carried, x, NULL);
	  continue;
	}
      HOST_WIDE_INT init = tree_to_shwi (DR_INIT (x));
      for (data_reference_p y : g.refs)
	{
	  if (y == x || !tree_fits_shwi_p (DR_STEP (y))
	      || tree_to_shwi (DR_STEP (y)) != step
	      || !operand_equal_p (DR_OFFSET (x), DR_OFFSET (y), 0)
	      || !operand_equal_p (DR_BASE_ADDRESS (x),
				   DR_BASE_ADDRESS (y), 0))
	    continue;
	  HOST_WIDE_INT d = tree_to_shwi (DR_INIT (y)) - init;
	  if (d % step == 0 && d / step >= 1 && d / step <= 4
	      && clobbered_between (y, x, d / step, clobbers, sr_carries))
	    {
	      n++;
	      if (d == step)
		add_carried (carried, x, y);
	      break;
	    }
	}
    }
  return n;
}


/* The register guard's verdict on versioning LOOP: the CARRIED values
   its freed loads leave live round LOOP once GCC's passes use the check.
   The check's own values are not counted: most of them are the addresses
   the loop computes anyway, which FRE and PRE share with it, and the rest
   die before the loop; counted in the order the check is built, they
   refused version-omp-arm.c's walk and version-omp-stride.c's walki,
   whose versioned simd functions ptxas gives fewer registers (44 against
   68, 40 against 46).  The saving weighed against the registers is the
   GAIN loads freed per iteration, each weighing load_weight statements.
   A warp vote on the check at VOTE_AT (NULL: no vote) is a point that
   ptxas compiles with a call: what is live there is weighed by the
   guard's spill forecast (register-guard-calls.cc).  */
register_check
judge_versioning (class loop *loop, const std::vector<carried_value> &carried,
		  edge vote_at, int gain, int min_saving)
{
  live_registers live (cfun);
  register_check c
    = judge_register_change (cfun, live.peak (),
			     predict_carried_peak (live, loop, carried),
			     gain * load_weight, min_saving);
  if (vote_at)
    judge_call_saves (cfun, live, live_on_edge_units (live, vote_at),
		      gain * load_weight, min_saving, &c);
  return c;
}

/* Build PLAN's check, ask the register guard when OPTS say so, and
   version VERSIONED (LOOP or a loop around it) on it, the check computed
   before CHECK_AT; annotate the checked copy's references with a
   dependence clique of their own.  CARRIED is what judge_versioning
   takes.  */
void
build_and_version (const loop_plan &plan, class loop *loop,
		   class loop *versioned, class loop *check_at,
		   const std::vector<carried_value> &carried,
		   const version_options &opts, int *growth,
		   version_note *note)
{
  gimple_seq stmts = NULL;
  tree cond;
  /* A check hoisted above the copied loops is computed once, before
     the nest, and the branch between the copies tests its answer.  */
  bool apart = check_at != versioned;
  if (opts.warp_uniform)
    {
      tree each = fold_convert (unsigned_type_node,
				disjoint_condition (plan));
      each = force_gimple_operand_1 (each, &stmts, is_gimple_val,
				     NULL_TREE);
      each = share_repeated_values (&stmts, each);
      cond = build2 (NE_EXPR, boolean_type_node,
		     warp_all (&stmts, each),
		     build_zero_cst (unsigned_type_node));
    }
  else
    cond = disjoint_condition (plan);
  /* force_gimple_operand_1 starts its sequence afresh.  */
  gimple_seq last = NULL;
  cond = force_gimple_operand_1 (cond, &last,
				 apart ? is_gimple_val
				 : is_gimple_condexpr, NULL_TREE);
  gimple_seq_add_seq_without_update (&stmts, last);
  cond = share_repeated_values (&stmts, cond);
  note->check_statements = 1;
  for (gimple_stmt_iterator si = gsi_start (stmts); !gsi_end_p (si);
       gsi_next (&si))
    note->check_statements++;
  if (opts.register_guard && !opts.ignore_cost)
    {
      note->regs = judge_versioning (loop, carried,
				     (opts.warp_uniform
				      && opts.register_guard_spills
				      ? loop_preheader_edge (check_at) : NULL),
				     note->gain, opts.register_guard_saving);
      note->register_checked = true;
      note->refusal = note->regs.refusal;
      if (note->refusal)
	{
	  gimple_seq_discard (stmts);
	  return;
	}
    }
  initialize_original_copy_tables ();
  basic_block cond_bb;
  class loop *fallback
    = loop_version (versioned, cond, &cond_bb,
		    profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::likely (),
		    profile_probability::unlikely (), true);
  free_original_copy_tables ();
  if (!fallback)
    {
      note->refusal = "GCC could not copy the loop";
      return;
    }
  /* The vectorizer would version the copy again on its own overlap
     test, which compares the same ranges and so fails whenever the copy
     runs: vectorizing it would only cost compile time and code.  */
  for (class loop *l = fallback; l; l = l->inner)
    l->dont_vectorize = true;
  if (apart)
    gsi_insert_seq_on_edge_immediate (loop_preheader_edge (check_at), stmts);
  else
    {
      gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
      gsi_insert_seq_before (&gsi, stmts, GSI_SAME_STMT);
    }
  /* Clique 1 means "valid for the whole function" to data dependence;
     ours is valid in the loops the check covers.  */
  if (cfun->last_clique == 0)
    cfun->last_clique = 1;
  unsigned short clique = ++cfun->last_clique;
  unsigned short base = 0;
  for (const group &g : plan.groups)
    {
      if (!g.checked)
	continue;
      base++;
      for (data_reference_p dr : g.refs)
	{
	  tree holder = clique_holder (DR_REF (dr));
	  MR_DEPENDENCE_CLIQUE (holder) = clique;
	  MR_DEPENDENCE_BASE (holder) = base;
	}
    }
  for (class loop *l = loop; l != loop_outer (versioned); l = loop_outer (l))
    l->owned_clique = clique;
  note->clique = clique;
  note->versioned = true;
  *growth += note->size;
}

/* Look at LOOP; if it pays, version it and annotate the checked copy.
   *GROWTH is the statements copied so far in the function.  */
void
consider_loop (class loop *loop, const version_options &opts, int *growth,
	       version_note *note)
{
  note->header = loop->header->index;
  note->locus = loop_locus (loop);
  if (loop->safelen > 1 || loop->force_vectorize)
    {
      note->refusal = "its iterations are already declared independent";
      return;
    }
  if (optimize_loop_for_size_p (loop))
    {
      note->refusal = "optimized for size";
      return;
    }
  if (!single_exit (loop))
    {
      note->refusal = "several exits";
      return;
    }
  if (loop->owned_clique)
    {
      note->refusal = "the loop already owns a dependence clique";
      return;
    }
  loop_plan plan;
  plan.niter = invariant_latch_count (loop);
  if (!plan.niter)
    {
      note->refusal = "unknown trip count";
      return;
    }

  std::vector<data_reference_p> all;
  /* The registers of the values the freed loads leave live round the
     loop once a later pass carries them.  */
  std::vector<carried_value> carried;
  note->refusal = quick_refusal (loop);
  if (note->refusal)
    return;
  address_forms forms;
  note->refusal = collect_references (loop, &plan, &all, &forms, false);
  if (!note->refusal && plan.from_forms)
    {
      /* Some address came from its form: take every reference's from
	 its form where it has one, so that freed_loads compares them in
	 the same terms.  */
      for (data_reference_p dr : all)
	free_data_ref (dr);
      all.clear ();
      tree niter = plan.niter;
      plan = loop_plan ();
      plan.niter = niter;
      note->refusal = collect_references (loop, &plan, &all, &forms, true);
    }
  if (!note->refusal)
    {
      note->groups = plan.groups.size ();
      for (size_t i = 0; i < plan.groups.size (); i++)
	for (size_t j = i + 1; j < plan.groups.size (); j++)
	  {
	    group &a = plan.groups[i], &b = plan.groups[j];
	    if (!(a.written || b.written) || !groups_may_overlap (a, b))
	      continue;
	    if (a.annotatable && b.annotatable)
	      {
		plan.pairs.push_back (std::make_pair (i, j));
		a.checked = b.checked = true;
	      }
	    else
	      a.unchecked = b.unchecked = true;
	  }
      note->pairs = plan.pairs.size ();
      for (size_t i = 0; i < plan.groups.size (); i++)
	{
	  const group &g = plan.groups[i];
	  if (!g.checked || g.unchecked)
	    continue;
	  std::vector<data_reference_p> clobbers;
	  for (const std::pair<int, int> &p : plan.pairs)
	    if (p.first == (int) i || p.second == (int) i)
	      for (data_reference_p dr
		   : plan.groups[p.first == (int) i ? p.second : p.first].refs)
		if (DR_IS_WRITE (dr))
		  clobbers.push_back (dr);
	  note->gain += freed_loads (g, clobbers, opts.sr_carries,
				     opts.sr_symbolic, plan.parts, &carried);
	}
      note->size = tree_num_loop_insns (loop, &eni_size_weights);
      note->iterations = assumed_iterations (loop, plan.niter);
      bool uncheckable = false;
      for (const group &g : plan.groups)
	uncheckable |= g.unchecked;
      if (plan.pairs.empty () && uncheckable)
	/* The offload compiler's references keep the clique of the
	   function they came from (clique 1, base 0 for every pointer
	   whose restrict was lost), and a declared array cannot hold one.  */
	note->refusal = "the groups that may overlap already carry a"
			" dependence clique or are declared objects";
      else if (plan.pairs.empty ())
	note->refusal = "no two pointer groups that may overlap";
      else if ((int) plan.pairs.size () > opts.max_pairs)
	note->refusal = "more pairs to check than version-pairs allows";
      else if (note->gain == 0 && !opts.ignore_cost)
	note->refusal = "the check would free no load";
    }

  /* Where the check goes decides what is copied, so the growth budget is
     asked only after hoisting.  */
  class loop *versioned = loop, *check_at = loop;
  if (!note->refusal)
    {
      check_at = hoist_check (loop, &plan, opts.warp_uniform, opts.max_copy,
			      &note->levels, &note->hoist_stop, &versioned,
			      &note->copy_stop);
      note->copied_levels = loop_depth (loop) - loop_depth (versioned) + 1;
      if (versioned != loop)
	note->size = tree_num_loop_insns (versioned, &eni_size_weights);
      if (*growth + note->size > opts.max_growth)
	note->refusal = "the function's copied statements would exceed"
			" version-growth";
    }

  if (!note->refusal)
    {
      /* Most of the check's statements compute the addresses the loop
	 computes anyway before it starts (a row's base, an offset), which
	 FRE and PRE share and LIM hoists; what stays is a MIN or MAX and
	 an addition per strand, two comparisons and an OR per pair, and
	 the bound on the trip count.  */
      note->check_cost = 2;
      for (const group &g : plan.groups)
	if (g.checked)
	  note->check_cost += 2 * g.strands.size ();
      note->check_cost += 3 * plan.pairs.size ();
      /* An index bound: its first and last values, four compares.  */
      note->check_cost += 6 * plan.bounds.size ();
      if (opts.warp_uniform)
	note->check_cost += warp_vote_cost;
      if (!opts.ignore_cost
	  && note->gain * note->iterations * load_weight <= note->check_cost)
	note->refusal = "the check costs more than the loads it frees";
      else if (cfun->last_clique >= USHRT_MAX - 1)
	note->refusal = "no dependence clique left in the function";
      else
	build_and_version (plan, loop, versioned, check_at, carried, opts,
			   growth, note);
    }
  for (data_reference_p dr : all)
    free_data_ref (dr);
}

} // anon namespace

int
version_loops_for_alias (function *fn, const version_options &opts,
			 std::vector<version_note> *notes)
{
  int growth = 0, versioned = 0;
  /* Collect first: versioning adds loops.  */
  auto_vec<class loop *> innermost;
  for (class loop *loop : loops_list (fn, LI_ONLY_INNERMOST))
    innermost.safe_push (loop);
  for (class loop *loop : innermost)
    {
      notes->push_back (version_note ());
      consider_loop (loop, opts, &growth, &notes->back ());
      versioned += notes->back ().versioned;
    }
  return versioned;
}

} // namespace qprop
