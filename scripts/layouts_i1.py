"""Ten more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: a Seattle cloud
platform's usage invoice with its account summary and an "Amount due" box, a Piraeus ship chandler's invoice-delivery
note (in English, on a pre-printed form, with a discount column and its previous and new balance), an Augsburg
electrician's Rechnung (Pos./Menge/Einheit, Skonto and § 35a lines), a Burgundy flour mill's facture to a bakery
(TVA 5,5 % and 20 %, zebra rows), a Gateshead catering wholesaler's invoice with its remittance slip, a Querétaro
hardware distributor's CFDI factura (RFC, UUID, IVA 16 %, seals and QR), a Wicklow builder's invoice with a discount
in brackets, an Albuquerque grocery's till receipt (item codes, "2 @ 1.99"), a Rajkot packaging maker's GST tax
invoice (HSN, CGST and SGST, lakh-grouped amounts) and a Jämtland machine-service firm's faktura (moms 25 %, OCR).
"""

from __future__ import annotations

import base64
import hashlib

from layouts_set import _block, _centre, _item, _pairs, _plain, _table, _text
from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.code128 import Code128
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.units import mm

BOLD = "Helvetica-Bold"




def _seal(seed: str, n: int, width: int = 118) -> list[str]:
    """``n`` lines of base64 standing for a digital seal (deterministic, from ``seed``)."""
    raw, block = b"", seed.encode()
    while len(raw) * 4 // 3 < n * width:
        block = hashlib.sha512(block).digest()
        raw += block
    text = base64.b64encode(raw).decode()
    return [text[i * width : (i + 1) * width] for i in range(n)]




def _keys(c, x_key, x_value, y, pairs, size=9, fonts=("Helvetica", "Helvetica"), pitch=12, key_right=False):
    """Keys and values a pair a line from ``y`` down: the key at ``x_key`` (right-aligned there where
    ``key_right``), the value left-aligned at ``x_value``; ``fonts`` the key's and the value's."""
    for i, (k, v) in enumerate(pairs):
        _text(c, x_key, y - pitch * i, k, size, fonts[0], key_right)
        _text(c, x_value, y - pitch * i, v, size, fonts[1])


def ius1(c) -> dict:
    w, h = letter
    left, right = 48, w - 48
    violet = (0.33, 0.2, 0.72)
    c.setFillColorRGB(*violet)
    c.roundRect(left, h - 68, 24, 24, 5, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 7.5, h - 61, "S", 14, BOLD)
    c.setFillGray(0)
    _text(c, left + 32, h - 62, "Stratacore Cloud, Inc.", 15, BOLD)
    c.setFillGray(0.4)
    address = (
        "1201 Western Ave, Suite 900",
        "Seattle, WA 98101",
        "billing@stratacore.io",
        "Federal Tax ID 84-3021957",
    )
    _block(c, left, h - 86, address, 8, pitch=11)
    c.setFillGray(0)
    _text(c, right, h - 62, "Invoice", 24, "Helvetica", True)
    meta = (
        ("Invoice number", "INV-2026-118342"),
        ("Invoice date", "November 1, 2026"),
        ("Due date", "December 1, 2026"),
        ("Billing period", "Oct 1 - Oct 31, 2026"),
        ("Account ID", "acct_7QX2M4"),
        ("PO number", "PL-4471"),
    )
    _pairs(c, 360, right, h - 86, meta, pitch=12)
    bill = ("Pinecrest Logistics LLC", "Attn: Accounts Payable", "250 W Nationwide Blvd, Suite 400")
    bill += ("Columbus, OH 43215", "ap@pinecrestlogistics.com")
    contact = ("Marcus Reyes, VP Engineering", "m.reyes@pinecrestlogistics.com", "Workspace: pinecrest-prod")
    contact += ("Region: us-east-2",)
    for x, title, lines in ((left, "BILL TO", bill), (222, "TECHNICAL CONTACT", contact)):
        c.setFillGray(0.45)
        _text(c, x, h - 178, title, 7.5, BOLD)
        c.setFillGray(0)
        _block(c, x, h - 192, lines, first=BOLD if x == left else None)
    c.setFillColorRGB(0.95, 0.93, 1.0)
    c.roundRect(404, h - 250, right - 404, 78, 6, stroke=0, fill=1)
    c.setFillGray(0.35)
    _text(c, 416, h - 190, "Amount due", 9, BOLD)
    c.setFillColorRGB(*violet)
    _text(c, 416, h - 218, "$3,077.85", 22, BOLD)
    c.setFillGray(0.35)
    _text(c, 416, h - 238, "USD  ·  due December 1, 2026", 8)
    c.setFillGray(0)
    rows = [
        ("Growth plan - platform fee", "Oct 1 - Oct 31, 2026", "1", "month", "1,200.00", "1,200.00"),
        ("Additional user seats", "14 seats above the 25 included", "14", "seat", "35.00", "490.00"),
        ("API requests", "us-east-2, billed per 1,000 requests", "2,486", "1K req", "0.40", "994.40"),
        ("Object storage", "average stored volume, standard tier", "3,750", "GB-mo", "0.023", "86.25"),
        ("Data transfer out", "internet egress, first 100 GB free", "1,240", "GB", "0.09", "111.60"),
        ("Premium support", "24/7, 1-hour response SLA", "1", "month", "299.00", "299.00"),
    ]
    top = h - 292
    header = [(left, "DESCRIPTION", False), (356, "QUANTITY", True), (366, "UNIT", False)]
    header += [(470, "UNIT PRICE", True), (right, "AMOUNT", True)]
    c.setFillGray(0.45)
    for x, t, r in header:
        _text(c, x, top, t, 7.5, BOLD, r)
    c.setFillGray(0)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.6)
    c.line(left, top - 6, right, top - 6)
    for i, (d, sub, q, u, p, a) in enumerate(rows):
        y = top - 24 - 28 * i
        for (x, _, r), s in zip(header, (d, q, u, p, a)):
            _text(c, x, y, s, 9, right=r)
        c.setFillGray(0.5)
        _text(c, left, y - 11, sub, 7.5)
        c.setFillGray(0)
    y = top - 24 - 28 * len(rows)
    c.line(left, y + 8, right, y + 8)
    totals = (("Subtotal", "3,181.25"), ("Annual commitment discount (10%)", "-318.13"))
    totals += (("Sales tax (OH 7.5%)", "214.73"), ("Total", "3,077.85"))
    _pairs(c, 356, right, y - 10, totals, pitch=15)
    c.setFillColorRGB(*violet)
    c.rect(348, y - 80, right - 348, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 356, y - 73, "Amount due (USD)", 10.5, BOLD)
    _text(c, right - 6, y - 73, "$3,077.85", 10.5, BOLD, True)
    c.setFillGray(0)
    _text(c, left, y - 10, "Account summary", 8.5, BOLD)
    summary = (
        ("Previous balance", "$2,941.18"),
        ("Payment received Oct 27, 2026 - thank you", "-$2,941.18"),
        ("Current charges", "$3,077.85"),
        ("Balance", "$3,077.85"),
    )
    for i, (k, v) in enumerate(summary):
        _text(c, left, y - 25 - 12 * i, k, 8)
        _text(c, 300, y - 25 - 12 * i, v, 8, right=True)
    c.setStrokeGray(0.85)
    c.line(left, y - 116, right, y - 116)
    how = (
        "How to pay",
        "Card on file: invoices are charged automatically on the due date unless you pay sooner.",
        "ACH / wire: First Harbor Bank, routing 125000024, account 6623019874, reference INV-2026-118342.",
        "Questions about usage? See the itemized report at console.stratacore.io/billing/usage.",
    )
    _block(c, left, y - 130, how, 8, first=BOLD)
    c.setFillGray(0.5)
    _text(c, left, 40, "Stratacore Cloud, Inc.  ·  stratacore.io  ·  Terms of Service v4.2 apply", 7)
    _text(c, right, 40, "Page 1 of 1", 7, right=True)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "INV-2026-118342",
            "date": "2026-11-01",
            "due_date": "2026-12-01",
            "total_amount": "3077.85",
            "tax_amount": "214.73",
            "currency": "USD",
            "vendor_name": "Stratacore Cloud, Inc.",
            "customer_name": "Pinecrest Logistics LLC",
        },
        "line_items": [_item(d, _plain(q), _plain(p), _plain(a)) for d, _, q, _, p, a in rows],
    }


