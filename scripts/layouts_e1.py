"""Five narrow till receipts, written 2026-12-07 in the manner of scripts/layouts_set.py: a US supermarket's with
tax flags and weighed produce, a German bakery's Kassenbon with its MwSt table and TSE lines, a Lyon brasserie's
ticket de caisse with a TVA table, a Texas drugstore's with UPC item numbers and a coupon, and a New York fuel
station's with a pump line and a shop item.
"""

from __future__ import annotations

from layouts_set import _centre, _item, _text
from reportlab.graphics.barcode.code128 import Code128


def _barcode(c, w: float, y: float, value: str, height: float = 24) -> None:
    """A Code 128 barcode of ``value``, centred on a page ``w`` wide, its foot at ``y``."""
    code = Code128(value, barHeight=height, barWidth=0.62, quiet=False)
    code.drawOn(c, (w - code.width) / 2, y)


def us1(c) -> dict:
    w, h = 220, 500
    mono, bold = "Courier", "Courier-Bold"
    _centre(c, w, h - 30, "GREEN VALLEY MARKET", 12, bold)
    for i, s in enumerate(("2280 N High St", "Columbus, OH 43202", "Store: (614) 555-0193")):
        _centre(c, w, h - 45 - 9 * i, s, 7.5, mono)
    _centre(c, w, h - 82, "Store 0412  Lane 06  Cashier DENISE", 7, mono)
    rows = [
        ("WHOLE MILK GAL", None, "3.49", "F"),
        ("LARGE EGGS 18 CT", None, "4.79", "F"),
        ("TOASTED OATS CEREAL", None, "4.99", "F"),
        ("PASTA SAUCE 24OZ", ("2", "1.99", "2 @ 1.99"), "3.98", "F"),
        ("RED SEEDLESS GRAPES", ("1.32", "2.49", "1.32 lb @ 2.49 /lb"), "3.29", "F"),
        ("SHARP CHEDDAR 8OZ", None, "2.79", "F"),
        ("PAPER TOWELS 6 RL", None, "8.99", "T"),
        ("DISH SOAP 19.4OZ", None, "3.29", "T"),
    ]
    y = h - 106
    for name, detail, amount, flag in rows:
        _text(c, 14, y, name, 7.5, mono)
        _text(c, 192, y, amount, 7.5, mono, True)
        _text(c, 198, y, flag, 7.5, mono)
        if detail:
            y -= 10
            _text(c, 26, y, detail[2], 7.5, mono)
        y -= 11
    y -= 6
    for i, (k, v) in enumerate((("SUBTOTAL", "35.61"), ("TAX", "0.98"))):
        _text(c, 86, y - 11 * i, k, 7.5, mono)
        _text(c, 192, y - 11 * i, v, 7.5, mono, True)
    _text(c, 50, y - 28, "**** BALANCE", 9, bold)
    _text(c, 192, y - 28, "36.59", 9, bold, True)
    for i, (k, v) in enumerate((("VISA", "36.59"), ("CHANGE", "0.00"))):
        _text(c, 86, y - 46 - 11 * i, k, 7.5, mono)
        _text(c, 192, y - 46 - 11 * i, v, 7.5, mono, True)
    y -= 84
    for i, s in enumerate(
        (
            "VISA CREDIT         ************4417",
            "CHIP READ        AID A0000000031010",
            "AUTH # 04721B         APPROVED",
            "TERMINAL 06       SEQ # 118204",
        )
    ):
        _text(c, 14, y - 9 * i, s, 7, mono)
    y -= 50
    _text(c, 14, y, "NUMBER OF ITEMS SOLD = 9", 7.5, mono)
    _text(c, 14, y - 14, "DEC 05 2026 18:22", 7.5, mono)
    _text(c, 206, y - 14, "TRANS # 8841", 7.5, mono, True)
    _text(c, 14, y - 24, "0412 06 027", 7.5, mono)
    _barcode(c, w, y - 62, "0412060278841", 24)
    for i, s in enumerate(
        (
            "F = FOOD   T = TAXABLE",
            "THANK YOU FOR SHOPPING",
            "GREEN VALLEY MARKET",
            "OPEN DAILY 6AM - 11PM",
        )
    ):
        _centre(c, w, y - 78 - 9 * i, s, 7, mono)
    return {
        "fields": {
            "document_number": "8841",
            "date": "2026-12-05",
            "total_amount": "36.59",
            "tax_amount": "0.98",
            "currency": "USD",
            "vendor_name": "GREEN VALLEY MARKET",
        },
        "line_items": [
            {
                "description": d,
                **({"quantity": q[0], "unit_price": q[1]} if q else {}),
                "line_amount": a,
            }
            for d, q, a, _ in rows
        ],
    }


