"""Rule ``column_headers``: a table's header names the numbers printed under it.

Why: on a layout it never saw, the model knows a row's numbers are its quantity and prices but not always which
column is which; the order of the columns differs from one issuer to the next ("Pcs | Extended | Unit Pr.",
"EP | Nr. | Leistung | Stk. | MwSt. | Betrag", "P.U. HT | Qté | TOTAL HT"). The header printed over the table
says it, in any layout: a number tagged a quantity, unit price or line amount under a header naming another of
the three takes that one, and an untagged number on a line-item row takes the role its column's header names
where the row has no value of that role ("Organic Olive Oil 750ml | 48 | lot | 432" under "Description | Nb
| Unité | Montant": the model left "432", a price printed without cents, untagged). Only single numbers
change, under the nearest header line above them on their page: a line printing headers of two of the three
or more, and no price. A column whose header names none of them (a tax rate, a unit of measure, a description) changes
nothing, and neither does a number standing across the middle of a gutter, nor a price under a quantity's
header or a count under a price's. Rule ``row_arithmetic`` runs after it: quantity × unit price = line amount
outranks a header.

Measured (``scripts/ablate_rules.py --off column_headers``): the generator's held-out layouts 0.9275 → 0.9341
(quantities 0.953 → 0.957, unit prices 0.951 → 0.965, line amounts 0.949 → 0.965; the untagged numbers
taken add 0.0022 of it); WildReceipt, its priced items, invoice2data, the e-invoice and the test families
unchanged. Reading a column by the number's centre, header cells split at a line height, and
any number allowed any role, raised the held-out layouts more (0.934) but cost WildReceipt's quantities
0.759 → 0.748 (a photo's rows run crooked under the header; "Qty  Price" printed less than a line height
apart read as one cell) and the e-invoice's quantities.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise

from docx_cli.decode.normalize import PRICE
from docx_cli.decode.rules.arithmetic import roles, row_number
from docx_cli.decode.rules.keys import fold, stem_pattern
from docx_cli.decode.rules.lines import blank_after
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE

# Stems at the start of a word of a header cell (accents folded, lower case), tried in this order: a tax column
# ("MwSt.", "Montant TVA") names none of the three; "Unit Price" is the unit price, "Total Price" the line's
# amount, a bare "Price" the unit price; "Unit" or "Unité" alone is a unit of measure, no number's header.
_TAX = ("tax", "vat", "tva", "mwst", "ust", "iva", "btw", "gst", "igic")
_UNIT = ("unit price", "unit cost", "unit pr", "price unit", "price per", "prix unit", "prix u", "p u", "pu ht",
         "unitaire", "unitario", "einzelpreis", "e preis", "ep", "stuckpreis", "stukprijs", "prijs per", "rate")
_AMOUNT = ("amount", "total", "line total", "montant", "betrag", "gesamt", "bedrag", "totaal", "importe",
           "importo", "extended", "ext", "net", "netto", "summe", "totale", "subtotal")
_QUANTITY = ("qty", "quantity", "quantite", "qte", "menge", "anzahl", "aantal", "cantidad", "cant", "quantita",
             "qta", "pcs", "stk", "nb", "nombre", "uds")
_PRICE = ("price", "prix", "preis", "prijs", "precio", "prezzo")
_CLASSES = tuple((name, stem_pattern(stems)) for name, stems in (
    ("none", _TAX), ("unit", _UNIT), ("amount", _AMOUNT), ("quantity", _QUANTITY), ("unit", _PRICE)))
# line heights: the words of one header cell are a word space apart (about 0.3); two cells of a receipt's
# header, "Qty  Price", can stand less than a line height apart (0.55-0.95 on WildReceipt's photos)
_CELL_GAP = 0.5


def header_class(text: str) -> str | None:
    """What a header cell names: ``"quantity"``, ``"unit"`` (price), ``"amount"`` (the line's), ``"none"`` (a
    tax column) or None."""
    key = fold(text)
    for name, stems in _CLASSES:
        if stems.search(key):
            return name
    return None


def column_headers(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with each single quantity, unit price or line amount taking the role its column's header names,
    and a line-item row's untagged numbers the role their header names where the row lacks it (rule
    ``column_headers``; a new list)."""
    role = roles(kinds)
    out = list(tags)
    if role is None:
        return out
    field_role = {f: r for r, f in role.items()}
    entries = list(doc.iter_words())
    headers = _header_lines(entries)
    items = {f for f, k in kinds.items() if k == "item"}
    rows: dict[tuple[int, int], set[str]] = {}  # the lines holding item values: the item fields on each
    for i, t in enumerate(tags):
        if t != OUTSIDE and t[2:] in items:
            rows.setdefault((entries[i][0].number, entries[i][1].line_id), set()).add(t[2:])
    for i, t in enumerate(tags):
        page, word = entries[i]
        row = rows.get((page.number, word.line_id))
        free = t == OUTSIDE and row is not None and row_number(word.text) is not None
        if not (free or (t.startswith("S-") and t[2:] in field_role)) or word.box is None:
            continue
        above = [h for h in headers.get(page.number, []) if h[0] < word.box[1]]
        if not above:
            continue
        named = _column(max(above, key=lambda h: h[0])[1], word)
        if named not in role or role[named] == t[2:]:
            continue
        if free and role[named] not in row and not (named == "quantity" and PRICE.search(word.text)):
            out[i] = f"S-{role[named]}"
            row.add(role[named])
        elif not free and _fits(named, word.text):
            out[i] = f"S-{role[named]}"
    return out


