"""Shaping a result record for output: ``--min-confidence``.

:func:`apply_min_confidence` turns every value the model is less sure of than ``P`` into ``null`` — a header
field's ``value`` and a line-item cell's — and keeps what was found under ``candidates`` (the rejected value
first, then the field's other candidates), so nothing is lost for a reviewer; a multi field's list keeps the
values at or above ``P``. Records without fields (error records) pass through unchanged.
"""

from __future__ import annotations

import copy
from typing import Any


def _reject(cell: dict[str, Any]) -> dict[str, Any]:
    found = {k: v for k, v in cell.items() if k != "candidates"}
    return {"value": None, "confidence": cell.get("confidence"),
            "candidates": [found, *cell.get("candidates", [])]}


def _below(cell: Any, threshold: float) -> bool:
    return (isinstance(cell, dict) and cell.get("value") is not None
            and float(cell.get("confidence") or 0.0) < threshold)


def apply_min_confidence(record: dict[str, Any], threshold: float | None) -> dict[str, Any]:
    """A copy of ``record`` with values below ``threshold`` nulled (see the module docstring)."""
    if threshold is None or not isinstance(record.get("fields"), dict):
        return record
    out = copy.deepcopy(record)
    for name, value in out["fields"].items():
        if isinstance(value, list):
            out["fields"][name] = [v for v in value if not _below(v, threshold)]
        elif _below(value, threshold):
            out["fields"][name] = _reject(value)
    for row in out.get("line_items") or []:
        for name, cell in row.items():
            if _below(cell, threshold):
                row[name] = _reject(cell)
    return out
