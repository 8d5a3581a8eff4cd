"""`docx bench attention|extract`: speed and memory benchmarks (figures, not tests). Thin wrappers over
docx_cli.bench."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import List, Optional

import typer

from docx_cli.errors import EXIT_OK, EXIT_SOME_FAILED, ConfigError

app = typer.Typer(
    help="Speed and memory benchmarks: `attention` (by sequence length, against transformers' LayoutLM), "
    "`extract` (end to end, by stage).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _int_list(text: str, what: str) -> list[int]:
    try:
        values = [int(v.replace("_", "")) for v in text.split(",") if v.strip()]
    except ValueError:
        raise ConfigError("bad_option", f"--{what} takes comma-separated integers, got {text!r}") from None
    if not values or min(values) < 1:
        raise ConfigError("bad_option", f"--{what} needs at least one positive integer, got {text!r}")
    return values


def _fmt(p: dict) -> str:
    from docx_cli.bench.attention import GIB

    head = f"{p['model']:<30} {p['length']:>7,}  {p['status']:<16}"
    if p["status"] == "ok":
        return (f"{head} {p['median_s']:9.3f} s  {p['per_token_ms'] * 1000:8.1f} µs/token  "
                f"peak {p['peak_bytes'] / GIB:6.2f} GiB (+{p['inference_mem_bytes'] / GIB:.2f})")
    return f"{head} {p.get('message', '')}"


@app.command("attention")
def attention(
    presets: str = typer.Option("layoutlm,layoutlinformer,layoutcosformer", "--presets",
                                help="Our presets to measure (comma-separated)."),
    lengths: str = typer.Option("512,1024,2048,4096,8192,16384", "--lengths",
                                help="Sequence lengths (comma-separated)."),
    size: str = typer.Option("base", "--size", help="base (12 layers, 768 wide, 12 heads), small (6, 384, 12: "
                             "the default model's size) or tiny (2, 64, 2: smoke runs)."),
    device: str = typer.Option("cpu", "--device", help="cpu, cuda or cuda:N."),
    json_out: Optional[Path] = typer.Option(None, "--json", help="Write the report here (default: stdout)."),
    plot: Optional[Path] = typer.Option(None, "--plot", help="Write the figure here (PNG)."),
    runs: int = typer.Option(3, "--runs", min=1, help="Timed forwards per point, after one warm-up; the median "
                             "is reported."),
    time_budget: float = typer.Option(300.0, "--time-budget", min=0.001,
                                      help="Seconds one forward may take; slower points are recorded as "
                                      "over_time_budget and longer lengths of that model skipped."),
    mem_budget: Optional[float] = typer.Option(None, "--mem-budget", min=0.01,
                                               help="GiB one point may allocate beyond its model (default: "
                                               "three quarters of the memory available at start on CPU, "
                                               "no cap on CUDA); points past it are recorded as oom."),
    threads: int = typer.Option(0, "--threads", min=0, help="torch threads per point (0 = every core)."),
    reference: bool = typer.Option(True, "--reference/--no-reference",
                                   help="Also measure transformers' LayoutLMModel, eager and SDPA."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress on stderr."),
) -> int:
    """Inference time and peak memory by sequence length, each point in a fresh subprocess, random weights."""
    from docx_cli.bench.attention import GIB, REFERENCES, SIZES, markdown_table, run_attention_bench, write_report
    from docx_cli.cli.common import make_console

    console = make_console(quiet)
    if size not in SIZES:
        raise ConfigError("bad_option", f"--size must be one of {', '.join(SIZES)}, got {size!r}")
    if device != "cpu" and not device.startswith("cuda"):
        raise ConfigError("bad_option", f"--device must be cpu or cuda[:N], got {device!r}")
    if device.startswith("cuda"):
        import torch

        if not torch.cuda.is_available():
            raise ConfigError("no_cuda", "--device cuda: this torch build sees no CUDA device; use --device cpu")
    models = [m.strip() for m in presets.split(",") if m.strip()]
    if reference:
        models = list(REFERENCES) + [m for m in models if m not in REFERENCES]
    if not models:
        raise ConfigError("bad_option", "nothing to measure: give --presets or keep --reference")
    length_list = _int_list(lengths, "lengths")
    budget = int(mem_budget * GIB) if mem_budget is not None else None

    def on_point(p: dict) -> None:
        console.print(_fmt(p), markup=False, soft_wrap=True)

    report = run_attention_bench(models, length_list, size=size, device=device, runs=runs,
                                 time_budget_s=time_budget, mem_budget_bytes=budget, threads=threads,
                                 on_point=on_point)
    if sys.argv[1:3] == ["bench", "attention"]:  # run from the console script: keep the exact command
        import shlex

        report["command"] = "docx " + shlex.join(sys.argv[1:])
    if json_out is not None:
        write_report(report, json_out)
        console.print(f"wrote {json_out}")
    else:
        sys.stdout.write(json.dumps(report, indent=2) + "\n")
    if plot is not None:
        from docx_cli.bench.plot import plot_report

        plot_report(report, plot)
        console.print(f"wrote {plot}")
    console.print(markdown_table(report), markup=False, soft_wrap=True)
    for name, a in report["acceptance"].items():
        if a["value"] is not None:
            verdict = "pass" if a["pass"] else "FAIL"
            console.print(f"{name}: {a['value']} (target {a['target']}) {verdict}", markup=False)
    errors = [p for p in report["points"] if p["status"] == "error"]
    return EXIT_SOME_FAILED if errors else EXIT_OK


@app.command("extract")
def extract(
    files: List[str] = typer.Argument(..., help="Documents to extract from ('-' = paths on stdin)."),
    model: str = typer.Option("default", "--model", "-m", help="Model name or directory."),
    json_out: Optional[Path] = typer.Option(None, "--json", help="Write the report here (default: stdout)."),
    threads: int = typer.Option(0, "--threads", min=0, help="torch threads (0 = every core)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress on stderr."),
) -> int:
    """Pages/s and tokens/s end to end, split by stage (ingest, OCR, model, decode)."""
    from docx_cli.bench.extract import run_extract_bench
    from docx_cli.cli.common import expand_inputs, make_console

    console = make_console(quiet)
    report = run_extract_bench(expand_inputs(files), model, threads=threads, console=console)
    text = json.dumps(report, indent=2) + "\n"
    if json_out is not None:
        from docx_cli.cli.common import atomic_write

        atomic_write(json_out, text)
        console.print(f"wrote {json_out}")
    else:
        sys.stdout.write(text)
    return EXIT_SOME_FAILED if report.get("failed") else EXIT_OK


def command() -> None:
    """Speed and memory benchmarks: attention, extract."""
    # Only here because docx_cli/cli/app.py registers every module's `command` before adding its group; the
    # group `app` (added afterwards under the same name) replaces it, so this never runs.
