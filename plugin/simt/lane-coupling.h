/* The SIMT legality rule shared by the passes that change which lanes of
   a warp run a statement together: linearization, the divergent loop
   transform and loop nest flattening.  See lane-coupling.cc.  */

#ifndef QPROP_SIMT_LANE_COUPLING_H
#define QPROP_SIMT_LANE_COUPLING_H

namespace qprop {

/* The PTX instruction that reads the mask of the lanes of the warp that
   run together at this point (sm_70 and later).  */
extern const char activemask_insn[];

/* What a transform changes about the lanes that run a statement
   together (see lane-coupling.cc for the two answers).  */
enum class lane_regrouping
{
  /* Linearization and the divergent loop transform: the statement runs
     under a guard, for the lanes that ran it before, in the same
     iteration.  */
  guarded,
  /* Flattening: lanes at different iterations of the outer loop run the
     statement together.  */
  across_iterations
};

/* Why STMT couples the lanes of a warp, so that a transform that makes
   the change HOW must leave it alone (a short phrase for the dump); or
   NULL when each lane's result from STMT is its own whichever lanes run
   it together.  */
const char *lane_coupling (gimple *stmt, lane_regrouping how);

} // namespace qprop

#endif
