#!/usr/bin/env python3
"""ptx-loop-loads: static memory loads and stores per loop of a PTX file.

Usage: benchmarks/offload/ptx-loop-loads.py FILE.s [FILE.s ...]

FILE.s is the PTX that an offload build leaves with -save-temps
(NAME.xnvptx-none.mkoffload.s).  Each function is cut into basic blocks
at labels and after branches, and its loops are the natural loops of
the back edges (a branch or fall-through to a block that dominates the
block it leaves).  GCC's nvptx back end puts many arms after the loop's
back branch, so a loop is not a range of lines.  Counted in each loop's
blocks: loads and stores of memory that threads may share, that is
generic (no state space) or .global; .param, .local, .shared and .const
accesses are left out.  One line per loop, outermost first:

    FUNCTION  HEADER  depth D  blocks B  loads L  stores S

HEADER is the header block's label (or "line N").  Exits 2 on a file it
cannot read.
"""
import re
import sys

FUNC = re.compile(r'^\s*(?:\.visible\s+|\.weak\s+)?\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([^\s(;]+)')
LABEL = re.compile(r'^(\$L\d+):')
BRANCH = re.compile(r'^\s*(@!?\s*%\w+\s+)?bra(?:\.uni)?\s+(\$L\d+)\s*;')
ENDS = re.compile(r'^\s*(?:@!?\s*%\w+\s+)?(?:ret|exit|trap)\b')
ACCESS = re.compile(r'^\s*(?:@!?\s*%\w+\s+)?(ld|st)((?:\.\w+)*)\s')
SKIP = {'.param', '.local', '.shared', '.const'}


class Block:
    def __init__(self, name):
        self.name, self.lines, self.succs, self.falls = name, [], [], True


def functions(lines):
    """{name: [Block]} of the function bodies in LINES."""
    funcs, blocks, depth, name = {}, None, 0, None
    for n, line in enumerate(lines):
        if blocks is None:
            m = FUNC.match(line)
            if m:
                name = m.group(1)
            if name and line.strip() == '{':
                blocks, depth = [Block(f"line {n + 1}")], 1
            continue
        depth += line.count('{') - line.count('}')
        if depth == 0:
            funcs[name] = blocks
            blocks, name = None, None
            continue
        m = LABEL.match(line)
        if m:
            blocks.append(Block(m.group(1)))
            continue
        blocks[-1].lines.append(line)
        b = BRANCH.match(line)
        if b or ENDS.match(line):
            if b:
                blocks[-1].succs.append(b.group(2))
            blocks[-1].falls = bool(b and b.group(1))
            blocks.append(Block(f"line {n + 2}"))
    return funcs


def loops(blocks):
    """(header index, set of block indexes) of each natural loop."""
    index = {b.name: i for i, b in enumerate(blocks)}
    succ = []
    for i, b in enumerate(blocks):
        s = [index[t] for t in b.succs if t in index]
        if b.falls and i + 1 < len(blocks):
            s.append(i + 1)
        succ.append(s)
    pred = [[] for _ in blocks]
    for i, s in enumerate(succ):
        for j in s:
            pred[j].append(i)
    n = len(blocks)
    reach, work = {0}, [0]
    while work:
        for j in succ[work.pop()]:
            if j not in reach:
                reach.add(j)
                work.append(j)
    pred = [[p for p in ps if p in reach] for ps in pred]
    dom = [set(reach) for _ in blocks]
    dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for i in sorted(reach - {0}):
            ps = [dom[p] for p in pred[i]]
            new = (set.intersection(*ps) if ps else set()) | {i}
            if new != dom[i]:
                dom[i], changed = new, True
    found = {}
    for u in sorted(reach):
        for h in succ[u]:
            if h in dom[u]:
                body, work = {h, u}, [u]
                while work:
                    x = work.pop()
                    for p in pred[x]:
                        if p not in body:
                            body.add(p)
                            work.append(p)
                found.setdefault(h, set()).update(body)
    return sorted(found.items(), key=lambda hb: -len(hb[1]))


def accesses(blocks, body):
    loads = stores = 0
    for i in body:
        for line in blocks[i].lines:
            m = ACCESS.match(line)
            if not m or set(re.findall(r'\.\w+', m.group(2))) & SKIP:
                continue
            if m.group(1) == 'ld':
                loads += 1
            else:
                stores += 1
    return loads, stores


def main(argv):
    if not argv:
        print("usage: ptx-loop-loads.py FILE.s [FILE.s ...]", file=sys.stderr)
        return 2
    for path in argv:
        try:
            lines = open(path).read().splitlines()
        except OSError as e:
            print(f"ptx-loop-loads: {path}: {e.strerror}", file=sys.stderr)
            return 2
        if len(argv) > 1:
            print(f"== {path}")
        for func, blocks in functions(lines).items():
            found = loops(blocks)
            for h, body in found:
                depth = sum(1 for _, b in found if body <= b)
                loads, stores = accesses(blocks, body)
                print(f"{func}  {blocks[h].name}  depth {depth}  blocks "
                      f"{len(body)}  loads {loads}  stores {stores}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
