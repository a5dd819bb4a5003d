#!/usr/bin/python3
"""Run the simgpu PTX tests (benchmarks/simgpu/tests/ptx/*.ptx) through simgpu-run.

Each test is a PTX module whose header holds directives, one per comment line:

  // SIMGPU-TEST entry=NAME grid=X[,Y,Z] block=X[,Y,Z]
  // SIMGPU-TEST buf NAME SIZE [hex:BYTES]     device buffer, zero-filled, optional
                                               initial bytes (hex, memory order)
  // SIMGPU-TEST param TYPE VALUE               next kernel parameter: u32/u64/s32/s64
                                               (a number) or u64 @NAME (buffer address)
  // SIMGPU-TEST expect NAME[IDX] TYPE V...     buffer contents from element IDX (default 0)
                                               of TYPE (u8 s8 u16 s16 u32 s32 u64 s64 f32 f64,
                                               f32~TOL / f64~TOL: relative tolerance)
  // SIMGPU-TEST expect-stat COUNTER VALUE      a launch counter (simd_efficiency: 1e-4)
  // SIMGPU-TEST expect-line-stat FILE:LINE COUNTER VALUE
                                               a counter summed over one source line
                                               (.file/.loc; the runner gets --per-line)
  // SIMGPU-TEST expect-fault KIND              the launch must fail with fault KIND
  // SIMGPU-TEST expect-load-error TEXT         loading must fail, message containing TEXT
  // SIMGPU-TEST expect-output TEXT             the output (kernel printf) contains this line
  // SIMGPU-TEST option --ifconv                run with the if-conversion model
                                               (core/ifconv.cc, the default)
  // SIMGPU-TEST option --ipdom                 run without it: IPDOM reconvergence
                                               of every PTX branch

Values: decimal (may be negative: taken modulo 2^width), 0xHEX, A..B (inclusive integer
range), N*V (V repeated N times); for f32/f64: a decimal number, nan (any NaN), inf, -inf,
or 0xHEX (the exact bit pattern).  Anything after '#' is a comment.

Output: one PASS/FAIL line per check, then "simgpu-tests: N passed, M failed".
Exit status 0 if every check passed, 1 otherwise, 2 if simgpu-run is missing.
Options: -v (print commands and the runner output of failing tests), -k SUBSTR (only
tests whose file name contains SUBSTR), FILE.ptx... (only these files).
"""

import math
import os
import re
import shlex
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))

TYPES = {'u8': (1, 'B'), 's8': (1, 'b'), 'u16': (2, 'H'), 's16': (2, 'h'),
         'u32': (4, 'I'), 's32': (4, 'i'), 'u64': (8, 'Q'), 's64': (8, 'q'),
         'b8': (1, 'B'), 'b16': (2, 'H'), 'b32': (4, 'I'), 'b64': (8, 'Q'),
         'f32': (4, 'f'), 'f64': (8, 'd')}
COUNTERS = ('warp_insts', 'thread_insts', 'useful_lanes', 'branches', 'divergent_branches',
            'global_accesses', 'global_sectors', 'shared_accesses', 'bank_conflicts')


class TestError(Exception):
    pass


