"""What every dataset reader shares: the result type, locating a gold value among words, the ingest cache.

A reader returns Documents whose words carry gold BIESO tags in ``Word.label``. The gold *field values*
(what a field-level score compares against) ride along in ``Document.metadata["gold_fields"]`` as
``{field: [value, ...]}``: for weakly labelled data (SROIE, Kleister) they are the dataset's own answers, so
a value the locator could not find still counts as missed at evaluation time.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from docx_cli.document import Document
from docx_cli.tagging import Span, spans_to_tags, tags_to_spans

_WS = re.compile(r"\s+")


def norm_ws(text: str) -> str:
    """Collapse runs of whitespace to one space and strip: SROIE's comparison rule."""
    return _WS.sub(" ", text).strip()


@dataclass
class DatasetResult:
    documents: list[Document]
    fields: dict[str, str]  # field name → kind (single | multi | item), in tag order
    report: dict[str, Any] = field(default_factory=dict)  # locator recall and other notes, for the user


def label_document(doc: Document, spans: Iterable[Span], gold_fields: dict[str, list[str]] | None = None,
                   **metadata: Any) -> Document:
    """A copy of ``doc`` whose words carry the BIESO tags of ``spans`` (overlapping spans: first wins)."""
    taken: list[Span] = []
    used = [False] * doc.num_words
    for s in sorted(spans, key=lambda s: (s.start, -(s.end - s.start))):
        if not any(used[s.start:s.end]):
            taken.append(s)
            used[s.start:s.end] = [True] * (s.end - s.start)
    labelled = doc.with_labels(spans_to_tags(doc.num_words, taken))
    meta = dict(doc.metadata)
    meta.update(metadata)
    if gold_fields is not None:
        meta["gold_fields"] = gold_fields
    return Document(source=labelled.source, pages=labelled.pages, format=labelled.format, metadata=meta)


def unlabelled(doc: Document) -> Document:
    """The same pages without gold (layout MLM reads text and boxes only); the id is kept for reports."""
    plain = doc.with_labels([None] * doc.num_words)
    return Document(source=plain.source, pages=plain.pages, format=plain.format,
                    metadata={"id": doc.metadata.get("id", doc.source)})


def word_tags(doc: Document) -> list[str]:
    return [w.label or "O" for _, w in doc.iter_words()]


def word_texts(doc: Document) -> list[str]:
    return [w.text for _, w in doc.iter_words()]


def gold_fields_from_tags(doc: Document, kinds: dict[str, str] | None = None) -> dict[str, list[str]]:
    """Field values spelled by the gold tags (for datasets labelled at word level: FUNSD, JSONL, synth).

    With ``kinds`` the tags are read the way ``docx extract`` reads predicted ones
    (:func:`docx_cli.decode.values.decode_fields`): the lines of a single text field that reading order split into
    several spans (two address blocks side by side) are one value, a value tagged twice is one value. Without
    ``kinds`` every span is its own value."""
    if kinds:
        from docx_cli.decode.values import field_values

        return {f: [text for text, _ in vals] for f, vals in field_values(doc, word_tags(doc), None, kinds).items()}
    texts = word_texts(doc)
    out: dict[str, list[str]] = {}
    for s in tags_to_spans(word_tags(doc)):
        out.setdefault(s.label, []).append(" ".join(texts[s.start:s.end]))
    return out


def gold_fields(doc: Document, kinds: dict[str, str] | None = None) -> dict[str, list[str]]:
    """The values a field-level score compares against: the dataset's own answers
    (``metadata["gold_fields"]``) where it has them, otherwise the values the gold tags spell."""
    g = doc.metadata.get("gold_fields")
    return {k: list(v) for k, v in g.items()} if isinstance(g, dict) else gold_fields_from_tags(doc, kinds)


def fields_from_labels(docs: Sequence[Document], kinds: dict[str, str] | None = None) -> dict[str, str]:
    """The fields the labels use, in order of first appearance; kind ``single`` unless declared."""
    out: dict[str, str] = dict(kinds or {})
    for doc in docs:
        for _, w in doc.iter_words():
            if w.label and w.label != "O" and len(w.label) > 2:
                out.setdefault(w.label[2:], "single")
    return out


def select_part(items: list, part: tuple[float, int, str] | None) -> list:
    """``items`` (in the reader's sorted order), or only one part of their seeded split: ``part`` =
    (validation_fraction, split_seed, "train" | "validation"). The split depends only on the number of items,
    so a reader that selects before reading (OCR is slow) holds out exactly the documents a split after
    reading would (:func:`docx_cli.training.split.split_documents`)."""
    if part is None:
        return items
    from docx_cli.training.split import split_documents

    fraction, seed, which = part
    train, val = split_documents(items, fraction, seed)
    return val if which == "validation" else train


# -- locating a value among words ---------------------------------------------------------------------------
def compact(text: str) -> str:
    """Upper case without whitespace: the form values are matched in (OCR splits and joins words freely)."""
    return _WS.sub("", text).upper()


