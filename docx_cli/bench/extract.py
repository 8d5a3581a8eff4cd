"""End-to-end throughput of ``docx extract``, split by stage: pages/s and tokens/s over a set of files.

It runs the pipeline's own functions (``docx_cli.pipeline.ingest`` and ``extract_document``, one file at a
time in this process, as ``docx extract --jobs 1`` does) and times the stages by wrapping the functions that
mark their borders, so what is measured is exactly what a user runs:

    ingest    pipeline.ingest minus OCR (file reading, PDF text layer, HTML, reading order)
    ocr       docx_cli.ingest.ocr: rendering scanned pages and Tesseract (zero for born-digital files)
    tokenize  docx_cli.layout.chunking.chunk_document (word pieces, windows)
    model     pipeline.predict_words minus tokenize (batching, forwards, merging word logits)
    decode    pipeline.extract_document minus predict_words (tags → spans → fields, line items)
"""

from __future__ import annotations

import importlib
import time
from collections import defaultdict
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Any

from docx_cli.errors import DocxError

STAGES = ("ingest", "ocr", "tokenize", "model", "decode")

# (module, function, timer name). pipeline.py and the readers look these up on their module at call time
# (function-level imports or module globals), so replacing the module attribute is seen by every caller.
_PROBES = (
    ("docx_cli.ingest.ocr", "ocr_words", "ocr"),
    ("docx_cli.ingest.ocr", "ocr_page", "ocr"),  # images (ocr_words, for PDF pages, calls it: counted once)
    ("docx_cli.ingest.ocr", "render_pdf_page", "ocr"),
    ("docx_cli.layout.chunking", "chunk_document", "tokenize"),
    ("docx_cli.pipeline", "predict_words", "predict"),
)


class _Timers:
    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.tokens = 0
        self._depth: dict[str, int] = defaultdict(int)

    def wrap(self, name: str, fn):
        def timed(*args, **kwargs):
            self._depth[name] += 1  # nested calls (a reader calling another) count once
            t0 = time.perf_counter()
            try:
                out = fn(*args, **kwargs)
            finally:
                self._depth[name] -= 1
                if self._depth[name] == 0:
                    self.seconds[name] += time.perf_counter() - t0
            if name == "tokenize":
                self.tokens += sum(len(c) for c in out)
            return out

        return timed


@contextmanager
def _probes(timers: _Timers):
    saved = []
    try:
        for mod_name, attr, name in _PROBES:
            mod = importlib.import_module(mod_name)
            fn = getattr(mod, attr)
            saved.append((mod, attr, fn))
            setattr(mod, attr, timers.wrap(name, fn))
        yield timers
    finally:
        for mod, attr, fn in reversed(saved):
            setattr(mod, attr, fn)


def _measure_file(path: str, loaded, options) -> dict[str, Any]:
    from docx_cli import pipeline

    timers = _Timers()
    with _probes(timers):
        t0 = time.perf_counter()
        doc = pipeline.ingest(path, options)
        t1 = time.perf_counter()
        pipeline.extract_document(doc, loaded, options, source=path)
        t2 = time.perf_counter()
    s = timers.seconds
    stages = {
        "ingest": (t1 - t0) - s["ocr"],
        "ocr": s["ocr"],
        "tokenize": s["tokenize"],
        "model": s["predict"] - s["tokenize"],
        "decode": (t2 - t1) - s["predict"],
    }
    return {"source": path, "pages": len(doc.pages), "words": doc.num_words, "tokens": timers.tokens,
            "seconds": t2 - t0, "stages_s": {k: round(max(v, 0.0), 4) for k, v in stages.items()}}


def run_extract_bench(
    files: list[str],
    model: str = "default",
    *,
    device: str = "cpu",
    precision: str = "auto",
    threads: int = 0,
    warmup: bool = True,
    console=None,
) -> dict[str, Any]:
    """Extract every file once (after one untimed warm-up pass over the first) and report throughput.

    Files that fail are listed with their error and left out of the totals."""
    import torch

    from docx_cli.bench.attention import _cpu_count, _host_info
    from docx_cli.pipeline import ExtractOptions
    from docx_cli.registry import load_model

    threads = threads or _cpu_count()
    torch.set_num_threads(threads)
    t0 = time.perf_counter()
    loaded = load_model(model, device=device, precision=precision)
    load_s = time.perf_counter() - t0
    options = ExtractOptions()
    if warmup and files:
        try:
            _measure_file(files[0], loaded, options)
        except DocxError:
            pass  # reported below, with the timed pass
    per_file: list[dict[str, Any]] = []
    failed: list[dict[str, Any]] = []
    for path in files:
        try:
            rec = _measure_file(path, loaded, options)
        except DocxError as e:
            failed.append(e.record(path))
            if console is not None:
                console.print(f"[red]error[/red] {path}: {e.message}")
            continue
        per_file.append(rec)
        if console is not None:
            console.print(f"{path}: {rec['pages']} page(s), {rec['tokens']} tokens, {rec['seconds']:.3f} s",
                          markup=False, soft_wrap=True)
    total_s = sum(r["seconds"] for r in per_file)
    pages = sum(r["pages"] for r in per_file)
    tokens = sum(r["tokens"] for r in per_file)
    stage_s = {k: round(sum(r["stages_s"][k] for r in per_file), 4) for k in STAGES}
    rate = lambda n, s: round(n / s, 3) if s > 0 else None
    return {
        "docx_bench": 1,
        "kind": "extract",
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "settings": {"model": loaded.name, "model_path": str(loaded.info.path), "preset": loaded.info.preset,
                     "device": str(loaded.device), "precision": precision,
                     "dtype": str(loaded.autocast_dtype or "torch.float32").removeprefix("torch."), "threads": threads,
                     "warmup": warmup},
        "host": _host_info(str(loaded.device)),
        "model_load_s": round(load_s, 3),
        "files": len(per_file),
        "failed": len(failed),
        "pages": pages,
        "tokens": tokens,
        "seconds": round(total_s, 4),
        "pages_per_s": rate(pages, total_s),
        "tokens_per_s": rate(tokens, total_s),
        "stages_s": stage_s,
        "stages_share": {k: (round(v / total_s, 4) if total_s > 0 else None) for k, v in stage_s.items()},
        "stage_pages_per_s": {k: rate(pages, v) for k, v in stage_s.items()},
        "stage_tokens_per_s": {k: rate(tokens, v) for k, v in stage_s.items()},
        "per_file": per_file,
        "errors": failed,
    }
