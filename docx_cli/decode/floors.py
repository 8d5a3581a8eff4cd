"""Confidence floors: a value the model is less sure of than its field's floor is not given as the value.

A single field's value below the floor becomes ``null``, what was found kept under ``candidates`` (the rejected
value first, then the field's other candidates), so nothing is lost for a reviewer; a multi field's list keeps
the values at or above it; a line-item cell below it is nulled like a single field. The floor is one number
for every field (``docx extract --min-confidence P``) or one per field (a model's own, chosen on its validation
documents: labels.json ``"min_confidence"``, carried by :class:`~docx_cli.decode.params.DecodeParams`).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

Floors = float | Mapping[str, float]


def _floor(floors: Floors, name: str) -> float:
    return floors if isinstance(floors, (int, float)) else float(floors.get(name, 0.0))


def _below(cell: Any, floor: float) -> bool:
    return (floor > 0 and isinstance(cell, dict) and cell.get("value") is not None
            and float(cell.get("confidence") or 0.0) < floor)


def reject(cell: dict[str, Any]) -> dict[str, Any]:
    """A value JSON found but not given: ``value`` null, what was found first under ``candidates``."""
    found = {k: v for k, v in cell.items() if k != "candidates"}
    return {"value": None, "confidence": cell.get("confidence"), "candidates": [found, *cell.get("candidates", [])]}


def apply_floors(fields: Mapping[str, Any], line_items: list[dict[str, Any]], floors: Floors,
                 ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Copies of ``fields`` and ``line_items`` (the result JSON's halves) with the values below their floor
    rejected as the module docstring says."""
    fields, line_items = copy.deepcopy(dict(fields)), copy.deepcopy(list(line_items))
    for name, value in fields.items():
        floor = _floor(floors, name)
        if isinstance(value, list):
            fields[name] = [v for v in value if not _below(v, floor)]
        elif _below(value, floor):
            fields[name] = reject(value)
    for row in line_items:
        for name, cell in row.items():
            if _below(cell, _floor(floors, name)):
                row[name] = reject(cell)
    return fields, line_items
