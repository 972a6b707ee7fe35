"""Runs many Python samples in one interpreter, for tests/samples/run.ts and flows.ts.

Usage: python3 batch.py TIMEOUT_SECONDS FILE...
       python3 batch.py TIMEOUT_SECONDS < paths   (one path a line, each run once its line arrives)

`requests` is imported once; each sample then runs in a forked child, so it
starts from a clean interpreter as if run on its own, without paying for the
interpreter's start-up each time. The child's output goes to FILE.out. One
JSON line per sample reports its exit code and whether it timed out.
"""
import json
import os
import runpy
import signal
import sys
import traceback

import requests  # noqa: F401  (imported once, before forking)


def run_sample(path):
    pid = os.fork()
    if pid == 0:
        out = os.open(path + ".out", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(out, 1)
        os.dup2(out, 2)
        signal.alarm(timeout)  # the default action ends the child: a bound, not a wait
        code = 0
        try:
            runpy.run_path(path, run_name="__main__")
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
        except BaseException:  # noqa: BLE001  (any failure of the sample is its result)
            traceback.print_exc()
            code = 1
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    timed_out = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
    print(json.dumps({"file": path, "code": code, "timedOut": timed_out}), flush=True)


timeout = int(sys.argv[1])
if len(sys.argv) > 2:
    for path in sys.argv[2:]:
        run_sample(path)
else:
    for line in iter(sys.stdin.readline, ""):
        if line.strip():
            run_sample(line.strip())
