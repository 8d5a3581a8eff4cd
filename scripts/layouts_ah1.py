"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py, as accounting and
ERP systems print them, of countries and systems no earlier set drew that way: a Xero-style tax invoice from a
Hamilton coffee roaster to an Auckland café (keys over values, "TOTAL GST 15%", "TOTAL NZD", a payment advice
to cut off), a FreshBooks-style invoice from a Portland photographer (hours times rates, no tax, "Amount Due
(USD)"), a Wave-style invoice from a Toronto tutor (HST 13 %, "Payment Due", items with a grey note under them),
an Odoo-style Factuur from a Ghent software reseller (Dutch, "[code] name" products, "Onbelast bedrag", BTW 21 %,
a structured communication), an SAP-style invoice in English from a Ludwigshafen chemical company to a Rotterdam
customer ("Our reference" and "Your order" blocks, item numbers 10, 20, ..., Incoterms 2020, batch lines, an
intra-Community supply at VAT 0 %), a Porto tile maker's Fatura (NIF, ATCUD, IVA 23 %, a line discount, a VAT
summary and the AT QR code), a Thessaloniki electrical wholesaler's "Timologio Polisis" written in Latin
letters (AFM, DOY, MARK, FPA 24 %), a Brasov paper distributor's "Factura fiscala" in the Romanian form (Seria
and Nr., CUI, columns numbered 0 to 6, the TVA 19 % per line, "Total de plata"), a Midrand catering equipment
supplier's South African tax invoice (VAT Reg No, rands with space thousands, a line discount, VAT 15 %) and a
Pune packaging maker's Indian GST tax invoice in the Tally manner (HSN codes per line, CGST 9 % and SGST 9 %, a
round-off, an HSN summary, the amount in words). Four of them (the New Zealand, the German, the Greek and the
South African pages) are also written as scans.

What the values say where a page leaves a choice: vendor_name is the seller as printed with its legal form,
customer_name the billed party's name line (the Wave page bills a parent by name; the Xero page's "Attention:"
line is no part of it). Dates are the invoice's issue date and the due date printed ("Due Date", "Payment Due",
"Vervaldatum", "Vencimento", "Liksi", "Data scadentei", "due ..." in the SAP payment terms); the Indian page
prints terms ("30 Days") but no due date, so it has none. document_number: Xero's "Invoice Number" (not the
"Reference"), FreshBooks' "Invoice Number" with its leading zeros, Odoo's "INV/2026/00481" from its title (not
the "Bron" sales order), SAP's "Invoice number" (not the sales order, delivery or the customer's order number),
the Portuguese "FT 2026A/1384" (not the ATCUD), the Greek "A-1573" printed as Seira/Arithmos in one value, the
Romanian "004817", the number after "Nr." (its series BVX printed apart), the South African "Invoice No." (not
"Your Ref"), the Indian "Invoice No.". tax_amount is the tax printed as its total: on the SAP page "VAT 0 %"
prints 0.00 (tax-exempt intra-Community supply), so its tax is "0.00"; the Romanian page prints TVA per line and
their sum in its total row (the sum is the tax); the Indian tax is CGST plus SGST (as its "Total Tax Amount"
prints), and its total the rounded "Total" after the round-off. The FreshBooks page prints no tax line, so it has
no tax value; its total is the "Total" (equal to the "Amount Due", nothing paid). Line items: the description is
the text on the item's own line (the Wave page's grey notes and the SAP page's batch lines under an item are not
part of it; Odoo's "[code]" prefix is, as printed in the same cell, with no item id); item ids are the article
codes where a column prints them (Portuguese "Artigo", Greek "Kodikos", SAP "Material", South African "Code"),
not the SAP item numbers 10, 20, ... nor the Indian HSN codes nor the Romanian "Nr. crt."; quantities plain
("1200" for "1,200 KG", "150.5" for "150.500 Kgs"); the unit price is the price printed per unit before a line
discount, the line amount the net amount printed after it (Portuguese and South African pages). Every amount is
computed here with Decimal, rounded half up, so that the lines, subtotals, taxes and totals printed agree.
Currencies: NZD, USD, CAD, EUR (Belgian, German, Portuguese, Greek pages), RON ("lei"), ZAR ("R"), INR ("Rs.").
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _qr, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
CENT = Decimal("0.01")


def _mul(quantity: str, price: str, places: int = 2) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to ``places`` decimals."""
    return (Decimal(quantity) * Decimal(price)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to cents."""
    return (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)


def _sum(values) -> Decimal:
    return sum((Decimal(v) for v in values), Decimal(0))


def _f(value, places: int = 2, th: str = ",", dec: str = ".") -> str:
    """An amount with ``places`` decimals and the given separators: _f(1234.5, 2, " ", ",") is "1 234,50"."""
    d = Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    s = f"{abs(d):,.{places}f}".replace(",", "\x00").replace(".", dec).replace("\x00", th)
    return ("-" if d < 0 else "") + s


def _eu(value, places: int = 2) -> str:
    """An amount as printed in continental Europe: 1.234,56."""
    return _f(value, places, ".", ",")


def _pt(value) -> str:
    """An amount as a Portuguese system prints it: 1 234,56."""
    return _f(value, 2, " ", ",")


def _za(value) -> str:
    """An amount as a South African system prints it: 12 345.67."""
    return _f(value, 2, " ", ".")


def _inr(value) -> str:
    """An amount in the Indian grouping: 1,69,816.00."""
    s = f"{Decimal(value).quantize(CENT, ROUND_HALF_UP):.2f}"
    whole, frac = s.split(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join([*groups, tail]) + "." + frac


def _fields(number, date, due, total, tax, currency, vendor, customer) -> dict[str, str]:
    fields = {
        "document_number": number,
        "date": date,
        "due_date": due,
        "total_amount": str(total),
        "tax_amount": None if tax is None else str(tax),
        "currency": currency,
        "vendor_name": vendor,
        "customer_name": customer,
    }
    return {k: v for k, v in fields.items() if v is not None}


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    """A filled rectangle without a stroke; the fill is black again after it."""
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


def _row(c, header, row, y: float, size: float, font: str = "Helvetica") -> None:
    """One row of cells under ``header``'s columns (x, title, right-aligned)."""
    for (x, _, right), s in zip(header, row):
        _text(c, x, y, s, size, font, right)


def _heads(c, header, y: float, size: float, font: str = BOLD) -> None:
    """Column titles at ``y``; a title with a newline is printed on two lines."""
    for x, title, right in header:
        for i, s in enumerate(title.split("\n")):
            _text(c, x, y - (size + 1) * i, s, size, font, right)


def _keys_over(c, x: float, y: float, pairs, size: float = 9, pitch: float = 26, key_size: float = 8) -> None:
    """Keys in bold with their values under them, pair after pair from ``y`` down."""
    for i, (k, v) in enumerate(pairs):
        _text(c, x, y - pitch * i, k, key_size, BOLD)
        _text(c, x, y - pitch * i - size - 2, v, size)


_ONES = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
]
_TENS = ["_", "_", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _below_100(n: int) -> str:
    return _ONES[n] if n < 20 else _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])


def _below_1000(n: int) -> str:
    head = f"{_ONES[n // 100]} Hundred" if n >= 100 else ""
    rest = _below_100(n % 100) if n % 100 else ""
    return " ".join(s for s in (head, rest) if s)


def _words_inr(n: int) -> str:
    """Whole rupees in words, Indian style: 169816 is "One Lakh Sixty Nine Thousand Eight Hundred Sixteen"."""
    parts = []
    for size, name in ((10**7, "Crore"), (10**5, "Lakh"), (10**3, "Thousand")):
        if n >= size:
            parts.append(f"{_below_1000(n // size)} {name}")
            n %= size
    if n:
        parts.append(_below_1000(n))
    return " ".join(parts)


# ahnz1: a Xero-style tax invoice from a Hamilton coffee roaster to an Auckland café
def ahnz1(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor = "Kowhai Coffee Roasters Limited"
    customer = "The Little Larder Cafe"
    rows = [
        ("Espresso blend 1 kg - Kowhai House", "12", "38.50"),
        ("Single origin Colombia Huila 1 kg", "3", "46.00"),
        ("Decaf Swiss Water 1 kg", "2", "44.00"),
        ("Oat milk barista 1 L (carton of 12)", "4", "42.60"),
        ("Takeaway cups 8 oz double wall (500)", "2", "96.00"),
        ("Compostable lids 8 oz (1000)", "1", "58.90"),
        ("Grinder burr service - Mazzer Super Jolly", "1", "85.00"),
    ]
    priced = [(d, q, p, _mul(q, p)) for d, q, p in rows]
    net = _sum(a for *_, a in priced)
    tax = _pct(net, "15")
    total = net + tax
    _text(c, left, h - 72, "TAX INVOICE", 24)
    _block(
        c,
        left + 4,
        h - 104,
        (customer, "Attention: Sophie Tane", "88 Jervois Road", "Herne Bay", "Auckland 1011"),
        9,
        pitch=12,
    )
    meta = (("Invoice Date", "7 Dec 2026"), ("Invoice Number", "INV-4821"), ("Reference", "PO 3318"))
    _keys_over(c, 250, h - 100, (*meta, ("GST Number", "118-442-906")))
    c.setFillColorRGB(0.96, 0.76, 0.1)
    for k in range(5):
        c.saveState()
        c.translate(right - 20, h - 60)
        c.rotate(72 * k)
        c.ellipse(-4, 2, 4, 18, stroke=0, fill=1)
        c.restoreState()
    c.setFillColorRGB(0.45, 0.28, 0.1)
    c.circle(right - 20, h - 60, 4, stroke=0, fill=1)
    c.setFillGray(0)
    _block(
        c,
        390,
        h - 100,
        (vendor, "14 Kahikatea Drive", "Frankton", "Hamilton 3204", "NEW ZEALAND", "07 555 0184"),
        8.5,
        pitch=11.5,
        first=BOLD,
    )
    header = [
        (left, "Description", False),
        (340, "Quantity", True),
        (410, "Unit Price", True),
        (455, "GST", True),
        (right, "Amount NZD", True),
    ]
    top = h - 250
    _heads(c, header, top, 8.5)
    c.setLineWidth(1)
    c.line(left, top - 5, right, top - 5)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.7)
    y = top - 20
    for d, q, p, a in priced:
        _row(c, header, (d, f"{Decimal(q):.2f}", p, "15%", _f(a)), y, 9)
        c.line(left, y - 7, right, y - 7)
        y -= 21
    c.setStrokeGray(0)
    _pairs(c, 330, right, y - 10, (("Subtotal", _f(net)), ("TOTAL GST 15%", _f(tax))), pitch=16)
    c.setLineWidth(1)
    c.line(330, y - 34, right, y - 34)
    _text(c, 330, y - 48, "TOTAL NZD", 10, BOLD)
    _text(c, right, y - 48, _f(total), 10, BOLD, True)
    y -= 90
    _text(c, left, y, "Due Date: 21 Dec 2026", 10, BOLD)
    block = (
        "Please pay by internet banking into ANZ account 06-0317-0456789-00,",
        "using INV-4821 as your reference. Thank you for your business!",
    )
    _block(c, left, y - 16, block, 8.5, pitch=11)
    c.setDash(4, 3)
    c.setLineWidth(0.5)
    c.line(20, 250, w - 20, 250)
    c.setDash()
    _text(c, left, 232, "PAYMENT ADVICE", 16)
    _text(c, left, 208, "To:", 9)
    _block(c, left + 22, 208, (vendor, "14 Kahikatea Drive", "Frankton", "Hamilton 3204", "NEW ZEALAND"), 9)
    advice = (
        ("Customer", customer),
        ("Invoice Number", "INV-4821"),
        ("Amount Due", _f(total)),
        ("Due Date", "21 Dec 2026"),
    )
    for i, (k, v) in enumerate(advice):
        _text(c, 300, 208 - 16 * i, k, 9, BOLD)
        _text(c, 400, 208 - 16 * i, v, 9)
    _text(c, 300, 138, "Amount Enclosed", 9, BOLD)
    c.line(400, 136, right, 136)
    _text(c, 400, 126, "Enter the amount you are paying above", 7, OBLIQUE)
    _centre(
        c, w, 40, "Company Registration No: 6123457. Registered Office: 14 Kahikatea Drive, Hamilton 3204.", 7
    )
    return {
        "fields": _fields("INV-4821", "2026-12-07", "2026-12-21", total, tax, "NZD", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, a in priced],
    }


# ahus2: a FreshBooks-style invoice from a Portland photographer, hours times rates, no tax
def ahus2(c) -> dict:
    w, h = letter
    left, right = 54, w - 54
    vendor = "Juniper Lane Photography"
    customer = "Oakhaven Realty Group"
    teal = (0.05, 0.45, 0.55)
    rows = [
        ("Architectural shoot, 114 Birch Ct (hours)", "3.5", "175.00"),
        ("Twilight exterior session (hours)", "1.5", "210.00"),
        ("Drone aerial photography (hours)", "2", "195.00"),
        ("Photo editing and retouching (hours)", "6", "85.00"),
        ("Virtual staging, per image", "8", "32.00"),
        ("Travel time (hours)", "1.25", "60.00"),
    ]
    priced = [(d, q, p, _mul(q, p)) for d, q, p in rows]
    total = _sum(a for *_, a in priced)
    c.setFillColorRGB(*teal)
    c.roundRect(left, h - 92, 46, 34, 6, stroke=0, fill=1)
    c.setFillGray(1)
    c.circle(left + 23, h - 75, 11, stroke=0, fill=1)
    c.setFillColorRGB(*teal)
    c.circle(left + 23, h - 75, 6, stroke=0, fill=1)
    c.setFillGray(0)
    block = (vendor, "2231 SE Division St", "Portland, OR 97202", "(503) 555-0119", "hello@juniperlane.photo")
    _block(c, right, h - 62, block, 9, pitch=12, first=BOLD, right=True)
    _text(c, left, h - 150, "Billed To", 9, BOLD)
    c.setFillGray(0.3)
    _block(c, left, h - 164, (customer, "Attn: Marcus Bell", "900 NW Flanders St", "Portland, OR 97209"), 9)
    c.setFillGray(0)
    _keys_over(c, 220, h - 150, (("Date of Issue", "Nov 30, 2026"), ("Due Date", "Dec 15, 2026")), 9, 30, 9)
    _keys_over(c, 340, h - 150, (("Invoice Number", "0000142"), ("Reference", "Listing photos")), 9, 30, 9)
    _text(c, right, h - 150, "Amount Due (USD)", 9, BOLD, True)
    c.setFillColorRGB(*teal)
    _text(c, right, h - 178, f"${_f(total)}", 22, BOLD, True)
    c.setStrokeColorRGB(*teal)
    c.setLineWidth(3)
    c.line(left, h - 220, right, h - 220)
    c.setStrokeGray(0)
    header = [
        (left, "Description", False),
        (400, "Rate", True),
        (460, "Qty", True),
        (right, "Line Total", True),
    ]
    c.setFillColorRGB(*teal)
    _heads(c, header, h - 238, 9)
    c.setFillGray(0)
    c.setLineWidth(0.4)
    c.setStrokeGray(0.8)
    y = h - 262
    for d, q, p, a in priced:
        _row(c, header, (d, f"${p}", q, f"${_f(a)}"), y, 9.5)
        c.line(left, y - 9, right, y - 9)
        y -= 26
    c.setStrokeGray(0)
    _pairs(c, 390, right, y - 8, (("Subtotal", _f(total)), ("Total", _f(total)), ("Amount Paid", "0.00")), 17)
    c.setLineWidth(0.8)
    c.line(390, y - 50, right, y - 50)
    _text(c, 390, y - 66, "Amount Due (USD)", 10, BOLD)
    _text(c, right, y - 66, f"${_f(total)}", 10, BOLD, True)
    y -= 120
    _text(c, left, y, "Notes", 9, BOLD)
    block = (
        "Thank you for booking with Juniper Lane! Final images were delivered by gallery link on Nov 24, 2026.",
        "Licensed for MLS, print brochures and the Oakhaven website; resale of images is not permitted.",
    )
    _block(c, left, y - 14, block, 8.5, pitch=11)
    _text(c, left, y - 48, "Terms", 9, BOLD)
    block = (
        "Payment due within 15 days. Pay online by card or ACH, or by check payable to Juniper Lane Photography.",
    )
    _block(c, left, y - 62, block, 8.5)
    return {
        "fields": _fields("0000142", "2026-11-30", "2026-12-15", total, None, "USD", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, a in priced],
    }


