"""Rule ``id_column``: a table's column of item ids is one field. A row's untagged code, a cell of its own
standing in the column where other rows' ids stand, is that row's id.

Why: the model reads an id column row by row, and a code it has seen less often ("22107", "VOL-A5", "IMP-GR")
it leaves untagged while the rows above and below it have their ids: a column holds one kind of value. Only a
row that has other item values (a product, a quantity, a price) takes one, only a code (three characters or
more, with a digit or in capitals: "Ref." is a key; no price or date), and only a word alone in its cell: a
running number ("1", "12") is too short to be taken, and a description's first word runs on into its cell.

A column whose header names an item's code ("Codice", "Art.-Nr.", "SKU", "Item #") is an id column too, where
the model read none of it (an Italian wine list's "BAR21", "NEB23" under "Codice"). A code in square brackets
opening a product's text, as Odoo prints a product's internal reference ("[BOT-33-BR] Longneck bottle 33 cl"), is
its row's id, its cell's words after it the product's text; so is an article code of capitals, a hyphen and three
digits or more that opens a product's text on a row with no id ("CT-00917" | "CAT DINDING 5L PUTIH SALJI").
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from docx_cli.decode.normalize import PRICE, name_words, reads_as
from docx_cli.decode.rules.columns import item_texts
from docx_cli.decode.rules.headers import column_of, document_headers
from docx_cli.decode.rules.lines import WORD_SPACE, blank_after, boxed_lines, next_word, same_line
from docx_cli.document import Document
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans

_CODE = re.compile(r"[\w#][\w\-./#]{2,}")  # "22107", "VOL-A5", "IMP-GR", "KR-2210"
_ALIGN = 0.6  # line heights: how far a cell's left edge may stand from the id column's and be in it


def id_column(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with each row's untagged code in its table's id column tagged as the item's id (a new list)."""
    ids = [f for f, k in kinds.items() if k == "item" and "id" in name_words(f)]
    if not ids:
        return list(tags)
    entries = list(doc.iter_words())
    tags = _code_opening(entries, _bracketed(entries, tags, kinds, ids[0]), set(item_texts(kinds, None)) - {ids[0]},
                         ids[0])
    tags = _repeated(entries, tags, ids[0])
    texts = set(item_texts(kinds, None))
    lefts: dict[int, list[float]] = {}  # page → left edges of the ids the model read
    for s in tags_to_spans(tags):
        box = entries[s.start][1].box
        if s.label == ids[0] and box is not None:
            lefts.setdefault(entries[s.start][0].number, []).append(box[0])
    headers = document_headers(doc, entries)
    headed = {page for page, found in headers.items() if any(n == "id" for _, cells in found for *_, n in cells)}
    if not lefts and not headed:
        return list(tags)
    out = list(tags)
    for (page, _), ks in boxed_lines(entries).items():
        if (page not in lefts and page not in headed) or not any(_item_value(tags[k], kinds, ids) for k in ks):
            continue
        placed = [k for k in ks if tags[k] != OUTSIDE and tags[k][2:] == ids[0]]
        # the row has its id, unless what the model read as it stands outside the column headed as the code's
        # ("24x330ml" under "Pack", the row's "61775" under "Code" untagged)
        moved = page in headed and bool(placed) and all(
            column_of(headers, *entries[k], left_aligned=True) != "id" for k in placed)
        if placed and not moved:
            continue
        order = sorted(ks, key=lambda k: entries[k][1].box[0])  # type: ignore[index]
        for n, k in enumerate(order):
            box = entries[k][1].box
            height = max(box[3] - box[1], 1e-6)  # type: ignore[index]
            headed_id = page in headed and column_of(headers, *entries[k], left_aligned=True) == "id"
            aligned = headed_id or any(abs(box[0] - x) <= _ALIGN * height for x in lefts.get(page, ()))  # type: ignore[index]
            # under an id header, a code the model read as a text of its own beside the row's text is the id
            # ("VT-PL1208" | "Europallet 120x80 nieuw" under "Artikelnr." | "Omschrijving")
            split = (headed_id and tags[k].startswith("S-") and tags[k][2:] in texts
                     and sum(tags[j][2:] == tags[k][2:] and tags[j][:2] in ("S-", "B-") for j in ks) > 1)
            if (tags[k] != OUTSIDE and not split) or not aligned:
                continue
            # (under an id header, a neighbour standing in another column is in no cell of the code's: a quantity
            # set right close before it, "40 LB-DH240")
            before = (n > 0 and (blank_after(entries, order[n - 1], k) or 0.0) <= WORD_SPACE
                      and not (headed_id and column_of(headers, *entries[order[n - 1]]) != "id")
                      and not _line_number(entries[order[n - 1]][1].text, tags[order[n - 1]]))
            after = (n + 1 < len(order) and (blank_after(entries, k, order[n + 1]) or 0.0) <= WORD_SPACE
                     and not (headed_id and column_of(headers, *entries[order[n + 1]]) != "id"))
            if not before and not after and _code(entries[k][1].text) and (not moved or headed_id):
                out[k] = f"S-{ids[0]}"
                for j in placed:
                    out[j] = OUTSIDE
            break
    if headed:
        out = _code_heads(entries, out, headers, texts, ids[0])
    return _number_system(entries, out, ids[0])