def de2(c) -> dict:
    w, h = 226, 470
    mono, bold = "Courier", "Courier-Bold"
    _centre(c, w, h - 30, "Bäckerei Schäfer", 12, bold)
    for i, s in enumerate(
        (
            "Inh. Thomas Schäfer e.K.",
            "Hauptstraße 27",
            "69117 Heidelberg",
            "Tel. 06221 / 16 42 80",
            "USt-IdNr. DE 283 551 204",
        )
    ):
        _centre(c, w, h - 45 - 9 * i, s, 7.5, mono)
    _text(c, 196, h - 104, "EUR", 7.5, mono, True)
    rows = [
        ("Laugenbrezel", ("3", "0,95"), "2,85", "B"),
        ("Roggenmischbrot 1000g", None, "4,20", "B"),
        ("Croissant", ("2", "1,29"), "2,58", "B"),
        ("Käsekuchen Stück", None, "2,90", "B"),
        ("Kaffee to go groß", None, "3,20", "A"),
        ("Mineralwasser 0,5l", None, "1,60", "A"),
        ("Pfand", None, "0,25", "A"),
    ]
    y = h - 117
    for name, each, amount, vat in rows:
        _text(c, 12, y, name, 7.5, mono)
        _text(c, 196, y, amount, 7.5, mono, True)
        _text(c, 202, y, vat, 7.5, mono)
        if each:
            y -= 10
            _text(c, 24, y, f"{each[0]} x {each[1]}", 7.5, mono)
        y -= 11
    _text(c, 12, y + 3, "-" * 44, 7.5, mono)
    _text(c, 12, y - 9, "SUMME EUR", 9.5, bold)
    _text(c, 196, y - 9, "17,58", 9.5, bold, True)
    _text(c, 12, y - 17, "=" * 44, 7.5, mono)
    for i, (k, v) in enumerate((("Geg. BAR", "20,00"), ("Rückgeld", "2,42"))):
        _text(c, 12, y - 30 - 10 * i, k, 7.5, mono)
        _text(c, 196, y - 30 - 10 * i, v, 7.5, mono, True)
    y -= 64
    cols = ((12, False), (106, True), (152, True), (196, True))
    for i, row in enumerate(
        (
            ("MwSt %", "Netto", "Steuer", "Brutto"),
            ("A= 19,0%", "4,24", "0,81", "5,05"),
            ("B=  7,0%", "11,71", "0,82", "12,53"),
            ("Gesamt", "15,95", "1,63", "17,58"),
        )
    ):
        for (x, right), s in zip(cols, row):
            _text(c, x, y - 10 * i, s, 7.5, mono, right)
    y -= 52
    _text(c, 12, y, "Bon-Nr.: 4821", 7.5, mono)
    _text(c, 206, y, "Kasse: 1", 7.5, mono, True)
    _text(c, 12, y - 10, "Bediener: Anna", 7.5, mono)
    _text(c, 206, y - 10, "05.12.2026 09:14", 7.5, mono, True)
    y -= 30
    for i, s in enumerate(
        (
            "TSE-Seriennr.: 7f3a9c21e84b0d65",
            "TSE-Transaktion: 48213",
            "TSE-Signaturzähler: 96614",
            "TSE-Start: 2026-12-05T09:14:02",
            "TSE-Stop:  2026-12-05T09:14:37",
            "Signatur: MEUCIQDx4vT9q2LbZ0Hn...",
        )
    ):
        _text(c, 12, y - 8.5 * i, s, 6.5, mono)
    y -= 66
    for i, s in enumerate(
        (
            "Vielen Dank für Ihren Einkauf!",
            "Mo-Fr 6:00-18:30  Sa 6:30-13:00",
            "So 7:30-11:00",
        )
    ):
        _centre(c, w, y - 10 * i, s, 7.5, mono)
    return {
        "fields": {
            "document_number": "4821",
            "date": "2026-12-05",
            "total_amount": "17.58",
            "tax_amount": "1.63",
            "currency": "EUR",
            "vendor_name": "Bäckerei Schäfer",
        },
        "line_items": [
            {
                "description": d,
                **({"quantity": e[0], "unit_price": e[1]} if e else {}),
                "line_amount": a,
            }
            for d, e, a, _ in rows
        ],
    }


