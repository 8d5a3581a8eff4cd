"""Ten more till receipts and bills on 72 and 80 mm thermal paper, written on 2026-12-07 in the manner of
scripts/layouts_set.py, scripts/layouts_ao1.py and scripts/layouts_ap1.py by a hand that had not read the
decoding, a held-out set ar, all ten also written as scans (receipts are photographed). They are a Saigon
cafe's bill (whole dong with dot thousands, Ten mon / SL / Don gia / T.Tien columns, an unpriced "it ngot"
note under a drink, a member card's 5 % off the bill, the VAT at 8 % printed as included, cash and change, the
wifi password), a Riyadh supermarket's simplified tax invoice in English (SAR, "2 x 27.50" and "1.245 KG x
5.99" under items, a promotion under an item, "TOTAL EXCL. VAT", "VAT 15%", "TOTAL INCL. VAT", a mada slip,
points and a ZATCA QR code), a Cape Town food store's tax invoice in the manner of Woolworths' (every amount
printed with "R", zero-rated goods flagged "#", "2 @ R 29.99" and "0.915 kg @ R 27.99/kg" under items, a
rewards saving under one, VAT 15 % included in a VAT analysis, a debit card slip and a "YOU SAVED" line), a
Sint-Niklaas frituur's kasticket (EUR with decimal commas, quantities before the dishes, "2 x 3,60" under
them, BTW A 6 % and B 21 % flagged at the line ends and in a table with its total, Bancontact, a stamp card),
a Vienna supermarket's Kassabon in the manner of Billa's (USt A 10 % and B 20 % flagged, "2 x 1,49" and "1,248
kg x 2,49 EUR/kg" under items, an "Aktion -25%" under one, a Netto / USt / Brutto table, cash and "Rückgeld",
the RKSV cash register lines and QR code, club points), a Zurich supermarket's receipt in the manner of
Migros' (CHF in five-centime steps, Artikel / Menge / Preis / Total columns with the MWST code 1 (2.6 %) or 2
(8.1 %) at the line end, an "Aktion 20%" under an item, the MWST table with its total, TWINT, bonus points), a
Buenos Aires pharmacy's tique factura B from a fiscal printer (ARS with dot thousands and decimal commas,
"2,000 x 4.850,00" above each item and "(21,00)" on it, a health plan's 40 % under a prescription drug, "IVA
CONTENIDO" after the Ley 27.743 heading, a debit card), a Lisbon pastry shop's fatura simplificada (EUR with
decimal commas, Descrição / Qtd / P.Unit / IVA / Total columns at 6 %, 13 % and 23 %, an IVA table with its
total, the shop's and the customer's NIF, ATCUD, the certified software line and a QR code), a Petaling Jaya
Chinese seafood restaurant's bill in English (MYR, the quantity before each dish and "6 x 2.00" or "0.80 KG @
128.00/KG" under it, a 10 % service charge, service tax (SST) 6 % on the subtotal and the charge, a rounding
adjustment, cash and change) and an Orlando home improvement store's receipt in the manner of the Home Depot's
(a 12-digit SKU before each description, "12@3.98" under items, a markdown saving under one, sales tax 7%, a
Visa chip slip, "YOU SAVED", a return policy line with its own expiry date, a survey code).

What the values say where a page leaves a choice: vendor_name is the brand printed largest at the top ("SUONG
MAI COFFEE", "DANAT SUPERMARKET", "WESTHAVEN", "Frituur 't Pleintje", "KAUFGUT", "LINDENHOF", "FARMACIA
ALVEAR", "Pastelaria Alfacinha", "GOLDEN PHOENIX", "TRUELINE"), never the legal company printed smaller over
or under it or in the footer ("CONG TY TNHH SUONG MAI", "Danat Retail Trading Co.", "Westhaven Holdings (Pty)
Ltd", "Kaufgut Handels AG", "Genossenschaft Lindenhof Zürich", "Farmacia Alvear S.R.L.", "Alfacinha -
Pastelaria e Café, Lda.", "Golden Phoenix Seafood Restaurant Sdn. Bhd.", "Trueline Home Center Inc."), nor a
subtitle ("HOME CENTER", "FOOD", "SEAFOOD RESTAURANT"). customer_name is on none of them (the Lisbon customer
is a NIF without a name). document_number is the labelled bill, invoice, ticket, Beleg, Bon, tique, fatura,
receipt or transaction number ("So HD", "Invoice No", "INVOICE NO", "Ticket nr.", "Beleg-Nr.", "Bon-Nr.",
"Nro.", "FATURA SIMPLIFICADA", "Receipt No", "TRANS#"; the Buenos Aires tique's is its point of sale and
number "0004-00018823", the Lisbon fatura's its series and number "FS A2026/4417" without the ATCUD), never
the till, register, store, cashier, table, terminal, authorisation, RRN, fiscal printer (CF), cash register
(Kassen-ID) or survey number. The date is the day of the purchase, ISO (never the Orlando return policy's
expiry date nor the Austrian register's date-time in the QR text). total_amount is the purchase total with its
tax, after discounts, savings and the rounding adjustment ("TONG CONG", "TOTAL INCL. VAT", "TOTAL", "TOTAAL
EUR", "SUMME EUR", "Total CHF", "TOTAL", "TOTAL EUR", "TOTAL (RM)", "TOTAL"), never the cash tendered nor the
change; VND in whole dong without separators. tax_amount is the tax printed: the VAT 8 % included in the
Saigon bill, the Riyadh "VAT 15%", the VAT 15 % included in Cape Town, the BTW table's total (A 6 % plus B 21
%), the USt table's total (A 10 % plus B 20 %), the MWST table's total (2.6 % plus 8.1 %), the Argentine "IVA
CONTENIDO", the Portuguese IVA table's total (6 %, 13 % and 23 %), the Malaysian service tax (the service
charge is no tax) and the Orlando sales tax. currency is the ISO code of the money printed (VND, SAR, ZAR,
EUR, EUR, CHF, ARS, EUR, MYR, USD). A line item is a line that sells something at a price: its description is
the text on the item's line as printed (without a quantity printed before it, the SKU printed before an
Orlando item, which is its item_id, or the amount, "(21,00)", rate, letter, code or flag after it); its
quantity and unit price are given only where the page prints them (in a SL / Don gia, Menge / Preis or Qtd /
P.Unit column, or on a line over or under the item: "2 x 27.50", "1.245 KG x 5.99", "2 @ R 29.99", "0.915 kg @
R 27.99/kg", "2 x 3,60", "1,248 kg x 2,49 EUR/kg", "2,000 x 4.850,00", "6 x 2.00", "0.80 KG @ 128.00/KG",
"12@3.98"; a weighed line's quantity is its weight, its unit price the price per kg; a quantity printed before
an item with no unit price, as on the frituur's single dishes and the Malaysian bill's single dishes, is a
quantity alone; the fiscal printer's "1,000 x" is a quantity of 1); its line_amount is the amount printed on
it, before any discount, promotion, "Aktion", rewards saving, health plan discount or markdown saving printed
under it. Those lines, the member card's discount and the Saigon note under a drink are no line items, so
where a page discounts, its items sum to its printed subtotal before the discounts ("Tong tien hang",
"SUBTOTAL", "SUBTOTAL", "Zwischensumme", "Zwischentotal", "SUBTOTAL", "SUBTOTAL"); elsewhere they sum to the
printed subtotal or total ("TOTAAL EUR", "TOTAL EUR", "Sub Total"). Every figure is computed here in Decimal
(rounded half up): quantities times prices (to the five centimes in Zurich), sums, discounts, tax added (base
x rate) or included (gross x rate / (100 + rate), per rate, then summed), the service charge and the rounding
to five sen.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from math import cos, pi, sin

from layouts_set import _barcode, _bare, _centre, _lines, _qr, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD, SANS_OBL = "Helvetica", "Helvetica-Bold", "Helvetica-Oblique"
SERIF, SERIF_BOLD, SERIF_IT = "Times-Roman", "Times-Bold", "Times-Italic"
CENT, FIVE, ONE, ZERO = Decimal("0.01"), Decimal("0.05"), Decimal(1), Decimal(0)
W80, W72 = 80 * mm, 72 * mm


def _r(x: Decimal, step: Decimal = CENT) -> Decimal:
    """Rounded to ``step`` (the cent unless told; 0.05 for five centimes or sen), half up."""
    return (x / step).quantize(ONE, ROUND_HALF_UP) * step if step == FIVE else x.quantize(step, ROUND_HALF_UP)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _k(x: Decimal) -> str:
    """An amount with thousands commas: 1,234.56."""
    return f"{x:,.2f}"


def _eu(x: Decimal) -> str:
    """An amount with dot thousands and a decimal comma: 1.234,56."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def _dots(x: Decimal) -> str:
    """Whole units with dot thousands: 279.300."""
    return f"{int(x):,}".replace(",", ".")


