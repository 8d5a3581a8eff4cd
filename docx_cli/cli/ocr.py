"""`docx ocr FILE... [-]`: ingest + reading order only. Writes the Document JSON (docx_cli/document.py), so OCR
runs once and every later command reads the cached result: ``docx ocr a.pdf > a.json && docx extract a.json``.

Output: one JSON object per input, one per line, in input order (JSONL). A single input therefore gives one
line that is a valid JSON document; ``--pretty`` indents it for reading (then it is no longer JSONL). With
``--out DIR`` each input gets ``DIR/<file name>.<8 hex>.json`` instead (docx_cli/batch.py: written
atomically, never two inputs to one file), and ``--resume`` skips inputs whose output exists and is valid. A failing input yields ``{"source": ..., "error": {"code", "message"}}``, one
line on stderr, and exit code 3 at the end; the others go on. A missing Tesseract stops the run (exit 2).
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Annotated, Any

import typer

from docx_cli.batch import Input, expand_inputs, read_input, run_batch
from docx_cli.cli.common import make_console
from docx_cli.errors import EXIT_USAGE, DependencyError
from docx_cli.ingest.load import DEFAULT_MAX_PIXELS, IngestOptions, parse_limits


def ocr_one(opts: IngestOptions, inp: Input) -> dict[str, Any]:
    """Worker (runs in the process pool): one input → its Document JSON dict."""
    return read_input(inp, opts).to_json()


def is_document(record: dict[str, Any]) -> bool:
    """What --resume accepts as a finished Document JSON (error records are checked by the batch engine)."""
    return record.get("docx_version") == 1 and isinstance(record.get("pages"), list)


def default_jobs(n_inputs: int) -> int:
    import os

    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, cpus if n_inputs == 1 else min(cpus, n_inputs))  # one input: the processes share its pages


def command(
    files: Annotated[list[str], typer.Argument(help="Inputs (PDF, PNG/JPEG/TIFF/…, HTML, text, Document JSON); "
                                               "'-' reads stdin: one path (or Document JSON) per line; only the "
                                               "newline ends a name (spaces and '#' are kept), blank lines are "
                                               "skipped.", show_default=False)],
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write DIR/<file name>.<8 hex>.json per input "
                                             "instead of JSONL on stdout.")] = None,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=0, help="Worker processes (Tesseract runs "
                                      "single-threaded in each): over files, or over the OCR'd pages of a "
                                      "single input; 0 = one per CPU.")] = 0,
    ocr: Annotated[str, typer.Option(help="auto: OCR PDF pages without a text layer; always: OCR every page; "
                                     "never: text layer only.")] = "auto",
    ocr_engine: Annotated[str, typer.Option("--ocr-engine", help="tesseract | rapidocr | auto (the measured "
                                            "best; see docs/ocr.md).")] = "auto",
    lang: Annotated[str, typer.Option(help="Tesseract language(s), e.g. eng or eng+deu.")] = "eng",
    psm: Annotated[int | None, typer.Option(help="Tesseract page segmentation mode (0-13; default: "
                                            "Tesseract's own, 3; 6 reads receipts better).")] = None,
    password: Annotated[str | None, typer.Option(help="Password of encrypted PDFs.")] = None,
    max_pages: Annotated[int | None, typer.Option(help="Refuse inputs with more pages than this.")] = None,
    max_pixels: Annotated[int, typer.Option(help="Refuse images larger than this many pixels (decompression "
                                            "bombs); scanned PDF pages are rendered below it.")] = DEFAULT_MAX_PIXELS,
    dpi: Annotated[int, typer.Option(help="Resolution scanned PDF pages are rendered at for OCR.")] = 300,
    limit: Annotated[list[str] | None, typer.Option("--limit", metavar="NAME=N", help="Raise or lower a limit: "
                                                  "max_pdf_bytes, max_frames, max_chars, max_words, max_depth "
                                                  "(defaults and error codes: docs/limits.md).")] = None,
    pretty: Annotated[bool, typer.Option("--pretty", help="Indent the JSON (for reading; not JSONL).")] = False,
    resume: Annotated[bool, typer.Option("--resume", help="With --out: skip inputs whose output exists and is "
                                         "valid JSON (error records count as done).")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or summary on stderr.")] = False,
) -> int:
    """Read documents (OCR where needed) and print their words, boxes, lines and blocks as Document JSON."""
    console = make_console(quiet)
    inputs = expand_inputs(files)
    head = [i for _, i in zip(range(2), inputs)]  # one input or several decides how --jobs is used
    if not head:
        make_console().print("[red]error[/red]: no inputs (give files, or '-' to read paths from stdin)")
        return EXIT_USAGE
    if resume and out is None:
        make_console().print("[red]error[/red]: --resume needs --out DIR")
        return EXIT_USAGE
    n_jobs = jobs or default_jobs(len(head))
    # several inputs: one process per file; a single input: its OCR'd pages are shared out instead
    opts = IngestOptions(ocr=ocr, lang=lang, psm=psm, password=password, max_pages=max_pages,  # type: ignore[arg-type]
                         ocr_engine=ocr_engine,  # type: ignore[arg-type]
                         dpi=dpi, max_pixels=max_pixels, page_jobs=n_jobs if len(head) == 1 else 1,
                         **parse_limits(limit))

    pages = 0

    def count(inp: Input, doc: dict[str, Any]) -> dict[str, Any]:
        nonlocal pages
        pages += len(doc["pages"])
        return doc

    start = time.perf_counter()
    try:
        report = run_batch(_chain(head, inputs), partial(ocr_one, opts), count, jobs=n_jobs, out_dir=out,
                           resume=resume, console=console, label="ocr", valid=is_document,
                           indent=2 if pretty and out is None else None,
                           total=None if "-" in files else len(files))
    except DependencyError as e:
        make_console().print(f"[red]error[/red]: {e.message}")  # even with --quiet: the run stopped
        return e.exit_code
    seconds = time.perf_counter() - start
    console.print(f"[dim]{report.ok} ok, {report.failed} failed, {report.skipped + report.busy} skipped; {pages} pages in "
                  f"{seconds:.1f} s ({pages / max(seconds, 1e-9):.2f} pages/s, {n_jobs} job(s))[/dim]")
    return report.exit_code


def _chain(head, rest):
    yield from head
    yield from rest
