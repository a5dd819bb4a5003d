import tempfile
import unittest
from pathlib import Path

from tests.util import REPO
from lib import simdwall

SRC = """void f (int *a, int n)
{
  for (int r = 0; r < 4; r++)
    {
#pragma omp simd
      for (int i = 0; i < n; i++)
	{
	  int k = a[i];
	  while (k > 1)
	    k >>= 1;
	  a[i] = k;
	}
    }
}
"""


class SimdWall(unittest.TestCase):
    def test_spans_and_verdicts(self):
        with tempfile.TemporaryDirectory() as t:
            src = Path(t) / "k.c"
            src.write_text(SRC)
            spans = simdwall.simd_loop_spans(src)
            self.assertEqual(spans, [(6, 12)])
            scalar = ("/x/k.c:3:21: missed: not vectorized: multiple nested loops.\n"
                      "/x/k.c:8:8: missed: couldn't vectorize loop\n"
                      "/x/k.c:8:8: missed: not vectorized: control flow in loop.\n"
                      "/x/k.c:9:10: missed: not vectorized: control flow in loop.\n")
            # The outer loop's remark (line 3) is not the omp simd loop's.
            self.assertEqual(simdwall.verdict(scalar, "k.c", spans),
                             "scalar: control flow in loop")
            vec = scalar + "/x/k.c:8:8: optimized: loop vectorized using 32 byte vectors\n"
            self.assertEqual(simdwall.verdict(vec, "k.c", spans),
                             "line 8: loop vectorized using 32 byte vectors")
            self.assertEqual(simdwall.verdict("", "k.c", spans),
                             "scalar (no remark)")
            q = scalar + "/x/k.c:8:8: missed: qprop-vectorize: loop not vectorized: a call\n"
            self.assertEqual(simdwall.verdict(q, "k.c", spans),
                             "scalar: control flow in loop; qprop-vectorize: a call")
            q = scalar + "/x/k.c:8:8: optimized: qprop-vectorize: loop vectorized with 8 lanes\n"
            self.assertEqual(simdwall.verdict(q, "k.c", spans),
                             "line 8: qprop-vectorize: loop vectorized with 8 lanes")

    def test_baselines(self):
        self.assertEqual(simdwall.baseline_name("O3-v3-qprop-vec"), "O3-v3")
        self.assertEqual(simdwall.baseline_name("O3"), "O3")
        self.assertEqual(
            simdwall.baseline_name("O3-v3-qprop-vec-noboscc"), "O3-v3")

    def test_every_simd_kernel_has_one_omp_simd_loop(self):
        for src in sorted((REPO / "benchmarks/kernels").glob("simd_*.c")):
            self.assertEqual(len(simdwall.simd_loop_spans(src)), 1, src.name)


if __name__ == "__main__":
    unittest.main()
