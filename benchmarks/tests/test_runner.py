"""Runner pieces, and short end-to-end runs on tiny kernels made here:
a deliberately wrong build must be reported as MISCOMPILE and fail the
run; a config naming a missing pass must be refused before any build."""
import contextlib
import io
import json
import shutil
import tempfile
import unittest
from pathlib import Path

from tests.util import REPO
from lib import report, runner
from lib.util import BenchError
import run as run_py

KERNEL = r"""
#include <stdio.h>
#include <string.h>
#if BENCH_SIZE == 0
#define N 1000
#else
#define N 100000
#endif
static double a[N];
__attribute__((noinline)) double kernel_scale(double *x, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++) { x[i] = x[i] * 1.5 + 1; s += x[i]; }
  return s;
}
int main(int argc, char **argv)
{
  for (int i = 0; i < N; i++) a[i] = i % 10;
  double s = kernel_scale(a, N);
#ifdef BREAK
  a[N / 2] += 1;   /* a "miscompile": one element of the output is wrong */
#endif
  printf("checksum %.6f\n", s);
  if (argc > 1 && !strcmp(argv[1], "dump"))
    for (int i = 0; i < N; i++) printf("%.17g\n", a[i]);
  return 0;
}
"""


class Pieces(unittest.TestCase):
    def test_stats_lines(self):
        text = ("qprop: stats: f: qprop-stats: blocks=3 loops=1\n"
                "qprop: stats: total: qprop-stats: functions=2 blocks=7 loops=1\n"
                "qprop: stats: total: qprop-pre: functions=2 inserted=4\n"
                "some other line\n")
        s = runner.parse_stats(text)
        self.assertEqual(s, {"qprop-stats": {"functions": 2, "blocks": 7,
                                             "loops": 1},
                             "qprop-pre": {"functions": 2, "inserted": 4}})
        runner.merge_stats(s, {"qprop-stats": {"blocks": 1, "new": 2}})
        self.assertEqual(s["qprop-stats"]["blocks"], 8)
        self.assertEqual(s["qprop-stats"]["new"], 2)

    def test_geometry(self):
        self.assertEqual(runner.parse_geometry("32768,8,64", "--D1"),
                         "32768,8,64")
        for bad in ("32768,8", "32k,8,64", "1000,8,64", "196608,1,64",
                    "32768,8,48"):
            with self.subTest(geometry=bad):
                with self.assertRaises(BenchError):
                    runner.parse_geometry(bad, "--LL")

    def test_ratios(self):
        self.assertEqual(report.ratio(5, 10), 0.5)
        self.assertEqual(report.ratio(0, 0), 1.0)
        self.assertEqual(report.ratio(3, 0), float("inf"))
        self.assertIsNone(report.ratio(None, 3))
        self.assertAlmostEqual(report.geomean([0.5, 2.0]), 1.0)
        self.assertAlmostEqual(report.geomean([0.25, None, float("inf")]),
                               0.25)

    def test_update_docs(self):
        with tempfile.TemporaryDirectory() as t:
            p = Path(t) / "doc.md"
            p.write_text("# Doc\n\n<!-- results:begin -->\nold text\n"
                         "<!-- results:end -->\n\nafter\n")
            report.update_docs(p, "kernels", "host table 1")
            report.update_docs(p, "offload-nvptx", "offload table")
            report.update_docs(p, "kernels", "host table 2")
            text = p.read_text()
            self.assertNotIn("old text", text)
            self.assertNotIn("host table 1", text)
            self.assertIn("host table 2", text)
            self.assertIn("offload table", text)
            self.assertTrue(text.startswith("# Doc\n"))
            self.assertTrue(text.endswith("<!-- results:end -->\n\nafter\n"))
            self.assertLess(text.index("host table 2"),
                            text.index("offload table"))
            p.write_text("no markers\n")
            with self.assertRaises(BenchError):
                report.update_docs(p, "kernels", "x")

    def test_docs_have_the_markers(self):
        text = (REPO / "docs/benchmarks.md").read_text()
        self.assertEqual(text.count(report.BEGIN), 1)
        self.assertEqual(text.count(report.END), 1)
        self.assertLess(text.index(report.BEGIN), text.index(report.END))


