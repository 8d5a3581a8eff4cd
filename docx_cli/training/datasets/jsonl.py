"""Users' own labelled data: JSONL of Document JSON with a gold tag on every word.

One document per line, in the Document JSON form ``docx ocr`` writes (``docx_version: 1``), each word with a
``label``: ``O`` or a BIESO tag ``B-``/``I-``/``E-``/``S-`` + field name::

    {"docx_version": 1, "source": "inv-001.pdf", "format": "document", "metadata": {},
     "pages": [{"number": 1, "width": 612, "height": 792, "unit": "pt", "source": "pdf",
                "words": [{"text": "Invoice", "box": [72, 70, 120, 82], "label": "O"},
                          {"text": "INV-0042", "box": [130, 70, 190, 82], "label": "S-invoice_number"}]}]}

``path`` is a ``.jsonl`` file, or a folder of ``.jsonl`` files and / or ``.json`` files holding one document
each. Optional ``metadata.gold_fields`` (``{field: [value, ...]}``) gives the field values a field-level score
compares against; without it they are read off the tags. Word ``label`` null or absent counts as ``O``.
"""

from __future__ import annotations

import json
from pathlib import Path

from docx_cli.document import Document
from docx_cli.errors import ConfigError, InputError
from docx_cli.tagging import parse_tag
from docx_cli.training.datasets.common import DatasetResult, fields_from_labels


def _files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    if path.is_dir():
        return sorted(p for p in path.rglob("*") if p.suffix in (".jsonl", ".json") and p.is_file())
    raise ConfigError("data_missing", f"no such file or folder: {path}")


def read_documents(path: str | Path, max_documents: int | None = None) -> list[Document]:
    """Every Document in a JSONL file / folder; a bad line is an error naming file and line."""
    docs: list[Document] = []
    for f in _files(Path(path)):
        if f.suffix == ".json":
            try:
                raw = json.loads(f.read_text(encoding="utf-8"))
            except json.JSONDecodeError as e:
                raise ConfigError("bad_data", f"{f}: invalid JSON: {e}") from None
            if not (isinstance(raw, dict) and raw.get("docx_version") == 1):
                continue  # not a Document (e.g. a result or a manifest sitting beside them)
            lines = [(1, raw)]
        else:
            lines = []
            for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
                if line.strip():
                    try:
                        lines.append((n, json.loads(line)))
                    except json.JSONDecodeError as e:
                        raise ConfigError("bad_data", f"{f}:{n}: invalid JSON: {e}") from None
        for n, raw in lines:
            try:
                doc = Document.from_json(raw)
            except InputError as e:
                raise ConfigError("bad_data", f"{f}:{n}: {e.message}") from None
            for _, w in doc.iter_words():
                if w.label not in (None, "O") and parse_tag(w.label) is None:
                    raise ConfigError("bad_data", f"{f}:{n}: word {w.text!r} has label {w.label!r}; "
                                      "use O or B-/I-/E-/S- + field name")
            if "id" not in doc.metadata:
                doc.metadata["id"] = f"{f.stem}:{n}" if f.suffix == ".jsonl" else f.stem
            docs.append(doc)
            if max_documents is not None and len(docs) >= max_documents:
                return docs
    return docs


def load_jsonl(path: str | Path, kinds: dict[str, str] | None = None,
               max_documents: int | None = None) -> DatasetResult:
    docs = read_documents(path, max_documents)
    if not docs:
        raise ConfigError("data_missing", f"no Document JSON found in {path}")
    fields = fields_from_labels(docs, kinds)
    labelled = sum(1 for d in docs if any(w.label not in (None, "O") for _, w in d.iter_words()))
    return DatasetResult(docs, fields, {"documents": len(docs), "with_labels": labelled})
