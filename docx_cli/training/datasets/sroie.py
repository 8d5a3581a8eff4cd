"""SROIE (ICDAR 2019, task 3): scanned receipts with four gold values and no word labels.

Layout of the folder::

    img/NNN.jpg     the scan
    box/NNN.csv     one text line per row: x1,y1,x2,y2,x3,y3,x4,y4,text (the text may hold commas)
    key/NNN.json    {"company": ..., "date": ..., "address": ..., "total": ...}

Words come either from the line boxes (each line split at whitespace, the line's box shared out among its
words by character count) or from the OCR engine on the image (``words: ocr``, or ``tesseract``: what
``docx extract`` sees on a photo). Labels are weak: each gold value is located among the words (case, spacing and a few OCR edits
tolerated, see :func:`~docx_cli.training.datasets.common.locate`). Where a value occurs more than once, only
the occurrences a reader would point at are tagged (:func:`choose_occurrences`): every tagged word teaches
the model that its context marks the field, and a total that reappears as the cash tendered or as the price
of a one-item receipt would teach "any amount equal to the total", a cue no model can see.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from docx_cli.document import Document, Page, Word
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

# The row a total is printed on says "total" (or "amount due", "nett", ...), not "subtotal"; the rows a repeat
# of it is printed on say what was tendered.
_TOTAL_ROW = re.compile(r"TOTAL|AMOUNT\s*DUE|NETT|GRAND|PAYABLE|JUMLAH|^TO\b", re.IGNORECASE)
_SUBTOTAL_ROW = re.compile(r"SUB[\s\-]*TOTAL", re.IGNORECASE)
_TENDERED_ROW = re.compile(r"CASH|CHANGE|TENDER|PAID|CARD|VISA|MASTER|CREDIT|DEBIT|ROUNDING|^CA\b", re.IGNORECASE)


def read_box_csv(path: Path) -> list[tuple[tuple[float, float, float, float], str]]:
    """``[(line box x0,y0,x1,y1, text), ...]`` from an SROIE box file (the 4 corners become their bounds)."""
    lines = []
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = raw.split(",", 8)
        if len(parts) < 9:
            continue
        try:
            xy = [float(v) for v in parts[:8]]
        except ValueError:
            continue
        xs, ys = xy[0::2], xy[1::2]
        text = parts[8].strip()
        if text:
            lines.append(((min(xs), min(ys), max(xs), max(ys)), text))
    return lines


def split_line(box: tuple[float, float, float, float], text: str, line_id: int) -> list[Word]:
    """Words of one line; each gets the slice of the line box its characters occupy."""
    x0, y0, x1, y1 = box
    per_char = (x1 - x0) / max(1, len(text))
    words = []
    pos = 0
    for token in text.split():
        start = text.index(token, pos)
        pos = start + len(token)
        words.append(Word(token, (x0 + start * per_char, y0, x0 + pos * per_char, y1), line_id=line_id))
    return words


def image_size(path: Path) -> tuple[float, float]:
    from PIL import Image

    with Image.open(path) as im:  # reads the header only
        return float(im.width), float(im.height)


def document_from_boxes(csv_path: Path, image_path: Path | None) -> Document:
    lines = read_box_csv(csv_path)
    words = [w for i, (box, text) in enumerate(lines) for w in split_line(box, text, i)]
    if image_path is not None and image_path.exists():
        width, height = image_size(image_path)
    else:  # no image: the text's own extent (plus a margin) stands in for the page
        width = max((b[2] for b, _ in lines), default=1.0) + 10
        height = max((b[3] for b, _ in lines), default=1.0) + 10
    page = Page(number=1, width=width, height=height, unit="px", source="ocr", words=tuple(words))
    from docx_cli.ingest.words import split_glued_words

    return split_glued_words(Document(source=str(image_path or csv_path), pages=(page,), format="document"))


def load_sroie(root: str | Path, opts, cache_dir: str = "~/.cache/docx_cli",
               max_documents: int | None = None, part: tuple[float, int, str] | None = None) -> DatasetResult:
    """Documents with weak labels and the locator's report (values found per field)."""
    root = Path(root)
    if not (root / "key").is_dir():
        raise ConfigError("data_missing", f"{root} is not an SROIE folder (no key/ inside)")
    names = sorted(p.stem for p in (root / "key").glob("*.json"))
    if max_documents is not None:
        names = names[:max_documents]
    names = select_part(names, part)
    fields = list(dict.fromkeys(opts.key_map.values()))
    total = {f: 0 for f in fields}
    found = {f: 0 for f in fields}
    how_count: dict[str, int] = {}
    docs = []
    for name in names:
        gold_raw = json.loads((root / "key" / f"{name}.json").read_text(encoding="utf-8"))
        img = root / "img" / f"{name}.jpg"
        if opts.words == "boxes":
            doc = document_from_boxes(root / "box" / f"{name}.csv", img)
        else:
            from docx_cli.training.datasets.common import ingest

            engine = "tesseract" if opts.words == "tesseract" else opts.ocr_engine
            doc = ingest(img, cache_dir, ocr="always", engine=engine)
        texts = [w.text for _, w in doc.iter_words()]
        spans: list[Span] = []
        gold: dict[str, list[str]] = {}
        located: dict[str, str] = {}
        for key, field in opts.key_map.items():
            value = norm_ws(str(gold_raw.get(key) or ""))
            if not value:
                continue
            gold.setdefault(field, []).append(value)
            total[field] += 1
            matches = locate(texts, value, opts.max_edit_fraction)
            located[field] = matches[0].how if matches else "missing"
            how_count[located[field]] = how_count.get(located[field], 0) + 1
            if matches:
                found[field] += 1
                spans += [Span(field, m.start, m.end) for m in choose_occurrences(field, matches, doc)]
        labelled = [f for f in fields if located.get(f) != "missing"]  # partial labels: see training.loop
        docs.append(label_document(doc, spans, gold, id=name, located=located, labelled_fields=labelled))
    report = {
        "documents": len(docs),
        "values": total,
        "found": found,
        "recall": {f: round(found[f] / total[f], 4) if total[f] else None for f in fields},
        "match_kinds": how_count,
    }
    return DatasetResult(docs, {f: "single" for f in fields}, report)


