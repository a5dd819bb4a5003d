/* plugin/runtime/divcheck.c -- the runtime of -fplugin-arg-qprop-div-check.

   The contract (what the plugin calls, the model, the messages, the
   environment variables) is in divcheck.h.  Built by mk/divcheck.mk into
   build/host/qprop-divcheck.o with "gcc -O2 -fPIC -Wall -Wextra -c"; needs
   nothing but libc (glibc >= 2.34 has the pthread functions in libc itself).

   Implementation notes.

   Per-thread state.  Each thread has one struct thread_state, allocated with
   calloc at the thread's first check call (never in the hot path after that)
   and found through a __thread pointer.  It is not a __thread array itself
   because static TLS is carved out of every thread's stack: a 1 MiB table
   would make pthread_create fail under a small OMP_STACKSIZE.  If calloc
   fails the thread falls back to a small __thread table (fewer checks, never
   a false alarm).  A pthread key destructor folds the thread's counters into
   the global totals and frees the state when the thread exits.

   The table.  TABLE_SIZE direct-mapped entries keyed by the full key (loc
   pointer, site, kind, epoch, chunk, ctx); the entry keeps the first
   observation (iteration k0 and the direction or value).  A lookup that
   finds another key in its slot overwrites it: the older record is lost,
   which can only hide a violation, never invent one.

   Counters.  Each thread counts its branch checks, value checks and lane
   comparisons in its own state (single writer, relaxed atomic stores, so no
   shared cache line in the hot path).  Live states are on a global list
   (under a mutex, touched only at thread start and exit); exited threads
   add their counts to global retired totals.  The exit report (destructor,
   when QPROP_DIVCHECK_VERBOSE is set, non-empty and not "0") sums the
   retired totals and every live state, so it covers all threads, including
   OpenMP pool threads still alive at exit.  A violation aborts at once, so
   the report always says 0 violations.  */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "divcheck.h"

#define TABLE_SIZE 16384u	/* entries per thread; a power of two */
#define FALLBACK_SIZE 64u	/* entries when calloc fails; a power of two */
#define MAX_WIDTH 4096
#define DEFAULT_WIDTH 32

enum kind { KIND_EMPTY = 0, KIND_BRANCH = 1, KIND_VALUE = 2 };

struct entry
{
  const char *loc;
  unsigned long epoch;
  unsigned long chunk;
  unsigned long ctx;
  unsigned long k0;		/* iteration of the first observation */
  unsigned long data;		/* its direction (0/1) or value */
  unsigned site;
  unsigned kind;		/* enum kind */
};

struct counts
{
  unsigned long branches;
  unsigned long values;
  unsigned long comparisons;
};

struct thread_state
{
  struct counts counts;		/* written by the owner only */
  struct thread_state *next, *prev;	/* the live list, under list_lock */
  unsigned mask;		/* table size - 1 */
  int heap;			/* allocated with calloc (else the fallback) */
  struct entry *table;
};

/* The chunk width W; 0 until read.  */
static int width;

static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static struct thread_state *live;	/* under list_lock */
static struct counts retired;		/* under list_lock */

static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static pthread_key_t state_key;
static int key_ok;

static __thread struct thread_state *self;
static __thread unsigned long epoch_counter;
static __thread struct thread_state fallback_state;
static __thread struct entry fallback_table[FALLBACK_SIZE];

/* W from QPROP_DIVCHECK_WIDTH, or the default; aborts on a bad value.  */

static int
read_width (void)
{
  const char *s = getenv ("QPROP_DIVCHECK_WIDTH");
  if (!s)
    return DEFAULT_WIDTH;
  long w = 0;
  const char *p = s;
  for (; *p >= '0' && *p <= '9'; p++)
    {
      w = w * 10 + (*p - '0');
      if (w > MAX_WIDTH)
	break;
    }
  if (p == s || *p != '\0' || w < 1 || w > MAX_WIDTH)
    {
      fprintf (stderr, "qprop div-check: QPROP_DIVCHECK_WIDTH='%s' is not a "
	       "lane count (1..%d)\n", s, MAX_WIDTH);
      fflush (stderr);
      abort ();
    }
  return (int) w;
}

