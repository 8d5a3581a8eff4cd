"""Rule ``like_rows``: a table's rows are alike. A line standing between rows the model read, with none of its
words tagged, whose numbers stand in those rows' number columns, is a row too.

Why: on a layout it never saw, the model can read some rows of a table and skip others just like them (a
broadcast order's schedule: rows 1, 5, 6, 7, 9 and 10 read, rows 2, 3, 4 and 8 left untagged, although each
prints its program, spots, rate and cost in the same columns). A reader takes every line of the table for a
row. Here a number of an untagged line between two read rows of its page takes the role of the column it stands
in: the read rows' numbers of one role whose right or left edge its own meets (within ``_ALIGN`` line heights),
where they are of that role only. The line is taken as a row where its numbers take every role most read rows
print (two or more, the line amount among them) and quantity × unit price = line amount where it prints all
three; rule ``row_arithmetic`` then checks the roles and ``row_text`` gives it its text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from decimal import Decimal

from docx_cli.currency import currency_code
from docx_cli.decode.normalize import PRICE
from docx_cli.decode.rules.arithmetic import multiplies, roles, row_number
from docx_cli.decode.rules.columns import item_texts
from docx_cli.decode.rules.keys import SUM_KEYS, amount_key_names
from docx_cli.decode.rules.lines import boxed_lines
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags

_ALIGN = 0.6  # line heights: how far a number's edge may stand from its column's
_TEMPLATE_ROLES = 2  # a read row: a line with at least this many numbers of distinct roles


def like_rows(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with the numbers of the untagged lines between read rows given their columns' roles (a new
    list)."""
    role = roles(kinds)
    out = list(tags)
    if role is None:
        return out
    numbers = set(role.values())
    entries = list(doc.iter_words())
    lines = boxed_lines(entries)
    columns: dict[int, list[tuple[float, float, str]]] = {}  # page → (left, right, role) of the read rows' numbers
    shapes: dict[int, list[set[str]]] = {}  # page → the roles each read row prints
    spread: dict[int, tuple[float, float]] = {}  # page → the top of its first read row, the bottom of its last
    for (page, _), ks in lines.items():
        read = [(k, tags[k][2:]) for k in ks if tags[k].startswith("S-") and tags[k][2:] in numbers]
        if len({f for _, f in read}) < _TEMPLATE_ROLES:
            continue
        shapes.setdefault(page, []).append({f for _, f in read})
        for k, f in read:
            box = entries[k][1].box
            columns.setdefault(page, []).append((box[0], box[2], f))  # type: ignore[index]
        top, bottom = _extent(entries, ks)
        low, high = spread.get(page, (top, bottom))
        spread[page] = (min(low, top), max(high, bottom))
    for (page, _), ks in lines.items():
        if page not in spread or any(tags[k] != OUTSIDE for k in ks):
            continue
        top, bottom = _extent(entries, ks)
        if not (spread[page][0] < top and bottom < spread[page][1]):
            continue  # (not between two read rows: a totals line, a note under the table)
        best: dict[str, list[tuple[int, int]]] = {}  # role → (how many read numbers it lines up with, word)
        for k in ks:
            if row_number(entries[k][1].text) is not None and (hit := _column(columns[page], entries[k][1])):
                best.setdefault(hit[0], []).append((hit[1], k))
        found = {}
        for f, hits in best.items():  # of two numbers in one role's columns, the one more rows line up with
            hits.sort(reverse=True)
            if len(hits) == 1 or hits[0][0] > hits[1][0]:
                found[hits[0][1]] = f
        usual = {f for f in numbers if 2 * sum(f in shape for shape in shapes[page]) > len(shapes[page])}
        if (len(found) >= _TEMPLATE_ROLES and role["amount"] in found.values() and usual <= set(found.values())
                and _adds_up(entries, found, role)):
            for k, f in found.items():
                out[k] = f"S-{f}"
    return out


