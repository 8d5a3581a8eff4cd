"""Five more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: an English hospital
trust's purchase order to a surgical supplies firm, a Bremen plumbing wholesaler's Rechnung with trade discounts, a
Denver law firm's statement of fees and expenses with a previous balance, a Hong Kong lighting trader's invoice
with the amount in words, and a Seville supermarket's factura simplificada with its IVA table.
"""

from __future__ import annotations

from layouts_set import _centre, _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth


def fpo1(c) -> dict:
    w, h = A4
    nhs = (0.0, 0.37, 0.72)
    c.setFillColorRGB(*nhs)
    c.rect(w - 100, h - 72, 60, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, w - 94, h - 66, "NHS", 19, "Helvetica-BoldOblique")
    c.setFillGray(0)
    _text(c, w - 40, h - 90, "Severnside University Hospitals", 10.5, "Helvetica-Bold", True)
    c.setFillColorRGB(*nhs)
    _text(c, w - 40, h - 103, "NHS Foundation Trust", 10.5, "Helvetica-Bold", True)
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Procurement Department, Trust Headquarters",
            "Riverside Way, Gloucester GL2 5AY",
            "Tel. 01452 318 600  ·  procurement@severnside.nhs.uk",
        )
    ):
        _text(c, w - 40, h - 117 - 10 * i, s, 7.5, right=True)
    _text(c, 40, h - 66, "PURCHASE ORDER", 20, "Helvetica-Bold")
    for i, (k, v) in enumerate(
        (
            ("Order Number", "SVH-4520187"),
            ("Order Date", "02/12/2026"),
            ("Delivery Date Required", "16/12/2026"),
            ("Supplier No.", "104882"),
            ("Requisitioner", "Theatre Stores - J. Okafor"),
        )
    ):
        _text(c, 40, h - 92 - 13 * i, k, 8.5, "Helvetica-Bold")
        _text(c, 160, h - 92 - 13 * i, v, 8.5)
    c.setLineWidth(0.7)
    for x, title, block in (
        (
            40,
            "Supplier",
            (
                "Meridian Surgical Supplies Ltd",
                "Unit 4, Brookfield Industrial Estate",
                "Cheddleton Road",
                "Leek, Staffordshire",
                "ST13 5QG",
            ),
        ),
        (
            306,
            "Deliver To",
            (
                "Severnside General Hospital",
                "Central Stores - Goods Receipt",
                "Loading Bay 2, Pearce Lane",
                "Gloucester GL1 3NN",
                "Contact: Stores Supervisor 01452 318 744",
            ),
        ),
    ):
        c.setFillColorRGB(*nhs)
        c.rect(x, h - 186, 249, 16, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, x + 6, h - 181, title, 9, "Helvetica-Bold")
        c.setFillGray(0)
        c.rect(x, h - 262, 249, 92)
        for i, s in enumerate(block):
            _text(c, x + 8, h - 202 - 12 * i, s, 9, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setFillColorRGB(*nhs)
    c.rect(40, h - 292, 249, 16, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 46, h - 287, "Invoice To", 9, "Helvetica-Bold")
    c.setFillGray(0)
    c.rect(40, h - 368, 249, 92)
    for i, s in enumerate(
        (
            "Severnside University Hospitals NHS Foundation Trust",
            "Accounts Payable (Q7P Payables)",
            "Phoenix House, Topcliffe Lane",
            "Wakefield",
            "WF3 1WE",
        )
    ):
        _text(c, 48, h - 308 - 12 * i, s, 8.5 if i == 0 else 9, "Helvetica-Bold" if i == 0 else "Helvetica")
    for i, s in enumerate(
        (
            "IMPORTANT",
            "Please quote the order number on all invoices,",
            "delivery notes and correspondence. Invoices must",
            "be sent to the Invoice To address, not to the",
            "delivery point. Invoices without a valid order",
            "number will be returned unpaid.",
        )
    ):
        _text(c, 314, h - 290 - 11 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    rows = [
        ("1", "MSS-40512", "Nitrile exam gloves, medium, box 200", "BOX", "40", "6.85", "274.00", "S"),
        ("2", "MSS-22190", "Sterile dressing pack, small, case 50", "CASE", "6", "38.40", "230.40", "S"),
        ("3", "MSS-07731", "Syringe 10 ml Luer lock, box 100", "BOX", "15", "11.92", "178.80", "S"),
        ("4", "MSS-31006", "Disposable apron, white, roll 200", "ROLL", "25", "4.36", "109.00", "S"),
        ("5", "MSS-58820", "Walking frame, folding, adjustable", "EACH", "4", "42.75", "171.00", "Z"),
        ("6", "MSS-60045", "Sharps container 5 litre, yellow lid", "EACH", "60", "2.18", "130.80", "S"),
    ]
    header = [
        (44, "Line", False),
        (70, "Supplier Code", False),
        (134, "Description", False),
        (318, "UOM", False),
        (378, "Qty", True),
        (436, "Unit Price", True),
        (498, "Net", True),
        (514, "VAT Code", False),
    ]
    top = h - 400
    c.setFillGray(0.88)
    c.rect(40, top - 6, w - 80, 18, stroke=0, fill=1)
    c.setFillGray(0)
    for x, title, right in header:
        _text(c, x, top, title, 8, "Helvetica-Bold", right)
    c.setStrokeGray(0.7)
    c.setLineWidth(0.4)
    y = top - 22
    for row in rows:
        for (x, _, right), cell in zip(header, row):
            _text(c, x, y, cell, 8.5, right=right)
        c.line(40, y - 7, w - 40, y - 7)
        y -= 19
    c.setStrokeGray(0)
    _text(c, 40, y - 10, "All prices in GBP (£), excluding VAT.", 8)
    _text(c, 40, y - 21, "VAT codes: S = Standard rate 20%   Z = Zero rated", 8)
    _pairs(c, 386, w - 44, y - 10, (("Total Net", "1,094.00"), ("VAT", "184.60")), pitch=15)
    c.setLineWidth(1)
    c.rect(380, y - 52, w - 40 - 380, 20)
    _text(c, 386, y - 45, "Order Total", 10, "Helvetica-Bold")
    _text(c, w - 44, y - 45, "£1,278.60", 10, "Helvetica-Bold", True)
    _text(c, 40, y - 90, "Authorised by:", 8.5, "Helvetica-Bold")
    _text(c, 110, y - 90, "R. Hollings, Head of Procurement", 8.5)
    _text(c, 40, y - 104, "Budget holder:", 8.5, "Helvetica-Bold")
    _text(c, 110, y - 104, "Cost centre 4T210 - Main Theatres", 8.5)
    for i, s in enumerate(
        (
            "This order is placed subject to the NHS Terms and Conditions for the Supply of Goods and the Provision of",
            "Services, which apply to the exclusion of any terms of the supplier. Deliveries are accepted Monday to Friday,",
            "08:00 to 15:30. Goods must be accompanied by a delivery note quoting the order number and line numbers.",
        )
    ):
        _text(c, 40, 80 - 10 * i, s, 7)
    return {
        "fields": {
            "document_number": "SVH-4520187",
            "date": "2026-12-02",
            "due_date": "2026-12-16",
            "total_amount": "1278.60",
            "tax_amount": "184.60",
            "currency": "GBP",
            "vendor_name": "Meridian Surgical Supplies Ltd",
            "customer_name": "Severnside University Hospitals NHS Foundation Trust",
        },
        "line_items": [_item(d, q, u, a, i) for _, i, d, _, q, u, a, _ in rows],
    }


def finv2(c) -> dict:
    w, h = A4
    red = (0.62, 0.1, 0.12)
    c.setFillColorRGB(*red)
    _text(c, w - 50, h - 62, "WESERLAND", 22, "Helvetica-Bold", True)
    c.setFillGray(0.3)
    _text(c, w - 50, h - 75, "Haustechnik Großhandel", 9.5, right=True)
    c.setFillGray(0)
    sender = "Weserland Haustechnik Großhandel GmbH · Am Hohentorshafen 18 · 28197 Bremen"
    _text(c, 57, h - 132, sender, 6.5)
    c.setLineWidth(0.4)
    c.line(57, h - 135, 57 + stringWidth(sender, "Helvetica", 6.5), h - 135)
    for i, s in enumerate(
        (
            "Heizung & Sanitär Brinkmann GmbH",
            "Herrn Jens Brinkmann",
            "Delmenhorster Straße 112",
            "27793 Wildeshausen",
        )
    ):
        _text(c, 57, h - 156 - 13 * i, s, 10)
    for i, (k, v) in enumerate(
        (
            ("Rechnungs-Nr.", "R26-104883"),
            ("Rechnungsdatum", "01.12.2026"),
            ("Lieferdatum", "30.11.2026"),
            ("Lieferschein-Nr.", "8100457716"),
            ("Kunden-Nr.", "20417"),
            ("Ihre Bestellung vom", "27.11.2026"),
            ("Ihr Zeichen", "BV Ahlhorn"),
            ("Bearbeiter/in", "Frau Dreyer"),
            ("Telefon", "0421 38770-214"),
        )
    ):
        _text(c, 352, h - 128 - 12 * i, k, 8)
        _text(c, 448, h - 128 - 12 * i, v, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, 352, h - 128 - 12 * 9 - 6, "Seite 1 von 1", 8)
    _text(c, 57, h - 290, "Rechnung", 14, "Helvetica-Bold")
    _text(c, 57, h - 310, "Sehr geehrte Damen und Herren,", 9)
    _text(c, 57, h - 322, "für unsere Lieferung gemäß Lieferschein 8100457716 berechnen wir Ihnen:", 9)
    rows = [
        ("1", "3312045", "Pressfitting Bogen 90° 22 mm Kupfer", "50", "Stk", "3,48", "35,0", "113,10"),
        ("2", "3312061", "Pressfitting T-Stück 22 mm Kupfer", "30", "Stk", "5,92", "35,0", "115,44"),
        ("3", "2207415", "Kupferrohr 22 x 1,0 mm, halbhart", "60", "m", "9,85", "28,0", "425,52"),
        ("4", "5104880", "Thermostatventil DN15 Eckform", "8", "Stk", "14,70", "30,0", "82,32"),
        ("5", "5104912", "Thermostatkopf M30 x 1,5 weiß", "8", "Stk", "11,25", "30,0", "63,00"),
        ("6", "7720033", "Isolierschlauch 22/13 mm, 2 m", "30", "Stk", "1,64", "20,0", "39,36"),
        ("7", "9900010", "Fracht- und Verpackungspauschale", "1", "Psch", "12,50", "", "12,50"),
    ]
    header = [
        (57, "Pos", False),
        (80, "Artikel-Nr.", False),
        (132, "Bezeichnung", False),
        (340, "Menge", True),
        (346, "ME", False),
        (412, "E-Preis", True),
        (462, "Rabatt %", True),
        (w - 50, "G-Preis", True),
    ]
    top = h - 352
    c.setLineWidth(0.8)
    c.line(57, top + 12, w - 50, top + 12)
    c.line(57, top - 5, w - 50, top - 5)
    y = _table(c, top, header, rows, pitch=15, size=8.5)
    c.line(57, y + 6, w - 50, y + 6)
    for i, (k, v) in enumerate((("Warenwert netto", "851,24"), ("MwSt. 19 %", "161,74"))):
        _text(c, 360, y - 10 - 14 * i, k, 9)
        _text(c, w - 50, y - 10 - 14 * i, v, 9, right=True)
    c.line(356, y - 33, w - 50, y - 33)
    _text(c, 360, y - 46, "Endbetrag EUR", 10, "Helvetica-Bold")
    _text(c, w - 50, y - 46, "1.012,98", 10, "Helvetica-Bold", True)
    for dy in (51, 53):
        c.line(470, y - dy, w - 50, y - dy)
    _text(c, 57, y - 84, "Zahlbar bis 31.12.2026 ohne Abzug.", 9, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Lieferung und Rechnung erfolgen zu unseren Allgemeinen Verkaufs- und Lieferbedingungen.",
            "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
        )
    ):
        _text(c, 57, y - 100 - 11 * i, s, 8)
    c.setLineWidth(0.4)
    c.line(57, 78, w - 50, 78)
    for x, block in (
        (57, ("Weserland Haustechnik", "Großhandel GmbH", "Am Hohentorshafen 18", "28197 Bremen")),
        (185, ("Geschäftsführer:", "Dirk Meinardus", "Amtsgericht Bremen", "HRB 28714")),
        (
            300,
            (
                "USt-IdNr. DE 814 327 650",
                "Steuer-Nr. 60 145 08217",
                "Tel. 0421 38770-0",
                "www.weserland-ht.de",
            ),
        ),
        (420, ("Sparkasse Bremen", "IBAN DE62 2905 0101", "0008 4417 93", "BIC SBREDE22XXX")),
    ):
        for i, s in enumerate(block):
            _text(c, x, 66 - 8.5 * i, s, 6.5)
    return {
        "fields": {
            "document_number": "R26-104883",
            "date": "2026-12-01",
            "due_date": "2026-12-31",
            "total_amount": "1012.98",
            "tax_amount": "161.74",
            "currency": "EUR",
            "vendor_name": "Weserland Haustechnik Großhandel GmbH",
            "customer_name": "Heizung & Sanitär Brinkmann GmbH",
        },
        "line_items": [_item(d, q, u, a, i) for _, i, d, q, _, u, _, a in rows],
    }


def fus3(c) -> dict:
    w, h = letter
    _centre(c, w, h - 54, "HARGROVE, PELL & WHITCOMB LLP", 16, "Times-Bold")
    _centre(c, w, h - 68, "Attorneys at Law", 10, "Times-Italic")
    _centre(
        c,
        w,
        h - 82,
        "1200 Seventeenth Street, Suite 2400  |  Denver, Colorado 80202  |  (303) 555-0149",
        9,
        "Times-Roman",
    )
    c.setLineWidth(0.8)
    c.line(54, h - 92, w - 54, h - 92)
    c.line(54, h - 95, w - 54, h - 95)
    for i, s in enumerate(
        (
            "Front Range Orthopedic Partners, P.C.",
            "Attn: Karen Liu, M.D., Managing Partner",
            "9950 Park Meadows Drive, Suite 310",
            "Lone Tree, CO 80124",
        )
    ):
        _text(c, 54, h - 130 - 13 * i, s, 10.5, "Times-Roman")
    for i, (k, v) in enumerate(
        (
            ("Invoice No.", "418273"),
            ("Invoice Date", "December 4, 2026"),
            ("Client-Matter No.", "04417-0009"),
            ("Billing Attorney", "James R. Hargrove"),
            ("Federal Tax ID", "84-1372605"),
        )
    ):
        _text(c, 356, h - 130 - 13 * i, k, 10, "Times-Bold")
        _text(c, w - 54, h - 130 - 13 * i, v, 10, "Times-Roman", True)
    _centre(c, w, h - 214, "STATEMENT FOR PROFESSIONAL SERVICES", 12, "Times-Bold")
    _centre(c, w, h - 228, "For services rendered through November 30, 2026", 10, "Times-Italic")
    _text(c, 54, h - 254, "Matter:", 10.5, "Times-Bold")
    _text(c, 96, h - 254, "Commercial Lease - Highlands Ranch Clinic Expansion", 10.5, "Times-Roman")
    entries = [
        (
            "Nov 3, 2026",
            (
                "Review landlord's draft lease and exhibits; prepare issues",
                "list for client; telephone conference with Dr. Liu regarding",
                "renewal options and tenant improvement allowance.",
            ),
            "2.40",
            "425.00",
            "1,020.00",
        ),
        (
            "Nov 6, 2026",
            (
                "Research Colorado law on assignment and subletting",
                "restrictions in medical office leases; memorandum to file.",
            ),
            "3.10",
            "260.00",
            "806.00",
        ),
        (
            "Nov 12, 2026",
            (
                "Draft lease comments and proposed rider; revise exclusive",
                "use and permitted use clauses.",
            ),
            "4.20",
            "425.00",
            "1,785.00",
        ),
        (
            "Nov 18, 2026",
            (
                "Conference call with landlord's counsel (M. Ostrowski)",
                "regarding open points; follow-up email summarizing",
                "agreed changes.",
            ),
            "1.50",
            "425.00",
            "637.50",
        ),
        (
            "Nov 24, 2026",
            ("Review revised lease draft; prepare redline comparison", "and cover note to client."),
            "1.80",
            "260.00",
            "468.00",
        ),
    ]
    header = [
        (54, "Date", False),
        (126, "Description", False),
        (446, "Hours", True),
        (500, "Rate", True),
        (w - 54, "Amount", True),
    ]
    top = h - 282
    for x, title, right in header:
        _text(c, x, top, title, 10, "Times-Bold", right)
    c.setLineWidth(0.5)
    c.line(54, top - 5, w - 54, top - 5)
    y = top - 20
    for date, lines, hours, rate, amount in entries:
        for (x, _, right), cell in zip(header, (date, lines[0], hours, rate, amount)):
            _text(c, x, y, cell, 10, "Times-Roman", right)
        for s in lines[1:]:
            y -= 12
            _text(c, 126, y, s, 10, "Times-Roman")
        y -= 18
    c.line(390, y + 9, w - 54, y + 9)
    _text(c, 356, y - 4, "Total Hours", 10, "Times-Roman")
    _text(c, 446, y - 4, "13.00", 10, "Times-Roman", True)
    _text(c, 356, y - 18, "Total Fees", 10, "Times-Bold")
    _text(c, w - 54, y - 18, "$4,716.50", 10, "Times-Bold", True)
    _text(c, 54, y - 4, "Timekeeper Summary", 9.5, "Times-Bold")
    for x, s in ((212, "Hours"), (256, "Rate"), (318, "Amount")):
        _text(c, x, y - 4, s, 9, "Times-Bold", True)
    for i, row in enumerate(
        (
            ("James R. Hargrove, Partner", "8.10", "425.00", "3,442.50"),
            ("Alicia M. Mendez, Associate", "4.90", "260.00", "1,274.00"),
        )
    ):
        for x, right, s in zip((54, 212, 256, 318), (False, True, True, True), row):
            _text(c, x, y - 17 - 11 * i, s, 9, "Times-Roman", right)
    y -= 60
    _text(c, 54, y, "Expenses", 10.5, "Times-Bold")
    expenses = [
        ("Nov 10, 2026", "Title search - Douglas County records (Land Title Guarantee Co.)", "175.00"),
        ("Nov 25, 2026", "Courier - delivery of executed lease to landlord's counsel", "38.50"),
    ]
    for i, (date, desc, amount) in enumerate(expenses):
        _text(c, 54, y - 16 - 13 * i, date, 10, "Times-Roman")
        _text(c, 126, y - 16 - 13 * i, desc, 10, "Times-Roman")
        _text(c, w - 54, y - 16 - 13 * i, amount, 10, "Times-Roman", True)
    c.line(390, y - 37, w - 54, y - 37)
    _text(c, 356, y - 50, "Total Expenses", 10, "Times-Bold")
    _text(c, w - 54, y - 50, "$213.50", 10, "Times-Bold", True)
    y -= 84
    c.setLineWidth(0.8)
    c.rect(338, y - 62, w - 54 - 338, 76)
    for i, (k, v) in enumerate(
        (
            ("Total Fees", "4,716.50"),
            ("Total Expenses", "213.50"),
            ("Total This Invoice", "$4,930.00"),
            ("Previous Balance", "2,310.00"),
        )
    ):
        font = "Times-Bold" if i == 2 else "Times-Roman"
        _text(c, 346, y - 14 * i, k, 10, font)
        _text(c, w - 62, y - 14 * i, v, 10, font, True)
    c.line(338, y - 46, w - 54, y - 46)
    _text(c, 346, y - 57, "Balance Due", 11, "Times-Bold")
    _text(c, w - 62, y - 57, "$7,240.00", 11, "Times-Bold", True)
    for i, s in enumerate(
        (
            "Payment is due within 30 days of the invoice date.",
            "Please reference Invoice No. 418273 with your remittance.",
            "",
            "Wire / ACH: Mile High Community Bank, Denver, CO",
            "ABA 102089217   Account 2210 448 913",
            "Account name: Hargrove, Pell & Whitcomb LLP",
        )
    ):
        _text(c, 54, y - 11 * i, s, 9, "Times-Roman")
    _centre(
        c,
        w,
        42,
        "Balances unpaid after 30 days may be subject to interest at 1% per month. Thank you for the opportunity to serve you.",
        8,
        "Times-Italic",
    )
    return {
        "fields": {
            "document_number": "418273",
            "date": "2026-12-04",
            "total_amount": "4930.00",
            "currency": "USD",
            "vendor_name": "Hargrove, Pell & Whitcomb LLP",
            "customer_name": "Front Range Orthopedic Partners, P.C.",
        },
        "line_items": [_item(" ".join(d), q, u, a) for _, d, q, u, a in entries]
        + [{"description": d, "line_amount": a} for _, d, a in expenses],
    }


def fhk4(c) -> dict:
    w, h = A4
    _centre(c, w, h - 52, "KWONG FAT TRADING COMPANY LIMITED", 17, "Times-Bold")
    for i, s in enumerate(
        (
            "Room 1203, 12/F, Kowloon Centre, 29-39 Ashley Road, Tsim Sha Tsui, Kowloon, Hong Kong",
            "Tel: (852) 2376 4188     Fax: (852) 2376 4189     E-mail: sales@kwongfat.com.hk",
        )
    ):
        _centre(c, w, h - 68 - 10 * i, s, 8)
    c.setLineWidth(1.4)
    c.line(40, h - 90, w - 40, h - 90)
    c.setLineWidth(0.5)
    c.line(40, h - 93, w - 40, h - 93)
    _centre(c, w, h - 122, "INVOICE", 16, "Times-Bold")
    c.line((w - 62) / 2, h - 125, (w + 62) / 2, h - 125)
    _text(c, 40, h - 156, "Messrs.", 9.5, "Times-Italic")
    for i, s in enumerate(
        (
            "Golden Harbour Engineering Co., Ltd.",
            "Flat B, 8/F, Wing Hing Industrial Building",
            "14 Hing Yip Street, Kwun Tong",
            "Kowloon, Hong Kong",
            "Attn: Mr. Chan Siu Ming",
        )
    ):
        _text(c, 86, h - 156 - 12 * i, s, 9.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    for i, (k, v) in enumerate(
        (
            ("Invoice No.", "KF2612-0087"),
            ("Date", "2 Dec 2026"),
            ("P/O No.", "GHE/PO/2611/0392"),
            ("D/N No.", "DN26-1148"),
            ("Terms", "30 days"),
            ("Salesman", "Eric Lau"),
        )
    ):
        _text(c, 380, h - 156 - 12 * i, k, 9)
        _text(c, 436, h - 156 - 12 * i, ":", 9)
        _text(c, 444, h - 156 - 12 * i, v, 9, "Helvetica-Bold" if i == 0 else "Helvetica")
    rows = [
        ("1", "LED panel light 600 x 600 mm, 40W, 4000K", "120 PCS", "168.00", "20,160.00"),
        ("2", "LED driver 40W, constant current, flicker free", "40 PCS", "46.50", "1,860.00"),
        ("3", "T8 LED tube 1200 mm, 18W, 6500K daylight", "500 PCS", "22.80", "11,400.00"),
        ("4", "Emergency light fitting, 3 hours, self-test", "36 PCS", "215.00", "7,740.00"),
        ("5", "Ceiling mounting clip set for panel light", "150 SETS", "3.85", "577.50"),
    ]
    header = [
        (48, "Item", False),
        (82, "Description", False),
        (356, "Quantity", True),
        (448, "Unit Price (HK$)", True),
        (w - 46, "Amount (HK$)", True),
    ]
    top, bottom = h - 250, h - 420
    c.setLineWidth(0.7)
    c.rect(40, bottom, w - 80, top + 14 - bottom)
    c.line(40, top - 6, w - 40, top - 6)
    for x in (74, 306, 364, 456):
        c.line(x, top + 14, x, bottom)
    for x, title, right in header:
        _text(c, x, top, title, 8.5, "Helvetica-Bold", right)
    for i, row in enumerate(rows):
        for (x, _, right), cell in zip(header, row):
            _text(c, x, top - 24 - 20 * i, cell, 9, right=right)
    c.rect(364, bottom - 22, w - 40 - 364, 22)
    c.line(456, bottom, 456, bottom - 22)
    _text(c, 372, bottom - 15, "TOTAL HK$", 10, "Helvetica-Bold")
    _text(c, w - 46, bottom - 15, "41,737.50", 10, "Helvetica-Bold", True)
    _text(
        c,
        40,
        bottom - 44,
        "SAY HONG KONG DOLLARS FORTY-ONE THOUSAND SEVEN HUNDRED AND THIRTY-SEVEN AND CENTS FIFTY ONLY.",
        8,
        "Helvetica-Bold",
    )
    _text(
        c,
        40,
        bottom - 60,
        "Remarks: Goods delivered to site at Kwun Tong on 1 Dec 2026 per D/N DN26-1148.",
        8,
    )
    _text(c, 40, bottom - 100, "Payment by crossed cheque payable to", 8.5, "Times-Bold")
    _text(
        c, 40, bottom - 111, '"Kwong Fat Trading Company Limited" or by bank transfer to:', 8.5, "Times-Bold"
    )
    for i, (k, v) in enumerate(
        (
            ("Bank", "The Hongkong and Shanghai Banking Corporation Limited"),
            ("A/C Name", "Kwong Fat Trading Company Limited"),
            ("A/C No.", "502-384729-001"),
            ("Bank Code", "004"),
            ("SWIFT", "HSBCHKHHHKH"),
            ("FPS ID", "1648 2275"),
        )
    ):
        _text(c, 40, bottom - 128 - 11 * i, k, 8)
        _text(c, 92, bottom - 128 - 11 * i, ":  " + v, 8)
    _text(c, 40, bottom - 210, "E. & O.E.", 8, "Times-Italic")
    _text(c, 350, bottom - 100, "For and on behalf of", 8.5, "Times-Roman")
    _text(c, 350, bottom - 111, "KWONG FAT TRADING COMPANY LIMITED", 8.5, "Times-Bold")
    c.setLineWidth(0.5)
    c.line(350, bottom - 175, w - 40, bottom - 175)
    _text(c, 350, bottom - 186, "Authorized Signature(s)", 8, "Times-Roman")
    _centre(
        c,
        w,
        44,
        "Goods sold are not returnable. Interest at 1.5% per month will be charged on overdue accounts.",
        7,
    )
    return {
        "fields": {
            "document_number": "KF2612-0087",
            "date": "2026-12-02",
            "total_amount": "41737.50",
            "currency": "HKD",
            "vendor_name": "KWONG FAT TRADING COMPANY LIMITED",
            "customer_name": "Golden Harbour Engineering Co., Ltd.",
        },
        "line_items": [_item(d, q.split()[0], u, a) for _, d, q, u, a in rows],
    }


def frc5(c) -> dict:
    w, h = 220, 560
    mono, bold = "Courier", "Courier-Bold"
    _centre(c, w, h - 28, "SUPERMERCADOS EL OLIVAR", 11, bold)
    for i, s in enumerate(
        (
            "Olivar Distribución Alimentaria, S.L.",
            "CIF: B41837265",
            "C/ Asunción, 48 - 41011 Sevilla",
            "Tel. 954 27 63 18",
        )
    ):
        _centre(c, w, h - 42 - 9 * i, s, 7, mono)
    _centre(c, w, h - 88, "FACTURA SIMPLIFICADA", 8.5, bold)
    _centre(c, w, h - 98, "N.º 0147-003-118264", 7.5, mono)
    _text(c, 12, h - 114, "05/12/2026 19:44", 7.5, mono)
    _text(c, w - 12, h - 114, "Caja 003  Op. 1182", 7.5, mono, True)
    _text(c, 12, h - 124, "-" * 46, 7, mono)
    _text(c, w - 12, h - 134, "EUROS", 7, mono, True)
    rows = [
        ("PAN BARRA RUSTICA", ("2", "0,85"), "1,70"),
        ("LECHE ENTERA 1L", ("6", "0,95"), "5,70"),
        ("HUEVOS CAMPEROS L 12 UD", None, "3,15"),
        ("TOMATE PERA", ("0,846", "1,89"), "1,60"),
        ("PECHUGA POLLO FILETES", None, "4,85"),
        ("ZUMO NARANJA 1L", ("2", "1,25"), "2,50"),
        ("ACEITE OLIVA V.EXTRA 1L", None, "6,49"),
        ("DETERGENTE LIQ. 40 LAV", None, "7,99"),
        ("CERVEZA LATA 33CL", ("4", "0,69"), "2,76"),
        ("BOLSA PLASTICO", None, "0,15"),
    ]
    y = h - 146
    for name, each, amount in rows:
        _text(c, 12, y, name, 7.5, mono)
        _text(c, w - 12, y, amount, 7.5, mono, True)
        if each:
            y -= 9
            unit = " kg x " if "," in each[0] else " x "
            tail = " €/kg" if "," in each[0] else ""
            _text(c, 24, y, each[0] + unit + each[1] + tail, 7, mono)
        y -= 11
    _text(c, 12, y + 3, "-" * 46, 7, mono)
    _text(c, 12, y - 7, "20 ARTICULOS", 7, mono)
    _text(c, 12, y - 21, "TOTAL (€)", 10, bold)
    _text(c, w - 12, y - 21, "36,89", 10, bold, True)
    _text(c, 12, y - 35, "TARJETA", 7.5, mono)
    _text(c, w - 12, y - 35, "36,89", 7.5, mono, True)
    _text(c, 12, y - 45, "CAMBIO", 7.5, mono)
    _text(c, w - 12, y - 45, "0,00", 7.5, mono, True)
    y -= 64
    cols = ((12, False), (132, True), (w - 12, True))
    for i, row in enumerate(
        (
            ("IVA", "BASE IMPONIBLE", "CUOTA"),
            ("4%", "17,92", "0,72"),
            ("10%", "6,68", "0,67"),
            ("21%", "9,01", "1,89"),
            ("TOTAL", "33,61", "3,28"),
        )
    ):
        for (x, right), s in zip(cols, row):
            _text(c, x, y - 10 * i, s, 7, bold if i in (0, 4) else mono, right)
    y -= 62
    for i, s in enumerate(
        (
            "TARJ.: ************4471",
            "VISA DEBITO   CONTACTLESS",
            "AUT: 081244   COMERCIO: 33418207",
            "IMPORTE: 36,89 EUR",
            "COPIA PARA EL CLIENTE",
        )
    ):
        _centre(c, w, y - 9 * i, s, 6.5, mono)
    y -= 60
    _text(c, 12, y, "Le atendió: Rocío M.", 7.5, mono)
    _centre(c, w, y - 20, "GRACIAS POR SU VISITA", 8, bold)
    for i, s in enumerate(("Conserve el ticket para cambios", "o devoluciones (15 días).")):
        _centre(c, w, y - 32 - 9 * i, s, 6.5, mono)
    return {
        "fields": {
            "document_number": "0147-003-118264",
            "date": "2026-12-05",
            "total_amount": "36.89",
            "tax_amount": "3.28",
            "currency": "EUR",
            "vendor_name": "SUPERMERCADOS EL OLIVAR",
        },
        "line_items": [
            {"description": d, **({"quantity": e[0], "unit_price": e[1]} if e else {}), "line_amount": a}
            for d, e, a in rows
        ],
    }


LAYOUTS = {
    "fpo1": (fpo1, A4),
    "finv2": (finv2, A4),
    "fus3": (fus3, letter),
    "fhk4": (fhk4, A4),
    "frc5": (frc5, (220, 560)),
}
SCANNED = ("fpo1", "frc5")
