"""Line items: item cells grouped into table rows, in reading order across pages (:func:`group_rows`)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Any

from docx_cli.decode.normalize import field_type, name_words, normalize, normalize_amount, reads_as
from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rules.arithmetic import multiplies
from docx_cli.decode.rules.columns import SIZE, ends_open
from docx_cli.decode.rules.lines import TABLE_ROW
from docx_cli.decode.spans import Cell
from docx_cli.document import Box, union_box


def group_rows(
    cells: Sequence[Cell], *, types: Mapping[str, str] | None = None, day_first: bool = True,
    decimal: str | None = None, params: DecodeParams = DEFAULT, prices: Sequence[tuple[int, Box]] = (), sources: Mapping[int, str] | None = None,
    marks: Sequence[tuple[int, Box]] = (),
) -> list[list[Cell]]:
    """Group item cells into table rows, in reading order across pages.

    * With boxes (PDF, scans): per page, cells sorted by their top; a cell joins the open row when it
      overlaps, vertically, at least half the height of the row's shortest cell (so a description wrapped
      over two lines stays in its row without swallowing the next one). A table continuing on the next page
      simply continues the rows.
    * Web text: cells under the same ``<tr>`` (XPath prefix) form a row.
    * Plain text: cells on the same line form a row.
    A wrapped cell's next line is a separate span on its own visual line; the line joins the row above when
    every cell on it is a text field the row already has, sits in that cell's column (horizontal overlap) and
    starts less than one line height below it (:func:`_continues`); set in smaller type (under
    ``SMALLER_TYPE`` of the cell's height, by the page's ``sources``), it is the product's detail ("seats above the
    25 included", "Charcoal / M" under "Merino Wool Crew Sweater") and left out (rule ``detail_lines``). Checking the whole line keeps tightly
    spaced rows apart: the next row's item number and description sit in the same columns, just below, but
    its quantity and amounts do not continue anything. Nor does a line that prints a price no value took
    (``prices``: page and box of the untagged words that read as a decimal amount): on a receipt that is the
    next product, its price missed, not the description above wrapping.
    A product's unit price and line amount printed on the line under it join its row where its quantity (1 where
    it prints none) times the one makes the other ("1 GANSITO MARINELA" over "$ 18.50  $ 18.50"); a lone amount
    under a text does not (a note's, a payment's). A line opening on a dash or a plus under a priced product is its
    modifier ("- Medium rare"), left out (rule ``detail_lines``), and a line set out left of the text over it
    (``OUTDENT`` line heights) starts a section, no wrap of it.
    Within a row, a field seen twice (a wrapped or split description) is merged: texts joined in reading
    order, scores averaged, the least confidence kept, boxes united; a date or amount seen twice whose joined
    text reads as none (two prices) keeps its surer value that reads as one. A row of amounts alone, with no
    product, item id or quantity (a receipt's subtotal tagged as a price), is not a line item (rule
    ``bare_amounts``); nor is a quantity alone on its row (rule ``lone_quantities``: a receipt's "Guest 1",
    "TABLE: A1 1").
    """
    rows: list[list[Cell]] = []
    pages = sorted({c.page for c in cells})
    for page in pages:
        on_page = [c for c in cells if c.page == page]
        if all(c.box is not None for c in on_page):
            smaller = SMALLER_TYPE.get((sources or {}).get(page, "ocr"), SMALLER_TYPE["ocr"])
            rows += _rows_by_geometry(on_page, types, params, [b for n, b in prices if n == page], smaller,
                                      [b for n, b in marks if n == page])
        else:
            keyed: dict[Any, list[Cell]] = {}
            for c in sorted(on_page, key=lambda c: c.start):
                m = TABLE_ROW.match(c.xpath or "")
                key = m.group(1) if m else ("line", c.line_id) if c.line_id >= 0 else ("cell", c.start)
                keyed.setdefault(key, []).append(c)
            rows += list(keyed.values())
    rows = [_merge_repeats(row, types, day_first, params.on("id_cells"), decimal) for row in rows]
    if params.on("bare_amounts"):
        rows = [row for row in rows if any(c.field == "quantity" or field_type(c.field, types) != "amount"
                                           for c in row)]
    if params.on("lone_quantities"):
        rows = [row for row in rows if any(c.field != "quantity" for c in row)]
    return rows


def _rows_by_geometry(on_page: Sequence[Cell], types: Mapping[str, str] | None, params: DecodeParams,
                      prices: Sequence[Box] = (), smaller: float = 0.0, marks: Sequence[Box] = ()) -> list[list[Cell]]:
    """One page's rows: its visual lines, a wrapped cell's next line joined to the row above (rule
    ``wrapped_cells``) when every cell on it continues a text cell of that row (a line that also holds a
    quantity or an amount, or a cell in a new column, is the next row)."""
    rows: list[list[Cell]] = []
    wrapped, details = params.on("wrapped_cells"), params.on("detail_lines")
    lines = _visual_lines(on_page, params.row_overlap)
    for n, line in enumerate(lines):
        if rows and details and _modifier(rows[-1], line, types, marks):
            continue  # (rule detail_lines: "- Medium rare" under "1 Ribeye 12oz 39.00", a choice, no part of it)
        if rows and wrapped and all(_continues(rows[-1], c, types) for c in line) and not _priced(line, prices) \
                and not (n + 1 < len(lines) and _numbers_only(lines[n + 1], types)):
            if not (details and all(_smaller(rows[-1], c, smaller) for c in line)):  # (rule detail_lines: a detail
                rows[-1].extend(line)  # in smaller type under a product's name, "seats above the 25 included",
            continue  #                  is no part of it: left out)
        if rows and wrapped and _numbers_only(line, types) and _text_only(rows[-1], types):
            rows[-1].extend(line)  # a product's name over its "2 x 3.50  7.00" line: one row
            continue
        if rows and wrapped and _prices_only(line, types) and _unpriced(rows[-1], types) \
                and (priced := _unit_and_amount(rows[-1], line)):
            rows[-1].extend(priced)  # "1 GANSITO MARINELA" over "$ 18.50  $ 18.50"
            continue
        if rows and wrapped and _unit_under(rows[-1], line):
            rows[-1].extend(line)  # "2 1PC CHICKEN W/ RICE 198.00" over "@ 99.00": one row
            continue
        rows.append(list(line))
    return _count_lines(rows) if params.on("count_lines") else rows


def _count_lines(rows: list[list[Cell]]) -> list[list[Cell]]:
    """Rule ``count_lines``: a row of a quantity and a unit price alone ("3 x 1,25", "0,850 kg x 3,90 €/kg")
    joins its product's row, the one over it or else the one under it whose line amount they multiply out to
    and which prints neither (a German drugstore's receipt prints the count under the product, an Italian one
    over it)."""
    out: list[list[Cell]] = []
    pending: list[Cell] | None = None  # a count row waiting for the row under it
    for row in rows:
        if pending is not None:
            if _counted_by(row, pending):
                out.append(pending + row)
                pending = None
                continue
            out.append(pending)
            pending = None
        if {c.field for c in row} == {"quantity", "unit_price"} and len(row) == 2:
            if out and _counted_by(out[-1], row):
                out[-1] = out[-1] + row
            else:
                pending = row
            continue
        out.append(row)
    if pending is not None:
        out.append(pending)
    return out


def _counted_by(row: Sequence[Cell], count: Sequence[Cell]) -> bool:
    """Whether ``row`` prints a line amount, no quantity and no unit price, and ``count``'s quantity × unit price
    makes that amount (to the cent)."""
    fields = {c.field: c for c in row}
    if "line_amount" not in fields or {"quantity", "unit_price"} & set(fields):
        return False
    q = next(c for c in count if c.field == "quantity")
    u = next(c for c in count if c.field == "unit_price")
    return _multiplies(q.text, u.text, fields["line_amount"].text)


def _numbers_only(line: Sequence[Cell], types: Mapping[str, str] | None) -> bool:
    """Whether a visual line holds an item's numbers and no text: a quantity and an amount ("2 x 3.50  7.00")."""
    return (all(field_type(c.field, types) != "text" for c in line) and any(c.field == "quantity" for c in line)
            and any(_price(c, types) for c in line))


