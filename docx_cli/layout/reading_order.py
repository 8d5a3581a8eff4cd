"""Reading order: words → lines → blocks, in the order a person reads the page.

Two cases:

1. The words came with structure (every word has ``line_id >= 0`` and ``block_id >= 0``: Tesseract's own
   paragraphs and lines, an earlier run of this module, a hand-made Document). The engine found those on the
   pixels, so its grouping and its order are kept; ids are only renumbered 0.. in order of appearance.
2. Otherwise (pdfplumber words) the page is cut by **recursive XY-cut** into blocks, each block's words are
   clustered into lines (vertical overlap), lines are read top to bottom and words left to right, blocks in
   the order the cuts give: top to bottom across a horizontal cut, left to right across a column gutter.

At each region, in this order of preference (``h`` is the page's median word height):

- a horizontal whitespace band at least ``section_gap * h`` tall (a section break) is cut first;
- else a vertical whitespace band at least ``gutter * h`` wide is a **column gutter**, but only when the text
  on both sides reads like running text (the median line segment has ≥ ``min_column_words`` words). This is
  what tells two text columns (read one after the other) from the columns of a table (read row by row: its
  cells are short, so no gutter qualifies and each row becomes one line across the table);
- else a horizontal band at least ``block_gap * h`` tall (a paragraph break) is cut;
- else the region is one block.
Cuts are binary (at the widest gap), so after the title is cut off, what remains is looked at afresh and its
column gutter is found even when the two columns' line gaps happen to line up.

Known limits: two text columns whose section breaks line up exactly are read section by section (a
horizontal cut wins); a two-column table whose both columns hold multi-word text is read column by column.
Pages without geometry (web, plain) keep their source order.
"""

from __future__ import annotations

import itertools
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, replace

from docx_cli.document import Box, Document, Page, Word


@dataclass(frozen=True)
class OrderParams:
    """Thresholds, in units of the page's median word height."""

    gutter: float = 1.0  # min width of a column gutter
    section_gap: float = 2.0  # min height of a horizontal gap that is cut before looking for columns
    block_gap: float = 0.75  # min height of a horizontal gap that separates blocks (paragraph break)
    line_overlap: float = 0.5  # min vertical overlap, as a fraction of the shorter word, to share a line
    min_column_words: float = 3.0  # median words per line segment for a side to count as a text column
    max_depth: int = 400  # guard against pathological recursion (deeper regions become one block)


DEFAULT = OrderParams()


def order_document(doc: Document, params: OrderParams = DEFAULT) -> Document:
    return replace(doc, pages=tuple(order_page(p, params) for p in doc.pages))


def order_page(page: Page, params: OrderParams = DEFAULT) -> Page:
    words = page.words
    if not words:
        return page
    if all(w.line_id >= 0 and w.block_id >= 0 for w in words):
        return replace(page, words=tuple(_renumber(words)))
    if any(w.box is None for w in words):
        return page  # no geometry (web / plain) or partial: keep source order
    return replace(page, words=tuple(order_words(words, params)))


def _renumber(words: Sequence[Word]) -> list[Word]:
    """Keep grouping and order; make ids dense 0.. in order of first appearance."""
    lines: dict[tuple[int, int], int] = {}
    blocks: dict[int, int] = {}
    out = []
    for w in words:
        b = blocks.setdefault(w.block_id, len(blocks))
        ln = lines.setdefault((w.block_id, w.line_id), len(lines))
        out.append(w if (w.line_id, w.block_id) == (ln, b) else replace(w, line_id=ln, block_id=b))
    return out


# -- geometry-only ordering ------------------------------------------------------------------------------
def _norm(box: Box) -> Box:
    x0, y0, x1, y1 = box
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def order_words(words: Sequence[Word], params: OrderParams = DEFAULT) -> list[Word]:
    """Words with boxes → the same words reordered, with ``line_id`` / ``block_id`` set."""
    boxes = [_norm(w.box) for w in words]  # type: ignore[arg-type]
    heights = [b[3] - b[1] for b in boxes if b[3] > b[1]]
    h = statistics.median(heights) if heights else 1.0
    out: list[Word] = []
    line_id = 0
    for block_id, block in enumerate(_xy_cut(list(range(len(words))), boxes, h, params)):
        for line in _lines(block, boxes, params):
            for i in line:
                out.append(replace(words[i], line_id=line_id, block_id=block_id))
            line_id += 1
    return out