def igr2(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    mono, monob = "Courier", "Courier-Bold"
    c.setFillColorRGB(0.05, 0.25, 0.5)
    _text(c, left, h - 52, "KALOGEROPOULOS MARINE SUPPLIES S.A.", 13, BOLD)
    c.setFillGray(0)
    issuer = (
        "Ship chandlers · Marine equipment · Safety gear · Lubricants",
        "Akti Miaouli 81, 185 38 Piraeus, Greece · Tel. +30 210 429 1180",
        "VAT No EL094512378 · Tax Office: FAE Piraeus · G.E.MI. 001284507000",
        "www.kalomarine.gr · orders@kalomarine.gr",
    )
    _block(c, left, h - 66, issuer, 7.5, pitch=10)
    bx, bw = 362, right - 362
    c.setLineWidth(0.8)
    c.setFillGray(0.88)
    c.rect(bx, h - 52, bw, 16, stroke=1, fill=1)
    c.setFillGray(0)
    _centre(c, 2 * bx + bw, h - 47, "SALES INVOICE - DELIVERY NOTE", 8.5, BOLD)
    doc = (("Invoice No.", "A-1187"), ("Date", "14/11/2026"), ("Time", "09:42"), ("MARK", "400001928374615"))
    for i, (k, v) in enumerate(doc):
        y = h - 52 - 15 * (i + 1)
        c.rect(bx, y, bw, 15)
        c.line(bx + 62, y, bx + 62, y + 15)
        _text(c, bx + 5, y + 5, k, 7)
        _text(c, bx + 68, y + 4, v, 9, monob)

    def box(top: float, title: str, pairs, height: float) -> None:
        """A titled frame of key-value pairs in two columns (the form's labels, the printer's values)."""
        _text(c, left, top + 4, title, 7, BOLD)
        c.rect(left, top - height, right - left, height)
        c.line(300, top, 300, top - height)
        for x, part in ((left, pairs[0::2]), (300, pairs[1::2])):
            _block(c, x + 5, top - 13, [k for k, _ in part], 7, pitch=13)
            _block(c, x + 62, top - 13, [v for _, v in part], 8.5, mono, pitch=13)

    customer = (
        ("Customer", "Blue Aegean Ferries N.E."),
        ("VAT No", "EL998123457"),
        ("Activity", "Coastal passenger shipping"),
        ("Tax Office", "FAE Piraeus"),
        ("Address", "Kolokotroni 32, 185 31 Piraeus"),
        ("Phone", "+30 210 418 7700"),
        ("Cust. code", "30-0412"),
        ("Payment", "On credit - 60 days"),
    )
    box(h - 140, "CUSTOMER DETAILS", customer, 58)
    shipment = (("Purpose", "Sale"), ("Vehicle", "IMZ 4418"), ("Loading", "Our warehouse, Drapetsona"))
    shipment += (
        ("Order ref.", "BAF/PR/26-0931"),
        ("Delivery", "M/V Aegean Star, Gate E2"),
        ("Port", "Piraeus"),
    )
    box(h - 218, "SHIPMENT", shipment, 45)
    rows = [
        ("HMP-3050", "Hempel antifouling paint 20 L, red", "PCS", "6", "412,00", "10", "2.224,80"),
        ("ROP-PP24", "PP mooring rope 24 mm, coil 220 m", "PCS", "2", "389,50", "0", "779,00"),
        ("LJ-SOLAS", "Lifejacket SOLAS adult 150N", "PCS", "40", "38,60", "5", "1.466,80"),
        ("FLR-HND", "Hand flare red, SOLAS approved", "PCS", "24", "21,75", "0", "522,00"),
        ("ENG-OIL40", "Engine oil SAE 40, in 208 L drums", "LT", "416", "4,35", "0", "1.809,60"),
    ]
    cols = (left, 96, 300, 330, 370, 425, 460, 520, right)
    titles = ("Code", "Description", "M.U.", "Qty", "Unit price", "Disc.%", "Net value", "VAT%")
    top, pitch, slots = h - 290, 16, 12
    bottom = top - 18 - pitch * slots
    c.setFillGray(0.88)
    c.rect(left, top - 18, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, bottom, right - left, top - bottom)
    c.line(left, top - 18, right, top - 18)
    for x in cols[1:-1]:
        c.line(x, top, x, bottom)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 12, t, 7.5, BOLD)
    c.setLineWidth(0.2)
    c.setStrokeGray(0.6)
    for j in range(1, slots):
        c.line(left, top - 18 - pitch * j, right, top - 18 - pitch * j)
    c.setStrokeGray(0)
    c.setLineWidth(0.8)
    for i, (code, d, mu, q, u, disc, a) in enumerate(rows):
        y = top - 18 - pitch * i - 11
        _text(c, left + 3, y, code, 8, mono)
        _text(c, cols[1] + 3, y, d, 8, mono)
        _centre(c, cols[2] + cols[3], y, mu, 8, mono)
        for x, s in ((cols[4], q), (cols[5], u), (cols[6], disc), (cols[7], a)):
            _text(c, x - 3, y, s, 8, mono, True)
        _centre(c, cols[7] + cols[8], y, "24", 8, mono)
    ty, tx = bottom - 12, 372
    totals = (
        ("Gross value", "7.126,60"),
        ("Discount", "324,40"),
        ("Net value", "6.802,20"),
        ("VAT 24%", "1.632,53"),
        ("TOTAL AMOUNT EUR", "8.434,73"),
        ("Previous balance", "12.650,00"),
        ("New balance", "21.084,73"),
    )
    for i, (k, v) in enumerate(totals):
        y = ty - 15 * i
        bold = k.startswith("TOTAL")
        c.setFillGray(0.88 if bold else 1)
        c.rect(tx, y - 15, right - tx, 15, stroke=1, fill=1)
        c.setFillGray(0)
        _text(c, tx + 5, y - 10, k, 7.5, BOLD if bold else "Helvetica")
        _text(c, right - 5, y - 11, v, 9, monob if bold else mono, True)
    c.rect(left, ty - 45, 320, 45)
    _text(c, left + 5, ty - 10, "VAT ANALYSIS", 7, BOLD)
    for j, (a, b, cc) in enumerate((("VAT%", "Net value", "VAT"), ("24", "6.802,20", "1.632,53"))):
        font = "Helvetica" if j == 0 else mono
        _text(c, left + 5, ty - 23 - 12 * j, a, 7.5, font)
        _text(c, left + 120, ty - 23 - 12 * j, b, 7.5, font, True)
        _text(c, left + 200, ty - 23 - 12 * j, cc, 7.5, font, True)
    c.rect(left, ty - 105, 320, 55)
    _text(c, left + 5, ty - 60, "REMARKS", 7, BOLD)
    remarks = (
        "Delivered on board, received in good condition.",
        "Total quantity: 488. Prices incl. delivery to port.",
        "Bank: Piraeus Bank GR16 0172 0140 0050 1404 6718 222",
    )
    _block(c, left + 5, ty - 73, remarks, 7.5, mono, pitch=11)
    sy = ty - 190
    for x, title in ((left, "ISSUED BY"), (200, "RECEIVED BY"), (372, "VESSEL STAMP")):
        c.rect(x, sy, 152 if x < 372 else right - 372, 62)
        _text(c, x + 5, sy + 52, title, 7, BOLD)
    footer = (
        "Transmitted to myDATA (AADE) · UID 3F9A0C71D2B84E6A9C15E0F47B2D8813 · Provider: Epsilon Digital S.A."
    )
    _text(c, left, 40, footer, 6.5)
    _text(c, right, 40, "Page 1 of 1", 6.5, right=True)
    return {
        "fields": {
            "document_number": "A-1187",
            "date": "2026-11-14",
            "total_amount": "8434.73",
            "tax_amount": "1632.53",
            "currency": "EUR",
            "vendor_name": "KALOGEROPOULOS MARINE SUPPLIES S.A.",
            "customer_name": "Blue Aegean Ferries N.E.",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a), code) for code, d, _, q, u, _, a in rows],
    }


