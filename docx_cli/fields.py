"""Spans → fields: the values a user asked for, with confidence, page and box; line items; normalisation.

Input: a Document, one BIESO tag per word (predicted or gold) and the probability of that tag per word.
Output: ``fields`` (one entry per declared field) and ``line_items`` (rows of item fields), the two halves
of the result JSON (docs/DESIGN.md, "The result").

Each value is ``{"value": raw text, "normalized": …, "confidence": mean tag probability over the span's
words, "page": 1-based, "bbox": union of the words' boxes in page units}``. ``normalized`` appears for dates
(ISO 8601) and amounts (a plain decimal string) — ``null`` when the text cannot be read as one.

A field's kind comes from labels.json (``{"fields": {"date": "single", ...}}``):

* ``single`` — the best candidate (highest confidence); up to 5 other distinct ones under ``candidates``;
  ``null`` when none was found. A text value printed over several lines may come back as several spans (an
  address whose lines reading order interleaves with a neighbouring block's); those are joined into one
  candidate first (:func:`join_split_spans`).
* ``multi``  — every distinct value in order of first appearance (the best-scored occurrence of each);
  ``[]`` if none.
* ``item``   — a line-item column: values are grouped into ``line_items`` rows (see :func:`group_rows`).

A field's value type (date / amount / text) is read from its name (``invoice_date`` → date, ``unit_price``
→ amount, see :func:`field_type`), unless labels.json gives ``"types": {"field": "date"|"amount"|"text"}``.
"""

from __future__ import annotations

import datetime as _dt
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from docx_cli.document import Box, Document, Page, Word, union_box
from docx_cli.tagging import Span, spans_to_tags, tags_to_spans

KINDS = ("single", "multi", "item")
TYPES = ("date", "amount", "text")
MAX_CANDIDATES = 5  # other distinct values listed under a single field's "candidates"

# -- value types ----------------------------------------------------------------------------------------

_DATE_WORDS = ("date", "dated", "day", "deadline", "expiry", "expires", "issued", "due_on")
_AMOUNT_WORDS = ("amount", "total", "price", "cost", "tax", "vat", "gst", "subtotal", "sum", "fee", "balance",
                 "net", "gross", "discount", "charge", "payment", "quantity", "qty", "rate", "value")


def field_type(name: str, declared: Mapping[str, str] | None = None) -> str:
    """``date``, ``amount`` or ``text`` for a field name (labels.json ``types`` wins over the name)."""
    if declared and name in declared:
        return declared[name]
    parts = re.split(r"[^a-z]+", name.lower())
    if any(p in _DATE_WORDS for p in parts):
        return "date"
    if any(p in _AMOUNT_WORDS for p in parts):
        return "amount"
    return "text"


