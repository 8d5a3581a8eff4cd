"""Composed documents: every document draws its own layout from primitives (``docx synth --compose``).

    from docx_cli.synth.composed import synthesize_composed
    s = synthesize_composed("mixed", split="train", seed=0, index=17)   # a Synth, like synthesize()
    s.metadata["synth"]["draw"]    # what was drawn: language, columns, placements, distractors, …

Unlike the families (``families.py``: one template per family), nothing is fixed per template: the columns
of the items table (any subset, any order), the table style, where each header block sits and how its values
are labelled, the labels' wording in one of six languages, fonts, sizes, colours, page size, currency
placement, number and date conventions. Around the labelled fields the page prints distractors, always
``O``: customer / order / delivery-note / contract numbers, VAT / tax / registry ids, IBAN / BIC, phone,
fax, web and e-mail, order and delivery dates, subtotal, discount, shipping, deposit, amount paid, balance, a
total in another currency, numbers inside descriptions, serial numbers and notes under items. A service
period is labelled ``period_start`` / ``period_end``. Credit notes print negative amounts.

Splits: ``train`` and ``heldout``. The held-out split takes another index range (:data:`HELDOUT_OFFSET`)
and draws the primitives the train split never draws (``primitives.HELDOUT_*``, the last wording of each
label key per language), so a score on it shows carry-over to unseen combinations.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from docx_cli.errors import ConfigError
from docx_cli.synth.compose import GRAY, BoxBlock, Composition, Line, MetaBlock, Run, TextBlock, run
from docx_cli.synth.composed_content import (
    WHOLE_SHARE,
    ComposedContent,
    company,
    make_composed_content,
    whole_amounts,
    with_adjustments,
)
from docx_cli.synth.composed_layout import ComposedLayouter, ComposedReceiptLayouter, receipt_width
from docx_cli.synth.content import CENT, CURRENCY_SYMBOLS, contact_person
from docx_cli.synth.families import Family
from docx_cli.synth.generate import Synth, _draw_length, _fit_length
from docx_cli.synth.gold import gold_document
from docx_cli.synth.labels_i18n import MONTHS, draw_wording
from docx_cli.synth.primitives import (
    COMPOSED_SPLITS,
    PAGE_SIZES,
    Draw,
    draw_arrangement,
    draw_style,
    has_euro,
)

COMPOSED_VERSION = 3  # 2: terms and item notes in the document's language; 3: receipt headings and sections
HELDOUT_OFFSET = 1_000_000_000  # held-out documents are indices 10^9 + i of the same stream: a disjoint range
MIXED_KINDS = (("order", 0.35), ("invoice", 0.45), ("receipt", 0.20))
PERIOD_SEP = {"en": ("–", "to", "-"), "de": ("–", "bis", "-"), "fr": ("–", "au", "-"), "nl": ("–", "t/m", "tot"),
              "es": ("–", "al", "a"), "it": ("–", "al", "-")}
_NOTES = {"en": ("backorder", "partial delivery", "as agreed", "see attachment", "fragile", "special order"),
          "de": ("Rückstand", "Teillieferung", "wie vereinbart", "siehe Anlage", "zerbrechlich"),
          "fr": ("reliquat", "livraison partielle", "comme convenu", "voir annexe", "fragile"),
          "nl": ("nalevering", "deellevering", "zoals afgesproken", "zie bijlage", "breekbaar"),
          "es": ("pendiente", "entrega parcial", "según lo acordado", "ver anexo", "frágil"),
          "it": ("in arretrato", "consegna parziale", "come concordato", "vedi allegato", "fragile")}


# Receipt headings: an untagged line under the store's name (never part of it), and section lines among the items
# (a till roll groups its items by department: the heading is no item's description).
TAGLINES = {"en": ("Fresh food every day", "Quality you can trust", "Welcome!", "Your neighbourhood store",
                   "Open 7 days a week", "Great food, great prices"),
            "de": ("Frische jeden Tag", "Herzlich willkommen!", "Ihr Markt um die Ecke", "Qualität seit 1962"),
            "fr": ("Bienvenue !", "La fraîcheur tous les jours", "Votre magasin de proximité", "Ouvert 7j/7"),
            "nl": ("Welkom!", "Elke dag vers", "Uw buurtwinkel", "7 dagen per week open"),
            "es": ("¡Bienvenidos!", "Frescura cada día", "Su tienda de barrio", "Abierto todos los días"),
            "it": ("Benvenuti!", "Freschezza ogni giorno", "Il tuo negozio di quartiere", "Aperto tutti i giorni")}
SECTIONS = {"en": ("FRUIT & VEG", "DAIRY", "BAKERY", "GROCERY", "DRINKS", "FROZEN", "MEAT", "HOUSEHOLD", "DELI"),
            "de": ("OBST & GEMÜSE", "MOLKEREI", "BACKWAREN", "GETRÄNKE", "FLEISCH", "DROGERIE"),
            "fr": ("FRUITS ET LÉGUMES", "CRÈMERIE", "BOULANGERIE", "BOISSONS", "BOUCHERIE", "ÉPICERIE"),
            "nl": ("GROENTE & FRUIT", "ZUIVEL", "BROOD", "DRANKEN", "VLEES", "HUISHOUDEN"),
            "es": ("FRUTERÍA", "LÁCTEOS", "PANADERÍA", "BEBIDAS", "CARNICERÍA", "DROGUERÍA"),
            "it": ("ORTOFRUTTA", "LATTICINI", "PANETTERIA", "BEVANDE", "MACELLERIA", "CASA")}


def composed_id(kind: str, split: str, index: int) -> str:
    return f"{kind}-composed-{split}-{index:06d}"


# -- printed forms -----------------------------------------------------------------------------------------------


def format_date(d, fmt: str, language: str) -> str:
    month = MONTHS[language][d.month - 1]
    out, k = [], 0
    tokens = (("YYYY", f"{d.year}"), ("YY", f"{d.year % 100:02d}"), ("Month", month), ("Mon", month[:3]),
              ("MM", f"{d.month:02d}"), ("DD", f"{d.day:02d}"), ("M", str(d.month)), ("D", str(d.day)))
    while k < len(fmt):
        for tok, val in tokens:
            if fmt.startswith(tok, k):
                out.append(val)
                k += len(tok)
                break
        else:
            out.append(fmt[k])
            k += 1
    return "".join(out)


class Printer:
    """One document's wording and number, date and currency conventions."""

    def __init__(self, base: str, split: str, fam: Family, draw: Draw, conv: dict, rng: random.Random):
        self.base, self.split, self.fam, self.draw, self.conv = base, split, fam, draw, conv
        self.lang = draw.language
        self.colon = fam.label_colon
        self.neg_style = rng.choice(("minus", "minus", "minus", "trailing", "parens"))
        self.rows_currency = rng.random() < 0.2
        euro_ok = has_euro(draw.fonts[0]) and has_euro(draw.fonts[1])
        self.sign_ok = euro_ok
        self.whole = False  # set from the content: amounts without decimals

    def word(self, key: str) -> str:
        """The document's wording of a label key: drawn once per key (a stream of its own, so the order in which
        keys are first asked does not matter)."""
        if key not in self.draw.labels:
            self.draw.labels[key] = draw_wording(random.Random(f"{self.base}:w:{key}"), self.lang, key, self.split)
        return self.draw.labels[key]

    def label(self, key: str) -> str:
        text = self.word(key)
        return f"{text}:" if self.colon and not text.endswith((":", "#", ".:")) else text

    def amount(self, value: Decimal) -> str:
        thousands, decimal = self.conv["number"]
        whole, frac = f"{abs(value):.2f}".split(".")
        if self.whole:  # a document of whole amounts prints no decimals
            whole, frac = f"{abs(value):.0f}", ""
        groups = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        text = f"{thousands.join(groups)}{decimal}{frac}" if frac else thousands.join(groups)
        if value < 0:
            return {"minus": f"-{text}", "trailing": f"{text}-", "parens": f"({text})"}[self.neg_style]
        return text

    def date(self, d, second: bool = False) -> str:
        return format_date(d, self.conv["date_format_2" if second else "date_format"], self.lang)

    def mark(self, currency: str, place: str) -> str:
        if place.startswith("sign"):
            sym = CURRENCY_SYMBOLS.get(currency, currency)
            return currency if sym == "€" and not self.sign_ok else sym
        return currency

    def money(self, value: Decimal, key: str | None, currency: str, *, bold: bool = False, with_mark: bool = True,
              mark_key: str | None = None) -> Line:
        """An amount with the document's currency placement; a glued mark ("$6,510.00") is one word: the amount's."""
        text = self.amount(value)
        place = self.draw.currency_place
        if not with_mark or place == "label_only":
            return (run(text, key, bold=bold),)
        mark = self.mark(currency, place)
        if place.endswith("glued"):
            return (run(f"{mark}{text}", key, bold=bold),)
        m = run(mark, mark_key, bold=bold)
        return (m, run(text, key, bold=bold)) if place.endswith("before") else (run(text, key, bold=bold), m)


