"""Reference model of the PTX instructions simgpu implements, written from the
PTX ISA text (not from simgpu's code), for the conformance rows.

Floating point is exact: a value is decoded to a Fraction, the operation is done
in rational arithmetic, and the result is rounded to f32/f64 by the IEEE-754
rules under the PTX rounding modifier (.rn nearest-even, .rz toward zero, .rm
toward -inf, .rp toward +inf).  A NaN result is the NAN marker: the tests accept
any NaN, since its payload is not checked.
"""
from fractions import Fraction as Q
import math

M = {8: 0xff, 16: 0xffff, 32: 0xffffffff, 64: (1 << 64) - 1}
FMT = {'f32': (8, 23), 'f64': (11, 52)}
NAN = 'nan'


def width(ty):
    return 1 if ty == 'pred' else int(ty[1:])


def signed(ty):
    return ty[0] == 's'


def wrap(v, ty):
    """V as the bits of integer type TY."""
    return v & M[width(ty)]


def val(bits, ty):
    """The integer value of BITS read as TY (sign-extended for .sN)."""
    w = width(ty)
    bits &= M[w]
    if signed(ty) and bits >> (w - 1):
        return bits - (1 << w)
    return bits


# ------------------------------------------------------------ floating point

def fparams(ty):
    e, m = FMT[ty]
    bias = (1 << (e - 1)) - 1
    return e, m, bias, 1 - bias          # exponent bits, fraction bits, bias, emin


def decode(bits, ty):
    """(sign, 'nan' | 'inf' | Fraction magnitude)."""
    e, m, bias, emin = fparams(ty)
    s = bits >> (e + m) & 1
    ef = bits >> m & ((1 << e) - 1)
    f = bits & ((1 << m) - 1)
    if ef == (1 << e) - 1:
        return s, ('inf' if f == 0 else 'nan')
    if ef == 0:
        return s, Q(f, 1 << m) * Q(2) ** emin
    return s, (1 + Q(f, 1 << m)) * Q(2) ** (ef - bias)


def inf_bits(s, ty):
    e, m, _, _ = fparams(ty)
    return s << (e + m) | ((1 << e) - 1) << m


def max_bits(s, ty):
    e, m, _, _ = fparams(ty)
    return s << (e + m) | ((1 << e) - 2) << m | ((1 << m) - 1)


def encode(s, mag, ty, rnd='rn'):
    """The bits of (-1)^s * MAG (a Fraction >= 0, or 'inf') rounded to TY."""
    e, m, bias, emin = fparams(ty)
    if mag == 'inf':
        return inf_bits(s, ty)
    if mag == 0:
        return s << (e + m)
    ex = mag.numerator.bit_length() - mag.denominator.bit_length()
    if Q(2) ** ex > mag:
        ex -= 1
    q = Q(2) ** (max(ex, emin) - m)      # the spacing of TY's values there
    n, r = divmod(mag, q)
    n = int(n)
    up = False
    if r:
        if rnd == 'rn':
            up = r * 2 > q or (r * 2 == q and n & 1)
        elif rnd == 'rm':
            up = s == 1
        elif rnd == 'rp':
            up = s == 0
    if up:
        n += 1
    v = n * q
    if v >= Q(2) ** (bias + 1):           # overflow
        toward_inf = rnd == 'rn' or (rnd == 'rp' and s == 0) or (rnd == 'rm' and s == 1)
        return inf_bits(s, ty) if toward_inf else max_bits(s, ty)
    if v == 0:
        return s << (e + m)
    ex = v.numerator.bit_length() - v.denominator.bit_length()
    if Q(2) ** ex > v:
        ex -= 1
    if ex < emin:
        return s << (e + m) | int(v / Q(2) ** (emin - m))
    return s << (e + m) | (ex + bias) << m | int(v / Q(2) ** (ex - m)) - (1 << m)


def from_float(x, ty):
    """Bits of the Python float X (exactly representable) as TY."""
    if math.isnan(x):
        return NAN
    s = 1 if math.copysign(1.0, x) < 0 else 0
    if math.isinf(x):
        return inf_bits(s, ty)
    return encode(s, Q(abs(x)), ty, 'rn')


def is_sub(bits, ty):
    s, v = decode(bits, ty)
    e, m, bias, emin = fparams(ty)
    return v not in ('inf', 'nan') and v != 0 and v < Q(2) ** emin


def ftz_in(bits, ty, ftz):
    if ftz and ty == 'f32' and is_sub(bits, ty):
        return bits & 0x80000000
    return bits