def ide3(c) -> dict:
    w, h = A4
    left, right = 25 * mm, w - 20 * mm
    c.setFillColorRGB(0.9, 0.45, 0.0)
    c.rect(right - 150, h - 46, 150, 4, stroke=0, fill=1)
    c.setFillGray(0.1)
    _text(c, right, h - 66, "ELEKTRO LINDNER", 18, BOLD, True)
    c.setFillGray(0.4)
    _text(
        c, right, h - 78, "Meisterbetrieb · Elektroinstallation · Photovoltaik · E-Mobilität", 7.5, right=True
    )
    c.setFillGray(0)
    c.setLineWidth(0.5)
    for y in (h - 105 * mm, h - 210 * mm):
        c.line(4 * mm, y, 9 * mm, y)
    c.line(4 * mm, h / 2, 11 * mm, h / 2)
    sender = "Elektro Lindner GmbH · Haunstetter Str. 58 · 86161 Augsburg"
    _text(c, left, h - 50 * mm, sender, 6.5)
    c.line(left, h - 50 * mm - 2, left + c.stringWidth(sender, "Helvetica", 6.5), h - 50 * mm - 2)
    recipient = (
        "Wohnbau Schwaiger GmbH & Co. KG",
        "Herrn Thomas Schwaiger",
        "Provinostraße 14",
        "",
        "86153 Augsburg",
    )
    _block(c, left, h - 60 * mm, recipient, 10, pitch=12.5)
    info = (
        ("Rechnungs-Nr.:", "R26-0612"),
        ("Rechnungsdatum:", "20.11.2026"),
        ("Kunden-Nr.:", "10233"),
        ("Auftrags-Nr.:", "A-26-187"),
        ("Leistungszeitraum:", "10.11.–13.11.2026"),
        ("Ansprechpartner:", "Stefan Lindner"),
        ("Telefon:", "0821 455 27-0"),
        ("Seite:", "1 von 1"),
    )
    _keys(c, 448, 454, h - 50 * mm, info[:2], 8.5, ("Helvetica", BOLD), key_right=True)
    _keys(c, 448, 454, h - 50 * mm - 24, info[2:], 8.5, key_right=True)
    y0 = h - 103 * mm
    _text(c, left, y0, "Rechnung Nr. R26-0612", 13, BOLD)
    _text(
        c,
        left,
        y0 - 17,
        "Objekt: Provinostraße 14, 86153 Augsburg, 2. OG links – Sanierung Elektroinstallation",
        9,
    )
    intro = (
        "Sehr geehrter Herr Schwaiger,",
        "für die in Ihrem Auftrag ausgeführten Arbeiten erlauben wir uns, wie folgt zu berechnen:",
    )
    _block(c, left, y0 - 40, intro, 9.5, pitch=13)
    rows = [
        ("1", "6,5", "Std.", "Elektromeister, Arbeitszeit", "68,00", "442,00"),
        ("2", "9", "Std.", "Elektrogeselle, Arbeitszeit", "54,00", "486,00"),
        ("3", "50", "m", "Mantelleitung NYM-J 3x2,5", "1,42", "71,00"),
        ("4", "8", "Stk.", "Schuko-Steckdose Gira E2 reinweiß", "7,85", "62,80"),
        ("5", "1", "Stk.", "Zählerschrank Hager ZB33S, 3-feldrig, bestückt", "486,50", "486,50"),
        ("6", "3", "Stk.", "FI/LS-Schalter B16 30 mA", "58,90", "176,70"),
        ("7", "1", "pausch.", "Anfahrtspauschale Stadtgebiet", "35,00", "35,00"),
    ]
    top = y0 - 88
    header = [
        (left, "Pos.", False),
        (128, "Menge", True),
        (136, "Einheit", False),
        (184, "Bezeichnung", False),
    ]
    header += [(462, "Einzelpreis €", True), (right, "Gesamt €", True)]
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    y = _table(c, top, header, rows, pitch=16, size=9)
    c.setLineWidth(0.5)
    c.line(left, y + 6, right, y + 6)
    _pairs(c, 350, right, y - 12, (("Summe netto", "1.760,00 €"), ("zzgl. 19 % USt.", "334,40 €")), pitch=15)
    c.line(350, y - 35, right, y - 35)
    _text(c, 350, y - 49, "Rechnungsbetrag", 10.5, BOLD)
    _text(c, right, y - 49, "2.094,40 €", 10.5, BOLD, True)
    for dy in (54, 56):
        c.line(350, y - dy, right, y - dy)
    notes = (
        "Zahlbar bis 04.12.2026 ohne Abzug.",
        "Bei Zahlung bis 27.11.2026 gewähren wir 2 % Skonto (Zahlbetrag 2.052,51 €).",
        "Im Rechnungsbetrag enthaltene Arbeitskosten gem. § 35a EStG: 928,00 € netto zzgl. 176,32 € USt.",
        "Die gelieferten Materialien bleiben bis zur vollständigen Bezahlung unser Eigentum.",
        "",
        "Mit freundlichen Grüßen",
        "Elektro Lindner GmbH",
    )
    _block(c, left, y - 84, notes, 9, pitch=12.5)
    c.setLineWidth(0.4)
    c.setStrokeGray(0.5)
    c.line(left, 68, right, 68)
    c.setFillGray(0.3)
    for x, block in (
        (left, ("Elektro Lindner GmbH", "Haunstetter Str. 58", "86161 Augsburg", "info@elektro-lindner.de")),
        (
            190,
            (
                "Geschäftsführer: Stefan Lindner",
                "Amtsgericht Augsburg HRB 31872",
                "Sitz der Gesellschaft: Augsburg",
            ),
        ),
        (330, ("Stadtsparkasse Augsburg", "IBAN DE61 7205 0000 0250 4418 77", "BIC AUGSDE77XXX")),
        (462, ("Steuer-Nr. 103/118/60734", "USt-IdNr. DE318004527", "Mitglied der Innung")),
    ):
        _block(c, x, 58, block, 6.5, pitch=8.5)
    c.setFillGray(0)
    c.setStrokeGray(0)
    return {
        "fields": {
            "document_number": "R26-0612",
            "date": "2026-11-20",
            "due_date": "2026-12-04",
            "total_amount": "2094.40",
            "tax_amount": "334.40",
            "currency": "EUR",
            "vendor_name": "Elektro Lindner GmbH",
            "customer_name": "Wohnbau Schwaiger GmbH & Co. KG",
        },
        "line_items": [_item(d, _plain(q), _plain(u), _plain(a)) for _, q, _, d, u, a in rows],
    }


def ifr4(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    serif, bold, italic = "Times-Roman", "Times-Bold", "Times-Italic"
    brown = (0.45, 0.28, 0.12)
    c.setFillColorRGB(*brown)
    _text(c, left, h - 58, "MINOTERIE ROUSSEAU & FILS", 18, bold)
    c.setFillGray(0.3)
    _text(c, left, h - 72, "Farines de tradition · Levains · Fournitures pour la boulangerie", 9.5, italic)
    c.setFillGray(0)
    address = (
        "Moulin de la Varenne – 21200 Beaune",
        "Tél. 03 80 22 41 07",
        "commandes@minoterie-rousseau.fr",
    )
    _block(c, left, h - 90, address, 9, serif, pitch=11)
    _text(c, right, h - 60, "FACTURE", 22, bold, True)
    meta = (
        ("N° de facture", "F26-11-0734"),
        ("Date", "03/11/2026"),
        ("Code client", "411DEP07"),
        ("Bon de livraison", "BL-26-5518 du 02/11/2026"),
        ("Échéance", "03/12/2026"),
        ("Règlement", "LCR à 30 jours"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 356, h - 84 - 12 * i, k, 9.5, serif)
        _text(c, right, h - 84 - 12 * i, v, 9.5, bold if i in (0, 4) else serif, True)
    c.setStrokeColorRGB(*brown)
    c.setLineWidth(0.6)
    shipto = ("Les Deux Épis – Laboratoire", "4 impasse des Fours", "71100 Chalon-sur-Saône")
    shipto += ("Livraison le 02/11/2026, tournée 3",)
    billto = ("Boulangerie-Pâtisserie Les Deux Épis", "12 rue Carnot", "71100 Chalon-sur-Saône")
    billto += ("N° TVA : FR23 834 112 590",)
    for x, title, lines in ((left, "Livré à :", shipto), (320, "Facturé à :", billto)):
        c.roundRect(x, h - 250, 233, 68, 4)
        _text(c, x + 8, h - 196, title, 9, italic)
        _block(c, x + 8, h - 210, lines, 9.5, serif, first=bold if x > left else None)
    rows = [
        ("FT65-25", "Farine de blé T65 Label Rouge, sac 25 kg", "40", "sac", "19,80", "792,00", "5,5"),
        ("FSE130-25", "Farine de seigle T130, sac 25 kg", "6", "sac", "27,40", "164,40", "5,5"),
        ("LEV-500", "Levure fraîche, pain de 500 g", "24", "pce", "2,20", "52,80", "5,5"),
        (
            "BEU-T10",
            "Beurre de tourage AOP Charentes 82 %, plaque 1 kg",
            "30",
            "kg",
            "11,90",
            "357,00",
            "5,5",
        ),
        (
            "SAC-B1000",
            "Sachets à baguette kraft imprimés, carton de 1000",
            "5",
            "crt",
            "38,50",
            "192,50",
            "20",
        ),
        ("CORB-OS", "Corbeille de présentation en osier", "2", "pce", "24,90", "49,80", "20"),
    ]
    header = [(left + 4, "Réf.", False), (106, "Désignation", False), (374, "Qté", True), (382, "U.", False)]
    header += [(448, "P.U. HT", True), (512, "Montant HT", True), (right - 4, "TVA %", True)]
    top = h - 290
    c.setFillColorRGB(*brown)
    c.rect(left, top - 6, right - left, 19, stroke=0, fill=1)
    c.setFillGray(1)
    for x, t, r in header:
        _text(c, x, top, t, 9.5, bold, r)
    c.setFillGray(0)
    for i, row in enumerate(rows):
        y = top - 22 - 17 * i
        if i % 2 == 1:
            c.setFillColorRGB(0.97, 0.93, 0.86)
            c.rect(left, y - 5, right - left, 17, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9.5, serif, r)
    y = top - 22 - 17 * len(rows)
    c.line(left, y + 9, right, y + 9)
    _text(c, left, y - 12, "Récapitulatif TVA", 9.5, bold)
    recap = (("Taux", "Base HT", "Montant TVA"), ("5,5 %", "1 366,20", "75,14"), ("20 %", "242,30", "48,46"))
    for j, row in enumerate(recap):
        for x, s, r in zip((left, 160, 240), row, (False, True, True)):
            _text(c, x, y - 27 - 12 * j, s, 9, bold if j == 0 else serif, r)
    tx = 356
    for i, (k, v) in enumerate(
        (("Total HT", "1 608,50"), ("Total TVA", "123,60"), ("Total TTC", "1 732,10"))
    ):
        _text(c, tx, y - 12 - 14 * i, k, 10, serif)
        _text(c, right, y - 12 - 14 * i, v, 10, serif, True)
    c.setLineWidth(1)
    c.rect(tx - 6, y - 76, right - tx + 6, 22)
    _text(c, tx, y - 69, "NET À PAYER", 11, bold)
    _text(c, right - 6, y - 69, "1 732,10 €", 11, bold, True)
    terms = (
        "Règlement par LCR domiciliée à 30 jours date de facture, ou par virement :",
        "Crédit Agricole Champagne-Bourgogne – IBAN FR76 1100 6000 1012 3456 7890 142 – BIC AGRIFRPP810",
        "Pas d'escompte pour paiement anticipé. En cas de retard, pénalités au taux de trois fois le taux",
        "d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 C. com.).",
        "Marchandises voyageant aux risques du destinataire. Réserves à formuler sur le bon de livraison.",
    )
    _block(c, left, y - 120, terms, 8.5, serif, pitch=11)
    c.setStrokeColorRGB(*brown)
    c.line(left, 58, right, 58)
    c.setStrokeGray(0)
    legal = "Minoterie Rousseau & Fils SAS au capital de 250 000 € – RCS Dijon 412 587 903 – SIRET 412 587 903 00018"
    _centre(c, w, 46, legal, 7.5, serif)
    _centre(c, w, 36, "N° TVA intracommunautaire FR47 412 587 903 – Code APE 1061A – Page 1/1", 7.5, serif)
    return {
        "fields": {
            "document_number": "F26-11-0734",
            "date": "2026-11-03",
            "due_date": "2026-12-03",
            "total_amount": "1732.10",
            "tax_amount": "123.60",
            "currency": "EUR",
            "vendor_name": "Minoterie Rousseau & Fils SAS",
            "customer_name": "Boulangerie-Pâtisserie Les Deux Épis",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a), i) for i, d, q, _, u, a, _ in rows],
    }


