"""Layout families: the templates of synthetic documents, split once and for all into train, validation, test.

A family fixes everything an issuer's template fixes — where the header blocks sit, the label wording
("Order No." / "PO #" / "Bestell-Nr."), date and number formats, fonts and sizes, the table style and
column order, the totals block, the logo, how much boilerplate it prints. Documents of one family differ in
content only (parties, items, amounts, dates, length). As with the orders of Douzon et al., the test split holds
templates never seen in training: :func:`families_for` returns one split's families only and
:func:`generate` refuses a family from another split, so a test family cannot leak into training data. A third
split, ``validation``, holds 8 more unseen templates for *choosing* between models (checkpoints, builds) on
how they carry over to new layouts, so the test families are only ever used to report.

The families are built from ``random.Random(f"family-{i}")`` with some axes cycled, so they are the same on
every machine and every run; adding a family appends to the list without changing the existing ones.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from docx_cli.errors import ConfigError

KINDS = ("order", "invoice", "receipt")
SPLITS = ("train", "validation", "test")
# 0..31 are the first set (24 train, 8 test); 32..127 are more training templates only; 128..255 are 120
# more training templates and the 8 validation ones. The model learns header fields from
# label wording and position only when it has seen many templates: with 24 it learned the templates instead
# (header F1 0.95 in-family, 0.1-0.4 on unseen test-family invoices; MODEL_CARD.md).
N_FAMILIES = 256
TEST_IDS = frozenset({3, 6, 10, 15, 19, 22, 27, 30})  # 8 held out: unseen templates for evaluation
VALIDATION_IDS = frozenset(range(133, N_FAMILIES, 16))  # 8 held out: unseen templates for model selection

# Header arrangements: rows of slots; a slot stacks one or more blocks and takes a fraction of the width.
#   issuer   logo + the issuing party's name, address, contacts (the letterhead)
#   name     the issuer's logo and name only (its address is printed in the page footer)
#   title    the document title ("PURCHASE ORDER")
#   meta     number, dates, references as label/value pairs
#   party    the counterparty (vendor on an order, customer on an invoice) with its heading
#   shipto   a delivery address (a distractor: never labelled)
#   due      the "Amount Due" box (invoices)
ARRANGEMENTS: dict[str, tuple[tuple[tuple[tuple[str, ...], float], ...], ...]] = {
    "classic": ((( ("issuer",), 0.55), (("title", "meta"), 0.45)), ((("party",), 0.5), (("shipto",), 0.5))),
    "title_top": (((("title",), 1.0),), ((("issuer",), 0.5), (("meta",), 0.5)), ((("party",), 0.5), (("shipto",), 0.5))),
    "right_letterhead": (((("meta",), 0.45), (("issuer",), 0.55)), ((("title",), 1.0),), ((("party",), 0.6), (("due",), 0.4))),
    "meta_band": (((("issuer",), 0.6), (("title",), 0.4)), ((("party",), 0.5), (("shipto",), 0.5)), ((("meta",), 1.0),)),
    "left_column": (((("issuer",), 1.0),), ((("title",), 1.0),), ((("meta",), 0.5), (("party",), 0.5))),
    "party_first": (((("title", "issuer"), 0.5), (("due",), 0.5)), ((("party",), 0.5), (("meta",), 0.5))),
    "three_column": (((("title",), 1.0),), ((("issuer",), 0.36), (("party",), 0.34), (("meta",), 0.30))),
    "footer_vendor": (((("name",), 0.5), (("title", "meta"), 0.5)), ((("party",), 0.5), (("shipto", "due"), 0.5))),
}

FONTS = {  # family font → (regular, bold); Vera ships with reportlab (a TrueType font, embedded)
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
    "vera": ("Vera", "VeraBd"),
}
TABLE_STYLES = ("ruled", "zebra", "none", "grid", "header_fill", "boxed")
META_STYLES = ("kv", "inline", "stacked", "grid")
TOTALS_STYLES = ("right", "box", "line", "left")
CURRENCY_STYLES = ("meta", "code_before", "code_after", "symbol")
LOGOS = ("circle", "square", "triangle", "bars", "ring", "diamond", "none")
COLUMN_ORDERS = (
    ("line_no", "item_id", "description", "quantity", "unit_price", "line_amount"),
    ("item_id", "description", "quantity", "unit", "unit_price", "line_amount"),
    ("description", "item_id", "quantity", "unit_price", "line_amount"),
    ("quantity", "item_id", "description", "unit_price", "line_amount"),
    ("line_no", "description", "item_id", "unit_price", "quantity", "line_amount"),
    ("item_id", "quantity", "description", "unit_price", "line_amount"),
    ("line_no", "item_id", "description", "unit", "quantity", "unit_price", "tax_rate", "line_amount"),
    ("item_id", "description", "unit_price", "quantity", "line_amount"),
)

# Label wording per language: key → options; a family picks one option per key once.
WORDING: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "title.order": ("PURCHASE ORDER", "Purchase Order", "ORDER", "P.O.", "Customer Order"),
        "title.invoice": ("INVOICE", "Invoice", "TAX INVOICE", "Commercial Invoice"),
        "title.receipt": ("RECEIPT", "Sales Receipt", "Cash Receipt"),
        "number.order": ("Order No.", "PO #", "Purchase Order Number", "Order Number", "P.O. No.", "PO Number"),
        "number.invoice": ("Invoice No.", "Invoice #", "Invoice Number", "Inv. No."),
        "number.receipt": ("Receipt #", "Receipt No.", "Trans. No."),
        "date.order": ("Order Date", "Date", "PO Date", "Dated"),
        "date.invoice": ("Invoice Date", "Date", "Issue Date", "Date of Issue"),
        "date.receipt": ("Date",),
        "due.order": ("Delivery Date", "Required By", "Deliver By", "Due Date"),
        "due.invoice": ("Due Date", "Payment Due", "Due"),
        "party.order": ("Vendor", "Supplier", "To", "Vendor Address"),
        "party.invoice": ("Bill To", "Customer", "Sold To", "Invoice To", "Billed To"),
        "shipto": ("Ship To", "Deliver To", "Delivery Address"),
        "item_id": ("Item No.", "SKU", "Part #", "Item", "Product Code", "Art. No."),
        "description": ("Description", "Item Description", "Product", "Details"),
        "quantity": ("Qty", "Quantity", "Qty.", "Units"),
        "unit_price": ("Unit Price", "Price", "Rate", "Unit Cost", "Price/Unit"),
        "line_amount": ("Amount", "Total", "Line Total", "Ext. Price", "Net Amount"),
        "line_no": ("#", "No.", "Line"),
        "unit": ("Unit", "UoM"),
        "tax_rate": ("Tax %", "VAT"),
        "subtotal": ("Subtotal", "Sub-total", "Net Total", "Total before tax"),
        "tax": ("Tax", "VAT", "Sales Tax"),
        "shipping": ("Shipping", "Freight", "Delivery"),
        "total": ("Total", "Total Due", "Grand Total", "TOTAL", "Balance"),
        "amount_due": ("Amount Due", "Balance Due", "Please Pay"),
        "currency": ("Currency", "Currency Code"),
        "page": ("Page {i} of {n}", "Page {i}/{n}", "{i} of {n}"),
        "terms": ("Terms and Conditions", "Terms & Conditions", "Notes", "General Terms"),
        "reference": ("Customer No.", "Your Ref.", "Account #", "Reference"),
        "payment_terms": ("Payment Terms", "Terms"),
        "phone": ("Tel.", "Phone", "T"),
        "tax_id": ("VAT ID", "Tax ID", "VAT Reg. No."),
        "units": ("pcs", "ea", "each", "box"),
    },
    "de": {
        "title.order": ("BESTELLUNG", "Bestellung", "Auftrag", "Bestellschein"),
        "title.invoice": ("RECHNUNG", "Rechnung"),
        "title.receipt": ("KASSENBON", "Quittung", "Beleg"),
        "number.order": ("Bestell-Nr.", "Bestellnummer", "Auftrags-Nr."),
        "number.invoice": ("Rechnungs-Nr.", "Rechnungsnummer", "Re.-Nr."),
        "number.receipt": ("Beleg-Nr.", "Bon-Nr."),
        "date.order": ("Datum", "Bestelldatum"),
        "date.invoice": ("Rechnungsdatum", "Datum"),
        "date.receipt": ("Datum",),
        "due.order": ("Liefertermin", "Lieferdatum"),
        "due.invoice": ("Fällig am", "Zahlbar bis", "Fälligkeitsdatum"),
        "party.order": ("Lieferant", "An"),
        "party.invoice": ("Rechnungsempfänger", "Kunde", "Rechnungsadresse"),
        "shipto": ("Lieferadresse", "Lieferanschrift"),
        "item_id": ("Art.-Nr.", "Artikelnummer", "Art.Nr."),
        "description": ("Bezeichnung", "Beschreibung", "Artikel"),
        "quantity": ("Menge", "Anz."),
        "unit_price": ("Einzelpreis", "Preis", "E-Preis"),
        "line_amount": ("Gesamt", "Betrag", "Gesamtpreis"),
        "line_no": ("Pos.", "Pos"),
        "unit": ("Einheit", "ME"),
        "tax_rate": ("MwSt.", "USt."),
        "subtotal": ("Zwischensumme", "Nettobetrag", "Summe netto"),
        "tax": ("MwSt.", "USt."),
        "shipping": ("Versand", "Fracht"),
        "total": ("Gesamtbetrag", "Summe", "Endbetrag", "Gesamt"),
        "amount_due": ("Zahlbetrag", "Offener Betrag"),
        "currency": ("Währung",),
        "page": ("Seite {i} von {n}", "Seite {i}/{n}"),
        "terms": ("Allgemeine Geschäftsbedingungen", "Hinweise", "AGB"),
        "reference": ("Kunden-Nr.", "Ihr Zeichen", "Kundennummer"),
        "payment_terms": ("Zahlungsbedingungen", "Zahlungsziel"),
        "phone": ("Tel.", "Telefon"),
        "tax_id": ("USt-IdNr.", "Steuer-Nr."),
        "units": ("Stk.", "St.", "Stück"),
    },
}
DATE_FORMATS_BY_LOCALE = {
    "us": ("MM/DD/YYYY", "Month D, YYYY", "YYYY-MM-DD", "MM/DD/YY"),
    "uk": ("DD/MM/YYYY", "D Mon YYYY", "DD-Mon-YYYY", "D Month YYYY", "YYYY-MM-DD"),
    "de": ("DD.MM.YYYY", "DD.MM.YY", "D. Monat YYYY", "YYYY-MM-DD"),
    "fr": ("DD/MM/YYYY", "YYYY-MM-DD", "YYYY/MM/DD"),
}
NUMBER_FORMATS_BY_LOCALE = {"us": ("us", "us", "plain"), "uk": ("us", "plain"), "de": ("eu", "eu", "plain_eu", "ch"),
                            "fr": ("eu", "plain_eu")}


@dataclass(frozen=True)
class Family:
    id: str  # "f07"
    split: str  # train | validation | test | example
    language: str  # en | de (label wording)
    locale: str  # us | uk | de | fr (addresses, taxes, currencies)
    page: str  # letter | a4
    margin: float  # pt
    font: str  # key of FONTS
    size: float  # body font size, pt
    title_size: float
    leading: float  # line height / font size
    arrangement: str  # key of ARRANGEMENTS
    meta_style: str
    meta_order: tuple[str, ...]  # which pairs the meta block prints, in order
    table_style: str
    columns: tuple[str, ...]
    totals_style: str
    currency_style: str
    date_format: str
    number_format: str
    logo: str
    accent: tuple[float, float, float]  # RGB 0..1
    label_colon: bool  # "Order No.:" or "Order No."
    upper_labels: bool  # table headers in capitals
    contacts: bool  # phone / e-mail / tax id lines under the letterhead
    filler_base: int  # terms paragraphs every document of the family prints (before length tuning)
    repeat_header: str  # full | compact — what later pages repeat (never labelled there)
    page_label_pos: str  # footer_right | footer_center | header_right
    words: tuple[tuple[str, str], ...] = field(repr=False)  # chosen label wording

    def word(self, key: str, kind: str | None = None) -> str:
        d = dict(self.words)
        return d[f"{key}.{kind}"] if kind is not None and f"{key}.{kind}" in d else d[key]

    def label(self, key: str, kind: str | None = None) -> str:
        """A field label as printed (with the family's colon habit)."""
        text = self.word(key, kind)
        return f"{text}:" if self.label_colon and not text.endswith((":", "#")) else text

    @property
    def fonts(self) -> tuple[str, str]:
        return FONTS[self.font]


def _make_family(i: int) -> Family:
    rng = random.Random(f"family-{i}")
    language = "de" if i % 5 == 1 or i % 7 == 4 else "en"
    locale = "de" if language == "de" else ("us", "uk", "us", "fr", "de", "uk", "us")[i % 7]
    wording = WORDING[language]
    words = tuple((k, rng.choice(v)) for k, v in sorted(wording.items()))
    arrangement = tuple(ARRANGEMENTS)[i % len(ARRANGEMENTS) if i < 24 else rng.randrange(len(ARRANGEMENTS))]
    font = ("helvetica", "times", "vera", "courier", "helvetica")[(i + i // 5) % 5]
    size = rng.choice((8.0, 8.5, 9.0, 9.0, 9.5, 10.0))
    if font == "courier":
        size = min(size, 8.5)  # monospace is wide
    currency_style = CURRENCY_STYLES[i % len(CURRENCY_STYLES) if i < 28 else rng.randrange(4)]
    meta = ["number", "date", "due", "reference"]
    rng.shuffle(meta)
    meta.remove("number")
    meta.insert(0 if rng.random() < 0.75 else 1, "number")
    if rng.random() < 0.5:
        meta.append("payment_terms")
    if currency_style == "meta":
        meta.append("currency")
    if rng.random() < 0.3:
        meta.remove("reference")
    return Family(
        id=f"f{i:02d}",
        split="test" if i in TEST_IDS else "validation" if i in VALIDATION_IDS else "train",
        language=language,
        locale=locale,
        page=rng.choice(("letter", "a4")) if locale in ("us",) else "a4",
        margin=rng.choice((36.0, 42.0, 48.0, 54.0, 60.0)),
        font=font,
        size=size,
        title_size=rng.choice((14.0, 16.0, 18.0, 20.0, 24.0)),
        leading=rng.choice((1.25, 1.35, 1.5, 1.7)),
        arrangement=arrangement,
        meta_style=META_STYLES[(i * 3) % len(META_STYLES)] if arrangement != "meta_band" else "grid",
        meta_order=tuple(meta),
        table_style=TABLE_STYLES[i % len(TABLE_STYLES)],
        columns=COLUMN_ORDERS[(i * 5) % len(COLUMN_ORDERS)],
        totals_style=TOTALS_STYLES[(i // 2) % len(TOTALS_STYLES)],
        currency_style=currency_style,
        date_format=rng.choice(DATE_FORMATS_BY_LOCALE[locale]),
        number_format=rng.choice(NUMBER_FORMATS_BY_LOCALE[locale]),
        logo=LOGOS[i % len(LOGOS)],
        accent=rng.choice(((0.12, 0.29, 0.53), (0.55, 0.1, 0.1), (0.1, 0.45, 0.3), (0.3, 0.3, 0.3),
                           (0.85, 0.45, 0.05), (0.35, 0.2, 0.55), (0.0, 0.5, 0.6))),
        label_colon=rng.random() < 0.6,
        upper_labels=rng.random() < 0.3,
        contacts=rng.random() < 0.6,
        filler_base=rng.choice((0, 0, 0, 1, 1, 2)),
        repeat_header=rng.choice(("full", "full", "compact")),
        page_label_pos=rng.choice(("footer_right", "footer_center", "header_right")),
        words=words,
    )


FAMILIES: tuple[Family, ...] = tuple(_make_family(i) for i in range(N_FAMILIES))
# 256..511: more training templates, drawn only when asked (``families_for("train", extra=True)``).
# Kept out of FAMILIES so that every document drawn before, by seed and index from the 240 train families, stays
# the same (make model's earlier stages regenerate their data); all are train: the validation and test ids are
# below 256.
N_EXTRA_FAMILIES = 256
EXTRA_FAMILIES: tuple[Family, ...] = tuple(_make_family(i) for i in range(N_FAMILIES, N_FAMILIES + N_EXTRA_FAMILIES))

# Dedicated families for the committed examples (examples/invoice.pdf, examples/order-long.pdf): in neither
# split, so the shipped demo is a template no model of ours was trained or evaluated on.
EXAMPLE_FAMILIES: dict[str, Family] = {
    "invoice": Family(
        id="x-invoice", split="example", language="en", locale="us", page="letter", margin=54.0, font="helvetica",
        size=9.0, title_size=22.0, leading=1.4, arrangement="classic", meta_style="kv",
        meta_order=("number", "date", "due", "reference", "payment_terms"), table_style="zebra",
        columns=("item_id", "description", "quantity", "unit_price", "line_amount"), totals_style="right",
        currency_style="code_after", date_format="MM/DD/YYYY", number_format="us", logo="circle",
        accent=(0.12, 0.29, 0.53), label_colon=True, upper_labels=False, contacts=True, filler_base=1,
        repeat_header="full", page_label_pos="footer_right",
        words=tuple(sorted({**{k: v[0] for k, v in WORDING["en"].items()}, "terms": "Notes"}.items())),
    ),
    "order": Family(
        id="x-order", split="example", language="en", locale="uk", page="a4", margin=48.0, font="times",
        size=9.5, title_size=18.0, leading=1.35, arrangement="title_top", meta_style="kv",
        meta_order=("number", "date", "due", "reference", "currency"), table_style="ruled",
        columns=("line_no", "item_id", "description", "quantity", "unit_price", "line_amount"),
        totals_style="box", currency_style="meta", date_format="DD/MM/YYYY", number_format="us", logo="square",
        accent=(0.1, 0.45, 0.3), label_colon=True, upper_labels=False, contacts=True, filler_base=2,
        repeat_header="full", page_label_pos="footer_center",
        words=tuple(sorted({**{k: v[0] for k, v in WORDING["en"].items()}, "number.order": "PO Number"}.items())),
    ),
}


def families_for(split: str, *, extra: bool = False) -> tuple[Family, ...]:
    """The families of one split; ``example`` gives the two dedicated example families; ``extra`` adds the
    256 further training families (:data:`EXTRA_FAMILIES`) to ``train``."""
    if split == "example":
        return tuple(EXAMPLE_FAMILIES.values())
    if split not in SPLITS:
        raise ConfigError("bad_split", f"unknown split {split!r}: use train, validation or test")
    pool = (*FAMILIES, *EXTRA_FAMILIES) if extra else FAMILIES
    return tuple(f for f in pool if f.split == split)


def family_by_id(family_id: str) -> Family:
    for f in (*FAMILIES, *EXTRA_FAMILIES, *EXAMPLE_FAMILIES.values()):
        if f.id == family_id:
            return f
    raise ConfigError("bad_family", f"unknown layout family {family_id!r}")


def template_signature(f: Family) -> tuple:
    """What makes two families the same template (everything but the id and split)."""
    return tuple(getattr(f, k) for k in f.__dataclass_fields__ if k not in ("id", "split"))
