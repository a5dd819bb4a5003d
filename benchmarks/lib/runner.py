"""The benchmark run: set up, build, verify, measure, report.

Phases, in this order (each one waits for the one before):
  1. setup     configurations, plugin passes, tools; nothing is built yet
  2. build     every benchmark under every configuration (--jobs at once)
  3. verify    run every build; compare its output with base's
  4. measure   cachegrind (parallel), compile cost under callgrind
               (parallel), PTX metrics, wall time (serial), GPU time
  5. report    CSV, JSON, markdown, plots; the ratio tables on stdout
"""

import concurrent.futures as cf
import datetime
import json
import os
import platform
import re
import shlex
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

from . import cachegrind, compare, config, manifest, ptx, report, tools
from .util import BenchError, Progress, quote_cmd, run, run_env

REPO = Path(__file__).resolve().parents[2]
# The offload flag set is defined once, for every script, in
# scripts/lib/plugin-flags.sh; the test harness reads it from there.
# No __pycache__ beside the scripts in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, str(REPO / "scripts" / "lib"))
from difftest import QPROP_OFFLOAD_FLAGS  # noqa: E402

HOST_METRICS = ("cachegrind", "time", "compile")
OFFLOAD_METRICS = ("ptx", "time")
DEFAULT_HOST_METRICS = "cachegrind,time,compile"
DEFAULT_OFFLOAD_METRICS = "ptx"

OFFLOAD_BASE_FLAGS = QPROP_OFFLOAD_FLAGS.split() + ["-save-temps"]
# The host fallback runs on one thread: with several, libgomp's barriers
# make times on a loaded 2-core machine very noisy (benchmarks/offload/
# README.md), and the outputs do not depend on it.
FALLBACK_ENV = {"OMP_TARGET_OFFLOAD": "DISABLED", "ACC_DEVICE_TYPE": "host",
                "OMP_NUM_THREADS": "1"}
GPU_ENV = {"OMP_TARGET_OFFLOAD": "MANDATORY", "ACC_DEVICE_TYPE": "nvidia"}
SIMGPU_PLUGIN = "libgomp-plugin-nvptx.so.1"

STATS_RE = re.compile(r"^qprop: stats: total: (\S+): (.*)$")

OK = "ok"


@dataclass
class Job:
    bench: manifest.Benchmark
    cfg: config.Config
    slot: int
    objdir: Path
    rundir: Path
    status: str = OK
    messages: list = field(default_factory=list)
    metrics: dict = field(default_factory=dict)
    stats: dict = field(default_factory=dict)    # "host"/"accel" -> pass -> counters
    details: dict = field(default_factory=dict)  # anything else for the JSON
    verify_out: Path | None = None
    gpu_out: Path | None = None

    @property
    def exe(self):
        return self.rundir / "exe"

    @property
    def label(self):
        return f"{self.bench.name} {self.cfg.name}"

    def fail(self, status, msg):
        if self.status == OK:
            self.status = status
        self.messages.append(msg)


def parse_geometry(text, what):
    m = re.fullmatch(r"(\d+),(\d+),(\d+)", text.strip())
    if not m:
        raise BenchError(f"{what}: expected SIZE,ASSOC,LINE (bytes, ways, "
                         f"bytes), e.g. 32768,8,64; got {text!r}")
    size, assoc, line = map(int, m.groups())
    if size <= 0 or assoc <= 0 or line <= 0 or size % (assoc * line):
        raise BenchError(f"{what}: {text}: the size must be a multiple of "
                         f"ways x line size")
    sets = size // (assoc * line)
    if sets & (sets - 1) or line & (line - 1):
        raise BenchError(f"{what}: {text}: cachegrind needs a power-of-two "
                         f"number of sets ({sets}) and line size")
    return f"{size},{assoc},{line}"


def parse_stats(text):
    """qprop's total lines: {pass: {counter: N}}."""
    out = {}
    for line in text.splitlines():
        m = STATS_RE.match(line.strip())
        if not m:
            continue
        counters = out.setdefault(m.group(1), {})
        for kv in m.group(2).split():
            k, _, v = kv.partition("=")
            try:
                counters[k] = counters.get(k, 0) + int(v)
            except ValueError:
                pass
    return out


def merge_stats(into, more):
    for p, cs in more.items():
        d = into.setdefault(p, {})
        for k, v in cs.items():
            d[k] = d.get(k, 0) + v