def levenshtein(a: str, b: str, limit: int) -> int:
    """Edit distance, or ``limit + 1`` as soon as it must exceed ``limit`` (banded, O(len · limit))."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    if a == b:
        return 0
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [limit + 1] * len(b)
        lo, hi = max(1, i - limit), min(len(b), i + limit)
        best = cur[0] if lo == 1 else limit + 1
        for j in range(lo, hi + 1):
            cost = 0 if ca == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            best = min(best, cur[j])
        if best > limit:
            return limit + 1
        prev = cur
    return prev[len(b)]


@dataclass(frozen=True)
class Match:
    start: int
    end: int  # exclusive
    distance: int  # edits between the words' compact text and the value's
    how: str  # exact | fuzzy | inside (the value is part of a longer word)


def locate(words: Sequence[str], value: str, max_edit_fraction: float = 0.1, min_fuzzy_len: int = 8,
           max_words: int = 60) -> list[Match]:
    """Every non-overlapping run of words that spells ``value``, tolerant to OCR noise.

    Exact (case and spacing ignored) matches win; without one, the runs within
    ``floor(max_edit_fraction · len)`` edits (values of at least ``min_fuzzy_len`` characters only: a
    one-edit tolerance on ``9.00`` would accept ``8.00``) with the fewest edits; without those, single words
    that contain the value (``RM9.00`` for ``9.00``).
    """
    target = compact(value)
    if not target:
        return []
    cw = [compact(w) for w in words]
    n = len(cw)
    limit = int(max_edit_fraction * len(target)) if len(target) >= min_fuzzy_len else 0

    def runs(tol: int) -> list[tuple[int, int, int]]:
        found = []
        for i in range(n):
            if not cw[i]:
                continue
            text = ""
            for j in range(i, min(n, i + max_words)):
                text += cw[j]
                if len(text) > len(target) + tol:
                    break
                if len(text) >= len(target) - tol and cw[j]:
                    d = 0 if text == target else (levenshtein(text, target, tol) if tol else tol + 1)
                    if d <= tol:
                        found.append((d, i, j + 1))
        return found

    def non_overlapping(cands: list[tuple[int, int, int]], how: str) -> list[Match]:
        best = min(d for d, _, _ in cands)
        out: list[Match] = []
        used: set[int] = set()
        # fewest edits first, then the shortest run (no stray neighbouring words), then document order
        for d, i, j in sorted(cands, key=lambda c: (c[0], c[2] - c[1], c[1])):
            if d > best or used.intersection(range(i, j)):
                continue
            out.append(Match(i, j, d, how if d == 0 else "fuzzy"))
            used.update(range(i, j))
        return sorted(out, key=lambda m: m.start)

    exact = runs(0)
    if exact:
        return non_overlapping(exact, "exact")
    if limit:
        fuzzy = runs(limit)
        if fuzzy:
            return non_overlapping(fuzzy, "fuzzy")
    inside = [Match(i, i + 1, 0, "inside") for i in range(n) if target in cw[i]]
    return inside


# -- cache of ingested documents ----------------------------------------------------------------------------
def cache_key(path: Path, options: dict[str, Any]) -> str:
    """The file's content and the reading options, not its path or modification time: a dataset copied,
    moved or restored elsewhere keeps its cached readings (an OCR'd receipt costs seconds to read again)."""
    content = hashlib.sha1()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            content.update(block)
    h = hashlib.sha1(json.dumps(["content-v1", content.hexdigest(), options], sort_keys=True).encode())
    return h.hexdigest()[:20]


def cached_document(path: Path, cache_dir: str | Path, options: dict[str, Any],
                    load: Callable[[Path], Document]) -> Document:
    """``load(path)`` once; later calls read the Document JSON kept under ``cache_dir/documents``."""
    from docx_cli.batch import atomic_write

    directory = Path(cache_dir).expanduser() / "documents"
    target = directory / f"{path.stem}-{cache_key(path, options)}.json"
    if target.exists():
        try:
            return Document.loads(target.read_text(encoding="utf-8"))
        except Exception:  # noqa: BLE001 - a damaged cache entry is rebuilt
            target.unlink(missing_ok=True)
    doc = load(path)
    atomic_write(target, doc.dumps())
    return doc


def ocr_fingerprint() -> str:
    """What the OCR reads from pixels (``docx_cli.ingest.ocr.READING_VERSION``): cached readings of photos
    made by an OCR that read differently are not reused."""
    from docx_cli.ingest.ocr import READING_VERSION

    return READING_VERSION


def ingest(path: Path, cache_dir: str | Path, ocr: str = "auto", engine: str | None = None) -> Document:
    """A file of any supported format through the ingest stage, read as ``docx extract`` reads it.
    ``engine``: the OCR engine (null: the default one). The reader's words are cached, before the reading
    order: that is cheap and is redone on every load, so a change to it needs no new OCR."""
    from docx_cli.ingest.load import IngestOptions, arrange, read_document

    options = IngestOptions(ocr=ocr) if engine is None else IngestOptions(ocr=ocr, ocr_engine=engine)

    def load(p: Path) -> Document:
        return read_document(str(p), options)[0]

    key: dict[str, Any] = {"ocr": ocr, "reader": "ingest-v2"}  # v2: words before the reading order
    if ocr != "never" and engine is not None:
        key["engine"] = engine
    if ocr == "always":  # a photo is only as good as its reading: read again when the OCR code changes
        key["ocr_code"] = ocr_fingerprint()
    doc = cached_document(path, cache_dir, key, load)
    if _is_document_json(path):  # arranged when it was made: only the glued words split, as always here
        from docx_cli.ingest.words import split_glued_words

        return split_glued_words(doc)
    return arrange(doc, options)


def _is_document_json(path: Path) -> bool:
    from docx_cli.ingest.load import SNIFF_BYTES, sniff

    with open(path, "rb") as f:
        return sniff(f.read(SNIFF_BYTES))[0] == "json"
