"""Spans → fields: the values a user asked for, with confidence, page and box; line items.

Input: a Document, one BIESO tag per word (predicted or gold) and the probability of that tag per word.
Output: ``fields`` (one entry per declared field) and ``line_items`` (rows of item fields), the two halves
of the result JSON (docs/DESIGN.md, "The result").

Each value is ``{"value": raw text, "normalized": …, "confidence": the least, over its words, of the tag
probability times the OCR confidence (:func:`~docx_cli.decode.spans.make_cell`), "page": 1-based, "bbox":
union of the words' boxes in page units}``. ``normalized`` appears for dates
(ISO 8601) and amounts (a plain decimal string) — ``null`` when the text cannot be read as one — and for a
currency that names one (its ISO 4217 code).

A field's kind comes from labels.json (``{"fields": {"date": "single", ...}}``):

* ``single`` — the best candidate (highest score: the mean tag probability of its words); up to
  ``max_candidates`` other distinct ones under ``candidates``; ``null`` when none was found. A text value
  printed over several lines may come back as several spans (an address whose lines reading order interleaves
  with a neighbouring block's); those are joined into one candidate first
  (:func:`~docx_cli.decode.spans.join_split_spans`).
* ``multi``  — every distinct value in order of first appearance (the best-scored occurrence of each);
  ``[]`` if none.
* ``item``   — a line-item column: values are grouped into ``line_items`` rows
  (:func:`~docx_cli.decode.rows.group_rows`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from decimal import Decimal
from itertools import takewhile
from typing import Any

from docx_cli.decode.floors import apply_floors, reject
from docx_cli.decode.normalize import (
    PRICE,
    decimal_mark,
    field_type,
    find_date,
    name_words,
    normalize_amount,
    reads_as,
)
from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rows import MARKS, OUTDENT, group_rows
from docx_cli.decode.rules.arithmetic import roles
from docx_cli.decode.rules.columns import heading_word
from docx_cli.decode.rules.currency import country_currency, dollar_country, page_currency, total_currency
from docx_cli.decode.rules.dates import apply_date_rules
from docx_cli.decode.rules.extensions import prefer_extensions
from docx_cli.decode.rules.headers import document_headers
from docx_cli.decode.rules.keys import TITLES, amount_key_names, fold, number_key_names
from docx_cli.decode.rules.lines import same_line, split_cells
from docx_cli.decode.rules.names import card_names, core_name, form_word, two_parties
from docx_cli.decode.spans import Cell, join_split_spans, letters_key, make_cell, value_spans
from docx_cli.document import Document, Page, Word


def decode_fields(
    doc: Document,
    tags: Sequence[str],
    tag_probs: Sequence[float] | None,
    field_kinds: Mapping[str, str],
    *,
    day_first: bool = True,
    types: Mapping[str, str] | None = None,
    params: DecodeParams = DEFAULT,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``(fields, line_items)`` JSON from one tag per word (``tag_probs`` None = gold tags, confidence 1).

    Spans lose the symbol-only words at their ends (rule ``trim_symbols``); the spans of a single text field
    that continue one another are joined into one value before the candidates are ranked (rule
    ``join_split_spans``)."""
    if len(tags) != doc.num_words:
        raise ValueError(f"{len(tags)} tags for {doc.num_words} words")
    probs = [1.0] * len(tags) if tag_probs is None else list(tag_probs)
    entries = list(doc.iter_words())
    spans = value_spans(entries, tags, params, types)
    groups = join_split_spans(doc, spans, field_kinds, types, params)
    decimal = decimal_mark(w.text for _, w in entries)
    cells = [make_cell(entries, g, probs, day_first, types, params, field_kinds.get(g[0].label) == "multi", decimal)
             for g in groups]

    by_field: dict[str, list[Cell]] = {f: [] for f, k in field_kinds.items() if k != "item"}
    items: list[Cell] = []
    for c in cells:
        kind = field_kinds.get(c.field, "single")  # a tag the labels did not declare: treat as single
        if kind == "item":
            items.append(c)
        else:
            by_field.setdefault(c.field, []).append(c)

    fields: dict[str, Any] = {}
    for name, found in by_field.items():
        distinct = _distinct(found)
        if field_kinds.get(name, "single") == "multi":
            if field_type(name, types) == "text" and params.on("same_name"):
                distinct = _distinct(distinct, key=lambda c: core_name(c.text))
            fields[name] = [c.to_json() for c in distinct]
        elif not distinct:
            fields[name] = None
        else:
            fields[name] = _single(name, found, distinct, types, params, entries)
    apply_date_rules(fields, params)
    _party_names(fields, params)
    if params.on("tax_below_total"):
        _tax_below_total(fields)
    prices = [(pg.number, w.box) for (pg, w), t in zip(entries, tags)
              if t == "O" and w.box is not None and PRICE.search(w.text) and normalize_amount(w.text) is not None
              ] if items and params.on("wrapped_cells") else []  # only the wrapped-cell rule reads them
    marks = [(pg.number, w.box) for k, (pg, w) in enumerate(entries)
             if w.box is not None and w.text in MARKS
             and (k == 0 or entries[k - 1][1].line_id != w.line_id)] if items and params.on("detail_lines") else []
    rows = group_rows(items, types=types, day_first=day_first, decimal=decimal, params=params, prices=prices,
                      sources={page.number: page.source for page in doc.pages}, marks=marks)
    rows = _kept_rows(doc, rows, fields, entries, types, params)
    if params.on("lone_price"):
        rows = _lone_prices(rows, entries, field_kinds)
    line_items = [{c.field: c.to_json() for c in row} for row in rows]
    if params.min_confidence:
        fields, line_items = apply_floors(fields, line_items, dict(params.min_confidence))
    _currency(fields, by_field.get("total_amount", []), entries, params)  # after the floors
    for name, k in params.max_values:
        if isinstance(fields.get(name), list):  # first appearance first (_distinct): the first k named
            fields[name] = fields[name][:k]
    _drop_scores([*fields.values(), *(c for row in line_items for c in row.values())])
    return fields, line_items


