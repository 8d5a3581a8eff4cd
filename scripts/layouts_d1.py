"""Five more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: a UK builders'
merchant's till receipt with a VAT analysis, an Austrian Rechnung with discounts and both UID numbers, a US
truckload carrier's freight bill with PRO and BOL numbers, a Dutch horeca wholesaler's factuur at 9 % and 21 % BTW,
and a Spanish electrical wholesaler's factura with discounts and a tax box.
"""

from __future__ import annotations

from layouts_set import _centre, _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth


def _bars(c, w: float, y: float, digits: str, height: float) -> None:
    """Bars, centred on a page ``w`` wide, standing for a printed barcode of ``digits`` (not a real symbology)."""
    bars = [(0.6 + 0.45 * (int(d) % 4), 0.9 + 0.3 * (int(d) % 3)) for d in "11" + digits + "101"]
    x = (w - sum(a + b for a, b in bars)) / 2
    for width, gap in bars:
        c.rect(x, y, width, height, stroke=0, fill=1)
        x += width + gap


def hw1(c) -> dict:
    w, h = 230, 600
    c.rect(12, h - 44, w - 24, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 35, "BROOKES BUILDING SUPPLIES", 11.5, "Helvetica-Bold")
    c.setFillGray(0)
    _centre(c, w, h - 54, "Timber  -  Plumbing  -  Heating  -  Tools  -  Hire", 6.5, "Helvetica-Oblique")
    for i, s in enumerate(
        (
            "Huddersfield Branch (0147)",
            "Unit 4, Calder Trade Park",
            "Leeds Road, Huddersfield HD1 6PL",
            "Tel: 01484 552719",
            "VAT No: GB 318 4472 06",
        )
    ):
        _centre(c, w, h - 68 - 9 * i, s, 7.5)
    _centre(c, w, h - 124, "SALES RECEIPT - CASH SALE", 8.5, "Helvetica-Bold")
    for i, (a, b) in enumerate((("03/12/2026 14:07", "Till: 02"), ("Cashier: DEAN W", "Trans: 558302"))):
        _text(c, 12, h - 140 - 10 * i, a, 7.5)
        _text(c, w - 12, h - 140 - 10 * i, b, 7.5, right=True)
    c.setDash(1, 1.5)
    c.setLineWidth(0.5)
    c.line(12, h - 158, w - 12, h - 158)
    rows = [
        ("118204", "GYPSUM MULTI FINISH 25KG", "2", "11.49", "22.98"),
        ("213377", "ANGLE BEAD GALV 2.4M", "2", "4.99", "9.98"),
        ("510336", "BUILDING SAND MINI BAG", "3", "4.85", "14.55"),
        ("420981", "STANLEY FATMAX KNIFE", None, None, "12.99"),
        ("217730", "TIMBERSCREW 5.0X70 BOX 100", None, None, "8.45"),
        ("602214", "PVA BOND 5L", None, None, "15.60"),
        ("110452", "CLS 38X63MM 2.4M REG", "6", "3.85", "23.10"),
        ("330118", "COTTON DUST SHEET 12X9FT", None, None, "6.79"),
    ]
    y = h - 172
    for code, name, qty, unit, amount in rows:
        _text(c, 12, y, code, 7.5)
        _text(c, 44, y, name, 7.5)
        if qty:
            y -= 10
            _text(c, 56, y, f"{qty} @ {unit}", 7.5)
        _text(c, w - 12, y, amount, 7.5, right=True)
        y -= 12
    c.line(12, y + 4, w - 12, y + 4)
    _text(c, 12, y - 8, "SUBTOTAL", 8)
    _text(c, w - 12, y - 8, "114.44", 8, right=True)
    _text(c, 12, y - 24, "TOTAL", 11, "Helvetica-Bold")
    _text(c, w - 12, y - 24, "£114.44", 11, "Helvetica-Bold", True)
    for i, (k, v) in enumerate((("CARD", "114.44"), ("CHANGE", "0.00"))):
        _text(c, 12, y - 38 - 10 * i, k, 8)
        _text(c, w - 12, y - 38 - 10 * i, v, 8, right=True)
    _text(c, 12, y - 64, "NO. OF ITEMS: 17", 7.5)
    c.line(12, y - 72, w - 12, y - 72)
    for i, (a, b) in enumerate(
        (
            ("MASTERCARD DEBIT", "CONTACTLESS"),
            ("CARD NO: ************5521", "ICC"),
            ("AID: A0000000041010", "PAN SEQ: 00"),
            ("MERCHANT: ****4417", "AUTH: 314872"),
        )
    ):
        _text(c, 12, y - 84 - 9 * i, a, 6.5)
        _text(c, w - 12, y - 84 - 9 * i, b, 6.5, right=True)
    _centre(c, w, y - 126, "CARDHOLDER COPY - PLEASE RETAIN", 6.5)
    c.line(12, y - 134, w - 12, y - 134)
    _text(c, 12, y - 146, "VAT ANALYSIS", 7.5, "Helvetica-Bold")
    for i, (k, v) in enumerate((("Net goods", "95.37"), ("VAT 20% on 95.37", "19.07"), ("Gross", "114.44"))):
        _text(c, 12, y - 158 - 10 * i, k, 7.5)
        _text(c, w - 12, y - 158 - 10 * i, v, 7.5, right=True)
    c.setDash()
    _bars(c, w, y - 222, "0147025583020312", 30)
    _centre(c, w, y - 232, "0147 02 558302 031226", 7)
    for i, s in enumerate(
        (
            "Goods may be returned unused within 30 days",
            "with this receipt. Cut timber and mixed paint",
            "cannot be refunded.",
            "Open a trade account - ask at the trade counter",
            "www.brookesbuilding.co.uk",
        )
    ):
        _centre(c, w, y - 252 - 9 * i, s, 6.5)
    return {
        "fields": {
            "document_number": "558302",
            "date": "2026-12-03",
            "total_amount": "114.44",
            "tax_amount": "19.07",
            "currency": "GBP",
            "vendor_name": "BROOKES BUILDING SUPPLIES",
        },
        "line_items": [
            {
                "item_id": i,
                "description": d,
                **({"quantity": q, "unit_price": u} if q else {}),
                "line_amount": a,
            }
            for i, d, q, u, a in rows
        ],
    }


