"""Training and evaluating from field values: a CSV / JSONL row per document instead of word tags.

Users have the values of their documents (an ERP export, a spreadsheet), not word labels. A values file
names each document and gives its fields::

    file,document_number,date,total_amount,vendor_name            # CSV: one column per field
    scans/inv-001.pdf,INV-0042,02/03/2020,"$1,880.00",Atlas Fasteners

    {"file": "scans/inv-001.pdf", "fields": {"document_number": "INV-0042", "total_amount": "1.880,00"},
     "line_items": [{"item_id": "A-12", "quantity": "2"}]}           # JSONL: line items too

Relative paths are read from the values file's folder. Each file is read as ``docx extract`` reads it
(PDF text layer, OCR for images and scans, HTML, text, Document JSON), then every value is *located* in its
words (:func:`locate_value`): dates and amounts by what they mean, in any printed form (``02/03/20``,
``Feb 3, 2020``; ``$1,880.00``, ``1.880,00``), text by its letters and digits (case, spaces and punctuation
aside, a few OCR edits tolerated, a name the annotator completed or shortened). The located words get BIESO
tags; the values themselves stay the gold a field score compares against, so a value that could not be
located still counts as missed. The report says, per field, how many values were found and which were not.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from docx_cli.document import Document
from docx_cli.errors import ConfigError
from docx_cli.tagging import Span
from docx_cli.training.datasets.common import (
    DatasetResult,
    Match,
    label_document,
    locate,
    norm_ws,
    select_part,
)

# A row label that marks an amount as the document's total (not a sub-total, tax or payment line).
_TOTAL_ROW = re.compile(r"TOTAL|GROSS|AMOUNT\s*DUE|BALANCE\s*DUE|NETT|GRAND|PAYABLE|JUMLAH", re.IGNORECASE)
_NOT_TOTAL_ROW = re.compile(r"SUB[\s\-]*TOTAL|CASH|CHANGE|TENDER|ROUNDING", re.IGNORECASE)
_ALNUM = re.compile(r"[\W_]+", re.UNICODE)
_SPACED = re.compile(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])(?!(?:st|nd|rd|th)(?![a-z]))")


def field_type(name: str) -> str:
    """``date`` | ``amount`` | ``text``, read from the field name as decoding reads it (quantities compare as
    numbers)."""
    from docx_cli.decode.normalize import field_type as of_name

    return of_name(name)


def alnum(text: str) -> str:
    """Letters and digits only, case-folded: how a text value is matched and compared."""
    return _ALNUM.sub("", text).casefold()


def comparable(name: str, text: str, day_first: bool = True) -> str:
    """The form in which a predicted and a gold value of field ``name`` are compared: ISO date, plain decimal,
    ISO 4217 currency code, or letters and digits case-folded. A date or amount that does not parse compares by its letters."""
    from docx_cli.currency import find_currency
    from docx_cli.decode.normalize import is_currency, normalize_amount, normalize_date

    if is_currency(name):  # "€" and "EUR" are one currency
        return find_currency(text) or alnum(text)
    kind = field_type(name)
    if kind == "date":
        # WildReceipt transcribes without spaces ("Tuesday,March27th2018"): space letters from digits first
        iso = normalize_date(text, day_first) or normalize_date(_SPACED.sub(" ", text).replace(",", ", "),
                                                                day_first)
        if iso:
            return iso
    elif kind == "amount":
        amount = normalize_amount(text)
        if amount is not None:
            return amount.rstrip("0").rstrip(".") if "." in amount else amount
    return alnum(text)


# -- the rows -------------------------------------------------------------------------------------------
@dataclass
class ValueRow:
    file: Path
    fields: dict[str, list[str]]  # field → its values (a single field has one)
    line_items: list[dict[str, str]] = field(default_factory=list)
    id: str = ""


def _as_values(v: Any) -> list[str]:
    if v is None:
        return []
    if isinstance(v, list):
        return [norm_ws(str(x)) for x in v if x is not None and norm_ws(str(x))]
    text = norm_ws(str(v))
    return [text] if text else []


def read_values(path: str | Path, field_map: dict[str, str] | None = None) -> list[ValueRow]:
    """The rows of a values CSV or JSONL file. ``field_map`` renames columns / keys onto our fields (a column
    it does not name keeps its own name; map a column to ``""`` to drop it)."""
    path = Path(path).expanduser()
    if not path.is_file():
        raise ConfigError("data_missing", f"no such values file: {path}")
    field_map = field_map or {}

    def rename(d: dict[str, Any]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for k, v in d.items():
            name = field_map.get(k, k)
            if name and _as_values(v):
                out.setdefault(name, []).extend(_as_values(v))
        return out

    rows: list[ValueRow] = []
    if path.suffix.lower() == ".csv":
        with path.open(encoding="utf-8-sig", newline="") as f:
            reader = csv.DictReader(f)
            if not reader.fieldnames or "file" not in reader.fieldnames:
                raise ConfigError("bad_data", f"{path}: a values CSV needs a 'file' column (has "
                                              f"{', '.join(reader.fieldnames or [])})")
            for n, rec in enumerate(reader, 2):
                name = (rec.pop("file") or "").strip()
                if not name:
                    raise ConfigError("bad_data", f"{path}:{n}: empty 'file'")
                rows.append(ValueRow(path.parent / name, rename(rec), [], Path(name).stem))
        return rows
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            raise ConfigError("bad_data", f"{path}:{n}: invalid JSON: {e}") from None
        if not isinstance(rec, dict) or not isinstance(rec.get("file"), str):
            raise ConfigError("bad_data", f"{path}:{n}: each line needs a \"file\" (and \"fields\")")
        fields = rec.get("fields", {})
        items = rec.get("line_items", [])
        if not isinstance(fields, dict) or not isinstance(items, list):
            raise ConfigError("bad_data", f"{path}:{n}: \"fields\" must be an object, \"line_items\" a list")
        items = [{field_map.get(k, k): norm_ws(str(v)) for k, v in it.items() if v is not None
                  and field_map.get(k, k)} for it in items if isinstance(it, dict)]
        rows.append(ValueRow(path.parent / rec["file"], rename(fields), items,
                             str(rec.get("id") or Path(rec["file"]).stem)))
    return rows


# -- locating a value among words -----------------------------------------------------------------------
def _ngrams(texts: Sequence[str], max_n: int) -> Iterable[tuple[int, int, str]]:
    for i in range(len(texts)):
        joined = ""
        for j in range(i, min(len(texts), i + max_n)):
            joined = f"{joined} {texts[j]}" if joined else texts[j]
            yield i, j + 1, joined


def _locate_date(texts: Sequence[str], value: str, day_first: bool) -> list[Match]:
    from docx_cli.decode.normalize import normalize_date

    target = normalize_date(value, day_first)
    if target is None:
        return []
    found: list[Match] = []
    used: set[int] = set()
    # shortest runs first: "03/03/20" before "Flight 03/03/20"; up to 4 words ("March 3 , 2020")
    for i, j, text in sorted(_ngrams(texts, 4), key=lambda t: (t[1] - t[0], t[0])):
        if used.intersection(range(i, j)):
            continue
        if normalize_date(text, day_first) == target and _whole(text, texts[i], texts[j - 1]):
            found.append(Match(i, j, 0, "exact"))
            used.update(range(i, j))
    return sorted(found, key=lambda m: m.start)


def _whole(text: str, first: str, last: str) -> bool:
    """A run whose end words are part of a date: each holds a digit or is a month name (no "Date:" label
    word or stray neighbour at either end)."""
    def part(w: str) -> bool:
        return any(c.isdigit() for c in w) or w.strip(".,").lower()[:3] in _MONTH3 and w.strip(".,").isalpha()

    return part(first) and part(last)


_MONTH3 = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
_AMOUNT_WORD = re.compile(r"^[^\d]{0,4}\d[\d.,'\s]*[^\d]{0,4}$")


def _locate_amount(texts: Sequence[str], value: str) -> list[Match]:
    from docx_cli.decode.normalize import normalize_amount

    target = normalize_amount(value)
    if target is None:
        return []
    want = comparable("total_amount", value)
    found = []
    for i, t in enumerate(texts):
        if not _AMOUNT_WORD.match(t) or re.search(r"\d[/:]\d", t):
            continue
        got = normalize_amount(t)
        if got is not None and comparable("total_amount", got) == want:
            found.append(Match(i, i + 1, 0, "exact"))
    if found:
        return found
    # "$ 1,880.00" or "1 880,00" split over two words
    for i, j, text in _ngrams(texts, 2):
        if j - i == 2 and _AMOUNT_WORD.match(text.replace(" ", "")) and normalize_amount(text) is not None \
                and comparable("total_amount", text) == want:
            found.append(Match(i, j, 0, "exact"))
    return found


def _locate_text(texts: Sequence[str], value: str, max_edit_fraction: float) -> list[Match]:
    matches = locate(texts, value, max_edit_fraction)
    if matches and matches[0].how != "inside":
        return matches
    # letters and digits only ("1327234-1" printed "1327234 - 1"; "POL/FWD.US PAC" printed "POL / FWD.US PAC")
    target = alnum(value)
    if not target:
        return matches
    aw = [alnum(t) for t in texts]
    found: list[Match] = []
    i = 0
    while i < len(aw):
        joined, j = "", i
        while j < len(aw) and len(joined) < len(target) and aw[i]:
            joined += aw[j]
            j += 1
            if joined == target:
                found.append(Match(i, j, 0, "exact"))
                break
            if not target.startswith(joined):
                break
        i = j if found and found[-1].start == i else i + 1
    if found:
        return found
    # an annotator's completed or shortened name: the printed run is a prefix of the value (or the reverse)
    # covering at least 70 % of it, and ends at a word boundary
    best: list[Match] = []
    for i in range(len(aw)):
        joined = ""
        for j in range(i, min(len(aw), i + 20)):
            joined += aw[j]
            if not aw[i] or not (target.startswith(joined) or joined.startswith(target)):
                break
            short, long_ = sorted((len(joined), len(target)))
            if short >= 0.7 * long_ and short >= 6:
                best.append(Match(i, j + 1, long_ - short, "fuzzy"))
    if best:
        top = min(m.distance for m in best)
        out, used = [], set()
        for m in sorted(best, key=lambda m: (m.distance, m.start)):
            if m.distance == top and not used.intersection(range(m.start, m.end)):
                out.append(m)
                used.update(range(m.start, m.end))
        return sorted(out, key=lambda m: m.start)
    return matches


def locate_value(texts: Sequence[str], name: str, value: str, day_first: bool = True,
                 max_edit_fraction: float = 0.1) -> list[Match]:
    """Every run of words that prints ``value`` of field ``name`` (typed by :func:`field_type`)."""
    kind = field_type(name)
    if kind == "date":
        return _locate_date(texts, value, day_first) or _locate_text(texts, value, 0.0)
    if kind == "amount":
        return _locate_amount(texts, value)
    return _locate_text(texts, value, max_edit_fraction)


def row_text(doc: Document, index: int) -> str:
    """The words of the visual row (same page, overlapping vertically) word ``index`` sits on."""
    from docx_cli.training.datasets.sroie import row_text as _row

    return _row(list(doc.iter_words()), index)


def choose(doc: Document, name: str, matches: list[Match]) -> list[Match]:
    """The occurrences to tag. Every one of a text or date field (a header repeated on each page is the same
    value, and tagging it teaches the model the label beside it); of an amount, those on a total row
    (a line item's amount that equals a one-line order's total is not the total) or, without one, the
    last occurrence (totals follow the items)."""
    if field_type(name) != "amount" or len(matches) <= 1:
        return matches
    rows = [row_text(doc, m.start) for m in matches]
    on_total = [m for m, r in zip(matches, rows) if _TOTAL_ROW.search(r) and not _NOT_TOTAL_ROW.search(r)]
    return on_total or matches[-1:]


@dataclass
class LocateReport:
    values: dict[str, int] = field(default_factory=dict)
    found: dict[str, int] = field(default_factory=dict)
    missing: dict[str, list[str]] = field(default_factory=dict)  # field → "doc: value" not found

    def add(self, name: str, ok: bool, doc_id: str, value: str) -> None:
        self.values[name] = self.values.get(name, 0) + 1
        self.found[name] = self.found.get(name, 0) + int(ok)
        if not ok:
            self.missing.setdefault(name, []).append(f"{doc_id}: {value}")

    def to_json(self, documents: int, max_listed: int = 20) -> dict[str, Any]:
        return {
            "documents": documents,
            "values": dict(self.values),
            "found": dict(self.found),
            "recall": {f: round(self.found[f] / n, 4) for f, n in self.values.items() if n},
            "not_found": {f: v[:max_listed] + ([f"... {len(v) - max_listed} more"] if len(v) > max_listed
                                                else []) for f, v in self.missing.items()},
        }


def label_from_values(doc: Document, fields: dict[str, list[str]], report: LocateReport, doc_id: str,
                      day_first: bool = True, max_edit_fraction: float = 0.1,
                      line_items: Sequence[dict[str, str]] = (), annotated: Iterable[str] = ()) -> Document:
    """``doc`` with BIESO tags on the words that print its values; the values ride along as gold fields.

    ``metadata["labelled_fields"]``: the fields whose every word is known, ``annotated`` (the fields the
    dataset gives values for) less those with a value that could not be located here. Training counts an
    untagged word as right when the model gives it O or a field outside that list (a partly annotated
    document says nothing about the fields it does not annotate)."""
    texts = [w.text for _, w in doc.iter_words()]
    spans: list[Span] = []
    gold: dict[str, list[str]] = {}
    unsure: set[str] = set()
    pairs = [(name, v, False) for name, values in fields.items() for v in values]
    pairs += [(name, v, True) for item in line_items for name, v in item.items()]
    for name, value, in_item in pairs:
        gold.setdefault(name, []).append(value)
        matches = locate_value(texts, name, value, day_first, max_edit_fraction)
        report.add(name, bool(matches), doc_id, value)
        if not matches:
            unsure.add(name)
        chosen = matches[:1] if in_item else choose(doc, name, matches)
        spans += [Span(name, m.start, m.end) for m in chosen]
    labelled = [f for f in dict.fromkeys([*annotated, *fields]) if f not in unsure]
    return label_document(doc, spans, gold, id=doc_id, labelled_fields=labelled)


def kinds_of(rows: Iterable[ValueRow], declared: dict[str, str] | None = None) -> dict[str, str]:
    out = dict(declared or {})
    for r in rows:
        for name in r.fields:
            out.setdefault(name, "single")
        for item in r.line_items:
            for name in item:
                out.setdefault(name, "item")
    return out


def load_values(path: str | Path, opts, cache_dir: str = "~/.cache/docx_cli",
                max_documents: int | None = None, part: tuple[float, int, str] | None = None) -> DatasetResult:
    """A values file's documents, read as ``docx extract`` reads them and tagged where their values are."""
    from docx_cli.training.datasets.common import ingest

    rows = read_values(path, opts.field_map)
    if max_documents is not None:
        rows = rows[:max_documents]
    if not rows:
        raise ConfigError("data_missing", f"{path}: no rows")
    kinds = kinds_of(rows)
    rows = select_part(rows, part)
    report = LocateReport()
    docs: list[Document] = []
    for row in rows:
        if not row.file.is_file():
            raise ConfigError("data_missing", f"{path}: no such document file: {row.file}")
        doc = ingest(row.file, cache_dir, ocr=opts.ocr)
        docs.append(label_from_values(doc, row.fields, report, row.id, opts.day_first, opts.max_edit_fraction,
                                      row.line_items, annotated=kinds))
    return DatasetResult(docs, kinds, report.to_json(len(docs)))
