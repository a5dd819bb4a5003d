/* simgpu core: a model of what CUDA's ptxas does to GCC's branches, on
   unless SIMGPU_IFCONV=0 (simgpu-run --ipdom).  Off, every PTX branch is a
   branch of the simulated warp and a divergent one reconverges at its
   immediate post-dominator (IPDOM).  The hardware runs ptxas's SASS, which
   differs in these ways (docs/sass.md has the evidence, from
   benchmarks/offload/sass-micro.py and the benchmarks' SASS, CUDA 11.8
   ptxas, sm_80):

   1. If-conversion.  An arm of at most ARM_MAX PTX instructions (its
      closing jump included) that is entered only from its branch becomes
      predicated code: the warp runs it with every active lane, each lane
      under the branch's predicate, whichever way the lanes go, and the
      branch is gone.  Shapes (A: the block ending in "@p bra T"):
	 if-then       A; F (falls or jumps into T)      F under !p
	 if-then, taken side
		       A; T-arm jumps back to A's successor   T-arm under p
	 diamond       A; F ends "bra J"; T-arm ends at J     both arms
	 diamond, F falling into J
		       A; F falls into J; T-arm jumps to J    both arms
	 exit arm      A; F ends "bra X", X not T        F under !p, and its
		       closing jump becomes "@!p bra X" whose other lanes go
		       to T (Inst::ftarget): the a&&b shape, where F is the
		       then block and T the else block.
      An arm is straight-line code with no calls, barriers, shuffles,
      votes, atomics or predicated instructions, that does not mention p.
      Nested arms: an inner arm is converted, its outer one then holds a
      predicated instruction and stays a branch, as ptxas does.

   2. Reconvergence at an else block.  In
	 if (a && b[i] > t) then; else else-block;
      GCC emits two branches to the else block; IPDOM reconvergence runs
      it twice per warp (for !a lanes, then for a && !b lanes).  ptxas
      opens a convergence barrier at the else block when it holds at least
      ELSE_MIN instructions (BSSY at the first branch, BSYNC at the else
      block, BREAK on the path into the then block), so the warp runs it
      once.  The model: a divergent branch A whose one successor E (the
      else block) is also reached from its other successor S before A's
      IPDOM J gets Inst::early = E.  At run time the lanes going to S run
      first in an entry that reconverges at E (their survivors join the
      else lanes there) and leaves at J (lanes that reach J drop out: they
      already wait in the entry at J); then the else block runs once for
      both groups.

   Worked example (shortcircuit, GCC's PTX, labels shortened):
	 L3:  @%r108 bra L5;  bra L6;          // x < SLAB ?
	 L5:  ld ...; setp %r123; @%r123 bra L6;   // dens > s ?
	      collide (6 insts); bra L11;
	 L6:  fly (about 25 insts) ... L11: ...
   Step 1 makes L5's tail "@!%r123 collide; @!%r123 bra L11 (else L6)".
   Step 2 gives "@%r108 bra L5" early = L6: lanes in the slab run L5,
   those that collided leave for L11, the others join the lanes outside
   the slab at L6, and fly runs once per warp, as in ptxas's SASS.

   3. Layout.  "@p bra T; bra F;" where T or F has no other way in:
      ptxas places that block after the branch and the jump is gone.

   4. Convergence barriers.  ptxas brackets a branch that stays a branch
      with BSSY (before it) and BSYNC (where its lanes meet again), and an
      early-reconvergence branch of step 2 with a second pair and a BREAK:
      the model counts them with the branch (Inst::extra, 2 or 5).  Not for
      a branch whose lanes meet only at the ret (a predicated EXIT in SASS),
      the branches inside an early branch's region or an exit arm's jump
      (they leave through the enclosing barrier), or a loop's back edge or
      exit (ptxas's barrier, if any, runs once per loop).
   Without 3 and 4 the model overshot shortcircuit (qprop / plain 1.077,
   the H200 0.958): plain GCC's SASS of its loop body issues 44
   instructions a trip, 5 of them BSSY/BSYNC/BREAK, qprop's 43 with 2; the
   model, counting PTX, had 40 and 42 (docs/sass.md, "Barriers").

   Counting: the warp instructions of a converted arm are counted once
   whether or not any lane wants them; a removed branch (Inst::nocount)
   still runs but is not counted.  Each lane's path and results are those
   of the unchanged program: predication and the regrouping of step 2
   only change which lanes run together.  */

