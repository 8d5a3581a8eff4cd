"""docx_cli.ingest.ocr.rapid_steps: the faster character boxes and detector input give exactly what
RapidOCR's own steps give, on generated point sets and on a real SROIE receipt."""

from __future__ import annotations

import copy
import importlib.util
import itertools
import random
from pathlib import Path

import numpy as np
import pytest

HAVE_RAPIDOCR = all(importlib.util.find_spec(m) is not None for m in ("rapidocr", "onnxruntime"))
SROIE = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "sroie" / "train" / "img"
pytestmark = pytest.mark.skipif(not HAVE_RAPIDOCR, reason="rapidocr is not installed (make install)")


def _receipt_head(rows: int = 360) -> np.ndarray:
    """The top of a real SROIE training receipt, as the BGR array RapidOCR works on."""
    images = sorted(SROIE.glob("*.jpg")) if SROIE.is_dir() else []
    if not images:
        pytest.skip(f"{SROIE} is absent (the SROIE training images)")
    from PIL import Image

    with Image.open(images[0]) as img:
        rgb = np.asarray(img.convert("RGB").crop((0, 0, img.width, min(rows, img.height))))
    return np.ascontiguousarray(rgb[:, :, ::-1])


def _quads() -> list[list[list[int]]]:
    """Four-point boxes as reverse_rotate_crop_image makes them (integers), plain and degenerate."""
    rng = random.Random(7)
    out = [[[10, 5], [30, 5], [30, 12], [10, 12]],  # an axis-aligned rectangle
           [[10, 5], [30, 6], [29, 12], [9, 11]],  # a slightly turned one
           [[5, 0], [10, 5], [5, 10], [0, 5]],  # a diamond: two x and two y at the centre
           [[4, 0], [4, 3], [4, 9], [4, 1]],  # all on one vertical
           [[0, 0], [10, 0], [10, 0], [0, 0]],  # flat: pairs at one height
           [[0, 0], [2, 8], [6, 1], [3, 5]]]  # three on one side of the centre
    for _ in range(3000):
        x0, y0 = rng.randint(0, 900), rng.randint(0, 900)
        w, h, t = rng.randint(0, 40), rng.randint(0, 30), rng.randint(-3, 3)
        pts = [[x0, y0], [x0 + w, y0 + t], [x0 + w - t, y0 + h], [x0 - t, y0 + h - t]]
        if rng.random() < 0.2:
            pts = [[rng.randint(0, 20), rng.randint(0, 20)] for _ in range(4)]
        out.append(pts)
    return out


def test_order_points_is_rapidocrs_on_every_kind_of_box():
    from rapidocr.cal_rec_boxes import CalRecBoxes

    from docx_cli.ingest.ocr.rapid_steps import CharBoxes

    for pts in _quads():
        try:
            want = CalRecBoxes.order_points(copy.deepcopy(pts))
        except ValueError:  # RapidOCR's own fails on some degenerate sets: ours must fail alike
            with pytest.raises(ValueError):
                CharBoxes.order_points(copy.deepcopy(pts))
            continue
        got = CharBoxes.order_points(copy.deepcopy(pts))
        assert got == want and all(type(v) is int for v in itertools.chain(*got)), pts


def test_detector_input_is_rapidocrs_to_the_bit():
    from rapidocr.ch_ppocr_det.utils import DetPreProcess

    from docx_cli.ingest.ocr.rapid_steps import DetInput

    img = _receipt_head()
    for side, kind in ((736, "min"), (480, "max")):
        want = DetPreProcess(side, kind)(img)
        got = DetInput(side, kind)(img)
        assert got.dtype == want.dtype == np.float32 and got.shape == want.shape
        assert np.array_equal(got, want)


def test_character_boxes_are_rapidocrs_on_a_real_receipt():
    """Detection and recognition once, then RapidOCR's final step with its CalRecBoxes and with ours."""
    from rapidocr.cal_rec_boxes import CalRecBoxes

    from docx_cli.ingest.ocr.rapid_steps import CharBoxes
    from docx_cli.ingest.ocr.rapidocr import DEFAULT_RAPIDOCR, _engine, _words

    engine = _engine(DEFAULT_RAPIDOCR)
    ori = _receipt_head()
    img, op_record = engine.preprocess_img(ori)
    crops, det = engine.detect_and_crop(img, op_record)
    rec = engine.recognize_txt(crops)
    outputs = []
    for boxes in (CalRecBoxes(), CharBoxes()):
        engine.cal_rec_boxes = boxes
        outputs.append(engine.build_final_output(ori, copy.deepcopy(det), _no_cls(),
                                                 copy.deepcopy(rec), list(crops), copy.deepcopy(op_record)))
    engine.cal_rec_boxes = CharBoxes()  # as install() leaves it
    want, got = outputs
    assert len(want.txts) >= 5  # the letterhead's lines were read
    assert got.txts == want.txts and got.word_results == want.word_results
    assert [(w.text, w.box, w.confidence) for w in _words(got, 1.0)] == \
        [(w.text, w.box, w.confidence) for w in _words(want, 1.0)]


def _no_cls():
    from rapidocr.ch_ppocr_cls import TextClsOutput

    return TextClsOutput()
