"""Word probabilities → tags: the best valid BIESO sequence (:mod:`docx_cli.decode.viterbi`), then the repair
rules that work on tags (:mod:`docx_cli.decode.rules`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING

from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rules.arithmetic import one_quantity, row_arithmetic
from docx_cli.decode.rules.columns import (
    address_cells,
    address_column,
    closed_brackets,
    heading_lines,
    item_codes,
    legal_forms,
    legal_names,
    note_lines,
    one_column,
    open_ends,
    priced_lines,
    reference_tails,
    row_text,
    touching_pieces,
    whole_cells,
    wrap_above,
)
from docx_cli.decode.rules.continuations import move_continuations
from docx_cli.decode.rules.counted import at_prices, counted_items
from docx_cli.decode.rules.fill import fill_single_fields
from docx_cli.decode.rules.groups import digit_groups
from docx_cli.decode.rules.headers import column_headers, header_cells, header_text, tariff_codes
from docx_cli.decode.rules.id_column import id_column
from docx_cli.decode.rules.keys import Keys, amount_keys, date_keys, number_keys, party_keys, tax_base
from docx_cli.decode.rules.letterhead import address_head_name, first_line_name, keyed_name, open_names
from docx_cli.decode.rules.like_rows import like_rows, row_amounts
from docx_cli.decode.rules.next_lines import address_keys, address_lines, addresses_under_names
from docx_cli.decode.rules.payee import payee_name
from docx_cli.decode.rules.periods import date_ranges
from docx_cli.decode.rules.roles import address_names, block_roles
from docx_cli.decode.rules.sender import OneLineAddresses, footer_name, sender_line
from docx_cli.decode.spans import joinable_fields
from docx_cli.decode.viterbi import viterbi_tags
from docx_cli.document import Document

if TYPE_CHECKING:  # probabilities arrive as a torch tensor or a numpy array; decoding imports no torch
    import torch


def line_breaks(doc: Document) -> list[bool]:
    """Per word: does it start a new line or page?"""
    ws = list(doc.iter_words())
    return [k > 0 and (p.number != ws[k - 1][0].number or w.line_id != ws[k - 1][1].line_id)
            for k, (p, w) in enumerate(ws)]


def decode_tags(probs: torch.Tensor, labels: Sequence[str], kinds: Mapping[str, str], *,
                words: Sequence[str] | None = None, types: Mapping[str, str] | None = None,
                doc: Document | None = None, params: DecodeParams = DEFAULT) -> tuple[list[str], list[float]]:
    """(W, C) word probabilities → tags and their probabilities: the best valid BIESO sequence, a printed date
    range made the period (rule ``date_ranges``), then each empty single field filled (rule ``fill_single``).
    Given the ``doc``: a value may end at a line break where another goes on (rule ``line_breaks``); after the
    fill a dropped piece that is the next line of another field's value moves to it (rules
    ``move_continuations``, ``take_next_lines``), an item's text cell is kept to one column and takes the
    untagged words of its cell (rules ``one_column``, ``whole_cells``), a quantity is cut to one number (rule
    ``one_quantity``), an amount takes the digit groups printed before it (rule ``digit_groups``), and a
    line-item row's numbers take the roles their product gives them (rule ``row_arithmetic``)."""
    kinds = dict(kinds)
    breaks, joinable = None, None
    if doc is not None and params.on("line_breaks"):
        breaks = line_breaks(doc)
        # only single text fields (an address, a name) may be cut there: a cut piece is another candidate of
        # that field (joined to the rest again only with the rule join_split_spans on), where a multi field's
        # piece would become a value of its own (a contract's party name cut in two)
        joinable = joinable_fields(kinds, types)
    tags, conf = viterbi_tags(probs, labels, breaks, params.break_cost, joinable=joinable)
    col = {t: j for j, t in enumerate(labels)}

    def score(i: int, t: str) -> float:
        return float(probs[i, col[t]]) if t in col else 0.0

    if doc is not None and tags and params.on("date_ranges"):
        tags = date_ranges(doc, tags, kinds, score, types)
    if params.on("fill_single"):
        tags, conf = fill_single_fields(probs, labels, tags, conf, kinds, params.fill_min_prob, words, types,
                                        params=params)
    if doc is not None and tags:
        tags = _page_rules(doc, tags, conf, kinds, score, types, params)
    return tags, conf


