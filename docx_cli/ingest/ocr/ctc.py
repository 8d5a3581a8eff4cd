"""A recogniser line's greedy CTC path (T,) read as emitted characters, for the decoding steps that amend it
(.spaces, .glyphs). CTC: a run of frames of one class is one character; "blank" (class 0) separates."""

from __future__ import annotations

import numpy as np

BLANK = 0  # CTCLabelDecode puts "blank" first and the space last in its character list


def characters(path: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The non-blank frames of a greedy path (N,) and which of them start an emitted character (N,): a frame
    of another class than the frame before it, or after a blank."""
    nonblank = np.flatnonzero(path != BLANK)
    starts = np.ones(len(nonblank), dtype=bool)
    starts[1:] = (path[nonblank[1:]] != path[nonblank[:-1]]) | (np.diff(nonblank) > 1)
    return nonblank, starts


def runs(path: np.ndarray) -> list[np.ndarray]:
    """The frames of each emitted character, in order."""
    nonblank, starts = characters(path)
    return np.split(nonblank, np.flatnonzero(starts)[1:]) if len(nonblank) else []
