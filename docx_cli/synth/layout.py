"""A :class:`Composition` → pages of drawing operations and placed words with exact boxes.

Geometry only, no PDF is written here (``render_pdf.py`` replays the operations with reportlab), so the gold
of a document costs a few milliseconds and length statistics need no PDF at all.

Word boxes follow the convention of pdfplumber (pdfminer), which is what ``docx ocr`` reads back:
``x0``/``x1`` are the pen position before and after the word (reportlab's ``stringWidth``; the standard
fonts are drawn without kerning), ``bottom`` is the baseline minus the font's descent and ``top`` is
``bottom - size``. Every word of a line is drawn with real space characters between words, and separate
text operations on one line are at least :data:`MIN_GAP` apart, so pdfplumber's word splitter (x_tolerance
3 pt) finds exactly our words.

Coordinates are top-left origin, y downwards, in PDF points, like :class:`docx_cli.document.Word`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cache, lru_cache

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from docx_cli.synth.compose import BLACK, GRAY, BoxBlock, Composition, Line, MetaBlock, Run, TextBlock
from docx_cli.synth.families import Family

CUT_KEYS = ("description",)  # the only values cut to fit; others are set smaller (Layouter.fit)

PAGE_SIZES = {"letter": (612.0, 792.0), "a4": (595.28, 841.89)}
RECEIPT_WIDTH = 226.77  # 80 mm till roll
MIN_GAP = 8.0  # pt between separately drawn texts on one line (pdfplumber splits words at > 3 pt)
GAP = 16.0  # between header slots
TERMS_SCALE, TERMS_COLOR = 0.85, (0.25, 0.25, 0.25)  # the terms: smaller, dark grey


def _register_fonts() -> None:
    """Vera (shipped with reportlab) once per process: registering per document would be slow."""
    if "Vera" in pdfmetrics.getRegisteredFontNames():
        return
    font_dir = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
    pdfmetrics.registerFont(TTFont("Vera", os.path.join(font_dir, "Vera.ttf")))
    pdfmetrics.registerFont(TTFont("VeraBd", os.path.join(font_dir, "VeraBd.ttf")))


_register_fonts()

# Descent (per mille of the size) as pdfminer computes char boxes. For the standard-14 fonts pdfminer uses its
# own AFM table, which differs from reportlab's for Courier and Times-Bold; TrueType fonts carry theirs in the
# PDF's font descriptor, which reportlab writes from the face.
_PDFMINER_DESCENT = {"Helvetica": -207, "Helvetica-Bold": -207, "Times-Roman": -217, "Times-Bold": -217,
                     "Courier": -194, "Courier-Bold": -194}


@cache
def descent(font: str) -> float:
    return _PDFMINER_DESCENT.get(font, pdfmetrics.getFont(font).face.descent)


@lru_cache(maxsize=1 << 16)
def text_width(text: str, font: str, size: float) -> float:
    return pdfmetrics.stringWidth(text, font, size)


# -- what a laid-out page holds ---------------------------------------------------------------------------------


@dataclass(slots=True)
class PlacedWord:
    text: str
    box: tuple[float, float, float, float]
    line: int
    block: int
    key: str | None


@dataclass(slots=True)
class TextOp:
    x: float
    y: float  # baseline, from the top
    pieces: tuple[tuple[str, float, str, tuple[float, float, float]], ...]  # (font, size, text, rgb)


@dataclass(slots=True)
class ShapeOp:
    shape: str  # rect | line | circle | poly
    args: tuple  # rect: x, top, w, h; line: x0, y0, x1, y1; circle: cx, cy, r; poly: flat points
    fill: tuple[float, float, float] | None = None
    stroke: tuple[float, float, float] | None = None
    width: float = 0.5
    dash: bool = False


@dataclass
class LaidPage:
    number: int
    width: float
    height: float
    ops: list = field(default_factory=list)
    words: list[PlacedWord] = field(default_factory=list)
    n_lines: int = 0
    n_blocks: int = 0


def _light(rgb: tuple[float, float, float], t: float = 0.85) -> tuple[float, float, float]:
    return tuple(c + (1 - c) * t for c in rgb)  # type: ignore[return-value]


# -- the layouter ----------------------------------------------------------------------------------------------------


class Layouter:
    def __init__(self, comp: Composition, fam: Family, width: float, height: float, size: float | None = None):
        self.comp, self.fam = comp, fam
        self.W, self.H = width, height
        self.m = fam.margin if comp.kind != "receipt" else 12.0
        self.cw = self.W - 2 * self.m
        self.s = size or fam.size
        self.regular, self.bold = fam.fonts
        self.pages: list[LaidPage] = []
        foot_lines = len(comp.footer) + (1 if fam.page_label_pos != "header_right" else 0)
        self.bottom = self.H - self.m - foot_lines * self.s * 1.3
        self.page: LaidPage
        self.y = 0.0
        self._terms_done = 0  # paragraphs of the terms already put beside the totals

    # -- primitives --
    def new_page(self) -> None:
        self.page = LaidPage(number=len(self.pages) + 1, width=self.W, height=self.H)
        self.pages.append(self.page)
        self.y = self.m

    def new_block(self) -> int:
        self.page.n_blocks += 1
        return self.page.n_blocks - 1

    def new_line(self) -> int:
        self.page.n_lines += 1
        return self.page.n_lines - 1

    def _font(self, r: Run) -> tuple[str, float]:
        return (self.bold if r.bold else self.regular), self.s * r.scale

    def measure(self, line: Line) -> tuple[float, float]:
        """(width, height) of a line drawn as one text operation."""
        w, hmax = 0.0, 0.0
        for j, r in enumerate(line):
            font, size = self._font(r)
            w += text_width(r.text, font, size)
            if j < len(line) - 1:
                w += text_width(" ", font, size)
            hmax = max(hmax, size)
        return w, hmax * self.fam.leading

    def fit(self, line: Line, width: float) -> Line:
        """Drop words from the end until the line fits (a long description in its table column, a label).

        A line that carries any other value is set smaller instead: a value cut short ("Blue Trading GmbH &"
        for "Blue Trading GmbH & Co. KG", "September 9," for a date) is not how documents print values, and the
        gold would be a broken value that disagrees with the whole one page 2's header or the footer prints.
        """
        runs = [r for r in line if r.text]
        if any(r.key is not None and r.key.split("#", 1)[0] not in CUT_KEYS for r in runs):
            w = self.measure(tuple(runs))[0]
            if w > width:
                f = width / w * 0.999  # just under, so float noise never re-triggers a cut
                runs = [Run(r.text, r.key, r.bold, r.scale * f, r.color) for r in runs]
            return tuple(runs)
        while runs and self.measure(tuple(runs))[0] > width:
            last = runs[-1]
            words = last.text.split(" ")
            if len(words) > 1:
                runs[-1] = Run(" ".join(words[:-1]), last.key, last.bold, last.scale, last.color)
            elif len(runs) > 1:
                runs.pop()
            else:
                break  # one word wider than the space: let it overflow rather than lose the value
        return tuple(runs)

    def put(self, line: Line, x: float, top: float, *, width: float | None = None, align: str = "left",
            block: int, line_id: int | None = None) -> tuple[float, float]:
        """Draw ``line`` with its top at ``top``; returns its (width, height). Records every word's box."""
        if width is not None:
            line = self.fit(line, width)
        line = tuple(r for r in line if r.text)
        if not line:
            return 0.0, self.s * self.fam.leading
        w, h = self.measure(line)
        if align == "right" and width is not None:
            x = x + width - w
        elif align == "center" and width is not None:
            x = x + (width - w) / 2
        hmax = h / self.fam.leading
        baseline = top + (h - hmax) / 2 + hmax * 0.8
        lid = self.new_line() if line_id is None else line_id
        pieces = []
        cx = x
        for j, r in enumerate(line):
            font, size = self._font(r)
            space = text_width(" ", font, size)
            bottom = baseline - descent(font) * size / 1000.0
            for word in r.text.split(" "):
                ww = text_width(word, font, size)
                self.page.words.append(PlacedWord(word, (cx, bottom - size, cx + ww, bottom), lid, block, r.key))
                cx += ww + space
            pieces.append((font, size, r.text + (" " if j < len(line) - 1 else ""), r.color))
        self.page.ops.append(TextOp(x, baseline, tuple(pieces)))
        return w, h

    # -- header blocks --
    def logo(self, x: float, top: float, size: float) -> None:
        fam, ops, a = self.fam, self.page.ops, self.fam.accent
        if fam.logo == "circle":
            ops.append(ShapeOp("circle", (x + size / 2, top + size / 2, size / 2), fill=a))
        elif fam.logo == "square":
            ops.append(ShapeOp("rect", (x, top, size, size), fill=a))
        elif fam.logo == "ring":
            ops.append(ShapeOp("circle", (x + size / 2, top + size / 2, size / 2 - 2), stroke=a, width=4))
        elif fam.logo == "triangle":
            ops.append(ShapeOp("poly", (x, top + size, x + size / 2, top, x + size, top + size), fill=a))
        elif fam.logo == "diamond":
            ops.append(ShapeOp("poly", (x + size / 2, top, x + size, top + size / 2, x + size / 2, top + size, x,
                                        top + size / 2), fill=a))
        elif fam.logo == "bars":
            for k, hh in enumerate((0.5, 0.8, 1.0)):
                ops.append(ShapeOp("rect", (x + k * size / 3, top + size * (1 - hh), size / 3 - 2, size * hh), fill=a))
        if fam.logo in ("circle", "square") and self.comp.extra.get("initials"):
            # white initials inside the shape: real words on the page (O), as logos often carry
            initials = self.comp.extra["initials"]
            fs = size * 0.38
            w = text_width(initials, self.bold, fs)
            baseline = top + size / 2 + fs * 0.35
            bottom = baseline - descent(self.bold) * fs / 1000.0
            x0 = x + (size - w) / 2
            lid, blk = self.new_line(), self.new_block()
            self.page.words.append(PlacedWord(initials, (x0, bottom - fs, x0 + w, bottom), lid, blk, None))
            self.page.ops.append(TextOp(x0, baseline, ((self.bold, fs, initials, (1.0, 1.0, 1.0)),)))

    def text_block(self, b: TextBlock, x: float, top: float, w: float, align: str) -> float:
        lsize = 0.0
        if b.logo and self.fam.logo != "none":
            lsize = min(42.0, self.s * 4.2)
            lx = x + w - lsize if align == "right" else (x + (w - lsize) / 2 if align == "center" else x)
            self.logo(lx, top, lsize)
            if align == "center":  # logo above the text
                return self._lines(b.lines, x, top + lsize + 4, w, align, self.new_block()) + lsize + 4
            w -= lsize + 12
            if align != "right":
                x += lsize + 12
        h = self._lines(b.lines, x, top, w, align, self.new_block())
        return max(h, lsize)

    def _lines(self, lines, x, top, w, align, blk) -> float:
        y = top
        for line in lines:
            _, h = self.put(line, x, y, width=w, align=align, block=blk)
            y += h
        return y - top

    def meta_block(self, b: MetaBlock, x: float, top: float, w: float, align: str) -> float:
        blk = self.new_block()
        y = top
        if b.style in ("kv", "inline") and b.pairs:
            if b.style == "kv":
                lw = max(self.measure(lab)[0] for lab, _ in b.pairs)
                vw = max(self.measure(val)[0] for _, val in b.pairs)
                total = min(w, lw + MIN_GAP * 1.5 + vw)
            else:
                total = min(w, max(self.measure(lab + val)[0] for lab, val in b.pairs))
            if align == "right":
                x, w = x + w - total, total
            for lab, val in b.pairs:
                if b.style == "kv":
                    lid = self.new_line()
                    _, h1 = self.put(lab, x, y, block=blk, line_id=lid)
                    _, h2 = self.put(val, x + lw + MIN_GAP * 1.5, y, width=w - lw - MIN_GAP * 1.5, block=blk,
                                     line_id=lid)
                    y += max(h1, h2)
                else:
                    y += self.put(lab + val, x, y, width=w, block=blk)[1]
        elif b.style == "stacked":
            for lab, val in b.pairs:
                small = tuple(Run(r.text, r.key, False, 0.85, GRAY) for r in lab)
                y += self.put(small, x, y, width=w, align=align, block=blk)[1]
                y += self.put(val, x, y, width=w, align=align, block=blk)[1] + self.s * 0.3
        elif b.style == "grid" and b.pairs:
            per_row = max(1, min(len(b.pairs), int(w // 95)))
            cell_w = w / per_row
            for r0 in range(0, len(b.pairs), per_row):
                cells = b.pairs[r0 : r0 + per_row]
                lab_h = self.s * 0.85 * self.fam.leading
                val_h = self.s * self.fam.leading
                ch = lab_h + val_h + 6
                for k in range(len(cells)):
                    self.page.ops.append(ShapeOp("rect", (x + k * cell_w, y, cell_w, ch), stroke=GRAY, width=0.5))
                lid = self.new_line()  # labels of a grid row form one visual line, values the next
                for k, (lab, _) in enumerate(cells):
                    small = tuple(Run(r.text, r.key, False, 0.85, GRAY) for r in lab)
                    self.put(small, x + k * cell_w + 4, y + 2, width=cell_w - MIN_GAP - 4, block=blk, line_id=lid)
                lid = self.new_line()
                for k, (_, val) in enumerate(cells):
                    self.put(val, x + k * cell_w + 4, y + 2 + lab_h, width=cell_w - MIN_GAP - 4, block=blk,
                             line_id=lid)
                y += ch
        return y - top

    def box_block(self, b: BoxBlock, x: float, top: float, w: float, align: str) -> float:
        bw = min(w, 190.0)
        if align == "right":
            x = x + w - bw
        pad = 6.0
        hs = [self.measure(line)[1] for line in b.lines]
        h = sum(hs) + 2 * pad
        self.page.ops.append(ShapeOp("rect", (x, top, bw, h), fill=_light(self.fam.accent), stroke=self.fam.accent))
        blk = self.new_block()
        y = top + pad
        for line in b.lines:
            y += self.put(line, x + pad, y, width=bw - 2 * pad, block=blk)[1]
        return h

    def block(self, b, x: float, top: float, w: float, align: str) -> float:
        if isinstance(b, TextBlock):
            return self.text_block(b, x, top, w, align)
        if isinstance(b, MetaBlock):
            return self.meta_block(b, x, top, w, align)
        return self.box_block(b, x, top, w, align)

    def header(self, rows) -> None:
        y = self.y
        for row in rows:
            x = self.m
            row_h = 0.0
            for si, (blocks, frac) in enumerate(row):
                sw = frac * self.cw
                inner = sw - (GAP if si < len(row) - 1 else 0.0)
                yy = y
                for b in blocks:
                    if len(row) == 1:
                        align = "center" if (b.name == "title" and self.fam.arrangement == "title_top") else "left"
                    else:
                        align = "right" if si == len(row) - 1 else "left"
                    yy += self.block(b, x, yy, inner, align) + self.s * 0.6
                row_h = max(row_h, yy - y)
                x += sw
            y += row_h + self.s * 0.6
        self.y = y + self.s * 0.4

    # -- the items table --
    def columns(self) -> tuple[list[int], list[float], list[str]]:
        """Indices of the columns that fit, their widths and alignments."""
        comp, pad = self.comp, 5.0
        keep = list(range(len(comp.columns)))
        numeric = {"quantity", "unit_price", "line_amount", "tax_rate"}

        def natural(k: int) -> float:
            hw = self.measure((Run(comp.column_labels[k], bold=True),))[0]
            cw = max((self.measure(row[k])[0] for row in comp.rows), default=0.0)
            return max(hw, cw) + 2 * pad + MIN_GAP

        nat = {k: natural(k) for k in keep}
        d = comp.columns.index("description") if "description" in comp.columns else None
        while True:
            rest = sum(nat[k] for k in keep if k != d)
            desc_w = self.cw - rest
            if desc_w >= 110 or not any(comp.columns[k] in ("unit", "tax_rate", "line_no") for k in keep):
                break
            for optional in ("tax_rate", "unit", "line_no"):
                ks = [k for k in keep if comp.columns[k] == optional]
                if ks:
                    keep.remove(ks[0])
                    break
        widths = []
        for k in keep:
            widths.append(nat[k] if k != d else 0.0)
        if d is not None and d in keep:
            widths[keep.index(d)] = max(60.0, self.cw - sum(widths))
        else:  # no description column: spread the slack
            slack = (self.cw - sum(widths)) / max(1, len(widths))
            widths = [w + slack for w in widths]
        aligns = ["right" if comp.columns[k] in numeric else "left" for k in keep]
        return keep, widths, aligns

    def table(self) -> None:
        comp, fam, s = self.comp, self.fam, self.s
        keep, widths, aligns = self.columns()
        pad = 5.0
        rh = s * fam.leading + 4
        style = fam.table_style
        table_top = self.y

        def header_row() -> None:
            nonlocal table_top
            blk = self.new_block()
            lid = self.new_line()
            y = self.y
            table_top = y
            white = style == "zebra"
            if style in ("zebra", "header_fill"):
                self.page.ops.append(ShapeOp("rect", (self.m, y, self.cw, rh), fill=fam.accent if white else
                                             _light(fam.accent)))
            x = self.m
            for k, w, a in zip(keep, widths, aligns):
                label = (Run(comp.column_labels[k], bold=True, color=(1.0, 1.0, 1.0) if white else BLACK),)
                self.put(label, x + pad, y + 2, width=w - 2 * pad - MIN_GAP / 2, align=a, block=blk, line_id=lid)
                if style == "grid":
                    self.page.ops.append(ShapeOp("rect", (x, y, w, rh), stroke=GRAY, width=0.5))
                x += w
            if style in ("ruled", "none", "boxed", "header_fill"):
                self.page.ops.append(ShapeOp("line", (self.m, y + rh, self.m + self.cw, y + rh), stroke=BLACK,
                                             width=1.0))
            self.y += rh
            self._table_block = blk

        def close_segment() -> None:
            if style == "boxed":
                self.page.ops.append(ShapeOp("rect", (self.m, table_top, self.cw, self.y - table_top), stroke=BLACK,
                                             width=0.8))
            elif style == "header_fill":
                self.page.ops.append(ShapeOp("line", (self.m, self.y, self.m + self.cw, self.y), stroke=GRAY))

        header_row()
        for i, row in enumerate(comp.rows):
            if self.y + rh > self.bottom:
                close_segment()
                self.page_break()
                header_row()
            y = self.y
            if style == "zebra" and i % 2 == 1:
                self.page.ops.append(ShapeOp("rect", (self.m, y, self.cw, rh), fill=(0.93, 0.93, 0.93)))
            lid = self.new_line()
            x = self.m
            for k, w, a in zip(keep, widths, aligns):
                self.put(row[k], x + pad, y + 2, width=w - 2 * pad - MIN_GAP / 2, align=a, block=self._table_block,
                         line_id=lid)
                if style == "grid":
                    self.page.ops.append(ShapeOp("rect", (x, y, w, rh), stroke=GRAY, width=0.5))
                x += w
            if style == "ruled":
                self.page.ops.append(ShapeOp("line", (self.m, y + rh, self.m + self.cw, y + rh), stroke=GRAY,
                                             width=0.3))
            self.y += rh
        close_segment()
        self._amount_w = widths[-1] if aligns and aligns[-1] == "right" else 90.0
        self.y += s * 0.8

    # -- totals, terms, footer --
    def totals(self) -> None:
        comp, fam, s = self.comp, self.fam, self.s
        rh = s * fam.leading + 2
        style = fam.totals_style if comp.kind != "receipt" else "left"
        if style == "grid" and sum(self._grid_widths()) > self.cw:
            style = "right"  # too many totals side by side for the page: stacked instead
        need = rh * len(comp.totals) + 12 if style not in ("line", "grid") else rh * 2 + 12
        if self.y + need > self.bottom:
            self.page_break()
        blk = self.new_block()
        right = self.m + self.cw
        if style == "grid":
            # a totals strip, as many European invoices print it: the labels on one line ("Total HT | TVA |
            # Total TTC"), each amount under its label, so a value is read by its column, not its line
            widths = self._grid_widths()
            x, lab_line, val_line = right - sum(widths), self.new_line(), self.new_line()
            beside = self._terms_beside(x, self.y)
            self.page.ops.append(ShapeOp("rect", (x, self.y - 2, sum(widths), rh * 2 + 4), stroke=fam.accent,
                                         width=0.8))
            for (lab, val), w in zip(comp.totals, widths):
                self.put(lab, x, self.y, width=w - MIN_GAP, align="right", block=blk, line_id=lab_line)
                self.put(val, x, self.y + rh, width=w - MIN_GAP, align="right", block=blk, line_id=val_line)
                x += w
            self.y = max(self.y + rh * 2 + s, beside)
            return
        if style == "line":
            x, y = self.m, self.y
            lid = self.new_line()
            for lab, val in comp.totals:
                w, _ = self.measure(lab + val)
                if x + w > right:
                    x, y, lid = self.m, y + rh, self.new_line()
                self.put(lab + val, x, y, block=blk, line_id=lid)
                x += w + 2 * MIN_GAP
            self.y = y + rh + s
            return
        vw = max(max(self.measure(val)[0] for _, val in comp.totals) + 4, getattr(self, "_amount_w", 80.0) - 10)
        lw = max(self.measure(lab)[0] for lab, _ in comp.totals)
        if style == "box":
            bw = min(self.cw, lw + vw + 3 * MIN_GAP)
            x0 = right - bw
            self.page.ops.append(ShapeOp("rect", (x0, self.y - 2, bw, rh * len(comp.totals) + 4), stroke=fam.accent,
                                         width=1.0))
            lab_x, lab_w, lab_align = x0 + 6, lw, "left"
            val_x, val_w = right - 6 - vw, vw
        elif style == "left" and comp.kind == "receipt":
            lab_x, lab_w, lab_align = self.m, lw, "left"
            val_x, val_w = right - vw, vw
        elif style == "left":
            lab_x, lab_w, lab_align = self.m, lw, "left"
            val_x, val_w = self.m + lw + 2 * MIN_GAP, vw
        else:  # right
            val_x, val_w = right - vw - 5, vw
            lab_x, lab_w, lab_align = val_x - MIN_GAP * 2 - lw, lw, "right"
        beside = self._terms_beside(min(lab_x, val_x) - (6 if style == "box" else 0), self.y) \
            if style in ("right", "box") else self.y
        for j, (lab, val) in enumerate(comp.totals):
            lid = self.new_line()
            if j == len(comp.totals) - 1 and style in ("right", "box"):
                self.page.ops.append(ShapeOp("line", (lab_x, self.y, right, self.y), stroke=BLACK, width=0.6))
            self.put(lab, lab_x, self.y, width=lab_w + 1, align=lab_align, block=blk, line_id=lid)
            self.put(val, val_x, self.y, width=val_w, align="right", block=blk, line_id=lid)
            self.y += rh
        self.y = max(self.y + s, beside)

    def _terms_beside(self, x: float, top: float) -> float:
        """Where the composition asks for it (``extra['terms_beside']``), the first paragraphs of the terms in the
        column left of the totals, from their top: many invoices print their payment terms, bank details or
        legal notes there, so a reader meets the totals' lines beside lines of prose. Returns the bottom of what
        was put (``top`` when nothing was); :meth:`terms` prints the rest."""
        comp, s = self.comp, self.s
        if not comp.extra.get("terms_beside") or not comp.terms or comp.kind == "receipt":
            return top
        width = x - self.m - 4 * MIN_GAP
        if width < 140:
            return top
        lh = s * TERMS_SCALE * self.fam.leading
        y = top
        for para in comp.terms:
            lines = self.wrap(para, width, s * TERMS_SCALE)
            if y + lh * len(lines) > self.bottom:
                break
            blk = self.new_block()
            for text in lines:
                y += self._term_line(text, y, blk, width)
            self._terms_done += 1
            y += s * 0.4
        return y

    def _term_line(self, text: str, y: float, blk: int, width: float | None = None) -> float:
        """One line of the terms at the left margin; returns its height."""
        return self.put((Run(text, scale=TERMS_SCALE, color=TERMS_COLOR),), self.m, y, width=width, block=blk)[1]

    def _grid_widths(self) -> list[float]:
        """Column widths of the totals strip: each label or its amount, whichever is wider, and a gutter."""
        return [max(self.measure(lab)[0], self.measure(val)[0]) + 2 * MIN_GAP for lab, val in self.comp.totals]

    def wrap(self, text: str, width: float, size: float) -> list[str]:
        lines, cur, cur_w = [], [], 0.0
        space = text_width(" ", self.regular, size)
        for word in text.split():
            ww = text_width(word, self.regular, size)
            if cur and cur_w + space + ww > width:
                lines.append(" ".join(cur))
                cur, cur_w = [], 0.0
            cur_w = cur_w + (space if cur else 0.0) + ww
            cur.append(word)
        if cur:
            lines.append(" ".join(cur))
        return lines

    def terms(self) -> None:
        comp, s = self.comp, self.s
        rest = comp.terms[self._terms_done:]  # those not put beside the totals
        if not rest:
            return
        lh = s * TERMS_SCALE * self.fam.leading
        if self.y + 3 * lh > self.bottom:
            self.page_break()
        if comp.terms_heading and not self._terms_done:
            self.y += self.put(comp.terms_heading, self.m, self.y, block=self.new_block())[1]
        for para in rest:
            blk = self.new_block()
            for text in self.wrap(para, self.cw, s * TERMS_SCALE):
                if self.y + lh > self.bottom:
                    self.page_break()
                    blk = self.new_block()
                self.y += self._term_line(text, self.y, blk)
            self.y += s * 0.4

    def page_break(self) -> None:
        self.new_page()
        self.header(self.comp.repeat)

    def footers(self) -> None:
        n = len(self.pages)
        for page in self.pages:
            self.page = page
            label = self.comp.page_label.format(i=page.number, n=n)
            y = self.H - self.m - self.s * 1.2
            blk = self.new_block()
            if self.fam.page_label_pos == "header_right":
                before = len(page.words)
                self.put((Run(label, scale=0.85, color=GRAY),), self.m, self.m - self.s * 1.8, width=self.cw,
                         align="right", block=blk)
                # the page label sits above everything else: put its word first in reading order
                page.words[:] = page.words[before:] + page.words[:before]
            else:
                align = "right" if self.fam.page_label_pos == "footer_right" else "center"
                self.put((Run(label, scale=0.85, color=GRAY),), self.m, y, width=self.cw, align=align, block=blk)
                y -= self.s * 1.3
            for line in reversed(self.comp.footer):
                self.put(line, self.m, y, width=self.cw, align="center", block=blk)
                y -= self.s * 1.3

    def document(self) -> list[LaidPage]:
        self.new_page()
        self.header(self.comp.header)
        self.table()
        self.totals()
        self.terms()
        self.footers()
        return self.pages


# -- receipts: one narrow page as long as its content --------------------------------------------------------------


class ReceiptLayouter(Layouter):
    def document(self) -> list[LaidPage]:
        comp, s = self.comp, self.s
        self.new_page()
        for row in comp.header:
            for blocks, _ in row:
                for b in blocks:
                    self.y += self.block(b, self.m, self.y, self.cw, "center" if b.name != "meta" else "left")
                    self.y += s * 0.4
        blk = self.new_block()
        self.y += self.put((Run(comp.extra.get("time", "")),), self.m, self.y, block=blk)[1]
        self.rule()
        cols = comp.columns
        amount_w = max(self.measure(r[cols.index("line_amount")])[0] for r in comp.rows) + 2
        for row in comp.rows:
            blk = self.new_block()
            lid = self.new_line()
            desc = row[cols.index("description")]
            self.put(desc, self.m, self.y, width=self.cw - amount_w - MIN_GAP * 2, block=blk, line_id=lid)
            _, h = self.put(row[cols.index("line_amount")], self.m + self.cw - amount_w, self.y, width=amount_w,
                            align="right", block=blk, line_id=lid)
            self.y += h
            second: Line = ()
            if "item_id" in cols:
                second += row[cols.index("item_id")]
            second += row[cols.index("quantity")] + (Run("x"),) + row[cols.index("unit_price")]
            self.y += self.put(second, self.m + 10, self.y, width=self.cw - 10, block=blk)[1]
        self.rule()
        self.bottom = 1e9
        self.totals()
        blk = self.new_block()
        self.y += self.put((Run(comp.extra.get("payment", "")),), self.m, self.y, block=blk)[1]
        self.y += self.put((Run(comp.extra.get("thanks", ""), bold=True),), self.m, self.y, width=self.cw,
                           align="center", block=blk)[1]
        self.terms()
        self.y += self.m
        self.page.height = self.H = self.y
        return self.pages

    def rule(self) -> None:
        self.y += 2
        self.page.ops.append(ShapeOp("line", (self.m, self.y, self.m + self.cw, self.y), stroke=BLACK, dash=True))
        self.y += 4


def layout(comp: Composition, fam: Family) -> list[LaidPage]:
    """Place a composition on pages (receipts on one narrow till-roll page)."""
    if comp.kind == "receipt":
        size = min(fam.size, 8.0)
        return ReceiptLayouter(comp, fam, RECEIPT_WIDTH, 1e9, size=size).document()
    width, height = PAGE_SIZES[fam.page]
    return Layouter(comp, fam, width, height).document()
