"""Ten more hand-written documents, written 2026-12-07 in the manner of scripts/layouts_set.py, as ERP systems
and web shops print them: five orders (a Leuven brewery's Odoo purchase order to its glassworks, a Linz
machine builder's SAP Bestellung of 22 positions over two pages with a delivery date under every position, a
Boulder outdoor wholesaler's NetSuite sales order with Bill To / Ship To side by side and a memo, a Bristol
homeware shop's Shopify order confirmation printed from Gmail, a Pune component maker's purchase order in
boxes with HSN codes, CGST, SGST and its amount in words) and five invoices (a Miami air freight forwarder's
invoice with its air waybill numbers and a charges table, a Kyoto paper maker's invoice in English and yen, a
Kraków printer's Faktura VAT with net, VAT and gross on every line, a Philadelphia law firm's invoice of time
entries over two pages, a Dubai facilities firm's tax invoice with VAT 5 % in dirhams, its totals in a strip).

What the values say where a page leaves a choice: on the Odoo order a line prints its product's reference in
brackets before its name ("[BOT-33-BR] Longneck …"), the reference is its item_id and the description the name
after it; that order and the SAP one give each line its own requested date ("Date Req.", "Liefertermin") and
no date for the whole order, so they have no due date, while the NetSuite order's Ship Date and the Indian
order's Delivery Date are their due dates. The SAP order prints one total, "Gesamtnettowert ohne Mwst", so
that net value is its total and it has no tax_amount. The Shopify mail prints no order date (its date is the
mail's, not the day the browser printed it) and no unit prices (a line prints its name "× quantity" and its
amount, so its items have none); its prices include VAT, its tax_amount the VAT included ("Including £23.10 in
taxes"), its total what was paid after the discount code and shipping. The Indian order's tax_amount is its
"Total Tax Amount" (CGST and SGST together). The forwarder's item_id is the charge code, and a charge by
weight has the chargeable kilograms as its quantity. The yen amounts have no decimals, as printed. A line's
amount is its net on the Polish page (Wartosc netto) and on the Dubai page (the taxable amount); the Polish
date is the Data wystawienia, not the Data sprzedazy. The law firm's line items are its time entries (hours as
quantity, the rate as unit price) and its disbursements (description and amount only); it prints no due date
("within 30 days").
"""

from __future__ import annotations

from decimal import Decimal

from layouts_set import _block, _centre, _eu, _item, _pairs, _plain, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"


def _cells(c, x: float, y: float, cells, widths, height: float = 28, size: float = 9, shade=None) -> None:
    """A row of boxes, each its key (small, bold) over its value; ``y`` the top of the row; the keys on a grey
    band where ``shade`` (a grey level) is given."""
    for (k, v), cw in zip(cells, widths):
        if shade is not None:
            c.setFillGray(shade)
            c.rect(x, y - 12, cw, 12, stroke=0, fill=1)
            c.setFillGray(0)
        c.rect(x, y - height, cw, height)
        _text(c, x + 4, y - 9, k, 6.5, BOLD)
        _text(c, x + 4, y - height + 6, v, size)
        x += cw


def _de(cents: int) -> str:
    """Cents as a German or Austrian amount: 1.234,56."""
    return f"{cents // 100:,}".replace(",", ".") + f",{cents % 100:02d}"


