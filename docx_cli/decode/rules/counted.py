"""Rules on an item's count printed with words around it.

``counted_items``: an online shop's order prints each item as "2 of: Anker USB-C Charger 65W  $35.99": the count
before "of:" is the quantity, the words after it the description, and the one price on the line the price of
one (the shop prints no line total). The model read such a line as a product and a line amount and took the
count into the description or left it ("3 of: Cable Matters …"; "1 of: Logitech" lost its brand).

``at_prices``: a till receipt prints a weighed or counted item as "1.32 lb @ 2.49 /lb" or "12.384 GAL @ 3.459
42.84": the number before "@" (and its unit) is the quantity, the price after it the unit price. The model read
"12.384" as the line's amount and "GAL @" as the product.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from decimal import Decimal

from docx_cli.currency import currency_code
from docx_cli.decode.normalize import PRICE, normalize_amount
from docx_cli.decode.rules.arithmetic import multiplies, roles
from docx_cli.decode.rules.columns import TIMES, item_texts
from docx_cli.decode.rules.lines import boxed_lines
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags

_COUNT = re.compile(r"\d{1,3}")
_OF = re.compile(r"(?i)of:")


def counted_items(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                  types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with each "N of: …" line read as N items of the description after it at the one price on the
    line (a new list)."""
    role = roles(kinds)
    texts = item_texts(kinds, types)
    if role is None or not texts:
        return list(tags)
    entries = list(doc.iter_words())
    out = list(tags)
    for ks in boxed_lines(entries).values():
        if len(ks) < 4 or not _COUNT.fullmatch(entries[ks[0]][1].text) or not _OF.fullmatch(entries[ks[1]][1].text):
            continue
        prices = [k for k in ks[2:] if PRICE.search(entries[k][1].text)]
        if len(prices) != 1:
            continue
        text = [k for k in ks[2:] if k < prices[0] and currency_code(entries[k][1].text) is None]
        if not text:
            continue
        out[ks[0]], out[ks[1]] = f"S-{role['quantity']}", OUTSIDE
        out[text[0]:text[-1] + 1] = spans_to_tags(len(text), [Span(texts[0], 0, len(text))])
        mark = prices[0] - 1  # a currency mark printed apart before the price goes with it
        start = mark if mark > text[-1] and currency_code(entries[mark][1].text) is not None else prices[0]
        out[start:prices[0] + 1] = spans_to_tags(prices[0] + 1 - start, [Span(role["unit"], 0, prices[0] + 1 - start)])
    return out


_AT_UNIT = re.compile(r"(?i)(?:lbs?|kg|g|oz|gal|l|ltr|ea|pcs?|st|stk)\.?")  # the quantity's unit: "lb", "GAL"
_AMOUNT_OF = re.compile(r"\d{1,4}(?:[.,]\d{1,3})?")  # a count or a weight: "2", "1.32", "12.384"
_PER = re.compile(r"(?i)/\s?[a-z]{1,3}\.?$")  # "/lb" after a unit price


def _price_at(texts: Sequence[str], p: int) -> tuple[int, str] | None:
    """(where, the text) of the unit price a line prints from ``texts[p]`` on, after an "@" or an "x": a currency
    mark printed apart before it is skipped ("x £ 4.70", "@ $ 3.49"), a "/kg" after it cut ("3,90 €/kg"); None
    past the line's end."""
    if p < len(texts) and currency_code(texts[p]) is not None and p + 1 < len(texts):
        p += 1
    if p >= len(texts):
        return None
    return p, texts[p][:m.start()] if (m := _PER.search(texts[p])) else texts[p]


