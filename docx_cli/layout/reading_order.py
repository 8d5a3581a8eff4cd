"""Reading order: words → lines → blocks, in the order a person reads the page.

Three cases:

1. The words came with structure (every word has ``line_id >= 0`` and ``block_id >= 0``: Tesseract's own
   paragraphs and lines, an earlier run of this module, a hand-made Document). The engine found those on the
   pixels, so its grouping and its order are kept; ids are only renumbered 0.. in order of appearance.
2. Otherwise (pdfplumber words) the page is cut by **recursive XY-cut** into blocks, each block's words are
   clustered into lines (vertical overlap), lines are read top to bottom and words left to right, blocks in
   the order the cuts give: top to bottom across a horizontal cut, left to right across a column gutter.
3. Words with a ``line_id`` but no ``block_id`` (RapidOCR: the id of the detected text line each word was
   read from) are ordered as in 2, except that each detected line piece moves as one unit: its words are
   never interleaved with another piece's, which a word-by-word clustering does on a skewed or curled
   receipt, whose detection boxes are taller than the line pitch. A piece's vertical extent for the
   clustering is its text's band (``piece_core`` of its box height, around its centre, on a page
   straightened by the pieces' own slope). Pieces on one row ("TOTAL" and its amount) still join one line.

At each region, in this order of preference (``h`` is the page's median word height):

- a horizontal whitespace band at least ``section_gap * h`` tall (a section break) is cut first;
- else a vertical whitespace band at least ``gutter * h`` wide is a **column gutter**, but only when the text
  on both sides reads like running text (the median line segment has ≥ ``min_column_words`` words). This is
  what tells two text columns (read one after the other) from the columns of a table (read row by row: its
  cells are short, so no gutter qualifies and each row becomes one line across the table);
- else a horizontal band at least ``block_gap * h`` tall (a paragraph break) is cut;
- else the region is one block.
Cuts are binary (at the widest gap), so after the title is cut off, what remains is looked at afresh and its
column gutter is found even when the two columns' line gaps happen to line up. Sizes within ``TIE`` of each
other are equal: of equally wide gaps the topmost (leftmost) is cut first, and a size equal to a threshold
reaches it, so float noise in the boxes (1e-9) never changes the order.

Known limits: two text columns whose section breaks line up exactly are read section by section (a
horizontal cut wins); a two-column table whose both columns hold multi-word text is read column by column.
Pages without geometry (web, plain) keep their source order.
"""

from __future__ import annotations

import itertools
import statistics
from collections.abc import Iterator, Sequence
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
    piece_core: float = 0.5  # share of an OCR line piece's box height taken as its text's band (see _units)
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
    """Words with boxes → the same words reordered, with ``line_id`` / ``block_id`` set.

    The units ordered are single words, except the engine's line pieces (case 3 of the module docstring),
    which move as one: their words stay together, in the engine's order."""
    return [replace(words[i], line_id=line_id, block_id=block_id) for i, line_id, block_id in _walk(words, params)]


def geometric_structure(words: Sequence[Word], params: OrderParams = DEFAULT) -> list[tuple[int, int]]:
    """Each word's (line_id, block_id) as :func:`order_words` finds them from the boxes, in the words' own
    order: the lines and blocks of a page whose word order is given (FUNSD's entity order), so that a model
    reading structure gets the layout's segmentation, not an annotation's."""
    ids = [(-1, -1)] * len(words)
    for i, line_id, block_id in _walk(words, params):
        ids[i] = (line_id, block_id)
    return ids


def _walk(words: Sequence[Word], params: OrderParams) -> Iterator[tuple[int, int, int]]:
    """(word index, line_id, block_id) in reading order."""
    units, boxes = _units(words, params)
    heights = [b[3] - b[1] for b in boxes if b[3] > b[1]]
    h = statistics.median(heights) if heights else 1.0
    page = _PageGeometry(boxes, h, params, [len(u) for u in units])
    line_id = 0
    for block_id, block in enumerate(page.xy_cut(list(range(len(units))))):
        for line in page.lines(block):
            for u in line:
                yield from ((i, line_id, block_id) for i in units[u])
            line_id += 1


def _units(words: Sequence[Word], params: OrderParams) -> tuple[list[list[int]], list[Box]]:
    """(the units to order: lists of word indexes, one box per unit). A word without a line id is its own
    unit, with its own box. The words of one engine line piece are one unit, boxed for the line clustering
    by their horizontal extent and a band ``piece_core`` × their median height around their centre, that
    centre moved by the page's slope (:func:`_slope`) as if the page were straight."""
    boxes = [_norm(w.box) for w in words]  # type: ignore[arg-type]
    pieces: dict[int, list[int]] = {}
    units: list[list[int]] = []
    for i, w in enumerate(words):
        if w.line_id < 0:
            units.append([i])
        else:
            if w.line_id not in pieces:
                pieces[w.line_id] = []
                units.append(pieces[w.line_id])
            pieces[w.line_id].append(i)
    if not pieces:
        return units, boxes
    slope = _slope([u for u in units if len(u) > 1], boxes)
    out: list[Box] = []
    for unit in units:
        if len(unit) == 1 and words[unit[0]].line_id < 0:
            out.append(boxes[unit[0]])
            continue
        bs = [boxes[i] for i in unit]
        x0, x1 = min(b[0] for b in bs), max(b[2] for b in bs)
        cy = statistics.fmean((b[1] + b[3]) / 2 for b in bs) - slope * (x0 + x1) / 2
        half = params.piece_core * statistics.median(b[3] - b[1] for b in bs) / 2
        out.append((x0, cy - half, x1, cy + half))
    return units, out


