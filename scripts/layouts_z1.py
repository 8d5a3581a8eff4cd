"""Ten more till receipts and restaurant bills on narrow thermal paper (58 mm and 80 mm), written on
2026-12-07 in the manner of scripts/layouts_set.py and of the SROIE and WildReceipt photos, a held-out set z,
all ten also written as scans. They are a Mong Kok cha chaan teng's bill on 58 mm paper (HKD, quantities
before the dishes, a 10 % service charge, Octopus), a Taipei convenience store's uniform e-invoice printed in
English on 58 mm paper (TWD in whole dollars, the invoice period, the uniform invoice number, a random number,
two QR codes and the transaction details under a cut line, "Tax included"), a Bengaluru restaurant's GST bill
(Rs., CGST 2.5 % and SGST 2.5 % with a "Total GST" line, a round-off to the rupee, a UPI QR code), a Dubai
supermarket's tax invoice (TRN, barcodes over the items, a weighed line, prices with VAT 5 % included, "NET
AMOUNT AED"), a Chania taverna's retail receipt in Greeklish (FPA 13 % on food and 24 % on the wine and beer,
a FPA table, "SYNOLO FPA", EUR with decimal commas, a MARK number and a QR code), a Sao Paulo bakery's CF-e
SAT extract (CNPJ, "Extrato No", items with their EAN codes and a quantity line under them, a weighed line, R$
with decimal commas, the approximate taxes of Lei 12.741, a 44-digit access key, a barcode and a QR code), a
Santiago minimarket's boleta electronica (RUT box, CLP without decimals and with dot thousands, "El IVA
incluido en esta boleta es de", a drawn Timbre Electronico), a Madison farmers' market bakery's receipt on 58
mm paper (sales tax 5.5 %, "Dec 5, 2026", a tip after the total), a Melaka hardware shop's cash bill (RM, no
tax printed, rounding to 5 sen) and a Tampines food court stall's receipt on 58 mm paper (GST 9 % included, a
big order number, a QR code).

What the values say where a page leaves a choice: vendor_name is the shop's name printed big at the top (the
logo line), with its legal form where that line prints one (the Dubai "L.L.C.", the Sao Paulo "LTDA"), and not
the legal name printed smaller under a brand (the Bengaluru "Pvt. Ltd." unit line, the Taipei store line, the
Chania "O.E." line, the Santiago "SpA" line, the Tampines "Pte. Ltd." line; the food court's "HAPPY HAWKERS"
is printed white on a dark box over the smaller words "FOOD COURT", and its name is the boxed line alone). No
page prints a customer. document_number is the labelled bill, invoice, extract, receipt or boleta number: the
uniform invoice number ("VQ-38271645") and not the POS transaction number on the Taipei receipt, the "A/A"
number without its series on the Greek receipt, the "Extrato No" on the SAT extract (not the SAT serial nor
the access key), the boleta's "No" in the RUT box, the "Receipt" number and not the big order number on the
food court's. The date is the day of the purchase, ISO. total_amount is the purchase total: with the service
charge on the Hong Kong bill, after the round-off on the Indian bill and the 5 sen rounding on the Malaysian
one, before the tip on the Madison receipt, never the cash tendered, the change nor an Octopus balance;
whole-unit currencies (TWD, CLP) as printed without decimals. tax_amount is the tax printed: the "Total GST"
(CGST plus SGST) in India, the VAT 5 % in Dubai, the "SYNOLO FPA" (13 % plus 24 %) in Greece, the approximate
taxes of Lei 12.741 on the Brazilian extract (the only tax it prints), the IVA included on the boleta, the
sales tax in Madison and the GST 9 % included in Singapore; the Hong Kong service charge is no tax, and the
Taipei and Melaka receipts print no tax amount, so they have none. A line item is a line that sells something
at a price: its description is its text as printed on one line (without the quantity and "x" before it,
without the line number and the code printed before it, the code being its item_id where the line prints one,
and without the amount or tax letter after it); its quantity and unit price are given only where the page
prints them (a quantity before a dish, or "1 x" before a Greek dish, is a quantity with no unit price; Qty and
Rate, CANT and P.UNIT, QTY and U/PRICE columns, a "2 x 13", "2 UN X 5,49" or weighed "0,845 KG X 16,90" line
is a quantity and a unit price); amounts are plain decimals (whole numbers for TWD and CLP). Service charges,
round-offs and roundings are no line items. Every figure is computed here in Decimal (rounded half up):
quantities times prices, sums, tax added or included (gross x rate / (100 + rate)), and roundings.
"""

from __future__ import annotations

import hashlib
from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _centre, _lines, _qr, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"
SERIF_BOLD = "Times-Bold"
CENT, ONE = Decimal("0.01"), Decimal(1)
W58, W80 = 58 * mm, 80 * mm


def _r(x: Decimal, step: Decimal = CENT) -> Decimal:
    """Rounded to ``step`` (the cent unless told), half up."""
    return x.quantize(step, ROUND_HALF_UP)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _k(x: Decimal) -> str:
    """An amount with thousands commas: 1,234.56."""
    return f"{x:,.2f}"


