#!/bin/bash
# Check the include structure of plugin/:
#   1. no cycle among its modules, a module being a .h file together with
#      the .cc file of the same name (so that args.cc including registry.h
#      while registry.cc includes args.h counts as the cycle it is), and
#      with its private header NAME-impl.h, which the module's own files
#      share among themselves and which may include NAME.h;
#   2. nothing below passes/ (analysis/, host/, ir/, query/, report/,
#      simt/) includes args.h or registry.h: the settings reach that code
#      as arguments, through settings.h.
# Prints each cycle or forbidden include, then
# "check-includes: N passed, M failed" (one check per rule) and exits
# non-zero if a rule is broken.
#
# Usage: scripts/check-includes.sh [PLUGIN-DIR]   (default: plugin)
set -uo pipefail
cd "$(dirname "$0")/.."
dir=${1:-plugin}
python3 - "$dir" <<'PY'
import os, re, sys

root = sys.argv[1]
include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
graph = {}
files = {}
def module_of(rel):
    base = os.path.splitext(rel)[0]
    return base[:-len('-impl')] if base.endswith('-impl') else base
for dirpath, _, names in os.walk(root):
    for name in names:
        if not name.endswith(('.h', '.cc')):
            continue
        path = os.path.join(dirpath, name)
        rel = os.path.relpath(path, root)
        module = module_of(rel)
        with open(path, encoding='utf-8', errors='replace') as f:
            targets = include.findall(f.read())
        files[rel] = targets
        graph.setdefault(module, set())
# Only includes of plugin/'s own headers are edges; GCC's are not.
headers = {rel for rel in files if rel.endswith('.h')}
for rel, targets in files.items():
    module = module_of(rel)
    for t in targets:
        if t in headers:
            other = module_of(t)
            if other != module:
                graph[module].add(other)

# Cycles: depth-first search, reporting each back edge's cycle once.
cycles = []
state = {}
stack = []
def visit(m):
    state[m] = 'open'
    stack.append(m)
    for n in sorted(graph[m]):
        if state.get(n) == 'open':
            cycles.append(stack[stack.index(n):] + [n])
        elif n not in state:
            visit(n)
    stack.pop()
    state[m] = 'done'
sys.setrecursionlimit(10000)
for m in sorted(graph):
    if m not in state:
        visit(m)
for c in cycles:
    print('include cycle: ' + ' -> '.join(c))

lower = ('analysis/', 'host/', 'ir/', 'query/', 'report/', 'simt/')
bad = []
for rel, targets in sorted(files.items()):
    if rel.startswith(lower):
        for t in targets:
            if t in ('args.h', 'registry.h'):
                bad.append('%s includes %s' % (rel, t))
for b in bad:
    print('below passes/: ' + b)

failed = (1 if cycles else 0) + (1 if bad else 0)
print('check-includes: %d passed, %d failed' % (2 - failed, failed))
sys.exit(1 if failed else 0)
PY
