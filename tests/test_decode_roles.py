"""The decoding rule that gives an address block one party: block_roles (docx_cli/decode/rules/roles.py)."""

from dataclasses import replace

import numpy as np

from docx_cli.decode import Schema, decode
from docx_cli.decode.params import DEFAULT, RULES
from docx_cli.document import Document, Page, Word

KINDS = {"vendor_address": "single", "customer_address": "single"}
LABELS = ("O", *(f"{p}-{f}" for f in KINDS for p in "BIES"))
SCHEMA = Schema(LABELS, KINDS)


def _decode(blocks, params=DEFAULT):
    """``blocks``: (lines, x, y0, vendor probability, customer probability) — per line when the probabilities
    are lists. Each block's lines are one address; a word's field probability goes to the tag its place in
    the line gives it (S for one word, B … E otherwise)."""
    placed = []  # (text, x, y, p_vendor, p_customer, tag position)
    for lines, x, y0, pv, pc in blocks:
        for n, line in enumerate(lines):
            parts = line.split()
            v, c = (pv[n], pc[n]) if isinstance(pv, list) else (pv, pc)
            for k, text in enumerate(parts):
                pos = "S" if len(parts) == 1 else "B" if k == 0 else "E" if k == len(parts) - 1 else "I"
                placed.append((text, x + 50 * k, y0 + 12 * n, v, c, pos))
    placed.sort(key=lambda t: (t[2], t[1]))  # reading order: line by line across the blocks
    words, ys = [], sorted({t[2] for t in placed})
    for text, x, y, *_ in placed:
        words.append(Word(text, (x, y, x + 40, y + 9), line_id=ys.index(y), block_id=0))
    probs = np.full((len(placed), len(LABELS)), 0.001)
    for i, (_, _, _, v, c, pos) in enumerate(placed):
        probs[i, LABELS.index(f"{pos}-vendor_address")] = v
        probs[i, LABELS.index(f"{pos}-customer_address")] = c
        probs[i, 0] = max(0.0, 1.0 - v - c)
    doc = Document("t.pdf", (Page(1, 600, 800, words=tuple(words)),))
    fields = decode(doc, probs, SCHEMA, params=params).fields
    return {f: (v or {}).get("value") for f, v in fields.items()}


def _without(*rules):
    return replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r not in rules))


def test_the_rule_is_known_and_on_by_default():
    assert "block_roles" in RULES and DEFAULT.on("block_roles")


def test_an_address_whose_first_line_leans_to_the_other_party_is_one_address():
    block = (["Lindenallee 62", "Suite 40", "86684 München"], 20, 100, [0.53, 0.35, 0.3], [0.41, 0.6, 0.66])
    assert _decode([block]) == {"vendor_address": None, "customer_address": "Lindenallee 62 Suite 40 86684 München"}
    # without the rule the first line is a vendor address of its own and the customer's loses it
    assert _decode([block], _without("block_roles")) == {"vendor_address": "Lindenallee 62",
                                                         "customer_address": "Suite 40 86684 München"}


def test_two_addresses_stacked_each_sure_of_its_party_stay_two():
    seller = (["Ringstrasse 121", "20332 Leipzig"], 20, 100, 0.9, 0.05)
    buyer = (["Hauptplatz 6", "8954 Innsbruck"], 20, 124, 0.05, 0.9)  # the next line under the seller's
    expected = {"vendor_address": "Ringstrasse 121 20332 Leipzig", "customer_address": "Hauptplatz 6 8954 Innsbruck"}
    assert _decode([seller, buyer]) == expected


PARTY_KINDS = {"vendor_name": "single", "customer_name": "single", **KINDS}


def _lines(lines):
    """One page of lines (x, y, [(text, tag), ...]), words 50 apart and 9 high; ``(doc, tags)``."""
    words, tags = [], []
    for n, (x, y, parts) in enumerate(lines):
        for k, (text, tag) in enumerate(parts):
            words.append(Word(text, (x + 50 * k, y, x + 50 * k + 40, y + 9), line_id=n, block_id=0))
            tags.append(tag)
    return Document("t.pdf", (Page(1, 600, 800, words=tuple(words)),)), tags


def test_an_address_under_a_partys_name_is_that_partys():
    from docx_cli.decode.rules.roles import address_names

    assert "address_names" in RULES and DEFAULT.on("address_names")
    doc, tags = _lines([
        (20, 100, [("Johnson", "B-vendor_name"), ("Werkzeuge", "E-vendor_name")]),      # the letterhead
        (20, 112, [("Dorfstrasse", "B-customer_address"), ("41", "E-customer_address")]),  # its address, as
        (20, 124, [("7733", "B-customer_address"), ("Luzern", "E-customer_address")]),     # the customer's
        (300, 200, [("Hanse", "B-customer_name"), ("Metalworks", "E-customer_name")]),
        (300, 212, [("Dorfstrasse", "B-customer_address"), ("161", "E-customer_address")]),  # right already
        (20, 400, [("Ringstrasse", "B-customer_address"), ("12", "E-customer_address")]),   # under no name
    ])
    conf = [0.9] * len(tags)
    out = list(tags)
    address_names(doc, out, conf, PARTY_KINDS, lambda i, t: 0.25)
    assert out[2:6] == ["B-vendor_address", "E-vendor_address"] * 2
    assert conf[2:6] == [0.25] * 4  # the model's probability of the new tag
    assert out[:2] == tags[:2] and out[6:] == tags[6:] and conf[6:] == [0.9] * 6
    without_names = list(tags)
    address_names(doc, without_names, conf, KINDS, lambda i, t: 0.25)  # a model with no party names
    assert without_names == tags


def test_an_address_after_a_partys_name_in_its_cell_is_that_partys():
    from docx_cli.decode.rules.roles import address_names

    def line(n, x, parts):  # words of 30 units, a word space (3 units) apart
        return [(Word(text, (x + 33 * k, 20 * n, x + 33 * k + 30, 20 * n + 9), line_id=n, block_id=0), tag)
                for k, (text, tag) in enumerate(parts)]

    rows = [line(0, 20, [("From:", "O"), ("Northgate", "B-vendor_name"), ("Ltd,", "E-vendor_name"), ("Unit", "O"),
                         ("7", "B-customer_address"), ("Park,", "I-customer_address"),
                         ("Sheffield", "E-customer_address")]),
            line(1, 20, [("To:", "O"), ("Carter", "B-customer_name"), ("Dental,", "E-customer_name"),
                         ("19", "B-vendor_address"), ("Albert", "I-vendor_address"), ("Road", "E-vendor_address")]),
            # a name and, across a gutter, another block's address: no cell of the name's
            line(2, 20, [("Hanse", "B-customer_name"), ("GmbH", "E-customer_name")])
            + line(2, 300, [("Ringstrasse", "B-vendor_address"), ("12", "E-vendor_address")])]
    words, tags = zip(*(w for r in rows for w in r))
    doc = Document("t.pdf", (Page(1, 600, 800, words=tuple(words)),))
    out = list(tags)
    address_names(doc, out, [0.9] * len(out), PARTY_KINDS, lambda i, t: 0.25)
    assert out[4:7] == ["B-vendor_address", "I-vendor_address", "E-vendor_address"]
    assert out[10:13] == ["B-customer_address", "I-customer_address", "E-customer_address"]
    assert out[13:] == list(tags[13:])
