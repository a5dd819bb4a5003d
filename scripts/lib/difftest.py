#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""difftest: the harness every differential-test driver of qprop shares.

A driver owns its generator (seed -> program) and decides which builds to
compare; this module does the rest the same way for all of them:

  flag sets      QPROP_PASSES_ALL, QPROP_OFFLOAD_FLAGS, read from
                 scripts/lib/plugin-flags.sh, where they are defined once
                 for the shell and Python drivers alike;
  snapshot       copy each -fplugin=/path/NAME.so into the output folder so
                 that a rebuild during a long run cannot mix two plugins;
  probe          build and run one small loop with the plugin flags first,
                 so that a broken setup fails at once, not once per case;
  build / run    with a timeout, on the host or on simgpu;
  compare        a build's output (and exit status) with the reference's;
  count          one Tally per driver, whose closing line
                 "NAME: N passed, M failed" scripts/check.sh adds up; a
                 failing case keeps its folder for reproduction.

Python drivers import it (sys.path gets scripts/lib).  Shell drivers call
its command line:

  difftest.py flags                 the flag sets as shell assignments
  difftest.py snapshot DIR FLAGS..  FLAGS with the plugins snapshotted
  difftest.py probe CC FLAGS..      exit 1 (compiler output on stderr)
                                    when CC cannot build and run a loop
  difftest.py case --dir D ...      one build pair: see case_main
  difftest.py close NAME P F [NOTE] the closing line; exit 1 when F > 0
"""

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
FLAGS_FILE = ROOT / "scripts/lib/plugin-flags.sh"
SIMGPU_LIB = ROOT / "build/simgpu"
HOST_PLUGIN = ROOT / "plugin/qprop.so"
NVPTX_PLUGIN = ROOT / "build/nvptx-none/qprop.so"


def flag_set(name):
    """The value of NAME="..." in plugin-flags.sh, as a string."""
    pat = re.compile(r'^%s="([^"]*)"\s*$' % re.escape(name))
    with open(FLAGS_FILE) as f:
        for line in f:
            m = pat.match(line)
            if m:
                return m.group(1)
    raise KeyError("%s is not defined in %s" % (name, FLAGS_FILE))


QPROP_PASSES_ALL = flag_set("QPROP_PASSES_ALL")
QPROP_OFFLOAD_FLAGS = flag_set("QPROP_OFFLOAD_FLAGS")


def offload_plugin_flags(flags):
    """FLAGS (a list) for the accelerator compiler: each passed on with
    -foffload-options=nvptx-none=, which takes one option apiece here so
    that paths with spaces survive."""
    return ["-foffload-options=nvptx-none=%s" % f for f in flags]


# --- The plugin snapshot and the probe. ---------------------------------

def snapshot_plugin_flags(dirname, flags):
    """FLAGS (a list) with every -fplugin=/path/NAME.so replaced by a copy
    in DIRNAME/plugin-snapshot.  The base name stays: GCC takes the
    plugin's name (for -fplugin-arg-NAME-...) from it."""
    snap = os.path.join(dirname, "plugin-snapshot")
    shutil.rmtree(snap, ignore_errors=True)
    result = []
    for f in flags:
        m = re.match(r"^(-fplugin=|-foffload-options=nvptx-none=-fplugin=)"
                     r"(/.*\.so)$", f)
        if m and os.path.isfile(m.group(2)):
            os.makedirs(snap, exist_ok=True)
            copy = os.path.join(snap, os.path.basename(m.group(2)))
            shutil.copyfile(m.group(2), copy)
            f = m.group(1) + copy
        result.append(f)
    return result


def snapshot_plugin(so, dirname):
    """A copy of the plugin SO in DIRNAME/plugin-snapshot, same base name."""
    flags = snapshot_plugin_flags(dirname, ["-fplugin=%s" % os.path.abspath(so)])
    return flags[0][len("-fplugin="):]


PROBE_SOURCE = ("int main (void) { int a[8] = {0}; for (int i = 1; i < 8; i++)"
                " a[i] = a[i-1] + i; return a[7] != 28; }\n")


def probe(cc, flags):
    """(True, "") when CC builds and runs a small loop with FLAGS (a list)
    at -O2; else (False, the compiler's or the program's output)."""
    if not flags:
        return True, ""
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "p.c")
        with open(src, "w") as f:
            f.write(PROBE_SOURCE)
        r = run([cc, *flags, "-O2", src, "-o", os.path.join(d, "p")])
        if r.rc == 0:
            r = run([os.path.join(d, "p")], timeout=60)
        return r.rc == 0, r.out + r.err


def require(name, files, hint):
    """Whether every one of FILES exists; if not, says which is missing and
    what builds it (HINT)."""
    for f in files:
        if not os.path.exists(f):
            print("%s: %s is missing (%s)" % (name, f, hint), file=sys.stderr)
            return False
    return True


# --- Build and run. -----------------------------------------------------

