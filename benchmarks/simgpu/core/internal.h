/* simgpu core: internal data structures shared by the parser (ptx-parse.cc),
   the linker and decoder (link.cc, decode.cc) and the interpreter (exec.cc).  */

#ifndef SIMGPU_CORE_INTERNAL_H
#define SIMGPU_CORE_INTERNAL_H

#include "simgpu.h"

#include <atomic>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace simgpu {

/* ---------------------------------------------------------------- parse */

/* One token of the PTX text.  */
struct Tok
{
  enum Kind { WORD, STR, PUNCT, END } kind = END;
  std::string s;
  int line = 0;
};

/* A raw operand as written.  */
struct ROp
{
  enum Kind { WORD, NUM, MEM, VEC, LIST, SINK } kind = WORD;
  std::string w;		/* WORD: name (register, symbol, special);
				   NUM: the literal text; MEM: base.  */
  bool neg = false;		/* "!%p" or "-NUM".  */
  int64_t off = 0;		/* WORD+off / [base+off].  */
  std::vector<ROp> list;	/* VEC / LIST elements.  */
};

/* A statement inside a function body.  */
struct RStmt
{
  enum Kind { INST, LABEL, REG, VAR, OPEN, CLOSE, LOC, PROTO } kind = INST;
  int line = 0;
  /* INST */
  std::string pred;		/* Guard predicate register, or empty.  */
  bool pred_neg = false;
  std::string opcode;		/* With its modifiers: "ld.global.u32".  */
  std::vector<ROp> ops;
  /* LABEL: name.  REG: type, names (with <N> expanded), vec count.
     VAR: space (".local" ".param" ".shared"), align, type, name, count.
     LOC: file, line in ival.  */
  std::string name, type, space;
  std::vector<std::string> names;
  int vec = 1;
  int64_t align = 0, count = 1;	/* count 0: declared without [N].  */
  bool array = false;
  int ival = 0, ival2 = 0;
};

struct RParam
{
  std::string name, type;
  int64_t align = 0, count = 1;
  bool array = false;
};

struct RInit
{
  /* One initializer element: a number (text) or generic(sym)+off / sym+off. */
  bool is_sym = false;
  std::string text;
  int64_t off = 0;
  bool neg = false;
};

struct RVar
{
  std::string linkage;		/* "" ".visible" ".extern" ".weak" */
  std::string space;		/* ".global" ".const" ".shared" ".local" */
  int64_t align = 0;
  std::string type;
  std::string name;
  int64_t count = 1;
  bool array = false;
  bool has_init = false;
  std::vector<RInit> init;
  int line = 0;
};

struct RFunc
{
  std::string linkage;
  bool entry = false;
  std::string name;
  std::vector<RParam> rets, params;
  bool has_body = false;
  std::vector<RStmt> body;
  int line = 0;
};

struct RModule
{
  int index = 0;
  std::vector<std::string> lines;	/* The text, by line (1-based: [l-1]). */
  std::map<int, std::string> files;	/* .file N "name" */
  std::vector<RVar> vars;
  std::vector<RFunc> funcs;
};

/* Parse one PTX module; throws Error.  */
RModule parse_module (const std::string &text, int index);

/* Sizes of PTX scalar type names (".u32" -> 4); 0 if not a type.  */
int ptx_type_size (const std::string &t);

/* --------------------------------------------------------------- decode */

enum Type : uint8_t
{
  T_NONE, T_B8, T_B16, T_B32, T_B64, T_U8, T_U16, T_U32, T_U64,
  T_S8, T_S16, T_S32, T_S64, T_F16, T_F32, T_F64, T_PRED
};

inline int tsize (Type t)
{
  switch (t)
    {
    case T_B8: case T_U8: case T_S8: return 1;
    case T_B16: case T_U16: case T_S16: case T_F16: return 2;
    case T_B32: case T_U32: case T_S32: case T_F32: return 4;
    case T_B64: case T_U64: case T_S64: case T_F64: return 8;
    case T_PRED: return 1;
    default: return 0;
    }
}
inline bool tsigned (Type t) { return t >= T_S8 && t <= T_S64; }
inline bool tfloat (Type t) { return t == T_F16 || t == T_F32 || t == T_F64; }