_MONTHS = {
    name: i
    for i, names in enumerate(
        # English, then German and French (the invoices of the synthetic families and of our users)
        [("january", "jan", "januar", "jänner", "janvier", "janv"),
         ("february", "feb", "februar", "février", "fevrier", "févr", "fevr"),
         ("march", "mar", "märz", "maerz", "mär", "mars"),
         ("april", "apr", "avril", "avr"),
         ("may", "mai"),
         ("june", "jun", "juni", "juin"),
         ("july", "jul", "juli", "juillet", "juil"),
         ("august", "aug", "août", "aout"),
         ("september", "sep", "sept", "septembre"),
         ("october", "oct", "oktober", "okt", "octobre"),
         ("november", "nov", "novembre"),
         ("december", "dec", "dezember", "dez", "décembre", "decembre", "déc")],
        start=1,
    )
    for name in names
}
_MONTH_RE = r"\b(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")(?![a-z])\.?"
_ORD = r"(?:st|nd|rd|th)?"
_YMD = re.compile(r"(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
_NUMERIC = re.compile(r"(?<!\d)(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})(?!\d)")
_D_MON_Y = re.compile(rf"(?<!\d)(\d{{1,2}})(?!\d){_ORD}[\s\-./]*(?:of\s+)?{_MONTH_RE}[\s\-./,]*(\d{{4}}|\d{{2}})(?!\d)", re.IGNORECASE)
_MON_D_Y = re.compile(rf"{_MONTH_RE}[\s\-./]*(\d{{1,2}})(?!\d){_ORD}[\s\-./,]+(\d{{4}}|\d{{2}})(?!\d)", re.IGNORECASE)


def _year(text: str) -> int:
    y = int(text)
    if len(text) == 2:  # two-digit years: 00-69 → 2000s, 70-99 → 1900s (the POSIX strptime pivot)
        y += 2000 if y < 70 else 1900
    return y


def _iso(y: int, m: int, d: int) -> str | None:
    try:
        return _dt.date(y, m, d).isoformat()
    except ValueError:
        return None


def normalize_date(text: str, day_first: bool = True) -> str | None:
    """A date in ``text`` as ISO 8601 (``2021-03-12``), or None.

    Reads ``12/03/2021`` / ``12-03-21`` / ``12.03.2021`` (day first, or month first with
    ``day_first=False``; a part above 12 settles it either way), ``2021-03-12``, ``12 March 2021``,
    ``12th Mar 2021``, ``March 12, 2021``, ``12-Mar-21``.
    """
    t = text.strip()
    if m := _YMD.search(t):
        return _iso(int(m[1]), int(m[2]), int(m[3]))
    if m := _D_MON_Y.search(t):
        return _iso(_year(m[3]), _MONTHS[m[2].lower()], int(m[1]))
    if m := _MON_D_Y.search(t):
        return _iso(_year(m[3]), _MONTHS[m[1].lower()], int(m[2]))
    if m := _NUMERIC.search(t):
        a, b, y = int(m[1]), int(m[2]), _year(m[3])
        day, month = (a, b) if day_first else (b, a)
        if month > 12 >= day:  # 03/25/2021 read day-first: only month-first makes a date
            day, month = month, day
        return _iso(y, month, day)
    return None


_NUMBER = re.compile(r"\d(?:[\d.,'’\u00a0\u202f ]*\d)?")
_GROUPED = re.compile(r"\d{3}(?:[.,]\d+)?")


def normalize_amount(text: str) -> str | None:
    """An amount as a plain decimal string (``"-1234.50"``), or None.

    Currency symbols and codes are dropped; ``(12.00)``, ``-12.00``, ``12.00-`` and ``−12.00`` are negative.
    Thousand separators are ``,`` ``.`` ``'`` or spaces; the decimal mark is the last ``.``/``,`` unless
    that one is followed by exactly three digits and is the only mark (``1,234`` and ``1.234`` are
    thousands, ``1,23`` and ``1.5`` decimals; ``1.234,56`` and ``1,234.56`` both read 1234.56).
    """
    t = text.strip()
    m = _NUMBER.search(t)
    if m is None:
        return None
    core = m.group(0)
    groups = re.split(r"[\s\u00a0\u202f]+", core)
    if len(groups) > 1:  # "1 234,56" is one number; "2 12.50" is two, take the last
        if len(re.sub(r"\D.*", "", groups[0])) <= 3 and all(_GROUPED.fullmatch(g) for g in groups[1:]):
            core = "".join(groups)
        else:
            core = groups[-1]
    core = core.replace("'", "").replace("’", "")
    marks = [c for c in core if c in ".,"]
    if marks:
        last = max(core.rfind("."), core.rfind(","))
        after = core[last + 1 :]
        single_kind = len(set(marks)) == 1
        if single_kind and (len(marks) > 1 or (len(after) == 3 and core[:last] not in ("0", ""))):
            core = core.replace(marks[0], "")  # only thousand separators
        else:
            core = core[:last].replace(".", "").replace(",", "") + "." + after
    try:
        value = Decimal(core)
    except InvalidOperation:
        return None
    before, after = t[: m.start()], t[m.end() :]
    negative = bool(
        ("(" in before and ")" in after)  # (1,234.00)
        or re.search(r"[-−–]\s*[^\d\s]{0,4}\s*$", before)  # -12, -$12, $-12, USD -12
        or re.match(r"\s*[-−–]", after)  # 12.00-
        or re.match(r"\s*CR\b", after)  # 12.00 CR (credit)
    )
    return format(-value if negative and value else value, "f")


def normalize(text: str, kind: str, day_first: bool = True) -> str | None:
    if kind == "date":
        return normalize_date(text, day_first)
    if kind == "amount":
        return normalize_amount(text)
    return None


_TIME = re.compile(r"\d:\d\d")


def reads_as(text: str, kind: str) -> bool:
    """Whether ``text`` can be a value of this type: a date that parses; an amount that parses and is not a
    date or a time of day (``normalize_amount`` reads "31/10/2020" as 31). Text: always."""
    if kind == "date":
        return normalize_date(text) is not None or normalize_date(text, day_first=False) is not None
    if kind == "amount":
        return normalize_amount(text) is not None and normalize_date(text) is None and not _TIME.search(text)
    return True


# -- spans → values -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """One decoded span with what the JSON and the row grouping need."""

    field: str
    text: str
    confidence: float
    page: int
    box: Box | None  # page units, union of the words on ``page``
    line_id: int
    xpath: str | None
    start: int  # first word index (document order)
    normalized: str | None = None
    typed: bool = False  # has a date/amount type (so ``normalized`` is written even when None)
    lines: int = 1  # how many lines (page, line id) its words lie on; 1 where the reader gave no line ids

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"value": self.text}
        if self.typed:
            d["normalized"] = self.normalized
        d["confidence"] = round(self.confidence, 4)
        d["page"] = self.page
        d["bbox"] = None if self.box is None else [round(v, 2) for v in self.box]
        return d

    @property
    def key(self) -> str:
        """What makes two values "the same" (for candidates and multi fields)."""
        return self.normalized or " ".join(self.text.split()).casefold()


