/* Parsing and checking of qprop's plugin arguments.

   GCC hands a plugin its -fplugin-arg-NAME-KEY[=VALUE] arguments as
   (KEY, VALUE) pairs, VALUE being null when no '=' was given.  GCC itself
   checks nothing about them, so everything a user can get wrong is caught
   here: an unknown KEY, a value given to a flag, a missing value, and a
   value the argument does not accept.  Each mistake is reported with
   error () naming the argument as the user spelled it and saying what is
   accepted, and the plugin then refuses to initialize, which fails the
   compile.  Nothing falls back to a default silently.  */

#include "gcc-includes.h"
#include "args.h"
#include "registry.h"
#include "query/query-engine.h"

namespace qprop {

settings config;

namespace {

/* Why a value was refused, to be appended to the error message.  */
typedef std::string refusal;

/* A row of the argument table.  VALUE_SYNTAX is null for flags, which
   take no value.  APPLY stores the effect of VALUE in CONFIG, or returns
   false and describes what is accepted in *WHY.  */
struct argument
{
  const char *key;
  const char *value_syntax;
  const char *description;
  bool (*apply) (const char *value, refusal *why);
};

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
set_flag (bool *flag)
{
  *flag = true;
  return true;
}

bool
apply_help (const char *, refusal *)
{
  return set_flag (&config.help);
}

bool
apply_verify (const char *, refusal *)
{
  return set_flag (&config.verify);
}

bool
apply_stats (const char *, refusal *)
{
  return set_flag (&config.stats);
}

bool
apply_selftest (const char *value, refusal *why)
{
  if (strcmp (value, "broken-ir") == 0)
    return set_flag (&config.selftest_broken_ir);
  if (strcmp (value, "div-lie") == 0)
    return set_flag (&config.selftest_div_lie);
  if (strcmp (value, "linearize-all") == 0)
    return set_flag (&config.selftest_linearize_all);
  if (strcmp (value, "flatten-all") == 0)
    return set_flag (&config.selftest_flatten_all);
  if (strcmp (value, "version-all") == 0)
    return set_flag (&config.selftest_version_all);
  *why = "accepted: broken-ir, div-lie, linearize-all, flatten-all,"
	 " version-all";
  return false;
}

bool
apply_simt (const char *value, refusal *why)
{
  if (strcmp (value, "host") == 0 || strcmp (value, "off") == 0)
    {
      config.simt_host = value[0] == 'h';
      return true;
    }
  *why = "accepted: host, off";
  return false;
}

bool
apply_div_mode (const char *value, refusal *why)
{
  if (strcmp (value, "affine") == 0 || strcmp (value, "simple") == 0)
    {
      config.div_affine = value[0] == 'a';
      return true;
    }
  *why = "accepted: affine, simple";
  return false;
}

bool
apply_divergence_report (const char *, refusal *)
{
  return set_flag (&config.divergence_report);
}

bool
apply_div_check (const char *, refusal *)
{
  return set_flag (&config.div_check);
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
apply_max_blocks (const char *value, refusal *why)
{
  return set_count (value, &config.max_blocks, why);
}

bool
apply_pre_queries (const char *value, refusal *why)
{
  return set_count (value, &config.pre_queries, why);
}

bool
apply_pre_nodes (const char *value, refusal *why)
{
  return set_count (value, &config.pre_nodes, why);
}

bool
apply_sr_visits (const char *value, refusal *why)
{
  return set_count (value, &config.sr_visits, why);
}

bool
apply_sr_carried (const char *value, refusal *why)
{
  return set_count (value, &config.sr_carried, why);
}

bool
apply_sr_unroll (const char *value, refusal *why)
{
  return set_count (value, &config.sr_unroll, why);
}

bool
apply_linearize_blocks (const char *value, refusal *why)
{
  return set_count (value, &config.linearize_blocks, why);
}

bool
apply_flatten_blocks (const char *value, refusal *why)
{
  return set_count (value, &config.flatten_blocks, why);
}

bool
apply_version_growth (const char *value, refusal *why)
{
  return set_count (value, &config.version_growth, why);
}

bool
apply_version_pairs (const char *value, refusal *why)
{
  return set_count (value, &config.version_pairs, why);
}

bool
apply_version_copy (const char *value, refusal *why)
{
  return set_count (value, &config.version_copy, why);
}

bool
apply_flatten_idle (const char *value, refusal *why)
{
  int percent;
  if (!set_count (value, &percent, why) || percent > 100)
    {
      *why = "accepted: a percentage from 1 to 100";
      return false;
    }
  config.flatten_idle = percent;
  return true;
}

static bool
set_switch (const char *value, bool *to, refusal *why)
{
  if (strcmp (value, "on") == 0 || strcmp (value, "off") == 0)
    {
      *to = strcmp (value, "on") == 0;
      return true;
    }
  *why = "accepted: on, off";
  return false;
}

bool
apply_flatten_in_step (const char *value, refusal *why)
{
  return set_switch (value, &config.flatten_in_step, why);
}

bool
apply_version_predcom (const char *value, refusal *why)
{
  return set_switch (value, &config.version_predcom, why);
}

bool
apply_linearize_loops (const char *value, refusal *why)
{
  return set_switch (value, &config.linearize_loops, why);
}

bool
apply_linearize_boscc (const char *value, refusal *why)
{
  return set_switch (value, &config.linearize_boscc, why);
}

static_assert (RULE_SSRQP == 3, "args.h's default insertion_rule");

bool
apply_insertion_rule (const char *value, refusal *why)
{
  static const insertion_rule rules[]
    = { RULE_SRQP, RULE_ESRQP, RULE_SSRQP_S, RULE_SSRQP };
  for (insertion_rule r : rules)
    if (strcmp (value, insertion_rule_name (r)) == 0)
      {
	config.insertion_rule = r;
	return true;
      }
  *why = "accepted: srqp, esrqp, ssrqp_s, ssrqp";
  return false;
}

bool
apply_glia_mode (const char *value, refusal *why)
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
	config.glia_speculative = m.speculative;
	config.glia_keep_dimension = m.dimension;
	return true;
      }
  *why = "accepted: glia, mdglia, us-glia, us-mdglia";
  return false;
}

bool
apply_glia_nodes (const char *value, refusal *why)
{
  return set_count (value, &config.glia_nodes, why);
}

bool
apply_glia_distance (const char *value, refusal *why)
{
  return set_count (value, &config.glia_distance, why);
}

bool
apply_glia_pressure (const char *value, refusal *why)
{
  return set_count (value, &config.glia_pressure, why);
}

bool
apply_passes (const char *value, refusal *why)
{
  std::vector<bool> chosen (pass_count (), false);
  if (strcmp (value, "all") == 0 || strcmp (value, "none") == 0)
    chosen.assign (pass_count (), value[0] == 'a');
  else
    for (const std::string &name : split_list (value))
      {
	int index = find_pass (name.c_str ());
	if (name == "all" || name == "none")
	  {
	    *why = "'" + name + "' stands alone and cannot be combined with"
		   " pass names";
	    return false;
	  }
	if (index < 0)
	  {
	    *why = (name.empty ()
		    ? std::string ("empty pass name in the list")
		    : "unknown pass '" + name + "'");
	    *why += "; accepted: all, none, or a comma-separated list of: "
		    + known_pass_list ();
	    return false;
	  }
	chosen[index] = true;
      }
  config.selected = chosen;
  return true;
}

bool
apply_dump (const char *value, refusal *why)
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
  config.dump_switches.insert (config.dump_switches.end (),
			       switches.begin (), switches.end ());
  return true;
}

