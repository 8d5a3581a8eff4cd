"""Every tuned threshold of decoding, and which repair rules run, in one frozen dataclass.

``DEFAULT`` reproduces what models/default is scored with. Each rule can be switched off by leaving its name
out of ``rules`` (``replace(DEFAULT, rules=tuple(r for r in RULES if r != "take_next_lines"))``), so that each one
can be measured on its own. Where a value says "chosen on validation", it was picked among the values listed
on the synthetic validation families, the union validation split and the SROIE validation split
(models/default/MODEL_CARD.md gives the figures); the test sets never chose a value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

# The repair rules, in the order they run. Their code: docx_cli/decode/rules/ (and viterbi.py, spans.py,
# values.py, rows.py for the ones that live inside those steps).
RULES = (
    "line_breaks",         # viterbi.py: at a line break a value may stop and another go on (columns)
    "date_ranges",         # rules/periods.py: two dates printed as a range on one line are the period's start and
    #                        end ("01.09.2022 – 28.09.2022"), not the document's date and due date
    "fill_single",         # rules/fill.py: an empty single field takes its most probable free word
    "typed_fill",          # rules/fill.py: a date/amount field takes (and keeps) only words that read as one
    "sole_date",           # rules/fill.py: an empty date takes the one free word of the page that reads as a date
    "move_runs",           # rules/fill.py: a dropped value of several words moves to an empty single field
    "displaced_date",      # rules/fill.py: a date displaced from a later date counts twice towards `date`
    "date_keys",           # rules/keys.py: a date printed after a key that names it is that date (a due-date key:
    #                        the due date; a delivery, period or earlier invoice's key: neither date)
    "amount_keys",         # rules/keys.py: the total is the amount its printed key names as the amount to pay (not
    #                        one under a subtotal, tax, cash or change key)
    "tax_base",            # rules/keys.py: a tax read on the amount it is levied on moves to the tax after it on its
    #                        line, that amount times the line's rate ("IVA 23% | 1.283,00 | 295,09")
    "number_keys",         # rules/keys.py: a document number under another number's key (a VAT id, a customer
    #                        number, a cited invoice) is not the document's; an empty one takes the number under
    #                        its own key
    "party_keys",          # rules/keys.py: a name printed under a key naming a party ("Bill to", "Supplier") is
    #                        that party's
    "order_issuer",        # rules/keys.py (in party_keys): an order's title says who issued it (a purchase order
    #                        the buyer, an order confirmation the seller); the letterhead's name, printed higher,
    #                        is the issuer's, where no key names a party
    "block_roles",         # rules/roles.py: the lines of one address block take one party (the party its
    #                        words give the most probability together)
    "address_names",       # rules/roles.py: an address block right under a party's name is that party's
    "sender_line",         # rules/sender.py: the block under a letter's one-line sender address ("QualityHosting
    #                        AG - Uferweg 40-42 - D-63571 Gelnhausen") is the addressee's, the line the issuer's
    "footer_name",         # rules/sender.py: the name of a page's one-line footer address ("Brooks & Moreau – Calle
    #                        del Sol, 74 – 92932 Valencia") is the issuer's
    "payee_name",          # rules/payee.py: the name a page prints as its payee ("Titulaire du compte : NETPRESSE",
    #                        "Payment received by OYO") or before its capital ("Free SAS au capital de") is the seller's
    "move_continuations",  # rules/continuations.py: a dropped piece under another text value moves to it
    "continuation_above",  # rules/continuations.py: ... and one right above it (its first line)
    "take_next_lines",     # rules/next_lines.py: an untagged line under a text value joins it
    "column_split",        # rules/next_lines.py: a line read across two blocks is scored per block
    "address_lines",       # rules/next_lines.py: an address without its postcode goes on over the address lines
    #                        under it, in its column, down to the postcode (the street above one read from its
    #                        postcode; a street's kind before it; a contact after it out; a country under it)
    "header_text",         # rules/headers.py: no item's text is printed on a table's header line ("Units | Unit
    #                        Pr. | Net Amount | Goods / Services")
    "one_column",          # rules/columns.py: an item's text cell is one column of its row (a unit-of-measure
    #                        column beside the description is not part of it)
    "header_cells",        # rules/headers.py: an item's text line starts under its own header cell (a schedule's
    #                        "Ln | Days | Time" before "Program" are other columns)
    "whole_cells",         # rules/columns.py: an item's text cell takes the untagged words a word space after it
    #                        on its line (a product's trailing size or code)
    "address_column",      # rules/columns.py: an address is one column: a line of it cut by a gutter keeps the
    #                        piece in its other lines' column ("Gewerbepark 2" | "Ausstellungsdatum")
    "address_cells",       # rules/columns.py: an address takes the untagged words a word space after it on its
    #                        line (a city, region or country the model left out: "20499 Bologna" | "(BO)")
    "address_keys",        # rules/next_lines.py: an address's line loses the keys at its ends ("Lugar de entrega" |
    #                        "Calle Mayor, 31", "5998 Bruxelles" | "Destinataire")
    "touching_pieces",     # rules/columns.py: two pieces of a name or an address touching on a line, a word
    #                        space apart, are one value ("One World" | "Market - Indiana")
    "legal_forms",         # rules/columns.py: a party's name takes the legal form printed right after it
    #                        ("Redwood Logistics" | "Teoranta", "Crest Provisions" | "NV")
    "legal_names",         # rules/columns.py: a name read without its legal form gives way to the same name
    #                        printed whole with it ("HUNTER AUTO CARE" over "Hunter Auto Care Pty Ltd")
    "open_names",          # rules/letterhead.py: a name ending on "for", "of" or "&" takes its rest, after it on its
    #                        line or starting the line under it ("Beth Parlato for" / "Congress"), joined to it;
    #                        a name takes the word starting the line it runs to the end of ("SOON" | "HUAT ...")
    "closed_brackets",     # rules/columns.py: an item's text cell that opens a bracket on its line takes the
    #                        words up to the one closing it ("(PO 92836 line" | "68)")
    "reference_tails",     # rules/columns.py: an item's text cell ending on a reference's word takes the number
    #                        after it ("PO 75084 line" | "31", "rev." | "2")
    "note_lines",          # rules/columns.py: an item's text on a line of its own starting with a key is a note,
    #                        not the description's wrap ("Hinweis: Partie 348")
    "open_ends",           # rules/columns.py: an item's text cell ending on "and", "with", a comma or an open
    #                        bracket takes the untagged words of its next line in its column
    "priced_lines",        # rules/columns.py: an item's text cell is cut at a line break before a line that
    #                        prints a price of its own (a priced line starts a row: a receipt's products run together)
    "item_codes",          # rules/columns.py: the code (six digits or more) an item's text cell starts with is
    #                        the item's id ("2260064603 TROJAN CONDOMS" on a till receipt)
    "wrap_above",          # rules/columns.py: an item's text cell whose first line prints no number, right under
    #                        the row above's cell, while its next line prints the row's prices: that first line is
    #                        the row above's wrap
    "one_quantity",        # rules/arithmetic.py: a quantity is one number ("470 40": the description's "470"
    #                        goes back to it)
    "digit_groups",        # rules/groups.py: an amount's thousands set off by a space ("3 633.35") join it
    "like_rows",           # rules/like_rows.py: an untagged line between read rows whose numbers stand in their
    #                        number columns is a row too (a schedule's rows the model skipped)
    "row_amounts",         # rules/like_rows.py: a row whose text the model read and whose price it left takes the
    #                        last number of its line standing in the column of the line amounts read
    "tariff_codes",        # rules/headers.py: a code read as an item's id under a header naming a customs tariff
    #                        code ("HS Code", "Fracción arancelaria": "8507.60.00") is none (the product's code in
    #                        its own column is: rule id_column)
    "column_headers",      # rules/headers.py: a quantity, unit price or line amount under a table header naming
    #                        another of the three takes that one ("Stk." | "EP" | "Betrag"); under the rows'
    #                        running number ("Pos.", "#") it is none
    "row_arithmetic",      # rules/arithmetic.py: a row's quantity x unit price = line amount says which number
    #                        is which (a table printing the line amount before the unit price)
    "id_column",           # rules/id_column.py: a row's untagged code, a cell of its own in the column where other
    #                        rows' item ids stand, is its id ("22107" under "10482")
    "row_text",            # rules/columns.py: a row whose numbers the model read as an item's, and no text of it,
    #                        has its untagged first cell as its description
    "counted_items",       # rules/counted.py: an online shop's "2 of: Anker USB-C Charger  $35.99" is 2 items of
    #                        the description after "of:" at the line's one price, the price of one
    "at_prices",           # rules/counted.py: a till receipt's "1.32 lb @ 2.49 /lb", "12.384 GAL @ 3.459  42.84":
    #                        the quantity at the unit price (and the line's amount after them)
    "address_head_name",   # rules/letterhead.py: an address whose first line prints no number, over lines that
    #                        do, gives that line to the party's empty name ("BOULEVARD STATION" / "BRONX, NY"),
    #                        or to the name it continues on its line ("Hensley's" | "Top, Shelf" / "1551 Garth")
    "first_line_name",     # rules/letterhead.py: a document naming no party (no vendor, customer or customer
    #                        address) takes its first line's name, before any title word, as the vendor's
    "keyed_name",          # rules/letterhead.py: a party's empty name takes the untagged name after or under the
    #                        key naming the party ("Service Provider:" / "Amazon Web Services, Inc.")
    "trim_symbols",        # spans.py: symbol-only words at a span's ends are dropped
    "name_contacts",       # spans.py: a name's value ends before an e-mail address or a web address printed after
    #                        it ("Fern & Fable <store+48213@t.shopifyemail.com>")
    "date_line",           # spans.py: a date read over two lines is the part on its last line where that reads
    #                        as a date ("Guests 2" | "Nov 27, 2026": not "2 Nov 27")
    "date_year",           # spans.py: a date value that reads as no date takes the next word(s) of its line
    #                        when with them it does ("24 Mar" + "18")
    "date_text",           # spans.py: a date value's text is its date (a time or label printed with it drops)
    "name_text",           # spans.py: a name is the name: a phone number, date, key or bracketed account number
    #                        after it, a doubled copy, a logo printing its first words again and a possessive 's
    #                        drop ("DAIKO 203-392-3626", "PENNINE" | "Pennine Electrical Wholesale Ltd")
    "name_column",         # spans.py: a name is one column of its line: across a gutter (params.column_gap) its
    #                        line is the next column's ("Hanse Medical" … "N. DDT:"); the surer piece stays
    "name_one_size",       # spans.py: a name the model tagged over a line break stops at a line printed in
    #                        another type size (a shop's name in logo type over its branch: "Waitrose" / "Dubai"),
    #                        unless cut open at the break ("SUMMIT PEAK ROOFING" / "& Exteriors, Inc.")
    "logo_letters",        # spans.py: a name's or an address's words at its ends printed in a taller type than the
    #                        rest are a logo's, not the value's ("FL" | "Avenue Louise 15", "PENTAX" | "Arbor Car Wash")
    "name_lines_column",   # spans.py: a name the model tagged over a line break stops at a line outside the column of
    #                        its first line ("UNION HARDWARE" | "Galway" in the other block)
    "name_number_line",    # spans.py: a name the model tagged over a line break stops at a line that starts with
    #                        a digit (the street address under a shop's name: "ADRAK" / "15 Wertheim Court")
    "join_split_spans",    # spans.py: the pieces of an address (same column, next line) are one (a name is
    #                        one line); a piece whose letters begin the value's (or the other way) is a copy
    "address_gap",         # spans.py: an untagged line between two pieces of an address, in their column,
    #                        joins it ("59 Jackson Lane" / "Manchester" / "CF12 1BD")
    "typed_first",         # values.py: a date/amount field's values that read as one rank first
    "typed_only",          # values.py: a date/amount value that does not read as one is no value ("08,", "CT")
    "amount_votes",        # values.py: an amount printed several times adds up its confidences
    "prefer_extensions",   # rules/extensions.py: a copy of a text value with a further line wins
    "same_name",           # rules/names.py: a multi field's name in two spellings ("eBay" / "eBay, Inc.")
    #                        is one value, the surer spelling
    "separate_dates",      # rules/dates.py: date = a later date: the unsure one takes another date
    "split_dates",         # rules/dates.py: two sure dates, no due_date: the second is the due date
    "order_dates",         # rules/dates.py: the date is never later than the due/delivery/expiry date
    "two_parties",         # rules/names.py: the vendor's and the customer's name are two names: where they are
    #                        one, the less sure takes its next candidate that is another
    "card_names",          # rules/names.py: a payment card's or tender's name ("MASTERCARD") is no party's
    "id_cells",            # rows.py: an item id's cells that are a count or a price drop beside its code
    #                        ("P10447" | "1": the model ran the id into the quantity)
    "wrapped_cells",       # rows.py: a wrapped line-item cell's next line joins its row, unless that line
    #                        prints an untagged price (a receipt's next product)
    "count_lines",         # rows.py: a line of a quantity and a unit price alone ("3 x 1,25") joins the row over
    #                        (or else under) it whose line amount they make
    "bare_amounts",        # rows.py: a row of amounts alone (no product, item id or quantity) is not an item
    "top_name",            # values.py: of vendor names the model scores within 0.05, the one printed highest wins (a
    #                        receipt's heading, a letterhead: "Morrisons" over "Morrisons Supermarkets plc")
    "phrase_names",        # values.py: a party's name candidate of common words in lower case ("Integrated facilities
    #                        management") or a contact's line ("z.H. Frau …", "Attn: …") is none
    "legal_spelling",      # values.py: a party's name read as a shorter spelling of another candidate that adds only
    #                        its legal form ("Ceramiche Sartori" / "Ceramiche Sartori S.n.c.") is that one
    "address_digits",      # values.py: an address candidate that prints no digit (a country alone, a key) is none
    "under_total",         # values.py: a row of numbers alone (no product or item id) under the document's total,
    #                        on its page, is no item (a phone number in the payment terms: "01 71 17 61 67")
    "prose_rows",          # values.py: a row read out of a line of running text (its values hold under 40 % of
    #                        the line's 12 words or more) is no item ("Tarif à la mn en HP : 2,8 et en HC …");
    #                        a line of six cells or more is a table's row
    "tax_below_total",     # values.py: a tax read above the total on the total's line swaps with it (a totals row
    #                        under a table's "Tax Amount" and "Total Amount" columns)
    "section_heads",       # values.py: a row of one word in capitals alone on its line ("MEAT", "SEAFOOD") is a
    #                        section's heading, no item
    "text_rows",           # values.py: a row of text alone (no number, no id) under the document's total is no
    #                        item (the amount in words, a bank's branch, the payment terms)
    "after_total",         # values.py: a row under the document's total, on its page, where two rows or more
    #                        stand above it, is no item (a receipt's payments: "Resto 11,36"; a timesheet summary)
    "discount_rows",       # values.py: a row of negative line amount among rows of positive ones is a discount
    #                        ("Meal Deal Saving -1.50"), no item bought
    "after_sums",          # values.py: a row under its page's last line of sums ("Summe Positionen 176.315,40"),
    #                        two rows or more above it, is a charge on the invoice ("Fracht 2.150,00"), no item
    "amount_words",        # values.py: a row whose text spells out an amount ("… Thousand … Only") is no item
    "total_lines",         # values.py: a row of numbers alone on a line opening with an amount's key is the table's
    #                        sum ("Razem: | 2 500,00 | 3 075,00"), no item
    "above_header",        # values.py: a row standing wholly above its page's first table header is no item (an
    #                        address's line over the table, "Flat B, 8/F, Wing Hing Industrial Building")
    "payment_lines",       # values.py: a row of text alone on a line printing the document's total is a payment
    #                        ("EFTPOS 37.80"), no item
    "detail_lines",        # rows.py: a product's next line set in smaller type is its detail, not its wrap (left out)
    "lone_price",          # values.py: a row's one price, with no quantity and no other price, is its line amount
    #                        (not a price per unit: "@ 2.49", "21,90 €/kg")
    "lone_quantities",     # rows.py: a quantity alone on its row is not an item ("Guest 1" on a receipt)
    "total_currency",      # rules/currency.py: no currency tagged: the mark printed with the total ("$ 4.11"),
    #                        after the confidence floors (a total that stays)
    "currency_of_total",   # rules/currency.py: ... and a tagged currency other than that mark gives way to it (the
    #                        total converted into another currency printed under it); not a bare "$"
    "page_currency",       # rules/currency.py: an empty currency takes the one sign the page prints alone ("$")
    "dollar_country",      # rules/currency.py: a bare "$" is the dollar of the one other dollar's country the page
    #                        prints ("CAD", "ABN", "Mississauga, ON L5E 1E9"), else the US dollar
    "country_currency",    # rules/currency.py: an empty currency on a page printing no mark is the US dollar where the
    #                        page prints a US state and ZIP code (a US till receipt's bare amounts)
)


# Rules measured with the default model on the real validation sets (scripts/ablate_rules.py: DeepForm, 87
# documents; WildReceipt photos through RapidOCR, 74; SROIE through RapidOCR, 50) that made real documents
# worse. The first three, switched off together on 2026-12-01: DeepForm 0.786 -> 0.806, WildReceipt 0.606 ->
# 0.611, SROIE through OCR and the synthetic families unchanged. Each stays available
# (``DecodeParams(rules=RULES)``).
OFF_BY_DEFAULT = frozenset({
    "take_next_lines",    # took the line under a name as its continuation (DeepForm +0.016, WildReceipt +0.005)
    "column_split",       # part of take_next_lines
    "prefer_extensions",  # preferred a copy of a value with a further line (DeepForm +0.016)
    # Three date rules, off on 2026-12-02: no real set moves with them (WildReceipt and SROIE dates unchanged;
    # DeepForm scores no date), and off they do no harm on the generator's sets either (composed held-out 0.6524
    # -> 0.6542, its due_date 0.707 -> 0.721; validation families unchanged). On a receipt printing two dates
    # split_dates made the second a due date. order_dates stays on: the composed held-out split, the one set
    # with due dates and distractor dates on layouts no model trained on, has due_date 0.610 without it.
    "separate_dates",
    "split_dates",
    "displaced_date",
})


@dataclass(frozen=True)
class DecodeParams:
    """Thresholds of the decoding rules (one line each: what it is; how it was chosen)."""

    # Log-probability of a field change at a line break (rule line_breaks). Chosen on the real validation
    # sets (scripts/tune_decode.py, 2026-12-01) among 0, -0.35, -0.7, -1.2, -1.6, -2.3: 0 (a line break is a
    # free boundary) raised DeepForm by 0.010 and WildReceipt by 0.003, SROIE through OCR fell by 0.005,
    # the generator's sets did not move; -0.7 before, chosen on the generator's validation families.
    break_cost: float = 0.0
    # Least probability for an empty single field to take a free word, a dropped run or a continuation
    # (rules fill_single, move_runs, move_continuations). Chosen on the union validation split
    # (scripts/tune_fill.py).
    fill_min_prob: float = 0.25
    # Least mean field probability (B/I/E/S summed) for an untagged next line to join a text value (rule
    # take_next_lines). Chosen on validation among 0.35, 0.3, 0.25, 0.2.
    line_min_prob: float = 0.3
    # Longest untagged line (words) and most lines take_next_lines adds to one value. Set by hand: an
    # address's last line (a country, a postcode) is one to four words.
    next_line_max_words: int = 4
    next_line_max_lines: int = 3
    # Widest blank (line heights) between two words of one column (rules column_split, name_column): a word
    # space is about 0.3, the gutter between two address blocks tens of heights. Set by hand between the two.
    column_gap: float = 2.0
    # A name's next line is another type size when the two lines' word heights differ by this factor or more
    # (rule name_one_size). Set by hand (a size step of print, "large" over "regular"); on the real validation
    # sets 1.2, 1.4 and 1.6 scored the same and 2.0 lower (WildReceipt store name 0.543 / 0.543 / 0.543 / 0.529).
    name_size_ratio: float = 1.4
    # Largest blank (line heights) between two pieces of one value (rule join_split_spans). Set by hand: the
    # line spacing of addresses is below 1, a paragraph break about 1.
    join_gap: float = 1.5
    # Alignment tolerance of two pieces of one value, in page widths (join_split_spans). Set by hand.
    align_tol: float = 0.01
    # A longer copy of a text value wins when at most this much less sure (rule prefer_extensions). Chosen on
    # validation: copies with the country line were 0.04-0.08 less sure, a wrong second line 0.22.
    extend_margin: float = 0.1
    # A date equal to a later date is moved when less sure than this (rule separate_dates). Chosen on the
    # validation families among 0.5 and 0.95.
    separate_unsure: float = 0.95
    # Both dates must be at least this sure for the second to become the due date (rule split_dates). Set by
    # hand on examples/order-long.pdf.
    split_sure: float = 0.8
    # A cell joins a visual line of line-item cells when it overlaps this fraction of the shortest cell's
    # height (rows.py). Set by hand: a description wrapped over two lines stays in its row.
    row_overlap: float = 0.5
    # Other distinct values listed under a single field's "candidates" in the result.
    max_candidates: int = 5
    # Per field, the least confidence of a value (docx_cli/decode/floors.py): below it a single field is null
    # (the value kept under candidates) and a multi field drops it. A model's own (labels.json
    # "min_confidence", chosen on its validation documents: :func:`with_floors`); none by default.
    min_confidence: tuple[tuple[str, float], ...] = ()
    # Per multi field, the most values given: the first ones in reading order, after the floors. A model's own
    # (labels.json "max_values", from how many values its training documents have: an NDA names its parties
    # in its opening, and 244 of Kleister NDA's 254 training contracts have at most two); none by default.
    max_values: tuple[tuple[str, int], ...] = ()
    # The repair rules that run (names from RULES): every rule but those in OFF_BY_DEFAULT.
    rules: tuple[str, ...] = tuple(r for r in RULES if r not in OFF_BY_DEFAULT)

    def __post_init__(self) -> None:
        unknown = [r for r in self.rules if r not in RULES]
        if unknown:
            raise ValueError(f"unknown decoding rule(s) {', '.join(unknown)}; known: {', '.join(RULES)}")

    def on(self, rule: str) -> bool:
        """Whether the repair rule ``rule`` runs (a name not in RULES is a bug, not a rule that is off)."""
        if rule not in RULES:
            raise ValueError(f"unknown decoding rule {rule!r}")
        return rule in self.rules


DEFAULT = DecodeParams()


def with_floors(params: DecodeParams, floors: Mapping[str, float] | None,
                max_values: Mapping[str, int] | None = None) -> DecodeParams:
    """``params`` with a model's confidence floors (labels.json ``"min_confidence"``) and value counts
    (``"max_values"``); None or {}: none."""
    return replace(params, min_confidence=tuple(sorted((floors or {}).items())),
                   max_values=tuple(sorted((max_values or {}).items())))


def for_model(params: DecodeParams, info: Any) -> DecodeParams:
    """``params`` with the decoding filters a model declares (its :class:`~docx_cli.registry.ModelInfo`:
    labels.json ``"min_confidence"`` and ``"max_values"``); ``info`` None: none."""
    return with_floors(params, getattr(info, "min_confidence", None), getattr(info, "max_values", None))
