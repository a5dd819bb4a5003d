/* Lines of the passes' dumps that end with the statement they are
   about.  */

#ifndef QPROP_REPORT_DUMP_H
#define QPROP_REPORT_DUMP_H

namespace qprop {

/* Write FMT, formatted as printf formats it, to the dump file, then
   STMT as a one-line GIMPLE statement that ends the line.  Does nothing
   without a dump file.  */
void dump_stmt (gimple *stmt, const char *fmt, ...) ATTRIBUTE_PRINTF (2, 3);

} // namespace qprop

#endif
