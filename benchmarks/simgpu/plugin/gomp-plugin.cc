/* simgpu: a look-alike of libgomp's nvptx offload plugin
   (libgomp-plugin-nvptx.so.1, GCC 12) that runs the offloaded kernels on
   the simulator (simgpu.h) instead of a CUDA device.

   libgomp dlopens "libgomp-plugin-nvptx.so.1" by bare name, so putting
   build/simgpu on LD_LIBRARY_PATH makes an unchanged offload binary use
   this file:

     LD_LIBRARY_PATH=build/simgpu ./a.out

   The interface (GOMP_OFFLOAD_* entry points, GOMP_PLUGIN_* services of
   libgomp) is declared below from GCC 12's libgomp-plugin.h and
   oacc-plugin.h; the GOMP_PLUGIN_* functions are not linked at build time
   but bound when libgomp (already in the process) dlopens us.

   Behaviour, briefly:
   - one device (ordinal 0), capabilities OpenACC 2.0 and OpenMP 4.0, no
     shared memory, so libgomp copies data to and from device memory, which
     is host memory owned by the simulator;
   - load_image decodes the image mkoffload embeds (PTX modules, variable
     names, kernel names with their compile-time launch dimensions), loads
     the modules into the simulator and returns the address table:
     kernel handles, variable address ranges, then the __gomp_device_num
     slot;
   - OpenACC launches use grid (gangs,1,1) and block (vector,workers,1)
     with one .u64 parameter (the device block of mapped addresses), with
     unset dimensions chosen as plugin-nvptx does for a device without the
     occupancy API (see the simulated device limits below);
   - OpenMP launches use grid (teams,1,1), block (32,threads,1) with the
     parameters {tgt_vars, soft stacks, stack size};
   - everything is synchronous: async queues run their work at once and
     their callbacks in order;
   - a device fault is reported with GOMP_PLUGIN_error and ends the program
     with GOMP_PLUGIN_fatal, as a CUDA launch failure does.

   Environment:
     SIMGPU_SMS=N       simulated SM count (default 2); it scales the default
                        number of OpenACC gangs (2 per SM) and OpenMP teams
                        (4 per SM).
     SIMGPU_THREADS=N   host threads that run CTAs (default: all cores).
     SIMGPU_VERBOSE=1   trace image loads and launches on stderr.
     SIMGPU_REPORT=path write per-launch statistics as JSON (report.cc).
     SIMGPU_PTXAS=path  the ptxas that measures each kernel's registers
                        (default /usr/local/cuda/bin/ptxas; 0: none), and
     SIMGPU_ARCH=sm_NN  its -arch (default sm_80): see registers.h.
     GOMP_OPENACC_DIM   as with the real plugin.
     GOMP_DEBUG=1       libgomp's own debug output, including ours.  */

#include <cerrno>
#include <climits>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

#include "simgpu.h"
#include "plugin/registers.h"
#include "plugin/report.h"

/* ---- The libgomp plugin interface (GCC 12), declared here. ---- */

