"""The suite manifest loader (DIR/suite.toml)."""
import tempfile
import tomllib
import unittest
from pathlib import Path

from tests.util import REPO
from lib import manifest
from lib.util import BenchError

GOOD = """
[suite]
name = "t"

[[benchmark]]
name = "one"
sources = ["a.c", "b.f90"]
cflags = "-DX=1"
args = ["10"]
verify_args = ["10", "dump"]
compare = "numeric"
rtol = 1e-9

[benchmark.small]
args = ["2"]
verify_args = ["2", "dump"]

[[benchmark]]
name = "two"
sources = ["a.c"]
args = "5 6"
compare = "checksum-line"
checksum_prefix = "sum:"
"""


class Manifest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.d = Path(self.tmp.name)
        (self.d / "a.c").write_text("int main(void){return 0;}\n")
        (self.d / "b.f90").write_text("end\n")

    def tearDown(self):
        self.tmp.cleanup()

    def load(self, text, size="ref"):
        (self.d / "suite.toml").write_text(text)
        return manifest.load_suite(self.d, size)

    def err(self, text, *needles):
        with self.assertRaises(BenchError) as cm:
            self.load(text)
        msg = str(cm.exception)
        self.assertIn("suite.toml", msg)
        for n in needles:
            self.assertIn(n, msg)
        return msg

    def test_good(self):
        name, benches = self.load(GOOD)
        self.assertEqual(name, "t")
        one, two = benches
        self.assertEqual(one.name, "one")
        self.assertEqual([p.name for p in one.sources], ["a.c", "b.f90"])
        self.assertEqual(one.langs, ["c", "fortran"])
        self.assertEqual(one.cflags, ["-DX=1"])
        self.assertEqual(one.args, ["10"])
        self.assertEqual(one.verify_args, ["10", "dump"])
        self.assertEqual(one.rule.kind, "numeric")
        self.assertEqual(one.rule.rtol, 1e-9)
        self.assertEqual(one.cwd, self.d.resolve())
        self.assertEqual(two.args, ["5", "6"])
        self.assertEqual(two.verify_args, ["5", "6"])   # defaults to args
        self.assertEqual(two.rule.prefix, "sum:")

    def test_size_overrides(self):
        _, (one, two) = self.load(GOOD, size="small")
        self.assertEqual(one.args, ["2"])
        self.assertEqual(one.verify_args, ["2", "dump"])
        self.assertEqual(two.args, ["5", "6"])

    def test_only(self):
        (self.d / "suite.toml").write_text(GOOD)
        _, b = manifest.load_suite(self.d, "ref", only=["two"])
        self.assertEqual([x.name for x in b], ["two"])
        with self.assertRaises(BenchError):
            manifest.load_suite(self.d, "ref", only=["three"])

    def test_missing_keys(self):
        self.err('[[benchmark]]\nname = "x"\ncompare = "exact"\n',
                 "benchmark 'x'", "missing required key 'sources'")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n',
                 "missing required key 'compare'")
        self.err('[[benchmark]]\nsources = ["a.c"]\ncompare = "exact"\n',
                 "benchmark #1", "missing required key 'name'")

    def test_unknown_keys(self):
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "exact"\ncflag = "-O1"\n',
                 "unknown key 'cflag'", "accepted:")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "exact"\n[benchmark.small]\ncompare = "numeric"\n',
                 "[small]", "unknown key 'compare'")
        self.err('[suite]\nnam = "t"\n[[benchmark]]\nname = "x"\n'
                 'sources = ["a.c"]\ncompare = "exact"\n',
                 "[suite]", "unknown key 'nam'")
        self.err('benchmarks = []\n', "unknown key 'benchmarks'")

    def test_bad_rule(self):
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "close-enough"\n',
                 "unknown compare rule 'close-enough'",
                 "exact, checksum-line, numeric")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "exact"\nrtol = 0.1\n',
                 "'rtol' only applies to compare = \"numeric\"")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "numeric"\n', "needs 'rtol' or 'atol'")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "numeric"\natol = -1\n', "'atol' must be")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "exact"\nchecksum_prefix = "s"\n',
                 "'checksum_prefix' only applies")

    def test_bad_sources_and_values(self):
        self.err('[[benchmark]]\nname = "x"\nsources = ["nope.c"]\n'
                 'compare = "exact"\n', "'nope.c' does not exist")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.cpp"]\n'
                 'compare = "exact"\n', "unknown language")
        self.err('[[benchmark]]\nname = "x"\nsources = []\n'
                 'compare = "exact"\n', "non-empty list")
        self.err('[[benchmark]]\nname = "x y"\nsources = ["a.c"]\n'
                 'compare = "exact"\n', "may only use")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "exact"\nargs = 5\n', "'args' must be")
        self.err('[[benchmark]]\nname = "x"\nsources = ["a.c"]\n'
                 'compare = "exact"\n[[benchmark]]\nname = "x"\n'
                 'sources = ["a.c"]\ncompare = "exact"\n', "second benchmark")
        self.err('[suite]\nname = "t"\n', "no [[benchmark]] entries")
        self.err('[[benchmark]\n', "not valid TOML")

    def test_no_manifest(self):
        with self.assertRaises(BenchError) as cm:
            manifest.load_suite(self.d, "ref")
        self.assertIn("no manifest", str(cm.exception))

    def test_the_committed_example(self):
        d = REPO / "benchmarks/examples/mini-suite"
        name, benches = manifest.load_suite(d, "small")
        self.assertEqual(name, "mini-suite")
        self.assertEqual(len(benches), 2)
        with open(d / "suite.toml", "rb") as f:
            self.assertIn("benchmark", tomllib.load(f))