def _single(name: str, found: Sequence[Cell], distinct: Sequence[Cell], types: Mapping[str, str] | None,
            params: DecodeParams, entries: Sequence[tuple[Page, Word]]) -> dict[str, Any] | None:
    """A single field's value JSON (:func:`_best_value`), an address's among the candidates that print a digit
    (rule ``address_digits``); None where no candidate is left."""
    if "address" in name_words(name) and params.on("address_digits"):
        distinct = [c for c in distinct if _has_digit(c.text) and not _reads_as_date(c.text)]
    if "name" in name_words(name) and params.on("phrase_names"):
        distinct = [c for c in distinct if not _phrase(c.text)]
    first = _top_name(distinct) if distinct and name == "vendor_name" and params.on("top_name") else None
    value = _best_value(found, distinct, field_type(name, types), params, first) if distinct else None
    if value is not None and "name" in name_words(name) and params.on("legal_spelling"):
        value = _with_form(value, distinct, entries)
    return value


_PARTICLES = frozenset({"de", "du", "des", "la", "le", "les", "di", "da", "del", "della", "van", "von", "der", "den",
                        "het", "of", "the", "and", "for", "to", "y", "e", "et", "und", "en", "og", "och", "i", "a", "&"})


def _phrase(text: str) -> bool:
    """Whether a name candidate reads as a phrase of common words, not a name: two words or more in lower case
    that are no particle ("Integrated facilities management", "Marine equipment", "Warehouse - loading dock B",
    "Électricité générale" under a name: a trade or a place read as a party, rule ``phrase_names``), a contact's
    line, a salutation alone ("Herrn"), a name's or an address's key alone ("Navn", "Supply address"), a street's
    name ("Rue de la Forge") or a document's title ("ZAMOWIENIE DO DOSTAWCY")."""
    words = [w for w in text.split() if any(ch.isalpha() for ch in w)]
    low = [w for w in words if w[0].islower() and w.casefold() not in _PARTICLES]
    if (len(low) >= 2 and len(low) * 2 >= len(words)) or _ATTENTION.match(text) or _STREET_NAME.match(text):
        return True
    folded = fold(text)
    return (folded in TITLES or folded in _SALUTATIONS or folded in _NAME_KEYS
            or (len(text.split()) == 1 and number_key_names(text) == "other")  # a registration's key ("ABN")
            or (len(words) <= 3 and folded.rpartition(" ")[2] in _ADDRESS_KEYS))  # "Supply address"


# an address's key read as a name ("Supply address", "Delivery address", "Lieferadresse" is one word: not it)
_ADDRESS_KEYS = frozenset({"address", "adresse", "adres", "anschrift", "direccion", "indirizzo", "endereco", "adress",
                           "osoite", "adresa"})


# a street's name read as a party's ("Rue de la Forge" over a delivery address's postcode)
_STREET_NAME = re.compile(r"(?i)(?:rue|avenue|av\.|boulevard|bd|chemin|all[ée]e|place|quai|via|viale|piazza|corso|"
                          r"strada|calle|avenida|plaza|paseo|carrer|rua|largo)\s+(?:de|du|des|del|della|delle|dei|di|"
                          r"do|da|dos|das|la|le|les|l')\b")


# the key of a name in a grid of keys and values ("Navn" | "Gribskov Kommune"), read as the name
_NAME_KEYS = frozenset({"name", "navn", "namn", "nimi", "nazwa", "naam", "nom", "nombre", "nome", "denominazione",
                        "denominacion", "razon social", "ragione sociale", "raison sociale", "firmenname",
                        "company name", "eponymia", "eponimia",
                        "product", "campaign", "advertiser", "agency", "station"})  # (a TV-ad order's keys)


# an address block's first line that greets its addressee, their name under it ("Herrn" / "Jonas Petersen")
_SALUTATIONS = frozenset({"herrn", "herr", "frau", "firma", "mr", "mrs", "ms", "miss", "mme", "monsieur", "madame",
                          "messieurs", "sig", "sig ra", "spett le", "sr", "sra", "dhr", "mevr", "de heer"})


# a contact person's line, opening on an attention mark: "z.H. Frau Mag. Eva Hofer", "Attn: …", "t.a.v. …", "c/o"
_ATTENTION = re.compile(r"(?i)(?:z\.\s?h(?:d)?\.|attn\b|attention\s*(?::|of\b|to\b)|t\.a\.v\.|c/o\b|a/a\b|à l'attention)")


