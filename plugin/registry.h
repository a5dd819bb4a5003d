/* The table of qprop's passes.

   One row per pass says what it is called, where it goes in GCC's pass
   pipeline, and which function does its work.  Everything else a pass
   needs from the plugin (selection by -fplugin-arg-qprop-passes, the
   -O0 gate, dump files, opt-info remarks, IR verification and the
   per-function counters) is provided once, by the wrapper in registry.cc,
   so that a new pass is one new row plus its own files.  */

#ifndef QPROP_REGISTRY_H
#define QPROP_REGISTRY_H

namespace qprop {

struct pass_desc
{
  /* The name users type, and the dump file suffix.  */
  const char *name;
  /* One line for -fplugin-arg-qprop-help.  */
  const char *summary;
  /* The GCC pass this one is placed relative to, and how.  */
  const char *reference_pass;
  int reference_instance;
  enum pass_positioning_ops position;
  /* Which -fopt-info group the pass's remarks belong to.  */
  optgroup_flags_t optgroup;
  /* Optional extra gate, beyond "optimizing and selected"; may be null.  */
  bool (*gate) (function *);
  /* Does the work.  The IR must be consistent when it returns: SSA up to
     date, loops fixed up.  It may return TODO_cleanup_cfg and the
     TODO_update_ssa* flags, which the wrapper carries out before it
     verifies the IR.  */
  unsigned int (*execute) (function *);
};

size_t pass_count ();
const pass_desc &pass_at (size_t index);

/* The index of the pass called NAME, or -1.  */
int find_pass (const char *name);

/* Insert every pass selected in CONFIG into GCC's pipeline, and switch on
   the dump files that were asked for.  PLUGIN_NAME is the name GCC knows
   the plugin by.  */
void register_passes (const char *plugin_name);

} // namespace qprop

#endif
