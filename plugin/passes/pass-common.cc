/* Glue that several pass entries share: the "no SIMT region" answer and
   the location of a remark.  See passes.h.  */

#include "gcc-includes.h"
#include "passes/passes.h"

namespace qprop {

bool
found_simt_region (simt_divergence &da, function *fn, const char *pass)
{
  da.run ();
  if (!da.regions ().is_empty ())
    return true;
  if (dump_file)
    fprintf (dump_file, "%s: %s: no SIMT region\n", pass, function_name (fn));
  return false;
}

dump_user_location_t
remark_location (function *fn, location_t locus)
{
  if (locus != UNKNOWN_LOCATION)
    return dump_user_location_t::from_location_t (locus);
  return dump_user_location_t::from_function_decl (fn->decl);
}

} // namespace qprop
