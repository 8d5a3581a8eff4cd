"""Content + family → a :class:`Composition`: the document's text as labelled runs in blocks, before geometry.

Both renderers start here — ``layout.py`` places it on PDF pages, ``render_html.py`` writes it as a web
page — so the PDF and the HTML of one document hold the same words with the same labels.

A :class:`Run` is a piece of text in one style. Its ``key`` names the field value it belongs to: a header
field (``"date"``, ``"vendor_address"``) or a line-item field with its row (``"quantity#3"``); ``None`` is
plain text (``O``). Keys are attached wherever a value is printed; the gold labeller (``gold.py``) labels
only the first occurrence of each key in reading order — so a header repeated on every page, or a total
printed twice, is labelled once, as in Douzon et al.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from docx_cli.synth.content import (
    CURRENCY_SYMBOLS,
    Content,
    contact_person,
    format_amount,
    format_date,
    format_quantity,
    receipt_thanks,
)
from docx_cli.synth.families import ARRANGEMENTS, Family

HEADER_FIELDS = (
    "document_number", "date", "due_date", "total_amount", "tax_amount", "currency",
    "vendor_name", "vendor_address", "customer_name", "customer_address",
)
ITEM_FIELDS = ("item_id", "description", "quantity", "unit_price", "line_amount")
FIELDS = HEADER_FIELDS + ITEM_FIELDS
# field → kind, the labels.json convention: "single" (one value per document) or "item" (a table column)
FIELD_KINDS = {**{f: "single" for f in HEADER_FIELDS}, **{f: "item" for f in ITEM_FIELDS}}

GRAY = (0.4, 0.4, 0.4)
BLACK = (0.0, 0.0, 0.0)


@dataclass(frozen=True, slots=True)
class Run:
    text: str
    key: str | None = None
    bold: bool = False
    scale: float = 1.0  # font size relative to the family's body size
    color: tuple[float, float, float] = BLACK


Line = tuple[Run, ...]


def run(text: str, key: str | None = None, **kw) -> Run:
    """A run with whitespace collapsed (words are split on single spaces downstream)."""
    return Run(" ".join(str(text).split()), key, **kw)


@dataclass(frozen=True)
class TextBlock:
    name: str
    lines: tuple[Line, ...]
    logo: bool = False  # draw the family's logo beside it (letterheads)


@dataclass(frozen=True)
class MetaBlock:
    name: str
    pairs: tuple[tuple[Line, Line], ...]  # (label, value)
    style: str  # kv | inline | stacked | grid


@dataclass(frozen=True)
class BoxBlock:
    name: str
    lines: tuple[Line, ...]


Block = TextBlock | MetaBlock | BoxBlock
Slot = tuple[tuple[Block, ...], float]  # blocks stacked top to bottom, width fraction
HeaderRow = tuple[Slot, ...]


@dataclass(frozen=True)
class Composition:
    kind: str
    header: tuple[HeaderRow, ...]
    repeat: tuple[HeaderRow, ...]  # what pages 2.. print (the same keys: labelled nowhere but page 1)
    columns: tuple[str, ...]
    column_labels: tuple[str, ...]
    rows: tuple[tuple[Line, ...], ...]  # one Line per column
    totals: tuple[tuple[Line, Line], ...]
    terms_heading: Line | None
    terms: tuple[str, ...]
    footer: tuple[Line, ...]  # printed at the bottom of every page
    page_label: str  # "Page {i} of {n}"
    extra: dict = field(default_factory=dict)  # renderer hints (receipt payment line, logo initials)


# -- helpers -----------------------------------------------------------------------------------------------------


def _roles(kind: str) -> tuple[str, str]:
    """(issuer, counterparty): a customer issues an order to a vendor; a vendor issues invoices and receipts."""
    return ("customer", "vendor") if kind == "order" else ("vendor", "customer")


def money(fam: Family, value) -> str:
    return format_amount(value, fam.number_format)


def _currency_mark(fam: Family, c: Content) -> str:
    if fam.currency_style == "symbol":
        sym = CURRENCY_SYMBOLS.get(c.currency, c.currency)
        if sym == "€" and fam.font != "vera":
            sym = c.currency  # the standard-14 PDF fonts carry no width for €; pdfplumber would misplace it
        return sym
    return c.currency


def _total_value(fam: Family, c: Content) -> Line:
    total = run(money(fam, c.total), "total_amount", bold=True)
    if fam.currency_style == "meta":
        return (total,)
    mark = run(_currency_mark(fam, c), "currency", bold=True)
    return (total, mark) if fam.currency_style == "code_after" else (mark, total)


def _tax_label(fam: Family, c: Content) -> str:
    rate = f"{c.tax_rate.normalize():f}".replace(".", "," if fam.number_format in ("eu", "plain_eu") else ".")
    return f"{fam.word('tax')} {rate}%" + (":" if fam.label_colon else "")


def _party_block(fam: Family, c: Content, role: str, heading: str | None, logo: bool, contacts: bool,
                 rng: random.Random, name: str = "party") -> TextBlock:
    p = c.vendor if role == "vendor" else c.customer
    assert p is not None
    lines: list[Line] = []
    if heading:
        lines.append((run(heading, bold=True, color=fam.accent if name == "party" else BLACK),))
    scale = 1.35 if heading is None else 1.0
    lines.append((run(p.name, f"{role}_name", bold=True, scale=scale),))
    lines += [(run(a, f"{role}_address"),) for a in p.address]
    if contacts:
        lines.append((run(fam.word("phone") + (":" if fam.label_colon else ""), color=GRAY), run(p.phone)))
        lines.append((run(p.email),))
        if rng.random() < 0.6:
            lines.append((run(fam.word("tax_id") + (":" if fam.label_colon else ""), color=GRAY), run(p.tax_id)))
    elif heading and rng.random() < 0.4:
        lines.append((run("Attn:" if fam.language == "en" else "z. Hd.", color=GRAY), run(contact_person(rng))))
    return TextBlock(name, tuple(lines), logo=logo)


def _meta_pairs(fam: Family, c: Content) -> tuple[tuple[Line, Line], ...]:
    kind = c.kind
    pairs: list[tuple[Line, Line]] = []
    for key in fam.meta_order:
        if key == "number":
            pairs.append(((run(fam.label("number", kind), bold=True),), (run(c.number, "document_number"),)))
        elif key == "date":
            pairs.append(((run(fam.label("date", kind), bold=True),),
                          (run(format_date(c.date, fam.date_format), "date"),)))
        elif key == "due" and c.due_date is not None:
            pairs.append(((run(fam.label("due", kind), bold=True),),
                          (run(format_date(c.due_date, fam.date_format), "due_date"),)))
        elif key == "reference" and kind != "receipt":
            pairs.append(((run(fam.label("reference"), bold=True),), (run(c.reference),)))
        elif key == "payment_terms" and kind == "invoice":
            pairs.append(((run(fam.label("payment_terms"), bold=True),), (run(c.payment_terms),)))
        elif key == "currency":
            pairs.append(((run(fam.label("currency"), bold=True),), (run(c.currency, "currency"),)))
    return tuple(pairs)


def _cell(fam: Family, c: Content, col: str, i: int) -> Line:
    it = c.items[i]
    if col == "line_no":
        return (run(str(i + 1) if fam.language == "en" else f"{(i + 1) * 10}"),)
    if col == "item_id":
        return (run(it.item_id, f"item_id#{i}"),)
    if col == "description":
        return (run(it.description, f"description#{i}"),)
    if col == "quantity":
        return (run(format_quantity(it.quantity, fam.number_format), f"quantity#{i}"),)
    if col == "unit":
        return (run(fam.word("units")),)
    if col == "unit_price":
        return (run(money(fam, it.unit_price), f"unit_price#{i}"),)
    if col == "tax_rate":
        return (run(f"{c.tax_rate.normalize():f}%"),)
    if col == "line_amount":
        return (run(money(fam, it.amount), f"line_amount#{i}"),)
    raise ValueError(col)


# -- the composition -----------------------------------------------------------------------------------------


def compose(c: Content, fam: Family, rng: random.Random) -> Composition:
    """Lay the content out as labelled text, block by block, in the family's arrangement and wording.

    ``rng`` decides small per-document choices (which optional lines appear); the structure comes from the
    family. A receipt uses a one-column arrangement whatever the family says.
    """
    kind = c.kind
    issuer, counter = _roles(kind)
    title = TextBlock("title", ((run(fam.word("title", kind), bold=True, scale=fam.title_size / fam.size,
                                     color=fam.accent),),))
    meta = MetaBlock("meta", _meta_pairs(fam, c), fam.meta_style)
    footer: list[Line] = []

    if kind == "receipt":
        letter = _party_block(fam, c, "vendor", None, logo=fam.logo != "none", contacts=True, rng=rng,
                              name="issuer")
        header: tuple[HeaderRow, ...] = (((letter,), 1.0),), (((title, MetaBlock("meta", meta.pairs, "kv")), 1.0),)
        repeat = header
    else:
        blocks: dict[str, Block | None] = {
            "issuer": _party_block(fam, c, issuer, None, logo=fam.logo != "none", contacts=fam.contacts, rng=rng,
                                   name="issuer"),
            "title": title,
            "meta": meta,
            "party": _party_block(fam, c, counter, fam.label("party", kind), logo=False, contacts=False, rng=rng),
            "shipto": None,
            "due": None,
        }
        p_issuer = c.vendor if issuer == "vendor" else c.customer
        assert p_issuer is not None
        if rng.random() < 0.7:
            blocks["shipto"] = TextBlock("shipto", ((run(fam.label("shipto"), bold=True),),
                                                    *((run(a),) for a in c.ship_to)))
        if kind == "invoice":
            blocks["due"] = BoxBlock("due", ((run(fam.label("amount_due"), bold=True),), _total_value(fam, c)))
        if fam.arrangement == "footer_vendor":
            blocks["name"] = TextBlock("issuer", ((run(p_issuer.name, f"{issuer}_name", bold=True, scale=1.5),),),
                                       logo=fam.logo != "none")
            footer.append((run(p_issuer.name, f"{issuer}_name", scale=0.8, color=GRAY),
                           run(" · ".join(p_issuer.address), f"{issuer}_address", scale=0.8, color=GRAY)))
        rows = []
        for arr_row in ARRANGEMENTS[fam.arrangement]:
            slots = []
            for names, frac in arr_row:
                bs = tuple(b for b in (blocks.get(n) for n in names) if b is not None)
                slots.append((bs, frac))
            if any(bs for bs, _ in slots):
                rows.append(tuple(slots))
        header = tuple(rows)
        if fam.repeat_header == "full":
            repeat = header
        else:
            compact_meta = MetaBlock("meta", tuple(p for p in meta.pairs if p[1][0].key in ("document_number", "date")),
                                     "inline")
            name_block = TextBlock("issuer", ((run(p_issuer.name, f"{issuer}_name", bold=True, scale=1.2),),))
            repeat = ((((name_block,), 0.5), ((title, compact_meta), 0.5)),)
        if fam.contacts and fam.arrangement != "footer_vendor" and rng.random() < 0.5:
            footer.append((run(f"{p_issuer.name} · {fam.word('tax_id')} {p_issuer.tax_id} · {p_issuer.email}",
                               scale=0.8, color=GRAY),))

    columns = fam.columns if kind != "receipt" else tuple(
        col for col in fam.columns if col in ("item_id", "description", "quantity", "unit_price", "line_amount"))
    labels = tuple(fam.word(col) for col in columns)
    if fam.upper_labels:
        labels = tuple(lab.upper() for lab in labels)
    rows_ = tuple(tuple(_cell(fam, c, col, i) for col in columns) for i in range(len(c.items)))

    totals: list[tuple[Line, Line]] = []
    lab = (lambda k: (run(fam.label(k)),))
    totals.append((lab("subtotal"), (run(money(fam, c.subtotal)),)))
    if c.shipping:
        totals.append((lab("shipping"), (run(money(fam, c.shipping)),)))
    totals.append(((run(_tax_label(fam, c)),), (run(money(fam, c.tax), "tax_amount"),)))
    totals.append(((run(fam.label("total"), bold=True),), _total_value(fam, c)))

    extra: dict = {"initials": "".join(w[0] for w in (c.vendor if issuer == "vendor" else c.customer).name.split()[:2])}
    if kind == "receipt":
        extra["payment"] = f"{rng.choice(('VISA', 'MASTERCARD', 'AMEX', 'DEBIT'))} ****{rng.randint(1000, 9999)}"
        extra["thanks"] = receipt_thanks(rng)
        extra["time"] = f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}"
    terms_heading = (run(fam.word("terms"), bold=True),) if c.terms else None
    return Composition(
        kind=kind, header=header, repeat=repeat, columns=columns, column_labels=labels, rows=rows_,
        totals=tuple(totals), terms_heading=terms_heading, terms=c.terms, footer=tuple(footer),
        page_label=fam.word("page"), extra=extra,
    )