#include "internal.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

namespace simgpu {

namespace {

/* ptxas's limits as measured (docs/sass.md): an arm of up to 8 PTX
   instructions with its closing jump is predicated; an else block of 12
   or more gets its own convergence barrier, one of 10 does not.  */
const int ARM_MAX = 8;
const int ELSE_MIN = 12;

bool
mentions (const Inst &in, int reg)
{
  for (int k = 0; k < in.nops && k < 5; k++)
    {
      const Opd &o = in.o[k];
      if (o.k == K_REG && o.r == reg)
	return true;
      if (o.k == K_VEC)
	for (int j = 0; j < 4 && j < o.r; j++)
	  if (o.vr[j] == reg)
	    return true;
    }
  return false;
}

/* An instruction that can run under a predicate in the model.  */
bool
plain (const Inst &in, int p)
{
  switch (in.op)
    {
    case O_BRA: case O_CALL: case O_RET: case O_EXIT: case O_TRAP:
    case O_BAR: case O_BARARRIVE: case O_WARPSYNC: case O_MEMBAR:
    case O_SHFL: case O_VOTE: case O_ATOM:
      return false;
    default:
      break;
    }
  return in.pred < 0 && !in.nocount && !mentions (in, p);
}

/* Where control can go after IN, the instruction at I: up to two
   indices in OUT; returns how many.  An unpredicated ret, exit or trap
   leads nowhere.  */
int
successors (const Inst &in, int i, int out[2])
{
  if (in.op == O_BRA)
    {
      out[0] = in.target;
      if (in.pred < 0)
	return 1;
      out[1] = in.ftarget >= 0 ? in.ftarget : i + 1;
      return 2;
    }
  if ((in.op == O_RET || in.op == O_EXIT || in.op == O_TRAP) && in.pred < 0)
    return 0;
  out[0] = i + 1;
  return 1;
}

struct Cfg
{
  Func &f;
  int n;
  std::vector<int> npred;	/* Branches and fall-throughs into each.  */

  explicit Cfg (Func &fn) : f (fn), n ((int) fn.insts.size ()), npred (n + 1, 0)
  {
    for (int i = 0; i < n; i++)
      {
	int succ[2];
	for (int k = successors (f.insts[i], i, succ); k-- > 0;)
	  if (succ[k] >= 0 && succ[k] <= n)
	    npred[succ[k]]++;
      }
  }

  /* Where I leads once unconditional jumps are followed.  */
  int resolve (int i) const
  {
    for (int k = 0; k < 8 && i < n; k++)
      {
	const Inst &in = f.insts[i];
	if (in.op != O_BRA || in.pred >= 0)
	  break;
	i = in.target;
      }
    return i;
  }

  /* The arm starting at S, entered only from its branch: plain
     instructions up to a branch target (the arm falls into it: *exit =
     that index, *jump = -1) or an unconditional jump (*jump = its index,
     *exit = its target).  Returns its length with the jump, or -1.  */
  int arm (int s, int p, int *exit, int *jump) const
  {
    if (s >= n || npred[s] != 1)
      return -1;
    for (int i = s; i < n && i - s <= ARM_MAX; i++)
      {
	const Inst &in = f.insts[i];
	if (i > s && npred[i] != 1)
	  {
	    *exit = i;
	    *jump = -1;
	    return i - s;
	  }
	if (in.op == O_BRA && in.pred < 0 && !in.nocount)
	  {
	    *exit = in.target;
	    *jump = i;
	    return i - s + 1;
	  }
	if (!plain (in, p))
	  return -1;
	/* A fall-through arm must end where a block starts.  */
      }
    return -1;
  }

  /* Whether every path from the entry to TO passes D.  */
  bool dominates (int d, int to) const
  {
    if (d == to || d == 0)
      return true;
    std::vector<char> seen (n + 1, 0);
    seen[d] = 1;
    std::vector<int> work{0};
    while (!work.empty ())
      {
	int i = work.back ();
	work.pop_back ();
	if (i == to)
	  return false;
	if (i >= n || seen[i])
	  continue;
	seen[i] = 1;
	int succ[2];
	for (int k = successors (f.insts[i], i, succ); k-- > 0;)
	  work.push_back (succ[k]);
      }
    return true;
  }