def span_cells(
    doc: Document,
    spans: Sequence[Span],
    tag_probs: Sequence[float],
    *,
    day_first: bool = True,
    types: Mapping[str, str] | None = None,
) -> list[Cell]:
    """A :class:`Cell` per span: text joined by spaces, confidence = mean tag probability of its words."""
    entries = list(doc.iter_words())
    return [_cell(entries, [s], tag_probs, day_first, types) for s in spans]


def _cell(
    entries: Sequence[tuple[Page, Word]],
    group: Sequence[Span],
    tag_probs: Sequence[float],
    day_first: bool,
    types: Mapping[str, str] | None,
) -> Cell:
    """One value from one or more spans of one field (in reading order): texts joined by spaces,
    confidence = mean tag probability over all their words, box = union of the words on the first page."""
    idx = [i for s in group for i in range(s.start, s.end)]
    words = [entries[i] for i in idx]
    page = words[0][0]
    on_page = [w for p, w in words if p.number == page.number]
    text = " ".join(" ".join(w.text for _, w in entries[s.start : s.end]) for s in group)
    name = group[0].label
    kind = field_type(name, types)
    return Cell(
        field=name,
        text=text,
        confidence=float(sum(tag_probs[i] for i in idx) / len(idx)),
        page=page.number,
        box=union_box([w.box for w in on_page]),
        line_id=on_page[0].line_id,
        xpath=on_page[0].xpath,
        start=group[0].start,
        normalized=normalize(text, kind, day_first),
        typed=kind != "text",
        lines=len({(p.number, w.line_id) for p, w in words}),
    )


# A text value split over several spans: its lines are joined when the next one starts at most JOIN_GAP line
# heights below the previous one and lines up with it (left edges, right edges or centres within ALIGN_TOL of
# the page width, at least a quarter of a line height).
JOIN_GAP = 1.5
ALIGN_TOL = 0.01


def joinable_fields(field_kinds: Mapping[str, str], types: Mapping[str, str] | None = None) -> set[str]:
    """The fields whose values may be split over lines and joined again (:func:`join_split_spans`): single
    fields of type text (an address, a name)."""
    return {f for f, k in field_kinds.items() if k == "single" and field_type(f, types) == "text"}


def join_split_spans(
    doc: Document,
    spans: Sequence[Span],
    field_kinds: Mapping[str, str],
    types: Mapping[str, str] | None = None,
) -> list[list[Span]]:
    """Group the spans that are pieces of one value; every span lands in exactly one group.

    Only ``single`` fields of type ``text`` are joined (an address, a name): a date or an amount is never
    spread over lines, and ``multi``/``item`` values are separate by nature (wrapped item cells are joined by
    :func:`group_rows`). Reading order may interleave the lines of two blocks printed side by side, so the
    lines of one address become separate spans with the other block's words between them; two spans of one
    field are pieces of one value when the second continues the first (:func:`_continues_value`):

    * with geometry (PDF, scans): same page, the second's first line starts below the first's last line with a
      blank gap of at most ``JOIN_GAP`` line heights, and the two lines are aligned in one column (left,
      right or centre within ``ALIGN_TOL`` of the page width);
    * web text: the next text node (consecutive line ids) in the same block element or under the same parent;
    * plain text: the next line of the same block (paragraph).

    Groups come back in reading order of their first span, each group's spans in reading order.
    """
    entries = list(doc.iter_words())
    groups: list[list[Span]] = []
    open_groups: dict[str, list[list[Span]]] = {}
    for s in sorted(spans, key=lambda s: s.start):
        if field_kinds.get(s.label, "single") != "single" or field_type(s.label, types) != "text":
            groups.append([s])
            continue
        best, best_gap = None, float("inf")
        for g in open_groups.get(s.label, ()):
            gap = _continues_value(doc.format, entries, g[-1], s)
            if gap is not None and gap <= best_gap:  # the nearest line above; ties: the latest group
                best, best_gap = g, gap
        if best is not None:
            best.append(s)
        else:
            groups.append([s])
            open_groups.setdefault(s.label, []).append(groups[-1])
    return groups


