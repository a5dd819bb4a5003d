/* Registers of SIMT code, estimated on GIMPLE: the most 32-bit
   registers live at one point of a function, from SSA liveness weighted
   by the size of each value, and what a change of that peak costs in
   occupancy.  An analysis: it reads the IR and never changes it.  See
   live-registers.cc.  */

#ifndef QPROP_ANALYSIS_LIVE_REGISTERS_H
#define QPROP_ANALYSIS_LIVE_REGISTERS_H

namespace qprop {

/* The 32-bit registers a value of TYPE takes in PTX: one per 32 bits,
   none for a truth value (a predicate register, a file of its own).  */
int register_units (tree type);

/* Whether NAME takes a register of its own: a GIMPLE register, not a
   virtual operand, and with UNDEFINED false not an undefined value
   (the default definition of a local, which transforms pass on paths
   whose lanes never read it) either.  */
bool register_name_p (tree name, bool undefined);

/* Step the live set LIVE backwards over STMT, a statement that is not a
   debug statement: its definitions die, its operands come alive, for
   the names register_name_p (NAME, UNDEFINED) accepts.  Returns the
   32-bit registers LIVE gained (negative when it lost some).  */
int live_step_back (gimple *stmt, bitmap live, bool undefined);

/* Take BB's PHI results out of LIVE: the backward walk has reached the
   top of BB, where the PHIs define them.  */
void kill_phi_results (basic_block bb, bitmap live);

/* The live SSA names of a whole function, solved once; the queries
   weigh them by register_units.  */
class live_registers
{
public:
  explicit live_registers (function *fn);
  ~live_registers ();
  live_registers (const live_registers &) = delete;
  live_registers &operator= (const live_registers &) = delete;

  /* The most registers live at any one point of the function, and of
     block BB.  */
  int peak () const { return m_peak; }
  int block_peak (basic_block bb) const { return m_block_peak[bb->index]; }

  /* The names live on entry to BB, its PHI results left out.  */
  const_bitmap live_in (basic_block bb) const { return m_live_in[bb->index]; }

  /* Add to SET the names live on edge E: what E->dest needs past its
     PHIs, and the PHI arguments E carries.  */
  void add_live_on_edge (edge e, bitmap set) const;

  /* Print each block's peak and the names live on entry to F, one line
     a block, each starting with PREFIX.  */
  void dump (FILE *f, const char *prefix) const;

  /* The registers the names of SET take.  */
  int units (const_bitmap set) const;

private:
  void walk_block (basic_block bb, bitmap live, bool measure);

  function *m_fn;
  /* Per block index: the names live on entry, PHI results left out.  */
  std::vector<bitmap> m_live_in;
  std::vector<int> m_block_peak;
  int m_peak = 0;
};

} // namespace qprop

#endif
