/* Per-thread local memory seen through generic addresses.

   On a GPU, .local is private to each thread, and a generic address in the
   local window names an offset into the *executing* thread's local memory:
   the same 64-bit value means a different byte in every thread.  A local
   address computed by one lane and handed to another (a shfl broadcast, as
   GCC's OpenACC/OpenMP neutering does with live registers, or a store to
   shared memory) therefore makes the receiving lane access its own copy.

   simgpu gives each lane a STACK-sized slot of one CTA-wide buffer, and
   cvta.local/mov of a .local symbol yield the absolute address inside the
   lane's own slot.  Left alone, a lane that dereferences another lane's
   local address would read or write that lane's slot: behaviour no GPU
   has.  local_own_address maps such an address to the same offset in the
   accessing lane's slot, which is what the hardware does.

   An address that falls in a neighbouring slot because it over- or
   underflowed the lane's own frame is indistinguishable from a handed-over
   one; it is mapped the same way (a GPU would report an out-of-range local
   address).  Below the first slot or above the last, the access still
   faults.  */
#ifndef SIMGPU_LOCAL_WINDOW_H
#define SIMGPU_LOCAL_WINDOW_H

#include <cstdint>

namespace simgpu {

/* A (N bytes) lies in [LO, HI), the CTA's local buffer of STACK-byte slots;
   SLOT is the accessing lane's slot.  Returns the address to access.  */
inline uint64_t
local_own_address (uint64_t a, unsigned n, uint64_t lo, uint64_t hi,
		   uint64_t slot, uint64_t stack)
{
  if (a < lo || a + n > hi)
    return a;
  uint64_t off = a - lo;
  if (off / stack == slot)
    return a;
  uint64_t in = off % stack;
  if (in + n > stack)
    return a;		/* Straddles two slots: leave it as it is.  */
  return lo + slot * stack + in;
}

} // namespace simgpu

#endif
