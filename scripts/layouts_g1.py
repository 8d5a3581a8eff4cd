"""Ten more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: invoices of an Ontario
plumber (HST), an Estonian packaging maker (in English), a Sacramento auto shop, a Namur IT firm, a Tokyo office
supplier (in English), a Harrogate hotel supplier, a Langhe winery, a Portland printer (less its deposit) and a
Lavaux caterer (CHF, with its QR-bill), and a Utrecht café's receipt.
"""

from __future__ import annotations

from layouts_set import _centre, _item, _pairs, _table, _text
from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth


def gca1(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    c.setFillColorRGB(0.05, 0.23, 0.42)
    c.rect(0, h - 100, w, 100, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left, h - 50, "Lakeshore Plumbing & Drain Ltd.", 19, "Helvetica-Bold")
    _text(
        c,
        left,
        h - 66,
        "Residential & Commercial  ·  Water Heaters  ·  Drain Cleaning  ·  24/7 Emergency",
        8.5,
    )
    for i, s in enumerate(
        (
            "1275 Lakeshore Rd E, Unit 4",
            "Mississauga, ON  L5E 1E9",
            "905-555-0177",
            "office@lakeshoreplumbing.ca",
        )
    ):
        _text(c, right, h - 40 - 11 * i, s, 8, right=True)
    c.setFillGray(0)
    _text(c, left, h - 140, "INVOICE", 22, "Helvetica-Bold")
    _text(c, left, h - 156, "HST Reg. No. 78214 3903 RT0001", 8)
    box_x, box_top = 352, h - 122
    c.setLineWidth(0.6)
    c.setStrokeColorRGB(0.05, 0.23, 0.42)
    meta = (
        ("Invoice No.", "26-3318"),
        ("Invoice Date", "2026-11-24"),
        ("Due Date", "2026-12-24"),
        ("Work Order", "WO-7741"),
        ("Technician", "D. Ferreira"),
    )
    for i, (k, v) in enumerate(meta):
        y = box_top - 16 * i
        c.setFillColorRGB(0.88, 0.92, 0.96)
        c.rect(box_x, y - 16, 90, 16, stroke=1, fill=1)
        c.setFillGray(0)
        c.rect(box_x + 90, y - 16, right - box_x - 90, 16)
        _text(c, box_x + 5, y - 11, k, 8.5, "Helvetica-Bold")
        _text(c, right - 6, y - 11, v, 9, right=True)
    for x, title, lines in (
        (
            left,
            "BILL TO",
            (
                "Maple Crest Property Management Inc.",
                "Attn: Accounts Payable",
                "2250 Argentia Rd, Suite 310",
                "Mississauga, ON  L5N 6A5",
            ),
        ),
        (
            320,
            "SERVICE ADDRESS",
            (
                "41 Ann Street, Unit 12",
                "Mississauga, ON  L5H 2C9",
                "Tenant: J. Morrison",
                "Tel. 905-555-0164",
            ),
        ),
    ):
        _text(c, x, h - 230, title, 8.5, "Helvetica-Bold")
        c.line(x, h - 234, x + 230, h - 234)
        for i, s in enumerate(lines):
            _text(c, x, h - 248 - 12 * i, s, 9.5, "Helvetica-Bold" if i == 0 and x == left else "Helvetica")
    _text(c, left, h - 318, "Work performed", 9, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Attended for no hot water, tank leaking at base. Drained and removed failed 40 gal gas water heater.",
            "Supplied and installed new 50 gal gas water heater with expansion tank and new shut-off valves.",
            "Re-connected venting, tested for leaks and CO, lit pilot and set temperature. Old tank hauled away.",
        )
    ):
        _text(c, left, h - 332 - 11 * i, s, 8.5)
    rows = [
        ("LAB-LP", "Licensed plumber - regular hours", "3.5", "115.00", "402.50"),
        ("LAB-AP", "Apprentice - regular hours", "3.5", "65.00", "227.50"),
        ("WH-BW50", "Bradford White 50 gal gas water heater", "1", "1,389.00", "1,389.00"),
        ("EXT-2G", "Thermal expansion tank 2 gal", "1", "74.95", "74.95"),
        ("BV-075", "3/4 in ball valve, lead-free brass", "2", "18.40", "36.80"),
        ("DISP", "Removal and disposal of old tank", "1", "45.00", "45.00"),
    ]
    top = h - 390
    c.setFillColorRGB(0.05, 0.23, 0.42)
    c.rect(left, top - 5, right - left, 17, stroke=0, fill=1)
    c.setFillGray(1)
    header = [
        (left + 6, "ITEM", False),
        (112, "DESCRIPTION", False),
        (400, "HRS/QTY", True),
        (480, "RATE", True),
        (right - 6, "AMOUNT", True),
    ]
    for x, title, r in header:
        _text(c, x, top, title, 8.5, "Helvetica-Bold", r)
    c.setFillGray(0)
    for i, row in enumerate(rows):
        y = top - 20 - 18 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
        c.setStrokeGray(0.8)
        c.line(left, y - 6, right, y - 6)
    y = top - 20 - 18 * len(rows)
    c.setStrokeColorRGB(0.05, 0.23, 0.42)
    _pairs(c, 400, right - 6, y - 14, (("Subtotal", "2,175.75"), ("HST 13%", "282.85")), pitch=16)
    c.setFillColorRGB(0.88, 0.92, 0.96)
    c.rect(392, y - 60, right - 392, 20, stroke=1, fill=1)
    c.setFillGray(0)
    _text(c, 400, y - 54, "TOTAL (CAD)", 11, "Helvetica-Bold")
    _text(c, right - 6, y - 54, "$2,458.60", 11, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Payment options",
            "Interac e-Transfer to pay@lakeshoreplumbing.ca (auto-deposit)",
            "Cheque payable to Lakeshore Plumbing & Drain Ltd.",
            "Visa / Mastercard by phone at 905-555-0177",
            "",
            "Net 30. Interest of 2% per month (26.8% per annum) on overdue accounts.",
            "Labour warranted for 1 year. Water heater: 6-year manufacturer's tank warranty.",
        )
    ):
        _text(c, left, y - 14 - 11 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setStrokeGray(0)
    c.setLineWidth(0.4)
    c.line(left, 62, right, 62)
    _centre(
        c,
        w,
        48,
        "Thank you for choosing Lakeshore Plumbing & Drain. Licensed Plumbing Contractor, Peel Region.",
        7.5,
    )
    return {
        "fields": {
            "document_number": "26-3318",
            "date": "2026-11-24",
            "due_date": "2026-12-24",
            "total_amount": "2458.60",
            "tax_amount": "282.85",
            "currency": "CAD",
            "vendor_name": "Lakeshore Plumbing & Drain Ltd.",
            "customer_name": "Maple Crest Property Management Inc.",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, a in rows],
    }


def gee2(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    _text(c, left, h - 60, "Virumaa Pakend OÜ", 15, "Helvetica-Bold")
    _text(c, left, h - 74, "Tööstuse 7, 41537 Jõhvi, Estonia", 8.5)
    _text(c, right, h - 62, "INVOICE No 2026/1147", 15, "Helvetica-Bold", True)
    _text(c, left, h - 130, "Buyer", 8, "Helvetica-Oblique")
    for i, s in enumerate(
        (
            "Tartu Kohvirööstikoda OÜ",
            "Ringtee 33",
            "50105 Tartu, Estonia",
            "Reg. code 14520876",
            "VAT no EE102455113",
        )
    ):
        _text(
            c, left, h - 144 - 12 * i, s, 9.5 if i < 3 else 8.5, "Helvetica-Bold" if i == 0 else "Helvetica"
        )
    meta = (
        ("Invoice date", "18.11.2026"),
        ("Due date", "02.12.2026"),
        ("Payment term", "14 days"),
        ("Reference no", "20261146"),
        ("Delivery date", "17.11.2026"),
        ("Delivery note", "SL-08812"),
        ("Late payment interest", "0.05% per day"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 340, h - 130 - 12.5 * i, k, 8.5)
        _text(
            c,
            445,
            h - 130 - 12.5 * i,
            v,
            8.5,
            "Helvetica-Bold" if k in ("Due date", "Reference no") else "Helvetica",
        )
    rows = [
        ("1", "Corrugated box 400x300x300 mm, 5-layer", "500", "pcs", "1.18", "590.00"),
        ("2", "Stretch film 500 mm x 300 m, 23 µm", "24", "roll", "9.40", "225.60"),
        ("3", "Paper tape 50 mm x 50 m, logo print", "72", "roll", "2.35", "169.20"),
        ("4", "EUR pallet 1200x800, used, grade A", "10", "pcs", "11.50", "115.00"),
        ("5", "Transport Jõhvi - Tartu", "1", "trip", "85.00", "85.00"),
    ]
    top = h - 250
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    c.setLineWidth(0.3)
    c.line(left, top - 5, right, top - 5)
    header = [
        (left, "No", False),
        (74, "Description", False),
        (345, "Quantity", True),
        (355, "Unit", False),
        (450, "Price", True),
        (right, "Amount", True),
    ]
    y = _table(c, top, header, rows, pitch=15, size=8.5)
    c.line(left, y + 5, right, y + 5)
    _pairs(c, 360, right, y - 12, (("Total without VAT", "1184.80"), ("VAT 22%", "260.66")), pitch=14)
    c.setLineWidth(0.8)
    c.line(360, y - 34, right, y - 34)
    _text(c, 360, y - 48, "Total to pay EUR", 10.5, "Helvetica-Bold")
    _text(c, right, y - 48, "1445.46", 10.5, "Helvetica-Bold", True)
    _text(c, left, y - 80, "Amount in words: one thousand four hundred forty-five euros and 46 cents", 8.5)
    _text(c, left, y - 104, "Please use reference number 20261146 when making the payment.", 8.5)
    _text(
        c,
        left,
        y - 116,
        "Goods remain the property of the seller until the invoice has been paid in full.",
        8.5,
    )
    _text(c, left, y - 148, "Invoice issued by: Kadri Tamm, sales manager", 8.5)
    c.setLineWidth(0.3)
    c.line(left, 92, right, 92)
    for x, block in (
        (left, ("Virumaa Pakend OÜ", "Tööstuse 7, 41537 Jõhvi", "Reg. code 12758340")),
        (215, ("VAT no EE102187452", "Phone +372 332 4180", "arved@virumaapakend.ee")),
        (380, ("Swedbank AS", "IBAN EE41 2200 2210 7845 1264", "SWIFT/BIC HABAEE2X")),
    ):
        for i, s in enumerate(block):
            _text(c, x, 78 - 10 * i, s, 7.5)
    return {
        "fields": {
            "document_number": "2026/1147",
            "date": "2026-11-18",
            "due_date": "2026-12-02",
            "total_amount": "1445.46",
            "tax_amount": "260.66",
            "currency": "EUR",
            "vendor_name": "Virumaa Pakend OÜ",
            "customer_name": "Tartu Kohvirööstikoda OÜ",
        },
        "line_items": [_item(d, q, u, a) for _, d, q, _, u, a in rows],
    }


def gus3(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    _text(c, left, h - 50, "DELGADO'S AUTO CARE", 17, "Helvetica-Bold")
    _text(
        c,
        left,
        h - 63,
        "Complete Auto Repair  ·  Brakes  ·  Tune-Ups  ·  A/C  ·  Smog Repair",
        8,
        "Helvetica-Oblique",
    )
    for i, s in enumerate(
        (
            "3415 Folsom Blvd, Sacramento, CA 95816",
            "(916) 555-0148   delgadosautocare.com",
            "BAR ARD #00287415",
        )
    ):
        _text(c, left, h - 76 - 10 * i, s, 8)
    c.setLineWidth(1)
    c.rect(410, h - 100, right - 410, 58)
    _text(
        c,
        (410 + right) / 2 - stringWidth("INVOICE", "Helvetica-Bold", 16) / 2,
        h - 64,
        "INVOICE",
        16,
        "Helvetica-Bold",
    )
    c.setFillColorRGB(0.7, 0.1, 0.1)
    _text(
        c,
        (410 + right) / 2 - stringWidth("No. 58214", "Helvetica-Bold", 13) / 2,
        h - 88,
        "No. 58214",
        13,
        "Helvetica-Bold",
    )
    c.setFillGray(0)
    c.setLineWidth(0.6)
    cells = (
        ("DATE", "November 30, 2026"),
        ("R.O. #", "20731"),
        ("SERVICE WRITER", "Marco"),
        ("TECHNICIAN", "#12 J. Tran"),
        ("PROMISED", "Nov 30, 5:00 PM"),
    )
    x = left
    for (k, v), cw in zip(cells, (120, 80, 110, 110, right - left - 420)):
        c.rect(x, h - 146, cw, 30)
        _text(c, x + 4, h - 126, k, 6.5, "Helvetica-Bold")
        _text(c, x + 4, h - 140, v, 9)
        x += cw
    c.rect(left, h - 236, 250, 82)
    c.rect(left + 256, h - 236, right - left - 256, 82)
    _text(c, left + 6, h - 166, "CUSTOMER", 7, "Helvetica-Bold")
    for i, s in enumerate(("Brian Kowalski", "2817 J St", "Sacramento, CA 95816", "Cell (916) 555-0193")):
        _text(c, left + 6, h - 180 - 13 * i, s, 9.5)
    vx = left + 262
    _text(c, vx, h - 166, "VEHICLE", 7, "Helvetica-Bold")
    for i, (k, v) in enumerate(
        (
            ("Year/Make/Model", "2019 Honda CR-V EX"),
            ("VIN", "2HKRW2H53KH601742"),
            ("License", "8HXT214 CA"),
            ("Mileage In / Out", "48,217 / 48,219"),
        )
    ):
        _text(c, vx, h - 180 - 13 * i, k, 8)
        _text(c, vx + 86, h - 180 - 13 * i, v, 9.5)
    _text(
        c, left, h - 254, "Customer states: grinding noise from front when braking. Due for oil service.", 8.5
    )
    parts = [
        ("45022-TLA-A01", "Front brake pad set", "New", "1", "78.40", "78.40"),
        ("BR-31528", "Front brake rotor", "New", "2", "64.95", "129.90"),
        ("15400-PLM-A02", "Engine oil filter", "New", "1", "9.85", "9.85"),
        ("0W20-QT", "Full synthetic motor oil 0W-20", "New", "4", "8.49", "33.96"),
        ("80292-TLA-A41", "Cabin air filter", "New", "1", "24.60", "24.60"),
    ]
    labor = [
        ("Replace front brake pads and rotors, clean and lube slides", "1.6", "148.00", "236.80"),
        ("Lube, oil and filter service, reset maintenance minder", "0.5", "148.00", "74.00"),
        ("Replace cabin air filter", "0.2", "148.00", "29.60"),
    ]

    def section(y: float, title: str, header, rows) -> float:
        """A dark title bar, the column titles under it, the rows, a frame; the y under the frame."""
        c.setFillGray(0.25)
        c.rect(left, y + 8, right - left, 14, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, left + 4, y + 12, title, 8.5, "Helvetica-Bold")
        c.setFillGray(0)
        for x, t, r in header:
            _text(c, x, y, t, 7, "Helvetica-Bold", r)
        c.setLineWidth(0.4)
        c.line(left, y - 4, right, y - 4)
        for i, row in enumerate(rows):
            for (x, _, r), s in zip(header, row):
                _text(c, x, y - 17 - 14 * i, s, 8.5, right=r)
        bottom = y - 17 - 14 * len(rows) - 2
        c.setLineWidth(0.6)
        c.rect(left, bottom, right - left, y + 22 - bottom)
        return bottom

    y = section(
        h - 290,
        "PARTS",
        [
            (left + 4, "PART NO.", False),
            (130, "DESCRIPTION", False),
            (370, "COND.", False),
            (440, "QTY", True),
            (500, "UNIT PRICE", True),
            (right - 4, "AMOUNT", True),
        ],
        parts,
    )
    y = section(
        y - 34,
        "LABOR",
        [
            (left + 4, "DESCRIPTION OF WORK", False),
            (440, "HOURS", True),
            (500, "RATE", True),
            (right - 4, "AMOUNT", True),
        ],
        labor,
    )
    totals = (
        ("Parts", "276.71"),
        ("Labor", "340.40"),
        ("Shop Supplies", "18.50"),
        ("Subtotal", "635.61"),
        ("Sales Tax 8.75% (parts)", "24.21"),
        ("TOTAL", "659.82"),
        ("Paid - VISA ****2290", "659.82"),
        ("Balance Due", "0.00"),
    )
    tx, ty = 388, y - 16
    c.rect(tx, ty - 14 * len(totals) + 4, right - tx, 14 * len(totals) + 8)
    for i, (k, v) in enumerate(totals):
        bold = k in ("TOTAL", "Balance Due")
        _text(c, tx + 6, ty - 14 * i, k, 9, "Helvetica-Bold" if bold else "Helvetica")
        _text(c, right - 6, ty - 14 * i, v, 9, "Helvetica-Bold" if bold else "Helvetica", True)
        if k in ("Shop Supplies", "Sales Tax 8.75% (parts)"):
            c.line(tx, ty - 14 * i - 4, right, ty - 14 * i - 4)
    for i, s in enumerate(
        (
            "RECOMMENDATIONS",
            "Rear brake pads at 4 mm - recheck at next service.",
            "Coolant exchange due at 60,000 miles.",
            "",
            "WARRANTY: 12 months / 12,000 miles on parts and labor.",
            "All parts new unless marked otherwise.",
            "Replaced parts offered to customer - declined.",
        )
    ):
        _text(c, left, y - 16 - 11 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    sy = 110
    for i, s in enumerate(
        (
            "I acknowledge that the above work was authorized by me and completed to my satisfaction, and that",
            "Delgado's Auto Care may keep an express mechanic's lien on the vehicle to secure the amount of repairs.",
        )
    ):
        _text(c, left, sy - 10 * i, s, 7.5)
    c.line(left, sy - 46, 300, sy - 46)
    _text(c, left, sy - 56, "Customer signature", 7)
    c.line(330, sy - 46, right, sy - 46)
    _text(c, 330, sy - 56, "Date", 7)
    return {
        "fields": {
            "document_number": "58214",
            "date": "2026-11-30",
            "total_amount": "659.82",
            "tax_amount": "24.21",
            "currency": "USD",
            "vendor_name": "DELGADO'S AUTO CARE",
            "customer_name": "Brian Kowalski",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, _, q, u, a in parts]
        + [_item(d, q, u, a) for d, q, u, a in labor],
    }


def gbe4(c) -> dict:
    w, h = A4
    left, right = 56, w - 48
    c.setFillColorRGB(0.0, 0.45, 0.47)
    c.rect(0, 0, 16, h, stroke=0, fill=1)
    _text(c, left, h - 60, "MEUSE INFORMATIQUE", 18, "Helvetica-Bold")
    c.setFillGray(0.35)
    _text(c, left, h - 74, "Réseaux · Serveurs · Support informatique pour PME", 8.5, "Helvetica-Oblique")
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Meuse Informatique SRL",
            "Rue de Fer 22",
            "5000 Namur",
            "Tél. 081 22 48 90",
            "info@meuse-info.be",
            "TVA BE 0712.845.377",
            "RPM Liège, division Namur",
        )
    ):
        _text(c, left, h - 96 - 10 * i, s, 8)
    for i, s in enumerate(
        (
            "Lemaire & Associés SRL",
            "Cabinet d'avocats",
            "À l'attention de Me Sophie Lemaire",
            "Avenue Cardinal Mercier 41",
            "5000 Namur",
            "TVA BE 0643.271.930",
        )
    ):
        _text(c, 320, h - 150 - 13 * i, s, 10 if i < 5 else 8.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setFillColorRGB(0.0, 0.45, 0.47)
    _text(c, left, h - 268, "FACTURE", 20, "Helvetica-Bold")
    c.setFillGray(0)
    for i, (k, v) in enumerate(
        (
            ("Facture n°", "2026/0418"),
            ("Date", "05/12/2026"),
            ("Échéance", "04/01/2027"),
            ("N° client", "CL-0087"),
            ("Votre référence", "Bon de commande 2026-31"),
        )
    ):
        _text(c, left, h - 290 - 12 * i, k, 9)
        _text(c, left + 90, h - 290 - 12 * i, ": " + v, 9, "Helvetica-Bold" if i < 3 else "Helvetica")
    rows = [
        ("SRV-H", "Prestations technicien - migration serveur", "12", "85,00", "21 %", "1.020,00"),
        ("LIC-M365BP", "Licence Microsoft 365 Business Premium (1 an)", "8", "264,00", "21 %", "2.112,00"),
        ("NAS-DS923", "NAS Synology DS923+ 4 baies", "1", "689,00", "21 %", "689,00"),
        ("HDD-8TB", "Disque dur Seagate IronWolf 8 To", "4", "219,90", "21 %", "879,60"),
        ("DEPL", "Frais de déplacement Namur", "2", "35,00", "21 %", "70,00"),
    ]
    top = h - 376
    header = [
        (left + 4, "Réf.", False),
        (122, "Description", False),
        (372, "Qté", True),
        (432, "P.U. HTVA", True),
        (470, "TVA", True),
        (right - 4, "Total HTVA", True),
    ]
    c.setStrokeColorRGB(0.0, 0.45, 0.47)
    c.setLineWidth(1.2)
    c.line(left, top - 5, right, top - 5)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, "Helvetica-Bold", r)
    for i, row in enumerate(rows):
        y = top - 22 - 17 * i
        if i % 2 == 0:
            c.setFillColorRGB(0.92, 0.96, 0.96)
            c.rect(left, y - 5, right - left, 17, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 8.5, right=r)
    y = top - 22 - 17 * len(rows)
    c.setLineWidth(0.5)
    c.line(left, y + 10, right, y + 10)
    _pairs(c, 370, right - 4, y - 10, (("Total HTVA", "4.770,60 €"), ("TVA 21 %", "1.001,83 €")), pitch=15)
    c.setFillColorRGB(0.0, 0.45, 0.47)
    c.rect(362, y - 52, right - 362, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 370, y - 45, "Total TVAC", 11, "Helvetica-Bold")
    _text(c, right - 4, y - 45, "5.772,43 €", 11, "Helvetica-Bold", True)
    c.setFillGray(0)
    py = y - 100
    c.setLineWidth(0.6)
    c.rect(left, py - 56, right - left, 70)
    _text(c, left + 8, py, "Modalités de paiement", 9, "Helvetica-Bold")
    _text(
        c,
        left + 8,
        py - 14,
        "Merci de verser 5.772,43 € au plus tard le 04/01/2027 sur le compte BE28 0016 1234 5720 (BIC GEBABEBB)",
        8,
    )
    _text(c, left + 8, py - 26, "en mentionnant la communication structurée :", 8)
    _text(c, left + 8, py - 45, "+++202/6120/54161+++", 12, "Courier-Bold")
    for i, s in enumerate(
        (
            "Conditions générales : nos factures sont payables à 30 jours date de facture. Toute somme impayée à",
            "l'échéance porte de plein droit un intérêt de retard au taux prévu par la loi du 2 août 2002 ainsi qu'une",
            "indemnité forfaitaire de 40 €. Toute réclamation doit être adressée par écrit dans les 8 jours.",
        )
    ):
        _text(c, left, py - 84 - 10 * i, s, 7)
    c.setStrokeGray(0.6)
    c.setLineWidth(0.4)
    c.line(left, 54, right, 54)
    c.setStrokeGray(0)
    _centre(
        c,
        w + 16,
        42,
        "Meuse Informatique SRL  ·  BNP Paribas Fortis BE28 0016 1234 5720  ·  www.meuse-info.be",
        7,
    )
    return {
        "fields": {
            "document_number": "2026/0418",
            "date": "2026-12-05",
            "due_date": "2027-01-04",
            "total_amount": "5772.43",
            "tax_amount": "1001.83",
            "currency": "EUR",
            "vendor_name": "Meuse Informatique SRL",
            "customer_name": "Lemaire & Associés SRL",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, _, a in rows],
    }


def gjp5(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    _centre(c, w, h - 62, "INVOICE", 22, "Helvetica-Bold")
    tw = stringWidth("INVOICE", "Helvetica-Bold", 22)
    c.setLineWidth(0.8)
    for dy in (68, 71):
        c.line((w - tw) / 2 - 20, h - dy, (w + tw) / 2 + 20, h - dy)
    _text(c, right, h - 96, "No. INV-202612-0384", 9, right=True)
    _text(c, right, h - 108, "Date: 2026/12/10", 9, right=True)
    _text(c, left, h - 140, "Northbridge Consulting Japan K.K.", 13, "Helvetica-Bold")
    c.line(left, h - 145, left + 262, h - 145)
    _text(c, left, h - 159, "Attn: General Affairs Dept., Ms. Aiko Tanaka", 8.5)
    _text(c, left, h - 171, "Toranomon Hills Business Tower 17F", 8)
    _text(c, left, h - 181, "1-17-1 Toranomon, Minato-ku, Tokyo 105-6417", 8)
    _text(c, left, h - 206, "We hereby invoice you as follows.", 8.5)
    c.setLineWidth(1.2)
    c.rect(left, h - 252, 262, 34)
    c.setFillGray(0.9)
    c.rect(left, h - 252, 112, 34, stroke=0, fill=1)
    c.setFillGray(0)
    c.line(left + 112, h - 252, left + 112, h - 218)
    _text(c, left + 8, h - 232, "Total Amount Due", 9, "Helvetica-Bold")
    _text(c, left + 8, h - 244, "(tax included)", 7.5)
    _text(c, left + 254, h - 240, "JPY 940,500", 15, "Helvetica-Bold", True)
    _text(c, left, h - 268, "Payment due date: 2027/01/31", 9)
    ix = 338
    for i, s in enumerate(
        (
            "Kanda Office Solutions Co., Ltd.",
            "2-14-7 Kanda Nishikicho, Chiyoda-ku",
            "Tokyo 101-0054, Japan",
            "TEL 03-5281-4470  FAX 03-5281-4471",
            "Person in charge: Kenji Morita",
            "Registration No. T5010401089247",
        )
    ):
        _text(c, ix, h - 140 - 12 * i, s, 9.5 if i == 0 else 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    # the company's square seal (kakuin), stamped beside its name
    c.setStrokeColorRGB(0.8, 0.1, 0.1)
    c.setLineWidth(1.6)
    c.roundRect(right - 42, h - 196, 40, 40, 2)
    c.setLineWidth(0.8)
    c.rect(right - 38, h - 192, 32, 32)
    c.line(right - 22, h - 192, right - 22, h - 160)
    c.line(right - 38, h - 176, right - 6, h - 176)
    c.setStrokeGray(0)
    rows = [
        ("1", "Ergonomic office chair EC-220, black", "12", "pcs", "38,500", "462,000"),
        ("2", "Electric standing desk 1400 x 700, white", "6", "pcs", "54,800", "328,800"),
        ("3", "Under-desk cable tray", "6", "pcs", "3,200", "19,200"),
        ("4", "Delivery, assembly and installation", "1", "set", "45,000", "45,000"),
    ]
    top = h - 300
    cols = (left, 76, 332, 372, 410, 480, right)
    titles = ("No.", "Description", "Qty", "Unit", "Unit Price", "Amount (JPY)")
    n_rows = 9
    pitch = 20
    c.setFillGray(0.9)
    c.rect(left, top - pitch, right - left, pitch, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    c.rect(left, top - pitch * (n_rows + 1), right - left, pitch * (n_rows + 1))
    for x in cols[1:-1]:
        c.line(x, top, x, top - pitch * (n_rows + 1))
    for j in range(1, n_rows + 1):
        c.setLineWidth(0.6 if j == 1 else 0.3)
        c.line(left, top - pitch * j, right, top - pitch * j)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 14, t, 8.5, "Helvetica-Bold")
    for i, row in enumerate(rows):
        y = top - pitch * (i + 1) - 14
        _centre(c, cols[0] + cols[1], y, row[0], 8.5)
        _text(c, cols[1] + 5, y, row[1], 8.5)
        _text(c, cols[3] - 5, y, row[2], 8.5, right=True)
        _centre(c, cols[3] + cols[4], y, row[3], 8.5)
        _text(c, cols[5] - 5, y, row[4], 8.5, right=True)
        _text(c, right - 5, y, row[5], 8.5, right=True)
    y = top - pitch * (n_rows + 1)
    c.setLineWidth(0.6)
    for i, (k, v) in enumerate(
        (("Subtotal", "855,000"), ("Consumption Tax (10%)", "85,500"), ("Total", "940,500"))
    ):
        yy = y - pitch * (i + 1)
        c.rect(cols[3], yy, right - cols[3], pitch)
        c.line(cols[5], yy, cols[5], yy + pitch)
        _text(c, cols[3] + 6, yy + 6, k, 8.5, "Helvetica-Bold" if k == "Total" else "Helvetica")
        _text(c, right - 5, yy + 6, v, 8.5, "Helvetica-Bold" if k == "Total" else "Helvetica", True)
    _text(c, left, y - 16, "* All items are subject to the standard 10% tax rate.", 7.5)
    by = y - 110
    c.rect(left, by - 64, right - left, 74)
    _text(c, left + 8, by, "Remarks / Bank Details", 8.5, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Please remit by bank transfer to the following account by the payment due date.",
            "MUFG Bank, Ltd.  Kanda Branch (011)  Ordinary Account No. 0487215",
            "Account Name: Kanda Office Solutions Co., Ltd.",
            "Bank transfer charges are to be borne by the customer.",
        )
    ):
        _text(c, left + 8, by - 16 - 12 * i, s, 8)
    return {
        "fields": {
            "document_number": "INV-202612-0384",
            "date": "2026-12-10",
            "due_date": "2027-01-31",
            "total_amount": "940500",
            "tax_amount": "85500",
            "currency": "JPY",
            "vendor_name": "Kanda Office Solutions Co., Ltd.",
            "customer_name": "Northbridge Consulting Japan K.K.",
        },
        "line_items": [_item(d, q, u, a) for _, d, q, _, u, a in rows],
    }


def gnl6(c) -> dict:
    w, h = 210, 405
    _centre(c, w, h - 32, "Café De Zwaan", 14, "Helvetica-Bold")
    for i, s in enumerate(("Oudegracht 187", "3511 NE Utrecht", "Tel. 030 231 44 90", "www.cafedezwaan.nl")):
        _centre(c, w, h - 47 - 9.5 * i, s, 7.5)
    y = h - 100
    _text(c, 12, y, "Tafel 7", 8, "Helvetica-Bold")
    _text(c, w - 12, y, "Bediening: Sanne", 8, right=True)
    _text(c, 12, y - 11, "Bon 10482", 8)
    _text(c, w - 12, y - 11, "06-12-2026  14:37", 8, right=True)
    c.setDash(2, 2)
    c.setLineWidth(0.5)
    c.line(12, y - 20, w - 12, y - 20)
    rows = [
        ("2", "Cappuccino", "3,60", "7,20"),
        ("1", "Verse muntthee", "3,40", "3,40"),
        ("1", "Appeltaart met slagroom", "4,95", "4,95"),
        ("1", "Tosti ham-kaas", "5,75", "5,75"),
        ("1", "Verse jus d'orange", "4,20", "4,20"),
    ]
    y -= 34
    for i, (q, d, u, a) in enumerate(rows):
        _text(c, 12, y - 12 * i, q, 8)
        _text(c, 24, y - 12 * i, d, 8)
        _text(c, 156, y - 12 * i, u, 8, right=True)
        _text(c, w - 12, y - 12 * i, a, 8, right=True)
    y -= 12 * len(rows)
    c.line(12, y + 3, w - 12, y + 3)
    c.setDash()
    _text(c, 12, y - 14, "Totaal", 11, "Helvetica-Bold")
    _text(c, w - 12, y - 14, "€ 25,50", 11, "Helvetica-Bold", True)
    _text(c, 12, y - 30, "PIN", 8)
    _text(c, w - 12, y - 30, "€ 25,50", 8, right=True)
    y -= 54
    cols = ((12, False), (80, True), (140, True), (w - 12, True))
    for i, row in enumerate((("BTW", "Excl.", "BTW", "Incl."), ("9%", "23,39", "2,11", "25,50"))):
        for (x, r), s in zip(cols, row):
            _text(c, x, y - 10 * i, s, 7.5, "Helvetica-Bold" if i == 0 else "Helvetica", r)
    y -= 36
    for i, s in enumerate(
        (
            "Maestro  **** **** **** 1842",
            "Terminal 31045528   Autorisatie 593104",
            "Transactie akkoord",
        )
    ):
        _text(c, 12, y - 9.5 * i, s, 7)
    y -= 48
    for i, s in enumerate(
        (
            "De Zwaan Horeca B.V.",
            "KvK 30192847",
            "BTW NL857124304B01",
            "",
            "Bedankt en tot ziens!",
            "Volg ons op Instagram @cafedezwaan",
        )
    ):
        _centre(c, w, y - 9.5 * i, s, 7.5, "Helvetica-Bold" if i == 4 else "Helvetica")
    return {
        "fields": {
            "document_number": "10482",
            "date": "2026-12-06",
            "total_amount": "25.50",
            "tax_amount": "2.11",
            "currency": "EUR",
            "vendor_name": "Café De Zwaan",
        },
        "line_items": [_item(d, q, u, a) for q, d, u, a in rows],
    }


def guk7(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _text(c, left, h - 56, "Harcourt Hospitality Supplies Ltd", 15, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Unit 6, Hookstone Park, Hookstone Chase",
            "Harrogate, North Yorkshire HG2 7DB",
            "Tel: 01423 884 210",
            "accounts@harcourthospitality.co.uk",
            "VAT Reg No: GB 387 1452 32",
        )
    ):
        _text(c, left, h - 72 - 10.5 * i, s, 8)
    _text(c, right, h - 60, "INVOICE", 26, "Helvetica-Bold", True)
    c.setLineWidth(0.7)
    for x, title, lines in (
        (
            left,
            "Invoice Address",
            (
                "The Grosvenor Arms Hotel Ltd",
                "Accounts Department",
                "14 Parliament Street",
                "Harrogate",
                "HG1 2RB",
            ),
        ),
        (
            305,
            "Delivery Address",
            (
                "The Grosvenor Arms Hotel",
                "Housekeeping - Goods In",
                "Rear of 14 Parliament Street",
                "Harrogate",
                "HG1 2RB",
            ),
        ),
    ):
        c.rect(x, h - 238, 250, 86)
        _text(c, x + 6, h - 164, title, 7.5, "Helvetica-Bold")
        for i, s in enumerate(lines):
            _text(c, x + 6, h - 178 - 11.5 * i, s, 9)
    cells = (
        ("Invoice No.", "SI-048213"),
        ("Invoice Date/Tax Point", "27/11/2026"),
        ("Account Ref", "GROS01"),
        ("Customer Order No.", "GA/PO/1187"),
        ("Page", "1"),
    )
    x = left
    for (k, v), cw in zip(cells, (100, 125, 90, 130, right - left - 445)):
        c.setFillGray(0.9)
        c.rect(x, h - 266, cw, 14, stroke=1, fill=1)
        c.setFillGray(0)
        c.rect(x, h - 284, cw, 18)
        _text(c, x + 4, h - 262, k, 7.5, "Helvetica-Bold")
        _text(c, x + 4, h - 279, v, 9)
        x += cw
    rows = [
        ("10", "BT-WH-L", "Bath towel 700gsm, white, 70x140cm", "6.85", "0.00", "68.50", "13.70"),
        ("20", "PC-PER-2", "Percale pillowcase, housewife, pair", "4.20", "0.00", "84.00", "16.80"),
        ("6", "DC-KG-300", "Duvet cover king, 300TC sateen", "24.50", "0.00", "147.00", "29.40"),
        ("500", "AM-SH-30", "Shampoo 30ml tube, Botanica range", "0.32", "0.00", "160.00", "32.00"),
        ("500", "AM-SO-20", "Wrapped soap 20g, Botanica range", "0.18", "0.00", "90.00", "18.00"),
        ("4", "HD-WM-12", "Wall-mounted hair dryer 1200W", "37.95", "0.00", "151.80", "30.36"),
    ]
    top = h - 310
    bottom = top - 250
    cols = (left, 92, 160, 350, 400, 445, 500, right)
    c.setFillGray(0.9)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, bottom, right - left, top + 12 - bottom)
    c.line(left, top - 6, right, top - 6)
    for x in cols[1:-1]:
        c.line(x, top + 12, x, bottom)
    header = [
        (cols[1] - 5, "Quantity", True),
        (cols[1] + 5, "Code", False),
        (cols[2] + 5, "Description", False),
        (cols[4] - 5, "Price", True),
        (cols[5] - 5, "Disc %", True),
        (cols[6] - 5, "Net", True),
        (right - 5, "VAT", True),
    ]
    _table(c, top, header, rows, pitch=16, size=8.5)
    tx = 370
    totals = (("Total Net Amount", "701.30"), ("Total VAT Amount", "140.26"), ("Invoice Total", "£841.56"))
    for i, (k, v) in enumerate(totals):
        yy = bottom - 18 * (i + 1)
        bold = k == "Invoice Total"
        if bold:
            c.setFillGray(0.9)
            c.rect(tx, yy, right - tx, 18, stroke=1, fill=1)
            c.setFillGray(0)
        else:
            c.rect(tx, yy, right - tx, 18)
        _text(c, tx + 5, yy + 6, k, 9, "Helvetica-Bold" if bold else "Helvetica")
        _text(c, right - 5, yy + 6, v, 9, "Helvetica-Bold" if bold else "Helvetica", True)
    for i, s in enumerate(
        (
            "Terms: 30 days",
            "VAT analysis: Standard rate 20%",
            "",
            "Please remit to: Harcourt Hospitality Supplies Ltd",
            "HSBC UK, Sort code 40-11-62, Account 71834426",
            "Please quote invoice number SI-048213 as reference.",
        )
    ):
        _text(c, left, bottom - 14 - 11 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(
        c,
        left,
        bottom - 110,
        "Goods remain the property of Harcourt Hospitality Supplies Ltd until paid for in full. Shortages or",
        7.5,
    )
    _text(c, left, bottom - 120, "damage must be reported within 48 hours of delivery.", 7.5)
    c.setLineWidth(0.4)
    c.line(left, 52, right, 52)
    _centre(
        c,
        w,
        40,
        "Registered in England & Wales No. 08417265  ·  Registered Office: Unit 6, Hookstone Park, Harrogate HG2 7DB",
        7,
    )
    return {
        "fields": {
            "document_number": "SI-048213",
            "date": "2026-11-27",
            "total_amount": "841.56",
            "tax_amount": "140.26",
            "currency": "GBP",
            "vendor_name": "Harcourt Hospitality Supplies Ltd",
            "customer_name": "The Grosvenor Arms Hotel Ltd",
        },
        "line_items": [_item(d, q, u, a, i) for q, i, d, u, _, a, _ in rows],
    }


def git8(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    c.setFillColorRGB(0.45, 0.08, 0.16)
    _text(c, left, h - 62, "Colle del Sasso", 26, "Times-BoldItalic")
    c.setFillGray(0.3)
    _text(c, left, h - 78, "Vini delle Langhe dal 1962", 10, "Times-Italic")
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Società Agricola Colle del Sasso S.r.l.",
            "Strada Ginestra 14 - 12065 Monforte d'Alba (CN)",
            "Tel. 0173 789 214 - info@colledelsasso.it - PEC colledelsasso@pec.it",
            "P.IVA e C.F. 03812040040 - REA CN-321874 - Cap. Soc. € 100.000,00 i.v.",
        )
    ):
        _text(c, left, h - 98 - 10 * i, s, 7.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setLineWidth(0.6)
    c.roundRect(320, h - 228, right - 320, 88, 5)
    for i, s in enumerate(
        (
            "Spett.le",
            "Enoteca Vinarium S.r.l.",
            "Via Cesare Correnti 19",
            "20123 Milano (MI)",
            "P.IVA 09876543217",
            "Cod. destinatario SDI: KRRH6B9",
        )
    ):
        _text(c, 330, h - 156 - 12.5 * i, s, 9.5 if i < 4 else 8, "Helvetica-Bold" if i == 1 else "Helvetica")
    grid = (
        (
            ("Tipo documento", "FATTURA"),
            ("Numero", "214/2026"),
            ("Data", "03/12/2026"),
            ("Cod. cliente", "C0457"),
        ),
        (
            ("Pagamento", "Bonifico bancario 30 gg d.f.f.m."),
            ("Banca", "Banca d'Alba - IBAN IT05 X085 3046 2200 0000 0214 773"),
        ),
    )
    widths = ((140, 125, 125, right - left - 390), (170, right - left - 170))
    gy = h - 260
    for row, ws in zip(grid, widths):
        x = left
        for (k, v), cw in zip(row, ws):
            c.rect(x, gy - 30, cw, 30)
            _text(c, x + 4, gy - 10, k, 6.5)
            _text(
                c,
                x + 4,
                gy - 24,
                v,
                10 if v == "FATTURA" else 8.5,
                "Helvetica-Bold" if v == "FATTURA" else "Helvetica",
            )
            x += cw
        gy -= 30
    rows = [
        ("BAR21", "Barolo DOCG 2021 - 0,75 l", "bt", "36", "24,50", "882,00"),
        ("BARRIS18", "Barolo DOCG Riserva 2018 - 0,75 l", "bt", "12", "41,00", "492,00"),
        ("NEB23", "Nebbiolo d'Alba DOC 2023 - 0,75 l", "bt", "60", "9,80", "588,00"),
        ("DOL24", "Dolcetto d'Alba DOC 2024 - 0,75 l", "bt", "48", "7,20", "345,60"),
        ("BAR20M", "Barolo DOCG 2020 Magnum 1,5 l in cassa legno", "bt", "3", "62,00", "186,00"),
    ]
    top = gy - 30
    cols = (left, 100, 318, 346, 396, 458, 518, right)
    titles = ("Codice", "Descrizione", "U.M.", "Quantità", "Prezzo", "Importo", "IVA")
    bottom = top - 190
    c.setFillColorRGB(0.93, 0.88, 0.88)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, bottom, right - left, top + 12 - bottom)
    c.line(left, top - 6, right, top - 6)
    for x in cols[1:-1]:
        c.line(x, top + 12, x, bottom)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top, t, 8, "Helvetica-Bold")
    _text(c, cols[1] + 4, top - 20, "Rif. DDT n. 388 del 01/12/2026", 8, "Helvetica-Oblique")
    for i, (code, d, um, q, u, a) in enumerate(rows):
        y = top - 36 - 15 * i
        _text(c, left + 4, y, code, 8)
        _text(c, cols[1] + 4, y, d, 8)
        _centre(c, cols[2] + cols[3], y, um, 8)
        _text(c, cols[4] - 4, y, q, 8, right=True)
        _text(c, cols[5] - 4, y, u, 8, right=True)
        _text(c, cols[6] - 4, y, a, 8, right=True)
        _centre(c, cols[6] + cols[7], y, "22", 8)
    _text(
        c,
        cols[1] + 4,
        top - 36 - 15 * len(rows) - 6,
        "Contributo ambientale CONAI assolto ove dovuto",
        7.5,
        "Helvetica-Oblique",
    )
    ry = bottom - 14
    _text(c, left, ry, "Riepilogo IVA", 8, "Helvetica-Bold")
    rcols = ((left, False), (140, True), (205, True), (218, False))
    for i, row in enumerate(
        (
            ("Aliquota", "Imponibile", "Imposta", "Descrizione"),
            ("22%", "2.493,60", "548,59", "Aliquota ordinaria"),
        )
    ):
        for (x, r), s in zip(rcols, row):
            _text(c, x, ry - 14 - 11 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica", r)
    tx = 360
    c.setLineWidth(0.6)
    c.rect(tx, bottom - 72, right - tx, 62)
    _pairs(c, tx + 8, right - 8, bottom - 24, (("Imponibile", "2.493,60"), ("IVA 22%", "548,59")), pitch=14)
    c.line(tx, bottom - 50, right, bottom - 50)
    _text(c, tx + 8, bottom - 64, "Totale fattura", 10.5, "Helvetica-Bold")
    _text(c, right - 8, bottom - 64, "€ 3.042,19", 10.5, "Helvetica-Bold", True)
    _text(c, left, bottom - 72, "Scadenze: 31/01/2027  € 3.042,19", 8.5, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Documento trasmesso al Sistema di Interscambio (SdI); la presente costituisce copia di cortesia",
            "ai sensi dell'art. 21 del D.P.R. 633/1972. Merce viaggiante a rischio e pericolo del committente.",
        )
    ):
        _text(c, left, bottom - 110 - 10 * i, s, 7)
    return {
        "fields": {
            "document_number": "214/2026",
            "date": "2026-12-03",
            "due_date": "2027-01-31",
            "total_amount": "3042.19",
            "tax_amount": "548.59",
            "currency": "EUR",
            "vendor_name": "Società Agricola Colle del Sasso S.r.l.",
            "customer_name": "Enoteca Vinarium S.r.l.",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, _, q, u, a in rows],
    }


def gus9(c) -> dict:
    w, h = letter
    left, right = 50, w - 50
    c.setFillGray(0.55)
    _text(c, left, h - 70, "INVOICE", 30, "Helvetica")
    c.setFillGray(0)
    c.setFillColorRGB(0.82, 0.2, 0.35)
    c.circle(right - 166, h - 52, 7, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, right, h - 57, "Rose City Print Co.", 15, "Helvetica-Bold", True)
    for i, s in enumerate(
        ("2240 SE Division St", "Portland, OR 97202", "(503) 555-0162", "orders@rosecityprint.com")
    ):
        _text(c, right, h - 72 - 11 * i, s, 8.5, right=True)
    for i, (k, v) in enumerate(
        (
            ("Invoice #", "24117"),
            ("Job #", "8832"),
            ("Invoice Date", "December 3, 2026"),
            ("Due Date", "January 2, 2027"),
            ("Terms", "Net 30"),
        )
    ):
        _text(c, left, h - 110 - 13 * i, k, 9, "Helvetica-Bold")
        _text(c, left + 80, h - 110 - 13 * i, v, 9)
    c.setStrokeGray(0.7)
    c.setLineWidth(0.5)
    c.line(left, h - 184, right, h - 184)
    for x, title, lines in (
        (
            left,
            "BILL TO",
            (
                "Willamette Valley Brewing Co.",
                "Attn: Dana Whitfield",
                "1180 NE 3rd St",
                "McMinnville, OR 97128",
            ),
        ),
        (
            230,
            "SHIP TO",
            (
                "Willamette Valley Brewing Co.",
                "Packaging - Loading Dock B",
                "1195 NE Lafayette Ave",
                "McMinnville, OR 97128",
            ),
        ),
        (
            410,
            "JOB",
            (
                "Fall Seasonal Release",
                "labels, tap cards, carriers",
                "Estimate # E-5120 (Oct 28)",
                "Proof OK'd Nov 12, 2026",
            ),
        ),
    ):
        c.setFillGray(0.5)
        _text(c, x, h - 204, title, 7.5, "Helvetica-Bold")
        c.setFillGray(0)
        for i, s in enumerate(lines):
            _text(c, x, h - 218 - 12 * i, s, 9)
    rows = [
        (
            "10,000",
            "Bottle labels 3 x 4 in",
            "4/0 on white BOPP, matte laminate, 3 in cores",
            "0.118",
            "1,180.00",
        ),
        ("2,500", "Tap handle cards 4 x 6 in", "4/4 on 16 pt C2S, UV coat one side", "0.214", "535.00"),
        ("500", "Six-pack carriers", "4/0 on 18 pt SBS, die-cut and glued", "1.46", "730.00"),
        ("1", "Prepress, hard proofs and plates", "", "185.00", "185.00"),
        ("1", "Local delivery", "McMinnville, 1 pallet", "45.00", "45.00"),
    ]
    top = h - 300
    cols = ((left + 40, True), (left + 58, False), (460, True), (right, True))
    for (x, r), t in zip(cols, ("QTY", "DESCRIPTION", "UNIT PRICE", "AMOUNT")):
        c.setFillGray(0.5)
        _text(c, x, top, t, 8, "Helvetica-Bold", r)
    c.setFillGray(0)
    c.setStrokeGray(0.3)
    c.line(left, top - 6, right, top - 6)
    c.setStrokeGray(0.8)
    y = top - 24
    for q, d, spec, u, a in rows:
        for (x, r), s in zip(cols, (q, d, u, a)):
            _text(c, x, y, s, 9.5, right=r)
        if spec:
            c.setFillGray(0.45)
            _text(c, cols[1][0], y - 11, spec, 8)
            c.setFillGray(0)
        c.line(left, y - 18, right, y - 18)
        y -= 32
    totals = (
        ("Subtotal", "2,675.00"),
        ("Total", "2,675.00"),
        ("Less Deposit (check #4471, Oct 30, 2026)", "-1,337.50"),
    )
    for i, (k, v) in enumerate(totals):
        _text(c, 300, y - 6 - 16 * i, k, 9, "Helvetica-Bold" if k == "Total" else "Helvetica")
        _text(c, right, y - 6 - 16 * i, v, 9, "Helvetica-Bold" if k == "Total" else "Helvetica", True)
    c.setFillColorRGB(0.97, 0.9, 0.92)
    c.rect(292, y - 76, right - 292, 26, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 300, y - 67, "Balance Due", 12, "Helvetica-Bold")
    _text(c, right - 6, y - 67, "$1,337.50", 12, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Notes",
            "Please reference Invoice # and Job # with your payment.",
            "Checks payable to Rose City Print Co. ACH and cards accepted.",
            "Overruns/underruns of up to 10% are billed or credited at the unit price.",
            "Past due balances are subject to a 1.5% monthly finance charge.",
        )
    ):
        _text(c, left, y - 120 - 12 * i, s, 8.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setStrokeGray(0.7)
    c.line(left, 60, right, 60)
    c.setStrokeGray(0)
    c.setFillGray(0.5)
    _centre(c, w, 46, "Thank you for printing local!  ·  rosecityprint.com", 8)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "24117",
            "date": "2026-12-03",
            "due_date": "2027-01-02",
            "total_amount": "2675.00",
            "currency": "USD",
            "vendor_name": "Rose City Print Co.",
            "customer_name": "Willamette Valley Brewing Co.",
        },
        "line_items": [_item(d, q, u, a) for q, d, _, u, a in rows],
    }