def _repeated(entries, tags: Sequence[str], field: str) -> list[str]:
    """``tags`` less the ids the model read in a column whose codes repeat down the rows (a new list): a tariff
    code ("9405.11.00" on three rows of lamps), a cost centre ("D1110" on five), a tax code; an item's id names one
    item, so a column printing the same code twice more is of another kind (the rows' own ids stand beside it)."""
    out = list(tags)
    spans = [s for s in tags_to_spans(tags) if s.label == field and s.end == s.start + 1
             and entries[s.start][1].box is not None]
    if not spans:
        return out
    codes = [(p.number, w.box[0], w.text) for p, w in entries  # each page's codes with a digit, by left edge
             if w.box is not None and _code(w.text) and any(c.isdigit() for c in w.text)]
    for s in spans:
        page, word = entries[s.start]
        height = max(word.box[3] - word.box[1], 1e-6)
        column = [t for n, x, t in codes if n == page.number and abs(x - word.box[0]) <= _ALIGN * height]
        if len(column) >= _REPEATS + 1 and len(column) - len(set(column)) >= _REPEATS:
            out[s.start] = OUTSIDE
    return out


_REPEATS = 2  # the repeats of a code in a column that say it is no item's id


_BRACKETED = re.compile(r"\[[A-Za-z0-9][\w\-./]{1,30}\]")  # "[BOT-33-BR]": Odoo's internal reference


def _bracketed(entries, tags: list[str], kinds: Mapping[str, str], field: str) -> list[str]:
    """``tags`` with a code in square brackets that opens a product's text ("[BOT-33-BR] Longneck bottle 33 cl",
    as Odoo prints a product's internal reference) tagged as the item's id, on a line with an item value."""
    out = list(tags)
    texts = [t for t in item_texts(kinds, None) if t != field]
    for ks in boxed_lines(entries).values():
        first = ks[0]
        if (tags[first] == OUTSIDE or tags[first][2:] != field) and _BRACKETED.fullmatch(entries[first][1].text) \
                and any(_item_value(tags[k], kinds, (field,)) for k in ks[1:]):
            if tags[first][:2] == "B-" and first + 1 < len(tags) and tags[first + 1][2:] == tags[first][2:]:
                out[first + 1] = {"I-": "B-", "E-": "S-"}.get(tags[first + 1][:2], "") + tags[first][2:]  # the rest
            out[first] = f"S-{field}"  #                                                 of the text it opened
            rest = []
            while first + len(rest) + 1 in ks and out[first + len(rest) + 1] == OUTSIDE \
                    and next_word(entries, first + len(rest), first + len(rest) + 1):
                rest.append(first + len(rest) + 1)
            if rest and texts:  # ... and its untagged words after it in its cell the product's text
                out[rest[0]:rest[-1] + 1] = spans_to_tags(len(rest), [Span(texts[0], 0, len(rest))])
    return out


