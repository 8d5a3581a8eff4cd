"""Rule ``same_name``: one name in two spellings is one value of a multi field.

Why: a contract names a party in full where it is introduced and shorter elsewhere ("eBay, Inc." and "eBay",
"BIOSITE INC" and "Biosite Incorporated"). Both are tagged, and a list of parties would hold the party twice.
Two values whose words, once case, punctuation and the legal form ("Inc.", "Corporation", "L.P.", ...) are
set aside, are the same, are one value: the more confident spelling stays, where the first one stood.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from docx_cli.decode.spans import Cell

# Legal forms, written without their full stops, that a company name may or may not carry.
LEGAL_FORMS = frozenset({
    "inc", "incorporated", "corp", "corporation", "co", "company", "llc", "ltd", "limited", "lp", "llp",
    "plc", "gmbh", "ag", "sa", "nv", "bv", "the",
})


def core_name(text: str) -> str:
    """``"eBay, Inc."`` → ``"ebay"``: lower case, letters and digits only, legal forms dropped."""
    words = [re.sub(r"[^\w&]", "", w) for w in text.casefold().split()]
    core = [w for w in words if w and w not in LEGAL_FORMS]
    return " ".join(core) or " ".join(w for w in words if w)


def merge_same_names(cells: Sequence[Cell]) -> list[Cell]:
    """``cells`` (distinct values, in order of first appearance) with each core name kept once: the most
    confident of its spellings, at the place of the first."""
    best: dict[str, Cell] = {}
    order: list[str] = []
    for c in cells:
        k = core_name(c.text)
        if k not in best:
            order.append(k)
            best[k] = c
        elif c.confidence > best[k].confidence:
            best[k] = c
    return [best[k] for k in order]