# of the line above's height: a line set in smaller type than the cell it would continue. A PDF's words are boxed
# by their font's size; an OCR'd word's box by its letters (ascenders, descenders), so a scan asks for more
SMALLER_TYPE = {"pdf": 0.92, "ocr": 0.85}


MARKS = ("-", "+", ">", "--", "–")  # what a modifier's line opens on: "- Extra orange", "+ Bacon"


def _modifier(row: Sequence[Cell], line: Sequence[Cell], types: Mapping[str, str] | None,
              marks: Sequence[Box] = ()) -> bool:
    """Whether a visual line is a modifier of the product over it: it opens on a dash or a plus (``marks``: the
    boxes of such untagged words opening their line), prints no price, and the row over it prints a product
    and its price ("1 Old Fashioned 13.00" over "- Rye")."""
    first = min(line, key=lambda c: c.box[0] if c.box else c.start)
    if first.box is None:
        return False
    top, bottom = first.box[1], first.box[3]
    opens = first.text in MARKS or first.text.startswith(tuple(m + " " for m in MARKS)) or any(
        b[2] <= first.box[0] and first.box[0] - b[2] < bottom - top and min(bottom, b[3]) - max(top, b[1]) > 0
        for b in marks)
    return (opens and not any(_price(c, types) for c in line)
            and any(field_type(c.field, types) == "text" and c.field != "quantity" for c in row)
            and any(_price(c, types) for c in row))


