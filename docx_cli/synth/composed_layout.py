"""Geometry of composed documents: the family layouter with per-document fonts, wrapped descriptions,
sub-rows under an item, more column kinds and header placements (boxed, no label, right-aligned labels).

Only what ``layout.Layouter`` cannot do is overridden; word boxes follow the same pdfplumber convention, so
``docx ocr`` reads exactly the gold words back. A description wraps over lines within its cell and is drawn
line after line before the next cell, so its words stay one run of the key (``gold.first_occurrence_spans``);
continuation lines get their own line ids.
"""

from __future__ import annotations

from docx_cli.ingest.words import glued_cut
from docx_cli.synth.compose import BLACK, GRAY, Composition, Line, MetaBlock, Run
from docx_cli.synth.families import Family
from docx_cli.synth.layout import (
    MIN_GAP,
    RECEIPT_WIDTH,
    LaidPage,
    Layouter,
    PlacedWord,
    ShapeOp,
    _light,
    text_width,
)

NUMERIC = {"quantity", "unit_price", "line_amount", "tax_rate", "line_tax", "gross_amount"}
OPTIONAL = ("gross_amount", "line_tax", "tax_rate", "unit", "line_no")  # dropped first when the page is narrow


class ComposedLayouter(Layouter):
    def __init__(self, comp: Composition, fam: Family, width: float, height: float, fonts: tuple[str, str],
                 size: float | None = None):
        super().__init__(comp, fam, width, height, size)
        self.regular, self.bold = fonts
        self.kept_columns: tuple[str, ...] = ()

    def put(self, line: Line, x: float, top: float, **kw) -> tuple[float, float]:
        """As the family layouter, then a currency glued to its amount ("$6,510.00", "EUR12.50", "12,50 €"
        printed "12,50€") becomes two gold words, split where and as ``docx_cli.ingest.words`` splits it after
        every reader: the amount keeps the value's key, the mark is the currency (of a total) or O."""
        before = len(self.page.words)
        out = super().put(line, x, top, **kw)
        words = self.page.words
        if any(glued_cut(w.text) is not None for w in words[before:]):
            fixed: list[PlacedWord] = []
            for w in words[before:]:
                cut = glued_cut(w.text)
                if cut is None:
                    fixed.append(w)
                    continue
                head, tail = w.text[:cut], w.text[cut:]
                x0, y0, x1, y1 = w.box
                xm = x0 + (x1 - x0) * len(head) / len(w.text)
                mark_first = not head[-1].isdigit()
                k_head = w.key if not mark_first else ("currency" if w.key == "total_amount" else None)
                k_tail = w.key if mark_first else ("currency" if w.key == "total_amount" else None)
                fixed.append(PlacedWord(head, (x0, y0, xm, y1), w.line, w.block, k_head))
                fixed.append(PlacedWord(tail, (xm, y0, x1, y1), w.line, w.block, k_tail))
            words[before:] = fixed
        return out

    # -- header placements the family layouter lacks --
    def meta_block(self, b: MetaBlock, x: float, top: float, w: float, align: str) -> float:
        if b.style == "boxed" and b.pairs:
            pad = 5.0
            lw = max(self.measure(lab)[0] for lab, _ in b.pairs)
            vw = max(self.measure(val)[0] for _, val in b.pairs)
            bw = min(w, lw + MIN_GAP * 1.5 + vw + 2 * pad + 2)
            x0 = x + w - bw if align == "right" else x
            h = super().meta_block(MetaBlock(b.name, b.pairs, "kv"), x0 + pad, top + pad, bw - 2 * pad, "left")
            self.page.ops.append(ShapeOp("rect", (x0, top, bw, h + 2 * pad), stroke=self.fam.accent, width=0.8))
            return h + 2 * pad
        if b.style == "nolabel":
            blk = self.new_block()
            y = top
            for _, val in b.pairs:
                y += self.put(val, x, y, width=w, align=align, block=blk)[1]
            return y - top
        if b.style == "kv_right" and b.pairs:
            blk = self.new_block()
            lw = max(self.measure(lab)[0] for lab, _ in b.pairs)
            vw = max(self.measure(val)[0] for _, val in b.pairs)
            total = min(w, lw + MIN_GAP * 1.5 + vw)
            if align == "right":
                x = x + w - total
            y = top
            for lab, val in b.pairs:
                lid = self.new_line()
                _, h1 = self.put(lab, x, y, width=lw + 1, align="right", block=blk, line_id=lid)
                _, h2 = self.put(val, x + lw + MIN_GAP * 1.5, y, width=max(20.0, total - lw - MIN_GAP * 1.5),
                                 block=blk, line_id=lid)
                y += max(h1, h2)
            return y - top
        return super().meta_block(b, x, top, w, align)

    # -- the items table --
    def columns(self) -> tuple[list[int], list[float], list[str]]:
        comp, pad = self.comp, 5.0
        keep = list(range(len(comp.columns)))
        wrap = bool(comp.extra.get("wrap"))

        def natural(k: int) -> float:
            hw = self.measure((Run(comp.column_labels[k], bold=True),))[0]
            cw = max((self.measure(row[k])[0] for row in comp.rows), default=0.0)
            return max(hw, cw) + 2 * pad + MIN_GAP

        nat = {k: natural(k) for k in keep}
        d = comp.columns.index("description") if "description" in comp.columns else None
        min_desc = 80.0 if wrap else 110.0
        while True:
            desc_w = self.cw - sum(nat[k] for k in keep if k != d)
            if desc_w >= min_desc or not any(comp.columns[k] in OPTIONAL for k in keep):
                break
            for optional in OPTIONAL:
                ks = [k for k in keep if comp.columns[k] == optional]
                if ks:
                    keep.remove(ks[0])
                    break
        widths = [nat[k] if k != d else 0.0 for k in keep]
        if d is not None and d in keep:
            widths[keep.index(d)] = max(60.0, self.cw - sum(widths))
        else:
            slack = (self.cw - sum(widths)) / max(1, len(widths))
            widths = [w + slack for w in widths]
        aligns = ["right" if comp.columns[k] in NUMERIC else "left" for k in keep]
        self.kept_columns = tuple(comp.columns[k] for k in keep)
        return keep, widths, aligns

    def wrap_line(self, line: Line, width: float) -> list[Line]:
        """Greedy wrap of a cell's words (runs keep their key and style) into lines no wider than ``width``."""
        words = [(r, t) for r in line for t in r.text.split(" ") if t]
        out: list[Line] = []
        cur: list[tuple[Run, str]] = []

        def as_line(ws: list[tuple[Run, str]]) -> Line:
            runs: list[Run] = []
            for r, t in ws:
                if runs and runs[-1].key == r.key and runs[-1].bold == r.bold and runs[-1].scale == r.scale:
                    runs[-1] = Run(runs[-1].text + " " + t, r.key, r.bold, r.scale, r.color)
                else:
                    runs.append(Run(t, r.key, r.bold, r.scale, r.color))
            return tuple(runs)

        for wd in words:
            if cur and self.measure(as_line([*cur, wd]))[0] > width:
                out.append(as_line(cur))
                cur = []
            cur.append(wd)
        if cur:
            out.append(as_line(cur))
        return out or [line]

    def _table_header(self, keep, widths, aligns, rh: float) -> float:
        """The column labels (on every page the table continues on); returns the segment's top."""
        comp, fam, style, pad = self.comp, self.fam, self.fam.table_style, 5.0
        blk = self.new_block()
        lid = self.new_line()
        y = self.y
        white = style == "zebra"
        if style in ("zebra", "header_fill"):
            self.page.ops.append(ShapeOp("rect", (self.m, y, self.cw, rh), fill=fam.accent if white
                                         else _light(fam.accent)))
        x = self.m
        for k, w, a in zip(keep, widths, aligns):
            colour = (1.0, 1.0, 1.0) if white else (fam.accent if style == "dashed" else BLACK)
            self.put((Run(comp.column_labels[k], bold=True, color=colour),), x + pad, y + 2,
                     width=w - 2 * pad - MIN_GAP / 2, align=a, block=blk, line_id=lid)
            if style == "grid":
                self.page.ops.append(ShapeOp("rect", (x, y, w, rh), stroke=GRAY, width=0.5))
            x += w
        if style in ("ruled", "none", "boxed", "header_fill", "underline"):
            self.page.ops.append(ShapeOp("line", (self.m, y + rh, self.m + self.cw, y + rh), stroke=BLACK,
                                         width=1.0))
        if style == "dashed":
            for yy in (y, y + rh):
                self.page.ops.append(ShapeOp("line", (self.m, yy, self.m + self.cw, yy), stroke=fam.accent,
                                             width=0.8, dash=True))
        self.y += rh
        self._table_block = blk
        return y

    def _close_segment(self, table_top: float) -> None:
        style = self.fam.table_style
        if style == "boxed":
            self.page.ops.append(ShapeOp("rect", (self.m, table_top, self.cw, self.y - table_top), stroke=BLACK,
                                         width=0.8))
        elif style in ("header_fill", "underline"):
            self.page.ops.append(ShapeOp("line", (self.m, self.y, self.m + self.cw, self.y), stroke=GRAY))

    def _row_cells(self, row, keep, widths) -> list[list[Line]]:
        pad, wrap = 5.0, bool(self.comp.extra.get("wrap"))
        return [self.wrap_line(row[k], w - 2 * pad - MIN_GAP / 2)
                if wrap and self.comp.columns[k] == "description" else [row[k]] for k, w in zip(keep, widths)]

    def _table_row(self, i: int, cells, n_lines: int, sub, h: float, keep, widths, aligns, d_pos: int) -> None:
        """One item: its cells (a wrapped description line after line), then its sub-rows, then the rule."""
        style, pad, lh = self.fam.table_style, 5.0, self.s * self.fam.leading
        y = self.y
        if style == "zebra" and i % 2 == 1:
            self.page.ops.append(ShapeOp("rect", (self.m, y, self.cw, h), fill=(0.93, 0.93, 0.93)))
        line_ids = [self.new_line() for _ in range(n_lines)]
        x = self.m
        xs = []
        for lines, w, a in zip(cells, widths, aligns):
            xs.append(x)
            for j, line in enumerate(lines):
                self.put(line, x + pad, y + 2 + j * lh, width=w - 2 * pad - MIN_GAP / 2, align=a,
                         block=self._table_block, line_id=line_ids[j])
            if style == "grid":
                self.page.ops.append(ShapeOp("rect", (x, y, w, h), stroke=GRAY, width=0.5))
            x += w
        sy = y + 2 + n_lines * lh
        for sub_line in sub:  # serial numbers, notes: small grey lines under the description
            sx = xs[d_pos] + pad + 6
            self.put(sub_line, sx, sy, width=self.m + self.cw - sx - pad, block=self._table_block)
            sy += lh * 0.9
        if style in ("ruled", "dashed"):
            self.page.ops.append(ShapeOp("line", (self.m, y + h, self.m + self.cw, y + h), stroke=GRAY,
                                         width=0.3, dash=style == "dashed"))
        self.y += h

    def table(self) -> None:
        comp, fam, s = self.comp, self.fam, self.s
        keep, widths, aligns = self.columns()
        lh = s * fam.leading
        rh = lh + 4
        subrows: dict = comp.extra.get("subrows", {})
        d_pos = next((j for j, k in enumerate(keep) if comp.columns[k] == "description"), 0)
        table_top = self._table_header(keep, widths, aligns, rh)
        for i, row in enumerate(comp.rows):
            cells = self._row_cells(row, keep, widths)
            n_lines = max(len(c) for c in cells)
            sub = subrows.get(i, ())
            h = n_lines * lh + 4 + len(sub) * lh * 0.9
            if self.y + h > self.bottom:
                self._close_segment(table_top)
                self.page_break()
                table_top = self._table_header(keep, widths, aligns, rh)
            self._table_row(i, cells, n_lines, sub, h, keep, widths, aligns, d_pos)
        self._close_segment(table_top)
        self._amount_w = widths[-1] if aligns and aligns[-1] == "right" else 90.0
        self.y += s * 0.8


