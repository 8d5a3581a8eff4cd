"""`docx models`: the models found locally, one per line on stdout: name, preset, number of fields, size,
origin (the checkpoint and data kind it was trained from, read from its train_config.yaml), where it was
found, path.

Where models are looked for, in order: ``$DOCX_MODELS`` (``:``-separated folders),
``~/.local/share/docx_cli/models``, the repository's ``models/``, ``./models`` (docx_cli/registry.py).
"""

from __future__ import annotations

import json
from typing import Annotated

import typer

from docx_cli.cli.common import make_console
from docx_cli.errors import EXIT_OK
from docx_cli.registry import HOW_TO_GET_ONE, list_models, search_roots


def human_size(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} B"


def command(
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per model (JSONL).")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No messages on stderr.")] = False,
) -> int:
    """List the models found locally."""
    models = list_models()
    if as_json:
        for m in models:
            typer.echo(json.dumps(m.to_json(), ensure_ascii=False))
        return EXIT_OK
    if not models:
        console = make_console(quiet)
        console.soft_wrap = True
        looked = ", ".join(str(root) for _, root in search_roots())
        console.print(f"no models found (looked in {looked}). {HOW_TO_GET_ONE}")
        return EXIT_OK
    rows = [("NAME", "PRESET", "FIELDS", "SIZE", "ORIGIN", "WHERE", "PATH")]
    for m in models:
        kinds = [k for k in m.fields.values()]
        fields = f"{len(m.fields)}" + (f" ({kinds.count('item')} item)" if "item" in kinds else "")
        rows.append((m.name, m.preset or "?", fields, human_size(m.size_bytes), m.origin, m.location, str(m.path)))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    for r in rows:
        typer.echo("  ".join(v.ljust(w) for v, w in zip(r, widths)) + "  " + r[-1])
    return EXIT_OK
