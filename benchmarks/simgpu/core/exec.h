/* simgpu core: device state shared by the interpreter (exec.cc) and the
   simgpu::Device methods (device.cc).  */

#ifndef SIMGPU_CORE_EXEC_H
#define SIMGPU_CORE_EXEC_H

#include "internal.h"

#include <cstdlib>
#include <set>

namespace simgpu {

/* The device: its memory regions (allocations and program variables; an
   access outside them, a CTA's shared memory, the stacks and the kernel
   parameters is a fault), the output stream, the loaded programs.  */
struct DevState
{
  unsigned host_threads = 1;
  FILE *out = stdout;
  std::mutex out_mu;
  std::shared_mutex reg_mu;
  std::map<uintptr_t, size_t> regions;	/* start -> size */
  std::set<uintptr_t> fixed;		/* Program variable blocks.  */
  std::atomic<uint64_t> generation{0};
  /* Bytes held by live dev_alloc blocks (each rounded up to 256), so that
     the free-memory property drops after acc_malloc as on a GPU.  */
  std::atomic<uint64_t> allocated{0};
  std::vector<std::unique_ptr<Program>> programs;

  void add_region (void *p, size_t n)
  {
    std::unique_lock<std::shared_mutex> g (reg_mu);
    regions[(uintptr_t) p] = n;
  }
  void remove_region (void *p)
  {
    std::unique_lock<std::shared_mutex> g (reg_mu);
    regions.erase ((uintptr_t) p);
    generation++;
  }
  /* The region holding [A, A+N), or false.  */
  bool find_region (uintptr_t a, size_t n, uintptr_t *lo, uintptr_t *hi)
  {
    std::shared_lock<std::shared_mutex> g (reg_mu);
    auto it = regions.upper_bound (a);
    if (it == regions.begin ())
      return false;
    --it;
    uintptr_t b = it->first, e = it->first + std::max<size_t> (it->second, 1);
    if (a >= b && a + n <= e && a + n >= a)
      {
	*lo = b;
	*hi = e;
	return true;
      }
    return false;
  }
  static size_t block_size (size_t n)
  {
    return std::max<size_t> ((n + 255) / 256 * 256, 256);
  }
  void *dev_alloc (size_t n)
  {
    void *p = aligned_alloc (256, block_size (n));
    if (!p)
      return nullptr;
    add_region (p, n);
    allocated += block_size (n);
    return p;
  }
  void dev_free (void *p)
  {
    if (!p)
      return;
    {
      std::unique_lock<std::shared_mutex> g (reg_mu);
      auto it = regions.find ((uintptr_t) p);
      if (it == regions.end () || fixed.count ((uintptr_t) p))
	return;		/* Not an allocation: ignore.  */
      allocated -= block_size (it->second);
      regions.erase (it);
      generation++;
    }
    ::free (p);
  }
};


/* Run ENTRY of PROGRAM (Device::launch).  */
bool exec_launch (DevState &d, Program *program, const std::string &entry,
		  const Dims &grid, const Dims &block,
		  const std::vector<uint8_t> &params, LaunchStats *stats,
		  Fault *fault);

} // namespace simgpu

#endif
