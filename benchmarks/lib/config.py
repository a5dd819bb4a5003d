"""Named benchmark configurations (benchmarks/configs/NAME.toml).

One TOML file per configuration, named after it, in the manner of SPEC's
config files: `run.py --configs base,qprop-all` reads base.toml and
qprop-all.toml.  The keys (every one optional; docs/benchmarks.md has the
full description):

    description = "one line for the report"
    extends     = "base"          # start from another config's values
    cc          = "gcc"           # C compiler driver
    fc          = "gfortran"      # Fortran compiler driver
    optflags    = "-O3"           # flags for C and Fortran (SPEC's OPTIMIZE)
    cflags      = ""              # extra flags for C only
    fflags      = ""              # extra flags for Fortran only
    ldflags     = ""              # extra flags for the link
    passes      = "all"           # load qprop: "all", "none" or a list of passes
    plugin_args = ["dump=qprop-stats"]   # more -fplugin-arg-qprop-KEY[=VALUE]
    offload_options = "-lm"       # more options for the nvptx offload compiler

Flag values are a string (split like a shell would) or a list of strings.
A config that sets `passes` loads the plugin; the runner then adds
-fplugin=<abs path> -fplugin-arg-qprop-passes=... and, at build time,
-fplugin-arg-qprop-verify and -fplugin-arg-qprop-stats.  With `extends`
every key except `description` is inherited and can be overridden.
"""

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .util import BenchError, as_flag_list, run

KNOWN_KEYS = ("description", "extends", "cc", "fc", "optflags", "cflags",
              "fflags", "ldflags", "passes", "plugin_args",
              "offload_options")
NOT_INHERITED = ("description", "extends")
PLUGIN_ARG_PREFIX = "-fplugin-arg-qprop-"
# Arguments the runner adds itself; a config naming them would only
# duplicate or contradict them.
RUNNER_OWNED_ARGS = ("passes", "verify", "stats", "help")


@dataclass
class Config:
    name: str
    path: Path | None
    description: str = ""
    cc: str = "gcc"
    fc: str = "gfortran"
    optflags: list = field(default_factory=list)
    cflags: list = field(default_factory=list)
    fflags: list = field(default_factory=list)
    ldflags: list = field(default_factory=list)
    passes: list | None = None      # None: no plugin; ["all"], ["none"] or names
    plugin_args: list = field(default_factory=list)
    offload_options: list = field(default_factory=list)
    auto: bool = False              # made by the runner for a pass, no file
    extends_chain: list = field(default_factory=list)

    @property
    def uses_plugin(self):
        return self.passes is not None

    @property
    def passes_value(self):
        return ",".join(self.passes) if self.passes is not None else ""

    def named_passes(self):
        """The pass names this config asks for (not "all"/"none")."""
        if self.passes is None:
            return []
        return [p for p in self.passes if p not in ("all", "none")]

    def lang_flags(self, lang):
        extra = self.fflags if lang == "fortran" else self.cflags
        return list(self.optflags) + list(extra)

    def compiler(self, lang):
        return self.fc if lang == "fortran" else self.cc

    def _plugin_arguments(self, plugin, build):
        """-fplugin=PLUGIN and this config's qprop arguments.  build=True
        adds verify and stats (every build does); compile-cost measurements
        use build=False, so that they time what a user would run."""
        args = [f"-fplugin={Path(plugin).resolve()}",
                f"{PLUGIN_ARG_PREFIX}passes={self.passes_value}"]
        args += self.plugin_args
        if build:
            args += [f"{PLUGIN_ARG_PREFIX}verify", f"{PLUGIN_ARG_PREFIX}stats"]
        return args

    def plugin_flags(self, plugin, build=True):
        """Flags that load qprop into the host compiler."""
        if not self.uses_plugin:
            return []
        return self._plugin_arguments(plugin, build)

    def offload_plugin_option(self, nvptx_plugin, build=True):
        """The one -foffload-options argument that loads the nvptx copy of
        qprop into the accelerator compiler."""
        if not self.uses_plugin:
            return []
        return ["-foffload-options=nvptx-none="
                + " ".join(self._plugin_arguments(nvptx_plugin, build))]

    def summary(self):
        """A dict for the JSON results and the report."""
        return {
            "name": self.name,
            "file": str(self.path) if self.path else None,
            "description": self.description,
            "extends": self.extends_chain,
            "cc": self.cc, "fc": self.fc,
            "optflags": self.optflags, "cflags": self.cflags,
            "fflags": self.fflags, "ldflags": self.ldflags,
            "passes": self.passes, "plugin_args": self.plugin_args,
            "offload_options": self.offload_options,
            "auto": self.auto,
        }


def _read_toml(path):
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise BenchError(f"config {path}: not valid TOML: {e}")
    except OSError as e:
        raise BenchError(f"config {path}: cannot read: {e.strerror}")


def _check_raw(name, path, raw):
    for key in raw:
        if key not in KNOWN_KEYS:
            raise BenchError(
                f"config '{name}' ({path}): unknown key '{key}'; "
                f"accepted: {', '.join(KNOWN_KEYS)}")
    for key in ("description", "extends", "cc", "fc"):
        if key in raw and not isinstance(raw[key], str):
            raise BenchError(f"config '{name}' ({path}): '{key}' must be a "
                             f"string, got {raw[key]!r}")


