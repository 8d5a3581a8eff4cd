"""`docx bench startup`: where a one-document `docx extract` spends its cold start, measured in fresh processes.

Each run is a new Python process (so nothing is cached in it: imports, model, tokenizer) doing what
`docx extract FILE` does, timing each phase with ``time.perf_counter``; the parent times the whole process
(wall, from spawn to exit) and its CPU time. Phases:

    startup     interpreter start and ``site`` (whole wall minus what the child measured)
    cli         the CLI's own imports (docx_cli.cli.app: typer, rich, the command modules)
    runtime     the inference stack's imports (torch, or onnxruntime + numpy, and what decoding imports)
    model_load  finding, validating and loading the model and its tokenizer
    ingest      reading the document
    model       chunking and the forward passes
    decode      tags, spans, fields and line items
    exit        from the result to the process's end (interpreter teardown)

A figure, not a test: the machine's load moves it (the report carries the load average).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

PHASES = ("startup", "cli", "runtime", "model_load", "ingest", "model", "decode", "exit")

# Runs in the child. Mirrors docx_cli/cli/extract.py's path for one input, phase by phase.
_CHILD = r"""
import json, sys, time
t0 = time.perf_counter()
spec = json.loads(sys.argv[1])
import docx_cli.cli.app  # noqa: F401  the CLI's imports
t1 = time.perf_counter()
from docx_cli.pipeline import ExtractOptions, ingest, predict_words
from docx_cli.decode import decode
if spec["runtime"] == "onnx":
    import onnxruntime, numpy  # noqa: F401
else:
    import torch  # noqa: F401
t2 = time.perf_counter()
if spec["runtime"] == "onnx":
    from docx_cli.runtime.onnx import load_onnx_model
    model = load_onnx_model(spec["model"])
else:
    from docx_cli.registry import load_model
    model = load_model(spec["model"], device="cpu", precision=spec["precision"])
t3 = time.perf_counter()
options = ExtractOptions()
doc = ingest(spec["path"], options)
t4 = time.perf_counter()
probs = predict_words(doc, model, options)
t5 = time.perf_counter()
decoded = decode(doc, probs, model, day_first=options.day_first)
t6 = time.perf_counter()
print(json.dumps({"cli": t1 - t0, "runtime": t2 - t1, "model_load": t3 - t2, "ingest": t4 - t3,
                  "model": t5 - t4, "decode": t6 - t5, "child_total": t6 - t0, "end": time.time(),
                  "fields": sorted(decoded.fields)}), flush=True)
import gc
gc.freeze()  # as docx_cli.cli.app.main does before exiting
"""


def _one(spec: dict[str, Any], env: dict[str, str]) -> dict[str, float]:
    start_wall, start = time.time(), time.perf_counter()
    before = os.times()
    proc = subprocess.run([sys.executable, "-c", _CHILD, json.dumps(spec)], capture_output=True, text=True,
                          env=env, check=False)
    wall = time.perf_counter() - start
    after = os.times()
    if proc.returncode != 0:
        raise RuntimeError(f"startup run failed: {proc.stderr.strip()[-800:]}")
    child = json.loads(proc.stdout.strip().splitlines()[-1])
    exit_s = max(0.0, time.time() - child["end"])
    phases = {k: child[k] for k in ("cli", "runtime", "model_load", "ingest", "model", "decode")}
    phases["exit"] = exit_s
    phases["startup"] = max(0.0, wall - child["child_total"] - exit_s)
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    del start_wall
    return {"wall_s": wall, "cpu_s": cpu, **{p: phases[p] for p in PHASES}}


def startup_benchmark(path: str | Path, model: str = "default", runtime: str = "torch", runs: int = 5,
                      precision: str = "auto", threads: int | None = None) -> dict[str, Any]:
    """``runs`` fresh processes; the median of each phase, of the wall and CPU time, and every run."""
    env = dict(os.environ)
    if threads:
        env["OMP_NUM_THREADS"] = env["MKL_NUM_THREADS"] = env["DOCX_THREADS"] = str(threads)
    spec = {"path": str(path), "model": model, "runtime": runtime, "precision": precision}
    if runtime == "onnx":  # the export cache is built once, outside the timed runs
        from docx_cli.registry import find_model
        from docx_cli.runtime.onnx import ensure_exported

        ensure_exported(find_model(model).path)
    results = [_one(spec, env) for _ in range(runs)]
    median = {k: statistics.median(r[k] for r in results) for k in ("wall_s", "cpu_s", *PHASES)}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {"benchmark": "startup", "path": str(path), "model": model, "runtime": runtime, "runs": runs,
            "threads": threads, "cpus": os.cpu_count(), "load_average_1m": load,
            "median": {k: round(v, 3) for k, v in median.items()},
            "each": [{k: round(v, 3) for k, v in r.items()} for r in results]}


def format_report(report: dict[str, Any]) -> str:
    m = report["median"]
    lines = [(f"startup of `docx extract {report['path']}` ({report['runtime']}, {report['runs']} fresh processes, "
              f"load average {report['load_average_1m']:.1f} on {report['cpus']} CPUs)"),
             f"  {'wall':<11} {m['wall_s']:6.2f} s   (CPU {m['cpu_s']:.2f} s)"]
    lines += [f"  {p:<11} {m[p]:6.2f} s" for p in PHASES]
    return "\n".join(lines)