# -- the composition ---------------------------------------------------------------------------------------------


# Of the orders, the share that are order confirmations. A purchase order is the customer's: its letterhead is the
# buyer and the block it is sent to ("Vendor", "Supplier", "Lieferant") the vendor. An order confirmation is the
# vendor's answer to it: the seller's letterhead, the buyer under "Customer" / "Sold To" / "Auftraggeber" (a TV
# station's order for an advertiser's airtime, DeepForm's documents, is one). The title says which.
CONFIRMATION_SHARE = 0.4


def _roles(doc: str) -> tuple[str, str]:
    """(issuer, counterparty) of a document type: a purchase order (``order``) is the buyer's; an order
    confirmation, an invoice and a credit note are the seller's."""
    return ("customer", "vendor") if doc == "order" else ("vendor", "customer")


def _confirms(p: Printer, kind: str) -> bool:
    """Whether an order is drawn as the vendor's order confirmation (a stream of its own, so that the rest of
    the document draws as it would otherwise)."""
    return kind == "order" and random.Random(f"{p.base}:confirmation").random() < CONFIRMATION_SHARE


def _contacts(p: Printer, c: ComposedContent, rng: random.Random, kinds: tuple[str, ...]) -> list[Line]:
    """Phone / fax / e-mail / web / VAT id / registry lines of the issuer, some without a label."""
    lines: list[Line] = []
    chosen = [k for k in kinds if rng.random() < 0.55]
    pieces: list[Line] = []
    for k in chosen:
        value = c.numbers[k]
        p.draw.distractors.append(k)
        if rng.random() < 0.75 or k in ("vat_id", "registry", "tax_no"):
            pieces.append((run(p.label(k), color=GRAY), run(value)))
        else:
            pieces.append((run(value),))
    if pieces and rng.random() < 0.35:  # one line: "Tel. … · E-mail … · VAT …"
        joined: list = []
        for j, piece in enumerate(pieces):
            if j:
                joined.append(run("·", color=GRAY))
            joined += piece
        lines.append(tuple(joined))
    else:
        lines += pieces
    return lines


