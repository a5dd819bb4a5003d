#!/usr/bin/python3
"""Generate simgpu's instruction conformance table and its tests.

    python3 gen-conformance.py probe   probe every candidate form (forms.py and
                                       the memory/atomic/warp forms below): keep
                                       those ptxas -arch=sm_80 accepts, split them
                                       into opcodes.txt (simgpu's decoder accepts
                                       them) and rejected.txt (refused at load)
    python3 gen-conformance.py ptx     write ../ptx/conf_*.ptx: one or more rows
                                       for every form in opcodes.txt

The probe needs build/simgpu/simgpu-run and /usr/local/cuda/bin/ptxas; the
checked-in opcodes.txt and tests are what CI uses (check-coverage.py).
Expected values come from ptxref.py (the PTX ISA's semantics), never from
simgpu.
"""
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
DECLS = ['.shared .align 16 .b8 sh[256];', '.const .align 16 .b8 cst[64] = {%s};'
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
            ('mul.lo.u8', 'misc')]
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
              'mul': '%s %%rs20, %%rs21, %%rs22;', 'cvt': '%s %%rs20, %%f21;'}
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
        return None
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


def probe():
    rows = dict(FM.scalar_forms())
    cands = []
    for form, fam in all_forms():
        if fam == 'scalar':
            lines = rows[form](form, form.split('.'))[0].lines
        else:
            lines = probe_lines(form, fam)
        if lines is not None:
            cands.append((form, lines))
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


if __name__ == '__main__':
    if sys.argv[1:] == ['probe']:
        probe()
    elif sys.argv[1:] == ['ptx']:
        write_ptx()
    else:
        print(__doc__)
        sys.exit(2)
