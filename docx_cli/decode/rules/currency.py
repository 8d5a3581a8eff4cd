"""Rule ``total_currency``: a document that prints its total with a currency mark ("$ 4.11", "29,99 €",
"Total (EUR) 123.45") is in that currency, where the model tagged none. Real invoices print the mark by the
total far more often than in a field of its own, and the model rarely tags a lone "$" (5 of the 7 invoice2data
invoices came back without a currency).

Rule ``currency_of_total``: ... and where the model tagged another currency, the total's mark wins. The model
takes the currency from where it stands: an invoice in euros that also prints its total converted ("Entspricht
USD 25.091,01 USD", "GBP equivalent") came back in the converted currency. A bare "$" by the total says no
dollar in particular and leaves a tagged "CAD" as it is.

Rule ``dollar_country``: a bare "$" is the dollar of the page's country. "$" is read as the US dollar, the
reading of most documents; where the page prints one other dollar's code ("TOTAL AUD (inc GST)") or names one
country of another dollar or peso, and only one ("Mississauga, ON L5E 1E9" with its HST number, "ABN 48 612 907
331", "RFC", a Chilean "R.U.T.", an Argentine "CUIT"), the "$" is that country's: a Canadian plumber's "$ 1,250.00" is in CAD."""

from __future__ import annotations

import re
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
        if code is None and i == cell.start - 1 and entries[i][1].text == "R":
            code = "ZAR"  # the rand's "R" right before the amount ("R 147 819.77"); after it, a tax class
        if code is not None:
            return entries[i][1], code, page
    return None


