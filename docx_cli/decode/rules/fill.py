"""Rules ``fill_single``, ``typed_fill``, ``sole_date``, ``move_runs`` and ``displaced_date``: a single field that
Viterbi left empty takes the most probable value still free.

Why: Viterbi only keeps the sequence valid; it does not know that a single field has one value. So two dates of
a document can both come out ``S-date`` (the second one's ``S-due_date`` probability a little lower) and
``due_date`` stays empty, while the decoder keeps one date and drops the other.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from docx_cli.decode.normalize import field_type, normalize_date, reads_as
from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rules.dates import LATER_DATES
from docx_cli.tagging import Span, spans_to_tags, tags_to_spans


def fill_single_fields(probs: Any, labels: Sequence[str], tags: Sequence[str], conf: Sequence[float],
                       kinds: dict[str, str], min_prob: float | None = None,
                       words: Sequence[str] | None = None, types: Mapping[str, str] | None = None,
                       params: DecodeParams = DEFAULT
                       ) -> tuple[list[str], list[float]]:
    """Give each empty ``single`` field its most probable free one-word value (``S-field`` probability ≥
    ``min_prob``, default ``params.fill_min_prob``). With the ``words``' texts (rule ``typed_fill``), a date or
    amount field (:func:`~docx_cli.decode.normalize.field_type`) only takes a word that reads as one: a
    receipt's time "09:06PM" is not its date, however probable.

    A word is free when it is tagged ``O``, or ``S-x`` for a single field ``x`` that has a more confident value
    elsewhere (a candidate that would be dropped). Fields are filled most confident first, a word at most
    once. A dropped candidate of several words first moves whole to an empty field whose B…I…E tags are
    likely enough (rule ``move_runs``, :func:`_move_runs`); other spans of several words are left as they are.

    Rule ``displaced_date``: a date displaced from a later date field (due, delivery, expiry) counts with both
    probabilities when it fills the empty ``date``: on unseen order layouts the model often tags both of a
    document's dates ``S-due_date`` (0.7–0.9) and neither ``S-date`` above 0.2, so ``date`` stayed empty
    although the model is sure the word is one of the document's dates. The second date fills ``date`` and
    the rule ``order_dates`` then puts the two in calendar order. The confidence returned is still the word's
    own ``S-date`` probability. Not the other way round: a receipt's second printed date displaced from
    ``date`` would fill ``due_date``, and the calendar rule could swap it into ``date`` (measured: SROIE
    validation date 0.860 → 0.774 when both ways were allowed).

    Rule ``sole_date`` (with the ``words``): a document has a date, so where ``date`` is still empty after the
    fill, the one free word of the page that reads as a whole date takes it, however unsure the model is (a
    receipt's "03.08.13" at S-date 0.04: WildReceipt's dates 0.899 → 0.908); two or more such words, no guess.
    """
    min_prob = params.fill_min_prob if min_prob is None else min_prob
    tags, conf = list(tags), list(conf)
    singles = [f for f, k in kinds.items() if k == "single" and f"S-{f}" in labels]
    if not singles or not tags:
        return tags, conf
    typed_words = words if params.on("typed_fill") else None
    free, displaced, runs, filled = _free_words(tags, conf, singles, typed_words, types)
    empty = [f for f in singles if f not in filled]
    if runs and empty and params.on("move_runs"):
        empty = _move_runs(probs, labels, tags, conf, runs, empty, min_prob, typed_words, types)
    if not empty or not any(free):
        return tags, conf
    # numpy (a torch tensor is read as its array): no torch import on the decoding path, whatever ran the model
    probs = _array(probs)
    mask = np.array(free, dtype=bool)
    cols = [labels.index(f"S-{f}") for f in empty]
    p = np.where(mask[:, None], probs[:, cols], 0.0).astype(np.float32)  # (W, E): S-f probability of free words
    own = p  # each word's own S-f probability: the confidence reported
    fits: dict[str, np.ndarray] = {}  # per type, once (date and due_date share one pass over the words)
    if typed_words is not None:
        for e, f in enumerate(empty):
            kind = field_type(f, types)
            if kind != "text":
                p[:, e] = np.where(_fits(fits, kind, free, typed_words), p[:, e], np.float32(0.0))
    if words is not None and params.on("displaced_date"):
        own = _add_displaced_dates(probs, labels, p, empty, displaced, fits, free, words, types)
    used: set[int] = set()
    while True:
        flat = int(p.argmax())  # the first maximum, as torch's max(dim=0) returned
        if float(p.flat[flat]) < min_prob:
            break
        w, e = divmod(flat, len(empty))
        tags[w], conf[w] = f"S-{empty[e]}", float(own[w, e])
        p[w, :] = 0.0  # the word is used
        p[:, e] = 0.0  # the field is filled
        used.add(w)
    if "date" in empty and typed_words is not None and params.on("sole_date") and "S-date" not in tags:
        # rule sole_date: a document has a date; where the model found none, the one free word of the page that
        # reads as a whole date is it (or the first of several that read as one day: a till receipt prints its
        # date again in its fiscal signature's time stamps, "05.12.2026" ... "2026-12-05T09:")
        dates = [w for w in np.flatnonzero(_fits(fits, "date", free, typed_words)) if w not in used]
        if len(dates) == 1 or (len({normalize_date(typed_words[int(w)]) for w in dates}) == 1
                               and all(_YEAR.search(typed_words[int(w)]) for w in dates)):
            w = int(dates[0])
            tags[w], conf[w] = "S-date", float(own[w, empty.index("date")])
    return tags, conf


_YEAR = re.compile(r"(?:19|20)\d\d")  # a date printed with its century: several copies of one day agree


def _free_words(tags: list[str], conf: list[float], singles: Sequence[str], words: Sequence[str] | None,
                types: Mapping[str, str] | None) -> tuple[list[bool], dict[int, str], list[Span], set[str]]:
    """(free per word, word → the single field whose more confident value displaced it, displaced values of
    several words, the single fields that have a value)."""
    spans: dict[str, list[Span]] = {}
    for s in tags_to_spans(tags):  # Viterbi tags are valid, so no repair happens here
        spans.setdefault(s.label, []).append(s)
    free = [t == "O" for t in tags]
    displaced: dict[int, str] = {}
    runs: list[Span] = []
    filled: set[str] = set()
    for f, ss in spans.items():
        if f not in singles:
            continue
        # a date or amount field's span that does not read as one is no value ("2024-09748", a document
        # number with a year in front, tagged due_date): it is displaced like a weaker candidate
        valid = ss if words is None else [s for s in ss if _reads_as_field(words, s, f, types)]
        best = max(valid, key=lambda s: sum(conf[s.start:s.end]) / len(s)) if valid else None  # as values.py
        if best is not None:
            filled.add(f)
        for s in ss:
            if s is not best and len(s) == 1:
                free[s.start] = True
                displaced[s.start] = f
            elif s is not best:
                runs.append(s)
    return free, displaced, runs, filled


def _array(probs: Any) -> np.ndarray:
    """(W, C) probabilities as a float32 numpy array (a torch tensor shares its memory)."""
    if hasattr(probs, "detach"):
        probs = probs.detach().cpu().float().numpy()
    return np.asarray(probs, dtype=np.float32)


def _fits(fits: dict[str, np.ndarray], kind: str, free: Sequence[bool],
          words: Sequence[str]) -> np.ndarray:
    """Which words are free and read as a ``kind`` value (computed once per kind, kept in ``fits``)."""
    if kind not in fits:
        fits[kind] = np.array([free[w] and reads_as(words[w], kind) for w in range(len(words))], dtype=bool)
    return fits[kind]


def _add_displaced_dates(probs: np.ndarray, labels: Sequence[str], p: np.ndarray, empty: Sequence[str],
                         displaced: dict[int, str], fits: dict[str, np.ndarray], free: Sequence[bool],
                         words: Sequence[str], types: Mapping[str, str] | None) -> np.ndarray:
    """Add to ``p`` (in place), for the empty document date, the probability a displaced date had of its own
    field; returns each word's own probabilities (the confidence reported). Only the document's own date takes
    a displaced date: a later date (due, delivery) filled this way can be a receipt's second printed date,
    which the calendar-order rule would then swap into ``date``."""
    takers = [e for e, f in enumerate(empty) if field_type(f, types) == "date" and f not in LATER_DATES]
    lost = {w: np.float32(probs[w, labels.index(f"S-{f}")]) for w, f in displaced.items()
            if takers and field_type(f, types) == "date" and _fits(fits, "date", free, words)[w]}
    if not lost:
        return p
    own = p.copy()
    for e in takers:
        for w, q in lost.items():
            p[w, e] += q
    return own


def _reads_as_field(words: Sequence[str], s: Span, field: str, types: Mapping[str, str] | None) -> bool:
    kind = field_type(field, types)
    return kind == "text" or reads_as(" ".join(words[s.start:s.end]), kind)


def _move_runs(probs: Any, labels: Sequence[str], tags: list[str], conf: list[float], runs: Sequence[Span],
               empty: Sequence[str], min_prob: float, words: Sequence[str] | None,
               types: Mapping[str, str] | None) -> list[str]:
    """Displaced values of several words (``runs``) go to an empty single field whose B…I…E tags the model
    gives them with a mean probability ≥ ``min_prob`` (of the same type, with ``words``), most probable first;
    ``tags``/``conf`` are changed in place and the fields still empty returned.

    Why: a layout that prints both dates on one line ("Due: October 10, 2023  Date: September 26, 2023") comes
    out of Viterbi as two ``date`` spans; the decoder keeps the more confident one and ``due_date`` stays
    empty although the other span's ``due_date`` tags are likely too. Only the target field's own
    probabilities count (a receipt's second date, with no ``due_date`` probability, stays where it was).
    """
    cands = []  # (mean probability, run, field, its tags, their probabilities)
    for s in runs:
        n = len(s)
        for f in empty:
            seq = spans_to_tags(n, [Span(f, 0, n)])
            if any(t not in labels for t in seq):
                continue
            if words is not None and not _reads_as_field(words, s, f, types):
                continue
            q = [float(probs[s.start + k, labels.index(t)]) for k, t in enumerate(seq)]  # (n,)
            cands.append((sum(q) / n, s, f, seq, q))
    filled: set[str] = set()
    moved: set[int] = set()
    for score, s, f, seq, q in sorted(cands, key=lambda c: -c[0]):
        if score < min_prob:
            break
        if f in filled or s.start in moved:
            continue
        tags[s.start:s.end], conf[s.start:s.end] = seq, q
        filled.add(f)
        moved.add(s.start)
    return [f for f in empty if f not in filled]
