"""`docx extract FILE... [-]`: fields (and line items) out of documents, as JSON.

Output: one result object per input, one per line, in input order (JSONL on stdout), or with ``--out DIR``
one ``DIR/<file name>.<8 hex>.json`` per input (docx_cli/batch.py: written atomically, never two inputs to
one file; ``--resume`` skips inputs whose output is there and valid). ``-`` reads stdin, one path or one
Document JSON per line, so ``docx ocr a.pdf | docx extract -`` works. A failing input yields
``{"source": ..., "error": {"code", "message"}}`` and one line on stderr; the others go on and the exit code
is 3. Progress and messages go to stderr only. ``--jobs N`` reads/OCRs inputs in N worker processes while
the model runs in this one. ``--format json|jsonl|csv`` (docx_cli/formats.py), ``--pages 1-3,5``
(docx_cli/ingest/pages.py), ``--engine ray`` (docx_cli/batch_ray.py).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Annotated, Any

import typer

from docx_cli.batch import Input, expand_inputs, read_input, run_batch
from docx_cli.cli.common import make_console, show_warnings
from docx_cli.document import Document
from docx_cli.errors import EXIT_OK, ConfigError
from docx_cli.ingest.load import DEFAULT_MAX_PIXELS, IngestOptions, parse_limits
from docx_cli.layout.chunking import MODES
from docx_cli.output import apply_min_confidence
from docx_cli.pipeline import ExtractOptions, extract_documents
from docx_cli.registry import DEFAULT_MODEL, PRECISIONS

STDIN_HELP = ("Inputs (PDF, images, HTML, text, Document JSON). '-' reads stdin: one path per line, or one "
              "Document JSON per line (what `docx ocr` prints); only the newline ends a name (spaces and '#' "
              "are kept), blank lines are skipped.")


def ingest_one(options: ExtractOptions, inp: Input) -> Document:
    """Stage 1 (a worker process with --jobs): one input → its Document. Errors travel as DocxError."""
    return read_input(inp, options.ingest)


def ingest_selected(options: ExtractOptions, inp: Input) -> Document:
    """:func:`ingest_one`, with ``--pages`` applied to a Document JSON line from stdin too (files get it in
    load_document)."""
    doc = ingest_one(options, inp)
    if inp.text is not None and options.ingest.pages is not None:
        from docx_cli.ingest.pages import select_document_pages

        doc = select_document_pages(doc, options.ingest.pages)
    return doc


def _pages_option(value: str | None):
    """--pages: parsed before any input (a bad range is a usage error, exit 1 like every bad option)."""
    if value is None:
        return None
    from docx_cli.ingest.pages import PageRangeError, parse_pages

    try:
        return parse_pages(value)
    except PageRangeError as e:
        raise ConfigError("bad_option", f"--pages {value!r}: {e}") from None


FORMAT_HELP = ("jsonl | json | csv. jsonl (default): one result per line on stdout. json: one JSON array on "
               "stdout. csv: a fields table (one row per input: source, pages, <field>, <field>_confidence, "
               "error_code, error_message) and a line-items table (one row per item: source, row, page, "
               "<column>, <column>_confidence); with --out DIR they are DIR/fields.csv and DIR/line_items.csv "
               "(written atomically at the end, every input of the run, --resume included) beside the "
               "per-input JSON files; on stdout the fields table, and the items into --items-csv PATH. A cell holds "
               "a value's normalized form where it has one (2024-03-20, 3266.93). With --out, json and jsonl "
               "both write one JSON file per input.")


def _check_new_options(fmt: str, items_csv: Path | None, out: Path | None, pretty: bool, engine: str,
                       address: str | None, actors: int, jobs: int) -> None:
    """--format / --items-csv / --engine / --address / --actors: exit 1 before any input when they clash."""
    from docx_cli.formats import FORMATS

    if fmt not in FORMATS:
        raise ConfigError("bad_option", f"--format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    if items_csv is not None and (fmt != "csv" or out is not None):
        raise ConfigError("bad_option", "--items-csv is for --format csv on stdout (with --out DIR the line "
                          "items go to DIR/line_items.csv)")
    if pretty and fmt == "csv":
        raise ConfigError("bad_option", "--pretty indents JSON; it does not apply to --format csv")
    if engine not in ("local", "ray"):
        raise ConfigError("bad_option", f"--engine must be local or ray, not {engine!r}")
    if engine == "local" and (address is not None or actors != 1):
        raise ConfigError("bad_option", "--address and --actors are for --engine ray")
    if engine == "ray" and jobs != 1:
        raise ConfigError("bad_option", "--jobs is for --engine local (on Ray, every free CPU of the cluster "
                          "reads inputs; --actors sets the model's)")


def is_result(record: dict[str, Any]) -> bool:
    """What --resume accepts as a finished result (error records are checked by the batch engine)."""
    return isinstance(record.get("fields"), dict) and isinstance(record.get("line_items"), list)


def command(
    files: Annotated[list[str], typer.Argument(help=STDIN_HELP, show_default=False)],
    model: Annotated[str, typer.Option("--model", "-m", help="Model NAME (see `docx models`) or directory.")]
    = DEFAULT_MODEL,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write DIR/<file name>.<8 hex>.json per input "
                                             "(atomically) instead of JSONL on stdout.")] = None,
    words: Annotated[bool, typer.Option("--words", help="Add every word with its BIESO tag to the result.")]
    = False,
    chunking: Annotated[str | None, typer.Option(help="split_page | window | whole (default: the model's).")]
    = None,
    stride: Annotated[int | None, typer.Option(help="Tokens shared by overlapping windows (default: a quarter "
                                               "of the model's length).")] = None,
    month_first: Annotated[bool, typer.Option("--month-first", help="Read 01/02/2021 as January 2 (default: "
                                              "day first, 1 February).")] = False,
    device: Annotated[str, typer.Option(help="auto | cpu | cuda | cuda:N | mps.")] = "auto",
    precision: Annotated[str, typer.Option(help="auto | fp32 | bf16 | fp16 (fp16: GPU only). auto: bf16 on a GPU "
                                           "that has it, else fp32. bf16 on a CPU with bf16 hardware (AMX, "
                                           "AVX512-BF16): 2-3x the model's speed for batches.")] = "auto",
    batch_size: Annotated[int, typer.Option("--batch-size", min=1, help="Chunks per forward pass; up to as many "
                                            "read documents share them.")] = 8,
    runtime: Annotated[str, typer.Option(help="auto | torch | onnx. onnx: onnxruntime, fp32, the model exported "
                                         "once into ~/.cache/docx_cli/onnx (see `docx export`); auto: onnx on "
                                         "a CPU in fp32/auto precision, else torch.")] = "auto",
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Worker processes reading/OCRing inputs while "
                                      "the model runs in the main one.")] = 1,
    min_confidence: Annotated[float | None, typer.Option("--min-confidence", min=0.0, max=1.0, help="Values less "
                                                       "sure than P come out as null, what was found kept "
                                                       "under candidates (a multi field drops them). It "
                                                       "replaces the model's own per-field floors and value "
                                                       "counts, if it has any (`docx models --json`): 0 shows every value found.")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="With --out: skip inputs whose output exists and is "
                                         "valid JSON (error records count as done); share the work with other "
                                         "runs on the same --out.")] = False,
    ocr: Annotated[str, typer.Option(help="auto | always | never (see `docx ocr`).")] = "auto",
    ocr_engine: Annotated[str, typer.Option("--ocr-engine", help="tesseract | rapidocr | auto (see `docx ocr`).")]
    = "auto",
    lang: Annotated[str, typer.Option(help="Tesseract language(s), e.g. eng+deu.")] = "eng",
    password: Annotated[str | None, typer.Option(help="Password of encrypted PDFs.")] = None,
    max_pages: Annotated[int | None, typer.Option(help="Refuse inputs with more pages than this "
                                                 "(with --pages: more selected pages).")] = None,
    max_pixels: Annotated[int, typer.Option(help="Refuse images larger than this many pixels.")]
    = DEFAULT_MAX_PIXELS,
    limit: Annotated[list[str] | None, typer.Option("--limit", metavar="NAME=N", help="Raise or lower a limit: "
                                                  "max_pdf_bytes, max_frames, max_chars, max_words, max_depth "
                                                  "(defaults and error codes: docs/limits.md).")] = None,
    fmt: Annotated[str, typer.Option("--format", "-f", help=FORMAT_HELP)] = "jsonl",
    items_csv: Annotated[Path | None, typer.Option("--items-csv", metavar="PATH", help="With --format csv on "
                                                   "stdout: write the line-items table here.")] = None,
    pages: Annotated[str | None, typer.Option("--pages", metavar="RANGES", help="Read only these pages, e.g. "
                                              "1-3,5 or 7- (7 to the end); page numbers in the output stay "
                                              "those of the file. Pages past a file's end are ignored; a file "
                                              "with none of them fails (no_such_pages).")] = None,
    engine: Annotated[str, typer.Option(help="local | ray. ray: reading/OCR as Ray tasks, the model in a pool "
                                        "of Ray actors, on the cluster --address names (pip install "
                                        "'docx_cli[ray]'); same outputs, --resume and exit codes.")] = "local",
    address: Annotated[str | None, typer.Option(help="With --engine ray: auto (the cluster `ray start` runs "
                                                "here) or ray://HOST:10001; default: a Ray instance started "
                                                "for this run on this machine.")] = None,
    actors: Annotated[int, typer.Option(min=1, help="With --engine ray: model actors (each loads the model "
                                        "and holds one CPU, or one GPU with --device cuda).")] = 1,
    pretty: Annotated[bool, typer.Option("--pretty", help="Indent the JSON (for reading; not JSONL).")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress, summary or warnings on stderr.")]
    = False,
) -> int:
    """Extract fields and line items from documents as JSON (or CSV: --format csv)."""
    console = make_console(quiet)
    selection = _pages_option(pages)
    from docx_cli.formats import BatchOutput

    _check_new_options(fmt, items_csv, out, pretty, engine, address, actors, jobs)
    show_warnings(console)
    if chunking is not None and chunking not in MODES:
        raise ConfigError("bad_option", f"--chunking must be one of {', '.join(MODES)}, not {chunking!r}")
    if precision not in PRECISIONS:
        raise ConfigError("bad_option", f"--precision must be one of {', '.join(PRECISIONS)}, not {precision!r}")
    from docx_cli.runtime import resolve_runtime

    resolve_runtime(runtime, device, precision)  # a bad --runtime is exit 1 before any input
    if resume and out is None:
        raise ConfigError("bad_option", "--resume needs --out DIR (it skips inputs whose output file exists)")
    options = ExtractOptions(
        chunking=chunking, stride=stride, words=words, day_first=not month_first, batch_size=batch_size,
        min_confidence=min_confidence,
        ingest=IngestOptions(ocr=ocr, lang=lang, password=password, max_pages=max_pages,  # type: ignore[arg-type]
                             max_pixels=max_pixels, ocr_engine=ocr_engine,  # type: ignore[arg-type]
                             pages=selection, **parse_limits(limit)),
    )
    inputs = expand_inputs(files)
    first = next(inputs, None)
    if first is None:
        raise ConfigError("no_inputs", "no inputs (give files, or '-' to read paths from stdin)")

    from docx_cli.registry import find_model

    info = find_model(model)  # a wrong --model is exit 1 before any input; the weights load at the first document
    loaded = None
    output = BatchOutput(fmt, out, items_csv, info.fields)

    def stage2_many(items: list[tuple[Input, Document]]) -> Iterator[dict[str, Any]]:
        """The model over several read inputs at once: their chunks share forward passes."""
        nonlocal loaded
        if loaded is None:  # not before: a --resume with nothing left to do never loads the model
            from docx_cli.runtime import load_for_extract

            loaded = load_for_extract(model, runtime, device=device, precision=precision, log=console.print)
            console.print(f"[dim]model {loaded.name} ({loaded.info.path}) on {loaded.device}[/dim]")
        results = extract_documents([doc for _, doc in items], loaded, options, [inp.source for inp, _ in items])
        return (apply_min_confidence(r.to_json(), min_confidence) for r in results)

    def stage2(inp: Input, doc: Document) -> dict[str, Any]:
        return next(stage2_many([(inp, doc)]))

    start = time.perf_counter()
    finished = False
    try:
        if engine == "ray":
            from docx_cli.batch_ray import ModelStage, run_batch_ray

            stage = ModelStage(model=os.path.abspath(model) if os.path.exists(model) else model, runtime=runtime, device=device, precision=precision,
                               options=options, min_confidence=min_confidence)
            report = run_batch_ray(output.inputs(_prepend(first, inputs)), partial(ingest_selected, options),
                                   stage, address=address, actors=actors, out_dir=out, resume=resume,
                                   console=console, emit=output.emit, valid=is_result,
                                   indent=2 if pretty else None, group=batch_size,
                                   total=None if "-" in files else len(files))
        else:
            report = run_batch(output.inputs(_prepend(first, inputs)), partial(ingest_selected, options), stage2,
                               stage2_many=stage2_many, group=batch_size, jobs=jobs, out_dir=out, resume=resume,
                               console=console, label="extracting", valid=is_result,
                               indent=2 if pretty else None, emit=output.emit,
                               total=None if "-" in files else len(files))
        finished = True
    finally:
        note = output.close(finished)
    if note:
        console.print(f"[dim]{note}[/dim]")
    seconds = time.perf_counter() - start
    console.print(f"[dim]{report.ok} ok, {report.failed} failed, {report.skipped + report.busy} skipped in "
                  f"{seconds:.1f} s[/dim]")
    if report.ok > 1 and precision == "auto" and resolve_runtime(runtime, device, precision) == "onnx":
        from docx_cli.registry import cpu_has_native_bf16

        if cpu_has_native_bf16():
            console.print("[dim]this CPU multiplies bf16 in hardware: --precision bf16 runs the model 2-3x as fast "
                          "on a batch (README, Speed)[/dim]")
    return report.exit_code if report.failed else EXIT_OK


def _prepend(first, rest):
    yield first
    yield from rest
