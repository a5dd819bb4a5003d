/* When a load, or any evaluation, may be run where the program did not
   run it: the rules every qprop pass that moves loads applies (qprop-pre,
   qprop-sr, qprop-glia, qprop-splice, qprop-version), and the questions
   about written memory and traps that the SIMT passes ask too (qprop-remat,
   qprop-flatten, the divergence analysis).

   A motion is "safe to speculate" when the moved evaluation cannot do
   anything the original program would not have done on the same input:
   above all, it must not fault on a path where the original did not run.
   A motion that cannot be shown safe by one of the rules below is not
   done (docs/design.md, rule 1).  A load cannot fault there when one
   of these holds:

   - It is anticipated ("down-safe"): from the point it goes to, every
     path loads the same bytes before anything could stop it (a call that
     may not return, a statement that may throw, an asm, the function's
     exit).  Executing it early only moves the fault, if any, earlier on
     a path that had it anyway.

   - It lies inside a declared object: the address is the declaration's
     plus offsets that stay within its size.  Which evidence about the
     offset counts is the caller's choice (bounds_evidence): a constant
     offset only, or the value ranges of the address's variables and the
     trip bounds of the loops it steps through.

   - It lies between two accessed elements less than a page apart: if
     every path loads bytes just below it and just above it, each byte
     in between is on the page of one of them, and memory is readable a
     whole page at a time.  That holds on the host; nvptx does not
     promise it, and AddressSanitizer poisons the gaps between objects,
     so there the rule is off.

   For example, with int a[], in

	 for (i = 2; i < n; i++)
	   {
	     if (c[i])
	       s += a[i - 1];
	     t += a[i] + a[i - 2];
	   }

   a[i - 1] may be loaded above the test: a[i - 2] and a[i] are loaded on
   every path, 4 bytes below and above it.  Had the loop read only a[i],
   nothing would show that a[i - 1] exists where c[i] is false for i = 2,
   and the load would stay where it is.

   An evaluation that may trap must also not be moved above a statement
   that might stop the program first (may_stop_motion), and a speculative
   evaluation must not land in a hotter place than the original
   (no_hotter_than).  Expressions other than loads trap as GCC's
   could-trap predicates say (value_may_trap, reference_may_trap).  */

#ifndef QPROP_IR_LOAD_SAFETY_H
#define QPROP_IR_LOAD_SAFETY_H

#include "ir/address-form.h"

namespace qprop {

/* Whether STMT is a load that may be moved or read again at all: it
   loads into an SSA name of a register type that no abnormal PHI uses,
   is not volatile and cannot throw.  Where it may go is for the rules
   below; a pass may refuse more (a TARGET_MEM_REF, a cold block).  */
bool movable_load (function *fn, gimple *stmt);

/* Whether computing STMT's value (not a load) may trap.  */
bool value_may_trap (gimple *stmt);

/* Whether evaluating the GENERIC expression EXPR may trap, as in the
   iteration counts GCC's niter analysis builds: a division or remainder
   by anything but a nonzero constant, a memory reference, or a call
   other than to a const built-in (niter analysis counts the trips of
   `v &= v - 1' with popcount) count as trapping.  */
bool expression_may_trap (tree expr);

/* Whether STMT may write a byte of the memory REF describes: STMT has a
   virtual definition (a store, or a call or asm that may write memory)
   and GCC's alias oracle cannot tell the two accesses apart; TBAA says
   whether the oracle may rely on their types.  This is the question a
   load asks of each statement it is moved above, is read again after,
   or has its value taken for the value at another point; what a yes
   means (a kill, a refusal, a cause in a report) is the caller's.  */
bool may_write_ref (gimple *stmt, ao_ref *ref, bool tbaa = true);

/* Whether any statement of a function may write a byte of the memory a
   reference describes (may_write_ref over the function's statements
   with a virtual definition): the question of a load that is to be read
   again anywhere in the function and read the same value.  OpenACC's
   IFN_UNIQUE fork and join markers order the partitioned code but write
   no memory, so they do not count.  The writers are collected once, at
   the first question, so the IR must not change between questions.  */
class function_writers
{
public:
  explicit function_writers (function *fn) : m_fn (fn) {}

  /* The first statement of the function that may write REF's memory,
     or NULL when none may.  */
  gimple *may_write (ao_ref *ref);

  /* The same for the memory reference REF, where C's rules for restrict
     parameters narrow the writers down (restrict_writers): REF is based
     on a parameter P declared restrict, and P's value does not escape
     the function, so only the statements that store through a pointer
     based on P may write it; none when P points to const.  */
  gimple *may_write (tree ref);

private:
  /* Collect the writers, and those through a pointer based on PARM
     (an SSA default definition), once.  */
  void collect ();
  bool collect_based (tree parm);

