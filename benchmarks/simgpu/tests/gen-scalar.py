#!/usr/bin/python3
"""Generate the one-thread scalar instruction tests in ptx/: int_arith, int_divrem,
int_logic, int_video, setp, cvt_int, cvt_f2i, cvt_fp, fp_arith, fp_misc.

    python3 gen-scalar.py ptx        (writes ptx/NAME.ptx; then check them with
                                      ptxas -arch=sm_80 FILE -o /dev/null)

Integer expectations are computed here in Python (two's complement, C-style
truncating division).  Floating-point expectations that depend on rounding come
from fpref.c (compiled and run by this script: the host FPU under fesetround).
PTX-specific rules (float->int saturation and NaN -> 0, min/max with NaN,
copysign operand order, testp classes) are written out by hand below.
"""
import os, subprocess, tempfile
import struct, sys, math
_here = os.path.dirname(os.path.abspath(__file__))
with tempfile.TemporaryDirectory() as _d:
    subprocess.check_call(['gcc', '-O0', '-frounding-math', '-o', _d + '/fpref',
                           _here + '/fpref.c', '-lm'])
    _out = subprocess.check_output([_d + '/fpref']).decode()
FP = {}
for line in _out.splitlines():
    k, v = line.split(); FP[k] = int(v, 16)
M32 = (1 << 32) - 1; M64 = (1 << 64) - 1
def f2b(x): return struct.unpack('<I', struct.pack('<f', x))[0]
def d2b(x): return struct.unpack('<Q', struct.pack('<d', x))[0]
def flit(bits): return '0f%08X' % bits
def dlit(bits): return '0d%016X' % bits

class T:
    def __init__(self, name, title, desc):
        self.name, self.title, self.desc = name, title, desc
        self.c32 = []; self.c64 = []; self.body = []
    def case(self, lines, width, reg, exp, comment, exptype=None):
        lst = self.c32 if width == 32 else self.c64
        idx = len(lst)
        base = '%rd1' if width == 32 else '%rd2'
        off = idx * (4 if width == 32 else 8)
        self.body.append('\t// [%s %d] %s' % ('out' if width == 32 else 'out64', idx, comment))
        self.body += ['\t' + l for l in lines]
        self.body.append('\tst.global.%s [%s+%d], %s;' % ('u32' if width == 32 else 'u64', base, off, reg))
        if exptype is None:
            exptype = 'u32' if width == 32 else 'u64'
            if isinstance(exp, int):
                exp = '0x%x' % (exp & (M32 if width == 32 else M64))
        lst.append((exptype, exp, comment))
    def write(self, d):
        n32 = max(1, len(self.c32)); n64 = max(1, len(self.c64))
        o = []
        o.append('// %s' % self.title)
        for l in self.desc: o.append('// ' + l)
        o.append('// One thread; case i stores its 32-bit result at out[i], its 64-bit result')
        o.append('// at out64[i].  Expected values: see the comment on each expect line.')
        o.append('//')
        o.append('// SIMGPU-TEST entry=k grid=1 block=1')
        o.append('// SIMGPU-TEST buf out %d' % (4 * n32))
        o.append('// SIMGPU-TEST buf out64 %d' % (8 * n64))
        o.append('// SIMGPU-TEST param u64 @out')
        o.append('// SIMGPU-TEST param u64 @out64')
        for i, (t, e, c) in enumerate(self.c32):
            o.append('// SIMGPU-TEST expect out[%d] %s %s   # %s' % (i, t, e, c))
        for i, (t, e, c) in enumerate(self.c64):
            o.append('// SIMGPU-TEST expect out64[%d] %s %s   # %s' % (i, t, e, c))
        o += ['', '.version 7.0', '.target sm_80', '.address_size 64', '',
              '.visible .entry k (.param .u64 out, .param .u64 out64)', '{',
              '\t.reg .b16 %rs<16>;', '\t.reg .b32 %r<32>;', '\t.reg .b64 %rd<32>;',
              '\t.reg .f32 %f<16>;', '\t.reg .f64 %fd<16>;', '\t.reg .pred %p<16>;',
              '\tld.param.u64 %rd1, [out];', '\tcvta.to.global.u64 %rd1, %rd1;',
              '\tld.param.u64 %rd2, [out64];', '\tcvta.to.global.u64 %rd2, %rd2;']
        o += self.body
        o += ['\tret;', '}', '']
        open('%s/%s.ptx' % (d, self.name), 'w').write('\n'.join(o))

def s32(x): x &= M32; return x - (1 << 32) if x >> 31 else x
def s64(x): x &= M64; return x - (1 << 64) if x >> 63 else x
def tdiv(a, b): q = abs(a) // abs(b); return q if (a < 0) == (b < 0) else -q
def trem(a, b): return a - b * tdiv(a, b)

def b32(t, op, a, b, exp, c=None):
    t.case(['mov.u32 %%r10, %d;' % a, 'mov.u32 %%r11, %d;' % b, '%s %%r12, %%r10, %%r11;' % op], 32, '%r12', exp, c or '%s %d, %d = %d' % (op, a, b, exp))
def b64(t, op, a, b, exp, c=None):
    t.case(['mov.u64 %%rd10, %d;' % a, 'mov.u64 %%rd11, %d;' % b, '%s %%rd12, %%rd10, %%rd11;' % op], 64, '%rd12', exp, c or '%s %d, %d = %d' % (op, a, b, exp))
def u32(t, op, a, exp, c=None):
    t.case(['mov.u32 %%r10, %d;' % a, '%s %%r12, %%r10;' % op], 32, '%r12', exp, c or '%s %d = %d' % (op, a, exp))
def u64(t, op, a, exp, c=None):
    t.case(['mov.u64 %%rd10, %d;' % a, '%s %%rd12, %%rd10;' % op], 64, '%rd12', exp, c or '%s %d = %d' % (op, a, exp))

D = sys.argv[1]

# ---------------- integer arithmetic
t = T('int_arith', 'Integer arithmetic: add sub mul.lo mul.hi mul.wide mad.lo mad.wide min max abs neg (32/64/16-bit).',
      ['Expected values: two\'s complement wrap-around; mul.hi is the upper half of the',
       'double-width product (signed or unsigned per type); mul.wide.s32 sign-extends.'])