def at2(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.1, 0.36, 0.25)
    _text(c, 57, h - 62, "STEINBAUER", 22, "Helvetica-Bold")
    c.rect(57, h - 70, 150, 2.5, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 57, h - 82, "Haustechnik  |  Installationen  |  Kundendienst", 8)
    for i, s in enumerate(
        (
            "Steinbauer Haustechnik GmbH",
            "Industriestraße 14",
            "4600 Wels",
            "Tel. +43 7242 46 118",
            "office@steinbauer-haustechnik.at",
            "www.steinbauer-haustechnik.at",
        )
    ):
        _text(c, w - 57, h - 48 - 10 * i, s, 7.5, "Helvetica-Bold" if i == 0 else "Helvetica", True)
    sender = "Steinbauer Haustechnik GmbH · Industriestraße 14 · 4600 Wels"
    _text(c, 57, h - 138, sender, 6.5)
    c.setLineWidth(0.4)
    c.line(57, h - 140, 57 + stringWidth(sender, "Helvetica", 6.5), h - 140)
    for i, s in enumerate(
        (
            "Bäckerei Moser KG",
            "z. Hd. Frau Andrea Moser",
            "Hauptplatz 7",
            "4020 Linz",
            "",
            "UID-Nr.: ATU63821947",
        )
    ):
        _text(c, 57, h - 156 - 12.5 * i, s, 10)
    for i, (k, v) in enumerate(
        (
            ("Rechnungsnummer:", "2026-00412"),
            ("Rechnungsdatum:", "19.11.2026"),
            ("Lieferdatum:", "12.11.2026"),
            ("Kundennummer:", "10387"),
            ("Ihre Bestellung:", "Angebot 2026-0388 vom 29.10.2026"),
            ("Sachbearbeiter:", "Ing. Markus Huber"),
            ("Unsere UID-Nr.:", "ATU57194628"),
        )
    ):
        _text(c, 330, h - 150 - 12 * i, k, 8)
        _text(c, 410, h - 150 - 12 * i, v, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, 330, h - 150 - 12 * 7 - 4, "Fällig am:", 8, "Helvetica-Bold")
    _text(c, 410, h - 150 - 12 * 7 - 4, "03.12.2026", 8, "Helvetica-Bold")
    _text(c, 57, h - 290, "Rechnung", 16, "Helvetica-Bold")
    _text(c, 57, h - 305, "Objekt: Tausch Warmwasserbereitung Backstube, Hauptplatz 7, 4020 Linz", 8.5)
    _text(c, 57, h - 328, "Sehr geehrte Frau Moser,", 9)
    _text(
        c, 57, h - 341, "für unsere Lieferungen und Leistungen erlauben wir uns wie folgt zu verrechnen:", 9
    )
    rows = [
        ("HT-40211", "Durchlauferhitzer elektronisch 21 kW", "1", "Stk", "489,00", "10 %", "440,10"),
        ("HT-11870", "Kupferrohr 15 x 1 mm, Stange 5 m", "8", "Stk", "24,60", "10 %", "177,12"),
        ("HT-22013", "Pressfitting Winkel 90° 15 mm", "24", "Stk", "3,85", "10 %", "83,16"),
        ("HT-30544", "Eckventil 1/2 Zoll verchromt", "6", "Stk", "11,40", "-", "68,40"),
        ("DL-0001", "Montagestunde Installateur", "7,5", "Std", "68,00", "-", "510,00"),
        ("DL-0020", "Anfahrtspauschale Zone 2", "1", "psch", "45,00", "-", "45,00"),
    ]
    top = h - 372
    c.setLineWidth(0.8)
    c.line(57, top + 12, w - 57, top + 12)
    c.line(57, top - 5, w - 57, top - 5)
    y = _table(
        c,
        top,
        [
            (57, "Art.Nr.", False),
            (112, "Bezeichnung", False),
            (340, "Menge", True),
            (348, "ME", False),
            (427, "Einzelpreis", True),
            (472, "Rabatt", True),
            (w - 57, "Gesamt", True),
        ],
        rows,
        pitch=15,
        size=8.5,
    )
    c.setLineWidth(0.4)
    c.line(57, y + 4, w - 57, y + 4)
    _pairs(c, 360, w - 57, y - 14, (("Summe netto", "1.323,78"), ("USt 20 %", "264,76")), pitch=14)
    c.setLineWidth(0.8)
    c.line(360, y - 36, w - 57, y - 36)
    _text(c, 360, y - 50, "Rechnungsbetrag EUR", 10, "Helvetica-Bold")
    _text(c, w - 57, y - 50, "1.588,54", 10, "Helvetica-Bold", True)
    c.line(360, y - 55, w - 57, y - 55)
    c.line(360, y - 57, w - 57, y - 57)
    for i, s in enumerate(
        (
            "Zahlungskonditionen: 14 Tage netto ohne Abzug.",
            "Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer auf unser Konto.",
            "Die gelieferte Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
            "",
            "Wir danken für Ihren Auftrag und stehen für Rückfragen gerne zur Verfügung.",
            "Mit freundlichen Grüßen",
            "Steinbauer Haustechnik GmbH",
        )
    ):
        _text(c, 57, y - 90 - 12 * i, s, 8.5)
    c.setLineWidth(0.4)
    c.line(57, 78, w - 57, 78)
    for x, lines in (
        (
            57,
            (
                "Steinbauer Haustechnik GmbH",
                "Industriestraße 14, 4600 Wels",
                "Geschäftsführer: Ing. Peter Steinbauer",
            ),
        ),
        (232, ("Firmenbuch: FN 284517 t", "Landesgericht Wels", "UID-Nr.: ATU57194628")),
        (392, ("Raiffeisenbank Wels", "IBAN: AT42 3471 5000 0128 4470", "BIC: RZOOAT2L715")),
    ):
        for i, s in enumerate(lines):
            _text(c, x, 66 - 9 * i, s, 6.5)
    return {
        "fields": {
            "document_number": "2026-00412",
            "date": "2026-11-19",
            "due_date": "2026-12-03",
            "total_amount": "1588.54",
            "tax_amount": "264.76",
            "currency": "EUR",
            "vendor_name": "Steinbauer Haustechnik GmbH",
            "customer_name": "Bäckerei Moser KG",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, _, u, _, a in rows],
    }


