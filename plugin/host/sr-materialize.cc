/* qprop-sr's materialization: whether a solved query's plan pays (the
   carried values' limit, register pressure, the profile), the loads and
   PHIs it inserts, and the merging of duplicate PHIs afterwards.  */

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
#include "analysis/live-registers.h"
#include "query/query-engine.h"
#include "report/dump.h"
#include "host/scalar-replace.h"
#include "host/scalar-replace-impl.h"

namespace qprop {
namespace presr {

/* Count the loop-header PHIs the plan would create, per loop, and check
   them against sr-carried.  */
bool
scalar_replace::within_carried_limit ()
{
  m_extra.clear ();
  m_plan.walk ({ 0 }, [&] (int, const planned_value<address_form> &pv)
    {
      if (pv.kind != planned_value<address_form>::PHI)
	return plan_step::skip;
      if (pv.bb->loop_father->header == pv.bb
	  || (pv.bb->flags & BB_IRREDUCIBLE_LOOP))
	m_extra[pv.bb->loop_father->num]++;
      return plan_step::follow;
    });
  m_new_carried = 0;
  for (auto &l : m_extra)
    {
      /* The loop's own header PHIs (induction variables, the values
	 predictive commoning carries) hold registers too.  */
      if (!m_carried.count (l.first))
	{
	  loop_p loop = get_loop (m_fn, l.first);
	  int own = 0;
	  for (gphi_iterator psi = gsi_start_phis (loop->header);
	       !gsi_end_p (psi); gsi_next (&psi))
	    own += !virtual_operand_p (gimple_phi_result (psi.phi ()));
	  m_carried[l.first] = own;
	}
      m_new_carried += l.second;
      if (m_carried[l.first] + l.second > m_params.carried)
	{
	  m_carried_loop = l.first;
	  return false;
	}
      reg_file file = reg_file_of (m_ref.type);
      int avail = available_registers (file);
      if (avail >= 0)
	{
	  auto cached = m_pressure.find (l.first);
	  if (cached == m_pressure.end ())
	    cached = m_pressure.emplace
	      (l.first, estimate_loop_pressure (get_loop (m_fn, l.first))).first;
	  const loop_pressure &lp = cached->second;
	  if (lp.max_live[file] + l.second > avail - pressure_margin)
	    {
	      m_carried_loop = l.first;
	      m_pressure_live = lp.max_live[file];
	      m_pressure_avail = avail;
	      return false;
	    }
	}
    }
  /* In SIMT code the registers are shared out among the resident warps:
     the values carried stay live round their loops, so they are added
     to the function's peak (an upper bound: loops apart do not add).  */
  m_regs_pending = 0;
  if (m_params.register_guard && m_new_carried)
    {
      if (m_regs_before < 0)
	m_regs_before = live_registers (m_fn).peak ();
      int units = m_new_carried * register_units (m_ref.type);
      m_regs = judge_register_change (m_fn, m_regs_before,
				      m_regs_before + m_regs_added + units,
				      0, m_params.register_guard_saving);
      m_regs_refusal = m_regs.refusal;
      if (m_regs_refusal)
	return false;
      m_regs_pending = units;
    }
  return true;
}

/* The expected benefit, by GCC's profile: the loads the plan inserts
   must run less often than the reference they replace.  This keeps
   preheader loads out of loops that run a few times (a vectorized
   loop's epilogue) and insertions inside the loop off paths the
   reference is not on.  */
bool
scalar_replace::pays ()
{
  profile_count origin = m_ref.bb->count;
  if (!origin.initialized_p ())
    return false;
  profile_count inserted = profile_count::zero ();
  /* GCC's guessed profile makes an irreducible cycle look colder than
     the edges entering it; an insertion on such an edge runs once per
     entry, not once per trip, and is not counted against the
     reference.  */
  bool in_cycle = m_ref.bb->flags & BB_IRREDUCIBLE_LOOP;
  for (const planned_value<address_form> &pv : m_plan)
    if (pv.kind == planned_value<address_form>::INSERT && !pv.made
	&& !(in_cycle && (pv.e->dest->flags & BB_IRREDUCIBLE_LOOP)
	     && !(pv.e->src->flags & BB_IRREDUCIBLE_LOOP)))
      {
	profile_count c = pv.e->count ();
	if (!c.initialized_p ())
	  return false;
	inserted += c;
      }
  /* Each inserted load must save at least two: the guessed profile is
     only an estimate, and the carried PHIs may cost a copy a trip.  */
  return inserted + inserted <= origin;
}

/* A load of F's element, with its address computed as at the end of
   BB, appended to SEQ; returns the loaded name.  */
tree
scalar_replace::build_load (const address_form &f, basic_block bb,
			    gimple_seq *seq)
{
  address_form g;
  bool ok = m_forms.without_iterations (f, bb, &g);
  gcc_assert (ok);
  tree ptr = address_forms::build_address (g, seq);
  gcc_assert (ptr);
  /* The alignment the origin is known to have, lowered by what the
     rewriting may have changed: the offset, the integer terms and the
     iteration numbers.  */
  unsigned align = m_ref.align;
  unsigned HOST_WIDE_INT delta = f.offset - m_ref.form.offset;
  if (delta)
    align = MIN (align, (unsigned) (least_bit_hwi (delta) * BITS_PER_UNIT));
  const address_form *both[] = { &f, &m_ref.form };
  for (const address_form *h : both)
    for (const form_term &t : h->terms)
      if (m_forms.iteration_loop (t.leaf)
	  || (TREE_CODE (t.leaf) == SSA_NAME
	      && !POINTER_TYPE_P (TREE_TYPE (t.leaf))))
	align = MIN (align,
		     (unsigned) (least_bit_hwi (t.coef) * BITS_PER_UNIT));
  align = MAX (align, (unsigned) BITS_PER_UNIT);
  tree type = m_ref.type;
  if (align < TYPE_ALIGN (type))
    type = build_aligned_type (type, align);
  tree ref = build2 (MEM_REF, type, ptr,
		     build_int_cst (m_ref.alias_type, (HOST_WIDE_INT) g.offset));
  tree value = make_temp_ssa_name (m_ref.type, NULL, "qsr");
  gimple *load = gimple_build_assign (value, ref);
  /* Later queries ask the oracle about this load before the virtual
     operands are renamed at the end.  */
  gimple_set_vuse (load, memory_state_at_end (bb));
  gimple_seq_add_stmt (seq, load);
  return value;
}

tree
scalar_replace::insert (const address_form &f, edge e)
{
  gimple_seq seq = NULL;
  tree value = build_load (f, e->src, &seq);
  gsi_insert_seq_on_edge (e, seq);
  m_stats->insertions++;
  return value;
}

tree
scalar_replace::phi_result (const planned_value<address_form> &pv)
{
  tree res = make_temp_ssa_name (m_ref.type, NULL, "qsr");
  if (pv.bb->loop_father->header == pv.bb)
    m_rotating[pv.bb->loop_father->num].push_back (res);
  m_new_phis.push_back (res);
  m_stats->phis++;
  return res;
}

bool
scalar_replace::transform ()
{
  int value = m_plan.build (m_nodes, gimple_assign_lhs (m_ref.origin));
  if (value < 0)
    return false;
  m_pressure_live = -1;
  m_regs_refusal = NULL;
  if (!within_carried_limit ())
    {
      m_stats->dropped++;
      if (m_regs_refusal)
	{
	  if (dump_file)
	    {
	      fprintf (dump_file, "qprop-sr: dropped, %s", m_regs_refusal);
	      print_register_check (dump_file, m_regs);
	    }
	  dump_stmt (m_ref.origin, ": ");
	}
      else if (m_pressure_live >= 0)
	dump_stmt (m_ref.origin, "qprop-sr: loop %d: dropped, %d values of"
		   " its register file are live there already, of %d"
		   " registers less a margin of %d: ", m_carried_loop,
		   m_pressure_live, m_pressure_avail, pressure_margin);
      else
	dump_stmt (m_ref.origin, "qprop-sr: loop %d: dropped, it would"
		   " carry more than sr-carried=%d values: ", m_carried_loop,
		   m_params.carried);
      return false;
    }

  if (!pays ())
    {
      m_stats->unprofitable++;
      dump_stmt (m_ref.origin, "qprop-sr: bb %d: not replaced, the loads it"
		 " would insert run as often as the reference: ",
		 m_ref.bb->index);
      return false;
    }

  long insertions = m_stats->insertions, phis = m_stats->phis;
  tree t = m_plan.materialize (value, *this);
  gimple_stmt_iterator gsi = gsi_for_stmt (m_ref.origin);
  dump_stmt (m_ref.origin, "qprop-sr: bb %d: ", gsi_bb (gsi)->index);
  /* In SIMT code the cached access stays: the name still holds the
     element's value there, for the queries that follow in this run (in
     a chain of carried values, the next query would otherwise have to
     go back further than sr-visits allows), and the original program
     reads the element there.  On the host it goes: the values it lets
     later queries carry cost spills (conflict3 at -O3: 7.6 M more
     stores).  */
  if (!m_params.policy || !m_params.policy->da)
    m_access.erase (m_ref.origin);
  gimple_assign_set_rhs_from_tree (&gsi, t);
  update_stmt (gsi_stmt (gsi));
  m_stats->replaced++;
  m_stats->carried += m_new_carried;
  m_changed = true;
  m_pressure.clear ();
  for (auto &l : m_extra)
    m_carried[l.first] += l.second;
  m_regs_added += m_regs_pending;
  m_dfs_stale = true;
  /* Commit now, splitting edges as needed, so that the new names have
     blocks that later queries can reason about.  */
  gsi_commit_edge_inserts ();

  int distance = 0;
  for (const sr_node &node : m_nodes)
    if (node.kind == NODE_REAL && node.avail)
      distance = MAX (distance, node.distance);
  note_rotation (distance);
  if (dump_file)
    fprintf (dump_file, "qprop-sr:   replaced: distance=%d insertions=%ld"
	     " phis=%ld carried=%d nodes=%d\n", distance,
	     m_stats->insertions - insertions, m_stats->phis - phis,
	     m_new_carried, (int) m_nodes.size () - 1);
  return true;
}

/* The value NAME copies, through copies and PHIs of one argument (a few
   steps deep), or NAME itself.  Predictive commoning and qprop-sr leave
   their replaced loads as such copies until a later pass propagates
   them.  */
tree
copy_source (tree name)
{
  for (int n = 0; TREE_CODE (name) == SSA_NAME && n < 8; n++)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (gimple_assign_ssa_name_copy_p (def))
	name = gimple_assign_rhs1 (def);
      else if (is_a<gphi *> (def) && gimple_phi_num_args (def) == 1)
	name = gimple_phi_arg_def (def, 0);
      else
	break;
    }
  return name;
}

/* Whether A and B hold the same value: the same operand, copies of it
   (or PHIs of one argument), or two loads of one element (equal address
   forms) in one memory
   state, such as the same element loaded before a loop for two
   replacements, or by a peeled iteration and for a replacement.  */
bool
scalar_replace::same_value (tree a, tree b)
{
  a = copy_source (a);
  b = copy_source (b);
  if (operand_equal_p (a, b, 0))
    return true;
  if (TREE_CODE (a) != SSA_NAME || TREE_CODE (b) != SSA_NAME
      || !types_compatible_p (TREE_TYPE (a), TREE_TYPE (b)))
    return false;
  gassign *da = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (a));
  gassign *db = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (b));
  if (!da || !db || !gimple_assign_load_p (da) || !gimple_assign_load_p (db)
      || !gimple_vuse (da) || gimple_vuse (da) != gimple_vuse (db))
    return false;
  const access &x = access_of (da), &y = access_of (db);
  return (x.valid && y.valid && !x.store && !y.store && x.size == y.size
	  && x.form == y.form);
}

