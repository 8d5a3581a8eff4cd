"""A tiny labelled dataset made by code: one-page "invoices" with an invoice number, a date and a total at
varying places. Tests and quick demos train on it in seconds (nothing to download)."""

from __future__ import annotations

import random
from pathlib import Path

from docx_cli.document import Document, Page, Word
from docx_cli.tagging import Span, spans_to_tags

FIELDS = {"invoice_number": "single", "date": "single", "total_amount": "single"}
_FILLER = ["thank", "you", "for", "your", "order", "item", "qty", "price", "tax", "due", "paid", "note", "ship",
           "to", "from", "street", "city", "page", "ref", "account"]


def toy_document(rng: random.Random, index: int, n_filler: int = 20) -> Document:
    lines: list[list[tuple[str, str | None]]] = []
    number = f"inv-{rng.randint(1000, 99999)}"
    date = f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/20{rng.randint(10, 29)}"
    total = f"{rng.randint(1, 9999)}.{rng.randint(0, 99):02d}"
    lines.append([("invoice", None), ("no", None), (number, "invoice_number")])
    lines.append([("date", None), (date, "date")])
    for _ in range(rng.randint(1, 4)):
        lines.append([(rng.choice(_FILLER), None) for _ in range(rng.randint(2, max(2, n_filler // 4)))])
    lines.append([("total", None), (total, "total_amount")])
    rng.shuffle(lines)  # the fields move around the page
    words, spans = [], []
    for li, line in enumerate(lines):
        x = 40.0
        for text, field in line:
            w = 7.0 * len(text)
            if field is not None:
                spans.append(Span(field, len(words), len(words) + 1))
            words.append(Word(text, (x, 50.0 + 20 * li, x + w, 62.0 + 20 * li), line_id=li))
            x += w + 6
    tags = spans_to_tags(len(words), spans)
    words = [Word(w.text, w.box, w.line_id, label=t) for w, t in zip(words, tags)]
    page = Page(1, 612.0, 792.0, unit="pt", source="pdf", words=tuple(words))
    return Document(source=f"toy-{index:04d}.pdf", pages=(page,), metadata={"id": f"toy-{index:04d}"})


def toy_documents(n: int, seed: int = 0) -> list[Document]:
    rng = random.Random(seed)
    return [toy_document(rng, i) for i in range(n)]


def write_toy_jsonl(path: str | Path, n: int, seed: int = 0) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(d.dumps() + "\n" for d in toy_documents(n, seed)), encoding="utf-8")
    return path
