"""Readers: dispatch by content, PDF text layer, OCR (images, multi-page TIFF, scanned and mixed PDFs), HTML
with XPath, plain text, our own JSON; and the agreement with pdfplumber on a real contract."""

import collections
from pathlib import Path

import pdfplumber
import pytest
from conftest import data_path
from ingest_fixtures import scanned_pdf, simple_pdf, text_image

from docx_cli.errors import ConfigError, InputError
from docx_cli.ingest.evaluate import char_recall, lcs_len, sroie_gold_text, word_agreement
from docx_cli.ingest.html import parse_html
from docx_cli.ingest.load import IngestOptions, load_document, sniff
from docx_cli.ingest.text import parse_text

OCR_LINES = ["INVOICE NUMBER 4471", "TOTAL DUE 1250.00"]


@pytest.fixture(scope="module")
def text_png(tmp_path_factory):
    return text_image(tmp_path_factory.mktemp("img") / "scan.png", OCR_LINES)


# -- dispatch ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "head, kind",
    [
        (b"%PDF-1.7\n", "pdf"),
        (b"\x89PNG\r\n\x1a\n....", "image"),
        (b"\xff\xd8\xff\xe0", "image"),
        (b"II*\x00", "image"),
        (b"MM\x00*", "image"),
        (b'  {"docx_version": 1}', "json"),
        (b"<!DOCTYPE html><html><body>", "html"),
        (b"<div><p>hi</p></div>", "html"),
        ("\ufeff<!DOCTYPE html><html>".encode(), "html"),  # a UTF-8 byte-order mark first
        (b"<!-- generated --><html><body>", "html"),
        ("Rechnung Nr. 5 — Größe\n".encode(), "text"),
        (b"PK\x03\x04zipdata", None),
        (b"\x00\x01\x02\x03binary\x00", None),
    ],
)
def test_sniff_by_magic_bytes(head, kind):
    assert sniff(head)[0] == kind


def test_the_suffix_does_not_decide(tmp_path):
    pdf = simple_pdf(tmp_path / "really_a_pdf.txt", [["Hello from a PDF"]])
    doc = load_document(pdf)
    assert doc.format == "document" and doc.pages[0].source == "pdf"
    txt = tmp_path / "really_text.pdf"
    txt.write_text("just some words\n")
    assert load_document(txt).format == "plain"


def test_options_are_validated():
    with pytest.raises(ConfigError):
        IngestOptions(ocr="sometimes")  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        IngestOptions(psm=14)
    with pytest.raises(ConfigError):
        IngestOptions(max_pages=0)


# -- PDF -----------------------------------------------------------------------------------------------------
def test_pdf_words_boxes_and_pages(tmp_path):
    path = simple_pdf(tmp_path / "a.pdf", [["Invoice INV-1 dated 2024-01-05", "Total 12.50"], ["Page two"]])
    doc = load_document(path)
    assert [p.number for p in doc.pages] == [1, 2]
    p1 = doc.pages[0]
    assert (p1.width, p1.height, p1.unit, p1.source) == (612.0, 792.0, "pt", "pdf")
    assert [w.text for w in p1.words] == ["Invoice", "INV-1", "dated", "2024-01-05", "Total", "12.50"]
    assert [w.line_id for w in p1.words] == [0, 0, 0, 0, 1, 1]
    x0, y0, x1, y1 = p1.words[0].box
    # drawn at x=72, baseline 720 pt from the bottom -> top-left origin, y down: baseline at 72 pt
    assert x0 == pytest.approx(72, abs=0.5) and y0 < 72 < y1 and x1 > x0
    assert all(w.confidence is None for w in p1.words)


def test_max_pages_is_checked_before_reading(tmp_path):
    path = simple_pdf(tmp_path / "three.pdf", [["one"], ["two"], ["three"]])
    with pytest.raises(InputError) as e:
        load_document(path, IngestOptions(max_pages=2))
    assert e.value.code == "too_many_pages" and "3 pages" in e.value.message