class Test:
    def __init__(self, path):
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.entry = None
        self.grid = '1'
        self.block = '1'
        self.bufs = []          # (name, size, hexinit or None)
        self.params = []        # (type, value-string)
        self.expects = []       # (lineno, name, index, type, tol, values-text, comment)
        self.stats = []         # (lineno, counter, value-string)
        self.fault = None
        self.load_error = None
        self.outputs = []       # (lineno, text)
        self.line_stats = []    # (lineno, file:line, counter, value-string)
        self.options = []       # extra simgpu-run options
        self.parse()

    def parse(self):
        with open(self.path) as f:
            for lineno, line in enumerate(f, 1):
                m = re.match(r'\s*//\s*SIMGPU-TEST\s+(.*)$', line)
                if not m:
                    continue
                text, _, comment = m.group(1).partition('#')
                words = text.split()
                if not words:
                    continue
                kw = words[0]
                if '=' in kw:
                    for w in words:
                        k, _, v = w.partition('=')
                        if k == 'entry':
                            self.entry = v
                        elif k == 'grid':
                            self.grid = v
                        elif k == 'block':
                            self.block = v
                        else:
                            raise TestError('%s:%d: unknown setting %s' % (self.path, lineno, k))
                elif kw == 'buf':
                    if len(words) not in (3, 4):
                        raise TestError('%s:%d: buf NAME SIZE [hex:..]' % (self.path, lineno))
                    init = None
                    if len(words) == 4:
                        if not words[3].startswith('hex:'):
                            raise TestError('%s:%d: bad buffer init' % (self.path, lineno))
                        init = words[3][4:].lower()
                        if len(init) % 2 or not re.fullmatch(r'[0-9a-f]*', init) \
                           or len(init) // 2 > int(words[2], 0):
                            raise TestError('%s:%d: bad hex init' % (self.path, lineno))
                    self.bufs.append((words[1], int(words[2], 0), init))
                elif kw == 'param':
                    if len(words) != 3:
                        raise TestError('%s:%d: param TYPE VALUE' % (self.path, lineno))
                    self.params.append((words[1], words[2]))
                elif kw == 'expect':
                    m2 = re.fullmatch(r'(\w+)(?:\[(\d+)\])?', words[1])
                    if not m2 or len(words) < 4:
                        raise TestError('%s:%d: expect NAME[IDX] TYPE VALUES' % (self.path, lineno))
                    ty, _, tol = words[2].partition('~')
                    if ty not in TYPES:
                        raise TestError('%s:%d: unknown type %s' % (self.path, lineno, ty))
                    self.expects.append((lineno, m2.group(1), int(m2.group(2) or 0), ty,
                                         float(tol) if tol else None, words[3:], comment.strip()))
                elif kw == 'option':
                    if len(words) != 2 or words[1] not in ('--ifconv', '--ipdom'):
                        raise TestError('%s:%d: option --ifconv | --ipdom'
                                        % (self.path, lineno))
                    self.options.append(words[1])
                elif kw == 'expect-stat':
                    self.stats.append((lineno, words[1], words[2]))
                elif kw == 'expect-fault':
                    self.fault = words[1]
                elif kw == 'expect-line-stat':
                    if len(words) != 4:
                        raise TestError('%s:%d: expect-line-stat FILE:LINE COUNTER VALUE'
                                        % (self.path, lineno))
                    self.line_stats.append((lineno, words[1], words[2], words[3]))
                elif kw == 'expect-output':
                    self.outputs.append((lineno, m.group(1).split(None, 1)[1].rstrip()))
                elif kw == 'expect-load-error':
                    self.load_error = ' '.join(words[1:])
                else:
                    raise TestError('%s:%d: unknown directive %s' % (self.path, lineno, kw))
        if not self.entry:
            raise TestError('%s: no entry= directive' % self.path)
        names = {b[0] for b in self.bufs}
        for e in self.expects:
            if e[1] not in names:
                raise TestError('%s:%d: no buffer %s' % (self.path, e[0], e[1]))


def expand_values(tokens, ty):
    """The expected values of an expect line, as a list of ints or strings (floats)."""
    out = []
    isf = ty in ('f32', 'f64')
    for tok in tokens:
        n = 1
        m = re.fullmatch(r'(\d+)\*(.+)', tok)
        if m:
            n, tok = int(m.group(1)), m.group(2)
        m = re.fullmatch(r'(-?\d+)\.\.(-?\d+)', tok)
        if m and not isf:
            vals = list(range(int(m.group(1)), int(m.group(2)) + 1))
        elif m:
            vals = [str(x) for x in range(int(m.group(1)), int(m.group(2)) + 1)]
        elif isf:
            vals = [tok]
        else:
            vals = [int(tok, 0)]
        out += vals * n
    return out


