"""The candidate instruction forms (the PTX ISA's syntax, sm_80, 64-bit
addressing) and, for the one-thread families, the conformance rows of each form.

A form is the opcode with its modifiers and types as PTX writes it
("add.rz.ftz.sat.f32").  inventory.py probes every candidate: ptxas must accept
it, and simgpu's decoder either accepts it (opcodes.txt) or refuses it at load
(rejected.txt).  gen-conformance.py writes the rows of every accepted form.

Rows: Case(lines, kind, expected, comment).  LINES compute a result into the
register r(kind, 12); KIND is the register kind (b16 b32 b64 f32 f64 pred);
EXPECTED is the result's bits (or ptxref.NAN, or ('tol', value, reltol) for the
approximate instructions).  Expected values come from ptxref.py.
"""
import math
import struct
import ptxref as R

INT = ['u16', 'u32', 'u64', 's16', 's32', 's64']
RND = ['rn', 'rz', 'rm', 'rp']
IRND = ['rni', 'rzi', 'rmi', 'rpi']
FCMP = ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'equ', 'neu', 'ltu', 'leu', 'gtu', 'geu', 'num', 'nan']
ICMP = ['eq', 'ne', 'lt', 'le', 'gt', 'ge']
UCMP = ICMP + ['lo', 'ls', 'hi', 'hs']


def kind(ty):
    if ty in ('f32', 'f64', 'pred'):
        return ty
    return 'b%d' % max(16, R.width(ty))


PFX = {'b16': '%rs', 'b32': '%r', 'b64': '%rd', 'f32': '%f', 'f64': '%fd', 'pred': '%p'}


def r(k, i):
    return '%s%d' % (PFX[k], i)


def setv(k, i, bits):
    """mov an immediate of bits into register i of kind k."""
    if k == 'f32':
        return 'mov.f32 %s, 0f%08X;' % (r(k, i), bits)
    if k == 'f64':
        return 'mov.f64 %s, 0d%016X;' % (r(k, i), bits)
    if k == 'pred':
        return 'setp.ne.u32 %s, %d, 0;' % (r(k, i), bits & 1)
    return 'mov.%s %s, 0x%x;' % (k, r(k, i), bits & R.M[int(k[1:])])


class Case:
    def __init__(self, lines, k, exp, comment):
        self.lines, self.kind, self.exp, self.comment = lines, k, exp, comment


