/* Lines of the passes' dumps that end with the statement they are
   about.  See dump.h.  */

#include "gcc-includes.h"
#include "report/dump.h"

namespace qprop {

void
dump_stmt (gimple *stmt, const char *fmt, ...)
{
  if (!dump_file)
    return;
  va_list ap;
  va_start (ap, fmt);
  vfprintf (dump_file, fmt, ap);
  va_end (ap);
  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
}

} // namespace qprop
