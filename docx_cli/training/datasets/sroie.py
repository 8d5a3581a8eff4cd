"""SROIE (ICDAR 2019, task 3): scanned receipts with four gold values and no word labels.

Layout of the folder::

    img/NNN.jpg     the scan
    box/NNN.csv     one text line per row: x1,y1,x2,y2,x3,y3,x4,y4,text (the text may hold commas)
    key/NNN.json    {"company": ..., "date": ..., "address": ..., "total": ...}

Words come either from the line boxes (each line split at whitespace, the line's box shared out among its
words by character count) or from Tesseract on the image (``words: tesseract``: what ``docx extract`` sees
on a photo). Labels are weak: each gold value is located among the words (case, spacing and a few OCR edits
tolerated, see :func:`~docx_cli.training.datasets.common.locate`) and every occurrence is tagged — a total
printed twice is the same value twice, and the field decoder keeps one.
"""

from __future__ import annotations

import json
from pathlib import Path

from docx_cli.document import Document, Page, Word
from docx_cli.errors import ConfigError
from docx_cli.tagging import Span
from docx_cli.training.datasets.common import DatasetResult, label_document, locate, norm_ws


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
    return Document(source=str(image_path or csv_path), pages=(page,), format="document")


def load_sroie(root: str | Path, opts, cache_dir: str = "~/.cache/docx_cli",
               max_documents: int | None = None) -> DatasetResult:
    """Documents with weak labels and the locator's report (values found per field)."""
    root = Path(root)
    if not (root / "key").is_dir():
        raise ConfigError("data_missing", f"{root} is not an SROIE folder (no key/ inside)")
    names = sorted(p.stem for p in (root / "key").glob("*.json"))
    if max_documents is not None:
        names = names[:max_documents]
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

            doc = ingest(img, cache_dir, ocr="always")
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
                spans += [Span(field, m.start, m.end) for m in matches]
        docs.append(label_document(doc, spans, gold, id=name, located=located))
    report = {
        "documents": len(docs),
        "values": total,
        "found": found,
        "recall": {f: round(found[f] / total[f], 4) if total[f] else None for f in fields},
        "match_kinds": how_count,
    }
    return DatasetResult(docs, {f: "single" for f in fields}, report)


def normalize_value(field: str, text: str) -> str:
    """SROIE's comparison: whitespace normalised (case kept)."""
    return norm_ws(text)
