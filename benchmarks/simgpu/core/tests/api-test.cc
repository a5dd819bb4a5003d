/* API test of simgpu::Device, used the way the plugin uses it.
   Build: make simgpu-api-test (all sources of core/ plus this file).
   Run:   build/simgpu/api-test (prints "api-test: N passed, M failed").  */

#include "simgpu.h"

#include <cstdio>
#include <cstring>

static int passed, failed;
#define CHECK(c)                                                        \
  do {                                                                  \
    if (c) passed++;                                                    \
    else { failed++; printf ("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); } \
  } while (0)

static const char *kernel = R"(.version 7.0
.target sm_80
.address_size 64
.file 1 "k.c"
.extern .global .align 4 .u32 counter[1];
.extern .func (.param .u32 %value_out) twice (.param .u32 %in_ar0);
.visible .entry k (.param .u64 %in_ar0)
{
.reg .u64 %r<8>;
.reg .u32 %u<8>;
.reg .pred %p<2>;
ld.param.u64 %r1,[%in_ar0];
ld.u64 %r2,[%r1];
ld.u64 %r3,[%r1+8];
.loc 1 10 1
mov.u32 %u1,%tid.x;
mov.u32 %u2,%ctaid.x;
mov.u32 %u3,%ntid.x;
mad.lo.u32 %u4,%u2,%u3,%u1;
{
.param .u32 %value_in;
.param .u32 %out_arg1;
st.param.u32 [%out_arg1],%u4;
call (%value_in),twice,(%out_arg1);
ld.param.u32 %u5,[%value_in];
}
.loc 1 11 1
cvt.u64.u32 %r4,%u4;
shl.b64 %r4,%r4,2;
add.u64 %r5,%r2,%r4;
setp.lt.u64 %p1,%r4,%r3;
@%p1 st.u32 [%r5],%u5;
atom.global.add.u32 %u6,[counter],1;
ret;
}
)";

static const char *lib = R"(.version 6.0
.target sm_30
.address_size 64
.visible .global .align 4 .u32 counter[1];
.visible .func (.param .u32 %value_out) twice (.param .u32 %in_ar0)
{
.reg .u32 %a;
.reg .u32 %v;
ld.param.u32 %a,[%in_ar0];
add.u32 %v,%a,%a;
st.param.u32 [%value_out],%v;
ret;
}
)";

int
main ()
{
  simgpu::Device dev (2);
  simgpu::Program *p = dev.load ({kernel, lib});
  CHECK (p != nullptr);
  auto ents = dev.entries (p);
  CHECK (ents.size () == 1 && ents[0] == "k");
  void *cnt;
  size_t cnt_size;
  CHECK (dev.variable (p, "counter", &cnt, &cnt_size) && cnt_size == 4);
  CHECK (dev.valid (cnt, 4));
  const unsigned n = 256;
  unsigned *out = (unsigned *) dev.alloc (n * 4);
  CHECK (dev.valid (out, n * 4) && !dev.valid (out, n * 4 + 1));
  uint64_t *blk = (uint64_t *) dev.alloc (16);
  blk[0] = (uint64_t) (uintptr_t) out;
  blk[1] = n * 4;
  std::vector<uint8_t> params (8);
  uint64_t a = (uint64_t) (uintptr_t) blk;
  memcpy (params.data (), &a, 8);
  simgpu::Dims grid, block;
  grid.x = 4;
  block.x = 64;
  simgpu::LaunchStats st;
  simgpu::Fault f;
  for (int rep = 0; rep < 2; rep++)
    {
      memset (out, 0, n * 4);
      bool ok = dev.launch (p, "k", grid, block, params, &st, &f);
      CHECK (ok);
      bool good = true;
      for (unsigned i = 0; i < n; i++)
	good &= out[i] == 2 * i;
      CHECK (good);
      CHECK (*(unsigned *) cnt == (rep + 1) * n);
      CHECK (st.kernel == "k" && st.total.warp_insts > 0);
      CHECK (st.per_line.count ("k.c:11") == 1);
      CHECK (!st.per_instruction.empty ());
      CHECK (st.total.thread_insts == 32 * st.total.warp_insts);
    }
  /* Out of bounds: a smaller block size than the grid covers.  */
  blk[1] = n * 8;
  grid.x = 8;
  CHECK (!dev.launch (p, "k", grid, block, params, &st, &f));
  CHECK (f.kind == "out-of-bounds");
  CHECK (f.message.find ("k.c:11") != std::string::npos);
  CHECK (f.message.find ("st.u32") != std::string::npos);
  /* Unsupported opcode: load-time error naming it, the module, the line.  */
  std::string bad = kernel;
  bad.replace (bad.find ("shl.b64"), 7, "foo.b64");
  try
    {
      dev.load ({bad, lib});
      CHECK (false);
    }
  catch (const simgpu::Error &e)
    {
      std::string m = e.what ();
      CHECK (m.find ("foo.b64") != std::string::npos
	     && m.find ("module 0") != std::string::npos
	     && m.find ("line 29") != std::string::npos);
    }
  /* Unresolved variable: a load-time error.  */
  try
    {
      dev.load ({kernel});
      CHECK (false);
    }
  catch (const simgpu::Error &e)
    {
      CHECK (std::string (e.what ()).find ("counter") != std::string::npos);
    }
  /* Unresolved function: a fault when called, not at load.  */
  std::string nocnt = kernel;
  nocnt.replace (nocnt.find ("atom.global.add.u32 %u6,[counter],1;"), 36, "");
  simgpu::Program *p2 = dev.load ({nocnt});
  grid.x = 1;
  CHECK (!dev.launch (p2, "k", grid, block, params, &st, &f));
  CHECK (f.kind == "unsupported" && f.message.find ("unresolved") != std::string::npos);
  dev.unload (p2);
  dev.free (out);
  dev.free (blk);
  CHECK (!dev.valid (out, 4));
  dev.unload (p);
  printf ("api-test: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