b32(t, 'add.s32', 2147483647, 1, -2147483648)
b32(t, 'add.u32', -1, 2, 1)
b32(t, 'sub.s32', 3, 5, -2)
b32(t, 'sub.u32', 0, 1, 0xffffffff)
b32(t, 'mul.lo.s32', -3, 100000, -300000)
b32(t, 'mul.lo.u32', 65536, 65537, 65536)
b32(t, 'mul.hi.u32', -1, -1, 0xfffffffe, 'mul.hi.u32 0xffffffff*0xffffffff = 0xfffffffe')
b32(t, 'mul.hi.s32', -2, 0x40000000, -1, 'mul.hi.s32 -2*2^30 = -2^31 -> hi -1')
b32(t, 'mul.hi.s32', -5, 3, -1)
b32(t, 'mul.hi.s32', 0x40000000, 8, 2)
b32(t, 'min.s32', -5, 3, -5)
b32(t, 'min.u32', -5, 3, 3, 'min.u32 0xfffffffb, 3 = 3')
b32(t, 'max.s32', -5, 3, 3)
b32(t, 'max.u32', -5, 3, -5, 'max.u32 0xfffffffb, 3 = 0xfffffffb')
u32(t, 'abs.s32', -7, 7)
u32(t, 'abs.s32', -2147483648, -2147483648, 'abs.s32 INT_MIN = INT_MIN')
u32(t, 'neg.s32', 5, -5)
u32(t, 'neg.s32', -2147483648, -2147483648)
t.case(['mov.u32 %r10, 7;', 'mov.u32 %r11, -6;', 'mov.u32 %r13, 100;', 'mad.lo.s32 %r12, %r10, %r11, %r13;'], 32, '%r12', 58, 'mad.lo.s32 7*-6+100 = 58')
t.case(['mov.u32 %r10, 65536;', 'mov.u32 %r11, 65537;', 'mov.u32 %r13, 3;', 'mad.lo.u32 %r12, %r10, %r11, %r13;'], 32, '%r12', 65539, 'mad.lo.u32 65536*65537+3 mod 2^32 = 65539')
t.case(['mov.u32 %r10, -1;', 'mov.u32 %r11, -1;', 'mov.u32 %r13, 5;', 'mad.hi.u32 %r12, %r10, %r11, %r13;'], 32, '%r12', 0xfffffffe + 5 & M32, 'mad.hi.u32 hi(0xffffffff^2)+5 = 3 (wraps)')
t.case(['mov.u16 %rs10, 300;', 'mov.u16 %rs11, 300;', 'mul.lo.u16 %rs12, %rs10, %rs11;', 'cvt.u32.u16 %r12, %rs12;'], 32, '%r12', 90000 & 0xffff, 'mul.lo.u16 300*300 mod 2^16 = 24464')
t.case(['mov.u16 %rs10, 300;', 'mov.u16 %rs11, 300;', 'mul.wide.u16 %r12, %rs10, %rs11;'], 32, '%r12', 90000, 'mul.wide.u16 300*300 = 90000')
t.case(['mov.u16 %rs10, -3;', 'mov.u16 %rs11, 1000;', 'mul.wide.s16 %r12, %rs10, %rs11;'], 32, '%r12', -3000, 'mul.wide.s16 -3*1000 = -3000')
t.case(['mov.u16 %rs10, 32767;', 'mov.u16 %rs11, 1;', 'add.s16 %rs12, %rs10, %rs11;', 'cvt.s32.s16 %r12, %rs12;'], 32, '%r12', -32768, 'add.s16 32767+1 = -32768 (then cvt.s32.s16)')
b64(t, 'add.s64', 0x7fffffffffffffff, 1, -(1 << 63))
b64(t, 'sub.s64', 0, 1, -1)
b64(t, 'mul.lo.s64', -3, 10**12, -3 * 10**12)
b64(t, 'mul.hi.u64', -1, -1, (M64 * M64) >> 64 & M64, 'mul.hi.u64 (2^64-1)^2 -> 0xfffffffffffffffe')
b64(t, 'mul.hi.s64', -(1 << 40), 1 << 40, -1, 'mul.hi.s64 -2^40*2^40 = -2^80 -> hi = -2^16')
t.c64[-1] = ('u64', '0x%x' % ((-(1 << 80) >> 64) & M64), 'mul.hi.s64 -2^40*2^40 = -2^80 -> hi = -65536')
b64(t, 'min.s64', -5, 3, -5)
b64(t, 'max.u64', -5, 3, -5, 'max.u64 0xff..fb, 3 = 0xff..fb')
u64(t, 'abs.s64', -(10**15), 10**15)
u64(t, 'neg.s64', 10**15, -(10**15))
t.case(['mov.u32 %r10, -2;', 'mov.u32 %r11, 2147483647;', 'mul.wide.s32 %rd12, %r10, %r11;'], 64, '%rd12', -2 * 2147483647, 'mul.wide.s32 -2*0x7fffffff = -4294967294')
t.case(['mov.u32 %r10, -1;', 'mov.u32 %r11, -1;', 'mul.wide.u32 %rd12, %r10, %r11;'], 64, '%rd12', 0xfffffffe00000001, 'mul.wide.u32 0xffffffff^2 = 0xfffffffe00000001')
t.case(['mov.u32 %r10, -100000;', 'mov.u32 %r11, 100000;', 'mov.u64 %rd13, 5;', 'mad.wide.s32 %rd12, %r10, %r11, %rd13;'], 64, '%rd12', -10**10 + 5, 'mad.wide.s32 -1e5*1e5+5 = -9999999995')
t.case(['mov.u32 %r10, -1;', 'mov.u32 %r11, 2;', 'mov.u64 %rd13, 1;', 'mad.wide.u32 %rd12, %r10, %r11, %rd13;'], 64, '%rd12', 0xffffffff * 2 + 1, 'mad.wide.u32 0xffffffff*2+1 = 0x1ffffffff')
t.case(['mov.u64 %rd10, 3;', 'mov.u64 %rd11, -7;', 'mov.u64 %rd13, 1;', 'mad.lo.s64 %rd12, %rd10, %rd11, %rd13;'], 64, '%rd12', -20, 'mad.lo.s64 3*-7+1 = -20')
t.write(D)

# ---------------- div / rem
t = T('int_divrem', 'Integer div/rem, signed and unsigned, 32 and 64 bits.',
      ['div.s truncates toward zero (like C); rem.s takes the sign of the dividend.',
       'Division by zero is unspecified in PTX and is not tested.'])
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (-1, 3), (2147483647, -1), (-2147483648, 2)]:
    b32(t, 'div.s32', a, b, tdiv(a, b))
    b32(t, 'rem.s32', a, b, trem(a, b))
