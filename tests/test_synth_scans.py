"""`docx synth --image --ocr`: scan noise whose geometry the gold follows, pages read back by the OCR engine of
`docx extract` (RapidOCR), labels moved onto the words read, OCR'd JSONL records at scale."""

from __future__ import annotations

import io
import json
import random

import numpy as np
import pytest
from cli_run import run_docx
from PIL import Image

from docx_cli.synth import scan_noise
from docx_cli.synth.render_image import render_scan
from docx_cli.synth.render_pdf import render_pdf
from docx_cli.tagging import spans_to_tags, tags_to_spans


def _rapidocr():
    try:
        import onnxruntime  # noqa: F401
        import rapidocr  # noqa: F401
    except ImportError:
        pytest.skip("rapidocr / onnxruntime not importable (pip install rapidocr onnxruntime)")


def run_cli(args, monkeypatch, capsys):
    return run_docx(args, capsys, monkeypatch)


def _plan(**kw) -> scan_noise.Plan:
    base = {"skew": 0.0, "photo": False, "corners": ((0, 0), (1, 0), (1, 1), (0, 1)), "margin": 0.0, "stamps": 0,
            "scribbles": 0, "blur": 0.0, "noise": 0.0, "speckle": 0.0, "tone": 0, "light": 0.0, "quality": 90}
    return scan_noise.Plan(**(base | kw))


# -- geometry: pixels and gold through the same transform ----------------------------------------------------
@pytest.mark.parametrize("plan", [
    _plan(skew=3.5),
    _plan(skew=-2.0, photo=True, margin=0.08, corners=((0.05, 0.10), (0.93, 0.06), (0.90, 0.95), (0.09, 0.91))),
])
def test_a_dot_lands_where_its_point_is_mapped(plan):
    img = np.full((500, 300), 255, np.uint8)
    dots = [(40, 50), (250, 80), (150, 250), (60, 440), (270, 470)]
    for x, y in dots:
        img[y - 2:y + 2, x - 2:x + 2] = 0  # a 4 x 4 dot centred at (x, y) in continuous coordinates
    h, size = scan_noise.homography(plan, 300, 500)
    out = scan_noise.warp(img, h, size, 255)
    assert out.shape == (size[1], size[0])
    for (x, y), (u, v) in zip(dots, scan_noise.map_points(h, dots)):
        r = 12
        win = out[int(v) - r:int(v) + r, int(u) - r:int(u) + r].astype(float)
        ys, xs = np.nonzero(win < 160)
        assert len(xs) >= 4, (x, y)  # the dot is there …
        cx, cy = xs.mean() + 0.5 + int(u) - r, ys.mean() + 0.5 + int(v) - r
        assert abs(cx - u) < 1.0 and abs(cy - v) < 1.0  # … centred where its point went


def test_a_box_maps_to_the_bounds_of_its_corners():
    from docx_cli.synth.render_image import bounding, box_corners

    plan = _plan(skew=2.0, photo=True, margin=0.05, corners=((0.02, 0.04), (0.97, 0.0), (0.95, 0.98), (0.05, 0.95)))
    h, _ = scan_noise.homography(plan, 600, 800)
    corners = scan_noise.map_points(h, box_corners((100, 200, 300, 230)))
    x0, y0, x1, y1 = bounding(corners)
    assert x0 < x1 and y0 < y1 and {round(float(c[0]), 6) for c in corners} >= {round(x0, 6), round(x1, 6)}
    # a homography keeps straight lines straight: the box's midpoint lies on the line of its mapped corners
    mid = scan_noise.map_points(h, [(200, 200)])[0]
    a, b = corners[0], corners[1]
    cross = (b[0] - a[0]) * (mid[1] - a[1]) - (b[1] - a[1]) * (mid[0] - a[0])
    assert abs(cross) / np.hypot(*(b - a)) < 1e-6


def test_gold_boxes_hold_the_ink_of_their_words_through_photo_stamps_and_skew(monkeypatch):
    from docx_cli.synth.generate import synthesize

    s = synthesize("receipt", "train", 3, 1, composed=True)
    plan = _plan(skew=3.0, photo=True, margin=0.07, corners=((0.03, 0.09), (0.95, 0.05), (0.92, 0.96), (0.08, 0.9)),
                 stamps=2, scribbles=1, quality=85, light=0.2)
    monkeypatch.setattr(scan_noise, "draw_plan", lambda rng, receipt: plan)
    pages, scan = render_scan(render_pdf(s.pages), s.gold, random.Random(0), dpi=150, receipt=True)
    img = np.asarray(Image.open(io.BytesIO(pages[0].jpeg)).convert("L"), dtype=float)
    assert img.shape == (scan.pages[0].height, scan.pages[0].width)
    inked, shifted = 0, 0
    words = [w for w in scan.pages[0].words if len(w.text) >= 3]
    for w in words:
        x0, y0, x1, y1 = (round(v) for v in w.box)
        inked += img[y0:y1, x0:x1].min() < 110
        dy = 3 * (y1 - y0)  # the same box three lines lower: mostly on other ink or on paper
        below = img[y0 + dy:y1 + dy, x0:x1]
        shifted += below.size > 0 and below.mean() < img[y0:y1, x0:x1].mean()
    assert inked >= 0.97 * len(words)
    assert shifted < 0.5 * len(words)


def test_a_stamp_darkens_the_print_under_it_but_never_hides_it():
    page = Image.new("L", (400, 300), 255)
    page.paste(0, (0, 0, 400, 300))
    page.paste(255, (0, 0, 400, 150))  # top half paper, bottom half black print
    before = np.asarray(page).copy()
    for seed in range(5):
        scan_noise.stamp(page, random.Random(seed), [])
    after = np.asarray(page)
    assert (after[before == 0] == 0).all()  # ink over black print leaves it black: multiplied, not painted
    assert (after[before == 255] < 250).any()  # and the stamps are there


