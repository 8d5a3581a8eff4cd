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

Reading is strict, so that every command accepts or refuses the same file (``InputError("bad_json")`` with
where and what): standard JSON only (``NaN`` / ``Infinity`` are not JSON and are refused), every field of
its type (``line``/``block`` integers, ``box`` 4 finite numbers or null, ``conf`` a number in 0..1 or null,
``text``/``xpath``/``label`` strings), ``metadata`` an object at most ``MAX_METADATA_DEPTH`` deep. Writing
never produces ``NaN``: a reader's non-finite coordinate is written as a null box.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from docx_cli.errors import InputError

JSON_VERSION = 1
MAX_METADATA_DEPTH = 32  # nesting of the free-form metadata object (100k nested arrays: bad_json)
MAX_ID = 10**9  # |line|, |block|, page number: ids, not quantities
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
        stored = self.stored()
        return {
            "text": self.text,
            "box": list(stored.box) if stored.box is not None else None,
            "line": self.line_id,
            "block": self.block_id,
            "conf": stored.confidence,
            "xpath": self.xpath,
            "label": self.label,
        }

    def stored(self) -> Word:
        """This word at the precision its JSON keeps: box to 0.01 page units (a non-finite one: None),
        confidence to 0.0001. Readers hand the model stored words (``docx_cli.ingest.load.read_document``), so a
        file read fresh and the same file read back from ``docx ocr --out`` or a training cache are the same
        numbers: a box on the edge of a layout grid cell would otherwise fall in either cell."""
        finite_box = self.box is not None and all(math.isfinite(v) for v in self.box)
        finite_conf = self.confidence is not None and math.isfinite(self.confidence)
        box = tuple(round(v, 2) for v in self.box) if finite_box else None  # type: ignore[union-attr]
        conf = round(self.confidence, 4) if finite_conf else None  # type: ignore[arg-type]
        if box == self.box and conf == self.confidence:
            return self
        return replace(self, box=box, confidence=conf)

    @classmethod
    def from_json(cls, d: dict[str, Any], where: str = "word") -> Word:
        """A Word from its JSON object; InputError("bad_json") naming ``where`` and the field when a value
        is missing or of the wrong type."""
        if not isinstance(d, dict):
            raise _bad(where, f"must be an object, not {_kind(d)}")
        text = d.get("text")
        if not isinstance(text, str):
            raise _bad(where, f'"text" must be a string, not {_kind(text)}')
        conf = d.get("conf")
        if conf is not None and not (_is_number(conf) and 0.0 <= conf <= 1.0):
            raise _bad(where, f'"conf" must be a number in 0..1 or null, not {_show(conf)}')
        return cls(
            text=text,
            box=_box(d.get("box"), where),
            line_id=_int(d.get("line", -1), where, "line"),
            block_id=_int(d.get("block", -1), where, "block"),
            confidence=None if conf is None else float(conf),
            xpath=_opt_str(d.get("xpath"), where, "xpath"),
            label=_opt_str(d.get("label"), where, "label"),
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
            "width": self.width if math.isfinite(self.width) else 0.0,
            "height": self.height if math.isfinite(self.height) else 0.0,
            "unit": self.unit,
            "source": self.source,
            "words": [w.to_json() for w in self.words],
        }

    @classmethod
    def from_json(cls, d: dict[str, Any], where: str = "page") -> Page:
        if not isinstance(d, dict):
            raise _bad(where, f"must be an object, not {_kind(d)}")
        if "number" not in d:
            raise _bad(where, 'has no "number"')
        number = _int(d["number"], where, "number")
        if number < 1:
            raise _bad(where, f'"number" must be at least 1, not {number}')
        unit = d.get("unit", "pt")
        if unit not in ("pt", "px", "none"):
            raise _bad(where, f'"unit" must be pt, px or none, not {_show(unit)}')
        words = d.get("words", [])
        if not isinstance(words, list):
            raise _bad(where, f'"words" must be a list, not {_kind(words)}')
        return cls(
            number=number,
            width=_size(d.get("width"), where, "width"),
            height=_size(d.get("height"), where, "height"),
            unit=unit,
            source=_opt_str(d.get("source", "json"), where, "source") or "json",
            words=tuple(Word.from_json(w, f"{where} word {i + 1}") for i, w in enumerate(words)),
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

    def stored(self) -> Document:
        """This document with every word at the precision its JSON keeps (:meth:`Word.stored`)."""
        pages = tuple(replace(p, words=tuple(w.stored() for w in p.words)) for p in self.pages)
        return replace(self, pages=pages)

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=indent, allow_nan=False)

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Document:
        """A Document from its JSON object, every field checked (InputError("bad_json") saying where)."""
        if not isinstance(d, dict):
            raise InputError("bad_json", f"not a docx Document JSON (a JSON {_kind(d)}, not an object)")
        version = d.get("docx_version")
        if type(version) is not int or version != JSON_VERSION:
            raise InputError("bad_json", f"not a docx Document JSON (docx_version={_show(version)}, expected "
                             f"{JSON_VERSION})")
        fmt = d.get("format", "document")
        if fmt not in ("document", "web", "plain"):
            raise _bad("document", f'"format" must be document, web or plain, not {_show(fmt)}')
        metadata = d.get("metadata") or {}
        if not isinstance(metadata, dict):
            raise _bad("document", f'"metadata" must be an object, not {_kind(metadata)}')
        if _depth(metadata) > MAX_METADATA_DEPTH:
            raise _bad("document", f'"metadata" nests deeper than {MAX_METADATA_DEPTH} levels')
        pages = d.get("pages")
        if not isinstance(pages, list):
            raise _bad("document", f'"pages" must be a list, not {_kind(pages)}')
        return cls(
            source=_opt_str(d.get("source", ""), "document", "source") or "",
            format=fmt,
            metadata=dict(metadata),
            pages=tuple(Page.from_json(p, f"page {i + 1}") for i, p in enumerate(pages)),
        )

    @classmethod
    def loads(cls, text: str) -> Document:
        try:
            data = json.loads(text, parse_constant=_no_constant)
        except json.JSONDecodeError as e:
            raise InputError("bad_json", f"invalid JSON: {e}") from None
        except RecursionError:
            raise InputError("bad_json", "invalid Document JSON: nested too deeply") from None
        except ValueError as e:  # e.g. an integer of more than 4,300 digits
            raise InputError("bad_json", f"invalid JSON: {str(e)[:120]}") from None
        return cls.from_json(data)


