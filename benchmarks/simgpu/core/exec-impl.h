/* simgpu core, private to the interpreter: the warp and CTA state, the
   CtaRunner that runs one CTA, and the arithmetic helpers its
   instructions share.  exec.cc runs instructions (CtaRunner::step) and
   launches kernels, exec-memory.cc runs loads, stores and atomics,
   exec-control.cc schedules warps and runs barriers, calls, returns and
   the built-in functions, exec-arith.cc holds the arithmetic that is not
   inline.  */

#ifndef SIMGPU_CORE_EXEC_IMPL_H
#define SIMGPU_CORE_EXEC_IMPL_H

#include "exec.h"

#include <atomic>
#include <cmath>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

namespace simgpu {
namespace exec_detail {

/* Bytes of local memory (stack) per thread.  */
const uint64_t STACK_PER_THREAD = 16 * 1024;
/* Warp instructions a warp runs before the next warp's turn.  */
const int QUANTUM = 8;

extern const uint64_t type_mask[];
inline uint64_t
zx (uint64_t v, Type t)
{
  return v & type_mask[t];
}

inline int64_t
sx (uint64_t v, Type t)
{
  switch (tsize (t))
    {
    case 1: return (int8_t) v;
    case 2: return (int16_t) v;
    case 4: return (int32_t) v;
    default: return (int64_t) v;
    }
}

/* The value of V as type T, extended to 64 bits.  */
inline int64_t
ext (uint64_t v, Type t)
{
  return tsigned (t) ? sx (v, t) : (int64_t) zx (v, t);
}

inline float
F (uint64_t b)
{
  uint32_t x = (uint32_t) b;
  float f;
  memcpy (&f, &x, 4);
  return f;
}
inline double
D (uint64_t b)
{
  double d;
  memcpy (&d, &b, 8);
  return d;
}
inline uint64_t
BF (float f)
{
  uint32_t x;
  memcpy (&x, &f, 4);
  return x;
}
inline uint64_t
BD (double d)
{
  uint64_t x;
  memcpy (&x, &d, 8);
  return x;
}

/* Floating-point arithmetic under a rounding mode.  */
enum FOp { F_ADD, F_SUB, F_MUL, F_DIV, F_FMA, F_SQRT, F_CVT32, F_I2F32, F_I2F64, F_U2F32, F_U2F64 };
uint64_t fround (FOp op, bool f64, uint8_t rnd, uint64_t a, uint64_t b,
		 uint64_t c);

inline bool
directed (uint8_t rnd)
{
  return rnd == R_RZ || rnd == R_RM || rnd == R_RP;
}

inline bool
fcmp (int cmp, double a, double b)
{
  bool un = std::isnan (a) || std::isnan (b);
  switch (cmp)
    {
    case C_EQ: return !un && a == b;
    case C_NE: return !un && a != b;
    case C_LT: return !un && a < b;
    case C_LE: return !un && a <= b;
    case C_GT: return !un && a > b;
    case C_GE: return !un && a >= b;
    case C_EQU: return un || a == b;
    case C_NEU: return un || a != b;
    case C_LTU: return un || a < b;
    case C_LEU: return un || a <= b;
    case C_GTU: return un || a > b;
    case C_GEU: return un || a >= b;
    case C_NUM: return !un;
    case C_NAN: return un;
    default: return false;
    }
}

inline bool
icmp (int cmp, uint64_t a, uint64_t b, Type t)
{
  bool sgn = tsigned (t);
  int64_t sa = ext (a, t), sb = ext (b, t);
  uint64_t ua = zx (a, t), ub = zx (b, t);
  switch (cmp)
    {
    case C_EQ: return ua == ub;
    case C_NE: return ua != ub;
    case C_LT: return sgn ? sa < sb : ua < ub;
    case C_LE: return sgn ? sa <= sb : ua <= ub;
    case C_GT: return sgn ? sa > sb : ua > ub;
    case C_GE: return sgn ? sa >= sb : ua >= ub;
    case C_LO: return ua < ub;
    case C_LS: return ua <= ub;
    case C_HI: return ua > ub;
    case C_HS: return ua >= ub;
    default: return false;
    }
}

/* float -> integer with rounding RND and PTX's saturation.  */
uint64_t f2i (double x, uint8_t rnd, Type t);

/* An f32 subnormal becomes a zero of its sign (.ftz).  */
inline float
flush32 (float f)
{
  return std::fpclassify (f) == FP_SUBNORMAL ? std::copysign (0.0f, f) : f;
}

inline double
fsat (double v)
{
  if (std::isnan (v))
    return 0;
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/* Atomic OP (A_ADD ... A_CAS) of type T at P with operands B and C;
   the old value.  */
uint64_t atomic_op (int op, Type t, void *p, uint64_t b, uint64_t c);

struct StackEnt
{
  int pc, rpc;
  uint32_t mask;
  /* The if-conversion model's early reconvergence (ifconv.cc): lanes that
     reach BRK leave (they wait in an entry below), and at RPC the rest
     join the entry at index MI.  */
  int brk = -1, mi = -1;
};

struct Frame
{
  const Func *f;
  size_t regbase;
  uint64_t fp;
  int stack_base;
  const CallInfo *ci;		/* The call that made this frame.  */
  size_t caller_regbase;
  uint64_t caller_fp;
};

struct Warp
{
  int id = 0;
  uint32_t valid = 0;		/* Lanes that exist.  */
  int nthreads = 0;
  std::vector<uint64_t> regs;
  std::vector<Frame> frames;
  std::vector<StackEnt> stack;
  enum { RUN, BAR, DONE } state = RUN;
  int bar = -1;
  uint32_t tid[3][32];
  /* Cached valid global region.  */
  uintptr_t clo = 1, chi = 0;
  uint64_t cgen = 0;
  uint64_t icount = 0;		/* Instructions issued: %clock.  */
};

struct Barrier
{
  int arrived = 0;
  int expected = 0;
  std::vector<int> waiting;
};

struct FaultInfo
{
  std::atomic<bool> flag{false};
  std::mutex mu;
  Fault fault;
};

class CtaRunner
{
public:
  DevState &dev;
  const Program &prog;
  const Func &entry;
  Dims grid, block;
  uint8_t *params;
  size_t params_size;
  std::vector<Counts> &counts;
  FaultInfo &fi;

  unsigned ctaid[3];
  int nthreads = 0;
  std::vector<Warp> warps;
  std::vector<uint8_t> &shared_mem, &local_mem;
  uintptr_t sh_lo = 0, sh_hi = 0, lo_lo = 0, lo_hi = 0, pa_lo = 0, pa_hi = 0;
  Barrier bars[16];
  bool stop = false;
  bool uni = false;	/* Count useful lanes for uniform-SIMT code.  */

  CtaRunner (DevState &d, const Program &p, const Func &e, Dims g,
	     Dims b, uint8_t *pa, size_t pn, std::vector<Counts> &c,
	     FaultInfo &f, std::vector<uint8_t> &shm, std::vector<uint8_t> &lm)
    : dev (d), prog (p), entry (e), grid (g), block (b), params (pa),
      params_size (pn), counts (c), fi (f), shared_mem (shm), local_mem (lm)
  {
    nthreads = (int) (block.x * block.y * block.z);
    int nw = (nthreads + 31) / 32;
    warps.resize (nw);
    /* Reused across the CTAs a host thread runs: shared memory starts
       zeroed, local memory (like a GPU's) is not cleared.  */
    shared_mem.assign ((size_t) std::max<int64_t> (prog.shared_size, 16) + 16, 0);
    if (local_mem.size () < (size_t) nw * 32 * STACK_PER_THREAD)
      local_mem.resize ((size_t) nw * 32 * STACK_PER_THREAD);
    sh_lo = (uintptr_t) shared_mem.data ();
    sh_hi = sh_lo + prog.shared_size;
    lo_lo = (uintptr_t) local_mem.data ();
    lo_hi = lo_lo + local_mem.size ();
    pa_lo = (uintptr_t) params;
    pa_hi = pa_lo + params_size;
    uni = prog.uni_shoff >= 0 && block.x == 32 && block.z == 1
	  && prog.uni_shoff + 4 * 32 <= prog.shared_size;
  }

  void fault (const char *kind, const Inst &in, const std::string &what)
  {
    stop = true;
    if (fi.flag.exchange (true))
      return;
    std::lock_guard<std::mutex> g (fi.mu);
    fi.fault.kind = kind;
    std::string src = in.loc >= 0 ? prog.locs[in.loc] : std::string ("?");
    fi.fault.message = "kernel " + entry.name + ", CTA ("
		       + std::to_string (ctaid[0]) + ","
		       + std::to_string (ctaid[1]) + ","
		       + std::to_string (ctaid[2]) + "): " + what + " at "
		       + prog.inst_text (in.id) + " (source " + src + ")";
  }

  static std::string hex (uint64_t a)
  {
    char b[32];
    snprintf (b, sizeof b, "0x%llx", (unsigned long long) a);
    return b;
  }

  /* Space of a valid access: 0 global, 1 shared, 2 local/param; -1 bad.  */
  int check (Warp &w, uint64_t a, unsigned n)
  {
    if (a >= sh_lo && a + n <= sh_hi)
      return 1;
    if (a >= lo_lo && a + n <= lo_hi)
      return 2;
    if (a >= pa_lo && a + n <= pa_hi)
      return 2;
    uint64_t gen = dev.generation.load (std::memory_order_relaxed);
    if (a >= w.clo && a + n <= w.chi && gen == w.cgen)
      return 0;
    uintptr_t lo, hi;
    if (dev.find_region (a, n, &lo, &hi))
      {
	w.clo = lo;
	w.chi = hi;
	w.cgen = gen;
	return 0;
      }
    return -1;
  }

  /* Operand O of lane L, R the frame's registers: registers and
     immediates inline, the rest through slow_get.  */
  __attribute__ ((always_inline)) uint64_t
  operand (Warp &w, const Frame &fr, const uint64_t *R, const Opd &o, int l)
  {
    if (__builtin_expect (o.k == K_REG, 1))
      return o.neg ? (R[o.r * 32 + l] == 0) : R[o.r * 32 + l] + o.v;
    if (o.k == K_IMM)
      return (uint64_t) o.v;
    return slow_get (w, fr, o, l, w.icount);
  }

  uint64_t slow_get (Warp &w, const Frame &fr, const Opd &o, int l, uint64_t clk) __attribute__ ((noinline))
  {
    uint64_t *R = &w.regs[fr.regbase];
    uint8_t *lbase = (uint8_t *) lo_lo + (size_t) w.id * 32 * STACK_PER_THREAD + fr.fp;
	switch (o.k)
	  {
	  case K_REG:
	    return o.neg ? (R[o.r * 32 + l] == 0) : R[o.r * 32 + l] + o.v;
	  case K_IMM:
	    return (uint64_t) o.v;
	  case K_LOCAL:
	    return (uint64_t) (uintptr_t) (lbase + (size_t) l * STACK_PER_THREAD + o.v);
	  case K_SHARED:
	    return sh_lo + o.v;
	  case K_KPARAM:
	    return pa_lo + o.v;
	  case K_SPECIAL:
	    switch (o.r)
	      {
	      case SR_TID_X: return w.tid[0][l];
	      case SR_TID_Y: return w.tid[1][l];
	      case SR_TID_Z: return w.tid[2][l];
	      case SR_NTID_X: return block.x;
	      case SR_NTID_Y: return block.y;
	      case SR_NTID_Z: return block.z;
	      case SR_CTAID_X: return ctaid[0];
	      case SR_CTAID_Y: return ctaid[1];
	      case SR_CTAID_Z: return ctaid[2];
	      case SR_NCTAID_X: return grid.x;
	      case SR_NCTAID_Y: return grid.y;
	      case SR_NCTAID_Z: return grid.z;
	      case SR_LANEID: return l;
	      case SR_WARPID: return w.id;
	      case SR_NWARPID: return warps.size ();
	      case SR_CLOCK: case SR_CLOCK64: return clk;
	      case SR_LANEMASK_EQ: return 1u << l;
	      case SR_LANEMASK_LT: return (1u << l) - 1;
	      case SR_LANEMASK_LE: return (uint32_t) ((2ull << l) - 1);
	      case SR_LANEMASK_GT: return ~(uint32_t) ((2ull << l) - 1);
	      case SR_LANEMASK_GE: return ~((1u << l) - 1);
	      default: return 0;
	      }
	  default:
	    return 0;
	  }
      }

  void run ();
  void init_warp (Warp &w, int id);
  void step (Warp &w, int budget);
  bool memory (Warp &w, const Frame &fr, const Inst &in, uint32_t em,
	       Counts &C);
  bool do_call (Warp &w, const Inst &in, uint32_t em);
  void do_return (Warp &w);
  void do_exit (Warp &w, uint32_t lanes);
  bool builtin (Warp &w, const Inst &in, uint32_t em, int which);
  void barrier (Warp &w, const Inst &in, uint32_t em, bool wait);
  void release_barriers ();
  std::string vprintf_lane (uint64_t fmt, uint64_t args, unsigned *nargs,
			    bool *ok,
			    uint64_t *bad);
};

} // namespace exec_detail
} // namespace simgpu

#endif
