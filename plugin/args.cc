/* Parsing and checking of qprop's plugin arguments.

   GCC hands a plugin its -fplugin-arg-NAME-KEY[=VALUE] arguments as
   (KEY, VALUE) pairs, VALUE being null when no '=' was given.  GCC itself
   checks nothing about them, so everything a user can get wrong is caught
   here: an unknown KEY, a value given to a flag, a missing value, and a
   value the argument does not accept.  Each mistake is reported with
   error () naming the argument as the user spelled it and saying what is
   accepted, and the plugin then refuses to initialize, which fails the
   compile.  Nothing falls back to a default silently.

   The table (args-table.cc) gives -fplugin-arg-qprop-help and, with help=markdown,
   the tables of docs/options.md.  */

#include "gcc-includes.h"
#include "args-impl.h"
#include "registry.h"

namespace qprop {

using namespace args_impl;

namespace {

/* The rows of args-table.cc, for range-based for.  */
struct argument_rows
{
  const argument *begin () const { return arguments; }
  const argument *end () const { return arguments + argument_count; }
};

argument_rows
all_arguments ()
{
  return argument_rows ();
}

std::string
accepted_keys ()
{
  std::string keys;
  for (const argument &a : all_arguments ())
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
  for (const argument &a : all_arguments ())
    if (strcmp (a.key, key) == 0)
      return &a;
  return NULL;
}

/* Check one (KEY, VALUE) pair and apply it to *TO; report and return
   false if it is wrong.  BASE is "-fplugin-arg-NAME", so messages show
   the argument exactly as it was written.  */
bool
parse_one (const std::string &base, const char *key, const char *value,
	   settings *to)
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
  if (arg->value_syntax && arg->how.kind != ARG_OPTIONAL
      && (!value || !*value))
    {
      error ("qprop: %qs needs a value: %s=%s",
	     spelled.c_str (), spelled.c_str (), arg->value_syntax);
      return false;
    }
  refusal why;
  if (!apply (*arg, value, to, &why))
    {
      std::string whole = spelled + "=" + value;
      error ("qprop: %qs: %s", whole.c_str (), why.c_str ());
      return false;
    }
  return true;
}

/* "help[=markdown]", "passes=all|none|PASS[,PASS...]", "verify".  */
std::string
spelling (const argument &a)
{
  std::string form = a.key;
  if (a.how.kind == ARG_OPTIONAL)
    form = form + "[=" + a.value_syntax + "]";
  else if (a.value_syntax)
    form = form + "=" + a.value_syntax;
  return form;
}

/* The "value" and "default" columns of A's row in docs/options.md.  The
   arguments that set one field describe themselves.  */
std::string
doc_value (const argument &a)
{
  if (a.doc_value)
    return a.doc_value;
  switch (a.how.kind)
    {
    case ARG_FLAG: return "none";
    case ARG_ON_OFF: return "`on` or `off`";
    case ARG_COUNT: return "`N` (1 to " + std::to_string (INT_MAX) + ")";
    default: gcc_unreachable ();
    }
}

std::string
doc_default (const argument &a)
{
  if (a.doc_default)
    return a.doc_default;
  static const settings defaults;
  switch (a.how.kind)
    {
    case ARG_FLAG: return "off";
    case ARG_ON_OFF: return defaults.*a.how.boolean ? "`on`" : "`off`";
    case ARG_COUNT: return "`" + std::to_string (defaults.*a.how.number) + "`";
    default: gcc_unreachable ();
    }
}

/* The tables of docs/options.md, with the heading between them.  */
void
print_markdown (FILE *stream)
{
  fprintf (stream, "| argument | value | default | what it does |\n"
	   "|---|---|---|---|\n");
  for (const argument &a : all_arguments ())
    fprintf (stream, "| `%s` | %s | %s | %s |\n", a.key,
	     doc_value (a).c_str (), doc_default (a).c_str (), a.doc);
  fprintf (stream, "\n## Passes\n\nIn the order they run; none runs at"
	   " `-O0`.\n\n");
  print_pass_table (stream);
}

} // anon namespace

bool
parse_arguments (const plugin_name_args *info, settings *to)
{
  for (size_t i = 0; i < pass_count (); i++)
    if (!pass_at (i).opt_in)
      to->selected.insert (pass_at (i).name);
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
	ok &= parse_one (base, arg.key, arg.value, to);
    }
  if (ok && to->div_check && !to->simt_host)
    {
      error ("qprop: %qs needs %qs: the run-time check runs the lanes of"
	     " simd loops on the host", (base + "-div-check").c_str (),
	     (base + "-simt=host").c_str ());
      ok = false;
    }
#ifdef ACCEL_COMPILER
  if (ok && to->simt_host)
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
print_help (FILE *stream, bool markdown)
{
  if (markdown)
    {
      print_markdown (stream);
      return;
    }
  fprintf (stream, "qprop arguments (each spelled -fplugin-arg-qprop-KEY"
	   "[=VALUE], after -fplugin=qprop):\n");
  for (const argument &a : all_arguments ())
    fprintf (stream, "  %-34s %s\n", spelling (a).c_str (), a.description);
  fprintf (stream, "qprop passes (never run at -O0):\n");
  for (size_t i = 0; i < pass_count (); i++)
    fprintf (stream, "  %-34s %s\n", pass_at (i).name, pass_at (i).summary);
}

} // namespace qprop
