// C++ code with classes, templates, virtual calls and exceptions still runs
// correctly with the plugin loaded.  series<T>::blur is of the shape
// qprop-version takes, and the test shows that it took it in the build
// that ran.
// { dg-do run }
// { dg-options "-fplugin-arg-qprop-dump=qprop-version" }

#include <vector>
#include <stdexcept>
#include <cstdlib>

struct shape
{
  virtual ~shape () {}
  virtual int area () const = 0;
};

struct rect : shape
{
  int w, h;
  rect (int w_, int h_) : w (w_), h (h_) {}
  int area () const override { return w * h; }
};

template <typename T>
T
sum_if (const std::vector<T> &v, T limit)
{
  T s = 0;
  for (const T &x : v)
    if (x < limit)
      s += x;
  return s;
}

// A series of samples that writes a smoothed copy of itself to a plain
// pointer.  The store to out[i] might be the p[i + 1] of the next iteration,
// so the samples can only stay in registers across iterations in a copy of
// the loop that runs when a run-time check finds the two ranges apart
// (qprop-version).
template <typename T>
struct series
{
  std::vector<T> v;

  __attribute__((noipa)) void
  blur (T *out) const
  {
    const T *p = v.data ();
    std::size_t n = v.size ();
    for (std::size_t i = 1; i + 1 < n; i++)
      out[i] = p[i - 1] + 2 * p[i] + p[i + 1];
  }
};

static int
checked_div (int a, int b)
{
  if (b == 0)
    throw std::runtime_error ("div by zero");
  return a / b;
}

int
main ()
{
  std::vector<int> v;
  for (int i = 0; i < 50; i++)
    v.push_back (i);
  if (sum_if (v, 10) != 45)
    abort ();
  std::vector<shape *> s;
  for (int i = 1; i <= 4; i++)
    s.push_back (new rect (i, i + 1));
  int total = 0;
  for (shape *p : s)
    {
      total += p->area ();
      delete p;
    }
  if (total != 2 + 6 + 12 + 20)
    abort ();
  bool caught = false;
  try
    {
      checked_div (1, 0);
    }
  catch (const std::runtime_error &)
    {
      caught = true;
    }
  if (!caught || checked_div (9, 3) != 3)
    abort ();

  series<int> sq;
  for (int i = 0; i < 40; i++)
    sq.v.push_back (i * i);
  std::vector<int> out (40, -1);
  sq.blur (out.data ());
  if (out[0] != -1 || out[39] != -1)
    abort ();
  for (int i = 1; i < 39; i++)
    if (out[i] != 4 * i * i + 2)
      abort ();
  // In place, one sample ahead: each sum reads the one written just before,
  // so only the unchanged copy gives these values (p[i + 1] = p[i - 1]
  // + 2 p[i] + 1 from p[2] on).
  series<int> ones;
  ones.v.assign (12, 1);
  ones.blur (ones.v.data () + 1);
  if (ones.v[0] != 1 || ones.v[1] != 1 || ones.v[2] != 4)
    abort ();
  for (int i = 3; i < 12; i++)
    if (ones.v[i] != ones.v[i - 2] + 2 * ones.v[i - 1] + 1)
      abort ();
  return 0;
}

// qprop-version checked blur's loop in the build that ran: at every level
// but -Os, where it leaves loops optimized for size alone.  The ltrans
// compile names the function without its class.
// { dg-final { scan-qprop-dump {(?n)^qprop-version: (?:series<int>::)?blur: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } }
