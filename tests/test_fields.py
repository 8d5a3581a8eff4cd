"""Fields: spans → values, kinds (single / multi / item), normalisation, line items across pages."""

from dataclasses import replace

import pytest

from docx_cli.decode.normalize import decimal_mark, field_type, normalize_amount, normalize_date
from docx_cli.decode.params import DEFAULT
from docx_cli.decode.values import decode_fields
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import Span, spans_to_tags


@pytest.mark.parametrize(
    "text, day_first, iso",
    [
        ("12/03/2021", True, "2021-03-12"),
        ("12/03/2021", False, "2021-12-03"),
        ("03/25/2021", True, "2021-03-25"),  # 25 cannot be a month: month-first whatever the option
        ("12-03-21", True, "2021-03-12"),
        ("12.03.2021", True, "2021-03-12"),
        ("2021-03-12", False, "2021-03-12"),
        ("2021/3/2", True, "2021-03-02"),
        ("12 March 2021", True, "2021-03-12"),
        ("12th Mar. 2021", True, "2021-03-12"),
        ("March 12, 2021", True, "2021-03-12"),
        ("12-MAR-99", True, "1999-03-12"),
        ("Date: 1 Sept 2020.", True, "2020-09-01"),
        ("13. Oktober 2023", True, "2023-10-13"),  # German and French month names
        ("22. März 2019", True, "2019-03-22"),
        ("6 mai 2024", True, "2024-05-06"),
        ("21 settembre 2023", True, "2023-09-21"),  # Italian, Spanish, Dutch and Portuguese ones
        ("3 de marzo de 2024", True, "2024-03-03"),
        ("12 mei 2025", True, "2025-05-12"),
        ("5 de dezembro de 2022", True, "2022-12-05"),
        ("1 set 12.00", True, None),  # "set": no month (a quantity of a set)
        ("16/02/201812:04:58", True, "2018-02-16"),  # OCR glued the time of day to the year
        ("14/03/20185:57:07PM", True, "2018-03-14"),
        ("25th day of October, 2017", True, "2017-10-25"),  # a contract's effective date
        ("2nd DAY OF JULY 2011,", True, "2011-07-02"),
        ("Mar01'14", True, "2014-03-01"),  # US receipts: the year after an apostrophe, no spaces
        ("04NOV'17", True, "2017-11-04"),
        ("Jul 03 '12", True, "2012-07-03"),
        ("20MAR17", True, "2017-03-20"),
        ("Jun'21", True, None),  # a month and a year: no day
        ("1234/12/2020", True, None),
        ("31/02/2021", True, None),
        ("Mar 2021", True, None),
        ("total", True, None),
    ],
)
def test_normalize_date(text, day_first, iso):
    assert normalize_date(text, day_first=day_first) == iso


@pytest.mark.parametrize(
    "text, value",
    [
        ("$1,234.56", "1234.56"),
        ("1.234,56 €", "1234.56"),
        ("1 234,56", "1234.56"),
        ("CHF 1'234.50", "1234.50"),
        ("(1,234.56)", "-1234.56"),
        ("-12.00", "-12.00"),
        ("12.00-", "-12.00"),
        ("-$5", "-5"),
        ("12.00 CR", "-12.00"),
        ("RM 12.50", "12.50"),
        ("1,234", "1234"),
        ("1,5", "1.5"),
        ("0.500", "0.500"),
        ("1,234,567.89", "1234567.89"),
        ("1.234.567,89", "1234567.89"),
        ("n/a", None),
        ("1 234 567,89", "1234567.89"),
        ("2 12.50", "12.50"),  # a quantity and an amount: the amount
        ("6.45 245.10", None),  # two amounts of one row read as one cell: neither, never 64524510
        ("$ 9.99 $ 29.97", None),  # a unit price and its amount, each with its sign: neither, never 9.99
        ("USD 100.00 (incl. 19% VAT)", "100.00"),  # a rate after it is no second amount
        ("6,45 245", None),
    ],
)
def test_normalize_amount(text, value):
    assert normalize_amount(text) == value


def test_a_lone_mark_before_three_digits_is_the_decimal_mark_where_the_documents_amounts_print_it():
    # a lumber invoice of "14,788.80": its "1.185" is a price per board foot; a German page of "3,90": "1,500" kg
    assert decimal_mark(["Amount", "14,788.80", "12,480", "1.185", "6.49"]) == "."
    assert normalize_amount("1.185", ".") == "1.185" and normalize_amount("1,185", ".") == "1185"
    assert decimal_mark(["3,90", "1.234,56", "1,500"]) == ","
    assert normalize_amount("1,500", ",") == "1.500" and normalize_amount("1.500", ",") == "1500"
    # too few amounts, or both marks printed: no mark, and a lone mark before three digits groups thousands
    assert decimal_mark(["6.49"]) is None and decimal_mark(["3,90", "4,10", "6.49", "7.99"]) is None
    assert normalize_amount("1.185", None) == "1185"
    assert normalize_amount("1.234.567", ".") == "1234567"  # two marks alike: thousands whatever the page


def test_field_types_from_names():
    assert field_type("invoice_date") == "date"
    assert field_type("due_date") == "date"
    assert field_type("total_amount") == "amount"
    assert field_type("item_quantity") == "amount"
    assert field_type("unit_price") == "amount"
    assert field_type("vendor_name") == "text"
    assert field_type("vendor_name", {"vendor_name": "date"}) == "date"


def _doc(*lines_per_page):
    pages = []
    for p, lines in enumerate(lines_per_page, start=1):
        words = []
        for li, line in enumerate(lines):
            x = 50.0
            for t in line.split():
                words.append(Word(t, (x, 100 + 20 * li, x + 8 * len(t), 110 + 20 * li), line_id=li))
                x += 8 * len(t) + 6
        pages.append(Page(p, 612, 792, words=tuple(words)))
    return Document("d.pdf", tuple(pages))


def test_single_multi_and_candidates():
    doc = _doc(["Invoice INV-1 date 12/03/2021", "Parties ACME Ltd and Foo GmbH"], ["INV-2 total $1,234.50 ACME Ltd"])
    # words: 0 Invoice 1 INV-1 2 date 3 12/03/2021 4 Parties 5 ACME 6 Ltd 7 and 8 Foo 9 GmbH | 10 INV-2 11 total
    #        12 $1,234.50 13 ACME 14 Ltd
    spans = [Span("number", 1, 2), Span("date", 3, 4), Span("party", 5, 7), Span("party", 8, 10),
             Span("number", 10, 11), Span("total_amount", 12, 13), Span("party", 13, 15)]
    tags = spans_to_tags(doc.num_words, spans)
    probs = [0.5] * doc.num_words
    probs[10] = 0.9  # INV-2 is the more confident number
    probs[13] = 0.7  # the page-2 "ACME Ltd" is the better-scored occurrence
    kinds = {"number": "single", "date": "single", "party": "multi", "total_amount": "single", "vendor": "single"}
    fields, items = decode_fields(doc, tags, probs, kinds)
    assert items == []
    assert fields["number"]["value"] == "INV-2" and fields["number"]["confidence"] == 0.9
    assert fields["number"]["page"] == 2
    assert [c["value"] for c in fields["number"]["candidates"]] == ["INV-1"]
    assert "normalized" not in fields["number"]
    assert fields["date"]["normalized"] == "2021-03-12" and "candidates" not in fields["date"]
    assert fields["date"]["bbox"] == list(doc.pages[0].words[3].box)
    assert fields["total_amount"]["value"] == "$1,234.50" and fields["total_amount"]["normalized"] == "1234.50"

    parties = fields["party"]
    assert [p["value"] for p in parties] == ["ACME Ltd", "Foo GmbH"]  # order of first appearance
    acme = next(p for p in parties if p["value"] == "ACME Ltd")
    # the page-2 occurrence ranks first by its mean tag probability (0.6 against 0.5); it reports its least
    # sure word's: a value is right only when every word is
    assert acme["page"] == 2 and acme["confidence"] == pytest.approx(0.5)
    assert all("score" not in v for v in [*parties, fields["number"], *fields["number"]["candidates"]])
    assert fields["vendor"] is None  # declared, not found
    # a span's box is the union of its words' boxes
    w5, w6 = doc.pages[0].words[5].box, doc.pages[0].words[6].box
    foo = next(p for p in parties if p["value"] == "Foo GmbH")
    assert foo["bbox"][1] == w5[1] and foo["bbox"][3] == w6[3]