def mbe1(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    plum = (0.44, 0.29, 0.4)
    c.setFillColorRGB(*plum)
    c.roundRect(left, h - 80, 46, 46, 8, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * left + 46, h - 63, "LH", 17, BOLD)
    c.setFillGray(0)
    _text(c, left + 56, h - 54, "Het Leuvens Hop", 15, BOLD)
    c.setFillGray(0.4)
    _text(c, left + 56, h - 68, "Ambachtelijke brouwerij sinds 1998", 8.5, "Helvetica-Oblique")
    c.setFillGray(0)
    _block(
        c,
        right,
        h - 44,
        ("Brouwerij Het Leuvens Hop BV", "Vaartkom 31", "3000 Leuven", "Belgium"),
        8.5,
        pitch=10.5,
        right=True,
    )
    c.setStrokeColorRGB(*plum)
    c.setLineWidth(0.8)
    c.line(left, h - 96, right, h - 96)
    c.setStrokeGray(0)
    _text(c, left, h - 130, "Shipping address:", 9, BOLD)
    block = (
        "Brouwerij Het Leuvens Hop BV",
        "Warehouse - loading dock B",
        "Aarschotsesteenweg 112",
        "3012 Wilsele",
        "Belgium",
    )
    _block(c, left, h - 145, block, 9, pitch=11.5)
    block = (
        "Glasverpakking Dewulf NV",
        "Kortrijksesteenweg 480",
        "8530 Harelbeke",
        "Belgium",
        "VAT: BE0438.112.907",
    )
    _block(c, 330, h - 130, block, 9.5, pitch=12.5, first=BOLD)
    _text(c, left, h - 240, "Purchase Order #P00318", 18)
    info = (
        ("Purchase Representative:", "Sofie Claes"),
        ("Your Order Reference:", "OFF-26/1182"),
        ("Order Date:", "04/12/2026"),
    )
    for k, (key, v) in enumerate(info):
        _text(c, left + 168 * k, h - 266, key, 9, BOLD)
        _text(c, left + 168 * k, h - 279, v, 9)
    rows = [
        (
            "BOT-33-BR",
            "Longneck bottle 33 cl, brown glass",
            "21%",
            "14/12/2026",
            "12,000.00",
            "Units",
            "0.21",
            "2,520.00",
        ),
        ("CAP-26-GD", "Crown cap 26 mm, gold", "21%", "14/12/2026", "15,000.00", "Units", "0.02", "300.00"),
        (
            "CRT-24-BL",
            "Plastic crate 24 x 33 cl, blue",
            "21%",
            "18/12/2026",
            "500.00",
            "Units",
            "6.85",
            "3,425.00",
        ),
        (
            "LBL-TRP-33",
            "Neck label Tripel, roll of 5,000",
            "21%",
            "18/12/2026",
            "3.00",
            "Rolls",
            "64.50",
            "193.50",
        ),
        ("PAL-EUR", "Euro pallet, exchange", "21%", "14/12/2026", "20.00", "Units", "11.00", "220.00"),
    ]
    top = h - 318
    header = [
        (left, "Description", False),
        (288, "Taxes", False),
        (322, "Date Req.", False),
        (440, "Qty", True),
        (494, "Unit Price", True),
        (right, "Amount", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 9, BOLD, r)
    c.setLineWidth(1.2)
    c.line(left, top - 6, right, top - 6)
    c.setLineWidth(0.4)
    c.setStrokeGray(0.8)
    for i, (ref, d, tax, day, q, uom, u, a) in enumerate(rows):
        y = top - 22 - 20 * i
        for (x, _, r), s in zip(header, (f"[{ref}] {d}", tax, day, f"{q} {uom}", u, f"{a} €")):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 7, right, y - 7)
    c.setStrokeGray(0)
    y = top - 22 - 20 * len(rows)
    _pairs(c, 350, right, y - 14, (("Untaxed Amount", "6,658.50 €"), ("VAT 21%", "1,398.29 €")), pitch=17)
    c.setLineWidth(0.8)
    c.line(350, y - 38, right, y - 38)
    _text(c, 350, y - 53, "Total", 10, BOLD)
    _text(c, right, y - 53, "8,056.79 €", 10, BOLD, True)
    block = (
        "Please confirm the requested dates by e-mail to aankoop@leuvenshop.be.",
        "Deliveries Monday to Friday, 7:00-15:00, dock B. Pallets are exchanged on delivery.",
    )
    _block(c, left, y - 100, block, 8.5, pitch=11.5)
    c.setStrokeColorRGB(*plum)
    c.setLineWidth(0.5)
    c.line(left, 62, right, 62)
    c.setStrokeGray(0)
    _centre(c, w, 50, "+32 16 55 01 42 | aankoop@leuvenshop.be | www.leuvenshop.be | BE0712.345.678", 7.5)
    _centre(c, w, 38, "Page: 1 / 1", 7.5)
    return {
        "fields": {
            "document_number": "P00318",
            "date": "2026-12-04",
            "total_amount": "8056.79",
            "tax_amount": "1398.29",
            "currency": "EUR",
            "vendor_name": "Glasverpakking Dewulf NV",
            "customer_name": "Brouwerij Het Leuvens Hop BV",
        },
        "line_items": [_item(d, _plain(q), u, _plain(a), ref) for ref, d, _, _, q, _, u, a in rows],
    }


MAT2_ROWS = (  # material, description, quantity, unit, price in cents, delivery date
    ("2004118", "Hydraulikschlauch 2SN DN10, Meterware", 120, "M", 845, "15.12.2026"),
    ("2004121", "Hydraulikschlauch 2SN DN16, Meterware", 80, "M", 1290, "15.12.2026"),
    ("2005330", "Pressfassung DKOL 12L für DN10", 240, "ST", 318, "15.12.2026"),
    ("2005334", "Pressfassung DKOL 18L für DN16", 160, "ST", 472, "15.12.2026"),
    ("2006012", "Schneidring-Verschraubung GE 12L R1/4", 300, "ST", 236, "15.12.2026"),
    ("2006015", "Schneidring-Verschraubung GE 18L R3/8", 200, "ST", 394, "15.12.2026"),
    ("2007201", "O-Ring 20x2,5 NBR 70", 1000, "ST", 14, "09.12.2026"),
    ("2007205", "O-Ring 32x3 NBR 70", 1000, "ST", 21, "09.12.2026"),
    ("2008440", "Zahnradpumpe Gr. 2, 11 cm³/U", 6, "ST", 28600, "22.12.2026"),
    ("2008452", "Wegeventil 4/3 NG6, 24 V DC", 12, "ST", 14850, "22.12.2026"),
    ("2008460", "Druckbegrenzungsventil NG6, 50-315 bar", 8, "ST", 9740, "22.12.2026"),
    ("2008475", "Rückschlagventil RV 12, 0,5 bar", 20, "ST", 1865, "15.12.2026"),
    ("2009010", "Hydraulikzylinder 40/25x300, doppeltwirkend", 4, "ST", 41200, "12.01.2027"),
    ("2009014", "Hydraulikzylinder 50/30x400, doppeltwirkend", 4, "ST", 49800, "12.01.2027"),
    ("2009320", "Kugelhahn 2-Wege G1/2, 500 bar", 25, "ST", 2180, "15.12.2026"),
    ("2009511", "Manometer 0-250 bar, glyceringefüllt", 10, "ST", 2735, "15.12.2026"),
    ("2009620", "Rücklauffilter 60 l/min, 10 µm", 6, "ST", 8990, "22.12.2026"),
    ("2009625", "Filterelement 10 µm für Rücklauffilter", 24, "ST", 1640, "22.12.2026"),
    ("2010100", "Hydrauliköl HLP 46, Gebinde 20 l", 15, "ST", 6420, "09.12.2026"),
    ("2010230", "Schlauchschelle 16 mm, Edelstahl", 400, "ST", 58, "09.12.2026"),
    ("2010301", "Messkupplung M16x2 mit Schutzkappe", 40, "ST", 695, "15.12.2026"),
    ("2010415", "Messschlauch DN2, 1000 mm", 40, "ST", 1120, "15.12.2026"),
)
MAT2_HEADER = [
    (57, "Pos.", False),
    (92, "Material", False),
    (142, "Bezeichnung", False),
    (392, "Bestellmenge", True),
    (398, "ME", False),
    (474, "Preis/ME", True),
    (A4[0] - 45, "Nettowert", True),
]


def _mat2_page(c, n: int, top: float) -> None:
    """A page of mat2 bar its positions: running head (page 2), page number, footer and the table's header."""
    w, h = A4
    left, right = 57, w - 45
    c.setLineWidth(0.5)
    if n > 1:
        _text(c, left, h - 48, "Alpenstahl Komponenten GmbH", 9, BOLD)
        _text(c, right, h - 48, "Bestellung 4500021873 vom 02.12.2026", 9, right=True)
        c.line(left, h - 56, right, h - 56)
    _text(c, right, 96, f"Seite {n} von 2", 8, right=True)
    c.line(left, 86, right, 86)
    foot = (
        ("Alpenstahl Komponenten GmbH", "Industriezeile 47, 4020 Linz", "Tel. +43 732 7712-0"),
        ("Sitz Linz, FN 218734 x", "Landesgericht Linz", "UID ATU52117408"),
        ("Oberbank AG", "IBAN AT39 1500 0007 1234 5678", "BIC OBKLAT2L"),
    )
    for k, lines in enumerate(foot):
        _block(c, left + 170 * k, 76, lines, 6.5, pitch=8.5)
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    for x, t, r in MAT2_HEADER:
        _text(c, x, top, t, 8.5, BOLD, r)


def mat2(c) -> dict:
    w, h = A4
    left, right = 57, w - 45
    rows, total = [], 0
    for i, (mat, d, q, me, price, day) in enumerate(MAT2_ROWS):
        total += q * price
        rows.append(
            (f"{10 * (i + 1):05d}", mat, d, f"{q:,}".replace(",", "."), me, _de(price), _de(q * price), day)
        )
    _text(c, right, h - 52, "ALPENSTAHL", 20, BOLD, True)
    _text(c, right, h - 64, "Komponenten GmbH", 9, right=True)
    _text(c, left, h - 124, "Alpenstahl Komponenten GmbH · Industriezeile 47 · 4020 Linz", 6.5)
    c.setLineWidth(0.4)
    c.line(left, h - 127, left + 220, h - 127)
    block = ("Firma", "Hydraulik Wimmer GmbH", "Welser Straße 88", "4614 Marchtrenk", "ÖSTERREICH")
    _block(c, left, h - 144, block, 10, pitch=13)
    _text(c, 345, h - 112, "Bestellung", 14, BOLD)
    info = (
        ("Bestellnummer/Datum", "4500021873 / 02.12.2026"),
        ("Ansprechpartner/Telefon", "Hr. Gruber / +43 732 7712-318"),
        ("Ihre Lieferantennummer bei uns", "100482"),
        ("Ihr Angebot", "AN 26-1187 vom 24.11.2026"),
        ("Währung", "EUR"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 345, h - 132 - 23 * i, k, 7.5)
        _text(c, 345, h - 142 - 23 * i, v, 9, BOLD if i == 0 else "Helvetica")
    block = (
        "Bitte liefern Sie an: Alpenstahl Komponenten GmbH, Werk 2, Wareneingang Tor 4,",
        "Industriezeile 47, 4020 Linz",
        "Lieferbedingung: DAP Linz, frei Haus          Zahlungsbedingung: 30 Tage netto, 14 Tage 2 % Skonto",
        "Wir bestellen zu unseren Allgemeinen Einkaufsbedingungen wie folgt:",
    )
    _block(c, left, h - 272, block, 8, pitch=11.5)
    pages = ((0, 14, h - 330), (14, len(rows), h - 84))
    for n, (a, b, top) in enumerate(pages, start=1):
        if n > 1:
            _text(c, right, 112, "Fortsetzung auf Seite 2", 8, "Helvetica-Oblique", True)
            c.showPage()
        _mat2_page(c, n, top)
        y = top - 22
        for row in rows[a:b]:
            for (x, _, r), s in zip(MAT2_HEADER, row):
                _text(c, x, y, s, 8.5, right=r)
            _text(c, 142, y - 11, f"Liefertermin: Tag {row[-1]}", 8)
            y -= 26
    c.setLineWidth(0.6)
    c.line(left, y + 8, right, y + 8)
    _text(c, 300, y - 8, "Gesamtnettowert ohne Mwst EUR", 9, BOLD)
    _text(c, right, y - 8, _de(total), 9, BOLD, True)
    block = (
        "Bitte geben Sie auf allen Lieferpapieren und Rechnungen unsere Bestellnummer",
        "und die Positionsnummer an.",
        "Teillieferungen nur nach Absprache. Die Liefertermine sind Eintreffdaten im Werk 2.",
        "Rechnungen bitte als PDF an kreditoren@alpenstahl.at.",
        "",
        "Alpenstahl Komponenten GmbH - Einkauf",
    )
    _block(c, left, y - 44, block, 8.5, pitch=12)
    return {
        "fields": {
            "document_number": "4500021873",
            "date": "2026-12-02",
            "total_amount": f"{total / 100:.2f}",
            "currency": "EUR",
            "vendor_name": "Hydraulik Wimmer GmbH",
            "customer_name": "Alpenstahl Komponenten GmbH",
        },
        "line_items": [_item(d, _eu(q), _eu(u), _eu(a), mat) for _, mat, d, q, _, u, a, _ in rows],
    }


def mus3(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    c.setFillColorRGB(0.85, 0.42, 0.1)
    p = c.beginPath()
    p.moveTo(left, h - 78)
    p.lineTo(left + 20, h - 40)
    p.lineTo(left + 40, h - 78)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0)
    block = ("Kestrel Outdoor Gear, Inc.", "1650 38th St", "Boulder CO 80301", "United States")
    _block(c, left + 50, h - 48, block, 9, pitch=11, first=BOLD)
    _text(c, right, h - 56, "Sales Order", 22, "Helvetica", True)
    _text(c, right, h - 74, "#SO-20417", 12, BOLD, True)
    _text(c, right, h - 88, "Dec 2, 2026", 10, right=True)
    c.setLineWidth(0.6)
    for x, title, lines in (
        (
            left,
            "Bill To",
            ("Bitterroot Trail Outfitters LLC", "Accounts Payable", "214 N Higgins Ave", "Missoula MT 59802"),
        ),
        (
            312,
            "Ship To",
            ("Bitterroot Trail Outfitters", "Receiving - rear door", "2601 Brooks St", "Missoula MT 59801"),
        ),
    ):
        c.setFillGray(0.82)
        c.rect(x, h - 132, 264, 15, stroke=1, fill=1)
        c.setFillGray(0)
        _text(c, x + 5, h - 128, title, 8.5, BOLD)
        c.rect(x, h - 196, 264, 64)
        _block(c, x + 5, h - 145, lines, 9, pitch=11.5)
    band = (
        ("Ship Date", "Dec 9, 2026"),
        ("Terms", "Net 30"),
        ("PO #", "BTO-7741"),
        ("Sales Rep", "Dana Whitfield"),
        ("Ship Via", "UPS Ground"),
    )
    _cells(c, left, h - 212, band, [(right - left) / 5] * 5, 30, 9, shade=0.82)
    c.rect(left, h - 278, right - left, 30)
    c.setFillGray(0.82)
    c.rect(left, h - 260, right - left, 12, stroke=1, fill=1)
    c.setFillGray(0)
    _text(c, left + 4, h - 257, "Memo", 6.5, BOLD)
    _text(
        c,
        left + 4,
        h - 272,
        "Spring preseason order - ship complete, no backorders. Call before delivery.",
        9,
    )
    rows = [
        ("24", "KOG-DP28-SL", "Daypack 28L, slate", "54.00", "1,296.00"),
        ("8", "KOG-TP2-UL", "Ultralight 2-person tent", "189.00", "1,512.00"),
        ("12", "KOG-SB20-SY", "Synthetic sleeping bag 20F, regular", "96.50", "1,158.00"),
        ("30", "KOG-HP-ALU", "Trekking poles, aluminum (pair)", "27.75", "832.50"),
        ("48", "KOG-WB1-CL", "Insulated water bottle 1L, clear", "11.20", "537.60"),
    ]
    top = h - 306
    header = [
        (left + 40, "Quantity", True),
        (left + 52, "Item", False),
        (180, "Description", False),
        (470, "Rate", True),
        (right - 5, "Amount", True),
    ]
    c.setFillGray(0.82)
    c.rect(left, top - 5, right - left, 17, stroke=0, fill=1)
    c.setFillGray(0)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    c.setLineWidth(0.4)
    for i, row in enumerate(rows):
        y = top - 22 - 20 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 8, right, y - 8)
    y = top - 22 - 20 * len(rows)
    _pairs(
        c,
        390,
        right - 5,
        y - 14,
        (("Subtotal", "5,336.10"), ("Shipping Cost (UPS Ground)", "145.00")),
        pitch=16,
    )
    c.setLineWidth(1)
    c.line(390, y - 36, right, y - 36)
    _text(c, 390, y - 52, "Total", 11, BOLD)
    _text(c, right - 5, y - 52, "$5,481.10", 11, BOLD, True)
    block = (
        "Prices in US dollars. Resale certificate on file - no sales tax charged.",
        "Orders ship from our Boulder warehouse; freight is prepaid and added.",
        "Questions: orders@kestrelgear.com or (303) 555-0148.",
    )
    _block(c, left, y - 14, block, 8, pitch=11)
    _text(c, right, 30, "1 of 1", 7.5, right=True)
    return {
        "fields": {
            "document_number": "SO-20417",
            "date": "2026-12-02",
            "due_date": "2026-12-09",
            "total_amount": "5481.10",
            "currency": "USD",
            "vendor_name": "Kestrel Outdoor Gear, Inc.",
            "customer_name": "Bitterroot Trail Outfitters LLC",
        },
        "line_items": [_item(d, q, u, _plain(a), i) for q, i, d, u, a in rows],
    }


def muk4(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _text(c, 20, h - 16, "07/12/2026, 09:41", 7)
    _centre(c, w, h - 16, "Gmail - Order #2317 confirmed", 7)
    c.setFillColorRGB(0.85, 0.2, 0.16)
    _text(c, left, h - 50, "M", 20, BOLD)
    c.setFillGray(0.35)
    _text(c, left + 22, h - 49, "Gmail", 15)
    _text(c, right, h - 47, "Emma Wright <emma.wright84@gmail.com>", 8.5, BOLD, True)
    c.setFillGray(0)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.6)
    c.line(left, h - 60, right, h - 60)
    _text(c, left, h - 82, "Order #2317 confirmed", 13, BOLD)
    c.setFillGray(0.4)
    _text(c, right, h - 82, "1 message", 8, right=True)
    c.setFillGray(0)
    c.line(left, h - 92, right, h - 92)
    _text(c, left, h - 108, "Fern & Fable <store+48213@t.shopifyemail.com>", 8.5, BOLD)
    _text(c, right, h - 108, "Tue, 1 Dec 2026 at 14:22", 8.5, right=True)
    _text(c, left, h - 120, "To: emma.wright84@gmail.com", 8.5)
    bx, bright = 100, w - 100
    sage = (0.33, 0.45, 0.36)
    c.setFillColorRGB(*sage)
    _text(c, bx, h - 160, "FERN & FABLE", 16, BOLD)
    c.setFillGray(0.45)
    _text(c, bright, h - 158, "ORDER #2317", 9, right=True)
    c.setFillGray(0)
    _text(c, bx, h - 196, "Thank you for your purchase!", 15)
    c.setFillGray(0.4)
    block = (
        "Hi Emma, we're getting your order ready to be shipped. We will notify you",
        "when it has been sent.",
    )
    _block(c, bx, h - 216, block, 9, pitch=12)
    c.setFillColorRGB(*sage)
    c.roundRect(bx, h - 268, 112, 26, 4, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, bx + 13, h - 259, "View your order", 9.5, BOLD)
    c.setFillGray(0)
    _text(c, bx + 124, h - 259, "or", 9.5)
    c.setFillColorRGB(*sage)
    _text(c, bx + 138, h - 259, "Visit our store", 9.5)
    c.setFillGray(0)
    c.line(bx, h - 286, bright, h - 286)
    _text(c, bx, h - 310, "Order summary", 12)
    items = [
        ("Hand-poured Soy Candle", "2", "Fig & Cedar / 220g", "44.00"),
        ("Stoneware Mug", "4", "Speckled Oat", "72.00"),
        ("Linen Tea Towel", "1", "Sage", "14.50"),
        ("Beeswax Wraps, Set of 3", "1", "Mixed prints", "18.00"),
    ]
    y = h - 332
    for name, q, variant, a in items:
        c.setFillGray(0.9)
        c.roundRect(bx, y - 26, 36, 36, 4, stroke=1, fill=1)
        c.setFillGray(0)
        _text(c, bx + 48, y, f"{name} × {q}", 9.5, BOLD)
        c.setFillGray(0.45)
        _text(c, bx + 48, y - 13, variant, 8.5)
        c.setFillGray(0)
        _text(c, bright, y, f"£{a}", 9.5, BOLD, True)
        y -= 42
    c.line(bx + 48, y + 18, bright, y + 18)
    totals = (("Subtotal", "£148.50"), ("Discount (FERN10)", "-£14.85"), ("Shipping", "£4.95"))
    for i, (k, v) in enumerate(totals):
        c.setFillGray(0.4)
        _text(c, bx + 200, y - 2 - 16 * i, k, 9)
        c.setFillGray(0)
        _text(c, bright, y - 2 - 16 * i, v, 9, BOLD, True)
    y -= 2 + 16 * len(totals)
    c.line(bx + 200, y + 6, bright, y + 6)
    c.setFillGray(0.4)
    _text(c, bx + 200, y - 12, "Total", 10)
    c.setFillGray(0)
    _text(c, bright - 30, y - 13, "£138.60", 14, BOLD, True)
    c.setFillGray(0.45)
    _text(c, bright, y - 13, "GBP", 8.5, right=True)
    _text(c, bright, y - 28, "Including £23.10 in taxes", 8.5, right=True)
    c.setFillGray(0)
    c.line(bx, y - 44, bright, y - 44)
    _text(c, bx, y - 68, "Customer information", 12)
    address = ("Emma Wright", "14 Gay Street", "Bath BA1 2PH", "United Kingdom")
    for x, blocks in (
        (bx, (("Shipping address", address), ("Shipping method", ("Royal Mail Tracked 48",)))),
        (bx + 200, (("Billing address", address), ("Payment", ("Visa ending with 0931 — £138.60",)))),
    ):
        yy = y - 90
        for title, lines in blocks:
            _text(c, x, yy, title, 9, BOLD)
            c.setFillGray(0.4)
            _block(c, x, yy - 13, lines, 8.5, pitch=11)
            c.setFillGray(0)
            yy -= 13 + 11 * len(lines) + 14
    c.line(bx, 96, bright, 96)
    c.setFillGray(0.45)
    _text(
        c,
        bx,
        82,
        "If you have any questions, reply to this email or contact us at hello@fernandfable.co.uk",
        7.5,
    )
    _text(c, bx, 72, "Fern & Fable Ltd, Unit 6, Paintworks, Bristol BS4 3EH  ·  VAT GB 318 4471 26", 7)
    c.setFillGray(0)
    _text(
        c,
        20,
        20,
        "https://mail.google.com/mail/u/0/?ik=3fa91c07e2&view=pt&search=all&permthid=thread-f:18",
        7,
    )
    _text(c, w - 20, 20, "1/1", 7, right=True)
    return {
        "fields": {
            "document_number": "2317",
            "date": "2026-12-01",
            "total_amount": "138.60",
            "tax_amount": "23.10",
            "currency": "GBP",
            "vendor_name": "Fern & Fable",
            "customer_name": "Emma Wright",
        },
        "line_items": [{"description": d, "quantity": q, "line_amount": a} for d, q, _, a in items],
    }


def _min5_hsn(c, left: float, right: float, top: float) -> float:
    """min5's HSN/SAC summary: each code's taxable value, CGST and SGST; the y under it."""
    rows = [
        ("7214", "1,71,250.00", "9%", "15,412.50", "9%", "15,412.50", "30,825.00"),
        ("7208", "1,29,600.00", "9%", "11,664.00", "9%", "11,664.00", "23,328.00"),
        ("7215", "76,700.00", "9%", "6,903.00", "9%", "6,903.00", "13,806.00"),
        ("7304", "1,01,400.00", "9%", "9,126.00", "9%", "9,126.00", "18,252.00"),
        ("Total", "4,78,950.00", "", "43,105.50", "", "43,105.50", "86,211.00"),
    ]
    cols = (left, 110, 200, 240, 310, 350, 420, right)
    titles = (
        "HSN/SAC",
        "Taxable Value",
        "CGST Rate",
        "CGST Amount",
        "SGST Rate",
        "SGST Amount",
        "Total Tax Amount",
    )
    pitch = 13
    c.rect(left, top - pitch * (len(rows) + 1), right - left, pitch * (len(rows) + 1))
    for x in cols[1:-1]:
        c.line(x, top, x, top - pitch * (len(rows) + 1))
    for j in range(1, len(rows) + 1):
        c.line(left, top - pitch * j, right, top - pitch * j)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 9, t, 6.5, BOLD)
    for i, row in enumerate(rows):
        y = top - pitch * (i + 1) - 9
        font = BOLD if i == len(rows) - 1 else "Helvetica"
        for k, s in enumerate(row):
            if k == 0:
                _text(c, cols[0] + 3, y, s, 7.5, font)
            else:
                _text(c, cols[k + 1] - 3, y, s, 7.5, font, True)
    return top - pitch * (len(rows) + 1)


