"""Results: CSV, JSON, the markdown report with ratio tables against base,
PNG plots, and the results section of docs/benchmarks.md."""

import csv
import json
import math
import re
from pathlib import Path

# (key, column title, what it is).  Lower is better for every one of them.
HOST_METRICS = [
    ("Ir", "Ir", "instructions executed"),
    ("Dr", "Dr", "data reads (loads)"),
    ("Dw", "Dw", "data writes (stores)"),
    ("D1mr", "D1mr", "L1 data read misses"),
    ("DLmr", "DLmr", "last-level data read misses"),
    ("DLmr_smallLL", "DLmr small LL",
     "last-level data read misses with the small direct-mapped LL"),
    ("time_s", "time", "wall time, minimum of --repeat runs"),
    ("compile_Ir", "compile Ir",
     "instructions of cc1/f951 compiling the benchmark (valgrind)"),
]
PROGRAM_METRICS = [("prog_" + k, t, d + ", whole program")
                   for k, t, d in HOST_METRICS[:6]]
OFFLOAD_METRICS = [
    ("ptx_instructions", "PTX insns", "PTX instructions, whole file"),
    ("ptx_branches", "branches", "PTX branches (bra, brx)"),
    ("ptx_loads", "loads", "PTX loads (not .param)"),
    ("ptx_stores", "stores", "PTX stores (not .param)"),
    ("registers", "regs", "most registers of any function (from the cubin)"),
    ("spill_bytes", "spills", "spill store + load bytes, all functions"),
    ("spill_stores", "spill st", "spill store bytes, all functions"),
    ("spill_loads", "spill ld", "spill load bytes, all functions"),
    ("spill_bytes_r32", "spills@32",
     "spill store + load bytes under ptxas -maxrregcount=32"),
    ("spill_bytes_r24", "spills@24",
     "spill store + load bytes under ptxas -maxrregcount=24"),
    ("time_s", "host time",
     "target_time_s on the host fallback (one thread), minimum of runs"),
    ("gpu_time_s", "GPU time", "target_time_s on the GPU, minimum of runs"),
    ("sim_warp_insts", "sim warp insns",
     "warp instructions issued on simgpu, all launches"),
    ("sim_simd_eff", "sim SIMD eff",
     "active lanes / (32 x warp instructions) on simgpu"),
    ("sim_div_branches", "sim div. branches",
     "branches where a warp's active lanes split, on simgpu"),
    ("sim_sectors", "sim sectors",
     "32-byte global memory sectors touched per warp access, summed"),
]
ABSOLUTE_ONLY = ("kernel_only", "compile_Ir_noplugin", "plugin_overhead")


def geomean(xs):
    xs = [x for x in xs if x is not None and x > 0 and math.isfinite(x)]
    if not xs:
        return None
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def ratio(v, b):
    if v is None or b is None:
        return None
    if b == 0:
        return 1.0 if v == 0 else math.inf
    return v / b


def fmt_ratio(r):
    if r is None:
        return "n/a"
    if math.isinf(r):
        return "inf"
    return f"{r:.3f}"


def fmt_abs(v):
    if v is None:
        return "n/a"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, float):
        if v == 0:
            return "0"
        if abs(v) < 1:
            return f"{v:.3g}"
        return f"{v:.4g}"
    return f"{v:,}"


NUMERIC_CELL = re.compile(r"^(\*\*)?([-+]?[\d.,]+|n/a|inf)\b")


def table(header, rows):
    """A markdown table; columns whose every cell starts with a number
    are right-aligned."""
    rows = [[str(c) for c in r] for r in rows]
    align = []
    for i in range(len(header)):
        cells = [r[i] for r in rows if i < len(r) and r[i] != ""]
        num = i > 0 and bool(cells) and all(NUMERIC_CELL.match(c)
                                            for c in cells)
        align.append("---:" if num else "---")
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(align) + "|"]
    for r in rows:
        out.append("| " + " | ".join(r) + " |")
    return "\n".join(out)


