"""Rule ``take_next_lines``: an untagged line right under a text value, in its column, joins it.

Why: an address's last line, the country alone ("USA"), is often left ``O`` at 0.4-0.6 with the address's own
tags close behind; the decoder then returned the address without it. The geometry keeps this to the line right
under the value, in its column. Rule ``column_split``: a line read across two blocks side by side is two
candidate lines, one per block (:func:`beside`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.spans import continues_value
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import Span, spans_to_tags


def take_next_lines(doc: Document, entries: Sequence[tuple[Page, Word]], tags: list[str], conf: list[float],
                    best: dict[str, list[Span]], prob: Callable[[int, str], float],
                    params: DecodeParams = DEFAULT) -> None:
    """Each text field's value (``best``: its spans) takes the ``O`` line (at most ``next_line_max_words``
    words of one column) that is its next line (:func:`~docx_cli.decode.spans.continues_value`) when the model
    gives that line's words the field (the sum of its B/I/E/S probabilities, ``prob(word, tag)``) with a mean
    ≥ ``line_min_prob``; up to ``next_line_max_lines`` lines. ``tags``/``conf`` are changed in place."""
    lines = _untagged_lines(entries, tags, params)
    for f, g in best.items():
        for _ in range(params.next_line_max_lines):
            cands = []
            for r in lines:
                if continues_value(doc.format, entries, g[-1], r, params) is None:
                    continue
                seq = spans_to_tags(len(r), [Span(f, 0, len(r))])
                q = [prob(k, t) for k, t in zip(range(r.start, r.end), seq)]
                mass = [sum(prob(k, f"{p}-{f}") for p in "BIES") for k in range(r.start, r.end)]
                cands.append((sum(mass) / len(mass), r, seq, q))
            if not cands:
                break
            score, r, seq, q = max(cands, key=lambda c: c[0])
            if score < params.line_min_prob:
                break
            for k, t, p in zip(range(r.start, r.end), seq, q):
                tags[k], conf[k] = t, p
            lines.remove(r)
            g = [*g, Span(f, r.start, r.end)]


def _untagged_lines(entries: Sequence[tuple[Page, Word]], tags: Sequence[str],
                    params: DecodeParams) -> list[Span]:
    """Maximal runs of ``O`` words on one line (and, with ``column_split``, in one column) of at most
    ``next_line_max_words`` words."""
    split = params.on("column_split")
    lines: list[Span] = []
    i, n = 0, len(tags)
    while i < n:
        if tags[i] != "O":
            i += 1
            continue
        j = i + 1
        page, word = entries[i]
        while (j < n and tags[j] == "O" and entries[j][0].number == page.number
               and entries[j][1].line_id == word.line_id
               and (not split or beside(entries[j - 1][1], entries[j][1], params.column_gap))):
            j += 1
        if j - i <= params.next_line_max_words:
            lines.append(Span("O", i, j))
        i = j
    return lines


def beside(a: Word, b: Word, column_gap: float = DEFAULT.column_gap) -> bool:
    """Word ``b`` follows ``a`` in the same column of their line (True without boxes): the blank between them
    is at most ``column_gap`` line heights. Why: a line read across two address blocks ("USA" under the left
    one, "USA" under the right one) is two candidate lines, one per block; scored as one, the right block's
    word drowned the left one's probability (a validation invoice's customer address lost its country)."""
    if a.box is None or b.box is None:
        return True
    height = max(a.box[3] - a.box[1], b.box[3] - b.box[1], 1e-6)
    return b.box[0] - a.box[2] <= column_gap * height