def fr3(c) -> dict:
    w, h = 226, 450
    _centre(c, w, h - 30, "BRASSERIE LES AUGUSTINS", 11, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "14 rue des Augustins",
            "69001 LYON",
            "Tél. 04 78 28 61 90",
        )
    ):
        _centre(c, w, h - 44 - 9 * i, s, 7.5)
    for i, s in enumerate(("SIRET 512 384 907 00018 - NAF 5610A", "N° TVA intracom. FR27512384907")):
        _centre(c, w, h - 76 - 8 * i, s, 6.5)
    for i, (a, b) in enumerate(
        (
            ("Ticket n° 004127", "Table 7"),
            ("05/12/2026 12:31", "Couverts : 2"),
            ("Serveur : Julien", "Caisse 1"),
        )
    ):
        _text(c, 12, h - 106 - 10 * i, a, 7.5)
        _text(c, w - 12, h - 106 - 10 * i, b, 7.5, right=True)
    c.setLineWidth(0.5)
    c.line(12, h - 133, w - 12, h - 133)
    y = h - 144
    for x, s, right in (
        (12, "Qté", False),
        (30, "Désignation", False),
        (160, "P.U.", True),
        (w - 12, "Montant", True),
    ):
        _text(c, x, y, s, 7, "Helvetica-Bold", right)
    rows = [
        ("2", "Formule déjeuner", "16,50", "33,00"),
        ("1", "Croque-monsieur", "9,80", "9,80"),
        ("1", "Badoit 50cl", "4,20", "4,20"),
        ("1", "Verre Côtes-du-Rhône", "5,50", "5,50"),
        ("3", "Café", "2,10", "6,30"),
    ]
    y -= 14
    for row in rows:
        for x, right, s in zip((18, 30, 160, w - 12), (True, False, True, True), row):
            _text(c, x, y, s, 7.5, right=right)
        y -= 11
    c.line(12, y + 4, w - 12, y + 4)
    _text(c, 12, y - 12, "TOTAL TTC", 11, "Helvetica-Bold")
    _text(c, w - 12, y - 12, "58,80 €", 11, "Helvetica-Bold", True)
    for i, (k, v) in enumerate((("CB", "58,80"), ("Rendu", "0,00"))):
        _text(c, 12, y - 28 - 10 * i, k, 7.5)
        _text(c, w - 12, y - 28 - 10 * i, v, 7.5, right=True)
    c.line(12, y - 46, w - 12, y - 46)
    y -= 58
    cols = ((12, False), (92, True), (150, True), (w - 12, True))
    for i, row in enumerate(
        (
            ("Taux TVA", "HT", "TVA", "TTC"),
            ("10,00 %", "48,45", "4,85", "53,30"),
            ("20,00 %", "4,58", "0,92", "5,50"),
            ("Total", "53,03", "5,77", "58,80"),
        )
    ):
        for (x, right), s in zip(cols, row):
            _text(c, x, y - 10 * i, s, 7.5, "Helvetica-Bold" if i in (0, 3) else "Helvetica", right)
    y -= 56
    for i, s in enumerate(
        (
            "CARTE BANCAIRE SANS CONTACT",
            "CB   **** **** **** 3318",
            "A0000000421010   AUTO 472915",
            "MONTANT = 58,80 EUR",
            "TICKET CLIENT - A CONSERVER",
        )
    ):
        _centre(c, w, y - 9 * i, s, 6.5, "Courier")
    y -= 62
    _centre(c, w, y, "Service compris", 7.5)
    _centre(c, w, y - 12, "Merci de votre visite - À bientôt !", 7.5, "Helvetica-Oblique")
    return {
        "fields": {
            "document_number": "004127",
            "date": "2026-12-05",
            "total_amount": "58.80",
            "tax_amount": "5.77",
            "currency": "EUR",
            "vendor_name": "BRASSERIE LES AUGUSTINS",
        },
        "line_items": [_item(d, q, u, a) for q, d, u, a in rows],
    }