def _rand(x: Decimal) -> str:
    """A South African amount: R 1,234.56."""
    return f"R {x:,.2f}"


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


def _item(description: str, amount: str, qty=None, unit=None, code=None) -> dict:
    item = _bare(description, amount, qty, unit)
    return item if code is None else {"item_id": code, **item}


def _truth(number: str, date: str, total: str, tax: str, currency: str, vendor: str, items) -> dict:
    fields = {"document_number": number, "date": date, "total_amount": total, "tax_amount": tax}
    return {"fields": {**fields, "currency": currency, "vendor_name": vendor}, "line_items": items}


def _grid(c, y: float, cols, rows, size: float, fonts: tuple[str, str], pitch: float, bold=(0,)) -> float:
    """A small table (a tax analysis): columns (x, right-aligned), a row a line from ``y`` down, the rows of
    ``bold`` in the second font; the y after it."""
    for i, row in enumerate(rows):
        for (x, right), t in zip(cols, row):
            _text(c, x, y, t, size, fonts[1] if i in bold else fonts[0], right)
        y -= pitch
    return y


def _big(
    c, x0: float, x1: float, y: float, key: str, value: str, size: float = 11, font: str = BOLD
) -> float:
    """A total printed large: the key at ``x0``, the value right-aligned at ``x1``; the y under it."""
    _text(c, x0, y, key, size, font)
    _text(c, x1, y, value, size, font, True)
    return y - size - 4


# ---------------------------------------------------------------------------------------------- Vietnam


