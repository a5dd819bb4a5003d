/* qprop's plugin arguments (-fplugin-arg-qprop-KEY[=VALUE]).

   Every argument is described by one row of a table in args-table.cc;
   parsing, checking, error messages and -fplugin-arg-qprop-help all come
   from that table, so an argument cannot be accepted without being
   documented, nor documented without being checked.  The arguments only fill a settings
   object (settings.h); what the passes do with it is the registry's
   business.  */

#ifndef QPROP_ARGS_H
#define QPROP_ARGS_H

#include "settings.h"

struct plugin_name_args;

namespace qprop {

/* Parse and check every argument in INFO into *TO, which starts out with
   every pass selected.  Each bad argument is reported with error ();
   returns false if there was any.  */
bool parse_arguments (const plugin_name_args *info, settings *to);

/* Print the description of every argument and every pass to STREAM, as
   plain text or, for docs/options.md, as Markdown tables.  */
void print_help (FILE *stream, bool markdown);

} // namespace qprop

#endif
