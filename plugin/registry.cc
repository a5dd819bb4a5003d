/* The pass table and the wrapper every qprop pass runs in.

   GCC's pass manager knows nothing of qprop's selection, counters or
   verification, so each qprop pass is an instance of qprop_pass below,
   which reads its row of the table, gates on optimization, decides
   whether the function is one the pass has work in (SIMT code, the
   pass's own condition, max-blocks), runs the row's execute function with
   the settings, finishes the TODOs it asked for, optionally verifies the
   IR, and reports the function's counters.  */

#include "gcc-includes.h"
#include "registry.h"
#include "ir/verify.h"
#include "report/counters.h"
#include "passes/passes.h"
#include "host/vectorize.h"

namespace qprop {

namespace {

/* The passes, in the order they run.  Analyses that other passes consume
   are computed on demand by their users; a row here is for work that has
   a dump and counters of its own.  Rows placed against the same GCC pass
   must be next to each other; register_passes keeps their order.  */
const pass_desc pass_table[] = {
  { "qprop-version",
    "run-time alias versioning: copy innermost loops whose reuse across"
    " iterations only possible pointer overlap blocks, and give the copy"
    " that runs when a run-time check finds the accessed ranges disjoint"
    " restrict-like dependence cliques, before GCC's LIM and PRE",
    "laddress", 1, PASS_POS_INSERT_AFTER, OPTGROUP_LOOP,
    false, NULL, true, execute_version,
    "transform",
    "Run-time alias versioning. An innermost loop (or up to"
    " `version-copy` loops of the nest around it, when the check can be"
    " hoisted; the check itself may be hoisted further and computed"
    " once before the nest) whose reuse across iterations or invariant"
    " loads only possible overlap between pointers blocks is copied;"
    " the original runs when a run-time check finds the byte ranges of"
    " every pair of pointer groups disjoint, and its references get"
    " `restrict`-like dependence cliques"
    " (`MR_DEPENDENCE_CLIQUE`/`BASE`, owned by the loops copied), so"
    " that GCC's LIM, PRE, vectorizer and predictive commoning and"
    " `qprop-sr` all use the proof; the copy runs otherwise. In the"
    " nvptx offload compiler the warp votes on the check over its"
    " active lanes (`activemask.b32`, `vote.sync.all.pred`), so that"
    " its lanes never split between the copies. Dump lines:"
    " `qprop-version:   loop bb H (line L): versioned (groups=G pairs=P"
    " gain=F iterations=I check=C size=S levels=V clique=Q)\\|left"
    " alone: REASON`, after a versioned loop whose check stopped below"
    " an enclosing loop `qprop-version:     check not hoisted out of"
    " the enclosing loop: REASON`, after one whose check covers more"
    " loops than were copied `qprop-version:     check computed before"
    " the nest, C of its L loops copied: REASON`, after each versioned"
    " loop `qprop-version:     check built: N statements`, lines for"
    " the options switched off in the function"
    " (`-fpredictive-commoning`; `-ftree-loop-distribution` and"
    " `-ftree-loop-distribute-patterns`), then `qprop-version:"
    " FUNCTION: loops=N versioned=N copied=S`; with `-details`, each"
    " reference without an affine address. Remarks (`-fopt-info-loop`):"
    " `qprop-version: loop versioned for alias: ...` and"
    " `qprop-version: loop not versioned for alias: ...`. See"
    " [passes.md](passes.md).",
    false },
  { "qprop-simt-pre",
    "SIMT: switch GCC's PRE off in functions with a divergent branch, so"
    " that qprop-pre, which never inserts into a divergent arm, does PRE"
    " there (per function; changes no IR)",
    "pre", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_OTHER,
    true, pre_guard_wanted, true, execute_pre_guard,
    "transform (options only)",
    "SIMT code only. In a function with a divergent branch in a SIMT"
    " region, switches GCC's PRE (`-ftree-pre`, with"
    " `-ftree-partial-pre`) off for that function, so that `qprop-pre`,"
    " which inserts under `insertion-rule`, does PRE there in its"
    " place; only while `qprop-pre` is selected. Dump line:"
    " `qprop-simt-pre: FUNCTION: divergent-branches=N: tree-pre"
    " switched off, qprop-pre does PRE here\\|tree-pre kept\\|tree-pre"
    " already off`. See [passes.md](passes.md).",
    false },
  { "qprop-gvn",
    "optimistic global value numbering and value-occurrence tables"
    " (analysis, changes nothing; qprop-pre computes its own)",
    "pre", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    false, NULL, true, execute_gvn,
    "analysis (never changes the IR)",
    "Optimistic global value numbering and the value-occurrence tables"
    " that `qprop-pre` works from (`qprop-pre` computes its own; this"
    " pass exists for its dump). Dump line: `qprop-gvn: FUNCTION:"
    " values=N traversals=N numbering=optimistic\\|pessimistic`;"
    " `-details` adds every statement's value number and every block's"
    " tables. See [passes.md](passes.md).",
    false },
  { "qprop-pre",
    "EDDPRE: partial redundancy elimination by query propagation over"
    " value numbers, after GCC's PRE or in its place (-fno-tree-pre)",
    "pre", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    false, NULL, true, execute_pre,
    "transform",
    "EDDPRE: partial redundancy elimination by query propagation over"
    " value numbers. After GCC's PRE it removes what that pass leaves;"
    " with `-fno-tree-pre` it replaces it. Dump lines are listed in"
    " [passes.md](passes.md). Remark (`-fopt-info-optimized`):"
    " `qprop-pre: eliminated N redundant computations (N insertions, N"
    " PHIs)`.",
    false },
  { "qprop-stats",
    "count blocks, loops, loads, stores and branches per function"
    " (changes nothing)",
    "pre", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    false, NULL, false, execute_stats,
    "analysis (never changes the IR)",
    "Counts, per function, basic blocks, loops, loads, stores and"
    " conditional branches. Dump line: `qprop-stats: FUNCTION: blocks=N"
    " loops=N loads=N stores=N branches=N`. Remark (`-fopt-info-note`,"
    " `-fopt-info-all`): `qprop-stats: N blocks, N loops, N loads, N"
    " stores, N branches`.",
    false },
  { "qprop-div",
    "divergence analysis of SIMT code (uniform, affine, divergent values"
    " and branches), its report and run-time check (changes nothing"
    " without div-check)",
    "pre", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    false, NULL, true, execute_div,
    "analysis (changes the IR only with `div-check`)",
    "Divergence analysis of SIMT code: every SSA name uniform, affine"
    " (`c*T + a`) or divergent, every branch uniform or divergent,"
    " every loop's exits; in the nvptx accelerator compiler on"
    " offloaded code, on the host on `omp simd` loops with `simt=host`."
    " Dump lines: `qprop-div:   value NAME: uniform\\|affine C*T +"
    " A\\|divergent`, `qprop-div:   branch bb N (line L):"
    " uniform\\|divergent`, `qprop-div:   loop L (header bb H): ...`,"
    " `qprop-div: FUNCTION: mode=... names=N uniform=N affine=N"
    " divergent=N branches=N divergent-branches=N ...`. Notes with"
    " `divergence-report`; run-time check with `div-check`. See"
    " [passes.md](passes.md).",
    false },
  { "qprop-vectorize",
    "vector code for omp simd loops that GCC's vectorizer leaves scalar"
    " (divergent branches, inner loops with lane-dependent trip counts):"
    " partial linearization with masks, right after GCC's vect pass;"
    " host compiler only, runs only when named in passes=",
    "vect", 1, PASS_POS_INSERT_AFTER, OPTGROUP_VEC,
    false, vectorize_wanted, true, execute_vectorize,
    "transform (opt-in: only when named in `passes`)",
    "Host compiler only. For each `omp simd` loop (`safelen`,"
    " `force_vectorize`) that GCC's vectorizer, which runs first, left"
    " scalar, builds a vector loop of VF lanes (the target's preferred"
    " SIMD width for 32-bit elements, clamped by `safelen`/`simdlen`)"
    " in front of it, with the scalar loop as the remainder: partial"
    " linearization with explicit masks (Moll and Hack, PLDI 2018, §4)"
    " with blends at joins, and the divergent loop transform (§5) with"
    " live and exit masks and an any-lane exit for inner loops whose"
    " trip count depends on the lane; contiguous loads and stores"
    " become vector accesses, masked ones `IFN_MASK_LOAD`/`STORE`."
    " Loops GCC vectorized are left to it. Not in `all` or the default"
    " selection: name it in `passes`. Dump lines: `qprop-vectorize:  "
    " loop N (line L): vectorized VF=V masks=M blends=B loops=K ..."
    "\\|vectorized by GCC, left to it\\|left alone: REASON`, then"
    " `qprop-vectorize: FUNCTION: simd-loops=N vectorized=N by-gcc=N"
    " left-alone=N`. Remarks (`-fopt-info-vec`): `qprop-vectorize: loop"
    " vectorized with N lanes ...` and `qprop-vectorize: loop not"
    " vectorized: REASON`. See [passes.md](passes.md).",
    true },
  { "qprop-splice",
    "compose vector loads that straddle two other vector loads of the"
    " same memory from those two by a lane permutation, after the"
    " vectorizer and before predictive commoning",
    "pcom", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_LOOP,
    false, NULL, true, execute_splice,
    "transform",
    "Composes a vector load that straddles two other vector loads of"
    " the same memory from those two by a lane permutation"
    " (`VEC_PERM_EXPR`), so that predictive commoning, which runs next,"
    " can carry the loads it keeps across the vector loop's iterations;"
    " the loop is unrolled twice where that lets the carried vectors"
    " rotate without copies. Dump lines: `qprop-splice: bb N: LOAD`"
    " with `qprop-splice:   now NAME = VEC_PERM_EXPR <P, Q, { ... }>;`,"
    " `qprop-splice: bb N: not spliced, REASON: LOAD`, then"
    " `qprop-splice: FUNCTION: candidates=N groups=N spliced=N moved=N"
    " unsupported=N unmovable=N unrotated=N`. Remark"
    " (`-fopt-info-loop`): `qprop-splice: composed N vector loads from"
    " the vector loads beside them`. See [passes.md](passes.md).",
    false },
  { "qprop-sr",
    "PRESR: scalar replacement of array references across loop"
    " iterations by query propagation, in the loop pipeline after"
    " predictive commoning",
    "pcom", 1, PASS_POS_INSERT_AFTER, OPTGROUP_LOOP,
    false, NULL, true, execute_sr,
    "transform",
    "PRESR: scalar replacement of array references across loop"
    " iterations by query propagation over address forms: a load whose"
    " element an earlier iteration loaded or stored is replaced by a"
    " value carried in registers through header PHIs (`sr-visits`,"
    " `sr-carried`), unrolling the loop where that lets the values"
    " rotate without copies (`sr-unroll`). In SIMT code it inserts"
    " under `insertion-rule`. Dump lines are listed in"
    " [passes.md](passes.md). Remark (`-fopt-info-loop`): `qprop-sr:"
    " replaced N loads by values carried across iterations (N"
    " insertions, N PHIs)`.",
    false },
  { "qprop-reconverge",
    "SIMT: keep split-paths, the tracer and the late jump threaders from"
    " copying the join of a divergent branch (switches them off per"
    " function; changes no IR)",
    "split-paths", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_OTHER,
    true, reconverge_wanted, true, execute_reconverge,
    "changes compile options, never the IR",
    "SIMT code only (nvptx accelerator compiler; `omp simd` loops with"
    " `simt=host`). Where `-fsplit-paths` (on at -O3) would copy the"
    " join of a divergent branch into its arms, where the late jump"
    " threaders could copy the join of a divergent branch inside a"
    " loop, or where `-ftracer` is on in a function with a divergent"
    " branch, switches that pass off for this function alone, so that"
    " the warp still reconverges at the join. Dump lines:"
    " `qprop-reconverge:   split-paths\\|thread-jumps\\|tracer could"
    " copy join bb J of divergent\\|uniform branch bb B (line L):"
    " protected\\|left to it\\|loses it with the function`,"
    " `qprop-reconverge: FUNCTION: switched off: split-paths\\|nothing"
    " (protected=N uniform-kept=N uniform-lost=N)`. See"
    " [passes.md](passes.md#qprop-reconverge-the-reconvergence-guard).",
    false },
  /* qprop-linearize runs before qprop-flatten, as it always has.  The
     other order changes the PTX of 44 of scripts/compare-ptx.sh's 184
     builds: every build of 22 files under the linearize-all and
     flatten-all selftests, none without them.  On flat-acc-workqueue.c,
     for one, linearize then folds the dispatch of the flattened nest
     (1 region, 5 branches, 2 loops' exits).  No simgpu run has shown yet
     that the result is no slower.  */
  { "qprop-linearize",
    "SIMT: partial control-flow linearization of divergent regions whose"
    " blocks a warp would run more than once, after the last jump threading",
    "wrestrict", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_OTHER,
    true, NULL, true, execute_linearize,
    "transform",
    "SIMT code only. Partial control-flow linearization (Moll and Hack,"
    " PLDI 2018) of the divergent regions in which a warp would run a"
    " block more than once: the region becomes a chain of guarded"
    " blocks, each run once per warp. Dump lines: `qprop-linearize:  "
    " region bb A -> join bb P: linearized (...)\\|left alone: REASON`,"
    " and per function the figures of the paper's Table 1. See"
    " [passes.md](passes.md#qprop-linearize-partial-control-flow-linearization).",
    false },
  { "qprop-flatten",
    "SIMT: flatten loop nests whose inner loop's exit diverges, so that"
    " lanes done with their inner loop fetch their next outer item, after"
    " the last jump threading",
    "wrestrict", 1, PASS_POS_INSERT_BEFORE, OPTGROUP_LOOP,
    true, NULL, true, execute_flatten,
    "transform",
    "SIMT code only. Flattens a loop nest whose inner loop's exit"
    " diverges (Bulavintsev, §III, in the \"latch-join\" form) into one"
    " loop, so that a lane done with its inner loop fetches its next"
    " outer item while the others go on; decided per nest by formula"
    " (1) (`flatten-idle`). Dump lines: `qprop-flatten:   nest bb A >"
    " bb B (line L): flattened (Ta=N Tb=N n/N=P% back-edges=1)\\|left"
    " alone: REASON`, then `qprop-flatten: FUNCTION: nests=N"
    " flattened=N`. Remarks (`-fopt-info-loop`): `qprop-flatten: loop"
    " nest flattened: ...` and `qprop-flatten: loop nest not flattened:"
    " ...`. See [passes.md](passes.md).",
    false },
  { "qprop-glia",
    "GLIA/MDGLIA: move loads next to loads of the same array (rows),"
    " after all other GIMPLE optimizations",
    "uncprop", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    false, NULL, true, execute_glia,
    "transform",
    "GLIA and MDGLIA (thesis ch. 5): moves a load next to a load of the"
    " same array (the same row, under `mdglia`), so that both use one"
    " cache line while it is still there, by lazy code motion under the"
    " same-array conditions (`glia-mode`, `glia-nodes`,"
    " `glia-distance`, `glia-pressure`). Runs after GCC's other GIMPLE"
    " optimizations, so that nothing moves the loads back. Dump lines:"
    " `qprop-glia: bb N: STMT` with `qprop-glia:   moved: ...`,"
    " `qprop-glia: bb N: not moved, REASON: STMT`, then `qprop-glia:"
    " FUNCTION: mode=M candidates=N ... moved=N ...`. Remark"
    " (`-fopt-info-optimized`): `qprop-glia: moved N loads next to"
    " loads of the same array (N speculatively)`. See"
    " [passes.md](passes.md).",
    false },
  { "qprop-remat",
    "SIMT: recompute affine and uniform values next to their uses when"
    " they are live across a block of high register pressure (seed 001"
    " section 4 at GIMPLE level)",
    "uncprop", 1, PASS_POS_INSERT_AFTER, OPTGROUP_OTHER,
    true, NULL, true, execute_remat,
    "transform",
    "SIMT code only. Sampaio et al.'s divergence-aware rematerialization"
    " at GIMPLE level: a value that the divergence analysis finds affine"
    " (c*T+x) or uniform, defined by a cheap statement that reads no"
    " memory, live across a block whose estimated register peak reaches"
    " `remat-pressure` without a use there, is recomputed next to its"
    " first use in each other block that uses it, from operands live"
    " there anyway (at most `remat-depth` statements), so that it takes"
    " no register through that block. With `remat-calls=on` (the"
    " default) a block holding a PTX call counts too, and the offloaded"
    " functions without a SIMT region (an OpenMP target region's teams"
    " code) are looked at for values live across calls, whatever their"
    " divergence. Runs after GCC's last GIMPLE"
    " optimizations, after `qprop-glia`. Dump lines: `qprop-remat:   bb"
    " D (line L): STMT` with `qprop-remat:     affine C*T+x\\|uniform\\|"
    "outside SIMT code, live across bb H (peak P[, a call to F]):"
    " recomputed in bb U (N statements)\\|left"
    " alone: REASON`, then `qprop-remat: FUNCTION: pressure=P peak=B->A"
    " candidates=N affine=N uniform=N copies=N statements=N left=N"
    " calls=N`."
    " Remarks (`-fopt-info-optimized`): `qprop-remat: recomputed N affine"
    " and N uniform values next to their uses`, `qprop-remat: recomputed"
    " N values after the calls they were live across`. See"
    " [passes.md](passes.md).",
    false },
};

/* The settings the passes run with, kept from register_passes on.  */
settings run_settings;

class qprop_pass : public gimple_opt_pass
{
public:
  qprop_pass (const pass_data &data, const pass_desc &desc)
    : gimple_opt_pass (data, g), m_desc (desc)
  {
  }

