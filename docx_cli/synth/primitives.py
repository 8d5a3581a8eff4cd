"""Layout primitives of composed documents, drawn per document, and the ones the train split never draws.

A family (``families.py``) fixes a template; a composed document draws every axis on its own: the table's
columns (any subset and order), the table style, where each header block sits and how its values are
labelled (label left, label above, a bordered box, a key/value grid, no label), fonts, weights, sizes,
colours, page size, the currency's place. :class:`Draw` records what was drawn, for the variety measure
(``composed.variety_stats``) and the document's metadata.

Held out from training (the ``heldout`` split draws them, ``train`` never does): the table style
:data:`HELDOUT_TABLE_STYLE`, the header placement :data:`HELDOUT_PLACEMENT` and, per language, the last
wording of every label key (``labels_i18n``).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from docx_cli.synth.families import Family
from docx_cli.synth.labels_i18n import DATE_FORMATS, LOCALES, NUMBER_STYLES

COMPOSED_SPLITS = ("train", "heldout")
TABLE_STYLES = ("ruled", "zebra", "none", "grid", "header_fill", "boxed", "underline", "dashed")
HELDOUT_TABLE_STYLE = "dashed"
PLACEMENTS = ("label_left", "label_inline", "label_above", "boxed", "grid", "no_label", "label_right_aligned")
HELDOUT_PLACEMENT = "label_right_aligned"
CURRENCY_PLACES = ("label_only", "code_before", "code_after", "sign_before", "sign_after", "sign_glued",
                   "code_glued")
# (regular, bold): weights vary too — a template may print labels in the same weight as values
FONT_PAIRS = (("Helvetica", "Helvetica-Bold"), ("Times-Roman", "Times-Bold"), ("Courier", "Courier-Bold"),
              ("Vera", "VeraBd"), ("VeraIt", "VeraBI"), ("Vera", "Vera"), ("Helvetica", "Helvetica"),
              ("Times-Roman", "Helvetica-Bold"), ("Vera", "Helvetica-Bold"), ("Helvetica", "VeraBd"))
PAGE_SIZES = {"letter": (612.0, 792.0), "a4": (595.28, 841.89), "legal": (612.0, 1008.0), "a4-wide": (640.0, 841.89)}
ITEM_COLUMNS = ("line_no", "item_id", "description", "quantity", "unit", "unit_price", "tax_rate", "line_tax",
                "line_amount", "gross_amount")
HEADER_BLOCKS = ("issuer", "title", "meta", "party", "shipto", "due", "refs")


def _register_fonts() -> None:
    font_dir = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
    have = set(pdfmetrics.getRegisteredFontNames())
    for name in ("Vera", "VeraBd", "VeraIt", "VeraBI"):
        if name not in have:
            pdfmetrics.registerFont(TTFont(name, os.path.join(font_dir, f"{name}.ttf")))


_register_fonts()


def has_euro(font: str) -> bool:
    """The standard-14 fonts carry no width for € that pdfplumber agrees with (see ``compose._currency_mark``)."""
    return font.startswith("Vera")


@dataclass
class Draw:
    """What one composed document drew (JSON-able; ``metadata.synth.draw``)."""
    language: str
    locale: str
    columns: tuple[str, ...]
    table_style: str
    placement: str  # how header values are labelled
    currency_place: str
    fonts: tuple[str, str]
    page: str
    arrangement: list = field(default_factory=list)  # header rows: [[block, ...] per slot]
    labels: dict = field(default_factory=dict)  # label key → wording printed
    distractors: list = field(default_factory=list)  # kinds printed (customer_no, iban, balance, …)
    sub_rows: bool = False
    wrap: bool = False
    totals: str = "right"  # how the totals print (TOTALS_DRAW)

    def as_json(self) -> dict:
        return {"language": self.language, "locale": self.locale, "columns": list(self.columns),
                "table_style": self.table_style, "placement": self.placement,
                "currency_place": self.currency_place, "fonts": list(self.fonts), "page": self.page,
                "arrangement": self.arrangement, "labels": self.labels, "distractors": sorted(set(self.distractors)),
                "sub_rows": self.sub_rows, "wrap": self.wrap, "totals": self.totals}


def draw_columns(rng: random.Random, kind: str) -> tuple[str, ...]:
    """Any subset and order: quantity first, item code last, no item code, unit / tax columns, two amounts."""
    if kind == "receipt":
        return tuple(c for c in ("item_id", "description", "quantity", "unit_price", "line_amount")
                     if c != "item_id" or rng.random() < 0.3)
    cols = ["description", "quantity", "unit_price", "line_amount"]
    if rng.random() < 0.75:
        cols.append("item_id")
    for optional, p in (("unit", 0.3), ("tax_rate", 0.25), ("line_tax", 0.1), ("gross_amount", 0.15),
                        ("line_no", 0.35)):
        if rng.random() < p:
            cols.append(optional)
    if rng.random() < 0.08:
        cols.remove("unit_price")  # quantity and amount only
    canonical = [c for c in ITEM_COLUMNS if c in cols]
    r = rng.random()
    if r < 0.4:
        order = canonical
    elif r < 0.75:  # canonical with a few columns moved (quantity first, code last, price before quantity)
        order = canonical[:]
        for _ in range(rng.randint(1, 3)):
            c = order.pop(rng.randrange(len(order)))
            order.insert(rng.randrange(len(order) + 1), c)
    else:
        order = canonical[:]
        rng.shuffle(order)
    if "line_no" in order and rng.random() < 0.85:  # a row number is nearly always first
        order.remove("line_no")
        order.insert(0, "line_no")
    return tuple(order)


def draw_arrangement(rng: random.Random, blocks: list[str]) -> tuple[tuple[tuple[tuple[str, ...], float], ...], ...]:
    """Header blocks in random rows of 1–3 slots, each slot stacking 1–2 blocks, random widths."""
    order = blocks[:]
    rng.shuffle(order)
    if "issuer" in order and rng.random() < 0.6:  # the letterhead is usually on top
        order.remove("issuer")
        order.insert(0, "issuer")
    rows = []
    while order:
        n_slots = min(len(order), rng.choice((1, 2, 2, 2, 3)))
        slots = []
        for _ in range(n_slots):
            take = 2 if len(order) >= 2 and rng.random() < 0.25 else 1
            slots.append(tuple(order[:take]))
            del order[:take]
            if not order:
                break
        weights = [rng.uniform(0.7, 1.3) for _ in slots]
        total = sum(weights)
        rows.append(tuple((s, w / total) for s, w in zip(slots, weights)))
    return tuple(rows)


# How a composed document prints its totals. "grid": the labels on one line and the amounts under them, a strip
# French and German invoices often print ("Total HT | Total TVA | Total TTC"); no layout family has it.
TOTALS_DRAW = ("right", "right", "box", "line", "left", "grid")


def draw_style(rng: random.Random, kind: str, split: str) -> tuple[Family, Draw, dict]:
    """The per-document Family the layouter reads, the record of the draw, and number/date conventions."""
    language = rng.choice(("en", "en", "de", "fr", "nl", "es", "it"))  # English twice: most real documents
    locale = rng.choice(LOCALES[language])
    styles = TABLE_STYLES if split == "heldout" else tuple(s for s in TABLE_STYLES if s != HELDOUT_TABLE_STYLE)
    table_style = HELDOUT_TABLE_STYLE if split == "heldout" and rng.random() < 0.4 else rng.choice(styles)
    places = PLACEMENTS if split == "heldout" else tuple(p for p in PLACEMENTS if p != HELDOUT_PLACEMENT)
    placement = HELDOUT_PLACEMENT if split == "heldout" and rng.random() < 0.3 else rng.choice(places)
    fonts = rng.choice(FONT_PAIRS)
    currency_place = rng.choice(CURRENCY_PLACES)
    page = "letter" if locale == "us" and rng.random() < 0.7 else rng.choice(("a4", "a4", "a4", "legal", "a4-wide"))
    size = rng.choice((7.5, 8.0, 8.5, 9.0, 9.0, 9.5, 10.0, 10.5))
    if fonts[0] == "Courier":
        size = min(size, 8.5)
    accent = tuple(round(rng.uniform(0.0, 0.7), 2) for _ in range(3))
    if rng.random() < 0.25:
        accent = (0.0, 0.0, 0.0)
    fam = Family(
        id="composed", split=split, language=language, locale=locale, page=page,
        margin=rng.choice((28.0, 36.0, 42.0, 48.0, 54.0, 64.0)), font="helvetica", size=size,
        title_size=rng.choice((11.0, 14.0, 16.0, 18.0, 20.0, 24.0, 28.0)), leading=rng.choice((1.2, 1.3, 1.4, 1.55, 1.7)),
        arrangement=rng.choice(("classic", "classic", "title_top")), meta_style="kv", meta_order=(),
        table_style=table_style, columns=draw_columns(rng, kind),
        totals_style=rng.choice(TOTALS_DRAW), currency_style="meta",
        date_format=rng.choice(DATE_FORMATS[language]), number_format="us",
        logo=rng.choice(("circle", "square", "triangle", "bars", "ring", "diamond", "none", "none")),
        accent=accent, label_colon=rng.random() < 0.55, upper_labels=rng.random() < 0.25,
        contacts=rng.random() < 0.7, filler_base=rng.choice((0, 0, 0, 1, 1, 2)),
        repeat_header=rng.choice(("full", "compact", "compact")),
        page_label_pos=rng.choice(("footer_right", "footer_center", "header_right")), words=(),
    )
    draw = Draw(language=language, locale=locale, columns=fam.columns, table_style=table_style, placement=placement,
                currency_place=currency_place, fonts=fonts, page=page, totals=fam.totals_style)
    conv = {"number": rng.choice(NUMBER_STYLES[language]), "date_format": fam.date_format,
            "date_format_2": rng.choice(DATE_FORMATS[language])}
    return fam, draw, conv
