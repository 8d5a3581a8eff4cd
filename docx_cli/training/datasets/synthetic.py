"""Synthetic documents from ``docx synth``: one Document JSON per document, words carrying gold tags.

Reads the same format as :mod:`~docx_cli.training.datasets.jsonl` (the ``.json`` Documents of the folder;
PDFs and HTML renderings sitting beside them are ignored). With ``synthetic.generate: N`` an empty folder is
filled first by the generator, so a config can be run as is on a fresh checkout.
"""

from __future__ import annotations

from pathlib import Path

from docx_cli.training.datasets.common import DatasetResult
from docx_cli.training.datasets.jsonl import load_jsonl, read_documents


def _generate(path: Path, opts) -> None:
    from docx_cli.synth import generate_dataset  # the synth package's entry point

    generate_dataset(path, count=opts.generate, seed=opts.seed, template=opts.template)


def load_synthetic(path: str | Path, opts, kinds: dict[str, str] | None = None,
                   max_documents: int | None = None) -> DatasetResult:
    path = Path(path)
    if opts.generate and (not path.exists() or not read_documents(path, 1)):
        _generate(path, opts)
    if kinds is None:
        kinds = _declared_kinds(path)
    return load_jsonl(path, kinds, max_documents)


def _declared_kinds(path: Path) -> dict[str, str] | None:
    """Field kinds from a ``labels.json`` the generator may leave in the folder ({"fields": {...}})."""
    import json

    f = path / "labels.json"
    if f.is_file():
        try:
            fields = json.loads(f.read_text(encoding="utf-8")).get("fields")
            return dict(fields) if isinstance(fields, dict) else None
        except (ValueError, AttributeError):
            return None
    return None