def ph4(c) -> dict:
    w, h = 240, 570
    _centre(c, w, h - 30, "BRIGHTWAY PHARMACY", 12.5, "Helvetica-Bold")
    for i, s in enumerate(("Store #2231", "4410 S Lamar Blvd", "Austin, TX 78745", "(512) 555-0164")):
        _centre(c, w, h - 45 - 9 * i, s, 7.5)
    _text(c, 12, h - 92, "DEC 05, 2026   3:47 PM", 7.5)
    _text(c, w - 12, h - 92, "REG 02  CSHR ALYSSA", 7.5, right=True)
    c.setDash(1, 1.5)
    c.setLineWidth(0.5)
    c.line(12, h - 99, w - 12, h - 99)
    rows = [
        ("0 41333 42411", "BW AA ALKALINE BATT 8PK", None, "8.99", "T"),
        ("0 50428 20743", "BW IBUPROFEN 200MG 100CT", None, "9.49", "N"),
        ("0 70501 01122", "DAILY MOIST LOTION 16OZ", None, "7.79", "T"),
        ("0 12044 03861", "HYDRATING SHAMPOO 12.6OZ", ("2", "4.29"), "8.58", "T"),
        ("0 50428 55216", "BW COLD&FLU SOFTGEL 24CT", None, "8.49", "N"),
        ("0 73007 11203", "BIRTHDAY CARD", None, "4.99", "T"),
    ]
    y = h - 112
    for code, name, each, amount, flag in rows:
        _text(c, 12, y, code, 7)
        _text(c, 63, y, name, 7)
        _text(c, w - 22, y, amount, 7, right=True)
        _text(c, w - 18, y, flag, 7)
        if each:
            y -= 10
            _text(c, 75, y, f"{each[0]} @ {each[1]}", 7)
        if code == "0 70501 01122":
            y -= 10
            _text(c, 75, y, "STORE COUPON $2.00 OFF", 7)
            _text(c, w - 22, y, "-2.00", 7, right=True)
            _text(c, w - 18, y, "T", 7)
        y -= 12
    c.line(12, y + 5, w - 12, y + 5)
    y -= 8
    for i, (k, v) in enumerate((("SUBTOTAL", "46.33"), ("SALES TAX 8.25%", "2.34"))):
        _text(c, 104, y - 11 * i, k, 7.5)
        _text(c, w - 22, y - 11 * i, v, 7.5, right=True)
    _text(c, 104, y - 28, "TOTAL", 10, "Helvetica-Bold")
    _text(c, w - 22, y - 28, "48.67", 10, "Helvetica-Bold", True)
    for i, (k, v) in enumerate((("MASTERCARD", "48.67"), ("CHANGE", "0.00"))):
        _text(c, 104, y - 44 - 11 * i, k, 7.5)
        _text(c, w - 22, y - 44 - 11 * i, v, 7.5, right=True)
    y -= 76
    _text(c, 12, y, "ITEMS 7", 7.5)
    for i, s in enumerate(
        (
            "MASTERCARD  ************6093",
            "CONTACTLESS   AID A0000000041010",
            "AUTH CODE 318820   APPROVED",
        )
    ):
        _text(c, 12, y - 13 - 9 * i, s, 7)
    y -= 52
    c.line(12, y + 8, w - 12, y + 8)
    _centre(c, w, y - 4, "BRIGHTWAY REWARDS", 8.5, "Helvetica-Bold")
    for i, (k, v) in enumerate(
        (
            ("Member", "************6620"),
            ("Rewards savings today", "$2.00"),
            ("Savings this year", "$48.36"),
            ("Points earned today", "46"),
            ("Points balance", "1,236"),
        )
    ):
        _text(c, 24, y - 17 - 9.5 * i, k, 7)
        _text(c, w - 24, y - 17 - 9.5 * i, v, 7, right=True)
    y -= 74
    _text(c, 12, y, "T = TAXABLE   N = NON-TAXABLE", 6.5)
    c.line(12, y - 7, w - 12, y - 7)
    c.setDash()
    _centre(c, w, y - 20, "RECEIPT # 2231-02-5204", 8, "Helvetica-Bold")
    _barcode(c, w, y - 50, "22310252041205", 24)
    for i, s in enumerate(
        (
            "Returns with receipt within 60 days.",
            "Prescriptions are not returnable.",
            "Flu shots available - no appointment needed.",
            "Tell us how we did: brightwayrx.com/survey",
        )
    ):
        _centre(c, w, y - 64 - 9 * i, s, 6.5)
    return {
        "fields": {
            "document_number": "2231-02-5204",
            "date": "2026-12-05",
            "total_amount": "48.67",
            "tax_amount": "2.34",
            "currency": "USD",
            "vendor_name": "BRIGHTWAY PHARMACY",
        },
        "line_items": [
            {
                "item_id": i,
                "description": d,
                **({"quantity": e[0], "unit_price": e[1]} if e else {}),
                "line_amount": a,
            }
            for i, d, e, a, _ in rows
        ],
    }


