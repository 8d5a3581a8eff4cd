"""Ten hand-written documents in the manner of scripts/layouts_set.py, five orders and five till receipts: a US web
marketplace's business order summary printed from the browser (an order number of 3-7-7 digits, "Order Placed",
one shipment "Arriving" on a day, the seller under each item, shipping and billing addresses side by side with the
order's totals), a Shenzhen LED maker's proforma invoice in English to a Sydney wholesaler (PI No., model numbers
and HS codes in a ruled grid, FOB Shenzhen in USD, the total in words, a 30 % T/T deposit, the bank's details and
a round stamp), a Dutch B2B webshop's orderbevestiging (artikelnummer, BTW 21 %, "Verwachte leverdatum", keys
over values, factuur- and afleveradres side by side), a Swedish municipality's inköpsorder to a school furniture
maker (org.nr, moms 25 %, "Önskat leveransdatum", amounts in kr with a space between thousands) and a Cleveland
industrial supplier's sales order acknowledgement (a required date in the header, a promised ship date on each
line, a freight line in the table); a coffee shop's card receipt from Asheville (a tip, then "Total" with it), a
Bangkok convenience store's receipt in English (THB, "Vatable" and VAT 7 % included), a Coimbra supermarket's
fatura simplificada (NIF, IVA 6 % and 23 %, weighed items "0,512 kg x 2,99", "TOTAL A PAGAR", ATCUD and its QR
code), a Saskatoon grocery receipt (G and GP codes after the amounts, GST 5 % and PST 6 %, multi-buys "2 @ 3.49",
weighed items) and a Biel supermarket's Kassenbon (CHF, MWST 2.6 % and 8.1 % by code, "Total CHF" after a Rappen
rounding). All five receipts are also written as scans, and so are the proforma invoice and the acknowledgement.

What the values say where a page leaves a choice. On the marketplace's order the vendor is the marketplace whose
order it is (its name in the logo, "Crestline Business"), not the sellers printed under the items; the customer
is the business account that placed it; its due date the one "Arriving" date; its tax the estimated tax printed.
The proforma invoice has no due date (its validity and lead time are none) and no tax; its total is the whole
order's amount, not the deposit. The Dutch order's due date is its "Verwachte leverdatum"; its free delivery is
no line. On the Swedish purchase order the vendor is the supplier it is sent to ("Leverantör") and the customer the
municipality that issues it; its due date the "Önskat leveransdatum". The acknowledgement's due date is the
customer's required date in its header (the promised ship dates of its lines are none), its freight line is a
line item like the others (with its item code FRT), and its number the "Order No.", not the customer's PO. A
receipt's total is the amount of the purchase, not the cash tendered nor the change: on the coffee shop's receipt
it is the amount before the tip ("Amount", subtotal and tax), not the card slip's "Total" with the tip; on the
Swiss Kassenbon it is "Total CHF", after the rounding to 5 Rappen. The Canadian receipt prints GST and PST apart and
no tax total, so it has no tax_amount; the Swiss one's tax is its MWST table's total, the Portuguese one's the
"Total IVA", the Thai one's the VAT. Where a brand is printed over a legal name, the vendor is the brand
(QUIKMART, BOA COLHEITA, PRAIRIE FRESH FOODS, FRISCHMARKT, RIDGELINE COFFEE). A receipt's number is its receipt,
bill or transaction number ("Receipt #", "R#", the fatura's "FS …" number, "TRANS", "Bon-Nr."). A line's quantity
and unit price are given only where it prints them; a weighed line's quantity is its weight; the Canadian
receipt's tax codes (G, GP) and the Portuguese and Swiss rate codes are no part of a description; item_id is the
article, model or item number of an order's column.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _block, _centre, _item, _lines, _pairs, _qr, _rule, _text, _two
from reportlab.lib.pagesizes import A4, letter

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"
CENT = Decimal("0.01")


def _r(amount: Decimal) -> Decimal:
    """An amount rounded half up to the cent."""
    return amount.quantize(CENT, ROUND_HALF_UP)


def _fmt(amount: Decimal, group: str = ",", point: str = ".") -> str:
    """An amount with two decimals, its thousands grouped by ``group`` and its decimal mark ``point``."""
    return f"{_r(amount):,.2f}".replace(",", "_").replace(".", point).replace("_", group)


def _plain2(amount: Decimal) -> str:
    return f"{_r(amount):.2f}"


def _lined(c, y: float, cols, rows, x0: float, x1: float, pitch: float, size: float, shade=None) -> float:
    """A table whose header sits in a (shaded) band and whose rows are ruled apart; the y under it."""
    if shade is not None:
        c.setFillColorRGB(*shade)
        c.rect(x0, y - 6, x1 - x0, 18, stroke=0, fill=1)
        c.setFillGray(0)
    for x, title, right in cols:
        _text(c, x, y, title, size, SANS_BOLD, right)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.6)
    y -= 6
    for row in rows:
        y -= pitch
        for (x, _, right), cell in zip(cols, row):
            _text(c, x, y + 5, cell, size, right=right)
        c.line(x0, y, x1, y)
    c.setStrokeGray(0)
    c.setLineWidth(1)
    return y


# ----------------------------------------------------------------------------------------------- orders


def _cl_logo(c, x: float, y: float) -> None:
    c.setFillColorRGB(0.08, 0.11, 0.17)
    c.roundRect(x, y - 10, 168, 32, 4, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, x + 10, y + 2, "Crestline", 15, SANS_BOLD)
    c.setFillColorRGB(1.0, 0.62, 0.1)
    _text(c, x + 12 + c.stringWidth("Crestline", SANS_BOLD, 15), y + 2, "Business", 15)
    c.setStrokeColorRGB(1.0, 0.62, 0.1)
    c.setLineWidth(1.6)
    c.arc(x + 12, y - 8, x + 76, y + 4, 200, 140)
    c.setLineWidth(1)
    c.setStrokeGray(0)
    c.setFillGray(0)


def _cl_items(c, top: float, left: float, right: float, items) -> float:
    """The shipment's items: a grey square for the picture, the title, its seller, qty, price and total."""
    for x, t, r in ((left + 10, "Items Ordered", False), (420, "Qty", True), (490, "Price", True)):
        _text(c, x, top, t, 8.5, SANS_BOLD, r)
    _text(c, right - 10, top, "Item Total", 8.5, SANS_BOLD, True)
    y = top - 14
    for title, seller, qty, price, total in items:
        c.setFillGray(0.88)
        c.rect(left + 10, y - 32, 34, 34, stroke=0, fill=1)
        c.setFillColorRGB(0.0, 0.4, 0.6)
        _text(c, left + 54, y - 8, title, 9)
        c.setFillGray(0.35)
        _text(c, left + 54, y - 19, f"Sold by: {seller}", 7.5)
        _text(c, left + 54, y - 29, "Condition: New", 7.5)
        c.setFillGray(0)
        _text(c, 420, y - 8, str(qty), 9, right=True)
        _text(c, 490, y - 8, f"${_fmt(price)}", 9, right=True)
        _text(c, right - 10, y - 8, f"${_fmt(total)}", 9, SANS_BOLD, True)
        y -= 42
    return y


