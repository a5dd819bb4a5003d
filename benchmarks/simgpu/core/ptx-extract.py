#!/usr/bin/env python3
"""Extract the PTX modules from GCC's mkoffload C file (NAME.xnvptx-none.c,
made by -save-temps).  Usage: ptx-extract.py FILE.xnvptx-none.c OUTPREFIX
writes OUTPREFIX.N.ptx for each module and prints the function map
(name gx gy gz) from func_mappings."""
import re, sys, ast

def main():
    src = open(sys.argv[1]).read()
    prefix = sys.argv[2]
    mods = []
    for m in re.finditer(r'static const char ptx_code_(\d+)\[\] =\n(.*?"\s*);\n', src, re.S):
        parts = re.findall(r'^\s*(".*")\s*$', m.group(2), re.M)
        text = ''.join(ast.literal_eval(p) for p in parts)
        mods.append((int(m.group(1)), text))
    for i, t in mods:
        with open('%s.%d.ptx' % (prefix, i), 'w') as f:
            f.write(t)
    fm = re.search(r'func_mappings\[\] = \{(.*?)\};', src, re.S)
    if fm:
        for n, a, b, c in re.findall(r'\{"([^"]*)",\s*(\w+),\s*(\w+),\s*(\w+)\}', fm.group(1)):
            print('func', n, int(a, 0), int(b, 0), int(c, 0))
    print('modules', len(mods))

main()
