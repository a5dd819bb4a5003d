/* Optimistic global value numbering with value-occurrence tables.

   This is the analysis half of EDDPRE (thesis ch. 3.3.2).  It gives every
   SSA name a value number such that two names with the same number hold
   the same value wherever both are available, and it records, for every
   basic block, which values the block computes (the local value-occurrence
   table) and which values are computed on some path from the entry to the
   block's exit (the path value-occurrence table).  qprop-pre asks it for
   the value of an expression, for the name that holds a value at a block's
   exit, and whether a value can occur on the way to a block at all.

   It never changes the IR.  */

#ifndef QPROP_ANALYSIS_VALUE_NUMBERING_H
#define QPROP_ANALYSIS_VALUE_NUMBERING_H

namespace qprop {

/* A value number.  0 stands for "not numbered yet" and, during the
   optimistic traversal, for the optimistic assumption itself.  */
typedef int value_id;

/* The hash key of an expression: its kind, code and type, then the value
   numbers (or other canonical identifiers) of its operands.  */
typedef std::vector<long> value_key;

/* How to number an SSA name that appears in an expression.  Queries of
   qprop-pre rewrite operands through PHIs (transPhi); they number the
   rewritten expression by passing the rewriting here.  */
struct operand_map
{
  virtual tree current (tree name) const = 0;
  virtual ~operand_map () {}
};

class value_numbering
{
public:
  /* Number FN.  MAX_BLOCKS is the function-size budget: beyond it
     nothing is numbered and too_big () is true.  */
  value_numbering (function *fn, int max_blocks);
  ~value_numbering ();

  bool too_big () const { return m_too_big; }

  /* The value number of NAME (an SSA name or an invariant), or 0 if it
     has none.  */
  value_id value_of (tree name) const;

  /* For a name defined by a load: the number of the load's address and
     type regardless of the memory it read ("what is loaded from where"),
     else 0.  Two loads with equal shapes read the same value when no
     store may clobber the location between them.  */
  value_id load_shape_of (tree name) const;

  /* The value number of the expression CODE (OPS) of TYPE, where OPS are
     rewritten through MAP, or 0 if no statement in the function computes
     that value.  */
  value_id lookup_nary (enum tree_code code, tree type, const tree *ops,
			unsigned nops, const operand_map &map);

  /* The shape number of a load of REF (of TYPE) with its SSA names
     rewritten through MAP, or 0 if no load in the function has it.  */
  value_id lookup_load_shape (tree ref, tree type,
			      const operand_map &map);

  /* For a store of a register value that a load could read back whole:
     the shape such a load of the stored location has, or 0 if no load
     in the function has it (or STMT is no such store).  The stored value
     is then what the load would read right after STMT.  */
  value_id stored_shape (gimple *stmt) const;
  /* The name that holds value V at the exit of BB because BB computes it,
     or NULL.  (The local value-occurrence table.)  */
  tree local_leader (basic_block bb, value_id v) const;

  /* Whether V (a value or a load shape) is computed on some path from the
     entry to the exit of BB.  (The path value-occurrence table.)  Blocks
     created after the analysis answer true.  */
  bool on_some_path (basic_block bb, value_id v) const;

  /* Record that NAME, created by a transformation after the analysis,
     holds value V.  */
  void record (tree name, value_id v);

  /* Statistics.  */
  int values () const { return m_next_value - 1; }
  int traversals () const { return m_traversals; }
  bool fell_back () const { return m_fell_back; }

  /* Write the value of every statement and the tables to OUT.  */
  void dump (FILE *out) const;

private:
  tree walk_memory (tree vuse, ao_ref *ref, int *budget,
		    std::vector<tree> *open_phis);

  value_id fresh ();
  value_id own_value (tree name, std::vector<value_id> *owner);
  value_id intern (const value_key &key, tree def, bool shape = false);
  value_id find (const value_key &key) const;
  value_id constant_value (tree cst);
  value_id memory_state (tree vuse, tree ref);
  value_id state_name_value (tree vname);
  void number_statement (gimple *stmt, bool optimistic);
  void set_value (tree name, value_id v);
  value_id phi_value (gphi *phi, bool optimistic);
  value_id assign_value (gassign *stmt);
  value_id call_value (gcall *stmt);
  void number_block (basic_block bb, bool optimistic);
  void traverse (basic_block bb, bool optimistic);
  bool has_back_edge_phis (basic_block bb) const;
  bool phis_settled (basic_block bb);
  bool consistent ();
  bool consistent_1 ();
  void number_function (bool optimistic);
  void reset ();
  void build_tables ();

  bool ref_key (tree ref, const operand_map &map, value_key *key);
  value_id compute_stored_shape (gimple *stmt);
  bool nary_key (enum tree_code code, tree type, const tree *ops,
		 unsigned nops, const operand_map &map, value_key *key);
  value_id name_value (tree op, const operand_map &map);

  function *m_fn;
  bool m_too_big;
  bool m_fell_back;
  int m_traversals;
  int m_traversal_budget;
  value_id m_next_value;
  /* Indexed by SSA_NAME_VERSION.  */
  std::vector<value_id> m_value;
  std::vector<value_id> m_shape;
  /* Names whose number is fixed once given: calls, PHIs numbered
     pessimistically, default definitions, memory states.  */
  std::vector<bool> m_fixed;
  std::map<value_key, value_id> m_table;
  /* A key new to the table takes the number its defining name owns (one
     per name, one more per load for its shape), so that renumbering a
     subtree gives the same numbers when nothing changed: that is what
     lets an optimistic round confirm the previous one.  */
  std::vector<value_id> m_own;
  std::vector<value_id> m_own_shape;
  /* Keys added since the start of the optimistic round in progress; they
     are taken out again before the next round, so that no stale key can
     lend its number to a statement of another round.  */
  std::vector<value_key> m_log;
  /* While checking, nothing is added to the table.  */
  bool m_lookup_only = false;
  /* Invariants are keyed by their hash; equal hashes are told apart with
     operand_equal_p.  */
  std::map<hashval_t, std::vector<std::pair<tree, value_id> > > m_constants;
  /* Reverse postorder index of every block: the dominator-tree children
     are visited in this order, which makes the traversal a topological
     order of the CFG without back edges (thesis Lemma 2).  */
  std::vector<int> m_rpo_index;
  std::vector<std::map<value_id, tree> > m_local;
  std::vector<bitmap> m_path;
  /* stored_shape of every store that has one, found once by
     build_tables.  */
  std::map<gimple *, value_id> m_stored;
  bitmap_obstack m_obstack;
};

} // namespace qprop

#endif