class Runner:
    def __init__(self, opts):
        self.o = opts
        self.say = print
        self.mode = ("offload" if opts.offload else
                     "suite" if opts.suite else "kernels")
        self.failures = []

    # ------------------------------------------------------------ setup
    def setup(self):
        o = self.o
        if o.size not in manifest.SIZES:
            raise BenchError(f"--size must be one of {', '.join(manifest.SIZES)}")
        if o.repeat < 1:
            raise BenchError("--repeat must be at least 1")
        if o.jobs < 1:
            raise BenchError("--jobs must be at least 1")
        if o.offload and o.offload != "nvptx":
            raise BenchError(f"--offload {o.offload}: only nvptx is supported")
        if o.offload and o.suite:
            raise BenchError("--offload and --suite cannot be combined")

        allowed = OFFLOAD_METRICS if o.offload else HOST_METRICS
        default = DEFAULT_OFFLOAD_METRICS if o.offload else DEFAULT_HOST_METRICS
        names = [m.strip() for m in (o.metrics or default).split(",")
                 if m.strip()]
        self.metrics = []
        for m in names:
            if m in ("stats", "none"):
                continue       # qprop's counters always come with the build
            if m not in allowed:
                raise BenchError(
                    f"unknown metric {m!r} for "
                    f"{'offload' if o.offload else 'host'} mode; accepted: "
                    f"{', '.join(allowed)} (qprop's counters are always "
                    f"recorded){'; GPU time is recorded whenever nvidia-smi -L finds a GPU' if o.offload else ''}")
            if m not in self.metrics:
                self.metrics.append(m)

        self.geoms = {"main": {"I1": parse_geometry(o.i1, "--I1"),
                               "D1": parse_geometry(o.d1, "--D1"),
                               "LL": parse_geometry(o.ll, "--LL")}}
        if o.small_ll and o.small_ll != "none":
            g = dict(self.geoms["main"])
            g["LL"] = parse_geometry(o.small_ll, "--small-ll")
            self.geoms["smallLL"] = g

        # what to run
        only = [k for k in (o.kernels or "").split(",") if k] or None
        if o.suite:
            self.suite_name, self.benches = manifest.load_suite(
                o.suite, o.size, only)
            self.mode_id = f"suite-{self.suite_name}"
        elif o.offload:
            d = Path(o.kernel_dir) if o.kernel_dir else REPO / "benchmarks/offload"
            self.benches = manifest.discover_offload(d, o.size, only)
            self.mode_id = "offload-nvptx"
            self.suite_name = "offload"
        else:
            d = Path(o.kernel_dir) if o.kernel_dir else REPO / "benchmarks/kernels"
            self.benches = manifest.discover_kernels(d, o.size, only)
            self.mode_id = "kernels"
            self.suite_name = "kernels"

        # configurations
        self.plugin = Path(o.plugin).resolve()
        self.nvptx_plugin = Path(o.nvptx_plugin).resolve()
        cset = config.ConfigSet(o.configs_dir)
        wanted = [c.strip() for c in o.configs.split(",") if c.strip()]
        if not wanted:
            raise BenchError("--configs is empty")
        # the plugin's pass list is needed for "all" and to check passes
        self.available = None
        if self.plugin.is_file():
            base_cc = cset.get("base").cc if "base" in cset.raw else "gcc"
            self.available = config.plugin_passes(base_cc, self.plugin)
            cset.add_pass_configs(self.available)
        if wanted == ["all"]:
            wanted = cset.names()
        elif "all" in wanted:
            raise BenchError("--configs all cannot be combined with names")
        if "base" in wanted:
            wanted.remove("base")
        cfgs = [cset.get("base")] + [cset.get(n) for n in dict.fromkeys(wanted)]
        if cfgs[0].uses_plugin:
            raise BenchError("config 'base' must not load the plugin: every "
                             "ratio and every verification is against it")
        kept, skipped = [], []
        for c in cfgs:
            if c.uses_plugin:
                if self.available is None:
                    raise BenchError(
                        f"config '{c.name}' loads the plugin, but {self.plugin} "
                        f"does not exist; build it first (make)")
                miss = config.missing_passes(c, self.available)
                if miss:
                    msg = config.missing_pass_message(c, miss, self.available,
                                                      self.plugin)
                    if o.skip_missing_passes:
                        skipped.append((c.name, msg))
                        continue
                    raise BenchError(msg)
            kept.append(c)
        for name, msg in skipped:
            self.say(f"bench: note: --skip-missing-passes: skipping config "
                     f"'{name}': {msg.split(') ', 1)[-1]}")
        self.cfgs = kept
        self.skipped_cfgs = skipped
        if len(self.cfgs) < 2:
            self.say("bench: note: only 'base' is left to run; there will "
                     "be no ratios")

        self.check_tools()

    def check_tools(self):
        o = self.o
        needs = []
        langs = {l for b in self.benches for l in b.langs}
        ccs = {}
        for c in self.cfgs:
            ccs.setdefault(c.cc, []).append(c.name)
        for cc, names in ccs.items():
            p = tools.find(cc)
            needs.append(tools.Need(
                cc, f"C builds (configs {', '.join(names)})",
                "install it or change 'cc' in those configs", p,
                tools.gcc_version(p) if p else ""))
        if "fortran" in langs:
            fcs = {}
            for c in self.cfgs:
                fcs.setdefault(c.fc, []).append(c.name)
            fnames = [b.name for b in self.benches if "fortran" in b.langs]
            for fc, names in fcs.items():
                p = tools.find(fc)
                needs.append(tools.Need(
                    fc, f"Fortran benchmarks {', '.join(fnames)}",
                    "install gfortran, or leave those benchmarks out with "
                    "--kernels", p, tools.gcc_version(p) if p else ""))
        if "cachegrind" in self.metrics or "compile" in self.metrics:
            p = tools.find("valgrind")
            why = " and ".join(m for m in ("cachegrind", "compile")
                               if m in self.metrics)
            needs.append(tools.Need(
                "valgrind", f"metric {why}",
                "install valgrind, or drop the metric with --metrics "
                "(e.g. --metrics time)", p,
                tools.valgrind_version(p) if p else ""))
        if o.offload:
            p = tools.find(tools.ACCEL_LTO1)
            needs.append(tools.Need(
                "nvptx offload compiler", "--offload nvptx builds",
                "install gcc-12-offload-nvptx", p))
            if any(c.uses_plugin for c in self.cfgs):
                needs.append(tools.Need(
                    "nvptx qprop plugin", "plugin configs in offload builds",
                    "build it with make nvptx-plugin",
                    str(self.nvptx_plugin) if self.nvptx_plugin.is_file()
                    else None))
            if o.simgpu:
                sim = Path(o.simgpu).resolve() / SIMGPU_PLUGIN
                needs.append(tools.Need(
                    "simgpu", "--simgpu runs",
                    "build it with make simgpu", str(sim)
                    if sim.is_file() else None))
            if "ptx" in self.metrics:
                for t in ("nvptx-none-as", "ptxas"):
                    p = tools.find(t)
                    needs.append(tools.Need(
                        t, "metric ptx (registers and spills)",
                        "install it (ptxas comes with the CUDA toolkit), or "
                        "drop the metric with --metrics", p))
        if not o.no_plots:
            v = tools.matplotlib_version()
            needs.append(tools.Need(
                "matplotlib", "the PNG plots",
                f"install python3-matplotlib for {sys.executable}, or pass "
                f"--no-plots", "python module" if v else None, v or ""))
        tools.check(needs, self.say)
        self.gpu = bool(o.offload) and tools.gpu_present()
        if o.offload:
            self.say("  nvidia-smi: " + (
                "a GPU is present: outputs are verified and target times "
                "recorded with OMP_TARGET_OFFLOAD=MANDATORY"
                if self.gpu else
                "no GPU (nvidia-smi -L fails): host fallback only, no GPU "
                "times"))

    # ------------------------------------------------------------ jobs
    def make_jobs(self):
        root = Path(self.o.build_dir).resolve()
        self.build_root = root
        self.jobs = []
        for b in self.benches:
            for i, c in enumerate(self.cfgs):
                objdir = root / self.mode_id / self.o.size / c.name / b.name
                # the run directory has the same length for every config of
                # a benchmark, so that argv (at the top of the stack) is the
                # same length and the stack is laid out the same way
                rundir = (root / "run" / self.mode_id / self.o.size / b.name
                          / f"c{i:02d}")
                self.jobs.append(Job(b, c, i, objdir, rundir))
        self.base = {j.bench.name: j for j in self.jobs if j.slot == 0}

    PHASES = ("build", "verify", "ptx", "simgpu", "cachegrind", "compile",
              "time", "gpu_verify", "gpu_time")

    def steps(self, phase, jobs):
        n = len(jobs)
        m = self.metrics
        return {
            "build": n, "verify": n,
            "gpu_verify": n if self.gpu else 0,
            "simgpu": n if self.o.simgpu else 0,
            "ptx": n if "ptx" in m else 0,
            "cachegrind": n * len(self.geoms) if "cachegrind" in m else 0,
            "compile": (n + sum(1 for j in jobs if j.cfg.uses_plugin)
                        if "compile" in m else 0),
            "time": n * self.o.repeat if "time" in m else 0,
            "gpu_time": n * self.o.repeat if self.gpu else 0,
        }[phase]

    def phase(self, name):
        """Before each phase: the steps left, counted over the builds that
        are still good (a failed build is not measured)."""
        self.phase_marks.append((name, datetime.datetime.now()))
        jobs = self.jobs if name == "build" else self.live()
        i = self.PHASES.index(name)
        self.progress.total = self.progress.done + sum(
            self.steps(p, jobs) for p in self.PHASES[i:])

    def parallel(self, fn, items):
        with cf.ThreadPoolExecutor(max_workers=self.o.jobs) as ex:
            futs = [ex.submit(fn, it) for it in items]
            for f in futs:
                f.result()

    def live(self, jobs=None):
        return [j for j in (jobs or self.jobs) if j.status == OK]

    # ------------------------------------------------------------ build
    def compile_cmd(self, job, src, plugin_build=True, with_plugin=True):
        c, b = job.cfg, job.bench
        lang = manifest.lang_of(src)
        cmd = [c.compiler(lang)] + c.lang_flags(lang)
        cmd += b.fflags if lang == "fortran" else b.cflags
        cmd += ["-g"]
        if with_plugin:
            cmd += c.plugin_flags(self.plugin, build=plugin_build)
        if lang == "fortran":
            cmd += ["-J", str(job.objdir)]
        if b.offload:
            cmd += OFFLOAD_BASE_FLAGS
        cmd += ["-c", str(src), "-o", str(job.objdir / (src.stem + ".o"))]
        return cmd

    def link_cmd(self, job):
        c, b = job.cfg, job.bench
        lang = "fortran" if "fortran" in b.langs else "c"
        cmd = [c.compiler(lang)] + c.lang_flags(lang)
        if b.offload:
            cmd += OFFLOAD_BASE_FLAGS + ["-no-pie"]
            if c.offload_options:
                cmd.append("-foffload-options=nvptx-none="
                           + " ".join(c.offload_options))
            cmd += c.offload_plugin_option(self.nvptx_plugin)
        else:
            # only matters with -flto, where the plugin runs at link time
            cmd += c.plugin_flags(self.plugin)
        cmd += [str(job.objdir / (s.stem + ".o")) for s in b.sources]
        cmd += b.ldflags + c.ldflags + ["-o", "exe"]
        return cmd

    def build(self, job):
        self.progress.step(f"build {job.label}")
        if job.objdir.exists():
            shutil.rmtree(job.objdir)
        job.objdir.mkdir(parents=True)
        log = []
        host_stats, link_stats = {}, {}
        cmds = [(self.compile_cmd(job, s), "compile") for s in job.bench.sources]
        cmds.append((self.link_cmd(job), "link"))
        for cmd, kind in cmds:
            r = run(cmd, cwd=job.objdir, timeout=self.o.timeout)
            log.append(f"$ {quote_cmd(cmd)}\n{r.stderr}")
            if r.rc != 0:
                (job.objdir / "build.log").write_text("\n".join(log))
                errs = [l for l in r.stderr.splitlines()
                        if re.search(r"\b(error|Error|fatal)\b", l)]
                first = (errs or r.stderr.strip().splitlines() or ["?"])[0]
                job.fail("BUILD-FAIL", f"{kind} failed (exit {r.rc}): "
                                       f"{first.strip()} (log: "
                                       f"{job.objdir / 'build.log'})")
                self.progress.say(f"BUILD-FAIL: {job.label}: {kind} failed; "
                                  f"log: {job.objdir / 'build.log'}")
                return
            merge_stats(link_stats if kind == "link" else host_stats,
                        parse_stats(r.stderr))
        (job.objdir / "build.log").write_text("\n".join(log))
        job.details["build_commands"] = [quote_cmd(c) for c, _ in cmds]
        if job.bench.offload:
            job.stats = {"host": host_stats, "accel": link_stats}
        else:
            merge_stats(host_stats, link_stats)
            job.stats = {"host": host_stats}
        if job.cfg.uses_plugin and not any(job.stats.values()):
            job.messages.append("note: no qprop stats lines in the build "
                                "output")
        if job.rundir.exists():
            shutil.rmtree(job.rundir)
        job.rundir.mkdir(parents=True)
        shutil.copy2(job.objdir / "exe", job.exe)

    # ------------------------------------------------------------ run
    def run_program(self, job, args, env_extra=None, stdout_path=None,
                    wrapper=()):
        b = job.bench
        if b.cwd:
            # a suite's programs run in the suite's directory
            cwd, exe = b.cwd, str(job.exe)
        else:
            # the same argv[0] in every build and every checkout
            cwd, exe = job.rundir, "./exe"
        cmd = list(wrapper) + [exe] + list(args)
        return run(cmd, cwd=cwd, env=run_env(env_extra), timeout=self.o.timeout,
                   stdin=b.stdin, stdout_path=stdout_path, binary=True)

    def verify_run(self, job, gpu=False):
        tag = "gpu" if gpu else "verify"
        self.progress.step(f"{'run on GPU' if gpu else 'verify'} {job.label}")
        env = (GPU_ENV if gpu else FALLBACK_ENV) if job.bench.offload else None
        if gpu:
            # libgomp's debug output names every kernel it launches on the
            # device; GCC 12 falls back to the host, even with
            # OMP_TARGET_OFFLOAD=MANDATORY, when no device initialises
            env = dict(env, GOMP_DEBUG="1")
        out = job.rundir / f"{tag}.out"
        r = self.run_program(job, job.bench.verify_args, env, stdout_path=out)
        if r.timed_out or r.rc != 0:
            what = "timed out" if r.timed_out else f"exit status {r.rc}"
            tail = "\n".join(r.stderr.strip().splitlines()[-10:])
            job.fail("RUN-FAIL", f"{tag} run: {what}\n{tail}")
            self.progress.say(f"RUN-FAIL: {job.label}: {tag} run {what}")
            return
        if gpu:
            (job.rundir / "gpu.debug.log").write_text(r.stderr)
            launches = re.findall(r"kernel (\S+): launch", r.stderr)
            if not launches:
                job.fail("RUN-FAIL", "GPU run: no kernel was launched on the "
                                     "device (GOMP_DEBUG=1 shows no 'kernel "
                                     "...: launch'); the program ran on the "
                                     "host")
                self.progress.say(f"RUN-FAIL: {job.label}: the GPU run did "
                                  f"not launch any kernel on the device")
                return
            job.details["gpu_kernels_launched"] = sorted(set(launches))
        if gpu:
            job.gpu_out = out
        else:
            job.verify_out = out

    def output_text(self, job, path):
        text = path.read_bytes().decode("utf-8", "replace")
        if job.bench.offload:
            text, _ = compare.strip_target_time(text)
        return text

    def verify(self, gpu=False):
        jobs = self.live()
        self.parallel(lambda j: self.verify_run(j, gpu), jobs)
        for j in jobs:
            if j.slot == 0 or j.status != OK:
                continue
            base = self.base[j.bench.name]
            if base.status != OK:
                j.fail("BASE-FAIL", f"base failed ({base.status}); nothing "
                                    f"to verify against")
                continue
            bp = base.gpu_out if gpu else base.verify_out
            jp = j.gpu_out if gpu else j.verify_out
            ok, why = compare.compare(self.output_text(base, bp),
                                      self.output_text(j, jp), j.bench.rule)
            if not ok:
                where = " (GPU run)" if gpu else ""
                j.fail("MISCOMPILE",
                       f"output{where} differs from base "
                       f"[{j.bench.rule.describe()}]: {why}")
                self.progress.say(f"MISCOMPILE: kernel {j.bench.name} under "
                                  f"config {j.cfg.name}{where}: {why}")
        for name, base in self.base.items():
            if base.status != OK:
                for j in self.jobs:
                    if j.bench.name == name and j.slot and j.status == OK:
                        j.fail("BASE-FAIL", f"base failed ({base.status})")
        if self.o.offload and not gpu:
            for j in self.live():
                text = j.verify_out.read_bytes().decode("utf-8", "replace")
                if not text.splitlines() or not text.splitlines()[-1] \
                        .startswith("target_time_s"):
                    j.messages.append("note: the output does not end with a "
                                      "target_time_s line")

    # ------------------------------------------------------------ measure
    def cachegrind_run(self, job, tag):
        self.progress.step(f"cachegrind{'' if tag == 'main' else ' ' + tag} "
                           f"{job.label}")
        g = self.geoms[tag]
        out = job.rundir / f"cachegrind.{tag}.out"
        wrapper = ["valgrind", "--tool=cachegrind", "--cache-sim=yes",
                   f"--I1={g['I1']}", f"--D1={g['D1']}", f"--LL={g['LL']}",
                   f"--cachegrind-out-file={out}"]
        r = self.run_program(job, job.bench.args, stdout_path=os.devnull,
                             wrapper=wrapper)
        if r.timed_out or r.rc != 0:
            job.fail("MEASURE-FAIL", f"cachegrind ({tag}) failed: "
                     + ("timed out" if r.timed_out else f"exit {r.rc}\n"
                        + r.stderr[-2000:]))
            return
        try:
            prof = cachegrind.parse_file(out)
        except (OSError, cachegrind.FormatError) as e:
            job.fail("MEASURE-FAIL", f"cachegrind ({tag}) output: {e}")
            return
        kern, fns = cachegrind.kernel_totals(prof, job.bench.kernel_prefix)
        job.details.setdefault("cachegrind", {})[tag] = {
            "geometry": g, "program": prof.summary, "kernel": kern,
            "kernel_functions": fns, "out_file": str(out)}

    def cachegrind_metrics(self, job):
        cg = job.details.get("cachegrind", {})
        if "main" not in cg:
            return
        kernel_only = bool(cg["main"]["kernel_functions"])
        job.metrics["kernel_only"] = kernel_only
        for tag, suffix in (("main", ""), ("smallLL", "_smallLL")):
            if tag not in cg:
                continue
            events = ("Ir", "Dr", "Dw", "D1mr", "DLmr") if tag == "main" \
                else ("DLmr",)
            for e in events:
                prog = cg[tag]["program"].get(e)
                kern = cg[tag]["kernel"].get(e) if kernel_only else prog
                job.metrics[f"{e}{suffix}"] = kern
                job.metrics[f"prog_{e}{suffix}"] = prog

    def cc1_commands(self, job, src, with_plugin):
        """The compiler-proper command lines the driver would run for src
        (from gcc -###), with their outputs moved into the build dir."""
        cmd = self.compile_cmd(job, src, plugin_build=False,
                               with_plugin=with_plugin) + ["-###"]
        r = run(cmd, cwd=job.objdir, timeout=120)
        if r.rc != 0:
            raise BenchError(f"{quote_cmd(cmd)} failed:\n{r.stderr}")
        found = []
        for line in r.stderr.splitlines():
            if not line.startswith(" "):
                continue
            try:
                argv = shlex.split(line)
            except ValueError:
                continue
            if argv and os.path.basename(argv[0]) in ("cc1", "f951", "cc1plus"):
                for i, a in enumerate(argv):
                    if a == "-o" and i + 1 < len(argv):
                        argv[i + 1] = str(job.objdir / f"cost.{src.stem}.s")
                    elif a.startswith("-cpp="):
                        argv[i] = f"-cpp={job.objdir / ('cost.' + src.stem + '.f90')}"
                found.append(argv)
        if not found:
            raise BenchError(f"no cc1/f951 line in the output of "
                             f"{quote_cmd(cmd)}")
        return found

    def compile_costs(self):
        """cc1/f951 instructions under callgrind, for every good build, and
        for plugin configs once more without the plugin.  Compiler runs
        with the same command line (apart from the build directory) are
        measured once: qprop-all without the plugin is base's compile."""
        items = [(j, True) for j in self.live()]
        items += [(j, False) for j in self.live() if j.cfg.uses_plugin]
        plan = {}          # key -> (argv, cwd, [(job, with_plugin)])
        per_item = {}
        for job, wp in items:
            keys = []
            try:
                for src in job.bench.sources:
                    for argv in self.cc1_commands(job, src, wp):
                        key = tuple(a.replace(str(job.objdir), "@OBJ@")
                                    for a in argv)
                        plan.setdefault(key, (argv, job, []))[2].append(
                            (job, wp))
                        keys.append(key)
            except BenchError as e:
                job.fail("MEASURE-FAIL", f"compile cost: {e}")
            per_item[(id(job), wp)] = keys
        self.progress.total = (self.progress.done + len(plan)
                               + self.steps("time", self.live())
                               + self.steps("gpu_time", self.live()))
        results = {}
        index = {k: i for i, k in enumerate(plan)}

        def measure(key):
            argv, job, users = plan[key]
            names = sorted({f"{j.cfg.name}{'' if w or not j.cfg.uses_plugin else ' (without plugin)'}"
                            for j, w in users})
            src = next((a for a in argv if a.endswith(tuple(
                manifest.C_EXT + manifest.FORTRAN_EXT))), argv[0])
            self.progress.step(f"compile {job.bench.name} "
                               f"[{Path(src).name}] {', '.join(names)}")
            out = job.objdir / f"{self.o.compile_tool}.cc1.{index[key]}.out"
            if self.o.compile_tool == "callgrind":
                tool = ["--tool=callgrind", f"--callgrind-out-file={out}"]
            else:
                tool = ["--tool=cachegrind", "--cache-sim=no",
                        "--branch-sim=no", f"--cachegrind-out-file={out}"]
            r = run(["valgrind"] + tool + argv, cwd=job.objdir,
                    timeout=self.o.timeout)
            if r.rc != 0:
                results[key] = f"{self.o.compile_tool} on {argv[0]} failed (exit " \
                               f"{r.rc}): {r.stderr.strip()[-500:]}"
                return
            try:
                results[key] = cachegrind.total_instructions(out)
            except (OSError, cachegrind.FormatError) as e:
                results[key] = str(e)

        self.parallel(measure, list(plan))
        for job, wp in items:
            keys = per_item[(id(job), wp)]
            if job.status != OK or not keys:
                continue
            vals = [results.get(k) for k in keys]
            bad = [v for v in vals if not isinstance(v, int)]
            if bad:
                job.fail("MEASURE-FAIL", f"compile cost: {bad[0]}")
                continue
            job.metrics["compile_Ir" if wp else "compile_Ir_noplugin"] = \
                sum(vals)
            job.details.setdefault("compile_commands", {})[
                "plugin" if wp else "noplugin"] = [
                    quote_cmd(plan[k][0]) for k in keys]
        for j in self.jobs:
            if "compile_Ir" in j.metrics and "compile_Ir_noplugin" in j.metrics:
                j.metrics["plugin_overhead"] = (
                    j.metrics["compile_Ir"] / j.metrics["compile_Ir_noplugin"]
                    if j.metrics["compile_Ir_noplugin"] else None)

    def simgpu_run(self, job):
        """Run JOB on the simulated GPU (benchmarks/simgpu): libgomp loads
        the look-alike plugin from the --simgpu directory.  The output must
        match the host fallback's; the simulator's counters, summed over
        the kernel launches, become metrics."""
        self.progress.step(f"simgpu {job.label}")
        report_path = job.rundir / "simgpu.json"
        if report_path.exists():
            report_path.unlink()
        env = dict(GPU_ENV, GOMP_DEBUG="1",
                   LD_LIBRARY_PATH=str(Path(self.o.simgpu).resolve()),
                   SIMGPU_REPORT=str(report_path))
        out = job.rundir / "simgpu.out"
        r = self.run_program(job, job.bench.verify_args, env, stdout_path=out)
        (job.rundir / "simgpu.log").write_text(r.stderr)
        if r.timed_out or r.rc != 0:
            what = "timed out" if r.timed_out else f"exit status {r.rc}"
            tail = "\n".join(r.stderr.strip().splitlines()[-10:])
            job.fail("SIMGPU-FAIL", f"simgpu run: {what}\n{tail}")
            self.progress.say(f"SIMGPU-FAIL: {job.label}: {what}")
            return
        if not re.findall(r"kernel (\S+): launch", r.stderr):
            job.fail("SIMGPU-FAIL", "simgpu run: no kernel was launched on "
                                    "the simulated device (GOMP_DEBUG=1 "
                                    "shows no 'kernel ...: launch')")
            return
        ok, why = compare.compare(self.output_text(job, job.verify_out),
                                  self.output_text(job, out), job.bench.rule)
        if not ok:
            job.fail("SIMGPU-MISMATCH", f"output on simgpu differs from the "
                                        f"host fallback's: {why}")
            self.progress.say(f"SIMGPU-MISMATCH: {job.label}: {why}")
            return
        try:
            data = json.loads(report_path.read_text())
        except (OSError, ValueError) as e:
            job.fail("MEASURE-FAIL", f"reading {report_path}: {e}")
            return
        tot = {k: 0 for k in ("warp_insts", "thread_insts", "useful_lanes",
                              "branches", "divergent_branches",
                              "global_accesses", "global_sectors",
                              "bank_conflicts")}
        for launch in data.get("launches", []):
            for k in tot:
                tot[k] += int(launch.get(k, 0))
        job.metrics["sim_warp_insts"] = tot["warp_insts"]
        job.metrics["sim_simd_eff"] = (
            tot["thread_insts"] / (32 * tot["warp_insts"])
            if tot["warp_insts"] else None)
        job.metrics["sim_div_branches"] = tot["divergent_branches"]
        job.metrics["sim_sectors"] = tot["global_sectors"]
        job.details["simgpu"] = dict(tot, launches=len(data.get("launches", [])))

    def ptx_metrics(self, job):
        self.progress.step(f"ptx {job.label}")
        files = sorted(job.objdir.glob("*.mkoffload.s"))
        if not files:
            job.fail("MEASURE-FAIL", "no *.xnvptx-none.mkoffload.s file from "
                                     "-save-temps in " + str(job.objdir))
            return
        funcs, ptxas_funcs = {}, {}
        capped = {32: {}, 24: {}}
        for k, s in enumerate(files):
            funcs.update({n: f.as_dict() for n, f in
                          ptx.count_text(s.read_text(errors="replace")).items()})
            obj = job.objdir / f"ptx.{k}.o"
            r = run(["nvptx-none-as", "--no-verify", str(s), "-o", str(obj)],
                    cwd=job.objdir, timeout=300)
            if r.rc != 0:
                job.fail("MEASURE-FAIL", f"nvptx-none-as failed:\n{r.stderr}")
                return
            # -c: the user code calls libgomp and libm functions that are
            # not in this file, so compile it as relocatable code
            r = run(["ptxas", "-c", "-arch=sm_80", "-v", str(obj), "-o",
                     str(job.objdir / f"ptx.{k}.cubin")], cwd=job.objdir,
                    timeout=300)
            if r.rc != 0:
                job.fail("MEASURE-FAIL", f"ptxas failed:\n{r.stderr}")
                return
            (job.objdir / f"ptxas.{k}.log").write_text(r.stdout + r.stderr)
            ptxas_funcs.update(ptx.parse_ptxas_v(r.stdout + r.stderr))
            # the spills of the same code when registers are scarce (the
            # divergence paper stresses its allocator this way)
            for cap in (32, 24):
                r = run(["ptxas", "-c", "-arch=sm_80", "-v",
                         f"-maxrregcount={cap}", str(obj), "-o",
                         str(job.objdir / f"ptx.{k}.r{cap}.cubin")],
                        cwd=job.objdir, timeout=300)
                if r.rc != 0:
                    job.fail("MEASURE-FAIL",
                             f"ptxas -maxrregcount={cap} failed:\n{r.stderr}")
                    return
                capped[cap].update(ptx.parse_ptxas_v(r.stdout + r.stderr))
            # ptxas -v gives registers for entries only; the cubin has them
            # for every function (benchmarks/offload/README.md)
            try:
                cubin = ptx.cubin_registers(
                    (job.objdir / f"ptx.{k}.cubin").read_bytes())
            except (OSError, ValueError) as e:
                job.fail("MEASURE-FAIL", f"reading the cubin: {e}")
                return
            for n, regs in cubin.items():
                ptxas_funcs.setdefault(n, {
                    "entry": False, "registers": None, "stack": 0,
                    "spill_stores": 0, "spill_loads": 0, "barriers": None})
                if ptxas_funcs[n]["registers"] is None:
                    ptxas_funcs[n]["registers"] = regs
        counted = {n: ptx.FuncCounts(n, d["kind"], d["instructions"],
                                     d["branches"], d["loads"], d["stores"],
                                     d["calls"])
                   for n, d in funcs.items()}
        t = ptx.totals(counted)
        # registers and spills of the program's own functions (not of the
        # CUDA helpers ptxas adds, such as __cuda_sm20_sqrt_rn_f32_slowpath)
        own = {n: f for n, f in ptxas_funcs.items() if n in funcs} \
            or ptxas_funcs
        pt = ptx.ptxas_totals(own)
        for n, d in funcs.items():
            if n in ptxas_funcs:
                d.update({k: ptxas_funcs[n][k] for k in
                          ("registers", "stack", "spill_stores",
                           "spill_loads")})
        job.details["ptx"] = {"files": [str(f) for f in files],
                              "functions": funcs, "total": t, "ptxas": pt}
        job.metrics.update({
            "ptx_instructions": t["instructions"],
            "ptx_branches": t["branches"],
            "ptx_loads": t["loads"], "ptx_stores": t["stores"],
            "registers": pt["registers_max"],
            "spill_bytes": pt["spill_stores"] + pt["spill_loads"],
            "spill_stores": pt["spill_stores"],
            "spill_loads": pt["spill_loads"]})
        for cap, got in capped.items():
            mine = {n: f for n, f in got.items() if n in funcs} or got
            t = ptx.ptxas_totals(mine)
            job.metrics[f"spill_bytes_r{cap}"] = (t["spill_stores"]
                                                  + t["spill_loads"])

    def time_runs(self):
        """Wall time, the minimum of --repeat runs.  Offload programs (on
        the host fallback) are timed by what they print as target_time_s,
        the time of their compute constructs; their wall time is kept
        too, as wall_s."""
        jobs = self.live()
        times = {id(j): [] for j in jobs}
        walls = {id(j): [] for j in jobs}
        for r in range(self.o.repeat):
            # round robin, so that a slow spell of the machine hits every
            # configuration alike
            for j in jobs:
                if j.status != OK:
                    continue
                self.progress.step(f"time {j.label} (run {r + 1}/"
                                   f"{self.o.repeat})")
                if j.bench.offload:
                    res = self.run_program(j, j.bench.args, FALLBACK_ENV)
                else:
                    res = self.run_program(j, j.bench.args,
                                           stdout_path=os.devnull)
                if res.timed_out or res.rc != 0:
                    j.fail("RUN-FAIL", f"timed run failed (exit {res.rc})")
                    continue
                walls[id(j)].append(res.seconds)
                if j.bench.offload:
                    _, secs = compare.strip_target_time(
                        res.stdout.decode("utf-8", "replace"))
                    if secs is None:
                        j.fail("RUN-FAIL", "no target_time_s line at the end "
                                           "of the output")
                        continue
                    times[id(j)].append(secs)
                else:
                    times[id(j)].append(res.seconds)
        for j in jobs:
            if j.status == OK and times[id(j)]:
                j.metrics["time_s"] = min(times[id(j)])
                j.details["time_s_all"] = times[id(j)]
                if j.bench.offload:
                    j.metrics["wall_s"] = min(walls[id(j)])

    def gpu_times(self):
        jobs = self.live()
        times = {id(j): [] for j in jobs}
        for r in range(self.o.repeat):
            for j in jobs:
                if j.status != OK:
                    continue
                self.progress.step(f"GPU time {j.label} (run {r + 1}/"
                                   f"{self.o.repeat})")
                res = self.run_program(j, j.bench.args, GPU_ENV)
                out = res.stdout.decode("utf-8", "replace") if res.stdout else ""
                _, secs = compare.strip_target_time(out)
                if res.rc != 0 or secs is None:
                    j.fail("RUN-FAIL", "GPU run failed or printed no "
                                       "target_time_s line")
                    continue
                times[id(j)].append(secs)
        for j in jobs:
            if j.status == OK and times[id(j)]:
                j.metrics["gpu_time_s"] = min(times[id(j)])
                j.details["gpu_time_s_all"] = times[id(j)]

    # ------------------------------------------------------------ main
    def execute(self):
        o = self.o
        self.setup()
        self.make_jobs()
        self.progress = Progress(0)
        self.phase_marks = []
        self.say(f"bench: {len(self.benches)} benchmark(s) x "
                 f"{len(self.cfgs)} config(s) ({', '.join(c.name for c in self.cfgs)}), "
                 f"size {o.size}, metrics {', '.join(self.metrics) or 'none'}"
                 f"{' + GPU' if self.gpu else ''}, {o.jobs} job(s)")
        started = datetime.datetime.now()

        self.phase("build")
        self.parallel(self.build, self.jobs)
        self.phase("verify")
        self.verify()
        if "ptx" in self.metrics:
            self.phase("ptx")
            self.parallel(self.ptx_metrics, self.live())
        if self.o.simgpu:
            self.phase("simgpu")
            self.parallel(self.simgpu_run, self.live())
        if "cachegrind" in self.metrics:
            self.phase("cachegrind")
            self.parallel(lambda it: self.cachegrind_run(*it),
                          [(j, t) for j in self.live() for t in self.geoms])
            for j in self.live():
                self.cachegrind_metrics(j)
        if "compile" in self.metrics:
            self.phase("compile")
            self.compile_costs()
        if "time" in self.metrics:
            self.phase("time")
            self.time_runs()
        if self.gpu:
            # after the static and host measurements, so that a GPU that
            # does not work costs none of them
            self.phase("gpu_verify")
            self.verify(gpu=True)
            self.phase("gpu_time")
            self.gpu_times()
        finished = datetime.datetime.now()
        marks = self.phase_marks + [("end", finished)]
        self.phase_seconds = {a[0]: round((b[1] - a[1]).total_seconds(), 1)
                              for a, b in zip(marks, marks[1:])}

        meta = self.metadata(started, finished)
        name = o.name or started.strftime("%Y%m%d-%H%M%S") + f"-{self.mode_id}-{o.size}"
        outdir = Path(o.results_dir).resolve() / name
        rep = report.Report(meta, self.cfgs, self.benches, self.jobs,
                            self.mode)
        rep.write(outdir, plots=not o.no_plots)
        latest = outdir.parent / f"latest-{self.mode_id}"
        try:
            if latest.is_symlink() or latest.exists():
                latest.unlink()
            latest.symlink_to(outdir.name)
        except OSError:
            pass
        self.say("")
        self.say(rep.console_text())
        self.say("bench: seconds per phase: " + ", ".join(
            f"{k} {v:g}" for k, v in self.phase_seconds.items()))
        self.say(f"bench: results in {outdir}/ (report.md, results.csv, "
                 f"results.json{', plots' if not o.no_plots else ''})")
        if o.update_docs:
            report.update_docs(REPO / "docs/benchmarks.md", self.mode_id,
                               rep.docs_text())
            self.say(f"bench: updated the results section of "
                     f"{REPO / 'docs/benchmarks.md'}")
        bad = [j for j in self.jobs if j.status != OK]
        if bad:
            self.say("bench: FAILED:")
            for j in bad:
                first = j.messages[0].splitlines()[0] if j.messages else ""
                self.say(f"  {j.status}: {j.bench.name} under {j.cfg.name}: "
                         f"{first}")
            return 1
        self.say(f"bench: all {len(self.jobs)} builds verified against base "
                 f"and measured")
        return 0

    def metadata(self, started, finished):
        def git(*args):
            r = run(["git", "-C", str(REPO)] + list(args), timeout=30)
            return r.stdout.strip() if r.rc == 0 else None
        meta = {
            "mode": self.mode, "mode_id": self.mode_id,
            "suite": self.suite_name,
            "size": self.o.size, "metrics": self.metrics,
            "gpu": self.gpu,
            "geometry": self.geoms if "cachegrind" in self.metrics else None,
            "repeat": self.o.repeat, "jobs": self.o.jobs,
            "compile_tool": (self.o.compile_tool if "compile" in self.metrics
                             else None),
            "started": started.isoformat(timespec="seconds"),
            "finished": finished.isoformat(timespec="seconds"),
            "command": " ".join(shlex.quote(a) for a in sys.argv),
            "git_commit": git("rev-parse", "HEAD"),
            "git_dirty": bool(git("status", "--porcelain", "--untracked-files=no")),
            "host": platform.node(), "machine": platform.machine(),
            "plugin": str(self.plugin), "plugin_passes": self.available,
            "skipped_configs": [{"config": n, "why": m}
                                for n, m in self.skipped_cfgs],
            "phase_seconds": self.phase_seconds,
            "gcc": tools.gcc_version(tools.find(self.cfgs[0].cc) or "gcc"),
        }
        if "cachegrind" in self.metrics or "compile" in self.metrics:
            meta["valgrind"] = tools.valgrind_version("valgrind")
        return meta
