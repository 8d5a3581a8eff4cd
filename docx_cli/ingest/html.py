"""HTML reader (the ``web`` format): the visible text nodes, each word with its XPath, no boxes.

XPath as in MarkupLM (Li et al. 2022) / XDoc (Chen et al. 2022, appendix A): the tag names from the root down to the element that
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
from docx_cli.ingest.load import DEFAULT_MAX_DEPTH  # libxml2 with huge_tree stops at 2048 anyway

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
    """``/html/body/div/span[2]``: subscripts only where siblings share the tag (MarkupLM convention).

    One element at a time (O(siblings) per step); ``parse_html`` computes the same paths top-down, once per
    parent, so a page of 20,000 siblings stays linear."""
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


class _Path:
    """An element's XPath as a link to its parent's, made into a string only when a word needs it (a deep
    page with many siblings would otherwise hold depth × elements characters)."""

    __slots__ = ("_text", "parent", "step")

    def __init__(self, parent: _Path | None, step: str):
        self.parent, self.step, self._text = parent, step, None

    def text(self) -> str:
        if self._text is None:
            chain, node = [], self
            while node is not None and node._text is None:
                chain.append(node)
                node = node.parent
            prefix = node._text if node is not None else ""
            for link in reversed(chain):
                prefix = link._text = f"{prefix}/{link.step}"
        return self._text


def _child_steps(el) -> list[tuple[object, str | None]]:
    """(child, XPath step) for every child of ``el`` in order (step None for comments and the like), the
    subscripts from one count over the siblings."""
    children = list(el)
    counts: dict[str, int] = {}
    for c in children:
        if isinstance(c.tag, str):
            counts[c.tag.lower()] = counts.get(c.tag.lower(), 0) + 1
    seen: dict[str, int] = {}
    out: list[tuple[object, str | None]] = []
    for c in children:
        if not isinstance(c.tag, str):
            out.append((c, None))
            continue
        tag = c.tag.lower()
        seen[tag] = seen.get(tag, 0) + 1
        out.append((c, f"{tag}[{seen[tag]}]" if counts[tag] > 1 else tag))
    return out


def _parse_errors(parser) -> str | None:
    """The first parser message saying a libxml2 limit cut the document short (content lost), if any."""
    for entry in parser.error_log:
        msg = entry.message or ""
        if "Excessive depth" in msg or "limit exceeded" in msg.lower() or "huge" in msg.lower():
            return msg.strip()
    return None


def parse_html(data: bytes | str, max_chars: int | None = None, max_depth: int | None = DEFAULT_MAX_DEPTH,
               max_words: int | None = None) -> Page:
    """The visible words of an HTML page. Nesting deeper than ``max_depth``, more than ``max_chars``
    characters or ``max_words`` words: InputError("too_large"), never a silently shortened page."""
    import lxml.html
    from lxml import etree

    from docx_cli.ingest.text import check_chars, check_words, decode_text

    text = data if isinstance(data, str) else decode_text(data, declared=_declared_charset(data))
    check_chars(len(text), max_chars, "HTML")
    # huge_tree lifts libxml2's 256-level depth and 10 MB text-node limits (both silently dropped the rest
    # of the page); whatever limit remains is reported below, not swallowed.
    parser = lxml.html.HTMLParser(remove_comments=True, remove_pis=True, no_network=True, recover=True,
                                  huge_tree=True, encoding="utf-8")
    try:
        root = lxml.html.document_fromstring(text.encode("utf-8", "surrogatepass"), parser=parser)
    except (etree.ParserError, ValueError) as e:
        raise InputError("bad_html", f"cannot parse HTML ({e})") from None
    cut = _parse_errors(parser)
    if cut is not None:
        raise InputError("too_large", f"HTML over the parser's limits ({cut}); nothing is dropped silently")

    words: list[Word] = []
    blocks: dict[str, int] = {}  # block element's XPath -> id
    line = 0

    def emit(text: str | None, holder: _Path, block: _Path | None) -> None:
        nonlocal line
        tokens = (text or "").split()
        if not tokens:
            return
        check_words(len(words) + len(tokens), max_words)
        xp = holder.text()
        block_id = blocks.setdefault(block.text() if block is not None else "", len(blocks))
        words.extend(Word(text=t, line_id=line, block_id=block_id, xpath=xp) for t in tokens)
        line += 1

    # Document order without recursion (a page may nest deeper than Python's stack): an element's text,
    # then each child followed by its tail; a tail belongs to the parent, even after a hidden child.
    root_path = _Path(None, root.tag.lower())
    stack: list[tuple] = [("el", root, root_path, root_path if root.tag.lower() in _BLOCK else None, 1)]
    while stack:
        item = stack.pop()
        if item[0] == "tail":
            emit(item[1], item[2], item[3])
            continue
        _, el, path, block, depth = item
        if max_depth is not None and depth > max_depth:
            raise InputError("too_large", f"HTML nested deeper than {max_depth} levels (--limit max_depth=N raises it, up to 2048; docs/limits.md)")
        if _hidden(el):
            continue
        emit(el.text, path, block)
        for child, step in reversed(_child_steps(el)):  # pushed in reverse: popped in document order
            stack.append(("tail", child.tail, path, block))
            if step is not None:
                child_path = _Path(path, step)
                child_block = child_path if child.tag.lower() in _BLOCK else block
                stack.append(("el", child, child_path, child_block, depth + 1))
    return Page(number=1, width=0.0, height=0.0, unit="none", source="html", words=tuple(words))


_META_CHARSET = re.compile(rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]{1,40})""", re.IGNORECASE)


def _declared_charset(data: bytes) -> str | None:
    """The ``<meta charset=…>`` (or http-equiv content type) in the first 4 KiB, as browsers look for it."""
    m = _META_CHARSET.search(data[:4096])
    return m.group(1).decode("ascii") if m else None


def read_html(path: str | Path, source: str | None = None, max_chars: int | None = None,
              max_depth: int | None = DEFAULT_MAX_DEPTH, max_words: int | None = None) -> Document:
    from docx_cli.ingest.text import read_bytes_capped

    page = parse_html(read_bytes_capped(path, max_chars), max_chars=max_chars, max_depth=max_depth,
                      max_words=max_words)
    return Document(source=source or str(path), pages=(page,), format="web", metadata={"reader": "html"})