def check_values(data, ty, tol, index, expected):
    """Compare buffer bytes DATA from element INDEX; return a list of mismatch strings."""
    size, code = TYPES[ty]
    bad = []
    for i, want in enumerate(expected):
        off = (index + i) * size
        if off + size > len(data):
            bad.append('[%d] beyond the %d-byte buffer' % (index + i, len(data)))
            break
        raw = data[off:off + size]
        bits = int.from_bytes(raw, 'little')
        if ty in ('f32', 'f64'):
            got = struct.unpack('<' + code, raw)[0]
            fmt = '%%.9g (0x%%0%dx)' % (2 * size)
            w = want.lower()
            if w == 'nan':
                ok = math.isnan(got)
                wv = float('nan')
            else:
                if re.fullmatch(r'-?0x[0-9a-f]+', w):
                    wb = int(w, 16) & ((1 << (8 * size)) - 1)
                    wv = struct.unpack('<' + code, wb.to_bytes(size, 'little'))[0]
                else:
                    wv = struct.unpack('<' + code, struct.pack('<' + code, float(w)))[0]
                    wb = int.from_bytes(struct.pack('<' + code, wv), 'little')
                if tol is None:
                    ok = bits == wb
                elif math.isnan(wv) or math.isinf(wv):
                    ok = got == wv or (math.isnan(wv) and math.isnan(got))
                else:
                    ok = abs(got - wv) <= tol * (abs(wv) if wv != 0 else 1.0)
            if not ok:
                bad.append('[%d] got %s want %s%s' % (index + i, fmt % (got, bits), want,
                                                       '' if tol is None else ' ~%g' % tol))
        else:
            mask = (1 << (8 * size)) - 1
            if bits != (want & mask):
                bad.append('[%d] got 0x%x (%d) want 0x%x (%d)' % (
                    index + i, bits, struct.unpack('<' + code, raw)[0], want & mask,
                    struct.unpack('<' + code, (want & mask).to_bytes(size, 'little'))[0]))
    return bad


# ---------------------------------------------------------------- the runner
#
# simgpu-run FILE.ptx --entry NAME --grid X[,Y,Z] --block X[,Y,Z]
#   --buf NAME:SIZE[:HEX] --param TYPE:VALUE|TYPE:@NAME --dump NAME:u8:SIZE
# The buffers are dumped as bytes and decoded here, so the checks do not depend on how
# the runner formats other types.  parse_dump and parse_stats below accept the formats
# described in their comments; adapt them if simgpu-run's output changes.

def runner_command(runner, t):
    cmd = [runner, t.path, '--entry', t.entry, '--grid', t.grid, '--block', t.block]
    for name, size, init in t.bufs:
        cmd += ['--buf', '%s:%d%s' % (name, size, ':' + init if init else '')]
    for ty, v in t.params:
        cmd += ['--param', '%s:%s' % (ty, v)]
    for name, size, init in t.bufs:
        if any(e[1] == name for e in t.expects):
            cmd += ['--dump', '%s:u8:%d' % (name, size)]
    if t.line_stats:
        cmd.append('--per-line')
    return cmd + t.options


NUM = re.compile(r'^(?:0x[0-9a-fA-F]+|-?\d+)$')


def parse_dump(text, name, size):
    """Bytes of buffer NAME from the runner's output.  Accepted: a header line naming the
    buffer ("NAME:", "NAME =", "buffer NAME ...:", "NAME[...]", "NAME u8 SIZE:"),
    followed on the same and/or following lines by SIZE numbers (decimal, or 0x hex);
    a leading "OFFSET:" address column on continuation lines is skipped.  simgpu-run
    prints "NAME: v0 v1 ..." on one line."""
    lines = text.splitlines()
    hdr = re.compile(r'^\s*(?:buffer\s+|buf\s+|dump\s+)?%s\b' % re.escape(name))
    for i, line in enumerate(lines):
        if not hdr.match(line):
            continue
        # Numbers after the header's last ':' or '=' on this line.
        rest = re.split(r'[:=]', line, maxsplit=0)
        vals = []
        tail = rest[-1] if len(rest) > 1 else ''
        vals += numbers(tail)
        j = i + 1
        while len(vals) < size and j < len(lines):
            l2 = lines[j]
            if not l2.strip():
                j += 1
                if vals:
                    break
                continue
            if re.match(r'^\s*[A-Za-z_]\w*\s*[:=\[]', l2) and not re.match(r'^\s*[0-9a-fA-F]+\s*:', l2):
                break
            l2 = re.sub(r'^\s*(?:0x)?[0-9a-fA-F]+\s*:', '', l2)   # address column
            vals += numbers(l2)
            j += 1
        if len(vals) >= size:
            return bytes(v & 0xff for v in vals[:size])
    return None


