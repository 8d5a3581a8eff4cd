"""Rules ``address_head_name`` (an address whose first line is a name gives that line to the party's empty name,
or to the name it goes on from), ``first_line_name`` (a document that names no party at all takes the name
printed as its first line), ``keyed_name`` (a party's empty name takes the name printed under the key naming the
party) and ``open_names`` (a name ending on "for", "of" or "&" takes its rest).

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

import re
from collections.abc import Callable, Mapping, Sequence

from docx_cli.decode.rules.keys import (
    Keys,
    amount_key_names,
    fold,
    key_names,
    order_issuer,
    party_key_names,
    party_namer,
    recipient_key,
)
from docx_cli.decode.rules.lines import boxed_lines, next_word, split_cells
from docx_cli.decode.rules.names import form_word, open_word
from docx_cli.decode.rules.roles import NAME_OF
from docx_cli.decode.spans import ACCOUNT_CODE, join_split_spans
from docx_cli.document import Document, Page, Word, union_box
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans

# A document's title words (folded): a name stops before them ("Faji TAX INVOICE (ABB)/RECEIPT")
TITLE_WORDS = frozenset({"invoice", "receipt", "tax", "bill", "statement", "payment", "credit", "note", "copy",
                    "original", "duplicate", "order", "quotation", "facture", "recu", "ticket", "rechnung",
                    "quittung", "beleg", "kassenbon", "factura", "recibo", "fattura", "ricevuta", "scontrino",
                    "factuur", "kassabon", "bon"})
_MAX_WORDS = 5
_CELL_GAP = 1.0  # line heights: a gutter, wider than a word space (about 0.3)
_PARTIES = ("vendor_name", "vendor_address", "customer_name", "customer_address")


def first_line_name(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with the first line's name tagged the vendor's where no party is tagged (rule
    ``first_line_name``; a new list). A company's name there, ending on its legal form, is the issuer's where
    the issuer's name is empty, whatever else the model tagged ("Bergström Kontorsinredning AB" | "FAKTURA" over
    a page whose contact person the model read as the customer): the vendor's, a purchase order's customer's."""
    if kinds.get("vendor_name") != "single" or not doc.pages:
        return list(tags)
    entries = list(doc.iter_words())
    named = {s.label for s in tags_to_spans(tags)}
    role = "vendor_name"
    if named & set(_PARTIES):
        role = order_issuer(entries) or "vendor_name"
        if role in named or kinds.get(role) != "single":
            return list(tags)
    cell = _first_cell(entries)
    if not cell or any(tags[k] != OUTSIDE for k in cell):
        return list(tags)
    name: list[int] = []
    for k in cell:
        if fold(entries[k][1].text) in TITLE_WORDS:
            break
        name.append(k)
    if not name or not name_like(_less_form([entries[k][1].text for k in name])):
        return list(tags)
    if named & set(_PARTIES) and (len(name) < 2 or not form_word(entries[name[-1]][1].text)) \
            and not _titled_line(entries, cell):  # (a freelancer's name: "Marta Puig Soler" | "FACTURA")
        return list(tags)
    out = list(tags)
    out[name[0]:name[-1] + 1] = spans_to_tags(len(name), [Span(role, 0, len(name))])
    return out


def _less_form(texts: list[str]) -> list[str]:
    """A name's words without the legal form it ends on ("Distribuidora Ferretera del Bajío," of "… S.A. de C.V."),
    for the count of a name's words: a form of three words makes no name longer."""
    end = len(texts)
    while end > 1 and (form_word(texts[end - 1]) or (texts[end - 1] in ("de", "&") and end < len(texts))):
        end -= 1
    return texts[:end]


def _titled_line(entries: Sequence[tuple[Page, Word]], cell: list[int]) -> bool:
    """Whether the line of ``cell`` prints the document's title in a cell of its own after it ("Marta Puig Soler"
    … "FACTURA": the letterhead of the one who issues it)."""
    page, line = entries[cell[0]][0].number, entries[cell[0]][1].line_id
    rest = [w for p, w in entries[cell[-1] + 1:] if p.number == page and w.line_id == line]
    return 0 < len(rest) <= 2 and fold(" ".join(w.text for w in rest)) in _TITLES