def test_kleister_nda_words_agree_with_pdfplumber():
    docs = data_path("kleister-nda", "train", "documents")
    pdf_path = min(docs.glob("*.pdf"))
    doc = load_document(pdf_path, IngestOptions(ocr="never"))
    ours = [w.text for _, w in doc.iter_words()]
    with pdfplumber.open(pdf_path) as pdf:
        per_page = [[w["text"] for w in page.extract_words()] for page in pdf.pages]
    reference = [t for page in per_page for t in page]
    assert len(doc.pages) > 1 and len(ours) > 500
    assert word_agreement(ours, reference) >= 0.99
    for page, ref in zip(doc.pages, per_page):  # in fact identical bags, page by page
        assert collections.Counter(w.text for w in page.words) == collections.Counter(ref)


# -- OCR -----------------------------------------------------------------------------------------------------
def _ocr_text(doc):
    return " ".join(w.text for _, w in doc.iter_words())


def test_image_ocr_words_boxes_confidences_structure(text_png):
    doc = load_document(text_png, IngestOptions(psm=6))
    page = doc.pages[0]
    assert (page.unit, page.source, page.width, page.height) == ("px", "ocr", 1200.0, 400.0)
    assert _ocr_text(doc) == " ".join(OCR_LINES)
    assert [w.line_id for w in page.words] == [0, 0, 0, 1, 1, 1]
    assert all(0.5 < w.confidence <= 1.0 for w in page.words)
    first = page.words[0].box
    assert 30 <= first[0] <= 50 and 30 <= first[1] <= 60 and first[2] < 400  # "INVOICE" at (40, 40) px
    assert doc.metadata["psm"] == 6 and doc.metadata["lang"] == "eng"


def test_multi_page_tiff_is_one_page_per_frame(tmp_path):
    from PIL import Image

    a = text_image(tmp_path / "a.png", ["FIRST PAGE"], size=(700, 150))
    b = text_image(tmp_path / "b.png", ["SECOND PAGE"], size=(700, 150))
    tif = tmp_path / "both.tif"
    Image.open(a).save(tif, save_all=True, append_images=[Image.open(b)], compression="tiff_deflate")
    doc = load_document(tif, IngestOptions(psm=7))
    assert [p.number for p in doc.pages] == [1, 2]
    assert [" ".join(w.text for w in p.words) for p in doc.pages] == ["FIRST PAGE", "SECOND PAGE"]
    with pytest.raises(InputError) as e:
        load_document(tif, IngestOptions(max_pages=1))
    assert e.value.code == "too_many_pages"


def test_scanned_and_mixed_pdf_decided_page_by_page(tmp_path, text_png):
    path = scanned_pdf(tmp_path / "mixed.pdf", text_png, text_pages=["A typed second page with a text layer"])
    doc = load_document(path, IngestOptions(dpi=150, psm=6))
    scan, typed = doc.pages
    assert scan.source == "ocr" and typed.source == "pdf"
    assert (scan.unit, scan.width, scan.height) == ("pt", pytest.approx(612), pytest.approx(792))
    assert " ".join(w.text for w in scan.words) == " ".join(OCR_LINES)
    # OCR boxes were scaled back from pixels to points: the image was drawn inside the page's margins
    assert all(36 <= w.box[0] and w.box[2] <= 576 for w in scan.words)
    assert " ".join(w.text for w in typed.words) == "A typed second page with a text layer"
    assert doc.metadata["ocr_pages"] == [1]

    never = load_document(path, IngestOptions(ocr="never"))
    assert never.pages[0].words == () and never.metadata["empty_pages"] == [1]


def test_ocr_always_reads_a_born_digital_page(tmp_path):
    path = simple_pdf(tmp_path / "typed.pdf", [["RECEIPT 2044 PAID"]])
    doc = load_document(path, IngestOptions(ocr="always", dpi=200, psm=6))
    assert doc.pages[0].source == "ocr"
    assert _ocr_text(doc) == "RECEIPT 2044 PAID"


