"""Value types and normalisation: which fields are dates or amounts, and their values as ISO dates and plain
decimals.

A field's value type (date / amount / text) is read from its name (``invoice_date`` → date, ``unit_price`` →
amount, see :func:`field_type`), unless labels.json gives ``"types": {"field": "date"|"amount"|"text"}``.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Iterable, Mapping
from decimal import Decimal, InvalidOperation

KINDS = ("single", "multi", "item")
TYPES = ("date", "amount", "text")

# -- value types ----------------------------------------------------------------------------------------

_DATE_WORDS = ("date", "dated", "day", "deadline", "expiry", "expires", "issued", "due_on", "period")
_AMOUNT_WORDS = ("amount", "total", "price", "cost", "tax", "vat", "gst", "subtotal", "sum", "fee", "balance",
                 "net", "gross", "discount", "charge", "payment", "quantity", "qty", "rate", "value")


def name_words(name: str) -> list[str]:
    """The words of a field name (``vendor_address`` → ``["vendor", "address"]``), which say its type."""
    return re.split(r"[^a-z]+", name.lower())


def is_currency(name: str) -> bool:
    """Whether field ``name`` holds a currency (its value's ``normalized`` is an ISO 4217 code)."""
    return "currency" in name_words(name)


def field_type(name: str, declared: Mapping[str, str] | None = None) -> str:
    """``date``, ``amount`` or ``text`` for a field name (labels.json ``types`` wins over the name)."""
    if declared and name in declared:
        return declared[name]
    parts = name_words(name)
    if any(p in _DATE_WORDS for p in parts):
        return "date"
    if any(p in _AMOUNT_WORDS for p in parts):
        return "amount"
    return "text"


_MONTHS = {
    name: i
    for i, names in enumerate(
        # English, German, French, then Dutch, Italian, Spanish, Portuguese, the Nordic languages, Indonesian and
        # Malay. Left out: abbreviations that are
        # words of a line item ("set", Italian and Portuguese September: "1 set 12.00"; "out")
        [("january", "jan", "januar", "jänner", "janvier", "janv", "januari", "gennaio", "gen", "enero", "ene",
          "janeiro"),
         ("february", "feb", "februar", "février", "fevrier", "févr", "fevr", "februari", "febbraio", "febrero",
          "fevereiro", "fev"),
         ("march", "mar", "märz", "maerz", "mär", "mars", "maart", "mrt", "marzo", "março", "marco", "maret", "mac"),
         ("april", "apr", "avril", "avr", "aprile", "abril", "abr"),
         ("may", "mai", "mei", "maggio", "mayo", "maio", "maj"),
         ("june", "jun", "juni", "juin", "giugno", "giu", "junio", "junho"),
         ("july", "jul", "juli", "juillet", "juil", "luglio", "lug", "julio", "julho", "julai"),
         ("august", "aug", "août", "aout", "augustus", "agosto", "ago", "augusti", "agustus", "agu", "ags", "ogos"),
         ("september", "sep", "sept", "septembre", "settembre", "septiembre", "setiembre", "setembro"),
         ("october", "oct", "oktober", "okt", "octobre", "ottobre", "ott", "octubre", "outubro"),
         ("november", "nov", "novembre", "noviembre", "novembro"),
         ("december", "dec", "dezember", "dez", "décembre", "decembre", "déc", "dicembre", "diciembre", "dic",
          "dezembro", "desember", "des", "disember", "dis")],
        start=1,
    )
    for name in names
}
# A month name may follow a day with no space ("04NOV'17"), never another letter.
MONTH_NAMES = frozenset(_MONTHS)  # every spelling of a month the dates are read in, lower case
_MONTH_RE = r"(?<![a-z])(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")(?![a-z])\.?"
_ORD = r"(?:st|nd|rd|th)?"
MAX_VALUE_CHARS = 256  # longer text is never read as a date or an amount (hostile 5 MB words: issue 28)
_YMD = re.compile(r"(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
# The year ends the number, or a time of day follows it unspaced (OCR's "16/02/201812:04:58").
_NUMERIC = re.compile(r"(?<!\d)(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}(?=\d{1,2}:\d\d)|(?:\d{4}|\d{2})(?!\d))")
# A two-digit year may be written with an apostrophe, as US receipts print it: "Mar01'14", "04NOV'17".
_D_MON_Y = re.compile(rf"(?<!\d)(\d{{1,2}})(?!\d){_ORD}[\s\-./]*(?:day\s+of\s+|of\s+|de\s+)?{_MONTH_RE}(?:\s+de\s+|[\s\-./,]*)(\d{{4}}|['’]?\d{{2}})(?!\d)", re.IGNORECASE)  # "3 de marzo de 2024"
_MON_D_Y = re.compile(rf"{_MONTH_RE}[\s\-./]*(\d{{1,2}})(?!\d){_ORD}(?:[\s\-./,]+|(?=['’]))(\d{{4}}|['’]?\d{{2}})(?!\d)", re.IGNORECASE)


def _year(text: str) -> int:
    text = text.lstrip("'’")  # '14
    y = int(text)
    if len(text) == 2:  # two-digit years: 00-69 → 2000s, 70-99 → 1900s (the POSIX strptime pivot)
        y += 2000 if y < 70 else 1900
    return y


def _iso(y: int, m: int, d: int) -> str | None:
    try:
        return _dt.date(y, m, d).isoformat()
    except ValueError:
        return None


# A decimal amount as printed ("2.50", "1,99"), not a count or a code: the shape of a price on a receipt line.
PRICE = re.compile(r"\d[.,]\d{2}(?!\d)")


def normalize_date(text: str, day_first: bool = True) -> str | None:
    """A date in ``text`` as ISO 8601 (``2021-03-12``), or None.

    Reads ``12/03/2021`` / ``12-03-21`` / ``12.03.2021`` (day first, or month first with
    ``day_first=False``; a part above 12 settles it either way), ``2021-03-12``, ``12 March 2021``,
    ``12th Mar 2021``, ``March 12, 2021``, ``12-Mar-21``, ``12th day of March, 2021`` (contracts).
    """
    found = find_date(text, day_first)
    return None if found is None else found[0]


def find_date(text: str, day_first: bool = True) -> tuple[str | None, int, int] | None:
    """``(ISO date or None, start, end)`` of the first date pattern in ``text`` (as :func:`normalize_date`
    reads it; None as the date when the pattern names no real day, such as 31/02/2021), or None."""
    if len(text) > MAX_VALUE_CHARS:  # no date is that long; a 5 MB word cost minutes of regex search per call
        return None
    if m := _YMD.search(text):
        return _iso(int(m[1]), int(m[2]), int(m[3])), m.start(), m.end()
    if m := _D_MON_Y.search(text):
        return _iso(_year(m[3]), _MONTHS[m[2].lower()], int(m[1])), m.start(), m.end()
    if m := _MON_D_Y.search(text):
        return _iso(_year(m[3]), _MONTHS[m[1].lower()], int(m[2])), m.start(), m.end()
    if m := _NUMERIC.search(text):
        a, b, y = int(m[1]), int(m[2]), _year(m[3])
        day, month = (a, b) if day_first else (b, a)
        if month > 12 >= day:  # 03/25/2021 read day-first: only month-first makes a date
            day, month = month, day
        return _iso(y, month, day), m.start(), m.end()
    return None


_NUMBER = re.compile(r"\d(?:[\d.,'’\u00a0\u202f ]*\d)?")
_GROUPED = re.compile(r"\d{3}(?:[.,]\d+)?")


def normalize_amount(text: str, decimal: str | None = None) -> str | None:
    """An amount as a plain decimal string (``"-1234.50"``), or None.

    Currency symbols and codes are dropped; ``(12.00)``, ``-12.00``, ``12.00-`` and ``−12.00`` are negative.
    Thousand separators are ``,`` ``.`` ``'`` or spaces; the decimal mark is the last ``.``/``,`` unless
    that one is followed by exactly three digits and is the only mark (``1,234`` and ``1.234`` are
    thousands, ``1,23`` and ``1.5`` decimals; ``1.234,56`` and ``1,234.56`` both read 1234.56), or unless
    ``decimal``, the mark the document's other amounts print as theirs (:func:`decimal_mark`), is that mark
    (``1.185`` on a page of "14,788.80" is 1.185). Of several
    numbers the last is read when the others are whole (``2 12.50``: a quantity and its amount), none when
    another one has a mark of its own (``6.45 245.10``, ``$ 9.99 $ 29.97``: two amounts of one row read as one
    cell).
    """
    t = text.strip()
    if len(t) > MAX_VALUE_CHARS:  # no amount is that long (see normalize_date)
        return None
    m = _NUMBER.search(t)
    if m is None:
        return None
    core = m.group(0)
    later = _NUMBER.search(t, m.end())
    if later is not None and re.search(r"\d[.,]\d", core) and re.search(r"\d[.,]\d", later.group(0)):
        return None  # "$ 9.99 $ 29.97": a unit price and its row's amount read as one cell, two amounts
    groups = re.split(r"[\s\u00a0\u202f]+", core)
    if len(groups) > 1:  # "1 234,56" is one number; "2 12.50" is two, take the last; "6.45 245.10": none
        if (re.fullmatch(r"\d{1,3}", groups[0]) and all(re.fullmatch(r"\d{3}", g) for g in groups[1:-1])
                and _GROUPED.fullmatch(groups[-1])):
            core = "".join(groups)
        elif any(c in ".,'’" for g in groups[:-1] for c in g):
            return None  # an amount of its own before the last one: two amounts in one cell
        else:
            core = groups[-1]
    core = core.replace("'", "").replace("’", "")
    marks = [c for c in core if c in ".,"]
    if marks:
        last = max(core.rfind("."), core.rfind(","))
        after = core[last + 1 :]
        single_kind = len(set(marks)) == 1
        if single_kind and (len(marks) > 1 or (len(after) == 3 and core[:last] not in ("0", "")
                                                and marks[0] != decimal)):
            core = core.replace(marks[0], "")  # only thousand separators
        else:
            core = core[:last].replace(".", "").replace(",", "") + "." + after
    try:
        value = Decimal(core)
    except InvalidOperation:
        return None
    before, after = t[: m.start()], t[m.end() :]
    negative = bool(
        ("(" in before and ")" in after)  # (1,234.00)
        or re.search(r"[-−–]\s*[^\d\s]{0,4}\s*$", before)  # -12, -$12, $-12, USD -12
        or re.match(r"\s*[-−–]", after)  # 12.00-
        or re.match(r"\s*CR\b", after)  # 12.00 CR (credit)
    )
    return format(-value if negative and value else value, "f")


def normalize(text: str, kind: str, day_first: bool = True, decimal: str | None = None) -> str | None:
    if kind == "date":
        return normalize_date(text, day_first)
    if kind == "amount":
        return normalize_amount(text, decimal)
    return None


# amounts that print their decimal mark beyond doubt: cents after a point ("6.49", "1,234.56") or a comma
_POINT_CENTS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.,])")
_COMMA_CENTS = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d.,])")
_AGREE = 5  # one mark's amounts outnumber the other's this many times over (a stray "3,90" in a US address)


