"""Which external tools a run needs, and whether they are there."""

import os
import shutil
from pathlib import Path

from .util import BenchError, run

ACCEL_LTO1 = "/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none/lto1"


def _version(cmd, pick=lambda out: out.splitlines()[0] if out else ""):
    r = run(cmd, timeout=30)
    out = (r.stdout or "") + (r.stderr or "")
    try:
        return pick(out.strip())
    except Exception:
        return ""


def find(name):
    if os.sep in name:
        p = Path(name)
        return str(p) if p.is_file() and os.access(p, os.X_OK) else None
    return shutil.which(name)


def matplotlib_version():
    try:
        import matplotlib
        return matplotlib.__version__
    except Exception:
        return None


def gpu_present():
    """True when `nvidia-smi -L` succeeds and lists a GPU."""
    if not shutil.which("nvidia-smi"):
        return False
    r = run(["nvidia-smi", "-L"], timeout=60)
    return r.rc == 0 and "GPU" in (r.stdout or "")


class Need:
    def __init__(self, tool, why, drop_hint, path=None, version=""):
        self.tool, self.why, self.drop_hint = tool, why, drop_hint
        self.path, self.version = path, version


def check(needs, say):
    """needs: list of Need (path None = missing).  Prints the table; raises
    BenchError naming every missing tool and how to do without it."""
    say("bench: tools this run needs:")
    width = max(len(n.tool) for n in needs) if needs else 0
    missing = []
    for n in needs:
        if n.path:
            ver = f" ({n.version})" if n.version else ""
            say(f"  {n.tool:<{width}}  ok       {n.path}{ver}  -- {n.why}")
        else:
            say(f"  {n.tool:<{width}}  MISSING  -- {n.why}")
            missing.append(n)
    if missing:
        lines = [f"{n.tool} is missing (needed for {n.why}); {n.drop_hint}"
                 for n in missing]
        raise BenchError("required tools are missing:\n  " + "\n  ".join(lines))


def valgrind_version(path):
    return _version([path, "--version"])


def gcc_version(path):
    return _version([path, "-dumpfullversion"])