# ahca3: a Wave-style invoice from a Toronto tutor, HST 13 %
def ahca3(c) -> dict:
    w, h = letter
    left, right = 50, w - 50
    vendor = "Bright Path Tutoring"
    customer = "Olivia Chen-Moreau"
    blue = (0.12, 0.3, 0.62)
    rows = [
        ("Grade 11 Math tutoring (1 hour)", "8", "55.00", "Sessions Nov 3 - Nov 26, Tuesdays and Thursdays"),
        ("Grade 11 Chemistry tutoring (1 hour)", "4", "60.00", "Stoichiometry and solutions units"),
        ("SAT practice test and review", "1", "95.00", None),
        ("Workbook: Advanced Functions 12", "1", "62.95", "Purchased on your behalf"),
    ]
    priced = [(d, q, p, n, _mul(q, p)) for d, q, p, n in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "13")
    total = net + tax
    c.setFillColorRGB(*blue)
    c.rect(left, h - 100, 56, 56, stroke=0, fill=1)
    c.setFillGray(1)
    c.setFont(BOLD, 22)
    c.drawCentredString(left + 28, h - 80, "BP")
    c.setFillGray(0)
    _text(c, right, h - 60, "INVOICE", 26, right=True)
    block = (vendor, "Priya Raman, B.Sc., B.Ed.", "41 Wolverleigh Blvd", "Toronto, Ontario M4C 1R9", "Canada")
    _block(c, right, h - 80, block, 9, pitch=12, first=BOLD, right=True)
    _text(c, right, h - 146, "416-555-0163  |  brightpathtutoring.ca", 8.5, right=True)
    c.setLineWidth(0.5)
    c.setStrokeGray(0.8)
    c.line(left, h - 160, right, h - 160)
    c.setStrokeGray(0)
    _text(c, left, h - 182, "BILL TO", 8.5, BOLD)
    c.setFillGray(0.25)
    _block(c, left, h - 196, (customer, "18 Glebeholme Blvd", "Toronto, Ontario M4J 1S5", "416-555-0842"), 9)
    c.setFillGray(0)
    meta = (
        ("Invoice Number:", "27"),
        ("Invoice Date:", "November 30, 2026"),
        ("Payment Due:", "December 14, 2026"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 440, h - 182 - 15 * i, k, 9, BOLD, True)
        _text(c, 450, h - 182 - 15 * i, v, 9)
    _band(c, 330, h - 236, right - 330, 16, (0.93, 0.94, 0.97))
    _text(c, 440, h - 231, "Amount Due (CAD):", 9, BOLD, True)
    _text(c, 450, h - 231, f"${_f(total)}", 9, BOLD)
    top = h - 270
    _band(c, left, top - 6, right - left, 20, blue)
    header = [
        (left + 10, "Items", False),
        (360, "Quantity", True),
        (450, "Price", True),
        (right - 10, "Amount", True),
    ]
    c.setFillGray(1)
    _heads(c, header, top, 9.5)
    c.setFillGray(0)
    y = top - 26
    for d, q, p, note, a in priced:
        _row(c, header, ("", q, f"${p}", f"${_f(a)}"), y, 9.5)
        _text(c, left + 10, y, d, 9.5, BOLD)
        if note:
            c.setFillGray(0.45)
            _text(c, left + 10, y - 12, note, 8)
            c.setFillGray(0)
        c.setStrokeGray(0.85)
        c.line(left, y - 20, right, y - 20)
        y -= 34
    c.setStrokeGray(0)
    _pairs(c, 330, right - 10, y - 6, (("Subtotal:", f"${_f(net)}"), ("HST 13%:", f"${_f(tax)}")), 16)
    c.line(330, y - 28, right, y - 28)
    _pairs(c, 330, right - 10, y - 42, (("Total:", f"${_f(total)}"),), 16)
    c.setLineWidth(1.2)
    c.line(330, y - 50, right, y - 50)
    _text(c, 330, y - 66, "Amount Due (CAD):", 10, BOLD)
    _text(c, right - 10, y - 66, f"${_f(total)}", 10, BOLD, True)
    y -= 120
    _text(c, left, y, "Notes / Terms", 9, BOLD)
    block = (
        "Payment by Interac e-Transfer to priya@brightpathtutoring.ca (auto-deposit on) or cheque.",
        "Sessions cancelled with less than 24 hours' notice are billed in full. HST # 81234 5678 RT0001",
    )
    _block(c, left, y - 14, block, 8.5, pitch=11)
    _centre(c, w, 36, "Thank you for choosing Bright Path Tutoring.", 8, OBLIQUE)
    return {
        "fields": _fields("27", "2026-11-30", "2026-12-14", total, tax, "CAD", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, _, a in priced],
    }


# ahbe4: an Odoo-style Factuur from a Ghent software reseller, BTW 21 %
def ahbe4(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    vendor = "Nexor Software Solutions BV"
    customer = "Boekhoudkantoor Verhaegen BV"
    violet = (0.44, 0.29, 0.5)
    rows = [
        ("[M365-BP] Microsoft 365 Business Premium (12 mnd)", "14", "264.00"),
        ("[ESET-EP] ESET PROTECT Entry, licentie 1 jaar", "14", "38.50"),
        ("[SYN-DS923] Synology DS923+ NAS", "1", "689.00"),
        ("[WD-RED8] WD Red Plus 8 TB harde schijf", "4", "219.90"),
        ("[SRV-INST] Installatie en configuratie (uur)", "6", "85.00"),
    ]
    priced = [(d, q, p, _mul(q, p)) for d, q, p in rows]
    net = _sum(a for *_, a in priced)
    tax = _pct(net, "21")
    total = net + tax
    c.setFillColorRGB(*violet)
    _text(c, left, h - 62, "nexor", 26, BOLD)
    c.setFillGray(0)
    _text(c, right, h - 52, "Uw IT-partner voor KMO's", 8.5, OBLIQUE, True)
    c.setLineWidth(0.5)
    c.line(left, h - 72, right, h - 72)
    block = (vendor, "Kortrijksesteenweg 1104", "9051 Gent", "Belgie", "BTW: BE0712.345.678")
    _block(c, left, h - 88, block, 8.5, pitch=11, first=BOLD)
    block = (customer, "Stationsstraat 52", "9300 Aalst", "Belgie", "BTW: BE0445.118.903")
    _block(c, 330, h - 130, block, 9.5, pitch=12.5)
    c.setFillColorRGB(*violet)
    _text(c, left, h - 225, "Factuur INV/2026/00481", 17)
    c.setFillGray(0)
    meta = (
        ("Factuurdatum:", "04/12/2026"),
        ("Vervaldatum:", "03/01/2027"),
        ("Bron:", "S00392"),
        ("Klantreferentie:", "PO-VH-2611"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, left + 125 * i, h - 250, k, 9, BOLD)
        _text(c, left + 125 * i, h - 263, v, 9)
    header = [
        (left, "Omschrijving", False),
        (340, "Hoeveelheid", True),
        (420, "Eenheidsprijs", True),
        (468, "Btw", True),
        (right, "Bedrag", True),
    ]
    top = h - 300
    _heads(c, header, top, 9)
    c.setLineWidth(1)
    c.line(left, top - 5, right, top - 5)
    c.setLineWidth(0.3)
    y = top - 20
    for d, q, p, a in priced:
        _row(c, header, (d, f"{_eu(Decimal(q))} Stuks", _eu(Decimal(p)), "21%", f"{_eu(a)} EUR"), y, 8.5)
        c.line(left, y - 6, right, y - 6)
        y -= 19
    c.setLineWidth(0.8)
    c.line(330, y - 6, right, y - 6)
    _pairs(
        c, 330, right, y - 20, (("Onbelast bedrag", f"{_eu(net)} EUR"), ("Btw 21%", f"{_eu(tax)} EUR")), 16
    )
    c.line(330, y - 42, right, y - 42)
    _text(c, 330, y - 56, "Totaal", 10, BOLD)
    _text(c, right, y - 56, f"{_eu(total)} EUR", 10, BOLD, True)
    y -= 100
    block = (
        "Gelieve de volgende mededeling te gebruiken voor uw betaling: +++ 071/2026/00481 +++",
        "Betalingstermijn: 30 dagen",
    )
    _block(c, left, y, block, 9, pitch=14)
    c.line(left, 60, right, 60)
    _centre(
        c,
        w,
        48,
        "+32 9 555 41 80  |  boekhouding@nexor.be  |  https://www.nexor.be  |  BTW: BE0712.345.678",
        7.5,
    )
    _centre(c, w, 38, "KBC Bank  IBAN BE68 7340 4412 8834  BIC KREDBEBB  -  RPR Gent", 7.5)
    _text(c, right, 24, "Pagina: 1 / 1", 7.5, right=True)
    return {
        "fields": _fields("INV/2026/00481", "2026-12-04", "2027-01-03", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, a in priced],
    }


# ahde5: an SAP-style invoice in English from a Ludwigshafen chemical company, intra-Community supply
def ahde5(c) -> dict:
    w, h = A4
    left, right = 57, w - 45
    vendor = "Rheinfeld Chemie AG"
    customer = "Van Dijk Coatings B.V."
    rows = [
        ("10", "100482", "Butyl acetate 98 % technical grade", "1200", "KG", "2.46", "26K0412"),
        ("20", "100917", "Methoxypropyl acetate (PMA)", "800", "KG", "3.18", "26K0377"),
        ("30", "204455", "Dispersing agent RC-DA 40", "250", "KG", "11.35", "26J1190"),
        ("40", "204460", "Wetting additive RC-WA 12", "75", "KG", "16.80", "26K0021"),
        ("50", "300120", "Steel drum 200 L, UN approved (deposit)", "6", "PC", "38.00", None),
    ]
    priced = [(*r, _mul(r[3], r[5])) for r in rows]
    net = _sum(r[-1] for r in priced)
    tax = Decimal("0.00")
    total = net + tax
    c.setFillColorRGB(0.0, 0.32, 0.6)
    c.setLineWidth(2)
    c.setStrokeColorRGB(0.0, 0.32, 0.6)
    path = c.beginPath()
    for k, (dx, dy) in enumerate(((0, 14), (12, 7), (12, -7), (0, -14), (-12, -7), (-12, 7))):
        (path.lineTo if k else path.moveTo)(right - 140 + dx, h - 56 + dy)
    path.close()
    c.drawPath(path, stroke=1, fill=0)
    _text(c, right, h - 62, "RHEINFELD", 18, BOLD, True)
    c.setFillGray(0)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    _text(c, right, h - 76, "CHEMIE AG", 8, BOLD, True)
    _text(c, left, h - 128, "Rheinfeld Chemie AG - Postfach 10 22 40 - 67012 Ludwigshafen - Germany", 6.5)
    c.line(left, h - 131, left + 250, h - 131)
    block = (customer, "Purchasing Department", "Industrieweg 42", "3044 AS ROTTERDAM", "NETHERLANDS")
    _block(c, left, h - 146, block, 9.5, pitch=12.5)
    _text(c, 330, h - 120, "INVOICE", 14, BOLD)
    meta = (
        ("Invoice number", "9041187733"),
        ("Date", "02.12.2026"),
        ("Customer number", "204417"),
        ("Page", "1 of 1"),
    )
    _pairs(c, 330, right, h - 136, meta, pitch=12)
    _text(c, 330, h - 192, "Our reference", 8.5, BOLD)
    ours = (
        ("Sales order", "1120448 / 17.11.2026"),
        ("Delivery", "80077121 / 01.12.2026"),
        ("Contact", "Anna Weber, +49 621 555-4471"),
    )
    _pairs(c, 330, right, h - 204, ours, pitch=11)
    _text(c, 330, h - 244, "Your order", 8.5, BOLD)
    yours = (("Order number", "4500981123"), ("Order date", "16.11.2026"), ("Your VAT ID", "NL812345678B01"))
    _pairs(c, 330, right, h - 256, yours, pitch=11)
    block = (
        "Incoterms 2020: CIP Rotterdam",
        "Terms of payment: within 30 days net, due 01.01.2027",
        "Our VAT ID: DE149876543",
    )
    _block(c, left, h - 256, block, 8.5, pitch=11)
    header = [
        (left, "Item", False),
        (left + 32, "Material", False),
        (left + 85, "Description", False),
        (370, "Quantity", True),
        (380, "Unit", False),
        (462, "Price/unit EUR", True),
        (right, "Value EUR", True),
    ]
    top = h - 310
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    _heads(c, header, top, 8.5)
    c.line(left, top - 5, right, top - 5)
    y = top - 20
    for item, mat, d, q, unit, p, batch, a in priced:
        _row(c, header, (item, mat, d, _f(Decimal(q), 0), unit, p, _f(a)), y, 8.5)
        c.setFillGray(0.35)
        sub = f"Batch {batch}  -  Delivery 80077121" if batch else "Returnable packaging, credited on return"
        _text(c, left + 85, y - 10, sub, 7)
        c.setFillGray(0)
        y -= 28
    c.line(left, y + 8, right, y + 8)
    totals = (("Total net value", _f(net)), ("VAT 0 %", _f(tax)))
    _pairs(c, 330, right, y - 8, totals, pitch=14)
    c.line(330, y - 26, right, y - 26)
    _text(c, 330, y - 40, "Final amount EUR", 9.5, BOLD)
    _text(c, right, y - 40, _f(total), 9.5, BOLD, True)
    y -= 80
    block = (
        "Tax-exempt intra-Community supply according to Art. 138 Directive 2006/112/EC.",
        "Please quote invoice number 9041187733 with your payment.",
        "Safety data sheets for all products are available at www.rheinfeld-chemie.com/sds.",
    )
    _block(c, left, y, block, 8.5, pitch=11)
    c.line(left, 78, right, 78)
    cols = (
        ("Rheinfeld Chemie AG", "Industriestrasse 120", "67063 Ludwigshafen, Germany"),
        (
            "Chairman of the Supervisory Board: Dr. H. Lenz",
            "Board: Dr. K. Brandt (CEO), M. Ossig",
            "Reg.: Ludwigshafen HRB 60211",
        ),
        ("Deutsche Bank AG Mannheim", "IBAN DE44 6707 0010 0041 8822 00", "BIC DEUTDESMXXX"),
    )
    for k, block in enumerate(cols):
        _block(c, left + 170 * k, 66, block, 6.5, pitch=8.5)
    items = [_item(d, q, p, str(a), mat) for _, mat, d, q, _, p, _, a in priced]
    return {
        "fields": _fields("9041187733", "2026-12-02", "2027-01-01", total, tax, "EUR", vendor, customer),
        "line_items": items,
    }


# ahpt6: a Porto tile maker's Fatura with ATCUD, IVA 23 %
def ahpt6(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    vendor = "Azulejaria Ribeirinha, Lda."
    customer = "Restaurante O Marinheiro, Unipessoal Lda."
    rows = [
        ("AZ-1520", "Azulejo pintado a mão 15x15, padrão Ribeira", "180", "un", "4.20", "0"),
        ("AZ-2020", "Azulejo liso branco 20x20", "240", "un", "1.65", "0"),
        ("PN-0301", "Painel decorativo 'Barco Rabelo' 90x60", "1", "un", "480.00", "10"),
        ("CM-0025", "Cimento cola flexível C2TE, saco 25 kg", "12", "sc", "14.90", "5"),
        ("SV-0100", "Assentamento e betumação (hora)", "16", "h", "22.50", "0"),
    ]
    priced = []
    for code, d, q, u, p, disc in rows:
        gross = Decimal(q) * Decimal(p)
        amount = (gross * (100 - Decimal(disc)) / 100).quantize(CENT, ROUND_HALF_UP)
        priced.append((code, d, q, u, p, disc, amount))
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "23")
    total = net + tax
    c.setFillColorRGB(0.1, 0.25, 0.6)
    for k in range(3):
        for m in range(3):
            c.rect(left + 13 * k, h - 74 + 13 * m, 11, 11, stroke=0, fill=(k + m) % 2 == 0)
    c.setStrokeColorRGB(0.1, 0.25, 0.6)
    c.rect(left, h - 74, 37, 37, stroke=1, fill=0)
    _text(c, left + 48, h - 56, vendor, 15, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0)
    block = (
        "Rua de Miragaia 87, 4050-387 Porto",
        "NIF: 509876543  |  Capital social: 25 000,00 EUR  |  C.R.C. Porto",
        "Tel.: 222 555 318  |  geral@ribeirinha.pt",
    )
    _block(c, left + 48, h - 70, block, 8, pitch=10)
    _text(c, right, h - 50, "Original", 8, OBLIQUE, True)
    c.rect(320, h - 190, right - 320, 80)
    _text(c, 328, h - 124, "Exmo.(s) Sr.(s)", 7.5)
    block = (customer, "Cais da Ribeira 22", "4050-510 Porto", "NIF: 515234876")
    _block(c, 328, h - 138, block, 9, pitch=12, first=BOLD)
    _text(c, left, h - 130, "Fatura FT 2026A/1384", 16, BOLD)
    _text(c, left, h - 146, "ATCUD: JJ3KX7PN-1384", 9)
    meta = (("Data", "03-12-2026"), ("Vencimento", "02-01-2027"), ("Cond. pagamento", "30 dias"))
    for i, (k, v) in enumerate(meta):
        _text(c, left + 85 * i, h - 172, k, 7.5, BOLD)
        _text(c, left + 85 * i, h - 184, v, 9)
    header = [
        (left + 3, "Artigo", False),
        (left + 55, "Descrição", False),
        (355, "Qtd.", True),
        (362, "Un.", False),
        (425, "Preço Unit.", True),
        (460, "Desc.%", True),
        (490, "IVA", True),
        (right - 3, "Valor", True),
    ]
    top = h - 222
    _band(c, left, top - 5, right - left, 16, (0.85, 0.89, 0.96))
    _heads(c, header, top, 8)
    y = top - 20
    for code, d, q, u, p, disc, a in priced:
        row = (code, d, q, u, _pt(Decimal(p)), _pt(Decimal(disc)), "23%", _pt(a))
        _row(c, header, row, y, 8)
        y -= 15
    c.setLineWidth(0.5)
    c.line(left, y + 8, right, y + 8)
    _text(c, left, y - 10, "Quadro resumo do IVA", 8.5, BOLD)
    vat = [(left, "Taxa", False), (160, "Incidência", True), (230, "Valor IVA", True)]
    _heads(c, vat, y - 24, 8)
    _row(c, vat, ("Normal 23%", _pt(net), _pt(tax)), y - 36, 8.5)
    totals = (("Total Ilíquido", f"{_pt(net)} EUR"), ("Total IVA", f"{_pt(tax)} EUR"))
    _pairs(c, 360, right - 3, y - 10, totals, pitch=14)
    _band(c, 360, y - 46, right - 360, 18, (0.1, 0.25, 0.6))
    c.setFillGray(1)
    _text(c, 366, y - 40, "Total (EUR)", 10, BOLD)
    _text(c, right - 3, y - 40, _pt(total), 10, BOLD, True)
    c.setFillGray(0)
    y -= 90
    block = (
        "Pagamento por transferência bancária: IBAN PT50 0035 0651 0001 2345 6783 0 (CGD).",
        "Os bens/serviços foram colocados à disposição do adquirente na data do documento.",
    )
    _block(c, left, y, block, 8.5, pitch=11)
    payload = (
        "A:509876543*B:515234876*C:PT*D:FT*E:N*F:20261203*G:FT 2026A/1384*H:JJ3KX7PN-1384*I1:PT*"
        f"I7:{net}*I8:{tax}*N:{tax}*O:{total}*Q:4nTx*R:2231"
    )
    _qr(c, payload, left, 60, 70)
    _text(c, left + 80, 80, "4nTx - Processado por programa certificado n.º 2231/AT", 7.5)
    _text(
        c,
        left + 80,
        70,
        "Azulejaria Ribeirinha, Lda. - Matriculada na C.R.C. do Porto sob o NIPC 509876543",
        7,
    )
    return {
        "fields": _fields("FT 2026A/1384", "2026-12-03", "2027-01-02", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a), code) for code, d, q, _, p, _, a in priced],
    }


# ahgr7: a Thessaloniki electrical wholesaler's Timologio Polisis in Latin letters, FPA 24 %
def ahgr7(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor = "ILEKTROTECHNIKI VOREIOU ELLADOS A.E."
    customer = "KAFE-BAR TO LIMANAKI I.K.E."
    rows = [
        ("LED-6040", "Panel LED 60x60 40W 4000K", "TEM", "12", "24.80", "0"),
        ("KAL-NYM3", "Kalodio NYM 3x1,5 mm2", "M", "200", "0.92", "10"),
        ("PRZ-SCH", "Priza sousko lefki", "TEM", "30", "3.45", "0"),
        ("DIA-C16", "Diakoptis asfaleias C16 1P", "TEM", "18", "4.60", "0"),
        ("PIN-24", "Pinakas diakoptwn 24 theseon", "TEM", "1", "68.00", "5"),
        ("SPT-GU10", "Spot GU10 7W mavro", "TEM", "24", "6.90", "0"),
    ]
    priced = []
    for code, d, u, q, p, disc in rows:
        amount = (Decimal(q) * Decimal(p) * (100 - Decimal(disc)) / 100).quantize(CENT, ROUND_HALF_UP)
        priced.append((code, d, u, q, p, disc, amount))
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "24")
    total = net + tax
    c.setFillColorRGB(0.85, 0.55, 0.0)
    path = c.beginPath()
    for k, (x, y) in enumerate(((14, 30), (2, 12), (11, 12), (6, 0), (20, 18), (11, 18))):
        (path.lineTo if k else path.moveTo)(left + x, h - 80 + y)
    path.close()
    c.drawPath(path, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 28, h - 62, vendor, 13, BOLD)
    block = (
        "Chondriko emporio ilektrologikou ylikou",
        "26is Oktovriou 54, 546 27 Thessaloniki  -  Til. 2310 555 412",
        "AFM: 094512367  -  DOY: FAE THESSALONIKIS  -  G.E.MI.: 58123404000",
    )
    _block(c, left + 28, h - 76, block, 8, pitch=10)
    c.setLineWidth(1)
    c.rect(left, h - 186, right - left, 70)
    _centre(c, w, h - 132, "TIMOLOGIO POLISIS - DELTIO APOSTOLIS", 12, BOLD)
    info = (
        ("Seira/Arithmos:", "A-1573"),
        ("Imerominia:", "04/12/2026"),
        ("Ora:", "10:42"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, left + 10 + 175 * i, h - 154, k, 8.5, BOLD)
        _text(c, left + 90 + 175 * i, h - 154, v, 9)
    _text(c, left + 10, h - 172, "MARK: 400001987654321", 8.5)
    _text(c, left + 185, h - 172, "Skopos diakinisis: Polisi", 8.5)
    _text(c, left + 360, h - 172, "Topos fortosis: Edra mas", 8.5)
    _text(c, left, h - 206, "STOICHEIA PELATI", 8.5, BOLD)
    block = (
        f"Eponymia: {customer}",
        "Epaggelma: Kafeteria - Bar",
        "Dieuthynsi: Nikis 17, 546 22 Thessaloniki",
        "AFM: 801234567  -  DOY: D' THESSALONIKIS",
    )
    _block(c, left, h - 220, block, 9, pitch=12)
    pay = (
        ("Tropos pliromis:", "Epi pistosei 30 imeron"),
        ("Liksi:", "03/01/2027"),
        ("Kodikos pelati:", "30-0872"),
    )
    for i, (k, v) in enumerate(pay):
        _text(c, 350, h - 220 - 12 * i, k, 9, BOLD)
        _text(c, 440, h - 220 - 12 * i, v, 9)
    header = [
        (left + 3, "Kodikos", False),
        (left + 62, "Perigrafi", False),
        (300, "M.M.", False),
        (365, "Posotita", True),
        (418, "Timi", True),
        (455, "Ekpt.%", True),
        (485, "FPA%", True),
        (right - 3, "Kath. Axia", True),
    ]
    top = h - 290
    c.setLineWidth(0.6)
    c.rect(left, top - 6, right - left, 17)
    _heads(c, header, top, 8)
    y = top - 22
    for code, d, u, q, p, disc, a in priced:
        _row(
            c,
            header,
            (code, d, u, _eu(Decimal(q)), _eu(Decimal(p)), _eu(Decimal(disc)), "24", _eu(a)),
            y,
            8.5,
        )
        y -= 15
    c.line(left, y + 6, right, y + 6)
    c.rect(330, y - 62, right - 330, 56)
    totals = (("Synoliki kathari axia", f"{_eu(net)} EUR"), ("FPA 24%", f"{_eu(tax)} EUR"))
    _pairs(c, 338, right - 8, y - 20, totals, pitch=14)
    _text(c, 338, y - 52, "PLIROTEO POSO", 10, BOLD)
    _text(c, right - 8, y - 52, f"{_eu(total)} EUR", 10, BOLD, True)
    block = (
        "Analysi FPA",
        f"24%:  Axia {_eu(net)}  FPA {_eu(tax)}",
        "",
        "Trapeza Peiraios IBAN GR16 0172 2250 0052 2503 8812 345",
    )
    _block(c, left, y - 20, block, 8.5, pitch=11, first=BOLD)
    y -= 120
    for k, s in enumerate(("O EKDOSAS", "O PARALAVON")):
        _text(c, left + 60 + 280 * k, y, s, 8.5, BOLD)
        c.line(left + 20 + 280 * k, y - 36, left + 180 + 280 * k, y - 36)
    _qr(
        c, "https://www1.aade.gr/tameiakes/myweb/q1.php?SIG=094512367A1573400001987654321", right - 60, 50, 60
    )
    _text(c, left, 70, "UID: 3F9A2C81D4E07B6A55C19E2B8F40D317A9C6E512", 7)
    _text(
        c, left, 60, "Ekdothike meso parochou ilektronikis timologisis - Paroxos: e-Timologio Voreia ELL", 7
    )
    return {
        "fields": _fields("A-1573", "2026-12-04", "2027-01-03", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a), code) for code, d, _, q, p, _, a in priced],
    }