def decimal_mark(texts: Iterable[str]) -> str | None:
    """The decimal mark a document's amounts print, "." or ",", where its amounts with cents agree on one (two of
    them at least, five times as many as print the other); None otherwise. It settles what a lone mark before
    three digits is: "1.185" is a price to three decimals on a page of "14,788.80", and "1,500" kg one and a
    half on a page of "3,90" (see :func:`normalize_amount`)."""
    point = comma = 0
    for t in texts:
        point += len(_POINT_CENTS.findall(t))
        comma += len(_COMMA_CENTS.findall(t))
    if point >= 2 and point >= _AGREE * comma:
        return "."
    if comma >= 2 and comma >= _AGREE * point:
        return ","
    return None


_TIME = re.compile(r"\d:\d\d")


def reads_as(text: str, kind: str) -> bool:
    """Whether ``text`` can be a value of this type: a date that parses; an amount that parses and is not a
    date, a time of day (``normalize_amount`` reads "31/10/2020" as 31) or a registration number with its check
    digit ("76.482.913-5"). Text: always."""
    if kind == "date":
        return normalize_date(text) is not None or normalize_date(text, day_first=False) is not None
    if kind == "amount":
        return (normalize_amount(text) is not None and normalize_date(text) is None and not _TIME.search(text)
                and not _CHECK_DIGIT.search(text))
    return True


# a registration number with its check digit after a dash (Chile's RUT "76.482.913-5", "12.345.678-K"): no amount
_CHECK_DIGIT = re.compile(r"\d\.\d{3}-[\dkK]$")