def test_a_due_date_before_the_document_date_is_swapped_back():
    """Templates put "Order date" and "Delivery date" anywhere; a model that read both dates but mixed them up
    gives a due date earlier than the document's own date, which no document has."""
    doc = _doc(["Date 07/07/2018 Due 16/06/2018"])
    tags = spans_to_tags(doc.num_words, [Span("date", 1, 2), Span("due_date", 3, 4)])
    kinds = {"date": "single", "due_date": "single"}
    fields, _ = decode_fields(doc, tags, [0.9] * doc.num_words, kinds)
    assert (fields["date"]["normalized"], fields["due_date"]["normalized"]) == ("2018-06-16", "2018-07-07")
    tags = spans_to_tags(doc.num_words, [Span("due_date", 1, 2), Span("date", 3, 4)])  # in order: kept
    fields, _ = decode_fields(doc, tags, [0.9] * doc.num_words, kinds)
    assert (fields["date"]["normalized"], fields["due_date"]["normalized"]) == ("2018-06-16", "2018-07-07")


def test_invalid_tags_still_decode():
    doc = _doc(["a b c d"])
    fields, _ = decode_fields(doc, ["I-x", "E-x", "B-y", "junk"], [1, 1, 1, 1], {"x": "single", "y": "multi"})
    assert fields["x"]["value"] == "a b" and [v["value"] for v in fields["y"]] == ["c"]


# -- line items on a generated two-page order -----------------------------------------------------------

ITEMS = [
    ("A-100", "Blue widget", "3", "12.50", "37.50"),
    ("A-101", "Red gadget with a very long name", "1", "1,099.00", "1,099.00"),  # wrapped over two lines
    ("B-200", "Hex bolts M8", "250", "0.12", "30.00"),
    ("B-201", "Washers", "250", "0.05", "12.50"),
    ("C-300", "Mounting bracket", "10", "4.75", "47.50"),
    ("C-301", "Spring clip", "40", "0.90", "36.00"),
]
FIELDS = ["item_id", "item_description", "item_quantity", "item_price", "item_total"]
COLUMNS = [50, 120, 330, 400, 480]  # x of each column
ROWS_ON_PAGE_1 = 4