def _slope(pieces: list[list[int]], boxes: list[Box]) -> float:
    """The page's text slope (dy/dx): the median over line pieces of several words of the slope through
    their words' centres, each piece counted by its width. 0 without such pieces."""
    slopes: list[tuple[float, float]] = []
    for piece in pieces:
        xs = [(boxes[i][0] + boxes[i][2]) / 2 for i in piece]
        ys = [(boxes[i][1] + boxes[i][3]) / 2 for i in piece]
        mx, my = statistics.fmean(xs), statistics.fmean(ys)
        sxx = sum((x - mx) ** 2 for x in xs)
        if sxx > 0:
            slopes.append((sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx, max(xs) - min(xs)))
    if not slopes:
        return 0.0
    slopes.sort()
    half, acc = sum(w for _, w in slopes) / 2, 0.0
    for s, w in slopes:
        acc += w
        if acc >= half:
            return max(-MAX_SLOPE, min(MAX_SLOPE, s))
    return 0.0


MAX_SLOPE = 0.1  # about 6 degrees: beyond, the pieces' slope is noise, not a skew (RapidOCR straightens more)


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


# Sizes (page units) closer than this are equal. Equal row gaps, a gap exactly at a threshold, a superscript
# overlapping exactly half a line differ only by float noise (~1e-13 in pdfplumber and synth boxes); without a
# tolerance that noise picks which gap is cut first and which side of a threshold a size falls. Real
# differences are ≥ 1e-5 (nearly all ≥ 0.01). A tolerance, not rounding to 0.01: a fifth of those gap sizes
# (multiples of 1/8 pt) sit exactly on a rounding boundary, where noise would flip the rounded value.
TIE = 1e-6


def _at_least(size: float, threshold: float) -> bool:
    return size >= threshold - TIE


def _widest(gaps: list[tuple[float, float]]) -> tuple[float, float] | None:
    """The first (topmost / leftmost) of the widest gaps."""
    if not gaps:
        return None
    widest = max(b - a for a, b in gaps)
    return next(g for g in gaps if _at_least(g[1] - g[0], widest))


