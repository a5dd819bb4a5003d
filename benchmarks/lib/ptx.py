"""Static PTX metrics: counts from the PTX text GCC's nvptx offload
compiler writes (<out>.xnvptx-none.mkoffload.s with -save-temps), and
registers and spills from `ptxas -v`.

Counting: every function defined in the file (`.entry` kernels and
`.func` helpers) is counted from its opening to its closing brace.  A
statement is a `;`-terminated instruction; directives (`.reg`, `.local`,
`.shared`...), labels, braces and comments are not instructions.  The
opcode is the first word after an optional guard predicate (`@%p`,
`@!%p`):
  branches  bra, bra.uni, brx.idx
  loads     ld.*, ldu.*   (all state spaces but .param, which only passes
                         arguments; every space is counted in *_by_space)
  stores    st.*          (likewise)
  calls     call, call.uni
"""

import re
from dataclasses import dataclass, field

FUNC_HEAD = re.compile(
    r"^\s*(?:\.(?:visible|weak|extern)\s+)*\.(entry|func)\b\s*"
    r"(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$.%]*)")
PRED = re.compile(r"^@!?%\w+\s+")
SPACES = ("global", "shared", "local", "param", "const", "generic")


@dataclass
class FuncCounts:
    name: str
    kind: str            # "entry" or "func"
    instructions: int = 0
    branches: int = 0
    loads: int = 0
    stores: int = 0
    calls: int = 0
    loads_by_space: dict = field(default_factory=dict)
    stores_by_space: dict = field(default_factory=dict)

    def as_dict(self):
        return {"kind": self.kind, "instructions": self.instructions,
                "branches": self.branches, "loads": self.loads,
                "stores": self.stores, "calls": self.calls,
                "loads_by_space": self.loads_by_space,
                "stores_by_space": self.stores_by_space}


def _space(opcode):
    parts = opcode.split(".")
    for p in parts[1:]:
        if p in SPACES:
            return p
    return "generic"


def _strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return "\n".join(line.split("//", 1)[0] for line in text.splitlines())


def count_text(text):
    """Returns {function name: FuncCounts} for every function defined in
    the PTX text, in file order."""
    funcs = {}
    cur = None
    depth = 0
    pending = None          # a function header seen, waiting for its "{"
    for raw in _strip_comments(text).splitlines():
        line = raw.strip()
        if not line:
            continue
        if cur is None:
            m = FUNC_HEAD.match(line)
            if m:
                # a declaration (prototype) ends with ";"; a definition is
                # followed by its body
                if line.endswith(";"):
                    pending = None
                    continue
                pending = (m.group(2), m.group(1))
                if "{" not in line:
                    continue
                line = line[line.index("{"):]
            elif not (pending and line.startswith("{")):
                continue
            cur = FuncCounts(pending[0], pending[1])
            depth = 0
            pending = None
        # inside a function body
        depth += line.count("{") - line.count("}")
        body = line.replace("{", " ").replace("}", " ")
        for stmt in body.split(";"):
            stmt = stmt.strip()
            # labels ("$L5:") may share a line with a statement
            while re.match(r"^[\w$]+:", stmt):
                stmt = stmt.split(":", 1)[1].strip()
            if not stmt or stmt.startswith("."):
                continue
            stmt = PRED.sub("", stmt)
            opcode = stmt.split()[0]
            base = opcode.split(".")[0]
            cur.instructions += 1
            if base in ("bra", "brx"):
                cur.branches += 1
            elif base in ("ld", "ldu"):
                sp = _space(opcode)
                cur.loads_by_space[sp] = cur.loads_by_space.get(sp, 0) + 1
                if sp != "param":
                    cur.loads += 1
            elif base == "st":
                sp = _space(opcode)
                cur.stores_by_space[sp] = cur.stores_by_space.get(sp, 0) + 1
                if sp != "param":
                    cur.stores += 1
            elif base == "call":
                cur.calls += 1
        if depth <= 0:
            funcs[cur.name] = cur
            cur = None
    return funcs


def totals(funcs):
    t = {"functions": len(funcs),
         "entries": sum(1 for f in funcs.values() if f.kind == "entry")}
    for k in ("instructions", "branches", "loads", "stores", "calls"):
        t[k] = sum(getattr(f, k) for f in funcs.values())
    return t


def parse_ptxas_v(text):
    """Parses `ptxas -v` output (stdout and stderr together).  Returns
    {function: {"entry": bool, "registers": N or None, "stack": bytes,
    "spill_stores": bytes, "spill_loads": bytes, "barriers": N or None}}."""
    funcs = {}
    cur = None

    def get(name):
        return funcs.setdefault(name, {
            "entry": False, "registers": None, "stack": 0,
            "spill_stores": 0, "spill_loads": 0, "barriers": None})

    for line in text.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            cur = m.group(1)
            get(cur)["entry"] = True
            continue
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            cur = m.group(1)
            get(cur)
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                      r"(\d+) bytes spill loads", line)
        if m and cur:
            f = get(cur)
            f["stack"], f["spill_stores"], f["spill_loads"] = (
                int(m.group(1)), int(m.group(2)), int(m.group(3)))
            continue
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            f = get(cur)
            f["registers"] = int(m.group(1))
            b = re.search(r"used (\d+) barriers", line)
            if b:
                f["barriers"] = int(b.group(1))
    return funcs


