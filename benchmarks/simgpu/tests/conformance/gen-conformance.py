#!/usr/bin/python3
"""Generate simgpu's instruction conformance table and its tests.

    python3 gen-conformance.py probe   probe every candidate form (forms.py and
                                       the memory/atomic/warp forms below): keep
                                       those ptxas -arch=sm_80 accepts, split them
                                       into opcodes.txt (simgpu's decoder accepts
                                       them) and rejected.txt (refused at load)
    python3 gen-conformance.py ptx     write ../ptx/conf_*.ptx: one or more rows
                                       for every form in opcodes.txt
    python3 gen-conformance.py selfcheck
                                       compare ptxref's rounding with the host
                                       FPU (fpref.c under fesetround, and random
                                       round-to-nearest f64 operations)

The probe needs build/simgpu/simgpu-run and /usr/local/cuda/bin/ptxas; the
checked-in opcodes.txt and tests are what CI uses (check-coverage.py).
Expected values come from ptxref.py (the PTX ISA's semantics), never from
simgpu.
"""
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxref as R          # noqa: E402
import forms as FM          # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..', '..'))
PTXDIR = os.path.join(HERE, '..', 'ptx')
RUN = os.environ.get('SIMGPU_RUN', os.path.join(ROOT, 'build', 'simgpu', 'simgpu-run'))
PTXAS = os.environ.get('PTXAS', '/usr/local/cuda/bin/ptxas')

HEAD = ['.version 7.0', '.target sm_80', '.address_size 64', '']
REGS = ['\t.reg .b16 %rs<40>;', '\t.reg .b32 %r<40>;', '\t.reg .b64 %rd<40>;',
        '\t.reg .f32 %f<40>;', '\t.reg .f64 %fd<40>;', '\t.reg .pred %p<16>;']
DECLS = ['.func pf ()', '{', '\tret.uni;', '}', '.shared .align 16 .b8 sh[256];', '.const .align 16 .b8 cst[64] = {%s};'
         % ', '.join(str((i * 37 + 0x81) & 0xff) for i in range(64)), '']
CONST = bytes((i * 37 + 0x81) & 0xff for i in range(64))


# ----------------------------------------------------- memory, atomic, warp

TYPES_LD = ['u8', 's8', 'u16', 's16', 'u32', 's32', 'u64', 's64', 'b8', 'b16', 'b32', 'b64', 'f32', 'f64']


def ldreg(ty):
    if ty in ('f32', 'f64'):
        return ty
    return 'b%d' % max(16, R.width(ty) if ty[0] != 'b' else int(ty[1:]))


def mem_forms():
    out = []
    for sp in ['', 'global', 'shared', 'local', 'param', 'const']:
        for vec in ['', 'v2', 'v4']:
            for ty in TYPES_LD:
                w = int(ty[1:])
                if vec == 'v4' and w == 64:
                    continue
                mods = [x for x in (sp, vec) if x]
                out.append(('.'.join(['ld'] + mods + [ty]), 'mem'))
                if sp not in ('param', 'const'):
                    out.append(('.'.join(['st'] + mods + [ty]), 'mem'))
    for q in ['volatile', 'global.nc', 'global.ca', 'global.cg', 'global.cs', 'global.lu', 'global.cv',
              'volatile.global', 'volatile.shared']:
        out.append(('ld.%s.u32' % q, 'mem'))
    for q in ['volatile', 'global.wb', 'global.cg', 'global.cs', 'global.wt', 'volatile.global',
              'volatile.shared']:
        out.append(('st.%s.u32' % q, 'mem'))
    out.append(('ldu.global.u32', 'mem'))
    for sp in ['global', 'shared', 'local', 'const', 'param']:
        out.append(('cvta.%s.u64' % sp, 'cvta'))
        out.append(('cvta.to.%s.u64' % sp, 'cvta'))
    return out


ATOM_TYPES = {'add': ['u32', 's32', 'u64', 'f32', 'f64'], 'exch': ['b32', 'b64'], 'cas': ['b32', 'b64'],
              'min': ['u32', 's32', 'u64', 's64'], 'max': ['u32', 's32', 'u64', 's64'],
              'and': ['b32', 'b64'], 'or': ['b32', 'b64'], 'xor': ['b32', 'b64'],
              'inc': ['u32'], 'dec': ['u32']}


def atom_forms():
    out = []
    for name in ('atom', 'red'):
        for sp in ['', 'global', 'shared']:
            for op, tys in ATOM_TYPES.items():
                if name == 'red' and op in ('exch', 'cas'):
                    continue
                for ty in tys:
                    out.append(('.'.join([name] + ([sp] if sp else []) + [op, ty]), 'atom'))
    return out


def warp_forms():
    out = [('shfl.sync.%s.b32' % m, 'shfl') for m in ('up', 'down', 'bfly', 'idx')]
    out += [('vote.sync.%s.pred' % m, 'vote') for m in ('all', 'any', 'uni')]
    out += [('vote.sync.ballot.b32', 'vote'), ('activemask.b32', 'vote')]
    out += [('bar.sync', 'bar'), ('barrier.sync', 'bar'), ('bar.arrive', 'bar'),
            ('barrier.sync.aligned', 'bar'), ('bar.warp.sync', 'bar'), ('bar.red.popc.u32', 'bar'),
            ('membar.cta', 'misc'), ('membar.gl', 'misc'), ('membar.sys', 'misc'),
            ('fence.sc.gpu', 'misc'), ('fence.acq_rel.gpu', 'misc'), ('nanosleep.u32', 'misc'),
            ('vadd.u32.u32.u32.add', 'misc'), ('vsub.u32.u32.u32.add', 'misc'),
            ('vadd.u32.u32.u32', 'misc'), ('vadd.u32.u32.u32.sat.add', 'misc'),
            ('add.cc.u32', 'misc'), ('addc.u32', 'misc'), ('mad.lo.cc.u32', 'misc'), ('mul24.lo.u32', 'misc'),
            ('mad24.lo.u32', 'misc'), ('sad.u32', 'misc'), ('dp4a.u32.u32', 'misc'), ('rem.f32', 'misc'),
            ('bfind.u32', 'misc'), ('fns.b32', 'misc'), ('redux.sync.add.u32', 'misc'),
            ('match.any.sync.b32', 'misc'), ('prmt.b32.f4e', 'misc'), ('brx.idx', 'misc'),
            ('add.f16', 'misc'), ('sub.f16', 'misc'), ('mul.f16', 'misc'), ('fma.rn.f16', 'misc'),
            ('neg.f16', 'misc'), ('abs.f16', 'misc'), ('min.f16', 'misc'), ('max.f16', 'misc'),
            ('setp.lt.f16', 'misc'), ('mov.f16', 'misc'), ('ld.global.f16', 'misc'), ('st.global.f16', 'misc'), ('cvt.rn.f16.f32', 'misc'), ('abs.ftz.f64', 'misc'),
            ('mul.lo.u8', 'misc'), ('max.relu.s32', 'misc'), ('min.relu.s32', 'misc'),
            ('min.xorsign.abs.f32', 'misc'),
            ('bra', 'ctl'), ('bra.uni', 'ctl'), ('call', 'ctl'), ('call.uni', 'ctl'), ('ret', 'ctl'),
            ('ret.uni', 'ctl'), ('exit', 'ctl'), ('trap', 'ctl')]
    return out


