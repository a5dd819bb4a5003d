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
#include "analysis/value-numbering.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

unsigned int
execute_gvn (function *fn, const settings &conf)
{
  /* Nothing reads the numbering but the dump and the counters, and it
     cost 2.7% of cc1's instructions on artscan at -O3 under passes=all:
     without either, there is nothing to do.  */
  if (!dump_file && !conf.stats)
    return 0;
  value_numbering vn (fn, conf.max_blocks);
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