/* A PHI this run made that merges the same values on the same edges as
   another PHI of its block is that PHI: a later replacement asked for a
   value an earlier one carries already (the loads of one element's
   chain each get PHIs of their own).  Its uses take the other's result
   and it goes, so that no register copy is made for it.  */
void
scalar_replace::merge_duplicate_phis ()
{
  bool again = true;
  while (again)
    {
      again = false;
      for (tree &res : m_new_phis)
	{
	  gphi *phi = (res && !SSA_NAME_IN_FREE_LIST (res)
		       ? dyn_cast<gphi *> (SSA_NAME_DEF_STMT (res)) : NULL);
	  if (!phi || !gimple_bb (phi))
	    continue;
	  for (gphi_iterator gsi = gsi_start_phis (gimple_bb (phi));
	       !gsi_end_p (gsi); gsi_next (&gsi))
	    {
	      gphi *other = gsi.phi ();
	      tree ores = gimple_phi_result (other);
	      if (other == phi || virtual_operand_p (ores)
		  || !types_compatible_p (TREE_TYPE (ores), TREE_TYPE (res)))
		continue;
	      bool same = true;
	      for (unsigned i = 0; same && i < gimple_phi_num_args (phi); i++)
		same = same_value (gimple_phi_arg_def (phi, i),
				   gimple_phi_arg_def (other, i));
	      if (!same)
		continue;
	      if (dump_file && (dump_flags & TDF_DETAILS))
		{
		  fprintf (dump_file, "qprop-sr: bb %d: ",
			   gimple_bb (phi)->index);
		  print_generic_expr (dump_file, res);
		  fprintf (dump_file, " is ");
		  print_generic_expr (dump_file, ores);
		  fputc ('\n', dump_file);
		}
	      replace_uses_by (res, ores);
	      for (auto &l : m_rotating)
		l.second.erase (std::remove (l.second.begin (), l.second.end (),
					     res), l.second.end ());
	      gimple_stmt_iterator pg = gsi_for_stmt (phi);
	      remove_phi_node (&pg, true);
	      m_stats->merged_phis++;
	      res = NULL_TREE;
	      again = true;
	      break;
	    }
	}
    }
}

} // namespace presr
} // namespace qprop
