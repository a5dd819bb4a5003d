/* Glue that several pass entries share: the "no SIMT region" answer,
   a remark about a place or about a whole function, a function's
   summary line and counters, and the line that names the SIMT insertion
   rule.  See passes.h.  */

#include "gcc-includes.h"
#include "report/counters.h"
#include "query/query-engine.h"
#include "passes/passes.h"

namespace qprop {

bool
found_simt_region (simt_divergence &da, function *fn, const char *pass)
{
  da.run ();
  if (!da.regions ().is_empty ())
    return true;
  if (dump_file)
    fprintf (dump_file, "%s: %s: no SIMT region\n", pass, function_name (fn));
  return false;
}

namespace {

/* What remark_at and remark_on_function share: the remark of KIND at
   WHERE, FMT and AP formatted as printf would.  */
void
remark_va (dump_flags_t kind, const dump_user_location_t &where,
	   const char *fmt, va_list ap)
{
  char *text = xvasprintf (fmt, ap);
  dump_printf_loc (kind, where, "%s", text);
  free (text);
}

} // anon namespace

void
remark_at (dump_flags_t kind, function *fn, location_t locus,
	   const char *fmt, ...)
{
  if (!dump_enabled_p ())
    return;
  dump_user_location_t where
    = (locus != UNKNOWN_LOCATION
       ? dump_user_location_t::from_location_t (locus)
       : dump_user_location_t::from_function_decl (fn->decl));
  va_list ap;
  va_start (ap, fmt);
  remark_va (kind, where, fmt, ap);
  va_end (ap);
}

void
remark_on_function (dump_flags_t kind, function *fn, const char *fmt, ...)
{
  if (!dump_enabled_p ())
    return;
  va_list ap;
  va_start (ap, fmt);
  remark_va (kind, dump_user_location_t::from_function_decl (fn->decl), fmt,
	     ap);
  va_end (ap);
}

void
report_figures (function *fn, const char *pass, const char *head,
		const std::vector<figure> &figures)
{
  if (dump_file)
    {
      fprintf (dump_file, "%s: %s:", pass, function_name (fn));
      if (head)
	fprintf (dump_file, " %s", head);
      for (const figure &f : figures)
	if (f.dump_name)
	  fprintf (dump_file, " %s=%ld", f.dump_name, f.value);
      fputc ('\n', dump_file);
    }
  for (const figure &f : figures)
    if (f.counter)
      counters::add (f.counter, f.value);
}

void
report_insertion_rule (function *fn, const char *pass,
		       const simt_insertion_policy &simt,
		       const std::vector<figure> &figures)
{
  if (!dump_file || !simt.active ())
    return;
  std::string head = std::string ("insertion-rule=")
		     + insertion_rule_name (simt.policy ().rule);
  report_figures (fn, pass, head.c_str (), figures);
}

} // namespace qprop