def _edge_line(entries: Sequence[tuple[Page, Word]], s: Span, last: bool) -> tuple[Page, list[Word]]:
    """The page and the words of span ``s`` on its last (or first) line."""
    page, anchor = entries[s.end - 1 if last else s.start]
    words = [w for p, w in entries[s.start : s.end] if p.number == page.number and w.line_id == anchor.line_id]
    return page, (words if anchor.line_id >= 0 else [anchor])


def _continues_value(fmt: str, entries: Sequence[tuple[Page, Word]], a: Span, b: Span) -> float | None:
    """How far below span ``a`` span ``b`` starts (blank gap in line heights; 0 without geometry) when ``b`` is
    the next line of the value ``a`` belongs to; None when it is not."""
    pa, la = _edge_line(entries, a, last=True)
    pb, lb = _edge_line(entries, b, last=False)
    if pa.number != pb.number:
        return None
    ba, bb = union_box([w.box for w in la]), union_box([w.box for w in lb])
    if ba is not None and bb is not None and all(w.box is not None for w in (*la, *lb)):
        height = max(ba[3] - ba[1], bb[3] - bb[1], 1e-6)
        gap = bb[1] - ba[3]
        if not -0.25 * height <= gap <= JOIN_GAP * height:  # overlapping = the same line, not the next one
            return None
        tol = max(ALIGN_TOL * pa.width, 0.25 * height)
        aligned = (abs(ba[0] - bb[0]) <= tol or abs(ba[2] - bb[2]) <= tol
                   or abs((ba[0] + ba[2]) - (bb[0] + bb[2])) / 2 <= tol)
        return max(gap, 0.0) / height if aligned else None
    wa, wb = la[-1], lb[0]
    if wa.line_id < 0 or wb.line_id != wa.line_id + 1:
        return None
    if wa.block_id >= 0 and wa.block_id == wb.block_id:
        return 0.0
    if fmt == "web" and wa.xpath and wb.xpath and wa.xpath.rsplit("/", 1)[0] == wb.xpath.rsplit("/", 1)[0]:
        return 0.0
    return None


def move_continuations(
    doc: Document,
    tags: list[str],
    conf: list[float],
    field_kinds: Mapping[str, str],
    prob: Callable[[int, str], float],
    *,
    min_prob: float,
    types: Mapping[str, str] | None = None,
) -> None:
    """A dropped piece of one text field that is the next line of another text field's value, or the line right
    above it, moves to it (``tags``/``conf`` changed in place), when the model gives it that field's tags with
    mean probability ≥ ``min_prob`` (``prob(word, tag)``).

    Why: two address blocks side by side are read line by line, interleaved. Both end in a country ("United
    Kingdom" in the left column, again one line lower in the right one); the model often tags both
    ``customer_address`` (the right one at 0.55–0.65, ``vendor_address`` 0.35–0.45). The second is not the next
    line of the customer address (another column), so it is a separate, less confident candidate that the
    decoder drops, and the vendor address loses its last line. The rule moves a candidate only when it would
    be dropped anyway (not its field's best value) and only onto the line right under a value of the other
    field, in its column (:func:`_continues_value`); any of its values, not only the best: a multi-page
    order repeats both addresses on every page, and the best may be another page's. The same holds for an
    address's first line tagged with the other address (the street above "Raleigh, NC 37113", the other
    address's tags at 0.5-0.9): it moves onto the value it is the line right above of (ninth session, two
    validation-family invoices). Then each value takes the untagged line right under it when the model leans
    that way (:func:`_take_next_lines`).
    """
    entries = list(doc.iter_words())
    spans = [t for t in (trim_span(s, entries) for s in tags_to_spans(tags)) if t is not None]
    text_singles = joinable_fields(field_kinds, types)
    by_field: dict[str, list[list[Span]]] = {}
    for g in join_split_spans(doc, spans, field_kinds, types):
        if g[0].label in text_singles:
            by_field.setdefault(g[0].label, []).append(g)

    def mean_conf(g: list[Span]) -> float:
        idx = [i for s in g for i in range(s.start, s.end)]
        return sum(conf[i] for i in idx) / len(idx)

    best = {f: min(gs, key=lambda g: (-mean_conf(g), g[0].start)) for f, gs in by_field.items()}  # as ranked
    moved: set[int] = set()
    for f, gs in by_field.items():
        for g in gs:
            if g is best[f]:
                continue
            moves = []  # (mean probability, target field, new tags, their probabilities, the value continued)
            for other, bs in by_field.items():
                for b in bs:
                    below = _continues_value(doc.format, entries, b[-1], g[0]) is not None
                    above = _continues_value(doc.format, entries, g[-1], b[0]) is not None
                    if other == f or id(b) in moved or not (below or above):
                        continue
                    seq = [t for s in g for t in spans_to_tags(len(s), [Span(other, 0, len(s))])]
                    q = [prob(i, t) for i, t in zip((i for s in g for i in range(s.start, s.end)), seq)]
                    moves.append((sum(q) / len(q), other, seq, q, b, below))
            if not moves:
                continue
            score, other, seq, q, b, below = max(moves, key=lambda m: m[0])
            if score < min_prob:
                continue
            for i, t, p in zip((i for s in g for i in range(s.start, s.end)), seq, q):
                tags[i], conf[i] = t, p
            if below:
                b.extend(g)  # a further line may continue it
            else:
                b[:0] = g  # its first line now
            moved.add(id(g))  # no longer a value of f
    _take_next_lines(doc, entries, tags, conf, best, prob, LINE_MIN_PROB)


