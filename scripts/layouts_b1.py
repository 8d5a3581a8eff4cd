"""Five more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: an Australian tax
invoice with ABN and payment advice, an Italian fattura, a US wholesale sales order acknowledgment with wrapped
descriptions, a Swiss Rechnung in CHF with its QR payment part, and a narrow UK supermarket till receipt.
"""

from __future__ import annotations

import random

from layouts_set import _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth


def au1(c) -> dict:
    w, h = A4
    _text(c, 50, h - 75, "TAX INVOICE", 24)
    for i, s in enumerate(
        (
            "Harbourside Electrical Services Pty Ltd",
            "ABN 53 004 085 616",
            "Unit 4, 18 Parramatta Road",
            "Granville NSW 2142",
            "AUSTRALIA",
            "accounts@harbourside-electrical.com.au",
        )
    ):
        _text(c, 395, h - 60 - 11 * i, s, 8.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, 50, h - 112, "Bill To", 8, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Westfield Dental Group Pty Ltd",
            "Attention: Practice Manager",
            "Level 2, 45 Market Street",
            "Sydney NSW 2000",
        )
    ):
        _text(c, 50, h - 125 - 11 * i, s, 9)
    for i, (k, v) in enumerate(
        (
            ("Invoice Date", "12 Nov 2026"),
            ("Invoice Number", "INV-4821"),
            ("Due Date", "26 Nov 2026"),
            ("Reference", "Surry Hills fit-out"),
        )
    ):
        _text(c, 255, h - 112 - 24 * i, k, 8, "Helvetica-Bold")
        _text(c, 255, h - 123 - 24 * i, v, 9)
    rows = [
        ("Supply and install LED downlight 10W dimmable", "24.00", "38.50", "10%", "924.00"),
        ("Replace RCBO 20A in main switchboard", "6.00", "96.00", "10%", "576.00"),
        ("Labour - licensed electrician (hours)", "7.50", "110.00", "10%", "825.00"),
        ("Test and tag portable appliances", "40.00", "4.95", "10%", "198.00"),
    ]
    top = h - 240
    y = _table(
        c,
        top,
        [
            (50, "Description", False),
            (345, "Quantity", True),
            (420, "Unit Price", True),
            (470, "GST", True),
            (545, "Amount AUD", True),
        ],
        rows,
        pitch=22,
    )
    c.setLineWidth(0.8)
    c.line(50, top - 5, 545, top - 5)
    c.setLineWidth(0.3)
    for i in range(len(rows)):
        c.line(50, top - 24 - 22 * i, 545, top - 24 - 22 * i)
    y -= 14
    _pairs(c, 395, 545, y, (("Subtotal", "2,523.00"), ("TOTAL GST 10%", "252.30")), pitch=16)
    c.setLineWidth(0.8)
    c.line(395, y - 24, 545, y - 24)
    _text(c, 395, y - 40, "TOTAL AUD", 10, "Helvetica-Bold")
    _text(c, 545, y - 40, "2,775.30", 10, "Helvetica-Bold", True)
    _text(c, 50, y - 90, "Due Date: 26 Nov 2026", 10, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Please pay by direct deposit to:",
            "Account name: Harbourside Electrical Services Pty Ltd",
            "BSB: 082-356   Account: 5613 48729",
            "Please use INV-4821 as the payment reference.",
        )
    ):
        _text(c, 50, y - 106 - 11 * i, s, 8)
    c.setDash(3, 3)
    c.line(30, 215, w - 30, 215)
    c.setDash()
    _text(c, 50, 190, "PAYMENT ADVICE", 14)
    for i, s in enumerate(
        ("To:  Harbourside Electrical Services Pty Ltd", "Unit 4, 18 Parramatta Road", "Granville NSW 2142")
    ):
        _text(c, 50 + (19 if i else 0), 165 - 11 * i, s, 8)
    _pairs(
        c,
        300,
        545,
        165,
        (
            ("Customer", "Westfield Dental Group Pty Ltd"),
            ("Invoice Number", "INV-4821"),
            ("Amount Due", "2,775.30"),
            ("Due Date", "26 Nov 2026"),
            ("Amount Enclosed", ""),
        ),
        pitch=17,
    )
    c.line(430, 95, 545, 95)
    _text(c, 430, 84, "Enter the amount you are paying above", 6)
    return {
        "fields": {
            "document_number": "INV-4821",
            "date": "2026-11-12",
            "due_date": "2026-11-26",
            "total_amount": "2775.30",
            "tax_amount": "252.30",
            "currency": "AUD",
            "vendor_name": "Harbourside Electrical Services Pty Ltd",
            "customer_name": "Westfield Dental Group Pty Ltd",
        },
        "line_items": [_item(d, q, u, a) for d, q, u, _, a in rows],
    }