def _gaps(intervals: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Empty stretches between the union of 1-D intervals, as (start, end), in order."""
    gaps = []
    intervals = sorted(intervals)
    reach = intervals[0][1]
    for a, b in intervals[1:]:
        if a > reach:
            gaps.append((reach, a))
        reach = max(reach, b)
    return gaps


def _xy_cut(idx: list[int], boxes: list[Box], h: float, p: OrderParams) -> list[list[int]]:
    """Blocks (lists of word indexes) in reading order. Iterative: a stack of regions, first on top."""
    blocks: list[list[int]] = []
    stack: list[tuple[list[int], int]] = [(idx, 0)]
    while stack:
        region, depth = stack.pop()
        parts = _cut(region, boxes, h, p) if len(region) > 1 and depth < p.max_depth else None
        if parts is None:
            blocks.append(region)
        else:
            stack.extend((part, depth + 1) for part in reversed(parts))
    return blocks


def _cut(region: list[int], boxes: list[Box], h: float, p: OrderParams) -> list[list[int]] | None:
    """Split a region in two (reading order), or None when it is one block."""
    hgaps = _gaps([(boxes[i][1], boxes[i][3]) for i in region])
    widest_h = max(hgaps, key=lambda g: g[1] - g[0]) if hgaps else None
    hsize = (widest_h[1] - widest_h[0]) if widest_h else 0.0

    def split_h(gap: tuple[float, float]) -> list[list[int]]:
        mid = (gap[0] + gap[1]) / 2
        return [[i for i in region if boxes[i][3] <= mid], [i for i in region if boxes[i][3] > mid]]

    if widest_h and hsize >= p.section_gap * h:
        return split_h(widest_h)
    for gap in sorted(_gaps([(boxes[i][0], boxes[i][2]) for i in region]), key=lambda g: g[0] - g[1]):
        if gap[1] - gap[0] < p.gutter * h:
            break  # sorted widest first
        mid = (gap[0] + gap[1]) / 2
        left = [i for i in region if boxes[i][2] <= mid]
        right = [i for i in region if boxes[i][2] > mid]
        if _text_like(left, boxes, h, p) and _text_like(right, boxes, h, p):
            return [left, right]
    if widest_h and hsize >= p.block_gap * h:
        return split_h(widest_h)
    return None


def _text_like(side: list[int], boxes: list[Box], h: float, p: OrderParams) -> bool:
    """Does this side read like a column of running text? Median words per line segment (a line broken
    wherever the horizontal gap is gutter-wide) ≥ min_column_words. Table cells are 1-2 words."""
    counts = []
    for line in _lines(side, boxes, p):
        n = 1
        for a, b in itertools.pairwise(line):
            if boxes[b][0] - boxes[a][2] >= p.gutter * h:
                counts.append(n)
                n = 0
            n += 1
        counts.append(n)
    return bool(counts) and statistics.median(counts) >= p.min_column_words


def _lines(region: list[int], boxes: list[Box], p: OrderParams) -> list[list[int]]:
    """Cluster words into lines by vertical overlap; lines top to bottom, words left to right."""
    order = sorted(region, key=lambda i: ((boxes[i][1] + boxes[i][3]) / 2, boxes[i][0]))
    lines: list[list[int]] = []
    bands: list[list[float]] = []  # running [top, bottom] of each line (mean of its words)
    for i in order:
        top, bottom = boxes[i][1], boxes[i][3]
        best, best_overlap = -1, 0.0
        # words come sorted by centre, so only the last few lines can still overlap this one
        for j in range(len(lines) - 1, max(-1, len(lines) - 8), -1):
            lt, lb = bands[j]
            overlap = min(bottom, lb) - max(top, lt)
            need = p.line_overlap * max(min(bottom - top, lb - lt), 1e-6)
            if overlap >= need and overlap > best_overlap:
                best, best_overlap = j, overlap
        if best < 0:
            lines.append([i])
            bands.append([top, bottom])
        else:
            n = len(lines[best])
            lines[best].append(i)
            lt, lb = bands[best]
            bands[best] = [(lt * n + top) / (n + 1), (lb * n + bottom) / (n + 1)]
    ordered = sorted(zip(bands, lines), key=lambda bl: (bl[0][0] + bl[0][1]) / 2)
    return [sorted(line, key=lambda i: boxes[i][0]) for _, line in ordered]