def min5(c) -> dict:
    w, h = A4
    left, right = 30, w - 30
    _centre(c, w, h - 36, "PURCHASE ORDER", 12, BOLD)
    c.setLineWidth(0.7)
    c.rect(left, 40, right - left, h - 86)
    mid = 300
    c.line(mid, h - 46, mid, h - 250)
    block = (
        "Deccan Precision Components Pvt. Ltd.",
        "Gat No. 318, Chakan Industrial Area Phase II",
        "Chakan, Pune - 410501",
        "GSTIN/UIN: 27AAFCD4821K1Z3",
        "State Name : Maharashtra, Code : 27",
        "E-Mail : purchase@deccanprecision.in",
    )
    _block(c, left + 4, h - 58, block, 8, pitch=10.5, first=BOLD)
    c.line(left, h - 124, mid, h - 124)
    _text(c, left + 4, h - 134, "Supplier (Bill from)", 7)
    block = (
        "Shree Balaji Steel Traders",
        "Plot J-112, MIDC Bhosari",
        "Pune - 411026",
        "GSTIN/UIN: 27ABKPS7788L1ZQ",
        "State Name : Maharashtra, Code : 27",
    )
    _block(c, left + 4, h - 146, block, 8, pitch=10.5, first=BOLD)
    c.line(left, h - 206, mid, h - 206)
    _text(c, left + 4, h - 216, "Ship to (Delivery address)", 7)
    _block(
        c,
        left + 4,
        h - 228,
        ("Deccan Precision Components Pvt. Ltd. - Plant 2", "Stores, Gate 3, Chakan"),
        8,
        pitch=10.5,
    )
    cells = (
        (("Voucher No.", "DPC/PO/26-27/0614"), ("Dated", "5-Dec-2026")),
        (("Reference No. & Date", "Q-1187 dt. 28-Nov-2026"), ("Mode/Terms of Payment", "45 days from GRN")),
        (("Dispatch through", "Supplier's vehicle"), ("Destination", "Chakan Plant 2")),
        (("Delivery Date", "20-Dec-2026"), ("Terms of Delivery", "F.O.R. our works")),
    )
    cw, ch = (right - mid) / 2, 34
    for j, pair in enumerate(cells):
        for k, (key, v) in enumerate(pair):
            x, y = mid + cw * k, h - 46 - ch * j
            c.rect(x, y - ch, cw, ch)
            _text(c, x + 4, y - 11, key, 7)
            _text(c, x + 4, y - 26, v, 8.5, BOLD)
    _block(
        c,
        mid + 4,
        h - 192,
        (
            "Terms of Purchase:",
            "Mill test certificate with every heat;",
            "material as per drawing and IS specification.",
        ),
        7.5,
        pitch=10,
        first=BOLD,
    )
    rows = [
        ("1", "MS Round Bar EN8 dia 32 mm", "7214", "2,500", "kg", "68.50", "1,71,250.00"),
        ("2", "MS Plate IS 2062 E250, 12 mm", "7208", "1,800", "kg", "72.00", "1,29,600.00"),
        ("3", "Bright Bar EN19 dia 25 mm", "7215", "650", "kg", "118.00", "76,700.00"),
        ("4", "Seamless Tube ST52 OD 60 x 8 mm", "7304", "120", "m", "845.00", "1,01,400.00"),
    ]
    top = h - 250
    cols = (left, 58, 260, 310, 370, 440, 470, right)
    titles = ("Sl No.", "Description of Goods", "HSN/SAC", "Quantity", "Rate", "per", "Amount")
    bottom = top - 250
    c.line(left, top - 20, right, top - 20)
    for x in cols[1:-1]:
        c.line(x, top, x, bottom)
    c.line(left, bottom, right, bottom)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 13, t, 7.5, BOLD)
    for i, (n, d, hsn, q, u, rate, a) in enumerate(rows):
        y = top - 34 - 16 * i
        _text(c, cols[0] + 6, y, n, 8.5)
        _text(c, cols[1] + 4, y, d, 8.5, BOLD)
        _text(c, cols[2] + 4, y, hsn, 8.5)
        _text(c, cols[4] - 4, y, f"{q} {u}", 8.5, BOLD, True)
        _text(c, cols[5] - 4, y, rate, 8.5, right=True)
        _text(c, cols[5] + 4, y, u, 8.5)
        _text(c, right - 4, y, a, 8.5, right=True)
    y = top - 34 - 16 * len(rows)
    c.line(cols[6], y + 8, right, y + 8)
    _text(c, right - 4, y - 2, "4,78,950.00", 8.5, right=True)
    for i, (k, v) in enumerate((("CGST @ 9%", "43,105.50"), ("SGST @ 9%", "43,105.50"))):
        _text(c, cols[2] - 4, y - 20 - 14 * i, k, 8.5, "Helvetica-BoldOblique", True)
        _text(c, cols[5] - 4, y - 20 - 14 * i, "9", 8.5, right=True)
        _text(c, cols[5] + 4, y - 20 - 14 * i, "%", 8.5)
        _text(c, right - 4, y - 20 - 14 * i, v, 8.5, BOLD, True)
    c.line(left, bottom - 18, right, bottom - 18)
    _text(c, cols[2] - 4, bottom - 12, "Total", 8.5, right=True)
    _text(c, right - 4, bottom - 12, "Rs. 5,65,161.00", 9, BOLD, True)
    _text(c, left + 4, bottom - 30, "Amount Chargeable (in words)", 7)
    _text(c, right - 4, bottom - 30, "E. & O.E", 7, "Helvetica-Oblique", True)
    _text(c, left + 4, bottom - 42, "INR Five Lakh Sixty Five Thousand One Hundred Sixty One Only", 8.5, BOLD)
    y = _min5_hsn(c, left, right, bottom - 52)
    _text(
        c,
        left + 4,
        y - 14,
        "Tax Amount (in words) :  INR Eighty Six Thousand Two Hundred Eleven Only",
        8,
        BOLD,
    )
    _text(c, left + 4, y - 32, "Company's PAN : AAFCD4821K", 8)
    block = (
        "Declaration",
        "Please quote our PO number on your invoice and delivery challan.",
        "Material received after the delivery date or not as per",
        "specification is liable to be rejected at the supplier's cost.",
    )
    _block(c, left + 4, y - 50, block, 7.5, pitch=10, first=BOLD)
    c.line(mid, y - 40, mid, 40)
    c.line(mid, y - 40, right, y - 40)
    _text(c, right - 4, y - 52, "for Deccan Precision Components Pvt. Ltd.", 8, BOLD, True)
    _text(c, right - 4, 48, "Authorised Signatory", 7.5, right=True)
    _centre(c, w, 28, "This is a Computer Generated Document", 7)
    return {
        "fields": {
            "document_number": "DPC/PO/26-27/0614",
            "date": "2026-12-05",
            "due_date": "2026-12-20",
            "total_amount": "565161.00",
            "tax_amount": "86211.00",
            "currency": "INR",
            "vendor_name": "Shree Balaji Steel Traders",
            "customer_name": "Deccan Precision Components Pvt. Ltd.",
        },
        "line_items": [_item(d, _plain(q), rate, _plain(a)) for _, d, _, q, _, rate, a in rows],
    }