def probe_lines(form, fam):
    """One instruction of FORM with operands, for the probe module."""
    p = form.split('.')
    ty = p[-1]
    if fam == 'mem':
        sp = [x for x in p if x in ('global', 'shared', 'local', 'param', 'const')]
        vec = 4 if 'v4' in p else 2 if 'v2' in p else 1
        addr = {'shared': 'sh', 'const': 'cst', 'param': 'pbuf', 'local': '%rd3'}.get(
            sp[0] if sp else '', '%rd1')
        k = ldreg(ty)
        regs = [FM.r(k, 20 + i) for i in range(vec)]
        data = regs[0] if vec == 1 else '{%s}' % ', '.join(regs)
        if p[0] in ('ld', 'ldu'):
            return ['%s %s, [%s];' % (form, data, addr)]
        return ['%s [%s], %s;' % (form, addr, data)]
    if fam == 'cvta':
        sym = {'global': '%rd1', 'shared': 'sh', 'local': '%rd3', 'const': 'cst', 'param': 'pbuf'}[p[-2]]
        if 'to' in p:
            return ['%s %%rd20, %%rd1;' % form]
        return ['mov.u64 %%rd21, %s;' % sym if sym[0] != '%' else 'mov.u64 %%rd21, %s;' % sym,
                '%s %%rd20, %%rd21;' % form]
    if fam == 'atom':
        k = FM.kind(ty) if ty[0] != 'b' else ('b%d' % int(ty[1:]))
        sp = [x for x in p if x in ('global', 'shared')]
        addr = 'sh' if sp == ['shared'] else '%rd1'
        a, b = FM.r(k, 21), FM.r(k, 22)
        if p[0] == 'red':
            return ['%s [%s], %s;' % (form, addr, a)]
        if 'cas' in p:
            return ['%s %s, [%s], %s, %s;' % (form, FM.r(k, 20), addr, a, b)]
        return ['%s %s, [%s], %s;' % (form, FM.r(k, 20), addr, a)]
    if fam == 'ctl':
        if p[0] == 'bra':
            lab = 'Lp_' + form.replace('.', '_')
            return ['%s %s;' % (form, lab), lab + ':']
        if p[0] == 'call':
            return ['%s pf, ();' % form]
        return ['%s;' % form]
    if fam == 'shfl':
        return ['%s %%r20|%%p1, %%r21, 1, 0x1f, 0xffffffff;' % form]
    if fam == 'vote':
        if p[0] == 'activemask':
            return ['activemask.b32 %r20;']
        if ty == 'pred':
            return ['%s %%p2, %%p1, 0xffffffff;' % form]
        return ['%s %%r20, %%p1, 0xffffffff;' % form]
    if fam == 'bar':
        if 'warp' in p:
            return ['bar.warp.sync 0xffffffff;']
        if 'red' in p:
            return ['bar.red.popc.u32 %r20, 0, %p1;']
        if 'arrive' in p:
            return ['%s 1, 32;' % form]
        return ['%s 0;' % form]
    # misc
    simple = {'membar': '%s;', 'fence': '%s;', 'nanosleep': '%s 10;',
              'vadd': '%s %%r20, %%r21, %%r22, %%r23;', 'vsub': '%s %%r20, %%r21, %%r22, %%r23;',
              'add': '%s %%r20, %%r21, %%r22;', 'addc': '%s %%r20, %%r21, %%r22;',
              'mad': '%s %%r20, %%r21, %%r22, %%r23;', 'mul24': '%s %%r20, %%r21, %%r22;',
              'mad24': '%s %%r20, %%r21, %%r22, %%r23;', 'sad': '%s %%r20, %%r21, %%r22, %%r23;',
              'dp4a': '%s %%r20, %%r21, %%r22, %%r23;', 'rem': '%s %%f20, %%f21, %%f22;',
              'bfind': '%s %%r20, %%r21;', 'fns': '%s %%r20, %%r21, %%r22, %%r23;',
              'redux': '%s %%r20, %%r21, 0xffffffff;', 'match': '%s %%r20, %%r21, 0xffffffff;',
              'prmt': '%s %%r20, %%r21, %%r22, %%r23;', 'abs': '%s %%fd20, %%fd21;',
              'mul': '%s %%rs20, %%rs21, %%rs22;', 'cvt': '%s %%rs20, %%f21;',
              'max': '%s %%r20, %%r21, %%r22;', 'min': '%s %%f20, %%f21, %%f22;'}
    if p[0] == 'min' and 'relu' in p:
        return ['%s %%r20, %%r21, %%r22;' % form]
    if ty == 'f16':
        n = {'neg': 1, 'abs': 1, 'mov': 1, 'fma': 3}.get(p[0], 2)
        if p[0] == 'setp':
            return ['%s %%p2, %%rs21, %%rs22;' % form]
        if p[0] == 'ld':
            return ['%s %%rs20, [%%rd1];' % form]
        if p[0] == 'st':
            return ['%s [%%rd1], %%rs20;' % form]
        return ['%s %%rs20, %s;' % (form, ', '.join('%%rs%d' % (21 + i) for i in range(n)))]
    if p[0] == 'vadd' and 'sat' in p:
        return ['%s %%r20, %%r21, %%r22, %%r23;' % form]
    if p[0] == 'vadd' and len(p) == 4:
        return ['%s %%r20, %%r21, %%r22;' % form]
    if p[0] == 'brx':
        return ['ts_brx: .branchtargets Lb0, Lb1;', 'brx.idx %r21, ts_brx;', 'Lb0:', 'Lb1:']
    return [simple[p[0]] % form]


def all_forms():
    out = [(f, 'scalar') for f, _ in FM.scalar_forms()]
    out += mem_forms() + atom_forms() + warp_forms()
    return out


def probe_module(lines):
    o = ['// probe'] + HEAD + DECLS
    o += ['.visible .entry k (.param .u64 out, .param .u64 out64, .param .align 16 .b8 pbuf[32])', '{'] + REGS
    o += ['\t.local .align 16 .b8 lbuf[64];',
          '\tld.param.u64 %rd1, [out];', '\tcvta.to.global.u64 %rd1, %rd1;',
          '\tmov.u64 %rd3, lbuf;']
    o += ['\t' + l for l in lines] + ['\tret;', '}', '']
    return '\n'.join(o)


def probe_table():
    """{form: the instruction lines that probe it}, for every candidate."""
    rows = dict(FM.scalar_forms())
    out = {}
    for form, fam in all_forms():
        if fam == 'scalar':
            lines = rows[form](form, form.split('.'))[0].lines
        else:
            lines = probe_lines(form, fam)
        if lines is not None:
            out[form] = lines
    return out