class ComposedReceiptLayouter(ComposedLayouter):
    """A till roll as long as its content; the item lines come in one of three shapes (``extra['item_shape']``)."""

    def document(self) -> list[LaidPage]:
        comp, s = self.comp, self.s
        self.new_page()
        for row in comp.header:
            for blocks, _ in row:
                for b in blocks:
                    align = "left" if isinstance(b, MetaBlock) else comp.extra.get("head_align", "center")
                    self.y += self.block(b, self.m, self.y, self.cw, align) + s * 0.4
        self.rule()
        cols = comp.columns
        shape = comp.extra.get("item_shape", "two_line")
        amount_w = max(self.measure(r[cols.index("line_amount")])[0] for r in comp.rows) + 2
        sections = comp.extra.get("sections", {})
        for i, row in enumerate(comp.rows):
            if i in sections:  # a department heading over the next items, bold and untagged
                self.y += self.put((Run(sections[i], bold=True),), self.m, self.y, width=self.cw,
                                   block=self.new_block())[1]
            blk = self.new_block()
            lid = self.new_line()
            desc = row[cols.index("description")]
            qty, price, amount = (row[cols.index(c)] for c in ("quantity", "unit_price", "line_amount"))
            code = row[cols.index("item_id")] if "item_id" in cols else ()
            right = self.m + self.cw - amount_w
            if shape == "qty_first":  # "2 Coffee Beans 1kg   12.90" then "   à 6.45"
                self.put(qty + (Run("x"),) + desc, self.m, self.y, width=self.cw - amount_w - MIN_GAP * 2,
                         block=blk, line_id=lid)
                _, h = self.put(amount, right, self.y, width=amount_w, align="right", block=blk, line_id=lid)
                self.y += h
                self.y += self.put(code + (Run(comp.extra.get("each", "@")),) + price, self.m + 10, self.y,
                                   width=self.cw - 10, block=blk)[1]
            elif shape == "one_line":  # "Coffee Beans  2 x 6.45  12.90"
                mid = qty + (Run("x"),) + price
                mw = self.measure(mid)[0] + 2
                self.put(code + desc, self.m, self.y, width=self.cw - amount_w - mw - MIN_GAP * 3, block=blk,
                         line_id=lid)
                self.put(mid, right - mw - MIN_GAP, self.y, width=mw, align="right", block=blk, line_id=lid)
                _, h = self.put(amount, right, self.y, width=amount_w, align="right", block=blk, line_id=lid)
                self.y += h
            else:  # description and amount, then "qty x price"
                self.put(desc, self.m, self.y, width=self.cw - amount_w - MIN_GAP * 2, block=blk, line_id=lid)
                _, h = self.put(amount, right, self.y, width=amount_w, align="right", block=blk, line_id=lid)
                self.y += h
                self.y += self.put(code + qty + (Run("x"),) + price, self.m + 10, self.y, width=self.cw - 10,
                                   block=blk)[1]
        self.rule()
        self.bottom = 1e9
        self.totals()
        blk = self.new_block()
        for line in comp.extra.get("tail", ()):
            self.y += self.put(line, self.m, self.y, width=self.cw, block=blk)[1]
        for line in comp.extra.get("closing", ()):
            self.y += self.put(line, self.m, self.y, width=self.cw, align="center", block=blk)[1]
        self.y += self.m
        self.page.height = self.H = self.y
        return self.pages

    def rule(self) -> None:
        self.y += 2
        self.page.ops.append(ShapeOp("line", (self.m, self.y, self.m + self.cw, self.y), stroke=BLACK, dash=True))
        self.y += 4


def receipt_width(rng_value: float) -> float:
    """58 mm, 80 mm or a wider slip."""
    return (164.4, RECEIPT_WIDTH, RECEIPT_WIDTH, 260.0)[int(rng_value * 4) % 4]


__all__ = ["ComposedLayouter", "ComposedReceiptLayouter", "receipt_width", "text_width"]