extern "C" {

/* Capabilities.  */
#define SIMGPU_CAP_OPENMP_400 (1u << 2)
#define SIMGPU_CAP_OPENACC_200 (1u << 3)
/* offload_target_type: OFFLOAD_TARGET_TYPE_NVIDIA_PTX.  */
#define SIMGPU_TARGET_TYPE_NVIDIA_PTX 5
/* GOMP_VERSION and GOMP_VERSION_NVIDIA_PTX.  */
#define SIMGPU_GOMP_VERSION 1u
#define SIMGPU_GOMP_VERSION_NVIDIA_PTX 1u
#define SIMGPU_VERSION_DEV(v) ((v) & 0xffffu)

/* GOMP_DIM_*.  */
enum { DIM_GANG = 0, DIM_WORKER = 1, DIM_VECTOR = 2, DIM_MAX = 3 };

/* GOMP_TARGET_ARG_*.  */
#define TARGET_ARG_DEVICE_MASK ((1 << 7) - 1)
#define TARGET_ARG_DEVICE_ALL 0
#define TARGET_ARG_SUBSEQUENT_PARAM (1 << 7)
#define TARGET_ARG_ID_MASK (((1 << 8) - 1) << 8)
#define TARGET_ARG_NUM_TEAMS (1 << 8)
#define TARGET_ARG_THREAD_LIMIT (2 << 8)
#define TARGET_ARG_VALUE_SHIFT 16

struct addr_pair
{
  uintptr_t start;
  uintptr_t end;
};

enum goacc_property
{
  GOACC_PROPERTY_MEMORY = 1,
  GOACC_PROPERTY_FREE_MEMORY = 2,
  GOACC_PROPERTY_NAME = 0x10000 | 1,
  GOACC_PROPERTY_VENDOR = 0x10000 | 2,
  GOACC_PROPERTY_DRIVER = 0x10000 | 3
};

union goacc_property_value
{
  const char *ptr;
  size_t val;
};

/* Our asynchronous queue: work is done when queued, so it only needs an
   identity.  */
struct goacc_asyncqueue
{
  int device;
};

/* Services libgomp provides to its plugins.  */
void *GOMP_PLUGIN_malloc (size_t) __attribute__ ((malloc));
void GOMP_PLUGIN_debug (int, const char *, ...)
  __attribute__ ((format (printf, 2, 3)));
void GOMP_PLUGIN_error (const char *, ...)
  __attribute__ ((format (printf, 1, 2)));
void GOMP_PLUGIN_fatal (const char *, ...)
  __attribute__ ((noreturn, format (printf, 1, 2)));
int GOMP_PLUGIN_acc_default_dim (unsigned int);

/* What we provide; visible to dlsym.  */
#define EXPORT __attribute__ ((visibility ("default")))

EXPORT const char *GOMP_OFFLOAD_get_name (void);
EXPORT unsigned int GOMP_OFFLOAD_get_caps (void);
EXPORT int GOMP_OFFLOAD_get_type (void);
EXPORT int GOMP_OFFLOAD_get_num_devices (void);
EXPORT bool GOMP_OFFLOAD_init_device (int);
EXPORT bool GOMP_OFFLOAD_fini_device (int);
EXPORT unsigned GOMP_OFFLOAD_version (void);
EXPORT int GOMP_OFFLOAD_load_image (int, unsigned, const void *,
				    struct addr_pair **);
EXPORT bool GOMP_OFFLOAD_unload_image (int, unsigned, const void *);
EXPORT void *GOMP_OFFLOAD_alloc (int, size_t);
EXPORT bool GOMP_OFFLOAD_free (int, void *);
EXPORT bool GOMP_OFFLOAD_dev2host (int, void *, const void *, size_t);
EXPORT bool GOMP_OFFLOAD_host2dev (int, void *, const void *, size_t);
EXPORT bool GOMP_OFFLOAD_dev2dev (int, void *, const void *, size_t);
EXPORT void GOMP_OFFLOAD_run (int, void *, void *, void **);
EXPORT void GOMP_OFFLOAD_openacc_exec (void (*) (void *), size_t, void **,
				       void **, unsigned *, void *);
EXPORT void *GOMP_OFFLOAD_openacc_create_thread_data (int);
EXPORT void GOMP_OFFLOAD_openacc_destroy_thread_data (void *);
EXPORT struct goacc_asyncqueue *GOMP_OFFLOAD_openacc_async_construct (int);
EXPORT bool GOMP_OFFLOAD_openacc_async_destruct (struct goacc_asyncqueue *);
EXPORT int GOMP_OFFLOAD_openacc_async_test (struct goacc_asyncqueue *);
EXPORT bool GOMP_OFFLOAD_openacc_async_synchronize (struct goacc_asyncqueue *);
EXPORT bool GOMP_OFFLOAD_openacc_async_serialize (struct goacc_asyncqueue *,
						  struct goacc_asyncqueue *);
EXPORT void GOMP_OFFLOAD_openacc_async_queue_callback (
  struct goacc_asyncqueue *, void (*) (void *), void *);
EXPORT void GOMP_OFFLOAD_openacc_async_exec (void (*) (void *), size_t,
					     void **, void **, unsigned *,
					     void *, struct goacc_asyncqueue *);
EXPORT bool GOMP_OFFLOAD_openacc_async_dev2host (int, void *, const void *,
						 size_t,
						 struct goacc_asyncqueue *);
EXPORT bool GOMP_OFFLOAD_openacc_async_host2dev (int, void *, const void *,
						 size_t,
						 struct goacc_asyncqueue *);
EXPORT union goacc_property_value
GOMP_OFFLOAD_openacc_get_property (int, enum goacc_property);

} // extern "C"

/* ---- The image that mkoffload embeds (gcc/config/nvptx/mkoffload.cc). ---- */

