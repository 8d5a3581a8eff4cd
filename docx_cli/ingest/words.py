"""Word clean-up after every reader: a label glued to its value, or a currency glued to its amount, is two words.

Receipts and OCR often print no space after a label's colon ("DATE:11/03/18", "TOTAL:12.50"). A word tagger
can only tag whole words, so the date would come out as "DATE:11/03/18" (or, as the model learned from
training receipts where such words carry no label, not at all). Split there, the value is a word of its own,
like every value the model was trained on. Only a word whose part before the (first) colon holds a letter and
whose part after it starts with a digit is split: times ("12:30") and URLs ("http://…") stay whole.

A number sign glued to its number ("n°562044387", "Nº0042": French, Spanish, Italian invoices) is split too.

A currency sign or ISO code glued to an amount ("$6,510.00", "US$12", "EUR12.50", "12,50€") is split the same
way: otherwise the whole word reads as the currency and the amount is lost. Two-letter prefixes that are not
signs ("RM101" is as often a room as ringgit) stay whole.

Both tests are linear in the word's length (no backtracking regex over the whole word: a 300,000-character
word took 56 s with the old one), and words longer than ``MAX_SPLIT_CHARS`` are never split: no label:value
or currency:amount word is that long.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

from docx_cli.currency import CODES
from docx_cli.document import Document, Word

MAX_SPLIT_CHARS = 100  # longer words are left whole (they are not label:value words)

_LETTER = re.compile(r"[^\W\d_]")
_DIGIT_START = re.compile(r"\d")
_SPACE = re.compile(r"\s")
# The number signs of French, Spanish, Italian and Portuguese documents ("Facture n°562044387", "Nº 0042"),
# glued to the number they introduce ("No." stays whole: SROIE's gold keeps "NO.53" in an address as printed).
NUMBER_SIGNS = frozenset({"n°", "N°", "nº", "Nº", "N.º", "n.º", "N.°", "n.°"})
_AMOUNT = re.compile(r"[-−]?\d(?:[\d.,'’]*\d)?")  # "6,510.00", "12", "-5.00": starts and ends with a digit
_SIGN_PREFIX = re.compile(r"[A-Z]{0,2}")  # the letters of "US$", "HK$", "R$"


def _is_sign(text: str) -> bool:
    return bool(text) and all(unicodedata.category(c) == "Sc" for c in text)


def _currency_prefix(text: str) -> bool:
    """``$``, ``US$``, ``€``, ``EUR``: a currency sign (with at most two capitals before it) or ISO code."""
    if text in CODES:  # ISO 4217, capitals only: "eur" in running text is not a currency
        return True
    letters = _SIGN_PREFIX.match(text)
    return _is_sign(text[letters.end():]) if letters else False


def glued_cut(text: str) -> int | None:
    """Where a glued word splits (an index into ``text``), or None to keep it whole."""
    if len(text) > MAX_SPLIT_CHARS or len(text) < 2:
        return None
    colon = text.find(":")
    if colon > 0:
        value = text[colon + 1:]
        if _LETTER.search(text, 0, colon) and _DIGIT_START.match(value) and not _SPACE.search(value):
            return colon + 1
    digit = _DIGIT_START.search(text)
    if digit is not None and digit.start() > 0:  # "$6,510.00" / "EUR12.50" / "n°562044387"
        head, tail = text[: digit.start()], text[digit.start():]
        if head in NUMBER_SIGNS:
            return len(head)
        if head.endswith(("-", "−")):  # "$-5.00": the sign stays with the amount
            head, tail = head[:-1], head[-1] + tail
        if _currency_prefix(head) and _AMOUNT.fullmatch(tail):
            return len(head)
    if _is_sign(text[-1]) and _AMOUNT.fullmatch(text[:-1]):  # "12,50€"
        return len(text) - 1
    return None


def split_glued(word: Word) -> tuple[Word, ...]:
    """``(word,)``, or the label and the value as two words, each with the share of the box its characters
    take (as SROIE's line boxes are shared out). A labelled word is left whole (its label covers both)."""
    if word.label not in (None, "O"):
        return (word,)
    cut = glued_cut(word.text)
    if cut is None:
        return (word,)
    label, value = word.text[:cut], word.text[cut:]
    if word.box is None:
        return replace(word, text=label), replace(word, text=value)
    x0, y0, x1, y1 = word.box
    x = x0 + (x1 - x0) * len(label) / len(word.text)
    # at the precision a Document JSON keeps (Word.stored), as the reader's own words are
    return (replace(word, text=label, box=(x0, y0, x, y1)).stored(),
            replace(word, text=value, box=(x, y0, x1, y1)).stored())


def split_glued_words(doc: Document) -> Document:
    """``doc`` with every glued label:value or currency:amount word split in place (same line and block);
    unchanged if none."""
    if not any(glued_cut(w.text) is not None for _, w in doc.iter_words()):
        return doc
    pages = tuple(replace(p, words=tuple(part for w in p.words for part in split_glued(w))) for p in doc.pages)
    return replace(doc, pages=pages)
