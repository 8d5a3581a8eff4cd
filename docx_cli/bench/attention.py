"""Speed and memory of one encoder forward by sequence length: our presets against transformers'
``LayoutLMModel`` (eager and SDPA attention), Douzon et al.'s Table 1 re-measured on this machine.

A *point* is (model, length). Each point runs in a fresh Python subprocess (``python -m
docx_cli.bench._child SPEC``) that builds the model with random weights, runs one tiny forward
(so thread pools and allocator arenas exist before anything is measured), records its resident set as the
baseline, resets the kernel's high-water mark, then times one warm-up and ``runs`` forwards under
``torch.inference_mode``. The child prints one JSON line per event on stdout; the parent enforces the time
budget (a child that runs past it is killed) and turns every way a child can end into a record:

    ok                 times and memory
    over_time_budget   the warm-up forward took longer than the budget, or the child was killed for it
    oom                an allocation failed under the memory cap (RLIMIT_AS on CPU, a memory fraction on
                       CUDA) or the kernel's OOM killer ended the child
    skipped            a shorter length of the same model already went over a budget (recorded, not run)
    error              anything else, with the last lines of the child's stderr

Memory on CPU is the process RSS high-water mark (``VmHWM``, reset through ``/proc/self/clear_refs``, the
same counter ``getrusage(RUSAGE_SELF).ru_maxrss`` reads); both the absolute peak and the peak above the
baseline after model construction (``inference_mem_bytes``) are reported. On CUDA it is
``torch.cuda.max_memory_allocated``.
"""

from __future__ import annotations

import json
import math
import os
import platform
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from typing import Any

