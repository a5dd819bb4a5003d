/* simgpu core: tokenizer and parser for the PTX that GCC 12 emits.  */

#include "internal.h"

#include <cctype>
#include <cstdlib>

namespace simgpu {

int
ptx_type_size (const std::string &t)
{
  static const std::map<std::string, int> sizes = {
    {".b8", 1}, {".u8", 1}, {".s8", 1}, {".b16", 2}, {".u16", 2},
    {".s16", 2}, {".f16", 2}, {".b32", 4}, {".u32", 4}, {".s32", 4},
    {".f32", 4}, {".b64", 8}, {".u64", 8}, {".s64", 8}, {".f64", 8},
    {".pred", 1}, {".f16x2", 4}};
  auto it = sizes.find (t);
  return it == sizes.end () ? 0 : it->second;
}

namespace {

bool
wordch (char c)
{
  return isalnum ((unsigned char) c) || c == '_' || c == '$' || c == '%'
	 || c == '.';
}

class Parser
{
public:
  Parser (const std::string &text, int index) : index_ (index)
  {
    mod_.index = index;
    size_t p = 0;
    while (p <= text.size ())
      {
	size_t e = text.find ('\n', p);
	if (e == std::string::npos)
	  e = text.size ();
	mod_.lines.push_back (text.substr (p, e - p));
	p = e + 1;
      }
    tokenize (text);
  }

  RModule parse ();

private:
  int index_;
  RModule mod_;
  std::vector<Tok> toks_;
  size_t pos_ = 0;

  [[noreturn]] void fail (const std::string &what, int line)
  {
    throw Error ("simgpu: " + what + " (module " + std::to_string (index_)
		 + ", line " + std::to_string (line) + ")");
  }

  void tokenize (const std::string &s);
  const Tok &peek (size_t k = 0) const
  {
    return toks_[std::min (pos_ + k, toks_.size () - 1)];
  }
  Tok next () { Tok t = peek (); if (pos_ < toks_.size () - 1) pos_++; return t; }
  bool is (const char *p, size_t k = 0) const
  {
    const Tok &t = peek (k);
    return t.kind != Tok::END && t.kind != Tok::STR && t.s == p;
  }
  void expect (const char *p)
  {
    if (!is (p))
      fail (std::string ("expected '") + p + "', found '" + peek ().s + "'",
	    peek ().line);
    next ();
  }
  void skip_line (int l)
  {
    while (peek ().kind != Tok::END && peek ().line == l)
      next ();
  }
  void skip_to_semi ()
  {
    while (peek ().kind != Tok::END && !is (";"))
      next ();
    next ();
  }
  int64_t number (const std::string &s, int line)
  {
    char *end;
    int64_t v = (int64_t) strtoull (s.c_str (), &end, 0);
    if (*end)
      fail ("bad number '" + s + "'", line);
    return v;
  }