def _with_form(value: dict[str, Any], distinct: Sequence[Cell], entries: Sequence[tuple[Page, Word]]
               ) -> dict[str, Any]:
    """Rule ``legal_spelling``: a party's name read as a shorter spelling of another candidate that adds only its
    legal form ("Ceramiche Sartori" on the logo, "Ceramiche Sartori S.n.c." over the address) is that one: the
    name with its form is the party's name in law. So is a name read without its first words where they stand
    on the line above it and the other candidate has them ("RHEINFELD" / "CHEMIE AG": a logo set over two
    lines; "Rheinfeld Chemie AG" in the sender line)."""
    words = value["value"].split()
    own = next((c for c in distinct if c.text == value["value"]), None)
    for c in distinct:
        more = c.text.split()
        if len(more) > len(words) and (more[:len(words)] == words or _cut_start(words, more, own, entries)) and all(
                form_word(w) for w in more[_run_end(words, more):]):
            shorter = {k: v for k, v in value.items() if k != "candidates"}
            rest = [x for x in value.get("candidates", []) if x["value"] != c.text]
            return {**c.to_json(), "candidates": [shorter, *rest]}
    return value


def _run_end(words: Sequence[str], more: Sequence[str]) -> int:
    """Where in ``more`` the run of ``words`` (folded) ends; ``len(words)`` where it does not stand in it."""
    key, keys = [letters_key(w) for w in words], [letters_key(w) for w in more]
    n = len(key)
    return next((i + n for i in range(len(keys) - n + 1) if keys[i : i + n] == key), n)


_ABOVE_WORDS = 12  # how far back in reading order the line above a name is looked for


def _cut_start(words: Sequence[str], more: Sequence[str], own: Cell | None,
               entries: Sequence[tuple[Page, Word]]) -> bool:
    """Whether a name's ``words`` stand in a longer candidate ``more`` after words of its own, in any case, and
    those words are printed on a line above the name, among the ``_ABOVE_WORDS`` words before it: the name lost
    its start ("CHEMIE AG" under a logo's "RHEINFELD"; not "Quikmart" beside "Siam Quikmart Co., Ltd." in the
    small print, a brand and its company)."""
    end = _run_end(words, more)
    if own is None or not len(words) < end <= len(more) or [letters_key(w) for w in more[end - len(words) : end]] != [
            letters_key(w) for w in words]:
        return False
    missing = [letters_key(w) for w in more[: end - len(words)]]
    page, first = entries[own.start]
    above = [letters_key(w.text) for p, w in entries[max(0, own.start - _ABOVE_WORDS) : own.start]
             if p.number == page.number and w.line_id != first.line_id]
    return any(above[i : i + len(missing)] == missing for i in range(len(above) - len(missing) + 1))


_PROSE_WORDS = 12  # a line of running text: at least this many words ...
_PROSE_SHARE = 0.4  # ... of which a row's values hold less than this share
_TABLE_CELLS = 6  # ... unless it stands in this many cells: a table's row
_TABLE_GAP = 1.0  # line heights: the least blank between two of its cells (a word space is about 0.3; a scan's
#                   OCR boxes are taller than the type, its gutters narrower in line heights)


def _not_in_prose(rows: list[list[Cell]], entries: Sequence[tuple[Page, Word]],
                  words: Mapping[tuple[int, int], list[int]]) -> list[list[Cell]]:
    """``rows`` less those read out of a line of running text (rule ``prose_rows``).

    Why: a page's terms and contact paragraphs print numbers among words ("Tarif à la mn en HP : 2,8 et en HC :
    …", "par téléphone au 01 71 17 61 67"), and the model reads a phrase and a number of such a line as an
    item. A table's row is its cells: its values hold most of its line's words, and stand in cells of their own.
    A row on one line of ``_PROSE_WORDS`` words or more whose values hold less than ``_PROSE_SHARE`` of them, or
    lie in one cell of ``_PROSE_WORDS`` words or more ("… binnen 14 dagen over te maken op NL91 ABNA 0417 1643
    00.": a sentence with a bank account), is no item. A line standing in ``_TABLE_CELLS`` cells or more is a
    table's row whatever its values' share (a broadcast schedule prints dates, days, times and weekly counts
    beside the program and its prices: the hand-written broadcast orders 0.5308 → 0.8327, a second such set
    kept unread meanwhile 0.7697 → 0.8306; no set worse)."""
    out = []
    for row in rows:
        lines = {(c.page, c.line_id) for c in row}
        line = words.get(next(iter(lines)), []) if len(lines) == 1 and all(c.lines == 1 for c in row) else []
        n = len(line)
        if not (n >= _PROSE_WORDS and (sum(c.end - c.start for c in row) < _PROSE_SHARE * n
                                       and not _table_line(line, entries)
                                       or _one_long_cell(row, line, entries))):
            out.append(row)
    return out


def _table_line(line: list[int], entries: Sequence[tuple[Page, Word]]) -> bool:
    """Whether a line stands in ``_TABLE_CELLS`` cells or more, gutters between them: a table's row (a broadcast
    schedule's "1 | Oct 19 | Nov 2 | M-F | … | 5 | 5 | 1 | 11 | $ 120.00 | $ 1,320.00", its values few of its
    words), not a sentence."""
    if any(entries[k][1].box is None for k in line):
        return False
    return len(split_cells(entries, line, _TABLE_GAP)) >= _TABLE_CELLS


def _one_long_cell(row: list[Cell], line: list[int], entries: Sequence[tuple[Page, Word]]) -> bool:
    """Whether a row's values all lie in one cell of their line (word spaces, no gutter, between them) of
    ``_PROSE_WORDS`` words or more: a sentence, not a table's row."""
    if any(entries[k][1].box is None for k in line):
        return False
    for cell in split_cells(entries, line, DEFAULT.column_gap):
        inside = set(cell)
        if all(k in inside for c in row for k in range(c.start, c.end)):
            return len(cell) >= _PROSE_WORDS
    return False


