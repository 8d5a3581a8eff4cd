"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py, as small and
mid-size businesses print them from common software: an Austin landscaper's QuickBooks invoice (service dates,
a discount, "BALANCE DUE"), a Wellington coffee roaster's Xero tax invoice (GST 15 %, keys above values, a
payment advice), a Jaipur textile exporter's Zoho invoice in USD (under LUT, no tax, a shipping charge), a
Halifax school supplier's Sage invoice (net, VAT and gross on every line, a VAT analysis), a Dortmund plumbing
wholesaler's DATEV-style Rechnung of 40 rows over three pages (carried forward with "Übertrag" at each page's
foot and head, the totals on page 3), a Ghent garden centre's factuur (BTW 6 % and 21 %, a structured
communication), a Porto computer shop's Fatura-Recibo (ATCUD, a line discount, its QR code), a Québec
cabinetmaker's facture (a discount, TPS and TVQ), a Graz office supplier's Rechnung printed in Courier
(UID-Nr., Skonto) and a Springfield dentist's patient statement.

What the values say where a page leaves a choice: a line's amount is its net (the Sage page prints net, VAT
and gross on each line, the Porto page the amount after the line's discount); the Québec page prints TPS and
TVQ apart and no tax total, so it has no tax_amount; the Graz page's total is the full Rechnungsbetrag, not
the lesser sum payable within the Skonto days, and its due date the day the net amount falls due. The
dentist's statement is addressed to the guarantor (the customer; her son is a patient on it too); its total is
the patient responsibility, the amount due that she must pay once the insurance payment and the PPO adjustment
are taken off the charges (its previous balance was paid on the first visit, so the amount due is that and no
more); its line items are the procedures, with their codes and fees and no quantity (none is printed);
payments and adjustments are none.
"""

from __future__ import annotations

from layouts_set import _block, _centre, _item, _pairs, _plain, _qr, _table, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.units import mm

BOLD = "Helvetica-Bold"






def kus1(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    green = (0.18, 0.49, 0.2)
    c.setFillColorRGB(*green)
    c.roundRect(left, h - 104, 62, 62, 8, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * left + 62, h - 82, "GL", 24, BOLD)
    c.setFillGray(0)
    block = (
        "Greenleaf Landscape Services LLC",
        "4410 Burnet Rd",
        "Austin, TX 78756",
        "(512) 555-0186",
        "billing@greenleaflandscape.com",
        "www.greenleaflandscape.com",
    )
    _block(c, left + 74, h - 52, block, 8.5, pitch=11, first=BOLD)
    c.setFillColorRGB(*green)
    _text(c, right, h - 66, "INVOICE", 28, BOLD, True)
    c.setFillGray(0)
    for x, title, lines in (
        (
            left,
            "BILL TO",
            (
                "Harmon Ridge HOA",
                "c/o Sterling Property Mgmt",
                "1200 W 6th St, Suite 300",
                "Austin, TX 78703",
            ),
        ),
        (
            205,
            "SHIP TO",
            (
                "Harmon Ridge Community",
                "Common areas and entrance",
                "8800 Harmon Ridge Dr",
                "Austin, TX 78759",
            ),
        ),
    ):
        c.setFillColorRGB(0.4, 0.4, 0.4)
        _text(c, x, h - 140, title, 8, BOLD)
        c.setFillGray(0)
        _block(c, x, h - 154, lines, 9, pitch=12)
    for i, (k, v) in enumerate(
        (
            ("INVOICE #", "1187"),
            ("DATE", "November 3, 2026"),
            ("DUE DATE", "November 18, 2026"),
            ("TERMS", "Net 15"),
        )
    ):
        _text(c, 470, h - 140 - 14 * i, k, 8, BOLD, True)
        _text(c, 478, h - 140 - 14 * i, v, 9)
    c.setStrokeColorRGB(*green)
    c.setLineWidth(1.5)
    c.line(left, h - 214, right, h - 214)
    c.setLineWidth(0.5)
    c.setStrokeGray(0.6)
    for i, (k, v) in enumerate((("SERVICE PERIOD", "October 2026"), ("P.O. NUMBER", "HR-2026-118"))):
        _text(c, left + 180 * i, h - 232, k, 7.5, BOLD)
        _text(c, left + 180 * i, h - 245, v, 9)
    rows = [
        ("Oct 6, 2026", "Weekly lawn mowing and edging", "4", "55.00", "220.00"),
        ("Oct 14, 2026", "Fall leaf cleanup and haul-away", "6.5", "48.00", "312.00"),
        ("Oct 21, 2026", "Shrub pruning, front beds", "3", "48.00", "144.00"),
        ("Oct 21, 2026", "Hardwood mulch installed, per cubic yard", "3", "62.00", "186.00"),
        ("Oct 28, 2026", "Core aeration and overseeding", "1", "185.00", "185.00"),
        ("Oct 28, 2026", "Tall fescue seed, 25 lb bag", "2", "79.50", "159.00"),
    ]
    top = h - 280
    c.setFillColorRGB(0.86, 0.93, 0.86)
    c.rect(left, top - 7, right - left, 20, stroke=0, fill=1)
    c.setFillColorRGB(*green)
    header = [
        (left + 6, "DATE", False),
        (122, "ACTIVITY", False),
        (400, "QTY", True),
        (478, "RATE", True),
        (right - 6, "AMOUNT", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 8, BOLD, r)
    c.setFillGray(0)
    c.setDash(1, 2)
    for i, row in enumerate(rows):
        y = top - 26 - 22 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 9, right, y - 9)
    c.setDash()
    y = top - 26 - 22 * len(rows)
    block = (
        "Thank you for your business! We appreciate the opportunity to care for Harmon Ridge.",
        "Fall prepay discount of 5% applied as agreed.",
        "Pay online at greenleaflandscape.com/pay or mail a check to the address above.",
        "A late fee of 1.5% per month applies to balances past due.",
    )
    _block(c, left, y - 20, block, 8, pitch=11)
    _pairs(
        c,
        400,
        right - 6,
        y - 20,
        (
            ("SUBTOTAL", "1,206.00"),
            ("DISCOUNT 5%", "-60.30"),
            ("TAX (8.25%)", "94.52"),
            ("TOTAL", "1,240.22"),
        ),
        pitch=16,
    )
    c.setStrokeColorRGB(*green)
    c.setLineWidth(1)
    c.line(400, y - 78, right, y - 78)
    _text(c, 400, y - 100, "BALANCE DUE", 11, BOLD)
    _text(c, right - 6, y - 102, "$1,240.22", 18, BOLD, True)
    c.setStrokeGray(0.6)
    c.setLineWidth(0.4)
    c.line(left, 56, right, 56)
    _text(c, left, 44, "Greenleaf Landscape Services LLC  ·  Texas Sales and Use Tax Permit 3-20-44817-6", 7)
    _text(c, right, 44, "Page 1 of 1", 7, right=True)
    return {
        "fields": {
            "document_number": "1187",
            "date": "2026-11-03",
            "due_date": "2026-11-18",
            "total_amount": "1240.22",
            "tax_amount": "94.52",
            "currency": "USD",
            "vendor_name": "Greenleaf Landscape Services LLC",
            "customer_name": "Harmon Ridge HOA",
        },
        "line_items": [_item(d, q, u, a) for _, d, q, u, a in rows],
    }


def knz2(c) -> dict:
    w, h = A4
    left, right = 50, w - 45
    _text(c, left, h - 72, "TAX INVOICE", 24, BOLD)
    block = (
        "Harbourside Eatery Ltd",
        "Attention: Sione Tupou",
        "12 Queens Wharf",
        "Wellington Central",
        "Wellington 6011",
        "NEW ZEALAND",
    )
    _block(c, left + 14, h - 104, block, 9, pitch=11.5)
    for i, (k, v) in enumerate(
        (
            ("Invoice Date", "14/11/2026"),
            ("Invoice Number", "INV-0042"),
            ("Reference", "PO 7713"),
            ("GST Number", "112-394-870"),
        )
    ):
        _text(c, 300, h - 104 - 28 * i, k, 8.5, BOLD)
        _text(c, 300, h - 116 - 28 * i, v, 9)
    block = (
        "Kauri Coffee Roasters Limited",
        "Unit 3, 41 Kaiwharawhara Road",
        "Kaiwharawhara",
        "Wellington 6035",
        "NEW ZEALAND",
        "Ph 04 555 0131",
    )
    _block(c, 420, h - 104, block, 8.5, pitch=11.5)
    rows = [
        ("Single origin beans - Colombia Huila 1kg", "12.00", "42.00", "15%", "504.00"),
        ("House espresso blend 1kg", "20.00", "34.50", "15%", "690.00"),
        ("Decaf Swiss water process 1kg", "4.00", "45.00", "15%", "180.00"),
        ("Barista milk jug 600ml, stainless", "2.00", "28.90", "15%", "57.80"),
        ("Freight - Wellington courier", "1.00", "18.00", "15%", "18.00"),
    ]
    top = h - 250
    header = [
        (left, "Description", False),
        (360, "Quantity", True),
        (430, "Unit Price", True),
        (475, "GST", True),
        (right, "Amount NZD", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    c.setLineWidth(1)
    c.line(left, top - 6, right, top - 6)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.6)
    for i, row in enumerate(rows):
        y = top - 22 - 20 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 7, right, y - 7)
    c.setStrokeGray(0)
    y = top - 22 - 20 * len(rows)
    _pairs(c, 380, right, y - 8, (("Subtotal", "1,449.80"), ("TOTAL GST 15%", "217.47")), pitch=16)
    c.setLineWidth(1)
    c.line(380, y - 32, right, y - 32)
    _text(c, 380, y - 46, "TOTAL NZD", 10, BOLD)
    _text(c, right, y - 46, "1,667.27", 10, BOLD, True)
    _text(c, left, y - 90, "Due Date: 28/11/2026", 10, BOLD)
    block = (
        "Payment by internet banking to BNZ 02-0500-0784512-000, using the invoice number as the reference.",
        "Wholesale account terms: payment due 14 days after invoice. Overdue accounts are placed on hold.",
    )
    _block(c, left, y - 106, block, 8, pitch=11)
    cut = 245
    c.setLineWidth(0.5)
    c.setDash(4, 3)
    c.line(0, cut, w, cut)
    c.setDash()
    _text(c, left, cut - 34, "PAYMENT ADVICE", 16, BOLD)
    block = (
        "To:  Kauri Coffee Roasters Limited",
        "       Unit 3, 41 Kaiwharawhara Road",
        "       Kaiwharawhara",
        "       Wellington 6035",
        "       NEW ZEALAND",
    )
    _block(c, left, cut - 60, block, 9, pitch=12)
    advice = (
        ("Customer", "Harbourside Eatery Ltd"),
        ("Invoice Number", "INV-0042"),
        ("Amount Due NZD", "1,667.27"),
        ("Due Date", "28/11/2026"),
    )
    for i, (k, v) in enumerate(advice):
        _text(c, 330, cut - 34 - 16 * i, k, 9, BOLD)
        _text(c, 430, cut - 34 - 16 * i, v, 9)
    c.setLineWidth(0.5)
    _text(c, 330, cut - 108, "Amount Enclosed", 9, BOLD)
    c.line(430, cut - 110, right, cut - 110)
    _text(c, 430, cut - 122, "Enter the amount you are paying above", 7)
    return {
        "fields": {
            "document_number": "INV-0042",
            "date": "2026-11-14",
            "due_date": "2026-11-28",
            "total_amount": "1667.27",
            "tax_amount": "217.47",
            "currency": "NZD",
            "vendor_name": "Kauri Coffee Roasters Limited",
            "customer_name": "Harbourside Eatery Ltd",
        },
        "line_items": [_item(d, q, u, a) for d, q, u, _, a in rows],
    }


def kin3(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    c.setFillColorRGB(0.72, 0.26, 0.16)
    c.circle(left + 22, h - 66, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * left + 44, h - 70, "JBH", 11, BOLD)
    c.setFillGray(0)
    block = (
        "Jaipur Block Print House Pvt. Ltd.",
        "Plot 18, Sitapura Industrial Area",
        "Jaipur Rajasthan 302022",
        "India",
        "GSTIN 08AACCJ4127M1Z6",
        "IEC 0814012345",
    )
    _block(c, left + 54, h - 52, block, 8.5, pitch=11, first=BOLD)
    _text(c, right, h - 62, "TAX INVOICE", 22, "Helvetica", True)
    _text(c, right, h - 78, "# INV-000318", 9, BOLD, True)
    _text(c, right, h - 104, "Balance Due", 8, right=True)
    _text(c, right, h - 120, "$4,695.00", 13, BOLD, True)
    c.setFillGray(0.4)
    _text(c, left, h - 160, "Bill To", 8.5)
    _text(c, 220, h - 160, "Ship To", 8.5)
    c.setFillGray(0)
    block = ("Maple & Loom Inc.", "2201 Westlake Ave, Suite 410", "Seattle, WA 98121", "U.S.A.")
    _block(c, left, h - 174, block, 9, pitch=11.5, first=BOLD)
    block = ("Maple & Loom Inc. - Warehouse", "6400 S 196th St", "Kent, WA 98032", "U.S.A.")
    _block(c, 220, h - 174, block, 9, pitch=11.5)
    for i, (k, v) in enumerate(
        (
            ("Invoice Date :", "02/12/2026"),
            ("Terms :", "Net 30"),
            ("Due Date :", "01/01/2027"),
            ("P.O.# :", "ML-PO-5521"),
        )
    ):
        _text(c, 470, h - 174 - 14 * i, k, 9, right=True)
        _text(c, right, h - 174 - 14 * i, v, 9, right=True)
    _text(c, left, h - 234, "Place Of Supply: Outside India (96)", 8.5)
    _text(c, 220, h - 234, "Port of Loading: Nhava Sheva (INNSA1)   Incoterms: CIF Seattle", 8.5)
    rows = [
        ("1", "Hand block printed cotton quilt, queen", "6304", "40.00", "38.50", "1,540.00"),
        ("2", "Cotton table runner 14 x 72 in", "6304", "120.00", "6.75", "810.00"),
        ("3", "Block print cushion cover 18 x 18 in", "6304", "200.00", "4.20", "840.00"),
        ("4", "Kantha throw, recycled sari cotton", "6304", "60.00", "22.00", "1,320.00"),
    ]
    top = h - 270
    c.setFillColorRGB(0.24, 0.24, 0.23)
    c.rect(left, top - 7, right - left, 20, stroke=0, fill=1)
    c.setFillGray(1)
    header = [
        (left + 6, "#", False),
        (left + 26, "Item & Description", False),
        (330, "HSN/SAC", False),
        (420, "Qty", True),
        (478, "Rate", True),
        (right - 6, "Amount", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    c.setFillGray(0)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.5)
    for i, row in enumerate(rows):
        y = top - 26 - 24 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 10, right, y - 10)
    c.setStrokeGray(0)
    y = top - 26 - 24 * len(rows)
    _pairs(c, 360, right - 6, y - 12, (("Sub Total", "4,510.00"), ("Shipping charge", "185.00")), pitch=16)
    _text(c, 360, y - 46, "Total", 9.5, BOLD)
    _text(c, right - 6, y - 46, "$4,695.00", 9.5, BOLD, True)
    c.setFillGray(0.92)
    c.rect(352, y - 72, right - 352, 20, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 360, y - 65, "Balance Due", 9.5, BOLD)
    _text(c, right - 6, y - 65, "$4,695.00", 9.5, BOLD, True)
    _text(c, left, y - 12, "Total In Words", 8.5)
    line = "United States Dollar Four Thousand Six Hundred Ninety-Five Only"
    _text(c, left, y - 24, line, 8.5, "Helvetica-Oblique")
    notes = (
        "Notes",
        "Supply meant for export under LUT without payment of integrated tax (IGST).",
        "LUT ARN AD080526001234X dated 04/04/2026. Country of origin of goods: India.",
        "",
        "Bank Details",
        "Beneficiary: Jaipur Block Print House Pvt. Ltd.",
        "HDFC Bank Ltd, Malviya Nagar, Jaipur  ·  A/c No. 50200012345678",
        "SWIFT HDFCINBBXXX  ·  IFSC HDFC0000412",
        "",
        "Terms & Conditions",
        "Bank charges outside India are to the account of the buyer.",
    )
    for i, s in enumerate(notes):
        _text(c, left, y - 110 - 12 * i, s, 8.5, BOLD if i in (0, 4, 9) else "Helvetica")
    c.line(400, 110, right, 110)
    _text(c, right, 98, "Authorized Signature", 8, right=True)
    return {
        "fields": {
            "document_number": "INV-000318",
            "date": "2026-12-02",
            "due_date": "2027-01-01",
            "total_amount": "4695.00",
            "currency": "USD",
            "vendor_name": "Jaipur Block Print House Pvt. Ltd.",
            "customer_name": "Maple & Loom Inc.",
        },
        "line_items": [_item(d, q, u, _plain(a)) for _, d, _, q, u, a in rows],
    }


def kuk4(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    tr, tb = "Times-Roman", "Times-Bold"
    _text(c, left, h - 60, "Pennine Schools Supply Ltd", 19, tb)
    block = (
        "Unit 12, Dean Clough Mills, Halifax, West Yorkshire HX3 5AX",
        "Tel: 01422 555 781    Email: sales@pennineschools.co.uk",
        "VAT Reg No. GB 294 7718 52",
    )
    _block(c, left, h - 76, block, 9, tr, pitch=11)
    _text(c, right, h - 62, "Invoice", 24, tb, True)
    box = (
        ("Invoice No.", "35021"),
        ("Invoice/Tax Date", "19/11/2026"),
        ("Account Ref", "STAID01"),
        ("Order No.", "LPO 2026/114"),
        ("Due Date", "19/12/2026"),
        ("Page", "1 of 1"),
    )
    bx, by = 375, h - 128
    c.setLineWidth(0.6)
    c.rect(bx, by - 16 * len(box) + 12, right - bx, 16 * len(box))
    c.line(bx + 88, by + 12, bx + 88, by - 16 * len(box) + 12)
    for i, (k, v) in enumerate(box):
        _text(c, bx + 5, by - 16 * i, k, 9, tb)
        _text(c, bx + 94, by - 16 * i, v, 9.5, tr)
        if i:
            c.line(bx, by - 16 * i + 12, right, by - 16 * i + 12)
    for x, title, lines in (
        (
            left,
            "Invoice To:",
            ("St Aidan's C of E Primary School", "Finance Office", "Rawson Road", "Bradford", "BD1 3SQ"),
        ),
        (
            205,
            "Deliver To:",
            ("St Aidan's School - Stores", "Rear Entrance", "Manor Row", "Bradford", "BD1 4QE"),
        ),
    ):
        _text(c, x, h - 128, title, 9, tb)
        _block(c, x + 6, h - 144, lines, 10, tr, pitch=12)
    rows = [
        (
            "BK-PHON-01",
            "Phonics reading scheme, set of 12 books",
            "5",
            "42.00",
            "210.00",
            "0%",
            "0.00",
            "210.00",
        ),
        ("BK-ATLAS-7", "Junior world atlas, hardback", "30", "8.99", "269.70", "0%", "0.00", "269.70"),
        (
            "ST-EXB-A4",
            "A4 exercise books 8mm ruled, pack of 50",
            "12",
            "14.60",
            "175.20",
            "20%",
            "35.04",
            "210.24",
        ),
        ("ST-GLUE-40", "Glue sticks 40g, tub of 30", "6", "11.25", "67.50", "20%", "13.50", "81.00"),
        ("EQ-WB-9060", "Magnetic whiteboard 900 x 600mm", "2", "64.00", "128.00", "20%", "25.60", "153.60"),
        ("CARR", "Carriage", "1", "9.95", "9.95", "20%", "1.99", "11.94"),
    ]
    top = h - 262
    header = [
        (left + 4, "Code", False),
        (112, "Description", False),
        (322, "Qty", True),
        (374, "Unit Price", True),
        (424, "Net", True),
        (458, "VAT %", True),
        (504, "VAT", True),
        (right - 4, "Gross", True),
    ]
    c.setLineWidth(1)
    c.line(left, top + 13, right, top + 13)
    c.line(left, top - 6, right, top - 6)
    for x, t, r in header:
        _text(c, x, top, t, 9, tb, r)
    for i, row in enumerate(rows):
        y = top - 22 - 18 * i
        if i % 2:
            c.setFillGray(0.91)
            c.rect(left, y - 6, right - left, 18, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, tr, r)
    y = top - 22 - 18 * len(rows)
    c.line(left, y + 10, right, y + 10)
    _text(c, left, y - 14, "VAT Analysis", 9.5, tb)
    vat = (
        ("Code", "Rate", "Net", "VAT"),
        ("T0", "0.00%", "479.70", "0.00"),
        ("T1", "20.00%", "380.65", "76.13"),
    )
    c.setLineWidth(0.5)
    c.rect(left, y - 70, 230, 48)
    for i, row in enumerate(vat):
        for (x, r), s in zip(((left + 6, False), (110, True), (180, True), (left + 224, True)), row):
            _text(c, x, y - 34 - 14 * i, s, 9, tb if i == 0 else tr, r)
    totals = (("Total Net Amount", "£860.35"), ("Total VAT Amount", "£76.13"), ("Invoice Total", "£936.48"))
    for i, (k, v) in enumerate(totals):
        yy = y - 36 - 18 * i
        c.rect(340, yy - 5, right - 340, 18)
        font = tb if i == 2 else tr
        _text(c, 346, yy, k, 10, font)
        _text(c, right - 6, yy, v, 10, font, True)
    block = (
        "Terms: 30 days net. A settlement discount of 2.5% (£23.41) may be taken if paid within 10 days.",
        "Books (T0) are zero-rated; all other goods and carriage are standard-rated (T1).",
        "Please remit to Lloyds Bank plc, Sort Code 30-94-57, Account No. 41872265,",
        "quoting invoice number 35021. Any discrepancies must be notified within 7 days.",
    )
    _block(c, left, y - 116, block, 9, tr, pitch=12)
    c.setLineWidth(0.4)
    c.line(left, 58, right, 58)
    line = "Pennine Schools Supply Ltd  ·  Registered in England No. 06633120  ·  Registered office as above"
    _centre(c, w, 46, line, 7.5, tr)
    return {
        "fields": {
            "document_number": "35021",
            "date": "2026-11-19",
            "due_date": "2026-12-19",
            "total_amount": "936.48",
            "tax_amount": "76.13",
            "currency": "GBP",
            "vendor_name": "Pennine Schools Supply Ltd",
            "customer_name": "St Aidan's C of E Primary School",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, a, _, _, _ in rows],
    }


KDE5_ROWS = (  # description, quantity, unit price in cents, unit
    ("Kupferrohr 15x1 mm, Stange 5 m", 20, 1895, "Stg"),
    ("Kupferrohr 22x1 mm, Stange 5 m", 12, 2940, "Stg"),
    ("Pressfitting Bogen 90° 15 mm", 50, 248, "Stk"),
    ("Pressfitting T-Stück 22 mm", 30, 512, "Stk"),
    ("Übergangsmuffe 22 mm x 3/4 Zoll IG", 10, 689, "Stk"),
    ("Kugelhahn 1/2 Zoll mit Flügelgriff", 16, 835, "Stk"),
    ("Kugelhahn 3/4 Zoll mit Hebelgriff", 8, 1260, "Stk"),
    ("Mehrschichtverbundrohr 16x2 mm, Rolle 100 m", 2, 8900, "Rol"),
    ("Rohrisolierung 15/13 mm, 2 m", 40, 165, "Stk"),
    ("Rohrisolierung 22/13 mm, 2 m", 24, 198, "Stk"),
    ("Thermostatventil Eckform DN 15", 14, 1775, "Stk"),
    ("Thermostatkopf mit Nullstellung", 14, 1390, "Stk"),
    ("Rücklaufverschraubung DN 15", 14, 945, "Stk"),
    ("Kompaktheizkörper Typ 22, 600x1000", 6, 16450, "Stk"),
    ("Kompaktheizkörper Typ 22, 600x1400", 4, 21980, "Stk"),
    ("Wandkonsolen-Set für Heizkörper", 10, 1120, "Set"),
    ("Hocheffizienzpumpe 25-60, 180 mm", 1, 24900, "Stk"),
    ("Ausdehnungsgefäß 25 l, grau", 1, 4650, "Stk"),
    ("Sicherheitsventil 3 bar, 1/2 Zoll", 2, 1430, "Stk"),
    ("Manometer 0-4 bar, axial", 2, 880, "Stk"),
    ("Waschtisch 60 cm, weiß", 3, 8950, "Stk"),
    ("Einhebel-Waschtischmischer, chrom", 3, 7490, "Stk"),
    ("Siphon für Waschtisch, 1 1/4 Zoll", 3, 1625, "Stk"),
    ("Wand-WC spülrandlos, weiß", 2, 18900, "Stk"),
    ("WC-Sitz mit Absenkautomatik", 2, 4350, "Stk"),
    ("Vorwandelement für Wand-WC, 112 cm", 2, 15800, "Stk"),
    ("Betätigungsplatte 2-Mengen, chrom", 2, 5690, "Stk"),
    ("Duschwanne 90x90 cm, flach", 1, 21400, "Stk"),
    ("Brausethermostat Aufputz", 1, 15950, "Stk"),
    ("Brauseset mit Handbrause, 90 cm", 1, 6780, "Set"),
    ("HT-Rohr DN 50, 1 m", 12, 345, "Stk"),
    ("HT-Bogen DN 50, 45°", 10, 128, "Stk"),
    ("KG-Rohr DN 110, 2 m", 4, 1190, "Stk"),
    ("Silikon sanitär, transparent, 310 ml", 12, 695, "Stk"),
    ("Hanf 100 g mit Dichtpaste", 4, 875, "Set"),
    ("Rohrschellen 1/2 Zoll, 10 Stück", 6, 1240, "Pak"),
    ("Gewindestange M8 x 1 m, verzinkt", 10, 185, "Stk"),
    ("Schwerlastdübel 10x80, 25 Stück", 2, 1490, "Pak"),
    ("Heizungsinhibitor 1 l", 2, 2360, "Stk"),
    ("Transportpauschale Dortmund", 1, 4500, "Psch"),
)


def _de(cents: int) -> str:
    """Cents as a German amount: 1.234,56."""
    return f"{cents // 100:,}".replace(",", ".") + f",{cents % 100:02d}"


def _kde5_page(c, n: int, first: bool) -> None:
    """A page of kde5 bar its table: letterhead or running head, fold marks, page number and footer."""
    w, h = A4
    left, right = 20 * mm, w - 40
    c.setLineWidth(0.4)
    for y, length in ((h - 105 * mm, 10), (h / 2, 14), (h - 210 * mm, 10)):
        c.line(0, y, length, y)
    c.setFillColorRGB(0.0, 0.3, 0.55)
    if first:
        _text(c, right, h - 50, "BRANDT", 24, BOLD, True)
        _text(c, right, h - 63, "Haustechnik-Großhandel", 10, "Helvetica", True)
    else:
        _text(c, left, h - 40, "Brandt Haustechnik-Großhandel GmbH", 9, BOLD)
    c.setFillGray(0)
    if not first:
        _text(c, right, h - 40, "Rechnung RE2026-04817 vom 30.11.2026", 8.5, right=True)
        _text(c, right, h - 51, "Kunden-Nr. 10342", 8.5, right=True)
        c.line(left, h - 58, right, h - 58)
    _text(c, right, 84, f"Seite {n} von 3", 8, right=True)
    c.setStrokeGray(0.5)
    c.line(left, 74, right, 74)
    c.setStrokeGray(0)
    foot = (
        ("Brandt Haustechnik-Großhandel GmbH", "Hafenstraße 41", "44147 Dortmund"),
        ("Geschäftsführer: Jörg Brandt", "Amtsgericht Dortmund HRB 27731", "USt-IdNr. DE 312 884 157"),
        ("Sparkasse Dortmund", "IBAN DE44 4405 0199 0211 4837 00", "BIC DORTDE33XXX"),
        ("Tel. 0231 555 480-0", "info@brandt-haustechnik.de", "www.brandt-haustechnik.de"),
    )
    for k, block in enumerate(foot):
        _block(c, left + 128 * k, 64, block, 6.5, pitch=8.5)


KDE5_COLS = (20 * mm, 82, 118, 146, 198, 440, 496, A4[0] - 40)
KDE5_PITCH = 20


def _kde5_grid(c, top: float, n: int) -> None:
    """kde5's table frame: a grey header band and ``n`` rows under it, every line ruled."""
    cols, pitch = KDE5_COLS, KDE5_PITCH
    left, right = cols[0], cols[-1]
    c.setFillGray(0.87)
    c.rect(left, top - 5, right - left, 17, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(0.4)
    bottom = top - 5 - pitch * n
    c.rect(left, bottom, right - left, top + 12 - bottom)
    for x in cols[1:-1]:
        c.line(x, top + 12, x, bottom)
    for j in range(n):
        c.line(left, top - 5 - pitch * j, right, top - 5 - pitch * j)
    for k, t in enumerate(("Pos.", "Menge", "ME", "Art.-Nr.", "Bezeichnung", "E-Preis €", "Gesamt €")):
        _text(c, cols[k] + 3, top, t, 8, BOLD)


def _kde5_row(c, y: float, cells) -> None:
    for k, s in enumerate(cells):
        if k in (0, 1, 5, 6):
            _text(c, KDE5_COLS[k + 1] - 3, y, s, 8, right=True)
        else:
            _text(c, KDE5_COLS[k] + 3, y, s, 8)


def _kde5_carry(c, y: float, cents: int) -> None:
    """The amount carried forward (at a page's foot) or brought forward (at the next one's head)."""
    _text(c, KDE5_COLS[4] + 3, y, "Übertrag", 8, BOLD)
    _text(c, KDE5_COLS[-1] - 3, y, _de(cents), 8, BOLD, True)


def kde5(c) -> dict:
    w, h = A4
    left, right = 20 * mm, w - 40
    rows = []
    for i, (d, q, price, unit) in enumerate(KDE5_ROWS):
        rows.append((str(i + 1), str(q), unit, str(2201015 + 1373 * i), d, _de(price), _de(q * price)))
    _kde5_page(c, 1, True)
    _text(
        c, left, h - 45 * mm - 6, "Brandt Haustechnik-Großhandel GmbH · Hafenstraße 41 · 44147 Dortmund", 6.5
    )
    c.line(left, h - 45 * mm - 8, left + 85 * mm, h - 45 * mm - 8)
    block = (
        "Firma",
        "Sanitär Kowalski e.K.",
        "Inh. Piotr Kowalski",
        "Bochumer Str. 118",
        "45886 Gelsenkirchen",
    )
    _block(c, left, h - 45 * mm - 26, block, 10, pitch=12.5)
    info = (
        ("Rechnungs-Nr.", "RE2026-04817"),
        ("Rechnungsdatum", "30.11.2026"),
        ("Lieferdatum", "27.11.2026"),
        ("Kunden-Nr.", "10342"),
        ("Ihre Bestellung", "KW-4471 vom 24.11.2026"),
        ("Bearbeiter/in", "Frau Schäfer"),
        ("Telefon", "0231 555 480-23"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 125 * mm, h - 45 * mm - 10 - 12 * i, k, 8.5)
        _text(c, 125 * mm + 74, h - 45 * mm - 10 - 12 * i, v, 8.5, BOLD if i == 0 else "Helvetica")
    _text(c, left, h - 103 * mm, "Rechnung Nr. RE2026-04817", 13, BOLD)
    _text(c, left, h - 103 * mm - 18, "Sehr geehrte Damen und Herren,", 9)
    _text(c, left, h - 103 * mm - 30, "für unsere Lieferung vom 27.11.2026 berechnen wir Ihnen:", 9)
    pages = ((0, 15, h - 103 * mm - 56), (15, 37, h - 80), (37, 40, h - 80))
    total = 0
    for n, (a, b, top) in enumerate(pages, start=1):
        if n > 1:
            c.showPage()
            _kde5_page(c, n, False)
        _kde5_grid(c, top, b - a + (1 if n == 1 else 2) - (1 if n == 3 else 0))
        y = top - 5 - KDE5_PITCH + 7
        if n > 1:
            _kde5_carry(c, y, total)
            y -= KDE5_PITCH
        for cells in rows[a:b]:
            _kde5_row(c, y, cells)
            total += KDE5_ROWS[int(cells[0]) - 1][1] * KDE5_ROWS[int(cells[0]) - 1][2]
            y -= KDE5_PITCH
        if n < 3:
            _kde5_carry(c, y, total)
    tax = (total * 19 + 50) // 100
    sums = (("Summe netto", _de(total) + " €"), ("zzgl. 19 % USt.", _de(tax) + " €"))
    _pairs(c, 360, right - 3, y - 12, sums, pitch=14)
    c.setLineWidth(0.8)
    c.line(360, y - 34, right, y - 34)
    _text(c, 360, y - 48, "Rechnungsbetrag", 10, BOLD)
    _text(c, right - 3, y - 48, _de(total + tax) + " €", 10, BOLD, True)
    c.line(360, y - 54, right, y - 54)
    c.line(360, y - 56, right, y - 56)
    block = (
        "Zahlbar bis 30.12.2026 ohne Abzug.",
        "Bitte geben Sie bei Zahlung die Rechnungsnummer RE2026-04817 an.",
        "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Es gelten unsere AGB.",
        "",
        "Mit freundlichen Grüßen",
        "Brandt Haustechnik-Großhandel GmbH",
    )
    _block(c, left, y - 90, block, 9, pitch=12)
    return {
        "fields": {
            "document_number": "RE2026-04817",
            "date": "2026-11-30",
            "due_date": "2026-12-30",
            "total_amount": f"{(total + tax) / 100:.2f}",
            "tax_amount": f"{tax / 100:.2f}",
            "currency": "EUR",
            "vendor_name": "Brandt Haustechnik-Großhandel GmbH",
            "customer_name": "Sanitär Kowalski e.K.",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a), i) for _, q, _, i, d, u, a in rows],
    }


