"""Rule ``date_ranges``: two dates printed as a range on one line ("01.09.2022 – 28.09.2022", "1 juin 2023 au
11 juillet 2023") are a period's start and end, not the document's date or due date.

Why: a service or billing period is printed as a range, and a model that reads two dates under "Period of
Service" tags them as the dates it knows best: on layouts no model trained on, 24 of 200 held-out composed
invoices had their period read as their date and due date (period start F1 0.07). The range is what the
page says, in any language; the rule runs only for a model with period start and end fields (labels named
``*_start`` / ``*_from`` and ``*_end`` / ``*_to`` of type date) and takes the range the model thinks likeliest
to be the period when a page prints several.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from docx_cli.decode.normalize import field_type, find_date, name_words
from docx_cli.decode.rules.lines import same_line
from docx_cli.document import Document
from docx_cli.tagging import Span, spans_to_tags, tags_to_spans

# What stands between the two dates of a range: a dash, or "to" in the languages of the generator and of
# real invoices ("au", "bis", "t/m", "tot", "al", "a", "through", "until")
CONNECTORS = frozenset({"-", "–", "—", "~", "to", "till", "until", "through", "thru", "au", "à", "bis", "t/m",
                        "tot", "al", "a", "fino", "hasta"})
_MAX_DATE_WORDS = 3  # "1 février 2025", "September 1, 2025"


def period_fields(kinds: Mapping[str, str], types: Mapping[str, str] | None = None) -> tuple[str, str] | None:
    """(start field, end field) of a period among the single date fields, or None."""
    start = end = None
    for f, k in kinds.items():
        if k != "single" or field_type(f, types) != "date":
            continue
        words = set(name_words(f))
        if words & {"start", "from", "begin"}:
            start = start or f
        elif words & {"end", "to", "until"}:
            end = end or f
    return (start, end) if start and end else None


def _date_of(text: str) -> tuple[str, str] | None:
    """The text's (day-first ISO, month-first ISO) when the whole of it is one date, else None."""
    found = [find_date(text, day_first) for day_first in (True, False)]
    if any(f is None or f[0] is None or f[1] != 0 or f[2] != len(text.rstrip(".,;:")) for f in found):
        return None
    return found[0][0], found[1][0]  # type: ignore[index,return-value]


def date_ranges(doc: Document, tags: Sequence[str], kinds: Mapping[str, str], score: Callable[[int, str], float],
                types: Mapping[str, str] | None = None) -> list[str]:
    """``tags`` with the likeliest printed date range as the period (``score(i, tag)``: the probability of a tag
    at word ``i``); a new list. Without period fields or a range, ``tags`` as they were (copied)."""
    fields = period_fields(kinds, types)
    if fields is None:
        return list(tags)
    entries = list(doc.iter_words())
    best, best_score = None, -1.0
    for i, (_, word) in enumerate(entries):
        if word.text.lower() not in CONNECTORS or word.line_id < 0:
            continue
        same = [k for k in range(max(0, i - _MAX_DATE_WORDS), min(len(entries), i + _MAX_DATE_WORDS + 1))
                if same_line(entries, i, k)]
        left = date_span(entries, [k for k in same if k < i][::-1])
        right = date_span(entries, [k for k in same if k > i])
        if left is None or right is None:
            continue
        (a, da), (b, db) = left, right
        if not any(x <= y for x, y in zip(da, db)):  # a range runs forward in time, read either way
            continue
        s = _mean_prob(score, a, fields[0]) + _mean_prob(score, b, fields[1])
        if s > best_score:
            best, best_score = (a, b), s
    if best is None:
        return list(tags)
    spans = [s for s in tags_to_spans(tags)
             if s.label not in fields and not any(s.start < t.end and t.start < s.end for t in best)]
    spans += [Span(fields[0], best[0].start, best[0].end), Span(fields[1], best[1].start, best[1].end)]
    return spans_to_tags(len(tags), spans)


def _mean_prob(score: Callable[[int, str], float], span: Span, field: str) -> float:
    """The probability that the span's words belong to ``field`` (any of its four tags), averaged over them."""
    return sum(score(k, f"{p}-{field}") for k in range(span.start, span.end) for p in "BIES") / len(span)


def date_span(entries: Sequence, ks: Sequence[int]) -> tuple[Span, tuple[str, str]] | None:
    """The longest run of words ``ks`` (nearest the connector first) that is one whole date, as a span."""
    for n in range(min(len(ks), _MAX_DATE_WORDS), 0, -1):
        run = sorted(ks[:n])
        if run[-1] - run[0] != n - 1:
            continue
        date = _date_of(" ".join(entries[k][1].text for k in run))
        if date is not None:
            return Span("", run[0], run[-1] + 1), date
    return None