_TOP_MARGIN = 0.05  # mean tag probability: vendor names the model scores this close are a tie the page breaks
_TOP_LETTERS = 4  # a name of fewer letters ("NE", "FL") may be a logo's monogram, printed highest too


def _top_name(distinct: Sequence[Cell]) -> Cell | None:
    """Of the vendor's name candidates the model scores within ``_TOP_MARGIN`` of the best, the one printed
    highest on the first page (rule ``top_name``); None where there is no choice.

    Why: a seller prints its name at the top of the page, as a receipt's heading or an invoice's letterhead;
    the model reads the heading's lines as names too ("Morrisons" over "Morrisons Supermarkets plc" in the
    small print; "NOVOTEL" over "HOTELS & RESORTS PEKANBARU") and scores them alike. Measured: WildReceipt
    0.7712 → 0.7744 (store names 0.694 → 0.722, 2 receipts better, none worse)."""
    best = max(c.score for c in distinct)
    close = [c for c in distinct if c.score >= best - _TOP_MARGIN and c.box is not None
             and sum(ch.isalpha() for ch in c.text) >= _TOP_LETTERS]
    if len(close) < 2:
        return None
    return min(close, key=lambda c: (c.page, c.box[1]))  # type: ignore[index]


def _reads_as_date(text: str) -> bool:
    """Whether an address candidate starts with a date or a month and its year ("23 settembre 2021 Data consegna",
    "settembre 2018": a date the model read as an address is none; rule ``address_digits``)."""
    found = find_date(text) or find_date(f"1 {text}")
    return found is not None and found[0] is not None and found[1] == 0


def _has_digit(text: str) -> bool:
    """Whether an address candidate prints a digit (rule ``address_digits``).

    Why: an address prints a number, a house's or a postcode; a candidate without one is a piece the model
    tagged alone, a country ("Italia", "United Kingdom"), a key or a title word ("Expediente", "simplificada"),
    and with such candidates dropped a further one that prints the street may win. Measured: the generator's
    held-out layouts 0.9576 → 0.9578 (6 documents better, none worse); every real set unchanged."""
    return any(c.isdigit() for c in text)


def _kept_rows(doc: Document, rows: list[list[Cell]], fields: Mapping[str, Any], entries: Sequence[tuple[Page, Word]],
               types: Mapping[str, str] | None, params: DecodeParams) -> list[list[Cell]]:
    """The line-item rows that are items: values that read as their type (rule ``typed_only``), no row of
    numbers alone under the total (``under_total``), none read out of running text (``prose_rows``), no
    payment (``payment_lines``) and no section's heading (``section_heads``)."""
    if params.on("typed_only"):
        rows = [r for r in ([c for c in row if _typed_ok(c)] for row in rows) if r]
    if params.on("under_total"):
        total = fields.get("total_amount")
        ids = {c.text for row in rows for c in row if c.field == "item_id" and not _below(c, total)}
        rows = [row for row in rows if not _under_total(row, total, types, ids)]
    if not rows:
        return rows
    lines: dict[tuple[int, int], list[int]] = {}  # (page, line) → its words: read once for the filters below
    for k, (page, word) in enumerate(entries):
        if word.line_id >= 0:
            lines.setdefault((page.number, word.line_id), []).append(k)
    if params.on("prose_rows"):
        rows = _not_in_prose(rows, entries, lines)
    if params.on("payment_lines"):
        rows = [row for row in rows if not (_payment_line(row, fields.get("total_amount"), entries, lines, types)
                                            or _paid_total(row, fields.get("total_amount"), types))]
    if params.on("section_heads"):
        rows = [row for n, row in enumerate(rows) if not (
            _section_head(row, lines, types) or _set_out(row, rows[n + 1] if n + 1 < len(rows) else None, types))]
    rows = _not_under_sums(rows, fields, entries, lines, types, params)
    if params.on("amount_words"):
        rows = [row for row in rows if not _amount_in_words(row, types)]
    if params.on("discount_rows"):
        rows = _purchases(rows, entries, lines)
    if params.on("total_lines"):
        rows = [row for row in rows if not _total_line(row, entries, lines, types)]
    if params.on("above_header"):
        rows = _under_header(rows, document_headers(doc, entries))
    return rows


def _not_under_sums(rows: list[list[Cell]], fields: Mapping[str, Any], entries: Sequence[tuple[Page, Word]],
                    lines: Mapping[tuple[int, int], list[int]], types: Mapping[str, str] | None,
                    params: DecodeParams) -> list[list[Cell]]:
    """The rows less those under the document's total or its page's sums: text alone (``text_rows``), any row
    where rows stand above the total (``after_total``) or the last sum line (``after_sums``)."""
    if params.on("text_rows"):
        rows = [row for row in rows if not _text_under_total(row, fields.get("total_amount"), types)]
    if params.on("after_total"):
        rows = _above_total(rows, fields.get("total_amount"))
    if params.on("after_sums"):
        rows = _above_sums(rows, entries, lines)
    return rows


def _lone_prices(rows: list[list[Cell]], entries: Sequence[tuple[Page, Word]], field_kinds: Mapping[str, str]
                 ) -> list[list[Cell]]:
    """Rule ``lone_price``: a row printing one price, no quantity and no other price, prints what the item costs:
    its line amount, whatever column the model took the price for (an Italian receipt's "Prezzo(€)" column read
    as unit prices); not a price per unit ("@ 2.49", "x 21,90", "21,90 €/kg")."""
    role = roles(field_kinds)
    if role is None:
        return rows
    out = []
    for row in rows:
        named = [c.field for c in row]
        if named.count(role["unit"]) == 1 and role["amount"] not in named and role["quantity"] not in named:
            price = next(c for c in row if c.field == role["unit"])
            if not _per_unit(entries, price):
                row = [replace(c, field=role["amount"]) if c is price else c for c in row]
        out.append(row)
    return out


