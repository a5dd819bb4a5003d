/* simgpu-run: run one PTX kernel on the simulated GPU (development and
   instruction tests).  Built only with -DSIMGPU_RUN_MAIN, from all the
   sources of core/ (make simgpu-run, mk/simgpu.mk).

   Usage:
     simgpu-run FILE.ptx [FILE2.ptx ...] --entry NAME
		[--grid X[,Y[,Z]]] [--block X[,Y[,Z]]]
		[--buf NAME:SIZE[:HEX]] ... [--init NAME:TYPE:V1,V2,...] ...
		[--param TYPE:VALUE] ...
		[--dump NAME:TYPE:N] ... [--dumpvar VAR:TYPE:N] ...
		[--threads N] [--per-line] [--per-inst] [--quiet]
		[--ifconv | --ipdom]
     simgpu-run FILE.ptx [FILE2.ptx ...] --load-only

   Each FILE is one PTX module (module index = position, from 0); the
   modules are linked together.  --grid and --block default to 1.
   --buf allocates a zeroed device buffer of SIZE bytes; HEX (optional) is
     its first bytes in memory order, two hex digits a byte
     ("01000000ff" = bytes 01 00 00 00 ff).
   --init writes comma-separated values of TYPE into buffer NAME from its
     start (TYPE: u8 u16 u32 u64 s8 s16 s32 s64 b8..b64 f32 f64; numbers
     as strtoll/strtod read them, so 0x.. and -1.5e3 work; @BUF is BUF's
     device address, for blocks of pointers as OpenACC passes them).
     NAME:TYPE:<PATH reads the values from file PATH (separated by commas
     or white space).
   --param appends one kernel parameter at its natural alignment: TYPE as
     above; VALUE a number, or @NAME / @NAME+OFF for a buffer's device
     address (TYPE should then be u64).
   --dump prints N elements of TYPE from buffer NAME after the run, one
     line: "NAME: v0 v1 ...".  Integers in decimal; f32 as %.9g, f64 as
     %.17g.  --dumpvar does the same for a .global/.const variable.
   Output: kernel printf text, then the dumps, then
     "stats: warp_insts=W thread_insts=T useful_lanes=U branches=B
      divergent_branches=D global_accesses=G global_sectors=S
      shared_accesses=H bank_conflicts=K simd_eff=E"
   (one line), then with --per-line / --per-inst one "line FILE:LINE: ..."
   / "inst MOD:LINE: TEXT | ..." line each.  --quiet drops the stats.
   Exit status: 0 success; 1 device fault ("fault: KIND: MESSAGE" on
   stderr, dumps still printed); 2 load error or bad usage ("error: ...").
   --threads sets the host threads running CTAs (default 1).
   --ifconv runs the if-conversion model of ptxas (core/ifconv.cc; the
   same as SIMGPU_IFCONV=1, the default); --ipdom turns it off: every PTX
   branch a branch, reconverging at its immediate post-dominator (the
   same as SIMGPU_IFCONV=0).
   --load-only parses, links and decodes the modules, prints
   "loaded N modules; entries: ..." and exits (0, or 2 on an error).  */

#ifdef SIMGPU_RUN_MAIN

#include "simgpu.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