def _party_lines(p: Printer, party, role: str, rng: random.Random, scale: float, *, label: Line = (),
                 account: str | None = None) -> list[Line]:
    """The name line (after ``label`` on the same line, followed by an untagged ``account`` number), then the
    address, one line each or joined."""
    name = run(party.name, f"{role}_name", bold=True, scale=scale)
    lines: list[Line] = [(*label, name) + ((run(account),) if account else ())]
    if rng.random() < 0.2:
        lines.append((run(", ".join(party.address), f"{role}_address"),))
    else:
        lines += [(run(a, f"{role}_address"),) for a in party.address]
    return lines


def _meta_pairs(p: Printer, c: ComposedContent, kind: str, rng: random.Random) -> tuple[list, list]:
    """(main pairs: number, dates, period; distractor pairs) as (label Line, value Line)."""
    doc = "credit_note" if c.credit else kind
    lb = rng.random() < 0.6
    lab = (lambda key: (run(p.label(key), bold=lb),))
    main = [(lab(f"number.{doc}" if doc != "receipt" else "number.receipt"), (run(c.number, "document_number"),)),
            (lab(f"date.{kind}"), (run(p.date(c.date), "date"),))]
    if c.due_date is not None and rng.random() < 0.85:
        main.append((lab(f"due.{kind}"), (run(p.date(c.due_date), "due_date"),)))
    if c.period is not None:
        sep = rng.choice(PERIOD_SEP[p.lang])
        main.append((lab("period"), (run(p.date(c.period[0]), "period_start"), run(sep),
                                     run(p.date(c.period[1]), "period_end"))))
    if rng.random() > 0.7:
        rng.shuffle(main)
    refs = []
    probs = {"customer_no": 0.55, "order_no": 0.45 if kind == "invoice" else 0.0, "delivery_note_no": 0.3 if kind ==
             "invoice" else 0.0, "contract_no": 0.15, "reference": 0.3}
    for key, prob in probs.items():
        if rng.random() < prob:
            refs.append((lab(key), (run(c.numbers[key]),)))
            p.draw.distractors.append(key)
    for key, d, prob in (("order_date", c.order_date, 0.3), ("delivery_date", c.delivery_date, 0.35)):
        if d is not None and rng.random() < prob:
            refs.append((lab(key), (run(p.date(d, second=rng.random() < 0.3)),)))
            p.draw.distractors.append(key)
    if kind != "receipt" and rng.random() < 0.35:
        refs.append((lab("payment_terms"), (run(c.payment_terms),)))
        p.draw.distractors.append("payment_terms")
    if p.draw.currency_place == "label_only" and rng.random() < 0.7 or rng.random() < 0.1:
        main.append((lab("currency"), (run(c.currency, "currency"),)))
    rng.shuffle(refs)
    at = random.Random(f"{p.base}:related-at").randint(0, len(refs))
    refs[at:at] = _related_invoice(p, c, kind)
    return main, refs


# The share of invoices that cite an earlier invoice by its number and date (EN 16931's "preceding invoice
# reference": a correction, a final invoice after advance ones); a credit note nearly always does. The cited
# number looks like the document's own and its date is a document date too: the page's own number and date are
# the ones under the document's labels, not the first number or date in its header.
RELATED_SHARE = {"invoice": 0.12, "credit_note": 0.7}


def _related_invoice(p: Printer, c: ComposedContent, kind: str) -> list:
    """The (label, value) pairs citing a preceding invoice, or [] (a stream of its own)."""
    r = random.Random(f"{p.base}:related")
    if kind != "invoice" or r.random() >= RELATED_SHARE["credit_note" if c.credit else "invoice"]:
        return []
    number = "".join(str(r.randint(0, 9)) if ch.isdigit() and r.random() < 0.5 else ch for ch in c.number)
    if number == c.number:  # the same number would be the document's own
        number = number[:-1] + str((int(number[-1]) + 1) % 10) if number[-1:].isdigit() else f"{number}-1"
    pairs = [((run(p.label("related_no")),), (run(number),))]
    if r.random() < 0.8:
        pairs.append(((run(p.label("related_date")),), (run(p.date(c.date - timedelta(days=r.randint(7, 120)))),)))
    p.draw.distractors.append("related_invoice")
    return pairs


_STYLE = {"label_left": "kv", "label_inline": "inline", "label_above": "stacked", "boxed": "boxed", "grid": "grid",
          "no_label": "nolabel", "label_right_aligned": "kv_right"}


def _totals(p: Printer, c: ComposedContent, rng: random.Random) -> list[tuple[Line, Line]]:
    cur = c.currency
    m = (lambda v, key=None, **kw: p.money(v, key, cur, with_mark=p.rows_currency or rng.random() < 0.3, **kw))
    lab = (lambda key, bold=False: (run(p.label(key), bold=bold),))
    out: list[tuple[Line, Line]] = []
    if rng.random() < 0.9 or c.discount or c.shipping:
        out.append((lab("subtotal"), m(c.subtotal)))
        p.draw.distractors.append("subtotal")
    if c.discount:
        out.append((lab("discount"), m(-c.discount)))
        p.draw.distractors.append("discount")
    if c.shipping:
        out.append((lab("shipping"), m(c.shipping)))
        p.draw.distractors.append("shipping")
    rate = f"{c.tax_rate.normalize():f}"
    if p.conv["number"][1] == ",":
        rate = rate.replace(".", ",")
    tax_word = p.word("tax")
    tax_label = rng.choice((f"{tax_word} {rate}%", f"{tax_word} ({rate}%)", f"{rate}% {tax_word}", tax_word))
    out.append(((run(tax_label + (":" if p.colon else "")),), m(c.tax, "tax_amount")))
    out.append((lab("total", bold=True), p.money(c.total, "total_amount", cur, bold=True, mark_key="currency")))
    if c.other_currency is not None:
        code, fx = c.other_currency
        other = (c.total * fx).quantize(CENT, ROUND_HALF_UP)
        out.append(((run(p.word("total_other").format(cur=code)),), (run(p.amount(other)), run(code))))
        p.draw.distractors.append("other_currency_total")
    if c.deposit or c.paid:
        if c.deposit:
            out.append((lab("deposit"), m(-c.deposit)))
            p.draw.distractors.append("deposit")
        if c.paid:
            out.append((lab("paid"), m(-c.paid)))
            p.draw.distractors.append("amount_paid")
        out.append((lab("balance", bold=True), m(c.total - c.deposit - c.paid, bold=True)))
        p.draw.distractors.append("balance")
    return out