_PER = ("@", "x", "X", "×", "à", "a")  # printed before a price per unit: "2 x 1,45", "@ 99.00"


def _per_unit(entries: Sequence[tuple[Page, Word]], cell: Cell) -> bool:
    """Whether a price is printed as one per unit: after "@" or "x", or with a unit after a slash ("€/kg")."""
    def text(k: int) -> str:
        return entries[k][1].text if 0 <= k < len(entries) and same_line(entries, k, cell.start) else ""

    own = " ".join(entries[k][1].text for k in range(cell.start, cell.end))
    after = text(cell.end).casefold()
    return text(cell.start - 1) in _PER or "/" in own or after.startswith(("/", "€/", "$/")) or after in ("each", "ea", "ea.")


def _under_header(rows: list[list[Cell]], headers: Mapping[int, list[tuple[float, Any]]]) -> list[list[Cell]]:
    """The rows less those wholly above their page's table header (rule ``above_header``): the first header line
    with two rows or more under it (a tax breakdown's header under a receipt's products heads no table of them)."""
    tops: dict[int, float] = {}
    for page, found in headers.items():
        for low, _ in sorted(found, key=lambda h: h[0]):
            under = sum(all(c.page == page and c.box is not None and c.box[1] > low for c in row) for row in rows)
            if under >= 2:
                tops[page] = low
                break
    return [row for row in rows if not all(c.box is not None and c.page in tops and c.box[3] < tops[c.page]
                                           for c in row)]


def _total_line(row: Sequence[Cell], entries: Sequence[tuple[Page, Word]],
                lines: Mapping[tuple[int, int], list[int]], types: Mapping[str, str] | None) -> bool:
    """Whether a row stands on a line that opens with a key (rule ``total_lines``): numbers alone after an
    amount's key are a table's sum read as a row ("Razem: | 2 500,00 | 3 075,00", "Total | 12 | 480.00"); any
    row after another number's key is that number ("GST Registration No. | 82469 1357 RT0001")."""
    if any(c.box is None for c in row):
        return False
    texts = [c for c in row if field_type(c.field, types) == "text"]
    if (texts and all(c.field != "quantity" and "id" not in name_words(c.field) for c in texts)
            and all(len(c.text.split()) <= _KEY_WORDS and amount_key_names(c.text) in _TOTALS_KEYS for c in texts)):
        return True  # a totals line whose key the model read as the row's text ("Total" | "2,38,820.00")
    if texts and all(len(c.text.split()) <= 2 and amount_key_names(c.text.split()[0]) == "tendered" for c in texts):
        return True  # money handed over or back: "Tunai | 300.000", "Kembali | 45.900" (not "CKN TENDER")
    words = lines.get((row[0].page, row[0].line_id), [])
    first = min(c.start for c in row)
    key = " ".join(entries[k][1].text for k in words if k < first)
    if not key or len(key.split()) > 3:
        return False
    if number_key_names(key) == "other":
        return True
    return all(field_type(c.field, types) != "text" for c in row) and amount_key_names(key) is not None


_KEY_WORDS = 4  # the most words of an amount's key read as a row's text ("Output CGST @ 9%")
# ... a key of the totals (not of money handed over, "Restocking fee", "Bring change for a $50", nor "gross",
# a coffee's size: "Kaffee to go groß")
_TOTALS_KEYS = ("total", "final", "net", "tax")


def _text_under_total(row: Sequence[Cell], total: Any, types: Mapping[str, str] | None) -> bool:
    """Whether a row of text alone (no number, no item id) stands under the document's total, on its page (rule
    ``text_rows``): the amount in words, the bank's branch, the payment terms read as a product."""
    if not isinstance(total, dict) or not total.get("bbox"):
        return False
    return (all(c.page == total["page"] and c.box is not None and c.box[1] > total["bbox"][3] for c in row)
            and all(field_type(c.field, types) == "text" and "id" not in name_words(c.field) for c in row))


def _above_total(rows: list[list[Cell]], total: Any) -> list[list[Cell]]:
    """The rows less those under the document's total, on its page, where two rows or more stand above it (rule
    ``after_total``): a table's items come before its total, and what a page prints under it are a receipt's
    payments ("Pagamento contante 70,00", "Resto 11,36") or a timesheet's summary ("Y. Ben-David 36 38 34.5 34
    142.5" under a consultancy's total). A receipt printing its total first keeps its rows: none stands above
    it."""
    if not isinstance(total, dict) or not total.get("bbox"):
        return rows
    page, top, bottom = total["page"], total["bbox"][1], total["bbox"][3]

    def where(row: list[Cell]) -> str:
        if any(c.page != page or c.box is None for c in row):
            return "elsewhere"
        return "above" if all(c.box[3] < top for c in row) else "under" if all(c.box[1] > bottom for c in row) \
            else "beside"

    if sum(where(row) == "above" for row in rows) < 2:
        return rows
    return [row for row in rows if where(row) != "under"]


