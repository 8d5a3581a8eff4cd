"""Currencies: a printed mark's ISO 4217 code (docx_cli/currency.py), the code as a currency value's
``normalized`` and as what evaluation compares, and rules ``total_currency`` and ``currency_of_total`` (the mark
printed with the total)."""

from dataclasses import replace

import pytest

from docx_cli.currency import currency_code, find_currency
from docx_cli.decode.params import DEFAULT
from docx_cli.decode.values import decode_fields
from docx_cli.document import Document, Page, Word
from docx_cli.training.datasets.values import comparable

KINDS = {"total_amount": "single", "currency": "single"}


@pytest.mark.parametrize(("text", "code"), [
    ("$", "USD"), ("€", "EUR"), ("EUR", "EUR"), ("(EUR)", "EUR"), ("CHF:", "CHF"), ("Rs.", "INR"), ("RM", "MYR"),
    ("HK$", "HKD"), ("£", "GBP"),
    ("kr", None),      # Swedish, Norwegian, Danish or Icelandic: no one currency
    ("Try", None),     # a word, not the lira
    ("PEN", None),     # a receipt's product, not Peru's sol
    ("4.11", None), ("Total", None), ("No.", None), ("", None),
])
def test_a_printed_mark_has_its_iso_code(text, code):
    assert currency_code(text) == code


def test_a_mark_is_found_among_words_and_glued_to_a_number():
    assert find_currency("Total (EUR)") == "EUR"
    assert find_currency("$4.11") == "USD"
    assert find_currency("29,99€") == "EUR"
    assert find_currency("Amount due 12.00") is None
    assert find_currency("USD/CTN") == "USD" and find_currency("€/kg") == "EUR"  # a price's unit after its mark
    assert find_currency("km/h") is None and find_currency("N/A") is None


def test_evaluation_compares_currencies_by_code():
    assert comparable("currency", "€") == comparable("currency", "EUR") == "EUR"
    assert comparable("currency", "US$") == comparable("currency", "USD")
    assert comparable("currency", "kr") == "kr"  # no code: its letters, as any text


def _line(texts_and_tags, line=0):
    return [(Word(t, (60 * k, 20 * line, 60 * k + 40, 20 * line + 9), line_id=line, block_id=0), tag)
            for k, (t, tag) in enumerate(texts_and_tags)]


def _fields(lines, params=DEFAULT):
    pairs = [p for ln in lines for p in ln]
    doc = Document("t.pdf", (Page(1, 600, 800, words=tuple(w for w, _ in pairs)),))
    tags = [t for _, t in pairs]
    fields, _ = decode_fields(doc, tags, [0.9] * len(tags), KINDS, params=params)
    return fields


def test_the_mark_printed_with_the_total_is_the_currency():
    fields = _fields([_line([("Total", "O"), ("$", "O"), ("4.11", "S-total_amount")])])
    assert fields["currency"]["value"] == "$" and fields["currency"]["normalized"] == "USD"
    assert fields["currency"]["confidence"] == fields["total_amount"]["confidence"]
    assert fields["currency"]["bbox"] == [60.0, 0.0, 100.0, 9.0]  # the mark's own box
    after = _fields([_line([("Gesamt", "O"), ("34,73", "S-total_amount"), ("EUR", "O")])])
    assert after["currency"]["normalized"] == "EUR"
    label = _fields([_line([("Total", "O"), ("(CHF):", "O"), ("120.00", "S-total_amount")])])
    assert label["currency"]["normalized"] == "CHF"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r not in ("total_currency", "page_currency")))
    assert _fields([_line([("Total", "O"), ("$", "O"), ("4.11", "S-total_amount")])], off)["currency"] is None


def test_a_tagged_currency_stays_and_has_its_code():
    fields = _fields([_line([("Currency:", "O"), ("€", "S-currency")]),
                      _line([("Total", "O"), ("$", "O"), ("4.11", "S-total_amount")], line=1)])
    assert fields["currency"]["value"] == "€" and fields["currency"]["normalized"] == "EUR"


def test_a_mark_on_another_line_or_far_from_the_total_is_not_taken():
    assert _fields([_line([("USD", "O")]), _line([("Total", "O"), ("4.11", "S-total_amount")], line=1)]
                   )["currency"] is None
    words = [("$", "O"), ("a", "O"), ("b", "O"), ("c", "O"), ("4.11", "S-total_amount")]
    no_page = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "page_currency"))
    assert _fields([_line(words)], no_page)["currency"] is None  # four words before it: another column's mark
    assert _fields([_line(words)])["currency"]["normalized"] == "USD"  # ... yet the page's one sign (page_currency)
    assert _fields([_line([("Total", "O"), ("4.11", "S-total_amount")])])["currency"] is None
    # a code printed as the currency the amounts are in ("All prices are in PHP") is the page's; elsewhere a word
    prices_in = [_line([("Total", "O"), ("545.00", "S-total_amount")]),
                 _line([("prices", "O"), ("in", "O"), ("PHP", "O")], line=1)]
    assert _fields(prices_in)["currency"]["normalized"] == "PHP"
    assert _fields([prices_in[0], _line([("PHP", "O"), ("Foods", "O")], line=1)])["currency"] is None
    # the rand's "R" right before the total
    assert _fields([_line([("TOTAL", "O"), ("R", "O"), ("147.80", "S-total_amount")])])["currency"]["normalized"] \
        == "ZAR"


def test_another_printing_of_the_total_may_carry_the_mark():
    fields = _fields([_line([("Total", "O"), ("29.99", "S-total_amount")]),
                      _line([("Montant", "O"), ("29.99", "S-total_amount"), ("€", "O")], line=1)])
    assert fields["currency"]["normalized"] == "EUR" and fields["currency"]["bbox"][1] == 20.0  # line 1's mark


def test_the_currency_printed_with_the_total_beats_another_tagged_one():
    # an invoice in euros that prints its total converted too: the model tagged the converted one's currency
    lines = [_line([("Summe", "O"), ("€", "O"), ("39.953,56", "S-total_amount")]),
             _line([("Entspricht", "O"), ("USD", "S-currency"), ("53.797,47", "O")], line=1)]
    fields = _fields(lines)
    assert fields["currency"]["value"] == "€" and fields["currency"]["normalized"] == "EUR"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "currency_of_total"))
    assert _fields(lines, off)["currency"]["normalized"] == "USD"
    # a bare "$" by the total says no dollar in particular: a tagged "CAD" stays
    cad = _fields([_line([("Curr.", "O"), ("CAD", "S-currency")]),
                   _line([("Total", "O"), ("$", "O"), ("3.00", "S-total_amount")], line=1)])
    assert cad["currency"]["normalized"] == "CAD"


def test_a_us_till_receipts_bare_amounts_are_dollars():
    lines = [_line([("Asheville,", "O"), ("NC", "O"), ("28801", "O")]),
             _line([("TOTAL", "O"), ("42.18", "S-total_amount")], line=1)]
    fields = _fields(lines)
    assert fields["currency"]["normalized"] == "USD" and fields["currency"]["bbox"] is None
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "country_currency"))
    assert _fields(lines, off)["currency"] is None
    # a page printing a mark of another currency, or no US address, keeps its currency empty here
    assert _fields([lines[0], _line([("TOTAL", "O"), ("42.18", "S-total_amount"), ("CHF", "O")], line=1)]
                   )["currency"]["normalized"] == "CHF"
    assert _fields([lines[1]])["currency"] is None
