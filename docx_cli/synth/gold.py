"""Gold labels: keyed words → BIESO tags, the gold Document, and the expected fields of a document.

The rule (Douzon et al.'s): a value is labelled at its FIRST occurrence in reading order only. Each placed word
carries the key of the value it prints (``"date"``, ``"quantity#3"``) or ``None``; the first maximal run of
consecutive words with a key becomes that field's span, every later run with the same key (the header repeated
on page 2, the total printed again under the table) stays ``O``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from docx_cli.document import Document, Page, Word
from docx_cli.synth.content import Content
from docx_cli.tagging import Span, spans_to_tags, tags_to_spans


def field_of(key: str) -> str:
    return key.split("#", 1)[0]


def row_of(key: str) -> int | None:
    return int(key.split("#", 1)[1]) if "#" in key else None


def first_occurrence_spans(keys: Sequence[str | None]) -> list[tuple[str, int, int]]:
    """``(key, start, end)`` of the first run of each key (end exclusive), in order."""
    seen: set[str] = set()
    out = []
    i, n = 0, len(keys)
    while i < n:
        k = keys[i]
        j = i + 1
        while j < n and keys[j] == k:
            j += 1
        if k is not None and k not in seen:
            seen.add(k)
            out.append((k, i, j))
        i = j
    return out


def tags_for(keys: Sequence[str | None]) -> tuple[list[str], list[tuple[str, int, int]]]:
    spans = first_occurrence_spans(keys)
    return spans_to_tags(len(keys), [Span(field_of(k), s, e) for k, s, e in spans]), spans


def normalized_values(c: Content) -> dict[str, str]:
    """Canonical value of each key: ISO dates, plain decimal amounts, ISO currency codes."""
    out = {
        "document_number": c.number,
        "date": c.date.isoformat(),
        "total_amount": f"{c.total:.2f}",
        "tax_amount": f"{c.tax:.2f}",
        "currency": c.currency,
    }
    if c.due_date is not None:
        out["due_date"] = c.due_date.isoformat()
    for i, it in enumerate(c.items):
        out[f"item_id#{i}"] = it.item_id
        out[f"quantity#{i}"] = str(it.quantity)
        out[f"unit_price#{i}"] = f"{it.unit_price:.2f}"
        out[f"line_amount#{i}"] = f"{it.amount:.2f}"
    return out


def expected_fields(words: Sequence[str], spans: list[tuple[str, int, int]], c: Content) -> dict[str, Any]:
    """What extraction should return: each field's printed ``value`` (the labelled words joined by spaces) and
    its ``normalized`` form; line items in table order."""
    norm = normalized_values(c)
    fields: dict[str, dict[str, str]] = {}
    items: dict[int, dict[str, dict[str, str]]] = {}
    for key, s, e in spans:
        value = " ".join(words[s:e])
        entry = {"value": value, "normalized": norm.get(key, value)}
        row = row_of(key)
        if row is None:
            fields[key] = entry
        else:
            items.setdefault(row, {})[field_of(key)] = entry
    return {"fields": fields, "line_items": [items[r] for r in sorted(items)]}


def gold_document(pages, source: str, c: Content, metadata: dict[str, Any], order: str = "reading") -> Document:
    """The labelled Document of laid-out PDF pages (``layout.LaidPage``), boxes in points.

    Which occurrence of a value is labelled is decided in drawing order (block by block: the first instance
    of each key). ``order="reading"`` (default) then puts the words in the order ``docx ocr`` reads the PDF —
    :func:`docx_cli.layout.reading_order.order_document` on the same boxes, as ingest does — so a model is
    trained on the sequences it will see at inference; a value whose lines the reading order interleaves
    with a neighbouring block (two address blocks side by side) becomes one span per contiguous piece.
    ``order="drawn"`` keeps the drawing order, line and block ids of the layout.
    """
    flat = [w for p in pages for w in p.words]
    keys = [w.key for w in flat]
    tags, spans = tags_for(keys)
    meta = dict(metadata)
    meta["gold"] = expected_fields([w.text for w in flat], spans, c)
    if order == "drawn":
        it = iter(tags)
        out_pages = tuple(
            Page(number=p.number, width=round(p.width, 2), height=round(p.height, 2), unit="pt", source="pdf",
                 words=tuple(Word(text=w.text, box=w.box, line_id=w.line, block_id=w.block, label=next(it))
                             for w in p.words))
            for p in pages
        )
        return Document(source=source, pages=out_pages, format="document", metadata=meta)
    if order != "reading":
        raise ValueError(f"order must be 'reading' or 'drawn', not {order!r}")
    from docx_cli.layout.reading_order import order_document

    # carry each word's labelled instance (span number) through the reordering in its label slot
    instance: list[str | None] = [None] * len(flat)
    for k, (_, s, e) in enumerate(spans):
        for i in range(s, e):
            instance[i] = str(k)
    it = iter(instance)
    raw = Document(source=source, format="document", metadata=meta, pages=tuple(
        Page(number=p.number, width=round(p.width, 2), height=round(p.height, 2), unit="pt", source="pdf",
             words=tuple(Word(text=w.text, box=w.box, label=next(it)) for w in p.words))
        for p in pages))
    ordered = order_document(raw)
    labels = [w.label for _, w in ordered.iter_words()]
    field_of_instance = {str(k): field_of(key) for k, (key, _, _) in enumerate(spans)}
    return ordered.with_labels(relabel_runs(labels, field_of_instance))


def relabel_runs(instances: Sequence[str | None], field_of_instance: dict[str, str]) -> list[str]:
    """BIESO tags where every maximal run of words of one value instance is a span of its field."""
    out_spans = []
    i, n = 0, len(instances)
    while i < n:
        k = instances[i]
        j = i + 1
        while j < n and instances[j] == k:
            j += 1
        if k is not None:
            out_spans.append(Span(field_of_instance[k], i, j))
        i = j
    return spans_to_tags(n, out_spans)


def project_labels(gold: Document, target: Document, min_overlap: float = 0.5) -> Document:
    """Copy gold labels onto another reading of the same pages (e.g. Tesseract's words of the scan-like image).

    A target word takes the field of the gold words that cover most of its area (at least ``min_overlap`` of
    it); words covering nothing labelled are ``O``. Spans are then rebuilt over the target's own word order
    (each run of consecutive target words matched to the same gold span is a span), so the tags are valid
    BIESO whatever OCR merged, split or reordered. Both documents must share page numbers and units.
    """
    # gold span id per gold word
    gwords = [(p.number, w) for p in gold.pages for w in p.words]
    gold_spans = tags_to_spans([w.label or "O" for _, w in gwords])
    span_of: list[int | None] = [None] * len(gwords)
    for k, sp in enumerate(gold_spans):
        for i in range(sp.start, sp.end):
            span_of[i] = k
    label_of_span = {k: sp.label for k, sp in enumerate(gold_spans)}
    by_page: dict[int, list[tuple[Word, int | None]]] = {}
    for (pn, w), sp in zip(gwords, span_of):
        by_page.setdefault(pn, []).append((w, sp))

    keys: list[str | None] = []
    for page in target.pages:
        cands = by_page.get(page.number, [])
        for w in page.words:
            best, best_area = None, 0.0
            if w.box is not None:
                area = max(1e-6, (w.box[2] - w.box[0]) * (w.box[3] - w.box[1]))
                cover: dict[int | None, float] = {}
                for g, sp in cands:
                    if g.box is None:
                        continue
                    ix = min(w.box[2], g.box[2]) - max(w.box[0], g.box[0])
                    iy = min(w.box[3], g.box[3]) - max(w.box[1], g.box[1])
                    if ix > 0 and iy > 0:
                        cover[sp] = cover.get(sp, 0.0) + ix * iy
                for sp, a in cover.items():
                    if sp is not None and a > best_area:
                        best, best_area = sp, a
                if best is not None and best_area / area < min_overlap:
                    best = None
            keys.append(None if best is None else str(best))
    return target.with_labels(relabel_runs(keys, {str(k): v for k, v in label_of_span.items()}))