def _purchases(rows: list[list[Cell]], entries: Sequence[tuple[Page, Word]],
               lines: Mapping[tuple[int, int], list[int]]) -> list[list[Cell]]:
    """The rows less those taking money off (rule ``discount_rows``): a row whose line amount alone is negative
    ("Meal Deal Saving -1.50", "Sleva s kartou -10,00", "Beans Any 2 for £6.00 -£1.00") among two rows or more
    of positive amounts is a discount on the purchases, no item bought. A row printing another number negative
    (its quantity or unit price) is an invoice's credit or discount line, an item of its own ("Descuento 1 |
    -5,00 | -5,00", "Credit: Ln 4 aired out of daypart | -1 | 250.00 | -250.00"); a credit note's rows, all
    negative, stay."""
    amounts = [next((c for c in row if c.field == "line_amount"), None) for row in rows]
    signs = [_negative(a.text) for a in amounts if a is not None]
    if signs.count(False) < 2 or True not in signs:
        return rows

    def discount(row: list[Cell]) -> bool:
        amount = next((c for c in row if c.field == "line_amount"), None)
        if amount is None or not _negative(amount.text):
            return False
        others = [k for c in row for k in lines.get((c.page, c.line_id), ()) if not amount.start <= k < amount.end]
        return not any(_negative(entries[k][1].text) for k in set(others))

    return [row for row in rows if not discount(row)]


def _negative(text: str) -> bool:
    """Whether a printed amount is negative: "-1.50", "-$1.24", "-£ 6,50", "1.50-", "(1.50)"."""
    return bool(_NEGATIVE.fullmatch(text.replace(" ", "")))


_NEGATIVE = re.compile(r"(?:[-\u2212]\D{0,3}\d[\d.,']*|\(\D{0,3}\d[\d.,']*\)|\D{0,3}\d[\d.,']*-)\D{0,3}")


def _above_sums(rows: list[list[Cell]], entries: Sequence[tuple[Page, Word]],
                lines: Mapping[tuple[int, int], list[int]]) -> list[list[Cell]]:
    """The rows less those under their page's last line of sums (rule ``after_sums``): a line no row stands on,
    opening with a key of a total or a subtotal and printing an amount, with two rows or more above it, whichever
    total the model read: a Turkish receipt's "KAZANILAN PUAN 9,51" (points earned) under its "TOPLAM", a
    service charge under a receipt's total, a remittance slip's line under an invoice's sums. An invoice's sections,
    each with its subtotal, keep their rows, and so do the charges and expenses between a subtotal and the total
    ("Fracht 2.150,00", "Court filing fee 250.00": a law firm's disbursements are items of its statement)."""
    on_rows = {(c.page, c.line_id) for row in rows for c in row}
    tops: dict[int, float] = {}  # page → the top of its last sum line
    for (page, line), ks in lines.items():
        words = [entries[k][1].text for k in ks]
        key = " ".join(takewhile(lambda t: not any(ch.isdigit() for ch in t), words[:_KEY_WORDS]))
        if ((page, line) in on_rows or not key or amount_key_names(key) not in ("net", "total")
                or not any(normalize_amount(t) is not None for t in words) or entries[ks[0]][1].box is None):
            continue
        top = entries[ks[0]][1].box[1]  # type: ignore[index]
        if sum(all(c.page == page and c.box is not None and c.box[3] < top for c in row) for row in rows) >= 2:
            tops[page] = max(tops.get(page, top), top)
    return [row for row in rows if not all(c.page in tops and c.box is not None and c.box[1] > tops[c.page]
                                           for c in row)]


_NUMBER_WORDS = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                           r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|"
                           r"eighty|ninety|hundred|thousand|lakh|lakhs|crore|million|cents?|paise|only)\b",
                           re.IGNORECASE)


def _amount_in_words(row: Sequence[Cell], types: Mapping[str, str] | None) -> bool:
    """Whether a row's text prints an amount in words (rule ``amount_words``): three number words or more
    ("Singapore Dollars Five Thousand Seventy-Six and Cents Seventy-Eight Only", "INR Five Lakh … Only"), the
    total as an Indian, Singaporean or Malaysian invoice spells it out, no product (a price beside it is the
    amount it spells)."""
    return any(field_type(c.field, types) == "text" and "id" not in name_words(c.field)
               and len(_NUMBER_WORDS.findall(c.text)) >= 3 for c in row)


def _section_head(row: Sequence[Cell], lines: Mapping[tuple[int, int], list[int]],
                  types: Mapping[str, str] | None) -> bool:
    """Whether a row is a table's section heading (rule ``section_heads``): one word in capitals, alone on its
    line, no number ("MEAT", "SEAFOOD", "DRUGSTORE" over a grocery receipt's departments). Measured:
    WildReceipt 0.7859 → 0.7874 (3 receipts better; 1 worse, a product "WATER" whose price stood apart), the
    generator's held-out layouts 2 documents better ("CARNICERÍA", "MOLKEREI"), every other set unchanged."""
    if len(row) != 1 or row[0].lines != 1 or row[0].end - row[0].start != 1:
        return False
    c = row[0]
    return (field_type(c.field, types) == "text" and c.field != "quantity" and heading_word(c.text)
            and len(lines.get((c.page, c.line_id), ())) == 1)


