/* simgpu core, private to the linker (link.cc) and the decoder
   (decode.cc): the symbol table and the Linker that both use.  */

#ifndef SIMGPU_LINK_IMPL_H
#define SIMGPU_LINK_IMPL_H

#include "internal.h"

#include <map>
#include <string>
#include <vector>

namespace simgpu {
namespace link_detail {

/* The bits of D as a value of SIZE bytes: an f32 (rounded to nearest, as
   PTX's assembler reads a decimal or 0d constant for an f32 operand) or an
   f64.  */
uint64_t float_bits (double d, int size);

struct Sym
{
  enum Kind { NONE, VAR, SHARED, FUNC, BUILTIN } kind = NONE;
  uint8_t *addr = nullptr;	/* VAR: resolved after layout.  */
  size_t var = 0;		/* VAR: index in Program::vars.  */
  int64_t shoff = 0;
  int func = -1;
  bool weak = false;
};

/* The PTX type named by the suffix M ("u32", "f64", ...), T_NONE if none.  */
Type type_of (const std::string &m);

class Linker
{
public:
  Program *prog;
  std::vector<std::map<std::string, Sym>> modsyms;
  std::map<std::string, Sym> globalsyms;
  std::map<std::string, int> locidx;

  [[noreturn]] void fail (const std::string &what, int module, int line,
			  const std::string &func = "")
  {
    throw Error ("simgpu: " + what + " (module " + std::to_string (module)
		 + ", line " + std::to_string (line)
		 + (func.empty () ? "" : ", function " + func) + ")");
  }

  Sym lookup (int module, const std::string &name)
  {
    auto it = modsyms[module].find (name);
    if (it != modsyms[module].end ())
      return it->second;
    auto g = globalsyms.find (name);
    if (g != globalsyms.end ())
      return g->second;
    Sym s;
    if (name == "malloc")
      s.kind = Sym::BUILTIN, s.func = B_MALLOC;
    else if (name == "free")
      s.kind = Sym::BUILTIN, s.func = B_FREE;
    else if (name == "vprintf")
      s.kind = Sym::BUILTIN, s.func = B_VPRINTF;
    return s;
  }

  void link (const std::vector<std::string> &texts);
};

/* Decode FN (linked by L) into the interpreter's form: its instructions,
   registers, frame and the immediate post-dominator of each branch.  */
void decode_function (Linker &L, Func &fn);

} // namespace link_detail
} // namespace simgpu

#endif