def probe():
    cands = list(probe_table().items())
    tmp = tempfile.mkdtemp(prefix='conf-probe-')
    # ptxas: one module with every candidate; map its error lines back.
    body, owner = [], {}
    start = probe_module(['@@BODY@@']).split('\n').index('\t@@BODY@@')
    for form, lines in cands:
        for l in lines:
            owner[start + len(body) + 1] = form     # ptxas counts from 1
            body.append(l)
    big = probe_module(body)
    path = os.path.join(tmp, 'all.ptx')
    open(path, 'w').write(big)
    res = subprocess.run([PTXAS, '-arch=sm_80', path, '-o', os.devnull],
                         capture_output=True, text=True)
    invalid = set()
    import re
    for l in res.stderr.splitlines():
        m = re.search(r'all\.ptx, line (\d+);', l)
        if m and 'error' in l:
            ln = int(m.group(1))
            if ln in owner:
                invalid.add(owner[ln])
            else:
                print('ptxas error outside a candidate: ' + l, file=sys.stderr)
    accepted, rejected = [], []
    for form, lines in cands:
        if form in invalid:
            continue
        path = os.path.join(tmp, 'one.ptx')
        open(path, 'w').write(probe_module(lines))
        rc = subprocess.run([RUN, path, '--load-only'], capture_output=True, text=True)
        if rc.returncode == 0:
            accepted.append(form)
        else:
            rejected.append((form, (rc.stderr.strip().splitlines() or ['?'])[-1]))
    with open(os.path.join(HERE, 'opcodes.txt'), 'w') as f:
        f.write('# simgpu instruction inventory: every candidate form (conformance/forms.py,\n'
                '# gen-conformance.py) that ptxas -arch=sm_80 accepts and simgpu\'s decoder\n'
                '# loads.  Written by "gen-conformance.py probe"; check-coverage.py fails if\n'
                '# the decoder\'s answers change or a form has no test row.\n')
        for form in accepted:
            f.write(form + '\n')
    with open(os.path.join(HERE, 'rejected.txt'), 'w') as f:
        f.write('# Valid PTX (ptxas -arch=sm_80 accepts it) that simgpu refuses at load.\n')
        for form, why in rejected:
            f.write('%s\t%s\n' % (form, why.replace(tmp + '/', '')))
    print('candidates %d, ptxas-invalid %d, accepted %d, rejected %d' % (
        len(cands), len(invalid), len(accepted), len(rejected)))
    with open(os.path.join(HERE, 'invalid.txt'), 'w') as f:
        f.write('# Candidate forms ptxas -arch=sm_80 refuses (with .version 7.0): not in the table.\n')
        for form in sorted(invalid):
            f.write(form + '\n')
    if invalid:
        print('ptxas-invalid (not PTX for sm_80, dropped): ' + ' '.join(sorted(invalid)))


# ---------------------------------------------------------------- writing

class TestFile:
    def __init__(self, name, title, desc):
        self.name, self.title, self.desc = name, title, desc
        self.c32, self.c64, self.body = [], [], []

    def add(self, case):
        k = case.kind
        w64 = k in ('b64', 'f64')
        lst = self.c64 if w64 else self.c32
        idx = len(lst)
        base, off = ('%rd2', idx * 8) if w64 else ('%rd1', idx * 4)
        self.body.append('\t// [%s %d] %s' % ('out64' if w64 else 'out', idx, case.comment))
        self.body += ['\t' + l for l in case.lines]
        src = FM.r(k, 12)
        if k == 'b16':
            self.body.append('\tcvt.u32.u16 %r30, %rs12;')
            src = '%r30'
        elif k == 'f32':
            self.body.append('\tmov.b32 %r30, %f12;')
            src = '%r30'
        elif k == 'f64':
            self.body.append('\tmov.b64 %rd30, %fd12;')
            src = '%rd30'
        elif k == 'pred':
            self.body.append('\tselp.u32 %r30, 1, 0, %p12;')
            src = '%r30'
        self.body.append('\tst.global.%s [%s+%d], %s;' % ('u64' if w64 else 'u32', base, off, src))
        e = case.exp
        if isinstance(e, tuple):
            et = ('f32' if k == 'f32' else 'f64') + '~%g' % e[2]
            ev = '0x%x' % e[1]
        elif e == R.NAN:
            et, ev = ('f32' if not w64 else 'f64'), 'nan'
        else:
            et, ev = ('u64' if w64 else 'u32'), '0x%x' % e
        lst.append((et, ev, case.comment))

    def write(self):
        n32, n64 = max(1, len(self.c32)), max(1, len(self.c64))
        o = ['// ' + self.title] + ['// ' + l for l in self.desc]
        o += ['// Generated by conformance/gen-conformance.py from conformance/ptxref.py (the PTX',
              '// ISA semantics); do not edit.  One thread; case i stores its 32-bit result at',
              '// out[i], its 64-bit result at out64[i].',
              '//', '// SIMGPU-TEST entry=k grid=1 block=1',
              '// SIMGPU-TEST buf out %d' % (4 * n32), '// SIMGPU-TEST buf out64 %d' % (8 * n64),
              '// SIMGPU-TEST param u64 @out', '// SIMGPU-TEST param u64 @out64']
        for i, (t, e, c) in enumerate(self.c32):
            o.append('// SIMGPU-TEST expect out[%d] %s %s   # %s' % (i, t, e, c))
        for i, (t, e, c) in enumerate(self.c64):
            o.append('// SIMGPU-TEST expect out64[%d] %s %s   # %s' % (i, t, e, c))
        o += [''] + HEAD + ['.visible .entry k (.param .u64 out, .param .u64 out64)', '{'] + REGS
        o += ['\tld.param.u64 %rd1, [out];', '\tcvta.to.global.u64 %rd1, %rd1;',
              '\tld.param.u64 %rd2, [out64];', '\tcvta.to.global.u64 %rd2, %rd2;']
        o += self.body + ['\tret;', '}', '']
        with open(os.path.join(PTXDIR, self.name + '.ptx'), 'w') as f:
            f.write('\n'.join(o))
        return len(self.c32) + len(self.c64)


GROUPS = [
    ('conf_int', 'Integer arithmetic: add sub mul mad (lo/hi/wide/sat) div rem abs neg min max.',
     ['div/rem by zero is unspecified in PTX: the rows marked so check simgpu\'s documented',
      'choice (div: all ones, rem: the dividend), not the ISA.'],
     lambda p: p[0] in ('add', 'sub', 'mul', 'mad', 'div', 'rem', 'abs', 'neg', 'min', 'max') and p[-1][0] in 'us'),
    ('conf_logic', 'Logic, shifts (counts >= width clamp), popc clz brev bfe bfi prmt.', [],
     lambda p: p[0] in ('and', 'or', 'xor', 'not', 'cnot', 'shl', 'shr', 'popc', 'clz', 'brev', 'bfe', 'bfi', 'prmt')),
    ('conf_fp32', 'f32 arithmetic under every rounding modifier, .ftz and .sat; approximate functions.',
     ['NaN results are checked as "any NaN".  .approx rows use the tolerance on their line.'],
     lambda p: p[-1] == 'f32' and p[0] not in ('setp', 'set', 'selp', 'slct', 'cvt', 'mov', 'testp')),
    ('conf_fp64', 'f64 arithmetic under every rounding modifier; min/max/abs/neg/copysign.', [],
     lambda p: p[-1] == 'f64' and p[0] not in ('setp', 'set', 'selp', 'slct', 'cvt', 'mov', 'testp')),
    ('conf_cmp', 'setp (with p|q and .and/.or/.xor), set, selp, slct, testp.',
     ['setp rows store p + 2*q; float comparisons with NaN: ordered false, unordered true.'],
     lambda p: p[0] in ('setp', 'set', 'selp', 'slct', 'testp')),
    ('conf_cvt_int', 'cvt between integer types (with and without .sat).', [],
     lambda p: p[0] == 'cvt' and p[-1][0] != 'f' and p[-2][0] != 'f'),
    ('conf_cvt_f2i', 'cvt float -> integer: .rni .rzi .rmi .rpi, .ftz, saturation, NaN -> 0.', [],
     lambda p: p[0] == 'cvt' and p[-1][0] == 'f' and p[-2][0] != 'f'),
    ('conf_cvt_i2f', 'cvt integer -> float under .rn .rz .rm .rp, .sat.', [],
     lambda p: p[0] == 'cvt' and p[-1][0] != 'f' and p[-2][0] == 'f'),
    ('conf_cvt_f2f', 'cvt float -> float: f64->f32 rounding, .rni etc. to integral, .ftz, .sat.', [],
     lambda p: p[0] == 'cvt' and p[-1][0] == 'f' and p[-2][0] == 'f'),
    ('conf_mov', 'mov of every type, register and immediate.', [], lambda p: p[0] == 'mov'),
]


