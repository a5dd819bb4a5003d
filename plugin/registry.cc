/* The pass table and the wrapper every qprop pass runs in.

   GCC's pass manager knows nothing of qprop's selection, counters or
   verification, so each qprop pass is an instance of qprop_pass below,
   which reads its row of the table, gates on optimization and selection,
   runs the row's execute function, finishes the TODOs it asked for,
   optionally verifies the IR, and reports the function's counters.  */

#include "gcc-includes.h"
#include "args.h"
#include "registry.h"
#include "ir/verify.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

namespace {

/* The passes, in the order they run.  Analyses that other passes consume
   are computed on demand by their users; a row here is for work that has
   a dump and counters of its own.  */
const pass_desc pass_table[] = {
  { "qprop-version",
    "run-time alias versioning: copy innermost loops whose reuse across"
    " iterations only possible pointer overlap blocks, and give the copy"
    " that runs when a run-time check finds the accessed ranges disjoint"
    " restrict-like dependence cliques, before GCC's LIM and PRE",
    "laddress", 1, PASS_POS_INSERT_AFTER, OPTGROUP_LOOP,
    NULL, execute_version },
  { "qprop-simt-pre",
    "SIMT: switch GCC's PRE off in functions with a divergent branch, so"
    " that qprop-pre, which never inserts into a divergent arm, does PRE"
    " there (per function; changes no IR)",
    "pre", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_OTHER,
    NULL, execute_pre_guard },
  { "qprop-gvn",
    "optimistic global value numbering and value-occurrence tables"
    " (analysis, changes nothing; qprop-pre computes its own)",
    "pre", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    NULL, execute_gvn },
  { "qprop-pre",
    "EDDPRE: partial redundancy elimination by query propagation over"
    " value numbers, after GCC's PRE or in its place (-fno-tree-pre)",
    "pre", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    NULL, execute_pre },
  { "qprop-stats",
    "count blocks, loops, loads, stores and branches per function"
    " (changes nothing)",
    "pre", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    NULL, execute_stats },
  { "qprop-div",
    "divergence analysis of SIMT code (uniform, affine, divergent values"
    " and branches), its report and run-time check (changes nothing"
    " without div-check)",
    "pre", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    NULL, execute_div },
  { "qprop-splice",
    "compose vector loads that straddle two other vector loads of the"
    " same memory from those two by a lane permutation, after the"
    " vectorizer and before predictive commoning",
    "pcom", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_LOOP,
    NULL, execute_splice },
  { "qprop-sr",
    "PRESR: scalar replacement of array references across loop"
    " iterations by query propagation, in the loop pipeline after"
    " predictive commoning",
    "pcom", 1, PASS_POS_INSERT_AFTER, OPTGROUP_LOOP,
    NULL, execute_sr },
  { "qprop-reconverge",
    "SIMT: keep split-paths, the tracer and the late jump threaders from"
    " copying the join of a divergent branch (switches them off per"
    " function; changes no IR)",
    "split-paths", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_OTHER,
    NULL, execute_reconverge },
  { "qprop-flatten",
    "SIMT: flatten loop nests whose inner loop's exit diverges, so that"
    " lanes done with their inner loop fetch their next outer item, after"
    " the last jump threading",
    "wrestrict", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_LOOP,
    NULL, execute_flatten },
  { "qprop-linearize",
    "SIMT: partial control-flow linearization of divergent regions whose"
    " blocks a warp would run more than once, after the last jump threading",
    "wrestrict", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_OTHER,
    NULL, execute_linearize },
  { "qprop-glia",
    "GLIA/MDGLIA: move loads next to loads of the same array (rows),"
    " after all other GIMPLE optimizations",
    "uncprop", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    NULL, execute_glia },
};

class qprop_pass : public gimple_opt_pass
{
public:
  qprop_pass (const pass_data &data, const pass_desc &desc)
    : gimple_opt_pass (data, g), m_desc (desc)
  {
  }

  bool gate (function *fn) final override
  {
    /* Plugin passes sit inside GCC's optimization pipeline, but are not
       covered by the gates of their neighbours; -O0 must stay a no-op on
       its own terms.  */
    if (!optimize)
      return false;
    return !m_desc.gate || m_desc.gate (fn);
  }

  unsigned int execute (function *fn) final override
  {
    counters::begin_function (m_desc.name);
    unsigned int todo = m_desc.execute (fn);
    finish_todo (todo);
    if (config.selftest_broken_ir)
      break_ir_for_selftest (fn);
    if (config.verify)
      verify_ir (m_desc.name, fn);
    counters::end_function (fn);
    return 0;
  }

private:
  /* Carry out the TODOs a pass asked for now, rather than after this
     wrapper returns, so that the verifier sees the IR as the pass
     intends it to be left.  */
  void finish_todo (unsigned int todo)
  {
    gcc_assert (!(todo & ~(TODO_cleanup_cfg | TODO_update_ssa_any)));
    if (todo & TODO_update_ssa_any)
      update_ssa (todo & TODO_update_ssa_any);
    if (todo & TODO_cleanup_cfg)
      cleanup_tree_cfg ();
  }

  const pass_desc &m_desc;
};

} // anon namespace

size_t
pass_count ()
{
  return ARRAY_SIZE (pass_table);
}

const pass_desc &
pass_at (size_t index)
{
  return pass_table[index];
}

int
find_pass (const char *name)
{
  for (size_t i = 0; i < ARRAY_SIZE (pass_table); i++)
    if (strcmp (pass_table[i].name, name) == 0)
      return i;
  return -1;
}

void
register_passes (const char *plugin_name)
{
  /* Passes placed after the same GCC pass end up in the reverse order of
     their registration, so register from the end of the table.  */
  for (size_t i = ARRAY_SIZE (pass_table); i-- > 0; )
    {
      if (!config.selected[i])
	continue;
      const pass_desc &desc = pass_table[i];
      pass_data data = {
	GIMPLE_PASS, desc.name, desc.optgroup, TV_NONE,
	PROP_cfg | PROP_ssa, 0, 0, 0, 0
      };
      struct register_pass_info info;
      info.pass = new qprop_pass (data, desc);
      info.reference_pass_name = desc.reference_pass;
      info.ref_pass_instance_number = desc.reference_instance;
      info.pos_op = desc.position;
      register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
    }

  /* GCC read -fdump-* before this plugin was loaded, so qprop's dumps
     are switched on here, now that their passes exist.  */
  for (const std::string &sw : config.dump_switches)
    {
      std::string pass = sw.substr (strlen ("tree-"));
      size_t suffix = pass.find ("-details");
      if (suffix != std::string::npos)
	pass.erase (suffix);
      if (config.selected[find_pass (pass.c_str ())])
	g->get_dumps ()->dump_switch_p (sw.c_str ());
      else
	warning (0, "qprop: no dump for %qs: the pass is not selected by"
		 " %<-fplugin-arg-qprop-passes%>", pass.c_str ());
    }
}

} // namespace qprop
