"""End-to-end throughput of ``docx extract``, split by stage: pages/s and tokens/s over a set of files.

It runs what ``docx extract`` runs — the batch engine (docx_cli/batch.py: ``--jobs`` worker processes reading
the inputs while the model runs here, up to ``--batch-size`` read documents sharing forward passes) over
``docx_cli.pipeline.ingest`` and ``extract_documents``, on the runtime ``docx extract`` would pick — and times
the stages by wrapping the functions that mark their borders:

    ingest    pipeline.ingest minus OCR (file reading, PDF text layer, HTML, reading order); in the workers
              with --jobs 2+, so it overlaps the stages below
    ocr       docx_cli.ingest.ocr: rendering scanned pages and the OCR engine (zero for born-digital files)
    tokenize  docx_cli.layout.chunking.chunk_document (word pieces, windows)
    model     pipeline.predict_words_many minus tokenize (batching, forwards, merging word logits)
    decode    pipeline.extract_document given the probabilities (tags → spans → fields, line items)

``seconds`` is the wall time of the whole batch (pages/s = pages / seconds); ``stages_s`` are the time each
stage was busy, which add up to more than ``seconds`` when ingest overlaps the model. Per file, the model time
of a group of documents is shared out by their tokens, and ``decode_share`` is its decode time over the sum
of its own stages (the figure the decode budget is checked against: the worst file is reported).
``cpu_stages_s`` / ``decode_share_cpu`` are the same in CPU seconds, which a loaded machine disturbs far less
(the model's include its runtime threads; OCR's count the reading thread only, not a Tesseract process).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import time
from collections import defaultdict
from contextlib import contextmanager
from datetime import datetime, timezone
from functools import partial
from typing import Any

STAGES = ("ingest", "ocr", "tokenize", "model", "decode")

# (module, function, timer name). The callers look these up on their module at call time (function-level
# imports or module globals), so replacing the module attribute is seen by every caller.
_OCR_PROBES = (
    ("docx_cli.ingest.ocr", "ocr_words", "ocr"),
    ("docx_cli.ingest.ocr", "ocr_page", "ocr"),  # images (ocr_words, for PDF pages, calls it: counted once)
    ("docx_cli.ingest.ocr", "render_pdf_page", "ocr"),
)
_MODEL_PROBES = (
    ("docx_cli.layout.chunking", "chunk_document", "tokenize"),
    ("docx_cli.pipeline", "predict_words_many", "predict"),
    ("docx_cli.pipeline", "extract_document", "decode"),
)


class _Timers:
    """Wall and CPU seconds per timer name, and every outermost call's (name, wall s, tokens, CPU s) in call
    order. CPU is this thread's (ingest, tokenize, decode are single-threaded Python) except for the model,
    whose runtime threads count too (the process's CPU): on a loaded machine, wall time says how busy it was,
    CPU time what the stage cost."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.cpu: dict[str, float] = defaultdict(float)
        self.calls: list[tuple[str, float, int, float]] = []
        self._depth: dict[str, int] = defaultdict(int)

    def wrap(self, name: str, fn):
        clock = time.process_time if name == "predict" else time.thread_time

        def timed(*args, **kwargs):
            self._depth[name] += 1  # nested calls (a reader calling another) count once
            t0, c0 = time.perf_counter(), clock()
            try:
                out = fn(*args, **kwargs)
            finally:
                self._depth[name] -= 1
            if self._depth[name] == 0:
                dt, dc = time.perf_counter() - t0, clock() - c0
                self.seconds[name] += dt
                self.cpu[name] += dc
                self.calls.append((name, dt, sum(len(c) for c in out) if name == "tokenize" else 0, dc))
            return out

        return timed


@contextmanager
def _probes(timers: _Timers, probes):
    saved = []
    try:
        for mod_name, attr, name in probes:
            mod = importlib.import_module(mod_name)
            fn = getattr(mod, attr)
            saved.append((mod, attr, fn))
            setattr(mod, attr, timers.wrap(name, fn))
        yield timers
    finally:
        for mod, attr, fn in reversed(saved):
            setattr(mod, attr, fn)


def ingest_timed(options: Any, inp: Any) -> tuple[Any, dict[str, float]]:
    """Stage 1 of the benchmark (a worker process with --jobs 2+): the Document and its ingest/OCR seconds."""
    from docx_cli import pipeline

    timers = _Timers()
    with _probes(timers, _OCR_PROBES):
        t0, c0 = time.perf_counter(), time.thread_time()
        doc = pipeline.ingest(inp.source, options)
        dt, dc = time.perf_counter() - t0, time.thread_time() - c0
    return doc, {"ingest": max(dt - timers.seconds["ocr"], 0.0), "ocr": timers.seconds["ocr"],
                 "ingest_cpu": max(dc - timers.cpu["ocr"], 0.0), "ocr_cpu": timers.cpu["ocr"]}


def _model_group(items: list, loaded: Any, options: Any, per_file: list[dict[str, Any]]):
    """Stage 2 over a group of read inputs: ``pipeline.extract_documents`` (what docx extract runs), timed;
    one small record per input for the batch engine, the figures appended to ``per_file``."""
    from docx_cli import pipeline

    docs = [doc for _, (doc, _) in items]
    timers = _Timers()
    with _probes(timers, _MODEL_PROBES):
        results = list(pipeline.extract_documents(docs, loaded, options, [inp.source for inp, _ in items]))
    tokenize = [(dt, n, dc) for name, dt, n, dc in timers.calls if name == "tokenize"]
    decode = [(dt, dc) for name, dt, _, dc in timers.calls if name == "decode"]
    if len(tokenize) != len(docs):  # a runtime that tokenizes otherwise: shared out like the model below
        tokenize = [(timers.seconds["tokenize"] / len(docs), 0, timers.cpu["tokenize"] / len(docs))] * len(docs)
    if len(decode) != len(docs):
        decode = [(0.0, 0.0)] * len(docs)
    model_s = max(timers.seconds["predict"] - timers.seconds["tokenize"], 0.0)
    model_cpu = max(timers.cpu["predict"] - timers.cpu["tokenize"], 0.0)
    total_tokens = sum(n for _, n, _ in tokenize)
    for k, ((inp, (doc, ingest_s)), result) in enumerate(zip(items, results)):
        share = tokenize[k][1] / total_tokens if total_tokens else 1.0 / len(docs)
        stages = {"ingest": ingest_s["ingest"], "ocr": ingest_s["ocr"], "tokenize": tokenize[k][0],
                  "model": model_s * share, "decode": decode[k][0]}
        cpu = {"ingest": ingest_s["ingest_cpu"], "ocr": ingest_s["ocr_cpu"], "tokenize": tokenize[k][2],
               "model": model_cpu * share, "decode": decode[k][1]}
        own, own_cpu = sum(stages.values()), sum(cpu.values())
        per_file.append({"source": inp.source, "pages": len(doc.pages), "words": doc.num_words,
                         "tokens": tokenize[k][1], "group": len(docs), "seconds": round(own, 4),
                         "stages_s": {s: round(v, 4) for s, v in stages.items()},
                         "cpu_stages_s": {s: round(v, 4) for s, v in cpu.items()},
                         "decode_share": round(stages["decode"] / own, 4) if own > 0 else None,
                         "decode_share_cpu": round(cpu["decode"] / own_cpu, 4) if own_cpu > 0 else None})
        yield {"source": result.source, "fields": {}, "line_items": []}


def load_for_bench(model: str, runtime: str, device: str, precision: str, threads: int):
    """The model as docx extract loads it (:func:`docx_cli.runtime.load_for_extract`), with ``threads``."""
    from docx_cli.runtime import resolve_runtime

    chosen = resolve_runtime(runtime, device, precision)
    if chosen == "onnx":
        from docx_cli.runtime.onnx import load_onnx_model

        return chosen, load_onnx_model(model, threads=threads)
    import torch

    from docx_cli.registry import load_model

    torch.set_num_threads(threads)
    return chosen, load_model(model, device=device, precision=precision)


def run_extract_bench(
    files: list[str],
    model: str = "default",
    *,
    device: str = "cpu",
    precision: str = "auto",
    runtime: str = "auto",
    threads: int = 0,
    jobs: int = 1,
    batch_size: int = 1,
    warmup: bool = True,
    ocr_engine: str = "auto",
    console=None,
) -> dict[str, Any]:
    """Extract every file once (after one untimed warm-up pass over the first) and report throughput.

    ``jobs``: processes reading the files (1: in this process, one after the other with the model);
    ``batch_size``: chunks per forward pass and read documents per model call, as ``docx extract
    --batch-size`` (1: one document at a time). Files that fail are listed with their error and left out of
    the totals. ``ocr_engine``: the engine scanned pages and photos are read with, as ``docx extract
    --ocr-engine``."""
    from docx_cli.batch import Input, run_batch
    from docx_cli.bench.attention import _cpu_count
    from docx_cli.ingest.load import IngestOptions
    from docx_cli.pipeline import ExtractOptions

    threads = threads or _cpu_count()
    # before the model loads: a bad --ocr-engine is exit 1 at once
    options = ExtractOptions(batch_size=max(1, batch_size), ingest=IngestOptions(ocr_engine=ocr_engine))  # type: ignore[arg-type]
    t0 = time.perf_counter()
    chosen, loaded = load_for_bench(model, runtime, device, precision, threads)
    load_s = time.perf_counter() - t0
    if warmup and files:
        warm: list[dict[str, Any]] = []
        with contextlib.suppress(Exception):  # a failing first file is reported by the timed pass
            list(_model_group([(Input(files[0]), ingest_timed(options, Input(files[0])))], loaded, options, warm))
    per_file: list[dict[str, Any]] = []
    failed: list[dict[str, Any]] = []

    def stage2_many(items):
        return _model_group(items, loaded, options, per_file)

    def emit(line: str) -> None:
        rec = json.loads(line)
        if "error" in rec:
            failed.append(rec)
        elif console is not None and per_file:
            r = next((r for r in reversed(per_file) if r["source"] == rec["source"]), None)
            if r is not None:
                console.print(f"{r['source']}: {r['pages']} page(s), {r['tokens']} tokens, {r['seconds']:.3f} s, "
                              f"decode {100 * (r['decode_share'] or 0):.1f} %", markup=False, soft_wrap=True)

    cpu0 = _cpu_seconds()
    t0 = time.perf_counter()
    run_batch(files, partial(ingest_timed, options), lambda inp, value: next(stage2_many([(inp, value)])),
              stage2_many=stage2_many, group=max(1, batch_size), jobs=max(1, jobs), emit=emit,
              console=console, label="benchmarking", total=len(files))
    wall = time.perf_counter() - t0
    report = _report(per_file, failed, wall, load_s, loaded, chosen, precision, threads, jobs, batch_size, warmup)
    report["settings"]["ocr_engine"] = ocr_engine
    # CPU seconds of this process and its finished workers over the timed pass: on a machine shared with other
    # work, wall-clock figures say how busy it was; these say what the batch cost.
    cpu = _cpu_seconds() - cpu0
    report["cpu_s"] = round(cpu, 3)
    report["pages_per_cpu_s"] = round(report["pages"] / cpu, 3) if cpu > 0 else None
    return report


def _cpu_seconds() -> float:
    """User + system CPU seconds of this process and of its waited-for children (the batch's workers)."""
    import resource

    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _worst(per_file: list[dict[str, Any]], key: str, stages: str) -> dict[str, Any] | None:
    """The file whose decode took the largest share of its time (``key``), with that share and its seconds."""
    worst = max((r for r in per_file if r[key] is not None), key=lambda r: r[key], default=None)
    if worst is None:
        return None
    return {"source": worst["source"], "share": worst[key], "decode_s": worst[stages]["decode"],
            "pages": worst["pages"]}


def _host(runtime: str) -> dict[str, Any]:
    """The machine and the runtime's version (torch is imported only when it is the runtime)."""
    import platform
    from importlib.metadata import PackageNotFoundError, version

    from docx_cli.bench.attention import _cpu_count

    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), cpu)
    except OSError:
        pass
    from docx_cli.registry import cpu_has_native_bf16

    info = {"cpu": cpu, "cores_available": _cpu_count(), "native_bf16": cpu_has_native_bf16(),
            "python": platform.python_version(), "platform": platform.platform()}
    for package in ("onnxruntime", "torch", "pdfplumber"):
        try:
            info[package] = version(package)
        except PackageNotFoundError:
            pass
    if runtime != "onnx":
        info.pop("onnxruntime", None)
    return info


