"""Reading order: generated pages whose visual order is known, and the invariants of the ordering."""

import random
import statistics
from dataclasses import replace
from itertools import groupby

import pdfplumber
from hypothesis import given, settings
from hypothesis import strategies as st
from ingest_fixtures import table_pdf, two_column_pdf

from docx_cli.document import Document, Page, Word
from docx_cli.ingest.load import load_document
from docx_cli.layout.reading_order import DEFAULT, _PageGeometry, order_document, order_page, order_words


def _lines(page: Page) -> list[str]:
    return [" ".join(w.text for w in ws) for _, ws in groupby(page.words, key=lambda w: w.line_id)]


def test_two_column_page_reads_left_column_then_right(tmp_path):
    path, expected = two_column_pdf(tmp_path / "two_col.pdf")
    page = load_document(path).pages[0]
    assert [w.text for w in page.words] == expected
    lines = _lines(page)
    assert lines[0] == "Quarterly Report Title"
    assert lines[1] == "L00w0 L00w1 L00w2 L00w3 L00w4 L00w5"  # a left-column line alone, not merged with R00
    assert lines[-1] == "Page 1 of 1"
    # the two columns are different blocks, and the left one comes first
    block_of = {w.text: w.block_id for w in page.words}
    assert block_of["L23w0"] < block_of["R00w0"]


def test_the_two_column_fixture_defeats_plain_top_to_bottom(tmp_path):
    """pdfplumber's own order interleaves the columns, so the test above is not passing by accident."""
    path, expected = two_column_pdf(tmp_path / "two_col.pdf")
    with pdfplumber.open(path) as pdf:
        naive = [w["text"] for w in pdf.pages[0].extract_words()]
    assert sorted(naive) == sorted(expected) and naive != expected


def test_table_page_reads_row_by_row(tmp_path):
    path, expected = table_pdf(tmp_path / "table.pdf")
    page = load_document(path).pages[0]
    assert [w.text for w in page.words] == expected
    lines = _lines(page)
    assert "Item Description Qty Amount" in lines  # a table row is one line across its cells
    assert "A-103 Blue widget type 3 4 18.00" in lines


def _w(text, x0, y0, x1, y1, line=-1, block=-1):
    return Word(text, (x0, y0, x1, y1), line_id=line, block_id=block)


def test_engine_structure_is_kept_and_renumbered():
    # Tesseract-style ids (sparse, engine order): grouping and order are kept even where geometry disagrees
    words = (_w("b", 0, 50, 10, 60, line=7, block=3), _w("c", 20, 50, 30, 60, line=7, block=3),
             _w("a", 0, 0, 10, 10, line=9, block=5))
    page = order_page(Page(1, 100, 100, "px", "ocr", words))
    assert [(w.text, w.line_id, w.block_id) for w in page.words] == [("b", 0, 0), ("c", 0, 0), ("a", 1, 1)]


def test_pages_without_geometry_keep_source_order():
    words = tuple(Word(t) for t in ["z", "y", "x"])
    page = Page(1, 0, 0, "none", "html", words)
    assert order_page(page) == page


def test_ordering_is_idempotent(tmp_path):
    doc = load_document(two_column_pdf(tmp_path / "two_col.pdf")[0])
    assert order_document(doc) == doc


def test_superscript_and_baseline_jitter_stay_on_one_line():
    words = [_w("Total", 10, 100, 40, 110), _w("1", 41, 97, 44, 103), _w("amount", 50, 101, 90, 111),
             _w("next", 10, 120, 40, 130)]
    out = order_words(words)
    assert [(w.text, w.line_id) for w in out] == [("Total", 0), ("1", 0), ("amount", 0), ("next", 1)]


boxes = st.tuples(st.floats(0, 500), st.floats(0, 700), st.floats(1, 80), st.floats(1, 30)).map(
    lambda t: (t[0], t[1], t[0] + t[2], t[1] + t[3]))


@settings(max_examples=150, deadline=None)
@given(st.lists(boxes, min_size=1, max_size=60))
def test_order_is_a_permutation_with_dense_monotone_ids(bs):
    words = [Word(f"w{i}", b) for i, b in enumerate(bs)]
    out = order_words(words)
    assert sorted(w.text for w in out) == sorted(w.text for w in words)
    lines = [w.line_id for w in out]
    blocks = [w.block_id for w in out]
    assert lines == sorted(lines) and set(lines) == set(range(max(lines) + 1))
    assert blocks == sorted(blocks) and set(blocks) == set(range(max(blocks) + 1))
    for _, ws in groupby(out, key=lambda w: w.line_id):  # words in a line run left to right
        xs = [w.box[0] for w in ws]
        assert xs == sorted(xs)


def test_empty_page_and_document():
    doc = Document("e", (Page(1, 612, 792),))
    assert order_document(doc) == doc


def _jitter(words, rng, eps=1e-9):
    return [replace(w, box=tuple(v + rng.uniform(-eps, eps) for v in w.box)) for w in words]


def _structure(words):
    return [(w.text, w.line_id, w.block_id) for w in words]


