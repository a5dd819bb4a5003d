/* simgpu plugin: collect the statistics of every kernel launch and write
   them as JSON (SIMGPU_REPORT=path) and/or summarise them on stderr
   (SIMGPU_VERBOSE=1).  See report.h.

   JSON layout:
     {"launches":[{"kernel":"...", "ok":true, "grid":[x,y,z],
                   "block":[x,y,z], <counters>, "simd_efficiency":e,
                   "useful_efficiency":u,
                   "per_line":{"file:line":{<counters>}, ...},
                   "per_instruction":{"module:line: text":{<counters>}}},
                   ...],
      "registers":{"note":"...", "kernels":{"NAME":{"registers":N,
                   "measured":b, "max_threads":M}, ...}}}
   ("registers" once a launch has resolved a kernel's register count:
   measured by ptxas or assumed, see registers.h; note says which)
   (per_instruction only with SIMGPU_REPORT_INSTRUCTIONS=1: a long
   program keeps one entry per executed PTX instruction per launch)
   where <counters> are warp_insts, thread_insts, useful_lanes, branches,
   divergent_branches, global_accesses, global_sectors, shared_accesses and
   bank_conflicts (see simgpu::Counts), simd_efficiency is
   thread_insts / (32 * warp_insts) and useful_efficiency is
   useful_lanes / (32 * warp_insts) (both 0 when nothing ran).  */

#include "plugin/report.h"

#include <cerrno>
#include <cinttypes>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace simgpu_plugin {

namespace {

struct Launch
{
  simgpu::LaunchStats stats;
  bool ok;
};

/* Appends S to OUT as a JSON string literal.  */
void
json_string (std::string &out, const std::string &s)
{
  out += '"';
  for (unsigned char c : s)
    switch (c)
      {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
	if (c < 0x20 || c == 0x7f)
	  {
	    char buf[8];
	    snprintf (buf, sizeof buf, "\\u%04x", c);
	    out += buf;
	  }
	else
	  /* Bytes >= 0x80 pass through: PTX file names are UTF-8 or
	     plain ASCII.  */
	  out += (char) c;
      }
  out += '"';
}

void
json_u64 (std::string &out, const char *key, uint64_t v, bool comma = true)
{
  char buf[64];
  snprintf (buf, sizeof buf, "\"%s\":%" PRIu64 "%s", key, v, comma ? "," : "");
  out += buf;
}

double
ratio (uint64_t num, uint64_t warp_insts)
{
  return warp_insts ? (double) num / (32.0 * (double) warp_insts) : 0.0;
}

void
json_ratio (std::string &out, const char *key, double v, bool comma = true)
{
  char buf[64];
  snprintf (buf, sizeof buf, "\"%s\":%.6f%s", key, v, comma ? "," : "");
  out += buf;
}

/* The counters of C, without braces, ending with a comma if COMMA.  */
void
json_counts (std::string &out, const simgpu::Counts &c, bool comma)
{
  json_u64 (out, "warp_insts", c.warp_insts);
  json_u64 (out, "thread_insts", c.thread_insts);
  json_u64 (out, "useful_lanes", c.useful_lanes);
  json_u64 (out, "branches", c.branches);
  json_u64 (out, "divergent_branches", c.divergent_branches);
  json_u64 (out, "global_accesses", c.global_accesses);
  json_u64 (out, "global_sectors", c.global_sectors);
  json_u64 (out, "shared_accesses", c.shared_accesses);
  json_u64 (out, "bank_conflicts", c.bank_conflicts);
  json_ratio (out, "simd_efficiency", ratio (c.thread_insts, c.warp_insts));
  json_ratio (out, "useful_efficiency", ratio (c.useful_lanes, c.warp_insts),
	      comma);
}

void
json_dims (std::string &out, const char *key, const simgpu::Dims &d)
{
  char buf[96];
  snprintf (buf, sizeof buf, "\"%s\":[%u,%u,%u],", key, d.x, d.y, d.z);
  out += buf;
}

class Report
{
public:

  void
  add (const simgpu::LaunchStats &stats, bool ok)
  {
    std::lock_guard<std::mutex> lock (mutex_);
    Launch l;
    l.stats.kernel = stats.kernel;
    l.stats.grid = stats.grid;
    l.stats.block = stats.block;
    l.stats.total = stats.total;
    l.stats.per_line = stats.per_line;
    const char *pi = getenv ("SIMGPU_REPORT_INSTRUCTIONS");
    if (pi && *pi && strcmp (pi, "0") != 0)
      l.stats.per_instruction = stats.per_instruction;
    l.ok = ok;
    launches_.push_back (std::move (l));
    dirty_ = true;
  }

  void
  add_registers (const std::string &note, const std::string &kernel,
		 int regs, bool measured, int max_threads)
  {
    std::lock_guard<std::mutex> lock (mutex_);
    note_ = note;
    Regs &r = regs_[kernel];
    r.regs = regs;
    r.measured = measured;
    r.max_threads = max_threads;
    dirty_ = true;
  }