  void predicate (int from, int to, int p, bool neg)
  {
    for (int i = from; i < to; i++)
      {
	f.insts[i].pred = p;
	f.insts[i].pred_neg = neg;
      }
  }
};

} // namespace

/* SIMGPU_IFCONV: 0 off (IPDOM only, simgpu-run --ipdom), unset or 1 on,
   2 on and each decision on stderr ("ifconv: FUNC: SHAPE at INDEX").  On
   by default since it is nearer the H200 (docs/sass.md).  */
static int
ifconv_level ()
{
  static int on = -1;
  if (on < 0)
    {
      const char *e = getenv ("SIMGPU_IFCONV");
      on = e && *e ? atoi (e) : 1;
    }
  return on;
}

bool
ifconv_enabled ()
{
  return ifconv_level () > 0;
}

static void
note (const Func &f, const char *what, int at)
{
  if (ifconv_level () > 1)
    fprintf (stderr, "ifconv: %s: %s at %d\n", f.name.c_str (), what, at);
}

/* Step 1: if-convert the short arms.  Runs before the IPDOMs are
   computed, on the decoded instructions of F.  */
void
ifconv_predicate (Func &f)
{
  for (int a = 0; a < (int) f.insts.size (); a++)
    {
      Inst &br = f.insts[a];
      if (br.op != O_BRA || br.pred < 0 || br.nocount || br.ftarget >= 0)
	continue;
      Cfg g (f);
      /* A loop's back edge is not an arm's branch: ptxas would not run
	 the code after the loop under a predicate on every trip.  */
      if (g.dominates (br.target, a) || g.dominates (g.resolve (a + 1), a))
	continue;
      int p = br.pred, T = br.target;
      bool nt = !br.pred_neg;	/* The predicate sense of "not taken".  */
      int fx = -1, fj = -1, tx = -1, tj = -1;
      /* GCC often reaches the fall-through arm through a jump of its
	 own ("@p bra T; bra F;"): ptxas lays F out in its place.  */
      int s = a + 1, tramp = -1;
      if (s < g.n && f.insts[s].op == O_BRA && f.insts[s].pred < 0
	  && !f.insts[s].nocount && g.npred[s] == 1
	  && f.insts[s].target != T && f.insts[s].target > 0
	  && g.npred[f.insts[s].target] == 1)
	tramp = s, s = f.insts[s].target;
      int lf = g.arm (s, p, &fx, &fj);
      int lt = T != s ? g.arm (T, p, &tx, &tj) : -1;
      bool done = true;
      if (lf >= 0 && lf <= ARM_MAX && g.resolve (fx) == g.resolve (T))
	{
	  /* if-then: F under !p, then on to T.  */
	  g.predicate (s, fj >= 0 ? fj : fx, p, nt);
	  if (fj >= 0)
	    f.insts[fj].nocount = true;
	  br.op = O_NOP, br.pred = -1, br.nocount = true;
	  note (f, "if-then", a);
	}
      else if (lt >= 0 && lt <= ARM_MAX && tj != T && tramp < 0
	       && g.resolve (tx) == g.resolve (a + 1))
	{
	  /* if-then with the arm on the taken side.  */
	  g.predicate (T, tj >= 0 ? tj : tx, p, !nt);
	  if (tj >= 0)
	    f.insts[tj].nocount = true;
	  br.pred = -1, br.pred_neg = false, br.nocount = true;
	  note (f, "if-then (taken arm)", a);
	}
      else if (lf >= 0 && lf <= ARM_MAX && fj >= 0 && lt >= 0
	       && lt <= ARM_MAX && g.resolve (fx) == g.resolve (tx))
	{
	  /* Diamond: F under !p, then T's arm under p, then the join.  */
	  g.predicate (s, fj, p, nt);
	  g.predicate (T, tj >= 0 ? tj : tx, p, !nt);
	  f.insts[fj].target = T;
	  f.insts[fj].nocount = true;
	  if (tj >= 0)
	    f.insts[tj].nocount = true;
	  br.op = O_NOP, br.pred = -1, br.nocount = true;
	  note (f, "diamond", a);
	}
      else if (lf >= 0 && lf <= ARM_MAX && fj < 0 && lt >= 0
	       && lt <= ARM_MAX && tj >= 0 && g.resolve (fx) == g.resolve (tx))
	{
	  /* Diamond whose fall-through arm falls into the join and whose
	     taken arm sits out of line and jumps back to it
	     (sass-micro.py ifelse-fall: ptxas predicates both sides, as
	     for a diamond).  The warp goes through the taken arm first,
	     under p, then the fall-through arm under !p, then the join:
	     the branch and the taken arm's jump become uncounted jumps.  */
	  g.predicate (s, fx, p, nt);
	  g.predicate (T, tj, p, !nt);
	  f.insts[tj].target = s;
	  f.insts[tj].nocount = true;
	  br.pred = -1, br.pred_neg = false, br.nocount = true;
	  note (f, "diamond (falls into its join)", a);
	}
      else if (lf >= 0 && lf <= ARM_MAX && fj > s)
	{
	  /* An arm that leaves for X: its jump keeps the predicate.  */
	  g.predicate (s, fj, p, nt);
	  Inst &j = f.insts[fj];
	  j.pred = p;
	  j.pred_neg = nt;
	  j.ftarget = T;
	  br.op = O_NOP, br.pred = -1, br.nocount = true;
	  note (f, "exit arm", a);
	}
      else
	done = false;
      if (done && tramp >= 0)
	f.insts[tramp].nocount = true;
    }
  /* Rule 3: a jump right after a conditional branch that stays a branch
     ("@p bra T; bra F;"), entered only from it.  When T or F has no other
     way in, ptxas lays that block out next to the branch (inverting the
     branch for T) and the jump is gone: plain shortcircuit's
     "@%r108 bra $L5; bra $L6;" is one "@P0 BRA" in SASS, $L5 after it.  */
  Cfg g (f);
  for (int a = 0; a + 1 < g.n; a++)
    {
      const Inst &br = f.insts[a];
      Inst &j = f.insts[a + 1];
      if (br.op != O_BRA || br.pred < 0 || br.nocount || br.ftarget >= 0
	  || j.op != O_BRA || j.pred >= 0 || j.nocount || g.npred[a + 1] != 1
	  || j.target < 0 || j.target >= g.n || br.target >= g.n)
	continue;
      if (g.npred[br.target] == 1 || g.npred[j.target] == 1)
	{
	  j.nocount = true;
	  note (f, "jump laid out", a + 1);
	}
    }
}

namespace {

/* Instructions reachable from S without passing STOP or any of AVOID:
   into *R.  False when one of them cannot take part in step 2.  */
bool
region (const Func &f, int s, int stop, int avoid, std::set<int> *r)
{
  int n = (int) f.insts.size ();
  std::vector<int> work{s};
  while (!work.empty ())
    {
      int i = work.back ();
      work.pop_back ();
      if (i == stop || i >= n || r->count (i))
	continue;
      if (i == avoid || r->size () > 4096)
	return false;
      const Inst &in = f.insts[i];
      switch (in.op)
	{
	case O_CALL: case O_RET: case O_EXIT: case O_TRAP: case O_BAR:
	case O_BARARRIVE: case O_WARPSYNC: case O_SHFL: case O_VOTE:
	  return false;
	default:
	  break;
	}
      r->insert (i);
      int succ[2];
      for (int k = successors (in, i, succ); k-- > 0;)
	work.push_back (succ[k]);
    }
  return true;
}

} // namespace

namespace {

/* Whether A lies on a cycle that does not pass J: A is in a loop that
   does not hold its reconvergence point (a back edge, or a loop exit).  */
bool
cycle_avoiding (const Func &f, int a, int J)
{
  int n = (int) f.insts.size ();
  std::vector<char> seen (n + 1, 0);
  const Inst &br = f.insts[a];
  std::vector<int> work{br.target, br.ftarget >= 0 ? br.ftarget : a + 1};
  while (!work.empty ())
    {
      int i = work.back ();
      work.pop_back ();
      if (i == a)
	return true;
      if (i < 0 || i >= n || i == J || seen[i])
	continue;
      seen[i] = 1;
      int succ[2];
      for (int k = successors (f.insts[i], i, succ); k-- > 0;)
	work.push_back (succ[k]);
    }
  return false;
}

/* Rule 4: the convergence barriers ptxas adds (docs/sass.md, "Barriers"),
   as Inst::extra on the branch that opens them, each time a warp runs it:
   - a conditional branch that stays a branch: BSSY before it and BSYNC at
     its reconvergence point, 2;
   - an early-reconvergence branch (step 2): also a second BSSY, its BSYNC
     at the else block and the BREAK of the path that leaves, 5 in all;
   - none for a branch inside an early branch's region or an exit arm's
     jump (they leave through the enclosing barrier), a branch whose lanes
     meet again only at a ret or exit (ptxas makes it a predicated EXIT),
     or a branch on a cycle that avoids its IPDOM: a loop's back edge or
     exit, whose barrier, when ptxas makes one, is around the whole loop
     and runs once per loop, not per trip (not modelled).  */
void
barriers (Func &f, const std::vector<int> &ipd,
	  const std::vector<char> &in_early)
{
  int n = (int) f.insts.size ();
  Cfg g (f);
  for (int a = 0; a < n; a++)
    {
      Inst &br = f.insts[a];
      if (br.op != O_BRA || br.pred < 0 || br.nocount || br.ftarget >= 0
	  || in_early[a])
	continue;
      int J = ipd[a] < 0 ? n : ipd[a];
      int jr = g.resolve (J);
      if (jr >= n || f.insts[jr].op == O_RET || f.insts[jr].op == O_EXIT
	  || f.insts[jr].op == O_TRAP)
	continue;
      if (cycle_avoiding (f, a, J))
	continue;
      br.extra = br.early >= 0 ? 5 : 2;
      note (f, br.early >= 0 ? "barriers (5)" : "barriers (2)", a);
    }
}

} // namespace

/* Step 2: reconvergence at else blocks.  IPD holds the immediate
   post-dominators of every instruction (the size of F's code for the
   exit).  */
void
ifconv_reconverge (Func &f, const std::vector<int> &ipd)
{
  int n = (int) f.insts.size ();
  Cfg g (f);
  std::vector<int> cand;
  std::vector<std::set<int>> regions;
  for (int a = 0; a < n; a++)
    {
      const Inst &br = f.insts[a];
      if (br.op != O_BRA || br.pred < 0 || br.nocount)
	continue;
      int J = ipd[a] < 0 ? n : ipd[a];
      int st = g.resolve (br.target);
      int sf = g.resolve (br.ftarget >= 0 ? br.ftarget : a + 1);
      for (int side = 0; side < 2; side++)
	{
	  int E = side ? st : sf, S = side ? sf : st;
	  if (E == S || E == J || E >= n)
	    continue;
	  std::set<int> r;
	  if (!region (f, S, J, a, &r) || !r.count (E))
	    continue;
	  /* PRE: what the first lanes run before they reach E or J.  */
	  std::set<int> pre;
	  {
	    /* The first lanes' region stops at E.  */
	    std::vector<int> work{S};
	    while (!work.empty ())
	      {
		int i = work.back ();
		work.pop_back ();
		if (i == E || i == J || i >= n || pre.count (i))
		  continue;
		pre.insert (i);
		const Inst &in = f.insts[i];
		if (in.op == O_BRA)
		  {
		    work.push_back (in.target);
		    if (in.pred >= 0)
		      work.push_back (in.ftarget >= 0 ? in.ftarget : i + 1);
		  }
		else
		  work.push_back (i + 1);
	      }
	  }
	  std::set<int> els;
	  if (!region (f, E, J, a, &els))
	    continue;
	  int size = 0;
	  for (int i : els)
	    size += !f.insts[i].nocount && !pre.count (i);
	  if (size < ELSE_MIN)
	    continue;
	  f.insts[a].early = E;
	  f.insts[a].early_taken = side == 1;
	  cand.push_back (a);
	  regions.push_back (pre);
	  break;
	}
    }
  /* One early region may not hold another early branch: the run-time
     model keeps one merge target per entry.  */
  for (size_t k = 0; k < cand.size (); k++)
    for (size_t m = 0; m < cand.size (); m++)
      if (m != k && regions[k].count (cand[m]))
	{
	  f.insts[cand[k]].early = -1;
	  break;
	}
  std::vector<char> in_early (n, 0);
  for (size_t k = 0; k < cand.size (); k++)
    {
      if (f.insts[cand[k]].early < 0)
	continue;
      int E = f.insts[cand[k]].early;
      note (f, "early reconvergence", cand[k]);
      for (int i : regions[k])
	{
	  Inst &in = f.insts[i];
	  in_early[i] = 1;
	  if (in.op == O_BRA && in.pred >= 0 && ipd[i] != E
	      && !regions[k].count (ipd[i]))
	    in.leave_to = E;
	}
    }
  barriers (f, ipd, in_early);
}

} // namespace simgpu