def make_order_pdf(path):
    """A two-page order whose item table continues on page 2; returns the gold cells (page, field, text, y)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4)
    height = A4[1]
    cells = []

    def header(y):
        c.setFont("Helvetica-Bold", 10)
        for x, h in zip(COLUMNS, ["Item", "Description", "Qty", "Price", "Amount"]):
            c.drawString(x, height - y, h)
        c.setFont("Helvetica", 10)

    c.setFont("Helvetica-Bold", 14)
    c.drawString(50, height - 60, "PURCHASE ORDER PO-88213")
    c.setFont("Helvetica", 10)
    c.drawString(50, height - 80, "Date: 12/03/2021")
    header(130)
    y, page = 150, 1
    for i, row in enumerate(ITEMS):
        if i == ROWS_ON_PAGE_1:
            c.drawString(50, height - 800, "continued on next page")
            c.showPage()
            page, y = 2, 80
            header(60)
        for x, field, text in zip(COLUMNS, FIELDS, row):
            if field == "item_description" and len(text) > 20:  # wrap: two lines in one row
                first, second = text[:16].rsplit(" ", 1)[0], None
                second = text[len(first) + 1 :]
                c.drawString(x, height - y, first)
                c.drawString(x, height - y - 12, second)
            else:
                c.drawString(x, height - y, text)
            cells.append((page, field, text, y))
        y += 32
    c.setFont("Helvetica-Bold", 10)
    c.drawString(400, height - y - 20, "Total 1,262.50")
    c.save()
    return cells


def gold_tags(doc, cells):
    """BIESO tags from the gold cells: a word belongs to the cell in its column whose row it sits in."""
    entries = list(doc.iter_words())
    owner = []
    for page, w in entries:
        hit = None
        cx, top = (w.box[0] + w.box[2]) / 2, w.box[1]
        for k, (p, field, text, y) in enumerate(cells):
            col = COLUMNS[FIELDS.index(field)]
            nxt = COLUMNS[FIELDS.index(field) + 1] if field != FIELDS[-1] else 600
            if p == page.number and col - 2 <= cx < nxt - 2 and y - 12 <= top <= y + 14 and w.text in text.split():
                hit = k
        owner.append(hit)
    spans = []
    for k in range(len(cells)):
        idx = [i for i, o in enumerate(owner) if o == k]
        assert idx, f"cell {cells[k]} not found in the PDF words"
        run = [idx[0]]
        for i in idx[1:] + [None]:
            if i is not None and i == run[-1] + 1:
                run.append(i)
                continue
            spans.append(Span(cells[k][1], run[0], run[-1] + 1))
            if i is not None:
                run = [i]
    return spans_to_tags(doc.num_words, spans)


def test_line_items_continue_across_pages(tmp_path):
    from docx_cli.ingest.load import IngestOptions, load_document

    pdf = tmp_path / "order.pdf"
    cells = make_order_pdf(pdf)
    doc = load_document(str(pdf), IngestOptions(ocr="never"))
    assert len(doc.pages) == 2
    tags = gold_tags(doc, cells)
    kinds = {f: "item" for f in FIELDS}
    fields, items = decode_fields(doc, tags, None, kinds)
    assert fields == {}
    got = [tuple(row[f]["value"] for f in FIELDS) for row in items]
    assert got == ITEMS
    assert [row["item_id"]["page"] for row in items] == [1] * ROWS_ON_PAGE_1 + [2] * (len(ITEMS) - ROWS_ON_PAGE_1)
    assert items[1]["item_price"]["normalized"] == "1099.00" and items[2]["item_quantity"]["normalized"] == "250"
    assert items[0]["item_id"]["confidence"] == 1.0


# -- a single text value split over several spans -------------------------------------------------------


def _rows_doc(rows, fmt="document"):
    """A page from ``rows`` of ``(x, y, words, tag-per-word)`` in reading order; returns (doc, tags, probs)."""
    words, tags = [], []
    for line, (x, y, text, line_tags) in enumerate(rows):
        for t, tag in zip(text.split(), line_tags.split()):
            box = None if fmt != "document" else (x, y, x + 6 * len(t), y + 9)
            words.append(Word(t, box, line_id=line, block_id=0))
            tags.append(tag)
            x += 6 * len(t) + 4
    return Document("d", (Page(1, 595, 842, words=tuple(words)),), format=fmt), tags


ADDR_KINDS = {"vendor_address": "single", "customer_name": "single", "date": "single", "total_amount": "single"}


def test_a_value_is_as_sure_as_its_least_sure_word_times_what_the_ocr_read():
    words = [Word("Total", (10, 10, 40, 20), line_id=0, confidence=0.99), Word("1O.00", (50, 10, 80, 20), line_id=0,
                                                                                    confidence=0.6),
             Word("ACME", (10, 30, 40, 40), line_id=1), Word("Ltd", (45, 30, 60, 40), line_id=1)]
    doc = Document("r.jpg", (Page(1, 100, 100, words=tuple(words)),))
    tags = ["O", "S-total_amount", "B-vendor", "E-vendor"]
    fields, _ = decode_fields(doc, tags, [0.9, 0.95, 0.9, 0.7], {"total_amount": "single", "vendor": "single"})
    assert fields["total_amount"]["confidence"] == pytest.approx(0.95 * 0.6)  # an OCR misread is an unsure value
    assert fields["vendor"]["confidence"] == pytest.approx(0.7)  # a text layer's words are read for sure


def test_address_interleaved_with_another_block_is_one_value():
    # Two blocks side by side: reading order goes line by line across both, so the vendor address (left
    # column, 3 lines) is 3 spans with the right block's words between them.
    doc, tags = _rows_doc([
        (54, 196, "Crest Handel Tanaka Electric", "O O B-customer_name E-customer_name"),
        (54, 211, "59 Jackson Lane 102 Cedar Way", "B-vendor_address I-vendor_address E-vendor_address O O O"),
        (54, 226, "Manchester York", "S-vendor_address O"),
        (54, 241, "CF12 1BD M7 5EP", "B-vendor_address E-vendor_address O O"),
    ])
    # put the right block where it is printed: x 450 and beyond
    words = list(doc.pages[0].words)
    right = {2, 3, 7, 8, 9, 11, 14, 15}
    for i in right:
        w = words[i]
        words[i] = Word(w.text, (w.box[0] + 380, w.box[1], w.box[2] + 380, w.box[3]), w.line_id, w.block_id)
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    probs = [0.5] * doc.num_words
    probs[4:7] = [0.9, 0.9, 0.9]
    fields, _ = decode_fields(doc, tags, probs, ADDR_KINDS)
    addr = fields["vendor_address"]
    assert addr["value"] == "59 Jackson Lane Manchester CF12 1BD" and "candidates" not in addr
    assert addr["confidence"] == pytest.approx(0.5)  # its least sure word of the 6
    assert addr["bbox"][0] == 54 and addr["bbox"][1] == 211 and addr["bbox"][3] == 250  # the three lines
    assert addr["bbox"][2] < 450  # nothing of the right block
    assert fields["customer_name"]["value"] == "Tanaka Electric"


def test_distant_or_misaligned_spans_stay_separate_candidates():
    doc, tags = _rows_doc([
        (54, 100, "12 Mill Road", "B-vendor_address I-vendor_address E-vendor_address"),
        (54, 115, "Invoice", "O"),
        (300, 130, "Leeds", "S-vendor_address"),  # next lines down, but in another column
        (54, 600, "Remit to 7 Quay Street", "O O B-vendor_address I-vendor_address E-vendor_address"),
        (54, 615, "12/03/2021", "S-date"),
        (54, 630, "14/03/2021", "S-date"),  # dates and amounts are never joined
    ])
    probs = [0.6] * doc.num_words
    probs[6:9] = [0.8, 0.8, 0.8]
    fields, _ = decode_fields(doc, tags, probs, ADDR_KINDS)
    addr = fields["vendor_address"]
    assert addr["value"] == "7 Quay Street"
    assert [c["value"] for c in addr["candidates"]] == ["12 Mill Road"]  # "Leeds" alone: no digit, no address
    assert fields["date"]["value"] == "12/03/2021" and len(fields["date"]["candidates"]) == 1


def test_centred_lines_join_and_multi_fields_do_not():
    # a receipt header: centred lines; the lines of a multi field stay separate values
    doc, tags = _rows_doc([
        (100, 50, "NO 12 JALAN KUCHING", "B-vendor_address I-vendor_address I-vendor_address E-vendor_address"),
        (119, 62, "KUALA LUMPUR", "B-vendor_address E-vendor_address"),  # same centre, not the same left edge
        (54, 80, "Foo Bar", "S-party S-party"),
        (54, 92, "Baz", "S-party"),
    ])
    kinds = {"vendor_address": "single", "party": "multi"}
    fields, _ = decode_fields(doc, tags, None, kinds)
    assert fields["vendor_address"]["value"] == "NO 12 JALAN KUCHING KUALA LUMPUR"
    assert [p["value"] for p in fields["party"]] == ["Foo", "Bar", "Baz"]


def test_split_value_in_plain_and_web_text():
    rows = [(0, 0, "Ship to:", "O O"), (0, 0, "59 Jackson Lane", "B-vendor_address I-vendor_address E-vendor_address"),
            (0, 0, "Manchester", "S-vendor_address")]
    doc, tags = _rows_doc(rows, fmt="plain")
    assert decode_fields(doc, tags, None, ADDR_KINDS)[0]["vendor_address"]["value"] == "59 Jackson Lane Manchester"
    # a blank line between (another block): two values
    words = [w if w.line_id < 2 else Word(w.text, None, w.line_id, 1) for w in doc.pages[0].words]
    apart = Document("d", (Page(1, 0, 0, "none", "text", tuple(words)),), format="plain")
    got = decode_fields(apart, tags, None, ADDR_KINDS)[0]["vendor_address"]
    assert got["value"] == "59 Jackson Lane" and "candidates" not in got  # "Manchester" alone: no address
    # web: consecutive text nodes under one parent (<div><span>…</span><span>…</span></div>)
    xp = ["/html/body/p", "/html/body/p", "/html/body/div/span[1]", "/html/body/div/span[1]",
          "/html/body/div/span[1]", "/html/body/div/span[2]"]
    web_words = [Word(w.text, None, w.line_id, 5 + w.line_id, xpath=x) for w, x in zip(doc.pages[0].words, xp)]
    web = Document("d", (Page(1, 0, 0, "none", "html", tuple(web_words)),), format="web")
    assert decode_fields(web, tags, None, ADDR_KINDS)[0]["vendor_address"]["value"] == "59 Jackson Lane Manchester"


def test_tightly_spaced_rows_stay_apart_and_a_wrapped_description_joins():
    """Rows 12 pt apart with 9 pt text: the next row's item number and description sit in the same columns
    less than a line below the previous ones, as a wrapped cell's next line would, but their line also holds a
    quantity and amounts, so it is a new row (examples/invoice.pdf's table). A line holding only the rest of a
    description is that description's next line."""
    from docx_cli.decode.rows import group_rows
    from docx_cli.decode.spans import Cell

    def cell(field, text, x, y, start):
        return Cell(field, text, 0.9, 0.9, 1, (x, y, x + 6 * len(text), y + 9), line_id=y, xpath=None, start=start)

    rows_in = [("1070094", "Power Supply USB-C", "38", "245.10"), ("1091798", "Optical Mouse Grey", "1", "4.12")]
    cells, k = [], 0
    for r, (iid, desc, qty, amt) in enumerate(rows_in):
        y = 300 + 12 * r
        for field, text, x in (("item_id", iid, 40), ("description", desc, 110), ("quantity", qty, 300),
                               ("line_amount", amt, 400)):
            cells.append(cell(field, text, x, y, k))
            k += 1
    cells.append(cell("description", "with cable", 110, 324, k))  # wrapped: only a description on its line
    rows = group_rows(cells)
    assert [[c.text for c in row] for row in rows] == [
        ["1070094", "Power Supply USB-C", "38", "245.10"],
        ["1091798", "Optical Mouse Grey with cable", "1", "4.12"],
    ]
    # OCR's boxes, taller than the text: the wrapped line's box starts above the cell's end; it joins where the
    # cell ends open (a comma), and a product stacked as tight under a closed one is the next product
    def ocr(field, text, y, start):
        return Cell(field, text, 0.9, 0.9, 1, (110, y, 110 + 6 * len(text), y + 14), line_id=y, xpath=None,
                    start=start)

    for above, joined in (("Copier paper 80gsm,", True), ("Copier paper 80gsm", False)):
        cells = [ocr("description", above, 300, 0), cell("quantity", "10", 300, 302, 1),
                 ocr("description", "box of 5 reams", 312, 2)]
        rows = [[c.text for c in row] for row in group_rows(cells)]
        assert rows == ([[f"{above} box of 5 reams", "10"]] if joined else [[above, "10"], ["box of 5 reams"]])


def test_a_count_run_into_an_item_id_drops_from_it():
    from docx_cli.decode.rows import group_rows
    from docx_cli.decode.spans import Cell

    def cell(field, text, x, start):
        return Cell(field, text, 0.9, 0.9, 1, (x, 300, x + 6 * len(text), 309), line_id=300, xpath=None, start=start)

    cells = [cell("item_id", "P10447", 40, 0), cell("item_id", "1", 90, 1), cell("description", "Bolt", 120, 2)]
    assert [[c.text for c in row] for row in group_rows(cells)] == [["P10447", "Bolt"]]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "id_cells"))
    assert [[c.text for c in row] for row in group_rows(cells, params=off)] == [["P10447 1", "Bolt"]]
    two = [cell("item_id", "A-12", 40, 0), cell("item_id", "Rev", 90, 1)]  # no count: joined as before
    assert [[c.text for c in row] for row in group_rows(two)] == [["A-12 Rev"]]


def test_a_receipts_next_product_with_an_untagged_price_is_a_row_of_its_own():
    """A product line right under another, its price printed but not tagged, is the next product; without a
    price of its own the same line is the description above wrapping (through decode_fields, as extract)."""
    kinds = {"description": "item", "line_amount": "item"}
    rows = [(40, 300, "330ml Coke 2.50", "B-description E-description S-line_amount"),
            (40, 311, "330ml Sprite 2.50", "B-description E-description O")]
    doc, tags = _rows_doc(rows)
    _, items = decode_fields(doc, tags, None, kinds)
    assert [it["description"]["value"] for it in items] == ["330ml Coke", "330ml Sprite"]
    doc, tags = _rows_doc([rows[0], (40, 311, "330ml Sprite", "B-description E-description")])
    _, items = decode_fields(doc, tags, None, kinds)
    assert [it["description"]["value"] for it in items] == ["330ml Coke 330ml Sprite"]


