/* simgpu plugin: per-kernel register counts from ptxas (plugin/registers.cc).

   A real GPU limits a kernel's threads per block by the registers ptxas
   gave it (CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK), and libgomp's
   nvptx_exec refuses an OpenACC launch whose num_workers x vector_length
   exceeds that limit.  simgpu allocates no registers, so it asks a ptxas,
   when one is installed, how many each entry needs:

     SIMGPU_PTXAS   the ptxas to run (default /usr/local/cuda/bin/ptxas;
                    "0" or "none": do not look for one)
     SIMGPU_ARCH    its -arch (default sm_80)

   Without a ptxas every kernel is assumed to use the plugin's fixed
   per-thread figure, as before.  */

#ifndef SIMGPU_PLUGIN_REGISTERS_H
#define SIMGPU_PLUGIN_REGISTERS_H

#include <map>
#include <string>
#include <vector>

namespace simgpu_plugin {

/* The register counts of an image's entries.  */
struct ImageRegisters
{
  /* True when a ptxas assembled every module; false when none was found
     or one failed (then REGS may hold the entries of the modules that
     did assemble).  */
  bool measured = false;
  std::map<std::string, int> regs; /* .entry name -> registers/thread */
  std::string ptxas;		   /* The program run, or "".  */
  std::string why;		   /* Why not measured, for the trace.  */
};

/* Assemble MODULES (the PTX texts of one offload image) with ptxas -v and
   read each entry's register count.  Runs ptxas once per module.  */
ImageRegisters measure_registers (const std::vector<std::string> &modules);

/* The largest block (threads) the CUDA driver launches for a kernel of
   REGS registers per thread: 65536 registers per block, allocated per warp
   in units of 256 and, for the per-CTA check, for a multiple of 4 warps
   (one per SM sub-partition); at most MAX_THREADS (1024).  0 registers:
   MAX_THREADS.  */
int max_threads_for_registers (int regs, int max_threads);

} // namespace simgpu_plugin

#endif