def _cell(p: Printer, c: ComposedContent, col: str, i: int, rng: random.Random, extend: str) -> Line:
    it = c.items[i]
    cur = c.currency
    if col == "line_no":
        return (run(p.conv["line_no"].format(i + 1, (i + 1) * 10)),)
    if col == "item_id":
        return (run(it.item_id, f"item_id#{i}"),)
    if col == "description":
        return (run(it.description + extend, f"description#{i}"),)
    if col == "quantity":
        thousands = p.conv["number"][0]
        q = (run(f"{it.quantity:,}".replace(",", thousands), f"quantity#{i}"),)
        return q + ((run(p.word("units")),) if p.conv["qty_unit"] else ())
    if col == "unit":
        return (run(p.word("units")),)
    if col == "unit_price":
        return p.money(it.unit_price, f"unit_price#{i}", cur, with_mark=p.rows_currency)
    if col == "tax_rate":
        return (run(f"{c.tax_rate.normalize():f}%".replace(".", p.conv["number"][1])),)
    if col == "line_tax":
        return (run(p.amount((it.amount * c.tax_rate / 100).quantize(c.unit, ROUND_HALF_UP))),)
    if col == "line_amount":
        return p.money(it.amount, f"line_amount#{i}", cur, with_mark=p.rows_currency)
    if col == "gross_amount":
        return (run(p.amount((it.amount * (100 + c.tax_rate) / 100).quantize(c.unit, ROUND_HALF_UP))),)
    raise ValueError(col)


_EXTENSIONS = (", supplied with mounting kit and test certificate", ", as per drawing rev. B",
               " incl. packaging and documentation", ", colour to match sample", " – replacement for earlier part",
               ", assembled and tested")


def _rows(p: Printer, c: ComposedContent, columns: tuple[str, ...], rng: random.Random, wrap: bool):
    ext = [rng.choice(_EXTENSIONS) if wrap and rng.random() < 0.4 else "" for _ in c.items]
    rows = tuple(tuple(_cell(p, c, col, i, rng, ext[i]) for col in columns) for i in range(len(c.items)))
    subrows: dict[int, tuple[Line, ...]] = {}
    if c.kind != "receipt" and rng.random() < 0.18:
        for i in range(len(c.items)):
            if rng.random() < 0.3:
                if rng.random() < 0.5:
                    sn = ", ".join(f"{rng.choice('ABCDKMX')}{rng.randint(100000, 9999999)}"
                                   for _ in range(rng.randint(1, 3)))
                    subrows[i] = ((run(p.word("serial") + ":", scale=0.85, color=GRAY), run(sn, scale=0.85,
                                                                                           color=GRAY)),)
                else:
                    note = rng.choice((f"{p.word('dock')} {rng.randint(1, 9)}", rng.choice(_NOTES[p.lang]),
                                       f"{p.word('lot')} {rng.randint(100, 999)}"))
                    subrows[i] = ((run(p.word("note") + ":", scale=0.85, color=GRAY), run(note, scale=0.85,
                                                                                         color=GRAY)),)
        if subrows:
            p.draw.sub_rows = True
            p.draw.distractors.append("sub_row")
    return rows, subrows


# The share of composed documents whose letterhead shows the issuer's name only as a logo (an image, no text:
# "free", Amazon Web Services, Netpresse in invoice2data's tests): the name is then printed in the footer alone,
# where a reader has to find it.
LOGO_ONLY_SHARE = 0.1

# Of the documents in each locale, the share whose counterparty block sits under the issuer's sender line, as a
# letter's address window does (DIN 5008 in Germany, Austria and Switzerland: "Rhein Components KG · Ringstraße
# 121 · 20332 Leipzig" in small type over the recipient): the block under that line is the recipient's.
SENDER_LINE_SHARE = {"de": 0.5, "at": 0.5, "ch": 0.5}
SENDER_LINE_OTHER = 0.1


# What separates the name and the address lines of a one-line address (sender line, footer): "Rhein Components
# KG · Ringstraße 121 · 20332 Leipzig", "QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen"
ADDRESS_SEPARATORS = ("·", "·", "-", "|", "•", "–")


def one_line_address(name: str, address, issuer: str, sep: str, scale: float) -> Line:
    """The issuer's name and address on one line, the parts set off by ``sep``."""
    return (run(name, f"{issuer}_name", scale=scale, color=GRAY), run(sep, scale=scale, color=GRAY),
            run(f" {sep} ".join(address), f"{issuer}_address", scale=scale, color=GRAY))


def _sender_line(p: Printer, c: ComposedContent, p_issuer, issuer: str) -> Line:
    """The issuer's one-line sender address over the counterparty's block, or () (a stream of its own)."""
    share = SENDER_LINE_SHARE.get(c.locale, SENDER_LINE_OTHER)
    r = random.Random(f"{p.base}:sender")
    if r.random() >= share:
        return ()
    return one_line_address(p_issuer.name, p_issuer.address, issuer, r.choice(ADDRESS_SEPARATORS), 0.7)


