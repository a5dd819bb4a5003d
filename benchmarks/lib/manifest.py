"""What gets benchmarked: the bundled kernels, the offload kernels, or a
user's suite described by a manifest (DIR/suite.toml).

Manifest format (docs/benchmarks.md has an example):

    [suite]                       # optional
    name = "mini-suite"           # default: the directory's name
    description = "..."

    [[benchmark]]
    name = "saxpy"                # required; letters, digits, '-', '_', '.'
    sources = ["saxpy.c"]         # required; relative to DIR; .c, .f90, .F90...
    cflags = "-DN=1000"           # optional, added after the config's flags
    fflags = ""                   # optional, for Fortran sources
    ldflags = "-lm"               # optional
    args = ["100"]                # arguments of the measured run
    verify_args = ["100", "dump"] # optional; arguments of the verification
                                  # run (default: args)
    stdin = "input.txt"           # optional; relative to DIR
    compare = "numeric"           # required: exact | checksum-line | numeric
    rtol = 1e-12                  # numeric only (default 0)
    atol = 0.0                    # numeric only (default 0)
    checksum_prefix = "checksum"  # checksum-line only (default "checksum")
    kernel_prefix = "kernel_"     # functions counted as the kernel

    [benchmark.small]             # optional per-size overrides of
    args = ["10"]                 # args, verify_args, cflags, fflags,
                                  # ldflags, stdin
    [benchmark.ref]
    args = ["100000"]

The programs run in DIR (their working directory).
"""

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .compare import RULES, Rule
from .util import BenchError, as_flag_list

SIZES = {"small": 0, "ref": 1}
FORTRAN_EXT = (".f", ".F", ".f90", ".F90", ".f95", ".F95", ".f03", ".F03",
               ".f08", ".F08")
C_EXT = (".c",)
NAME_RE = re.compile(r"^[A-Za-z0-9_.+-]+$")

SUITE_KEYS = ("name", "description")
BENCH_KEYS = ("name", "sources", "cflags", "fflags", "ldflags", "args",
              "verify_args", "stdin", "compare", "rtol", "atol",
              "checksum_prefix", "kernel_prefix", "small", "ref")
SIZE_KEYS = ("args", "verify_args", "cflags", "fflags", "ldflags", "stdin")
REQUIRED = ("name", "sources", "compare")


def lang_of(path):
    s = Path(path).suffix
    if s in FORTRAN_EXT:
        return "fortran"
    if s in C_EXT:
        return "c"
    return None


@dataclass
class Benchmark:
    name: str
    sources: list                      # absolute Paths
    cflags: list = field(default_factory=list)
    fflags: list = field(default_factory=list)
    ldflags: list = field(default_factory=list)
    args: list = field(default_factory=list)         # measured run
    verify_args: list = field(default_factory=list)  # verification run
    stdin: Path | None = None
    rule: Rule = field(default_factory=Rule)
    kernel_prefix: str = "kernel_"
    cwd: Path | None = None            # None: the run directory
    offload: str | None = None         # "acc", "omp" or None

    @property
    def langs(self):
        return sorted({lang_of(s) for s in self.sources})

    def summary(self):
        return {"name": self.name,
                "sources": [str(s) for s in self.sources],
                "cflags": self.cflags, "fflags": self.fflags,
                "ldflags": self.ldflags, "args": self.args,
                "verify_args": self.verify_args,
                "stdin": str(self.stdin) if self.stdin else None,
                "compare": self.rule.describe(),
                "kernel_prefix": self.kernel_prefix,
                "offload": self.offload}


def size_define(size):
    return f"-DBENCH_SIZE={SIZES[size]}"


# A kernel that needs flags of its own (the simd_* kernels: -fopenmp-simd
# for their `omp simd` loops) names them on a line of its head comment.
KERNEL_CFLAGS_RE = re.compile(r"^\W*bench-cflags:\s*(.*?)\s*(\*/)?\s*$")


def kernel_cflags(src):
    """The flags on a `bench-cflags: ...` line in the first 40 lines of
    SRC: flags the kernel cannot be built right without, added after the
    size and before the configuration's (scripts/simd-wall.sh reads them
    too)."""
    with open(src, encoding="utf-8", errors="replace") as f:
        for _, line in zip(range(40), f):
            m = KERNEL_CFLAGS_RE.match(line)
            if m:
                return as_flag_list(m.group(1), f"{src}: bench-cflags")
    return []


