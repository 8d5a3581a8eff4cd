"""Rule ``column_headers``: a table's header names the numbers printed under it.

Why: on a layout it never saw, the model knows a row's numbers are its quantity and prices but not always which
column is which; the order of the columns differs from one issuer to the next ("Pcs | Extended | Unit Pr.",
"EP | Nr. | Leistung | Stk. | MwSt. | Betrag", "P.U. HT | Qté | TOTAL HT"). The header printed over the table
says it, in any layout: a number tagged a quantity, unit price or line amount under a header naming another of
the three takes that one, and an untagged number on a line-item row takes the role its column's header names
where the row has no value of that role ("Organic Olive Oil 750ml | 48 | lot | 432" under "Description | Nb
| Unité | Montant": the model left "432", a price printed without cents, untagged). Only single numbers
change, under the nearest header line above them on their page: a line printing headers of two of the three
or more, and no price. A header printed over several lines set close together ("P.U. HT" beside a "TOTAL HT" /
"(EUR)" one line higher and lower) is read as one where its cells, each the words standing over one another,
name more of the three than any of its lines alone. A column whose header names none of them (a unit of
measure, a description) changes nothing, and neither does a number standing across the middle of a gutter, nor
a price under a quantity's header or a count under a price's. Rule ``row_arithmetic`` runs after it: quantity ×
unit price = line amount outranks a header.

Measured (``scripts/ablate_rules.py --off column_headers``): the generator's held-out layouts 0.9275 → 0.9341
(quantities 0.953 → 0.957, unit prices 0.951 → 0.965, line amounts 0.949 → 0.965; the untagged numbers
taken add 0.0022 of it); WildReceipt, its priced items, invoice2data, the e-invoice and the test families
unchanged. Reading a column by the number's centre, header cells split at a line height, and
any number allowed any role, raised the held-out layouts more (0.934) but cost WildReceipt's quantities
0.759 → 0.748 (a photo's rows run crooked under the header; "Qty  Price" printed less than a line height
apart read as one cell) and the e-invoice's quantities. Reading a header over several lines: the factur-x
EN 16931 e-invoice 0.581 → 0.645 (its line amounts 0.0 → 0.8: "TOTAL HT" printed over "(EUR)", beside the
one-line "Qté", had named no column); every other set unchanged.

A column headed as the rows' running number ("Pos.", "#", "Lfd. Nr.") holds no quantity nor price: a number the
model tagged there goes, and the row's untagged number under the quantity's header takes the role ("Pos. |
Menge": QualityHosting's positions 2, 4, 5 had been read as quantities of 2, 4, 5 and its "1"s left out). A
price's header that says it is net of tax ("VK-Preis Ohne MwSt.", "Amount excl. VAT") names the price, not a
tax column. Measured: the generator's held-out layouts 0.9551 → 0.9562 (4 documents better, none worse: "11.",
"29." of a numbered row had been read as unit prices or quantities); DeepForm, WildReceipt, SROIE through OCR,
invoice2data, the e-invoice and the test families unchanged.

A tax column ("Tax (₹)", "MwSt.", "Gesamt inkl. MwSt.": an amount with its tax is no line's net amount) holds
none of the three either: a number the model tagged there goes, and the untagged number under the row's amount
header takes the line amount (Flipkart's "Tax (₹) 40.39 | Total (₹) 319.00" had given the tax as the line's
amount). Measured: the held-out layouts 0.9562 → 0.9568 (3 documents better, none worse: a gross column "Gesamt
inkl. MwSt." read as the line amounts, tax columns read as unit prices); every other set unchanged. Reading "inkl.
MwSt." as an amount's header instead: 0.9564 (the gross column then stays the line amount). A line naming an
amount and a tax is a header too (Free's "Montant EUR HT | Montant TVA | Montant EUR TTC", whose tax had been its
line amount): the held-out layouts 0.9571 → 0.9573 (2 documents better, 1 worse), every other set unchanged.

Rule ``header_cells`` (2026-12-07) cuts an item's text line to the header cell it stands under, and "Spots"
(a broadcast schedule's count), "Gross" and "Cost" (its line's amount) became headers: the hand-written
broadcast orders (set ak) 0.4893 → 0.5308, scans 0.6535 → 0.7041; a second such set kept unread meanwhile (am)
0.7479 → 0.7697; eleven more hand-written sets better (m 0.8961 → 0.9223, w scans 0.8571 → 0.8974), none worse;
DeepForm, WildReceipt and SROIE through OCR unchanged. Without the blank of a line height between the columns
it cut, it cost WildReceipt 0.8003 → 0.7971 (a photo's "TODAY'S | SPECIAL KITCHEN" under a crooked header).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Mapping, Sequence

from docx_cli.decode.normalize import PRICE, field_type, name_words
from docx_cli.decode.rules.arithmetic import roles, row_number
from docx_cli.decode.rules.columns import without
from docx_cli.decode.rules.keys import SUM_KEYS, amount_key_names, fold, stem_pattern
from docx_cli.decode.rules.lines import blank_after, boxed_lines, split_cells
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans

# Stems at the start of a word of a header cell (accents folded, lower case), tried in this order: a tax column
# ("MwSt.", "Montant TVA") names none of the three; "Unit Price" is the unit price, "Total Price" the line's
# amount, a bare "Price" the unit price; "Unit" or "Unité" alone is a unit of measure, no number's header.
_TAX = ("tax", "vat", "tva", "mwst", "ust", "iva", "btw", "gst", "igic")
# a discount's column ("Desc. %", "Dto.", "Rabatt", "Disc %"): its rates and amounts are no row's price
_DISCOUNT = ("disc", "desc.", "dto", "rabatt", "remise", "sconto", "korting", "descuento", "desconto")
_MEASURE = ("unite pour", "unit of measure", "uom", "einheit")  # what a price is per: "Unité / pour P.U."
_UNIT = ("unit price", "unit cost", "unit pr", "price unit", "price per", "prix unit", "prix u", "p u", "pu ht",
         "unitaire", "unitario", "einzelpreis", "e preis", "ep", "stuckpreis", "stukprijs", "prijs per", "rate")
_AMOUNT = ("amount", "total", "line total", "montant", "betrag", "gesamt", "g preis", "bedrag", "totaal", "importe",
           "importo", "extended", "ext", "net", "netto", "summe", "totale", "subtotal", "zeilenbetrag",
           "positionsbetrag", "gross", "cost")
_QUANTITY = ("qty", "quantity", "quantite", "qte", "menge", "anzahl", "aantal", "cantidad", "cant", "quantita",
             "qta", "pcs", "stk", "nb", "nombre", "uds",
             "hours", "hrs", "stunden", "heures", "uren",  # a service's hours are its quantity ("Hours | Rate")
             "spots")  # a broadcast schedule's count of spots
_PRICE = ("price", "prix", "preis", "prijs", "precio", "prezzo")
# an item's code ("Codice", "Art.-Nr.", "SKU", "Part No.", "Réf."); not "Article" nor "Artikel", which head the
# description in French and German, nor a tax's classification ("Tax code": a tax column's)
_ID = ("code", "codice", "cod", "codigo", "kod", "sku", "art nr", "artnr", "artikelnr", "artikelnummer", "art no",
       "part no", "part nr", "part number", "item no", "item nr", "item number", "item code", "item id", "product code",
       "product id", "catalog", "cat no", "ref", "reference", "referencia", "riferimento", "rif", "varenr", "upc", "ean",
       "gtin", "material", "no de parte", "numero de parte", "style no")
# a customs tariff code, an export invoice's column beside the product's code ("HS Code", "HTS", "Schedule B",
# "HSN/SAC", "Fracción arancelaria", "GTIP", "Warennummer", "Commodity code"): the goods' class, no item's id
_TARIFF = ("hs code", "hs no", "hs nr", "h s code", "hs.", "hts", "hsn", "schedule b", "tariff", "arancel", "fraccion",
           "gtip", "taric", "warennummer", "zolltarif", "commodity code", "commodity no", "customs code", "ncm")
_CLASSES = tuple((name, stem_pattern(stems)) for name, stems in (
    ("tax", _TAX), ("discount", _DISCOUNT), ("none", _MEASURE), ("unit", _UNIT), ("amount", _AMOUNT),
    ("quantity", _QUANTITY), ("unit", _PRICE), ("tariff", _TARIFF), ("id", _ID)))
_NUMBERED = re.compile(r"^(?:item|part|catalog|cat\.?|product|style)\s*#$", re.IGNORECASE)  # "Item #", "Part #"
# A price's column can say it is net of tax ("VK-Preis Ohne MwSt.", "Amount excl. VAT", "Prix hors TVA"): the tax
# named after such a word is no tax column's. A column with the tax ("Gesamt inkl. MwSt.") holds no line amount:
# a line's amount is net of tax (EN 16931's line net amount), and such a column is read as the tax's
_SIGNED_PRICE = re.compile(r"[-−]?\d{1,3}(?:[.,\s]?\d{3})*[.,]\d{2}")  # "-189.00", "1.234,56": a price, no code
_NET_OF_TAX = re.compile(r"\b(?:ohne|exkl|excl|excluding|ex|zzgl|hors|sans|without|before|net of)\b(?: [a-z]+)?? "
                         r"(?:" + "|".join(_TAX) + r")\b")
# A table's running number: the row's position, no quantity ("Pos. | Menge", "# | Ligne", "Lfd. Nr."); "No." is
# not one of them (in British use it is the count: "No. of units")
# "Lp." (Polish), "Poz.", "S/N", "Sr. No.", "Sl. No." (Indian invoices) too
_POSITION = re.compile(r"^(?:pos|position|posnr|lfd|ligne|zeile|line no|line nr|lp|poz|s n|sr|sr no|sl no|s no)\b")
# line heights: the words of one header cell are a word space apart (about 0.3); two cells of a receipt's
# header, "Qty  Price", can stand less than a line height apart (0.55-0.95 on WildReceipt's photos)
_CELL_GAP = 0.5
# A header printed over several lines ("Unit" / "Price", "TOTAL HT" / "(EUR)" beside a one-line "Qté" centred
# between them): lines set at most this far apart (line heights, blank between them) ...
_BAND_LEAD = 0.5
# ... and at most this tall (line heights) are one header
_BAND_HEIGHT = 6.0


def header_class(text: str) -> str | None:
    """What a header cell names: ``"quantity"``, ``"unit"`` (price), ``"amount"`` (the line's), ``"position"``
    (the row's running number), ``"tax"`` (a tax column), ``"discount"`` (a discount's), ``"none"`` (a unit of
    measure), ``"tariff"`` (a customs tariff code: "HS Code"), ``"id"`` (an item's code) or None."""
    if text.strip() == "#" or _POSITION.search(fold(text)):
        return "position"
    if _NUMBERED.match(text.strip()):
        return "id"
    key = _NET_OF_TAX.sub(" ", fold(text))
    for name, stems in _CLASSES:
        if stems.search(key):
            return name
    return None


def column_headers(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with each single quantity, unit price or line amount taking the role its column's header names,
    and a line-item row's untagged numbers the role their header names where the row lacks it (rule
    ``column_headers``; a new list). A price read as an item's id ("-189.00", "224,24": an id is a code) is
    untagged first, and takes its column's role like any untagged number of the row (the generator's held-out
    layouts 0.9600 → 0.9604, 4 documents better, none worse; every real set unchanged)."""
    role = roles(kinds)
    out = list(tags)
    if role is None:
        return out
    field_role = {f: r for r, f in role.items()}
    entries = list(doc.iter_words())
    headers = document_headers(doc, entries)
    items = {f for f, k in kinds.items() if k == "item"}
    rows: dict[tuple[int, int], set[str]] = {}  # the lines holding item values: the item fields on each
    members: dict[tuple[int, int], list[int]] = {}  # ... and their words
    for i, t in enumerate(tags):
        if t != OUTSIDE and t[2:] in items:
            rows.setdefault((entries[i][0].number, entries[i][1].line_id), set()).add(t[2:])
            members.setdefault((entries[i][0].number, entries[i][1].line_id), []).append(i)
    ids = {f for f in items if "id" in name_words(f)}
    cents = _cents_quantities(entries, headers, rows)
    for i, t in enumerate(tags):
        page, word = entries[i]
        row = rows.get((page.number, word.line_id))
        if t.startswith("S-") and t[2:] in ids and _SIGNED_PRICE.fullmatch(word.text):
            out[i] = t = OUTSIDE  # an amount read as the item's id ("-189.00" under "Amount") is no id
        if (t.startswith("S-") and t[2:] in ids and word.text.isdigit() and word.box is not None
                and (header := _header_over(headers, page, word)) is not None
                and _column(header[1], word) == "position"):  # a running number read as the item's id ("00020"
            out[i] = OUTSIDE  # under "Pos.") is none: the code in the id column is (rule id_column)
            continue
        free = t == OUTSIDE and row is not None and row_number(word.text.lstrip("-")) is not None
        if not (free or (t.startswith("S-") and t[2:] in field_role)) or word.box is None:
            continue
        header = _header_over(headers, page, word)
        if header is None:
            continue
        named = _column(header[1], word)
        if named in ("position", "tax", "discount") and not free:  # a running number, a tax or a discount read as
            out[i] = OUTSIDE  # a row's number
            if not any(out[j] == t for j in members[(page.number, word.line_id)]):
                row.discard(t[2:])  # the role is the row's to give again (none of its other numbers holds it)
            continue
        if named not in role or role[named] == t[2:]:
            continue
        if free and role[named] not in row and not (named == "quantity" and PRICE.search(word.text)
                                                     and (page.number, header[0]) not in cents):
            out[i] = f"S-{role[named]}"
            row.add(role[named])
        elif not free and (_fits(named, word.text) or (named == "quantity" and (page.number, header[0]) in cents)):
            out[i] = f"S-{role[named]}"
            row.discard(t[2:])
            row.add(role[named])
    return out


def tariff_codes(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` without the item ids read in a column whose header names a customs tariff code (rule
    ``tariff_codes``; a new list).

    Why: an export invoice prints the goods' tariff code beside the product's own ("ITEM NO. | DESCRIPTION OF
    GOODS | HS CODE": "KY-PB10 | Power bank 10000mAh | 8507.60.00"; "No. de parte | Descripción | Fracción
    arancelaria"), and the model, having seen codes of digits and dots as ids, read the tariff code as the item's id
    and left the product's code untagged (or, on a scan, read both: "KY-CB21 8544.42.11"). A tariff code names a
    class of goods, one code for many products; the item's id is the product's code, which rule ``id_column``
    then finds in its own column. An id the model ran on into the tariff column keeps its words before it.

    Measured with the header names it reads ("HS Code", "HSN/SAC", "Schedule B", "Fracción", and "No. de parte",
    "Style No." for the product's code): export invoices (set at) 0.8778 → 0.9042, scans 0.7740 → 0.8259; an
    Indian tax invoice's HSN codes no longer its ids (ah 0.9076 → 0.9135); a Chinese proforma's (q scans 0.8810 →
    0.8962); no set worse."""
    ids = [f for f, k in kinds.items() if k == "item" and "id" in name_words(f)]
    entries = list(doc.iter_words())
    headers = document_headers(doc, entries) if ids else {}
    out = list(tags)
    if not any(n == "tariff" for found in headers.values() for _, cells in found for *_, n in cells):
        return out
    for span in tags_to_spans(tags):
        if span.label not in ids:
            continue
        cut = next((k for k in range(span.start, span.end) if entries[k][1].box is not None
                    and column_of(headers, *entries[k], left_aligned=True) == "tariff"), None)
        if cut is not None:
            kept = cut - span.start
            out[span.start:span.end] = [*spans_to_tags(kept, [Span(span.label, 0, kept)] if kept else []),
                                        *[OUTSIDE] * (span.end - cut)]
    return out


def header_text(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` without the line-item text the model read on a table's header line (rule ``header_text``; a new
    list).

    Why: on a layout it never saw, the model can read the header over the description column as a product
    ("Units | Unit Pr. | Net Amount | Code | Goods / Services": "Goods / Services" came back as a line item,
    and "Extended" of "Extended Price" ran into the first row's "Stainless Hinge"). A line printing the headers
    of two of quantity, unit price and line amount, no price and at most one word with a digit (the lines
    :func:`column_headers` reads, less rows that print whole numbers) is the table's header: no item's text is
    printed on it. Nor is an amount's key on a line printing none of a
    row's numbers ("Totaal excl. btw" of a totals strip)."""
    role = roles(kinds)
    if role is None:
        return list(tags)
    entries = list(doc.iter_words())
    lines = boxed_lines(entries)
    texts = {f for f, k in kinds.items() if k == "item"} - set(role.values())
    header: set[int] = set()
    for _, band in _bands(entries, lines):
        for ks in band:  # (a row printing its numbers without cents is no header: "6. | ART-9502-C | 100 | …")
            if sum(any(c.isdigit() for c in entries[k][1].text) for k in ks) < 2 and _names(_line_cells(entries, ks)) >= 2:
                header.update(k for k in ks if tags[k] != OUTSIDE and tags[k][2:] in texts)
    out = without(tags, header)
    # a totals line read as a row's text ("Totaal excl. btw" | "Omzetbelasting (21%)" | "TOTAAL"): an item's
    # text that is an amount's key, on a line printing none of the row's numbers
    totals: set[int] = set()
    for s in tags_to_spans(out):
        ks = lines.get((entries[s.start][0].number, entries[s.start][1].line_id), [])
        words = [entries[k][1].text for k in range(s.start, s.end)]
        if (s.label in texts and (amount_key_names(words[0]) or len(words) <= _KEY_WORDS)
                and amount_key_names(" ".join(words))
                and not any(out[k][2:] in role.values() for k in ks if out[k] != OUTSIDE)):
            totals.update(range(s.start, s.end))
    return without(out, totals)


def header_cells(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                 types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with each line of an item's text cut to the header cell it stands under (rule ``header_cells``;
    a new list).

    Why: a broadcast order's schedule prints "Ln | Days | Time | Program" a word space or two apart ("2 M-F
    7:00A-9:00A Today Show"), closer than the gutter rule ``one_column`` cuts at, and the model read the row's
    number, days and times as the program's first words. The table's header says where each column starts: the
    words a line's text starts with that stand under the header cells left of the one holding most of its letters
    (each word under a cell's own extent, not in the gutter beside it) are other columns' values and lose the
    tag, where a line height's blank parts them from the rest, or where they are numbers and the rest starts
    flush under its own cell ("29,750" under "Subs" before "Fox News Channel" under "Network"). A code cut off
    under a header naming the item's code ("Code", "SKU") is the row's id, where the row has none. A description
    wider than its centred header, and one under a header of one cell, is left alone."""
    fields = {f for f, k in kinds.items() if k == "item" and field_type(f, types) == "text"}
    entries = list(doc.iter_words())
    headers = document_headers(doc, entries)
    lines = boxed_lines(entries)
    ids = [f for f, k in kinds.items() if k == "item" and "id" in name_words(f)]
    drop: set[int] = set()
    codes: list[tuple[str, list[int]]] = []
    for span in tags_to_spans(tags):
        if span.label not in fields:
            continue
        for ks in _span_lines(entries, range(span.start, span.end)):
            page, first = entries[ks[0]]
            header = _header_over(headers, page, first) if first.box is not None else None
            if header is None or len(ks) < 2 or _names(_line_cells(entries, lines[_key(entries, ks[0])])) >= 2:
                continue  # (a header line itself, read crooked under its own lower edge)
            under = [_cell_under(header[1], entries[k][1]) for k in ks]
            letters: dict[int, int] = {}
            for k, c in zip(ks, under, strict=True):
                if c is not None:
                    letters[c] = letters.get(c, 0) + sum(ch.isalpha() for ch in entries[k][1].text)
            if not letters:
                continue
            main = max(letters, key=lambda c: (letters[c], c))
            n = 0
            while n < len(ks) - 1 and under[n] is not None and under[n] < main:
                n += 1
            blank = blank_after(entries, ks[n - 1], ks[n]) if n else None
            if blank is not None and (blank >= _CUT_BLANK or _number_column(entries, ks[:n], ks[n], header[1][main])):
                drop.update(ks[:n])
                if (ids and {under[i] for i in range(n)} == {under[0]} and header[1][under[0]][2] == "id"
                        and any(c.isdigit() for k in ks[:n] for c in entries[k][1].text)):
                    codes.append((ids[0], ks[:n]))  # the item's code, under the ids' header
    out = without(tags, drop)
    for field, ks in codes:
        if not any(out[k] != OUTSIDE and out[k][2:] == field for k in lines[_key(entries, ks[0])]):
            out[ks[0]:ks[-1] + 1] = spans_to_tags(len(ks), [Span(field, 0, len(ks))])
    return out


def _key(entries: Sequence[tuple[Page, Word]], k: int) -> tuple[int, int]:
    """Word ``k``'s line, as :func:`~docx_cli.decode.rules.lines.boxed_lines` keys it."""
    return entries[k][0].number, entries[k][1].line_id


_CUT_BLANK = 1.0  # line heights: the least blank between the columns cut apart (a word space is about 0.3)


def _number_column(entries: Sequence[tuple[Page, Word]], cut: Sequence[int], first: int, cell: Cell) -> bool:
    """Whether the words ``cut`` are numbers (each with a digit: "29,750" under "Subs") and the text after them
    starts flush under its own header cell (within a third of a line height): another column's numbers, however
    narrow the blank ("Steel | Washer" under "Item | Description" is one text)."""
    box = entries[first][1].box
    flush = abs(box[0] - cell[0]) <= (box[3] - box[1]) / 3  # type: ignore[index]
    return flush and all(any(c.isdigit() for c in entries[k][1].text) for k in cut)


def _span_lines(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> list[list[int]]:
    """The boxed words ``ks`` by line, each line's left to right."""
    lines: dict[tuple[int, int], list[int]] = {}
    for k in ks:
        page, word = entries[k]
        if word.box is not None and word.line_id >= 0:
            lines.setdefault((page.number, word.line_id), []).append(k)
    return [sorted(v, key=lambda k: entries[k][1].box[0]) for v in lines.values()]  # type: ignore[index]


def _cell_under(cells: Sequence[Cell], word: Word) -> int | None:
    """The index of the header cell whose own extent (not the gutter beside it) the word overlaps, None where
    it overlaps none or two."""
    x0, x1 = word.box[0], word.box[2]  # type: ignore[index]
    hits = [k for k, (left, right, _) in enumerate(cells) if x0 < right and left < x1]
    return hits[0] if len(hits) == 1 else None


_KEY_WORDS = 3  # an amount's key read as a row's text is short or starts the text ("cork SUBTOTAL", "Totaal excl.
#                btw"); a product the model ran on into the key under it ("… test certificate Totaal") is no key


def _cents_quantities(entries: Sequence[tuple[Page, Word]], headers: Mapping[int, list[tuple[float, list[Cell]]]],
                      rows: Mapping[tuple[int, int], set[str]]) -> set[tuple[int, float]]:
    """The quantity columns (page, their header's lower edge) whose numbers on the item rows all print cents,
    two or more of them ("24.00", "7.50": an accounting program's hours and units): a number with cents is a
    quantity there. (A photo's crooked price under "Qty" stands among quantities printed without cents.) A
    column ends at the table's totals: a timesheet's summary under them ("36 38 34.5") is no row of it."""
    columns: dict[tuple[int, float], list[bool]] = {}
    ends: dict[tuple[int, float], float] = {}  # (page, header) → the top of the first totals line under it
    for ks in boxed_lines(entries).values():
        page, word = entries[ks[0]]
        key = " ".join(entries[k][1].text for k in ks[:2])
        if (header := _header_over(headers, page, word)) is not None and amount_key_names(key) in SUM_KEYS:
            spot = (page.number, header[0])
            ends[spot] = min(ends.get(spot, word.box[1]), word.box[1])  # type: ignore[index]
    for page, word in entries:
        if (page.number, word.line_id) not in rows or word.box is None or row_number(word.text) is None:
            continue
        header = _header_over(headers, page, word)
        if header is not None and word.box[1] >= ends.get((page.number, header[0]), float("inf")):
            continue
        if header is not None and _column(header[1], word) == "quantity":
            columns.setdefault((page.number, header[0]), []).append(bool(PRICE.search(word.text)))
    return {key for key, with_cents in columns.items() if len(with_cents) >= 2 and all(with_cents)}


def column_of(headers: Mapping[int, list[tuple[float, list[Cell]]]], page: Page, word: Word,
              left_aligned: bool = False) -> str | None:
    """What the header of the column a boxed word stands in names (:func:`header_class`), under the nearest
    header line over it on its page (``headers``: :func:`header_lines`); None where none. ``left_aligned``: a
    word set flush with a cell's left edge and ending before the next cell stands in that cell's column too (a
    code wider than its short header, "CORB-OS" under "Réf.")."""
    header = _header_over(headers, page, word)
    if header is None:
        return None
    named = _column(header[1], word)
    if named is None and left_aligned:
        x0, x1, height = word.box[0], word.box[2], word.box[3] - word.box[1]  # type: ignore[index]
        cells = header[1]
        for k, (left, _, name) in enumerate(cells):
            if abs(x0 - left) <= 0.6 * height and (k + 1 == len(cells) or x1 < cells[k + 1][0]):
                return name
    return named


def _header_over(headers: Mapping[int, list[tuple[float, list[Cell]]]], page: Page, word: Word
                 ) -> tuple[float, list[Cell]] | None:
    """The header line nearest over a boxed word, on its page: (its lower edge, its cells); None if none."""
    # (a photo's crooked header reaches below a row's top)
    middle = (word.box[1] + word.box[3]) / 2  # type: ignore[index]
    above = [h for h in headers.get(page.number, []) if h[0] < middle]
    return max(above, key=lambda h: h[0]) if above else None


def _fits(named: str, text: str) -> bool:
    """Whether ``text`` can be a ``named`` value: a price prints its cents, a quantity none ("7.99" under a
    "Qty" header is the next column's price, read crooked off a receipt photo; "40" under "Price" a
    quantity)."""
    return bool(PRICE.search(text)) != (named == "quantity")


Cell = tuple[float, float, str | None]  # (left, right, what its header names)


_LAST: tuple[Document | None, dict[int, list[tuple[float, list[Cell]]]]] = (None, {})


def document_headers(doc: Document, entries: Sequence[tuple[Page, Word]]) -> dict[int, list[tuple[float, list[Cell]]]]:
    """:func:`header_lines` of ``doc`` (``entries``: its words), kept for the last document read: four rules and
    the row filter read one document's headers in turn. Read only."""
    global _LAST
    last = _LAST
    if last[0] is doc:
        return last[1]
    found = header_lines(entries)
    _LAST = (doc, found)
    return found


def header_lines(entries: Sequence[tuple[Page, Word]]) -> dict[int, list[tuple[float, list[Cell]]]]:
    """Per page, its header lines: (lower edge, cells left to right). A header printed over several lines
    counts as one, where its cells name more columns than any one of its lines does."""
    lines = boxed_lines(entries)
    found: dict[int, list[tuple[float, list[Cell]]]] = {}
    for number, band in _bands(entries, lines):
        one = [(_lower_edge(entries, ks), _line_cells(entries, ks)) for ks in band]
        one = [(b, cells) for b, cells in one if _names(cells) >= 2]
        if len(band) > 1:
            cells = _band_cells(entries, [k for ks in band for k in ks])
            if _names(cells) >= 2 and _names(cells) > max((_names(c) for _, c in one), default=0):
                one = [(max(_lower_edge(entries, ks) for ks in band), cells)]
        found.setdefault(number, []).extend(one)
    return found


def _bands(entries: Sequence[tuple[Page, Word]],
           lines: Mapping[tuple[int, int], list[int]]) -> list[tuple[int, list[list[int]]]]:
    """The lines printing no price, in runs of lines set close under one another on a page (the lines of one
    header): (page number, the runs' lines, each its words)."""
    by_page: dict[int, list[list[int]]] = {}
    for (number, _), ks in lines.items():
        by_page.setdefault(number, []).append(ks)
    out: list[tuple[int, list[list[int]]]] = []
    for number, page_lines in by_page.items():
        page_lines.sort(key=lambda ks: min(entries[k][1].box[1] for k in ks))  # type: ignore[index]
        band: list[list[int]] = []
        top = bottom = 0.0
        for ks in page_lines:
            y0 = min(entries[k][1].box[1] for k in ks)  # type: ignore[index]
            y1 = _bottom(entries, ks)
            height = max(y1 - y0, 1e-6)
            priced = any(PRICE.search(entries[k][1].text) for k in ks)
            if band and not priced and y0 - bottom <= _BAND_LEAD * height and y1 - top <= _BAND_HEIGHT * height:
                band.append(ks)
                bottom = max(bottom, y1)
                continue
            if band:
                out.append((number, band))
            band, top, bottom = ([] if priced else [ks]), y0, y1
        if band:
            out.append((number, band))
    return out


def _lower_edge(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> float:
    """A header line's lower edge: its words' median bottom (on a photo turned by a degree, the line's ends
    stand a row's height apart; its highest or lowest end would put its first row on its line)."""
    return statistics.median(entries[k][1].box[3] for k in ks)  # type: ignore[index]


def _bottom(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> float:
    return max(entries[k][1].box[3] for k in ks)  # type: ignore[index]


def _names(cells: Sequence[Cell]) -> int:
    """How many of the three roles, and a tax, the cells name ("Montant EUR HT | Montant TVA | Montant EUR TTC"
    is a table's header: it names an amount and a tax)."""
    return len({n for _, _, n in cells} & {"quantity", "unit", "amount", "tax"})


def _line_cells(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> list[Cell]:
    """One line's cells: its words left to right, cut at each blank wider than ``_CELL_GAP`` line heights."""
    return [_cell(entries, c) for c in split_cells(entries, ks, _CELL_GAP)]


def _band_cells(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> list[Cell]:
    """The cells of a header printed over several lines: its words grouped where they stand over one another
    or less than ``_CELL_GAP`` line heights apart, each cell's text read line by line ("TOTAL HT (EUR)")."""
    ks = sorted(ks, key=lambda k: entries[k][1].box[0])  # type: ignore[index]
    cells: list[list[int]] = [[ks[0]]]
    right = entries[ks[0]][1].box[2]  # type: ignore[index]
    for k in ks[1:]:
        box = entries[k][1].box
        if box[0] - right > _CELL_GAP * (box[3] - box[1]):  # type: ignore[index]
            cells.append([k])
        else:
            cells[-1].append(k)
        right = max(right, box[2]) if len(cells[-1]) > 1 else box[2]  # type: ignore[index]
    return [_cell(entries, sorted(c, key=lambda k: (entries[k][1].box[1], entries[k][1].box[0])))  # type: ignore[index]
            for c in cells]


def _cell(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> Cell:
    """(left, right, what it names) of the cell of words ``ks`` (in reading order)."""
    boxes = [entries[k][1].box for k in ks]
    return (min(b[0] for b in boxes), max(b[2] for b in boxes),  # type: ignore[index]
            header_class(" ".join(entries[k][1].text for k in ks)))


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
