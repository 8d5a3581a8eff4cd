"""DeepForm (FCC political TV ad-buy forms, Stray & Svetlichnaya): real orders, contracts and invoices of
many stations' traffic systems, with document-level values typed by annotators and no word labels.

Layout of the folder::

    documents/<file_id>.pdf
    labels.csv      file_id,contract_num,advertiser,gross_amount,flight_from,flight_to

The PDFs are read as ``docx extract`` reads them (pdfplumber's text layer; OCR where a page has none) and each
value is located in the words by :mod:`docx_cli.training.datasets.values`, the path users take with their own
values files. Our fields: the contract / order number is the ``document_number``, the advertiser (the
campaign buying airtime) the ``customer_name``, the gross amount the ``total_amount``, the flight dates the
``period_start`` / ``period_end`` of the service (``data.deepform.key_map``). Dates are month first
(``MM/DD/YY``), as the stations print them.
"""

from __future__ import annotations

import csv
from pathlib import Path

from docx_cli.errors import ConfigError
from docx_cli.training.datasets.common import DatasetResult, ingest, select_part
from docx_cli.training.datasets.values import LocateReport, label_from_values


def read_labels(root: Path, key_map: dict[str, str]) -> list[tuple[str, dict[str, list[str]]]]:
    """``[(file_id, {field: [value]}), ...]`` in file order; empty values are left out."""
    path = root / "labels.csv"
    if not path.is_file():
        raise ConfigError("data_missing", f"{root} is not a DeepForm folder (no labels.csv inside)")
    rows = []
    with path.open(encoding="utf-8", newline="") as f:
        for rec in csv.DictReader(f):
            fields = {key_map[k]: [v.strip()] for k, v in rec.items() if k in key_map and v and v.strip()}
            rows.append((rec["file_id"], fields))
    return rows


def load_deepform(root: str | Path, opts, cache_dir: str = "~/.cache/docx_cli",
                  max_documents: int | None = None, part: tuple[float, int, str] | None = None) -> DatasetResult:
    root = Path(root).expanduser()
    rows = [r for r in sorted(read_labels(root, opts.key_map)) if (root / "documents" / f"{r[0]}.pdf").is_file()]
    if max_documents is not None:
        rows = rows[:max_documents]
    rows = select_part(rows, part)
    report = LocateReport()
    docs = []
    for file_id, fields in rows:
        doc = ingest(root / "documents" / f"{file_id}.pdf", cache_dir, ocr=opts.ocr)
        docs.append(label_from_values(doc, fields, report, file_id, day_first=False,
                                      max_edit_fraction=opts.max_edit_fraction, annotated=opts.key_map.values()))
    kinds = {f: "single" for f in dict.fromkeys(opts.key_map.values())}
    return DatasetResult(docs, kinds, report.to_json(len(docs)))
