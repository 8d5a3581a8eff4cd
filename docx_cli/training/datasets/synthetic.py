"""Synthetic documents from ``docx synth``: one gold Document JSON per document, words carrying gold tags.

A synth folder holds, per document, ``ID.pdf`` and its gold ``ID.json`` (words with tags, boxes in points),
and with ``--html`` / ``--image`` also ``ID.web.json`` (the HTML rendering's words with XPaths) and
``ID.scan.json`` (the scanned image's OCR words with projected labels). ``synthetic.variants`` picks which of
them to train on (default: ``pdf``). With ``synthetic.generate: N`` a folder without documents is filled
first by the generator (kind ``synthetic.template``, seed ``synthetic.seed``), so a config runs as is on a
fresh checkout. Field kinds come from the gold metadata: line-item columns are ``item``, the rest ``single``.
"""

from __future__ import annotations

from pathlib import Path

from docx_cli.errors import ConfigError
from docx_cli.training.datasets.common import DatasetResult, fields_from_labels
from docx_cli.training.datasets.jsonl import read_documents

_SUFFIX = {"web": ".web.json", "scan": ".scan.json"}


def _variant(path: Path) -> str:
    for name, suffix in _SUFFIX.items():
        if path.name.endswith(suffix):
            return name
    return "pdf"


def _generate(path: Path, opts) -> None:
    from docx_cli.synth import generate_dataset

    generate_dataset(path, opts.generate, seed=opts.seed, template=opts.template,
                     html="web" in opts.variants, image="scan" in opts.variants)


def load_synthetic(path: str | Path, opts, kinds: dict[str, str] | None = None,
                   max_documents: int | None = None) -> DatasetResult:
    path = Path(path)
    files = sorted(path.glob("*.json")) if path.is_dir() else []
    if not files and opts.generate:
        _generate(path, opts)
        files = sorted(path.glob("*.json"))
    files = [f for f in files if _variant(f) in opts.variants]
    if not files:
        raise ConfigError("data_missing", f"no synthetic Document JSON ({', '.join(opts.variants)}) in {path}; "
                          "run `docx synth` first or set data.synthetic.generate")
    docs = []
    for f in files:
        docs += read_documents(f)
        if max_documents is not None and len(docs) >= max_documents:
            docs = docs[:max_documents]
            break
    if kinds is None:
        kinds = {}
        for d in docs:
            gold = d.metadata.get("gold") or {}
            for item in gold.get("line_items") or []:
                for name in item:
                    kinds.setdefault(name, "item")
        kinds = fields_from_labels(docs, kinds)
    counts: dict[str, int] = {}
    for f in files[: len(docs)]:
        counts[_variant(f)] = counts.get(_variant(f), 0) + 1
    return DatasetResult(docs, fields_from_labels(docs, kinds), {"documents": len(docs), "variants": counts})
