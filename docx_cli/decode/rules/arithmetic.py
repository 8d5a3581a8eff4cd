"""Rules ``row_arithmetic`` and ``one_quantity``: a line-item row has one quantity, and quantity × unit price =
line amount says which of its numbers is which.

Why: on layouts no model trained on, the model knows a row's numbers are its quantity and prices but not which
column is which. A table printing "Pcs | Extended | Unit Pr. | Goods" (the line amount before the unit price)
came out with every row's two prices swapped, and a quantity in an unusual place as an item number. The
product is true of any invoice, order or receipt that prints all three, so where it holds for exactly one way
of reading the row's numbers, that reading wins over the model's column guess.

It only re-labels numbers of a row the model already read as a line item (at least two item values on the
line, one of them a quantity or a price), and only numbers it tagged as a quantity, a price, a line amount,
an item number or nothing. A quantity of 1 says only that unit price = line amount: where the model gave a
row of quantity 1 two equal prices of one role, the first is its unit price (the generator's held-out layouts
0.9589 -> 0.9600, 12 documents better); otherwise it never decides. A row whose tags already multiply out is
left alone; when two readings fit equally well, nothing changes. A web page's table row is its ``<tr>``: its
cells are text nodes, each a line of its own (an HTML invoice's "3 | $9.99 | $29.97").
:func:`one_quantity` (run first) keeps one number of a row's quantity: see its docstring.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from itertools import pairwise, permutations

from docx_cli.decode.normalize import MONTH_NAMES, decimal_mark, name_words, normalize_amount
from docx_cli.decode.rules.lines import next_word, row_key, same_line
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans

# A number as printed in a price column: digits with separators, maybe a currency symbol or code around it
# ("1 279.39", "€8,20", "14,10 EUR"); not a code ("M6106822"), a percentage or a date.
_NUMBER = re.compile(r"[^\w%/:]{0,2}(?:[A-Z]{3}\s?)?-?\d[\d.,'\u00a0\u202f ]*(?:\s?[A-Z]{3})?[^\w%/:]{0,2}")
_TOLERANCE = Decimal("0.011")  # both prices printed rounded to cents
_MAX_NUMBERS = 12  # a row prints a handful of numbers; a line of dozens is a table of figures, not a row


def roles(kinds: Mapping[str, str]) -> dict[str, str] | None:
    """``{"quantity": field, "unit": field, "amount": field}`` among the item fields, by name (``quantity`` /
    ``qty``; a ``unit`` ``price``; a ``line`` ``amount`` or ``total``), or None when one is missing."""
    found: dict[str, str] = {}
    for f, k in kinds.items():
        if k != "item":
            continue
        words = set(name_words(f))
        if words & {"quantity", "qty"}:
            found.setdefault("quantity", f)
        elif "unit" in words and words & {"price", "cost", "rate"}:
            found.setdefault("unit", f)
        elif "line" in words and words & {"amount", "total"}:
            found.setdefault("amount", f)
    return found if len(found) == 3 else None


def row_number(text: str, decimal: str | None = None) -> Decimal | None:
    """``text`` as a positive number printed in a row's price or quantity column, or None (``decimal``: the
    document's decimal mark, :func:`~docx_cli.decode.normalize.decimal_mark`)."""
    if not _NUMBER.fullmatch(text.strip()):
        return None
    n = normalize_amount(text, decimal)
    if n is None:
        return None
    v = Decimal(n)
    return v if v > 0 else None


def multiplies(quantity: Decimal | None, unit: Decimal | None, amount: Decimal | None) -> bool:
    """Whether quantity × unit price = line amount, to the cent the prices are printed rounded to ("0,850 kg x
    3,90" = 3,32); False where one of them is missing."""
    if quantity is None or unit is None or amount is None:
        return False
    return abs(quantity * unit - amount) <= _TOLERANCE