def _norm_passes(name, path, value):
    if isinstance(value, str):
        items = [p.strip() for p in value.split(",")]
    elif isinstance(value, list) and all(isinstance(p, str) for p in value):
        items = [p.strip() for p in value]
    else:
        raise BenchError(f"config '{name}' ({path}): 'passes' must be \"all\", "
                         f"\"none\" or a list of pass names, got {value!r}")
    items = [p for p in items if p]
    if not items:
        raise BenchError(f"config '{name}' ({path}): 'passes' is empty; use "
                         f"\"none\" to load the plugin without passes, or "
                         f"leave the key out for no plugin")
    if ("all" in items or "none" in items) and len(items) > 1:
        raise BenchError(f"config '{name}' ({path}): 'passes': \"all\" and "
                         f"\"none\" cannot be combined with other names")
    return items


def _norm_plugin_args(name, path, value):
    args = as_flag_list(value, f"config '{name}' ({path}): 'plugin_args'")
    out = []
    for a in args:
        full = a if a.startswith("-fplugin-arg-") else PLUGIN_ARG_PREFIX + a
        if not full.startswith(PLUGIN_ARG_PREFIX):
            raise BenchError(f"config '{name}' ({path}): 'plugin_args': "
                             f"{a!r} is not a qprop argument")
        key = full[len(PLUGIN_ARG_PREFIX):].split("=", 1)[0]
        if key in RUNNER_OWNED_ARGS:
            hint = ("use the 'passes' key" if key == "passes"
                    else "the runner adds it itself")
            raise BenchError(f"config '{name}' ({path}): 'plugin_args' must "
                             f"not contain '{key}' ({hint})")
        out.append(full)
    return out


class ConfigSet:
    """All configurations of a directory, loaded on demand."""

    def __init__(self, directory):
        self.dir = Path(directory)
        self.raw = {}       # name -> (path, dict)
        if not self.dir.is_dir():
            raise BenchError(f"configs directory {self.dir} does not exist")
        for p in sorted(self.dir.glob("*.toml")):
            self.raw[p.stem] = (p, _read_toml(p))
        self.auto_passes = []

    def names(self):
        return list(self.raw) + [p for p in self.auto_passes
                                 if p not in self.raw]

    def add_pass_configs(self, passes):
        """One configuration per plugin pass: a file named after the pass
        wins; otherwise the runner makes one that extends `base` and runs
        that pass alone."""
        self.auto_passes = list(passes)

    def get(self, name, _seen=None):
        seen = list(_seen or [])
        if name in seen:
            raise BenchError("config 'extends' loop: "
                             + " -> ".join(seen + [name]))
        if name in self.raw:
            path, raw = self.raw[name]
        elif name in self.auto_passes:
            path, raw = None, {
                "description": f"base plus the qprop pass {name} alone "
                               f"(made by the runner)",
                "extends": "base", "passes": [name]}
        else:
            known = ", ".join(self.names()) or "(none)"
            via = f" (extended by '{seen[-1]}')" if seen else ""
            raise BenchError(f"unknown config '{name}'{via}; there is no "
                             f"{self.dir / (name + '.toml')}; known configs: "
                             f"{known}")
        _check_raw(name, path, raw)
        if "extends" in raw:
            parent = self.get(raw["extends"], seen + [name])
            cfg = Config(name=name, path=path,
                         extends_chain=[parent.name] + parent.extends_chain)
            for key in KNOWN_KEYS:
                if key not in NOT_INHERITED:
                    setattr(cfg, key, getattr(parent, key))
        else:
            cfg = Config(name=name, path=path)
        cfg.auto = path is None
        cfg.description = raw.get("description", "")
        for key in ("cc", "fc"):
            if key in raw:
                setattr(cfg, key, raw[key])
        for key in ("optflags", "cflags", "fflags", "ldflags",
                    "offload_options"):
            if key in raw:
                setattr(cfg, key, as_flag_list(
                    raw[key], f"config '{name}' ({path}): '{key}'"))
        if "passes" in raw:
            cfg.passes = _norm_passes(name, path, raw["passes"])
        if "plugin_args" in raw:
            cfg.plugin_args = _norm_plugin_args(name, path, raw["plugin_args"])
        if cfg.plugin_args and not cfg.uses_plugin:
            raise BenchError(f"config '{name}' ({path}): 'plugin_args' "
                             f"without 'passes': the plugin is not loaded")
        return cfg


def plugin_passes(cc, plugin):
    """The pass names the plugin lists in -fplugin-arg-qprop-help."""
    plugin = Path(plugin)
    if not plugin.is_file():
        raise BenchError(f"the plugin {plugin} does not exist; build it "
                         f"first (make)")
    r = run([cc, f"-fplugin={plugin.resolve()}", f"{PLUGIN_ARG_PREFIX}help",
             "-fsyntax-only", "-x", "c", "/dev/null"], timeout=60)
    if r.rc != 0:
        raise BenchError(f"{cc} could not load {plugin} to list its passes:\n"
                         + r.stderr.strip())
    return parse_help_passes(r.stderr)


def parse_help_passes(text):
    passes, in_list = [], False
    for line in text.splitlines():
        if re.match(r"^qprop passes", line):
            in_list = True
            continue
        if in_list:
            m = re.match(r"^\s+(\S+)", line)
            if m:
                passes.append(m.group(1))
            elif line.strip():
                break
    return passes


def missing_passes(cfg, available):
    return [p for p in cfg.named_passes() if p not in available]


def missing_pass_message(cfg, missing, available, plugin):
    where = f"{cfg.path}" if cfg.path else "made by the runner"
    s = "es" if len(missing) > 1 else ""
    return (f"config '{cfg.name}' ({where}) names the pass{s} "
            f"{', '.join(missing)}, which {plugin} does not have "
            f"(its passes: {', '.join(available) or 'none'}); leave the "
            f"config out of --configs, or build a plugin that has "
            f"{'them' if s else 'it'}")
