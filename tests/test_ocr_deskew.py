"""Page orientation and skew from RapidOCR's detected lines (docx_cli.ingest.ocr.deskew): the direction read
off line boxes, the turning of pixels and of coordinates, and a real receipt turned by a quarter, a half and
a few degrees read upright again."""

from __future__ import annotations

import collections
import importlib.util
from pathlib import Path

import numpy as np
import pytest

from docx_cli.ingest.load import IngestOptions
from docx_cli.ingest.ocr.deskew import correction, line_direction, turn, turn_bounds, turn_matrix, turn_points

ROOT = Path(__file__).resolve().parents[1]
RECEIPT = ROOT / "examples" / "receipt.jpg"  # SROIE train receipt 351, a real scan
HAVE_RAPIDOCR = all(importlib.util.find_spec(m) is not None for m in ("rapidocr", "onnxruntime"))


def _line_quads(width: float = 600, height: float = 1000) -> np.ndarray:
    """Ten text-line boxes of a width x height page, 30 px high and 300-390 px long."""
    quads = []
    for i in range(10):
        x0, y0, x1, y1 = 50, 50 + i * 80, 350 + i * 10, 80 + i * 80
        quads.append([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
    return np.array(quads, dtype=float)


def _detector_order(p: np.ndarray) -> np.ndarray:
    """Corners as RapidOCR's DB post-processing orders them: sorted by x, each pair by y (for steep boxes
    this is not around the box)."""
    p = p[np.argsort(p[:, 0], kind="stable")]
    left, right = p[:2][np.argsort(p[:2, 1])], p[2:][np.argsort(p[2:, 1])]
    return np.array([left[0], right[0], right[1], left[1]])


@pytest.mark.parametrize("degrees", [0, 3, -7, 90, 180, 270, 93, 265, 176])
def test_line_boxes_give_the_turn_that_undoes_it(degrees):
    quads = np.array([_detector_order(turn_points(q, degrees, 600, 1000)) for q in _line_quads()])
    d = line_direction(quads)
    assert d is not None and d.lines == 10
    assert d.quarter == (45 < degrees % 180 < 135)
    assert d.order[0] == 9  # the longest line first: the classifier is shown it
    # the boxes cannot tell up from down: the line classifier's verdict says which half turn it is
    upside_down = (degrees % 360) in (180, 270, 265, 176)
    undo = correction(d, upside_down)
    assert min((degrees + undo) % 360, 360 - (degrees + undo) % 360) < 0.05


def test_too_few_lines_or_no_long_boxes_decide_nothing():
    assert line_direction(_line_quads()[:2]) is None
    squares = np.array([[(0, 0), (30, 0), (30, 30), (0, 30)]] * 5, dtype=float)  # single characters
    assert line_direction(squares) is None


def test_a_slight_skew_is_left_alone():
    quads = np.array([turn_points(q, 0.5, 600, 1000) for q in _line_quads()])
    assert correction(line_direction(quads), upside_down=False) == 0.0


@pytest.mark.parametrize("degrees", [90, 180, 270, 5, -12, 267])
def test_turned_points_follow_the_turned_pixels(degrees):
    """A black square's centre, turned by turn_points, is where turn() put the square's pixels."""
    img = np.full((40, 60), 255, dtype=np.uint8)
    img[5:13, 10:20] = 0  # x 10..20, y 5..13: centre (15, 9)
    out = turn(img, degrees)
    assert out.shape[::-1] == turn_matrix(degrees, 60, 40)[1]
    ys, xs = np.nonzero(out < 128)
    (cx, cy), = turn_points([(15, 9)], degrees, 60, 40)
    assert abs((xs.mean() + 0.5) - cx) < 1.0 and abs((ys.mean() + 0.5) - cy) < 1.0
    assert out[0, 0] == 255  # the new corners take the border's colour (white paper), not black


def test_turned_bounds_hold_the_turned_pixels():
    """A box's corners turned and bounded hold the pixels turn() moved; a quarter turn is exact."""
    img = np.full((40, 60), 255, dtype=np.uint8)
    img[5:13, 10:20] = 0
    corners = [(10, 5), (20, 5), (20, 13), (10, 13)]
    ys, xs = np.nonzero(turn(img, 8) < 128)
    x0, y0, x1, y1 = turn_bounds(corners, 8, 60, 40)
    assert x0 - 1 <= xs.min() and xs.max() + 1 <= x1 + 1 and y0 - 1 <= ys.min() and ys.max() + 1 <= y1 + 1
    assert turn_bounds(corners, 90, 60, 40) == pytest.approx((27, 10, 35, 20))


def test_gold_boxes_follow_a_page_turned_twice():
    """The bench turns a page (--rotate), the reader turns it back: the gold box follows both turns."""
    from docx_cli.bench.ocr import gold_in_frame, turn_box

    assert gold_in_frame((10, 5, 20, 12), (90,), 60, 40) == turn_box((10, 5, 20, 12), 90, 60, 40)
    assert np.allclose(gold_in_frame((10, 5, 20, 12), (90, 270), 60, 40), (10, 5, 20, 12))
    img = np.full((40, 60), 255, dtype=np.uint8)
    img[5:12, 10:20] = 0
    twice = turn(turn(img, 7), -7)  # a skew undone: the canvas grew twice
    ys, xs = np.nonzero(twice < 128)
    x0, y0, x1, y1 = gold_in_frame((10, 5, 20, 12), (7, -7), 60, 40)
    assert abs((x0 + x1) / 2 - (xs.mean() + 0.5)) < 1.0 and abs((y0 + y1) / 2 - (ys.mean() + 0.5)) < 1.0
    assert 10 <= x1 - x0 < 13 and 7 <= y1 - y0 < 10  # the corners' box: a little larger than the box


def test_scanned_pdf_pages_are_not_turned(monkeypatch):
    """ocr_words (scanned PDF pages) keeps the words in the page's frame: no orientation step."""
    from docx_cli.ingest import ocr
    from docx_cli.ingest.ocr import rapidocr

    seen = []
    monkeypatch.setattr(rapidocr, "rapidocr_page", lambda image, scale, tuning: seen.append(tuning) or ([], None, 0))
    ocr.ocr_words(object(), IngestOptions(ocr="always", ocr_engine="rapidocr"))
    assert seen and seen[0].upright is False and seen[0].osd is False


# -- a real receipt ------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def receipt_head(tmp_path_factory) -> tuple[Path, list[str]]:
    """The receipt's top 520 px (12 lines), and the words RapidOCR reads on it upright."""
    if not HAVE_RAPIDOCR:
        pytest.skip("rapidocr is not installed (make install)")
    if not RECEIPT.is_file():
        pytest.skip(f"{RECEIPT} is absent")
    from PIL import Image

    from docx_cli.ingest.ocr import read_image

    path = tmp_path_factory.mktemp("deskew") / "head.png"
    with Image.open(RECEIPT) as img:
        img.convert("RGB").crop((0, 0, img.width, 520)).save(path)
    doc = read_image(path, IngestOptions(ocr="always", ocr_engine="rapidocr"))
    assert "rotated" not in doc.metadata  # upright: read as it is
    return path, [w.text for _, w in doc.iter_words()]


@pytest.mark.parametrize("degrees", [270, 180, 4, -6])
def test_a_turned_or_skewed_receipt_reads_like_the_upright_one(degrees, receipt_head, tmp_path):
    from PIL import Image

    from docx_cli.ingest.ocr import read_image

    path, upright_words = receipt_head
    turned = tmp_path / "turned.png"
    with Image.open(path) as img:
        Image.fromarray(turn(np.asarray(img), degrees)).save(turned)
    doc = read_image(turned, IngestOptions(ocr="always", ocr_engine="rapidocr"))
    undo = float(doc.metadata["rotated"]["1"])
    net = (degrees + undo) % 360
    assert min(net, 360 - net) <= 1.5, doc.metadata
    words = [w.text for _, w in doc.iter_words()]
    found = sum((collections.Counter(words) & collections.Counter(upright_words)).values())
    assert found >= 0.8 * len(upright_words), (found, len(upright_words))
    assert "PINGHWAI" in words
    (page,) = doc.pages
    for _, w in doc.iter_words():  # boxes in the upright page's pixels
        assert 0 <= w.box[0] < w.box[2] <= page.width + 1 and 0 <= w.box[1] < w.box[3] <= page.height + 1