def discover_kernels(directory, size, only=None):
    """benchmarks/kernels/NAME.c and NAME.F90: one program each, verified
    with its `dump` output, byte for byte."""
    d = Path(directory)
    if not d.is_dir():
        raise BenchError(f"kernel directory {d} does not exist")
    benches = []
    for src in sorted(d.iterdir()):
        if not src.is_file() or src.suffix not in (".c", ".F90"):
            continue
        own = kernel_cflags(src)
        benches.append(Benchmark(
            name=src.stem, sources=[src.resolve()],
            cflags=[size_define(size)] + own,
            fflags=[size_define(size)] + own,
            ldflags=["-lm"], args=[], verify_args=["dump"]))
    return _select(benches, only, d)


def discover_offload(directory, size, only=None):
    """benchmarks/offload/NAME-acc.c (OpenACC) and NAME-omp.c (OpenMP)."""
    d = Path(directory)
    if not d.is_dir():
        raise BenchError(f"offload kernel directory {d} does not exist")
    benches = []
    for src in sorted(d.glob("*.c")):
        m = re.match(r"^(.*)-(acc|omp)$", src.stem)
        if not m:
            continue
        model = m.group(2)
        flag = "-fopenacc" if model == "acc" else "-fopenmp"
        benches.append(Benchmark(
            name=src.stem, sources=[src.resolve()],
            cflags=[size_define(size), flag], ldflags=[flag, "-lm"],
            args=[], verify_args=["dump"], offload=model))
    return _select(benches, only, d)


def _select(benches, only, d):
    if not benches:
        raise BenchError(f"no benchmarks found in {d}")
    if only:
        names = {b.name for b in benches}
        unknown = [n for n in only if n not in names]
        if unknown:
            raise BenchError(f"unknown kernel(s) {', '.join(unknown)} in {d}; "
                             f"there are: {', '.join(sorted(names))}")
        benches = [b for b in benches if b.name in only]
    return benches


def _err(path, where, msg):
    raise BenchError(f"{path}: {where}: {msg}")


def _str(path, where, key, v):
    if not isinstance(v, str):
        _err(path, where, f"'{key}' must be a string, got {v!r}")
    return v


def _args(path, where, key, v):
    if isinstance(v, str):
        return as_flag_list(v, f"{path}: {where}: '{key}'")
    if isinstance(v, list) and all(isinstance(a, (str, int, float))
                                   and not isinstance(a, bool) for a in v):
        return [str(a) for a in v]
    _err(path, where, f"'{key}' must be a string or a list of strings, "
                      f"got {v!r}")


def load_suite(directory, size, only=None):
    """Reads DIR/suite.toml.  Returns (suite name, [Benchmark])."""
    d = Path(directory).resolve()
    path = d / "suite.toml"
    if not path.is_file():
        raise BenchError(f"--suite {directory}: no manifest {path}")
    try:
        with open(path, "rb") as f:
            raw = tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise BenchError(f"{path}: not valid TOML: {e}")
    return parse_suite(raw, d, path, size, only)