def row_text(entries: list[tuple[Page, Word]], index: int) -> str:
    """The text of the visual row word ``index`` of ``entries`` (``doc.iter_words()``) sits on: the words of its
    page whose vertical extent overlaps its box by at least half the lower one's height (SROIE's line boxes
    often cut a row in two: "TOTAL" and "8.20" are separate lines)."""
    page, word = entries[index]
    if word.box is None:
        return " ".join(w.text for p, w in entries if p is page and w.line_id == word.line_id)
    y0, y1 = word.box[1], word.box[3]

    def same_row(b) -> bool:
        return min(y1, b[3]) - max(y0, b[1]) >= 0.5 * min(y1 - y0, b[3] - b[1])

    row = [w for p, w in entries if p is page and w.box is not None and same_row(w.box)]
    return " ".join(w.text for w in sorted(row, key=lambda w: w.box[0]))


def choose_occurrences(field: str, matches: list[Match], doc: Document) -> list[Match]:
    """The occurrences of a located value to tag. The total: those on a "total" row (not "subtotal"); without
    one, the last occurrence not on a tendered-amount row (totals follow the items). Other fields: the
    topmost (the letterhead's name and address, the receipt's own date; the box files are not in reading
    order)."""
    if len(matches) <= 1:
        return matches
    entries = list(doc.iter_words())
    if field != "total_amount":
        return [min(matches, key=lambda m: (entries[m.start][1].box or (0, m.start))[1])]
    rows = [row_text(entries, m.start) for m in matches]
    on_total = [m for m, r in zip(matches, rows) if _TOTAL_ROW.search(r) and not _SUBTOTAL_ROW.search(r)]
    if on_total:
        return on_total
    untendered = [m for m, r in zip(matches, rows) if not _TENDERED_ROW.search(r)]
    return (untendered or matches)[-1:]


def normalize_value(field: str, text: str) -> str:
    """SROIE's comparison: exact text, whitespace normalised and upper case. The dataset's transcriptions
    are all upper case (not one lower-case letter in its 26,967 box lines and 626 key files), so a receipt
    that prints "Jalan Pelabur" has the gold value "JALAN PELABUR": no reader of the page can match case."""
    return norm_ws(text).upper()
