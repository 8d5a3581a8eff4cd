"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py, as small
businesses and service firms in English-speaking countries print them from their invoicing tools: a Nashville
photographer's FreshBooks-style invoice ("Amount Due (USD)" above the table, keys above values), a Hamilton
pest control firm's Wave-style invoice (HST 13 %, "Amount Due (CAD)" in a grey band), a Brisbane electrician's
Invoice Ninja-style tax invoice (product keys in an "Item" column, GST 10 %, ABN, BSB), a Seattle software
firm's Stripe-style invoice ("$825.42 USD due December 1, 2026", Washington sales tax), a Somerset
woodworker's PayPal-style invoice (GBP, not VAT registered, shipping, a "Pay Now" button), a Manhattan
bakery's Square-style catering invoice (centred, a deposit taken off the total), a Vancouver digital agency's
Harvest-style invoice of 32 time entries over two pages (hours as quantities, GST 5 %, the totals on page 2),
a Chicago hotel's guest folio (a room charge and a room tax posted each night, incidentals, a card payment, a
balance of 0.00), a Manchester telecoms provider's business bill (account and bill numbers, a summary of
charges, VAT 20 %, Direct Debit) and a Singapore IT services firm's tax invoice (UEN, GST 9 %, a PayNow QR
code). Four of them (the FreshBooks, Invoice Ninja, hotel folio and telecoms pages) are also written as scans.