def mus6(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    navy = (0.08, 0.2, 0.38)
    c.setFillColorRGB(*navy)
    p = c.beginPath()
    p.moveTo(left, h - 70)
    p.lineTo(left + 34, h - 38)
    p.lineTo(left + 34, h - 70)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    _text(c, left + 44, h - 52, "Gulfstream Air & Ocean Logistics, Inc.", 14, BOLD)
    c.setFillGray(0)
    block = (
        "8401 NW 17th St, Suite 210, Doral, FL 33126",
        "Tel (305) 555-0187  ·  billing@gulfstreamlogistics.com",
        "IATA 10-1 4471/0010  ·  FMC OTI 024417N",
    )
    _block(c, left + 44, h - 66, block, 8, pitch=10)
    c.setFillColorRGB(*navy)
    _text(c, right, h - 54, "INVOICE", 20, BOLD, True)
    c.setFillGray(0)
    box = (
        ("Invoice No.", "MIA-260871"),
        ("Invoice Date", "Dec 4, 2026"),
        ("Due Date", "Jan 3, 2027"),
        ("Customer ID", "BRSI01"),
        ("Terms", "Net 30"),
    )
    c.setLineWidth(0.5)
    c.rect(400, h - 150, right - 400, 78)
    _pairs(c, 406, right - 6, h - 86, box, pitch=14)
    _text(c, left, h - 110, "BILL TO", 7.5, BOLD)
    block = (
        "Brightwater Surgical Instruments, Inc.",
        "Attn: Accounts Payable",
        "2100 W Cypress Creek Rd",
        "Fort Lauderdale, FL 33309",
    )
    _block(c, left, h - 123, block, 9.5, pitch=12, first=BOLD)
    c.setStrokeColorRGB(*navy)
    shipment = (
        (
            ("MAWB", "045-8812 3374"),
            ("HAWB", "GSL-MIA-118204"),
            ("Flight / Date", "LA 2471 / Dec 3, 2026"),
            ("Origin", "MIA Miami"),
            ("Destination", "BOG Bogota"),
        ),
        (
            ("Pieces", "14"),
            ("Gross Weight", "386.0 kg"),
            ("Chargeable Weight", "412.0 kg"),
            ("Incoterms", "FCA Fort Lauderdale"),
            ("Commodity", "Surgical instruments"),
        ),
    )
    widths = (100, 100, 120, 100, right - left - 420)
    for j, row in enumerate(shipment):
        _cells(c, left, h - 188 - 30 * j, row, widths, 30, 8.5)
    for k, (title, lines) in enumerate(
        (
            ("SHIPPER", ("Brightwater Surgical Instruments, Inc.", "Fort Lauderdale, FL, USA")),
            ("CONSIGNEE", ("Clinica Andina de Ortopedia S.A.S.", "Calle 93 No. 15-40, Bogota, Colombia")),
        )
    ):
        _text(c, left + 270 * k, h - 264, title, 7.5, BOLD)
        _block(c, left + 270 * k, h - 276, lines, 8.5, pitch=11)
    c.setStrokeGray(0)
    rows = [
        ("AF", "Air freight MIA-BOG", "per kg", "412", "2.95", "1,215.40"),
        ("FSC", "Fuel surcharge", "per kg", "412", "0.85", "350.20"),
        ("SSC", "Security surcharge", "per kg", "412", "0.15", "61.80"),
        ("PU", "Pick-up Fort Lauderdale", "per shipment", "1", "125.00", "125.00"),
        ("SCR", "Cargo screening", "per shipment", "1", "45.00", "45.00"),
        ("AES", "AES/EEI filing", "per filing", "1", "35.00", "35.00"),
        ("DOC", "Export documentation", "per shipment", "1", "65.00", "65.00"),
        ("INS", "Cargo insurance, insured value USD 48,600.00", "per shipment", "1", "97.20", "97.20"),
    ]
    top = h - 326
    header = [
        (left, "CODE", False),
        (80, "DESCRIPTION", False),
        (330, "BASIS", False),
        (440, "QTY", True),
        (500, "RATE", True),
        (right, "AMOUNT (USD)", True),
    ]
    c.setFillColorRGB(*navy)
    for x, t, r in header:
        _text(c, x, top, t, 8, BOLD, r)
    c.setFillGray(0)
    for i, row in enumerate(rows):
        for (x, _, r), s in zip(header, row):
            _text(c, x, top - 20 - 16 * i, s, 9, right=r)
    y = top - 20 - 16 * len(rows)
    c.setFillColorRGB(*navy)
    c.rect(left, y - 30, right - left, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 8, y - 22, "TOTAL DUE", 11, BOLD)
    _text(c, 330, y - 22, "8 charges  ·  no sales tax (export)", 8.5)
    _text(c, right - 8, y - 22, "USD 1,994.60", 12, BOLD, True)
    c.setFillGray(0)
    block = (
        "Remit to: Gulfstream Air & Ocean Logistics, Inc.",
        "Wire / ACH: City National Bank of Florida, ABA 066004367, Account 3004418720",
        "Please reference invoice MIA-260871 with your payment.",
        "",
        "Rates per chargeable kilogram (greater of gross or volumetric weight, 6,000 cm3/kg).",
        "All business is transacted subject to the company's Terms and Conditions of Service,",
        "which limit its liability; a copy is available on request.",
    )
    _block(c, left, y - 56, block, 8, pitch=11, first=BOLD)
    c.setStrokeGray(0.6)
    c.line(left, 50, right, 50)
    _text(c, left, 38, "Questions about this invoice: billing@gulfstreamlogistics.com", 7)
    _text(c, right, 38, "Page 1 of 1", 7, right=True)
    return {
        "fields": {
            "document_number": "MIA-260871",
            "date": "2026-12-04",
            "due_date": "2027-01-03",
            "total_amount": "1994.60",
            "currency": "USD",
            "vendor_name": "Gulfstream Air & Ocean Logistics, Inc.",
            "customer_name": "Brightwater Surgical Instruments, Inc.",
        },
        "line_items": [_item(d, q, u, _plain(a), k) for k, d, _, q, u, a in rows],
    }


def mjp7(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    _centre(c, w, h - 62, "INVOICE", 22, BOLD)
    c.setLineWidth(0.8)
    c.line(w / 2 - 60, h - 68, w / 2 + 60, h - 68)
    c.line(w / 2 - 60, h - 71, w / 2 + 60, h - 71)
    _block(c, right, h - 96, ("No. KWW-2612-031", "Date: 2026/12/04"), 9, pitch=12, right=True)
    _text(c, left, h - 130, "Lumen Interiors Japan K.K.", 14, BOLD)
    c.line(left, h - 136, left + 240, h - 136)
    block = ("Attn: Ms. Haruka Mori, Purchasing", "3-12-8 Minami-Aoyama, Minato-ku", "Tokyo 107-0062")
    _block(c, left, h - 152, block, 9, pitch=12)
    _text(c, left, h - 200, "We hereby invoice you as follows.", 9)
    c.setLineWidth(1.2)
    c.rect(left, h - 240, 250, 30)
    _text(c, left + 8, h - 229, "Total Amount (tax incl.)", 9, BOLD)
    _text(c, left + 242, h - 230, "¥409,200", 15, BOLD, True)
    _text(c, left, h - 256, "Payment Due: 2027/01/31", 9, BOLD)
    block = (
        "Kyoto Washi Works Co., Ltd.",
        "48 Karasuma-dori Shijo-agaru",
        "Shimogyo-ku, Kyoto 600-8008",
        "TEL 075-555-0143",
        "Registration No. T8130001045721",
        "Person in charge: Kenji Tanaka",
    )
    _block(c, 350, h - 130, block, 8.5, pitch=11.5, first=BOLD)
    c.setStrokeColorRGB(0.8, 0.1, 0.1)
    c.setFillColorRGB(0.8, 0.1, 0.1)
    c.setLineWidth(1.5)
    c.circle(right - 22, h - 150, 17)
    _centre(c, 2 * (right - 22), h - 153, "KWW", 8, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0)
    rows = [
        ("1", "Washi wall panel 900 x 1800 mm, kozo white", "12", "pcs", "18,500", "222,000"),
        ("2", "Washi pendant shade, 450 mm dia.", "8", "pcs", "12,800", "102,400"),
        ("3", "Lamp fitting kit E26, black cord 1.5 m", "8", "set", "2,450", "19,600"),
        ("4", "Custom indigo dyeing, per panel", "6", "pcs", "3,200", "19,200"),
        ("5", "Packing and delivery to Tokyo", "1", "lot", "8,800", "8,800"),
    ]
    top = h - 290
    cols = (left, 70, 318, 360, 400, 460, right)
    titles = ("No.", "Description", "Qty", "Unit", "Unit Price", "Amount")
    n, pitch = 10, 20
    c.setLineWidth(0.6)
    c.setFillGray(0.88)
    c.rect(left, top - pitch, right - left, pitch, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, top - pitch * (n + 1), right - left, pitch * (n + 1))
    for x in cols[1:-1]:
        c.line(x, top, x, top - pitch * (n + 1))
    for j in range(1, n + 1):
        c.line(left, top - pitch * j, right, top - pitch * j)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 13, t, 8.5, BOLD)
    for i, (no, d, q, u, p, a) in enumerate(rows):
        y = top - pitch * (i + 1) - 13
        _centre(c, cols[0] + cols[1], y, no, 9)
        _text(c, cols[1] + 4, y, d, 9)
        _text(c, cols[3] - 4, y, q, 9, right=True)
        _centre(c, cols[3] + cols[4], y, u, 9)
        _text(c, cols[5] - 4, y, p, 9, right=True)
        _text(c, right - 4, y, a, 9, right=True)
    y = top - pitch * (n + 1)
    totals = (("Subtotal", "372,000"), ("Consumption Tax (10%)", "37,200"), ("Total", "409,200"))
    for i, (k, v) in enumerate(totals):
        font = BOLD if i == 2 else "Helvetica"
        c.rect(cols[3], y - pitch * (i + 1), right - cols[3], pitch)
        c.line(cols[5], y - pitch * i, cols[5], y - pitch * (i + 1))
        _text(c, cols[3] + 5, y - pitch * i - 13, k, 8.5, font)
        _text(c, right - 4, y - pitch * i - 13, v, 9, font, True)
    c.rect(left, y - 60, cols[3] - left - 20, 60)
    block = (
        "Remarks",
        "Delivered 2026/11/30 to your Omotesando showroom.",
        "Amounts in Japanese yen. Reduced-rate items: none.",
    )
    _block(c, left + 6, y - 14, block, 8, pitch=12, first=BOLD)
    block = (
        "Bank transfer to:",
        "MUFG Bank, Ltd.  Kyoto Branch (branch code 431)",
        "Ordinary account No. 1234567",
        "Account name: Kyoto Washi Works Co., Ltd.",
        "Bank transfer fees are to be borne by the customer.",
    )
    _block(c, left, y - 100, block, 8.5, pitch=12, first=BOLD)
    _centre(c, w, 40, "Kyoto Washi Works Co., Ltd.  ·  www.kyotowashiworks.jp", 7)
    return {
        "fields": {
            "document_number": "KWW-2612-031",
            "date": "2026-12-04",
            "due_date": "2027-01-31",
            "total_amount": "409200",
            "tax_amount": "37200",
            "currency": "JPY",
            "vendor_name": "Kyoto Washi Works Co., Ltd.",
            "customer_name": "Lumen Interiors Japan K.K.",
        },
        "line_items": [_item(d, q, _plain(p), _plain(a)) for _, d, q, _, p, a in rows],
    }


def mpl8(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    red = (0.7, 0.12, 0.15)
    c.setFillColorRGB(*red)
    _text(c, left, h - 56, "POLIGRAFIA WAWEL", 18, BOLD)
    c.setFillGray(0.35)
    _text(c, left, h - 69, "druk offsetowy i cyfrowy  ·  opakowania  ·  etykiety", 8)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    meta = (
        ("Miejsce wystawienia:", "Krakow"),
        ("Data wystawienia:", "2026-12-03"),
        ("Data sprzedazy:", "2026-12-02"),
    )
    c.rect(350, h - 92, right - 350, 48)
    for i, (k, v) in enumerate(meta):
        _text(c, 356, h - 58 - 14 * i, k, 8.5)
        _text(c, right - 6, h - 58 - 14 * i, v, 8.5, BOLD, True)
    _text(c, left, h - 124, "FAKTURA VAT nr FV/2026/12/0047", 15, BOLD)
    _text(c, left, h - 137, "ORYGINAL", 8)
    for x, title, lines in (
        (
            left,
            "Sprzedawca",
            ("Poligrafia Wawel Sp. z o.o.", "ul. Zablocie 23", "30-701 Krakow", "NIP: 676-248-91-05"),
        ),
        (305, "Nabywca", ("Cukiernia Pod Arkadami s.c.", "Rynek 12", "33-100 Tarnow", "NIP: 873-301-56-29")),
    ):
        c.setFillGray(0.88)
        c.rect(x, h - 168, 250, 16, stroke=1, fill=1)
        c.setFillGray(0)
        _text(c, x + 6, h - 163, title, 8.5, BOLD)
        c.rect(x, h - 234, 250, 66)
        _block(c, x + 6, h - 182, lines, 9, pitch=12, first=BOLD)
    rows = [
        (
            "1",
            "Pudelko na tort 28x28x12 cm, nadruk 2 kolory",
            "szt.",
            "1 500",
            "2,14",
            "3 210,00",
            "23%",
            "738,30",
            "3 948,30",
        ),
        (
            "2",
            "Torba papierowa 32x17x27 cm z logo",
            "szt.",
            "2 000",
            "1,35",
            "2 700,00",
            "23%",
            "621,00",
            "3 321,00",
        ),
        (
            "3",
            "Naklejki okragle fi 40 mm, rolka 1000 szt.",
            "rol.",
            "12",
            "48,90",
            "586,80",
            "23%",
            "134,96",
            "721,76",
        ),
        ("4", "Projekt graficzny etykiety", "usl.", "1", "450,00", "450,00", "23%", "103,50", "553,50"),
    ]
    top = h - 262
    cols = (left, 60, 236, 260, 296, 342, 398, 428, 480, right)
    titles = (
        ("Lp.",),
        ("Nazwa towaru lub uslugi",),
        ("J.m.",),
        ("Ilosc",),
        ("Cena", "netto"),
        ("Wartosc", "netto"),
        ("Stawka", "VAT"),
        ("Kwota", "VAT"),
        ("Wartosc", "brutto"),
    )
    pitch = 18
    c.setFillGray(0.88)
    c.rect(left, top - 24, right - left, 24, stroke=0, fill=1)
    c.setFillGray(0)
    bottom = top - 24 - pitch * len(rows)
    c.rect(left, bottom, right - left, top - bottom)
    for x in cols[1:-1]:
        c.line(x, top, x, bottom)
    for j in range(len(rows)):
        c.line(left, top - 24 - pitch * j, right, top - 24 - pitch * j)
    for k, lines in enumerate(titles):
        for i, t in enumerate(lines):
            _centre(c, cols[k] + cols[k + 1], top - (15 if len(lines) == 1 else 10 + 8 * i), t, 7, BOLD)
    for i, row in enumerate(rows):
        y = top - 24 - pitch * i - 12
        for k, s in enumerate(row):
            if k in (1, 2):
                _text(c, cols[k] + 3, y, s, 7.5)
            elif k == 0:
                _centre(c, cols[0] + cols[1], y, s, 7.5)
            else:
                _text(c, cols[k + 1] - 3, y, s, 7.5, right=True)
    sums = (
        ("Razem:", "6 946,80", "", "1 597,76", "8 544,56"),
        ("w tym:", "6 946,80", "23%", "1 597,76", "8 544,56"),
    )
    for i, (k, net, rate, vat, gross) in enumerate(sums):
        y = bottom - 14 - 14 * i
        font = BOLD if i == 0 else "Helvetica"
        _text(c, cols[5] - 4, y, k, 7.5, font, True)
        _text(c, cols[6] - 3, y, net, 7.5, font, True)
        _centre(c, cols[6] + cols[7], y, rate, 7.5)
        _text(c, cols[8] - 3, y, vat, 7.5, font, True)
        _text(c, right - 3, y, gross, 7.5, font, True)
    c.rect(cols[5], bottom - 34, right - cols[5], 34)
    y = bottom - 70
    c.setFillGray(0.88)
    c.rect(left, y - 8, right - left, 24, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 8, y, "Do zaplaty:", 12, BOLD)
    _text(c, right - 8, y, "8 544,56 PLN", 12, BOLD, True)
    block = (
        "Slownie: osiem tysiecy piecset czterdziesci cztery PLN 56/100",
        "Sposob platnosci: przelew",
        "Termin platnosci: 2026-12-17",
        "Nr konta: mBank S.A. 49 1140 2004 0000 3102 7751 2284",
    )
    _block(c, left, y - 30, block, 9, pitch=13)
    for x, s in ((left, "Osoba upowazniona do wystawienia"), (335, "Osoba upowazniona do odbioru")):
        c.line(x, 130, x + 220, 130)
        _centre(c, 2 * x + 220, 119, s, 7)
    _text(c, left + 50, 136, "Joanna Kowal", 9)
    _centre(
        c,
        w,
        50,
        "Poligrafia Wawel Sp. z o.o.  ·  KRS 0000418823  ·  BDO 000112487  ·  www.poligrafiawawel.pl",
        7,
    )
    return {
        "fields": {
            "document_number": "FV/2026/12/0047",
            "date": "2026-12-03",
            "due_date": "2026-12-17",
            "total_amount": "8544.56",
            "tax_amount": "1597.76",
            "currency": "PLN",
            "vendor_name": "Poligrafia Wawel Sp. z o.o.",
            "customer_name": "Cukiernia Pod Arkadami s.c.",
        },
        "line_items": [_item(d, _plain(q), _plain(u), _plain(a)) for _, d, _, q, u, a, _, _, _ in rows],
    }


MUS9_RATES = {"EMR": Decimal("650.00"), "JTK": Decimal("395.00"), "LPS": Decimal("210.00")}
MUS9_TIME = (  # date, timekeeper, description, hours
    ("Nov 2, 2026", "EMR", "Conference with client re landlord's notice of default", "1.2"),
    ("Nov 2, 2026", "JTK", "Review lease, amendments and notice of default", "2.8"),
    ("Nov 3, 2026", "JTK", "Research re cure periods under Pennsylvania law", "3.1"),
    ("Nov 3, 2026", "LPS", "Organize lease file and correspondence index", "1.5"),
    ("Nov 4, 2026", "EMR", "Draft response letter to landlord's counsel", "1.6"),
    ("Nov 5, 2026", "JTK", "Revise response letter; cite cure provisions", "1.4"),
    ("Nov 6, 2026", "EMR", "Telephone call with landlord's counsel re standstill", "0.6"),
    ("Nov 9, 2026", "JTK", "Draft complaint for declaratory judgment", "4.2"),
    ("Nov 10, 2026", "JTK", "Continue drafting complaint; prepare exhibits", "3.6"),
    ("Nov 10, 2026", "LPS", "Assemble complaint exhibits A through K", "2.2"),
    ("Nov 11, 2026", "EMR", "Review and revise complaint", "1.8"),
    ("Nov 12, 2026", "EMR", "Conference with client re complaint and strategy", "1.0"),
    ("Nov 12, 2026", "JTK", "Draft motion for preliminary injunction", "3.9"),
    ("Nov 13, 2026", "JTK", "Draft brief in support of injunction motion", "4.6"),
    ("Nov 16, 2026", "EMR", "Revise injunction motion and brief", "2.1"),
    ("Nov 16, 2026", "LPS", "Prepare filing package; e-file complaint and motion", "1.8"),
    ("Nov 17, 2026", "JTK", "Prepare declaration of facilities director", "2.3"),
    ("Nov 18, 2026", "EMR", "Prepare for preliminary injunction hearing", "2.5"),
    ("Nov 19, 2026", "EMR", "Attend preliminary injunction hearing", "3.4"),
    ("Nov 19, 2026", "JTK", "Attend hearing; notes on the court's rulings", "3.4"),
    ("Nov 20, 2026", "JTK", "Memo to client re hearing outcome and next steps", "1.3"),
    ("Nov 23, 2026", "LPS", "Prepare deposition notices and subpoena", "1.1"),
    ("Nov 24, 2026", "JTK", "Outline for deposition of property manager", "2.9"),
    ("Nov 25, 2026", "EMR", "Defend deposition of facilities director", "2.7"),
    ("Nov 30, 2026", "EMR", "Settlement call with landlord's counsel", "0.8"),
    ("Nov 30, 2026", "JTK", "Review landlord's document production", "2.4"),
)
MUS9_COSTS = (  # date, description, amount
    ("Nov 16, 2026", "Court filing fee - Court of Common Pleas", "338.75"),
    ("Nov 16, 2026", "Messenger service - courthouse filing", "42.50"),
    ("Nov 25, 2026", "Deposition transcript - Veritext", "612.40"),
    ("Nov 30, 2026", "Westlaw legal research charges", "186.00"),
)
MUS9_HEADER = [
    (54, "Date", False),
    (122, "Atty", False),
    (154, "Description", False),
    (436, "Hours", True),
    (490, "Rate", True),
    (558, "Amount", True),
]


def _mus9_page(c, n: int) -> float:
    """mus9's letterhead (page 1) or running head (page 2), its page number and the time table's header; the
    y of the header."""
    w, h = letter
    left, right = 54, w - 54
    tr, tb = "Times-Roman", "Times-Bold"
    if n == 1:
        _centre(c, w, h - 52, "WHITCOMBE, ASHBY & ROURKE LLP", 17, tb)
        _centre(c, w, h - 66, "Attorneys at Law", 10, "Times-Italic")
        _centre(
            c,
            w,
            h - 80,
            "1650 Market Street, Suite 3600  ·  Philadelphia, PA 19103  ·  (215) 555-0190",
            8.5,
            tr,
        )
        c.setLineWidth(0.8)
        c.line(left, h - 88, right, h - 88)
        top = h - 316
    else:
        _text(c, left, h - 50, "Whitcombe, Ashby & Rourke LLP", 9, tb)
        _text(c, right, h - 50, "Delaware Valley Biologics, Inc.  ·  Invoice No. 118402", 9, tr, True)
        c.setLineWidth(0.5)
        c.line(left, h - 56, right, h - 56)
        _text(c, left, h - 80, "PROFESSIONAL SERVICES (continued)", 10, tb)
        top = h - 102
    _centre(c, w, 36, f"Page {n} of 2", 8, tr)
    for x, t, r in MUS9_HEADER:
        _text(c, x, top, t, 9, tb, r)
    c.setLineWidth(0.5)
    c.line(left, top - 5, right, top - 5)
    return top


def _mus9_first(c) -> None:
    """mus9's client, invoice and matter block on page 1."""
    w, h = letter
    left, right = 54, w - 54
    tr, tb = "Times-Roman", "Times-Bold"
    block = (
        "Delaware Valley Biologics, Inc.",
        "Attn: Margaret Chen, General Counsel",
        "700 Commerce Drive",
        "King of Prussia, PA 19406",
    )
    _block(c, left, h - 124, block, 10.5, tr, pitch=13)
    info = (
        ("Invoice No.", "118402"),
        ("Invoice Date", "December 7, 2026"),
        ("Client No.", "20417"),
        ("Matter No.", "20417-003"),
        ("Federal Tax ID", "23-2847710"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 380, h - 124 - 13 * i, k, 10, tb)
        _text(c, right, h - 124 - 13 * i, v, 10, tr, True)
    _text(c, left, h - 216, "RE:  Lease dispute - 400 Chestnut Street premises", 11, tb)
    _text(
        c, left, h - 232, "For professional services rendered through November 30, 2026", 10, "Times-Italic"
    )
    _text(c, left, h - 290, "PROFESSIONAL SERVICES", 10, tb)


def mus9(c) -> dict:
    w = letter[0]
    left, right = 54, w - 54
    tr, tb = "Times-Roman", "Times-Bold"
    entries, fees, hours = [], Decimal(0), {k: Decimal(0) for k in MUS9_RATES}
    for day, who, d, hrs in MUS9_TIME:
        amount = Decimal(hrs) * MUS9_RATES[who]
        fees += amount
        hours[who] += Decimal(hrs)
        entries.append((day, who, d, hrs, f"{MUS9_RATES[who]:,.2f}", f"{amount:,.2f}"))
    costs = sum(Decimal(a) for _, _, a in MUS9_COSTS)
    _mus9_first(c)
    y = _mus9_page(c, 1) - 20
    for i, row in enumerate(entries):
        if i == 18:
            _text(c, right, y - 4, "Continued on next page", 9, "Times-Italic", True)
            c.showPage()
            y = _mus9_page(c, 2) - 20
        for (x, _, r), s in zip(MUS9_HEADER, row):
            _text(c, x, y, s, 9.5, tr, r)
        y -= 15
    c.line(380, y + 8, right, y + 8)
    _text(c, 154, y - 6, "Total professional services", 10, tb)
    _text(c, 436, y - 6, f"{sum(hours.values()):.1f}", 10, tb, True)
    _text(c, right, y - 6, f"${fees:,.2f}", 10, tb, True)
    y -= 40
    _text(c, left, y, "DISBURSEMENTS", 10, tb)
    c.line(left, y - 5, right, y - 5)
    for i, (day, d, a) in enumerate(MUS9_COSTS):
        _text(c, left, y - 20 - 15 * i, day, 9.5, tr)
        _text(c, 154, y - 20 - 15 * i, d, 9.5, tr)
        _text(c, right, y - 20 - 15 * i, a, 9.5, tr, True)
    y -= 20 + 15 * len(MUS9_COSTS)
    c.line(380, y + 8, right, y + 8)
    _text(c, 154, y - 6, "Total disbursements", 10, tb)
    _text(c, right, y - 6, f"${costs:,.2f}", 10, tb, True)
    y -= 40
    for i, (k, v) in enumerate((("Total fees", f"${fees:,.2f}"), ("Total disbursements", f"${costs:,.2f}"))):
        _text(c, 290, y - 15 * i, k, 10, tr)
        _text(c, right - 6, y - 15 * i, v, 10, tr, True)
    c.setLineWidth(1)
    c.rect(282, y - 50, right - 282, 24)
    _text(c, 290, y - 42, "TOTAL AMOUNT DUE THIS INVOICE", 10.5, tb)
    _text(c, right - 6, y - 42, f"${fees + costs:,.2f}", 10.5, tb, True)
    y -= 84
    _text(c, left, y, "Timekeeper summary", 10, tb)
    names = {
        "EMR": "Elizabeth M. Rourke, Partner",
        "JTK": "James T. Kowal, Associate",
        "LPS": "Laura P. Santos, Paralegal",
    }
    for i, (k, name) in enumerate(names.items()):
        yy = y - 16 - 13 * i
        _text(c, left, yy, f"{k}  {name}", 9.5, tr)
        _text(c, 330, yy, f"{hours[k]:.1f} hrs", 9.5, tr, True)
        _text(c, 420, yy, f"at {MUS9_RATES[k]:,.2f}", 9.5, tr, True)
        _text(c, right, yy, f"{hours[k] * MUS9_RATES[k]:,.2f}", 9.5, tr, True)
    block = (
        "Payment is due within 30 days of the invoice date.",
        "Please include the invoice number with your remittance.",
        "Wire transfers: PNC Bank, N.A., ABA 031000053, Account 8610442917 (IOLTA excluded).",
    )
    _block(c, left, y - 76, block, 8.5, "Times-Italic", pitch=11)
    return {
        "fields": {
            "document_number": "118402",
            "date": "2026-12-07",
            "total_amount": f"{fees + costs:.2f}",
            "currency": "USD",
            "vendor_name": "Whitcombe, Ashby & Rourke LLP",
            "customer_name": "Delaware Valley Biologics, Inc.",
        },
        "line_items": [_item(d, hrs, _plain(u), _plain(a)) for _, _, d, hrs, u, a in entries]
        + [{"description": d, "line_amount": a} for _, d, a in MUS9_COSTS],
    }


def mae10(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    teal = (0.0, 0.42, 0.45)
    c.setFillColorRGB(*teal)
    c.rect(0, h - 74, w, 74, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left, h - 40, "Al Noor Facilities Management L.L.C.", 16, BOLD)
    _text(c, left, h - 56, "Integrated facilities management  ·  MEP  ·  HVAC  ·  cleaning", 8.5)
    _block(
        c,
        right,
        h - 30,
        (
            "Office 1204, Al Quoz Business Centre",
            "Al Quoz 3, Dubai, U.A.E.",
            "+971 4 555 0193",
            "accounts@alnoorfm.ae",
        ),
        7.5,
        pitch=9.5,
        right=True,
    )
    c.setFillGray(0)
    _text(c, left, h - 92, "TRN: 100384729100003", 9, BOLD)
    _centre(c, w, h - 122, "TAX INVOICE", 18, BOLD)
    _text(c, left, h - 150, "Bill To", 8.5, BOLD)
    block = (
        "Marina Crest Hotel Apartments L.L.C.",
        "Al Marsa Street, Dubai Marina",
        "P.O. Box 118204, Dubai, U.A.E.",
        "TRN: 100219845600003",
    )
    _block(c, left, h - 164, block, 9.5, pitch=12.5, first=BOLD)
    details = (
        ("Invoice No.", "ANF-INV-2026-1187"),
        ("Invoice Date", "06/12/2026"),
        ("Due Date", "05/01/2027"),
        ("Contract Ref.", "AMC-2026-044"),
        ("Payment Terms", "30 days"),
    )
    c.setLineWidth(0.5)
    c.setStrokeColorRGB(*teal)
    for i, (k, v) in enumerate(details):
        y = h - 142 - 16 * i
        c.setFillColorRGB(0.88, 0.94, 0.94)
        c.rect(330, y - 16, 90, 16, stroke=1, fill=1)
        c.setFillGray(0)
        c.rect(420, y - 16, right - 420, 16)
        _text(c, 334, y - 11, k, 8, BOLD)
        _text(c, 424, y - 11, v, 9)
    rows = [
        (
            "1",
            "HVAC preventive maintenance - December 2026",
            "1",
            "Month",
            "8,500.00",
            "8,500.00",
            "5%",
            "425.00",
            "8,925.00",
        ),
        (
            "2",
            "Chiller water treatment chemicals",
            "4",
            "Drum",
            "1,150.00",
            "4,600.00",
            "5%",
            "230.00",
            "4,830.00",
        ),
        (
            "3",
            "AHU filter replacement, G4 592x592 mm",
            "36",
            "Pcs",
            "62.50",
            "2,250.00",
            "5%",
            "112.50",
            "2,362.50",
        ),
        (
            "4",
            "Emergency call-out, 14 Nov 2026, after hours",
            "1",
            "Job",
            "1,200.00",
            "1,200.00",
            "5%",
            "60.00",
            "1,260.00",
        ),
        (
            "5",
            "Pest control service, common areas",
            "2",
            "Visit",
            "750.00",
            "1,500.00",
            "5%",
            "75.00",
            "1,575.00",
        ),
    ]
    top = h - 250
    cols = (left, 58, 236, 262, 294, 346, 404, 432, 484, right)
    titles = (
        ("S.No",),
        ("Description",),
        ("Qty",),
        ("Unit",),
        ("Unit Price", "(AED)"),
        ("Taxable", "Amount"),
        ("VAT", "%"),
        ("VAT", "Amount"),
        ("Total", "incl. VAT"),
    )
    pitch = 20
    c.setFillColorRGB(*teal)
    c.rect(left, top - 24, right - left, 24, stroke=0, fill=1)
    c.setFillGray(1)
    for k, lines in enumerate(titles):
        for i, t in enumerate(lines):
            _centre(c, cols[k] + cols[k + 1], top - (15 if len(lines) == 1 else 10 + 9 * i), t, 7, BOLD)
    c.setFillGray(0)
    bottom = top - 24 - pitch * len(rows)
    c.rect(left, bottom, right - left, top - bottom)
    for x in cols[1:-1]:
        c.line(x, top - 24, x, bottom)
    for i, row in enumerate(rows):
        y = top - 24 - pitch * i - 13
        if i:
            c.line(left, y + 13, right, y + 13)
        for k, s in enumerate(row):
            if k == 1:
                _text(c, cols[1] + 3, y, s, 7.5)
            elif k in (0, 3, 6):
                _centre(c, cols[k] + cols[k + 1], y, s, 7.5)
            else:
                _text(c, cols[k + 1] - 3, y, s, 7.5, right=True)
    strip = (
        ("Total (Excl. VAT)", "AED 18,050.00"),
        ("VAT @ 5%", "AED 902.50"),
        ("Total Amount (Incl. VAT)", "AED 18,952.50"),
    )
    sw = (right - left) / 3
    for k, (key, v) in enumerate(strip):
        x = left + sw * k
        last = k == 2
        if last:
            c.setFillColorRGB(*teal)
            c.rect(x, bottom - 52, sw, 40, stroke=1, fill=1)
            c.setFillGray(1)
        else:
            c.rect(x, bottom - 52, sw, 40)
        _text(c, x + 8, bottom - 26, key, 8, BOLD)
        _text(c, x + sw - 8, bottom - 44, v, 11 if last else 10, BOLD, True)
        c.setFillGray(0)
    c.setStrokeGray(0)
    y = bottom - 76
    _text(c, left, y, "Amount in words:", 8.5, BOLD)
    _text(c, left + 76, y, "UAE Dirhams Eighteen Thousand Nine Hundred Fifty-Two and Fifty Fils Only", 8.5)
    block = (
        "Bank details",
        "Emirates NBD PJSC, Al Quoz Branch",
        "Account name: Al Noor Facilities Management L.L.C.",
        "IBAN AE07 0260 0010 1523 4567 801  ·  SWIFT EBILAEAD",
        "Please quote the invoice number with your payment.",
    )
    _block(c, left, y - 30, block, 8.5, pitch=12, first=BOLD)
    c.line(380, y - 80, right, y - 80)
    _text(c, right, y - 92, "For Al Noor Facilities Management L.L.C.", 8, right=True)
    _centre(
        c,
        w,
        40,
        "This is a computer generated tax invoice and is valid without signature.",
        7.5,
        "Helvetica-Oblique",
    )
    return {
        "fields": {
            "document_number": "ANF-INV-2026-1187",
            "date": "2026-12-06",
            "due_date": "2027-01-05",
            "total_amount": "18952.50",
            "tax_amount": "902.50",
            "currency": "AED",
            "vendor_name": "Al Noor Facilities Management L.L.C.",
            "customer_name": "Marina Crest Hotel Apartments L.L.C.",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a)) for _, d, q, _, u, a, _, _, _ in rows],
    }


LAYOUTS = {
    "mbe1": (mbe1, A4),
    "mat2": (mat2, A4),
    "mus3": (mus3, letter),
    "muk4": (muk4, A4),
    "min5": (min5, A4),
    "mus6": (mus6, letter),
    "mjp7": (mjp7, A4),
    "mpl8": (mpl8, A4),
    "mus9": (mus9, letter),
    "mae10": (mae10, A4),
}
SCANNED = ("mbe1", "mus3", "mjp7", "mae10")
