/* Vector load splicing.

   A stencil reads neighbouring elements in one iteration:

       for (i = 1; i < n - 1; i++)
	 out[i] = in[i - 1] + in[i] + in[i + 1];

   GCC's vectorizer turns each reference into a vector load of its own.
   With two doubles per vector, one iteration of the vector loop reads

       lo  = in[i - 1 .. i]        MEM <vector(2) double> [p_1]
       mid = in[i     .. i + 1]    MEM <vector(2) double> [p_2]
       hi  = in[i + 1 .. i + 2]    MEM <vector(2) double> [p_3]

   three loads whose bytes overlap: mid is the upper lane of lo followed
   by the lower lane of hi.  Predictive commoning (or qprop-sr) then
   carries hi into the next iteration, where it is lo, but mid stays a
   load in every iteration, since no earlier iteration loaded a vector at
   its address.  This pass writes it as

       mid = VEC_PERM_EXPR <lo, hi, { 1, 2 }>

   (one shufpd on x86-64), so that after the carrying each iteration loads
   one vector instead of two: the loads of such a loop fall by a half in
   one dimension and by a third or more in stencils over rows and planes,
   which is what GCC, which commons whole vectors only, leaves behind.

   When it is exact.  The three loads are compared by their address forms
   (ir/address-form.h): the vectorizer gives each reference a pointer
   induction variable of its own, and the forms put them over the same
   leaves (the array's base and the loop's iteration number), differing
   by constants.  A load L of N lanes of E bytes at offset o is the
   permutation of loads P at p and Q at q when p < o < q, q - p <= N * E,
   and every offset is a multiple of E away from the others: lane k of L
   is lane (o - p) / E + k of P while that is below N, else lane
   (o + k * E - q) / E of Q.  The three must read the same memory state,
   which GIMPLE says exactly: they have the same virtual operand, so no
   statement that may write memory lies between any two of them; their
   types are the same, so the bytes are read the same way.  Nothing else
   is assumed about aliasing, alignment or the values.

   Where.  Only within a basic block, which is where the vectorizer puts
   a loop's loads.  If P or Q comes after L, it is moved up to just
   before L; that is only done when its address is available there and
   nothing between them may end the path (a call, an asm, a statement
   that may throw or trap: the one rule of ir/no-trap.h), since the load
   would otherwise run on a path where it did not.  The
   loads replaced are never trapping any more; the neighbours that stay
   are loads the program made anyway.

   Which loads.  In a group of loads of one memory state, one type and
   the same leaves, taken in the order of their offsets, the first is
   kept; a later one within N lanes of the last kept load is spliced from
   that load and the furthest load that is still within N lanes of it,
   which is kept in turn.  This keeps as few loads as a greedy cover can,
   and keeps loads a whole vector apart where there are any, which is
   the distance predictive commoning carries across a vector loop.

   Cost.  Only permutations the target can do as constant permutations
   are used (can_vec_perm_const_p without falling back to a variable
   one).  Once predictive commoning carries hi into the next iteration as
   lo, the permutation reads the carried vector and its successor at
   once: the two cannot share a register, so the carried one is copied
   on the back edge, and x86's two-operand shufpd copies its first
   operand too.  A spliced load would then cost about two instructions,
   unless the loop is unrolled twice and the vectors rotate through two
   registers, which qprop-sr does for such chains (adopt_rotations).  So
   a block is only spliced where that unrolling will happen and the
   loop walks few enough address streams for ivopts to handle the
   unrolled loop well (rotation_blocked, max_streams), or, where the
   loop cannot be unrolled, where it is big enough beside its splices
   for the copies to matter little (cheap_factor).  Figures with the
   constants below, and in docs/passes.md.

   The pass runs in GCC's loop pipeline after the vectorizer and before
   predictive commoning, which must see the loads it keeps (it would
   otherwise turn lo into a PHI, and this pass would find no load to
   splice mid from).  */

#include "gcc-includes.h"
#include "vec-perm-indices.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-manip.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-inline.h"
#include "ir/address-form.h"
#include "ir/no-trap.h"
#include "ir/ssa-reads.h"
#include "analysis/reg-pressure.h"
#include "report/dump.h"
#include "host/vector-splice.h"

/* optabs-query.h, which declares this, includes insn-opinit.h, which
   GCC's installed plugin headers do not have; the function itself is
   exported by the compiler like any other.  */
bool can_vec_perm_const_p (machine_mode, const vec_perm_indices &, bool);