def at_prices(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
              types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with each "N [unit] @ P" on a line read as the quantity N at the unit price P; a price after them
    on the line is the line's amount, and untagged words of letters before N its description (a new list)."""
    role = roles(kinds)
    texts = item_texts(kinds, types)
    if role is None:
        return list(tags)
    entries = list(doc.iter_words())
    out = list(tags)
    lines = list(boxed_lines(entries).items())
    for n, ((page, _), ks) in enumerate(lines):
        around = [ls for m in (n - 1, n + 1) if 0 <= m < len(lines) and (ls := lines[m])[0][0] == page]
        if _times_line(entries, ks, [k for _, ls in around for k in ls], out, role) or _glued_times(entries, ks, out, role):
            continue
        at = next((n for n, k in enumerate(ks) if entries[k][1].text == "@"), None)
        if at == 0 and len(ks) == 2 and normalize_amount(entries[ks[1]][1].text) is not None:
            out[ks[0]], out[ks[1]] = OUTSIDE, f"S-{role['unit']}"  # "@ 99.00" alone under its item's line
            continue
        if at is None or at == 0 or at + 1 >= len(ks):
            continue
        q = at - 1 if not _AT_UNIT.fullmatch(entries[ks[at - 1]][1].text) else at - 2
        found = _price_at([entries[k][1].text for k in ks], at + 1)
        if q < 0 or found is None or not _AMOUNT_OF.fullmatch(entries[ks[q]][1].text) \
                or normalize_amount(found[1]) is None:
            continue  # (a count or a weight, no code: "02544221 @ 1.99" is an article's number)
        p = found[0]
        out[ks[q]] = f"S-{role['quantity']}"
        for n in range(q + 1, p):
            out[ks[n]] = OUTSIDE  # the unit, the "@" and a mark printed apart ("2 @ $ 3.49")
        out[ks[p]] = f"S-{role['unit']}"
        rest = [k for k in ks[p + 1:] if PRICE.search(entries[k][1].text)]
        if rest and out[rest[-1]] == OUTSIDE:
            out[rest[-1]] = f"S-{role['amount']}"
        before = ks[:q]
        if texts and before and all(out[k] == OUTSIDE and entries[k][1].text.isalpha() for k in before):
            out[before[0]:before[-1] + 1] = spans_to_tags(len(before), [Span(texts[0], 0, len(before))])
    return out


def _times_line(entries: Sequence[tuple[Page, Word]], ks: Sequence[int], around: Sequence[int], out: list[str],
                role: Mapping[str, str]) -> bool:
    """Whether a line is a count "times" a price, "3 x £ 4.70", "0,850 kg x 3,90 €/kg", alone on its line over or
    under its product's line; then the count is the quantity and the price the unit price (``out`` in place).
    The product must be the amount a line next to it (or this line, after the price) prints: "Pack 2 x 500g"
    or "6 x 0,45" with no amount of 2,70 beside it are no such line."""
    texts = [entries[k][1].text for k in ks]
    at = next((n for n, t in enumerate(texts) if t in TIMES), None)
    if at is None or at not in (1, 2) or (at == 2 and not _AT_UNIT.fullmatch(texts[1])):
        return False
    if not _AMOUNT_OF.fullmatch(texts[0]):
        return False
    found = _price_at(texts, at + 1)
    if found is None:
        return False
    p, price = found
    count, unit = normalize_amount(texts[0].replace(",", ".")), normalize_amount(price)
    if count is None or unit is None:
        return False
    rest = [k for k in ks[p + 1:] if PRICE.search(entries[k][1].text) or entries[k][1].text.isdigit()]
    if not any(_makes(count, unit, entries[k][1].text) for k in [*rest, *around]):
        return False
    out[ks[0]] = f"S-{role['quantity']}"
    for k in ks[1:p]:
        out[k] = OUTSIDE  # the unit, the "x" and a mark printed apart
    out[ks[p]] = f"S-{role['unit']}"
    if rest and out[rest[-1]] == OUTSIDE and _makes(count, unit, entries[rest[-1]][1].text):
        out[rest[-1]] = f"S-{role['amount']}"
    return True


def _makes(count: str, unit: str, amount: str) -> bool:
    """Whether a normalised count times a normalised price makes a printed amount."""
    a = normalize_amount(amount)
    return a is not None and multiplies(Decimal(count), Decimal(unit), Decimal(a))


_GLUED = re.compile(r"[x×X](\d[\d.,]*)")  # a price with its "x" glued to it: "1 x5,49 5,49B"


def _glued_times(entries: Sequence[tuple[Page, Word]], ks: Sequence[int], out: list[str],
                 role: Mapping[str, str]) -> bool:
    """Whether a line prints a count, a price with its "x" glued to it and the amount they make ("Chleb zytni
    500g 1 x5,49 5,49B", a Polish till's row); then they are the row's quantity, unit price and line amount
    (``out`` in place)."""
    for n in range(1, len(ks) - 1):
        m = _GLUED.fullmatch(entries[ks[n]][1].text)
        if m is None or not _AMOUNT_OF.fullmatch(entries[ks[n - 1]][1].text):
            continue
        count, unit = normalize_amount(entries[ks[n - 1]][1].text.replace(",", ".")), normalize_amount(m.group(1))
        if count is None or unit is None or not _makes(count, unit, entries[ks[n + 1]][1].text):
            continue
        out[ks[n - 1]], out[ks[n]], out[ks[n + 1]] = (f"S-{role[r]}" for r in ("quantity", "unit", "amount"))
        return True
    return False
