/* Helpers for the transforms that rewire the CFG or add definitions
   (qprop-flatten, qprop-linearize, qprop-sr): SSA repair after edges
   moved or names were copied, values no later pass may fold, undefined
   values, the blocks a walk over edges reaches, and block layout.  */

#ifndef QPROP_IR_CFG_REWRITE_H
#define QPROP_IR_CFG_REWRITE_H

namespace qprop {

/* Push the real (non-virtual) SSA names that BB's PHIs and statements
   define onto DEFS.  */
void real_defs (basic_block bb, vec<tree> *defs);

/* After the CFG changed, give every real SSA name defined in BLOCKS whose
   uses its definition no longer dominates a copy registered as a new
   definition, so that update_ssa (TODO_update_ssa_full_phi) builds the
   missing PHIs (undefined on the paths that never defined the name);
   debug uses that are no longer dominated lose their value.  Computes
   CDI_DOMINATORS, which the caller must have freed if stale.  */
void repair_dominance (const vec<basic_block> &blocks);

/* Bring FN's SSA form up to date with update_ssa's FLAGS, keeping it
   loop-closed where it was, and drop the scalar evolutions cached for
   the names that changed.  */
void update_ssa_keeping_lcssa (function *fn, unsigned flags);

/* A new SSA name of TYPE in a register, the output of an asm statement
   TEMPLATE (appended to SEQ, volatile if VOLATILE_P) whose one input,
   when INPUT is not null, is INPUT under CONSTRAINT.  */
tree asm_value (gimple_seq *seq, const char *templ, tree type,
		const char *constraint, tree input, bool volatile_p);

/* An SSA name of TYPE that holds VALUE at run time but that no pass can
   fold or propagate: the output of an empty asm whose tied input is
   VALUE.  The asm is appended to SEQ.  RTL jump bypassing threads a
   branch on a value set to a constant in a predecessor, which would
   undo a join the transform built on purpose.  */
tree opaque_value (gimple_seq *seq, tree type, HOST_WIDE_INT value);

/* A value of TYPE that is never defined, for PHI arguments on paths
   whose lanes never read them.  NAME names the variable in dumps.  */
tree undefined_value (function *fn, tree type, const char *name);

/* The virtual operand (the state of memory) at the end of BB: what a
   load inserted on an edge out of BB reads.  Needs dominators and the
   virtual operands in SSA form.  */
tree memory_state_at_end (basic_block bb);

/* Lay the blocks of LOOP out in reverse post order from its header,
   starting after AFTER; returns the last one.  The nvptx back end keeps
   GCC's block order, and every block that does not follow its
   predecessor costs a branch.  */
basic_block lay_out_loop (class loop *loop, basic_block after);

/* Add to REACHED each block that a path from a block on WORK reaches,
   following edges forward (FORWARD) or against their direction, and
   entering only blocks that ADMIT (basic_block -> bool) accepts.  WORK
   is used up.  */
template <typename F>
void
reach_blocks (auto_vec<basic_block> &work, bitmap reached, bool forward,
	      F admit)
{
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      vec<edge, va_gc> *edges = forward ? bb->succs : bb->preds;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, edges)
	{
	  basic_block next = forward ? e->dest : e->src;
	  if (admit (next) && bitmap_set_bit (reached, next->index))
	    work.safe_push (next);
	}
    }
}

} // namespace qprop

#endif