# Model shapes. base = LayoutLM-base / BERT-base; small = all-MiniLM-L6-v2, the default model's size;
# tiny = unit tests and smoke runs only.
SIZES: dict[str, dict[str, int]] = {
    "base": {"num_hidden_layers": 12, "hidden_size": 768, "num_attention_heads": 12, "intermediate_size": 3072},
    "small": {"num_hidden_layers": 6, "hidden_size": 384, "num_attention_heads": 12, "intermediate_size": 1536},
    "tiny": {"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 2, "intermediate_size": 128},
}
DTYPES = ("float32", "bfloat16")
VOCAB_SIZE = 30522  # the BERT uncased vocabulary that LayoutLM and MiniLM share

# transformers' LayoutLMModel, the model a user would otherwise run, in its two attention implementations.
REFERENCES: dict[str, str] = {
    "transformers-layoutlm-eager": "eager",
    "transformers-layoutlm-sdpa": "sdpa",
}

# Douzon et al.'s own figures (authors' slides, one GPU, base size, 4,096 tokens): for the shape of the
# comparison, not for absolute time.
SEED_001_GPU_4096: dict[str, dict[str, float]] = {
    "layoutlm": {"time_s": 23.4, "mem_gib": 13.7},
    "layoutlinformer": {"time_s": 6.9, "mem_gib": 5.2},
    "layoutcosformer": {"time_s": 9.0, "mem_gib": 5.4},
}

_EVENT = "@@docx-bench "  # prefix of the child's protocol lines (anything else on stdout is ignored)
_BUILD_TIMEOUT_S = 600.0  # building a model and the tiny first forward; generous for a loaded machine
GIB = 1024**3


@dataclass(frozen=True)
class PointSpec:
    """Everything a child needs to measure one point."""

    model: str  # a preset of docx_cli.modeling or a key of REFERENCES
    length: int
    size: str = "base"
    device: str = "cpu"
    threads: int = 0  # 0 = every core this process may use
    runs: int = 3
    time_budget_s: float = 300.0  # the longest one forward may take
    mem_budget_bytes: int = 0  # 0 = no cap
    dtype: str = "float32"  # float32 | bfloat16 (weights and activations; every model alike)
    seed: int = 0

    def resolved_threads(self) -> int:
        return self.threads or _cpu_count()


def _cpu_count() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


# --------------------------------------------------------------------------------------------------------
# Memory probes (Linux /proc; ru_maxrss where /proc is missing)


def _proc_status_kib(key: str) -> int | None:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def _rss_bytes() -> int:
    kib = _proc_status_kib("VmRSS")
    if kib is None:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return kib * 1024


def _reset_peak_rss() -> bool:
    """Reset the kernel's RSS high-water mark (Linux ≥ 4.0) so the peak we read is the forward's own, not
    model construction's. Returns False where that is not possible."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def _peak_rss_bytes() -> int:
    import resource

    kib = _proc_status_kib("VmHWM")
    return (kib if kib is not None else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss) * 1024


def _cap_address_space(extra_bytes: int) -> None:
    """Allow the address space to grow by ``extra_bytes`` beyond what is mapped now: an allocation past it
    fails in the allocator (a catchable RuntimeError) instead of the kernel killing the machine's neighbours."""
    import resource

    vm_kib = _proc_status_kib("VmSize")
    if vm_kib is None:
        return
    limit = vm_kib * 1024 + extra_bytes
    resource.setrlimit(resource.RLIMIT_AS, (limit, resource.getrlimit(resource.RLIMIT_AS)[1]))


def _is_oom(exc: BaseException) -> bool:
    if isinstance(exc, MemoryError):
        return True
    if type(exc).__name__ == "OutOfMemoryError":  # torch.OutOfMemoryError (CUDA)
        return True
    text = str(exc).lower()
    return any(s in text for s in ("can't allocate memory", "out of memory", "cannot allocate memory"))


# --------------------------------------------------------------------------------------------------------
# Models and inputs (child side)


def _build_model(spec: PointSpec):
    """Random-weight encoder for the point, in eval mode. Returns (model, number of parameters)."""
    import torch

    torch.manual_seed(spec.seed)
    shape = SIZES[spec.size]
    max_len = max(512, spec.length)
    if spec.model in REFERENCES:
        from transformers import LayoutLMConfig, LayoutLMModel

        cfg = LayoutLMConfig(vocab_size=VOCAB_SIZE, max_position_embeddings=max_len, **shape)
        model = LayoutLMModel._from_config(cfg, attn_implementation=REFERENCES[spec.model])
    else:
        model = _build_ours(spec.model, shape, max_len)
    model.eval().to(getattr(torch, spec.dtype))
    return model, sum(p.numel() for p in model.parameters())


def _build_ours(preset: str, shape: dict[str, int], max_len: int):
    """One of our presets, stretched to take ``max_len`` tokens in one forward (the benchmark measures the
    attention at the full length, as Douzon et al. did, whatever chunking the preset uses in production)."""
    from docx_cli.modeling import DocxConfig

    cfg = DocxConfig.from_preset(preset, vocab_size=VOCAB_SIZE, max_length=max_len, **shape)
    try:  # the bare encoder when the package exports one (like LayoutLMModel); else the tagging model
        from docx_cli.modeling import DocxModel as cls
    except ImportError:
        from docx_cli.modeling import DocxForTokenClassification as cls
    return cls(cfg)


def _make_inputs(spec: PointSpec, length: int, device: str) -> dict[str, Any]:
    """A batch of one page-like sequence: random word pieces, boxes that look like words on a page."""
    import torch

    g = torch.Generator().manual_seed(spec.seed + length)
    input_ids = torch.randint(1000, VOCAB_SIZE, (1, length), generator=g)
    x0 = torch.randint(0, 900, (1, length), generator=g)
    y0 = torch.randint(0, 980, (1, length), generator=g)
    w = torch.randint(5, 100, (1, length), generator=g)
    h = torch.randint(5, 20, (1, length), generator=g)
    bbox = torch.stack([x0, y0, (x0 + w).clamp(max=1000), (y0 + h).clamp(max=1000)], dim=-1)
    batch = {"input_ids": input_ids, "attention_mask": torch.ones_like(input_ids), "bbox": bbox}
    return {k: v.to(device) for k, v in batch.items()}


def _forward(model, batch, device: str) -> float:
    import torch

    t0 = time.perf_counter()
    model(**batch)
    if device.startswith("cuda"):
        torch.cuda.synchronize()
    return time.perf_counter() - t0


def _emit(event: str, **payload: Any) -> None:
    sys.stdout.write(_EVENT + json.dumps({"event": event, **payload}) + "\n")
    sys.stdout.flush()


def measure_point(spec: PointSpec, emit: Callable[..., None] = _emit) -> dict[str, Any]:
    """Measure one point in this process (the child side). Never raises for a budget: returns a record."""
    import torch

    # Every child loads the reference's modules too, so baselines differ only by the model itself.
    import transformers.models.layoutlm.modeling_layoutlm  # noqa: F401

    threads = spec.resolved_threads()
    torch.set_num_threads(threads)
    rec: dict[str, Any] = {"threads": threads}
    cuda = spec.device.startswith("cuda")
    with torch.inference_mode():
        model, n_params = _build_model(spec)
        model.to(spec.device)
        rec["params"] = n_params
        model(**_make_inputs(spec, 64, spec.device))  # start thread pools / CUDA context before measuring
        if cuda:
            torch.cuda.synchronize()
            baseline = torch.cuda.memory_allocated()
            torch.cuda.reset_peak_memory_stats()
            if spec.mem_budget_bytes:
                total = torch.cuda.get_device_properties(spec.device).total_memory
                torch.cuda.set_per_process_memory_fraction(min(1.0, (baseline + spec.mem_budget_bytes) / total))
        else:
            import gc

            gc.collect()
            baseline = _rss_bytes()
            rec["peak_method"] = "VmHWM" if _reset_peak_rss() else "ru_maxrss"
            if spec.mem_budget_bytes:
                _cap_address_space(spec.mem_budget_bytes)
        rec["baseline_bytes"] = baseline
        batch = _make_inputs(spec, spec.length, spec.device)
        emit("ready", baseline_bytes=baseline)

        times: list[float] = []
        try:
            warmup = _forward(model, batch, spec.device)
            rec["warmup_s"] = warmup
            if warmup > spec.time_budget_s:
                msg = f"warm-up forward took {warmup:.3g} s (budget {spec.time_budget_s:g} s)"
                rec.update(status="over_time_budget", message=msg)
            else:
                for _ in range(spec.runs):
                    times.append(_forward(model, batch, spec.device))
                rec["status"] = "ok"
        except Exception as e:
            if not _is_oom(e):
                raise
            rec.update(status="oom", message=str(e).splitlines()[0][:300])
        if cuda:
            rec["peak_bytes"] = torch.cuda.max_memory_allocated()
        else:
            rec["peak_bytes"] = _peak_rss_bytes()
        rec["inference_mem_bytes"] = max(0, rec["peak_bytes"] - baseline)
        if times:
            rec["times_s"] = times
            rec["median_s"] = statistics.median(times)
            rec["per_token_ms"] = rec["median_s"] * 1000.0 / spec.length
    return rec


def _die_with_parent() -> None:
    """Linux: the kernel kills this child when the benchmark process dies (e.g. killed by a scheduler), so no
    orphan keeps a core busy. Elsewhere a no-op."""
    try:
        import ctypes
        import signal

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _child_main(spec_json: str) -> int:
    parent = os.getppid()
    _die_with_parent()
    if os.getppid() != parent:  # the parent died before the request took effect
        return 1
    spec = PointSpec(**json.loads(spec_json))
    try:
        rec = measure_point(spec)
    except Exception as e:  # noqa: BLE001 - reported to the parent as a record
        status = "oom" if _is_oom(e) else "error"
        rec = {"status": status, "message": f"{type(e).__name__}: {str(e).splitlines()[0][:300] if str(e) else ''}"}
    _emit("result", **rec)
    return 0


# --------------------------------------------------------------------------------------------------------
# Parent side


def _stderr_tail(path: str, n: int = 5) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = [ln.rstrip() for ln in f if ln.strip()]
        return " | ".join(lines[-n:])[-600:]
    except OSError:
        return ""


def run_point(spec: PointSpec) -> dict[str, Any]:
    """Measure one point in a fresh subprocess; every outcome (killed, crashed, over budget) is a record."""
    rec: dict[str, Any] = {"model": spec.model, "length": spec.length, "size": spec.size, "device": spec.device}
    threads = spec.resolved_threads()
    env = dict(os.environ)
    env.update(OMP_NUM_THREADS=str(threads), MKL_NUM_THREADS=str(threads), TOKENIZERS_PARALLELISM="false")
    env.setdefault("TRANSFORMERS_VERBOSITY", "error")
    cmd = [sys.executable, "-m", "docx_cli.bench._child", json.dumps(asdict(spec))]
    events: queue.Queue = queue.Queue()
    with tempfile.NamedTemporaryFile("w+", prefix="docx-bench-", suffix=".err", delete=False) as err:
        err_path = err.name
    started = time.perf_counter()
    try:
        with open(err_path, "w") as err_f:
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err_f, env=env, text=True)

        def read() -> None:
            for line in proc.stdout:  # type: ignore[union-attr]
                if line.startswith(_EVENT):
                    try:
                        events.put(json.loads(line[len(_EVENT):]))
                    except json.JSONDecodeError:
                        pass
            events.put(None)  # EOF

        threading.Thread(target=read, daemon=True).start()
        # After "ready": one warm-up and `runs` forwards, each within the budget, plus slack for teardown.
        run_window = (spec.runs + 1) * spec.time_budget_s * 1.25 + 30.0
        deadline = started + _BUILD_TIMEOUT_S
        result = None
        killed = False
        try:
            while True:
                try:
                    ev = events.get(timeout=max(0.0, deadline - time.perf_counter()))
                except queue.Empty:
                    proc.kill()
                    killed = True
                    break
                if ev is None:
                    break
                if ev["event"] == "ready":
                    deadline = time.perf_counter() + run_window
                    rec["baseline_bytes"] = ev.get("baseline_bytes")
                elif ev["event"] == "result":
                    result = ev
            rc = proc.wait()
        except BaseException:  # Ctrl-C or a signal in the parent: the child goes too
            proc.kill()
            proc.wait()
            raise
        if result is not None:
            result.pop("event", None)
            rec.update(result)
        elif killed:
            rec.update(status="over_time_budget", message=f"killed after {time.perf_counter() - started:.0f} s")
        elif rc in (-9, 137):  # SIGKILL that we did not send: the kernel's OOM killer
            rec.update(status="oom", message="killed by the operating system (out of memory)")
        else:
            rec.update(status="error", message=f"exit {rc}: {_stderr_tail(err_path)}")
        if rec.get("status") == "error" and not rec.get("message"):
            rec["message"] = _stderr_tail(err_path)
    finally:
        os.unlink(err_path)
    rec["wall_s"] = round(time.perf_counter() - started, 2)
    return rec


