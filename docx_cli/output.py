"""Shaping a result record for output: ``--min-confidence``.

:func:`apply_min_confidence` turns every value the model is less sure of than ``P`` into ``null`` — a header
field's ``value`` and a line-item cell's — and keeps what was found under ``candidates`` (the rejected value
first, then the field's other candidates), so nothing is lost for a reviewer; a multi field's list keeps the
values at or above ``P``. Records without fields (error records) pass through unchanged.
"""

from __future__ import annotations

from typing import Any

from docx_cli.decode.floors import apply_floors


def apply_min_confidence(record: dict[str, Any], threshold: float | None) -> dict[str, Any]:
    """A copy of ``record`` with values below ``threshold`` nulled (see the module docstring)."""
    if threshold is None or not isinstance(record.get("fields"), dict):
        return record
    fields, items = apply_floors(record["fields"], record.get("line_items") or [], threshold)
    return {**record, "fields": fields, **({"line_items": items} if "line_items" in record else {})}