const argument arguments[] = {
  { "help", NULL,
    "print this list of arguments and passes", apply_help },
  { "passes", "all|none|PASS[,PASS...]",
    "select the qprop passes that run (default: all)", apply_passes },
  { "dump", "PASS[-details][,...]",
    "write GCC's dump file for each named pass (stands in for -fdump-tree-PASS)",
    apply_dump },
  { "verify", NULL,
    "verify SSA, CFG and loops after every qprop pass; broken IR is an"
    " internal compiler error naming the pass", apply_verify },
  { "stats", NULL,
    "print each pass's counters on stderr, per function and per"
    " translation unit", apply_stats },
  { "max-blocks", "N",
    "leave functions with more than N basic blocks alone in qprop-gvn,"
    " qprop-pre, qprop-sr and qprop-glia, and say so in their dumps"
    " (default: 20000)",
    apply_max_blocks },
  { "pre-queries", "N",
    "qprop-pre starts at most N queries per function (default: 10000)",
    apply_pre_queries },
  { "pre-nodes", "N",
    "a qprop-pre query, with its down-safety checks, visits at most N"
    " blocks; a query that needs more is abandoned (default: 500)",
    apply_pre_nodes },
  { "sr-visits", "N",
    "a qprop-sr query carries at most N rewritings of a reference into one"
    " block (visitLimNum), so it sees reuse at most N-1 iterations back"
    " (default: 3)", apply_sr_visits },
  { "sr-carried", "N",
    "qprop-sr leaves at most N values in one loop's header PHIs, the"
    " loop's own included; further references are dropped and reported"
    " in the dump (default: 12)",
    apply_sr_carried },
  { "sr-unroll", "N",
    "qprop-sr unrolls an innermost loop whose carried values rotate"
    " through PHIs by at most N, so that the rotation needs no register"
    " copies; 1 never unrolls (default: 8)", apply_sr_unroll },
  { "insertion-rule", "srqp|esrqp|ssrqp_s|ssrqp",
    "where qprop-pre and qprop-sr may insert in SIMT code: anywhere"
    " (srqp), or only where no divergent branch decides whether the code"
    " runs (esrqp); ssrqp also lets qprop-sr hoist a load it cannot"
    " replace out of the divergent branches around it, ssrqp_s out of"
    " any branch (default: ssrqp)", apply_insertion_rule },
  { "linearize-blocks", "N",
    "qprop-linearize leaves alone a divergent region of more than N basic"
    " blocks (default: 64)", apply_linearize_blocks },
  { "linearize-loops", "on|off",
    "qprop-linearize rebinds the exits of a divergent loop whose exits lead"
    " to different blocks to one exit block, so that the warp runs each"
    " exit path once (default: on)", apply_linearize_loops },
  { "linearize-boscc", "on|off",
    "qprop-linearize lets the guard of a linearized block jump over the"
    " blocks that block dominates when no lane of the warp enters it (the"
    " BOSCC gadget; default: off)", apply_linearize_boscc },
  { "version-growth", "N",
    "qprop-version copies at most N statements per function (the"
    " estimated size of the loops it versions); further loops are left"
    " alone and reported in the dump (default: 1000)",
    apply_version_growth },
  { "version-pairs", "N",
    "qprop-version leaves alone a loop whose run-time check would compare"
    " more than N pairs of pointer groups (default: 8)",
    apply_version_pairs },
  { "version-copy", "N",
    "qprop-version copies at most N loops of a nest: the loop it versions"
    " and N-1 around it; a check hoisted further out is computed once"
    " before the nest and the copies branch on its answer (default: 2)",
    apply_version_copy },
  { "version-predcom", "on|off",
    "in a function where qprop-version versioned a loop and qprop-sr runs,"
    " keep GCC's -fpredictive-commoning (on) or switch it off so that"
    " qprop-sr carries the values without unrolling (default: off)",
    apply_version_predcom },
  { "flatten-idle", "P",
    "qprop-flatten's n/N in formula (1): it flattens a nest when P% of a"
    " warp's lanes idle in the inner loop would outweigh the outer loop's"
    " share Ta/(Ta+Tb) of the work (default: 50)", apply_flatten_idle },
  { "flatten-in-step", "on|off",
    "in the nvptx compiler with -misa=sm_70 or later, a nest flattened by"
    " qprop-flatten keeps its inner loop's back edge, taken while every"
    " lane that entered the nest is in the inner loop and stays there"
    " (default: on)", apply_flatten_in_step },
  { "flatten-blocks", "N",
    "qprop-flatten leaves alone a nest whose outer loop has more than N"
    " basic blocks (default: 100)", apply_flatten_blocks },
  { "glia-mode", "glia|mdglia|us-glia|us-mdglia",
    "qprop-glia's placement: next to any load of the same array (glia) or"
    " to the one sharing the most leading indices (mdglia); the us- modes"
    " never place a load where it was not executed on every path"
    " (default: mdglia)", apply_glia_mode },
  { "glia-nodes", "N",
    "qprop-glia analyzes a reference over at most N statements (its loop's"
    " body, or the function); larger regions are left alone and reported"
    " in the dump (default: 4000)", apply_glia_nodes },
  { "glia-distance", "N",
    "qprop-glia moves a load only across at least N references to other"
    " arrays, or across a call or an inner loop: fewer cannot evict a"
    " line from an N-way cache (default: 8)", apply_glia_distance },
  { "glia-pressure", "N",
    "qprop-glia does not move a load where N values would then be live"
    " (default: 12)", apply_glia_pressure },
  { "simt", "host|off",
    "host: treat each omp simd loop (or loop marked safelen or"
    " force_vectorize) as a SIMT region whose lanes are its iterations, so"
    " that qprop-div and the SIMT passes run on the CPU (default: off; the"
    " nvptx offload compiler always treats offloaded code as SIMT)",
    apply_simt },
  { "div-mode", "affine|simple",
    "qprop-div's lattice: c*T + a forms (affine), or uniform/divergent"
    " only (simple) (default: affine)", apply_div_mode },
  { "divergence-report", NULL,
    "note at each branch of a SIMT region whether it is uniform or"
    " diverges and why, and at each load and store whether its address"
    " is uniform, affine (with its stride) or divergent",
    apply_divergence_report },
  { "div-check", NULL,
    "with simt=host: instrument every branch qprop-div calls uniform and"
    " every value it calls uniform or affine with a run-time check; link"
    " the program with qprop-divcheck.o (make divcheck)", apply_div_check },
  { "selftest", "broken-ir|div-lie|linearize-all|flatten-all|version-all",
    "for the testsuite: corrupt the IR after every qprop pass, to show"
    " that verify catches it (broken-ir); make qprop-div call every branch"
    " uniform, to show that div-check catches it (div-lie); make"
    " qprop-linearize ignore its cost estimate, so that run tests and"
    " fuzzing reach every region it can transform (linearize-all); make"
    " qprop-flatten ignore formula (1) (flatten-all); make qprop-version"
    " version every loop it can, whatever its cost estimate says"
    " (version-all)",
    apply_selftest },
};

