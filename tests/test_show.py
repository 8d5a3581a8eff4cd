"""`docx show`: PNG pages whose boxes sit on the words, and a self-contained HTML page."""

import pytest
from test_extract_cli import run_cli
from test_pipeline import FIELDS, save_tiny_model


@pytest.fixture(scope="module")
def party_model(tmp_path_factory, tiny_tokenizer):
    """Every word is tagged S-party (a multi field), so every distinct word gets a box."""
    return save_tiny_model(tmp_path_factory.mktemp("show") / "model", tiny_tokenizer, force_tag="S-party")


def make_pdf(path, pages=1):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4)
    for p in range(pages):
        c.setFont("Helvetica-Bold", 16)
        c.drawString(100, A4[1] - 120, "INVOICE")
        c.setFont("Helvetica", 11)
        c.drawString(300, A4[1] - 400, f"Total 12.50 page {p + 1}")
        c.showPage()
    c.save()


def edge_pixels(img, box, scale):
    """Pixels just outside the word box's left and bottom edges, where the outline is drawn."""
    x0, y0, x1, y1 = (round(v * scale) for v in box)
    ymid, xmid = (y0 + y1) // 2, (x0 + x1) // 2
    return [img.getpixel((x0 - 1, ymid)), img.getpixel((x1 + 1, ymid)), img.getpixel((xmid, y1 + 1))]


def word_box(path, text):
    from docx_cli.ingest.load import IngestOptions, load_document

    doc = load_document(str(path), IngestOptions(ocr="never"))
    return next(w.box for _, w in doc.iter_words() if w.text == text)


def test_png_boxes_sit_on_the_words(tmp_path, party_model, monkeypatch, capsys):
    from PIL import Image

    from docx_cli.render import colours

    pdf = tmp_path / "inv.pdf"
    make_pdf(pdf)
    out = tmp_path / "page.png"
    rc, stdout, err = run_cli(["show", str(pdf), "--model", str(party_model), "--out", str(out), "--dpi", "144"],
                              monkeypatch, capsys)
    assert rc == 0, err
    assert stdout.strip() == str(out)
    img = Image.open(out).convert("RGB")
    assert img.size == (round(595.28 * 2), round(841.89 * 2))  # A4 at 144 dpi
    party = colours(FIELDS)["party"]
    box = word_box(pdf, "INVOICE")
    assert edge_pixels(img, box, 2.0) == [party] * 3
    # the glyphs stay visible (dark) inside the box, and the page away from any word stays white
    x0, y0, x1, y1 = (round(v * 2) for v in box)
    inside = [img.getpixel((x, (y0 + y1) // 2)) for x in range(x0 + 4, x1 - 4)]
    assert min(sum(p) for p in inside) < 200
    assert img.getpixel((20, img.height - 20)) == (255, 255, 255)
    # a word's box is not drawn around another word
    other = word_box(pdf, "Total")
    assert edge_pixels(img, other, 2.0) == [party] * 3
    assert img.getpixel((round(other[0] * 2) - 1, round(box[1] * 2))) == (255, 255, 255)


def test_pages_html_and_json_inputs(tmp_path, party_model, monkeypatch, capsys):
    from PIL import Image

    from docx_cli.document import Document, Page, Word
    from docx_cli.render import colours

    pdf = tmp_path / "two.pdf"
    make_pdf(pdf, pages=2)
    rc, stdout, _ = run_cli(["show", str(pdf), "-m", str(party_model), "--out", str(tmp_path / "p.png"), "-q"],
                            monkeypatch, capsys)
    assert rc == 0 and stdout.split() == [str(tmp_path / "p-1.png"), str(tmp_path / "p-2.png")]
    rc, stdout, _ = run_cli(["show", str(pdf), "-m", str(party_model), "--out", str(tmp_path / "p2.png"),
                             "--page", "2", "-q"], monkeypatch, capsys)
    assert rc == 0 and stdout.split() == [str(tmp_path / "p2.png")]

    rc, stdout, _ = run_cli(["show", str(pdf), "-m", str(party_model), "--html", "--out", str(tmp_path / "s.html"),
                             "-q"], monkeypatch, capsys)
    page = (tmp_path / "s.html").read_text()
    assert rc == 0 and page.count("data:image/jpeg;base64,") == 2
    assert "class='box'" in page and "INVOICE" in page and "party" in page

    # Document JSON has no pixels: a blank page of the page's size, boxes still on the words
    doc = Document("d.json", (Page(1, 300.0, 200.0, unit="px", words=(Word("Hello", (50, 60, 110, 80)),)),))
    src = tmp_path / "d.json"
    src.write_text(doc.dumps())
    rc, _, _ = run_cli(["show", str(src), "-m", str(party_model), "--out", str(tmp_path / "d.png"), "-q"],
                       monkeypatch, capsys)
    img = Image.open(tmp_path / "d.png").convert("RGB")
    assert rc == 0 and img.size == (300, 200)
    assert edge_pixels(img, (50, 60, 110, 80), 1.0) == [colours(FIELDS)["party"]] * 3


def test_show_of_a_corrupt_file_is_one_error_line(tmp_path, party_model, monkeypatch, capsys):
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"%PDF-1.7 nothing")
    rc, stdout, err = run_cli(["show", str(bad), "-m", str(party_model)], monkeypatch, capsys)
    assert rc == 3 and stdout == "" and "Traceback" not in err and err.startswith("error")


def test_html_of_a_value_below_its_floor(tmp_path):
    """A value nulled by a confidence floor ({"value": null, "candidates": [...]}, no page or box) is an empty
    cell and no box, not a crash."""
    from docx_cli.document import Document, Page, Word
    from docx_cli.render import _blank, marks_of, write_html

    doc = Document("a.pdf", (Page(1, 100, 100, words=(Word("x", (1, 1, 5, 5)),)),))
    result = {"source": "a.pdf", "fields": {
        "date": {"value": None, "confidence": 0.4, "candidates": [{"value": "08,", "confidence": 0.4, "page": 1,
                                                                   "bbox": [1, 1, 5, 5]}]},
        "total_amount": {"value": "9.00", "confidence": 0.9, "page": 1, "bbox": [1, 1, 5, 5]}}, "line_items": []}
    assert [m.field for m in marks_of(result)] == ["total_amount"]
    out = tmp_path / "a.html"
    write_html(result, doc, [_blank(doc.pages[0], 36)], ["date", "total_amount"], out)
    assert "9.00" in out.read_text() and "08," not in out.read_text()
