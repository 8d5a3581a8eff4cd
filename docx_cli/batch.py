"""The batch engine behind ``docx extract`` and ``docx ocr`` (and the Python API): inputs → worker processes
(reading, OCR) → this process (the model) → one output per input, in input order.

    for each input ─claim─▶ bounded window of jobs ─stage1 (workers)─▶ stage2 (here) ─▶ DIR/<name>.json | stdout

* **Inputs** (:func:`expand_inputs`) are file paths, or ``-``: one line of stdin each, read lazily, either a
  path or a Document JSON (what ``docx ocr`` prints), so ``docx ocr a.pdf | docx extract -`` works. Only the
  newline ends a line: spaces and a leading ``#`` are part of a file name; blank lines are skipped.
* **Output names** (:func:`output_name`): ``<file name>.<8 hex>.json`` — the input's own name for reading,
  a digest of its absolute path (of its content, for a Document JSON line) so that ``a/inv.pdf`` and
  ``b/inv.pdf``, or ``x.html`` and ``x.txt``, never write one file, and a later run finds the same name.
* **Claims**: with ``--out`` every input is claimed before it is processed (an ``flock`` on a hidden
  ``.<name>.claim`` file: the kernel drops it when its holder dies, however it dies), so concurrent
  ``--resume`` runs on one folder share the work and never process an input twice.
* **Resume** skips an input whose output exists *and* parses as a record of the expected shape; a
  truncated or foreign file is redone.
* **Bounded memory**: at most ``window`` inputs are in flight (submitted, read, or waiting for the model),
  so a 100,000-file batch holds a few Documents at a time, not all of them.
* **Processes**: workers ignore Ctrl-C (the parent decides), die with the parent whatever kills it
  (``PR_SET_PDEATHSIG`` on Linux, plus a parent-pid watch everywhere), and SIGTERM is handled like Ctrl-C.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import signal
import sys
import tempfile
import threading
import warnings
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import TYPE_CHECKING, Any

from docx_cli.errors import (
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_SOME_FAILED,
    ConfigError,
    DependencyError,
    DocxError,
)

if TYPE_CHECKING:
    from rich.console import Console

    from docx_cli.document import Document
    from docx_cli.ingest.load import IngestOptions

try:  # POSIX; elsewhere concurrent runs on one --out are not coordinated
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

# Output names stay far below NAME_MAX (255 bytes) with room for the temp and claim files' affixes: a legal
# 246-character input name must not make its output unwritable.
NAME_BYTES = 120
DIGEST_CHARS = 8
# Libraries whose warnings are noise to a user of a batch (pdfminer: "Cannot set gray level ...").
NOISY_LOGGERS = ("pdfminer", "pdfplumber", "pypdf", "PIL")


# -- inputs ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Input:
    """One item of a batch. ``source`` is what its record calls it (the path as given, or a Document JSON's
    own ``source``); ``text`` holds a Document JSON read from stdin (None: ``source`` is a path)."""

    source: str
    text: str | None = None
    line: int | None = None  # the stdin line it came from

    @property
    def key(self) -> str:
        """What names its output: the absolute path, or the JSON's digest (two documents may share a source)."""
        if self.text is None:
            return "path:" + os.path.abspath(self.source)
        return "json:" + hashlib.sha1(self.text.encode("utf-8", "surrogatepass")).hexdigest()


_LEADING_SOURCE = re.compile(r'\{\s*"docx_version"\s*:\s*\d+\s*,\s*"source"\s*:\s*("(?:[^"\\]|\\.)*")')


def stdin_lines(stream: Iterable[str]) -> Iterator[tuple[int, str]]:
    """(line number, line) with only the line's newline removed: `` a.pdf`` and ``#1.pdf`` are file names
    like any other. Blank lines are skipped (an empty name is never a file)."""
    for n, raw in enumerate(stream, 1):
        line = raw.removesuffix("\n")
        if line:
            yield n, line