def _set_out(row: Sequence[Cell], under: Sequence[Cell] | None, types: Mapping[str, str] | None) -> bool:
    """Whether a row of one text cell on one line is a heading of the rows under it (rule ``section_heads``): the
    next row prints a price and its text starts right of this one's, by ``OUTDENT`` line heights ("Stall 08 -
    Chicken Rice" over a food court's "Roasted Chicken Rice 2 5.00 10.00", "Materials" over a roofer's rows)."""
    if under is None or len(row) != 1 or row[0].lines != 1 or row[0].box is None:
        return False
    c = row[0]
    if field_type(c.field, types) != "text" or c.field == "quantity" or "id" in name_words(c.field):
        return False
    text = [u for u in under if u.field == c.field and u.box is not None and u.page == c.page
            and u.text[:1].isalpha()]  # (a product's name, not its weight read as one: "1.124 kg x" under "Äpfel")
    priced = any(u.field != "quantity" and field_type(u.field, types) == "amount" for u in under)
    height = c.box[3] - c.box[1]
    return priced and bool(text) and min(u.box[0] for u in text) > c.box[0] + OUTDENT * height


def _payment_line(row: Sequence[Cell], total: Any, entries: Sequence[tuple[Page, Word]],
                  lines: Mapping[tuple[int, int], list[int]], types: Mapping[str, str] | None) -> bool:
    """Whether a row of text alone (no quantity, no price) stands on a line that prints the document's total
    outside it (rule ``payment_lines``): a receipt's payment, "EFTPOS 37.80", "VISA 37.80", read as a product
    whose price the model left out. Measured: WildReceipt 0.7840 → 0.7843 (2 receipts better; 1 worse, whose
    one product's price is what the model read as its total); every other set unchanged."""
    if not isinstance(total, dict) or total.get("normalized") is None or len({(c.page, c.line_id) for c in row}) != 1:
        return False
    if any(field_type(c.field, types) != "text" or c.field == "quantity" or c.lines != 1 for c in row):
        return False
    inside = {k for c in row for k in range(c.start, c.end)}
    total_value = total["normalized"]
    return any(k not in inside and PRICE.search(text := entries[k][1].text) and normalize_amount(text) == total_value
               for k in lines.get((row[0].page, row[0].line_id), ()))




def _currency(fields: dict[str, Any], totals: Sequence[Cell], entries: Sequence[tuple[Page, Word]],
              params: DecodeParams) -> None:
    """The rules on the currency of the fields JSON, in place: ``total_currency`` (a mark read from a total that
    stays), ``page_currency``, ``dollar_country``, ``country_currency``."""
    if params.on("total_currency"):
        total_currency(fields, totals, entries, replace=params.on("currency_of_total"))
    if params.on("page_currency"):
        page_currency(fields, entries)
    if params.on("dollar_country"):
        dollar_country(fields, entries)
    if params.on("country_currency"):
        country_currency(fields, entries)

def _party_names(fields: dict[str, Any], params: DecodeParams) -> None:
    """The rules on the parties' names of the fields JSON, in place: ``two_parties``, ``card_names``."""
    if params.on("two_parties"):
        two_parties(fields)
    if params.on("card_names"):
        card_names(fields)

def _paid_total(row: Sequence[Cell], total: Any, types: Mapping[str, str] | None) -> bool:
    """Whether a row under the document's total, on its page, is its payment (rule ``payment_lines``): a text and
    one amount, the total's ("PIN | € 25,50", "VISA | 37.80" under "Totaal € 25,50"), and no quantity."""
    if not isinstance(total, dict) or not total.get("bbox") or total.get("normalized") is None:
        return False
    amounts = [c for c in row if field_type(c.field, types) == "amount"]
    return (len(amounts) == 1 and amounts[0].normalized == total["normalized"]
            and not any(c.field == "quantity" for c in row)
            and all(c.page == total["page"] and c.box is not None and c.box[1] > total["bbox"][3] for c in row))


def _under_total(row: Sequence[Cell], total: Any, types: Mapping[str, str] | None,
                 ids: frozenset[str] | set[str] = frozenset()) -> bool:
    """Whether a line-item row of numbers alone (no product, no item id but one of ``ids``, those of the rows
    above the total) stands under the document's total, on its page (rule ``under_total``): a tax summary by
    code ("48191010 | 71,500.00 | 9% | 6,435.00" under an Indian invoice's total, by the HSN codes of its rows)
    is no item either.

    Why: a table's rows come before its totals, and the numbers under them belong to the payment terms or the
    bank's details: Netpresse's "par téléphone au 01 71 17 61 67" came back as an item (unit price 01, quantity
    71, line amount 61). A row that names a product stays wherever it stands (a receipt printing its total
    first). Measured: DeepForm, WildReceipt, SROIE through OCR, invoice2data (and its page images), the
    e-invoice, the generator's held-out layouts and the test families unchanged; Netpresse's phone number no
    longer an item."""
    if not isinstance(total, dict) or not total.get("bbox"):
        return False
    return (all(_below(c, total) for c in row)
            and not any(field_type(c.field, types) == "text" and c.field != "quantity"
                        and not (c.field == "item_id" and c.text in ids) for c in row))


def _below(cell: Cell, total: Any) -> bool:
    """Whether a cell stands under the document's total, on its page."""
    return (isinstance(total, dict) and bool(total.get("bbox")) and cell.page == total["page"]
            and cell.box is not None and cell.box[1] > total["bbox"][3])