def it2(c) -> dict:
    w, h = A4
    _text(c, 50, h - 62, "Tipografia Bianchi S.r.l.", 20, "Times-Bold")
    for i, s in enumerate(
        (
            "Via Emilia Est 214 - 41122 Modena (MO)",
            "Tel. 059 372418 - info@tipografiabianchi.it",
            "P.IVA e C.F. 02845610365 - REA MO-331274 - Cap. Soc. € 50.000,00 i.v.",
        )
    ):
        _text(c, 50, h - 78 - 10 * i, s, 7.5)
    c.setLineWidth(0.5)
    c.line(50, h - 108, w - 50, h - 108)
    for i, s in enumerate(
        (
            "Spett.le",
            "Caseificio Rossi S.a.s.",
            "di Rossi Marco & C.",
            "Via Canaletto 88",
            "42124 Reggio Emilia (RE)",
            "P.IVA 01938270350",
        )
    ):
        _text(c, 320, h - 150 - 13 * i, s, 10, "Helvetica-Bold" if i == 1 else "Helvetica")
    _text(c, 50, h - 260, "Fattura n. 2026/0412 del 15/10/2026", 12, "Helvetica-Bold")
    boxes = (
        ("Cod. cliente", "C00871"),
        ("Pagamento", "Bonifico bancario 30 gg d.f."),
        ("Cod. destinatario SDI", "M5UXCR1"),
    )
    for (k, v), x, width in zip(boxes, (50, 130, 330), (80, 200, 115)):
        c.rect(x, h - 310, width, 30)
        _text(c, x + 4, h - 290, k, 6.5)
        _text(c, x + 4, h - 304, v, 9)
    rows = [
        ("ETA-1070", "Etichette adesive 100x70 mm (rotolo)", "40", "18,50", "22", "740,00"),
        ("VOL-A5", "Volantini A5 quadricromia", "2000", "0,09", "22", "180,00"),
        ("CAT-24", "Catalogo prodotti 24 pagine", "250", "3,20", "22", "800,00"),
        ("IMP-GR", "Impianto grafico e prove colore", "1", "150,00", "22", "150,00"),
    ]
    top = h - 345
    c.setFillGray(0.88)
    c.rect(50, top - 5, w - 100, 17, stroke=0, fill=1)
    c.setFillGray(0)
    header = [
        (55, "Codice", False),
        (120, "Descrizione", False),
        (360, "Q.tà", True),
        (440, "Prezzo unitario", True),
        (480, "IVA", True),
        (w - 55, "Importo", True),
    ]
    y = _table(c, top, header, rows, pitch=17, size=8.5)
    c.rect(50, y + 2, w - 100, top + 12 - y - 2)
    _pairs(
        c,
        370,
        w - 55,
        y - 30,
        (("Imponibile", "1.870,00"), ("IVA 22%", "411,40")),
        pitch=15,
    )
    c.rect(365, y - 82, w - 55 - 365 + 5, 20)
    _text(c, 370, y - 75, "Totale documento €", 10, "Helvetica-Bold")
    _text(c, w - 55, y - 75, "2.281,40", 10, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Scadenza: 14/11/2026 - Importo: € 2.281,40",
            "Banca: BPER Banca, filiale di Modena - IBAN IT60 X054 2811 1010 0000 0123 456",
        )
    ):
        _text(c, 50, y - 120 - 12 * i, s, 8.5)
    _text(c, 50, 60, "Contributo CONAI assolto ove dovuto.", 7)
    _text(
        c,
        50,
        50,
        "Copia di cortesia: l'originale della fattura elettronica è disponibile nel Suo cassetto fiscale.",
        7,
    )
    return {
        "fields": {
            "document_number": "2026/0412",
            "date": "2026-10-15",
            "due_date": "2026-11-14",
            "total_amount": "2281.40",
            "tax_amount": "411.40",
            "currency": "EUR",
            "vendor_name": "Tipografia Bianchi S.r.l.",
            "customer_name": "Caseificio Rossi S.a.s.",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, _, a in rows],
    }


