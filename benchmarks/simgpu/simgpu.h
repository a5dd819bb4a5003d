/* simgpu: a simulated NVIDIA GPU that runs the PTX that GCC 12's nvptx
   offload compiler embeds in offload binaries, warp by warp, and counts
   what a GPU would do (warp instructions, active lanes, divergent
   branches, memory sectors, bank conflicts).

   This header is the contract between the simulator core (PTX parsing,
   linking, decoding, SIMT execution: the sources in core/) and its users:
   the look-alike of libgomp's nvptx plugin (in plugin/) and the tests.

   Device addresses are host addresses: device memory is allocated by the
   simulator from the host heap and registered, so that an access outside
   every live allocation (and outside the image's variables, the stacks and
   the shared memory of a CTA) is a device fault, reported with the kernel,
   the PTX instruction and its source line.  */

#ifndef SIMGPU_H
#define SIMGPU_H

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace simgpu {

/* Unsupported PTX (an opcode, a type, a directive), a malformed module,
   an unresolved symbol: the message names the construct, the module (its
   index in the image) and the line, and the kernel when it is known.  */
class Error : public std::runtime_error
{
public:
  using std::runtime_error::runtime_error;
};

struct Dims
{
  unsigned x = 1, y = 1, z = 1;
};

/* Counters for one PTX instruction, or summed over one source line.  */
struct Counts
{
  uint64_t warp_insts = 0;	   /* Warp-level instructions issued.  */
  uint64_t thread_insts = 0;	   /* Sum of active lanes over those.  */
  uint64_t useful_lanes = 0;	   /* Lanes doing distinct work (see below).  */
  uint64_t branches = 0;	   /* Conditional branches executed by warps.  */
  uint64_t divergent_branches = 0; /* Of those, where the active lanes split.  */
  uint64_t global_accesses = 0;	   /* Warp-level global (or generic-to-global)
				      loads, stores and atomics.  */
  uint64_t global_sectors = 0;	   /* 32-byte sectors those touched.  */
  uint64_t shared_accesses = 0;
  uint64_t bank_conflicts = 0;	   /* Extra shared-memory wavefronts.  */
};

/* What one kernel launch did.  SIMD efficiency is
   thread_insts / (32 * warp_insts).  For OpenMP's uniform-SIMT code, where
   all 32 lanes of a warp run one OpenMP thread outside simd regions,
   useful_lanes counts one lane per warp instruction there and the active
   lanes inside simd regions, so that useful_lanes / (32 * warp_insts) is
   the efficiency that means something.  */
struct LaunchStats
{
  std::string kernel;
  Dims grid, block;
  Counts total;
  /* Per source location "file:line" (from .loc and .file), and per PTX
     instruction "module:line: text".  */
  std::map<std::string, Counts> per_line;
  std::map<std::string, Counts> per_instruction;
};

/* Why a launch failed.  */
struct Fault
{
  std::string kind;	   /* "out-of-bounds", "trap", "unsupported", ...  */
  std::string message;	   /* One line: kernel, instruction, source line,
			      address.  */
};

class Program;

class Device
{
public:
  /* HOST_THREADS: how many host threads run CTAs in parallel (0: the
     number of cores).  */
  explicit Device (unsigned host_threads = 0);
  ~Device ();
  Device (const Device &) = delete;
  Device &operator= (const Device &) = delete;

  /* Parse, link and decode the PTX MODULES of one offload image (each a
     complete PTX text, as GCC's mkoffload embeds them).  Throws Error.  */
  Program *load (const std::vector<std::string> &modules);
  void unload (Program *program);

  /* The device address and size of a .global or .const variable defined
     in PROGRAM; false if there is none.  */
  bool variable (Program *program, const std::string &name, void **address,
		 size_t *size);
  /* The names of PROGRAM's .entry functions.  */
  std::vector<std::string> entries (Program *program);

  /* Device memory.  alloc returns nullptr when out of memory.  */
  void *alloc (size_t size);
  void free (void *address);
  /* Bytes held by live allocations (alloc rounds each up to 256).  */
  size_t allocated () const;
  /* Is [ADDRESS, ADDRESS + SIZE) inside one live allocation or variable?  */
  bool valid (const void *address, size_t size);

  /* Run entry ENTRY of PROGRAM on a GRID of CTAs of BLOCK threads.  PARAMS
     holds the bytes of the entry's .param space, laid out as the entry
     declares its parameters (each at its natural alignment).  Returns
     false and fills *FAULT on a device fault, trap or unsupported
     instruction; fills *STATS either way.  */
  bool launch (Program *program, const std::string &entry, const Dims &grid,
	       const Dims &block, const std::vector<uint8_t> &params,
	       LaunchStats *stats, Fault *fault);

  /* Text written by the kernels' printf (vprintf) goes to this stream
     (default stdout), flushed at the end of each launch.  */
  void set_output (FILE *stream);

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

} // namespace simgpu

#endif