static inline unsigned long
get_width (void)
{
  int w = __atomic_load_n (&width, __ATOMIC_RELAXED);
  if (__builtin_expect (w == 0, 0))
    {
      /* Racing threads compute the same value.  */
      w = read_width ();
      __atomic_store_n (&width, w, __ATOMIC_RELAXED);
    }
  return (unsigned long) w;
}

/* Thread start and exit.  */

static void
add_counts (struct counts *to, const struct counts *from)
{
  to->branches += __atomic_load_n (&from->branches, __ATOMIC_RELAXED);
  to->values += __atomic_load_n (&from->values, __ATOMIC_RELAXED);
  to->comparisons += __atomic_load_n (&from->comparisons, __ATOMIC_RELAXED);
}

static void
thread_exit (void *arg)
{
  struct thread_state *st = arg;
  pthread_mutex_lock (&list_lock);
  add_counts (&retired, &st->counts);
  if (st->prev)
    st->prev->next = st->next;
  else
    live = st->next;
  if (st->next)
    st->next->prev = st->prev;
  pthread_mutex_unlock (&list_lock);
  if (st->heap)
    free (st);
  self = NULL;
}

static void
make_key (void)
{
  key_ok = pthread_key_create (&state_key, thread_exit) == 0;
}

static struct thread_state * __attribute__ ((noinline))
thread_start (void)
{
  struct thread_state *st
    = calloc (1, sizeof (struct thread_state)
		 + TABLE_SIZE * sizeof (struct entry));
  if (st)
    {
      st->heap = 1;
      st->mask = TABLE_SIZE - 1;
      st->table = (struct entry *) (st + 1);
    }
  else
    {
      st = &fallback_state;
      st->mask = FALLBACK_SIZE - 1;
      st->table = fallback_table;
    }
  pthread_once (&key_once, make_key);
  pthread_mutex_lock (&list_lock);
  st->prev = NULL;
  st->next = live;
  if (live)
    live->prev = st;
  live = st;
  pthread_mutex_unlock (&list_lock);
  if (key_ok)
    pthread_setspecific (state_key, st);
  self = st;
  return st;
}

static inline struct thread_state *
get_state (void)
{
  struct thread_state *st = self;
  if (__builtin_expect (st == NULL, 0))
    st = thread_start ();
  return st;
}

static inline void
bump (unsigned long *counter)
{
  /* Single writer: a relaxed load and store, no locked instruction.  */
  __atomic_store_n (counter, __atomic_load_n (counter, __ATOMIC_RELAXED) + 1,
		    __ATOMIC_RELAXED);
}

/* The exit report.  */

static void __attribute__ ((destructor))
report (void)
{
  const char *v = getenv ("QPROP_DIVCHECK_VERBOSE");
  if (!v || !*v || strcmp (v, "0") == 0)
    return;
  struct counts total = { 0, 0, 0 };
  pthread_mutex_lock (&list_lock);
  add_counts (&total, &retired);
  for (struct thread_state *st = live; st; st = st->next)
    add_counts (&total, &st->counts);
  pthread_mutex_unlock (&list_lock);
  fprintf (stderr, "qprop div-check: %lu branch checks, %lu value checks, "
	   "%lu lane comparisons, 0 violations\n",
	   total.branches, total.values, total.comparisons);
  fflush (stderr);
}

/* The table.  */

static inline unsigned long
mix (unsigned long h)
{
  /* The splitmix64 finalizer.  */
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ul;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebul;
  h ^= h >> 31;
  return h;
}

/* The entry for the key; *FOUND says whether it already held that key (else
   it has been reset to the key, with K0 and DATA to be filled in).  */

