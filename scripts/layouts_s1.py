"""Ten more till receipts and simplified tax invoices on narrow thermal paper, in the manner of
scripts/layouts_set.py, written as a held-out set s (not yet listed in layouts_set.MORE): six from Malaysia
and Singapore in the manner of the SROIE receipts and four in the manner of the WildReceipt photos, all ten
also written as scans. They are a Johor Bahru hardware shop's tax invoice (legal name "SDN BHD" on top, its
registration number in brackets, prices with GST 6% included, "TOTAL INCL. GST 6%", "ROUNDING ADJ", "TOTAL
ROUNDED", a GST summary), a Penang bakery's receipt (a brand over its legal name, bread zero-rated ZR and
cakes SR), a Singapore stationer's tax invoice (PTE LTD, prices before GST 9%, NETS), a Petaling Jaya Chinese
restaurant's bill (table, pax, service charge 10%, GST 6% on it, a rounded "TOTAL (RM)"), a Kuala Lumpur
petrol station's convenience shop (fuel by the litre, ZR, and shop goods, SR, on 58 mm paper), a Bedok
kopitiam's receipt (PTE LTD, GST 9% included, a QR code), a New Jersey diner's card slip (server, table,
guests, "Dec 05, 2026", tip and total lines left blank), a Shrewsbury pub's receipt (VAT 20% included, "Total
to pay"), an Essen Imbiss's Kassenbon (MwSt A 19 % / B 7 %, "SUMME EUR", "Gegeben", "Rückgeld", TSE and a QR
code) and a Melbourne café's tax invoice (ABN, "Total AUD incl GST", EFTPOS). The Malaysian receipts of the
GST era are dated 2018, as such receipts were (the restaurant's too); the others late 2026.

What the values say where a page leaves a choice: vendor_name is the shop's name line as printed on top: the
legal name where it is the top line (hardware shop, stationer, petrol station, kopitiam), the brand where a
brand is printed over the legal name (bakery, restaurant, café) and on the diner's, the pub's and the Imbiss's
receipts, which print no legal name (the Imbiss's owner line "Inh." is none). document_number is the labelled
invoice, receipt, bill, check, Beleg or invoice number (not the café's order number nor a terminal, table or
card approval number). total_amount is the purchase's total with its tax: after the cash rounding where a
rounded total is printed (Malaysia), never the cash tendered nor the change, and on the diner's slip the total
before the blank tip. tax_amount is the one tax figure printed (GST, sales tax, VAT, "GST included"), and on
the Kassenbon the sum of its two MwSt rates printed as "Summe". A line item's description is its text as
printed on one line; its quantity and unit price are given only where the line prints them (a "1" printed
before a dish is a quantity; lines of one item printing no quantity have none); the petrol line's quantity is
its litres; amounts are plain decimals. Every figure is computed here in Decimal: quantities times unit
prices, sums, taxes included (gross x rate / (100 + rate), rounded half up) or added, and the Malaysian
rounding to the nearest 5 sen.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _centre, _lines, _qr, _rule, _text, _two

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"
CENT = Decimal("0.01")


def _r(x: Decimal) -> Decimal:
    """Rounded to the cent, half up."""
    return x.quantize(CENT, ROUND_HALF_UP)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _de(x: Decimal) -> str:
    """An amount as a German till prints it: 1.234,56."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def _sen(x: Decimal) -> Decimal:
    """Rounded to the nearest 5 sen (Malaysian cash rounding)."""
    return _r((x * 20).quantize(Decimal(1), ROUND_HALF_UP) / 20)


def _within(gross: Decimal, rate: int) -> Decimal:
    """The tax at ``rate`` % included in a gross amount."""
    return _r(gross * rate / (100 + rate))


def _amount(qty: str, unit: str) -> Decimal:
    return _r(Decimal(qty) * Decimal(unit))


def _grid(
    c, y: float, cols, rows, size: float, fonts: tuple[str, str], pitch: float, bold_rows=(0,)
) -> float:
    """A small table (a tax summary): columns (x, right-aligned), one row a line from ``y`` down, the rows of
    ``bold_rows`` in the second font; the y after it."""
    for i, row in enumerate(rows):
        for (x, right), t in zip(cols, row):
            _text(c, x, y, t, size, fonts[1] if i in bold_rows else fonts[0], right)
        y -= pitch
    return y


def _truth(
    number: str, date: str, total: Decimal, tax: Decimal | None, currency: str, vendor: str, items
) -> dict:
    fields = {"document_number": number, "date": date, "total_amount": _f(total)}
    if tax is not None:
        fields["tax_amount"] = _f(tax)
    return {"fields": {**fields, "currency": currency, "vendor_name": vendor}, "line_items": items}


# Malaysia and Singapore (SROIE-like)


def _sr_summary(c, x0: float, x1: float, y: float, rows, size: float, pitch: float) -> float:
    """A GST summary between rules of "=": code, amount before tax, tax; the y after it."""
    _rule(c, x0, x1, y, "=", size)
    y = _grid(
        c,
        y - pitch,
        ((x0, False), (x1 - 52, True), (x1, True)),
        (("GST SUMMARY", "AMOUNT(RM)", "TAX(RM)"), *rows),
        size,
        (MONO, BOLD),
        pitch,
    )
    _rule(c, x0, x1, y + 2, "=", size)
    return y - pitch


