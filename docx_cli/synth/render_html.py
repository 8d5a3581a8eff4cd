"""A :class:`Composition` → an HTML page (the web format, for XDoc) and its gold Document.

The page holds the same text as the PDF (once: a web page has no page breaks, so there is no repeated header
and no page label) as visible text nodes in a table layout. The gold Document has ``format="web"``, one page
with ``unit="none"`` and no boxes: the words, XPaths (``/html/body/div/table[1]/tbody/tr[3]/td[2]``) and
line/block ids are those the project's HTML reader (``docx_cli.ingest.html``) finds in the generated file,
plus the labels. Each element's text is one run, so a word's XPath and label come from the same place;
inter-element whitespace is left in tails, which readers skip.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import lxml.html
from lxml import etree

from docx_cli.document import Document, Page
from docx_cli.ingest.html import parse_html
from docx_cli.synth.compose import BoxBlock, Composition, Line, MetaBlock, TextBlock, run
from docx_cli.synth.content import Content
from docx_cli.synth.families import Family
from docx_cli.synth.gold import expected_fields, tags_for

_FONT_CSS = {"helvetica": "Helvetica, Arial, sans-serif", "times": "'Times New Roman', serif",
             "courier": "'Courier New', monospace", "vera": "'Bitstream Vera Sans', 'DejaVu Sans', sans-serif"}


def _css(fam: Family) -> str:
    r, g, b = (int(c * 255) for c in fam.accent)
    th = f"rgb({r},{g},{b});color:#fff" if fam.table_style == "zebra" else "#eee"
    border = {"grid": "1px solid #999", "boxed": "none", "ruled": "none", "zebra": "none", "none": "none",
              "header_fill": "none"}[fam.table_style]
    return (
        f"body{{font-family:{_FONT_CSS[fam.font]};font-size:{fam.size + 3:.0f}px;margin:{fam.margin:.0f}px}}"
        ".row{display:flex;gap:16px;margin-bottom:10px}.logo{width:36px;height:36px;display:inline-block;"
        f"background:rgb({r},{g},{b});border-radius:{'50%' if fam.logo in ('circle', 'ring') else '0'}}}"
        f".title{{font-size:{fam.title_size + 4:.0f}px;color:rgb({r},{g},{b});font-weight:bold}}"
        f"table.items{{width:100%;border-collapse:collapse}}table.items td,table.items th{{border:{border};"
        "padding:2px 6px;text-align:left}"
        f"table.items th{{background:{th}}}"
        "table.items tr:nth-child(even){background:#f2f2f2}.num{text-align:right}"
        ".box{border:1px solid;padding:6px}.footer{color:#666;font-size:smaller;margin-top:20px}"
        "table.totals{margin-left:auto}"
    )


class _Builder:
    """Builds the tree and records, per text-bearing element, its runs' keys in document order."""

    def __init__(self) -> None:
        self.texts: list[tuple[etree._Element, str, str | None]] = []  # element, text, key

    def el(self, parent, tag: str, cls: str | None = None, **attrs) -> etree._Element:
        e = etree.SubElement(parent, tag)
        if cls:
            e.set("class", cls)
        for k, v in attrs.items():
            e.set(k, v)
        e.tail = "\n"
        return e

    def line(self, parent, tag: str, line: Line, cls: str | None = None) -> etree._Element:
        """A line as one element: its text directly when it is a single plain run, else one child per run."""
        e = self.el(parent, tag, cls)
        runs = [r for r in line if r.text]
        if len(runs) == 1 and not runs[0].bold:
            e.text = runs[0].text
            self.texts.append((e, runs[0].text, runs[0].key))
            return e
        for r in runs:
            c = etree.SubElement(e, "b" if r.bold else "span")
            c.text = r.text
            c.tail = " "
            self.texts.append((c, r.text, r.key))
        return e


