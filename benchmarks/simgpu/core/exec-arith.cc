/* simgpu core: the interpreter's arithmetic that is not inline: the
   directed rounding modes, float to integer conversion with saturation,
   and atomics.  */

#include "exec-impl.h"

#include <cfenv>
#include <climits>

namespace simgpu {
namespace exec_detail {

const uint64_t type_mask[] = {
  ~0ull, 0xff, 0xffff, 0xffffffffu, ~0ull, 0xff, 0xffff, 0xffffffffu, ~0ull,
  0xff, 0xffff, 0xffffffffu, ~0ull, 0xffff, 0xffffffffu, ~0ull, 1};

namespace {

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

} // namespace

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

} // namespace exec_detail
} // namespace simgpu