  bool gate (function *) final override
  {
    /* Plugin passes sit inside GCC's optimization pipeline, but are not
       covered by the gates of their neighbours; -O0 must stay a no-op on
       its own terms.  */
    return optimize;
  }

  unsigned int execute (function *fn) final override
  {
    const settings &s = run_settings;
    counters::begin_function (m_desc.name);
    unsigned int todo = has_work (fn) ? m_desc.execute (fn, s) : 0;
    finish_todo (todo);
    if (s.selftest_broken_ir)
      break_ir_for_selftest (fn);
    if (s.verify)
      verify_ir (m_desc.name, fn);
    counters::end_function (fn);
    return 0;
  }

private:
  /* Whether FN is code the pass has work in.  The function size limit is
     checked here for every pass, so that each one says the same in its
     dump and counters when it leaves a function alone for its size.  */
  bool has_work (function *fn)
  {
    const settings &s = run_settings;
    if (m_desc.simt_only && !simt_code (s))
      return false;
    if (m_desc.wanted && !m_desc.wanted (fn, s))
      return false;
    if (!m_desc.size_limited)
      return true;
    int blocks = n_basic_blocks_for_fn (fn) - NUM_FIXED_BLOCKS;
    if (blocks <= s.max_blocks)
      return true;
    if (dump_file)
      fprintf (dump_file, "%s: %s: left alone: %d basic blocks, more than"
	       " max-blocks=%d\n", m_desc.name, function_name (fn), blocks,
	       s.max_blocks);
    counters::add ("too_big");
    return false;
  }

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

/* Whether row I is placed against the same GCC pass, the same way, as the
   row before it.  */
bool
same_place_as_previous (size_t i)
{
  if (i == 0)
    return false;
  const pass_desc &a = pass_table[i - 1], &b = pass_table[i];
  return (strcmp (a.reference_pass, b.reference_pass) == 0
	  && a.reference_instance == b.reference_instance
	  && a.position == b.position);
}

void
register_one (const char *plugin_name, const pass_desc &desc)
{
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

void
note_vect_start (void *gcc_data, void *)
{
  note_pass_start ((opt_pass *) gcc_data);
}

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
register_passes (const char *plugin_name, const settings &s)
{
  run_settings = s;
  counters::print_each_function (s.stats);

  /* GCC puts a pass inserted before its reference pass right before it,
     and one inserted after right after it.  So passes placed before the
     same GCC pass run in the order they are registered, and passes placed
     after it in the reverse order: register the first kind from the
     start of the table and the second from its end.  */
  const size_t n = ARRAY_SIZE (pass_table);
  for (size_t i = 0; i < n; i++)
    if (pass_table[i].position != PASS_POS_INSERT_AFTER
	&& s.selects (pass_table[i].name))
      register_one (plugin_name, pass_table[i]);
  for (size_t i = n; i-- > 0; )
    if (pass_table[i].position == PASS_POS_INSERT_AFTER
	&& s.selects (pass_table[i].name))
      register_one (plugin_name, pass_table[i]);

  /* qprop-vectorize tells the loops GCC's vectorizer made by their
     numbers, counted when vect starts.  */
  if (s.selects ("qprop-vectorize"))
    register_callback (plugin_name, PLUGIN_PASS_EXECUTION, note_vect_start,
		       NULL);

  /* GCC read -fdump-* before this plugin was loaded, so qprop's dumps
     are switched on here, now that their passes exist.  */
  for (const std::string &sw : s.dump_switches)
    {
      std::string pass = sw.substr (strlen ("tree-"));
      size_t suffix = pass.find ("-details");
      if (suffix != std::string::npos)
	pass.erase (suffix);
      if (s.selects (pass.c_str ()))
	g->get_dumps ()->dump_switch_p (sw.c_str ());
      else
	warning (0, "qprop: no dump for %qs: the pass is not selected by"
		 " %<-fplugin-arg-qprop-passes%>", pass.c_str ());
    }
}

void
print_pass_table (FILE *stream)
{
  fprintf (stream, "| pass | kind | inserted | what it does |\n"
	   "|---|---|---|---|\n");
  for (size_t i = 0; i < ARRAY_SIZE (pass_table); i++)
    {
      const pass_desc &p = pass_table[i];
      std::string where;
      if (same_place_as_previous (i))
	where = std::string ("after `") + pass_table[i - 1].name + "`";
      else
	where = std::string (p.position == PASS_POS_INSERT_AFTER
			     ? "after" : "before")
		+ " GCC's `" + p.reference_pass + "`";
      fprintf (stream, "| `%s` | %s | %s | %s |\n", p.name, p.doc_kind,
	       where.c_str (), p.doc);
    }
}

} // namespace qprop