def numbers(s):
    out = []
    for tok in re.split(r'[\s,\[\]{}()]+', s):
        if not tok:
            continue
        if re.fullmatch(r'0x[0-9a-fA-F]+', tok):
            out.append(int(tok, 16))
        elif re.fullmatch(r'-?\d+', tok):
            out.append(int(tok))
        else:
            return out
    return out


def parse_line_stats(text):
    """{'FILE:LINE': {counter: value}} from the runner's "line FILE:LINE: k=v ..." lines."""
    out = {}
    for m in re.finditer(r'^line (\S+):(\d+): (.*)$', text, re.M):
        out['%s:%s' % (m.group(1), m.group(2))] = {
            k: float(v) for k, v in re.findall(r'(\w+)=([0-9.]+)', m.group(3))}
    return out


def parse_stats(text):
    """The launch's total counters: from the "stats:" line if there is one, else the first
    "NAME VALUE", "NAME: VALUE" or "NAME=VALUE" for each counter name (the totals come
    before any per-line or per-instruction table)."""
    m = re.search(r'^stats:(.*)$', text, re.M)
    if m:
        text = m.group(1)
    stats = {}
    for name in COUNTERS + ('simd_efficiency',):
        m = re.search(r'\b%s\b\s*[:=]?\s*([0-9]+(?:\.[0-9]+)?(?:[eE][-+]?\d+)?)(%%?)' % name, text)
        if m:
            v = float(m.group(1))
            if m.group(2) == '%':
                v /= 100
            stats[name] = v
    if 'simd_efficiency' not in stats and stats.get('warp_insts') and 'thread_insts' in stats:
        stats['simd_efficiency'] = stats['thread_insts'] / (32 * stats['warp_insts'])
    return stats


# ---------------------------------------------------------------- main

class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def report(self, ok, test, what, detail=''):
        if ok:
            self.passed += 1
            print('PASS %s: %s' % (test, what))
        else:
            self.failed += 1
            print('FAIL %s: %s%s' % (test, what, (': ' + detail) if detail else ''))
        sys.stdout.flush()


