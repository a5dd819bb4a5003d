/* simgpu core: decode each linked PTX function into the compact form the
   interpreter runs (internal.h Inst): operands resolved to register slots,
   frame offsets and addresses, labels to instruction indices, and an
   immediate post-dominator per branch.  */

#include "link-impl.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <set>

namespace simgpu {
namespace link_detail {

namespace {

struct Scope
{
  std::map<std::string, int> regs;	/* name -> first slot */
  std::map<std::string, int> vecn;	/* name -> vector width */
  std::map<std::string, Opd> vars;	/* local/param variables */
};

class Decoder
{
public:
  Linker &L;
  Func &f;
  const RFunc &rf;
  int module;
  std::vector<Scope> scopes;
  int nregs = 0;
  int line = 0;
  std::map<std::string, int> labels;

  Decoder (Linker &l, Func &fn)
    : L (l), f (fn), rf (*fn.raw), module (fn.module)
  {}

  [[noreturn]] void fail (const std::string &what)
  {
    L.fail (what, module, line, f.name);
  }

  bool find_reg (const std::string &name, int *slot, int *vec)
  {
    for (int i = (int) scopes.size () - 1; i >= 0; i--)
      {
	auto it = scopes[i].regs.find (name);
	if (it != scopes[i].regs.end ())
	  {
	    *slot = it->second;
	    *vec = scopes[i].vecn[name];
	    return true;
	  }
      }
    return false;
  }

  bool find_var (const std::string &name, Opd *o)
  {
    for (int i = (int) scopes.size () - 1; i >= 0; i--)
      {
	auto it = scopes[i].vars.find (name);
	if (it != scopes[i].vars.end ())
	  {
	    *o = it->second;
	    return true;
	  }
      }
    return false;
  }

  static bool special (const std::string &n, int *id)
  {
    static const std::map<std::string, int> sr = {
      {"%tid.x", SR_TID_X}, {"%tid.y", SR_TID_Y}, {"%tid.z", SR_TID_Z},
      {"%ntid.x", SR_NTID_X}, {"%ntid.y", SR_NTID_Y},
      {"%ntid.z", SR_NTID_Z}, {"%ctaid.x", SR_CTAID_X},
      {"%ctaid.y", SR_CTAID_Y}, {"%ctaid.z", SR_CTAID_Z},
      {"%nctaid.x", SR_NCTAID_X}, {"%nctaid.y", SR_NCTAID_Y},
      {"%nctaid.z", SR_NCTAID_Z}, {"%laneid", SR_LANEID},
      {"%warpid", SR_WARPID}, {"%nwarpid", SR_NWARPID},
      {"%clock", SR_CLOCK}, {"%clock64", SR_CLOCK64},
      {"%lanemask_eq", SR_LANEMASK_EQ}, {"%lanemask_lt", SR_LANEMASK_LT},
      {"%lanemask_le", SR_LANEMASK_LE}, {"%lanemask_gt", SR_LANEMASK_GT},
      {"%lanemask_ge", SR_LANEMASK_GE}, {"%smid", SR_SMID},
      {"%nsmid", SR_NSMID}, {"%gridid", SR_GRIDID}};
    auto it = sr.find (n);
    if (it == sr.end ())
      return false;
    *id = it->second;
    return true;
  }

  Opd imm (const ROp &o, Type t)
  {
    Opd r;
    r.k = K_IMM;
    const std::string &s = o.w;
    bool neg = o.neg;
    if (s.size () > 2 && s[0] == '0' && (s[1] == 'f' || s[1] == 'F'))
      {
	uint32_t bits = (uint32_t) strtoul (s.c_str () + 2, nullptr, 16);
	float fv;
	memcpy (&fv, &bits, 4);
	if (neg)
	  fv = -fv;
	if (t == T_F64)
	  {
	    double d = fv;
	    memcpy (&r.v, &d, 8);
	  }
	else
	  {
	    memcpy (&bits, &fv, 4);
	    r.v = bits;
	  }
	return r;
      }
    if (s.size () > 2 && s[0] == '0' && (s[1] == 'd' || s[1] == 'D'))
      {
	uint64_t bits = strtoull (s.c_str () + 2, nullptr, 16);
	double d;
	memcpy (&d, &bits, 8);
	if (neg)
	  d = -d;
	r.v = float_bits (d, t == T_F32 ? 4 : 8);
	return r;
      }
    bool isfloat = !(s.size () > 1 && (s[1] == 'x' || s[1] == 'X'))
		   && s.find_first_of (".eE") != std::string::npos;
    if (isfloat || tfloat (t))
      {
	double d = isfloat ? strtod (s.c_str (), nullptr)
			   : (double) strtoll (s.c_str (), nullptr, 0);
	if (neg)
	  d = -d;
	r.v = float_bits (d, t == T_F32 ? 4 : 8);
	return r;
      }
    char *end;
    uint64_t v = strtoull (s.c_str (), &end, 0);
    if (*end == 'U' || *end == 'u')
      end++;
    if (*end)
      fail ("bad immediate '" + s + "'");
    r.v = (int64_t) (neg ? -v : v);
    return r;
  }