def test_a_receipts_subtotal_read_as_a_price_is_not_a_line_item():
    """A line of amounts alone (the subtotal under the products, tagged as a line amount) is not an item; a
    row with a quantity but its product missed still is (through decode_fields, as extract)."""
    kinds = {"description": "item", "quantity": "item", "line_amount": "item"}
    rows = [(40, 300, "2 BAGEL 2.50", "S-quantity S-description S-line_amount"),
            (40, 330, "Subtotal: 17.40", "O S-line_amount"),
            (40, 360, "3 12.00", "S-quantity S-line_amount")]
    doc, tags = _rows_doc(rows)
    _, items = decode_fields(doc, tags, None, kinds)
    assert [sorted((k, v["value"]) for k, v in it.items()) for it in items] == [
        [("description", "BAGEL"), ("line_amount", "2.50"), ("quantity", "2")],
        [("line_amount", "12.00"), ("quantity", "3")]]
    # (rule total_lines drops it too: numbers alone after an amount's key)
    without = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r not in ("bare_amounts", "total_lines")))
    _, items = decode_fields(doc, tags, None, kinds, params=without)
    assert [it["line_amount"]["value"] for it in items] == ["2.50", "17.40", "12.00"]


def test_a_name_printed_again_under_itself_is_not_glued_to_it():
    """Two copies of a name one under the other are two mentions of one value (the first wins), where an
    address's next line is still joined to it."""
    kinds = {"customer_name": "single", "vendor_address": "single"}
    doc, tags = _rows_doc([
        (54, 100, "Tom Steyer 2020", "B-customer_name I-customer_name E-customer_name"),
        (54, 112, "TOM STEYER 2020", "B-customer_name I-customer_name E-customer_name"),
        (54, 124, "Kevin Cookingham for Congress", "O O O O"),
        (54, 150, "7 Quay Street", "B-vendor_address I-vendor_address E-vendor_address"),
        (54, 162, "Leeds LS1 4AB", "B-vendor_address I-vendor_address E-vendor_address"),
    ])
    fields, _ = decode_fields(doc, tags, [0.9] * 3 + [0.8] * 3 + [0.5] * 4 + [0.9] * 6, kinds)
    assert fields["customer_name"]["value"] == "Tom Steyer 2020"
    assert fields["vendor_address"]["value"] == "7 Quay Street Leeds LS1 4AB"


def test_the_line_under_a_name_is_not_joined_to_it():
    """A name is one line (docx_cli.decode.spans.spans_lines): a receipt's branch line under the shop's name,
    tagged as a second piece, stays a candidate of its own, and the surer line is the value; an address's lines
    are one value."""
    kinds = {"vendor_name": "single", "vendor_address": "single"}
    doc, tags = _rows_doc([
        (54, 100, "Waitrose", "S-vendor_name"),
        (54, 112, "Dubai Mall", "B-vendor_name E-vendor_name"),
        (54, 124, "7 Quay Street", "B-vendor_address I-vendor_address E-vendor_address"),
        (54, 136, "Leeds LS1 4AB", "B-vendor_address I-vendor_address E-vendor_address"),
    ])
    fields, _ = decode_fields(doc, tags, [0.9] + [0.5] * 2 + [0.9] * 6, kinds)
    assert fields["vendor_name"]["value"] == "Waitrose"
    assert [c["value"] for c in fields["vendor_name"]["candidates"]] == ["Dubai Mall"]
    assert fields["vendor_address"]["value"] == "7 Quay Street Leeds LS1 4AB"


def test_ocr_specks_at_the_ends_of_a_value_are_dropped():
    name_tags = " ".join(["B-vendor_name"] + ["I-vendor_name"] * 5 + ["E-vendor_name", "O"])
    doc, tags = _rows_doc([
        (54, 100, ". ~ ® PINGHWAI TRADING SDN BHD :", name_tags),
        (54, 120, "Total : $ 12.00 ~", "O O S-currency S-total_amount S-date"),
    ])
    kinds = {"vendor_name": "single", "currency": "single", "total_amount": "single", "date": "single"}
    fields, _ = decode_fields(doc, tags, None, kinds)
    assert fields["vendor_name"]["value"] == "PINGHWAI TRADING SDN BHD"
    assert fields["currency"]["value"] == "$"  # a currency sign is content
    assert fields["total_amount"]["value"] == "12.00"
    assert fields["date"] is None  # a span of specks only is no value


def test_a_date_value_is_its_date_without_the_time_or_label_printed_with_it():
    doc, tags = _rows_doc([
        (54, 100, "Date: 16/02/201812:04:58", "B-date E-date"),  # one OCR word holds date and time
        (54, 120, "Due 20-06-2018 10:30 AM", "O B-due_date I-due_date E-due_date"),
    ])
    kinds = {"date": "single", "due_date": "single"}
    fields, _ = decode_fields(doc, tags, [0.6, 0.9, 0.5, 0.9, 0.5, 0.5], kinds)
    assert fields["date"]["value"] == "16/02/2018" and fields["date"]["normalized"] == "2018-02-16"
    assert fields["date"]["confidence"] == 0.9  # the date's own word, not the label's
    due = fields["due_date"]
    assert due["value"] == "20-06-2018" and due["confidence"] == 0.9
    assert due["bbox"][0] == 54 + 6 * 3 + 4 and due["bbox"][2] == 54 + 6 * 3 + 4 + 6 * 10  # the date's word only
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "date_text"))
    fields, _ = decode_fields(doc, tags, [0.6, 0.9, 0.5, 0.9, 0.5, 0.5], kinds, params=off)
    assert fields["date"]["value"] == "Date: 16/02/201812:04:58"
    assert fields["due_date"]["value"] == "20-06-2018 10:30 AM"


def test_an_amount_glued_to_its_currency_reads_as_printed():
    from docx_cli.ingest.words import split_glued_words

    doc, tags = _rows_doc([(54, 100, "TOTAL $8.20", "O S-total_amount"),
                           (54, 120, "TAX $ 0.49", "O B-tax_amount E-tax_amount")])
    doc = split_glued_words(doc)  # as ingest reads it: "$" and "8.20", edge to edge
    tags = ["O", "B-total_amount", "E-total_amount", "O", "B-tax_amount", "E-tax_amount"]
    fields, _ = decode_fields(doc, tags, None, {"total_amount": "single", "tax_amount": "single"})
    assert fields["total_amount"]["value"] == "$8.20" and fields["total_amount"]["normalized"] == "8.20"
    assert fields["tax_amount"]["value"] == "$ 0.49"  # printed apart, kept apart


def test_a_date_tagged_without_its_year_takes_the_year_printed_after_it():
    doc, tags = _rows_doc([
        (54, 100, "24 Mar 18 09:12:41 PM", "B-date E-date O O O"),  # SROIE receipt 146 through OCR
        (54, 120, "Due 24 Mar", "O B-due_date E-due_date"),  # nothing after it on its line: stays as it was
        (54, 140, "2019", "O"),
    ])
    kinds = {"date": "single", "due_date": "single"}
    fields, _ = decode_fields(doc, tags, None, kinds)
    assert fields["date"]["value"] == "24 Mar 18" and fields["date"]["normalized"] == "2018-03-24"
    assert fields["due_date"]["value"] is None  # reads as no date (rule typed_only), and the next line is not its
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "date_year"))
    fields, _ = decode_fields(doc, tags, None, kinds, params=off)
    assert fields["date"]["value"] is None and fields["date"]["candidates"][0]["value"] == "24 Mar"


def test_a_date_tagged_without_its_day_takes_the_day_printed_before_it():
    doc, tags = _rows_doc([(54, 100, "Due On: 24 November 2022", "O O O B-due_date E-due_date")])
    fields, _ = decode_fields(doc, tags, None, {"due_date": "single"})
    assert fields["due_date"]["value"] == "24 November 2022" and fields["due_date"]["normalized"] == "2022-11-24"
    # ... and both, where the model tagged the day alone: a till receipt's "DEC | 05 | 2026 18:22"
    doc, tags = _rows_doc([(54, 100, "DEC 05 2026 18:22", "O S-date O O")])
    fields, _ = decode_fields(doc, tags, None, {"date": "single"})
    assert fields["date"]["normalized"] == "2026-12-05"


