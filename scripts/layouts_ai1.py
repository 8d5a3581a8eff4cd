"""Ten more till receipts and restaurant bills on 80 mm thermal paper, written on 2026-12-07 in the manner of
scripts/layouts_set.py and of the WildReceipt and SROIE photos, a held-out set ai, all ten also written as
scans. They are an Indianapolis supermarket's receipt in the manner of Kroger's (an oval logo, weighed produce
with "2.31 lb @ 0.59 /lb" and "2 @ 1.25" lines above the items, "SC MEMBER SAVINGS" lines under the items they
discount, T and N tax flags at the line ends, Indiana sales tax 7 % on the taxable goods after their savings,
"**** BALANCE", a Visa debit slip, fuel points, "Nov 28, 2026"), an Atlanta home centre's receipt in the
manner of Home Depot's (the SKU printed above each item, "2@4.97" under the item, a Pro account's company,
sales tax 8.9 %, a Mastercard chip slip, a return policy table), a Leeds supermarket's receipt in the manner
of Tesco's (GBP, "2 x 1.10" and weighed "0.612 kg @ 2.20/kg" lines, "Clubcard Price" savings under the items,
no VAT printed, a Clubcard statement), a Regina coffee shop's receipt (GST 5 % and Saskatchewan PST 6 %, whole
beans zero-rated "Z", a big order number, an Interac slip with a tip), a Fremantle bottle shop's tax invoice
(AUD, ABN, a "2 FOR $40" saving, GST included in the total, an EFTPOS slip, a member's points), a Penang
bakery's receipt in SROIE's manner (RM, SST 6 % on the drinks and cakes flagged "S", bread exempt "E",
rounding to 5 sen, cash and change), a Hong Kong Cantonese restaurant's bill (HKD with thousands commas, table
and pax, 10 % service charge, no tax, a tip and total written in by hand), a Freiburg bakery's Bon (EUR with
decimal commas, MwSt A 7 % and B 19 % with a Netto / MwSt / Brutto table, "2 x 0,45" and weighed cake lines,
TSE lines, "Bar" and "Rückgeld"), a Lyon brasserie's "Note" (quantities before the dishes, TVA 10 % on food
and 20 % on wine, "Total HT", "Total TTC", a Carte Bancaire slip) and a Seoul convenience store's receipt in
English transliteration (KRW in whole won with thousands commas, a "1+1" event discount, tax-free items
starred, the VAT 10 % included, cash and change).

What the values say where a page leaves a choice: vendor_name is the shop's name printed big at the top
("HILLCREST MARKET", "BUILDRIGHT HOME CENTER", "GREENWAY", "PRAIRIE GROUNDS COFFEE", "CELLAR ROAD LIQUOR",
"ROTI KENANGA BAKERY SDN BHD", "Jade Harbour Seafood Restaurant", "Bäckerei Kornblume", "Brasserie Les
Terreaux", "HANBIT24"), not the legal company printed smaller under it. customer_name is only on the home
centre's receipt (its "PRO ACCOUNT:" company). document_number is the labelled transaction, receipt, bill, Bon
or note number ("TRANS#", "Receipt No.", "Receipt:", "Invoice No", "Check No.", "Bon-Nr.", "Note N°", "Receipt
No"), never a store, register, terminal, order, table, TSE or approval number. The date is the day of the
purchase, ISO. total_amount is the purchase total with its tax, after savings and discounts ("**** BALANCE",
"TOTAL", "TOTAL TO PAY", "TOTAL PAYABLE" after the 5 sen rounding, "TOTAL HK$" with the service charge,
"SUMME", "Total TTC"), before any tip (the coffee shop's slip tip, the Hong Kong bill's handwritten tip) and
never the tendered amount nor the change; KRW in whole won without separators. tax_amount is the tax printed:
Indiana and Georgia sales tax, GST plus PST in Regina (its "Total Tax" line), the GST included in Fremantle,
the SST 6 % in Penang, the MwSt table's sum (7 % plus 19 %) in Freiburg, the two TVA lines' sum ("Total TVA")
in Lyon and the VAT included in Seoul; the Leeds receipt and the Hong Kong bill print none (its service charge
is no tax). currency is the ISO code of the money printed (USD, GBP, CAD, AUD, MYR, HKD, EUR, KRW). A line
item is a line that sells something at a price: its description is the text on the item's line as printed
(without a quantity printed before it and without the amount, tax flag or letter after it; the star before a
Seoul tax-free item is no part of it; the SKU above a home centre item is its item_id); its quantity and unit
price are given only where the page prints them (a "2 @ 1.25", "2@4.97", "2 x 1.10", "2 x 0,45", "2 x 3.45",
"@ 138.00" or "2 x 12,50" line, a QTY / PRICE column; a weighed line's quantity is its weight and its unit
price the price per lb or kg; a quantity printed before an item with no unit price is a quantity alone); its
line_amount is the amount printed on it, before any saving printed under it. Savings, "2 FOR $40", "1+1" and
discount lines, the service charge and tips are no line items, so where a page discounts, its items sum to its
printed subtotal before the discounts. Every figure is computed here in Decimal (rounded half up): quantities
times prices, sums, savings, tax added (base x rate) or included (gross x rate / (100 + rate)), the service
charge, the rounding to 5 sen.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _centre, _lines, _qr, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"
SERIF, SERIF_BOLD, HAND = "Times-Roman", "Times-Bold", "Times-Italic"
CENT, ONE, ZERO = Decimal("0.01"), Decimal(1), Decimal(0)
W80 = 80 * mm
NARROW = 0.82


def _r(x: Decimal, step: Decimal = CENT) -> Decimal:
    """Rounded to ``step`` (the cent unless told), half up."""
    return x.quantize(step, ROUND_HALF_UP)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _k(x: Decimal) -> str:
    """An amount with thousands commas: 1,234.56."""
    return f"{x:,.2f}"


def _de(x: Decimal) -> str:
    """An amount as printed in Germany or France: 1.234,56."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def _won(x: Decimal) -> str:
    """Whole won with thousands commas: 12,500."""
    return f"{int(x):,}"


