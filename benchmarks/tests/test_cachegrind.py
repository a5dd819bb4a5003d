"""The cachegrind out-file parser and the kernel-only sums."""
import unittest

from tests.util import DATA  # noqa: F401  (sets sys.path)
from lib import cachegrind


class SampleFile(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.prof = cachegrind.parse_file(DATA / "sample.cgout")

    def test_header(self):
        p = self.prof
        self.assertEqual(p.events, ["Ir", "I1mr", "ILmr", "Dr", "D1mr",
                                    "DLmr", "Dw", "D1mw", "DLmw"])
        self.assertEqual(len(p.desc), 3)
        self.assertIn("exe", p.cmd)
        self.assertEqual(p.summary["Ir"], 2177)
        self.assertEqual(p.summary["Dr"], 769)

    def test_functions_add_up_to_the_summary(self):
        p = self.prof
        for i, e in enumerate(p.events):
            self.assertEqual(sum(v[i] for v in p.functions.values()),
                             p.summary[e], e)

    def test_inlined_file_changes_stay_in_the_function(self):
        # kernel_stencil: its own lines (1000 + 300), lines inlined from
        # helpers.h under fi= (200), and a later fl=helpers.h block that
        # names the same function again (5)
        c = self.prof.function_counts("kernel_stencil")
        self.assertEqual(c["Ir"], 1000 + 200 + 300 + 5)
        self.assertEqual(c["Dr"], 400 + 100 + 0 + 2)
        self.assertEqual(c["Dw"], 100 + 0 + 50 + 1)
        self.assertEqual(c["D1mr"], 50 + 10 + 0 + 0)

    def test_trailing_counts_left_off_are_zero(self):
        c = self.prof.function_counts("main")
        self.assertEqual(c["Ir"], 150)
        self.assertEqual(c["Dw"], 5 + 20)
        self.assertEqual(c["DLmw"], 1)
        c = self.prof.function_counts("__libc_start_main@@GLIBC_2.34")
        self.assertEqual(c["Ir"], 5)
        self.assertEqual(c["Dr"], 2)

    def test_kernel_only_sums(self):
        totals, fns = cachegrind.kernel_totals(self.prof)
        self.assertEqual(fns, ["__grid_mod_MOD_kernel_relax", "kernel_free_",
                               "kernel_stencil", "kernel_stencil.constprop.0"])
        self.assertEqual(totals["Ir"], 1505 + 10 + 400 + 40)
        self.assertEqual(totals["Dr"], 502 + 4 + 200 + 20)
        self.assertEqual(totals["Dw"], 151 + 1 + 80 + 8)
        self.assertEqual(totals["D1mr"], 60 + 1 + 20 + 2)
        self.assertEqual(totals["DLmr"], 10 + 0 + 2 + 0)

    def test_other_prefix(self):
        totals, fns = cachegrind.kernel_totals(self.prof, "not_a_kernel")
        self.assertEqual(fns, ["not_a_kernel_fn"])
        self.assertEqual(totals["Ir"], 7)


class Names(unittest.TestCase):
    def test_fortran_module_prefix(self):
        self.assertEqual(cachegrind.plain_name("__grid_mod_MOD_kernel_relax"),
                         "kernel_relax")
        self.assertTrue(cachegrind.is_kernel("__m_MOD_kernel_x"))
        self.assertTrue(cachegrind.is_kernel("kernel_free_"))
        self.assertFalse(cachegrind.is_kernel("__grid_mod_MOD_setup"))
        self.assertFalse(cachegrind.is_kernel("main"))
        self.assertFalse(cachegrind.is_kernel("my_kernel_x"))


class Formats(unittest.TestCase):
    def test_callgrind_compression_and_calls(self):
        text = "\n".join([
            "# callgrind format", "version: 1", "creator: callgrind-3.19.0",
            "positions: line", "events: Ir", "summary: 60",
            "fl=(1) a.c", "fn=(1) main", "3 10",
            "cfl=(1)", "cfn=(2) kernel_x", "calls=1 7",
            "4 1000",                       # inclusive cost: not main's own
            "+1 5",
            "fn=(2)", "7 45", "totals: 60"])
        p = cachegrind.parse(text)
        self.assertEqual(p.function_counts("main")["Ir"], 15)
        self.assertEqual(p.function_counts("kernel_x")["Ir"], 45)
        self.assertEqual(p.summary["Ir"], 60)

    def test_missing_summary_is_added_up(self):
        p = cachegrind.parse("events: Ir Dr\nfl=a.c\nfn=f\n1 3 1\n2 4\n")
        self.assertEqual(p.summary, {"Ir": 7, "Dr": 1})

    def test_bad_files(self):
        for text in ("fn=f\n1 2\n",                 # no events
                     "events: Ir\n1 2\n",            # cost outside fn
                     "events: Ir\nfn=f\n1 2 3\n",    # too many counts
                     "events: Ir\nfn=f\n1 x\n",      # not a number
                     "events: Ir\nfn=(4)\n1 2\n",    # undefined name id
                     "events: Ir\nbogus line\n"):
            with self.subTest(text=text):
                with self.assertRaises(cachegrind.FormatError):
                    cachegrind.parse(text)


if __name__ == "__main__":
    unittest.main()
