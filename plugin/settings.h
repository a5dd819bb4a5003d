/* The settings qprop's passes run with.

   args.cc turns the plugin arguments into one settings object, the
   registry hands it to each pass, and a pass hands the parts it needs on
   to the analyses and transforms below it.  This header depends on
   nothing of qprop's, so that any part of the plugin may include it
   without pulling the argument parser or the pass table along.  */

#ifndef QPROP_SETTINGS_H
#define QPROP_SETTINGS_H

#include <set>
#include <string>
#include <vector>

namespace qprop {

/* Where a pass may insert, in SIMT code (the insertion rules of
   Fukuhara and Takimoto's SSRQP paper, §5.1;
   -fplugin-arg-qprop-insertion-rule).  Outside SIMT regions every
   rule is SRQP's.  */
enum insertion_rule
{
  /* SRQP: wherever the pass's own rule allows.  */
  RULE_SRQP,
  /* ESRQP: only into the control dependence region of non-divergence
     (CDRND), the blocks that are control dependent on uniform branches
     alone: code put into a divergent arm costs the whole warp while
     only some lanes need it, and lengthens the divergent stretch.  */
  RULE_ESRQP,
  /* SSRQP_S: ESRQP's insertions, and a load nothing makes available is
     hoisted out of the branches that decide whether it runs, divergent
     or not (the paper's control experiment: it adds work on the paths
     of uniform branches that did not need it).  */
  RULE_SSRQP_S,
  /* SSRQP: ESRQP's insertions, and a load nothing makes available is
     hoisted out of the divergent branches that decide whether it runs
     (speculation_query in query/query-engine.h): a warp runs both sides of such a branch
     anyway, so the load costs the warp nothing more above the branch,
     and there it may make later loads redundant.  */
  RULE_SSRQP
};

/* The rule's name, as the argument and the dumps write it.  */
inline const char *
insertion_rule_name (insertion_rule rule)
{
  switch (rule)
    {
    case RULE_SRQP: return "srqp";
    case RULE_ESRQP: return "esrqp";
    case RULE_SSRQP_S: return "ssrqp_s";
    case RULE_SSRQP: return "ssrqp";
    }
  return "?";
}

/* qprop-vectorize: when a lane-varying load may use the target's
   gather (-fplugin-arg-qprop-vectorize-gather): when GCC's tuning for
   the target enables gathers, whenever the ISA has them, or never.  */
enum gather_policy { GATHER_TUNING, GATHER_ISA, GATHER_OFF };

/* What the arguments ask for.  args.cc fills one object from the command
   line; the registry keeps it and hands it to every pass it runs.  */
struct settings
{
  /* Print the arguments and passes, as text or as docs/options.md's
     Markdown tables.  */
  bool help = false;
  bool help_markdown = false;
  bool verify = false;
  bool stats = false;
  /* Testsuite aid: corrupt the IR after each pass, so that tests can show
     that -fplugin-arg-qprop-verify catches broken IR.  */
  bool selftest_broken_ir = false;
  /* Testsuite aid: qprop-div calls every branch uniform, so that tests
     can show that div-check catches a wrong analysis.  */
  bool selftest_div_lie = false;
  /* Testsuite aid: qprop-linearize transforms every region it can,
     whatever its cost estimate says.  */
  bool selftest_linearize_all = false;
  /* Testsuite aid: qprop-flatten flattens every nest it can, whatever
     formula (1) says.  */
  bool selftest_flatten_all = false;
  /* qprop-div: host SIMT mode (omp simd loops are SIMT regions), the
     affine lattice or the simple one, the developer report, and the
     run-time soundness check.  */
  bool simt_host = false;
  bool div_affine = true;
  bool divergence_report = false;
  bool div_check = false;
  /* Budgets.  Functions with more basic blocks than MAX_BLOCKS are left
     alone by the passes that analyze whole functions; qprop-pre starts at
     most PRE_QUERIES queries per function, each visiting at most
     PRE_NODES blocks.  */
  int max_blocks = 20000;
  int pre_queries = 10000;
  int pre_nodes = 500;
  /* qprop-sr: how many different rewritings of one reference a query
     may carry into the same block (thesis visitLimNum), which bounds the
     iteration distance it can see; and how many values it may carry
     around one loop (a register-pressure guard).  */
  int sr_visits = 3;
  int sr_carried = 12;
  int sr_unroll = 8;
  /* Whether qprop-sr's address forms write a product of an induction
     variable and a loop-invariant name (r * w) over "w times the
     iteration number", so that values carry at a symbolic stride.  */
  bool sr_symbolic_steps = true;
  /* qprop-pre and qprop-sr in SIMT regions: where they may insert.  */
  insertion_rule insertion = RULE_SSRQP;
  /* qprop-pre in SIMT regions: a single insertion into a divergent arm
     that replaces the evaluation at the join (one for one).  */
  bool arm_joins = true;
  /* qprop-linearize: the most blocks of one divergent region.  */
  int linearize_blocks = 64;
  /* qprop-linearize: the divergent loop transform (§5).  */
  bool linearize_loops = true;
  /* qprop-linearize: BOSCC gadgets (§6).  */
  bool linearize_boscc = false;
  /* The SIMT transforms' register guard (simt/register-guard.cc), and
     the saving that lets a change cost resident warps anyway.  */
  bool register_guard = true;
  int register_guard_saving = 256;
  /* The guard's spill forecast (simt/register-guard-calls.cc).  */
  bool register_guard_spills = true;
  /* qprop-remat: the estimated peak (live 32-bit registers) from which a
     block counts as high pressure, the most statements one recomputed
     value may take, and whether a copy may go into a deeper loop.  */
  int remat_pressure = 24;
  int remat_depth = 3;
  bool remat_loops = false;
  /* qprop-remat: loads from memory the function never writes.  */
  bool remat_loads = true;
  /* qprop-remat: keep long-lived uniform values that cannot be
     recomputed in a per-warp shared-memory slot (simt/remat-slots.cc).  */
  bool remat_slots = false;
  /* qprop-remat: blocks holding a PTX call count as high pressure, and
     functions without a SIMT region are looked at for calls only.  */
  bool remat_calls = true;
  /* qprop-remat: drop the stack and uniformity switches of OpenMP SIMT
     regions that nothing in them observes (simt/remat-switch.cc).  */
  bool remat_simt_switch = true;
  /* qprop-flatten: n/N of formula (1) in percent (the share of a warp's
     lanes assumed idle in an inner loop), and the most blocks of an
     outer loop.  */
  int flatten_idle = 50;
  int flatten_blocks = 100;
  /* qprop-flatten: keep the inner loop's back edge for warps whose lanes
     are all in it (nvptx, sm_70 and later).  */
  bool flatten_in_step = true;
  /* qprop-flatten decides at run time, by a warp vote, a nest that
     formula (1) declines with flatten-idle (flatten-vote=on|off).  */
  bool flatten_vote = true;
  /* qprop-glia: speculative placement (glia, mdglia) and the
     keepDimension condition (mdglia, us-mdglia); and how many statements
     the region of one reference may have.  */
  bool glia_speculative = true;
  bool glia_keep_dimension = true;
  /* qprop-vectorize: leave alone a loop whose vector iteration the cost
     model expects to cost at least its VF scalar iterations
     (vectorize-cost=on|off).  */
  bool vectorize_cost = true;
  gather_policy vectorize_gather = GATHER_ISA;
  /* qprop-vectorize: BOSCC gadgets where the cost model expects them to
     pay (vectorize-boscc=on|off).  */
  bool vectorize_boscc = true;
  int glia_nodes = 4000;
  int glia_distance = 8;
  int glia_pressure = 12;
  /* qprop-version: the most statements the versioned loops of one
     function may copy, and the most pairs of pointer groups one run-time
     check may compare.  */
  int version_growth = 1000;
  int version_pairs = 8;
  /* qprop-version: the most loops of a nest one versioning copies.  */
  int version_copy = 2;
  /* qprop-version: leave GCC's predictive commoning on in functions where
     it versioned a loop (by default qprop-sr carries the values there).  */
  bool version_predcom = false;
  /* Testsuite aid: qprop-version versions every loop it can, whatever
     its cost estimate says.  */
  bool selftest_version_all = false;
  /* Testsuite aid: qprop-remat's slots (remat-slots=on) ignore whether
     they pay, so that run tests and fuzzing reach every value they may
     take.  */
  bool selftest_remat_slots_all = false;
  /* The names of the passes that run.  */
  std::set<std::string> selected;
  bool selects (const char *pass) const { return selected.count (pass) != 0; }
  /* Dump switches to hand to GCC once the passes exist, each in GCC's own
     spelling without the leading "-fdump-", e.g. "tree-qprop-stats-details".  */
  std::vector<std::string> dump_switches;
};

} // namespace qprop

#endif
