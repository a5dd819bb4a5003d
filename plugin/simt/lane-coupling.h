/* The SIMT legality rule shared by the passes that change which lanes of
   a warp run a statement together: linearization, the divergent loop
   transform and loop nest flattening.  See lane-coupling.cc.  */

#ifndef QPROP_SIMT_LANE_COUPLING_H
#define QPROP_SIMT_LANE_COUPLING_H

namespace qprop {

/* The PTX instruction that reads the mask of the lanes of the warp that
   run together at this point (sm_70 and later).  */
extern const char activemask_insn[];

/* Why STMT couples the lanes of a warp, so that it must neither be
   copied, nor run under a new divergent guard, nor have the place where
   the lanes reconverge around it moved (a short phrase for the dump); or
   NULL when each lane's result from STMT is its own whichever lanes run
   it together.  */
const char *lane_coupling (gimple *stmt);

} // namespace qprop

#endif
