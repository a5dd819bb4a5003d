/* simgpu core: the SIMT interpreter (warps of 32 lanes, an IPDOM
   reconvergence stack per warp, round-robin interleaving of the warps of a
   CTA, CTAs in parallel on host threads) and simgpu::Device.  */

#include "exec.h"
#include "local-window.h"

#include <algorithm>
#include <cfenv>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <set>
#include <thread>

namespace simgpu {

/* Bytes of local memory (stack) per thread.  */
static const uint64_t STACK_PER_THREAD = 16 * 1024;
/* Warp instructions a warp runs before the next warp's turn.  */
static const int QUANTUM = 8;


namespace {

extern const uint64_t type_mask[];
inline uint64_t
zx (uint64_t v, Type t)
{
  return v & type_mask[t];
}

const uint64_t type_mask[] = {
  ~0ull, 0xff, 0xffff, 0xffffffffu, ~0ull, 0xff, 0xffff, 0xffffffffu, ~0ull,
  0xff, 0xffff, 0xffffffffu, ~0ull, 0xffff, 0xffffffffu, ~0ull, 1};

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

int
fe_mode (uint8_t rnd)
{
  switch (rnd)
    {
    case R_RZ: case R_RZI: return FE_TOWARDZERO;
    case R_RM: case R_RMI: return FE_DOWNWARD;
    case R_RP: case R_RPI: return FE_UPWARD;
    default: return FE_TONEAREST;
    }
}

/* Floating-point arithmetic under a rounding mode.  */
enum FOp { F_ADD, F_SUB, F_MUL, F_DIV, F_FMA, F_SQRT, F_CVT32, F_I2F32, F_I2F64, F_U2F32, F_U2F64 };

__attribute__ ((noinline)) uint64_t
fround (FOp op, bool f64, uint8_t rnd, uint64_t a, uint64_t b, uint64_t c)
{
  int old = fegetround ();
  fesetround (fe_mode (rnd));
  uint64_t r = 0;
  if (op == F_CVT32)
    {
      volatile double va = D (a);
      volatile float vr = (float) va;
      r = BF (vr);
    }
  else if (op == F_I2F32)
    {
      volatile int64_t va = (int64_t) a;
      volatile float vr = (float) va;
      r = BF (vr);
    }
  else if (op == F_U2F32)
    {
      volatile uint64_t va = a;
      volatile float vr = (float) va;
      r = BF (vr);
    }
  else if (op == F_I2F64)
    {
      volatile int64_t va = (int64_t) a;
      volatile double vr = (double) va;
      r = BD (vr);
    }
  else if (op == F_U2F64)
    {
      volatile uint64_t va = a;
      volatile double vr = (double) va;
      r = BD (vr);
    }
  else if (f64)
    {
      volatile double x = D (a), y = D (b), z = D (c);
      volatile double v;
      switch (op)
	{
	case F_ADD: v = x + y; break;
	case F_SUB: v = x - y; break;
	case F_MUL: v = x * y; break;
	case F_DIV: v = x / y; break;
	case F_FMA: v = std::fma ((double) x, (double) y, (double) z); break;
	default: v = std::sqrt ((double) x); break;
	}
      r = BD (v);
    }
  else
    {
      volatile float x = F (a), y = F (b), z = F (c);
      volatile float v;
      switch (op)
	{
	case F_ADD: v = x + y; break;
	case F_SUB: v = x - y; break;
	case F_MUL: v = x * y; break;
	case F_DIV: v = x / y; break;
	case F_FMA: v = std::fmaf ((float) x, (float) y, (float) z); break;
	default: v = std::sqrt ((float) x); break;
	}
      r = BF (v);
    }
  fesetround (old);
  return r;
}

inline bool
directed (uint8_t rnd)
{
  return rnd == R_RZ || rnd == R_RM || rnd == R_RP;
}

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

void
CtaRunner::init_warp (Warp &w, int id)
{
  w.id = id;
  w.nthreads = std::min (32, nthreads - id * 32);
  w.valid = w.nthreads == 32 ? 0xffffffffu : ((1u << w.nthreads) - 1);
  for (int l = 0; l < 32; l++)
    {
      unsigned t = id * 32 + l;
      w.tid[0][l] = t % block.x;
      w.tid[1][l] = (t / block.x) % block.y;
      w.tid[2][l] = t / (block.x * block.y);
    }
  w.regs.assign ((size_t) entry.nregs * 32, 0);
  w.frames.clear ();
  w.stack.clear ();
  w.frames.push_back ({&entry, 0, 0, 0, nullptr, 0, 0});
  w.stack.push_back ({0, -1, w.valid});
  w.state = Warp::RUN;
}

void
CtaRunner::run ()
{
  for (size_t i = 0; i < warps.size (); i++)
    init_warp (warps[i], (int) i);
  static const uint64_t limit = [] {
    const char *e = getenv ("SIMGPU_INST_LIMIT");
    return e ? strtoull (e, nullptr, 0) : 0ull;
  } ();
  for (;;)
    {
      if (limit)
	{
	  uint64_t total = 0;
	  for (Warp &w : warps)
	    total += w.icount;
	  if (total > limit)
	    {
	      const Warp &w = warps[0];
	      Inst dummy;
	      if (!w.stack.empty () && !w.frames.empty ()
		  && w.stack.back ().pc < (int) w.frames.back ().f->insts.size ())
		dummy = w.frames.back ().f->insts[w.stack.back ().pc];
	      fault ("timeout", dummy, "more than SIMGPU_INST_LIMIT warp instructions in one CTA");
	      return;
	    }
	}
      bool any = false, alive = false;
      for (Warp &w : warps)
	{
	  if (stop || fi.flag.load (std::memory_order_relaxed))
	    return;
	  if (w.state == Warp::RUN)
	    {
	      step (w, QUANTUM);
	      any = true;
	    }
	  if (w.state != Warp::DONE)
	    alive = true;
	}
      if (!alive)
	return;
      if (!any)
	{
	  release_barriers ();
	  bool again = false;
	  for (Warp &w : warps)
	    again |= w.state == Warp::RUN;
	  if (!again)
	    {
	      Inst dummy;
	      dummy.id = entry.insts.empty () ? 0 : entry.insts[0].id;
	      for (Warp &w : warps)
		if (w.state == Warp::BAR && !w.stack.empty ())
		  {
		    const Frame &fr = w.frames.back ();
		    int pc = std::max (0, w.stack.back ().pc - 1);
		    if (pc < (int) fr.f->insts.size ())
		      dummy = fr.f->insts[pc];
		    break;
		  }
	      fault ("deadlock", dummy, "all warps wait at barriers that cannot complete");
	      return;
	    }
	}
    }
}

void
CtaRunner::release_barriers ()
{
  /* Barriers without a thread count wait for the threads still alive.  */
  int live = 0;
  for (Warp &w : warps)
    if (w.state != Warp::DONE)
      live += w.nthreads;
  for (int b = 0; b < 16; b++)
    {
      Barrier &B = bars[b];
      if (B.waiting.empty () && B.arrived == 0)
	continue;
      int exp = B.expected ? B.expected : live;
      if (B.arrived >= exp)
	{
	  for (int wi : B.waiting)
	    warps[wi].state = Warp::RUN;
	  B.waiting.clear ();
	  B.arrived = 0;
	  B.expected = 0;
	}
    }
}

void
CtaRunner::barrier (Warp &w, const Inst &in, uint32_t em, bool wait)
{
  (void) em;
  uint64_t *R = &w.regs[w.frames.back ().regbase];
  auto val = [&] (const Opd &o) -> uint64_t {
    int l = __builtin_ctz (w.stack.back ().mask | 1);
    return o.k == K_REG ? R[o.r * 32 + l] : (uint64_t) o.v;
  };
  unsigned id = (unsigned) val (in.o[0]) & 15;
  Barrier &B = bars[id];
  if (in.o[1].k != K_NONE)
    B.expected = (int) (uint32_t) val (in.o[1]);
  B.arrived += w.nthreads;
  if (wait)
    {
      w.state = Warp::BAR;
      w.bar = id;
      B.waiting.push_back (w.id);
    }
  release_barriers ();
}

void
CtaRunner::do_exit (Warp &w, uint32_t lanes)
{
  for (StackEnt &e : w.stack)
    e.mask &= ~lanes;
}

void
CtaRunner::do_return (Warp &w)
{
  Frame fr = w.frames.back ();
  uint32_t mask = w.stack.back ().mask;
  w.stack.resize (fr.stack_base);
  w.frames.pop_back ();
  if (w.frames.empty ())
    {
      w.stack.clear ();
      return;
    }
  if (fr.ci && fr.ci->has_ret && !fr.f->rets.empty ())
    {
      const ParamSlot &rs = fr.f->rets[0];
      const Opd &d = fr.ci->ret;
      for (uint32_t m = mask; m; m &= m - 1)
	{
	  int l = __builtin_ctz (m);
	  uint8_t *lb = (uint8_t *) lo_lo + (size_t) (w.id * 32 + l) * STACK_PER_THREAD;
	  uint64_t v = 0;
	  memcpy (&v, lb + fr.fp + rs.offset, std::min<int64_t> (rs.size, 8));
	  if (d.k == K_LOCAL)
	    memcpy (lb + fr.caller_fp + d.v, &v, std::min<int64_t> (rs.size, 8));
	  else if (d.k == K_REG)
	    w.regs[fr.caller_regbase + d.r * 32 + l] = v;
	}
    }
  w.regs.resize (fr.regbase);
}

bool
CtaRunner::do_call (Warp &w, const Inst &in, uint32_t em)
{
  Frame &cur = w.frames.back ();
  const CallInfo &ci = cur.f->calls[in.call_info];
  int target = in.target;
  uint64_t *R = &w.regs[cur.regbase];
  if (target == -1 && ci.target.k == K_REG)
    {
      uint64_t a = 0;
      bool first = true;
      for (uint32_t m = em; m; m &= m - 1)
	{
	  int l = __builtin_ctz (m);
	  uint64_t v = R[ci.target.r * 32 + l];
	  if (!first && v != a)
	    {
	      fault ("unsupported", in, "divergent indirect call");
	      return false;
	    }
	  a = v;
	  first = false;
	}
      if (a < FUNC_ADDR_BASE || (a - FUNC_ADDR_BASE) % 16
	  || (a - FUNC_ADDR_BASE) / 16 >= prog.funcs.size ())
	{
	  fault ("out-of-bounds", in, "indirect call to a non-function address " + hex (a));
	  return false;
	}
      target = (int) ((a - FUNC_ADDR_BASE) / 16);
    }
  if (target <= -2 && target >= -4)
    return builtin (w, in, em, -1 - target);
  if (target < 0)
    {
      fault ("unsupported", in, "call of an unresolved function");
      return false;
    }
  const Func &callee = prog.funcs[target];
  uint64_t fp = cur.fp + cur.f->frame_size;
  if (fp + callee.frame_size > STACK_PER_THREAD)
    {
      fault ("out-of-bounds", in, "local memory (stack) overflow calling " + callee.name);
      return false;
    }
  size_t regbase = w.regs.size ();
  size_t caller_regbase = cur.regbase;
  uint64_t caller_fp = cur.fp;
  const Func *caller = cur.f;
  (void) caller;
  w.regs.resize (regbase + (size_t) callee.nregs * 32, 0);
  R = &w.regs[caller_regbase];
  size_t na = std::min (ci.args.size (), callee.params.size ());
  for (uint32_t m = em; m; m &= m - 1)
    {
      int l = __builtin_ctz (m);
      uint8_t *lb = (uint8_t *) lo_lo + (size_t) (w.id * 32 + l) * STACK_PER_THREAD;
      for (size_t i = 0; i < na; i++)
	{
	  const Opd &a = ci.args[i];
	  const ParamSlot &ps = callee.params[i];
	  if (a.k == K_LOCAL)
	    memcpy (lb + fp + ps.offset, lb + caller_fp + a.v, ps.size);
	  else
	    {
	      uint64_t v = a.k == K_REG ? R[a.r * 32 + l] : (uint64_t) a.v;
	      memcpy (lb + fp + ps.offset, &v, std::min<int64_t> (ps.size, 8));
	    }
	}
    }
  w.stack.back ().pc++;
  w.frames.push_back ({&callee, regbase, fp, (int) w.stack.size (), &ci,
		       caller_regbase, caller_fp});
  w.stack.push_back ({0, -1, em});
  return true;
}

std::string
CtaRunner::vprintf_lane (uint64_t fmt, uint64_t args, unsigned *nargs,
			 bool *ok, uint64_t *bad)
{
  *nargs = 0;
  std::string out;
  Warp dummy;
  auto rd = [&] (uint64_t a, unsigned n, void *dst) -> bool {
    if (check (dummy, a, n) < 0)
      {
	*ok = false;
	*bad = a;
	return false;
      }
    memcpy (dst, (void *) (uintptr_t) a, n);
    return true;
  };
  auto str = [&] (uint64_t a, std::string *s) -> bool {
    for (;; a++)
      {
	char c;
	if (!rd (a, 1, &c))
	  return false;
	if (!c)
	  return true;
	*s += c;
      }
  };
  std::string f;
  if (!str (fmt, &f))
    return out;
  uint64_t ap = args;
  auto arg = [&] (unsigned n, void *dst) -> bool {
    ++*nargs;
    ap = (ap + n - 1) / n * n;
    bool r = rd (ap, n, dst);
    ap += n;
    return r;
  };
  for (size_t i = 0; i < f.size (); i++)
    {
      if (f[i] != '%')
	{
	  out += f[i];
	  continue;
	}
      size_t j = i + 1;
      while (j < f.size () && strchr ("-+ #0123456789.*", f[j]))
	j++;
      int lng = 0;
      while (j < f.size () && strchr ("hlLqjzt", f[j]))
	{
	  if (f[j] == 'l' || f[j] == 'L' || f[j] == 'q' || f[j] == 'j'
	      || f[j] == 'z' || f[j] == 't')
	    lng++;
	  j++;
	}
      if (j >= f.size ())
	break;
      char conv = f[j];
      std::string spec = f.substr (i, j - i);
      /* Remove length modifiers; re-add our own.  */
      std::string base;
      for (char c : spec)
	if (!strchr ("hlLqjzt", c))
	  base += c;
      /* A '*' width or precision is an int argument before the value.  */
      for (size_t star; (star = base.find ('*')) != std::string::npos; )
	{
	  int32_t w;
	  if (!arg (4, &w))
	    return out;
	  base.replace (star, 1, std::to_string (w));
	}
      char buf[512];
      buf[0] = 0;
      switch (conv)
	{
	case '%':
	  out += '%';
	  break;
	case 'd': case 'i':
	  {
	    long long v = 0;
	    if (lng)
	      { int64_t x; if (!arg (8, &x)) return out; v = x; }
	    else
	      { int32_t x; if (!arg (4, &x)) return out; v = x; }
	    snprintf (buf, sizeof buf, (base + "ll" + conv).c_str (), v);
	    out += buf;
	    break;
	  }
	case 'u': case 'x': case 'X': case 'o': case 'c':
	  {
	    unsigned long long v = 0;
	    if (lng)
	      { uint64_t x; if (!arg (8, &x)) return out; v = x; }
	    else
	      { uint32_t x; if (!arg (4, &x)) return out; v = x; }
	    if (conv == 'c')
	      snprintf (buf, sizeof buf, (base + conv).c_str (), (int) v);
	    else
	      snprintf (buf, sizeof buf, (base + "ll" + conv).c_str (), v);
	    out += buf;
	    break;
	  }
	case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
	case 'a': case 'A':
	  {
	    double x;
	    if (!arg (8, &x))
	      return out;
	    snprintf (buf, sizeof buf, (base + conv).c_str (), x);
	    out += buf;
	    break;
	  }
	case 'p':
	  {
	    uint64_t x;
	    if (!arg (8, &x))
	      return out;
	    snprintf (buf, sizeof buf, "0x%llx", (unsigned long long) x);
	    out += buf;
	    break;
	  }
	case 's':
	  {
	    uint64_t x;
	    if (!arg (8, &x))
	      return out;
	    std::string s;
	    if (!x)
	      s = "(null)";
	    else if (!str (x, &s))
	      return out;
	    std::string b2 = base + 's';
	    std::vector<char> big (s.size () + 512);
	    snprintf (big.data (), big.size (), b2.c_str (), s.c_str ());
	    out += big.data ();
	    break;
	  }
	default:
	  out += spec + conv;
	}
      i = j;
    }
  return out;
}

bool
CtaRunner::builtin (Warp &w, const Inst &in, uint32_t em, int which)
{
  Frame &cur = w.frames.back ();
  const CallInfo &ci = cur.f->calls[in.call_info];
  uint64_t *R = &w.regs[cur.regbase];
  std::string text;
  for (uint32_t m = em; m; m &= m - 1)
    {
      int l = __builtin_ctz (m);
      uint8_t *lb = (uint8_t *) lo_lo + (size_t) (w.id * 32 + l) * STACK_PER_THREAD;
      uint64_t a[2] = {0, 0};
      for (size_t i = 0; i < ci.args.size () && i < 2; i++)
	{
	  const Opd &o = ci.args[i];
	  if (o.k == K_LOCAL)
	    memcpy (&a[i], lb + cur.fp + o.v, 8);
	  else if (o.k == K_REG)
	    a[i] = R[o.r * 32 + l];
	  else
	    a[i] = o.v;
	}
      uint64_t ret = 0;
      if (which == B_MALLOC)
	ret = (uint64_t) (uintptr_t) dev.dev_alloc (a[0]);
      else if (which == B_FREE)
	{
	  if (a[0])
	    {
	      uintptr_t lo, hi;
	      if (!dev.find_region (a[0], 1, &lo, &hi) || lo != a[0])
		{
		  fault ("out-of-bounds", in, "free of an invalid pointer " + hex (a[0]));
		  return false;
		}
	      dev.dev_free ((void *) (uintptr_t) a[0]);
	    }
	}
      else
	{
	  bool ok = true;
	  uint64_t bad = 0;
	  unsigned nargs;
	  std::string s = vprintf_lane (a[0], a[1], &nargs, &ok, &bad);
	  if (!ok)
	    {
	      fault ("out-of-bounds", in, "vprintf reads outside device memory at " + hex (bad));
	      return false;
	    }
	  text += s;
	  /* CUDA's device printf returns the number of arguments parsed.  */
	  ret = nargs;
	}
      if (ci.has_ret)
	{
	  if (ci.ret.k == K_LOCAL)
	    memcpy (lb + cur.fp + ci.ret.v, &ret, which == B_VPRINTF ? 4 : 8);
	  else if (ci.ret.k == K_REG)
	    R[ci.ret.r * 32 + l] = ret;
	}
    }
  if (!text.empty ())
    {
      std::lock_guard<std::mutex> g (dev.out_mu);
      fwrite (text.data (), 1, text.size (), dev.out);
    }
  w.stack.back ().pc++;
  return true;
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
uint64_t
f2i (double x, uint8_t rnd, Type t)
{
  if (std::isnan (x))
    return 0;
  switch (rnd)
    {
    case R_RNI: x = std::nearbyint (x); break;
    case R_RMI: x = std::floor (x); break;
    case R_RPI: x = std::ceil (x); break;
    default: x = std::trunc (x); break;
    }
  int bits = tsize (t) * 8;
  if (tsigned (t))
    {
      double lo = -std::ldexp (1.0, bits - 1), hi = std::ldexp (1.0, bits - 1);
      if (x <= lo)
	return zx ((uint64_t) (bits == 64 ? INT64_MIN : (int64_t) lo), t);
      if (x >= hi)
	return zx ((uint64_t) (bits == 64 ? INT64_MAX : (int64_t) hi - 1), t);
      return zx ((uint64_t) (int64_t) x, t);
    }
  double hi = std::ldexp (1.0, bits);
  if (x <= 0)
    return 0;
  if (x >= hi)
    return bits == 64 ? UINT64_MAX : (uint64_t) hi - 1;
  return (uint64_t) x;
}

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

uint64_t
atomic_op (int op, Type t, void *p, uint64_t b, uint64_t c)
{
  int n = tsize (t);
  if (n == 4)
    {
      uint32_t *q = (uint32_t *) p;
      uint32_t bv = (uint32_t) b;
      switch (op)
	{
	case A_EXCH: return __atomic_exchange_n (q, bv, __ATOMIC_SEQ_CST);
	case A_CAS:
	  {
	    uint32_t e = bv;
	    __atomic_compare_exchange_n (q, &e, (uint32_t) c, false,
					 __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	    return e;
	  }
	case A_AND: return __atomic_fetch_and (q, bv, __ATOMIC_SEQ_CST);
	case A_OR: return __atomic_fetch_or (q, bv, __ATOMIC_SEQ_CST);
	case A_XOR: return __atomic_fetch_xor (q, bv, __ATOMIC_SEQ_CST);
	case A_ADD:
	  if (t != T_F32)
	    return __atomic_fetch_add (q, bv, __ATOMIC_SEQ_CST);
	  /* Fall through.  */
	default:
	  {
	    uint32_t old = __atomic_load_n (q, __ATOMIC_SEQ_CST), nv;
	    do
	      {
		switch (op)
		  {
		  case A_ADD: nv = (uint32_t) BF (F (old) + F (bv)); break;
		  case A_MIN:
		    nv = t == T_S32 ? (uint32_t) std::min ((int32_t) old, (int32_t) bv)
				    : std::min (old, bv);
		    break;
		  case A_MAX:
		    nv = t == T_S32 ? (uint32_t) std::max ((int32_t) old, (int32_t) bv)
				    : std::max (old, bv);
		    break;
		  case A_INC: nv = old >= bv ? 0 : old + 1; break;
		  case A_DEC: nv = (old == 0 || old > bv) ? bv : old - 1; break;
		  default: nv = old;
		  }
	      }
	    while (!__atomic_compare_exchange_n (q, &old, nv, false,
						 __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
	    return old;
	  }
	}
    }
  uint64_t *q = (uint64_t *) p;
  switch (op)
    {
    case A_EXCH: return __atomic_exchange_n (q, b, __ATOMIC_SEQ_CST);
    case A_CAS:
      {
	uint64_t e = b;
	__atomic_compare_exchange_n (q, &e, c, false, __ATOMIC_SEQ_CST,
				     __ATOMIC_SEQ_CST);
	return e;
      }
    case A_AND: return __atomic_fetch_and (q, b, __ATOMIC_SEQ_CST);
    case A_OR: return __atomic_fetch_or (q, b, __ATOMIC_SEQ_CST);
    case A_XOR: return __atomic_fetch_xor (q, b, __ATOMIC_SEQ_CST);
    case A_ADD:
      if (t != T_F64)
	return __atomic_fetch_add (q, b, __ATOMIC_SEQ_CST);
      /* Fall through.  */
    default:
      {
	uint64_t old = __atomic_load_n (q, __ATOMIC_SEQ_CST), nv;
	do
	  {
	    switch (op)
	      {
	      case A_ADD: nv = BD (D (old) + D (b)); break;
	      case A_MIN:
		nv = t == T_S64 ? (uint64_t) std::min ((int64_t) old, (int64_t) b)
				: std::min (old, b);
		break;
	      case A_MAX:
		nv = t == T_S64 ? (uint64_t) std::max ((int64_t) old, (int64_t) b)
				: std::max (old, b);
		break;
	      default: nv = old;
	      }
	  }
	while (!__atomic_compare_exchange_n (q, &old, nv, false,
					     __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
	return old;
      }
    }
}

void
CtaRunner::step (Warp &w, int budget)
{
  while (budget-- > 0)
    {
      /* Normalize the reconvergence stack.  */
      for (;;)
	{
	  if (w.stack.empty ())
	    {
	      w.state = Warp::DONE;
	      release_barriers ();
	      return;
	    }
	  StackEnt &top = w.stack.back ();
	  Frame &fr = w.frames.back ();
	  bool base = (int) w.stack.size () - 1 == fr.stack_base;
	  if (top.mask == 0)
	    {
	      if (base)
		{
		  w.stack.pop_back ();
		  w.regs.resize (fr.regbase);
		  w.frames.pop_back ();
		  if (w.frames.empty ())
		    w.stack.clear ();
		}
	      else
		w.stack.pop_back ();
	      continue;
	    }
	  if (!base && top.brk >= 0 && top.pc == top.brk)
	    {
	      w.stack.pop_back ();
	      continue;
	    }
	  if (!base && top.mi >= 0 && top.pc == top.rpc)
	    {
	      uint32_t m = top.mask;
	      int mi = top.mi;
	      w.stack.pop_back ();
	      w.stack[mi].mask |= m;
	      continue;
	    }
	  if (!base && (top.pc == top.rpc || top.pc >= (int) fr.f->insts.size ()))
	    {
	      w.stack.pop_back ();
	      continue;
	    }
	  if (base && top.pc >= (int) fr.f->insts.size ())
	    {
	      do_return (w);
	      continue;
	    }
	  break;
	}
      StackEnt &top = w.stack.back ();
      Frame &fr = w.frames.back ();
      const Inst &in = fr.f->insts[top.pc];
      uint64_t *R = &w.regs[fr.regbase];
      uint32_t em = top.mask;
      if (in.pred >= 0)
	{
	  uint32_t pm = 0;
	  const uint64_t *P = &R[in.pred * 32];
	  for (uint32_t m = em; m; m &= m - 1)
	    {
	      int l = __builtin_ctz (m);
	      if ((P[l] != 0) != in.pred_neg)
		pm |= 1u << l;
	    }
	  em = pm;
	}
      Counts &C = counts[in.id];
      w.icount++;
      /* A branch the if-conversion model removed runs uncounted.  */
      if (!in.nocount)
	{
	  /* EXTRA: the if-conversion model's barrier instructions.  */
	  C.warp_insts += 1 + in.extra;
	  /* Lanes the warp runs the instruction for, before its guard
	     predicate, as nvprof's thread_inst_executed counts them; a
	     predicated-off lane still occupies its slot.  */
	  unsigned act = __builtin_popcount (top.mask);
	  C.thread_insts += act * (1 + in.extra);
	  /* OpenMP uniform-SIMT: outside simd regions __nvptx_uni[warp] is
	     0 and the 32 lanes redundantly run one OpenMP thread.  */
	  if (uni && act
	      && *(const uint32_t *) (sh_lo + prog.uni_shoff
				      + 4 * (w.id & 31)) == 0)
	    C.useful_lanes += 1;
	  else
	    C.useful_lanes += act;
	}

      auto get = [&] (const Opd &o, int l) __attribute__ ((always_inline)) -> uint64_t {
	if (__builtin_expect (o.k == K_REG, 1))
	  return o.neg ? (R[o.r * 32 + l] == 0) : R[o.r * 32 + l] + o.v;
	if (o.k == K_IMM)
	  return (uint64_t) o.v;
	return slow_get (w, fr, o, l, w.icount);
      };
      auto put = [&] (const Opd &o, int l, uint64_t v, Type t) __attribute__ ((always_inline)) {
	if (o.k == K_REG)
	  R[o.r * 32 + l] = v & type_mask[t];
      };
#define LANES                                           \
  for (uint32_t m_ = em; m_; m_ &= m_ - 1)              \
    {                                                   \
      int l = __builtin_ctz (m_);
#define END_LANES }
      const Type t = in.t;
      const bool fl = tfloat (t);
      const bool f64 = t == T_F64;
      /* .ftz: f32 subnormal inputs and results become signed zeros.  */
      const bool ftz = in.ftz && t == T_F32;
      auto FF = [ftz] (uint64_t b) __attribute__ ((always_inline)) -> float {
	float f = F (b);
	if (__builtin_expect (ftz, 0) && std::fpclassify (f) == FP_SUBNORMAL)
	  f = std::copysign (0.0f, f);
	return f;
      };
      auto BFF = [ftz] (float f) __attribute__ ((always_inline)) -> uint64_t {
	if (__builtin_expect (ftz, 0) && std::fpclassify (f) == FP_SUBNORMAL)
	  f = std::copysign (0.0f, f);
	return BF (f);
      };
      /* The directed-rounding paths (fround) take their f32 inputs through
	 .ftz and their results through .sat and .ftz like the others.  */
      auto FI = [&] (uint64_t b) -> uint64_t { return f64 ? b : BF (FF (b)); };
      auto FO = [&] (uint64_t r) -> uint64_t {
	return f64 ? r : BFF (in.sat ? (float) fsat (F (r)) : F (r));
      };
      int next = top.pc + 1;
      switch (in.op)
	{
	case O_NOP:
	case O_MEMBAR:
	case O_WARPSYNC:
	  break;
	case O_MOV:
	case O_CVTA:
	  if (in.vec > 1)
	    {
	      LANES
		uint64_t v[4];
		for (int i = 0; i < in.vec; i++)
		  v[i] = get (in.o[in.vec + i], l);
		for (int i = 0; i < in.vec; i++)
		  put (in.o[i], l, v[i], t);
	      END_LANES
	    }
	  else if (in.o[1].k == K_REG && in.o[1].v == 0 && !in.o[1].neg)
	    {
	      const uint64_t *S = &R[in.o[1].r * 32];
	      uint64_t *Dd = &R[in.o[0].r * 32];
	      LANES Dd[l] = zx (S[l], t); END_LANES
	    }
	  else
	    {
	      LANES put (in.o[0], l, get (in.o[1], l), t); END_LANES
	    }
	  break;
	case O_MOVVEC_PACK:
	  {
	    int w1 = tsize (t) * 8 / in.vec;
	    LANES
	      uint64_t v = 0;
	      for (int i = in.vec - 1; i >= 0; i--)
		v = (w1 == 64 ? 0 : v << w1)
		    | (get (in.o[1 + i], l) & (w1 == 64 ? ~0ull : ((1ull << w1) - 1)));
	      put (in.o[0], l, v, t);
	    END_LANES
	    break;
	  }
	case O_MOVVEC_UNPACK:
	  {
	    int w1 = tsize (t) * 8 / in.vec;
	    LANES
	      uint64_t v = get (in.o[in.vec], l);
	      for (int i = 0; i < in.vec; i++)
		{
		  uint64_t part = w1 == 64 ? v : (v >> (w1 * i)) & ((1ull << w1) - 1);
		  if (in.o[i].k == K_REG)
		    R[in.o[i].r * 32 + l] = part;
		}
	    END_LANES
	    break;
	  }
	case O_ADD:
	case O_SUB:
	  if (fl)
	    {
	      bool add = in.op == O_ADD;
	      if (directed (in.rnd))
		{
		  LANES put (in.o[0], l, FO (fround (add ? F_ADD : F_SUB, f64, in.rnd, FI (get (in.o[1], l)), FI (get (in.o[2], l)), 0)), t); END_LANES
		}
	      else if (f64)
		{
		  LANES double a = D (get (in.o[1], l)), b = D (get (in.o[2], l));
		    put (in.o[0], l, BD (add ? a + b : a - b), t); END_LANES
		}
	      else
		{
		  LANES float a = FF (get (in.o[1], l)), b = FF (get (in.o[2], l));
		    float r = add ? a + b : a - b;
		    if (in.sat) r = (float) fsat (r);
		    put (in.o[0], l, BFF (r), t); END_LANES
		}
	    }
	  else if (in.sat && t == T_S32)
	    {
	      LANES int64_t a = sx (get (in.o[1], l), t), b = sx (get (in.o[2], l), t);
		int64_t r = in.op == O_ADD ? a + b : a - b;
		r = std::max<int64_t> (INT32_MIN, std::min<int64_t> (INT32_MAX, r));
		put (in.o[0], l, (uint64_t) r, t); END_LANES
	    }
	  else if (in.op == O_ADD)
	    {
	      if (in.o[1].k == K_REG && in.o[2].k == K_REG && in.o[1].v == 0 && in.o[2].v == 0
		  && in.o[0].k == K_REG)
		{
		  const uint64_t *A = &R[in.o[1].r * 32], *B = &R[in.o[2].r * 32];
		  uint64_t *Dd = &R[in.o[0].r * 32];
		  LANES Dd[l] = zx (A[l] + B[l], t); END_LANES
		}
	      else if (in.o[1].k == K_REG && in.o[2].k == K_IMM && in.o[1].v == 0 && in.o[0].k == K_REG)
		{
		  const uint64_t *A = &R[in.o[1].r * 32];
		  uint64_t b = in.o[2].v;
		  uint64_t *Dd = &R[in.o[0].r * 32];
		  LANES Dd[l] = zx (A[l] + b, t); END_LANES
		}
	      else
		{
		  LANES put (in.o[0], l, get (in.o[1], l) + get (in.o[2], l), t); END_LANES
		}
	    }
	  else
	    {
	      LANES put (in.o[0], l, get (in.o[1], l) - get (in.o[2], l), t); END_LANES
	    }
	  break;
	case O_MUL:
	  if (fl)
	    {
	      if (directed (in.rnd))
		{
		  LANES put (in.o[0], l, FO (fround (F_MUL, f64, in.rnd, FI (get (in.o[1], l)), FI (get (in.o[2], l)), 0)), t); END_LANES
		}
	      else if (f64)
		{
		  LANES put (in.o[0], l, BD (D (get (in.o[1], l)) * D (get (in.o[2], l))), t); END_LANES
		}
	      else
		{
		  LANES float r = FF (get (in.o[1], l)) * FF (get (in.o[2], l));
		    if (in.sat) r = (float) fsat (r);
		    put (in.o[0], l, BFF (r), t); END_LANES
		}
	    }
	  else
	    {
	      LANES put (in.o[0], l, get (in.o[1], l) * get (in.o[2], l), t); END_LANES
	    }
	  break;
	case O_MAD:
	  if (fl)
	    {
	      /* mad.f32 without rounding is fused on sm_20+ when .rn given;
		 treat every float mad as fma.  */
	      if (directed (in.rnd))
		{
		  LANES put (in.o[0], l, FO (fround (F_FMA, f64, in.rnd, FI (get (in.o[1], l)), FI (get (in.o[2], l)), FI (get (in.o[3], l)))), t); END_LANES
		}
	      else if (f64)
		{
		  LANES put (in.o[0], l, BD (std::fma (D (get (in.o[1], l)), D (get (in.o[2], l)), D (get (in.o[3], l)))), t); END_LANES
		}
	      else
		{
		  LANES float r = std::fmaf (FF (get (in.o[1], l)), FF (get (in.o[2], l)), FF (get (in.o[3], l)));
		    if (in.sat) r = (float) fsat (r);
		    put (in.o[0], l, BFF (r), t); END_LANES
		}
	    }
	  else
	    {
	      LANES put (in.o[0], l, get (in.o[1], l) * get (in.o[2], l) + get (in.o[3], l), t); END_LANES
	    }
	  break;
	case O_MULHI:
	case O_MADHI:
	  LANES
	    uint64_t a = get (in.o[1], l), b = get (in.o[2], l), r;
	    if (tsize (t) == 8)
	      r = tsigned (t) ? (uint64_t) (((__int128) (int64_t) a * (int64_t) b) >> 64)
			      : (uint64_t) (((unsigned __int128) a * b) >> 64);
	    else
	      {
		int sh = tsize (t) * 8;
		r = tsigned (t) ? (uint64_t) ((sx (a, t) * sx (b, t)) >> sh)
				: (zx (a, t) * zx (b, t)) >> sh;
	      }
	    if (in.op == O_MADHI && in.sat)	/* mad.hi.sat.s32 clamps.  */
	      r = (uint64_t) std::max<int64_t> (INT32_MIN, std::min<int64_t> (
		    INT32_MAX, sx (r, t) + sx (get (in.o[3], l), t)));
	    else if (in.op == O_MADHI)
	      r += get (in.o[3], l);
	    put (in.o[0], l, r, t);
	  END_LANES
	  break;
	case O_MULWIDE:
	case O_MADWIDE:
	  {
	    Type dt = tsize (t) == 4 ? (tsigned (t) ? T_S64 : T_U64)
				     : (tsigned (t) ? T_S32 : T_U32);
	    LANES
	      uint64_t r = (uint64_t) (ext (get (in.o[1], l), t) * ext (get (in.o[2], l), t));
	      if (in.op == O_MADWIDE)
		r += get (in.o[3], l);
	      put (in.o[0], l, r, dt);
	    END_LANES
	    break;
	  }
	case O_DIV:
	case O_REM:
	  if (fl)
	    {
	      if (in.op == O_REM)
		{
		  fault ("unsupported", in, "rem on floating point");
		  return;
		}
	      if (directed (in.rnd))
		{
		  LANES put (in.o[0], l, FO (fround (F_DIV, f64, in.rnd, FI (get (in.o[1], l)), FI (get (in.o[2], l)), 0)), t); END_LANES
		}
	      else if (f64)
		{
		  LANES put (in.o[0], l, BD (D (get (in.o[1], l)) / D (get (in.o[2], l))), t); END_LANES
		}
	      else
		{
		  LANES put (in.o[0], l, BFF (FF (get (in.o[1], l)) / FF (get (in.o[2], l))), t); END_LANES
		}
	    }
	  else
	    {
	      bool div = in.op == O_DIV;
	      LANES
		uint64_t r;
		if (tsigned (t))
		  {
		    int64_t a = sx (get (in.o[1], l), t), b = sx (get (in.o[2], l), t);
		    if (b == 0)
		      r = div ? ~0ull : (uint64_t) a;
		    else if (b == -1)
		      r = div ? (uint64_t) (0 - (uint64_t) a) : 0;
		    else
		      r = (uint64_t) (div ? a / b : a % b);
		  }
		else
		  {
		    uint64_t a = zx (get (in.o[1], l), t), b = zx (get (in.o[2], l), t);
		    if (b == 0)
		      r = div ? ~0ull : a;
		    else
		      r = div ? a / b : a % b;
		  }
		put (in.o[0], l, r, t);
	      END_LANES
	    }
	  break;
	case O_ABS:
	  if (fl)
	    {
	      LANES uint64_t v = FI (get (in.o[1], l));
		put (in.o[0], l, f64 ? v & ~(1ull << 63) : v & 0x7fffffffu, t); END_LANES
	    }
	  else
	    {
	      LANES int64_t v = sx (get (in.o[1], l), t);
		put (in.o[0], l, (uint64_t) (v < 0 ? 0 - (uint64_t) v : (uint64_t) v), t); END_LANES
	    }
	  break;
	case O_NEG:
	  if (fl)
	    {
	      LANES uint64_t v = FI (get (in.o[1], l));
		put (in.o[0], l, f64 ? v ^ (1ull << 63) : v ^ 0x80000000u, t); END_LANES
	    }
	  else
	    {
	      LANES put (in.o[0], l, 0 - get (in.o[1], l), t); END_LANES
	    }
	  break;
	case O_MIN:
	case O_MAX:
	  {
	    bool mn = in.op == O_MIN;
	    if (fl)
	      {
		LANES
		  if (f64)
		    {
		      double a = D (get (in.o[1], l)), b = D (get (in.o[2], l));
		      double r = mn ? std::fmin (a, b) : std::fmax (a, b);
		      if (a == b)	/* PTX orders -0 below +0.  */
			r = std::signbit (a) == mn ? a : b;
		      put (in.o[0], l, BD (r), t);
		    }
		  else
		    {
		      float a = FF (get (in.o[1], l)), b = FF (get (in.o[2], l));
		      float r = mn ? std::fmin (a, b) : std::fmax (a, b);
		      if (a == b)
			r = std::signbit (a) == mn ? a : b;
		      if (std::isnan (r))
			r = std::nanf ("");
		      put (in.o[0], l, BFF (r), t);
		    }
		END_LANES
	      }
	    else if (tsigned (t))
	      {
		LANES int64_t a = sx (get (in.o[1], l), t), b = sx (get (in.o[2], l), t);
		  put (in.o[0], l, (uint64_t) (mn ? std::min (a, b) : std::max (a, b)), t); END_LANES
	      }
	    else
	      {
		LANES uint64_t a = zx (get (in.o[1], l), t), b = zx (get (in.o[2], l), t);
		  put (in.o[0], l, mn ? std::min (a, b) : std::max (a, b), t); END_LANES
	      }
	    break;
	  }
	case O_AND:
	  LANES put (in.o[0], l, get (in.o[1], l) & get (in.o[2], l), t); END_LANES
	  break;
	case O_OR:
	  LANES put (in.o[0], l, get (in.o[1], l) | get (in.o[2], l), t); END_LANES
	  break;
	case O_XOR:
	  LANES put (in.o[0], l, get (in.o[1], l) ^ get (in.o[2], l), t); END_LANES
	  break;
	case O_NOT:
	  if (t == T_PRED)
	    {
	      LANES put (in.o[0], l, get (in.o[1], l) == 0, t); END_LANES
	    }
	  else
	    {
	      LANES put (in.o[0], l, ~get (in.o[1], l), t); END_LANES
	    }
	  break;
	case O_CNOT:
	  LANES put (in.o[0], l, zx (get (in.o[1], l), t) == 0, t); END_LANES
	  break;
	case O_SHL:
	  {
	    unsigned bits = tsize (t) * 8;
	    LANES uint64_t s = zx (get (in.o[2], l), T_U32);
	      put (in.o[0], l, s >= bits ? 0 : get (in.o[1], l) << s, t); END_LANES
	    break;
	  }
	case O_SHR:
	  {
	    unsigned bits = tsize (t) * 8;
	    if (tsigned (t))
	      {
		LANES uint64_t s = zx (get (in.o[2], l), T_U32);
		  int64_t a = sx (get (in.o[1], l), t);
		  put (in.o[0], l, (uint64_t) (a >> (s >= bits ? bits - 1 : s)), t); END_LANES
	      }
	    else
	      {
		LANES uint64_t s = zx (get (in.o[2], l), T_U32);
		  uint64_t a = zx (get (in.o[1], l), t);
		  put (in.o[0], l, s >= bits ? 0 : a >> s, t); END_LANES
	      }
	    break;
	  }
	case O_SETP:
	case O_SET:
	  {
	    Type ct = in.op == O_SETP ? t : in.t2;
	    bool cf = tfloat (ct);
	    LANES
	      uint64_t a = get (in.o[2], l), b = get (in.o[3], l);
	      bool r;
	      if (cf)
		r = ct == T_F64 ? fcmp (in.cmp, D (a), D (b))
		    : in.ftz ? fcmp (in.cmp, flush32 (F (a)), flush32 (F (b)))
		    : fcmp (in.cmp, F (a), F (b));
	      else
		r = icmp (in.cmp, a, b, ct);
	      bool r2 = !r;
	      if (in.boolop)
		{
		  bool c = get (in.o[4], l) != 0;
		  switch (in.boolop)
		    {
		    case 1: r = r && c; r2 = r2 && c; break;
		    case 2: r = r || c; r2 = r2 || c; break;
		    default: r = r != c; r2 = r2 != c; break;
		    }
		}
	      if (in.op == O_SETP)
		{
		  put (in.o[0], l, r, T_PRED);
		  if (in.o[1].k == K_REG)
		    put (in.o[1], l, r2, T_PRED);
		}
	      else
		{
		  uint64_t v = tfloat (t) ? (r ? (t == T_F64 ? BD (1.0) : BF (1.0f)) : 0)
					  : (r ? ~0ull : 0);
		  put (in.o[0], l, v, t);
		}
	    END_LANES
	    break;
	  }
	case O_SELP:
	  LANES put (in.o[0], l, get (in.o[3], l) ? get (in.o[1], l) : get (in.o[2], l), t); END_LANES
	  break;
	case O_SLCT:
	  LANES
	    uint64_t c = get (in.o[3], l);
	    bool ge = tfloat (in.t2) ? (in.ftz ? flush32 (F (c)) : F (c)) >= 0.0f
				     : sx (c, T_S32) >= 0;
	    put (in.o[0], l, ge ? get (in.o[1], l) : get (in.o[2], l), t);
	  END_LANES
	  break;
	case O_CVT:
	  {
	    Type st = in.t2;
	    if (t == T_F16 || st == T_F16)
	      {
		fault ("unsupported", in, "f16 conversion");
		return;
	      }
	    LANES
	      uint64_t a = get (in.o[1], l), r;
	      if (tfloat (t) && tfloat (st))
		{
		  double x = st == T_F64 ? D (a) : (double) (in.ftz ? flush32 (F (a)) : F (a));
		  if (in.rnd >= R_RNI)
		    {
		      switch (in.rnd)
			{
			case R_RNI: x = std::nearbyint (x); break;
			case R_RZI: x = std::trunc (x); break;
			case R_RMI: x = std::floor (x); break;
			default: x = std::ceil (x); break;
			}
		    }
		  if (in.sat)
		    x = fsat (x);
		  if (t == T_F64)
		    r = BD (x);
		  else if (st == T_F64 && in.rnd < R_RNI && directed (in.rnd))
		    r = fround (F_CVT32, false, in.rnd, BD (x), 0, 0);
		  else
		    r = BF ((float) x);
		  if (in.ftz && t == T_F32 && std::fpclassify (F (r)) == FP_SUBNORMAL)
		    r &= 0x80000000u;
		}
	      else if (tfloat (st))
		{
		  double x = st == T_F64 ? D (a) : (double) (in.ftz ? flush32 (F (a)) : F (a));
		  r = f2i (x, in.rnd, t);
		}
	      else if (tfloat (t))
		{
		  bool sg = tsigned (st);
		  int64_t iv = ext (a, st);
		  if (directed (in.rnd))
		    r = fround (t == T_F64 ? (sg ? F_I2F64 : F_U2F64)
					   : (sg ? F_I2F32 : F_U2F32),
				t == T_F64, in.rnd, (uint64_t) iv, 0, 0);
		  else if (t == T_F64)
		    r = sg ? BD ((double) iv) : BD ((double) (uint64_t) iv);
		  else
		    r = sg ? BF ((float) iv) : BF ((float) (uint64_t) iv);
		  if (in.sat)
		    r = t == T_F64 ? BD (fsat (D (r))) : BF ((float) fsat (F (r)));
		}
	      else
		{
		  int64_t iv = ext (a, st);
		  if (in.sat)
		    {
		      int bits = tsize (t) * 8;
		      if (tsigned (t))
			{
			  int64_t lo = bits == 64 ? INT64_MIN : -(1ll << (bits - 1));
			  int64_t hi = bits == 64 ? INT64_MAX : (1ll << (bits - 1)) - 1;
			  if (!tsigned (st) && (uint64_t) iv > (uint64_t) hi)
			    iv = hi;
			  else if (tsigned (st))
			    iv = std::max (lo, std::min (hi, iv));
			}
		      else
			{
			  uint64_t hi = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
			  if (tsigned (st) && iv < 0)
			    iv = 0;
			  else if ((uint64_t) iv > hi)
			    iv = (int64_t) hi;
			}
		    }
		  r = (uint64_t) iv;
		}
	      put (in.o[0], l, r, t);
	    END_LANES
	    break;
	  }
	case O_FMA:
	  if (directed (in.rnd))
	    {
	      LANES put (in.o[0], l, FO (fround (F_FMA, f64, in.rnd, FI (get (in.o[1], l)), FI (get (in.o[2], l)), FI (get (in.o[3], l)))), t); END_LANES
	    }
	  else if (f64)
	    {
	      LANES put (in.o[0], l, BD (std::fma (D (get (in.o[1], l)), D (get (in.o[2], l)), D (get (in.o[3], l)))), t); END_LANES
	    }
	  else
	    {
	      LANES float r = std::fmaf (FF (get (in.o[1], l)), FF (get (in.o[2], l)), FF (get (in.o[3], l)));
		if (in.sat) r = (float) fsat (r);
		put (in.o[0], l, BFF (r), t); END_LANES
	    }
	  break;
	case O_SQRT:
	case O_RSQRT:
	case O_RCP:
	case O_SIN:
	case O_COS:
	case O_LG2:
	case O_EX2:
	case O_TANH:
	  LANES
	    uint64_t a = get (in.o[1], l);
	    if (in.op == O_SQRT && directed (in.rnd))
	      {
		put (in.o[0], l, FO (fround (F_SQRT, f64, in.rnd, FI (a), 0, 0)), t);
		continue;
	      }
	    if (in.op == O_RCP && directed (in.rnd))
	      {
		put (in.o[0], l, FO (fround (F_DIV, f64, in.rnd, f64 ? BD (1.0) : BF (1.0f), FI (a), 0)), t);
		continue;
	      }
	    if (f64)
	      {
		double x = D (a), r;
		switch (in.op)
		  {
		  case O_SQRT: r = std::sqrt (x); break;
		  case O_RSQRT: r = 1.0 / std::sqrt (x); break;
		  case O_RCP: r = 1.0 / x; break;
		  case O_SIN: r = std::sin (x); break;
		  case O_COS: r = std::cos (x); break;
		  case O_LG2: r = std::log2 (x); break;
		  case O_EX2: r = std::exp2 (x); break;
		  default: r = std::tanh (x); break;
		  }
		put (in.o[0], l, BD (r), t);
	      }
	    else
	      {
		float x = FF (a), r;
		switch (in.op)
		  {
		  case O_SQRT: r = std::sqrt (x); break;
		  case O_RSQRT: r = 1.0f / std::sqrt (x); break;
		  case O_RCP: r = 1.0f / x; break;
		  case O_SIN: r = std::sin (x); break;
		  case O_COS: r = std::cos (x); break;
		  case O_LG2: r = std::log2 (x); break;
		  case O_EX2: r = std::exp2 (x); break;
		  default: r = std::tanh (x); break;
		  }
		put (in.o[0], l, BFF (r), t);
	      }
	  END_LANES
	  break;
	case O_COPYSIGN:
	  LANES
	    uint64_t a = get (in.o[1], l), b = get (in.o[2], l);
	    uint64_t sm = f64 ? (1ull << 63) : 0x80000000u;
	    put (in.o[0], l, (b & ~sm) | (a & sm), t);
	  END_LANES
	  break;
	case O_TESTP:
	  LANES
	    uint64_t a = get (in.o[1], l);
	    double x = f64 ? D (a) : (double) F (a);
	    int c = f64 ? std::fpclassify (D (a)) : std::fpclassify (F (a));
	    bool r;
	    switch (in.cmp)
	      {
	      case 0: r = std::isfinite (x); break;
	      case 1: r = std::isinf (x); break;
	      case 2: r = !std::isnan (x); break;
	      case 3: r = std::isnan (x); break;
	      case 4: r = c == FP_NORMAL; break;
	      default: r = c == FP_SUBNORMAL; break;
	      }
	    put (in.o[0], l, r, T_PRED);
	  END_LANES
	  break;
	case O_CLZ:
	  LANES
	    uint64_t a = zx (get (in.o[1], l), t);
	    int bits = tsize (t) * 8;
	    put (in.o[0], l, a == 0 ? bits : __builtin_clzll (a) - (64 - bits), T_U32);
	  END_LANES
	  break;
	case O_POPC:
	  LANES put (in.o[0], l, __builtin_popcountll (zx (get (in.o[1], l), t)), T_U32); END_LANES
	  break;
	case O_BREV:
	  LANES
	    uint64_t a = get (in.o[1], l), r = 0;
	    int bits = tsize (t) * 8;
	    for (int i = 0; i < bits; i++)
	      if (a >> i & 1)
		r |= 1ull << (bits - 1 - i);
	    put (in.o[0], l, r, t);
	  END_LANES
	  break;
	case O_BFE:
	  LANES
	    int bits = tsize (t) * 8;
	    uint64_t a = zx (get (in.o[1], l), t);
	    unsigned pos = get (in.o[2], l) & 0xff, len = get (in.o[3], l) & 0xff;
	    uint64_t r = 0;
	    bool sbit = false;
	    if (tsigned (t))
	      sbit = len == 0 ? false
		     : (a >> std::min<unsigned> (pos + len - 1, bits - 1)) & 1;
	    for (int i = 0; i < bits; i++)
	      {
		bool bit = (unsigned) i < len && pos + i < (unsigned) bits
			     ? (a >> (pos + i)) & 1
			     : ((unsigned) i >= len ? sbit : sbit);
		if ((unsigned) i >= len)
		  bit = tsigned (t) ? sbit : false;
		if (bit)
		  r |= 1ull << i;
	      }
	    put (in.o[0], l, r, t);
	  END_LANES
	  break;
	case O_BFI:
	  LANES
	    int bits = tsize (t) * 8;
	    uint64_t a = get (in.o[1], l), b = get (in.o[2], l);
	    unsigned pos = get (in.o[3], l) & 0xff, len = get (in.o[4], l) & 0xff;
	    uint64_t r = b;
	    for (unsigned i = 0; i < len && pos + i < (unsigned) bits; i++)
	      r = (r & ~(1ull << (pos + i))) | (((a >> i) & 1) << (pos + i));
	    put (in.o[0], l, r, t);
	  END_LANES
	  break;
	case O_PRMT:
	  LANES
	    uint64_t a = get (in.o[1], l) & 0xffffffffu, b = get (in.o[2], l) & 0xffffffffu;
	    uint64_t c = get (in.o[3], l);
	    uint64_t x = a | (b << 32), r = 0;
	    for (int i = 0; i < 4; i++)
	      {
		unsigned sel = (c >> (4 * i)) & 0xf;
		uint64_t byte = (x >> ((sel & 7) * 8)) & 0xff;
		if (sel & 8)
		  byte = (byte & 0x80) ? 0xff : 0;
		r |= byte << (8 * i);
	      }
	    put (in.o[0], l, r, T_U32);
	  END_LANES
	  break;
	case O_VADD:
	case O_VSUB:
	  LANES
	    uint64_t a = get (in.o[1], l), b = get (in.o[2], l);
	    uint64_t r = in.op == O_VADD ? a + b : a - b;
	    if (in.boolop)
	      r += get (in.o[3], l);
	    put (in.o[0], l, r, T_U32);
	  END_LANES
	  break;
	case O_LD:
	case O_ST:
	case O_ATOM:
	  {
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
		  return;
		}
	      int s = check (w, a, n * in.vec);
	      if (s < 0)
		{
		  fault ("out-of-bounds", in, std::string (ld ? "load" : st ? "store" : "atomic")
			 + " of " + std::to_string (n * in.vec) + " bytes at address "
			 + hex (a) + " (lane " + std::to_string (l) + ")");
		  return;
		}
	      if (s == 2)	/* Local is per thread: see local-window.h.  */
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
		    return;
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
	    break;
	  }
	case O_BRA:
	  if (in.pred < 0)
	    next = in.target;
	  else
	    {
	      C.branches++;
	      uint32_t taken = em, nt = top.mask & ~em;
	      int fall = in.ftarget >= 0 ? in.ftarget
		: (int) (&in - &fr.f->insts[0]) + 1;
	      if (taken == 0)
		next = fall;
	      else if (nt == 0)
		next = in.target;
	      else if (in.early >= 0)
		{
		  /* ifconv.cc, step 2: the else lanes wait at EARLY, the
		     others run first and join them there or leave at the
		     IPDOM, where this entry waits for all.  */
		  C.divergent_branches++;
		  uint32_t elsem = in.early_taken ? taken : nt;
		  uint32_t firstm = in.early_taken ? nt : taken;
		  int first = in.early_taken ? fall : in.target;
		  top.pc = in.ipdom;
		  int mi = (int) w.stack.size ();
		  w.stack.push_back ({in.early, in.ipdom, elsem});
		  w.stack.push_back ({first, in.early, firstm, in.ipdom, mi});
		  continue;
		}
	      else if (in.leave_to >= 0 && top.brk >= 0
		       && top.rpc == in.leave_to)
		{
		  /* A divergent branch out of such a first region: each
		     side goes on until the else block or the IPDOM.  */
		  C.divergent_branches++;
		  StackEnt a = {fall, top.rpc, nt, top.brk, top.mi};
		  StackEnt b = {in.target, top.rpc, taken, top.brk, top.mi};
		  top.mask = 0;
		  w.stack.push_back (a);
		  w.stack.push_back (b);
		  continue;
		}
	      else
		{
		  C.divergent_branches++;
		  int rpc = in.ipdom;
		  top.pc = rpc;
		  w.stack.push_back ({fall, rpc, nt});
		  w.stack.push_back ({in.target, rpc, taken});
		  continue;
		}
	    }
	  break;
	case O_CALL:
	  if (!em)
	    break;
	  if (in.target == -1)
	    {
	      /* An indirect call whose target differs between lanes: call
		 one target at a time, like the arms of a divergent branch,
		 all reconverging after the call.  */
	      const CallInfo &ci = fr.f->calls[in.call_info];
	      if (ci.target.k == K_REG)
		{
		  const uint64_t *T = &R[ci.target.r * 32];
		  uint64_t first = T[__builtin_ctz (em)];
		  uint32_t same = 0;
		  for (uint32_t m = em; m; m &= m - 1)
		    if (T[__builtin_ctz (m)] == first)
		      same |= 1u << __builtin_ctz (m);
		  if (same != em)
		    {
		      C.divergent_branches++;
		      int here = (int) (&in - &fr.f->insts[0]);
		      top.pc = here + 1;
		      w.stack.push_back ({here, here + 1, em & ~same});
		      w.stack.push_back ({here, here + 1, same});
		      continue;
		    }
		}
	    }
	  do_call (w, in, em);
	  if (stop)
	    return;
	  continue;
	case O_RET:
	  if (!em)
	    break;
	  if (em == top.mask)
	    {
	      top.pc = (int) fr.f->insts.size ();
	      continue;
	    }
	  /* Some lanes return: they wait at the function's end (the
	     immediate post-dominator of a predicated ret is the exit).  */
	  {
	    uint32_t rest = top.mask & ~em;
	    int at = top.pc + 1;
	    int n = (int) fr.f->insts.size ();
	    top.mask = em;
	    top.pc = n;
	    w.stack.push_back ({at, n, rest});
	    continue;
	  }
	case O_EXIT:
	  if (!em)
	    break;
	  do_exit (w, em);
	  continue;
	case O_TRAP:
	  if (!em)
	    break;
	  fault ("trap", in, "trap instruction executed");
	  return;
	case O_BAR:
	case O_BARARRIVE:
	  top.pc = next;
	  barrier (w, in, em, in.op == O_BAR);
	  if (w.state != Warp::RUN)
	    return;
	  continue;
	case O_SHFL:
	  {
	    uint64_t src[32];
	    for (int l = 0; l < 32; l++)
	      src[l] = in.o[1].k == K_REG ? R[in.o[1].r * 32 + l] : (uint64_t) in.o[1].v;
	    LANES
	      /* The ISA takes b[4:0] only: b = 33 shifts by 1.  */
	      uint32_t b = (uint32_t) get (in.o[2], l) & 31, c = (uint32_t) get (in.o[3], l);
	      uint32_t segmask = (c >> 8) & 31, cval = c & 31;
	      int maxl = (l & segmask) | (cval & ~segmask);
	      int minl = l & segmask;
	      int j;
	      bool pv;
	      switch (in.cmp)
		{
		case 0: j = minl | (b & ~segmask & 31); pv = j <= maxl; break;
		case 1: j = l - (int) b; pv = j >= maxl; break;
		case 2: j = l + (int) b; pv = j <= maxl; break;
		default: j = l ^ (int) (b & 31); pv = j <= maxl; break;
		}
	      if (!pv || j < 0 || j > 31)
		j = l;
	      put (in.o[0], l, src[j], t);
	      if (in.o[4].k == K_REG)
		R[in.o[4].r * 32 + l] = pv;
	    END_LANES
	    break;
	  }
	case O_VOTE:
	  {
	    uint32_t ballot = 0;
	    if (in.cmp == 4)
	      {
		/* activemask.  */
		LANES put (in.o[0], l, em, T_B32); END_LANES
		break;
	      }
	    LANES if (get (in.o[1], l)) ballot |= 1u << l; END_LANES
	    LANES
	      uint64_t r;
	      switch (in.cmp)
		{
		case 0: r = ballot == em; break;
		case 1: r = ballot != 0; break;
		case 2: r = ballot == 0 || ballot == em; break;
		default: r = ballot; break;
		}
	      put (in.o[0], l, r, in.cmp == 3 ? T_B32 : T_PRED);
	    END_LANES
	    break;
	  }
	default:
	  fault ("unsupported", in, "instruction not implemented");
	  return;
	}
      top.pc = next;
#undef LANES
#undef END_LANES
    }
}

} // namespace

/* ------------------------------------------------------------- launch */

bool
exec_launch (DevState &d, Program *program, const std::string &entry,
	     const Dims &grid, const Dims &block,
	     const std::vector<uint8_t> &params, LaunchStats *stats,
	     Fault *fault)
{
  LaunchStats local_stats;
  if (!stats)
    stats = &local_stats;
  *stats = LaunchStats ();
  stats->kernel = entry;
  stats->grid = grid;
  stats->block = block;
  auto it = program->entries.find (entry);
  if (it == program->entries.end ())
    {
      if (fault)
	*fault = {"unsupported", "no entry '" + entry + "' in the program"};
      return false;
    }
  const Func &ef = program->funcs[it->second];
  unsigned nthreads = block.x * block.y * block.z;
  if (nthreads == 0 || nthreads > 1024 || grid.x * grid.y * grid.z == 0)
    {
      if (fault)
	*fault = {"unsupported", "bad launch dimensions for " + entry};
      return false;
    }
  if (ef.frame_size > (int64_t) STACK_PER_THREAD)
    {
      if (fault)
	*fault = {"unsupported", "entry frame too large for " + entry};
      return false;
    }
  std::vector<uint8_t> pbuf (std::max<size_t> (params.size (), (size_t) ef.param_size) + 8, 0);
  memcpy (pbuf.data (), params.data (), params.size ());
  size_t pn = std::max<size_t> (params.size (), (size_t) ef.param_size);

  uint64_t nctas = (uint64_t) grid.x * grid.y * grid.z;
  unsigned nthr = (unsigned) std::min<uint64_t> (d.host_threads, nctas);
  std::atomic<uint64_t> next_cta{0};
  FaultInfo fi;
  std::vector<std::vector<Counts>> counts (nthr);
  auto worker = [&] (unsigned k) {
    counts[k].assign (program->ninsts, Counts ());
    std::vector<uint8_t> shm, lm;
    for (;;)
      {
	uint64_t c = next_cta.fetch_add (1);
	if (c >= nctas || fi.flag.load ())
	  return;
	CtaRunner r (d, *program, ef, grid, block, pbuf.data (), pn,
		     counts[k], fi, shm, lm);
	r.ctaid[0] = (unsigned) (c % grid.x);
	r.ctaid[1] = (unsigned) ((c / grid.x) % grid.y);
	r.ctaid[2] = (unsigned) (c / ((uint64_t) grid.x * grid.y));
	r.run ();
      }
  };
  if (nthr <= 1)
    worker (0);
  else
    {
      std::vector<std::thread> ts;
      for (unsigned k = 0; k < nthr; k++)
	ts.emplace_back (worker, k);
      for (auto &t : ts)
	t.join ();
    }
  {
    std::lock_guard<std::mutex> g (d.out_mu);
    fflush (d.out);
  }
  /* Counters.  */
  std::vector<Counts> sum (program->ninsts);
  for (auto &cv : counts)
    for (int i = 0; i < program->ninsts && i < (int) cv.size (); i++)
      {
	Counts &s = sum[i];
	const Counts &c = cv[i];
	s.warp_insts += c.warp_insts;
	s.thread_insts += c.thread_insts;
	s.useful_lanes += c.useful_lanes;
	s.branches += c.branches;
	s.divergent_branches += c.divergent_branches;
	s.global_accesses += c.global_accesses;
	s.global_sectors += c.global_sectors;
	s.shared_accesses += c.shared_accesses;
	s.bank_conflicts += c.bank_conflicts;
      }
  auto add = [] (Counts &s, const Counts &c) {
    s.warp_insts += c.warp_insts;
    s.thread_insts += c.thread_insts;
    s.useful_lanes += c.useful_lanes;
    s.branches += c.branches;
    s.divergent_branches += c.divergent_branches;
    s.global_accesses += c.global_accesses;
    s.global_sectors += c.global_sectors;
    s.shared_accesses += c.shared_accesses;
    s.bank_conflicts += c.bank_conflicts;
  };
  for (int i = 0; i < program->ninsts; i++)
    {
      const Counts &c = sum[i];
      if (!c.warp_insts)
	continue;
      add (stats->total, c);
      add (stats->per_instruction[program->inst_text (i)], c);
      const Inst *in = program->inst_ptrs[i];
      add (stats->per_line[in->loc >= 0 ? program->locs[in->loc] : std::string ("?")], c);
    }
  if (fi.flag.load ())
    {
      if (fault)
	*fault = fi.fault;
      return false;
    }
  return true;
}

} // namespace simgpu
