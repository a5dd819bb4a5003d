/* qprop-stats: reports the census of each function.

   It changes nothing.  It exists so that every piece of the plugin that
   a real pass relies on (selection, the -O0 gate, dump files, opt-info
   remarks, IR verification, counters) is exercised end to end, in every
   compiler qprop loads into, by a pass whose expected output can be
   worked out by hand.

   Dump (-fplugin-arg-qprop-dump=qprop-stats):
     qprop-stats: FUNCTION: blocks=N loops=N loads=N stores=N branches=N
   and with -details, the same counts for each basic block first.  */

#include "gcc-includes.h"
#include "analysis/census.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

namespace {

void
print_counts (FILE *out, const census &c)
{
  fprintf (out, "loads=%d stores=%d branches=%d", c.loads, c.stores,
	   c.branches);
}

} // anon namespace

unsigned int
execute_stats (function *fn, const settings &)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      basic_block bb;
      FOR_EACH_BB_FN (bb, fn)
	{
	  fprintf (dump_file, "qprop-stats: bb %d: ", bb->index);
	  print_counts (dump_file, count_block (bb));
	  fputc ('\n', dump_file);
	}
    }

  census c = take_census (fn);
  if (dump_file)
    {
      fprintf (dump_file, "qprop-stats: %s: blocks=%d loops=%d ",
	       function_name (fn), c.blocks, c.loops);
      print_counts (dump_file, c);
      fputc ('\n', dump_file);
    }

  remark_on_function (MSG_NOTE, fn, "qprop-stats: %d blocks, %d loops,"
		      " %d loads, %d stores, %d branches\n",
		      c.blocks, c.loops, c.loads, c.stores, c.branches);

  counters::add ("blocks", c.blocks);
  counters::add ("loops", c.loops);
  counters::add ("loads", c.loads);
  counters::add ("stores", c.stores);
  counters::add ("branches", c.branches);
  return 0;
}

} // namespace qprop
