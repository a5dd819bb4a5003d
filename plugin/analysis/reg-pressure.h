/* Register pressure of a loop, estimated on GIMPLE: the most SSA names
   of each register file live at any one point of the loop's body.  An
   analysis: it reads the IR and never changes it.  */

#ifndef QPROP_ANALYSIS_REG_PRESSURE_H
#define QPROP_ANALYSIS_REG_PRESSURE_H

namespace qprop {

/* The two register files a value can need.  x86-64 keeps integers and
   pointers in general registers and scalar floats and vectors in SSE
   registers; every target qprop serves has the same split.  */
enum reg_file
{
  REG_FILE_INTEGER,
  REG_FILE_OTHER,
  REG_FILE_COUNT
};

reg_file reg_file_of (tree type);

struct loop_pressure
{
  /* The most names of each file live at once at one point of the body,
     the values live through the whole loop (invariants, header PHIs)
     included.  */
  int max_live[REG_FILE_COUNT] = { 0, 0 };
};

/* Liveness of the SSA names over LOOP's body (inner loops included),
   with a name used in an exit PHI live on its exit edge.  */
loop_pressure estimate_loop_pressure (loop_p loop);

/* How many registers of FILE the register allocator can hand out, or
   -1 when the target allocates none (nvptx: its registers are virtual
   and unbounded).  The count for general registers is GCC's own
   (target_avail_regs, the figure ivopts uses); the other file is taken
   to be as large, which is right for SSE on x86-64 without AVX-512 and
   errs low with it.  */
int available_registers (reg_file file);

/* GIMPLE shows fewer live values than the register allocator meets
   (constants and addresses that need registers are no SSA names): a
   value is only added to a loop while the estimated pressure of its
   register file stays this far below what the target has.  4 is the
   smallest margin that keeps conflict3's column update (predcom-unrolled
   by two) from spilling at -O3.  */
const int pressure_margin = 4;

/* Whether LOOP's registers leave room to unroll it FACTOR times.  The
   copies of the body meet at seams where the next copy's values are
   live with the last ones of the previous copy, and ivopts may give
   each copy's addresses induction variables of their own: each file is
   given FACTOR registers more than the loop needs now, within
   pressure_margin.  Without it a Fortran stencil whose array
   descriptors keep ten integer registers busy spilled (Dw 1.13x) once
   unrolled by qprop-sr.  */
bool room_to_unroll (loop_p loop, int factor);

} // namespace qprop

#endif