def test_a_date_or_amount_that_does_not_read_as_one_is_no_value():
    doc, tags = _rows_doc([
        (54, 100, "Date 08,", "O S-date"),  # a fragment of a date
        (54, 120, "Apples CT 2.50", "S-description S-quantity S-line_amount"),  # a unit read as the quantity
        (54, 140, "Pears 2 3.00", "S-description S-quantity S-line_amount"),
    ])
    kinds = {"date": "single", "description": "item", "quantity": "item", "line_amount": "item"}
    fields, items = decode_fields(doc, tags, None, kinds)
    assert fields["date"]["value"] is None and fields["date"]["candidates"][0]["value"] == "08,"
    assert [sorted(r) for r in items] == [["description", "line_amount"], ["description", "line_amount", "quantity"]]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "typed_only"))
    fields, items = decode_fields(doc, tags, None, kinds, params=off)
    assert fields["date"]["value"] == "08," and items[0]["quantity"]["value"] == "CT"


def test_a_name_value_is_the_name():
    doc, tags = _rows_doc([
        (54, 100, "DAIKO Tel: 203-392-3626", "B-vendor_name I-vendor_name E-vendor_name"),  # OCR: one line
        (54, 120, "Beth Parlato for Market: 12", "B-customer_name I-customer_name I-customer_name E-customer_name O"),
        (54, 140, "Stephen Milstein Stephen Milstein", "B-party I-party I-party E-party"),  # a signature block
        (54, 160, "Micromet, Inc.’s obligations", "B-party E-party O"),
        (54, 180, "Mike Bloomberg 2020", "B-party I-party E-party"),  # a year is part of this name
        (54, 200, "Senate Leadership Fund (28553)", "B-party I-party I-party E-party"),  # an account number
        (54, 220, "Broadview Marketing Sdn Bhd(728384-M)", "B-party I-party I-party E-party"),  # glued
        (54, 240, "Martin Electronics (CUE0084)", "B-party I-party E-party"),  # a customer's code
        (54, 260, "KOWALSKI & KOWALSKI c/o", "B-party I-party I-party E-party"),  # through whom it goes
        (54, 280, "WS Retail Pvt. Ltd.,", "B-party I-party I-party E-party"),  # before its address's line
    ])
    kinds = {"vendor_name": "single", "customer_name": "single", "party": "multi"}
    fields, _ = decode_fields(doc, tags, [0.9, 0.5, 0.5] + [0.8] * 40, kinds)
    assert fields["vendor_name"]["value"] == "DAIKO"
    assert fields["vendor_name"]["confidence"] == 0.9  # the name's own word
    assert fields["vendor_name"]["bbox"][2] == 54 + 6 * 5  # and its box
    assert fields["customer_name"]["value"] == "Beth Parlato for"
    assert [p["value"] for p in fields["party"]] == ["Stephen Milstein", "Micromet, Inc.", "Mike Bloomberg 2020",
                                                     "Senate Leadership Fund", "Broadview Marketing Sdn Bhd",
                                                     "Martin Electronics", "KOWALSKI & KOWALSKI", "WS Retail Pvt. Ltd."]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "name_text"))
    fields, _ = decode_fields(doc, tags, [0.9, 0.5, 0.5] + [0.8] * 40, kinds, params=off)
    assert fields["vendor_name"]["value"] == "DAIKO Tel: 203-392-3626"
    assert fields["party"][0]["value"] == "Stephen Milstein Stephen Milstein"


NAME_KINDS = {"vendor_name": "single", "customer_name": "single"}


def test_a_name_ending_on_for_takes_its_rest():
    from docx_cli.decode.rules.letterhead import open_names

    # DeepForm: "Advertiser: Beth Parlato for | Market: Buffalo" / "Congress - NY CD-27" under the name
    doc, tags = _rows_doc([
        (40, 100, "Advertiser: Beth Parlato for", "O B-customer_name I-customer_name E-customer_name"),
        (300, 100, "Market: Buffalo", "O O"),
        (112, 109, "Congress - NY CD-27", "O O O O"),
    ])
    out = open_names(doc, tags, NAME_KINDS)
    assert out[6:] == ["S-customer_name", "O", "O", "O"]  # up to the separator
    fields, _ = decode_fields(doc, out, None, NAME_KINDS)
    assert fields["customer_name"]["value"] == "Beth Parlato for Congress"
    # on its line: the untagged words right after it, up to a key
    doc, tags = _rows_doc([(40, 100, "Friends of Jim Justice Tel: 5", "B-vendor_name E-vendor_name O O O O")])
    assert open_names(doc, tags, NAME_KINDS)[:4] == ["B-vendor_name", "I-vendor_name", "I-vendor_name",
                                                     "E-vendor_name"]
    # the untagged words after a name up to an account number in brackets, which closes it
    doc, tags = _rows_doc([(40, 100, "David Wahlberg for 167th District (135075) Invoice",
                            "B-customer_name I-customer_name I-customer_name E-customer_name O O O")])
    assert open_names(doc, tags, NAME_KINDS)[3:6] == ["I-customer_name", "E-customer_name", "O"]
    # the untagged word starting the line a name runs to the end of; not a key addressing the document
    doc, tags = _rows_doc([(40, 100, "SOON HUAT MACHINERY", "O B-vendor_name E-vendor_name"),
                           (40, 110, "Destinataire Crest Office", "O B-customer_name E-customer_name"),
                           (40, 120, "Phone Alpen Foods Total", "O B-vendor_name E-vendor_name O")])
    assert open_names(doc, tags, NAME_KINDS)[:3] == ["B-vendor_name", "I-vendor_name", "E-vendor_name"]
    assert open_names(doc, tags, NAME_KINDS)[3:] == tags[3:]  # a key; a name that does not end its line
    # a whole name and the line under it stay apart
    doc, tags = _rows_doc([(40, 100, "Acme Foods", "B-vendor_name E-vendor_name"),
                           (40, 109, "Fresh", "S-vendor_name")])
    fields, _ = decode_fields(doc, tags, None, NAME_KINDS)
    assert fields["vendor_name"]["value"] in ("Acme Foods", "Fresh")


def _names(words, tags, probs=None, params=DEFAULT):
    """The two names' fields decoding gives one page of ``words`` tagged ``tags``."""
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    return decode_fields(doc, tags, probs, NAME_KINDS, params=params)[0]


def test_a_name_stops_at_a_line_in_another_type_size():
    # A receipt's heading: the shop's name in logo type (20 pt) over its branch (9 pt); the model carried the
    # name onto the branch line. The customer's name runs over two lines of one size: both stay.
    def word(text, x, y, height, line):
        return Word(text, (x, y, x + 6 * len(text), y + height), line_id=line, block_id=0)

    words = [word("Waitrose", 54, 40, 20, 0), word("Dubai", 54, 64, 9, 1), word("Mall", 90, 64, 9, 1),
             word("Kelly", 54, 200, 9, 2), word("O'Bryan's", 90, 200, 9, 2), word("Irish", 54, 212, 9, 3),
             word("Pub", 90, 212, 9, 3)]
    tags = ["B-vendor_name", "I-vendor_name", "E-vendor_name", "B-customer_name", "I-customer_name",
            "I-customer_name", "E-customer_name"]
    fields = _names(words, tags)
    assert fields["vendor_name"]["value"] == "Waitrose"
    assert fields["vendor_name"]["bbox"] == [54, 40, 54 + 6 * 8, 60]  # the name's own box
    assert fields["customer_name"]["value"] == "Kelly O'Bryan's Irish Pub"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r not in ("name_one_size", "logo_letters")))
    assert _names(words, tags, params=off)["vendor_name"]["value"] == "Waitrose Dubai Mall"