namespace qprop {

namespace {

/* A vector load that could be spliced or spliced from.  */
struct vload
{
  gassign *stmt;
  tree lhs;
  address_form form;
  /* Lanes and bytes per lane.  */
  unsigned lanes;
  unsigned HOST_WIDE_INT lane_size;
};

/* Why a permutation in BB would cost register copies every iteration,
   or NULL if it would not.  The permutation reads the carried vector and
   its successor at once, so the two need two registers and the carried
   one must be copied on the back edge, and a two-operand target copies
   the first operand once more; only unrolling the loop twice lets them
   rotate.  qprop-sr does that (adopt_rotations) under the conditions
   below; where it cannot, a spliced load would become two or three
   instructions (stencil9 at -O3, whose loop has too few registers left
   to unroll: 1.18x the instructions and slower).  */
static const char *
rotation_blocked (basic_block bb)
{
  loop_p loop = bb->loop_father;
  if (!loop || !loop_outer (loop) || loop->inner)
    return "it is not in an innermost loop";
  if (!optimize_loop_for_speed_p (loop))
    return "its loop is optimized for size";
  if (!single_dom_exit (loop))
    return "its loop has no single exit that dominates its latch";
  tree_niter_desc desc;
  if (!can_unroll_loop_p (loop, 2, &desc))
    return "its loop's trip count is unknown or its body too big to unroll";
  /* qprop-sr asks the same once the carried vector lives beside its
     successor, and may still refuse.  */
  if (!room_to_unroll (loop, 2))
    return "its loop has too few registers left to unroll";
  return NULL;
}

/* The most address streams a loop may walk for its splices: once the
   loop is unrolled, ivopts gives each stream an induction variable of
   its own where the loop before had one index for all, and the
   increments and copies cost more than the copies unrolling saves.
   Measured at -O3 on x86-64: 1-D stencils (two streams) and a sweep over
   three arrays (three) ran as many instructions as GCC or fewer; 2-D and
   3-D stencils, whose rows are streams of their own (four and more),
   1.05x to 1.25x (stencil5: 1.25x, and slower).  */
const int max_streams = 3;

/* In a loop that cannot be unrolled, a splice still saves a load, for
   two register copies (the carried vector's on the back edge, and the
   permutation's first operand on a two-operand target): about one
   instruction more per iteration.  It is taken where the loop has at
   least this many size units per splice, so that the loop runs at most
   about 5% more instructions: conv2d's unrolled 5x5 convolution (its
   body too big to unroll again) loads 0.84x and runs 1.015x the
   instructions; stencil9, whose 3 splices in a loop of about 30 would
   add 18%, is left alone.  */
const int cheap_factor = 20;

/* The address streams of BB: its memory references grouped by address
   forms over the same leaves whose offsets lie within 64 bytes of one
   another (a reference with no form is a stream of its own).  */
static int
count_streams (basic_block bb, address_forms &forms)
{
  std::vector<address_form> heads;
  int streams = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!gimple_assign_single_p (stmt)
	  || (!gimple_vuse (stmt) && !gimple_vdef (stmt)))
	continue;
      tree ref = gimple_vdef (stmt) ? gimple_assign_lhs (stmt)
				     : gimple_assign_rhs1 (stmt);
      if (!REFERENCE_CLASS_P (ref) && !DECL_P (ref))
	continue;
      address_form f;
      if (!forms.of_ref (ref, &f))
	{
	  streams++;
	  continue;
	}
      bool known = false;
      for (const address_form &h : heads)
	if (h.same_terms (f))
	  {
	    HOST_WIDE_INT d = (HOST_WIDE_INT) (f.offset - h.offset);
	    if (d > -64 && d < 64)
	      known = true;
	  }
      if (!known)
	{
	  heads.push_back (f);
	  streams++;
	}
    }
  return streams;
}

/* A load to replace by a permutation of two neighbours.  */
struct splice_plan
{
  vload *load, *p, *q;
};

class vector_splice
{
public:
  vector_splice (function *fn, splice_stats *stats)
    : m_fn (fn), m_stats (stats)
  {
  }

  void run ();

private:
  bool candidate_p (gimple *stmt, vload *out);
  void splice_block (basic_block bb);
  void plan_group (basic_block bb, std::vector<vload *> &group,
		   std::vector<splice_plan> *plan);
  bool supported (basic_block bb, const vload &l, const vload &p,
		  const vload &q);
  void splice_one (basic_block bb, vload &l, vload &p, vload &q);
  bool can_move_up (const vload &src, const vload &before);
  void number (basic_block bb);

