"""Rule ``move_continuations``: a dropped piece of one text field that is the next line of another text field's
value (or, rule ``continuation_above``, the line right above it) moves to that value.

Why: two address blocks side by side are read line by line, interleaved. Both end in a country ("United Kingdom"
in the left column, again one line lower in the right one); the model often tags both ``customer_address`` (the
right one at 0.55-0.65, ``vendor_address`` 0.35-0.45). The second is not the next line of the customer address
(another column), so it is a separate, less confident candidate that the decoder drops, and the vendor address
loses its last line. The rule moves a candidate only when it would be dropped anyway (not its field's best
value) and only onto the line right under a value of the other field, in its column
(:func:`~docx_cli.decode.spans.continues_value`); any of its values, not only the best: a multi-page order
repeats both addresses on every page, and the best may be another page's. The same holds for an address's
first line tagged with the other address (the street above "Raleigh, NC 37113", the other address's tags at
0.5-0.9): it moves onto the value it is the line right above of. Then each value takes the untagged line right
under it when the model leans that way (:mod:`docx_cli.decode.rules.next_lines`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rules.next_lines import take_next_lines
from docx_cli.decode.spans import continues_value, join_split_spans, joinable_fields, value_spans
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import Span, spans_to_tags


def move_continuations(
    doc: Document,
    tags: list[str],
    conf: list[float],
    field_kinds: Mapping[str, str],
    prob: Callable[[int, str], float],
    *,
    min_prob: float | None = None,
    types: Mapping[str, str] | None = None,
    params: DecodeParams = DEFAULT,
) -> None:
    """Move the dropped pieces that continue another text field's value, when the model gives them that
    field's tags with mean probability ≥ ``min_prob`` (default ``params.fill_min_prob``; ``prob(word,
    tag)``), then let each value take its untagged next lines. ``tags``/``conf`` are changed in place."""
    min_prob = params.fill_min_prob if min_prob is None else min_prob
    entries = list(doc.iter_words())
    spans = value_spans(entries, tags, params)
    text_singles = joinable_fields(field_kinds, types)
    by_field: dict[str, list[list[Span]]] = {}
    for g in join_split_spans(doc, spans, field_kinds, types, params):
        if g[0].label in text_singles:
            by_field.setdefault(g[0].label, []).append(g)

    def mean_conf(g: list[Span]) -> float:
        idx = [i for s in g for i in range(s.start, s.end)]
        return sum(conf[i] for i in idx) / len(idx)

    best = {f: min(gs, key=lambda g: (-mean_conf(g), g[0].start)) for f, gs in by_field.items()}  # as ranked
    if params.on("move_continuations"):
        _move_pieces(doc, entries, tags, conf, by_field, best, prob, min_prob, params)
    if params.on("take_next_lines"):
        take_next_lines(doc, entries, tags, conf, best, prob, params)


def _move_pieces(doc: Document, entries: Sequence[tuple[Page, Word]], tags: list[str], conf: list[float],
                 by_field: dict[str, list[list[Span]]], best: dict[str, list[Span]],
                 prob: Callable[[int, str], float], min_prob: float, params: DecodeParams) -> None:
    moved: set[int] = set()
    for f, gs in by_field.items():
        for g in gs:
            if g is best[f]:
                continue
            moves = _moves(doc, entries, g, f, by_field, moved, prob, params)
            if not moves:
                continue
            score, _other, seq, q, b, below = max(moves, key=lambda m: m[0])
            if score < min_prob:
                continue
            for i, t, p in zip((i for s in g for i in range(s.start, s.end)), seq, q):
                tags[i], conf[i] = t, p
            if below:
                b.extend(g)  # a further line may continue it
            else:
                b[:0] = g  # its first line now
            moved.add(id(g))  # no longer a value of f


def _moves(doc: Document, entries: Sequence[tuple[Page, Word]], g: list[Span], f: str,
           by_field: dict[str, list[list[Span]]], moved: set[int], prob: Callable[[int, str], float],
           params: DecodeParams) -> list[tuple]:
    """(mean probability, target field, new tags, their probabilities, the value continued, below?) for each
    value of another field that piece ``g`` (of field ``f``) continues."""
    above_ok = params.on("continuation_above")
    moves = []
    for other, bs in by_field.items():
        for b in bs:
            below = continues_value(doc.format, entries, b[-1], g[0], params) is not None
            above = above_ok and continues_value(doc.format, entries, g[-1], b[0], params) is not None
            if other == f or id(b) in moved or not (below or above):
                continue
            seq = [t for s in g for t in spans_to_tags(len(s), [Span(other, 0, len(s))])]
            q = [prob(i, t) for i, t in zip((i for s in g for i in range(s.start, s.end)), seq)]
            moves.append((sum(q) / len(q), other, seq, q, b, below))
    return moves