def test_a_name_or_an_address_drops_the_logo_letters_at_its_ends():
    # A letterhead's monogram ("FL", 16 pt) printed on the address's first line (10 pt): the model ran the
    # address from it. The monogram goes; an address of one size keeps every word.
    def word(text, x, y, height, line):
        return Word(text, (x, y, x + 6 * len(text), y + height), line_id=line, block_id=0)

    words = [word("FL", 53, 56, 16, 0), word("Avenue", 96, 58, 10, 0), word("Louise", 140, 58, 10, 0),
             word("15", 180, 58, 10, 0), word("4425", 96, 70, 10, 1), word("Antwerpen", 130, 70, 10, 1)]
    tags = ["B-vendor_address", "I-vendor_address", "I-vendor_address", "I-vendor_address", "I-vendor_address",
            "E-vendor_address"]
    kinds = {"vendor_address": "single"}
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    fields = decode_fields(doc, tags, None, kinds)[0]
    assert fields["vendor_address"]["value"] == "Avenue Louise 15 4425 Antwerpen"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "logo_letters"))
    assert decode_fields(doc, tags, None, kinds, params=off)[0]["vendor_address"]["value"].startswith("FL ")
    # a receipt's logo word before the shop's name, both tagged the name
    shop = [word("PENTAX", 40, 20, 24, 0), word("Arbor", 120, 26, 12, 0), word("Car", 160, 26, 12, 0),
            word("Wash", 190, 26, 12, 0)]
    doc = Document("d", (Page(1, 595, 842, words=tuple(shop)),))
    named = ["B-vendor_name", "I-vendor_name", "I-vendor_name", "E-vendor_name"]
    assert decode_fields(doc, named, None, NAME_KINDS)[0]["vendor_name"]["value"] == "Arbor Car Wash"
    same = [word(w.text, w.box[0], 58, 10, w.line_id) for w in words]
    doc = Document("d", (Page(1, 595, 842, words=tuple(same)),))
    assert decode_fields(doc, tags, None, kinds)[0]["vendor_address"]["value"] == "FL Avenue Louise 15 4425 Antwerpen"


def test_an_address_candidate_without_a_digit_is_none():
    # The model tagged a country alone (surer) and the street with its postcode: the street wins; an address
    # field with only the country is empty.
    def word(text, x, y, line):
        return Word(text, (x, y, x + 6 * len(text), y + 9), line_id=line, block_id=0)

    words = [word("Italia", 54, 40, 0), word("Via", 54, 200, 1), word("Roma", 80, 200, 1), word("12", 110, 200, 1)]
    tags = ["S-vendor_address", "B-vendor_address", "I-vendor_address", "E-vendor_address"]
    kinds = {"vendor_address": "single"}
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    assert decode_fields(doc, tags, [0.9, 0.5, 0.5, 0.5], kinds)[0]["vendor_address"]["value"] == "Via Roma 12"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "address_digits"))
    assert decode_fields(doc, tags, [0.9, 0.5, 0.5, 0.5], kinds, params=off)[0]["vendor_address"]["value"] == "Italia"
    assert decode_fields(doc, tags[:1] + ["O"] * 3, [0.9, 0.5, 0.5, 0.5], kinds)[0]["vendor_address"] is None
    # nor is a date the model read as an address ("settembre 2018", "23 settembre 2021 Data consegna")
    words = [word("settembre", 54, 40, 0), word("2018", 120, 40, 0), word("Via", 54, 200, 1), word("Roma", 80, 200, 1),
             word("12", 110, 200, 1)]
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    tags = ["B-vendor_address", "E-vendor_address", "B-vendor_address", "I-vendor_address", "E-vendor_address"]
    assert decode_fields(doc, tags, [0.9, 0.9, 0.5, 0.5, 0.5], kinds)[0]["vendor_address"]["value"] == "Via Roma 12"


def test_a_name_stops_at_a_line_outside_its_column():
    # The customer's name in the right block, carried onto the next line's first word in the left block; a name
    # over two centred lines keeps both.
    def word(text, x, y, line):
        return Word(text, (x, y, x + 6 * len(text), y + 9), line_id=line, block_id=0)

    words = [word("UNION", 513, 102, 0), word("HARDWARE", 550, 102, 0), word("Galway", 42, 113, 1),
             word("Kelly", 70, 200, 2), word("O'Bryan's", 110, 200, 2), word("Irish", 90, 212, 3), word("Pub", 125, 212, 3)]
    tags = ["B-customer_name", "I-customer_name", "E-customer_name", "B-vendor_name", "I-vendor_name",
            "I-vendor_name", "E-vendor_name"]
    fields = _names(words, tags)
    assert fields["customer_name"]["value"] == "UNION HARDWARE"
    assert fields["vendor_name"]["value"] == "Kelly O'Bryan's Irish Pub"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "name_lines_column"))
    assert _names(words, tags, params=off)["customer_name"]["value"] == "UNION HARDWARE Galway"


def test_a_row_read_out_of_running_text_is_no_item():
    # A terms paragraph's line with a phrase and a price in it, and a table's row: the row stays, the phrase goes.
    def line(texts, y, n):
        return [Word(t, (40 + 40 * k, y, 70 + 40 * k, y + 9), line_id=n, block_id=0) for k, t in enumerate(texts)]

    prose = ["Tarif", "à", "la", "mn", "en", "HP", ":", "2,8", "et", "en", "HC", ":", "1,4", "cts", "pour", "tout", "appel", "depuis", "une", "Freebox"]
    words = line(["Abonnement", "fibre", "24.99"], 100, 0) + line(prose, 700, 1)
    tags = ["B-description", "E-description", "S-line_amount"] + ["O"] * len(prose)
    tags[3 + prose.index("2,8")] = "S-line_amount"
    tags[3 + prose.index("Freebox")] = "S-description"
    kinds = {"description": "item", "line_amount": "item"}
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    items = decode_fields(doc, tags, None, kinds)[1]
    assert [r["description"]["value"] for r in items] == ["Abonnement fibre"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "prose_rows"))
    assert len(decode_fields(doc, tags, None, kinds, params=off)[1]) == 2
    # a sentence whose words the values mostly hold, all in one cell of it (no gutter): no item either
    sentence = ["Gelieve", "het", "bedrag", "binnen", "14", "dagen", "over", "te", "maken", "op", "NL91", "ABNA",
                "0417", "1643", "00."]
    words = line(["Abonnement", "fibre", "24.99"], 100, 0) + line(sentence, 700, 1)
    tags = ["B-description", "E-description", "S-line_amount", *["O"] * 5, "B-description",
            *["I-description"] * 6, "E-description", "S-quantity", "O"]
    kinds = {"description": "item", "quantity": "item", "line_amount": "item"}
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    assert [r["description"]["value"] for r in decode_fields(doc, tags, None, kinds)[1]] == ["Abonnement fibre"]


def test_a_table_row_of_many_cells_is_no_running_text():
    # A broadcast schedule's row: 19 words in 12 cells, of which the program, the spots and two prices are the
    # item's (a third of the words): a table's row, not a sentence.
    texts = [("1", 40), ("Oct", 60), ("19", 76), ("Nov", 95), ("2", 112), ("M-F", 125), ("05:00a-07:00a", 148),
             ("WKDR", 230), ("Morning", 258), ("News", 302), (":30", 345), ("5", 372), ("5", 396), ("1", 420),
             ("11", 450), ("$", 485), ("120.00", 492), ("$", 540), ("1,320.00", 547)]
    words = [Word(t, (x, 100, x + 5 * len(t), 109), line_id=0, block_id=0) for t, x in texts]
    tags = ["O"] * 7 + ["B-description", "I-description", "E-description"] + ["O"] * 4 + [
        "S-quantity", "O", "S-unit_price", "O", "S-line_amount"]
    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    items = decode_fields(doc, tags, None, kinds)[1]
    assert [(r["description"]["value"], r["quantity"]["value"]) for r in items] == [("WKDR Morning News", "11")]


def test_of_two_vendor_names_scored_alike_the_one_printed_highest_wins():
    # A receipt's heading "Morrisons" and its small print "Morrisons Supermarkets plc", scored alike: the heading.
    def word(text, x, y, line):
        return Word(text, (x, y, x + 6 * len(text), y + 9), line_id=line, block_id=0)

    words = [word("Morrisons", 54, 40, 0), word("Morrisons", 54, 600, 1), word("Supermarkets", 120, 600, 1),
             word("plc", 200, 600, 1)]
    tags = ["S-vendor_name", "B-vendor_name", "I-vendor_name", "E-vendor_name"]
    kinds = {"vendor_name": "single"}
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    got = decode_fields(doc, tags, [0.80, 0.83, 0.83, 0.83], kinds)[0]["vendor_name"]
    assert got["value"] == "Morrisons" and got["candidates"][0]["value"] == "Morrisons Supermarkets plc"
    assert decode_fields(doc, tags, [0.60, 0.83, 0.83, 0.83], kinds)[0]["vendor_name"]["value"] != "Morrisons"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "top_name"))
    assert decode_fields(doc, tags, [0.80, 0.83, 0.83, 0.83], kinds, params=off)[0]["vendor_name"]["value"] \
        == "Morrisons Supermarkets plc"


