"""WildReceipt (Sun et al., "Spatial Dual-Modality Graph Reasoning for Key Information Extraction", 2021):
receipt photos with a human label on every text box.

Layout of the folder::

    img/<stem>.jpg
    annotations.jsonl   {"file_name": "img/<stem>.jpg", "annotations": [{"box": [x1,y1,...,x4,y4],
                         "text": "...", "label": k}, ...]}       k indexes class_list.txt
    class_list.txt      Ignore, Store_name_value, Store_name_key, ..., Others

A box is a line or part of one, its text transcribed without spaces. Words come from the photo through the
OCR engine ``docx extract`` uses (what inference sees), and each OCR word takes the label of the ``_value``
box that covers most of it (at least half its area, or half the box for a box drawn tight around a narrow
glyph), the boxes turned first as the OCR turned the photo when it straightened it (``metadata.rotated``:
about a third of the receipts); the words of one box form one span, and the boxes of a
store name or address on consecutive lines form one value. Gold values are the boxes' own texts, so a value
the OCR misread or missed still counts as missed: the score is that of the whole reading, from the image.
Item rows are not linked in the annotation; the boxes of a product, its quantity and its price on one visual
row make one line item.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from docx_cli.document import Document
from docx_cli.errors import ConfigError
from docx_cli.tagging import Span
from docx_cli.training.datasets.common import DatasetResult, ingest, label_document, select_part
from docx_cli.training.datasets.values import alnum, comparable

ITEM = ("description", "quantity", "line_amount", "unit_price", "item_id")
# a single field whose value may run over several lines (joined); the others keep each box's text
MULTILINE = ("vendor_name", "vendor_address")


@dataclass(frozen=True)
class Box:
    field: str
    text: str
    rect: tuple[float, float, float, float]  # x0, y0, x1, y1 (the quad's bounds, image pixels)
    quad: tuple[float, ...] = ()  # x1, y1, ..., x4, y4 as annotated (image pixels)

    @property
    def height(self) -> float:
        return max(1.0, self.rect[3] - self.rect[1])


def read_annotations(root: Path) -> list[dict]:
    path = root / "annotations.jsonl"
    if not path.is_file():
        raise ConfigError("data_missing", f"{root} is not a WildReceipt folder (no annotations.jsonl inside)")
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def value_boxes(record: dict, classes: list[str], label_map: dict[str, str]) -> list[Box]:
    """The record's ``_value`` boxes of the mapped classes, top to bottom."""
    out = []
    for a in record["annotations"]:
        name = classes[a["label"]] if 0 <= a["label"] < len(classes) else "Ignore"
        if not name.endswith("_value") or name[: -len("_value")] not in label_map or not a["text"].strip():
            continue
        xs, ys = a["box"][0::2], a["box"][1::2]
        out.append(Box(label_map[name[: -len("_value")]], a["text"].strip(), (min(xs), min(ys), max(xs), max(ys)),
                       tuple(float(v) for v in a["box"])))
    return sorted(out, key=lambda b: (b.rect[1], b.rect[0]))


def _same_row(a: Box, b: Box) -> bool:
    return min(a.rect[3], b.rect[3]) - max(a.rect[1], b.rect[1]) >= 0.5 * min(a.height, b.height)


def clusters(boxes: list[Box]) -> list[list[Box]]:
    """Boxes of one field grouped into runs of consecutive lines (a gap under 1.5 line heights)."""
    groups: list[list[Box]] = []
    for b in boxes:
        last = groups[-1][-1] if groups else None
        if last is not None and b.rect[1] - last.rect[3] < 1.5 * min(last.height, b.height):
            groups[-1].append(b)
        else:
            groups.append([b])
    return groups


def gold_values(boxes: list[Box]) -> tuple[dict[str, list[str]], list[dict[str, str]]]:
    """(fields, line items) spelled by the boxes. A name or address: its topmost run of lines (a receipt that
    prints its name again at the foot has one name); other single fields: each distinct value once; items:
    one per product box, with the quantity and price boxes on its row."""
    fields: dict[str, list[str]] = {}
    by_field: dict[str, list[Box]] = {}
    for b in boxes:
        by_field.setdefault(b.field, []).append(b)
    for name, bs in by_field.items():
        if name in ITEM:
            continue
        if name in MULTILINE:
            fields[name] = [" ".join(b.text for b in clusters(bs)[0])]
        else:
            seen: dict[str, str] = {}
            for b in bs:
                seen.setdefault(comparable(name, b.text), b.text)
            fields[name] = list(seen.values())
    items = []
    products = by_field.get("description", [])
    others = [b for b in boxes if b.field in ITEM and b.field != "description"]
    for p in products:
        item = {"description": p.text}
        for o in others:
            if o.field not in item and _same_row(p, o):
                item[o.field] = o.text
        items.append(item)
    return fields, items


SMALL_WORD = 4.0  # a word at most this many times a box's area is its glyph when it holds half the box


def _area(r) -> float:
    return max(1e-6, (r[2] - r[0]) * (r[3] - r[1]))


def _cover(word_box, rect) -> float:
    """How much ``rect`` owns the word: the share of the word's area inside it, or, for a word at most
    ``SMALL_WORD`` times the box's area, the share of the box inside the word. The second is for a box drawn
    tight around a narrow glyph: a quantity "1" boxed 4 px wide inside the OCR's 12 px wide word box."""
    x0, y0, x1, y1 = word_box
    w = max(0.0, min(x1, rect[2]) - max(x0, rect[0]))
    h = max(0.0, min(y1, rect[3]) - max(y0, rect[1]))
    inter, word = w * h, _area(word_box)
    box = _area(rect)
    return max(inter / word, inter / box if word <= SMALL_WORD * box else 0.0)


