/* simgpu core: the SIMT interpreter (warps of 32 lanes, an IPDOM
   reconvergence stack per warp, round-robin interleaving of the warps of a
   CTA, CTAs in parallel on host threads): CtaRunner::step, which runs a
   warp's instructions, and exec_launch.  exec-impl.h says where the rest
   is.  */

#include "exec-impl.h"
#include "local-window.h"

#include <algorithm>
#include <cfenv>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <set>
#include <thread>

namespace simgpu {
namespace exec_detail {

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
        return operand (w, fr, R, o, l);
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
	  if (!memory (w, fr, in, em, C))
	    return;
	  break;
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

} // namespace exec_detail

/* ------------------------------------------------------------- launch */

bool
exec_launch (DevState &d, Program *program, const std::string &entry,
	     const Dims &grid, const Dims &block,
	     const std::vector<uint8_t> &params, LaunchStats *stats,
	     Fault *fault)
{
  using namespace exec_detail;
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