def _party_block(p: Printer, c: ComposedContent, p_counter, counter: str, rng: random.Random, doc: str,
                 sender: Line = ()) -> TextBlock:
    """The counterparty's block: the issuer's ``sender`` line if any, an optional heading ("Bill To"), its name
    and address, an Attn / VAT line. ``doc``: the kind whose heading words name it (``order_confirmation``: the
    customer's)."""
    key = f"party.{doc if doc == 'order_confirmation' else c.kind}"
    party_lines: list[Line] = [(run(p.word(key), bold=True),)] if rng.random() < 0.85 else []
    # Real orders and invoices also print the counterparty as "Customer: Name" on one line, and often glue the
    # issuer's account number for it to the name ("Biden for President (27957)"), or name the agency that pays
    # on a c/o line: neither the label, nor the number, nor the agency is the name. A stream of its own, so the
    # rest of the document is drawn as before.
    prng = random.Random(f"{p.base}:party")
    label: Line = ()
    if party_lines and prng.random() < 0.3:
        label, party_lines = (run(p.label(key), bold=True),), []
    account = None
    if prng.random() < 0.2:
        number = c.numbers["customer_no"]
        account = prng.choice((f"({number})", f"#{number}", f"- {number}", f"/ {number}"))
        p.draw.distractors.append("customer_no")
    name_at = len(party_lines)
    party_lines += _party_lines(p, p_counter, counter, rng, 1.0, label=label, account=account)
    if prng.random() < 0.1:
        party_lines.insert(name_at + 1, (run(prng.choice(("c/o", "c/o", "Agency:")), color=GRAY),
                                         run(company(prng, c.locale, False))))
    if rng.random() < 0.3:
        party_lines.append((run(p.word("attn"), color=GRAY), run(contact_person(rng))))
    if rng.random() < 0.2:
        party_lines.append((run(p.label("vat_id"), color=GRAY), run(p_counter.tax_id)))
        p.draw.distractors.append("vat_id")
    if sender:
        p.draw.distractors.append("sender_line")
    return TextBlock("party", ((sender,) if sender else ()) + tuple(party_lines))


# The share of documents whose title names the issuer ("Amazon Web Services Invoice", "ACME GmbH Rechnung"): the
# name in the title line is the issuer's, the title word beside it is no part of it.
TITLE_NAME_SHARE = 0.1


# The share of documents with terms whose first paragraphs stand in the column left of the totals (payment terms,
# bank details, legal notes: factur-x's EN 16931 invoice prints its late-payment terms there), so that lines of
# prose and lines of totals share the page's lines. Where the totals leave no room, the terms follow them.
TERMS_BESIDE_SHARE = 0.3


def _title_name(p: Printer, name: str, issuer: str, title: Run) -> tuple:
    """The issuer's name as a run of the title line, or () (a stream of its own)."""
    if random.Random(f"{p.base}:title-name").random() >= TITLE_NAME_SHARE:
        return ()
    p.draw.distractors.append("title_name")
    return (run(name, f"{issuer}_name", bold=title.bold, scale=title.scale, color=title.color),)


