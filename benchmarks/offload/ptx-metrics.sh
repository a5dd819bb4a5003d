#!/bin/sh
# ptx-metrics.sh OUT.xnvptx-none.mkoffload.s [ARCH]
# Registers, stack frame and spills of every function in the PTX that GCC's
# nvptx offload compiler made for one program (built with -save-temps).
# Prints one line per function:
#   <name> entry|func regs=<N> stack=<bytes> spill_st=<bytes> spill_ld=<bytes>
# Steps (see README.md):
#   1. nvptx-none-as --no-verify: GCC's PTX dialect -> PTX text ptxas accepts
#      (prototypes for called functions; otherwise "requires call prototype").
#   2. ptxas -c -v: relocatable compile, so calls into libgomp (extern
#      .func, OpenMP) may stay unresolved.  -v prints stack/spills for every
#      function but "Used N registers" only for .entry functions.
#   3. the register count of every function is its EIATTR_REGCOUNT record
#      in the cubin's .nv.info section (agrees with ptxas -v for entries;
#      benchmarks/lib/ptx.py, cubin_registers, says why not sh_info).
# ptxas is the one on PATH, else the CUDA toolkit's in /usr/local/cuda/bin;
# PTXAS=... names another.
set -eu
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: ptx-metrics.sh OUT.xnvptx-none.mkoffload.s [ARCH]" >&2
  exit 2
fi
s=$1
arch=${2:-sm_80}
here=$(cd "$(dirname "$0")" && pwd)
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
if [ ! -x "$ptxas" ]; then
  echo "ptx-metrics.sh: no ptxas (not on PATH, not in /usr/local/cuda/bin;" \
       "set PTXAS)" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nvptx-none-as --no-verify "$s" -o "$tmp/k.ptx"
"$ptxas" -arch="$arch" -c -v "$tmp/k.ptx" -o "$tmp/k.cubin" 2> "$tmp/v.txt"
python3 "$here/../lib/ptx.py" cubin-registers "$tmp/k.cubin" > "$tmp/regs.txt"
awk -v regsfile="$tmp/regs.txt" -v q="'" '
  BEGIN { while ((getline l < regsfile) > 0) { split (l, w, " ");
	    regs[w[1]] = w[2] } }
  /Compiling entry function/ { split ($0, w, q); entry[w[2]] = 1 }
  /Function properties for/ { fn = $NF; order[++n] = fn }
  /bytes stack frame/ { stack[fn] = $1; sst[fn] = $5; sld[fn] = $9 }
  END { for (i = 1; i <= n; i++) { f = order[i]; if (seen[f]++) continue;
	  printf "%s %s regs=%s stack=%s spill_st=%s spill_ld=%s\n", f,
		 (f in entry) ? "entry" : "func", (f in regs) ? regs[f] : "?",
		 stack[f], sst[f], sld[f] } }' "$tmp/v.txt"
