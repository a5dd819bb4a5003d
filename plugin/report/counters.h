/* Work counters for -fplugin-arg-qprop-stats.

   A pass counts what it did (candidates found, insertions, queries,
   budget bail-outs) under names of its choosing.  The registry wrapper
   brackets each pass execution with begin_function/end_function, which
   prints the function's counters when asked and adds them to the totals
   that are printed once, at the end of the translation unit.  */

#ifndef QPROP_REPORT_COUNTERS_H
#define QPROP_REPORT_COUNTERS_H

namespace qprop {
namespace counters {

/* Whether the counters are printed (-fplugin-arg-qprop-stats); they
   are kept either way.  */
void print_each_function (bool on);

/* Start counting for PASS on the current function.  */
void begin_function (const char *pass);

/* Add N to COUNTER of the pass that is running.  */
void add (const char *counter, long n = 1);

/* Report and accumulate the counters of the pass that just ran on FN.  */
void end_function (function *fn);

/* Print the translation unit's totals, if printing is on.  */
void print_totals ();

} // namespace counters
} // namespace qprop

#endif
