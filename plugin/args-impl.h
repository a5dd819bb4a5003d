/* The table of qprop's plugin arguments, shared by the files of the args
   module: args-table.cc holds the rows and the functions that check and
   store a value, args.cc parses GCC's (KEY, VALUE) pairs with them and
   prints the help and docs/options.md's tables.  */

#ifndef QPROP_ARGS_IMPL_H
#define QPROP_ARGS_IMPL_H

#include <string>
#include "args.h"

namespace qprop {
namespace args_impl {

/* Why a value was refused, to be appended to the error message.  */
typedef std::string refusal;

/* How an argument's value reaches the settings.  Most arguments set one
   field and differ only in which; the rest have a function of their own.  */
enum arg_kind
{
  ARG_FLAG,	/* No value; sets a bool.  */
  ARG_ON_OFF,	/* on|off into a bool.  */
  ARG_COUNT,	/* A whole number from 1 to INT_MAX into an int.  */
  ARG_PERCENT,	/* A whole number from 1 to 100 into an int.  */
  ARG_OTHER,	/* A value APPLY checks and stores.  */
  ARG_OPTIONAL	/* As ARG_OTHER, but the value may be left out.  */
};

struct setter
{
  arg_kind kind;
  bool settings::*boolean;
  int settings::*number;
  bool (*apply) (const char *value, settings *to, refusal *why);

  typedef bool (*apply_fn) (const char *, settings *, refusal *);
  static setter flag (bool settings::*f) { return { ARG_FLAG, f, 0, 0 }; }
  static setter on_off (bool settings::*f) { return { ARG_ON_OFF, f, 0, 0 }; }
  static setter count (int settings::*f) { return { ARG_COUNT, 0, f, 0 }; }
  static setter percent (int settings::*f)
  { return { ARG_PERCENT, 0, f, 0 }; }
  static setter other (apply_fn f) { return { ARG_OTHER, 0, 0, f }; }
  static setter optional (apply_fn f) { return { ARG_OPTIONAL, 0, 0, f }; }
};

/* A row of the argument table.  VALUE_SYNTAX is null for flags, which
   take no value.  DOC_VALUE, DOC_DEFAULT and DOC are the columns of
   docs/options.md; the first two are null where the kind of argument and
   the default settings say what they hold.  */
struct argument
{
  const char *key;
  const char *value_syntax;
  const char *description;
  setter how;
  const char *doc_value;
  const char *doc_default;
  const char *doc;
};

/* The rows, one per argument, in the order -fplugin-arg-qprop-help and
   docs/options.md list them.  */
extern const argument arguments[];
extern const size_t argument_count;

/* Store VALUE, given to argument ARG, in *TO; or describe in *WHY what
   ARG accepts.  */
bool apply (const argument &arg, const char *value, settings *to,
	    refusal *why);

} // namespace args_impl
} // namespace qprop

#endif
