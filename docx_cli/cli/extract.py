"""`docx extract FILE... [-]`: fields (and line items) out of documents, as JSON.

Output: one result object per input, one per line, in input order (JSONL on stdout), or with ``--out DIR``
one ``DIR/<stem>.json`` per input (written atomically; ``--resume`` skips inputs whose output exists). A
failing input yields ``{"source": ..., "error": {"code", "message"}}`` and one line on stderr; the others go
on and the exit code is 3. Progress and messages go to stderr only. ``--jobs N`` reads/OCRs inputs in N
worker processes while the model runs in this one.
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Annotated, Any

import typer

from docx_cli.cli.common import expand_inputs, make_console, run_batch
from docx_cli.errors import EXIT_OK, ConfigError, DependencyError, DocxError, InputError
from docx_cli.ingest.load import DEFAULT_MAX_PIXELS, IngestOptions
from docx_cli.layout.chunking import MODES
from docx_cli.pipeline import ExtractOptions, extract_document, ingest
from docx_cli.registry import DEFAULT_MODEL, PRECISIONS

_ERROR_KEY = "__docx_error__"
_ERRORS = {cls.__name__: cls for cls in (DocxError, InputError, DependencyError, ConfigError)}


def ingest_one(options: ExtractOptions, source: str) -> Any:
    """Stage 1 (a worker process with --jobs): one input → its Document, or an error marker.

    DocxError's two-argument constructor does not survive pickling across the pool boundary, so a failure
    travels as a plain tuple and is raised again in the main process (:func:`_reraise`)."""
    try:
        return ingest(source, options)
    except DocxError as e:
        return (_ERROR_KEY, type(e).__name__, e.code, e.message)
    except Exception as e:  # noqa: BLE001 - a reader bug must not break the pool; it becomes an error record
        return (_ERROR_KEY, "DocxError", "internal_error", f"{type(e).__name__}: {e}")


def _reraise(value: Any) -> None:
    if isinstance(value, tuple) and value and value[0] == _ERROR_KEY:
        _, kind, code, message = value
        raise _ERRORS.get(kind, DocxError)(code, message)


def command(
    files: Annotated[list[str], typer.Argument(help="Inputs (PDF, images, HTML, text, Document JSON); '-' reads "
                                               "one path per line from stdin.", show_default=False)],
    model: Annotated[str, typer.Option("--model", "-m", help="Model NAME (see `docx models`) or directory.")]
    = DEFAULT_MODEL,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write DIR/<stem>.json per input (atomically) "
                                             "instead of JSONL on stdout.")] = None,
    words: Annotated[bool, typer.Option("--words", help="Add every word with its BIESO tag to the result.")]
    = False,
    chunking: Annotated[str | None, typer.Option(help="split_page | window | whole (default: the model's).")]
    = None,
    stride: Annotated[int | None, typer.Option(help="Tokens shared by overlapping windows (default: a quarter "
                                               "of the model's length).")] = None,
    month_first: Annotated[bool, typer.Option("--month-first", help="Read 01/02/2021 as January 2 (default: "
                                              "day first, 1 February).")] = False,
    device: Annotated[str, typer.Option(help="auto | cpu | cuda | cuda:N | mps.")] = "auto",
    precision: Annotated[str, typer.Option(help="auto | fp32 | bf16 | fp16 (fp16: GPU only). auto: bf16 where the "
                                           "CPU or GPU has bf16 hardware, else fp32.")] = "auto",
    batch_size: Annotated[int, typer.Option("--batch-size", min=1, help="Chunks per forward pass.")] = 8,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Worker processes reading/OCRing inputs while "
                                      "the model runs in the main one.")] = 1,
    resume: Annotated[bool, typer.Option("--resume", help="With --out: skip inputs whose output exists.")] = False,
    ocr: Annotated[str, typer.Option(help="auto | always | never (see `docx ocr`).")] = "auto",
    ocr_engine: Annotated[str, typer.Option("--ocr-engine", help="tesseract | rapidocr | auto (see `docx ocr`).")]
    = "auto",
    lang: Annotated[str, typer.Option(help="Tesseract language(s), e.g. eng+deu.")] = "eng",
    password: Annotated[str | None, typer.Option(help="Password of encrypted PDFs.")] = None,
    max_pages: Annotated[int | None, typer.Option(help="Refuse inputs with more pages than this.")] = None,
    max_pixels: Annotated[int, typer.Option(help="Refuse images larger than this many pixels.")]
    = DEFAULT_MAX_PIXELS,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or summary on stderr.")] = False,
) -> int:
    """Extract fields and line items from documents as JSON."""
    console = make_console(quiet)
    console.soft_wrap = True  # an error stays one line on stderr, however long
    if chunking is not None and chunking not in MODES:
        raise ConfigError("bad_option", f"--chunking must be one of {', '.join(MODES)}, not {chunking!r}")
    if precision not in PRECISIONS:
        raise ConfigError("bad_option", f"--precision must be one of {', '.join(PRECISIONS)}, not {precision!r}")
    if resume and out is None:
        raise ConfigError("bad_option", "--resume needs --out DIR (it skips inputs whose output file exists)")
    options = ExtractOptions(
        chunking=chunking, stride=stride, words=words, day_first=not month_first, batch_size=batch_size,
        ingest=IngestOptions(ocr=ocr, lang=lang, password=password, max_pages=max_pages,  # type: ignore[arg-type]
                             max_pixels=max_pixels, ocr_engine=ocr_engine),  # type: ignore[arg-type]
    )
    sources = expand_inputs(files)
    if not sources:
        raise ConfigError("no_inputs", "no inputs (give files, or '-' to read paths from stdin)")

    from docx_cli.registry import load_model

    loaded = load_model(model, device=device, precision=precision)  # ConfigError → exit 1 before any input
    if not quiet:
        console.print(f"[dim]model {loaded.name} ({loaded.info.path}) on {loaded.device}[/dim]")

    def stage2(source: str, doc: Any) -> dict[str, Any]:
        _reraise(doc)
        return extract_document(doc, loaded, options, source=source).to_json()

    start = time.perf_counter()
    report = run_batch(sources, partial(ingest_one, options), stage2, jobs=jobs, out_dir=out, resume=resume,
                       console=console, label="extracting")
    seconds = time.perf_counter() - start
    console.print(f"[dim]{report.ok} ok, {report.failed} failed, {report.skipped} skipped in {seconds:.1f} s[/dim]")
    return report.exit_code if report.failed else EXIT_OK