def ptxas_totals(funcs):
    regs = [f["registers"] for f in funcs.values()
            if f["registers"] is not None]
    return {"registers_max": max(regs) if regs else None,
            "spill_stores": sum(f["spill_stores"] for f in funcs.values()),
            "spill_loads": sum(f["spill_loads"] for f in funcs.values()),
            "stack_max": max((f["stack"] for f in funcs.values()), default=0)}


# .nv.info records: one byte format, one byte attribute, then a 16-bit
# value (EIFMT_HVAL), nothing more (EIFMT_NVAL), or a 16-bit size and
# that many bytes (EIFMT_SVAL).
EIFMT_NVAL, EIFMT_HVAL, EIFMT_SVAL = 1, 3, 4
# A function's register count: (symbol index, count), format EIFMT_SVAL.
EIATTR_REGCOUNT = 0x2F


def cubin_registers(data):
    """Registers of every function in a cubin (the ELF file ptxas writes):
    the EIATTR_REGCOUNT records of its global .nv.info section, each a
    symbol index into .symtab and the count.  It is the number ptxas -v
    prints as "Used N registers" for an entry, and the only place it is
    given for a .func.  Up to sm_8x ptxas also copied it into bits 24-31
    of sh_info of the section `.text.<function>`; from sm_90 on that
    field holds a symbol index instead, and reading it gave 0 for every
    function.  data: the file's bytes.  Returns {function: registers};
    raises ValueError if the file is not a cubin with those records."""
    import struct
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise ValueError("not a 64-bit ELF file")
    end = "<" if data[5] == 1 else ">"
    shoff, = struct.unpack_from(end + "Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from(end + "HHH", data, 0x3A)
    if shoff == 0 or shnum == 0:
        raise ValueError("no section headers")
    # name, type, offset, size, link of each section
    heads = []
    for i in range(shnum):
        h = struct.unpack_from(end + "IIQQQQIIQQ", data, shoff + i * shentsize)
        heads.append((h[0], h[1], h[4], h[5], h[6]))

    def cstr(table, off):
        start = heads[table][2] + off
        stop = data.index(b"\0", start, heads[table][2] + heads[table][3])
        return data[start:stop].decode("utf-8", "replace")

    symtab = info = None
    for i, (name, typ, _off, _size, _link) in enumerate(heads):
        n = cstr(shstrndx, name)
        if typ == 2:                                    # SHT_SYMTAB
            symtab = i
        elif n == ".nv.info":
            info = i
    if symtab is None or info is None:
        raise ValueError("no .symtab or no .nv.info section")
    _n, _t, sym_off, sym_size, sym_strtab = heads[symtab]
    symbols = []
    for off in range(sym_off, sym_off + sym_size, 24):  # Elf64_Sym
        st_name, = struct.unpack_from(end + "I", data, off)
        symbols.append(cstr(sym_strtab, st_name))

    regs = {}
    _n, _t, off, size, _l = heads[info]
    pos, stop = off, off + size
    while pos + 4 <= stop:
        fmt, attr = data[pos], data[pos + 1]
        if fmt in (EIFMT_NVAL, EIFMT_HVAL):
            pos += 4
            continue
        if fmt != EIFMT_SVAL:
            raise ValueError(f".nv.info: unknown record format {fmt}")
        length, = struct.unpack_from(end + "H", data, pos + 2)
        if attr == EIATTR_REGCOUNT and length == 8:
            sym, count = struct.unpack_from(end + "II", data, pos + 4)
            if sym >= len(symbols):
                raise ValueError(f".nv.info: symbol {sym} out of range")
            regs[symbols[sym]] = count
        pos += 4 + length
    if not regs:
        raise ValueError(".nv.info has no register counts")
    return regs


def main(argv):
    """`python3 ptx.py cubin-registers CUBIN`: one line "FUNCTION N" per
    function (benchmarks/offload/ptx-metrics.sh)."""
    import sys
    if len(argv) != 3 or argv[1] != "cubin-registers":
        sys.exit("usage: ptx.py cubin-registers CUBIN")
    try:
        with open(argv[2], "rb") as f:
            regs = cubin_registers(f.read())
    except (OSError, ValueError) as e:
        sys.exit(f"ptx.py: {argv[2]}: {e}")
    for name, count in regs.items():
        print(name, count)


if __name__ == "__main__":
    import sys
    main(sys.argv)