def f2b(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


def d2b(x):
    return struct.unpack('<Q', struct.pack('<d', x))[0]


def fb(x, ty):
    return f2b(x) if ty == 'f32' else d2b(x)


def fmt(bits, ty):
    if bits == R.NAN:
        return 'NaN'
    if ty in ('f32', 'f64'):
        s, v = R.decode(bits, ty)
        if v == 'inf':
            return '-inf' if s else 'inf'
        x = struct.unpack('<f' if ty == 'f32' else '<d',
                          struct.pack('<I' if ty == 'f32' else '<Q', bits))[0]
        return '%r(0x%x)' % (x, bits) if x != 0 else ('-0' if s else '+0')
    v = R.val(bits, ty) if ty != 'pred' else bits
    return str(v) if -1000 < v < 1000 else hex(bits & R.M[R.width(ty)])


def op_case(form, tys, args, exp, note=''):
    """FORM d, a0, a1...: args of types TYS[1:], result of type TYS[0]."""
    lines = [setv(kind(t), 10 + i, a) for i, (t, a) in enumerate(zip(tys[1:], args))]
    srcs = ', '.join(r(kind(t), 10 + i) for i, t in enumerate(tys[1:]))
    lines.append('%s %s, %s;' % (form, r(kind(tys[0]), 12), srcs))
    c = '%s %s = %s' % (form, ', '.join(fmt(a, t) for t, a in zip(tys[1:], args)),
                        fmt(exp, tys[0]) if not isinstance(exp, tuple) else '~' + fmt(exp[1], tys[0]))
    return Case(lines, kind(tys[0]), exp, c + (' ' + note if note else ''))


# ------------------------------------------------------------- integer rows

def ivals(ty):
    w = R.width(ty)
    if R.signed(ty):
        return [((1 << (w - 1)) - 1, 1), (-(1 << (w - 1)), -1), (-5, 3), (7, -2)]
    return [((1 << w) - 1, 2), (0, 1), (5, 3), (1 << (w - 1), 3)]


def rows_int(form, p):
    name, ty = p[0], p[-1]
    mods = p[1:-1]
    out = []
    if name in ('add', 'sub', 'min', 'max') or (name == 'mul' and 'wide' not in mods):
        op = name
        mode = 'hi' if 'hi' in mods else None
        for a, b in ivals(ty):
            a, b = R.wrap(a, ty), R.wrap(b, ty)
            out.append(op_case(form, [ty, ty, ty], [a, b], R.ibin(op, a, b, ty, mode, 'sat' in mods)))
        return out
    if name == 'mul' and 'wide' in mods:
        dt = ty[0] + str(2 * R.width(ty))
        for a, b in ivals(ty):
            a, b = R.wrap(a, ty), R.wrap(b, ty)
            out.append(op_case(form, [dt, ty, ty], [a, b], R.ibin('mul', a, b, ty, 'wide')))
        return out
    if name == 'mad':
        wide = 'wide' in mods
        dt = ty[0] + str(2 * R.width(ty)) if wide else ty
        for (a, b), c in zip(ivals(ty), [1, -1, 100, (1 << 62) + 1]):
            a, b, c = R.wrap(a, ty), R.wrap(b, ty), R.wrap(c, dt)
            if wide:
                e = R.wrap(R.ibin('mul', a, b, ty, 'wide') + c, dt)
            else:
                mode = 'hi' if 'hi' in mods else None
                pr = R.val(R.ibin('mul', a, b, ty, mode), ty)
                e = R.wrap(pr + R.val(c, ty), ty)
                if 'sat' in mods:
                    e = R.ibin('add', R.wrap(pr, ty), c, ty, sat=True)
            out.append(op_case(form, [dt, ty, ty, dt], [a, b, c], e))
        if 'sat' in mods:        # mad.hi.sat.s32: hi(a*b) + c clamps
            a, b, c = R.wrap(0x40000000, ty), R.wrap(4, ty), R.wrap(0x7fffffff, ty)
            out.append(op_case(form, [ty] * 4, [a, b, c], R.ibin('add', 1, c, ty, sat=True),
                               '(saturates)'))
        return out
    if name in ('div', 'rem'):
        w = R.width(ty)
        pairs = [(7, 2), (-7, 2), (7, -2), (100, 7)] if R.signed(ty) else [(7, 2), ((1 << w) - 1, 16), (100, 7)]
        if R.signed(ty):
            pairs.append((-(1 << (w - 1)), -1))
        for a, b in pairs:
            a, b = R.wrap(a, ty), R.wrap(b, ty)
            ovf = R.signed(ty) and R.val(a, ty) == -(1 << (w - 1)) and R.val(b, ty) == -1
            out.append(op_case(form, [ty, ty, ty], [a, b], R.idiv(name, a, b, ty),
                               '(MIN / -1 overflows: not specified by the ISA; simgpu\'s choice, it wraps)'
                               if ovf else ''))
        a = R.wrap(-9 if R.signed(ty) else 9, ty)
        out.append(op_case(form, [ty, ty, ty], [a, 0], R.idiv(name, a, 0, ty),
                           '(division by zero: unspecified in PTX; simgpu\'s choice)'))
        return out
    if name in ('abs', 'neg'):
        w = R.width(ty)
        for a in [5, -5, -(1 << (w - 1)), 0]:
            a = R.wrap(a, ty)
            v = R.val(a, ty)
            e = R.wrap(abs(v) if name == 'abs' else -v, ty)
            out.append(op_case(form, [ty, ty], [a], e))
        return out
    raise KeyError(form)


def rows_logic(form, p):
    name, ty = p[0], p[-1]
    out = []
    if ty == 'pred':
        for a in (0, 1):
            if name == 'not':
                out.append(op_case(form, ['pred', 'pred'], [a], 1 - a))
                continue
            for b in (0, 1):
                e = {'and': a & b, 'or': a | b, 'xor': a ^ b}[name]
                out.append(op_case(form, ['pred', 'pred', 'pred'], [a, b], e))
        return out
    w = R.width(ty)
    a, b = R.wrap(0xf0f0f0f0f0f0f0f0, ty), R.wrap(0xff00ff00ff00ff00 ^ 0x1, ty)
    if name in ('and', 'or', 'xor'):
        e = {'and': a & b, 'or': a | b, 'xor': a ^ b}[name]
        return [op_case(form, [ty, ty, ty], [a, b], e)]
    if name == 'not':
        return [op_case(form, [ty, ty], [a], R.wrap(~a, ty))]
    if name == 'cnot':
        return [op_case(form, [ty, ty], [0], 1), op_case(form, [ty, ty], [a], 0)]
    if name in ('shl', 'shr'):
        base = R.wrap(-0x1234560 if name == 'shr' else 0x12345679, ty)
        for n in [0, 4, w - 1, w, w + 7, 0xffffffff]:
            e = R.shl(base, n, ty) if name == 'shl' else R.shr(base, n, ty)
            out.append(op_case(form, [ty, ty, 'u32'], [base, n], e,
                               '(count >= width clamps)' if n >= w else ''))
        return out
    if name in ('popc', 'clz'):
        for a in [0, 1, R.wrap(-1, ty), 0x00f00000, 1 << (w - 1)]:
            e = R.popc(a, ty) if name == 'popc' else R.clz(a, ty)
            out.append(op_case(form, ['u32', ty], [a], e))
        return out
    if name == 'brev':
        for a in [1, 0x12345678, R.wrap(0x8000000000000003, ty)]:
            out.append(op_case(form, [ty, ty], [a, ], R.brev(a, ty)))
        return out
    if name == 'bfe':
        a = R.wrap(0x80f0a5c3d2e1f00f, ty)
        for pos, ln in [(4, 8), (w - 4, 8), (0, 0), (w - 1, 1), (200, 3), (3, 255), (0, w)]:
            out.append(op_case(form, [ty, ty, 'u32', 'u32'], [a, pos, ln], R.bfe(a, pos, ln, ty)))
        return out
    if name == 'bfi':
        a, b = R.wrap(0xabcdef12345, ty), R.wrap(0xf0f0f0f0f0f0f0f0, ty)
        for pos, ln in [(4, 8), (w - 4, 8), (0, 0), (0, w), (w, 4), (5, 255)]:
            out.append(op_case(form, [ty, ty, ty, 'u32', 'u32'], [a, b, pos, ln], R.bfi(a, b, pos, ln, ty)))
        return out
    if name == 'prmt':
        a, b = 0x83824140, 0x07c6b5a4
        for c in [0x3210, 0x7654, 0x0123, 0x89ab, 0xcdef, 0x4444, 0xffff3210]:
            out.append(op_case(form, ['b32'] * 4, [a, b, c], R.prmt(a, b, c)))
        return out
    raise KeyError(form)


# ------------------------------------------------------- floating-point rows

def F(x, ty):
    return fb(x, ty)


def one_ulp_above_one(ty):
    return 0x3f800001 if ty == 'f32' else 0x3ff0000000000001


def rows_fp(form, p):
    out = _rows_fp(form, p)
    if 'sat' in p:
        for c in out:
            if c.exp == 0x80000000:
                c.comment += ' (.sat of -0: the ISA says "clamps to [0.0, 1.0]" and no more; simgpu keeps -0)'
    return out


def _rows_fp(form, p):
    name, ty = p[0], p[-1]
    mods = set(p[1:-1])
    rnd = ([m for m in p if m in RND] or ['rn'])[0]
    ftz, sat = 'ftz' in mods, 'sat' in mods
    approx = 'approx' in mods or 'full' in mods
    out = []
    sub = 0x00000003 if ty == 'f32' else 0x0000000000000003       # a subnormal
    big = 0x7f7fffff if ty == 'f32' else 0x7fefffffffffffff       # max finite
    tiny = F(1.0, ty) + (0x00a00000 if ty == 'f32' else 0x0014000000000000) * 0
    if name in ('add', 'sub'):
        op = lambda a, b: R.fadd(a, b, ty, rnd, ftz, sat, sub=name == 'sub')
        inc = 0x33a00000 if ty == 'f32' else 0x3c94000000000000     # 1.25 ulp of 1.0
        cases = [(F(1.0, ty), inc), (F(-1.0, ty), inc ^ (1 << (R.width(ty) - 1))),
                 (F(1.0, ty), F(1.0, ty)), (big, big), (sub, sub), (F(0.25, ty), F(0.5, ty))]
        if sat:
            cases += [(F(-3.0, ty), F(1.0, ty)), (0x7fc00000 if ty == 'f32' else 0x7ff8000000000000, F(1.0, ty))]
        for a, b in cases:
            out.append(op_case(form, [ty, ty, ty], [a, b], op(a, b)))
        return out
    if name == 'mul':
        op = lambda a, b: R.fmul(a, b, ty, rnd, ftz, sat)
        t = 0x3faaaaab if ty == 'f32' else 0x3fd5555555555555
        cases = [(t, t), (F(-3.0, ty), t), (big, F(2.0, ty)), (sub, F(0.5, ty)), (F(0.0, ty), F(-1.0, ty))]
        if sat:
            cases += [(F(-3.0, ty), F(1.0, ty)), (F(0.75, ty), F(0.5, ty))]
        for a, b in cases:
            out.append(op_case(form, [ty, ty, ty], [a, b], op(a, b)))
        return out
    if name in ('fma', 'mad'):
        op = lambda a, b, c: R.ffma(a, b, c, ty, rnd, ftz, sat)
        a, b = one_ulp_above_one(ty), (0x3f7ffffe if ty == 'f32' else 0x3feffffffffffffe)
        cases = [(a, b, F(-1.0, ty)), (F(3.0, ty), 0x3faaaaab if ty == 'f32' else 0x3fd5555555555555, F(0.125, ty)),
                 (F(1.0, ty), F(0.0, ty), F(-0.0, ty)), (sub, F(1.0, ty), F(0.0, ty))]
        if sat:
            cases += [(F(2.0, ty), F(2.0, ty), F(-5.0, ty)), (F(0.5, ty), F(0.5, ty), F(0.0, ty))]
        for x, y, z in cases:
            out.append(op_case(form, [ty] * 4, [x, y, z], op(x, y, z)))
        return out
    if name == 'div':
        if approx:
            for a, b in [(1.0, 3.0), (-10.0, 7.0), (2.0, 1.0e30)]:
                e = R.fdiv(F(a, ty), F(b, ty), ty)
                out.append(op_case(form, [ty, ty, ty], [F(a, ty), F(b, ty)], ('tol', e, 2.5e-7),
                                   '(approximate: PTX allows 2 ulp)'))
            if ftz:
                out.append(op_case(form, [ty, ty, ty], [sub, F(1.0, ty)], R.fdiv(sub, F(1.0, ty), ty, 'rn', True),
                                   '(.ftz: subnormal input is 0)'))
            return out
        op = lambda a, b: R.fdiv(a, b, ty, rnd, ftz)
        for a, b in [(F(1.0, ty), F(3.0, ty)), (F(-2.0, ty), F(3.0, ty)), (F(1.0, ty), F(0.0, ty)),
                     (F(0.0, ty), F(0.0, ty)), (sub, F(4.0, ty)), (big, F(0.5, ty))]:
            out.append(op_case(form, [ty, ty, ty], [a, b], op(a, b)))
        return out
    if name in ('sqrt', 'rcp', 'rsqrt'):
        if approx:
            vals = [2.0, 3.0, 0.01] if name != 'rcp' else [3.0, -7.0, 1e-3]
            for x in vals:
                if name == 'sqrt':
                    e = R.fsqrt(F(x, ty), ty)
                elif name == 'rcp':
                    e = R.frcp(F(x, ty), ty)
                else:
                    e = F(1.0 / math.sqrt(x), ty)
                # f32: 2 ulp (the ISA's bound for rcp/sqrt/rsqrt.approx is 1 ulp or less);
                # f64 .approx (about 20 correct bits on a GPU): relative 2^-18.
                tol = 2.5e-7 if ty == 'f32' else 2 ** -18
                out.append(op_case(form, [ty, ty], [F(x, ty)], ('tol', e, tol), '(approximate)'))
            specials = [(F(0.0, ty), {'sqrt': F(0.0, ty), 'rcp': R.inf_bits(0, ty), 'rsqrt': R.inf_bits(0, ty)}[name]),
                        (R.inf_bits(0, ty), {'sqrt': R.inf_bits(0, ty), 'rcp': F(0.0, ty), 'rsqrt': F(0.0, ty)}[name])]
            if name != 'rcp':
                specials.append((F(-1.0, ty), R.NAN))
            if ftz and ty == 'f32':
                specials.append((sub, {'sqrt': 0, 'rcp': R.inf_bits(0, ty), 'rsqrt': R.inf_bits(0, ty)}[name]))
            for x, e in specials:
                out.append(op_case(form, [ty, ty], [x], e, '(special value)'))
            return out
        f = R.fsqrt if name == 'sqrt' else R.frcp
        for x in [F(2.0, ty), F(3.0, ty), sub, F(-4.0, ty), F(0.0, ty) | (1 << (R.width(ty) - 1))]:
            out.append(op_case(form, [ty, ty], [x], f(x, ty, rnd, ftz)))
        return out
    if name in ('sin', 'cos', 'lg2', 'ex2', 'tanh'):
        fn = {'sin': math.sin, 'cos': math.cos, 'lg2': math.log2, 'ex2': lambda x: 2.0 ** x,
              'tanh': math.tanh}[name]
        vals = {'sin': [0.5, -1.0, 3.0], 'cos': [0.5, -1.0, 1.5], 'lg2': [3.0, 0.1, 1000.0],
                'ex2': [0.5, -3.3, 10.25], 'tanh': [0.5, -2.0, 0.01]}[name]
        for x in vals:
            xb = F(x, ty)
            xv = struct.unpack('<f', struct.pack('<I', xb))[0]
            ref = fn(xv)
            # The ISA's error bounds: sin/cos absolute 2^-20.9 (on [-pi, pi]); lg2
            # absolute 2^-22 or relative 2^-22; ex2 relative 2^-22.5 (2 ulp); tanh
            # relative 2^-11.  As a relative tolerance on this row, with margin:
            tol = {'sin': 2 ** -20 / abs(ref), 'cos': 2 ** -20 / abs(ref),
                   'lg2': max(2 ** -21, 2 ** -21 / abs(ref)), 'ex2': 2 ** -21, 'tanh': 2 ** -10}[name]
            out.append(op_case(form, [ty, ty], [xb], ('tol', F(ref, ty), float('%.3g' % tol)),
                               '(approximate; relative tolerance %.3g)' % tol))
        specials = {'sin': [(R.inf_bits(0, ty), R.NAN), (F(-0.0, ty), F(-0.0, ty))],
                    'cos': [(R.inf_bits(1, ty), R.NAN), (F(0.0, ty), F(1.0, ty))],
                    'lg2': [(F(0.0, ty), R.inf_bits(1, ty)), (F(-1.0, ty), R.NAN), (R.inf_bits(0, ty), R.inf_bits(0, ty))],
                    'ex2': [(R.inf_bits(1, ty), F(0.0, ty)), (R.inf_bits(0, ty), R.inf_bits(0, ty))],
                    'tanh': [(R.inf_bits(0, ty), F(1.0, ty)), (R.inf_bits(1, ty), F(-1.0, ty)), (F(-0.0, ty), F(-0.0, ty))]}[name]
        if ftz and name == 'lg2':
            specials.append((sub, R.inf_bits(1, ty)))
        for x, e in specials:
            out.append(op_case(form, [ty, ty], [x], e, '(special value)'))
        return out
    if name in ('abs', 'neg'):
        sm = 1 << (R.width(ty) - 1)
        for x in [F(-3.0, ty), F(0.0, ty), F(-0.0, ty), R.inf_bits(1, ty), sub | sm]:
            if ftz and R.is_sub(x & ~sm, ty):
                x2 = x & sm
            else:
                x2 = x
            e = x2 & ~sm if name == 'abs' else x2 ^ sm
            out.append(op_case(form, [ty, ty], [x], e))
        return out
    if name in ('min', 'max'):
        nan = 0x7fc00000 if ty == 'f32' else 0x7ff8000000000000
        for a, b in [(F(1.0, ty), nan), (nan, F(-3.0, ty)), (nan, nan), (F(2.0, ty), F(5.0, ty)),
                     (F(-0.0, ty), F(0.0, ty)), (F(0.0, ty), F(-0.0, ty)), (R.inf_bits(1, ty), F(-1e30, ty)),
                     (sub, sub | (1 << (R.width(ty) - 1)))]:
            out.append(op_case(form, [ty, ty, ty], [a, b], R.fminmax(a, b, ty, name == 'min', ftz),
                               '(-0 < +0)' if a & ~(1 << (R.width(ty) - 1)) == 0 and b & ~(1 << (R.width(ty) - 1)) == 0 else ''))
        return out
    if name == 'copysign':
        sm = 1 << (R.width(ty) - 1)
        for a, b in [(F(-1.0, ty), F(2.0, ty)), (F(1.0, ty), F(-2.0, ty)), (F(-0.0, ty), R.inf_bits(0, ty))]:
            out.append(op_case(form, [ty, ty, ty], [a, b], (b & ~sm) | (a & sm), '(sign of a, magnitude of b)'))
        return out
    if name == 'testp':
        cls = p[1]
        for x in [F(1.0, ty), sub, F(0.0, ty), R.inf_bits(1, ty), 0x7fc00000 if ty == 'f32' else 0x7ff8000000000000]:
            out.append(op_case(form, ['pred', ty], [x], int(R.ftestp(cls, x, ty))))
        return out
    raise KeyError(form)


# ------------------------------------------------------- compare and select

def cmp_inputs(ty):
    if ty in ('f32', 'f64'):
        nan = 0x7fc00000 if ty == 'f32' else 0x7ff8000000000000
        sub = 3
        return [(F(1.0, ty), F(2.0, ty)), (F(2.0, ty), F(2.0, ty)), (F(3.0, ty), F(-2.0, ty)),
                (F(1.0, ty), nan), (F(-0.0, ty), F(0.0, ty)), (sub, F(0.0, ty))]
    return [(R.wrap(-1, ty), 1), (1, R.wrap(-1, ty)), (3, 3)]


def icmp(cmp, a, b, ty):
    if cmp in ('lo', 'ls', 'hi', 'hs'):
        x, y = a & R.M[R.width(ty)], b & R.M[R.width(ty)]
        cmp = {'lo': 'lt', 'ls': 'le', 'hi': 'gt', 'hs': 'ge'}[cmp]
    elif ty[0] == 'b':
        x, y = a, b
    else:
        x, y = R.val(a, ty), R.val(b, ty)
    return {'eq': x == y, 'ne': x != y, 'lt': x < y, 'le': x <= y, 'gt': x > y, 'ge': x >= y}[cmp]


def rows_cmp(form, p):
    name = p[0]
    mods = p[1:]
    cmp = [m for m in mods if m in FCMP or m in UCMP][0]
    bop = ([m for m in mods if m in ('and', 'or', 'xor')] or [None])[0]
    ftz = 'ftz' in mods
    tys = [m for m in mods if m in INT or m in ('b16', 'b32', 'b64', 'f32', 'f64')]
    st = tys[-1]
    out = []
    for a, b in cmp_inputs(st):
        for c in ([0, 1] if bop else [None]):
            if st in ('f32', 'f64'):
                v = R.fcmp(cmp, a, b, st, ftz)
            else:
                v = icmp(cmp, a, b, st)
            if bop:
                v = {'and': v and c, 'or': v or c, 'xor': v != bool(c)}[bop]
            lines = [setv(kind(st), 10, a), setv(kind(st), 11, b)]
            srcs = '%s, %s' % (r(kind(st), 10), r(kind(st), 11))
            if bop:
                lines.append(setv('pred', 5, c))
                srcs += ', %p5'
            if name == 'setp':
                lines.append('%s %%p1|%%p2, %s;' % (form, srcs))
                lines.append('selp.u32 %r13, 1, 0, %p1;')
                lines.append('selp.u32 %r14, 2, 0, %p2;')
                lines.append('or.b32 %r12, %r13, %r14;')
                # p|q: q is the complement of the comparison, combined with c the same way.
                vq = not (R.fcmp(cmp, a, b, st, ftz) if st in ('f32', 'f64') else icmp(cmp, a, b, st))
                if bop:
                    vq = {'and': vq and c, 'or': vq or c, 'xor': vq != bool(c)}[bop]
                e = int(bool(v)) | int(bool(vq)) << 1
                out.append(Case(lines, 'b32', e, '%s %s, %s%s -> p=%d q=%d' % (
                    form, fmt(a, st), fmt(b, st), ', c=%d' % c if bop else '', bool(v), bool(vq))))
            else:
                dt = tys[0]
                lines.append('%s %s, %s;' % (form, r(kind(dt), 12), srcs))
                e = (F(1.0, dt) if v else 0) if dt == 'f32' else (R.M[32] if v else 0)
                out.append(Case(lines, kind(dt), e, '%s %s, %s%s = %s' % (
                    form, fmt(a, st), fmt(b, st), ', c=%d' % c if bop else '', fmt(e, dt))))
    return out


def rows_sel(form, p):
    name, ty = p[0], p[1] if p[0] == 'selp' else p[-2]
    out = []
    k = kind(ty)
    a, b = R.wrap(0x1122334455667788, ty) if ty[0] != 'f' else F(1.5, ty), \
        R.wrap(0x99aabbccddeeff00, ty) if ty[0] != 'f' else F(-2.5, ty)
    if name == 'selp':
        for c in (1, 0):
            lines = [setv(k, 10, a), setv(k, 11, b), setv('pred', 5, c),
                     '%s %s, %s, %s, %%p5;' % (form, r(k, 12), r(k, 10), r(k, 11))]
            out.append(Case(lines, k, a if c else b, '%s c=%d' % (form, c)))
        return out
    ct = p[-1]
    ftz = 'ftz' in p
    cvals = [0, R.wrap(-1, 's32'), 5] if ct == 's32' else [F(0.0, 'f32'), F(-0.0, 'f32'), F(-1.0, 'f32'),
                                                            0x7fc00000, 0x80000001]
    for c in cvals:
        if ct == 's32':
            ge = R.val(c, 's32') >= 0
        else:
            c2 = R.ftz_in(c, 'f32', ftz)
            s, v = R.decode(c2, 'f32')
            ge = v != 'nan' and (s == 0 or v == 0)
        lines = [setv(k, 10, a), setv(k, 11, b), setv(kind(ct), 13, c),
                 '%s %s, %s, %s, %s;' % (form, r(k, 12), r(k, 10), r(k, 11), r(kind(ct), 13))]
        out.append(Case(lines, k, a if ge else b, '%s c=%s -> %s' % (form, fmt(c, ct), 'a' if ge else 'b')))
    return out


# ---------------------------------------------------------------------- cvt

def cvt_inputs(st):
    if st in ('f32', 'f64'):
        vals = [2.5, -2.5, 3.5, -0.7, 1e10, -1e10, 300.49, 1e30]
        out = [F(x, st) for x in vals]
        out += [0x7fc00000 if st == 'f32' else 0x7ff8000000000000, R.inf_bits(1, st), 3,
                0x3ff0000010001000 if st == 'f64' else 0x3f800001]
        return out
    w = R.width(st)
    vals = [5, -5, (1 << (w - 1)) - 1, -(1 << (w - 1)), 200, 16777217, (1 << 53) + 1, -300]
    return sorted(set(R.wrap(v, st) for v in vals))


def rows_cvt(form, p):
    dt, st = p[-2], p[-1]
    mods = p[1:-2]
    rnd = ([m for m in mods if m in RND + IRND] or [None])[0]
    ftz, sat = 'ftz' in mods, 'sat' in mods
    out = []
    for a in cvt_inputs(st):
        e = R.cvt(dt, st, a, rnd, ftz, sat)
        lines = [setv(kind(st), 10, a), '%s %s, %s;' % (form, r(kind(dt), 12), r(kind(st), 10))]
        k = kind(dt)
        if R.width(dt) == 8 if dt[0] != 'f' else False:
            # An 8-bit result sits in a 16-bit register: compare its low byte only.
            lines.append('and.b16 %rs12, %rs12, 0xff;')
            e = e & 0xff
        out.append(Case(lines, k, e, '%s %s = %s' % (form, fmt(a, st), fmt(e, dt))))
    return out


def rows_mov(form, p):
    ty = p[-1]
    k = kind(ty)
    a = R.wrap(0x8123456789abcdef, ty) if ty not in ('f32', 'f64', 'pred') else (
        F(-1.25, ty) if ty != 'pred' else 1)
    lines = [setv(k, 10, a), '%s %s, %s;' % (form, r(k, 12), r(k, 10))]
    out = [Case(lines, k, a, '%s %s' % (form, fmt(a, ty)))]
    if ty not in ('pred',):
        imm = '0f3FA00000' if ty == 'f32' else '0d3FF4000000000000' if ty == 'f64' else '-2'
        e = F(1.25, ty) if ty in ('f32', 'f64') else R.wrap(-2, ty)
        out.append(Case(['%s %s, %s;' % (form, r(k, 12), imm)], k, e, '%s immediate %s' % (form, imm)))
    return out


# ------------------------------------------------------------------ the forms

def scalar_forms():
    """[(form, rows-function)] for the one-thread families."""
    F_ = []
    add = lambda f, fn: F_.append((f, fn))
    for ty in INT:
        for op in ('add', 'sub', 'min', 'max'):
            add('%s.%s' % (op, ty), rows_int)
        for m in ('lo', 'hi'):
            add('mul.%s.%s' % (m, ty), rows_int)
            add('mad.%s.%s' % (m, ty), rows_int)
        add('div.%s' % ty, rows_int)
        add('rem.%s' % ty, rows_int)
    for ty in ('u16', 'u32', 's16', 's32'):
        add('mul.wide.%s' % ty, rows_int)
        add('mad.wide.%s' % ty, rows_int)
    for ty in ('s16', 's32', 's64'):
        add('abs.%s' % ty, rows_int)
        add('neg.%s' % ty, rows_int)
    add('add.sat.s32', rows_int)
    add('sub.sat.s32', rows_int)
    add('mad.hi.sat.s32', rows_int)
    for ty in ('pred', 'b16', 'b32', 'b64'):
        for op in ('and', 'or', 'xor', 'not'):
            add('%s.%s' % (op, ty), rows_logic)
    for ty in ('b16', 'b32', 'b64'):
        add('cnot.%s' % ty, rows_logic)
        add('shl.%s' % ty, rows_logic)
    for ty in ('b16', 'b32', 'b64', 'u16', 'u32', 'u64', 's16', 's32', 's64'):
        add('shr.%s' % ty, rows_logic)
    for ty in ('b32', 'b64'):
        for op in ('popc', 'clz', 'brev', 'bfi'):
            add('%s.%s' % (op, ty), rows_logic)
    for ty in ('u32', 'u64', 's32', 's64'):
        add('bfe.%s' % ty, rows_logic)
    add('prmt.b32', rows_logic)
    # floating point
    for ty in ('f32', 'f64'):
        fz = [[], ['ftz']] if ty == 'f32' else [[]]
        st = [[], ['sat']] if ty == 'f32' else [[]]
        for op in ('add', 'sub', 'mul'):
            for rd in [[]] + [[x] for x in RND]:
                for z in fz:
                    for s in st:
                        add('.'.join([op] + rd + z + s + [ty]), rows_fp)
        for op in ('fma', 'mad'):
            for rd in RND:
                for z in fz:
                    for s in st:
                        add('.'.join([op, rd] + z + s + [ty]), rows_fp)
        for rd in RND:
            for z in fz:
                add('.'.join(['div', rd] + z + [ty]), rows_fp)
                add('.'.join(['sqrt', rd] + z + [ty]), rows_fp)
                add('.'.join(['rcp', rd] + z + [ty]), rows_fp)
        for z in fz:
            add('.'.join(['abs'] + z + [ty]), rows_fp)
            add('.'.join(['neg'] + z + [ty]), rows_fp)
            add('.'.join(['min'] + z + [ty]), rows_fp)
            add('.'.join(['max'] + z + [ty]), rows_fp)
            if ty == 'f32':
                add('.'.join(['min'] + z + ['NaN', ty]), rows_fp)
                add('.'.join(['max'] + z + ['NaN', ty]), rows_fp)
        add('copysign.%s' % ty, rows_fp)
        for cls in ('finite', 'infinite', 'number', 'notanumber', 'normal', 'subnormal'):
            add('testp.%s.%s' % (cls, ty), rows_fp)
    for z in ([], ['ftz']):
        for op in ('div.approx', 'div.full', 'sqrt.approx', 'rcp.approx', 'rsqrt.approx',
                   'sin.approx', 'cos.approx', 'lg2.approx', 'ex2.approx'):
            add('.'.join([op] + z + ['f32']), rows_fp)
    add('rsqrt.approx.f64', rows_fp)
    add('rcp.approx.ftz.f64', rows_fp)
    add('tanh.approx.f32', rows_fp)
    # setp / set
    for ty in INT + ['b16', 'b32', 'b64', 'f32', 'f64']:
        cmps = FCMP if ty[0] == 'f' else UCMP if ty[0] == 'u' else ICMP if ty[0] == 's' else ['eq', 'ne']
        for c in cmps:
            add('setp.%s.%s' % (c, ty), rows_cmp)
            if ty == 'f32':
                add('setp.%s.ftz.%s' % (c, ty), rows_cmp)
        for b in ('and', 'or', 'xor'):
            add('setp.%s.%s.%s' % (cmps[2 if len(cmps) > 2 else 0], b, ty), rows_cmp)
    for st in ('s32', 'u32', 'u64', 's64', 'f32', 'f64'):
        cmps = FCMP if st[0] == 'f' else UCMP if st[0] == 'u' else ICMP
        for c in cmps:
            add('set.%s.u32.%s' % (c, st), rows_cmp)
        add('set.%s.s32.%s' % (cmps[2], st), rows_cmp)
        add('set.%s.f32.%s' % (cmps[2], st), rows_cmp)
        add('set.%s.and.u32.%s' % (cmps[2], st), rows_cmp)
    add('set.lt.ftz.u32.f32', rows_cmp)
    for ty in INT + ['b16', 'b32', 'b64', 'f32', 'f64']:
        add('selp.%s' % ty, rows_sel)
        add('slct.%s.s32' % ty, rows_sel)
        add('slct.%s.f32' % ty, rows_sel)
        add('slct.ftz.%s.f32' % ty, rows_sel)
    # cvt
    ITY = ['u8', 'u16', 'u32', 'u64', 's8', 's16', 's32', 's64']
    for dt in ITY + ['f32', 'f64']:
        for st in ITY + ['f32', 'f64']:
            if dt[0] != 'f' and st[0] != 'f':
                if dt != st:
                    add('cvt.%s.%s' % (dt, st), rows_cvt)
                    add('cvt.sat.%s.%s' % (dt, st), rows_cvt)
            elif dt[0] != 'f':
                for rd in IRND:
                    for z in ([[], ['ftz']] if st == 'f32' else [[]]):
                        add('.'.join(['cvt', rd] + z + [dt, st]), rows_cvt)
                        add('.'.join(['cvt', rd] + z + ['sat', dt, st]), rows_cvt)
            elif st[0] != 'f':
                for rd in RND:
                    add('cvt.%s.%s.%s' % (rd, dt, st), rows_cvt)
                    add('cvt.%s.sat.%s.%s' % (rd, dt, st), rows_cvt)
            else:
                z = [[], ['ftz']] if 'f32' in (dt, st) else [[]]
                if dt == st:
                    rl = IRND
                elif dt == 'f64':
                    rl = [None]
                else:
                    rl = RND
                for rd in rl:
                    for zz in z:
                        for s in ([], ['sat']):
                            add('.'.join(['cvt'] + ([rd] if rd else []) + zz + s + [dt, st]), rows_cvt)
    for ty in ['pred', 'b16', 'b32', 'b64'] + INT + ['f32', 'f64']:
        add('mov.%s' % ty, rows_mov)
    return F_