  function *m_fn;
  auto_vec<gimple *> m_writers;
  bool m_known = false;
  /* The restrict parameter last asked about, whether its value
     escapes, and the stores based on it.  */
  tree m_parm = NULL_TREE;
  bool m_escapes = false;
  auto_vec<gimple *> m_based;
};

/* The same question asked once: the first statement of FN that may
   write REF's memory, or NULL.  */
gimple *function_may_write_ref (function *fn, ao_ref *ref);

/* Whether nothing may write the memory REF reads while the function
   runs, by any means (its own statements, its callees, other threads):
   REF is a dereference of a parameter declared as a restrict pointer or
   reference to a const-qualified type, such as the argument block
   `const struct .omp_data_t & restrict .omp_data_i' that GCC's OpenMP
   and OpenACC lowering gives an offloaded region.  C's definition of
   restrict (C11 6.7.3.1p4) says that an object accessed through such a
   pointer, if it is modified at all during the function, is accessed
   through a non-const lvalue based on it; the pointer's type rules
   that out.  GCC's alias oracle does not use this (a call may still
   write nonlocal memory for it), so the rule is asked first.  */
bool unwritten_during_function (tree ref);

/* The parameter REF is a dereference of, when it is declared as a
   restrict pointer or reference: its SSA default definition, or NULL.  */
tree restrict_parm_base (tree ref);

/* Whether the memory reference REF may trap when loaded.  REWRITTEN says
   that REF was rewritten by a query (its operands replaced by their
   values on a path): a MEM_REF whose base became something GIMPLE does
   not allow there, such as &a[0][4] put in for a pointer, cannot be
   judged by GCC's predicate, which takes that base for a declaration,
   so it counts as trapping.  */
bool reference_may_trap (tree ref, bool rewritten);

/* Whether REF holds a MEM_REF whose base GIMPLE does not allow there
   (a rewriting put an address such as &a[0][4] in for a pointer).  */
bool bad_mem_ref_base (tree ref);

/* Whether an evaluation that may trap must not be moved above STMT: STMT
   may end the path (may_end_path), or has a volatile effect that a trap
   must not overtake.  */
bool may_stop_motion (function *fn, gimple *stmt);

/* Whether an evaluation inserted on E runs no more often than the
   original in ORIGIN.  A speculative insertion is an evaluation the
   program did not ask for; it pays on the edge into the loop the
   expression is invariant in, and must never land inside a cycle ORIGIN
   is not part of, where it would run many times for each evaluation it
   removes.  So E must not lie in a loop that does not contain ORIGIN,
   nor in an irreducible region: those have no loop of their own in
   GCC's loop tree, and GCC's guessed profile is no guide inside them
   either.  */
bool no_hotter_than (edge e, basic_block origin);

/* What counts as evidence that an address stays inside its declared
   object.  */
enum bounds_evidence
{
  /* Only a constant offset from the declaration.  */
  BOUNDS_CONSTANT,
  /* Also the value ranges GCC knows for integer SSA names, and the
     iteration bounds of the loops whose iteration numbers the address
     holds.  */
  BOUNDS_RANGES
};

/* Whether SIZE bytes at &DECL + EXTRA + REST lie inside DECL for every
   value REST's leaves may take, by EVIDENCE.  DECL must be a variable
   whose size is known and that no other definition may replace (a weak
   one might be a smaller object elsewhere).  */
bool inside_declaration (const address_forms &forms, tree decl,
			 const address_form &rest, HOST_WIDE_INT extra,
			 unsigned HOST_WIDE_INT size,
			 bounds_evidence evidence);

/* The page rule: the widest bracket "both ends readable, so is the
   middle" may rest on, and whether it may be relied on at all.  */
const HOST_WIDE_INT bracket_limit = 4096;
bool bracket_rule_holds ();

/* Whether the element of STEP bytes at offset 0 lies between two
   accessed ones within a page: ACCESSED (DELTA, SIZE) says whether SIZE
   bytes at offset DELTA are accessed on every path; elements up to TRIES
   steps away are tried, below first.  */
template <typename F>
bool
bracketed (HOST_WIDE_INT step, int tries, F accessed)
{
  if (!bracket_rule_holds ())
    return false;
  bool below = false, above = false;
  for (int k = 1; k <= tries && !below; k++)
    below = k * step <= bracket_limit && accessed (-k * step, 1);
  for (int k = 1; k <= tries && below && !above; k++)
    above = (k + 1) * step <= bracket_limit && accessed (k * step, step);
  return below && above;
}

/* The forward walk behind down-safety: whether every path from a point
   reaches an access of the element before it can stop.  The client
   says what a block holds (scan) and which edges a path may take
   (follow); the walk visits each block once per question, takes a
   block it is still inside of (a cycle with no access) for a path that
   never reaches the element, and gives up, answering no, after a number
   of blocks.  */
class every_path_walk
{
public:
  virtual ~every_path_walk () {}

  /* Whether every path from FROM in BB (from BB's start where FROM is
     NULL) reaches the element, visiting at most BUDGET blocks.  */
  bool ask (function *fn, basic_block bb, gimple *from, int budget);

protected:
  enum scan_result
  {
    /* The block accesses the element before anything stops the path.  */
    SCAN_ACCESSED,
    /* Something in the block may stop the path first.  */
    SCAN_STOPPED,
    /* Neither: the paths go on along the block's successors.  */
    SCAN_THROUGH
  };
  enum edge_rule
  {
    /* The path is safe along this edge without looking further.  */
    EDGE_SAFE,
    /* The path may not take this edge: not safe.  */
    EDGE_UNSAFE,
    /* Look at the edge's destination.  */
    EDGE_FOLLOW
  };

  /* What BB holds from FROM (from its start, where FIRST is false, the
     walk entered it along an edge; FROM is then NULL).  */
  virtual scan_result scan (basic_block bb, gimple *from, bool first) = 0;
  /* Which way a path along E goes.  */
  virtual edge_rule follow (edge e) = 0;

private:
  enum { WALK_NEW, WALK_OPEN, WALK_YES, WALK_NO };
  int visit (basic_block bb, gimple *from, bool first);

  function *m_fn = NULL;
  int m_budget = 0;
  std::vector<int> m_state;
  std::vector<unsigned> m_stamp;
  unsigned m_generation = 0;
};

} // namespace qprop

#endif