def _page_rules(doc: Document, tags: list[str], conf: list[float], kinds: dict[str, str],
                score: Callable[[int, str], float], types: Mapping[str, str] | None,
                params: DecodeParams) -> list[str]:
    """The tag rules that read the page (keys, blocks, columns, rows), in the order of ``RULES``; ``conf`` is
    changed in place where a rule moves a value."""
    parties = partial(party_keys, issuer=params.on("order_issuer"))
    key_rules = [rule for name, rule in (("date_keys", date_keys), ("amount_keys", amount_keys),
                                         ("tax_base", tax_base), ("number_keys", number_keys),
                                         ("party_keys", parties))
                 if params.on(name)]
    keys = Keys(doc) if key_rules else None  # the words and their lines, indexed once for the four
    for rule in key_rules:
        tags = _rescored(tags, rule(doc, tags, kinds, types, keys), conf, score)
    if params.on("block_roles"):
        block_roles(doc, tags, conf, kinds, score, types=types, params=params)
    if params.on("address_names"):
        address_names(doc, tags, conf, kinds, score, params=params)
    one_line = OneLineAddresses(doc) if any(params.on(r) for r in ("sender_line", "footer_name", "payee_name")) \
        else None
    if params.on("sender_line"):
        sender_line(doc, tags, conf, kinds, score, one_line)
    if params.on("footer_name"):
        footer_name(doc, tags, conf, kinds, score, one_line)
    if params.on("payee_name"):
        payee_name(doc, tags, conf, kinds, score, one_line)
    move_continuations(doc, tags, conf, kinds, score,
                       min_prob=params.fill_min_prob, types=types, params=params)
    if params.on("address_lines"):
        tags = address_lines(doc, tags, kinds, params)
    tags = _cell_rules(doc, tags, kinds, score, types, params)
    if params.on("address_head_name"):
        tags = _rescored(tags, address_head_name(doc, tags, kinds), conf, score)
    if params.on("first_line_name"):
        tags = _rescored(tags, first_line_name(doc, tags, kinds), conf, score)
    if params.on("keyed_name"):
        named = keyed_name(doc, tags, kinds, keys, params.on("order_issuer"))
        if named != tags:
            tags = _rescored(tags, named, conf, score)
            if params.on("address_names"):  # the address under or after a name a key gave
                address_names(doc, tags, conf, kinds, score, params=params)
    if params.on("address_lines"):  # the names found since, over their address blocks
        tags = _rescored(tags, addresses_under_names(doc, tags, kinds, params), conf, score)
    return tags


def _cell_rules(doc: Document, tags: list[str], kinds: dict[str, str], score: Callable[[int, str], float],
                types: Mapping[str, str] | None, params: DecodeParams) -> list[str]:
    """The tag rules on cells, rows and columns (an item's text cell, an address's line, a table's numbers), in
    the order of ``RULES``."""
    rules: tuple[tuple[str, Callable[[list[str]], list[str]]], ...] = (
        ("header_text", lambda t: header_text(doc, t, kinds)),
        ("one_column", lambda t: one_column(doc, t, kinds, types, params)),
        ("header_cells", lambda t: header_cells(doc, t, kinds, types)),
        ("whole_cells", lambda t: whole_cells(doc, t, kinds, types)),
        ("address_column", lambda t: address_column(doc, t, kinds, params)),
        ("address_cells", lambda t: address_cells(doc, t, kinds)),
        ("address_keys", lambda t: address_keys(doc, t, kinds)),
        ("touching_pieces", lambda t: touching_pieces(doc, t, kinds, types)),
        ("legal_forms", lambda t: legal_forms(doc, t, kinds)),
        ("legal_names", lambda t: legal_names(doc, t, kinds)),
        ("open_names", lambda t: open_names(doc, t, kinds)),
        # again: a name's rest taken by open_names may touch its other piece ("PADARIA E" | "CONFEITARIA" | "BOA
        # VISTA LTDA")
        ("touching_pieces", lambda t: touching_pieces(doc, t, kinds, types)),
        ("closed_brackets", lambda t: closed_brackets(doc, t, kinds, types)),
        ("reference_tails", lambda t: reference_tails(doc, t, kinds, types)),
        ("note_lines", lambda t: note_lines(doc, t, kinds, types)),
        ("open_ends", lambda t: open_ends(doc, t, kinds, types, params)),
        ("section_heads", lambda t: heading_lines(doc, t, kinds, types)),
        ("priced_lines", lambda t: priced_lines(doc, t, kinds, types)),
        ("item_codes", lambda t: item_codes(doc, t, kinds, types)),
        ("wrap_above", lambda t: wrap_above(doc, t, kinds, types)),
        ("one_quantity", lambda t: one_quantity(doc, t, kinds, score)),
        ("digit_groups", lambda t: digit_groups(doc, t, kinds, types)),
        ("tariff_codes", lambda t: tariff_codes(doc, t, kinds)),
        ("column_headers", lambda t: column_headers(doc, t, kinds)),
        ("row_arithmetic", lambda t: row_arithmetic(doc, t, kinds)),
        ("id_column", lambda t: id_column(doc, t, kinds)),
        ("like_rows", lambda t: like_rows(doc, t, kinds)),  # (the read rows' roles now set; the new rows' checked:)
        ("like_rows", lambda t: row_arithmetic(doc, t, kinds) if params.on("row_arithmetic") else t),
        ("row_amounts", lambda t: row_amounts(doc, t, kinds, types)),
        # again, now that the row's numbers have their roles: a number the model read as a quantity inside the
        # product's cell ("M8 x 40" | "hex set screw", its row's quantity printed in its column) is the product's
        ("whole_cells", lambda t: whole_cells(doc, t, kinds, types)),
        ("row_text", lambda t: row_text(doc, t, kinds, types, params)),
        ("header_cells", lambda t: header_cells(doc, t, kinds, types)),  # again: the first cells row_text took
        ("counted_items", lambda t: counted_items(doc, t, kinds, types)),
        ("at_prices", lambda t: at_prices(doc, t, kinds, types)),
    )
    for name, rule in rules:
        if params.on(name):
            tags = rule(tags)
    return tags


def _rescored(old: Sequence[str], new: list[str], conf: list[float], score: Callable[[int, str], float]) -> list[str]:
    """``new``, with the probability of each changed word's new tag written to ``conf``: a value a rule gave a
    role reports what the model thought of that role. A word keeping its role keeps its probability: a rule
    cutting a title off a name ("Oakgo" | "Fattura") makes "Oakgo" a span of its own (S- for the model's B-),
    not a name the model was less sure of."""
    for i, (a, b) in enumerate(zip(old, new)):
        if a != b and a[2:] != b[2:]:
            conf[i] = score(i, b)
    return new