# An untagged line right under a text value, in its column, joins it when its words' probability of belonging to
# the value's field (any of B/I/E/S) is this on average. Session 9 (build 7): 0.35, 0.3, 0.25 and 0.2 tried on
# the validation sets; 0.3 and 0.25 gave the same best figures (a lone "USA" at 0.29-0.40 rejoins its address),
# 0.2 cost a validation-family vendor address. (Session 8 scored the one tag the line would get, S at a
# lone word, at 0.35: the model often splits a country between S- and E-, which that missed.)
LINE_MIN_PROB = 0.3


def _take_next_lines(doc: Document, entries: Sequence[tuple[Page, Word]], tags: list[str], conf: list[float],
                     best: dict[str, list[Span]], prob: Callable[[int, str], float], min_prob: float,
                     max_words: int = 4, max_lines: int = 3) -> None:
    """Each text field's value takes the ``O`` line (at most ``max_words`` words of one column, :func:`_beside`)
    that is its next line (:func:`_continues_value`) when the model gives that line's words the field (the sum
    of its B/I/E/S probabilities) with a mean ≥ ``min_prob``; up to ``max_lines`` lines. Why: an address's last
    line, the country alone ("USA"), is often left ``O`` at 0.4–0.6 with the address's own tags close behind;
    the decoder then returns the address without it. The geometry keeps this to the line right under the value,
    in its column."""
    lines: list[Span] = []  # maximal runs of O words on one line
    i, n = 0, len(tags)
    while i < n:
        if tags[i] != "O":
            i += 1
            continue
        j = i + 1
        page, word = entries[i]
        while (j < n and tags[j] == "O" and entries[j][0].number == page.number
               and entries[j][1].line_id == word.line_id and _beside(entries[j - 1][1], entries[j][1])):
            j += 1
        if j - i <= max_words:
            lines.append(Span("O", i, j))
        i = j
    for f, g in best.items():
        for _ in range(max_lines):
            cands = []
            for r in lines:
                if _continues_value(doc.format, entries, g[-1], r) is None:
                    continue
                seq = spans_to_tags(len(r), [Span(f, 0, len(r))])
                q = [prob(k, t) for k, t in zip(range(r.start, r.end), seq)]
                mass = [sum(prob(k, f"{p}-{f}") for p in "BIES") for k in range(r.start, r.end)]
                cands.append((sum(mass) / len(mass), r, seq, q))
            if not cands:
                break
            score, r, seq, q = max(cands, key=lambda c: c[0])
            if score < min_prob:
                break
            for k, t, p in zip(range(r.start, r.end), seq, q):
                tags[k], conf[k] = t, p
            lines.remove(r)
            g = [*g, Span(f, r.start, r.end)]


# Two words of one line belong to one column when the blank between them is at most this many line heights:
# a word space is about 0.3, the gutter between two address blocks side by side tens of heights.
COLUMN_GAP = 2.0


def _beside(a: Word, b: Word) -> bool:
    """Word ``b`` follows ``a`` in the same column of their line (True without boxes). Why: a line read across
    two address blocks ("USA" under the left one, "USA" under the right one) is two candidate lines, one
    per block; scored as one, the right block's word drowned the left one's probability (a select-val
    invoice's customer address lost its country)."""
    if a.box is None or b.box is None:
        return True
    height = max(a.box[3] - a.box[1], b.box[3] - b.box[1], 1e-6)
    return b.box[0] - a.box[2] <= COLUMN_GAP * height


def _has_content(text: str) -> bool:
    """A letter, a digit or a currency sign ($, €, £: a currency value of its own)."""
    return any(ch.isalnum() or unicodedata.category(ch) == "Sc" for ch in text)