def kbe6(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    green = (0.24, 0.45, 0.22)
    c.setFillColorRGB(*green)
    c.ellipse(left, h - 78, left + 16, h - 50, stroke=0, fill=1)
    _text(c, left + 24, h - 66, "Tuincentrum De Linde", 18, BOLD)
    c.setFillGray(0.3)
    _text(c, left + 24, h - 79, "planten · potten · tuinaanleg", 9, "Helvetica-Oblique")
    c.setFillGray(0)
    block = (
        "Tuincentrum De Linde BV",
        "Brugsesteenweg 212",
        "9000 Gent",
        "Tel. 09 222 41 87",
        "BTW BE 0478.512.903",
        "RPR Gent",
    )
    _block(c, left, h - 104, block, 8, pitch=10)
    block = ("Brasserie 't Pleintje BV", "t.a.v. Dhr. Pieter Claeys", "Sint-Pietersplein 7", "9000 Gent")
    _block(c, 320, h - 150, block, 10, pitch=13, first=BOLD)
    _text(c, 320, h - 208, "BTW BE 0659.318.224", 8.5)
    c.setFillColorRGB(*green)
    _text(c, left, h - 262, "FACTUUR", 20, BOLD)
    c.setFillGray(0)
    cells = (
        ("Factuurnummer", "FA26-00731"),
        ("Factuurdatum", "04-12-2026"),
        ("Vervaldatum", "03-01-2027"),
        ("Klantnummer", "K1187"),
        ("Leverdatum", "02-12-2026"),
    )
    cw = (right - left) / len(cells)
    c.setLineWidth(0.5)
    c.setStrokeColorRGB(*green)
    for k, (key, v) in enumerate(cells):
        x = left + cw * k
        c.rect(x, h - 310, cw, 34)
        _text(c, x + 5, h - 288, key, 7.5, BOLD)
        _text(c, x + 5, h - 302, v, 9.5)
    rows = [
        ("Olijfboom in pot, stamhoogte 120 cm", "4", "89,00", "6%", "356,00"),
        ("Seizoensbloemen, tafelschikking", "12", "18,50", "6%", "222,00"),
        ("Buxusbol 40 cm", "8", "32,50", "6%", "260,00"),
        ("Terracotta pot 50 cm, vorstbestendig", "4", "64,00", "21%", "256,00"),
        ("Potgrond premium 50 l", "10", "8,90", "21%", "89,00"),
        ("Levering en plaatsing", "1", "75,00", "21%", "75,00"),
    ]
    top = h - 344
    header = [
        (left + 6, "Omschrijving", False),
        (340, "Aantal", True),
        (410, "Eenheidsprijs", True),
        (452, "BTW", True),
        (right - 6, "Totaal excl. BTW", True),
    ]
    c.setFillColorRGB(*green)
    c.rect(left, top - 6, right - left, 19, stroke=0, fill=1)
    c.setFillGray(1)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    c.setFillGray(0)
    for i, row in enumerate(rows):
        y = top - 24 - 18 * i
        if i % 2:
            c.setFillColorRGB(0.91, 0.95, 0.9)
            c.rect(left, y - 6, right - left, 18, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
    y = top - 24 - 18 * len(rows)
    c.line(left, y + 10, right, y + 10)
    _text(c, left, y - 12, "BTW-overzicht", 8.5, BOLD)
    for i, cells in enumerate(
        (("Tarief", "Basis", "BTW"), ("6 %", "838,00", "50,28"), ("21 %", "420,00", "88,20"))
    ):
        for (x, r), s in zip(((left, False), (left + 110, True), (left + 170, True)), cells):
            _text(c, x, y - 26 - 12 * i, s, 8.5, BOLD if i == 0 else "Helvetica", r)
    block = (("Totaal excl. BTW", "1.258,00"), ("Totaal BTW", "138,48"))
    _pairs(c, 340, right - 6, y - 12, block, pitch=15)
    c.setFillColorRGB(0.91, 0.95, 0.9)
    c.rect(332, y - 54, right - 332, 20, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 340, y - 47, "Te betalen", 11, BOLD)
    _text(c, right - 6, y - 47, "€ 1.396,48", 11, BOLD, True)
    py = y - 110
    c.rect(left, py - 50, right - left, 64)
    _text(c, left + 8, py, "Betaling", 9, BOLD)
    line = "Gelieve € 1.396,48 te betalen vóór 03-01-2027 op rekening BE71 0961 2345 6769 (BIC GKCCBEBB)"
    _text(c, left + 8, py - 14, line, 8.5)
    _text(c, left + 8, py - 26, "met vermelding van de", 8.5)
    _text(c, left + 8, py - 42, "Gestructureerde mededeling +++123/4567/89012+++", 11, "Courier-Bold")
    c.setStrokeGray(0)
    block = (
        "Algemene voorwaarden: klachten dienen binnen 8 dagen na factuurdatum schriftelijk te worden gemeld.",
        "Bij niet-betaling op de vervaldag zijn van rechtswege een verwijlintrest van 10% per jaar en",
        "een forfaitaire schadevergoeding van 10% (minimum € 40) verschuldigd.",
    )
    _block(c, left, py - 80, block, 7.5, pitch=10)
    c.setLineWidth(0.4)
    c.line(left, 52, right, 52)
    line = "Tuincentrum De Linde BV  ·  Brugsesteenweg 212, 9000 Gent  ·  www.delinde.be  ·  Pagina 1/1"
    _centre(c, w, 40, line, 7)
    return {
        "fields": {
            "document_number": "FA26-00731",
            "date": "2026-12-04",
            "due_date": "2027-01-03",
            "total_amount": "1396.48",
            "tax_amount": "138.48",
            "currency": "EUR",
            "vendor_name": "Tuincentrum De Linde BV",
            "customer_name": "Brasserie 't Pleintje BV",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a)) for d, q, u, _, a in rows],
    }