def _json_source(text: str, n: int) -> str:
    """The ``source`` a Document JSON line names, read cheaply from its head (``docx ocr`` writes it second);
    ``<stdin>:N`` when it names none."""
    m = _LEADING_SOURCE.match(text)
    if m:
        with contextlib.suppress(ValueError):
            return str(json.loads(m.group(1))) or f"<stdin>:{n}"
    try:
        d = json.loads(text)
    except ValueError:
        return f"<stdin>:{n}"
    src = d.get("source") if isinstance(d, dict) else None
    return src if isinstance(src, str) and src else f"<stdin>:{n}"


def expand_inputs(args: Sequence[str], stdin: Iterable[str] | None = None) -> Iterator[Input]:
    """The inputs ``args`` name, lazily: ``-`` stands for stdin, one path or one Document JSON per line
    (a line starting with ``{`` that is not an existing file's name is read as JSON)."""
    for arg in args:
        if arg != "-":
            yield Input(arg)
            continue
        for n, line in stdin_lines(stdin if stdin is not None else sys.stdin):
            if line.startswith("{") and not os.path.lexists(line):
                yield Input(_json_source(line, n), text=line, line=n)
            else:
                yield Input(line)


def expand_paths(args: Sequence[str], stdin: Iterable[str] | None = None) -> list[str]:
    """Paths only (``-``: one per line on stdin, the same line rules as :func:`expand_inputs`)."""
    out: list[str] = []
    for arg in args:
        out.extend(line for _, line in stdin_lines(stdin if stdin is not None else sys.stdin)) if arg == "-" \
            else out.append(arg)
    return out


def read_input(inp: Input, options: IngestOptions | None = None) -> Document:
    """An Input's Document: its Document JSON line parsed, or its file read (stage 1 of ocr and extract)."""
    from docx_cli.document import Document
    from docx_cli.ingest.load import load_document

    if inp.text is not None:
        return Document.loads(inp.text)  # InputError("bad_json") when it is not a Document
    return load_document(inp.source, options)


# -- outputs ---------------------------------------------------------------------------------------------


def _clip_bytes(s: str, limit: int) -> str:
    while len(s.encode("utf-8", "surrogatepass")) > limit:
        s = s[:-1]
    return s


def output_name(inp: Input | str, suffix: str = ".json") -> str:
    """``a/invoice.pdf`` → ``invoice.pdf.1f0c3a9e.json``: the file name (control characters replaced, a long
    one shortened in the middle), then 8 hex digits of the input's :attr:`Input.key`. Never a hidden file,
    never a path separator."""
    inp = Input(inp) if isinstance(inp, str) else inp
    name = Path(inp.source.rstrip("/\\")).name or "input"
    name = "".join(c if c.isprintable() and c not in "/\\" else "_" for c in name)
    if name.startswith("."):
        name = "_" + name[1:]
    if len(name.encode("utf-8", "surrogatepass")) > NAME_BYTES:
        tail = _clip_bytes(Path(name).suffix, 16)
        name = _clip_bytes(name[: len(name) - len(tail)], NAME_BYTES - len(tail.encode()) - 1) + "~" + tail
    digest = hashlib.sha1(inp.key.encode("utf-8", "surrogatepass")).hexdigest()[:DIGEST_CHARS]
    return f"{name}.{digest}{suffix}"


def output_path(out_dir: Path, inp: Input | str, suffix: str = ".json") -> Path:
    return Path(out_dir) / output_name(inp, suffix)