# Another dollar's (or a peso's) code printed as a word of the page, and what names its country: a province's or a
# state's postcode, a tax or business number only it prints, its name
_DOLLARS = frozenset({"CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "CLP", "ARS", "COP"})
_COUNTRY = (
    ("CAD", re.compile(r"\b(?:canada|gst/hst|hst|tps|tvq|qst|(?:ab|bc|mb|nb|nl|ns|on|pe|qc|sk)\s+[a-z]\d[a-z]\s?\d[a-z]\d)\b")),
    ("AUD", re.compile(r"\b(?:australia|abn|(?:nsw|vic|qld|wa|sa|tas|act|nt)\s+\d{4})\b")),
    ("NZD", re.compile(r"\b(?:new zealand|nzbn|aotearoa|auckland|wellington|christchurch|dunedin)\b")),
    ("SGD", re.compile(r"\b(?:singapore|uen)\b")),
    ("HKD", re.compile(r"\b(?:hong kong|kowloon)\b")),
    ("MXN", re.compile(r"\b(?:m[eé]xico|rfc|cfdi)\b")),
    ("CLP", re.compile(r"\b(?:chile|r\.?u\.?t)\b")),
    ("ARS", re.compile(r"\b(?:argentina|cuit)\b")),
    ("COP", re.compile(r"\bcolombia\b")),
)


# a street named after a country ("Av. Argentina 3250" in Callao, "Calle Colombia"): no country named
_STREETS = re.compile(r"\b(?:av|avda|avenida|calle|rua|rue|jr|jir[oó]n|carrera|cra|via|viale)\.?\s+\w+")


def dollar_country(fields: dict[str, Any], entries: Sequence[tuple[Page, Word]], field: str = "currency") -> None:
    """``fields[field]`` read as another country's dollar (or peso) where it is a bare "$" read as USD and the
    page prints one other dollar's code, else names one such country (rule ``dollar_country``; in place)."""
    value = fields.get(field)
    if not isinstance(value, dict) or value.get("normalized") != "USD" or value.get("value", "").strip("()[]:") != "$":
        return
    codes = {w.text.strip("()[]:,.") for _, w in entries} & _DOLLARS
    if not codes:
        text = _STREETS.sub(" ", " ".join(w.text for _, w in entries).casefold())
        codes = {code for code, pattern in _COUNTRY if pattern.search(text)}
    if len(codes) == 1:
        fields[field] = {**value, "normalized": codes.pop()}


_IN = frozenset({"in", "en", "em", "in:"})  # "All prices are in PHP", "Montants en EUR", "Valores em BRL"


def _in_currency(entries: Sequence[tuple[Page, Word]], i: int) -> bool:
    """Whether the code of word ``i`` is printed as the currency amounts are in: after "in" on its line."""
    return i > 0 and entries[i - 1][1].text.casefold() in _IN and entries[i - 1][1].line_id == entries[i][1].line_id \
        and entries[i - 1][0].number == entries[i][0].number


# Keys of the currency a document is in ("Para Birimi: TRY", "Moneda: RON", "Währung: CHF"), folded
_CURRENCY_KEYS = frozenset({"currency", "currency:", "para birimi:", "birimi:", "moneda:", "moneda", "wahrung:",
                            "währung:", "devise:", "valuta:", "waluta:", "mena:", "měna:", "valuuta:", "moeda:"})


def _named_currency(entries: Sequence[tuple[Page, Word]], i: int) -> bool:
    """Whether the code of word ``i`` is printed as the document's currency: in brackets ("Summary of Charges
    (USD)", "… krónum (ISK).") or after a currency key on its line ("Para Birimi: TRY")."""
    text = entries[i][1].text.rstrip(".,;")
    if text.startswith("(") and text.endswith(")"):
        return True
    before = " ".join(entries[j][1].text for j in range(max(0, i - 2), i)
                      if entries[j][1].line_id == entries[i][1].line_id and entries[j][0].number == entries[i][0].number)
    return before.casefold() in _CURRENCY_KEYS or before.casefold().split(" ")[-1] in _CURRENCY_KEYS


def page_currency(fields: dict[str, Any], entries: Sequence[tuple[Page, Word]], field: str = "currency",
                  total: str = "total_amount") -> None:
    """Rule page_currency on the fields JSON, in place: an empty currency, where a total was read, takes the sign
    the page prints alone ("$", "€", "£", "US$"; not a code of letters, which may be a word, unless printed after
    "in": "All prices are in PHP", in brackets, "(USD)", or after a currency key, "Para Birimi: TRY"), where every sign it prints is one currency's (a pharmacy's receipt printing "STORE COUPON $ 2.00" and its total bare). Its
    confidence is the total's."""
    chosen = fields.get(total)
    if field not in fields or fields[field] is not None or not isinstance(chosen, dict):
        return
    signs = [(page, word, code) for i, (page, word) in enumerate(entries)
             if (code := currency_code(word.text)) is not None
             and (not word.text.strip("()[]:.").isalpha() or _in_currency(entries, i) or _named_currency(entries, i))]
    if not signs or len({code for *_, code in signs}) != 1:
        return
    page, word, code = signs[0]
    box = None if word.box is None else [round(v, 2) for v in word.box]
    fields[field] = {"value": word.text, "normalized": code, "confidence": chosen["confidence"],
                     "page": page.number, "bbox": box}


# A US address's state and ZIP code ("Asheville, NC 28801", "NY 10459-1234")
_US_ADDRESS = re.compile(r"\b(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|"
                         r"T[NX]|UT|V[AT]|W[AIVY])\s+\d{5}(?:-\d{4})?\b")


def country_currency(fields: dict[str, Any], entries: Sequence[tuple[Page, Word]], field: str = "currency",
                     total: str = "total_amount") -> None:
    """Rule country_currency on the fields JSON, in place: an empty currency, where a total was read and the page
    prints no currency mark at all, is the US dollar on a page printing a US state and ZIP code (a US till
    receipt prints its amounts bare: "TOTAL 42.18" under "Asheville, NC 28801"). Its confidence is the
    total's; it points at no word (``bbox`` None)."""
    chosen = fields.get(total)
    if field not in fields or fields[field] is not None or not isinstance(chosen, dict):
        return
    if any(find_currency(word.text) is not None for _, word in entries):
        return
    text = " ".join(word.text for _, word in entries)
    if _US_ADDRESS.search(text):
        fields[field] = {"value": "USD", "normalized": "USD", "confidence": chosen["confidence"],
                         "page": chosen.get("page"), "bbox": None}