def _price(c: Cell, types: Mapping[str, str] | None) -> bool:
    """Whether a cell is a price: an amount that is no quantity."""
    return c.field != "quantity" and field_type(c.field, types) == "amount"


def _prices_only(line: Sequence[Cell], types: Mapping[str, str] | None) -> bool:
    """Whether a visual line holds prices alone: amounts, no quantity and no text."""
    return all(_price(c, types) for c in line)


def _unpriced(row: Sequence[Cell], types: Mapping[str, str] | None) -> bool:
    """Whether a row prints an item's text and no price (its quantity at most): a product whose prices are
    printed on the line under it."""
    return (any(field_type(c.field, types) == "text" and c.field != "quantity" for c in row)
            and all(c.field == "quantity" or field_type(c.field, types) == "text" for c in row))


def _unit_and_amount(row: Sequence[Cell], line: Sequence[Cell]) -> list[Cell]:
    """A prices line's cells for the row over it, a unit price and a line amount the row's quantity (1 where it
    prints none) multiplies out ("$ 19.00  $ 38.00" under "2 COCA COLA 600ML"; the model may read both as line
    amounts); none for any other line (a lone amount under a note is no price of it)."""
    if len(line) != 2 or not {c.field for c in line} <= {"unit_price", "line_amount"}:
        return []
    first, second = sorted(line, key=lambda c: c.box[0] if c.box else c.start)
    if not _multiplies(next((c.text for c in row if c.field == "quantity"), "1"), first.text, second.text):
        return []
    return [replace(first, field="unit_price"), replace(second, field="line_amount")]


def _smaller(row: Sequence[Cell], c: Cell, ratio: float) -> bool:
    """Whether ``c``, the next line of a text cell of ``row``, is set in smaller type than that cell's lines
    (under ``ratio`` of their height)."""
    above = [a for a in row if a.field == c.field and a.box is not None and a.lines == 1]
    return bool(above) and c.box is not None and c.lines == 1 and (
        c.box[3] - c.box[1]) < ratio * min(a.box[3] - a.box[1] for a in above)  # type: ignore[index]


def _unit_under(row: Sequence[Cell], line: Sequence[Cell]) -> bool:
    """Whether a visual line is a unit price alone under a row of a quantity and a line amount but no unit price,
    the three multiplying out (a till receipt's "@ 99.00" under "2 1PC CHICKEN W/ RICE 198.00")."""
    fields = {c.field: c for c in row}
    if len(line) != 1 or line[0].field != "unit_price" or "unit_price" in fields \
            or not {"quantity", "line_amount"} <= set(fields):
        return False
    return _multiplies(fields["quantity"].text, line[0].text, fields["line_amount"].text)


def _multiplies(quantity: str, unit: str, amount: str) -> bool:
    """Whether a printed quantity times a printed unit price makes a printed amount, to the cent."""
    q, u, a = (normalize_amount(t) for t in (quantity, unit, amount))
    return q is not None and u is not None and a is not None and multiplies(Decimal(q), Decimal(u), Decimal(a))


def _text_only(row: Sequence[Cell], types: Mapping[str, str] | None) -> bool:
    """Whether a row holds text cells only (a product's name whose numbers are printed under it)."""
    return all(field_type(c.field, types) == "text" for c in row)


def _priced(line: Sequence[Cell], prices: Sequence[Box]) -> bool:
    """Whether a price no value took sits on this visual line (overlapping half the line's height)."""
    top, bottom = min(c.box[1] for c in line), max(c.box[3] for c in line)
    return any(min(bottom, b[3]) - max(top, b[1]) >= 0.5 * min(bottom - top, b[3] - b[1]) for b in prices)


def _visual_lines(cells: Sequence[Cell], min_overlap: float = DEFAULT.row_overlap) -> list[list[Cell]]:
    """Cells (with boxes, one page) grouped into visual lines, top to bottom: a cell joins the open line when
    it overlaps, vertically, at least ``min_overlap`` (half) of the band its cells share or of its own height,
    the smaller (so a description wrapped over two lines stays with its row's other cells without swallowing
    the next row)."""
    lines: list[list[Cell]] = []
    band: tuple[float, float] | None = None
    for c in sorted(cells, key=lambda c: (c.box[1], c.box[0], c.start)):
        top, bottom = c.box[1], c.box[3]
        if band is not None:
            overlap = min(band[1], bottom) - max(band[0], top)
            shortest = min(band[1] - band[0], bottom - top)
            if overlap >= min_overlap * max(shortest, 1e-6):
                lines[-1].append(c)
                # the band is what the line's cells share: on a scan turned by a degree a row's cells step
                # down from right to left, and the lowest one's band would reach the next row's right end
                band = (max(band[0], top), min(band[1], bottom))
                continue
        lines.append([c])
        band = (top, bottom)
    return lines


