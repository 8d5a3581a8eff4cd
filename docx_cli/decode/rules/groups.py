"""Rule ``digit_groups``: an amount whose thousands are set off by a space ("3 633.35", "1 234 567,89") is one
value, although the space splits it into words.

Why: French, Swiss, Nordic and many other invoices group digits with a space, and a PDF's text layer (like
OCR) splits words at spaces, so "3 633.35" arrives as "3" and "633.35". A model that tags only the last group
returns 633.35 for a total of 3,633.35: of the 54 totals the composed held-out split scored wrong, 20 were
this. A group before an amount joins it when it is untagged, one to three digits (three between groups), on
the same line and no further than a word space away, and the amount starts with exactly three digits. A
receipt's quantity a word space before its price ("2 12.50") does not join, the price having fewer digits;
one before a price of three digits ("1 250.00") would, unless the model tagged it as the quantity. Words
without boxes (web, plain text) never join: there is no gap to tell a group from a column.

The model also splits such an amount the other ways: into two values of the same field ("7" and "958.26" each
tagged the total, the more confident "958.26" then winning) or at its first group ("5" tagged, "999" not). A
one-word value of the same field before the amount joins it like an untagged group, and a value that is one
group of one to three digits takes the groups printed a word space after it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from docx_cli.decode.normalize import field_type
from docx_cli.decode.rules.lines import blank_after, same_line
from docx_cli.document import Document
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans

_LEAD = re.compile(r"\d{1,3}")
_GROUP = re.compile(r"\d{3}")
_STARTS_GROUP = re.compile(r"[^\d\s]{0,3}\d{3}(?:[.,]\d{1,2})?[^\d]{0,3}")  # "633.35", "804,02", "338.98-"
_NEXT_GROUP = re.compile(r"\d{3}(?:[.,]\d{1,2})?[^\d]{0,3}")  # "999", "958.26", "804,02€"
_MAX_GAP = 0.6  # a word space is about 0.25-0.35 of the line height; columns are several heights apart


def digit_groups(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                 types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with each amount value extended over the digit groups printed before and after it (a new
    list)."""
    amounts = {f for f in kinds if field_type(f, types) == "amount"}
    spans = tags_to_spans(tags)
    if not any(s.label in amounts for s in spans):
        return list(tags)
    entries = list(doc.iter_words())
    out: list[Span] = []
    changed = False
    for s in spans:
        if out and out[-1].end > s.start:
            continue  # a one-word value the amount before it took as its next group
        if s.label in amounts:
            start, end = s.start, s.end
            if _STARTS_GROUP.fullmatch(entries[start][1].text):
                while start > 0 and (_may_join(tags, out, start - 1, s.label)
                                     or _group_read_as_count(entries, tags, kinds, start - 1, s.label)) \
                        and _lead_before(entries, start - 1):
                    if out and out[-1].end == start:
                        out.pop()  # the model's value of this one group ("7" | "958.26")
                    start -= 1
                    if not _GROUP.fullmatch(entries[start][1].text):
                        break  # the leading group (1-3 digits) is the first
            if end - start == 1 and _LEAD.fullmatch(entries[start][1].text):
                while end < len(tags) and tags[end] in (OUTSIDE, f"S-{s.label}") and _group_after(entries, end - 1):
                    end += 1
                    if not _GROUP.fullmatch(entries[end - 1][1].text):
                        break  # a group with decimals is the last
            if (start, end) != (s.start, s.end):
                s, changed = Span(s.label, start, end), True
        out.append(s)
    return spans_to_tags(len(tags), out) if changed else list(tags)


def _may_join(tags: Sequence[str], out: Sequence[Span], i: int, label: str) -> bool:
    """Whether word ``i`` may join a ``label`` value: untagged, or a one-word value of ``label`` itself."""
    return tags[i] == OUTSIDE or (bool(out) and out[-1] == Span(label, i, i + 1))


def _group_read_as_count(entries: Sequence, tags: Sequence[str], kinds: Mapping[str, str], i: int,
                         label: str) -> bool:
    """Whether word ``i``, tagged as an item's quantity, is an amount's thousands: before the document's total
    or tax ("Total" | "2" | "968,25 $": a totals line holds no quantity), or before an item's price on a row
    that prints its count earlier ("1" | "1" | "268,40": the row's quantity is the first "1")."""
    tag = tags[i]
    if not (tag.startswith("S-") and kinds.get(tag[2:]) == "item" and "quantity" in tag[2:]):
        return False
    if kinds.get(label) != "item":
        return True
    return any(tags[k] == OUTSIDE and _LEAD.fullmatch(entries[k][1].text)
               for k in range(i - 1, -1, -1) if same_line(entries, k, i))


def _lead_before(entries: Sequence, i: int) -> bool:
    """Whether word ``i`` is a digit group printed a word space before word ``i + 1`` on its line."""
    gap = blank_after(entries, i, i + 1)
    return bool(_LEAD.fullmatch(entries[i][1].text)) and gap is not None and 0 <= gap <= _MAX_GAP


def _group_after(entries: Sequence, i: int) -> bool:
    """Whether word ``i + 1`` is the digit group that goes on from word ``i``, a word space after it."""
    gap = blank_after(entries, i, i + 1)
    return bool(_NEXT_GROUP.fullmatch(entries[i + 1][1].text)) and gap is not None and 0 <= gap <= _MAX_GAP