for a, b in [(-7, 2), (100, 7), (-1, -1), (5, -1)]:
    ua, ub = a & M32, b & M32
    b32(t, 'div.u32', a, b, ua // ub, 'div.u32 0x%x / 0x%x = 0x%x' % (ua, ub, ua // ub))
    b32(t, 'rem.u32', a, b, ua % ub, 'rem.u32 0x%x %% 0x%x = 0x%x' % (ua, ub, ua % ub))
for a, b in [(-7, 2), (7, -2), (-10**15 - 3, 1000), (1 << 62, -3)]:
    b64(t, 'div.s64', a, b, tdiv(a, b))
    b64(t, 'rem.s64', a, b, trem(a, b))
for a, b in [(-7, 2), (10**18 + 7, 10**9)]:
    ua, ub = a & M64, b & M64
    b64(t, 'div.u64', a, b, ua // ub, 'div.u64 0x%x / 0x%x = 0x%x' % (ua, ub, ua // ub))
    b64(t, 'rem.u64', a, b, ua % ub, 'rem.u64 0x%x %% 0x%x = 0x%x' % (ua, ub, ua % ub))
t.write(D)

# ---------------- logic / shifts / bit ops / selp
t = T('int_logic', 'Bitwise and/or/xor/not/cnot, shl/shr (with clamped counts), brev, clz, popc, selp.',
      ['PTX clamps shift counts: shl/shr.u by >= width give 0; shr.s by >= width gives the sign fill.'])
b32(t, 'and.b32', 0xf0f0, 0xff00, 0xf000)
b32(t, 'or.b32', 0xf0f0, 0xff00, 0xfff0)
b32(t, 'xor.b32', 0xf0f0, 0xff00, 0x0ff0)
u32(t, 'not.b32', 0xf0f0, ~0xf0f0)
u32(t, 'cnot.b32', 0, 1)
u32(t, 'cnot.b32', 12345, 0)
b32(t, 'shl.b32', 0x12345678, 4, 0x23456780)
b32(t, 'shl.b32', 1, 31, 0x80000000)
b32(t, 'shl.b32', 1, 32, 0)
b32(t, 'shl.b32', 1, 40, 0)
b32(t, 'shr.u32', -1, 4, 0x0fffffff)
b32(t, 'shr.u32', -1, 40, 0)
b32(t, 'shr.s32', -256, 4, -16)
b32(t, 'shr.s32', -256, 40, -1)
b32(t, 'shr.s32', 256, 40, 0)
b32(t, 'shr.b32', -256, 4, (0xffffff00 >> 4), 'shr.b32 is a logical shift: 0xffffff00>>4 = 0x0ffffff0')
t.case(['mov.u64 %rd10, 1;', 'mov.u32 %r11, 63;', 'shl.b64 %rd12, %rd10, %r11;'], 64, '%rd12', 1 << 63, 'shl.b64 1<<63')
t.case(['mov.u64 %rd10, 1;', 'mov.u32 %r11, 70;', 'shl.b64 %rd12, %rd10, %r11;'], 64, '%rd12', 0, 'shl.b64 1<<70 = 0')
t.case(['mov.u64 %rd10, -1024;', 'mov.u32 %r11, 8;', 'shr.s64 %rd12, %rd10, %r11;'], 64, '%rd12', -4, 'shr.s64 -1024>>8 = -4')
t.case(['mov.u64 %rd10, -1024;', 'mov.u32 %r11, 64;', 'shr.s64 %rd12, %rd10, %r11;'], 64, '%rd12', -1, 'shr.s64 -1024>>64 = -1')
t.case(['mov.u64 %rd10, -1;', 'mov.u32 %r11, 60;', 'shr.u64 %rd12, %rd10, %r11;'], 64, '%rd12', 15, 'shr.u64 ~0>>60 = 15')
b64(t, 'and.b64', -1, 0x123456789, 0x123456789)
b64(t, 'or.b64', 1 << 40, 1, (1 << 40) | 1)
b64(t, 'xor.b64', -1, 1 << 63, (1 << 63) - 1)
u64(t, 'not.b64', 0, -1)
u32(t, 'brev.b32', 1, 0x80000000)
u32(t, 'brev.b32', 0x12345678, int('{:032b}'.format(0x12345678)[::-1], 2))
u64(t, 'brev.b64', 0x12345678, int('{:064b}'.format(0x12345678)[::-1], 2))
u32(t, 'clz.b32', 0, 32)
u32(t, 'clz.b32', 1, 31)
u32(t, 'clz.b32', -2147483648, 0)
u32(t, 'clz.b32', 0x00f00000, 8)
t.case(['mov.u64 %rd10, 1;', 'clz.b64 %r12, %rd10;'], 32, '%r12', 63, 'clz.b64 1 = 63 (32-bit result)')
t.case(['mov.u64 %rd10, 0;', 'clz.b64 %r12, %rd10;'], 32, '%r12', 64, 'clz.b64 0 = 64')
u32(t, 'popc.b32', 0xf0f0, 8)
u32(t, 'popc.b32', -1, 32)
t.case(['mov.u64 %rd10, -1;', 'popc.b64 %r12, %rd10;'], 32, '%r12', 64, 'popc.b64 ~0 = 64 (32-bit result)')
t.case(['mov.u32 %r10, 3;', 'setp.gt.s32 %p1, %r10, 2;', 'selp.b32 %r12, 111, 222, %p1;'], 32, '%r12', 111, 'selp true -> first')
t.case(['mov.u32 %r10, 3;', 'setp.gt.s32 %p1, %r10, 5;', 'selp.b32 %r12, 111, 222, %p1;'], 32, '%r12', 222, 'selp false -> second')
t.case(['mov.u32 %r10, 3;', 'setp.gt.s32 %p1, %r10, 2;', 'mov.u64 %rd10, -5;', 'mov.u64 %rd11, 9;', 'selp.b64 %rd12, %rd10, %rd11, %p1;'], 64, '%rd12', -5, 'selp.b64 true -> -5')
t.case(['mov.u32 %r10, 3;', 'setp.gt.s32 %p1, %r10, 2;', 'setp.lt.s32 %p2, %r10, 2;', 'and.pred %p3, %p1, %p2;', 'or.pred %p4, %p1, %p2;', 'not.pred %p5, %p2;',
        'selp.u32 %r13, 1, 0, %p3;', 'selp.u32 %r14, 2, 0, %p4;', 'selp.u32 %r15, 4, 0, %p5;', 'or.b32 %r12, %r13, %r14;', 'or.b32 %r12, %r12, %r15;'], 32, '%r12', 6, 'and/or/not.pred: (T&F)=0,(T|F)=2,!F=4 -> 6')
t.write(D)

# ---------------- setp / set
t = T('setp', 'setp/set with every comparison: signed, unsigned (lo ls hi hs) and float ordered/unordered.',
      ['Each case stores selp.u32 1/0 of the predicate, or the set result (0xffffffff/0, or 1.0f/0.0f).',
       'Float comparisons with NaN: ordered ones (eq ne lt le gt ge) are false, unordered ones',
       '(equ neu ltu leu gtu geu) and nan are true; num is true only when neither is NaN.'])
def sp(t, cmp, ty, a, b, exp, al=None, bl=None):
    if ty in ('f32', 'f64'):
        r = '%f' if ty == 'f32' else '%fd'
        lines = ['mov.%s %s10, %s;' % (ty, r, al), 'mov.%s %s11, %s;' % (ty, r, bl), 'setp.%s.%s %%p1, %s10, %s11;' % (cmp, ty, r, r)]
    else:
        r = '%r' if ty[1:] == '32' else '%rd'
        lines = ['mov.%s %s10, %d;' % (ty, r, a), 'mov.%s %s11, %d;' % (ty, r, b), 'setp.%s.%s %%p1, %s10, %s11;' % (cmp, ty, r, r)]
    lines.append('selp.u32 %r12, 1, 0, %p1;')
    t.case(lines, 32, '%r12', int(exp), 'setp.%s.%s %s, %s = %d' % (cmp, ty, a, b, exp))
import operator as op_
OPS = {'eq': op_.eq, 'ne': op_.ne, 'lt': op_.lt, 'le': op_.le, 'gt': op_.gt, 'ge': op_.ge}
for a, b in [(-1, 1), (1, -1), (3, 3)]:
    for c, f in OPS.items():
        sp(t, c, 's32', a, b, f(a, b))
for a, b in [(-1, 1), (3, 3)]:
    ua, ub = a & M32, b & M32
    for c, f in [('lo', op_.lt), ('ls', op_.le), ('hi', op_.gt), ('hs', op_.ge), ('lt', op_.lt), ('gt', op_.gt)]:
        sp(t, c, 'u32', a, b, f(ua, ub))
for c, f in [('lt', op_.lt), ('gt', op_.gt)]:
    sp(t, c, 's64', -(1 << 40), 5, f(-(1 << 40), 5))
for c, f in [('lo', op_.lt), ('hi', op_.gt)]:
    sp(t, c, 'u64', -(1 << 40), 5, f((-(1 << 40)) & M64, 5))
NAN32 = '0f7FC00000'; NAN64 = '0d7FF8000000000000'
fv = [(1.0, 2.0), (2.0, 2.0), (1.0, 'nan'), ('nan', 'nan')]
for a, b in fv:
    for ty in ('f32', 'f64'):
        lit = (lambda x: NAN32 if x == 'nan' else flit(f2b(x))) if ty == 'f32' else (lambda x: NAN64 if x == 'nan' else dlit(d2b(x)))
        isn = a == 'nan' or b == 'nan'
        for c, f in OPS.items():
            sp(t, c, ty, a, b, False if isn else f(a, b), lit(a), lit(b))
            if ty == 'f32' or isn:
                sp(t, c + 'u', ty, a, b, True if isn else f(a, b), lit(a), lit(b))
        sp(t, 'num', ty, a, b, not isn, lit(a), lit(b))
        sp(t, 'nan', ty, a, b, isn, lit(a), lit(b))
t.case(['mov.u32 %r10, -1;', 'mov.u32 %r11, 1;', 'set.lt.u32.s32 %r12, %r10, %r11;'], 32, '%r12', 0xffffffff, 'set.lt.u32.s32 -1<1 -> 0xffffffff')
t.case(['mov.u32 %r10, -1;', 'mov.u32 %r11, 1;', 'set.lo.u32.u32 %r12, %r10, %r11;'], 32, '%r12', 0, 'set.lo.u32.u32 0xffffffff<1 -> 0')
t.case(['mov.f32 %%f10, %s;' % NAN32, 'mov.f32 %f11, 0f3F800000;', 'set.gtu.u32.f32 %r12, %f10, %f11;'], 32, '%r12', 0xffffffff, 'set.gtu.u32.f32 NaN>1 -> 0xffffffff')
t.case(['mov.u32 %r10, 2;', 'mov.u32 %r11, 1;', 'set.gt.f32.s32 %f12, %r10, %r11;', 'mov.b32 %r12, %f12;'], 32, '%r12', 0x3f800000, 'set.gt.f32.s32 2>1 -> 1.0f')
t.write(D)

# ---------------- cvt int <-> int
t = T('cvt_int', 'cvt between integer types: sign/zero extension, narrowing (truncation), .sat clamping.',
      ['Sub-word results are taken from a .b16 register and zero-extended with cvt.u32.u16/u8',
       'so the test does not depend on how the upper bits of a wider register are filled.'])
def cv(t, op, a, exp, src='%r', dst='%r', c=None):
    lines = []
    sw = {'%r': 'u32', '%rd': 'u64', '%rs': 'u16'}
    lines.append('mov.%s %s10, %d;' % (sw[src], src, a))
    lines.append('%s %s12, %s10;' % (op, dst, src))
    reg = dst + '12'
    width = 64 if dst == '%rd' else 32
    if dst == '%rs':
        lines.append('cvt.u32.u16 %r12, %rs12;'); reg = '%r12'
    t.case(lines, width, reg, exp, c or '%s %d = %d' % (op, a, exp))
cv(t, 'cvt.s32.s8', 0x80, -128)
cv(t, 'cvt.s32.s8', 0x17f, 127, c='cvt.s32.s8 0x17f = 127 (low byte only)')
cv(t, 'cvt.u32.u8', 0x1ff, 0xff)
cv(t, 'cvt.s32.s16', 0x8001, -32767)
cv(t, 'cvt.u32.u16', -1, 0xffff)
cv(t, 'cvt.s64.s32', -5, -5, dst='%rd')
cv(t, 'cvt.u64.u32', -1, 0xffffffff, dst='%rd')
cv(t, 'cvt.s64.s16', 0xfff0, -16, dst='%rd')
cv(t, 'cvt.u32.u64', 0x123456789, 0x23456789, src='%rd')
cv(t, 'cvt.s32.s64', -(1 << 33) - 5, -5, src='%rd', c='cvt.s32.s64 -(2^33)-5 = -5 (truncation)')
cv(t, 'cvt.u16.u32', 0x12345, 0x2345, dst='%rs')
cv(t, 'cvt.s32.s16', -2, -2, src='%rs')
cv(t, 'cvt.u32.u16', -2, 0xfffe, src='%rs')
t.case(['mov.u32 %r10, 300;', 'cvt.sat.s8.s32 %rs12, %r10;', 'cvt.u32.u8 %r12, %rs12;'], 32, '%r12', 0x7f, 'cvt.sat.s8.s32 300 = 127')
t.case(['mov.u32 %r10, -300;', 'cvt.sat.s8.s32 %rs12, %r10;', 'cvt.u32.u8 %r12, %rs12;'], 32, '%r12', 0x80, 'cvt.sat.s8.s32 -300 = -128 (low byte 0x80)')
t.case(['mov.u32 %r10, -5;', 'cvt.sat.u8.s32 %rs12, %r10;', 'cvt.u32.u8 %r12, %rs12;'], 32, '%r12', 0, 'cvt.sat.u8.s32 -5 = 0')
t.case(['mov.u32 %r10, 1000;', 'cvt.sat.u8.s32 %rs12, %r10;', 'cvt.u32.u8 %r12, %rs12;'], 32, '%r12', 255, 'cvt.sat.u8.s32 1000 = 255')
cv(t, 'cvt.sat.s16.s32', -40000, 0x8000, dst='%rs', c='cvt.sat.s16.s32 -40000 = -32768 (0x8000)')
cv(t, 'cvt.sat.u32.s32', -1, 0)
cv(t, 'cvt.sat.s32.u32', -1, 0x7fffffff, c='cvt.sat.s32.u32 0xffffffff = 0x7fffffff')
cv(t, 'cvt.sat.s32.s64', 1 << 40, 0x7fffffff, src='%rd')
cv(t, 'cvt.sat.s32.s64', -(1 << 40), -2147483648, src='%rd')
cv(t, 'cvt.sat.u32.s64', -1, 0, src='%rd')
cv(t, 'cvt.sat.u32.u64', 1 << 40, 0xffffffff, src='%rd')
t.write(D)

# ---------------- cvt float -> int and float rounding to integral
t = T('cvt_f2i', 'cvt float->int with .rni/.rzi/.rmi/.rpi, saturation, NaN -> 0; cvt.rXi.fXX.fXX.',
      ['PTX float->int conversions always clamp to the destination range (.sat is implied) and',
       'convert NaN to 0.  .rni rounds half to even.'])
def fi(t, op, x, exp, ty='f32'):
    if ty == 'f32':
        lit = NAN32 if x == 'nan' else flit(f2b(x)); ld = 'mov.f32 %f10, ' + lit + ';'; src = '%f10'
    else:
        lit = NAN64 if x == 'nan' else dlit(d2b(x)); ld = 'mov.f64 %fd10, ' + lit + ';'; src = '%fd10'
    dt = op.split('.')[-2]
    if dt[1:] == '64':
        t.case([ld, '%s %%rd12, %s;' % (op, src)], 64, '%rd12', exp, '%s %s = %d' % (op, x, exp))
    else:
        t.case([ld, '%s %%r12, %s;' % (op, src)], 32, '%r12', exp, '%s %s = %d' % (op, x, exp))
fi(t, 'cvt.rni.s32.f32', 2.5, 2); fi(t, 'cvt.rni.s32.f32', 3.5, 4); fi(t, 'cvt.rni.s32.f32', -2.5, -2); fi(t, 'cvt.rni.s32.f32', 2.6, 3)
fi(t, 'cvt.rzi.s32.f32', -2.7, -2); fi(t, 'cvt.rzi.s32.f32', 2.7, 2)
fi(t, 'cvt.rmi.s32.f32', -2.2, -3); fi(t, 'cvt.rmi.s32.f32', 2.7, 2)
fi(t, 'cvt.rpi.s32.f32', 2.2, 3); fi(t, 'cvt.rpi.s32.f32', -2.7, -2)
fi(t, 'cvt.rzi.s32.f32', 3e9, 0x7fffffff); fi(t, 'cvt.rzi.s32.f32', -3e9, -2147483648); fi(t, 'cvt.rzi.s32.f32', 'nan', 0)
fi(t, 'cvt.rzi.s32.f32', float('inf'), 0x7fffffff)
fi(t, 'cvt.rzi.sat.s32.f32', 3e9, 0x7fffffff)
fi(t, 'cvt.rzi.u32.f32', -1.0, 0); fi(t, 'cvt.rzi.u32.f32', 5e9, 0xffffffff); fi(t, 'cvt.rzi.u32.f32', 'nan', 0)
fi(t, 'cvt.rni.u32.f32', 4294967040.0, 4294967040)
fi(t, 'cvt.rzi.s32.f64', 'nan', 0, 'f64'); fi(t, 'cvt.rzi.s32.f64', -2147483648.9, -2147483648, 'f64'); fi(t, 'cvt.rni.s32.f64', -0.5, 0, 'f64')
fi(t, 'cvt.rzi.s64.f64', 1e19, 0x7fffffffffffffff, 'f64'); fi(t, 'cvt.rzi.s64.f64', -1e19, -(1 << 63), 'f64')
fi(t, 'cvt.rzi.u64.f64', -0.5, 0, 'f64'); fi(t, 'cvt.rni.s64.f64', -2.5, -2, 'f64'); fi(t, 'cvt.rmi.s64.f64', -2.5, -3, 'f64')
fi(t, 'cvt.rzi.u64.f64', 2e19, (1 << 64) - 1, 'f64'); fi(t, 'cvt.rzi.s64.f32', -1e10, -10000000000, 'f32')
def ff(t, op, x, exp, ty):
    if ty == 'f32':
        t.case(['mov.f32 %%f10, %s;' % flit(f2b(x)), '%s %%f12, %%f10;' % op, 'mov.b32 %r12, %f12;'], 32, '%r12', f2b(exp), '%s %s = %s' % (op, x, exp))
    else:
        t.case(['mov.f64 %%fd10, %s;' % dlit(d2b(x)), '%s %%fd12, %%fd10;' % op, 'mov.b64 %rd12, %fd12;'], 64, '%rd12', d2b(exp), '%s %s = %s' % (op, x, exp))
ff(t, 'cvt.rni.f32.f32', 2.5, 2.0, 'f32'); ff(t, 'cvt.rzi.f32.f32', -2.7, -2.0, 'f32'); ff(t, 'cvt.rpi.f32.f32', 2.1, 3.0, 'f32'); ff(t, 'cvt.rmi.f32.f32', -0.5, -1.0, 'f32')
ff(t, 'cvt.rmi.f64.f64', -2.5, -3.0, 'f64'); ff(t, 'cvt.rni.f64.f64', 3.5, 4.0, 'f64'); ff(t, 'cvt.rzi.f64.f64', 1e300, 1e300, 'f64')
t.write(D)

# ---------------- cvt int -> float, f64 <-> f32
t = T('cvt_fp', 'cvt int->float with .rn/.rz/.rm/.rp, f64->f32 rounding modes, f32->f64.',
      ['Expected bits from tests/fpref.c (the host FPU under fesetround).'])
for m in ('rn', 'rz', 'rm', 'rp'):
    for v in (16777217, 16777219, -16777217):
        t.case(['mov.u32 %%r10, %d;' % v, 'cvt.%s.f32.s32 %%f12, %%r10;' % m, 'mov.b32 %r12, %f12;'], 32, '%r12', FP['cvt.%s.f32.s32.%d' % (m, v)], 'cvt.%s.f32.s32 %d' % (m, v))
    t.case(['mov.u32 %r10, -1;', 'cvt.%s.f32.u32 %%f12, %%r10;' % m, 'mov.b32 %r12, %f12;'], 32, '%r12', FP['cvt.%s.f32.u32.max' % m], 'cvt.%s.f32.u32 0xffffffff' % m)
    t.case(['mov.u64 %%rd10, %d;' % ((1 << 40) + 1), 'cvt.%s.f32.s64 %%f12, %%rd10;' % m, 'mov.b32 %r12, %f12;'], 32, '%r12', FP['cvt.%s.f32.s64.2^40+1' % m], 'cvt.%s.f32.s64 2^40+1' % m)
    t.case(['mov.u64 %%rd10, %d;' % ((1 << 53) + 1), 'cvt.%s.f64.s64 %%fd12, %%rd10;' % m, 'mov.b64 %rd12, %fd12;'], 64, '%rd12', FP['cvt.%s.f64.s64.2^53+1' % m], 'cvt.%s.f64.s64 2^53+1' % m)
    for nm, bits in (('above', 0x3ff0000010001000), ('neg', 0xbff0000010001000), ('tie', 0x3ff0000010000000), ('huge', d2b(1e300)), ('tiny', d2b(1e-50))):
        t.case(['mov.f64 %%fd10, %s;' % dlit(bits), 'cvt.%s.f32.f64 %%f12, %%fd10;' % m, 'mov.b32 %r12, %f12;'], 32, '%r12', FP['cvt.%s.f32.f64.%s' % (m, nm)], 'cvt.%s.f32.f64 %s (0x%016x)' % (m, nm, bits))
t.case(['mov.u32 %r10, -5;', 'cvt.rn.f64.s32 %fd12, %r10;', 'mov.b64 %rd12, %fd12;'], 64, '%rd12', d2b(-5.0), 'cvt.rn.f64.s32 -5 = -5.0')
t.case(['mov.u64 %rd10, -1;', 'cvt.rn.f64.u64 %fd12, %rd10;', 'mov.b64 %rd12, %fd12;'], 64, '%rd12', d2b(2.0 ** 64), 'cvt.rn.f64.u64 2^64-1 = 2^64')
t.case(['mov.f32 %f10, 0f3DCCCCCD;', 'cvt.f64.f32 %fd12, %f10;', 'mov.b64 %rd12, %fd12;'], 64, '%rd12', FP['cvt.f64.f32.0.1'], 'cvt.f64.f32 0.1f (exact)')
t.case(['mov.f32 %f10, 0f00000001;', 'cvt.f64.f32 %fd12, %f10;', 'mov.b64 %rd12, %fd12;'], 64, '%rd12', d2b(2.0 ** -149), 'cvt.f64.f32 smallest subnormal = 2^-149 (no ftz)')
t.write(D)

# ---------------- FP arithmetic with rounding modes
t = T('fp_arith', 'add/sub/mul/div/sqrt .rn/.rz/.rm/.rp (f32, f64), fma.rn fused vs mul+add, rcp.rn; div.full, div/rcp/sqrt.approx (tolerance).',
      ['Expected bits from tests/fpref.c.  fma: a=1+2^-23, b=1-2^-23, c=-1: a*b = 1-2^-46 exactly,',
       'so fma.rn gives -2^-46 (0xa8800000) while mul.rn then add.rn gives 0.',
       'f64: a=1+2^-52, b=1-2^-52: fma.rn gives -2^-104 (0xb970000000000000), mul+add 0.'])
def fb(t, op, ty, a, b, exp, c):
    if ty == 'f32':
        t.case(['mov.f32 %%f10, %s;' % flit(a), 'mov.f32 %%f11, %s;' % flit(b), '%s %%f12, %%f10, %%f11;' % op, 'mov.b32 %r12, %f12;'], 32, '%r12', exp, c)
    else:
        t.case(['mov.f64 %%fd10, %s;' % dlit(a), 'mov.f64 %%fd11, %s;' % dlit(b), '%s %%fd12, %%fd10, %%fd11;' % op, 'mov.b64 %rd12, %fd12;'], 64, '%rd12', exp, c)
for m in ('rn', 'rz', 'rm', 'rp'):
    fb(t, 'add.%s.f32' % m, 'f32', 0x3f800000, 0x33a00000, FP['add.%s.f32.pos' % m], 'add.%s.f32 1 + 1.25ulp' % m)
    fb(t, 'add.%s.f32' % m, 'f32', 0xbf800000, 0xb3a00000, FP['add.%s.f32.neg' % m], 'add.%s.f32 -1 - 1.25ulp' % m)
    fb(t, 'sub.%s.f32' % m, 'f32', 0x3f800000, 0x3f800000, FP['sub.%s.f32.zero' % m], 'sub.%s.f32 1-1 (-0 under rm)' % m)
    fb(t, 'mul.%s.f32' % m, 'f32', 0x3faaaaab, 0x3faaaaab, FP['mul.%s.f32' % m], 'mul.%s.f32 1.3333334^2' % m)
    fb(t, 'div.%s.f32' % m, 'f32', 0x3f800000, 0x40400000, FP['div.%s.f32.1_3' % m], 'div.%s.f32 1/3' % m)
    fb(t, 'div.%s.f32' % m, 'f32', 0x40000000, 0x40400000, FP['div.%s.f32.2_3' % m], 'div.%s.f32 2/3' % m)
    fb(t, 'add.%s.f64' % m, 'f64', d2b(1.0), 0x3c94000000000000, FP['add.%s.f64' % m], 'add.%s.f64 1 + 1.25ulp' % m)
    fb(t, 'mul.%s.f64' % m, 'f64', 0x3fd5555555555555, 0x3fd5555555555555, FP['mul.%s.f64' % m], 'mul.%s.f64 (1/3)^2' % m)
    fb(t, 'div.%s.f64' % m, 'f64', d2b(1.0), d2b(3.0), FP['div.%s.f64.1_3' % m], 'div.%s.f64 1/3' % m)
    t.case(['mov.f32 %f10, 0f40000000;', 'sqrt.%s.f32 %%f12, %%f10;' % m, 'mov.b32 %r12, %f12;'], 32, '%r12', FP['sqrt.%s.f32.2' % m], 'sqrt.%s.f32 2' % m)
    t.case(['mov.f64 %fd10, 0d4000000000000000;', 'sqrt.%s.f64 %%fd12, %%fd10;' % m, 'mov.b64 %rd12, %fd12;'], 64, '%rd12', FP['sqrt.%s.f64.2' % m], 'sqrt.%s.f64 2' % m)
t.case(['mov.f32 %f10, 0f3F800001;', 'mov.f32 %f11, 0f3F7FFFFE;', 'mov.f32 %f13, 0fBF800000;', 'fma.rn.f32 %f12, %f10, %f11, %f13;', 'mov.b32 %r12, %f12;'], 32, '%r12', FP['fma.rn.f32'], 'fma.rn.f32 (1+2^-23)(1-2^-23)-1 = -2^-46')
t.case(['mov.f32 %f10, 0f3F800001;', 'mov.f32 %f11, 0f3F7FFFFE;', 'mov.f32 %f13, 0fBF800000;', 'mul.rn.f32 %f14, %f10, %f11;', 'add.rn.f32 %f12, %f14, %f13;', 'mov.b32 %r12, %f12;'], 32, '%r12', FP['mul+add.rn.f32'], 'mul.rn+add.rn same operands = 0 (not fused)')
t.case(['mov.f64 %fd10, 0d3FF0000000000001;', 'mov.f64 %fd11, 0d3FEFFFFFFFFFFFFE;', 'mov.f64 %fd13, 0dBFF0000000000000;', 'fma.rn.f64 %fd12, %fd10, %fd11, %fd13;', 'mov.b64 %rd12, %fd12;'], 64, '%rd12', FP['fma.rn.f64'], 'fma.rn.f64 (1+2^-52)(1-2^-52)-1 = -2^-104')
t.case(['mov.f64 %fd10, 0d3FF0000000000001;', 'mov.f64 %fd11, 0d3FEFFFFFFFFFFFFE;', 'mov.f64 %fd13, 0dBFF0000000000000;', 'mul.rn.f64 %fd14, %fd10, %fd11;', 'add.rn.f64 %fd12, %fd14, %fd13;', 'mov.b64 %rd12, %fd12;'], 64, '%rd12', FP['mul+add.rn.f64'], 'mul.rn+add.rn f64 = 0')
t.case(['mov.f32 %f10, 0f40400000;', 'rcp.rn.f32 %f12, %f10;', 'mov.b32 %r12, %f12;'], 32, '%r12', FP['rcp.rn.f32.3'], 'rcp.rn.f32 3')
t.case(['mov.f64 %fd10, 0d4008000000000000;', 'rcp.rn.f64 %fd12, %fd10;', 'mov.b64 %rd12, %fd12;'], 64, '%rd12', FP['rcp.rn.f64.3'], 'rcp.rn.f64 3')
t.case(['mov.f32 %f10, 0f00000000;', 'rcp.rn.f32 %f12, %f10;', 'mov.b32 %r12, %f12;'], 32, '%r12', 0x7f800000, 'rcp.rn.f32 +0 = +inf')
t.case(['mov.f32 %f10, 0fBF800000;', 'sqrt.rn.f32 %f12, %f10;', 'mov.b32 %r12, %f12;'], 32, '%r12', 'nan', 'sqrt.rn.f32 -1 = NaN (any NaN)', 'f32')
t.case(['mov.f32 %f10, 0f3F800000;', 'mov.f32 %f11, 0f40400000;', 'div.full.f32 %f12, %f10, %f11;', 'mov.b32 %r12, %f12;'], 32, '%r12', '0x3eaaaaab', 'div.full.f32 1/3 (<= 2 ulp: tolerance 2.5e-7 relative)', 'f32~2.5e-7')
t.case(['mov.f32 %f10, 0f3F800000;', 'mov.f32 %f11, 0f40400000;', 'div.approx.f32 %f12, %f10, %f11;', 'mov.b32 %r12, %f12;'], 32, '%r12', '0x3eaaaaab', 'div.approx.f32 1/3 (tolerance 2.5e-7 relative)', 'f32~2.5e-7')
t.case(['mov.f32 %f10, 0f40400000;', 'rcp.approx.f32 %f12, %f10;', 'mov.b32 %r12, %f12;'], 32, '%r12', '0x3eaaaaab', 'rcp.approx.f32 3 (tolerance 2.5e-7 relative)', 'f32~2.5e-7')
t.case(['mov.f32 %f10, 0f40000000;', 'sqrt.approx.f32 %f12, %f10;', 'mov.b32 %r12, %f12;'], 32, '%r12', '0x3fb504f3', 'sqrt.approx.f32 2 (tolerance 2.5e-7 relative)', 'f32~2.5e-7')
t.write(D)

# ---------------- FP misc
t = T('fp_misc', 'min/max with NaN, abs/neg, copysign, testp.',
      ['min/max return the non-NaN operand when exactly one is NaN, NaN when both are.',
       'copysign.f32 d, a, b gives |b| with the sign of a (PTX operand order).',
       'testp classes: 1.0 normal; 2^-149 subnormal; +0 neither normal nor subnormal; inf; NaN.'])
def f1(t, op, ty, a, exp, c, et=None):
    if ty == 'f32':
        t.case(['mov.f32 %%f10, %s;' % a, '%s %%f12, %%f10;' % op, 'mov.b32 %r12, %f12;'], 32, '%r12', exp, c, et)
    else:
        t.case(['mov.f64 %%fd10, %s;' % a, '%s %%fd12, %%fd10;' % op, 'mov.b64 %rd12, %fd12;'], 64, '%rd12', exp, c, et)
def f2(t, op, ty, a, b, exp, c, et=None):
    if ty == 'f32':
        t.case(['mov.f32 %%f10, %s;' % a, 'mov.f32 %%f11, %s;' % b, '%s %%f12, %%f10, %%f11;' % op, 'mov.b32 %r12, %f12;'], 32, '%r12', exp, c, et)
    else:
        t.case(['mov.f64 %%fd10, %s;' % a, 'mov.f64 %%fd11, %s;' % b, '%s %%fd12, %%fd10, %%fd11;' % op, 'mov.b64 %rd12, %fd12;'], 64, '%rd12', exp, c, et)
L = lambda x: flit(f2b(x)); LD = lambda x: dlit(d2b(x))
f2(t, 'min.f32', 'f32', L(1.0), NAN32, f2b(1.0), 'min.f32 1, NaN = 1')
f2(t, 'min.f32', 'f32', NAN32, L(-3.0), f2b(-3.0), 'min.f32 NaN, -3 = -3')
f2(t, 'max.f32', 'f32', NAN32, L(2.0), f2b(2.0), 'max.f32 NaN, 2 = 2')
f2(t, 'max.f32', 'f32', L(2.0), L(5.0), f2b(5.0), 'max.f32 2, 5 = 5')
f2(t, 'min.f32', 'f32', L(2.0), L(5.0), f2b(2.0), 'min.f32 2, 5 = 2')
f2(t, 'min.f32', 'f32', NAN32, NAN32, 'nan', 'min.f32 NaN, NaN = NaN', 'f32')
f2(t, 'min.f64', 'f64', LD(1.0), NAN64, d2b(1.0), 'min.f64 1, NaN = 1')
f2(t, 'max.f64', 'f64', NAN64, LD(-7.5), d2b(-7.5), 'max.f64 NaN, -7.5 = -7.5')
f2(t, 'max.f64', 'f64', LD(-1.0), LD(-7.5), d2b(-1.0), 'max.f64 -1, -7.5 = -1')
f1(t, 'abs.f32', 'f32', L(-3.0), f2b(3.0), 'abs.f32 -3 = 3')
f1(t, 'abs.f32', 'f32', '0f80000000', 0, 'abs.f32 -0 = +0')
f1(t, 'neg.f32', 'f32', L(0.0), 0x80000000, 'neg.f32 +0 = -0')
f1(t, 'neg.f32', 'f32', L(2.5), f2b(-2.5), 'neg.f32 2.5 = -2.5')
f1(t, 'abs.f64', 'f64', LD(-3.0), d2b(3.0), 'abs.f64 -3 = 3')
f1(t, 'neg.f64', 'f64', LD(0.0), 1 << 63, 'neg.f64 +0 = -0')
f2(t, 'copysign.f32', 'f32', L(-1.0), L(2.0), f2b(-2.0), 'copysign.f32 a=-1, b=2 -> -2 (sign of a, magnitude of b)')
f2(t, 'copysign.f32', 'f32', L(1.0), L(-2.0), f2b(2.0), 'copysign.f32 a=1, b=-2 -> 2')
f2(t, 'copysign.f64', 'f64', LD(-0.0), LD(5.0), d2b(-5.0), 'copysign.f64 a=-0, b=5 -> -5')
vals = [('1.0', '0f3F800000', dict(finite=1, infinite=0, number=1, notanumber=0, normal=1, subnormal=0)),
        ('2^-149', '0f00000001', dict(finite=1, infinite=0, number=1, notanumber=0, normal=0, subnormal=1)),
        ('+0', '0f00000000', dict(finite=1, infinite=0, number=1, notanumber=0, normal=0, subnormal=0)),
        ('-inf', '0fFF800000', dict(finite=0, infinite=1, number=1, notanumber=0, normal=0, subnormal=0)),
        ('NaN', NAN32, dict(finite=0, infinite=0, number=0, notanumber=1, normal=0, subnormal=0))]
for nm, lit, d in vals:
    for cls, e in d.items():
        t.case(['mov.f32 %%f10, %s;' % lit, 'testp.%s.f32 %%p1, %%f10;' % cls, 'selp.u32 %r12, 1, 0, %p1;'], 32, '%r12', e, 'testp.%s.f32 %s = %d' % (cls, nm, e))
for nm, lit, cls, e in [('2^-1074', '0d0000000000000001', 'subnormal', 1), ('inf', '0d7FF0000000000000', 'infinite', 1), ('inf', '0d7FF0000000000000', 'finite', 0), ('NaN', NAN64, 'notanumber', 1), ('1e300', LD(1e300), 'normal', 1)]:
    t.case(['mov.f64 %%fd10, %s;' % lit, 'testp.%s.f64 %%p1, %%fd10;' % cls, 'selp.u32 %r12, 1, 0, %p1;'], 32, '%r12', e, 'testp.%s.f64 %s = %d' % (cls, nm, e))
t.write(D)

# ---------------- video add/sub (GCC/newlib emit vadd/vsub .u32.u32.u32.add) and membar
t = T('int_video', 'vadd/vsub .u32.u32.u32.add (newlib uses them) and membar (no effect in one thread).',
      ['vadd.u32.u32.u32.add d, a, b, c = (a + b) + c; vsub... = (a - b) + c; 32-bit wrap-around',
       '(no .sat).'])
def v3(t, op, a, b, c, exp):
    t.case(['mov.u32 %%r10, %d;' % a, 'mov.u32 %%r11, %d;' % b, 'mov.u32 %%r13, %d;' % c,
            '%s %%r12, %%r10, %%r11, %%r13;' % op], 32, '%r12', exp, '%s %d, %d, %d = %d' % (op, a, b, c, exp))
v3(t, 'vadd.u32.u32.u32.add', 5, 7, 100, 112)
v3(t, 'vadd.u32.u32.u32.add', -1, 2, 3, 4)
v3(t, 'vsub.u32.u32.u32.add', 5, 7, 1, -1)
v3(t, 'vsub.u32.u32.u32.add', 100, 30, 5, 75)
v3(t, 'vsub.u32.u32.u32.add', 0, -1, 0, 1)
t.case(['mov.u32 %r12, 9;', 'membar.sys;', 'membar.gl;', 'membar.cta;'], 32, '%r12', 9, 'membar.sys/gl/cta then 9')
t.write(D)