namespace {

[[noreturn]] void
usage (const std::string &msg)
{
  fprintf (stderr, "error: %s\n", msg.c_str ());
  exit (2);
}

simgpu::Dims
dims (const std::string &s)
{
  simgpu::Dims d;
  unsigned v[3] = {1, 1, 1};
  int n = sscanf (s.c_str (), "%u,%u,%u", &v[0], &v[1], &v[2]);
  if (n < 1)
    usage ("bad dimensions '" + s + "'");
  d.x = v[0];
  d.y = v[1];
  d.z = v[2];
  return d;
}

int
tsz (const std::string &t, bool *isf, bool *sgn)
{
  *isf = t[0] == 'f';
  *sgn = t[0] == 's';
  int bits = atoi (t.c_str () + 1);
  if ((t[0] != 'u' && t[0] != 's' && t[0] != 'b' && t[0] != 'f')
      || (bits != 8 && bits != 16 && bits != 32 && bits != 64)
      || (*isf && bits < 32))
    usage ("bad type '" + t + "'");
  return bits / 8;
}

/* Encode VALUE as TYPE into 8 bytes.  */
uint64_t
encode (const std::string &type, const std::string &value)
{
  bool isf, sgn;
  int n = tsz (type, &isf, &sgn);
  uint64_t bits = 0;
  if (isf)
    {
      double d = strtod (value.c_str (), nullptr);
      if (n == 4)
	{
	  float f = (float) d;
	  memcpy (&bits, &f, 4);
	}
      else
	memcpy (&bits, &d, 8);
    }
  else if (!value.empty () && value[0] == '-')
    bits = (uint64_t) strtoll (value.c_str (), nullptr, 0);
  else
    bits = strtoull (value.c_str (), nullptr, 0);
  return bits;
}

std::string
format (const std::string &type, const uint8_t *p)
{
  bool isf, sgn;
  int n = tsz (type, &isf, &sgn);
  uint64_t v = 0;
  memcpy (&v, p, n);
  char buf[64];
  if (isf && n == 4)
    {
      float f;
      memcpy (&f, p, 4);
      snprintf (buf, sizeof buf, "%.9g", f);
    }
  else if (isf)
    {
      double d;
      memcpy (&d, p, 8);
      snprintf (buf, sizeof buf, "%.17g", d);
    }
  else if (sgn)
    {
      int64_t s = n == 1 ? (int8_t) v : n == 2 ? (int16_t) v
		  : n == 4 ? (int32_t) v : (int64_t) v;
      snprintf (buf, sizeof buf, "%lld", (long long) s);
    }
  else
    snprintf (buf, sizeof buf, "%llu", (unsigned long long) v);
  return buf;
}

std::vector<std::string>
split (const std::string &s, char c)
{
  std::vector<std::string> r;
  size_t p = 0;
  for (;;)
    {
      size_t e = s.find (c, p);
      r.push_back (s.substr (p, e == std::string::npos ? e : e - p));
      if (e == std::string::npos)
	return r;
      p = e + 1;
    }
}

std::string
counts_text (const simgpu::Counts &c)
{
  char buf[512];
  snprintf (buf, sizeof buf,
	    "warp_insts=%llu thread_insts=%llu useful_lanes=%llu branches=%llu "
	    "divergent_branches=%llu global_accesses=%llu global_sectors=%llu "
	    "shared_accesses=%llu bank_conflicts=%llu",
	    (unsigned long long) c.warp_insts,
	    (unsigned long long) c.thread_insts,
	    (unsigned long long) c.useful_lanes,
	    (unsigned long long) c.branches,
	    (unsigned long long) c.divergent_branches,
	    (unsigned long long) c.global_accesses,
	    (unsigned long long) c.global_sectors,
	    (unsigned long long) c.shared_accesses,
	    (unsigned long long) c.bank_conflicts);
  return buf;
}

} // namespace