def _code_heads(entries, tags: list[str], headers, texts: set[str], field: str) -> list[str]:
    """``tags`` with a text the model began on the code in the id column before it taking the code as the id
    ("CORB-OS" | "Corbeille de présentation en osier" under "Réf." | "Désignation", read as one product)."""
    for s in tags_to_spans(tags):
        if s.label not in texts or s.end - s.start < 2:
            continue
        (page, first), (_, second) = entries[s.start], entries[s.start + 1]
        if (first.box is not None and second.box is not None and _code(first.text)
                and column_of(headers, page, first, left_aligned=True) == "id"
                and column_of(headers, page, second) != "id"):
            rest = s.end - s.start - 1
            tags[s.start:s.end] = [f"S-{field}", *([f"S-{s.label}"] if rest == 1 else
                                                   [f"B-{s.label}", *[f"I-{s.label}"] * (rest - 2), f"E-{s.label}"])]
    return tags


_STRONG_CODE = re.compile(r"(?=(?:.*\d){3})[A-Z][A-Z0-9]*-[A-Z0-9][A-Z0-9\-./]*")  # "CT-00917", "LB-DR270"


def _code_opening(entries, tags: list[str], texts: set[str], field: str) -> list[str]:
    """``tags`` with a product's text that opens on an article code (capitals, a hyphen, three digits or more:
    "CT-00917" | "CAT DINDING 5L PUTIH SALJI") on a line with no id taking the code as the row's id; not a
    product's name of letters and a number ("WD-40")."""
    out = list(tags)
    spans = tags_to_spans(tags)
    lines_with_id = {(entries[s.start][0].number, entries[s.start][1].line_id) for s in spans if s.label == field}
    for s in spans:
        if s.label not in texts or (entries[s.start][0].number, entries[s.start][1].line_id) in lines_with_id \
                or not _STRONG_CODE.fullmatch(entries[s.start][1].text.rstrip(",:")):
            continue
        rest = s.end - s.start - 1
        if rest:
            out[s.start:s.end] = [f"S-{field}", *spans_to_tags(rest, [Span(s.label, 0, rest)])]
        elif s.end < len(tags) and tags[s.end][:2] in ("B-", "S-") and tags[s.end][2:] == s.label \
                and same_line(entries, s.start, s.end):
            out[s.start] = f"S-{field}"  # (read as a text of its own before the product's: "EL-31208" | "SUIS …")
    return out


def _number_system(entries, tags: list[str], field: str) -> list[str]:
    """``tags`` with an id printed in two digit groups or more taking the one digit printed a word space before it:
    a UPC's number system ("0" | "41333 42411"), which the model leaves out of the code (one group after a digit
    is a row's position and its code: "1" | "40117")."""
    for s in tags_to_spans(tags):
        k, end = s.start - 1, s.start
        while end < len(tags) and tags[end][2:] == field and _GROUP.fullmatch(entries[end][1].text):
            end += 1  # the id's digit groups (one span, or one a group, the value joining them)
        if (s.label == field and k >= 0 and end - s.start >= 2 and tags[k] == OUTSIDE and entries[k][1].text.isdigit()
                and len(entries[k][1].text) == 1 and next_word(entries, k, s.start)):
            tags[k:s.end] = [f"B-{field}", *[f"I-{field}"] * (s.end - s.start - 1), f"E-{field}"]
    return tags


_GROUP = re.compile(r"\d{4,6}")  # a UPC's manufacturer and product numbers


def _item_value(tag: str, kinds: Mapping[str, str], ids: Sequence[str]) -> bool:
    """Whether a word's tag is a line item's value other than its id."""
    return tag != OUTSIDE and kinds.get(tag[2:]) == "item" and tag[2:] not in ids


def _line_number(text: str, tag: str) -> bool:
    """Whether a word before a code is the row's running number, untagged ("5" in "5 RENT-CYL Cylinder rental"),
    no part of its cell."""
    return tag == OUTSIDE and text.rstrip(".").isdigit() and len(text.rstrip(".")) <= 3


def _code(text: str) -> bool:
    """Whether a word reads as an item's code: no price, date or running number."""
    return (bool(_CODE.fullmatch(text)) and (any(c.isdigit() for c in text) or text.isupper())
            and not PRICE.search(text) and not reads_as(text, "date"))