def _adds_up(entries: Sequence[tuple[Page, Word]], found: Mapping[int, str], role: Mapping[str, str]) -> bool:
    """Whether a line's numbers, by the roles found, are a row's: quantity × unit price = line amount where all
    three are found (a meter's readings or a week's hours under the columns are not)."""
    value = {f: row_number(entries[k][1].text) for k, f in found.items()}
    q, u, a = (value.get(role[r]) for r in ("quantity", "unit", "amount"))
    return q is None or u is None or a is None or multiplies(q, u, a)


def _extent(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> tuple[float, float]:
    """The top and bottom of a line's words."""
    return (min(entries[k][1].box[1] for k in ks), max(entries[k][1].box[3] for k in ks))  # type: ignore[index]


def _column(columns: Sequence[tuple[float, float, str]], word: Word) -> tuple[str, int] | None:
    """(the role of the read rows' numbers whose left or right edge the word's meets, how many), where they are
    of one role; None elsewhere."""
    x0, _, x1, _ = word.box  # type: ignore[misc]
    reach = _ALIGN * (word.box[3] - word.box[1])  # type: ignore[index]
    hits = [f for left, right, f in columns if abs(right - x1) <= reach or abs(left - x0) <= reach]
    return (hits[0], len(hits)) if hits and len(set(hits)) == 1 else None


def row_amounts(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with the line amount of each row whose text the model read and whose price it left (rule
    ``row_amounts``; a new list): the last number of the row's line, untagged, right of its text, standing in the
    column of the line amounts the model read on that page (its right edge within ``_ALIGN`` line heights of
    two of theirs or more), above the table's totals. Then a line the model left whole, right over a line of the
    table's rows (under the last one stand its totals: "Merchandise 1,005.70", "Freight 85.00"), with such a number at its end and words before it, is a row: its words the item's
    text and the number its line amount.

    Why: on a receipt it never saw, the model reads "Vinyl Umbrella 65cm" and leaves its "¥ 770" while it reads
    "¥ 162" two lines up, and it skips "*Karaage-kun Regular ¥ 238" right over them: a row's price stands where
    the other rows' prices stand."""
    role = roles(kinds)
    texts = item_texts(kinds, types)
    out = list(tags)
    if role is None or not texts:
        return out
    amount = role["amount"]
    entries = list(doc.iter_words())
    lines = boxed_lines(entries)
    column = _AmountColumn(entries, lines, tags, amount)
    for (page, _), ks in lines.items():
        labels = {tags[k][2:] for k in ks if tags[k] != OUTSIDE}
        if not labels & set(texts) or labels & {amount, role["unit"]}:
            continue
        last = ks[-1]
        if tags[last] == OUTSIDE and not any(tags[k][2:] in texts for k in ks
                                            if entries[k][1].box[0] > entries[last][1].box[0]) \
                and column.holds(page, ks):  # type: ignore[index]
            out[last] = f"S-{amount}"
    items = {f for f, k in kinds.items() if k == "item"}
    order = list(lines.items())
    changed = True
    while changed:  # a skipped row next to a row, read or taken, is a row too
        changed = False
        for n, ((page, _), ks) in enumerate(order):
            if any(out[k] != OUTSIDE for k in ks) or len(ks) < 2 or not column.holds(page, ks) \
                    or not _LETTERS.search(entries[ks[0]][1].text) or entries[ks[0]][1].text.endswith(":") \
                    or any(amount_key_names(t := entries[k][1].text) is not None or t.casefold() in _PAGE
                           for k in ks[:-1]):
                continue  # (a key anywhere on it: "Banking Details Total Discount R 605.00", "Transport van pagina 1")
            under = order[n + 1] if n + 1 < len(order) else None  # (over a row: under the last one come the totals)
            if under is None or under[0][0] != page or not _next_to(entries, ks, under[1]) \
                    or not any(out[k][2:] in items for k in under[1]):
                continue
            text = ks[:-1]
            if currency_code(entries[text[-1]][1].text) is not None:
                text = text[:-1]  # "¥ 238": the mark printed apart
            if not text:
                continue
            out[text[0]:text[-1] + 1] = spans_to_tags(len(text), [Span(texts[0], 0, len(text))])
            out[ks[-1]] = f"S-{amount}"
            changed = True
    return out


_LETTERS = re.compile(r"[^\W\d_]{2,}")  # a word of letters: a product's text starts with one ("*Karaage-kun")


# a page's carry names its page: "Transport van pagina 1 | 640,30", "Übertrag von Seite 1"
_PAGE = frozenset({"page", "pagina", "página", "seite", "sida", "side", "sivu", "strona", "pag.", "p."})


def _next_to(entries: Sequence[tuple[Page, Word]], ks: Sequence[int], other: Sequence[int]) -> bool:
    """Whether two lines stand one right over the other: the blank between them under one line height."""
    top, bottom = _extent(entries, ks)
    other_top, other_bottom = _extent(entries, other)
    return max(other_top - bottom, top - other_bottom) < bottom - top


class _AmountColumn:
    """Where a page's line amounts stand: the right edges of those the model read, whether they print cents, and
    the top of the table's totals (the total read, or a totals key's line under the first amount read)."""

    def __init__(self, entries: Sequence[tuple[Page, Word]], lines: Mapping[tuple[int, int], list[int]],
                 tags: Sequence[str], amount: str) -> None:
        self.entries = entries
        self.rights: dict[int, list[float]] = {}
        self.cents: dict[int, bool] = {}
        firsts: dict[int, float] = {}  # page → the top of its first line amount read
        self.totals: dict[int, tuple[float, set[Decimal]]] = {}  # page → the top of its totals, the totals' values
        for (page, _), ks in lines.items():
            for k in ks:
                text, box = entries[k][1].text, entries[k][1].box
                if tags[k] == f"S-{amount}":
                    self.rights.setdefault(page, []).append(box[2])  # type: ignore[index]
                    firsts[page] = min(firsts.get(page, box[1]), box[1])  # type: ignore[index]
                    self.cents[page] = self.cents.get(page, False) or bool(PRICE.search(text))
                elif tags[k][2:] == "total_amount" and (value := row_number(text)) is not None:
                    top, values = self.totals.get(page, (box[1], set()))  # type: ignore[index]
                    self.totals[page] = (min(top, box[1]), values | {value})  # type: ignore[index]
        for (page, _), ks in lines.items():  # a totals line under the first amount read ends the rows
            top = entries[ks[0]][1].box[1]  # type: ignore[index]
            if top > firsts.get(page, float("inf")) and amount_key_names(
                    " ".join(entries[k][1].text for k in ks[:2])) in SUM_KEYS:
                below, values = self.totals.get(page, (top, set()))
                self.totals[page] = (min(top, below), values)

    def holds(self, page: int, ks: Sequence[int]) -> bool:
        """Whether a line ends on a number standing in the page's line amounts' column, above its totals, other
        than the total, no count where prices print cents, and no sum keyed before it ("Veroton yhteensä")."""
        word = self.entries[ks[-1]][1]
        if row_number(word.text) is None:
            return False
        before = [self.entries[k][1].text for k in ks[:-1]][-2:]
        if before and amount_key_names(" ".join(before)) in SUM_KEYS:
            return False
        top, values = self.totals.get(page, (float("inf"), set()))
        if word.box[1] >= top or row_number(word.text) in values or (  # type: ignore[index]
                self.cents.get(page) and not PRICE.search(word.text)):
            return False
        reach = _ALIGN * (word.box[3] - word.box[1])  # type: ignore[index]
        return sum(abs(r - word.box[2]) <= reach for r in self.rights.get(page, ())) >= _TEMPLATE_ROLES  # type: ignore[index]
