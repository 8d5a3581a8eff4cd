"""What every batch command shares: input lists (``-`` = paths on stdin), a stderr console that honours
``NO_COLOR`` and ``--quiet``, atomic output files, and the batch runner with error records and exit codes."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from docx_cli.errors import (
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_SOME_FAILED,
    DependencyError,
    DocxError,
)


def make_console(quiet: bool = False) -> Console:
    """Messages and progress go to stderr; stdout is kept for data. rich honours NO_COLOR by itself."""
    return Console(
        stderr=True, quiet=quiet, no_color="NO_COLOR" in os.environ or None, highlight=False, soft_wrap=True
    )


def expand_inputs(paths: Sequence[str], stdin: Iterable[str] | None = None) -> list[str]:
    """``-`` stands for one path per line on stdin (blank lines and ``#`` comments skipped)."""
    out: list[str] = []
    for p in paths:
        if p == "-":
            for line in stdin if stdin is not None else sys.stdin:
                line = line.strip()
                if line and not line.startswith("#"):
                    out.append(line)
        else:
            out.append(p)
    return out


def atomic_write(path: Path, text: str) -> None:
    """Write to a temp file in the same folder, then rename: readers never see half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; outputs should look like any other file
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def output_path(out_dir: Path, source: str, suffix: str = ".json") -> Path:
    """``invoice.pdf`` → ``OUT/invoice.json``; the full name is kept when the stem would collide."""
    return out_dir / (Path(source).name + suffix if Path(source).suffix.lower() == ".json" else Path(source).stem + suffix)


@dataclass
class BatchReport:
    ok: int = 0
    failed: int = 0
    skipped: int = 0

    @property
    def exit_code(self) -> int:
        return EXIT_SOME_FAILED if self.failed else EXIT_OK


def _call(fn: Callable[[str], Any], source: str) -> tuple[str, Any]:
    """Run in a worker: return ("ok", value) or ("error", DocxError). Unknown exceptions become records too
    (a bug in one reader must not take the batch down) but keep their type name for the report."""
    try:
        return "ok", fn(source)
    except DocxError as e:
        return "error", e
    except Exception as e:  # noqa: BLE001 - one bad file must not stop a batch
        return "error", DocxError("internal_error", f"{type(e).__name__}: {e}")


def run_batch(
    sources: Sequence[str],
    stage1: Callable[[str], Any],
    stage2: Callable[[str, Any], dict] | None = None,
    *,
    jobs: int = 1,
    out_dir: Path | None = None,
    resume: bool = False,
    console: Console | None = None,
    label: str = "processing",
    emit: Callable[[str], None] | None = None,
) -> BatchReport:
    """Process ``sources`` and write one JSON per input (``out_dir``) or JSONL on stdout.

    ``stage1(source)`` runs in ``jobs`` worker processes (ingestion, OCR); ``stage2(source, value)`` runs in
    this process (the model), results emitted in input order. ``stage1`` must be a picklable module-level
    function when ``jobs > 1``. A DocxError becomes an error record and the batch goes on; a
    DependencyError stops it (every other input would fail the same way). Ctrl-C leaves every finished
    output intact and exits 130.
    """
    console = console or make_console()
    emit = emit or (lambda line: (sys.stdout.write(line + "\n"), sys.stdout.flush()))
    report = BatchReport()

    todo: list[str] = []
    for src in sources:
        if resume and out_dir is not None and output_path(out_dir, src).exists():
            report.skipped += 1
        else:
            todo.append(src)
    if report.skipped:
        console.print(f"[dim]--resume: {report.skipped} input(s) already done, skipped[/dim]")

    def finish(src: str, status: str, value: Any) -> None:
        if status == "ok" and stage2 is not None:
            status, value = _call(lambda s: stage2(s, value), src)
        if status == "error":
            if isinstance(value, DependencyError):
                raise value
            record = value.record(src)
            report.failed += 1
            if console.quiet:  # --quiet silences progress, never the news that an input failed
                sys.stderr.write(f"error {src}: {value.message}\n")
            else:
                console.print(f"[red]error[/red] {src}: {value.message}")
        else:
            record = value
            report.ok += 1
        text = json.dumps(record, ensure_ascii=False)
        if out_dir is not None:
            atomic_write(output_path(out_dir, src), text + "\n")
        else:
            emit(text)

    progress = Progress(
        TextColumn(f"[bold]{label}[/bold]"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        console=console, transient=True, disable=console.quiet or len(todo) < 2,
    )
    pool: ProcessPoolExecutor | None = None
    try:
        with progress:
            task = progress.add_task(label, total=len(todo))
            if jobs <= 1 or len(todo) <= 1:
                for src in todo:
                    finish(src, *_call(stage1, src))
                    progress.advance(task)
            else:
                # spawn, not fork: the main process may hold torch threads, which fork would copy broken.
                pool = ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("spawn"))
                futures: list[tuple[str, Future]] = [(s, pool.submit(_call, stage1, s)) for s in todo]
                for src, fut in futures:  # input order, so output order is deterministic
                    finish(src, *fut.result())
                    progress.advance(task)
    except KeyboardInterrupt:
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        console.print(f"[yellow]interrupted[/yellow]: {report.ok + report.failed} of {len(todo)} finished")
        raise SystemExit(EXIT_INTERRUPTED) from None
    finally:
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
    return report
