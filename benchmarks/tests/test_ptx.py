"""PTX counting and the ptxas -v parser."""
import struct
import unittest

from tests.util import DATA
from lib import ptx


class PtxasV(unittest.TestCase):
    def setUp(self):
        self.f = ptx.parse_ptxas_v((DATA / "ptxas-v.txt").read_text())

    def test_functions(self):
        self.assertEqual(set(self.f), {"helper", "main$_omp_fn$1",
                                       "main$_omp_fn$0",
                                       "kernel_saxpy$_omp_fn$0"})

    def test_entry_registers_and_spills(self):
        e = self.f["main$_omp_fn$0"]
        self.assertTrue(e["entry"])
        self.assertEqual(e["registers"], 24)
        self.assertEqual(e["barriers"], 0)
        self.assertEqual((e["stack"], e["spill_stores"], e["spill_loads"]),
                         (0, 0, 0))
        s = self.f["kernel_saxpy$_omp_fn$0"]   # older format, no barriers
        self.assertEqual(s["registers"], 40)
        self.assertIsNone(s["barriers"])
        self.assertEqual((s["spill_stores"], s["spill_loads"]), (4, 4))

    def test_non_entry_functions(self):
        h = self.f["helper"]
        self.assertFalse(h["entry"])
        self.assertIsNone(h["registers"])
        self.assertEqual((h["stack"], h["spill_stores"], h["spill_loads"]),
                         (16, 16, 12))

    def test_totals(self):
        t = ptx.ptxas_totals(self.f)
        self.assertEqual(t["registers_max"], 40)
        self.assertEqual(t["spill_stores"], 16 + 76 + 0 + 4)
        self.assertEqual(t["spill_loads"], 12 + 72 + 0 + 4)
        self.assertEqual(t["stack_max"], 216)

    def test_empty(self):
        self.assertEqual(ptx.parse_ptxas_v(""), {})
        self.assertEqual(ptx.ptxas_totals({})["registers_max"], None)


class PtxText(unittest.TestCase):
    def setUp(self):
        self.f = ptx.count_text((DATA / "sample.ptx").read_text())

    def test_defined_functions_only(self):
        # declarations (prototypes, .extern) are not counted
        self.assertEqual(list(self.f), ["k$_omp_fn$0", "helper"])
        self.assertEqual(self.f["k$_omp_fn$0"].kind, "entry")
        self.assertEqual(self.f["helper"].kind, "func")

    def test_counts(self):
        k = self.f["k$_omp_fn$0"]
        self.assertEqual(k.instructions, 13)
        self.assertEqual(k.branches, 2)          # bra, bra.uni (guarded)
        self.assertEqual(k.loads, 2)             # ld.global, ld (not .param)
        self.assertEqual(k.stores, 2)            # st.global, st.shared
        self.assertEqual(k.calls, 1)
        self.assertEqual(k.loads_by_space, {"param": 2, "global": 1,
                                            "generic": 1})
        h = self.f["helper"]
        self.assertEqual((h.instructions, h.loads, h.stores), (4, 0, 0))

    def test_totals(self):
        t = ptx.totals(self.f)
        self.assertEqual(t, {"functions": 2, "entries": 1,
                             "instructions": 17, "branches": 2, "loads": 2,
                             "stores": 2, "calls": 1})

    def test_label_on_the_same_line(self):
        f = ptx.count_text(".entry e ()\n{\n$L1: add.u32 %r1, %r1, 1;\n"
                           "@%p bra $L1;\n}\n")
        self.assertEqual(f["e"].instructions, 2)
        self.assertEqual(f["e"].branches, 1)


def tiny_cubin(sections):
    """A minimal little-endian ELF64 file with the given (name, type,
    sh_info) sections, laid out as ptxas would: a string table of section
    names and one header per section."""
    names = b"\0.shstrtab\0" + b"".join(n.encode() + b"\0"
                                         for n, _, _ in sections)
    shoff = 64 + len(names)
    hdrs = [struct.pack("<IIQQQQIIQQ", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
            struct.pack("<IIQQQQIIQQ", 1, 3, 0, 0, 64, len(names), 0, 0, 1, 0)]
    off = len(b"\0.shstrtab\0")
    for n, typ, info in sections:
        hdrs.append(struct.pack("<IIQQQQIIQQ", off, typ, 6, 0, 0, 0, 3, info,
                                128, 0))
        off += len(n) + 1
    ident = b"\x7fELF" + bytes([2, 1, 1]) + bytes(9)
    ehdr = ident + struct.pack("<HHIQQQIHHHHHH", 2, 190, 1, 0, 0, shoff, 0,
                               64, 0, 0, 64, len(hdrs), 1)
    return ehdr + names + b"".join(hdrs)


class Cubin(unittest.TestCase):
    def test_registers_from_sh_info(self):
        data = tiny_cubin([(".text.k$_omp_fn$1", 1, (40 << 24) | 6),
                           (".rel.text.k$_omp_fn$1", 9, 35),
                           (".text.k$_omp_fn$0", 1, (24 << 24) | 31),
                           (".nv.info", 0x70000000, 0)])
        self.assertEqual(ptx.cubin_registers(data),
                         {"k$_omp_fn$1": 40, "k$_omp_fn$0": 24})

    def test_not_elf(self):
        with self.assertRaises(ValueError):
            ptx.cubin_registers(b"// PTX text, not a cubin")


if __name__ == "__main__":
    unittest.main()
