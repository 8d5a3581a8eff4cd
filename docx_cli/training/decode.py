"""Constrained decoding: the most probable *valid* BIESO sequence given per-word tag probabilities.

Taking each word's argmax tag independently yields sequences such as ``B I O I E`` that the repair rule then
cuts into fragments (a vendor name decoded as "TAN" instead of "TAN CHAY YEE"). A Viterbi pass over the
allowed transitions (``B-x``/``I-x`` must be followed by ``I-x``/``E-x``; a span starts only with ``B``/``S``;
the sequence cannot end inside a span) picks the best whole sequence instead; no training change needed.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

import torch

from docx_cli.document import Document
from docx_cli.tagging import Span, parse_tag, spans_to_tags, tags_to_spans


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


# At a line break a value may stop short and another field's value may go on (interleaved columns); such a
# transition, invalid inside a line, costs this much log-probability (a factor 0.5). Chosen on select-val
# (costs 0, -0.7, -1.6, -2.3, -3.0, -4.6, -6.9 tried): MODEL_CARD.md.
BREAK_COST = -0.7


def viterbi_tags(probs: torch.Tensor, labels: Sequence[str], breaks: Sequence[bool] | None = None,
                 break_cost: float = BREAK_COST, joinable: Collection[str] | None = None
                 ) -> tuple[list[str], list[float]]:
    """Best valid tag sequence for (W, C) probabilities; returns the tags and each chosen tag's probability.

    ``breaks[k]`` (word k starts a new line or page): there any transition between O and the tags of the
    ``joinable`` fields (default: all) is allowed at ``break_cost``, and the pieces are then closed and opened
    where the field changes (:func:`close_pieces`). Why: two or three
    address blocks side by side are read line by line, so a value's lines alternate with another's. The
    model tags each line as the continuation it is (``I-vendor_address`` at the end of one line,
    ``E-customer_address`` at the start of the next), which no valid sequence allows: plain Viterbi then
    forced the customer's line into the vendor's value. Pieces of one value are joined again by
    :func:`docx_cli.fields.join_split_spans` (same column, next line)."""
    w = probs.shape[0]
    if w == 0:
        return [], []
    allowed, start, end = transition_mask(labels)
    neg = torch.tensor(float("-inf"))
    logp = torch.log(probs.double().clamp_min(1e-12))  # (W, C)
    trans = torch.where(allowed, torch.tensor(0.0, dtype=torch.float64), neg.double())  # (C, C)
    ok = torch.tensor([t == "O" or joinable is None or t[2:] in joinable for t in labels])  # (C,)
    relax = (ok.unsqueeze(1) & ok.unsqueeze(0)) & ~allowed  # (C_prev, C_cur): only at a break
    at_break = torch.where(allowed, torch.tensor(0.0, dtype=torch.float64),
                           torch.where(relax, torch.tensor(break_cost).double(), neg.double()))
    score = torch.where(start, logp[0], neg.double())
    back = torch.zeros((w, probs.shape[1]), dtype=torch.long)
    for k in range(1, w):
        cand = score.unsqueeze(1) + (at_break if breaks is not None and breaks[k] else trans)  # (C_prev, C_cur)
        best, arg = cand.max(dim=0)
        score = best + logp[k]
        back[k] = arg
    score = torch.where(end, score, neg.double())
    path = [int(score.argmax())]
    for k in range(w - 1, 0, -1):
        path.append(int(back[k, path[-1]]))
    path.reverse()
    tags, conf = [labels[i] for i in path], [float(probs[k, i]) for k, i in enumerate(path)]
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


# A single field (one value per document: a date, a total) that Viterbi left empty takes the most probable
# one-word value still free, if the model gives it at least this probability. Chosen on the union validation
# split (models/default/MODEL_CARD.md); 1.0 turns the step off.
FILL_MIN_PROB = 0.25


def fill_single_fields(probs: torch.Tensor, labels: Sequence[str], tags: Sequence[str], conf: Sequence[float],
                       kinds: dict[str, str], min_prob: float = FILL_MIN_PROB, words: Sequence[str] | None = None,
                       types: Mapping[str, str] | None = None) -> tuple[list[str], list[float]]:
    """Give each empty ``single`` field its most probable free one-word value (``S-field`` probability ≥
    ``min_prob``). With the ``words``' texts, a date or amount field (:func:`docx_cli.fields.field_type`)
    only takes a word that reads as one: a receipt's time "09:06PM" is not its date, however probable.

    Why: Viterbi only keeps the sequence valid; it does not know that a single field has one value. So two
    dates of a document can both come out ``S-date`` (the second one's ``S-due_date`` probability a little
    lower) and ``due_date`` stays empty, while the decoder keeps one date and drops the other. A word is free
    when it is tagged ``O``, or ``S-x`` for a single field ``x`` that has a more confident value elsewhere (a
    candidate that would be dropped). Fields are filled most confident first, a word at most once. A dropped
    candidate of several words first moves whole to an empty field whose B…I…E tags are likely enough
    (:func:`_move_runs`); other spans of several words are left as they are.

    A date displaced from a later date field (due, delivery, expiry) counts with both probabilities when it
    fills the empty ``date``: on unseen order layouts the model often tags both of a document's dates
    ``S-due_date`` (0.7–0.9) and neither ``S-date`` above 0.2, so ``date`` stayed empty although the model is
    sure the word is one of the document's dates. The second date fills ``date`` and
    :func:`docx_cli.fields.decode_fields` then puts the two in calendar order. The confidence returned is
    still the word's own ``S-date`` probability. Not the other way round: a receipt's second printed date
    displaced from ``date`` would fill ``due_date``, and the calendar rule could swap it into ``date``
    (measured: SROIE validation date 0.860 → 0.774 when both ways were allowed).
    """
    tags, conf = list(tags), list(conf)
    singles = [f for f, k in kinds.items() if k == "single" and f"S-{f}" in labels]
    if not singles or not tags:
        return tags, conf
    spans: dict[str, list[Span]] = {}
    for s in tags_to_spans(tags):  # Viterbi tags are valid, so no repair happens here
        spans.setdefault(s.label, []).append(s)
    free = [t == "O" for t in tags]
    displaced: dict[int, str] = {}  # word → the single field whose more confident value freed it
    runs: list[Span] = []  # displaced values of several words
    filled: set[str] = set()
    for f, ss in spans.items():
        if f not in singles:
            continue
        # a date or amount field's span that does not read as one is no value ("2024-09748", a document
        # number with a year in front, tagged due_date): it is displaced like a weaker candidate
        valid = ss if words is None else [s for s in ss if _reads_as_field(words, s, f, types)]
        best = max(valid, key=lambda s: sum(conf[s.start:s.end]) / len(s)) if valid else None  # as fields.py
        if best is not None:
            filled.add(f)
        for s in ss:
            if s is not best and len(s) == 1:
                free[s.start] = True
                displaced[s.start] = f
            elif s is not best:
                runs.append(s)
    empty = [f for f in singles if f not in filled]
    if runs and empty:
        empty = _move_runs(probs, labels, tags, conf, runs, empty, min_prob, words, types)
    if not empty or not any(free):
        return tags, conf
    mask = torch.tensor(free)
    cols = torch.tensor([labels.index(f"S-{f}") for f in empty])
    p = probs[:, cols].float().masked_fill(~mask.unsqueeze(1), 0.0)  # (W, E): S-f probability of free words
    own = p  # each word's own S-f probability: the confidence reported
    if words is not None:
        from docx_cli.fields import LATER_DATES, field_type, reads_as

        fits: dict[str, torch.Tensor] = {}  # per type, once (date and due_date share one pass over the words)
        for e, f in enumerate(empty):
            kind = field_type(f, types)
            if kind != "text":
                if kind not in fits:
                    fits[kind] = torch.tensor([free[w] and reads_as(words[w], kind) for w in range(len(words))])
                p[:, e] = p[:, e].masked_fill(~fits[kind], 0.0)
        # only the document's own date takes a displaced date: a later date (due, delivery) filled this way can
        # be a receipt's second printed date, which the calendar-order rule would then swap into `date`
        takers = [e for e, f in enumerate(empty) if field_type(f, types) == "date" and f not in LATER_DATES]
        lost = {w: probs[w, labels.index(f"S-{f}")].float() for w, f in displaced.items()
                if takers and field_type(f, types) == "date" and fits["date"][w]}
        if lost:
            own = p.clone()
            for e in takers:
                for w, q in lost.items():
                    p[w, e] += q
    while True:
        v, flat = p.flatten().max(dim=0)
        if float(v) < min_prob:
            break
        w, e = divmod(int(flat), len(empty))
        tags[w], conf[w] = f"S-{empty[e]}", float(own[w, e])
        p[w, :] = 0.0  # the word is used
        p[:, e] = 0.0  # the field is filled
    return tags, conf


def _reads_as_field(words: Sequence[str], s: Span, field: str, types: Mapping[str, str] | None) -> bool:
    from docx_cli.fields import field_type, reads_as

    kind = field_type(field, types)
    return kind == "text" or reads_as(" ".join(words[s.start:s.end]), kind)


def _move_runs(probs: torch.Tensor, labels: Sequence[str], tags: list[str], conf: list[float], runs: Sequence[Span],
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


def decode_tags(probs: torch.Tensor, labels: Sequence[str], kinds: dict[str, str],
                fill_min_prob: float = FILL_MIN_PROB, words: Sequence[str] | None = None,
                types: Mapping[str, str] | None = None, doc: Document | None = None) -> tuple[list[str], list[float]]:
    """(W, C) word probabilities → tags and their probabilities, as `docx extract` and `docx evaluate` both
    decode: the best valid BIESO sequence, then each empty single field filled (:func:`fill_single_fields`).
    Given the ``doc``: a value may end at a line break where another goes on (:func:`viterbi_tags`), and
    after the fill a dropped piece that is the next line of another field's value moves to it
    (:func:`docx_cli.fields.move_continuations`)."""
    breaks, joinable = None, None
    if doc is not None:
        from docx_cli.fields import joinable_fields

        ws = list(doc.iter_words())
        breaks = [k > 0 and (p.number != ws[k - 1][0].number or w.line_id != ws[k - 1][1].line_id)
                  for k, (p, w) in enumerate(ws)]
        # only values whose pieces fields.join_split_spans joins again (a single text field: an address, a
        # name); a multi field's piece would stay a value of its own (a contract's party name cut in two)
        joinable = joinable_fields(kinds, types)
    tags, conf = viterbi_tags(probs, labels, breaks, joinable=joinable)
    tags, conf = fill_single_fields(probs, labels, tags, conf, kinds, fill_min_prob, words, types)
    if doc is not None and tags:
        from docx_cli.fields import move_continuations

        col = {t: j for j, t in enumerate(labels)}
        move_continuations(doc, tags, conf, kinds, lambda i, t: float(probs[i, col[t]]) if t in col else 0.0,
                           min_prob=fill_min_prob, types=types)
    return tags, conf
