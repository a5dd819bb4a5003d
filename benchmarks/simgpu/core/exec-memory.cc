/* simgpu core: loads, stores and atomics (CtaRunner::memory): address
   checks (a misaligned or out-of-bounds access is a fault), each lane's
   own window of local memory, the global sectors and shared-memory bank
   conflicts a warp's access counts, and the access itself.  */

#include "exec-impl.h"
#include "local-window.h"

#include <algorithm>

namespace simgpu {
namespace exec_detail {

/* Run the load, store or atomic IN for the lanes EM of warp W, whose
   frame is FR, counting into C; false after a fault.  */
bool
CtaRunner::memory (Warp &w, const Frame &fr, const Inst &in, uint32_t em,
		   Counts &C)
{
  uint64_t *R = &w.regs[fr.regbase];
  const Type t = in.t;
  auto get = [&] (const Opd &o, int l) __attribute__ ((always_inline)) -> uint64_t {
    return operand (w, fr, R, o, l);
  };
#define LANES                                           \
  for (uint32_t m_ = em; m_; m_ &= m_ - 1)              \
    {                                                   \
      int l = __builtin_ctz (m_);
#define END_LANES }
  bool ld = in.op == O_LD, st = in.op == O_ST;
  const Opd &ao = in.op == O_ATOM ? in.o[1] : in.o[0];
  unsigned n = tsize (t);
  uint64_t addrs[32];
  int space = -2;
  bool ok = true;
  LANES
    uint64_t a = get (ao, l);
    addrs[l] = a;
    if (a & (n * in.vec - 1))
      {
	fault ("misaligned", in, std::string ("misaligned ") + (ld ? "load" : st ? "store" : "atomic")
	       + " of " + std::to_string (n * in.vec) + " bytes at address "
	       + hex (a) + " (lane " + std::to_string (l) + ")");
	return false;
      }
    int s = check (w, a, n * in.vec);
    if (s < 0)
      {
	fault ("out-of-bounds", in, std::string (ld ? "load" : st ? "store" : "atomic")
	       + " of " + std::to_string (n * in.vec) + " bytes at address "
	       + hex (a) + " (lane " + std::to_string (l) + ")");
	return false;
      }
    if (s == 2)       /* Local is per thread: see local-window.h.  */
      addrs[l] = local_own_address (a, n * in.vec, lo_lo, lo_hi,
				    w.id * 32 + l, STACK_PER_THREAD);
    if (space == -2)
      space = s;
    else if (space != s)
      space = 3;
  END_LANES
  (void) ok;
  if (em && (space == 0 || space == 3))
    {
      /* Global sectors: distinct 32-byte sectors touched.  */
      uint64_t sec[64];
      int ns = 0;
      bool sorted = true;
      LANES
	uint64_t s0 = addrs[l] >> 5, s1 = (addrs[l] + n * in.vec - 1) >> 5;
	for (uint64_t s = s0; s <= s1 && ns < 64; s++)
	  {
	    if (ns && sec[ns - 1] > s)
	      sorted = false;
	    sec[ns++] = s;
	  }
      END_LANES
      if (!sorted)
	std::sort (sec, sec + ns);
      int uniq = ns ? 1 : 0;
      for (int k = 1; k < ns; k++)
	uniq += sec[k] != sec[k - 1];
      ns = uniq;
      C.global_accesses++;
      C.global_sectors += ns;
    }
  else if (em && space == 1)
    {
      /* Shared bank conflicts: distinct words per bank.  */
      uint64_t words[32];
      int nw = 0;
      int per_bank[32] = {0};
      LANES
	uint64_t wd = addrs[l] >> 2;
	bool dup = false;
	for (int k = 0; k < nw; k++)
	  if (words[k] == wd)
	    {
	      dup = true;
	      break;
	    }
	if (!dup)
	  {
	    words[nw++] = wd;
	    per_bank[wd & 31]++;
	  }
      END_LANES
      int mx = 0;
      for (int b = 0; b < 32; b++)
	mx = std::max (mx, per_bank[b]);
      C.shared_accesses++;
      C.bank_conflicts += mx > 1 ? mx - 1 : 0;
    }
  if (ld)
    {
      LANES
	const uint8_t *p = (const uint8_t *) (uintptr_t) addrs[l];
	for (int i = 0; i < in.vec; i++)
	  {
	    uint64_t v = 0;
	    switch (n)
	      {
	      case 1: v = p[i]; break;
	      case 2: { uint16_t x; memcpy (&x, p + i * 2, 2); v = x; break; }
	      case 4: { uint32_t x; memcpy (&x, p + i * 4, 4); v = x; break; }
	      default: memcpy (&v, p + i * 8, 8); break;
	      }
	    if (tsigned (t))
	      v = (uint64_t) sx (v, t);
	    if (in.o[1 + i].k == K_REG)
	      R[in.o[1 + i].r * 32 + l] = v;
	  }
      END_LANES
    }
  else if (st)
    {
      /* A warp's store is one transaction on the GPU; here the lanes
	 store one after another, and other CTAs run meanwhile on
	 other host threads.  When every active lane stores to one
	 address (a lock's release, st [lock], 0, as GCC's uniform
	 SIMT code has all 32 lanes do it), store once, the last
	 lane's value: otherwise lane 0's store could free the lock,
	 another CTA take it, and lane 31's store free it again.  */
      uint32_t sm = em;
      if (em & (em - 1))
	{
	  uint64_t a0 = addrs[__builtin_ctz (em)];
	  bool same = true;
	  LANES
	    same = same && addrs[l] == a0;
	  END_LANES
	  if (same)
	    sm = 1u << (31 - __builtin_clz (em));
	}
      for (uint32_t m_ = sm; m_; m_ &= m_ - 1)
	{
	int l = __builtin_ctz (m_);
	uint8_t *p = (uint8_t *) (uintptr_t) addrs[l];
	for (int i = 0; i < in.vec; i++)
	  {
	    uint64_t v = get (in.o[1 + i], l);
	    switch (n)
	      {
	      case 1: p[i] = (uint8_t) v; break;
	      case 2: { uint16_t x = (uint16_t) v; memcpy (p + i * 2, &x, 2); break; }
	      case 4: { uint32_t x = (uint32_t) v; memcpy (p + i * 4, &x, 4); break; }
	      default: memcpy (p + i * 8, &v, 8); break;
	      }
	  }
      END_LANES
    }
  else
    {
      if (n != 4 && n != 8)
	{
	  fault ("unsupported", in, "atomic of this size");
	  return false;
	}
      /* Alignment was checked above for every active lane.  Only
	 those lanes have an entry in addrs[]: lane 0's slot is
	 stale when lane 0 is off (a cas.b64 retry loop it has left),
	 so it must not be looked at here.  */
      LANES
	uint64_t old = atomic_op (in.cmp, t, (void *) (uintptr_t) addrs[l],
				  get (in.o[2], l),
				  in.cmp == A_CAS ? get (in.o[3], l) : 0);
	if (!in.red && in.o[0].k == K_REG)
	  R[in.o[0].r * 32 + l] = zx (old, t);
      END_LANES
    }
#undef LANES
#undef END_LANES
  return true;
}

} // namespace exec_detail
} // namespace simgpu