  void
  flush ()
  {
    std::lock_guard<std::mutex> lock (mutex_);
    if (!dirty_)
      return;
    dirty_ = false;
    const char *path = getenv ("SIMGPU_REPORT");
    if (!path || !*path)
      return;
    std::string out = "{\"launches\":[";
    for (size_t i = 0; i < launches_.size (); i++)
      {
	const Launch &l = launches_[i];
	out += i ? ",\n{" : "\n{";
	out += "\"kernel\":";
	json_string (out, l.stats.kernel);
	out += l.ok ? ",\"ok\":true," : ",\"ok\":false,";
	json_dims (out, "grid", l.stats.grid);
	json_dims (out, "block", l.stats.block);
	json_counts (out, l.stats.total, true);
	out += "\"per_line\":{";
	bool first = true;
	for (const auto &pl : l.stats.per_line)
	  {
	    if (!first)
	      out += ',';
	    first = false;
	    out += "\n  ";
	    json_string (out, pl.first);
	    out += ":{";
	    json_counts (out, pl.second, false);
	    out += '}';
	  }
	out += '}';
	if (!l.stats.per_instruction.empty ())
	  {
	    out += ",\"per_instruction\":{";
	    first = true;
	    for (const auto &pi : l.stats.per_instruction)
	      {
		if (!first)
		  out += ',';
		first = false;
		out += "\n  ";
		json_string (out, pi.first);
		out += ":{";
		json_counts (out, pi.second, false);
		out += '}';
	      }
	    out += '}';
	  }
	out += '}';
      }
    out += "\n]";
    if (!regs_.empty ())
      {
	out += ",\n\"registers\":{\"note\":";
	json_string (out, note_);
	out += ",\"kernels\":{";
	bool first = true;
	for (const auto &r : regs_)
	  {
	    out += first ? "\n  " : ",\n  ";
	    first = false;
	    json_string (out, r.first);
	    char buf[96];
	    snprintf (buf, sizeof buf,
		      ":{\"registers\":%d,\"measured\":%s,\"max_threads\":%d}",
		      r.second.regs, r.second.measured ? "true" : "false",
		      r.second.max_threads);
	    out += buf;
	  }
	out += "}}";
      }
    out += "}\n";
    FILE *f = fopen (path, "w");
    if (!f)
      {
	fprintf (stderr, "simgpu: cannot write report %s: %s\n", path,
		 strerror (errno));
	return;
      }
    fwrite (out.data (), 1, out.size (), f);
    if (fclose (f) != 0)
      fprintf (stderr, "simgpu: error writing report %s: %s\n", path,
	       strerror (errno));
  }

private:
  struct Regs
  {
    int regs, max_threads;
    bool measured;
  };
  std::mutex mutex_;
  std::vector<Launch> launches_;
  std::string note_;
  std::map<std::string, Regs> regs_;
  bool dirty_ = false;
};

/* Never destroyed: libgomp may finalize the device (and so flush the
   report) from an atexit handler that runs after the static destructors
   of this library.  flush_at_exit writes it at the latest.  */
Report &
the_report ()
{
  static Report *report = new Report;
  return *report;
}

__attribute__ ((destructor)) void
flush_at_exit ()
{
  the_report ().flush ();
}

void
print_summary (const simgpu::LaunchStats &s, bool ok)
{
  const simgpu::Counts &c = s.total;
  fprintf (stderr,
	   "simgpu: %s %s grid [%u,%u,%u] block [%u,%u,%u]\n"
	   "simgpu:   warp insts %" PRIu64 ", thread insts %" PRIu64
	   ", SIMD efficiency %.1f%%, useful lanes %.1f%%\n"
	   "simgpu:   branches %" PRIu64 ", divergent %" PRIu64 " (%.1f%%)\n"
	   "simgpu:   global accesses %" PRIu64 ", sectors %" PRIu64
	   " (%.2f per access); shared accesses %" PRIu64
	   ", bank conflicts %" PRIu64 "\n",
	   ok ? "kernel" : "FAILED kernel", s.kernel.c_str (), s.grid.x,
	   s.grid.y, s.grid.z, s.block.x, s.block.y, s.block.z, c.warp_insts,
	   c.thread_insts, 100.0 * ratio (c.thread_insts, c.warp_insts),
	   100.0 * ratio (c.useful_lanes, c.warp_insts), c.branches,
	   c.divergent_branches,
	   c.branches ? 100.0 * c.divergent_branches / c.branches : 0.0,
	   c.global_accesses, c.global_sectors,
	   c.global_accesses ? (double) c.global_sectors / c.global_accesses
			     : 0.0,
	   c.shared_accesses, c.bank_conflicts);
}

} // anonymous namespace

bool
verbose ()
{
  static const bool v = [] {
    const char *e = getenv ("SIMGPU_VERBOSE");
    return e && *e && strcmp (e, "0") != 0;
  }();
  return v;
}

void
report_launch (const simgpu::LaunchStats &stats, bool ok)
{
  if (verbose ())
    print_summary (stats, ok);
  the_report ().add (stats, ok);
}

void
report_registers (const std::string &note, const std::string &kernel,
		  int regs, bool measured, int max_threads)
{
  the_report ().add_registers (note, kernel, regs, measured, max_threads);
}

void
report_flush ()
{
  the_report ().flush ();
}

} // namespace simgpu_plugin
