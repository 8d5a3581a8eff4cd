"""Rules on a line item's text cell: ``one_column`` (it sits in one column of its row), ``whole_cells``,
``open_ends``, ``priced_lines`` and ``wrap_above``; ``address_cells``, an address's line, and
``touching_pieces``, a name or address cut in two on its line (each explained at its function).

Rule ``one_column``: a line item's text cell sits in one column of its row.

Why: a row reads "5 | set | High Speed HDMI Cable | 12.00": the unit of measure ("set", "Satz", "pièce",
"EA") is a column of its own next to the description, and a model that has not seen the layout tags it as part
of the description, so the row's description came back as "set High Speed HDMI Cable" (about 250 of the
composed held-out split's 800 wrong descriptions). Words of one cell are a word space apart; columns are
separated by a gutter. Of an item text field's words on one line, split where the blank between two of them is
wider than ``params.column_gap`` line heights, the piece with the most characters is the cell; the other pieces
lose the tag. A description wrapped over two lines is untouched: each of its lines is one piece.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise

from docx_cli.decode.normalize import PRICE, field_type, name_words
from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rules.arithmetic import roles
from docx_cli.decode.rules.keys import amount_key_names, fold, key_names, party_key_names, recipient_key
from docx_cli.decode.rules.letterhead import TITLE_WORDS
from docx_cli.decode.rules.lines import boxed_lines, next_word, same_line, split_cells
from docx_cli.decode.rules.names import form_word, open_word
from docx_cli.decode.rules.next_lines import CONTACT
from docx_cli.decode.rules.sender import SEPARATORS
from docx_cli.decode.spans import continues_value, is_name, join_split_spans, spans_lines
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans


def one_column(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
               types: Mapping[str, str] | None = None, params: DecodeParams = DEFAULT) -> list[str]:
    """``tags`` with each item text field kept to one column per line (a new list)."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    entries = list(doc.iter_words())
    by_line: dict[tuple[str, int, int], list[int]] = {}
    for k, t in enumerate(tags):
        field = t[2:] if t != OUTSIDE else None
        page, word = entries[k]
        if field in fields and word.box is not None and word.line_id >= 0:
            by_line.setdefault((field, page.number, word.line_id), []).append(k)
    drop: set[int] = set()
    for ks in by_line.values():
        pieces = split_cells(entries, ks, params.column_gap)
        if len(pieces) > 1:
            keep = max(pieces, key=lambda p: sum(len(entries[k][1].text) for k in p))
            drop.update(k for p in pieces if p is not keep for k in p)
    return without(tags, drop)


def without(tags: Sequence[str], drop: set[int]) -> list[str]:
    """``tags`` with the words ``drop`` untagged, each span cut into the runs of words it keeps; a new list."""
    if not drop:
        return list(tags)
    spans = []
    for s in tags_to_spans(tags):
        spans += [Span(s.label, run[0], run[-1] + 1) for run in _runs([k for k in range(s.start, s.end) if k not in drop])]
    return spans_to_tags(len(tags), spans)


def _runs(ks: Sequence[int]) -> list[list[int]]:
    runs: list[list[int]] = []
    for k in ks:
        if runs and runs[-1][-1] == k - 1:
            runs[-1].append(k)
        else:
            runs.append([k])
    return runs


def address_column(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                   params: DecodeParams = DEFAULT) -> list[str]:
    """``tags`` with each address kept to one column: a line of it cut by a gutter keeps the piece that stands
    most in the column of the lines of that field no gutter cuts, within ``_NEAR`` line heights (rule
    ``address_column``; a new list).

    Why: two blocks side by side are read line by line, and the model runs an address's line on across the
    gutter into the next block ("Gewerbepark 2" | "Ausstellungsdatum", "CF" | "Polígono Industrial, 117" |
    "Fecha": a logo's initials, the street, the next block's key). An address is one block: the piece of a
    line outside the column of the address's line next to it is another block's and loses the tag. (Such
    a line does not join the address's other lines either, being in no column with them.) Where every line near
    is cut too (two address blocks side by side, read as one: "Kerkstraat 158" | "Rue de la Loi 71" over "7516
    Antwerpen" | "2092 Brugge"), the column the address starts in is kept: the generator's held-out layouts 2
    documents better, none worse."""
    fields = {f for f in kinds if spans_lines(f)}
    entries = list(doc.iter_words())
    by_line: dict[tuple[str, int, int], list[int]] = {}  # (field, page, line) → its words
    for k, t in enumerate(tags):
        word = entries[k][1]
        if t != OUTSIDE and t[2:] in fields and word.box is not None and word.line_id >= 0:
            by_line.setdefault((t[2:], entries[k][0].number, word.line_id), []).append(k)
    pieces = {at: split_cells(entries, ks, params.column_gap) for at, ks in by_line.items()}
    drop: set[int] = set()
    for (field, page, line), ps in pieces.items():
        if len(ps) < 2:
            continue
        y, h = _top_height(entries, by_line[(field, page, line)])
        near = [ks for (f, p, ln), ks in by_line.items()
                if (f, p) == (field, page) and ln != line and len(pieces[(f, p, ln)]) == 1
                and abs(_top_height(entries, ks)[0] - y) <= _NEAR * h]
        if not near:  # every line near is cut too (two blocks side by side): the column the address starts in
            near = [min((p for (f, pg, ln), cut in pieces.items() if (f, pg) == (field, page)
                         and abs(_top_height(entries, by_line[(f, pg, ln)])[0] - y) <= _NEAR * h for p in cut),
                        key=lambda p: p[0])]
        scores = [_in_column(entries, p, near) for p in ps]
        if max(scores) > 0:
            keep = ps[scores.index(max(scores))]
            drop.update(k for p in ps if p is not keep for k in p)
    return without(tags, drop)


_NEAR = 3.0  # line heights: how far the address's line whose column a cut line keeps to may stand


def _in_column(entries: Sequence, piece: Sequence[int], lines: Sequence[Sequence[int]]) -> float:
    """How far the words ``piece`` stand in the columns of ``lines`` (their overlaps, summed)."""
    return sum(max(0.0, _overlap(entries, piece, min(entries[k][1].box[0] for k in ks),
                                 max(entries[k][1].box[2] for k in ks))) for ks in lines)


def _top_height(entries: Sequence, ks: Sequence[int]) -> tuple[float, float]:
    """(the top, the height) of words ``ks`` of one line."""
    return (min(entries[k][1].box[1] for k in ks),
            max(max(entries[k][1].box[3] - entries[k][1].box[1] for k in ks), 1e-6))