def run_test(runner, t, res, verbose):
    cmd = runner_command(runner, t)
    if verbose:
        print('# ' + ' '.join(shlex.quote(c) for c in cmd))
    try:
        # stderr apart, then after stdout: interleaved, its lines could split a
        # long dump line in two.
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=int(os.environ.get('SIMGPU_TEST_TIMEOUT', '120')))
        out = (p.stdout + p.stderr).decode('utf-8', 'replace')
        rc = p.returncode
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b'').decode('utf-8', 'replace')
        rc = None
    failed_before = res.failed

    def show():
        if verbose and res.failed > failed_before:
            print('# exit status %s, output:' % rc)
            for l in out.splitlines()[:200]:
                print('#   ' + l)

    if rc is None:
        res.report(False, t.name, 'run', 'timed out')
        show()
        return
    low = out.lower()
    if t.load_error is not None:
        ok = rc != 0 and t.load_error.lower() in low
        res.report(ok, t.name, 'load error naming "%s"' % t.load_error,
                   'exit %d, message not found' % rc if rc else 'loaded and ran')
        show()
        return
    if t.fault is not None:
        ok = rc != 0 and t.fault.lower() in low
        res.report(ok, t.name, 'fault %s' % t.fault,
                   'exit %d' % rc if rc else 'launch succeeded')
        show()
        return
    res.report(rc == 0, t.name, 'run', 'exit status %d' % rc)
    if rc != 0:
        for e in t.expects:
            res.report(False, t.name, 'line %d: %s[%d] %s' % (e[0], e[1], e[2], e[3]), 'not run')
        for s in t.stats:
            res.report(False, t.name, 'stat %s' % s[1], 'not run')
        for o in t.outputs:
            res.report(False, t.name, 'output line %d' % o[0], 'not run')
        for o in t.line_stats:
            res.report(False, t.name, 'line-stat %s %s' % (o[1], o[2]), 'not run')
        show()
        return
    sizes = {b[0]: b[1] for b in t.bufs}
    dumps = {}
    for lineno, name, index, ty, tol, toks, comment in t.expects:
        what = 'line %d: %s[%d] %s%s' % (lineno, name, index, ty, (' # ' + comment) if comment else '')
        if name not in dumps:
            dumps[name] = parse_dump(out, name, sizes[name])
        data = dumps[name]
        if data is None:
            res.report(False, t.name, what, 'no dump of %s in the output' % name)
            continue
        try:
            bad = check_values(data, ty, tol, index, expand_values(toks, ty))
        except ValueError as e:
            bad = ['bad expectation: %s' % e]
        res.report(not bad, t.name, what, '; '.join(bad[:4]) + (' ...' if len(bad) > 4 else ''))
    for lineno, text in t.outputs:
        res.report(any(l.rstrip() == text for l in out.splitlines()), t.name,
                   'output "%s"' % text, 'no such line in the output')
    stats = parse_stats(out)
    for lineno, counter, want in t.stats:
        got = stats.get(counter)
        if got is None:
            res.report(False, t.name, 'stat %s' % counter, 'not in the output')
        elif counter == 'simd_efficiency':
            res.report(abs(got - float(want)) <= 1e-4, t.name, 'stat %s = %s' % (counter, want),
                       'got %.6f' % got)
        else:
            res.report(got == float(want), t.name, 'stat %s = %s' % (counter, want),
                       'got %d' % got)
    if t.line_stats:
        ls = parse_line_stats(out)
        for lineno, where, counter, want in t.line_stats:
            got = ls.get(where, {}).get(counter)
            if got is None and not any(k.endswith(where) for k in ls):
                res.report(False, t.name, 'line-stat %s %s' % (where, counter),
                           'no line %s in the output' % where)
                continue
            if got is None:
                got = next(v for k, v in ls.items() if k.endswith(where)).get(counter)
            res.report(got is not None and got == float(want), t.name,
                       'line-stat %s %s = %s' % (where, counter, want),
                       'got %s' % (None if got is None else '%d' % got))
    show()


def main(argv):
    verbose = False
    only = []
    files = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == '-v':
            verbose = True
        elif a == '-k':
            i += 1
            only.append(argv[i])
        elif a in ('-h', '--help'):
            print(__doc__)
            return 0
        else:
            files.append(a)
        i += 1
    runner = os.environ.get('SIMGPU_RUN') or os.path.join(ROOT, 'build', 'simgpu', 'simgpu-run')
    if not (os.path.isfile(runner) and os.access(runner, os.X_OK)):
        print('simgpu-tests: no runner at %s (build it with "make simgpu", or set SIMGPU_RUN)'
              % runner)
        return 2
    if not files:
        d = os.path.join(HERE, 'ptx')
        files = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith('.ptx'))
    if only:
        files = [f for f in files if any(s in os.path.basename(f) for s in only)]
    res = Results()
    for f in files:
        try:
            t = Test(f)
        except (TestError, ValueError) as e:
            res.report(False, os.path.basename(f), 'directives', str(e))
            continue
        run_test(runner, t, res, verbose)
    print('simgpu-tests: %d passed, %d failed' % (res.passed, res.failed))
    return 0 if res.failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