  function *m_fn;
  splice_stats *m_stats;
  address_forms m_forms;
};

/* Whether STMT is a plain load of a whole vector with an address form;
   fill *OUT if so.  */
bool
vector_splice::candidate_p (gimple *stmt, vload *out)
{
  gassign *as = dyn_cast<gassign *> (stmt);
  if (!as || !gimple_assign_single_p (as) || !gimple_vuse (as)
      || gimple_vdef (as))
    return false;
  tree lhs = gimple_assign_lhs (as);
  tree rhs = gimple_assign_rhs1 (as);
  if (TREE_CODE (lhs) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (lhs))
      || (TREE_CODE (rhs) != MEM_REF && TREE_CODE (rhs) != TARGET_MEM_REF))
    return false;
  if (gimple_has_volatile_ops (as) || stmt_could_throw_p (m_fn, as))
    return false;
  tree type = TREE_TYPE (lhs);
  tree elt = TREE_TYPE (type);
  unsigned HOST_WIDE_INT lanes;
  if (VECTOR_BOOLEAN_TYPE_P (type)
      || !TYPE_VECTOR_SUBPARTS (type).is_constant (&lanes) || lanes < 2
      || !VECTOR_MODE_P (TYPE_MODE (type))
      || !(INTEGRAL_TYPE_P (elt) || SCALAR_FLOAT_TYPE_P (elt))
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (elt))
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
      || !types_compatible_p (TREE_TYPE (rhs), type))
    return false;
  unsigned HOST_WIDE_INT lane_size = tree_to_uhwi (TYPE_SIZE_UNIT (elt));
  /* Lanes that do not fill whole bytes, or padding, would make the
     offsets below meaningless.  */
  if (lane_size == 0 || lane_size * lanes != tree_to_uhwi (TYPE_SIZE_UNIT (type))
      || tree_to_uhwi (TYPE_SIZE (elt)) != lane_size * BITS_PER_UNIT)
    return false;
  if (!m_forms.of_ref (rhs, &out->form))
    return false;
  out->stmt = as;
  out->lhs = lhs;
  out->lanes = lanes;
  out->lane_size = lane_size;
  return true;
}

/* Number the statements of BB in order, for the comparisons of
   positions below.  */
void
vector_splice::number (basic_block bb)
{
  unsigned uid = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    gimple_set_uid (gsi_stmt (gsi), uid++);
}

void
vector_splice::splice_block (basic_block bb)
{
  /* Filled before any pointer into it is taken.  */
  std::vector<vload> loads;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      vload l;
      if (candidate_p (gsi_stmt (gsi), &l))
	loads.push_back (l);
    }
  if (loads.size () < 2)
    return;
  m_stats->candidates += loads.size ();
  number (bb);

  /* Group by memory state, type and leaves.  A block holds few vector
     loads, so the quadratic grouping costs nothing worth an index.  */
  std::vector<bool> grouped (loads.size (), false);
  std::vector<splice_plan> plan;
  for (size_t i = 0; i < loads.size (); i++)
    {
      if (grouped[i])
	continue;
      std::vector<vload *> group (1, &loads[i]);
      for (size_t j = i + 1; j < loads.size (); j++)
	if (!grouped[j]
	    && gimple_vuse (loads[j].stmt) == gimple_vuse (loads[i].stmt)
	    && types_compatible_p (TREE_TYPE (loads[j].lhs),
				   TREE_TYPE (loads[i].lhs))
	    && loads[j].form.same_terms (loads[i].form))
	  {
	    grouped[j] = true;
	    group.push_back (&loads[j]);
	  }
      if (group.size () < 3)
	continue;
      m_stats->groups++;
      plan_group (bb, group, &plan);
    }
  if (plan.empty ())
    return;

  const char *blocked = rotation_blocked (bb);
  int size = -1;
  if (!blocked)
    {
      if (count_streams (bb, m_forms) > max_streams)
	blocked = "its loop walks more than 3 address streams, each of"
		  " which would get an induction variable of its own once"
		  " unrolled";
    }
  else if (bb->loop_father && loop_outer (bb->loop_father)
	   && !bb->loop_father->inner
	   && optimize_loop_for_speed_p (bb->loop_father))
    {
      /* Not unrolled, each splice costs about one instruction more than
	 it saves; that is taken where it is small beside the loop.  */
      size = tree_num_loop_insns (bb->loop_father, &eni_size_weights);
      if (size >= cheap_factor * (int) plan.size ())
	{
	  if (dump_file)
	    fprintf (dump_file, "qprop-splice: bb %d: spliced without"
		     " unrolling (%s): %d splice%s in a loop of size %d\n",
		     bb->index, blocked, (int) plan.size (),
		     plan.size () == 1 ? "" : "s", size);
	  blocked = NULL;
	}
    }
  if (blocked)
    {
      m_stats->unrotated += plan.size ();
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-splice: bb %d: not spliced, %s",
		   bb->index, blocked);
	  if (size >= 0)
	    fprintf (dump_file, ", and its size %d is under %d per splice"
		     " for %d", size, cheap_factor, (int) plan.size ());
	  dump_stmt (plan[0].load->stmt, ": ");
	}
      return;
    }
  for (splice_plan &sp : plan)
    splice_one (bb, *sp.load, *sp.p, *sp.q);
}

