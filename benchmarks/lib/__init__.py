"""Modules of the qprop benchmark runner (benchmarks/run.py).

Only the Python standard library is used, plus matplotlib for the plots.
"""