def _remittance(c, w: float, left: float, right: float, cut: float) -> None:
    """The tear-off remittance slip at the foot of iuk5's page, under a dashed cut line at ``cut``."""
    c.setDash(4, 3)
    c.setLineWidth(0.6)
    c.line(left - 20, cut, right + 20, cut)
    c.setDash()
    _centre(c, w, cut + 4, "Please detach and return this slip with your payment", 7)
    _text(c, left, cut - 24, "REMITTANCE ADVICE", 12, BOLD)
    sender = ("To: Tyne Valley Catering Wholesale Ltd", "Unit 14, Kingsway North, Gateshead NE11 0QD", "")
    sender += ("From: The Quayside Kitchen Ltd", "Account No.: QUAY01")
    _block(c, left, cut - 42, sender, 8.5, pitch=11)
    gx = 318
    slip = (("Invoice No.", "TVC-204417"), ("Invoice Date", "12/11/2026"), ("Amount Due", "£485.43"))
    for i, (k, v) in enumerate(slip + (("Amount Paid", "£"),)):
        yy = cut - 30 - 20 * i
        c.rect(gx, yy - 16, 100, 20)
        c.rect(gx + 100, yy - 16, right - gx - 100, 20)
        _text(c, gx + 5, yy - 9, k, 8.5, BOLD)
        _text(c, gx + 106, yy - 9, v, 9.5)
    pay = (
        "Pay by BACS to Lloyds Bank plc, Sort Code 30-96-26, Account No. 61042287, quoting the invoice number.",
        "Cheques payable to Tyne Valley Catering Wholesale Ltd.",
    )
    _block(c, left, cut - 132, pay, 8, pitch=11)


def iuk5(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    green = (0.1, 0.4, 0.25)
    c.setFillColorRGB(*green)
    _text(c, left, h - 58, "TYNE VALLEY", 22, BOLD)
    _text(c, left, h - 72, "C A T E R I N G   W H O L E S A L E", 8.5, BOLD)
    c.setFillGray(0)
    company = ("Tyne Valley Catering Wholesale Ltd", "Unit 14, Kingsway North", "Team Valley Trading Estate")
    company += ("Gateshead NE11 0QD", "Tel 0191 487 2290", "VAT Reg No GB 274 8811 36")
    _block(c, right, h - 48, company, 8, pitch=10.5, first=BOLD, right=True)
    _text(c, left, h - 130, "SALES INVOICE", 15, BOLD)
    meta = (
        ("Invoice No.", "TVC-204417"),
        ("Invoice Date", "12/11/2026"),
        ("Account No.", "QUAY01"),
        ("Your Order No.", "QK-1142"),
        ("Delivery Date", "12/11/2026"),
        ("Due Date", "12/12/2026"),
        ("Rep / Route", "07 / Quayside"),
    )
    _keys(c, left, left + 86, h - 150, meta, 8.5, (BOLD, "Helvetica"))
    invoice_to = (
        "The Quayside Kitchen Ltd",
        "Accounts Dept",
        "27 Broad Chare",
        "Newcastle upon Tyne",
        "NE1 3DQ",
    )
    deliver_to = ("The Quayside Kitchen", "Rear yard, Trinity Chare", "Newcastle upon Tyne", "NE1 3DF")
    deliver_to += ("Deliver before 10:00",)
    for x, title, lines in ((250, "Invoice To", invoice_to), (410, "Deliver To", deliver_to)):
        c.setFillColorRGB(*green)
        _text(c, x, h - 150, title, 8.5, BOLD)
        c.setFillGray(0)
        _block(c, x, h - 164, lines, 9, pitch=11.5)
    rows = [
        ("10442", "KTC rapeseed oil drum", "1x20L", "3", "28.95", "Z", "86.85"),
        ("20117", "Tilda pure basmati rice", "1x10kg", "4", "17.49", "Z", "69.96"),
        ("30981", "Heinz tomato ketchup", "2x2.15kg", "6", "9.80", "Z", "58.80"),
        ("41290", "Blue centrefeed roll 2 ply", "6x150m", "5", "11.25", "S", "56.25"),
        ("52006", "Catering cling film 450mm", "1x300m", "8", "6.40", "S", "51.20"),
        ("61775", "Coca-Cola cans 330ml", "24x330ml", "10", "10.99", "S", "109.90"),
        ("DEL", "Delivery charge - order under £500", "", "1", "7.50", "S", "7.50"),
    ]
    header = [(left + 4, "Code", False), (90, "Description", False), (300, "Pack", False), (378, "Qty", True)]
    header += [(440, "Price", True), (462, "VAT", False), (right - 4, "Net £", True)]
    top = h - 262
    c.setFillColorRGB(0.86, 0.92, 0.88)
    c.rect(left, top - 6, right - left, 19, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(0.8)
    c.line(left, top + 13, right, top + 13)
    c.line(left, top - 6, right, top - 6)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.6)
    for i, row in enumerate(rows):
        y = top - 22 - 18 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 7, right, y - 7)
    c.setStrokeGray(0)
    y = top - 22 - 18 * len(rows)
    _text(c, left, y - 8, "VAT Analysis", 8, BOLD)
    analysis = (
        ("Code", "Rate", "Net", "VAT"),
        ("Z", "0.00%", "215.61", "0.00"),
        ("S", "20.00%", "224.85", "44.97"),
    )
    for j, row in enumerate(analysis):
        for x, s, r in zip((left, 100, 170, 230), row, (False, True, True, True)):
            _text(c, x, y - 21 - 11 * j, s, 8, BOLD if j == 0 else "Helvetica", r)
    tx = 360
    c.setLineWidth(0.6)
    for i, (k, v) in enumerate(
        (("Goods Net", "440.46"), ("Total VAT", "44.97"), ("INVOICE TOTAL", "£485.43"))
    ):
        yy, font = y - 22 - 18 * i, BOLD if i == 2 else "Helvetica"
        c.setFillColorRGB(*((0.86, 0.92, 0.88) if i == 2 else (1, 1, 1)))
        c.rect(tx, yy - 5, right - tx, 18, stroke=1, fill=1)
        c.setFillGray(0)
        _text(c, tx + 6, yy, k, 9, font)
        _text(c, right - 6, yy, v, 9, font, True)
    terms = (
        "Terms: strictly 30 days from date of invoice.",
        "Account balance including this invoice: £1,226.08",
    )
    _block(c, left, y - 68, terms + ("Z = zero rated   S = standard rated",), 8, pitch=11)
    _remittance(c, w, left, right, 214)
    c.setFillGray(0.4)
    foot = (
        "Registered in England No. 05128844 · Registered office: Unit 14, Kingsway North, Gateshead NE11 0QD"
    )
    _centre(c, w, 30, foot + " · Page 1 of 1", 6.5)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "TVC-204417",
            "date": "2026-11-12",
            "due_date": "2026-12-12",
            "total_amount": "485.43",
            "tax_amount": "44.97",
            "currency": "GBP",
            "vendor_name": "Tyne Valley Catering Wholesale Ltd",
            "customer_name": "The Quayside Kitchen Ltd",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, _, q, u, _, a in rows],
    }


