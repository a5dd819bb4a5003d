"""The configuration loader (benchmarks/configs/NAME.toml)."""
import tempfile
import unittest
from pathlib import Path

from tests.util import REPO
from lib import config
from lib.util import BenchError

HELP = """qprop arguments (each spelled -fplugin-arg-qprop-KEY[=VALUE], after -fplugin=qprop):
  help                               print this list of arguments and passes
  passes=all|none|PASS[,PASS...]     select the qprop passes that run (default: all)
qprop passes (never run at -O0):
  qprop-stats                        count blocks, loops, loads, stores and branches per function (changes nothing)
  qprop-gvn                          value numbering
"""


class Loader(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.d = Path(self.tmp.name)
        self.write("base", 'cc = "gcc"\nfc = "gfortran"\noptflags = "-O3"\n')

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        (self.d / f"{name}.toml").write_text(text)

    def get(self, name):
        return config.ConfigSet(self.d).get(name)

    def err(self, name, *needles):
        with self.assertRaises(BenchError) as cm:
            self.get(name)
        for n in needles:
            self.assertIn(n, str(cm.exception))

    def test_extends_and_overrides(self):
        self.write("pre", 'extends = "base"\noptflags = "-O3 -fno-tree-pre"\n'
                          'passes = ["qprop-pre"]\nplugin_args = ["dump=qprop-pre"]\n'
                          'description = "x"\n')
        c = self.get("pre")
        self.assertEqual(c.cc, "gcc")
        self.assertEqual(c.optflags, ["-O3", "-fno-tree-pre"])
        self.assertEqual(c.lang_flags("fortran"), ["-O3", "-fno-tree-pre"])
        self.assertEqual(c.passes, ["qprop-pre"])
        self.assertEqual(c.extends_chain, ["base"])
        self.assertTrue(c.uses_plugin)
        flags = c.plugin_flags("/p/qprop.so")
        self.assertEqual(flags[:2], ["-fplugin=/p/qprop.so",
                                     "-fplugin-arg-qprop-passes=qprop-pre"])
        self.assertIn("-fplugin-arg-qprop-dump=qprop-pre", flags)
        # every plugin build verifies and counts
        self.assertIn("-fplugin-arg-qprop-verify", flags)
        self.assertIn("-fplugin-arg-qprop-stats", flags)
        self.assertNotIn("-fplugin-arg-qprop-verify",
                         c.plugin_flags("/p/qprop.so", build=False))
        off = c.offload_plugin_option("/p/nvptx/qprop.so")
        self.assertEqual(len(off), 1)
        self.assertTrue(off[0].startswith(
            "-foffload-options=nvptx-none=-fplugin=/p/nvptx/qprop.so "
            "-fplugin-arg-qprop-passes=qprop-pre"))
        self.assertFalse(self.get("base").uses_plugin)
        self.assertEqual(self.get("base").plugin_flags("/p"), [])

    def test_language_flags(self):
        self.write("x", 'extends = "base"\ncflags = "-std=c11"\n'
                        'fflags = ["-ffree-line-length-none"]\n')
        c = self.get("x")
        self.assertEqual(c.lang_flags("c"), ["-O3", "-std=c11"])
        self.assertEqual(c.lang_flags("fortran"),
                         ["-O3", "-ffree-line-length-none"])

    def test_unknown_key(self):
        self.write("x", 'extends = "base"\ncflag = "-O2"\n')
        self.err("x", "config 'x'", "unknown key 'cflag'", "accepted:")

    def test_unknown_config_and_parent(self):
        self.err("nope", "unknown config 'nope'", "known configs: base")
        self.write("x", 'extends = "parent"\n')
        self.err("x", "unknown config 'parent'", "extended by 'x'")

    def test_extends_loop(self):
        self.write("a", 'extends = "b"\n')
        self.write("b", 'extends = "a"\n')
        self.err("a", "loop", "a -> b -> a")

    def test_bad_values(self):
        self.write("x", 'passes = 3\n')
        self.err("x", "'passes' must be")
        self.write("x", 'passes = ["all", "qprop-stats"]\n')
        self.err("x", "cannot be combined")
        self.write("x", 'passes = []\n')
        self.err("x", "'passes' is empty")
        self.write("x", 'passes = "all"\nplugin_args = ["passes=none"]\n')
        self.err("x", "use the 'passes' key")
        self.write("x", 'passes = "all"\nplugin_args = ["verify"]\n')
        self.err("x", "adds it itself")
        self.write("x", 'plugin_args = ["dump=qprop-stats"]\n')
        self.err("x", "without 'passes'")
        self.write("x", 'optflags = 3\n')
        self.err("x", "'optflags'", "string or a list")
        self.write("x", 'cc = ["gcc"]\n')
        self.err("x", "'cc' must be a string")
        self.write("x", 'optflags = "-O3\n')
        with self.assertRaises(BenchError) as cm:
            config.ConfigSet(self.d)
        self.assertIn("not valid TOML", str(cm.exception))

    def test_missing_pass(self):
        self.write("pre", 'extends = "base"\npasses = ["qprop-stats", "qprop-pre"]\n')
        c = self.get("pre")
        avail = config.parse_help_passes(HELP)
        self.assertEqual(avail, ["qprop-stats", "qprop-gvn"])
        self.assertEqual(config.missing_passes(c, avail), ["qprop-pre"])
        msg = config.missing_pass_message(c, ["qprop-pre"], avail,
                                          "plugin/qprop.so")
        self.assertIn("config 'pre'", msg)
        self.assertIn("qprop-pre", msg)
        self.assertIn("does not have", msg)
        self.assertIn("qprop-stats, qprop-gvn", msg)
        self.write("all", 'extends = "base"\npasses = "all"\n')
        self.assertEqual(config.missing_passes(self.get("all"), avail), [])

    def test_one_config_per_pass(self):
        cs = config.ConfigSet(self.d)
        cs.add_pass_configs(["qprop-stats", "qprop-gvn"])
        self.assertEqual(cs.names(), ["base", "qprop-stats", "qprop-gvn"])
        c = cs.get("qprop-gvn")
        self.assertTrue(c.auto)
        self.assertEqual(c.passes, ["qprop-gvn"])
        self.assertEqual(c.optflags, ["-O3"])


class Committed(unittest.TestCase):
    """The configurations in benchmarks/configs load and say what the
    issue asks for."""

    def test_all_load(self):
        cs = config.ConfigSet(REPO / "benchmarks/configs")
        want = {"base": (["-O3"], None), "O2": (["-O2"], None),
                "qprop-all": (["-O3"], ["all"]),
                "qprop-stats": (["-O3"], ["qprop-stats"]),
                "pre-replace": (["-O3", "-fno-tree-pre"], ["qprop-pre"]),
                "no-tree-pre": (["-O3", "-fno-tree-pre"], None),
                "no-predcom": (["-O3", "-fno-predictive-commoning"], None)}
        for name, (flags, passes) in want.items():
            with self.subTest(config=name):
                c = cs.get(name)
                self.assertEqual(c.optflags, flags)
                self.assertEqual(c.passes, passes)
                self.assertEqual(c.cc, "gcc")
                self.assertEqual(c.fc, "gfortran")
                self.assertTrue(c.description)


if __name__ == "__main__":
    unittest.main()
