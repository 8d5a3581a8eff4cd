"""`docx ocr FILE... [-]`: ingest + reading order only. Writes the Document JSON (docx_cli/document.py), so OCR
runs once and every later command reads the cached result: ``docx ocr a.pdf > a.json && docx extract a.json``.

Output: one JSON object per input, one per line, in input order (JSONL). A single input therefore gives one
line that is a valid JSON document; ``--pretty`` indents it for reading (then it is no longer JSONL). With
``--out DIR`` each input gets ``DIR/<stem>.json`` instead (written atomically), and ``--resume`` skips
inputs whose output exists. A failing input yields ``{"source": ..., "error": {"code", "message"}}``, one
line on stderr, and exit code 3 at the end; the others go on. A missing Tesseract stops the run (exit 2).
"""

from __future__ import annotations

import json
import sys
import time
from functools import partial
from pathlib import Path
from typing import Annotated, Any

import typer

from docx_cli.cli.common import expand_inputs, make_console, run_batch
from docx_cli.errors import EXIT_USAGE, DependencyError
from docx_cli.ingest.load import DEFAULT_MAX_PIXELS, IngestOptions


def ocr_one(opts: IngestOptions, source: str) -> dict[str, Any]:
    """Worker (runs in the process pool): one input → its Document JSON dict."""
    from docx_cli.ingest.load import load_document

    return load_document(source, opts).to_json()


def default_jobs(n_inputs: int) -> int:
    import os

    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, cpus if n_inputs == 1 else min(cpus, n_inputs))  # one input: the processes share its pages


def command(
    files: Annotated[list[str], typer.Argument(help="Inputs (PDF, PNG/JPEG/TIFF/…, HTML, text, Document JSON); "
                                               "'-' reads one path per line from stdin.", show_default=False)],
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write DIR/<stem>.json per input instead of "
                                             "JSONL on stdout.")] = None,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=0, help="Worker processes (Tesseract runs "
                                      "single-threaded in each): over files, or over the OCR'd pages of a "
                                      "single input; 0 = one per CPU.")] = 0,
    ocr: Annotated[str, typer.Option(help="auto: OCR PDF pages without a text layer; always: OCR every page; "
                                     "never: text layer only.")] = "auto",
    ocr_engine: Annotated[str, typer.Option("--ocr-engine", help="tesseract | rapidocr | auto (the measured "
                                            "best; see docs/ocr.md).")] = "auto",
    lang: Annotated[str, typer.Option(help="Tesseract language(s), e.g. eng or eng+deu.")] = "eng",
    psm: Annotated[int | None, typer.Option(help="Tesseract page segmentation mode (0-13; default: "
                                            "Tesseract's own, 3).")] = None,
    password: Annotated[str | None, typer.Option(help="Password of encrypted PDFs.")] = None,
    max_pages: Annotated[int | None, typer.Option(help="Refuse inputs with more pages than this.")] = None,
    max_pixels: Annotated[int, typer.Option(help="Refuse images larger than this many pixels (decompression "
                                            "bombs); scanned PDF pages are rendered below it.")] = DEFAULT_MAX_PIXELS,
    dpi: Annotated[int, typer.Option(help="Resolution scanned PDF pages are rendered at for OCR.")] = 300,
    pretty: Annotated[bool, typer.Option("--pretty", help="Indent the JSON (for reading; not JSONL).")] = False,
    resume: Annotated[bool, typer.Option("--resume", help="With --out: skip inputs whose output exists.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or summary on stderr.")] = False,
) -> int:
    """Read documents (OCR where needed) and print their words, boxes, lines and blocks as Document JSON."""
    console = make_console(quiet)
    sources = expand_inputs(files)
    if not sources:
        make_console().print("[red]error[/red]: no inputs (give files, or '-' to read paths from stdin)")
        return EXIT_USAGE
    if resume and out is None:
        make_console().print("[red]error[/red]: --resume needs --out DIR")
        return EXIT_USAGE
    n_jobs = jobs or default_jobs(len(sources))
    # several inputs: one process per file; a single input: its OCR'd pages are shared out instead
    opts = IngestOptions(ocr=ocr, lang=lang, psm=psm, password=password, max_pages=max_pages,  # type: ignore[arg-type]
                         ocr_engine=ocr_engine,  # type: ignore[arg-type]
                         dpi=dpi, max_pixels=max_pixels, page_jobs=n_jobs if len(sources) == 1 else 1)

    pages = 0

    def count(source: str, doc: dict[str, Any]) -> dict[str, Any]:
        nonlocal pages
        pages += len(doc["pages"])
        return doc

    def emit_pretty(line: str) -> None:
        sys.stdout.write(json.dumps(json.loads(line), ensure_ascii=False, indent=2) + "\n")
        sys.stdout.flush()

    start = time.perf_counter()
    try:
        report = run_batch(sources, partial(ocr_one, opts), count, jobs=n_jobs, out_dir=out, resume=resume,
                           console=console, label="ocr",
                           emit=emit_pretty if pretty and out is None else None)
    except DependencyError as e:
        make_console().print(f"[red]error[/red]: {e.message}")  # even with --quiet: the run stopped
        return e.exit_code
    seconds = time.perf_counter() - start
    console.print(f"[dim]{report.ok} ok, {report.failed} failed, {report.skipped} skipped; {pages} pages in "
                  f"{seconds:.1f} s ({pages / max(seconds, 1e-9):.2f} pages/s, {n_jobs} job(s))[/dim]")
    return report.exit_code