def write_ptx():
    accepted = [l.strip() for l in open(os.path.join(HERE, 'opcodes.txt'))
                if l.strip() and not l.startswith('#')]
    rows = dict(FM.scalar_forms())
    files = [TestFile(n, t, d) for n, t, d, _ in GROUPS]
    total = nforms = 0
    for form in accepted:
        if form not in rows:
            continue
        p = form.split('.')
        for tf, (_, _, _, sel) in zip(files, GROUPS):
            if sel(p):
                for c in rows[form](form, p):
                    tf.add(c)
                nforms += 1
                break
        else:
            raise SystemExit('no group for ' + form)
    for tf in files:
        total += tf.write()
    print('%d scalar forms, %d rows in %d files' % (nforms, total, len(files)))
    print('conf_mem: %d rows' % mem_file(accepted).write())
    print('conf_atom: %d rows' % atom_file(accepted).write())
    print('conf_warp: %d rows' % warp_file(accepted))
    print('conf_misc: %d rows' % misc_file(accepted).write())



# --------------------------------------------------------- memory rows

INB = bytes((0x5a + 29 * i) & 0xff for i in range(64))         # the "inb" buffer
PBUF = [0x8899aabbccddeeff, 0x0123456789abcdef, 0xfedcba9876543210, 0x7f80ff0011223344]
PBYTES = b''.join(v.to_bytes(8, 'little') for v in PBUF)


def elem_bits(ty, i):
    """The value the st row writes into element I (bits of TY's width)."""
    w = int(ty[1:])
    v = (0x8c3f5a17e2d4b69f * (i + 3)) & ((1 << w) - 1)
    if ty == 'f32':
        v = 0xc0490fdb + i
    if ty == 'f64':
        v = 0x400921fb54442d18 + i
    return v


def loaded(ty, bits):
    """What ld.TY leaves in its register: sign-extended for .sN, else zero-extended
    (to the 16-bit register of 8-bit types)."""
    w = int(ty[1:])
    k = ldreg(ty)
    if ty[0] == 's' and k == 'b16' and w == 8 and bits >> 7 & 1:
        return bits | 0xff00
    return bits


class MemFile(TestFile):
    def __init__(self):
        TestFile.__init__(self, 'conf_mem', 'ld/st in every state space, type and vector width; cvta.',
                          ['Each st row stores known elements and loads them back with the ld of the',
                           'same space/type/width; ld.param and ld.const read known bytes.  ld.sN',
                           'sign-extends into the wider register, ld.uN/.bN zero-extend.'])

    def result(self, k, reg, exp, comment, lines):
        from forms import Case
        # Re-use TestFile.add: the case's lines end with the value in r(k, 12).
        mv = {'b16': 'mov.b16 %rs12, ', 'b32': 'mov.b32 %r12, ', 'b64': 'mov.b64 %rd12, ',
              'f32': 'mov.f32 %f12, ', 'f64': 'mov.f64 %fd12, '}[k]
        self.add(Case(lines + [mv + reg + ';'], k, exp, comment))

    def write(self):
        # One more parameter set than the scalar files: inb and the param blob.
        n32, n64 = max(1, len(self.c32)), max(1, len(self.c64))
        o = ['// ' + self.title] + ['// ' + l for l in self.desc]
        o += ['// Generated by conformance/gen-conformance.py; do not edit.',
              '//', '// SIMGPU-TEST entry=k grid=1 block=1',
              '// SIMGPU-TEST buf out %d' % (4 * n32), '// SIMGPU-TEST buf out64 %d' % (8 * n64),
              '// SIMGPU-TEST buf inb 64 hex:' + INB.hex(), '// SIMGPU-TEST buf scr 64',
              '// SIMGPU-TEST param u64 @out', '// SIMGPU-TEST param u64 @out64',
              '// SIMGPU-TEST param u64 @inb', '// SIMGPU-TEST param u64 @scr']
        o += ['// SIMGPU-TEST param u64 0x%x' % v for v in PBUF]
        for i, (t, e, c) in enumerate(self.c32):
            o.append('// SIMGPU-TEST expect out[%d] %s %s   # %s' % (i, t, e, c))
        for i, (t, e, c) in enumerate(self.c64):
            o.append('// SIMGPU-TEST expect out64[%d] %s %s   # %s' % (i, t, e, c))
        o += [''] + HEAD + DECLS
        o += ['.visible .entry k (.param .u64 out, .param .u64 out64, .param .u64 inb, .param .u64 scr,',
              '\t.param .align 16 .b8 pbuf[32])', '{'] + REGS
        o += ['\t.local .align 16 .b8 lbuf[64];',
              '\tld.param.u64 %rd1, [out];', '\tcvta.to.global.u64 %rd1, %rd1;',
              '\tld.param.u64 %rd2, [out64];', '\tcvta.to.global.u64 %rd2, %rd2;',
              '\tld.param.u64 %rd5, [inb];', '\tcvta.to.global.u64 %rd6, %rd5;',
              '\tld.param.u64 %rd7, [scr];', '\tcvta.to.global.u64 %rd8, %rd7;']
        o += self.body + ['\tret;', '}', '']
        with open(os.path.join(PTXDIR, self.name + '.ptx'), 'w') as f:
            f.write('\n'.join(o))
        return len(self.c32) + len(self.c64)