std::string
accepted_keys ()
{
  std::string keys;
  for (const argument &a : arguments)
    {
      if (!keys.empty ())
	keys += ", ";
      keys += a.key;
    }
  return keys;
}

const argument *
find_argument (const char *key)
{
  for (const argument &a : arguments)
    if (strcmp (a.key, key) == 0)
      return &a;
  return NULL;
}

/* Check one (KEY, VALUE) pair and apply it; report and return false if it
   is wrong.  BASE is "-fplugin-arg-NAME", so messages show the argument
   exactly as it was written.  */
bool
parse_one (const std::string &base, const char *key, const char *value)
{
  std::string spelled = base + "-" + key;
  const argument *arg = find_argument (key);
  if (!arg)
    {
      error ("qprop: unknown argument %qs; accepted: %s",
	     spelled.c_str (), accepted_keys ().c_str ());
      return false;
    }
  if (!arg->value_syntax && value)
    {
      error ("qprop: %qs takes no value, but was given %qs",
	     spelled.c_str (), value);
      return false;
    }
  if (arg->value_syntax && (!value || !*value))
    {
      error ("qprop: %qs needs a value: %s=%s",
	     spelled.c_str (), spelled.c_str (), arg->value_syntax);
      return false;
    }
  refusal why;
  if (!arg->apply (value, &why))
    {
      std::string whole = spelled + "=" + value;
      error ("qprop: %qs: %s", whole.c_str (), why.c_str ());
      return false;
    }
  return true;
}

} // anon namespace

