"""`--pages 1-3,5`: only the selected pages are read, their numbers kept (docx_cli/ingest/pages.py).

Real multi-page PDFs: DeepForm ad-buy forms under shared data (skipped when absent). Multi-frame images are
written by the test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_run import run_docx

from docx_cli.errors import InputError
from docx_cli.ingest.load import IngestOptions, load_document
from docx_cli.ingest.pages import PageRangeError, parse_pages

DEEPFORM = Path(__file__).resolve().parents[2] / "shared" / "data" / "deepform" / "train" / "documents"
if not DEEPFORM.is_dir():
    DEEPFORM = Path("/work/shared/data/deepform/train/documents")


def test_parse_pages():
    sel = parse_pages("1-3, 5,9-")
    assert sel.indexes(12) == [0, 1, 2, 4, 8, 9, 10, 11]
    assert sel.indexes(2) == [0, 1]  # past the end: the pages that exist
    assert parse_pages("4").indexes(3) == []
    assert parse_pages("2,2,1-2").indexes(5) == [0, 1]
    assert 5 in sel and 4 not in sel and 100 in sel


@pytest.mark.parametrize("spec, says", [
    ("", "empty part"), ("1,,2", "empty part"), ("0", "no page 0"), ("3-1", "backwards"),
    ("a", "not a page number"), ("-3", "not a page number"), ("1-2-3", "not a page number"),
])
def test_bad_ranges(spec, says):
    with pytest.raises(PageRangeError, match=says):
        parse_pages(spec)


def test_bad_range_on_the_command_line(capsys, monkeypatch, tmp_path):
    f = tmp_path / "a.txt"
    f.write_text("Invoice 1\n")
    code, out, err = run_docx(["extract", "--pages", "3-1", str(f)], capsys, monkeypatch)
    assert code == 1  # a bad option, like every other (2 means a missing dependency: errors.py)
    assert "--pages '3-1'" in err and "backwards" in err and out == ""


def _multi_page_pdfs(n: int = 2, min_pages: int = 3) -> list[Path]:
    if not DEEPFORM.is_dir():
        pytest.skip(f"DeepForm PDFs not found under {DEEPFORM}")
    import pypdfium2 as pdfium

    found = []
    for p in sorted(DEEPFORM.glob("*.pdf")):
        pdf = pdfium.PdfDocument(str(p))
        pages, text = len(pdf), pdf[1].get_textpage().get_text_range() if len(pdf) > 1 else ""
        pdf.close()
        if pages >= min_pages and len(text) > 200:  # a text layer: no OCR, the test stays fast
            found.append(p)
        if len(found) == n:
            return found
    pytest.skip("no multi-page DeepForm PDF with a text layer")


def test_pdf_reads_only_the_selected_pages(monkeypatch):
    import docx_cli.ingest.pdf as pdf_reader

    [path] = _multi_page_pdfs(1)
    full = load_document(path)
    parsed: list[int] = []
    real = pdf_reader._text_layer_words
    monkeypatch.setattr(pdf_reader, "_text_layer_words", lambda page: parsed.append(page.page_number) or real(page))
    doc = load_document(path, IngestOptions(pages=parse_pages("2-3")))
    assert parsed == [2, 3]  # page 1 (and any after 3) never parsed
    assert [p.number for p in doc.pages] == [2, 3]
    by_number = {p.number: p for p in full.pages}
    assert all(p.words == by_number[p.number].words for p in doc.pages)
    assert doc.metadata["pages"] == len(full.pages) and doc.metadata["pages_read"] == [2, 3]


def test_pdf_page_limit_counts_the_selected_pages():
    [path] = _multi_page_pdfs(1)
    with pytest.raises(InputError) as e:
        load_document(path, IngestOptions(max_pages=2))
    assert e.value.code == "too_many_pages"
    doc = load_document(path, IngestOptions(max_pages=2, pages=parse_pages("1,3")))  # today's refusal, now read
    assert [p.number for p in doc.pages] == [1, 3]
    with pytest.raises(InputError) as e:
        load_document(path, IngestOptions(pages=parse_pages("900-")))
    assert e.value.code == "no_such_pages"


def test_extract_pages_keeps_page_numbers(capsys, monkeypatch):
    """docx extract --pages on real PDFs: every value found comes from a selected page, numbered as in the
    file; a selection past a file's end is that file's error record (exit 3), the others go on."""
    paths = _multi_page_pdfs(2)
    code, out, err = run_docx(["extract", "-q", "--pages", "2", *paths], capsys, monkeypatch)
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["pages"] for r in records] == [1, 1]
    pages = {v["page"] for r in records for v in r["fields"].values() if isinstance(v, dict)}
    pages |= {c["page"] for r in records for row in r["line_items"] for c in row.values() if isinstance(c, dict)}
    assert pages == {2}
    code, out, err = run_docx(["extract", "-q", "--pages", "500", paths[0]], capsys, monkeypatch)
    assert code == 3
    assert json.loads(out)["error"]["code"] == "no_such_pages" and "selects no page" in err


def _frames_tiff(path: Path, texts: list[str]) -> None:
    from PIL import Image, ImageDraw, ImageFont

    frames = []
    for text in texts:
        img = Image.new("L", (900, 200), 255)
        try:
            font = ImageFont.truetype("DejaVuSans.ttf", 48)
        except OSError:
            font = ImageFont.load_default(size=48)
        ImageDraw.Draw(img).text((30, 60), text, fill=0, font=font)
        frames.append(img)
    frames[0].save(path, save_all=True, append_images=frames[1:], compression="tiff_deflate")


def test_tiff_ocrs_only_the_selected_frames(tmp_path, monkeypatch):
    from docx_cli.ingest import ocr

    path = tmp_path / "three.tiff"
    _frames_tiff(path, ["FIRST PAGE 111", "SECOND PAGE 222", "THIRD PAGE 333"])
    seen: list[int] = []
    real = ocr._ocr_frame
    monkeypatch.setattr(ocr, "_ocr_frame", lambda p, frame, **kw: seen.append(frame) or real(p, frame, **kw))
    doc = load_document(path, IngestOptions(ocr_engine="rapidocr", pages=parse_pages("3")))
    assert seen == [2]  # frames 1 and 2 never decoded for OCR
    [page] = doc.pages
    assert page.number == 3 and "333" in " ".join(w.text for w in page.words)
    assert doc.metadata["pages_read"] == [3]
    with pytest.raises(InputError) as e:
        load_document(path, IngestOptions(ocr_engine="rapidocr", pages=parse_pages("4-9")))
    assert e.value.code == "no_such_pages" and seen == [2]


def test_text_and_document_json_pages(tmp_path):
    txt = tmp_path / "three.txt"
    txt.write_text("Invoice one\n\fInvoice two\n\fInvoice three\n")
    doc = load_document(txt, IngestOptions(pages=parse_pages("2-")))
    assert [p.number for p in doc.pages] == [2, 3]
    assert doc.pages[0].words[0].text == "Invoice" and doc.pages[0].words[1].text == "two"
    js = tmp_path / "doc.json"
    js.write_text(load_document(txt).dumps())
    again = load_document(js, IngestOptions(pages=parse_pages("3")))
    assert [p.number for p in again.pages] == [3] and again.pages[0].words[1].text == "three"


def test_stdin_document_json_pages(tmp_path, capsys, monkeypatch):
    txt = tmp_path / "three.txt"
    txt.write_text("Invoice one\n\fInvoice two\n\fInvoice three\n")
    line = load_document(txt).dumps()
    code, out, err = run_docx(["extract", "-q", "--words", "--pages", "3", "-"], capsys, monkeypatch,
                              stdin=line + "\n")
    assert code == 0, err
    record = json.loads(out)
    assert record["pages"] == 1 and {w["page"] for w in record["words"]} == {3}
