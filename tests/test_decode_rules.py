"""The decoding rules that read what a row's numbers, a cell's column and a line's dates say about their roles:
row_arithmetic, one_quantity, one_column, digit_groups, date_ranges."""

from dataclasses import replace

import numpy as np
from decode_pages import rows_page as _rows

from docx_cli.decode.params import DEFAULT, RULES
from docx_cli.decode.rules.arithmetic import roles, row_arithmetic
from docx_cli.decode.tags import decode_tags
from docx_cli.decode.values import decode_fields
from docx_cli.document import Document, Page, Word

KINDS = {"document_number": "single", "item_id": "item", "description": "item", "quantity": "item",
         "unit_price": "item", "line_amount": "item"}


def _doc(rows):
    """One page, a line per row of (text, tags) pairs; words 40 units apart."""
    words, tags = [], []
    for line, row in enumerate(rows):
        for k, (text, tag) in enumerate(row):
            words.append(Word(text, (40 * k, 20 * line, 40 * k + 30, 20 * line + 9), line_id=line, block_id=0))
            tags.append(tag)
    return Document("t.pdf", (Page(1, 600, 800, words=tuple(words)),)), tags


def _items(doc, tags, params=DEFAULT):
    _, items = decode_fields(doc, row_arithmetic(doc, tags, KINDS) if params.on("row_arithmetic") else tags,
                             [0.9] * len(tags), KINDS, params=params)
    return [{k: v["value"] for k, v in row.items()} for row in items]


def test_the_roles_are_read_from_the_field_names():
    assert roles(KINDS) == {"quantity": "quantity", "unit": "unit_price", "amount": "line_amount"}
    assert roles({"qty": "item", "unit_cost": "item", "line_total": "item"}) == {
        "quantity": "qty", "unit": "unit_cost", "amount": "line_total"}
    assert roles({"quantity": "item", "unit_price": "item"}) is None  # no line amount: the rule never runs
    assert roles({"quantity": "single", "unit_price": "item", "line_amount": "item"}) is None


def test_swapped_prices_are_put_right_by_the_product():
    # "Pcs | Extended | Unit Pr. | Goods": the line amount printed before the unit price; the model tagged
    # the two price columns the usual way round.
    doc, tags = _doc([
        [("13", "S-quantity"), ("236.60", "S-unit_price"), ("18.20", "S-line_amount"), ("Tape", "S-description")],
        [("4", "S-quantity"), ("11.20", "S-unit_price"), ("2.80", "S-line_amount"), ("Milk", "S-description")],
    ])
    assert _items(doc, tags) == [
        {"quantity": "13", "unit_price": "18.20", "line_amount": "236.60", "description": "Tape"},
        {"quantity": "4", "unit_price": "2.80", "line_amount": "11.20", "description": "Milk"},
    ]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "row_arithmetic"))
    assert _items(doc, tags, off)[0]["unit_price"] == "236.60"  # the model's reading, rule off


def test_a_quantity_read_as_an_item_number_and_an_untagged_amount_take_their_roles():
    doc, tags = _doc([[("1104", "S-item_id"), ("25336.80", "O"), ("22.95", "S-line_amount"),
                       ("Coffee", "S-description")]])
    assert _items(doc, tags) == [
        {"quantity": "1104", "line_amount": "25336.80", "unit_price": "22.95", "description": "Coffee"}]


def test_rows_that_multiply_out_or_say_nothing_are_left_alone():
    right = [("3", "S-quantity"), ("2.50", "S-unit_price"), ("7.50", "S-line_amount"), ("Pen", "S-description")]
    one = [("1", "S-quantity"), ("9.00", "S-line_amount"), ("9.00", "S-unit_price"), ("Ink", "S-description")]
    no_product = [("5", "S-quantity"), ("4.00", "S-line_amount"), ("2.00", "S-unit_price")]  # 5 x 4 != 2
    header = [("Total", "O"), ("2", "O"), ("3.00", "S-line_amount"), ("6.00", "O")]  # one item value: no row
    code = [("2", "S-quantity"), ("M6106822", "S-item_id"), ("4.10", "S-unit_price"), ("8.20", "O")]
    doc, tags = _doc([right, one, no_product, header, code])
    out = row_arithmetic(doc, tags, KINDS)
    assert out[:len(right) + len(one) + len(no_product) + len(header)] == tags[:15]
    assert out[15:] == ["S-quantity", "S-item_id", "S-unit_price", "S-line_amount"]  # the missed amount found


def test_a_row_of_quantity_one_with_two_equal_prices_of_one_role_prints_its_unit_price_first():
    # "Cordless drill 18V | 1 | 89.00 | 89.00": the model read both prices as line amounts
    doc, tags = _doc([[("Drill", "S-description"), ("1", "S-quantity"), ("89.00", "S-line_amount"),
                       ("89.00", "S-line_amount")]])
    assert _items(doc, tags) == [
        {"description": "Drill", "quantity": "1", "unit_price": "89.00", "line_amount": "89.00"}]
    # two prices that differ, or a quantity other than 1, are the product's to read (or no one's)
    for row in ([("1", "S-quantity"), ("89.00", "S-line_amount"), ("90.00", "S-line_amount")],
                [("2", "S-quantity"), ("89.00", "S-line_amount"), ("89.00", "S-line_amount")]):
        doc, tags = _doc([row])
        assert row_arithmetic(doc, tags, KINDS) == tags


def test_two_readings_that_fit_equally_change_nothing():
    # 2 x 6 = 12 and 3 x 4 = 12: neither reading agrees more with the tags than the other
    doc, tags = _doc([[("2", "O"), ("6", "O"), ("3", "O"), ("4", "O"), ("12.00", "S-unit_price"),
                       ("Nut", "S-description")]])
    assert row_arithmetic(doc, tags, KINDS) == tags


def _with_and_without(doc, tags, kinds, rule):
    """The tags decoding gives probabilities sure of ``tags`` (0.9 each), with every rule and with ``rule`` off."""
    labels = ["O", *(f"{p}-{f}" for f in kinds for p in "BIES")]
    probs = np.full((len(tags), len(labels)), 0.01)
    for i, t in enumerate(tags):
        probs[i, labels.index(t)] = 0.9
    on, _ = decode_tags(probs, labels, kinds, doc=doc)
    off, _ = decode_tags(probs, labels, kinds, doc=doc,
                         params=replace(DEFAULT, rules=tuple(r for r in RULES if r != rule)))
    return on, off


def test_the_rule_runs_in_decoding_and_can_be_switched_off():
    doc, tags = _doc([[("13", "S-quantity"), ("236.60", "S-unit_price"), ("18.20", "S-line_amount")]])
    on, off = _with_and_without(doc, tags, KINDS, "row_arithmetic")
    assert on == ["S-quantity", "S-line_amount", "S-unit_price"]
    assert off == tags


# -- rule date_ranges (decode/rules/periods.py) -----------------------------------------------------------

PERIOD_KINDS = {"date": "single", "due_date": "single", "period_start": "single", "period_end": "single"}
PERIOD_LABELS = ["O", *(f"{p}-{f}" for f in PERIOD_KINDS for p in "BIES")]


def _period_probs(tags, period_bias=()):
    probs = np.full((len(tags), len(PERIOD_LABELS)), 0.01)
    for i, t in enumerate(tags):
        probs[i, PERIOD_LABELS.index(t)] = 0.9
    for i, t, p in period_bias:
        probs[i, PERIOD_LABELS.index(t)] = p
    return probs


def test_a_printed_date_range_is_the_period_not_the_date_and_due_date():
    from docx_cli.decode.rules.periods import period_fields

    assert period_fields(PERIOD_KINDS) == ("period_start", "period_end")
    assert period_fields({"date": "single", "due_date": "single"}) is None
    doc, tags = _doc([[("Datum", "O"), ("27.10.2022", "O")],
                      [("Periodo:", "O"), ("01.09.2022", "S-due_date"), ("–", "O"), ("28.09.2022", "S-date")],
                      [("du", "O"), ("1", "O"), ("février", "O"), ("2025", "O"), ("au", "O"), ("14", "O"),
                       ("février", "O"), ("2025", "O")]])
    no_keys = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "date_keys"))  # this rule alone
    out, _ = decode_tags(_period_probs(tags, [(9, "B-period_start", 0.2)]), PERIOD_LABELS, PERIOD_KINDS, doc=doc,
                         params=no_keys)
    # the likelier range (the model gave its first word some period probability) is the period
    assert out[7:] == ["B-period_start", "I-period_start", "E-period_start", "O",
                       "B-period_end", "I-period_end", "E-period_end"]
    assert out[3] == "S-due_date" and out[5] == "S-date"  # one period: another range keeps the model's tags
    out, _ = decode_tags(_period_probs(tags, [(9, "B-period_start", 0.2)]), PERIOD_LABELS, PERIOD_KINDS, doc=doc)
    assert out[3] == out[5] == "O"  # ... unless its key names a period (rule date_keys: "Periodo:")
    out, _ = decode_tags(_period_probs(tags, [(1, "S-date", 0.3)]), PERIOD_LABELS, PERIOD_KINDS, doc=doc)
    assert out[3] == "S-period_start" and out[5] == "S-period_end"  # a tie: the first range
    assert out[1] == "S-date"  # the document's own date, free again, fills the date


def test_dates_that_are_no_range_stay_as_the_model_read_them():
    doc, tags = _doc([[("Due", "O"), ("30.06.2020", "S-due_date"), ("-", "O"), ("01.05.2020", "S-date")],
                      [("Date", "O"), ("01/05/2020", "S-date"), ("Ref", "O"), ("12", "O")]])
    no_keys = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "date_keys"))  # this rule alone
    out, _ = decode_tags(_period_probs(tags), PERIOD_LABELS, PERIOD_KINDS, doc=doc, params=no_keys)
    assert out == tags  # backwards in time whichever way it is read: no range; no connector: no range
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "date_ranges"))
    doc, tags = _doc([[("01.09.2022", "S-due_date"), ("to", "O"), ("28.09.2022", "S-date")]])
    assert decode_tags(_period_probs(tags), PERIOD_LABELS, PERIOD_KINDS, doc=doc, params=off)[0] == tags
    assert decode_tags(_period_probs(tags), PERIOD_LABELS, {"date": "single", "due_date": "single"},
                       doc=doc)[0] == tags  # a model without period fields


# -- rule digit_groups (decode/rules/groups.py) -----------------------------------------------------------


def _line(words, gaps):
    """One line of (text, tag) words, each gap (page units) after the word before it; word height 10."""
    out, x = [], 10.0
    for (text, _), gap in zip(words, [0, *gaps]):
        x += gap
        out.append(Word(text, (x, 100, x + 6 * len(text), 110), line_id=0, block_id=0))
        x += 6 * len(text)
    return Document("g.pdf", (Page(1, 600, 800, words=tuple(out)),)), [t for _, t in words]


def test_an_amount_takes_the_digit_groups_printed_a_space_before_it():
    from docx_cli.decode.rules.groups import digit_groups

    kinds = {"total_amount": "single", "quantity": "item", "line_amount": "item"}
    doc, tags = _line([("Total", "O"), ("1", "O"), ("234", "O"), ("567,89", "S-total_amount")], [3, 3, 3])
    assert digit_groups(doc, tags, kinds) == ["O", "B-total_amount", "I-total_amount", "E-total_amount"]
    fields, _ = decode_fields(doc, digit_groups(doc, tags, kinds), [0.9] * 4, kinds)
    assert fields["total_amount"]["normalized"] == "1234567.89"
    doc, tags = _line([("Total", "O"), ("3", "O"), ("633.35", "S-total_amount")], [3, 3])
    assert digit_groups(doc, tags, kinds)[1:] == ["B-total_amount", "E-total_amount"]


def test_an_amounts_thousands_read_as_a_quantity_are_its_own():
    from docx_cli.decode.rules.groups import digit_groups

    kinds = {"total_amount": "single", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    # a totals line holds no quantity: "Total 2 968,25 $"
    doc, tags = _line([("Total", "O"), ("2", "S-quantity"), ("968,25", "S-total_amount"), ("$", "O")], [3, 3, 3])
    assert digit_groups(doc, tags, kinds) == ["O", "B-total_amount", "E-total_amount", "O"]
    # a row printing its count first: "1 | 1 268,40" is a unit price of 1,268.40
    doc, tags = _line([("Compressor", "S-description"), ("1", "O"), ("1", "S-quantity"), ("268,40", "S-unit_price")],
                      [60, 60, 3])
    assert digit_groups(doc, tags, kinds)[1:] == ["O", "B-unit_price", "E-unit_price"]
    # ... but a row's only count before its price stays its quantity ("2 125.00")
    doc, tags = _line([("Coffee", "S-description"), ("2", "S-quantity"), ("125.00", "S-unit_price")], [60, 3])
    assert digit_groups(doc, tags, kinds) == tags


def test_an_amount_the_model_split_into_two_values_or_cut_after_its_first_group_is_one():
    from docx_cli.decode.rules.groups import digit_groups

    kinds = {"total_amount": "single", "quantity": "item", "line_amount": "item"}
    # each group tagged the total on its own: one value, not the more confident "958.26"
    doc, tags = _line([("Total", "O"), ("7", "S-total_amount"), ("958.26", "S-total_amount")], [3, 3])
    assert digit_groups(doc, tags, kinds) == ["O", "B-total_amount", "E-total_amount"]
    # the value stops at its first group
    doc, tags = _line([("Total", "O"), ("5", "S-total_amount"), ("999", "O"), ("EUR", "O")], [3, 3, 3])
    assert digit_groups(doc, tags, kinds) == ["O", "B-total_amount", "E-total_amount", "O"]
    fields, _ = decode_fields(doc, digit_groups(doc, tags, kinds), [0.9] * 4, kinds)
    assert fields["total_amount"]["normalized"] == "5999"
    doc, tags = _line([("1", "S-total_amount"), ("234", "O"), ("567,89", "O")], [3, 3])
    assert digit_groups(doc, tags, kinds) == ["B-total_amount", "I-total_amount", "E-total_amount"]
    # not groups: a price of two digits after the value, a column apart, another field's value
    for words, gaps in [
        ([("1", "S-total_amount"), ("12.50", "O")], [3]),
        ([("7", "S-total_amount"), ("958.26", "O")], [40]),
        ([("2", "S-quantity"), ("578.00", "S-line_amount")], [3]),
        ([("2", "S-line_amount"), ("578.00", "S-total_amount")], [3]),
    ]:
        doc, tags = _line(words, gaps)
        assert digit_groups(doc, tags, kinds) == tags, words


def test_a_quantity_or_a_column_before_an_amount_does_not_join_it():
    from docx_cli.decode.rules.groups import digit_groups

    kinds = {"total_amount": "single", "quantity": "item", "line_amount": "item"}
    cases = [
        ([("2", "O"), ("12.50", "S-line_amount")], [3]),            # a price of two digits: no group
        ([("1", "S-quantity"), ("250.00", "S-line_amount")], [3]),  # the model's quantity
        ([("3", "O"), ("633.35", "S-total_amount")], [40]),         # a column apart
        ([("Total", "O"), ("633.35", "S-total_amount")], [3]),      # no digits
        ([("1234", "O"), ("633.35", "S-total_amount")], [3]),       # four digits are no group
    ]
    for words, gaps in cases:
        doc, tags = _line(words, gaps)
        assert digit_groups(doc, tags, kinds) == tags, words
    web = Document("w.html", (Page(1, 0, 0, source="html", words=(Word("3", line_id=0), Word("633.35", line_id=0))),),
                   format="web")
    assert digit_groups(web, ["O", "S-total_amount"], kinds) == ["O", "S-total_amount"]  # no boxes, no gap



def test_a_products_name_over_its_quantity_line_is_a_row_of_its_own():
    # a till receipt: "MATURE CHEDDAR 400G  4.25" / "ORANGE JUICE 1L" / "3 x 1.95  5.85": the juice's name is no
    # wrap of the cheddar; it goes with the numbers under it
    doc, tags = _rows([
        [(10, "MATURE", "B-description"), (50, "CHEDDAR", "E-description"), (200, "4.25", "S-line_amount")],
        [(10, "ORANGE", "B-description"), (50, "JUICE", "E-description")],
        [(10, "3", "S-quantity"), (30, "x", "O"), (50, "1.95", "S-unit_price"), (200, "5.85", "S-line_amount")],
    ])
    items = _items(doc, tags)
    assert [(i["description"], i.get("quantity")) for i in items] == [("MATURE CHEDDAR", None), ("ORANGE JUICE", "3")]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "wrapped_cells"))
    assert len(_items(doc, tags, off)) == 3  # (without the rule every line is a row)


def test_a_line_with_no_number_under_a_row_is_that_rows_wrap():
    from docx_cli.decode.rules.columns import wrap_above

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([
        [(10, "Bubble", "B-description"), (50, "Wrap", "I-description"), (80, "supplied", "E-description"),
         (300, "4", "S-quantity"), (400, "80.28", "S-line_amount")],
        [(10, "with", "B-description"), (40, "test", "I-description"), (70, "certificate", "I-description")],
        [(10, "Spring", "I-description"), (50, "Washer", "E-description"), (300, "3", "S-quantity"),
         (400, "34.71", "S-line_amount")],
    ])
    out = wrap_above(doc, tags, kinds)
    assert out[5:10] == ["B-description", "I-description", "E-description", "B-description", "E-description"]
    _, items = decode_fields(doc, out, [0.9] * len(out), kinds)
    assert [i["description"]["value"] for i in items] == ["Bubble Wrap supplied with test certificate",
                                                         "Spring Washer"]
    # the first row of a table has no row above; a first line printing its own price is a row of its own
    doc, first = _rows([
        [(10, "Bubble", "B-description"), (50, "Wrap", "I-description")],
        [(10, "Roll", "E-description"), (300, "4", "S-quantity"), (400, "80.28", "S-line_amount")],
    ])
    assert wrap_above(doc, first, kinds) == first
    doc, priced = _rows([
        [(10, "Tea", "S-description"), (400, "1.20", "S-line_amount")],
        [(10, "Milk", "B-description"), (400, "2.00", "O")],
        [(10, "Oat", "E-description"), (400, "3.10", "S-line_amount")],
    ])
    assert wrap_above(doc, priced, kinds) == priced


def test_a_quantity_is_one_number():
    from docx_cli.decode.rules.arithmetic import one_quantity

    doc, tags = _rows([
        # the description's last word read into the quantity; the row's arithmetic picks the quantity
        [(10, "Wrap", "B-description"), (38, "470", "B-quantity"), (200, "40", "E-quantity"),
         (300, "2.00", "S-unit_price"), (400, "80.00", "S-line_amount")],
        # no arithmetic to go by (a quantity of 1): the model's likelier single quantity stays
        [(10, "Tape", "S-description"), (38, "12", "B-quantity"), (200, "1", "E-quantity"), (400, "9.00", "S-line_amount")],
        # a position number before the quantity, after no description: dropped
        [(10, "7", "B-quantity"), (100, "3", "E-quantity"), (150, "Nut", "S-description"), (300, "2.00", "S-unit_price"),
         (400, "6.00", "S-line_amount")],
        # digit groups: one quantity
        [(10, "Screws", "S-description"), (200, "1", "B-quantity"), (208, "000", "E-quantity"),
         (300, "0.05", "S-unit_price")],
    ])

    def score(i, tag):
        return 0.6 if i in (7, 9) else 0.1  # "1" of the second row, "7" of the third: the likelier ones

    out = one_quantity(doc, tags, KINDS, score)
    assert out[:5] == ["B-description", "E-description", "S-quantity", "S-unit_price", "S-line_amount"]
    assert out[5:9] == ["B-description", "E-description", "S-quantity", "S-line_amount"]  # "Tape 12"
    assert out[9:14] == ["O", "S-quantity", "S-description", "S-unit_price", "S-line_amount"]
    assert out[14:] == tags[14:]
    assert _items(doc, one_quantity(doc, tags, KINDS, score))[0]["description"] == "Wrap 470"
    # a number across a gutter after the description is another column's, not the description's
    doc, tags = _rows([[(10, "Bolt", "S-description"), (200, "46", "B-quantity"), (300, "42", "E-quantity"),
                        (500, "1,932", "S-line_amount")]])
    assert one_quantity(doc, tags, KINDS, lambda i, t: 0.6 if i == 2 else 0.1)[:3] == ["S-description", "O",
                                                                                     "S-quantity"]
    # a rate is no quantity ("4%" | "-26"): it goes, the number after it stays the quantity
    doc, tags = _rows([[(10, "Bolt", "S-description"), (200, "4%", "B-quantity"), (230, "-26", "E-quantity"),
                        (500, "-1,932", "S-line_amount")]])
    assert one_quantity(doc, tags, KINDS, lambda i, t: 0.1) == ["S-description", "O", "S-quantity", "S-line_amount"]


def test_further_numbers_with_the_roles_of_a_row_that_multiplies_out_lose_them():
    # a table printing the tax and the gross beside the net: the model tags the tax as a second unit price and
    # the gross as a second line amount; 21 x 8,07 = 169,47 says which are the row's
    doc, tags = _doc([[("Toner", "S-description"), ("21", "S-quantity"), ("8,07", "S-unit_price"), ("10%", "O"),
                       ("16,95", "S-unit_price"), ("169,47", "S-line_amount"), ("186,42", "S-line_amount")]])
    out = row_arithmetic(doc, tags, KINDS)
    assert out == ["S-description", "S-quantity", "S-unit_price", "O", "O", "S-line_amount", "O"]
    assert _items(doc, tags) == [{"description": "Toner", "quantity": "21", "unit_price": "8,07",
                                  "line_amount": "169,47"}]
    # tags that multiply out and no further number with a role: nothing changes
    doc, tags = _doc([[("Toner", "S-description"), ("21", "S-quantity"), ("8,07", "S-unit_price"),
                       ("16,95", "O"), ("169,47", "S-line_amount")]])
    assert row_arithmetic(doc, tags, KINDS) is tags


def test_two_prices_of_a_row_tagged_as_one_field_keep_the_surer():
    # no arithmetic to go by (a quantity of 1): joined, "1,07 1,18" would read as no amount and both be lost
    doc, tags = _doc([[("Cable", "S-description"), ("1", "S-quantity"), ("1,07", "S-line_amount"),
                       ("1,18", "S-line_amount")]])
    _, items = decode_fields(doc, tags, [0.9, 0.9, 0.6, 0.8], KINDS)
    assert items[0]["line_amount"]["value"] == "1,18"
    assert items[0]["line_amount"]["normalized"] == "1.18"
    # a description seen twice on a row still joins
    doc, tags = _doc([[("Cable", "S-description"), ("3m", "S-description"), ("2", "S-quantity")]])
    _, items = decode_fields(doc, tags, [0.9] * 3, KINDS)
    assert items[0]["description"]["value"] == "Cable 3m"


def test_two_numbers_tagged_as_quantities_side_by_side_are_cut_to_one():
    from docx_cli.decode.rules.arithmetic import one_quantity

    doc, tags = _rows([[(10, "Wrap", "B-description"), (38, "charge", "E-description"), (78, "470", "S-quantity"),
                        (200, "40", "S-quantity"), (300, "2.00", "S-unit_price"), (400, "80.00", "S-line_amount")]])
    # without the rule, the row's arithmetic (40 x 2.00 = 80.00) keeps the quantity that multiplies out
    assert _items(doc, tags)[0]["quantity"] == "40"
    no_arithmetic = replace(DEFAULT, rules=tuple(r for r in RULES if r != "row_arithmetic"))
    assert _items(doc, tags, no_arithmetic)[0]["quantity"] == "470 40"  # what the rows make of it without both
    out = one_quantity(doc, tags, KINDS, lambda i, t: 0.1)
    assert out == ["B-description", "I-description", "E-description", "S-quantity", "S-unit_price",
                   "S-line_amount"]


def test_of_two_quantities_on_a_row_the_one_that_multiplies_out_stays():
    from docx_cli.decode.rules.arithmetic import one_quantity

    doc, tags = _rows([[(10, "Roll", "B-description"), (38, "charge", "E-description"), (78, "470", "S-quantity"),
                        (200, "4.41", "S-unit_price"), (300, "176.40", "S-line_amount"), (400, "40", "S-quantity")]])
    out = one_quantity(doc, tags, KINDS, lambda i, t: 0.9 if i == 2 else 0.1)  # the model prefers "470"
    assert out == ["B-description", "I-description", "E-description", "S-unit_price", "S-line_amount",
                   "S-quantity"]
    assert _items(doc, out) == [{"description": "Roll charge 470", "unit_price": "4.41", "line_amount": "176.40",
                                 "quantity": "40"}]


# -- rule one_column (decode/rules/columns.py) ------------------------------------------------------------


def test_a_unit_of_measure_column_beside_the_description_is_not_part_of_it():
    from docx_cli.decode.rules.columns import one_column

    words = [Word("5", (20, 100, 26, 110), 0, 0), Word("set", (60, 100, 78, 110), 0, 0),
             Word("High", (120, 100, 144, 110), 0, 0), Word("Speed", (147, 100, 177, 110), 0, 0),
             Word("Cable", (180, 100, 210, 110), 0, 0), Word("12.00", (300, 100, 330, 110), 0, 0),
             # a description wrapped onto the next line: one piece on each line, both kept
             Word("Tape", (120, 120, 144, 130), 1, 0), Word("roll", (147, 120, 171, 130), 1, 0)]
    doc = Document("u.pdf", (Page(1, 600, 800, words=tuple(words)),))
    tags = ["S-quantity", "B-description", "I-description", "I-description", "E-description", "S-line_amount",
            "B-description", "E-description"]
    out = one_column(doc, tags, KINDS)
    assert out == ["S-quantity", "O", "B-description", "I-description", "E-description", "S-line_amount",
                   "B-description", "E-description"]
    separate = ["S-quantity", "S-description", "B-description", "I-description", "E-description",
                "S-line_amount", "O", "O"]
    assert one_column(doc, separate, KINDS)[:2] == ["S-quantity", "O"]  # a cell of its own: the same
    assert one_column(doc, separate, {"description": "single"}) == separate  # not an item field


def test_a_description_takes_the_untagged_words_a_word_space_after_it():
    from docx_cli.decode.rules.columns import whole_cells

    words = [Word("AL", (10, 100, 22, 110), 0, 0), Word("MARAI", (25, 100, 55, 110), 0, 0),
             Word("MILK", (58, 100, 82, 110), 0, 0), Word("15", (85, 100, 97, 110), 0, 0),
             Word("3.50", (200, 100, 224, 110), 0, 0),
             Word("BREAD", (10, 120, 40, 130), 1, 0), Word("2.10", (43, 120, 67, 130), 1, 0),
             Word("EGGS", (10, 140, 34, 150), 2, 0), Word("12", (100, 140, 112, 150), 2, 0)]
    doc = Document("r.jpg", (Page(1, 300, 300, words=tuple(words)),))
    tags = ["B-description", "I-description", "E-description", "O", "S-line_amount",
            "S-description", "O", "S-description", "O"]
    assert whole_cells(doc, tags, KINDS) == [
        "B-description", "I-description", "I-description", "E-description", "S-line_amount",
        "S-description", "O",  # a price, though untagged, is no part of the product
        "S-description", "O"]  # a column apart
    assert whole_cells(doc, tags, {"description": "single"}) == tags  # not an item field
    # words of letters opening the line, a word space before it, are the product's start; a count, a code or a
    # one-letter marker before it is not
    words = [Word("CD", (10, 100, 22, 110), 0, 0), Word("PELIGRO", (25, 100, 65, 110), 0, 0),
             Word("2x", (10, 120, 22, 130), 1, 0), Word("Ayran", (25, 120, 55, 130), 1, 0),
             Word("Note", (10, 140, 34, 150), 2, 0), Word("Tea", (100, 140, 118, 150), 2, 0),
             Word("A4", (10, 160, 22, 170), 3, 0), Word("paper", (25, 160, 55, 170), 3, 0)]
    doc = Document("r.jpg", (Page(1, 300, 300, words=tuple(words)),))
    tags = ["O", "S-description", "O", "S-description", "O", "S-description", "O", "S-description"]
    assert whole_cells(doc, tags, KINDS) == ["B-description", "E-description", "O", "S-description",
                                             "O", "S-description",  # (a column apart: "Note" | "Tea")
                                             "B-description", "E-description"]  # a paper size's code
    # a cell opening on a word of letters, a number inside it: all of it; a count or a key opening it: not that
    words = [Word("1", (10, 100, 16, 110), 0, 0), Word("boAt", (40, 100, 64, 110), 0, 0),
             Word("Rockerz", (67, 100, 109, 110), 0, 0), Word("450", (112, 100, 130, 110), 0, 0),
             Word("Bluetooth", (133, 100, 187, 110), 0, 0),
             Word("2", (10, 120, 16, 130), 1, 0), Word("Coffee", (19, 120, 55, 130), 1, 0),
             Word("Note:", (10, 140, 40, 150), 2, 0), Word("Tea", (43, 140, 61, 150), 2, 0)]
    doc = Document("r.jpg", (Page(1, 300, 300, words=tuple(words)),))
    tags = ["O", "O", "O", "O", "S-description", "O", "S-description", "O", "S-description"]
    assert whole_cells(doc, tags, KINDS) == ["O", "B-description", "I-description", "I-description",
                                             "E-description", "O", "S-description", "O", "S-description"]
    # a hyphenated word of letters opens a cell too ("Wand-WC" | "spülrandlos inkl. WC-Sitz")
    words = [Word("Wand-WC", (10, 100, 52, 110), 0, 0), Word("spülrandlos", (55, 100, 115, 110), 0, 0)]
    doc = Document("r.pdf", (Page(1, 300, 300, words=tuple(words)),))
    assert whole_cells(doc, ["O", "S-description"], KINDS) == ["B-description", "E-description"]
    words = [Word("WD-40", (10, 100, 40, 110), 0, 0), Word("lubricant", (43, 100, 97, 110), 0, 0)]  # a brand
    doc = Document("r.pdf", (Page(1, 300, 300, words=tuple(words)),))
    assert whole_cells(doc, ["O", "S-description"], KINDS) == ["B-description", "E-description"]


def test_an_address_block_takes_the_untagged_words_that_end_its_line():
    from docx_cli.decode.rules.columns import address_cells

    words = [Word("Corso", (10, 100, 40, 110), 0, 0), Word("Italia", (43, 100, 70, 110), 0, 0),
             Word("102", (73, 100, 90, 110), 0, 0),
             Word("20499", (10, 120, 40, 130), 1, 0), Word("Bologna", (43, 120, 80, 130), 1, 0),
             Word("(BO)", (83, 120, 103, 130), 1, 0), Word("Tel.", (200, 120, 220, 130), 1, 0),
             # a one-line address is left as the model read it (a branch printed beside a receipt's address)
             Word("AEON", (10, 140, 40, 150), 2, 0), Word("SHAH", (43, 140, 70, 150), 2, 0),
             Word("ALAM", (73, 140, 100, 150), 2, 0)]
    doc = Document("a.pdf", (Page(1, 300, 300, words=tuple(words)),))
    kinds = {"vendor_address": "single", "customer_address": "single"}
    tags = ["B-vendor_address", "I-vendor_address", "I-vendor_address", "I-vendor_address", "E-vendor_address",
            "O", "O", "B-customer_address", "E-customer_address", "O"]
    assert address_cells(doc, tags, kinds) == tags[:4] + ["I-vendor_address", "E-vendor_address", "O"] + tags[7:]
    assert address_cells(doc, tags, {"vendor_name": "single"}) == tags  # no address field


