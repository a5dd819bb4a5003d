/* qprop: GIMPLE/SSA passes for the memory hierarchy and for SIMT
   divergence, loaded into GCC 12 as a plugin.

   plugin_init does three things, in this order, and stops the compile at
   the first that fails:
     1. checks that the compiler is the one the plugin was built against
	(the same GCC version and configuration: a plugin built against
	the x86_64 headers has the wrong machine-mode and tree-code
	numbering inside the nvptx accelerator compiler, so "nearly the
	same" is not good enough);
     2. parses and checks every -fplugin-arg-qprop-* argument into the
	settings (args.cc);
     3. hands the settings to the registry, which inserts the selected
	passes into GCC's pipeline (registry.cc).  */

#include "gcc-includes.h"
#include "plugin-version.h"
#include "args.h"
#include "registry.h"
#include "report/counters.h"

#ifndef QPROP_VERSION
#error "QPROP_VERSION must be defined by the build"
#endif

/* GCC refuses to load a plugin without this symbol.  */
int plugin_is_GPL_compatible;

namespace {

struct plugin_info qprop_plugin_info = {
  QPROP_VERSION,
  "GIMPLE/SSA passes for loads, cache reuse and SIMT divergence;"
  " -fplugin-arg-qprop-help lists the arguments"
};

/* The --target= of a GCC configuration string, or "the host" when the
   compiler was not configured as a cross or accelerator compiler.  */
std::string
configured_target (const char *configuration)
{
  const char *t = configuration ? strstr (configuration, "--target=") : NULL;
  if (!t)
    return "the host";
  t += strlen ("--target=");
  return std::string (t, strcspn (t, " "));
}

std::string
describe (const plugin_gcc_version *v)
{
  return std::string ("GCC ") + v->basever + " (" + v->datestamp
	 + ", target " + configured_target (v->configuration_arguments)
	 + ")";
}

void
finish_unit (void *, void *)
{
  qprop::counters::print_totals ();
}

} // anon namespace

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      std::string built = describe (&gcc_version);
      std::string running = describe (version);
      if (built == running)
	built += " with other configure arguments";
      fatal_error (UNKNOWN_LOCATION,
		   "qprop: version mismatch: %s was built for %s but is"
		   " loaded into %s; rebuild qprop against the plugin"
		   " headers of this compiler", info->full_name, built.c_str (),
		   running.c_str ());
    }

  qprop::settings settings;
  if (!qprop::parse_arguments (info, &settings))
    return 1;

  register_callback (info->base_name, PLUGIN_INFO, NULL, &qprop_plugin_info);
  if (settings.help)
    qprop::print_help (stderr, settings.help_markdown);

  qprop::register_passes (info->base_name, settings);
  register_callback (info->base_name, PLUGIN_FINISH, finish_unit, NULL);
  return 0;
}
