"""Five more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: an Ohio industrial
distributor's invoice of 30 rows over two pages, a UK catering equipment supplier's credit note, a British Columbia
office furniture invoice with a 10 % discount, GST and PST, a UK managed IT services invoice whose items carry their
service periods, and a New Zealand tax invoice with a payment advice to tear off.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth


def two1(c) -> dict:
    w, h = letter
    rows = [
        ("6204-2RS", "Ball bearing, sealed, 20x47x14 mm", 24, 24, "4.86"),
        ("6205-2RSC3", "Ball bearing, sealed C3, 25x52x15 mm", 24, 24, "5.72"),
        ("A55", "V-belt, classical A section, 57 in OL", 10, 10, "11.38"),
        ("B68", "V-belt, classical B section, 71 in OL", 6, 6, "16.94"),
        ("UCP207-20", "Pillow block bearing, 1-1/4 in bore", 4, 4, "38.65"),
        ("40B18-1", "Sprocket #40, 18 teeth, 1 in bore", 3, 2, "24.90"),
        ("40-1R-10", "Roller chain #40, riveted, 10 ft box", 5, 5, "42.75"),
        ("CL40", "Connecting link #40", 20, 20, "0.95"),
        ("H2-08-PF", "Hydraulic hose 1/2 in 2-wire, per ft", 150, 150, "3.12"),
        ("10643-8-8", "Hose fitting, JIC female swivel 1/2 in", 24, 24, "6.48"),
        ("10143-8-8", "Hose fitting, male NPT 1/2 in", 24, 18, "5.26"),
        ("HCV-050", "Check valve 1/2 in NPT, 3000 psi", 2, 2, "57.30"),
        ("NBR-K382", "O-ring kit, nitrile, 382 pieces", 1, 1, "64.95"),
        ("SHCS-3816", "Socket head cap screw 3/8-16 x 1-1/2", 4, 4, "18.40"),
        ("HN-3816Z", "Hex nut 3/8-16, zinc, box of 100", 4, 4, "6.85"),
        ("FW-38Z", "Flat washer 3/8, zinc, box of 100", 4, 4, "3.90"),
        ("WD40-12", "WD-40 multi-use lubricant, 12 oz", 24, 24, "6.29"),
        ("LT242-50", "Loctite 242 threadlocker, 50 ml", 6, 6, "21.75"),
        ("XHP222-14", "Mobil XHP 222 grease, 14 oz cartridge", 30, 30, "7.45"),
        ("ST-55BL", "Shop towels, blue, case of 30 rolls", 2, 2, "48.60"),
        ("NG9-L", "Nitrile gloves 9 mil, L, box of 100", 10, 10, "17.80"),
        ("SG-Z87C", "Safety glasses, clear, ANSI Z87.1", 24, 24, "2.95"),
        ("CW-4516", "Cut-off wheel 4-1/2 x .045 x 7/8 in", 50, 50, "1.38"),
        ("FD-4560Z", "Flap disc 4-1/2 in, 60 grit, zirconia", 20, 20, "4.72"),
        ("DB-HSS21", "Drill bit set, HSS, 21 piece", 2, 1, "36.90"),
        ("TM-25M", "Tape measure 25 ft, magnetic tip", 4, 4, "14.25"),
        ("CT-11UV", "Cable ties 11 in, black UV, bag of 100", 10, 10, "5.60"),
        ("EC-1635", "Extension cord 16/3 SJTW, 50 ft", 3, 3, "29.95"),
        ("AP-U100", "Absorbent pads, universal, 100 per bale", 2, 2, "54.80"),
        ("PM-Y12", "Paint marker, yellow, Markal Pro-Line", 12, 12, "3.85"),
    ]
    lines, sub = [], Decimal(0)
    for item, desc, ordered, shipped, unit in rows:
        amount = Decimal(unit) * shipped
        sub += amount
        lines.append((item, desc, str(ordered), str(shipped), unit, f"{amount:,.2f}"))
    freight = Decimal("64.75")
    tax = (sub * Decimal("0.075")).quantize(Decimal("0.01"), ROUND_HALF_UP)
    total = sub + freight + tax
    header = [
        (40, "Item No.", False),
        (118, "Description", False),
        (392, "Ordered", True),
        (440, "Shipped", True),
        (508, "Unit Price", True),
        (w - 40, "Amount", True),
    ]

    def head(n: int, top: float) -> None:
        _text(c, 36, h - 50, "TRI-STATE", 20, "Helvetica-Bold")
        _text(c, 36, h - 62, "INDUSTRIAL SUPPLY, INC.", 9, "Helvetica-Bold")
        for i, s in enumerate(
            ("4150 Lyman Drive", "Hilliard, OH 43026", "(614) 555-0177  ·  Fax (614) 555-0178")
        ):
            _text(c, 36, h - 76 - 10 * i, s, 8)
        _text(c, w - 36, h - 50, "INVOICE", 18, "Helvetica-Bold", True)
        _text(c, w - 36, h - 63, f"Page {n} of 2", 8, right=True)
        c.setLineWidth(0.6)
        c.rect(324, h - 102, 252, 30)
        for i, (k, v) in enumerate(
            (
                ("Invoice No.", "2261847"),
                ("Invoice Date", "November 30, 2026"),
                ("Due Date", "December 30, 2026"),
            )
        ):
            if i:
                c.line(324 + 84 * i, h - 72, 324 + 84 * i, h - 102)
            _text(c, 329 + 84 * i, h - 81, k, 6.5, "Helvetica-Bold")
            _text(c, 329 + 84 * i, h - 96, v, 8)
        c.line(36, h - 112, w - 36, h - 112)
        c.setFillGray(0.88)
        c.rect(36, top - 5, w - 72, 15, stroke=0, fill=1)
        c.setFillGray(0)
        for x, title, right in header:
            _text(c, x, top, title, 8, "Helvetica-Bold", right)

    def foot() -> None:
        c.line(36, 62, w - 36, 62)
        _text(
            c,
            36,
            50,
            "Remit to: Tri-State Industrial Supply, Inc.  ·  P.O. Box 712650  ·  Cincinnati, OH 45271-2650",
            7.5,
        )
        _text(
            c,
            36,
            40,
            "Claims for shortage or damage must be made within 5 days of receipt. "
            "Returns subject to a 20% restocking fee.",
            7,
        )

    top = h - 256
    head(1, top)
    for x, title, block in (
        (
            36,
            "SOLD TO",
            (
                "Miami Valley Packaging Corp.",
                "Attn: Accounts Payable",
                "2875 Needmore Road",
                "Dayton, OH 45414",
            ),
        ),
        (
            320,
            "SHIP TO",
            (
                "Miami Valley Packaging Corp.",
                "Plant 2 - Receiving",
                "1100 Webster Street",
                "Dayton, OH 45404",
            ),
        ),
    ):
        _text(c, x, h - 130, title, 7.5, "Helvetica-Bold")
        for i, s in enumerate(block):
            _text(c, x + 10, h - 143 - 11 * i, s, 9)
    band = (
        ("Customer No.", "10482"),
        ("Customer PO", "4500218834"),
        ("Order Date", "Nov 18, 2026"),
        ("Ship Date", "Nov 30, 2026"),
        ("Ship Via", "Our Truck"),
        ("Terms", "Net 30 Days"),
        ("Salesperson", "D. Kowalski"),
    )
    cw = (w - 72) / len(band)
    for i, (k, v) in enumerate(band):
        c.rect(36 + cw * i, h - 228, cw, 26)
        _text(c, 40 + cw * i, h - 211, k, 6.5, "Helvetica-Bold")
        _text(c, 40 + cw * i, h - 223, v, 8)
    y = top - 16
    for i, row in enumerate(lines):
        if i == 22:
            _text(c, w - 40, y - 6, "Continued on page 2", 8, "Courier-Oblique", True)
            foot()
            c.showPage()
            top = h - 160
            head(2, top)
            _text(c, 36, h - 130, "Sold To: Miami Valley Packaging Corp.", 8.5)
            _text(c, 320, h - 130, "Customer No. 10482    Customer PO 4500218834", 8.5)
            y = top - 16
        for (x, _, right), cell in zip(header, row):
            _text(c, x, y, cell, 8, "Courier", right)
        y -= 14
    c.line(36, y + 6, w - 36, y + 6)
    _pairs(
        c,
        414,
        w - 40,
        y - 10,
        (("Subtotal", f"{sub:,.2f}"), ("Freight", f"{freight:,.2f}"), ("Sales Tax 7.5%", f"{tax:,.2f}")),
        pitch=14,
    )
    c.rect(408, y - 62, w - 36 - 408, 20)
    _text(c, 414, y - 55, "Invoice Total", 10, "Helvetica-Bold")
    _text(c, w - 40, y - 55, f"${total:,.2f}", 10, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Backordered items will ship when available and be invoiced separately.",
            "Past due balances are subject to a service charge of 1.5% per month.",
            "Thank you for your business!",
        )
    ):
        _text(c, 36, y - 10 - 11 * i, s, 7.5)
    foot()
    return {
        "fields": {
            "document_number": "2261847",
            "date": "2026-11-30",
            "due_date": "2026-12-30",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "USD",
            "vendor_name": "Tri-State Industrial Supply, Inc.",
            "customer_name": "Miami Valley Packaging Corp.",
        },
        "line_items": [_item(d, s, u, a, i) for i, d, _, s, u, a in lines],
    }


def cn2(c) -> dict:
    w, h = A4
    _text(c, 42, h - 58, "Pennine Catering Equipment Ltd", 18, "Times-Bold")
    for i, s in enumerate(
        (
            "Unit 7, Calder Vale Business Park, Denby Dale Road, Wakefield WF2 8DY",
            "Tel. 01924 380 512   ·   sales@penninecatering.co.uk   ·   www.penninecatering.co.uk",
        )
    ):
        _text(c, 42, h - 74 - 11 * i, s, 9, "Times-Roman")
    _text(c, w - 42, h - 58, "CREDIT NOTE", 20, "Times-Bold", True)
    c.setLineWidth(1.5)
    c.line(42, h - 104, w - 42, h - 104)
    c.setLineWidth(0.5)
    _text(c, 42, h - 128, "Credit to:", 9, "Times-Italic")
    for i, s in enumerate(
        ("Saltaire Kitchen & Bar Ltd", "14 Victoria Road", "Saltaire", "Shipley", "West Yorkshire BD18 3LA")
    ):
        _text(c, 42, h - 143 - 12 * i, s, 10.5 if i == 0 else 10, "Times-Bold" if i == 0 else "Times-Roman")
    for i, (k, v) in enumerate(
        (
            ("Credit Note No.", "CN10562"),
            ("Date", "03/12/2026"),
            ("Original Invoice No.", "SI-118734"),
            ("Account Ref.", "SAL002"),
            ("Your Order No.", "SK/0457"),
        )
    ):
        _text(c, 340, h - 128 - 14 * i, k, 10, "Times-Bold")
        _text(c, w - 42, h - 128 - 14 * i, v, 10, "Times-Roman", True)
    rows = [
        ("GN11-65SS", "Gastronorm container 1/1, 65 mm, stainless", "4", "21.50", "20.00", "-86.00"),
        ("DWB-500P", "Dishwasher plate rack 500 x 500 mm", "2", "14.95", "20.00", "-29.90"),
        ("UCF-140W", "Undercounter fridge 140 L - returned faulty", "1", "389.00", "20.00", "-389.00"),
        ("SVC-CALL", "Engineer call-out charge - refunded", "1", "65.00", "20.00", "-65.00"),
        ("ADJ-TRADE", "Price adjustment: agreed trade discount", "1", "27.60", "20.00", "-27.60"),
    ]
    header = [
        (46, "Code", False),
        (116, "Description", False),
        (362, "Qty", True),
        (428, "Unit Price", True),
        (474, "VAT %", True),
        (w - 46, "Amount £", True),
    ]
    top = h - 240
    c.line(42, top + 14, w - 42, top + 14)
    c.line(42, top - 6, w - 42, top - 6)
    for x, title, right in header:
        _text(c, x, top, title, 10, "Times-Bold", right)
    y = top - 22
    for row in rows:
        for (x, _, right), cell in zip(header, row):
            _text(c, x, y, cell, 10, "Times-Roman", right)
        y -= 17
    c.line(42, y + 8, w - 42, y + 8)
    for i, (k, v) in enumerate((("Total net credit", "597.50"), ("VAT @ 20%", "119.50"))):
        _text(c, 360, y - 10 - 15 * i, k, 10, "Times-Roman")
        _text(c, w - 46, y - 10 - 15 * i, v, 10, "Times-Roman", True)
    c.setLineWidth(1)
    c.rect(354, y - 62, w - 42 - 354, 22)
    _text(c, 360, y - 55, "Total credit £", 11.5, "Times-Bold")
    _text(c, w - 46, y - 55, "717.00", 11.5, "Times-Bold", True)
    _text(c, 42, y - 10, "Reason for credit", 9.5, "Times-Bold")
    for i, s in enumerate(
        (
            "Goods returned damaged or faulty, collected by our driver",
            "on 27/11/2026 (returns ref. RMA-3391). Call-out refunded",
            "as the fault was covered by warranty.",
        )
    ):
        _text(c, 42, y - 23 - 11 * i, s, 9.5, "Times-Roman")
    for i, s in enumerate(
        (
            "This credit has been applied to your account and will be set against your next invoice.",
            "Please contact our accounts team on 01924 380 515 if you would prefer a refund.",
        )
    ):
        _text(c, 42, y - 110 - 12 * i, s, 9.5, "Times-Italic")
    foot = "Pennine Catering Equipment Ltd  ·  Registered in England No. 08451732  ·  VAT Reg. No. GB 318 4527 60"
    _text(c, (w - stringWidth(foot, "Times-Roman", 8)) / 2, 44, foot, 8, "Times-Roman")
    return {
        "fields": {
            "document_number": "CN10562",
            "date": "2026-12-03",
            "total_amount": "717.00",
            "tax_amount": "119.50",
            "currency": "GBP",
            "vendor_name": "Pennine Catering Equipment Ltd",
            "customer_name": "Saltaire Kitchen & Bar Ltd",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, _, a in rows],
    }


def disc3(c) -> dict:
    w, h = letter
    c.setFillColorRGB(0.05, 0.38, 0.42)
    c.rect(0, h - 92, w, 92, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 40, h - 46, "Coastline Office Interiors Ltd.", 17, "Helvetica-Bold")
    for i, s in enumerate(
        ("4388 Still Creek Drive, Burnaby, BC  V5C 6C6", "604-555-0186  ·  ar@coastlineoffice.ca")
    ):
        _text(c, 40, h - 62 - 11 * i, s, 8.5)
    _text(c, w - 40, h - 56, "INVOICE", 26, "Helvetica-Bold", True)
    c.setFillGray(0)
    for i, (k, v) in enumerate(
        (
            ("Invoice #", "CO-10458"),
            ("Invoice Date", "November 26, 2026"),
            ("Due Date", "December 26, 2026"),
            ("Terms", "Net 30"),
            ("P.O. #", "FVD-2291"),
        )
    ):
        _text(c, 390, h - 116 - 13 * i, k, 8.5, "Helvetica-Bold")
        _text(c, 466, h - 116 - 13 * i, v, 8.5)
    for x, title, block in (
        (
            40,
            "Bill To",
            (
                "Fraser Valley Dental Group Inc.",
                "Attn: Accounts Payable",
                "201 - 32555 Simon Avenue",
                "Abbotsford, BC  V2T 4Y2",
            ),
        ),
        (
            215,
            "Ship To",
            (
                "Fraser Valley Dental Group",
                "Mission Clinic",
                "7318 Horne Street",
                "Mission, BC  V2V 3Z5",
            ),
        ),
    ):
        _text(c, x, h - 116, title, 8.5, "Helvetica-Bold")
        c.setStrokeColorRGB(0.05, 0.38, 0.42)
        c.line(x, h - 120, x + 160, h - 120)
        for i, s in enumerate(block):
            _text(c, x, h - 133 - 11 * i, s, 9)
    rows = [
        ("2", "ERG-4420", "Ergonomic task chair, mesh back, black", "329.00", "658.00"),
        ("1", "DSK-7236", "Height-adjustable desk 72 x 30 in, walnut", "1,145.00", "1,145.00"),
        ("3", "MON-ARM2", "Dual monitor arm, gas spring", "149.50", "448.50"),
        ("4", "FIL-3D", "Lateral file cabinet, 3 drawer, grey", "412.00", "1,648.00"),
        ("6", "STK-CH1", "Guest chair, stackable, upholstered", "118.75", "712.50"),
        ("1", "DEL-INST", "Delivery and installation", "295.00", "295.00"),
    ]
    top = h - 222
    c.setFillColorRGB(0.05, 0.38, 0.42)
    c.rect(40, top - 6, w - 80, 18, stroke=0, fill=1)
    c.setFillGray(1)
    header = [
        (64, "Qty", True),
        (78, "Item", False),
        (150, "Description", False),
        (480, "Unit Price", True),
        (w - 46, "Amount", True),
    ]
    for x, title, right in header:
        _text(c, x, top, title, 8.5, "Helvetica-Bold", right)
    c.setFillGray(0)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.4)
    y = top - 20
    for row in rows:
        for (x, _, right), cell in zip(header, row):
            _text(c, x, y, cell, 9, right=right)
        c.line(40, y - 7, w - 40, y - 7)
        y -= 20
    c.setStrokeGray(0)
    _pairs(
        c,
        386,
        w - 46,
        y - 14,
        (("Subtotal", "4,907.00"), ("Discount 10%", "-490.70"), ("GST 5%", "220.82"), ("PST 7%", "309.14")),
        pitch=15,
    )
    c.setFillColorRGB(0.05, 0.38, 0.42)
    c.rect(380, y - 96, w - 40 - 380, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 386, y - 88, "Total CAD", 11, "Helvetica-Bold")
    _text(c, w - 46, y - 88, "$4,946.26", 11, "Helvetica-Bold", True)
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "GST Registration No. 82469 1357 RT0001",
            "PST No. PST-1043-8826",
            "",
            "Payment by cheque, EFT or Interac e-Transfer",
            "to ar@coastlineoffice.ca. Please quote the invoice #.",
        )
    ):
        _text(c, 40, y - 14 - 11 * i, s, 8)
    _text(c, 40, y - 150, "Notes", 8.5, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "10% volume discount applied as quoted (quote Q-2026-3317).",
            "Furniture carries a 10-year manufacturer's warranty; chairs 5 years on mechanisms and upholstery.",
        )
    ):
        _text(c, 40, y - 163 - 11 * i, s, 8)
    foot = (
        "Overdue accounts are charged interest at 2% per month (26.82% per annum).  Thank you for your order."
    )
    _text(c, (w - stringWidth(foot, "Helvetica", 7.5)) / 2, 42, foot, 7.5)
    return {
        "fields": {
            "document_number": "CO-10458",
            "date": "2026-11-26",
            "due_date": "2026-12-26",
            "total_amount": "4946.26",
            "currency": "CAD",
            "vendor_name": "Coastline Office Interiors Ltd.",
            "customer_name": "Fraser Valley Dental Group Inc.",
        },
        "line_items": [_item(d, q, u, a, i) for q, i, d, u, a in rows],
    }


def util4(c) -> dict:
    w, h = A4
    navy = (0.1, 0.16, 0.34)
    c.setFillColorRGB(*navy)
    c.rect(42, h - 76, 26, 26, stroke=0, fill=1)
    c.setFillColorRGB(0.35, 0.75, 0.85)
    c.rect(55, h - 63, 13, 13, stroke=0, fill=1)
    c.setFillColorRGB(*navy)
    _text(c, 76, h - 64, "castlegate", 18, "Helvetica-Bold")
    c.setFillGray(0.35)
    _text(c, 76, h - 76, "Managed IT  ·  Cloud  ·  Cyber Security", 7.5)
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Castlegate IT Services Ltd",
            "3rd Floor, 21 Park Row",
            "Nottingham NG1 6GR",
            "0115 496 0732",
            "accounts@castlegate-it.co.uk",
            "VAT No. GB 284 6173 09",
        )
    ):
        _text(c, w - 42, h - 52 - 10 * i, s, 7.5, "Helvetica-Bold" if i == 0 else "Helvetica", True)
    c.setFillColorRGB(*navy)
    _text(c, 42, h - 140, "Invoice", 24, "Helvetica")
    c.setFillGray(0)
    _text(c, 42, h - 170, "INVOICE TO", 7, "Helvetica-Bold")
    for i, s in enumerate(
        ("Ashby Pryce Solicitors LLP", "FAO: Practice Manager", "8 Friar Lane", "Leicester", "LE1 5RA")
    ):
        _text(c, 42, h - 184 - 12 * i, s, 9.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setStrokeColorRGB(*navy)
    c.setLineWidth(0.5)
    meta = (
        ("Invoice No.", "CIT-104418"),
        ("Invoice Date", "01/12/2026"),
        ("Due Date", "15/12/2026"),
        ("Account No.", "ACC-0217"),
        ("Payment Method", "Direct Debit"),
    )
    for i, (k, v) in enumerate(meta):
        yy = h - 170 - 15 * i
        _text(c, 336, yy, k, 8.5, "Helvetica-Bold")
        _text(c, w - 42, yy, v, 8.5, right=True)
        c.line(336, yy - 5, w - 42, yy - 5)
    dec, nov = "Period: 01/12/2026 - 31/12/2026", "Period: 01/11/2026 - 30/11/2026"
    rows = [
        ("MS-USR-PRO", "Managed Support Pro - per user", "28", "42.00", "1,176.00", dec),
        ("MS-SRV-MON", "Server monitoring & patching - per server", "3", "65.00", "195.00", dec),
        ("M365-BP", "Microsoft 365 Business Premium licence", "28", "18.10", "506.80", dec),
        ("BKP-CLD-TB", "Cloud backup storage - per TB", "2", "55.00", "110.00", dec),
        ("FW-MGD-T45", "Managed firewall - WatchGuard T45", "1", "89.00", "89.00", dec),
        ("SEC-EDR", "Endpoint detection & response - per device", "34", "4.75", "161.50", dec),
        ("PS-ONSITE", "Additional onsite engineer time (hours)", "3.5", "85.00", "297.50", nov),
    ]
    header = [
        (46, "Code", False),
        (118, "Description", False),
        (372, "Qty", True),
        (436, "Unit Price", True),
        (476, "VAT", True),
        (w - 46, "Net £", True),
    ]
    top = h - 282
    c.setFillColorRGB(*navy)
    c.rect(42, top - 7, w - 84, 20, stroke=0, fill=1)
    c.setFillGray(1)
    for x, title, right in header:
        _text(c, x, top, title, 8, "Helvetica-Bold", right)
    c.setFillGray(0)
    y = top - 24
    for i, (code, desc, qty, unit, net, period) in enumerate(rows):
        if i % 2:
            c.setFillColorRGB(0.94, 0.95, 0.97)
            c.rect(42, y - 17, w - 84, 28, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, right), cell in zip(header, (code, desc, qty, unit, "20%", net)):
            _text(c, x, y, cell, 8.5, right=right)
        c.setFillGray(0.4)
        _text(c, 118, y - 11, period, 7.5, "Helvetica-Oblique")
        c.setFillGray(0)
        y -= 28
    c.line(42, y + 9, w - 42, y + 9)
    _pairs(c, 372, w - 46, y - 10, (("Net Total", "2,535.80"), ("VAT @ 20%", "507.16")), pitch=15)
    c.setLineWidth(1)
    c.line(366, y - 34, w - 42, y - 34)
    c.setFillColorRGB(*navy)
    _text(c, 372, y - 50, "Amount Due", 12, "Helvetica-Bold")
    _text(c, w - 46, y - 50, "£3,042.96", 12, "Helvetica-Bold", True)
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "This invoice will be collected by Direct Debit",
            "on or shortly after 15/12/2026.",
            "",
            "Paying by bank transfer? Lloyds Bank plc",
            "Sort code 30-94-57   Account 71234985",
            "Reference: ACC-0217",
        )
    ):
        _text(c, 42, y - 10 - 11 * i, s, 8)
    for i, s in enumerate(
        (
            "Recurring services are billed monthly in advance; additional work is billed in arrears.",
            "Queries: accounts@castlegate-it.co.uk or 0115 496 0732 (option 3), quoting your account number.",
        )
    ):
        _text(c, 42, y - 110 - 11 * i, s, 7.5)
    foot = (
        "Castlegate IT Services Ltd  ·  Registered in England & Wales No. 10927361  ·  "
        "Registered office: 3rd Floor, 21 Park Row, Nottingham NG1 6GR"
    )
    c.setFillGray(0.35)
    _text(c, (w - stringWidth(foot, "Helvetica", 6.5)) / 2, 40, foot, 6.5)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "CIT-104418",
            "date": "2026-12-01",
            "due_date": "2026-12-15",
            "total_amount": "3042.96",
            "tax_amount": "507.16",
            "currency": "GBP",
            "vendor_name": "Castlegate IT Services Ltd",
            "customer_name": "Ashby Pryce Solicitors LLP",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, a, _ in rows],
    }


def nz5(c) -> dict:
    w, h = A4
    _text(c, 40, h - 70, "TAX INVOICE", 24)
    for i, s in enumerate(
        (
            "Whitford Homes Limited",
            "Attention: Accounts Payable",
            "PO Box 12045",
            "Chartwell",
            "Hamilton 3248",
        )
    ):
        _text(c, 50, h - 98 - 11 * i, s, 8.5)
    for i, (k, v) in enumerate(
        (
            ("Invoice Date", "28 Nov 2026"),
            ("Invoice Number", "INV-0931"),
            ("Reference", "Lot 14 Kauri Rise"),
            ("GST Number", "112-845-306"),
        )
    ):
        _text(c, 290, h - 62 - 26 * i, k, 8, "Helvetica-Bold")
        _text(c, 290, h - 73 - 26 * i, v, 8.5)
    for i, s in enumerate(
        (
            "Totara Landscape Supplies Limited",
            "48 Kiln Street",
            "Frankton",
            "HAMILTON 3204",
            "NEW ZEALAND",
            "07 846 2215",
        )
    ):
        _text(c, 404, h - 62 - 11 * i, s, 8.5)
    rows = [
        ("Premium garden mix, per m3", "6.00", "89.00", "534.00"),
        ("Bark mulch, medium grade, per m3", "4.50", "72.00", "324.00"),
        ("Ready lawn, per m2", "120.00", "9.80", "1,176.00"),
        ("Pea gravel 7mm, per tonne", "3.00", "118.00", "354.00"),
        ("Landscape fabric 1.8m x 50m roll", "2.00", "64.50", "129.00"),
        ("Delivery - truck and trailer, Whitford", "2.00", "95.00", "190.00"),
    ]
    header = [
        (40, "Description", False),
        (344, "Quantity", True),
        (420, "Unit Price", True),
        (468, "GST", True),
        (w - 40, "Amount NZD", True),
    ]
    top = h - 210
    y = _table(c, top, header, [(d, q, u, "15%", a) for d, q, u, a in rows], pitch=22, size=8.5)
    c.setLineWidth(1)
    c.line(40, top - 6, w - 40, top - 6)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.7)
    for i in range(len(rows)):
        c.line(40, top - 28 - 22 * i, w - 40, top - 28 - 22 * i)
    c.setStrokeGray(0)
    for i, (k, v) in enumerate((("Subtotal", "2,707.00"), ("TOTAL GST 15%", "406.05"))):
        _text(c, 386, y - 6 - 16 * i, k, 8.5)
        _text(c, w - 40, y - 6 - 16 * i, v, 8.5, right=True)
    c.setLineWidth(1)
    c.line(380, y - 30, w - 40, y - 30)
    _text(c, 386, y - 44, "TOTAL NZD", 9, "Helvetica-Bold")
    _text(c, w - 40, y - 44, "3,113.05", 9, "Helvetica-Bold", True)
    _text(c, 40, y - 80, "Due Date: 20 Dec 2026", 10, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Please pay by direct credit to Totara Landscape Supplies Limited,",
            "ASB Bank 12-3150-0458219-00, using INV-0931 as your reference.",
            "Goods remain the property of Totara Landscape Supplies Limited until paid in full.",
        )
    ):
        _text(c, 40, y - 96 - 11 * i, s, 8)
    cut = 262
    c.setDash(4, 3)
    c.setLineWidth(0.6)
    c.line(20, cut, w - 20, cut)
    c.setDash()
    _text(c, 40, cut - 34, "PAYMENT ADVICE", 18)
    for i, s in enumerate(
        (
            "To:  Totara Landscape Supplies Limited",
            "       48 Kiln Street",
            "       Frankton",
            "       HAMILTON 3204",
        )
    ):
        _text(c, 40, cut - 60 - 11 * i, s, 8.5)
    for i, (k, v) in enumerate(
        (
            ("Customer", "Whitford Homes Limited"),
            ("Invoice Number", "INV-0931"),
            ("Amount Due", "3,113.05"),
            ("Due Date", "20 Dec 2026"),
        )
    ):
        _text(c, 300, cut - 34 - 18 * i, k, 8.5, "Helvetica-Bold")
        _text(c, 400, cut - 34 - 18 * i, v, 8.5)
    c.line(300, cut - 118, w - 40, cut - 118)
    _text(c, 300, cut - 112, "Amount Enclosed", 8.5, "Helvetica-Bold")
    _text(c, 400, cut - 130, "Enter the amount you are paying above", 7)
    _text(
        c,
        40,
        40,
        "Company Registration No: 5123487. Registered Office: 48 Kiln Street, Frankton, Hamilton 3204, New Zealand.",
        7,
    )
    return {
        "fields": {
            "document_number": "INV-0931",
            "date": "2026-11-28",
            "due_date": "2026-12-20",
            "total_amount": "3113.05",
            "tax_amount": "406.05",
            "currency": "NZD",
            "vendor_name": "Totara Landscape Supplies Limited",
            "customer_name": "Whitford Homes Limited",
        },
        "line_items": [_item(*r) for r in rows],
    }


LAYOUTS = {
    "two1": (two1, letter),
    "cn2": (cn2, A4),
    "disc3": (disc3, letter),
    "util4": (util4, A4),
    "nz5": (nz5, A4),
}
SCANNED = ("cn2", "nz5")
