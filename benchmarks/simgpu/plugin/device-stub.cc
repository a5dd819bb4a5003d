/* simgpu: a stand-in for the simulator core (the files in core/), so that the
   libgomp plugin can be built and its loading, image decoding, memory
   management and error paths tested before (or without) the core.

   Compiled only with -DSIMGPU_STUB_CORE (mk/simgpu.mk does that when
   benchmarks/simgpu/core/ has no .cc files, or with SIMGPU_STUB=1).

   What it does: device memory is host memory from calloc, tracked so that
   valid() works; load() scans the PTX text for .entry names and for
   module-scope .global/.const variables (whose sizes it computes from the
   declared type and array bounds, enough for the scalar and array
   variables GCC emits), giving each variable zeroed storage; launch()
   fails with Fault{"unsupported", "no simulator core"}.  */

#ifdef SIMGPU_STUB_CORE

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <sstream>

#include "simgpu.h"

namespace simgpu {

class Program
{
public:
  std::vector<std::string> entries;
  /* name -> (address, size)  */
  std::map<std::string, std::pair<void *, size_t>> vars;
};

struct Device::Impl
{
  std::mutex mutex;
  /* start -> size, for allocations and variables.  */
  std::map<uintptr_t, size_t> blocks;
  FILE *output = stdout;

  void *
  add (size_t size)
  {
    /* One extra byte so that zero-sized blocks still have an address of
       their own.  */
    void *p = calloc (1, size + 1);
    if (p)
      blocks[(uintptr_t) p] = size;
    return p;
  }

  void
  remove (void *p)
  {
    auto it = blocks.find ((uintptr_t) p);
    if (it != blocks.end ())
      {
	blocks.erase (it);
	::free (p);
      }
  }
};

Device::Device (unsigned) : impl_ (new Impl) {}

Device::~Device ()
{
  for (auto &b : impl_->blocks)
    ::free ((void *) b.first);
}

namespace {

/* Size in bytes of a PTX scalar type such as ".u32", or 0.  */
size_t
type_size (const std::string &t)
{
  if (t.size () < 3 || t[0] != '.')
    return 0;
  char k = t[1];
  if (k != 'u' && k != 's' && k != 'b' && k != 'f')
    return 0;
  int bits = atoi (t.c_str () + 2);
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    return 0;
  return bits / 8;
}

/* Parse one module-scope declaration line for a .global or .const
   variable; return false if LINE is not one.  */
bool
parse_var (const std::string &line, std::string *name, size_t *size)
{
  std::istringstream in (line);
  std::string tok;
  bool space = false, ext = false;
  size_t elt = 0;
  while (in >> tok)
    {
      if (tok == ".global" || tok == ".const")
	space = true;
      else if (tok == ".extern")
	ext = true;
      else if (tok == ".align")
	in >> tok;
      else if (tok[0] == '.' && type_size (tok))
	elt = type_size (tok);
      else if (tok[0] != '.' && space && elt)
	{
	  /* NAME, NAME[N], NAME[N][M], possibly followed by " = {...}" or
	     ending in ';'.  */
	  size_t end = tok.find_first_of ("[;=");
	  *name = tok.substr (0, end);
	  size_t n = elt;
	  std::string rest = line.substr (line.find (*name) + name->size ());
	  for (size_t i = 0; i < rest.size () && rest[i] == '['; )
	    {
	      size_t close = rest.find (']', i);
	      if (close == std::string::npos)
		break;
	      n *= strtoul (rest.c_str () + i + 1, nullptr, 10);
	      i = close + 1;
	    }
	  *size = n;
	  return !ext && !name->empty ();
	}
      else if (tok[0] != '.')
	return false;
    }
  return false;
}

} // anonymous namespace

Program *
Device::load (const std::vector<std::string> &modules)
{
  std::lock_guard<std::mutex> lock (impl_->mutex);
  Program *p = new Program;
  for (const std::string &m : modules)
    {
      std::istringstream in (m);
      std::string line;
      int depth = 0;
      while (std::getline (in, line))
	{
	  if (depth == 0)
	    {
	      size_t e = line.find (".entry ");
	      if (e != std::string::npos)
		{
		  size_t s = e + 7;
		  while (s < line.size () && line[s] == ' ')
		    s++;
		  size_t t = line.find_first_of (" (", s);
		  p->entries.push_back (line.substr (s, t - s));
		}
	      else
		{
		  std::string name;
		  size_t size;
		  if (parse_var (line, &name, &size) && !p->vars.count (name))
		    p->vars[name] = { impl_->add (size), size };
		}
	    }
	  for (char c : line)
	    depth += c == '{' ? 1 : c == '}' ? -1 : 0;
	}
    }
  return p;
}

void
Device::unload (Program *program)
{
  std::lock_guard<std::mutex> lock (impl_->mutex);
  for (auto &v : program->vars)
    impl_->remove (v.second.first);
  delete program;
}

bool
Device::variable (Program *program, const std::string &name, void **address,
		  size_t *size)
{
  auto it = program->vars.find (name);
  if (it == program->vars.end ())
    return false;
  *address = it->second.first;
  *size = it->second.second;
  return true;
}

std::vector<std::string>
Device::entries (Program *program)
{
  return program->entries;
}

void *
Device::alloc (size_t size)
{
  std::lock_guard<std::mutex> lock (impl_->mutex);
  return impl_->add (size);
}

void
Device::free (void *address)
{
  std::lock_guard<std::mutex> lock (impl_->mutex);
  impl_->remove (address);
}

bool
Device::valid (const void *address, size_t size)
{
  std::lock_guard<std::mutex> lock (impl_->mutex);
  uintptr_t a = (uintptr_t) address;
  auto it = impl_->blocks.upper_bound (a);
  if (it == impl_->blocks.begin ())
    return false;
  --it;
  return a >= it->first && a - it->first <= it->second
	 && size <= it->second - (a - it->first);
}

bool
Device::launch (Program *, const std::string &entry, const Dims &grid,
		const Dims &block, const std::vector<uint8_t> &,
		LaunchStats *stats, Fault *fault)
{
  if (stats)
    {
      *stats = LaunchStats ();
      stats->kernel = entry;
      stats->grid = grid;
      stats->block = block;
    }
  if (fault)
    {
      fault->kind = "unsupported";
      fault->message = "no simulator core (built with the stub): cannot run "
		       + entry;
    }
  return false;
}

void
Device::set_output (FILE *stream)
{
  impl_->output = stream;
}

} // namespace simgpu

#endif /* SIMGPU_STUB_CORE */