def post(r, ty, ftz=False, sat=False):
    """Apply .ftz (subnormal result -> signed zero) and .sat ([0, 1], NaN -> +0)."""
    if r == NAN:
        return 0 if sat else NAN
    if ftz and ty == 'f32' and is_sub(r, ty):
        r &= 0x80000000
    if sat:
        s, v = decode(r, ty)
        if s == 1 and v != 0:
            return 0
        if v == 'inf' or (v != 'nan' and v > 1):
            return encode(0, Q(1), ty)
    return r


def _val(bits, ty):
    """Signed value: ('nan',), ('inf', s) or (Fraction with sign, s)."""
    s, v = decode(bits, ty)
    if v in ('nan', 'inf'):
        return v, s
    return (-v if s else v), s


def _pack(x, ty, rnd, zero_sign):
    """Round the exact signed Fraction X; ZERO_SIGN is the sign of an exact 0."""
    if x == 0:
        return zero_sign << (sum(FMT[ty]))
    return encode(1 if x < 0 else 0, abs(x), ty, rnd)


def fadd(a, b, ty, rnd='rn', ftz=False, sat=False, sub=False):
    a, b = ftz_in(a, ty, ftz), ftz_in(b, ty, ftz)
    if sub:
        b ^= 1 << sum(FMT[ty])
    (x, sa), (y, sb) = _val(a, ty), _val(b, ty)
    if x == 'nan' or y == 'nan':
        r = NAN
    elif x == 'inf' or y == 'inf':
        if x == 'inf' and y == 'inf' and sa != sb:
            r = NAN
        else:
            r = inf_bits(sa if x == 'inf' else sb, ty)
    else:
        z = x + y
        zs = sa if (x == 0 and y == 0 and sa == sb) else (1 if rnd == 'rm' else 0)
        r = _pack(z, ty, rnd, zs)
    return post(r, ty, ftz, sat)


def fmul(a, b, ty, rnd='rn', ftz=False, sat=False):
    a, b = ftz_in(a, ty, ftz), ftz_in(b, ty, ftz)
    (x, sa), (y, sb) = _val(a, ty), _val(b, ty)
    s = sa ^ sb
    if x == 'nan' or y == 'nan':
        r = NAN
    elif x == 'inf' or y == 'inf':
        r = NAN if (x == 0 or y == 0) else inf_bits(s, ty)
    else:
        r = _pack(x * y, ty, rnd, s)
    return post(r, ty, ftz, sat)


def fdiv(a, b, ty, rnd='rn', ftz=False):
    a, b = ftz_in(a, ty, ftz), ftz_in(b, ty, ftz)
    (x, sa), (y, sb) = _val(a, ty), _val(b, ty)
    s = sa ^ sb
    if x == 'nan' or y == 'nan' or (x == 'inf' and y == 'inf') or (x == 0 and y == 0):
        r = NAN
    elif x == 'inf':
        r = inf_bits(s, ty)
    elif y == 'inf':
        r = s << sum(FMT[ty])
    elif y == 0:
        r = inf_bits(s, ty)
    else:
        r = _pack(x / y, ty, rnd, s)
    return post(r, ty, ftz)


def ffma(a, b, c, ty, rnd='rn', ftz=False, sat=False):
    a, b, c = (ftz_in(v, ty, ftz) for v in (a, b, c))
    (x, sa), (y, sb), (z, sc) = _val(a, ty), _val(b, ty), _val(c, ty)
    sp = sa ^ sb
    if 'nan' in (x, y, z):
        r = NAN
    elif x == 'inf' or y == 'inf':
        if x == 0 or y == 0 or (z == 'inf' and sc != sp):
            r = NAN
        else:
            r = inf_bits(sp, ty)
    elif z == 'inf':
        r = inf_bits(sc, ty)
    else:
        p = x * y
        t = p + z
        zs = sp if (p == 0 and z == 0 and sp == sc) else (1 if rnd == 'rm' else 0)
        r = _pack(t, ty, rnd, zs)
    return post(r, ty, ftz, sat)