def page_rects(doc: Document, boxes: list[Box], width: float | None, height: float | None,
               ) -> list[tuple[float, float, float, float]]:
    """The boxes' bounds in the frame of ``doc``'s first page (the photo is ``width`` x ``height`` pixels).
    The OCR straightens a skewed or turned photo and gives its words in the turned page's pixels
    (``metadata.rotated``, clockwise degrees): the annotated corners are turned the same way, then bounded."""
    from docx_cli.ingest.ocr.deskew import turn_bounds

    page = doc.pages[0]
    turned = doc.metadata.get("rotated") or {}
    degrees = float(turned.get("1", 0.0))
    if degrees and width and height:
        return [turn_bounds(b.quad or (b.rect[0], b.rect[1], b.rect[2], b.rect[1], b.rect[2], b.rect[3],
                                       b.rect[0], b.rect[3]), degrees, width, height) for b in boxes]
    sx, sy = (page.width / width, page.height / height) if width and height else (1.0, 1.0)
    return [(b.rect[0] * sx, b.rect[1] * sy, b.rect[2] * sx, b.rect[3] * sy) for b in boxes]


def transfer_labels(doc: Document, boxes: list[Box], rects: list[tuple[float, float, float, float]],
                    ) -> tuple[list[Span], int]:
    """Spans on ``doc``'s words from the boxes that cover them (``rects``: the boxes in the page's frame,
    :func:`page_rects`), and how many boxes got at least one word."""
    owner: list[int | None] = []
    for _, w in doc.iter_words():
        best, where = 0.5, None
        if w.box is not None:
            for k, r in enumerate(rects):
                c = _cover(w.box, r)
                if c >= best:
                    best, where = c, k
        owner.append(where)
    spans: list[Span] = []
    i = 0
    while i < len(owner):
        k = owner[i]
        if k is None:
            i += 1
            continue
        j = i
        while j < len(owner) and owner[j] == k:
            j += 1
        spans.append((k, Span(boxes[k].field, i, j)))
        i = j
    # a name or address over several lines: its consecutive spans (nothing between them) are one value when
    # their boxes are one run of lines, as gold_values reads them; a logo over a gap, or the name printed again
    # further down, stays a value of its own, so that the tags spell the gold value
    run = run_of(boxes)
    merged: list[tuple[int, Span]] = []
    for k, s in spans:
        last = merged[-1] if merged else None
        if (last is not None and s.label in MULTILINE and last[1].label == s.label and last[1].end == s.start
                and run[last[0]] == run[k]):
            merged[-1] = (k, Span(s.label, last[1].start, s.end))
        else:
            merged.append((k, s))
    return [s for _, s in merged], len({k for k in owner if k is not None})


def run_of(boxes: list[Box]) -> list[int]:
    """Per box, which run of consecutive lines of its field it is in (:func:`clusters`); -1 for a field that is
    not MULTILINE."""
    run = [-1] * len(boxes)
    index = {id(b): k for k, b in enumerate(boxes)}
    n = 0
    for name in MULTILINE:
        for group in clusters(sorted((b for b in boxes if b.field == name), key=lambda b: (b.rect[1], b.rect[0]))):
            for b in group:
                run[index[id(b)]] = n
            n += 1
    return run


def load_wildreceipt(root: str | Path, opts, cache_dir: str = "~/.cache/docx_cli",
                     max_documents: int | None = None, part: tuple[float, int, str] | None = None) -> DatasetResult:
    root = Path(root).expanduser()
    records = read_annotations(root)
    classes = [c.strip() for c in (root / "class_list.txt").read_text(encoding="utf-8").splitlines() if c.strip()]
    records.sort(key=lambda r: r["file_name"])
    if max_documents is not None:
        records = records[:max_documents]
    records = select_part(records, part)
    engine = opts.ocr_engine
    docs = []
    n_boxes = n_covered = 0
    for rec in records:
        boxes = value_boxes(rec, classes, opts.label_map)
        doc = ingest(root / rec["file_name"], cache_dir, ocr="always", engine=engine)
        spans, covered = transfer_labels(doc, boxes, page_rects(doc, boxes, rec.get("width"), rec.get("height")))
        n_boxes += len(boxes)
        n_covered += covered
        fields, items = gold_values(boxes)
        gold = dict(fields)
        for item in items:
            for k, v in item.items():
                gold.setdefault(k, []).append(v)
        stem = Path(rec["file_name"]).stem
        docs.append(label_document(doc, spans, gold, id=stem, line_items=items,
                                   labelled_fields=list(dict.fromkeys(opts.label_map.values()))))
    report = {"documents": len(docs), "value_boxes": n_boxes, "boxes_with_words": n_covered,
              "coverage": round(n_covered / n_boxes, 4) if n_boxes else None,
              "text_match": _text_match(docs)}
    kinds = {f: ("item" if f in ITEM else "single") for f in dict.fromkeys(opts.label_map.values())}
    return DatasetResult(docs, kinds, report)


def _text_match(docs: list[Document]) -> dict[str, float]:
    """Per field: share of gold values whose letters and digits the tagged words spell exactly (how much of
    the gold survives the OCR: the ceiling of a score from the image)."""
    from docx_cli.training.datasets.common import gold_fields_from_tags

    hit: dict[str, list[int]] = {}
    for d in docs:
        tagged = gold_fields_from_tags(d)
        for name, values in d.metadata.get("gold_fields", {}).items():
            got = {alnum(t) for t in tagged.get(name, [])}
            for v in values:
                h = hit.setdefault(name, [0, 0])
                h[0] += alnum(v) in got
                h[1] += 1
    return {k: round(a / b, 4) for k, (a, b) in hit.items() if b}
