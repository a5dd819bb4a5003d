/* Work counters for -fplugin-arg-qprop-stats.  See counters.h.

   The output is meant for people and for tests alike, one line per pass
   and function, counters in the order they were first touched:

     qprop: stats: FUNCTION: PASS: name=N name=N ...
     qprop: stats: total: PASS: functions=N name=N ...  */

#include "gcc-includes.h"
#include "report/counters.h"

namespace qprop {
namespace counters {

namespace {

/* Counters in the order they were first added; the lists are short, so a
   linear search beats a map and keeps the output order stable.  */
typedef std::vector<std::pair<std::string, long> > counter_list;

struct pass_totals
{
  std::string pass;
  counter_list counts;
};

bool printing;
const char *running_pass;
counter_list current;
std::vector<pass_totals> totals;

void
bump (counter_list &list, const std::string &name, long n)
{
  for (auto &entry : list)
    if (entry.first == name)
      {
	entry.second += n;
	return;
      }
  list.push_back (std::make_pair (name, n));
}

void
print_line (const char *scope, const char *pass, const counter_list &list)
{
  fprintf (stderr, "qprop: stats: %s: %s:", scope, pass);
  for (const auto &entry : list)
    fprintf (stderr, " %s=%ld", entry.first.c_str (), entry.second);
  fputc ('\n', stderr);
}

} // anon namespace

void
print_each_function (bool on)
{
  printing = on;
}

void
begin_function (const char *pass)
{
  running_pass = pass;
  current.clear ();
}

void
add (const char *counter, long n)
{
  gcc_assert (running_pass);
  bump (current, counter, n);
}

void
end_function (function *fn)
{
  if (printing)
    print_line (function_name (fn), running_pass, current);

  pass_totals *t = NULL;
  for (auto &entry : totals)
    if (entry.pass == running_pass)
      t = &entry;
  if (!t)
    {
      totals.push_back (pass_totals ());
      t = &totals.back ();
      t->pass = running_pass;
    }
  bump (t->counts, "functions", 1);
  for (const auto &entry : current)
    bump (t->counts, entry.first, entry.second);
  running_pass = NULL;
}

void
print_totals ()
{
  if (!printing)
    return;
  for (const auto &t : totals)
    print_line ("total", t.pass.c_str (), t.counts);
}

} // namespace counters
} // namespace qprop
