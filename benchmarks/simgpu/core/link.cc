/* simgpu core: link the PTX modules of one image (symbol resolution across
   modules, variable layout and initializers); decode.cc then decodes every
   function into the compact form the interpreter runs (internal.h Inst),
   with an immediate post-dominator per branch.  */

#include "link-impl.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <set>

namespace simgpu {

Program::~Program ()
{
  ::free (globals);
}

std::string
Program::inst_text (int id) const
{
  if (id < 0 || id >= (int) inst_refs.size ())
    return "?";
  const InstRef &r = inst_refs[id];
  const RModule &m = modules[r.module];
  std::string t = r.line >= 1 && r.line <= (int) m.lines.size ()
		    ? m.lines[r.line - 1] : std::string ("?");
  size_t b = t.find_first_not_of (" \t");
  if (b != std::string::npos)
    t = t.substr (b);
  return std::to_string (r.module) + ":" + std::to_string (r.line) + ": " + t;
}

namespace link_detail {

/* The bits of D as a value of SIZE bytes: an f32 (rounded to nearest, as
   PTX's assembler reads a decimal or 0d constant for an f32 operand) or an
   f64.  */
uint64_t
float_bits (double d, int size)
{
  if (size == 4)
    {
      float fv = (float) d;
      uint32_t b32;
      memcpy (&b32, &fv, 4);
      return b32;
    }
  uint64_t b64;
  memcpy (&b64, &d, 8);
  return b64;
}

Type
type_of (const std::string &m)
{
  static const std::map<std::string, Type> types = {
    {"b8", T_B8}, {"b16", T_B16}, {"b32", T_B32}, {"b64", T_B64},
    {"u8", T_U8}, {"u16", T_U16}, {"u32", T_U32}, {"u64", T_U64},
    {"s8", T_S8}, {"s16", T_S16}, {"s32", T_S32}, {"s64", T_S64},
    {"f16", T_F16}, {"f32", T_F32}, {"f64", T_F64}, {"pred", T_PRED}};
  auto it = types.find (m);
  return it == types.end () ? T_NONE : it->second;
}

void
Linker::link (const std::vector<std::string> &texts)
{
  int nm = (int) texts.size ();
  prog->modules.reserve (nm);
  for (int i = 0; i < nm; i++)
    prog->modules.push_back (parse_module (texts[i], i));
  modsyms.resize (nm);

  /* Definitions.  */
  struct Pending { int module; const RVar *v; size_t var; int64_t off; };
  std::vector<Pending> pend;
  int64_t gsize = 0;
  auto add_global = [&] (int m, const std::string &name, const Sym &s,
			 const std::string &linkage) {
    modsyms[m][name] = s;
    if (linkage == ".visible" || linkage == ".weak" || linkage == ".common")
      {
	Sym g = s;
	g.weak = linkage != ".visible";
	auto it = globalsyms.find (name);
	if (it == globalsyms.end () || (it->second.weak && !g.weak))
	  globalsyms[name] = g;
	else if (!it->second.weak && !g.weak)
	  fail ("duplicate definition of '" + name + "'", m, 0);
      }
  };
  for (int m = 0; m < nm; m++)
    {
      const RModule &mod = prog->modules[m];
      for (const RVar &v : mod.vars)
	{
	  if (v.linkage == ".extern")
	    continue;
	  int64_t es = ptx_type_size (v.type);
	  int64_t count = v.array ? v.count : 1;
	  if (count == 0)
	    count = std::max<int64_t> ((int64_t) v.init.size (), 1);
	  int64_t size = es * count;
	  int64_t al = std::max<int64_t> (v.align ? v.align : es, 1);
	  Sym s;
	  if (v.space == ".shared")
	    {
	      prog->shared_size = (prog->shared_size + al - 1) / al * al;
	      s.kind = Sym::SHARED;
	      s.shoff = prog->shared_size;
	      prog->shared_size += size;
	    }
	  else if (v.space == ".global" || v.space == ".const")
	    {
	      al = std::max<int64_t> (al, 8);
	      gsize = (gsize + al - 1) / al * al;
	      s.kind = Sym::VAR;
	      s.var = prog->vars.size ();
	      prog->vars.push_back ({v.name, m, nullptr, (size_t) size});
	      pend.push_back ({m, &v, s.var, gsize});
	      gsize += std::max<int64_t> (size, 1);
	    }
	  else
	    fail ("unsupported module-scope " + v.space + " variable '"
		  + v.name + "'", m, v.line);
	  add_global (m, v.name, s, v.linkage);
	}
      for (const RFunc &rf : mod.funcs)
	{
	  if (!rf.has_body)
	    continue;
	  Sym s;
	  s.kind = Sym::FUNC;
	  s.func = (int) prog->funcs.size ();
	  prog->funcs.emplace_back ();
	  Func &fn = prog->funcs.back ();
	  fn.name = rf.name;
	  fn.module = m;
	  fn.entry = rf.entry;
	  fn.raw = &rf;
	  add_global (m, rf.name, s, rf.entry ? ".visible" : rf.linkage);
	}
    }
  {
    auto u = globalsyms.find ("__nvptx_uni");
    if (u != globalsyms.end () && u->second.kind == Sym::SHARED)
      prog->uni_shoff = u->second.shoff;
  }
  /* Variables.  */
  prog->globals_size = (size_t) std::max<int64_t> (gsize, 16);
  prog->globals = (uint8_t *) aligned_alloc (64, (prog->globals_size + 63) / 64 * 64);
  memset (prog->globals, 0, prog->globals_size);
  for (auto &p : pend)
    prog->vars[p.var].addr = prog->globals + p.off;
  for (auto &m : modsyms)
    for (auto &kv : m)
      if (kv.second.kind == Sym::VAR)
	kv.second.addr = (uint8_t *) prog->vars[kv.second.var].addr;
  for (auto &kv : globalsyms)
    if (kv.second.kind == Sym::VAR)
      {
	kv.second.addr = (uint8_t *) prog->vars[kv.second.var].addr;
	prog->var_by_name[kv.first] = kv.second.var;
      }
  for (size_t i = 0; i < prog->vars.size (); i++)
    if (!prog->var_by_name.count (prog->vars[i].name))
      prog->var_by_name[prog->vars[i].name] = i;
  for (auto &p : pend)
    {
      const RVar &v = *p.v;
      if (!v.has_init)
	continue;
      int es = ptx_type_size (v.type);
      bool isf = v.type == ".f32" || v.type == ".f64";
      uint8_t *base = (uint8_t *) prog->vars[p.var].addr;
      size_t n = std::min (v.init.size (), (size_t) (prog->vars[p.var].size / es));
      for (size_t i = 0; i < n; i++)
	{
	  const RInit &e = v.init[i];
	  uint64_t val;
	  if (e.is_sym)
	    {
	      Sym s = lookup (p.module, e.text);
	      if (s.kind == Sym::VAR)
		val = (uint64_t) (uintptr_t) s.addr;
	      else if (s.kind == Sym::FUNC)
		val = FUNC_ADDR_BASE + (uint64_t) s.func * 16;
	      else
		fail ("unresolved symbol '" + e.text + "' in the initializer of '"
		      + v.name + "'", p.module, v.line);
	      val += e.off;
	    }
	  else if (isf || (e.text.size () > 2 && e.text[0] == '0'
			   && strchr ("fFdD", e.text[1])))
	    {
	      double d;
	      if (e.text[1] == 'f' || e.text[1] == 'F')
		{
		  uint32_t b = (uint32_t) strtoul (e.text.c_str () + 2, nullptr, 16);
		  float fv;
		  memcpy (&fv, &b, 4);
		  d = fv;
		}
	      else if (e.text[1] == 'd' || e.text[1] == 'D')
		{
		  uint64_t b = strtoull (e.text.c_str () + 2, nullptr, 16);
		  memcpy (&d, &b, 8);
		}
	      else
		d = strtod (e.text.c_str (), nullptr);
	      if (e.neg)
		d = -d;
	      val = float_bits (d, es == 4 ? 4 : 8);
	    }
	  else
	    {
	      val = strtoull (e.text.c_str (), nullptr, 0);
	      if (e.neg)
		val = -val;
	    }
	  memcpy (base + i * es, &val, es);
	}
    }
  /* Functions.  */
  for (Func &fn : prog->funcs)
    {
      decode_function (*this, fn);
      if (fn.entry)
	prog->entries[fn.name] = (int) (&fn - &prog->funcs[0]);
    }
  prog->inst_ptrs.resize (prog->ninsts);
  for (Func &fn : prog->funcs)
    for (Inst &in : fn.insts)
      prog->inst_ptrs[in.id] = &in;
}

} // namespace link_detail

Program *
link_program (const std::vector<std::string> &modules)
{
  std::unique_ptr<Program> p (new Program);
  link_detail::Linker l;
  l.prog = p.get ();
  l.link (modules);
  return p.release ();
}

} // namespace simgpu