def fr3(c) -> dict:
    w, h = letter
    c.setFillColorRGB(0.55, 0.08, 0.06)
    c.rect(0, h - 78, w, 48, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 36, h - 60, "RED RIVER FREIGHT LINES, INC.", 19, "Helvetica-Bold")
    _text(c, w - 36, h - 52, "Truckload  ·  Dry Van  ·  Refrigerated", 8.5, "Helvetica-Oblique", True)
    _text(c, w - 36, h - 64, "48 States  ·  Est. 1994", 8.5, "Helvetica-Oblique", True)
    c.setFillGray(0)
    _text(
        c,
        36,
        h - 92,
        "4820 Interstate Drive, Shreveport, LA 71109  ·  (318) 555-0164  ·  billing@redriverfreight.com",
        8,
    )
    _text(c, 36, h - 103, "MC-612384  ·  USDOT 1734592  ·  SCAC RRFL", 8, "Helvetica-Bold")
    _text(c, 36, h - 136, "FREIGHT BILL / INVOICE", 15, "Helvetica-Bold")
    bx, bw = 352, w - 36 - 352
    keys = (
        ("Invoice No.", "208814"),
        ("Invoice Date", "November 24, 2026"),
        ("PRO #", "7104582231"),
        ("BOL #", "DPS-118306"),
        ("Customer Ref.", "4500912277"),
    )
    c.setLineWidth(0.6)
    c.rect(bx, h - 128 - 14 * len(keys) + 10, bw, 14 * len(keys) + 8)
    for i, (k, v) in enumerate(keys):
        _text(c, bx + 6, h - 128 - 14 * i, k, 8.5, "Helvetica-Bold")
        _text(c, bx + bw - 6, h - 128 - 14 * i, v, 8.5, right=True)
    band = (
        ("Pickup Date", "Nov 18, 2026"),
        ("Delivery Date", "Nov 20, 2026"),
        ("Equipment", "53' Dry Van"),
        ("Truck / Trailer", "214 / 5318"),
        ("Loaded Miles", "612"),
    )
    cw = (w - 72) / len(band)
    top = h - 218
    for i, (k, v) in enumerate(band):
        c.rect(36 + cw * i, top - 14, cw, 28)
        _text(c, 40 + cw * i, top + 4, k, 6.5, "Helvetica-Bold")
        _text(c, 40 + cw * i, top - 9, v, 8.5)
    for x, title, lines in (
        (
            36,
            "SHIPPER",
            (
                "Delta Packaging Solutions LLC",
                "1500 Industrial Blvd",
                "Jackson, MS 39209",
                "Contact: Tonya Reed",
            ),
        ),
        (
            w / 2 + 4,
            "CONSIGNEE",
            (
                "Ozark Fresh Markets - DC 2",
                "3301 W Sunshine St",
                "Springfield, MO 65807",
                "Receiving: Dock 7",
            ),
        ),
    ):
        pw = w / 2 - 40
        c.setFillGray(0.85)
        c.rect(x, top - 42, pw, 14, stroke=0, fill=1)
        c.setFillGray(0)
        _text(c, x + 5, top - 38, title, 7.5, "Helvetica-Bold")
        c.rect(x, top - 100, pw, 72)
        for i, s in enumerate(lines):
            _text(c, x + 6, top - 54 - 11 * i, s, 8.5)
    _text(c, 36, top - 122, "BILL TO", 7.5, "Helvetica-Bold")
    for i, s in enumerate(
        ("Ozark Fresh Markets, Inc.", "Attn: Freight Payables", "PO Box 10442", "Springfield, MO 65808")
    ):
        _text(c, 36, top - 135 - 11 * i, s, 9, "Helvetica-Bold" if i == 0 else "Helvetica")
    for i, (k, v) in enumerate(
        (
            ("Commodity:", "Corrugated boxes, flat"),
            ("Pieces:", "14 PLT"),
            ("Weight:", "18,450 lbs"),
            ("Seal #:", "0448172"),
        )
    ):
        _text(c, w / 2 + 4, top - 135 - 11 * i, k, 8, "Helvetica-Bold")
        _text(c, w / 2 + 64, top - 135 - 11 * i, v, 8.5)
    rows = [
        ("Line Haul", "612", "MI", "2.85", "1,744.20", None),
        ("Fuel Surcharge", "612", "MI", "0.58", "354.96", None),
        ("Liftgate", "1", "EA", "95.00", "95.00", None),
        (
            "Detention",
            "2.5",
            "HR",
            "75.00",
            "187.50",
            "At consignee: arrived 07:00, released 11:30, 2 hrs free",
        ),
    ]
    top -= 200
    header = [
        (42, "Description", False),
        (352, "Qty", True),
        (362, "Unit", False),
        (470, "Rate", True),
        (w - 42, "Amount", True),
    ]
    c.setFillColorRGB(0.55, 0.08, 0.06)
    c.rect(36, top - 5, w - 72, 17, stroke=0, fill=1)
    c.setFillGray(1)
    for x, s, right in header:
        _text(c, x, top, s, 8.5, "Helvetica-Bold", right)
    c.setFillGray(0)
    y = top - 20
    c.setLineWidth(0.3)
    for *cells, note in rows:
        for (x, _, right), s in zip(header, cells):
            _text(c, x, y, s, 9, right=right)
        if note:
            y -= 10
            _text(c, 54, y, note, 7, "Helvetica-Oblique")
        c.line(36, y - 7, w - 36, y - 7)
        y -= 20
    c.setLineWidth(1)
    c.rect(372, y - 30, w - 36 - 372, 24)
    _text(c, 380, y - 22, "TOTAL DUE", 11, "Helvetica-Bold")
    _text(c, w - 42, y - 22, "$2,381.66", 11, "Helvetica-Bold", True)
    _text(c, 380, y - 46, "Terms: Net 30", 9)
    _text(c, 380, y - 58, "Due Date: December 24, 2026", 9, "Helvetica-Bold")
    _text(c, 36, y - 18, "REMIT PAYMENT TO", 7.5, "Helvetica-Bold")
    for i, s in enumerate(("Red River Freight Lines, Inc.", "PO Box 8127", "Shreveport, LA 71148-8127")):
        _text(c, 36, y - 30 - 10 * i, s, 8.5)
    _text(c, 36, y - 70, "ACH: Red River Bank  ·  Routing 111103071  ·  Acct ending 4409", 8)
    for i, s in enumerate(
        (
            "Please reference the PRO # on all payments and correspondence. Accounts past due are subject to a",
            "1.5% monthly service charge. Claims for loss or damage must be filed in writing within 9 months of",
            "delivery (49 CFR Part 370). Signed delivery receipt and BOL attached.",
        )
    ):
        _text(c, 36, 88 - 9 * i, s, 7)
    _text(c, w - 36, 52, "Thank you for shipping with Red River!", 8, "Helvetica-Oblique", True)
    return {
        "fields": {
            "document_number": "208814",
            "date": "2026-11-24",
            "due_date": "2026-12-24",
            "total_amount": "2381.66",
            "currency": "USD",
            "vendor_name": "RED RIVER FREIGHT LINES, INC.",
            "customer_name": "Ozark Fresh Markets, Inc.",
        },
        "line_items": [_item(d, q, r, a) for d, q, _, r, a, _ in rows],
    }


