"""Unlabelled documents of any format (PDF, image, HTML, text, Document JSON) for layout MLM pre-training.

``path`` is a file, a folder (searched recursively) or a glob. Each file goes through the ingest stage once;
the Documents are cached under ``cache_dir`` so later runs start at once. Labels, if any, are ignored.
"""

from __future__ import annotations

import glob
from pathlib import Path

from docx_cli.errors import ConfigError
from docx_cli.training.datasets.common import DatasetResult, ingest

SUFFIXES = {".pdf", ".png", ".jpg", ".jpeg", ".tif", ".tiff", ".bmp", ".html", ".htm", ".txt", ".json"}


def list_files(path: str) -> list[Path]:
    p = Path(path).expanduser()
    if p.is_file():
        return [p]
    if p.is_dir():
        return sorted(f for f in p.rglob("*") if f.is_file() and f.suffix.lower() in SUFFIXES)
    matches = sorted(Path(m) for m in glob.glob(str(p), recursive=True))
    if not matches:
        raise ConfigError("data_missing", f"no files match {path}")
    return [m for m in matches if m.is_file()]


def load_files(path: str, cache_dir: str, max_documents: int | None = None, ocr: str = "auto") -> DatasetResult:
    files = list_files(path)
    if max_documents is not None:
        files = files[:max_documents]
    docs, failed = [], []
    for f in files:
        try:
            doc = ingest(f, cache_dir, ocr=ocr)
        except Exception as e:  # noqa: BLE001 - an unreadable file is reported, the rest are used
            failed.append(f"{f}: {e}")
            continue
        doc.metadata.setdefault("id", f.stem)
        docs.append(doc)
    if not docs:
        raise ConfigError("data_missing", f"none of the {len(files)} file(s) under {path} could be read")
    return DatasetResult(docs, {}, {"documents": len(docs), "failed": failed})