def test_a_name_stops_at_a_further_line_that_starts_with_a_number():
    # A receipt's shop name over its street address, both in one size: the model ran the name into the address.
    # A name whose own first line starts with digits keeps them, and a second line of words stays.
    def word(text, x, y, line):
        return Word(text, (x, y, x + 6 * len(text), y + 9), line_id=line, block_id=0)

    words = [word("ADRAK", 54, 40, 0), word("15", 54, 52, 1), word("Wertheim", 70, 52, 1), word("Court", 130, 52, 1),
             word("99", 54, 200, 2), word("SPEED", 70, 200, 2), word("MART", 110, 200, 2),
             word("Convenience", 54, 212, 3), word("Store", 130, 212, 3)]
    tags = ["B-vendor_name", "I-vendor_name", "I-vendor_name", "E-vendor_name",
            "B-customer_name", "I-customer_name", "I-customer_name", "I-customer_name", "E-customer_name"]
    fields = _names(words, tags)
    assert fields["vendor_name"]["value"] == "ADRAK"
    assert fields["vendor_name"]["bbox"] == [54, 40, 54 + 6 * 5, 49]
    assert fields["customer_name"]["value"] == "99 SPEED MART Convenience Store"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "name_number_line"))
    assert _names(words, tags, params=off)["vendor_name"]["value"] == "ADRAK 15 Wertheim Court"


def test_a_name_is_one_column_of_its_line():
    # A letterhead's name and, across a gutter, the next column's words on its line ("N. DDT:"), which reading
    # order puts right after it: the model ran the name on into them. The surer piece stays, whichever side.
    def word(text, x, y, line):
        return Word(text, (x, y, x + 6 * len(text), y + 10), line_id=line, block_id=0)

    words = [word("Hanse", 96, 40, 0), word("Medical", 134, 40, 0), word("N.", 371, 40, 0),
             word("ABONO", 54, 200, 1), word("Atlas", 436, 200, 1), word("Labs", 470, 200, 1)]
    tags = ["B-vendor_name", "I-vendor_name", "E-vendor_name", "B-customer_name", "I-customer_name",
            "E-customer_name"]
    probs = [0.9, 0.9, 0.4, 0.3, 0.8, 0.8]
    fields = _names(words, tags, probs)
    assert fields["vendor_name"]["value"] == "Hanse Medical"
    assert fields["vendor_name"]["bbox"] == [96, 40, 134 + 6 * 7, 50]
    assert fields["customer_name"]["value"] == "Atlas Labs"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "name_column"))
    assert _names(words, tags, probs, params=off)["vendor_name"]["value"] == "Hanse Medical N."


def test_a_copy_of_a_value_with_a_further_line_wins_when_about_as_sure():
    from docx_cli.decode.params import RULES, DecodeParams  # the rule is off by default

    # A header printed twice (two pages of an order): one copy has the country line, the other missed it and
    # is surer (fewer words, each sure). The longer copy is the value unless its extra line is much less sure.
    def decode(country_prob):
        doc, tags = _rows_doc([
            (54, 100, "84 River Way", "B-vendor_address I-vendor_address E-vendor_address"),
            (54, 115, "Glasgow", "S-vendor_address"),
            (54, 130, "United Kingdom", "B-vendor_address E-vendor_address"),
            (54, 600, "84 River Way", "B-vendor_address I-vendor_address E-vendor_address"),
            (54, 615, "Glasgow", "S-vendor_address"),
            (54, 630, "United Kingdom", "O O"),
        ])
        probs = [0.97] * 4 + [country_prob] * 2 + [0.99] * 4 + [0.5] * 2
        return decode_fields(doc, tags, probs, ADDR_KINDS, params=DecodeParams(rules=RULES))[0]["vendor_address"]

    addr = decode(0.85)  # 0.93 on average vs 0.99
    assert addr["value"] == "84 River Way Glasgow United Kingdom" and addr["bbox"][1] == 100
    assert [c["value"] for c in addr["candidates"]] == ["84 River Way Glasgow"]
    assert decode(0.4)["value"] == "84 River Way Glasgow"  # 0.78 on average: the extra line is doubtful


def test_each_decoding_rule_can_be_switched_off():
    """DecodeParams.rules names the repair rules that run (all by default); one left out is off, a misspelt
    name is refused. Here: two dates in the wrong calendar order are swapped only with ``order_dates`` on."""
    from dataclasses import replace

    from docx_cli.decode.params import DEFAULT, OFF_BY_DEFAULT, RULES, DecodeParams

    assert DEFAULT.rules == tuple(r for r in RULES if r not in OFF_BY_DEFAULT)
    assert all(DEFAULT.on(r) != (r in OFF_BY_DEFAULT) for r in RULES)
    with pytest.raises(ValueError, match="unknown decoding rule"):
        DecodeParams(rules=("order_date",))
    words = (Word("30/06/2020", (0, 0, 10, 5), line_id=0), Word("31/05/2020", (0, 10, 10, 15), line_id=1))
    doc = Document("o.pdf", (Page(1, 100, 100, words=words),))
    kinds = {"date": "single", "due_date": "single"}
    fields, _ = decode_fields(doc, ["S-date", "S-due_date"], [0.9, 0.9], kinds)
    assert fields["date"]["value"] == "31/05/2020"  # swapped into calendar order
    off = replace(DEFAULT, rules=tuple(r for r in RULES if r != "order_dates"))
    fields, _ = decode_fields(doc, ["S-date", "S-due_date"], [0.9, 0.9], kinds, params=off)
    assert fields["date"]["value"] == "30/06/2020"
    none, _ = decode_fields(doc, ["S-date", "S-due_date"], [0.9, 0.9], kinds, params=DecodeParams(rules=()))
    assert none["date"]["value"] == "30/06/2020" and none["due_date"]["value"] == "31/05/2020"


def test_a_missing_middle_line_of_an_address_joins_it():
    # The street and the postcode tagged, the city line between them left untagged (O): rule address_gap
    # joins that line, and only its words in the address's column (not the right block's "M7 5EP").
    rows = [
        (54, 211, "59 Jackson Lane 102 Cedar Way", "B-vendor_address I-vendor_address E-vendor_address O O O"),
        (54, 226, "Manchester M7 5EP", "O O O"),
        (54, 241, "CF12 1BD", "B-vendor_address E-vendor_address"),
    ]
    doc, tags = _rows_doc(rows)
    words = list(doc.pages[0].words)
    for i in (3, 4, 5, 7, 8):  # the right block, where it is printed
        w = words[i]
        words[i] = Word(w.text, (w.box[0] + 380, w.box[1], w.box[2] + 380, w.box[3]), w.line_id, w.block_id)
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),))
    probs = [0.9] * doc.num_words
    fields, _ = decode_fields(doc, tags, probs, ADDR_KINDS)
    assert fields["vendor_address"]["value"] == "59 Jackson Lane Manchester CF12 1BD"
    assert "candidates" not in fields["vendor_address"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "address_gap"))
    fields, _ = decode_fields(doc, tags, probs, ADDR_KINDS, params=off)
    assert fields["vendor_address"]["value"] == "59 Jackson Lane"  # two pieces, no value joins them

    # a middle line that holds another value, or two missing lines, join nothing
    held = tags.copy()
    held[6] = "S-customer_name"
    fields, _ = decode_fields(doc, held, probs, ADDR_KINDS)
    assert fields["vendor_address"]["value"] == "59 Jackson Lane" and fields["customer_name"]["value"] == "Manchester"
    doc2, tags2 = _rows_doc([rows[0], rows[1], (54, 241, "Greater Manchester", "O O"),
                             (54, 256, "CF12 1BD", "B-vendor_address E-vendor_address")])
    fields, _ = decode_fields(doc2, tags2, [0.9] * doc2.num_words, ADDR_KINDS)
    assert fields["vendor_address"]["value"] == "59 Jackson Lane"