def gas5(c) -> dict:
    w, h = 216, 470
    mono, bold = "Courier", "Courier-Bold"
    _centre(c, w, h - 30, "SUMMIT FUEL & MART", 11, bold)
    for i, s in enumerate(("1180 Route 9", "Saratoga Springs, NY 12866", "(518) 555-0127")):
        _centre(c, w, h - 44 - 9 * i, s, 7.5, mono)
    _text(c, 12, h - 84, "DEC 05 2026", 7.5, mono)
    _text(c, 200, h - 84, "07:48 AM", 7.5, mono, True)
    _text(c, 12, h - 94, "REG 01  CSH 14", 7.5, mono)
    _text(c, 200, h - 94, "TRAN #3317", 7.5, mono, True)
    rule = "-" * 42
    _text(c, 12, h - 106, rule, 7.5, mono)
    _text(c, 12, h - 118, "PUMP # 04", 7.5, bold)
    rows = [
        ("UNLEADED", ("12.384", "3.459"), "42.84", ""),
        ("COFFEE 20 OZ", None, "2.19", "T"),
        ("GLAZED DONUT", None, "1.49", ""),
    ]
    y = h - 130
    for name, fuel, amount, flag in rows:
        label = f"{name} {fuel[0]} GAL @ {fuel[1]}" if fuel else name
        _text(c, 12, y, label, 7.5, mono)
        _text(c, 190, y, amount, 7.5, mono, True)
        _text(c, 195, y, flag, 7.5, mono)
        y -= 11
    _text(c, 12, y + 1, rule, 7.5, mono)
    y -= 10
    for i, (k, v) in enumerate((("SUBTOTAL", "46.52"), ("TAX", "0.15"))):
        _text(c, 12, y - 10 * i, k, 7.5, mono)
        _text(c, 190, y - 10 * i, v, 7.5, mono, True)
    _text(c, 12, y - 26, "TOTAL", 10, bold)
    _text(c, 190, y - 26, "$46.67", 10, bold, True)
    for i, (k, v) in enumerate((("MASTERCARD", "46.67"), ("CHANGE DUE", "0.00"))):
        _text(c, 12, y - 42 - 10 * i, k, 7.5, mono)
        _text(c, 190, y - 42 - 10 * i, v, 7.5, mono, True)
    y -= 66
    _text(c, 12, y + 4, rule, 7.5, mono)
    for i, s in enumerate(
        (
            "CARD TYPE: MASTERCARD",
            "ACCOUNT:   ************2290",
            "ENTRY:     CHIP",
            "AID:       A0000000041010",
            "AUTH CODE: 057213",
            "RESPONSE:  APPROVED",
        )
    ):
        _text(c, 12, y - 8 - 9 * i, s, 7, mono)
    y -= 70
    _text(c, 12, y + 4, rule, 7.5, mono)
    for i, (k, v) in enumerate(
        (
            ("SUMMIT REWARDS", "*******4471"),
            ("POINTS EARNED", "15"),
            ("POINTS BALANCE", "382"),
        )
    ):
        _text(c, 12, y - 8 - 9 * i, k, 7, mono)
        _text(c, 200, y - 8 - 9 * i, v, 7, mono, True)
    _centre(c, w, y - 44, "500 PTS = 10 CENTS OFF PER GALLON", 7, mono)
    y -= 58
    _text(c, 12, y + 4, rule, 7.5, mono)
    _barcode(c, w, y - 24, "11270133171205", 20)
    for i, s in enumerate(
        (
            "T = TAXABLE ITEM",
            "FUEL PRICES INCLUDE ALL TAXES",
            "THANK YOU - PLEASE COME AGAIN",
            "OPEN 24 HOURS",
        )
    ):
        _centre(c, w, y - 38 - 10 * i, s, 7, mono)
    return {
        "fields": {
            "document_number": "3317",
            "date": "2026-12-05",
            "total_amount": "46.67",
            "tax_amount": "0.15",
            "currency": "USD",
            "vendor_name": "SUMMIT FUEL & MART",
        },
        "line_items": [
            {
                "description": d,
                **({"quantity": f[0], "unit_price": f[1]} if f else {}),
                "line_amount": a,
            }
            for d, f, a, _ in rows
        ],
    }


LAYOUTS = {
    "us1": (us1, (220, 500)),
    "de2": (de2, (226, 470)),
    "tc3": (fr3, (226, 450)),
    "ph4": (ph4, (240, 570)),
    "gas5": (gas5, (216, 470)),
}
SCANNED = ("us1", "de2", "gas5")