def _overlap(entries: Sequence, piece: Sequence[int], x0: float, x1: float) -> float:
    """How far the words ``piece`` overlap the columns ``x0 .. x1``."""
    a = min(entries[k][1].box[0] for k in piece)
    b = max(entries[k][1].box[2] for k in piece)
    return min(b, x1) - max(a, x0)


# -- rule whole_cells -------------------------------------------------------------------------------------


def whole_cells(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with each line item's text cell (a description) taking the untagged words that follow it on its
    line a word space apart (rule ``whole_cells``; a new list).

    Why: the model drops a description's trailing number or code more often than any other word of it ("AL
    MARAI MILK" for WildReceipt's "AL MARAI MILK 15", "Air Filter 5 micron (PO" for "… (PO 92836 line 68)"):
    words printed a word space apart, with no gutter between them, are one cell. A tagged word (the price) or
    a gap wider than a line height ends the cell, and so does a price ("3.50": one the model left untagged is
    still the row's price, not part of its product). Before a product's text, the untagged words that open its
    cell, the first of letters ("Bakfiets" | "huur (week)", "CD" | "PELIGRO REIK S", "HRD 94" | "FF MICRO POP"):
    WildReceipt 0.7744 → 0.7859 (5 receipts better, none worse), the generator's held-out layouts 3 documents
    better, none worse; taking any untagged words before it (a code, a position number) had lowered
    WildReceipt's products 0.692 → 0.688 and the held-out descriptions 0.886 → 0.866.
    """
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    out = _rest_of_line(doc, _sizes(doc, tags, kinds, fields), fields, _price_stop)
    out = _rest_of_line(doc, _sizes(doc, out, kinds, fields), fields, _price_stop)  # ("tomatoes 6 x" | "2.5kg")
    texts = {f for f in fields if "id" not in name_words(f)}  # (an id is a code of its own)
    numbers = {f for f, k in kinds.items() if k == "item" and set(name_words(f)) & _NUMBERS}
    return _untagged_text(doc, _cell_opening(doc, out, texts, numbers), kinds, texts, fields - texts)


_ID_LIKE = re.compile(r"\d|[-./#]|^\w{1,5}$")  # a code: a digit, a separator or a short word ("TRS")


def _untagged_text(doc: Document, tags: Sequence[str], kinds: Mapping[str, str], texts: set[str], ids: set[str]
                   ) -> list[str]:
    """``tags`` with a row that has its item id and numbers but no text taking the untagged cell after its id as
    its description ("TRS" | "Spese di imballo e trasporto" | "1" | "45,00": the model read the row's code and
    numbers and left its product's words)."""
    if len(texts) != 1:
        return list(tags)
    text = next(iter(texts))
    entries = list(doc.iter_words())
    out = list(tags)
    for ks in boxed_lines(entries).values():
        labels = [tags[k][2:] for k in ks]
        if text in labels or not ids & set(labels) or not any(kinds.get(f) == "item" and f not in ids
                                                                for f in labels):
            continue
        after = next(n for n, f in enumerate(labels) if f in ids)
        if not _ID_LIKE.search(entries[ks[after]][1].text):
            continue  # (a heading read as an id: "RECOMMENDATIONS")
        after += 1
        while after < len(ks) and labels[after] in ids:
            after += 1
        run = [ks[after]] if after < len(ks) and tags[ks[after]] == OUTSIDE else []
        while run and run[-1] + 1 in ks and tags[run[-1] + 1] == OUTSIDE and next_word(entries, run[-1], run[-1] + 1) \
                and not _price_stop(entries, run[-1] + 1):
            run.append(run[-1] + 1)
        if run and _LETTERS_ONLY.fullmatch(entries[run[0]][1].text) and sum(len(entries[k][1].text) for k in run) >= 4:
            out[run[0]:run[-1] + 1] = spans_to_tags(len(run), [Span(text, 0, len(run))])
    return out


# a pack size: a count with its unit glued to it ("1,5L", "19.4OZ", "1.2X25M", "100CT", "42St"), no price
SIZE = re.compile(r"\d+(?:[.,]\d+)?(?:x\d+(?:[.,]\d+)?)?(?:l|ml|cl|dl|kg|g|gr|mg|lb|lbs|oz|ltr|lt|m|cm|mm|ct|pk|pcs|st|stk)\.?",
                  re.IGNORECASE)
_COUNTED = frozenset({"st", "stk", "stck", "pcs", "pc", "ct", "pk", "pack", "tab", "tabs", "cap", "caps",
                      "ud", "uds"})  # "Wattepads 120 St.", "HUEVOS CAMPEROS L 12 UD"
# a dimension printed as one word, "90x45", "5.0X70", "2400x1200": a product's size, never a count or a price
DIMENSION = re.compile(r"\d+(?:[.,]\d+)?[x×X]\d+(?:[.,]\d+)?(?:[x×X]\d+(?:[.,]\d+)?)?(?:mm|cm|m)?")
_DECIMAL = re.compile(r"\d+(?:[.,]\d+)?")  # a count or a measure: "12", "3.25"


_NUMBERS = frozenset({"quantity", "price", "amount"})  # an item's numbers a size is read as ("19.4OZ" | "3.29")


def _sizes(doc: Document, tags: Sequence[str], kinds: Mapping[str, str], fields: set[str]) -> list[str]:
    """``tags`` with a pack size read as a quantity or a price a word space after a product's text ("COLA ZERO" |
    "1,5L", "DISH SOAP" | "19.4OZ", "BUILDING PAPER" | "1.2X25M", "IBUPROFEN 200MG" | "100CT") untagged, for the
    text to take: a count printed with a unit of volume, weight, length or count glued to it, or followed by one
    ("Wattepads" | "120" | "St."), is the product's size, unless weighed at a price ("2.5 lb @ 0.59"); so is a
    dimension right before the text ("180x18" | "bevel-back weatherboard")."""
    out = list(tags)
    entries = list(doc.iter_words())
    for k, t in enumerate(tags):
        if (t[:2] == "S-" and kinds.get(t[2:]) == "item" and set(name_words(t[2:])) & _NUMBERS and k > 0
                and tags[k - 1][2:] in fields and next_word(entries, k - 1, k)
                and (SIZE.fullmatch(entries[k][1].text) or (
                    _DECIMAL.fullmatch(entries[k][1].text) and k + 1 < len(tags) and tags[k + 1] == OUTSIDE
                    and next_word(entries, k, k + 1)
                    and entries[k + 1][1].text.rstrip(".").casefold() in _MEASURES | _COUNTED
                    and not _weighed(entries, k)))):
            out[k] = OUTSIDE
        elif (t[:2] == "S-" and kinds.get(t[2:]) == "item" and set(name_words(t[2:])) & _NUMBERS
              and k + 1 < len(tags) and tags[k + 1][2:] in fields and tags[k + 1][:2] in ("B-", "S-")
              and next_word(entries, k, k + 1) and DIMENSION.fullmatch(entries[k][1].text)):
            out[k] = OUTSIDE  # ... and before it: "180x18" | "bevel-back weatherboard"
    return out


def _weighed(entries: Sequence[tuple[Page, Word]], k: int) -> bool:
    """Whether a count and its unit are a weighed quantity sold at a price: "2.5 lb @ 0.59", "3 kg x 1,20"."""
    return k + 2 < len(entries) and entries[k + 2][1].text in ("@", *TIMES) and next_word(entries, k + 1, k + 2)


def _price_stop(entries: Sequence[tuple[Page, Word]], k: int) -> bool:
    """Whether word ``k`` ends a product's cell: a price, but no measure ("0,75" of "Barolo DOCG 2021 - 0,75 l", the
    word after it a unit of measure; "2.75OZ", the unit glued to it) and no dimension's second number ("2.35" of
    "Pick-Up 20 x 2.35", a number and an "x" before it)."""
    text, after = entries[k][1].text, _after(entries, k)
    return bool(PRICE.search(text)) and not (after is not None and after.rstrip(".,").casefold() in _MEASURES) \
        and not SIZE.fullmatch(text) and not _dimension(entries, k)  # ("DORITOS 2.75OZ": a size, no price)


def _dimension(entries: Sequence[tuple[Page, Word]], k: int) -> bool:
    """Whether word ``k`` is the second number of a dimension printed "N x M" ("20 x 2.35", "110mm x 6m")."""
    return (k >= 2 and entries[k - 1][1].text in TIMES and next_word(entries, k - 2, k - 1)
            and next_word(entries, k - 1, k) and entries[k - 2][1].text[-1:].isdigit())


TIMES = frozenset({"x", "X", "×"})  # printed between a count and what it multiplies: "6 x 2.5kg", "2 x 1,45"


_MEASURES = frozenset({"l", "ml", "cl", "dl", "kg", "g", "gr", "mg", "lb", "lbs", "oz", "m", "cm", "mm", "km", "m2",
                       "m²", "m3", "m³", "ft", "in", "gal", "ltr", "lt", "kw", "w", "v", "mah"})


def _cell_opening(doc: Document, tags: Sequence[str], fields: set[str], numbers: set[str]) -> list[str]:
    """``tags`` with each text cell that starts a word space after untagged words opening its cell (at most
    ``_OPENING_WORDS``, the first of letters, none a price) taking them ("Bakfiets" | "huur (week)", "boAt
    Rockerz 450" | "Bluetooth Headphones": the model began the product a word or more into its cell). A word
    ending in a colon opens it only on a row the model read an item's number of ("Delivery: Paarl area" | 2 |
    950.00, "QA: Test plan"); elsewhere it is a key ("IBAN:", "Authorised by:")."""
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(tags):
        if s.label not in fields:
            continue
        start = s.start
        numbered = _numbered(entries, tags, s.end, numbers)
        while (start > 0 and out[start - 1] == OUTSIDE and next_word(entries, start - 1, start)
               and not PRICE.search(entries[start - 1][1].text)
               and (numbered or not entries[start - 1][1].text.endswith(":"))
               and s.start - start < _OPENING_WORDS):
            start -= 1
        while start < s.start and not (_LETTERS_ONLY.fullmatch(entries[start][1].text)
                                        or DIMENSION.fullmatch(entries[start][1].text)):
            start += 1  # the cell opens on a word of letters: not on a count or a code ("1" | "Coffee")
        if start < s.start and not (start > 0 and next_word(entries, start - 1, start)):
            out[start:s.end] = spans_to_tags(s.end - start, [Span(s.label, 0, s.end - start)])
    return out


_OPENING_WORDS = 6  # the most untagged words a product's cell may open on ("boAt Rockerz 450" | "Bluetooth …")


def _numbered(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], k: int, numbers: set[str]) -> bool:
    """Whether a word of ``numbers`` (an item's quantity or prices) stands on the line from word ``k`` on."""
    while k < len(entries) and same_line(entries, k - 1, k):
        if tags[k][2:] in numbers:
            return True
        k += 1
    return False


# a word of letters, or a short code starting with one ("A4" paper); no count, code or marker ("1x", "M", "P10447")
_LETTERS_ONLY = re.compile(r"(?:[^\W\d_]{2,}(?:-[^\W_]+)*-?|[^\W\d_][^\W_]{1,2})[,.:]?")  # ("Wand-WC", "WD-40", "Abhol-")


def address_cells(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with each address value taking the untagged words that follow it on its line a word space
    apart (rule ``address_cells``; a new list).

    Why: the model often stops an address a word short of its line's end, at a city, region or country it
    did not expect there ("9743" | "Gent", "20499 Bologna" | "(BO)", "Raleigh, NC 49257" | "USA"): the words
    of one line of an address block, with no gutter between them, are that address. A tagged word or a gap
    wider than a line height ends it, as for ``whole_cells``. Only an address the model read over two lines or
    more runs on: a one-line piece is often a stray (a receipt's branch, "AEON SHAH", printed under its
    address), and letting those run on too lost a SROIE receipt's address (SROIE through OCR 0.7769 → 0.7719)
    for the composed held-out customer addresses' 0.289 → 0.308."""
    fields = {f for f in kinds if spans_lines(f)}
    entries = list(doc.iter_words())
    several = set()  # the pieces of an address read over two lines or more (its lines joined: join_split_spans)
    for group in join_split_spans(doc, tags_to_spans(tags), kinds):
        if len({(entries[i][0].number, entries[i][1].line_id) for g in group for i in range(g.start, g.end)}) >= 2:
            several.update(group)
    return _rest_of_line(doc, tags, fields, _address_stop, several.__contains__)


_AREA_CODE = re.compile(r"\(\d{2,4}\)")  # "(670)" of "(670) 687-9629": a phone after the address


def _address_stop(entries: Sequence[tuple[Page, Word]], k: int) -> bool:
    """Whether word ``k`` after an address ends it: a key ("Fecha", "Tel", "Datum:"), a phone's area code."""
    text = entries[k][1].text
    return (text.endswith(":") or bool(_AREA_CODE.fullmatch(text)) or bool(CONTACT.search(fold(text)))
            or key_names(text) is not None or party_key_names(text) is not None)


def touching_pieces(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                    types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with two pieces of one single text field that touch on a line, a word space apart, made one
    value (rule ``touching_pieces``; a new list).

    Why: the model can end a name and start it again on the next word ("One World" | "Market - Indiana" on a
    WildReceipt receipt, B-E then B-I-E), and decoding keeps one piece as the value. Words of one cell, one
    after the other in reading order with no gutter between them, tagged the same field, are one value."""
    fields = {f for f, k in kinds.items() if k == "single" and field_type(f, types) == "text"}
    names = {f for f in fields if is_name(f)}
    entries = list(doc.iter_words())
    spans = tags_to_spans(tags)
    out: list[Span] = []
    for s in spans:
        last = out[-1] if out else None
        touch = last is not None and last.end == s.start and next_word(entries, last.end - 1, s.start)
        if touch and s.label in fields and last.label == s.label:
            out[-1] = Span(s.label, last.start, s.end)
        elif touch and {s.label, last.label} <= names and form_word(entries[s.end - 1][1].text):
            out[-1] = Span(s.label, last.start, s.end)  # one company's name read as two parties' ("Kranich" |
            #                                              "Radsport GmbH"): the piece with its legal form says whose
        else:
            out.append(s)
    return spans_to_tags(len(tags), out) if len(out) < len(spans) else list(tags)


def legal_forms(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with a party's name taking the legal form printed right after it, a word space apart (rule
    ``legal_forms``; a new list).

    Why: the model tags a company's name and leaves its legal form untagged, most often one it rarely saw
    ("Redwood Logistics" | "Teoranta", "Crest Provisions" | "NV", "Morgan Labs" | "EURL"): the form is part of
    the name as printed. At most ``_FORM_WORDS`` words, each a legal form or "&" ("GmbH & Co. KG").

    A name the model read as its legal form alone ("Sold By : WS Retail Services" | "Pvt. Ltd.,") takes the
    untagged words before it in its cell, up to ``_NAME_WORDS`` of them and a key ("By :"): a legal form names
    no one by itself (invoice2data's Flipkart invoice).

    A name cut a word or two before its form takes them where they read as a name's (a capital, no digit, key or title:
    "Rose City" | "Print Co.", "S.A." | "de" | "C.V.")."""
    fields = {f for f, k in kinds.items() if k == "single" and is_name(f)}
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(tags):
        if s.label not in fields:
            continue
        end = _form_end(entries, out, s.end)
        start = s.start
        if all(form_word(w.text) for _, w in entries[s.start:s.end]):  # a form alone: its name is before it
            while (start > 0 and s.start - start < _NAME_WORDS and out[start - 1] == OUTSIDE
                   and next_word(entries, start - 1, start) and not entries[start - 1][1].text.endswith(":")):
                start -= 1
        elif end > s.start and form_word(entries[end - 1][1].text) and entries[end - 1][1].text != "&":
            start = _name_start(entries, out, s.start, s.label)
        elif (end == s.end and s.end - s.start > 1 and not form_word(entries[s.end - 1][1].text)
              and same_line(entries, s.start, s.end - 1)):
            end = _name_end(entries, out, s.end)
        if end > s.end or start < s.start:
            out[start:end] = spans_to_tags(end - start, [Span(s.label, 0, end - start)])
        else:  # a form closes a name: a name read on over the line its form ends is cut there ("Lemaire &
            cut = next((k + 1 for k in range(s.start, s.end - 1)  # Associés SRL" / "Cabinet d'avocats")
                        if entries[k][1].line_id != entries[k + 1][1].line_id and form_word(entries[k][1].text)
                        and entries[k][1].text != "&"), None)
            if cut is not None:
                out[s.start:s.end] = [*spans_to_tags(cut - s.start, [Span(s.label, 0, cut - s.start)]),
                                      *[OUTSIDE] * (s.end - cut)]
    return out


def _name_start(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], start: int, label: str = "") -> int:
    """Where a company's name the model read from word ``start`` starts: at the first of the untagged words before
    it in its cell that read as a name's ("Subukia" | "Valley Farm Ltd", "Van der Heijden Sanitair" | "Groothandel
    B.V."), where they run back to the cell's start or a key's colon ("Razón Social: Redes y Sistemas" |
    "Córdoba S.R.L."); ``start`` where they do not (a name is its cell's, or follows its key).

    Why: the model starts a long name late, at a word it knows from other names, and leaves the words before it
    untagged; a name with its legal form is printed whole in its cell. Words the model read as the same party's
    address count as untagged ("CASA VERDE" | "HORECA S.R.L."): no address is printed a word space before its
    party's name."""
    address = "-" + label.replace("_name", "_address") if label.endswith("_name") else None

    def free(i: int) -> bool:
        return tags[i] == OUTSIDE or (address is not None and tags[i].endswith(address))

    k = start
    while (k > 0 and start - k < _NAME_WORDS and free(k - 1) and next_word(entries, k - 1, k)
           and not entries[k - 1][1].text.endswith(":")
           and (_name_word(entries[k - 1][1].text) or _initial(entries, k - 1))):
        k -= 1
    if k < start and tags[k][:2] in ("I-", "E-"):  # an address running on before the words taken: not its start
        return start
    opens = k == 0 or not next_word(entries, k - 1, k) or entries[k - 1][1].text.endswith(":")
    while k < start and _joining(entries[k][1].text):  # a name starts on none of "de", "y", "&"
        k += 1
    return k if opens else start


def legal_names(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with a party's name read without a legal form given up for the same name printed elsewhere on the
    page with its form (rule ``legal_names``; a new list).

    Why: a letterhead prints a company's short name or brand in large type ("HUNTER AUTO CARE", "DELTA LINEN") and
    its name in law in small type under it, in its bank details or its footer ("Hunter Auto Care Pty Ltd", "Delta
    Linen Company S.A.E."); the model reads the large one. The issuer's name a user files and an e-invoice's
    seller are the legal one. Found: the name's words, in any case, a word space apart, then at most
    ``_PLAIN_WORDS`` more that read as a name's and one to ``_FORM_WORDS`` legal forms ending the name; untagged,
    or tagged the same party already. A brand the legal name does not start with ("DOBLE-O" over "Cadena Comercial
    Doble O, S.A. de C.V.") is left."""
    fields = {f for f, k in kinds.items() if k == "single" and is_name(f)}
    if not fields <= {t[2:] for t in tags if t != OUTSIDE}:  # a till receipt, naming its shop alone, goes by its
        return list(tags)  # brand ("Little Bird Espresso", not its "… Pty Ltd" in the small print)
    entries = list(doc.iter_words())
    folded = [fold(w.text) for _, w in entries]
    starts: dict[str, list[int]] = {}  # folded word → where it stands: a copy's first word, looked up once
    for k, w in enumerate(folded):
        starts.setdefault(w, []).append(k)
    out = list(tags)
    spans = tags_to_spans(tags)
    for s in spans:
        if s.label not in fields or any(form_word(entries[k][1].text) for k in range(s.start, s.end)):
            continue
        name = folded[s.start:s.end]
        if len(name) < 2:  # one word ("RIDGEWAY" over a buyer's footer) may start any name
            continue
        for p in starts[name[0]]:
            end = (_legal_copy(entries, folded, name, p)
                   if p < len(entries) - len(name) and not s.start - len(name) < p < s.end else None)
            if end is None or any(t != OUTSIDE and t[2:] != s.label for t in out[p:end]):
                continue
            if any(o.label in fields and o.label != s.label and folded[o.start:o.end] == folded[p:end] for o in spans):
                break  # the other party's name (a wholesaler's logo read as its customer's)
            out[s.start:s.end] = [OUTSIDE] * (s.end - s.start)
            if any(t == OUTSIDE for t in out[p:end]):
                out[p:end] = spans_to_tags(end - p, [Span(s.label, 0, end - p)])
            break
    return out


def _legal_copy(entries: Sequence[tuple[Page, Word]], folded: Sequence[str], name: Sequence[str], p: int) -> int | None:
    """Where the copy of ``name`` (folded words) starting at word ``p`` ends with its legal form: after at most
    ``_PLAIN_WORDS`` name words and one to ``_FORM_WORDS`` forms, one cell's words; None where it is no such copy."""
    n = len(name)
    if list(folded[p:p + n]) != list(name) or not all(next_word(entries, k, k + 1) for k in range(p, p + n - 1)):
        return None
    k, plain, forms = p + n, 0, 0
    while k < len(entries) and next_word(entries, k - 1, k):
        text = entries[k][1].text
        if form_word(text):
            forms += text != "&"  # "GmbH & Co. KG"
        elif forms or plain == _PLAIN_WORDS or not _name_word(text):
            break
        else:
            plain += 1
        k += 1
        if forms == _FORM_WORDS:
            break
    return k if forms and form_word(entries[k - 1][1].text) and entries[k - 1][1].text != "&" else None


def _name_end(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], end: int) -> int:
    """Where a name of two words or more the model ended before word ``end`` ends: at the end of its cell, where at
    most ``_PLAIN_WORDS`` untagged words that read as a name's run on to it ("Maple Ridge City School" |
    "District" before a gutter and "PURCHASE ORDER", "Centre hospitalier" | "Val-des-Érables"); ``end`` where they
    do not (the cell runs on into a phrase, a number or a key).

    Why: the model ends a long name early, at a word its names usually end on, where a title shares its line; a
    name printed in a cell of its own is the whole cell."""
    k = end
    while (k < len(tags) and k - end < _PLAIN_WORDS and tags[k] == OUTSIDE and next_word(entries, k - 1, k)
           and _name_word(entries[k][1].text) and not _joining(entries[k][1].text)):
        k += 1
    closes = k == len(tags) or not next_word(entries, k - 1, k) or entries[k][1].text in SEPARATORS
    return k if closes else end


def _name_word(text: str) -> bool:
    """Whether a word reads as one of a company's name: a capital and letters ("Heijden", "Córdoba"), or a word
    joining two ("de", "y", "&"); no digit, key ("Destinataire") or document title, not one letter (a logo's)."""
    if _joining(text):
        return True
    return (text[0].isupper() and len(text.rstrip(".,")) > 1 and bool(_NAME_WORD.fullmatch(text))
            and fold(text) not in TITLE_WORDS and not (key_names(text) or party_key_names(text) or recipient_key(text)))


def _initial(entries: Sequence[tuple[Page, Word]], k: int) -> bool:
    """Whether word ``k`` is a capital letter beside an "&" on its line: a firm's initials ("J & K Murray
    Plumbing Pty Ltd"), not a logo's letter."""
    text = entries[k][1].text
    return (len(text) == 1 and text.isupper()
            and any(0 <= j < len(entries) and entries[j][1].text == "&" and same_line(entries, j, k) for j in (k - 1, k + 1)))


def _joining(text: str) -> bool:
    """Whether a word joins two of a name's ("de", "y", "der", "&"), in lower case."""
    return open_word(text) and (text == "&" or text.islower())


def _form_end(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], start: int) -> int:
    """Where a name ending before word ``start`` ends with the legal form printed after it, a word space apart:
    at most ``_FORM_WORDS`` forms (and "&", "de" between two: "GmbH & Co. KG", "S.A. de C.V."), after at most
    ``_PLAIN_WORDS`` words that read as a name's ("Print" of "Rose City" | "Print Co."), or the rest of a form the
    name ends on ("S.A." | "de C.V."); ``start`` where none."""
    end, k, plain = start, start, 0
    while (k < len(tags) and k - start < _FORM_WORDS + _PLAIN_WORDS and tags[k] == OUTSIDE
           and next_word(entries, k - 1, k)):
        text = entries[k][1].text
        if form_word(text):
            end = k + 1
        elif not (text.casefold() == "de" and end == k and (k > start or form_word(entries[k - 1][1].text))) and not (
                end == start and plain < _PLAIN_WORDS and text[0].isupper() and _NAME_WORD.fullmatch(text)
                and fold(text) not in TITLE_WORDS
                and not (key_names(text) or amount_key_names(text) or party_key_names(text))):
            break
        plain += end == start
        k += 1
    while end > start and entries[end - 1][1].text == "&":
        end -= 1
    return end


_FORM_WORDS = 3
_PLAIN_WORDS = 2  # the most words of a name between the model's end of it and its legal form
_NAME_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’-])*[.,]?")  # "Print", "Søn", "Smith's": letters, no digit
_NAME_WORDS = 5  # the most words of a name before a legal form the model tagged alone ("WS Retail Services")
def _rest_of_line(doc: Document, tags: Sequence[str], fields: set[str],
                  stop: Callable[[Sequence[tuple[Page, Word]], int], bool],
                  runs_on: Callable[[Span], bool] = lambda s: True) -> list[str]:
    """``tags`` with each value of ``fields`` that ``runs_on`` running on over the untagged words a word space
    after it on its line, up to a word ``k`` that ``stop(entries, k)`` holds for."""
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(tags):
        if s.label not in fields or not runs_on(s):
            continue
        end = s.end
        while (end < len(out) and out[end] == OUTSIDE and next_word(entries, end - 1, end)
               and not stop(entries, end)):
            end += 1
        if end > s.end:
            out[s.start:end] = spans_to_tags(end - s.start, [Span(s.label, 0, end - s.start)])
    return out


def _after(entries: Sequence[tuple[Page, Word]], k: int) -> str | None:
    return entries[k + 1][1].text if k + 1 < len(entries) and next_word(entries, k, k + 1) else None


# -- rule section_heads (its tag step; values.py drops a heading read as a row of its own) -----------------
def heading_lines(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                  types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with an item's text cell losing its first line where that line is a section's heading: one word
    in capitals, alone on its line ("PRODUCE" / "BANANAS": a grocery receipt's department over its first
    product); a new list. Measured: WildReceipt 0.7874 → 0.7881 (1 receipt better), the generator's held-out
    layouts 1 document better ("BACKWAREN"), every other set unchanged."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    entries = list(doc.iter_words())
    count = {at: len(ks) for at, ks in boxed_lines(entries).items()}
    out = list(tags)
    for s in tags_to_spans(tags):
        if s.label not in fields or s.end - s.start < 2 or same_line(entries, s.start, s.start + 1):
            continue
        if heading_word(entries[s.start][1].text) and count.get(_line(entries, s.start)) == 1:
            out[s.start] = OUTSIDE
            out[s.start + 1:s.end] = spans_to_tags(s.end - s.start - 1, [Span(s.label, 0, s.end - s.start - 1)])
    return out


def heading_word(text: str) -> bool:
    """Whether a word reads as a section's heading: letters only, in capitals, three or more ("MEAT:")."""
    word = text.strip(":")
    return word.isalpha() and word.isupper() and len(word) >= 3


# -- rule priced_lines ------------------------------------------------------------------------------------
def priced_lines(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                 types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with a line item's text cell cut at each line break where the line after it prints a price of
    its own (rule ``priced_lines``; a new list).

    Why: a row prints its price on its first line, so a priced line starts a row. On a receipt photo the model
    sometimes runs one product into the next ("SV HYDRANGEA 3 STEMS" 5.99 / "APTZR SHU MAI PORK" 2.99 read as
    one description), or an unpriced line into the product under it ("ALLERGY ALERT" / "APPLE HARVEST CHX SAL"
    10.79, "Flower Soup" / "Ja Jiang Noodles" 1 38.00); a description wrapped over two lines prints its price on
    its first and stays whole. Cut only between two priced lines (as until 2026-12-06): WildReceipt 0.7524,
    against 0.7662 (products 0.712 → 0.737); the generator's held-out layouts 0.9548 against 0.9551 (a layout
    printing a row's price on the last line of its description is cut wrongly). An unpriced piece cut off that
    continues the row above joins it there (rows.py)."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    prices = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "amount" and f != "quantity"}
    entries = list(doc.iter_words())
    priced = {_line(entries, k) for k, t in enumerate(tags) if t != OUTSIDE and t[2:] in prices}
    spans = []
    for s in tags_to_spans(tags):
        breaks = range(s.start + 1, s.end) if s.label in fields else ()
        cuts = [k for k in breaks if not same_line(entries, k - 1, k) and _line(entries, k) in priced]
        spans += [Span(s.label, a, b) for a, b in pairwise([s.start, *cuts, s.end])]
    return spans_to_tags(len(tags), spans)


# -- rule item_codes --------------------------------------------------------------------------------------
_ITEM_CODE = re.compile(r"\d{6,}")  # an article's code on a till receipt (UPC, EAN, store SKU): digits alone


def item_codes(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
               types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with the code a line item's text cell starts with (words of six digits or more, nothing else)
    given to the item's id field, or to no field where the model has none (rule ``item_codes``; a new list).

    Why: a till receipt prints an article's code before its name, and the model read it into the product
    ("2260064603 TROJAN CONDOMS"; a line "500115" alone as a product): WildReceipt 0.7662 → 0.7690, three
    receipts better and none worse, every other set unchanged. Six digits: a quantity, a size or a model
    number ("100 Pcs", "1200 W") has fewer."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    ids = [f for f, k in kinds.items() if k == "item" and "id" in name_words(f)]
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(tags):
        if s.label not in fields:
            continue
        code = s.start
        while code < s.end and _ITEM_CODE.fullmatch(entries[code][1].text):
            code += 1
        if code == s.start:
            continue
        n = code - s.start
        out[s.start:code] = spans_to_tags(n, [Span(ids[0], 0, n)]) if ids else [OUTSIDE] * n
        if code < s.end:
            out[code:s.end] = spans_to_tags(s.end - code, [Span(s.label, 0, s.end - code)])
    return out


def _line(entries: Sequence, k: int) -> tuple[int, int]:
    """Word ``k``'s line: (page number, line id)."""
    return entries[k][0].number, entries[k][1].line_id


# -- rule wrap_above --------------------------------------------------------------------------------------
def wrap_above(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
               types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with a line item's text cell cut after its first line when that line prints no number of the
    row, the next line prints the row's prices, and the first line sits right under the same field's cell of
    the row above, in its column (rule ``wrap_above``; a new list). The cut line is then the row above's
    wrapped cell (rows.py joins it there).

    Why: a description wrapped onto a second line ("Anti-static Bubble Wrap Roll 50m, supplied with" / "mounting
    kit and test certificate") is read by the model as the start of the next product more often than as the end
    of its own: the next row came back as "mounting kit and test certificate Spring Washer" and both rows
    wrong. A row's prices are printed on its first line, so a line with no number of its own between a row
    and the next row's priced line belongs to the row above."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    numbers = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "amount"}
    entries = list(doc.iter_words())
    priced = {_line(entries, k) for k, t in enumerate(tags)
              if (t != OUTSIDE and t[2:] in numbers) or (t == OUTSIDE and PRICE.search(entries[k][1].text))}
    spans = tags_to_spans(tags)
    out, changed = [], False
    for s in spans:
        cut = next((k for k in range(s.start + 1, s.end) if not same_line(entries, k - 1, k)), None)
        if (s.label in fields and cut is not None and _line(entries, s.start) not in priced
                and _line(entries, cut) in priced and _under_cell(entries, out, s)):
            out += [Span(s.label, s.start, cut), Span(s.label, cut, s.end)]
            changed = True
        else:
            out.append(s)
    return spans_to_tags(len(tags), out) if changed else list(tags)


def _under_cell(entries: Sequence, before: Sequence[Span], s: Span) -> bool:
    """Whether span ``s`` starts right under (less than a line height below) the last line of the latest span
    of its field in ``before``, overlapping it horizontally."""
    above = next((b for b in reversed(before) if b.label == s.label), None)
    if above is None:
        return False
    (pa, a), (pb, b) = entries[above.end - 1], entries[s.start]
    if a.box is None or b.box is None or pa.number != pb.number:
        return False
    height = a.box[3] - a.box[1]
    left = min(entries[k][1].box[0] for k in range(above.start, above.end) if entries[k][1].box is not None)
    return 0 <= b.box[1] - a.box[3] < height and b.box[0] < a.box[2] and left <= b.box[2]


# -- rule open_ends ---------------------------------------------------------------------------------------
# Words a text cell cannot end on: it goes on at its next line ("incl. packaging and" / "documentation").
_OPEN = frozenset({"and", "or", "with", "for", "of", "to", "in", "on", "by", "the", "a", "an", "incl", "including",
                   "und", "oder", "mit", "für", "von", "zu", "zum", "zur", "inkl", "et", "ou", "avec", "pour", "de",
                   "du", "des", "en", "par", "y", "o", "con", "para", "del", "e", "per", "di", "da", "met", "voor",
                   "van"})


def open_ends(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
              types: Mapping[str, str] | None = None, params: DecodeParams = DEFAULT) -> list[str]:
    """``tags`` with each line item's text cell that ends open — on "and", "with", "für", "incl.", a comma or
    an unclosed bracket — taking the untagged words of its next line in its column (rule ``open_ends``; a new
    list). rows.py joins that line to the row as its wrap.

    Why: a description wrapped over two lines ends its first line where the column does, often mid-phrase,
    and the model leaves the next line's words untagged where notes are printed under rows ("Anm.: siehe
    Anlage"): "Still Mineral Water incl. packaging and" came back without "documentation". No cell ends on a
    conjunction, a preposition, a comma or an open bracket, so one that does goes on. A line printing a price,
    a rate or an amount's key is no wrap ("TAX 8.75%", "SUBTOTAL" under a receipt's last product: without that
    test WildReceipt's products fell 0.710 → 0.708). Composed held-out descriptions 0.925 → 0.928; no real set
    moves."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(tags):
        if s.label not in fields or not ends_open([entries[i][1].text for i in range(s.start, s.end)]):
            continue
        last = Span(s.label, min(i for i in range(s.start, s.end) if same_line(entries, i, s.end - 1)), s.end)
        for run in _free_lines(entries, out, s.end):
            if continues_value(doc.format, entries, last, run, params) is not None and _wraps(entries, run):
                out[run.start:run.end] = spans_to_tags(run.end - run.start, [Span(s.label, 0, run.end - run.start)])
                break
    return out


def closed_brackets(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                    types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with each line item's text cell that opens a bracket on its line and does not close it taking
    the words after it on its line, a word space apart, up to the one that closes it (rule
    ``closed_brackets``; a new list).

    Why: a description prints a reference in brackets ("Air Filter 5 micron (PO 92836 line 68)", "Luer Lock
    Syringes 10ml (ref. 9683)"), and the model reads the number before the closing bracket as the row's
    quantity, item number or price ("68)"), or leaves it untagged: the description came back "… (PO 92836
    line". What stands inside a bracket the cell opened is the cell's; at most ``_BRACKET_WORDS`` words, none
    a price of the row but the word closing the bracket."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    prices = _prices(kinds, types)
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(tags):
        if s.label not in fields:
            continue
        line = [entries[i][1].text for i in range(s.start, s.end) if same_line(entries, i, s.end - 1)]
        text = " ".join(line)
        if text.count("(") <= text.count(")"):
            continue
        end = s.end
        while (end < len(out) and end - s.end < _BRACKET_WORDS and next_word(entries, end - 1, end)
               and (out[end][2:] not in prices or _closes(entries[end][1].text))):
            end += 1
            if ")" in entries[end - 1][1].text:
                out[s.start:end] = spans_to_tags(end - s.start, [Span(s.label, 0, end - s.start)])
                break
    return out


_BRACKET_WORDS = 4  # "(PO 92836 line 68)": the most words a bracket the cell opened goes on for


def _closes(text: str) -> bool:
    """Whether a word closes a bracket it does not open ("68)"; a negative amount "(1.50)" is a price)."""
    return ")" in text and "(" not in text


def reference_tails(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                    types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with each line item's text cell that ends on a reference's word ("line", "rev.", "serie",
    "project") taking the number printed right after it, a word space apart (rule ``reference_tails``; a new
    list).

    Why: a description cites a reference ("Nitrile Gloves, PO 75084 line 31", "Full Bore Ball Valve DN20, rev.
    2", "Penne Pasta, serie 730") and the model reads its number as the row's quantity or item number: the
    description came back "…, rev.". A cell does not end on such a word; the number after it is the cell's,
    unless it is one of the row's prices."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    prices = _prices(kinds, types)
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(tags):
        k = s.end
        if (s.label in fields and k < len(out) and fold(entries[k - 1][1].text) in _REFERENCE_WORDS
                and out[k][2:] not in prices and next_word(entries, k - 1, k)
                and any(c.isdigit() for c in entries[k][1].text)):
            if out[k].startswith(("B-", "I-")):  # the number starts a longer value: leave it
                continue
            out[s.start:k + 1] = spans_to_tags(k + 1 - s.start, [Span(s.label, 0, k + 1 - s.start)])
    return out


def _prices(kinds: Mapping[str, str], types: Mapping[str, str] | None) -> set[str]:
    """The item fields that hold a row's prices (amounts, not its quantity)."""
    return {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "amount"
            and not {"quantity", "qty"} & set(name_words(f))}


# words a reference's number follows (folded): a purchase order's line, a revision, a batch, a project
_REFERENCE_WORDS = frozenset({"line", "rev", "revision", "serie", "series", "batch", "lot", "project", "ref", "po",
                              "order", "charge", "partie", "lotto", "lote", "projekt", "projet", "progetto",
                              "proyecto", "commande", "bestellung", "pedido", "ordine", "size", "no", "nr"})


def note_lines(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
               types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` without the line item text printed on a line of its own that starts with a key (rule
    ``note_lines``; a new list).

    Why: an order prints notes under its rows ("Hinweis: Partie 348", "Noot: charge 748", "Anm.: Charge
    545") and the model reads them as the row's description wrapped onto the next line: "Stainless Hex Bolt
    Pack of 100 Hinweis: Partie 348". A wrapped description goes on with the product's words; a line whose
    first or second word is a key ("Xxx:") and that prints no other field of the row is a note."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    items = {f for f, k in kinds.items() if k == "item"}
    entries = list(doc.iter_words())
    by_line: dict[tuple[int, int], list[int]] = {}
    for k, (page, word) in enumerate(entries):
        by_line.setdefault((page.number, word.line_id), []).append(k)
    drop: set[int] = set()
    for ks in by_line.values():
        if not ks or entries[ks[0]][1].line_id < 0:
            continue
        first = [k for k in ks[:2] if tags[k] != OUTSIDE and tags[k][2:] in fields]
        if (first and any(entries[k][1].text.endswith(":") and any(c.isalpha() for c in entries[k][1].text)
                          for k in ks[:2])
                and all(tags[k] == OUTSIDE or tags[k][2:] in fields for k in ks)
                and not any(tags[k][2:] in items - fields for k in ks)):
            drop.update(k for k in ks if tags[k] != OUTSIDE)
    return without(tags, drop)


def _wraps(entries: Sequence, run: Span) -> bool:
    """Whether a line can be a text cell's wrap: no price, rate or key of an amount ("TAX 8.75%", "SUBTOTAL"
    under a receipt's last product)."""
    texts = [entries[k][1].text for k in range(run.start, run.end)]
    return not any(PRICE.search(t) or "%" in t for t in texts) and amount_key_names(" ".join(texts)) is None


def ends_open(texts: Sequence[str]) -> bool:
    """Whether a text cell's words end open: an unclosed bracket, a comma, a dash or an open word ("and")."""
    text = " ".join(texts)
    word = re.sub(r"[^\w]", "", texts[-1].lower()) if texts else ""
    return text.count("(") > text.count(")") or text[-1:] in ",(-–&/+" or word in _OPEN


def _free_lines(entries: Sequence, tags: Sequence[str], start: int) -> list[Span]:
    """The runs of untagged words after word ``start - 1``, each on one line a word space apart, in reading
    order, up to the third line after it."""
    runs: list[Span] = []
    i, n = start, len(tags)
    seen = 0
    while i < n and seen < 3:
        if i > start and not same_line(entries, i - 1, i):
            seen += 1
        if tags[i] != OUTSIDE:
            i += 1
            continue
        j = i + 1
        while j < n and tags[j] == OUTSIDE and next_word(entries, j - 1, j):
            j += 1
        runs.append(Span(OUTSIDE, i, j))
        i = j
    return runs


# -- rule row_text ----------------------------------------------------------------------------------------
_LETTERS = re.compile(r"[^\W\d_]{3,}")  # a word of three letters or more: text, not a code or a number


def item_texts(kinds: Mapping[str, str], types: Mapping[str, str] | None) -> list[str]:
    """A line item's text fields less its id (an id is a code of its own): where a row's text goes."""
    return [f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text" and "id" not in name_words(f)]


_COUNT = re.compile(r"\d{1,3}\.?")  # a row's running number or its count: "1", "12."
_DIGIT = re.compile(r"\d")


def _among_items(entry: tuple, described: Mapping[int, tuple[float, float]]) -> bool:
    """Whether a boxed word stands no lower than the last item text read on its page (the first rows of a
    receipt can be what the model left untagged; under its last, a tip, a fee, the payment)."""
    page, word = entry
    _, bottom = described.get(page.number, (0.0, -1.0))
    return word.box[1] <= bottom


def _after_code(cell: list[int], tags: Sequence[str], ids: set[str]) -> list[int]:
    """A cell less the item's code the model read opening it ("VT-KD4030" | "Kaasdoos karton …" set less than a
    gutter apart)."""
    n = 0
    while n < len(cell) - 1 and tags[cell[n]] != OUTSIDE and tags[cell[n]][2:] in ids:
        n += 1
    return cell[n:]


def _text_cell(entries: Sequence, cell: list[int]) -> list[int]:
    """A cell less the running number or count a gap before its text ("1" | "Montaż klimatyzatora")."""
    if len(cell) > 1 and _COUNT.fullmatch(entries[cell[0]][1].text) and not next_word(entries, cell[0], cell[1]):
        return cell[1:]
    return cell


def row_text(doc: Document, tags: Sequence[str], kinds: Mapping[str, str], types: Mapping[str, str] | None = None,
             params: DecodeParams = DEFAULT) -> list[str]:
    """``tags`` with the untagged first cell of a row whose numbers the model read as an item's, and no text of
    it, made the item's description (rule ``row_text``; a new list).

    Why: on a layout it has not seen, the model can read a row's quantity, unit price and amount and leave its
    text, the row's first cell, untagged (a Dutch invoice's "Bakfiets huur (week)" | 2 | 85,00 | 170,00: two of
    its three rows came back without a description). A row is its cells: where two or more of its numbers are
    an item's and nothing else of it is tagged, its first cell (up to a gutter), printing a word of letters and
    no key, is its text. No scored set moves (their rows' texts are tagged); a row of numbers only, a key's
    line ("BTW:") and a line with one number stay as they are."""
    role = roles(kinds)
    texts = item_texts(kinds, types)
    if role is None or not texts:
        return list(tags)
    entries = list(doc.iter_words())
    lines = boxed_lines(entries)
    numbers = set(role.values())
    ids = {f for f, k in kinds.items() if k == "item" and "id" in name_words(f)}  # a row's code: no text of it
    described: dict[int, tuple[float, float]] = {}  # page → the top and bottom of the item texts the model read
    for k, t in enumerate(tags):
        if t != OUTSIDE and t[2:] in texts and (box := entries[k][1].box) is not None:
            top, bottom = described.get(entries[k][0].number, (box[1], box[3]))
            described[entries[k][0].number] = (min(top, box[1]), max(bottom, box[3]))
    out = list(tags)
    for ks in lines.values():
        spans = tags_to_spans([tags[k] for k in ks])
        if any(s.label not in numbers and not (s.label in ids and _DIGIT.search(entries[ks[s.start]][1].text))
               for s in spans):
            continue  # a row of numbers (and its code, with a digit) only: its quantity, unit price or line amount
        spans = [s for s in spans if s.label in numbers]
        if not spans:
            continue
        one = len(spans) == 1  # one number: a receipt's "Chips & Guacamole  11.00", a line's amount after its text
        if one and (spans[0].label != role["amount"] or spans[0].start == 0
                    or not _among_items(entries[ks[0]], described)):
            continue  # ... no lower than the rows whose text the model read (not a tip or a fee under them)
        cells = [_text_cell(entries, _after_code(cell, tags, ids)) for cell in split_cells(entries, ks, params.column_gap)]
        cells = [cell for cell in cells if not any(tags[k] != OUTSIDE for k in cell)
                 and any(_LETTERS.search(entries[k][1].text) for k in cell)
                 and not any(entries[k][1].text.endswith(":") for k in cell)
                 and not (one and (amount_key_names(" ".join(entries[k][1].text for k in cell))
                                   or any(_DIGIT.search(t := entries[k][1].text) and not SIZE.fullmatch(t)
                                          for k in cell)))]  # (a pack's size is a product's: "Studentenfutter 200g")
        if not cells:
            continue
        # the row's text is its longest untagged cell of words (its first, where the row starts with it; after
        # a position, a quantity and a unit where they come first: "1 | 12,50 | Std. | Monteurstunde")
        first = max(cells, key=lambda cell: sum(len(entries[k][1].text) for k in cell))
        n = len(first)
        for k, t in zip(first, spans_to_tags(n, [Span(texts[0], 0, n)])):
            out[k] = t
    return out
