"""Rules ``address_head_name`` (an address whose first line is a name gives that line to the party's empty name)
and ``first_line_name`` (a document that names no party at all takes the name printed as its first line).

``first_line_name`` — why: a till receipt prints one party, its shop, and prints it first, in the type and place the
model gave the names of the receipts it trained on; on a photo of a receipt it has not seen, the model can leave the
shop's name untagged (WildReceipt's "BOULEVARD STATION", "Welcome To The Grand Wok", "DIA%": 0.01-0.22 of name
probability) and the store came back empty. Where the document has no party's name or address at all, its first
line's leftmost cell is the issuer's name when it reads as one: the words before a title ("Faji" of "Faji TAX
INVOICE (ABB)/RECEIPT"), no digit (a street, "1560 N Federal Highway"; a page number), no key, at most
``_MAX_WORDS`` words. A document naming a party or an address is left as the model read it: there the first line is
as often the customer's window as the issuer's name (invoice2data's Netpresse invoice prints its customer "ALEXINUX"
over the customer's address first, its issuer in the footer; with only the names and the customer's address tested
it came back as the vendor). Its confidence is what the model gave the name's words: a user sorting by confidence
finds these last.

Measured: WildReceipt store names 0.571 → 0.611 (WildReceipt 0.7401 → 0.7442: "DIA%", "ninetysevengroup",
"Faji", "Welcome To The Grand Wok"); every other set unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from docx_cli.decode.rules.keys import amount_key_names, fold, key_names, party_key_names
from docx_cli.decode.rules.lines import next_word, split_cells
from docx_cli.decode.rules.roles import ADDRESS_OF
from docx_cli.decode.spans import join_split_spans
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans

# A document's title words (folded): a name stops before them ("Faji TAX INVOICE (ABB)/RECEIPT")
_TITLE = frozenset({"invoice", "receipt", "tax", "bill", "statement", "payment", "credit", "note", "copy",
                    "original", "duplicate", "order", "quotation", "facture", "recu", "ticket", "rechnung",
                    "quittung", "beleg", "kassenbon", "factura", "recibo", "fattura", "ricevuta", "scontrino",
                    "factuur", "kassabon", "bon"})
_MAX_WORDS = 5
_CELL_GAP = 1.0  # line heights: a gutter, wider than a word space (about 0.3)
_PARTIES = ("vendor_name", "vendor_address", "customer_name", "customer_address")


def first_line_name(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with the first line's name tagged the vendor's where no party is tagged (rule
    ``first_line_name``; a new list)."""
    if kinds.get("vendor_name") != "single" or not doc.pages:
        return list(tags)
    if any(s.label in _PARTIES for s in tags_to_spans(tags)):
        return list(tags)
    entries = list(doc.iter_words())
    cell = _first_cell(entries)
    if not cell or any(tags[k] != OUTSIDE for k in cell):
        return list(tags)
    name: list[int] = []
    for k in cell:
        if fold(entries[k][1].text) in _TITLE:
            break
        name.append(k)
    texts = [entries[k][1].text for k in name]
    text = " ".join(texts)
    if (not name or len(name) > _MAX_WORDS or any(c.isdigit() for c in text) or any(t.endswith(":") for t in texts)
            or not any(len(fold(t)) >= 2 for t in texts)
            or key_names(text) or amount_key_names(text) or party_key_names(text)):
        return list(tags)
    out = list(tags)
    out[name[0]:name[-1] + 1] = spans_to_tags(len(name), [Span("vendor_name", 0, len(name))])
    return out


def _first_cell(entries: Sequence[tuple[Page, Word]]) -> list[int]:
    """The words of the first page's top line, left to right, up to the first gutter."""
    first = entries[0][0].number if entries else None
    boxed = [k for k, (page, word) in enumerate(entries) if page.number == first and word.box is not None]
    if not boxed:
        return []
    top = min(boxed, key=lambda k: entries[k][1].box[1])  # type: ignore[index]
    cell = split_cells(entries, [k for k in boxed if entries[k][1].line_id == entries[top][1].line_id], _CELL_GAP)[0]
    # reading order must hold the cell's words in a row for one span
    return cell if cell == list(range(cell[0], cell[0] + len(cell))) else []


# -- rule address_head_name ---------------------------------------------------------------------------------
_NAME_OF = {address: name for name, address in ADDRESS_OF.items()}


def address_head_name(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with the first line of a party's address given to the party's name where the name is empty and
    that line reads as a name (rule ``address_head_name``; a new list).

    Why: a block prints a party's name over its street and town, and the model, sure of the block, sometimes
    tags the whole of it as the address: WildReceipt's "BOULEVARD STATION" / "BRONX, New York 10459", the
    factur-x e-invoice's "LE FOURNISSEUR" / "35 rue d'ici" / "75018 PARIS" came back with no name and the name
    inside the address. An address's lines print a number (a house, a postcode); a first line with none, a
    few words and no key, over lines that do print one, is the name. Untagged words before it on its line, a
    word space apart, are the name's too ("LE"), up to a key ("Ordered By:").

    Measured: WildReceipt store names 0.611 → 0.621 ("BOULEVARD STATION"); the generator's held-out layouts
    0.9403 → 0.9403 (a customer "Sonnentech" out of its address, one name and its key "Ordered By:" before
    the key was left out); every other set unchanged. The e-invoice's "LE FOURNISSEUR" stays in its address:
    "Fournisseur" is a supplier's key."""
    out = list(tags)
    entries = list(doc.iter_words())
    spans = tags_to_spans(tags)
    named = {s.label for s in spans}
    for group in join_split_spans(doc, spans, kinds):
        field = _NAME_OF.get(group[0].label)
        if field is None or kinds.get(field) != "single" or field in named:
            continue
        ks = [k for g in group for k in range(g.start, g.end)]
        line = entries[ks[0]][1].line_id
        head = [k for k in ks if entries[k][1].line_id == line and entries[k][0].number == entries[ks[0]][0].number]
        rest = [k for k in ks if k not in head]
        texts = [entries[k][1].text for k in head]
        text = " ".join(texts)
        if (not rest or head != list(range(head[0], head[-1] + 1)) or len(head) > _MAX_WORDS
                or any(c.isdigit() for c in text) or text.endswith(",") or any(t.endswith(":") for t in texts)
                or not any(c.isdigit() for k in rest for c in entries[k][1].text)
                or key_names(text) or party_key_names(text) or amount_key_names(text)):
            continue
        start = head[0]
        while (start > 0 and out[start - 1] == OUTSIDE and next_word(entries, start - 1, start)
               and not entries[start - 1][1].text.endswith(":")):  # a key before the name stays out
            start -= 1
        if party_key_names(" ".join(entries[k][1].text for k in range(start, head[0]))):
            start = head[0]
        out[start:head[-1] + 1] = spans_to_tags(head[-1] + 1 - start, [Span(field, 0, head[-1] + 1 - start)])
        first = group[0]  # the rest of the address's first span: a span of its own
        if head[-1] + 1 < first.end:
            n = first.end - head[-1] - 1
            out[head[-1] + 1:first.end] = spans_to_tags(n, [Span(first.label, 0, n)])
        named.add(field)
    return out