def test_equal_gaps_are_ties_broken_by_position_not_float_noise():
    # a totals row: four label/value groups 16 apart (two median heights, so every gap is a gutter candidate)
    groups = [["Net", "Total:", "522.96"], ["Delivery:", "25.00"], ["VAT", "6.25%:", "32.69"],
              ["Total", "Due:", "USD", "580.65"]]
    words, x = [], 40.0
    for group in groups:
        for text in group:
            words.append(_w(text, x, 227.16, x + 6 * len(text), 235.16))
            x += 6 * len(text) + 2
        x += 14  # 16 from the last word
    out = order_words(words)
    assert [w.text for w in out if w.block_id == 0] == ["Net", "Total:", "522.96"]  # leftmost gutter first
    rng = random.Random(0)
    for _ in range(20):
        assert _structure(order_words(_jitter(words, rng))) == _structure(out)


def test_sizes_exactly_at_a_threshold_are_not_decided_by_float_noise(tmp_path):
    # rows 7.5 apart with median height 10: exactly the paragraph-break threshold (block_gap 0.75)
    words = [_w(f"r{r}w{k}", 10 + 40 * k, 17.5 * r, 40 + 40 * k, 17.5 * r + 10) for r in range(6) for k in range(2)]
    words.append(_w("foot", 10, 400, 40, 410))
    pages = [words, list(load_document(table_pdf(tmp_path / "t.pdf")[0]).pages[0].words),
             list(load_document(two_column_pdf(tmp_path / "c.pdf")[0]).pages[0].words)]
    pages.append([_w("Total", 10, 100, 40, 110), _w("1", 41, 97, 44, 103), _w("amount", 50, 101, 90, 111)])
    rng = random.Random(1)
    for page in pages:
        ref = _structure(order_words([replace(w, line_id=-1, block_id=-1) for w in page]))
        for _ in range(10):
            jittered = _jitter([replace(w, line_id=-1, block_id=-1) for w in page], rng)
            assert _structure(order_words(jittered)) == ref


@settings(max_examples=100, deadline=None)
@given(st.lists(boxes, min_size=2, max_size=40), st.floats(0, 600))
def test_text_like_by_strips_equals_text_like_of_the_whole_side(bs, cut_x):
    """The memo splits a side at the region's horizontal gaps; lines never cross them, so the answer is the
    one of the side's own lines."""
    page = _PageGeometry([b for b in bs], 10.0, DEFAULT)
    region = list(range(len(bs)))
    _, strip_of = page.strips(region)
    side = [i for i in region if bs[i][2] <= cut_x] or region
    whole = page.segment_counts(side)
    assert page.text_like(side, strip_of) == (statistics.median(whole) >= DEFAULT.min_column_words)
    assert sorted(c for piece in _pieces(side, strip_of) for c in page.segment_counts(piece)) == sorted(whole)


def _pieces(side, strip_of):
    out = {}
    for i in side:
        out.setdefault(strip_of[i], []).append(i)
    return list(out.values())


# -- OCR line pieces (RapidOCR: line_id = the detection a word was read from, block_id unset) ---------------
def _piece(texts: list[str], line: int, x0: float, y_left: float, slope: float, height: float = 70.0) -> list[Word]:
    """One detected line, its words left to right, the line rising by ``slope`` (dy/dx) and boxed as RapidOCR
    boxes them: taller than the text (the detector's box is grown around the glyphs)."""
    out, x = [], x0
    for t in texts:
        w = 18.0 * len(t)
        cy = y_left + slope * (x + w / 2 - x0)
        out.append(Word(t, (x, cy - height / 2, x + w, cy + height / 2), line_id=line))
        x += w + 12.0
    return out


def test_skewed_ocr_lines_are_not_interleaved():
    """A store name over its address on a receipt skewed by ~3 degrees: detection boxes 70 px tall, lines
    40 px apart. Word by word they interleave (the old reading); as pieces each line stays whole."""
    name = _piece(["LIGHTROOM", "GALLERY", "SDN", "BHD"], 0, 160, 338, -0.05)
    address = _piece(["No:", "28,", "JALAN", "ASTANA", "1C,"], 1, 218, 378, -0.05)
    words = name + address
    loose = order_words([replace(w, line_id=-1) for w in words])
    assert [w.text for w in loose][:4] != ["LIGHTROOM", "GALLERY", "SDN", "BHD"]  # the fixture is hard
    ordered = order_page(Page(number=1, width=800, height=1000, words=tuple(words))).words
    assert _lines(Page(number=1, width=800, height=1000, words=ordered)) == [
        "LIGHTROOM GALLERY SDN BHD", "No: 28, JALAN ASTANA 1C,"]


def test_ocr_pieces_on_one_row_join_one_line_left_to_right():
    """"TOTAL" and its amount are two detections on one row, on a page rising 2 degrees: one line."""
    rows = [_piece(["TOTAL", ":"], 0, 40, 500, -0.035), _piece(["RM", "39.80"], 1, 520, 500 - 0.035 * 480, -0.035),
            _piece(["CASH", ":"], 2, 40, 545, -0.035), _piece(["RM", "50.00"], 3, 520, 545 - 0.035 * 480, -0.035)]
    words = [w for r in reversed(rows) for w in r]  # the engine's order is not the reading order
    ordered = order_page(Page(number=1, width=800, height=1000, words=tuple(words))).words
    assert _lines(Page(number=1, width=800, height=1000, words=ordered)) == ["TOTAL : RM 39.80", "CASH : RM 50.00"]


def test_words_without_pieces_order_as_before():
    """Pages whose words carry no line ids (pdfplumber) go through the word-by-word clustering unchanged."""
    words = [Word("b", (50, 0, 60, 10)), Word("a", (0, 0, 10, 10)), Word("c", (0, 20, 10, 30))]
    assert [w.text for w in order_words(words)] == ["a", "b", "c"]