namespace {

struct ImagePtxObject
{
  const char *code; /* NUL-terminated PTX text.  */
  size_t size;	    /* Including the NUL.  */
};

struct ImageFunction
{
  const char *name;
  unsigned short dim[DIM_MAX]; /* 0: chosen at run time.  */
};

struct ImageHeader
{
  const ImagePtxObject *ptx_objs;
  unsigned ptx_num;
  const char *const *var_names;
  unsigned var_num;
  const ImageFunction *fn_descs;
  unsigned fn_num;
};

/* ---- Plugin state. ---- */

/* The simulated device's limits, used where plugin-nvptx asks CUDA.  */
struct Limits
{
  int warp_size = 32;
  int max_threads_per_block = 1024;
  int max_threads_per_sm = 2048;
  int num_sms = 2;		/* SIMGPU_SMS  */
  int regs_per_sm = 65536;
  /* No register allocation is simulated.  A kernel's registers per thread
     come from ptxas when one is installed (registers.h); without one every
     kernel is assumed to use this figure (64 gives 4 blocks of 8 warps per
     SM in plugin-nvptx's team estimate and allows 1024 threads per block).
     OpenMP launches always use this figure (see GOMP_OFFLOAD_run).  */
  int regs_per_thread = 64;
  /* Clock behind %clock64 as assumed for __nvptx_clocktick.  */
  double clock_khz = 1e6;
};

/* A kernel of a loaded image; its address is the "function address" libgomp
   hands back to openacc_exec and run.  */
struct Image;

struct Kernel
{
  simgpu::Program *program;
  Image *image;
  std::string name;
  unsigned short dim[DIM_MAX];
  /* What CUDA's cuFuncGetAttribute would say: registers per thread and
     the largest block they allow; set on the first launch
     (kernel_limits).  */
  mutable bool limits_known = false;
  mutable bool regs_measured = false;
  mutable int regs = 0;
  mutable int max_threads_per_block = 0;
};

struct Image
{
  const void *target_data;
  simgpu::Program *program;
  std::vector<std::unique_ptr<Kernel>> kernels;
  /* Registers of the image's entries, measured on the first launch of
     one of them (ptxas runs once per image).  */
  bool regs_done = false;
  simgpu_plugin::ImageRegisters regs;
};

typedef std::lock_guard<std::recursive_mutex> Lock;

struct State
{
  /* Guards everything here and the device.  Recursive because
     GOMP_PLUGIN_fatal, called with it held, exits, and libgomp's atexit
     handler then calls fini_device on the same thread.  */
  std::recursive_mutex mutex;
  simgpu::Device *device = nullptr;
  Limits limits;
  std::vector<std::unique_ptr<Image>> images;
  std::set<const Kernel *> kernels; /* Live kernel handles.  */
  /* OpenMP soft stacks (one allocation, reused, grown on demand).  */
  void *stacks = nullptr;
  size_t stacks_size = 0;
  /* OpenACC default dimensions, computed once.  */
  int acc_default_dims[DIM_MAX] = { 0, 0, 0 };
};

State &
state ()
{
  /* Never destroyed: libgomp calls in from atexit handlers.  */
  static State *s = new State;
  return *s;
}

int
env_int (const char *name, int dflt, int lo, int hi)
{
  const char *e = getenv (name);
  if (!e || !*e)
    return dflt;
  char *end;
  errno = 0;
  long v = strtol (e, &end, 10);
  if (errno || *end || v < lo || v > hi)
    {
      fprintf (stderr, "simgpu: ignoring %s=%s (want %d..%d)\n", name, e, lo,
	       hi);
      return dflt;
    }
  return (int) v;
}

void
trace (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

void
trace (const char *fmt, ...)
{
  if (!simgpu_plugin::verbose ())
    return;
  va_list ap;
  va_start (ap, fmt);
  fputs ("simgpu: ", stderr);
  vfprintf (stderr, fmt, ap);
  fputc ('\n', stderr);
  va_end (ap);
}

/* The device, or an error if ORD is not an initialised device.  Call with
   the lock held.  */
simgpu::Device *
device_for (int ord)
{
  State &s = state ();
  if (ord != 0 || !s.device)
    {
      GOMP_PLUGIN_error ("simgpu: no initialised device %d", ord);
      return nullptr;
    }
  return s.device;
}

/* Is KERNEL a live handle?  Call with the lock held.  */
const Kernel *
kernel_for (const void *fn)
{
  const Kernel *k = static_cast<const Kernel *> (fn);
  State &s = state ();
  if (!s.kernels.count (k))
    GOMP_PLUGIN_fatal ("simgpu: invalid kernel handle %p", fn);
  return k;
}

/* Run KERNEL and account for it; on a fault, report and end the program
   the way plugin-nvptx does on a failed launch.  SYNC_CALL names the CUDA
   call whose failure we imitate.  Call with the lock held.  */
void
launch (simgpu::Device *dev, const Kernel *k, const simgpu::Dims &grid,
	const simgpu::Dims &block, const std::vector<uint8_t> &params,
	const char *sync_call)
{
  simgpu::LaunchStats stats;
  simgpu::Fault fault;
  bool ok;
  trace ("launch %s grid [%u,%u,%u] block [%u,%u,%u]", k->name.c_str (),
	 grid.x, grid.y, grid.z, block.x, block.y, block.z);
  GOMP_PLUGIN_debug (0, "  simgpu: kernel %s: launch [%u,%u,%u] [%u,%u,%u]\n",
		     k->name.c_str (), grid.x, grid.y, grid.z, block.x,
		     block.y, block.z);
  try
    {
      ok = dev->launch (k->program, k->name, grid, block, params, &stats,
			&fault);
    }
  catch (const std::exception &e)
    {
      ok = false;
      fault.kind = "unsupported";
      fault.message = e.what ();
    }
  if (stats.kernel.empty ())
    {
      stats.kernel = k->name;
      stats.grid = grid;
      stats.block = block;
    }
  simgpu_plugin::report_launch (stats, ok);
  if (!ok)
    {
      simgpu_plugin::report_flush ();
      /* The simulator's message names the kernel, CTA, instruction and
	 source line.  */
      GOMP_PLUGIN_error ("simgpu: %s fault: %s", fault.kind.c_str (),
			 fault.message.empty () ? k->name.c_str ()
						: fault.message.c_str ());
      const char *what
	= fault.kind == "trap" ? "unspecified launch failure"
				 " (perhaps abort was called)"
	  : fault.kind == "out-of-bounds" ? "an illegal memory access was"
					    " encountered"
					  : "simulated launch failed";
      GOMP_PLUGIN_fatal ("%s error: %s", sync_call, what);
    }
}

/* Bounds check for a copy between host H and device D of N bytes.  Call
   with the lock held.  */
bool
check_copy (simgpu::Device *dev, const void *h, const void *d, size_t n,
	    const char *what)
{
  if (n == 0)
    return true;
  if (!d || !dev->valid (d, n))
    {
      GOMP_PLUGIN_error ("simgpu: %s: invalid device range [%p, +%zu)", what,
			 d, n);
      return false;
    }
  if (!h)
    {
      GOMP_PLUGIN_error ("simgpu: %s: invalid host address", what);
      return false;
    }
  return true;
}

/* Fill in K's register count and the block size it allows, as CUDA's
   cuFuncGetAttribute (NUM_REGS, MAX_THREADS_PER_BLOCK) gives them to
   plugin-nvptx: from ptxas's count when there is a ptxas, else from the
   assumed per-thread figure (said once on the trace and in the report).
   Call with the lock held.  */
const Kernel &
kernel_limits (const Kernel *k)
{
  if (k->limits_known)
    return *k;
  State &s = state ();
  const Limits &L = s.limits;
  Image *img = k->image;
  if (!img->regs_done)
    {
      const ImageHeader *hdr
	= static_cast<const ImageHeader *> (img->target_data);
      std::vector<std::string> modules;
      for (unsigned i = 0; i < hdr->ptx_num; i++)
	modules.emplace_back (hdr->ptx_objs[i].code,
			      strnlen (hdr->ptx_objs[i].code,
				       hdr->ptx_objs[i].size));
      img->regs = simgpu_plugin::measure_registers (modules);
      img->regs_done = true;
      static bool said;
      if (!img->regs.measured && !said)
	{
	  said = true;
	  trace ("registers assumed: %d per thread for every kernel (%s)",
		 L.regs_per_thread, img->regs.why.c_str ());
	}
    }
  auto it = img->regs.regs.find (k->name);
  k->regs_measured = it != img->regs.regs.end ();
  k->regs = k->regs_measured ? it->second : L.regs_per_thread;
  k->max_threads_per_block
    = simgpu_plugin::max_threads_for_registers (k->regs,
						L.max_threads_per_block);
  k->limits_known = true;
  std::string note
    = k->regs_measured
	? "measured: " + img->regs.ptxas + " -v"
	: "assumed " + std::to_string (L.regs_per_thread)
	    + " per thread: " + img->regs.why;
  trace ("kernel %s: %d registers (%s), at most %d threads per block",
	 k->name.c_str (), k->regs, k->regs_measured ? "ptxas" : "assumed",
	 k->max_threads_per_block);
  simgpu_plugin::report_registers (note, k->name, k->regs, k->regs_measured,
				   k->max_threads_per_block);
  return *k;
}

/* OpenACC launch dimensions: DIMS holds the ones requested at run time (0
   where unset); the kernel's compile-time dimensions take precedence, and
   what is still unset gets GOMP_OPENACC_DIM's value or a default derived
   from the simulated device as plugin-nvptx does without the occupancy
   API.  Call with the lock held.  */
void
resolve_acc_dims (const Kernel *k, unsigned *dims)
{
  State &s = state ();
  const Limits &L = s.limits;
  bool unset[DIM_MAX];
  bool any_unset = false;
  for (int i = 0; i < DIM_MAX; i++)
    {
      if (k->dim[i])
	dims[i] = k->dim[i];
      unset[i] = dims[i] == 0;
      any_unset |= unset[i];
    }
  if (any_unset)
    {
      if (!s.acc_default_dims[0])
	{
	  int d[DIM_MAX];
	  for (int i = 0; i < DIM_MAX; i++)
	    d[i] = GOMP_PLUGIN_acc_default_dim (i);
	  int gang = (L.max_threads_per_sm / L.max_threads_per_block)
		     * L.num_sms;
	  int worker = L.max_threads_per_block / L.warp_size;
	  int vector = L.warp_size;
	  if (d[DIM_GANG] < 1)
	    d[DIM_GANG] = gang ? gang : 1024;
	  if (d[DIM_WORKER] < 1 || d[DIM_WORKER] > worker)
	    d[DIM_WORKER] = worker;
	  if (d[DIM_VECTOR] < 1 || d[DIM_VECTOR] != vector)
	    d[DIM_VECTOR] = vector;
	  for (int i = 0; i < DIM_MAX; i++)
	    s.acc_default_dims[i] = d[i];
	  trace ("OpenACC default dims [%d,%d,%d]", d[0], d[1], d[2]);
	}
      for (int i = 0; i < DIM_MAX; i++)
	if (unset[i])
	  dims[i] = s.acc_default_dims[i];
      /* Defaults shrink to fit the kernel's registers, as plugin-nvptx
	 does with the function's CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK
	 (when the occupancy API is missing).  */
      unsigned mtpb = kernel_limits (k).max_threads_per_block;
      unsigned ws = L.warp_size;
      if (unset[DIM_VECTOR] && dims[DIM_VECTOR] > mtpb / ws * ws)
	dims[DIM_VECTOR] = mtpb / ws * ws;
      if (unset[DIM_WORKER] && dims[DIM_WORKER] > mtpb / dims[DIM_VECTOR])
	dims[DIM_WORKER] = mtpb / dims[DIM_VECTOR];
    }
  /* plugin-nvptx's check, against the kernel's own limit: an explicit
     num_workers x vector_length that its registers do not allow is
     refused (GCC 12's message, word for word).  */
  int kmax = kernel_limits (k).max_threads_per_block;
  if ((uint64_t) dims[DIM_WORKER] * dims[DIM_VECTOR] > (uint64_t) kmax)
    GOMP_PLUGIN_fatal ("The Nvidia accelerator has insufficient resources to"
		       " launch '%s' with num_workers = %u and"
		       " vector_length = %u; recompile the program with"
		       " 'num_workers = x and vector_length = y' on that"
		       " offloaded region or '-fopenacc-dim=:x:y' where"
		       " x * y <= %d.\n",
		       k->name.c_str (), dims[DIM_WORKER], dims[DIM_VECTOR],
		       kmax);
  if (dims[DIM_WORKER] > 15 && dims[DIM_VECTOR] > 32)
    GOMP_PLUGIN_fatal ("The Nvidia accelerator has insufficient barrier"
		       " resources to launch '%s' with num_workers = %u and"
		       " vector_length = %u; recompile the program with"
		       " 'num_workers = x' on that offloaded region or"
		       " '-fopenacc-dim=:x:' where x <= 15; or, recompile the"
		       " program with 'vector_length = 32' on that offloaded"
		       " region or '-fopenacc-dim=::32'.\n",
		       k->name.c_str (), dims[DIM_WORKER], dims[DIM_VECTOR]);
}

/* The body of openacc_exec and openacc_async_exec.  */
void
acc_exec (void *fn, size_t mapnum, void **hostaddrs, void **devaddrs,
	  unsigned *dims)
{
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (0);
  if (!dev)
    GOMP_PLUGIN_fatal ("simgpu: OpenACC launch without a device");
  const Kernel *k = kernel_for (fn);

  /* The block of addresses the kernel gets: the device address of each
     mapping, or the host value itself (firstprivate scalars, which libgomp
     leaves with no device address).  */
  void *block = nullptr;
  if (mapnum > 0)
    {
      size_t bytes = mapnum * sizeof (void *);
      block = dev->alloc (bytes);
      if (!block)
	GOMP_PLUGIN_fatal ("simgpu: out of device memory for the argument"
			   " block (%zu bytes)", bytes);
      void **slots = static_cast<void **> (block);
      for (size_t i = 0; i < mapnum; i++)
	slots[i] = devaddrs[i] ? devaddrs[i] : hostaddrs[i];
    }

  resolve_acc_dims (k, dims);
  simgpu::Dims grid, blk;
  grid.x = dims[DIM_GANG];
  blk.x = dims[DIM_VECTOR];
  blk.y = dims[DIM_WORKER];

  std::vector<uint8_t> params (sizeof (uint64_t));
  uint64_t dp = (uintptr_t) block;
  memcpy (params.data (), &dp, sizeof dp);
  launch (dev, k, grid, blk, params, "cuStreamSynchronize");

  if (block)
    dev->free (block);
}

} // anonymous namespace

/* ---- Entry points. ---- */

extern "C" {

const char *
GOMP_OFFLOAD_get_name (void)
{
  return "nvptx";
}

unsigned int
GOMP_OFFLOAD_get_caps (void)
{
  return SIMGPU_CAP_OPENACC_200 | SIMGPU_CAP_OPENMP_400;
}

int
GOMP_OFFLOAD_get_type (void)
{
  return SIMGPU_TARGET_TYPE_NVIDIA_PTX;
}

int
GOMP_OFFLOAD_get_num_devices (void)
{
  return 1;
}

unsigned
GOMP_OFFLOAD_version (void)
{
  return SIMGPU_GOMP_VERSION;
}

bool
GOMP_OFFLOAD_init_device (int n)
{
  State &s = state ();
  Lock lock (s.mutex);
  if (n != 0 || s.device)
    return false;
  s.limits.num_sms = env_int ("SIMGPU_SMS", s.limits.num_sms, 1, 1024);
  int threads = env_int ("SIMGPU_THREADS", 0, 0, 4096);
  try
    {
      s.device = new simgpu::Device (threads);
    }
  catch (const std::exception &e)
    {
      GOMP_PLUGIN_error ("simgpu: cannot create the device: %s", e.what ());
      return false;
    }
  trace ("init_device %d (%d SMs, %d host threads%s)", n, s.limits.num_sms,
	 threads, threads ? "" : " = all cores");
  return true;
}

bool
GOMP_OFFLOAD_fini_device (int n)
{
  State &s = state ();
  Lock lock (s.mutex);
  trace ("fini_device %d", n);
  simgpu_plugin::report_flush ();
  if (n != 0 || !s.device)
    return true;
  if (s.stacks)
    s.device->free (s.stacks);
  s.stacks = nullptr;
  s.stacks_size = 0;
  for (auto &img : s.images)
    s.device->unload (img->program);
  s.images.clear ();
  s.kernels.clear ();
  delete s.device;
  s.device = nullptr;
  return true;
}

int
GOMP_OFFLOAD_load_image (int ord, unsigned version, const void *target_data,
			 struct addr_pair **target_table)
{
  if (SIMGPU_VERSION_DEV (version) > SIMGPU_GOMP_VERSION_NVIDIA_PTX)
    {
      GOMP_PLUGIN_error ("Offload data incompatible with PTX plugin"
			 " (expected %u, received %u)",
			 SIMGPU_GOMP_VERSION_NVIDIA_PTX,
			 SIMGPU_VERSION_DEV (version));
      return -1;
    }
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (ord);
  if (!dev)
    return -1;
  const ImageHeader *hdr = static_cast<const ImageHeader *> (target_data);

  std::vector<std::string> modules;
  modules.reserve (hdr->ptx_num);
  for (unsigned i = 0; i < hdr->ptx_num; i++)
    {
      const ImagePtxObject &o = hdr->ptx_objs[i];
      modules.emplace_back (o.code, strnlen (o.code, o.size));
    }
  trace ("load_image: %u PTX modules, %u variables, %u functions",
	 hdr->ptx_num, hdr->var_num, hdr->fn_num);

  std::unique_ptr<Image> img (new Image);
  img->target_data = target_data;
  try
    {
      img->program = dev->load (modules);
    }
  catch (const std::exception &e)
    {
      GOMP_PLUGIN_error ("simgpu: cannot load the offload image: %s",
			 e.what ());
      return -1;
    }
  if (!img->program)
    {
      GOMP_PLUGIN_error ("simgpu: cannot load the offload image");
      return -1;
    }

  /* Functions, then variables, then the device-number slot.  */
  unsigned count = hdr->fn_num + hdr->var_num + 1;
  addr_pair *table = static_cast<addr_pair *> (
    GOMP_PLUGIN_malloc (sizeof (addr_pair) * count));
  addr_pair *t = table;
  bool ok = true;

  std::vector<std::string> entries = dev->entries (img->program);
  std::set<std::string> entry_set (entries.begin (), entries.end ());
  for (unsigned i = 0; i < hdr->fn_num; i++, t++)
    {
      const ImageFunction &f = hdr->fn_descs[i];
      if (!entry_set.count (f.name))
	{
	  GOMP_PLUGIN_error ("simgpu: kernel '%s' is not an .entry of the"
			     " image", f.name);
	  ok = false;
	}
      std::unique_ptr<Kernel> k (new Kernel);
      k->program = img->program;
      k->image = img.get ();
      k->name = f.name;
      memcpy (k->dim, f.dim, sizeof k->dim);
      t->start = (uintptr_t) k.get ();
      t->end = t->start + 1;
      trace ("  function %s dims [%u,%u,%u]", f.name, f.dim[0], f.dim[1],
	     f.dim[2]);
      img->kernels.push_back (std::move (k));
    }
  for (unsigned i = 0; i < hdr->var_num; i++, t++)
    {
      void *addr = nullptr;
      size_t size = 0;
      if (!dev->variable (img->program, hdr->var_names[i], &addr, &size))
	{
	  GOMP_PLUGIN_error ("simgpu: variable '%s' is not in the image",
			     hdr->var_names[i]);
	  ok = false;
	}
      t->start = (uintptr_t) addr;
      t->end = t->start + size;
      trace ("  variable %s at %p, %zu bytes", hdr->var_names[i], addr, size);
    }
  {
    void *addr = nullptr;
    size_t size = 0;
    if (dev->variable (img->program, "__gomp_device_num", &addr, &size))
      {
	t->start = (uintptr_t) addr;
	t->end = t->start + size;
	trace ("  __gomp_device_num at %p, %zu bytes", addr, size);
      }
    else
      t->start = t->end = 0;
    t++;
  }
  {
    /* What plugin-nvptx does beyond the table: tell the device's clock()
       how long a %clock64 tick is.  */
    void *addr = nullptr;
    size_t size = 0;
    if (dev->variable (img->program, "__nvptx_clocktick", &addr, &size)
	&& size == sizeof (double))
      {
	double tick = 1e-3 / s.limits.clock_khz;
	memcpy (addr, &tick, sizeof tick);
      }
  }
  if (!ok)
    {
      free (table);
      dev->unload (img->program);
      return -1;
    }
  for (auto &k : img->kernels)
    s.kernels.insert (k.get ());
  s.images.push_back (std::move (img));
  *target_table = table;
  return (int) count;
}

bool
GOMP_OFFLOAD_unload_image (int ord, unsigned version, const void *target_data)
{
  if (SIMGPU_VERSION_DEV (version) > SIMGPU_GOMP_VERSION_NVIDIA_PTX)
    {
      GOMP_PLUGIN_error ("Offload data incompatible with PTX plugin"
			 " (expected %u, received %u)",
			 SIMGPU_GOMP_VERSION_NVIDIA_PTX,
			 SIMGPU_VERSION_DEV (version));
      return false;
    }
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (ord);
  if (!dev)
    return false;
  for (auto it = s.images.begin (); it != s.images.end (); ++it)
    if ((*it)->target_data == target_data)
      {
	for (auto &k : (*it)->kernels)
	  s.kernels.erase (k.get ());
	dev->unload ((*it)->program);
	s.images.erase (it);
	break;
      }
  return true;
}

void *
GOMP_OFFLOAD_alloc (int ord, size_t size)
{
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (ord);
  if (!dev)
    return nullptr;
  /* A zero-sized request still gets an address of its own.  */
  if (size == 0)
    size = 1;
  void *p = dev->alloc (size);
  if (!p && s.stacks)
    {
      /* As plugin-nvptx does: give back the OpenMP stacks and retry.  */
      dev->free (s.stacks);
      s.stacks = nullptr;
      s.stacks_size = 0;
      p = dev->alloc (size);
    }
  if (!p)
    GOMP_PLUGIN_error ("simgpu: out of device memory (%zu bytes)", size);
  return p;
}

bool
GOMP_OFFLOAD_free (int ord, void *ptr)
{
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (ord);
  if (!dev)
    return false;
  if (ptr)
    dev->free (ptr);
  return true;
}

bool
GOMP_OFFLOAD_host2dev (int ord, void *dst, const void *src, size_t n)
{
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (ord);
  if (!dev || !check_copy (dev, src, dst, n, "host2dev"))
    return false;
  if (n)
    memmove (dst, src, n);
  return true;
}

bool
GOMP_OFFLOAD_dev2host (int ord, void *dst, const void *src, size_t n)
{
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (ord);
  if (!dev || !check_copy (dev, dst, src, n, "dev2host"))
    return false;
  if (n)
    memmove (dst, src, n);
  return true;
}

bool
GOMP_OFFLOAD_dev2dev (int ord, void *dst, const void *src, size_t n)
{
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (ord);
  if (!dev)
    return false;
  if (n == 0)
    return true;
  if (!dst || !src || !dev->valid (dst, n) || !dev->valid (src, n))
    {
      GOMP_PLUGIN_error ("simgpu: dev2dev: invalid device range"
			 " ([%p, +%zu) to [%p, +%zu))", src, n, dst, n);
      return false;
    }
  memmove (dst, src, n);
  return true;
}

void
GOMP_OFFLOAD_run (int ord, void *tgt_fn, void *tgt_vars, void **args)
{
  State &s = state ();
  Lock lock (s.mutex);
  simgpu::Device *dev = device_for (ord);
  if (!dev)
    GOMP_PLUGIN_fatal ("simgpu: OpenMP target region without a device");
  const Kernel *k = kernel_for (tgt_fn);
  const Limits &L = s.limits;

  if (!args)
    GOMP_PLUGIN_fatal ("No target arguments provided");
  int teams = 0, threads = 0;
  while (*args)
    {
      intptr_t id = (intptr_t) *args++, val;
      if (id & TARGET_ARG_SUBSEQUENT_PARAM)
	val = (intptr_t) *args++;
      else
	val = id >> TARGET_ARG_VALUE_SHIFT;
      if ((id & TARGET_ARG_DEVICE_MASK) != TARGET_ARG_DEVICE_ALL)
	continue;
      if (val > INT_MAX)
	val = INT_MAX;
      id &= TARGET_ARG_ID_MASK;
      if (id == TARGET_ARG_NUM_TEAMS)
	teams = (int) val;
      else if (id == TARGET_ARG_THREAD_LIMIT)
	threads = (int) val;
    }

  /* Launch bounds as plugin-nvptx chooses them: at most 32 warps, 8 by
     default; teams bounded by the register file of the simulated SMs
     (with the assumed registers per thread: 4 teams of 8 warps per SM).  */
  /* The assumed registers, not ptxas's (kernel_limits): an OpenMP image
     carries libgomp as some 24 more PTX modules, and assembling them took
     8 s per run on the development VM, against 0.2 s for the run itself;
     with at most 8 warps by default the per-kernel limit would rarely
     matter.  */
  int max_warps = L.max_threads_per_block / 32;
  if (max_warps > 32)
    max_warps = 32;
  if (threads <= 0)
    threads = 8;
  if (threads > max_warps)
    threads = max_warps;
  int max_blocks
    = L.regs_per_sm / (L.regs_per_thread * 32 * threads) * L.num_sms;
  if (max_blocks < 1)
    max_blocks = 1;
  if (teams <= 0 || teams > max_blocks)
    teams = max_blocks;

  /* One soft stack per warp (-msoft-stack), 128 KiB each as plugin-nvptx.  */
  const size_t stack_size = 128 * 1024;
  size_t need = stack_size * (size_t) teams * (size_t) threads;
  if (s.stacks_size < need)
    {
      if (s.stacks)
	dev->free (s.stacks);
      s.stacks = dev->alloc (need);
      s.stacks_size = s.stacks ? need : 0;
      if (!s.stacks)
	GOMP_PLUGIN_fatal ("simgpu: cannot allocate %zu bytes of OpenMP"
			   " stacks", need);
    }

  uint64_t p[3] = { (uintptr_t) tgt_vars, (uintptr_t) s.stacks,
		    (uint64_t) stack_size };
  std::vector<uint8_t> params (sizeof p);
  memcpy (params.data (), p, sizeof p);
  simgpu::Dims grid, block;
  grid.x = teams;
  block.x = 32;
  block.y = threads;
  launch (dev, k, grid, block, params, "cuCtxSynchronize");
}

/* ---- OpenACC. ---- */

void
GOMP_OFFLOAD_openacc_exec (void (*fn) (void *), size_t mapnum,
			   void **hostaddrs, void **devaddrs, unsigned *dims,
			   void *targ_mem_desc)
{
  (void) targ_mem_desc;
  acc_exec ((void *) fn, mapnum, hostaddrs, devaddrs, dims);
}

void
GOMP_OFFLOAD_openacc_async_exec (void (*fn) (void *), size_t mapnum,
				 void **hostaddrs, void **devaddrs,
				 unsigned *dims, void *targ_mem_desc,
				 struct goacc_asyncqueue *aq)
{
  (void) targ_mem_desc;
  (void) aq;
  acc_exec ((void *) fn, mapnum, hostaddrs, devaddrs, dims);
}

void *
GOMP_OFFLOAD_openacc_create_thread_data (int ord)
{
  /* Nothing per host thread; libgomp only needs a non-null token.  */
  int *token = static_cast<int *> (GOMP_PLUGIN_malloc (sizeof (int)));
  *token = ord;
  return token;
}

void
GOMP_OFFLOAD_openacc_destroy_thread_data (void *data)
{
  free (data);
}

struct goacc_asyncqueue *
GOMP_OFFLOAD_openacc_async_construct (int device)
{
  goacc_asyncqueue *aq = static_cast<goacc_asyncqueue *> (
    GOMP_PLUGIN_malloc (sizeof (goacc_asyncqueue)));
  aq->device = device;
  return aq;
}

bool
GOMP_OFFLOAD_openacc_async_destruct (struct goacc_asyncqueue *aq)
{
  free (aq);
  return true;
}

int
GOMP_OFFLOAD_openacc_async_test (struct goacc_asyncqueue *)
{
  return 1; /* Everything queued has completed.  */
}

bool
GOMP_OFFLOAD_openacc_async_synchronize (struct goacc_asyncqueue *)
{
  return true;
}

bool
GOMP_OFFLOAD_openacc_async_serialize (struct goacc_asyncqueue *,
				      struct goacc_asyncqueue *)
{
  return true;
}

void
GOMP_OFFLOAD_openacc_async_queue_callback (struct goacc_asyncqueue *,
					   void (*callback_fn) (void *),
					   void *userptr)
{
  /* The queue's earlier work is complete, so the callback is due now.
     The lock is not held: callbacks call back into the plugin (free).  */
  callback_fn (userptr);
}

bool
GOMP_OFFLOAD_openacc_async_host2dev (int ord, void *dst, const void *src,
				     size_t n, struct goacc_asyncqueue *)
{
  return GOMP_OFFLOAD_host2dev (ord, dst, src, n);
}

bool
GOMP_OFFLOAD_openacc_async_dev2host (int ord, void *dst, const void *src,
				     size_t n, struct goacc_asyncqueue *)
{
  return GOMP_OFFLOAD_dev2host (ord, dst, src, n);
}

union goacc_property_value
GOMP_OFFLOAD_openacc_get_property (int n, enum goacc_property prop)
{
  union goacc_property_value v;
  v.val = 0;
  if (n != 0)
    return v;
  long pages = sysconf (_SC_PHYS_PAGES);
  long page = sysconf (_SC_PAGESIZE);
  switch (prop)
    {
    case GOACC_PROPERTY_MEMORY:
      v.val = pages > 0 && page > 0 ? (size_t) pages * (size_t) page : 0;
      break;
    case GOACC_PROPERTY_FREE_MEMORY:
      {
	/* The simulated device's memory is the host's physical memory, and
	   what is free of it is what the program has not allocated on the
	   device.  The host's own free-page count would not do: it moves
	   with other processes, and it does not drop when device memory is
	   allocated (its pages are touched lazily), which acc_malloc's
	   users check.  */
	size_t host = pages > 0 && page > 0 ? (size_t) pages * (size_t) page : 0;
	State &s = state ();
	Lock lock (s.mutex);
	size_t used = s.device ? s.device->allocated () : 0;
	v.val = host > used ? host - used : 0;
      }
      break;
    case GOACC_PROPERTY_NAME:
      v.ptr = "simgpu (simulated NVIDIA GPU)";
      break;
    case GOACC_PROPERTY_VENDOR:
      v.ptr = "Nvidia";
      break;
    case GOACC_PROPERTY_DRIVER:
      v.ptr = "simgpu";
      break;
    default:
      break;
    }
  return v;
}

} // extern "C"
