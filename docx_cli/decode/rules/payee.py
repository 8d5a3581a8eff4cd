"""Rule ``payee_name``: the name a page prints as the payee of its payment (the account holder of its bank
details, the one cheques are payable to, the one a payment was received by) is the seller's.

Why: whoever is paid is the seller, whatever the page's title, and invoices whose letterhead is a logo print
their issuer's name in text only there: "Virement BRED BANQUE POPULAIRE – Titulaire du compte : NETPRESSE",
"Payment received by OYO", "Make checks payable to:" over a name. The model reads payment instructions as
boilerplate and leaves them untagged, so such an invoice came back without a vendor.

What it does: the name after a payee's key on its line (or, where the key ends its line, the line under it) is
read up to a separator, a number, another key or a gutter. A key starts a cell ("shall pay to Station the
amount" in a contract's terms is none), but for "in favour of" and "à l'ordre de" in a sentence about a payment
("All payment to be made in favor of" / "Oravel Stays Pvt. Ltd."). Where the vendor's name is empty and the
first payee's words are untagged, they are tagged the vendor's name; a name tagged the customer's that reads as
a payee's takes the vendor's role, or, where the vendor has a name already, loses its tag (OYO's receipt: its
payee "Oravel Stays Pvt. Ltd." had been read as the customer). A vendor's name the model read elsewhere is left
as it is.

Measured: invoice2data 0.8125 → 0.8485 and its page images 0.7222 → 0.7568 (Netpresse's and OYO's vendors,
which their logos print only as pictures); DeepForm, WildReceipt, SROIE (through OCR and from its boxes), the
e-invoice, the generator's held-out layouts and test families unchanged (the generator prints no payee). Left
out: the name before a French registered capital ("Free SAS au capital de 3.441.812 Euros", "FOURNISSEUR F SARL
au capital de 50 000 EUR"), a legal name where the truth of both sets is the trade name (2 documents worse).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from docx_cli.decode.rules.keys import fold, party_key_names
from docx_cli.decode.rules.lines import blank_after
from docx_cli.decode.rules.sender import SEPARATORS, OneLineAddresses, name_key, tag_value
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, tags_to_spans

# Keys printed before the payee's name (folded: lower case, accents off, other characters one space), starting
# a cell: "shall pay to Station the amount" in a contract's terms is no key
_PAYEE_KEYS = ("account holder", "account holder name", "account name", "name of account", "payable to",
               "checks payable to", "cheques payable to", "make checks payable to", "make cheques payable to",
               "please make checks payable to", "please make cheques payable to", "payment received by",
               "remit to", "please remit to", "pay to", "payee", "payee name", "beneficiary", "beneficiary name",
               "name of beneficiary", "in favor of", "in favour of", "a favor de", "a l ordre de", "zugunsten",
               "titulaire du compte", "beneficiaire", "kontoinhaber", "zahlungsempfanger",
               "rekeninghouder", "ten name van", "t n v", "beneficiario", "intestato a", "titular de la cuenta")
# "All payment to be made in favour of", "chèque à l'ordre de": keys inside a sentence about a payment
_ANYWHERE = frozenset({"in", "a"})
_PAYMENT = re.compile(r"(?:^| )(?:pay|paie|paym|cheque|check|transfer|virement|zahlung|pago|bonifico|betaling)")
_PAYEE = re.compile(r"(?:" + "|".join(re.escape(k) for k in _PAYEE_KEYS) + r")")
_NOT_NAME = frozenset({"iban", "bic", "swift", "rib", "bank", "banque", "bankverbindung", "sort", "code", "a",
                       "c", "ac", "no", "nr", "n", "the", "order", "of", "company", "po", "p", "box", "address",
                       "nom", "name"})  # words a payee's name never starts with
_WORDS = 6  # a name's most words
_NEXT_LINE = 2.5  # line heights from the top of a key's line to the top of the line under it holding the name
_GUTTER = 1.0  # line heights: a wider blank between two words of a line parts two cells


def payee_name(doc: Document, tags: list[str], conf: list[float], kinds: Mapping[str, str],
               prob: Callable[[int, str], float], index: OneLineAddresses | None = None) -> None:
    """Rule ``payee_name``; ``tags`` and ``conf`` are changed in place. ``index``: the document's lines, where
    ``sender_line`` and ``footer_name`` share them."""
    names = ("vendor_name", "customer_name")
    if any(kinds.get(f) != "single" for f in names):
        return
    index = index or OneLineAddresses(doc)
    entries = index.entries
    payees = [ks for page_lines in index.pages.values() for i in range(len(page_lines))
              if (ks := _payee(entries, page_lines, i))]
    if not payees:
        return

    def vendor_named() -> bool:
        return any(t != OUTSIDE and t[2:] == "vendor_name" for t in tags)

    if not vendor_named() and all(tags[k] == OUTSIDE for k in payees[0]):  # an empty vendor: the first payee's
        tag_value(payees[0], "vendor_name", tags, conf, prob)
    for payee in payees:  # a customer's name that reads as a payee's is the seller's (none's, once it has one)
        name = name_key(" ".join(entries[k][1].text for k in payee))
        for s in tags_to_spans(tags):
            if s.label == "customer_name" and name_key(" ".join(w.text for _, w in entries[s.start:s.end])) == name:
                if vendor_named():
                    for k in range(s.start, s.end):
                        tags[k], conf[k] = OUTSIDE, prob(k, OUTSIDE)
                else:
                    tag_value(range(s.start, s.end), "vendor_name", tags, conf, prob)


def _payee(entries: Sequence[tuple[Page, Word]], page_lines: Sequence[Sequence[int]], i: int) -> list[int]:
    """The words of the payee's name that line ``i`` of its page names (in a row of the reading order); []
    where it names none."""
    line = page_lines[i]
    texts = [fold(entries[k][1].text) for k in line]
    for start in range(len(line)):
        if not texts[start] or not (_cell_start(entries, line, start) or (
                texts[start] in _ANYWHERE and _PAYMENT.search(" ".join(texts[:start])))):
            continue
        ends = [j for j in range(start, min(start + 6, len(line)))
                if texts[j] and _PAYEE.fullmatch(" ".join(t for t in texts[start:j + 1] if t))]
        if not ends or entries[line[ends[-1]]][1].text.lower().startswith("payé"):  # "TVA payée sur": paid
            continue
        j = ends[-1]  # the longest key: "Payee Name", not "Payee"
        name = _name(entries, line, j + 1)
        if not name and all(not t for t in texts[j + 1:]) and i + 1 < len(page_lines):  # the key ends its line
            below = page_lines[i + 1]
            key, first = entries[line[start]][1].box, entries[below[0]][1].box
            left = entries[line[0]][1].box[0]  # type: ignore[index]  # (the name starts under its line)
            height = key[3] - key[1]  # type: ignore[index]
            if first[1] - key[1] <= _NEXT_LINE * height and left - height <= first[0] <= key[2]:  # type: ignore[index]
                name = _name(entries, below, 0)
        return name
    return []


def _cell_start(entries: Sequence[tuple[Page, Word]], line: Sequence[int], m: int) -> bool:
    """Whether word ``m`` of ``line`` starts a cell: the line's first word, or after a separator, a colon or a
    gutter."""
    if m == 0:
        return True
    before = entries[line[m - 1]][1].text
    gap = blank_after(entries, line[m - 1], line[m])
    return before in SEPARATORS or before.endswith(":") or (gap is not None and gap > _GUTTER)


def _name(entries: Sequence[tuple[Page, Word]], line: Sequence[int], start: int) -> list[int]:
    """The name starting at word ``start`` of ``line`` (capitalised): up to a separator, a word with a digit,
    a party's key ("Advertiser"), a gutter or ``_WORDS`` words; [] where none, where a word no name starts with
    comes first, or where the words are a key themselves ("NOM :")."""
    words: list[int] = []
    for m in range(start, len(line)):
        k = line[m]
        text = entries[k][1].text
        if not fold(text):
            if words and text == ":":
                return []
            if words or text not in {":", "-", "–"}:
                break
            continue  # the key's colon
        if text.endswith(":"):
            if words:
                return []
            break
        if text in SEPARATORS or any(c.isdigit() for c in text) or (words and party_key_names(text)):
            break
        if words and (gap := blank_after(entries, words[-1], k)) is not None and gap > _GUTTER:
            break  # the next cell
        words.append(k)
        if text.endswith((",", ";")) or len(words) == _WORDS:
            break
    if not words or not entries[words[0]][1].text[:1].isupper() \
            or fold(entries[words[0]][1].text).split()[0] in _NOT_NAME or not _row(words):
        return []
    return words


def _row(ks: Sequence[int]) -> bool:
    """Whether the word indexes ``ks`` follow each other in the reading order."""
    return list(ks) == list(range(ks[0], ks[0] + len(ks)))