def _continues(row: list[Cell], c: Cell, types: Mapping[str, str] | None) -> bool:
    """Is ``c`` (starting a new visual line) the next line of a wrapped text cell in ``row``?"""
    if field_type(c.field, types) != "text":
        return False
    above = [a for a in row if a.field == c.field and a.page == c.page and a.box is not None]
    if not above or len({a.field for a in row}) < 2:
        return False
    a = max(above, key=lambda a: a.box[3])  # the lowest line of that cell so far
    line = a.box[3] - a.box[1]
    overlaps = min(a.box[2], c.box[2]) - max(a.box[0], c.box[0]) > 0
    # OCR boxes a line with some margin: the next line's box may start a little above the end of a cell that
    # ends open ("A4 copier paper 80gsm," / "box of 5 reams"); a receipt's products stacked tight do not wrap
    gap = c.box[1] - a.box[3]
    if c.box[0] < a.box[0] - OUTDENT * line:
        return False  # a line set out left of the text over it is a heading of the rows under it ("Stall 08 - …")
    return overlaps and (0 <= gap < line or (-_OCR_MARGIN * line <= gap < 0 and ends_open(a.text.split())))


OUTDENT = 0.4  # of a line's height: how far left of a cell its next line may start and still continue it


_OCR_MARGIN = 0.5  # of a line's height: how far an OCR'd line's box may reach into the next one's


# an item number: digits with letters, inner separators or five digits and more ("P10447", "161-753-04",
# "02590.108", "1051226"); a count or a price ("1", "112", "613.00") is none
_CODE = re.compile(r"(?=.*\d)(?:.*[A-Za-z]|.*\d[-./]\d|.*\d{5})")
_COUNT_OR_PRICE = re.compile(r"-?\d{1,4}(?:[.,]\d{1,2})?")


def _merge_repeats(row: list[Cell], types: Mapping[str, str] | None, day_first: bool,
                   id_cells: bool = True, decimal: str | None = None) -> list[Cell]:
    """The row with each field's cells merged into one (see :func:`group_rows`). Rule ``id_cells``: an item
    id's cells that are a count or a price ("P10447" | "1", "613.00" | "1051226": in a table set tight the
    model runs the id into the next cell) drop where another of its cells is a code."""
    by_field: dict[str, list[Cell]] = {}
    for c in sorted(row, key=lambda c: c.start):
        by_field.setdefault(c.field, []).append(c)
    out = []
    for name, cs in by_field.items():
        if id_cells and len(cs) > 1 and "id" in name_words(name) and any(
                _CODE.match(c.text) and not _COUNT_OR_PRICE.fullmatch(c.text) for c in cs):
            cs = [c for c in cs if not _COUNT_OR_PRICE.fullmatch(c.text)]
        kind = field_type(name, types)
        if kind != "text" and len(cs) > 1 and any(reads_as(c.text, kind) for c in cs):
            cs = [c for c in cs if reads_as(c.text, kind)]  # a size read as an amount ("3/8-16," | "27.40") goes
        if kind == "amount" and len(cs) > 1 and not all(SIZE.fullmatch(c.text) for c in cs):
            cs = [c for c in cs if not SIZE.fullmatch(c.text)]  # ... and a pack's ("42St" | "11,95")
        if len(cs) == 1:
            out.append(cs[0])
            continue
        first = cs[0]
        text = " ".join(c.text for c in cs)
        if kind != "text" and normalize(text, kind, day_first, decimal) is None and any(c.normalized for c in cs):
            # two prices of one row tagged as one field ("8,07" and "16,95" as the unit price): joined they
            # read as no value and both would be lost; an amount or a date is one value, the surer one stays
            out.append(max((c for c in cs if c.normalized), key=lambda c: c.score))
            continue
        same_page = [c.box for c in cs if c.page == first.page]
        out.append(
            Cell(
                field=name, text=text, confidence=min(c.confidence for c in cs),
                score=sum(c.score for c in cs) / len(cs), page=first.page,
                box=union_box(same_page), line_id=first.line_id, xpath=first.xpath, start=first.start,
                normalized=normalize(text, kind, day_first, decimal), typed=kind != "text",
                lines=sum(c.lines for c in cs),  # wrapped pieces: one line each
            )
        )
    return sorted(out, key=lambda c: c.start)
