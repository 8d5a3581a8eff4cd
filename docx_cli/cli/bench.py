"""`docx bench attention|extract|ocr`: speed and memory benchmarks (figures, not tests). Thin wrappers over
docx_cli.bench."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from docx_cli.errors import EXIT_OK, EXIT_SOME_FAILED, ConfigError

app = typer.Typer(
    help="Speed and memory benchmarks: `attention` (by sequence length, against transformers' LayoutLM), "
    "`extract` (end to end, by stage), `ocr` (character recall and pages/s per OCR engine).",
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

    head = f"{p['model']:<30} {p['length']:>7,}  {p['status'] + ('*' if p.get('reused') else ''):<16}"
    if p["status"] == "ok":
        return (f"{head} {p['median_s']:9.3f} s  {p['per_token_ms']:8.3f} ms/token  "
                f"peak {p['peak_bytes'] / GIB:6.2f} GiB (+{p['inference_mem_bytes'] / GIB:.2f})")
    return f"{head} {p.get('message', '')}"


def _check_attention_options(size: str, dtype: str, device: str, sizes, dtypes) -> None:
    if size not in sizes:
        raise ConfigError("bad_option", f"--size must be one of {', '.join(sizes)}, got {size!r}")
    if dtype not in dtypes:
        raise ConfigError("bad_option", f"--dtype must be one of {', '.join(dtypes)}, got {dtype!r}")
    if device != "cpu" and not device.startswith("cuda"):
        raise ConfigError("bad_option", f"--device must be cpu or cuda[:N], got {device!r}")
    if device.startswith("cuda"):
        import torch

        if not torch.cuda.is_available():
            raise ConfigError("no_cuda", "--device cuda: this torch build sees no CUDA device; use --device cpu")


def _previous_report(json_out: Path | None) -> dict | None:
    """The report of an earlier run to resume (``--resume``), or None when there is none."""
    if json_out is None or not json_out.exists():
        return None
    try:
        return json.loads(json_out.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ConfigError("bad_option", f"--resume: cannot read {json_out}: {e}") from None


@app.command("attention")
def attention(
    presets: Annotated[str, typer.Option(help="Our presets to measure (comma-separated).")] = (
        "layoutlm,layoutlinformer,layoutcosformer"),
    lengths: Annotated[str, typer.Option(help="Sequence lengths (comma-separated).")] = (
        "512,1024,2048,4096,8192,16384"),
    size: Annotated[str, typer.Option(help="base (12 layers, 768 wide, 12 heads), small (6, 384, 12: the default "
                                      "model's size) or tiny (2, 64, 2: smoke runs).")] = "base",
    device: Annotated[str, typer.Option(help="cpu, cuda or cuda:N.")] = "cpu",
    json_out: Annotated[Path | None, typer.Option("--json", help="Write the report here (default: stdout).")] = None,
    plot: Annotated[Path | None, typer.Option(help="Write the figure here (PNG).")] = None,
    runs: Annotated[int, typer.Option(min=1, help="Timed forwards per point, after one warm-up; the median is "
                                      "reported.")] = 3,
    time_budget: Annotated[float, typer.Option(min=0.0, help="Seconds one forward may take; slower points are "
                                               "recorded as over_time_budget and longer lengths of that model "
                                               "skipped.")] = 300.0,
    mem_budget: Annotated[float | None, typer.Option(min=0.0, help="GiB one point may allocate beyond its model "
                                                     "(0 = no cap; default: three quarters of the memory available at start "
                                                     "on CPU, no cap on CUDA); points past it are recorded as "
                                                     "oom.")] = None,
    threads: Annotated[int, typer.Option(min=0, help="torch threads per point (0 = every core).")] = 0,
    dtype: Annotated[str, typer.Option(help="float32 or bfloat16, for every model alike (bfloat16 pays off on "
                                       "CPUs with AVX512-BF16/AMX and on GPUs).")] = "float32",
    reference: Annotated[bool, typer.Option("--reference/--no-reference", help="Also measure transformers' "
                                            "LayoutLMModel, eager and SDPA.")] = True,
    resume: Annotated[bool, typer.Option("--resume", help="Keep the ok points already in --json (same size, "
                                         "device, dtype, threads, runs) and measure only the rest.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> int:
    """Inference time and peak memory by sequence length, each point in a fresh subprocess, random weights."""
    from docx_cli.bench.attention import (
        DTYPES,
        GIB,
        REFERENCES,
        SIZES,
        markdown_table,
        run_attention_bench,
        speedup_table,
        write_report,
    )
    from docx_cli.cli.common import make_console

    console = make_console(quiet)
    _check_attention_options(size, dtype, device, SIZES, DTYPES)
    models = [m.strip() for m in presets.split(",") if m.strip()]
    if reference:
        # Measured after our presets (in the order given): a run cut short still has the cheap curves.
        models = [m for m in models if m not in REFERENCES] + list(REFERENCES)
    if not models:
        raise ConfigError("bad_option", "nothing to measure: give --presets or keep --reference")
    length_list = _int_list(lengths, "lengths")
    budget = int(mem_budget * GIB) if mem_budget is not None else None

    command_line = None
    if sys.argv[1:3] == ["bench", "attention"]:  # run from the console script: keep the exact command
        import shlex

        command_line = "docx " + shlex.join(sys.argv[1:])
    previous = _previous_report(json_out) if resume else None

    def on_point(p: dict, partial: dict) -> None:
        console.print(_fmt(p), markup=False, soft_wrap=True)
        if json_out is not None:  # the file is whole after every point: a killed run keeps what it measured
            write_report({**partial, "command": command_line, "complete": False}, json_out)

    try:
        report = run_attention_bench(models, length_list, size=size, device=device, runs=runs,
                                     time_budget_s=time_budget, mem_budget_bytes=budget, threads=threads,
                                     dtype=dtype, previous=previous, on_point=on_point)
    except ValueError as e:  # a --resume file measured with other settings
        raise ConfigError("bad_option", f"--resume: {e}") from None
    report["command"] = command_line
    report["complete"] = True
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
    if reference:
        console.print("speed-up (reference time / ours) and memory (our peak / reference peak):", markup=False)
        console.print(speedup_table(report), markup=False, soft_wrap=True)
    for name, a in report["acceptance"].items():
        if a["value"] is not None:
            verdict = "pass" if a["pass"] else "FAIL"
            console.print(f"{name}: {a['value']} (target {a['target']}) {verdict}", markup=False)
    errors = [p for p in report["points"] if p["status"] == "error"]
    return EXIT_SOME_FAILED if errors else EXIT_OK


@app.command("extract")
def extract(
    files: Annotated[list[str], typer.Argument(help="Documents to extract from ('-' = paths on stdin).")],
    model: Annotated[str, typer.Option("--model", "-m", help="Model name or directory.")] = "default",
    device: Annotated[str, typer.Option(help="auto, cpu, cuda or cuda:N.")] = "cpu",
    precision: Annotated[str, typer.Option(help="auto, fp32, bf16 or fp16 (GPU), as for docx extract.")] = "auto",
    runtime: Annotated[str, typer.Option(help="auto | torch | onnx, as for docx extract (auto: onnx on a CPU in "
                                         "fp32/auto precision).")] = "auto",
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Processes reading the files while the model "
                                      "runs in this one, as for docx extract (1: one after the other).")] = 1,
    batch_size: Annotated[int, typer.Option("--batch-size", min=1, help="Chunks per forward pass and read "
                                            "documents per model call, as for docx extract.")] = 8,
    json_out: Annotated[Path | None, typer.Option("--json", help="Write the report here (default: stdout).")] = None,
    threads: Annotated[int, typer.Option(min=0, help="Threads of the model (0 = every core).")] = 0,
    warmup: Annotated[bool, typer.Option("--warmup/--no-warmup", help="One untimed pass over the first file "
                                         "first.")] = True,
    ocr_engine: Annotated[str, typer.Option("--ocr-engine", help="auto | rapidocr | tesseract: the engine scans "
                                            "and photos are read with, as for docx extract.")] = "auto",
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> int:
    """Pages/s and tokens/s end to end, split by stage (ingest, OCR, tokenize, model, decode)."""
    from docx_cli.bench.extract import STAGES, run_extract_bench
    from docx_cli.cli.common import atomic_write, expand_inputs, make_console
    from docx_cli.runtime import resolve_runtime

    console = make_console(quiet)
    resolve_runtime(runtime, device, precision)  # a bad --runtime is exit 1 before any work
    sources = expand_inputs(files)
    if not sources:
        raise ConfigError("bad_option", "no input files")
    report = run_extract_bench(sources, model, device=device, precision=precision, runtime=runtime,
                               threads=threads, jobs=jobs, batch_size=batch_size, warmup=warmup,
                               ocr_engine=ocr_engine, console=console)
    text = json.dumps(report, indent=2) + "\n"
    if json_out is not None:
        atomic_write(json_out, text)
        console.print(f"wrote {json_out}")
    else:
        sys.stdout.write(text)
    s = report["settings"]
    console.print(f"{report['pages']} page(s), {report['tokens']} tokens in {report['seconds']:.2f} s: "
                  f"{report['pages_per_s']} pages/s, {report['tokens_per_s']} tokens/s ({s['runtime']}, "
                  f"{s['threads']} thread(s), --jobs {s['jobs']}, --batch-size {s['batch_size']})", markup=False)
    console.print(f"  CPU {report['cpu_s']:.2f} s ({report['pages_per_cpu_s']} pages per CPU second)", markup=False)
    for k in STAGES:
        share = report["stages_share"][k]
        console.print(f"  {k:<9} {report['stages_s'][k]:9.3f} s  {100 * (share or 0):5.1f} %", markup=False)
    if report["overlap"] is not None and report["overlap"] > 1.01:
        console.print(f"  stages busy {report['overlap']:.2f} x the wall time (ingest overlapping the model)",
                      markup=False)
    for key, what in (("decode_share_max", "time"), ("decode_share_cpu_max", "CPU time")):
        worst = report[key]
        if worst is not None:
            console.print(f"  decode at most {100 * worst['share']:.1f} % of a file's {what} ({worst['source']}, "
                          f"{worst['decode_s']:.3f} s)", markup=False, soft_wrap=True)
    return EXIT_SOME_FAILED if report["failed"] else EXIT_OK


@app.command("ocr")
def ocr(
    settings: Annotated[str, typer.Option(help="Engines and settings to measure, separated by ';': "
                                          "engine[:name=value,...], e.g. 'tesseract;tesseract:psm=4;rapidocr' "
                                          "(names: the fields of TesseractTuning / RapidTuning in "
                                          "docx_cli/ingest/ocr).")] = "tesseract;rapidocr",
    datasets: Annotated[str, typer.Option(help="Comma-separated: sroie, wildreceipt, funsd (training images).")]
    = "sroie,wildreceipt,funsd",
    data_dir: Annotated[Path, typer.Option(help="The folder holding sroie/, wildreceipt/, funsd/.")]
    = Path("../shared/data"),
    n: Annotated[int, typer.Option("--n", min=1, help="Pages per dataset: a fixed sample (--seed).")] = 100,
    seed: Annotated[int, typer.Option(help="Seed of the sample.")] = 0,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Worker processes (each engine "
                                      "single-threaded in each).")] = 2,
    json_out: Annotated[Path | None, typer.Option("--json", help="Also write the report here (JSON).")] = None,
    rotate: Annotated[str, typer.Option(help="Turn every image this many degrees clockwise first (any angle, "
                                        "e.g. 3 or -2.5; a comma-separated list gives one result per angle: "
                                        "'0,3,90,180,270'): measures orientation and skew finding.")] = "0",
    documents: Annotated[Path | None, typer.Option("--documents", help="Score the Document JSON files in this "
                                                   "folder (docx ocr --out DIR) instead of reading the images; "
                                                   "one result per engine that read them, no speed.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> int:
    """Character recall of gold line texts (per line, bag of characters, page LCS) and pages/s per engine."""
    from docx_cli.bench.ocr import DATASETS, parse_angles, parse_setting, run_ocr_bench, table, write_report
    from docx_cli.cli.common import make_console

    console = make_console(quiet)
    specs = [s.strip() for s in settings.split(";") if s.strip()]
    names = [d.strip() for d in datasets.split(",") if d.strip()]
    if not specs or not names:
        raise ConfigError("bad_option", "nothing to measure: give --settings and --datasets")
    try:
        angles = parse_angles(rotate)
    except ValueError as e:
        raise ConfigError("bad_option", f"--rotate: {e}; expected degrees such as 3 or 0,3,90,180,270") from None
    for d in names:
        if d not in DATASETS:
            raise ConfigError("bad_option", f"--datasets: unknown {d!r}; expected {', '.join(DATASETS)}")
        if not (data_dir / d / "train").is_dir():
            raise ConfigError("bad_option", f"--datasets {d}: {data_dir / d / 'train'} is absent (--data-dir)")
    for s in specs:
        try:
            parse_setting(s)
        except ValueError as e:
            raise ConfigError("bad_option", f"--settings: {e}") from None

    def on_result(r: dict) -> None:
        turned = f" rotate {r['rotate']}" if float(r.get("rotate") or 0) % 360 else ""
        console.print(f"{r['dataset']:<12} {r['setting'] + turned:<40} line {r['recall']['line']:.4f}  bag "
                      f"{r['recall']['bag']:.4f}  page-LCS {r['recall']['page_lcs']:.4f}  "
                      f"{r['pages_per_s']:.2f} pages/s  {r['cpu_s_per_page']:.2f} CPU s/page"
                      + (f"  {r['upright']}/{r['pages']} upright" if turned else "")
                      + (f"  ({len(r['failed'])} failed)" if r["failed"] else ""), markup=False, soft_wrap=True)

    if documents is not None:
        from docx_cli.bench.ocr import score_documents

        if not documents.expanduser().is_dir():
            raise ConfigError("bad_option", f"--documents {documents}: no such folder")
        report = score_documents(names, documents, data_dir=data_dir, n=n, seed=seed)
    else:
        report = run_ocr_bench(names, specs, data_dir=data_dir, n=n, seed=seed, jobs=jobs, rotate=angles,
                               on_result=on_result)
    if sys.argv[1:3] == ["bench", "ocr"]:
        import shlex

        report["command"] = "docx " + shlex.join(sys.argv[1:])
    if json_out is not None:
        write_report(report, json_out)
        console.print(f"wrote {json_out}")
    sys.stdout.write(table(report) + "\n")
    failed = sum(len(r["failed"]) for r in report["results"])
    return EXIT_SOME_FAILED if failed else EXIT_OK


@app.command("startup")
def startup(
    file: Annotated[Path, typer.Argument(help="One document (e.g. examples/invoice.pdf).")],
    model: Annotated[str, typer.Option("--model", "-m", help="Model name or directory.")] = "default",
    runtime: Annotated[str, typer.Option(help="torch | onnx, as for docx extract --runtime.")] = "torch",
    runs: Annotated[int, typer.Option(min=1, help="Fresh processes; medians are reported.")] = 5,
    threads: Annotated[int, typer.Option(min=0, help="Threads of the model (0 = the runtime's default).")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="The report as JSON on stdout.")] = False,
) -> int:
    """Cold start of `docx extract FILE`, by phase (imports, model load, first document), in fresh processes."""
    from docx_cli.bench.startup import format_report, startup_benchmark

    if runtime not in ("torch", "onnx"):
        raise ConfigError("bad_option", f"--runtime must be torch or onnx, not {runtime!r}")
    report = startup_benchmark(file, model=model, runtime=runtime, runs=runs, threads=threads or None)
    sys.stdout.write(json.dumps(report, indent=2) + "\n" if as_json else format_report(report) + "\n")
    return EXIT_OK