def mem_file(acc):
    mf = MemFile()
    ADDR = {'': '%rd7', 'global': '%rd8', 'shared': 'sh', 'local': 'lbuf', 'param': 'pbuf', 'const': 'cst'}
    done = set()
    for form in acc:
        p = form.split('.')
        if p[0] not in ('ld', 'st', 'ldu') or form in done:
            continue
        ty = p[-1]
        if ty not in TYPES_LD:
            continue
        quals = [x for x in p[1:-1] if x not in ('global', 'shared', 'local', 'param', 'const', 'v2', 'v4')]
        sp = ([x for x in p if x in ADDR and x] or [''])[0]
        vec = 4 if 'v4' in p else 2 if 'v2' in p else 1
        k = ldreg(ty)
        w = int(ty[1:])
        regs_st = [FM.r(k, 20 + i) for i in range(vec)]
        regs_ld = [FM.r(k, 24 + i) for i in range(vec)]
        dat = lambda rs: rs[0] if vec == 1 else '{%s}' % ', '.join(rs)
        mods = [x for x in (sp, 'v%d' % vec if vec > 1 else '') if x]
        if p[0] != 'st' and (sp in ('param', 'const') or p[0] == 'ldu'
                             or quals in (['nc'], ['ca'], ['cg'], ['cs'], ['lu'], ['cv'])):
            # Read known bytes: the param blob, the .const array, or inb.
            src = PBYTES if sp == 'param' else CONST if sp == 'const' else INB
            addr = ADDR[sp] if sp in ('param', 'const') else '%rd6'
            lines = ['%s %s, [%s+16];' % (form, dat(regs_ld), addr)]
            for i in range(vec):
                off = 16 + i * (w // 8)
                bits = int.from_bytes(src[off:off + w // 8], 'little')
                mf.result(k, regs_ld[i], loaded(ty, bits), '%s [+%d] element %d' % (form, 16, i),
                          lines if i == 0 else [])
            done.add(form)
            continue
        stf = '.'.join(['st'] + [q for q in quals if q in ('volatile', 'wb', 'cg', 'cs', 'wt')] + mods + [ty]) \
            if p[0] == 'st' else '.'.join(['st'] + mods + [ty])
        ldf = '.'.join(['ld'] + [q for q in quals if q == 'volatile'] + mods + [ty]) if p[0] == 'st' else form
        if stf not in acc or ldf not in acc:
            stf = '.'.join(['st'] + mods + [ty])
            ldf = '.'.join(['ld'] + mods + [ty])
            if p[0] == 'st':
                stf = form
            else:
                ldf = form
        lines = []
        for i in range(vec):
            lines.append(FM.setv(k, 20 + i, elem_bits(ty, i)))
        addr = ADDR[sp]
        lines.append('%s [%s+16], %s;' % (stf, addr, dat(regs_st)))
        lines.append('%s %s, [%s+16];' % (ldf, dat(regs_ld), addr))
        for i in range(vec):
            bits = elem_bits(ty, i) & ((1 << w) - 1)
            mf.result(k, regs_ld[i], loaded(ty, bits), '%s then %s, element %d' % (stf, ldf, i),
                      lines if i == 0 else [])
        done.add(stf)
        done.add(ldf)
    # cvta: to and from each space, generic round trip.
    for sp, sym in (('global', None), ('shared', 'sh'), ('local', 'lbuf'), ('const', 'cst')):
        f1, f2 = 'cvta.%s.u64' % sp, 'cvta.to.%s.u64' % sp
        if f1 not in acc:
            continue
        if sp == 'global':
            lines = ['%s %%rd20, %%rd8;' % f1, 'st.u32 [%rd20+8], %r0;' if False else 'mov.u32 %r21, 0x13572468;',
                     'st.u32 [%rd20+8], %r21;', '%s %%rd21, %%rd20;' % f2, 'ld.global.u32 %r12, [%rd21+8];']
        else:
            lines = ['mov.u64 %%rd19, %s;' % sym, '%s %%rd20, %%rd19;' % f1, 'ld.u32 %r21, [%rd20];',
                     ]
            if sp != 'const':
                lines = ['mov.u64 %%rd19, %s;' % sym, '%s %%rd20, %%rd19;' % f1, 'mov.u32 %r21, 0x2468ace0;',
                         'st.u32 [%rd20+4], %r21;', '%s %%rd21, %%rd20;' % f2,
                         'ld.%s.u32 %%r12, [%%rd21+4];' % sp]
            else:
                lines += ['%s %%rd21, %%rd20;' % f2, 'ld.const.u32 %r12, [%rd21+4];']
        from forms import Case
        exp = 0x13572468 if sp == 'global' else 0x2468ace0 if sp != 'const' else int.from_bytes(CONST[4:8], 'little')
        mf.add(Case(lines, 'b32', exp, '%s then %s round trip' % (f1, f2)))
    return mf


# --------------------------------------------------------- atomic rows

NTH = 64


def atom_operand(op, ty, t):
    w = int(ty[1:])
    if op in ('add',) and ty[0] != 'f':
        return 3 if w == 32 else 0x100000003
    if op == 'add':
        return FM.F(1.5, ty)
    if op in ('min', 'max'):
        v = (t * 2654435761) % 1000003 - 500000
        v *= 1 if w == 32 else 4398046511
        return R.wrap(v, ty if ty[0] != 'b' else 'u%d' % w)
    if op in ('and', 'or', 'xor'):
        return R.wrap(~(1 << (t % w)) if op == 'and' else (0x9e3779b97f4a7c15 * (t + 1)) >> (64 - w) if w == 64 else
                      ((0x9e3779b9 * (t + 1)) & 0xffffffff), 'u%d' % w)
    if op in ('inc', 'dec'):
        return 9
    raise KeyError(op)


def atom_init(op, ty):
    w = int(ty[1:])
    if op in ('and',):
        return R.M[w]
    if op in ('min', 'max'):
        return R.wrap(7, 'u%d' % w)
    if op == 'add' and ty[0] == 'f':
        return FM.F(0.25, ty)
    if op == 'dec':
        return 4
    return 5 if op != 'xor' else 0x1234


class AtomFile(TestFile):
    def write(self):
        o = ['// ' + self.title] + ['// ' + l for l in self.desc]
        o += ['// Generated by conformance/gen-conformance.py; do not edit.', '//',
              '// SIMGPU-TEST entry=k grid=1 block=%d' % NTH,
              '// SIMGPU-TEST buf out %d' % (8 * max(1, len(self.c64))),
              '// SIMGPU-TEST buf ag %d' % (8 * max(1, self.nslots)),
              '// SIMGPU-TEST param u64 @out', '// SIMGPU-TEST param u64 @ag']
        for i, (t, e, c) in enumerate(self.c64):
            # Slot i is 8 bytes: a 32-bit value is u32 element 2i.
            o.append('// SIMGPU-TEST expect out[%d] %s %s   # %s' % (2 * i if t == 'u32' else i, t, e, c))
        o += [''] + HEAD + ['.shared .align 8 .b8 as[%d];' % (8 * max(1, self.nslots)), '']
        o += ['.visible .entry k (.param .u64 out, .param .u64 ag)', '{'] + REGS
        o += ['\tld.param.u64 %rd1, [out];', '\tcvta.to.global.u64 %rd1, %rd1;',
              '\tld.param.u64 %rd3, [ag];', '\tcvta.to.global.u64 %rd2, %rd3;',
              '\tmov.u32 %r1, %tid.x;', '\tsetp.eq.u32 %p9, %r1, 0;']
        o += self.body + ['\tret;', '}', '']
        with open(os.path.join(PTXDIR, self.name + '.ptx'), 'w') as f:
            f.write('\n'.join(o))
        return len(self.c64)


def atom_file(acc):
    af = AtomFile('conf_atom', 'atom/red: every operation, type and space, %d threads (2 warps) on one word.' % NTH,
                  ['Thread t applies its operand to the slot of the form; the final value does not',
                   'depend on the order (add with one operand, min/max, and/or/xor, inc/dec with one',
                   'limit).  For atom.add and atom.inc/dec the returned values are summed with',
                   'atom.global.add.u64 into a second slot: that sum is order-independent too.',
                   'exch and cas run in thread 0 only (old value and result).  The generic forms use',
                   'the global slot through its generic address.'], )
    af.nslots = 0
    exp = []
    body = af.body

    def slot():
        af.nslots += 1
        return af.nslots - 1

    rows = []
    for form in acc:
        p = form.split('.')
        if p[0] not in ('atom', 'red'):
            continue
        op, ty = p[-2], p[-1]
        sp = 'shared' if 'shared' in p else 'global' if 'global' in p else ''
        w = int(ty[1:])
        k = FM.kind(ty) if ty[0] != 'b' else 'b%d' % w
        s1 = slot()
        sumslot = slot() if (p[0] == 'atom' and op in ('inc', 'dec', 'add') and ty[0] != 'f') else None
        addr = ('as+%d' % (8 * s1)) if sp == 'shared' else ('%%rd2+%d' % (8 * s1)) if sp == 'global' else ('%%rd3+%d' % (8 * s1))
        init = atom_init(op, ty)
        stsp = 'shared' if sp == 'shared' else 'global'
        staddr = ('as+%d' % (8 * s1)) if sp == 'shared' else ('%%rd2+%d' % (8 * s1))
        body.append('\t// %s' % form)
        body.append('\tmov.b%d %s, 0x%x;' % (w, FM.r('b%d' % w, 28), init))
        body.append('\t@%%p9 st.%s.b%d [%s], %s;' % (stsp, w, staddr, FM.r('b%d' % w, 28)))
        body.append('\tbar.sync 0;')
        if op in ('exch', 'cas'):
            a1 = R.wrap(0xa5a5a5a5c3c3c3c3, 'u%d' % w)
            a2 = R.wrap(0x0f1e2d3c4b5a6978, 'u%d' % w)
            body.append('\t' + FM.setv(k, 21, init if op == 'cas' else a1))
            body.append('\t' + FM.setv(k, 22, a2))
            srcs = ('%s, %s' % (FM.r(k, 21), FM.r(k, 22))) if op == 'cas' else FM.r(k, 21)
            body.append('\t@%%p9 %s %s, [%s], %s;' % (form, FM.r(k, 20), addr, srcs))
            final = a2 if op == 'cas' else a1
            # A second cas that fails: compare value is no longer the memory's.
            if op == 'cas':
                body.append('\t@%%p9 %s %s, [%s], %s, %s;' % (form, FM.r(k, 23), addr, FM.r(k, 21), FM.r(k, 21)))
            body.append('\tbar.sync 0;')
            ret_rows = [(FM.r(k, 20), init, 'returns the old value')]
            if op == 'cas':
                ret_rows.append((FM.r(k, 23), a2, 'second cas (compare fails) returns the current value, stores nothing'))
            for reg, val, what in ret_rows:
                rs = slot()
                body.append('\t@%%p9 st.global.b%d [%%rd2+%d], %s;' % (w, 8 * rs, reg))
                rows.append((rs, w, val, '%s (thread 0) %s' % (form, what)))
            if sp == 'shared':
                rs = slot()
                body.append('\t@%%p9 ld.shared.b%d %s, [as+%d];' % (w, FM.r('b%d' % w, 27), 8 * s1))
                body.append('\t@%%p9 st.global.b%d [%%rd2+%d], %s;' % (w, 8 * rs, FM.r('b%d' % w, 27)))
                rows.append((rs, w, final, '%s (thread 0): memory afterwards' % form))
            else:
                rows.append((s1, w, final, '%s (thread 0): memory afterwards' % form))
            continue
        # Contended: every thread.
        vals = [atom_operand(op, ty, t) for t in range(NTH)]
        same = len(set(vals)) == 1
        if same:
            body.append('\t' + FM.setv(k, 21, vals[0]))
        else:
            # Operand computed from the thread id: table in registers would be long;
            # use a per-thread formula matching atom_operand.
            if op in ('min', 'max'):
                body += ['\tcvt.u64.u32 %rd30, %r1;', '\tmul.lo.u64 %rd30, %rd30, 2654435761;',
                         '\trem.u64 %rd30, %rd30, 1000003;', '\tsub.s64 %rd30, %rd30, 500000;']
                if w == 64:
                    body.append('\tmul.lo.s64 %rd21, %rd30, 4398046511;')
                else:
                    body.append('\tcvt.u32.u64 %r21, %rd30;')
            elif op == 'and':
                body += ['\trem.u32 %%r30, %%r1, %d;' % w,
                         ('\tmov.b64 %rd32, 1;\n\tshl.b64 %rd31, %rd32, %r30;' if w == 64
                          else '\tmov.b32 %r32, 1;\n\tshl.b32 %r31, %r32, %r30;'),
                         ('\tnot.b64 %rd21, %rd31;' if w == 64 else '\tnot.b32 %r21, %r31;')]
            else:
                body += ['\tadd.u32 %r30, %r1, 1;']
                if w == 64:
                    body += ['\tcvt.u64.u32 %rd30, %r30;', '\tmul.lo.u64 %rd31, %rd30, 0x9e3779b97f4a7c15;',
                             '\tshr.u64 %rd21, %rd31, 0;']
                    vals = [R.wrap(0x9e3779b97f4a7c15 * (t + 1), 'u64') for t in range(NTH)]
                else:
                    body += ['\tmul.lo.u32 %r21, %r30, 0x9e3779b9;']
        a = FM.r(k, 21)
        if p[0] == 'red':
            body.append('\t%s [%s], %s;' % (form, addr, a))
        else:
            body.append('\t%s %s, [%s], %s;' % (form, FM.r(k, 20), addr, a))
        # Final memory value and (for add/inc/dec) the sum of returned values.
        cur = init
        olds = []
        for t in range(NTH):
            olds.append(cur)
            cur = R.atom(op, cur, vals[t], ty)
        if sumslot is not None:
            if w == 32:
                body.append('\tcvt.u64.u32 %rd25, %r20;')
            else:
                body.append('\tmov.b64 %%rd25, %s;' % FM.r(k, 20))
            body.append('\tatom.global.add.u64 %%rd26, [%%rd2+%d], %%rd25;' % (8 * sumslot))
            if ty[0] == 'f':
                # Sum of the old values' bit patterns is not meaningful; check their float sum instead.
                pass
            tot = sum(o & R.M[w] for o in olds) & R.M[64]
            rows.append((sumslot, 64, tot, '%s: sum (as u64) of the %d returned old values' % (form, NTH)))
        body.append('\tbar.sync 0;')
        if sp == 'shared':
            rs = slot()
            body.append('\t@%%p9 ld.shared.b%d %s, [as+%d];' % (w, FM.r('b%d' % w, 27), 8 * s1))
            body.append('\t@%%p9 st.global.b%d [%%rd2+%d], %s;' % (w, 8 * rs, FM.r('b%d' % w, 27)))
            rows.append((rs, w, cur, '%s by %d threads: final value' % (form, NTH)))
        else:
            rows.append((s1, w, cur, '%s by %d threads: final value' % (form, NTH)))
    body.append('\tbar.sync 0;')
    # Copy the global slots to out (thread 0) so that the expectations read one buffer.
    for i in range(af.nslots):
        body.append('\t@%%p9 ld.global.b64 %%rd27, [%%rd2+%d];' % (8 * i))
        body.append('\t@%%p9 st.global.b64 [%%rd1+%d], %%rd27;' % (8 * i))
    af.c64 = [('u64', '0', 'unused')] * af.nslots
    for s, w, v, c in rows:
        if w == 32:
            af.c64[s] = ('u32', '0x%x' % (v & R.M[32]), c)
        else:
            af.c64[s] = ('u64', '0x%x' % (v & R.M[64]), c)
    return af


# ----------------------------------------------------------- warp rows

def warp_file(acc):
    """shfl.sync in every mode with clamp/segment values and partial membermasks
    (divergent halves), vote.sync and activemask with divergent lanes."""
    body, exps = [], []
    src = [0x100 + 7 * l for l in range(32)]

    def row(vals, comment):
        exps.append((list(vals), comment))
        return 128 * (len(exps) - 1)

    lab = [0]

    def label():
        lab[0] += 1
        return 'L%d' % lab[0]

    def shfl_rows(mode, b, c, mask, lanes, breg=None):
        """Lines for shfl in LANES (the others skip it); two rows: value, predicate."""
        vals, preds = [], []
        for l in range(32):
            bb = (31 - l) if breg == 'rev' else b
            v, pv = R.shfl(mode, src, l, bb, c)
            vals.append(v if l in lanes else 0)
            preds.append(int(pv) if l in lanes else 0)
        desc = 'shfl.sync.%s b=%s c=0x%x mask=0x%08x' % (mode, 'laneid^31' if breg else b, c, mask)
        o1 = row(vals, desc + ': value')
        o2 = row(preds, desc + ': predicate')
        bop = '%r22' if breg else str(b)
        return ['shfl.sync.%s.b32 %%r20|%%p1, %%r21, %s, 0x%x, 0x%x;' % (mode, bop, c, mask),
                'st.global.u32 [%%rd10+%d], %%r20;' % o1,
                'selp.u32 %r23, 1, 0, %p1;', 'st.global.u32 [%%rd10+%d], %%r23;' % o2]

    def split(pred_lines, a_lines, b_lines):
        el, jn = label(), label()
        return pred_lines + ['@!%%p3 bra %s;' % el] + a_lines + ['bra.uni %s;' % jn, '%s:' % el] + b_lines + ['%s:' % jn]

    ALL = set(range(32))
    LO, HI = set(range(16)), set(range(16, 32))
    full = []
    for mode, cases in (('up', [(1, 0), (5, 0), (3, 0x1800), (33, 0)]),
                        ('down', [(1, 0x1f), (4, 0x1f), (2, 0x1807), (31, 0x1f), (34, 0x1f)]),
                        ('bfly', [(1, 0x1f), (16, 0x1f), (5, 0x1807), (3, 0)]),
                        ('idx', [(5, 0x1f), (40, 0x1f), (3, 0x1807), (20, 0x0f)])):
        if 'shfl.sync.%s.b32' % mode not in acc:
            continue
        for b, c in cases:
            full += shfl_rows(mode, b, c, 0xffffffff, ALL)
    full += shfl_rows('idx', 0, 0x1f, 0xffffffff, ALL, breg='rev')
    # Partial membermasks: the two halves diverge, each shuffles inside itself.
    full += split(['setp.lt.u32 %p3, %r1, 16;'],
                  shfl_rows('idx', 5, 0x0f, 0x0000ffff, LO) + shfl_rows('down', 3, 0x0f, 0x0000ffff, LO),
                  shfl_rows('up', 2, 0x10, 0xffff0000, HI) + shfl_rows('bfly', 6, 0x1f, 0xffff0000, HI))
    body += full
    # vote.sync: full warp, then divergent groups (lanes < 20 and >= 20).
    preds = {'lane%3==0': [l % 3 == 0 for l in range(32)], 'true': [True] * 32, 'false': [False] * 32}
    plines = {'lane%3==0': ['rem.u32 %r24, %r1, 3;', 'setp.eq.u32 %p4, %r24, 0;'],
              'true': ['setp.eq.u32 %p4, %r1, %r1;'], 'false': ['setp.ne.u32 %p4, %r1, %r1;']}

    def vote_rows(mode, pname, mask, lanes):
        pv = preds[pname]
        act = [l for l in lanes]
        ballot = sum(1 << l for l in act if pv[l])
        v = {'all': all(pv[l] for l in act), 'any': any(pv[l] for l in act),
             'uni': len(set(pv[l] for l in act)) == 1, 'ballot': ballot}[mode]
        vals = [(int(v) if mode != 'ballot' else v) if l in lanes else 0 for l in range(32)]
        o = row(vals, 'vote.sync.%s p=(%s) mask=0x%08x' % (mode, pname, mask))
        if mode == 'ballot':
            return plines[pname] + ['vote.sync.ballot.b32 %%r25, %%p4, 0x%x;' % mask,
                                    'st.global.u32 [%%rd10+%d], %%r25;' % o]
        return plines[pname] + ['vote.sync.%s.pred %%p5, %%p4, 0x%x;' % (mode, mask),
                                'selp.u32 %r25, 1, 0, %p5;', 'st.global.u32 [%%rd10+%d], %%r25;' % o]

    vl = []
    for pname in ('lane%3==0', 'true', 'false'):
        for mode in ('all', 'any', 'uni', 'ballot'):
            vl += vote_rows(mode, pname, 0xffffffff, ALL)
    V_LO, V_HI = set(range(20)), set(range(20, 32))

    def grp(lanes, mask):
        out = []
        for pname in ('lane%3==0', 'true'):
            for mode in ('all', 'any', 'uni', 'ballot'):
                out += vote_rows(mode, pname, mask, lanes)
        o = row([mask if l in lanes else 0 for l in range(32)], 'activemask in the group 0x%08x' % mask)
        out += ['activemask.b32 %r26;', 'st.global.u32 [%%rd10+%d], %%r26;' % o]
        return out
    vl += split(['setp.lt.u32 %p3, %r1, 20;'], grp(V_LO, 0x000fffff), grp(V_HI, 0xfff00000))
    body += vl
    n = len(exps)
    o = ['// shfl.sync (up/down/bfly/idx, clamp and segment values, b >= 32, per-lane b, partial',
         '// membermasks in divergent halves) and vote.sync/activemask (full warp and divergent',
         '// groups of 20 and 12 lanes).  Generated by conformance/gen-conformance.py from',
         '// ptxref.shfl (the ISA pseudo-code); do not edit.  Row r holds one u32 per lane at',
         '// out[32r + lane]; lanes outside a row\'s group leave 0.',
         '//', '// SIMGPU-TEST entry=k grid=1 block=32', '// SIMGPU-TEST buf out %d' % (128 * n),
         '// SIMGPU-TEST param u64 @out']
    for i, (vals, c) in enumerate(exps):
        o.append('// SIMGPU-TEST expect out[%d] u32 %s   # %s' % (32 * i, ' '.join('0x%x' % v for v in vals), c))
    o += [''] + HEAD + ['.visible .entry k (.param .u64 out)', '{'] + REGS
    o += ['\tld.param.u64 %rd1, [out];', '\tcvta.to.global.u64 %rd1, %rd1;', '\tmov.u32 %r1, %laneid;',
          '\tmul.wide.u32 %rd11, %r1, 4;', '\tadd.s64 %rd10, %rd1, %rd11;',
          '\tmul.lo.u32 %r21, %r1, 7;', '\tadd.u32 %r21, %r21, 0x100;', '\txor.b32 %r22, %r1, 31;']
    o += [('\t' + l) if not l.endswith(':') else l for l in body] + ['\tret;', '}', '']
    with open(os.path.join(PTXDIR, 'conf_warp.ptx'), 'w') as f:
        f.write('\n'.join(o))
    return n


# ------------------------------------------------------------ misc rows

class MiscFile(TestFile):
    def write(self):
        n = TestFile.write(self)
        path = os.path.join(PTXDIR, self.name + '.ptx')
        text = open(path).read()
        func = ['.func (.param .u32 rv) addone (.param .u32 x)', '{', '\t.reg .u32 %t;',
                '\tld.param.u32 %t, [x];', '\tadd.u32 %t, %t, 1;', '\tst.param.u32 [rv], %t;',
                '\tret.uni;', '}', '']
        text = text.replace('.visible .entry k', '\n'.join(func) + '\n.visible .entry k', 1)
        open(path, 'w').write(text)
        return n


def misc_file(acc):
    from forms import Case
    mf = MiscFile('conf_misc', 'Forms with no value of their own in one thread (fences, nanosleep,',
                  ['barrier.sync.aligned) run and leave the next value alone; vadd without a',
                   'secondary op; call.uni/ret.uni through a .param function.'])
    for form in ('fence.sc.gpu', 'fence.acq_rel.gpu', 'nanosleep.u32', 'barrier.sync.aligned',
                 'membar.cta', 'membar.gl', 'membar.sys', 'bar.warp.sync'):
        if form in acc:
            ins = {'nanosleep.u32': 'nanosleep.u32 100;', 'barrier.sync.aligned': 'barrier.sync.aligned 0;',
                   'bar.warp.sync': 'bar.warp.sync 0xffffffff;'}.get(form, form + ';')
            mf.add(Case(['mov.u32 %r12, 0x5eed;', ins], 'b32', 0x5eed, '%s runs (one thread)' % form))
    if 'vadd.u32.u32.u32' in acc:
        for a, b in ((5, 7), (0xffffffff, 2)):
            mf.add(Case([FM.setv('b32', 10, a), FM.setv('b32', 11, b), 'vadd.u32.u32.u32 %r12, %r10, %r11;'],
                        'b32', (a + b) & R.M[32], 'vadd.u32.u32.u32 0x%x + 0x%x (no secondary op, no .sat)' % (a, b)))
    if 'call.uni' in acc:
        mf.add(Case([FM.setv('b32', 10, 41), '{', '.param .u32 a0;', '.param .u32 r0;',
                     'st.param.u32 [a0], %r10;', 'call.uni (r0), addone, (a0);', 'ld.param.u32 %r12, [r0];', '}'],
                    'b32', 42, 'call.uni addone(41) = 42 (ret.uni)'))
    return mf


# ------------------------------------------------------------- selfcheck

def selfcheck():
    """Cross-check ptxref's rounding against the host FPU: fpref.c's values
    (fesetround, all four modes) and random round-to-nearest f32/f64 operations
    of Python floats.  Prints the number of mismatches (0 expected)."""
    import random
    import struct as st
    with tempfile.TemporaryDirectory() as d:
        subprocess.check_call(['gcc', '-O0', '-frounding-math', '-o', d + '/fpref',
                               os.path.join(HERE, '..', 'fpref.c'), '-lm'])
        fp = dict((k, int(v, 16)) for k, v in
                  (l.split() for l in subprocess.check_output([d + '/fpref']).decode().splitlines()))
    bad, n = 0, 0
    for m in R.__dict__.get('RNDS', ('rn', 'rz', 'rm', 'rp')):
        for k, v in (('add.%s.f32.pos', R.fadd(0x3f800000, 0x33a00000, 'f32', m)),
                     ('add.%s.f32.neg', R.fadd(0xbf800000, 0xb3a00000, 'f32', m)),
                     ('sub.%s.f32.zero', R.fadd(0x3f800000, 0x3f800000, 'f32', m, sub=True)),
                     ('mul.%s.f32', R.fmul(0x3faaaaab, 0x3faaaaab, 'f32', m)),
                     ('div.%s.f32.1_3', R.fdiv(0x3f800000, 0x40400000, 'f32', m)),
                     ('div.%s.f64.1_3', R.fdiv(0x3ff0000000000000, 0x4008000000000000, 'f64', m)),
                     ('sqrt.%s.f32.2', R.fsqrt(0x40000000, 'f32', m)),
                     ('sqrt.%s.f64.2', R.fsqrt(0x4000000000000000, 'f64', m)),
                     ('mul.%s.f64', R.fmul(0x3fd5555555555555, 0x3fd5555555555555, 'f64', m)),
                     ('cvt.%s.f32.f64.tie', R.cvt('f32', 'f64', 0x3ff0000010000000, m)),
                     ('cvt.%s.f32.f64.huge', R.cvt('f32', 'f64', FM.d2b(1e300), m)),
                     ('cvt.%s.f32.f64.tiny', R.cvt('f32', 'f64', FM.d2b(1e-50), m)),
                     ('cvt.%s.f32.u32.max', R.cvt('f32', 'u32', 0xffffffff, m)),
                     ('cvt.%s.f64.s64.2^53+1', R.cvt('f64', 's64', (1 << 53) + 1, m))):
            n += 1
            if fp[k % m] != v:
                bad += 1
                print('mismatch %s: fpref 0x%x, ptxref %s' % (k % m, fp[k % m], v))
    rnd = random.Random(1)
    for i in range(5000):
        a, b = rnd.getrandbits(64), rnd.getrandbits(64)
        x, y = (st.unpack('<d', st.pack('<Q', v))[0] for v in (a, b))
        for got, want in ((R.fadd(a, b, 'f64'), x + y), (R.fmul(a, b, 'f64'), x * y),
                          (R.fsqrt(a, 'f64'), math.sqrt(x) if x >= 0 else float('nan'))):
            n += 1
            if (got == R.NAN) != math.isnan(want) or (got != R.NAN and got != FM.d2b(want)):
                bad += 1
                print('mismatch f64: %x %x: ptxref %s, host %r' % (a, b, got, want))
    print('selfcheck: %d comparisons, %d mismatches' % (n, bad))
    return bad

if __name__ == '__main__':
    if sys.argv[1:] == ['probe']:
        probe()
    elif sys.argv[1:] == ['ptx']:
        write_ptx()
    elif sys.argv[1:] == ['selfcheck']:
        sys.exit(1 if selfcheck() else 0)
    else:
        print(__doc__)
        sys.exit(2)