  void parse_params (std::vector<RParam> &out);
  void parse_function (const std::string &linkage, bool entry, int line);
  void parse_var (const std::string &linkage, RVar &v, bool allow_init);
  void parse_body (RFunc &f);
  ROp parse_operand ();
};

void
Parser::tokenize (const std::string &s)
{
  int line = 1;
  size_t i = 0, n = s.size ();
  while (i < n)
    {
      char c = s[i];
      if (c == '\n')
	{
	  line++;
	  i++;
	}
      else if (isspace ((unsigned char) c) || c == 0)
	i++;
      else if (c == '/' && i + 1 < n && s[i + 1] == '/')
	{
	  while (i < n && s[i] != '\n')
	    i++;
	}
      else if (c == '/' && i + 1 < n && s[i + 1] == '*')
	{
	  i += 2;
	  while (i + 1 < n && !(s[i] == '*' && s[i + 1] == '/'))
	    {
	      if (s[i] == '\n')
		line++;
	      i++;
	    }
	  i += 2;
	}
      else if (c == '"')
	{
	  Tok t;
	  t.kind = Tok::STR;
	  t.line = line;
	  i++;
	  while (i < n && s[i] != '"')
	    {
	      if (s[i] == '\\' && i + 1 < n)
		i++;
	      t.s += s[i++];
	    }
	  i++;
	  toks_.push_back (t);
	}
      else if (wordch (c))
	{
	  Tok t;
	  t.kind = Tok::WORD;
	  t.line = line;
	  size_t b = i;
	  while (i < n && wordch (s[i]))
	    i++;
	  t.s = s.substr (b, i - b);
	  toks_.push_back (t);
	}
      else
	{
	  Tok t;
	  t.kind = Tok::PUNCT;
	  t.line = line;
	  t.s = std::string (1, c);
	  i++;
	  toks_.push_back (t);
	}
    }
  Tok e;
  e.kind = Tok::END;
  e.line = line;
  toks_.push_back (e);
}

void
Parser::parse_params (std::vector<RParam> &out)
{
  expect ("(");
  while (!is (")"))
    {
      if (peek ().kind == Tok::END)
	fail ("unterminated parameter list", peek ().line);
      RParam p;
      Tok t = next ();
      if (t.s != ".param" && t.s != ".reg")
	fail ("unsupported parameter declaration '" + t.s + "'", t.line);
      while (peek ().kind == Tok::WORD && peek ().s[0] == '.')
	{
	  Tok a = next ();
	  if (a.s == ".align")
	    p.align = number (next ().s, a.line);
	  else if (ptx_type_size (a.s))
	    p.type = a.s;
	  else if (a.s == ".ptr" || a.s == ".global" || a.s == ".shared"
		   || a.s == ".local" || a.s == ".const")
	    ;
	  else
	    fail ("unsupported parameter attribute '" + a.s + "'", a.line);
	}
      p.name = next ().s;
      if (is ("["))
	{
	  next ();
	  p.count = number (next ().s, t.line);
	  p.array = true;
	  expect ("]");
	}
      out.push_back (p);
      if (is (","))
	next ();
    }
  expect (")");
}

void
Parser::parse_var (const std::string &linkage, RVar &v, bool allow_init)
{
  v.linkage = linkage;
  v.line = peek ().line;
  v.space = next ().s;
  while (peek ().kind == Tok::WORD && peek ().s[0] == '.')
    {
      Tok a = next ();
      if (a.s == ".align")
	v.align = number (next ().s, a.line);
      else if (ptx_type_size (a.s))
	v.type = a.s;
      else if (a.s == ".v2" || a.s == ".v4")
	fail ("unsupported vector variable", a.line);
      else
	fail ("unsupported directive '" + a.s + "'", a.line);
    }
  if (v.type.empty ())
    fail ("variable without a type", v.line);
  v.name = next ().s;
  if (is ("<"))
    fail ("unsupported parameterized variable name", v.line);
  if (is ("["))
    {
      next ();
      v.array = true;
      if (is ("]"))
	v.count = 0;
      else
	v.count = number (next ().s, v.line);
      expect ("]");
    }
  if (is ("="))
    {
      if (!allow_init)
	fail ("unexpected initializer", v.line);
      next ();
      v.has_init = true;
      int depth = 0;
      for (;;)
	{
	  if (peek ().kind == Tok::END)
	    fail ("unterminated initializer", v.line);
	  if (is ("{"))
	    {
	      depth++;
	      next ();
	      continue;
	    }
	  if (is ("}"))
	    {
	      depth--;
	      next ();
	      continue;
	    }
	  if (is (","))
	    {
	      next ();
	      continue;
	    }
	  if (is (";") && depth == 0)
	    break;
	  RInit e;
	  if (is ("-"))
	    {
	      next ();
	      e.neg = true;
	    }
	  Tok t = next ();
	  if (t.kind != Tok::WORD)
	    fail ("bad initializer element '" + t.s + "'", t.line);
	  if (t.s == "generic")
	    {
	      expect ("(");
	      e.is_sym = true;
	      e.text = next ().s;
	      expect (")");
	    }
	  else if (isdigit ((unsigned char) t.s[0]))
	    e.text = t.s;
	  else
	    {
	      e.is_sym = true;
	      e.text = t.s;
	    }
	  if (e.is_sym && is ("+"))
	    {
	      next ();
	      bool neg = false;
	      if (is ("-"))
		{
		  next ();
		  neg = true;
		}
	      e.off = number (next ().s, t.line);
	      if (neg)
		e.off = -e.off;
	    }
	  v.init.push_back (e);
	}
    }
  expect (";");
}

ROp
Parser::parse_operand ()
{
  ROp o;
  const Tok &t = peek ();
  int line = t.line;
  if (is ("{"))
    {
      next ();
      o.kind = ROp::VEC;
      while (!is ("}"))
	{
	  if (peek ().kind == Tok::END)
	    fail ("unterminated vector operand", line);
	  o.list.push_back (parse_operand ());
	  if (is (","))
	    next ();
	}
      next ();
      return o;
    }
  if (is ("("))
    {
      next ();
      o.kind = ROp::LIST;
      while (!is (")"))
	{
	  if (peek ().kind == Tok::END)
	    fail ("unterminated operand list", line);
	  o.list.push_back (parse_operand ());
	  if (is (","))
	    next ();
	}
      next ();
      return o;
    }
  if (is ("["))
    {
      next ();
      o.kind = ROp::MEM;
      if (is ("-"))
	fail ("bad address", line);
      o.w = next ().s;
      while (is ("+") || is ("-"))
	{
	  bool neg = next ().s == "-";
	  if (is ("-"))
	    {
	      next ();
	      neg = !neg;
	    }
	  int64_t v = number (next ().s, line);
	  o.off += neg ? -v : v;
	}
      expect ("]");
      return o;
    }
  if (is ("!"))
    {
      next ();
      o = parse_operand ();
      o.neg = true;
      return o;
    }
  if (is ("-"))
    {
      next ();
      o = parse_operand ();
      if (o.kind != ROp::NUM)
	fail ("bad negative operand", line);
      o.neg = !o.neg;
      return o;
    }
  Tok w = next ();
  if (w.kind != Tok::WORD)
    fail ("bad operand '" + w.s + "'", line);
  if (w.s == "_")
    {
      o.kind = ROp::SINK;
      return o;
    }
  if (isdigit ((unsigned char) w.s[0]))
    {
      o.kind = ROp::NUM;
      o.w = w.s;
      /* Decimal floats with an exponent: 1.5e-3.  */
      if ((w.s.back () == 'e' || w.s.back () == 'E')
	  && w.s.find ('.') != std::string::npos && (is ("-") || is ("+")))
	{
	  o.w += next ().s;
	  o.w += next ().s;
	}
      return o;
    }
  o.kind = ROp::WORD;
  o.w = w.s;
  while ((is ("+") || is ("-")) && peek (1).kind == Tok::WORD
	 && isdigit ((unsigned char) peek (1).s[0]))
    {
      bool neg = next ().s == "-";
      int64_t v = number (next ().s, line);
      o.off += neg ? -v : v;
    }
  return o;
}

void
Parser::parse_body (RFunc &f)
{
  int depth = 0;
  for (;;)
    {
      const Tok &t = peek ();
      int line = t.line;
      if (t.kind == Tok::END)
	fail ("unterminated function body of " + f.name, f.line);
      RStmt st;
      st.line = line;
      if (is ("{"))
	{
	  next ();
	  depth++;
	  st.kind = RStmt::OPEN;
	  f.body.push_back (st);
	  continue;
	}
      if (is ("}"))
	{
	  next ();
	  if (depth == 0)
	    return;
	  depth--;
	  st.kind = RStmt::CLOSE;
	  f.body.push_back (st);
	  continue;
	}
      if (t.kind == Tok::WORD && is (":", 1))
	{
	  st.kind = RStmt::LABEL;
	  st.name = next ().s;
	  next ();
	  f.body.push_back (st);
	  continue;
	}
      if (t.kind == Tok::WORD && t.s[0] == '.')
	{
	  std::string d = t.s;
	  if (d == ".reg")
	    {
	      next ();
	      st.kind = RStmt::REG;
	      while (peek ().kind == Tok::WORD && peek ().s[0] == '.')
		{
		  Tok a = next ();
		  if (a.s == ".v2")
		    st.vec = 2;
		  else if (a.s == ".v4")
		    st.vec = 4;
		  else if (ptx_type_size (a.s))
		    st.type = a.s;
		  else
		    fail ("unsupported register attribute '" + a.s + "'",
			  a.line);
		}
	      for (;;)
		{
		  std::string n = next ().s;
		  if (is ("<"))
		    {
		      next ();
		      int64_t c = number (next ().s, line);
		      expect (">");
		      for (int64_t i = 0; i < c; i++)
			st.names.push_back (n + std::to_string (i));
		    }
		  else
		    st.names.push_back (n);
		  if (is (","))
		    {
		      next ();
		      continue;
		    }
		  break;
		}
	      expect (";");
	      f.body.push_back (st);
	      continue;
	    }
	  if (d == ".local" || d == ".param" || d == ".shared")
	    {
	      RVar v;
	      /* .param .u64 %P<2>;  */
	      if (d == ".param" && peek (2).kind == Tok::WORD && is ("<", 3))
		{
		  next ();
		  std::string type = next ().s;
		  std::string n = next ().s;
		  next ();
		  int64_t c = number (next ().s, line);
		  expect (">");
		  expect (";");
		  for (int64_t i = 0; i < c; i++)
		    {
		      RStmt s2;
		      s2.kind = RStmt::VAR;
		      s2.line = line;
		      s2.space = d;
		      s2.type = type;
		      s2.name = n + std::to_string (i);
		      f.body.push_back (s2);
		    }
		  continue;
		}
	      parse_var ("", v, false);
	      st.kind = RStmt::VAR;
	      st.space = v.space;
	      st.type = v.type;
	      st.name = v.name;
	      st.align = v.align;
	      st.count = v.count;
	      st.array = v.array;
	      f.body.push_back (st);
	      continue;
	    }
	  if (d == ".loc")
	    {
	      next ();
	      st.kind = RStmt::LOC;
	      st.ival = (int) number (next ().s, line);
	      st.ival2 = (int) number (next ().s, line);
	      skip_line (line);
	      f.body.push_back (st);
	      continue;
	    }
	  if (d == ".callprototype")
	    {
	      st.kind = RStmt::PROTO;
	      skip_to_semi ();
	      f.body.push_back (st);
	      continue;
	    }
	  if (d == ".pragma")
	    {
	      skip_to_semi ();
	      continue;
	    }
	  fail ("unsupported directive '" + d + "' in " + f.name, line);
	}
      /* An instruction.  */
      st.kind = RStmt::INST;
      if (is ("@"))
	{
	  next ();
	  if (is ("!"))
	    {
	      next ();
	      st.pred_neg = true;
	    }
	  st.pred = next ().s;
	}
      Tok op = next ();
      if (op.kind != Tok::WORD)
	fail ("expected an instruction, found '" + op.s + "'", line);
      st.opcode = op.s;
      while (!is (";"))
	{
	  if (peek ().kind == Tok::END)
	    fail ("unterminated instruction", line);
	  ROp o = parse_operand ();
	  if (is ("|"))
	    {
	      next ();
	      ROp pair;
	      pair.kind = ROp::VEC;
	      pair.w = "|";
	      pair.list.push_back (o);
	      pair.list.push_back (parse_operand ());
	      o = pair;
	    }
	  st.ops.push_back (o);
	  if (is (","))
	    next ();
	  else if (!is (";"))
	    fail ("unexpected '" + peek ().s + "' in operands of " + op.s,
		  line);
	}
      next ();
      f.body.push_back (st);
    }
}

void
Parser::parse_function (const std::string &linkage, bool entry, int line)
{
  RFunc f;
  f.linkage = linkage;
  f.entry = entry;
  f.line = line;
  if (is ("("))
    parse_params (f.rets);
  f.name = next ().s;
  if (is ("("))
    parse_params (f.params);
  while (!is (";") && !is ("{"))
    {
      if (peek ().kind == Tok::END)
	fail ("unterminated function header", line);
      Tok a = next ();
      if (a.kind == Tok::WORD && a.s[0] == '.')
	{
	  static const char *const ok[] = {".maxntid", ".reqntid",
	    ".minnctapersm", ".maxnreg", ".noreturn", ".maxnctapersm",
	    nullptr};
	  bool found = false;
	  for (int i = 0; ok[i]; i++)
	    found |= a.s == ok[i];
	  if (!found)
	    fail ("unsupported directive '" + a.s + "'", a.line);
	}
    }
  if (is (";"))
    {
      next ();
      mod_.funcs.push_back (f);
      return;
    }
  next ();
  f.has_body = true;
  parse_body (f);
  mod_.funcs.push_back (std::move (f));
}

RModule
Parser::parse ()
{
  while (peek ().kind != Tok::END)
    {
      const Tok &t = peek ();
      int line = t.line;
      if (t.kind != Tok::WORD || t.s[0] != '.')
	fail ("unexpected '" + t.s + "' at module scope", line);
      if (t.s == ".version" || t.s == ".target" || t.s == ".address_size"
	  || t.s == ".loc")
	{
	  skip_line (line);
	  continue;
	}
      if (t.s == ".file")
	{
	  next ();
	  int n = (int) number (next ().s, line);
	  if (peek ().kind == Tok::STR)
	    mod_.files[n] = next ().s;
	  skip_line (line);
	  continue;
	}
      if (t.s == ".pragma")
	{
	  skip_to_semi ();
	  continue;
	}
      std::string linkage;
      while (is (".visible") || is (".extern") || is (".weak")
	     || is (".common"))
	{
	  std::string l = next ().s;
	  if (linkage.empty () || l != ".visible")
	    linkage = l;
	}
      if (is (".entry") || is (".func"))
	{
	  bool entry = next ().s == ".entry";
	  parse_function (linkage, entry, line);
	  continue;
	}
      if (is (".global") || is (".const") || is (".shared") || is (".local"))
	{
	  RVar v;
	  parse_var (linkage, v, true);
	  mod_.vars.push_back (v);
	  continue;
	}
      fail ("unsupported directive '" + peek ().s + "'", line);
    }
  return std::move (mod_);
}

} // namespace

RModule
parse_module (const std::string &text, int index)
{
  Parser p (text, index);
  return p.parse ();
}

} // namespace simgpu
