#!/usr/bin/env python3
"""Micro-kernels in PTX: which divergent branches ptxas keeps as SASS branches.

    benchmarks/offload/sass-micro.py [--arch sm_80] [--keep DIR] [SHAPE ...]

Writes one small PTX kernel per shape and arm length, in the dialect GCC's
nvptx back end emits (generic ld/st, one branch per test), assembles it with
CUDA 11.8's ptxas, disassembles it with nvdisasm (both found as
sass-metrics.sh finds them) and prints, per kernel, the SASS counts of the
kernel function: branches (bra; the loop's back edge is one of them in the
`loop` shapes), reconvergence barriers (bssy, break) and predicated
instructions.  A PTX branch around an arm that "survives" keeps a BRA in
SASS; one that does not was if-converted (its arm runs under a predicate).

Shapes (each at arm lengths 1..16 PTX instructions):
  then        if (x > T) { arm }                      ALU arm (mad/xor chain)
  then-ld     the same arm with one generic load in it (ld.u32)
  then-st     the same arm ending with a generic store (st.u32)
  ifelse      if (x > T) { arm } else { arm }
  nested      if (a) { 2 insts; if (b) { arm }; 2 insts }
  andelse     if (a && b[..] > T) { arm } else { 8-inst block }: the test of
              b needs a load, so GCC emits two branches to the else block
  andelse-long  the same with a 24-instruction else block
  andelse-eN  the same with an N-instruction else block
  loop-*      the shape above inside a loop whose trip count is loaded
              from memory (the benchmarks' shape: shortcircuit, probe)
docs/sass.md reads the table this prints.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

HEAD = """.version 7.0
.target {arch}
.address_size 64
.visible .entry k (.param .u64 p_in, .param .u64 p_tab, .param .u64 p_out)
{{
.reg .u32 %r<80>;
.reg .u64 %rd<40>;
.reg .pred %p<16>;
ld.param.u64 %rd1, [p_in];
ld.param.u64 %rd2, [p_tab];
ld.param.u64 %rd3, [p_out];
mov.u32 %r1, %tid.x;
mul.wide.u32 %rd4, %r1, 4;
add.u64 %rd5, %rd1, %rd4;
add.u64 %rd6, %rd3, %rd4;
ld.u32 %r2, [%rd5];
mov.u32 %r3, %r1;
mov.u32 %r4, 0;
"""

TAIL = """st.u32 [%rd6], %r3;
ret;
}
"""


def arm(n, kind="alu", base=10):
    """N PTX instructions updating %r3 (a dependent chain, so nothing is
    dead); kind ld puts a generic load first, st ends with a store."""
    out = []
    k = 0
    if kind == "ld" and n >= 2:
        out.append("add.u64 %rd10, %rd2, 16;")
        out.append("ld.u32 %r20, [%rd10];")
        k = 2
    while k < n - (1 if kind == "st" else 0):
        if kind == "ld" and k == 2:
            out.append("add.u32 %r3, %r3, %r20;")
        elif k % 2 == 0:
            out.append("mad.lo.u32 %%r3, %%r3, %d, %%r2;" % (base + 2 * k + 1))
        else:
            out.append("xor.b32 %%r3, %%r3, %d;" % (base * 7 + k))
        k += 1
    if kind == "st":
        out.append("st.u32 [%rd6], %r3;")
    return out[:n] if n > 0 else []


def body(shape, n, uid):
    L = "$L%s_" % uid
    kind = "alu"
    if shape.endswith("-ld"):
        kind = "ld"
    elif shape.endswith("-st"):
        kind = "st"
    s = []
    if shape.startswith("then"):
        s += ["setp.le.u32 %p1, %r2, 100;", "@%p1 bra " + L + "j;"]
        s += arm(n, kind)
        s += [L + "j:"]
    elif shape == "ifelse":
        s += ["setp.le.u32 %p1, %r2, 100;", "@%p1 bra " + L + "e;"]
        s += arm(n, kind)
        s += ["bra " + L + "j;", L + "e:"]
        s += arm(n, kind, base=30)
        s += [L + "j:"]
    elif shape == "ifelse-fall":
        # GCC's layout when the else side falls into the join and the then
        # side sits out of line, after the join, and jumps back to it.
        s += ["setp.le.u32 %p1, %r2, 100;", "@%p1 bra " + L + "t;"]
        s += arm(n, kind, base=30)
        s += [L + "j:"]
        s += ["add.u32 %r3, %r3, %r4;", "bra " + L + "x;", L + "t:"]
        s += arm(n, kind)
        s += ["bra " + L + "j;", L + "x:"]
    elif shape == "nested":
        s += ["setp.le.u32 %p1, %r2, 100;", "@%p1 bra " + L + "j;"]
        s += ["add.u32 %r3, %r3, 5;", "xor.b32 %r3, %r3, 77;"]
        s += ["and.b32 %r21, %r2, 1;", "setp.eq.u32 %p2, %r21, 0;",
              "@%p2 bra " + L + "i;"]
        s += arm(n, kind)
        s += [L + "i:", "add.u32 %r3, %r3, 9;", "xor.b32 %r3, %r3, 91;"]
        s += [L + "j:"]
    elif shape.startswith("andelse"):
        m = 24 if shape == "andelse-long" else 8
        if "-e" in shape:
            m = int(shape.split("-e")[1])
        s += ["setp.gt.u32 %p1, %r2, 100;", "@%p1 bra " + L + "e;"]
        s += ["and.b32 %r22, %r2, 63;", "mul.wide.u32 %rd11, %r22, 4;",
              "add.u64 %rd12, %rd2, %rd11;", "ld.u32 %r23, [%rd12];",
              "and.b32 %r24, %r3, 1023;", "setp.le.s32 %p2, %r23, %r24;",
              "@%p2 bra " + L + "e;"]
        s += arm(n, kind)
        s += ["add.u32 %r4, %r4, 1;"]
        s += ["bra " + L + "j;", L + "e:"]
        s += arm(m, "alu", base=50)
        s += [L + "j:"]
    else:
        raise SystemExit("unknown shape " + shape)
    return s


def kernel(shape, n, arch):
    loop = shape.startswith("loop-")
    sh = shape[5:] if loop else shape
    s = [HEAD.format(arch=arch)]
    if loop:
        # The trip count comes from memory, so ptxas cannot unroll the loop.
        s.append("ld.u32 %r30, [%rd2];")
        s.append("$Lloop:")
    s += body(sh, n, "a")
    if loop:
        s += ["mad.lo.u32 %r2, %r2, 1664525, 1013904223;",
              "shr.u32 %r2, %r2, 24;",
              "sub.u32 %r30, %r30, 1;", "setp.ne.u32 %p9, %r30, 0;",
              "@%p9 bra $Lloop;"]
    s.append("add.u32 %r3, %r3, %r4;")
    s.append(TAIL)
    return "\n".join(s)


SHAPES = ["then", "then-ld", "then-st", "ifelse", "ifelse-fall", "nested",
          "andelse", "andelse-long", "loop-then", "loop-then-ld",
          "loop-then-st", "loop-ifelse", "loop-ifelse-fall", "loop-nested", "loop-andelse", "loop-andelse-long"]


def tools():
    dirs = [os.path.join(REPO, "build/cuda118/bin"), "/work/tools/cuda118/bin"]
    if os.environ.get("SASS_TOOLS"):
        dirs = [os.environ["SASS_TOOLS"]]
    for d in dirs:
        if all(os.access(os.path.join(d, t), os.X_OK)
               for t in ("ptxas", "nvdisasm")):
            return d
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--keep", help="write the PTX and SASS into this directory")
    ap.add_argument("--lengths", default="1-16", help="arm lengths, A-B")
    ap.add_argument("shapes", nargs="*")
    a = ap.parse_args()
    if tools() is None:
        print("sass-micro.py: skipped: no CUDA 11.8 ptxas + nvdisasm (set "
              "SASS_TOOLS, or run scripts/get-sass-tools.sh)", file=sys.stderr)
        return 0
    lo, _, hi = a.lengths.partition("-")
    lo, hi = int(lo), int(hi or lo)
    tmp = tempfile.mkdtemp()
    out = a.keep or tmp
    os.makedirs(out, exist_ok=True)
    print("| shape | arm | bra | cbra | bssy | break | pred | sel | insts |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    try:
        for shape in a.shapes or SHAPES:
            for n in range(lo, hi + 1):
                f = os.path.join(out, "%s-%02d.ptx" % (shape, n))
                with open(f, "w") as fh:
                    fh.write(kernel(shape, n, a.arch))
                r = subprocess.run(
                    [os.path.join(HERE, "sass-metrics.sh"), "-a", a.arch]
                    + (["-l"] if a.keep else []) + [f],
                    capture_output=True, text=True)
                if r.returncode != 0:
                    print("| %s | %d | ptxas failed: %s |" % (
                        shape, n, r.stderr.strip().splitlines()[-1:]))
                    continue
                if a.keep:
                    with open(f[:-4] + ".sass", "w") as fh:
                        fh.write(r.stdout)
                m = [l for l in r.stdout.splitlines() if l.startswith("k ")]
                c = dict(re.findall(r"(\w+)=(\d+)", m[0]))
                print("| %s | %d | %s | %s | %s | %s | %s | %s | %s |" % (
                    shape, n, c["bra"], c["cbra"], c["bssy"], c["break"],
                    c["pred"], c["sel"], c["insts"]))
    finally:
        shutil.rmtree(tmp)
    return 0


if __name__ == "__main__":
    sys.exit(main())
