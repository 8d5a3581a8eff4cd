"""Rule ``same_name``: one name in two spellings is one value of a multi field (values.py keeps one value per
:func:`core_name`).

Why: a contract names a party in full where it is introduced and shorter elsewhere ("eBay, Inc." and "eBay",
"BIOSITE INC" and "Biosite Incorporated"). Both are tagged, and a list of parties would hold the party twice.
Two values whose words, once case, punctuation and the legal form ("Inc.", "Corporation", "L.P.", ...) are
set aside, are the same, are one value: the more confident spelling stays, where the first one stood.
"""

from __future__ import annotations

import re

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
