"""Letters the recogniser read as digits inside a word: "SUBT0TAL", "CL0SED", "K1ds", "Bul1", "Peps1".

On receipt photos PP-OCR's recogniser emits "0" for an O and "1" for an l or i often enough to spoil a store
name or a product ("Li1ly", "Nevada Rol1" in WildReceipt), and the words are compared by their letters. Its
frames usually give the letter too, ranked second. So: a digit of ``CONFUSABLE`` between two letters of one
word, or ending a word after two letters, becomes the confusable letter the recogniser gave the most
probability in the digit's frames, when that is at least ``threshold``. A code that mixes letters and digits
on purpose ("EC1R", "W1S", "FT2") keeps its digits: there the recogniser gives the letter next to nothing.

``threshold`` (0.05, ``RapidTuning.letter_prob``), measured on 150 WildReceipt training photos, each change
judged by whether the word before or after it is in the receipt's own transcription: with any probability
31 words mended and 7 spoilt, at 0.01 26 and 3, at 0.03 25 and 1, at 0.05 23 and none, at 0.1 21 and none; on 100
SROIE training receipts at 0.05, 6 mended ("RESERVATI0N", "S1ip:") and 2 spoilt ("CT1", "Guest0"). The other
way (a letter among digits: "4330O") is not done: on the WildReceipt photos it put wrong digits in 11 codes
and mended none.
"""

from __future__ import annotations

import numpy as np

from docx_cli.ingest.ocr.ctc import runs as character_runs

# digit -> the letters it is read for; 5, 8, 2, 6 are left out: among letters they are most often meant
CONFUSABLE = {"0": "OoD", "1": "lIi"}


def _among_letters(text: str, i: int) -> bool:
    """Whether character i of ``text`` has a letter on each side, or ends a word after two letters."""
    before = i >= 1 and text[i - 1].isalpha()
    if not before:
        return False
    after = text[i + 1] if i + 1 < len(text) else " "
    return after.isalpha() or (after == " " and i >= 2 and text[i - 2].isalpha())


def confusable_classes(character: list[str]) -> dict[int, list[int]]:
    """The decoder's class of each digit of CONFUSABLE -> the classes of the letters it is read for."""
    index = {c: k for k, c in enumerate(character)}
    return {index[d]: [index[c] for c in letters if c in index] for d, letters in CONFUSABLE.items() if d in index}


def mend_letters(probs: np.ndarray, path: np.ndarray, character: list[str], threshold: float,
                 confusable: dict[int, list[int]] | None = None) -> np.ndarray:
    """One line's greedy path (T,) with each digit of CONFUSABLE that stands among letters turned into the
    letter the recogniser ranked highest of its confusable ones, where that letter has at least
    ``threshold`` probability in the digit's frames (probs: (T, C) softmax; ``character``: the decoder's
    classes; ``confusable``: their :func:`confusable_classes`, when the caller keeps them). The frames, so
    the character boxes, stay; the input is not changed."""
    confusable = confusable_classes(character) if confusable is None else confusable
    if not np.isin(path, list(confusable)).any():  # most lines: no 0 or 1 at all
        return path
    runs = character_runs(path)
    text = "".join(character[path[r[0]]] for r in runs)
    out = path
    for i, frames in enumerate(runs):
        letters = confusable.get(int(path[frames[0]]))
        if not letters or not _among_letters(text, i):
            continue
        best = max(letters, key=lambda k: float(probs[frames, k].max()))
        if probs[frames, best].max() < threshold:
            continue
        # a letter equal to its neighbour with no blank frame between would merge with it in decoding
        lo, hi = frames[0] - 1, frames[-1] + 1
        if (lo >= 0 and path[lo] == best) or (hi < len(path) and path[hi] == best):
            continue
        if out is path:
            out = path.copy()
        out[frames] = best
    return out