def smy1(c) -> dict:
    w, h = 216, 490
    x0, x1, s, p = 9, w - 9, 6.6, 8.6
    _centre(c, w, h - 22, "TECK SENG HARDWARE TRADING SDN BHD", 7.6, BOLD)
    y = _lines(
        c,
        w,
        h - 32,
        (
            "(597318-U)",
            "NO. 45 & 47, JALAN SEROJA 8,",
            "TAMAN JOHOR JAYA, 81100 JOHOR BAHRU,",
            "JOHOR DARUL TAKZIM.",
            "TEL: 07-355 1842  FAX: 07-355 1843",
            "GST REG NO: 001234567890",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 6, "TAX INVOICE", 9, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (("INVOICE NO: TS/CS/18-04417", ""), ("DATE: 14/03/2018", "11:26:05 AM"), ("CASHIER: SITI", "POS02")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - p + 2, "DESCRIPTION", s, BOLD)
    _text(c, x0 + 12, y - 2 * p + 2, "QTY x U.PRICE", s, BOLD)
    _text(c, x1 - 16, y - 2 * p + 2, "AMOUNT", s, BOLD, True)
    _text(c, x1 - 12, y - 2 * p + 2, "TAX", s, BOLD)
    _rule(c, x0, x1, y - 3 * p + 2, "-", s)
    rows = [
        ('PAIP PVC 3/4" CLASS B 6M', "3", "9.80"),
        ("PVC SOLVENT CEMENT 100G", "1", "5.38"),
        ('MATA GERGAJI BESI 12"', "5", "2.30"),
        ('SKRU KAYU 1-1/2" (100PCS)', "2", "4.20"),
        ("PITA PENGUKUR 5M", "1", "12.90"),
        ("SARUNG TANGAN KAIN (DOZEN)", "1", "8.00"),
        ('BERUS CAT 2"', "2", "3.60"),
    ]
    amounts = [_amount(q, u) for _, q, u in rows]
    y -= 4 * p - 2
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x0 + 24, y - p, f"{qty} x", s, MONO, True)
        _text(c, x0 + 60, y - p, unit, s, MONO, True)
        _text(c, x1 - 16, y - p, _f(amount), s, MONO, True)
        _text(c, x1 - 8, y - p, "SR", s, MONO)
        y -= 2 * p + 1
    gross = sum(amounts, Decimal(0))
    tax = _within(gross, 6)
    total = _sen(gross)
    _rule(c, x0, x1, y + 4, "-", s)
    _text(c, x0, y - 5, f"TOTAL QTY: {sum(int(q) for _, q, _ in rows)}", s, MONO)
    _text(c, x0, y - 5 - p - 2, "TOTAL INCL. GST 6%", 7.4, BOLD)
    _text(c, x1 - 16, y - 5 - p - 2, _f(gross), 7.4, BOLD, True)
    _two(c, x0, x1 - 16, y - 5 - 2 * p - 3, (("ROUNDING ADJ", _f(total - gross)),), s, pitch=p)
    _text(c, x0, y - 5 - 3 * p - 7, "TOTAL ROUNDED", 9, BOLD)
    _text(c, x1 - 16, y - 5 - 3 * p - 7, _f(total), 9, BOLD, True)
    cash = Decimal("100.00")
    y = _two(
        c, x0, x1 - 16, y - 5 - 4 * p - 10, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p
    )
    y = _sr_summary(c, x0, x1, y, (("SR @ 6%", _f(gross - tax), _f(tax)), ("ZR @ 0%", "0.00", "0.00")), s, p)
    y = _lines(
        c,
        w,
        y - 4,
        (
            "GOODS SOLD ARE NOT RETURNABLE.",
            "EXCHANGE WITHIN 3 DAYS WITH",
            "ORIGINAL INVOICE ONLY.",
            "",
            "THANK YOU",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 20, "TSCS1804417", 18)
    items = [_bare(d, _f(a), q, u) for (d, q, u), a in zip(rows, amounts)]
    return _truth(
        "TS/CS/18-04417", "2018-03-14", total, tax, "MYR", "TECK SENG HARDWARE TRADING SDN BHD", items
    )


def _loaf(c, w: float, y: float) -> None:
    """The bakery's logo: a scored loaf in a ring."""
    c.setLineWidth(1.2)
    c.circle(w / 2, y, 17, stroke=1, fill=0)
    c.ellipse(w / 2 - 12, y - 6, w / 2 + 12, y + 7, stroke=0, fill=1)
    c.setStrokeGray(1)
    for dx in (-6, 0, 6):
        c.line(w / 2 + dx - 2, y - 3, w / 2 + dx + 2, y + 4)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)


def smy2(c) -> dict:
    w, h = 200, 408
    x0, x1, s, p = 8, w - 8, 6.4, 8.4
    _loaf(c, w, h - 30)
    _centre(c, w, h - 62, "GOLDEN CRUST BAKERY", 11, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 73,
        (
            "GC BAKERIES (PENANG) SDN BHD (1045732-M)",
            "NO. 112, JALAN MACALISTER,",
            "10400 GEORGETOWN, PULAU PINANG.",
            "TEL: 04-226 8812",
            "GST REG NO: 000681223040",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 5, "RECEIPT", 9, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 19,
        (("RECEIPT NO : R01-0083152", ""), ("DATE : 02-06-18  16:41", "COUNTER: 1"), ("CASHIER : NURUL", "")),
        s,
        pitch=p,
    )
    cols = ((x0 + 8, True), (x0 + 12, False), (138, True), (174, True), (178, False))
    _rule(c, x0, x1, y + 3, "-", s)
    for (x, right), t in zip(cols, ("QT", "ITEM", "PRICE", "AMT", "TX")):
        _text(c, x, y - p + 3, t, s, BOLD, right)
    _rule(c, x0, x1, y - 2 * p + 3, "-", s)
    rows = [
        ("ROTI PUTIH BESAR", "2", "3.20", "ZR"),
        ("ROTI GANDUM WHOLEMEAL", "1", "4.68", "ZR"),
        ("BUN KAYA", "4", "1.60", "SR"),
        ("CHEESE TART", "6", "2.30", "SR"),
        ("SWISS ROLL PANDAN", "1", "9.90", "SR"),
        ("MUFFIN CHOCOLATE", "3", "2.85", "SR"),
        ("KOPI O PANAS", "1", "1.80", "SR"),
    ]
    amounts = [_amount(q, u) for _, q, u, _ in rows]
    y -= 3 * p - 3
    for (name, qty, unit, code), amount in zip(rows, amounts):
        for (x, right), t in zip(cols, (qty, name, unit, _f(amount), code)):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    sr = sum((a for a, r in zip(amounts, rows) if r[3] == "SR"), Decimal(0))
    gross = sum(amounts, Decimal(0))
    tax, total, cash = _within(sr, 6), _sen(gross), Decimal("60.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        174,
        y - 6,
        ((f"ITEMS: {sum(int(r[1]) for r in rows)}", ""), ("TOTAL INCL. GST", _f(gross))),
        s,
        pitch=p,
    )
    y = _two(c, x0, 174, y, (("ROUNDING ADJ", _f(total - gross)),), s, pitch=p)
    _text(c, x0, y - 3, "TOTAL (RM)", 9.5, BOLD)
    _text(c, 174, y - 3, _f(total), 9.5, BOLD, True)
    y = _two(c, x0, 174, y - 16, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    y = _sr_summary(c, x0, x1, y, (("SR 6%", _f(sr - tax), _f(tax)), ("ZR 0%", _f(gross - sr), "0.00")), s, p)
    _lines(
        c,
        w,
        y - 4,
        (
            "BREAD BAKED FRESH DAILY",
            "NO REFUND / NO EXCHANGE",
            "THANK YOU & PLEASE COME AGAIN",
            "",
            "fb.com/goldencrustpg",
        ),
        s,
        pitch=p,
    )
    items = [_bare(d, _f(a), q, u) for (d, q, u, _), a in zip(rows, amounts)]
    return _truth("R01-0083152", "2018-06-02", total, tax, "MYR", "GOLDEN CRUST BAKERY", items)


def ssg3(c) -> dict:
    w, h = 216, 464
    x0, x1, s, p = 10, w - 10, 6.6, 8.8
    _centre(c, w, h - 24, "CHUAN HENG STATIONERY PTE LTD", 8.4, BOLD)
    y = _lines(
        c,
        w,
        h - 35,
        (
            "(CO. REG. NO. 199703215K)",
            "231 BAIN STREET #02-41",
            "BRAS BASAH COMPLEX",
            "SINGAPORE 180231",
            "TEL: 6338 5120",
            "GST REG NO: M2-0087654-3",
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y - 1, "=", s)
    _centre(c, w, y - 11, "TAX INVOICE", 9.5, BOLD)
    _rule(c, x0, x1, y - 19, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - 30,
        (("INV NO: BB2-118406", "28/11/2026"), ("STAFF: JOANNE", "15:03:27"), ("MEMBER: -", "TERMINAL 2")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    rows = [
        ("A4 COPIER PAPER 70GSM 500S", "2", "6.90"),
        ("GEL PEN 0.5MM BLUE", "12", "1.10"),
        ("HIGHLIGHTER SET 5 COLOURS", "1", "4.80"),
        ("CORRECTION TAPE 5MM X 6M", "3", "2.35"),
        ("RING FILE A4 2D 25MM", "4", "2.60"),
        ("STAPLER NO.10 W/ REFILL", "1", "7.50"),
        ("CLEAR TAPE 18MM X 30M", "6", "0.90"),
    ]
    amounts = [_amount(q, u) for _, q, u in rows]
    y -= p
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x0 + 14, y - p, f"{qty} @ {unit}", s, MONO)
        _text(c, x1 - 14, y - p, _f(amount), s, MONO, True)
        _text(c, x1 - 8, y - p, "SR", s, MONO)
        y -= 2 * p
    net = sum(amounts, Decimal(0))
    tax = _r(net * 9 / 100)
    total = net + tax
    _rule(c, x0, x1, y + 1, "-", s)
    y = _two(c, x0, x1 - 14, y - 8, (("SUB-TOTAL (EXCL GST)", _f(net)), ("GST @ 9%", _f(tax))), s, pitch=p)
    _text(c, x0, y - 3, "TOTAL (S$)", 10, BOLD)
    _text(c, x1 - 14, y - 3, _f(total), 10, BOLD, True)
    y = _two(c, x0, x1 - 14, y - 17, (("NETS", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    for i, t in enumerate(("NETS  ************7706", "APPR 557103  TID 30018842")):
        _text(c, x0, y - 8 * i, t, 6, MONO)
    y = _grid(
        c,
        y - 24,
        ((x0, False), (x1 - 60, True), (x1, True)),
        (("GST SUMMARY", "AMT(S$)", "GST(S$)"), ("SR 9%", _f(net), _f(tax)), ("ZR 0%", "0.00", "0.00")),
        s,
        (MONO, BOLD),
        p,
    )
    _rule(c, x0, x1, y + 2, "=", s)
    y = _lines(
        c,
        w,
        y - 8,
        (
            "GOODS SOLD ARE NOT REFUNDABLE.",
            "EXCHANGE WITHIN 7 DAYS WITH RECEIPT.",
            "THANK YOU, PLEASE COME AGAIN!",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 22, "BB2-118406", 20, 0.6)
    items = [_bare(d, _f(a), q, u) for (d, q, u), a in zip(rows, amounts)]
    return _truth("BB2-118406", "2026-11-28", total, tax, "SGD", "CHUAN HENG STATIONERY PTE LTD", items)


def _plate(c, w: float, y: float) -> None:
    """The restaurant's logo: a plate and chopsticks."""
    c.setLineWidth(1.4)
    c.circle(w / 2 - 4, y, 13, stroke=1, fill=0)
    c.setLineWidth(0.7)
    c.circle(w / 2 - 4, y, 8, stroke=1, fill=0)
    c.setLineWidth(1.6)
    c.line(w / 2 + 14, y - 14, w / 2 + 20, y + 14)
    c.line(w / 2 + 18, y - 14, w / 2 + 23, y + 14)
    c.setLineWidth(0.5)


def smy4(c) -> dict:
    w, h = 210, 452
    x0, x1, s, p = 9, w - 9, 6.6, 8.6
    _plate(c, w, h - 26)
    _centre(c, w, h - 56, "RESTORAN KIM LOONG", 11, BOLD)
    y = _lines(
        c,
        w,
        h - 67,
        (
            "KIM LOONG F&B SDN BHD (1187265-A)",
            "NO. 8, JALAN SS 2/64,",
            "47300 PETALING JAYA, SELANGOR.",
            "TEL: 03-7876 5521",
            "GST ID: 000987654321",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 5, "TAX INVOICE", 9, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 19,
        (
            ("BILL NO: 0045218", "TABLE: A12"),
            ("DATE: 24/02/2018", "PAX: 6"),
            ("TIME: 19:58:12", "CASHIER: MEI"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "=", s)
    _text(c, x0, y - p + 2, "QTY DESCRIPTION", s, BOLD)
    _text(c, x1, y - p + 2, "AMOUNT", s, BOLD, True)
    _rule(c, x0, x1, y - 2 * p + 2, "-", s)
    rows = [
        ("1", "STEAMED GROUPER HK STYLE", "88.00"),
        ("1", "SWEET & SOUR PORK (M)", "28.00"),
        ("1", "KAILAN 2 STYLE (M)", "18.00"),
        ("1", "SALTED EGG SQUID (M)", "32.00"),
        ("1", "CLAYPOT TOFU (M)", "22.00"),
        ("6", "WHITE RICE", "1.50"),
        ("6", "CHINESE TEA", "1.20"),
        ("2", "HERBAL JELLY", "5.50"),
        ("2", "BEER (L)", "16.00"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 3 * p - 2
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0 + 8, y, qty, s, MONO, True)
        _text(c, x0 + 16, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 22, y, f"@ {unit}", s, MONO)
        y -= p
    sub = sum(amounts, Decimal(0))
    svc = _r(sub / 10)
    tax = _r((sub + svc) * 6 / 100)
    gross = sub + svc + tax
    total, cash = _sen(gross), Decimal("300.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0 + 50,
        x1,
        y - 6,
        (
            ("SUB TOTAL", _f(sub)),
            ("SVC CHG 10%", _f(svc)),
            ("GST 6%", _f(tax)),
            ("TOTAL INCL. GST 6%", _f(gross)),
            ("ROUNDING ADJ", _f(total - gross)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0 + 50, y - 3, "TOTAL (RM)", 10, BOLD)
    _text(c, x1, y - 3, _f(total), 10, BOLD, True)
    y = _two(c, x0 + 50, x1, y - 17, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    y = _sr_summary(c, x0, x1, y, (("SR @ 6%", _f(sub + svc), _f(tax)),), s, p)
    _lines(
        c,
        w,
        y - 4,
        ("THANK YOU. PLEASE COME AGAIN", "OPEN DAILY 11AM-3PM, 6PM-10.30PM", "FOR RESERVATION: 03-7876 5521"),
        s,
        pitch=p,
    )
    items = [_bare(d, _f(a), q, None if q == "1" else u) for (q, d, u), a in zip(rows, amounts)]
    return _truth("0045218", "2018-02-24", total, tax, "MYR", "RESTORAN KIM LOONG", items)


def _sun(c, x: float, y: float) -> None:
    """The petrol station's logo: a sun, its rays as strokes."""
    c.circle(x, y, 7, stroke=0, fill=1)
    c.setLineWidth(1.3)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7)):
        c.line(x + 9.5 * dx, y + 9.5 * dy, x + 14 * dx, y + 14 * dy)
    c.setLineWidth(0.5)


def smy5(c) -> dict:
    w, h = 170, 430
    x0, x1, s, p = 7, w - 7, 6, 8
    _sun(c, w / 2, h - 26)
    _centre(c, w, h - 54, "MAJU JAYA PETROLEUM SDN BHD", 7.2, BOLD)
    y = _lines(
        c,
        w,
        h - 63,
        (
            "(743215-P)",
            "STESEN MINYAK SURIA KM 14",
            "JALAN KLANG LAMA,",
            "58200 KUALA LUMPUR.",
            "GST NO: 000456789012",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 4, "TAX INVOICE", 8, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 17,
        (("INV NO : 10473822", ""), ("DATE : 09/05/2018", "07:42"), ("POS : 2", "CASHIER: RAJ")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    rows = [
        ("RON95 PUMP 06", "18.350", "2.200", "ZR", "L x"),
        ("MINERAL WATER 1500ML", "2", "1.90", "SR", "x"),
        ("ROTI SARDIN", "1", "2.50", "SR", "x"),
        ("KOPI 3IN1 CAN 240ML", "2", "2.80", "SR", "x"),
        ("CHEWING GUM MINT", "1", "1.60", "SR", "x"),
        ("ENGINE OIL 15W40 4L", "1", "69.90", "SR", "x"),
    ]
    amounts = [_amount(q, u) for _, q, u, _, _ in rows]
    y -= p
    for (name, qty, unit, code, x), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x0 + 8, y - p, f"{qty} {x} {unit}", s, MONO)
        _text(c, x1 - 12, y - p, _f(amount), s, MONO, True)
        _text(c, x1 - 7, y - p, code[0], s, MONO)
        y -= 2 * p
    sr = sum((a for a, r in zip(amounts, rows) if r[3] == "SR"), Decimal(0))
    gross = sum(amounts, Decimal(0))
    tax, total, cash = _within(sr, 6), _sen(gross), Decimal("150.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1 - 12,
        y - 5,
        (("TOTAL INCL GST", _f(gross)), ("ROUNDING ADJ", _f(total - gross))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 2, "TOTAL (RM)", 8.5, BOLD)
    _text(c, x1 - 12, y - 2, _f(total), 8.5, BOLD, True)
    y = _two(c, x0, x1 - 12, y - 14, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    _text(c, x0, y, "S = SR 6%   Z = ZR 0%", s, MONO)
    y = _sr_summary(
        c, x0, x1, y - p, (("SR 6%", _f(sr - tax), _f(tax)), ("ZR 0%", _f(gross - sr), "0.00")), s, p
    )
    y = _lines(
        c,
        w,
        y - 2,
        ("SURIA POINTS EARNED : 123", "CARD NO : ********5521", "", "TERIMA KASIH", "SELAMAT JALAN"),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 18, "10473822", 16, 0.6)
    items = [_bare(d, _f(a), q, u) for (d, q, u, _, _), a in zip(rows, amounts)]
    return _truth("10473822", "2018-05-09", total, tax, "MYR", "MAJU JAYA PETROLEUM SDN BHD", items)


def ssg6(c) -> dict:
    w, h = 190, 362
    x0, x1, s, p = 8, w - 8, 6.6, 8.8
    c.setLineWidth(0.8)
    c.rect(x0, h - 74, x1 - x0, 58, stroke=1, fill=0)
    _centre(c, w, h - 28, "YONG HUAT KOPITIAM PTE LTD", 8, BOLD)
    _lines(
        c,
        w,
        h - 38,
        (
            "(UEN: 201534872D)",
            "BLK 85 BEDOK NORTH STREET 4",
            "#01-120 SINGAPORE 460085",
            "GST REG NO: 201534872D",
        ),
        6.2,
        pitch=8,
    )
    _centre(c, w, h - 88, "RECEIPT", 9, BOLD)
    y = _two(
        c,
        x0,
        x1,
        h - 102,
        (("RCPT#: K2-1182734", "TBL: 17"), ("DATE: 05/12/2026", "08:14"), ("CASHIER: AH HUAT", "DINE IN")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0 + 8, True), (x0 + 12, False), (136, True), (x1, True))
    for (x, right), t in zip(cols, ("Q", "ITEM", "@", "AMT")):
        _text(c, x, y - p + 3, t, s, BOLD, right)
    _rule(c, x0, x1, y - 2 * p + 3, "-", s)
    rows = [
        ("2", "KOPI C", "1.60"),
        ("1", "TEH O SIEW DAI", "1.40"),
        ("2", "KAYA BUTTER TOAST", "2.20"),
        ("2", "SOFT-BOILED EGGS (2)", "1.80"),
        ("1", "FISHBALL NOODLE DRY", "4.50"),
        ("1", "MILO DINOSAUR", "3.20"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 3 * p - 3
    for (qty, name, unit), amount in zip(rows, amounts):
        for (x, right), t in zip(cols, (qty, name, unit, _f(amount))):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    total = sum(amounts, Decimal(0))
    tax, cash = _within(total, 9), Decimal("50.00")
    _rule(c, x0, x1, y + 3, "=", s)
    _text(c, x0, y - 8, "TOTAL (S$)", 10, BOLD)
    _text(c, x1, y - 8, _f(total), 10, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("GST 9% INCL.", _f(tax)), ("CASH", _f(cash)), ("CHANGE", _f(cash - total))),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(c, w, y - 6, ("PRICES ARE INCLUSIVE OF GST", "SCAN FOR YOUR E-RECEIPT"), 6.2, pitch=8)
    _qr(c, "https://yonghuat.sg/r/K2-1182734", w / 2 - 24, y - 48, 48)
    _lines(c, w, y - 58, ("THANK YOU! SEE YOU AGAIN", "OPEN DAILY 6AM - 9PM"), 6.2, pitch=8)
    items = [_bare(d, _f(a), q, u) for (q, d, u), a in zip(rows, amounts)]
    return _truth("K2-1182734", "2026-12-05", total, tax, "SGD", "YONG HUAT KOPITIAM PTE LTD", items)


# The US, the UK, Germany and Australia (WildReceipt-like)


def _slip(c, x0: float, x1: float, w: float, y: float, s: float) -> float:
    """The diner's card slip under the check: blank tip and total lines, a signature line; the y after it."""
    for label in ("TIP", "TOTAL"):
        _text(c, x0 + 40, y, f"{label}:", 8, BOLD)
        _rule(c, x0 + 80, x1, y, "_", 8)
        y -= 20
    _text(c, x0, y - 6, "X", 9, BOLD)
    _rule(c, x0 + 10, x1, y - 6, "_", 8)
    return _lines(
        c,
        w,
        y - 18,
        (
            "I AGREE TO PAY ABOVE TOTAL AMOUNT",
            "ACCORDING TO CARD ISSUER AGREEMENT",
            "",
            "*** MERCHANT COPY ***",
        ),
        s - 0.6,
        pitch=8,
    )


def sus7(c) -> dict:
    w, h = 204, 416
    x0, x1, s, p = 10, w - 10, 7, 9.5
    c.setLineWidth(1)
    c.rect(x0 + 30, h - 50, x1 - x0 - 60, 34, stroke=1, fill=0)
    c.rect(x0 + 33, h - 47, x1 - x0 - 66, 28, stroke=1, fill=0)
    _centre(c, w, h - 31, "HIGHWAY 9 DINER", 10, BOLD)
    _centre(c, w, h - 42, "OPEN 24 HOURS", 6.4, MONO)
    y = _lines(c, w, h - 62, ("3521 US-9", "FREEHOLD, NJ 07728", "(732) 555-0142"), s, pitch=p)
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (("Server: DEBBIE", "Table 22"), ("Guests: 2", "Check #40917"), ("Dec 05, 2026", "07:48 AM")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    rows = [
        ("1", "Pancake Combo", "11.49"),
        ("1", "Western Omelet", "12.99"),
        ("2", "Coffee", "2.49"),
        ("1", "Side Bacon", "4.29"),
        ("1", "Small OJ", "3.49"),
        ("1", "Rice Pudding", "4.75"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= p
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 12, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 20, y, f"@ {unit}", s, MONO)
        y -= p
    sub = sum(amounts, Decimal(0))
    tax = _r(sub * Decimal("6.625") / 100)
    total = sub + tax
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0 + 60, x1, y - 6, (("Subtotal", _f(sub)), ("Tax 6.625%", _f(tax))), s, pitch=p)
    _text(c, x0 + 60, y - 2, "TOTAL", 9, BOLD)
    _text(c, x1, y - 2, _f(total), 9, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("VISA", "************2210"), ("AUTH 041873", "CHIP"), ("AMOUNT:", _f(total))),
        s,
        pitch=p,
    )
    y = _slip(c, x0, x1, w, y - 10, s)
    _lines(
        c, w, y - 6, ("Thank you - see you soon!", "Breakfast served all day"), s, "Courier-Oblique", pitch=p
    )
    items = [_bare(d, _f(a), q, None if q == "1" else u) for (q, d, u), a in zip(rows, amounts)]
    return _truth("40917", "2026-12-05", total, tax, "USD", "HIGHWAY 9 DINER", items)


def _shield(c, x: float, y: float) -> None:
    """The pub's logo: a shield with a chevron, its top edge at ``y``."""
    path = c.beginPath()
    path.moveTo(x - 13, y)
    path.lineTo(x + 13, y)
    path.lineTo(x + 13, y - 16)
    path.curveTo(x + 13, y - 24, x + 4, y - 28, x, y - 31)
    path.curveTo(x - 4, y - 28, x - 13, y - 24, x - 13, y - 16)
    path.close()
    c.setLineWidth(1.2)
    c.drawPath(path, stroke=1, fill=0)
    chevron = c.beginPath()
    chevron.moveTo(x - 10, y - 18)
    chevron.lineTo(x, y - 8)
    chevron.lineTo(x + 10, y - 18)
    c.setLineWidth(3)
    c.drawPath(chevron, stroke=1, fill=0)
    c.setLineWidth(0.5)


def suk8(c) -> dict:
    w, h = 210, 404
    x0, x1, s, p = 12, w - 12, 7.4, 10
    _shield(c, w / 2, h - 16)
    _centre(c, w, h - 62, "THE DRAYMAN'S ARMS", 12, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 74,
        (
            "Freehouse \u00b7 Kitchen \u00b7 Rooms",
            "14 Castle Street, Shrewsbury SY1 2BQ",
            "Tel 01743 555219",
            "VAT Reg No. 284 6172 39",
        ),
        6.8,
        SANS,
        pitch=8.6,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (("Receipt No. 10294", "Table 9"), ("05/12/2026  14:31", "Covers 3"), ("Served by Tom", "Till 1")),
        s,
        SANS,
        pitch=p,
    )
    c.setLineWidth(0.6)
    c.line(x0, y + 5, x1, y + 5)
    rows = [
        ("2", "Pint Best Bitter", "4.60"),
        ("1", "Merlot 250ml", "7.95"),
        ("1", "Fish & Chips", "15.50"),
        ("1", "Steak & Ale Pie", "14.95"),
        ("1", "Ploughman's Lunch", "11.25"),
        ("2", "Sticky Toffee Pudding", "6.50"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 6
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, SANS)
        _text(c, x0 + 12, y, name, s, SANS)
        _text(c, x1, y, _f(amount), s, SANS, True)
        if qty != "1":
            y -= p - 1
            _text(c, x0 + 20, y, f"@ \u00a3{unit}", 6.6, SANS)
        y -= p
    total = sum(amounts, Decimal(0))
    vat = _within(total, 20)
    c.line(x0, y + 5, x1, y + 5)
    y = _two(c, x0, x1, y - 6, (("Subtotal", f"\u00a3{_f(total)}"),), s, SANS, pitch=p) - 6
    c.setFillGray(0.85)
    c.rect(x0 - 2, y - 5, x1 - x0 + 4, 16, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, x0, y, "Total to pay", 10, SANS_BOLD)
    _text(c, x1, y, f"\u00a3{_f(total)}", 10, SANS_BOLD, True)
    y = _two(c, x0, x1, y - 20, (("Mastercard contactless", _f(total)), ("Change", "0.00")), s, SANS, pitch=p)
    for i, t in enumerate(("CARD ************6038", "AUTH CODE 275514", "PAN SEQ 01  APPROVED")):
        _text(c, x0, y - 8 * i, t, 6.2, MONO)
    y = _grid(
        c,
        y - 32,
        ((x0, False), (90, True), (140, True), (x1, True)),
        (("VAT rate", "Net", "VAT", "Gross"), ("20.0%", _f(total - vat), _f(vat), _f(total))),
        6.8,
        (SANS, SANS_BOLD),
        9,
    )
    _text(c, x0, y - 2, "All prices include VAT at 20%", 6.8, "Helvetica-Oblique")
    _lines(
        c,
        w,
        y - 20,
        (
            "Service is not included.",
            "Thank you for visiting - cheers!",
            "Quiz night every Thursday from 8pm",
        ),
        6.8,
        SANS,
        pitch=8.8,
    )
    items = [_bare(d, _f(a), q, None if q == "1" else u) for (q, d, u), a in zip(rows, amounts)]
    return _truth("10294", "2026-12-05", total, vat, "GBP", "THE DRAYMAN'S ARMS", items)


def _imbiss_tax(
    c, x0: float, x1: float, y: float, gross: dict[str, Decimal], s: float
) -> tuple[float, Decimal]:
    """The Kassenbon's MwSt table under the total (A 19 %, B 7 %, their sum); the y after it, the tax sum."""
    rows, taxes = [], []
    for code, rate in (("A", 19), ("B", 7)):
        tax = _within(gross[code], rate)
        taxes.append(tax)
        rows.append((f"{code} {rate:>2} %", _de(gross[code] - tax), _de(tax), _de(gross[code])))
    total, tax = sum(gross.values(), Decimal(0)), sum(taxes, Decimal(0))
    rows.append(("Summe", _de(total - tax), _de(tax), _de(total)))
    y = _grid(
        c,
        y,
        ((x0, False), (92, True), (130, True), (x1, True)),
        (("MwSt", "Netto", "MwSt", "Brutto"), *rows),
        s,
        (MONO, BOLD),
        8.4,
        (0, 3),
    )
    return y, tax


def sde9(c) -> dict:
    w, h = 180, 414
    x0, x1, s, p = 9, w - 9, 6.6, 8.6
    c.roundRect(x0 + 14, h - 44, x1 - x0 - 28, 26, 5, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 35, "Ruhrpott Imbiss", 11, BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 56,
        (
            "Inh. Murat Yilmaz",
            "Kettwiger Str. 22",
            "45127 Essen",
            "Tel. 0201 555 3371",
            "St.-Nr. 112/5071/3385",
        ),
        s,
        pitch=p,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (("Beleg-Nr. 48213", "Kasse 1"), ("05.12.2026 13:07", "Bed. Selin"), ("Außer Haus", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    rows = [
        ("Currywurst Pommes", "2", "7,90", "B"),
        ("Döner Teller", "1", "12,50", "B"),
        ("Pommes rot-weiß", "1", "4,20", "B"),
        ("Halbes Hähnchen", "1", "8,90", "B"),
        ("Cola 0,33l", "2", "2,80", "A"),
        ("Wasser 0,5l", "1", "2,50", "A"),
    ]
    amounts = [_amount(q, u.replace(",", ".")) for _, q, u, _ in rows]
    y -= p - 2
    for (name, qty, unit, code), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, _de(amount), s, MONO, True)
        _text(c, x1 - 5, y, code, s, MONO)
        if qty != "1":
            y -= p
            _text(c, x0 + 12, y, f"{qty} x {unit}", s, MONO)
        y -= p
    gross = {k: sum((a for a, r in zip(amounts, rows) if r[3] == k), Decimal(0)) for k in ("A", "B")}
    total, cash = gross["A"] + gross["B"], Decimal("50.00")
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "SUMME EUR", 10, BOLD)
    _text(c, x1 - 10, y - 8, _de(total), 10, BOLD, True)
    _rule(c, x0, x1, y - 15, "=", s)
    y = _two(
        c, x0, x1 - 10, y - 26, (("Gegeben BAR", _de(cash)), ("Rückgeld", _de(cash - total))), 7.4, pitch=9.5
    )
    y, tax = _imbiss_tax(c, x0, x1 - 10, y - 6, gross, s)
    for i, t in enumerate(
        (
            "TSE-Seriennr.: 3f09a6c1d27e85b4",
            "TSE-Start: 2026-12-05T13:07:02",
            "TSE-Ende:  2026-12-05T13:07:36",
        )
    ):
        _text(c, x0, y - 4 - 7.4 * i, t, 5.6, MONO)
    _qr(c, "V0;Kasse1;Kassenbeleg-V1;Beleg^49.50_0.00;48213;2026-12-05T13:07:36", w / 2 - 22, y - 76, 44)
    _lines(c, w, y - 88, ("Vielen Dank & guten Appetit!", "Mo-Sa 10-22 Uhr  So 12-20 Uhr"), s, pitch=p)
    items = [
        _bare(d, _f(a), *((q, u.replace(",", ".")) if q != "1" else ()))
        for (d, q, u, _), a in zip(rows, amounts)
    ]
    return _truth("48213", "2026-12-05", total, tax, "EUR", "Ruhrpott Imbiss", items)


def _cup(c, x: float, y: float) -> None:
    """The café's logo: a cup with its handle and steam, its foot at ``y``."""
    c.setLineWidth(1.2)
    c.rect(x - 9, y, 18, 16, stroke=0, fill=1)
    c.circle(x + 11, y + 9, 4, stroke=1, fill=0)
    c.line(x - 13, y - 2, x + 13, y - 2)
    for dx in (-5, 0, 5):
        c.bezier(x + dx, y + 19, x + dx - 3, y + 23, x + dx + 3, y + 26, x + dx, y + 30)
    c.setLineWidth(0.5)


def sau10(c) -> dict:
    w, h = 204, 458
    x0, x1, s, p = 11, w - 11, 7.2, 10
    _cup(c, w / 2, h - 48)
    _centre(c, w, h - 64, "PAPERBARK CAFE", 12, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 76,
        (
            "Paperbark Hospitality Pty Ltd",
            "ABN 27 615 408 932",
            "41 Bay Road, Sandringham VIC 3191",
            "(03) 9598 2210",
        ),
        6.8,
        SANS,
        pitch=8.6,
    )
    _centre(c, w, y - 6, "TAX INVOICE", 9.5, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("Invoice #: 3-018542", "Order 217"), ("05/12/2026  9:41 AM", "Table 14"), ("Served by: Priya", "")),
        s,
        SANS,
        pitch=p,
    )
    c.setLineWidth(0.6)
    c.line(x0, y + 5, x1, y + 5)
    cols = ((x0, False), (x0 + 14, False), (150, True), (x1, True))
    for (x, right), t in zip(cols, ("Qty", "Item", "Each", "Total")):
        _text(c, x, y - 4, t, s, SANS_BOLD, right)
    rows = [
        ("2", "Chai Latte Reg", "5.80"),
        ("1", "Magic Oat", "5.90"),
        ("1", "Eggs Benedict Ham", "24.50"),
        ("1", "Ricotta Hotcakes", "23.00"),
        ("1", "Toasted Sourdough", "9.50"),
        ("2", "Bottled Water 600ml", "4.50"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 4 + p + 2
    for (qty, name, unit), amount in zip(rows, amounts):
        for (x, right), t in zip(cols, (qty, name, unit, _f(amount))):
            _text(c, x, y, t, s, SANS, right)
        y -= p
    total = sum(amounts, Decimal(0))
    gst = _r(total / 11)
    c.line(x0, y + 5, x1, y + 5)
    y = _two(c, x0 + 50, x1, y - 6, (("Subtotal", _f(total)),), s, SANS, pitch=p)
    _text(c, x0, y - 2, "Total AUD incl GST", 9.5, SANS_BOLD)
    _text(c, x1, y - 2, f"${_f(total)}", 9.5, SANS_BOLD, True)
    y = _two(
        c,
        x0 + 50,
        x1,
        y - 16,
        (("GST included", _f(gst)), ("EFTPOS", _f(total)), ("Change", "0.00")),
        s,
        SANS,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", 6.2)
    for i, t in enumerate(
        (
            "CUSTOMER COPY",
            "VISA DEBIT           TAP",
            "CARD     **** **** **** 4821",
            "PURCHASE          AUD $" + _f(total),
            "TOTAL             AUD $" + _f(total),
            "APPROVED 00     AUTH 712044",
        )
    ):
        _text(c, x0, y - 6 - 8 * i, t, 6.2, MONO)
    y -= 62
    _qr(c, "https://paperbarkcafe.com.au/review?inv=3-018542", w / 2 - 22, y - 44, 44)
    _lines(
        c,
        w,
        y - 56,
        ("Scan to tell us how we went", "Thanks for visiting! @paperbarkcafe", "Open 7 days 7am - 3pm"),
        6.8,
        SANS,
        pitch=8.6,
    )
    items = [_bare(d, _f(a), q, u) for (q, d, u), a in zip(rows, amounts)]
    return _truth("3-018542", "2026-12-05", total, gst, "AUD", "PAPERBARK CAFE", items)


LAYOUTS = {
    "smy1": (smy1, (216, 490)),
    "smy2": (smy2, (200, 408)),
    "ssg3": (ssg3, (216, 464)),
    "smy4": (smy4, (210, 452)),
    "smy5": (smy5, (170, 430)),
    "ssg6": (ssg6, (190, 362)),
    "sus7": (sus7, (204, 416)),
    "suk8": (suk8, (210, 404)),
    "sde9": (sde9, (180, 414)),
    "sau10": (sau10, (204, 458)),
}
SCANNED = ("smy1", "smy2", "ssg3", "smy4", "smy5", "ssg6", "sus7", "suk8", "sde9", "sau10")