static inline struct entry *
lookup (struct thread_state *st, const char *loc, unsigned site,
	unsigned kind, unsigned long epoch, unsigned long chunk,
	unsigned long ctx, int *found)
{
  /* Odd multipliers spread the fields; one finalizer mixes the sum.  */
  unsigned long h = (unsigned long) (__UINTPTR_TYPE__) loc
		    + ((unsigned long) site << 2 | kind) * 0x9e3779b97f4a7c15ul
		    + epoch * 0xc2b2ae3d27d4eb4ful
		    + chunk * 0x165667b19e3779f9ul
		    + ctx * 0xd6e8feb86659fd93ul;
  h = mix (h);
  struct entry *e = &st->table[h & st->mask];
  if (e->kind == kind && e->loc == loc && e->site == site
      && e->epoch == epoch && e->chunk == chunk && e->ctx == ctx)
    {
      *found = 1;
      return e;
    }
  e->loc = loc;
  e->site = site;
  e->kind = kind;
  e->epoch = epoch;
  e->chunk = chunk;
  e->ctx = ctx;
  *found = 0;
  return e;
}

/* The entry of the first lane of ITER's chunk (of width W) at the site,
   for lane ITER to be compared with; NULL when there is nothing to
   compare: ITER is the first lane to get there (its DATA is recorded) or
   the same lane again.  */

static inline struct entry *
first_lane (struct thread_state *st, const char *loc, unsigned site,
	    unsigned kind, unsigned long epoch, unsigned long iter,
	    unsigned long w, unsigned long ctx, unsigned long data)
{
  int found;
  struct entry *e = lookup (st, loc, site, kind, epoch, iter / w, ctx,
			    &found);
  if (!found)
    {
      e->k0 = iter;
      e->data = data;
      return NULL;
    }
  if (e->k0 == iter)
    return NULL;
  bump (&st->counts.comparisons);
  return e;
}

/* The ABI.  */

unsigned long
__qprop_divcheck_enter (void)
{
  get_width ();
  unsigned long e = ++epoch_counter;
  if (__builtin_expect (e == 0, 0))
    e = ++epoch_counter;
  return e;
}

void
__qprop_divcheck_branch (const char *loc, unsigned site, unsigned long epoch,
			 unsigned long iter, unsigned long ctx, int taken)
{
  unsigned long w = get_width ();
  struct thread_state *st = get_state ();
  unsigned long dir = taken != 0;
  bump (&st->counts.branches);
  struct entry *e = first_lane (st, loc, site, KIND_BRANCH, epoch, iter, w,
				ctx, dir);
  if (!e)
    return;
  if (__builtin_expect (e->data == dir, 1))
    return;
  fprintf (stderr, "qprop div-check: %s: branch analysed as uniform "
	   "diverges: lane %lu went %s and lane %lu went %s (iterations %lu "
	   "and %lu, chunk width %lu)\n",
	   loc, e->k0 % w, e->data ? "taken" : "not taken",
	   iter % w, dir ? "taken" : "not taken", e->k0, iter, w);
  fflush (stderr);
  abort ();
}

void
__qprop_divcheck_value (const char *loc, unsigned site, unsigned long epoch,
			unsigned long iter, unsigned long ctx, long value,
			long coef, int prec)
{
  unsigned long w = get_width ();
  struct thread_state *st = get_state ();
  bump (&st->counts.values);
  struct entry *e = first_lane (st, loc, site, KIND_VALUE, epoch, iter, w,
				ctx, (unsigned long) value);
  if (!e)
    return;
  unsigned long mask = (prec >= 1 && prec < 64) ? (1ul << prec) - 1 : ~0ul;
  unsigned long diff = (unsigned long) value - e->data;
  unsigned long want = (unsigned long) coef * (iter - e->k0);
  if (__builtin_expect (((diff ^ want) & mask) == 0, 1))
    return;
  char form[32];
  if (coef == 0)
    strcpy (form, "uniform");
  else
    snprintf (form, sizeof form, "%ld*T + a", coef);
  fprintf (stderr, "qprop div-check: %s: value analysed as %s breaks its "
	   "form: lane %lu has %ld, lane %lu has %ld (iterations %lu and %lu, "
	   "chunk width %lu)\n",
	   loc, form, e->k0 % w, (long) e->data, iter % w, value, e->k0, iter,
	   w);
  fflush (stderr);
  abort ();
}