def _tax_below_total(fields: dict[str, Any]) -> None:
    """Swap the total and the tax where the tax read exceeds the total read and both stand on one line (rule
    ``tax_below_total``; ``fields`` changed in place): a totals row under a table's columns ("TOTAL:" |
    "319.88" under "Tax Amount" | "2,097.00" under "Total Amount"), whose two amounts the model gave the
    wrong way round. A tax is a part of its total."""
    tax, total = fields.get("tax_amount"), fields.get("total_amount")
    if not (isinstance(tax, dict) and isinstance(total, dict) and tax.get("bbox") and total.get("bbox")
            and tax.get("page") == total.get("page") and tax.get("normalized") and total.get("normalized")):
        return
    a, b = tax["bbox"], total["bbox"]
    if min(a[3], b[3]) - max(a[1], b[1]) < 0.5 * min(a[3] - a[1], b[3] - b[1]):
        return  # not one line
    if Decimal(tax["normalized"]) > Decimal(total["normalized"]) > 0:
        fields["tax_amount"], fields["total_amount"] = total, tax


def _drop_scores(values: Sequence[Any]) -> None:
    """Each value's ``score`` (and its candidates'), in place: the ranking the rules above read is decoding's
    own; the JSON reports ``confidence``."""
    for v in values:
        for c in v if isinstance(v, list) else [v] if isinstance(v, dict) else []:
            c.pop("score", None)
            _drop_scores(c.get("candidates", []))


def _best_value(found: Sequence[Cell], distinct: Sequence[Cell], kind_of: str,
                params: DecodeParams, first: Cell | None = None) -> dict[str, Any]:
    """A single field's value JSON: the best of its distinct values, the next ones as ``candidates``.

    A date or amount field's value should read as one (rule ``typed_first``): those that do rank first, then
    score. An amount printed several times (a receipt's total above the cash paid and the change) adds up
    its occurrences' scores (rule ``amount_votes``): one "22.00" (cash) at 0.70 no longer beats "21.50"
    twice at 0.68 and 0.61 (SROIE validation total 0.720 → 0.760; on text fields it did worse)."""
    score = {c.key: c.score for c in distinct}
    if kind_of == "amount" and params.on("amount_votes"):
        score = {}
        for c in found:
            score[c.key] = score.get(c.key, 0.0) + c.score
    typed_first = params.on("typed_first")
    ranked = sorted(distinct,
                    key=lambda c: (typed_first and not reads_as(c.text, kind_of), -score[c.key], c.start))
    if kind_of == "text" and params.on("prefer_extensions"):
        ranked = prefer_extensions(ranked, params.extend_margin)
    if first is not None:  # a value a rule chose among the close ones (``top_name``)
        ranked = [first, *(c for c in ranked if c is not first)]
    best = ranked[0].to_json()
    if len(ranked) > 1:
        best["candidates"] = [c.to_json() for c in ranked[1 : 1 + params.max_candidates]]
    if params.on("typed_only") and not _typed_ok(ranked[0]):  # no candidate reads as a date / an amount
        return reject(best)
    return best


def _typed_ok(c: Cell) -> bool:
    """Whether a date or amount value reads as one (rule ``typed_only``); text values always do, but an item's
    id that is a whole date ("02/12/2026": a hotel folio's date column) is none."""
    if "id" in name_words(c.field) and _WHOLE_DATE.fullmatch(c.text.strip()):
        return False
    return not c.typed or c.normalized is not None


_WHOLE_DATE = re.compile(r"\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2}")  # a day, no code


def field_values(
    doc: Document,
    tags: Sequence[str],
    tag_probs: Sequence[float] | None,
    field_kinds: Mapping[str, str],
    *,
    day_first: bool = True,
    types: Mapping[str, str] | None = None,
    params: DecodeParams = DEFAULT,
) -> dict[str, list[tuple[str, float]]]:
    """``{field: [(value text, confidence), ...]}``: what :func:`decode_fields` returns, flattened, for scoring
    (each value with the confidence the result JSON gives it)."""
    fields, items = decode_fields(doc, tags, tag_probs, field_kinds, day_first=day_first, types=types,
                                  params=params)
    return scored_values(fields, items)


def flatten_values(fields: Mapping[str, Any], items: Sequence[Mapping[str, Any]]) -> dict[str, list[str]]:
    """``{field: [value text, ...]}`` of a result's ``fields`` and ``line_items``: header values, then the
    cells of every line item."""
    return {name: [text for text, _ in vals] for name, vals in scored_values(fields, items).items()}


def scored_values(fields: Mapping[str, Any], items: Sequence[Mapping[str, Any]]
                  ) -> dict[str, list[tuple[str, float]]]:
    """:func:`flatten_values` with each value's confidence: ``{field: [(value text, confidence), ...]}``. A
    currency is its ISO code where decoding gave one ("$" read as the page's country's dollar, rule
    ``dollar_country``): the code is what the JSON says it is."""
    out: dict[str, list[tuple[str, float]]] = {}
    for name, v in fields.items():
        for c in v if isinstance(v, list) else [v] if v else []:
            if c["value"] is not None:  # a value below its floor (decode/floors.py)
                text = (c.get("normalized") or c["value"]) if name == "currency" else c["value"]
                out.setdefault(name, []).append((text, c["confidence"]))
    for row in items:
        for name, c in row.items():
            if c["value"] is not None:
                out.setdefault(name, []).append((c["value"], c["confidence"]))
    return out


def _distinct(cells: Sequence[Cell], key: Callable[[Cell], str] = lambda c: c.key) -> list[Cell]:
    """One cell per distinct ``key``: the best-scored occurrence, in order of first appearance."""
    best: dict[str, Cell] = {}
    for c in cells:
        k = key(c)
        if k not in best or c.score > best[k].score:
            best[k] = c
    return list(best.values())
