/* The lists of figures of the passes that keep them in a stats struct,
   made from report/figures.def.  See figures.h.  */

#include "gcc-includes.h"
#include "report/figures.h"

namespace qprop {

/* The counter's name is the field's.  */
#define DEF_STATS_BEGIN(PASS) \
  std::vector<figure> \
  figures_of (const PASS##_stats &stats) \
  { \
    return {
#define DEF_FIGURE(FIELD, DUMP_NAME) { DUMP_NAME, #FIELD, stats.FIELD },
#define DEF_STATS_END(PASS) }; }
#include "report/figures.def"
#undef DEF_STATS_BEGIN
#undef DEF_FIGURE
#undef DEF_STATS_END

} // namespace qprop