def arvn1(c) -> dict:
    """A Saigon cafe's bill: whole dong, SL / Don gia / T.Tien columns, 5 % off, VAT 8 % included."""
    w, h = W72, 420
    x0, x1, s, p = 9, W72 - 9, 6.6, 8.6
    # a cup with a handle and steam
    c.setFillGray(0.15)
    c.roundRect(w / 2 - 11, h - 42, 22, 15, 3, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(1.4)
    c.circle(w / 2 + 12, h - 34, 4, stroke=1, fill=0)
    c.setLineWidth(0.8)
    for dx in (-5, 0, 5):
        c.bezier(w / 2 + dx, h - 24, w / 2 + dx - 3, h - 20, w / 2 + dx + 3, h - 17, w / 2 + dx, h - 13)
    _centre(c, w, h - 58, "SUONG MAI COFFEE", 14, SANS_BOLD)
    _centre(c, w, h - 67, "ca phe - tra - banh ngot", 6.6, SANS_OBL)
    y = _lines(
        c,
        w,
        h - 79,
        (
            "CONG TY TNHH SUONG MAI",
            "MST: 0316482917",
            "128 Nguyen Thi Minh Khai, P. Vo Thi Sau",
            "Quan 3, TP. Ho Chi Minh",
            "DT: 028 3930 4418",
        ),
        6.2,
        SANS,
        pitch=7.8,
    )
    _centre(c, w, y - 6, "HOA DON THANH TOAN", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("So HD: HD0512-0087", "Ban: 07"),
            ("Ngay: 05/12/2026", "Gio: 09:48"),
            ("Thu ngan: Linh", "Khach: 2"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 86, True), (x1 - 44, True), (x1, True))
    for (x, right), t in zip(cols, ("Ten mon", "SL", "Don gia", "T.Tien")):
        _text(c, x, y - 5, t, s, BOLD, right)
    y -= 5 + p + 1
    # (name, qty, unit, an unpriced note under it)
    rows = [
        ("Ca phe sua da", "2", "29000", "- it ngot, nhieu da"),
        ("Bac xiu", "1", "32000", None),
        ("Ca phe muoi", "1", "39000", None),
        ("Tra dao cam sa", "2", "45000", None),
        ("Banh mi op la", "1", "35000", None),
        ("Croissant bo", "1", "28000", None),
        ("Nuoc suoi Lavie", "1", "12000", None),
    ]
    items = []
    sub = ZERO
    for name, qty, unit, note in rows:
        amount = _amount(qty, unit, ONE)
        sub += amount
        for (x, right), t in zip(cols, (name, qty, _dots(Decimal(unit)), _dots(amount))):
            _text(c, x, y, t, s, MONO, right)
        items.append(_item(name, str(amount), qty, unit))
        if note:
            y -= p - 1
            _text(c, x0 + 8, y, note, 5.8, MONO)
        y -= p
    disc = _r(sub * Decimal("0.05"), ONE)
    total = sub - disc
    vat = _within(total, "8", ONE)
    cash = Decimal(300000)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Tong tien hang:", _dots(sub)), ("Chiet khau the TV (5%):", f"-{_dots(disc)}")),
        s,
        pitch=p,
    )
    y = _big(c, x0, x1, y - 6, "TONG CONG (VND):", _dots(total))
    y = _two(
        c,
        x0,
        x1,
        y - 2,
        (
            ("Trong do VAT (8%):", _dots(vat)),
            ("Tien khach dua:", _dots(cash)),
            ("Tien thoi lai:", _dots(cash - total)),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1, y - 6, (("The thanh vien:", "****2218"), ("Diem tich luy:", "+27")), s, pitch=p)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "Wifi: SuongMai_Guest",
            "Mat khau: suongmai2026",
            "Quy khach can xuat hoa don GTGT",
            "vui long bao thu ngan trong ngay.",
            "Cam on quy khach - Hen gap lai!",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    _barcode(c, w, y - 18, "HD05120087", 14, 0.6)
    return _truth("HD0512-0087", "2026-12-05", str(total), str(vat), "VND", "SUONG MAI COFFEE", items)


# ---------------------------------------------------------------------------------------------- Saudi Arabia


def arsa2(c) -> dict:
    """A Riyadh supermarket's simplified tax invoice in English: VAT 15 % included, a mada slip, a QR code."""
    w, h = W80, 549
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    # a star in a ring
    c.setLineWidth(1.2)
    c.circle(w / 2, h - 27, 13, stroke=1, fill=0)
    path = c.beginPath()
    for i in range(10):
        r = 9 if i % 2 == 0 else 4
        px, py = w / 2 + r * sin(pi * i / 5), h - 27 + r * cos(pi * i / 5)
        (path.moveTo if i == 0 else path.lineTo)(px, py)
    path.close()
    c.setFillGray(0.2)
    c.drawPath(path, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 56, "DANAT SUPERMARKET", 14, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 67,
        (
            "Danat Retail Trading Co.",
            "King Fahd Road, Al Olaya District",
            "Riyadh 12214, Kingdom of Saudi Arabia",
            "C.R. No. 1010458213",
            "VAT No. 310482716500003",
        ),
        6.4,
        SANS,
        pitch=8,
    )
    _centre(c, w, y - 6, "SIMPLIFIED TAX INVOICE", 9.5, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("Invoice No: 21-0048812", ""),
            ("Date: 04/12/2026", "Time: 19:27"),
            ("Cashier: Faisal", "POS: 03"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    _text(c, x0, y - 5, "DESCRIPTION", s, BOLD)
    _text(c, x1, y - 5, "AMOUNT", s, BOLD, True)
    y -= 5 + p + 2
    # (name, qty, unit, sold by weight, promotion)
    rows = [
        ("FRESH MILK FULL FAT 2L", "1", "11.50", False, None),
        ("BASMATI RICE 5KG", "1", "54.95", False, None),
        ("CHICKEN BREAST FILLET 1KG", "2", "27.50", False, None),
        ("ARABIC BREAD 6 PCS", "3", "2.00", False, None),
        ("SUKKARI DATES 1KG", "1", "38.00", False, "5.00"),
        ("LABAN DRINK 1L", "2", "4.75", False, None),
        ("TOMATOES LOOSE", "1.245", "5.99", True, None),
        ("DISHWASH LIQUID 750ML", "1", "12.95", False, None),
        ("MINERAL WATER 12X330ML", "1", "9.95", False, None),
    ]
    items = []
    sub = promo = ZERO
    for name, qty, unit, kg, off in rows:
        amount = _amount(qty, unit)
        sub += amount
        _text(c, x0, y, name, s, MONO)
        if qty == "1" and not kg:
            _text(c, x1, y, _f(amount), s, MONO, True)
            items.append(_item(name, _f(amount)))
        else:
            y -= p
            _text(c, x0 + 12, y, f"{qty} KG x {unit}" if kg else f"{qty} x {unit}", s, MONO)
            _text(c, x1, y, _f(amount), s, MONO, True)
            items.append(_item(name, _f(amount), qty, unit))
        if off:
            promo += Decimal(off)
            y -= p
            _text(c, x0 + 12, y, "PROMOTION DISCOUNT", s, MONO)
            _text(c, x1, y, f"-{off}", s, MONO, True)
        y -= p
    total = sub - promo
    vat = _within(total, "15")
    _rule(c, x0, x1, y + 3, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            (f"TOTAL ITEMS: {len(rows)}", ""),
            ("SUBTOTAL", _f(sub)),
            ("DISCOUNT", f"-{_f(promo)}"),
            ("TOTAL EXCL. VAT", _f(total - vat)),
            ("VAT 15%", _f(vat)),
        ),
        s,
        pitch=p,
    )
    y = _big(c, x0, x1, y - 4, "TOTAL INCL. VAT", f"SAR {_f(total)}", 10.5)
    y = _two(c, x0, x1, y - 2, (("MADA", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("mada", "PURCHASE"),
            ("CARD", "**** **** **** 4417"),
            ("TERMINAL ID", "60118204"),
            ("RRN", "633811804412"),
            ("APPROVAL CODE", "118204"),
            ("APPROVED - THANK YOU", ""),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 8,
        (
            "Danat Points earned: 200",
            "Exchange within 7 days with receipt",
            "Prices include VAT",
            "Thank you for shopping at Danat",
        ),
        6.4,
        SANS,
        pitch=8,
    )
    _qr(
        c,
        "ARhEYW5hdCBSZXRhaWwgVHJhZGluZyBDby4CDzMxMDQ4MjcxNjUwMDAwMwMUMjAyNi0xMi0wNFQxOToyNzoxMVo=",
        w / 2 - 27,
        y - 58,
        54,
    )
    return _truth("21-0048812", "2026-12-04", _f(total), _f(vat), "SAR", "DANAT SUPERMARKET", items)


# ---------------------------------------------------------------------------------------------- South Africa


def arza3(c) -> dict:
    """A Cape Town food store's tax invoice: "R" amounts, zero-rated goods flagged "#", VAT 15 % included."""
    w, h = W80, 515
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    # a W in a black box
    c.setFillGray(0)
    c.rect(w / 2 - 13, h - 40, 26, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 34, "W", 17, SERIF_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 58, "WESTHAVEN", 16, SERIF_BOLD)
    _centre(c, w, h - 68, "F O O D", 7, SANS)
    y = _lines(
        c,
        w,
        h - 80,
        (
            "Westhaven Holdings (Pty) Ltd",
            "Cavendish Square, Dreyer Street",
            "Claremont 7708  Tel 021 671 8820",
            "VAT NO: 4410187236",
        ),
        6.4,
        SANS,
        pitch=8,
    )
    _centre(c, w, y - 6, "TAX INVOICE", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("2026/12/03", "14:22"), ("INVOICE NO: 0417073188", ""), ("TILL 07", "OP 2214")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y -= 6
    # (name, qty, unit, sold by weight, zero-rated, rewards saving)
    rows = [
        ("BROWN BREAD 700G", "1", "18.99", False, True, None),
        ("FULL CREAM MILK 2L", "1", "32.99", False, True, None),
        ("FREE RANGE EGGS 6", "1", "39.99", False, True, None),
        ("CHICKEN PIE 200G", "2", "29.99", False, False, None),
        ("ROOIBOS TEA 80S", "1", "54.99", False, False, None),
        ("DARK CHOC SLAB 80G", "3", "24.99", False, False, "12.00"),
        ("BANANAS LOOSE", "0.915", "27.99", True, True, None),
        ("SPARKLING WATER 1.5L", "1", "16.99", False, False, None),
        ("SHOPPER BAG LARGE", "1", "4.50", False, False, None),
    ]
    items = []
    sub = saved = zero = ZERO
    for name, qty, unit, kg, zr, off in rows:
        amount = _amount(qty, unit)
        sub += amount
        zero += amount if zr else ZERO
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 8, y, _rand(amount), s, MONO, True)
        _text(c, x1, y, "#" if zr else "", s, MONO, True)
        if qty != "1" or kg:
            y -= p
            _text(
                c,
                x0 + 10,
                y,
                f"{qty} kg @ {_rand(Decimal(unit))}/kg" if kg else f"{qty} @ {_rand(Decimal(unit))}",
                s,
                MONO,
            )
            items.append(_item(name, _f(amount), qty, unit))
        else:
            items.append(_item(name, _f(amount)))
        if off:
            saved += Decimal(off)
            y -= p
            _text(c, x0 + 10, y, "HAVEN REWARDS SAVING", s, MONO)
            _text(c, x1 - 8, y, f"-{_rand(Decimal(off))}", s, MONO, True)
        y -= p
    total = sub - saved
    vat = _within(total - zero, "15")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c, x0, x1 - 8, y - 6, (("SUBTOTAL", _rand(sub)), ("REWARDS SAVINGS", f"-{_rand(saved)}")), s, pitch=p
    )
    y = _big(c, x0, x1 - 8, y - 4, "TOTAL", _rand(total), 12)
    y = _two(c, x0, x1 - 8, y - 2, (("DEBIT CARD", _rand(total)), ("CHANGE", _rand(ZERO))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1 - 8,
        y - 6,
        (
            ("VAT ANALYSIS", ""),
            ("STANDARD RATED (INCL)", _rand(total - zero)),
            ("VAT @ 15% INCLUDED", _rand(vat)),
            ("ZERO RATED (#)", _rand(zero)),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("DEBIT", "CHIP"),
            ("CARD NO", "************6603"),
            ("AUTH CODE", "481127"),
            ("MERCHANT ID", "000041127330"),
            ("APPROVED", _rand(total)),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 8,
        (
            f"YOU SAVED {_rand(saved)} WITH HAVEN REWARDS",
            "HAVEN REWARDS CARD ****3391",
            "Refunds & exchanges within 30 days",
            "with this tax invoice.",
            "Customer care 0800 21 8820",
        ),
        6.4,
        MONO,
        pitch=8,
    )
    _barcode(c, w, y - 18, "0417073188", 14, 0.6)
    return _truth("0417073188", "2026-12-03", _f(total), _f(vat), "ZAR", "WESTHAVEN", items)


# ---------------------------------------------------------------------------------------------- Belgium


def arbe4(c) -> dict:
    """A Sint-Niklaas frituur's kasticket: quantities before dishes, BTW A 6 % and B 21 %, Bancontact."""
    w, h = W72, 442
    x0, x1, s, p = 9, W72 - 9, 6.6, 8.6
    # a cone of fries: a filled trapezium with sticks over it
    c.setLineWidth(2)
    for dx in (-7, -3, 1, 5, 8):
        c.line(w / 2 + dx, h - 28, w / 2 + dx * 1.3, h - 14)
    path = c.beginPath()
    path.moveTo(w / 2 - 11, h - 26)
    path.lineTo(w / 2 + 11, h - 26)
    path.lineTo(w / 2 + 6, h - 44)
    path.lineTo(w / 2 - 6, h - 44)
    path.close()
    c.setFillGray(0.2)
    c.drawPath(path, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 62, "Frituur 't Pleintje", 15, SERIF_BOLD)
    y = _lines(
        c,
        w,
        h - 74,
        ("Grote Markt 14", "9100 Sint-Niklaas", "Tel. 03 776 21 48", "Ond.nr. BE 0712.448.193"),
        6.4,
        SANS,
        pitch=8,
    )
    _centre(c, w, y - 6, "KASTICKET", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("Ticket nr. 004127", "Afhaal"), ("05/12/2026", "19:48"), ("Kassa 1", "Bediende: Ward")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y -= 6
    # (qty, name, unit, BTW letter)
    rows = [
        ("1", "Grote friet", "4.20", "A"),
        ("2", "Middel friet", "3.60", "A"),
        ("1", "Bicky burger", "5.50", "A"),
        ("3", "Frikandel", "2.90", "A"),
        ("1", "Stoofvleessaus", "3.20", "A"),
        ("2", "Mayonaise", "0.90", "A"),
        ("2", "Coca-Cola 33cl", "2.40", "A"),
        ("2", "Jupiler 33cl", "2.50", "B"),
    ]
    items = []
    gross = {"A": ZERO, "B": ZERO}
    for qty, name, unit, letter in rows:
        amount = _amount(qty, unit)
        gross[letter] += amount
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 12, y, name, s, MONO)
        _text(c, x1 - 8, y, _eu(amount), s, MONO, True)
        _text(c, x1, y, letter, s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 20, y, f"{qty} x {_eu(Decimal(unit))}", s, MONO)
            items.append(_item(name, _f(amount), qty, unit))
        else:
            items.append(_item(name, _f(amount), qty))
        y -= p
    total = gross["A"] + gross["B"]
    btw = {"A": _within(gross["A"], "6"), "B": _within(gross["B"], "21")}
    tax = btw["A"] + btw["B"]
    _rule(c, x0, x1, y + 3, "-", s)
    y = _big(c, x0, x1, y - 8, "TOTAAL EUR", _eu(total), 11.5)
    y = _two(c, x0, x1, y - 2, (("Bancontact", _eu(total)), ("Terug", "0,00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 96, True), (x1 - 50, True), (x1, True))
    y = _grid(
        c,
        y - 6,
        cols,
        (
            ("BTW", "Maatst.", "BTW", "Totaal"),
            ("A 6%", _eu(gross["A"] - btw["A"]), _eu(btw["A"]), _eu(gross["A"])),
            ("B 21%", _eu(gross["B"] - btw["B"]), _eu(btw["B"]), _eu(gross["B"])),
            ("Totaal BTW", "", _eu(tax), ""),
        ),
        s,
        (MONO, BOLD),
        p,
        bold=(0, 3),
    )
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("BANCONTACT", "Contactless"),
            ("Kaart", "xxxx xxxx xxxx 1187"),
            ("Terminal", "BE118204"),
            ("Transactie AANVAARD", ""),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    _lines(
        c,
        w,
        y - 8,
        (
            "Stempelkaart: 7/10 stempels",
            "10 stempels = 1 grote friet gratis",
            "Open wo-zo 11u30-14u en 17u-22u",
            "Smakelijk en tot de volgende keer!",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    return _truth("004127", "2026-12-05", _f(total), _f(tax), "EUR", "Frituur 't Pleintje", items)


# ---------------------------------------------------------------------------------------------- Austria


def arat5(c) -> dict:
    """A Vienna supermarket's Kassabon: USt A 10 % and B 20 % flagged, an Aktion, RKSV lines and QR code."""
    w, h = W80, 464
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    # the brand in a shaded band
    c.setFillGray(0.82)
    c.rect(x0, h - 44, x1 - x0, 30, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 37, "KAUFGUT", 20, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 56,
        (
            "Kaufgut Handels AG",
            "Filiale 1070 Wien, Mariahilfer Strasse 88",
            "Tel. 01 523 48 11",
            "UID: ATU48211736",
        ),
        6.4,
        SANS,
        pitch=8,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    _text(c, x1, y - 7, "EUR", s, BOLD, True)
    y -= 7 + p + 1
    # (name, qty, unit, sold by weight, USt letter, Aktion %)
    rows = [
        ("Vollmilch 3,5% 1l", "2", "1.49", False, "A", None),
        ("Kaisersemmel", "6", "0.35", False, "A", None),
        ("Bergkäse gerieben 150g", "1", "3.29", False, "A", None),
        ("Äpfel Gala lose", "1.248", "2.49", True, "A", None),
        ("Haselnussschnitten 300g", "1", "2.79", False, "A", "25"),
        ("Kräuterlimonade 1,5l", "1", "1.89", False, "B", None),
        ("Märzenbier 0,5l Dose", "4", "1.29", False, "B", None),
        ("Geschirrspültabs 40 Stk", "1", "6.99", False, "B", None),
        ("Taschentücher 10x10", "1", "1.99", False, "B", None),
    ]
    items = []
    sub = off = ZERO
    gross = {"A": ZERO, "B": ZERO}
    for name, qty, unit, kg, letter, pct in rows:
        amount = _amount(qty, unit)
        sub += amount
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 8, y, _eu(amount), s, MONO, True)
        _text(c, x1, y, letter, s, MONO, True)
        if qty != "1" or kg:
            y -= p
            q = qty.replace(".", ",")
            _text(
                c,
                x0 + 10,
                y,
                f"{q} kg x {_eu(Decimal(unit))} EUR/kg" if kg else f"{q} x {_eu(Decimal(unit))}",
                s,
                MONO,
            )
            items.append(_item(name, _f(amount), qty, unit))
        else:
            items.append(_item(name, _f(amount)))
        cut = _r(amount * Decimal(pct) / 100) if pct else ZERO
        if pct:
            y -= p
            _text(c, x0 + 10, y, f"Aktion -{pct}%", s, MONO)
            _text(c, x1 - 8, y, f"-{_eu(cut)}", s, MONO, True)
            _text(c, x1, y, letter, s, MONO, True)
        off += cut
        gross[letter] += amount - cut
        y -= p
    total = sub - off
    ust = {"A": _within(gross["A"], "10"), "B": _within(gross["B"], "20")}
    tax = ust["A"] + ust["B"]
    cash = Decimal("50.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c, x0, x1 - 8, y - 6, (("Zwischensumme", _eu(sub)), ("Ihre Ersparnis", f"-{_eu(off)}")), s, pitch=p
    )
    y = _big(c, x0, x1 - 8, y - 4, "SUMME EUR", _eu(total), 12)
    y = _two(c, x0, x1 - 8, y - 2, (("Bar", _eu(cash)), ("Rückgeld", _eu(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 100, True), (x1 - 54, True), (x1 - 8, True))
    y = _grid(
        c,
        y - 6,
        cols,
        (
            ("USt", "Netto", "USt", "Brutto"),
            ("A 10%", _eu(gross["A"] - ust["A"]), _eu(ust["A"]), _eu(gross["A"])),
            ("B 20%", _eu(gross["B"] - ust["B"]), _eu(ust["B"]), _eu(gross["B"])),
            ("Summe", _eu(total - tax), _eu(tax), _eu(total)),
        ),
        s,
        (MONO, BOLD),
        p,
        bold=(0, 3),
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("04.12.2026", "17:22:08"), ("Beleg-Nr. 118822", "Kassa 03"), ("Kassen-ID: KG-1070-03", "Bed. 41")),
        s,
        pitch=p,
    )
    y = _lines(
        c,
        w,
        y - 4,
        ("Kaufgut Club: 12 Punkte gesammelt", "Punktestand: 1.184", "Danke für Ihren Einkauf!"),
        6.4,
        MONO,
        pitch=8,
    )
    _qr(
        c,
        f"_R1-AT1_KG-1070-03_118822_2026-12-04T17:22:08_{_eu(gross['B'])}_{_eu(gross['A'])}_0,00_0,00_0,00"
        "_Rk2XbS0=_4f1e77a2_Qm9uMTE4ODIy",
        w / 2 - 28,
        y - 60,
        56,
    )
    return _truth("118822", "2026-12-04", _f(total), _f(tax), "EUR", "KAUFGUT", items)


# ---------------------------------------------------------------------------------------------- Switzerland


def arch6(c) -> dict:
    """A Zurich supermarket's receipt: Artikel / Menge / Preis / Total columns, MWST 2.6 % and 8.1 %."""
    w, h = W80, 377
    x0, x1, s, p = 10, W80 - 10, 6.6, 8.6
    # an L in a shaded square before the brand
    tw = c.stringWidth("LINDENHOF", SANS_BOLD, 16)
    left = (w - tw - 26) / 2
    c.setFillGray(0.3)
    c.rect(left, h - 40, 20, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 5, h - 36, "L", 15, SANS_BOLD)
    c.setFillGray(0)
    _text(c, left + 26, h - 36, "LINDENHOF", 16, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 54,
        (
            "Genossenschaft Lindenhof Zürich",
            "Filiale Bahnhofstrasse",
            "Bahnhofstrasse 61, 8001 Zürich",
            "MWST-Nr. CHE-116.281.710 MWST",
        ),
        6.4,
        SANS,
        pitch=8,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    cols = ((x0, False), (x1 - 74, True), (x1 - 44, True), (x1 - 8, True), (x1, True))
    for (x, right), t in zip(cols, ("Artikel", "Menge", "Preis", "Total", "")):
        _text(c, x, y - 7, t, s, BOLD, right)
    y -= 7 + p + 1
    # (name, qty, unit, MWST code, Aktion %)
    rows = [
        ("Vollmilch UHT 1l", "2", "1.60", "1", None),
        ("Ruchbrot 500g", "1", "2.90", "1", None),
        ("Emmentaler mild", "0.342", "21.50", "1", None),
        ("Rüebli 1kg", "1", "1.95", "1", None),
        ("Bio Eier 6 Stk", "1", "5.40", "1", None),
        ("Schoggi Milch 100g", "3", "1.85", "1", "20"),
        ("Mineral m. CO2 6x1.5l", "1", "4.95", "1", None),
        ("Lagerbier 6x33cl", "1", "8.90", "2", None),
        ("Zahnpasta Sensitiv", "1", "3.95", "2", None),
        ("Abfallsäcke 35l 10St", "1", "4.50", "2", None),
    ]
    items = []
    sub = off = ZERO
    gross = {"1": ZERO, "2": ZERO}
    for name, qty, unit, code, pct in rows:
        amount = _amount(qty, unit, FIVE)
        sub += amount
        for (x, right), t in zip(cols, (name, qty, unit, _f(amount), code)):
            _text(c, x, y, t, s, MONO, right)
        items.append(_item(name, _f(amount), qty, unit))
        cut = _r(amount * Decimal(pct) / 100, FIVE) if pct else ZERO
        if pct:
            y -= p
            _text(c, x0 + 10, y, f"Aktion {pct}%", s, MONO)
            _text(c, x1 - 8, y, f"-{_f(cut)}", s, MONO, True)
            _text(c, x1, y, code, s, MONO, True)
        off += cut
        gross[code] += amount - cut
        y -= p
    total = sub - off
    mwst = {"1": _within(gross["1"], "2.6"), "2": _within(gross["2"], "8.1")}
    tax = mwst["1"] + mwst["2"]
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1 - 8, y - 6, (("Zwischentotal", _f(sub)), ("Aktionen", f"-{_f(off)}")), s, pitch=p)
    y = _big(c, x0, x1 - 8, y - 4, "Total CHF", _f(total), 12)
    y = _two(c, x0, x1 - 8, y - 2, (("TWINT", _f(total)), ("Zurück CHF", "0.00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x0 + 40, True), (x1 - 50, True), (x1 - 8, True))
    y = _grid(
        c,
        y - 6,
        cols,
        (
            ("MWST", "Satz", "Total", "MWST"),
            ("1", "2.60%", _f(gross["1"]), _f(mwst["1"])),
            ("2", "8.10%", _f(gross["2"]), _f(mwst["2"])),
            ("Total MWST", "", _f(total), _f(tax)),
        ),
        s,
        (MONO, BOLD),
        p,
        bold=(0, 3),
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("02.12.2026", "16:42"), ("Bon-Nr. 3312", "Kasse 274"), ("TWINT Ref. 8F2K-41QX", "")),
        s,
        pitch=p,
    )
    _lines(
        c,
        w,
        y - 4,
        (
            f"Lindenhof-Bonus: +{int(total)} Punkte",
            "Kartennummer ****0482",
            "Umtausch nur mit Kassenbon",
            "Merci für Ihren Einkauf!",
        ),
        6.4,
        MONO,
        pitch=8,
    )
    return _truth("3312", "2026-12-02", _f(total), _f(tax), "CHF", "LINDENHOF", items)


# ---------------------------------------------------------------------------------------------- Argentina


def arar7(c) -> dict:
    """A Buenos Aires pharmacy's tique factura B: "2,000 x 4.850,00" over items, IVA contenido."""
    w, h = W80, 503
    x0, x1, s, p = 10, W80 - 10, 6.6, 8.6
    # a green-cross pharmacy sign: a plus drawn filled
    c.setFillGray(0.25)
    c.rect(w / 2 - 4, h - 42, 8, 26, stroke=0, fill=1)
    c.rect(w / 2 - 13, h - 33, 26, 8, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 60, "FARMACIA ALVEAR", 15, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 72,
        (
            "Farmacia Alvear S.R.L.",
            "C.U.I.T. Nro.: 30-71548223-4",
            "Ing. Brutos: 901-248117-3",
            "Av. Alvear 1840 - C1129AAN - C.A.B.A.",
            "Inicio de Actividades: 01/03/2016",
            "IVA RESPONSABLE INSCRIPTO",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    _centre(c, w, y - 8, "TIQUE FACTURA B", 9.5, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("P.V. Nro.: 0004", "Nro.: 0004-00018823"),
            ("Fecha: 03/12/2026", "Hora: 11:32:07"),
            ("A CONSUMIDOR FINAL", ""),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c, x0, x1, y - 6, (("Cantidad/Precio Unit.", ""), ("DESCRIPCION (%IVA)", "IMPORTE")), s, BOLD, pitch=p
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y -= 6
    # (name, qty, unit, health plan %)
    rows = [
        ("AMOXICILINA 500MG X16", "1", "12380.00", "40"),
        ("IBUPROFENO 400MG X20", "2", "4850.00", None),
        ("PROTECTOR SOLAR FPS50", "1", "21990.00", None),
        ("ALCOHOL EN GEL 250ML", "1", "3450.00", None),
        ("CEPILLO DENTAL MEDIO", "2", "2780.00", None),
        ("CARAMELOS GARGANTA X12", "1", "2150.00", None),
    ]
    items = []
    sub = off = ZERO
    for name, qty, unit, pct in rows:
        amount = _amount(qty, unit)
        sub += amount
        _text(c, x0, y, f"{qty},000 x {_eu(Decimal(unit))}", s, MONO)
        y -= p
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 46, y, "(21,00)", s, MONO, True)
        _text(c, x1, y, _eu(amount), s, MONO, True)
        items.append(_item(name, _f(amount), qty, unit))
        if pct:
            cut = _r(amount * Decimal(pct) / 100)
            off += cut
            y -= p
            _text(c, x0, y, f"DESC. OBRA SOCIAL {pct}%", s, MONO)
            _text(c, x1, y, f"-{_eu(cut)}", s, MONO, True)
            y -= p
            _text(c, x0, y, "Receta OSDE 310 Afil. 61482210301", 6, MONO)
        y -= p + 2
    total = sub - off
    iva = _within(total, "21")
    _rule(c, x0, x1, y + 5, "-", s)
    y = _two(c, x0, x1, y - 4, (("SUBTOTAL", _eu(sub)), ("DESCUENTOS", f"-{_eu(off)}")), s, pitch=p)
    y = _big(c, x0, x1, y - 4, "TOTAL", f"$ {_eu(total)}", 12)
    y = _lines(
        c, w, y - 2, ("REGIMEN DE TRANSPARENCIA FISCAL", "AL CONSUMIDOR (LEY 27.743)"), 6.2, MONO, pitch=7.8
    )
    y = _two(
        c,
        x0,
        x1,
        y - 2,
        (("IVA CONTENIDO", f"$ {_eu(iva)}"), ("OTROS IMP. NAC. INDIRECTOS", "$ 0,00")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("TARJ. DEBITO VISA", f"$ {_eu(total)}"),
            ("Nro. ****5512  Cupon 0418", ""),
            ("SU PAGO", f"$ {_eu(total)}"),
            ("SU VUELTO", "$ 0,00"),
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
            f"Club Alvear: sumaste {int(total) // 100} puntos",
            "Cajero: Mariela  Caja: 2",
            "Consulte a su farmaceutico",
            "Gracias por su compra",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    _text(c, x0, y - 4, "V: 01.00  CF: EPSERB0118224", 6, MONO)
    _text(c, x1, y - 4, "REG. EPSON TM-T900FA", 6, MONO, True)
    return _truth("0004-00018823", "2026-12-03", _f(total), _f(iva), "ARS", "FARMACIA ALVEAR", items)


# ---------------------------------------------------------------------------------------------- Portugal


def arpt8(c) -> dict:
    """A Lisbon pastry shop's fatura simplificada: IVA 6 / 13 / 23 %, NIFs, ATCUD, a QR code."""
    w, h = W72, 442
    x0, x1, s, p = 9, W72 - 9, 6.4, 8.4
    # a pastel de nata: a ring around a filled disc
    c.setLineWidth(2.4)
    c.circle(w / 2, h - 28, 12, stroke=1, fill=0)
    c.setFillGray(0.45)
    c.circle(w / 2, h - 28, 7, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 58, "Pastelaria Alfacinha", 14, SERIF_BOLD)
    y = _lines(
        c,
        w,
        h - 69,
        (
            "Alfacinha - Pastelaria e Café, Lda.",
            "Rua dos Fanqueiros, 118",
            "1100-232 Lisboa",
            "NIF 514883207  Tel. 218 870 442",
        ),
        6.2,
        SANS,
        pitch=7.8,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    _centre(c, w, y - 8, "FATURA SIMPLIFICADA FS A2026/4417", 7.4, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("Data: 2026-12-06", "08:47"),
            ("ATCUD: JFK3M7PX-4417", ""),
            ("NIF cliente: 238114507", ""),
            ("Mesa 4", "Op. Rita"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 84, True), (x1 - 50, True), (x1 - 27, True), (x1, True))
    for (x, right), t in zip(cols, ("Descrição", "Qtd", "P.Unit", "IVA", "Total")):
        _text(c, x, y - 5, t, s, BOLD, right)
    y -= 5 + p + 1
    rows = [
        ("Bica", "2", "0.80", "13"),
        ("Galão", "1", "1.50", "13"),
        ("Pastel de nata", "3", "1.30", "13"),
        ("Tosta mista", "1", "3.20", "13"),
        ("Sumo laranja natural", "1", "2.90", "13"),
        ("Água c/ gás 33cl", "1", "1.40", "23"),
        ("Refrigerante lata", "1", "1.80", "23"),
        ("Pão de Mafra 400g", "1", "2.10", "6"),
        ("Broa de milho", "1", "1.60", "6"),
    ]
    items = []
    gross = {"6": ZERO, "13": ZERO, "23": ZERO}
    for name, qty, unit, rate in rows:
        amount = _amount(qty, unit)
        gross[rate] += amount
        for (x, right), t in zip(cols, (name, qty, _eu(Decimal(unit)), f"{rate}%", _eu(amount))):
            _text(c, x, y, t, s, MONO, right)
        items.append(_item(name, _f(amount), qty, unit))
        y -= p
    total = sum(gross.values(), ZERO)
    iva = {k: _within(v, k) for k, v in gross.items()}
    tax = sum(iva.values(), ZERO)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _big(c, x0, x1, y - 8, "TOTAL EUR", _eu(total), 11.5)
    y = _two(c, x0, x1, y - 2, (("Multibanco", _eu(total)), ("Troco", "0,00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 80, True), (x1 - 40, True), (x1, True))
    table = [("Taxa", "Incidência", "IVA", "Total")]
    table += [(f"{k}%", _eu(gross[k] - iva[k]), _eu(iva[k]), _eu(gross[k])) for k in ("6", "13", "23")]
    table.append(("Total IVA", "", _eu(tax), ""))
    y = _grid(c, y - 6, cols, table, s, (MONO, BOLD), p, bold=(0, 4))
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "IVA incluído à taxa em vigor",
            "kP4x-Processado por programa",
            "certificado n.º 2214/AT",
            "Obrigado pela preferência!",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    _qr(
        c,
        "A:514883207*B:238114507*C:PT*D:FS*E:N*F:20261206*G:FS A2026/4417*H:JFK3M7PX-4417"
        f"*N:{_f(tax)}*O:{_f(total)}",
        w / 2 - 28,
        y - 60,
        56,
    )
    return _truth("FS A2026/4417", "2026-12-06", _f(total), _f(tax), "EUR", "Pastelaria Alfacinha", items)


# ---------------------------------------------------------------------------------------------- Malaysia


def army9(c) -> dict:
    """A Petaling Jaya Chinese restaurant's bill: service charge 10 %, SST 6 %, a rounding adjustment."""
    w, h = W80, 439
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    # a phoenix's sun: a filled circle with rays
    c.setFillGray(0.2)
    c.circle(w / 2, h - 28, 8, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(1.1)
    for i in range(12):
        a = pi * i / 6
        c.line(w / 2 + 10 * cos(a), h - 28 + 10 * sin(a), w / 2 + 15 * cos(a), h - 28 + 15 * sin(a))
    _centre(c, w, h - 60, "GOLDEN PHOENIX", 16, SERIF_BOLD)
    _centre(c, w, h - 70, "SEAFOOD RESTAURANT", 7.5, SANS)
    y = _lines(
        c,
        w,
        h - 82,
        (
            "Golden Phoenix Seafood Restaurant Sdn. Bhd.",
            "(201801042287 (1304418-W))",
            "No. 22, Jalan SS 2/64, 47300 Petaling Jaya",
            "Selangor   Tel: 03-7875 2281",
            "SST ID: W10-1808-32000118",
        ),
        6,
        SANS,
        pitch=7.6,
    )
    _centre(c, w, y - 6, "OFFICIAL RECEIPT", 9.5, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("Receipt No: GP-0041187", ""),
            ("Date: 05-12-2026", "Time: 21:14"),
            ("Table: 12   Pax: 6", "Waiter: Ah Keong"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    for x, t, right in ((x0, "QTY", False), (x0 + 20, "ITEM", False), (x1, "AMOUNT", True)):
        _text(c, x, y - 5, t, s, BOLD, right)
    y -= 5 + p + 1
    # (qty column, name, quantity, unit, sold by weight)
    rows = [
        ("", "Steamed Garoupa HK Style", "0.80", "128.00", True),
        ("1", "Salted Egg Prawns (M)", "1", "58.00", False),
        ("1", "Kam Heong Lala", "1", "32.00", False),
        ("1", "Stir-fried Kailan", "1", "18.00", False),
        ("1", "Claypot Mapo Tofu", "1", "22.00", False),
        ("1", "Yang Chow Fried Rice (L)", "1", "30.00", False),
        ("6", "Steamed Rice", "6", "2.00", False),
        ("6", "Chinese Tea", "6", "1.50", False),
        ("2", "Herbal Jelly", "2", "6.50", False),
        ("1", "Peanuts & Pickles", "1", "5.00", False),
    ]
    items = []
    sub = ZERO
    for col, name, qty, unit, kg in rows:
        amount = _amount(qty, unit)
        sub += amount
        _text(c, x0 + 6, y, col, s, MONO)
        _text(c, x0 + 20, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        if kg or qty != "1":
            y -= p
            _text(c, x0 + 28, y, f"{qty} KG @ {unit}/KG" if kg else f"{qty} x {unit}", s, MONO)
            items.append(_item(name, _f(amount), qty, unit))
        else:
            items.append(_item(name, _f(amount), qty))
        y -= p
    svc = _r(sub * Decimal("0.10"))
    sst = _r((sub + svc) * Decimal("0.06"))
    exact = sub + svc + sst
    total = _r(exact, FIVE)
    adj = total - exact
    cash = Decimal("450.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("Sub Total", _f(sub)),
            ("Service Charge 10%", _f(svc)),
            ("Service Tax (SST) 6%", _f(sst)),
            ("Rounding Adj.", f"{adj:+.2f}"),
        ),
        s,
        pitch=p,
    )
    y = _big(c, x0, x1, y - 4, "TOTAL (RM)", _f(total), 12)
    y = _two(c, x0, x1, y - 2, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    _lines(
        c,
        w,
        y - 6,
        (
            "Cashier: Mei Ling   Station: 01",
            "Service tax 6% is charged on food",
            "and beverages under the Service Tax Act 2018",
            "Thank you. Please come again!",
            "Private rooms available - call to book",
        ),
        6,
        SANS,
        pitch=7.6,
    )
    return _truth("GP-0041187", "2026-12-05", _f(total), _f(sst), "MYR", "GOLDEN PHOENIX", items)


# ---------------------------------------------------------------------------------------------- United States


def arus10(c) -> dict:
    """An Orlando home improvement store's receipt: SKUs before descriptions, a markdown, sales tax 7 %."""
    w, h = W80, 457
    x0, x1, s, p = 10, W80 - 10, 6.6, 8.6
    # the logo: a shaded square with the initials
    c.setFillGray(0.3)
    c.rect(w / 2 - 15, h - 44, 30, 30, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 34, "TL", 13, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 62, "TRUELINE", 17, SANS_BOLD)
    _centre(c, w, h - 72, "HOME CENTER", 7.5, SANS)
    y = _lines(
        c,
        w,
        h - 84,
        ("4120 W Colonial Dr", "Orlando, FL 32808", "(407) 555-0193"),
        6.6,
        MONO,
        pitch=8.2,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (("STORE 6841  REG 027", "TRANS# 41875"), ("Dec 6, 2026", "02:42 PM"), ("SALE", "CASHIER DEVON")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y -= 6
    # (SKU, name, qty, unit, markdown saving)
    rows = [
        ("070798182205", "PVC CEMENT 8OZ", "1", "8.97", None),
        ("032076400133", "2X4-8FT STUD", "12", "3.98", None),
        ("012871602118", "DECK SCREWS 5LB", "1", "32.98", "5.00"),
        ("030699112407", "LED A19 60W 4PK", "1", "9.97", None),
        ("049206602239", "PAINTERS TAPE 1.88IN", "2", "6.48", None),
        ("038728034718", "SILICONE CAULK WHT", "1", "6.98", None),
        ("083210050153", "5GAL BUCKET ORANGE", "1", "4.98", None),
        ("076174000012", "WORK GLOVES LARGE", "1", "12.97", None),
    ]
    items = []
    sub = saved = ZERO
    for sku, name, qty, unit, off in rows:
        amount = _amount(qty, unit)
        sub += amount
        _text(c, x0, y, f"{sku} {name}", s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 16, y, f"{qty}@{unit}", s, MONO)
            items.append(_item(name, _f(amount), qty, unit, sku))
        else:
            items.append(_item(name, _f(amount), code=sku))
        if off:
            saved += Decimal(off)
            y -= p
            _text(c, x0 + 16, y, "MARKDOWN SAVINGS", s, MONO)
            _text(c, x1, y, f"-{off}", s, MONO, True)
        y -= p
    net = sub - saved
    tax = _r(net * Decimal("0.07"))
    total = net + tax
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("SUBTOTAL", _f(sub)), ("SAVINGS", f"-{_f(saved)}"), ("SALES TAX 7%", _f(tax))),
        s,
        pitch=p,
    )
    y = _big(c, x0, x1, y - 4, "TOTAL", f"${_f(total)}", 12)
    y = _two(
        c,
        x0,
        x1,
        y - 2,
        (
            ("XXXXXXXXXXXX4471 VISA", f"USD$ {_f(total)}"),
            ("AUTH CODE 018224/4471820", "TA"),
            ("CHIP READ  AID A0000000031010", ""),
            ("VISA CREDIT", ""),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _centre(c, w, y - 9, f"YOU SAVED ${_f(saved)}", 11, BOLD)
    y -= 20
    y = _lines(
        c,
        w,
        y - 4,
        (
            "RETURN POLICY DEFINITIONS",
            "POLICY ID  DAYS  POLICY EXPIRES ON",
            "A    1      90   Mar 6, 2027",
            "",
            "Tell us about your visit and enter",
            "to win a $5,000 gift card:",
            "trueline.com/survey",
            "User ID: H82 114877 119822",
            "Trueline Home Center Inc.",
        ),
        6.4,
        MONO,
        pitch=8,
    )
    _barcode(c, w, y - 18, "6841027418751206", 14, 0.55)
    return _truth("41875", "2026-12-06", _f(total), _f(tax), "USD", "TRUELINE", items)


LAYOUTS = {
    "arvn1": (arvn1, (W72, 420)),
    "arsa2": (arsa2, (W80, 549)),
    "arza3": (arza3, (W80, 515)),
    "arbe4": (arbe4, (W72, 442)),
    "arat5": (arat5, (W80, 464)),
    "arch6": (arch6, (W80, 377)),
    "arar7": (arar7, (W80, 503)),
    "arpt8": (arpt8, (W72, 442)),
    "army9": (army9, (W80, 439)),
    "arus10": (arus10, (W80, 457)),
}
SCANNED = tuple(LAYOUTS)
