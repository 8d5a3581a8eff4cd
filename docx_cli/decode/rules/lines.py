"""Where two words of a page stand to each other on their line, and a line's cells: what the row and cell rules
(columns.py, arithmetic.py, groups.py, periods.py, headers.py, letterhead.py, next_lines.py) ask of the reading
order's lines."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from docx_cli.document import Page, Word


def same_line(entries: Sequence[tuple[Page, Word]], i: int, j: int) -> bool:
    """Whether words ``i`` and ``j`` (``doc.iter_words()`` indexes) are on one line of one page."""
    (pa, a), (pb, b) = entries[i], entries[j]
    return pa.number == pb.number and a.line_id == b.line_id


def blank_after(entries: Sequence[tuple[Page, Word]], i: int, j: int) -> float | None:
    """The blank from word ``i`` to word ``j`` to its right, in line heights, when both are boxed on one line of
    one page (negative: they overlap); None otherwise. A word space is about 0.3, a gutter between columns 2 or
    more."""
    a, b = entries[i][1], entries[j][1]
    if a.box is None or b.box is None or a.line_id < 0 or not same_line(entries, i, j):
        return None
    return (b.box[0] - a.box[2]) / max(a.box[3] - a.box[1], b.box[3] - b.box[1], 1e-6)


WORD_SPACE = 1.0  # line heights: a word space is about 0.3, a gutter between columns 2 or more


def next_word(entries: Sequence[tuple[Page, Word]], i: int, j: int) -> bool:
    """Whether word ``j`` follows word ``i`` on its line, at most ``WORD_SPACE`` to its right (one cell's
    words)."""
    gap = blank_after(entries, i, j)
    return gap is not None and 0 <= gap <= WORD_SPACE


# A web table's row: the XPath down to its <tr> ("/html/body/table[2]/tr[3]" of ".../tr[3]/td[2]")
TABLE_ROW = re.compile(r"^(.*?/tr(?:\[\d+\])?)(?:/|$)", re.IGNORECASE)


def row_key(entries: Sequence[tuple[Page, Word]], i: int) -> tuple[int, int | str]:
    """The row word ``i`` stands on: its page and line, or for a web page's word (no box) inside a table, its
    page and ``<tr>``, whose cells are text nodes, each a line of its own."""
    page, word = entries[i]
    m = TABLE_ROW.match(word.xpath or "") if word.box is None else None
    return (page.number, m.group(1)) if m else (page.number, word.line_id)


def boxed_lines(entries: Sequence[tuple[Page, Word]]) -> dict[tuple[int, int], list[int]]:
    """(page number, line id) → the indexes of its boxed words, in reading order."""
    lines: dict[tuple[int, int], list[int]] = {}
    for k, (page, word) in enumerate(entries):
        if word.box is not None and word.line_id >= 0:
            lines.setdefault((page.number, word.line_id), []).append(k)
    return lines


def split_cells(entries: Sequence[tuple[Page, Word]], ks: Sequence[int], gap: float) -> list[list[int]]:
    """The boxed words ``ks`` of one line, left to right, cut into cells where the blank between two is wider
    than ``gap`` line heights."""
    order = sorted(ks, key=lambda k: entries[k][1].box[0])  # type: ignore[index]
    out: list[list[int]] = [order[:1]] if order else []
    for a, b in pairwise(order):
        blank = blank_after(entries, a, b)
        if blank is None or blank > gap:
            out.append([b])
        else:
            out[-1].append(b)
    return out