def so3(c) -> dict:
    w, h = letter
    _text(c, 36, h - 48, "GREAT LAKES FOODSERVICE SUPPLY, INC.", 14, "Helvetica-Bold")
    _text(
        c,
        36,
        h - 61,
        "2400 W. Fulton St  ·  Chicago, IL 60612  ·  (312) 555-0187  ·  orders@glfsupply.com",
        7.5,
    )
    _text(c, w - 36, h - 44, "SALES ORDER", 13, "Helvetica-Bold", True)
    _text(c, w - 36, h - 57, "ACKNOWLEDGMENT", 9, "Helvetica-Bold", True)
    _text(c, w - 36, h - 75, "Order No.  SO-204871", 10, right=True)
    _text(c, w - 36, h - 87, "Page 1 of 1", 7, right=True)
    for x, title, lines in (
        (
            36,
            "SOLD TO",
            (
                "Riverside Bistro Group LLC",
                "Attn: Accounts Payable",
                "815 N. Water St",
                "Milwaukee, WI 53202",
            ),
        ),
        (
            318,
            "SHIP TO",
            (
                "Riverside Bistro - Third Ward",
                "Receiving: back dock",
                "219 N. Broadway",
                "Milwaukee, WI 53202",
            ),
        ),
    ):
        c.rect(x, h - 178, 258, 72)
        _text(c, x + 5, h - 117, title, 7, "Helvetica-Bold")
        for i, s in enumerate(lines):
            _text(c, x + 12, h - 131 - 11 * i, s, 8.5)
    band = (
        ("ORDER DATE", "Nov 12, 2026"),
        ("CUSTOMER PO", "4500-3318"),
        ("CUSTOMER NO.", "RIV-0142"),
        ("SALESPERSON", "T. Kowalski"),
        ("TERMS", "Net 30"),
        ("SHIP VIA", "Our Truck"),
        ("REQ. SHIP DATE", "Nov 17, 2026"),
    )
    cw = (w - 72) / len(band)
    c.setFillGray(0.9)
    c.rect(36, h - 206, w - 72, 14, stroke=0, fill=1)
    c.setFillGray(0)
    for i, (k, v) in enumerate(band):
        c.rect(36 + cw * i, h - 222, cw, 30)
        _text(c, 36 + cw * i + cw / 2 - len(k) * 1.75, h - 202, k, 6, "Helvetica-Bold")
        _text(c, 36 + cw * i + 4, h - 217, v, 8)
    rows = [
        ("10482", ["Nitrile gloves, black, powder-free,", "size L, 10/100 ct"], "CS", "6", "42.95", "257.70"),
        ("22107", ["Kraft fold-top take-out container #8"], "CS", "4", "58.40", "233.60"),
        ("31550", ["Extra virgin olive oil, 3 L tin"], "EA", "12", "24.75", "297.00"),
        (
            "40912",
            ["Stainless steel hotel pan, 1/2 size,", "4 in deep, 22 gauge"],
            "EA",
            "8",
            "17.20",
            "137.60",
        ),
        ("55018", ["Parchment paper sheets 16 x 24, 1000/cs"], "CS", "2", "39.90", "79.80"),
    ]
    cols = [
        (40, "ITEM #", False),
        (96, "DESCRIPTION", False),
        (338, "UOM", False),
        (404, "ORDERED", True),
        (482, "PRICE", True),
        (w - 40, "EXTENSION", True),
    ]
    y = h - 248
    for x, s, right in cols:
        _text(c, x, y, s, 7.5, "Helvetica-Bold", right)
    c.setLineWidth(0.6)
    c.line(36, y - 5, w - 36, y - 5)
    y -= 19
    for item_id, lines, uom, qty, price, ext in rows:
        for (x, _, right), s in zip(cols, (item_id, lines[0], uom, qty, price, ext)):
            _text(c, x, y, s, 8.5, right=right)
        for extra in lines[1:]:
            y -= 11
            _text(c, 96, y, extra, 8.5)
        y -= 17
    c.line(36, y + 8, w - 36, y + 8)
    _pairs(c, 400, w - 40, y - 8, (("Merchandise", "1,005.70"), ("Freight", "85.00")), pitch=13)
    _text(c, 400, y - 38, "ORDER TOTAL", 9.5, "Helvetica-Bold")
    _text(c, w - 40, y - 38, "$1,090.70", 9.5, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Please review this acknowledgment carefully and notify us within 48 hours of any discrepancy.",
            "Prices are subject to change on items not shipped within 30 days. Returns require an RA number.",
            "Thank you for your order!",
        )
    ):
        _text(c, 36, y - 80 - 11 * i, s, 7.5)
    return {
        "fields": {
            "document_number": "SO-204871",
            "date": "2026-11-12",
            "total_amount": "1090.70",
            "currency": "USD",
            "vendor_name": "GREAT LAKES FOODSERVICE SUPPLY, INC.",
            "customer_name": "Riverside Bistro Group LLC",
        },
        "line_items": [_item(" ".join(d), q, p, a, i) for i, d, _, q, p, a in rows],
    }