def qus1(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    items = [
        ("Nitrile Exam Gloves, Powder-Free, Medium, 200 Count", "MedSource Direct", 10, "15.49"),
        ("Sterilization Pouches 3.5 x 10 in, Self-Seal, 200 Count", "Dentalux Supply LLC", 6, "12.85"),
        ("Copy Paper 8.5 x 11 in, 20 lb, 92 Bright, 10 Reams", "Crestline Services LLC", 2, "47.99"),
        ("Disinfecting Wipes Canister, Lemon Scent, 160 Count", "CleanPro Wholesale", 6, "8.79"),
        ("Toner Cartridge 58A, Black, High Yield, 3000 Pages", "Inkwell Office Co", 3, "64.50"),
    ]
    rows = [(t, s, q, Decimal(p), Decimal(p) * q) for t, s, q, p in items]
    sub = sum(r[4] for r in rows)
    tax = _r(sub * Decimal("0.07"))
    total = sub + tax
    _cl_logo(c, left, h - 56)
    _text(c, right, h - 46, "Your Account  |  Orders  |  Business Analytics", 8, right=True)
    _centre(c, w, h - 100, "Details for Order #112-4078815-3392641", 14, SANS_BOLD)
    _centre(c, w, h - 114, "Print this page for your records.", 8)
    _block(
        c,
        left,
        h - 140,
        (
            "Order Placed: November 30, 2026",
            "Crestline Business order number: 112-4078815-3392641",
            "Business account: Pinecrest Dental Group, PLLC",
            "Purchase order number: PDG-1187    Placed by: Karen Lowell",
            f"Order Total: ${_fmt(total)}",
        ),
        9,
        pitch=12,
    )
    c.setLineWidth(0.6)
    c.setStrokeGray(0.55)
    box_top = h - 210
    c.rect(left, box_top - 272, right - left, 272)
    c.setFillColorRGB(0.0, 0.46, 0.2)
    _text(c, left + 10, box_top - 18, "Arriving Thursday, December 3, 2026", 11, SANS_BOLD)
    c.setFillGray(0.3)
    _text(
        c,
        left + 10,
        box_top - 31,
        "Shipped with Crestline Logistics  -  1 package  -  Tracking ID TBA309915284107",
        8,
    )
    c.setFillGray(0)
    _cl_items(c, box_top - 50, left, right, rows)
    _cl_payment(c, box_top - 286, left, right, sub, tax, total)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        58,
        "Conditions of Use  |  Privacy Notice  |  (c) 1996-2026, Crestline.com, Inc. or its affiliates",
        7,
    )
    _text(c, 24, 24, "https://www.crestline.com/gp/css/summary/print.html?orderID=112-4078815-3392641", 7)
    _text(c, w - 24, 24, "1/1", 7, right=True)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "112-4078815-3392641",
            "date": "2026-11-30",
            "due_date": "2026-12-03",
            "total_amount": _plain2(total),
            "tax_amount": _plain2(tax),
            "currency": "USD",
            "vendor_name": "Crestline Business",
            "customer_name": "Pinecrest Dental Group, PLLC",
        },
        "line_items": [_item(t, str(q), _plain2(p), _plain2(a)) for t, _, q, p, a in rows],
    }


def _cl_payment(c, top: float, left: float, right: float, sub: Decimal, tax: Decimal, total: Decimal) -> None:
    c.rect(left, top - 130, right - left, 130)
    c.setStrokeGray(0)
    _text(c, left + 10, top - 16, "Payment information", 10, SANS_BOLD)
    blocks = (
        (
            left + 10,
            "Shipping Address",
            (
                "Pinecrest Dental Group, PLLC",
                "Attn: Karen Lowell",
                "2150 Hendersonville Rd, Suite 3",
                "Asheville, NC 28803",
                "United States",
            ),
        ),
        (
            left + 180,
            "Billing Address",
            (
                "Pinecrest Dental Group, PLLC",
                "Accounts Payable",
                "PO Box 18442",
                "Asheville, NC 28814",
                "United States",
            ),
        ),
    )
    for x, title, lines in blocks:
        _text(c, x, top - 36, title, 8.5, SANS_BOLD)
        _block(c, x, top - 49, lines, 8.5, pitch=11)
    _text(c, left + 10, top - 116, "Payment Method: Business Visa ending in 4417", 8)
    pairs = (
        ("Item(s) Subtotal:", f"${_fmt(sub)}"),
        ("Shipping & Handling:", "$14.99"),
        ("Free Business Shipping:", "-$14.99"),
        ("Total before tax:", f"${_fmt(sub)}"),
        ("Estimated tax to be collected:", f"${_fmt(tax)}"),
    )
    _pairs(c, 370, right - 10, top - 36, pairs, 12)
    c.line(370, top - 97, right - 10, top - 97)
    _text(c, 370, top - 111, "Grand Total:", 10, SANS_BOLD)
    _text(c, right - 10, top - 111, f"${_fmt(total)}", 10, SANS_BOLD, True)


