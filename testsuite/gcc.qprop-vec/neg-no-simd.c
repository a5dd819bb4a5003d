/* Without -fopenmp-simd the pragma is ignored: the Mandelbrot loop is no
   omp simd loop and the pass changes nothing.  */
/* { dg-do compile } */
/* { dg-options "-O3 -Wno-unknown-pragmas -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

void
mandel (int *out, int w, float y0, float xmin, float dx, int maxit)
{
#pragma omp simd
  for (int i = 0; i < w; i++)
    {
      float x0 = xmin + i * dx, x = 0, y = 0;
      int k = 0;
      while (k < maxit && x * x + y * y <= 4.0f)
	{
	  float xt = x * x - y * y + x0;
	  y = 2.0f * x * y + y0;
	  x = xt;
	  k++;
	}
      out[i] = k;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: mandel: no omp simd loop$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {vectorized} "qprop-vectorize" } } */