def trim_span(s: Span, entries: Sequence[tuple[Page, Word]]) -> Span | None:
    """``s`` without the words at its ends that hold no letter, digit or currency sign (OCR specks such as
    ``~`` or ``®`` before a shop's name, a stray ``:``); None when nothing is left. Inner punctuation stays."""
    start, end = s.start, s.end
    while start < end and not _has_content(entries[start][1].text):
        start += 1
    while end > start and not _has_content(entries[end - 1][1].text):
        end -= 1
    if start == end:
        return None
    return s if (start, end) == (s.start, s.end) else Span(s.label, start, end)


def decode_fields(
    doc: Document,
    tags: Sequence[str],
    tag_probs: Sequence[float] | None,
    field_kinds: Mapping[str, str],
    *,
    day_first: bool = True,
    types: Mapping[str, str] | None = None,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``(fields, line_items)`` JSON from one tag per word (``tag_probs`` None = gold tags, confidence 1).

    Spans lose the symbol-only words at their ends (:func:`trim_span`); the spans of a single text field that
    continue one another are joined into one value before the candidates are ranked (:func:`join_split_spans`)."""
    if len(tags) != doc.num_words:
        raise ValueError(f"{len(tags)} tags for {doc.num_words} words")
    probs = [1.0] * len(tags) if tag_probs is None else list(tag_probs)
    entries = list(doc.iter_words())
    spans = [t for t in (trim_span(s, entries) for s in tags_to_spans(tags)) if t is not None]
    groups = join_split_spans(doc, spans, field_kinds, types)
    cells = [_cell(entries, g, probs, day_first, types) for g in groups]

    by_field: dict[str, list[Cell]] = {f: [] for f, k in field_kinds.items() if k != "item"}
    items: list[Cell] = []
    for c in cells:
        kind = field_kinds.get(c.field, "single")  # a tag the labels did not declare: treat as single
        if kind == "item":
            items.append(c)
        else:
            by_field.setdefault(c.field, []).append(c)

    fields: dict[str, Any] = {}
    for name, found in by_field.items():
        kind = field_kinds.get(name, "single")
        distinct = _distinct(found)
        if kind == "multi":
            fields[name] = [c.to_json() for c in distinct]
        elif not distinct:
            fields[name] = None
        else:
            # A date or amount field's value should read as one: those that do rank first, then confidence.
            kind_of = field_type(name, types)
            score = {c.key: c.confidence for c in distinct}
            if kind_of == "amount":
                # An amount printed several times (a receipt's total above the cash paid and the change) adds
                # up its occurrences' confidences: one "22.00" (cash) at 0.70 no longer beats "21.50" twice at
                # 0.68 and 0.61. SROIE validation total 0.720 -> 0.760; text fields: select-val worse (MODEL_CARD)
                score = {}
                for c in found:
                    score[c.key] = score.get(c.key, 0.0) + c.confidence
            ranked = sorted(distinct, key=lambda c: (not reads_as(c.text, kind_of), -score[c.key], c.start))
            if kind_of == "text":
                ranked = _prefer_extensions(ranked)
            best = ranked[0].to_json()
            if len(ranked) > 1:
                best["candidates"] = [c.to_json() for c in ranked[1 : 1 + MAX_CANDIDATES]]
            fields[name] = best
    _separate_dates(fields)
    _split_dates(fields)
    _order_dates(fields)
    rows = group_rows(items, types=types, day_first=day_first)
    return fields, [{c.field: c.to_json() for c in row} for row in rows]


# A longer copy of a value replaces the best one when it is about as sure (the best's confidence minus this). On
# the validation sets the addresses that gained their country line were 0.04-0.08 less sure than the copies
# without it; a customer number under an invoice number, taken as its second line (0.56), 0.22 less.
EXTEND_MARGIN = 0.1


def _extends(longer: Cell, shorter: Cell) -> bool:
    """``longer`` is ``shorter`` and more lines: its words start with all of ``shorter``'s."""
    a, b = shorter.text.casefold().split(), longer.text.casefold().split()
    return (longer.lines > shorter.lines and len(b) > len(a) and b[: len(a)] == a
            and longer.confidence >= shorter.confidence - EXTEND_MARGIN)


def _prefer_extensions(ranked: list[Cell]) -> list[Cell]:
    """The best text value gives way to another candidate that holds all its words and more.

    Why: a multi-page document repeats its header; one page's copy may miss a value's last line (an address's
    country, tagged with the other address on that page) while another page's copy has it. The shorter copy
    is often the more confident (fewer words, each sure), so confidence alone returns the cut value."""
    top = ranked[0]
    while True:
        longer = [c for c in ranked if _extends(c, top)]
        if not longer:
            break
        top = longer[0]  # the best ranked of them; it may itself be extended
    return [top, *(c for c in ranked if c is not top)]


# A document's own date comes first: its due, delivery or expiry date is never earlier. A model that read both
# dates but mixed up which is which (templates put their labels anywhere) is set right here.
LATER_DATES = ("due_date", "delivery_date", "expiry_date")


def _separate_dates(fields: dict[str, Any], unsure: float = 0.95) -> None:
    """The document's date and a later date that came out as the same date: the less confident of the two,
    when the model is unsure of it (confidence < ``unsure``), takes the best other date among the two fields'
    candidates instead. Why: a multi-page document repeats a compact header (the date alone) on later pages,
    where the model tags it ``date`` with certainty; on page 1 the two dates share one probability mass, so
    Viterbi and the fill step can hand the document's own date to ``due_date`` too, and the real due date,
    left as a ``date`` candidate, is lost. A due date that really is the document's date (due on receipt) is
    kept when the model is sure of it (≥ ``unsure``). The threshold was 0.5; 0.95 on the validation families
    (a header table "Order Number | Date | Deliver By" whose page-1 date the model gives ``due_date`` at
    0.69–0.9): 210 documents' due_date 0.920 → 0.969, select-val 0.967 → 0.978, receipts unchanged."""
    first = fields.get("date")
    for name in LATER_DATES:
        later = fields.get(name)
        if not (isinstance(first, dict) and isinstance(later, dict)):
            continue
        same = first.get("normalized")
        if not same or later.get("normalized") != same:
            continue
        weak = later if later["confidence"] <= first["confidence"] else first
        if weak["confidence"] >= unsure:
            continue
        others = _other_dates([*first.get("candidates", []), *later.get("candidates", [])], same)
        if not others:
            continue
        pick = dict(max(others, key=lambda c: c["confidence"]))
        rest = [c for c in weak.get("candidates", []) if c.get("normalized") != pick["normalized"]]
        pick["candidates"] = [{k: v for k, v in weak.items() if k != "candidates"}, *rest][:MAX_CANDIDATES]
        fields["date" if weak is first else name] = pick
        first = fields.get("date")


def _split_dates(fields: dict[str, Any], sure: float = 0.8) -> None:
    """Two different dates both tagged ``date`` with confidence ≥ ``sure`` and an empty ``due_date``: the
    second one is the due date (:func:`_order_dates` then puts the earlier one in ``date``). Why: on an unseen
    layout the model can be certain that both are the document's dates and not which is which."""
    first = fields.get("date")
    if "due_date" not in fields or fields["due_date"] is not None or not isinstance(first, dict):
        return
    if first["confidence"] < sure or not first.get("normalized"):
        return
    others = _other_dates(first.get("candidates", []), first["normalized"], sure)
    if others:
        fields["due_date"] = dict(others[0])
        first["candidates"] = [c for c in first["candidates"] if c is not others[0]]


def _other_dates(candidates: Sequence[dict[str, Any]], value: str, min_confidence: float = 0.0) -> list[dict]:
    """The candidates that read as a date other than ``value`` (ISO) with at least ``min_confidence``."""
    return [c for c in candidates
            if c.get("normalized") and c["normalized"] != value and c["confidence"] >= min_confidence]


def _order_dates(fields: dict[str, Any]) -> None:
    first = fields.get("date")
    for name in LATER_DATES:
        later = fields.get(name)
        if not (isinstance(first, dict) and isinstance(later, dict)):
            continue
        a, b = first.get("normalized"), later.get("normalized")
        if a and b and b < a:  # ISO dates compare as strings
            fields["date"], fields[name] = later, first
            first = later  # the next later date is compared with the date now in place


def field_values(
    doc: Document,
    tags: Sequence[str],
    tag_probs: Sequence[float] | None,
    field_kinds: Mapping[str, str],
) -> dict[str, list[str]]:
    """``{field: [value text, ...]}``: what :func:`decode_fields` returns, flattened (header values, then the
    cells of every line item), for scoring."""
    fields, items = decode_fields(doc, tags, tag_probs, field_kinds)
    out: dict[str, list[str]] = {}
    for name, v in fields.items():
        for c in v if isinstance(v, list) else [v] if v else []:
            out.setdefault(name, []).append(c["value"])
    for row in items:
        for name, c in row.items():
            out.setdefault(name, []).append(c["value"])
    return out


def _distinct(cells: Sequence[Cell]) -> list[Cell]:
    """One cell per distinct value: the highest-confidence occurrence, in order of first appearance."""
    best: dict[str, Cell] = {}
    for c in cells:
        if c.key not in best or c.confidence > best[c.key].confidence:
            best[c.key] = c
    return list(best.values())


# -- line items ----------------------------------------------------------------------------------------

_TR = re.compile(r"^(.*?/tr(?:\[\d+\])?)(?:/|$)", re.IGNORECASE)


def group_rows(
    cells: Sequence[Cell], *, types: Mapping[str, str] | None = None, day_first: bool = True
) -> list[list[Cell]]:
    """Group item cells into table rows, in reading order across pages.

    * With boxes (PDF, scans): per page, cells sorted by their top; a cell joins the open row when it
      overlaps, vertically, at least half the height of the row's shortest cell (so a description wrapped
      over two lines stays in its row without swallowing the next one). A table continuing on the next page
      simply continues the rows.
    * Web text: cells under the same ``<tr>`` (XPath prefix) form a row.
    * Plain text: cells on the same line form a row.
    A wrapped cell's next line is a separate span on its own visual line; the line joins the row above when
    every cell on it is a text field the row already has, sits in that cell's column (horizontal overlap) and
    starts less than one line height below it (:func:`_continues`). Checking the whole line keeps tightly
    spaced rows apart: the next row's item number and description sit in the same columns, just below, but
    its quantity and amounts do not continue anything.
    Within a row, a field seen twice (a wrapped or split description) is merged: texts joined in reading
    order, confidence averaged, boxes united.
    """
    rows: list[list[Cell]] = []
    pages = sorted({c.page for c in cells})
    for page in pages:
        on_page = [c for c in cells if c.page == page]
        if all(c.box is not None for c in on_page):
            page_rows = 0
            for line in _visual_lines(on_page):
                # a wrapped cell's next line: every cell on it continues a text cell of the row above (a line
                # that also holds a quantity or an amount, or a cell in a new column, is the next row)
                if page_rows and all(_continues(rows[-1], c, types) for c in line):
                    rows[-1].extend(line)
                    continue
                rows.append(list(line))
                page_rows += 1
        else:
            keyed: dict[Any, list[Cell]] = {}
            for c in sorted(on_page, key=lambda c: c.start):
                m = _TR.match(c.xpath or "")
                key = m.group(1) if m else ("line", c.line_id) if c.line_id >= 0 else ("cell", c.start)
                keyed.setdefault(key, []).append(c)
            rows += list(keyed.values())
    return [_merge_repeats(row, types, day_first) for row in rows]


def _visual_lines(cells: Sequence[Cell]) -> list[list[Cell]]:
    """Cells (with boxes, one page) grouped into visual lines, top to bottom: a cell joins the open line when it
    overlaps, vertically, at least half the height of the line's shortest cell (so a description wrapped over
    two lines stays with its row's other cells without swallowing the next row)."""
    lines: list[list[Cell]] = []
    band: tuple[float, float] | None = None
    for c in sorted(cells, key=lambda c: (c.box[1], c.box[0], c.start)):
        top, bottom = c.box[1], c.box[3]
        if band is not None:
            overlap = min(band[1], bottom) - max(band[0], top)
            shortest = min(band[1] - band[0], bottom - top)
            if overlap >= 0.5 * max(shortest, 1e-6):
                lines[-1].append(c)
                if bottom - top < band[1] - band[0]:
                    band = (top, bottom)
                continue
        lines.append([c])
        band = (top, bottom)
    return lines


def _continues(row: list[Cell], c: Cell, types: Mapping[str, str] | None) -> bool:
    """Is ``c`` (starting a new visual line) the next line of a wrapped text cell in ``row``?"""
    if field_type(c.field, types) != "text":
        return False
    above = [a for a in row if a.field == c.field and a.page == c.page and a.box is not None]
    if not above or len({a.field for a in row}) < 2:
        return False
    a = max(above, key=lambda a: a.box[3])  # the lowest line of that cell so far
    line = a.box[3] - a.box[1]
    overlaps = min(a.box[2], c.box[2]) - max(a.box[0], c.box[0]) > 0
    return overlaps and 0 <= c.box[1] - a.box[3] < line


def _merge_repeats(row: list[Cell], types: Mapping[str, str] | None, day_first: bool) -> list[Cell]:
    by_field: dict[str, list[Cell]] = {}
    for c in sorted(row, key=lambda c: c.start):
        by_field.setdefault(c.field, []).append(c)
    out = []
    for name, cs in by_field.items():
        if len(cs) == 1:
            out.append(cs[0])
            continue
        first = cs[0]
        text = " ".join(c.text for c in cs)
        kind = field_type(name, types)
        same_page = [c.box for c in cs if c.page == first.page]
        out.append(
            Cell(
                field=name, text=text, confidence=sum(c.confidence for c in cs) / len(cs), page=first.page,
                box=union_box(same_page), line_id=first.line_id, xpath=first.xpath, start=first.start,
                normalized=normalize(text, kind, day_first), typed=kind != "text",
                lines=sum(c.lines for c in cs),  # wrapped pieces: one line each
            )
        )
    return sorted(out, key=lambda c: c.start)