def compose_document(c: ComposedContent, fam: Family, p: Printer, rng: random.Random) -> Composition:
    kind = c.kind
    if kind == "receipt":
        return _compose_receipt(c, fam, p, rng)
    doc = "credit_note" if c.credit else "order_confirmation" if _confirms(p, kind) else kind
    issuer, counter = _roles(doc)
    p_issuer = c.vendor if issuer == "vendor" else c.customer
    p_counter = c.customer if issuer == "vendor" else c.vendor
    assert p_issuer is not None and p_counter is not None
    title_bold = rng.random() < 0.75
    title_text = p.word(f"title.{doc}")
    title_run = run(title_text.upper() if rng.random() < 0.2 else title_text, bold=title_bold,
                    scale=fam.title_size / fam.size, color=fam.accent)
    named = _title_name(p, p_issuer.name, issuer, title_run)
    title = TextBlock("title", ((*named, title_run),))
    main, refs = _meta_pairs(p, c, kind, rng)
    style = _STYLE[p.draw.placement]
    blocks: dict[str, Any] = {"title": title}
    footer: list[Line] = []
    letterhead = rng.random() > 0.12
    lines = _party_lines(p, p_issuer, issuer, rng, rng.choice((1.2, 1.35, 1.6)))
    # the issuer's name only in a logo (an image: no words), printed as text in the footer alone
    # (half of the titles that name the issuer stand beside its logo alone, as Amazon Web Services' invoice does)
    logo_only = letterhead and random.Random(f"{p.base}:logo").random() < (0.5 if named else LOGO_ONLY_SHARE)
    if logo_only:
        p.draw.distractors.append("logo_only")
    if letterhead:
        if fam.contacts:
            lines += _contacts(p, c, rng, ("phone", "fax", "email", "web", "vat_id"))
        blocks["issuer"] = TextBlock("issuer", tuple(lines[1:] if logo_only else lines), logo=fam.logo != "none")
    else:  # the name on top, the address only in the footer
        blocks["issuer"] = TextBlock("issuer", (lines[0],), logo=fam.logo != "none")
    if not letterhead or logo_only or rng.random() < 0.45:
        sep = random.Random(f"{p.base}:footer-sep").choice(ADDRESS_SEPARATORS)
        footer.append(one_line_address(p_issuer.name, p_issuer.address, issuer, sep, 0.8))
        for group, prob in ((("bank", "iban", "bic"), 0.7), (("vat_id", "registry", "tax_no"), 0.5)):
            kinds = [k for k in group if rng.random() < prob]
            if kinds:
                footer.append(tuple(r for k in kinds for r in (run(p.label(k), scale=0.75, color=GRAY),
                                                               run(c.numbers[k], scale=0.75, color=GRAY))))
                p.draw.distractors += kinds
    if style == "nolabel":
        main = [(lab, val) for lab, val in main if val[0].key in ("document_number", "date", "due_date")] or main
    meta = MetaBlock("meta", tuple(main), style)
    if refs and (style == "nolabel" or rng.random() < 0.35):
        blocks["refs"] = MetaBlock("refs", tuple(refs), rng.choice(("kv", "inline", "stacked")))
        blocks["meta"] = meta
    else:
        blocks["meta"] = MetaBlock("meta", tuple(main) + tuple(refs), style if style != "nolabel" else "kv")
    blocks["party"] = _party_block(p, c, p_counter, counter, rng, doc, _sender_line(p, c, p_issuer, issuer))
    if rng.random() < 0.5:
        blocks["shipto"] = TextBlock("shipto", ((run(p.word("shipto"), bold=True),), *((run(a),) for a in c.ship_to)))
        p.draw.distractors.append("ship_to")
    if kind == "invoice" and rng.random() < 0.35:
        blocks["due"] = BoxBlock("due", ((run(p.word("amount_due"), bold=True),),
                                         p.money(c.total, "total_amount", c.currency, bold=True, mark_key="currency")))
    arrangement = draw_arrangement(rng, list(blocks))
    p.draw.arrangement = [[list(names) for names, _ in row] for row in arrangement]
    header = tuple(tuple((tuple(blocks[n] for n in names), frac) for names, frac in row) for row in arrangement)
    if fam.repeat_header == "full":
        repeat = header
    else:
        compact = MetaBlock("meta", tuple(pair for pair in main if pair[1][0].key in ("document_number", "date")),
                            "inline")
        name_block = TextBlock("issuer", ((run(p_issuer.name, f"{issuer}_name", bold=True, scale=1.2),),))
        repeat = ((((name_block,), 0.5), ((title, compact), 0.5)),)
    wrap = rng.random() < 0.45
    p.draw.wrap = wrap
    columns = fam.columns
    labels = tuple(p.word(col) for col in columns)
    if fam.upper_labels:
        labels = tuple(lab.upper() for lab in labels)
    rows, subrows = _rows(p, c, columns, rng, wrap)
    extra: dict = {"initials": "".join(w[0] for w in p_issuer.name.split()[:2]), "subrows": subrows, "wrap": wrap,
                   "terms_beside": bool(c.terms) and random.Random(f"{p.base}:beside").random() < TERMS_BESIDE_SHARE}
    if extra["terms_beside"]:
        p.draw.distractors.append("terms_beside")
    return Composition(
        kind=kind, header=header, repeat=repeat, columns=columns, column_labels=labels, rows=rows,
        totals=tuple(_totals(p, c, rng)), terms_heading=(run(p.word("terms"), bold=True),) if c.terms else None,
        terms=c.terms, footer=tuple(footer), page_label=p.word("page"), extra=extra,
    )


def _store_lines(p: Printer, head: list[Line], logo: bool) -> list[Line]:
    """A till roll's heading (``head``: the name line, then the address and contacts), as receipt photos show it:
    the store's name in capitals on a third; over two lines, both tagged, on a quarter of the names of two words
    or more (not beside a logo, which would stand between them in reading order); an untagged tagline under the
    name on a fifth. The choices come from a stream of their own: the rest of the receipt is drawn as before."""
    own = random.Random(f"{p.base}:store")
    (name,) = head[0]
    text = name.text.upper() if own.random() < 0.35 else name.text
    words = text.split()
    split = len(words) > 1 and own.random() < 0.25 and not logo
    cut = own.randint(1, len(words) - 1) if split else len(words)
    lines: list[Line] = [(replace(name, text=" ".join(part)),) for part in (words[:cut], words[cut:]) if part]
    if own.random() < 0.2:
        lines.append((run(own.choice(TAGLINES[p.lang])),))
        p.draw.distractors.append("tagline")
    return lines + head[1:]


def _sections(p: Printer, n_rows: int) -> dict[int, str]:
    """On a fifth of the receipts of four items or more, untagged department headings over groups of items
    (row index → heading)."""
    own = random.Random(f"{p.base}:sections")
    if n_rows < 4 or own.random() >= 0.2:
        return {}
    starts = [0] + sorted(own.sample(range(2, n_rows), k=min(own.randint(1, 3), n_rows - 2)))
    p.draw.distractors.append("section")
    return dict(zip(starts, own.sample(SECTIONS[p.lang], k=len(starts))))