def test_the_same_seed_gives_the_same_scan():
    from docx_cli.synth.generate import synthesize

    s = synthesize("mixed", "train", 4, 2, composed=True)
    pdf = render_pdf(s.pages)
    a = render_scan(pdf, s.gold, random.Random("x"), dpi=72)
    b = render_scan(pdf, s.gold, random.Random("x"), dpi=72)
    assert [p.jpeg for p in a[0]] == [p.jpeg for p in b[0]] and a[1].dumps() == b[1].dumps()


def test_gold_follows_a_page_the_reader_deskewed():
    from docx_cli.ingest.ocr.deskew import turn_matrix, turn_points
    from docx_cli.synth.generate import synthesize
    from docx_cli.synth.render_image import gold_in_frame

    s = synthesize("receipt", "train", 1, 0, composed=True)
    pages, scan = render_scan(render_pdf(s.pages), s.gold, random.Random(1), dpi=100, receipt=True)
    page, sp = scan.pages[0], pages[0]
    assert gold_in_frame(page, sp, 0.0, 1, 1) is page
    size = turn_matrix(357.0, sp.width, sp.height)[1]
    turned = gold_in_frame(page, sp, 357.0, *size)
    assert (turned.width, turned.height) == size
    c = turn_points(sp.corners[0], 357.0, sp.width, sp.height)
    assert turned.words[0].box == pytest.approx((c[:, 0].min(), c[:, 1].min(), c[:, 0].max(), c[:, 1].max()))


# -- read back by the OCR ---------------------------------------------------------------------------------------
# 3 mixed documents (an order, a receipt photo, an order), measured with RapidOCR (rapidocr 3.x, PP-OCRv6 small):
# 21 of 26 header values read as the same span, all 26 word by word; 127 of 136 values (items too) word by word
SEED = 21


def test_ocr_jsonl_loads_labels_land_on_the_words_read_and_jobs_change_nothing(tmp_path, monkeypatch, capsys):
    _rapidocr()
    from docx_cli.training.datasets.jsonl import read_documents

    path = tmp_path / "scans.jsonl"
    code, out, _ = run_cli(["synth", "--compose", "--kind", "mixed", "--image", "--ocr", "--jsonl", str(path),
                            "-n", "3", "--seed", str(SEED), "--jobs", "2", "-q"], monkeypatch, capsys)
    assert code == 0 and json.loads(out)["n"] == 3
    assert not list(tmp_path.glob("*.jpg")) and [p.name for p in tmp_path.iterdir()] == ["scans.jsonl"]
    docs = read_documents(path)
    assert len(docs) == 3
    totals = dict.fromkeys(("header_values", "header_recovered", "header_recovered_loose", "values",
                            "recovered_loose"), 0)
    for d in docs:
        assert d.metadata["scan"]["ocr"] == "rapidocr" and d.metadata["source_set"].endswith("-scan-ocr")
        assert all(p.unit == "px" and p.source == "ocr" for p in d.pages)
        tags = [w.label for _, w in d.iter_words()]
        assert spans_to_tags(len(tags), tags_to_spans(tags)) == tags  # valid BIESO over the OCR's words
        for k in totals:
            totals[k] += d.metadata["scan"]["recovered"][k]
    assert totals["header_recovered"] >= 0.7 * totals["header_values"]
    assert totals["header_recovered_loose"] >= 0.9 * totals["header_values"]
    assert totals["recovered_loose"] >= 0.85 * totals["values"]
    # the same documents one process at a time, images kept in --out: the same records
    again = tmp_path / "again.jsonl"
    code, _, _ = run_cli(["synth", "--compose", "--kind", "mixed", "--image", "--ocr", "--jsonl", str(again),
                          "--out", str(tmp_path / "out"), "-n", "3", "--seed", str(SEED), "--jobs", "1", "-q"],
                         monkeypatch, capsys)
    assert code == 0 and again.read_text() == path.read_text()
    assert len(list((tmp_path / "out").glob("*.jpg"))) == sum(len(d.pages) for d in docs)


def test_the_family_generator_reads_its_scans_with_rapidocr_too(tmp_path):
    _rapidocr()
    from docx_cli.synth.generate import SynthOptions, write_one
    from docx_cli.tagging import parse_tag

    rec = write_one(2, str(tmp_path), SynthOptions(kind="receipt", image=True, ocr=True))
    from docx_cli.document import Document

    scan = Document.loads((tmp_path / rec["image_gold"]).read_text())
    assert scan.metadata["scan"]["ocr"] == "rapidocr"
    labelled = {parse_tag(w.label)[1] for _, w in scan.iter_words() if parse_tag(w.label or "O")}
    assert {"document_number", "total_amount"} <= labelled


def test_ocr_without_image_is_a_usage_error(tmp_path, monkeypatch, capsys):
    for extra in ([], ["--compose"]):
        code, out, err = run_cli(["synth", *extra, "--ocr", "--jsonl", str(tmp_path / "x.jsonl"), "-n", "1"],
                                 monkeypatch, capsys)
        assert code == 1 and "--image" in err and out == ""
    code, _, err = run_cli(["synth", "--image", "--ocr", "--ocr-engine", "easyocr", "--out", str(tmp_path / "o")],
                           monkeypatch, capsys)
    assert code == 1 and "--ocr-engine" in err
    assert not list(tmp_path.iterdir())
