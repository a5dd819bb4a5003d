/* The lists of figures of the passes that keep them in a stats struct,
   made from report/figures.def.  See figures.h.  */

#include "gcc-includes.h"
#include "report/figures.h"

namespace qprop {

/* Every row, for the summary line (a DEF_RULE_FIGURE row is not shown
   there) and the counters, which are named after the fields.  */
#define DEF_STATS_BEGIN(PASS) \
  std::vector<figure> \
  figures_of (const PASS##_stats &stats) \
  { \
    return {
#define DEF_FIGURE(FIELD, DUMP_NAME) { DUMP_NAME, #FIELD, stats.FIELD },
#define DEF_RULE_FIGURE(FIELD, DUMP_NAME) { NULL, #FIELD, stats.FIELD },
#define DEF_STATS_END(PASS) }; }
#include "report/figures.def"
#undef DEF_STATS_BEGIN
#undef DEF_FIGURE
#undef DEF_RULE_FIGURE

/* The DEF_RULE_FIGURE rows, for the insertion rule's line only: they
   are counted with the others.  */
#define DEF_STATS_BEGIN(PASS) \
  std::vector<figure> \
  rule_figures_of (const PASS##_stats &stats) \
  { \
    return {
#define DEF_FIGURE(FIELD, DUMP_NAME)
#define DEF_RULE_FIGURE(FIELD, DUMP_NAME) { DUMP_NAME, NULL, stats.FIELD },
#include "report/figures.def"
#undef DEF_STATS_BEGIN
#undef DEF_FIGURE
#undef DEF_RULE_FIGURE
#undef DEF_STATS_END

} // namespace qprop