def _cfdi_seals(c, x: float, y: float, side: float) -> None:
    """The CFDI's foot: the SAT verification QR code (``side`` wide, its corner at ``x``, ``y``) and beside it
    the digital seals and the certification's original chain."""
    qr = QrCodeWidget(
        "https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=7D3A41C2-9B8E-4F10-A6D2-5C1E0B93F871"
        "&re=DFB080412KJ3&rr=CSG150622AB1&tt=52999.59&fe=Lk3x9Q==",
        barLevel="M",
    )
    x0, y0, x1, y1 = qr.getBounds()
    d = Drawing(side, side, transform=[side / (x1 - x0), 0, 0, side / (y1 - y0), 0, 0])
    d.add(qr)
    renderPDF.draw(d, c, x, y)
    chain = ["||1.1|7D3A41C2-9B8E-4F10-A6D2-5C1E0B93F871|2026-11-09T10:43:02|SAT970701NN3|"]
    chain.append(_seal("cadena", 1, 84)[0] + "|00001000000706129472||")
    yy = y + side - 4
    for title, lines in (
        ("Sello digital del CFDI:", _seal("cfdi FA-10482", 3)),
        ("Sello digital del SAT:", _seal("sat FA-10482", 3)),
        ("Cadena original del complemento de certificación digital del SAT:", chain),
    ):
        _text(c, x + side + 10, yy, title, 6.5, BOLD)
        _block(c, x + side + 10, yy - 8, lines, 5, "Courier", pitch=6.5)
        yy -= 11 + 6.5 * len(lines)


def imx6(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    green = (0.0, 0.36, 0.24)
    _text(c, left, h - 50, "Distribuidora Ferretera del Bajío, S.A. de C.V.", 12, BOLD)
    issuer = (
        "RFC: DFB080412KJ3",
        "Régimen fiscal: 601 - General de Ley Personas Morales",
        "Av. 5 de Febrero 2115, Col. Industrial, C.P. 76120",
        "Santiago de Querétaro, Qro., México",
        "Tel. 442 215 8840 · facturacion@ferrebajio.com.mx",
    )
    _block(c, left, h - 64, issuer, 7.5, pitch=10)
    bx, kw = 362, 96
    c.setFillColorRGB(*green)
    c.rect(bx, h - 58, right - bx, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * bx + right - bx, h - 52, "FACTURA", 13, BOLD)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    cells = (
        ("Serie-Folio", "FA-10482"),
        ("Fecha de emisión", "2026-11-09T10:42:17"),
        ("Lugar de expedición", "76120"),
        ("Tipo de comprobante", "I - Ingreso"),
        ("Moneda", "MXN - Peso mexicano"),
        ("Exportación", "01 - No aplica"),
    )
    for i, (k, v) in enumerate(cells):
        y = h - 58 - 14 * (i + 1)
        c.setFillColorRGB(0.88, 0.94, 0.9)
        c.rect(bx, y, kw, 14, stroke=1, fill=1)
        c.setFillGray(0)
        c.rect(bx + kw, y, right - bx - kw, 14)
        _text(c, bx + 4, y + 4, k, 7, BOLD)
        _text(c, bx + kw + 4, y + 4, v, 8, BOLD if i == 0 else "Helvetica")
    receptor = (
        "Constructora Sierra Gorda, S.A. de C.V.",
        "RFC: CSG150622AB1",
        "Uso CFDI: G03 - Gastos en general",
        "Domicilio fiscal: 76000 · Régimen fiscal: 601",
        "Entregar en: Obra Jalpan de Serra, Carr. Fed. 120 km 184",
    )
    stamp = (
        "Folio fiscal (UUID):",
        "7D3A41C2-9B8E-4F10-A6D2-5C1E0B93F871",
        "No. de serie del CSD: 00001000000512345678",
        "Fecha de certificación: 2026-11-09T10:43:02",
        "RFC del PAC: SAT970701NN3",
    )
    top = h - 162
    for x, x2, title, lines in ((left, 300, "RECEPTOR", receptor), (312, right, "DATOS DEL TIMBRE", stamp)):
        c.setFillColorRGB(*green)
        c.rect(x, top, x2 - x, 14, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, x + 5, top + 4, title, 7.5, BOLD)
        c.setFillGray(0)
        c.rect(x, top - 66, x2 - x, 66)
        _text(c, x + 5, top - 12, lines[0], 8.5, BOLD)
        _block(c, x + 5, top - 24, lines[1:], 7.5)
    rows = [
        ("120", "H87 Pieza", "VAR-38", 'Varilla corrugada 3/8" x 12 m', "30102404", "142.50", "17,100.00"),
        ("80", "H87 Pieza", "CEM-50", "Cemento gris CPC 30R, saco 50 kg", "30111601", "238.00", "19,040.00"),
        ("25", "KGM Kilogramo", "ALM-16", "Alambre recocido calibre 16", "30102100", "38.40", "960.00"),
        (
            "6",
            "H87 Pieza",
            "CAR-RT",
            "Carretilla reforzada llanta neumática",
            "24101504",
            "1,249.00",
            "7,494.00",
        ),
        (
            "1",
            "E48 Servicio",
            "FLE-01",
            "Flete a obra Querétaro - Jalpan de Serra",
            "78101802",
            "3,500.00",
            "3,500.00",
        ),
    ]
    header = [
        (78, "Cantidad", True),
        (86, "Unidad", False),
        (152, "Código", False),
        (204, "Descripción", False),
    ]
    header += [(500, "P. Unitario", True), (right - 4, "Importe", True)]
    top = h - 262
    c.setFillColorRGB(*green)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(1)
    for x, t, r in header:
        _text(c, x, top, t, 8, BOLD, r)
    c.setFillGray(0)
    c.setStrokeGray(0.7)
    for i, (q, u, code, d, clave, p, a) in enumerate(rows):
        y = top - 22 - 27 * i
        for (x, _, r), s in zip(header, (q, u, code, d, p, a)):
            _text(c, x, y, s, 8, right=r)
        c.setFillGray(0.45)
        _text(c, 204, y - 10, f"Clave SAT: {clave} · Objeto de impuesto: 02 · IVA 16%", 6.5)
        c.setFillGray(0)
        c.line(left, y - 15, right, y - 15)
    c.setStrokeGray(0)
    y = top - 22 - 27 * len(rows)
    totals = (("Subtotal", "$48,094.00"), ("Descuento", "$2,404.70"), ("IVA Trasladado 16%", "$7,310.29"))
    _pairs(c, 400, right - 4, y - 4, totals, pitch=14)
    _text(c, 400, y - 46, "Total", 10.5, BOLD)
    _text(c, right - 4, y - 46, "$52,999.59", 10.5, BOLD, True)
    terms = (
        ("Importe con letra:", "(CINCUENTA Y DOS MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 59/100 M.N.)"),
        ("Forma de pago:", "03 - Transferencia electrónica de fondos"),
        ("Método de pago:", "PUE - Pago en una sola exhibición"),
        ("Condiciones de pago:", "Contado"),
    )
    _keys(c, left, left + 82, y - 70, terms, 7.5, (BOLD, "Helvetica"))
    _cfdi_seals(c, left, y - 230, 96)
    c.setFillGray(0.4)
    _centre(c, w, 40, "Este documento es una representación impresa de un CFDI 4.0  ·  Página 1 de 1", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "FA-10482",
            "date": "2026-11-09",
            "total_amount": "52999.59",
            "tax_amount": "7310.29",
            "currency": "MXN",
            "vendor_name": "Distribuidora Ferretera del Bajío, S.A. de C.V.",
            "customer_name": "Constructora Sierra Gorda, S.A. de C.V.",
        },
        "line_items": [_item(d, q, _plain(p), _plain(a), code) for q, _, code, d, _, p, a in rows],
    }