  /* A symbol or register WORD (with offset), for values and addresses.  */
  Opd word (const std::string &w, int64_t off, bool neg)
  {
    Opd r;
    int id, slot, vec;
    if (special (w, &id))
      {
	r.k = K_SPECIAL;
	r.r = id;
	return r;
      }
    if (find_reg (w, &slot, &vec))
      {
	r.k = K_REG;
	r.r = slot;
	r.v = off;
	r.neg = neg;
	return r;
      }
    size_t dot = w.rfind ('.');
    if (dot != std::string::npos && dot + 2 == w.size ()
	&& find_reg (w.substr (0, dot), &slot, &vec))
      {
	int c = std::string ("xyzw").find (w[dot + 1]);
	if (c < 0 || c >= vec)
	  fail ("bad vector component '" + w + "'");
	r.k = K_REG;
	r.r = slot + c;
	r.v = off;
	return r;
      }
    if (find_var (w, &r))
      {
	r.v += off;
	return r;
      }
    Sym s = L.lookup (module, w);
    switch (s.kind)
      {
      case Sym::VAR:
	r.k = K_IMM;
	r.v = (int64_t) (uintptr_t) s.addr + off;
	return r;
      case Sym::SHARED:
	r.k = K_SHARED;
	r.v = s.shoff + off;
	return r;
      case Sym::FUNC:
	r.k = K_IMM;
	r.v = (int64_t) (FUNC_ADDR_BASE + (uint64_t) s.func * 16) + off;
	return r;
      default:
	fail ("unknown symbol '" + w + "'");
      }
  }

  Opd operand (const ROp &o, Type t)
  {
    switch (o.kind)
      {
      case ROp::NUM:
	return imm (o, t);
      case ROp::WORD:
	return word (o.w, o.off, o.neg);
      case ROp::MEM:
	if (isdigit ((unsigned char) o.w[0]))
	  {
	    Opd r;
	    r.k = K_IMM;
	    r.v = (int64_t) strtoull (o.w.c_str (), nullptr, 0) + o.off;
	    return r;
	  }
	return word (o.w, o.off, false);
      case ROp::SINK:
	return Opd ();
      default:
	fail ("unexpected operand form");
      }
  }

  /* Expand a vector operand ({a,b} or a .v2 register) into elements.  */
  std::vector<Opd> elems (const ROp &o, Type t)
  {
    std::vector<Opd> v;
    if (o.kind == ROp::VEC)
      {
	for (const ROp &e : o.list)
	  v.push_back (operand (e, t));
	return v;
      }
    int slot, vec;
    if (o.kind == ROp::WORD && find_reg (o.w, &slot, &vec) && vec > 1)
      {
	for (int i = 0; i < vec; i++)
	  {
	    Opd r;
	    r.k = K_REG;
	    r.r = slot + i;
	    v.push_back (r);
	  }
	return v;
      }
    v.push_back (operand (o, t));
    return v;
  }

  int64_t alloc_frame (int64_t size, int64_t align)
  {
    if (align < 1)
      align = 1;
    f.frame_size = (f.frame_size + align - 1) / align * align;
    int64_t off = f.frame_size;
    f.frame_size += size;
    return off;
  }