def atomic_write(path: Path, text: str) -> None:
    """Write to a temp file in the same folder, then rename: readers never see half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # a short prefix: the temp name must fit NAME_MAX however long the target's name is
    umask = os.umask(0)
    os.umask(umask)
    # Ctrl-C / SIGTERM wait the few milliseconds of the write: raised (as KeyboardInterrupt / _Terminated)
    # inside mkstemp, after it made the file and before its name reached us, they left the temp file behind
    with _signals_held():
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{_clip_bytes(path.name, 80)}.", suffix=".tmp")
        try:
            os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; outputs should look like any other file
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, path)
        except BaseException:  # a full disk, a vanished folder
            Path(tmp).unlink(missing_ok=True)
            raise


def prepare_out_dir(out_dir: Path) -> Path:
    """Create ``--out`` and check that files can be written there: one clear message up front, not a
    traceback at the first output."""
    out_dir = Path(out_dir)
    if out_dir.exists() and not out_dir.is_dir():
        raise ConfigError("bad_out", f"--out {out_dir}: is a file, not a folder")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=out_dir, prefix=".docx-probe-")
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        raise ConfigError("bad_out", f"--out {out_dir}: cannot write there ({e.strerror or e})") from None
    return out_dir


def is_record(path: Path, valid: Callable[[dict], bool] | None = None) -> bool:
    """Whether ``path`` holds a finished output: JSON, an object with a ``source``, and either an error
    record or what ``valid`` accepts. A truncated file (a crash outside the atomic write, a copy) is not."""
    try:
        rec = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if not isinstance(rec, dict) or not isinstance(rec.get("source"), str):
        return False
    if isinstance(rec.get("error"), dict):
        return isinstance(rec["error"].get("code"), str)
    return valid is None or bool(valid(rec))


# -- claims ----------------------------------------------------------------------------------------------


def claim_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.claim")


def take_claim(path: Path) -> int | None:
    """Claim ``path``'s input for this process: an open fd holding an exclusive flock, or None when a live
    process holds it. A claim left by a killed run is free (its lock died with it) and is taken over."""
    if fcntl is None:  # pragma: no cover
        return -1
    claim = claim_path(path)
    while True:
        fd = os.open(claim, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None
        try:  # its holder may have unlinked it between our open and our lock: then lock the new one
            same = os.stat(claim).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            same = False
        if same:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
            return fd
        os.close(fd)


@contextlib.contextmanager
def _signals_held():
    """Ctrl-C and SIGTERM wait until the block is done (then they are handled as usual).

    Deferred at the Python level, not with ``pthread_sigmask``: the process has other threads (the pool's
    manager, rich's refresh) and the kernel hands a signal blocked here to one of them; its Python handler
    then runs in the main thread anyway, in the middle of the block."""
    if threading.current_thread() is not threading.main_thread():
        yield  # Python handlers only ever run in the main thread: nothing can cut this block short
        return
    pending: list[int] = []

    def defer(signum, frame) -> None:
        pending.append(signum)

    old = {}
    for sig in (signal.SIGINT, signal.SIGTERM):
        handler = signal.getsignal(sig)
        if handler is not None:  # None: installed outside Python, and it could not be put back
            old[sig] = signal.signal(sig, defer)
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)
        if pending:
            handler = old[pending[0]]
            if callable(handler):
                handler(pending[0], None)
            elif handler == signal.SIG_DFL:
                os.kill(os.getpid(), pending[0])


def release_claim(path: Path, fd: int | None) -> None:
    """Unlink, then unlock: a process waiting on the old file sees it gone and retries (take_claim)."""
    if fd is None or fd < 0:
        return
    with contextlib.suppress(OSError):
        os.unlink(claim_path(path))
    os.close(fd)


# -- workers ---------------------------------------------------------------------------------------------


def _die_with(parent: int) -> None:
    """Worker initializer: Ctrl-C reaches the whole process group, but only the parent acts on it; and a
    worker must never outlive its parent (kill -9 of the parent would leave it, and the resource tracker
    that waits for it, running forever)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # blocked by the parent around the spawn
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)  # 1 = PR_SET_PDEATHSIG
    if os.getppid() != parent:  # it died before prctl took effect
        os._exit(1)

    def watch() -> None:  # where prctl is missing (macOS), or the parent thread that spawned us exits
        import time

        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="docx-parent-watch", daemon=True).start()


def _quiet_libraries(quiet: bool) -> None:
    if quiet:
        for name in NOISY_LOGGERS:
            logging.getLogger(name).setLevel(logging.ERROR)
        warnings.simplefilter("ignore")


def _worker_init(parent: int, quiet: bool) -> None:
    _die_with(parent)
    _quiet_libraries(quiet)


