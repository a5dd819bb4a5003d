"""Reading cachegrind (and callgrind) out files.

The format (valgrind's docs, "Cachegrind/Callgrind format"): header lines
`desc:`, `cmd:`, `events: E1 E2 ...`, optionally `positions:`; then
records.  `fl=FILE` starts a block of a file; `fn=NAME` names the function
that the following cost lines belong to; `fi=FILE` / `fe=FILE` switch the
file for inlined code without changing the function.  A cost line is the
position(s) (a line number) followed by one count per event; counts left
off at the end are zero.  `summary:` (and callgrind's `totals:`) give the
whole-program counts.  Callgrind adds name compression (`fn=(3) name`,
later `fn=(3)`), relative positions (`+2`, `-1`, `*`) and call records:
`calls=N TARGET` followed by one line of inclusive cost, which is not the
caller's own cost and is skipped here.
"""

import re
from dataclasses import dataclass, field

FORTRAN_MODULE_PREFIX = re.compile(r"^__.+?_MOD_")
COMPRESSED = re.compile(r"^\((\d+)\)(?:\s+(.*))?$")


@dataclass
class Profile:
    events: list = field(default_factory=list)
    summary: dict = field(default_factory=dict)
    functions: dict = field(default_factory=dict)   # name -> [count per event]
    desc: list = field(default_factory=list)
    cmd: str = ""

    def function_counts(self, name):
        return dict(zip(self.events, self.functions.get(name, [])))


class FormatError(ValueError):
    pass


def plain_name(fn):
    """A function name as the kernel convention sees it: without a
    Fortran module prefix (__mod_MOD_kernel_x -> kernel_x)."""
    return FORTRAN_MODULE_PREFIX.sub("", fn)


def is_kernel(fn, prefix="kernel_"):
    return plain_name(fn).startswith(prefix)


def parse(text, source="<text>"):
    prof = Profile()
    names = {}                     # compressed-name tables, per kind
    fn = None
    skip_next_cost = False
    positions = 1

    def resolve(kind, value):
        m = COMPRESSED.match(value)
        if not m:
            return value
        table = names.setdefault(kind, {})
        if m.group(2) is not None:
            table[m.group(1)] = m.group(2)
            return m.group(2)
        if m.group(1) not in table:
            raise FormatError(f"{source}: name ({m.group(1)}) used before "
                              f"it was defined")
        return table[m.group(1)]

    for lineno, line in enumerate(text.splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        c = line[0]
        if c.isdigit() or c in "+-*":
            if skip_next_cost:
                skip_next_cost = False
                continue
            if not prof.events:
                raise FormatError(f"{source}:{lineno}: cost line before "
                                  f"the events: line")
            if fn is None:
                raise FormatError(f"{source}:{lineno}: cost line outside a "
                                  f"fn= record")
            fields = line.split()
            try:
                counts = [int(x) for x in fields[positions:]]
            except ValueError:
                raise FormatError(f"{source}:{lineno}: bad cost line {line!r}")
            if len(counts) > len(prof.events):
                raise FormatError(f"{source}:{lineno}: {len(counts)} counts "
                                  f"for {len(prof.events)} events")
            acc = prof.functions.setdefault(fn, [0] * len(prof.events))
            for i, v in enumerate(counts):
                acc[i] += v
            continue
        key, sep, value = line.partition("=")
        if sep and key in ("fl", "fi", "fe", "fn", "ob", "cob", "cfi", "cfl",
                           "cfn", "calls", "jump", "jcnd"):
            value = value.strip()
            if key == "fn":
                fn = resolve("fn", value)
            elif key == "cfn":
                resolve("fn", value)
            elif key in ("fl", "fi", "fe", "cfi", "cfl"):
                resolve("fl", value)
            elif key in ("ob", "cob"):
                resolve("ob", value)
            elif key == "calls":
                skip_next_cost = True
            continue
        key, sep, value = line.partition(":")
        if sep:
            value = value.strip()
            if key == "events":
                prof.events = value.split()
            elif key == "positions":
                positions = len(value.split())
            elif key == "desc":
                prof.desc.append(value)
            elif key == "cmd":
                prof.cmd = value
            elif key in ("summary", "totals"):
                try:
                    nums = [int(x) for x in value.split()]
                except ValueError:
                    raise FormatError(f"{source}:{lineno}: bad {key} line")
                if key == "summary" or not prof.summary:
                    prof.summary = dict(zip(prof.events, nums))
            # other header lines (version:, creator:, pid:, part: ...) are
            # not needed
            continue
        raise FormatError(f"{source}:{lineno}: unrecognised line {line!r}")
    if not prof.events:
        raise FormatError(f"{source}: no events: line")
    if not prof.summary:
        # a file cut short, or a format without a summary: add it up
        prof.summary = {e: sum(v[i] for v in prof.functions.values())
                        for i, e in enumerate(prof.events)}
    return prof


def parse_file(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return parse(f.read(), str(path))


def kernel_totals(prof, prefix="kernel_"):
    """Counts summed over the functions whose name (without a Fortran
    module prefix) starts with prefix.  Returns (dict event -> count,
    sorted list of the matched function names)."""
    matched = sorted(fn for fn in prof.functions if is_kernel(fn, prefix))
    totals = {e: 0 for e in prof.events}
    for fn in matched:
        for e, v in zip(prof.events, prof.functions[fn]):
            totals[e] += v
    return totals, matched


def total_instructions(path):
    """Ir of a callgrind out file (its summary/totals line)."""
    prof = parse_file(path)
    if "Ir" not in prof.summary:
        raise FormatError(f"{path}: no Ir in the summary")
    return prof.summary["Ir"]