def _host_info(device: str) -> dict[str, Any]:
    import torch
    import transformers

    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), cpu)
    except OSError:
        pass
    info = {
        "cpu": cpu,
        "cores_available": _cpu_count(),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "platform": platform.platform(),
    }
    if device.startswith("cuda") and torch.cuda.is_available():
        info["gpu"] = torch.cuda.get_device_name(device)
    return info


def default_mem_budget_bytes() -> int:
    """Three quarters of the memory available now: leaves the machine usable while a point runs."""
    kib = None
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    kib = int(line.split()[1])
    except OSError:
        pass
    return int(kib * 1024 * 0.75) if kib else 0


def predict_seconds(done: list[tuple[int, float]], n: int) -> float | None:
    """Seconds per forward at length ``n`` extrapolated from the longest measured lengths: t ∝ N^p with p from
    the last two points, held to [1, 2] (linear at best, quadratic at worst); p = 1 from a single point, so a
    prediction only ever skips a point that even linear growth would put over the budget."""
    if not done:
        return None
    (n1, t1) = done[-1]
    p = 1.0
    if len(done) >= 2:
        (n0, t0) = done[-2]
        if n1 > n0 and t0 > 0 and t1 > 0:
            p = min(2.0, max(1.0, math.log(t1 / t0) / math.log(n1 / n0)))
    return t1 * (n / n1) ** p


