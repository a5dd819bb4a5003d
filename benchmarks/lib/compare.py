"""Output comparison rules: a configuration's output against base's.

exact          the outputs are byte for byte the same.
checksum-line  the first line that starts with the checksum prefix
               (default "checksum") is the same in both; other lines are
               not looked at.  A missing line is a mismatch.
numeric        same number of lines, and of whitespace-separated fields on
               each line; fields that both parse as numbers agree within
               |got - want| <= atol + rtol * |want|; other fields are equal.
"""

import math
from dataclasses import dataclass

from .util import BenchError

RULES = ("exact", "checksum-line", "numeric")


@dataclass(frozen=True)
class Rule:
    kind: str = "exact"
    rtol: float = 0.0
    atol: float = 0.0
    prefix: str = "checksum"

    def __post_init__(self):
        if self.kind not in RULES:
            raise BenchError(f"unknown comparison rule {self.kind!r}; "
                             f"accepted: {', '.join(RULES)}")
        for name in ("rtol", "atol"):
            v = getattr(self, name)
            if (not isinstance(v, (int, float)) or isinstance(v, bool)
                    or v < 0 or math.isnan(v)):
                raise BenchError(f"comparison rule: {name} must be a "
                                 f"number >= 0, got {v!r}")

    def describe(self):
        if self.kind == "numeric":
            return f"numeric (rtol={self.rtol:g}, atol={self.atol:g})"
        if self.kind == "checksum-line":
            return f"checksum-line ({self.prefix!r})"
        return "exact"


def strip_target_time(text):
    """Offload programs print `target_time_s <seconds>` as their last line;
    returns (text without it, seconds or None)."""
    lines = text.splitlines(keepends=True)
    if lines and lines[-1].startswith("target_time_s"):
        fields = lines[-1].split()
        secs = None
        if len(fields) >= 2:
            try:
                secs = float(fields[1])
            except ValueError:
                pass
        return "".join(lines[:-1]), secs
    return text, None


def _show(s, limit=80):
    s = s.rstrip("\n")
    return repr(s if len(s) <= limit else s[:limit] + "...")


def _number(tok):
    try:
        return float(tok)
    except ValueError:
        return None


def _close(got, want, rule):
    if math.isnan(want) or math.isnan(got):
        return math.isnan(want) and math.isnan(got)
    if math.isinf(want) or math.isinf(got):
        return got == want
    return abs(got - want) <= rule.atol + rule.rtol * abs(want)


def compare(want, got, rule=Rule()):
    """want: base's output, got: the config's output (str).  Returns
    (True, "") or (False, "why, at the first difference")."""
    if rule.kind == "exact":
        if want == got:
            return True, ""
        wl, gl = want.splitlines(keepends=True), got.splitlines(keepends=True)
        for i, (a, b) in enumerate(zip(wl, gl), 1):
            if a != b:
                return False, f"line {i}: expected {_show(a)}, got {_show(b)}"
        if len(wl) != len(gl):
            return False, (f"{len(gl)} lines of output where base has "
                           f"{len(wl)}")
        return False, "outputs differ (line endings)"

    if rule.kind == "checksum-line":
        def find(text):
            for i, line in enumerate(text.splitlines(), 1):
                if line.startswith(rule.prefix):
                    return i, line
            return None, None
        wi, w = find(want)
        gi, g = find(got)
        if w is None:
            return False, f"base's output has no line starting {rule.prefix!r}"
        if g is None:
            return False, f"no line starting {rule.prefix!r} in the output"
        if w.rstrip() != g.rstrip():
            return False, (f"checksum line: expected {_show(w)}, "
                           f"got {_show(g)} (line {gi})")
        return True, ""

    # numeric
    wl, gl = want.splitlines(), got.splitlines()
    if len(wl) != len(gl):
        return False, f"{len(gl)} lines of output where base has {len(wl)}"
    for i, (a, b) in enumerate(zip(wl, gl), 1):
        wa, ga = a.split(), b.split()
        if len(wa) != len(ga):
            return False, (f"line {i}: {len(ga)} fields where base has "
                           f"{len(wa)}: expected {_show(a)}, got {_show(b)}")
        for j, (x, y) in enumerate(zip(wa, ga), 1):
            if x == y:
                continue
            nx, ny = _number(x), _number(y)
            if nx is None or ny is None:
                return False, (f"line {i} field {j}: expected {x!r}, "
                               f"got {y!r}")
            if not _close(ny, nx, rule):
                return False, (f"line {i} field {j}: expected {x}, got {y} "
                               f"(difference {abs(ny - nx):.3g} exceeds "
                               f"atol {rule.atol:g} + rtol {rule.rtol:g} "
                               f"* |expected|)")
    return True, ""
