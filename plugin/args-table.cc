/* The rows of qprop's plugin arguments, and what checks and stores each
   value (args-impl.h).  Adding an argument is adding a row here, with
   its field in settings.h; args.cc, the help and docs/options.md
   (scripts/options-doc.sh) follow from the row.  */

#include "gcc-includes.h"
#include "args-impl.h"
#include "registry.h"

namespace qprop {
namespace args_impl {

namespace {

std::string
known_pass_list ()
{
  std::string names;
  for (size_t i = 0; i < pass_count (); i++)
    {
      if (i)
	names += ", ";
      names += pass_at (i).name;
    }
  return names;
}

/* Split S at commas.  Empty items are kept so that callers can refuse
   them ("a,,b" and "a," are mistakes, not shorthands).  */
std::vector<std::string>
split_list (const char *s)
{
  std::vector<std::string> items;
  std::string item;
  for (const char *p = s; ; p++)
    {
      if (*p == ',' || *p == '\0')
	{
	  items.push_back (item);
	  item.clear ();
	  if (*p == '\0')
	    break;
	}
      else
	item += *p;
    }
  return items;
}

bool
apply_help (const char *value, settings *to, refusal *why)
{
  if (value && strcmp (value, "markdown") != 0)
    {
      *why = "accepted: markdown, or no value";
      return false;
    }
  to->help = true;
  to->help_markdown = value != NULL;
  return true;
}

bool
apply_selftest (const char *value, settings *to, refusal *why)
{
  static const struct { const char *name; bool settings::*field; } aids[] = {
    { "broken-ir", &settings::selftest_broken_ir },
    { "div-lie", &settings::selftest_div_lie },
    { "linearize-all", &settings::selftest_linearize_all },
    { "flatten-all", &settings::selftest_flatten_all },
    { "version-all", &settings::selftest_version_all },
    { "remat-slots-all", &settings::selftest_remat_slots_all },
  };
  for (const auto &a : aids)
    if (strcmp (value, a.name) == 0)
      {
	to->*a.field = true;
	return true;
      }
  *why = "accepted: broken-ir, div-lie, linearize-all, flatten-all,"
	 " version-all, remat-slots-all";
  return false;
}

/* VALUE is one of the two words YES and NO; store which in *FIELD.  */
bool
set_choice (const char *value, const char *yes, const char *no,
	    bool *field, refusal *why)
{
  if (strcmp (value, yes) == 0 || strcmp (value, no) == 0)
    {
      *field = strcmp (value, yes) == 0;
      return true;
    }
  *why = std::string ("accepted: ") + yes + ", " + no;
  return false;
}

bool
apply_simt (const char *value, settings *to, refusal *why)
{
  return set_choice (value, "host", "off", &to->simt_host, why);
}

bool
apply_div_mode (const char *value, settings *to, refusal *why)
{
  return set_choice (value, "affine", "simple", &to->div_affine, why);
}

/* A count: decimal digits only, at least 1, at most INT_MAX.  */
bool
set_count (const char *value, int *count, refusal *why)
{
  errno = 0;
  char *end;
  long n = strtol (value, &end, 10);
  if (!ISDIGIT (value[0]) || *end || errno || n < 1 || n > INT_MAX)
    {
      *why = "accepted: a whole number from 1 to " + std::to_string (INT_MAX);
      return false;
    }
  *count = n;
  return true;
}

bool
apply_insertion_rule (const char *value, settings *to, refusal *why)
{
  static const insertion_rule rules[]
    = { RULE_SRQP, RULE_ESRQP, RULE_SSRQP_S, RULE_SSRQP };
  for (insertion_rule r : rules)
    if (strcmp (value, insertion_rule_name (r)) == 0)
      {
	to->insertion = r;
	return true;
      }
  *why = "accepted: srqp, esrqp, ssrqp_s, ssrqp";
  return false;
}

bool
apply_vectorize_gather (const char *value, settings *to, refusal *why)
{
  static const struct { const char *name; gather_policy policy; }
  policies[] = { { "tuning", GATHER_TUNING }, { "isa", GATHER_ISA },
		 { "off", GATHER_OFF } };
  for (const auto &p : policies)
    if (strcmp (value, p.name) == 0)
      {
	to->vectorize_gather = p.policy;
	return true;
      }
  *why = "accepted: tuning, isa, off";
  return false;
}

bool
apply_glia_mode (const char *value, settings *to, refusal *why)
{
  static const struct { const char *name; bool speculative, dimension; }
  modes[] = {
    { "glia", true, false },
    { "mdglia", true, true },
    { "us-glia", false, false },
    { "us-mdglia", false, true },
  };
  for (const auto &m : modes)
    if (strcmp (value, m.name) == 0)
      {
	to->glia_speculative = m.speculative;
	to->glia_keep_dimension = m.dimension;
	return true;
      }
  *why = "accepted: glia, mdglia, us-glia, us-mdglia";
  return false;
}

bool
apply_passes (const char *value, settings *to, refusal *why)
{
  std::set<std::string> chosen;
  if (strcmp (value, "all") == 0)
    for (size_t i = 0; i < pass_count (); i++)
      {
	if (!pass_at (i).opt_in)
	  chosen.insert (pass_at (i).name);
      }
  else if (strcmp (value, "none") != 0)
    for (const std::string &name : split_list (value))
      {
	if (name == "all" || name == "none")
	  {
	    *why = "'" + name + "' stands alone and cannot be combined with"
		   " pass names";
	    return false;
	  }
	if (find_pass (name.c_str ()) < 0)
	  {
	    *why = (name.empty ()
		    ? std::string ("empty pass name in the list")
		    : "unknown pass '" + name + "'");
	    *why += "; accepted: all, none, or a comma-separated list of: "
		    + known_pass_list ();
	    return false;
	  }
	chosen.insert (name);
      }
  to->selected = chosen;
  return true;
}

bool
apply_dump (const char *value, settings *to, refusal *why)
{
  static const char details[] = "-details";
  std::vector<std::string> switches;
  for (const std::string &item : split_list (value))
    {
      std::string pass = item;
      std::string flags;
      if (find_pass (pass.c_str ()) < 0)
	{
	  size_t dash = item.rfind ('-');
	  if (dash != std::string::npos && dash > 0)
	    {
	      pass = item.substr (0, dash);
	      flags = item.substr (dash);
	    }
	}
      if (item.empty () || find_pass (pass.c_str ()) < 0)
	{
	  *why = (item.empty ()
		  ? std::string ("empty item in the list")
		  : "unknown pass '" + item + "'");
	  *why += "; accepted: PASS or PASS-details, comma-separated, where"
		  " PASS is one of: " + known_pass_list ();
	  return false;
	}
      if (!flags.empty () && flags != details)
	{
	  *why = "unknown dump modifier '" + flags + "' in '" + item
		 + "'; accepted: PASS or PASS-details";
	  return false;
	}
      switches.push_back ("tree-" + pass + flags);
    }
  to->dump_switches.insert (to->dump_switches.end (), switches.begin (),
			    switches.end ());
  return true;
}

} // anon namespace

const argument arguments[] = {
  { "help", "markdown",
    "print this list of arguments and passes (markdown: as the tables of"
    " docs/options.md)",
    setter::optional (apply_help),
    "none or `markdown`",
    "",
    "Prints every argument with a one-line description on standard"
    " error, and the list of passes; the compile then goes on (use"
    " `-fsyntax-only -x c /dev/null` to print it alone)."
    " `help=markdown` prints the tables of this page instead"
    " (`scripts/options-doc.sh` writes them into it)." },
  { "passes", "all|none|PASS[,PASS...]",
    "select the qprop passes that run (default: all; qprop-vectorize"
    " runs only when named)",
    setter::other (apply_passes),
    "`all`, `none`, or `NAME[,NAME...]`",
    "`all`",
    "Selects which qprop passes run. Every name is checked against the"
    " pass registry. `all` (the default) is every pass but the opt-in"
    " ones, which run only when named: `qprop-vectorize`." },
  { "dump", "PASS[-details][,...]",
    "write GCC's dump file for each named pass (stands in for -fdump-tree-PASS)",
    setter::other (apply_dump),
    "`PASS[-details][,PASS[-details]...]`",
    "off",
    "Writes GCC's ordinary dump file for each named pass"
    " (`file.c.NNNt.PASS`), with `-details` for the detailed form. This"
    " stands in for `-fdump-tree-PASS`, which GCC 12 rejects for plugin"
    " passes because it reads dump flags before plugins load."
    " `-fdump-tree-all` also covers qprop's passes. A dump of a pass"
    " that `passes` does not select gives a warning and no file." },
  { "verify", NULL,
    "verify SSA, CFG and loops after every qprop pass; broken IR is an"
    " internal compiler error naming the pass",
    setter::flag (&settings::verify),
    NULL, NULL,
    "Runs GCC's verifiers (SSA, CFG, dominators, loop structure) after"
    " every qprop pass; broken IR is reported as an internal compiler"
    " error that names the pass. The testsuite always uses it." },
  { "stats", NULL,
    "print each pass's counters on stderr, per function and per"
    " translation unit",
    setter::flag (&settings::stats),
    NULL, NULL,
    "Prints each pass's work counters on standard error, per function"
    " (`qprop: stats: FUNCTION: PASS: name=N ...`) and as a total for"
    " the translation unit (`qprop: stats: total: PASS: functions=N"
    " name=N ...`). With `-flto` the counters come from the link-time"
    " (ltrans) compile." },
  { "max-blocks", "N",
    "leave functions with more than N basic blocks alone in every pass"
    " but qprop-stats, and say so in their dumps (default: 20000)",
    setter::count (&settings::max_blocks),
    NULL, NULL,
    "Functions with more than N basic blocks are left alone by every"
    " pass but `qprop-stats`; each says so in its dump (`qprop-pre:"
    " FUNCTION: left alone: M basic blocks, more than max-blocks=N`) and"
    " counts it as `too_big` in `stats`. The SIMT passes check it only"
    " in SIMT code, `qprop-simt-pre` only while `qprop-pre` is selected"
    " and `qprop-reconverge` only while a pass it guards against is on."
    " The registry checks it for every pass (`plugin/registry.cc`)." },
  { "pre-queries", "N",
    "qprop-pre starts at most N queries per function (default: 10000)",
    setter::count (&settings::pre_queries),
    NULL, NULL,
    "`qprop-pre` starts at most N queries per function; the rest of the"
    " function's candidates are left alone, and the dump says"
    " `qprop-pre: budget: N queries reached (pre-queries); later"
    " candidates are left alone`." },
  { "pre-nodes", "N",
    "a qprop-pre query, with its down-safety checks, visits at most N"
    " blocks; a query that needs more is abandoned (default: 500)",
    setter::count (&settings::pre_nodes),
    NULL, NULL,
    "One `qprop-pre` query, its down-safety checks included, visits at"
    " most N blocks; a query that needs more is abandoned, changing"
    " nothing, and the dump says `qprop-pre: budget: query stopped"
    " after N blocks (pre-nodes), left alone: STMT`." },
  { "sr-visits", "N",
    "a qprop-sr query carries at most N rewritings of a reference into one"
    " block (visitLimNum), so it sees reuse at most N-1 iterations back"
    " (default: 3)",
    setter::count (&settings::sr_visits),
    NULL, NULL,
    "visitLimNum of `qprop-sr`: a query carries at most N different"
    " rewritings of a reference into one block, so it sees reuse at"
    " most about N-1 iterations back. Further rewritings answer false"
    " and are counted as `visit-limits`." },
  { "sr-carried", "N",
    "qprop-sr leaves at most N values in one loop's header PHIs, the"
    " loop's own included; further references are dropped and reported"
    " in the dump (default: 12)",
    setter::count (&settings::sr_carried),
    NULL, NULL,
    "The count limit of `qprop-sr`: at most N values in one loop's"
    " header PHIs, counting the loop's own (induction variables, values"
    " carried by predictive commoning). References are taken in order"
    " of their blocks' profile counts; one that would go over the limit"
    " is left alone and the dump says `qprop-sr: loop L: dropped, it"
    " would carry more than sr-carried=N values: STMT` (counted as"
    " `dropped`). Independently of N, a value is only carried while the"
    " loop's estimated register pressure for its register file (live"
    " SSA names, integer or floating/vector) plus the new carried"
    " values stays 4 below the registers the target has; otherwise the"
    " dump says `qprop-sr: loop L: dropped, K values of its register"
    " file are live there already, of R registers less a margin of 4:"
    " STMT`. `qprop-sr` also uses the budgets `pre-queries` (queries"
    " per function) and `pre-nodes` (nodes per query)." },
  { "sr-symbolic-steps", "on|off",
    "qprop-sr carries values at a loop-invariant, non-constant stride"
    " (r * w with w a run-time width; default: on)",
    setter::on_off (&settings::sr_symbolic_steps),
    NULL, NULL,
    "When on, `qprop-sr`'s address forms write a product of an"
    " induction variable with a constant entry value and a name whose"
    " leaves are invariant in its loop (`r * w`) as a constant times w"
    " plus the step times \"w times the iteration number\", which"
    " crossing the latch backwards becomes itself plus w; so `(r - 1) *"
    " w + c` at row r and `r * w + c` at row r - 1 are the same element."
    " Loads inserted inside the loop rebuild it from such a product the"
    " insertion point is dominated by. In SIMT code it also lets"
    " `qprop-sr` peel the first and last iterations of a loop whose"
    " count is known only at run time (the last behind a test that"
    " sends a count of zero to the peeled copy alone), and"
    " `qprop-version` count the loads such values free." },
  { "sr-unroll", "N",
    "qprop-sr unrolls an innermost loop whose carried values rotate"
    " through PHIs by at most N, so that the rotation needs no register"
    " copies; 1 never unrolls (default: 8)",
    setter::count (&settings::sr_unroll),
    NULL, NULL,
    "The largest factor `qprop-sr` unrolls an innermost loop by so that"
    " the values it carries rotate without register copies: a value"
    " carried D iterations needs D+1, several chains need their least"
    " common multiple. A loop is only unrolled when some carried value"
    " would otherwise be copied on the back edge, when it has a single"
    " exit and a computable trip count, its unrolled body stays within"
    " GCC's `max-unrolled-insns`, and each register file has room for F"
    " more values beyond the margin of 4, where F is the factor. The"
    " dump says `qprop-sr: loop L: unrolled F times, ...`, `not"
    " unrolled, its carried values rotate without copies`, or `not"
    " unrolled (REASON), its carried values are copied each trip`;"
    " counted as `unrolled` and `not-unrolled`. In SIMT code the chains"
    " of header PHIs GCC's own passes leave (a value carried two or"
    " more iterations, as GCC's PRE does in a loop `qprop-version`"
    " checked) are counted the same way (`qprop-sr: loop L: N values"
    " carried two or more iterations by GCC's passes`), and so, on the"
    " host, is a vector predictive commoning carries one iteration"
    " whose header PHI and latch value feed one permutation made by"
    " `qprop-splice` (`qprop-sr: loop L: 1 vector carried by GCC's"
    " passes feeds a permutation with its successor`; factor 2). In SIMT"
    " code, a loop that cannot be unrolled by the factor all its chains"
    " need is unrolled by the factor GCC's chains alone need, if it can be"
    " (`not unrolled F times (REASON), but G times for GCC's chains`). `1`"
    " never unrolls." },
  { "insertion-rule", "srqp|esrqp|ssrqp_s|ssrqp",
    "where qprop-pre and qprop-sr may insert in SIMT code: anywhere"
    " (srqp), or only where no divergent branch decides whether the code"
    " runs (esrqp); ssrqp also lets qprop-sr hoist a load it cannot"
    " replace out of the divergent branches around it, ssrqp_s out of"
    " any branch (default: ssrqp)",
    setter::other (apply_insertion_rule),
    "`srqp`, `esrqp`, `ssrqp_s` or `ssrqp`",
    "`ssrqp`",
    "Where `qprop-pre` and `qprop-sr` may insert in SIMT code (the"
    " SSRQP paper's rules): `srqp` wherever their own rules allow;"
    " `esrqp` only into the control dependence region of"
    " non-divergence, the blocks no divergent branch decides on (a"
    " loop's own iteration tests, which only decide whether a lane runs"
    " more of the loop, do not count), so that no insertion lands in a"
    " divergent arm; `ssrqp` inserts as `esrqp`, and lets `qprop-sr`"
    " hoist a load that no query made available out of the divergent"
    " branches above it, where the element is read on every path of the"
    " same iteration or of the next one (peeling the loop's last"
    " iteration off for that); `ssrqp_s` hoists out of uniform branches"
    " too. Outside SIMT regions it changes nothing. In SIMT code both"
    " passes add a dump line `qprop-pre: FUNCTION: insertion-rule=RULE"
    " arm-refusals=N` (`qprop-sr: ... speculated=N last-peeled=N`). See"
    " [passes.md](passes.md)." },
  { "arm-joins", "on|off",
    "under esrqp and ssrqp, qprop-pre may insert into a divergent arm the"
    " one evaluation that lets the join's go (default: on)",
    setter::on_off (&settings::arm_joins),
    NULL, NULL,
    "With `on`, `qprop-pre` in SIMT code makes one exception to"
    " `insertion-rule`'s refusal of divergent arms: where the value"
    " reaches the origin's block from every predecessor but one, each of"
    " the others holding it itself (a constant counts), and the origin"
    " is down-safe there, it inserts the evaluation on that one edge,"
    " unless the edge comes out of a loop, and the origin becomes a PHI."
    " A warp runs the inserted evaluation at"
    " most as often as it ran the origin, so no warp runs more"
    " instructions, and the warps that take only the other arms run"
    " fewer. Each such insertion adds a dump line `inserted in the"
    " divergent arm S->D: the only insertion, in place of the evaluation"
    " at the join` and counts in `arm-joins=N` on the"
    " `insertion-rule` line. `off` keeps the rule strict, as the SSRQP"
    " paper states it." },
  { "linearize-blocks", "N",
    "qprop-linearize leaves alone a divergent region of more than N basic"
    " blocks (default: 64)",
    setter::count (&settings::linearize_blocks),
    NULL, NULL,
    "`qprop-linearize` leaves alone a divergent region (the blocks"
    " between a divergent branch and its immediate post-dominator) with"
    " more than N blocks; the dump says `left alone: it has more blocks"
    " than linearize-blocks`." },
  { "linearize-loops", "on|off",
    "qprop-linearize rebinds the exits of a divergent loop whose exits lead"
    " to different blocks to one exit block, so that the warp runs each"
    " exit path once (default: on)",
    setter::on_off (&settings::linearize_loops),
    NULL, NULL,
    "The divergent loop transform of `qprop-linearize` (the paper's"
    " §5): a loop in SIMT code with a divergent exit whose exits lead"
    " to different blocks gets one exit block that every exit leads to,"
    " and a dispatch from there to the original exit targets, so that a"
    " warp runs each exit path once rather than once per iteration in"
    " which some lane left. Dump lines: `qprop-linearize:   loop N (bb"
    " H, line L): exits rebound to bb E (exits=N targets=N gain=N"
    " cost=N)\\|exits left alone: REASON`. `off` leaves every loop's"
    " exits as they are." },
  { "linearize-boscc", "on|off",
    "qprop-linearize lets the guard of a linearized block jump over the"
    " blocks that block dominates when no lane of the warp enters it (the"
    " BOSCC gadget; default: off)",
    setter::on_off (&settings::linearize_boscc),
    NULL, NULL,
    "BOSCC gadgets in `qprop-linearize` (the paper's §6): the guard of"
    " a linearized block whose dominated blocks follow it in the chain"
    " jumps over all of them when no lane of the warp enters the block,"
    " instead of each of their guards being tested in turn. The"
    " region's dump line ends in `boscc=N`." },
  { "register-guard", "on|off",
    "the SIMT transforms refuse a change that their register estimate"
    " says keeps fewer warps resident per SM (default: on)",
    setter::on_off (&settings::register_guard),
    NULL, NULL,
    "The register guard of the SIMT transforms in the nvptx compiler"
    " (`qprop-linearize`'s regions and divergent loop transform,"
    " `qprop-flatten`, `qprop-version` and `qprop-sr`): before a change"
    " it estimates the"
    " function's register peak (GIMPLE liveness in 32-bit registers),"
    " predicts the peak after it, turns both into ptxas's scale and"
    " compares the warps an SM keeps resident at the kernel's launch"
    " shape (OpenMP: libgomp's 8 warps a block; OpenACC: vector_length"
    " x num_workers, or as many workers as the registers allow). A"
    " change that lowers them is refused unless its saving (gain less"
    " cost) reaches `register-guard-saving`; the dump line says `left"
    " alone: it would keep fewer warps resident per SM (registers ~B"
    " -> ~A, estimate E -> F, resident warps W -> V)`. In the nvptx"
    " compiler `qprop-sr` asks it too before it carries values across"
    " iterations (their registers added to the function's peak): `qprop-sr:"
    " dropped, it would keep fewer warps resident per SM (...): STMT`,"
    " counted as `dropped`; and before SSRQP hoists a load out of"
    " divergent branches: `qprop-sr: bb N: not hoisted, it would keep"
    " fewer warps resident per SM (...): STMT`. `qprop-flatten` predicts"
    " the flattened loop's peak (the values live into the inner loop live"
    " through the whole outer loop, plus the state word) and, for a nest"
    " decided at run time, the vote's samples before it and 20 registers"
    " for its two copies, which ptxas allocates for together (the guard's"
    " line then says `+20 for the vote's two copies`): `qprop-flatten:"
    "   nest bb A > bb B (line L): left alone: it would keep fewer warps"
    " resident per SM (Ta=N Tb=N n/N=P%)`. `qprop-version` predicts the"
    " values its freed loads leave live round the loop once GCC's passes"
    " carry them (an invariant load, a load reused in the next"
    " iteration):"
    " `qprop-version:   loop bb H (line L): left alone: it would keep"
    " fewer warps resident per SM (...)`. Each is followed by the line"
    " `register guard: passed|refused (registers ~B -> ~A, estimate E ->"
    " F, resident warps W -> V)`. The fit behind it is in"
    " `plugin/simt/register-guard.cc`. `off` transforms regardless." },
  { "register-guard-spills", "on|off",
    "the register guard also refuses an OpenMP change that would make"
    " ptxas save more callee-saved registers, as spills (default: on)",
    setter::on_off (&settings::register_guard_spills),
    NULL, NULL,
    "The register guard's spill forecast"
    " (`plugin/simt/register-guard-calls.cc`), in the nvptx compiler,"
    " for `qprop-version`'s warp vote on its check: a function compiled"
    " as a PTX `.func` (every OpenMP offloaded function) saves each"
    " callee-saved register it uses in its prologue, which `ptxas -v`"
    " counts as spills, and a value live across a call, or across a"
    " warp-synchronous instruction that ptxas compiles with a call on a"
    " divergent path (the vote), needs one. A check whose vote has more"
    " 32-bit registers live across it than any call point of the"
    " function has now is refused unless its saving reaches"
    " `register-guard-saving`: `left alone: ptxas would save more"
    " registers round calls, as spills`, and the guard's line ends"
    " `live across calls B -> A`. `off` leaves the occupancy test"
    " alone. Nothing happens with `register-guard=off`." },
  { "register-guard-saving", "N",
    "the saving (gain less cost) at which a SIMT transform may cost"
    " resident warps anyway (default: 256)",
    setter::count (&settings::register_guard_saving),
    NULL, NULL,
    "A change that the register guard finds would keep fewer warps"
    " resident per SM is made anyway when its saving, the gain less"
    " the cost of its dump line (GCC's size units of the blocks a warp"
    " no longer runs twice, less the guards or dispatch it adds),"
    " reaches N. For `qprop-flatten` the saving is formula (1)'s margin"
    " per outer iteration, n/N (Ta + Tb) - Ta, at `flatten-idle`, or, for"
    " a nest decided at run time, at the largest idle share a warp can"
    " measure (31/32); for `qprop-version` it is the loads freed per"
    " iteration times 4 (the cost model's weight of a load). The default"
    " lies above every saving in the offload"
    " benchmarks, so there the guard always wins. `qprop-sr` has no"
    " such figure and counts its saving as 0: only N=0 lets its"
    " changes through." },
  { "remat-pressure", "N",
    "qprop-remat recomputes values live across blocks whose estimated"
    " register peak reaches N (default: 24)",
    setter::count (&settings::remat_pressure),
    NULL, NULL,
    "The register pressure at which `qprop-remat` acts: an affine or"
    " uniform value live across a block whose estimated peak of live"
    " 32-bit registers (GIMPLE liveness, `analysis/live-registers`)"
    " reaches N, without a use there, is recomputed next to its uses."
    " The default, 24, is three quarters of the 32 registers of"
    " `-maxrregcount=32`, the scarce setting of the paper's measurements:"
    " ptxas adds registers the estimate does not see (probe-acc:"
    " estimate 34, ptxas 38 at sm_80). 1 makes every block count." },
  { "remat-depth", "N",
    "the most statements qprop-remat copies to recompute one value"
    " (default: 3)",
    setter::count (&settings::remat_depth),
    NULL, NULL,
    "How many cheap statements `qprop-remat` may copy to recompute one"
    " value at a use, the value's own included, when its operands are"
    " not live there; the leaves must be live at the use anyway." },
  { "remat-loops", "on|off",
    "qprop-remat may recompute a value inside a loop deeper than its"
    " definition (default: off)",
    setter::on_off (&settings::remat_loops),
    NULL, NULL,
    "With `on`, `qprop-remat` also recomputes a value whose uses lie in"
    " a loop its definition is not in; the copy then runs once per"
    " iteration, so that fewer registers cost warp instructions. `off`"
    " leaves such values alone (dump: `left alone: used in a loop its"
    " definition is not in`)." },
  { "remat-loads", "on|off",
    "qprop-remat may load a value again from memory that nothing in the"
    " function writes (default: on)",
    setter::on_off (&settings::remat_loads),
    NULL, NULL,
    "With `on`, `qprop-remat` also recomputes a uniform value loaded"
    " from memory that no statement of the function may write (GCC's"
    " alias oracle; OpenACC's fork and join markers write nothing), such"
    " as the base pointers in an OpenACC kernel's argument block, by"
    " loading it again next to its uses. `off` copies arithmetic only"
    " (dump: `left alone: its computation reads memory"
    " (remat-loads=off)`)." },
  { "remat-slots", "on|off",
    "qprop-remat may keep a long-lived uniform value that it cannot"
    " recompute in a per-warp slot of shared memory (default: off)",
    setter::on_off (&settings::remat_slots),
    NULL, NULL,
    "With `on`, in the nvptx accelerator compiler, `qprop-remat` stores"
    " a uniform value that it could not recompute and that is live across"
    " a block of high pressure into a function-local `.shared` array with"
    " one element per warp of the block, right after its definition, and"
    " loads it back next to its uses in other blocks (seed 001 section 4:"
    " uniform values spilled once per warp). Dump: `warp slot` or `slot"
    " left alone: REASON`." },
  { "remat-calls", "on|off",
    "qprop-remat also recomputes values live across calls, after them"
    " (default: on)",
    setter::on_off (&settings::remat_calls),
    NULL, NULL,
    "With `on`, a block holding a call that ptxas compiles as a PTX call"
    " (a function of the program, or a libgomp entry point such as"
    " `GOMP_parallel`) counts for `qprop-remat` as a block of high"
    " pressure, since ptxas keeps a value live across a call in a"
    " callee-saved register that the function saves and restores as"
    " spills; a copy next to a use in a deeper loop is allowed when that"
    " block holds a call too, unless the copy loads memory and the loop"
    " holds neither the value's definition nor the call it is live"
    " across (the load would run in every iteration). Functions of the offloaded program without"
    " a SIMT region and without OpenACC's fork and join markers (the"
    " teams code of an OpenMP target region) are looked at for calls"
    " only. Loads from a parameter declared `const T * restrict` (the"
    " argument block of an offloaded region) count as unwritten with"
    " either setting. `off` restores the pressure rule alone." },
  { "remat-simt-switch", "on|off",
    "qprop-remat drops the stack and uniformity switches of OpenMP SIMT"
    " regions that nothing in them observes (default: on)",
    setter::on_off (&settings::remat_simt_switch),
    NULL, NULL,
    "With `on`, in the nvptx accelerator compiler, `qprop-remat` deletes"
    " the `.GOMP_SIMT_ENTER_ALLOC` of an OpenMP SIMT region that"
    " allocates no per-lane storage and holds no call, atomic, asm or"
    " aggregate copy, and replaces its `.GOMP_SIMT_EXIT` with the"
    " `bar.warp.sync` the exit implies (PTX 6.0 and later): the back end"
    " then keeps no per-lane stack pointer and no uniformity-flag address"
    " live across the region (dump: `switches dropped` or `switches kept:"
    " REASON`)." },
  { "version-growth", "N",
    "qprop-version copies at most N statements per function (the"
    " estimated size of the loops it versions); further loops are left"
    " alone and reported in the dump (default: 1000)",
    setter::count (&settings::version_growth),
    NULL, NULL,
    "`qprop-version` copies at most N statements per function (GCC's"
    " size estimate of each loop or nest it versions, which the"
    " fallback copy duplicates); a loop that would go over is left"
    " alone, and the dump says `left alone: the function's copied"
    " statements would exceed version-growth`." },
  { "version-pairs", "N",
    "qprop-version leaves alone a loop whose run-time check would compare"
    " more than N pairs of pointer groups (default: 8)",
    setter::count (&settings::version_pairs),
    NULL, NULL,
    "`qprop-version` leaves alone a loop whose run-time check would"
    " compare more than N pairs of pointer groups (`left alone: more"
    " pairs to check than version-pairs allows`)." },
  { "version-copy", "N",
    "qprop-version copies at most N loops of a nest: the loop it versions"
    " and N-1 around it; a check hoisted further out is computed once"
    " before the nest and the copies branch on its answer (default: 2)",
    setter::count (&settings::version_copy),
    NULL, NULL,
    "`qprop-version` copies at most N loops of a nest: the innermost"
    " loop it versions and N-1 loops around it. The check is still"
    " hoisted out of the loops above where its operands allow; it is"
    " then computed once before the nest, the copies inside branch on"
    " its answer, and the dump says `check computed before the nest, C"
    " of its L loops copied: version-copy allows no more` (or why no"
    " loop beside the copied ones could be copied: `another loop beside"
    " it`, `a store, call, asm or volatile access of its own`). Each"
    " level copied costs GCC's loop passes a whole copy of that loop to"
    " analyze; `ptr_heat3d`'s nest cost 88M cc1 instructions at 3 and"
    " 28M at 2, for loads 0.761 and 0.780 of gcc -O3's." },
  { "version-predcom", "on|off",
    "in a function where qprop-version versioned a loop and qprop-sr runs,"
    " keep GCC's -fpredictive-commoning (on) or switch it off so that"
    " qprop-sr carries the values without unrolling (default: off)",
    setter::on_off (&settings::version_predcom),
    NULL, NULL,
    "In a function where `qprop-version` versioned a loop and"
    " `qprop-sr` runs, `off` switches GCC's `-fpredictive-commoning`"
    " off for that function (the dump says so), so that `qprop-sr`"
    " carries the values: predictive commoning unrolls, and in a"
    " vectorized 3-D heat stencil its carried vectors spill"
    " (`ptr_heat3d` at -O3 loads 3% more than plain -O3 with it, 12%"
    " less without it). `on` keeps GCC's pass." },
  { "flatten-idle", "P",
    "qprop-flatten's n/N in formula (1): it flattens a nest when P% of a"
    " warp's lanes idle in the inner loop would outweigh the outer loop's"
    " share Ta/(Ta+Tb) of the work (default: 50)",
    setter::percent (&settings::flatten_idle),
    "`P` (1 to 100)",
    "`50`",
    "n/N of `qprop-flatten`'s cost model (formula (1) of Bulavintsev's"
    " paper): the share of a warp's lanes assumed idle in an inner loop"
    " whose exit diverges. A nest is flattened when P/100 > Ta/(Ta+Tb),"
    " with Ta the weight of the outer loop's own work and Tb that of"
    " one inner iteration (GCC's size estimates, memory accesses"
    " weighed more, scaled by estimated block frequencies); both"
    " figures are in the dump and in `-fopt-info-loop` remarks. Raise"
    " it for data where most lanes of a warp finish their inner loop"
    " early." },
  { "flatten-in-step", "on|off",
    "in the nvptx compiler with -misa=sm_70 or later, a nest flattened by"
    " qprop-flatten keeps its inner loop's back edge, taken while every"
    " lane that entered the nest is in the inner loop and stays there"
    " (default: on)",
    setter::on_off (&settings::flatten_in_step),
    NULL, NULL,
    "In the nvptx compiler with `-misa=sm_70` or later (PTX 6.3), a"
    " nest that `qprop-flatten` flattens and whose inner iteration"
    " weighs at least 32 keeps its inner loop's back edge, taken while"
    " every lane that entered the nest is in the inner loop and stays"
    " there (a test of the active lane mask, `activemask.b32`): a warp"
    " whose lanes run in step pays no dispatch. The dump line of such a"
    " nest ends in `in-step`." },
  { "flatten-vote", "on|off",
    "in the nvptx compiler with -misa=sm_70 or later, a nest that"
    " qprop-flatten's formula (1) declines with flatten-idle is copied,"
    " one copy flattened, and each warp chooses by a vote on the inner"
    " trip counts it measures before the nest (default: on)",
    setter::on_off (&settings::flatten_vote),
    NULL, NULL,
    "In the nvptx compiler with `-misa=sm_70` or later (PTX 6.3), a nest"
    " that formula (1) declines with the guessed idle share"
    " (`flatten-idle`) is decided at run time: the outer loop is copied,"
    " one copy flattened, and before the nest each warp computes its"
    " lanes' inner trip counts for the first 4 outer iterations and"
    " flattens when formula (1) says so with the idle share it measured"
    " (a vote with `shfl.sync`, the same in every lane). Only where the"
    " measurement reads nothing the nest does not read anyway; the dump"
    " says `flattened, decided at run time`, or why there was no vote."
    " `off` leaves such nests to the guess." },
  { "flatten-blocks", "N",
    "qprop-flatten leaves alone a nest whose outer loop has more than N"
    " basic blocks (default: 100)",
    setter::count (&settings::flatten_blocks),
    NULL, NULL,
    "`qprop-flatten` leaves alone a nest whose outer loop has more than"
    " N blocks; the dump says `left alone: the outer loop has more"
    " blocks than flatten-blocks`." },
  { "glia-mode", "glia|mdglia|us-glia|us-mdglia",
    "qprop-glia's placement: next to any load of the same array (glia) or"
    " to the one sharing the most leading indices (mdglia); the us- modes"
    " never place a load where it was not executed on every path"
    " (default: mdglia)",
    setter::other (apply_glia_mode),
    "`glia`, `mdglia`, `us-glia` or `us-mdglia`",
    "`mdglia`",
    "The placement of `qprop-glia` (thesis ch. 5). `glia` moves a load"
    " up to just after the last load of the same array before a"
    " reference to another array (keepOrder); `mdglia` also stops it"
    " after the load sharing the most leading indices with it"
    " (keepDimension), so that `a[i][j+1]` stays next to `a[i][j]`"
    " rather than after `a[k][l]`. The `us-` modes never place a load"
    " where it was not executed on every path (no speculation). Every"
    " move, speculative or not, must pass the no-trap rule." },
  { "glia-nodes", "N",
    "qprop-glia analyzes a reference over at most N statements (its loop's"
    " body, or the function); larger regions are left alone and reported"
    " in the dump (default: 4000)",
    setter::count (&settings::glia_nodes),
    NULL, NULL,
    "`qprop-glia` analyzes each load over its innermost loop's body (or"
    " the whole function outside loops); a region with more than N"
    " statements is left alone, and the dump says `qprop-glia: budget:"
    " bb B: S statements in the region, more than glia-nodes=N: STMT`"
    " (counted as `node_budget_hits`). `qprop-glia` also stops after"
    " `pre-queries` loads per function." },
  { "glia-distance", "N",
    "qprop-glia moves a load only across at least N references to other"
    " arrays, or across a call or an inner loop: fewer cannot evict a"
    " line from an N-way cache (default: 8)",
    setter::count (&settings::glia_distance),
    NULL, NULL,
    "The profitability rules of `qprop-glia`. A load is only moved"
    " where a load of its own cache line (the same rows and leaves,"
    " less than 64 bytes away) reaches the new point, since next to"
    " another row it gains no hit; and only across at least N"
    " references to lines other than its own, or across a `const` or"
    " `pure` call (the only calls a load may cross) or an inner loop. A"
    " line leaves an N-way set-associative cache only after N other"
    " lines of its set were touched, so a shorter move cannot save a"
    " miss, and on x86 it costs an instruction (the load can no longer"
    " be an operand of its use). The default is the associativity of"
    " L1D on the thesis's machine and on current x86 cores. Refused"
    " moves say `not moved, no load of its cache line comes before the"
    " insertion point` or `not moved, only K references to other lines"
    " in between, fewer than glia-distance=N`; a load whose whole"
    " region has fewer than N such references is not analyzed at all"
    " (all counted as `near`). `1` turns both rules off and gives the"
    " thesis's placement unfiltered." },
  { "glia-pressure", "N",
    "qprop-glia does not move a load where N values would then be live"
    " (default: 12)",
    setter::count (&settings::glia_pressure),
    NULL, NULL,
    "The register-pressure guard of `qprop-glia`: a move is refused"
    " where more than N values would be live at a point the moved value"
    " is now live across, at the new point and at the start of each"
    " block the move crosses. A value counts there if its definition"
    " dominates the point and one of its uses is dominated by it"
    " (dominance standing in for liveness), so values live through a"
    " block for a later use count as well. The dump says `not moved, K"
    " values would be live across the move, more than glia-pressure=N`"
    " (counted as `pressure`)." },
  { "vectorize-cost", "on|off",
    "qprop-vectorize leaves alone a loop whose vector iteration its cost"
    " model expects to cost at least the scalar iterations it replaces"
    " (default: on; off vectorizes whatever it can)",
    setter::on_off (&settings::vectorize_cost),
    NULL, NULL,
    "The cost model of `qprop-vectorize`: the scalar cost of VF"
    " iterations (each block's statements weighted by GCC's profile"
    " estimate of its frequency per iteration) against the cost of one"
    " vector iteration (every folded block under its mask, blends, masks,"
    " lane-by-lane accesses and gathers, divergent inner loops run until"
    " the last lane leaves). A loop whose vector cost V is at least its"
    " scalar cost S is left alone: `the cost model expects the vector"
    " loop to be slower (scalar S per VF iterations, vector V)`; the"
    " vectorized line of the dump ends in `cost=S->V`. `off` vectorizes"
    " every loop the pass can (for tests), and still prints the"
    " estimates." },
  { "vectorize-gather", "tuning|isa|off",
    "qprop-vectorize: load lane-varying addresses with the target's gather"
    " when GCC's tuning enables it (tuning), whenever the ISA has one"
    " (isa: AVX2), or never (off); otherwise lane by lane under the mask"
    " (default: isa)",
    setter::other (apply_vectorize_gather),
    "`tuning`, `isa` or `off`",
    "`isa`",
    "How `qprop-vectorize` loads from a lane-varying address (base +"
    " index * scale). `tuning` asks the target's gather hook as GCC's own"
    " vectorizer does: at `-march=x86-64-v3` GCC 12's generic tuning"
    " switches gathers off (they lose there to GCC's branch-free scalar"
    " emulation), and such loads go lane by lane, each lane branched round"
    " when its mask bit is clear. `isa` uses the AVX2 gather whenever the"
    " target ISA has it, whatever the tuning says: against lane-by-lane"
    " loads under a mask the gather wins on the tree and search kernels"
    " (docs/passes.md, qprop-vectorize). `off` never gathers. A target"
    " without AVX2 never gets a gather. The vectorized line of the dump"
    " counts them (`gathers=N`)." },
  { "vectorize-boscc", "on|off",
    "qprop-vectorize skips a folded region when no lane enters it (BOSCC"
    " gadget), where its cost model expects that to pay (default: on)",
    setter::on_off (&settings::vectorize_boscc),
    NULL, NULL,
    "BOSCC gadgets in `qprop-vectorize` (seed 002 section 6): the vector"
    " code of a region (a block with one predecessor and the blocks it"
    " dominates) runs only if some lane's mask enters it. Placed by the"
    " cost model: where the test and its expected mispredictions cost"
    " less than the region's vector cost times the probability that no"
    " lane of VF enters it (GCC's profile estimate), or, where GCC's"
    " estimate is only its even guess for a branch it knows nothing"
    " about, where the region costs at least eight tests. The vector"
    " estimate counts the skipped regions at that probability. The"
    " vectorized line of the dump gives `boscc=N`, the gadgets placed;"
    " `off` places none." },
  { "simt", "host|off",
    "host: treat each omp simd loop (or loop marked safelen or"
    " force_vectorize) as a SIMT region whose lanes are its iterations, so"
    " that qprop-div, qprop-simt-pre, qprop-reconverge, qprop-flatten and"
    " qprop-linearize run on the CPU and qprop-pre and qprop-sr follow"
    " insertion-rule there (default: off; the nvptx offload compiler"
    " always treats offloaded code as SIMT)",
    setter::other (apply_simt),
    "`host` or `off`",
    "`off`",
    "`host`: each outermost loop GCC marks for SIMD (`omp simd`,"
    " `safelen`, `force_vectorize`) is a SIMT region whose lanes are"
    " its iterations, so that `qprop-div`, `qprop-simt-pre`,"
    " `qprop-reconverge`, `qprop-flatten` and `qprop-linearize` run on"
    " the CPU, and `qprop-pre` and `qprop-sr` insert there under"
    " `insertion-rule`. The nvptx accelerator compiler always treats"
    " offloaded code as SIMT, and refuses `simt=host`." },
  { "div-mode", "affine|simple",
    "qprop-div's lattice: c*T + a forms (affine), or uniform/divergent"
    " only (simple) (default: affine)",
    setter::other (apply_div_mode),
    "`affine` or `simple`",
    "`affine`",
    "`qprop-div`'s lattice: the affine forms `c*T + a` of Sampaio et"
    " al. §3.4, or uniform/divergent only (§3.3)." },
  { "divergence-report", NULL,
    "note at each branch of a SIMT region whether it is uniform or"
    " diverges and why, and at each load and store whether its address"
    " is uniform, affine (with its stride) or divergent",
    setter::flag (&settings::divergence_report),
    NULL, NULL,
    "A note at each branch of a SIMT region (`branch is uniform`, or"
    " `branch diverges: 'x' depends on the vector lane through 'i'`)"
    " and at each load and store (`load from a uniform address`, `load"
    " from an affine address: stride S bytes per lane, coalesced`,"
    " `store to a divergent address`). In offload builds pass it to the"
    " accelerator compiler with `-foffload-options=nvptx-none=...`. See"
    " [passes.md](passes.md#qprop-div-divergence-analysis-uniform-affine-divergent)." },
  { "div-check", NULL,
    "with simt=host: instrument every branch qprop-div calls uniform and"
    " every value it calls uniform or affine with a run-time check; link"
    " the program with qprop-divcheck.o (make divcheck)",
    setter::flag (&settings::div_check),
    NULL, NULL,
    "Needs `simt=host`. Instruments every branch `qprop-div` calls"
    " uniform and every integer or pointer value it calls uniform or"
    " affine with a run-time check; link the program with"
    " `build/host/qprop-divcheck.o` (`make divcheck`; `make install`"
    " puts it in GCC's plugin directory). A violation aborts with the"
    " source location; `QPROP_DIVCHECK_WIDTH` (default 32) sets the"
    " lanes per chunk and `QPROP_DIVCHECK_VERBOSE=1` prints the number"
    " of checks." },
  { "selftest",
    "broken-ir|div-lie|linearize-all|flatten-all|version-all|remat-slots-all",
    "for the testsuite: corrupt the IR after every qprop pass, to show"
    " that verify catches it (broken-ir); make qprop-div call every branch"
    " uniform, to show that div-check catches it (div-lie); make"
    " qprop-linearize ignore its cost estimate, so that run tests and"
    " fuzzing reach every region it can transform (linearize-all); make"
    " qprop-flatten ignore formula (1) (flatten-all); make qprop-version"
    " version every loop it can, whatever its cost estimate says"
    " (version-all); make qprop-remat's slots ignore whether they pay"
    " (remat-slots-all)",
    setter::other (apply_selftest),
    "`broken-ir`, `div-lie`, `linearize-all`, `flatten-all`,"
    " `version-all` or `remat-slots-all`",
    "off",
    "For the testsuite. `version-all`: `qprop-version` versions every"
    " loop it can, whatever its cost estimate says. `broken-ir`: after"
    " every qprop pass, corrupt the IR (a use its definition does not"
    " dominate), so that a test can show that `verify` catches broken"
    " IR and names the pass. `div-lie`: `qprop-div` calls every branch"
    " uniform, so that a test can show that `div-check` catches a wrong"
    " analysis. `linearize-all`: `qprop-linearize` ignores its cost"
    " estimate, so that run tests and fuzzing reach every region it can"
    " transform. `flatten-all`: `qprop-flatten` ignores its cost model"
    " and flattens every nest it can. `remat-slots-all`: with"
    " `remat-slots=on`, `qprop-remat` gives a slot to every value the"
    " correctness rules allow, wherever its store and loads run. Never"
    " use them otherwise." },
};

const size_t argument_count = sizeof arguments / sizeof arguments[0];

/* Store VALUE, given to argument ARG, in *TO; or describe in *WHY what
   ARG accepts.  */
bool
apply (const argument &arg, const char *value, settings *to, refusal *why)
{
  const setter &how = arg.how;
  switch (how.kind)
    {
    case ARG_FLAG:
      to->*how.boolean = true;
      return true;
    case ARG_ON_OFF:
      return set_choice (value, "on", "off", &(to->*how.boolean), why);
    case ARG_COUNT:
      return set_count (value, &(to->*how.number), why);
    case ARG_PERCENT:
      {
	int percent;
	if (!set_count (value, &percent, why) || percent > 100)
	  {
	    *why = "accepted: a percentage from 1 to 100";
	    return false;
	  }
	to->*how.number = percent;
	return true;
      }
    case ARG_OTHER:
    case ARG_OPTIONAL:
      return how.apply (value, to, why);
    }
  gcc_unreachable ();
}

} // namespace args_impl
} // namespace qprop