def run_attention_bench(
    models: Iterable[str],
    lengths: Iterable[int],
    *,
    size: str = "base",
    device: str = "cpu",
    runs: int = 3,
    time_budget_s: float = 300.0,
    mem_budget_bytes: int | None = None,
    threads: int = 0,
    dtype: str = "float32",
    previous: dict[str, Any] | None = None,
    on_point: Callable[[dict[str, Any], dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Measure every (model, length) point, shortest lengths first for each model. A point whose forward is
    predicted (from the model's shorter lengths) to exceed the time budget is recorded as over_time_budget
    without being run; once a model goes over a budget, its longer lengths are recorded as ``skipped``.

    ``previous``: an earlier report with the same size, device, dtype, threads and runs; its ``ok`` points
    are kept (marked ``reused``) instead of measured again, so an interrupted run can be resumed.
    ``on_point(point, report_so_far)`` is called after every point (the CLI rewrites its JSON there)."""
    if size not in SIZES:
        raise ValueError(f"unknown size {size!r}; choose from {', '.join(SIZES)}")
    if dtype not in DTYPES:
        raise ValueError(f"unknown dtype {dtype!r}; choose from {', '.join(DTYPES)}")
    models = list(dict.fromkeys(models))
    lengths = sorted({int(n) for n in lengths})
    if mem_budget_bytes is None:
        mem_budget_bytes = default_mem_budget_bytes() if device == "cpu" else 0
    settings = {
        "models": models,
        "lengths": lengths,
        "size": size,
        "shape": SIZES[size],
        "vocab_size": VOCAB_SIZE,
        "device": device,
        "dtype": dtype,
        "runs": runs,
        "threads": threads or _cpu_count(),
        "time_budget_s": time_budget_s,
        "mem_budget_bytes": mem_budget_bytes,
        "batch_size": 1,
    }
    reuse = _reusable_points(previous, settings)
    # Resumed points outside this run's grid are kept, so several runs can fill one report.
    extra = [p for (m, n), p in reuse.items() if m not in models or n not in lengths]
    settings["models"] = models + [m for m in dict.fromkeys(p["model"] for p in extra) if m not in models]
    settings["lengths"] = sorted(set(lengths) | {p["length"] for p in extra})
    points: list[dict[str, Any]] = []
    report = {
        "docx_bench": 1,
        "kind": "attention",
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "settings": settings,
        "host": _host_info(device),
        "points": points,
        "seed_001_gpu_4096": SEED_001_GPU_4096,
        "total_wall_s": 0.0,
    }
    started = time.perf_counter()
    for model in models:
        blocked: dict[str, Any] | None = None
        # Seconds per forward by length of this model's ok points, resumed ones included: the predictions.
        known = {m_n[1]: p["median_s"] for m_n, p in reuse.items() if m_n[0] == model}
        for n in lengths:
            base = {"model": model, "length": n, "size": size, "device": device}
            predicted = predict_seconds(sorted((k, t) for k, t in known.items() if k < n), n)
            if blocked is not None:
                rec = {**base, "status": "skipped", "message": f"{blocked['status']} at {blocked['length']} tokens"}
            elif (model, n) in reuse:
                rec = {**reuse[(model, n)], "reused": True}
            elif predicted is not None and predicted > time_budget_s:
                # Not run: a warm-up and `runs` forwards that cannot fit the budget would only burn time.
                rec = {**base, "status": "over_time_budget", "predicted": True, "predicted_s": round(predicted, 1),
                       "message": f"predicted {predicted:.0f} s per forward from shorter lengths "
                                  f"(budget {time_budget_s:g} s); not run"}
            else:
                spec = PointSpec(model=model, length=n, size=size, device=device, threads=threads, runs=runs,
                                 time_budget_s=time_budget_s, mem_budget_bytes=mem_budget_bytes, dtype=dtype)
                rec = run_point(spec)
            if rec["status"] in ("over_time_budget", "oom"):
                blocked = rec
            elif rec["status"] == "ok":
                known[n] = rec["median_s"]
            points.append(rec)
            report["total_wall_s"] = round(time.perf_counter() - started, 1)
            report["acceptance"] = acceptance(report)
            if on_point is not None:
                on_point(rec, report)
    points.extend({**p, "reused": True} for p in extra)
    points.sort(key=lambda p: (settings["models"].index(p["model"]), p["length"]))
    report["total_wall_s"] = round(time.perf_counter() - started, 1)
    report["acceptance"] = acceptance(report)
    return report


_SAME_FOR_REUSE = ("size", "device", "dtype", "threads", "runs", "vocab_size")


def _reusable_points(previous: dict[str, Any] | None, settings: dict[str, Any]) -> dict[tuple[str, int], dict]:
    if not previous:
        return {}
    old = previous.get("settings", {})
    differ = [k for k in _SAME_FOR_REUSE if old.get(k) != settings[k]]
    if differ:
        raise ValueError("cannot resume from a report measured with different " + ", ".join(
            f"{k} ({old.get(k)!r} there, {settings[k]!r} now)" for k in differ))
    return {(p["model"], p["length"]): p for p in previous.get("points", []) if p.get("status") == "ok"}


# --------------------------------------------------------------------------------------------------------
# Acceptance ratios (issue 8)


def _point(report: dict[str, Any], model: str, length: int) -> dict[str, Any] | None:
    for p in report["points"]:
        if p["model"] == model and p["length"] == length and p.get("status") == "ok":
            return p
    return None


def _ratio(a: float | None, b: float | None) -> float | None:
    return round(a / b, 3) if a is not None and b else None


def acceptance(report: dict[str, Any], at: int = 4096, short: int = 1024, long: int = 16384) -> dict[str, Any]:
    """The issue's targets, computed from whatever points exist (None where a point is missing):
    at 4,096 tokens layoutcosformer ≥ 3× faster than transformers SDPA, ≥ 6× faster than eager, ≤ 0.5× eager's
    peak memory; layoutcosformer and layoutlinformer time per token at 16,384 within 1.3× of that at 1,024."""
    out: dict[str, Any] = {}
    cos = _point(report, "layoutcosformer", at)
    sdpa = _point(report, "transformers-layoutlm-sdpa", at)
    eager = _point(report, "transformers-layoutlm-eager", at)
    get = lambda p, k: p.get(k) if p else None
    speed_sdpa = _ratio(get(sdpa, "median_s"), get(cos, "median_s"))
    speed_eager = _ratio(get(eager, "median_s"), get(cos, "median_s"))
    mem_peak = _ratio(get(cos, "peak_bytes"), get(eager, "peak_bytes"))
    mem_infer = _ratio(get(cos, "inference_mem_bytes"), get(eager, "inference_mem_bytes"))
    out[f"cosformer_speedup_vs_sdpa_at_{at}"] = {"value": speed_sdpa, "target": ">= 3",
                                                 "pass": None if speed_sdpa is None else speed_sdpa >= 3}
    out[f"cosformer_speedup_vs_eager_at_{at}"] = {"value": speed_eager, "target": ">= 6",
                                                  "pass": None if speed_eager is None else speed_eager >= 6}
    out[f"cosformer_peak_mem_vs_eager_at_{at}"] = {"value": mem_peak, "target": "<= 0.5",
                                                   "pass": None if mem_peak is None else mem_peak <= 0.5,
                                                   "inference_mem_ratio": mem_infer}
    for model in ("layoutcosformer", "layoutlinformer"):
        r = _ratio(get(_point(report, model, long), "per_token_ms"), get(_point(report, model, short), "per_token_ms"))
        out[f"{model}_per_token_{long}_vs_{short}"] = {"value": r, "target": "<= 1.3",
                                                       "pass": None if r is None else r <= 1.3}
    return out


def write_report(report: dict[str, Any], path) -> None:
    from pathlib import Path

    from docx_cli.batch import atomic_write

    atomic_write(Path(path), json.dumps(report, indent=2) + "\n")


def markdown_table(report: dict[str, Any]) -> str:
    """The README table: median seconds and peak memory per model and length."""
    lengths = report["settings"]["lengths"]
    models = report["settings"]["models"]
    head = "| model | " + " | ".join(f"{n:,}" for n in lengths) + " |"
    sep = "|---|" + "---:|" * len(lengths)
    rows = [head, sep]
    for m in models:
        cells = []
        for n in lengths:
            p = next((q for q in report["points"] if q["model"] == m and q["length"] == n), None)
            cells.append(_cell(p))
        rows.append(f"| {m} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def _cell(p: dict[str, Any] | None) -> str:
    if p is None:
        return "–"
    if p.get("status") == "ok":
        return f"{p['median_s']:.2f} s / {p['peak_bytes'] / GIB:.2f} GiB"
    label = {"over_time_budget": "over time", "oom": "OOM", "skipped": "skipped", "error": "error"}
    return label.get(p.get("status", ""), p.get("status", "?"))



def speedup_table(report: dict[str, Any], against: tuple[str, ...] = tuple(REFERENCES)) -> str:
    """How many times faster (time) and how much smaller (peak memory) each of our presets is than each
    reference, by length: the shape of Douzon et al.'s comparison, on this machine."""
    lengths = report["settings"]["lengths"]
    ours = [m for m in report["settings"]["models"] if m not in REFERENCES]
    rows = ["| preset vs reference | " + " | ".join(f"{n:,}" for n in lengths) + " |",
            "|---|" + "---:|" * len(lengths)]
    for m in ours:
        for ref in against:
            cells = []
            for n in lengths:
                p, r = _point(report, m, n), _point(report, ref, n)
                if p is None or r is None:
                    cells.append("–")
                else:
                    cells.append(f"{r['median_s'] / p['median_s']:.2f}× / {p['peak_bytes'] / r['peak_bytes']:.2f}")
            short = ref.replace("transformers-layoutlm-", "")
            rows.append(f"| {m} vs {short} | " + " | ".join(cells) + " |")
    return "\n".join(rows)
