/* qprop-remat: SIMT regions of OpenMP code without the nvptx back end's
   per-lane stack and uniformity switch, where nothing in them can tell.
   See remat-switch.cc.  */

#ifndef QPROP_SIMT_REMAT_SWITCH_H
#define QPROP_SIMT_REMAT_SWITCH_H

namespace qprop {

/* Of the SIMT regions of FN (.GOMP_SIMT_ENTER_ALLOC ... .GOMP_SIMT_EXIT),
   the ones that allocate no per-lane storage and make no call, hold no
   atomic and no asm: their entry is deleted and their exit replaced by
   the warp synchronization it implies.  Returns how many; the dump says
   why each other region is left alone.  */
int drop_simt_switches (function *fn);

} // namespace qprop

#endif