_ONES = (
    "ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "ELEVEN", "TWELVE",
    "THIRTEEN", "FOURTEEN", "FIFTEEN", "SIXTEEN", "SEVENTEEN", "EIGHTEEN", "NINETEEN",
)  # fmt: skip
_TENS = ("", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY")


def _words(n: int) -> str:
    """A whole number under a million in English words, as an exporter's "SAY TOTAL" writes it."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    if n < 1000:
        return _ONES[n // 100] + " HUNDRED" + ("" if n % 100 == 0 else " AND " + _words(n % 100))
    return _words(n // 1000) + " THOUSAND" + ("" if n % 1000 == 0 else " " + _words(n % 1000))


def _hx_head(c, w: float, h: float) -> None:
    c.setFillColorRGB(0.0, 0.3, 0.6)
    c.rect(40, h - 74, 44, 44, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 47, h - 58, "HX", 18, SANS_BOLD)
    c.setFillColorRGB(0.0, 0.3, 0.6)
    _text(c, 96, h - 44, "SHENZHEN HUAXIN OPTOELECTRONIC TECHNOLOGY CO., LTD.", 12.5, SANS_BOLD)
    c.setFillGray(0)
    _block(
        c,
        96,
        h - 57,
        (
            "Building 7, Fuyong Industrial Park, Bao'an District, Shenzhen, Guangdong 518103, China",
            "Tel: +86-755-2771 4480   Fax: +86-755-2771 4481   E-mail: sales@hx-opto.com   www.hx-opto.com",
        ),
        7.5,
        pitch=10,
    )
    c.setLineWidth(1.5)
    c.line(40, h - 84, w - 40, h - 84)
    c.setLineWidth(0.5)
    c.line(40, h - 87, w - 40, h - 87)
    _centre(c, w, h - 112, "PROFORMA INVOICE", 16, "Times-Bold")
    c.line(w / 2 - 75, h - 115, w / 2 + 75, h - 115)


def _hx_grid(c, top: float, rows, total: Decimal, qty: int) -> float:
    """The exporter's ruled grid (as from a spreadsheet); the y under its total row."""
    xs = (40, 62, 126, 322, 378, 424, 490, 555)
    heads = (
        ("No.",),
        ("Model No.",),
        ("Description",),
        ("HS Code",),
        ("Qty", "(pcs)"),
        ("Unit Price", "FOB SZ USD"),
        ("Amount", "(USD)"),
    )
    c.setFillColorRGB(0.86, 0.9, 0.96)
    c.rect(xs[0], top - 24, xs[-1] - xs[0], 24, stroke=0, fill=1)
    c.setFillGray(0)
    for x0, x1, lines in zip(xs, xs[1:], heads):
        for i, s in enumerate(lines):
            _centre(c, x0 + x1, top - 10 - 9 * i - (4 if len(lines) == 1 else 0), s, 7.5, SANS_BOLD)
    y = top - 24
    for row in rows:
        y -= 18
        for j, cell in enumerate(row):
            if j in (0, 3):
                _centre(c, xs[j] + xs[j + 1], y + 6, cell, 8)
            elif j >= 4:
                _text(c, xs[j + 1] - 4, y + 6, cell, 8, right=True)
            else:
                _text(c, xs[j] + 4, y + 6, cell, 8)
    y -= 18
    _text(c, xs[2] + 4, y + 6, "TOTAL FOB SHENZHEN", 8.5, SANS_BOLD)
    _text(c, xs[5] - 4, y + 6, f"{qty:,}", 8.5, SANS_BOLD, True)
    _text(c, xs[7] - 4, y + 6, f"USD {_fmt(total)}", 8.5, SANS_BOLD, True)
    c.setLineWidth(0.6)
    for k in range(len(rows) + 3):
        yy = top - (0 if k == 0 else 24 + 18 * (k - 1))
        c.line(xs[0], yy, xs[-1], yy)
    for x in xs:
        c.line(x, top, x, y)
    return y


def qcn2(c) -> dict:
    w, h = A4
    models = [
        ("HX-DL09-40", "LED downlight 9W, 4000K, IP44, dimmable", "9405.11.00", 3000, "2.36"),
        ("HX-DL15-40", "LED downlight 15W, 4000K, IP44, dimmable", "9405.11.00", 1500, "3.18"),
        ("HX-PL6060", "LED panel 600x600 mm, 36W, 4000K, UGR<19", "9405.11.00", 400, "9.85"),
        ("HX-DRV40", "Constant current LED driver 40W, 1-10V", "8504.40.90", 400, "4.12"),
        ("HX-MS360", "Microwave motion sensor 360°, 5.8 GHz", "8536.50.90", 600, "1.74"),
    ]
    rows = [
        (str(n), m, d, hs, f"{q:,}", p, _fmt(Decimal(p) * q)) for n, (m, d, hs, q, p) in enumerate(models, 1)
    ]
    total = sum(Decimal(p) * q for *_, q, p in models)
    qty = sum(m[3] for m in models)
    deposit = _r(total * Decimal("0.30"))
    _hx_head(c, w, h)
    _text(c, 40, h - 140, "TO:", 9, SANS_BOLD)
    _block(
        c,
        64,
        h - 140,
        (
            "Northgate Home Electrical Pty Ltd",
            "Unit 4, 18 Carter Street",
            "Lidcombe NSW 2141, Australia",
            "Attn: Mr. Daniel Fraser",
            "Tel: +61 2 9648 3310",
        ),
        9,
        first=SANS_BOLD,
    )
    meta = (
        ("PI No.:", "HX20261127-03"),
        ("Date:", "Nov. 27, 2026"),
        ("Valid until:", "Dec. 27, 2026"),
        ("Buyer's Ref.:", "NHE-PO-5521"),
        ("Sales Contact:", "Cindy Liu (ext. 816)"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 370, h - 140 - 12 * i, k, 9, SANS_BOLD)
        _text(c, 445, h - 140 - 12 * i, v, 9)
    y = _hx_grid(c, h - 215, rows, total, qty)
    _text(c, 40, y - 16, f"SAY TOTAL: US DOLLARS {_words(int(total))} ONLY.", 8.5, SANS_BOLD)
    terms = (
        "TERMS AND CONDITIONS:",
        "1. Price term: FOB Shenzhen (Yantian or Shekou port), export carton packing included.",
        f"2. Payment: 30% T/T deposit (USD {_fmt(deposit)}) to start production,",
        f"    70% balance (USD {_fmt(total - deposit)}) by T/T before shipment against copy of packing list.",
        "3. Lead time: 30-35 days after receipt of deposit and confirmation of artwork.",
        "4. Packing: downlights 40 pcs/ctn, panels 4 pcs/ctn, drivers 50 pcs/ctn, sensors 100 pcs/ctn.",
        "5. Warranty: 3 years; 1% spare parts free of charge shipped with the goods.",
        "6. Certificates: CE, RCM, SAA. Labels and gift box with buyer's logo per approved artwork.",
    )
    _block(c, 40, y - 40, terms, 8, pitch=11.5, first=SANS_BOLD)
    bank = (
        "BANK INFORMATION:",
        "Beneficiary: SHENZHEN HUAXIN OPTOELECTRONIC TECHNOLOGY CO., LTD.",
        "Beneficiary Bank: Bank of China, Shenzhen Bao'an Sub-Branch",
        "Bank Address: No. 2 Xin'an 3rd Road, Bao'an District, Shenzhen, China",
        "SWIFT: BKCHCNBJ45A     A/C No. (USD): 7459 6218 3340 0217",
    )
    _block(c, 40, y - 146, bank, 8, pitch=11.5, first=SANS_BOLD)
    _qx_sign(c, w, y - 226)
    return {
        "fields": {
            "document_number": "HX20261127-03",
            "date": "2026-11-27",
            "total_amount": _plain2(total),
            "currency": "USD",
            "vendor_name": "SHENZHEN HUAXIN OPTOELECTRONIC TECHNOLOGY CO., LTD.",
            "customer_name": "Northgate Home Electrical Pty Ltd",
        },
        "line_items": [_item(d, str(q), p, _plain2(Decimal(p) * q), m) for m, d, _, q, p in models],
    }


def _qx_sign(c, w: float, y: float) -> None:
    """The buyer's and the seller's signature blocks and the seller's red round stamp."""
    _text(c, 40, y, "THE BUYER (signature & stamp):", 8.5, SANS_BOLD)
    _text(c, 330, y, "THE SELLER:", 8.5, SANS_BOLD)
    c.setLineWidth(0.5)
    c.line(40, y - 50, 240, y - 50)
    c.line(330, y - 50, w - 40, y - 50)
    c.setStrokeColorRGB(0.85, 0.1, 0.1)
    c.setFillColorRGB(0.85, 0.1, 0.1)
    c.setLineWidth(1.8)
    c.circle(470, y - 30, 30, stroke=1, fill=0)
    p = c.beginPath()
    for k in range(5):
        a = math.pi / 2 + k * 4 * math.pi / 5
        (p.moveTo if k == 0 else p.lineTo)(470 + 9 * math.cos(a), y - 28 + 9 * math.sin(a))
    p.close()
    c.drawPath(p, stroke=0, fill=1, fillMode=1)
    _centre(c, 940, y - 49, "CONTRACT SEAL", 5)
    c.setFillGray(0)
    c.setStrokeGray(0)
    c.setLineWidth(1)
    _text(c, 330, y - 62, "Cindy Liu, Sales Manager", 8)


def _nl(amount: Decimal) -> str:
    return "€ " + _fmt(amount, ".", ",")


def _keys_over_values(c, x: float, y: float, cells, widths, size: float = 9) -> None:
    """Keys (small, grey) over their values (bold), side by side, between two rules."""
    c.setStrokeGray(0.7)
    c.line(x, y + 12, x + sum(widths), y + 12)
    c.line(x, y - 22, x + sum(widths), y - 22)
    c.setStrokeGray(0)
    for (k, v), cw in zip(cells, widths):
        c.setFillGray(0.4)
        _text(c, x, y, k, 7.5)
        c.setFillGray(0)
        _text(c, x, y - 13, v, size, SANS_BOLD)
        x += cw


def _ot_head(c, w: float, h: float, left: float, right: float, teal) -> None:
    """The webshop's band with its logo, and its address under it on the right."""
    c.setFillColorRGB(*teal)
    c.rect(0, h - 70, w, 70, stroke=0, fill=1)
    c.setFillGray(1)
    c.roundRect(left, h - 50, 26, 26, 5, stroke=0, fill=1)
    c.setFillColorRGB(*teal)
    c.rect(left + 6, h - 44, 14, 14, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 34, h - 44, "opslag", 20, SANS_BOLD)
    _text(c, left + 34 + c.stringWidth("opslag", SANS_BOLD, 20), h - 44, "totaal", 20)
    _text(c, right, h - 36, "Zakelijk bestellen sinds 2004", 9, right=True)
    _text(c, right, h - 49, "Vandaag besteld, morgen in huis", 9, right=True)
    c.setFillGray(0)
    _block(
        c,
        right,
        h - 92,
        (
            "Opslagtotaal B.V.",
            "Ampèrestraat 31",
            "3861 NC Nijkerk",
            "klantenservice@opslagtotaal.nl",
            "033 247 81 90",
        ),
        8,
        pitch=10,
        first=SANS_BOLD,
        right=True,
    )


def qnl3(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    teal = (0.0, 0.45, 0.45)
    parts = [
        ("100.2204", "Stellingkast 200x100x50 cm, 5 legborden, verzinkt", 4, "89.95"),
        ("110.0415", "Magazijnbak Euronorm 60x40x32 cm, grijs", 24, "11.45"),
        ("130.7720", "Steekwagen 250 kg met luchtbanden", 1, "129.00"),
        ("150.0036", "Palletwikkelfolie 500 mm x 300 m, 23 micron", 6, "14.75"),
        ("160.1180", "Kunststof krat 30 liter, stapelbaar, wit (HACCP)", 20, "8.95"),
        ("170.0902", "Afvalcontainer 240 liter met deksel, blauw", 2, "54.50"),
    ]
    net = sum(Decimal(p) * q for _, _, q, p in parts)
    tax = _r(net * Decimal("0.21"))
    _ot_head(c, w, h, left, right, teal)
    _text(c, left, h - 100, "Orderbevestiging", 20, SANS_BOLD)
    _block(
        c,
        left,
        h - 118,
        (
            "Beste Mark de Wit,",
            "Bedankt voor je bestelling! We hebben hem in goede orde ontvangen en gaan",
            "er direct mee aan de slag. Hieronder vind je het overzicht.",
        ),
        9,
        pitch=11.5,
    )
    cells = (
        ("Ordernummer", "OT-2611-48213"),
        ("Besteldatum", "1 december 2026"),
        ("Klantnummer", "K-102557"),
        ("Verwachte leverdatum", "4 december 2026"),
        ("Betaalwijze", "Op rekening"),
    )
    _keys_over_values(c, left, h - 178, cells, (100, 105, 75, 120, 80))
    _nl_addresses(c, left, h - 226)
    rows = [(a, d, str(q), _nl(Decimal(p)), _nl(Decimal(p) * q)) for a, d, q, p in parts]
    cols = [
        (left + 4, "Artikelnummer", False),
        (left + 82, "Omschrijving", False),
        (378, "Aantal", True),
        (450, "Prijs per stuk", True),
        (right - 4, "Totaal excl. BTW", True),
    ]
    y = _lined(c, h - 330, cols, rows, left, right, 20, 8.5, (0.88, 0.94, 0.94))
    pairs = (
        ("Subtotaal excl. BTW", _nl(net)),
        ("Verzendkosten", "Gratis"),
        ("BTW 21%", _nl(tax)),
    )
    _pairs(c, 370, right - 4, y - 18, pairs, 14)
    c.setFillColorRGB(*teal)
    c.rect(364, y - 82, right - 364, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 370, y - 75, "Totaal incl. BTW", 10.5, SANS_BOLD)
    _text(c, right - 4, y - 75, _nl(net + tax), 10.5, SANS_BOLD, True)
    c.setFillGray(0)
    _block(
        c,
        left,
        y - 120,
        (
            "Je ontvangt een track & trace-code zodra je bestelling ons magazijn verlaat. De factuur volgt per e-mail;",
            "betaling binnen 30 dagen na factuurdatum. Retourneren kan binnen 14 dagen via Mijn account > Retouren.",
            "Stellingkasten worden op een pallet geleverd; zorg dat er bij aflevering iemand aanwezig is.",
        ),
        8,
        pitch=11,
    )
    c.setFillGray(0.45)
    _centre(
        c,
        w,
        44,
        "Opslagtotaal B.V.  |  KvK 08214377  |  BTW NL8231.74.552.B01  |  IBAN NL42 RABO 0316 2248 91",
        7,
    )
    _centre(
        c, w, 34, "Op al onze aanbiedingen en leveringen zijn onze algemene voorwaarden van toepassing.", 7
    )
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "OT-2611-48213",
            "date": "2026-12-01",
            "due_date": "2026-12-04",
            "total_amount": _plain2(net + tax),
            "tax_amount": _plain2(tax),
            "currency": "EUR",
            "vendor_name": "Opslagtotaal B.V.",
            "customer_name": "Bakkerij Van Dongen B.V.",
        },
        "line_items": [_item(d, str(q), p, _plain2(Decimal(p) * q), a) for a, d, q, p in parts],
    }


def _nl_addresses(c, x: float, y: float) -> None:
    for dx, title, lines in (
        (
            0,
            "Factuuradres",
            (
                "Bakkerij Van Dongen B.V.",
                "t.a.v. Crediteurenadministratie",
                "Industrieweg 14",
                "4761 RB Zevenbergen",
                "BTW NL8541.20.316.B01",
            ),
        ),
        (
            260,
            "Afleveradres",
            (
                "Bakkerij Van Dongen B.V.",
                "t.a.v. Mark de Wit, magazijn (dock 2)",
                "Industrieweg 16",
                "4761 RB Zevenbergen",
                "Tel. 0168 32 77 40",
            ),
        ),
    ):
        _text(c, x + dx, y, title, 10, SANS_BOLD)
        _block(c, x + dx, y - 16, lines, 9, pitch=12)


def _se(amount: Decimal) -> str:
    return _fmt(amount, " ", ",")


def _se_shield(c, x: float, y: float) -> None:
    """The municipality's arms: a blue shield with a gold wavy bar and a gold star."""
    p = c.beginPath()
    p.moveTo(x, y)
    p.lineTo(x + 34, y)
    p.lineTo(x + 34, y - 26)
    p.curveTo(x + 34, y - 38, x + 22, y - 42, x + 17, y - 46)
    p.curveTo(x + 12, y - 42, x, y - 38, x, y - 26)
    p.close()
    c.setFillColorRGB(0.1, 0.25, 0.55)
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColorRGB(0.95, 0.75, 0.1)
    c.rect(x + 4, y - 26, 26, 5, stroke=0, fill=1)
    c.circle(x + 17, y - 12, 5, stroke=0, fill=1)
    c.setFillGray(0)


def _se_head(c, w: float, h: float, left: float, right: float) -> None:
    _se_shield(c, left, h - 38)
    _text(c, left + 44, h - 56, "Sälleby kommun", 20, "Times-Roman")
    _text(c, left + 44, h - 70, "Barn- och utbildningsförvaltningen", 9, "Times-Italic")
    _text(c, right, h - 52, "INKÖPSORDER", 16, SANS_BOLD, True)
    meta = (("Ordernummer", "IO-2026-08841"), ("Orderdatum", "2026-12-02"), ("Sida", "1 (1)"))
    for i, (k, v) in enumerate(meta):
        y = h - 64 - 14 * i
        c.rect(380, y - 14, right - 380, 14)
        _text(c, 384, y - 10, k, 8)
        _text(c, right - 4, y - 10, v, 9, SANS_BOLD if i == 0 else SANS, True)
    boxes = (
        (
            left,
            "Leverantör",
            ("Nordisk Skolmöbel AB", "Att: Jonas Berg", "Box 514", "331 25 Värnamo", "Org.nr 556412-3390"),
        ),
        (
            215,
            "Leveransadress",
            (
                "Sälleby kommun",
                "Ekbackens skola, godsmottagning",
                "Skolvägen 12",
                "574 38 Sälleby",
                "Kontakt: vaktmästare 0383-974 155",
            ),
        ),
        (
            400,
            "Fakturaadress",
            (
                "Sälleby kommun",
                "Fakturaservice, ref. 4410-LHQ",
                "Box 305",
                "574 23 Sälleby",
                "Org.nr 212000-0761",
            ),
        ),
    )
    for x, title, lines in boxes:
        _text(c, x, h - 130, title, 8, SANS_BOLD)
        c.line(x, h - 133, x + 170 if x < 400 else right, h - 133)
        _block(c, x, h - 146, lines, 8.5, pitch=11)


def qse4(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    parts = [
        ("EL-7712", "Elevbord 70x50 cm, höj- och sänkbart, björk", 56, "st", "1245.00"),
        ("ST-2204", "Elevstol Ekö, storlek 5, stapelbar, björk", 56, "st", "689.00"),
        ("LB-1680", "Lärarbord 160x80 cm, elektriskt höj- och sänkbart", 2, "st", "6450.00"),
        ("FS-0412", "Förvaringsskåp med 12 lådor, vitt laminat", 4, "st", "3980.00"),
        ("TJ-MONT", "Montering och bortforsling av emballage", 1, "st", "4500.00"),
    ]
    net = sum(Decimal(p) * q for *_, q, _, p in parts)
    tax = _r(net * Decimal("0.25"))
    _se_head(c, w, h, left, right)
    info = (
        ("Vår referens", "Lena Holmqvist, 0383-974 120, lena.holmqvist@salleby.se"),
        ("Er referens", "Jonas Berg"),
        ("Avtal", "Skolmöbler 2024-2027, dnr KS 2023/118"),
        ("Önskat leveransdatum", "2027-01-08"),
        ("Leveransvillkor", "Fritt levererat, DAP Sälleby (Incoterms 2020)"),
        ("Betalningsvillkor", "30 dagar netto"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, left, h - 222 - 12 * i, k, 8.5, SANS_BOLD)
        _text(c, left + 110, h - 222 - 12 * i, v, 8.5)
    rows = [
        (str(n), a, d, str(q), u, _se(Decimal(p)), _se(Decimal(p) * q))
        for n, (a, d, q, u, p) in enumerate(parts, 1)
    ]
    cols = [
        (left + 14, "Rad", True),
        (left + 22, "Artikelnr", False),
        (128, "Benämning", False),
        (382, "Antal", True),
        (388, "Enhet", False),
        (470, "À-pris", True),
        (right - 2, "Belopp", True),
    ]
    y = _lined(c, h - 315, cols, rows, left, right, 18, 8.5, (0.9, 0.92, 0.96))
    pairs = (("Summa exkl. moms", f"{_se(net)} kr"), ("Moms 25 %", f"{_se(tax)} kr"))
    _pairs(c, 360, right - 2, y - 18, pairs, 14)
    c.setLineWidth(1.2)
    c.line(360, y - 38, right, y - 38)
    _text(c, 360, y - 52, "Totalt inkl. moms", 10, SANS_BOLD)
    _text(c, right - 2, y - 52, f"{_se(net + tax)} kr", 10, SANS_BOLD, True)
    c.setLineWidth(1)
    notes = (
        "Fakturan ska märkas med ordernummer och referens (IO-2026-08841 / 4410-LHQ), annars returneras den.",
        "Sälleby kommun tar emot e-faktura via Peppol, Peppol-id 0007:2120000761. Pappersfakturor tas inte emot.",
        "Leverans vardagar 07.00-15.00. Avisera leveransen till vaktmästaren minst två dagar i förväg.",
        "Ordern lämnas enligt ramavtal. Avtalets villkor gäller före leverantörens allmänna villkor.",
    )
    _block(c, left, y - 96, notes, 8, pitch=11)
    _text(c, left, y - 170, "Attesterad av: Per Sandberg, rektor Ekbackens skola", 8.5)
    c.line(left, 70, right, 70)
    c.setFillGray(0.35)
    foot = (
        (left, ("Sälleby kommun", "Stadshuset, Storgatan 8", "574 80 Sälleby")),
        (215, ("Org.nr 212000-0761", "Bankgiro 5041-2276", "Momsreg.nr SE212000076101")),
        (400, ("Tel. 0383-970 00 (växel)", "kommun@salleby.se", "www.salleby.se")),
    )
    for x, lines in foot:
        _block(c, x, 58, lines, 7, pitch=9)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "IO-2026-08841",
            "date": "2026-12-02",
            "due_date": "2027-01-08",
            "total_amount": _plain2(net + tax),
            "tax_amount": _plain2(tax),
            "currency": "SEK",
            "vendor_name": "Nordisk Skolmöbel AB",
            "customer_name": "Sälleby kommun",
        },
        "line_items": [_item(d, str(q), p, _plain2(Decimal(p) * q), a) for a, d, q, _, p in parts],
    }


def _ks_head(c, w: float, h: float, left: float, right: float) -> None:
    p = c.beginPath()
    p.moveTo(left, h - 30)
    p.lineTo(left + 40, h - 30)
    p.lineTo(left + 34, h - 72)
    p.lineTo(left + 6, h - 72)
    p.close()
    c.setFillColorRGB(0.55, 0.1, 0.1)
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 11, h - 60, "K", 24, "Times-Bold")
    c.setFillGray(0)
    _text(c, left + 50, h - 44, "Keystone Industrial Supply Co.", 15, "Times-Bold")
    _block(
        c,
        left + 50,
        h - 57,
        (
            "Bearings  ·  Power Transmission  ·  MRO  ·  Safety",
            "4400 Lakeside Ave E, Cleveland, OH 44114",
            "(216) 555-0190  ·  orders@keystoneind.com",
        ),
        7.5,
        pitch=9.5,
    )
    _text(c, right, h - 42, "SALES ORDER", 15, SANS_BOLD, True)
    _text(c, right, h - 56, "ACKNOWLEDGEMENT", 12, SANS_BOLD, True)
    meta = (
        ("Order No.", "0731842"),
        ("Order Date", "Nov 23, 2026"),
        ("Customer No.", "ALLE0112"),
        ("Page", "1 of 1"),
    )
    for i, (k, v) in enumerate(meta):
        y = h - 66 - 12 * i
        _text(c, 440, y - 9, k, 8)
        _text(c, right, y - 9, v, 8.5, SANS_BOLD if i == 0 else SANS, True)
    c.setLineWidth(0.8)
    for x, title, lines in (
        (
            left,
            "SOLD TO",
            (
                "Allegheny Precision Castings, Inc.",
                "Attn: Purchasing",
                "2200 Railroad St",
                "Pittsburgh, PA 15222",
            ),
        ),
        (
            306,
            "SHIP TO",
            (
                "Allegheny Precision Castings, Inc.",
                "Maintenance Stores - Dock 3",
                "2214 Railroad St",
                "Pittsburgh, PA 15222",
            ),
        ),
    ):
        c.rect(x, h - 198, 266 if x == left else right - x, 74)
        c.setFillGray(0.85)
        c.rect(x, h - 138, 266 if x == left else right - x, 14, stroke=0, fill=1)
        c.setFillGray(0)
        _text(c, x + 5, h - 134, title, 8, SANS_BOLD)
        _block(c, x + 8, h - 151, lines, 9, pitch=11.5)


