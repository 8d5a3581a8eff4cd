"""Constrained decoding: the most probable *valid* BIESO sequence given per-word tag probabilities.

Taking each word's argmax tag independently yields sequences such as ``B I O I E`` that the repair rule then
cuts into fragments (a vendor name decoded as "TAN" instead of "TAN CHAY YEE"). A Viterbi pass over the
allowed transitions (``B-x``/``I-x`` must be followed by ``I-x``/``E-x``; a span starts only with ``B``/``S``;
the sequence cannot end inside a span) picks the best whole sequence instead; no training change needed.
Rule ``line_breaks``: at a line break a value may stop short and another field's value go on.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import numpy as np

from docx_cli.decode.params import DEFAULT
from docx_cli.tagging import parse_tag


def transition_mask(labels: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(allowed[prev, cur], allowed_start[cur], allowed_end[prev]) as bool arrays."""
    parsed = [parse_tag(t) for t in labels]
    n = len(labels)
    # built as lists, made arrays once (element-wise writes into a torch tensor cost ~20 µs each: 90 ms)
    allowed = [[False] * n for _ in range(n)]
    start = [False] * n
    end = [False] * n
    for j, cur in enumerate(parsed):
        opens = cur is None or cur[0] in ("B", "S")  # O, B-y, S-y may follow a closed position
        start[j] = opens
        for i, prev in enumerate(parsed):
            closed = prev is None or prev[0] in ("E", "S")
            if closed:
                allowed[i][j] = opens
            else:  # inside a span of prev's label: only I / E of the same label
                allowed[i][j] = cur is not None and cur[0] in ("I", "E") and cur[1] == prev[1]
    for i, prev in enumerate(parsed):
        end[i] = prev is None or prev[0] in ("E", "S")
    return np.array(allowed, dtype=bool), np.array(start, dtype=bool), np.array(end, dtype=bool)


def viterbi_tags(probs: Any, labels: Sequence[str], breaks: Sequence[bool] | None = None,
                 break_cost: float = DEFAULT.break_cost, joinable: Collection[str] | None = None
                 ) -> tuple[list[str], list[float]]:
    """Best valid tag sequence for (W, C) probabilities; returns the tags and each chosen tag's probability.

    ``breaks[k]`` (word k starts a new line or page): there any transition between O and the tags of the
    ``joinable`` fields (default: all) is allowed at ``break_cost``, and the pieces are then closed and opened
    where the field changes (:func:`close_pieces`). Why: two or three
    address blocks side by side are read line by line, so a value's lines alternate with another's. The
    model tags each line as the continuation it is (``I-vendor_address`` at the end of one line,
    ``E-customer_address`` at the start of the next), which no valid sequence allows: plain Viterbi then
    forced the customer's line into the vendor's value. Pieces of one value are joined again by
    :func:`docx_cli.decode.spans.join_split_spans` (same column, next line). ``break_cost``: the
    log-probability of such a change (``DecodeParams.break_cost``)."""
    w = probs.shape[0]
    if w == 0:
        return [], []
    # numpy, not torch (a torch tensor is read as its array): W steps of tiny (C, C) max/argmax, which torch
    # spreads over its thread pool; on a loaded 2-core machine each step then waited ~10 ms for busy threads
    # (1.5 s for a one-page invoice). Same float64 arithmetic, same first-maximum ties, so the same path.
    p = probs.detach().cpu().double().numpy() if hasattr(probs, "detach") else np.asarray(probs, dtype=np.float64)
    allowed, start, end = transition_mask(labels)
    logp = np.log(np.maximum(p, 1e-12))  # (W, C)
    trans = np.where(allowed, 0.0, -np.inf)  # (C_prev, C_cur)
    ok = np.array([t == "O" or joinable is None or t[2:] in joinable for t in labels])  # (C,)
    relax = (ok[:, None] & ok[None, :]) & ~allowed  # only at a break
    at_break = np.where(allowed, 0.0, np.where(relax, float(break_cost), -np.inf))
    score = np.where(start, logp[0], -np.inf)
    back = np.zeros((w, p.shape[1]), dtype=np.int64)
    for k in range(1, w):
        cand = score[:, None] + (at_break if breaks is not None and breaks[k] else trans)  # (C_prev, C_cur)
        arg = cand.argmax(axis=0)
        score = cand[arg, np.arange(cand.shape[1])] + logp[k]
        back[k] = arg
    score = np.where(end, score, -np.inf)
    path = [int(score.argmax())]
    for k in range(w - 1, 0, -1):
        path.append(int(back[k, path[-1]]))
    path.reverse()
    tags, conf = [labels[i] for i in path], [float(p[k, i]) for k, i in enumerate(path)]
    if breaks is not None:
        tags = close_pieces(tags)
    return tags, conf


def close_pieces(tags: Sequence[str]) -> list[str]:
    """Valid BIESO from a sequence that may change field at a line break: a piece left open is closed
    (B→S, I→E) and a piece that starts inside is opened (I→B, E→S). A word so changed keeps the probability
    of the tag Viterbi chose (giving it the sum of its field's tag probabilities instead ranked receipts'
    address pieces worse: SROIE validation 0.742 → 0.737)."""
    out = list(tags)
    parsed = [parse_tag(t) for t in tags]
    n = len(out)
    for k, p in enumerate(parsed):
        if p is None:
            continue
        pre, lab = p
        nxt = parsed[k + 1] if k + 1 < n else None
        prv = parsed[k - 1] if k > 0 else None
        opens = pre in ("B", "S") or not (prv is not None and prv[1] == lab and prv[0] in ("B", "I"))
        closes = pre in ("E", "S") or not (nxt is not None and nxt[1] == lab and nxt[0] in ("I", "E"))
        out[k] = ("S" if opens and closes else "B" if opens else "E" if closes else "I") + "-" + lab
    return out
