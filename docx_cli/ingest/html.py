"""HTML reader (the ``web`` format): the visible text nodes, each word with its XPath, no boxes.

XPath as in MarkupLM / XDoc (seed 002, appendix A): the tag names from the root down to the element that
holds the text, and a subscript on a step only when its parent has more than one child with that tag
(1-based, like XPath): ``/html/body/div/span[2]``. A step without a subscript means subscript 0 in the
(tag, subscript) sequences ``docx_cli.modeling.xpath.encode_xpath`` makes. Text in an element's tail belongs
to the parent element, as in the DOM.

Invisible text is skipped: ``<head>``, ``<script>``, ``<style>``, ``<noscript>``, ``<template>``, comments,
``hidden`` elements, ``<input type=hidden>`` and inline ``display:none`` / ``visibility:hidden``.
Each text node is one line; each nearest block-level ancestor (div, p, td, li, h1…) one block.
"""

from __future__ import annotations

import re
from pathlib import Path

from docx_cli.document import Document, Page, Word
from docx_cli.errors import InputError

_INVISIBLE = {"head", "script", "style", "noscript", "template", "svg", "math", "iframe", "object", "canvas"}
_BLOCK = {
    "address", "article", "aside", "blockquote", "body", "caption", "dd", "details", "dialog", "div", "dl",
    "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
    "hr", "html", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot",
    "th", "thead", "tr", "ul",
}
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


def _hidden(el) -> bool:
    tag = el.tag if isinstance(el.tag, str) else ""
    if tag.lower() in _INVISIBLE:
        return True
    if el.get("hidden") is not None or (tag.lower() == "input" and (el.get("type") or "").lower() == "hidden"):
        return True
    return bool(_HIDDEN_STYLE.search(el.get("style") or ""))


def xpath_of(el) -> str:
    """``/html/body/div/span[2]``: subscripts only where siblings share the tag (MarkupLM convention)."""
    steps = []
    while el is not None:
        parent = el.getparent()
        tag = el.tag.lower()
        if parent is None:
            steps.append(tag)
        else:
            same = [c for c in parent if isinstance(c.tag, str) and c.tag.lower() == tag]
            steps.append(f"{tag}[{same.index(el) + 1}]" if len(same) > 1 else tag)
        el = parent
    return "/" + "/".join(reversed(steps))


def parse_html(data: bytes | str) -> Page:
    import lxml.html
    from lxml import etree

    parser = lxml.html.HTMLParser(remove_comments=True, remove_pis=True, no_network=True, recover=True)
    try:
        root = lxml.html.document_fromstring(data, parser=parser)
    except (etree.ParserError, ValueError) as e:
        raise InputError("bad_html", f"cannot parse HTML ({e})") from None

    words: list[Word] = []
    blocks: dict[str, int] = {}  # block element's XPath -> id (lxml proxies have no stable id())
    line = 0

    def block_of(el) -> int:
        while el is not None and el.tag.lower() not in _BLOCK:
            el = el.getparent()
        return blocks.setdefault(xpath_of(el) if el is not None else "", len(blocks))

    def emit(text: str | None, holder) -> None:
        nonlocal line
        tokens = (text or "").split()
        if not tokens:
            return
        xp, block = xpath_of(holder), block_of(holder)
        words.extend(Word(text=t, line_id=line, block_id=block, xpath=xp) for t in tokens)
        line += 1

    def walk(el) -> None:  # document order: text, children (each followed by its tail)
        if _hidden(el):
            return
        emit(el.text, el)
        for child in el:
            if isinstance(child.tag, str):
                walk(child)
            emit(child.tail, el)  # tail text belongs to the parent, even after a hidden child

    walk(root)
    return Page(number=1, width=0.0, height=0.0, unit="none", source="html", words=tuple(words))


def read_html(path: str | Path, source: str | None = None) -> Document:
    page = parse_html(Path(path).read_bytes())
    return Document(source=source or str(path), pages=(page,), format="web", metadata={"reader": "html"})