def _ks_cells(c, left: float, right: float, y: float) -> None:
    cells = (
        ("CUSTOMER PO", "APC-44817"),
        ("REQUIRED DATE", "Dec 11, 2026"),
        ("SHIP VIA", "R+L Carriers LTL"),
        ("FREIGHT TERMS", "Prepaid & Add"),
        ("PAYMENT TERMS", "2% 10, Net 30"),
        ("SALESPERSON", "T. Brennan"),
    )
    widths = (82, 84, 100, 86, 92, right - left - 444)
    x = left
    for (k, v), cw in zip(cells, widths):
        c.rect(x, y - 28, cw, 28)
        _text(c, x + 4, y - 9, k, 6.5, SANS_BOLD)
        _text(c, x + 4, y - 22, v, 8.5)
        x += cw


def qus5(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    parts = [
        ("6206-2RS", "Ball bearing 6206-2RS, 30 x 62 x 16 mm, sealed", 40, "EA", "8.74", "Dec 1, 2026"),
        ("5VX800", "V-belt 5VX800, cogged, 80 in outside length", 12, "EA", "31.18", "Dec 1, 2026"),
        ("GW-7141A24", "Grinding wheel 7 x 1/4 x 7/8 in, A24R, Type 27", 25, "EA", "6.42", "Dec 1, 2026"),
        ("PL-11AER", "Penetrating lubricant, 11 oz aerosol", 24, "EA", "7.95", "Dec 3, 2026"),
        ("AW46-5G", "Hydraulic oil AW 46, 5 gal pail", 6, "PL", "112.40", "Dec 8, 2026"),
        ("SG-AF20", "Safety glasses, clear, anti-fog, box of 20", 5, "BX", "54.90", "Dec 8, 2026"),
        ("FRT", "Freight - LTL prepaid & add", 1, "EA", "185.00", ""),
    ]
    amounts = [Decimal(p) * q for _, _, q, _, p, _ in parts]
    merch, freight = sum(amounts[:-1]), amounts[-1]
    tax = _r((merch + freight) * Decimal("0.07"))
    total = merch + freight + tax
    _ks_head(c, w, h, left, right)
    _ks_cells(c, left, right, h - 212)
    rows = [
        (str(n), i, d, str(q), u, p, _fmt(a), s)
        for n, ((i, d, q, u, p, s), a) in enumerate(zip(parts, amounts), 1)
    ]
    cols = [
        (left + 14, "LN", True),
        (left + 22, "ITEM NUMBER", False),
        (130, "DESCRIPTION", False),
        (376, "QTY", True),
        (382, "UM", False),
        (448, "UNIT PRICE", True),
        (504, "EXTENSION", True),
        (right - 2, "PROM. SHIP", True),
    ]
    y = _lined(c, h - 262, cols, rows, left, right, 17, 8, (0.85, 0.85, 0.85))
    pairs = (("Merchandise", _fmt(merch)), ("Freight", _fmt(freight)), ("Sales Tax (7.000%)", _fmt(tax)))
    _pairs(c, 400, right - 2, y - 16, pairs, 13)
    c.rect(394, y - 70, right - 394, 20)
    _text(c, 400, y - 63, "ORDER TOTAL USD", 9.5, SANS_BOLD)
    _text(c, right - 4, y - 63, f"${_fmt(total)}", 9.5, SANS_BOLD, True)
    notes = (
        "Thank you for your order. Please review quantities, prices and dates, and tell us of any discrepancy",
        "within 48 hours. Promised ship dates are our best estimate from stock and supplier confirmations;",
        "lines shipping on different dates will be invoiced as they ship. Freight is estimated and billed at cost.",
        "Returns require an RMA and are subject to a 20% restocking fee. Special-order items are non-returnable.",
    )
    _block(c, left, y - 100, notes, 7.5, pitch=10)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        40,
        "All sales subject to Keystone Industrial Supply Co. terms and conditions at keystoneind.com/terms",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "0731842",
            "date": "2026-11-23",
            "due_date": "2026-12-11",
            "total_amount": _plain2(total),
            "tax_amount": _plain2(tax),
            "currency": "USD",
            "vendor_name": "Keystone Industrial Supply Co.",
            "customer_name": "Allegheny Precision Castings, Inc.",
        },
        "line_items": [_item(d, str(q), p, _plain2(a), i) for (i, d, q, _, p, _), a in zip(parts, amounts)],
    }


