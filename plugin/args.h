/* qprop's plugin arguments (-fplugin-arg-qprop-KEY[=VALUE]).

   Every argument is described by one row of a table in args.cc; parsing,
   checking, error messages and -fplugin-arg-qprop-help all come from that
   table, so an argument cannot be accepted without being documented, nor
   documented without being checked.  */

#ifndef QPROP_ARGS_H
#define QPROP_ARGS_H

struct plugin_name_args;

namespace qprop {

/* The settings that the arguments produce.  Passes read them; only
   args.cc writes them.  */
struct settings
{
  bool help = false;
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
  /* qprop-pre and qprop-sr in SIMT regions: where they may insert
     (enum insertion_rule of query/query-engine.h: SRQP anywhere,
     ESRQP only into the control dependence region of non-divergence,
     SSRQP and SSRQP_S as ESRQP plus qprop-sr's speculative hoisting).  */
  int insertion_rule = 3;
  /* qprop-linearize: the most blocks of one divergent region.  */
  int linearize_blocks = 64;
  /* qprop-linearize: the divergent loop transform (§5).  */
  bool linearize_loops = true;
  /* qprop-linearize: BOSCC gadgets (§6).  */
  bool linearize_boscc = false;
  /* qprop-flatten: n/N of formula (1) in percent (the share of a warp's
     lanes assumed idle in an inner loop), and the most blocks of an
     outer loop.  */
  int flatten_idle = 50;
  int flatten_blocks = 100;
  /* qprop-flatten: keep the inner loop's back edge for warps whose lanes
     are all in it (nvptx, sm_70 and later).  */
  bool flatten_in_step = true;
  /* qprop-glia: speculative placement (glia, mdglia) and the
     keepDimension condition (mdglia, us-mdglia); and how many statements
     the region of one reference may have.  */
  bool glia_speculative = true;
  bool glia_keep_dimension = true;
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
  /* Indexed like the pass registry: true if the pass should run.  */
  std::vector<bool> selected;
  /* Dump switches to hand to GCC once the passes exist, each in GCC's own
     spelling without the leading "-fdump-", e.g. "tree-qprop-stats-details".  */
  std::vector<std::string> dump_switches;
};

extern settings config;

/* Parse and check every argument in INFO.  Each bad argument is reported
   with error (); returns false if there was any.  */
bool parse_arguments (const plugin_name_args *info);

/* Print the description of every argument and every pass to STREAM.  */
void print_help (FILE *stream);

} // namespace qprop

#endif
