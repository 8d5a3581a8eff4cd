"""Rules ``block_roles`` (the lines of one address block are one party's address) and ``address_names`` (an
address printed under a party's name is that party's).

Why: the model gives each word its party by itself. In a block of three lines (street, postcode and city,
country) the first line often leans to the other party ("Lindenallee 62": vendor 0.53 / customer 0.41, the two
lines under it customer 0.47-0.66), so the best tag sequence cuts the block into a vendor piece and a customer
piece; each field then keeps one piece of a different address, and neither is right. A block printed as one —
each line the next line of the one before, in one column (:func:`~docx_cli.decode.spans.continues_value`, the
test that joins an address's lines) — is one address, so its tagged lines take the one party the model gives
the most probability summed over the block's words (B/I/E/S of each address field). A piece changes party
only where the model gives its words that party with at least ``params.fill_min_prob`` on average: two
addresses stacked without a blank line, each sure of its party, stay two.

``address_names``: the model gives an address its party by where the block stands, and on a layout it never
saw it often gives it the other party while it reads the name over it right: a supplier's letterhead, "Johnson
Werkzeuge SA" tagged the vendor, its street and city under it the customer's address. A party's address is
printed under its name, as the next lines of one block (:func:`~docx_cli.decode.spans.continues_value`), so an
address block whose first line is the next line of a name takes that name's party; so does an address that goes
on from a name in one cell of its line ("From: Northgate Office Supplies Ltd, Unit 7 Riverside Park, Sheffield
S9 3DF", read as the customer's address: the generator's held-out layouts and validation invoices 4 documents
better, 2 worse; the real sets unchanged). Blocks under or after no name, and names of no known party, change
nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rules.lines import next_word
from docx_cli.decode.spans import continues_value, joinable_fields, spans_lines, value_spans
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, PREFIXES, Span, spans_to_tags


def block_roles(
    doc: Document,
    tags: list[str],
    conf: list[float],
    field_kinds: Mapping[str, str],
    prob: Callable[[int, str], float],
    *,
    types: Mapping[str, str] | None = None,
    params: DecodeParams = DEFAULT,
) -> None:
    """Rule block_roles over the address fields' values (``prob(word, tag)``: the model's probability).
    ``tags``/``conf`` are changed in place."""
    fields = sorted(f for f in joinable_fields(field_kinds, types) if spans_lines(f))
    if len(fields) < 2:
        return
    entries = list(doc.iter_words())
    for block in _blocks(doc, entries, tags, fields, params):
        _one_role(block, fields, tags, conf, prob, params)


def _blocks(doc: Document, entries: Sequence[tuple[Page, Word]], tags: Sequence[str], fields: Sequence[str],
            params: DecodeParams) -> list[list[Span]]:
    """The address spans grouped into blocks: each span the next line of the block's last one, in its column
    (whatever their fields)."""
    blocks: list[list[Span]] = []
    for s in value_spans(entries, tags, params):  # in reading order
        if s.label not in fields:
            continue
        gaps = [(gap, k) for k, b in enumerate(blocks)
                if (gap := continues_value(doc.format, entries, b[-1], s, params)) is not None]
        if gaps:
            blocks[min(gaps, key=lambda t: (t[0], -t[1]))[1]].append(s)  # the nearest line above; ties: latest
        else:
            blocks.append([s])
    return blocks


def _one_role(block: list[Span], fields: Sequence[str], tags: list[str], conf: list[float],
              prob: Callable[[int, str], float], params: DecodeParams) -> None:
    """Rule block_roles on one block: its pieces take the field its words sum most probability to."""
    if len({s.label for s in block}) < 2:
        return
    role = max(fields, key=lambda f: _block_mass(prob, block, f))
    for s in block:
        if s.label != role and _block_mass(prob, [s], role) >= params.fill_min_prob * (s.end - s.start):
            _retag(s, role, tags, conf, prob)


def _retag(s: Span, role: str, tags: list[str], conf: list[float], prob: Callable[[int, str], float]) -> None:
    """Span ``s`` given field ``role``, each word's confidence the model's probability of its new tag."""
    n = s.end - s.start
    for i, t in zip(range(s.start, s.end), spans_to_tags(n, [Span(role, 0, n)])):
        tags[i], conf[i] = t, prob(i, t)


def _block_mass(prob: Callable[[int, str], float], block: Sequence[Span], field: str) -> float:
    return sum(_mass(prob, i, field) for s in block for i in range(s.start, s.end))


def _mass(prob: Callable[[int, str], float], i: int, field: str) -> float:
    """The probability word ``i`` is part of a ``field`` value (its B, I, E and S tags together)."""
    return sum(prob(i, f"{p}-{field}") for p in PREFIXES)


_BETWEEN = 2  # untagged words between a name and its address in one cell ("Supplies Ltd," | "Unit" | "7 Riverside")


def _name_before(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], names: Sequence[Span],
                 first: Span) -> Span | None:
    """The name an address's first piece goes on from in one cell of its line, word space after word space
    ("From: Northgate Office Supplies Ltd, Unit 7 Riverside Park, Sheffield S9 3DF"), at most ``_BETWEEN``
    untagged words between them; None when there is none."""
    for n in names:
        if (n.end <= first.start <= n.end + _BETWEEN and all(tags[k] == OUTSIDE for k in range(n.end, first.start))
                and all(next_word(entries, k, k + 1) for k in range(n.end - 1, first.start))):
            return n
    return None


# a party's name field → its address field
ADDRESS_OF = {"vendor_name": "vendor_address", "customer_name": "customer_address"}
NAME_OF = {address: name for name, address in ADDRESS_OF.items()}  # a party's address field → its name field


def address_names(
    doc: Document,
    tags: list[str],
    conf: list[float],
    field_kinds: Mapping[str, str],
    prob: Callable[[int, str], float],
    *,
    params: DecodeParams = DEFAULT,
) -> None:
    """Rule address_names: an address block right under a party's name takes that party. ``tags``/``conf`` are
    changed in place."""
    if any(field_kinds.get(f) != "single" for pair in ADDRESS_OF.items() for f in pair):
        return
    entries = list(doc.iter_words())
    names = [s for s in value_spans(entries, tags, params) if s.label in ADDRESS_OF]
    for block in _blocks(doc, entries, tags, sorted(ADDRESS_OF.values()), params):
        before = _name_before(entries, tags, names, block[0])
        over = [(gap, n) for n in names
                if (gap := continues_value(doc.format, entries, n, block[0], params)) is not None]
        if before is None and not over:
            continue
        # the name the block goes on from in one cell, else the nearest name over the block
        role = ADDRESS_OF[before.label if before is not None else min(over, key=lambda t: t[0])[1].label]
        for s in block:
            if s.label != role:
                _retag(s, role, tags, conf, prob)