class Result:
    def __init__(self, rc, out, err):
        self.rc, self.out, self.err = rc, out, err

    @property
    def timed_out(self):
        return self.rc == "timeout"


def run(cmd, timeout=None, cwd=None, env=None):
    """Run CMD (a list).  rc is the exit status, or "timeout"."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           errors="replace", timeout=timeout, cwd=cwd,
                           env=env)
        # A signal as the shell reports it (134 for SIGABRT), not -6.
        rc = p.returncode if p.returncode >= 0 else 128 - p.returncode
        return Result(rc, p.stdout, p.stderr)
    except subprocess.TimeoutExpired:
        return Result("timeout", "", "timeout after %ss" % timeout)


def simgpu_env(extra=None):
    """The environment that runs offload code on simgpu."""
    path = os.environ.get("LD_LIBRARY_PATH")
    env = dict(os.environ, LD_LIBRARY_PATH=str(SIMGPU_LIB)
               + (":" + path if path else ""))
    env.update(extra or {})
    return env


def compile_error(log):
    """The line of a failed compile's LOG that says most."""
    for pat in (r"internal compiler error.*", r".*(error|fatal).*"):
        m = re.search(pat, log)
        if m:
            return m.group(0).strip()[:300]
    return log.strip()[-300:]


def first_difference(want, got):
    for a, b in zip(want.splitlines(), got.splitlines()):
        if a != b:
            return "want '%s', got '%s'" % (a, b)
    return "want %d lines, got %d" % (len(want.splitlines()),
                                      len(got.splitlines()))


def without(text, ignore):
    """TEXT without the lines that match the regex IGNORE (run-to-run noise
    such as timings)."""
    if not ignore:
        return text
    pat = re.compile(ignore)
    return "".join(l for l in text.splitlines(True) if not pat.search(l))


# --- Cases and counts. --------------------------------------------------

class Case:
    """One seed (or program) of a driver: a folder, removed when the case
    passes and kept, for reproduction, when it fails."""

    def __init__(self, tally, label, dirname, keep=False):
        self.tally, self.label, self.dir = tally, label, str(dirname)
        self.keep = keep
        self.failed = self.skipped = False
        os.makedirs(self.dir, exist_ok=True)

    def path(self, name):
        return os.path.join(self.dir, name)

    def fail(self, what):
        print("FAIL: %s: %s" % (self.label, what), flush=True)
        self.failed = True
        return False

    def skip(self, why):
        print("skipped: %s: %s" % (self.label, why), flush=True)
        self.skipped = True
        return False

    def build(self, tag, cmd, timeout=None, cwd=None):
        """Compile with CMD; a failure fails the case."""
        r = run(cmd, timeout=timeout, cwd=cwd or self.dir)
        with open(self.path(tag + ".log"), "w") as f:
            f.write(r.out + r.err)
        if r.rc != 0:
            why = ("compile timed out" if r.timed_out
                   else compile_error(r.out + r.err))
            return self.fail("%s does not compile: %s" % (tag, why))
        return True

    def execute(self, tag, cmd, timeout=None, env=None, cwd=None):
        """Run CMD; its output goes to TAG.out and TAG.err as well."""
        r = run(cmd, timeout=timeout, cwd=cwd or self.dir, env=env)
        with open(self.path(tag + ".out"), "w") as f:
            f.write(r.out)
        with open(self.path(tag + ".err"), "w") as f:
            f.write(r.err)
        return r

    def check(self, tag, want, r, ignore=None):
        """Whether run R of build TAG exited 0 and printed WANT."""
        if r.rc != 0:
            return self.fail("%s: exit %s; %s" % (tag, r.rc,
                                                  r.err.strip()[:200]))
        got = without(r.out, ignore)
        if got != without(want, ignore):
            return self.fail("%s: wrong output; %s"
                             % (tag, first_difference(without(want, ignore),
                                                      got)))
        return True

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        if kind is not None:
            return False
        self.tally.count(self)
        if not self.failed and not self.keep:
            shutil.rmtree(self.dir, ignore_errors=True)
        return False


class Tally:
    """The counts of one driver, and its closing line."""

    def __init__(self, name):
        self.name = name
        self.passed = self.failed = self.skipped = 0
        # Drivers may run their cases in threads.
        self.lock = threading.Lock()

    def case(self, label, dirname, keep=False):
        return Case(self, label, dirname, keep)

    def count(self, case):
        with self.lock:
            self._count(case)

    def _count(self, case):
        if case.failed:
            self.failed += 1
        elif case.skipped:
            self.skipped += 1
        else:
            self.passed += 1

    def note(self, text):
        print("%s: %s" % (self.name, text), flush=True)

    def close(self, note=""):
        """Print the closing line; the exit status for the driver."""
        return close(self.name, self.passed, self.failed, note)

    def missing(self, note=""):
        """The closing line of a driver that could not start."""
        return close(self.name, 0, 1, note)


