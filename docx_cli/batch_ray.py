"""``docx extract --engine ray``: the batch of :mod:`docx_cli.batch` on a Ray cluster.

    driver: inputs ─claim─▶ read bytes ─▶ ingest task (any node, 1 CPU) ─ref─▶ model actor (pool) ─▶ record
            ◀──────────────── results in input order ◀───────────── DIR/<name>.json | stdout

* **Ingest/OCR** runs as one Ray task per input (``num_cpus=1``), scheduled on any node's free CPUs. The
  driver reads the file's bytes and ships them with the task (a worker writes them to a temp file of the
  same name), so worker nodes need no shared file system; the Document stays in the object store and goes
  straight from the task to a model actor, never through the driver.
* **The model** runs in a pool of ``actors`` long-lived actors (``num_cpus=1`` each, or ``num_gpus=1`` with
  ``--device cuda``), each loading the model once. A group of up to ``--batch-size`` consecutive inputs goes
  to one actor, round robin; their chunks share forward passes as in the local engine, and a document that
  fails in a group is redone alone, so only it fails.
* **Everything else is the local engine's own code**: claims, ``--resume``, output names, atomic writes,
  error records and exit codes come from :class:`docx_cli.batch._Batch` in the driver, and groups are the
  same consecutive inputs as the local engine with one process, so both engines write byte-identical files.
* **On a cluster** every node needs docx_cli installed (``pip install 'docx_cli[ray]'``) and the model (a
  NAME it finds, or a directory at the same path); inputs need no shared storage (their bytes travel) and
  ``--out`` is written by the driver. Ray runs its workers at nice 15 (``RAY_worker_niceness``).
* **Bounded memory**: at most ``2 x actors`` groups are in flight (submitted, read, or waiting for the
  model); the driver waits for the oldest before submitting more, the same back-pressure as the local window.

Why tasks + actors and not Ray Data ``map_batches``: Ray Data streams with its own back-pressure, but (1) the
unit here is a file with a claim and an atomic output, decided per input in the driver before any work is
scheduled, and Ray Data would need the claims threaded through its operators or taken for the whole
dataset up front; (2) results must come back in input order with a record for every input, including those
whose reading failed, while Ray Data drops or fails on rows that raise; (3) Documents are nested Python
objects, not table rows: Ray Data would pickle them into object columns of Arrow blocks for nothing; (4) it
needs ``ray[data]`` (pyarrow, pandas) where plain ``ray`` is enough here. Explicit tasks and an actor pool
are a small driver loop and keep the local engine's semantics exactly.
"""

from __future__ import annotations

import contextlib
import tempfile
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from docx_cli.batch import BatchReport, Input, _Batch, _call, _on_sigterm, prepare_out_dir, say_skipped
from docx_cli.errors import EXIT_INTERRUPTED, ConfigError, DependencyError, DocxError, InputError

if TYPE_CHECKING:
    from rich.console import Console

INSTALL = "pip install 'docx_cli[ray]'"


@dataclass(frozen=True)
class ModelStage:
    """What a model actor needs to run the model stage of ``docx extract`` (picklable)."""

    model: str  # NAME or an absolute directory (actors may run elsewhere)
    runtime: str = "auto"
    device: str = "auto"
    precision: str = "auto"
    options: Any = None  # pipeline.ExtractOptions
    min_confidence: float | None = None


