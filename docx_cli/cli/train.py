"""`docx train --config C.yaml [--section.key VALUE ...]`: fine-tune (``task: token``) or pre-train
(``task: mlm``) a model. The config schema is docx_cli/training/config.py; any key can be overridden on the
command line with its dotted path (``--training.max_steps 100 --model.preset layoutcosformer``).

Progress, losses and validation figures go to stderr; the final summary (JSON) to stdout. Checkpoints,
``best/``, ``metrics.jsonl`` and the resolved config are written under ``output_dir``. ``--resume``
continues from the newest checkpoint there. Under ``torchrun --nproc_per_node N`` the run is data-parallel
(gloo on CPU, nccl on GPU); ``training.batch_size`` stays the global batch.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

from docx_cli.cli.common import make_console
from docx_cli.errors import EXIT_OK

CONTEXT_SETTINGS = {"allow_extra_args": True, "ignore_unknown_options": True}


def command(
    ctx: typer.Context,
    config: Annotated[str, typer.Option("--config", "-c", help="Training config (YAML); see examples/configs/.")],
    resume: Annotated[bool, typer.Option("--resume", help="Continue from the newest checkpoint in output_dir.")] = False,
    device: Annotated[str | None, typer.Option("--device", help="auto, cpu, cuda, cuda:N or mps "
                                                                "(overrides the config's device).")] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Print the resolved config and the dataset sizes, "
                                                            "then stop.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> int:
    """Train a model from a YAML config (extra --section.key VALUE pairs override the config)."""
    from docx_cli.training.config import load_config, parse_overrides

    console = make_console(quiet)
    overrides = parse_overrides(ctx.args)
    if device is not None:
        overrides["device"] = device
    cfg = load_config(config, overrides)
    if dry_run:
        from docx_cli.training.build import resolve_preset
        from docx_cli.training.loop import describe_data

        cfg.model.preset = resolve_preset(cfg)  # as training would resolve it
        sys.stdout.write(cfg.to_yaml())
        sys.stdout.write("---\n")
        sys.stdout.write(json.dumps(describe_data(cfg), indent=1, ensure_ascii=False) + "\n")
        return EXIT_OK
    from docx_cli.training.loop import train

    result = train(cfg, resume=resume, log=lambda msg: console.print(msg, markup=False, highlight=False, soft_wrap=True))
    import os

    if int(os.environ.get("RANK", "0")) == 0:
        sys.stdout.write(json.dumps(_short(result), ensure_ascii=False) + "\n")
    return EXIT_OK


def _short(result: dict) -> dict:
    """The summary without the per-bucket detail (that is in output_dir/best/metrics.json)."""
    m = dict(result.get("metrics") or {})
    m.pop("buckets", None)
    return {**result, "metrics": m}