class EndToEnd(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.d = Path(self.tmp.name)
        (self.d / "kernels").mkdir()
        (self.d / "kernels/scale.c").write_text(KERNEL)
        cfg = self.d / "configs"
        cfg.mkdir()
        (cfg / "base.toml").write_text('cc = "gcc"\noptflags = "-O2"\n')
        (cfg / "same.toml").write_text('extends = "base"\n'
                                       'optflags = "-O1"\n')
        (cfg / "evil.toml").write_text('extends = "base"\n'
                                       'optflags = "-O2 -DBREAK"\n')
        (cfg / "nopass.toml").write_text('extends = "base"\n'
                                         'passes = ["qprop-nope"]\n')

    def tearDown(self):
        self.tmp.cleanup()

    def run_bench(self, *args):
        out, err = io.StringIO(), io.StringIO()
        argv = ["--kernel-dir", str(self.d / "kernels"),
                "--configs-dir", str(self.d / "configs"),
                "--build-dir", str(self.d / "build"), "--name", "t",
                "--no-plots", "--jobs", "2"] + list(args)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = run_py.main(argv)
        return rc, out.getvalue() + err.getvalue()

    def results(self):
        with open(self.d / "build/results/t/results.json") as f:
            return json.load(f)

    def test_miscompile_is_caught(self):
        rc, out = self.run_bench("--configs", "same,evil", "--metrics",
                                 "time", "--repeat", "1")
        self.assertEqual(rc, 1, out)
        self.assertIn("MISCOMPILE: kernel scale under config evil", out)
        self.assertIn("line 502", out)
        status = {r["config"]: r["status"] for r in self.results()["results"]}
        self.assertEqual(status, {"base": "ok", "same": "ok",
                                  "evil": "MISCOMPILE"})
        md = (self.d / "build/results/t/report.md").read_text()
        self.assertIn("MISCOMPILE", md)
        # a miscompiled build is not measured
        evil = [r for r in self.results()["results"]
                if r["config"] == "evil"][0]
        self.assertNotIn("time_s", evil["metrics"])

    def test_good_run_with_cachegrind(self):
        if not shutil.which("valgrind"):
            self.fail("valgrind is not installed")
        rc, out = self.run_bench("--configs", "same", "--metrics",
                                 "cachegrind", "--small-ll", "none")
        self.assertEqual(rc, 0, out)
        self.assertIn("same / base", out)
        self.assertRegex(out, r"\[\s*\d+/\d+\] cachegrind scale same")
        r = {x["config"]: x for x in self.results()["results"]}
        m = r["base"]["metrics"]
        self.assertTrue(m["kernel_only"])
        self.assertLess(m["Ir"], m["prog_Ir"])
        # the kernel's own loads: about one per element
        self.assertGreaterEqual(m["Dr"], 1000)
        self.assertLess(m["Dr"], 1200)
        cg = r["base"]["details"]["cachegrind"]["main"]
        self.assertEqual(cg["kernel_functions"], ["kernel_scale"])
        self.assertEqual(cg["geometry"]["LL"], "1048576,16,64")
        self.assertTrue((self.d / "build/results/t/results.csv").is_file())

    def test_missing_pass_refused_before_building(self):
        rc, out = self.run_bench("--configs", "nopass", "--metrics", "time")
        self.assertEqual(rc, 2, out)
        if (REPO / "plugin/qprop.so").is_file():
            self.assertIn("config 'nopass'", out)
            self.assertIn("qprop-nope", out)
            self.assertIn("does not have", out)
        else:
            self.assertIn("build it first", out)
        self.assertFalse((self.d / "build").exists())

    def test_unknown_metric_and_config(self):
        rc, out = self.run_bench("--configs", "same", "--metrics", "cycles")
        self.assertEqual(rc, 2)
        self.assertIn("unknown metric 'cycles'", out)
        rc, out = self.run_bench("--configs", "nothere")
        self.assertEqual(rc, 2)
        self.assertIn("unknown config 'nothere'", out)


if __name__ == "__main__":
    unittest.main()