def _qr_placeholder(c, x: float, y: float, size: float) -> None:
    """A square of QR-like modules with three finder patterns and the Swiss cross in its middle."""
    n, rng = 29, random.Random(410387)
    m = size / n
    for i in range(n):
        for j in range(n):
            corner = (i < 8 and j < 8) or (i < 8 and j >= n - 8) or (i >= n - 8 and j >= n - 8)
            if not corner and rng.random() < 0.5:
                c.rect(x + i * m, y + j * m, m, m, stroke=0, fill=1)
    for fx, fy in ((0, 0), (0, n - 7), (n - 7, n - 7)):
        c.rect(x + fx * m, y + fy * m, 7 * m, 7 * m, stroke=0, fill=1)
        c.setFillGray(1)
        c.rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, stroke=0, fill=1)
        c.setFillGray(0)
        c.rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, stroke=0, fill=1)
    s, cx, cy = 19.8, x + size / 2, y + size / 2
    c.setFillGray(1)
    c.rect(cx - s / 2 - 1.5, cy - s / 2 - 1.5, s + 3, s + 3, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(cx - s / 2, cy - s / 2, s, s, stroke=0, fill=1)
    c.setFillGray(1)
    c.rect(cx - 1.9, cy - 6.4, 3.8, 12.8, stroke=0, fill=1)
    c.rect(cx - 6.4, cy - 1.9, 12.8, 3.8, stroke=0, fill=1)
    c.setFillGray(0)


def ch4(c) -> dict:
    w, h = A4
    _text(c, 57, h - 60, "Sanitär Gerber AG", 15, "Helvetica-Bold")
    _text(c, 57, h - 73, "Sanitär · Heizung · Reparaturservice", 8, "Helvetica-Oblique")
    for i, s in enumerate(
        (
            "Bahnhofstrasse 41",
            "8400 Winterthur",
            "Tel. 052 213 47 80",
            "info@gerber-sanitaer.ch",
            "www.gerber-sanitaer.ch",
        )
    ):
        _text(c, 420, h - 52 - 10 * i, s, 7.5)
    _text(c, 325, h - 138, "Sanitär Gerber AG, Bahnhofstrasse 41, 8400 Winterthur", 6)
    c.setLineWidth(0.4)
    c.line(325, h - 140, 495, h - 140)
    for i, s in enumerate(
        ("Immobilien Keller GmbH", "Herr Daniel Keller", "Seefeldstrasse 12", "8008 Zürich")
    ):
        _text(c, 325, h - 157 - 13 * i, s, 10)
    _text(c, 57, h - 235, "Rechnung", 16, "Helvetica-Bold")
    for i, (k, v) in enumerate(
        (
            ("Rechnung Nr.", "26-10387"),
            ("Datum", "20.11.2026"),
            ("Kunden-Nr.", "K-4471"),
            ("Zahlbar bis", "20.12.2026"),
            ("MWST-Nr.", "CHE-116.285.493 MWST"),
        )
    ):
        _text(c, 57, h - 258 - 13 * i, k, 8.5)
        _text(c, 140, h - 258 - 13 * i, v, 8.5)
    for i, s in enumerate(
        ("Objekt: Seefeldstrasse 12, 8008 Zürich", "Badsanierung 2. OG, Ihr Auftrag vom 3.11.2026")
    ):
        _text(c, 325, h - 258 - 13 * i, s, 8.5)
    rows = [
        ("1", "Waschtischmischer Hansgrohe Talis E", "2", "Stk", "289.00", "578.00"),
        ("2", "Montage Waschtisch inkl. Anschluss", "3.5", "Std", "118.00", "413.00"),
        ("3", "Eckventil 1/2 Zoll verchromt", "4", "Stk", "24.50", "98.00"),
        ("4", "Kleinmaterial pauschal", "1", "Psch", "46.00", "46.00"),
        ("5", "Anfahrt Winterthur-Zürich", "1", "Psch", "65.00", "65.00"),
    ]
    top = h - 345
    y = _table(
        c,
        top,
        [
            (57, "Pos.", False),
            (88, "Artikel", False),
            (345, "Menge", True),
            (355, "Einheit", False),
            (460, "Preis CHF", True),
            (538, "Betrag CHF", True),
        ],
        rows,
        pitch=15,
        size=8.5,
    )
    c.line(57, top - 5, 538, top - 5)
    c.line(57, y + 4, 538, y + 4)
    _pairs(c, 380, 538, y - 12, (("Total netto", "1'200.00"), ("MWST 8.1 %", "97.20")), pitch=14)
    _text(c, 380, y - 44, "Total CHF", 10, "Helvetica-Bold")
    _text(c, 538, y - 44, "1'297.20", 10, "Helvetica-Bold", True)
    c.line(460, y - 48, 538, y - 48)
    c.line(460, y - 50, 538, y - 50)
    _text(c, 57, y - 75, "Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.", 8.5)
    _qr_bill(c, w)
    return {
        "fields": {
            "document_number": "26-10387",
            "date": "2026-11-20",
            "due_date": "2026-12-20",
            "total_amount": "1297.20",
            "tax_amount": "97.20",
            "currency": "CHF",
            "vendor_name": "Sanitär Gerber AG",
            "customer_name": "Immobilien Keller GmbH",
        },
        "line_items": [_item(d, q, u, a) for _, d, q, _, u, a in rows],
    }


def _qr_bill(c, w: float) -> None:
    """The QR bill's receipt and payment part along the foot of an A4 page (105 mm tall)."""
    c.setDash(2, 2)
    c.line(0, 297.6, w, 297.6)
    c.line(175.7, 0, 175.7, 297.6)
    c.setDash()
    creditor = ("CH44 3199 9123 0008 8901 2", "Sanitär Gerber AG", "Bahnhofstrasse 41", "8400 Winterthur")
    debtor = ("Immobilien Keller GmbH", "Seefeldstrasse 12", "8008 Zürich")
    ref = "21 00000 00003 13947 14300 09017"
    _text(c, 17, 272, "Empfangsschein", 11, "Helvetica-Bold")
    y = 254
    for title, lines in (("Konto / Zahlbar an", creditor), ("Referenz", (ref,)), ("Zahlbar durch", debtor)):
        _text(c, 17, y, title, 6, "Helvetica-Bold")
        for i, s in enumerate(lines):
            _text(c, 17, y - 9 - 9 * i, s, 8)
        y -= 9 * len(lines) + 17
    for x, k, v in ((17, "Währung", "CHF"), (60, "Betrag", "1 297.20")):
        _text(c, x, 112, k, 6, "Helvetica-Bold")
        _text(c, x, 102, v, 8)
    _text(c, 161, 60, "Annahmestelle", 6, "Helvetica-Bold", True)
    _text(c, 190, 272, "Zahlteil", 11, "Helvetica-Bold")
    _qr_placeholder(c, 190, 125, 130)
    for x, k, v in ((190, "Währung", "CHF"), (235, "Betrag", "1 297.20")):
        _text(c, x, 105, k, 8, "Helvetica-Bold")
        _text(c, x, 92, v, 10)
    y = 270
    for title, lines in (
        ("Konto / Zahlbar an", creditor),
        ("Referenz", (ref,)),
        ("Zusätzliche Informationen", ("Rechnung Nr. 26-10387",)),
        ("Zahlbar durch", debtor),
    ):
        _text(c, 335, y, title, 8, "Helvetica-Bold")
        for i, s in enumerate(lines):
            _text(c, 335, y - 12 - 11 * i, s, 9.5)
        y -= 11 * len(lines) + 19


def rc5(c) -> dict:
    w, h = 220, 520
    mono = "Courier"

    def centre(y: float, s: str, size: float = 7.5, font: str = mono) -> None:
        _text(c, (w - stringWidth(s, font, size)) / 2, y, s, size, font)

    centre(h - 30, "HARVEST FOODS", 13, "Courier-Bold")
    for i, s in enumerate(
        ("14 Kings Parade", "Cambridge CB2 1SJ", "Tel: 01223 460182", "VAT No: GB 284 5519 02")
    ):
        centre(h - 45 - 9 * i, s)
    for i, (a, b) in enumerate((("21/11/2026 17:42", "Till 03"), ("Op: 118 SARAH", "Trans: 004471"))):
        _text(c, 12, h - 94 - 10 * i, a, 7.5, mono)
        _text(c, 208, h - 94 - 10 * i, b, 7.5, mono, True)
    rule = "-" * 41
    _text(c, 12, h - 116, rule, 7.5, mono)
    rows = [
        ("SEMI SKIMMED MILK 2L", None, None, "1.65", "Z"),
        ("FREE RANGE EGGS 12", "2", "3.50", "7.00", "Z"),
        ("SOURDOUGH LOAF", None, None, "2.80", "Z"),
        ("MATURE CHEDDAR 400G", None, None, "4.25", "Z"),
        ("ORANGE JUICE 1L", "3", "1.95", "5.85", "Z"),
        ("WASHING UP LIQUID", None, None, "1.60", "A"),
        ("KITCHEN ROLL 4PK", None, None, "3.20", "A"),
    ]
    y = h - 130
    for name, qty, unit, amount, code in rows:
        _text(c, 12, y, name, 7.5, mono)
        if qty:
            y -= 10
            _text(c, 24, y, f"{qty} x {unit}", 7.5, mono)
        _text(c, 198, y, amount, 7.5, mono, True)
        _text(c, 203, y, code, 7.5, mono)
        y -= 10
    _text(c, 12, y - 2, rule, 7.5, mono)
    _text(c, 12, y - 18, "TOTAL", 10, "Courier-Bold")
    _text(c, 198, y - 18, "£26.35", 10, "Courier-Bold", True)
    for i, (k, v) in enumerate((("VISA CONTACTLESS", "26.35"), ("CHANGE", "0.00"))):
        _text(c, 12, y - 32 - 10 * i, k, 7.5, mono)
        _text(c, 198, y - 32 - 10 * i, v, 7.5, mono, True)
    y -= 62
    for i, s in enumerate(
        (
            "VISA DEBIT",
            "CARD: ************4821",
            "AID: A0000000031010",
            "AUTH CODE: 082211",
            "PLEASE DEBIT MY ACCOUNT",
        )
    ):
        _text(c, 12, y - 9 * i, s, 7, mono)
    y -= 60
    vat_cols = ((12, False), (92, True), (134, True), (170, True), (208, True))
    for i, row in enumerate(
        (
            ("VAT", "RATE", "NET", "VAT", "GROSS"),
            ("A", "20.00%", "4.00", "0.80", "4.80"),
            ("Z", "0.00%", "21.55", "0.00", "21.55"),
        )
    ):
        for (x, right), s in zip(vat_cols, row):
            _text(c, x, y - 10 * i, s, 7.5, mono, right)
    _text(c, 12, y - 40, "ITEMS SOLD: 10", 7.5, mono)
    for i, s in enumerate(
        ("THANK YOU FOR SHOPPING AT", "HARVEST FOODS", "Refunds within 28 days with receipt")
    ):
        centre(y - 64 - 9 * i, s, 7)
    return {
        "fields": {
            "document_number": "004471",
            "date": "2026-11-21",
            "total_amount": "26.35",
            "tax_amount": "0.80",
            "currency": "GBP",
            "vendor_name": "HARVEST FOODS",
        },
        "line_items": [
            {"description": d, **({"quantity": q, "unit_price": u} if q else {}), "line_amount": a}
            for d, q, u, a, _ in rows
        ],
    }


LAYOUTS = {
    "au1": (au1, A4),
    "it2": (it2, A4),
    "so3": (so3, letter),
    "ch4": (ch4, A4),
    "rc5": (rc5, (220, 520)),
}
SCANNED = ("so3", "ch4", "rc5")
