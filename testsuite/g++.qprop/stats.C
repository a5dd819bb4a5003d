// The plugin loads into cc1plus and qprop-stats runs on a member function and
// on a template instance, with exact counts in the dump, in the remark
// (-fopt-info-note) and on stderr (-fplugin-arg-qprop-stats).
// { dg-do compile }
// { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-stats -fplugin-arg-qprop-dump=qprop-stats -fplugin-arg-qprop-stats -fopt-info-note" }
// { dg-qprop-prune opt-info }

struct vec
{
  int *d;
  int n;
  int sum () const;
};

// vec::sum after pre (g++ -O2 -fdump-tree-pre):
//   bb 2: _14 = this->n; if (_14 > 0) goto bb 5; else goto bb 7;
//                                       load 1, branch 1
//   bb 5: _1 = this->d;                 load 2 (hoisted out of the loop by pre)
//   bb 3: loop: _5 = *_4; s = _5 + s; i = i + 1;
//         if (i < _14) goto bb 6; else goto bb 8;   load 3, branch 2
//   bb 8: goto bb 4;   bb 6: goto bb 3 (latch);   bb 7: (empty)
//   bb 4: s = PHI <...>; return s;
// 7 blocks, 1 loop, 3 loads, 0 stores, 2 branches.
int
vec::sum () const // { dg-message "note: qprop-stats: 7 blocks, 1 loops, 3 loads, 0 stores, 2 branches" }
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += d[i];
  return s;
}

// scale<float> has the shape of add_const in gcc.qprop/counts.c: entry test,
// empty preheader, one-block loop body with one load and one store, latch,
// empty exit block, return block.
// 6 blocks, 1 loop, 1 load, 1 store, 2 branches.
template <typename T>
void
scale (T *a, T k, int n) // { dg-message "note: qprop-stats: 6 blocks, 1 loops, 1 loads, 1 stores, 2 branches" }
{
  for (int i = 0; i < n; i++)
    a[i] *= k;
}

template void scale<float> (float *, float, int);

// { dg-final { scan-tree-dump-times "(?n)^qprop-stats: vec::sum: blocks=7 loops=1 loads=3 stores=0 branches=2\$" 1 "qprop-stats" } }
// { dg-final { scan-tree-dump-times "(?n)^qprop-stats: scale<float>: blocks=6 loops=1 loads=1 stores=1 branches=2\$" 1 "qprop-stats" } }
// { dg-regexp "qprop: stats: vec::sum: qprop-stats: blocks=7 loops=1 loads=3 stores=0 branches=2\n" }
// { dg-regexp "qprop: stats: scale<float>: qprop-stats: blocks=6 loops=1 loads=1 stores=1 branches=2\n" }
// { dg-regexp "qprop: stats: total: qprop-stats: functions=2 blocks=13 loops=2 loads=4 stores=1 branches=4\n" }