def _fits(named: str, text: str) -> bool:
    """Whether ``text`` can be a ``named`` value: a price prints its cents, a quantity none ("7.99" under a
    "Qty" header is the next column's price, read crooked off a receipt photo; "40" under "Price" a
    quantity)."""
    return bool(PRICE.search(text)) != (named == "quantity")


Cell = tuple[float, float, str | None]  # (left, right, what its header names)


def _header_lines(entries: Sequence[tuple[Page, Word]]) -> dict[int, list[tuple[float, list[Cell]]]]:
    """Per page, its header lines: (lower edge, cells left to right)."""
    lines: dict[tuple[int, int], list[int]] = {}
    for k, (page, word) in enumerate(entries):
        if word.box is not None and word.line_id >= 0:
            lines.setdefault((page.number, word.line_id), []).append(k)
    found: dict[int, list[tuple[float, list[Cell]]]] = {}
    for (number, _), ks in lines.items():
        if any(PRICE.search(entries[k][1].text) for k in ks):
            continue
        ks.sort(key=lambda k: entries[k][1].box[0])  # type: ignore[index]
        cells: list[list[int]] = [[ks[0]]]
        for a, b in pairwise(ks):
            gap = blank_after(entries, a, b)
            if gap is None or gap > _CELL_GAP:
                cells.append([b])
            else:
                cells[-1].append(b)
        named = [(entries[c[0]][1].box[0], entries[c[-1]][1].box[2],  # type: ignore[index]
                  header_class(" ".join(entries[k][1].text for k in c))) for c in cells]
        if len({n for _, _, n in named} & {"quantity", "unit", "amount"}) >= 2:
            bottom = max(entries[k][1].box[3] for k in ks)  # type: ignore[index]
            found.setdefault(number, []).append((bottom, named))
    return found


def _column(cells: Sequence[Cell], word: Word) -> str | None:
    """What the header of the column ``word`` stands in names: the cell whose span, widened to the middle of
    the gutter on each side (an outer cell by its own width), holds the whole word. A word across the middle
    of a gutter stands in no column: a photo's rows run crooked under its header."""
    x0, x1 = word.box[0], word.box[2]  # type: ignore[index]
    for k, (left, right, named) in enumerate(cells):
        lo = (cells[k - 1][1] + left) / 2 if k > 0 else 2 * left - right
        hi = (right + cells[k + 1][0]) / 2 if k + 1 < len(cells) else 2 * right - left
        if lo <= x0 and x1 <= hi:
            return named
    return None