def _compose_receipt(c: ComposedContent, fam: Family, p: Printer, rng: random.Random) -> Composition:
    head = _party_lines(p, c.vendor, "vendor", rng, rng.choice((1.2, 1.4, 1.7)))
    head += _contacts(p, c, rng, ("phone", "web", "vat_id", "tax_no"))
    time = rng.choice(("{h:02d}:{m:02d}", "{h:02d}:{m:02d}:{s:02d}", "{h12}:{m:02d} {ap}", "{h:02d}h{m:02d}"))
    h, mi = rng.randint(7, 21), rng.randint(0, 59)
    time = time.format(h=h, m=mi, s=rng.randint(0, 59), h12=(h - 1) % 12 + 1, ap="PM" if h >= 12 else "AM")
    date_line = (run(p.date(c.date), "date"), run(time))
    pairs = [((run(p.label("number.receipt")),), (run(c.number, "document_number"),))]
    if rng.random() < 0.5:
        pairs.append(((run(p.label("date.receipt")),), date_line))
        top: list[Line] = []
    else:
        top = [date_line]
    for key in ("cashier", "till"):
        if rng.random() < 0.4:
            pairs.append(((run(p.label(key)),), (run(c.numbers[key]),)))
            p.draw.distractors.append(key)
    rng.shuffle(pairs)
    logo = fam.logo != "none" and rng.random() < 0.3
    header = [(((TextBlock("issuer", tuple(_store_lines(p, head, logo)), logo=logo),), 1.0),)]
    meta = MetaBlock("meta", tuple(pairs), rng.choice(("kv", "kv", "inline", "nolabel" if top else "kv")))
    blocks: list = [meta] if not top else [TextBlock("when", tuple(top)), meta]
    header.append(((tuple(blocks), 1.0),))
    p.draw.arrangement = [[["issuer"]], [["meta"]]]
    rows, _ = _rows(p, c, fam.columns, rng, False)
    totals = _totals(p, c, rng)
    tail: list[Line] = []
    cur = c.currency
    if rng.random() < 0.5:
        given = (c.total + Decimal(rng.choice(("0.00", "0.50", "1.00", "5.00", "10.00", "20.00")))).quantize(c.unit)
        tail.append((run(p.label("cash")),) + p.money(given, None, cur, with_mark=rng.random() < 0.4))
        tail.append((run(p.label("change")),) + p.money(given - c.total, None, cur, with_mark=rng.random() < 0.4))
        p.draw.distractors += ["cash", "change"]
    else:
        tail.append((run(p.label("card")), run(f"****{rng.randint(1000, 9999)}")) + p.money(c.total, None, cur))
        p.draw.distractors.append("card")
    if rng.random() < 0.4:
        tail.append((run(p.label("items_count")), run(str(sum(abs(it.quantity) for it in c.items)))))
    closing = [(run(p.word("thanks"), bold=True),)]
    extra = {"item_shape": rng.choice(("two_line", "qty_first", "one_line")), "each": rng.choice(("@", "x", "à", "/")),
             "head_align": rng.choice(("center", "center", "left")), "tail": tuple(tail), "closing": tuple(closing),
             "initials": "".join(w[0] for w in c.vendor.name.split()[:2]), "sections": _sections(p, len(rows))}
    return Composition(kind="receipt", header=tuple(header), repeat=tuple(header), columns=fam.columns,
                       column_labels=tuple(p.word(col) for col in fam.columns), rows=rows, totals=tuple(totals),
                       terms_heading=None, terms=(), footer=(), page_label="", extra=extra)


def layout_document(comp: Composition, fam: Family, draw: Draw, width_draw: float) -> tuple[list, tuple[str, ...]]:
    if comp.kind == "receipt":
        lay = ComposedReceiptLayouter(comp, fam, receipt_width(width_draw), 1e9, draw.fonts, size=min(fam.size, 8.5))
    else:
        w, h = PAGE_SIZES[draw.page]
        lay = ComposedLayouter(comp, fam, w, h, draw.fonts)
    pages = lay.document()
    return pages, lay.kept_columns or comp.columns


# -- one document ---------------------------------------------------------------------------------------------


def synthesize_composed(kind: str, split: str = "train", seed: int = 0, index: int = 0, *, n_items: int | None = None,
                        length_class: str | None = None, order: str = "reading") -> Synth:
    """One composed document of ``kind`` (order | invoice | receipt | mixed: drawn per index 35/45/20 %)."""
    if split not in COMPOSED_SPLITS:
        raise ConfigError("bad_split", f"composed documents have the splits {', '.join(COMPOSED_SPLITS)}, not {split!r}")
    if not 0 <= index < HELDOUT_OFFSET:
        raise ConfigError("bad_index", f"index must be in 0..{HELDOUT_OFFSET - 1}")
    stream = index + (HELDOUT_OFFSET if split == "heldout" else 0)
    if kind == "mixed":
        u, acc = random.Random(f"{seed}:composed:mixed:{stream}").random(), 0.0
        for k, prob in MIXED_KINDS:
            acc += prob
            if u < acc:
                kind = k
                break
    if kind not in ("order", "invoice", "receipt"):
        raise ConfigError("bad_kind", f"unknown document kind {kind!r}: use order, invoice, receipt or mixed")
    base = f"{seed}:composed:{kind}:{stream}"
    rng = random.Random(base)
    fam, draw0, conv = draw_style(rng, kind, split)
    conv["line_no"] = rng.choice(("{0}", "{0}", "{0}.", "{1}"))
    conv["qty_unit"] = "unit" not in fam.columns and rng.random() < 0.15
    width_draw = rng.random()
    credit = kind == "invoice" and rng.random() < 0.08
    words0 = Printer(base, split, fam, draw0, conv, random.Random(base + ":printer"))
    full = make_composed_content(rng, kind, draw0.language, draw0.locale, words0.word, credit=credit,
                                 max_items=50 if kind != "receipt" else 30)
    if random.Random(f"{base}:whole").random() < WHOLE_SHARE:
        full = whole_amounts(full)
    state: dict = {}

    def build(n: int, t: int):
        c = with_adjustments(random.Random(base + ":adjust"), full.with_sizes(n, t))
        draw = Draw(**{**draw0.__dict__, "labels": dict(draw0.labels), "distractors": [], "arrangement": []})
        p = Printer(base, split, fam, draw, conv, random.Random(base + ":printer"))
        p.whole = c.whole
        comp = compose_document(c, fam, p, random.Random(base + ":compose"))
        pages, kept = layout_document(comp, fam, draw, width_draw)
        draw.columns = kept
        state["draw"] = draw
        from docx_cli.synth.generate import estimate_tokens

        return c, comp, pages, estimate_tokens(pages)

    if kind == "receipt":
        n = n_items or min(30, 1 + int(rng.expovariate(1 / 6)))
        c, comp, pages, _ = build(n, 0)
        cls = None
    elif n_items is not None:
        c, comp, pages, _ = build(n_items, fam.filler_base)
        cls = None
    else:
        u = (index * 0.6180339887498949 + random.Random(f"{seed}:composed:{kind}:{split}").random()) % 1.0
        cls, target = _draw_length(rng, u, length_class)
        c, comp, pages, _ = _fit_length(build, fam, target, None, len(full.terms))
    draw = state["draw"]
    sid = composed_id(kind, split, index)
    meta = {"synth": {"version": COMPOSED_VERSION, "kind": kind, "split": split, "family": "composed",
                      "composed": True, "seed": seed, "index": index, "n_items": len(c.items), "length_class": cls,
                      "credit_note": c.credit, "draw": draw.as_json()}}
    gold = gold_document(pages, sid + ".pdf", c, meta, order=order)
    fields = gold.metadata["gold"]["fields"]
    if c.period is not None:  # normalized like the other dates (gold.normalized_values knows no period)
        for key, d in (("period_start", c.period[0]), ("period_end", c.period[1])):
            if key in fields:
                fields[key]["normalized"] = d.isoformat()
    gold.metadata["id"] = sid
    return Synth(sid, kind, split, fam, c, comp, pages, gold)


