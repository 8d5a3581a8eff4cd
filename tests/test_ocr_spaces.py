"""docx_cli.ingest.ocr.spaces: CTC decoding that puts back the spaces the recogniser ranked below "blank",
on made-up frame probabilities and on a real SROIE receipt whose store name it glues."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

HAVE_RAPIDOCR = all(importlib.util.find_spec(m) is not None for m in ("rapidocr", "onnxruntime"))
SROIE = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "sroie" / "train" / "img"
pytestmark = pytest.mark.skipif(not HAVE_RAPIDOCR, reason="rapidocr is not installed (make install)")

CHARS = ["blank", "A", "B", "C", "1", "8", ".", " "]  # CTCLabelDecode's layout: blank first, the space last
SPACE = 7


def _frames(*rows: tuple[str, float]) -> np.ndarray:
    """(1, T, C) softmax-like frames: each row is (its top class, the space's probability)."""
    out = np.zeros((1, len(rows), len(CHARS)), dtype=np.float32)
    for t, (top, space) in enumerate(rows):
        out[0, t, SPACE] = space
        out[0, t, CHARS.index(top)] = 1.0 - space
    return out


def _decode(preds: np.ndarray, threshold: float) -> str:
    from docx_cli.ingest.ocr.spaces import SpacedCTCDecode

    return SpacedCTCDecode(CHARS, threshold)(preds)[0][0][0]


def test_a_space_ranked_below_blank_between_two_characters_is_put_back():
    preds = _frames(("A", 0.0), ("blank", 0.05), ("blank", 0.3), ("B", 0.0))
    assert _decode(preds, 0.1) == "A B"
    assert _decode(preds, 0.31) == "AB"  # below the threshold: greedy decoding as it was
    assert _decode(preds, 2.0) == "AB"  # off


def test_only_gaps_between_emitted_characters_change():
    # blanks before the first and after the last character, and a gap beside an emitted space, stay as they are
    preds = _frames(("blank", 0.4), ("A", 0.0), ("blank", 0.4), (" ", 0.9), ("blank", 0.4), ("B", 0.0),
                    ("blank", 0.4))
    assert _decode(preds, 0.1) == "A B"


def test_a_repeated_character_keeps_its_blank_or_gets_the_space():
    # CTC's "A blank A" is two A's; a space there (if the recogniser saw one) separates them
    assert _decode(_frames(("A", 0.0), ("blank", 0.0), ("A", 0.0)), 0.1) == "AA"
    assert _decode(_frames(("A", 0.0), ("blank", 0.2), ("A", 0.0)), 0.1) == "A A"


def test_an_amount_is_not_cut_at_its_separator():
    # "18.|8" and "1|.8" are inside a number: no space, however likely; "A.|8" is not a number
    assert _decode(_frames(("1", 0.0), ("8", 0.0), (".", 0.0), ("blank", 0.4), ("8", 0.0)), 0.1) == "18.8"
    assert _decode(_frames(("1", 0.0), ("blank", 0.4), (".", 0.0), ("8", 0.0)), 0.1) == "1.8"
    assert _decode(_frames(("A", 0.0), (".", 0.0), ("blank", 0.4), ("8", 0.0)), 0.1) == "A. 8"
    assert _decode(_frames(("1", 0.0), ("8", 0.0), ("blank", 0.4), ("A", 0.0)), 0.1) == "18 A"


def test_the_added_space_does_not_lower_the_line_score():
    from docx_cli.ingest.ocr.spaces import SpacedCTCDecode

    preds = _frames(("A", 0.0), ("blank", 0.2), ("B", 0.0))
    (text, score), = SpacedCTCDecode(CHARS, 0.1)(preds)[0]
    assert text == "A B" and score == pytest.approx(1.0)


def test_the_characters_and_their_confidences_are_rapidocrs():
    from rapidocr.ch_ppocr_rec.utils import CTCLabelDecode

    from docx_cli.ingest.ocr.spaces import SpacedCTCDecode

    rng = np.random.default_rng(3)
    logits = rng.normal(size=(4, 40, len(CHARS))).astype(np.float32)
    logits[:, :, SPACE] -= 3.0  # spaces rare, as on a page
    preds = np.exp(logits) / np.exp(logits).sum(axis=2, keepdims=True)
    ours = SpacedCTCDecode(CHARS, 2.0)(preds)[0]
    theirs = CTCLabelDecode(character=CHARS[1:-1])(preds)[0]  # it adds blank and space itself
    assert ours == theirs
    spaced = SpacedCTCDecode(CHARS, 0.05)(preds)[0]
    for (a, _), (b, _) in zip(spaced, theirs):
        assert a.replace(" ", "") == b.replace(" ", "")  # only spaces are added
        assert len(a) >= len(b)


def test_a_glued_store_name_is_read_with_its_spaces():
    """SROIE receipt 471 prints "SANYU STATIONERY SHOP" in tight capitals: greedy decoding reads it as one
    word, the recogniser's space probabilities in the two gaps (0.2 and 0.1) put the spaces back."""
    image = SROIE / "471.jpg"
    if not image.is_file():
        pytest.skip(f"{image} is absent (the SROIE training images)")
    from PIL import Image

    from docx_cli.ingest.ocr.rapidocr import RapidTuning, rapidocr_page

    with Image.open(image) as img:
        spaced = [w.text for w in rapidocr_page(img)[0]]
        greedy = [w.text for w in rapidocr_page(img, tuning=RapidTuning(space_prob=2.0))[0]]
    assert "SANYUSTATIONERYSHOP" in greedy
    assert "SANYUSTATIONERYSHOP" not in spaced and "SANYU" in spaced
    assert "".join(spaced) == "".join(greedy)  # the same characters, only cut into more words


def test_a_rapidocr_with_another_character_layout_is_a_dependency_error():
    from types import SimpleNamespace

    from docx_cli.errors import DependencyError
    from docx_cli.ingest.ocr.spaces import install

    recogniser = SimpleNamespace(postprocess_op=SimpleNamespace(character=["A", "B", "blank"]))
    with pytest.raises(DependencyError) as err:
        install(recogniser, 0.1)
    assert err.value.code == "rapidocr_unsupported"
