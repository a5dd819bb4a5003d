/* qprop-gvn: reports the value numbering that qprop-pre works from.

   The analysis changes nothing, and qprop-pre computes it for itself;
   this pass exists so that the numbering and the value-occurrence tables
   can be read and tested on their own, and does no work unless its dump
   or -fplugin-arg-qprop-stats asks for them.

   Dump (-fplugin-arg-qprop-dump=qprop-gvn):
     qprop-gvn: FUNCTION: values=N traversals=N numbering=optimistic|pessimistic
   and with -details, before it, every block with the value number of
   each statement ("[N] stmt", loads also with their shape), its local
   value-occurrence table and its path value-occurrence table.  */

#include "gcc-includes.h"
#include "args.h"
#include "analysis/value-numbering.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

bool
too_big_for_value_numbering (function *fn, const value_numbering &vn,
			     const char *pass)
{
  if (!vn.too_big ())
    return false;
  report_too_big (fn, pass);
  return true;
}

void
report_too_big (function *fn, const char *pass)
{
  if (dump_file)
    fprintf (dump_file, "%s: %s: left alone: %d basic blocks, more than"
	     " max-blocks=%d\n", pass, function_name (fn),
	     n_basic_blocks_for_fn (fn) - NUM_FIXED_BLOCKS, config.max_blocks);
  counters::add ("too_big");
}

unsigned int
execute_gvn (function *fn)
{
  /* Nothing reads the numbering but the dump and the counters, and it
     cost 2.7% of cc1's instructions on artscan at -O3 under passes=all:
     without either, there is nothing to do.  */
  if (!dump_file && !config.stats)
    return 0;
  value_numbering vn (fn, config.max_blocks);
  if (too_big_for_value_numbering (fn, vn, "qprop-gvn"))
    return 0;
  if (dump_file && (dump_flags & TDF_DETAILS))
    vn.dump (dump_file);
  if (dump_file)
    fprintf (dump_file, "qprop-gvn: %s: values=%d traversals=%d"
	     " numbering=%s\n", function_name (fn), vn.values (),
	     vn.traversals (), vn.fell_back () ? "pessimistic" : "optimistic");
  counters::add ("values", vn.values ());
  counters::add ("traversals", vn.traversals ());
  counters::add ("pessimistic", vn.fell_back ());
  return 0;
}

} // namespace qprop
