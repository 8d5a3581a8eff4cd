"""Constrained decoding: the most probable *valid* BIESO sequence given per-word tag probabilities.

Taking each word's argmax tag independently yields sequences such as ``B I O I E`` that the repair rule then
cuts into fragments (a vendor name decoded as "TAN" instead of "TAN CHAY YEE"). A Viterbi pass over the
allowed transitions (``B-x``/``I-x`` must be followed by ``I-x``/``E-x``; a span starts only with ``B``/``S``;
the sequence cannot end inside a span) picks the best whole sequence instead; no training change needed.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

from docx_cli.tagging import parse_tag


def transition_mask(labels: Sequence[str]) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(allowed[prev, cur], allowed_start[cur], allowed_end[prev]) as bool tensors."""
    parsed = [parse_tag(t) for t in labels]
    n = len(labels)
    allowed = torch.zeros((n, n), dtype=torch.bool)
    start = torch.zeros(n, dtype=torch.bool)
    end = torch.zeros(n, dtype=torch.bool)
    for j, cur in enumerate(parsed):
        opens = cur is None or cur[0] in ("B", "S")  # O, B-y, S-y may follow a closed position
        start[j] = opens
        for i, prev in enumerate(parsed):
            closed = prev is None or prev[0] in ("E", "S")
            if closed:
                allowed[i, j] = opens
            else:  # inside a span of prev's label: only I / E of the same label
                allowed[i, j] = cur is not None and cur[0] in ("I", "E") and cur[1] == prev[1]
    for i, prev in enumerate(parsed):
        end[i] = prev is None or prev[0] in ("E", "S")
    return allowed, start, end


def viterbi_tags(probs: torch.Tensor, labels: Sequence[str]) -> tuple[list[str], list[float]]:
    """Best valid tag sequence for (W, C) probabilities; returns the tags and each chosen tag's probability."""
    w = probs.shape[0]
    if w == 0:
        return [], []
    allowed, start, end = transition_mask(labels)
    neg = torch.tensor(float("-inf"))
    logp = torch.log(probs.double().clamp_min(1e-12))  # (W, C)
    trans = torch.where(allowed, torch.tensor(0.0, dtype=torch.float64), neg.double())  # (C, C)
    score = torch.where(start, logp[0], neg.double())
    back = torch.zeros((w, probs.shape[1]), dtype=torch.long)
    for k in range(1, w):
        cand = score.unsqueeze(1) + trans  # (C_prev, C_cur)
        best, arg = cand.max(dim=0)
        score = best + logp[k]
        back[k] = arg
    score = torch.where(end, score, neg.double())
    path = [int(score.argmax())]
    for k in range(w - 1, 0, -1):
        path.append(int(back[k, path[-1]]))
    path.reverse()
    return [labels[i] for i in path], [float(probs[k, i]) for k, i in enumerate(path)]