def parse_suite(raw, d, path, size, only=None):
    for key in raw:
        if key not in ("suite", "benchmark"):
            _err(path, "top level", f"unknown key '{key}'; accepted: "
                                    f"[suite], [[benchmark]]")
    suite = raw.get("suite", {})
    if not isinstance(suite, dict):
        _err(path, "top level", "'suite' must be a table ([suite])")
    for key in suite:
        if key not in SUITE_KEYS:
            _err(path, "[suite]", f"unknown key '{key}'; accepted: "
                                  f"{', '.join(SUITE_KEYS)}")
    name = _str(path, "[suite]", "name", suite.get("name", d.name))
    if not NAME_RE.match(name):
        _err(path, "[suite]", f"name {name!r} may only use letters, digits "
                              f"and . _ + -")
    entries = raw.get("benchmark")
    if not entries:
        _err(path, "top level", "no [[benchmark]] entries")
    if not isinstance(entries, list):
        _err(path, "top level", "'benchmark' must be an array of tables "
                                "([[benchmark]])")
    benches, seen = [], set()
    for i, e in enumerate(entries, 1):
        where = f"benchmark #{i}"
        if not isinstance(e, dict):
            _err(path, where, "must be a table")
        if isinstance(e.get("name"), str):
            where = f"benchmark '{e['name']}'"
        for key in e:
            if key not in BENCH_KEYS:
                _err(path, where, f"unknown key '{key}'; accepted: "
                                  f"{', '.join(BENCH_KEYS)}")
        for key in REQUIRED:
            if key not in e:
                _err(path, where, f"missing required key '{key}'")
        bname = _str(path, where, "name", e["name"])
        if not NAME_RE.match(bname):
            _err(path, where, f"name {bname!r} may only use letters, "
                              f"digits and . _ + -")
        if bname in seen:
            _err(path, where, "a second benchmark with this name")
        seen.add(bname)

        # per-size overrides
        merged = dict(e)
        for sz in SIZES:
            if sz in e:
                if not isinstance(e[sz], dict):
                    _err(path, where, f"'{sz}' must be a table "
                                      f"([benchmark.{sz}])")
                for key in e[sz]:
                    if key not in SIZE_KEYS:
                        _err(path, f"{where} [{sz}]",
                             f"unknown key '{key}'; accepted: "
                             f"{', '.join(SIZE_KEYS)}")
        if size in e:
            merged.update(e[size])

        srcs = e["sources"]
        if isinstance(srcs, str):
            srcs = [srcs]
        if (not isinstance(srcs, list) or not srcs
                or not all(isinstance(s, str) for s in srcs)):
            _err(path, where, "'sources' must be a non-empty list of file "
                              "names")
        sources = []
        for s in srcs:
            p = (d / s).resolve()
            if lang_of(p) is None:
                _err(path, where, f"source {s!r}: unknown language (use "
                                  f".c or a Fortran suffix such as .f90)")
            if not p.is_file():
                _err(path, where, f"source {s!r} does not exist ({p})")
            sources.append(p)
        stems = [p.stem for p in sources]
        if len(set(stems)) != len(stems):
            _err(path, where, "two sources with the same base name")

        kind = _str(path, where, "compare", e["compare"])
        if kind not in RULES:
            _err(path, where, f"unknown compare rule {kind!r}; accepted: "
                              f"{', '.join(RULES)}")
        for key in ("rtol", "atol"):
            if key in e:
                if kind != "numeric":
                    _err(path, where, f"'{key}' only applies to compare = "
                                      f"\"numeric\"")
                v = e[key]
                if isinstance(v, bool) or not isinstance(v, (int, float)) \
                        or v < 0:
                    _err(path, where, f"'{key}' must be a number >= 0, "
                                      f"got {v!r}")
        if "checksum_prefix" in e and kind != "checksum-line":
            _err(path, where, "'checksum_prefix' only applies to compare = "
                              "\"checksum-line\"")
        prefix = _str(path, where, "checksum_prefix",
                      e.get("checksum_prefix", "checksum"))
        if kind == "numeric" and "rtol" not in e and "atol" not in e:
            _err(path, where, "compare = \"numeric\" needs 'rtol' or 'atol' "
                              "(or both)")
        rule = Rule(kind, float(e.get("rtol", 0.0)), float(e.get("atol", 0.0)),
                    prefix)

        args = _args(path, where, "args", merged.get("args", []))
        vargs = (_args(path, where, "verify_args", merged["verify_args"])
                 if "verify_args" in merged else list(args))
        stdin = None
        if "stdin" in merged:
            stdin = (d / _str(path, where, "stdin", merged["stdin"])).resolve()
            if not stdin.is_file():
                _err(path, where, f"stdin file {stdin} does not exist")
        b = Benchmark(
            name=bname, sources=sources,
            cflags=as_flag_list(merged.get("cflags"), f"{path}: {where}: "
                                                      f"'cflags'"),
            fflags=as_flag_list(merged.get("fflags"), f"{path}: {where}: "
                                                      f"'fflags'"),
            ldflags=as_flag_list(merged.get("ldflags"), f"{path}: {where}: "
                                                        f"'ldflags'"),
            args=args, verify_args=vargs, stdin=stdin, rule=rule,
            kernel_prefix=_str(path, where, "kernel_prefix",
                               e.get("kernel_prefix", "kernel_")),
            cwd=d)
        benches.append(b)
    return name, _select(benches, only, path)
