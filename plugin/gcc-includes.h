/* The GCC headers every qprop source file needs, in the one order that
   GCC's own sources use.  Keeping the order in one place matters: many of
   GCC's headers are not self-contained, and system.h poisons identifiers
   that the C++ standard library uses, so STL headers must be requested
   through the INCLUDE_* macros before system.h is read.  */

#ifndef QPROP_GCC_INCLUDES_H
#define QPROP_GCC_INCLUDES_H

#define INCLUDE_STRING
#define INCLUDE_VECTOR
#define INCLUDE_MAP
#define INCLUDE_ALGORITHM
#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "ssa.h"
#include "diagnostic-core.h"
#include "dumpfile.h"
#include "cfgloop.h"
#include "gimple-iterator.h"
#include "tree-cfg.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"
#include "cfganal.h"
#include "context.h"
#include "tree-cfgcleanup.h"
#include "opts.h"
#include "toplev.h"
#include "gimple-pretty-print.h"
#include "gimple-fold.h"
#include "fold-const.h"
#include "tree-eh.h"
#include "tree-ssa-alias.h"
#include "gimplify.h"

#endif
