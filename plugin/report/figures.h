/* What a pass reports about a function: its figures, each shown in the
   pass's summary line in the dump, counted for -fplugin-arg-qprop-stats,
   or both.  The passes that keep their figures in a stats struct
   (qprop-pre, qprop-sr, qprop-glia, qprop-splice) have the struct
   declared here from report/figures.def, the one table of their
   figures.  */

#ifndef QPROP_REPORT_FIGURES_H
#define QPROP_REPORT_FIGURES_H

namespace qprop {

/* One figure of a pass's summary for a function: its name in the dump's
   summary line (null: not shown there) and among the counters (null: not
   counted), and its value.  */
struct figure
{
  const char *dump_name;
  const char *counter;
  long value;
};

/* For each PASS of the table, struct PASS_stats with a long for each of
   its rows; figures_of, which lists them all in the table's order for
   the summary line and the counters; and rule_figures_of, which lists
   those of the DEF_RULE_FIGURE rows for the line that names the SIMT
   insertion rule.  */
#define DEF_STATS_BEGIN(PASS) struct PASS##_stats {
#define DEF_FIGURE(FIELD, DUMP_NAME) long FIELD = 0;
#define DEF_RULE_FIGURE DEF_FIGURE
#define DEF_STATS_END(PASS) }; \
  std::vector<figure> figures_of (const PASS##_stats &stats); \
  std::vector<figure> rule_figures_of (const PASS##_stats &stats);
#include "report/figures.def"
#undef DEF_STATS_BEGIN
#undef DEF_FIGURE
#undef DEF_RULE_FIGURE
#undef DEF_STATS_END

} // namespace qprop

#endif
