"""XPath → (tag ids, subscript ids), as MarkupLM (Li et al. 2022) and XDoc (Chen et al. 2022, appendix A) feed web text to a model.

``/html/body/div/span[2]`` becomes tags [html, body, div, span] and subscripts [0, 0, 0, 2], padded to
``max_depth`` with PAD (tag 0, subscript 0). The tag vocabulary is fixed (common HTML tags; anything else is
UNK) so that a saved model and a new document always agree on ids. Paths deeper than ``max_depth`` keep their
first ``max_depth`` steps (the root side, shared by neighbouring nodes).
"""

from __future__ import annotations

import re

PAD_TAG = 0
UNK_TAG = 1

# Common tags (MarkupLM keeps "common tags"; this list is ours and frozen: append only, never reorder).
XPATH_TAGS: tuple[str, ...] = (
    "<pad>", "<unk>",
    "html", "head", "body", "title", "meta", "link", "script", "style", "noscript", "base",
    "div", "span", "p", "a", "img", "br", "hr", "b", "i", "u", "s", "em", "strong", "small", "big", "sub",
    "sup", "mark", "code", "pre", "blockquote", "q", "cite", "abbr", "font", "center",
    "h1", "h2", "h3", "h4", "h5", "h6",
    "ul", "ol", "li", "dl", "dt", "dd",
    "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption", "colgroup", "col",
    "form", "input", "button", "select", "option", "optgroup", "textarea", "label", "fieldset", "legend",
    "header", "footer", "nav", "main", "section", "article", "aside", "address", "figure", "figcaption",
    "details", "summary", "time", "iframe", "svg", "canvas", "video", "audio", "source", "picture", "object",
    "embed", "area", "map", "text",
)
TAG_IDS: dict[str, int] = {t: i for i, t in enumerate(XPATH_TAGS)}

_STEP = re.compile(r"^([A-Za-z_][\w.:-]*|\*|text\(\))(?:\[(\d+)\])?$")


def encode_xpath(xpath: str | None, max_depth: int = 50, max_subscript: int = 256) -> tuple[list[int], list[int]]:
    """Tag ids and subscript ids, each of length ``max_depth``. ``None`` or ``""`` gives all PAD."""
    tags = [PAD_TAG] * max_depth
    subs = [0] * max_depth
    if not xpath:
        return tags, subs
    steps = [s for s in xpath.strip().split("/") if s]
    for depth, step in enumerate(steps[:max_depth]):
        m = _STEP.match(step.strip())
        if m is None:
            tags[depth] = UNK_TAG
            continue
        name = m.group(1).lower()
        name = "text" if name == "text()" else name
        tags[depth] = TAG_IDS.get(name, UNK_TAG)
        subs[depth] = min(int(m.group(2) or 0), max_subscript - 1)
    return tags, subs