# -- reading-time validation (one place: every command reads Document JSON through Document.from_json) --
def _no_constant(name: str):
    raise InputError("bad_json", f"invalid JSON: {name} is not a JSON number (write null, or a finite number)")


def _kind(v: Any) -> str:
    return {dict: "object", list: "list", str: "string", bool: "boolean", type(None): "null"}.get(
        type(v), "number" if isinstance(v, (int, float)) else type(v).__name__)


def _show(v: Any) -> str:
    if isinstance(v, str):
        text = json.dumps(v[:40])
    elif isinstance(v, float) and not math.isfinite(v):
        text = "a non-finite number"
    elif v is None or isinstance(v, bool) or _is_number(v):
        text = json.dumps(v) if not isinstance(v, int) or abs(v) < 10**40 else "a huge integer"
    else:
        text = _kind(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _bad(where: str, what: str) -> InputError:
    return InputError("bad_json", f"malformed Document JSON: {where}: {what}")


def _is_number(v: Any) -> bool:
    if isinstance(v, bool):
        return False
    if isinstance(v, int):
        return abs(v) < 1e300  # a 400-digit integer would overflow float()
    return isinstance(v, float) and math.isfinite(v)


def _int(v: Any, where: str, name: str) -> int:
    if not _is_number(v) or v != int(v):
        raise _bad(where, f'"{name}" must be an integer, not {_show(v)}')
    if abs(v) > MAX_ID:
        raise _bad(where, f'"{name}" {_show(v)} is out of range (|{name}| <= {MAX_ID:,})')
    return int(v)


def _size(v: Any, where: str, name: str) -> float:
    if v is None:
        return 0.0
    if not _is_number(v) or v < 0:
        raise _bad(where, f'"{name}" must be a finite number >= 0 or null, not {_show(v)}')
    return float(v)


def _box(v: Any, where: str) -> Box | None:
    if v is None:
        return None
    if not isinstance(v, list) or len(v) != 4 or not all(_is_number(x) for x in v):
        shape = f"{len(v)} values" if isinstance(v, list) else _kind(v)
        raise _bad(where, f'"box" must be [x0, y0, x1, y1] (4 finite numbers) or null, not {shape}')
    return (float(v[0]), float(v[1]), float(v[2]), float(v[3]))


def _opt_str(v: Any, where: str, name: str) -> str | None:
    if v is not None and not isinstance(v, str):
        raise _bad(where, f'"{name}" must be a string or null, not {_kind(v)}')
    return v


def _depth(v: Any) -> int:
    """Nesting depth of a JSON value, without recursion."""
    best, stack = 0, [(v, 1)]
    while stack:
        item, d = stack.pop()
        if isinstance(item, (dict, list)):
            best = max(best, d)
            if d > MAX_METADATA_DEPTH:
                return d
            stack.extend((x, d + 1) for x in (item.values() if isinstance(item, dict) else item))
    return best


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
        scaled = v / size * grid  # inf when size is tiny (a page 1e-306 wide): clamped below, not round()ed
        return 0 if math.isnan(scaled) else round(min(grid, max(0.0, scaled)))

    return (scale(x0, width), scale(y0, height), scale(x1, width), scale(y1, height))


def union_box(boxes: Sequence[Box | None]) -> Box | None:
    """The smallest box holding all given boxes (None when none has geometry)."""
    real = [b for b in boxes if b is not None]
    if not real:
        return None
    return (min(b[0] for b in real), min(b[1] for b in real), max(b[2] for b in real), max(b[3] for b in real))
