"""FUNSD: noisy scanned forms with word-level entity annotations.

``annotations/NAME.json`` holds ``form``: entities with ``label`` (question, answer, header, other) and
``words`` (each with ``box`` [x0, y0, x1, y1] and ``text``). Each entity's words become one BIESO span of its
label (``other`` stays ``O``). An entity's words stay together and in their annotated order; entities are
put in reading order (top to bottom, then left to right) unless ``entity_order: annotation``. Each word's
``line_id`` / ``block_id`` are the page's lines and blocks found from the boxes by the reading order
(``structure: geometry``), not the entities (``structure: entities``).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from docx_cli.document import Document, Page, Word
from docx_cli.errors import ConfigError
from docx_cli.layout.reading_order import geometric_structure
from docx_cli.tagging import Span
from docx_cli.training.datasets.common import DatasetResult, label_document, norm_ws


def _reading_key(entity: dict, line_height: float) -> tuple[int, float]:
    x0, y0, _, _ = entity["box"]
    return int(y0 // max(line_height, 1.0)), x0


def load_funsd(root: str | Path, opts, max_documents: int | None = None) -> DatasetResult:
    root = Path(root)
    ann_dir = root / "annotations"
    if not ann_dir.is_dir():
        raise ConfigError("data_missing", f"{root} is not a FUNSD folder (no annotations/ inside)")
    files = sorted(ann_dir.glob("*.json"))
    if max_documents is not None:
        files = files[:max_documents]
    wanted = set(opts.labels)
    counts = {lab: 0 for lab in opts.labels}
    docs = []
    for path in files:
        form = json.loads(path.read_text(encoding="utf-8"))["form"]
        entities = [e for e in form if any(norm_ws(w.get("text", "")) for w in e.get("words", []))]
        if opts.entity_order == "reading":
            heights = sorted(e["box"][3] - e["box"][1] for e in entities) or [10.0]
            line_h = heights[len(heights) // 2] * 0.8  # entities whose tops are this close share a row
            entities.sort(key=lambda e: _reading_key(e, line_h))
        words: list[Word] = []
        spans: list[Span] = []
        for line_id, ent in enumerate(entities):
            start = len(words)
            for w in ent["words"]:
                text = norm_ws(w.get("text", ""))
                if text:
                    x0, y0, x1, y1 = (float(v) for v in w["box"])
                    words.append(Word(text, (x0, y0, x1, y1), line_id=line_id, block_id=line_id))
            label = ent.get("label", "other")
            if label in wanted and len(words) > start:
                spans.append(Span(label, start, len(words)))
                counts[label] += 1
        if opts.structure == "geometry" and words:  # the entities' word order stays; only the ids change
            words = [replace(w, line_id=ln, block_id=b) for w, (ln, b) in zip(words, geometric_structure(words))]
        image = root / "images" / f"{path.stem}.png"
        if image.exists():
            from docx_cli.training.datasets.sroie import image_size

            width, height = image_size(image)
        else:
            width = max((w.box[2] for w in words), default=1.0) + 10
            height = max((w.box[3] for w in words), default=1.0) + 10
        page = Page(1, width, height, unit="px", source="ocr", words=tuple(words))
        doc = Document(source=str(image if image.exists() else path), pages=(page,))
        docs.append(label_document(doc, spans, None, id=path.stem))
    report = {"documents": len(docs), "entities": counts}
    return DatasetResult(docs, {lab: "multi" for lab in opts.labels}, report)
