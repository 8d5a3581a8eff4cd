"""Tags → spans → cells: the words of each value, its text, confidence, page and box.

A :class:`Cell` is one value as the result JSON shows it (``{"value", "normalized", "confidence", "page",
"bbox"}``, docs/DESIGN.md "The result"); the pieces of one text value that reading order split apart are
joined first (:func:`join_split_spans`), and symbol-only words at a span's ends dropped (:func:`trim_span`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from docx_cli.currency import find_currency
from docx_cli.decode.normalize import field_type, find_date, is_currency, name_words, normalize, reads_as
from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rules.lines import blank_after, next_word, same_line
from docx_cli.decode.rules.names import open_word
from docx_cli.document import Box, Document, Page, Word, union_box
from docx_cli.tagging import Span, tags_to_spans


@dataclass(frozen=True)
class Cell:
    """One decoded span with what the JSON and the row grouping need."""

    field: str
    text: str
    confidence: float  # what the JSON reports: how sure the value is read right (make_cell)
    score: float  # mean tag probability over its words: what ranks one field's candidates (make_cell)
    page: int
    box: Box | None  # page units, union of the words on ``page``
    line_id: int
    xpath: str | None
    start: int  # first word index (document order)
    end: int = 0  # one past its last word index
    normalized: str | None = None
    typed: bool = False  # has a date/amount type (so ``normalized`` is written even when None)
    lines: int = 1  # how many lines (page, line id) its words lie on; 1 where the reader gave no line ids

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"value": self.text}
        if self.typed or self.normalized is not None:  # a currency's ISO code too
            d["normalized"] = self.normalized
        d["confidence"] = round(self.confidence, 4)
        d["score"] = round(self.score, 4)  # decoding's own: the JSON rules rank by it; dropped after them
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
    params: DecodeParams = DEFAULT,
) -> list[Cell]:
    """A :class:`Cell` per span: text joined by spaces, confidence and score as :func:`make_cell` says."""
    entries = list(doc.iter_words())
    return [make_cell(entries, [s], tag_probs, day_first, types, params) for s in spans]


def make_cell(
    entries: Sequence[tuple[Page, Word]],
    group: Sequence[Span],
    tag_probs: Sequence[float],
    day_first: bool,
    types: Mapping[str, str] | None,
    params: DecodeParams = DEFAULT,
    multi: bool = False,
    decimal: str | None = None,
) -> Cell:
    """One value from one or more spans of one field (in reading order): texts joined by spaces, box = union of
    the words on the first page.

    ``confidence`` (what the JSON reports) is the least, over its words, of the word's tag probability times
    its OCR confidence (1 for a text layer): a value is right only when every word of it is, so one word the
    model or the OCR was unsure of makes the value unsure. Over every value of the real validation sets it
    tells right values from wrong ones better than the mean tag probability did (AUROC, `docx evaluate`'s
    ``confidence``: SROIE through OCR 0.536 → 0.737, WildReceipt 0.668 → 0.693, DeepForm 0.742 → 0.748).
    ``score``, the mean tag probability, ranks a field's candidates: a long name with one unsure word still
    beats a short distractor (ranked by ``confidence``, DeepForm lost an advertiser to a station's name and
    the generator's held-out layouts 0.9548 → 0.9541).

    A date value is the date it reads as (rule ``date_text``): the time of day, weekday or label the span also
    holds drops from its text, and the words outside the date from its box and confidence (OCR glues a
    receipt's "16/02/2018 12:04:58" into one word; the model may tag "Date:" with its date). ``multi``: the
    field holds several values (a contract's parties, named in running text and lists). ``decimal``: the
    document's decimal mark (:func:`~docx_cli.decode.normalize.decimal_mark`), for the amounts' normal form."""
    idx = [i for s in group for i in range(s.start, s.end)]
    text = " ".join(" ".join(w.text for _, w in entries[s.start : s.end]) for s in group)
    name = group[0].label
    kind = field_type(name, types)
    if kind == "date" and params.on("date_year"):
        text, idx = _date_with_year(text, idx, entries, day_first)
    if kind == "date" and params.on("date_text"):
        text, idx = _date_part(text, idx, entries, day_first)
    elif kind == "text" and is_name(name):
        if params.on("name_column"):
            idx = _one_column(idx, entries, tag_probs, params.column_gap)
            text = " ".join(entries[i][1].text for i in idx)
        if params.on("name_one_size"):
            idx = _one_type_size(idx, entries, params.name_size_ratio)
            text = " ".join(entries[i][1].text for i in idx)
        if params.on("logo_letters"):
            idx = _ends_in_type(idx, entries, params.name_size_ratio)
            text = " ".join(entries[i][1].text for i in idx)
        if params.on("name_lines_column") and not multi:
            idx = _lines_in_column(idx, entries)
            text = " ".join(entries[i][1].text for i in idx)
        if params.on("name_number_line"):
            idx = _before_number_line(idx, entries)
            text = " ".join(entries[i][1].text for i in idx)
        if params.on("name_text"):
            text, idx = _name_part(idx, entries)
    elif kind == "text" and "address" in name_words(name):
        if params.on("logo_letters"):
            idx = _ends_in_type(idx, entries, params.name_size_ratio)
        while len(idx) > 1 and _trailing_phone(entries[idx[-1]][1].text):  # "… TASIK DAMAI 016-5498845,": the
            idx = idx[:-1]  # phone printed after the address is none of it
        text = " ".join(entries[i][1].text for i in idx)
    elif kind == "amount":  # as printed: "$8.20", which ingest split into "$" "8.20" (ingest/words.py)
        text = " ".join(printed(entries[s.start : s.end]) for s in group)
    words = [entries[i] for i in idx]
    read = [1.0 if w.confidence is None else w.confidence for _, w in words]
    page = words[0][0]
    on_page = [w for p, w in words if p.number == page.number]
    return Cell(
        field=name,
        text=text,
        confidence=float(min(tag_probs[i] * r for i, r in zip(idx, read))),
        score=float(sum(tag_probs[i] for i in idx) / len(idx)),
        page=page.number,
        box=union_box([w.box for w in on_page]),
        line_id=on_page[0].line_id,
        xpath=on_page[0].xpath,
        start=idx[0],
        end=idx[-1] + 1,
        normalized=find_currency(text) if is_currency(name) else normalize(text, kind, day_first, decimal),
        typed=kind != "text",
        lines=len({(p.number, w.line_id) for p, w in words}),
    )


def printed(entries: Sequence[tuple[Page, Word]]) -> str:
    """The words' texts joined by spaces, but for two pieces of one printed word that ingest split (a glued
    currency and amount, "$8.20": "$" and "8.20", boxed edge to edge on one line): those join as printed."""
    out = ""
    prev: Word | None = None
    for _, w in entries:
        piece = (prev is not None and prev.box is not None and w.box is not None and prev.line_id == w.line_id
                 and prev.box[2] == w.box[0] and prev.box[1] == w.box[1] and prev.box[3] == w.box[3])
        out += w.text if prev is None or piece else " " + w.text
        prev = w
    return out


def _date_with_year(text: str, idx: list[int], entries: Sequence[tuple[Page, Word]],
                    day_first: bool) -> tuple[str, list[int]]:
    """``(text, word indices)`` of a date value that reads as no date, with the next one or two words of its
    line when with them it does and the date starts in the tagged words (rule ``date_year``): the model may tag
    a receipt's "24 Mar" and leave its year "18" out; else with the word before it on its line when the date
    then starts there and ends in the tagged words ("24" | "November 2022" under "Due On:"); else with both
    ("DEC" | "05" | "2026" on a till receipt). Unchanged otherwise."""
    found = find_date(text, day_first)
    if found is not None and found[0] is not None:
        return text, idx
    page, last = entries[idx[-1]]
    more = []
    for i in range(idx[-1] + 1, min(idx[-1] + 1 + YEAR_WORDS, len(entries))):
        p, w = entries[i]
        if p.number != page.number or w.line_id != last.line_id:
            break
        more.append(i)
        longer = " ".join([text, *(entries[j][1].text for j in more)])
        found = find_date(longer, day_first)
        if found is not None and found[0] is not None and found[1] < len(text):
            return longer, [*idx, *more]
    first = idx[0] - 1  # ... or the word before it on its line, its day ("24" | "November 2022")
    if (first >= 0 and entries[first][0].number == page.number
            and entries[first][1].line_id == entries[idx[0]][1].line_id):
        day = entries[first][1].text
        found = find_date(f"{day} {text}", day_first)
        if found is not None and found[0] is not None and found[1] == 0 and found[2] > len(day) + 1:
            return f"{day} {text}", [first, *idx]
        for n in range(1, len(more) + 1):  # ... or both: the day alone tagged of "DEC" | "05" | "2026"
            longer = " ".join([day, text, *(entries[j][1].text for j in more[:n])])
            found = find_date(longer, day_first)
            if found is not None and found[0] is not None and found[1] == 0:
                return longer, [first, *idx, *more[:n]]
    return text, idx


def _date_part(text: str, idx: list[int], entries: Sequence[tuple[Page, Word]],
               day_first: bool) -> tuple[str, list[int]]:
    """``(text, word indices)`` cut to the first real date in ``text`` (the words ``idx``, joined by single
    spaces); unchanged when none reads as a date or when the date is all there is."""
    found = find_date(text, day_first)
    if found is None or found[0] is None:
        return text, idx
    _, start, end = found
    if not text[:start].strip() and not text[end:].strip():
        return text, idx
    kept, at = [], 0
    for i in idx:  # the words the date's characters lie in
        n = len(entries[i][1].text)
        if at < end and at + n > start:
            kept.append(i)
        at += n + 1
    return text[start:end], kept or idx


YEAR_WORDS = 2  # the most words rule date_year adds after a date value: a year, or an apostrophe and a year
_NAME_WORDS = frozenset({"name", "party"})
# A phone number: at least seven digits, written with the separators phone numbers have ("203-392-3626",
# "(03)9876-5432", "+44.20.7946.0958"); a store number "744007" or an account "(133903)" is not one.
_PHONE = re.compile(r"^(?=(?:\D*\d){7})\+?[\d()]+(?:[-./][\d()]+)+$")
_NUMERIC_DATE = re.compile(r"^\d{1,4}([-/.])\d{1,2}\1\d{2,4}$")  # "01/23/20"; not "2020" (Mike Bloomberg 2020)
_POSSESSIVE = re.compile(r"['’]s$")
# An account or registration number printed after a name: "(133903)", "(728384-M)", glued or not.
ACCOUNT_CODE = re.compile(r"\s*\([A-Z]{0,4}\d[\dA-Z-]*\)[.,;]?$")  # and a customer's code, "(CUS8827)"


def _not_name(word: str) -> bool:
    """A word that ends no name: a phone number, a numeric date, a key ("Market:", "Tel:"), an account
    number in brackets or "c/o" (the name of whom a letter goes through follows)."""
    return (bool(_PHONE.match(word) or _NUMERIC_DATE.match(word) or ACCOUNT_CODE.fullmatch(word))
            or word.endswith(":") or word.lower() == "c/o")


def _trailing_phone(word: str) -> bool:
    """Whether a word ending an address is a phone number ("016-5498845,"), not a ZIP+4 code ("94828-1234")."""
    w = word.strip(",;.")
    return bool(_PHONE.match(w)) and not _ZIP4.fullmatch(w)


_ZIP4 = re.compile(r"\d{5}-\d{4}")


def is_name(name: str) -> bool:
    """Whether field ``name`` holds a name (vendor_name, customer_name, a contract's party)."""
    return bool(_NAME_WORDS.intersection(name_words(name)))


def _one_column(idx: list[int], entries: Sequence[tuple[Page, Word]], tag_probs: Sequence[float],
                gap: float) -> list[int]:
    """The words of a name value in one column (rule ``name_column``): the piece the model is surest of (mean
    tag probability; the first of equals) where a blank of ``gap`` line heights or more cuts a line of it.

    A name is printed in one piece; across a gutter its line goes on in the next column ("Hanse Medical" …
    "N. DDT:", a heading "CONFERMA D'ORDINE", the other party's name), which reading order puts right after
    it. Words without boxes (web, plain text) are one piece."""
    pieces = [[idx[0]]]
    for a, b in pairwise(idx):
        blank = blank_after(entries, a, b)
        if blank is not None and blank >= gap:
            pieces.append([b])
        else:
            pieces[-1].append(b)
    return max(pieces, key=lambda piece: sum(tag_probs[i] for i in piece) / len(piece))


def _one_type_size(idx: list[int], entries: Sequence[tuple[Page, Word]], ratio: float) -> list[int]:
    """The words of a name value up to its first line printed in another type size (rule ``name_one_size``).

    One value is set in one type: where the model carried a name from a line onto the next, and the next
    line's words are ``ratio`` times taller or shorter (a shop's name in logo type over "Dubai"; a heading over
    its sub-title), that line is something else; unless the name is cut open there, its line ending on "&" or
    "for" or the next starting with "&". Lines of one size stay (a two-line name). A line's size is
    the median height of its words; words without boxes (web, plain text) keep every line."""
    lines = _value_lines(idx, entries)
    first = _line_height(lines[0], entries)
    kept = list(lines[0])
    for line in lines[1:]:
        height = _line_height(line, entries)
        if (first and height and max(first, height) >= ratio * min(first, height)
                and not open_word(entries[kept[-1]][1].text) and entries[line[0]][1].text != "&"):
            break  # (a name cut open goes on: "SUMMIT PEAK ROOFING" / "& Exteriors, Inc.")
        kept += line
    return kept


def _value_lines(idx: list[int], entries: Sequence[tuple[Page, Word]]) -> list[list[int]]:
    """The words ``idx`` of a value (in reading order) cut into its lines."""
    lines = [[idx[0]]]
    for i in idx[1:]:
        if same_line(entries, lines[-1][-1], i):
            lines[-1].append(i)
        else:
            lines.append([i])
    return lines


def _lines_in_column(idx: list[int], entries: Sequence[tuple[Page, Word]]) -> list[int]:
    """The words of a name value up to its first further line outside the column of its first line (rule
    ``name_lines_column``).

    A name printed over two lines is one block: its second line stands under its first (left-aligned,
    centred or right-aligned, it overlaps the first line's width by at least half its own). Where the model
    carried a name onto a line that stands elsewhere (a monogram in the page's corner, the city of an address
    block in the other column: "UNION HARDWARE" | "Galway"), that line is something else. Words without boxes
    keep every line, and so does a name inside running text (a word right before it on its line: a contract's
    "... by and between AmerisourceBergen Specialty Group," / "Inc.", wrapped at the margin); a field of
    several names (a contract's parties) is not cut (:func:`make_cell`'s ``multi``: Kleister NDA's lists of
    companies in two columns, "Ace Hardware Corporation" / "Dillard's, Inc.", are the model's to read).
    Measured: the generator's held-out layouts 0.9578 → 0.9580 (3 documents better, none worse); every real
    set unchanged."""
    if any(entries[i][1].box is None for i in idx) or (idx[0] > 0 and next_word(entries, idx[0] - 1, idx[0])):
        return idx
    lines = _value_lines(idx, entries)
    kept = list(lines[0])
    x0, x1 = _x_range(lines[0], entries)  # the first line's column
    for line in lines[1:]:
        a, b = _x_range(line, entries)
        if min(x1, b) - max(x0, a) < 0.5 * min(x1 - x0, b - a):
            break
        kept += line
    return kept


def _x_range(ks: Sequence[int], entries: Sequence[tuple[Page, Word]]) -> tuple[float, float]:
    return (min(entries[i][1].box[0] for i in ks), max(entries[i][1].box[2] for i in ks))  # type: ignore[index]


def _ends_in_type(idx: list[int], entries: Sequence[tuple[Page, Word]], ratio: float) -> list[int]:
    """The words of a name or an address value less those at its ends printed ``ratio`` times taller than its
    middle word (rule ``logo_letters``).

    A name or an address is set in one type: a letterhead's monogram or logo letters printed on its line ("FL" |
    "Avenue Louise 15", "CF" | "Polígono Industrial, 117", "PENTAX" | "Arbor Car Wash") are the logo's, not the
    value's. Words without boxes (web, plain text) stay, and so does a value of two words (its middle word is
    the taller). Measured: the generator's held-out layouts 0.9572 → 0.9574 (addresses: 3 documents better,
    none worse), WildReceipt 0.7696 → 0.7712 (names: one store name better, none worse); every other set
    unchanged."""
    heights = sorted(w.box[3] - w.box[1] for _, w in (entries[i] for i in idx) if w.box is not None)
    if len(heights) < 3:
        return idx
    middle = heights[len(heights) // 2]

    def tall(i: int) -> bool:
        box = entries[i][1].box
        return box is not None and box[3] - box[1] >= ratio * middle

    start, end = 0, len(idx)
    while start < end and tall(idx[start]):
        start += 1
    while end > start and tall(idx[end - 1]):
        end -= 1
    return idx[start:end] or idx


def _before_number_line(idx: list[int], entries: Sequence[tuple[Page, Word]]) -> list[int]:
    """The words of a name value up to its first further line that starts with a digit (rule
    ``name_number_line``).

    A name does not go on into a line that begins with a number: under a shop's or a party's name that line is
    its street address ("ADRAK" / "15 Wertheim Court", "SINCLAIR" / "5905 HV 72ND"), a phone or a registration
    number. The name's own first line keeps its digits ("99 SPEED MART", "7-Eleven")."""
    for k in range(1, len(idx)):
        if not same_line(entries, idx[k - 1], idx[k]) and entries[idx[k]][1].text[:1].isdigit():
            return idx[:k]
    return idx


def _line_height(line: list[int], entries: Sequence[tuple[Page, Word]]) -> float:
    heights = sorted(w.box[3] - w.box[1] for _, w in (entries[i] for i in line) if w.box is not None)
    return heights[len(heights) // 2] if heights else 0.0


def _name_part(idx: list[int], entries: Sequence[tuple[Page, Word]]) -> tuple[str, list[int]]:
    """``(text, word indices)`` of a name value (rule ``name_text``): what the model tagged after the name on
    its line drops (a phone number "DAIKO 203-392-3626", a date, the next field's key "… for Market:", an
    account or registration number "Senate Leadership Fund (28553)", "… Sdn Bhd(728384-M)"); a name read
    twice in a row ("Stephen Milstein Stephen Milstein": a signature block's typed name under its
    signature line) is read once; a logo's monogram opening it drops ("MS" | "Mälardalens Städservice AB"); a
    possessive goes ("Micromet, Inc.’s obligations"), and so does a comma or semicolon the name ends on ("Pvt.
    Ltd.," before its address)."""
    kept = list(idx)
    while len(kept) > 1 and _not_name(entries[kept[-1]][1].text):
        kept.pop()
    if _monogram(kept, entries):
        kept = kept[1:]
    n = len(kept)
    if n >= 4 and n % 2 == 0:
        first, second = ([letters_key(entries[i][1].text) for i in half] for half in (kept[: n // 2], kept[n // 2:]))
        if first == second:
            kept = kept[: n // 2]
    kept = _past_logo(kept, entries)
    text = " ".join(entries[i][1].text for i in kept)
    if len(text) > 3:
        text = ACCOUNT_CODE.sub("", _POSSESSIVE.sub("", text)) or text
    return text.rstrip(",;") or text, kept  # "WS Retail Services Pvt. Ltd.," before the next line


def _monogram(kept: Sequence[int], entries: Sequence[tuple[Page, Word]]) -> bool:
    """Whether a name's first word is a logo's monogram: two to four capitals that are the initials of the words
    after it ("MS" | "Mälardalens Städservice AB", "BP" | "Bright Path Tutoring")."""
    first = entries[kept[0]][1].text
    n = len(first)
    if not (2 <= n <= 4 and first.isalpha() and first.isupper() and len(kept) > n):
        return False
    return "".join(entries[k][1].text[:1] for k in kept[1 : n + 1]).upper() == first


def _past_logo(kept: list[int], entries: Sequence[tuple[Page, Word]]) -> list[int]:
    """A name's words less a logo's that begin it by printing its first words again: "PENNINE" | "Pennine
    Electrical Wholesale Ltd", "Roti Senja" / "ROTI SENJA BAKERY SDN BHD", "BUILD RIGHT" | "BUILDRIGHT HOME
    CENTER" is the name the logo stands over.
    The copy differs from the name's own words in its case or stands on another line ("Walla Walla Foods"
    keeps its name)."""
    n = len(kept)
    for k in range(1, n - 1):
        logo = "".join(letters_key(entries[i][1].text) for i in kept[:k])
        for m in range(1, n - k):
            copy = kept[k : k + m]
            if ("".join(letters_key(entries[i][1].text) for i in copy) == logo
                    and ([entries[i][1].text for i in kept[:k]] != [entries[i][1].text for i in copy]
                         or not same_line(entries, kept[k - 1], copy[0]))):
                return kept[k:]
    return kept


def joinable_fields(field_kinds: Mapping[str, str], types: Mapping[str, str] | None = None) -> set[str]:
    """The fields whose values may be split over lines and joined again (:func:`join_split_spans`): single
    fields of type text (an address, a name)."""
    return {f for f, k in field_kinds.items() if k == "single" and field_type(f, types) == "text"}


def join_split_spans(
    doc: Document,
    spans: Sequence[Span],
    field_kinds: Mapping[str, str],
    types: Mapping[str, str] | None = None,
    params: DecodeParams = DEFAULT,
) -> list[list[Span]]:
    """Group the spans that are pieces of one value; every span lands in exactly one group.

    Only the addresses among the ``single`` fields of type ``text`` are joined (:func:`spans_lines`): a name is
    one line (but a name ending on "for", "of" or "&" goes on with its next line, rule ``open_names``), a date or an amount is never spread over lines, and ``multi``/``item`` values are separate by
    nature (wrapped item cells are joined by :func:`group_rows`). Reading order may interleave the lines of
    two blocks printed side by side, so the lines of one address become separate spans with the other block's
    words between them; two spans of one field are pieces of one value when the second continues the first
    (:func:`continues_value`):

    * with geometry (PDF, scans): same page, the second's first line starts below the first's last line with a
      blank gap of at most ``params.join_gap`` line heights, and the two lines are aligned in one column (left,
      right or centre within ``params.align_tol`` of the page width);
    * web text: the next text node (consecutive line ids) in the same block element or under the same parent;
    * plain text: the next line of the same block (paragraph).

    With geometry, two pieces one line further apart are one value too when the line between them is
    untagged and lies in their column (rule ``address_gap``, :func:`gap_line`): that line joins them.

    Groups come back in reading order of their first span, each group's spans in reading order; with the
    rule ``join_split_spans`` off, every span is a group of its own.
    """
    if not params.on("join_split_spans"):
        return [[s] for s in sorted(spans, key=lambda s: s.start)]
    entries = list(doc.iter_words())
    covered = {i for s in spans for i in range(s.start, s.end)}  # words some value holds
    groups: list[list[Span]] = []
    open_groups: dict[str, list[list[Span]]] = {}
    for s in sorted(spans, key=lambda s: s.start):
        if (field_kinds.get(s.label, "single") != "single" or field_type(s.label, types) != "text"
                or not (spans_lines(s.label) or is_name(s.label))):
            groups.append([s])
            continue
        best, best_gap, bridge = None, float("inf"), []
        for g in open_groups.get(s.label, ()):
            if not spans_lines(s.label) and not (params.on("open_names") and _open(entries, g)):
                continue  # a name is one line, unless it ends cut ("Beth Parlato for" / "Congress")
            gap, middle = continues_value(doc.format, entries, g[-1], s, params), []
            if gap is None and spans_lines(s.label) and params.on("address_gap"):
                middle = gap_line(entries, g[-1], s, covered, params)
                gap = None if middle is None else 1.0 + params.join_gap  # past any direct continuation
            if gap is None or repeats_value(entries, g, s):
                continue
            if gap <= best_gap:  # the nearest line above; ties: the latest group
                best, best_gap, bridge = g, gap, middle or []
        if best is not None:
            best.extend([*bridge, s])
            covered.update(i for m in bridge for i in range(m.start, m.end))  # a line joins one value
        else:
            groups.append([s])
            open_groups.setdefault(s.label, []).append(groups[-1])
    return groups


def _open(entries: Sequence[tuple[Page, Word]], group: Sequence[Span]) -> bool:
    """Whether a name's value read so far ends on a word no name ends on ("Beth Parlato for"): its next line
    goes on with it (rule ``open_names``)."""
    return open_word(entries[group[-1].end - 1][1].text)


def spans_lines(name: str) -> bool:
    """Whether a value of field ``name`` is printed over several lines by nature: an address. A name is one
    line: the line under a shop's or an advertiser's name is its branch, its street or a slogan, and joining
    it cost names on every real set (WildReceipt store name 0.365 against 0.423 unjoined, SROIE company 0.606
    against 0.646, DeepForm advertiser 0.719 against 0.731), while addresses need it (the generator's
    validation addresses 0.98 / 0.96 joined, 0.42 / 0.52 not)."""
    return "address" in name_words(name)


def letters_key(text: str) -> str:
    """A text's letters and digits in lower case: copies of one word or name compare equal ("SENJA" = "Senja")."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def repeats_value(entries: Sequence[tuple[Page, Word]], group: Sequence[Span], b: Span) -> bool:
    """Whether ``b`` is the value ``group`` holds printed again (a name under itself: "Tom Steyer 2020" twice,
    "Kevin Cookingham for Congress-R" over "Kevin Cookingham for Congress"), not its next line: the one's
    letters and digits begin the other's, at least six of them (an address's lines never do)."""
    first = letters_key(" ".join(w.text for g in group for _, w in entries[g.start:g.end]))
    second = letters_key(" ".join(w.text for _, w in entries[b.start:b.end]))
    shorter, longer = sorted((first, second), key=len)
    return len(shorter) >= 6 and longer.startswith(shorter)


def edge_line(entries: Sequence[tuple[Page, Word]], s: Span, last: bool) -> tuple[Page, list[Word]]:
    """The page and the words of span ``s`` on its last (or first) line."""
    page, anchor = entries[s.end - 1 if last else s.start]
    words = [w for p, w in entries[s.start : s.end] if p.number == page.number and w.line_id == anchor.line_id]
    return page, (words if anchor.line_id >= 0 else [anchor])


_OVERLAP = 0.4  # of a line's height: how far the next line's box may reach up into it (OCR boxes a line with
#                 margins: a scan's lines 12 pt apart overlap by a third of their boxes)


def continues_value(fmt: str, entries: Sequence[tuple[Page, Word]], a: Span, b: Span,
                    params: DecodeParams = DEFAULT) -> float | None:
    """How far below span ``a`` span ``b`` starts (blank gap in line heights; 0 without geometry) when ``b`` is
    the next line of the value ``a`` belongs to; None when it is not."""
    pa, la = edge_line(entries, a, last=True)
    pb, lb = edge_line(entries, b, last=False)
    if pa.number != pb.number:
        return None
    ba, bb = union_box([w.box for w in la]), union_box([w.box for w in lb])
    if ba is not None and bb is not None and all(w.box is not None for w in (*la, *lb)):
        height = max(ba[3] - ba[1], bb[3] - bb[1], 1e-6)
        gap = bb[1] - ba[3]
        if not -_OVERLAP * height <= gap <= params.join_gap * height:  # overlapping more: the same line, not the next
            return None
        tol = max(params.align_tol * pa.width, 0.25 * height)
        return max(gap, 0.0) / height if _aligned(ba, bb, tol) else None
    wa, wb = la[-1], lb[0]
    if wa.line_id < 0 or wb.line_id != wa.line_id + 1:
        return None
    if wa.block_id >= 0 and wa.block_id == wb.block_id:
        return 0.0
    if fmt == "web" and wa.xpath and wb.xpath and wa.xpath.rsplit("/", 1)[0] == wb.xpath.rsplit("/", 1)[0]:
        return 0.0
    return None


def _aligned(a: Box, b: Box, tol: float) -> bool:
    """Two lines' boxes in one column: left, right or centre within ``tol``."""
    return abs(a[0] - b[0]) <= tol or abs(a[2] - b[2]) <= tol or abs((a[0] + a[2]) - (b[0] + b[2])) / 2 <= tol


def gap_line(entries: Sequence[tuple[Page, Word]], a: Span, b: Span, covered: set[int],
             params: DecodeParams = DEFAULT) -> list[Span] | None:
    """The words of the one line missing between two pieces of an address (rule ``address_gap``), as spans of
    its field; None when there is no such line.

    The model often tags an address's street and postcode lines and leaves the city line between them
    untagged ("59 Jackson Lane" / "Manchester" / "CF12 1BD"). A line is taken when it lies between the two
    pieces (``a`` above ``b`` on one page, aligned in one column, each gap at most ``params.join_gap`` line
    heights), none of its words in that column holds another value, and it is one line: every one of them
    lies on it. Words of the line outside the column (the next block's, read on the same line) stay out."""
    pa, la = edge_line(entries, a, last=True)
    pb, lb = edge_line(entries, b, last=False)
    ba, bb = union_box([w.box for w in la]), union_box([w.box for w in lb])
    if pa.number != pb.number or ba is None or bb is None:
        return None
    height = max(ba[3] - ba[1], bb[3] - bb[1], 1e-6)
    tol = max(params.align_tol * pa.width, 0.25 * height)
    if not _aligned(ba, bb, tol):
        return None
    left, right = min(ba[0], bb[0]), max(ba[2], bb[2])
    picked = [i for i in range(a.end, b.start)
              if entries[i][0].number == pa.number and (w := entries[i][1]).box is not None
              and ba[3] - 0.25 * height < (w.box[1] + w.box[3]) / 2 < bb[1] + 0.25 * height  # between them
              and w.box[0] < right and w.box[2] > left]  # in their column
    if not picked or any(i in covered for i in picked):
        return None
    mid = union_box([entries[i][1].box for i in picked])
    if (mid[3] - mid[1] > 1.6 * height  # more than one line
            or not -0.25 * height <= mid[1] - ba[3] <= params.join_gap * height
            or not -0.25 * height <= bb[1] - mid[3] <= params.join_gap * height
            or not _aligned(ba, mid, tol)):
        return None
    runs: list[Span] = []
    for i in picked:  # contiguous runs of word indices: one span each
        if runs and runs[-1].end == i:
            runs[-1] = Span(a.label, runs[-1].start, i + 1)
        else:
            runs.append(Span(a.label, i, i + 1))
    return runs


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


_CONTACT = re.compile(r"<?[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}>?|<?(?:https?://|www\.)\S+>?", re.IGNORECASE)


def name_contacts(s: Span, entries: Sequence[tuple[Page, Word]]) -> Span:
    """A name without the e-mail or web addresses at its end ("Fern & Fable <store+48213@t.shopifyemail.com>"),
    where a word is left; else ``s``."""
    end = s.end
    while end > s.start + 1 and _CONTACT.fullmatch(entries[end - 1][1].text):
        end -= 1
    return s if end == s.end else Span(s.label, s.start, end)


def date_line(s: Span, entries: Sequence[tuple[Page, Word]]) -> Span:
    """A date read over two lines or more: the words on its last line, where they read as a date by themselves
    ("Guests 2" | "Nov 27, 2026" read as "2 Nov 27"); else ``s``."""
    last = s.end - 1
    if entries[s.start][0].number != entries[last][0].number or entries[s.start][1].line_id == entries[last][1].line_id:
        return s
    start = next(k for k in range(s.start, s.end) if entries[k][1].line_id == entries[last][1].line_id)
    text = " ".join(w.text for _, w in entries[start:s.end])
    return Span(s.label, start, s.end) if reads_as(text, "date") else s


def value_spans(entries: Sequence[tuple[Page, Word]], tags: Sequence[str],
                params: DecodeParams = DEFAULT, types: Mapping[str, str] | None = None) -> list[Span]:
    """The spans of ``tags`` (repaired, :func:`docx_cli.tagging.tags_to_spans`), trimmed (:func:`trim_span`)
    unless the rule ``trim_symbols`` is off; a date's cut to its last line (:func:`date_line`, rule
    ``date_line``)."""
    spans = tags_to_spans(tags)
    if params.on("date_line"):
        spans = [date_line(s, entries) if field_type(s.label, types) == "date" else s for s in spans]
    if params.on("name_contacts"):
        spans = [name_contacts(s, entries) if "name" in s.label.split("_") else s for s in spans]
    if not params.on("trim_symbols"):
        return spans
    return [t for t in (trim_span(s, entries) for s in spans) if t is not None]
