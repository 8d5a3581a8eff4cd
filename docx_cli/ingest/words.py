"""Word clean-up after every reader: a label glued to its value is two words.

Receipts and OCR often print no space after a label's colon ("DATE:11/03/18", "TOTAL:12.50"). A word tagger
can only tag whole words, so the date would come out as "DATE:11/03/18" (or, as the model learned from
training receipts where such words carry no label, not at all). Split there, the value is a word of its own,
like every value the model was trained on. Only a word whose part before the (first) colon holds a letter and
whose part after it starts with a digit is split: times ("12:30") and URLs ("http://…") stay whole.
"""

from __future__ import annotations

import re
from dataclasses import replace

from docx_cli.document import Document, Word

GLUED = re.compile(r"^([^:]*[^\W\d_][^:]*:)(\d\S*)$")  # (label with a letter, colon)(value starting with a digit)


def split_glued(word: Word) -> tuple[Word, ...]:
    """``(word,)``, or the label and the value as two words, each with the share of the box its characters
    take (as SROIE's line boxes are shared out). A labelled word is left whole (its label covers both)."""
    m = GLUED.match(word.text)
    if m is None or (word.label not in (None, "O")):
        return (word,)
    label, value = m.group(1), m.group(2)
    if word.box is None:
        return replace(word, text=label), replace(word, text=value)
    x0, y0, x1, y1 = word.box
    cut = x0 + (x1 - x0) * len(label) / len(word.text)
    return replace(word, text=label, box=(x0, y0, cut, y1)), replace(word, text=value, box=(cut, y0, x1, y1))


def split_glued_words(doc: Document) -> Document:
    """``doc`` with every glued label:value word split in place (same line and block); unchanged if none."""
    if not any(GLUED.match(w.text) for _, w in doc.iter_words()):
        return doc
    pages = tuple(replace(p, words=tuple(part for w in p.words for part in split_glued(w))) for p in doc.pages)
    return replace(doc, pages=pages)