def close(name, passed, failed, note=""):
    print("%s: %d passed, %d failed%s" % (name, passed, failed,
                                         " " + note if note else ""),
          flush=True)
    return 1 if failed else 0


# --- The command line, for the shell drivers. --------------------------

def case_main(argv):
    """One build pair in DIR: the reference (--ref, built in DIR; its run
    --ref-run) and the checked build (--chk; --chk-run).  Commands are
    shell words.  A reference that does not build or run to exit 0 skips
    the case or fails it (--ref-fails).  Optionally a --plain build that must agree with the
    reference, else the case says nothing about qprop and is skipped.
    The checked build must exit 0 and print what the reference printed
    (less the lines matching --ignore).  Prints one "FAIL: LABEL: ..." or
    "skipped: LABEL: ..." line; exit 0 passed, 1 failed, 3 skipped."""
    ap = argparse.ArgumentParser(prog="difftest.py case")
    ap.add_argument("--dir", required=True)
    ap.add_argument("--label", required=True)
    ap.add_argument("--ref", help="build the reference (none: the checked"
                    " build need only exit 0)")
    ap.add_argument("--ref-run", default="./ref")
    ap.add_argument("--ref-name", default="ref")
    ap.add_argument("--ref-timeout", type=float)
    ap.add_argument("--ref-fails", choices=["skip", "fail"], default="skip",
                    help="what a reference that does not run to exit 0"
                    " makes of the case")
    ap.add_argument("--plain", help="build without qprop at the checked"
                    " build's level; run as ./plain")
    ap.add_argument("--chk", required=True)
    ap.add_argument("--chk-run", default="./chk")
    ap.add_argument("--chk-name", default="chk")
    ap.add_argument("--chk-timeout", type=float)
    ap.add_argument("--compile-timeout", type=float)
    ap.add_argument("--simgpu", action="store_true",
                    help="run the checked build on simgpu")
    ap.add_argument("--env", action="append", default=[],
                    help="NAME=VALUE for the checked build's run")
    ap.add_argument("--ignore", help="regex: output lines not compared")
    o = ap.parse_args(argv)
    tally = Tally("case")
    c = Case(tally, o.label, o.dir, keep=True)

    def reference_fails(why):
        if o.ref_fails == "skip":
            c.skip(why)
            return 3
        c.fail(why)
        return 1

    # The reference first: when it cannot run, the checked build (often
    # the slower compile) need not be made.
    want = None
    if o.ref:
        r = run(shlex.split(o.ref), o.compile_timeout, c.dir)
        with open(c.path(o.ref_name + ".log"), "w") as f:
            f.write(r.out + r.err)
        if r.rc != 0:
            return reference_fails("the reference does not compile: %s"
                                   % compile_error(r.out + r.err))
        r = c.execute(o.ref_name, shlex.split(o.ref_run), o.ref_timeout)
        if r.rc != 0:
            return reference_fails("the reference does not finish"
                                   if r.timed_out else
                                   "the reference exits %s" % r.rc)
        want = r.out
    if not c.build(o.chk_name, shlex.split(o.chk), o.compile_timeout):
        return 1
    if o.plain and want is not None:
        b = run(shlex.split(o.plain), o.compile_timeout, c.dir)
        r = b.rc == 0 and c.execute("plain", ["./plain"], o.ref_timeout)
        if (not r or r.rc != 0
                or without(r.out, o.ignore) != without(want, o.ignore)):
            c.skip("gcc without the plugin differs from the reference")
            return 3
    env = dict(os.environ)
    if o.simgpu:
        env = simgpu_env()
    for kv in o.env:
        k, _, v = kv.partition("=")
        env[k] = v
    r = c.execute(o.chk_name, shlex.split(o.chk_run), o.chk_timeout, env)
    if want is None:
        if r.rc != 0:
            c.fail("exit %s; %s" % (r.rc, (r.out + r.err).strip()[-200:]))
            return 1
        return 0
    return 0 if c.check(o.chk_name, want, r, o.ignore) else 1


def main(argv):
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    cmd, args = argv[0], argv[1:]
    if cmd == "flags":
        for name in ("QPROP_PASSES_ALL", "QPROP_OFFLOAD_FLAGS"):
            print("%s=%s" % (name, shlex.quote(flag_set(name))))
        return 0
    if cmd == "snapshot" and args:
        print(" ".join(snapshot_plugin_flags(args[0], args[1:])))
        return 0
    if cmd == "probe" and args:
        ok, log = probe(args[0], args[1:])
        if not ok:
            sys.stderr.write(log)
        return 0 if ok else 1
    if cmd == "case":
        return case_main(args)
    if cmd == "close" and len(args) in (3, 4):
        return close(args[0], int(args[1]), int(args[2]),
                     args[3] if len(args) == 4 else "")
    print("difftest.py: unknown command %s" % " ".join(argv), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