# ----------------------------------------------------------------------------------------------- receipts


def _mountain(c, cx: float, cy: float) -> None:
    """The coffee shop's logo: a ring round two peaks."""
    c.setLineWidth(1.4)
    c.circle(cx, cy, 17, stroke=1, fill=0)
    p = c.beginPath()
    p.moveTo(cx - 13, cy - 6)
    p.lineTo(cx - 4, cy + 8)
    p.lineTo(cx + 1, cy + 1)
    p.lineTo(cx + 5, cy + 5)
    p.lineTo(cx + 13, cy - 6)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setLineWidth(1)


def qus6(c) -> dict:
    w, h = 215, 440
    x0, x1, s, p = 14, w - 14, 8, 11
    sold = [
        ("Oat Milk Latte 16oz", 1, "5.75"),
        ("Drip Coffee 12oz", 2, "3.25"),
        ("Almond Croissant", 1, "4.50"),
        ("Breakfast Burrito", 1, "9.25"),
    ]
    sub = sum(Decimal(u) * q for _, q, u in sold)
    tax = _r(sub * Decimal("0.07"))
    tip = Decimal("5.00")
    _mountain(c, w / 2, h - 38)
    _centre(c, w, h - 70, "RIDGELINE COFFEE", 12, SANS_BOLD)
    y = _lines(
        c, w, h - 82, ("48 Biltmore Ave", "Asheville, NC 28801", "(828) 555-0142"), 7.5, SANS, pitch=9.5
    )
    c.setFillGray(0.35)
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (("Nov 28 2026", "8:14 AM"), ("Receipt #4471", "Jess"), ("Front Register", "To go")),
        7.5,
        SANS,
        pitch=10,
    )
    c.setFillGray(0)
    c.setStrokeGray(0.7)
    c.line(x0, y + 4, x1, y + 4)
    y -= 10
    for name, q, u in sold:
        _text(c, x0, y, name, s, SANS)
        _text(c, x1, y, f"${_fmt(Decimal(u) * q)}", s, SANS, True)
        if q > 1:
            y -= 9
            c.setFillGray(0.4)
            _text(c, x0 + 8, y, f"{q} x ${u}", 7, SANS)
            c.setFillGray(0)
        y -= p + 2
    c.line(x0, y + 6, x1, y + 6)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Subtotal", f"${_fmt(sub)}"), ("Sales Tax (7%)", f"${_fmt(tax)}")),
        s,
        SANS,
        pitch=p,
    )
    c.line(x0, y + 6, x1, y + 6)
    y = _two(
        c, x0, x1, y - 6, (("Amount", f"${_fmt(sub + tax)}"), ("Tip", f"${_fmt(tip)}")), s, SANS, pitch=p
    )
    _text(c, x0, y - 4, "Total", 12, SANS_BOLD)
    _text(c, x1, y - 4, f"${_fmt(sub + tax + tip)}", 12, SANS_BOLD, True)
    c.setFillGray(0.35)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (
            ("Visa •••• 4417", "Contactless"),
            ("Auth code 08351C", "Approved"),
            ("AID A0000000031010", ""),
        ),
        7,
        SANS,
        pitch=9,
    )
    c.setFillGray(0)
    c.line(x0, y + 2, x1, y + 2)
    c.setStrokeGray(0)
    _qr(c, "https://ridgelinecoffee.com/r/4471", w / 2 - 26, y - 62, 52)
    _lines(
        c,
        w,
        y - 74,
        ("How was your visit? Scan to tell us.", "Thank you, see you tomorrow!", "ridgelinecoffee.com"),
        7,
        SANS,
        pitch=9.5,
    )
    return {
        "fields": {
            "document_number": "4471",
            "date": "2026-11-28",
            "total_amount": _plain2(sub + tax),
            "tax_amount": _plain2(tax),
            "currency": "USD",
            "vendor_name": "RIDGELINE COFFEE",
        },
        "line_items": [
            _bare(n, _plain2(Decimal(u) * q), *((str(q), u) if q > 1 else ())) for n, q, u in sold
        ],
    }