# -- the variety measure ------------------------------------------------------------------------------------------

LABEL_FIELDS = {  # label key → the field (or distractor) it names, for the per-field wording counts
    "number.order": "document_number", "number.invoice": "document_number", "number.receipt": "document_number",
    "number.credit_note": "document_number", "date.order": "date", "date.invoice": "date", "date.receipt": "date",
    "due.order": "due_date", "due.invoice": "due_date", "total": "total_amount", "amount_due": "total_amount",
    "tax": "tax_amount", "currency": "currency", "party.order": "vendor_name", "party.invoice": "customer_name",
    "party.order_confirmation": "customer_name",
    "item_id": "item_id", "description": "description", "quantity": "quantity", "unit_price": "unit_price",
    "line_amount": "line_amount", "period": "period_start",
}


def variety_stats(n: int, kind: str = "mixed", split: str = "train", seed: int = 0, start: int = 0) -> dict:
    """What ``n`` composed documents drew: distinct column orders, label wordings per field and language,
    header placements and arrangements, distractor kinds, and the other primitives."""
    orders: Counter = Counter()
    wordings: dict[str, dict[str, set]] = {}
    keys_seen: dict[str, dict[str, set]] = {}
    placements: Counter = Counter()
    arrangements: Counter = Counter()
    distractors: Counter = Counter()
    other = {k: Counter() for k in ("language", "table_style", "currency_place", "fonts", "page", "kinds")}
    for i in range(start, start + n):
        s = synthesize_composed(kind, split, seed, i, order="drawn")
        d = s.metadata["synth"]["draw"]
        if s.kind != "receipt":
            orders[tuple(d["columns"])] += 1
            placements[d["placement"]] += 1
            arrangements[str(d["arrangement"])] += 1
        for key, word in d["labels"].items():
            f = LABEL_FIELDS.get(key)
            if f is not None:
                wordings.setdefault(f, {}).setdefault(d["language"], set()).add(word)
            keys_seen.setdefault(key, {}).setdefault(d["language"], set()).add(word)
        distractors.update(d["distractors"])
        for k in ("language", "table_style", "currency_place", "page"):
            other[k][d[k]] += 1
        other["fonts"]["/".join(d["fonts"])] += 1
        other["kinds"][s.kind] += 1
    return {
        "n": n, "kind": kind, "split": split, "seed": seed,
        "distinct_column_orders": len(orders),
        "label_wordings": {f: {lang: len(ws) for lang, ws in sorted(by.items())} for f, by in sorted(wordings.items())},
        "label_keys_with_variants": sum(1 for by in keys_seen.values() for ws in by.values() if len(ws) > 1),
        "header_placements": dict(placements.most_common()),
        "distinct_header_arrangements": len(arrangements),
        "distractor_kinds": dict(distractors.most_common()),
        **{k: dict(v.most_common()) for k, v in other.items()},
    }


def variety_table(stats: dict) -> str:
    """The variety measure as a plain-text table (stderr of ``docx synth --compose --variety``)."""
    langs = ("en", "de", "fr", "nl", "es", "it")
    kinds = ", ".join(f"{k} {v}" for k, v in stats["kinds"].items())
    out = [f"{stats['n']} composed documents ({stats['kind']}: {kinds}; {stats['split']}, seed {stats['seed']})",
           f"distinct column orders      {stats['distinct_column_orders']}",
           f"distinct header arrangements {stats['distinct_header_arrangements']}",
           "header placements           " + ", ".join(f"{k} {v}" for k, v in stats["header_placements"].items()),
           "distractor kinds            " + str(len(stats["distractor_kinds"])) + ": " +
           ", ".join(f"{k} {v}" for k, v in stats["distractor_kinds"].items()),
           "table styles                " + ", ".join(f"{k} {v}" for k, v in stats["table_style"].items()),
           "currency placement          " + ", ".join(f"{k} {v}" for k, v in stats["currency_place"].items()),
           "", "label wordings per field and language", f"{'field':<18}" + "".join(f"{x:>5}" for x in langs)]
    for f, by in stats["label_wordings"].items():
        out.append(f"{f:<18}" + "".join(f"{by.get(x, 0):>5}" for x in langs))
    return "\n".join(out)