class ModelWorker:
    """The body of a model actor: the model loaded at the first group, then records for groups of read inputs."""

    def __init__(self, stage: ModelStage) -> None:
        self.stage, self.loaded = stage, None

    def _records(self, items: list[tuple[str, Any]]) -> Iterator[dict[str, Any]]:
        from docx_cli.output import apply_min_confidence
        from docx_cli.pipeline import extract_documents

        if self.loaded is None:
            from docx_cli.runtime import load_for_extract

            s = self.stage
            self.loaded = load_for_extract(s.model, s.runtime, device=s.device, precision=s.precision)
        results = extract_documents([doc for _, doc in items], self.loaded, self.stage.options,
                                    [src for src, _ in items])
        return (apply_min_confidence(r.to_json(), self.stage.min_confidence) for r in results)

    def run(self, group: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
        """``group``: (source, ingest task's ref | ("error", DocxError)) per input, in order → (status,
        record or error) per input. The local engine's group rule: ok documents share passes (more than
        one), and from a document that breaks the group on, each is done alone."""
        read = [(src, _resolve(item)) for src, item in group]
        ok = [(src, value) for src, (status, value) in read if status == "ok"]
        many = iter(self._records(ok)) if len(ok) > 1 else None
        out: list[tuple[str, Any]] = []
        for src, (status, value) in read:
            if status != "ok":
                out.append((status, value))
                continue
            if many is not None:
                st, res = _call(lambda _, it=many: next(it), Input(src))
                if st == "ok" or isinstance(res, (DependencyError, ConfigError)):
                    out.append((st, res))
                    continue
                many = None
            out.append(_call(lambda _, s=src, d=value: next(iter(self._records([(s, d)]))), Input(src)))
        return out


def _resolve(item: Any) -> tuple[str, Any]:
    """An ingest result: Ray does not resolve refs nested in an argument's list, so the actor waits here
    (the Document comes from the node that read it, not through the driver)."""
    if isinstance(item, tuple):
        return item
    import ray

    try:
        return ray.get(item)
    except ray.exceptions.RayError as e:  # the reading worker died (out of memory, a segfault in a library)
        return "error", DocxError("internal_error", f"the reading worker failed: {type(e).__name__}")


def ingest_remote(stage1: Callable[[Input], Any], inp: Input, data: bytes | None, quiet: bool) -> tuple[str, Any]:
    """An ingest task: ("ok", Document) or ("error", DocxError) for one input. ``data``: the file's bytes
    (None for a Document JSON line from stdin, which travels in ``inp.text``)."""
    from docx_cli.batch import _quiet_libraries

    _quiet_libraries(quiet)
    if data is None:
        return _call(stage1, inp)
    with tempfile.TemporaryDirectory(prefix="docx-ray-") as tmp:
        path = Path(tmp) / (Path(inp.source).name or "input")
        path.write_bytes(data)
        status, value = _call(stage1, Input(str(path)))
    if status == "ok":
        value = replace(value, source=inp.source)  # what the local engine's Document calls itself
    return status, value


def read_bytes(inp: Input) -> tuple[bytes | None, DocxError | None]:
    """The bytes the driver ships for ``inp`` (the local reader's checks first, so the same error records)."""
    if inp.text is not None:
        return None, None
    from docx_cli.ingest.load import check_file

    try:
        return check_file(inp.source).read_bytes(), None
    except DocxError as e:
        return None, e
    except OSError as e:
        return None, InputError("unreadable", f"cannot read it ({e.strerror or e})")


def connect(address: str | None, quiet: bool) -> tuple[Any, bool]:
    """(the ray module, whether this call started the connection). A process that is connected already
    (a test's cluster, a notebook) is used as it is."""
    try:
        import ray
    except ImportError:
        raise DependencyError("ray_missing", f"--engine ray needs Ray: {INSTALL}") from None
    if ray.is_initialized():
        return ray, False
    import logging

    try:
        # no --address: a new instance for this run ("local"), not whatever cluster `ray start` left running
        ray.init(address=address or "local", include_dashboard=False, log_to_driver=not quiet,
                 logging_level=logging.ERROR if quiet else logging.WARNING, configure_logging=True)
    except ConnectionError as e:
        raise ConfigError("ray_unreachable", f"--address {address}: no Ray cluster there ({e})") from None
    except Exception as e:  # noqa: BLE001 - Ray raises a bare Exception when its own processes do not start
        raise ConfigError("ray_start_failed", f"Ray did not start ({e}). On a busy machine Ray's raylet gives "
                          "its dashboard agent a fixed 15 s to start and then exits (ray-project/ray#65983): "
                          "run at normal priority, or start Ray once with `ray start --head` and pass "
                          "--address auto") from None
    return ray, True


def run_batch_ray(
    inputs: Iterable[Input | str],
    stage1: Callable[[Input], Any],
    stage: ModelStage,
    *,
    address: str | None = None,
    actors: int = 1,
    out_dir: Path | None = None,
    resume: bool = False,
    console: Console | None = None,
    emit: Callable[[str], None] | None = None,
    valid: Callable[[dict], bool] | None = None,
    total: int | None = None,
    indent: int | None = None,
    group: int = 1,
    label: str = "extracting",
) -> BatchReport:
    """:func:`docx_cli.batch.run_batch` for ``docx extract`` on Ray (see the module docstring). ``stage1`` is
    the local engine's reader (picklable); ``stage`` says how to run the model in the actors."""
    if actors < 1:
        raise ConfigError("bad_option", f"--actors must be at least 1, not {actors}")
    if out_dir is not None:
        out_dir = prepare_out_dir(out_dir)
    batch = _Batch(stage1, None, jobs=1, out_dir=out_dir, resume=resume, console=console, emit=emit,
                   valid=valid, window=None, label=label, total=total, indent=indent, stage2_many=None,
                   group=group)
    batch.group = max(1, group)
    console = batch.console
    ray, started = connect(address, console.quiet)
    import signal

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    progress = Progress(TextColumn(f"[bold]{label}[/bold]"), BarColumn(), MofNCompleteColumn(),
                        TimeElapsedColumn(), console=console, transient=True,
                        disable=console.quiet or (total is not None and total < 2))
    in_main = threading.current_thread() is threading.main_thread()
    old_term = signal.signal(signal.SIGTERM, _on_sigterm) if in_main else None
    driver = _Driver(ray, batch, stage, actors)
    try:
        with progress:
            task = progress.add_task(label, total=total)
            driver.run((Input(i) if isinstance(i, str) else i for i in inputs), lambda n: progress.advance(task, n))
    except KeyboardInterrupt as e:
        what = "terminated" if type(e).__name__ == "_Terminated" else "interrupted"
        done = batch.report.ok + batch.report.failed
        console.print(f"[yellow]{what}[/yellow]: {done} finished, every finished output kept")
        raise SystemExit(EXIT_INTERRUPTED) from None
    finally:
        driver.close()
        batch.release_all()
        if in_main:
            signal.signal(signal.SIGTERM, old_term)
        if started:
            ray.shutdown()
    return say_skipped(batch.report, console, resume)


class _Driver:
    """Submits groups (ingest tasks, then one actor call on their refs) and writes finished groups in order."""

    def __init__(self, ray: Any, batch: _Batch, stage: ModelStage, actors: int) -> None:
        self.ray, self.batch, self.stage, self.n_actors = ray, batch, stage, actors
        self.quiet = batch.console.quiet
        self.actors: list[Any] = []
        self.next_actor = 0
        self.inflight: deque[tuple[list, Any]] = deque()  # (jobs of a group, the actor call's ref)
        self._ingest = ray.remote(num_cpus=1, max_retries=1)(ingest_remote)

    def start_actors(self) -> None:
        ray = self.ray
        cpus = ray.cluster_resources().get("CPU", 0)
        gpu = str(self.stage.device).startswith("cuda")
        if not gpu and cpus < self.n_actors + 1:  # each actor holds a CPU for good; ingest needs one more
            raise ConfigError("bad_option", f"--actors {self.n_actors}: the Ray cluster has {cpus:g} CPU(s), and "
                              "each model actor holds one while reading needs at least one more")
        cls = ray.remote(num_cpus=0 if gpu else 1, num_gpus=1 if gpu else 0, max_restarts=1)(ModelWorker)
        self.actors = [cls.remote(self.stage) for _ in range(self.n_actors)]

    def run(self, inputs: Iterator[Input], advance: Callable[[int], None]) -> None:
        group: list = []
        for job in self.batch.jobs_to_do(inputs):
            group.append(job)
            if len(group) >= self.batch.group:
                self.submit(group)
                group = []
                while len(self.inflight) >= 2 * self.n_actors:  # back-pressure
                    advance(self.finish_oldest())
        if group:
            self.submit(group)
        while self.inflight:
            advance(self.finish_oldest())

    def submit(self, jobs: list) -> None:
        if not self.actors:  # not before: a --resume with nothing left to do starts no actor
            self.start_actors()
        refs = []
        for job in jobs:
            data, err = read_bytes(job.inp)
            refs.append(("error", err) if err is not None
                        else self._ingest.remote(self.batch.stage1, job.inp, data, self.quiet))
        actor = self.actors[self.next_actor % len(self.actors)]
        self.next_actor += 1
        self.inflight.append((jobs, actor.run.remote(list(zip((j.inp.source for j in jobs), refs)))))

    def close(self) -> None:
        """Stop the actors (a cluster this run only connected to keeps its CPUs for the next job)."""
        for actor in self.actors:
            with contextlib.suppress(Exception):
                self.ray.kill(actor)
        self.actors = []

    def finish_oldest(self) -> int:
        jobs, ref = self.inflight.popleft()
        try:
            results = self.ray.get(ref)
        except self.ray.exceptions.RayError as e:  # the actor died (out of memory, a node lost)
            results = [("error", DocxError("internal_error", f"the model worker failed: {type(e).__name__}"))
                       for _ in jobs]
        for job, (status, value) in zip(jobs, results):
            self.batch.write(job, status, value)
        return len(jobs)