def _qm_logo(c, w: float, y: float) -> None:
    """The convenience store's sign: orange, green and red bars behind its name."""
    for i, rgb in enumerate(((0.95, 0.5, 0.1), (0.1, 0.55, 0.3), (0.85, 0.1, 0.15))):
        c.setFillColorRGB(*rgb)
        c.rect(w / 2 - 50, y + 10 * i, 100, 9, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, y + 10.5, "QUIKMART", 10.5, SANS_BOLD)
    c.setFillGray(0)


def qth7(c) -> dict:
    w, h = 205, 375
    x0, x1, s, p = 9, w - 9, 6.8, 8.8
    sold = [
        ("Drinking Water 1.5L", 1, "14.00"),
        ("Green Tea Honey 420ml", 2, "20.00"),
        ("Ham Cheese Toastie", 1, "39.00"),
        ("Onigiri Salmon Mayo", 1, "29.00"),
        ("Instant Noodle Tom Yum", 3, "6.00"),
        ("Chocolate Wafer 38g", 1, "12.00"),
    ]
    total = sum(Decimal(u) * q for _, q, u in sold)
    vatable = _r(total / Decimal("1.07"))
    _qm_logo(c, w, h - 50)
    y = _lines(
        c,
        w,
        h - 64,
        (
            "Siam Quikmart Co., Ltd.",
            "Branch 04417 (Sukhumvit 39)",
            "TAX ID 0105537012345",
            "TAX INV (ABB) VAT INCLUDED",
        ),
        s,
        pitch=p,
    )
    y = _two(c, x0, x1, y - 4, (("POS#E0417-02", "R#0271183"), ("28/11/2026 21:47", "ST:0212")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y -= 6
    for name, q, u in sold:
        _text(c, x0, y, str(q), s, MONO)
        _text(c, x0 + 12, y, name, s, MONO)
        _text(c, x1, y, _fmt(Decimal(u) * q), s, MONO, True)
        if q > 1:
            y -= p
            _text(c, x0 + 24, y, f"@{u}", s, MONO)
        y -= p
    _rule(c, x0, x1, y + 3, "-", s)
    n = sum(q for _, q, _ in sold)
    _text(c, x0, y - 8, f"TOTAL {n} ITEMS", 8.5, BOLD)
    _text(c, x1, y - 8, _fmt(total), 8.5, BOLD, True)
    y = _two(c, x0, x1, y - 8 - p - 2, (("CASH", "200.00"), ("CHANGE", _fmt(200 - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c, x0, x1, y - p + 3, (("Vatable", _fmt(vatable)), ("VAT 7%", _fmt(total - vatable))), s, pitch=p
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - p + 3,
        (("ALL MEMBER", "08x-xxx-4417"), ("Points earned", "3"), ("Points balance", "1,284")),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 26, "0271183041702", 20, 0.6)
    _lines(
        c,
        w,
        y - 38,
        ("THANK YOU", "Please keep this receipt for", "exchange within 7 days", "Call Center 1418"),
        s,
        pitch=p,
    )
    return {
        "fields": {
            "document_number": "0271183",
            "date": "2026-11-28",
            "total_amount": _plain2(total),
            "tax_amount": _plain2(total - vatable),
            "currency": "THB",
            "vendor_name": "QUIKMART",
        },
        "line_items": [_bare(d, _plain2(Decimal(u) * q), str(q), u if q > 1 else None) for d, q, u in sold],
    }


def _pt(amount: Decimal) -> str:
    return _fmt(amount, ".", ",")


def _leaf(c, cx: float, cy: float) -> None:
    """The supermarket's logo: a green leaf on its stalk."""
    c.setFillColorRGB(0.2, 0.55, 0.2)
    p = c.beginPath()
    p.moveTo(cx - 12, cy - 8)
    p.curveTo(cx - 12, cy + 8, cx + 4, cy + 14, cx + 14, cy + 12)
    p.curveTo(cx + 14, cy - 2, cx + 2, cy - 12, cx - 12, cy - 8)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.line(cx - 10, cy - 6, cx + 10, cy + 9)
    c.setStrokeGray(0)
    c.setFillGray(0)


def _pt_items(c, x0: float, x1: float, y: float, sold, s: float, p: float) -> float:
    for name, qty, unit, code, amount in sold:
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 12, y, _pt(amount), s, MONO, True)
        _text(c, x1, y, code, s, MONO, True)
        if qty is not None:
            y -= p
            detail = f"{qty} kg x {unit}" if "," in qty else f"{qty} x {unit}"
            _text(c, x0 + 12, y, detail, s, MONO)
        y -= p
    return y


def qpt8(c) -> dict:
    w, h = 215, 475
    x0, x1, s, p = 9, w - 9, 6.6, 8.6
    goods = [
        ("LEITE MEIO GORDO 1L", "2", "0.89", "A"),
        ("PÃO DE FORMA INTEGRAL", None, "1.69", "A"),
        ("MAÇÃ GALA", "0.512", "2.99", "A"),
        ("BANANA DA MADEIRA", "1.134", "1.49", "A"),
        ("QUEIJO FLAMENGO FATIAS 200G", None, "2.79", "A"),
        ("ARROZ AGULHA 1KG", None, "1.25", "A"),
        ("AZEITE VIRGEM EXTRA 75CL", None, "6.99", "A"),
        ("DETERGENTE LOIÇA 500ML", None, "1.79", "C"),
        ("CERVEJA MINI 10X25CL", None, "5.49", "C"),
    ]
    sold = [
        (n, q and q.replace(".", ","), u.replace(".", ","), k, _r(Decimal(q or 1) * Decimal(u)))
        for n, q, u, k in goods
    ]
    gross = {k: sum(a for *_, kk, a in sold if kk == k) for k in ("A", "C")}
    base = {"A": _r(gross["A"] / Decimal("1.06")), "C": _r(gross["C"] / Decimal("1.23"))}
    vat = sum(gross[k] - base[k] for k in gross)
    total = gross["A"] + gross["C"]
    _leaf(c, w / 2, h - 32)
    _centre(c, w, h - 58, "BOA COLHEITA", 12, BOLD)
    y = _lines(
        c,
        w,
        h - 70,
        (
            "Boa Colheita - Distribuição Alimentar, S.A.",
            "Rua Ferreira Borges, 87",
            "3000-180 Coimbra",
            "NIF: 509876543",
            "Tel. 239 841 200",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 6, "FATURA SIMPLIFICADA", 8.5, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 6 - p - 2,
        (
            ("FS 2026A3/014823", "Original"),
            ("29-11-2026 18:12", "Caixa 03"),
            ("NIF: Consumidor Final", "Op. 117"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _pt_items(c, x0, x1, y - p + 3, sold, s, p)
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 9, "TOTAL A PAGAR", 9.5, BOLD)
    _text(c, x1 - 12, y - 9, _pt(total), 9.5, BOLD, True)
    y = _two(c, x0, x1 - 12, y - 9 - p - 3, (("MULTIBANCO", _pt(total)), ("TROCO", "0,00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    table = [("TAXA", "INCID.", "IVA", "TOTAL")]
    for k, rate in (("A", "6%"), ("C", "23%")):
        table.append((f"{k} {rate}", _pt(base[k]), _pt(gross[k] - base[k]), _pt(gross[k])))
    y -= p - 3
    for i, row in enumerate(table):
        for x, t in zip((x0, 110, 150, x1), row):
            _text(c, x, y, t, s, BOLD if i == 0 else MONO, x != x0)
        y -= p
    y = _two(c, x0, x1, y, (("Total IVA", _pt(vat)),), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    qr = f"A:509876543*B:999999990*C:PT*D:FS*E:N*F:20261129*G:FS 2026A3/014823*H:JJ4K7M2P-14823*N:{vat:.2f}*O:{total:.2f}"
    _qr(c, qr, w / 2 - 30, y - 66, 60)
    _lines(
        c,
        w,
        y - 76,
        (
            "ATCUD: JJ4K7M2P-14823",
            "IVA incluído à taxa em vigor",
            "IRQ0-Processado por programa",
            "certificado n.º 2871/AT",
            "Obrigado pela sua preferência!",
        ),
        s,
        pitch=p,
    )
    return {
        "fields": {
            "document_number": "FS 2026A3/014823",
            "date": "2026-11-29",
            "total_amount": _plain2(total),
            "tax_amount": _plain2(vat),
            "currency": "EUR",
            "vendor_name": "BOA COLHEITA",
        },
        "line_items": [
            _bare(n, _plain2(a), *((q, u) if q else ())) for (n, q, u, _), (*_, a) in zip(goods, sold)
        ],
    }


def _sun(c, cx: float, cy: float) -> None:
    """The grocer's logo: a low sun with rays over a field line."""
    c.setFillColorRGB(0.95, 0.65, 0.1)
    c.setStrokeColorRGB(0.95, 0.65, 0.1)
    c.wedge(cx - 10, cy - 10, cx + 10, cy + 10, 0, 180, stroke=0, fill=1)
    c.setLineWidth(1.3)
    for k in range(7):
        a = math.pi * k / 6
        c.line(cx + 13 * math.cos(a), cy + 13 * math.sin(a), cx + 19 * math.cos(a), cy + 19 * math.sin(a))
    c.setStrokeColorRGB(0.2, 0.45, 0.15)
    c.setLineWidth(2)
    c.line(cx - 26, cy, cx + 26, cy)
    c.setLineWidth(1)
    c.setStrokeGray(0)
    c.setFillGray(0)


def _ca_items(c, x0: float, x1: float, y: float, sold, s: float, p: float) -> float:
    """Each item; a second line "2 @ 3.49" or "0.845 kg @ $1.74/kg" where it prints one; the tax code after the
    amount."""
    for name, qty, unit, code, amount in sold:
        _text(c, x0, y, name, s, MONO)
        if qty is not None:
            y -= p
            detail = f"{qty} kg @ ${unit}/kg" if "." in qty else f"{qty} @ {unit}"
            _text(c, x0 + 14, y, detail, s, MONO)
        _text(c, x1 - 16, y, _fmt(amount), s, MONO, True)
        _text(c, x1 - 12, y, code, s, MONO)
        y -= p
    return y


def qca9(c) -> dict:
    w, h = 210, 440
    x0, x1, s, p = 9, w - 9, 6.8, 8.8
    goods = [
        ("MILK 2% 4L", None, "6.49", ""),
        ("BREAD 100% WW 675G", None, "3.29", ""),
        ("BANANAS", "0.845", "1.74", ""),
        ("CHKN THIGHS BNLS", "0.962", "12.29", ""),
        ("GREEK YOGURT 650G", "2", "3.49", ""),
        ("KETTLE CHIPS SEA SALT", "2", "2.99", "G"),
        ("SPARKLING WATER 12PK", None, "5.99", "G"),
        ("PAPER TOWEL 6 ROLL", None, "8.99", "GP"),
        ("DISH SOAP 739ML", None, "3.79", "GP"),
    ]
    sold = [(n, q, u, k, _r(Decimal(q or 1) * Decimal(u))) for n, q, u, k in goods]
    sub = sum(a for *_, a in sold)
    gst = _r(sum(a for *_, k, a in sold if "G" in k) * Decimal("0.05"))
    pst = _r(sum(a for *_, k, a in sold if "P" in k) * Decimal("0.06"))
    total = sub + gst + pst
    _sun(c, w / 2, h - 40)
    _centre(c, w, h - 58, "PRAIRIE FRESH FOODS", 11, BOLD)
    y = _lines(
        c,
        w,
        h - 70,
        ("3310 8th St E", "Saskatoon SK  S7H 0W5", "(306) 555-0148", "GST/HST# 81234 5678 RT0001"),
        s,
        pitch=p,
    )
    y = _two(c, x0, x1, y - 4, (("STORE 0417", "REG 04"), ("TRANS 7782", "OP 2261")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "=", s)
    y = _ca_items(c, x0, x1, y - p + 3, sold, s, p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0 + 40,
        x1 - 16,
        y - p + 3,
        (("SUBTOTAL", _fmt(sub)), ("G GST 5%", _fmt(gst)), ("P PST 6%", _fmt(pst))),
        s,
        pitch=p,
    )
    _text(c, x0 + 40, y - 3, "TOTAL", 10, BOLD)
    _text(c, x1 - 16, y - 3, _fmt(total), 10, BOLD, True)
    y = _two(c, x0 + 40, x1 - 16, y - p - 8, (("INTERAC DEBIT", _fmt(total)), ("CHANGE", "0.00")), s, pitch=p)
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (
            ("ACCT: CHEQUING", "************7306"),
            ("AUTH# 019445", "SEQ# 0041177"),
            ("01 APPROVED - THANK YOU", ""),
        ),
        6.2,
        pitch=8,
    )
    n = sum(int(Decimal(q)) if q and "." not in q else 1 for _, q, *_ in goods)
    _centre(c, w, y - 4, f"NUMBER OF ITEMS {n}", s, MONO)
    _centre(c, w, y - 4 - p, "NOV 29, 2026   14:22:07", s, MONO)
    _barcode(c, w, y - 44, "04170407782", 20, 0.6)
    _lines(
        c,
        w,
        y - 56,
        ("FRESH REWARDS POINTS EARNED 420", "G=GST  P=PST", "THANK YOU FOR SHOPPING LOCAL"),
        s,
        pitch=p,
    )
    return {
        "fields": {
            "document_number": "7782",
            "date": "2026-11-29",
            "total_amount": _plain2(total),
            "currency": "CAD",
            "vendor_name": "PRAIRIE FRESH FOODS",
        },
        "line_items": [_bare(n, _plain2(a), *((q, u) if q else ())) for n, q, u, _, a in sold],
    }


def _ch_items(c, x0: float, x1: float, y: float, sold, s: float, p: float) -> float:
    for x, t, right in (
        (x0, "Artikel", False),
        (x1 - 36, "Menge", True),
        (x1 - 16, "CHF", True),
        (x1, "MW", True),
    ):
        _text(c, x, y, t, s, SANS_BOLD, right)
    c.line(x0, y - 3, x1, y - 3)
    y -= p + 3
    for name, qty, unit, code, amount in sold:
        _text(c, x0, y, name, s, SANS)
        if qty is not None and "." in qty:
            y -= p
            _text(c, x0 + 10, y, f"{qty} kg x {unit}/kg", s - 0.6, SANS)
        elif qty is not None:
            _text(c, x1 - 36, y, f"{qty} x {unit}", s, SANS, True)
        _text(c, x1 - 16, y, _fmt(amount, "'"), s, SANS, True)
        _text(c, x1, y, code, s, SANS, True)
        y -= p
    return y


def _ch_vat(c, x0: float, x1: float, y: float, gross, rates, vat) -> float:
    """The MWST table by code, with its total row; the y after it."""
    rows = [("MW", "Satz", "Brutto", "MWST")]
    rows += [(k, f"{rates[k]}%", _fmt(gross[k]), _fmt(vat[k])) for k in gross]
    rows.append(("Total", "", _fmt(sum(gross.values())), _fmt(vat["1"] + vat["2"])))
    for i, row in enumerate(rows):
        for x, t in zip((x0, 70, 150, x1), row):
            _text(c, x, y, t, 6.6, SANS_BOLD if i in (0, len(rows) - 1) else SANS, x != x0)
        y -= 8.6
    return y


def qch10(c) -> dict:
    w, h = 220, 420
    x0, x1, s, p = 11, w - 11, 7.2, 9.4
    goods = [
        ("Vollmilch UHT 1l", "2", "1.65", "1"),
        ("Ruchbrot 500g", None, "2.60", "1"),
        ("Emmentaler AOP mild", "0.286", "21.50", "1"),
        ("Äpfel Gala", "1.124", "3.95", "1"),
        ("Eier Freiland 6 Stk.", None, "4.95", "1"),
        ("Rivella Rot 1.5l", "2", "2.40", "1"),
        ("Lagerbier 6x50cl", None, "8.95", "2"),
        ("Geschirrspülmittel 500ml", None, "2.95", "2"),
        ("Papiertragtasche", None, "0.35", "2"),
    ]
    sold = [(n, q, u, k, _r(Decimal(q or 1) * Decimal(u))) for n, q, u, k in goods]
    gross = {k: sum(a for *_, kk, a in sold if kk == k) for k in ("1", "2")}
    rates = {"1": Decimal("2.6"), "2": Decimal("8.1")}
    vat = {k: _r(gross[k] * rates[k] / (100 + rates[k])) for k in gross}
    summe = gross["1"] + gross["2"]
    total = (summe * 20).quantize(Decimal(1), ROUND_HALF_UP) / 20
    c.setFillColorRGB(0.1, 0.5, 0.25)
    c.roundRect(x0, h - 48, x1 - x0, 28, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 40, "FRISCHMARKT", 15, SANS_BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 60,
        (
            "Frischmarkt Seeland AG",
            "Bahnhofstrasse 21, 2502 Biel/Bienne",
            "Tel. 032 555 41 70",
            "CHE-112.345.678 MWST",
        ),
        6.8,
        SANS,
        pitch=8.6,
    )
    y = _ch_items(c, x0, x1, y - 10, sold, s, p)
    c.line(x0, y + 5, x1, y + 5)
    y = _two(
        c,
        x0,
        x1 - 16,
        y - 6,
        (("Zwischensumme", _fmt(summe)), ("Rundung", f"{total - summe:.2f}")),
        s,
        SANS,
        pitch=p,
    )
    _text(c, x0, y - 4, "Total CHF", 11, SANS_BOLD)
    _text(c, x1 - 16, y - 4, _fmt(total), 11, SANS_BOLD, True)
    y = _two(c, x0, x1 - 16, y - p - 10, (("Bar", "50.00"), ("Rückgeld", _fmt(50 - total))), s, SANS, pitch=p)
    c.line(x0, y + 5, x1, y + 5)
    y = _ch_vat(c, x0, x1, y - 5, gross, rates, vat)
    c.line(x0, y + 4, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("28.11.2026 17:45", "Bon-Nr. 031487"), ("Filiale 0412  Kasse 03", "Kassierin: Nadia")),
        6.6,
        SANS,
        pitch=8.6,
    )
    _barcode(c, w, y - 26, "0412030314870", 20, 0.6)
    _lines(
        c,
        w,
        y - 38,
        ("Vielen Dank für Ihren Einkauf!", "Umtausch nur mit Kassenbon.", "Merci de votre visite!"),
        6.8,
        SANS,
        pitch=8.6,
    )
    return {
        "fields": {
            "document_number": "031487",
            "date": "2026-11-28",
            "total_amount": _plain2(total),
            "tax_amount": _plain2(vat["1"] + vat["2"]),
            "currency": "CHF",
            "vendor_name": "FRISCHMARKT",
        },
        "line_items": [_bare(n, _plain2(a), *((q, u) if q else ())) for n, q, u, _, a in sold],
    }


LAYOUTS = {
    "qus1": (qus1, letter),
    "qcn2": (qcn2, A4),
    "qnl3": (qnl3, A4),
    "qse4": (qse4, A4),
    "qus5": (qus5, letter),
    "qus6": (qus6, (215, 440)),
    "qth7": (qth7, (205, 375)),
    "qpt8": (qpt8, (215, 475)),
    "qca9": (qca9, (210, 440)),
    "qch10": (qch10, (220, 420)),
}
SCANNED = ("qcn2", "qus5", "qus6", "qth7", "qpt8", "qca9", "qch10")