def _report(per_file, failed, wall, load_s, loaded, chosen, precision, threads, jobs, batch_size, warmup):
    pages = sum(r["pages"] for r in per_file)
    tokens = sum(r["tokens"] for r in per_file)
    stage_s = {k: round(sum(r["stages_s"][k] for r in per_file), 4) for k in STAGES}
    busy = sum(stage_s.values())
    rate = lambda n, s: round(n / s, 3) if s > 0 else None
    worst = _worst(per_file, "decode_share", "stages_s")
    worst_cpu = _worst(per_file, "decode_share_cpu", "cpu_stages_s")
    dtype = "float32" if chosen == "onnx" else str(loaded.autocast_dtype or "torch.float32").removeprefix("torch.")
    return {
        "docx_bench": 1,
        "kind": "extract",
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "settings": {"model": loaded.name, "model_path": str(loaded.info.path), "preset": loaded.info.preset,
                     "runtime": chosen, "device": str(loaded.device), "precision": precision, "dtype": dtype,
                     "threads": threads, "jobs": jobs, "batch_size": batch_size, "warmup": warmup},
        "host": _host(chosen),
        "model_load_s": round(load_s, 3),
        "files": len(per_file),
        "failed": len(failed),
        "pages": pages,
        "tokens": tokens,
        "seconds": round(wall, 4),
        "pages_per_s": rate(pages, wall),
        "tokens_per_s": rate(tokens, wall),
        "stages_s": stage_s,
        "stages_share": {k: (round(v / busy, 4) if busy > 0 else None) for k, v in stage_s.items()},
        "overlap": round(busy / wall, 3) if wall > 0 else None,  # > 1: stages ran at the same time
        "stage_pages_per_s": {k: rate(pages, v) for k, v in stage_s.items()},
        "stage_tokens_per_s": {k: rate(tokens, v) for k, v in stage_s.items()},
        "cpu_stages_s": {k: round(sum(r["cpu_stages_s"][k] for r in per_file), 4) for k in STAGES},
        "decode_share_max": worst,
        "decode_share_cpu_max": worst_cpu,
        "per_file": per_file,
        "errors": failed,
    }