def iie7(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    serif, bold, italic = "Times-Roman", "Times-Bold", "Times-Italic"
    _centre(c, w, h - 56, "DOYLE & KINSELLA", 24, bold)
    _centre(c, w, h - 72, "B U I L D I N G   C O N T R A C T O R S", 9.5, serif)
    address = "Unit 3, Ballybeg Business Park, Rathnew, Co. Wicklow A67 X2K8  ·  Tel. 0404 61 882  ·  info@dkbuild.ie"
    _centre(c, w, h - 88, address, 8.5, serif)
    c.setLineWidth(1.2)
    c.line(left, h - 96, right, h - 96)
    c.setLineWidth(0.4)
    c.line(left, h - 99, right, h - 99)
    _text(c, left, h - 130, "To:", 10, italic)
    customer = ("Fiona Keane", "Glenview", "Church Road", "Greystones", "Co. Wicklow A63 F6D2")
    _block(c, left + 22, h - 130, customer, 11, serif, pitch=13, first=bold)
    _text(c, right, h - 128, "INVOICE", 20, bold, True)
    meta = (
        ("Invoice No:", "DK-2026-117"),
        ("Date:", "21/11/2026"),
        ("Due Date:", "05/12/2026"),
        ("Quotation:", "Q-0912"),
        ("VAT No:", "IE 3298471KH"),
    )
    _keys(c, 448, 454, h - 150, meta, 10, (bold, serif), pitch=13, key_right=True)
    _text(
        c,
        left,
        h - 234,
        "Re: Rear kitchen extension at Glenview, Church Road, Greystones",
        11,
        "Times-BoldItalic",
    )
    rows = [
        ("Stage payment 2 of 3 - extension structure and roof", "1", "item", "9,500.00", "9,500.00"),
        ("Supply and fit Velux roof window GGL CK04", "2", "no.", "685.00", "1,370.00"),
        ("Skim plaster walls and ceiling to extension", "48", "m2", "18.50", "888.00"),
        ("Carpentry - stud partition and door linings", "24", "hrs", "45.00", "1,080.00"),
        ("Skip hire 12 yard", "2", "no.", "295.00", "590.00"),
    ]
    header = [(left, "Description", False), (368, "Qty", True), (378, "Unit", False), (462, "Rate", True)]
    header += [(right, "Amount €", True)]
    top = h - 270
    for x, t, r in header:
        _text(c, x, top, t, 10.5, bold, r)
    for i, row in enumerate(rows):
        for (x, _, r), s in zip(header, row):
            _text(c, x, top - 22 - 18 * i, s, 10.5, serif, r)
    y, tx = top - 22 - 18 * len(rows) - 10, 330
    totals = (("Subtotal", "13,428.00"), ("Less agreed discount", "(428.00)"), ("Net amount", "13,000.00"))
    for i, (k, v) in enumerate(totals + (("VAT @ 13.5%", "1,755.00"),)):
        _text(c, tx, y - 16 * i, k, 10.5, serif)
        _text(c, right, y - 16 * i, v, 10.5, serif, True)
    c.setLineWidth(0.6)
    c.line(tx, y - 56, right, y - 56)
    _text(c, tx, y - 72, "TOTAL DUE", 12, bold)
    _text(c, right, y - 72, "€14,755.00", 12, bold, True)
    for dy in (78, 80):
        c.line(tx, y - dy, right, y - dy)
    notes = (
        "Stage payment 1 (invoice DK-2026-098 of 10 October 2026, €10,782.50 incl. VAT) received with thanks.",
        "Stage payment 3 (€6,500.00 + VAT) will be invoiced on completion and sign-off of the works.",
        "",
        "Payment within 14 days please, by EFT to: AIB, Main Street, Wicklow",
        "IBAN IE29 AIBK 9311 5212 3456 78   BIC AIBKIE2D   Reference: DK-2026-117",
        "Cheques payable to Doyle & Kinsella Building Contractors Ltd.",
        "RCT: not applicable - private client.",
    )
    _block(c, left, y - 118, notes, 9.5, serif, pitch=13)
    _text(c, left, y - 230, "Thank you for your business.", 10.5, italic)
    c.setLineWidth(0.4)
    c.line(left, 60, right, 60)
    legal = "Doyle & Kinsella Building Contractors Ltd  ·  Registered in Ireland No. 612874  ·  Directors: S. Doyle"
    _centre(c, w, 48, legal + ", M. Kinsella", 7.5, serif)
    _centre(
        c,
        w,
        38,
        "Member of the Construction Industry Federation  ·  Fully insured  ·  Safe-T-Cert registered",
        7.5,
        serif,
    )
    return {
        "fields": {
            "document_number": "DK-2026-117",
            "date": "2026-11-21",
            "due_date": "2026-12-05",
            "total_amount": "14755.00",
            "tax_amount": "1755.00",
            "currency": "EUR",
            "vendor_name": "Doyle & Kinsella Building Contractors Ltd",
            "customer_name": "Fiona Keane",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a)) for d, q, _, u, a in rows],
    }


def ius8(c) -> dict:
    w, h = 226, 610
    mono, bold = "Courier", "Courier-Bold"
    _centre(c, w, h - 28, "HARVEST BASKET MARKET", 11, bold)
    for i, s in enumerate(
        ("Store #27  Nob Hill", "3500 Central Ave SE", "Albuquerque, NM 87106", "(505) 555-0138")
    ):
        _centre(c, w, h - 42 - 9 * i, s, 7.5, mono)
    y = h - 90
    _block(c, 12, y, ("Nov 3, 2026  5:12 PM", "CASHIER ROSA M."), 7.5, mono, pitch=10)
    _block(c, w - 12, y, ("LANE 4", "TRANS# 40217"), 7.5, mono, pitch=10, right=True)
    _text(c, 12, y - 22, "-" * 44, 7.5, mono)
    rows = [
        ("4011", "BANANAS", ("2.15", "0.59", "2.15 lb @ 0.59 /lb"), "1.27", "F"),
        ("041220", "HB WHOLE MILK 1 GAL", None, "3.79", "F"),
        ("072036", "FLOUR TORTILLAS 20CT", ("2", "1.99", "2 @ 1.99"), "3.98", "F"),
        ("4087", "ROMA TOMATOES", ("1.48", "1.29", "1.48 lb @ 1.29 /lb"), "1.91", "F"),
        ("030871", "HATCH GREEN CHILE 16OZ", None, "5.49", "F"),
        ("051900", "PINTO BEANS 4LB", None, "4.29", "F"),
        ("088130", "PAPER PLATES 50CT", ("3", "2.49", "3 @ 2.49"), "7.47", "T"),
        ("064412", "LAUNDRY DETERGENT 92OZ", None, "11.99", "T"),
    ]
    y -= 36
    for code, name, detail, amount, flag in rows:
        _text(c, 12, y, code, 7.5, mono)
        _text(c, 50, y, name, 7.5, mono)
        if detail:
            y -= 10
            _text(c, 62, y, detail[2], 7.5, mono)
        _text(c, w - 22, y, amount, 7.5, mono, True)
        _text(c, w - 17, y, flag, 7.5, mono)
        if code == "064412":
            y -= 10
            _text(c, 62, y, "MEMBER SAVINGS", 7.5, mono)
            _text(c, w - 22, y, "-2.00", 7.5, mono, True)
            _text(c, w - 17, y, "T", 7.5, mono)
        y -= 12
    _text(c, 12, y + 2, "-" * 44, 7.5, mono)
    y -= 10
    sums = (("SUBTOTAL", "38.19"), ("NM GRT 7.875%", "1.37"))
    _block(c, 62, y, [k for k, _ in sums], 7.5, mono, pitch=11)
    _block(c, w - 22, y, [v for _, v in sums], 7.5, mono, pitch=11, right=True)
    _text(c, 40, y - 28, "*** TOTAL", 9.5, bold)
    _text(c, w - 22, y - 28, "39.56", 9.5, bold, True)
    _block(c, 62, y - 46, ("CASH TEND", "CHANGE DUE"), 7.5, mono, pitch=11)
    _block(c, w - 22, y - 46, ("50.00", "10.44"), 7.5, mono, pitch=11, right=True)
    y -= 86
    tail = ("# ITEMS SOLD 11", "MEMBER ****3318   YOU SAVED 2.00", "BASKET BUCKS EARNED 39  BALANCE 412")
    _block(c, 12, y, tail + ("F = FOOD (EXEMPT)  T = TAXABLE",), 7.5, mono, pitch=10)
    y -= 58
    barcode = Code128("0270440217110326", barHeight=22, barWidth=0.6, quiet=False)
    barcode.drawOn(c, (w - barcode.width) / 2, y - 22)
    _centre(c, w, y - 32, "0270440217110326", 7, mono)
    thanks = ("THANK YOU FOR SHOPPING", "HARVEST BASKET MARKET", "Returns within 30 days with receipt")
    for i, s in enumerate(thanks + ("harvestbasketmkt.com/survey",)):
        _centre(c, w, y - 50 - 9.5 * i, s, 7, mono)
    return {
        "fields": {
            "document_number": "40217",
            "date": "2026-11-03",
            "total_amount": "39.56",
            "tax_amount": "1.37",
            "currency": "USD",
            "vendor_name": "HARVEST BASKET MARKET",
        },
        "line_items": [
            {
                "item_id": code,
                "description": d,
                **({"quantity": e[0], "unit_price": e[1]} if e else {}),
                "line_amount": a,
            }
            for code, d, e, a, _ in rows
        ],
    }