@contextlib.contextmanager
def _sigint_blocked() -> Iterator[None]:
    """Spawned workers inherit the signal mask: a Ctrl-C during their start-up waits until _die_with has
    made them ignore it, instead of printing a KeyboardInterrupt traceback from their imports. In the
    parent it is delivered as soon as the block ends."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _stop_pool(pool: ProcessPoolExecutor) -> None:
    """Cancel what is queued and stop the workers now (a worker in the middle of a long OCR would otherwise
    hold up the exit until it finishes)."""
    procs = list((getattr(pool, "_processes", None) or {}).values())  # no public API before Python 3.14
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in procs:
        with contextlib.suppress(Exception):
            proc.kill()
    # Let the executor's manager thread see the workers gone and close its wake-up pipe before the
    # interpreter exits: on Python < 3.12 the exit hook can otherwise write to that pipe while the thread
    # closes it, and print an "OSError: Bad file descriptor" traceback after a Ctrl-C.
    thread = getattr(pool, "_executor_manager_thread", None)
    if thread is not None and thread is not threading.current_thread():
        thread.join(timeout=5.0)


class _Terminated(KeyboardInterrupt):
    """SIGTERM, handled as Ctrl-C: finished outputs kept, claims released, workers stopped."""


def _on_sigterm(signum, frame) -> None:
    raise _Terminated


# -- the batch -------------------------------------------------------------------------------------------


@dataclass
class BatchReport:
    ok: int = 0
    failed: int = 0
    skipped: int = 0  # --resume: a valid output exists
    busy: int = 0  # claimed by another run on the same --out (it processes them)

    @property
    def exit_code(self) -> int:
        return EXIT_SOME_FAILED if self.failed else EXIT_OK


def _call(fn: Callable[[Input], Any], inp: Input) -> tuple[str, Any]:
    """Run ``fn`` (in a worker): ("ok", value) or ("error", DocxError). Unknown exceptions become records too
    (a bug in one reader must not take the batch down) but keep their type name for the report."""
    try:
        return "ok", fn(inp)
    except DocxError as e:
        return "error", e
    except Exception as e:  # noqa: BLE001 - one bad file must not stop a batch
        return "error", DocxError("internal_error", f"{type(e).__name__}: {e}")


@dataclass
class _Job:
    inp: Input
    path: Path | None  # its output file (--out)
    claim: int | None  # the claim's fd (--out)
    future: Future | None = None


class _Batch:
    """One run of :func:`run_batch` (state shared by its steps)."""

    def __init__(self, stage1, stage2, *, jobs, out_dir, resume, console, emit, valid, window, label, total,
                 indent, stage2_many, group):
        from rich.console import Console

        self.stage1, self.stage2 = stage1, stage2
        self.jobs, self.out_dir, self.resume, self.valid = jobs, out_dir, resume, valid
        self.console = console or Console(stderr=True, quiet=True)
        self.emit = emit or (lambda line: (sys.stdout.write(line + "\n"), sys.stdout.flush()))
        self.stage2_many, self.group = stage2_many, max(1, group if stage2_many is not None else 1)
        self.window = max(1, window or 2 * jobs + self.group)
        self.label, self.total, self.indent = label, total, indent
        self.report = BatchReport()
        self.held: dict[Path, int | None] = {}  # claims this run holds (at most window + 1)
        self.pool: ProcessPoolExecutor | None = None

    # each input: skip, or claim and hand on
    def jobs_to_do(self, inputs: Iterable[Input]) -> Iterator[_Job]:
        for inp in inputs:
            if self.out_dir is None:
                yield _Job(inp, None, None)
                continue
            path = output_path(self.out_dir, inp)
            if self.resume and is_record(path, self.valid):
                self.report.skipped += 1
                continue
            if path in self.held:  # the same input twice in one batch: one output
                self.report.busy += 1
                continue
            with _signals_held():  # a Ctrl-C / SIGTERM here must find the claim in `held` to release it
                fd = take_claim(path)
                if fd is not None:
                    self.held[path] = fd
            if fd is None:
                self.report.busy += 1
                continue
            if self.resume and is_record(path, self.valid):  # another run finished it meanwhile
                self.release(path)
                self.report.skipped += 1
                continue
            yield _Job(inp, path, fd)

    def finish(self, items: list[tuple[_Job, str, Any]]) -> None:
        """Run the model stage over read inputs (a group of up to ``group``: their chunks share forward
        passes through ``stage2_many``) and write each output as soon as it is done."""
        many = None
        if self.stage2_many is not None and sum(status == "ok" for _, status, _ in items) > 1:
            many = iter(self.stage2_many([(job.inp, value) for job, status, value in items if status == "ok"]))
        for job, status, value in items:
            if status == "ok" and self.stage2 is not None:
                status, value, many = self.model_stage(job, value, many)
            self.write(job, status, value)

    def model_stage(self, job: _Job, value: Any, many: Iterator | None) -> tuple[str, Any, Iterator | None]:
        """(status, record or error, the group's iterator while it still works) for one read input."""
        if many is not None:
            status, result = _call(lambda _: next(many), job.inp)
            if status == "ok" or isinstance(result, (DependencyError, ConfigError)):
                return status, result, many
            many = None  # one input broke the group: it and the rest go one by one, so only it fails
        return (*_call(lambda _: self.stage2(job.inp, value), job.inp), many)

    def write(self, job: _Job, status: str, value: Any) -> None:
        src = job.inp.source
        if status == "error":
            if isinstance(value, (DependencyError, ConfigError)):  # every other input would fail the same way
                raise value
            record = value.record(src)
            self.report.failed += 1
            self.say_error(src, value.message)
        else:
            record = value
            self.report.ok += 1
        text = json.dumps(record, ensure_ascii=False, indent=self.indent)
        if job.path is None:
            self.emit(text)
            return
        try:
            atomic_write(job.path, text + "\n")
        except OSError as e:  # disk full, folder removed: this input fails, the batch goes on
            if status != "error":
                self.report.ok -= 1
                self.report.failed += 1
            self.say_error(src, f"cannot write {job.path}: {e.strerror or e}")
        finally:
            self.release(job.path)

    def say_error(self, src: str, message: str) -> None:
        if self.console.quiet:  # --quiet silences progress, never the news that an input failed
            sys.stderr.write(f"error {src}: {message}\n")
        else:
            from rich.markup import escape

            self.console.print(f"[red]error[/red] {escape(src)}: {escape(message)}", highlight=False)

    def run(self, inputs: Iterable[Input], advance: Callable[[int], None]) -> None:
        todo = self.jobs_to_do(inputs)
        first = next(todo, None)
        second = next(todo, None) if first is not None else None
        if self.jobs <= 1 or second is None:  # one input: a pool would only cost its start-up
            group: list[tuple[_Job, str, Any]] = []
            for job in _chain(first, second, todo):
                if job is not None:
                    group.append((job, *_call(self.stage1, job.inp)))
                if len(group) >= self.group:
                    self.finish(group)
                    advance(len(group))
                    group = []
            if group:
                self.finish(group)
                advance(len(group))
            return
        # spawn, not fork: the main process may hold torch threads, which fork would copy broken.
        self.pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=get_context("spawn"),
                                        initializer=_worker_init, initargs=(os.getpid(), self.console.quiet))
        pending: deque[_Job] = deque()
        for job in _chain(first, second, todo):
            with _sigint_blocked():  # the first `jobs` submits spawn the workers
                job.future = self.pool.submit(_call, self.stage1, job.inp)
            pending.append(job)
            while len(pending) >= self.window:  # back-pressure: wait for the oldest before reading more
                advance(self.finish_ready(pending))
        while pending:
            advance(self.finish_ready(pending))

    def finish_ready(self, pending: deque[_Job]) -> int:
        """Wait for the oldest input, take the ones after it that are read already (up to ``group``), and
        finish them: input order, so output order is deterministic."""
        items = []
        while pending and len(items) < self.group and (not items or pending[0].future.done()):
            job = pending.popleft()
            items.append((job, *job.future.result()))
            job.future = None  # the Document lives in `items` only, until it is written
        self.finish(items)
        return len(items)

    def release(self, path: Path) -> None:
        """Release one claim. Signals wait: a SIGTERM between the pop and the unlink would leave the claim
        file behind, out of `held` where release_all would find it."""
        with _signals_held():
            release_claim(path, self.held.pop(path, None))

    def release_all(self) -> None:
        with _signals_held():  # a second SIGTERM must not cut the clean-up short
            for path in list(self.held):
                release_claim(path, self.held.pop(path))


