// C++ code with classes, templates, virtual calls and exceptions still runs
// correctly with the plugin loaded.
// { dg-do run }

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
  return 0;
}
