#!/usr/bin/python3
"""Check that simgpu's instruction conformance table covers its decoder.

    check-coverage.py [-v]

1. Vocabulary: every opcode name and modifier that decode.cc's decoder tests for
   (name == "X", has ("X"), and the keys of its comparison/atomic/testp tables)
   must occur in some form of opcodes.txt or rejected.txt, so a decoder change
   that starts accepting a new opcode or modifier cannot go unnoticed.
2. Rows: every form in opcodes.txt must occur as an instruction in at least one
   test of ../ptx/*.ptx (the generated conf_* ones or the hand-written ones).
3. Decoder answers (when build/simgpu/simgpu-run exists): every form of
   opcodes.txt is probed again (a one-instruction module, --load-only) and must
   still load, and every form of rejected.txt must still be refused.

Prints what is missing and "conformance-coverage: N forms, M rows, K problems";
exit status 1 if K > 0.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..', '..'))
LINK = os.path.join(ROOT, 'benchmarks', 'simgpu', 'core', 'decode.cc')
PTXDIR = os.path.join(HERE, '..', 'ptx')
RUN = os.environ.get('SIMGPU_RUN', os.path.join(ROOT, 'build', 'simgpu', 'simgpu-run'))
VERBOSE = '-v' in sys.argv

# Words the decoder tests that are not opcodes or modifiers of an instruction
# form: the builtin call targets and the shfl/vote mode names spelled in the
# table (they are modifiers: "idx" etc. occur in forms and are checked).
NOT_FORMS = {'malloc', 'free', 'vprintf'}


def forms(path):
    out = []
    for l in open(os.path.join(HERE, path)):
        l = l.split('#')[0].strip()
        if l:
            out.append(l.split('\t')[0])
    return out


def decoder_words():
    src = open(LINK).read()
    body = src[src.index('Decoder::decode_inst'):src.index('decode_function (Linker')]
    words = set(re.findall(r'name == "([A-Za-z0-9_]+)"', body))
    words |= set(re.findall(r'has \("([A-Za-z0-9_]+)"\)', body))
    for tbl in re.findall(r'static const std::map<std::string, int> \w+ = \{(.*?)\};', body, re.S):
        words |= set(re.findall(r'\{"([A-Za-z0-9_]+)",', tbl))
    return words - NOT_FORMS


def test_opcodes():
    """Opcode strings (with modifiers) of every instruction in ../ptx/*.ptx."""
    ops = {}
    for f in sorted(os.listdir(PTXDIR)):
        if not f.endswith('.ptx'):
            continue
        for l in open(os.path.join(PTXDIR, f)):
            l = l.split('//')[0].strip()
            m = re.match(r'(?:@!?%\w+\s+)?([a-z][a-z0-9_.]*)[\s;]', l + ' ')
            if m and not l.startswith('.'):
                ops[m.group(1)] = ops.get(m.group(1), 0) + 1
    return ops


def main():
    acc, rej = forms('opcodes.txt'), forms('rejected.txt')
    problems = []
    # 1. vocabulary
    vocab = set()
    # invalid.txt: candidates ptxas refuses for sm_80 (.relu, .xorsign need a
    # newer PTX or target); their words count as known, the decoder refuses them.
    for f in acc + rej + forms('invalid.txt'):
        vocab |= set(f.split('.'))
    for w in sorted(decoder_words() - vocab):
        problems.append('decoder word "%s" (decode.cc) occurs in no form of opcodes.txt/rejected.txt/invalid.txt' % w)
    # 2. rows
    ops = test_opcodes()
    nrows = 0
    for f in acc:
        if f in ops:
            nrows += ops[f]
        else:
            problems.append('no test row for %s' % f)
    # 3. decoder answers
    if os.path.exists(RUN):
        import importlib.util
        spec = importlib.util.spec_from_file_location('gen', os.path.join(HERE, 'gen-conformance.py'))
        gen = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(gen)
        probes = gen.probe_table()
        tmp = tempfile.mkdtemp(prefix='conf-cov-')
        path = os.path.join(tmp, 'one.ptx')
        for want, lst in ((0, acc), (2, rej)):
            for f in lst:
                if f not in probes:
                    problems.append('%s: no probe (forms.py / gen-conformance.py lost it)' % f)
                    continue
                open(path, 'w').write(gen.probe_module(probes[f]))
                rc = subprocess.run([RUN, path, '--load-only'], capture_output=True).returncode
                if rc != want:
                    problems.append('%s: simgpu-run --load-only exits %d, the table says %s' % (
                        f, rc, 'accepted' if want == 0 else 'rejected'))
    else:
        print('conformance-coverage: no %s, decoder answers not re-probed' % RUN)
    for p in problems:
        print('COVERAGE ' + p)
    print('conformance-coverage: %d forms (%d rejected), %d instructions in tests, %d problems' % (
        len(acc), len(rej), nrows, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
