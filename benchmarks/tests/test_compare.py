"""Output comparison: a wrong output must always be caught."""
import unittest

from tests.util import DATA  # noqa: F401  (sets sys.path)
from lib.compare import Rule, compare, strip_target_time
from lib.util import BenchError

BASE = "checksum 123.456\n0 1.0\n1 2.5\n2 -3.25e-3\n"


class Exact(unittest.TestCase):
    def test_same(self):
        self.assertEqual(compare(BASE, BASE), (True, ""))

    def test_one_digit_wrong(self):
        ok, why = compare(BASE, BASE.replace("2.5", "2.6"))
        self.assertFalse(ok)
        self.assertIn("line 3", why)

    def test_last_bit_of_a_double(self):
        a = "x 0.10000000000000001\n"
        b = "x 0.10000000000000002\n"
        self.assertFalse(compare(a, b)[0])

    def test_missing_and_extra_lines(self):
        self.assertFalse(compare(BASE, BASE + "3 4\n")[0])
        ok, why = compare(BASE, "".join(BASE.splitlines(True)[:-1]))
        self.assertFalse(ok)
        self.assertIn("lines", why)
        self.assertFalse(compare(BASE, "")[0])

    def test_whitespace_counts(self):
        self.assertFalse(compare("a 1\n", "a  1\n")[0])
        self.assertFalse(compare("a 1\n", "a 1")[0])


class ChecksumLine(unittest.TestCase):
    rule = Rule("checksum-line")

    def test_other_lines_ignored(self):
        got = "checksum 123.456\nsomething else entirely\n"
        self.assertTrue(compare(BASE, got, self.rule)[0])

    def test_wrong_checksum(self):
        ok, why = compare(BASE, BASE.replace("123.456", "123.457"),
                          self.rule)
        self.assertFalse(ok)
        self.assertIn("checksum", why)

    def test_missing_checksum(self):
        self.assertFalse(compare(BASE, "0 1.0\n", self.rule)[0])
        self.assertFalse(compare("no sum\n", "no sum\n", self.rule)[0])

    def test_prefix(self):
        r = Rule("checksum-line", prefix="RESULT:")
        self.assertTrue(compare("x\nRESULT: 4\n", "y\nRESULT: 4\n", r)[0])
        self.assertFalse(compare("RESULT: 4\n", "RESULT: 5\n", r)[0])


class Numeric(unittest.TestCase):
    def test_within_relative_tolerance(self):
        r = Rule("numeric", rtol=1e-6)
        got = BASE.replace("123.456", "123.45600001")
        self.assertTrue(compare(BASE, got, r)[0])

    def test_outside_relative_tolerance(self):
        r = Rule("numeric", rtol=1e-6)
        got = BASE.replace("123.456", "123.457")
        ok, why = compare(BASE, got, r)
        self.assertFalse(ok)
        self.assertIn("line 1 field 2", why)

    def test_absolute_tolerance_near_zero(self):
        self.assertTrue(compare("0.0\n", "1e-13\n",
                                Rule("numeric", atol=1e-12))[0])
        self.assertFalse(compare("0.0\n", "1e-13\n",
                                 Rule("numeric", rtol=0.5))[0])
        self.assertFalse(compare("0.0\n", "2e-12\n",
                                 Rule("numeric", atol=1e-12))[0])

    def test_zero_tolerance_still_equates_spellings(self):
        r = Rule("numeric")
        self.assertTrue(compare("1.0\n", "1.00\n", r)[0])
        self.assertFalse(compare("1.0\n", "1.0000001\n", r)[0])

    def test_text_fields_must_match(self):
        r = Rule("numeric", rtol=1)
        self.assertFalse(compare("checksum 1\n", "chksum 1\n", r)[0])

    def test_shape(self):
        r = Rule("numeric", rtol=1)
        self.assertFalse(compare("1 2\n", "1\n", r)[0])
        self.assertFalse(compare("1\n2\n", "1\n", r)[0])

    def test_nan_and_inf(self):
        r = Rule("numeric", rtol=1e-3)
        self.assertTrue(compare("nan\n", "nan\n", r)[0])
        self.assertTrue(compare("nan\n", "NaN\n", r)[0])
        self.assertFalse(compare("1.0\n", "nan\n", r)[0])
        self.assertFalse(compare("inf\n", "-inf\n", r)[0])
        self.assertFalse(compare("1e308\n", "inf\n", r)[0])


class Rules(unittest.TestCase):
    def test_bad_rule(self):
        with self.assertRaises(BenchError):
            Rule("fuzzy")
        with self.assertRaises(BenchError):
            Rule("numeric", rtol=-1)

    def test_target_time_is_stripped(self):
        text, secs = strip_target_time("checksum 1\n1 2\ntarget_time_s 0.25\n")
        self.assertEqual(text, "checksum 1\n1 2\n")
        self.assertEqual(secs, 0.25)
        text, secs = strip_target_time("checksum 1\n")
        self.assertEqual((text, secs), ("checksum 1\n", None))

    def test_different_target_times_still_match(self):
        a, _ = strip_target_time("checksum 1\ntarget_time_s 0.25\n")
        b, _ = strip_target_time("checksum 1\ntarget_time_s 0.5\n")
        self.assertTrue(compare(a, b)[0])


if __name__ == "__main__":
    unittest.main()