def gch10(c) -> dict:
    w, h = A4
    left, right = 57, w - 45
    c.setFillColorRGB(0.32, 0.42, 0.18)
    _text(c, left, h - 58, "Les Saveurs du Lavaux", 19, "Times-BoldItalic")
    c.setFillGray(0.35)
    _text(c, left, h - 72, "Traiteur · Événements · Apéritifs", 8.5, "Times-Italic")
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Les Saveurs du Lavaux Sàrl",
            "Route de la Corniche 12",
            "1096 Cully",
            "021 799 14 62",
            "info@saveurs-lavaux.ch",
        )
    ):
        _text(c, left, h - 90 - 9.5 * i, s, 7.5)
    _text(c, 330, h - 128, "Les Saveurs du Lavaux Sàrl, Route de la Corniche 12, 1096 Cully", 6)
    c.setLineWidth(0.4)
    c.line(330, h - 131, 522, h - 131)
    for i, s in enumerate(
        ("Fondation Pré-Vert", "Madame Claire Rochat", "Avenue de Rumine 33", "1005 Lausanne")
    ):
        _text(c, 330, h - 147 - 12.5 * i, s, 10)
    _text(c, 330, h - 232, "Cully, le 30 novembre 2026", 9.5)
    _text(c, left, h - 262, "Facture n° 2026-0388", 13, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Concerne : apéritif dînatoire du 26 novembre 2026, Espace Rumine, 85 personnes",
            "N° client : 412     Votre commande du 2 novembre 2026     N° IDE : CHE-412.736.058 TVA",
        )
    ):
        _text(c, left, h - 278 - 11 * i, s, 8.5)
    rows = [
        ("1", "Apéritif dînatoire, 12 pièces par personne", "85", "pers.", "28.50", "2'422.50"),
        ("2", "Boissons sans alcool, forfait par personne", "85", "pers.", "6.00", "510.00"),
        ("3", "Chasselas Lavaux AOC, 70 cl", "24", "bt", "19.80", "475.20"),
        ("4", "Personnel de service", "12", "h", "48.00", "576.00"),
        ("5", "Location vaisselle et verrerie", "1", "forfait", "180.00", "180.00"),
        ("6", "Livraison et reprise", "1", "forfait", "60.00", "60.00"),
    ]
    top = h - 318
    c.setLineWidth(0.6)
    c.line(left, top + 11, right, top + 11)
    c.line(left, top - 5, right, top - 5)
    y = _table(
        c,
        top,
        [
            (left, "Pos.", False),
            (84, "Désignation", False),
            (356, "Quantité", True),
            (364, "Unité", False),
            (450, "Prix unit.", True),
            (right, "Montant CHF", True),
        ],
        rows,
        pitch=14,
        size=8.5,
    )
    c.line(left, y + 5, right, y + 5)
    _pairs(c, 356, right, y - 9, (("Total HT", "4'223.70"), ("TVA 8,1 %", "342.12")), pitch=13)
    c.setLineWidth(1)
    c.line(356, y - 28, right, y - 28)
    _text(c, 356, y - 41, "Montant total CHF", 10, "Helvetica-Bold")
    _text(c, right, y - 41, "4'565.82", 10, "Helvetica-Bold", True)
    _text(c, left, y - 9, "Payable à 30 jours net.", 8.5)
    _text(c, left, y - 21, "Merci de votre confiance.", 8.5)
    # QR-bill: receipt and payment part, 105 mm high, at the foot of the page
    qh = 105 * mm
    c.setLineWidth(0.5)
    c.setDash(3, 2)
    c.line(0, qh, w, qh)
    c.line(62 * mm, 0, 62 * mm, qh)
    c.setDash()
    creditor = (
        "CH92 3076 2000 4127 3605 8",
        "Les Saveurs du Lavaux Sàrl",
        "Route de la Corniche 12",
        "1096 Cully",
    )
    debtor = ("Fondation Pré-Vert", "Avenue de Rumine 33", "1005 Lausanne")
    ref = "00 00000 00000 00041 20026 03886"

    def part(x: float, heading: float, body: float, blocks) -> float:
        y = qh - 5 * mm - heading
        for title, lines in blocks:
            _text(c, x, y, title, body - 2, "Helvetica-Bold")
            y -= body + 1
            for s in lines:
                _text(c, x, y, s, body)
                y -= body + 1
            y -= body - 1
        return y

    rx = 5 * mm
    _text(c, rx, qh - 5 * mm - 11, "Récépissé", 11, "Helvetica-Bold")
    part(rx, 24, 8, (("Compte / Payable à", creditor), ("Référence", (ref,)), ("Payable par", debtor)))
    for x, k, v in ((rx, "Monnaie", "CHF"), (rx + 16 * mm, "Montant", "4 565.82")):
        _text(c, x, 35 * mm, k, 6, "Helvetica-Bold")
        _text(c, x, 35 * mm - 11, v, 8)
    _text(c, 62 * mm - 5 * mm, 18 * mm, "Point de dépôt", 6, "Helvetica-Bold", True)
    px = 67 * mm
    _text(c, px, qh - 5 * mm - 11, "Section paiement", 11, "Helvetica-Bold")
    # Swiss Payments Code: header, creditor, (ultimate creditor), amount, debtor, reference, message, trailer
    spc = (
        ("SPC", "0200", "1", "CH9230762000412736058"),
        ("S", "Les Saveurs du Lavaux Sarl", "Route de la Corniche", "12", "1096", "Cully", "CH"),
        ("", "", "", "", "", "", ""),
        ("4565.82", "CHF"),
        ("S", "Fondation Pre-Vert", "Avenue de Rumine", "33", "1005", "Lausanne", "CH"),
        ("QRR", "000000000000000412002603886", "Facture 2026-0388", "EPD"),
    )
    payload = "\n".join(field for group in spc for field in group)
    qr = QrCodeWidget(payload, barLevel="M")
    x0, y0, x1, y1 = qr.getBounds()
    side = 46 * mm
    d = Drawing(side, side, transform=[side / (x1 - x0), 0, 0, side / (y1 - y0), 0, 0])
    d.add(qr)
    renderPDF.draw(d, c, px, 42 * mm)
    cx, cy = px + side / 2, 42 * mm + side / 2
    c.setFillGray(1)
    c.rect(cx - 3.5 * mm, cy - 3.5 * mm, 7 * mm, 7 * mm, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(cx - 3 * mm, cy - 3 * mm, 6 * mm, 6 * mm, stroke=0, fill=1)
    c.setFillGray(1)
    c.rect(cx - 0.6 * mm, cy - 2 * mm, 1.2 * mm, 4 * mm, stroke=0, fill=1)
    c.rect(cx - 2 * mm, cy - 0.6 * mm, 4 * mm, 1.2 * mm, stroke=0, fill=1)
    c.setFillGray(0)
    for x, k, v in ((px, "Monnaie", "CHF"), (px + 16 * mm, "Montant", "4 565.82")):
        _text(c, x, 33 * mm, k, 8, "Helvetica-Bold")
        _text(c, x, 33 * mm - 12, v, 10)
    part(
        118 * mm,
        0,
        10,
        (
            ("Compte / Payable à", creditor),
            ("Référence", (ref,)),
            ("Informations supplémentaires", ("Facture 2026-0388",)),
            ("Payable par", debtor),
        ),
    )
    return {
        "fields": {
            "document_number": "2026-0388",
            "date": "2026-11-30",
            "total_amount": "4565.82",
            "tax_amount": "342.12",
            "currency": "CHF",
            "vendor_name": "Les Saveurs du Lavaux Sàrl",
            "customer_name": "Fondation Pré-Vert",
        },
        "line_items": [_item(d, q, u, a) for _, d, q, _, u, a in rows],
    }


LAYOUTS = {
    "gca1": (gca1, letter),
    "gee2": (gee2, A4),
    "gus3": (gus3, letter),
    "gbe4": (gbe4, A4),
    "gjp5": (gjp5, A4),
    "gnl6": (gnl6, (210, 405)),
    "guk7": (guk7, A4),
    "git8": (git8, A4),
    "gus9": (gus9, letter),
    "gch10": (gch10, A4),
}
SCANNED = ("gca1", "gus3", "gnl6", "git8")
