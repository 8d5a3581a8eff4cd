"""Rules ``same_name`` (one name in two spellings is one value of a multi field: values.py keeps one value
per :func:`core_name`) and ``two_parties`` (the vendor and the customer are two parties).

Why: a contract names a party in full where it is introduced and shorter elsewhere ("eBay, Inc." and "eBay",
"BIOSITE INC" and "Biosite Incorporated"). Both are tagged, and a list of parties would hold the party twice.
Two values whose words, once case, punctuation and the legal form ("Inc.", "Corporation", "L.P.", ...) are
set aside, are the same, are one value: the more confident spelling stays, where the first one stood.

``two_parties``: a document is between two parties, but the model reads a name by where it stands, and the
issuer's name printed again (a letterhead repeated under the address window, a footer, a "c/o" line) comes back
as the customer too ("Wagner Solutions KG" as vendor and customer, the customer "Brooks & Miller KG" among the
candidates). Where the two names are one name (:func:`core_name`), the less sure of the two takes its next
candidate that is another name, or none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# Legal forms, written without their full stops, that a company name may or may not carry.
# Words a name does not end on (lower case): "Beth Parlato for" goes on ("Congress")
_OPEN_WORDS = frozenset({"for", "of", "and", "&", "the", "to", "de", "des", "du", "la", "le", "les", "di", "del",
                         "della", "van", "von", "der", "da", "do", "dos", "das", "und", "et", "y", "e", "für", "pour", "para", "per", "voor"})


def open_word(word: str) -> bool:
    """Whether a name ending on ``word`` is cut ("Beth Parlato for", "Johnson &")."""
    return word.casefold() in _OPEN_WORDS


LEGAL_FORMS = frozenset({
    "inc", "incorporated", "corp", "corporation", "co", "company", "llc", "ltd", "limited", "lp", "llp",
    "plc", "gmbh", "ag", "sa", "nv", "bv", "the",
})


# Legal forms of companies (folded, without full stops), in the languages of the invoices we read
# (those above, less "Company" and "The", which start other words: "Company No", "The Alley")
FORMS = (LEGAL_FORMS - {"company", "the"}) | {
    "pty", "dac", "teoranta", "kg", "ohg", "ug", "ev", "sas", "sarl", "sàrl", "eurl", "snc", "sca", "vof", "cv",
    "bvba", "sprl", "srl", "spa", "sapa", "sl", "slu", "scoop", "sau", "ab", "as", "aps", "oy", "oyj", "asa", "kft",
    "sp", "zoo", "z", "oo", "sro", "ad", "doo", "pvt", "private", "lda", "ltda", "ltée", "ltee", "limitée", "pte",
    "sdn", "bhd", "cc", "ehf", "hf", "oü", "kk", "gk", "sagl", "srls", "scrl", "cvba", "sasu", "kgaa", "pllc", "epe",
    "ike", "zrt", "nyrt", "dd", "sac", "eirl", "rl", "sae", "jsc",
}


def form_word(text: str) -> bool:
    """Whether a word is a legal form ("NV", "S.p.A.", "Teoranta", "GmbH,", "(Pty)") or the "&" of "GmbH & Co. KG"."""
    return text == "&" or text.casefold().replace(".", "").strip("(),") in FORMS


def core_name(text: str) -> str:
    """``"eBay, Inc."`` → ``"ebay"``: lower case, letters and digits only, legal forms dropped."""
    words = [re.sub(r"[^\w&]", "", w) for w in text.casefold().split()]
    core = [w for w in words if w and w not in LEGAL_FORMS]
    return " ".join(core) or " ".join(w for w in words if w)


def two_parties(fields: dict[str, Any], pair: tuple[str, str] = ("vendor_name", "customer_name")) -> None:
    """Rule two_parties on the fields JSON (single values, with their ``candidates``), changed in place: of a name
    given as both parties, the one with the lower score (mean tag probability) goes."""
    values = [fields.get(f) for f in pair]
    if not all(isinstance(v, dict) for v in values):
        return
    a, b = values
    same = core_name(a["value"])  # type: ignore[index]
    if same != core_name(b["value"]):  # type: ignore[index]
        return
    loser = pair[1] if a["score"] >= b["score"] else pair[0]  # type: ignore[index]
    _next_candidate(fields, loser, lambda c: core_name(c["value"]) != same)


# Payment cards and tenders a receipt prints where a name might stand ("MASTERCARD ****3310", "EFTPOS"): no
# party's name.
CARDS = frozenset({"visa", "mastercard", "master card", "amex", "american express", "maestro", "eftpos", "debit",
                   "credit", "debit card", "credit card", "girocard", "ec karte", "interac", "discover", "jcb",
                   "unionpay", "nets", "paywave", "contactless", "cash"})


def card_names(fields: dict[str, Any], names: tuple[str, ...] = ("vendor_name", "customer_name")) -> None:
    """Rule card_names on the fields JSON, changed in place: a party's name that is a payment card's or a tender's
    ("MASTERCARD") gives way to its next candidate that is none, else to null."""
    for f in names:
        value = fields.get(f)
        if not isinstance(value, dict) or core_name(value["value"]) not in CARDS:
            continue
        _next_candidate(fields, f, lambda c: core_name(c["value"]) not in CARDS)


def _next_candidate(fields: dict[str, Any], name: str, keep: Callable[[dict[str, Any]], bool]) -> None:
    """``fields[name]`` given up for its first candidate that ``keep`` takes (the rest its candidates), else null."""
    others = [c for c in fields[name].get("candidates", []) if keep(c)]
    fields[name] = {**others[0], "candidates": others[1:]} if others else None
    if fields[name] is not None and not fields[name]["candidates"]:
        del fields[name]["candidates"]