def nl4(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.85, 0.42, 0.05)
    c.circle(w - 190, h - 62, 15, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, w - 198, h - 68, "B", 17, "Helvetica-Bold")
    c.setFillGray(0)
    _text(c, w - 168, h - 62, "BAKKER", 20, "Helvetica-Bold")
    _text(c, w - 168, h - 74, "horecagroothandel sinds 1962", 7.5, "Helvetica-Oblique")
    for i, s in enumerate(
        (
            "Horecagroothandel Bakker B.V.",
            "Nijverheidsweg 18",
            "3771 ME Barneveld",
            "T 0342 41 76 90",
            "orders@bakkerhoreca.nl",
            "",
            "KvK 09184726",
            "BTW-nummer NL812947365B01",
            "IBAN NL42 RABO 0318 4529 77",
        )
    ):
        _text(c, w - 198, h - 100 - 10 * i, s, 7.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    for i, s in enumerate(
        ("Eetcafé De Zwaan", "t.a.v. de administratie", "Voorstraat 41", "3311 ER Dordrecht")
    ):
        _text(c, 62, h - 150 - 13 * i, s, 10)
    _text(c, 62, h - 262, "FACTUUR", 20, "Helvetica-Bold")
    for i, (k, v, k2, v2) in enumerate(
        (
            ("Factuurnummer", "F-26-08731", "Klantnummer", "30452"),
            ("Factuurdatum", "24-11-2026", "Uw referentie", "WK48-0217"),
            ("Vervaldatum", "08-12-2026", "Afleverbon", "A-26-19204"),
        )
    ):
        _text(c, 62, h - 290 - 13 * i, k, 8.5, "Helvetica-Bold")
        _text(c, 150, h - 290 - 13 * i, v, 8.5)
        _text(c, 300, h - 290 - 13 * i, k2, 8.5, "Helvetica-Bold")
        _text(c, 380, h - 290 - 13 * i, v2, 8.5)
    rows = [
        ("200145", "Koffiebonen espresso blend 1 kg", "6", "19,45", "9%", "116,70"),
        ("200310", "Halfvolle melk 1 liter, tray 12 st.", "4", "13,35", "9%", "53,40"),
        ("310822", "Frituurolie vloeibaar 10 liter", "2", "27,45", "9%", "54,90"),
        ("200788", "Stroopwafels los, zak 2 kg", "2", "16,80", "9%", "33,60"),
        ("410037", "Vaatwastabletten all-in-one, 200 st.", "1", "42,50", "21%", "42,50"),
        ("410512", "Servetten wit 33 x 33 cm, 1000 st.", "3", "14,69", "21%", "44,07"),
        ("410640", "Afvalzakken 70 x 110 cm, rol 25 st.", "5", "6,45", "21%", "32,25"),
    ]
    top = h - 356
    c.setFillColorRGB(0.98, 0.9, 0.8)
    c.rect(57, top - 6, w - 114, 18, stroke=0, fill=1)
    c.setFillGray(0)
    y = _table(
        c,
        top,
        [
            (62, "Artikelcode", False),
            (122, "Omschrijving", False),
            (345, "Aantal", True),
            (420, "Prijs per stuk", True),
            (462, "BTW", True),
            (w - 62, "Bedrag", True),
        ],
        rows,
        pitch=17,
        size=8.5,
    )
    c.setStrokeColorRGB(0.85, 0.42, 0.05)
    c.setLineWidth(0.8)
    c.line(57, y + 5, w - 57, y + 5)
    c.setStrokeGray(0)
    _pairs(
        c,
        330,
        w - 62,
        y - 14,
        (
            ("Subtotaal", "€ 377,42"),
            ("BTW 9% over € 258,60", "€ 23,27"),
            ("BTW 21% over € 118,82", "€ 24,95"),
        ),
        pitch=15,
    )
    c.setFillColorRGB(0.85, 0.42, 0.05)
    c.rect(324, y - 78, w - 57 - 324, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 330, y - 70, "Totaal te betalen", 10.5, "Helvetica-Bold")
    _text(c, w - 62, y - 70, "€ 425,64", 10.5, "Helvetica-Bold", True)
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Wij verzoeken u vriendelijk het totaalbedrag vóór 08-12-2026 over te maken op",
            "IBAN NL42 RABO 0318 4529 77 t.n.v. Horecagroothandel Bakker B.V., onder vermelding van het factuurnummer.",
        )
    ):
        _text(c, 62, y - 115 - 12 * i, s, 8.5)
    _text(
        c,
        62,
        60,
        "Op al onze leveringen zijn de algemene voorwaarden van Horecagroothandel Bakker B.V. van toepassing,",
        7,
    )
    _text(
        c,
        62,
        51,
        "gedeponeerd bij de Kamer van Koophandel onder nummer 09184726. Emballage wordt niet gecrediteerd.",
        7,
    )
    return {
        "fields": {
            "document_number": "F-26-08731",
            "date": "2026-11-24",
            "due_date": "2026-12-08",
            "total_amount": "425.64",
            "currency": "EUR",
            "vendor_name": "Horecagroothandel Bakker B.V.",
            "customer_name": "Eetcafé De Zwaan",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, _, a in rows],
    }