def _c(x: Decimal) -> str:
    """An amount with a decimal comma and dot thousands (Greece, Brazil): 1.234,56."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def _clp(x: Decimal) -> str:
    """Whole pesos with dot thousands: 12.990."""
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


def _coded(code: str | None, description: str, amount: str, qty=None, unit=None) -> dict:
    item = _bare(description, amount, qty, unit)
    return item if code is None else {"item_id": code, **item}


def _truth(number: str, date: str, total: str, tax: str | None, currency: str, vendor: str, items) -> dict:
    fields = {"document_number": number, "date": date, "total_amount": total}
    if tax is not None:
        fields["tax_amount"] = tax
    return {"fields": {**fields, "currency": currency, "vendor_name": vendor}, "line_items": items}


# ---------------------------------------------------------------------------------------------- Hong Kong


def zhk1(c) -> dict:
    """A Mong Kok cha chaan teng's bill on 58 mm paper: a boxed logo, table and pax, 10 % service charge."""
    w, h = W58, 356
    x0, x1, s, p = 8, W58 - 8, 6.8, 8.8
    c.setLineWidth(1.6)
    c.rect(14, h - 50, w - 28, 36)
    c.setLineWidth(0.5)
    c.rect(17, h - 47, w - 34, 30)
    _centre(c, w, h - 38, "HOI TAK CAFE", 15, SERIF_BOLD)
    y = _lines(
        c, w, h - 62, ("G/F, 118 Fa Yuen Street", "Mong Kok, Kowloon", "Tel: 2394 6218"), s, MONO, pitch=p
    )
    _rule(c, x0, x1, y + 2, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - p + 2,
        (
            ("Bill No: 0018634", ""),
            ("Table: 12", "Pax: 3"),
            ("Date: 05/12/2026", "13:22"),
            ("Server: 021", ""),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - p + 2, "Qty", s, BOLD)
    _text(c, x0 + 20, y - p + 2, "Item", s, BOLD)
    _text(c, x1, y - p + 2, "Amount", s, BOLD, True)
    _rule(c, x0, x1, y - 2 * p + 4, "-", s)
    rows = [
        ("1", "Baked Pork Chop Rice", "62.00"),
        ("1", "Satay Beef Noodle", "48.00"),
        ("1", "Pineapple Bun w/ Butter", "18.00"),
        ("2", "HK Milk Tea (Hot)", "19.00"),
        ("1", "Iced Lemon Tea", "22.00"),
        ("1", "French Toast", "32.00"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 3 * p - 4
    for (qty, name, _), amount in zip(rows, amounts):
        _text(c, x0 + 6, y, qty, s, MONO, True)
        _text(c, x0 + 20, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        y -= p
    sub = sum(amounts, Decimal(0))
    svc = _r(sub * Decimal("0.10"))
    total = sub + svc
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0 + 20, x1, y - 6, (("Sub-total", _f(sub)), ("Service Charge 10%", _f(svc))), s, pitch=p)
    _text(c, x0, y - 4, "TOTAL HK$", 10, BOLD)
    _text(c, x1, y - 4, _f(total), 10, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("Paid: Octopus", _f(total)),), s, pitch=p)
    for i, t in enumerate(("Octopus No.: 3718 2265(4)", "Remaining Value: 102.60", "Device ID: 5A1F03")):
        _text(c, x0, y - 8 * i, t, 6, MONO)
    _rule(c, x0, x1, y - 26, "=", s)
    y = _lines(
        c,
        w,
        y - 38,
        ("Thank you! Please come again", "Open daily 6:30am - 11:00pm", "No outside food & drinks"),
        6.4,
        MONO,
        pitch=8.4,
    )
    _barcode(c, w, y - 20, "0018634", 18, 0.7)
    items = [_bare(d, _f(a), q) for (q, d, _), a in zip(rows, amounts)]
    return _truth("0018634", "2026-12-05", _f(total), None, "HKD", "HOI TAK CAFE", items)


# ---------------------------------------------------------------------------------------------- Taiwan


def ztw2(c) -> dict:
    """A Taipei convenience store's uniform e-invoice in English on 58 mm paper: period, invoice number,
    two QR codes, then the transaction details under a cut line."""
    w, h = W58, 464
    x0, x1, s, p = 8, W58 - 8, 6.8, 8.8
    for i in range(3):
        c.setFillGray(0.25 + 0.2 * i)
        c.rect(x0, h - 14 - 4 * i, w - 2 * x0, 2.4, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 42, "DAILYMART", 18, SANS_BOLD)
    _centre(c, w, h - 58, "Electronic Invoice Proof", 8.5, SANS_BOLD)
    _centre(c, w, h - 74, "2026 Nov-Dec", 12, SANS_BOLD)
    _centre(c, w, h - 92, "VQ-38271645", 15, SANS_BOLD)
    rows = [
        ("Oolong Tea 600ml", "1", "25"),
        ("Tuna Mayo Onigiri", "1", "35"),
        ("Tea Egg", "2", "13"),
        ("Braised Pork Rice Bento", "1", "79"),
        ("Instant Noodle Beef", "1", "39"),
        ("Latte M (Hot)", "1", "55"),
    ]
    amounts = [_amount(q, u, ONE) for _, q, u in rows]
    total = sum(amounts, Decimal(0))
    y = _two(
        c,
        x0,
        x1,
        h - 106,
        (
            ("2026-12-03 18:42:10", "Format 25"),
            ("Random No: 4821", f"Total: {total}"),
            ("Seller: 24681357", ""),
        ),
        s,
        SANS,
        pitch=p,
    )
    _barcode(c, w, y - 20, "11512VQ382716454821", 22, 0.5)
    _qr(c, "VQ38271645115120348210000007000000b2468135706A7F3E1C2", x0 + 4, y - 90, 62)
    _qr(c, "**Oolong Tea 600ml:1:25:Tuna Mayo Onigiri:1:35:Tea Egg:2:13", x1 - 66, y - 90, 62)
    y = _lines(
        c, w, y - 102, ("Store: Xinyi Songren #018842", "Return/exchange with this proof"), 6.2, SANS, pitch=8
    )
    _dash(c, x0, x1, y + 2, 4, 3)
    _centre(c, w, y - 5, "- - - cut here - - -", 5.6, SANS)
    y = _lines(
        c,
        w,
        y - 18,
        (
            "TRANSACTION DETAILS",
            "Daily Mart Co., Ltd. Xinyi Songren Store",
            "No. 58, Songren Rd, Xinyi Dist, Taipei",
            "Tel (02) 2758-1234",
        ),
        6.2,
        SANS,
        pitch=8,
    )
    y = _two(
        c, x0, x1, y - 4, (("Trans No: 0184-2031-0077", "POS 02"), ("Cashier: 0316", "18:42")), s, MONO, p
    )
    _dash(c, x0, x1, y + 4)
    y -= 4
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        if qty != "1":
            y -= p
            _text(c, x0 + 12, y, f"{qty} x {unit}", s, MONO)
        _text(c, x1 - 12, y, str(amount), s, MONO, True)
        _text(c, x1 - 8, y, "TX", 5.8, MONO)
        y -= p
    _dash(c, x0, x1, y + 4)
    count = sum(int(q) for _, q, _ in rows)
    y = _two(c, x0, x1 - 12, y - 6, ((f"Items: {count}", ""),), s, MONO, p)
    _text(c, x0, y - 2, "Total NT$", 10, BOLD)
    _text(c, x1 - 12, y - 2, str(total), 10, BOLD, True)
    cash = Decimal(500)
    y = _two(c, x0, x1 - 12, y - 15, (("Cash", str(cash)), ("Change", str(cash - total))), s, MONO, p)
    y = _lines(
        c, w, y - 4, ("TX: taxable, tax included (5%)", "Thank you, see you again!"), 6.2, SANS, pitch=8
    )
    items = []
    for (name, qty, unit), amount in zip(rows, amounts):
        items.append(_bare(name, str(amount), qty, unit) if qty != "1" else _bare(name, str(amount)))
    return _truth("VQ-38271645", "2026-12-03", str(total), None, "TWD", "DAILYMART", items)


# ---------------------------------------------------------------------------------------------- India


def zin3(c) -> dict:
    """A Bengaluru restaurant's GST bill: a brand over its company, CGST + SGST 2.5 % each, a round-off."""
    w, h = W80, 448
    x0, x1, s, p = 10, W80 - 10, 7, 9.4
    _centre(c, w, h - 30, "SPICE ROUTE", 20, SERIF_BOLD)
    _centre(c, w, h - 42, "~ KITCHEN & BAR ~", 7.5, "Times-Italic")
    y = _lines(
        c,
        w,
        h - 56,
        (
            "(A unit of Saffron Trail Hospitality Pvt. Ltd.)",
            "No. 14, 100 Feet Road, Indiranagar",
            "Bengaluru - 560038",
            "Ph: 080-4112 7788",
            "GSTIN: 29AAKCS4821M1Z6",
            "FSSAI Lic. No: 11219335000412",
        ),
        6.6,
        SANS,
        pitch=8.6,
    )
    _dash(c, x0, x1, y + 3)
    _centre(c, w, y - 8, "TAX INVOICE", 9, SANS_BOLD)
    _dash(c, x0, x1, y - 13)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (
            ("Bill No: SR/26-27/04418", "Dine In"),
            ("Date: 05-Dec-2026", "Time: 21:14"),
            ("Table: T-07   Pax: 4", "Steward: Ravi K"),
        ),
        s,
        SANS,
        pitch=p,
    )
    cols = ((x0, False), (x1 - 92, True), (x1 - 50, True), (x1, True))
    _dash(c, x0, x1, y + 4)
    for (x, right), t in zip(cols, ("Item", "Qty", "Rate", "Amount")):
        _text(c, x, y - 5, t, s, SANS_BOLD, right)
    _dash(c, x0, x1, y - 9)
    rows = [
        ("Paneer Tikka", "1", "325.00"),
        ("Chicken 65", "1", "345.00"),
        ("Dal Makhani", "1", "295.00"),
        ("Butter Naan", "4", "65.00"),
        ("Jeera Rice", "1", "210.00"),
        ("Veg Dum Biryani", "1", "315.00"),
        ("Fresh Lime Soda", "3", "95.00"),
        ("Gulab Jamun (2 pcs)", "2", "110.00"),
    ]
    amounts = [_amount(q, u) for _, q, u in rows]
    y -= 20
    for (name, qty, unit), amount in zip(rows, amounts):
        for (x, right), t in zip(cols, (name, qty, unit, _k(amount))):
            _text(c, x, y, t, s, SANS, right)
        y -= p
    sub = sum(amounts, Decimal(0))
    cgst = _r(sub * Decimal("0.025"))
    gst = cgst + cgst
    gross = sub + gst
    total = _r(gross, ONE)
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0 + 60,
        x1,
        y - 6,
        (
            ("Sub Total", _k(sub)),
            ("CGST @ 2.5%", _k(cgst)),
            ("SGST @ 2.5%", _k(cgst)),
            ("Total GST", _k(gst)),
            ("Round Off", f"{total - gross:+.2f}"),
        ),
        s,
        SANS,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    _text(c, x0, y - 8, "Grand Total Rs.", 11, SANS_BOLD)
    _text(c, x1, y - 8, _k(_r(total)), 11, SANS_BOLD, True)
    _dash(c, x0, x1, y - 14)
    y = _two(c, x0, x1, y - 25, (("Paid via UPI", _k(_r(total))), ("UPI Ref: 633918204417", "")), s, SANS, p)
    _qr(c, "upi://pay?pa=spiceroute@okaxis&pn=Spice%20Route&tn=SR/26-27/04418", w / 2 - 26, y - 52, 52)
    _lines(
        c,
        w,
        y - 62,
        (
            "Scan to pay with any UPI app",
            "No service charge levied. Tips at your discretion.",
            "Thank you! Visit again.",
        ),
        6.4,
        SANS,
        pitch=8.4,
    )
    items = [_bare(d, _f(a), q, u) for (d, q, u), a in zip(rows, amounts)]
    return _truth("SR/26-27/04418", "2026-12-05", _f(_r(total)), _f(gst), "INR", "SPICE ROUTE", items)


# ---------------------------------------------------------------------------------------------- UAE


def _leaf(c, x: float, y: float) -> None:
    """The supermarket's logo: a leaf in a ring."""
    c.setLineWidth(1.3)
    c.circle(x, y, 14, stroke=1, fill=0)
    c.ellipse(x - 9, y - 5, x + 9, y + 5, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.line(x - 8, y, x + 8, y)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)


def zae4(c) -> dict:
    """A Dubai supermarket's tax invoice: TRN, barcodes over the items, VAT 5 % included, "NET AMOUNT AED"."""
    w, h = W80, 472
    x0, x1, s, p = 9, W80 - 9, 6.6, 8.8
    _leaf(c, w / 2, h - 26)
    _centre(c, w, h - 56, "SAFA FRESH SUPERMARKET L.L.C.", 10, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 68,
        (
            "Shop 3, Al Wasl Road, Jumeirah 1",
            "Dubai - U.A.E.   P.O. Box 118224",
            "Tel: 04 344 5120",
            "TRN: 100389245700003",
        ),
        s,
        SANS,
        pitch=p,
    )
    c.setFillGray(0.15)
    c.rect(x0, y - 10, x1 - x0, 13, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, y - 6, "TAX INVOICE", 9, SANS_BOLD)
    c.setFillGray(0)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (
            ("Invoice No: 0312-02-184406", ""),
            ("Date: 03/12/2026", "19:07:44"),
            ("Cashier: Arshad", "POS: 02"),
        ),
        s,
        MONO,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    _text(c, x0, y - 5, "Barcode / Description", s, BOLD)
    _text(c, x0 + 20, y - 5 - p, "Qty x Price", s, BOLD)
    _text(c, x1, y - 5 - p, "Amount", s, BOLD, True)
    _rule(c, x0, x1, y - 2 * p - 1, "=", s)
    rows = [
        ("6291003001234", "FRESH MILK FULL FAT 2L", "2", "10.50"),
        ("6281007012345", "BASMATI RICE 5KG", "1", "39.95"),
        ("2100112012453", "TOMATO LOCAL KG", "1.245", "5.25"),
        ("6294001234567", "LABNEH 400G", "1", "12.75"),
        ("6281036114021", "KHUBZ ARABIC 6PCS", "3", "2.00"),
        ("6291041500213", "WATER 1.5L X 6", "2", "9.25"),
        ("6281100800345", "DATES KHALAS 1KG", "1", "28.00"),
        ("5000159461122", "CHOCOLATE BAR 45G", "4", "3.25"),
    ]
    amounts = [_amount(q, u) for _, _, q, u in rows]
    y -= 3 * p - 1
    for (code, name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, f"{code} {name}", s, MONO)
        _text(c, x0 + 20, y - p, f"{qty} x {unit}", s, MONO)
        _text(c, x1, y - p, _f(amount), s, MONO, True)
        y -= 2 * p
    gross = sum(amounts, Decimal(0))
    vat = _within(gross, "5")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("Total Items: 8", ""),
            ("Sub Total (Incl. VAT)", _f(gross)),
            ("Taxable Amount", _f(gross - vat)),
            ("VAT 5%", _f(vat)),
        ),
        s,
        MONO,
        pitch=p,
    )
    _text(c, x0, y - 4, "NET AMOUNT AED", 10, BOLD)
    _text(c, x1, y - 4, _f(gross), 10, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("VISA **** 4471", _f(gross)), ("Change", "0.00")), s, MONO, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "Points earned: 168   Balance: 2,904",
            "Prices are inclusive of VAT",
            "Exchange within 7 days with receipt",
            "Thank you for shopping with us",
        ),
        6.4,
        SANS,
        pitch=8.4,
    )
    _barcode(c, w, y - 22, "031202184406", 20, 0.6)
    items = [_coded(k, d, _f(a), q, u) for (k, d, q, u), a in zip(rows, amounts)]
    return _truth(
        "0312-02-184406", "2026-12-03", _f(gross), _f(vat), "AED", "SAFA FRESH SUPERMARKET L.L.C.", items
    )