  void decode_inst (const RStmt &st, Inst &in);
  void run ();
};

void
Decoder::run ()
{
  scopes.emplace_back ();
  /* Parameters.  */
  if (f.entry)
    {
      int64_t off = 0;
      for (const RParam &p : rf.params)
	{
	  int64_t sz = ptx_type_size (p.type) * (p.array ? p.count : 1);
	  int64_t al = p.align ? p.align : ptx_type_size (p.type);
	  off = (off + al - 1) / al * al;
	  Opd o;
	  o.k = K_KPARAM;
	  o.v = off;
	  scopes[0].vars[p.name] = o;
	  f.params.push_back ({p.name, off, sz});
	  off += sz;
	}
      f.param_size = off;
    }
  else
    {
      for (int pass = 0; pass < 2; pass++)
	for (const RParam &p : pass ? rf.rets : rf.params)
	  {
	    int64_t sz = ptx_type_size (p.type) * (p.array ? p.count : 1);
	    int64_t al = p.align ? p.align : ptx_type_size (p.type);
	    int64_t off = alloc_frame (std::max<int64_t> (sz, 1), std::max<int64_t> (al, 8));
	    Opd o;
	    o.k = K_LOCAL;
	    o.v = off;
	    scopes[0].vars[p.name] = o;
	    (pass ? f.rets : f.params).push_back ({p.name, off, sz});
	  }
    }
  /* Labels.  */
  int n = 0;
  for (const RStmt &st : rf.body)
    if (st.kind == RStmt::LABEL)
      labels[st.name] = n;
    else if (st.kind == RStmt::INST)
      n++;
  f.insts.reserve (n);
  int loc = -1;
  for (const RStmt &st : rf.body)
    {
      line = st.line;
      switch (st.kind)
	{
	case RStmt::OPEN:
	  scopes.emplace_back ();
	  break;
	case RStmt::CLOSE:
	  scopes.pop_back ();
	  break;
	case RStmt::REG:
	  for (const std::string &nm : st.names)
	    {
	      scopes.back ().regs[nm] = nregs;
	      scopes.back ().vecn[nm] = st.vec;
	      nregs += st.vec;
	    }
	  break;
	case RStmt::VAR:
	  {
	    if (st.space == ".shared")
	      fail ("unsupported function-scope .shared variable");
	    int64_t es = ptx_type_size (st.type);
	    int64_t sz = es * (st.array ? st.count : 1);
	    int64_t off = alloc_frame (std::max<int64_t> (sz, 1),
				       std::max<int64_t> (st.align ? st.align : es, 8));
	    Opd o;
	    o.k = K_LOCAL;
	    o.v = off;
	    scopes.back ().vars[st.name] = o;
	    break;
	  }
	case RStmt::LOC:
	  {
	    const RModule &m = L.prog->modules[module];
	    auto it = m.files.find (st.ival);
	    std::string fn = it == m.files.end () ? "?" : it->second;
	    std::string key = fn + ":" + std::to_string (st.ival2);
	    auto &locs = L.prog->locs;
	    auto &mi = L.locidx;
	    auto li = mi.find (key);
	    if (li == mi.end ())
	      {
		mi[key] = (int) locs.size ();
		locs.push_back (key);
		loc = (int) locs.size () - 1;
	      }
	    else
	      loc = li->second;
	    break;
	  }
	case RStmt::INST:
	  {
	    f.insts.emplace_back ();
	    Inst &in = f.insts.back ();
	    decode_inst (st, in);
	    in.loc = loc;
	    in.id = L.prog->ninsts++;
	    L.prog->inst_refs.push_back ({module, st.line, (int) (&f - &L.prog->funcs[0])});
	    break;
	  }
	default:
	  break;
	}
    }
  f.nregs = std::max (nregs, 1);
  f.frame_size = (f.frame_size + 15) / 16 * 16;

  /* Immediate post-dominators of the branches (Cooper, Harvey, Kennedy on
     the reverse CFG).  Node n is the virtual exit.  */
  if (ifconv_enabled ())
    ifconv_predicate (f);
  int N = (int) f.insts.size ();
  std::vector<std::vector<int>> succ (N + 1), pred (N + 1);
  for (int i = 0; i < N; i++)
    {
      const Inst &in = f.insts[i];
      if (in.op == O_RET || in.op == O_EXIT || in.op == O_TRAP)
	{
	  if (in.pred >= 0)
	    succ[i].push_back (i + 1 < N ? i + 1 : N);
	  succ[i].push_back (N);
	}
      else if (in.op == O_BRA)
	{
	  succ[i].push_back (in.target);
	  if (in.pred >= 0 && in.ftarget >= 0)
	    succ[i].push_back (in.ftarget);
	  else if (in.pred >= 0)
	    succ[i].push_back (i + 1 < N ? i + 1 : N);
	}
      else
	succ[i].push_back (i + 1 < N ? i + 1 : N);
    }
  for (int i = 0; i < N; i++)
    for (int s : succ[i])
      pred[s].push_back (i);
  /* Postorder of the reverse graph from the exit.  */
  std::vector<int> order, num (N + 1, -1);
  {
    std::vector<std::pair<int, size_t>> stk;
    std::vector<char> seen (N + 1, 0);
    stk.push_back ({N, 0});
    seen[N] = 1;
    while (!stk.empty ())
      {
	auto &top = stk.back ();
	if (top.second < pred[top.first].size ())
	  {
	    int p = pred[top.first][top.second++];
	    if (!seen[p])
	      {
		seen[p] = 1;
		stk.push_back ({p, 0});
	      }
	  }
	else
	  {
	    num[top.first] = (int) order.size ();
	    order.push_back (top.first);
	    stk.pop_back ();
	  }
      }
  }
  std::vector<int> ipd (N + 1, -1);
  ipd[N] = N;
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (int k = (int) order.size () - 2; k >= 0; k--)
	{
	  int b = order[k];
	  int nd = -1;
	  for (int s : succ[b])
	    {
	      if (ipd[s] < 0)
		continue;
	      if (nd < 0)
		nd = s;
	      else
		{
		  int x = s, y = nd;
		  while (x != y)
		    {
		      while (num[x] < num[y])
			x = ipd[x];
		      while (num[y] < num[x])
			y = ipd[y];
		    }
		  nd = x;
		}
	    }
	  if (nd >= 0 && ipd[b] != nd)
	    {
	      ipd[b] = nd;
	      changed = true;
	    }
	}
    }
  for (int i = 0; i < N; i++)
    if (f.insts[i].op == O_BRA)
      f.insts[i].ipdom = ipd[i] < 0 ? N : ipd[i];
  if (ifconv_enabled ())
    ifconv_reconverge (f, ipd);
  f.decoded = true;
}

void
Decoder::decode_inst (const RStmt &st, Inst &in)
{
  std::vector<std::string> parts;
  {
    size_t p = 0;
    const std::string &s = st.opcode;
    while (p <= s.size ())
      {
	size_t e = s.find ('.', p);
	if (e == std::string::npos)
	  e = s.size ();
	parts.push_back (s.substr (p, e - p));
	p = e + 1;
      }
  }
  const std::string name = parts[0];
  std::vector<Type> types;
  std::set<std::string> mods;
  for (size_t i = 1; i < parts.size (); i++)
    {
      Type t = type_of (parts[i]);
      if (t != T_NONE)
	types.push_back (t);
      else
	mods.insert (parts[i]);
    }
  auto has = [&] (const char *m) { return mods.count (m) != 0; };
  auto unsupported = [&] () {
    fail ("unsupported instruction '" + st.opcode + "'");
  };
  if (!st.pred.empty ())
    {
      int slot, vec;
      if (!find_reg (st.pred, &slot, &vec))
	fail ("unknown predicate '" + st.pred + "'");
      in.pred = slot;
      in.pred_neg = st.pred_neg;
    }
  /* Every .f16 form is refused here, before the arithmetic opcodes are
     decoded: the interpreter has no half-precision arithmetic and would run
     add.f16 and the like as f32.  */
  for (Type t : types)
    if (t == T_F16)
      fail ("unsupported type .f16 in '" + st.opcode + "'");
  in.t = types.empty () ? T_NONE : types[0];
  in.t2 = types.size () > 1 ? types[1] : in.t;
  if (has ("rn")) in.rnd = R_RN;
  if (has ("rz")) in.rnd = R_RZ;
  if (has ("rm")) in.rnd = R_RM;
  if (has ("rp")) in.rnd = R_RP;
  if (has ("rni")) in.rnd = R_RNI;
  if (has ("rzi")) in.rnd = R_RZI;
  if (has ("rmi")) in.rnd = R_RMI;
  if (has ("rpi")) in.rnd = R_RPI;
  in.sat = has ("sat");
  in.ftz = has ("ftz");
  in.approx = has ("approx");
  in.full = has ("full");
  in.uni = has ("uni");
  if (has ("global")) in.space = S_GLOBAL;
  if (has ("shared")) in.space = S_SHARED;
  if (has ("local")) in.space = S_LOCAL;
  if (has ("param")) in.space = S_PARAM;
  if (has ("const")) in.space = S_CONST;
  if (has ("v2")) in.vec = 2;
  if (has ("v4")) in.vec = 4;
  const std::vector<ROp> &ops = st.ops;
  auto nops = [&] (size_t lo, size_t hi) {
    if (ops.size () < lo || ops.size () > hi)
      fail ("wrong operand count for '" + st.opcode + "'");
  };
  auto simple = [&] (Op op, size_t n, Type srct) {
    nops (n, n);
    in.op = op;
    in.nops = (uint8_t) n;
    for (size_t i = 0; i < n; i++)
      in.o[i] = operand (ops[i], i == 0 ? in.t : srct);
  };
  static const std::map<std::string, int> cmps = {
    {"eq", C_EQ}, {"ne", C_NE}, {"lt", C_LT}, {"le", C_LE}, {"gt", C_GT},
    {"ge", C_GE}, {"lo", C_LO}, {"ls", C_LS}, {"hi", C_HI}, {"hs", C_HS},
    {"equ", C_EQU}, {"neu", C_NEU}, {"ltu", C_LTU}, {"leu", C_LEU},
    {"gtu", C_GTU}, {"geu", C_GEU}, {"num", C_NUM}, {"nan", C_NAN}};

  if (name == "mov")
    {
      nops (2, 2);
      std::vector<Opd> d = elems (ops[0], in.t), s = elems (ops[1], in.t);
      if (d.size () > 4 || s.size () > 4 || d.size () + s.size () > 5)
	fail ("bad vector mov");
      if (d.size () == 1 && s.size () == 1)
	{
	  in.op = O_MOV;
	  in.nops = 2;
	  in.o[0] = d[0];
	  in.o[1] = s[0];
	}
      else if (in.vec > 1 || d.size () == s.size ())
	{
	  /* Element-wise.  */
	  if (d.size () != s.size ())
	    fail ("vector size mismatch in mov");
	  in.op = O_MOV;
	  in.vec = (uint8_t) d.size ();
	  in.nops = (uint8_t) (2 * d.size ());
	  for (size_t i = 0; i < d.size (); i++)
	    in.o[i] = d[i], in.o[d.size () + i] = s[i];
	}
      else if (d.size () == 1)
	{
	  in.op = O_MOVVEC_PACK;
	  in.vec = (uint8_t) s.size ();
	  in.nops = (uint8_t) (1 + s.size ());
	  in.o[0] = d[0];
	  for (size_t i = 0; i < s.size (); i++)
	    in.o[1 + i] = s[i];
	}
      else
	{
	  in.op = O_MOVVEC_UNPACK;
	  in.vec = (uint8_t) d.size ();
	  in.nops = (uint8_t) (1 + d.size ());
	  for (size_t i = 0; i < d.size (); i++)
	    in.o[i] = d[i];
	  in.o[d.size ()] = s[0];
	}
      return;
    }
  if (name == "add" || name == "sub" || name == "min" || name == "max"
      || name == "and" || name == "or" || name == "xor" || name == "copysign")
    {
      Op op = name == "add" ? O_ADD : name == "sub" ? O_SUB
	      : name == "min" ? O_MIN : name == "max" ? O_MAX
	      : name == "and" ? O_AND : name == "or" ? O_OR
	      : name == "xor" ? O_XOR : O_COPYSIGN;
      if (has ("cc") || has ("relu") || has ("NaN") || has ("xorsign"))
	unsupported ();
      simple (op, 3, in.t);
      return;
    }
  if (name == "mul" || name == "mad")
    {
      bool mad = name == "mad";
      if (has ("cc") || (has ("hi") && tfloat (in.t)))
	unsupported ();
      Op op = mad ? O_MAD : O_MUL;
      if (has ("hi"))
	op = mad ? O_MADHI : O_MULHI;
      else if (has ("wide"))
	op = mad ? O_MADWIDE : O_MULWIDE;
      simple (op, mad ? 4 : 3, in.t);
      if (op == O_MULWIDE || op == O_MADWIDE)
	{
	  /* Immediates are of the source type; fine as they are.  */
	}
      return;
    }
  if (name == "div" || name == "rem")
    {
      simple (name == "div" ? O_DIV : O_REM, 3, in.t);
      return;
    }
  if (name == "abs" || name == "neg" || name == "not" || name == "cnot"
      || name == "sqrt" || name == "rsqrt" || name == "rcp" || name == "sin"
      || name == "cos" || name == "lg2" || name == "ex2" || name == "tanh"
      || name == "clz" || name == "popc" || name == "brev")
    {
      Op op = name == "abs" ? O_ABS : name == "neg" ? O_NEG
	      : name == "not" ? O_NOT : name == "cnot" ? O_CNOT
	      : name == "sqrt" ? O_SQRT : name == "rsqrt" ? O_RSQRT
	      : name == "rcp" ? O_RCP : name == "sin" ? O_SIN
	      : name == "cos" ? O_COS : name == "lg2" ? O_LG2
	      : name == "ex2" ? O_EX2 : name == "tanh" ? O_TANH
	      : name == "clz" ? O_CLZ : name == "popc" ? O_POPC : O_BREV;
      simple (op, 2, in.t);
      return;
    }
  if (name == "fma")
    {
      simple (O_FMA, 4, in.t);
      return;
    }
  if (name == "shl" || name == "shr")
    {
      nops (3, 3);
      in.op = name == "shl" ? O_SHL : O_SHR;
      in.nops = 3;
      in.o[0] = operand (ops[0], in.t);
      in.o[1] = operand (ops[1], in.t);
      in.o[2] = operand (ops[2], T_U32);
      return;
    }
  if (name == "bfe")
    {
      nops (4, 4);
      in.op = O_BFE;
      in.nops = 4;
      in.o[0] = operand (ops[0], in.t);
      in.o[1] = operand (ops[1], in.t);
      in.o[2] = operand (ops[2], T_U32);
      in.o[3] = operand (ops[3], T_U32);
      return;
    }
  if (name == "bfi")
    {
      nops (5, 5);
      in.op = O_BFI;
      in.nops = 5;
      for (int i = 0; i < 5; i++)
	in.o[i] = operand (ops[i], i < 3 ? in.t : T_U32);
      return;
    }
  if (name == "testp")
    {
      static const std::map<std::string, int> tp = {
	{"finite", 0}, {"infinite", 1}, {"number", 2}, {"notanumber", 3},
	{"normal", 4}, {"subnormal", 5}};
      for (auto &m : mods)
	if (tp.count (m))
	  in.cmp = (uint8_t) tp.at (m);
      simple (O_TESTP, 2, in.t);
      in.o[0] = operand (ops[0], T_PRED);
      return;
    }
  if (name == "setp" || name == "set")
    {
      bool setp = name == "setp";
      int cmp = -1;
      for (auto &m : mods)
	if (cmps.count (m))
	  cmp = cmps.at (m);
      if (cmp < 0)
	fail ("missing comparison in '" + st.opcode + "'");
      in.cmp = (uint8_t) cmp;
      if (has ("and")) in.boolop = 1;
      if (has ("or")) in.boolop = 2;
      if (has ("xor")) in.boolop = 3;
      in.op = setp ? O_SETP : O_SET;
      /* set.CMP.DTYPE.STYPE: compare in STYPE.  */
      Type ct = setp ? in.t : in.t2;
      std::vector<ROp> flat;
      bool pair = false;
      for (const ROp &o : ops)
	if (o.kind == ROp::VEC && o.w == "|")
	  {
	    pair = true;
	    flat.push_back (o.list[0]);
	    flat.push_back (o.list[1]);
	  }
	else
	  flat.push_back (o);
      size_t need = 3 + (pair ? 1 : 0) + (in.boolop ? 1 : 0);
      if (flat.size () != need)
	fail ("wrong operand count for '" + st.opcode + "'");
      in.nops = 5;
      size_t k = 0;
      in.o[0] = operand (flat[k++], T_PRED);
      if (pair)
	in.o[1] = operand (flat[k++], T_PRED);
      in.o[2] = operand (flat[k++], ct);
      in.o[3] = operand (flat[k++], ct);
      if (in.boolop)
	in.o[4] = operand (flat[k++], T_PRED);
      if (!setp)
	{
	  in.t2 = ct;
	  in.t = types[0];
	}
      return;
    }
  if (name == "selp" || name == "slct")
    {
      nops (4, 4);
      in.op = name == "selp" ? O_SELP : O_SLCT;
      in.nops = 4;
      for (int i = 0; i < 3; i++)
	in.o[i] = operand (ops[i], in.t);
      in.o[3] = operand (ops[3], name == "selp" ? T_PRED : in.t2);
      return;
    }
  if (name == "rem" && tfloat (in.t))
    unsupported ();
  if (name == "cvt")
    {
      if (types.size () != 2)
	fail ("cvt needs two types: '" + st.opcode + "'");
      nops (2, 2);
      in.op = O_CVT;
      in.nops = 2;
      in.o[0] = operand (ops[0], in.t);
      in.o[1] = operand (ops[1], in.t2);
      return;
    }
  if (name == "cvta")
    {
      simple (O_CVTA, 2, in.t);
      return;
    }
  if (name == "ld" || name == "st" || name == "ldu")
    {
      bool ld = name != "st";
      nops (2, 2);
      in.op = ld ? O_LD : O_ST;
      const ROp &data = ld ? ops[0] : ops[1];
      const ROp &addr = ld ? ops[1] : ops[0];
      if (addr.kind != ROp::MEM)
	fail ("expected an address in '" + st.opcode + "'");
      std::vector<Opd> d = elems (data, in.t);
      if ((int) d.size () != in.vec)
	fail ("vector width mismatch in '" + st.opcode + "'");
      in.o[0] = operand (addr, T_U64);
      for (size_t i = 0; i < d.size (); i++)
	in.o[1 + i] = d[i];
      in.nops = (uint8_t) (1 + d.size ());
      return;
    }
  if (name == "atom" || name == "red")
    {
      static const std::map<std::string, int> aops = {
	{"add", A_ADD}, {"exch", A_EXCH}, {"cas", A_CAS}, {"min", A_MIN},
	{"max", A_MAX}, {"and", A_AND}, {"or", A_OR}, {"xor", A_XOR},
	{"inc", A_INC}, {"dec", A_DEC}};
      int aop = -1;
      for (auto &m : mods)
	if (aops.count (m))
	  aop = aops.at (m);
      if (aop < 0)
	unsupported ();
      in.cmp = (uint8_t) aop;
      in.op = O_ATOM;
      size_t k = 0;
      if (name == "atom")
	{
	  nops (3, 4);
	  in.o[0] = operand (ops[k++], in.t);
	  in.red = in.o[0].k == K_NONE;
	}
      else
	{
	  nops (2, 3);
	  in.red = true;
	}
      if (ops[k].kind != ROp::MEM)
	fail ("expected an address in '" + st.opcode + "'");
      in.o[1] = operand (ops[k++], T_U64);
      in.o[2] = operand (ops[k++], in.t);
      if (aop == A_CAS)
	{
	  if (k >= ops.size ())
	    fail ("atom.cas needs 3 sources");
	  in.o[3] = operand (ops[k++], in.t);
	}
      if (k != ops.size ())
	fail ("wrong operand count for '" + st.opcode + "'");
      in.nops = 4;
      return;
    }
  if (name == "bra" || name == "brx")
    {
      if (name == "brx")
	unsupported ();
      nops (1, 1);
      in.op = O_BRA;
      auto it = labels.find (ops[0].w);
      if (it == labels.end ())
	fail ("unknown label '" + ops[0].w + "'");
      in.target = it->second;
      return;
    }
  if (name == "ret")
    {
      in.op = O_RET;
      return;
    }
  if (name == "exit")
    {
      in.op = O_EXIT;
      return;
    }
  if (name == "trap")
    {
      in.op = O_TRAP;
      return;
    }
  if (name == "activemask")
    {
      nops (1, 1);
      in.op = O_VOTE;
      in.cmp = 4;
      in.t = T_B32;
      in.nops = 1;
      in.o[0] = operand (ops[0], T_B32);
      return;
    }
  if (name == "nanosleep")
    {
      in.op = O_MEMBAR;
      return;
    }
  if (name == "membar" || name == "fence")
    {
      in.op = O_MEMBAR;
      return;
    }
  if ((name == "bar" || name == "barrier") && has ("warp"))
    {
      in.op = O_WARPSYNC;
      return;
    }
  if (name == "bar" || name == "barrier")
    {
      if (has ("red"))
	unsupported ();
      nops (0, 2);
      in.op = has ("arrive") ? O_BARARRIVE : O_BAR;
      in.nops = 2;
      if (ops.empty ())
	{
	  in.o[0].k = K_IMM;
	  in.o[0].v = 0;
	}
      else
	in.o[0] = operand (ops[0], T_U32);
      if (ops.size () > 1)
	in.o[1] = operand (ops[1], T_U32);
      return;
    }
  if (name == "shfl")
    {
      int mode = has ("idx") ? 0 : has ("up") ? 1 : has ("down") ? 2
		 : has ("bfly") ? 3 : -1;
      if (mode < 0)
	unsupported ();
      in.cmp = (uint8_t) mode;
      in.op = O_SHFL;
      std::vector<ROp> flat;
      bool pair = false;
      for (const ROp &o : ops)
	if (o.kind == ROp::VEC && o.w == "|")
	  {
	    pair = true;
	    flat.push_back (o.list[0]);
	    flat.push_back (o.list[1]);
	  }
	else
	  flat.push_back (o);
      size_t k = 0;
      in.nops = 5;
      in.o[0] = operand (flat[k++], in.t);
      if (pair)
	in.o[4] = operand (flat[k++], T_PRED);
      if (flat.size () - k < 3)
	fail ("wrong operand count for '" + st.opcode + "'");
      in.o[1] = operand (flat[k++], in.t);
      in.o[2] = operand (flat[k++], T_U32);
      in.o[3] = operand (flat[k++], T_U32);
      /* The membermask (shfl.sync) is ignored.  */
      return;
    }
  if (name == "vote")
    {
      int mode = has ("all") ? 0 : has ("any") ? 1 : has ("uni") ? 2
		 : has ("ballot") ? 3 : -1;
      if (mode < 0)
	unsupported ();
      in.cmp = (uint8_t) mode;
      in.op = O_VOTE;
      nops (2, 3);
      in.nops = 2;
      in.o[0] = operand (ops[0], in.t);
      in.o[1] = operand (ops[1], T_PRED);
      return;
    }
  if (name == "vadd" || name == "vsub")
    {
      if (types.size () != 3 || in.sat)
	unsupported ();
      bool secadd = has ("add");
      if (!secadd && !mods.empty ())
	unsupported ();
      nops (secadd ? 4 : 3, secadd ? 4 : 3);
      in.op = name == "vadd" ? O_VADD : O_VSUB;
      in.boolop = secadd;
      in.nops = (uint8_t) ops.size ();
      for (size_t i = 0; i < ops.size (); i++)
	in.o[i] = operand (ops[i], T_U32);
      return;
    }
  if (name == "call")
    {
      /* call [(ret),] target, [(args)] [, proto]  */
      CallInfo ci;
      size_t k = 0;
      if (k < ops.size () && ops[k].kind == ROp::LIST)
	{
	  if (ops[k].list.size () > 1)
	    fail ("call with more than one return value");
	  if (ops[k].list.size () == 1)
	    {
	      ci.has_ret = true;
	      ci.ret = operand (ops[k].list[0], T_U64);
	    }
	  k++;
	}
      if (k >= ops.size () || ops[k].kind != ROp::WORD)
	fail ("bad call");
      const ROp &tgt = ops[k++];
      int slot, vec;
      if (find_reg (tgt.w, &slot, &vec))
	{
	  in.target = -1;
	  ci.target.k = K_REG;
	  ci.target.r = slot;
	}
      else
	{
	  Sym s = L.lookup (module, tgt.w);
	  if (s.kind == Sym::FUNC)
	    in.target = s.func;
	  else if (s.kind == Sym::BUILTIN)
	    in.target = -1 - s.func;
	  else
	    in.target = -100;	/* Unresolved: faults when executed.  */
	}
      if (k < ops.size () && ops[k].kind == ROp::LIST)
	{
	  for (const ROp &a : ops[k].list)
	    ci.args.push_back (operand (a, T_U64));
	  k++;
	}
      /* A trailing prototype label is ignored.  */
      in.op = O_CALL;
      in.call_info = (int) f.calls.size ();
      f.calls.push_back (ci);
      return;
    }
  if (name == "prmt" && types.size () == 1)
    {
      if (!mods.empty ())
	unsupported ();
      simple (O_PRMT, 4, in.t);
      return;
    }
  unsupported ();
}

} // namespace

void
decode_function (Linker &L, Func &fn)
{
  Decoder d (L, fn);
  d.run ();
}

} // namespace link_detail
} // namespace simgpu
