/* simgpu plugin: per-kernel register counts from ptxas.  See registers.h.

   The PTX of each module is written to a temporary file and assembled with
   "ptxas -v -arch=ARCH -o TMP.cubin TMP.ptx"; ptxas prints, per function,

     ptxas info    : Compiling entry function 'NAME' for 'sm_80'
     ptxas info    : Function properties for NAME
     ptxas info    : Used N registers, ...

   and we keep N for each entry.  A module that calls functions of another
   module does not assemble on its own; it is retried with -c (relocatable
   code), which gives each entry's own count without its callees'.  The
   real plugin links all modules first (cuLinkComplete), so with several
   modules the figure can be low: an OpenACC image is one module, but an
   OpenMP image holds libgomp's pieces as more modules (24 for a small
   program), and its kernels' counts leave out the libgomp functions they
   call.  */

#include "plugin/registers.h"

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace simgpu_plugin {

namespace {

/* The ptxas to run, or "" when told not to look or none is there.  */
std::string
find_ptxas (std::string *why)
{
  const char *e = getenv ("SIMGPU_PTXAS");
  std::string p = e && *e ? e : "/usr/local/cuda/bin/ptxas";
  if (p == "0" || p == "none")
    {
      *why = "SIMGPU_PTXAS=" + p;
      return "";
    }
  if (access (p.c_str (), X_OK) != 0)
    {
      *why = "no ptxas at " + p;
      return "";
    }
  return p;
}

std::string
read_file (const std::string &path)
{
  std::string out;
  FILE *f = fopen (path.c_str (), "r");
  if (!f)
    return out;
  char buf[4096];
  size_t n;
  while ((n = fread (buf, 1, sizeof buf, f)) > 0)
    out.append (buf, n);
  fclose (f);
  return out;
}

/* Run ARGV with stdout and stderr into LOG; its exit status, or -1.  */
int
run (const std::vector<std::string> &argv, const std::string &log)
{
  std::vector<char *> a;
  for (const std::string &s : argv)
    a.push_back (const_cast<char *> (s.c_str ()));
  a.push_back (nullptr);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init (&fa);
  posix_spawn_file_actions_addopen (&fa, 1, log.c_str (),
				    O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2 (&fa, 1, 2);
  posix_spawn_file_actions_addopen (&fa, 0, "/dev/null", O_RDONLY, 0);
  pid_t pid;
  int rc = posix_spawn (&pid, a[0], &fa, nullptr, a.data (), environ);
  posix_spawn_file_actions_destroy (&fa);
  if (rc != 0)
    return -1;
  int status;
  while (waitpid (pid, &status, 0) < 0)
    if (errno != EINTR)
      return -1;
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* Add the entries' register counts in ptxas -v's OUTPUT to REGS; the
   number of entries found.  */
int
parse (const std::string &output, std::map<std::string, int> *regs)
{
  static const char entry_tag[] = "Compiling entry function '";
  static const char props_tag[] = "Function properties for ";
  static const char used_tag[] = "Used ";
  std::string cur;
  bool cur_is_entry = false;
  int found = 0;
  size_t pos = 0;
  while (pos < output.size ())
    {
      size_t nl = output.find ('\n', pos);
      if (nl == std::string::npos)
	nl = output.size ();
      std::string line = output.substr (pos, nl - pos);
      pos = nl + 1;
      size_t i;
      if ((i = line.find (entry_tag)) != std::string::npos)
	{
	  i += sizeof entry_tag - 1;
	  size_t j = line.find ('\'', i);
	  cur = line.substr (i, j == std::string::npos ? j : j - i);
	  cur_is_entry = true;
	}
      else if ((i = line.find (props_tag)) != std::string::npos)
	{
	  /* A .func's properties, or the entry's own again.  */
	  std::string name = line.substr (i + sizeof props_tag - 1);
	  while (!name.empty () && isspace ((unsigned char) name.back ()))
	    name.pop_back ();
	  cur_is_entry = cur_is_entry && name == cur;
	  cur = name;
	}
      else if ((i = line.find (used_tag)) != std::string::npos
	       && line.find (" registers", i) != std::string::npos
	       && cur_is_entry)
	{
	  int n = atoi (line.c_str () + i + sizeof used_tag - 1);
	  (*regs)[cur] = n;
	  found++;
	}
    }
  return found;
}

} // anonymous namespace

ImageRegisters
measure_registers (const std::vector<std::string> &modules)
{
  ImageRegisters r;
  r.ptxas = find_ptxas (&r.why);
  if (r.ptxas.empty ())
    return r;
  const char *ae = getenv ("SIMGPU_ARCH");
  std::string arch = std::string ("-arch=") + (ae && *ae ? ae : "sm_80");
  const char *td = getenv ("TMPDIR");
  std::string dir = td && *td ? td : "/tmp";
  std::string tmpl = dir + "/simgpu-ptxas-XXXXXX";
  std::vector<char> buf (tmpl.begin (), tmpl.end ());
  buf.push_back (0);
  if (!mkdtemp (buf.data ()))
    {
      r.why = "cannot make a directory under " + dir;
      return r;
    }
  std::string tmp = buf.data ();
  std::string ptx = tmp + "/m.ptx", cubin = tmp + "/m.cubin",
	      log = tmp + "/log";
  bool all = true;
  for (size_t m = 0; m < modules.size (); m++)
    {
      FILE *f = fopen (ptx.c_str (), "w");
      if (!f || fwrite (modules[m].data (), 1, modules[m].size (), f)
		  != modules[m].size ())
	{
	  if (f)
	    fclose (f);
	  r.why = "cannot write " + ptx;
	  all = false;
	  break;
	}
      fclose (f);
      int rc = run ({ r.ptxas, "-v", arch, "-o", cubin, ptx }, log);
      if (rc != 0 && modules.size () > 1)
	rc = run ({ r.ptxas, "-v", "-c", arch, "-o", cubin, ptx }, log);
      std::string out = read_file (log);
      /* A module without entries (libgomp's pieces) has nothing to
	 report; only a failed ptxas makes the counts incomplete.  */
      parse (out, &r.regs);
      if (rc != 0)
	{
	  char what[64];
	  snprintf (what, sizeof what, "module %zu: ptxas exit %d", m, rc);
	  r.why = what;
	  size_t e = out.find ('\n');
	  if (!out.empty ())
	    r.why += ": " + out.substr (0, e);
	  all = false;
	}
    }
  unlink (ptx.c_str ());
  unlink (cubin.c_str ());
  unlink (log.c_str ());
  rmdir (tmp.c_str ());
  r.measured = all;
  return r;
}

int
max_threads_for_registers (int regs, int max_threads)
{
  const int warp = 32, regs_per_block = 65536, unit = 256, partitions = 4;
  if (regs <= 0)
    return max_threads;
  int per_warp = (regs * warp + unit - 1) / unit * unit;
  int warps = regs_per_block / per_warp / partitions * partitions;
  int threads = warps * warp;
  return threads < max_threads ? threads : max_threads;
}

} // namespace simgpu_plugin