# ---------------------------------------------------------------------------------------------- Greece


def zgr5(c) -> dict:
    """A Chania taverna's retail receipt in Greeklish: FPA 13 % / 24 %, a FPA table, decimal commas,
    MARK, QR."""
    w, h = W80, 432
    x0, x1, s, p = 10, W80 - 10, 6.8, 9
    c.setLineWidth(0.8)
    c.line(x0 + 20, h - 16, x1 - 20, h - 16)
    _centre(c, w, h - 34, "TAVERNA TO PERIVOLI", 14, SERIF_BOLD)
    c.line(x0 + 20, h - 41, x1 - 20, h - 41)
    c.setLineWidth(0.5)
    y = _lines(
        c,
        w,
        h - 54,
        (
            "MARKAKIS EMM. & SIA O.E.",
            "Odos Kondylaki 18, 73131 Chania",
            "AFM: 099345671   DOY: CHANION",
            "Tel: 28210 45612",
        ),
        s,
        MONO,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    _centre(c, w, y - 8, "APODEIXI LIANIKIS POLISIS", 8, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 21,
        (("Seira: A", "A/A: 2841"), ("Imerominia: 05/12/2026", "22:41"), ("Trapezi: 9", "Atoma: 2")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    rows = [
        ("1", "CHORIATIKI SALATA", "9.50", "13"),
        ("1", "TZATZIKI", "5.00", "13"),
        ("1", "KALITSOUNIA (4 TEM)", "7.20", "13"),
        ("1", "MOUSSAKAS", "12.50", "13"),
        ("1", "PAIDAKIA ARNISIA", "16.80", "13"),
        ("2", "PSOMI", "1.00", "13"),
        ("1", "KRASI LEFKO 500ML", "8.00", "24"),
        ("2", "BIRA MYTHOS 500ML", "4.50", "24"),
    ]
    amounts = [_amount(q, u) for q, _, u, _ in rows]
    y -= p - 2
    for (qty, name, unit, rate), amount in zip(rows, amounts):
        _text(c, x0, y, f"{qty} x {name}", s, MONO)
        if qty != "1":
            y -= p
            _text(c, x0 + 20, y, f"{qty} x {_c(Decimal(unit))}", s, MONO)
        _text(c, x1 - 14, y, _c(amount), s, MONO, True)
        _text(c, x1 - 10, y, "B" if rate == "13" else "A", s, MONO)
        y -= p
    table = []
    for rate in ("13", "24"):
        gross = sum((a for a, r in zip(amounts, rows) if r[3] == rate), Decimal(0))
        tax = _within(gross, rate)
        table.append((rate, gross - tax, tax, gross))
    total = sum(amounts, Decimal(0))
    fpa = sum((t[2] for t in table), Decimal(0))
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "SYNOLO EUR", 11, BOLD)
    _text(c, x1 - 14, y - 8, _c(total), 11, BOLD, True)
    y = _two(c, x0, x1 - 14, y - 22, (("KARTA (VISA)", _c(total)), ("RESTA", "0,00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "=", s)
    cols = ((x0, False), (x0 + 90, True), (x0 + 140, True), (x1, True))
    for i, row in enumerate(
        [
            ("FPA", "KATH.AXIA", "FPA", "SYNOLO"),
            *((f"{'B' if r == '13' else 'A'} {r}%", _c(n), _c(t), _c(g)) for r, n, t, g in table),
        ]
    ):
        for (x, right), t in zip(cols, row):
            _text(c, x, y - 6 - p * i, t, 6.4, BOLD if i == 0 else MONO, right)
    y -= 6 + 3 * p
    _text(c, x0, y, "SYNOLO FPA", s, BOLD)
    _text(c, x1, y, _c(fpa), s, BOLD, True)
    _rule(c, x0, x1, y - 6, "=", s)
    y = _lines(
        c,
        w,
        y - 16,
        ("MARK: 400001923847561", "UID: 7C1E0A93B5F2D4418E6A", "Paroxos: ePSILON DIGITAL A.E."),
        6.2,
        MONO,
        pitch=8,
    )
    _qr(c, "https://www1.aade.gr/tameiakes/myweb/q1.php?SIG=400001923847561", w / 2 - 24, y - 50, 48)
    _lines(c, w, y - 60, ("EFCHARISTOUME! KALI ANTAMOSI", "www.toperivoli-chania.gr"), 6.4, MONO, pitch=8.4)
    items = []
    for (qty, name, unit, _), amount in zip(rows, amounts):
        items.append(_bare(name, _f(amount), qty, unit if qty != "1" else None))
    return _truth("2841", "2026-12-05", _f(total), _f(fpa), "EUR", "TAVERNA TO PERIVOLI", items)


# ---------------------------------------------------------------------------------------------- Brazil


def zbr6(c) -> dict:
    """A Sao Paulo bakery's CF-e SAT extract: CNPJ, EAN codes, quantity lines, Lei 12.741 taxes, key, QR."""
    w, h = W80, 476
    x0, x1, s, p = 8, W80 - 8, 6.4, 8.6
    _centre(c, w, h - 22, "PADARIA E CONFEITARIA BOA VISTA LTDA", 8.2, BOLD)
    y = _lines(
        c,
        w,
        h - 33,
        (
            "Av. Brigadeiro Faria Lima, 1480 - Pinheiros",
            "São Paulo - SP   CEP 05426-100",
            "CNPJ: 12.345.678/0001-90",
            "IE: 123.456.789.110   IM: 4.812.330-7",
        ),
        s,
        MONO,
        pitch=p,
    )
    _dash(c, x0, x1, y + 3, 1, 1.5)
    y = _lines(c, w, y - 6, ("Extrato Nº 012345", "CUPOM FISCAL ELETRÔNICO - SAT"), 8, BOLD, pitch=10)
    _dash(c, x0, x1, y + 5, 1, 1.5)
    _text(c, x0, y - 3, "CPF/CNPJ do Consumidor: não informado", s, MONO)
    _dash(c, x0, x1, y - 8, 1, 1.5)
    _text(c, x0, y - 16, "# | COD | DESC | QTD | UN | VL UN R$ |", 5.8, BOLD)
    _text(c, x1, y - 16 - 7.4, "(VL TR R$)* | VL ITEM R$", 5.8, BOLD, True)
    _dash(c, x0, x1, y - 28, 1, 1.5)
    # (EAN, description, quantity, unit, price, approximate tax rate %)
    rows = [
        ("7891234000017", "PAO FRANCES", "0.845", "KG", "16.90", "9.45"),
        ("7896005800010", "LEITE INTEGRAL 1L", "2", "UN", "5.49", "18.55"),
        ("7894900011517", "REFRIGERANTE COLA 2L", "1", "UN", "10.90", "37.80"),
        ("2000000000123", "BOLO DE FUBA FATIA", "3", "UN", "6.50", "17.20"),
        ("7891000053508", "CAFE TORRADO MOIDO 500G", "1", "UN", "22.90", "25.64"),
        ("7896256600102", "QUEIJO MINAS FRESCAL KG", "0.412", "KG", "49.90", "18.10"),
    ]
    amounts = [_amount(q, u) for _, _, q, _, u, _ in rows]
    taxes = [_r(a * Decimal(t) / 100) for a, (*_, t) in zip(amounts, rows)]
    y -= 38
    for i, ((code, name, qty, un, unit, _), amount, tax) in enumerate(zip(rows, amounts, taxes), 1):
        _text(c, x0, y, f"{i:03d} {code} {name}", s, MONO)
        q = qty.replace(".", ",")
        _text(c, x0 + 24, y - p, f"{q} {un} X {_c(Decimal(unit))} ({_c(tax)})", s, MONO)
        _text(c, x1, y - p, _c(amount), s, MONO, True)
        y -= 2 * p
    total = sum(amounts, Decimal(0))
    approx = sum(taxes, Decimal(0))
    _dash(c, x0, x1, y + 4, 1, 1.5)
    y = _two(c, x0, x1, y - 5, (("Total bruto de itens", _c(total)),), s, MONO, pitch=p)
    _text(c, x0, y - 3, "TOTAL R$", 10, BOLD)
    _text(c, x1, y - 3, _c(total), 10, BOLD, True)
    y = _two(c, x0, x1, y - 16, (("Cartão de Débito", _c(total)), ("Troco R$", "0,00")), s, MONO, pitch=p)
    _dash(c, x0, x1, y + 4, 1, 1.5)
    y = _lines(c, w, y - 5, ("OBSERVAÇÕES DO CONTRIBUINTE",), s, BOLD, pitch=p)
    for t in (
        "*Valor aproximado dos tributos deste cupom",
        f"(conforme Lei Fed. 12.741/2012) R$ {_c(approx)}",
        "Fonte: IBPT 26.2.B",
    ):
        _text(c, x0, y, t, s, MONO)
        y -= p
    _dash(c, x0, x1, y + 4, 1, 1.5)
    key = "35261212345678000190590001234560012345678905"
    y = _lines(
        c,
        w,
        y - 6,
        ("SAT No. 000123456", "05/12/2026 - 14:22:31", " ".join(key[i : i + 4] for i in range(0, 44, 4))),
        6,
        MONO,
        pitch=8,
    )
    _barcode(c, w, y - 20, key, 20, 0.42)
    _qr(c, f"{key}|20261205142231|{_f(total)}||AbC9xQ2==", w / 2 - 28, y - 84, 56)
    _lines(
        c,
        w,
        y - 94,
        ("Consulte o QR Code pelo aplicativo", '"De olho na nota", disponível na', "AppStore ou Play Store"),
        6,
        MONO,
        pitch=7.6,
    )
    items = []
    for (code, name, qty, _, unit, _), amount in zip(rows, amounts):
        items.append(_coded(code, name, _f(amount), qty, unit))
    return _truth(
        "012345", "2026-12-05", _f(total), _f(approx), "BRL", "PADARIA E CONFEITARIA BOA VISTA LTDA", items
    )


# ---------------------------------------------------------------------------------------------- Chile


def _timbre(c, x: float, y: float, width: float, height: float, seed: str) -> None:
    """A Timbre Electronico drawn as a PDF417-like block of bars (not a readable symbol)."""
    digest = hashlib.sha256(seed.encode()).digest() * 8
    rows, col = 18, width / 68
    c.rect(x, y, 4 * col, height, stroke=0, fill=1)
    c.rect(x + width - 4 * col, y, 4 * col, height, stroke=0, fill=1)
    for r in range(rows):
        bits = int.from_bytes(digest[r * 8 : r * 8 + 8], "big")
        yy = y + r * height / rows
        for k in range(58):
            if bits >> k & 1:
                c.rect(x + (5 + k) * col, yy, col, height / rows, stroke=0, fill=1)


def zcl7(c) -> dict:
    """A Santiago minimarket's boleta electronica: RUT box, whole pesos with dot thousands, IVA included."""
    w, h = W80, 418
    x0, x1, s, p = 10, W80 - 10, 6.8, 9
    _centre(c, w, h - 26, "MINIMARKET EL ROBLE", 14, SANS_BOLD)
    c.setLineWidth(1.6)
    c.rect(x0 + 22, h - 92, x1 - x0 - 44, 56)
    c.setLineWidth(0.5)
    _lines(
        c,
        w,
        h - 50,
        ("R.U.T.: 76.854.213-4", "BOLETA ELECTRONICA", "Nº 4582913"),
        8.6,
        SANS_BOLD,
        pitch=12,
    )
    _centre(c, w, h - 104, "S.I.I. - ÑUÑOA", 7.5, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 118,
        (
            "COMERCIAL EL ROBLE SpA",
            "Giro: Venta al por menor de alimentos",
            "Av. Irarrázaval 3120, Ñuñoa, Santiago",
        ),
        6.6,
        SANS,
        pitch=8.6,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Fecha Emision: 05-12-2026", "19:33"), ("Caja: 02", "Cajero: Valentina")),
        s,
        MONO,
        pitch=p,
    )
    cols = ((x0, False), (x1 - 78, True), (x1 - 42, True), (x1, True))
    _rule(c, x0, x1, y + 3, "-", s)
    for (x, right), t in zip(cols, ("DESCRIPCION", "CANT", "P.UNIT", "TOTAL")):
        _text(c, x, y - 5, t, s, BOLD, right)
    _rule(c, x0, x1, y - 10, "-", s)
    rows = [
        ("LECHE ENTERA 1L", "2", "1090"),
        ("CAFE INSTANTANEO 170G", "1", "5990"),
        ("QUESO GAUDA LAM. 250G", "1", "3490"),
        ("BEBIDA COLA 3L", "1", "2790"),
        ("GALLETAS SURTIDAS", "2", "990"),
        ("HUEVOS BLANCOS 12 UN", "1", "3290"),
        ("PAN HALLULLA BOLSA", "1", "1850"),
    ]
    amounts = [_amount(q, u, ONE) for _, q, u in rows]
    y -= 20
    for (name, qty, unit), amount in zip(rows, amounts):
        for (x, right), t in zip(cols, (name, qty, _clp(Decimal(unit)), _clp(amount))):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    total = sum(amounts, Decimal(0))
    iva = _within(total, "19", ONE)
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "TOTAL", 11, BOLD)
    _text(c, x1, y - 8, f"${_clp(total)}", 11, BOLD, True)
    y = _two(
        c, x0, x1, y - 22, (("Tarjeta de Debito", f"${_clp(total)}"), ("Vuelto", "$0")), s, MONO, pitch=p
    )
    _text(c, x0, y - 2, f"El IVA incluido en esta boleta es de: ${_clp(iva)}", 6.2, MONO)
    _timbre(c, x0 + 12, y - 74, x1 - x0 - 24, 58, "4582913")
    _lines(
        c,
        w,
        y - 86,
        (
            "Timbre Electronico SII",
            "Res. 99 de 2014",
            "Verifique documento: www.sii.cl",
            "Gracias por su compra!",
        ),
        6.4,
        SANS,
        pitch=8.4,
    )
    items = []
    for (name, qty, unit), amount in zip(rows, amounts):
        items.append(_bare(name, str(amount), qty, unit))
    return _truth("4582913", "2026-12-05", str(total), str(iva), "CLP", "MINIMARKET EL ROBLE", items)


# ---------------------------------------------------------------------------------------------- United States


def _sun(c, x: float, y: float) -> None:
    """The bakery's logo: a rising sun over a line."""
    c.setLineWidth(1.2)
    path = c.beginPath()
    path.arc(x - 12, y - 12, x + 12, y + 12, 0, 180)
    path.close()
    c.drawPath(path, stroke=0, fill=1)
    for dx, dy in ((-20, 2), (-15, 13), (0, 19), (15, 13), (20, 2)):
        c.line(x + dx * 0.8, y + dy * 0.8, x + dx, y + dy)
    c.line(x - 26, y - 1, x + 26, y - 1)
    c.setLineWidth(0.5)


def zus8(c) -> dict:
    """A Madison farmers' market bakery's receipt on 58 mm paper: quantity lines, sales tax 5.5 %, a tip."""
    w, h = W58, 398
    x0, x1, s, p = 8, W58 - 8, 7, 9.4
    _sun(c, w / 2, h - 34)
    _centre(c, w, h - 52, "RISE & SHINE BAKEHOUSE", 10.5, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 64,
        ("Dane County Farmers' Market", "Stall 14 - Capitol Square", "Madison, WI 53703", "(608) 555-0193"),
        6.6,
        SANS,
        pitch=8.4,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Dec 5, 2026", "9:41 AM"), ("Receipt #R7QK-2215", ""), ("Served by Maggie", "")),
        s,
        SANS,
        pitch=p,
    )
    c.setLineWidth(0.3)
    c.line(x0, y + 4, x1, y + 4)
    rows = [
        ("Country Sourdough Loaf", "1", "9.00"),
        ("Morning Bun", "4", "4.25"),
        ("Cardamom Knot", "2", "4.50"),
        ("Seeded Rye", "1", "8.50"),
        ("Apple Cider Donuts 6pk", "1", "12.00"),
        ("Drip Coffee 12oz", "1", "3.25"),
    ]
    amounts = [_amount(q, u) for _, q, u in rows]
    y -= 8
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, SANS)
        _text(c, x1, y, f"${_f(amount)}", s, SANS, True)
        if qty != "1":
            c.setFillGray(0.35)
            _text(c, x0 + 6, y - p + 1, f"{qty} x ${unit}", 6.4, SANS)
            c.setFillGray(0)
            y -= p - 1
        y -= p + 2
    sub = sum(amounts, Decimal(0))
    tax = _r(sub * Decimal("0.055"))
    total = sub + tax
    tip = Decimal("4.00")
    c.line(x0, y + 5, x1, y + 5)
    y = _two(c, x0, x1, y - 5, (("Subtotal", f"${_f(sub)}"), ("Sales Tax (5.5%)", f"${_f(tax)}")), s, SANS, p)
    _text(c, x0, y - 3, "Total", 11, SANS_BOLD)
    _text(c, x1, y - 3, f"${_f(total)}", 11, SANS_BOLD, True)
    c.line(x0, y - 9, x1, y - 9)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("Tip", f"${_f(tip)}"), ("Amount Charged", f"${_f(total + tip)}")),
        s,
        SANS,
        pitch=p,
    )
    for i, t in enumerate(("Visa **** 8832  (Contactless)", "Auth 041927   Dec 5, 2026 9:42 AM")):
        _text(c, x0, y - 8 * i, t, 6, SANS)
    _qr(c, "https://riseandshinebakehouse.com/winter-bread-share", w / 2 - 24, y - 68, 48)
    _lines(
        c,
        w,
        y - 78,
        (
            "Scan for our winter bread share",
            "Saturdays 7am - 1pm, rain or shine",
            "Thank you for supporting local bakers!",
        ),
        6.2,
        SANS,
        pitch=8,
    )
    items = []
    for (name, qty, unit), amount in zip(rows, amounts):
        items.append(_bare(name, _f(amount), qty, unit) if qty != "1" else _bare(name, _f(amount)))
    return _truth("R7QK-2215", "2026-12-05", _f(total), _f(tax), "USD", "RISE & SHINE BAKEHOUSE", items)


# ---------------------------------------------------------------------------------------------- Malaysia


def zmy9(c) -> dict:
    """A Melaka hardware shop's cash bill: registration number in brackets, no tax, rounding to 5 sen."""
    w, h = W80, 394
    x0, x1, s, p = 9, W80 - 9, 6.8, 8.8
    _centre(c, w, h - 26, "SIN HUAT HARDWARE & TRADING", 10.5, BOLD)
    y = _lines(
        c,
        w,
        h - 38,
        (
            "(JM0512876-T)",
            "NO. 23, JALAN PM 4, PLAZA MAHKOTA,",
            "75000 MELAKA.",
            "TEL: 06-282 4417   H/P: 012-638 5120",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 6, "CASH BILL", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("NO: CB-088214", ""), ("DATE: 05/12/2026", "TIME: 10:15 AM"), ("CASHIER: AH KEONG", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0 + 10, True), (x0 + 56, True), (x1, True))
    _text(c, x0, y - 5, "ITEM", s, BOLD)
    for (x, right), t in zip(cols, ("QTY", "U/PRICE", "TOTAL")):
        _text(c, x, y - 5 - p, t, s, BOLD, right)
    _rule(c, x0, x1, y - 2 * p - 1, "-", s)
    rows = [
        ("SIMEN PORTLAND 50KG", "2", "21.50"),
        ("PASIR HALUS (GUNI)", "3", "6.80"),
        ("CAT EMULSION PUTIH 5L", "1", "48.90"),
        ('PAKU 2" (1KG)', "2", "5.35"),
        ("PITA PELEKAT PAIP", "1", "2.88"),
        ('BERUS CAT 3"', "1", "6.45"),
    ]
    amounts = [_amount(q, u) for _, q, u in rows]
    y -= 3 * p - 1
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        for (x, right), t in zip(cols, (qty, unit, _f(amount))):
            _text(c, x, y - p, t, s, MONO, right)
        y -= 2 * p + 1
    sub = sum(amounts, Decimal(0))
    total = _r(_r(sub * 20, ONE) / 20)
    cash = Decimal("150.00")
    _rule(c, x0, x1, y + 4, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 5,
        (
            (f"TOTAL QTY: {sum(int(q) for _, q, _ in rows)}", ""),
            ("SUB TOTAL", _f(sub)),
            ("ROUNDING ADJ", _f(total - sub)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL (RM)", 10.5, BOLD)
    _text(c, x1, y - 4, _f(total), 10.5, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("CASH", _f(cash)), ("CHANGE", _f(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "=", s)
    y = _lines(
        c,
        w,
        y - 6,
        ("GOODS SOLD ARE NOT RETURNABLE", "& REFUNDABLE.", "THANK YOU. PLEASE COME AGAIN."),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 22, "CB-088214", 20, 0.6)
    items = [_bare(d, _f(a), q, u) for (d, q, u), a in zip(rows, amounts)]
    return _truth("CB-088214", "2026-12-05", _f(total), None, "MYR", "SIN HUAT HARDWARE & TRADING", items)


# ---------------------------------------------------------------------------------------------- Singapore


def zsg10(c) -> dict:
    """A Tampines food court stall's receipt on 58 mm paper: a big order number, GST 9 % included, a QR
    code."""
    w, h = W58, 340
    x0, x1, s, p = 8, W58 - 8, 6.8, 8.8
    c.setFillGray(0.1)
    c.roundRect(x0, h - 40, w - 2 * x0, 28, 5, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 31, "HAPPY HAWKERS", 14, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 50, "FOOD COURT", 8, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 62,
        (
            "Happy Hawkers (Tampines) Pte. Ltd.",
            "Blk 201 Tampines St 21 #01-1200",
            "Singapore 520201",
            "GST Reg No: 201834127W",
        ),
        6.2,
        SANS,
        pitch=8,
    )
    _dash(c, x0, x1, y + 3)
    _centre(c, w, y - 6, "Stall 08 - Ah Seng Chicken Rice", 7, SANS_BOLD)
    _centre(c, w, y - 26, "ORDER 047", 16, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 40,
        (("Receipt: 08-261205-0047", ""), ("05 Dec 2026", "12:18"), ("Terminal: T08", "Dine-in")),
        s,
        MONO,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    rows = [
        ("1", "Chicken Rice (Upsize)", "7.00"),
        ("1", "Braised Egg", "0.80"),
        ("1", "Iced Lemon Tea", "2.20"),
        ("2", "Kopi Siew Dai", "1.60"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 6
    for (qty, name, _), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 10, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        y -= p
    total = sum(amounts, Decimal(0))
    gst = _within(total, "9")
    _dash(c, x0, x1, y + 4)
    y = _two(c, x0, x1, y - 5, (("Subtotal", _f(total)),), s, MONO, pitch=p)
    _text(c, x0, y - 3, "TOTAL S$", 10, BOLD)
    _text(c, x1, y - 3, _f(total), 10, BOLD, True)
    y = _two(c, x0, x1, y - 16, (("GST 9% incl.", _f(gst)), ("PayNow", _f(total))), s, MONO, pitch=p)
    _dash(c, x0, x1, y + 4)
    _qr(c, "https://happyhawkers.sg/feedback?r=08-261205-0047", w / 2 - 22, y - 48, 44)
    _lines(
        c,
        w,
        y - 58,
        ("Scan to rate your meal", "Please return trays to the", "tray return station. Thank you!"),
        6.2,
        SANS,
        pitch=8,
    )
    items = [_bare(d, _f(a), q) for (q, d, _), a in zip(rows, amounts)]
    return _truth("08-261205-0047", "2026-12-05", _f(total), _f(gst), "SGD", "HAPPY HAWKERS", items)


LAYOUTS = {
    "zhk1": (zhk1, (W58, 356)),
    "ztw2": (ztw2, (W58, 464)),
    "zin3": (zin3, (W80, 448)),
    "zae4": (zae4, (W80, 472)),
    "zgr5": (zgr5, (W80, 432)),
    "zbr6": (zbr6, (W80, 476)),
    "zcl7": (zcl7, (W80, 418)),
    "zus8": (zus8, (W58, 398)),
    "zmy9": (zmy9, (W80, 394)),
    "zsg10": (zsg10, (W58, 340)),
}
SCANNED = tuple(LAYOUTS)