_TITLES = frozenset({"invoice", "tax invoice", "factura", "facture", "fattura", "rechnung", "factuur", "faktura",
                     "fatura", "lasku", "receipt"})


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
    "Fournisseur" is a supplier's key.

    Where the name is tagged and ends on that first line, a word space before it, the line's rest is the name's
    too: a shop's name printed in one line over its street, the model starting the address mid-name
    ("Hensley's" | "Top, Shelf" / "1551 Garth Brooks Blvd", "One World" | "Market - Indiana" / "8466
    Castleton"). The street under it may be a span of its own (the model cut the address after the piece). A
    digit OCR read inside a word of letters ("0'Brtens") is no number. Measured: WildReceipt store names
    0.621 → 0.676 (0.7460 → 0.7524: "Hensley's Top, Shelf", "One World Market - Indiana", "IN-N-OUT BURGER
    SANTA CLARA", "Caltex Central Myrtleford"); every other set unchanged."""
    out = list(tags)
    entries = list(doc.iter_words())
    spans = tags_to_spans(tags)
    named = {s.label for s in spans}
    for group in join_split_spans(doc, spans, kinds):
        field = NAME_OF.get(group[0].label)
        if field is None or kinds.get(field) != "single":
            continue
        ks = [k for g in group for k in range(g.start, g.end)]
        before = _name_before(spans, field, ks[0]) if field in named else None
        if field in named and before is None:
            continue
        line = entries[ks[0]][1].line_id
        head = [k for k in ks if entries[k][1].line_id == line and entries[k][0].number == entries[ks[0]][0].number]
        rest = [k for k in ks if k not in head]
        texts = [entries[k][1].text for k in head]
        text = " ".join(texts)
        if ((not rest and before is None) or head != list(range(head[0], head[-1] + 1)) or len(head) > _MAX_WORDS
                or any(_numeric(t) for t in texts) or text.endswith(",") or any(t.endswith(":") for t in texts)
                or not any(c.isdigit() for k in rest or _address_under(entries, spans, group[0].label, head)
                           for c in entries[k][1].text)
                or key_names(text) or party_key_names(text) or amount_key_names(text)):
            continue
        start = head[0] if before is None else before.start
        if before is not None and not next_word(entries, before.end - 1, head[0]):
            continue
        while (before is None and start > 0 and out[start - 1] == OUTSIDE and next_word(entries, start - 1, start)
               and not entries[start - 1][1].text.endswith(":")):  # a key before the name stays out
            start -= 1
        if before is None and party_key_names(" ".join(entries[k][1].text for k in range(start, head[0]))):
            start = head[0]
        out[start:head[-1] + 1] = spans_to_tags(head[-1] + 1 - start, [Span(field, 0, head[-1] + 1 - start)])
        first = group[0]  # the rest of the address's first span: a span of its own
        if head[-1] + 1 < first.end:
            n = first.end - head[-1] - 1
            out[head[-1] + 1:first.end] = spans_to_tags(n, [Span(first.label, 0, n)])
        named.add(field)
    return out


def _numeric(word: str) -> bool:
    """Whether a word prints a number (a house "12a", "5th", a postcode), not a name OCR read with a digit in
    it ("0'Brtens" for "O'Briens": one digit among four letters or more)."""
    digits = sum(c.isdigit() for c in word)
    return digits >= 2 or (digits == 1 and sum(c.isalpha() for c in word) < 4)


def _address_under(entries: Sequence[tuple[Page, Word]], spans: Sequence[Span], label: str,
                   head: Sequence[int]) -> list[int]:
    """The words of a span of ``label`` starting on the line right under the words ``head`` (within a line
    height, overlapping them across): the rest of an address whose first line the model cut off."""
    top = [entries[k][1].box for k in head]
    if any(b is None for b in top):
        return []
    x0, x1 = min(b[0] for b in top), max(b[2] for b in top)  # type: ignore[index]
    y0, y1 = min(b[1] for b in top), max(b[3] for b in top)  # type: ignore[index]
    line = entries[head[0]][1].line_id
    for s in spans:
        if s.label != label or s.start <= head[-1] or entries[s.start][0].number != entries[head[0]][0].number:
            continue
        box = union_box([w.box for _, w in entries[s.start:s.end] if w.line_id == entries[s.start][1].line_id])
        # the next line: below the head's top (OCR's boxes of two lines may overlap), within a line height
        if (box is not None and entries[s.start][1].line_id != line and y0 < box[1] <= y1 + (y1 - y0)
                and box[0] < x1 and box[2] > x0):
            return list(range(s.start, s.end))
    return []


def _name_before(spans: Sequence[Span], field: str, k: int) -> Span | None:
    """The span of ``field`` ending right before word ``k`` (a name the address's first line continues)."""
    return next((s for s in spans if s.label == field and s.end == k), None)


# -- rule keyed_name -----------------------------------------------------------------------------------------
_ROLES = {"vendor": "vendor_name", "customer": "customer_name"}
_KEY_WORDS = 3        # the most words of a key alone in its cell ("Service Provider:", "Bill To")
_BELOW = 2.5          # how far under its key (the key's heights) a name may start
# a key of a party's number, not of its name ("Id. client", "Customer No", "Kunden-Nr.")
_NUMBER_WORD = re.compile(r"(?<![a-z])(?:id|no|nr|nro|n|number|num|nummer|numero|code|ref)(?![a-z])")
_COMPOUND_NUMBER = re.compile(r"[a-z]{3}(?:nummer|nr)$")  # a number's key in one word: "Factuurnummer", "Kundennr"
_NOTE_LINES = 1       # the most lines in brackets between a key and its name ("(Not to be used for payment)")


def keyed_name(doc: Document, tags: Sequence[str], kinds: Mapping[str, str], keys: Keys | None = None,
               issuer: bool = True) -> list[str]:
    """``tags`` with a party's empty name given the untagged name printed after or under the key that names the
    party (rule ``keyed_name``; a new list).

    Why: rule ``party_keys`` gives a name the role its key names, but only a name the model tagged. On a layout
    it has not seen, the model can tag a party's address and leave its name, printed under its key, untagged:
    Amazon Web Services' invoice prints "Service Provider:" / "(Not to be used for payment remittance)" /
    "Amazon Web Services, Inc." / "410 Terry Ave North" / "Seattle, WA 98109-5210", and its vendor came back
    empty. A key alone in its cell ("Bill To:", "Supplier", "Service Provider:") names the next cell on its
    line after a colon or, with nothing there, the first line under it (left, right or centre aligned), past
    a note in brackets; a key ending its word on a colon inside a cell ("Bill To: ACME Ltd") names the rest of
    the cell. That cell, up to a number printed after the name ("Harbormart / 998799": the customer's number),
    is the party's name where it reads as one: untagged, no key, at most ``_MAX_WORDS`` words. A role is empty
    where it has no name or only the other party's ("Rossi & Hoffmann Ltd" tagged both the vendor's and the
    customer's, a "Client" key over "Apex Trading"): that copy leaves it. A key addressing the document ("Aan:",
    "To") names its customer on a page titled the seller's, its supplier on a purchase order, as for rule
    ``party_keys`` (:func:`~docx_cli.decode.rules.keys.party_namer`; ``keys``: the index the key rules share)."""
    entries = list(doc.iter_words())
    copies = _copies(entries, tags_to_spans(tags))
    empty = {r for r in _ROLES.values() if kinds.get(r) == "single" and r in copies}
    if not any(kinds.get(r) == "single" for r in _ROLES.values()):
        return list(tags)
    lines = boxed_lines(entries)  # (page, line) → its boxed words
    cells = {at: split_cells(entries, ks, _CELL_GAP) for at, ks in lines.items()}
    namer = party_namer(keys or Keys(doc), issuer)
    out = _less_name_keys(entries, list(tags), set(_ROLES.values()))
    if out != list(tags):
        copies = _copies(entries, tags_to_spans(out))
        empty = {r for r in _ROLES.values() if kinds.get(r) == "single" and r in copies}
    for at in sorted(cells, key=lambda a: (a[0], min(entries[k][1].box[1] for k in lines[a]))):  # type: ignore[index]
        for c, cell in enumerate(cells[at]):
            found = _keyed(entries, cells, at, c, cell, namer) or _name_keyed(entries, cells, at, c, namer)
            if found is None:
                continue
            role, name = _before_number(entries, found[0], found[1])
            if not name or not _reads_as_name(entries, out, name) or kinds.get(role) != "single":
                continue
            lower = [t for t in tags_to_spans(out) if t.label == role] if role not in empty else []
            if lower and all(_under_street(entries, name, t) for t in lower):  # its address read as its name
                copies[role], empty = lower, {*empty, role}
            if role in empty:
                for copy in copies[role]:  # the other party's name, tagged this role too, is the other's only
                    out[copy.start:copy.end] = [OUTSIDE] * (copy.end - copy.start)
                out[name[0]:name[-1] + 1] = spans_to_tags(len(name), [Span(role, 0, len(name))])
                empty.discard(role)
    return out


_STREET_LINES = 4  # line heights: how far under a keyed name the street and the place of its address stand


def _under_street(entries: Sequence[tuple[Page, Word]], name: list[int], span: Span) -> bool:
    """Whether ``span`` stands under the name's street in its column: a word opening on a house number, set where
    the name starts, between the two ("Bill To:" / "Niamh & Eoin Gallagher" / "7 Cois Cuain" / "Salthill": the
    model's name there is the address's place, the keyed name the party's)."""
    page = entries[name[0]][0].number
    boxes = [entries[k][1].box for k in (*name, *range(span.start, span.end))]
    if any(b is None for b in boxes) or any(entries[k][0].number != page for k in range(span.start, span.end)):
        return False
    x0, bottom = min(b[0] for b in boxes[:len(name)]), max(b[3] for b in boxes[:len(name)])  # type: ignore[index]
    height = bottom - min(b[1] for b in boxes[:len(name)])  # type: ignore[index]
    top = min(b[1] for b in boxes[len(name):])  # type: ignore[index]
    if not bottom < top <= bottom + _STREET_LINES * height or min(b[0] for b in boxes[len(name):]) > x0 + 20 * height:  # type: ignore[index]
        return False
    return any(p.number == page and w.box is not None and bottom < w.box[1] and w.box[3] < top
               and abs(w.box[0] - x0) <= height and w.text[:1].isdigit() for p, w in entries)


def _copies(entries: Sequence[tuple[Page, Word]], spans: Sequence[Span]) -> dict[str, list[Span]]:
    """Per name role with no name of its own: its spans, each a copy of a name the other role has (decoding
    keeps such a name for one role only); a role with a name of its own is left out."""
    texts: dict[str, set[str]] = {r: set() for r in _ROLES.values()}
    for s in spans:
        if s.label in texts:
            texts[s.label].add(" ".join(entries[k][1].text for k in range(s.start, s.end)))
    other = {"vendor_name": "customer_name", "customer_name": "vendor_name"}
    return {r: [s for s in spans if s.label == r] for r in texts if texts[r] <= texts[other[r]]}


def _keyed(entries: Sequence[tuple[Page, Word]], cells: Mapping[tuple[int, int], list[list[int]]],
           at: tuple[int, int], c: int, cell: list[int], namer: Callable[[str], str | None] = party_key_names
           ) -> tuple[str, list[int]] | None:
    """(the role a key in ``cell`` names (``namer``), the words of the cell it names), or None where the cell
    holds no key."""
    texts = [entries[k][1].text for k in cell]
    colon = next((j for j, t in enumerate(texts) if t.endswith(":")), None)
    if colon is not None and colon + 1 < len(cell):  # "Bill To: ACME Ltd": the rest of the cell
        key = " ".join(texts[:colon + 1])
        role = None if _NUMBER_WORD.search(fold(key)) else namer(key)
        return (_ROLES[role], cell[colon + 1:]) if role and colon < _KEY_WORDS else None
    role = namer(" ".join(texts))
    if (role is None or len(cell) > _KEY_WORDS or any(c.isdigit() for t in texts for c in t)
            or _NUMBER_WORD.search(fold(" ".join(texts)))):
        return None
    if (c + 1 < len(cells[at]) and texts[-1].endswith(":")  # "Supplier:" | "ACME Ltd": the next cell on its
            # line, after a colon (a row of headers, "Id. client" | "Adresse de l'installation", prints none),
            # where it reads as a name ("Aan:" | "Factuurnummer" | "2026-0987": the name is under the key)
            and name_like([entries[k][1].text for k in cells[at][c + 1]])):
        return _ROLES[role], cells[at][c + 1]
    below = _cell_below(entries, cells, at, cell)
    return (_ROLES[role], below) if below else None


# A key of a party's name inside its block, under the party's own key ("Sprzedawca" / "NIP: …" / "Nazwa: Catering
# Pod Wawelem Sp. z o.o."; "EMISOR" / "Razón social Suministros … S.L."), folded
_NAME_KEYS = ("name", "company name", "company", "business name", "nazwa", "razon social", "raison sociale",
              "denominazione", "ragione sociale", "denominacion", "nombre", "firma", "navn", "naam", "nome", "nimi",
              "naziv", "denumire", "nazev", "unvan")
_NAME_KEY = re.compile(r"(?:" + "|".join(_NAME_KEYS) + r")")
_BLOCK_LINES = 4  # the most lines between a party's key and the name key of its block
_PITCH = 1.6  # a block's line pitch, in line heights


def _name_key_words(texts: Sequence[str]) -> int:
    """How many of a cell's first words are a name key ("Nazwa:", "Razón social"), 0 where they are none."""
    for n in (2, 1):
        if len(texts) > n and _NAME_KEY.fullmatch(fold(" ".join(texts[:n]))):
            return n
    return 0


def _less_name_keys(entries: Sequence[tuple[Page, Word]], tags: list[str], roles: set[str]) -> list[str]:
    """``tags`` less a party's name that is a name key alone ("Razón social" read as the vendor's name)."""
    for s in tags_to_spans(tags):
        if s.label in roles and _NAME_KEY.fullmatch(fold(" ".join(entries[k][1].text for k in range(s.start, s.end)))):
            tags[s.start:s.end] = [OUTSIDE] * (s.end - s.start)
    return tags


def _name_keyed(entries: Sequence[tuple[Page, Word]], cells: Mapping[tuple[int, int], list[list[int]]],
                at: tuple[int, int], c: int, namer: Callable[[str], str | None]) -> tuple[str, list[int]] | None:
    """(the role, the rest of the cell) of cell ``c`` of line ``at`` opening on a name key ("Nazwa: Catering Pod
    Wawelem Sp. z o.o."; the next cell where the key is its cell's all: "Razón social" | "Droguería Lloret, C.B.")
    under a party's key alone in its cell, at most ``_BLOCK_LINES`` lines above in its column ("Sprzedawca"), or
    None."""
    cell = cells[at][c]
    texts = [entries[k][1].text for k in cell]
    n = _name_key_words([*texts, ""])
    rest = cell[n:] if n < len(cell) else cells[at][c + 1] if c + 1 < len(cells[at]) else []
    box = entries[cell[0]][1].box
    if not n or not rest or box is None:
        return None
    h = max(box[3] - box[1], 1e-6)
    above = sorted(((entries[k[0]][1].box[1], k) for (page, line), row in cells.items() if page == at[0]
                    and line != at[1] for k in row if entries[k[0]][1].box is not None
                    and box[1] - _BLOCK_LINES * _PITCH * h <= entries[k[0]][1].box[1] < box[1]
                    and entries[k[0]][1].box[0] <= box[0] + h <= entries[k[-1]][1].box[2] + h), reverse=True)
    for _, key in above:  # the nearest first
        words = [entries[k][1].text for k in key]
        role = namer(" ".join(words)) if len(key) <= _KEY_WORDS and not any(ch.isdigit() for t in words for ch in t) \
            else None
        if role:
            return _ROLES[role], rest
    return None


def _cell_below(entries: Sequence[tuple[Page, Word]], cells: Mapping[tuple[int, int], list[list[int]]],
                at: tuple[int, int], key: list[int]) -> list[int]:
    """The cell of the first line under a key's cell, within ``_BELOW`` of its height, that starts in the key's
    column (under the key's words), past at most ``_NOTE_LINES`` notes in brackets; [] where there is none."""
    kb = [entries[k][1].box for k in key]
    x0, x1 = min(b[0] for b in kb), max(b[2] for b in kb)  # type: ignore[index]
    y1 = max(b[3] for b in kb)  # type: ignore[index]
    h = max(max(b[3] - b[1] for b in kb), 1e-6)  # type: ignore[index]
    under = []
    for (page, line), row in cells.items():
        if page != at[0] or line == at[1]:
            continue
        for cell in row:
            b = entries[cell[0]][1].box
            e = entries[cell[-1]][1].box
            if (b is not None and e is not None and b[0] <= x1 and e[2] >= x0  # under the key (left, right aligned)
                    and y1 - _OVERLAP * h < b[1] <= y1 + _BELOW * h * (1 + _NOTE_LINES)):
                under.append((b[1], cell))
    notes = 0
    for top, cell in sorted(under):
        text = " ".join(entries[k][1].text for k in cell)
        if text.startswith("(") and text.endswith(")") and notes < _NOTE_LINES:
            notes += 1
            continue
        return cell if top <= y1 + _BELOW * h * (1 + notes) else []
    return []


_OVERLAP = 0.5  # of the key's height: how far the line under it may reach up (OCR boxes a line with margins)
_SEPARATORS = frozenset("/-–—|·•,")


def _before_number(entries: Sequence[tuple[Page, Word]], role: str, cell: list[int]) -> tuple[str, list[int]]:
    """(``role``, the words of ``cell`` before a number printed after the name, a separator between them
    dropped): "Harbormart / 998799", "DUPONT & WAGNER #102939" → the name (a customer's number after it), and
    "Carter Dental Practice, 19 Albert Road" (its address after a comma); none where neither a separator, a
    comma nor a number sign stands before the number (an address line, "Adresse ligne 1")."""
    name = []
    for k in cell:
        if any(c.isdigit() for c in entries[k][1].text):
            break
        name.append(k)
    if len(name) == len(cell):
        return role, name
    number = entries[cell[len(name)]][1].text
    last = entries[name[-1]][1].text if name else ""
    if not name or (last not in _SEPARATORS and not last.endswith(",") and number[0] not in "#("):
        return role, []  # "MON ADRESSE LIGNE 1": no name
    while name and entries[name[-1]][1].text in _SEPARATORS:
        name.pop()
    return role, name


def _reads_as_name(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], name: list[int]) -> bool:
    """Whether words ``name`` (one cell) read as a party's name: in a row of reading order, untagged, at most
    ``_MAX_WORDS`` words with a word of two letters, no digit, e-mail or web address, no key."""
    text = " ".join(entries[k][1].text for k in name)
    return (name == list(range(name[0], name[0] + len(name))) and all(tags[k] == OUTSIDE for k in name)
            and name_like(_less_form([entries[k][1].text for k in name])) and not any(c.isdigit() for c in text)
            and "@" not in text and "www" not in text.lower())  # (a legal form of three words makes no name longer)


def name_like(texts: Sequence[str]) -> bool:
    """Whether words read as a name: at most ``_MAX_WORDS``, one of two letters or more, no digit, no key (no
    word ending on a colon; no date's, amount's or party's key)."""
    text = " ".join(texts)
    return (len(texts) <= _MAX_WORDS and any(len(fold(t)) >= 2 for t in texts) and not any(c.isdigit() for c in text)
            and not any(t.endswith(":") or _COMPOUND_NUMBER.search(fold(t)) for t in texts)
            and not (key_names(text) or amount_key_names(text) or party_key_names(text)))


# -- rule open_names -----------------------------------------------------------------------------------------

_REST_WORDS = 4  # the most words a name's rest adds


def open_names(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with a party's name ending on a word no name ends on taking its rest (rule ``open_names``; a new
    list).

    Why: a name that ends on "for", "of" or "&" is cut. The model tagged DeepForm's "Advertiser: Beth Parlato
    for" and left its wrap on the next line, "Congress - NY CD-27", untagged: the advertiser came back "Beth
    Parlato for". The rest is the untagged words right after the name on its line, else the first words of
    the line under it starting in its column; either up to a key, a separator ("-", "/") or a gutter, at most
    ``_REST_WORDS`` words. A rest on the next line is a span of its own, which the name's value joins
    (:func:`~docx_cli.decode.spans.join_split_spans`). A name is also cut where the untagged words after it on
    its line end on an account number in brackets, which closes a name ("David Wahlberg for 167th" | "District"
    | "(135075)"): those words are its rest. A name the model started a word or two into a line it runs to the
    end of takes those words (SROIE's "SOON" | "HUAT MACHINERY ENTERPRISE"), but a key addressing the document
    ("Destinataire", "Aan") or whom it goes through ("c/o", "Attn"). A name ending open takes the word after it
    that the model read as the first of an address ("ABARROTES LA" | "GUADALUPANA")."""
    fields = {f for f in _ROLES.values() if kinds.get(f) == "single"}
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(tags):
        last = entries[s.end - 1][1]
        if s.label not in fields or last.box is None:
            continue
        head = _line_head(entries, out, s)
        if head:  # "SOON" | "HUAT MACHINERY ENTERPRISE"
            s = Span(s.label, head[0], s.end)
            out[s.start:s.end] = spans_to_tags(s.end - s.start, [Span(s.label, 0, s.end - s.start)])
        if not open_word(last.text):
            rest = _rest(entries, out, range(s.end, len(out)), s.end - 1)
            code = rest[-1] + 1 if rest else None
            if (code is not None and code < len(out) and ACCOUNT_CODE.fullmatch(entries[code][1].text)
                    and next_word(entries, rest[-1], code)):  # "David Wahlberg for 167th" | "District" | "(135075)"
                out[s.start:code] = spans_to_tags(code - s.start, [Span(s.label, 0, code - s.start)])
            continue
        if _address_head(out, s.end) and next_word(entries, s.end - 1, s.end):  # "ABARROTES LA" | "GUADALUPANA"
            n = s.end + 1 - s.start  # read as the address's first word: the name's, the address starts after it
            first = out[s.end]
            out[s.start:s.end + 1] = spans_to_tags(n, [Span(s.label, 0, n)])
            if first.startswith("B-") and s.end + 1 < len(out) and out[s.end + 1][2:] == first[2:]:
                out[s.end + 1] = {"I-": "B-", "E-": "S-"}.get(out[s.end + 1][:2], out[s.end + 1][:2]) + first[2:]
            continue
        if s.end < len(out) and out[s.end] == OUTSIDE and next_word(entries, s.end - 1, s.end):
            rest = _rest(entries, out, range(s.end, len(out)), s.end - 1)
            if rest:
                n = rest[-1] + 1 - s.start
                out[s.start:rest[-1] + 1] = spans_to_tags(n, [Span(s.label, 0, n)])
            continue
        below = _line_under(entries, s)
        rest = _rest(entries, out, below, None) if below else []
        if rest:
            out[rest[0]:rest[-1] + 1] = spans_to_tags(len(rest), [Span(s.label, 0, len(rest))])
    return out


def _address_head(tags: Sequence[str], k: int) -> bool:
    """Whether word ``k`` opens an address the model read (its first word, or all of it)."""
    return k < len(tags) and tags[k][:2] in ("B-", "S-") and tags[k][2:].endswith("_address")


_THROUGH = frozenset({"c o", "attn", "attention", "z hd", "a l att", "per"})  # whom a letter goes through: no name


def _line_head(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], s: Span) -> list[int]:
    """The untagged words that open span ``s``'s cell, a word space before it, where the span runs to the line's
    end (the vendor's name: to its cell's, a gutter after it): at most two, no digit, no key, no title ("SOON"
    of "SOON HUAT MACHINERY ENTERPRISE", "Réfrigération" of "Réfrigération Boréal inc." | "FACTURE"); []
    otherwise."""
    line = entries[s.start][1].line_id
    more = (s.end < len(entries) and entries[s.end][1].line_id == line
            and entries[s.end][0].number == entries[s.start][0].number)  # the line goes on after the span
    # the issuer's name may end at a gutter (a letterhead's title beside it); another party's runs to the line's
    # end (a TV-ad order's contact before its advertiser, "Aaron" | "Sinquefield POL/America …" | "05/20/20"),
    # or ends on its legal form, which closes a company's name ("The" | "Grosvenor Arms Hotel Ltd" beside the
    # delivery address's column, "Società Agricola Colle" | "del Sasso S.r.l.")
    formed = form_word(entries[s.end - 1][1].text)
    if line < 0 or (more and not formed and (s.label != "vendor_name" or next_word(entries, s.end - 1, s.end))):
        return []
    head = []
    k = s.start
    while k > 0 and tags[k - 1] == OUTSIDE and entries[k - 1][1].line_id == line and next_word(entries, k - 1, k):
        k -= 1
        head.insert(0, k)
    starts = (k == 0 or entries[k - 1][1].line_id != line or entries[k - 1][0].number != entries[k][0].number
              or not next_word(entries, k - 1, k))
    texts = [entries[i][1].text for i in head]
    text = " ".join(texts)
    if (not head or not starts or len(head) > (_FORMED_HEAD if formed else 2) or not name_like(texts) or fold(text) in TITLE_WORDS
            or recipient_key(text) or fold(text) in _THROUGH):
        return []
    return head


_FORMED_HEAD = 3  # the most words opening a name's cell before a name ending on its legal form


def _line_under(entries: Sequence[tuple[Page, Word]], s: Span) -> list[int]:
    """The words, left to right, of the line right under span ``s``'s last line from its column on: the first
    word within a word's height of the span's first word on that line."""
    page = entries[s.end - 1][0].number
    line = entries[s.end - 1][1].line_id
    first = next(k for k in range(s.start, s.end) if entries[k][1].line_id == line)
    top = entries[first][1].box
    if top is None:
        return []
    h = top[3] - top[1]
    under = [k for k, (p, w) in enumerate(entries) if p.number == page and w.box is not None
             and w.line_id != line and 0 <= w.box[1] - top[3] <= 0.5 * h]
    under.sort(key=lambda k: entries[k][1].box[0])  # type: ignore[index]
    start = next((i for i, k in enumerate(under) if abs(entries[k][1].box[0] - top[0]) <= h), None)  # type: ignore[index]
    return under[start:] if start is not None else []


def _rest(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], ks: Sequence[int] | range,
          after: int | None) -> list[int]:
    """The untagged words of ``ks`` in a row (a word space apart, in reading order) up to a key, a separator or
    a word with a digit, at most ``_REST_WORDS``."""
    rest: list[int] = []
    prev = after
    for k in ks:
        text = entries[k][1].text
        apart = prev is not None and (k != prev + 1 or not next_word(entries, prev, k))
        if (len(rest) == _REST_WORDS or tags[k] != OUTSIDE or text in _SEPARATORS or text.endswith(":")
                or any(c.isdigit() for c in text) or apart):
            break
        rest.append(k)
        prev = k
    return rest
