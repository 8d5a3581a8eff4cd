"""Rule ``total_currency``: a document that prints its total with a currency mark ("$ 4.11", "29,99 €",
"Total (EUR) 123.45") is in that currency, where the model tagged none. Real invoices print the mark by the
total far more often than in a field of its own, and the model rarely tags a lone "$" (5 of the 7 invoice2data
invoices came back without a currency).

Rule ``currency_of_total``: ... and where the model tagged another currency, the total's mark wins. The model
takes the currency from where it stands: an invoice in euros that also prints its total converted ("Entspricht
USD 25.091,01 USD", "GBP equivalent") came back in the converted currency. A bare "$" by the total says no
dollar in particular and leaves a tagged "CAD" as it is."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from docx_cli.currency import currency_code, find_currency
from docx_cli.decode.spans import Cell
from docx_cli.document import Page, Word

LEFT = 3  # words looked at before the total on its line: "Total (EUR): 12.00"; after it, the next one


def total_currency(fields: dict[str, Any], totals: Sequence[Cell], entries: Sequence[tuple[Page, Word]],
                   field: str = "currency", total: str = "total_amount", *, replace: bool = False) -> None:
    """``fields[field]`` (when empty; with ``replace``, also when it holds another currency) from the mark
    printed with the chosen total: in its own text, else the nearest word on its line, right after it or at
    most ``LEFT`` words before it, that is a mark alone; where that printing of the total has none, another
    printing of the same total. The value is the mark as printed, ``normalized`` its ISO 4217 code, its
    confidence the total's."""
    chosen = fields.get(total)
    if field not in fields or not isinstance(chosen, dict):
        return
    tagged = fields[field]
    if tagged is not None and not (replace and isinstance(tagged, dict)):
        return
    # the total as chosen first, then its other printings (a total printed twice, once with its mark)
    same = [c for c in totals if c.text == chosen["value"]]
    same.sort(key=lambda c: (c.page, c.to_json()["bbox"]) != (chosen["page"], chosen["bbox"]))
    found = next((m for m in (_mark(c, entries) for c in same) if m is not None), None)
    if found is None:
        return
    word, code, page = found
    if tagged is not None and (tagged.get("normalized") == code or word.text.strip("()[]:") == "$"):
        return  # the same currency, or a bare "$" (no dollar in particular) against the tagged one
    box = None if word.box is None else [round(v, 2) for v in word.box]
    fields[field] = {"value": word.text, "normalized": code, "confidence": chosen["confidence"],
                     "page": page, "bbox": box}


def _mark(cell: Cell, entries: Sequence[tuple[Page, Word]]) -> tuple[Word, str, int] | None:
    """``(word, code, page)`` of the currency mark printed with one printing of the total, or None."""
    inside = [entries[i][1] for i in range(cell.start, cell.end)]
    for w in inside:
        code = find_currency(w.text)
        if code is not None:
            return w, code, cell.page
    page, line = entries[cell.start][0].number, entries[cell.start][1].line_id

    def on_line(i: int) -> bool:
        return 0 <= i < len(entries) and entries[i][0].number == page and entries[i][1].line_id == line

    # right after it first ("12.00 EUR": the mark of this amount), then leftwards ("$ 4.11", "Total (EUR)")
    for i in [cell.end, *range(cell.start - 1, cell.start - 1 - LEFT, -1)]:
        if not on_line(i):
            continue
        code = currency_code(entries[i][1].text)
        if code is not None:
            return entries[i][1], code, page
    return None