int
main (int argc, char **argv)
{
  std::vector<std::string> files;
  std::string entry;
  simgpu::Dims grid, block;
  struct Buf { std::string name; size_t size; std::string hex; void *addr = nullptr; };
  std::vector<Buf> bufs;
  std::vector<std::string> inits, params, dumps, dumpvars;
  unsigned threads = 1;
  bool per_line = false, per_inst = false, quiet = false, load_only = false;
  for (int i = 1; i < argc; i++)
    {
      std::string a = argv[i];
      auto val = [&] () -> std::string {
	if (i + 1 >= argc)
	  usage ("missing value for " + a);
	return argv[++i];
      };
      if (a == "--entry")
	entry = val ();
      else if (a == "--grid")
	grid = dims (val ());
      else if (a == "--block")
	block = dims (val ());
      else if (a == "--buf")
	{
	  auto p = split (val (), ':');
	  if (p.size () < 2 || p.size () > 3)
	    usage ("bad --buf");
	  Buf b;
	  b.name = p[0];
	  b.size = strtoull (p[1].c_str (), nullptr, 0);
	  if (p.size () == 3)
	    b.hex = p[2];
	  bufs.push_back (b);
	}
      else if (a == "--init")
	inits.push_back (val ());
      else if (a == "--param")
	params.push_back (val ());
      else if (a == "--dump")
	dumps.push_back (val ());
      else if (a == "--dumpvar")
	dumpvars.push_back (val ());
      else if (a == "--threads")
	threads = (unsigned) atoi (val ().c_str ());
      else if (a == "--per-line")
	per_line = true;
      else if (a == "--per-inst")
	per_inst = true;
      else if (a == "--quiet")
	quiet = true;
      else if (a == "--ifconv")
	/* The if-conversion model (core/ifconv.cc), read at decode time.  */
	setenv ("SIMGPU_IFCONV", "1", 1);
      else if (a == "--ipdom")
	setenv ("SIMGPU_IFCONV", "0", 1);
      else if (a == "--load-only")
	load_only = true;
      else if (a.size () > 2 && a[0] == '-' && a[1] == '-')
	usage ("unknown option " + a);
      else
	files.push_back (a);
    }
  if (files.empty () || (entry.empty () && !load_only))
    usage ("need PTX files and --entry");
  std::vector<std::string> modules;
  for (auto &f : files)
    {
      std::ifstream in (f);
      if (!in)
	usage ("cannot read " + f);
      std::stringstream ss;
      ss << in.rdbuf ();
      modules.push_back (ss.str ());
    }
  simgpu::Device dev (threads);
  simgpu::Program *prog;
  try
    {
      prog = dev.load (modules);
    }
  catch (const simgpu::Error &e)
    {
      fprintf (stderr, "error: %s\n", e.what ());
      return 2;
    }
  if (load_only)
    {
      printf ("loaded %zu modules; entries:", modules.size ());
      for (auto &e : dev.entries (prog))
	printf (" %s", e.c_str ());
      printf ("\n");
      return 0;
    }
  auto find_buf = [&] (const std::string &n) -> Buf & {
    for (auto &b : bufs)
      if (b.name == n)
	return b;
    usage ("unknown buffer " + n);
  };
  for (auto &b : bufs)
    {
      b.addr = dev.alloc (std::max<size_t> (b.size, 1));
      memset (b.addr, 0, b.size);
      for (size_t k = 0; k + 1 < b.hex.size () + 1 && k / 2 < b.size && k + 1 < b.hex.size () + 1; k += 2)
	{
	  if (k + 2 > b.hex.size ())
	    break;
	  ((uint8_t *) b.addr)[k / 2]
	    = (uint8_t) strtoul (b.hex.substr (k, 2).c_str (), nullptr, 16);
	}
    }
  for (auto &s : inits)
    {
      auto p = split (s, ':');
      if (p.size () != 3)
	usage ("bad --init " + s);
      Buf &b = find_buf (p[0]);
      bool isf, sgn;
      int n = tsz (p[1], &isf, &sgn);
      size_t off = 0;
      std::string list = p[2];
      if (!list.empty () && list[0] == '<')
	{
	  std::ifstream in (list.substr (1));
	  if (!in)
	    usage ("cannot read " + list.substr (1));
	  std::stringstream ss;
	  ss << in.rdbuf ();
	  list = ss.str ();
	  for (char &c : list)
	    if (isspace ((unsigned char) c))
	      c = ',';
	  while (!list.empty () && list.back () == ',')
	    list.pop_back ();
	}
      for (auto &v : split (list, ','))
	{
	  if (off + n > b.size)
	    usage ("--init overflows buffer " + b.name);
	  uint64_t bits = !v.empty () && v[0] == '@'
			  ? (uint64_t) (uintptr_t) find_buf (v.substr (1)).addr
			  : encode (p[1], v);
	  memcpy ((uint8_t *) b.addr + off, &bits, n);
	  off += n;
	}
    }
  std::vector<uint8_t> pbytes;
  for (auto &s : params)
    {
      size_t c = s.find (':');
      if (c == std::string::npos)
	usage ("bad --param " + s);
      std::string type = s.substr (0, c), v = s.substr (c + 1);
      bool isf, sgn;
      int n = tsz (type, &isf, &sgn);
      uint64_t bits;
      if (!v.empty () && v[0] == '@')
	{
	  std::string name = v.substr (1);
	  int64_t off = 0;
	  size_t plus = name.find ('+');
	  if (plus != std::string::npos)
	    {
	      off = strtoll (name.c_str () + plus + 1, nullptr, 0);
	      name = name.substr (0, plus);
	    }
	  bits = (uint64_t) (uintptr_t) find_buf (name).addr + off;
	}
      else
	bits = encode (type, v);
      while (pbytes.size () % n)
	pbytes.push_back (0);
      for (int k = 0; k < n; k++)
	pbytes.push_back ((uint8_t) (bits >> (8 * k)));
    }
  simgpu::LaunchStats stats;
  simgpu::Fault fault;
  auto t0 = std::chrono::steady_clock::now ();
  bool ok = dev.launch (prog, entry, grid, block, pbytes, &stats, &fault);
  double secs = std::chrono::duration<double> (std::chrono::steady_clock::now () - t0).count ();
  fflush (stdout);
  if (!ok)
    fprintf (stderr, "fault: %s: %s\n", fault.kind.c_str (), fault.message.c_str ());
  auto dump = [&] (const std::string &label, const uint8_t *p, size_t size,
		   const std::string &type, size_t n) {
    bool isf, sgn;
    int es = tsz (type, &isf, &sgn);
    std::string line = label + ":";
    for (size_t k = 0; k < n && (k + 1) * es <= size; k++)
      line += " " + format (type, p + k * es);
    printf ("%s\n", line.c_str ());
  };
  for (auto &s : dumps)
    {
      auto p = split (s, ':');
      if (p.size () != 3)
	usage ("bad --dump " + s);
      Buf &b = find_buf (p[0]);
      dump (b.name, (const uint8_t *) b.addr, b.size, p[1],
	    strtoull (p[2].c_str (), nullptr, 0));
    }
  for (auto &s : dumpvars)
    {
      auto p = split (s, ':');
      if (p.size () != 3)
	usage ("bad --dumpvar " + s);
      void *addr;
      size_t size;
      if (!dev.variable (prog, p[0], &addr, &size))
	usage ("unknown variable " + p[0]);
      dump (p[0], (const uint8_t *) addr, size, p[1],
	    strtoull (p[2].c_str (), nullptr, 0));
    }
  if (!quiet)
    {
      const simgpu::Counts &c = stats.total;
      printf ("stats: %s simd_eff=%.4f\n", counts_text (c).c_str (),
	      c.warp_insts ? (double) c.thread_insts / (32.0 * c.warp_insts) : 0.0);
      fprintf (stderr, "time: %.3f s, %.2f M warp insts/s\n", secs,
	       secs > 0 ? c.warp_insts / secs / 1e6 : 0.0);
    }
  if (per_line)
    for (auto &kv : stats.per_line)
      printf ("line %s: %s\n", kv.first.c_str (), counts_text (kv.second).c_str ());
  if (per_inst)
    for (auto &kv : stats.per_instruction)
      printf ("inst %s | %s\n", kv.first.c_str (), counts_text (kv.second).c_str ());
  return ok ? 0 : 1;
}

#endif
