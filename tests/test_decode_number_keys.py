"""Rule ``number_keys`` on pages that print many numbers (a contract's, a purchase order's, a container's, a
program's) besides the document's own: the number under or beside the document's own key wins."""

from decode_pages import rows_page as _rows

from docx_cli.decode.rules.keys import number_key_names, number_keys

KINDS = {"document_number": "single", "vendor_address": "single"}



def _number(doc, tags):
    """The words ``number_keys`` tags as the document's number."""
    return [w.text for (_, w), t in zip(doc.iter_words(), number_keys(doc, tags, KINDS)) if t.endswith("document_number")]


def test_a_number_under_no_key_gives_way_to_one_under_the_documents_key_over_it():
    # a key grid: "INVOICE NO." over the invoice's number, the model's pick a container's under "CONTAINER / SEAL"
    grid = [[(10, "INVOICE", "O"), (60, "NO.", "O"), (200, "CONTRACT", "O"), (260, "NO.", "O")],
            [(10, "KY-CI-2611-058", "O"), (200, "NP-KY-2609-12", "O")],
            [(10, "CONTAINER", "O"), (70, "/", "O"), (80, "SEAL", "O")],
            [(10, "OOLU", "B-document_number"), (40, "2418736", "E-document_number")]]
    assert _number(*_rows(grid)) == ["KY-CI-2611-058"]
    # "Folio" over the number of a Mexican invoice beats a program's number in the letterhead
    doc, tags = _rows([[(10, "Programa", "O"), (70, "IMMEX", "O"), (110, "1052-2008", "S-document_number")],
                       [(300, "Folio", "O")], [(300, "FC-26-01184", "O")]])
    assert _number(doc, tags) == ["FC-26-01184"]
    # a key naming another thing of the invoice ("Invoice Period") names no number under it: the model's stays
    doc, tags = _rows([[(10, "Programa", "O"), (70, "IMMEX", "O"), (110, "1052-2008", "S-document_number")],
                       [(300, "Invoice", "O"), (350, "Period", "O")], [(300, "P2026-11", "O")]])
    assert _number(doc, tags) == ["1052-2008"]


def test_a_key_of_the_documents_own_number_ends_on_its_word():
    from docx_cli.decode.rules.keys import _doc_key_only

    assert _doc_key_only("INVOICE NO.") == _doc_key_only("Folio") == _doc_key_only("Rechnungsnummer") == "doc"
    assert _doc_key_only("Factura Nº") == _doc_key_only("No. Factura") == _doc_key_only("Invoice #") == "doc"
    assert _doc_key_only("Invoice Date") is None and _doc_key_only("Folio Fiscal") is None
    assert _doc_key_only("Contract No.") is None and _doc_key_only("Customer No.") is None


def test_a_proformas_own_key():
    assert number_key_names("N. Proforma / No.") == number_key_names("PI No.:") == "doc"
    assert number_key_names("Proforma Invoice No.") == "doc"
    assert number_key_names("PIN:") == "other" and number_key_names("Pipe no.") is None  # no proforma's
    doc, tags = _rows([[(10, "N.", "O"), (30, "Proforma", "O"), (90, "/", "O"), (100, "No.", "O"), (130, "PF", "O"),
                        (150, "2026/0197", "O")]])
    assert _number(doc, tags) == ["PF", "2026/0197"]


def test_a_contract_by_its_number_word_gives_way_to_the_invoices_number():
    # "Contract No." on a commercial invoice cites the sales contract; the invoice's own number is after its key
    doc, tags = _rows([[(10, "INVOICE", "O")],
                       [(10, "Invoice", "O"), (60, "No.", "O"), (100, "SGC-EX-26/1184", "O")],
                       [(10, "Contract", "O"), (60, "No.", "O"), (100, "ANF-2026-077", "S-document_number")]])
    assert _number(doc, tags) == ["SGC-EX-26/1184"]
    # a TV station's invoice prints the contract it bills bare, and that is its number (DeepForm)
    doc, tags = _rows([[(10, "Invoice", "O"), (100, "7302075", "O")],
                       [(10, "Contract", "O"), (100, "4257313", "S-document_number")]])
    assert _number(doc, tags) == ["4257313"]


def test_a_number_read_as_an_address_end_across_a_gutter():
    # the vendor's address run on into the invoice's number in the next column, under "Invoice No."
    head = [(10, "Skeena", "O"), (300, "Invoice", "O"), (350, "No.", "O")]
    doc, tags = _rows([head, [(10, "2250", "B-vendor_address"), (40, "River", "I-vendor_address"),
                              (80, "Road", "I-vendor_address"), (300, "SRF-26-30418", "E-vendor_address")]])
    assert _number(doc, tags) == ["SRF-26-30418"]
    assert number_keys(doc, tags, KINDS)[3:] == ["B-vendor_address", "I-vendor_address", "E-vendor_address",
                                                 "S-document_number"]
    # a word of the address a word space on is its own (a unit's number), whatever is over it
    doc, tags = _rows([head, [(10, "2250", "B-vendor_address"), (40, "River", "I-vendor_address"),
                              (80, "Road", "I-vendor_address"), (110, "Unit-418", "E-vendor_address")]])
    assert number_keys(doc, tags, KINDS) == tags