def _gst_summary(c, left: float, right: float, top: float) -> float:
    """The tax invoice's HSN-wise summary of CGST and SGST (no sum of the two), its top at ``top``; its bottom."""
    cols = (left, 130, 250, 320, 410, 480, right)
    titles = ("HSN/SAC", "Taxable Value", "CGST Rate", "CGST Amount", "SGST Rate", "SGST Amount")
    rows = [
        ("4819", "1,22,500.00", "9%", "11,025.00", "9%", "11,025.00"),
        ("3923", "57,000.00", "9%", "5,130.00", "9%", "5,130.00"),
        ("3919", "22,890.00", "9%", "2,060.10", "9%", "2,060.10"),
        ("Total", "2,02,390.00", "", "18,215.10", "", "18,215.10"),
    ]
    bottom = top - 14 * (len(rows) + 1)
    c.rect(left, bottom, right - left, top - bottom)
    for x in cols[1:-1]:
        c.line(x, top, x, bottom)
    for j in range(1, len(rows) + 1):
        c.line(left, top - 14 * j, right, top - 14 * j)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 10, t, 7)
    for j, row in enumerate(rows):
        font = BOLD if row[0] == "Total" else "Helvetica"
        _text(c, left + 4, top - 14 * j - 24, row[0], 7.5, font)
        for k, s in enumerate(row[1:], start=2):
            _text(c, cols[k] - 4, top - 14 * j - 24, s, 7.5, font, True)
    return bottom


def iin9(c) -> dict:
    w, h = A4
    left, right, mid = 30, w - 30, 300
    _centre(c, w, h - 34, "Tax Invoice", 11, BOLD)
    _text(c, right, h - 34, "(ORIGINAL FOR RECIPIENT)", 7, "Helvetica-Oblique", True)
    top = h - 44
    c.setLineWidth(0.7)
    seller = ("Plot No. 214, GIDC Metoda, Kalawad Road", "Rajkot - 360021", "GSTIN/UIN: 24AAQFS5521K1Z8")
    seller += ("State Name : Gujarat, Code : 24", "E-Mail : accounts@sgpack.in")
    state = ("GSTIN/UIN: 24AAJCA7788M1ZQ", "State Name : Gujarat, Code : 24")
    consignee = ("Annapurna Snacks Pvt. Ltd. - Changodar Unit", "Survey No. 118, Changodar Industrial Estate")
    consignee += ("Sanand Highway, Ahmedabad - 382213",) + state
    buyer = (
        "Annapurna Snacks Pvt. Ltd.",
        "402, Shivalik Shilp, Iscon Cross Road",
        "Satellite, Ahmedabad - 380015",
    )
    buyer += state
    c.rect(left, top - 240, mid - left, 240)
    c.line(left, top - 80, mid, top - 80)
    c.line(left, top - 160, mid, top - 160)
    _text(c, left + 4, top - 11, "Shree Ganesh Packaging Industries", 9, BOLD)
    _block(c, left + 4, top - 22, seller, 7.5, pitch=11)
    for y, title, lines in (
        (top - 80, "Consignee (Ship to)", consignee),
        (top - 160, "Buyer (Bill to)", buyer),
    ):
        _text(c, left + 4, y - 11, title, 7)
        _block(c, left + 4, y - 22, lines, 7.5, pitch=11, first=BOLD)
    cw = (right - mid) / 2
    grid = (
        (("Invoice No.", "SGP/26-27/0412"), ("Dated", "07-Nov-2026")),
        (("Delivery Note", "DN/0388"), ("Mode/Terms of Payment", "30 Days")),
        (("Reference No. & Date.", "SO/0291 dt. 29-Oct-2026"), ("Other References", "")),
        (("Buyer's Order No.", "ASPL/PO/2026/1187"), ("Dated", "28-Oct-2026")),
        (("Dispatch Doc No.", "LR 55821"), ("Delivery Note Date", "07-Nov-2026")),
        (("Dispatched through", "Shree Maruti Roadlines"), ("Destination", "Ahmedabad")),
    )
    for r, row in enumerate(grid):
        for k, (key, value) in enumerate(row):
            x, y = mid + cw * k, top - 26 * r
            c.rect(x, y - 26, cw, 26)
            _text(c, x + 4, y - 10, key, 7)
            _text(c, x + 4, y - 21, value, 7.5, BOLD)
    ty = top - 26 * len(grid)
    c.rect(mid, top - 240, right - mid, ty - (top - 240))
    _text(c, mid + 4, ty - 10, "Terms of Delivery", 7)
    _block(
        c, mid + 4, ty - 22, ("Door delivery, freight paid", "e-Way Bill No. 2410 0987 6543"), 7.5, first=BOLD
    )
    rows = [
        ("1", "Corrugated Box 5 Ply 18x12x10 in", "4819", "5,000", "24.50", "1,22,500.00"),
        ("2", "Laminated Pouch 500 g Printed", "3923", "20,000", "2.85", "57,000.00"),
        ("3", "BOPP Tape 48 mm x 65 m Brown", "3919", "600", "38.15", "22,890.00"),
    ]
    cols = (left, 52, 300, 345, 412, 457, 482, right)
    titles = ("Sl No.", "Description of Goods", "HSN/SAC", "Quantity", "Rate", "per", "Amount")
    t0 = top - 240
    bottom = t0 - 240
    c.rect(left, bottom, right - left, t0 - bottom)
    c.line(left, t0 - 20, right, t0 - 20)
    for x in cols[1:-1]:
        c.line(x, t0, x, bottom)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], t0 - 13, t, 7.5)
    for i, (n, d, hsn, q, rate, a) in enumerate(rows):
        y = t0 - 34 - 16 * i
        _text(c, left + 4, y, n, 7.5)
        _text(c, cols[1] + 4, y, d, 8, BOLD)
        _text(c, cols[2] + 4, y, hsn, 7.5)
        _text(c, cols[4] - 4, y, q + " Nos", 7.5, BOLD, True)
        _text(c, cols[5] - 4, y, rate, 7.5, right=True)
        _text(c, cols[5] + 4, y, "Nos", 7.5)
        _text(c, right - 4, y, a, 7.5, BOLD, True)
    c.line(cols[6] + 20, t0 - 34 - 16 * len(rows) + 8, right, t0 - 34 - 16 * len(rows) + 8)
    _text(c, right - 4, t0 - 34 - 16 * len(rows) - 2, "2,02,390.00", 7.5, right=True)
    for i, (k, v) in enumerate((("Output CGST @ 9%", "18,215.10"), ("Output SGST @ 9%", "18,215.10"))):
        _text(c, cols[2] - 6, t0 - 100 - 14 * i, k, 8, "Helvetica-BoldOblique", True)
        _text(c, cols[5] - 4, t0 - 100 - 14 * i, "9", 7.5, right=True)
        _text(c, cols[5] + 4, t0 - 100 - 14 * i, "%", 7.5)
        _text(c, right - 4, t0 - 100 - 14 * i, v, 7.5, BOLD, True)
    _text(c, cols[2] - 6, t0 - 128, "Round Off", 8, "Helvetica-BoldOblique", True)
    _text(c, right - 4, t0 - 128, "(-)0.20", 7.5, BOLD, True)
    c.line(left, bottom + 16, right, bottom + 16)
    _text(c, cols[2] - 6, bottom + 5, "Total", 8, right=True)
    _text(c, cols[4] - 4, bottom + 5, "25,600 Nos", 7.5, BOLD, True)
    _text(c, right - 4, bottom + 5, "Rs. 2,38,820.00", 8.5, BOLD, True)
    wy = bottom - 40
    c.rect(left, wy, right - left, 40)
    _text(c, left + 4, wy + 29, "Amount Chargeable (in words)", 7)
    _text(c, right - 4, wy + 29, "E. & O.E", 7, "Helvetica-Oblique", True)
    _text(c, left + 4, wy + 15, "INR Two Lakh Thirty Eight Thousand Eight Hundred Twenty Only", 8.5, BOLD)
    hb = _gst_summary(c, left, right, wy)
    fy = hb - 120
    c.rect(left, fy, right - left, hb - fy)
    c.line(mid, hb, mid, fy)
    declaration = ("Company's PAN : AAQFS5521K", "", "Declaration")
    declaration += ("We declare that this invoice shows the actual price of the",)
    declaration += ("goods described and that all particulars are true and correct.",)
    _block(c, left + 4, hb - 12, declaration[:1], 7, BOLD, pitch=10)
    _block(c, left + 4, hb - 32, declaration[2:], 7, pitch=10, first=BOLD)
    bank = ("Company's Bank Details", "Bank Name : State Bank of India", "A/c No. : 38211045672")
    bank += ("Branch & IFS Code : Metoda GIDC & SBIN0012459",)
    _block(c, mid + 4, hb - 12, bank, 7, pitch=10, first=BOLD)
    _text(c, right - 4, hb - 66, "for Shree Ganesh Packaging Industries", 7.5, BOLD, True)
    _text(c, right - 4, fy + 6, "Authorised Signatory", 7, right=True)
    _centre(c, w, fy - 12, "SUBJECT TO RAJKOT JURISDICTION", 7)
    _centre(c, w, fy - 22, "This is a Computer Generated Invoice", 7)
    return {
        "fields": {
            "document_number": "SGP/26-27/0412",
            "date": "2026-11-07",
            "total_amount": "238820.00",
            "currency": "INR",
            "vendor_name": "Shree Ganesh Packaging Industries",
            "customer_name": "Annapurna Snacks Pvt. Ltd.",
        },
        "line_items": [_item(d, _plain(q), u, _plain(a)) for _, d, _, q, u, a in rows],
    }