enum Op : uint16_t
{
  O_NOP, O_MOV, O_MOVVEC_PACK, O_MOVVEC_UNPACK, O_ADD, O_SUB, O_MUL, O_MAD,
  O_MULHI, O_MADHI, O_MULWIDE, O_MADWIDE, O_DIV, O_REM, O_ABS, O_NEG,
  O_MIN, O_MAX, O_AND, O_OR, O_XOR, O_NOT, O_CNOT, O_SHL, O_SHR, O_SETP,
  O_SET, O_SELP, O_CVT, O_CVTA, O_LD, O_ST, O_ATOM, O_BRA, O_CALL, O_RET,
  O_EXIT, O_TRAP, O_BAR, O_BARARRIVE, O_WARPSYNC, O_MEMBAR, O_SHFL, O_VOTE,
  O_FMA, O_SQRT, O_RSQRT, O_RCP, O_SIN, O_COS, O_LG2, O_EX2, O_TANH,
  O_COPYSIGN, O_TESTP, O_CLZ, O_POPC, O_BREV, O_BFE, O_BFI, O_VADD, O_VSUB,
  O_SLCT, O_PRMT, O_FNS_UNUSED
};

/* Operand kinds.  */
enum OpdKind : uint8_t
{
  K_NONE, K_REG, K_IMM, K_SPECIAL, K_LOCAL, K_SHARED, K_KPARAM, K_VEC
};

enum Special : uint8_t
{
  SR_TID_X, SR_TID_Y, SR_TID_Z, SR_NTID_X, SR_NTID_Y, SR_NTID_Z,
  SR_CTAID_X, SR_CTAID_Y, SR_CTAID_Z, SR_NCTAID_X, SR_NCTAID_Y, SR_NCTAID_Z,
  SR_LANEID, SR_WARPID, SR_NWARPID, SR_CLOCK, SR_CLOCK64, SR_LANEMASK_EQ,
  SR_LANEMASK_LT, SR_LANEMASK_LE, SR_LANEMASK_GT, SR_LANEMASK_GE, SR_SMID,
  SR_NSMID, SR_GRIDID
};

struct Opd
{
  OpdKind k = K_NONE;
  bool neg = false;		/* Negated predicate operand.  */
  int32_t r = 0;		/* Register / special id / vec: count.  */
  int64_t v = 0;		/* Immediate; or offset (mem, local, shared).  */
  int32_t vr[4] = {0, 0, 0, 0}; /* K_VEC element registers (-1: sink).  */
};

enum Rnd : uint8_t { R_NONE, R_RN, R_RZ, R_RM, R_RP, R_RNI, R_RZI, R_RMI, R_RPI };
enum Space : uint8_t { S_GENERIC, S_GLOBAL, S_SHARED, S_LOCAL, S_PARAM, S_CONST };
enum Cmp : uint8_t
{
  C_EQ, C_NE, C_LT, C_LE, C_GT, C_GE, C_LO, C_LS, C_HI, C_HS,
  C_EQU, C_NEU, C_LTU, C_LEU, C_GTU, C_GEU, C_NUM, C_NAN
};
enum AtomOp : uint8_t { A_ADD, A_EXCH, A_CAS, A_MIN, A_MAX, A_AND, A_OR, A_XOR, A_INC, A_DEC };