def kpt7(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    c.setFillColorRGB(0.1, 0.3, 0.6)
    _text(c, left, h - 58, "InfoPorto", 20, BOLD)
    c.setFillGray(0)
    block = (
        "InfoPorto - Reparações Informáticas, Lda.",
        "Rua de Cedofeita, 412",
        "4050-174 Porto",
        "Tel. 222 555 318 · geral@infoporto.pt",
        "Contribuinte n.º 514207381",
        "Capital Social 5.000,00 € · C.R.C. Porto",
    )
    _block(c, left, h - 76, block, 8, pitch=10, first=BOLD)
    _text(c, right, h - 48, "Original", 8, right=True)
    _text(c, right, h - 68, "Fatura-Recibo", 18, BOLD, True)
    _text(c, right, h - 84, "FR 2026A1/318", 11, BOLD, True)
    _text(c, right, h - 98, "ATCUD: JFM3KX7P-318", 8.5, right=True)
    c.setLineWidth(0.6)
    c.rect(310, h - 210, right - 310, 86)
    block = ("Exmo.(s) Sr.(s)", "Padaria Ribeira, Lda.", "Cais da Ribeira, 27", "4050-509 Porto", "Portugal")
    _block(c, 320, h - 140, block, 9.5, pitch=13)
    cells = (
        ("Data", "2026-12-02"),
        ("Contribuinte", "509876543"),
        ("Cliente n.º", "C0418"),
        ("Moeda", "EUR"),
        ("Pág.", "1/1"),
    )
    x = left
    for (k, v), cw in zip(cells, (110, 120, 100, 90, right - left - 420)):
        c.rect(x, h - 262, cw, 30)
        _text(c, x + 4, h - 242, k, 7, BOLD)
        _text(c, x + 4, h - 256, v, 9)
        x += cw
    rows = [
        ("SSD-1TB", "Disco SSD 1TB NVMe M.2", "2", "UN", "89,90", "0", "23", "179,80"),
        ("RAM-16", "Memória DDR4 16GB 3200MHz", "2", "UN", "45,00", "10", "23", "81,00"),
        ("SRV-MO", "Mão de obra técnica", "1,5", "H", "40,00", "0", "23", "60,00"),
        ("SW-AV1", "Licença antivírus 1 ano", "3", "UN", "29,50", "0", "23", "88,50"),
    ]
    top = h - 292
    header = [
        (left, "Artigo", False),
        (104, "Descrição", False),
        (320, "Qtd.", True),
        (330, "Un.", False),
        (404, "Preço Unit.", True),
        (440, "Desc.%", True),
        (474, "IVA%", True),
        (right, "Total", True),
    ]
    c.setLineWidth(1)
    c.line(left, top - 6, right, top - 6)
    y = _table(c, top, header, rows, pitch=16, size=8.5)
    c.setLineWidth(0.5)
    c.line(left, y + 6, right, y + 6)
    _text(c, left, y - 14, "Quadro resumo de IVA", 8.5, BOLD)
    for i, cells in enumerate((("Taxa", "Incidência", "Valor IVA"), ("IVA 23%", "409,30", "94,14"))):
        for (x, r), s in zip(((left, False), (160, True), (230, True)), cells):
            _text(c, x, y - 28 - 12 * i, s, 8.5, BOLD if i == 0 else "Helvetica", r)
    totals = (("Total Ilíquido", "418,30 €"), ("Total Descontos", "9,00 €"), ("Total IVA", "94,14 €"))
    _pairs(c, 360, right, y - 14, totals, pitch=14)
    c.setFillGray(0.9)
    c.rect(352, y - 74, right - 352, 20, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 360, y - 67, "Total", 11, BOLD)
    _text(c, right - 4, y - 67, "503,44 €", 11, BOLD, True)
    _text(c, 360, y - 92, "Recebido: Multibanco", 8.5)
    _text(c, right, y - 92, "503,44 €", 8.5, right=True)
    _text(c, 360, y - 104, "Troco", 8.5)
    _text(c, right, y - 104, "0,00 €", 8.5, right=True)
    payload = (
        "A:514207381*B:509876543*C:PT*D:FR*E:N*F:20261202*G:FR 2026A1/318*H:JFM3KX7P-318*"
        "I1:PT*I7:409.30*I8:94.14*N:94.14*O:503.44*Q:ab1C*R:2387"
    )
    side = 32 * mm
    _qr(c, payload, left, 96, side)
    block = (
        "ATCUD: JFM3KX7P-318",
        "ab1C - Processado por programa certificado n.º 2387/AT",
        "Os bens e/ou serviços foram colocados à disposição do adquirente na data do documento.",
        "Garantia de peças: 3 anos. Garantia de mão de obra: 90 dias.",
        "IBAN PT50 0035 0651 0000 1234 5678 9 · Caixa Geral de Depósitos",
    )
    _block(c, left + side + 12, 96 + side - 10, block, 7.5, pitch=11)
    c.setLineWidth(0.4)
    c.line(left, 60, right, 60)
    _centre(c, w, 48, "InfoPorto - Reparações Informáticas, Lda. · Rua de Cedofeita, 412 · 4050-174 Porto", 7)
    return {
        "fields": {
            "document_number": "FR 2026A1/318",
            "date": "2026-12-02",
            "total_amount": "503.44",
            "tax_amount": "94.14",
            "currency": "EUR",
            "vendor_name": "InfoPorto - Reparações Informáticas, Lda.",
            "customer_name": "Padaria Ribeira, Lda.",
        },
        "line_items": [_item(d, _plain(q), _plain(u), _plain(a), i) for i, d, q, _, u, _, _, a in rows],
    }


def kca8(c) -> dict:
    w, h = letter
    left, right = 54, w - 54
    tr, tb, ti = "Times-Roman", "Times-Bold", "Times-Italic"
    _centre(c, w, h - 54, "Ébénisterie Laurentide inc.", 20, tb)
    _centre(c, w, h - 70, "Mobilier sur mesure depuis 1987", 10, ti)
    line = "1450, boulevard Talbot, Québec (Québec) G2N 1R3  ·  418 555-0172  ·  ebenisterielaurentide.ca"
    _centre(c, w, h - 86, line, 8.5, tr)
    c.setLineWidth(0.8)
    c.line(left, h - 96, right, h - 96)
    _text(c, left, h - 130, "FACTURE", 18, tb)
    meta = (
        ("N° de facture :", "F-26-1142"),
        ("Date :", "2026-11-27"),
        ("Échéance :", "2026-12-27"),
        ("N° de client :", "AUB-019"),
        ("Bon de commande :", "2026-88"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 440, h - 118 - 13 * i, k, 10, tr, True)
        _text(c, 448, h - 118 - 13 * i, v, 10, tb if i == 0 else tr)
    for x, title, lines in (
        (
            left,
            "Facturer à",
            (
                "Auberge du Lac-Beauport",
                "Attn : Mme Isabelle Fortin",
                "154, chemin du Tour-du-Lac",
                "Lac-Beauport (Québec) G3B 0V1",
            ),
        ),
        (
            320,
            "Livrer à",
            (
                "Salle à manger de l'auberge",
                "Quai de livraison, porte 2",
                "154, chemin du Tour-du-Lac",
                "Lac-Beauport (Québec) G3B 0V1",
            ),
        ),
    ):
        _text(c, x, h - 206, title, 10, "Times-BoldItalic")
        _block(c, x, h - 221, lines, 10.5, tr, pitch=13)
    rows = [
        ("2", "TBL-ER8", "Table de salle à manger en érable, 8 places", "1 850,00", "3 700,00"),
        ("16", "CH-MRS", "Chaise en merisier, assise rembourrée", "245,00", "3 920,00"),
        ("1", "BUF-NN4", "Buffet en noyer noir, 4 portes", "2 400,00", "2 400,00"),
        ("1", "LIV-INS", "Livraison et installation, Lac-Beauport", "350,00", "350,00"),
    ]
    top = h - 310
    header = [
        (left + 20, "Qté", True),
        (left + 34, "Code", False),
        (150, "Description", False),
        (462, "Prix unitaire", True),
        (right, "Montant", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 10.5, tb, r)
    for i, row in enumerate(rows):
        for (x, _, r), s in zip(header, row):
            _text(c, x, top - 24 - 20 * i, s, 10.5, tr, r)
    y = top - 24 - 20 * len(rows) - 16
    totals = (
        ("Sous-total", "10 370,00 $"),
        ("Remise commerciale 10 %", "-1 037,00 $"),
        ("Montant net", "9 333,00 $"),
        ("TPS (5 %)", "466,65 $"),
        ("TVQ (9,975 %)", "930,97 $"),
    )
    for i, (k, v) in enumerate(totals):
        _text(c, 340, y - 16 * i, k, 10.5, tr)
        _text(c, right, y - 16 * i, v, 10.5, tr, True)
    yt = y - 16 * len(totals) - 8
    _text(c, 340, yt, "TOTAL", 12, tb)
    _text(c, right, yt, "10 730,62 $", 12, tb, True)
    block = ("N° TPS : 812345678 RT0001", "N° TVQ : 1217654321 TQ0001", "NEQ : 1143887265")
    _block(c, left, y, block, 9, tr, pitch=12)
    block = (
        "Conditions : payable dans les 30 jours suivant la date de facturation. Des frais d'intérêt de 2 %",
        "par mois (26,82 % par année) s'appliquent aux comptes en souffrance.",
        "Paiement par chèque à l'ordre d'Ébénisterie Laurentide inc. ou par virement Interac",
        "à paiement@ebenisterielaurentide.ca.",
        "Garantie de cinq ans sur l'assemblage et la finition. Merci de votre confiance!",
    )
    _block(c, left, yt - 50, block, 9, ti, pitch=12)
    _centre(c, w, 40, "Page 1 de 1", 8, tr)
    return {
        "fields": {
            "document_number": "F-26-1142",
            "date": "2026-11-27",
            "due_date": "2026-12-27",
            "total_amount": "10730.62",
            "currency": "CAD",
            "vendor_name": "Ébénisterie Laurentide inc.",
            "customer_name": "Auberge du Lac-Beauport",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a), i) for q, i, d, u, a in rows],
    }


def kat9(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    cr, cb = "Courier", "Courier-Bold"
    _text(c, left, h - 56, "BÜROTECHNIK STEINER GmbH", 15, cb)
    block = (
        "Annenstraße 27 · 8020 Graz · Tel. +43 316 71 22 40 · office@steiner-buero.at",
        "UID-Nr.: ATU58123947 · FN 234567a, Landesgericht für ZRS Graz",
    )
    _block(c, left, h - 72, block, 8, cr, pitch=10)
    c.setLineWidth(1)
    c.line(left, h - 90, right, h - 90)
    block = (
        "Steuerberatung Hofer & Partner OG",
        "z.H. Frau Mag. Eva Hofer",
        "Herrengasse 9/2",
        "8010 Graz",
        "",
        "UID-Nr.: ATU69874521",
    )
    _block(c, left, h - 140, block, 10, cr, pitch=12.5)
    block = (
        "Rechnung Nr. : 26/10388",
        "Datum        : 03.12.2026",
        "Kunden-Nr.   : 2207",
        "Lieferschein : LS-26-0912",
        "Leistung     : 28.11.2026",
        "Seite        : 1",
    )
    _block(c, 340, h - 140, block, 9, cr, pitch=12.5)
    _text(c, left, h - 250, "RECHNUNG", 14, cb)
    line = "Wir erlauben uns, für unsere Lieferungen und Leistungen wie folgt zu verrechnen:"
    _text(c, left, h - 266, line, 8.5, cr)
    rows = [
        ("1", "40117", "Multifunktionsdrucker A4 Farbe MX-410", "2", "Stk", "389,00", "778,00"),
        ("2", "40982", "Toner schwarz MX-410, 6.000 Seiten", "4", "Stk", "74,50", "298,00"),
        ("3", "51230", "Kopierpapier A4 80 g, Karton 5x500 Blatt", "10", "Ktn", "24,90", "249,00"),
        ("4", "90001", "Installation und Einschulung", "1,5", "Std", "78,00", "117,00"),
        ("5", "90010", "Anfahrtspauschale Graz", "1", "Pau", "35,00", "35,00"),
    ]
    header = [
        (left + 18, "Pos", True),
        (66, "Art.Nr.", False),
        (112, "Bezeichnung", False),
        (356, "Menge", True),
        (362, "ME", False),
        (470, "Einzelpreis", True),
        (right, "Gesamt EUR", True),
    ]
    dash = "-" * 101
    top = h - 296
    _text(c, left, top + 12, dash, 8.5, cr)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, cb, r)
    _text(c, left, top - 10, dash, 8.5, cr)
    for i, row in enumerate(rows):
        for (x, _, r), s in zip(header, row):
            _text(c, x, top - 26 - 14 * i, s, 8.5, cr, r)
    y = top - 26 - 14 * len(rows)
    _text(c, left, y + 2, dash, 8.5, cr)
    for i, (k, v) in enumerate((("Summe netto", "1.477,00"), ("+ 20 % USt.", "295,40"))):
        _text(c, 300, y - 14 - 13 * i, k, 9, cr)
        _text(c, right, y - 14 - 13 * i, v, 9, cr, True)
    _text(c, 300, y - 48, "=" * 42, 9, cr)
    _text(c, 300, y - 60, "Rechnungsbetrag EUR", 10, cb)
    _text(c, right, y - 60, "1.772,40", 10, cb, True)
    _text(c, 300, y - 70, "=" * 42, 9, cr)
    block = (
        "Zahlungsbedingungen:",
        "Skonto 2% bei Zahlung bis 17.12.2026: abzüglich 35,45 EUR = 1.736,95 EUR",
        "Zahlbar ohne Abzug bis 02.01.2027.",
        "",
        "Bankverbindung: Steiermärkische Sparkasse",
        "IBAN AT61 2081 5000 1234 5678   BIC STSPAT2GXXX",
        "Bitte geben Sie die Rechnungsnummer 26/10388 als Verwendungszweck an.",
        "",
        "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
        "Es gelten unsere Allgemeinen Geschäftsbedingungen. Gerichtsstand Graz.",
    )
    _block(c, left, y - 110, block, 8.5, cr, pitch=11.5, first=cb)
    _text(c, left, 60, "Mit freundlichen Grüßen", 8.5, cr)
    _text(c, left, 48, "Ing. Markus Steiner", 8.5, cr)
    return {
        "fields": {
            "document_number": "26/10388",
            "date": "2026-12-03",
            "due_date": "2027-01-02",
            "total_amount": "1772.40",
            "tax_amount": "295.40",
            "currency": "EUR",
            "vendor_name": "BÜROTECHNIK STEINER GmbH",
            "customer_name": "Steuerberatung Hofer & Partner OG",
        },
        "line_items": [_item(d, _plain(q), _plain(u), _plain(a), i) for _, i, d, q, _, u, a in rows],
    }


def kus10(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    cr = "Courier"
    c.setFillColorRGB(0.1, 0.42, 0.45)
    _text(c, left, h - 52, "Cedar Ridge Family Dental, PLLC", 14, BOLD)
    c.setFillGray(0)
    block = (
        "2300 N Glenstone Ave, Suite 140",
        "Springfield, MO 65803",
        "(417) 555-0129  ·  billing@cedarridgedental.com",
    )
    _block(c, left, h - 66, block, 8.5, pitch=10.5)
    _text(c, right, h - 52, "PATIENT STATEMENT", 15, BOLD, True)
    stub = (
        ("Statement Date", "November 30, 2026"),
        ("Statement No.", "10428-1126"),
        ("Account Number", "10428"),
        ("Payment Due", "December 21, 2026"),
        ("Amount Due", "$465.40"),
        ("Amount Enclosed", "$"),
    )
    bx, top = 350, h - 72
    c.setLineWidth(0.6)
    for i, (k, v) in enumerate(stub):
        y = top - 17 * i
        c.setFillGray(0.9)
        c.rect(bx, y - 17, 100, 17, stroke=1, fill=1)
        c.setFillGray(0)
        c.rect(bx + 100, y - 17, right - bx - 100, 17)
        _text(c, bx + 4, y - 12, k, 8, BOLD)
        if k == "Amount Enclosed":
            _text(c, bx + 106, y - 12, v, 9)
        else:
            _text(c, right - 6, y - 12, v, 9, BOLD if k == "Amount Due" else "Helvetica", True)
    _block(
        c, left + 20, h - 132, ("Megan Alvarez", "1718 E Cherry St", "Springfield, MO 65802"), 10, pitch=12.5
    )
    _text(c, bx, h - 190, "Make checks payable to / remit to:", 7.5, "Helvetica-Oblique")
    block = ("Cedar Ridge Family Dental, PLLC", "PO Box 3318", "Springfield, MO 65808")
    _block(c, bx, h - 202, block, 9, pitch=11)
    line = "Pay by card:  VISA   MC   DISC   AMEX    Card no. ____________________  Exp. ____"
    _text(c, left, h - 210, line, 7.5)
    _centre(
        c, w, h - 248, "Please detach and return the top portion with your payment.", 7.5, "Helvetica-Oblique"
    )
    c.setDash(4, 3)
    c.line(0, h - 256, w, h - 256)
    c.setDash()
    _text(c, left, h - 280, "Account activity", 11, BOLD)
    _text(c, right, h - 280, "Guarantor: Megan Alvarez  ·  Account 10428", 8.5, right=True)
    rows = [
        ("Nov 4, 2026", "Megan Alvarez", "D0120", "Periodic oral evaluation", "", "68.00", ""),
        ("Nov 4, 2026", "Megan Alvarez", "D1110", "Prophylaxis - adult", "", "112.00", ""),
        ("Nov 4, 2026", "Lucas Alvarez", "D1120", "Prophylaxis - child", "", "86.00", ""),
        ("Nov 4, 2026", "Lucas Alvarez", "D1208", "Topical application of fluoride", "", "38.00", ""),
        ("Nov 4, 2026", "", "", "Patient payment - Visa 4417", "", "", "45.00"),
        (
            "Nov 18, 2026",
            "Megan Alvarez",
            "D2392",
            "Resin composite, two surfaces, posterior",
            "30",
            "245.00",
            "",
        ),
        ("Nov 18, 2026", "Megan Alvarez", "D2740", "Crown - porcelain/ceramic", "19", "1,150.00", ""),
        ("Nov 25, 2026", "", "", "Insurance payment - Delta Dental PPO", "", "", "1,010.20"),
        ("Nov 25, 2026", "", "", "PPO contractual adjustment", "", "", "223.40"),
    ]
    header = [
        (left, "Date", False),
        (104, "Patient", False),
        (176, "Code", False),
        (212, "Description", False),
        (416, "Tooth", False),
        (500, "Charges", True),
        (right, "Credits", True),
    ]
    ty = h - 306
    c.setFillGray(0.9)
    c.rect(left - 4, ty - 5, right - left + 8, 16, stroke=0, fill=1)
    c.setFillGray(0)
    for x, t, r in header:
        _text(c, x, ty, t, 8, BOLD, r)
    for i, row in enumerate(rows):
        for (x, _, r), s in zip(header, row):
            _text(c, x, ty - 20 - 14 * i, s, 8, cr, r)
    y = ty - 20 - 14 * len(rows)
    c.setLineWidth(0.5)
    c.line(left - 4, y + 6, right + 4, y + 6)
    summary = (
        ("Previous Balance", "45.00"),
        ("New Charges", "1,699.00"),
        ("Insurance Payments", "-1,010.20"),
        ("Adjustments", "-223.40"),
        ("Patient Payments", "-45.00"),
    )
    sx = 372
    c.rect(sx, y - 126, right - sx, 112)
    _pairs(c, sx + 8, right - 8, y - 30, summary, pitch=14)
    c.line(sx, y - 102, right, y - 102)
    _text(c, sx + 8, y - 118, "Patient Responsibility", 10, BOLD)
    _text(c, right - 8, y - 118, "$465.40", 10, BOLD, True)
    block = (
        "Insurance: Delta Dental of Missouri PPO",
        "Subscriber: Megan Alvarez   Group 0047712",
        "Claims for Nov 4 and Nov 18 processed Nov 24, 2026.",
        "Your plan paid 100% of preventive, 80% of basic and",
        "50% of major services, after the PPO fee schedule.",
        "Nothing is pending with your insurance.",
    )
    _block(c, left, y - 30, block, 8.5, pitch=12)
    aging = (("Current", "465.40"), ("31-60 Days", "0.00"), ("61-90 Days", "0.00"), ("Over 90 Days", "0.00"))
    ay = y - 160
    cw = (right - left) / 4
    for k, (key, v) in enumerate(aging):
        c.rect(left + cw * k, ay - 30, cw, 30)
        _text(c, left + cw * k + 6, ay - 11, key, 7.5, BOLD)
        _text(c, left + cw * (k + 1) - 6, ay - 24, v, 9, right=True)
    block = (
        "Questions about your bill? Call our billing office at (417) 555-0129, Monday-Thursday 8 AM-5 PM.",
        "We accept Visa, Mastercard, Discover, American Express and CareCredit.",
        "Pay online at cedarridgedental.com/pay.",
        "Balances not paid by the due date may be assessed a $10.00 late fee.",
    )
    _block(c, left, ay - 54, block, 8, pitch=11)
    _text(c, right, 40, "Page 1 of 1", 7.5, right=True)
    return {
        "fields": {
            "document_number": "10428-1126",
            "date": "2026-11-30",
            "due_date": "2026-12-21",
            "total_amount": "465.40",
            "currency": "USD",
            "vendor_name": "Cedar Ridge Family Dental, PLLC",
            "customer_name": "Megan Alvarez",
        },
        "line_items": [
            {"item_id": k, "description": d, "line_amount": _plain(a)} for _, _, k, d, _, a, _ in rows if k
        ],
    }


LAYOUTS = {
    "kus1": (kus1, letter),
    "knz2": (knz2, A4),
    "kin3": (kin3, A4),
    "kuk4": (kuk4, A4),
    "kde5": (kde5, A4),
    "kbe6": (kbe6, A4),
    "kpt7": (kpt7, A4),
    "kca8": (kca8, letter),
    "kat9": (kat9, A4),
    "kus10": (kus10, letter),
}
SCANNED = ("kus1", "kuk4", "kpt7", "kat9")