bool
parse_arguments (const plugin_name_args *info)
{
  config.selected.assign (pass_count (), true);
  std::string base = std::string ("-fplugin-arg-") + info->base_name;
  bool ok = true;
  for (int i = 0; i < info->argc; i++)
    {
      /* The accelerator compiler gets each -foffload-options argument
	 twice, from the compile-time options saved in the offload object
	 and from the link command; one error per mistake is enough.  */
      const plugin_argument &arg = info->argv[i];
      bool repeated = false;
      for (int j = 0; j < i && !repeated; j++)
	repeated = (strcmp (info->argv[j].key, arg.key) == 0
		    && (info->argv[j].value && arg.value
			? strcmp (info->argv[j].value, arg.value) == 0
			: info->argv[j].value == arg.value));
      if (!repeated)
	ok &= parse_one (base, arg.key, arg.value);
    }
  if (ok && config.div_check && !config.simt_host)
    {
      error ("qprop: %qs needs %qs: the run-time check runs the lanes of"
	     " simd loops on the host", (base + "-div-check").c_str (),
	     (base + "-simt=host").c_str ());
      ok = false;
    }
#ifdef ACCEL_COMPILER
  if (ok && config.simt_host)
    {
      error ("qprop: %qs is for the host compiler; the offload compiler"
	     " treats all offloaded code as SIMT already",
	     (base + "-simt=host").c_str ());
      ok = false;
    }
#endif
  return ok;
}

void
print_help (FILE *stream)
{
  fprintf (stream, "qprop arguments (each spelled -fplugin-arg-qprop-KEY"
	   "[=VALUE], after -fplugin=qprop):\n");
  for (const argument &a : arguments)
    {
      std::string form = a.key;
      if (a.value_syntax)
	form = form + "=" + a.value_syntax;
      fprintf (stream, "  %-34s %s\n", form.c_str (), a.description);
    }
  fprintf (stream, "qprop passes (never run at -O0):\n");
  for (size_t i = 0; i < pass_count (); i++)
    fprintf (stream, "  %-34s %s\n", pass_at (i).name, pass_at (i).summary);
}

} // namespace qprop