class Report:
    def __init__(self, meta, cfgs, benches, jobs, mode):
        self.meta = meta
        self.cfgs = cfgs
        self.benches = benches
        self.jobs = jobs
        self.mode = mode
        self.base = cfgs[0].name
        self.by = {(j.bench.name, j.cfg.name): j for j in jobs}
        defs = OFFLOAD_METRICS if mode == "offload" else HOST_METRICS
        present = {k for j in jobs for k in j.metrics}
        self.metrics = [m for m in defs if m[0] in present]
        self.program_metrics = ([m for m in PROGRAM_METRICS if m[0] in present]
                                if mode != "offload" else [])
        self.ratios = self.compute_ratios()

    # ------------------------------------------------------------ data
    def compute_ratios(self):
        """{(bench, config, metric): ratio} for every good job and base."""
        out = {}
        for j in self.jobs:
            if j.cfg.name == self.base or j.status != "ok":
                continue
            b = self.by[(j.bench.name, self.base)]
            if b.status != "ok":
                continue
            for k, _, _ in self.metrics + self.program_metrics:
                out[(j.bench.name, j.cfg.name, k)] = ratio(
                    j.metrics.get(k), b.metrics.get(k))
        return out

    def others(self):
        return [c.name for c in self.cfgs[1:]]

    def column(self, cfg, key):
        return [(b.name, self.ratios.get((b.name, cfg, key)))
                for b in self.benches]

    def agg(self, cfg, key):
        vals = [(n, r) for n, r in self.column(cfg, key) if r is not None]
        if not vals:
            return None, None, None
        best = min(vals, key=lambda x: x[1])
        worst = max(vals, key=lambda x: x[1])
        return geomean([r for _, r in vals]), best, worst

    # ------------------------------------------------------------ tables
    def footnote_marks(self, bench):
        j = self.by.get((bench, self.base))
        if j and j.metrics.get("kernel_only") is False:
            return " †"
        return ""

    def short_time(self, bench, key):
        j = self.by.get((bench, self.base))
        v = j.metrics.get(key) if j else None
        return key in ("time_s", "gpu_time_s") and v is not None and v < 0.01

    def time_mark(self, bench, key):
        return " ‡" if self.short_time(bench, key) else ""

    def summary_table(self, metrics):
        header = ["config"] + [t for _, t, _ in metrics]
        rows = []
        for c in self.others():
            rows.append([c] + [fmt_ratio(self.agg(c, k)[0])
                               + (" ‡" if any(self.short_time(b.name, k)
                                              for b in self.benches) else "")
                               for k, _, _ in metrics])
        return table(header, rows)

    def config_table(self, cfg, metrics):
        header = ["benchmark"] + [t for _, t, _ in metrics]
        rows = []
        for b in self.benches:
            j = self.by[(b.name, cfg)]
            if j.status != "ok":
                rows.append([b.name + self.footnote_marks(b.name)]
                            + [j.status] * len(metrics))
                continue
            rows.append([b.name + self.footnote_marks(b.name)]
                        + [fmt_ratio(self.ratios.get((b.name, cfg, k)))
                           + self.time_mark(b.name, k)
                           for k, _, _ in metrics])
        g, best, worst = zip(*[self.agg(cfg, k) for k, _, _ in metrics]) \
            if metrics else ([], [], [])
        rows.append(["**geomean**"] + [
            fmt_ratio(x) + (" ‡" if any(self.short_time(b.name, k)
                                        for b in self.benches) else "")
            for x, (k, _, _) in zip(g, metrics)])
        rows.append(["best"] + [f"{fmt_ratio(x[1])} {x[0]}" if x else "n/a"
                                for x in best])
        rows.append(["worst"] + [f"{fmt_ratio(x[1])} {x[0]}" if x else "n/a"
                                 for x in worst])
        return table(header, rows)

    def absolute_table(self, cfg, metrics):
        header = ["benchmark"] + [t for _, t, _ in metrics]
        rows = []
        for b in self.benches:
            j = self.by[(b.name, cfg)]
            rows.append([b.name + self.footnote_marks(b.name)]
                        + ([fmt_abs(j.metrics.get(k)) for k, _, _ in metrics]
                           if j.status == "ok" else [j.status] * len(metrics)))
        return table(header, rows)

    def status_table(self):
        rows = []
        for j in self.jobs:
            notes = "; ".join(m.splitlines()[0] for m in j.messages)
            rows.append([j.bench.name, j.cfg.name,
                         "**" + j.status + "**" if j.status != "ok" else "ok",
                         notes.replace("|", "\\|")])
        return table(["benchmark", "config", "status", "notes"], rows)

    def stats_table(self):
        rows = []
        for j in self.jobs:
            for where, passes in sorted(j.stats.items()):
                for p, counters in sorted(passes.items()):
                    rows.append([j.bench.name, j.cfg.name, where, p,
                                 " ".join(f"{k}={v}" for k, v in
                                          counters.items())])
        if not rows:
            return ""
        return table(["benchmark", "config", "compiler", "pass", "counters"],
                     rows)

    def compile_table(self):
        """Plugin overhead: compile instructions with the plugin / without
        it, one column per plugin config."""
        cfgs = [c.name for c in self.cfgs if c.uses_plugin]
        vals = {c: [self.by[(b.name, c)].metrics.get("plugin_overhead")
                    for b in self.benches] for c in cfgs}
        cfgs = [c for c in cfgs if any(v is not None for v in vals[c])]
        if not cfgs:
            return ""
        rows = [[b.name] + [fmt_ratio(vals[c][i]) for c in cfgs]
                for i, b in enumerate(self.benches)]
        rows.append(["**geomean**"] + [fmt_ratio(geomean(vals[c]))
                                       for c in cfgs])
        return table(["benchmark"] + cfgs, rows)

    def ptx_function_table(self):
        rows = []
        for j in self.jobs:
            funcs = j.details.get("ptx", {}).get("functions", {})
            for n, d in funcs.items():
                rows.append([j.bench.name, j.cfg.name, f"`{n}`", d["kind"],
                             d["instructions"], d["branches"], d["loads"],
                             d["stores"], fmt_abs(d.get("registers")),
                             f"{d.get('spill_stores', 0)}/"
                             f"{d.get('spill_loads', 0)}"])
        if not rows:
            return ""
        return table(["benchmark", "config", "function", "kind", "insns",
                      "branches", "loads", "stores", "regs",
                      "spill st/ld bytes"], rows)

    def config_list(self):
        rows = []
        for c in self.cfgs:
            lang = c.lang_flags("c")
            rows.append([c.name, c.cc, " ".join(lang) or "-",
                         c.passes_value or "-",
                         " ".join(c.plugin_args) or "-",
                         c.description.replace("|", "\\|")])
        return table(["config", "cc", "C flags", "qprop passes",
                      "plugin args", "description"], rows)

    # ------------------------------------------------------------ texts
    def what(self):
        if self.mode == "offload":
            return "offload kernels (benchmarks/offload, nvptx)"
        if self.mode == "suite":
            return f"suite {self.meta['suite']}"
        return "host kernels (benchmarks/kernels)"

    def meta_lines(self):
        m = self.meta
        lines = [
            f"- run: {m['started']} to {m['finished']} on {m['host']} "
            f"({m['machine']})",
            f"- source: git {str(m['git_commit'])[:12]}"
            f"{' (with uncommitted changes)' if m['git_dirty'] else ''}; "
            f"gcc {m['gcc']}"
            + (f"; {m['valgrind']}" if m.get("valgrind") else ""),
            f"- {self.what()}, size `{m['size']}`, "
            f"metrics: {', '.join(m['metrics']) or 'none'}"
            + (", GPU times" if m.get("gpu") else ""),
            f"- command: `{m['command']}`",
        ]
        if m.get("geometry"):
            g = m["geometry"]
            s = (f"- cache geometry: I1 {g['main']['I1']}, D1 "
                 f"{g['main']['D1']}, LL {g['main']['LL']}")
            if "smallLL" in g:
                s += f"; small LL {g['smallLL']['LL']}"
            lines.append(s + " (size,ways,line)")
        if "time" in m["metrics"]:
            lines.append(f"- wall time: minimum of {m['repeat']} runs")
        if m.get("compile_tool"):
            lines.append(f"- compile cost: cc1/f951 instructions counted by "
                         f"{m['compile_tool']}")
        for s in m.get("skipped_configs", []):
            lines.append(f"- skipped config {s['config']}: {s['why']}")
        bad = [j for j in self.jobs if j.status != "ok"]
        lines.append("- verification: " + (
            f"all {len(self.jobs)} builds match base" if not bad else
            f"**{len(bad)} of {len(self.jobs)} failed**: "
            + ", ".join(f"{j.bench.name}/{j.cfg.name} {j.status}"
                        for j in bad)))
        return lines

    def has_fallback(self):
        return any(j.metrics.get("kernel_only") is False for j in self.jobs
                   if j.cfg.name == self.base)

    def ratio_sections(self, level="##"):
        out = []
        if not self.others():
            out.append("Only `base` ran: no ratios.")
            return out
        out.append(f"{level} Geomean of the ratios against {self.base} "
                   f"(lower is better)\n")
        out.append(self.summary_table(self.metrics))
        for c in self.others():
            out.append(f"\n{level} {c} / {self.base}\n")
            out.append(self.config_table(c, self.metrics))
        if self.has_fallback():
            out.append("\n† no `kernel_*` functions in this benchmark: its "
                       "cachegrind numbers are whole-program counts.")
        if any(self.short_time(b.name, k) for b in self.benches
               for k in ("time_s", "gpu_time_s")):
            out.append("\n‡ under 10 ms with base: mostly process start-up "
                       "and noise, not the kernel; use --size ref for times.")
        return out

    def console_text(self):
        lines = ["# qprop benchmarks: ratios against base (lower is better)",
                 ""] + self.meta_lines() + [""]
        return "\n".join(lines + self.ratio_sections())

    def docs_text(self):
        lines = self.meta_lines() + [""] + self.ratio_sections("####")
        lines += ["", f"#### Absolute values under {self.base}", "",
                  self.absolute_table(self.base, self.metrics)]
        return "\n".join(lines)

    def markdown(self, plots):
        defs = "\n".join(f"- **{t}** (`{k}`): {d}"
                         for k, t, d in self.metrics + self.program_metrics)
        parts = ["# qprop benchmark results", ""] + self.meta_lines()
        parts += ["", "## Configurations", "", self.config_list()]
        parts += ["", "## Metrics", "",
                  "Kernel-only counts (functions named `kernel_*`) are the "
                  "primary cachegrind numbers; whole-program counts follow "
                  "below. Every ratio is config / base.", "", defs, ""]
        parts += self.ratio_sections()
        if self.program_metrics:
            parts += ["", "## Whole-program counts", ""]
            parts.append(self.summary_table(self.program_metrics))
            for c in self.others():
                parts += ["", f"### {c} / {self.base}, whole program", "",
                          self.config_table(c, self.program_metrics)]
        parts += ["", "## Absolute values", ""]
        for c in self.cfgs:
            parts += [f"### {c.name}", "",
                      self.absolute_table(c.name, self.metrics
                                          + self.program_metrics), ""]
        ct = self.compile_table()
        if ct:
            parts += ["## Compile cost of the plugin", "",
                      "cc1/f951 instructions with the plugin / without it "
                      "(same flags; verify and stats off).", "", ct, ""]
        st = self.stats_table()
        if st:
            parts += ["## qprop pass counters (-fplugin-arg-qprop-stats)", "",
                      st, ""]
        pt = self.ptx_function_table()
        if pt:
            parts += ["## PTX per function", "", pt, ""]
        parts += ["## Status", "", self.status_table(), ""]
        if plots:
            parts += ["## Plots", ""] + [f"![{p.stem}]({p.name})"
                                         for p in plots] + [""]
        return "\n".join(parts)

    # ------------------------------------------------------------ files
    def rows(self):
        keys = [k for k, _, _ in self.metrics + self.program_metrics]
        extra = sorted({k for j in self.jobs for k in j.metrics
                        if k not in keys})
        stat_keys = sorted({f"stats.{w}.{p}.{c}" for j in self.jobs
                            for w, ps in j.stats.items()
                            for p, cs in ps.items() for c in cs})
        header = ["benchmark", "config", "status"] + keys + extra + stat_keys
        rows = []
        for j in self.jobs:
            r = {"benchmark": j.bench.name, "config": j.cfg.name,
                 "status": j.status}
            for k in keys + extra:
                r[k] = j.metrics.get(k)
            for w, ps in j.stats.items():
                for p, cs in ps.items():
                    for c, v in cs.items():
                        r[f"stats.{w}.{p}.{c}"] = v
            rows.append(r)
        return header, rows

    def write_csv(self, path):
        header, rows = self.rows()
        with open(path, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=header)
            w.writeheader()
            for r in rows:
                w.writerow({k: ("" if v is None else v) for k, v in r.items()})
        with open(path.with_name("ratios.csv"), "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["benchmark", "config", "metric", "ratio"])
            for (b, c, k), r in sorted(self.ratios.items()):
                w.writerow([b, c, k, "" if r is None else r])

    def json_data(self):
        def clean(x):
            if isinstance(x, float) and not math.isfinite(x):
                return None
            if isinstance(x, dict):
                return {k: clean(v) for k, v in x.items()}
            if isinstance(x, list):
                return [clean(v) for v in x]
            return x
        return clean({
            "meta": self.meta,
            "configs": [c.summary() for c in self.cfgs],
            "benchmarks": [b.summary() for b in self.benches],
            "results": [{"benchmark": j.bench.name, "config": j.cfg.name,
                         "status": j.status, "messages": j.messages,
                         "metrics": j.metrics, "stats": j.stats,
                         "details": j.details} for j in self.jobs],
            "ratios": [{"benchmark": b, "config": c, "metric": k, "ratio": r}
                       for (b, c, k), r in sorted(self.ratios.items())],
            "geomeans": {c: {k: self.agg(c, k)[0] for k, _, _ in
                             self.metrics + self.program_metrics}
                         for c in self.others()},
        })

    def _bars(self, plt, groups, series, ylabel, title, path):
        """Grouped bars that start at 1.0 (no change), so that a 2 %
        difference is visible; each bar is labelled with its ratio."""
        fig, ax = plt.subplots(figsize=(max(6.0, 0.75 * len(groups)
                                            * max(1, len(series)) ** 0.5
                                            + 2), 4))
        width = 0.8 / max(1, len(series))
        finite = [v for vs in series.values() for v in vs
                  if v is not None and math.isfinite(v)]
        lo = min(finite + [1.0])
        hi = max(finite + [1.0])
        pad = max(0.02, (hi - lo) * 0.15)
        for i, (name, vals) in enumerate(series.items()):
            xs = [x + (i - (len(series) - 1) / 2) * width
                  for x in range(len(groups))]
            hs = [(v - 1.0) if v is not None and math.isfinite(v) else 0
                  for v in vals]
            bars = ax.bar(xs, hs, width, bottom=1.0, label=name)
            for b, v in zip(bars, vals):
                ax.annotate(fmt_ratio(v), (b.get_x() + b.get_width() / 2,
                                           v if v is not None
                                           and math.isfinite(v) else 1.0),
                            ha="center", va="bottom" if (v or 1) >= 1
                            else "top", fontsize=7)
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_ylim(lo - pad, hi + pad)
        ax.set_xticks(range(len(groups)))
        ax.set_xticklabels(groups, rotation=30, ha="right")
        ax.set_ylabel(ylabel)
        ax.set_title(title, fontsize=9)
        ax.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(path, dpi=100)
        plt.close(fig)

    def plot(self, outdir):
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        made = []
        others = self.others()
        if not others:
            return made
        names = [b.name for b in self.benches] + ["geomean"]
        keys = []
        for k, title, desc in self.metrics:
            series = {c: [self.ratios.get((b.name, c, k)) for b in self.benches]
                      + [self.agg(c, k)[0]] for c in others}
            if all(v is None for vs in series.values() for v in vs):
                continue
            keys.append((k, title))
            p = outdir / f"ratio-{k}.png"
            self._bars(plt, names, series, f"{title} / {self.base}",
                       f"{desc}: ratio to {self.base} (lower is better)", p)
            made.append(p)
        if keys:
            series = {c: [self.agg(c, k)[0] for k, _ in keys] for c in others}
            p = outdir / "geomean.png"
            self._bars(plt, [t for _, t in keys], series,
                       f"geomean ratio to {self.base}",
                       "geomean over the benchmarks (lower is better)", p)
            made.insert(0, p)
        return made

    def write(self, outdir, plots=True):
        outdir.mkdir(parents=True, exist_ok=True)
        for old in outdir.glob("*.png"):
            old.unlink()
        self.write_csv(outdir / "results.csv")
        with open(outdir / "results.json", "w") as f:
            json.dump(self.json_data(), f, indent=1, default=str)
        made = self.plot(outdir) if plots else []
        (outdir / "report.md").write_text(self.markdown(made))


BEGIN = "<!-- results:begin -->"
END = "<!-- results:end -->"


def update_docs(path, mode_id, text):
    """Replaces this mode's block between the results markers of path
    (each mode -- kernels, offload-nvptx, suite-NAME -- keeps its own
    block, so a host run does not erase the offload results)."""
    doc = Path(path).read_text()
    if BEGIN not in doc or END not in doc:
        from .util import BenchError
        raise BenchError(f"{path} has no {BEGIN} ... {END} markers")
    head, rest = doc.split(BEGIN, 1)
    section, tail = rest.split(END, 1)
    blocks = dict(re.findall(
        r"<!-- results:([\w.+-]+):begin -->\n(.*?)<!-- results:\1:end -->",
        section, flags=re.S))
    titles = {"kernels": "Host kernels (benchmarks/kernels)",
              "offload-nvptx": "Offload kernels (benchmarks/offload, nvptx)"}
    blocks[mode_id] = (f"### {titles.get(mode_id, mode_id)}\n\n"
                       f"{text.strip()}\n")
    order = sorted(blocks, key=lambda k: (k not in titles, k != "kernels", k))
    body = "\n".join(f"<!-- results:{k}:begin -->\n{blocks[k]}"
                     f"<!-- results:{k}:end -->\n" for k in order)
    note = ("<!-- Generated by benchmarks/run.py --update-docs; do not edit "
            "by hand. -->\n")
    Path(path).write_text(f"{head}{BEGIN}\n{note}\n{body}{END}{tail}")
