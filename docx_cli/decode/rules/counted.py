"""Rule ``counted_items``: an online shop's order prints each item as "2 of: Anker USB-C Charger 65W  $35.99": the
count before "of:" is the quantity, the words after it the description, and the one price on the line the
price of one (the shop prints no line total).

Why: the model reads such a line as a product and a line amount, and takes the count into the description or
leaves it ("3 of: Cable Matters …" came back as the description; "1 of: Logitech" lost its brand), so the
quantities are lost and every price is scored as a line's total.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from docx_cli.decode.normalize import PRICE, field_type
from docx_cli.decode.rules.arithmetic import roles
from docx_cli.decode.rules.lines import boxed_lines
from docx_cli.document import Document
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags

_COUNT = re.compile(r"\d{1,3}")
_OF = re.compile(r"(?i)of:")


def counted_items(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                  types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with each "N of: …" line read as N items of the description after it at the one price on the
    line (a new list)."""
    role = roles(kinds)
    texts = [f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text" and "id" not in f]
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
        text = [k for k in ks[2:] if k < prices[0] and entries[k][1].text not in ("$", "€", "£")]
        if not text:
            continue
        out[ks[0]], out[ks[1]] = f"S-{role['quantity']}", OUTSIDE
        out[text[0]:text[-1] + 1] = spans_to_tags(len(text), [Span(texts[0], 0, len(text))])
        mark = prices[0] - 1  # a currency mark printed apart before the price goes with it
        start = mark if mark > text[-1] and entries[mark][1].text in ("$", "€", "£") else prices[0]
        out[start:prices[0] + 1] = spans_to_tags(prices[0] + 1 - start, [Span(role["unit"], 0, prices[0] + 1 - start)])
    return out