def test_an_address_goes_on_over_the_address_lines_under_it():
    from docx_cli.decode.rules.next_lines import address_lines

    kinds = {"customer_name": "single", "customer_address": "single"}
    # a right-aligned block: the street tagged, the lines under it left untagged; the contact line ends it
    doc, tags = _rows([
        [(300, "Keller", "B-customer_name"), (340, "GmbH", "E-customer_name")],
        [(310, "124", "B-customer_address"), (330, "Bridge", "I-customer_address"), (370, "Road", "E-customer_address")],
        [(346, "Piano", "O"), (382, "37", "O")],
        [(346, "Limerick", "O")],
        [(10, "Ref.", "O"), (346, "D09", "O"), (370, "H787", "O")],  # another column's words on its line
        [(340, "Tel:", "O"), (370, "01", "O"), (376, "555", "O")],
    ])
    out = address_lines(doc, tags, kinds)
    assert out[5:10] == ["B-customer_address", "E-customer_address", "S-customer_address", "O",
                         "B-customer_address"] and out[10] == "E-customer_address" and set(out[11:]) == {"O"}
    assert decode_fields(doc, out, [0.9] * len(out), kinds)[0]["customer_address"]["value"] == \
        "124 Bridge Road Piano 37 Limerick D09 H787"
    assert address_lines(doc, tags, {"customer_name": "single"}) == tags  # no address field
    # a country alone under the postcode's line is the address's; a phone or a contact's key after it is not
    doc, tags = _rows([[(10, "241", "B-vendor_address"), (30, "Elm", "I-vendor_address"), (52, "Road", "E-vendor_address")],
                       [(10, "Raleigh,", "B-vendor_address"), (64, "NC", "I-vendor_address"), (80, "49257", "I-vendor_address"),
                        (114, "(318)", "I-vendor_address"), (148, "693-5865", "E-vendor_address")],
                       [(10, "USA", "O")]])
    assert address_lines(doc, tags, {"vendor_address": "single"})[3:] == [
        "B-vendor_address", "I-vendor_address", "E-vendor_address", "O", "O", "S-vendor_address"]
    # a phone the model tagged only the first word of ("(318)" | "693-5865") leaves the address too
    doc, tags = _rows([[(10, "Kerkstraat", "B-vendor_address"), (70, "69,", "I-vendor_address"),
                        (90, "7852", "I-vendor_address"), (120, "Gent", "I-vendor_address")],
                       [(10, "(318)", "E-vendor_address"), (46, "693-5865", "O")]])
    assert address_lines(doc, tags, {"vendor_address": "single"}) == [
        "B-vendor_address", "I-vendor_address", "I-vendor_address", "E-vendor_address", "O", "O"]
    doc, tags = _rows([[(10, "135", "B-vendor_address"), (30, "rue", "I-vendor_address"), (52, "Haute", "E-vendor_address")],
                       [(10, "91670", "B-vendor_address"), (46, "Bordeaux", "I-vendor_address"), (100, "N°", "I-vendor_address"),
                        (116, "TVA:", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_address": "single"})[3:] == [
        "B-vendor_address", "E-vendor_address", "O", "O"]
    # a street's kind printed before it joins; the end of a name before it does not
    doc, tags = _rows([[(10, "Via", "O"), (30, "Mazzini", "B-vendor_address"), (76, "7", "E-vendor_address")],
                       [(10, "57830", "B-vendor_address"), (46, "Firenze", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_address": "single"})[:3] == ["B-vendor_address", "I-vendor_address",
                                                                        "E-vendor_address"]
    doc, tags = _rows([[(80, "Calle", "O"), (112, "del", "O"), (132, "Sol,", "O"), (160, "74,", "B-vendor_address"),
                        (184, "92932", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_address": "single"})[:3] == ["B-vendor_address", "I-vendor_address",
                                                                        "I-vendor_address"]
    # a name the model ran on into the street's first words gives them back
    doc, tags = _rows([[(70, "MOREAU", "B-vendor_name"), (125, "CAFE", "I-vendor_name")],
                       [(84, "Corso", "I-vendor_name"), (118, "Italia", "E-vendor_name"), (160, "102", "B-vendor_address")],
                       [(75, "20499", "I-vendor_address"), (110, "Bologna", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_name": "single", "vendor_address": "single"})[:5] == [
        "B-vendor_name", "E-vendor_name", "B-vendor_address", "I-vendor_address", "I-vendor_address"]
    # a name that is a street ("Viale Europa" | "71 45836 Milano (MI)") is the address's start
    doc, tags = _rows([[(10, "Viale", "B-vendor_name"), (46, "Europa", "E-vendor_name"), (88, "71", "B-vendor_address"),
                        (104, "45836", "I-vendor_address"), (140, "Milano", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_name": "single", "vendor_address": "single"}) == [
        "B-vendor_address", "I-vendor_address", "I-vendor_address", "I-vendor_address", "E-vendor_address"]
    doc, tags = _rows([[(10, "Packaging", "O"), (70, "Ltd", "O"), (92, "108", "B-vendor_address"),
                        (114, "Hill", "I-vendor_address"), (142, "Lane", "E-vendor_address")],
                       [(92, "Leeds", "B-vendor_address"), (128, "LS2", "I-vendor_address"), (150, "9DW", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_address": "single"}) == tags
    # read from its postcode line: the street right above joins
    doc, tags = _rows([[(10, "Wiener", "O"), (50, "Straße", "O"), (90, "154", "O")],
                       [(10, "7721", "B-vendor_address"), (40, "Innsbruck", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_address": "single"})[:3] == ["B-vendor_address", "I-vendor_address",
                                                                        "E-vendor_address"]
    # the lines between two pieces of one block, the second printing the postcode, are the block's
    doc, tags = _rows([[(54, "138", "B-vendor_address"), (70, "Hill", "I-vendor_address"), (90, "Road", "E-vendor_address")],
                       [(54, "Bâtiment", "O"), (110, "20", "O")], [(54, "London", "O")],
                       [(54, "EC19", "B-vendor_address"), (84, "2AL", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_address": "single"})[3:6] == ["B-vendor_address", "E-vendor_address",
                                                                         "S-vendor_address"]
    # a party's name over an address block the model left untagged: the block down to its postcode
    kinds2 = {"customer_name": "single", "customer_address": "single"}
    doc, tags = _rows([[(64, "Aurora", "B-customer_name"), (110, "NV", "E-customer_name")],
                       [(64, "Avenue", "O"), (100, "Louise", "O"), (140, "77", "O")],
                       [(64, "8766", "O"), (90, "Namur", "O")]])
    assert address_lines(doc, tags, kinds2)[2:] == ["B-customer_address", "I-customer_address", "E-customer_address",
                                                    "B-customer_address", "E-customer_address"]
    doc, tags = _rows([[(64, "Aurora", "B-customer_name"), (110, "NV", "E-customer_name")],
                       [(64, "Anna", "O"), (100, "Patel", "O")], [(64, "8766", "O"), (90, "Namur", "O")]])
    assert address_lines(doc, tags, kinds2) == tags  # a contact's name under it is no street
    # a block under a delivery's key, where the party's address stands elsewhere, is where the goods go
    doc, tags = _rows([[(64, "Molenweg", "B-customer_address"), (120, "214", "E-customer_address")],
                       [(64, "7286", "B-customer_address"), (96, "LZ", "I-customer_address"),
                        (112, "Groningen", "E-customer_address")],
                       [(64, "Bezorgadres", "O")],
                       [(64, "2558", "B-customer_address"), (96, "LR", "I-customer_address"),
                        (112, "Utrecht", "E-customer_address")]])
    assert address_lines(doc, tags, kinds2)[5:] == ["O", "O", "O", "O"]
    # a US ZIP+4 code is a postcode, a comma after it too ("Seattle, WA 98109-5210,")
    doc, tags = _rows([[(10, "410", "O"), (30, "Terry", "O"), (60, "Ave", "O"), (80, "North", "O")],
                       [(10, "Seattle,", "B-vendor_address"), (60, "WA", "I-vendor_address"),
                        (80, "98109-5210,", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_address": "single"})[:4] == ["B-vendor_address", "I-vendor_address",
                                                                        "I-vendor_address", "E-vendor_address"]
    # a street the model began after its house's number: the number and the words to it join ("1880 West" |
    # "4th Ave"); a name's end before a street's number does not, nor a day before a month
    doc, tags = _rows([[(10, "1880", "O"), (40, "West", "O"), (70, "4th", "B-customer_address"), (92, "Ave", "E-customer_address")],
                       [(10, "Vancouver,", "B-customer_address"), (74, "BC", "I-customer_address"), (90, "V6J", "I-customer_address"),
                        (112, "1M3", "E-customer_address")]])
    assert address_lines(doc, tags, {"customer_address": "single"})[:4] == [
        "B-customer_address", "I-customer_address", "I-customer_address", "E-customer_address"]
    doc, tags = _rows([[(10, "21", "O"), (26, "settembre", "B-customer_address"), (86, "2023", "E-customer_address")]])
    assert address_lines(doc, tags, {"customer_address": "single"}) == tags
    # a contact's line between a party's name and its street is passed over ("t.a.v. P. Jansen")
    from docx_cli.decode.rules.next_lines import addresses_under_names

    doc, tags = _rows([[(10, "Koffiebranderij", "B-customer_name"), (106, "Jansen", "E-customer_name")],
                       [(10, "t.a.v.", "O"), (50, "P.", "O"), (66, "Jansen", "O")],
                       [(10, "Marktstraat", "O"), (80, "8", "O")], [(10, "6811", "O"), (40, "CG", "O"), (60, "Arnhem", "O")]])
    assert addresses_under_names(doc, tags, kinds2)[2:] == ["O", "O", "O", "B-customer_address", "E-customer_address",
                                                            "B-customer_address", "I-customer_address", "E-customer_address"]
    # a letter's window with no key: the line over the customer's address, reading as a name, is the customer's
    # name where it has none (not the seller's: over a receipt's address stands its trade, "GASOLINE")
    doc, tags = _rows([[(10, "Elektro", "O"), (60, "Schulz", "O"), (100, "OHG", "O")],
                       [(10, "Am", "O"), (30, "Markt", "O"), (70, "3", "O")],
                       [(10, "26122", "B-customer_address"), (50, "Oldenburg", "E-customer_address")]])
    assert address_lines(doc, tags, kinds2) == ["B-customer_name", "I-customer_name", "E-customer_name",
                                                "B-customer_address", "I-customer_address", "E-customer_address",
                                                "B-customer_address", "E-customer_address"]
    doc, tags = _rows([[(10, "GASOLINE", "O")], [(10, "12", "B-vendor_address"), (30, "Main", "I-vendor_address"),
                                                  (60, "St", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_name": "single", "vendor_address": "single"}) == tags
    # a city named like a contact's key, before its state's comma, is the address's ("Mobile, AL": Alabama),
    # tagged by the model or left untagged under the street
    doc, tags = _rows([[(10, "41", "B-vendor_address"), (30, "Industrial", "I-vendor_address"), (90, "Pkwy", "I-vendor_address")],
                       [(10, "Mobile,", "I-vendor_address"), (50, "AL", "I-vendor_address"), (70, "36602", "E-vendor_address")]])
    assert address_lines(doc, tags, {"vendor_address": "single"}) == tags
    doc, tags = _rows([[(10, "41", "B-vendor_address"), (30, "Industrial", "I-vendor_address"), (90, "Pkwy", "E-vendor_address")],
                       [(10, "Mobile,", "O"), (50, "AL", "O"), (70, "36602", "O")]])
    assert address_lines(doc, tags, {"vendor_address": "single"})[3:] == ["B-vendor_address", "I-vendor_address",
                                                                        "E-vendor_address"]
    # a line with a key, a price or a date is no address line; nor is a line in another column
    doc, tags = _rows([[(10, "5", "B-vendor_address"), (20, "Rue", "I-vendor_address"), (45, "Haute", "E-vendor_address")],
                       [(10, "VAT", "O"), (40, "FR12345", "O")]])
    assert address_lines(doc, tags, {"vendor_address": "single"}) == tags
    doc, tags = _rows([[(10, "5", "B-vendor_address"), (20, "Rue", "I-vendor_address"), (45, "Haute", "E-vendor_address")],
                       [(200, "Lyon", "O")]])
    assert address_lines(doc, tags, {"vendor_address": "single"}) == tags


def test_the_code_a_product_starts_with_is_its_item_id():
    from docx_cli.decode.rules.columns import item_codes

    # a till receipt's article code before the product; a code alone on its line; a model number is no code
    doc, tags = _doc([[("2260064603", "B-description"), ("TROJAN", "I-description"), ("CONDOMS", "E-description"),
                       ("8.99", "S-line_amount")],
                      [("500115", "S-description"), ("1.29", "S-line_amount")],
                      [("1200", "B-description"), ("W", "I-description"), ("Heater", "E-description")]])
    assert item_codes(doc, tags, KINDS) == ["S-item_id", "B-description", "E-description", "S-line_amount",
                                            "S-item_id", "S-line_amount", *tags[6:]]
    no_ids = {f: k for f, k in KINDS.items() if f != "item_id"}
    assert item_codes(doc, tags, no_ids)[:6] == ["O", "B-description", "E-description", "S-line_amount", "O",
                                                 "S-line_amount"]  # a model without item ids: no field
    rows = _items(doc, item_codes(doc, tags, KINDS))
    assert (rows[0]["item_id"], rows[0]["description"]) == ("2260064603", "TROJAN CONDOMS")


def test_a_description_run_onto_a_priced_line_is_cut_there():
    from docx_cli.decode.rules.columns import priced_lines

    # a tilted receipt photo read each price before its product, and the model ran one product into the
    # next; an unpriced line ran into the product under it (WildReceipt's "ALLERGY ALERT" / "APPLE HARVEST
    # CHX SAL 10.79"); a description wrapped under its priced first line is left to rows.py to join, and one
    # whose lines print quantities only stays whole
    doc, tags = _doc([[("5.99", "S-line_amount"), ("SV", "B-description"), ("HYDRANGEA", "I-description")],
                      [("SHU", "I-description"), ("MAI", "E-description"), ("2.99", "S-line_amount")],
                      [("ALLERGY", "B-description"), ("ALERT", "I-description")],
                      [("CHX", "I-description"), ("SAL", "E-description"), ("10.79", "S-line_amount")],
                      [("Consulting", "B-description"), ("services", "E-description"), ("500.00", "S-line_amount")],
                      [("phase", "B-description"), ("2", "E-description")],
                      [("2", "S-quantity"), ("Tape", "B-description")],
                      [("roll", "E-description"), ("1", "S-quantity")]])
    out = priced_lines(doc, tags, KINDS)
    assert out[:11] == ["S-line_amount", "B-description", "E-description", "B-description", "E-description",
                        "S-line_amount", "B-description", "E-description", "B-description", "E-description",
                        "S-line_amount"]
    assert out[11:] == tags[11:]
    assert [row["description"] for row in _items(doc, out)][:4] == ["SV HYDRANGEA", "SHU MAI", "ALLERGY ALERT",
                                                                    "CHX SAL"]
    assert priced_lines(doc, tags, {"description": "single", "line_amount": "item"}) == tags  # not an item field


# -- rule lone_quantities (decode/rows.py) ------------------------------------------------------------------

def test_a_quantity_alone_on_its_row_is_no_line_item():
    doc, tags = _doc([[("Guest", "O"), ("1", "S-quantity"), ("Sub-Total", "O")],
                      [("Bud", "B-description"), ("Light", "E-description"), ("2", "S-quantity"),
                       ("4.25", "S-line_amount")]])
    assert _items(doc, tags) == [{"description": "Bud Light", "quantity": "2", "line_amount": "4.25"}]
    # (rule total_lines drops it too: "Guest" names another number)
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r not in ("lone_quantities", "total_lines")))
    assert _items(doc, tags, off) == [{"quantity": "1"},
                                      {"description": "Bud Light", "quantity": "2", "line_amount": "4.25"}]


# -- rule under_total (decode/values.py) --------------------------------------------------------------------

def test_numbers_under_the_total_naming_no_product_are_no_line_item():
    kinds = {**KINDS, "total_amount": "single"}
    doc, tags = _doc([[("Paper", "S-description"), ("2", "S-quantity"), ("3.50", "S-unit_price"),
                       ("7.00", "S-line_amount")],
                      [("Total", "O"), ("7.00", "S-total_amount")],
                      [("au", "O"), ("01", "S-unit_price"), ("71", "S-quantity"), ("61", "S-line_amount")],
                      [("Stamp", "S-description"), ("1.00", "S-line_amount")]])  # a product: it stays

    def items(params=DEFAULT):
        _, rows = decode_fields(doc, tags, [0.9] * len(tags), kinds, params=params)
        return [{k: v["value"] for k, v in row.items()} for row in rows]

    assert items() == [{"description": "Paper", "quantity": "2", "unit_price": "3.50", "line_amount": "7.00"},
                       {"description": "Stamp", "line_amount": "1.00"}]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "under_total"))
    assert {"unit_price": "01", "quantity": "71", "line_amount": "61"} in items(off)


def test_text_alone_under_the_total_is_no_line_item():
    kinds = {**KINDS, "total_amount": "single"}
    doc, tags = _doc([[("Paper", "S-description"), ("2", "S-quantity"), ("7.00", "S-line_amount")],
                      [("Total", "O"), ("7.00", "S-total_amount")],
                      [("Laxmi", "B-description"), ("Road", "I-description"), ("Branch", "E-description")]])

    def items(params=DEFAULT):
        _, rows = decode_fields(doc, tags, [0.9] * len(tags), kinds, params=params)
        return [row["description"]["value"] for row in rows]

    assert items() == ["Paper"]
    assert items(replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "text_rows"))) == ["Paper", "Laxmi Road Branch"]


def test_a_row_above_the_tables_header_is_no_line_item():
    # the customer's address line read as a product over "Description | Quantity | Amount"; a tax breakdown's
    # header under a receipt's products heads no table of them
    kinds = {**KINDS, "total_amount": "single"}
    header = [(10, "Description", "O"), (200, "Quantity", "O"), (300, "Amount", "O")]
    doc, tags = _rows([[(10, "Flat", "B-description"), (40, "B,", "E-description")], header,
                       [(10, "LED", "S-description"), (200, "2", "S-quantity"), (300, "7,00", "S-line_amount")],
                       [(10, "Driver", "S-description"), (200, "1", "S-quantity"), (300, "3,00", "S-line_amount")]])

    def items(params=DEFAULT):
        _, rows = decode_fields(doc, tags, [0.9] * len(tags), kinds, params=params)
        return [row["description"]["value"] for row in rows]

    assert items() == ["LED", "Driver"]
    assert items(replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "above_header"))) == ["Flat B,", "LED",
                                                                                                    "Driver"]
    doc, tags = _rows([[(10, "Bread", "S-description"), (300, "2,85", "S-line_amount")],
                       [(10, "Milk", "S-description"), (300, "1,20", "S-line_amount")],
                       [(10, "MwSt", "O"), (100, "Netto", "O"), (200, "Steuer", "O"), (300, "Brutto", "O")],
                       [(10, "A", "O"), (100, "3,74", "O"), (200, "0,31", "O"), (300, "4,05", "O")]])
    assert items() == ["Bread", "Milk"]


def test_numbers_on_a_line_opening_with_an_amounts_key_are_no_line_item():
    kinds = {**KINDS, "total_amount": "single"}
    doc, tags = _rows([[(10, "Paper", "S-description"), (200, "2", "S-quantity"), (300, "7,00", "S-line_amount")],
                       [(150, "Razem:", "O"), (300, "2", "S-line_amount"), (330, "500,00", "S-quantity")]])

    def items(params=DEFAULT):
        _, rows = decode_fields(doc, tags, [0.9] * len(tags), kinds, params=params)
        return [{k: v["value"] for k, v in row.items()} for row in rows]

    assert items() == [{"description": "Paper", "quantity": "2", "line_amount": "7,00"}]
    assert len(items(replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "total_lines")))) == 2
    # a row after another number's key is that number: "GST Registration No. | 82469 1357 RT0001"
    doc, tags = _rows([[(10, "Paper", "S-description"), (200, "2", "S-quantity"), (300, "7,00", "S-line_amount")],
                       [(10, "GST", "O"), (40, "Registration", "O"), (110, "No.", "O"), (140, "82469", "S-item_id"),
                        (180, "1357", "S-quantity")]])
    assert items() == [{"description": "Paper", "quantity": "2", "line_amount": "7,00"}]
    assert len(items(replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "total_lines")))) == 2


# -- rule date_keys (decode/rules/keys.py) ----------------------------------------------------------------

DATE_KINDS = {"date": "single", "due_date": "single", "total_amount": "single"}


def test_a_printed_key_names_the_date_it_stands_before():
    from docx_cli.decode.rules.keys import key_names

    assert key_names("Date d'échéance :") == "due"
    assert key_names("Due:") == key_names("Zahlbar bis") == key_names("Scad.") == "due"
    assert key_names("DATE DE LIVRAISON :") == key_names("Deliver By") == key_names("Leveren op") == "delivery"
    assert key_names("Delivered:") == key_names("Consegnato il:") == "other"  # a delivery that took place
    assert key_names("DATE DE FACTURE ASSOCIÉE :") == key_names("Invoice Ref. Date:") == "other"
    assert key_names("DATE DE FIN DE PRESTATION :") == "other"
    assert key_names("Order Date:") == key_names("Bestelldatum") == "order"
    assert key_names("Invoice Date:") == key_names("Rechnungsdatum") == key_names("Date :") == "date"
    assert key_names("Total Due") is None and key_names("Amount payable") is None  # amounts' keys
    assert key_names("Customer") is None and key_names("") is None


def test_dates_take_the_roles_their_keys_give_them():
    from docx_cli.decode.rules.keys import date_keys

    doc, tags = _rows([
        [(10, "Date", "O"), (40, ":", "O"), (60, "31/01/2026", "S-date")],
        [(10, "Invoice", "O"), (60, "Date:", "O"), (100, "31/01/2026", "S-due_date")],       # the date, as due
        [(10, "Previous", "O"), (60, "invoice", "O"), (110, "date:", "O"), (150, "02/01/2026", "S-date")],
        [(10, "Due", "O"), (40, "date:", "O"), (90, "02/03/2026", "O")],                      # untagged
    ])
    out = date_keys(doc, tags, DATE_KINDS)
    assert out[2] == "S-date" and out[5] == "S-date"
    assert out[9] == "O"            # "Previous invoice date": another date, no longer a candidate
    assert out[12] == "S-due_date"  # the free date under a due-date key fills the empty due date
    # a delivery key: never the document's date; an order's due date where no key names one
    doc, tags = _rows([
        [(10, "Order", "O"), (50, "Date:", "O"), (100, "2023-09-26", "S-due_date")],
        [(10, "Deliver", "O"), (60, "By:", "O"), (100, "2023-10-10", "S-date")],
    ])
    assert date_keys(doc, tags, DATE_KINDS) == ["O", "O", "S-date", "O", "O", "S-due_date"]
    # on a page titled an invoice, the order's date is the customer's order's: the date under no key stays
    doc, tags = _rows([
        [(10, "Handelsfactuur", "O")],
        [(10, "05/08/2024", "S-date")],
        [(10, "Orderdatum:", "O"), (100, "04/07/2024", "S-date")],
    ])
    assert date_keys(doc, tags, DATE_KINDS) == ["O", "S-date", "O", "O"]
    # an order's empty due date takes the free date under its delivery key ("Wunschtermin 2023-08-14")
    doc, tags = _rows([[(10, "Datum", "O"), (100, "2023-07-01", "S-date")], [(10, "Wunschtermin", "O"), (100, "2023-08-14", "O")]])
    assert date_keys(doc, tags, DATE_KINDS) == ["O", "S-date", "O", "S-due_date"]
    # a date no key names gives way to a date under a key that names the document's date, tagged or not
    doc, tags = _rows([
        [(10, "Ref", "O"), (40, "A-1", "O"), (80, "01/01/2020", "S-date")],
        [(10, "Invoice", "O"), (60, "date:", "O"), (100, "05/01/2020", "O")],
        [(10, "Date:", "O"), (100, "05/01/2020", "O")],
    ])
    assert date_keys(doc, tags, DATE_KINDS) == ["O", "O", "O", "O", "O", "S-date", "O", "O"]
    tags[7] = "S-date"
    assert date_keys(doc, tags, DATE_KINDS) == ["O"] * 7 + ["S-date"]
    # keys over the values (a header row): read in the value's column
    doc, tags = _rows([
        [(10, "Due", "O"), (40, "Date", "O"), (200, "Invoice", "O"), (250, "Date", "O")],
        [(10, "2024-01-27", "S-date"), (200, "2023-12-28", "S-due_date")],
    ])
    assert date_keys(doc, tags, DATE_KINDS)[4:] == ["S-due_date", "S-date"]


def test_dates_under_no_key_stay_as_the_model_read_them():
    from docx_cli.decode.rules.keys import date_keys

    doc, tags = _rows([
        [(10, "Total", "O"), (60, "Due", "O")],  # an amount's key over a receipt's date: names no date
        [(10, "Friday", "B-date"), (60, "2", "I-date"), (80, "Mar", "I-date"), (110, "2018", "E-date")],
        [(10, "Thank", "O"), (60, "you", "O"), (100, "12/03/2018", "S-due_date")],
    ])
    assert date_keys(doc, tags, DATE_KINDS) == tags
    web = Document("w.html", (Page(1, 0, 0, source="html", words=(
        Word("Due", line_id=0), Word("date:", line_id=0), Word("2024-05-01", line_id=0))),), format="web")
    assert date_keys(web, ["O", "O", "S-date"], DATE_KINDS) == ["O", "O", "S-due_date"]  # keys on its line
    assert date_keys(doc, tags, {"effective_date": "single"}) == tags  # a model without a document date


def test_date_keys_runs_in_decoding_and_can_be_switched_off():
    doc, tags = _rows([[(10, "Due", "O"), (40, "date:", "O"), (90, "02/03/2026", "S-date")]])
    on, off = _with_and_without(doc, tags, DATE_KINDS, "date_keys")
    assert on == ["O", "O", "S-due_date"]
    assert off == tags


def test_the_key_index_finds_the_words_a_scan_of_the_page_finds():
    import random

    from docx_cli.decode.rules.keys import Keys, date_keys

    rng = random.Random(3)
    pages = []
    for number in (1, 2):
        words = []
        for k in range(300):
            x, y = rng.uniform(0, 500), rng.uniform(0, 700)
            words.append(Word(f"w{k}", (x, y, x + 30, y + rng.uniform(5, 12)), line_id=k // 6, block_id=0))
        pages.append(Page(number, 600, 800, words=(*words, Word("unboxed", line_id=99))))
    doc = Document("t.pdf", tuple(pages))
    keys = Keys(doc)
    for page, top, bottom in ((1, 100.0, 130.0), (2, 0.0, 50.0), (2, 690.0, 720.0), (3, 0.0, 800.0)):
        scan = [k for k, (p, w) in enumerate(keys.entries)
                if p.number == page and w.box is not None and top <= w.box[3] <= bottom]
        assert keys.ending_in(page, top, bottom) == scan  # the same words, in reading order
    doc, tags = _rows([[(10, "Due", "O"), (40, "Date", "O")], [(10, "2024-01-27", "S-date")]])
    assert date_keys(doc, tags, DATE_KINDS, keys=Keys(doc)) == date_keys(doc, tags, DATE_KINDS) == ["O", "O", "S-due_date"]


AMOUNT_KINDS = {"total_amount": "single", "tax_amount": "single"}


def test_a_printed_key_names_the_amount_it_stands_before():
    from docx_cli.decode.rules.keys import amount_key_names

    assert amount_key_names("Grand Total:") == amount_key_names("Amount due") == "final"
    assert amount_key_names("Te betalen") == amount_key_names("Netto a pagare") == "final"
    assert amount_key_names("TOTAL TTC") == amount_key_names("Bruttobetrag") == "gross"
    assert amount_key_names("Total incl. VAT") == amount_key_names("Total Inc Tax:") == "gross"
    assert amount_key_names("Sub-total") == amount_key_names("Totale netto") == "net"
    assert amount_key_names("Net Amount Due $") == "net"  # a TV-ad order's amount after commission
    assert amount_key_names("Totale IVA") == amount_key_names("T.V.A.") == amount_key_names("MwSt.") == "tax"
    assert amount_key_names("CASH") == amount_key_names("Change") == "tendered"
    assert amount_key_names("Entspricht USD") == amount_key_names("GBP equivalent") == "converted"
    assert amount_key_names("Totaal in CHF") == amount_key_names("Total en GBP") == "converted"
    assert amount_key_names("Nog te betalen") == amount_key_names("Reste à payer") == "remainder"
    assert amount_key_names("Te betalen") == amount_key_names("Net à payer") == "final"
    assert amount_key_names("TOTAL") == amount_key_names("Totaal") == "total"
    assert amount_key_names("Qty") is None and amount_key_names("") is None
    # the tax an amount includes is a tax; a total without it is a net amount
    assert amount_key_names("GST 9% (included)") == amount_key_names("GST included") == "tax"
    assert amount_key_names("Totaal incl. btw:") == amount_key_names("Sales (Inclusive of GST) :") == "gross"
    assert amount_key_names("Total without VAT") == amount_key_names("Summe ohne MwSt") == "net"
    assert amount_key_names("Übertrag") == amount_key_names("Carried forward") == "net"  # a page's running total


def test_the_total_is_the_amount_its_key_names_as_the_amount_to_pay():
    from docx_cli.decode.rules.keys import amount_keys

    doc, tags = _rows([
        [(10, "Sub-total", "O"), (200, "100.00", "S-total_amount")],
        [(10, "VAT", "O"), (40, "19%", "O"), (200, "19.00", "O")],
        [(10, "Grand", "O"), (50, "Total", "O"), (200, "119.00", "O")],
    ])
    # the subtotal gives way to the free price under the amount to pay's key; the tax takes the tax's
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "O", "O", "O", "S-tax_amount", "O", "O", "S-total_amount"]
    # a total under no key or a bare "Total" gives way to the amount left to pay (Flipkart's net for its gross)
    doc, tags = _rows([
        [(10, "Total", "O"), (200, "278.61", "S-total_amount"), (300, "40.39", "O")],
        [(10, "Grand", "O"), (50, "Total", "O"), (200, "319.00", "O")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "O", "O", "O", "O", "S-total_amount"]
    # a total the tax key names is the tax
    doc, tags = _rows([
        [(10, "MwSt.", "O"), (200, "19.00", "S-total_amount")],
        [(10, "Gesamt", "O"), (200, "119.00", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "S-tax_amount", "O", "S-total_amount"]
    # a tax the same as the total is the total printed again: the price under the tax key is the tax
    doc, tags = _rows([
        [(10, "TVA", "O"), (40, "20%", "O"), (200, "5.00", "O")],
        [(10, "Total", "O"), (200, "29.99", "S-total_amount")],
        [(10, "Somme", "O"), (200, "29.99", "S-tax_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "O", "S-tax_amount", "O", "S-total_amount", "O", "O"]
    # an amount printed with its thousands as a word of their own ("17 637.73") keeps its key: the converted
    # amount is no total
    doc, tags = _rows([
        [(10, "Total", "O"), (50, "Amount", "O"), (200, "27", "O"), (216, "785.58", "S-total_amount")],
        [(10, "GBP", "O"), (40, "equivalent", "O"), (200, "31", "O"), (216, "661.67", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS)[2:] == ["O", "S-total_amount", "O", "O", "O", "O"]
    # a currency mark between a key and its amount is passed over, tagged or not ("TOTAAL: EUR 98965,08")
    kinds = {**AMOUNT_KINDS, "currency": "single"}
    doc, tags = _rows([
        [(10, "Omzetbelasting:", "O"), (100, "EUR", "O"), (200, "17175,76", "S-total_amount")],
        [(10, "TOTAAL:", "O"), (100, "EUR", "S-currency"), (200, "98965,08", "O")],
    ])
    assert amount_keys(doc, tags, kinds) == ["O", "O", "S-tax_amount", "O", "S-currency", "S-total_amount"]
    # what is left to pay after a deposit is not the invoice's total
    doc, tags = _rows([
        [(10, "Total", "O"), (200, "606,25", "O")],
        [(10, "Reste", "O"), (40, "à", "O"), (60, "payer", "O"), (200, "424,37", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "S-total_amount", "O", "O", "O", "O"]
    doc, tags = _rows([  # ... nor the total converted, under a total's key "in" another currency
        [(10, "TOTAAL", "O"), (200, "4.667,25", "O")],
        [(10, "Totaal", "O"), (50, "in", "O"), (70, "CHF", "O"), (200, "3.733,33", "O"), (260, "CHF", "O")],
        [(10, "Nog", "O"), (40, "te", "O"), (60, "betalen", "O"), (200, "2.333,62", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "S-total_amount"] + ["O"] * 9
    # a totals strip the model read as a row of prices: its amounts go to the keys over them
    items = {**AMOUNT_KINDS, "description": "item", "unit_price": "item", "line_amount": "item", "quantity": "item"}
    doc, tags = _rows([
        [(300, "Netto:", "O"), (380, "Nachlass:", "O"), (460, "USt.:", "O"), (530, "Endbetrag:", "O")],
        [(300, "91112,78", "S-unit_price"), (380, "-9111,28", "O"), (460, "8200,15", "S-line_amount"),
         (530, "90201,65", "S-line_amount")],
    ])
    assert amount_keys(doc, tags, items)[4:] == ["O", "O", "S-tax_amount", "S-total_amount"]
    # ... and a row printing its description beside its net, tax and gross stays a row
    doc, tags = _rows([
        [(10, "Item", "O"), (364, "Netto", "O"), (420, "MwSt.", "O"), (500, "Brutto", "O")],
        [(10, "Toner", "S-description"), (364, "100,00", "S-line_amount"), (420, "19,00", "O"),
         (500, "119,00", "S-line_amount")],
    ])
    out = amount_keys(doc, tags, items)
    assert [out[4], out[5], out[7]] == ["S-description", "S-line_amount", "S-line_amount"]
    # a strip of boxes, labels set left over amounts set right, thousands set off by a space and read as a
    # quantity ("11" | "135,25"): the amount to pay is the one under "Att betala", not the bank account's number
    doc, tags = _rows([
        [(280, "Netto", "O"), (370, "Moms", "O"), (400, "25", "O"), (414, "%", "O"), (460, "Att", "O"),
         (482, "betala", "O"), (522, "SEK", "O")],
        [(10, "Bankgiro", "O"), (62, "5432-1987", "S-total_amount"), (318, "44", "O"), (334, "541,00", "O"),
         (408, "11", "S-quantity"), (424, "135,25", "S-line_amount"), (530, "55", "S-quantity"),
         (546, "676,25", "S-line_amount")],
    ])
    out = amount_keys(doc, tags, items)  # (the amount whole: "55 676,25")
    assert out[-2:] == ["B-total_amount", "E-total_amount"] and "S-total_amount" not in out
    # with no total, a tax under a key of the amount to pay is the total (a totals strip with its keys above)
    doc, tags = _rows([
        [(10, "Totale", "O"), (50, "netto:", "O"), (100, "I.V.A.:", "O"), (200, "Netto", "O"), (240, "a", "O"),
         (260, "pagare:", "O")],
        [(10, "1.922,74", "O"), (100, "192,27", "O"), (240, "2.115,01", "S-tax_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS)[6:] == ["O", "S-tax_amount", "S-total_amount"]
    # a tax under another amount's key is none: the free price under the tax key is the tax
    doc, tags = _rows([
        [(10, "Umsatzsteuer:", "O"), (200, "46,64", "O")],
        [(10, "Summe:", "O"), (200, "292,14", "S-total_amount")],
        [(10, "Rückgeld:", "O"), (200, "1,00", "S-tax_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "S-tax_amount", "O", "S-total_amount", "O", "O"]
    # the total converted into another currency is not the total
    doc, tags = _rows([
        [(10, "Bruttobetrag:", "O"), (200, "28.761,05", "O")],
        [(10, "Entspricht", "O"), (100, "USD", "O"), (200, "25.091,01", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "S-total_amount", "O", "O", "O"]
    # a totals line the model read as a line item: its one price under a tax key is the tax, its text no product
    kinds = {**AMOUNT_KINDS, "description": "item", "unit_price": "item", "quantity": "item"}
    doc, tags = _rows([
        [(10, "Cuota", "B-description"), (50, "IVA", "E-description"), (200, "4,502.48", "S-unit_price")],
        [(10, "Total", "O"), (50, "a", "O"), (60, "pagar", "O"), (200, "25,942.86", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, kinds) == ["O", "O", "S-tax_amount", "O", "O", "O", "S-total_amount"]
    doc, tags = _rows([  # a row with a quantity and a price under a "VAT" column stays a line item
        [(10, "Qty", "O"), (100, "VAT", "O")],
        [(10, "2", "S-quantity"), (100, "4.00", "S-unit_price")],
        [(10, "Total", "O"), (200, "25.00", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, kinds) == tags
    # the key over a value is the whole header cell it stands under: "Tax Amount (8.25%)", not "(8.25%)"
    doc, tags = _rows([
        [(10, "Total", "O"), (40, "before", "O"), (80, "tax", "O"), (150, "Tax", "O"), (175, "Amount", "O"),
         (220, "(8.25%)", "O"), (300, "Total", "O"), (330, "Due", "O")],
        [(10, "3087.90", "O"), (230, "254.75", "S-total_amount"), (300, "3342.65", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS)[8:] == ["O", "S-tax_amount", "S-total_amount"]
    # an amount without cents after a currency mark is a price ("Grand Total ... Rs 1939")
    doc, tags = _rows([[(10, "Grand", "O"), (40, "Total", "O"), (180, "Rs", "O"), (200, "1939", "O")]])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "O", "O", "S-total_amount"]


def test_amounts_under_no_key_or_with_no_other_stay_as_the_model_read_them():
    from docx_cli.decode.rules.keys import amount_keys

    # a receipt's subtotal is its total where it prints no other
    doc, tags = _rows([[(10, "SUB", "O"), (40, "TOTAL", "O"), (200, "990.00", "S-total_amount")],
                       [(10, "Thank", "O"), (60, "you", "O")]])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == tags
    # a count under "Totals" is no total: a free value must be a price
    doc, tags = _rows([[(10, "Totals", "O"), (200, "91", "O")], [(10, "Net", "O"), (200, "9,865.00", "S-total_amount")]])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == tags
    doc, tags = _rows([[(10, "Amount", "O"), (200, "12.00", "S-total_amount")]])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == tags
    assert amount_keys(doc, tags, {"amount": "single"}) == tags  # a model without a total


PARTY_KINDS = {"vendor_name": "single", "customer_name": "single"}


def test_a_printed_key_names_the_party_it_stands_before():
    from docx_cli.decode.rules.keys import party_key_names

    assert party_key_names("Bill To:") == party_key_names("Rechnungsempfänger") == "customer"
    assert party_key_names("Facturé à") == party_key_names("Spett.le:") == "customer"
    assert party_key_names("Exmo(s) Sr(s).") == party_key_names("Exma. Senhora") == "customer"  # Portuguese addressee
    assert party_key_names("Supplier") == party_key_names("Lieferant") == party_key_names("Order From") == "vendor"
    assert party_key_names("Emisor") == party_key_names("Émetteur") == party_key_names("Rechnungssteller") == "vendor"
    # who placed the order is the buyer, who takes it on the seller ("Besteller", "Commandé par", "Auftragnehmer")
    assert party_key_names("Besteller") == party_key_names("Commandé par") == party_key_names("Ordered by") == "customer"
    assert party_key_names("Käufer") == party_key_names("Opdrachtgever") == party_key_names("Ordinante") == "customer"
    assert party_key_names("Auftragnehmer") == party_key_names("Verkäufer") == "vendor"
    # the key nearest the value counts (a line read across two columns)
    assert party_key_names("REMIT TO Sinclair Broadcast Advertiser") == "customer"
    assert party_key_names("To:") is None and party_key_names("Destinataire") is None


def test_two_names_the_model_swapped_take_the_roles_their_keys_give_them():
    from docx_cli.decode.rules.keys import party_keys

    doc, tags = _rows([
        [(10, "Silver", "B-vendor_name"), (60, "Logistics", "E-vendor_name")],  # the buyer, under no key
        [(10, "Lieferant", "O")],
        [(10, "Sonnen", "B-customer_name"), (60, "Tools", "E-customer_name")],
    ])
    assert party_keys(doc, tags, PARTY_KINDS) == ["B-customer_name", "E-customer_name", "O",
                                                  "B-vendor_name", "E-vendor_name"]
    # the address printed under a name that changed role moves with it
    kinds = {**PARTY_KINDS, "vendor_address": "single", "customer_address": "single"}
    doc, tags = _rows([
        [(10, "Lieferant", "O"), (300, "Kunde", "O")],
        [(10, "Sonnen", "B-customer_name"), (60, "Tools", "E-customer_name"),
         (300, "Silver", "B-customer_name"), (360, "Logistics", "E-customer_name")],
        [(10, "Hauptstr.", "B-customer_address"), (60, "5", "E-customer_address"),
         (300, "Calle", "B-customer_address"), (340, "Mayor", "E-customer_address")],
    ])
    out = party_keys(doc, tags, kinds)
    assert out[2:4] == ["B-vendor_name", "E-vendor_name"] and out[6:8] == ["B-vendor_address", "E-vendor_address"]
    assert out[4:6] == tags[4:6] and out[8:] == tags[8:]  # the customer, under its key, and its address stay
    # a key the model tagged as the first word of a name is the name's key
    doc, tags = _rows([[(10, "Verkoper", "B-customer_name"), (70, "Rhein", "I-customer_name"),
                        (110, "Medical", "E-customer_name")],
                       [(300, "Crest", "B-vendor_name"), (350, "Packaging", "I-vendor_name"),
                        (420, "Client", "E-vendor_name")]])
    assert party_keys(doc, tags, PARTY_KINDS) == ["O", "B-vendor_name", "E-vendor_name",
                                                  "B-customer_name", "E-customer_name", "O"]


def test_names_under_no_key_or_spelled_twice_stay_as_the_model_read_them():
    from docx_cli.decode.rules.keys import party_keys

    # the keyed name keeps its role; the same party spelled another way stays a candidate of it; no name moves
    # to the other role when no key took that role's name
    doc, tags = _rows([
        [(10, "Advertiser", "O"), (100, "Bernie", "B-customer_name"), (150, "2020", "E-customer_name")],
        [(10, "CA-BERNIE", "B-customer_name"), (100, "2020", "E-customer_name")],
        [(10, "CUNNINGHAM", "B-customer_name"), (100, "SENATE", "E-customer_name")],
    ])
    assert party_keys(doc, tags, PARTY_KINDS) == tags
    # a key is no name: the e-invoice's "SELLER" over the seller's trade name, tagged as the customer
    doc, tags = _rows([[(10, "SELLER", "S-customer_name"), (60, "TRADE", "O"), (110, "NAME", "O")]])
    assert party_keys(doc, tags, PARTY_KINDS) == ["O", "O", "O"]
    doc, tags = _rows([[(10, "ACME", "S-vendor_name")], [(10, "Dear", "O"), (60, "Joe", "S-customer_name")]])
    assert party_keys(doc, tags, PARTY_KINDS) == tags
    assert party_keys(doc, tags, {"party": "multi"}) == tags  # a contract model: its parties have no such roles


def test_a_document_number_under_another_numbers_key_gives_way_to_its_own():
    from docx_cli.decode.rules.keys import number_key_names, number_keys

    assert number_key_names("Btw-nummer") == number_key_names("Partita IVA") == number_key_names("Tax Reg.:") == "other"
    assert number_key_names("Réf. facture initiale") == number_key_names("Pakbonnr.") == "other"
    assert number_key_names("Oorspronkelijke factuur:") == number_key_names("Debitor") == "other"
    assert number_key_names("Order #") == number_key_names("Auftragsnummer:") == "order"
    assert number_key_names("PO:") == number_key_names("P.O. NUMBER") == number_key_names("Purchase Order No.") == "purchase"
    assert number_key_names("Invoice No.") == number_key_names("Fatt. n.") == number_key_names("Bon #") == "doc"
    assert number_key_names("Contract #") == "order" and number_key_names("Ref.") is None
    # the key word nearest the number counts
    assert number_key_names("Tax Invoice No.") == number_key_names("Datos del cliente Nº factura") == "doc"
    assert number_key_names("Invoice Customer No.") == "other"
    kinds = {"document_number": "single"}
    doc, tags = _rows([
        [(10, "Part.", "O"), (40, "IVA", "O"), (80, "IT207410256", "S-document_number")],
        [(10, "Documento", "O"), (70, "n.", "O"), (100, "R-4608-2254", "O")],
    ])
    assert number_keys(doc, tags, kinds) == ["O", "O", "O", "O", "O", "S-document_number"]
    # on a page titled an invoice, the buyer's purchase order number gives way to the invoice's under its key
    # (keys over values, QuickBooks style); untitled, or titled at a sentence's end ("… the original receipt."),
    # it stays
    lines = [[(10, "DATE", "O"), (100, "DOC", "O"), (130, "NO.", "O"), (300, "P.O.", "O"), (330, "NUMBER", "O")],
             [(10, "11/28/2026", "O"), (100, "1043", "O"), (300, "GH-2231", "S-document_number")]]
    doc, tags = _rows([[(400, "Invoice", "O")], *lines])
    assert number_keys(doc, tags, kinds)[-3:] == ["O", "S-document_number", "O"]
    doc, tags = _rows(lines)
    assert number_keys(doc, tags, kinds) == tags
    doc, tags = _rows([*lines, [(10, "receipt.", "O")]])
    assert number_keys(doc, tags, kinds) == tags
    # an order number stays (a TV-ad order's contract number); no year, time or price is taken for a number
    doc, tags = _rows([
        [(10, "Order", "O"), (50, "/", "O"), (60, "Rev:", "O"), (100, "387130", "S-document_number")],
        [(10, "Invoice", "O"), (100, "2020", "O")],
    ])
    assert number_keys(doc, tags, kinds) == tags
    doc, tags = _rows([[(10, "Invoice", "O"), (100, "2020", "O")], [(10, "Tel", "O"), (100, "555-1234", "S-document_number")]])
    assert number_keys(doc, tags, kinds) == ["O"] * 4
    # a number the model took for an item's, printed after the document number's key on its line
    item_kinds = {**kinds, "item_id": "item", "quantity": "item"}
    doc, tags = _rows([[(10, "Transactie", "O"), (100, "T-049391", "S-item_id")],
                       [(10, "SKU", "O"), (60, "4711-002", "S-item_id"), (200, "2", "S-quantity")]])
    assert number_keys(doc, tags, item_kinds) == ["O", "S-document_number", "O", "S-item_id", "S-quantity"]
    # a number under no key gives way to one printed after the document's own key on its line ...
    doc, tags = _rows([[(10, "Invoice", "O"), (50, "No", "O"), (70, ":", "O"), (80, "#", "O"), (100, "BLR_WFLD2015", "O")],
                       [(10, "S:", "O"), (100, "S132415345", "S-document_number")]])
    assert number_keys(doc, tags, kinds) == ["O"] * 4 + ["S-document_number", "O", "O"]
    # a number printed again under another number's key is not the document's ("Debitor 107386")
    doc, tags = _rows([[(10, "Fatt.", "O"), (40, "n.:", "O"), (100, "599962", "O")],
                       [(10, "Hoffmann", "O"), (70, "KG", "O"), (90, "-", "O"), (100, "107386", "S-document_number")],
                       [(10, "Debitor", "O"), (100, "107386", "O")]])
    assert number_keys(doc, tags, kinds)[2:] == ["S-document_number", "O", "O", "O", "O", "O", "O"]
    assert number_key_names("Fra. nº") == number_key_names("Fact.nr.:") == "doc"
    assert number_key_names("Relatienr.") == "other"
    # ... not a contract's number (a TV-ad order's) beside an invoice number
    doc, tags = _rows([[(10, "Invoice", "O"), (100, "7302075", "O")],
                       [(10, "Contract", "O"), (100, "4257313", "S-document_number")]])
    assert number_keys(doc, tags, kinds) == tags


def test_number_keys_in_more_languages_and_a_number_the_model_read_as_a_date():
    from docx_cli.decode.rules.keys import number_key_names, number_keys

    # Polish, Portuguese, Nordic: "Faktura VAT nr" is a VAT invoice's number, not a VAT number (the longer key
    # of two ending there counts); NIP, ATCUD and REGON are registrations
    assert number_key_names("Faktura VAT nr") == number_key_names("Fatura n.º") == number_key_names("Fakturanr") == "doc"
    assert number_key_names("VAT nr") == number_key_names("NIP:") == number_key_names("ATCUD:") == "other"
    # a receipt's transaction or check, a Mexican invoice's folio; not a word they start ("Transfer", "Checkout")
    assert number_key_names("Trans:") == number_key_names("Check #") == number_key_names("Folio:") == "doc"
    assert number_key_names("Transfer") is None and number_key_names("Checkout") is None
    # a masked card number or a phone number after its area code is no document's number
    doc, tags = _rows([[(10, "(518)", "O"), (50, "555-0127", "S-document_number")],
                       [(10, "TRAN", "O"), (50, "#3317", "O")],
                       [(10, "VISA", "O"), (50, "************4417", "S-document_number")]])
    assert number_keys(doc, tags, {"document_number": "single"}) == ["O", "O", "O", "S-document_number", "O", "O"]
    kinds = {"document_number": "single", "date": "single"}
    # "Fattura n. 2026/0412 del 15/10/2026": the model read the number as a date; it reads as none, so the
    # number's key takes it
    doc, tags = _rows([[(10, "Fattura", "O"), (50, "n.", "O"), (70, "2026/0412", "S-date"), (120, "del", "O"),
                        (140, "15/10/2026", "S-date")]])
    assert number_keys(doc, tags, kinds) == ["O", "O", "S-document_number", "O", "S-date"]
    # a date that reads as one stays a date
    doc, tags = _rows([[(10, "Fattura", "O"), (50, "n.", "O"), (70, "15/10/2026", "S-date")]])
    assert number_keys(doc, tags, kinds) == tags


def test_date_and_amount_keys_in_more_languages():
    from docx_cli.decode.rules.keys import amount_key_names, date_keys, fold, key_names, number_key_names

    assert fold("Termin płatności:") == "termin platnosci" and fold("Straße") == "strasse"
    assert key_names("Termin płatności:") == key_names("Data de vencimento") == key_names("Forfallsdato") == "due"
    assert key_names("Datum splatnosti") == key_names("Eräpäivä") == "due"
    assert key_names("Vervaldag") == key_names("Zahlbar ohne Abzug bis") == "due"
    assert key_names("Zahlbar innerhalb von 14 Tagen bis zum") == key_names("Tagen bis zum") == "due"
    assert key_names("Data wystawienia:") == key_names("Data de emissão") == "date"
    assert amount_key_names("Do zapłaty:") == amount_key_names("K úhradě") == "final"
    assert amount_key_names("Total Ilíquido") == "net" and amount_key_names("Razem:") == "total"
    assert amount_key_names("Discount 10%") == amount_key_names("Rabatt") == "discount"  # neither total nor tax
    assert number_key_names("No. Struk :") == number_key_names("Nr faktury") == number_key_names("Lasku nro") == "doc"
    assert amount_key_names("Retención IRPF -15 %") == "discount"  # a tax the buyer withholds: no tax of the invoice
    assert amount_key_names("PPN") == amount_key_names("Celkem DPH") == amount_key_names("ALV 25,5 %") == "tax"
    assert amount_key_names("VATable Sales") == amount_key_names("Celkem bez DPH") == amount_key_names("DPP") == "net"
    assert amount_key_names("Issue date") is None and amount_key_names("Total incl. HST") == "gross"
    assert amount_key_names("VAT 20% on") == amount_key_names("TVA 20 % sur") == "net"  # the base the tax is on
    # the date under a due date's key is the due date where the model read it as a period's end
    kinds = {**DATE_KINDS, "period_end": "single"}
    doc, tags = _rows([
        [(10, "Data", "O"), (30, "de", "O"), (45, "emissão", "O"), (150, "Data", "O"), (170, "de", "O"),
         (185, "vencimento", "O")],
        [(10, "24/11/2026", "S-date"), (150, "24/12/2026", "S-period_end")],
    ])
    assert date_keys(doc, tags, kinds)[-2:] == ["S-date", "S-due_date"]
    doc, tags = _rows([[(10, "Período:", "O"), (150, "Fim", "O")], [(10, "01/11/2026", "O"), (150, "30/11/2026", "S-period_end")]])
    assert date_keys(doc, tags, kinds) == tags  # under no due date's key a period's end stays
    # a date the model read as the document's number, under a key naming the date, is the date
    kinds = {**DATE_KINDS, "document_number": "single"}
    doc, tags = _rows([[(10, "Fakturadatum", "O"), (150, "Fakturanr", "O")],
                       [(10, "2026-11-20", "S-document_number"), (150, "40217", "O")]])
    assert date_keys(doc, tags, kinds)[2:] == ["S-date", "O"]


def test_a_key_beside_a_value_on_its_row_names_it_where_the_reading_order_split_them():
    from docx_cli.decode.rules.keys import number_keys

    # a box of keys at the left and values set right, read as two blocks: "Invoice #" ... "0917462"
    words = [Word("Invoice", (377, 67.7, 404.6, 75.7), 0, 0), Word("#", (406.8, 67.7, 411.2, 75.7), 0, 0),
             Word("Page", (372, 122, 388, 129), 1, 0), Word("0917462", (531, 66.9, 566, 75.9), 2, 1)]
    doc = Document("b.pdf", (Page(1, 612, 792, words=tuple(words)),))
    assert number_keys(doc, ["O"] * 4, {"document_number": "single"}) == ["O", "O", "O", "S-document_number"]
    # a cell standing nearer in between, no key, names nothing
    words.insert(3, Word("REF-9", (450, 67.7, 480, 75.7), 3, 1))
    doc = Document("b.pdf", (Page(1, 612, 792, words=tuple(words)),))
    assert number_keys(doc, ["O"] * 5, {"document_number": "single"}) == ["O"] * 5


def test_a_totals_block_of_keys_left_of_rand_amounts_grouped_by_spaces_names_them():
    from docx_cli.decode.rules.currency import total_currency
    from docx_cli.decode.rules.keys import amount_key_names, amount_keys

    # "Total Excl. VAT" / "VAT @ 15%" / "TOTAL" left, "R 128 538.93" / "R 19 280.84" / "R 147 819.77" right, read
    # as two blocks: each amount is its words, its key the cell beside it, its mark the rand's "R"
    words = []
    for row, (key, groups) in enumerate((("Total Excl. VAT", ("128", "538.93")), ("VAT @ 15%", ("19", "280.84")),
                                         ("TOTAL", ("147", "819.77")))):
        x, y = 300.0, 600.0 + 14 * row
        for w in key.split():
            words.append(Word(w, (x, y, x + 6 * len(w), y + 9), row, 0))
            x += 6 * len(w) + 3
        x = 480.0
        for w in ("R", *groups):
            words.append(Word(w, (x, y, x + 6 * len(w), y + 9), 3 + row, 1))
            x += 6 * len(w) + 3
    doc = Document("za.pdf", (Page(1, 612, 792, words=tuple(sorted(words, key=lambda w: (w.block_id, w.line_id)))),))
    kinds = {"total_amount": "single", "tax_amount": "single"}
    out = amount_keys(doc, ["O"] * len(words), kinds)
    text = [w.text for _, w in doc.iter_words()]
    spans = [(t, text[i]) for i, t in enumerate(out) if t != "O"]
    assert spans == [("B-tax_amount", "19"), ("E-tax_amount", "280.84"), ("B-total_amount", "147"),
                     ("E-total_amount", "819.77")]
    assert amount_key_names("I alt DKK") == amount_key_names("SUMA PLN") == "total"  # Danish, Norwegian, Polish
    assert amount_key_names("SUMA PTU") == "tax" and amount_key_names("Suma y sigue") == "net"
    from docx_cli.decode.spans import Cell

    fields = {"total_amount": {"value": "147 819.77", "confidence": 0.9, "page": 1, "bbox": None}, "currency": None}
    start = text.index("147")
    total_currency(fields, [Cell("total_amount", "147 819.77", 0.9, 0.9, 1, None, 5, None, start, start + 2)],
                   list(doc.iter_words()))
    assert fields["currency"]["normalized"] == "ZAR"


def test_a_keys_rate_printed_as_words_or_in_brackets_is_passed_over():
    from docx_cli.decode.rules.keys import amount_keys

    kinds = {"total_amount": "single", "tax_amount": "single"}
    # a key's rate, printed as words of their own or in brackets with the amount it is of, is passed over
    doc, tags = _rows([[(10, "Retención", "O"), (70, "IRPF", "O"), (100, "-15", "O"), (122, "%", "O"),
                        (220, "-219,54", "S-tax_amount")],
                       [(10, "Sales", "O"), (46, "Tax", "O"), (70, "(8.875%", "O"), (118, "on", "O"),
                        (136, "$782.85)", "O"), (220, "69.48", "O")]])
    assert amount_keys(doc, tags, kinds)[-6:] == ["O", "O", "O", "O", "O", "S-tax_amount"]
    assert amount_keys(doc, tags, kinds)[4] == "O"  # the income tax withheld is no tax


def test_on_an_order_the_number_under_its_order_key_beats_one_read_under_no_key():
    from docx_cli.decode.rules.keys import number_keys

    kinds = {"document_number": "single"}
    # a purchase order's postcode the model read as its number; its own is printed after "Commande n° :"
    doc, tags = _rows([[(10, "Route", "O"), (46, "de", "O"), (62, "Gigondas", "O"), (116, "84190", "S-document_number"),
                        (150, "Vacqueyras", "O")],
                       [(10, "BON", "O"), (34, "DE", "O"), (50, "COMMANDE", "O")],
                       [(10, "Commande", "O"), (64, "n°", "O"), (80, ":", "O"), (90, "BC", "O"), (106, "26-0142", "O")]])
    out = number_keys(doc, tags, kinds)
    assert out[3] == "O" and out[-2:] == ["B-document_number", "E-document_number"]
    # on an invoice the model's number stays
    doc, tags = _rows([[(10, "Route", "O"), (46, "de", "O"), (62, "Gigondas", "O"), (116, "84190", "S-document_number")],
                       [(10, "FACTURE", "O")],
                       [(10, "Commande", "O"), (64, "n°", "O"), (80, ":", "O"), (90, "BC", "O"), (106, "26-0142", "O")]])
    assert number_keys(doc, tags, kinds)[3] == "S-document_number"


def test_a_number_under_the_documents_own_key_beats_one_under_none():
    from docx_cli.decode.rules.keys import number_keys

    # a company's registration number under its name, read as the receipt's number beside "Bill No :" and its own
    doc, tags = _rows([[(10, "(201901023456", "O"), (90, "/", "O"), (100, "1331234-A)", "S-document_number")],
                       [(10, "Bill", "O"), (34, "No", "O"), (52, ":", "O"), (62, "B2-018833", "S-document_number")]])
    assert number_keys(doc, tags, {"document_number": "single"}) == ["O", "O", "O", "O", "O", "O", "S-document_number"]


def test_the_customers_order_number_on_an_invoice_is_not_its_own():
    from docx_cli.decode.rules.keys import number_key_names, number_keys

    assert number_key_names("Customer Order No") == number_key_names("Your Order:") == "purchase"
    assert number_key_names("Ihre Bestellung") == number_key_names("Votre commande n°") == "purchase"
    assert number_key_names("Order No.") == "order"  # an order's own number (a TV-ad order's contract)
    # keys over values (a UK trade invoice): the invoice's number, not the customer's order's
    lines = [[(10, "Invoice", "O"), (60, "No", "O"), (300, "Customer", "O"), (360, "Order", "O"), (400, "No", "O")],
             [(10, "0051842", "S-document_number"), (300, "HJ-7716", "S-document_number")]]
    doc, tags = _rows([[(200, "INVOICE", "O")], *lines])
    assert number_keys(doc, tags, {"document_number": "single"})[-2:] == ["S-document_number", "O"]


def test_a_number_after_a_bare_number_key_or_an_orders_title_is_the_documents():
    from docx_cli.decode.rules.keys import number_keys

    kinds = {"document_number": "single"}
    # an invoice: a postal code read as its number gives way to the one after a bare "No."
    doc, tags = _rows([[(200, "INVOICE", "O")], [(10, "Tokyo", "O"), (50, "107-0062", "S-document_number")],
                       [(300, "No.", "O"), (330, "KWW-2612-031", "O")]])
    assert number_keys(doc, tags, kinds)[-3:] == ["O", "O", "S-document_number"]
    # an order printing its number with its title; a phone's area code is no number
    doc, tags = _rows([[(10, "Purchase", "O"), (70, "Order", "O"), (110, "#P00318", "O")],
                       [(10, "Call", "O"), (40, "(303)", "S-document_number"), (80, "555-0148.", "O")]])
    assert number_keys(doc, tags, kinds) == ["O", "O", "S-document_number", "O", "O", "O"]
    # a shop's order confirmation: the "#"-marked number after its order key
    doc, tags = _rows([[(10, "Thank", "O"), (50, "you!", "O")], [(10, "ORDER", "O"), (60, "#MB-100482", "O")]])
    assert number_keys(doc, tags, kinds)[-1] == "S-document_number"
    # an order's "#"-marked number under its title
    doc, tags = _rows([[(10, "Kestrel", "O"), (300, "Sales", "O"), (340, "Order", "O")],
                       [(300, "#SO-20417", "O")]])
    assert number_keys(doc, tags, kinds)[-1] == "S-document_number"
    # on an invoice, "Purchase Order" names the buyer's order: its number is not the invoice's
    doc, tags = _rows([[(200, "INVOICE", "O")], [(10, "Purchase", "O"), (70, "Order", "O"), (110, "4500123", "O")]])
    assert number_keys(doc, tags, kinds) == tags


# -- rule id_column (decode/rules/id_column.py) -------------------------------------------------------------

ID_KINDS = {"item_id": "item", "description": "item", "quantity": "item", "line_amount": "item"}


def test_a_rows_code_in_the_id_column_is_its_id():
    from docx_cli.decode.rules.id_column import id_column

    doc, tags = _rows([
        [(10, "ITEM", "O"), (22, "#", "O"), (80, "DESCRIPTION", "O"), (300, "QTY", "O")],
        [(10, "10482", "S-item_id"), (80, "Nitrile", "B-description"), (130, "gloves", "E-description"), (300, "6", "S-quantity")],
        [(10, "22107", "O"), (80, "Kraft", "B-description"), (120, "container", "E-description"), (300, "4", "S-quantity")],
        [(11, "IMP-GR", "O"), (80, "Impianto", "S-description"), (300, "1", "S-quantity")],
        [(10, "Ref.", "O"), (80, "Parchment", "S-description"), (300, "2", "S-quantity")],    # a key, no code
        [(10, "12", "O"), (80, "Olive", "B-description"), (120, "oil", "E-description"), (300, "12", "S-quantity")],
        [(10, "55018", "O"), (45, "Parchment", "S-description"), (300, "2", "S-quantity")],   # one cell with it
        [(10, "40912", "O"), (80, "Subtotal", "O")],                                          # no item on its row
        [(200, "31550", "O"), (260, "Pan", "S-description"), (300, "8", "S-quantity")],      # not in the column
    ])
    out = id_column(doc, tags, ID_KINDS)
    changed = {doc.pages[0].words[k].text for k in range(len(tags)) if out[k] != tags[k]}
    assert changed == {"22107", "IMP-GR"} and out[8] == "S-item_id"
    assert id_column(doc, tags, {k: v for k, v in ID_KINDS.items() if k != "item_id"}) == tags  # no id field
    untagged = ["O" if t == "S-item_id" else t for t in tags]
    assert id_column(doc, untagged, ID_KINDS) == untagged  # no id read: no column
    # a row's running number a word space before its code is no part of the code's cell ("5 RENT-CYL")
    doc, tags = _rows([
        [(4, "1", "O"), (14, "UHP-N2-300", "S-item_id"), (80, "Nitrogen", "S-description"), (300, "120", "S-quantity")],
        [(4, "5", "O"), (14, "RENT-CYL", "O"), (80, "Cylinder", "B-description"), (134, "rental", "E-description"),
         (300, "360", "S-quantity")],
    ])
    assert id_column(doc, tags, ID_KINDS)[5] == "S-item_id"


def test_id_column_runs_in_decoding_and_can_be_switched_off():
    doc, tags = _rows([
        [(10, "10482", "S-item_id"), (80, "Nitrile", "S-description"), (300, "6", "S-quantity")],
        [(10, "22107", "O"), (80, "Kraft", "S-description"), (300, "4", "S-quantity")],
    ])
    on, off = _with_and_without(doc, tags, ID_KINDS, "id_column")
    assert on[3] == "S-item_id" and off[3] == "O"


def test_a_number_read_as_the_quantity_inside_a_products_cell_is_the_products():
    # "M8 x 40 hex set screw" | "5.00": the model read "40" as the quantity; once the row's own quantity stands
    # in its column (rule one_quantity), the cell's opening words are the product's (whole_cells, run again)
    kinds = {"item_id": "item", "description": "item", "quantity": "item", "unit_price": "item",
             "line_amount": "item"}
    doc, tags = _rows([[(10, "SS-M8X40", "S-item_id"), (130, "M8", "O"), (145, "x", "O"), (154, "40", "S-quantity"),
                        (169, "hex", "B-description"), (190, "screw", "E-description"), (300, "5.00", "S-quantity"),
                        (360, "18.40", "S-unit_price"), (420, "92.00", "S-line_amount")]])
    on, off = _with_and_without(doc, tags, kinds, "whole_cells")
    assert on[1:6] == ["B-description", "I-description", "I-description", "I-description", "E-description"]
    assert off[1:4] == ["O", "O", "O"]


def test_a_key_the_model_read_as_a_name_names_the_name_under_it():
    from docx_cli.decode.rules.keys import party_keys

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([[(10, "North", "B-customer_name"), (50, "Logistics", "E-customer_name")],
                       [(10, "Client", "S-vendor_name")],
                       [(10, "Tri-State", "B-vendor_name"), (70, "Plastics", "E-vendor_name")]])
    assert party_keys(doc, tags, kinds) == ["B-vendor_name", "E-vendor_name", "O", "B-customer_name",
                                            "E-customer_name"]
    # a number's key over a shop's address ("STORE #" NY-1104): no name ends on "#"
    doc, tags = _rows([[(10, "STORE", "B-vendor_name"), (60, "#", "E-vendor_name"), (80, "NY-1104", "O")]])
    assert party_keys(doc, tags, kinds) == ["O", "O", "O"]
    doc, tags = _rows([[(10, "Store", "B-vendor_name"), (60, "No.", "E-vendor_name")],
                       [(10, "Corner", "B-vendor_name"), (60, "Store", "E-vendor_name")]])
    assert party_keys(doc, tags, kinds) == ["O", "O", "B-vendor_name", "E-vendor_name"]


def test_a_documents_title_is_no_partys_name():
    from docx_cli.decode.rules.keys import party_keys

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([[(10, "Fattura", "B-vendor_name"), (56, "n.:", "E-vendor_name"), (100, "INV-46116", "O")]])
    assert party_keys(doc, tags, kinds) == ["O", "O", "O"]  # a title and its number's key
    doc, tags = _rows([[(10, "ABONO", "B-vendor_name"), (400, "Atlas", "I-vendor_name"), (440, "Labs", "E-vendor_name")],
                       [(10, "Lakeside", "B-customer_name"), (70, "Werke", "I-customer_name"),
                        (400, "Handelsfactuur", "E-customer_name")]])
    assert party_keys(doc, tags, kinds) == ["O", "B-vendor_name", "E-vendor_name", "B-customer_name",
                                            "E-customer_name", "O"]  # a gutter from the name
    doc, tags = _rows([[(10, "Invoice", "B-vendor_name"), (56, "Cloud", "I-vendor_name"), (90, "Inc.", "E-vendor_name")]])
    assert party_keys(doc, tags, kinds) == tags  # a word of the name itself


def test_a_rule_keeping_a_words_role_keeps_its_probability():
    from docx_cli.decode.tags import _rescored

    conf = [0.9, 0.8, 0.7]
    probs = {"S-vendor_name": 0.05, "O": 0.6, "B-customer_name": 0.2}
    out = _rescored(["B-vendor_name", "E-vendor_name", "O"], ["S-vendor_name", "O", "B-customer_name"], conf,
                    lambda i, t: probs[t])
    assert out == ["S-vendor_name", "O", "B-customer_name"] and conf == [0.9, 0.6, 0.2]


def test_a_key_addressing_a_sellers_document_names_its_customer():
    from docx_cli.decode.rules.keys import party_keys

    kinds = {"vendor_name": "single", "customer_name": "single"}
    lines = [[(10, "Granite", "B-vendor_name"), (60, "Office", "E-vendor_name")], [(300, "Destinatario", "O")],
             [(300, "Sonnen", "B-customer_name"), (350, "Distribution", "E-customer_name")]]
    doc, tags = _rows([[(10, "Factura", "O"), (60, "simplificada", "O")], *lines])
    assert party_keys(doc, tags, kinds)[2:] == tags[2:]  # the customer under the recipient's key stays
    doc, tags = _rows([[(10, "Factura", "O"), (60, "simplificada", "O")], [(10, "Destinatario", "O")], lines[0]])
    assert party_keys(doc, tags, kinds)[2:] == ["O", "B-customer_name", "E-customer_name"]
    doc, tags = _rows([[(10, "Destinatario", "O")], lines[0]])  # untitled: it may address a purchase order's supplier
    assert party_keys(doc, tags, kinds) == tags


def test_an_orders_title_says_which_party_issued_it():
    from docx_cli.decode.rules.keys import order_issuer, party_keys

    kinds = {"vendor_name": "single", "customer_name": "single"}
    lines = [[(10, "Redwood", "B-customer_name"), (60, "Plastics", "E-customer_name")],
             [(300, "ORDERBEVESTIGING", "O")],
             [(10, "Thompson", "B-vendor_name"), (70, "Schulz", "E-vendor_name")]]
    doc, tags = _rows(lines)
    assert order_issuer(list(doc.iter_words())) == "vendor_name"  # an order confirmation is the seller's
    assert party_keys(doc, tags, kinds) == ["B-vendor_name", "E-vendor_name", "O", "B-customer_name",
                                            "E-customer_name"]
    doc, tags = _rows([lines[0], [(300, "Purchase", "O"), (352, "Order", "O")], lines[2]])
    assert order_issuer(list(doc.iter_words())) == "customer_name" and party_keys(doc, tags, kinds) == tags
    doc, tags = _rows([lines[0], [(300, "Invoice", "O")], lines[2]])  # no order: the model's reading stays
    assert order_issuer(list(doc.iter_words())) is None and party_keys(doc, tags, kinds) == tags
    # an invoice citing its buyer's order is no order: "Purchase Order" as its own cell, or before a number
    doc, tags = _rows([lines[0], [(300, "Invoice", "O")], [(300, "Purchase", "O"), (352, "Order", "O")], lines[2]])
    assert order_issuer(list(doc.iter_words())) is None
    doc, tags = _rows([lines[0], [(300, "Purchase", "O"), (352, "Order", "O"), (386, "No.", "O"), (406, "4711", "O")],
                       lines[2]])
    assert order_issuer(list(doc.iter_words())) is None
    # ... or as a key, a gutter before the order's number ("Purchase Order:" | "PO-74532")
    doc, tags = _rows([lines[0], [(300, "Purchase", "O"), (352, "Order:", "O"), (500, "PO-74532", "O")], lines[2]])
    assert order_issuer(list(doc.iter_words())) is None
    # without boxes (text, HTML) a title is a line of its own, not a word of a sentence
    words = [Word("Votre", None, 0, 0), Word("commande", None, 0, 0), Word("du", None, 0, 0)]
    assert order_issuer(list(Document("t.txt", (Page(1, 0, 0, words=tuple(words)),), format="plain").iter_words())) is None
    words.append(Word("Commande", None, 1, 0))
    assert order_issuer(list(Document("t.txt", (Page(1, 0, 0, words=tuple(words)),), format="plain").iter_words())) \
        == "customer_name"
    # one name only, in the page's top fifth, read as the other party's: the issuer's (an order confirmation's:
    # the seller's); lower on the page it stays
    doc, tags = _rows([lines[0], [(300, "ORDERBEVESTIGING", "O")]])
    assert party_keys(doc, tags, kinds)[:2] == ["B-vendor_name", "E-vendor_name"]
    doc, tags = _rows([[]] * 20 + [lines[0], [(300, "ORDERBEVESTIGING", "O")]])
    assert party_keys(doc, tags, kinds) == tags
    # a key naming a party outranks the title
    doc, tags = _rows([lines[0], [(300, "ORDERBEVESTIGING", "O")], [(10, "Supplier:", "O")], lines[2]])
    assert party_keys(doc, tags, kinds) == tags
    # a purchase order is addressed to its supplier: "Spett.le" over a name names the vendor there
    doc, tags = _rows([[(10, "Keystone", "B-vendor_name"), (70, "Foods", "E-vendor_name")],
                       [(300, "Buono", "O"), (336, "d'ordine", "O")], [(10, "Spett.le", "O")],
                       [(10, "Nordic", "B-customer_name"), (60, "Technik", "E-customer_name")]])
    assert party_keys(doc, tags, kinds) == ["B-customer_name", "E-customer_name", "O", "O", "O",
                                            "B-vendor_name", "E-vendor_name"]


def test_a_document_naming_no_party_takes_its_first_lines_name():
    from docx_cli.decode.rules.letterhead import first_line_name

    kinds = {"vendor_name": "single", "vendor_address": "single", "customer_name": "single", "total_amount": "single"}
    doc, tags = _rows([[(100, "Faji", "O"), (130, "TAX", "O"), (152, "INVOICE", "O")],
                       [(10, "Total", "O"), (300, "8.50", "S-total_amount")]])
    assert first_line_name(doc, tags, kinds) == ["S-vendor_name", "O", "O", "O", "S-total_amount"]  # before the title
    doc, tags = _rows([[(100, "1560", "O"), (130, "N", "O"), (140, "Federal", "O"), (190, "Highway", "O")]])
    assert first_line_name(doc, tags, kinds) == tags  # a street is no name
    doc, tags = _rows([[(100, "PAYMENT", "O"), (150, "RECEIPT", "O")]])
    assert first_line_name(doc, tags, kinds) == tags  # a title alone
    doc, tags = _rows([[(100, "ALEXINUX", "O")], [(100, "27", "B-vendor_address"), (120, "rue", "E-vendor_address")]])
    assert first_line_name(doc, tags, kinds) == tags  # the document names an address: left as the model read it
    # ... but a name alone before the document's title on its line is the issuer's letterhead (a freelancer)
    doc, tags = _rows([[(10, "Marta", "O"), (46, "Puig", "O"), (74, "Soler", "O"), (400, "FACTURA", "O")],
                       [(10, "Editorial", "B-customer_name"), (70, "Alborada", "E-customer_name")]])
    assert first_line_name(doc, tags, kinds)[:4] == ["B-vendor_name", "I-vendor_name", "E-vendor_name", "O"]


def test_an_addresses_first_line_that_reads_as_a_name_is_the_name():
    from docx_cli.decode.rules.letterhead import address_head_name

    kinds = {"vendor_name": "single", "vendor_address": "single"}
    doc, tags = _rows([[(100, "BOULEVARD", "B-vendor_address"), (160, "STATION", "I-vendor_address")],
                       [(100, "BRONX,", "I-vendor_address"), (140, "NY", "I-vendor_address"),
                        (160, "10459", "E-vendor_address")]])
    assert address_head_name(doc, tags, kinds) == ["B-vendor_name", "E-vendor_name", "B-vendor_address",
                                                   "I-vendor_address", "E-vendor_address"]
    doc, tags = _rows([[(10, "Ordered", "O"), (60, "By:", "O"), (82, "Prairienet", "B-vendor_address")],
                       [(82, "154", "I-vendor_address"), (100, "Station", "I-vendor_address"), (145, "Lane", "E-vendor_address")]])
    assert address_head_name(doc, tags, kinds)[:3] == ["O", "O", "S-vendor_name"]  # its key stays out
    doc, tags = _rows([[(100, "12", "B-vendor_address"), (120, "High", "I-vendor_address"), (150, "St", "I-vendor_address")],
                       [(100, "Leeds", "E-vendor_address")]])
    assert address_head_name(doc, tags, kinds) == tags  # a street is the address's
    # the name's own line: the words of the address after the name there are the name's rest
    doc, tags = _rows([[(100, "Hensley's", "S-vendor_name"), (158, "Top,", "B-vendor_address"),
                        (186, "Shelf", "I-vendor_address")],
                       [(100, "1551", "I-vendor_address"), (128, "Garth", "I-vendor_address"),
                        (162, "Blvd", "E-vendor_address")]])
    assert address_head_name(doc, tags, kinds) == ["B-vendor_name", "I-vendor_name", "E-vendor_name",
                                                   "B-vendor_address", "I-vendor_address", "E-vendor_address"]
    # ... also where the model cut the address after that piece; a digit OCR read in a name is no number
    doc, tags = _rows([[(100, "Lilly", "S-vendor_name"), (134, "0'Briens", "S-vendor_address")],
                       [(100, "18", "B-vendor_address"), (116, "Murray", "I-vendor_address"),
                        (156, "Street", "E-vendor_address")]])
    assert address_head_name(doc, tags, kinds)[:2] == ["B-vendor_name", "E-vendor_name"]
    doc, tags = _rows([[(100, "ACME", "S-vendor_name"), (130, "12", "B-vendor_address"),
                        (146, "High", "I-vendor_address"), (174, "St", "I-vendor_address")],
                       [(100, "Leeds", "E-vendor_address")]])
    assert address_head_name(doc, tags, kinds) == tags  # a street after the name stays the address
    doc, tags = _rows([[(100, "ACME", "S-vendor_name"), (300, "Market", "B-vendor_address"),
                        (340, "Square", "I-vendor_address")],
                       [(300, "Leeds", "I-vendor_address"), (340, "LS1", "E-vendor_address")]])
    assert address_head_name(doc, tags, kinds) == tags  # an address in a cell of its own



def test_two_pieces_of_a_name_touching_on_a_line_are_one_value():
    from docx_cli.decode.rules.columns import touching_pieces

    kinds = {"vendor_name": "single", "customer_address": "single", "description": "item"}
    doc, tags = _rows([[(10, "One", "B-vendor_name"), (34, "World", "E-vendor_name"), (70, "Market", "S-vendor_name"),
                        (300, "Acme", "S-vendor_name")],
                       [(10, "9679", "B-customer_address"), (40, "XS", "E-customer_address"),
                        (56, "Amsterdam", "S-customer_address")],
                       [(10, "Tape", "S-description"), (40, "roll", "S-description")]])
    out = touching_pieces(doc, tags, kinds)
    assert out[:4] == ["B-vendor_name", "I-vendor_name", "E-vendor_name", "S-vendor_name"]  # a gutter: two
    assert out[4:7] == ["B-customer_address", "I-customer_address", "E-customer_address"]
    assert out[7:] == tags[7:]  # an item's cells are the row rules' to join

def test_an_address_is_one_column_and_runs_on_to_its_lines_end():
    from docx_cli.decode.rules.columns import address_cells, address_column

    kinds = {"vendor_address": "single", "date": "single"}
    # a line run on across the gutter into the next block: the piece under the address's other line stays
    doc, tags = _rows([[(98, "Gewerbepark", "B-vendor_address"), (152, "2", "I-vendor_address"),
                        (377, "Ausstellungsdatum", "E-vendor_address"), (465, "3.9.2019", "S-date")],
                       [(98, "7282", "B-vendor_address"), (120, "Wien", "E-vendor_address")]])
    assert address_column(doc, tags, kinds)[:4] == ["B-vendor_address", "E-vendor_address", "O", "S-date"]
    assert address_column(doc, tags, {"date": "single"}) == tags  # no address field
    # the line whose column counts: the most of the lines near it (a stray "140" over the other block counts less)
    doc, tags = _rows([[(544, "140", "S-vendor_address")],
                       [(36, "Rosenweg", "B-vendor_address"), (86, "21", "E-vendor_address"),
                        (493, "81483", "B-vendor_address"), (524, "München", "E-vendor_address")],
                       [(36, "94508", "B-vendor_address"), (67, "Stuttgart", "E-vendor_address")]])
    assert address_column(doc, tags, kinds)[1:5] == ["B-vendor_address", "E-vendor_address", "O", "O"]
    # two blocks side by side, every line of the address cut by the gutter: the column the address starts in
    doc, tags = _rows([[(42, "Kerkstraat", "B-vendor_address"), (98, "158", "I-vendor_address"),
                        (424, "Rue", "I-vendor_address"), (444, "Loi", "I-vendor_address"), (475, "71", "E-vendor_address")],
                       [(42, "7516", "B-vendor_address"), (68, "Antwerpen", "I-vendor_address"),
                        (449, "2092", "I-vendor_address"), (475, "Brugge", "E-vendor_address")]])
    out = address_column(doc, tags, kinds)
    assert [t for t in out if t != "O"] == ["B-vendor_address", "E-vendor_address", "B-vendor_address",
                                            "E-vendor_address"] and out[2:5] == ["O"] * 3 and out[7:] == ["O"] * 2
    # an address read over two lines as two spans runs on to its line's end, up to a key or a phone
    doc, tags = _rows([[(42, "Stationsstraat", "B-vendor_address"), (98, "108", "E-vendor_address")],
                       [(42, "3824", "S-vendor_address"), (70, "Gent", "O"), (100, "Fecha", "O")], [], [],
                       [(42, "AEON", "S-vendor_address"), (70, "SHAH", "O")]])
    out = address_cells(doc, tags, kinds)
    assert out[2:5] == ["B-vendor_address", "E-vendor_address", "O"]  # the line's key stays out
    assert out[5:] == ["S-vendor_address", "O"]  # a piece of one line alone is often a stray

def test_an_address_loses_the_keys_at_its_ends():
    from docx_cli.decode.rules.next_lines import address_keys

    kinds = {"vendor_address": "single", "customer_address": "single"}
    doc, tags = _rows([[(42, "Kerkstraat", "B-vendor_address"), (98, "158", "E-vendor_address")],
                       [(42, "5998", "B-vendor_address"), (70, "Bruxelles", "I-vendor_address"),
                        (130, "Destinataire", "E-vendor_address")],
                       [(42, "Warenempfänger", "B-customer_address"), (130, "6503", "I-customer_address"),
                        (160, "Lausanne", "E-customer_address")],
                       [(42, "NO:", "B-customer_address"), (70, "28,", "I-customer_address"),
                        (90, "JALAN", "I-customer_address"), (130, "ASTANA", "E-customer_address")],
                       [(42, "Lugar", "B-vendor_address"), (70, "de", "I-vendor_address"),
                        (90, "entrega", "E-vendor_address")]])
    out = address_keys(doc, tags, kinds)
    assert out[:5] == ["B-vendor_address", "E-vendor_address", "B-vendor_address", "E-vendor_address", "O"]
    assert out[5:8] == ["O", "B-customer_address", "E-customer_address"]
    assert out[8:12] == tags[8:12]  # "NO:" before a house number is the address's own
    assert out[12:] == ["O"] * 3  # a line that is a key alone
    assert address_keys(doc, tags, {"vendor_name": "single"}) == tags  # no address field


def test_a_bracket_a_description_opens_closes_in_it_and_a_keyed_line_under_it_is_a_note():
    from docx_cli.decode.rules.columns import closed_brackets, note_lines

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([[(10, "1", "S-quantity"), (27, "Air", "B-description"), (47, "Filter", "I-description"),
                        (101, "(PO", "I-description"), (125, "92836", "I-description"), (160, "line", "E-description"),
                        (188, "68)", "S-unit_price"), (300, "11.77", "S-line_amount")],
                       [(10, "2", "S-quantity"), (27, "Gloves", "B-description"), (70, "(L)", "E-description"),
                        (300, "(1.50)", "S-line_amount")]])
    out = closed_brackets(doc, tags, kinds)
    assert out[:8] == ["S-quantity", "B-description", "I-description", "I-description", "I-description",
                       "I-description", "E-description", "S-line_amount"]
    assert out[8:] == tags[8:]  # a closed bracket; a negative amount in brackets is the row's price
    from docx_cli.decode.rules.columns import reference_tails

    doc, tags = _rows([[(10, "2", "S-quantity"), (27, "Valve", "B-description"), (64, "DN20,", "I-description"),
                        (100, "rev.", "E-description"), (126, "2", "S-quantity"), (300, "9.00", "S-line_amount")],
                       [(10, "1", "S-quantity"), (27, "Hose", "B-description"), (60, "line", "E-description"),
                        (300, "12.00", "S-line_amount")]])
    out = reference_tails(doc, tags, kinds)
    assert out[1:5] == ["B-description", "I-description", "I-description", "E-description"]
    assert out[6:] == tags[6:]  # a price across the gutter is the row's
    doc, tags = _rows([[(10, "3", "S-quantity"), (27, "Hex", "B-description"), (50, "Bolt", "E-description"),
                        (300, "75.00", "S-line_amount")],
                       [(27, "Hinweis:", "B-description"), (80, "Partie", "I-description"), (120, "348", "E-description")],
                       [(27, "Pack", "B-description"), (60, "of", "I-description"), (76, "100", "E-description")]])
    out = note_lines(doc, tags, kinds)
    assert out[4:7] == ["O", "O", "O"] and out[7:] == tags[7:]  # a wrap goes on with the product's words

def test_an_issuers_name_takes_the_word_opening_its_cell_before_a_gutter():
    from docx_cli.decode.rules.keys import key_names
    from docx_cli.decode.rules.letterhead import open_names

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([[(10, "Réfrigération", "O"), (96, "Boréal", "B-vendor_name"), (134, "inc.", "E-vendor_name"),
                        (400, "FACTURE", "O")],
                       [(10, "Aaron", "O"), (42, "Sinquefield", "B-customer_name"), (110, "PAC", "E-customer_name"),
                        (300, "05/20/20", "O")]])
    out = open_names(doc, tags, kinds)
    assert out[:3] == ["B-vendor_name", "I-vendor_name", "E-vendor_name"]
    assert out[4:] == tags[4:]  # another party's name runs to its line's end to take one (a contact before it)
    # "ref." is a whole word of a key: "Réfrigération" names no date
    assert key_names("Réfrigération") is None and key_names("Invoice Ref. Date:") == "other"
    assert key_names("Fromagerie Champlain ltée") is None and key_names("Valid from") == "other"  # "from." too


def test_a_name_takes_the_legal_form_printed_after_it():
    from docx_cli.decode.rules.columns import legal_forms

    kinds = {"vendor_name": "single", "customer_name": "single", "description": "item"}
    doc, tags = _rows([[(10, "Redwood", "B-vendor_name"), (60, "Logistics", "E-vendor_name"), (120, "Teoranta", "O")],
                       [(10, "Prairie", "B-customer_name"), (60, "Electronics", "E-customer_name"), (130, "GmbH", "O"),
                        (160, "&", "O"), (172, "Co.", "O"), (194, "KG", "O")],
                       [(10, "Crest", "S-vendor_name"), (300, "NV", "O")],
                       [(10, "Tape", "S-description"), (40, "Ltd", "O")],
                       [(10, "Ribeiro", "B-vendor_name"), (58, "&", "I-vendor_name"), (70, "Filhos,", "E-vendor_name"),
                        (116, "Lda.", "O")]])
    out = legal_forms(doc, tags, kinds)
    assert out[-4:] == ["B-vendor_name", "I-vendor_name", "I-vendor_name", "E-vendor_name"]  # Portuguese
    out = out[:-4]
    assert out[:3] == ["B-vendor_name", "I-vendor_name", "E-vendor_name"]
    assert out[3:9] == ["B-customer_name", "I-customer_name", "I-customer_name", "I-customer_name", "I-customer_name",
                        "E-customer_name"]  # "GmbH & Co. KG" whole
    assert out[9:] == tags[9:-4]  # across a gutter; not an item's text
    # a legal form tagged alone takes its name before it in its cell, up to the key
    doc, tags = _rows([[(10, "Sold", "O"), (40, "By", "O"), (56, ":", "O"), (64, "WS", "O"), (80, "Retail", "O"),
                        (120, "Services", "O"), (172, "Pvt.", "B-vendor_name"), (200, "Ltd.,", "E-vendor_name")]])
    assert legal_forms(doc, tags, kinds) == ["O", "O", "O", "B-vendor_name", "I-vendor_name", "I-vendor_name",
                                             "I-vendor_name", "E-vendor_name"]

def test_an_empty_partys_name_is_the_name_under_its_key():
    from docx_cli.decode.rules.letterhead import keyed_name

    kinds = {"vendor_name": "single", "vendor_address": "single", "customer_name": "single"}
    # the key alone in its cell, a note in brackets under it, then the name over the address the model tagged
    doc, tags = _rows([[(400, "Service", "O"), (448, "Provider:", "O")],
                       [(400, "(Not", "O"), (430, "to", "O"), (446, "be", "O"), (462, "used)", "O")],
                       [(400, "Amazon", "O"), (440, "Web", "O"), (462, "Services,", "O"), (520, "Inc.", "O")],
                       [(400, "Seattle,", "B-vendor_address"), (450, "WA", "E-vendor_address")]])
    assert keyed_name(doc, tags, kinds)[6:10] == ["B-vendor_name", "I-vendor_name", "I-vendor_name", "E-vendor_name"]
    # after a colon in the key's cell, or in the next cell after a key ending on a colon
    doc, tags = _rows([[(10, "Bill", "O"), (34, "To:", "O"), (56, "Keller", "O"), (96, "GmbH", "O")]])
    assert keyed_name(doc, tags, kinds) == ["O", "O", "B-customer_name", "E-customer_name"]
    doc, tags = _rows([[(10, "Supplier:", "O"), (200, "Nordic", "O"), (240, "Technik", "O")]])
    assert keyed_name(doc, tags, kinds) == ["O", "B-vendor_name", "E-vendor_name"]
    # a row of headers prints no colon, a party's number is no name, a named party stays, a number is no name
    doc, tags = _rows([[(10, "Id.client", "O"), (200, "Adresse", "O"), (250, "de", "O"), (266, "livraison", "O")]])
    assert keyed_name(doc, tags, kinds) == tags
    doc, tags = _rows([[(10, "Customer", "O"), (62, "No:", "O"), (90, "Keller", "O")]])
    assert keyed_name(doc, tags, kinds) == tags
    doc, tags = _rows([[(10, "Supplier:", "O"), (70, "Nordic", "O")], [(10, "Keller", "S-vendor_name")]])
    assert keyed_name(doc, tags, kinds) == tags
    # a name the model read under the street of the address under the key is the address's place: the keyed name
    # is the party's; with no street line between them, the name the model read stays (a person over a firm)
    kinds = {**kinds, "customer_name": "single"}
    doc, tags = _rows([[(10, "Bill", "O"), (34, "To:", "O")], [(10, "Niamh", "O"), (46, "Gallagher", "O")],
                       [(10, "7", "O"), (20, "Cois", "O"), (50, "Cuain", "O")], [(10, "Salthill", "S-customer_name")]])
    assert keyed_name(doc, tags, kinds) == ["O", "O", "B-customer_name", "E-customer_name", "O", "O", "O", "O"]
    doc, tags = _rows([[(10, "Bill", "O"), (34, "To:", "O")], [(10, "Dana", "O"), (46, "Whitfield", "O")],
                       [(10, "Lakeview", "B-customer_name"), (70, "Rentals", "E-customer_name")]])
    assert keyed_name(doc, tags, kinds) == tags
    doc, tags = _rows([[(10, "Customer", "O")], [(10, "12", "O"), (24, "High", "O"), (50, "Street", "O")]])
    assert keyed_name(doc, tags, kinds) == tags
    # right-aligned under its key, a customer number after the name; the vendor's name tagged as the customer's
    # too leaves the customer
    doc, tags = _rows([[(10, "Rossi", "B-vendor_name"), (50, "Ltd", "E-vendor_name"), (532, "Client", "O")],
                       [(10, "Rossi", "B-customer_name"), (50, "Ltd", "E-customer_name"), (480, "Apex", "O"),
                        (510, "Trading", "O"), (560, "/", "O"), (570, "998799", "O")]])
    assert keyed_name(doc, tags, kinds) == ["B-vendor_name", "E-vendor_name", "O", "O", "O", "B-customer_name",
                                            "E-customer_name", "O", "O"]
    # a key addressing the document names its customer on a page titled an invoice, past a number's key in one
    # word on its line ("Aan:" | "Factuurnummer" | "2026-0987" over "Koffiebranderij Jansen"); untitled, no one
    lines = [[(10, "Aan:", "O"), (300, "Factuurnummer", "O"), (400, "2026-0987", "O")],
             [(10, "Koffiebranderij", "O"), (106, "Jansen", "O"), (300, "Factuurdatum", "O")]]
    doc, tags = _rows([[(10, "FACTUUR", "O")], *lines])
    assert keyed_name(doc, tags, kinds)[4:6] == ["B-customer_name", "E-customer_name"]
    doc, tags = _rows(lines)
    assert keyed_name(doc, tags, kinds) == tags

# -- rule sender_line (decode/rules/sender.py) -------------------------------------------------------------


def _letter(title="Rechnung"):
    """A letter's window: the issuer's sender line in 7-unit type over a 9-unit recipient block, and a title."""
    words, tags = [], []

    def line(n, y, h, texts):
        x = 60.0
        for text, tag in texts:
            words.append(Word(text, (x, y, x + 5 * len(text), y + h), line_id=n, block_id=0))
            tags.append(tag)
            x += 5 * len(text) + 4

    line(0, 140, 7, [("QualityHosting", "B-vendor_name"), ("AG", "E-vendor_name"), ("-", "O"),
                     ("Uferweg", "B-vendor_address"), ("40-42", "E-vendor_address"), ("-", "O"), ("D-63571", "O"),
                     ("Gelnhausen", "S-customer_address")])
    line(1, 204, 9, [("iViveLabs", "B-vendor_name"), ("Ltd.", "E-vendor_name")])
    line(2, 216, 9, [("93B", "B-vendor_address"), ("Sai", "I-vendor_address"), ("Yu", "E-vendor_address")])
    line(3, 228, 9, [("Hong", "B-vendor_address"), ("Kong", "E-vendor_address")])
    line(4, 280, 14, [(title, "O")])
    return Document("w.pdf", (Page(1, 600, 800, words=tuple(words)),)), tags


def test_the_block_under_a_sender_line_is_the_addressees():
    from docx_cli.decode.rules.sender import sender_line

    kinds = {"vendor_name": "single", "vendor_address": "single", "customer_name": "single",
             "customer_address": "single"}
    doc, tags = _letter()
    conf = [0.5] * len(tags)
    sender_line(doc, tags, conf, kinds, lambda i, t: 0.25)
    assert tags[:7] == ["B-vendor_name", "E-vendor_name", "O", "B-vendor_address", "E-vendor_address", "O", "O"]
    assert tags[7] == "O" and conf[7] == 0.25  # the sender line is the issuer's: not the customer's address
    assert tags[8:15] == ["B-customer_name", "E-customer_name", "B-customer_address", "I-customer_address",
                          "E-customer_address", "B-customer_address", "E-customer_address"]
    # a purchase order's sender is its buyer: the block under it is the supplier's
    doc, tags = _letter("Bestellung")
    before = list(tags)
    sender_line(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.25)
    assert tags[8:15] == before[8:15] and tags[:6] == ["O"] * 6 and tags[7] == "S-customer_address"


def _footed(title, top=("O", "O")):
    """A page with a title, a name at the top and the issuer's one-line address in its footer."""
    words, tags = [], []
    for n, (y, texts) in enumerate([(60, [(title, "O")]), (100, [("Brooks", top[0]), ("Moreau", top[1])]),
                                    (740, [("Brooks", "O"), ("&", "O"), ("Moreau", "O"), ("–", "O"), ("Calle", "O"),
                                           ("Sol,", "O"), ("74", "O"), ("–", "O"), ("92932", "O"),
                                           ("Valencia", "O")])]):
        x = 60.0
        for text, tag in texts:
            words.append(Word(text, (x, y, x + 6 * len(text), y + 9), line_id=n, block_id=0))
            tags.append(tag)
            x += 6 * len(text) + 4
    return Document("w.pdf", (Page(1, 600, 800, words=tuple(words)),)), tags


def test_a_footers_one_line_address_names_the_issuer():
    from docx_cli.decode.rules.sender import footer_name

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _footed("INVOICE")
    conf = [0.5] * len(tags)
    footer_name(doc, tags, conf, kinds, lambda i, t: 0.2)
    assert tags[3:6] == ["B-vendor_name", "I-vendor_name", "E-vendor_name"] and tags[6:] == ["O"] * 7
    doc, tags = _footed("INVOICE", ("B-customer_name", "E-customer_name"))  # the issuer's, read as the customer's
    footer_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
    assert tags[1:3] == ["B-vendor_name", "E-vendor_name"] and tags[3:6] == ["O"] * 3
    doc, tags = _footed("Bestellung")  # a purchase order's footer is its buyer's
    footer_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
    assert tags[3:6] == ["B-customer_name", "I-customer_name", "E-customer_name"]
    doc, tags = _footed("Memo")  # no title: whose the footer is, nothing says
    before = list(tags)
    footer_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
    assert tags == before


def _paid(lines, top=("O", "O")):
    """A page with a name at the top, then lines of (text, tag) words one word space apart."""
    words, tags = [], []
    for n, texts in enumerate([[("Kestrel", top[0]), ("Print", top[1])], *lines]):
        x = 60.0
        for text, tag in texts:
            words.append(Word(text, (x, 60 + 20 * n, x + 6 * len(text), 69 + 20 * n), line_id=n, block_id=0))
            tags.append(tag)
            x += 6 * len(text) + 4
    return Document("p.pdf", (Page(1, 600, 800, words=tuple(words)),)), tags


def test_the_payee_is_the_seller():
    from docx_cli.decode.rules.payee import payee_name

    kinds = {"vendor_name": "single", "customer_name": "single"}
    held = [("Virement", "O"), ("BRED", "O"), ("–", "O"), ("Titulaire", "O"), ("du", "O"), ("compte", "O"),
            (":", "O"), ("NETPRESSE", "O")]
    doc, tags = _paid([held])
    conf = [0.5] * len(tags)
    payee_name(doc, tags, conf, kinds, lambda i, t: 0.2)
    assert tags[9] == "S-vendor_name" and conf[9] == 0.2 and tags[:9] == ["O"] * 9
    # the key ends its line: the name is the line under it; a customer's name that reads the same is no
    # customer's (the seller's, where the payee's words are tagged already)
    doc, tags = _paid([[("Make", "O"), ("checks", "O"), ("payable", "O"), ("to:", "O")],
                       [("KESTREL", "O"), ("PRINT", "O")]], top=("B-customer_name", "E-customer_name"))
    payee_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
    assert tags[:2] == ["O", "O"] and tags[6:] == ["B-vendor_name", "E-vendor_name"]
    doc, tags = _paid([[("Make", "O"), ("checks", "O"), ("payable", "O"), ("to:", "O")],
                       [("KESTREL", "B-customer_name"), ("PRINT", "E-customer_name")]])
    payee_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
    assert tags[6:] == ["B-vendor_name", "E-vendor_name"] and tags[:6] == ["O"] * 6
    # a key inside a sentence about a payment: "All payment to be made in favour of" / name
    doc, tags = _paid([[("All", "O"), ("Payment", "O"), ("to", "O"), ("be", "O"), ("made", "O"), ("in", "O"),
                        ("favor", "O"), ("of", "O")], [("Oravel", "O"), ("Stays", "O")]])
    payee_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
    assert tags[10:] == ["B-vendor_name", "E-vendor_name"]
    doc, tags = _paid([[("Make", "O"), ("checks", "O"), ("payable", "O"), ("to:", "O")],
                       [("Kestrel", "O"), ("Print", "O"), ("Ltd", "O")]])
    payee_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
    assert tags[6:] == ["B-vendor_name", "I-vendor_name", "E-vendor_name"] and tags[:6] == ["O"] * 6
    # a vendor's name the model read elsewhere stays, and the payee's words stay untagged
    doc, tags = _paid([held], top=("B-vendor_name", "E-vendor_name"))
    payee_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
    assert tags[:2] == ["B-vendor_name", "E-vendor_name"] and tags[2:] == ["O"] * 8
    # no payee: a key inside a sentence, French "payée" (paid), a key over a key ("Bénéficiaire" / "NOM :")
    for lines in ([[("Advertiser", "O"), ("shall", "O"), ("pay", "O"), ("to", "O"), ("Station", "O")]],
                  [[("indemnity", "O"), ("in", "O"), ("favor", "O"), ("of", "O"), ("Indemnitees", "O")]],
                  [[("TVA", "O"), ("payée", "O"), ("sur", "O"), ("Les", "O"), ("encaissements", "O")]],
                  [[("Bénéficiaire", "O")], [("NOM", "O"), (":", "O"), ("PAYEE", "O"), ("NAME", "O")]]):
        doc, tags = _paid(lines)
        payee_name(doc, tags, [0.5] * len(tags), kinds, lambda i, t: 0.2)
        assert tags == ["O"] * len(tags), lines


def test_an_address_line_with_commas_is_no_sender_line():
    from docx_cli.decode.rules.sender import _is_sender, _lines

    doc, _ = _rows([[(10, "NO.2&4,", "O"), (60, "JALAN", "O"), (100, "HARMONI", "O"), (160, "3/2,", "O"),
                     (200, "TAMAN", "O"), (240, "DESA,", "O"), (290, "81100", "O")],
                    [(10, "Rhein", "O"), (50, "KG", "O"), (80, "·", "O"), (90, "Ring", "O"), (130, "12", "O"),
                     (160, "·", "O"), (170, "50667", "O"), (210, "Köln", "O")]])
    entries = list(doc.iter_words())
    first, second = _lines(entries)[1]
    assert not _is_sender(entries, first)  # its first piece prints a number: an address, no name before it
    assert _is_sender(entries, second)


# -- rule column_headers (decode/rules/headers.py) ---------------------------------------------------------


def test_no_items_text_is_printed_on_a_tables_header_or_totals_line():
    from docx_cli.decode.rules.headers import header_text

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([[(50, "Units", "O"), (109, "Unit", "O"), (135, "Pr.", "O"), (169, "Net", "O"),
                        (190, "Amount", "O"), (290, "Goods", "B-description"), (330, "/", "I-description"),
                        (340, "Services", "E-description")],
                       [(50, "2", "S-quantity"), (109, "3.00", "S-unit_price"), (169, "6.00", "S-line_amount"),
                        (290, "Tape", "S-description")],
                       [(109, "Totaal", "B-description"), (150, "excl.", "I-description"), (190, "btw", "E-description"),
                        (300, "Omzetbelasting", "O")]])
    out = header_text(doc, tags, kinds)
    assert out[5:8] == ["O", "O", "O"] and out[8:12] == tags[8:12] and out[12:] == ["O"] * 4
    assert header_text(doc, tags, {"description": "item"}) == tags  # no table's numbers to name

def test_a_table_header_names_what_each_column_holds():
    from docx_cli.decode.rules.headers import header_class

    assert header_class("Qty") == header_class("Qté") == header_class("Stk.") == "quantity"
    assert header_class("Unit Pr.") == header_class("P.U. HT (EUR)") == header_class("Einzelpreis") == "unit"
    assert header_class("Price") == "unit" and header_class("Total Price") == header_class("Gesamtbetrag") == "amount"
    assert header_class("Material") == header_class("Art.-Nr.") == "id" and header_class("Pos.") == "position"
    assert header_class("Montant TVA") == header_class("MwSt.") == header_class("Gesamt inkl. MwSt.") == "tax"
    assert header_class("Unité") is None and header_class("Description") is None  # a unit of measure, a text
    # a price net of tax is a price, not a tax column; a running number is the row's position
    assert header_class("VK-Preis Ohne MwSt.") == "unit" and header_class("Amount excl. VAT") == "amount"
    assert header_class("Zeilenbetrag Ohne MwSt.") == "amount"
    assert header_class("Pos.") == header_class("#") == header_class("Lfd. Nr.") == "position"
    assert header_class("No.") is None and header_class("Posten") is None
    assert header_class("Lp.") == header_class("S/N") == header_class("Sr. No.") == header_class("Sl. No.") == "position"
    assert header_class("Desc. %") == header_class("Dto.") == header_class("Rabatt") == "discount"
    assert header_class("G-Preis") == "amount" and header_class("E-Preis") == "unit"  # Gesamt-, Einzelpreis
    assert header_class("Description") is None  # ("Desc." alone, a word of its own, is a discount's)
    assert header_class("Hours") == header_class("Hrs") == "quantity" and header_class("Rate") == "unit"  # services


def test_a_rows_running_number_is_no_quantity():
    from docx_cli.decode.rules.headers import column_headers

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([
        [(10, "Pos.", "O"), (50, "Menge", "O"), (90, "Beschreibung", "O"), (300, "Preis", "O"), (360, "Betrag", "O")],
        [(10, "2", "S-quantity"), (50, "1", "O"), (90, "Exchange", "S-description"), (300, "5,39", "S-unit_price"),
         (360, "5,39", "S-line_amount")],
        [(10, "3.", "S-unit_price"), (50, "4", "S-quantity"), (90, "Mailbox", "S-description"),
         (300, "1,00", "S-unit_price"), (360, "4,00", "S-line_amount")],
    ])
    out = column_headers(doc, tags, kinds)
    assert out[5:10] == ["O", "S-quantity", "S-description", "S-unit_price", "S-line_amount"]  # "1" is the quantity
    assert out[10:12] == ["O", "S-quantity"]  # a position read as a price goes too


def test_a_price_read_as_an_items_id_takes_its_columns_role():
    from docx_cli.decode.rules.headers import column_headers

    kinds = {"item_id": "item", "description": "item", "quantity": "item", "unit_price": "item",
             "line_amount": "item"}
    doc, tags = _rows([
        [(10, "Description", "O"), (200, "Qty", "O"), (260, "Unit", "O"), (284, "price", "O"), (360, "Amount", "O")],
        [(10, "Chair", "S-description"), (200, "1", "S-quantity"), (260, "189.00", "S-unit_price"),
         (360, "-189.00", "S-item_id")],
        [(10, "Desk", "S-description"), (200, "2", "S-quantity"), (260, "80.00", "S-unit_price"),
         (360, "160.00", "S-line_amount"), (420, "224,24", "S-item_id")],  # no header over it: no role
        [(10, "Lamp", "S-description"), (120, "LMP-2", "S-item_id")],  # a code stays
    ])
    out = column_headers(doc, tags, kinds)
    assert out[8] == "S-line_amount" and out[13] == "O" and out[15] == "S-item_id"


def test_a_number_under_a_header_naming_another_role_takes_that_role():
    from docx_cli.decode.rules.headers import column_headers, header_class

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([
        [(10, "Article", "O"), (200, "Pcs", "O"), (260, "Extended", "O"), (330, "Unit", "O"), (354, "Pr.", "O"),
         (400, "MwSt.", "O")],
        [(10, "Cable", "S-description"), (200, "4", "S-quantity"), (260, "70.08", "S-unit_price"),
         (330, "17.52", "S-line_amount"), (400, "19.00", "S-line_amount")],
    ])
    assert column_headers(doc, tags, kinds)[6:] == ["S-description", "S-quantity", "S-line_amount",
                                                    "S-unit_price", "O"]  # a tax column holds no line amount
    # ... so the row's untagged number under its amount's header takes the line amount ("Tax (₹) | Total (₹)")
    doc, tags = _rows([
        [(10, "Title", "O"), (200, "Qty", "O"), (260, "Price", "O"), (330, "Tax", "O"), (400, "Total", "O")],
        [(10, "SanDisk", "S-description"), (200, "1", "S-quantity"), (260, "278.61", "S-unit_price"),
         (330, "40.39", "S-line_amount"), (400, "319.00", "O")],
    ])
    assert column_headers(doc, tags, kinds)[5:] == ["S-description", "S-quantity", "S-unit_price", "O",
                                                    "S-line_amount"]
    # a header naming amounts and a tax alone is a header too ("Montant EUR HT | Montant TVA | Montant EUR TTC")
    doc, tags = _rows([
        [(200, "Montant", "O"), (240, "HT", "O"), (300, "Montant", "O"), (340, "TVA", "O"), (400, "Montant", "O"),
         (440, "TTC", "O")],
        [(10, "Abonnements", "S-description"), (200, "24.99", "S-unit_price"), (300, "5.00", "S-line_amount"),
         (400, "29.99", "O")],
    ])
    assert column_headers(doc, tags, kinds)[6:] == ["S-description", "S-line_amount", "O", "O"]
    # an untagged number of a row takes the role its header names, where the row has none
    doc, tags = _rows([
        [(10, "Description", "O"), (200, "Nb", "O"), (240, "Unité", "O"), (300, "Montant", "O")],
        [(10, "Oil", "S-description"), (200, "48", "S-quantity"), (240, "lot", "O"), (300, "432", "O")],
        [(10, "Rice", "S-description"), (200, "2", "O"), (300, "16", "S-line_amount")],
        [(10, "Total", "O"), (300, "448", "O")],  # no item row: stays untagged
    ])
    assert column_headers(doc, tags, kinds)[4:] == ["S-description", "S-quantity", "O", "S-line_amount",
                                                    "S-description", "S-quantity", "S-line_amount", "O", "O"]
    doc, tags = _rows([[(10, "Cable", "S-description"), (260, "70.08", "S-unit_price")]])
    assert column_headers(doc, tags, kinds) == tags  # no header over the row
    # a header printed over two lines, "Qté" on one of them: "P.U. HT" / "(EUR)", "TOTAL HT" / "(EUR)"
    doc, tags = _rows([
        [(360, "TOTAL", "O"), (396, "HT", "O")],
        [(10, "Désignation", "O"), (200, "P.U.", "O"), (230, "HT", "O"), (300, "Qté", "O")],
        [(360, "(EUR)", "O")],
        [(10, "Papier", "S-description"), (200, "30,00", "S-unit_price"), (300, "3", "S-quantity"),
         (360, "90,00", "S-unit_price")],
    ])
    assert column_headers(doc, tags, kinds)[7:] == ["S-description", "S-unit_price", "S-quantity", "S-line_amount"]
    assert header_class("UNITÉ pour P.U.") == "none"  # what the price is per: a unit of measure
    assert column_headers(doc, tags, {"description": "item"}) == tags  # a model without the three roles


def test_a_description_ending_open_takes_its_next_line():
    from docx_cli.decode.rules.columns import open_ends

    doc, tags = _rows([
        [(10, "Mineral", "B-description"), (60, "Water", "I-description"), (100, "incl.", "I-description"),
         (130, "packaging", "I-description"), (190, "and", "E-description"), (300, "14,12", "S-line_amount")],
        [(10, "documentation", "O")],
        [(10, "Olive", "B-description"), (50, "Oil", "E-description"), (300, "9,10", "S-line_amount")],
        [(10, "Anm.:", "O"), (60, "siehe", "O"), (100, "Anlage", "O")],  # a note under a closed cell stays out
    ])
    out = open_ends(doc, tags, KINDS)
    assert out[6] == "S-description" and out[:6] == tags[:6] and out[7:] == tags[7:]
    doc, tags = _rows([[(10, "Pads", "B-description"), (40, "(PO", "E-description")], [(10, "10904)", "O")]])
    assert open_ends(doc, tags, KINDS)[2] == "S-description"  # an unclosed bracket
    assert open_ends(doc, tags, {"description": "single"}) == tags  # not an item field


def test_a_name_found_under_its_key_takes_the_address_block_under_it():
    # "Client :" / "Boulangerie Petit" / "3 place du Marché" / "38000 Grenoble": the model read none of it; the
    # key gives the name (rule keyed_name), and the block under the name is then its address
    kinds = {"vendor_name": "single", "vendor_address": "single", "customer_name": "single",
             "customer_address": "single"}
    doc, tags = _rows([
        [(10, "ATELIER", "B-vendor_name"), (60, "LUMIERE", "E-vendor_name")],
        [(10, "14", "B-vendor_address"), (26, "rue", "I-vendor_address"), (50, "Haute", "E-vendor_address")],
        [(10, "69002", "B-vendor_address"), (50, "Lyon", "E-vendor_address")],
        [(330, "Client", "O"), (370, ":", "O")],
        [(330, "Boulangerie", "O"), (400, "Petit", "O")],
        [(330, "3", "O"), (340, "place", "O"), (376, "du", "O"), (392, "Marché", "O")],
        [(330, "38000", "O"), (366, "Grenoble", "O")],
    ])
    on, off = _with_and_without(doc, tags, kinds, "address_lines")
    assert on[9:] == ["B-customer_name", "E-customer_name", "B-customer_address", "I-customer_address",
                      "I-customer_address", "E-customer_address", "B-customer_address", "E-customer_address"]
    assert off[9:11] == ["B-customer_name", "E-customer_name"] and set(off[11:]) == {"O"}


def test_a_rows_untagged_first_cell_is_its_description_where_the_model_read_its_numbers_only():
    from docx_cli.decode.rules.columns import row_text

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([
        [(10, "Bakfiets", "O"), (62, "huur", "O"), (300, "2", "S-quantity"), (360, "85,00", "S-unit_price"),
         (420, "170,00", "S-line_amount")],
        [(10, "Fietsslot", "S-description"), (300, "1", "S-quantity"), (360, "34,95", "S-unit_price"),
         (420, "34,95", "S-line_amount")],
        [(10, "BTW:", "O"), (300, "21", "S-quantity"), (420, "74,22", "S-line_amount")],  # a key, no text
        [(10, "1200", "O"), (300, "3", "S-quantity"), (420, "9,00", "S-line_amount")],  # a number, no text
        [(10, "Subtotaal", "O"), (420, "353,45", "S-line_amount")],  # one number: no row the model read
    ])
    out = row_text(doc, tags, kinds)
    assert out[:2] == ["B-description", "E-description"]
    assert out[2:] == tags[2:]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "row_text"))
    assert "row_text" in RULES and _items(doc, tags, off)[0].get("description") is None
    # the row's running number a gap before its text is no part of it ("1" | "Montaż klimatyzatora")
    doc, tags = _rows([[(10, "1", "O"), (30, "Montaz", "O"), (72, "klimatyzatora", "O"), (300, "1", "S-quantity"),
                        (420, "1240,00", "S-line_amount")]])
    assert row_text(doc, tags, kinds)[:3] == ["O", "B-description", "E-description"]
    doc, tags = _rows([[(10, "2", "O"), (18, "Fish", "O"), (44, "Tacos", "O"), (420, "25.00", "S-line_amount"),
                        (460, "12.50", "S-unit_price")]])  # a count a word space before: part of the cell
    assert row_text(doc, tags, kinds)[:3] == ["B-description", "I-description", "E-description"]
    # the row's longest untagged cell of words where a position, a quantity and a unit come first
    doc, tags = _rows([[(10, "1", "O"), (60, "12,50", "S-quantity"), (120, "Std.", "O"), (170, "Monteurstunde", "O"),
                        (252, "Anlagenmechaniker", "O"), (400, "58,50", "S-unit_price"), (460, "731,25", "S-line_amount")]])
    assert row_text(doc, tags, kinds)[:5] == ["O", "S-quantity", "O", "B-description", "E-description"]
    # a receipt's line of text and its amount alone, no lower than the last product the model read; not a key's,
    # and not a tip under the products
    doc, tags = _rows([[(10, "Chips", "O"), (50, "Guacamole", "O"), (200, "11.00", "S-line_amount")],
                       [(10, "Churros", "S-description"), (200, "8.00", "S-line_amount")],
                       [(10, "Subtotal", "O"), (200, "19.00", "S-line_amount")],
                       [(10, "GRATUITY", "O"), (200, "3.00", "S-line_amount")]])
    out = row_text(doc, tags, kinds)
    assert out[:2] == ["B-description", "E-description"] and out[3:] == tags[3:]


def test_a_quantity_column_printing_cents_holds_quantities():
    from docx_cli.decode.rules.headers import column_headers

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    header = [(10, "Description", "O"), (200, "Quantity", "O"), (270, "Unit", "O"), (294, "Price", "O"),
              (400, "Amount", "O")]
    # an accounting program's hours: "7.50" under "Quantity" is the quantity, "110.00" under "Unit Price" the price
    doc, tags = _rows([header,
                       [(10, "Supply", "S-description"), (200, "24.00", "S-unit_price"), (270, "38.50", "S-unit_price"),
                        (400, "924.00", "S-line_amount")],
                       [(10, "Labour", "S-description"), (200, "7.50", "S-unit_price"), (270, "110.00", "S-line_amount"),
                        (400, "825.00", "S-line_amount")]])
    out = column_headers(doc, tags, kinds)
    assert out[5:9] == ["S-description", "S-quantity", "S-unit_price", "S-line_amount"]
    assert out[9:] == ["S-description", "S-quantity", "S-unit_price", "S-line_amount"]
    # where the column's other quantities print none, a price under "Quantity" is the next column's (a photo)
    doc, tags = _rows([header,
                       [(10, "Supply", "S-description"), (200, "24", "S-quantity"), (270, "38.50", "S-unit_price"),
                        (400, "924.00", "S-line_amount")],
                       [(10, "Labour", "S-description"), (200, "7.50", "S-unit_price"), (400, "825.00", "S-line_amount")]])
    assert column_headers(doc, tags, kinds)[9:] == ["S-description", "S-unit_price", "S-line_amount"]
    # ... and in a column of quantities with cents, a row's untagged "1,00" is its quantity
    doc, tags = _rows([header,
                       [(10, "Supply", "S-description"), (200, "24,00", "S-quantity"), (270, "38,50", "S-unit_price"),
                        (400, "924,00", "S-line_amount")],
                       [(10, "WC", "S-description"), (200, "1,00", "O"), (270, "214,90", "S-unit_price"),
                        (400, "214,90", "S-line_amount")]])
    assert column_headers(doc, tags, kinds)[10] == "S-quantity"


def test_a_crooked_header_names_the_columns_of_the_row_right_under_it():
    from docx_cli.decode.rules.headers import column_headers

    # a photo turned by a degree: the header's left end stands lower than its first row's right end's top
    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    words = [Word("Description", (10, 120, 80, 130), line_id=0, block_id=0),
             Word("Price", (300, 116, 330, 126), line_id=0, block_id=0),
             Word("Extension", (380, 114, 440, 124), line_id=0, block_id=0),
             Word("Oats", (10, 134, 40, 144), line_id=1, block_id=0),
             Word("38.40", (300, 124, 330, 134), line_id=1, block_id=0),
             Word("768.00", (380, 122, 440, 132), line_id=1, block_id=0)]
    doc = Document("p.jpg", (Page(1, 600, 800, words=tuple(words)),))
    assert column_headers(doc, ["O", "O", "O", "S-description", "O", "O"], kinds)[4:] == [
        "S-unit_price", "S-line_amount"]


def test_a_number_printed_with_cents_is_a_price_not_the_rows_quantity():
    # "Ordered | Shipped | Price | Extension": 10 ordered, 8 shipped at 96.00 = 768.00; the model took the ordered
    doc, tags = _doc([[("Syrup", "S-description"), ("10", "S-quantity"), ("8", "O"), ("96.00", "S-unit_price"),
                       ("768.00", "S-line_amount")]])
    assert _items(doc, tags) == [
        {"description": "Syrup", "quantity": "8", "unit_price": "96.00", "line_amount": "768.00"}]


def test_a_name_a_recipients_key_gives_in_its_cell_takes_the_address_after_it():
    # an order confirmation's "To: Carter Dental Practice, 19 Albert Road, Leeds LS6 4AZ": the model read the
    # address as the seller's and no name; the key gives the customer its name, and the address after it
    from docx_cli.decode.rules.letterhead import keyed_name

    kinds = {"vendor_name": "single", "vendor_address": "single", "customer_name": "single",
             "customer_address": "single"}
    line = [(10, "To:", "O"), (30, "Carter", "O"), (70, "Dental", "O"), (110, "Practice,", "O"),
            (170, "19", "B-vendor_address"), (186, "Albert", "I-vendor_address"), (226, "Road,", "I-vendor_address"),
            (262, "Leeds", "I-vendor_address"), (300, "LS6", "I-vendor_address"), (324, "4AZ", "E-vendor_address")]
    doc, tags = _rows([[(10, "ORDER", "O"), (50, "CONFIRMATION", "O")], line])
    assert keyed_name(doc, tags, kinds)[3:6] == ["B-customer_name", "I-customer_name", "E-customer_name"]
    on, _ = _with_and_without(doc, tags, kinds, "keyed_name")
    assert on[3:] == ["B-customer_name", "I-customer_name", "E-customer_name", "B-customer_address",
                      *["I-customer_address"] * 4, "E-customer_address"]


def test_a_scans_lines_whose_boxes_overlap_a_third_are_next_lines():
    # OCR boxes a line with margins: on a scan the lines of "Client :" / "Boulangerie Petit" / "3 place du
    # Marché" / "38000 Grenoble" overlap by a third of their height; they are still one block, line under line
    from docx_cli.decode.rules.letterhead import keyed_name
    from docx_cli.decode.spans import continues_value
    from docx_cli.tagging import Span

    kinds = {"vendor_name": "single", "customer_name": "single", "customer_address": "single"}
    texts = [["Client", ":"], ["Boulangerie", "Petit"], ["3", "place", "du", "Marché"], ["38000", "Grenoble"]]
    words = []
    for n, line in enumerate(texts):
        x = 650
        for t in line:
            words.append(Word(t, (x, 215 + 25 * n, x + 10 * len(t), 250 + 25 * n), line_id=n, block_id=0))
            x += 10 * len(t) + 6
    doc = Document("scan.jpg", (Page(1, 1200, 1700, words=tuple(words)),))
    entries = list(doc.iter_words())
    assert continues_value("image", entries, Span("customer_name", 2, 4), Span("customer_address", 4, 8)) == 0.0
    assert continues_value("image", entries, Span("customer_address", 4, 8), Span("customer_address", 8, 10)) == 0.0
    tags = ["O"] * len(words)
    assert keyed_name(doc, tags, kinds)[2:4] == ["B-customer_name", "E-customer_name"]
    on, _ = _with_and_without(doc, tags, kinds, "keyed_name")
    assert on[4:] == ["B-customer_address", "I-customer_address", "I-customer_address", "E-customer_address",
                      "B-customer_address", "E-customer_address"]


def test_a_sections_heading_is_no_part_of_the_product_under_it():
    from docx_cli.decode.rules.columns import heading_lines

    doc, tags = _rows([[(10, "PRODUCE", "B-description")], [(10, "BANANAS", "I-description"), (40, "LOOSE", "E-description")],
                       [(10, "Fresh", "B-description")], [(10, "basil", "E-description")]])
    assert heading_lines(doc, tags, KINDS) == ["O", "B-description", "E-description", "B-description", "E-description"]
    doc, tags = _rows([[(10, "PRODUCE", "B-description"), (300, "1.29", "O")], [(10, "BANANAS", "E-description")]])
    assert heading_lines(doc, tags, KINDS) == tags  # a line printing more than the word: no heading


def test_a_web_tables_row_multiplies_out_across_its_cells():
    # an HTML invoice: each <td> is a text node, a line of its own; its <tr> is the row
    row = "/html/body/table/tr[2]"
    words = [Word("Stapler", None, line_id=0, block_id=0, xpath=f"{row}/td[1]"),
             Word("3", None, line_id=1, block_id=0, xpath=f"{row}/td[2]"),
             Word("$9.99", None, line_id=2, block_id=0, xpath=f"{row}/td[3]"),
             Word("$29.97", None, line_id=3, block_id=0, xpath=f"{row}/td[4]")]
    doc = Document("i.html", (Page(1, 0, 0, words=tuple(words)),), format="web")
    tags = ["S-description", "S-quantity", "S-line_amount", "S-line_amount"]
    assert row_arithmetic(doc, tags, KINDS) == ["S-description", "S-quantity", "S-unit_price", "S-line_amount"]


# -- rule counted_items (decode/rules/counted.py) -------------------------------------------------------------

def test_an_online_shops_n_of_line_is_n_items_at_the_price_of_one():
    from docx_cli.decode.rules.counted import counted_items

    doc, tags = _rows([
        [(10, "3", "B-description"), (20, "of:", "I-description"), (45, "Cable", "I-description"),
         (80, "Adapter", "E-description"), (300, "$", "B-line_amount"), (310, "14.49", "E-line_amount")],
        [(10, "1", "O"), (20, "of:", "O"), (45, "Logitech", "O"), (100, "Keyboard", "S-description"),
         (300, "99.99", "S-line_amount")],
        [(10, "2", "S-quantity"), (30, "Fish", "B-description"), (60, "Tacos", "E-description"),
         (300, "25.00", "S-line_amount")],  # no "of:": as read
    ])
    out = counted_items(doc, tags, KINDS)
    assert out[:6] == ["S-quantity", "O", "B-description", "E-description", "B-unit_price", "E-unit_price"]
    assert out[6:11] == ["S-quantity", "O", "B-description", "E-description", "S-unit_price"]
    assert out[11:] == tags[11:]
    assert counted_items(doc, tags, {"description": "item"}) == tags  # no quantity, price and amount fields


# -- rule tax_base (decode/rules/keys.py) -------------------------------------------------------------------

def test_a_tax_read_on_its_base_moves_to_the_tax_its_rate_gives():
    from docx_cli.decode.rules.keys import tax_base

    kinds = {"tax_amount": "single", "total_amount": "single"}
    doc, tags = _rows([[(10, "IVA", "O"), (40, "23%", "O"), (100, "1.283,00", "S-tax_amount"), (200, "295,09", "O")]])
    assert tax_base(doc, tags, kinds) == ["O", "O", "O", "S-tax_amount"]
    doc, tags = _rows([[(10, "Sales", "O"), (50, "tax", "O"), (80, "7%", "O"), (110, "(materials", "O"),
                        (180, "$3,902.90)", "S-tax_amount"), (300, "$", "O"), (310, "273.20", "O")]])
    assert tax_base(doc, tags, kinds)[-3:] == ["O", "O", "S-tax_amount"]
    # the tax read right stays (the amount after it is no product of the rate); two rates say nothing
    doc, tags = _rows([[(10, "VAT", "O"), (40, "20%", "O"), (100, "19.07", "S-tax_amount"), (200, "114.44", "O")]])
    assert tax_base(doc, tags, kinds) == tags
    doc, tags = _rows([[(10, "5%", "O"), (40, "9,975%", "O"), (100, "100,00", "S-tax_amount"), (200, "5,00", "O")]])
    assert tax_base(doc, tags, kinds) == tags


def test_a_strip_of_boxes_names_each_value_by_the_key_at_its_top_left():
    from docx_cli.decode.rules.keys import amount_keys

    kinds = {"tax_amount": "single", "total_amount": "single", "description": "item"}
    # a UAE tax invoice: a row's gross read as the tax, the net in the strip as the total; each key stands at its
    # box's left, each value at its right (no key over a value's width)
    doc, tags = _rows([
        [(10, "Pest", "B-description"), (40, "control", "E-description"), (150, "750.00", "O"),
         (200, "1,500.00", "O"), (260, "5%", "O"), (300, "75.00", "O"), (350, "1,575.00", "S-tax_amount")],
        [(10, "Total", "O"), (45, "(Excl.", "O"), (85, "VAT)", "O"), (230, "VAT", "O"), (255, "@", "O"),
         (265, "5%", "O"), (330, "Total", "O"), (365, "Amount", "O"), (410, "(Incl.", "O"), (450, "VAT)", "O")],
        [(120, "AED", "O"), (140, "18,050.00", "S-total_amount"), (262, "AED", "O"), (282, "902.50", "O"),
         (470, "AED", "O"), (490, "18,952.50", "O")],
    ])
    out = amount_keys(doc, tags, kinds)
    assert {doc.pages[0].words[k].text: t for k, t in enumerate(out) if t != "O" and "description" not in t} == {
        "902.50": "S-tax_amount", "18,952.50": "S-total_amount"}


def test_a_tax_under_a_key_naming_none_gives_way_to_the_taxes_sum_under_its_own_key():
    from docx_cli.decode.rules.keys import amount_keys

    kinds = {"tax_amount": "single", "total_amount": "single"}
    doc, tags = _rows([[(10, "Card", "O"), (40, "surcharge", "O"), (100, "1.5%", "O"), (200, "1.06", "S-tax_amount")],
                       [(10, "Total", "O"), (200, "71.56", "S-total_amount")],
                       [(10, "GST", "O"), (40, "included", "O"), (200, "6.51", "O")]])
    assert amount_keys(doc, tags, kinds)[-1] == "S-tax_amount" and "S-tax_amount" not in amount_keys(doc, tags,
                                                                                                   kinds)[:4]
    # a rate's share read as the tax gives way to the sum of the taxes
    doc, tags = _rows([[(10, "Total", "O"), (200, "2,368.00", "S-total_amount")],
                       [(10, "(10%", "O"), (40, "tax", "O"), (70, "incl.)", "O"), (200, "1,018.00", "S-tax_amount")],
                       [(10, "Total", "O"), (40, "tax", "O"), (200, "192.00", "O")]])
    assert amount_keys(doc, tags, kinds) == ["O", "S-total_amount", "O", "O", "O", "O", "O", "O", "S-tax_amount"]


def test_what_is_left_to_pay_after_a_payment_is_not_the_total():
    from docx_cli.decode.rules.keys import amount_keys

    kinds = {"tax_amount": "single", "total_amount": "single"}
    # a till receipt paid part by gift card: "BALANCE DUE" after it is what was left, the total is printed above
    doc, tags = _rows([[(10, "TOTAL", "O"), (200, "60.78", "S-total_amount")],
                       [(10, "GIFT", "O"), (40, "CARD", "O"), (70, "TEND", "O"), (200, "25.00", "S-total_amount")],
                       [(10, "BALANCE", "O"), (60, "DUE", "O"), (200, "35.78", "S-total_amount")]])
    assert amount_keys(doc, tags, kinds) == ["O", "S-total_amount"] + ["O"] * 7
    # a deposit taken off after an untagged total: the balance due is what is left, the deposit no tax
    doc, tags = _rows([[(10, "Total", "O"), (200, "2,675.00", "O")],
                       [(10, "Less", "O"), (40, "Deposit", "O"), (90, "(check", "O"), (130, "#4471)", "O"),
                        (200, "-1,337.50", "S-tax_amount")],
                       [(10, "Balance", "O"), (60, "Due", "O"), (200, "1,337.50", "S-total_amount")]])
    out = amount_keys(doc, tags, kinds)
    assert out[1] == "S-total_amount" and "S-tax_amount" not in out and out[-1] == "O"
    # an amount read under no key gives way to one with its tax printed after it
    doc, tags = _rows([[(10, "Total", "O"), (40, "Qty:", "O"), (80, "39.00", "O"), (200, "616.59", "S-total_amount")],
                       [(10, "Total", "O"), (40, "Sales", "O"), (80, "(Inclusive", "O"), (130, "of", "O"),
                        (150, "GST)", "O"), (180, ":", "O"), (200, "616.60", "O")]])
    assert amount_keys(doc, tags, kinds)[-1] == "S-total_amount" and amount_keys(doc, tags, kinds)[3] == "O"
    # with no payment between them, the amount due is the amount to pay (a bare "Total" gives way to it)
    doc, tags = _rows([[(10, "Total", "O"), (200, "60.78", "S-total_amount")],
                       [(10, "Shipping", "O"), (200, "5.00", "O")],
                       [(10, "Amount", "O"), (60, "due", "O"), (200, "65.78", "O")]])
    assert amount_keys(doc, tags, kinds)[-1] == "S-total_amount"
    # a card slip's total with the tip, after the purchase's total: the purchase's is the total
    doc, tags = _rows([[(10, "Total", "O"), (200, "110.63", "S-total_amount")],
                       [(10, "Tip", "O"), (200, "18.00", "O")],
                       [(10, "Total", "O"), (200, "128.63", "S-total_amount")]])
    assert amount_keys(doc, tags, kinds) == ["O", "S-total_amount", "O", "O", "O", "O"]
    # a totals strip of keys over values: the balance after the deposit under "Deposit Received" is no total
    doc, tags = _rows([[(10, "Total", "O"), (100, "Deposit", "O"), (150, "Received", "O"), (250, "Balance", "O"),
                        (300, "Due", "O")],
                       [(10, "19,085.70", "O"), (100, "-5,000.00", "O"), (250, "14,085.70", "S-total_amount")]])
    assert amount_keys(doc, tags, kinds)[-3:] == ["S-total_amount", "O", "O"]


def test_a_tax_breakdowns_sum_row_prints_the_documents_tax_and_no_row_of_it_the_total():
    from docx_cli.decode.rules.keys import amount_keys, tax_base

    kinds = {"tax_amount": "single", "total_amount": "single"}
    # a German till receipt: "SUMME EUR 22,75", then its MwSt breakdown; the model read the B row's net as the
    # tax and its gross as the total
    doc, tags = _rows([
        [(10, "SUMME", "O"), (60, "EUR", "O"), (200, "22,75", "O")],
        [(10, "MwSt", "O"), (60, "Netto", "O"), (110, "Steuer", "O"), (160, "Brutto", "O")],
        [(10, "A", "O"), (20, "19", "O"), (35, "%", "O"), (60, "5,46", "O"), (110, "1,04", "S-tax_amount"),
         (160, "6,50", "O")],
        [(10, "B", "O"), (20, "7", "O"), (35, "%", "O"), (60, "15,19", "S-tax_amount"), (110, "1,06", "O"),
         (160, "16,25", "S-total_amount")],
        [(10, "Gesamt", "O"), (60, "20,65", "O"), (110, "2,10", "O"), (160, "22,75", "O")],
    ])
    out = amount_keys(doc, tags, kinds)
    assert out[2] == "S-total_amount" and out.count("S-total_amount") == 1  # the row's gross is no total
    out = tax_base(doc, out, kinds)
    assert [doc.pages[0].words[k].text for k, t in enumerate(out) if t == "S-tax_amount"] == ["2,10"]
    # a totals strip on one line names its total with its own key: it stays, rate or not
    doc, tags = _rows([[(10, "Netto", "O"), (60, "571.56", "O"), (110, "USt.", "O"), (140, "7%", "O"),
                        (170, "40.01", "S-tax_amount"), (220, "Gesamt", "O"), (270, "621.52", "S-total_amount")]])
    assert amount_keys(doc, tags, kinds) == tags
    # with no line under the breakdown that sums its taxes, the tax stays as read
    doc, tags = _rows([[(10, "B", "O"), (20, "7", "O"), (35, "%", "O"), (60, "15,19", "O"),
                        (110, "1,06", "S-tax_amount"), (160, "16,25", "O")],
                       [(10, "Danke", "O"), (60, "2,10", "O")]])
    assert tax_base(doc, tags, kinds) == tags


def test_a_receipts_weight_at_a_price_is_its_quantity_and_unit_price():
    from docx_cli.decode.rules.counted import at_prices

    doc, tags = _rows([
        [(10, "UNLEADED", "O"), (70, "12.384", "S-line_amount"), (110, "GAL", "B-description"),
         (135, "@", "E-description"), (150, "3.459", "S-unit_price"), (200, "42.84", "S-line_amount")],
        [(10, "1.32", "S-unit_price"), (40, "lb", "S-description"), (60, "@", "O"), (75, "2.49", "O"),
         (100, "/lb", "O")],
        [(10, "02544221", "O"), (70, "@", "O"), (90, "1.99", "S-line_amount")],  # an article's number: as read
    ])
    out = at_prices(doc, tags, KINDS)
    assert out[:6] == ["S-description", "S-quantity", "O", "O", "S-unit_price", "S-line_amount"]
    assert out[6:11] == ["S-quantity", "O", "O", "S-unit_price", "O"]
    assert out[11:] == tags[11:]


def test_a_rows_amount_read_twice_keeps_the_piece_that_reads_as_one():
    # "Hex nut 3/8-16, zinc" | "27.40": the size read as a second line amount goes; "EUR" | "108,00" too
    doc, tags = _rows([[(10, "Hex", "S-description"), (40, "3/8-16,", "S-line_amount"), (200, "4", "S-quantity"),
                        (300, "27.40", "S-line_amount")],
                       [(10, "Wine", "S-description"), (250, "EUR", "S-line_amount"), (300, "108,00", "S-line_amount")]])
    assert [i["line_amount"] for i in _items(doc, tags)] == ["27.40", "108,00"]


def test_a_tax_breakdowns_sum_row_is_no_total():
    from docx_cli.decode.rules.keys import amount_keys

    # a Spanish till receipt: "TOTAL (€) 36,89", then "IVA | BASE | CUOTA" by rate and the breakdown's own "TOTAL"
    doc, tags = _rows([[(10, "TOTAL", "O"), (60, "(€)", "O"), (160, "36,89", "O")],
                       [(10, "IVA", "O"), (60, "BASE", "O"), (160, "CUOTA", "O")],
                       [(10, "4%", "O"), (60, "17,92", "O"), (160, "0,72", "O")],
                       [(10, "21%", "O"), (60, "9,01", "O"), (160, "1,89", "S-tax_amount")],
                       [(10, "TOTAL", "O"), (60, "33,61", "O"), (160, "3,28", "S-total_amount")]])
    out = amount_keys(doc, tags, AMOUNT_KINDS)
    assert out[2] == "S-total_amount" and "S-total_amount" not in out[3:]
    # a totals strip printing its rate on its one line stays
    doc, tags = _rows([[(10, "Netto", "O"), (100, "MwSt", "O"), (130, "19%", "O"), (200, "Brutto", "O")],
                       [(10, "100,00", "O"), (100, "19,00", "O"), (200, "119,00", "S-total_amount")]])
    assert amount_keys(doc, tags, AMOUNT_KINDS)[-1] == "S-total_amount"


def test_a_name_takes_the_words_before_its_legal_form_and_a_formed_name_the_words_opening_its_cell():
    from docx_cli.decode.rules.columns import legal_forms
    from docx_cli.decode.rules.letterhead import open_names

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([[(10, "Rose", "B-vendor_name"), (40, "City", "E-vendor_name"), (66, "Print", "O"),
                        (100, "Co.", "O")],
                       [(10, "Pinturas", "B-customer_name"), (64, "Norte", "E-customer_name"), (100, "S.A.", "O"),
                        (130, "de", "O"), (146, "C.V.", "O")],
                       [(10, "Acme", "S-customer_name"), (40, "Invoice", "O"), (90, "Co.", "O")]])
    out = legal_forms(doc, tags, kinds)
    assert out[:4] == ["B-vendor_name", "I-vendor_name", "I-vendor_name", "E-vendor_name"]
    assert out[4:9] == ["B-customer_name", "I-customer_name", "I-customer_name", "I-customer_name", "E-customer_name"]
    assert out[9:] == tags[9:]  # a key between a name and a form: no name's word
    # a name ending on its legal form takes the words opening its line, a column beside it
    doc, tags = _rows([[(10, "The", "O"), (34, "Grosvenor", "B-customer_name"), (94, "Arms", "I-customer_name"),
                        (124, "Hotel", "I-customer_name"), (158, "Ltd", "E-customer_name"), (300, "The", "O"),
                        (324, "Grosvenor", "O")],
                       [(10, "Aaron", "O"), (46, "Sinquefield", "B-customer_name"), (120, "PAC", "E-customer_name"),
                        (300, "05/20/20", "O")]])
    out = open_names(doc, tags, kinds)
    assert out[:5] == ["B-customer_name", "I-customer_name", "I-customer_name", "I-customer_name", "E-customer_name"]
    assert out[5:] == tags[5:]  # no legal form: a contact before a name stays out


def test_a_paid_balance_of_nothing_is_no_total_and_a_total_read_as_a_rows_price_is_the_total():
    from docx_cli.decode.rules.keys import amount_keys

    doc, tags = _rows([[(10, "TOTAL", "O"), (200, "659.82", "O")],
                       [(10, "Balance", "O"), (50, "Due", "O"), (200, "0.00", "S-total_amount")]])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "S-total_amount", "O", "O", "O"]
    kinds = {**AMOUNT_KINDS, "description": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([[(10, "Cappuccino", "S-description"), (150, "3,60", "S-unit_price"),
                        (200, "7,20", "S-line_amount")],
                       [(10, "Totaal", "O"), (150, "€", "O"), (200, "25,50", "S-unit_price")]])
    assert amount_keys(doc, tags, kinds)[3:] == ["O", "O", "S-total_amount"]
    doc, tags = _rows([[(10, "Totaal", "O"), (150, "€", "O"), (200, "0,00", "S-unit_price")]])
    assert amount_keys(doc, tags, kinds) == tags  # nothing to pay is no total
    # a total under a bare "TOTAL" does not give way to a paid balance of nothing
    doc, tags = _rows([[(10, "TOTAL", "O"), (200, "659.82", "S-total_amount")],
                       [(10, "Balance", "O"), (50, "Due", "O"), (200, "0.00", "O")]])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == tags


def test_a_column_headed_as_the_items_code_is_the_id_column():
    from docx_cli.decode.rules.headers import header_class
    from docx_cli.decode.rules.id_column import id_column

    assert header_class("Codice") == header_class("Art.-Nr.") == header_class("Item #") == header_class("SKU") == "id"
    assert header_class("Article") is None and header_class("Tax code") == "tax" and header_class("Item") is None
    kinds = {"item_id": "item", "description": "item", "quantity": "item", "line_amount": "item"}
    doc, tags = _rows([[(10, "Codice", "O"), (80, "Descrizione", "O"), (300, "Quantità", "O"), (400, "Importo", "O")],
                       [(10, "BAR21", "O"), (80, "Barolo", "S-description"), (300, "36", "S-quantity"),
                        (400, "882,00", "S-line_amount")],
                       [(10, "1962", "O"), (80, "note", "O")]])
    out = id_column(doc, tags, kinds)
    assert out[4] == "S-item_id" and out[8] == "O"  # a line with no item value takes none
    doc, tags = _rows([[(10, "Pos.", "O"), (80, "Descrizione", "O"), (300, "Quantità", "O"), (400, "Importo", "O")],
                       [(10, "BAR21", "O"), (80, "Barolo", "S-description"), (300, "36", "S-quantity"),
                        (400, "882,00", "S-line_amount")]])
    assert id_column(doc, tags, kinds) == tags  # no id column: no id


def test_a_measure_inside_a_products_cell_is_the_products():
    kinds = {"description": "item", "quantity": "item", "line_amount": "item"}
    doc, tags = _rows([[(80, "Barolo", "B-description"), (120, "2018", "I-description"), (150, "-", "E-description"),
                        (158, "0,75", "O"), (184, "l", "O"), (300, "12", "S-quantity"), (400, "492,00", "S-line_amount")],
                       [(80, "Dolcetto", "S-description"), (134, "7,20", "O"), (300, "48", "S-quantity")]])
    on, off = _with_and_without(doc, tags, kinds, "whole_cells")
    assert on[:5] == ["B-description", "I-description", "I-description", "I-description", "E-description"]
    assert off[3:5] == ["O", "O"]
    assert on[7:] == ["S-description", "O", "S-quantity"]  # a price with no unit after it ends the cell


def test_an_orders_number_is_under_its_order_key_or_a_bare_number_key_and_takes_its_series():
    from docx_cli.decode.rules.keys import _cells, number_keys

    kinds = {"document_number": "single"}
    doc, tags = _rows([[(10, "PEDIDO", "O"), (49, "DE", "O"), (64, "COMPRA", "O")],
                       [(10, "Nº", "O"), (30, "Pedido", "O"), (200, "Fecha", "O")],
                       [(10, "PC-26/0593", "O"), (200, "24/11/2026", "S-date")]])
    assert number_keys(doc, tags, kinds)[6] == "S-document_number"
    doc, tags = _rows([[(10, "BON", "O"), (31, "DE", "O"), (46, "COMMANDE", "O")],
                       [(10, "N°", "O"), (30, "BC-2026-0871", "O")]])
    assert number_keys(doc, tags, kinds)[4] == "S-document_number"
    # a contract's number on an order stays out; so does any number on a page titled no order
    doc, tags = _rows([[(10, "ORDINE", "O"), (49, "DI", "O"), (64, "ACQUISTO", "O")],
                       [(10, "N.", "O"), (30, "contratto", "O"), (120, "V-00741", "O")]])
    assert number_keys(doc, tags, kinds) == tags
    doc, tags = _rows([[(10, "N°", "O"), (30, "BC-2026-0871", "O")]])
    assert number_keys(doc, tags, kinds) == tags
    # the series a word space before the number is the number's; a key or a legal form is not
    doc, tags = _rows([[(10, "Numero", "O"), (60, "ordine", "O"), (110, "OA", "O"), (128, "2026/0788", "S-document_number")],
                       [(10, "Midland", "O"), (60, "Labs", "O"), (90, "VOF", "O"), (116, "552180", "S-document_number")]])
    out = number_keys(doc, tags, kinds)
    assert out[2:4] == ["B-document_number", "E-document_number"] and out[6:] == ["O", "S-document_number"]
    # a value with a number after a key names no title ("Uw referentie :" | "offerte 26-4410")
    doc, _ = _rows([[(10, "INKOOPORDER", "O")], [(10, "Uw", "O"), (30, "referentie", "O"), (100, ":", "O"),
                                                  (108, "offerte", "O"), (150, "26-4410", "O")]])
    assert "inkooporder" in _cells(list(doc.iter_words())) and "offerte" not in _cells(list(doc.iter_words()))


def test_a_code_read_as_a_text_of_its_own_under_an_id_header_is_the_id_and_a_coded_rows_cell_its_text():
    from docx_cli.decode.rules.columns import row_text
    from docx_cli.decode.rules.id_column import id_column

    kinds = {"item_id": "item", "description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    header = [(10, "Artikelnr.", "O"), (80, "Omschrijving", "O"), (300, "Aantal", "O"), (400, "Bedrag", "O")]
    doc, tags = _rows([header, [(10, "VT-PL1208", "S-description"), (80, "Europallet", "B-description"),
                                (146, "nieuw", "E-description"), (300, "20", "S-quantity"),
                                (400, "298,00", "S-line_amount")]])
    assert id_column(doc, tags, kinds)[4:7] == ["S-item_id", "B-description", "E-description"]
    doc, tags = _rows([header, [(10, "VT-KD4030", "S-item_id"), (110, "Kaasdoos", "O"), (164, "karton", "O"),
                                (300, "2.000", "S-quantity"), (400, "1.280,00", "S-line_amount")],
                       [(10, "NOTE", "S-item_id"), (110, "Parts", "O"), (300, "1", "S-quantity"),
                        (400, "276.71", "S-line_amount")]])
    out = row_text(doc, tags, kinds)
    assert out[5:7] == ["B-description", "E-description"]  # a row with its code and numbers: its cell is its text
    assert out[9:] == tags[9:]  # a "code" of letters only is no row's code


def test_a_letters_place_names_the_date_after_it_and_a_despatch_date_is_an_orders_due_date():
    from docx_cli.decode.rules.keys import _date_key_names, key_names

    assert _date_key_names("Cully, le") == _date_key_names("Zürich,") == _date_key_names("Bad Homburg, den") == "date"
    assert _date_key_names("27 MARCH,") is None and _date_key_names("Total,") is None
    assert _date_key_names("MARCH,") is None and key_names("Cully, le") is None  # (names read no place as a key)
    assert key_names("Despatch Date") == key_names("Dispatch date") == "delivery"


def test_a_row_under_the_total_paying_it_is_no_line_item():
    kinds = {"total_amount": "single", "description": "item", "quantity": "item", "unit_price": "item",
             "line_amount": "item"}
    doc, tags = _rows([[(10, "1", "S-quantity"), (30, "Cappuccino", "S-description"), (150, "3,60", "S-unit_price"),
                        (200, "3,60", "S-line_amount")],
                       [(10, "Totaal", "O"), (200, "25,50", "S-total_amount")],
                       [(10, "PIN", "S-description"), (200, "25,50", "S-line_amount")],
                       [(10, "Fooi", "S-description"), (200, "2,00", "S-line_amount")]])
    _, items = decode_fields(doc, tags, [0.9] * len(tags), kinds)
    assert [i["description"]["value"] for i in items] == ["Cappuccino", "Fooi"]  # another amount stays a row
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "payment_lines"))
    assert len(decode_fields(doc, tags, [0.9] * len(tags), kinds, params=off)[1]) == 3


def test_a_bare_dollar_is_the_dollar_of_the_one_country_the_page_names():
    from docx_cli.decode.rules.currency import dollar_country
    from docx_cli.decode.values import scored_values

    def read(lines):
        doc, _ = _rows([[(10 + 60 * i, w, "O") for i, w in enumerate(line.split())] for line in lines])
        fields = {"currency": {"value": "$", "normalized": "USD", "confidence": 0.9}}
        dollar_country(fields, list(doc.iter_words()))
        return fields["currency"]["normalized"]

    assert read(["Mississauga, ON L5E 1E9", "Total $ 1,250.00"]) == "CAD"
    assert read(["ABN 48 612 907 331", "TOTAL AUD (inc GST)"]) == "AUD"
    assert read(["Portland, OR 97202", "Total $ 12.00"]) == "USD"
    assert read(["Toronto ON M5S 1G1", "ABN 48 612 907 331"]) == "USD"  # two countries: none of them
    assert read(["Av. Argentina 3250", "Callao 07001, Peru", "Total $ 9.50"]) == "USD"  # a street's name
    assert read(["Calle Florida 1020", "Buenos Aires, Argentina", "Total $ 9.50"]) == "ARS"
    fields = {"currency": {"value": "$", "normalized": "CAD", "confidence": 0.9}}
    assert scored_values(fields, []) == {"currency": [("CAD", 0.9)]}  # the code is what the JSON says it is


def test_a_first_line_company_names_the_empty_issuer_and_a_upc_keeps_its_number_system():
    from docx_cli.decode.rules.id_column import id_column
    from docx_cli.decode.rules.letterhead import first_line_name

    kinds = {"vendor_name": "single", "customer_name": "single"}
    lines = [[(10, "Bergström", "O"), (70, "Kontorsinredning", "O"), (172, "AB", "O"), (400, "FAKTURA", "O")],
             [(10, "Johan", "B-customer_name"), (46, "Bergström", "E-customer_name")]]
    doc, tags = _rows(lines)
    assert first_line_name(doc, tags, kinds)[:3] == ["B-vendor_name", "I-vendor_name", "E-vendor_name"]
    doc, tags = _rows([[(10, "Bergström", "O"), (70, "Kontorsinredning", "O"), (400, "FAKTURA", "O")], lines[1]])
    assert first_line_name(doc, tags, kinds)[:2] == ["B-vendor_name", "E-vendor_name"]  # a name before the title
    # a legal form of three words makes no name longer than a name ("Distribuidora Ferretera del Bajío, S.A. de C.V.")
    doc, tags = _rows([[(10, "Distribuidora", "O"), (80, "Ferretera", "O"), (130, "del", "O"), (150, "Bajío,", "O"),
                        (186, "S.A.", "O"), (210, "de", "O"), (226, "C.V.", "O")], lines[1]])
    assert first_line_name(doc, tags, kinds)[:7] == ["B-vendor_name"] + ["I-vendor_name"] * 5 + ["E-vendor_name"]
    doc, tags = _rows([[(10, "Bergström", "O"), (70, "Kontorsinredning", "O")], [(10, "FAKTURA", "O")], lines[1]])
    assert first_line_name(doc, tags, kinds) == tags  # no legal form, no title after it: no name, a party tagged
    doc, tags = _rows([[*lines[0][:3], (400, "INKOOPORDER", "O")], lines[1]])
    assert first_line_name(doc, tags, kinds) == tags  # a purchase order's issuer is its customer, tagged here
    ids = {"item_id": "item", "description": "item", "line_amount": "item"}
    doc, tags = _rows([[(10, "0", "O"), (18, "41333", "S-item_id"), (54, "42411", "S-item_id"),
                        (120, "SHAMPOO", "S-description"), (300, "5.49", "S-line_amount")],
                       [(10, "1", "O"), (18, "40117", "S-item_id"), (120, "Drill", "S-description"),
                        (300, "8.00", "S-line_amount")]])
    out = id_column(doc, tags, ids)
    assert out[:3] == ["B-item_id", "E-item_id", "S-item_id"] and out[5:7] == ["O", "S-item_id"]


def test_a_product_begun_on_the_code_under_an_id_header_gives_the_code_to_the_id():
    from docx_cli.decode.rules.columns import legal_forms
    from docx_cli.decode.rules.id_column import id_column
    from docx_cli.decode.rules.keys import _valueish

    kinds = {"item_id": "item", "description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([[(10, "Réf.", "O"), (100, "Désignation", "O"), (300, "Qté", "O"), (400, "Montant", "O")],
                       [(10, "CORB-OS", "B-description"), (100, "Corbeille", "I-description"),
                        (160, "osier", "E-description"), (300, "12", "S-quantity"), (400, "190,80", "S-line_amount")]])
    # "CORB-OS" is wider than "Réf." and flush with its left edge: in its column
    assert id_column(doc, tags, kinds)[4:7] == ["S-item_id", "B-description", "E-description"]
    names = {"customer_name": "single"}
    doc, tags = _rows([[(10, "Sierra", "B-customer_name"), (52, "Gorda,", "I-customer_name"),
                        (94, "S.A.", "E-customer_name"), (122, "de", "O"), (137, "C.V.", "O")]])
    assert legal_forms(doc, tags, names) == ["B-customer_name", "I-customer_name", "I-customer_name",
                                             "I-customer_name", "E-customer_name"]
    assert not _valueish("(10%)") and not _valueish("19%") and _valueish("-318.13")  # a rate is a key's word


def test_a_totals_line_whose_key_was_read_as_a_rows_text_is_no_line_item():
    doc, tags = _rows([[(10, "Cement", "S-description"), (200, "80", "S-quantity"), (300, "238.00", "S-unit_price"),
                        (400, "19,040.00", "S-line_amount")],
                       [(10, "Output", "B-description"), (60, "CGST", "I-description"), (100, "@", "I-description"),
                        (110, "9%", "E-description"), (400, "18,215.10", "S-line_amount")],
                       [(10, "Total", "S-description"), (400, "2,38,820.00", "S-line_amount")],
                       [(10, "Kaffee", "B-description"), (60, "groß", "E-description"), (400, "3,20", "S-line_amount")]])
    assert [i["description"] for i in _items(doc, tags)] == ["Cement", "Kaffee groß"]  # a coffee's size is no key
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "total_lines"))
    assert len(_items(doc, tags, off)) == 4


def test_a_date_under_its_key_in_a_grid_is_named_by_the_key_not_the_cell_left_of_it_and_a_form_ends_a_name():
    from docx_cli.decode.rules.columns import legal_forms
    from docx_cli.decode.rules.keys import date_keys

    kinds = {"date": "single", "due_date": "single"}
    doc, tags = _rows([[(10, "PURCHASE", "O"), (61, "ORDER", "O")],
                       [(10, "F.O.B.", "O"), (200, "REQUIRED", "O"), (254, "BY", "O")],
                       [(10, "Origin", "O"), (200, "01.12.2026", "O")],
                       [(10, "Order", "O"), (46, "Date", "O"), (200, "November", "O"), (254, "3,", "O"),
                        (270, "2026", "S-date")]])
    out = date_keys(doc, tags, kinds)
    assert out[6] == "S-due_date"  # an order's delivery date asked for
    names = {"customer_name": "single"}
    doc, tags = _rows([[(10, "Lemaire", "B-customer_name"), (60, "&", "I-customer_name"),
                        (72, "Associés", "I-customer_name"), (124, "SRL", "I-customer_name")],
                       [(10, "Cabinet", "I-customer_name"), (58, "d'avocats", "E-customer_name")]])
    assert legal_forms(doc, tags, names) == ["B-customer_name", "I-customer_name", "I-customer_name",
                                             "E-customer_name", "O", "O"]


def test_the_name_over_an_attention_line_is_the_party_the_document_is_for():
    from docx_cli.decode.rules.keys import party_keys

    kinds = {"vendor_name": "single", "customer_name": "single"}
    lines = [[(10, "INVOICE", "O")],
             [(10, "Northbridge", "B-vendor_name"), (80, "Japan", "I-vendor_name"), (116, "K.K.", "E-vendor_name")],
             [(10, "Attn:", "O"), (44, "Ms.", "O"), (66, "Tanaka", "O")],
             [(10, "Kanda", "B-customer_name"), (46, "Office", "I-customer_name"), (88, "Co.,", "I-customer_name"),
              (116, "Ltd.", "E-customer_name")]]
    doc, tags = _rows(lines)
    out = party_keys(doc, tags, kinds)
    assert out[1:4] == ["B-customer_name", "I-customer_name", "E-customer_name"]
    assert out[7:] == ["B-vendor_name", "I-vendor_name", "I-vendor_name", "E-vendor_name"]
    doc, tags = _rows([lines[0], lines[1], [(10, "Ms.", "O"), (32, "Tanaka", "O")], lines[3]])
    assert party_keys(doc, tags, kinds) == tags  # no attention line: as the model read them


def test_a_date_read_as_an_address_under_a_date_key_is_the_date_and_le_names_a_date():
    from docx_cli.decode.rules.keys import date_keys, key_names

    assert key_names("Le:") == key_names("Del:") == "date" and key_names("del") is None  # "n. 388 del 01/12"
    kinds = {"date": "single", "due_date": "single", "customer_address": "single"}
    doc, tags = _rows([[(10, "Data", "O"), (40, "documento", "O"), (120, "21", "B-customer_address"),
                        (136, "settembre", "I-customer_address"), (196, "2023", "E-customer_address")]])
    assert date_keys(doc, tags, kinds)[2:] == ["B-date", "I-date", "E-date"]


def test_a_phone_printed_after_an_address_is_none_of_it():
    from docx_cli.decode.spans import _trailing_phone

    assert _trailing_phone("016-5498845,") and _trailing_phone("(03)-5281-4470")
    assert not _trailing_phone("94828-1234") and not _trailing_phone("DAMAI") and not _trailing_phone("81100")
    kinds = {"vendor_address": "single"}
    doc, tags = _rows([[(10, "NO", "B-vendor_address"), (30, "19", "I-vendor_address"), (50, "JALAN", "I-vendor_address"),
                        (90, "DAMAI", "I-vendor_address"), (130, "016-5498845,", "E-vendor_address")]])
    fields, _ = decode_fields(doc, tags, [0.9] * len(tags), kinds)
    assert fields["vendor_address"]["value"] == "NO 19 JALAN DAMAI"


def test_an_id_read_outside_the_code_column_gives_way_to_the_code_in_it_and_a_cell_opening_on_a_code_is_text():
    from docx_cli.decode.rules.columns import row_text
    from docx_cli.decode.rules.id_column import id_column

    kinds = {"item_id": "item", "description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    header = [(10, "Code", "O"), (80, "Description", "O"), (250, "Pack", "O"), (320, "Qty", "O"), (400, "Net", "O")]
    doc, tags = _rows([header, [(10, "61775", "O"), (80, "Coca-Cola", "S-description"), (250, "24x330ml", "S-item_id"),
                                (320, "10", "S-quantity"), (400, "109.90", "S-line_amount")]])
    assert id_column(doc, tags, kinds)[5:8] == ["S-item_id", "S-description", "O"]
    doc, tags = _rows([header, [(10, "10442", "S-item_id"), (80, "Rapeseed", "S-description"),
                                (250, "1x20L", "O"), (320, "3", "S-quantity"), (400, "86.85", "S-line_amount")]])
    assert id_column(doc, tags, kinds) == tags  # its id in the code's column: as read
    doc, tags = _rows([[(10, "VT-KD4030", "S-item_id"), (72, "Kaasdoos", "O"), (126, "karton", "O"),
                        (300, "2.000", "S-quantity"), (400, "1.280,00", "S-line_amount")]])
    assert row_text(doc, tags, kinds)[:3] == ["S-item_id", "B-description", "E-description"]  # less than a gutter


def test_a_date_read_over_two_lines_is_the_part_on_its_last_line():
    from docx_cli.decode.spans import date_line, value_spans
    from docx_cli.tagging import Span

    doc, tags = _rows([[(10, "Guests", "O"), (60, "2", "B-date")],
                       [(10, "Nov", "I-date"), (40, "27,", "I-date"), (70, "2026", "E-date"), (110, "7:58", "O")]])
    entries = list(doc.iter_words())
    assert date_line(Span("date", 1, 5), entries) == Span("date", 2, 5)
    assert value_spans(entries, tags, types={"date": "date"}) == [Span("date", 2, 5)]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "date_line"))
    assert value_spans(entries, tags, off, types={"date": "date"}) == [Span("date", 1, 5)]
    # a date printed over two lines stays whole where its last line alone reads as none
    doc, _ = _rows([[(10, "27", "B-date")], [(10, "Nov", "I-date")]])
    assert date_line(Span("date", 0, 2), list(doc.iter_words())) == Span("date", 0, 2)


def test_a_payment_cards_name_is_no_partys():
    from docx_cli.decode.rules.names import card_names

    fields = {"customer_name": {"value": "MASTERCARD", "score": 0.8, "candidates": [
        {"value": "EFTPOS", "score": 0.5}, {"value": "J. Smith", "score": 0.3}]}, "vendor_name": {
        "value": "Riverside Pharmacy", "score": 0.9}}
    card_names(fields)
    assert fields["customer_name"] == {"value": "J. Smith", "score": 0.3}
    assert fields["vendor_name"]["value"] == "Riverside Pharmacy"
    fields = {"customer_name": {"value": "Visa", "score": 0.8}}
    card_names(fields)
    assert fields["customer_name"] is None


def test_a_date_after_a_cited_number_and_dated_is_that_documents():
    from docx_cli.decode.rules.keys import date_keys

    kinds = {"date": "single", "due_date": "single"}
    doc, tags = _rows([[(10, "Invoice", "O"), (50, "Date", "O"), (80, ":", "O"), (100, "02/12/2026", "S-date")],
                       [(10, "LUT", "O"), (40, "ARN", "O"), (70, "AD080526001234X", "O"), (170, "dated", "O"),
                        (210, "04/04/2026.", "S-date")]])
    assert date_keys(doc, tags, kinds)[3] == "S-date" and date_keys(doc, tags, kinds)[-1] == "O"
    # the document's own number's date is its date ("Fattura n. 2026/0412 del 15/10/2026")
    doc, tags = _rows([[(10, "Fattura", "O"), (50, "n.", "O"), (70, "2026/0412", "O"), (130, "del", "O"),
                        (160, "15/10/2026", "S-date")]])
    assert date_keys(doc, tags, kinds)[-1] == "S-date"
    # a key with its colon names the document's date ("Via Garibaldi 131 Del: 23 giugno 2019")
    doc, tags = _rows([[(10, "Via", "O"), (30, "Garibaldi", "O"), (80, "131", "O"), (110, "Del:", "O"),
                        (140, "23", "B-date"), (155, "giugno", "I-date"), (190, "2019", "E-date")]])
    assert date_keys(doc, tags, kinds)[-3:] == ["B-date", "I-date", "E-date"]


def test_on_an_invoice_the_buyers_order_number_gives_way_to_the_invoices_own():
    from docx_cli.decode.rules.keys import number_keys

    doc, tags = _rows([[(200, "INVOICE", "O")],
                       [(10, "Invoice", "O"), (50, "No.", "O"), (80, "35021", "O")],
                       [(10, "Order", "O"), (50, "No.", "O"), (80, "LPO", "B-document_number"),
                        (110, "2026/114", "E-document_number")]])
    assert number_keys(doc, tags, {"document_number": "single"}) == ["O", "O", "O", "S-document_number", "O", "O",
                                                                     "O", "O"]
    # a contract's number stays (a TV station's invoice is scored by the contract it bills)
    doc, tags = _rows([[(200, "INVOICE", "O")],
                       [(10, "Invoice", "O"), (80, "7302075", "O")],
                       [(10, "Contract", "O"), (80, "4257313", "S-document_number")]])
    assert number_keys(doc, tags, {"document_number": "single"}) == tags


def test_a_running_number_read_as_the_items_id_gives_way_to_the_code_in_the_id_column():
    from docx_cli.decode.rules.headers import column_headers
    from docx_cli.decode.rules.id_column import id_column

    doc, tags = _rows([
        [(10, "Pos.", "O"), (60, "Material", "O"), (130, "Bezeichnung", "O"), (300, "Menge", "O"),
         (360, "Nettowert", "O")],
        [(10, "00010", "O"), (60, "2004118", "S-item_id"), (130, "Schlauch", "S-description"), (300, "120", "S-quantity"),
         (360, "1.014,00", "S-line_amount")],
        [(10, "00020", "S-item_id"), (60, "2004121", "O"), (130, "Fassung", "S-description"), (300, "80", "S-quantity"),
         (360, "1.032,00", "S-line_amount")],
    ])
    out = id_column(doc, column_headers(doc, tags, ID_KINDS | {"unit_price": "item"}), ID_KINDS)
    assert [doc.pages[0].words[k].text for k, t in enumerate(out) if t == "S-item_id"] == ["2004118", "2004121"]


def test_a_names_value_ends_before_the_mail_address_printed_after_it():
    from docx_cli.decode.spans import name_contacts, value_spans
    from docx_cli.tagging import Span

    doc, tags = _rows([[(10, "Fern", "B-vendor_name"), (40, "&", "I-vendor_name"), (55, "Fable", "I-vendor_name"),
                        (90, "<store+48213@t.shopifyemail.com>", "E-vendor_name")]])
    entries = list(doc.iter_words())
    assert value_spans(entries, tags) == [Span("vendor_name", 0, 3)]
    doc, _ = _rows([[(10, "www.example.com", "S-vendor_name")]])  # nothing left: as read
    assert name_contacts(Span("vendor_name", 0, 1), list(doc.iter_words())) == Span("vendor_name", 0, 1)


def test_a_banks_name_before_an_account_number_is_no_partys_and_polish_keys_name_parties():
    from docx_cli.decode.rules.keys import _bank_name, party_key_names

    doc, _ = _rows([[(10, "Nr", "O"), (25, "konta:", "O"), (60, "mBank", "O"), (95, "S.A.", "O"), (130, "49", "O"),
                     (150, "1140", "O")]])
    entries = list(doc.iter_words())
    assert _bank_name(entries, 2, 4)
    doc, _ = _rows([[(10, "Account", "O"), (60, "name:", "O"), (100, "Al", "O"), (120, "Noor", "O"), (150, "LLC", "O")]])
    assert not _bank_name(list(doc.iter_words()), 2, 5)  # the payee's name, no number after it
    assert party_key_names("Sprzedawca") == "vendor" and party_key_names("Nabywca") == "customer"


def test_a_pack_size_read_as_a_quantity_after_a_product_is_part_of_it():
    from docx_cli.decode.rules.columns import whole_cells

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([[(10, "COLA", "B-description"), (40, "ZERO", "E-description"), (70, "1,5L", "S-quantity")],
                       [(10, "3", "S-quantity"), (30, "x", "O"), (45, "1,85", "S-unit_price"), (200, "5,55", "S-line_amount")]])
    assert whole_cells(doc, tags, kinds)[:3] == ["B-description", "I-description", "E-description"]
    doc, tags = _rows([[(10, "Milk", "S-description"), (200, "2", "S-quantity")]])  # a count across a gutter stays
    assert whole_cells(doc, tags, kinds) == tags


def test_an_empty_currency_takes_the_one_sign_the_page_prints():
    from docx_cli.decode.rules.currency import page_currency

    doc, _ = _rows([[(10, "COUPON", "O"), (60, "$", "O"), (70, "2.00", "O")], [(10, "TOTAL", "O"), (60, "48.67", "O")]])
    entries = list(doc.iter_words())
    total = {"value": "48.67", "confidence": 0.9, "page": 1, "bbox": [60, 112, 90, 122]}
    fields = {"currency": None, "total_amount": total}
    page_currency(fields, entries)
    assert fields["currency"]["normalized"] == "USD" and fields["currency"]["value"] == "$"
    doc, _ = _rows([[(10, "€", "O"), (30, "2.00", "O"), (60, "£", "O"), (80, "3.00", "O")]])  # two currencies: none
    fields = {"currency": None, "total_amount": total}
    page_currency(fields, list(doc.iter_words()))
    assert fields["currency"] is None
    doc, _ = _rows([[(10, "ALL", "O"), (40, "PRICES", "O")]])  # a code of letters may be a word: none
    fields = {"currency": None, "total_amount": total}
    page_currency(fields, list(doc.iter_words()))
    assert fields["currency"] is None


def test_a_name_ending_open_takes_the_word_read_as_its_addresss_first():
    from docx_cli.decode.rules.letterhead import open_names

    doc, tags = _rows([[(10, "ABARROTES", "B-vendor_name"), (80, "LA", "E-vendor_name"),
                        (100, "GUADALUPANA", "B-vendor_address"), (180, "AV.", "I-vendor_address"),
                        (200, "HIDALGO", "E-vendor_address")]])
    assert open_names(doc, tags, {"vendor_name": "single", "vendor_address": "single"}) == [
        "B-vendor_name", "I-vendor_name", "E-vendor_name", "B-vendor_address", "E-vendor_address"]


def test_a_line_items_date_is_not_the_documents_where_another_date_was_read():
    from docx_cli.decode.rules.keys import date_keys

    kinds = {"date": "single", "due_date": "single", "description": "item"}
    doc, tags = _rows([[(10, "Invoice", "O"), (50, "Date", "O"), (100, "2026-12-04", "S-date")],
                       [(10, "Date", "O"), (100, "Description", "O")],
                       [(10, "2026-11-03", "S-date"), (100, "Review", "B-description"), (140, "lease", "E-description")]])
    out = date_keys(doc, tags, kinds)
    assert out[2] == "S-date" and out[-3] == "O"
    doc, tags = _rows([[(10, "Date", "O"), (100, "Description", "O")],  # the only date read: it stays
                       [(10, "2026-11-03", "S-date"), (100, "Review", "B-description"), (140, "lease", "E-description")]])
    assert date_keys(doc, tags, kinds)[2] == "S-date"


def test_a_rows_one_price_with_no_quantity_is_its_line_amount():
    # an Italian receipt's "Prezzo(€)" column read as unit prices: with no quantity and no other price on the row,
    # the price is what the item costs
    doc, tags = _doc([[("PASTA", "B-description"), ("SEMOLA", "E-description"), ("4%", "O"), ("1,19", "S-unit_price")],
                      [("OLIO", "B-description"), ("1L", "E-description"), ("4%", "O"), ("8,99", "S-unit_price")]])
    assert _items(doc, tags) == [{"description": "PASTA SEMOLA", "line_amount": "1,19"},
                                 {"description": "OLIO 1L", "line_amount": "8,99"}]
    # a price per unit stays one ("x 21,90", "21,90 €/kg"), and so does a row with its quantity
    doc, tags = _doc([[("MORTADELLA", "S-description"), ("x", "O"), ("21,90", "S-unit_price")],
                      [("PARMIGIANO", "S-description"), ("26,50", "S-unit_price"), ("€/kg", "O")],
                      [("ACQUA", "S-description"), ("2", "S-quantity"), ("0,45", "S-unit_price")]])
    assert [set(item) for item in _items(doc, tags)] == [{"description", "unit_price"}] * 2 + [
        {"description", "quantity", "unit_price"}]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "lone_price"))
    doc, tags = _doc([[("PASTA", "S-description"), ("1,19", "S-unit_price")]])
    assert _items(doc, tags, off) == [{"description": "PASTA", "unit_price": "1,19"}]


def test_a_unit_price_alone_under_its_items_line_is_that_items():
    from docx_cli.decode.rules.counted import at_prices

    # a till receipt's "@ 99.00" under "2 1PC CHICKEN W/ RICE 198.00": the unit price of the row above
    doc, tags = _doc([[("2", "S-quantity"), ("CHICKEN", "S-description"), ("198.00", "S-line_amount")],
                      [("@", "O"), ("99.00", "S-line_amount")],
                      [("1", "S-quantity"), ("PIE", "S-description"), ("45.00", "S-line_amount")]])
    tags = at_prices(doc, tags, KINDS)
    assert tags[3:5] == ["O", "S-unit_price"]
    assert _items(doc, tags) == [
        {"quantity": "2", "description": "CHICKEN", "line_amount": "198.00", "unit_price": "99.00"},
        {"quantity": "1", "description": "PIE", "line_amount": "45.00"}]
    # a price that does not multiply out is no unit price of the row above
    doc, tags = _doc([[("2", "S-quantity"), ("CHICKEN", "S-description"), ("198.00", "S-line_amount")],
                      [("75.00", "S-unit_price")]])
    assert _items(doc, tags) == [{"quantity": "2", "description": "CHICKEN", "line_amount": "198.00"}]


def test_a_row_with_its_id_and_numbers_but_no_text_takes_the_cell_after_its_id():
    from docx_cli.decode.rules.columns import whole_cells

    kinds = {**ID_KINDS, "unit_price": "item"}
    doc, tags = _rows([
        [(10, "PP30", "S-item_id"), (60, "Piatto", "O"), (100, "piano", "O"), (134, "Ø", "O"), (144, "30", "O"),
         (160, "cm,", "O"), (182, "smalto", "B-description"), (222, "bianco", "E-description"), (300, "48", "S-quantity"),
         (340, "696,00", "S-line_amount")],
        [(10, "TRS", "S-item_id"), (60, "Spese", "O"), (98, "di", "O"), (114, "imballo", "O"), (300, "1", "S-quantity"),
         (340, "45,00", "S-line_amount")],
        [(10, "RECOMMENDATIONS", "S-item_id"), (200, "Parts", "O"), (340, "276.71", "S-line_amount")],
    ])
    out = whole_cells(doc, tags, kinds)
    # the product's cell opens five words before where the model began it
    assert out[1:8] == ["B-description"] + ["I-description"] * 5 + ["E-description"]
    # the row's untagged cell after its id is its description; a heading read as an id gives none
    assert out[11:14] == ["B-description", "I-description", "E-description"]
    assert out[-2] == "O"


def test_a_name_read_without_its_legal_form_takes_the_spelling_with_it():
    kinds = {"vendor_name": "single"}
    doc, tags = _doc([[("Ceramiche", "B-vendor_name"), ("Sartori", "E-vendor_name")],
                      [("Ceramiche", "B-vendor_name"), ("Sartori", "I-vendor_name"), ("S.n.c.", "E-vendor_name")]])
    fields, _ = decode_fields(doc, tags, [0.9] * len(tags), kinds)
    assert fields["vendor_name"]["value"] == "Ceramiche Sartori S.n.c."
    assert fields["vendor_name"]["candidates"][0]["value"] == "Ceramiche Sartori"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "legal_spelling"))
    assert decode_fields(doc, tags, [0.9] * len(tags), kinds, params=off)[0]["vendor_name"]["value"] == "Ceramiche Sartori"
    # a longer spelling that adds more than a form is another name
    doc, tags = _doc([[("Hannaford", "S-vendor_name")], [("Hannaford", "B-vendor_name"), ("Food", "I-vendor_name"),
                                                         ("Ltd", "E-vendor_name")]])
    assert decode_fields(doc, tags, [0.9] * len(tags), kinds)[0]["vendor_name"]["value"] == "Hannaford"


def test_a_products_detail_in_smaller_type_under_it_is_no_part_of_it():
    # "Additional user seats" (9 high) over "seats above the 25 included" (7.5 high) on a PDF page
    words = [Word("Additional", (48, 336, 88, 345), 0, 0), Word("seats", (91, 336, 111, 345), 0, 0),
             Word("3", (300, 336, 305, 345), 0, 0), Word("36.00", (400, 336, 424, 345), 0, 0),
             Word("above", (58, 349, 78, 356.5), 1, 0), Word("25", (81, 349, 89, 356.5), 1, 0)]
    tags = ["B-description", "E-description", "S-quantity", "S-line_amount", "B-description", "E-description"]
    doc = Document("i.pdf", (Page(1, 612, 792, source="pdf", words=tuple(words)),))
    assert _items(doc, tags)[0]["description"] == "Additional seats"
    # a line 0.89 of the height above: smaller type on a PDF page; on a scan, OCR's boxes vary that much
    near = [*words[:4], Word("above", (58, 349, 78, 357), 1, 0), Word("25", (81, 349, 89, 357), 1, 0)]
    for source, wrapped in (("pdf", "Additional seats"), ("ocr", "Additional seats above 25")):
        doc = Document("i.pdf", (Page(1, 612, 792, source=source, words=tuple(near)),))
        assert _items(doc, tags)[0]["description"] == wrapped
    # the same size: the product's name wrapped onto its next line
    same = [*words[:4], Word("above", (58, 349, 78, 358), 1, 0), Word("25", (81, 349, 89, 358), 1, 0)]
    doc = Document("i.pdf", (Page(1, 612, 792, source="pdf", words=tuple(same)),))
    assert _items(doc, tags)[0]["description"] == "Additional seats above 25"
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "detail_lines"))
    doc = Document("i.pdf", (Page(1, 612, 792, source="pdf", words=tuple(words)),))
    assert _items(doc, tags, off)[0]["description"] == "Additional seats above 25"


def test_a_pack_size_read_as_a_price_after_a_product_is_the_products():
    from docx_cli.decode.rules.columns import whole_cells

    doc, tags = _rows([[(10, "DISH", "B-description"), (40, "SOAP", "E-description"), (70, "19.4OZ", "S-line_amount"),
                        (200, "3.29", "S-line_amount")]])
    assert whole_cells(doc, tags, KINDS) == ["B-description", "I-description", "E-description", "S-line_amount"]


def test_a_row_that_spells_out_an_amount_is_no_item():
    doc, tags = _doc([[("Gasket", "B-description"), ("set", "E-description"), ("2", "S-quantity"), ("93.60", "S-line_amount")],
                      [("Dollars", "B-description"), ("Five", "I-description"), ("Thousand", "I-description"),
                       ("Only", "E-description"), ("4,657.60", "S-line_amount")]])
    assert _items(doc, tags) == [{"description": "Gasket set", "quantity": "2", "line_amount": "93.60"}]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "amount_words"))
    assert len(_items(doc, tags, off)) == 2


def test_a_phrase_of_common_words_is_no_partys_name():
    kinds = {"vendor_name": "single"}
    doc, tags = _doc([[("Integrated", "B-vendor_name"), ("facilities", "I-vendor_name"), ("management", "E-vendor_name")]])
    assert decode_fields(doc, tags, [0.9] * len(tags), kinds)[0]["vendor_name"] is None
    doc, tags = _doc([[("Banque", "B-vendor_name"), ("de", "I-vendor_name"), ("la", "I-vendor_name"),
                       ("Plage", "E-vendor_name")]])  # particles are no common words
    assert decode_fields(doc, tags, [0.9] * len(tags), kinds)[0]["vendor_name"]["value"] == "Banque de la Plage"
    doc, tags = _doc([[("z.H.", "B-vendor_name"), ("Frau", "I-vendor_name"), ("Hofer", "E-vendor_name")]])
    assert decode_fields(doc, tags, [0.9] * len(tags), kinds)[0]["vendor_name"] is None  # a contact's line


def test_a_code_in_brackets_opening_a_products_text_is_its_id():
    from docx_cli.decode.rules.id_column import id_column

    # Odoo prints a product's internal reference in brackets before its name
    doc, tags = _rows([
        [(10, "[BOT-33-BR]", "O"), (80, "Longneck", "B-description"), (130, "bottle", "E-description"),
         (300, "12", "S-quantity")],
        [(10, "[PAL-EUR]", "B-description"), (68, "Euro", "I-description"), (96, "pallet", "E-description"),
         (300, "20", "S-quantity")],
        [(10, "[CAP-26]", "S-description"), (62, "Crown", "O"), (98, "cap", "O"), (300, "5", "S-quantity")],
        [(10, "[Note]", "O"), (50, "see", "O"), (80, "terms", "O")],  # no item on its line
    ])
    out = id_column(doc, tags, ID_KINDS)
    assert out[:4] == ["S-item_id", "B-description", "E-description", "S-quantity"]
    assert out[4:8] == ["S-item_id", "B-description", "E-description", "S-quantity"]
    assert out[8:12] == ["S-item_id", "B-description", "E-description", "S-quantity"]
    assert out[12:] == ["O"] * 3


def test_an_article_code_opening_a_products_text_is_its_id():
    from docx_cli.decode.rules.id_column import id_column

    doc, tags = _rows([
        [(10, "CT-00917", "B-description"), (70, "CAT", "I-description"), (96, "DINDING", "E-description"),
         (300, "1", "S-quantity")],
        [(10, "EL-31208", "S-description"), (70, "SUIS", "B-description"), (100, "GANG", "E-description"),
         (300, "4", "S-quantity")],
        [(10, "WD-40", "B-description"), (50, "spray", "E-description"), (300, "2", "S-quantity")],  # a product's name
    ])
    out = id_column(doc, tags, ID_KINDS)
    assert out[:3] == ["S-item_id", "B-description", "E-description"]
    assert out[4:7] == ["S-item_id", "B-description", "E-description"]
    assert out[8:10] == ["B-description", "E-description"]


def test_a_fraction_printed_without_cents_by_a_number_with_cents_is_the_quantity():
    # "3,5 timer 425,00 1.487,50": both ways multiply out; the hours are the fraction, the rate has its cents
    doc, tags = _doc([[("Gulvbehandling", "S-description"), ("3,5", "O"), ("425,00", "S-quantity"),
                       ("1.487,50", "S-line_amount")]])
    out = row_arithmetic(doc, tags, KINDS)
    assert out[1:] == ["S-quantity", "S-unit_price", "S-line_amount"]
    # hours with cents at a whole rate stay as read ("1.50 | 80 | 120.00")
    doc, tags = _doc([[("Labour", "S-description"), ("1.50", "S-quantity"), ("80", "S-unit_price"),
                       ("120.00", "S-line_amount")]])
    assert row_arithmetic(doc, tags, KINDS) == tags


def test_an_amount_split_at_its_thousands_space_multiplies_out_whole():
    # "3,5 tim 650,00 2 275,00": the model read "2" as the quantity and "275,00" as the amount
    doc, tags = _rows([[(10, "Montering", "S-description"), (100, "3,5", "O"), (130, "650,00", "S-unit_price"),
                        (200, "2", "S-quantity"), (208, "275,00", "S-line_amount")]])
    out = row_arithmetic(doc, tags, KINDS)
    assert out == ["S-description", "S-quantity", "S-unit_price", "B-line_amount", "E-line_amount"]


def test_of_a_rows_net_and_gross_the_net_multiplies_out_from_the_unit_price_read():
    # "6 | 11.25 | 67.50 | 20% | 13.50 | 81.00": 6 × 11.25 = 67.50 and 6 × 13.50 = 81.00; the model read the gross
    # as the line amount and the unit price right: the reading keeping its unit price wins
    doc, tags = _doc([[("Glue", "S-description"), ("6", "S-quantity"), ("11.25", "S-unit_price"), ("67.50", "O"),
                       ("20%", "O"), ("13.50", "O"), ("81.00", "S-line_amount")]])
    assert row_arithmetic(doc, tags, KINDS)[3:] == ["S-line_amount", "O", "O", "O"]


def _spaced(words, x=10):
    """One line of ``(text, tag)`` words a word space apart from ``x``: [(x, text, tag), ...] for :func:`_rows`."""
    out = []
    for text, tag in words:
        out.append((x, text, tag))
        x += 6 * len(text) + 3
    return out


def test_a_company_name_started_late_takes_its_first_words_and_its_form():
    from docx_cli.decode.rules.columns import legal_forms

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([_spaced([("Subukia", "O"), ("Valley", "B-customer_name"), ("Farm", "I-customer_name"),
                                   ("Ltd", "E-customer_name")])])
    assert legal_forms(doc, tags, kinds) == ["B-customer_name", "I-customer_name", "I-customer_name", "E-customer_name"]
    # after a key's colon, not over it; a name with no legal form is left as read
    doc, tags = _rows([_spaced([("Social:", "O"), ("Redes", "O"), ("y", "O"), ("Sistemas", "O"),
                                   ("Córdoba", "B-vendor_name"), ("S.R.L.", "E-vendor_name")])])
    assert legal_forms(doc, tags, kinds)[:2] == ["O", "B-vendor_name"]
    doc, tags = _rows([_spaced([("Highway", "O"), ("Diner", "S-vendor_name")])])
    assert legal_forms(doc, tags, kinds) == tags


def test_keys_of_registrations_required_dates_and_included_taxes():
    from docx_cli.decode.rules.keys import amount_key_names, key_names, number_key_names

    assert number_key_names("UEN") == number_key_names("R.U.T.:") == number_key_names("Kt.") == "other"
    assert number_key_names("Bill number") == number_key_names("RAČUN br.") == "doc"
    assert key_names("REQ'D DATE") == key_names("Fecha requerida:") == "delivery"
    assert key_names("TSE-Ende:") != "due"
    assert amount_key_names("GST included in total") == amount_key_names("Includes GST of") == "tax"
    assert amount_key_names("Invoice amount (tax incl.)") == amount_key_names("Total incl. GST") == "gross"
    assert amount_key_names("Total de plata") == "final" and amount_key_names("Total points") == "tendered"


def test_a_bare_dollar_on_a_chilean_page_is_the_peso():
    from docx_cli.decode.rules.currency import dollar_country

    doc, _ = _rows([_spaced([("R.U.T.:", "O"), ("76.543.210-K", "O")])])
    fields = {"currency": {"value": "$", "normalized": "USD"}}
    dollar_country(fields, list(doc.iter_words()))
    assert fields["currency"]["normalized"] == "CLP"


def test_a_rows_discount_a_unit_of_measure_and_a_folios_night_read_its_numbers():
    from docx_cli.decode.rules.arithmetic import one_quantity

    # 500 × 0,38 less 10 % is 171,00: the 500 the model left is the quantity
    doc, tags = _rows([[(10, "Scatola", "S-description"), (200, "500", "O"), (240, "0,38", "S-unit_price"),
                        (280, "10", "O"), (320, "171,00", "S-line_amount")]])
    assert row_arithmetic(doc, tags, KINDS)[1] == "S-quantity"
    # 5,000 EA at 185 is 925,000, though 185 × 5,000 is too: the count is printed before its unit
    doc, tags = _rows([[(10, "Bolt", "S-description"), (200, "5,000", "S-unit_price"), (240, "EA", "O"),
                        (280, "185", "S-quantity"), (320, "925,000", "S-line_amount")]])
    assert row_arithmetic(doc, tags, KINDS)[1:4] == ["S-quantity", "O", "S-unit_price"]
    # "Nov 9": a night's day, no quantity
    doc, tags = _rows([_spaced([("Nov", "O"), ("9", "S-quantity"), ("Room", "B-description"),
                                   ("Charge", "E-description")]) + [(300, "219.00", "S-line_amount")]])
    assert one_quantity(doc, tags, KINDS, lambda k, t: 0.5)[1] == "O"


def test_a_products_size_stays_in_its_text_and_a_repeated_code_is_no_id():
    from docx_cli.decode.rules.columns import whole_cells
    from docx_cli.decode.rules.id_column import id_column

    kinds = KINDS
    doc, tags = _rows([_spaced([("IBUPROFEN", "B-description"), ("200MG", "E-description"),
                                   ("100CT", "S-line_amount")]) + [(300, "8.99", "S-line_amount")]])
    assert whole_cells(doc, tags, kinds)[:3] == ["B-description", "I-description", "E-description"]
    rows = [[(10, "Desk", "S-description"), (150, "D1110", "S-item_id"), (300, "389.00", "S-line_amount")],
            [(10, "Chair", "S-description"), (150, "D1110", "S-item_id"), (300, "164.50", "S-line_amount")],
            [(10, "Screen", "S-description"), (150, "D1110", "S-item_id"), (300, "142.75", "S-line_amount")]]
    doc, tags = _rows(rows)
    assert "S-item_id" not in id_column(doc, tags, kinds)


def test_a_name_cut_before_its_cells_end_takes_the_rest_of_its_cell():
    from docx_cli.decode.rules.columns import legal_forms

    kinds = {"vendor_name": "single", "customer_name": "single"}
    name = [("Maple", "B-customer_name"), ("Ridge", "I-customer_name"), ("City", "I-customer_name"),
            ("School", "E-customer_name"), ("District", "O")]
    doc, tags = _rows([_spaced(name) + [(400, "PURCHASE", "O"), (460, "ORDER", "O")]])
    assert legal_forms(doc, tags, kinds)[:5] == [*tags[:3], "I-customer_name", "E-customer_name"]
    # a cell running on into a phrase is no name's
    doc, tags = _rows([_spaced([*name, ("is", "O"), ("an", "O"), ("employer", "O")])])
    assert legal_forms(doc, tags, kinds) == tags


def test_a_name_printed_again_with_its_legal_form_is_that_name():
    from docx_cli.decode.rules.columns import legal_names

    kinds = {"vendor_name": "single", "customer_name": "single"}
    lines = [_spaced([("HUNTER", "B-vendor_name"), ("AUTO", "I-vendor_name"), ("CARE", "E-vendor_name")]),
             _spaced([("Bill", "O"), ("to:", "O"), ("Jane", "B-customer_name"), ("Doe", "E-customer_name")]),
             _spaced([("Hunter", "O"), ("Auto", "O"), ("Care", "O"), ("Pty", "O"), ("Ltd", "O"), ("ABN", "O")])]
    doc, tags = _rows(lines)
    out = legal_names(doc, tags, kinds)
    assert out[:3] == ["O"] * 3 and out[7:12] == ["B-vendor_name", "I-vendor_name", "I-vendor_name",
                                                   "I-vendor_name", "E-vendor_name"] and out[12] == "O"
    # a till receipt names its shop alone: its brand is its name
    doc, tags = _rows([lines[0], lines[2]])
    assert legal_names(doc, tags, kinds) == tags


def test_nordic_order_keys_and_titles():
    from docx_cli.decode.rules.keys import _CONFIRMATION_TITLES, _order_key, fold, key_names

    assert _order_key("Ordrenr.") == _order_key("SO No.") == "order"
    assert key_names("Ordredato") == "order" and key_names("Dato:") == "date"
    assert fold("Ordrebekræftelse") in _CONFIRMATION_TITLES


def test_a_tax_breakdowns_sum_row_is_the_tax_and_its_gross_column_no_total():
    from docx_cli.decode.rules.keys import amount_keys

    # a Swedish till: "Totalt SEK 373,77" over "Moms % | Moms | Netto | Brutto", two rates and their "Summa"
    doc, tags = _rows([
        [(10, "Totalt", "O"), (50, "SEK", "O"), (200, "373,77", "S-total_amount")],
        [(10, "Moms", "O"), (40, "%", "O"), (80, "Moms", "O"), (130, "Netto", "O"), (200, "Brutto", "O")],
        [(10, "12,00", "O"), (80, "36,09", "O"), (130, "300,73", "O"), (200, "336,82", "O")],
        [(10, "25,00", "O"), (80, "7,39", "O"), (130, "29,56", "O"), (200, "36,95", "O")],
        [(10, "Summa", "O"), (80, "43,48", "O"), (130, "330,29", "O"), (200, "373,77", "O")],
    ])
    out = amount_keys(doc, tags, AMOUNT_KINDS)
    assert out[2] == "S-total_amount" and out.count("S-total_amount") == 1  # not a rate's "Brutto"
    assert [k for k, t in enumerate(out) if t == "S-tax_amount"] == [17]  # "Summa" | "43,48", not "36,09"


def test_turkish_and_indonesian_keys_months_and_currency_marks():
    from docx_cli.currency import find_currency
    from docx_cli.decode.normalize import normalize_date
    from docx_cli.decode.rules.keys import amount_key_names, number_key_names

    assert amount_key_names("TOPLAM") == "total" and amount_key_names("TOPKDV") == "tax"
    assert amount_key_names("Genel Toplam") == "final" and amount_key_names("ARA TOPLAM") == "net"
    assert amount_key_names("PARA USTU") == amount_key_names("Tunai") == "tendered"  # change, not a German "USt"
    assert amount_key_names("USt 19%") == "tax"
    assert amount_key_names("Total TVAC") == "gross" and amount_key_names("Total HTVA") == "net"  # Belgian
    assert number_key_names("FIS NO :") == "doc" and number_key_names("MERSIS NO:") == "other"
    assert normalize_date("Tanggal 05 Des 2026") == "2026-12-05" and normalize_date("12 maj 2026") == "2026-05-12"
    assert find_currency("189,90 Kc") == "CZK" and find_currency("20,00 TL") == "TRY"
    assert find_currency("TOTAL R407.47") == "ZAR" and find_currency("R") is None  # glued to its amount only
    assert find_currency("Dublin D23 R192") is None and find_currency("R-1728-7612") is None  # (not an Eircode)


def test_money_handed_over_or_back_is_no_line_item():
    doc, tags = _rows([
        [(10, "Es", "B-description"), (30, "Kopi", "I-description"), (60, "Susu", "E-description"),
         (200, "56.000", "S-line_amount")],
        [(10, "Total", "O"), (200, "56.000", "S-total_amount")],
        [(10, "Tunai", "S-description"), (200, "100.000", "S-line_amount")],
        [(10, "Kembali", "S-description"), (200, "44.000", "S-line_amount")],
    ])
    assert [i["description"] for i in _items(doc, tags)] == ["Es Kopi Susu"]
    from docx_cli.decode.rules.keys import amount_key_names

    assert amount_key_names("Restocking fee") is None and amount_key_names("Resto") == "tendered"


def test_a_names_rest_taken_after_e_joins_its_other_piece():
    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([_spaced([("PADARIA", "B-vendor_name"), ("E", "E-vendor_name"), ("CONFEITARIA", "O"),
                                ("BOA", "B-vendor_name"), ("VISTA", "I-vendor_name"), ("LTDA", "E-vendor_name")])])
    from docx_cli.decode.rules.columns import touching_pieces
    from docx_cli.decode.rules.keys import number_key_names
    from docx_cli.decode.rules.letterhead import open_names

    out = touching_pieces(doc, open_names(doc, tags, kinds), kinds)
    assert out == ["B-vendor_name", *["I-vendor_name"] * 4, "E-vendor_name"]
    assert number_key_names("CEP") == "other" and number_key_names("Extrato Nº") == "doc"


def test_a_title_is_no_name_and_a_key_over_a_names_cell_names_it():
    from docx_cli.decode.rules.keys import party_keys
    from docx_cli.decode.values import _phrase

    assert _phrase("ZAMOWIENIE DO DOSTAWCY") and _phrase("Purchase Order") and not _phrase("Papier-Serwis S.A.")
    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([
        [(10, "Leverandør", "O")],
        [(10, "Tekstilgrossisten", "O"), (120, "Vestland", "B-customer_name"), (175, "AS", "E-customer_name")],
    ])
    assert party_keys(doc, tags, kinds)[2:] == ["B-vendor_name", "E-vendor_name"]  # the model started it late


def test_one_name_read_as_two_parties_is_the_one_with_its_legal_form():
    from docx_cli.decode.rules.columns import touching_pieces
    from docx_cli.decode.values import _phrase

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([_spaced([("Kranich", "S-customer_name"), ("Radsport", "B-vendor_name"), ("GmbH", "E-vendor_name"),
                                ("·", "O"), ("Hamburg", "O")])])
    assert touching_pieces(doc, tags, kinds)[:3] == ["B-vendor_name", "I-vendor_name", "E-vendor_name"]
    assert _phrase("Herrn") and not _phrase("Jonas Petersen")  # a salutation alone is no name
    assert _phrase("Rue de la Forge") and _phrase("Via della Spiga") and not _phrase("Rueda Logistics SL")
    assert _phrase("ABN") and _phrase("R.U.T.:") and not _phrase("ABN AMRO Bank N.V.")  # a registration's key


def test_an_invoices_delivery_date_is_no_due_date():
    from docx_cli.decode.rules.keys import date_keys

    kinds = {"date": "single", "due_date": "single"}
    lines = [[(10, "Rechnung", "O")],
             [(10, "Rechnungsdatum", "O"), (120, "02.12.2026", "S-date")],
             [(10, "Lieferdatum", "O"), (120, "02.12.2026", "S-due_date")]]
    doc, tags = _rows(lines)
    assert date_keys(doc, tags, kinds)[-1] == "O"
    doc, tags = _rows([[(10, "Bestellung", "O")], *lines[1:]])  # an order's is its due date
    assert date_keys(doc, tags, kinds)[-1] == "S-due_date"


def test_an_addressee_before_messrs_and_a_purchase_orders_own_po_number():
    from docx_cli.decode.rules.keys import number_keys, party_keys

    kinds = {"vendor_name": "single", "customer_name": "single", "document_number": "single"}
    name = [(10, "Minato", "B-vendor_name"), (60, "Works", "I-vendor_name"), (100, "Inc.", "E-vendor_name"),
            (130, "Messrs.", "O")]
    doc, tags = _rows([[(10, "INVOICE", "O")], name])
    assert party_keys(doc, tags, kinds)[1:4] == ["B-customer_name", "I-customer_name", "E-customer_name"]
    doc, tags = _rows([_spaced([("PURCHASE", "O"), ("ORDER", "O")]),
                       _spaced([("P.O.", "O"), ("No.", "O"), ("KP-2611-0254", "O")])])
    assert number_keys(doc, tags, kinds)[4] == "S-document_number"


def test_a_logo_printing_a_names_first_words_again_drops_from_it():
    from docx_cli.decode.rules.names import form_word
    from docx_cli.decode.spans import _name_part

    doc, _ = _rows([_spaced([("PENNINE", "O"), ("Pennine", "O"), ("Electrical", "O"), ("Wholesale", "O"),
                             ("Ltd", "O")])])
    entries = list(doc.iter_words())
    assert _name_part(list(range(5)), entries)[0] == "Pennine Electrical Wholesale Ltd"
    doc, _ = _rows([_spaced([("Walla", "O"), ("Walla", "O"), ("Foods", "O")])])  # a name's own repeated word
    assert _name_part([0, 1, 2], list(doc.iter_words()))[0] == "Walla Walla Foods"
    assert form_word("(Pty)") and form_word("Ltd") and not form_word("(Highveld)")


def test_a_total_rounded_to_pay_under_net_total_is_the_total():
    from docx_cli.decode.rules.keys import amount_keys

    lines = [_spaced([("TOTAL", "O"), ("INCL.", "O"), ("GST", "O"), ("40.28", "S-total_amount")]),
             _spaced([("ROUNDING", "O"), ("ADJ", "O"), ("0.02", "O")]),
             _spaced([("NET", "O"), ("TOTAL", "O"), ("RM", "O"), ("40.30", "S-total_amount")])]
    doc, tags = _rows(lines)
    out = amount_keys(doc, tags, AMOUNT_KINDS)
    assert out[3] == "O" and out[-1] == "S-total_amount"
    doc, tags = _rows([lines[0], lines[2]])  # no rounding line: an amount before tax is no total
    assert amount_keys(doc, tags, AMOUNT_KINDS)[3] == "S-total_amount"


def test_keys_of_e_invoice_views_and_more_languages():
    from docx_cli.decode.rules.keys import amount_key_names, amount_keys, number_key_names

    assert number_key_names("Rcpt No:") == number_key_names("So HD:") == "doc"
    assert number_key_names("MST:") == number_key_names("Numer KSEF:") == "other"
    assert number_key_names("Nr. ord. reg. com.:") == number_key_names("Billing reference Invoice") == "other"
    assert amount_key_names("Total with VAT") == amount_key_names("Totaal met btw") == "gross"
    assert amount_key_names("Total without VAT") == "net" and amount_key_names("TONG CONG") == "total"
    assert amount_key_names("Total impuestos retenidos") == "discount"  # withheld, no tax of the invoice
    assert amount_key_names("Kwota naleznosci ogolem:") == amount_key_names("PLIROTEO POSO") == "final"
    # an EN 16931 term's code between a key and its value ("Summe Umsatzsteuer BT-110 717,80")
    doc, tags = _rows([_spaced([("Summe", "O"), ("Umsatzsteuer", "O"), ("BT-110", "O"), ("717,80", "S-total_amount")]),
                       _spaced([("Fälliger", "O"), ("Betrag", "O"), ("BT-115", "O"), ("4.495,70", "O")])])
    out = amount_keys(doc, tags, AMOUNT_KINDS)
    assert out[3] == "S-tax_amount" and out[7] == "S-total_amount"


def test_a_cited_invoices_number_and_date_are_not_a_credit_notes():
    from docx_cli.decode.rules.keys import date_keys

    kinds = {"date": "single", "due_date": "single"}
    doc, tags = _rows([
        [(10, "CREDIT", "O"), (60, "NOTE", "O")],
        _spaced([("Credit", "O"), ("note", "O"), ("number", "O"), ("CN26-0057", "O"), ("Issue", "O"), ("date", "O"),
                 ("04/12/2026", "S-date")]),
        _spaced([("Billing", "O"), ("reference", "O"), ("Invoice", "O"), ("INV26-1183", "O"), ("Invoice", "O"),
                 ("date", "O"), ("14/11/2026", "S-date")]),
    ])
    out = date_keys(doc, tags, kinds)
    assert out[8] == "S-date" and out[-1] == "O"


def test_a_date_after_the_buyers_order_number_on_an_invoice_is_the_orders():
    from docx_cli.decode.rules.keys import date_keys

    kinds = {"date": "single", "due_date": "single"}
    doc, tags = _rows([
        _spaced([("TAX", "O"), ("INVOICE", "O")]),
        [(10, "Invoice", "O"), (60, "No.", "O"), (200, "Dated", "O")],
        [(10, "SGP/26-27/0419", "O"), (200, "5-Dec-2026", "S-date")],
        [(10, "Buyer's", "O"), (60, "Order", "O"), (100, "No.", "O"), (200, "Dated", "O")],
        [(10, "SFB/PO/2611-07", "O"), (200, "21-Nov-2026", "S-date")],
    ])
    out = date_keys(doc, tags, kinds)
    assert out[6] == "S-date" and out[-1] == "O"


def test_a_rate_printed_twice_and_amounts_with_thousands_words_move_a_tax_off_its_base():
    from docx_cli.decode.rules.keys import tax_base

    doc, tags = _rows([_spaced([("25", "O"), ("%", "O"), ("35", "O"), ("926,50", "S-tax_amount"), ("8", "O"),
                                ("981,63", "O"), ("MVA", "O"), ("25", "O"), ("%", "O")])])
    out = tax_base(doc, tags, AMOUNT_KINDS)
    assert out[3] == "O" and out[4:6] == ["B-tax_amount", "E-tax_amount"]


def test_a_phone_is_no_document_number_and_a_short_one_after_its_key_is():
    from docx_cli.decode.rules.keys import number_keys

    kinds = {"document_number": "single"}
    doc, tags = _rows([[(10, "INVOICE", "O")],
                       _spaced([("Invoice", "O"), ("Number:", "O"), ("27", "O")]),
                       _spaced([("416-555-0842", "S-document_number")])])
    out = number_keys(doc, tags, kinds)
    assert out[3] == "S-document_number" and out[4] == "O"


def test_a_names_key_alone_is_no_name_and_a_legal_form_alone_no_copy():
    from docx_cli.decode.rules.keys import party_keys
    from docx_cli.decode.values import _phrase

    assert _phrase("Navn") and _phrase("Razón social") and not _phrase("Navneet Traders")
    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([
        _spaced([("Foundry", "O"), ("Hall", "O"), ("Pty", "B-vendor_name"), ("Ltd", "E-vendor_name")]),
        [(10, "Invoice", "O"), (50, "to", "O")],
        _spaced([("Saltbush", "B-customer_name"), ("Analytics", "E-customer_name"), ("Pty", "B-customer_name"),
                 ("Ltd", "E-customer_name")]),
    ])
    assert party_keys(doc, tags, kinds)[-2:] == ["B-customer_name", "E-customer_name"]


def test_a_tax_summary_by_code_under_the_total_is_no_item():
    kinds = {"total_amount": "single", **KINDS}
    doc, tags = _rows([
        [(10, "Corrugated", "B-description"), (80, "box", "E-description"), (150, "48191010", "S-item_id"),
         (300, "71,500.00", "S-line_amount")],
        [(10, "Total", "O"), (300, "84,370.00", "S-total_amount")],
        [(150, "48191010", "S-item_id"), (300, "6,435.00", "S-line_amount")],
    ])
    _, items = decode_fields(doc, tags, [0.9] * len(tags), kinds)
    assert [i["line_amount"]["value"] for i in items] == ["71,500.00"]


def test_a_firms_initials_start_its_name_and_an_open_name_goes_on_over_a_size_change():
    from docx_cli.decode.rules.columns import legal_forms
    from docx_cli.decode.spans import _one_type_size

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([_spaced([("J", "O"), ("&", "O"), ("K", "O"), ("Murray", "B-customer_name"),
                                ("Plumbing", "I-customer_name"), ("Pty", "I-customer_name"), ("Ltd", "E-customer_name")])])
    assert legal_forms(doc, tags, kinds)[:4] == ["B-customer_name", "I-customer_name", "I-customer_name",
                                                 "I-customer_name"]
    words = [Word("SUMMIT", (10, 100, 70, 120), line_id=0), Word("ROOFING", (75, 100, 150, 120), line_id=0),
             Word("&", (10, 125, 16, 133), line_id=1), Word("Exteriors,", (20, 125, 70, 133), line_id=1),
             Word("Inc.", (75, 125, 95, 133), line_id=1)]
    entries = list(Document("w.pdf", (Page(1, 600, 800, words=tuple(words)),)).iter_words())
    assert _one_type_size([0, 1, 2, 3, 4], entries, DEFAULT.name_size_ratio) == [0, 1, 2, 3, 4]
    words[2] = Word("Dubai", (10, 125, 40, 133), line_id=1)  # a branch under a logo's name stays apart
    entries = list(Document("w.pdf", (Page(1, 600, 800, words=tuple(words)),)).iter_words())
    assert _one_type_size([0, 1, 2, 3, 4], entries, DEFAULT.name_size_ratio) == [0, 1]


def test_a_name_cut_under_its_logos_first_line_is_the_candidate_that_has_it():
    kinds = {"vendor_name": "single", "customer_name": "single"}
    lines = [[(10, "RHEINFELD", "O")],
             _spaced([("CHEMIE", "B-vendor_name"), ("AG", "E-vendor_name")]),
             [(10, "INVOICE", "O")],
             _spaced([("Rheinfeld", "B-vendor_name"), ("Chemie", "I-vendor_name"), ("AG", "E-vendor_name"),
                      ("-", "O"), ("Postfach", "O"), ("10", "O")])]
    doc, tags = _rows(lines)
    fields, _ = decode_fields(doc, tags, [0.9] * len(tags), kinds)
    assert fields["vendor_name"]["value"] == "Rheinfeld Chemie AG"
    doc, tags = _rows(lines[1:])  # no first line over it: the brand stays
    fields, _ = decode_fields(doc, tags, [0.9] * len(tags), kinds)
    assert fields["vendor_name"]["value"] == "CHEMIE AG"


def test_a_logos_monogram_opening_a_name_drops_from_it():
    from docx_cli.decode.spans import _name_part

    doc, _ = _rows([_spaced([("MS", "O"), ("Mälardalens", "O"), ("Städservice", "O"), ("AB", "O")])])
    assert _name_part([0, 1, 2, 3], list(doc.iter_words()))[0] == "Mälardalens Städservice AB"
    doc, _ = _rows([_spaced([("ABC", "O"), ("Trading", "O"), ("Ltd", "O")])])  # no monogram of its words
    assert _name_part([0, 1, 2], list(doc.iter_words()))[0] == "ABC Trading Ltd"


def test_a_names_first_words_read_as_its_address_are_the_names():
    from docx_cli.decode.rules.columns import legal_forms

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([[(10, "FACTURA", "O"), (70, "FISCALA", "O")],
                       _spaced([("CASA", "B-customer_address"), ("VERDE", "E-customer_address"),
                                ("HORECA", "B-customer_name"), ("S.R.L.", "E-customer_name")], x=200)])
    assert legal_forms(doc, tags, kinds)[2:] == ["B-customer_name", "I-customer_name", "I-customer_name",
                                                 "E-customer_name"]


def test_a_tip_of_whole_units_and_savings_are_no_purchase_total():
    from docx_cli.decode.normalize import reads_as
    from docx_cli.decode.rules.keys import amount_keys

    doc, tags = _rows([_spaced([("TOTAL", "O"), ("HK$", "O"), ("1,702.80", "S-total_amount")]),
                       _spaced([("Tips:", "O"), ("100", "O")]),
                       _spaced([("Total:", "O"), ("1,802.80", "S-total_amount")])])
    out = amount_keys(doc, tags, AMOUNT_KINDS)
    assert out[2] == "S-total_amount" and out[-1] == "O"
    doc, tags = _rows([_spaced([("TOTAL", "O"), ("SAVINGS", "O"), ("$", "O"), ("6.50", "S-total_amount")])])
    assert "S-total_amount" not in amount_keys(doc, tags, AMOUNT_KINDS)
    assert not reads_as("76.482.913-5", "amount") and reads_as("76.482.913", "amount")  # Chile's RUT


def test_a_logos_name_joined_and_an_official_order_forms_number():
    from docx_cli.decode.rules.keys import number_keys
    from docx_cli.decode.spans import _name_part

    doc, _ = _rows([_spaced([("BUILD", "O"), ("RIGHT", "O"), ("BUILDRIGHT", "O"), ("HOME", "O"), ("CENTER", "O")])])
    assert _name_part([0, 1, 2, 3, 4], list(doc.iter_words()))[0] == "BUILDRIGHT HOME CENTER"
    doc, tags = _rows([_spaced([("OFFICIAL", "O"), ("ORDER", "O"), ("FORM", "O")]),
                       _spaced([("Order", "O"), ("No.", "O"), ("SA/2026/0187", "O")])])
    assert number_keys(doc, tags, {"document_number": "single"})[-1] == "S-document_number"


def test_an_agencys_commission_is_no_tax_and_a_print_date_is_no_documents_date():
    from docx_cli.decode.rules.keys import amount_keys, date_keys

    doc, tags = _rows([_spaced([("Gross", "O"), ("Amount", "O"), ("$", "O"), ("18,790.00", "S-total_amount")]),
                       _spaced([("Agency", "O"), ("Commission", "O"), ("(15%)", "O"), ("-$2,818.50", "S-tax_amount")]),
                       _spaced([("Net", "O"), ("Amount", "O"), ("$", "O"), ("15,971.50", "O")])])
    out = amount_keys(doc, tags, AMOUNT_KINDS)
    assert out[3] == "S-total_amount" and "S-tax_amount" not in out
    kinds = {"date": "single", "due_date": "single"}
    doc, tags = _rows([[(10, "ORDER", "O"), (60, "CONFIRMATION", "O")],
                       _spaced([("Order", "O"), ("Date", "O"), ("Oct", "O"), ("12,", "O"), ("2026", "O")]),
                       _spaced([("Print", "O"), ("Date", "O"), ("Oct", "B-date"), ("13,", "I-date"), ("2026", "E-date")])])
    assert date_keys(doc, tags, kinds)[-3:] == ["O", "O", "O"]  # (the date printed on is no document's)
    doc, tags = _rows([_spaced([("Rose", "B-vendor_name"), ("City", "I-vendor_name"), ("Print", "I-vendor_name"),
                                ("Co", "E-vendor_name")]),
                       _spaced([("Date", "O"), ("Oct", "B-date"), ("13,", "I-date"), ("2026", "E-date")])])
    assert date_keys(doc, tags, kinds)[-3:] == ["B-date", "I-date", "E-date"]  # "Print" in a name is no key


def test_an_items_text_starts_under_its_own_header_cell():
    from docx_cli.decode.rules.headers import column_headers, header_cells

    kinds = {"item_id": "item", "description": "item", "quantity": "item", "unit_price": "item",
             "line_amount": "item"}
    header = [(10, "Ln", "O"), (40, "Days", "O"), (80, "Time", "O"), (160, "Program", "O"), (300, "Spots", "O"),
              (350, "Rate", "O"), (420, "Cost", "O")]
    row = [(10, "2", "B-description"), (40, "M-F", "I-description"), (80, "7:00A-9:00A", "I-description"),
           (160, "Today", "I-description"), (196, "Show", "E-description"), (300, "15", "O"),
           (350, "110.00", "S-unit_price"), (420, "1,650.00", "S-line_amount")]
    doc, tags = _rows([header, row])
    out = header_cells(doc, tags, kinds)
    assert out[7:12] == ["O", "O", "O", "B-description", "E-description"]
    assert column_headers(doc, out, kinds)[12] == "S-quantity"  # "Spots" heads the count
    # an item's code under "Code" is its id; a description a word space from its code under a centred header is left
    doc, tags = _rows([[(10, "Code", "O"), (120, "Description", "O"), (300, "Qty", "O"), (350, "Amount", "O")],
                       [(10, "PL-11AER", "B-description"), (120, "Aerosol", "I-description"), (168, "Lube", "E-description"),
                        (300, "2", "S-quantity"), (350, "10.00", "S-line_amount")]])
    assert header_cells(doc, tags, kinds)[4:7] == ["S-item_id", "B-description", "E-description"]
    doc, tags = _rows([[(10, "#", "O"), (150, "Description", "O"), (300, "Qty", "O"), (350, "Amount", "O")],
                       [(10, "Blue", "B-description"), (40, "Widget", "E-description"), (300, "2", "S-quantity"),
                        (350, "10.00", "S-line_amount")]])
    assert header_cells(doc, tags, kinds) == tags


def test_a_flights_dates_are_a_period_not_a_due_date():
    from docx_cli.decode.rules.keys import date_keys

    kinds = {"date": "single", "due_date": "single"}
    doc, tags = _rows([_spaced([("Order", "O"), ("Date", "O"), ("Nov", "B-date"), ("20,", "I-date"), ("2026", "E-date")]),
                       _spaced([("Flight", "O"), ("Nov", "O"), ("30", "O"), ("-", "O"), ("Jan", "B-due_date"),
                                ("3,", "I-due_date"), ("2027", "E-due_date")])])
    assert date_keys(doc, tags, kinds)[-3:] == ["O", "O", "O"]
    doc, tags = _rows([tags_line := _spaced([("Due", "O"), ("Date", "O"), ("Nov", "O"), ("30", "O"), ("-", "O"),
                                             ("Jan", "B-due_date"), ("3,", "I-due_date"), ("2027", "E-due_date")])])
    assert date_keys(doc, tags, kinds)[-3:] == [t for _, _, t in tags_line[-3:]]  # (no period's key: left alone)


def test_an_agencys_name_and_a_product_are_no_partys():
    from docx_cli.decode.rules.keys import party_keys

    kinds = {"vendor_name": "single", "customer_name": "single"}
    doc, tags = _rows([_spaced([("Advertiser:", "O"), ("Carolina", "B-customer_name"), ("Comfort", "E-customer_name")]),
                       _spaced([("Agency:", "O"), ("Carolina", "B-customer_name"), ("Campaign", "I-customer_name"),
                                ("Media", "I-customer_name"), ("LLC", "E-customer_name")]),
                       _spaced([("Product:", "O"), ("Braces", "B-customer_name"), ("&", "I-customer_name"),
                                ("Aligners", "E-customer_name")])])
    out = party_keys(doc, tags, kinds)
    assert out[1:3] == ["B-customer_name", "E-customer_name"] and set(out[3:]) == {"O"}


def test_a_stations_contract_and_advertising_order_number_their_own():
    from docx_cli.decode.rules.keys import number_keys

    kinds = {"document_number": "single"}
    doc, tags = _rows([_spaced([("BROADCAST", "O"), ("CONTRACT", "O")]),
                       _spaced([("Contract", "O"), ("No.", "O"), ("104418", "O")])])
    assert number_keys(doc, tags, kinds)[-1] == "S-document_number"
    doc, tags = _rows([_spaced([("KHLN", "O"), ("AM", "B-document_number"), ("1340", "E-document_number")]),
                       _spaced([("ADVERTISING", "O"), ("ORDER", "O")]),
                       _spaced([("Order", "O"), ("#", "O"), ("2026-117", "O")])])
    out = number_keys(doc, tags, kinds)
    assert out[-1] == "S-document_number" and out[1:3] == ["O", "O"]


def test_an_untagged_line_between_read_rows_in_their_columns_is_a_row():
    from docx_cli.decode.rules.like_rows import like_rows

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}

    def row(text, qty, price, amount, tagged):
        tag = (lambda t: t) if tagged else (lambda t: "O")
        return [(10, text, tag("S-description")), (200, qty, tag("S-quantity")), (260, price, tag("S-unit_price")),
                (330, amount, tag("S-line_amount"))]

    lines = [row("Morning", "11", "120.00", "1320.00", True), row("Noon", "7", "150.00", "1050.00", False),
             row("Court", "8", "110.00", "990.00", False),  # (8 x 110.00 is no 990.00: no row)
             row("Evening", "7", "400.00", "2800.00", True), row("Totals", "33", "38.00", "18790.00", False)]
    doc, tags = _rows(lines)
    out = like_rows(doc, tags, kinds)
    assert out[5:8] == ["S-quantity", "S-unit_price", "S-line_amount"] and out[4] == "O"  # (its text: row_text)
    assert set(out[8:12]) == {"O"} and set(out[16:]) == {"O"}


def test_an_order_forms_keys_alone_are_no_names_and_a_flights_end_after_its_month():
    from docx_cli.decode.rules.keys import date_keys
    from docx_cli.decode.values import _phrase

    assert _phrase("Product") and _phrase("Campaign") and _phrase("Agency") and not _phrase("Product Co")
    kinds = {"date": "single", "due_date": "single"}
    doc, tags = _rows([_spaced([("Flight:", "O"), ("Nov", "O"), ("16", "O"), ("-", "O"), ("Dec", "O"),
                                ("20,", "B-due_date"), ("2026", "E-due_date")])])
    assert date_keys(doc, tags, kinds)[-2:] == ["O", "O"]


def test_a_number_before_an_items_text_under_another_header_is_that_columns():
    from docx_cli.decode.rules.headers import header_cells

    kinds = {"description": "item", "quantity": "item", "unit_price": "item", "line_amount": "item"}
    doc, tags = _rows([[(10, "Zone", "O"), (110, "Subs", "O"), (150, "Network", "O"), (300, "Spots", "O"),
                        (350, "Rate", "O"), (420, "Amount", "O")],
                       [(10, "Westlake", "O"), (110, "29,750", "B-description"), (150, "Fox", "I-description"),
                        (172, "News", "E-description"), (300, "19", "S-quantity"), (350, "26.00", "S-unit_price"),
                        (420, "494.00", "S-line_amount")]])
    assert header_cells(doc, tags, kinds)[7:10] == ["O", "B-description", "E-description"]
    doc, tags = _rows([[(10, "Item", "O"), (40, "Description", "O"), (300, "Qty", "O"), (350, "Amount", "O")],
                       [(10, "Steel", "B-description"), (47, "Washer", "E-description"), (300, "2", "S-quantity"),
                        (350, "10.00", "S-line_amount")]])
    assert header_cells(doc, tags, {**kinds}) == tags  # (letters, a word space apart: one text)


def test_an_insertion_orders_number_and_a_series_read_without_its_number():
    from docx_cli.decode.rules.keys import number_key_names, number_keys

    assert number_key_names("IO Number") == "order"
    doc, tags = _rows([_spaced([("SPOT", "O"), ("ORDER", "O")]),
                       _spaced([("Order", "O"), ("No.", "O"), ("ORD", "S-document_number"), ("26-5531", "O")])])
    assert number_keys(doc, tags, {"document_number": "single"})[-2:] == ["B-document_number", "E-document_number"]


def test_one_documents_headers_are_read_once_and_fold_is_cached():
    from docx_cli.decode.rules.headers import document_headers, header_lines
    from docx_cli.decode.rules.keys import fold

    doc, _ = _rows([[(10, "Qty", "O"), (60, "Price", "O"), (120, "Amount", "O")], [(10, "2", "O")]])
    other, _ = _rows([[(10, "Menge", "O"), (60, "Preis", "O"), (120, "Betrag", "O")]])
    first = document_headers(doc, list(doc.iter_words()))
    assert first == header_lines(list(doc.iter_words())) and document_headers(doc, []) is first
    assert document_headers(other, list(other.iter_words())) is not first
    assert fold("Date d'échéance :") == "date d echeance" == fold("DATE D'ÉCHÉANCE")


def test_a_count_times_a_price_on_its_own_line_is_a_quantity_and_a_unit_price():
    from docx_cli.decode.rules.counted import at_prices

    # a pub's "3 x £ 4.70" under "Hobsons Best Bitter 14.10"; an Italian "0,850 kg x 3,90 €/kg" over its product
    doc, tags = _doc([[("Hobsons", "S-description"), ("14.10", "S-line_amount")],
                      [("3", "O"), ("x", "O"), ("£", "O"), ("4.70", "S-line_amount")],
                      [("0,850", "O"), ("kg", "O"), ("x", "O"), ("3,90", "O"), ("€/kg", "O")],
                      [("PANE", "S-description"), ("3,32", "S-line_amount")]])
    out = at_prices(doc, tags, KINDS)
    assert out[2:6] == ["S-quantity", "O", "O", "S-unit_price"]
    assert out[6:11] == ["S-quantity", "O", "O", "S-unit_price", "O"]
    assert _items(doc, out) == [
        {"description": "Hobsons", "line_amount": "14.10", "quantity": "3", "unit_price": "4.70"},
        {"quantity": "0,850", "unit_price": "3,90", "description": "PANE", "line_amount": "3,32"}]
    # a count and a price that make no amount beside them, or a pack's size, stay as read
    doc, tags = _doc([[("6", "O"), ("x", "O"), ("0,45", "O")], [("ACQUA", "S-description"), ("2,80", "S-line_amount")],
                      [("2", "O"), ("x", "O"), ("500g", "S-description")]])
    assert at_prices(doc, tags, KINDS) == tags


def test_a_count_line_joins_its_products_row_only_where_it_makes_its_amount():
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "count_lines"))
    doc, tags = _doc([[("Haferdrink", "S-description"), ("3,75", "S-line_amount")],
                      [("3", "S-quantity"), ("1,25", "S-unit_price")],
                      [("Reiswaffeln", "S-description"), ("1,29", "S-line_amount")],
                      [("2", "S-quantity"), ("0,70", "S-unit_price")]])
    assert _items(doc, tags) == [
        {"description": "Haferdrink", "line_amount": "3,75", "quantity": "3", "unit_price": "1,25"},
        {"description": "Reiswaffeln", "line_amount": "1,29"}, {"quantity": "2", "unit_price": "0,70"}]
    assert _items(doc, tags, off)[:2] == [{"description": "Haferdrink", "line_amount": "3,75"},
                                          {"quantity": "3", "unit_price": "1,25"}]


def test_a_packs_size_is_no_price():
    # "DORITOS NACHO 2.75OZ 2.49": the size stays in the product; "42St" | "11,95" read as one amount keeps the price
    from docx_cli.decode.rules.columns import whole_cells

    doc, tags = _rows([[(10, "DORITOS", "B-description"), (58, "NACHO", "E-description"), (94, "2.75OZ", "O"),
                        (200, "2.49", "S-line_amount")],
                       [(10, "Windeln", "S-description"), (58, "42St", "S-line_amount"),
                        (200, "11,95", "S-line_amount")]])
    tags = whole_cells(doc, tags, KINDS)
    assert tags[:3] == ["B-description", "I-description", "E-description"]
    assert [r["line_amount"] for r in _items(doc, tags)] == ["2.49", "11,95"]


def test_a_read_rows_missing_price_is_the_number_in_the_amounts_column():
    from docx_cli.decode.rules.like_rows import row_amounts

    # a convenience store's receipt: "Vinyl Umbrella ¥ 770" read without its price, the prices above read
    doc, tags = _rows([[(10, "Ocha", "S-description"), (194, "162", "S-line_amount")],
                       [(10, "Sando", "S-description"), (194, "298", "S-line_amount")],
                       [(10, "Umbrella", "S-description"), (180, "¥", "O"), (194, "770", "O")],
                       [(10, "Mask", "S-description"), (60, "7pcs", "O")],  # no number in the column: as read
                       [(10, "Total", "O"), (188, "1230", "S-total_amount")],
                       [(10, "Change", "S-description"), (194, "270", "O")]])  # under the total: no row
    out = row_amounts(doc, tags, KINDS)
    assert out[6] == "S-line_amount"
    assert out[:6] == tags[:6] and out[7:] == tags[7:]
    # where the prices read print cents, a count does not stand in for one; nor does a sum keyed on its line
    doc, tags = _rows([[(10, "Pane", "S-description"), (194, "3,32", "S-line_amount")],
                       [(10, "Latte", "S-description"), (194, "1,69", "S-line_amount")],
                       [(10, "Uova", "S-description"), (212, "6", "O")],
                       [(10, "Note", "S-description"), (100, "Veroton", "O"), (148, "yhteensä", "O"),
                        (194, "5,01", "O")]])
    assert row_amounts(doc, tags, KINDS) == tags


def test_a_pack_size_in_a_rows_untagged_text_is_the_products():
    from docx_cli.decode.rules.columns import row_text

    doc, tags = _rows([[(10, "Shampoo", "S-description"), (194, "2,45", "S-line_amount")],
                       [(10, "Studentenfutter", "O"), (106, "200g", "O"), (194, "2,49", "S-line_amount")],
                       [(10, "Wattepads", "S-description"), (194, "0,85", "S-line_amount")]])
    assert row_text(doc, tags, KINDS)[2:4] == ["B-description", "E-description"]


def test_a_products_prices_on_the_line_under_it_are_its_unit_price_and_amount():
    # a Mexican ticket: "2 COCA COLA 600ML" over "$ 19.00  $ 38.00", both prices read as line amounts
    doc, tags = _doc([[("2", "S-quantity"), ("COCA", "B-description"), ("COLA", "E-description")],
                      [("19.00", "S-line_amount"), ("38.00", "S-line_amount")],
                      [("1", "S-quantity"), ("PAN", "S-description")],
                      [("52.00", "S-unit_price"), ("52.00", "S-line_amount")],
                      [("Nota", "S-description")], [("4.00", "S-line_amount")]])  # a lone amount: no price of it
    assert _items(doc, tags) == [
        {"quantity": "2", "description": "COCA COLA", "unit_price": "19.00", "line_amount": "38.00"},
        {"quantity": "1", "description": "PAN", "unit_price": "52.00", "line_amount": "52.00"},
        {"description": "Nota"}]


def test_a_receipts_payments_under_its_total_are_no_items():
    rows = [[("PANE", "S-description"), ("3,32", "S-line_amount")],
            [("LATTE", "S-description"), ("1,69", "S-line_amount")],
            [("TOTALE", "O"), ("5,01", "S-total_amount")],
            [("Ticket", "S-description"), ("10,00", "S-line_amount")],
            [("2", "S-quantity"), ("Buono", "S-description"), ("1,00", "S-line_amount")]]
    doc, tags = _doc(rows)
    assert [r["description"] for r in _items(doc, tags)] == ["PANE", "LATTE"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r not in ("after_total", "after_sums")))
    assert [r["description"] for r in _items(doc, tags, off)] == ["PANE", "LATTE", "Ticket", "Buono"]
    # a receipt printing its total first keeps the rows under it
    doc, tags = _doc([rows[2], rows[0], rows[1], rows[3]])
    assert [r["description"] for r in _items(doc, tags)] == ["PANE", "LATTE", "Ticket"]


def test_a_skipped_line_right_over_a_tables_rows_with_a_price_in_its_column_is_a_row():
    from docx_cli.decode.rules.like_rows import row_amounts

    doc, tags = _rows([[(10, "Karaage", "O"), (58, "Regular", "O"), (194, "238", "O")],
                       [(10, "Ocha", "S-description"), (194, "162", "S-line_amount")],
                       [(10, "Sando", "S-description"), (194, "298", "S-line_amount")],
                       [(10, "Shonen", "O"), (58, "Jump", "O"), (194, "300", "O")]])  # under the last row: a total's
    out = row_amounts(doc, tags, KINDS)
    assert out[:3] == ["B-description", "E-description", "S-line_amount"]
    assert out[3:] == tags[3:]
    # a line with a key on it is none ("Transport van pagina 1", "Banking Details Total Discount R")
    doc, tags = _rows([[(10, "Transport", "O"), (58, "van", "O"), (82, "pagina", "O"), (194, "238", "O")],
                       [(10, "Ocha", "S-description"), (194, "162", "S-line_amount")],
                       [(10, "Sando", "S-description"), (194, "298", "S-line_amount")]])
    assert row_amounts(doc, tags, KINDS) == tags


def test_a_polish_tills_count_and_glued_price_make_its_amount():
    from docx_cli.decode.rules.counted import at_prices

    doc, tags = _doc([[("Chleb", "S-description"), ("1", "S-quantity"), ("x5,49", "O"), ("5,49B", "O")],
                      [("Pomidory", "S-description"), ("0,734", "S-line_amount"), ("x12,99", "O"), ("9,53B", "O")],
                      [("Kawa", "S-description"), ("2", "O"), ("x3,00", "O"), ("7,00A", "O")]])  # 2 x 3,00 ≠ 7,00
    out = at_prices(doc, tags, KINDS)
    assert out[1:4] == ["S-quantity", "S-unit_price", "S-line_amount"]
    assert out[5:8] == ["S-quantity", "S-unit_price", "S-line_amount"]
    assert out[8:] == tags[8:]


def test_a_polish_sum_of_discounts_is_no_total():
    from docx_cli.decode.rules.keys import amount_key_names

    assert amount_key_names("Suma rabatów:") == "discount"
    assert amount_key_names("SUMA PLN") == "total"
    assert amount_key_names("Podsuma:") == "net"


def test_an_auckland_dollar_a_kenyan_shilling_and_a_price_after_its_mark():
    from docx_cli.currency import currency_code
    from docx_cli.decode.rules.counted import at_prices
    from docx_cli.decode.rules.currency import dollar_country

    doc, _ = _rows([_spaced([("Mt", "O"), ("Albert,", "O"), ("Auckland", "O"), ("1025", "O")])])
    fields = {"currency": {"value": "$", "normalized": "USD"}}
    dollar_country(fields, list(doc.iter_words()))
    assert fields["currency"]["normalized"] == "NZD"
    assert currency_code("KSH") == currency_code("KSh") == "KES"
    # "2 @ $ 3.49" under "Dark Chocolate Block $ 6.98": the price after the mark is the unit price
    doc, tags = _doc([[("2", "S-quantity"), ("@", "O"), ("$", "B-line_amount"), ("3.49", "E-line_amount")]])
    assert at_prices(doc, tags, KINDS) == ["S-quantity", "O", "O", "S-unit_price"]


def test_a_modifier_under_a_product_is_no_part_of_it():
    # a restaurant's check: "1 Old Fashioned 13.00" over "- Extra orange"; a plain wrap still joins
    doc, tags = _rows([[(10, "1", "S-quantity"), (22, "Old", "B-description"), (46, "Fashioned", "E-description"),
                        (196, "13.00", "S-line_amount")],
                       [(30, "-", "O"), (38, "Extra", "B-description"), (70, "orange", "E-description")],
                       [(10, "1", "S-quantity"), (22, "Smoked", "B-description"), (64, "Brisket", "E-description"),
                        (196, "26.00", "S-line_amount")],
                       [(22, "Plate", "S-description")]])
    assert [r["description"] for r in _items(doc, tags)] == ["Old Fashioned", "Smoked Brisket Plate"]


def test_a_line_set_out_left_of_the_priced_rows_under_it_is_their_heading():
    # a food court's receipt: "Stall 08 - Chicken Rice" over "Roasted Chicken Rice 2 5.00 10.00", set out left
    doc, tags = _rows([[(22, "Laksa", "S-description"), (196, "7.00", "S-line_amount")],
                       [(10, "Stall", "B-description"), (42, "08", "E-description")],
                       [(22, "Roasted", "B-description"), (70, "Rice", "E-description"), (196, "10.00", "S-line_amount")],
                       [(22, "Extra", "B-description"), (58, "Egg", "E-description")],  # a wrap: not set out
                       [(22, "Kopi", "S-description"), (196, "3.80", "S-line_amount")]])
    assert [r["description"] for r in _items(doc, tags)] == ["Laksa", "Roasted Rice Extra Egg", "Kopi"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "section_heads"))
    assert [r["description"] for r in _items(doc, tags, off)] == ["Laksa", "Stall 08", "Roasted Rice Extra Egg", "Kopi"]


def test_hours_with_cents_stay_a_quantity_with_a_timesheet_summary_under_the_total():
    from docx_cli.decode.rules.headers import column_headers

    doc, tags = _rows([[(10, "Description", "O"), (200, "Hours", "O"), (260, "Rate", "O"), (330, "Amount", "O")],
                       [(10, "DevOps", "S-description"), (200, "142.50", "S-unit_price"), (260, "385.00", "S-quantity"),
                        (330, "54862.50", "S-line_amount")],
                       [(10, "Architect", "S-description"), (200, "36.00", "S-quantity"),
                        (260, "460.00", "S-unit_price"), (330, "16560.00", "S-line_amount")],
                       [(10, "Total", "O"), (330, "71422.50", "S-total_amount")],
                       [(10, "Levi", "S-description"), (200, "36", "S-quantity"), (260, "38", "O")]])
    out = column_headers(doc, tags, KINDS)
    assert out[5:7] == ["S-quantity", "S-unit_price"]


def test_an_items_id_that_is_a_date_is_none():
    # a hotel folio: "02/12/2026 | Room 1204 Deluxe | 4,200.00": the date column read as the item's code
    doc, tags = _doc([[("02/12/2026", "S-item_id"), ("Room", "S-description"), ("4200.00", "S-line_amount")],
                      [("A-1204", "S-item_id"), ("Minibar", "S-description"), ("350.00", "S-line_amount")]])
    assert [r.get("item_id") for r in _items(doc, tags)] == [None, "A-1204"]


def test_a_tax_under_a_bare_totals_key_is_no_tax():
    from docx_cli.decode.rules.keys import amount_keys

    # a Scottish fee note: "Total fees £ 1,895.00" read as the tax over "VAT at 20% on fees £ 379.00"
    doc, tags = _rows([
        [(10, "Total", "O"), (40, "fees", "O"), (200, "1,895.00", "S-tax_amount")],
        [(10, "VAT", "O"), (40, "at", "O"), (60, "20%", "O"), (90, "on", "O"), (110, "fees", "O"), (200, "379.00", "O")],
        [(10, "TOTAL", "O"), (40, "DUE", "O"), (200, "2,274.00", "S-total_amount")],
    ])
    out = amount_keys(doc, tags, AMOUNT_KINDS)
    assert out[2] == "O" and out[8] == "S-tax_amount" and out[11] == "S-total_amount"


def test_a_creditors_department_is_no_credit_notes_number_key():
    from docx_cli.decode.rules.keys import number_key_names

    # "t.a.v. Crediteurenadministratie" over "Ringbaan-West 210": an address, no key of the document's number
    assert number_key_names("t.a.v. Crediteurenadministratie") is None
    assert number_key_names("Credit Note No.") == number_key_names("Creditnr.") == "doc"
    assert number_key_names("Creditnota nr.") == number_key_names("Credit memo #") == "doc"
    assert number_key_names("Fee Note No.") == "doc"  # a Scottish solicitor's invoice


def test_a_statements_previous_balance_is_no_total():
    from docx_cli.decode.rules.keys import amount_key_names, amount_keys

    assert amount_key_names("Previous balance") == amount_key_names("Saldo anterior") == "previous"
    # an electricity bill: "Previous balance $ 412.36" read as the total beside "Total amount due $ 989.36"
    doc, tags = _rows([[(10, "Previous", "O"), (60, "balance", "O"), (200, "412.36", "S-total_amount")],
                       [(10, "Total", "O"), (40, "amount", "O"), (80, "due", "O"), (200, "989.36", "S-total_amount")]])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "O", "O", "O", "O", "O", "S-total_amount"]


def test_an_addresss_key_is_no_name():
    from docx_cli.decode.values import _phrase

    assert _phrase("Supply address") and _phrase("Delivery Address")
    assert not _phrase("Rebecca Tran") and not _phrase("Address Solutions Pty Ltd")


def test_a_products_cell_runs_on_over_its_size_and_dimensions_but_not_over_a_weighed_quantity():
    from docx_cli.decode.rules.columns import whole_cells

    doc, tags = _rows([
        _spaced([("Chopped", "B-description"), ("tomatoes", "I-description"), ("6", "O"), ("x", "O"),
                ("2.5kg", "S-unit_price")]) + [(300, "4", "S-quantity"), (400, "68.80", "S-line_amount")],
        _spaced([("Reifen", "B-description"), ("Pick-Up", "E-description"), ("20", "O"), ("x", "O"),
                ("2.35", "O")]) + [(300, "2", "S-quantity"), (400, "128.00", "S-line_amount")],
        _spaced([("180x18", "S-quantity"), ("weatherboard", "S-description")])
        + [(300, "216", "S-quantity"), (400, "1998.00", "S-line_amount")],
        _spaced([("BEEF", "B-description"), ("JERKY", "E-description"), ("3.25", "S-unit_price"), ("OZ", "O")])
        + [(400, "6.49", "S-line_amount")],
        _spaced([("BANANAS", "S-description"), ("2.5", "S-quantity"), ("lb", "O"), ("@", "O"),
                ("0.59", "S-unit_price")]) + [(400, "1.48", "S-line_amount")]])
    out = whole_cells(doc, tags, KINDS)
    assert out[0:7] == ["B-description", *["I-description"] * 3, "E-description", "S-quantity", "S-line_amount"]
    assert out[7:14] == ["B-description", *["I-description"] * 3, "E-description", "S-quantity", "S-line_amount"]
    assert out[14:18] == ["B-description", "E-description", "S-quantity", "S-line_amount"]
    assert out[18:23] == ["B-description", "I-description", "I-description", "E-description", "S-line_amount"]
    assert out[23:29] == tags[23:29]  # weighed at a price: "2.5 lb" stays the quantity


def test_a_word_ending_in_a_colon_opens_a_products_cell_only_on_a_row_with_an_items_numbers():
    from docx_cli.decode.rules.columns import whole_cells

    doc, tags = _rows([
        _spaced([("Delivery:", "O"), ("Paarl", "B-description"), ("area", "E-description")])
        + [(300, "2", "S-quantity"), (400, "950.00", "S-line_amount")],
        _spaced([("Authorised", "O"), ("by:", "O"), ("Michael", "B-description"), ("Ashworth", "E-description")])])
    out = whole_cells(doc, tags, KINDS)
    assert out[:3] == ["B-description", "I-description", "E-description"]
    assert out[5:] == tags[5:]  # no numbers on the line: "by:" is a key


def test_a_receipts_discount_line_is_no_item_and_an_invoices_credit_line_is():
    rows = [[("MILK", "S-description"), ("1,69", "S-line_amount")],
            [("BREAD", "S-description"), ("2,10", "S-line_amount")],
            [("Sleva", "B-description"), ("kartou", "E-description"), ("-0,50", "S-line_amount")]]
    doc, tags = _doc(rows)
    assert [r["description"] for r in _items(doc, tags)] == ["MILK", "BREAD"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "discount_rows"))
    assert [r["description"] for r in _items(doc, tags, off)] == ["MILK", "BREAD", "Sleva kartou"]
    # a credit line printing its count negative too, and a credit note's rows, all negative, are items
    doc, tags = _doc([*rows[:2], [("Credit", "S-description"), ("-1", "O"), ("1,00", "S-unit_price"),
                                  ("-1,00", "S-line_amount")]])
    assert [r["description"] for r in _items(doc, tags)] == ["MILK", "BREAD", "Credit"]
    doc, tags = _doc([[("MILK", "S-description"), ("-1,69", "S-line_amount")],
                      [("BREAD", "S-description"), ("-2,10", "S-line_amount")]])
    assert [r["description"] for r in _items(doc, tags)] == ["MILK", "BREAD"]


def test_a_price_to_three_decimals_multiplies_out_on_a_page_whose_amounts_print_a_decimal_point():
    # a lumber export invoice: "Pieces | Tally (FBM) | Price | Amount", "2,340 | 12,480 | 1.185 | 14,788.80"
    doc, tags = _doc([[("SPF", "S-description"), ("2,340", "S-unit_price"), ("12,480", "S-unit_price"),
                       ("1.185", "S-unit_price"), ("14,788.80", "S-line_amount")],
                      [("Cedar", "S-description"), ("1,536", "S-unit_price"), ("15,360", "S-line_amount"),
                       ("1.242", "O"), ("19,077.12", "O")]])
    out = row_arithmetic(doc, tags, KINDS)
    assert out[1:5] == ["O", "S-quantity", "S-unit_price", "S-line_amount"]
    assert out[6:] == ["O", "S-quantity", "S-unit_price", "S-line_amount"]


def test_a_row_multiplying_counts_gives_way_to_its_reading_that_multiplies_money():
    # "Cans | Cartons | Cans total | Price | Amount": 48 × 1,200 = 57,600 cans, 1,200 × 31.20 = 37,440.00 dollars
    doc, tags = _doc([[("Tuna", "S-description"), ("48", "S-quantity"), ("1,200", "S-unit_price"),
                       ("57,600", "S-line_amount"), ("31.20", "O"), ("37,440.00", "O")]])
    assert row_arithmetic(doc, tags, KINDS)[2:] == ["S-quantity", "O", "S-unit_price", "S-line_amount"]
    # whole-unit money (no cents anywhere): the tags that multiply out stay
    doc, tags = _doc([[("Tuna", "S-description"), ("48", "S-quantity"), ("1,200", "S-unit_price"),
                       ("57,600", "S-line_amount"), ("31", "O"), ("37,200", "O")]])
    assert row_arithmetic(doc, tags, KINDS) == tags


def test_a_total_under_a_key_naming_something_else_or_counting_goods_gives_way_to_the_one_a_total_key_names():
    from docx_cli.decode.rules.keys import amount_keys

    doc, tags = _rows([
        [(10, "Insurance:", "O"), (200, "97,91", "S-total_amount"), (240, "EUR", "O")],
        [(10, "TOTAL", "O"), (50, "CIF", "O"), (80, "HAMBURG", "O"), (200, "65.274,00", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "O", "O", "O", "O", "O", "S-total_amount"]
    doc, tags = _rows([
        [(10, "Total:", "O"), (60, "5,450", "S-total_amount"), (100, "pcs", "O")],
        [(10, "TOTAL", "O"), (50, "FOB", "O"), (80, "VALUE", "O"), (200, "50,217.50", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == ["O", "O", "O", "O", "O", "O", "S-total_amount"]
    # the total rounded to the coins in use, under its rounding's key, stays a total
    doc, tags = _rows([
        [(10, "Total", "O"), (50, "Sales", "O"), (200, "22.91", "S-total_amount")],
        [(10, "Rounding", "O"), (200, "22.90", "S-total_amount")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS)[4] == "S-total_amount"


def test_rows_under_a_pages_last_sum_line_are_no_items_but_a_sections_rows_under_its_subtotal_are():
    rows = [[("PANE", "S-description"), ("3,32", "S-line_amount")],
            [("LATTE", "S-description"), ("1,69", "S-line_amount")],
            [("TOPLAM", "O"), ("5,01", "O")],
            [("KAZANILAN", "B-description"), ("PUAN", "E-description"), ("9,51", "S-line_amount")]]
    doc, tags = _doc(rows)
    assert [r["description"] for r in _items(doc, tags)] == ["PANE", "LATTE"]
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "after_sums"))
    assert [r["description"] for r in _items(doc, tags, off)] == ["PANE", "LATTE", "KAZANILAN PUAN"]
    # a statement's fees, their subtotal, its disbursements and theirs: only what stands under the last goes
    doc, tags = _doc([rows[0], rows[1], [("Subtotal", "O"), ("5,01", "O")],
                      [("Filing", "B-description"), ("fee", "E-description"), ("250,00", "S-line_amount")],
                      [("Courier", "S-description"), ("40,00", "S-line_amount")], [("Subtotal", "O"), ("290,00", "O")],
                      [("Paid", "S-description"), ("295,01", "S-line_amount")]])
    assert [r["description"] for r in _items(doc, tags)] == ["PANE", "LATTE", "Filing fee", "Courier"]


def test_a_total_printing_no_cents_beside_one_that_does_and_a_weight_are_no_totals():
    from docx_cli.decode.rules.keys import amount_keys

    doc, tags = _rows([
        [(10, "TOTAL", "O"), (200, "5,000", "O"), (260, "184,900", "S-total_amount")],  # cartons and cans
        [(10, "TOTAL", "O"), (50, "CFR", "O"), (200, "USD", "O"), (260, "108,167.50", "S-total_amount")],
    ])
    out = amount_keys(doc, tags, AMOUNT_KINDS)
    assert out[2] == "O" and out[6] == "S-total_amount"
    # a bare total does not give way to a gross weight after it
    doc, tags = _rows([
        [(10, "Total", "O"), (200, "1,250.00", "S-total_amount")],
        [(10, "Gross", "O"), (50, "weight:", "O"), (200, "31,204.00", "O"), (260, "kg", "O")],
    ])
    assert amount_keys(doc, tags, AMOUNT_KINDS) == tags
