/* simgpu core: the simgpu::Device methods (simgpu.h).  */

#include "exec.h"

#include <algorithm>
#include <thread>

namespace simgpu {

struct Device::Impl : DevState
{
};

/* ------------------------------------------------------------- Device */

Device::Device (unsigned host_threads) : impl_ (new Impl)
{
  if (host_threads == 0)
    host_threads = std::max (1u, std::thread::hardware_concurrency ());
  impl_->host_threads = host_threads;
}

Device::~Device ()
{
  for (auto &p : impl_->programs)
    {
      impl_->remove_region (p->globals);
      impl_->fixed.erase ((uintptr_t) p->globals);
    }
  std::vector<uintptr_t> left;
  for (auto &kv : impl_->regions)
    left.push_back (kv.first);
  for (uintptr_t a : left)
    ::free ((void *) a);
}

Program *
Device::load (const std::vector<std::string> &modules)
{
  Program *p = link_program (modules);
  impl_->add_region (p->globals, p->globals_size);
  impl_->fixed.insert ((uintptr_t) p->globals);
  impl_->programs.emplace_back (p);
  return p;
}

void
Device::unload (Program *program)
{
  for (size_t i = 0; i < impl_->programs.size (); i++)
    if (impl_->programs[i].get () == program)
      {
	impl_->remove_region (program->globals);
	impl_->fixed.erase ((uintptr_t) program->globals);
	impl_->programs.erase (impl_->programs.begin () + i);
	return;
      }
}

bool
Device::variable (Program *program, const std::string &name, void **address,
		  size_t *size)
{
  auto it = program->var_by_name.find (name);
  if (it == program->var_by_name.end ())
    return false;
  if (address)
    *address = program->vars[it->second].addr;
  if (size)
    *size = program->vars[it->second].size;
  return true;
}

std::vector<std::string>
Device::entries (Program *program)
{
  std::vector<std::string> r;
  for (auto &kv : program->entries)
    r.push_back (kv.first);
  return r;
}

void *
Device::alloc (size_t size)
{
  return impl_->dev_alloc (size);
}

void
Device::free (void *address)
{
  impl_->dev_free (address);
}

size_t
Device::allocated () const
{
  return impl_->allocated;
}

bool
Device::valid (const void *address, size_t size)
{
  uintptr_t lo, hi;
  return impl_->find_region ((uintptr_t) address, size, &lo, &hi);
}

void
Device::set_output (FILE *stream)
{
  impl_->out = stream;
}

bool
Device::launch (Program *program, const std::string &entry, const Dims &grid,
		const Dims &block, const std::vector<uint8_t> &params,
		LaunchStats *stats, Fault *fault)
{
  return exec_launch (*impl_, program, entry, grid, block, params, stats,
		      fault);
}

} // namespace simgpu
