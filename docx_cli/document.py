"""The one data model passed between pipeline stages: Document → Page → Word.

Everything is immutable (frozen dataclasses, tuples), so each stage is a function that returns a new value
(`dataclasses.replace`) instead of editing its input.

JSON form (``docx ocr`` writes it, every command reads it back), version 1::

    {"docx_version": 1, "source": "a.pdf", "format": "document", "metadata": {...},
     "pages": [{"number": 1, "width": 612.0, "height": 792.0, "unit": "pt", "source": "pdf",
                "words": [{"text": "Invoice", "box": [72.0, 70.1, 120.4, 82.0],
                           "line": 0, "block": 0, "conf": null, "xpath": null, "label": null}]}]}

- ``box`` is ``[x0, y0, x1, y1]`` in page units, origin top-left, y downwards; ``null`` for web and plain text.
- ``unit`` is ``pt`` (PDF points, 1/72 in), ``px`` (image pixels) or ``none`` (no geometry).
- page ``source`` says how the words were obtained: ``pdf`` (text layer), ``ocr`` (Tesseract), ``html``,
  ``text`` or ``json``.
- ``line`` / ``block`` are page-local ids of the reading-order line and block (-1 when unknown).
- ``conf`` is the OCR word confidence in 0..1 (``null`` when the words did not come from OCR).
- ``xpath`` is the web text's XPath, e.g. ``/html/body/div/span[2]`` (``null`` elsewhere).
- ``label`` is an optional gold BIESO tag (``O``, ``B-date``, ``S-total_amount`` …) for training data.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from docx_cli.errors import InputError

JSON_VERSION = 1
GRID = 1000  # models see boxes on a 0..GRID integer grid (LayoutLM convention)

Box = tuple[float, float, float, float]
Format = Literal["document", "web", "plain"]
Unit = Literal["pt", "px", "none"]


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    box: Box | None = None  # (x0, y0, x1, y1) in page units; None for web/plain text
    line_id: int = -1
    block_id: int = -1
    confidence: float | None = None  # OCR confidence 0..1
    xpath: str | None = None
    label: str | None = None  # gold BIESO tag, training data only

    def to_json(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "box": None if self.box is None else [round(v, 2) for v in self.box],
            "line": self.line_id,
            "block": self.block_id,
            "conf": None if self.confidence is None else round(self.confidence, 4),
            "xpath": self.xpath,
            "label": self.label,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Word:
        box = d.get("box")
        return cls(
            text=str(d["text"]),
            box=None if box is None else tuple(float(v) for v in box),  # type: ignore[arg-type]
            line_id=int(d.get("line", -1)),
            block_id=int(d.get("block", -1)),
            confidence=d.get("conf"),
            xpath=d.get("xpath"),
            label=d.get("label"),
        )


@dataclass(frozen=True, slots=True)
class Page:
    number: int  # 1-based
    width: float
    height: float
    unit: Unit = "pt"
    source: str = "pdf"  # pdf | ocr | html | text | json
    words: tuple[Word, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "width": self.width,
            "height": self.height,
            "unit": self.unit,
            "source": self.source,
            "words": [w.to_json() for w in self.words],
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Page:
        return cls(
            number=int(d["number"]),
            width=float(d.get("width") or 0.0),
            height=float(d.get("height") or 0.0),
            unit=d.get("unit", "pt"),
            source=d.get("source", "json"),
            words=tuple(Word.from_json(w) for w in d.get("words", ())),
        )


@dataclass(frozen=True, slots=True)
class Document:
    source: str
    pages: tuple[Page, ...]
    format: Format = "document"
    metadata: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    # -- views ------------------------------------------------------------------------------------------
    @property
    def num_words(self) -> int:
        return sum(len(p.words) for p in self.pages)

    def iter_words(self) -> Iterator[tuple[Page, Word]]:
        """Every word in document order with its page."""
        for page in self.pages:
            for word in page.words:
                yield page, word

    def text(self) -> str:
        return "\n".join(" ".join(w.text for w in p.words) for p in self.pages)

    def with_labels(self, labels: Sequence[str | None]) -> Document:
        """A copy whose words carry the given tags, in document order."""
        if len(labels) != self.num_words:
            raise ValueError(f"{len(labels)} labels for {self.num_words} words")
        it = iter(labels)
        pages = tuple(replace(p, words=tuple(replace(w, label=next(it)) for w in p.words)) for p in self.pages)
        return replace(self, pages=pages)

    # -- JSON -------------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "docx_version": JSON_VERSION,
            "source": self.source,
            "format": self.format,
            "metadata": self.metadata,
            "pages": [p.to_json() for p in self.pages],
        }

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Document:
        version = d.get("docx_version")
        if version != JSON_VERSION:
            raise InputError("bad_json", f"not a docx Document JSON (docx_version={version!r}, expected {JSON_VERSION})")
        try:
            return cls(
                source=str(d.get("source", "")),
                format=d.get("format", "document"),
                metadata=dict(d.get("metadata") or {}),
                pages=tuple(Page.from_json(p) for p in d["pages"]),
            )
        except (KeyError, TypeError, ValueError) as e:
            raise InputError("bad_json", f"malformed Document JSON: {e}") from None

    @classmethod
    def loads(cls, text: str) -> Document:
        try:
            return cls.from_json(json.loads(text))
        except json.JSONDecodeError as e:
            raise InputError("bad_json", f"invalid JSON: {e}") from None


def normalize_box(box: Box | None, width: float, height: float, grid: int = GRID) -> tuple[int, int, int, int]:
    """Map a page-unit box to the integer 0..grid model grid.

    Inverted boxes are re-ordered, out-of-page and NaN coordinates clamped, so every value is a valid
    index into a (grid + 1)-row embedding table: the "index out of range in self" crash of LayoutLM
    pipelines cannot happen downstream of this function. Words without geometry map to (0, 0, 0, 0).
    """
    if box is None or not width or not height or width <= 0 or height <= 0:
        return (0, 0, 0, 0)
    x0, y0, x1, y1 = box
    x0, x1 = min(x0, x1), max(x0, x1)
    y0, y1 = min(y0, y1), max(y0, y1)

    def scale(v: float, size: float) -> int:
        if not math.isfinite(v):
            return 0
        return int(min(grid, max(0, round(v / size * grid))))

    return (scale(x0, width), scale(y0, height), scale(x1, width), scale(y1, height))


def union_box(boxes: Sequence[Box | None]) -> Box | None:
    """The smallest box holding all given boxes (None when none has geometry)."""
    real = [b for b in boxes if b is not None]
    if not real:
        return None
    return (min(b[0] for b in real), min(b[1] for b in real), max(b[2] for b in real), max(b[3] for b in real))