/* The signed distance in bytes from A's address to B's.  */
static HOST_WIDE_INT
distance (const vload &a, const vload &b)
{
  return (HOST_WIDE_INT) (b.form.offset - a.form.offset);
}

/* Lane k of L is lane (L - P) / E + k of P while that is below the lane
   count N, else lane (L + k * E - Q) / E of Q, numbered N and up.  */
static void
lane_selection (const vload &l, const vload &p, const vload &q,
		vec_perm_builder *sel)
{
  unsigned lanes = l.lanes;
  HOST_WIDE_INT lane = l.lane_size;
  HOST_WIDE_INT from_p = distance (p, l) / lane;
  HOST_WIDE_INT q_from_l = distance (l, q) / lane;
  sel->new_vector (lanes, lanes, 1);
  for (unsigned k = 0; k < lanes; k++)
    {
      if (from_p + k < lanes)
	sel->quick_push (from_p + k);
      else
	sel->quick_push (lanes + k - q_from_l);
    }
}

/* Whether the target can make L from P and Q in one constant
   permutation; the dump says so where it cannot.  */
bool
vector_splice::supported (basic_block bb, const vload &l, const vload &p,
			  const vload &q)
{
  vec_perm_builder sel;
  lane_selection (l, p, q, &sel);
  vec_perm_indices indices (sel, 2, l.lanes);
  if (can_vec_perm_const_p (TYPE_MODE (TREE_TYPE (l.lhs)), indices, false))
    return true;
  m_stats->unsupported++;
  dump_stmt (l.stmt, "qprop-splice: bb %d: not spliced, the target"
	     " has no such permutation: ", bb->index);
  return false;
}

/* Choose the loads of GROUP to splice, and from which neighbours, into
   *PLAN.  */
void
vector_splice::plan_group (basic_block bb, std::vector<vload *> &group,
			   std::vector<splice_plan> *plan)
{
  /* Offsets relative to the first load's, so that the wrap-around of
     the 64-bit arithmetic of the forms does not disturb the order.  */
  const vload &first = *group[0];
  std::stable_sort (group.begin (), group.end (),
		    [&first] (const vload *a, const vload *b)
		    { return distance (first, *a) < distance (first, *b); });
  const HOST_WIDE_INT lane = group[0]->lane_size;
  const HOST_WIDE_INT width = lane * group[0]->lanes;
  size_t p = 0;
  size_t j = 1;
  while (j < group.size ())
    {
      HOST_WIDE_INT d = distance (*group[p], *group[j]);
      if (d == 0 || d % lane != 0 || d >= width)
	{
	  /* The same address again (FRE's business), lanes that do not
	     line up, or a whole vector away: a new start.  */
	  if (d != 0)
	    p = j;
	  j++;
	  continue;
	}
      /* The furthest load within one vector of P whose lanes line up.  */
      size_t q = 0;
      for (size_t t = j + 1; t < group.size (); t++)
	{
	  HOST_WIDE_INT dt = distance (*group[p], *group[t]);
	  if (dt > width)
	    break;
	  if (dt % lane == 0 && dt > d)
	    q = t;
	}
      if (!q)
	{
	  p = j++;
	  continue;
	}
      for (size_t t = j; t < q; t++)
	{
	  HOST_WIDE_INT dt = distance (*group[p], *group[t]);
	  if (dt > 0 && dt % lane == 0
	      && distance (*group[t], *group[q]) > 0)
	    if (supported (bb, *group[t], *group[p], *group[q]))
	      plan->push_back ({ group[t], group[p], group[q] });
	}
      p = q;
      j = q + 1;
    }
}

/* Whether the load SRC can be moved up to just before the load BEFORE,
   keeping its meaning and running it on no new path.  */
