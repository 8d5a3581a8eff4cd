"""Train / validation split with a fixed seed (the datasets' own held-out splits are not available)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def split_documents(docs: Sequence[T], fraction: float, seed: int) -> tuple[list[T], list[T]]:
    """Shuffle indices with ``random.Random(seed)`` and hold out ``round(fraction · n)`` (at least one when
    ``fraction > 0`` and there are two or more documents). Same inputs, same split, on every machine; the
    order inside each part follows the input order."""
    n = len(docs)
    if fraction <= 0 or n < 2:
        return list(docs), []
    n_val = min(n - 1, max(1, round(fraction * n)))
    order = list(range(n))
    random.Random(seed).shuffle(order)
    held = set(order[:n_val])
    return [d for i, d in enumerate(docs) if i not in held], [d for i, d in enumerate(docs) if i in held]
