"""docx_cli.ingest.ocr.glyphs: a 0 or 1 among letters becomes the letter the recogniser also saw, on made-up
frame probabilities (the decoder as RapidOCR's recogniser calls it)."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

pytestmark = pytest.mark.skipif(
    not all(importlib.util.find_spec(m) is not None for m in ("rapidocr", "onnxruntime")),
    reason="rapidocr is not installed (make install)")

CHARS = ["blank", "C", "L", "O", "S", "E", "D", "l", "I", "i", "0", "1", "2", "5", " "]  # blank first, space last


def _frames(*rows: str | tuple[str, dict[str, float]]) -> np.ndarray:
    """(1, T, C) frames: a row is its top class, or (top class, {other class: probability})."""
    out = np.zeros((1, len(rows), len(CHARS)), dtype=np.float32)
    for t, row in enumerate(rows):
        top, others = (row, {}) if isinstance(row, str) else row
        for c, p in others.items():
            out[0, t, CHARS.index(c)] = p
        out[0, t, CHARS.index(top)] = 1.0 - sum(others.values())
    return out


def _read(preds: np.ndarray, letter_threshold: float = 0.05) -> str:
    from docx_cli.ingest.ocr.spaces import SpacedCTCDecode

    return SpacedCTCDecode(CHARS, 2.0, letter_threshold)(preds)[0][0][0]


def test_a_zero_between_letters_is_the_o_the_recogniser_ranked_second():
    preds = _frames("C", "L", ("0", {"O": 0.2, "D": 0.05}), "S", "E", "D")
    assert _read(preds) == "CLOSED"
    assert _read(preds, 0.3) == "CL0SED"  # the O under the threshold: as read
    assert _read(preds, 2.0) == "CL0SED"  # off


def test_a_one_ending_a_word_after_two_letters_becomes_the_likelier_letter():
    preds = _frames("C", "E", ("1", {"l": 0.1, "i": 0.3}), " ", "S")
    assert _read(preds) == "CEi S"


def test_a_code_keeps_its_digits_where_the_recogniser_saw_no_letter():
    # "E1S" with next to nothing for a letter; digits beside digits and a digit after one letter stay
    assert _read(_frames("E", ("1", {"l": 0.001}), "S")) == "E1S"
    assert _read(_frames("5", ("0", {"O": 0.4}), "1")) == "501"
    assert _read(_frames("S", ("0", {"O": 0.4}), " ", "C")) == "S0 C"
    assert _read(_frames("C", "E", ("2", {"S": 0.4}))) == "CE2"  # only 0 and 1 are read for letters


def test_a_letter_equal_to_its_neighbour_is_not_merged_into_it():
    # "l1" with no blank frame between: an "l" there would decode as one "l"; left as it is
    preds = _frames("C", "l", ("1", {"l": 0.4}), "E")
    assert _read(preds) == "Cl1E"
    spaced = _frames("C", "l", "blank", ("1", {"l": 0.4}), "E")
    assert _read(spaced) == "CllE"