def render_html(comp: Composition, fam: Family, c: Content, source: str, metadata: dict[str, Any]) -> tuple[str, Document]:
    b = _Builder()
    html = etree.Element("html")
    head = etree.SubElement(html, "head")
    etree.SubElement(head, "meta", charset="utf-8")
    style = etree.SubElement(head, "style")
    style.text = _css(fam)
    body = etree.SubElement(html, "body")
    doc = b.el(body, "div", "doc")

    _header(b, doc, comp, fam)
    _items(b, doc, comp)
    _tail(b, doc, comp)

    text = lxml.html.tostring(html, doctype="<!DOCTYPE html>", encoding="unicode")
    words: list[str] = []
    keys: list[str | None] = []
    for _, t, key in b.texts:
        for w in t.split(" "):
            words.append(w)
            keys.append(key)
    # The words, XPaths and line/block ids are what the project's HTML reader finds in this very file, so
    # the web gold is exactly what `docx ocr page.html` returns, plus labels.
    page = parse_html(text)
    if [w.text for w in page.words] != words:
        raise RuntimeError("HTML reader and synth disagree on the visible words of the generated page")
    tags, spans = tags_for(keys)
    meta = dict(metadata)
    meta["gold"] = expected_fields(words, spans, c)
    page = Page(number=1, width=0.0, height=0.0, unit="none", source="html",
                words=tuple(replace(w, label=tag) for w, tag in zip(page.words, tags)))
    return text, Document(source=source, pages=(page,), format="web", metadata=meta)


def _header(b: _Builder, doc: Any, comp: Composition, fam: Family) -> None:
    """The header rows: text blocks, label/value tables, boxes."""
    header = b.el(doc, "div", "header")
    for row in comp.header:
        rdiv = b.el(header, "div", "row")
        for blocks, frac in row:
            slot = b.el(rdiv, "div", "slot", style=f"width:{frac * 100:.0f}%")
            for blk in blocks:
                if isinstance(blk, TextBlock):
                    bdiv = b.el(slot, "div", f"block {blk.name}")
                    if blk.logo and fam.logo != "none":
                        b.el(bdiv, "div", "logo")
                    for ln in blk.lines:
                        b.line(bdiv, "div", ln, "title" if blk.name == "title" else None)
                elif isinstance(blk, MetaBlock):
                    t = b.el(slot, "table", "meta")
                    for lab, val in blk.pairs:
                        tr = b.el(t, "tr")
                        b.line(tr, "th", lab)
                        b.line(tr, "td", val)
                elif isinstance(blk, BoxBlock):
                    bdiv = b.el(slot, "div", f"box {blk.name}")
                    for ln in blk.lines:
                        b.line(bdiv, "div", ln)


def _items(b: _Builder, doc: Any, comp: Composition) -> None:
    """The line-item table."""
    numeric = {"quantity", "unit_price", "line_amount", "tax_rate"}
    table = b.el(doc, "table", "items")
    tr = b.el(b.el(table, "thead"), "tr")
    for col, label in zip(comp.columns, comp.column_labels):
        b.line(tr, "th", (run(label),), "num" if col in numeric else None)
    tbody = b.el(table, "tbody")
    for row in comp.rows:
        tr = b.el(tbody, "tr")
        for col, cell in zip(comp.columns, row):
            b.line(tr, "td", cell, "num" if col in numeric else None)


def _tail(b: _Builder, doc: Any, comp: Composition) -> None:
    """Totals, a receipt's payment and thanks, terms, footer."""
    totals = b.el(doc, "table", "totals")
    for lab, val in comp.totals:
        tr = b.el(totals, "tr")
        b.line(tr, "td", lab)
        b.line(tr, "td", val, "num")
    if comp.kind == "receipt":
        b.line(b.el(doc, "div", "payment"), "p", (run(comp.extra["payment"]),))
        b.line(b.el(doc, "div", "thanks"), "p", (run(comp.extra["thanks"]),))
    if comp.terms:
        terms = b.el(doc, "div", "terms")
        if comp.terms_heading:
            b.line(terms, "h4", comp.terms_heading)
        for para in comp.terms:
            b.line(terms, "p", (run(para),))
    if comp.footer:
        footer = b.el(doc, "div", "footer")
        for ln in comp.footer:
            b.line(footer, "div", ln)