def fsqrt(a, ty, rnd='rn', ftz=False):
    a = ftz_in(a, ty, ftz)
    x, s = _val(a, ty)
    if x == 'nan' or (s == 1 and x != 0):
        r = NAN
    elif x == 'inf':
        r = inf_bits(0, ty)
    elif x == 0:
        r = a
    else:
        k = 1200                                  # 2^-2400: far below any rounding boundary
        n = x * Q(4) ** k
        root = math.isqrt(n.numerator // n.denominator)
        exact = root * root * n.denominator == n.numerator
        v = Q(root, 2 ** k)
        if not exact:
            v += Q(1, 2 ** (k + 1))              # strictly inside (root, root+1)
        r = encode(0, v, ty, rnd)
    return post(r, ty, ftz)


def frcp(a, ty, rnd='rn', ftz=False):
    return fdiv(encode(0, Q(1), ty), a, ty, rnd, ftz)


def fminmax(a, b, ty, is_min, ftz=False):
    """PTX min/max: the non-NaN operand if one is NaN, NaN if both; -0 < +0."""
    a, b = ftz_in(a, ty, ftz), ftz_in(b, ty, ftz)
    (x, sa), (y, sb) = _val(a, ty), _val(b, ty)
    if x == 'nan' and y == 'nan':
        return NAN
    if x == 'nan':
        return b
    if y == 'nan':
        return a
    kx = (float('inf') if x == 'inf' else x) if not (x == 'inf' and sa) else float('-inf')
    ky = (float('inf') if y == 'inf' else y) if not (y == 'inf' and sb) else float('-inf')
    if kx == ky:                       # equal values: order by sign, -0 < +0
        lt = sa > sb
    else:
        lt = kx < ky
    return (a if lt else b) if is_min else (b if lt else a)


def fcmp(cmp, a, b, ty, ftz=False):
    a, b = ftz_in(a, ty, ftz), ftz_in(b, ty, ftz)
    (x, sa), (y, sb) = _val(a, ty), _val(b, ty)
    if x == 'nan' or y == 'nan':
        return cmp in ('equ', 'neu', 'ltu', 'leu', 'gtu', 'geu', 'nan')
    kx = float('-inf') if (x == 'inf' and sa) else float('inf') if x == 'inf' else x
    ky = float('-inf') if (y == 'inf' and sb) else float('inf') if y == 'inf' else y
    c = cmp.rstrip('u') if cmp not in ('num', 'nan') else cmp
    return {'eq': kx == ky, 'ne': kx != ky, 'lt': kx < ky, 'le': kx <= ky,
            'gt': kx > ky, 'ge': kx >= ky, 'num': True, 'nan': False}[c]


def ftestp(cls, a, ty):
    s, v = decode(a, ty)
    e, m, bias, emin = fparams(ty)
    fin = v not in ('inf', 'nan')
    return {'finite': fin, 'infinite': v == 'inf', 'number': v != 'nan',
            'notanumber': v == 'nan', 'normal': fin and v >= Q(2) ** emin,
            'subnormal': fin and v != 0 and v < Q(2) ** emin}[cls]


def round_int(x, irnd):
    """Round the Fraction X to an integer: rni (nearest even), rzi, rmi, rpi."""
    fl = math.floor(x)
    if irnd == 'rmi':
        return fl
    if irnd == 'rpi':
        return math.ceil(x)
    if irnd == 'rzi':
        return math.trunc(x)
    d = x - fl
    if d > Q(1, 2) or (d == Q(1, 2) and fl & 1):
        return fl + 1
    return fl


def cvt(dt, st, a, rnd=None, ftz=False, sat=False):
    """cvt.RND.FTZ.SAT.DT.ST of the bits A."""
    df, sf = dt[0] == 'f', st[0] == 'f'
    if sf:
        a = ftz_in(a, st, ftz)
    if not df and not sf:                           # int -> int
        v = val(a, st)
        if sat:
            w = width(dt)
            lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed(dt) else (0, (1 << w) - 1)
            v = max(lo, min(hi, v))
        return wrap(v, dt)
    if sf and not df:                               # float -> int: saturating, NaN -> 0
        x, s = _val(a, st)
        w = width(dt)
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed(dt) else (0, (1 << w) - 1)
        if x == 'nan':
            return 0
        if x == 'inf':
            return wrap(lo if s else hi, dt)
        v = round_int(x, rnd)
        return wrap(max(lo, min(hi, v)), dt)
    if df and not sf:                               # int -> float
        v = val(a, st)
        r = _pack(Q(v), dt, rnd or 'rn', 0)
        return post(r, dt, False, sat)
    x, s = _val(a, st)                              # float -> float
    if x == 'nan':
        return post(NAN, dt, ftz, sat)
    if x == 'inf':
        return post(inf_bits(s, dt), dt, ftz, sat)
    if rnd in ('rni', 'rzi', 'rmi', 'rpi'):
        x = Q(round_int(x, rnd))
        r = _pack(x, dt, 'rn', s)
    else:
        r = _pack(x, dt, rnd or 'rn', s)
    return post(r, dt, ftz, sat)


# ------------------------------------------------------------------ integers

def ibin(op, a, b, ty, mode=None, sat=False):
    w = width(ty)
    x, y = val(a, ty), val(b, ty)
    if op == 'add':
        r = x + y
    elif op == 'sub':
        r = x - y
    elif op == 'mul':
        p = x * y
        if mode == 'hi':
            r = p >> w
        elif mode == 'wide':
            return wrap(p, ty[0] + str(2 * w))
        else:
            r = p
    elif op == 'min':
        r = min(x, y)
    elif op == 'max':
        r = max(x, y)
    else:
        raise ValueError(op)
    if sat:
        r = max(-(1 << (w - 1)), min((1 << (w - 1)) - 1, r))
    return wrap(r, ty)


def idiv(op, a, b, ty):
    """div/rem: C semantics (truncate toward zero).  Division by zero is
    unspecified in PTX; simgpu's documented choice (docs/simgpu.md) is all ones
    for div and the dividend for rem: the rows that use it say so."""
    x, y = val(a, ty), val(b, ty)
    if y == 0:
        return wrap(-1, ty) if op == 'div' else wrap(x, ty)
    q = abs(x) // abs(y)
    if (x < 0) != (y < 0):
        q = -q
    return wrap(q if op == 'div' else x - y * q, ty)


def shl(a, n, ty):
    w = width(ty)
    return 0 if n >= w else wrap(a << n, ty)


def shr(a, n, ty):
    """shr.sN is arithmetic, shr.uN/.bN logical; counts above the width clamp."""
    w = width(ty)
    n = min(n, w)
    if signed(ty):
        return wrap(val(a, ty) >> n, ty)
    return (a & M[w]) >> n


def bfe(a, pos, ln, ty):
    w = width(ty)
    pos &= 0xff
    ln &= 0xff
    a &= M[w]
    if ln == 0:
        sbit = 0
    elif signed(ty):
        sbit = a >> min(pos + ln - 1, w - 1) & 1
    else:
        sbit = 0
    r = 0
    for i in range(w):
        bit = (a >> (pos + i) & 1) if (i < ln and pos + i < w) else sbit
        r |= bit << i
    return r


def bfi(a, b, pos, ln, ty):
    w = width(ty)
    pos &= 0xff
    ln &= 0xff
    r = b & M[w]
    for i in range(ln):
        if pos + i >= w:
            break
        r = r & ~(1 << (pos + i)) | (a >> i & 1) << (pos + i)
    return r


def prmt(a, b, c):
    """prmt.b32 default mode: selector nibble i picks byte c[i]&7 of {b, a};
    bit 3 set replicates that byte's sign bit."""
    x = (a & M[32]) | (b & M[32]) << 32
    r = 0
    for i in range(4):
        sel = c >> (4 * i) & 0xf
        byte = x >> ((sel & 7) * 8) & 0xff
        if sel & 8:
            byte = 0xff if byte & 0x80 else 0
        r |= byte << (8 * i)
    return r


def brev(a, ty):
    w = width(ty)
    return int('{:0{}b}'.format(a & M[w], w)[::-1], 2)


def clz(a, ty):
    w = width(ty)
    a &= M[w]
    return w - a.bit_length()


def popc(a, ty):
    return bin(a & M[width(ty)]).count('1')


# --------------------------------------------------------------- warp level

def shfl(mode, vals, lane, b, c):
    """shfl.sync per the ISA pseudo-code: (value, predicate) for LANE.  VALS are
    the source values of the 32 lanes."""
    bval, cval, segmask = b & 31, c & 31, (c >> 8) & 31
    maxl = (lane & segmask) | (cval & ~segmask & 31)
    minl = lane & segmask
    if mode == 'up':
        j = lane - bval
        p = j >= maxl
    elif mode == 'down':
        j = lane + bval
        p = j <= maxl
    elif mode == 'bfly':
        j = lane ^ bval
        p = j <= maxl
    else:
        j = minl | (bval & ~segmask & 31)
        p = j <= maxl
    if not p:
        j = lane
    return vals[j], p


def atom(op, old, b, ty, c=None):
    """New memory value of atom.OP on OLD with operand B (and C for cas)."""
    w = width(ty) if ty[0] != 'f' else None
    if op == 'add':
        if ty[0] == 'f':
            return fadd(old, b, ty)
        return wrap(old + b, ty)
    if op == 'exch':
        return b
    if op == 'cas':
        return c if old == b else old
    if op in ('min', 'max'):
        x, y = val(old, ty), val(b, ty)
        return wrap(min(x, y) if op == 'min' else max(x, y), ty)
    if op == 'and':
        return old & b
    if op == 'or':
        return old | b
    if op == 'xor':
        return old ^ b
    if op == 'inc':
        return 0 if old >= b else old + 1
    if op == 'dec':
        return b if (old == 0 or old > b) else old - 1
    raise ValueError(op)
