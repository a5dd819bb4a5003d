"""PTX counting and the ptxas -v parser."""
import os
import shutil
import struct
import subprocess
import unittest
from pathlib import Path

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


def tiny_cubin(symbols, records):
    """A minimal little-endian ELF64 file laid out as ptxas lays out a
    cubin: a section-name table, a .strtab, a .symtab with the given
    symbol names (index 0 is the null symbol), and a .nv.info section
    holding the given (format, attribute, payload) records."""
    shstr = b"\0.shstrtab\0.strtab\0.symtab\0.nv.info\0"
    strtab = b"\0" + b"".join(n.encode() + b"\0" for n in symbols)
    syms = struct.pack("<IBBHQQ", 0, 0, 0, 0, 0, 0)
    pos = 1
    for n in symbols:
        syms += struct.pack("<IBBHQQ", pos, 0x12, 0, 0, 0, 0)
        pos += len(n) + 1
    info = b""
    for fmt, attr, payload in records:
        if fmt == 4:
            info += bytes([fmt, attr]) + struct.pack("<H", len(payload)) + payload
        else:
            info += bytes([fmt, attr]) + payload[:2].ljust(2, b"\0")
    blobs = [shstr, strtab, syms, info]
    offs, off = [], 64
    for b in blobs:
        offs.append(off)
        off += len(b)
    shoff = off

    def hdr(name, typ, i, link=0):
        return struct.pack("<IIQQQQIIQQ", name, typ, 0, 0, offs[i],
                           len(blobs[i]), link, 0, 1, 0)
    hdrs = [bytes(64),
            hdr(1, 3, 0),                      # .shstrtab
            hdr(11, 3, 1),                     # .strtab
            hdr(19, 2, 2, link=2),             # .symtab -> .strtab
            hdr(27, 0x70000000, 3)]            # .nv.info
    ident = b"\x7fELF" + bytes([2, 1, 1]) + bytes(9)
    ehdr = ident + struct.pack("<HHIQQQIHHHHHH", 2, 190, 1, 0, 0, shoff, 0,
                               64, 0, 0, 64, len(hdrs), 1)
    return ehdr + b"".join(blobs) + b"".join(hdrs)


def regcount(sym, n):
    return (4, 0x2F, struct.pack("<II", sym, n))


class Cubin(unittest.TestCase):
    def test_registers_from_regcount_records(self):
        data = tiny_cubin(["k$_omp_fn$1", "k$_omp_fn$0"],
                          [(3, 0x1B, b"\xff\0"),          # a 16-bit value
                           regcount(2, 24),
                           (4, 0x23, struct.pack("<II", 2, 0)),
                           regcount(1, 40),
                           (1, 0x50, b"")])               # no value
        self.assertEqual(ptx.cubin_registers(data),
                         {"k$_omp_fn$1": 40, "k$_omp_fn$0": 24})

    def test_no_records_is_an_error(self):
        data = tiny_cubin(["k"], [(4, 0x23, struct.pack("<II", 1, 0))])
        with self.assertRaises(ValueError):
            ptx.cubin_registers(data)

    def test_unknown_record_format_is_an_error(self):
        data = tiny_cubin(["k"], [(7, 0x2F, b"")])
        with self.assertRaises(ValueError):
            ptx.cubin_registers(data)

    def test_not_elf(self):
        with self.assertRaises(ValueError):
            ptx.cubin_registers(b"// PTX text, not a cubin")

    # probe-omp.c at -O3, plain GCC 12, assembled by nvptx-none-as and
    # compiled by CUDA 13's ptxas -c for each architecture; the entry's
    # count is what ptxas -v printed ("Used 24 registers"), the .func
    # counts what ptxas -v does not print.  At sm_90 sh_info of every
    # .text section holds a symbol index, which the old reader took for
    # the count and printed 0.
    def test_real_cubin_sm_80(self):
        regs = ptx.cubin_registers(
            (DATA / "probe-omp.sm_80.cubin").read_bytes())
        self.assertEqual(regs["lookup$_omp_fn$0"], 24)
        self.assertEqual(regs["lookup$_omp_fn$0$impl"], 64)
        self.assertEqual(regs["lookup$_omp_fn$1"], 78)

    def test_real_cubin_sm_90(self):
        regs = ptx.cubin_registers(
            (DATA / "probe-omp.sm_90.cubin").read_bytes())
        self.assertEqual(regs["lookup$_omp_fn$0"], 24)
        self.assertEqual(regs["lookup$_omp_fn$0$impl"], 66)
        self.assertEqual(regs["lookup$_omp_fn$1"], 76)


def ptxas_path():
    found = shutil.which("ptxas")
    if found:
        return found
    cuda = Path("/usr/local/cuda/bin/ptxas")
    return str(cuda) if cuda.exists() else None


@unittest.skipUnless(ptxas_path() and shutil.which("nvptx-none-as"),
                     "needs ptxas (CUDA toolkit) and nvptx-none-as")
class PtxMetricsScript(unittest.TestCase):
    """benchmarks/offload/ptx-metrics.sh on the PTX the cubins above came
    from: each function's registers as the cubin says, and each entry's
    as ptxas -v says, at sm_80 and at sm_90."""
    SCRIPT = Path(__file__).resolve().parents[1] / "offload" / "ptx-metrics.sh"

    def metrics(self, arch):
        r = subprocess.run(["sh", str(self.SCRIPT),
                            str(DATA / "probe-omp.mkoffload.s"), arch],
                           capture_output=True, text=True,
                           env=dict(os.environ, PTXAS=ptxas_path()))
        self.assertEqual(r.returncode, 0, r.stderr)
        out = {}
        for line in r.stdout.splitlines():
            name, kind, *fields = line.split()
            out[name] = dict(f.split("=") for f in fields)
            out[name]["kind"] = kind
        return out

    def test_sm_80(self):
        m = self.metrics("sm_80")
        self.assertEqual(m["lookup$_omp_fn$0"]["kind"], "entry")
        self.assertEqual(m["lookup$_omp_fn$0"]["regs"], "24")
        self.assertEqual(m["lookup$_omp_fn$1"]["regs"], "78")

    def test_sm_90(self):
        m = self.metrics("sm_90")
        self.assertEqual(m["lookup$_omp_fn$0"]["regs"], "24")
        self.assertEqual(m["lookup$_omp_fn$0$impl"]["regs"], "66")
        self.assertEqual(m["lookup$_omp_fn$1"]["regs"], "76")
        self.assertEqual(m["lookup$_omp_fn$1"]["spill_st"], "48")

    def test_no_register_count_is_zero(self):
        for arch in ("sm_80", "sm_90"):
            for name, f in self.metrics(arch).items():
                self.assertGreater(int(f["regs"]), 0, f"{arch} {name}")


if __name__ == "__main__":
    unittest.main()