What the values say where a page leaves a choice: a line's amount is its net, before tax; quantities are as
printed (the Harvest page's hours with two decimals, "3.50"). The Square page's total is its "Total", not the
"Amount due" left once the deposit is taken off, and its date the "Invoice date" (not the service date); the
PayPal page's total includes the shipping, which is not a line item. The hotel folio's number is its folio
number, its date the folio date printed (the day of departure), its customer the guest; its total is the total
charges (room, incidentals and tax), its tax the "Room & Occupancy Tax" total of its summary (the sum of the
nightly tax postings); its line items are the charge postings other than the tax postings, each with its
description and amount only (a folio prints no quantity or unit price); the payment is no line item. The
telecoms bill's number is the bill number (not the account number), its due date the day the Direct Debit is
taken, its total the "Total this bill" with VAT (no balance is brought forward); its line items are the
charges in detail. The Stripe page has no document date other than its "Date of issue"; the Harvest page's
customer is its "Invoice For" and the Invoice Ninja page's item ids are its "Item" keys.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _qr, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
CENT = Decimal("0.01")


def _mul(quantity: str, price: str) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to the cent."""
    return (Decimal(quantity) * Decimal(price)).quantize(CENT, ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to the cent."""
    return (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)


def _m(value, sym: str = "") -> str:
    """An amount as printed in these countries: 1,234.50, with ``sym`` before it (and a minus before that)."""
    d = Decimal(value)
    return f"{'-' if d < 0 else ''}{sym}{abs(d):,.2f}"


def _priced(rows) -> list[tuple]:
    """Rows whose last two cells are a quantity and a unit price, each with its amount added."""
    return [(*r, str(_mul(r[-2], r[-1]))) for r in rows]


def _total(rows) -> Decimal:
    return sum((Decimal(r[-1]) for r in rows), Decimal(0))


def _rgb(c, rgb) -> None:
    c.setFillColorRGB(*rgb)


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


# wus1: a Nashville photographer's FreshBooks-style invoice
def wus1(c) -> dict:
    w, h = letter
    left, right = 48, w - 48
    blue = (0.0, 0.45, 0.8)
    vendor = "Magnolia Frame Photography LLC"
    _rgb(c, blue)
    c.circle(left + 24, h - 70, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * left + 48, h - 76, "MF", 16, BOLD)
    c.setFillGray(0)
    _text(c, left + 60, h - 66, vendor, 14, BOLD)
    c.setFillGray(0.4)
    _text(c, left + 60, h - 80, "Portrait  ·  Event  ·  Commercial", 8)
    c.setFillGray(0)
    block = (
        "1120 Belmont Blvd, Suite 4",
        "Nashville, TN 37212",
        "(615) 555-0193",
        "hello@magnoliaframe.com",
        "Sales Tax ID 1002-884213",
    )
    _block(c, right, h - 56, block, 8.5, pitch=11, right=True)
    _text(c, left, h - 150, "Invoice", 34, BOLD)
    rows = _priced(
        [
            ("Event coverage, Fall Gala (hours)", "5", "175.00"),
            ("Second shooter (hours)", "5", "85.00"),
            ("Edited high-resolution images", "120", "4.50"),
            ("Online gallery hosting, 12 months", "1", "60.00"),
            ("Fine art print 11x14, matted", "3", "42.00"),
        ]
    )
    subtotal = _total(rows)
    tax = _pct(subtotal, "9.25")
    total = subtotal + tax

    def key(x, y, k, v, r=False, size=9.5):
        c.setFillGray(0.45)
        _text(c, x, y, k, 8, BOLD, r)
        c.setFillGray(0)
        _text(c, x, y - 14, v, size, right=r)

    c.setFillGray(0.45)
    _text(c, left, h - 190, "Billed To", 8, BOLD)
    c.setFillGray(0)
    customer = "Bellmont Event Co."
    _block(
        c, left, h - 204, (customer, "Attn: Jenna Morales", "2400 West End Ave", "Nashville, TN 37203"), 9.5
    )
    key(220, h - 190, "Date of Issue", "Nov 6, 2026")
    key(220, h - 226, "Due Date", "Dec 6, 2026")
    key(340, h - 190, "Invoice Number", "0000148")
    key(340, h - 226, "Reference", "Fall Gala 2026")
    c.setFillGray(0.45)
    _text(c, right, h - 190, "Amount Due (USD)", 8, BOLD, True)
    c.setFillGray(0)
    _text(c, right, h - 222, _m(total, "$"), 24, BOLD, True)
    _rgb(c, blue)
    c.rect(left, h - 276, right - left, 3, stroke=0, fill=1)
    header = [
        (left, "Description", False),
        (380, "Rate", True),
        (450, "Qty", True),
        (right, "Line Total", True),
    ]
    _rgb(c, blue)
    for x, t, r in header:
        _text(c, x, h - 296, t, 8.5, BOLD, r)
    c.setFillGray(0)
    c.setStrokeGray(0.8)
    c.setLineWidth(0.5)
    y = h - 324
    for d, q, u, a in rows:
        for (x, _, r), s in zip(header, (d, _m(u, "$"), q, _m(a, "$"))):
            _text(c, x, y, s, 9.5, right=r)
        c.line(left, y - 12, right, y - 12)
        y -= 30
    y -= 14
    totals = (
        ("Subtotal", _m(subtotal)),
        ("Tax (9.25%)", _m(tax)),
        ("Total", _m(total)),
        ("Amount Paid", "0.00"),
    )
    _pairs(c, 380, right, y, totals, pitch=16)
    c.setStrokeColorRGB(*blue)
    c.line(380, y - 58, right, y - 58)
    _text(c, 380, y - 78, "Amount Due (USD)", 9.5, BOLD)
    _text(c, right, y - 78, _m(total, "$"), 12, BOLD, True)
    c.setFillGray(0.45)
    _text(c, left, y, "Notes", 8, BOLD)
    c.setFillGray(0)
    notes = (
        "Thank you for choosing Magnolia Frame! Your gallery link",
        "stays active for 12 months from delivery.",
    )
    _block(c, left, y - 14, notes, 8.5, pitch=11)
    c.setFillGray(0.45)
    _text(c, left, y - 52, "Terms", 8, BOLD)
    c.setFillGray(0)
    terms = ("Payment due within 30 days. Pay online by card or ACH", "through the FreshBooks client portal.")
    _block(c, left, y - 66, terms, 8.5, pitch=11)
    c.setFillGray(0.5)
    _centre(c, w, 40, "Magnolia Frame Photography LLC  ·  magnoliaframe.com", 7.5)
    c.setFillGray(0)
    return {
        "fields": _fields("0000148", "2026-11-06", "2026-12-06", total, tax, "USD", vendor, customer),
        "line_items": [_item(d, q, u, a) for d, q, u, a in rows],
    }


# wca2: a Hamilton pest control firm's Wave-style invoice
def wca2(c) -> dict:
    w, h = letter
    left, right = 44, w - 44
    plum = (0.36, 0.22, 0.55)
    vendor = "Northbank Pest Control Inc."
    _rgb(c, plum)
    c.rect(left, h - 104, 64, 64, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 10, h - 70, "NB", 22, BOLD)
    _text(c, left + 10, h - 86, "PEST", 8, BOLD)
    c.setFillGray(0)
    _text(c, right, h - 64, "INVOICE", 26, "Helvetica", True)
    block = (
        vendor,
        "455 Barton St E, Unit 7",
        "Hamilton, Ontario L8L 2Y3",
        "Canada",
        "Phone: (905) 555-0177",
        "www.northbankpest.ca",
    )
    _block(c, right, h - 82, block, 8.5, pitch=11, first=BOLD, right=True)
    c.setStrokeGray(0.8)
    c.line(left, h - 160, right, h - 160)
    c.setFillGray(0.45)
    _text(c, left, h - 182, "BILL TO", 8, BOLD)
    c.setFillGray(0)
    customer = "Grafton Street Bakery Ltd."
    bill = (customer, "Attn: Omar Haddad", "212 Grafton St", "Hamilton, Ontario L8L 4R2", "(905) 555-0140")
    _block(c, left, h - 196, bill, 9, pitch=12, first=BOLD)
    rows = _priced(
        [
            ("Quarterly rodent control service", "1", "185.00"),
            ("Bait station refill", "8", "12.50"),
            ("Insect monitoring traps", "12", "3.75"),
            ("Exclusion sealing, labour (hours)", "2.5", "68.00"),
            ("Service report and audit binder", "1", "35.00"),
        ]
    )
    subtotal = _total(rows)
    tax = _pct(subtotal, "13")
    total = subtotal + tax
    keys = (
        ("Invoice Number:", "INV-0392"),
        ("P.O./S.O. Number:", "GSB-118"),
        ("Invoice Date:", "November 12, 2026"),
        ("Payment Due:", "December 12, 2026"),
    )
    for i, (k, v) in enumerate(keys):
        _text(c, 470, h - 182 - 15 * i, k, 9, BOLD, True)
        _text(c, 478, h - 182 - 15 * i, v, 9)
    c.setFillGray(0.92)
    c.rect(330, h - 251, right - 330, 18, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 470, h - 245, "Amount Due (CAD):", 9, BOLD, True)
    _text(c, 478, h - 245, _m(total, "$"), 9, BOLD)
    top = h - 290
    _rgb(c, plum)
    c.rect(left, top - 6, right - left, 20, stroke=0, fill=1)
    c.setFillGray(1)
    header = [
        (left + 10, "Items", False),
        (380, "Quantity", True),
        (460, "Price", True),
        (right - 10, "Amount", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 9, BOLD, r)
    c.setFillGray(0)
    y = top - 28
    for d, q, u, a in rows:
        for (x, _, r), s in zip(header, (d, q, _m(u, "$"), _m(a, "$"))):
            _text(c, x, y, s, 9, BOLD if x == left + 10 else "Helvetica", r)
        c.line(left, y - 10, right, y - 10)
        y -= 26
    y -= 12
    _pairs(c, 380, right - 10, y, (("Subtotal:", _m(subtotal, "$")), ("HST 13%:", _m(tax, "$"))), pitch=16)
    c.line(380, y - 24, right, y - 24)
    _text(c, 380, y - 40, "Total:", 9, BOLD)
    _text(c, right - 10, y - 40, _m(total, "$"), 9, BOLD, True)
    c.line(380, y - 48, right, y - 48)
    _text(c, 380, y - 64, "Amount Due (CAD):", 9, BOLD)
    _text(c, right - 10, y - 64, _m(total, "$"), 9, BOLD, True)
    y -= 110
    _text(c, left, y, "Notes / Terms", 9, BOLD)
    notes = (
        "Payment by Interac e-Transfer to accounts@northbankpest.ca or by cheque payable to Northbank Pest",
        "Control Inc. Next scheduled service: February 2027. HST # 78123 4567 RT0001",
    )
    _block(c, left, y - 14, notes, 8.5, pitch=11)
    c.setFillGray(0.55)
    _centre(c, w, 36, "Powered by Wave", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("INV-0392", "2026-11-12", "2026-12-12", total, tax, "CAD", vendor, customer),
        "line_items": [_item(d, q, u, a) for d, q, u, a in rows],
    }


# wau3: a Brisbane electrician's Invoice Ninja-style tax invoice
def wau3(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    teal = (0.0, 0.55, 0.55)
    vendor = "Sparkrite Electrical Pty Ltd"
    _rgb(c, teal)
    c.rect(0, h - 120, w, 120, stroke=0, fill=1)
    c.setFillGray(1)
    p = c.beginPath()
    p.moveTo(left + 18, h - 34)
    p.lineTo(left + 4, h - 62)
    p.lineTo(left + 16, h - 62)
    p.lineTo(left + 10, h - 88)
    p.lineTo(left + 30, h - 54)
    p.lineTo(left + 18, h - 54)
    p.lineTo(left + 26, h - 34)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    _text(c, left + 42, h - 60, "SPARKRITE", 20, BOLD)
    _text(c, left + 42, h - 74, "ELECTRICAL", 9, BOLD)
    block = (vendor, "ABN 53 614 287 903", "Electrical Contractor Licence 78412")
    _block(c, 250, h - 46, block, 8, pitch=11)
    block = ("3/41 Commercial Rd", "Newstead QLD 4006", "07 5550 1842", "accounts@sparkrite.com.au")
    _block(c, 420, h - 46, block, 8, pitch=11)
    c.setFillGray(0)
    _text(c, left, h - 160, "TAX INVOICE", 20, BOLD)
    customer = "Paddington Physio Clinic Pty Ltd"
    _block(
        c,
        left,
        h - 190,
        (
            customer,
            "18 Given Tce",
            "Paddington QLD 4064",
            "ABN 71 209 554 316",
            "reception@paddophysio.com.au",
        ),
        9,
        pitch=12,
        first=BOLD,
    )
    rows = _priced(
        [
            ("LAB-STD", "Electrician labour, standard rate (hrs)", "6.5", "98.00"),
            ("LAB-APP", "Apprentice labour (hrs)", "6.5", "55.00"),
            ("LED-DL10", "LED downlight 10W tri-colour", "14", "28.50"),
            ("GPO-USB", "Double power point with USB-C", "6", "46.00"),
            ("RCBO-20", "RCBO 20A 30mA safety switch", "3", "72.00"),
            ("CALL-OUT", "Call-out fee", "1", "85.00"),
        ]
    )
    subtotal = _total(rows)
    tax = _pct(subtotal, "10")
    total = subtotal + tax
    keys = (
        ("Invoice Number", "SE-0217"),
        ("PO Number", "PPC-2611"),
        ("Invoice Date", "14/11/2026"),
        ("Due Date", "28/11/2026"),
    )
    c.setFillGray(0.95)
    c.rect(330, h - 262, right - 330, 96, stroke=0, fill=1)
    c.setFillGray(0)
    for i, (k, v) in enumerate(keys):
        _text(c, 340, h - 182 - 16 * i, k, 9, BOLD)
        _text(c, right - 10, h - 182 - 16 * i, v, 9, right=True)
    _rgb(c, teal)
    _text(c, 340, h - 252, "Balance Due", 10, BOLD)
    _text(c, right - 10, h - 252, "AUD " + _m(total, "$"), 10, BOLD, True)
    top = h - 300
    c.rect(left, top - 6, right - left, 20, stroke=0, fill=1)
    c.setFillGray(1)
    header = [
        (left + 6, "Item", False),
        (112, "Description", False),
        (400, "Unit Cost", True),
        (460, "Quantity", True),
        (right - 6, "Line Total", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 9, BOLD, r)
    c.setFillGray(0)
    y = top - 26
    for i, (k, d, q, u, a) in enumerate(rows):
        if i % 2:
            c.setFillGray(0.95)
            c.rect(left, y - 7, right - left, 20, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, r), s in zip(header, (k, d, _m(u, "$"), q, _m(a, "$"))):
            _text(c, x, y, s, 9, right=r)
        y -= 20
    y -= 20
    totals = (("Subtotal", _m(subtotal, "$")), ("GST 10%", _m(tax, "$")), ("Total", _m(total, "$")))
    _pairs(c, 380, right - 6, y, totals + (("Paid to Date", "$0.00"),), pitch=16)
    _rgb(c, teal)
    c.rect(370, y - 80, right - 370, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 380, y - 74, "Balance Due", 10, BOLD)
    _text(c, right - 6, y - 74, "AUD " + _m(total, "$"), 10, BOLD, True)
    c.setFillGray(0)
    _text(c, left, y, "Terms", 9, BOLD)
    _block(
        c,
        left,
        y - 14,
        ("Payment within 14 days of invoice date.", "Certificate of Test issued on payment."),
        8.5,
    )
    _text(c, left, y - 56, "Payment Details", 9, BOLD)
    bank = (
        "Commonwealth Bank",
        "Account name: Sparkrite Electrical Pty Ltd",
        "BSB 064-118  Account 1048 7732",
    )
    _block(c, left, y - 70, bank + ("Reference: SE-0217",), 8.5)
    c.setStrokeGray(0.7)
    c.line(left, 60, right, 60)
    c.setFillGray(0.4)
    _text(c, left, 48, "Sparkrite Electrical Pty Ltd  ·  ABN 53 614 287 903  ·  sparkrite.com.au", 7.5)
    _text(c, right, 48, "Page 1/1", 7.5, right=True)
    c.setFillGray(0)
    return {
        "fields": _fields("SE-0217", "2026-11-14", "2026-11-28", total, tax, "AUD", vendor, customer),
        "line_items": [_item(d, q, u, a, k) for k, d, q, u, a in rows],
    }


# wus4: a Seattle software firm's Stripe-style invoice
def wus4(c) -> dict:
    w, h = letter
    left, right = 54, w - 54
    purple = (0.39, 0.36, 0.98)
    vendor = "Tallyfield Software, Inc."
    customer = "Orchard Lane Veterinary Group"
    _text(c, left, h - 70, "Invoice", 20, BOLD)
    _rgb(c, purple)
    c.roundRect(right - 34, h - 80, 34, 34, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, right - 26, h - 70, "Tf", 15, BOLD)
    c.setFillGray(0)
    keys = (
        ("Invoice number", "A7F3C2D1-0007"),
        ("Date of issue", "November 1, 2026"),
        ("Date due", "December 1, 2026"),
    )
    for i, (k, v) in enumerate(keys):
        _text(c, left, h - 104 - 14 * i, k, 9, BOLD)
        _text(c, left + 100, h - 104 - 14 * i, v, 9)
    block = (
        vendor,
        "1201 Western Ave, Suite 900",
        "Seattle, Washington 98101",
        "United States",
        "+1 206-555-0150",
    )
    _block(c, left, h - 170, block + ("billing@tallyfield.io",), 9, pitch=12, first=BOLD)
    _text(c, 260, h - 170, "Bill to", 9, BOLD)
    block = (
        customer,
        "5530 NE 4th Plain Blvd",
        "Vancouver, Washington 98661",
        "United States",
        "ap@orchardlanevet.com",
    )
    _block(c, 260, h - 182, block, 9, pitch=12)
    rows = _priced(
        [
            ("Tallyfield Team plan (per seat)", "12", "39.00"),
            ("Extra storage, 100 GB", "2", "15.00"),
            ("Onboarding session (one-time)", "1", "250.00"),
        ]
    )
    subtotal = _total(rows)
    tax = _pct(subtotal, "10.35")
    total = subtotal + tax
    _text(c, left, h - 280, f"{_m(total, '$')} USD due December 1, 2026", 17, BOLD)
    _rgb(c, purple)
    _text(c, left, h - 300, "Pay online", 9.5)
    c.setStrokeColorRGB(*purple)
    c.line(left, h - 302, left + c.stringWidth("Pay online", "Helvetica", 9.5), h - 302)
    c.setFillGray(0)
    _text(c, left, h - 330, "Thank you for your business. Billing period: Nov 1 - Nov 30, 2026.", 9)
    header = [
        (left, "Description", False),
        (350, "Qty", True),
        (440, "Unit price", True),
        (right, "Amount", True),
    ]
    c.setFillGray(0.45)
    for x, t, r in header:
        _text(c, x, h - 370, t, 8, right=r)
    c.setFillGray(0)
    c.setStrokeGray(0.2)
    c.setLineWidth(0.6)
    c.line(left, h - 376, right, h - 376)
    y = h - 394
    c.setStrokeGray(0.85)
    for d, q, u, a in rows:
        for (x, _, r), s in zip(header, (d, q, _m(u, "$"), _m(a, "$"))):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 9, right, y - 9)
        y -= 24
    x0 = 300
    lines = (
        ("Subtotal", _m(subtotal, "$")),
        ("Total excluding tax", _m(subtotal, "$")),
        (f"Sales tax - Washington (10.35% on {_m(subtotal, '$')})", _m(tax, "$")),
        ("Total", _m(total, "$")),
        ("Amount due", f"{_m(total, '$')} USD"),
    )
    y -= 8
    for i, (k, v) in enumerate(lines):
        font = BOLD if k == "Amount due" else "Helvetica"
        _text(c, x0, y, k, 9, font)
        _text(c, right, y, v, 9, font, True)
        c.line(x0, y - 7, right, y - 7)
        y -= 20
    c.setStrokeGray(0.85)
    c.line(left, 66, right, 66)
    c.setFillGray(0.45)
    _text(c, left, 52, f"A7F3C2D1-0007  ·  {_m(total, '$')} USD due December 1, 2026", 8)
    _text(c, right, 52, "Page 1 of 1", 8, right=True)
    c.setFillGray(0)
    return {
        "fields": _fields("A7F3C2D1-0007", "2026-11-01", "2026-12-01", total, tax, "USD", vendor, customer),
        "line_items": [_item(d, q, u, a) for d, q, u, a in rows],
    }


# wuk5: a Somerset woodworker's PayPal-style invoice in GBP
def wuk5(c) -> dict:
    w, h = A4
    left, right = 44, w - 44
    navy, blue = (0.0, 0.19, 0.53), (0.0, 0.44, 0.73)
    vendor = "Hollow Oak Woodcraft"
    customer = "The Mill House Cafe Ltd"
    c.setFillColorRGB(0.45, 0.3, 0.15)
    c.circle(left + 20, h - 62, 20, stroke=0, fill=1)
    c.setFillColorRGB(0.3, 0.55, 0.25)
    c.circle(left + 20, h - 56, 11, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 50, h - 58, vendor, 15, BOLD)
    block = (
        "Unit 2, Whatcombe Yard",
        "Frome, Somerset BA11 3AB",
        "07700 900418",
        "tom@hollowoakwoodcraft.co.uk",
    )
    _block(c, left + 50, h - 72, block, 8.5, pitch=11)
    c.setFillColorRGB(0.55, 0.55, 0.55)
    _text(c, right, h - 64, "INVOICE", 28, "Helvetica", True)
    c.setFillGray(0)
    keys = (
        ("Invoice number:", "0042"),
        ("Invoice date:", "4 Nov 2026"),
        ("Payment terms:", "Due in 14 days"),
        ("Due date:", "18 Nov 2026"),
    )
    _pairs(c, 380, right, h - 100, keys, pitch=14)
    _text(c, left, h - 170, "Bill to", 9, BOLD)
    block = (
        customer,
        "Sarah Jennings",
        "2 Mill Lane",
        "Bradford-on-Avon BA15 1LE",
        "sarah@millhousecafe.co.uk",
    )
    _block(c, left, h - 184, block, 9, pitch=12)
    rows = _priced(
        [
            ("Oak cafe table, 70 cm round", "4", "285.00"),
            ("Oak bench, 140 cm", "2", "240.00"),
            ("Walnut chopping board, engraved", "12", "18.50"),
            ("Hard-wax oil finish, all items", "1", "60.00"),
        ]
    )
    subtotal = _total(rows)
    shipping = Decimal("45.00")
    total = subtotal + shipping
    top = h - 270
    _rgb(c, navy)
    c.rect(left, top - 6, right - left, 20, stroke=0, fill=1)
    c.setFillGray(1)
    header = [
        (left + 8, "DESCRIPTION", False),
        (360, "QUANTITY", True),
        (440, "PRICE", True),
        (right - 8, "AMOUNT", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    c.setFillGray(0)
    c.setStrokeGray(0.85)
    y = top - 28
    for d, q, u, a in rows:
        for (x, _, r), s in zip(header, (d, q, _m(u, "£"), _m(a, "£"))):
            _text(c, x, y, s, 9.5, right=r)
        c.line(left, y - 10, right, y - 10)
        y -= 26
    y -= 14
    _pairs(c, 360, right - 8, y, (("Subtotal", _m(subtotal, "£")), ("Shipping", _m(shipping, "£"))), pitch=16)
    _text(c, 360, y - 32, "Total", 9, BOLD)
    _text(c, right - 8, y - 32, _m(total, "£") + " GBP", 9, BOLD, True)
    c.setFillGray(0.93)
    c.rect(352, y - 66, right - 352, 22, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 360, y - 58, "Amount due", 10.5, BOLD)
    _text(c, right - 8, y - 58, _m(total, "£") + " GBP", 10.5, BOLD, True)
    _rgb(c, blue)
    c.roundRect(left, y - 60, 110, 28, 14, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 30, y - 50, "Pay Now", 11, BOLD)
    c.setFillGray(0)
    _text(c, left, y - 110, "Note to recipient", 9, BOLD)
    note = (
        "Thanks Sarah - the tables are made from Somerset-grown oak and finished for daily use.",
        "Please re-oil once a year. Delivery to Bradford-on-Avon included in shipping.",
    )
    _block(c, left, y - 124, note, 8.5)
    _text(c, left, y - 160, "Terms and conditions", 9, BOLD)
    _block(c, left, y - 174, ("Not registered for VAT. Bespoke items are non-refundable once made.",), 8.5)
    c.setFillGray(0.5)
    _centre(c, w, 50, "Pay securely with PayPal, debit or credit card.", 7.5)
    c.setFillGray(0)
    return {
        "fields": _fields("0042", "2026-11-04", "2026-11-18", total, None, "GBP", vendor, customer),
        "line_items": [_item(d, q, u, a) for d, q, u, a in rows],
    }


# wus6: a Manhattan bakery's Square-style catering invoice with a deposit
def wus6(c) -> dict:
    w, h = letter
    left, right = 120, w - 120
    vendor = "Sugar & Sage Bakery"
    customer = "Hudson Yards Dental Partners"
    c.setFillColorRGB(0.55, 0.67, 0.5)
    c.circle(w / 2, h - 70, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 76, "S&S", 15, BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 118, vendor, 16, BOLD)
    c.setFillGray(0.45)
    _centre(c, w, h - 132, "318 W 38th St, New York, NY 10018  ·  (212) 555-0164", 8.5)
    c.setFillGray(0)
    rows = _priced(
        [
            ("Assorted pastry tray (serves 20)", "3", "85.00"),
            ("Cold brew box, 96 oz", "4", "38.00"),
            ("Seasonal fruit platter, large", "2", "64.00"),
            ("Mini quiche assortment, dozen", "5", "30.00"),
            ("Delivery and setup", "1", "35.00"),
        ]
    )
    subtotal = _total(rows)
    tax = _pct(subtotal, "8.875")
    total = subtotal + tax
    deposit = Decimal("200.00")
    due = total - deposit
    c.setStrokeGray(0.85)
    c.line(left, h - 150, right, h - 150)
    _centre(c, w, h - 176, "Invoice #000214", 11)
    _centre(c, w, h - 208, _m(due, "$"), 28, BOLD)
    c.setFillGray(0.45)
    _centre(c, w, h - 226, "Due Dec 1, 2026", 10)
    c.setFillGray(0)
    c.setFillColorRGB(0.0, 0.42, 1.0)
    c.roundRect(w / 2 - 80, h - 266, 160, 26, 4, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 257, "Pay invoice", 10, BOLD)
    c.setFillGray(0)
    c.line(left, h - 286, right, h - 286)
    c.setFillGray(0.45)
    for i, k in enumerate(("Customer", "Invoice date", "Service date")):
        _text(c, left, h - 306 - 14 * i, k, 9)
    c.setFillGray(0)
    for i, v in enumerate((customer, "Nov 17, 2026", "Nov 24, 2026")):
        _text(c, right, h - 306 - 14 * i, v, 9, right=True)
    c.line(left, h - 350, right, h - 350)
    _text(c, left, h - 372, "Catering order - Staff appreciation breakfast", 10, BOLD)
    y = h - 398
    for d, q, u, a in rows:
        _text(c, left, y, d, 9.5)
        c.setFillGray(0.45)
        _text(c, 395, y, f"{q} × {_m(u, '$')}", 9, right=True)
        c.setFillGray(0)
        _text(c, right, y, _m(a, "$"), 9.5, right=True)
        y -= 20
    c.line(left, y + 6, right, y + 6)
    y -= 12
    lines = (
        ("Subtotal", _m(subtotal, "$")),
        ("Sales tax (8.875%)", _m(tax, "$")),
        ("Total", _m(total, "$")),
        ("Deposit paid (Nov 10, 2026)", _m(-deposit, "$")),
        ("Amount due", _m(due, "$")),
    )
    for k, v in lines:
        font = BOLD if k in ("Total", "Amount due") else "Helvetica"
        _text(c, left, y, k, 9.5, font)
        _text(c, right, y, v, 9.5, font, True)
        y -= 18
    c.line(left, y + 4, right, y + 4)
    c.setFillGray(0.45)
    msg = (
        "Thank you for ordering with Sugar & Sage! Orders are delivered",
        "by 8:00 AM on the service date.",
    )
    for i, s in enumerate(msg):
        _centre(c, w, y - 20 - 12 * i, s, 8.5)
    _centre(c, w, 60, "sugarandsagebakery.com  ·  hello@sugarandsagebakery.com", 8)
    _centre(c, w, 48, "All prices in USD  ·  Powered by Square", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("000214", "2026-11-17", "2026-12-01", total, tax, "USD", vendor, customer),
        "line_items": [_item(d, q, u, a) for d, q, u, a in rows],
    }


# wca7: a Vancouver digital agency's Harvest-style invoice of 32 time entries over two pages
CA7_RATES = {"Design": "165.00", "Development": "150.00", "Project Management": "120.00", "QA": "95.00"}
CA7_ENTRIES = (  # day of November, task, note, hours
    (2, "Project Management", "Kickoff call and sprint plan", "1.50"),
    (2, "Design", "Member interviews synthesis", "3.50"),
    (3, "Design", "Homepage wireframes", "4.00"),
    (3, "Development", "Repository and CI setup", "2.75"),
    (4, "Design", "Login flow wireframes", "3.25"),
    (4, "Development", "Auth service spike", "5.00"),
    (5, "Project Management", "Weekly status report", "0.75"),
    (5, "Design", "Visual direction, two options", "5.50"),
    (6, "Development", "Design tokens in Tailwind", "3.00"),
    (9, "Design", "Accounts overview screens", "4.50"),
    (9, "Development", "Accounts API integration", "6.00"),
    (10, "Development", "Transactions list, paging", "5.25"),
    (10, "QA", "Test plan, sprint 1", "2.00"),
    (12, "Design", "Transfers flow, mobile", "4.00"),
    (12, "Development", "Transfers form validation", "4.50"),
    (12, "Project Management", "Client review meeting", "1.25"),
    (13, "QA", "Regression pass, accounts", "3.50"),
    (13, "Development", "Bug fixes from QA", "2.50"),
    (16, "Design", "e-Statements screens", "3.75"),
    (16, "Development", "e-Statements PDF viewer", "5.00"),
    (17, "Development", "Notifications settings", "4.25"),
    (17, "QA", "Accessibility audit (WCAG 2.2)", "3.00"),
    (18, "Design", "Accessibility fixes, contrast", "2.25"),
    (18, "Development", "Screen reader labels", "3.50"),
    (19, "Project Management", "Weekly status report", "0.75"),
    (20, "Development", "Card lock and unlock", "4.75"),
    (23, "QA", "Regression pass, transfers", "3.25"),
    (23, "Development", "Performance tuning", "3.00"),
    (24, "Design", "Handoff specs and assets", "2.50"),
    (25, "Development", "Staging deployment", "2.00"),
    (26, "Project Management", "Sprint review and demo", "2.00"),
    (27, "QA", "UAT support with member team", "2.50"),
)


def _ca7_rows() -> list[tuple[str, str, str, str, str]]:
    rows = []
    for day, task, note, hours in CA7_ENTRIES:
        rate = CA7_RATES[task]
        rows.append(("Service", f"Nov {day} - {task}: {note}", hours, rate, str(_mul(hours, rate))))
    return rows


def _ca7_table(c, top: float, rows, left: float, right: float) -> float:
    header = [
        (left + 4, "Item Type", False),
        (104, "Description", False),
        (418, "Quantity", True),
        (488, "Unit Price", True),
        (right - 4, "Amount", True),
    ]
    c.setFillGray(0.93)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    c.setStrokeGray(0.85)
    c.setLineWidth(0.4)
    y = top - 22
    for row in rows:
        cells = (row[0], row[1], row[2], _m(row[3]), _m(row[4]))
        for (x, _, r), s in zip(header, cells):
            _text(c, x, y, s, 8.5, right=r)
        c.line(left, y - 6, right, y - 6)
        y -= 19
    return y


def _ca7_foot(c, w: float, page: int) -> None:
    c.setFillGray(0.45)
    _text(c, 40, 36, "Fernhill Digital Ltd.  ·  GST/HST No. 84512 3398 RT0001", 7.5)
    _text(c, w - 40, 36, f"Invoice 1084  ·  Page {page} of 2", 7.5, right=True)
    c.setFillGray(0)


def wca7(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    orange = (0.96, 0.42, 0.13)
    vendor = "Fernhill Digital Ltd."
    customer = "Coastline Credit Union"
    rows = _ca7_rows()
    subtotal = _total(rows)
    tax = _pct(subtotal, "5")
    total = subtotal + tax
    _rgb(c, orange)
    c.rect(left, h - 44, 40, 4, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left, h - 72, "INVOICE", 24, BOLD)
    keys = (
        ("Invoice ID", "1084"),
        ("Issue Date", "Nov 30, 2026"),
        ("Due Date", "Dec 30, 2026 (Net 30)"),
        ("Subject", "Member portal redesign - November 2026"),
    )
    for i, (k, v) in enumerate(keys):
        _text(c, 300, h - 62 - 14 * i, k, 8.5, BOLD)
        _text(c, 370, h - 62 - 14 * i, v, 8.5)
    _text(c, left, h - 134, "From", 8.5, BOLD)
    block = (vendor, "1055 Homer St, Suite 300", "Vancouver, BC V6B 1G3", "accounts@fernhill.digital")
    _block(c, left + 70, h - 134, block, 8.5, pitch=11)
    _text(c, 300, h - 134, "Invoice For", 8.5, BOLD)
    block = (customer, "Attn: Digital Channels", "2950 Main St", "Vancouver, BC V5T 3G4")
    _block(c, 370, h - 134, block, 8.5, pitch=11)
    first, second = rows[:24], rows[24:]
    y = _ca7_table(c, h - 200, first, left, right)
    _text(c, right, y - 4, "Continued on page 2", 8, "Helvetica-Oblique", True)
    _ca7_foot(c, w, 1)
    c.showPage()
    _text(c, left, h - 60, "Fernhill Digital Ltd.", 11, BOLD)
    _text(c, right, h - 60, "Invoice 1084 (continued)", 9, right=True)
    y = _ca7_table(c, h - 96, second, left, right) - 14
    _pairs(c, 380, right - 4, y, (("Subtotal", _m(subtotal)), ("GST (5%)", _m(tax))), pitch=16)
    c.setStrokeGray(0.3)
    c.line(380, y - 24, right, y - 24)
    _text(c, 380, y - 42, "Amount Due", 11, BOLD)
    _text(c, right - 4, y - 42, f"{_m(total, '$')} CAD", 11, BOLD, True)
    y -= 100
    _text(c, left, y, "Notes", 8.5, BOLD)
    notes = (
        "Time entries are billed at the rates in SOW CCU-2026-03. Hours are rounded to the quarter hour.",
        "Please pay by EFT to Fernhill Digital Ltd., RBC Royal Bank, transit 00460, institution 003,",
        "account 1029384. Questions about this invoice: accounts@fernhill.digital.",
    )
    _block(c, left, y - 14, notes, 8.5, pitch=11)
    hours = sum((Decimal(r[2]) for r in rows), Decimal(0))
    _text(c, left, y - 64, f"Total hours this invoice: {hours}", 8.5)
    _ca7_foot(c, w, 2)
    return {
        "fields": _fields("1084", "2026-11-30", "2026-12-30", total, tax, "CAD", vendor, customer),
        "line_items": [_item(d, q, u, a) for _, d, q, u, a in rows],
    }


# wus8: a Chicago hotel's guest folio
def wus8(c) -> dict:
    w, h = letter
    left, right = 48, w - 48
    vendor = "The Halsted House Hotel"
    guest = "Daniel K. Ortega"
    c.setFillColorRGB(0.1, 0.2, 0.32)
    c.rect(0, h - 96, w, 96, stroke=0, fill=1)
    c.setFillColorRGB(0.8, 0.68, 0.4)
    _centre(c, w, h - 48, "THE HALSTED HOUSE", 22, "Times-Bold")
    c.setFillGray(1)
    _centre(c, w, h - 66, "H O T E L   ·   C H I C A G O", 8.5, "Times-Roman")
    _centre(
        c, w, h - 82, "The Halsted House Hotel  ·  1440 N Halsted St, Chicago, IL 60642  ·  (312) 555-0190", 8
    )
    c.setFillGray(0)
    _text(c, left, h - 126, "GUEST FOLIO", 14, BOLD)
    _block(c, left, h - 150, (guest, "418 Maple Ridge Dr", "Columbus, OH 43215"), 9.5, pitch=12, first=BOLD)
    info = (
        ("Folio No.", "418823"),
        ("Folio Date", "Nov 13, 2026"),
        ("Room", "1412 - Deluxe King"),
        ("Arrival", "Nov 9, 2026"),
        ("Departure", "Nov 13, 2026"),
        ("Guests", "1"),
        ("Confirmation", "HH77201945"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 330, h - 126 - 13 * i, k, 8.5, BOLD)
        _text(c, 410, h - 126 - 13 * i, v, 8.5)
    rate = "17.49"
    postings: list[tuple[str, str, str, Decimal]] = []  # date, reference, description, amount
    for day, room in ((9, "219.00"), (10, "219.00"), (11, "249.00"), (12, "249.00")):
        postings.append((f"Nov {day}", "RM1412", "Room Charge - Deluxe King", Decimal(room)))
        postings.append((f"Nov {day}", "RM1412", f"Room & Occupancy Tax {rate}%", _pct(Decimal(room), rate)))
        if day in (9, 11):
            postings.append((f"Nov {day}", f"PK{day}88", "Valet Parking - Overnight", Decimal("72.00")))
        if day == 10:
            postings.append(("Nov 10", "CHK20418", "Lakeview Grill - Dinner", Decimal("46.80")))
        if day == 12:
            postings.append(("Nov 12", "CHK20977", "In-Room Dining", Decimal("31.25")))
            postings.append(("Nov 12", "MB1412", "Minibar", Decimal("12.50")))
    taxes = [p for p in postings if p[2].startswith("Room & Occupancy Tax")]
    charges = [p for p in postings if p not in taxes]
    tax = sum((p[3] for p in taxes), Decimal(0))
    total = sum((p[3] for p in postings), Decimal(0))
    top = h - 240
    c.setFillGray(0.9)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    header = [
        (left + 4, "Date", False),
        (100, "Reference", False),
        (172, "Description", False),
        (450, "Charges", True),
        (right - 4, "Credits", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    y = top - 20
    for d, ref, desc, amount in postings:
        for (x, _, r), s in zip(header, (d, ref, desc, _m(amount), "")):
            _text(c, x, y, s, 8.5, right=r)
        y -= 14
    payment = ("Nov 13", "PMT5521", "Visa XXXX-XXXX-XXXX-4417", "", _m(total))
    for (x, _, r), s in zip(header, payment):
        _text(c, x, y, s, 8.5, right=r)
    y -= 8
    c.setStrokeGray(0.5)
    c.line(left, y, right, y)
    y -= 14
    _text(c, 172, y, "Totals", 8.5, BOLD)
    _text(c, 450, y, _m(total), 8.5, BOLD, True)
    _text(c, right - 4, y, _m(total), 8.5, BOLD, True)
    y -= 36
    room = sum((p[3] for p in charges if p[2].startswith("Room Charge")), Decimal(0))
    parking = sum((p[3] for p in charges if "Parking" in p[2]), Decimal(0))
    food = total - tax - room - parking - Decimal("12.50")
    summary = (
        ("Room Charges", _m(room)),
        ("Room & Occupancy Tax", _m(tax)),
        ("Food & Beverage", _m(food)),
        ("Parking", _m(parking)),
        ("Minibar", "12.50"),
        ("Total Charges", _m(total)),
        ("Payments / Credits", _m(-total)),
    )
    c.rect(330, y - 118, right - 330, 130)
    _text(c, 338, y, "Summary of Charges (USD)", 9, BOLD)
    _pairs(c, 338, right - 8, y - 16, summary, pitch=13)
    _text(c, 338, y - 110, "Balance Due", 9.5, BOLD)
    _text(c, right - 8, y - 110, "0.00", 9.5, BOLD, True)
    text = (
        "Thank you for staying with us, Mr. Ortega.",
        "Room & occupancy tax includes Illinois Hotel",
        "Operators' Occupation Tax and Chicago and",
        "Cook County hotel taxes.",
        "",
        "I agree that my liability for this bill is not",
        "waived and I agree to be held personally liable",
        "if the indicated party fails to pay.",
        "",
        "Guest signature: ______________________",
    )
    _block(c, left, y, text, 8, pitch=11)
    c.setFillGray(0.45)
    _centre(c, w, 40, "Halsted House Hospitality LLC  ·  Illinois Hotel Tax Account 4410-8827", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("418823", "2026-11-13", None, total, tax, "USD", vendor, guest),
        "line_items": [{"description": p[2], "line_amount": str(p[3])} for p in charges],
    }


# wuk9: a Manchester telecoms provider's business bill
def wuk9(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    red = (0.8, 0.1, 0.2)
    vendor = "Meridian Business Telecom Ltd"
    customer = "Halden & Pryce Solicitors LLP"
    _rgb(c, red)
    for i in range(3):
        c.rect(left + 9 * i, h - 70, 6, 14 + 8 * i, stroke=0, fill=1)
    _text(c, left + 34, h - 62, "meridian", 20, BOLD)
    c.setFillGray(0.35)
    _text(c, left + 34, h - 74, "business telecom", 8.5)
    c.setFillGray(0)
    _text(c, right, h - 58, "Your business bill", 15, BOLD, True)
    c.setFillGray(0.35)
    _text(c, right, h - 72, "Page 1 of 1", 8, right=True)
    c.setFillGray(0)
    block = (
        customer,
        "FAO Accounts Payable",
        "Blackfriars House",
        "9 St Mary's Parsonage",
        "Manchester M3 2JA",
    )
    _block(c, left, h - 130, block, 9.5, pitch=12.5, first=BOLD)
    info = (
        ("Account number", "MBT-30418827"),
        ("Bill number", "B26110-77412"),
        ("Bill date", "18 November 2026"),
        ("Billing period", "1 Nov - 30 Nov 2026"),
        ("VAT number", "GB 287 4410 52"),
    )
    c.setFillGray(0.95)
    c.rect(330, h - 196, right - 330, 80, stroke=0, fill=1)
    c.setFillGray(0)
    for i, (k, v) in enumerate(info):
        _text(c, 338, h - 132 - 14 * i, k, 8.5)
        _text(c, right - 8, h - 132 - 14 * i, v, 8.5, BOLD, True)
    rows = _priced(
        [
            ("Business Fibre 500, monthly", "1", "48.00"),
            ("Static IP address block /29", "1", "12.00"),
            ("Hosted VoIP user licence", "14", "8.50"),
            ("Mobile SIM 30GB business plan", "6", "17.00"),
            ("Inclusive minutes overage (per min)", "412", "0.035"),
            ("International calls (per min)", "96", "0.18"),
            ("Handset rental, Yealink T54W", "4", "4.25"),
            ("Engineer visit, router replacement", "1", "65.00"),
        ]
    )
    subtotal = _total(rows)
    tax = _pct(subtotal, "20")
    total = subtotal + tax
    top = h - 230
    _rgb(c, red)
    c.rect(left, top - 24, 250, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 8, top - 16, "Summary of charges", 11, BOLD)
    c.setFillGray(0)
    monthly = _total(rows[:4]) + _total(rows[6:7])
    usage = _total(rows[4:6])
    oneoff = _total(rows[7:])
    summary = (
        ("Previous bill", "£409.62"),
        ("Payment received 2 Nov, thank you", "-£409.62"),
        ("Balance brought forward", "£0.00"),
        ("Monthly charges", _m(monthly, "£")),
        ("Usage charges", _m(usage, "£")),
        ("One-off charges", _m(oneoff, "£")),
        ("Total excluding VAT", _m(subtotal, "£")),
        ("VAT at 20%", _m(tax, "£")),
    )
    c.rect(left, top - 180, 250, 180)
    _pairs(c, left + 8, left + 242, top - 40, summary, pitch=14)
    c.line(left, top - 150, left + 250, top - 150)
    _text(c, left + 8, top - 168, "Total this bill", 11, BOLD)
    _text(c, left + 242, top - 168, _m(total, "£"), 11, BOLD, True)
    box = (
        "Payment due",
        f"We will collect {_m(total, '£')} by Direct Debit",
        "from your account ending 7731 on or after",
        "2 December 2026.",
        "",
        "You don't need to do anything.",
        "",
        "Questions about your bill?",
        "Call 0161 555 0400 (Mon-Fri 8am-6pm)",
        "or visit meridianbusiness.co.uk/help",
    )
    c.setStrokeColorRGB(*red)
    c.rect(310, top - 180, right - 310, 180)
    c.setStrokeGray(0)
    _block(c, 320, top - 18, box, 9, pitch=13, first=BOLD)
    top -= 220
    _text(c, left, top, "Charges in detail", 11, BOLD)
    header = [
        (left + 4, "Description", False),
        (330, "Quantity", True),
        (420, "Unit price", True),
        (right - 4, "Amount (excl. VAT)", True),
    ]
    top -= 22
    c.setFillGray(0.9)
    c.rect(left, top - 5, right - left, 17, stroke=0, fill=1)
    c.setFillGray(0)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    y = top - 18
    c.setStrokeGray(0.8)
    for d, q, u, a in rows:
        price = f"£{Decimal(u):.3f}" if Decimal(u).as_tuple().exponent < -2 else _m(u, "£")
        for (x, _, r), s in zip(header, (d, q, price, _m(a, "£"))):
            _text(c, x, y, s, 8.5, right=r)
        c.line(left, y - 5, right, y - 5)
        y -= 16
    _text(c, 330, y - 6, "Total excluding VAT", 8.5, BOLD)
    _text(c, right - 4, y - 6, _m(subtotal, "£"), 8.5, BOLD, True)
    c.setFillGray(0.4)
    foot = (
        "Meridian Business Telecom Ltd, 1 Spinningfields Square, Manchester M3 3AP. Registered in England and",
        "Wales No. 08123456. VAT registration No. GB 287 4410 52. Prices exclude VAT unless stated.",
    )
    _block(c, left, 54, foot, 7, pitch=9)
    _text(c, right, 72, "All charges in GBP (£)", 7, right=True)
    c.setFillGray(0)
    items = []
    for d, q, u, a in rows:
        items.append(_item(d, q, u, a))
    return {
        "fields": _fields("B26110-77412", "2026-11-18", "2026-12-02", total, tax, "GBP", vendor, customer),
        "line_items": items,
    }


# wsg10: a Singapore IT services firm's tax invoice
def wsg10(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    green = (0.0, 0.5, 0.4)
    vendor = "Kallang Byte Solutions Pte. Ltd."
    customer = "Tanjong Pagar Dental Surgery Pte Ltd"
    _rgb(c, green)
    c.rect(left, h - 82, 40, 40, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 6, h - 68, "KB", 17, BOLD)
    c.setFillGray(0)
    _text(c, left + 52, h - 58, vendor, 14, BOLD)
    block = (
        "10 Kallang Avenue, #05-12 Aperia Tower 2, Singapore 339510",
        "Tel: +65 6555 0182  ·  billing@kallangbyte.sg",
        "UEN: 201934567K  ·  GST Reg. No.: 201934567K",
    )
    _block(c, left + 52, h - 72, block, 8, pitch=10)
    _rgb(c, green)
    _text(c, right, h - 120, "TAX INVOICE", 18, BOLD, True)
    c.setFillGray(0)
    c.setStrokeColorRGB(*green)
    c.setLineWidth(1.2)
    c.line(left, h - 130, right, h - 130)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    _text(c, left, h - 152, "Bill To:", 9, BOLD)
    block = (customer, "Attn: Dr. Lim Wei Ling", "100 Tras Street, #02-05", "Singapore 079027")
    _block(c, left, h - 166, block, 9, pitch=12)
    info = (
        ("Invoice No.", "KBS-INV-2611-0087"),
        ("Invoice Date", "09/11/2026"),
        ("Terms", "30 Days"),
        ("Due Date", "09/12/2026"),
        ("Customer PO", "TPDS/PO/2026/041"),
    )
    for i, (k, v) in enumerate(info):
        c.rect(340, h - 162 - 16 * i, 80, 16)
        c.rect(420, h - 162 - 16 * i, right - 420, 16)
        _text(c, 344, h - 157 - 16 * i, k, 8.5, BOLD)
        _text(c, 424, h - 157 - 16 * i, v, 8.5)
    rows = _priced(
        [
            ("MS-CARE", "Managed IT support, November 2026", "1", "1450.00"),
            ("M365-BP", "Microsoft 365 Business Premium (month)", "18", "33.10"),
            ("FW-60F", "Fortinet FortiGate 60F firewall", "1", "1280.00"),
            ("FW-LIC", "FortiGuard UTP licence, 1 year", "1", "690.00"),
            ("LAP-SETUP", "Laptop imaging and setup", "4", "120.00"),
            ("ONSITE-HR", "Onsite engineer (hours)", "3.5", "110.00"),
        ]
    )
    subtotal = _total(rows)
    tax = _pct(subtotal, "9")
    total = subtotal + tax
    top = h - 270
    cols = [left, 66, 130, 380, 420, 490, right]
    header = ("No.", "Code", "Description", "Qty", "Unit Price", "Amount (S$)")
    _rgb(c, green)
    c.rect(left, top - 6, right - left, 20, stroke=0, fill=1)
    c.setFillGray(1)
    for i, t in enumerate(header):
        if i >= 3:
            _text(c, cols[i + 1] - 4, top, t, 8.5, BOLD, True)
        else:
            _text(c, cols[i] + 4, top, t, 8.5, BOLD)
    c.setFillGray(0)
    y = top - 24
    for n, (k, d, q, u, a) in enumerate(rows, 1):
        cells = (str(n), k, d, q, _m(u), _m(a))
        for i, s in enumerate(cells):
            if i >= 3:
                _text(c, cols[i + 1] - 4, y, s, 8.5, right=True)
            else:
                _text(c, cols[i] + 4, y, s, 8.5)
        y -= 18
    bottom = y + 8
    c.rect(left, bottom, right - left, top + 14 - bottom)
    for x in cols[1:-1]:
        c.line(x, top + 14, x, bottom)
    totals = (("Sub-Total", _m(subtotal)), ("GST @ 9%", _m(tax)), ("Total Amount Due (SGD)", _m(total)))
    for i, (k, v) in enumerate(totals):
        yy = bottom - 18 * (i + 1)
        last = i == len(totals) - 1
        if last:
            c.setFillGray(0.9)
            c.rect(340, yy, right - 340, 18, stroke=0, fill=1)
            c.setFillGray(0)
        c.rect(340, yy, right - 340, 18)
        _text(c, 346, yy + 5.5, k, 8.5, BOLD if last else "Helvetica")
        _text(c, right - 4, yy + 5.5, v, 9 if last else 8.5, BOLD if last else "Helvetica", True)
    words = "Singapore Dollars Five Thousand Three Hundred and Twenty and Cents Seven Only"
    _text(c, left, bottom - 76, words, 8, "Helvetica-Oblique")
    y = bottom - 110
    _text(c, left, y, "Payment Instructions", 9, BOLD)
    pay = (
        "Bank: DBS Bank Ltd  ·  Account Name: Kallang Byte Solutions Pte. Ltd.",
        "Account No.: 072-918844-3  ·  Bank Code 7171  ·  SWIFT DBSSSGSG",
        "PayNow: scan the QR code or pay to UEN 201934567K",
        "Please quote the invoice number with your payment.",
    )
    _block(c, left, y - 14, pay, 8.5, pitch=11)
    _qr(c, f"PAYNOW|UEN:201934567K|AMT:{total}|REF:KBS-INV-2611-0087", right - 78, y - 72, 78)
    _text(c, right - 39, y - 82, "PayNow", 7.5, BOLD)
    c.setFillGray(0.4)
    foot = (
        "This is a computer-generated invoice. No signature is required.",
        "Goods sold are not returnable. Interest of 1.5% per month may be charged on overdue accounts.",
    )
    _block(c, left, 60, foot, 7.5, pitch=10)
    c.setFillGray(0)
    return {
        "fields": _fields(
            "KBS-INV-2611-0087", "2026-11-09", "2026-12-09", total, tax, "SGD", vendor, customer
        ),
        "line_items": [_item(d, q, u, a, k) for k, d, q, u, a in rows],
    }


LAYOUTS = {
    "wus1": (wus1, letter),
    "wca2": (wca2, letter),
    "wau3": (wau3, A4),
    "wus4": (wus4, letter),
    "wuk5": (wuk5, A4),
    "wus6": (wus6, letter),
    "wca7": (wca7, letter),
    "wus8": (wus8, letter),
    "wuk9": (wuk9, A4),
    "wsg10": (wsg10, A4),
}
SCANNED = ("wus1", "wau3", "wus8", "wuk9")