def _widest_first(gaps: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Gaps widest first; equally wide ones (within TIE of the widest of their group) keep their order."""
    rank: dict[tuple[float, float], int] = {}
    head, r = 0.0, -1
    for g in sorted(gaps, key=lambda g: g[0] - g[1]):  # widest first
        if r < 0 or not _at_least(g[1] - g[0], head):
            head, r = g[1] - g[0], r + 1
        rank[g] = r
    return sorted(gaps, key=rank.__getitem__)  # stable


class _PageGeometry:
    """One page's boxes (as one list per coordinate, for speed) and the XY-cut over them.

    The costly question is :meth:`text_like`, asked of both sides of every candidate gutter at every level of
    the cut: a table with n rows is peeled one row per level, so the same rows are asked about n times. Lines
    never cross a horizontal whitespace gap (:meth:`lines` joins only vertically overlapping words), so the
    lines of a side are the lines of its pieces between the region's gaps ("strips"), and each piece's line
    segment counts are computed once per page and remembered.
    """

    def __init__(self, boxes: list[Box], h: float, p: OrderParams, weights: list[int] | None = None) -> None:
        self.h, self.p = h, p
        self.weight = weights or [1] * len(boxes)  # words per unit (a unit is a word or an OCR line piece)
        self.x0 = [b[0] for b in boxes]
        self.top = [b[1] for b in boxes]
        self.x1 = [b[2] for b in boxes]
        self.bottom = [b[3] for b in boxes]
        self.centre_key = [((b[1] + b[3]) / 2, b[0]) for b in boxes]  # words enter lines in this order
        self.segments: dict[tuple[int, ...], list[int]] = {}  # piece of a side → words per line segment

    def xy_cut(self, idx: list[int]) -> list[list[int]]:
        """Blocks (lists of word indexes) in reading order. Iterative: a stack of regions, first on top."""
        blocks: list[list[int]] = []
        stack: list[tuple[list[int], int]] = [(idx, 0)]
        while stack:
            region, depth = stack.pop()
            parts = self.cut(region) if len(region) > 1 and depth < self.p.max_depth else None
            if parts is None:
                blocks.append(region)
            else:
                stack.extend((part, depth + 1) for part in reversed(parts))
        return blocks

    def cut(self, region: list[int]) -> list[list[int]] | None:
        """Split a region in two (reading order), or None when it is one block."""
        p, h, bottom, x1 = self.p, self.h, self.bottom, self.x1
        hgaps, strip_of = self.strips(region)
        widest_h = _widest(hgaps)
        hsize = (widest_h[1] - widest_h[0]) if widest_h else 0.0

        def split_h(gap: tuple[float, float]) -> list[list[int]]:
            mid = (gap[0] + gap[1]) / 2
            return [[i for i in region if bottom[i] <= mid], [i for i in region if bottom[i] > mid]]

        if widest_h and _at_least(hsize, p.section_gap * h):
            return split_h(widest_h)
        vgaps = _gaps([(self.x0[i], x1[i]) for i in region])
        for gap in _widest_first([g for g in vgaps if _at_least(g[1] - g[0], p.gutter * h)]):
            mid = (gap[0] + gap[1]) / 2
            left = [i for i in region if x1[i] <= mid]
            right = [i for i in region if x1[i] > mid]
            if self.text_like(left, strip_of) and self.text_like(right, strip_of):
                return [left, right]
        if widest_h and _at_least(hsize, p.block_gap * h):
            return split_h(widest_h)
        return None

    def strips(self, region: list[int]) -> tuple[list[tuple[float, float]], dict[int, int]]:
        """The region's horizontal gaps (as ``_gaps``), and the strip (between gaps) of each of its words.

        Strips are only split at gaps clearly wider than the float noise of :meth:`lines`' running means."""
        top, bottom = self.top, self.bottom
        order = sorted(region, key=lambda i: (top[i], bottom[i]))
        gaps = []
        strip_of = {}
        reach = bottom[order[0]]
        k = 0
        for i in order:
            a = top[i]
            if a > reach:
                gaps.append((reach, a))
                if a - reach > 1e-9 * (abs(a) + 1.0):
                    k += 1
            strip_of[i] = k
            reach = max(reach, bottom[i])
        return gaps, strip_of

    def text_like(self, side: list[int], strip_of: dict[int, int]) -> bool:
        """Does this side read like a column of running text? Median words per line segment (a line broken
        wherever the horizontal gap is gutter-wide) ≥ min_column_words. Table cells are 1-2 words.
        ``strip_of``: the strips of a region holding the side (:meth:`strips`)."""
        pieces: dict[int, list[int]] = {}
        for i in side:
            pieces.setdefault(strip_of[i], []).append(i)
        counts: list[int] = []
        for piece in pieces.values():
            key = tuple(piece)
            seg = self.segments.get(key)
            if seg is None:
                seg = self.segments[key] = self.segment_counts(piece)
            counts += seg
        return bool(counts) and statistics.median(counts) >= self.p.min_column_words

    def segment_counts(self, words: list[int]) -> list[int]:
        """Words per line segment of these words' lines; a segment ends at a gutter-wide horizontal gap."""
        x0, x1, wide, weight = self.x0, self.x1, self.p.gutter * self.h, self.weight
        counts = []
        for line in self.lines(words):
            n = weight[line[0]]
            for a, b in itertools.pairwise(line):
                if _at_least(x0[b] - x1[a], wide):
                    counts.append(n)
                    n = 0
                n += weight[b]
            counts.append(n)
        return counts

    def lines(self, region: list[int]) -> list[list[int]]:
        """Cluster words into lines by vertical overlap; lines top to bottom, words left to right."""
        top_of, bottom_of, overlap_frac = self.top, self.bottom, self.p.line_overlap
        lines: list[list[int]] = []
        tops: list[float] = []  # running top and bottom of each line (mean of its words)
        bottoms: list[float] = []
        for i in sorted(region, key=self.centre_key.__getitem__):
            top, bottom = top_of[i], bottom_of[i]
            best, best_overlap = -1, 0.0
            # words come sorted by centre, so only the last few lines can still overlap this one
            n_lines = len(lines)
            for j in range(n_lines - 1, max(-1, n_lines - 8), -1):
                lt, lb = tops[j], bottoms[j]
                overlap = min(bottom, lb) - max(top, lt)
                if overlap <= best_overlap:
                    continue  # a line must overlap more than the best so far (and more than nothing)
                need = overlap_frac * max(min(bottom - top, lb - lt), 1e-6)
                if overlap >= need - TIE:
                    best, best_overlap = j, overlap
            if best < 0:
                lines.append([i])
                tops.append(top)
                bottoms.append(bottom)
            else:
                line = lines[best]
                n = len(line)
                line.append(i)
                tops[best] = (tops[best] * n + top) / (n + 1)
                bottoms[best] = (bottoms[best] * n + bottom) / (n + 1)
        x0 = self.x0
        centres = [(t + b) / 2 for t, b in zip(tops, bottoms)]
        ordered = sorted(range(len(lines)), key=centres.__getitem__)
        return [sorted(lines[k], key=x0.__getitem__) for k in ordered]