def _chain(*items_then_iter):
    *items, rest = items_then_iter
    yield from items
    yield from rest


def run_batch(
    inputs: Iterable[Input | str],
    stage1: Callable[[Input], Any],
    stage2: Callable[[Input, Any], dict] | None = None,
    *,
    jobs: int = 1,
    out_dir: Path | None = None,
    resume: bool = False,
    console: Console | None = None,
    label: str = "processing",
    emit: Callable[[str], None] | None = None,
    valid: Callable[[dict], bool] | None = None,
    window: int | None = None,
    total: int | None = None,
    indent: int | None = None,
    stage2_many: Callable[[list[tuple[Input, Any]]], Iterable[dict]] | None = None,
    group: int = 1,
) -> BatchReport:
    """Process ``inputs`` and write one JSON per input (``out_dir``) or JSONL through ``emit`` (stdout).

    ``stage1(input)`` runs in ``jobs`` worker processes (reading, OCR); ``stage2(input, value)`` runs in this
    process (the model), results in input order. ``stage2_many([(input, value), ...])``, when given, runs
    the model over up to ``group`` read inputs at once (their chunks share forward passes) and yields one
    record per input, in order; an input that fails there is redone alone with ``stage2``. At most
    ``window`` (default ``2 * jobs + group``) inputs are in flight; ``total`` (when known) sizes the progress bar; ``indent`` pretty-prints. ``stage1`` must be a picklable module-level function (or a partial of one) when ``jobs > 1``.
    ``valid(record)`` says whether an existing output counts as done for ``resume``. A DocxError becomes an
    error record and the batch goes on; a DependencyError or ConfigError stops it (every other input would
    fail the same way). Ctrl-C or SIGTERM leaves every finished output intact and exits 130.
    """
    if out_dir is not None:
        out_dir = prepare_out_dir(out_dir)
    batch = _Batch(stage1, stage2, jobs=jobs, out_dir=out_dir, resume=resume, console=console, emit=emit,
                   valid=valid, window=window, label=label, total=total, indent=indent,
                   stage2_many=stage2_many, group=group)
    console = batch.console
    items = (Input(i) if isinstance(i, str) else i for i in inputs)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    progress = Progress(
        TextColumn(f"[bold]{label}[/bold]"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        console=console, transient=True, disable=console.quiet or (total is not None and total < 2),
    )
    in_main = threading.current_thread() is threading.main_thread()
    old_term = signal.signal(signal.SIGTERM, _on_sigterm) if in_main else None
    levels = {name: logging.getLogger(name).level for name in NOISY_LOGGERS}
    try:
        with progress, warnings.catch_warnings():
            _quiet_libraries(console.quiet)
            task = progress.add_task(label, total=total)
            batch.run(items, lambda n: progress.advance(task, n))
        if batch.pool is not None:  # every job is done: let the workers exit on their own
            batch.pool.shutdown(wait=True)
            batch.pool = None
    except KeyboardInterrupt as e:
        if batch.pool is not None:
            _stop_pool(batch.pool)
        what = "terminated" if isinstance(e, _Terminated) else "interrupted"
        done = batch.report.ok + batch.report.failed
        console.print(f"[yellow]{what}[/yellow]: {done} finished, every finished output kept")
        raise SystemExit(EXIT_INTERRUPTED) from None
    finally:
        if batch.pool is not None:
            _stop_pool(batch.pool)
        batch.release_all()
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)
        if in_main:
            signal.signal(signal.SIGTERM, old_term)
    return say_skipped(batch.report, console, resume)


def say_skipped(report: BatchReport, console: Any, resume: bool) -> BatchReport:
    """One stderr line for the inputs a batch skipped: done already (--resume) or claimed by another run."""
    if report.skipped or report.busy:
        claimed = "being processed by another run (or given twice)"
        busy = f", {report.busy} {claimed}" if report.busy else ""
        console.print(f"[dim]--resume: {report.skipped} input(s) already done{busy}, skipped[/dim]"
                      if resume else f"[dim]{report.busy} input(s) {claimed}, skipped[/dim]")
    return report
