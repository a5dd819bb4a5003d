# Unit tests of the benchmark runner; run them with scripts/check-bench-tests.sh.