struct Inst
{
  Op op = O_NOP;
  Type t = T_NONE, t2 = T_NONE;	/* t2: cvt source type.  */
  uint8_t rnd = R_NONE;
  uint8_t space = S_GENERIC;
  uint8_t cmp = 0;		/* Cmp, AtomOp, shfl mode, vote mode.  */
  uint8_t boolop = 0;		/* setp .and/.or/.xor: 1/2/3.  */
  uint8_t vec = 1;		/* ld/st vector width.  */
  bool sat = false, ftz = false, approx = false, full = false, uni = false;
  bool is_f32_rcp_approx = false;
  bool red = false;		/* atom without destination.  */
  int32_t pred = -1;		/* Guard register, -1 if none.  */
  bool pred_neg = false;
  uint8_t nops = 0;
  Opd o[5];
  int32_t target = -1;		/* bra: target index; call: function index
				   (-1 indirect, -2.. builtins).  */
  int32_t ipdom = -1;		/* bra: reconvergence point.  */
  /* The if-conversion model (ifconv.cc; off with SIMGPU_IFCONV=0) only:  */
  int32_t ftarget = -1;		/* bra: where its not-taken lanes go, when
				   not to the next instruction.  */
  int32_t early = -1;		/* bra: reconverge here (an else block's
				   head) instead of at ipdom; see ifconv.cc.  */
  bool early_taken = false;	/* bra: EARLY is the taken side.  */
  int32_t leave_to = -1;	/* bra inside the region of an early branch
				   whose else block starts at LEAVE_TO, with
				   its ipdom outside that region.  */
  bool nocount = false;		/* A branch ptxas removes: runs, not
				   counted.  */
  uint8_t extra = 0;		/* bra: the convergence-barrier instructions
				   (BSSY, BSYNC, BREAK) ptxas adds for it,
				   counted as warp instructions with it.  */
  int32_t call_nargs = 0;	/* call: operands o[1..] = ret?, args in
				   call_args.  */
  int32_t call_info = -1;	/* index into Func::calls.  */
  int32_t id = 0;		/* Program-wide instruction id (counters).  */
  int32_t loc = -1;		/* Program::locs index.  */
};

struct CallInfo
{
  bool has_ret = false;
  Opd ret;			/* K_LOCAL (param var) or K_REG.  */
  int ret_size = 0;
  std::vector<Opd> args;
  std::vector<int> arg_sizes;
  Opd target;			/* Indirect: the register.  */
};

struct ParamSlot
{
  std::string name;
  int64_t offset = 0, size = 0;
};

enum Builtin { B_NONE = 0, B_MALLOC = 1, B_FREE = 2, B_VPRINTF = 3 };

struct Func
{
  std::string name;
  int module = 0;
  bool entry = false;
  std::vector<ParamSlot> params, rets;	/* Offsets in the frame (func) or
					   the param buffer (entry).  */
  int64_t param_size = 0;	/* Entry: bytes of the .param space.  */
  int64_t frame_size = 0;	/* Bytes of per-thread local frame.  */
  int nregs = 0;
  std::vector<Inst> insts;
  std::vector<CallInfo> calls;
  bool decoded = false;
  const RFunc *raw = nullptr;
};

/* The if-conversion model (ifconv.cc): on unless SIMGPU_IFCONV=0.  */
bool ifconv_enabled ();
void ifconv_predicate (Func &f);
void ifconv_reconverge (Func &f, const std::vector<int> &ipd);

struct InstRef
{
  int module, line;
  int func;
};

class Program
{
public:
  std::vector<RModule> modules;
  std::vector<Func> funcs;
  std::map<std::string, int> entries;		/* name -> func index */
  struct Var { std::string name; int module; void *addr; size_t size; };
  std::vector<Var> vars;
  std::map<std::string, size_t> var_by_name;	/* visible global/const */
  std::vector<uint8_t> globals_mem_storage;	/* unused placeholder */
  uint8_t *globals = nullptr;
  size_t globals_size = 0;
  int64_t shared_size = 0;
  /* Shared offset of __nvptx_uni (OpenMP -muniform-simt), or -1.  */
  int64_t uni_shoff = -1;
  std::vector<uint8_t> shared_init;		/* unused: shared is zeroed */
  std::vector<std::string> locs;		/* "file:line" */
  std::vector<InstRef> inst_refs;		/* by Inst::id */
  std::vector<const Inst *> inst_ptrs;		/* by Inst::id */
  int ninsts = 0;
  ~Program ();
  std::string inst_text (int id) const;
};

/* Link and decode MODULES into a Program; throws Error.  REGISTER_MEM
   registers the variables block as valid device memory.  */
Program *link_program (const std::vector<std::string> &modules);

/* Function pseudo-addresses (for indirect calls).  */
constexpr uint64_t FUNC_ADDR_BASE = 0xF00D000000000000ull;

} // namespace simgpu

#endif
