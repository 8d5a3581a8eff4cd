"""Rules ``separate_dates``, ``split_dates`` and ``order_dates``: a document's own date comes first; its due,
delivery or expiry date is never earlier. A model that read both dates but mixed up which is which (templates
put their labels anywhere) is set right here. They work on the result JSON of the fields (``{name: value}``) and
weigh each value by its ``score`` (the mean tag probability of its words), which that JSON carries while
decoding."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from docx_cli.decode.params import DEFAULT, DecodeParams

LATER_DATES = ("due_date", "delivery_date", "expiry_date")


def apply_date_rules(fields: dict[str, Any], params: DecodeParams = DEFAULT) -> None:
    """The three rules, in order, each when switched on (``fields`` changed in place)."""
    if params.on("separate_dates"):
        separate_dates(fields, params.separate_unsure, params.max_candidates)
    if params.on("split_dates"):
        split_dates(fields, params.split_sure)
    if params.on("order_dates"):
        order_dates(fields)


def separate_dates(fields: dict[str, Any], unsure: float = DEFAULT.separate_unsure,
                   max_candidates: int = DEFAULT.max_candidates) -> None:
    """The document's date and a later date that came out as the same date: the less confident of the two,
    when the model is unsure of it (score < ``unsure``), takes the best other date among the two fields'
    candidates instead. Why: a multi-page document repeats a compact header (the date alone) on later pages,
    where the model tags it ``date`` with certainty; on page 1 the two dates share one probability mass, so
    Viterbi and the fill step can hand the document's own date to ``due_date`` too, and the real due date,
    left as a ``date`` candidate, is lost. A due date that really is the document's date (due on receipt) is
    kept when the model is sure of it (≥ ``unsure``): a header table "Order Number | Date | Deliver By" whose
    page-1 date the model gives ``due_date`` at 0.69–0.9 needs 0.95."""
    first = fields.get("date")
    for name in LATER_DATES:
        later = fields.get(name)
        if not (isinstance(first, dict) and isinstance(later, dict)):
            continue
        same = first.get("normalized")
        if not same or later.get("normalized") != same:
            continue
        weak = later if later["score"] <= first["score"] else first
        if weak["score"] >= unsure:
            continue
        others = _other_dates([*first.get("candidates", []), *later.get("candidates", [])], same)
        if not others:
            continue
        pick = dict(max(others, key=lambda c: c["score"]))
        rest = [c for c in weak.get("candidates", []) if c.get("normalized") != pick["normalized"]]
        pick["candidates"] = [{k: v for k, v in weak.items() if k != "candidates"}, *rest][:max_candidates]
        fields["date" if weak is first else name] = pick
        first = fields.get("date")


def split_dates(fields: dict[str, Any], sure: float = DEFAULT.split_sure) -> None:
    """Two different dates both tagged ``date`` with score ≥ ``sure`` and an empty ``due_date``: the
    second one is the due date (:func:`order_dates` then puts the earlier one in ``date``). Why: on an unseen
    layout the model can be certain that both are the document's dates and not which is which."""
    first = fields.get("date")
    if "due_date" not in fields or fields["due_date"] is not None or not isinstance(first, dict):
        return
    if first["score"] < sure or not first.get("normalized"):
        return
    others = _other_dates(first.get("candidates", []), first["normalized"], sure)
    if others:
        fields["due_date"] = dict(others[0])
        first["candidates"] = [c for c in first["candidates"] if c is not others[0]]


def _other_dates(candidates: Sequence[dict[str, Any]], value: str, min_confidence: float = 0.0) -> list[dict]:
    """The candidates that read as a date other than ``value`` (ISO), scored at least ``min_confidence``."""
    return [c for c in candidates
            if c.get("normalized") and c["normalized"] != value and c["score"] >= min_confidence]


def order_dates(fields: dict[str, Any]) -> None:
    """``date`` and each later date in calendar order (ISO dates compare as strings)."""
    first = fields.get("date")
    for name in LATER_DATES:
        later = fields.get(name)
        if not (isinstance(first, dict) and isinstance(later, dict)):
            continue
        a, b = first.get("normalized"), later.get("normalized")
        if a and b and b < a:
            fields["date"], fields[name] = later, first
            first = later  # the next later date is compared with the date now in place
