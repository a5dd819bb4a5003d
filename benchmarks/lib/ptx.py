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


def cubin_registers(data):
    """Registers of every function in a cubin (the ELF file ptxas writes):
    bits 24-31 of sh_info of the section `.text.<function>` (the same
    number ptxas -v prints as "Used N registers" for an entry, and the only
    place it is given for a .func).  data: the file's bytes.  Returns
    {function: registers}."""
    import struct
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise ValueError("not a 64-bit ELF file")
    end = "<" if data[5] == 1 else ">"
    shoff, = struct.unpack_from(end + "Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from(end + "HHH", data, 0x3A)
    if shoff == 0 or shnum == 0:
        return {}

    def header(i):
        return struct.unpack_from(end + "IIQQQQIIQQ", data,
                                  shoff + i * shentsize)
    strtab = header(shstrndx)
    str_off, str_size = strtab[4], strtab[5]

    def name(off):
        start = str_off + off
        stop = data.index(b"\0", start, str_off + str_size)
        return data[start:stop].decode("utf-8", "replace")

    regs = {}
    for i in range(shnum):
        sh_name, sh_type, *_rest = header(i)
        sh_info = header(i)[7]
        n = name(sh_name)
        if sh_type == 1 and n.startswith(".text."):       # SHT_PROGBITS
            regs[n[len(".text."):]] = sh_info >> 24
    return regs