# ahro8: a Brasov paper distributor's Factura fiscala, TVA 19 % per line
def ahro8(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor = "TRANSILVANIA PAPER DISTRIB S.R.L."
    customer = "CASA VERDE HORECA S.R.L."
    rows = [
        ("Prosoape hartie pliate Z, bax 20 pachete", "bax", "15", "85.50"),
        ("Hartie igienica 3 straturi, bax 8 role", "bax", "20", "47.90"),
        ("Servetele albe 33x33 cm, 500 buc", "bax", "12", "38.40"),
        ("Detergent vase concentrat 5 L", "buc", "10", "32.75"),
        ("Saci menajeri 120 L, rola 10 buc", "rola", "30", "9.20"),
        ("Dispenser prosoape Z, alb", "buc", "4", "74.00"),
    ]
    priced = [(d, u, q, p, _mul(q, p)) for d, u, q, p in rows]
    priced = [(*r, _pct(r[-1], "19")) for r in priced]
    net = _sum(r[4] for r in priced)
    tax = _sum(r[5] for r in priced)
    total = net + tax
    _text(c, left, h - 50, "Furnizor:", 8)
    block = (
        vendor,
        "Nr. ord. reg. com.: J08/1562/2006",
        "CUI: RO18273645",
        "Sediul: Str. Zizinului nr. 114, Brasov",
        "Capital social: 200 lei",
        "IBAN: RO49 BTRL 0080 1202 7766 8901",
        "Banca: Banca Transilvania, Suc. Brasov",
    )
    _block(c, left, h - 62, block, 8, pitch=10.5, first=BOLD)
    _text(c, 380, h - 50, "Cumparator:", 8)
    block = (
        customer,
        "Nr. ord. reg. com.: J32/845/2019",
        "CUI: RO40123987",
        "Sediul: Str. Nicolae Balcescu nr. 9, Sibiu",
        "Judetul: Sibiu",
        "IBAN: RO12 RNCB 0255 1401 8822 0001",
        "Banca: BCR Sibiu",
    )
    _block(c, 380, h - 62, block, 8, pitch=10.5, first=BOLD)
    c.setLineWidth(1.2)
    c.rect(215, h - 150, 150, 100)
    _centre(c, w, h - 68, "FACTURA FISCALA", 13, BOLD)
    for i, s in enumerate(
        ("Seria BVX  Nr. 004817", "Data (zi/luna/an):", "02.12.2026", "Data scadentei:", "01.01.2027")
    ):
        _centre(c, w, h - 86 - 12 * i, s, 8.5, BOLD if i in (0, 2, 4) else "Helvetica")
    _text(c, 220, h - 146, "Cota TVA: 19%", 7.5)
    _text(c, 365 - 4, h - 146, "Moneda: RON", 7.5, right=True)
    cols = [left, 62, 270, 305, 350, 420, 490, right]
    header = [
        (left + 4, "Nr.\ncrt.", False),
        (66, "Denumirea produselor\nsau a serviciilor", False),
        (287, "U.M.", False),
        (346, "Cantitatea", True),
        (416, "Pret unitar\n(fara TVA) -lei-", True),
        (486, "Valoarea\n-lei-", True),
        (right - 4, "Valoarea\nTVA -lei-", True),
    ]
    top = h - 175
    c.setLineWidth(0.6)
    c.rect(left, top - 30, right - left, 42)
    _heads(c, header, top, 7.5)
    numbers = ("0", "1", "2", "3", "4", "5 (3x4)", "6")
    for k, s in enumerate(numbers):
        _text(c, (cols[k] + cols[k + 1]) / 2 - c.stringWidth(s, "Helvetica", 7) / 2, top - 26, s, 7)
    c.line(left, top - 19, right, top - 19)
    y = top - 46
    for k, (d, u, q, p, a, t) in enumerate(priced):
        cells = (str(k + 1), d, u, q, _eu(Decimal(p)), _eu(a), _eu(t))
        _row(c, header, cells, y, 8)
        y -= 16
    bottom = y - 4
    c.rect(left, bottom, right - left, top - 30 - bottom)
    for x in cols[1:-1]:
        c.line(x, top + 12, x, bottom)
    c.rect(left, bottom - 40, right - left, 40)
    c.line(420, bottom, 420, bottom - 40)
    c.line(490, bottom, 490, bottom - 40)
    c.line(420, bottom - 20, right, bottom - 20)
    _text(c, 412, bottom - 14, "Total", 9, BOLD, True)
    _text(c, 486, bottom - 14, _eu(net), 9, BOLD, True)
    _text(c, right - 4, bottom - 14, _eu(tax), 9, BOLD, True)
    _text(c, 412, bottom - 34, "Total de plata (col. 5 + col. 6)", 9, BOLD, True)
    _text(c, right - 4, bottom - 34, _eu(total), 10, BOLD, True)
    _text(c, left + 4, bottom - 14, "Semnatura si stampila furnizorului", 7.5)
    block = (
        "Date privind expeditia:",
        "Numele delegatului: Ionescu Mihai",
        "C.I. seria BV nr. 418822",
        "Mijlocul de transport: BV-12-TPD",
        "Expedierea s-a efectuat in prezenta noastra",
        "la data de 02.12.2026 ora 09:30",
    )
    _block(c, left + 4, bottom - 56, block, 7.5, pitch=10, first=BOLD)
    _text(c, 330, bottom - 56, "Semnatura de primire", 7.5, BOLD)
    c.line(330, bottom - 96, right, bottom - 96)
    _text(
        c,
        left,
        60,
        "Factura circula fara semnatura si stampila conform art. 319 alin. (29) din Codul fiscal.",
        7,
    )
    _text(c, left, 50, "Termen de plata: 30 de zile. Penalitati de intarziere 0,1% pe zi.", 7)
    return {
        "fields": _fields("004817", "2026-12-02", "2027-01-01", total, tax, "RON", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, _, q, p, a, _ in priced],
    }


# ahza9: a Midrand catering equipment supplier's South African tax invoice, VAT 15 %
def ahza9(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor = "Highveld Catering Equipment (Pty) Ltd"
    customer = "Karoo Kitchen Bistro CC"
    rows = [
        ("GN11-65", "GN pan 1/1 stainless steel 65 mm", "24", "189.00", "0"),
        ("BLN-2L", "Commercial blender 2 L, 1500 W", "2", "3450.00", "5"),
        ("KNF-25", "Chef's knife 25 cm, NSF handle", "6", "545.50", "0"),
        ("HLG-900", "Heat lamp gantry 900 mm", "1", "5980.00", "10"),
        ("SHF-4T", "Wire shelving unit 4-tier 1200 mm", "3", "2149.99", "0"),
        ("INS-01", "Installation and commissioning", "1", "1250.00", "0"),
    ]
    priced = []
    for code, d, q, p, disc in rows:
        amount = (Decimal(q) * Decimal(p) * (100 - Decimal(disc)) / 100).quantize(CENT, ROUND_HALF_UP)
        priced.append((code, d, q, p, disc, amount))
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "15")
    total = net + tax
    red = (0.7, 0.12, 0.12)
    _band(c, 0, h - 22, w, 22, red)
    _text(c, left, h - 60, "HIGHVELD", 22, BOLD)
    _text(c, left, h - 74, "CATERING EQUIPMENT", 9, BOLD)
    block = (
        vendor,
        "Reg No: 2011/104772/07",
        "VAT Reg No: 4810261537",
        "Unit 4, Waterfall Business Park, 12 Bekker Road",
        "Midrand, 1685  |  Tel: 011 555 2031",
    )
    _block(c, left, h - 92, block, 8, pitch=10.5, first=BOLD)
    c.setFillColorRGB(*red)
    _text(c, right, h - 62, "TAX INVOICE", 20, BOLD, True)
    c.setFillGray(0)
    meta = (
        ("Invoice No:", "IN104577"),
        ("Date:", "04 December 2026"),
        ("Account:", "KAR002"),
        ("Your Ref:", "ORD-5531"),
        ("Sales Rep:", "T. Mokoena"),
        ("Due Date:", "03 January 2027"),
    )
    c.setLineWidth(0.6)
    c.rect(360, h - 174, right - 360, 90)
    _pairs(c, 368, right - 8, h - 98, meta, pitch=13)
    c.rect(left, h - 262, 250, 76)
    _text(c, left + 6, h - 198, "INVOICE TO", 8, BOLD)
    block = (customer, "14 Dorp Street", "Stellenbosch, 7600", "Customer VAT No: 4390187264")
    _block(c, left + 6, h - 212, block, 9, pitch=12)
    c.rect(305, h - 262, right - 305, 76)
    _text(c, 311, h - 198, "DELIVER TO", 8, BOLD)
    block = ("Karoo Kitchen Bistro", "Kitchen entrance, 14 Dorp Street", "Stellenbosch, 7600")
    _block(c, 311, h - 212, block, 9, pitch=12)
    header = [
        (left + 4, "Code", False),
        (left + 62, "Description", False),
        (355, "Qty", True),
        (420, "Excl. Price", True),
        (460, "Disc %", True),
        (right - 4, "Excl. Total", True),
    ]
    top = h - 290
    _band(c, left, top - 5, right - left, 16, red)
    c.setFillGray(1)
    _heads(c, header, top, 8.5)
    c.setFillGray(0)
    y = top - 22
    for code, d, q, p, disc, a in priced:
        _row(c, header, (code, d, q, _za(Decimal(p)), f"{Decimal(disc):.2f}", _za(a)), y, 8.5)
        y -= 16
    c.line(left, y + 8, right, y + 8)
    totals = (
        ("Total Exclusive", f"R {_za(net)}"),
        ("Total VAT @ 15%", f"R {_za(tax)}"),
    )
    _pairs(c, 370, right - 4, y - 10, totals, pitch=15)
    _band(c, 365, y - 48, right - 365, 20, (0.9, 0.9, 0.9))
    _text(c, 370, y - 41, "Total Inclusive", 10, BOLD)
    _text(c, right - 4, y - 41, f"R {_za(total)}", 10, BOLD, True)
    block = (
        "Banking Details",
        "First National Bank - Business",
        "Account: 62845190273",
        "Branch code: 250655",
        "Reference: IN104577",
    )
    _block(c, left, y - 10, block, 8.5, pitch=11, first=BOLD)
    y -= 110
    block = (
        "Terms: 30 days from date of invoice. Goods remain the property of Highveld Catering Equipment (Pty) Ltd",
        "until paid in full. Warranty claims must be logged within 12 months. E&OE.",
    )
    _block(c, left, y, block, 7.5, pitch=10)
    _text(c, left, y - 40, "Received in good order by: ______________________   Date: ____________", 8.5)
    _band(c, 0, 0, w, 14, red)
    return {
        "fields": _fields("IN104577", "2026-12-04", "2027-01-03", total, tax, "ZAR", vendor, customer),
        "line_items": [_item(d, q, p, str(a), code) for code, d, q, p, _, a in priced],
    }


IN_ROWS = (
    ("Corrugated box 5-ply 450x300x300 mm", "48191010", "2500", "Nos", "28.60"),
    ("Printed laminated pouch 500 g", "39232990", "12000", "Nos", "2.35"),
    ("BOPP tape 48 mm x 65 m, brown", "39191000", "600", "Nos", "31.50"),
    ("Stretch wrap film 23 micron", "39201012", "150.5", "Kgs", "168.75"),
)


def _in_head(c, left: float, right: float, h: float, vendor: str, customer: str) -> None:
    """The Indian invoice's upper half: seller, buyer and the grid of order and dispatch details."""
    mid = 300
    c.setLineWidth(0.7)
    c.rect(left, h - 300, right - left, 240)
    c.line(mid, h - 60, mid, h - 300)
    c.line(left, h - 140, mid, h - 140)
    c.line(left, h - 220, mid, h - 220)
    block = (
        vendor,
        "Plot No. B-14, MIDC Chakan Phase II",
        "Pune - 410501, Maharashtra",
        "GSTIN/UIN: 27AAHCS4821K1Z3",
        "State Name : Maharashtra, Code : 27",
        "E-Mail : accounts@shreeganeshpack.in",
    )
    _block(c, left + 4, h - 72, block, 7.5, pitch=10.5, first=BOLD)
    for top, title in ((h - 140, "Consignee (Ship to)"), (h - 220, "Buyer (Bill to)")):
        lines = (
            customer,
            "Gat No. 412, Dindori Road, Mohadi",
            "Nashik - 422207",
            "GSTIN/UIN : 27AAJFS7719M1ZP",
            "State Name : Maharashtra, Code : 27",
        )
        _text(c, left + 4, top - 11, title, 7)
        _block(c, left + 4, top - 23, lines, 7.5, pitch=10.5, first=BOLD)
    grid = (
        ("Invoice No.", "SGP/26-27/0419", "Dated", "5-Dec-2026"),
        ("Delivery Note", "DN/0419", "Mode/Terms of Payment", "30 Days"),
        ("Buyer's Order No.", "SFB/PO/2611-07", "Dated", "21-Nov-2026"),
        ("Dispatch Doc No.", "LR 77182", "Delivery Note Date", "5-Dec-2026"),
        ("Dispatched through", "Shree Sai Roadways", "Destination", "Nashik"),
        ("Vehicle No.", "MH 14 KA 4471", "Terms of Delivery", "Door delivery"),
    )
    cell = 40
    for i, (k1, v1, k2, v2) in enumerate(grid):
        y = h - 60 - cell * i
        c.line(mid, y - cell, right, y - cell)
        c.line((mid + right) / 2, y, (mid + right) / 2, y - cell)
        for x, k, v in ((mid + 4, k1, v1), ((mid + right) / 2 + 4, k2, v2)):
            _text(c, x, y - 12, k, 7)
            _text(c, x, y - 26, v, 8, BOLD)


# ahin10: a Pune packaging maker's GST tax invoice in the Tally manner, CGST 9 % + SGST 9 %
def ahin10(c) -> dict:
    w, h = A4
    left, right = 30, w - 30
    vendor = "Shree Ganesh Packaging Industries Pvt. Ltd."
    customer = "Sahyadri Foods & Beverages LLP"
    priced = [(d, hsn, q, u, p, _mul(q, p)) for d, hsn, q, u, p in IN_ROWS]
    net = _sum(r[-1] for r in priced)
    cgst = _pct(net, "9")
    sgst = _pct(net, "9")
    tax = cgst + sgst
    exact = net + tax
    total = exact.quantize(Decimal(1), ROUND_HALF_UP)
    round_off = total - exact
    _centre(c, w, h - 40, "TAX INVOICE", 12, BOLD)
    _text(c, right, h - 40, "(ORIGINAL FOR RECIPIENT)", 7, OBLIQUE, True)
    _in_head(c, left, right, h, vendor, customer)
    cols = [left, 55, 275, 335, 400, 460, 490, right]
    header = [
        (left + 3, "Sl\nNo.", False),
        (59, "Description of Goods", False),
        (279, "HSN/SAC", False),
        (396, "Quantity", True),
        (456, "Rate", True),
        (463, "per", False),
        (right - 3, "Amount", True),
    ]
    top = h - 300
    c.line(left, top - 24, right, top - 24)
    _heads(c, header, top - 10, 7.5)
    y = top - 38
    for k, (d, hsn, q, u, p, a) in enumerate(priced):
        qty = f"{_inr(q)[:-3]} {u}" if u == "Nos" else f"{Decimal(q):.3f} {u}"
        _row(c, header, (str(k + 1), "", hsn, qty, p, u, _inr(a)), y, 8)
        _text(c, 59, y, d, 8, BOLD)
        y -= 14
    c.line(490, y + 4, right, y + 4)
    _text(c, right - 3, y - 6, _inr(net), 8, right=True)
    y -= 22
    for name, value in (
        ("CGST @ 9%", _inr(cgst)),
        ("SGST @ 9%", _inr(sgst)),
        ("ROUND OFF", f"(-){-round_off}" if round_off < 0 else str(round_off)),
    ):
        _text(c, 270, y, name, 8, "Helvetica-BoldOblique", True)
        _text(c, 456, y, "9 %" if name.endswith("9%") else "", 8, right=True)
        _text(c, right - 3, y, value, 8, BOLD, True)
        y -= 13
    bottom = y - 4
    for x in cols[1:-1]:
        c.line(x, top, x, bottom - 18)
    c.line(left, bottom, right, bottom)
    c.line(left, bottom - 18, right, bottom - 18)
    c.line(left, top, left, bottom - 18)
    c.line(right, top, right, bottom - 18)
    _text(c, 270, bottom - 12, "Total", 8.5, BOLD, True)
    _text(c, right - 3, bottom - 12, f"Rs. {_inr(total)}", 8.5, BOLD, True)
    y = bottom - 30
    _text(c, left + 3, y, "Amount Chargeable (in words)", 7)
    _text(c, right - 3, y, "E. & O.E", 7, OBLIQUE, True)
    _text(c, left + 3, y - 11, f"Indian Rupees {_words_inr(int(total))} Only", 8.5, BOLD)
    y -= 30
    hsn = [
        (left + 3, "HSN/SAC", False),
        (175, "Taxable\nValue", True),
        (235, "Central Tax\nRate", True),
        (310, "Central Tax\nAmount", True),
        (375, "State Tax\nRate", True),
        (450, "State Tax\nAmount", True),
        (right - 3, "Total\nTax Amount", True),
    ]
    c.line(left, y + 4, right, y + 4)
    _heads(c, hsn, y - 6, 7)
    y -= 28
    for d, code, q, u, p, a in priced:
        ct = _pct(a, "9")
        _row(c, hsn, (code, _inr(a), "9%", _inr(ct), "9%", _inr(ct), _inr(ct * 2)), y, 7.5)
        y -= 11
    row = ("Total", _inr(net), "", _inr(cgst), "", _inr(sgst), _inr(tax))
    _row(c, hsn, row, y - 2, 7.5, BOLD)
    c.line(left, y + 8, right, y + 8)
    c.line(left, y - 6, right, y - 6)
    _text(
        c,
        left + 3,
        y - 18,
        f"Tax Amount (in words) : Indian Rupees {_words_inr(int(tax))} and "
        f"{_below_100(int(tax % 1 * 100))} paise Only",
        7.5,
        BOLD,
    )
    y -= 40
    block = (
        "Company's Bank Details",
        "Bank Name : HDFC Bank Ltd.",
        "A/c No. : 50200031884412",
        "Branch & IFS Code : Chakan & HDFC0001822",
    )
    _block(c, 300, y, block, 7.5, pitch=10, first=BOLD)
    block = (
        "Declaration",
        "We declare that this invoice shows the actual price of",
        "the goods described and that all particulars are true",
        "and correct.",
    )
    _block(c, left + 3, y, block, 7.5, pitch=10, first=BOLD)
    _text(c, right - 3, y - 52, f"for {vendor}", 7.5, BOLD, True)
    _text(c, right - 3, y - 86, "Authorised Signatory", 7.5, right=True)
    c.rect(left, y - 94, right - left, 106)
    _centre(c, w, y - 108, "SUBJECT TO PUNE JURISDICTION", 7)
    _centre(c, w, y - 118, "This is a Computer Generated Invoice", 7)
    return {
        "fields": _fields("SGP/26-27/0419", "2026-12-05", None, f"{total}.00", tax, "INR", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, _, q, _, p, a in priced],
    }


LAYOUTS = {
    "ahnz1": (ahnz1, A4),
    "ahus2": (ahus2, letter),
    "ahca3": (ahca3, letter),
    "ahbe4": (ahbe4, A4),
    "ahde5": (ahde5, A4),
    "ahpt6": (ahpt6, A4),
    "ahgr7": (ahgr7, A4),
    "ahro8": (ahro8, A4),
    "ahza9": (ahza9, A4),
    "ahin10": (ahin10, A4),
}
SCANNED = ("ahnz1", "ahde5", "ahgr7", "ahza9")
