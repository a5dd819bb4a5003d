/* simgpu plugin: the per-launch report (plugin/report.cc).

   Every kernel launch the plugin makes hands its simgpu::LaunchStats to
   report_launch.  At exit (or when libgomp finalizes the device, whichever
   comes first) the collected launches are written as JSON to the file named
   by SIMGPU_REPORT, if that variable is set.  With SIMGPU_VERBOSE=1 each
   launch is also summarised on stderr as it finishes.  */

#ifndef SIMGPU_PLUGIN_REPORT_H
#define SIMGPU_PLUGIN_REPORT_H

#include <cstdio>
#include <string>
#include "simgpu.h"

namespace simgpu_plugin {

/* True when SIMGPU_VERBOSE is set to something other than "" or "0".  */
bool verbose ();

/* Record one launch.  OK is false for a launch that faulted; its partial
   counts are recorded all the same.  */
void report_launch (const simgpu::LaunchStats &stats, bool ok);

/* Record the register count a launch of KERNEL was planned with (REGS per
   thread, MEASURED by ptxas or assumed; MAX_THREADS per block follow) and
   NOTE, one line saying where the counts come from.  */
void report_registers (const std::string &note, const std::string &kernel,
		       int regs, bool measured, int max_threads);

/* Write the SIMGPU_REPORT file now (once; later calls do nothing unless
   more launches were recorded since).  */
void report_flush ();

} // namespace simgpu_plugin

#endif
