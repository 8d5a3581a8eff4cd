"""`docx export --format onnx|torchscript MODEL OUT`: the model as a graph other runtimes load.

onnx: ``OUT/document.onnx`` (and ``plain.onnx`` / ``web.onnx`` for the other input formats the model takes),
encoder + head in float32 with dynamic batch and sequence axes, plus meta.json and the model's config, tags
and tokenizer (docx_cli/runtime/onnx.py). torchscript: ``OUT/document.pt`` (torch.jit.trace, same inputs).
``docx extract --runtime onnx`` builds the same export itself, once, in ~/.cache/docx_cli/onnx.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from docx_cli.cli.common import make_console
from docx_cli.errors import EXIT_OK, ConfigError
from docx_cli.registry import DEFAULT_MODEL

FORMATS = ("onnx", "torchscript")


def command(
    model: Annotated[str, typer.Argument(help="Model NAME (see `docx models`) or directory.")] = DEFAULT_MODEL,
    out: Annotated[Path | None, typer.Argument(help="Output folder (created).", show_default=False)] = None,
    format: Annotated[str, typer.Option("--format", "-f", help="onnx | torchscript.")] = "onnx",
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No messages on stderr.")] = False,
) -> int:
    """Export a model to ONNX (or TorchScript) for other runtimes."""
    console = make_console(quiet)
    if format not in FORMATS:
        raise ConfigError("bad_option", f"--format must be one of {', '.join(FORMATS)}, not {format!r}")
    if out is None:
        raise ConfigError("bad_option", "give the output folder: docx export [--format onnx] MODEL OUT")
    from docx_cli.registry import find_model
    from docx_cli.runtime.onnx import export_onnx, export_torchscript

    info = find_model(model)
    if format == "onnx":
        export_onnx(info.path, out)
    else:
        export_torchscript(info.path, out)
    for f in sorted(out.iterdir()):
        if f.suffix in (".onnx", ".pt"):
            typer.echo(str(f))  # stdout: the files written
    console.print(f"[dim]exported {info.name} ({info.path}) as {format} into {out}[/dim]")
    return EXIT_OK