def _amount(qty: str, unit: str, step: Decimal = CENT) -> Decimal:
    return _r(Decimal(qty) * Decimal(unit), step)


def _within(gross: Decimal, rate: str, step: Decimal = CENT) -> Decimal:
    """The tax at ``rate`` % included in a gross amount."""
    return _r(gross * Decimal(rate) / (100 + Decimal(rate)), step)


def _dash(c, x0: float, x1: float, y: float, on: float = 2, off: float = 2, width: float = 0.6) -> None:
    """A dashed rule drawn as a line."""
    c.saveState()
    c.setDash(on, off)
    c.setLineWidth(width)
    c.line(x0, y, x1, y)
    c.restoreState()


def _narrow(c, x: float, y: float, s: str, size: float, font: str = SANS, right: bool = False) -> None:
    """Text squeezed to ``NARROW`` of its width, as a thermal printer's condensed font prints it."""
    width = c.stringWidth(s, font, size) * NARROW
    c.saveState()
    c.translate(x - width if right else x, y)
    c.scale(NARROW, 1)
    c.setFont(font, size)
    c.drawString(0, 0, s)
    c.restoreState()


def _ncentre(c, w: float, y: float, s: str, size: float, font: str = SANS) -> None:
    _narrow(c, (w - c.stringWidth(s, font, size) * NARROW) / 2, y, s, size, font)


def _ntwo(c, x0: float, x1: float, y: float, rows, size: float, font: str = SANS, pitch: float = 9) -> float:
    """Condensed rows of a left and a right-aligned text; the y after them."""
    for left, right in rows:
        _narrow(c, x0, y, left, size, font)
        _narrow(c, x1, y, right, size, font, True)
        y -= pitch
    return y


def _item(description: str, amount: Decimal, qty=None, unit=None, code=None) -> dict:
    item = _bare(description, _f(amount), qty, unit)
    return item if code is None else {"item_id": code, **item}


def _truth(
    number: str, date: str, total: str, tax: str | None, currency: str, vendor: str, items, customer=None
) -> dict:
    fields = {"document_number": number, "date": date, "total_amount": total}
    if tax is not None:
        fields["tax_amount"] = tax
    fields.update(currency=currency, vendor_name=vendor)
    if customer:
        fields["customer_name"] = customer
    return {"fields": fields, "line_items": items}


# ---------------------------------------------------------------------------------------------- United States


