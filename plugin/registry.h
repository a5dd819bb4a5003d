/* The table of qprop's passes.

   One row per pass says what it is called, where it goes in GCC's pass
   pipeline, in what kind of code and on what size of function it has
   work, and which function does that work.  Everything else a pass needs
   from the plugin (selection by -fplugin-arg-qprop-passes, the -O0 gate,
   the function size limit, dump files, opt-info remarks, IR verification
   and the per-function counters) is provided once, by the wrapper in
   registry.cc, so that a new pass is one new row plus its own files.

   The rows are in the order the passes run.  */

#ifndef QPROP_REGISTRY_H
#define QPROP_REGISTRY_H

#include "settings.h"

namespace qprop {

struct pass_desc
{
  /* The name users type, and the dump file suffix.  */
  const char *name;
  /* One line for -fplugin-arg-qprop-help.  */
  const char *summary;
  /* The GCC pass this one is placed relative to, and how.  Rows placed
     against the same GCC pass run in the order of the table.  */
  const char *reference_pass;
  int reference_instance;
  enum pass_positioning_ops position;
  /* Which -fopt-info group the pass's remarks belong to.  */
  optgroup_flags_t optgroup;
  /* True for the passes that only have work in SIMT code: the nvptx
     accelerator compiler, or simt=host.  Elsewhere they do nothing.  */
  bool simt_only;
  /* Optional: whether the pass has work in FN with these settings, asked
     before the size limit; it says in the dump why not.  May be null.  */
  bool (*wanted) (function *fn, const settings &s);
  /* Whether the pass leaves functions over max-blocks alone.  */
  bool size_limited;
  /* Does the work.  The IR must be consistent when it returns: SSA up to
     date, loops fixed up.  It may return TODO_cleanup_cfg and the
     TODO_update_ssa* flags, which the wrapper carries out before it
     verifies the IR.  */
  unsigned int (*execute) (function *fn, const settings &s);
  /* For docs/options.md: what the pass is (analysis, transform, ...),
     and what it does.  */
  const char *doc_kind;
  const char *doc;
  /* Runs only when named in -fplugin-arg-qprop-passes: neither the
     default selection nor `all' includes it (a new transform that users
     ask for).  */
  bool opt_in;
};

size_t pass_count ();
const pass_desc &pass_at (size_t index);

/* The index of the pass called NAME, or -1.  */
int find_pass (const char *name);

/* Insert every pass S selects into GCC's pipeline, in the order of the
   table, and switch on the dump files S asks for.  PLUGIN_NAME is the
   name GCC knows the plugin by.  The registry keeps S for the passes to
   read when they run.  */
void register_passes (const char *plugin_name, const settings &s);

/* Print the passes as docs/options.md's Markdown table.  */
void print_pass_table (FILE *stream);

} // namespace qprop

#endif
