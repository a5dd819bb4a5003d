/* simgpu core: the CTA runner's control: warp scheduling (round-robin,
   QUANTUM instructions a turn), barriers, calls and returns, exit, and
   the built-in functions (malloc, free, vprintf).  */

#include "exec-impl.h"

#include <algorithm>
#include <cstdarg>

namespace simgpu {
namespace exec_detail {

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

} // namespace exec_detail
} // namespace simgpu