def row_arithmetic(doc: Document, tags: list[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with each line-item row's quantity, unit price and line amount set by their product (see the
    module docstring); a new list, ``tags`` untouched."""
    role = roles(kinds)
    if role is None:
        return tags
    entries = list(doc.iter_words())
    if any(w.line_id < 0 for _, w in entries):
        return tags  # no lines to read a row on
    items = {f for f, k in kinds.items() if k == "item"}
    numeric = set(role.values())
    spans = tags_to_spans(tags)
    taken = {i for s in spans for i in range(s.start, s.end)}
    # the units of each line: the item spans on it and its untagged words, one by one
    lines: dict[tuple[int, int | str], list[Span]] = {}  # a line, or a web table's row (rules.lines.row_key)
    for s in spans:
        if s.label in items and all(same_line(entries, s.start, i) for i in range(s.start, s.end)):
            lines.setdefault(row_key(entries, s.start), []).append(s)
    for i in range(len(entries)):
        if i not in taken and (key := row_key(entries, i)) in lines:
            lines[key].append(Span(OUTSIDE, i, i + 1))
    changed = False
    decimal = decimal_mark(w.text for _, w in entries)  # ("1.185" a unit price on a page of "14,788.80")
    out = {s.start: s for s in spans}
    for units in lines.values():
        tagged = [u for u in units if u.label != OUTSIDE]
        if len(tagged) < 2 or not any(u.label in numeric for u in tagged):
            continue
        pick = _reading(entries, units, role, decimal) or _one_each(entries, tagged, role)
        if pick is None:
            continue
        q, u, a = pick
        assigned = {q.start: role["quantity"], u.start: role["unit"], a.start: role["amount"]}
        for s in tagged:  # a number the model gave a role the row's arithmetic gives another: no longer it
            if s.label in numeric and s.start not in assigned:
                out.pop(s.start, None)
        for unit, field in ((q, role["quantity"]), (u, role["unit"]), (a, role["amount"])):
            for i in range(unit.start + 1, unit.end):  # (an amount over two words: the second's own span goes)
                out.pop(i, None)
            out[unit.start] = Span(field, unit.start, unit.end)
        changed = True
    return spans_to_tags(len(tags), out.values()) if changed else tags


def _reading(entries: Sequence, units: Sequence[Span], role: Mapping[str, str], decimal: str | None = None
             ) -> tuple[Span, Span, Span] | None:
    """The one (quantity, unit price, line amount) of the line's units that multiplies out and agrees most
    with the model's tags; None if nothing does, two readings tie, or the tags already multiply out and no
    other number of the line carries one of the three roles (when one does, the reading that multiplies out
    is returned, and the other numbers lose their role)."""
    values = _row_values(entries, units, role, decimal)
    if len(values) > _MAX_NUMBERS:  # n**3 readings: a line of figures would cost seconds, and is no item row
        return None
    counted = _counted(entries, values, role)
    if counted is not None:
        return counted
    best, best_agree, tie = None, -1, False
    exact: list[tuple[Span, Span, Span]] = []
    priced: list[tuple[Span, Span, Span]] = []  # readings whose unit price and amount print cents
    for (q, vq), (u, vu), (a, va) in permutations(values, 3):
        if vq == 1 or vu == 1 or not multiplies(vq, vu, va) or _overlap(q, u, a):
            continue
        # the multiplier is the quantity: the one the model says is, else the whole number of the two (a number
        # printed with cents, "96.00", is a price)
        # ... but a number printed with cents by a fraction printed without ("3,5 timer 425,00") is the price
        if cents(entries, q) and vu != vu.to_integral_value() and not cents(entries, u):
            continue
        fraction = vq != vq.to_integral_value() and not cents(entries, q) and cents(entries, u)
        if q.label != role["quantity"] and not fraction and (
                u.label == role["quantity"] or vq != vq.to_integral_value()
                or (vu == vu.to_integral_value() and not cents(entries, u))):
            continue
        # (of two readings that keep as many of the model's roles, the one keeping its unit price: a table's net and
        # gross amounts both multiply out from the quantity, "6 | 11.25 | 67.50 | 20% | 13.50 | 81.00")
        agree = (q.label == role["quantity"]) + (u.label == role["unit"]) * 1.01 + (a.label == role["amount"])
        if cents(entries, u) and cents(entries, a):
            priced.append((q, u, a))
        if agree > 3:
            exact.append((q, u, a))
            continue
        if agree > best_agree:
            best, best_agree, tie = (q, u, a), agree, False
        elif agree == best_agree and best is not None and {s.start for s in best} != {q.start, u.start, a.start}:
            tie = True
    if exact:
        return _kept(entries, values, role, exact, priced)
    if best is None and not tie:
        return _discounted(entries, values, role)
    return None if tie else best


def _row_values(entries: Sequence, units: Sequence[Span], role: Mapping[str, str], decimal: str | None
                ) -> list[tuple[Span, Decimal]]:
    """The numbers of a line's units, with their values, and the amounts printed with a space between their
    thousands that two of its words make ("2" | "275,00")."""
    values = []
    for s in units:
        if s.label not in (OUTSIDE, role["quantity"], role["unit"], role["amount"]) and len(s) > 1:
            continue  # a multi-word description or item id is no number
        v = row_number(" ".join(entries[i][1].text for i in range(s.start, s.end)), decimal)
        if v is not None:
            values.append((s, v))
    return values + _split_thousands(entries, values)


def _kept(entries: Sequence, values: Sequence[tuple[Span, Decimal]], role: Mapping[str, str],
          exact: Sequence[tuple[Span, Span, Span]], priced: Sequence[tuple[Span, Span, Span]]
          ) -> tuple[Span, Span, Span] | None:
    """Of a row whose tags already multiply out (``exact``), the reading to return: none (nothing changes),
    unless they multiply counts where one reading multiplies money (``priced``: "48 | 1,200 | 57,600 | 31.20 |
    37,440.00", cans a carton times cartons make the cans, cartons times the price of one the amount), or the
    model gave the same roles to further numbers of the row ("8,07 | 16,95" both unit prices, the tax and the
    gross both line amounts)."""
    if len(priced) == 1 and not (cents(entries, exact[0][1]) or cents(entries, exact[0][2])):
        return priced[0]
    chosen = {s.start for s in exact[0]}
    extra = any(s.label in role.values() and s.start not in chosen for s, _ in values)
    return exact[0] if len(exact) == 1 and extra else None


def _counted(entries: Sequence, values: Sequence[tuple[Span, Decimal]], role: Mapping[str, str]
             ) -> tuple[Span, Span, Span] | None:
    """The one reading whose quantity is the row's one number printed before a unit of measure, a whole number
    ("5,000 | EA | 185 | 925,000": 5,000 each at 185, where 185 × 5,000 multiplies out too), where the model's tags
    read another; else None."""
    counted = [(s, v) for s, v in values if s.end < len(entries) and same_line(entries, s.end - 1, s.end)
               and entries[s.end][1].text.rstrip(".").casefold() in UNITS]
    if len(counted) != 1 or counted[0][1] == 1:
        return None
    q, vq = counted[0]
    if vq != vq.to_integral_value() or cents(entries, q):
        return None  # a price per unit ("10.30 / EA"), no count
    fits = {(u.start, a.start): (q, u, a) for (u, vu), (a, va) in permutations(values, 2)
            if vu != 1 and not _overlap(q, u, a) and multiplies(vq, vu, va)}
    if len(fits) != 1:
        return None
    q, u, a = next(iter(fits.values()))
    return None if (q.label, u.label, a.label) == (role["quantity"], role["unit"], role["amount"]) else (q, u, a)


# Units of measure printed after a quantity ("5,000 EA", "2 sett", "16 PCS", "455 cartons")
UNITS = frozenset({"ea", "each", "pcs", "pc", "pce", "pces", "piece", "pieces", "unit", "units", "set", "sets", "sett",
                   "box", "boxes", "cs", "case", "cases", "carton", "cartons", "ctn", "ctns", "kg", "kgs", "lbs", "lm",
                   "roll", "rolls", "pair", "pairs", "par", "pk", "pack", "stk", "stck", "st", "szt", "ks", "adet",
                   "un", "und", "uds", "pz", "nos", "hrs", "pallets", "cbm"})


def _discounted(entries: Sequence, values: Sequence[tuple[Span, Decimal]], role: Mapping[str, str]
                ) -> tuple[Span, Span, Span] | None:
    """The one (quantity, unit price, line amount) of a row printing a line discount between its price and its
    amount ("PZ 500 | 0,38 | 10 | 171,00": 500 × 0,38 less 10 % is 171,00) that agrees most with the model's
    tags; None if no reading, or two, fit. The quantity is the one the model read, else a whole number."""
    fits: list[tuple[float, tuple[Span, Span, Span]]] = []
    for (q, vq), (u, vu), (a, va) in permutations(values, 3):
        if vq == 1 or vu == 1 or _overlap(q, u, a) or (q.label != role["quantity"] and vq != vq.to_integral_value()):
            continue
        for d, vd in values:
            if (0 < vd < 100 and not _overlap(q, u, a, d) and min(u.start, a.start) < d.start < max(u.start, a.start)
                    and multiplies(vq, vu * (100 - vd) / 100, va)):
                agree = (q.label == role["quantity"]) + (u.label == role["unit"]) * 1.01 + (a.label == role["amount"])
                fits.append((agree, (q, u, a)))
    fits.sort(key=lambda f: -f[0])
    if not fits or (len(fits) > 1 and fits[1][0] == fits[0][0] and fits[1][1] != fits[0][1]):
        return None
    return fits[0][1]


_GROUP = re.compile(r"\d{1,3}")
_THOUSANDS = re.compile(r"\d{3}(?:[.,]\d{1,2})?")


def _overlap(*spans: Span) -> bool:
    """Whether two of the spans share a word (a number and the amount its digit group belongs to)."""
    words = [i for s in spans for i in range(s.start, s.end)]
    return len(words) != len(set(words))


def _split_thousands(entries: Sequence, values: Sequence[tuple[Span, Decimal]]) -> list[tuple[Span, Decimal]]:
    """The amounts printed with a space between their thousands that the line's words split in two ("2" |
    "275,00": 2 275,00), each a span over both words, for the readings to try beside the words alone."""
    found = []
    for (a, _), (b, _) in pairwise(sorted(values, key=lambda sv: sv[0].start)):
        ta, tb = (" ".join(entries[i][1].text for i in range(s.start, s.end)) for s in (a, b))
        if b.start == a.end and _GROUP.fullmatch(ta) and _THOUSANDS.fullmatch(tb) and next_word(entries, a.end - 1, b.start):
            v = row_number(f"{ta} {tb}")
            if v is not None:
                found.append((Span(OUTSIDE if a.label == b.label else b.label, a.start, b.end), v))
    return found


def cents(entries: Sequence, s: Span) -> bool:
    """Whether span ``s`` prints a number with cents ("96.00", "4,50")."""
    return bool(_CENTS.search(" ".join(entries[i][1].text for i in range(s.start, s.end))))


_CENTS = re.compile(r"\d[.,]\d{2}(?!\d)")


def _one_each(entries: Sequence, tagged: Sequence[Span], role: Mapping[str, str]
              ) -> tuple[Span, Span, Span] | None:
    """A row of quantity 1 whose two prices, equal, the model gave one role ("1 | 89.00 | 89.00", both line
    amounts): the first is the unit price and the second the line amount, the only reading a quantity of 1
    allows (either order reads the same values); None for any other row."""
    def value(s: Span) -> Decimal | None:
        return row_number(" ".join(entries[i][1].text for i in range(s.start, s.end)))

    qty = [s for s in tagged if s.label == role["quantity"]]
    prices = sorted((s for s in tagged if s.label in (role["unit"], role["amount"])), key=lambda s: s.start)
    if (len(qty) != 1 or value(qty[0]) != 1 or len(prices) != 2 or prices[0].label != prices[1].label
            or value(prices[0]) is None or value(prices[0]) != value(prices[1])):
        return None
    return qty[0], prices[0], prices[1]


# -- rule one_quantity ------------------------------------------------------------------------------------
_INTEGERISH = re.compile(r"\d+(?:[.,]\d+)?")


def _no_rates(entries: Sequence[tuple[Page, Word]], spans: Sequence[Span], qty: str) -> list[Span]:
    """``spans`` with the quantities' rates left out: a word printing "%" (a tax or discount rate, "4%" |
    "-1") is no quantity; the words around it stay quantities of their own."""
    out: list[Span] = []
    for s in spans:
        if s.label != qty or not any("%" in entries[k][1].text for k in range(s.start, s.end)):
            out.append(s)
            continue
        start = s.start
        for k in range(s.start, s.end + 1):
            if k == s.end or "%" in entries[k][1].text:
                if k > start:
                    out.append(Span(qty, start, k))
                start = k + 1
    return out


def one_quantity(doc: Document, tags: list[str], kinds: Mapping[str, str],
                 score: Callable[[int, str], float]) -> list[str]:
    """``tags`` with one quantity per line (rule ``one_quantity``; a new list).

    Why: a row has one quantity, but where a description ends in a number ("Bubble Wrap Roll, charge 470") or
    a row's position number stands apart, the model tags that number as a quantity too, and the row's two
    quantities merge into "470 40": 409 of the composed held-out split's quantities, and several of
    WildReceipt's ("1 12"). Of the numbers tagged as quantities on one line, the one the row's arithmetic picks
    (its unit price times it is its line amount) or else the one the model likes best as a quantity of its own
    (``score(i, "S-quantity")``) stays; a number right after a description, a word space after it, goes back
    to it, the others are dropped (a quantity column's number across a gutter is no description's: "Zinc-plated
    Hex Bolt M10x60" | "46"). A quantity printed with digit groups ("1 000") is one number, and a rate printed
    in the quantity's cell ("4%" | "-26") is none of it (the generator's held-out layouts 0.9583 → 0.9586: one
    document's six quantities).
    """
    role = roles(kinds)
    if role is None:
        return tags
    qty, entries = role["quantity"], list(doc.iter_words())
    read = tags_to_spans(tags)
    spans = _no_days(entries, _no_rates(entries, read, qty), qty)
    out = {s.start: s for s in spans}
    prices = _line_prices(entries, spans, role)
    lines: dict[tuple[int, int], list[Span]] = {}
    for s in spans:
        if s.label == qty and entries[s.start][1].line_id >= 0:
            lines.setdefault((entries[s.start][0].number, entries[s.start][1].line_id), []).append(s)
    changed = spans != read  # a rate left out
    for parts in lines.values():
        words = [k for p in parts for k in range(p.start, p.end)]
        texts = [entries[k][1].text for k in words]
        if (len(words) < 2 or not all(_INTEGERISH.fullmatch(t) for t in texts)
                or (len(parts) == 1 and _grouped(texts))):
            continue
        keep = _multiplies_out(entries, words, role, prices)
        if keep is None:
            keep = max(words, key=lambda k: score(k, f"S-{qty}"))
        for p in parts:
            del out[p.start]
        out[keep] = Span(qty, keep, keep + 1)
        ends = {d.end: d for d in out.values() if d.label != qty}
        for k in words:  # a number right after a description (or after one that went back to it) joins it
            before = ends.get(k)
            if (k != keep and before is not None and kinds.get(before.label) == "item"
                    and before.label not in role.values() and next_word(entries, k - 1, k)):
                out[before.start] = ends[k + 1] = Span(before.label, before.start, k + 1)
        changed = True
    return spans_to_tags(len(tags), out.values()) if changed else tags


def _no_days(entries: Sequence[tuple[Page, Word]], spans: Sequence[Span], qty: str) -> list[Span]:
    """``spans`` less the quantities that are a date's day, printed a word space after its month's name ("Nov" |
    "9" | "RM1412 Room Charge": a hotel folio's night)."""
    return [s for s in spans if not (s.label == qty and s.end == s.start + 1 and s.start > 0
                                     and entries[s.start][1].text.isdigit() and len(entries[s.start][1].text) <= 2
                                     and entries[s.start - 1][1].text.rstrip(".").casefold() in MONTH_NAMES
                                     and next_word(entries, s.start - 1, s.start))]


def _grouped(texts: Sequence[str]) -> bool:
    """Whether the words spell one number in digit groups: "1 000", "12 500" (not "470 40")."""
    return bool(re.fullmatch(r"\d{1,3}", texts[0])) and all(re.fullmatch(r"\d{3}([.,]\d+)?", t) for t in texts[1:])


def _line_prices(entries: Sequence, spans: Sequence[Span], role: Mapping[str, str]
                 ) -> dict[tuple[int, int], dict[str, list[Decimal]]]:
    """Per line (page, line id): the values of the spans tagged as the unit price and as the line amount."""
    out: dict[tuple[int, int], dict[str, list[Decimal]]] = {}
    for sp in spans:
        if sp.label in (role["unit"], role["amount"]):
            v = row_number(" ".join(entries[k][1].text for k in range(sp.start, sp.end)))
            if v is not None:
                p, w = entries[sp.start]
                out.setdefault((p.number, w.line_id), {}).setdefault(sp.label, []).append(v)
    return out


def _multiplies_out(entries: Sequence, words: Sequence[int], role: Mapping[str, str],
                    prices: dict[tuple[int, int], dict[str, list[Decimal]]]) -> int | None:
    """The one of ``words`` (tagged as quantities on one line) that times a unit price on the line gives a line
    amount on it, if exactly one does."""
    p, w = entries[words[0]]
    line = prices.get((p.number, w.line_id), {})
    pairs = [(u, a) for u in line.get(role["unit"], ()) for a in line.get(role["amount"], ())]
    fits = [k for k in words
            if (q := row_number(entries[k][1].text)) is not None and q != 1
            and any(multiplies(q, u, a) for u, a in pairs)]
    return fits[0] if len(fits) == 1 else None
