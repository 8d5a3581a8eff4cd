"""Spaces the recogniser saw but ranked below "blank": CTC decoding that puts them back.

PP-OCR's recogniser (RapidOCR's wheel carries the Chinese-first PP-OCRv6 model) emits one class per frame of
the line crop: a character, a space, or CTC's "blank". Greedy decoding keeps each frame's top class, and on
tightly printed Latin text the frames between two words are most often "blank", with the space second:
"SANYUSTATIONERYSHOP" for "SANYU STATIONERY SHOP", "GoldenScoop", "MR.D.I.Y." (SROIE receipts). A word
tagger can only tag whole words, so a glued store name cannot be cut back to its gold extent, and a glued
label and value cannot be told apart. The character gaps on the page do not tell (the gap at the missing
space is no wider than gaps inside words), but the recogniser's own space probability does: in those gaps it
is mostly 0.1–0.5, in a gap inside a word near 0.

So: between two characters that the greedy path already emits, where the path runs through blank frames
only, the frame with the highest space probability becomes a space when that probability is at least
``threshold``, unless the gap is beside a number's separator (:func:`inside_number`). Nothing else on the
path changes: the characters, their order and their frames (so the character boxes) stay RapidOCR's.
``threshold`` (0.1, ``RapidTuning.space_prob``): on 200 SROIE training receipts (``scripts/ocr_spaces.py``)
greedy decoding misses 351 of the gold transcriptions' spaces and puts 59 where they have none; at 0.1, 210
spaces are added, 177 where the gold has one. Of the thresholds measured there, 0.1 scored best on the
validation receipts (SROIE through OCR and WildReceipt; docs/ocr.md).
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np
from rapidocr.ch_ppocr_rec.utils import CTCLabelDecode

from docx_cli.errors import DependencyError
from docx_cli.ingest.ocr.ctc import BLANK, characters
from docx_cli.ingest.ocr.glyphs import confusable_classes, mend_letters


def gap_frames(path: np.ndarray, space: int, emitted: tuple[np.ndarray, np.ndarray] | None = None,
               ) -> list[tuple[int, int, int]]:
    """(first, last + 1, i) of each run of blank frames lying between the emitted characters i and i + 1 of one
    greedy path (T,), neither a space; a run next to an emitted space, or at either end of the line, is not a
    gap. (CTC: a run of frames of one class is one character.) ``emitted``: the path's
    :func:`.ctc.characters`, when the caller has them."""
    nonblank, starts = emitted if emitted is not None else characters(path)
    index = np.cumsum(starts) - 1  # (N,): the emitted character each non-blank frame belongs to
    gaps = []
    for (a, ia), (b, _) in itertools.pairwise(zip(nonblank, index)):
        if b - a > 1 and path[a] != space and path[b] != space:
            gaps.append((int(a) + 1, int(b), int(ia)))
    return gaps


def inside_number(text: str, i: int) -> bool:
    """Whether the gap after character i of ``text`` lies beside a number's separator ("18|.98", "1,|250"). On
    200 SROIE training receipts 4 of 4,033 such gaps had a space in the gold, and a space there cuts an
    amount in two (scripts/ocr_spaces.py)."""
    before, after = text[i], text[i + 1]
    if before.isdigit() and after in ".,":
        return i + 2 < len(text) and text[i + 2].isdigit()
    return before in ".," and after.isdigit() and i >= 1 and text[i - 1].isdigit()


def add_spaces(probs: np.ndarray, path: np.ndarray, conf: np.ndarray, character: list[str], threshold: float,
               ) -> tuple[np.ndarray, np.ndarray]:
    """One line's greedy path (T,) and its frame confidences (T,), with a space put in each gap (not inside
    a number) whose best frame gives the space at least ``threshold`` (probs: (T, C) softmax; ``character``:
    the decoder's classes, the space last). Inputs are not changed.

    An added space's confidence is that no character is there (space or blank): the line's score, the mean
    over its emitted frames, by which RapidOCR drops lines under 0.5, does not fall for it."""
    space = len(character) - 1
    nonblank, starts = characters(path)
    gaps = gap_frames(path, space, (nonblank, starts))
    if not gaps:
        return path, conf
    text = "".join(character[c] for c in path[nonblank[starts]])  # as decoding will read it
    path, conf = path.copy(), conf.copy()
    for first, last, i in gaps:
        t = first + int(np.argmax(probs[first:last, space]))
        if probs[t, space] >= threshold and not inside_number(text, i):
            path[t], conf[t] = space, probs[t, space] + probs[t, BLANK]
    return path, conf


class SpacedCTCDecode(CTCLabelDecode):
    """RapidOCR's CTC decoder (same characters, same word boxes) with :func:`add_spaces` on each line, then
    :func:`docx_cli.ingest.ocr.glyphs.mend_letters` (a letter read as a digit inside a word)."""

    def __init__(self, character: list[str], threshold: float, letter_threshold: float = 2.0):
        # ``character`` already has blank first and space last: set it as it is, without inserting them again
        self.character = list(character)
        self.dict = {c: i for i, c in enumerate(self.character)}
        self.space = len(self.character) - 1
        self.threshold = threshold
        self.letter_threshold = letter_threshold
        self.confusable = confusable_classes(self.character)  # once: the character list is ~18,000 long

    def __call__(self, preds: np.ndarray, return_word_box: bool = False, **kwargs: Any):
        paths = preds.argmax(axis=2)  # (B, T)
        confs = preds.max(axis=2)  # (B, T)
        for b in range(len(paths)):
            if self.threshold <= 1.0:
                paths[b], confs[b] = add_spaces(preds[b], paths[b], confs[b], self.character, self.threshold)
            if self.letter_threshold <= 1.0:  # after the spaces: they end the words it looks inside
                paths[b] = mend_letters(preds[b], paths[b], self.character, self.letter_threshold, self.confusable)
        return self.decode(paths, confs, return_word_box, kwargs.get("wh_ratio_list", (1.0,)),
                           kwargs.get("max_wh_ratio", 1.0), remove_duplicate=True)


def install(recogniser: Any, threshold: float, letter_threshold: float = 2.0) -> None:
    """Decode ``recogniser``'s lines with :class:`SpacedCTCDecode` (thresholds above 1: that step off; both:
    RapidOCR's own decoding)."""
    current = recogniser.postprocess_op
    if current.character[-1] != " " or current.character[BLANK] != "blank":
        import rapidocr

        raise DependencyError("rapidocr_unsupported",
                              f"rapidocr {getattr(rapidocr, '__version__', '?')} orders its recogniser's characters "
                              "differently from the 3.x releases docx_cli reads: pip install 'rapidocr>=3.10,<4' "
                              "(or run `make install`), or choose --ocr-engine tesseract")
    recogniser.postprocess_op = SpacedCTCDecode(current.character, threshold, letter_threshold)