def test_image_with_ocr_never_is_refused(text_png):
    with pytest.raises(InputError) as e:
        load_document(text_png, IngestOptions(ocr="never"))
    assert e.value.code == "needs_ocr"


# -- HTML, text, JSON --------------------------------------------------------------------------------------
HTML = b"""<!DOCTYPE html><html><head><title>not shown</title><style>p {color: red}</style></head>
<body><div><span>Invoice No</span><span>PO-88213</span></div>
<div><p>Total: <b>12.00</b> EUR<script>var x = "hidden";</script></p>
<p style="display: none">secret</p><p hidden>also secret</p><!-- a comment --></div>
<table><tr><td>Qty</td><td>3</td></tr></table></body></html>"""


def test_html_visible_text_with_xpaths():
    page = parse_html(HTML)
    got = [(w.text, w.xpath) for w in page.words]
    assert got == [
        ("Invoice", "/html/body/div[1]/span[1]"),
        ("No", "/html/body/div[1]/span[1]"),
        ("PO-88213", "/html/body/div[1]/span[2]"),
        ("Total:", "/html/body/div[2]/p[1]"),
        ("12.00", "/html/body/div[2]/p[1]/b"),
        ("EUR", "/html/body/div[2]/p[1]"),  # tail text belongs to the parent
        ("Qty", "/html/body/table/tr/td[1]"),  # the source tree: no browser-inserted <tbody>
        ("3", "/html/body/table/tr/td[2]"),
    ]
    assert all(w.box is None for w in page.words) and page.unit == "none"
    lines = [w.line_id for w in page.words]
    assert lines == [0, 0, 1, 2, 3, 4, 5, 6]  # one line per text node
    blocks = [w.block_id for w in page.words]
    assert blocks[0] == blocks[2] != blocks[3] == blocks[5] != blocks[6] != blocks[7]


def test_html_document_through_load(tmp_path):
    path = tmp_path / "page.htm"
    path.write_bytes(HTML)
    doc = load_document(path)
    assert doc.format == "web" and doc.pages[0].source == "html"


def test_html_xpath_feeds_the_model_encoder():
    xpath = pytest.importorskip("docx_cli.modeling.xpath")
    page = parse_html(HTML)
    tags, subs = xpath.encode_xpath(page.words[2].xpath, max_depth=8)
    assert len(tags) == len(subs) == 8 and subs[:4] == [0, 0, 1, 2]  # html, body, div[1], span[2]


def test_plain_text_lines_blocks_pages():
    pages = parse_text("Invoice 12\nTotal  9.00\n\n\nThanks\fPage two\n\f")
    assert len(pages) == 2  # a trailing form feed is not a page
    p1 = pages[0]
    assert [(w.text, w.line_id, w.block_id) for w in p1.words] == [
        ("Invoice", 0, 0), ("12", 0, 0), ("Total", 1, 0), ("9.00", 1, 0), ("Thanks", 2, 1)]
    assert pages[1].words[0].text == "Page" and p1.unit == "none" and p1.source == "text"


def test_latin1_text_is_decoded_not_refused(tmp_path):  # issue 28: 8-bit text was refused as binary
    path = tmp_path / "latin1.txt"
    path.write_bytes("caf\xe9 cr\xe8me br\xfbl\xe9e, tr\xe8s bien\n".encode("latin-1") * 3)
    assert [w.text for _, w in load_document(path).iter_words()][:3] == ["caf\xe9", "cr\xe8me", "br\xfbl\xe9e,"]


def test_document_json_is_accepted_as_is(tmp_path):
    doc = load_document(simple_pdf(tmp_path / "a.pdf", [["Order 5 shipped"]]))
    cached = tmp_path / "a.json"
    cached.write_text(doc.dumps())
    again = load_document(cached)
    assert [w.text for _, w in again.iter_words()] == ["Order", "5", "shipped"]
    assert again.source == doc.source and again.metadata == doc.metadata
    other = tmp_path / "other.json"
    other.write_text('{"hello": "world"}')
    with pytest.raises(InputError) as e:
        load_document(other)
    assert e.value.code == "bad_json"