def test_a_party_named_twice_in_two_spellings_is_one_party():
    """Rule same_name: "eBay, Inc." and "eBay" are one party, the surer spelling; another party stays."""
    doc = _doc(["between eBay, Inc. and Gmarket Inc.", "eBay shall keep"])
    # words: 0 between 1 eBay, 2 Inc. 3 and 4 Gmarket 5 Inc. | 6 eBay 7 shall 8 keep
    tags = spans_to_tags(doc.num_words, [Span("party", 1, 3), Span("party", 4, 6), Span("party", 6, 7)])
    probs = [0.5, 0.9, 0.9, 0.5, 0.8, 0.8, 0.6, 0.5, 0.5]
    kinds = {"party": "multi"}
    fields, _ = decode_fields(doc, tags, probs, kinds)
    assert [p["value"] for p in fields["party"]] == ["eBay, Inc.", "Gmarket Inc."]
    probs[6] = 0.95  # the short spelling is the surer one: it stays, where the party was first named
    fields, _ = decode_fields(doc, tags, probs, kinds)
    assert [p["value"] for p in fields["party"]] == ["eBay", "Gmarket Inc."]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "same_name"))
    fields, _ = decode_fields(doc, tags, probs, kinds, params=off)
    assert [p["value"] for p in fields["party"]] == ["eBay, Inc.", "Gmarket Inc.", "eBay"]


def test_the_vendor_and_the_customer_are_two_parties():
    # the issuer's name printed again (a footer) came back as the customer too; the customer's own name is its
    # next candidate
    def word(text, x, y, line):
        return Word(text, (x, y, x + 6 * len(text), y + 9), line_id=line, block_id=0)

    words = [word("Wagner", 54, 40, 0), word("Solutions", 100, 40, 0), word("KG", 170, 40, 0),
             word("Brooks", 54, 200, 1), word("&", 100, 200, 1), word("Miller", 115, 200, 1),
             word("Wagner", 54, 700, 2), word("Solutions", 100, 700, 2), word("KG", 170, 700, 2)]
    tags = ["B-vendor_name", "I-vendor_name", "E-vendor_name", "B-customer_name", "I-customer_name",
            "E-customer_name", "B-customer_name", "I-customer_name", "E-customer_name"]
    probs = [0.9] * 3 + [0.5] * 3 + [0.6] * 3
    fields = _names(words, tags, probs)
    assert fields["vendor_name"]["value"] == "Wagner Solutions KG"
    assert fields["customer_name"]["value"] == "Brooks & Miller" and "candidates" not in fields["customer_name"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "two_parties"))
    assert _names(words, tags, probs, params=off)["customer_name"]["value"] == "Wagner Solutions KG"
    # with no other candidate the less sure copy is none
    fields = _names(words, tags[:3] + ["O"] * 3 + tags[6:], probs)
    assert fields["vendor_name"]["value"] == "Wagner Solutions KG" and fields["customer_name"] is None


def test_a_scans_rows_stepping_down_to_the_left_stay_apart():
    # A scan turned by a degree: each row's cells step down from right to left, so the first row's description
    # stands as low as the second row's amount. The band a line's cells share, not its lowest cell's, decides.
    from docx_cli.decode.rows import group_rows
    from docx_cli.decode.spans import Cell

    def cell(field, text, x, y, start):  # OCR boxes: a description's a little shorter than a number's
        return Cell(field, text, 0.9, 0.9, 1, (x, y, x + 50, y + (26 if field == "description" else 29)),
                    line_id=0, xpath=None, start=start)

    cells = [cell("line_amount", "170,00", 1053, 453, 0), cell("unit_price", "85,00", 833, 455, 1),
             cell("quantity", "2", 678, 459, 2), cell("description", "Bakfiets huur", 81, 466, 3),
             cell("line_amount", "148,50", 1054, 478, 4), cell("unit_price", "49,50", 833, 482, 5),
             cell("quantity", "3", 680, 484, 6), cell("description", "Onderhoudsbeurt", 81, 489, 7)]
    assert [{c.field: c.text for c in row} for row in group_rows(cells)] == [
        {"description": "Bakfiets huur", "quantity": "2", "unit_price": "85,00", "line_amount": "170,00"},
        {"description": "Onderhoudsbeurt", "quantity": "3", "unit_price": "49,50", "line_amount": "148,50"}]


def test_a_payment_line_printing_the_total_is_no_item():
    # A till receipt's "EFTPOS 37.80" under its "TOTAL NZD 37.80": the model read "EFTPOS" as a product and left
    # its amount out; a product printing its own price stays, and so does a text on a line with another amount.
    def line(texts, y, n):
        return [Word(t, (10 + 60 * k, y, 50 + 60 * k, y + 9), line_id=n, block_id=0) for k, t in enumerate(texts)]

    words = (line(["Flat", "White", "9.00"], 100, 0) + line(["TOTAL", "37.80"], 120, 1)
             + line(["EFTPOS", "37.80"], 140, 2) + line(["Tip", "5.00"], 160, 3))
    tags = ["B-description", "E-description", "S-line_amount", "O", "S-total_amount", "S-description", "O",
            "S-description", "O"]
    kinds = {"total_amount": "single", "description": "item", "line_amount": "item"}
    doc = Document("r.pdf", (Page(1, 300, 300, words=tuple(words)),))
    fields, items = decode_fields(doc, tags, None, kinds)
    assert fields["total_amount"]["value"] == "37.80"
    assert [r["description"]["value"] for r in items] == ["Flat White"]  # ("Tip", text alone under the total:
    no_text_rows = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "text_rows"))  # rule text_rows)
    items = decode_fields(doc, tags, None, kinds, params=no_text_rows)[1]
    assert [r["description"]["value"] for r in items] == ["Flat White", "Tip"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r not in ("payment_lines", "text_rows")))
    assert [r["description"]["value"] for r in decode_fields(doc, tags, None, kinds, params=off)[1]] == [
        "Flat White", "EFTPOS", "Tip"]


def test_a_tax_read_above_the_total_on_its_line_swaps_with_it():
    # "TOTAL:" | "319.88" under "Tax Amount" | "2,097.00" under "Total Amount": the model read them the wrong way
    def word(text, x, y, line):
        return Word(text, (x, y, x + 40, y + 9), line_id=line, block_id=0)

    words = [word("TOTAL:", 40, 300, 0), word("319.88", 460, 300, 0), word("2,097.00", 520, 300, 0),
             word("Tax", 40, 330, 1), word("5.00", 520, 330, 1)]
    kinds = {"total_amount": "single", "tax_amount": "single"}
    doc = Document("g.pdf", (Page(1, 600, 800, words=tuple(words)),))
    fields, _ = decode_fields(doc, ["O", "S-total_amount", "S-tax_amount", "O", "O"], None, kinds)
    assert (fields["total_amount"]["value"], fields["tax_amount"]["value"]) == ("2,097.00", "319.88")
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "tax_below_total"))
    assert decode_fields(doc, ["O", "S-total_amount", "S-tax_amount", "O", "O"], None, kinds, params=off)[0][
        "total_amount"]["value"] == "319.88"
    # on two lines (a tax printed above a smaller total: a credit's remainder) nothing moves
    fields, _ = decode_fields(doc, ["O", "O", "S-tax_amount", "O", "S-total_amount"], None, kinds)
    assert fields["total_amount"]["value"] == "5.00"


def test_a_sections_heading_is_no_item():
    # A grocery receipt's departments: "MEAT" alone on its line over its products; a product keeps its row
    def line(texts, y, n):
        return [Word(t, (10 + 60 * k, y, 50 + 60 * k, y + 9), line_id=n, block_id=0) for k, t in enumerate(texts)]

    words = line(["MEAT"], 100, 0) + line(["CKN", "TENDER", "6.99"], 112, 1) + line(["Kiwi", "0.50"], 130, 2)
    tags = ["S-description", "B-description", "E-description", "S-line_amount", "S-description", "S-line_amount"]
    kinds = {"description": "item", "line_amount": "item"}
    doc = Document("r.jpg", (Page(1, 300, 300, words=tuple(words)),))
    assert [r["description"]["value"] for r in decode_fields(doc, tags, None, kinds)[1]] == ["CKN TENDER", "Kiwi"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "section_heads"))
    assert len(decode_fields(doc, tags, None, kinds, params=off)[1]) == 3