def es5(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.0, 0.33, 0.6)
    c.rect(40, h - 82, 42, 42, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 46, h - 68, "SEG", 14, "Helvetica-Bold")
    c.setFillGray(0)
    _text(c, 92, h - 52, "Suministros Eléctricos Guadalquivir, S.L.", 12, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "CIF: B41872653",
            "Pol. Ind. La Isla, C/ Río Viejo, 23",
            "41703 Dos Hermanas (Sevilla)",
            "Tel. 954 93 18 27  ·  administracion@suministrosguadalquivir.es",
        )
    ):
        _text(c, 92, h - 65 - 10 * i, s, 8)
    c.setLineWidth(0.8)
    c.setStrokeColorRGB(0.0, 0.33, 0.6)
    c.rect(40, h - 190, 240, 64)
    c.setStrokeGray(0)
    _text(c, 48, h - 144, "FACTURA Nº 2026-A-0193", 13, "Helvetica-Bold")
    for i, s in enumerate(("Fecha: 26/11/2026", "Fecha de vencimiento: 26/12/2026", "Página 1 de 1")):
        _text(c, 48, h - 160 - 11 * i, s, 8.5)
    c.roundRect(315, h - 200, w - 40 - 315, 86, 6)
    _text(c, 323, h - 128, "Cliente", 8, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Instalaciones Hermanos Ortega, S.L.",
            "NIF: B90417326",
            "C/ Feria, 88, local 2",
            "41003 Sevilla",
            "Cód. cliente: 430.0127",
        )
    ):
        _text(c, 323, h - 142 - 12 * i, s, 9, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(
        c,
        40,
        h - 222,
        "Su pedido: OBRA-118 de 20/11/2026      Albarán: ALB-26-2207      Agente: J. Márquez",
        8,
    )
    rows = [
        ("CAB-H07-25", "Cable H07V-K 2,5 mm² azul, rollo 100 m", "4", "48,90", "15", "166,26"),
        ("MAG-C16", "Magnetotérmico 2P C16 6 kA", "12", "14,35", "15", "146,37"),
        ("DIF-40-30", "Diferencial 2P 40 A 30 mA clase AC", "4", "38,60", "15", "131,24"),
        ("LED-PAN60", "Panel LED 60x60 40 W 4000 K", "10", "22,75", "10", "204,75"),
        ("CAJ-IP65-24", "Caja estanca superficie IP65 24 módulos", "2", "67,80", "0", "135,60"),
        ("TUB-M20", "Tubo corrugado M20 gris, rollo 100 m", "5", "16,40", "0", "82,00"),
    ]
    header = [
        (45, "Ref.", False),
        (110, "Concepto", False),
        (360, "Cantidad", True),
        (420, "Precio", True),
        (465, "Dto. %", True),
        (w - 45, "Importe", True),
    ]
    top, bottom = h - 252, h - 470
    c.setLineWidth(0.5)
    c.setFillColorRGB(0.0, 0.33, 0.6)
    c.rect(40, top - 6, w - 80, 18, stroke=0, fill=1)
    c.setFillGray(1)
    for x, s, right in header:
        _text(c, x, top, s, 8.5, "Helvetica-Bold", right)
    c.setFillGray(0)
    c.rect(40, bottom, w - 80, top + 12 - bottom)
    for x in (105, 320, 368, 428, 472):
        c.line(x, top - 6, x, bottom)
    for i, row in enumerate(rows):
        for (x, _, right), s in zip(header, row):
            _text(c, x, top - 22 - 16 * i, s, 8.5, right=right)
    cells = (("Base imponible", "866,22 €"), ("IVA 21%", "181,91 €"), ("Total factura", "1.048,13 €"))
    bx, cw = 275, (w - 40 - 275) / 3
    y = bottom - 22
    for i, (k, v) in enumerate(cells):
        c.setFillGray(0.88)
        c.rect(bx + cw * i, y, cw, 14, stroke=0, fill=1)
        c.setFillGray(0)
        c.rect(bx + cw * i, y - 22, cw, 36)
        _text(c, bx + cw * i + 5, y + 4, k, 7.5, "Helvetica-Bold")
        bold = "Helvetica-Bold" if i == 2 else "Helvetica"
        _text(c, bx + cw * (i + 1) - 6, y - 15, v, 10 if i == 2 else 9, bold, True)
    for i, s in enumerate(
        (
            "Forma de pago: transferencia",
            "IBAN: ES76 2100 8461 2302 0018 4472",
            "Vencimiento: 26/12/2026",
        )
    ):
        _text(c, 40, y + 4 - 12 * i, s, 8.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, 40, y - 60, "Portes pagados. Mercancía revisada a la entrega según albarán firmado.", 8)
    for i, s in enumerate(
        (
            "Suministros Eléctricos Guadalquivir, S.L. - Inscrita en el Registro Mercantil de Sevilla, Tomo 4821,",
            "Folio 112, Hoja SE-76213. Sus datos se tratan conforme al Reglamento (UE) 2016/679 para la gestión",
            "de la relación comercial; puede ejercer sus derechos en administracion@suministrosguadalquivir.es.",
        )
    ):
        _text(c, 40, 64 - 8.5 * i, s, 6.5)
    return {
        "fields": {
            "document_number": "2026-A-0193",
            "date": "2026-11-26",
            "due_date": "2026-12-26",
            "total_amount": "1048.13",
            "tax_amount": "181.91",
            "currency": "EUR",
            "vendor_name": "Suministros Eléctricos Guadalquivir, S.L.",
            "customer_name": "Instalaciones Hermanos Ortega, S.L.",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, _, a in rows],
    }


LAYOUTS = {
    "hw1": (hw1, (230, 600)),
    "at2": (at2, A4),
    "fr3": (fr3, letter),
    "nl4": (nl4, A4),
    "es5": (es5, A4),
}
SCANNED = ("hw1", "fr3")