class Kernels(unittest.TestCase):
    def test_discovery_conventions(self):
        with tempfile.TemporaryDirectory() as t:
            d = Path(t)
            for n in ("a.c", "b.F90", "notes.txt", "c-acc.c", "d-omp.c",
                      "helper.h"):
                (d / n).write_text("")
            ks = manifest.discover_kernels(d, "small")
            self.assertEqual([k.name for k in ks], ["a", "b", "c-acc", "d-omp"])
            self.assertEqual(ks[0].cflags, ["-DBENCH_SIZE=0"])
            self.assertEqual(ks[0].verify_args, ["dump"])
            self.assertEqual(ks[0].args, [])
            off = manifest.discover_offload(d, "ref")
            self.assertEqual([(k.name, k.offload) for k in off],
                             [("c-acc", "acc"), ("d-omp", "omp")])
            self.assertIn("-fopenacc", off[0].cflags)
            self.assertIn("-fopenmp", off[1].ldflags)
            self.assertIn("-DBENCH_SIZE=1", off[1].cflags)

    def test_kernel_own_cflags(self):
        # A `bench-cflags:` line in the head comment adds flags after the
        # size; one after line 40 is not looked for.
        with tempfile.TemporaryDirectory() as t:
            d = Path(t)
            (d / "s.c").write_text("/* s: a kernel.\n   bench-cflags: "
                                   "-fopenmp-simd -ffp-contract=off\n*/\n")
            (d / "late.c").write_text("\n" * 45 + "/* bench-cflags: -O0 */\n")
            (d / "one.c").write_text("// bench-cflags: -fopenmp-simd\n")
            ks = {k.name: k for k in manifest.discover_kernels(d, "ref")}
            self.assertEqual(ks["s"].cflags, ["-DBENCH_SIZE=1", "-fopenmp-simd",
                                              "-ffp-contract=off"])
            self.assertEqual(ks["late"].cflags, ["-DBENCH_SIZE=1"])
            self.assertEqual(ks["one"].cflags, ["-DBENCH_SIZE=1", "-fopenmp-simd"])

    def test_bundled_simd_kernels_ask_for_openmp_simd(self):
        ks = manifest.discover_kernels(REPO / "benchmarks/kernels", "small")
        simd = [k for k in ks if k.name.startswith("simd_")]
        self.assertTrue(simd)
        for k in simd:
            self.assertIn("-fopenmp-simd", k.cflags, k.name)
            self.assertIn("-ffp-contract=off", k.cflags, k.name)


if __name__ == "__main__":
    unittest.main()