def aius1(c) -> dict:
    """An Indianapolis supermarket's receipt: member savings under the items, T / N flags, weighed produce."""
    w, h = W80, 505
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setLineWidth(1.6)
    c.ellipse(x0 + 8, h - 44, x1 - 8, h - 12)
    _centre(c, w, h - 33, "HILLCREST MARKET", 13, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 58,
        (
            "Store #0417",
            "8120 E 21st St",
            "Indianapolis, IN 46219",
            "Store (317) 555-0148",
            "Pharmacy (317) 555-0151",
            "Your cashier was MARISOL",
        ),
        s,
        pitch=p,
    )
    # (name, qty or weight, unit price, per-lb, taxed, saving)
    rows = [
        ("HC 2% MILK GAL", None, "3.29", False, False, None),
        ("BANANAS", "2.31", "0.59", True, False, None),
        ("CHOBANI GRK YGRT", "2", "1.25", False, False, "0.50"),
        ("TIDE PODS 42CT", None, "13.99", False, True, "3.00"),
        ("HC PAPER TOWEL 6R", None, "8.49", False, True, None),
        ("RITZ CRACKERS", None, "3.79", False, False, "1.00"),
        ("GRND BEEF 80/20", "1.46", "5.49", True, False, None),
        ("COCA COLA 12PK", None, "7.99", False, True, "2.00"),
        ("HONEYCRISP APPLES", "2.84", "2.49", True, False, None),
        ("HC LG EGGS 18CT", None, "4.19", False, False, None),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _, _, _ in rows]
    y -= 6
    items = []
    for (name, qty, unit, per_lb, taxed, saving), amount in zip(rows, amounts):
        if qty:
            _text(c, x0 + 8, y, f"{qty} lb @ {unit} /lb" if per_lb else f"{qty} @ {unit}", s, MONO)
            y -= p
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, _f(amount), s, MONO, True)
        _text(c, x1, y, "T" if taxed else "N", s, MONO, True)
        items.append(_item(name, amount, qty, unit))
        if saving:
            y -= p
            _text(c, x0 + 8, y, "SC MEMBER SAVINGS", s, MONO)
            _text(c, x1 - 10, y, f"{saving}-", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    savings = sum((Decimal(r[5]) for r in rows if r[5]), ZERO)
    taxable = sum((a - Decimal(r[5] or "0") for r, a in zip(rows, amounts) if r[4]), ZERO)
    tax = _r(taxable * Decimal("0.07"))
    total = sub - savings + tax
    y = _two(
        c,
        x0,
        x1 - 10,
        y - 4,
        (("   SUBTOTAL", _f(sub)), ("   MEMBER SAVINGS", f"{_f(savings)}-"), ("   TAX 7.000%", _f(tax))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 2, "**** BALANCE", 9, BOLD)
    _text(c, x1 - 10, y - 2, _f(total), 9, BOLD, True)
    y = _two(c, x0, x1 - 10, y - 16, (("VISA DEBIT", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("VISA DEBIT  ************4417", ""),
            ("PURCHASE", f"${_f(total)}"),
            ("REF# 918237   AUTH# 04412C", ""),
            ("AID A0000000980840  CHIP", ""),
            ("APPROVED - THANK YOU", ""),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 6,
        (
            f"TOTAL NUMBER OF ITEMS SOLD = {len(rows) + 1}",
            f"TOTAL SAVINGS  ${_f(savings)}",
            f"FUEL POINTS THIS TRIP: {int(total)}",
            "Nov 28, 2026  4:12 PM",
            "STORE 0417  LANE 03  TRANS# 579104",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 22, "0417035791042811", 18, 0.55)
    _lines(
        c, w, y - 34, ("Tell us how we did: hillcrestfeedback.com", "Thank you for shopping HILLCREST!"), 6.4
    )
    return _truth("579104", "2026-11-28", _f(total), _f(tax), "USD", "HILLCREST MARKET", items)


def aius2(c) -> dict:
    """An Atlanta home centre's receipt: SKU above each item, "2@4.97" under it, a Pro account, a slip."""
    w, h = W80, 502
    x0, x1, s, p = 10, W80 - 10, 7, 8.8
    c.setFillGray(0.15)
    c.rect(w / 2 - 24, h - 52, 48, 40, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 30, "BUILD", 10, SANS_BOLD)
    _centre(c, w, h - 43, "RIGHT", 10, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 66, "BUILDRIGHT HOME CENTER", 11, BOLD)
    y = _lines(
        c,
        w,
        h - 78,
        ("2455 CHESHIRE BRIDGE RD NE", "ATLANTA, GA 30324  (404) 555-0192", "STORE MGR: D. OKAFOR"),
        s,
        pitch=p,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (("STORE 0621  REG 54", "TRANS# 83317"), ("Nov 26, 2026", "10:41 AM"), ("SALE  CASHIER TERRELL", "")),
        s,
        pitch=p,
    )
    _text(c, x0, y - 2, "PRO ACCOUNT: DUNMORE PAINTING LLC", s, BOLD)
    _rule(c, x0, x1, y - p - 1, "-", s)
    # (sku, name, qty, unit)
    rows = [
        ("202718391", "14/2 NM-B ROMEX 25FT", "1", "52.97"),
        ("100343129", "FROGTAPE 1.88IN BLUE", "2", "8.97"),
        ("203665141", "9IN ROLLER COVER 3PK", "1", "11.48"),
        ("100156834", "SHEETROCK JOINT CMPD", "1", "16.98"),
        ("314217582", "PAINTERS TOOL 5-IN-1", "1", "7.97"),
        ("205829110", "2X4X8 SPF STUD", "6", "3.85"),
        ("100670403", "PLASTIC DROP 9X12", "2", "4.97"),
    ]
    amounts = [_amount(q, u) for _, _, q, u in rows]
    y -= 2 * p + 4
    items = []
    for (sku, name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, sku, s, MONO)
        y -= p
        _text(c, x0, y, f"{name} <A>", s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 14, y, f"{qty}@{unit}", s, MONO)
            items.append(_item(name, amount, qty, unit, sku))
        else:
            items.append(_item(name, amount, code=sku))
        y -= p + 2
    sub = sum(amounts, ZERO)
    tax = _r(sub * Decimal("0.089"))
    total = sub + tax
    y = _two(c, x0 + 60, x1, y - 2, (("SUBTOTAL", _f(sub)), ("SALES TAX", _f(tax))), s, pitch=p)
    _text(c, x0 + 60, y - 2, "TOTAL", 9, BOLD)
    _text(c, x1, y - 2, f"${_f(total)}", 9, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 16,
        (
            ("XXXXXXXXXXXX1182 MASTERCARD", f"USD${_f(total)}"),
            ("AUTH CODE 08821A/5571289", ""),
            ("Chip Read", ""),
            ("AID A0000000041010", "MASTERCARD"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(c, w, y - 6, ("RETURN POLICY DEFINITIONS",), s, BOLD, pitch=p)
    y = _two(
        c,
        x0,
        x1,
        y,
        (("POLICY ID  DAYS", "POLICY EXPIRES ON"), ("A    1     90", "Feb 24, 2027")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "PRO REWARDS: 1,842 PTS THIS YEAR",
            "DID WE NAIL IT?",
            "Take a short survey at",
            "buildright.com/survey",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 24, "0621540833171126", 20, 0.55)
    return _truth(
        "83317",
        "2026-11-26",
        _f(total),
        _f(tax),
        "USD",
        "BUILDRIGHT HOME CENTER",
        items,
        "DUNMORE PAINTING LLC",
    )


# ------------------------------------------------------------------------------------------- United Kingdom


def aiuk3(c) -> dict:
    """A Leeds supermarket's receipt: Clubcard prices under the items, "2 x" and weighed lines, no VAT."""
    w, h = W80, 427
    x0, x1, s, p = 10, W80 - 10, 7.2, 9.2
    for i in range(5):
        c.setFillGray(0.2 if i % 2 == 0 else 0.6)
        c.rect(w / 2 - 40 + 16 * i, h - 18, 14, 4, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 38, "GREENWAY", 18, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 52,
        (
            "Greenway Stores Ltd",
            "Kirkstall Road Extra, Leeds LS4 2AB",
            "Tel 0345 677 9182",
            "VAT Number: GB 331 8820 46",
        ),
        6.6,
        SANS,
        pitch=8.4,
    )
    # (name, qty or weight, unit, clubcard saving)
    rows = [
        ("GW WHOLE MILK 4PT", None, "1.65", None),
        ("WARBURTONS TOASTIE", None, "1.60", "0.35"),
        ("GW FREE RANGE EGGS 6", "2", "1.10", None),
        ("LOOSE CARROTS", "0.612", "0.80", None),
        ("CATHEDRAL CITY 350G", None, "4.75", "1.25"),
        ("PG TIPS 160S", None, "5.20", "1.20"),
        ("GW CHICKEN BREAST", None, "4.95", None),
        ("HEINZ BEANS 4PK", None, "4.25", "0.75"),
        ("LOOSE BROCCOLI", "0.418", "1.98", None),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _ in rows]
    y -= 8
    items = []
    for (name, qty, unit, saving), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1, y, f"\xa3{_f(amount)}", s, MONO, True)
        if qty:
            y -= p
            per = f"{qty} kg @ \xa3{unit}/kg" if "." in qty else f"{qty} x \xa3{unit}"
            _text(c, x0 + 14, y, per, s, MONO)
        items.append(_item(name, amount, qty, unit))
        if saving:
            y -= p
            _text(c, x0 + 14, y, "Clubcard Price", s, MONO)
            _text(c, x1, y, f"-\xa3{saving}", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    savings = sum((Decimal(r[3]) for r in rows if r[3]), ZERO)
    total = sub - savings
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("SUBTOTAL", f"\xa3{_f(sub)}"), ("Clubcard Prices", f"-\xa3{_f(savings)}")),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL TO PAY", 10, BOLD)
    _text(c, x1, y - 4, f"\xa3{_f(total)}", 10, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("CONTACTLESS MASTERCARD", f"\xa3{_f(total)}"), ("CHANGE DUE", "\xa30.00")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "CLUBCARD STATEMENT",
            "Clubcard Number  ************2281",
            f"Points this visit  {int(total)}",
            f"Clubcard Prices saved you \xa3{_f(savings)}",
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("21/11/26 18:04", "Store 2281"), ("Receipt No. 2281-04-4412", "Op 1043")),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 22, "228104441221112", 18, 0.55)
    _lines(c, w, y - 34, ("Every little saving helps", "Keep this receipt for returns"), 6.6, SANS)
    return _truth("2281-04-4412", "2026-11-21", _f(total), None, "GBP", "GREENWAY", items)


# ---------------------------------------------------------------------------------------------- Canada


def aica4(c) -> dict:
    """A Regina coffee shop's receipt: GST 5 % and PST 6 %, zero-rated beans, an Interac slip with a tip."""
    w, h = W80, 465
    x0, x1, s, p = 12, W80 - 12, 7, 9
    c.setLineWidth(1)
    c.circle(w / 2, h - 30, 16)
    c.circle(w / 2, h - 30, 12)
    _centre(c, w, h - 33, "PG", 9, SERIF_BOLD)
    _centre(c, w, h - 64, "PRAIRIE GROUNDS COFFEE", 11, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 76,
        ("1845 Scarth Street", "Regina, SK  S4P 2G9", "(306) 555-0177", "GST/HST #: 78214 5530 RT0001"),
        6.6,
        SANS,
        pitch=8.4,
    )
    _centre(c, w, y - 14, "ORDER 47", 16, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 32,
        (("Receipt: 04-1187", "Dine in"), ("2026-11-19 08:12", "Server: Kayla")),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    # (qty, name, unit, zero-rated, note)
    rows = [
        ("1", "Oat Latte Lg", "5.95", False, "+ extra shot"),
        ("2", "Americano Md", "3.45", False, None),
        ("1", "Cinnamon Bun", "4.25", False, "warmed"),
        ("1", "Breakfast Wrap", "8.95", False, None),
        ("1", "Whole Bean Dark 340g", "18.50", True, None),
    ]
    amounts = [_amount(q, u) for q, _, u, _, _ in rows]
    y -= 6
    items = []
    for (qty, name, unit, zero, note), amount in zip(rows, amounts):
        _text(c, x0, y, f"{qty} {name}", s, MONO)
        _text(c, x1 - 8, y, _f(amount), s, MONO, True)
        if zero:
            _text(c, x1, y, "Z", s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 16, y, f"{qty} x {unit}", s, MONO)
            items.append(_item(name, amount, qty, unit))
        else:
            items.append(_item(name, amount, qty))
        if note:
            y -= p
            _text(c, x0 + 16, y, note, s, MONO)
        y -= p
    sub = sum(amounts, ZERO)
    taxable = sum((a for r, a in zip(rows, amounts) if not r[3]), ZERO)
    gst = _r(taxable * Decimal("0.05"))
    pst = _r(taxable * Decimal("0.06"))
    total = sub + gst + pst
    tip = Decimal("4.00")
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1 - 8,
        y - 6,
        (("Subtotal", _f(sub)), ("GST 5%", _f(gst)), ("PST 6%", _f(pst)), ("Total Tax", _f(gst + pst))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL", 10, SANS_BOLD)
    _text(c, x1 - 8, y - 4, f"${_f(total)}", 10, SANS_BOLD, True)
    _text(c, x0, y - 14, "Z = zero-rated", 6, MONO)
    y -= 26
    _dash(c, x0, x1, y + 4)
    _centre(c, w, y - 6, "INTERAC", 9, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("ACCT: CHEQUING", "************8830"),
            ("PURCHASE", f"${_f(total)}"),
            ("TIP", f"${_f(tip)}"),
            ("AMOUNT", f"${_f(total + tip)}"),
            ("AUTH#: 335120  REF#: 00418", ""),
            ("00 APPROVED - THANK YOU", ""),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 6,
        ("Beans are zero-rated for GST/PST.", "Stamp card: 7 of 10", "Thanks for coming in!"),
        6.6,
        SANS,
        pitch=8.4,
    )
    _qr(c, "https://prairiegrounds.ca/r/04-1187", w / 2 - 20, y - 44, 40)
    return _truth("04-1187", "2026-11-19", _f(total), _f(gst + pst), "CAD", "PRAIRIE GROUNDS COFFEE", items)


# ---------------------------------------------------------------------------------------------- Australia


def aiau5(c) -> dict:
    """A Fremantle bottle shop's tax invoice: a "2 FOR $40" saving, GST included, an EFTPOS slip."""
    w, h = W80, 403
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setFillGray(0.1)
    c.roundRect(x0, h - 44, x1 - x0, 32, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 26, "CELLAR ROAD", 13, SERIF_BOLD)
    _centre(c, w, h - 38, "L I Q U O R", 8, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 56, "CELLAR ROAD LIQUOR", 9, BOLD)
    y = _lines(
        c,
        w,
        h - 66,
        (
            "Cellar Road Retail Pty Ltd",
            "ABN 62 614 228 907",
            "14 Market St, Fremantle WA 6160",
            "Ph (08) 9335 1204",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _centre(c, w, y - 6, "TAX INVOICE", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("Trans: 118342", "21 Nov 2026"), ("Register 2", "17:36"), ("Staff: Jess", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    # (name, qty, unit)
    rows = [
        ("CORONA EXTRA 24X355ML", None, "62.99"),
        ("LITTLE CREATURES PALE 6PK", None, "26.99"),
        ("HOWARD PARK SAV BLANC", "2", "22.00"),
        ("DEVIL'S LAIR CAB SAV", None, "29.99"),
        ("SMIRNOFF VODKA 700ML", None, "52.00"),
        ("BAG OF ICE 5KG", None, "5.50"),
    ]
    amounts = [_amount(q or "1", u) for _, q, u in rows]
    deal = Decimal("4.00")
    y -= 6
    items = []
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 14, y, f"{qty} x ${unit}", s, MONO)
            y -= p
            _text(c, x0 + 14, y, "2 FOR $40 SAVING", s, MONO)
            _text(c, x1, y, f"-{_f(deal)}", s, MONO, True)
        items.append(_item(name, amount, qty, unit))
        y -= p
    sub = sum(amounts, ZERO)
    total = sub - deal
    gst = _within(total, "10")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1, y - 6, (("SUBTOTAL", _f(sub)), ("SAVINGS", f"-{_f(deal)}")), s, pitch=p)
    _text(c, x0, y - 4, "TOTAL", 12, BOLD)
    _text(c, x1, y - 4, f"${_f(total)}", 12, BOLD, True)
    y = _two(c, x0, x1, y - 20, (("GST INCLUDED IN TOTAL", f"${_f(gst)}"),), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("EFTPOS", f"${_f(total)}"),
            ("CARD  DEBIT SAV", "****6021"),
            ("PURCHASE AUD", f"${_f(total)}"),
            ("RESP 00  APPROVED", "AUTH 771204"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "CELLAR CLUB MEMBER ****5512",
            f"Points earned today: {int(total)}",
            "ID CHECKED - CUSTOMER OVER 18",
            "Liquor Licence 6180044617",
            "Please drink responsibly.",
        ),
        6.6,
        pitch=8.4,
    )
    _barcode(c, w, y - 22, "02118342211126", 18, 0.6)
    return _truth("118342", "2026-11-21", _f(total), _f(gst), "AUD", "CELLAR ROAD LIQUOR", items)


# ---------------------------------------------------------------------------------------------- Malaysia


def aimy6(c) -> dict:
    """A Penang bakery's receipt: RM, SST 6 % on the "S" items, bread exempt "E", rounding to 5 sen, cash."""
    w, h = W80, 383
    x0, x1, s, p = 9, W80 - 9, 6.6, 8.6
    _centre(c, w, h - 24, "ROTI KENANGA BAKERY SDN BHD", 9.6, BOLD)
    y = _lines(
        c,
        w,
        h - 36,
        (
            "(1098765-W)",
            "NO. 88, LEBUH CHULIA,",
            "10200 GEORGE TOWN, PULAU PINANG.",
            "TEL: 04-261 7730",
            "SST ID : P11-1809-32000123",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 8, "RECEIPT", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (
            ("Invoice No : KB02-0038117", ""),
            ("Date : 21/11/2026", "Time : 09:26"),
            ("Cashier : AISYAH", "Counter : 02"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x0 + 16, False), (x1 - 58, True), (x1 - 10, True), (x1, True))
    for (x, right), t in zip(cols, ("QTY", "ITEM", "PRICE", "AMT", "T")):
        _text(c, x, y - 5, t, s, BOLD, right)
    _rule(c, x0, x1, y - p - 2, "-", s)
    # (qty, name, unit, sst)
    rows = [
        ("2", "ROTI SUSU BESAR", "4.20", False),
        ("6", "KAYA PUFF", "1.80", True),
        ("1", "ROTI GANDUM 400G", "5.60", False),
        ("4", "EGG TART", "2.30", True),
        ("1", "BUTTER CAKE SLICE", "3.90", True),
        ("2", "KOPI O PANAS", "2.50", True),
        ("1", "TEH TARIK AIS", "3.20", True),
    ]
    amounts = [_amount(q, u) for q, _, u, _ in rows]
    y -= 2 * p + 5
    for (qty, name, unit, sst), amount in zip(rows, amounts):
        for (x, right), t in zip(cols, (qty, name, unit, _f(amount), "S" if sst else "E")):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    sub = sum(amounts, ZERO)
    taxable = sum((a for r, a in zip(rows, amounts) if r[3]), ZERO)
    sst = _r(taxable * Decimal("0.06"))
    incl = sub + sst
    total = _r(_r(incl * 20, ONE) / 20)
    cash = Decimal("70.00")
    _rule(c, x0, x1, y + 4, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 5,
        (
            (f"TOTAL QTY : {sum(int(r[0]) for r in rows)}", ""),
            ("SUB TOTAL", _f(sub)),
            ("SST 6% (S)", _f(sst)),
            ("ROUNDING ADJ", _f(total - incl)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL PAYABLE (RM)", 9.5, BOLD)
    _text(c, x1, y - 4, _f(total), 9.5, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("S = SST 6%  E = EXEMPT", ""), ("TAXABLE AMT", _f(taxable)), ("EXEMPT AMT", _f(sub - taxable))),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    y = _lines(
        c,
        w,
        y - 6,
        ("THANK YOU. PLEASE COME AGAIN.", "GOODS SOLD ARE NOT REFUNDABLE.", "FOLLOW US @rotikenanga"),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 22, "KB020038117", 18, 0.6)
    items = [_item(d, a, q, u) for (q, d, u, _), a in zip(rows, amounts)]
    return _truth(
        "KB02-0038117", "2026-11-21", _f(total), _f(sst), "MYR", "ROTI KENANGA BAKERY SDN BHD", items
    )


# ---------------------------------------------------------------------------------------------- Hong Kong


def aihk7(c) -> dict:
    """A Hong Kong restaurant's bill: table and pax, 10 % service charge, a tip and total written by hand."""
    w, h = W80, 381
    x0, x1, s, p = 10, W80 - 10, 7, 9.4
    c.setLineWidth(1.2)
    c.rect(w / 2 - 15, h - 44, 30, 30)
    c.rect(w / 2 - 12, h - 41, 24, 24)
    _centre(c, w, h - 34, "JH", 10, SERIF_BOLD)
    _centre(c, w, h - 60, "Jade Harbour Seafood Restaurant", 10.5, SERIF_BOLD)
    y = _lines(
        c,
        w,
        h - 72,
        ("Shop 301, 3/F, Harbour Centre,", "25 Harbour Road, Wan Chai, Hong Kong", "Tel: 2827 6631"),
        6.6,
        SERIF,
        pitch=8.4,
    )
    _rule(c, x0, x1, y + 1, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (("Check No. 20448", "Table: 12"), ("Pax: 6", "Server: 103"), ("21/11/2026", "20:41")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 6, "Qty Item", s, BOLD)
    _text(c, x1, y - 6, "Amount", s, BOLD, True)
    # (qty, name, unit)
    rows = [
        ("1", "Roast Goose (Half)", "268.00"),
        ("1", "Steamed Garoupa", "488.00"),
        ("1", "Salt & Pepper Squid", "158.00"),
        ("1", "Stir-fried Gai Lan", "98.00"),
        ("2", "Yangzhou Fried Rice", "138.00"),
        ("6", "Tea (per person)", "18.00"),
        ("2", "Tsingtao Beer", "42.00"),
        ("1", "Mango Sago Pudding", "68.00"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 6 + p + 2
    items = []
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0, y, f"{qty:>2}  {name}", s, MONO)
        _text(c, x1, y, _k(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 24, y, f"@ {unit}", s, MONO)
            items.append(_item(name, amount, qty, unit))
        else:
            items.append(_item(name, amount, qty))
        y -= p
    sub = sum(amounts, ZERO)
    service = _r(sub * Decimal("0.10"))
    total = sub + service
    tip = Decimal(100)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1, y - 6, (("Sub-total", _k(sub)), ("10% Service Charge", _k(service))), s, pitch=p)
    _text(c, x0, y - 4, "TOTAL HK$", 11, BOLD)
    _text(c, x1, y - 4, _k(total), 11, BOLD, True)
    y -= 18
    _rule(c, x0, x1, y + 3, "=", s)
    _text(c, x0, y - 10, "Tips:", 11, HAND)
    _text(c, x1 - 20, y - 12, f"{int(tip)}", 14, HAND, True)
    c.line(x0 + 60, y - 14, x1 - 10, y - 14)
    _text(c, x0, y - 32, "Total:", 11, HAND)
    _text(c, x1 - 20, y - 34, _k(total + tip), 14, HAND, True)
    c.line(x0 + 60, y - 36, x1 - 10, y - 36)
    y = _lines(
        c,
        w,
        y - 52,
        ("VISA ****3307", "Thank you for dining with us!", "Private rooms available - call 2827 6631"),
        6.6,
        SERIF,
        pitch=8.4,
    )
    return _truth("20448", "2026-11-21", _f(total), None, "HKD", "Jade Harbour Seafood Restaurant", items)


# ---------------------------------------------------------------------------------------------- Germany


def aide8(c) -> dict:
    """A Freiburg bakery's Bon: MwSt A 7 % and B 19 % with a table, weighed cake, TSE lines, cash."""
    w, h = W80, 461
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setLineWidth(0.9)
    for dx in (-14, 0, 14):
        c.ellipse(w / 2 + dx - 6, h - 34, w / 2 + dx + 6, h - 14)
    _centre(c, w, h - 54, "Bäckerei Kornblume", 13, SERIF_BOLD)
    y = _lines(
        c,
        w,
        h - 66,
        (
            "Kornblume Backwaren GmbH",
            "Bertoldstraße 21, 79098 Freiburg",
            "Tel. 0761 2938 411",
            "St.-Nr. 06469/41127",
            "USt-IdNr. DE 287 114 903",
        ),
        6.6,
        SANS,
        pitch=8.4,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Bon-Nr. 4711", "Kasse 1"), ("21.11.2026", "07:48 Uhr"), ("Es bediente Sie: Anja", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 6, "Artikel", s, BOLD)
    _text(c, x1, y - 6, "EUR", s, BOLD, True)
    # (name, qty or weight, unit, letter)
    rows = [
        ("Kaiserbrötchen", "4", "0.45", "A"),
        ("Roggenmischbrot 1000g", None, "4.20", "A"),
        ("Butterbrezel", "2", "1.60", "A"),
        ("Käsekuchen n. Gewicht", "0.412", "18.90", "A"),
        ("Apfelstrudel Stück", None, "3.40", "A"),
        ("Milchkaffee (Haus)", "2", "3.20", "B"),
        ("Orangensaft 0,2l (Haus)", None, "2.90", "B"),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _ in rows]
    y -= 6 + p + 2
    items = []
    for (name, qty, unit, letter), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, _de(amount), s, MONO, True)
        _text(c, x1, y, letter, s, MONO, True)
        if qty:
            y -= p
            q = qty.replace(".", ",")
            per = f"{q} kg x {_de(Decimal(unit))} EUR/kg" if "." in qty else f"{q} x {_de(Decimal(unit))}"
            _text(c, x0 + 14, y, per, s, MONO)
        items.append(_item(name, amount, qty, unit))
        y -= p
    total = sum(amounts, ZERO)
    gross = {k: sum((a for r, a in zip(rows, amounts) if r[3] == k), ZERO) for k in ("A", "B")}
    vat = {"A": _within(gross["A"], "7"), "B": _within(gross["B"], "19")}
    tax = vat["A"] + vat["B"]
    cash = Decimal("50.00")
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "SUMME", 12, BOLD)
    _text(c, x1 - 10, y - 8, _de(total), 12, BOLD, True)
    y = _two(c, x0, x1 - 10, y - 22, (("Bar", _de(cash)), ("Rückgeld", _de(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 100, True), (x1 - 52, True), (x1, True))
    for (x, right), t in zip(cols, ("MwSt", "Netto", "MwSt", "Brutto")):
        _text(c, x, y - 6, t, s, BOLD, right)
    y -= 6 + p
    for key, rate in (("A", "7%"), ("B", "19%")):
        cells = (f"{key} {rate}", _de(gross[key] - vat[key]), _de(vat[key]), _de(gross[key]))
        for (x, right), t in zip(cols, cells):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    for (x, right), t in zip(cols, ("Summe", _de(total - tax), _de(tax), _de(total))):
        _text(c, x, y, t, s, BOLD, right)
    _rule(c, x0, x1, y - 5, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 14,
        (
            ("TSE-Transaktion:", "18823"),
            ("TSE-Start:", "2026-11-21T07:47:31"),
            ("TSE-Ende:", "2026-11-21T07:48:02"),
            ("TSE-Seriennr.:", "8c1f...4e07"),
            ("TSE-Signaturzähler:", "40291"),
        ),
        6.2,
        pitch=8,
    )
    y = _lines(
        c,
        w,
        y - 6,
        ("Vielen Dank für Ihren Einkauf!", "Mo-Sa 6:30-18:30, So 7:30-12:00"),
        6.6,
        SANS,
        pitch=8.4,
    )
    _qr(c, "V0;KB-KASSE1;Kassenbeleg-V1;Beleg^4711;18823", w / 2 - 20, y - 44, 40)
    return _truth("4711", "2026-11-21", _f(total), _f(tax), "EUR", "Bäckerei Kornblume", items)


# ---------------------------------------------------------------------------------------------- France


def aifr9(c) -> dict:
    """A Lyon brasserie's note: quantities before the dishes, TVA 10 % and 20 %, HT and TTC, a CB slip."""
    w, h = W80, 417
    x0, x1, s, p = 10, W80 - 10, 7, 9.2
    _centre(c, w, h - 28, "Brasserie Les Terreaux", 13, "Times-BoldItalic")
    c.setLineWidth(0.6)
    c.line(x0 + 40, h - 34, x1 - 40, h - 34)
    y = _lines(
        c,
        w,
        h - 46,
        (
            "SARL Les Terreaux Restauration",
            "7 place des Terreaux - 69001 Lyon",
            "Tél. 04 78 28 41 90",
            "SIRET 812 345 678 00019 - APE 5610A",
            "TVA intracom. FR 41 812345678",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _centre(c, w, y - 8, "NOTE", 12, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (("Note N° 004127", "Table 14"), ("21/11/2026 13:52", "Couverts 3"), ("Serveur : Julien", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    # (qty, name, unit, rate)
    rows = [
        ("2", "Salade lyonnaise", "12.50", "10"),
        ("1", "Oeufs en meurette", "11.00", "10"),
        ("2", "Quenelle de brochet", "21.50", "10"),
        ("1", "Andouillette frites", "19.00", "10"),
        ("3", "Tarte aux pralines", "8.00", "10"),
        ("1", "Carafe Côtes-du-Rhône 50cl", "19.00", "20"),
        ("2", "Eau minérale 50cl", "4.50", "10"),
        ("3", "Café expresso", "2.40", "10"),
    ]
    amounts = [_amount(q, u) for q, _, u, _ in rows]
    y -= 6
    items = []
    for (qty, name, unit, _), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 12, y, name, s, MONO)
        _text(c, x1, y, _de(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 24, y, f"{qty} x {_de(Decimal(unit))}", s, MONO)
            items.append(_item(name, amount, qty, unit))
        else:
            items.append(_item(name, amount, qty))
        y -= p
    total = sum(amounts, ZERO)
    gross = {r: sum((a for row, a in zip(rows, amounts) if row[3] == r), ZERO) for r in ("10", "20")}
    tva = {r: _within(g, r) for r, g in gross.items()}
    tax = tva["10"] + tva["20"]
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("Total HT", _de(total - tax)),
            ("TVA 10,00 %", _de(tva["10"])),
            ("TVA 20,00 %", _de(tva["20"])),
            ("Total TVA", _de(tax)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "Total TTC", 11, BOLD)
    _text(c, x1, y - 4, f"{_de(total)} EUR", 11, BOLD, True)
    y = _lines(c, w, y - 20, ("Service compris",), s, HAND, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("CARTE BANCAIRE", "CB SANS CONTACT"),
            ("A0000000421010", "N° ****9921"),
            ("MONTANT", f"{_de(total)} EUR"),
            ("DEBIT  AUTO 507331", "TICKET CLIENT"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _lines(
        c,
        w,
        y - 6,
        ("Merci de votre visite et à bientôt !", "Ouvert 7j/7 - 11h30-23h", "www.brasserie-terreaux.fr"),
        6.6,
        SANS,
        pitch=8.4,
    )
    return _truth("004127", "2026-11-21", _f(total), _f(tax), "EUR", "Brasserie Les Terreaux", items)


# ---------------------------------------------------------------------------------------------- South Korea


def aikr10(c) -> dict:
    """A Seoul convenience store's receipt transliterated: KRW, a 1+1 event, tax-free items, VAT."""
    w, h = W80, 381
    x0, x1, s, p = 10, W80 - 10, 7.6, 9.2
    c.setFillGray(0.1)
    c.rect(x0 + 30, h - 40, x1 - x0 - 60, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _ncentre(c, w, h - 33, "HANBIT24", 17, SANS_BOLD)
    c.setFillGray(0)
    y = h - 54
    for t in (
        "Hanbit Retail Co., Ltd. / Mapo Hapjeong Branch",
        "CEO: Kim Ji-hoon   Business No. 214-86-12345",
        "Yanghwa-ro 45, Mapo-gu, Seoul",
        "Tel. 02-332-7781",
    ):
        _ncentre(c, w, y, t, 7)
        y -= 8.4
    _ncentre(c, w, y - 6, "[ Yeongsujeung / Receipt ]", 9, SANS_BOLD)
    y = _ntwo(
        c,
        x0,
        x1,
        y - 22,
        (("2026-11-21 23:14:08", "POS 01"), ("Receipt No. 0243-0118", "Cashier 0093")),
        s,
        pitch=p,
    )
    c.setLineWidth(0.5)
    c.line(x0, y + 5, x1, y + 5)
    cols = ((x0, False), (x1 - 70, True), (x1 - 42, True), (x1, True))
    for (x, right), t in zip(cols, ("Item", "Price", "Qty", "Amount")):
        _narrow(c, x, y - 4, t, s, SANS_BOLD, right)
    c.line(x0, y - 8, x1, y - 8)
    # (name, unit, qty, tax-free)
    rows = [
        ("Samgak Kimbap Tuna Mayo", "1500", "2", False),
        ("Banana Uyu 240ml", "1800", "2", False),
        ("Shin Ramyun Cup", "1350", "1", False),
        ("Jeju Samdasoo 2L", "1500", "1", False),
        ("Gyeran 10gu (Eggs)", "4980", "1", True),
        ("Sagwa 2ip (Apples)", "3900", "1", True),
        ("Haetban 210g", "1700", "2", False),
    ]
    amounts = [_amount(q, u, ONE) for _, u, q, _ in rows]
    event = Decimal(1800)
    y -= 18
    items = []
    for (name, unit, qty, free), amount in zip(rows, amounts):
        label = f"*{name}" if free else name
        cells = (label, _won(Decimal(unit)), qty, _won(amount))
        for (x, right), t in zip(cols, cells):
            _narrow(c, x, y, t, s, right=right)
        items.append(_bare(name, f"{int(amount)}", qty, unit))
        if name.startswith("Banana"):
            y -= p
            _narrow(c, x0 + 10, y, "(1+1 Event discount)", s)
            _narrow(c, x1, y, f"-{_won(event)}", s, right=True)
        y -= p
    sub = sum(amounts, ZERO)
    total = sub - event
    free = sum((a for r, a in zip(rows, amounts) if r[3]), ZERO)
    taxed = total - free
    vat = _within(taxed, "10", ONE)
    cash = Decimal(30000)
    c.line(x0, y + 5, x1, y + 5)
    y = _ntwo(
        c,
        x0,
        x1,
        y - 5,
        (("Subtotal", _won(sub)), ("Discount", f"-{_won(event)}")),
        s,
        pitch=p,
    )
    _narrow(c, x0, y - 4, "Total", 13, SANS_BOLD)
    _narrow(c, x1, y - 4, _won(total), 13, SANS_BOLD, True)
    y = _ntwo(
        c,
        x0,
        x1,
        y - 20,
        (
            ("Taxable amount", _won(taxed - vat)),
            ("VAT", _won(vat)),
            ("Tax-free amount (*)", _won(free)),
            ("Cash received", _won(cash)),
            ("Change", _won(cash - total)),
        ),
        s,
        pitch=p,
    )
    c.line(x0, y + 5, x1, y + 5)
    y -= 4
    for t in (
        "Hanbit Point ****-****-2207  +62P",
        "Cash receipt: self-issued 010-****-5418",
        "Exchange / refund within 14 days with receipt",
        "Gamsahamnida - Thank you",
    ):
        _ncentre(c, w, y, t, 7)
        y -= 8.4
    _barcode(c, w, y - 20, "024301182611212314", 18, 0.5)
    return _truth("0243-0118", "2026-11-21", f"{int(total)}", f"{int(vat)}", "KRW", "HANBIT24", items)


LAYOUTS = {
    "aius1": (aius1, (W80, 505)),
    "aius2": (aius2, (W80, 502)),
    "aiuk3": (aiuk3, (W80, 427)),
    "aica4": (aica4, (W80, 465)),
    "aiau5": (aiau5, (W80, 403)),
    "aimy6": (aimy6, (W80, 383)),
    "aihk7": (aihk7, (W80, 381)),
    "aide8": (aide8, (W80, 461)),
    "aifr9": (aifr9, (W80, 417)),
    "aikr10": (aikr10, (W80, 381)),
}
SCANNED = tuple(LAYOUTS)