def ise10(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    blue = (0.1, 0.3, 0.45)
    c.setFillColorRGB(*blue)
    _text(c, left, h - 60, "Jämtlands Maskinservice AB", 16, BOLD)
    c.setFillGray(0.4)
    _text(c, left, h - 74, "Service och reparation av skogs- och entreprenadmaskiner", 8.5)
    c.setFillGray(0)
    _text(c, right, h - 60, "FAKTURA", 20, BOLD, True)
    _text(c, right, h - 74, "Sida 1 (1)", 8, right=True)
    c.setFillGray(0.4)
    _text(c, left, h - 112, "Arbetsplats", 7.5)
    c.setFillGray(0)
    _block(
        c,
        left,
        h - 124,
        ("Avverkning Hölick, Hornslandet", "Skördare Ponsse Ergo 8w", "Reg.nr JXT 418"),
        pitch=11,
    )
    buyer = ("Bergsåker Skog & Entreprenad AB", "Att: Johan Ek", "Sundsvallsvägen 41", "862 31 Kvissleby")
    _block(c, 330, h - 112, buyer, 10, pitch=13, first=BOLD)
    grid = (
        (("Fakturanummer", "26118"), ("Fakturadatum", "2026-11-10"), ("Förfallodatum", "2026-12-10")),
        (
            ("Er referens", "Johan Ek"),
            ("Vår referens", "Maria Lund"),
            ("Betalningsvillkor", "30 dagar netto"),
        ),
        (("OCR-nummer", "2611800476"), ("Ordernummer", "AO-26-0331"), ("Leveransdatum", "2026-11-06")),
    )
    last = (("Kundnummer", "1047"), ("Dröjsmålsränta", "8 %"), ("Leveranssätt", "Servicebil"))
    cw, gy = (right - left) / 4, h - 180
    c.setStrokeColorRGB(*blue)
    c.setLineWidth(0.5)
    for r, row in enumerate(grid):
        for k, (key, value) in enumerate(row + (last[r],)):
            x, y = left + cw * k, gy - 28 * r
            c.rect(x, y - 28, cw, 28)
            c.setFillGray(0.4)
            _text(c, x + 5, y - 10, key, 7)
            c.setFillGray(0)
            _text(c, x + 5, y - 22, value, 9.5, BOLD if r == 0 else "Helvetica")
    rows = [
        ("ARB-SERV", "Servicetekniker, arbetstid", "7,5", "tim", "895,00", "6 712,50"),
        ("RES", "Restid", "2", "tim", "650,00", "1 300,00"),
        ("HS-12-1200", 'Hydraulslang 1/2" 1200 mm, pressad', "4", "st", "486,00", "1 944,00"),
        ("FLT-HY10", "Returfilter hydraulik Ponsse", "2", "st", "1 129,00", "2 258,00"),
        ("OLJ-HV46", "Hydraulolja HV 46", "60", "l", "41,50", "2 490,00"),
        ("KM", "Körersättning servicebil", "142", "km", "12,50", "1 775,00"),
    ]
    header = [(left + 4, "Artikelnr", False), (124, "Benämning", False), (352, "Antal", True)]
    header += [(362, "Enhet", False), (452, "À-pris", True), (right - 4, "Belopp", True)]
    top = gy - 28 * len(grid) - 36
    c.setFillColorRGB(0.9, 0.93, 0.96)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    y = _table(c, top, header, rows, pitch=16, size=9)
    c.setFillGray(0.35)
    work = ("Arbete utfört 2026-11-06 av tekniker Erik Strand: byte av två hydraulslangar",)
    _block(c, 124, y - 6, work + ("kranarm samt returfilter, provkörning utan anmärkning.",), 8, pitch=11)
    c.setFillGray(0)
    ty = y - 50
    c.line(left, ty + 14, right, ty + 14)
    for j, row in enumerate((("Momspliktigt", "Moms %", "Moms"), ("16 479,50", "25", "4 119,88"))):
        for x, s in zip((left + 70, left + 120, left + 190), row):
            _text(c, x, ty - 12 * j, s, 8, BOLD if j == 0 else "Helvetica", True)
    totals = (("Belopp exkl. moms", "16 479,50"), ("Moms 25 %", "4 119,88"), ("Öresutjämning", "-0,38"))
    _pairs(c, 340, right, ty, totals, pitch=14)
    c.setFillColorRGB(*blue)
    c.rect(334, ty - 66, right - 334, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 342, ty - 58, "Att betala SEK", 11, BOLD)
    _text(c, right - 8, ty - 58, "20 599,00", 11, BOLD, True)
    c.setFillGray(0)
    py = ty - 120
    c.rect(left, py - 34, right - left, 44)
    _text(
        c,
        left + 8,
        py - 4,
        "Betala till bankgiro 5417-2208. Ange OCR-nummer 2611800476 vid betalning.",
        9,
        BOLD,
    )
    _text(
        c,
        left + 8,
        py - 20,
        "Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt räntelagen.",
        8,
    )
    c.setStrokeGray(0.6)
    c.line(left, 70, right, 70)
    c.setStrokeGray(0)
    for x, block in (
        (left, ("Adress", "Jämtlands Maskinservice AB", "Fältjägargränd 6", "831 32 Östersund")),
        (190, ("Telefon / e-post", "063-12 44 80", "faktura@jmservice.se", "www.jmservice.se")),
        (320, ("Bankgiro", "5417-2208", "Plusgiro", "48 21 93-1")),
    ):
        _block(c, x, 58, block, 6.8, pitch=9, first=BOLD)
    legal = (
        "Org.nr 556781-4420",
        "Momsreg.nr SE556781442001",
        "Styrelsens säte: Östersund",
        "Godkänd för F-skatt",
    )
    _block(c, 430, 58, legal, 6.8, pitch=9)
    return {
        "fields": {
            "document_number": "26118",
            "date": "2026-11-10",
            "due_date": "2026-12-10",
            "total_amount": "20599.00",
            "tax_amount": "4119.88",
            "currency": "SEK",
            "vendor_name": "Jämtlands Maskinservice AB",
            "customer_name": "Bergsåker Skog & Entreprenad AB",
        },
        "line_items": [_item(d, _plain(q), _plain(u), _plain(a), i) for i, d, q, _, u, a in rows],
    }


LAYOUTS = {
    "ius1": (ius1, letter),
    "igr2": (igr2, A4),
    "ide3": (ide3, A4),
    "ifr4": (ifr4, A4),
    "iuk5": (iuk5, A4),
    "imx6": (imx6, letter),
    "iie7": (iie7, A4),
    "ius8": (ius8, (226, 610)),
    "iin9": (iin9, A4),
    "ise10": (ise10, A4),
}
SCANNED = ("igr2", "iuk5", "ius8", "iin9")
