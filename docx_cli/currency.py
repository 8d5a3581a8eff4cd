"""Currencies as documents print them: ISO 4217 codes and the signs that stand for them.

Ingest splits a sign glued to its amount ("$8.20", "EUR12.00": docx_cli/ingest/words.py); decoding gives a
currency value its ISO code (``"€"`` → ``"EUR"``) and reads the mark printed with the total where the model
tagged no currency (docx_cli/decode/rules/currency.py).
"""

from __future__ import annotations

import re

# The codes read as a currency wherever they stand. Codes that are also common words are left out ("ALL",
# "CUP", "TOP", "PEN", "MOP", "BOB", "MAD", "GEL"): on a receipt "PEN" is a product, not Peru's sol.
CODES = frozenset({
    "USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "NZD", "CNY", "HKD", "SGD", "MYR", "INR", "IDR",
    "THB", "PHP", "KRW", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RUB", "TRY", "ZAR", "BRL", "MXN",
    "AED", "SAR", "ILS", "RON", "BGN", "ISK", "UAH", "TWD", "VND", "PKR", "BDT", "LKR", "EGP", "NGN",
    "KES", "QAR", "KWD", "BHD", "OMR", "ARS", "CLP", "COP",
})

# Signs and local abbreviations → code. A bare "$" is read as the US dollar, the reading of most documents
# that print it alone; "C$", "A$", "HK$" and the like say which dollar. "kr" (SEK, NOK, DKK, ISK) says no
# single currency and is left out.
SIGNS = {
    "$": "USD", "US$": "USD", "USD$": "USD", "C$": "CAD", "CA$": "CAD", "CAD$": "CAD", "A$": "AUD",
    "AU$": "AUD", "NZ$": "NZD", "S$": "SGD", "SG$": "SGD", "HK$": "HKD", "R$": "BRL", "MX$": "MXN",
    "NT$": "TWD", "€": "EUR", "£": "GBP", "¥": "JPY", "￥": "JPY", "₹": "INR", "Rs": "INR", "Rs.": "INR",
    "₩": "KRW", "₽": "RUB", "₺": "TRY", "₪": "ILS", "฿": "THB", "₫": "VND", "₱": "PHP", "zł": "PLN",
    "Kč": "CZK", "RM": "MYR", "Rp": "IDR", "Fr.": "CHF", "SFr.": "CHF", "CHF": "CHF", "RMB": "CNY",
    "元": "CNY", "Kc": "CZK", "TL": "TRY",  # ("Kc": "Kč" in ASCII, as OCR and older tills print it)
    "KSh": "KES", "KSH": "KES", "Ksh": "KES", "Kshs": "KES", "KShs": "KES",  # the Kenyan shilling
}
# Signs read only glued to an amount with its cents: a bare "R" is a letter (an Eircode's "R192", a reference's
# "R-1728"), "R407.47" South Africa's rand
GLUED = {"R": "ZAR"}

_EDGE = re.compile(r"^[\s(\[:]+|[\s)\]:,;]+$")
_NUMBER = re.compile(r"[-−]?\d[\d.,'’]*")  # the amount a sign may be glued to ("$4.11", "4,11€")
_GLUED_AMOUNT = re.compile(r"([A-Z])(\d{1,3}(?:[ ,]?\d{3})*[.,]\d{2})")


def currency_code(text: str) -> str | None:
    """The ISO 4217 code of a printed currency mark (``"€"``, ``"US$"``, ``"Rs."``, ``"(EUR)"``), or None when
    ``text`` is no mark on its own (a word, an amount, an ambiguous "kr")."""
    t = _EDGE.sub("", text)
    if not t or len(t) > 5 or any(c.isdigit() for c in t):
        return None
    if t in SIGNS:
        return SIGNS[t]
    if t in CODES:  # capitals only: "try" and "Try" are words
        return t
    if t.rstrip(".") in SIGNS:  # "Rs." / "€."
        return SIGNS[t.rstrip(".")]
    return None


def find_currency(text: str) -> str | None:
    """The code of the first currency mark among the words of ``text`` ("Total (EUR)", "$ 4.11", "4,11 €"),
    signs glued to a number ("$4.11") or to a unit ("USD/CTN") included, or None."""
    for word in text.split():
        code = currency_code(word)
        if code is None:  # "$4.11", "4,11€": the sign without its number
            code = currency_code(_NUMBER.sub(" ", word).strip())
        if code is None and (m := _GLUED_AMOUNT.fullmatch(word)):  # "R407.47", not "R192" nor "R-1728-7612"
            code = GLUED.get(m.group(1))
        if code is None and word.count("/") == 1:  # a price's unit: "USD/CTN", "€/kg", "CAD/FBM"
            code = currency_code(word.split("/")[0])
        if code is not None:
            return code
    return None
