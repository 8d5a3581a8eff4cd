"""Ten more till receipts and bills on 80 mm thermal paper, written on 2026-12-07 in the manner of
scripts/layouts_set.py and of the SROIE receipts, a held-out set ae, all ten also written as scans. Five are
from Malaysia in SROIE's manner (the company's name with "SDN BHD" over its registration number in brackets,
its address in capitals, a GST ID, GST 6 % with "S" and "Z" codes and a GST summary, day-first dates, RM,
"ROUNDING ADJ" to 5 sen, "TOTAL INCL. GST", "CASH" and "CHANGE"): a Klang hardware shop's tax invoice to a
contractor (item codes before the descriptions, quantity and unit price on a line under each, prices before
GST), a Kuala Lumpur stationery shop's simplified tax invoice in a condensed sans (prices with GST included,
exercise books and a dictionary zero-rated "Z", the EAN and "3 X 2.50" under each item), a Petaling Jaya
mamak restaurant's bill (a crescent logo, table and pax, prices before GST, a boxed GST summary), a Johor
Bahru pharmacy's tax invoice (a cross logo, medicines zero-rated, GST added on the "S" lines only, paid by
Visa) and an Ipoh bakery's cash receipt (quantity first, prices with GST included). The other five are a
Jurong food court's receipt (the dishes under their stalls' headings, GST 9 % included, NETS), a Bangkok
convenience store's abbreviated tax invoice in a condensed sans (THB, VAT 7 % included, "VATable" and "VAT"
lines, cash and change), a Ho Chi Minh City cafe's payment slip in unaccented Vietnamese (VND in whole dong
with dot thousands, VAT 8 % added, a transfer QR code), a Keene, New Hampshire diner's check (meals tax 8.5 %,
a "Tip" and a "Total" line written in by hand under the printed total) and an Essex petrol station's receipt
(pump, litres and price per litre, VAT 20 % included, a VAT summary).

What the values say where a page leaves a choice: vendor_name is the shop's name printed at the top, with
"SDN BHD" where that line prints it ("SENG HENG HARDWARE SDN BHD"); the food court's, the Bangkok store's, the
cafe's and the petrol station's top line ("HAWKERLANE FOOD COURT", "SUNMART", "MAY XANH COFFEE", "ELMSTEAD
SERVICES") and not the company printed smaller under it. customer_name is only on the hardware invoice (its
"CUSTOMER :" line). document_number is the labelled invoice, bill, receipt, check or slip number ("INVOICE NO",
"BILL NO", "INV NO", "RECEIPT NO", "Rcpt No", "TAX INV (ABB) No", "So HD", "Check #", "Receipt No"), never a
terminal, POS, table, pump or card number. The date is the day of the purchase, ISO. total_amount is the
purchase total: on the Malaysian pages the amount due after the ROUNDING ADJ (the last total line, which
equals "TOTAL INCL. GST" where the rounding is 0.00), on the diner's check the printed "TOTAL" before the
handwritten tip and total, never the cash tendered nor the change; VND in whole dong without separators.
tax_amount is the tax printed: the GST 6 % (the stationery page's "TOTAL GST" of its summary, the pharmacy's
"TOTAL GST" line on the "S" lines; their zero-rated "Z" rows add 0.00), the GST 9 % included in Singapore, the VAT 7 % included in
Thailand, the VAT 8 % in Vietnam, the meals tax in New Hampshire and the VAT included on the UK receipt. A
line item is a line that sells something at a price: its description is the text on the item's line as
printed (without the quantity before it, the code before it, which is its item_id where printed on the same
line, and without the amount and tax code after it); on the stationery receipt the EAN printed under the
description is its item_id. Its quantity and unit price are given only where the page prints them (a "QTY"
column, a "3 X 2.50" or "2 @ 7.00" line, a quantity before a dish, the litres and price per litre of the fuel
line); its line_amount is the amount printed on it. Every figure is computed here in Decimal (rounded half
up): quantities times prices, sums, tax added (base x rate) or included (gross x rate / (100 + rate)), and
the roundings to 5 sen.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _centre, _lines, _qr, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"
SERIF_BOLD, SCRIPT = "Times-Bold", "Times-BoldItalic"
CENT, ONE = Decimal("0.01"), Decimal(1)
W80 = 80 * mm
NARROW = 0.82


def _r(x: Decimal, step: Decimal = CENT) -> Decimal:
    """Rounded to ``step`` (the cent unless told), half up."""
    return x.quantize(step, ROUND_HALF_UP)


def _sen5(x: Decimal) -> Decimal:
    """Rounded to 5 sen, as Malaysian tills round a cash total."""
    return _r(_r(x * 20, ONE) / 20)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _k(x: Decimal) -> str:
    """An amount with thousands commas: 1,234.56."""
    return f"{x:,.2f}"


def _vnd(x: Decimal) -> str:
    """Whole dong with dot thousands: 305.640."""
    return f"{int(x):,}".replace(",", ".")


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


def _summary(
    c, x0: float, x1: float, y: float, rows, s: float, p: float, head, font=MONO, bold=BOLD
) -> float:
    """A tax summary: a header of three columns and its rows (code, amount, tax); the y after it."""
    xa = x1 - 52
    for x, t, right in ((x0, head[0], False), (xa, head[1], True), (x1, head[2], True)):
        _text(c, x, y, t, s, bold, right)
    for i, row in enumerate(rows):
        for x, t, right in zip((x0, xa, x1), row, (False, True, True)):
            _text(c, x, y - p * (i + 1), t, s, font, right)
    return y - p * (len(rows) + 1)


def _coded(code: str | None, description: str, amount: Decimal, qty=None, unit=None) -> dict:
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


# ---------------------------------------------------------------------------------------------- Malaysia


def aemy1(c) -> dict:
    """A Klang hardware shop's tax invoice to a contractor: codes, a quantity line under each item, GST added."""
    w, h = W80, 476
    x0, x1, s, p = 9, W80 - 9, 6.6, 8.6
    _centre(c, w, h - 24, "SENG HENG HARDWARE SDN BHD", 10, BOLD)
    y = _lines(
        c,
        w,
        h - 36,
        (
            "(645123-P)",
            "NO. 12 & 14, JALAN BUKIT RAJA 3,",
            "TAMAN PERINDUSTRIAN BUKIT RAJA,",
            "41050 KLANG, SELANGOR.",
            "TEL: 03-3342 8812  FAX: 03-3342 8813",
            "GST ID : 001234567890",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 8, "TAX INVOICE", 11, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (
            ("INVOICE NO : CS00118427", ""),
            ("DATE : 12/11/2026", "TIME : 11:42:08"),
            ("CASHIER : LIM S.K.", "TERMINAL : 02"),
            ("CUSTOMER : BINA CEKAP RENOVATION", ""),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 5, "CODE    DESCRIPTION", s, BOLD)
    cols = ((x0 + 30, True), (x0 + 96, True), (x1 - 14, True), (x1, True))
    for (x, right), t in zip(cols, ("QTY", "U/P(RM)", "AMT(RM)", "TX")):
        _text(c, x, y - 5 - p, t, s, BOLD, right)
    _rule(c, x0, x1, y - 2 * p - 3, "-", s)
    rows = [
        ("PVC0012", "PVC PIPE 1/2IN CLASS B 6M", "4", "9.80"),
        ("CMT0050", "CEMENT PORTLAND 50KG", "3", "19.50"),
        ("SKR0304", "SKRU KAYU 8 X 1-1/2 (100S)", "2", "4.20"),
        ("GLV0220", "SARUNG TANGAN KAIN 12PSG", "1", "7.90"),
        ("SIL0300", "SILICONE SEALANT CLEAR 300ML", "2", "8.45"),
        ("HSE0015", "GARDEN HOSE 15M C/W NOZZLE", "1", "32.00"),
        ("TPE0048", "MASKING TAPE 48MM X 25Y", "6", "3.35"),
    ]
    amounts = [_amount(q, u) for _, _, q, u in rows]
    y -= 3 * p - 1
    for (code, name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, f"{code} {name}", s, MONO)
        for (x, right), t in zip(cols, (qty, unit, _f(amount), "S")):
            _text(c, x, y - p, t, s, MONO, right)
        y -= 2 * p + 1
    sub = sum(amounts, Decimal(0))
    gst = _r(sub * Decimal("0.06"))
    incl = sub + gst
    total = _sen5(incl)
    cash = Decimal("250.00")
    _rule(c, x0, x1, y + 4, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 5,
        (
            (f"TOTAL QTY : {sum(int(r[2]) for r in rows)}", ""),
            ("TOTAL EXCL. GST", _f(sub)),
            ("GST 6%", _f(gst)),
            ("TOTAL INCL. GST", _f(incl)),
            ("ROUNDING ADJ", _f(total - incl)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL PAYABLE (RM)", 9.5, BOLD)
    _text(c, x1, y - 4, _f(total), 9.5, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "=", s)
    y = _summary(
        c, x0, x1, y - 6, (("S @ 6%", _f(sub), _f(gst)),), s, p, ("GST SUMMARY", "AMOUNT(RM)", "TAX(RM)")
    )
    _rule(c, x0, x1, y + 3, "=", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "GOODS SOLD ARE NOT RETURNABLE.",
            "PLEASE CHECK YOUR GOODS BEFORE LEAVING.",
            "THANK YOU & PLEASE COME AGAIN",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 24, "CS00118427", 20, 0.6)
    items = [_coded(code, d, a, q, u) for (code, d, q, u), a in zip(rows, amounts)]
    return _truth(
        "CS00118427",
        "2026-11-12",
        _f(total),
        _f(gst),
        "MYR",
        "SENG HENG HARDWARE SDN BHD",
        items,
        "BINA CEKAP RENOVATION",
    )


def aemy2(c) -> dict:
    """A Kuala Lumpur stationery shop's simplified tax invoice in a condensed sans: GST included, S and Z."""
    w, h = W80, 488
    x0, x1, s, p = 10, W80 - 10, 7.6, 9.2
    c.setFillGray(0.15)
    c.rect(x0, h - 30, w - 2 * x0, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _ncentre(c, w, h - 25, "CAHAYA STATIONERY SDN BHD", 11.5, SANS_BOLD)
    c.setFillGray(0)
    y = h - 42
    for t in (
        "(1187654-A)",
        "LOT G-23, GROUND FLOOR, WISMA MERDEKA,",
        "JALAN TUN RAZAK, 50400 KUALA LUMPUR.",
        "TEL: 03-2691 7730",
        "GST REG NO: 000987654321",
    ):
        _ncentre(c, w, y, t, s)
        y -= p
    _ncentre(c, w, y - 6, "SIMPLIFIED TAX INVOICE", 10, SANS_BOLD)
    y = _ntwo(
        c,
        x0,
        x1,
        y - 22,
        (("INV NO: KL05-0093318", "POS: 05"), ("DATE: 14/11/2026", "TIME: 16:05"), ("STAFF: NURUL", "")),
        s,
        pitch=p,
    )
    c.setLineWidth(0.5)
    c.line(x0, y + 5, x1, y + 5)
    _narrow(c, x0, y - 4, "DESCRIPTION", s, SANS_BOLD)
    _narrow(c, x1, y - 4, "AMOUNT(RM)  TAX", s, SANS_BOLD, True)
    c.line(x0, y - 8, x1, y - 8)
    rows = [
        ("PEN GEL 0.5MM BLUE", "9555012345678", "3", "2.50", "S"),
        ("A4 PAPER 80GSM 500S", "9556781200345", "2", "13.90", "S"),
        ("BUKU LATIHAN 80M (10S)", "9789834501127", "1", "8.50", "Z"),
        ("STAPLER NO.10 W/REMOVER", "4902870102355", "1", "12.90", "S"),
        ("KAMUS DWIBAHASA OXFORD FAJAR", "9789674102218", "1", "29.90", "Z"),
        ("CORRECTION TAPE 5MM X 6M", "4901681304561", "2", "3.60", "S"),
        ("CLEAR FOLDER A4 (12PCS)", "9555100455023", "1", "6.80", "S"),
        ("HIGHLIGHTER 4 COLOUR SET", "4902505523418", "1", "9.90", "S"),
    ]
    amounts = [_amount(q, u) for _, _, q, u, _ in rows]
    y -= 18
    for (name, ean, qty, unit, code), amount in zip(rows, amounts):
        _narrow(c, x0, y, name, s)
        _narrow(c, x1 - 14, y, _f(amount), s, right=True)
        _narrow(c, x1, y, code, s, right=True)
        _narrow(c, x0 + 8, y - p + 1, f"{ean}    {qty} X {unit}", 6.8)
        y -= 2 * p
    sub = sum(amounts, Decimal(0))
    gross_s = sum((a for r, a in zip(rows, amounts) if r[4] == "S"), Decimal(0))
    gross_z = sub - gross_s
    gst = _within(gross_s, "6")
    total = _sen5(sub)
    cash = Decimal("200.00")
    c.line(x0, y + 6, x1, y + 6)
    y = _ntwo(
        c,
        x0,
        x1,
        y - 4,
        (
            (f"ITEMS: {len(rows)}   QTY: {sum(int(r[2]) for r in rows)}", ""),
            ("SUB-TOTAL", _f(sub)),
            ("TOTAL INCL. GST", _f(sub)),
            ("ROUNDING ADJ", _f(total - sub)),
        ),
        s,
        pitch=p,
    )
    _narrow(c, x0, y - 4, "TOTAL (RM)", 11, SANS_BOLD)
    _narrow(c, x1, y - 4, _f(total), 11, SANS_BOLD, True)
    y = _ntwo(c, x0, x1, y - 18, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    c.line(x0, y + 5, x1, y + 5)
    _narrow(c, x0, y - 4, "GST SUMMARY", s, SANS_BOLD)
    _narrow(c, x1 - 44, y - 4, "AMOUNT(RM)", s, SANS_BOLD, True)
    _narrow(c, x1, y - 4, "TAX(RM)", s, SANS_BOLD, True)
    y -= 4 + p
    for code, amount, tax in (
        ("S = 6%", _f(gross_s - gst), _f(gst)),
        ("Z = 0%", _f(gross_z), "0.00"),
        ("TOTAL GST", "", _f(gst)),
    ):
        _narrow(c, x0, y, code, s, SANS_BOLD if code == "TOTAL GST" else SANS)
        _narrow(c, x1 - 44, y, amount, s, right=True)
        _narrow(c, x1, y, tax, s, SANS_BOLD if code == "TOTAL GST" else SANS, True)
        y -= p
    c.line(x0, y + 5, x1, y + 5)
    for t in (
        "EXCHANGE WITHIN 7 DAYS WITH RECEIPT.",
        "NO REFUND. THANK YOU FOR SHOPPING!",
        "www.cahayastationery.com.my",
    ):
        _ncentre(c, w, y - 5, t, 6.8)
        y -= 8.4
    _barcode(c, w, y - 26, "KL050093318", 20, 0.6)
    items = [{"item_id": ean, **_bare(d, _f(a), q, u)} for (d, ean, q, u, _), a in zip(rows, amounts)]
    return _truth("KL05-0093318", "2026-11-14", _f(total), _f(gst), "MYR", "CAHAYA STATIONERY SDN BHD", items)


def _crescent(c, x: float, y: float, r: float) -> None:
    """A crescent and a star drawn as a mamak restaurant's logo, centred near (x, y)."""
    c.setFillGray(0.1)
    c.circle(x, y, r, stroke=0, fill=1)
    c.setFillGray(1)
    c.circle(x + r * 0.35, y + r * 0.1, r * 0.82, stroke=0, fill=1)
    c.setFillGray(0.1)
    c.circle(x + r * 0.55, y + r * 0.15, r * 0.18, stroke=0, fill=1)
    c.setFillGray(0)


def aemy3(c) -> dict:
    """A Petaling Jaya mamak restaurant's bill: a crescent logo, table and pax, GST added, boxed summary."""
    w, h = W80, 400
    x0, x1, s, p = 9, W80 - 9, 6.8, 8.8
    _crescent(c, w / 2 - 4, h - 26, 12)
    _centre(c, w, h - 52, "RESTORAN SRI MELUR MAJU SDN BHD", 9.4, BOLD)
    y = _lines(
        c,
        w,
        h - 64,
        (
            "(987321-U)",
            "NO. 45, JALAN SS 2/24, SS 2,",
            "47300 PETALING JAYA, SELANGOR.",
            "TEL: 03-7876 2210",
            "GST ID: 002011445566",
            "OPEN 24 HOURS",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 8, "SIMPLIFIED TAX INVOICE", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (
            ("BILL NO: 0045127", "MEJA: 14"),
            ("DATE: 09/11/2026", "PAX: 3"),
            ("TIME: 21:47", "SERVER: RAJU"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    _text(c, x0, y - 5, "ITEM", s, BOLD)
    _text(c, x1 - 62, y - 5, "QTY", s, BOLD, True)
    _text(c, x1 - 12, y - 5, "RM", s, BOLD, True)
    _rule(c, x0, x1, y - p - 1, "-", s)
    rows = [
        ("ROTI CANAI", "2", "1.40"),
        ("ROTI TELUR BAWANG", "1", "3.00"),
        ("NASI LEMAK AYAM GORENG", "1", "8.50"),
        ("MEE GORENG MAMAK", "1", "6.50"),
        ("MAGGI GORENG DOUBLE", "1", "7.20"),
        ("TEH TARIK", "2", "2.20"),
        ("MILO AIS", "1", "3.20"),
        ("TEH O AIS LIMAU", "1", "2.40"),
    ]
    amounts = [_amount(q, u) for _, q, u in rows]
    y -= 2 * p + 1
    for (name, qty, _), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 62, y, qty, s, MONO, True)
        _text(c, x1 - 12, y, _f(amount), s, MONO, True)
        _text(c, x1, y, "S", s, MONO, True)
        y -= p
    sub = sum(amounts, Decimal(0))
    gst = _r(sub * Decimal("0.06"))
    incl = sub + gst
    total = _sen5(incl)
    cash = Decimal("50.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("SUBTOTAL (EXCL. GST)", _f(sub)),
            ("GST @ 6%", _f(gst)),
            ("TOTAL INCL. GST", _f(incl)),
            ("ROUNDING ADJ", _f(total - incl)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "NET TOTAL RM", 10, BOLD)
    _text(c, x1, y - 4, _f(total), 10, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    c.setLineWidth(0.6)
    c.rect(x0, y - 3 * p + 1, x1 - x0, 3 * p + 4)
    c.line(x0, y - p + 3, x1, y - p + 3)
    y = _summary(
        c, x0 + 4, x1 - 4, y - 4, (("S (6%)", _f(sub), _f(gst)),), s, p, ("TAX CODE", "AMT(RM)", "GST(RM)")
    )
    y = _lines(
        c,
        w,
        y - 12,
        ("S = STANDARD RATED 6%", "TERIMA KASIH. SILA DATANG LAGI!", "FOLLOW US @SRIMELURMAJU"),
        s,
        pitch=p,
    )
    items = [_bare(d, _f(a), q) for (d, q, _), a in zip(rows, amounts)]
    return _truth(
        "0045127", "2026-11-09", _f(total), _f(gst), "MYR", "RESTORAN SRI MELUR MAJU SDN BHD", items
    )


def _cross(c, x: float, y: float, arm: float) -> None:
    """A pharmacy's cross, centred on (x, y)."""
    c.setFillGray(0.2)
    c.rect(x - arm / 3, y - arm, 2 * arm / 3, 2 * arm, stroke=0, fill=1)
    c.rect(x - arm, y - arm / 3, 2 * arm, 2 * arm / 3, stroke=0, fill=1)
    c.setFillGray(0)


def aemy4(c) -> dict:
    """A Johor Bahru pharmacy's tax invoice: a cross logo, QTY / PRICE / AMOUNT columns, medicines zero-rated."""
    w, h = W80, 436
    x0, x1, s, p = 9, W80 - 9, 6.4, 8.6
    _cross(c, w / 2, h - 24, 10)
    _centre(c, w, h - 48, "FARMASI SIHAT SELALU SDN BHD", 9.6, BOLD)
    y = _lines(
        c,
        w,
        h - 60,
        (
            "(1056789-D)",
            "NO. 8, JALAN MOLEK 1/29, TAMAN MOLEK,",
            "81100 JOHOR BAHRU, JOHOR.",
            "TEL: 07-351 4420",
            "GST ID: 000456123789",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 8, "TAX INVOICE", 11, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (
            ("INV NO: JB02-231058", ""),
            ("DATE: 15/11/2026", "TIME: 10:26 AM"),
            ("CASHIER: SITI", "COUNTER: 2"),
            ("MEMBER: ****4412", "POINTS: 98"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0 + 128, True), (x0 + 160, True), (x1 - 10, True), (x1, True))
    _text(c, x0, y - 5, "DESCRIPTION", s, BOLD)
    for (x, right), t in zip(cols, ("QTY", "PRICE", "AMOUNT", "T")):
        _text(c, x, y - 5, t, s, BOLD, right)
    _rule(c, x0, x1, y - p - 1, "-", s)
    rows = [
        ("PANADOL ACTIFAST 20S", "1", "12.90", "Z"),
        ("VITAMIN C 1000MG 30S", "1", "39.90", "S"),
        ("DETTOL SANITIZER 50ML", "2", "6.50", "S"),
        ("STREPSILS HONEY LEMON", "1", "14.50", "Z"),
        ("MICROPORE TAPE 1IN", "1", "7.20", "S"),
        ("SURGICAL MASK 3PLY 50S", "1", "18.00", "Z"),
        ("CETAPHIL CLEANSER 250ML", "1", "46.80", "S"),
    ]
    amounts = [_amount(q, u) for _, q, u, _ in rows]
    y -= 2 * p + 1
    for (name, qty, unit, code), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        for (x, right), t in zip(cols, (qty, unit, _f(amount), code)):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    sub = sum(amounts, Decimal(0))
    base_s = sum((a for r, a in zip(rows, amounts) if r[3] == "S"), Decimal(0))
    gst = _r(base_s * Decimal("0.06"))
    incl = sub + gst
    total = _sen5(incl)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("SUB TOTAL", _f(sub)),
            ("TOTAL GST", _f(gst)),
            ("TOTAL INCL. GST", _f(incl)),
            ("ROUNDING ADJ", _f(total - incl)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL RM", 10, BOLD)
    _text(c, x1, y - 4, _f(total), 10, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("VISA", _f(total)), ("CARD NO: ************8812", ""), ("APPR CODE: 312455", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    y = _summary(
        c,
        x0,
        x1,
        y - 6,
        (("S = 6%", _f(base_s), _f(gst)), ("Z = 0%", _f(sub - base_s), "0.00")),
        s,
        p,
        ("GST SUMMARY", "AMOUNT", "TAX"),
    )
    _rule(c, x0, x1, y + 3, "=", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "UBAT YANG TELAH DIJUAL TIDAK",
            "BOLEH DIPULANGKAN.",
            "PLEASE CONSULT OUR PHARMACIST",
            "FOR ANY ENQUIRY. GET WELL SOON!",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 24, "JB02231058", 20, 0.6)
    items = [_bare(d, _f(a), q, u) for (d, q, u, _), a in zip(rows, amounts)]
    return _truth(
        "JB02-231058", "2026-11-15", _f(total), _f(gst), "MYR", "FARMASI SIHAT SELALU SDN BHD", items
    )


def aemy5(c) -> dict:
    """An Ipoh bakery's cash receipt: quantity first, unit price and total columns, GST included."""
    w, h = W80, 340
    x0, x1, s, p = 9, W80 - 9, 6.8, 8.8
    c.setLineWidth(1.2)
    c.ellipse(w / 2 - 34, h - 36, w / 2 + 34, h - 12)
    _centre(c, w, h - 28, "Roti Senja", 13, SCRIPT)
    _centre(c, w, h - 50, "ROTI SENJA BAKERY SDN BHD", 9.6, BOLD)
    y = _lines(
        c,
        w,
        h - 62,
        (
            "(1122334-H)",
            "NO. 27, JALAN SULTAN IDRIS SHAH,",
            "30000 IPOH, PERAK.",
            "GST ID: 001987002345",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 8, "CASH RECEIPT", 10.5, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (
            ("RECEIPT NO: R18-004127", ""),
            ("18/11/2026 08:14", "CSH: MEI"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0 + 20, False), (x1 - 44, True), (x1, True))
    _text(c, x0, y - 5, "QTY", s, BOLD)
    for (x, right), t in zip(cols, ("DESCRIPTION", "PRICE", "TOTAL")):
        _text(c, x, y - 5, t, s, BOLD, right)
    _rule(c, x0, x1, y - p - 1, "-", s)
    rows = [
        ("2", "KAYA PUFF", "2.20"),
        ("1", "BUTTER SUGAR BUN", "2.60"),
        ("1", "CHICKEN FLOSS BUN", "3.90"),
        ("3", "EGG TART", "2.50"),
        ("1", "PANDAN CHIFFON (S)", "14.90"),
        ("1", "WHITE COFFEE (HOT)", "3.80"),
        ("1", "WHOLEMEAL LOAF", "5.70"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 2 * p + 1
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0 + 8, y, qty, s, MONO, True)
        for (x, right), t in zip(cols, (name, unit, _f(amount))):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    sub = sum(amounts, Decimal(0))
    gst = _within(sub, "6")
    total = _sen5(sub)
    cash = Decimal("100.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("TOTAL INCL. GST", _f(sub)), ("ROUNDING ADJ", _f(total - sub))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL", 11, BOLD)
    _text(c, x1, y - 4, f"RM {_f(total)}", 11, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _summary(
        c, x0, x1, y - 6, (("S 6%", _f(sub - gst), _f(gst)),), s, p, ("GST SUMMARY", "AMT(RM)", "GST(RM)")
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _lines(
        c,
        w,
        y - 6,
        ("FRESHLY BAKED DAILY SINCE 1987", "ORDER BIRTHDAY CAKES: 05-254 1187", "THANK YOU!"),
        s,
        pitch=p,
    )
    items = [_bare(d, _f(a), q, u) for (q, d, u), a in zip(rows, amounts)]
    return _truth("R18-004127", "2026-11-18", _f(total), _f(gst), "MYR", "ROTI SENJA BAKERY SDN BHD", items)


# ---------------------------------------------------------------------------------------------- Singapore


def aesg6(c) -> dict:
    """A Jurong food court's receipt: the dishes under their stalls' headings, GST 9 % included, NETS."""
    w, h = W80, 398
    x0, x1, s, p = 10, W80 - 10, 7, 9.2
    c.setLineWidth(1.5)
    c.line(x0, h - 14, x1, h - 14)
    _centre(c, w, h - 32, "HAWKERLANE FOOD COURT", 12, SANS_BOLD)
    c.line(x0, h - 38, x1, h - 38)
    y = _lines(
        c,
        w,
        h - 50,
        (
            "Hawkerlane Holdings Pte. Ltd.",
            "1 Jurong West Central 2, #B1-40",
            "Jurong Point, Singapore 648886",
            "UEN / GST Reg No: 201523456K",
        ),
        6.6,
        SANS,
        pitch=8.4,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (("Rcpt No: FC2-0612-00388", ""), ("Date: 06/12/2026", "12:47"), ("Counter: C2", "Dine-in")),
        s,
        MONO,
        pitch=p,
    )
    stalls = [
        (
            "#03 KAM KEE WANTON MEE",
            [("1", "Wanton Mee (Dry) Large", "6.50"), ("1", "Add Fried Wanton x5", "2.00")],
        ),
        ("#07 MUSLIM NASI PADANG", [("1", "Nasi Padang Set A", "7.80"), ("1", "Sayur Lodeh", "1.50")]),
        (
            "#11 YUAN YANG DRINKS",
            [("2", "Kopi C", "1.70"), ("1", "Barley (Cold)", "1.80"), ("1", "Teh Peng", "2.00")],
        ),
    ]
    items, sub = [], Decimal(0)
    y -= 4
    for stall, lines in stalls:
        c.setFillGray(0.85)
        c.rect(x0, y - 3, x1 - x0, p, stroke=0, fill=1)
        c.setFillGray(0)
        _text(c, x0 + 2, y, stall, s, SANS_BOLD)
        y -= p + 2
        for qty, name, unit in lines:
            amount = _amount(qty, unit)
            sub += amount
            _text(c, x0, y, f"{qty} x", s, MONO)
            _text(c, x0 + 22, y, name, s, MONO)
            _text(c, x1, y, _f(amount), s, MONO, True)
            items.append(_bare(name, _f(amount), qty))
            y -= p
        y -= 3
    gst = _within(sub, "9")
    _dash(c, x0, x1, y + 5)
    y = _two(c, x0, x1, y - 5, (("Subtotal", _f(sub)),), s, MONO, pitch=p)
    _text(c, x0, y - 4, "TOTAL S$", 11, SANS_BOLD)
    _text(c, x1, y - 4, _f(sub), 11, SANS_BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("Incl. GST 9%", _f(gst)), ("NETS", _f(sub)), ("Card: xxxx xxxx 7731", ""), ("Appr: 503214", "")),
        s,
        MONO,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    _qr(c, "https://hawkerlane.sg/r/FC2-0612-00388", w / 2 - 24, y - 54, 48)
    _lines(
        c,
        w,
        y - 64,
        ("Scan for your e-receipt", "Prices are inclusive of GST", "Please return your tray. Thank you!"),
        6.4,
        SANS,
        pitch=8.2,
    )
    return _truth("FC2-0612-00388", "2026-12-06", _f(sub), _f(gst), "SGD", "HAWKERLANE FOOD COURT", items)


# ---------------------------------------------------------------------------------------------- Thailand


def aeth7(c) -> dict:
    """A Bangkok convenience store's abbreviated tax invoice in a condensed sans: VAT 7 % included."""
    w, h = W80, 364
    x0, x1, s, p = 10, W80 - 10, 8, 9.6
    for i, g in enumerate((0.1, 0.45, 0.7)):
        c.setFillGray(g)
        c.rect(w / 2 - 23 + 16 * i, h - 20, 14, 8, stroke=0, fill=1)
    c.setFillGray(0)
    _ncentre(c, w, h - 40, "SUNMART", 18, SANS_BOLD)
    y = h - 54
    for t in (
        "Sun Retail (Thailand) Plc.",
        "Branch 04512 Sukhumvit 39, Bangkok",
        "TAX ID 0107552001234 (VAT Included)",
        "TAX INV (ABB) No. R04512-261203-0087",
        "POS# 02  Cashier 5541",
    ):
        _ncentre(c, w, y, t, s)
        y -= p
    rows = [
        ("1", "Crystal Drinking Water 600ml", "7.00"),
        ("2", "Mama Noodle Tom Yum Kung", "7.00"),
        ("1", "Ham Cheese Toastie", "39.00"),
        ("1", "Lay's Classic 75g", "32.00"),
        ("1", "Singha Soda 325ml", "12.00"),
        ("1", "Fresh Milk 830ml", "57.50"),
        ("1", "Pocket Tissue x6", "29.00"),
        ("3", "Onigiri Tuna Mayo", "25.00"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 14
    _dash(c, x0, x1, y + 9)
    for (qty, name, unit), amount in zip(rows, amounts):
        _narrow(c, x0, y, qty, s)
        _narrow(c, x0 + 12, y, name, s)
        _narrow(c, x1, y, _k(amount), s, right=True)
        if qty != "1":
            y -= p - 1
            _narrow(c, x0 + 20, y, f"{qty} @ {unit}", 7)
        y -= p
    total = sum(amounts, Decimal(0))
    vat = _within(total, "7")
    cash = Decimal("500.00")
    _dash(c, x0, x1, y + 5)
    y = _ntwo(c, x0, x1, y - 5, ((f"{sum(int(r[0]) for r in rows)} Items", ""),), s, pitch=p)
    _narrow(c, x0, y - 4, "TOTAL", 13, SANS_BOLD)
    _narrow(c, x1, y - 4, _k(total), 13, SANS_BOLD, True)
    y = _ntwo(
        c,
        x0,
        x1,
        y - 20,
        (("CASH", _k(cash)), ("CHANGE", _k(cash - total)), ("VATable", _k(total - vat)), ("VAT 7%", _k(vat))),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 5)
    y = _ntwo(c, x0, x1, y - 4, (("03/12/2026 19:24", "RID: 7H0451226"),), s, pitch=p)
    _barcode(c, w, y - 22, "R045122612030087", 20, 0.5)
    y -= 34
    for t in ("SunClub Points earned: 2", "Khop khun kha - Thank you", "Call center 1512  www.sunmart.co.th"):
        _ncentre(c, w, y, t, 7)
        y -= 8.6
    items = [_bare(d, _f(a), q, u) if q != "1" else _bare(d, _f(a), q) for (q, d, u), a in zip(rows, amounts)]
    return _truth("R04512-261203-0087", "2026-12-03", _f(total), _f(vat), "THB", "SUNMART", items)


# ---------------------------------------------------------------------------------------------- Vietnam


def aevn8(c) -> dict:
    """A Ho Chi Minh City cafe's payment slip: whole dong with dot thousands, VAT 8 % added, a QR code."""
    w, h = W80, 390
    x0, x1, s, p = 9, W80 - 9, 6.8, 8.8
    c.setLineWidth(0.8)
    c.circle(w / 2, h - 26, 14)
    _centre(c, w, h - 30, "MX", 11, SERIF_BOLD)
    _centre(c, w, h - 56, "MAY XANH COFFEE", 12, BOLD)
    y = _lines(
        c,
        w,
        h - 68,
        (
            "Cong ty TNHH May Xanh Food & Beverage",
            "54 Nguyen Hue, P. Ben Nghe, Quan 1",
            "TP. Ho Chi Minh - DT: 028 3821 6655",
            "MST: 0312345678",
        ),
        6.2,
        pitch=8,
    )
    _centre(c, w, y - 8, "PHIEU THANH TOAN", 11, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (
            ("So HD: HD-006421", "Ban: 07"),
            ("Ngay: 06/12/2026", "Gio: 09:12"),
            ("Thu ngan: Linh", "Khach: 3"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x1 - 82, True), (x1 - 44, True), (x1, True))
    _text(c, x0, y - 5, "Ten mon", s, BOLD)
    for (x, right), t in zip(cols, ("SL", "Don gia", "T.Tien")):
        _text(c, x, y - 5, t, s, BOLD, right)
    _rule(c, x0, x1, y - p - 1, "-", s)
    rows = [
        ("Ca phe sua da", "2", "39000"),
        ("Bac xiu nong", "1", "42000"),
        ("Tra dao cam sa", "1", "55000"),
        ("Banh mi op la", "2", "35000"),
        ("Croissant bo", "1", "38000"),
        ("Nuoc suoi", "1", "15000"),
    ]
    amounts = [_amount(q, u, ONE) for _, q, u in rows]
    y -= 2 * p + 1
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        for (x, right), t in zip(cols, (qty, _vnd(Decimal(unit)), _vnd(amount))):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    sub = sum(amounts, Decimal(0))
    vat = _r(sub * Decimal("0.08"), ONE)
    total = sub + vat
    paid = Decimal(500000)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1, y - 6, (("Tong tien hang", _vnd(sub)), ("Thue VAT (8%)", _vnd(vat))), s, pitch=p)
    _text(c, x0, y - 4, "TONG CONG", 10.5, BOLD)
    _text(c, x1, y - 4, f"{_vnd(total)} d", 10.5, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("Tien khach dua", _vnd(paid)), ("Tien thoi lai", _vnd(paid - total))),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    _qr(c, "00020101021238570010A000000727012700069704220113MAYXANH006421", w / 2 - 26, y - 58, 52)
    _lines(
        c,
        w,
        y - 68,
        (
            "Quet ma de chuyen khoan",
            "Wifi: MayXanh_Guest / Pass: caphengon",
            "Xuat hoa don VAT trong ngay.",
            "Cam on quy khach. Hen gap lai!",
        ),
        6.4,
        pitch=8.2,
    )
    items = [_bare(d, str(a), q, u) for (d, q, u), a in zip(rows, amounts)]
    return _truth("HD-006421", "2026-12-06", str(total), str(vat), "VND", "MAY XANH COFFEE", items)


# ---------------------------------------------------------------------------------------------- United States


def _hand(c, x: float, y: float, s: str, size: float = 14) -> None:
    """Figures written in by hand: a slanted italic in blue ink, slightly turned."""
    c.saveState()
    c.setFillColorRGB(0.1, 0.15, 0.55)
    c.translate(x, y)
    c.rotate(3)
    c.setFont(SCRIPT, size)
    c.drawString(0, 0, s)
    c.restoreState()


def aeus9(c) -> dict:
    """A Keene diner's check: table and guests, meals tax 8.5 %, a tip and total written in by hand."""
    w, h = W80, 390
    x0, x1, s, p = 10, W80 - 10, 7.2, 9.6
    c.setLineWidth(1)
    c.roundRect(x0 + 8, h - 46, w - 2 * x0 - 16, 34, 8)
    _centre(c, w, h - 28, "Rosie's Silver Spoon Diner", 10.5, SERIF_BOLD)
    _centre(c, w, h - 40, "BREAKFAST ALL DAY", 6.6, SANS_BOLD)
    y = _lines(c, w, h - 58, ("412 Main Street", "Keene, NH 03431", "(603) 555-0176"), 6.8, SANS, pitch=8.6)
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (
            ("Check #4471", "Table 9"),
            ("Server: Darlene", "Guests: 2"),
            ("Dec 4, 2026", "8:17 AM"),
        ),
        s,
        MONO,
        pitch=p,
    )
    _rule(c, x0, x1, y + 4, "-", s)
    rows = [
        ("1", "Lumberjack Breakfast", "13.95"),
        ("1", "Blueberry Pancakes (short)", "8.50"),
        ("2", "Coffee, bottomless", "2.75"),
        ("1", "Side Bacon", "4.25"),
        ("1", "Large OJ", "4.50"),
        ("1", "Slice Apple Pie a la Mode", "6.25"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 6
    for (qty, name, _), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 14, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        y -= p
    sub = sum(amounts, Decimal(0))
    tax = _r(sub * Decimal("0.085"))
    total = sub + tax
    tip = Decimal("9.00")
    _rule(c, x0, x1, y + 4, "-", s)
    y = _two(c, x0 + 60, x1, y - 6, (("Subtotal", _f(sub)), ("Meals Tax 8.5%", _f(tax))), s, MONO, pitch=p)
    _text(c, x0 + 60, y - 3, "TOTAL", 10, BOLD)
    _text(c, x1, y - 3, f"${_f(total)}", 10, BOLD, True)
    y = _two(
        c, x0, x1, y - 20, (("VISA XXXXXXXXXXXX5521", ""), ("Auth 00814C", "Chip")), 6.6, MONO, pitch=8.6
    )
    c.setLineWidth(0.5)
    for i, label in enumerate(("Tip", "Total")):
        yy = y - 14 - 26 * i
        _text(c, x0 + 40, yy, label, 9, SANS_BOLD)
        c.line(x0 + 90, yy - 2, x1, yy - 2)
    _hand(c, x0 + 112, y - 13, _f(tip), 15)
    _hand(c, x0 + 104, y - 39, _f(total + tip), 15)
    y -= 74
    _text(c, x0, y, "X", 10, SANS_BOLD)
    c.line(x0 + 10, y - 2, x1, y - 2)
    y = _lines(
        c,
        w,
        y - 16,
        ("I agree to pay the above total amount", "according to the card issuer agreement.", ""),
        6,
        SANS,
        pitch=7.6,
    )
    _lines(c, w, y - 4, ("Thanks, hon! Come back soon.", "Pie of the day: Maple Pecan"), 7, SCRIPT, pitch=9)
    items = [_bare(d, _f(a), q) for (q, d, _), a in zip(rows, amounts)]
    return _truth("4471", "2026-12-04", _f(total), _f(tax), "USD", "Rosie's Silver Spoon Diner", items)


# ---------------------------------------------------------------------------------------------- United Kingdom


def aeuk10(c) -> dict:
    """An Essex petrol station's receipt: pump, litres at a price per litre, VAT 20 % included, a summary."""
    w, h = W80, 344
    x0, x1, s, p = 10, W80 - 10, 7, 9.2
    c.setFillGray(0.1)
    c.rect(x0, h - 40, x1 - x0, 28, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 31, "ELMSTEAD SERVICES", 13, BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 52,
        (
            "Elmstead Services Ltd",
            "Colchester Road, Elmstead Market",
            "Colchester CO7 7AA",
            "Tel 01206 822 415",
            "VAT Reg No: GB 284 6613 07",
        ),
        6.6,
        pitch=8.4,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (("Receipt No: 0417-118233", ""), ("06 Dec 2026", "17:52"), ("Till 1", "Op: KAREN")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    litres, per_litre = "32.50", "1.379"
    fuel = _amount(litres, per_litre)
    _text(c, x0, y - 6, "Pump 4 Unleaded", s, MONO)
    _text(c, x1 - 10, y - 6, f"\xa3{_f(fuel)}", s, MONO, True)
    _text(c, x1, y - 6, "A", s, MONO, True)
    _text(c, x0 + 10, y - 6 - p, f"{litres} L @ \xa3{per_litre}/L", s, MONO)
    rows = [
        ("1", "Premium Car Wash", "8.00"),
        ("1", "Meal Deal", "3.99"),
        ("2", "Screenwash -20C 5L", "4.49"),
        ("1", "Coffee Large Latte", "2.85"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 6 + 2 * p
    items = [_bare("Pump 4 Unleaded", _f(fuel), litres, per_litre)]
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, f"\xa3{_f(amount)}", s, MONO, True)
        _text(c, x1, y, "A", s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 10, y, f"{qty} x \xa3{unit}", s, MONO)
            items.append(_bare(name, _f(amount), qty, unit))
        else:
            items.append(_bare(name, _f(amount)))
        y -= p
    total = fuel + sum(amounts, Decimal(0))
    vat = _within(total, "20")
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "TOTAL", 11, BOLD)
    _text(c, x1, y - 8, f"\xa3{_f(total)}", 11, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (
            ("Visa Contactless", f"\xa3{_f(total)}"),
            ("Card ************0394", ""),
            ("Auth 772918", "PAN SEQ 01"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 78, True), (x1 - 42, True), (x1, True))
    for (x, right), t in zip(cols, ("VAT", "Net", "VAT", "Gross")):
        _text(c, x, y - 5, t, s, BOLD, right)
    for (x, right), t in zip(cols, ("A 20%", _f(total - vat), _f(vat), _f(total))):
        _text(c, x, y - 5 - p, t, s, MONO, right)
    _rule(c, x0, x1, y - 2 * p - 2, "-", s)
    y = _lines(
        c,
        w,
        y - 3 * p - 2,
        ("Fuel is non-refundable.", "Open 6am - 11pm, 7 days", "Thank you for your custom"),
        6.6,
        pitch=8.4,
    )
    _barcode(c, w, y - 24, "0417118233", 20, 0.6)
    return _truth("0417-118233", "2026-12-06", _f(total), _f(vat), "GBP", "ELMSTEAD SERVICES", items)


LAYOUTS = {
    "aemy1": (aemy1, (W80, 476)),
    "aemy2": (aemy2, (W80, 488)),
    "aemy3": (aemy3, (W80, 400)),
    "aemy4": (aemy4, (W80, 436)),
    "aemy5": (aemy5, (W80, 340)),
    "aesg6": (aesg6, (W80, 398)),
    "aeth7": (aeth7, (W80, 364)),
    "aevn8": (aevn8, (W80, 390)),
    "aeus9": (aeus9, (W80, 390)),
    "aeuk10": (aeuk10, (W80, 344)),
}
SCANNED = tuple(LAYOUTS)