bool
vector_splice::can_move_up (const vload &src, const vload &before)
{
  gimple *stmt = src.stmt;
  /* Its address operands must be defined above BEFORE.  */
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    {
      gimple *def = SSA_NAME_DEF_STMT (use);
      if (gimple_bb (def) == gimple_bb (stmt)
	  && gimple_code (def) != GIMPLE_PHI
	  && gimple_uid (def) >= gimple_uid (before.stmt))
	return false;
    }
  /* Nothing in between may keep the block from reaching SRC (qprop's
     one rule, ir/no-trap.h).  The shared virtual operand already rules
     out stores in between.  */
  gimple_stmt_iterator gsi = gsi_for_stmt (before.stmt);
  for (gsi_next (&gsi); gsi_stmt (gsi) != stmt; gsi_next (&gsi))
    if (may_end_path (m_fn, gsi_stmt (gsi)))
      return false;
  return true;
}

/* Move the permutation STMT down to just before its first use in its
   block.  Its first operand is often used on its own before that (the
   left neighbour of a stencil is added first); a two-operand target
   (x86's shufpd) overwrites that operand with the result, and must copy
   it first while it is still live.  Placed after those uses, the
   permutation is the operand's last use.  */
static void
sink_to_first_use (gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);
  tree lhs = gimple_assign_lhs (stmt);
  if (!for_each_read (lhs, [bb] (gimple *u, basic_block)
	{ return gimple_bb (u) == bb && gimple_code (u) != GIMPLE_PHI; }))
    return;
  imm_use_iterator it;
  use_operand_p use;
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gimple_stmt_iterator to = gsi;
  for (gsi_next (&to); !gsi_end_p (to); gsi_next (&to))
    {
      gimple *s = gsi_stmt (to);
      if (is_gimple_debug (s))
	continue;
      bool uses = false;
      FOR_EACH_IMM_USE_FAST (use, it, lhs)
	if (USE_STMT (use) == s)
	  uses = true;
      if (uses)
	break;
    }
  if (gsi_end_p (to))
    return;
  gsi_move_before (&gsi, &to);
}

/* Replace the load L by a permutation of P and Q.  */
void
vector_splice::splice_one (basic_block bb, vload &l, vload &p, vload &q)
{
  vec_perm_builder sel;
  lane_selection (l, p, q, &sel);
  vec_perm_indices indices (sel, 2, l.lanes);
  unsigned lanes = l.lanes;
  /* A neighbour that comes later is moved up to L; both are checked
     before either moves.  */
  bool movable = true;
  for (vload *src : { &p, &q })
    if (gimple_uid (src->stmt) > gimple_uid (l.stmt)
	&& !can_move_up (*src, l))
      movable = false;
  if (!movable)
    {
      m_stats->unmovable++;
      dump_stmt (l.stmt, "qprop-splice: bb %d: not spliced, a load it"
		 " needs comes later and cannot be moved up to it: ",
		 bb->index);
      return;
    }
  for (vload *src : { &p, &q })
    if (gimple_uid (src->stmt) > gimple_uid (l.stmt))
      {
	gimple_stmt_iterator from = gsi_for_stmt (src->stmt);
	gimple_stmt_iterator to = gsi_for_stmt (l.stmt);
	gsi_move_before (&from, &to);
	m_stats->moved++;
      }
  number (bb);

  dump_stmt (l.stmt, "qprop-splice: bb %d: ", bb->index);
  tree mask = vec_perm_indices_to_tree (build_vector_type (ssizetype, lanes),
					indices);
  unsigned uid = gimple_uid (l.stmt);
  gimple_stmt_iterator gsi = gsi_for_stmt (l.stmt);
  gimple_assign_set_rhs_with_ops (&gsi, VEC_PERM_EXPR, p.lhs, q.lhs, mask);
  gimple *stmt = gsi_stmt (gsi);
  gimple_set_vuse (stmt, NULL_TREE);
  gimple_set_uid (stmt, uid);
  update_stmt (stmt);
  l.stmt = as_a<gassign *> (stmt);
  sink_to_first_use (l.stmt);
  m_stats->spliced++;
  dump_stmt (stmt, "qprop-splice:   now ");
}

void
vector_splice::run ()
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    splice_block (bb);
}

} // anon namespace

unsigned int
run_vector_splice (function *fn, splice_stats *stats)
{
  if (!address_forms::usable ())
    return 0;
  vector_splice vs (fn, stats);
  vs.run ();
  return 0;
}

} // namespace qprop