# -- evaluation helpers ------------------------------------------------------------------------------------
def test_lcs_and_char_recall():
    assert lcs_len("ABCBDAB", "BDCABA") == 4
    assert lcs_len("", "abc") == 0
    r = char_recall("THANK YOU\nTOTAL 9.00", "Thank you total 9,00")
    assert r["gold"] == 17 and r["bag"] == 16 and r["lcs"] == 16  # only "." -> "," is lost
    assert word_agreement(["a", "b", "b"], ["b", "a", "b"]) == 1.0
    assert word_agreement(["a"], ["a", "b"]) == 0.5


def test_sroie_gold_lines_keep_commas(tmp_path):
    csv = tmp_path / "x.csv"
    csv.write_text("1,2,3,4,5,6,7,8,NO.53 55,57 & 59, JALAN\n1,2,3,4,5,6,7,8,TOTAL\n")
    assert sroie_gold_text(csv) == "NO.53 55,57 & 59, JALAN\nTOTAL"


def test_pages_of_one_document_ocr_in_parallel(tmp_path, text_png):
    from PIL import Image

    pdf = scanned_pdf(tmp_path / "two_scans.pdf", text_png, scans=2)
    tif = tmp_path / "two.tif"
    with Image.open(text_png) as im:
        im.save(tif, save_all=True, append_images=[im.copy()])
    for path in (pdf, tif):
        serial = load_document(path, IngestOptions(psm=6, dpi=150))
        parallel = load_document(path, IngestOptions(psm=6, dpi=150, page_jobs=2))
        assert parallel == serial and len(parallel.pages) == 2
        assert _ocr_text(parallel) == " ".join(OCR_LINES * 2)


def test_a_label_glued_to_its_value_becomes_two_words(tmp_path):
    """Receipts print "DATE:11/03/18": the value is a word of its own after ingest, with its share of the box;
    times, URLs and words with a label tag stay whole."""
    from docx_cli.document import Word
    from docx_cli.ingest.words import split_glued

    label, value = split_glued(Word("DATE:11/03/18", (0, 0, 130, 10), line_id=3, block_id=1))
    assert (label.text, value.text) == ("DATE:", "11/03/18")
    assert label.box == (0, 0, 50, 10) and value.box == (50, 0, 130, 10) and value.line_id == 3
    for whole in ("12:30", "http://x.com/1", "INV#12", ":12", "No:"):
        assert [w.text for w in split_glued(Word(whole))] == [whole]
    assert len(split_glued(Word("TOTAL:12.50", label="S-total_amount"))) == 1
    p = tmp_path / "r.txt"
    p.write_text("SHOP SDN BHD\nDATE:11/03/18 TIME:10:30\n", encoding="utf-8")
    texts = [w.text for _, w in load_document(p).iter_words()]
    assert texts == ["SHOP", "SDN", "BHD", "DATE:", "11/03/18", "TIME:", "10:30"]


@pytest.mark.parametrize("name", ["invoice.pdf", "receipt.jpg"])
def test_a_file_read_fresh_is_its_document_json_read_back(name):
    """`docx extract FILE` and `docx ocr FILE --out DIR` + `docx extract DIR/….json` (or a training cache)
    must hand the model the same numbers: readers give words at the precision the JSON keeps."""
    from docx_cli.document import Document

    doc = load_document(Path(__file__).resolve().parents[1] / "examples" / name)
    back = Document.loads(doc.dumps())
    assert [(w.text, w.box, w.confidence, w.line_id, w.block_id) for _, w in doc.iter_words()] == [
        (w.text, w.box, w.confidence, w.line_id, w.block_id) for _, w in back.iter_words()]
    assert any(w.box is not None for _, w in doc.iter_words())
