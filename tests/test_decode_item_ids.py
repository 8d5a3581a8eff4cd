"""The decoding rules that say which code of a line-item row is its id: tariff_codes (a customs tariff code is no
item's id) and the id column it leaves to id_column."""

from dataclasses import replace

import numpy as np

from docx_cli.decode.params import DEFAULT, RULES
from docx_cli.decode.rules.headers import header_class, tariff_codes
from docx_cli.decode.tags import decode_tags
from docx_cli.document import Document, Page, Word

KINDS = {"item_id": "item", "description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}


def _rows(lines):
    """One page of lines [(x, text, tag), ...], 12 units apart, words 10 high; ``(doc, tags)``. A text of several
    words is one cell, its words a word space (4 units) apart, each taking the tag."""
    words, tags = [], []
    for n, line in enumerate(lines):
        for x, text, tag in line:
            for part in text.split():
                words.append(Word(part, (x, 100 + 12 * n, x + 6 * len(part), 110 + 12 * n), line_id=n, block_id=0))
                tags.append(tag)
                x += 6 * len(part) + 4
    return Document("w.pdf", (Page(1, 600, 800, words=tuple(words)),)), tags


def _tags_of(doc, tags, *texts):
    """The tags of the words printing ``texts``, in that order."""
    words = [w.text for _, w in doc.iter_words()]
    return [tags[words.index(t)] for t in texts]


def _decoded(doc, tags, kinds=KINDS, off=()):
    """The tags decoding gives probabilities sure of ``tags`` (0.9 each), with the rules ``off`` switched off."""
    labels = ["O", *(f"{p}-{f}" for f in kinds for p in "BIES")]
    probs = np.full((len(tags), len(labels)), 0.01)
    for i, t in enumerate(tags):
        probs[i, labels.index(t)] = 0.9
    params = replace(DEFAULT, rules=tuple(r for r in RULES if r in DEFAULT.rules and r not in off))
    return decode_tags(probs, labels, kinds, doc=doc, params=params)[0]


def _export_invoice(tariff="HS CODE", code_tags=("O", "O"), tariff_tags=("S-item_id", "S-item_id"),
                    code_header="ITEM NO."):
    """An export invoice's table: "ITEM NO. | DESCRIPTION OF GOODS | HS CODE | QTY | UNIT PRICE | AMOUNT", two
    rows whose product codes are tagged ``code_tags`` and tariff codes ``tariff_tags``."""
    header = [(10, code_header, "O"), (80, "DESCRIPTION", "O"), (220, tariff, "O"), (300, "QTY", "O"),
              (360, "UNIT PRICE", "O"), (440, "AMOUNT", "O")]
    rows = [[(10, code, code_tag), (80, "Power", "B-description"), (116, "bank", "E-description"),
             (220, hs, tariff_tag), (300, qty, "S-quantity"), (360, price, "S-unit_price"),
             (440, amount, "S-line_amount")]
            for (code, hs, qty, price, amount), code_tag, tariff_tag in zip(
                (("KY-PB10", "8507.60.00", "4,800", "6.85", "32,880.00"),
                 ("KY-WC30", "8504.40.14", "4,800", "4.35", "20,880.00")), code_tags, tariff_tags, strict=True)]
    return _rows([header, *rows])


def test_a_header_naming_a_customs_tariff_code_is_no_item_codes():
    for text in ("HS CODE", "HS Code", "H.S. Code", "HTS", "Schedule B", "HSN/SAC", "Fracción", "Fracción arancelaria",
                 "GTIP No", "Warennummer", "Commodity code"):
        assert header_class(text) == "tariff", text
    # the product's own code stays the item's ("No. de parte" and "Style No." as much as "Part No.")
    for text in ("ITEM NO.", "Part No.", "No. de parte", "Style No.", "Art.-Nr.", "Item Code", "Code", "SKU"):
        assert header_class(text) == "id", text
    assert header_class("Tax code") == "tax"  # (a tax's code stays a tax column's)


def test_the_tariff_code_read_as_the_id_gives_way_to_the_product_code_in_the_id_column():
    # "KY-PB10 | Power bank | 8507.60.00 | 4,800 | 6.85 | 32,880.00" under "ITEM NO. | … | HS CODE | …": the model
    # read the tariff code as the id and left the product's code untagged
    codes = ("KY-PB10", "8507.60.00", "KY-WC30", "8504.40.14")
    doc, tags = _export_invoice()
    assert _tags_of(doc, _decoded(doc, tags), *codes) == ["S-item_id", "O", "S-item_id", "O"]
    # under a header that names no id ("MODEL"), the column of the ids the model read on the other rows is the
    # ids'; without the rule the tariff code read on the second row stays its id
    doc, tags = _export_invoice(code_header="MODEL", code_tags=("S-item_id", "O"), tariff_tags=("O", "S-item_id"))
    assert _tags_of(doc, _decoded(doc, tags), *codes) == ["S-item_id", "O", "S-item_id", "O"]
    off = _decoded(doc, tags, off=("tariff_codes",))
    assert _tags_of(doc, off, *codes) == ["S-item_id", "O", "O", "S-item_id"]


def test_a_code_under_a_header_naming_no_tariff_stays_the_id():
    # the same table with a column headed as the goods' origin: a code of digits and dots read there stays the id
    doc, tags = _export_invoice(tariff="ORIGIN")
    assert tariff_codes(doc, tags, KINDS) == tags
    # ... and a product's code of digits and dots under "Part No." is its id
    doc, tags = _rows([[(10, "Part No.", "O"), (120, "Description", "O"), (300, "Qty", "O"), (360, "Amount", "O")],
                       [(10, "4009.42.0050", "S-item_id"), (120, "Hose assembly", "S-description"),
                        (300, "40", "S-quantity"), (360, "756.00", "S-line_amount")]])
    assert tariff_codes(doc, tags, KINDS) == tags


def test_of_a_product_code_and_a_tariff_code_both_read_as_ids_the_product_code_stays():
    # a scan read "KY-PB10" and "8507.60.00" both as ids, which made one id "KY-PB10 8507.60.00"
    codes = ("KY-PB10", "8507.60.00", "KY-WC30", "8504.40.14")
    doc, tags = _export_invoice(code_tags=("S-item_id", "S-item_id"))
    assert _tags_of(doc, _decoded(doc, tags), *codes) == ["S-item_id", "O", "S-item_id", "O"]
    assert _tags_of(doc, tariff_codes(doc, tags, KINDS), *codes) == ["S-item_id", "O", "S-item_id", "O"]
    # an id the model ran on from the code's column into the tariff's keeps its words before it
    doc, tags = _rows([[(10, "ITEM NO.", "O"), (80, "HS CODE", "O"), (160, "QTY", "O"), (220, "AMOUNT", "O")],
                       [(10, "KY-PB10", "B-item_id"), (80, "8507.60.00", "E-item_id"), (160, "12", "S-quantity"),
                        (220, "82.20", "S-line_amount")]])
    assert _tags_of(doc, tariff_codes(doc, tags, KINDS), "KY-PB10", "8507.60.00") == ["S-item_id", "O"]


def test_a_mexican_invoices_part_number_is_the_id_not_its_tariff_fraction():
    # "No. de parte | Descripción | Fracción arancelaria | Cantidad | Precio unitario | Importe", the header's
    # "arancelaria" on a second line
    def table(code_tag, tariff_tag):
        return _rows([[(10, "No. de parte", "O"), (110, "Descripción", "O"), (240, "Fracción", "O"),
                       (320, "Cantidad", "O"), (390, "Precio unitario", "O"), (500, "Importe", "O")],
                      [(240, "arancelaria", "O")],
                      [(10, "RGC-31002", code_tag), (110, "Tablero de control", "S-description"),
                       (240, "8537.10.99", tariff_tag), (320, "320", "S-quantity"), (390, "48.90", "S-unit_price"),
                       (500, "15,648.00", "S-line_amount")]])

    doc, tags = table("O", "S-item_id")
    assert _tags_of(doc, _decoded(doc, tags), "RGC-31002", "8537.10.99") == ["S-item_id", "O"]
    doc, tags = table("S-item_id", "O")  # the part number read as the id stays it
    assert _tags_of(doc, _decoded(doc, tags), "RGC-31002", "8537.10.99") == ["S-item_id", "O"]
