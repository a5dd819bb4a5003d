"""Small helpers shared by the runner's modules."""

import os
import shlex
import subprocess
import sys
import threading
import time


class BenchError(Exception):
    """A problem the user has to fix (bad config, missing tool...).

    The runner prints the message and exits with status 2, before it
    builds or runs anything."""


def as_flag_list(value, what):
    """A flags value from a config or manifest: a string (split like a
    shell would) or a list of strings.  Returns a list."""
    if value is None:
        return []
    if isinstance(value, str):
        try:
            return shlex.split(value)
        except ValueError as e:
            raise BenchError(f"{what}: cannot split {value!r}: {e}")
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    raise BenchError(f"{what}: expected a string or a list of strings, "
                     f"got {value!r}")


def quote_cmd(cmd):
    return " ".join(shlex.quote(str(c)) for c in cmd)


FIXED_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LC_ALL": "C"}
PASSED_ENV = ("LD_LIBRARY_PATH", "CUDA_VISIBLE_DEVICES")


def run_env(extra=None):
    """The environment every measured program gets: a fixed one, the same
    for every run and every user (argv and the environment sit at the top
    of a program's stack, so their size moves its stack and can change
    cachegrind's miss counts), plus LD_LIBRARY_PATH and
    CUDA_VISIBLE_DEVICES when they are set, plus `extra`."""
    env = dict(FIXED_ENV)
    for k in PASSED_ENV:
        if k in os.environ:
            env[k] = os.environ[k]
    if extra:
        env.update(extra)
    return env


class Result:
    __slots__ = ("rc", "stdout", "stderr", "seconds", "timed_out")

    def __init__(self, rc, stdout, stderr, seconds, timed_out=False):
        self.rc = rc
        self.stdout = stdout
        self.stderr = stderr
        self.seconds = seconds
        self.timed_out = timed_out


def run(cmd, cwd=None, env=None, timeout=None, stdin=None, binary=False,
        stdout_path=None):
    """Runs cmd; returns a Result.  stdout is captured as text (bytes
    with binary=True), or written to stdout_path when given."""
    t0 = time.perf_counter()
    out_f = open(stdout_path, "wb") if stdout_path else subprocess.PIPE
    in_f = open(stdin, "rb") if stdin else subprocess.DEVNULL
    try:
        p = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env,
                           stdin=in_f, stdout=out_f, stderr=subprocess.PIPE,
                           timeout=timeout)
        rc, so, se, to = p.returncode, p.stdout, p.stderr, False
    except subprocess.TimeoutExpired as e:
        rc, so, se, to = -9, e.stdout or b"", e.stderr or b"", True
    except OSError as e:
        rc, so, se, to = 127, b"", str(e).encode(), False
    finally:
        if stdout_path:
            out_f.close()
        if stdin:
            in_f.close()
    secs = time.perf_counter() - t0
    se = (se or b"").decode("utf-8", "replace")
    if stdout_path:
        so = None
    elif not binary:
        so = (so or b"").decode("utf-8", "replace")
    return Result(rc, so, se, secs, to)


class Progress:
    """Prints "[i/N] what bench config" lines; thread safe."""

    def __init__(self, total, stream=None):
        self.total = total
        self.done = 0
        self.lock = threading.Lock()
        self._stream = stream

    @property
    def stream(self):
        return self._stream or sys.stdout

    def step(self, what):
        with self.lock:
            self.done += 1
            width = len(str(self.total))
            print(f"[{self.done:>{width}}/{self.total}] {what}",
                  file=self.stream, flush=True)

    def skip(self, n=1):
        with self.lock:
            self.done += n

    def say(self, text):
        with self.lock:
            print(text, file=self.stream, flush=True)
