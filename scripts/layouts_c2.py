"""Five more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: a German plumber's
Rechnung with a Leistungszeitraum and quantities before the description, a Swedish faktura with bankgiro and org.nr,
a Danish coffee roaster's faktura with CVR numbers, a US restaurant check with a blank tip line, and an Indian
retail tax invoice with CGST and SGST columns.
"""

from __future__ import annotations

from layouts_set import _centre, _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase.pdfmetrics import stringWidth


def de1(c) -> dict:
    w, h = A4
    c.setLineWidth(0.4)
    for y, length in ((297.6, 10), (421.0, 14), (595.3, 10)):  # fold and punch marks (DIN 5008)
        c.line(8, h - y, 8 + length, h - y)
    _text(c, w - 57, h - 62, "Sanitär Kessler GmbH", 17, "Helvetica-Bold", True)
    _text(c, w - 57, h - 76, "Meisterbetrieb für Bad · Heizung · Solar", 8.5, right=True)
    _text(c, 71, h - 136, "Sanitär Kessler GmbH · Habsburgerstraße 88 · 79104 Freiburg", 7)
    c.line(
        71,
        h - 139,
        71 + stringWidth("Sanitär Kessler GmbH · Habsburgerstraße 88 · 79104 Freiburg", "Helvetica", 7),
        h - 139,
    )
    for i, s in enumerate(
        (
            "Hausverwaltung Lorenz & Partner GmbH",
            "Frau Claudia Lorenz",
            "Schwarzwaldstraße 141",
            "79117 Freiburg",
        )
    ):
        _text(c, 71, h - 160 - 13 * i, s, 10)
    _pairs(
        c,
        370,
        w - 57,
        h - 140,
        (
            ("Kundennummer", "10472"),
            ("Rechnungsdatum", "18.11.2026"),
            ("Ihr Auftrag vom", "27.10.2026"),
            ("Ansprechpartner", "Tobias Kessler"),
            ("Telefon", "0761 45 38 20"),
        ),
        pitch=13,
    )
    _text(c, 71, h - 268, "Rechnung Nr. R-2026-0318", 13, "Helvetica-Bold")
    _text(c, 71, h - 285, "Leistungszeitraum: 01.11.2026 - 15.11.2026", 9.5)
    _text(c, 71, h - 298, "Objekt: Talstraße 21, 79102 Freiburg, Wohnung 3 - Badsanierung", 9.5)
    _text(c, 71, h - 326, "Sehr geehrte Frau Lorenz,", 9.5)
    _text(
        c, 71, h - 340, "für die in Ihrem Auftrag ausgeführten Arbeiten berechnen wir Ihnen wie folgt:", 9.5
    )
    rows = [
        ("1", "12,50", "Std.", "Monteurstunde Anlagenmechaniker", "58,50", "731,25"),
        ("2", "6,00", "Std.", "Meisterstunde", "72,00", "432,00"),
        ("3", "5,00", "Stk.", "Anfahrtspauschale Stadtgebiet", "29,50", "147,50"),
        ("4", "1,00", "Stk.", "Vorwandelement WC, Bauhöhe 112 cm", "214,90", "214,90"),
        ("5", "1,00", "Stk.", "Wand-WC spülrandlos inkl. WC-Sitz", "289,00", "289,00"),
        ("6", "8,00", "m", "Mehrschichtverbundrohr 16 x 2 mm", "6,85", "54,80"),
        ("7", "1,00", "psch.", "Klein- und Befestigungsmaterial", "38,60", "38,60"),
    ]
    top = h - 372
    c.setLineWidth(0.6)
    c.line(71, top + 12, w - 57, top + 12)
    c.line(71, top - 5, w - 57, top - 5)
    y = _table(
        c,
        top,
        [
            (71, "Pos.", False),
            (132, "Menge", True),
            (140, "Einheit", False),
            (182, "Bezeichnung", False),
            (462, "Einzelpreis", True),
            (w - 57, "Gesamtpreis", True),
        ],
        rows,
        pitch=16,
        size=9.5,
    )
    c.line(71, y + 6, w - 57, y + 6)
    _pairs(c, 370, w - 57, y - 12, (("Nettobetrag", "1.908,05 €"), ("19 % USt.", "362,53 €")), pitch=14)
    c.line(370, y - 34, w - 57, y - 34)
    _text(c, 370, y - 48, "Gesamtbetrag", 10.5, "Helvetica-Bold")
    _text(c, w - 57, y - 48, "2.270,58 €", 10.5, "Helvetica-Bold", True)
    c.line(370, y - 53, w - 57, y - 53)
    c.line(370, y - 55, w - 57, y - 55)
    for i, s in enumerate(
        (
            "Zahlbar innerhalb von 14 Tagen bis zum 02.12.2026 ohne Abzug.",
            "Im Rechnungsbetrag sind Arbeitskosten nach § 35a EStG von 1.559,79 € (inkl. USt.) enthalten.",
            "",
            "Wir danken für Ihren Auftrag.",
            "",
            "Mit freundlichen Grüßen",
            "Tobias Kessler",
        )
    ):
        _text(c, 71, y - 90 - 14 * i, s, 9.5)
    c.line(71, 78, w - 57, 78)
    for x, block in (
        (
            71,
            (
                "Sanitär Kessler GmbH",
                "Habsburgerstraße 88",
                "79104 Freiburg i. Br.",
                "info@sanitaer-kessler.de",
            ),
        ),
        (
            235,
            ("Sparkasse Freiburg-Nördlicher Breisgau", "IBAN DE41 6805 0101 0012 8837 45", "BIC FRSPDE66XXX"),
        ),
        (
            405,
            (
                "Geschäftsführer: Tobias Kessler",
                "Amtsgericht Freiburg HRB 712084",
                "USt-IdNr. DE287441903",
                "Handwerkskammer Freiburg",
            ),
        ),
    ):
        for i, s in enumerate(block):
            _text(c, x, 67 - 9 * i, s, 7)
    return {
        "fields": {
            "document_number": "R-2026-0318",
            "date": "2026-11-18",
            "due_date": "2026-12-02",
            "total_amount": "2270.58",
            "tax_amount": "362.53",
            "currency": "EUR",
            "vendor_name": "Sanitär Kessler GmbH",
            "customer_name": "Hausverwaltung Lorenz & Partner GmbH",
        },
        "line_items": [_item(d, q, u, a) for _, q, _, d, u, a in rows],
    }


def se2(c) -> dict:
    w, h = A4
    _text(c, 50, h - 58, "Bergström Kontorsinredning AB", 15, "Helvetica-Bold")
    for i, s in enumerate(("Järntorgsgatan 8", "413 01 Göteborg", "www.bergstromkontor.se")):
        _text(c, 50, h - 73 - 11 * i, s, 8.5)
    _text(c, w - 50, h - 58, "FAKTURA", 18, "Helvetica-Bold", True)
    for i, (k, v) in enumerate((("Fakturadatum", "2026-11-20"), ("Fakturanr", "40217"), ("Kundnr", "1187"))):
        _text(c, 340 + 78 * i, h - 84, k, 7)
        _text(c, 340 + 78 * i, h - 97, v, 10, "Helvetica-Bold" if i == 1 else "Helvetica")
    for i, s in enumerate(
        ("Hallström Revision AB", "Att: Maria Hallström", "Kungsgatan 44", "411 19 Göteborg")
    ):
        _text(c, 340, h - 145 - 13 * i, s, 10)
    for i, (k, v) in enumerate(
        (
            ("Er referens", "Maria Hallström"),
            ("Vår referens", "Johan Bergström"),
            ("Ert ordernr", "HR-2026-118"),
            ("Betalningsvillkor", "30 dagar netto"),
            ("Förfallodatum", "2026-12-20"),
            ("Dröjsmålsränta", "8 %"),
        )
    ):
        _text(c, 50, h - 225 - 12 * i, k, 8.5)
        _text(c, 145, h - 225 - 12 * i, v, 8.5)
    rows = [
        ("KS-2210", "Skrivbord el-höj 160x80 vit", "4", "st", "6 490,00", "25 960,00"),
        ("KS-3105", "Kontorsstol Ergo Plus svart", "4", "st", "3 275,00", "13 100,00"),
        ("BL-0440", "Bordslampa LED, mässing", "4", "st", "689,00", "2 756,00"),
        ("MO-100", "Montering och leverans", "3,5", "tim", "650,00", "2 275,00"),
        ("AV-01", "Bortforsling emballage", "1", "st", "450,00", "450,00"),
    ]
    top = h - 325
    c.setFillGray(0.9)
    c.rect(50, top - 5, w - 100, 16, fill=1, stroke=0)
    c.setFillGray(0)
    y = _table(
        c,
        top,
        [
            (54, "Artikelnr", False),
            (118, "Benämning", False),
            (362, "Antal", True),
            (372, "Enhet", False),
            (460, "À-pris", True),
            (w - 54, "Summa", True),
        ],
        rows,
        pitch=15,
        size=9,
    )
    c.setLineWidth(0.5)
    c.line(50, y + 4, w - 50, y + 4)
    box_y = y - 60
    for i, (k, v) in enumerate(
        (("Netto", "44 541,00"), ("Moms 25 %", "11 135,25"), ("Att betala SEK", "55 676,25"))
    ):
        x = 275 + 90 * i
        c.rect(x, box_y, 90 if i < 2 else w - 50 - x, 34)
        _text(c, x + 5, box_y + 24, k, 7)
        bold = i == 2
        _text(
            c,
            x + (w - 50 - x if bold else 90) - 5,
            box_y + 8,
            v,
            11 if bold else 9.5,
            "Helvetica-Bold" if bold else "Helvetica",
            True,
        )
    _text(c, 50, box_y + 20, "Ange fakturanummer 40217 vid betalning.", 8.5)
    _text(c, 50, box_y + 8, "Bankgiro 5432-1987", 8.5)
    c.line(50, 92, w - 50, 92)
    for x, block in (
        (50, ("Adress", "Bergström Kontorsinredning AB", "Järntorgsgatan 8", "413 01 Göteborg")),
        (205, ("Telefon / E-post", "031-711 42 90", "order@bergstromkontor.se")),
        (335, ("Bankgiro", "5432-1987", "", "Org.nr", "556812-4410")),
        (430, ("Momsreg.nr", "SE556812441001", "", "Godkänd för F-skatt")),
    ):
        for i, s in enumerate(block):
            bold = s in ("Adress", "Telefon / E-post", "Bankgiro", "Org.nr", "Momsreg.nr")
            _text(c, x, 80 - 9 * i, s, 7, "Helvetica-Bold" if bold else "Helvetica")
    return {
        "fields": {
            "document_number": "40217",
            "date": "2026-11-20",
            "due_date": "2026-12-20",
            "total_amount": "55676.25",
            "tax_amount": "11135.25",
            "currency": "SEK",
            "vendor_name": "Bergström Kontorsinredning AB",
            "customer_name": "Hallström Revision AB",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, _, u, a in rows],
    }


def dk3(c) -> dict:
    w, h = A4
    _text(c, w - 45, h - 55, "Risteriet Nordhavn ApS", 14, "Helvetica-Bold", True)
    for i, s in enumerate(("Sandkaj 18", "2150 Nordhavn", "Tlf. 33 12 48 90", "CVR-nr. 38412790")):
        _text(c, w - 45, h - 70 - 11 * i, s, 8, right=True)
    for i, s in enumerate(
        ("Café Møllen ApS", "Att.: Sofie Kragh", "Vestergade 27", "8000 Aarhus C", "CVR-nr. 41268517")
    ):
        _text(c, 45, h - 140 - 13 * i, s, 9.5)
    _text(c, 360, h - 140, "Faktura", 20)
    _pairs(
        c,
        360,
        w - 45,
        h - 162,
        (
            ("Faktura nr.", "2026-1142"),
            ("Fakturadato", "25.11.2026"),
            ("Kundenr.", "2047"),
            ("Forfaldsdato", "09.12.2026"),
        ),
        pitch=13,
    )
    _text(c, 45, h - 245, "Leveret 24.11.2026, følgeseddel nr. 8812", 8.5)
    rows = [
        ("ESP-1000", "Espresso Nordhavn, hele bønner 1 kg", "12,00", "189,50", "2.274,00"),
        ("FIL-1000", "Filterkaffe Etiopien Sidamo 1 kg", "6,00", "214,00", "1.284,00"),
        ("DEC-500", "Koffeinfri Colombia 500 g", "4,00", "112,25", "449,00"),
        ("CHAI-250", "Chai latte pulver 250 g", "5,00", "68,80", "344,00"),
        ("FRAGT", "Fragt, palle Aarhus", "1,00", "175,00", "175,00"),
    ]
    top = h - 275
    c.setLineWidth(0.8)
    c.line(45, top - 5, w - 45, top - 5)
    y = _table(
        c,
        top,
        [
            (45, "Varenr.", False),
            (115, "Beskrivelse", False),
            (380, "Antal", True),
            (465, "Stk. pris", True),
            (w - 45, "Beløb", True),
        ],
        rows,
        pitch=18,
        size=9,
    )
    c.setLineWidth(0.4)
    c.line(45, y + 8, w - 45, y + 8)
    _pairs(c, 380, w - 45, y - 12, (("Subtotal", "4.526,00"), ("Moms 25%", "1.131,50")), pitch=15)
    c.setLineWidth(0.8)
    c.line(380, y - 35, w - 45, y - 35)
    _text(c, 380, y - 50, "I alt DKK", 11, "Helvetica-Bold")
    _text(c, w - 45, y - 50, "5.657,50", 11, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Betalingsbetingelser: Netto 14 dage",
            "Beløbet indbetales på bankkonto: Danske Bank, reg.nr. 3409, kontonr. 4587221190",
            "Fakturanr. 2026-1142 bedes angivet ved bankoverførsel.",
            "Ved betaling efter forfald tilskrives renter på 0,70 % pr. påbegyndt måned.",
        )
    ):
        _text(c, 45, y - 110 - 12 * i, s, 8.5)
    _centre(
        c,
        w,
        40,
        "Risteriet Nordhavn ApS · Sandkaj 18 · 2150 Nordhavn · CVR 38412790 · info@risterietnordhavn.dk",
        7.5,
    )
    return {
        "fields": {
            "document_number": "2026-1142",
            "date": "2026-11-25",
            "due_date": "2026-12-09",
            "total_amount": "5657.50",
            "tax_amount": "1131.50",
            "currency": "DKK",
            "vendor_name": "Risteriet Nordhavn ApS",
            "customer_name": "Café Møllen ApS",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, a in rows],
    }


def rc4(c) -> dict:
    w, h = 230, 560
    _centre(c, w, h - 34, "Salt & Lime Cantina", 13, "Helvetica-Bold")
    for i, s in enumerate(("1428 Larimer St", "Denver, CO 80202", "(303) 555-0178")):
        _centre(c, w, h - 48 - 9 * i, s, 7.5)
    for i, (a, b) in enumerate(
        (("Server: Jessica M", "Table: 14"), ("Check #4087", "Guests: 3"), ("Dec 5, 2026 7:42 PM", "Dine In"))
    ):
        _text(c, 12, h - 92 - 11 * i, a, 8)
        _text(c, w - 12, h - 92 - 11 * i, b, 8, right=True)
    c.setDash(2, 2)
    c.setLineWidth(0.5)
    c.line(12, h - 124, w - 12, h - 124)
    rows = [
        ("2", "Fish Tacos", "25.00", None),
        ("1", "Carne Asada Plate", "22.50", "Sub Black Beans"),
        (None, "Chips & Guacamole", "11.00", None),
        ("3", "Mexican Coke", "13.50", None),
        ("1", "House Margarita", "12.00", None),
        (None, "Churros", "8.00", None),
    ]
    y = h - 140
    for qty, name, amount, note in rows:
        if qty:
            _text(c, 12, y, qty, 8.5)
        _text(c, 26, y, name, 8.5)
        _text(c, w - 12, y, amount, 8.5, right=True)
        if note:
            y -= 10
            _text(c, 34, y, note, 7)
        y -= 13
    c.line(12, y + 4, w - 12, y + 4)
    _pairs(c, 26, w - 12, y - 10, (("Subtotal", "92.00"), ("Tax", "8.11")), pitch=12)
    _text(c, 26, y - 38, "Total", 11, "Helvetica-Bold")
    _text(c, w - 12, y - 38, "$100.11", 11, "Helvetica-Bold", True)
    c.line(12, y - 50, w - 12, y - 50)
    c.setDash()
    for i, (a, b) in enumerate(
        (("Visa XXXX1234", "$100.11"), ("Contactless", "Auth: 08412C"), ("Batch 0331", "Ref 000122"))
    ):
        _text(c, 12, y - 66 - 11 * i, a, 8)
        _text(c, w - 12, y - 66 - 11 * i, b, 8, right=True)
    for i, s in enumerate(("Tip:", "Total:")):
        _text(c, 40, y - 118 - 22 * i, s, 10)
        c.line(95, y - 120 - 22 * i, w - 12, y - 120 - 22 * i)
    c.line(12, y - 185, w - 12, y - 185)
    _centre(c, w, y - 196, "Signature", 7)
    _centre(c, w, y - 220, "Suggested Gratuity", 8, "Helvetica-Bold")
    for i, s in enumerate(("18% = $16.56", "20% = $18.40", "22% = $20.24")):
        _centre(c, w, y - 232 - 10 * i, s, 7.5)
    _centre(c, w, y - 275, "Thank you! Follow us @saltandlimedenver", 7.5)
    return {
        "fields": {
            "document_number": "4087",
            "date": "2026-12-05",
            "total_amount": "100.11",
            "tax_amount": "8.11",
            "currency": "USD",
            "vendor_name": "Salt & Lime Cantina",
        },
        "line_items": [
            {"description": d, **({"quantity": q} if q else {}), "line_amount": a} for q, d, a, _ in rows
        ],
    }


def in5(c) -> dict:
    w, h = A4
    left, right = 28, w - 28
    c.setLineWidth(0.6)
    c.rect(left, 60, right - left, h - 110)
    _centre(c, w, h - 40, "TAX INVOICE", 13, "Helvetica-Bold")
    _text(c, right, h - 40, "(Original for Recipient)", 7, right=True)
    top = h - 50
    c.line(left, top - 95, right, top - 95)
    c.line(300, top, 300, top - 185)
    for i, s in enumerate(
        (
            "Shree Ganesh Electricals",
            "Shop No. 14, Laxmi Road, Budhwar Peth",
            "Pune - 411002, Maharashtra",
            "Ph: 020-2445 6718",
            "GSTIN: 27AFKPD4821M1Z6",
            "State: Maharashtra, Code: 27",
        )
    ):
        _text(
            c, 34, top - 16 - 12 * i, s, 12 if i == 0 else 8, "Helvetica-Bold" if i in (0, 4) else "Helvetica"
        )
    for i, (k, v) in enumerate(
        (
            ("Invoice No.", "SGE/26-27/0874"),
            ("Invoice Date", "26-11-2026"),
            ("Buyer's Order No.", "KI/PO/2026/331"),
            ("Delivery Note", "DN-0612"),
            ("Mode/Terms of Payment", "NEFT, 15 days"),
        )
    ):
        _text(c, 306, top - 16 - 14 * i, k, 8)
        _text(c, 410, top - 16 - 14 * i, ":  " + v, 8, "Helvetica-Bold" if i < 2 else "Helvetica")
    for x, block in (
        (
            34,
            (
                "Bill To:",
                "Kulkarni Interiors Pvt. Ltd.",
                "Office 302, Sai Plaza, Baner Road",
                "Pune - 411045, Maharashtra",
                "GSTIN: 27AADCK7712R1ZP",
            ),
        ),
        (
            306,
            (
                "Ship To:",
                "Site: Aster Heights, Wing B",
                "Balewadi, Pune - 411045",
                "",
                "Place of Supply: Maharashtra (27)",
            ),
        ),
    ):
        for i, s in enumerate(block):
            _text(
                c,
                x,
                top - 110 - 12 * i,
                s,
                8,
                "Helvetica-Bold" if i == 0 or (x == 34 and i == 1) else "Helvetica",
            )
    rows = [
        (
            "1",
            "Polycab FR PVC Wire 1.5 sq mm (90 m coil)",
            "8544",
            "10",
            "1,420.00",
            "14,200.00",
            "9%",
            "1,278.00",
            "9%",
            "1,278.00",
            "16,756.00",
        ),
        (
            "2",
            "Polycab FR PVC Wire 2.5 sq mm (90 m coil)",
            "8544",
            "5",
            "2,310.00",
            "11,550.00",
            "9%",
            "1,039.50",
            "9%",
            "1,039.50",
            "13,629.00",
        ),
        (
            "3",
            "Anchor Roma 6A One Way Switch, White",
            "8536",
            "100",
            "38.50",
            "3,850.00",
            "9%",
            "346.50",
            "9%",
            "346.50",
            "4,543.00",
        ),
        (
            "4",
            "Legrand MCB 32A Double Pole C-Curve",
            "8536",
            "10",
            "685.00",
            "6,850.00",
            "9%",
            "616.50",
            "9%",
            "616.50",
            "8,083.00",
        ),
        (
            "5",
            "Havells LED Panel Light 15W Square",
            "9405",
            "25",
            "412.00",
            "10,300.00",
            "9%",
            "927.00",
            "9%",
            "927.00",
            "12,154.00",
        ),
    ]
    header = [
        (32, "Sr.", False),
        (50, "Description of Goods", False),
        (204, "HSN/SAC", False),
        (258, "Qty", True),
        (302, "Rate", True),
        (354, "Taxable Value", True),
        (388, "CGST %", True),
        (432, "CGST Amt", True),
        (466, "SGST %", True),
        (510, "SGST Amt", True),
        (right - 4, "Total", True),
    ]
    t = top - 185
    c.line(left, t, right, t)
    c.line(left, t - 20, right, t - 20)
    y = _table(c, t - 13, header, rows, pitch=16, size=6.8)
    bottom = y + 4
    c.line(left, bottom, right, bottom)
    for x in (46, 200, 236, 262, 306, 358, 392, 436, 470, 514):
        c.line(x, t, x, bottom)
    _pairs(
        c,
        380,
        right - 6,
        bottom - 16,
        (("Total Taxable Value", "46,750.00"), ("Total CGST", "4,207.50"), ("Total SGST", "4,207.50")),
        pitch=13,
    )
    c.line(372, bottom - 51, right, bottom - 51)
    _text(c, 380, bottom - 65, "Grand Total (Rs.)", 10, "Helvetica-Bold")
    _text(c, right - 6, bottom - 65, "55,165.00", 10, "Helvetica-Bold", True)
    c.line(372, bottom, 372, bottom - 72)
    c.line(left, bottom - 72, right, bottom - 72)
    _text(c, 34, bottom - 16, "Amount in words:", 8, "Helvetica-Bold")
    _text(c, 34, bottom - 29, "Rupees Fifty Five Thousand One Hundred Sixty Five Only", 8)
    _text(c, 34, bottom - 60, "E. & O.E.", 7)
    for i, s in enumerate(
        (
            "Bank Details: HDFC Bank, Laxmi Road Branch",
            "A/c No. 50200012847361   IFSC: HDFC0000127",
            "",
            "Terms & Conditions:",
            "1. Goods once sold will not be taken back or exchanged.",
            "2. Interest @ 18% p.a. will be charged on bills unpaid after due date.",
            "3. Subject to Pune jurisdiction.",
        )
    ):
        _text(c, 34, bottom - 90 - 11 * i, s, 7.5, "Helvetica-Bold" if i == 3 else "Helvetica")
    _text(c, right - 6, bottom - 90, "For Shree Ganesh Electricals", 8.5, "Helvetica-Bold", True)
    _text(c, right - 6, bottom - 150, "Authorised Signatory", 8, right=True)
    _centre(c, w, 68, "This is a computer generated invoice.", 7)
    return {
        "fields": {
            "document_number": "SGE/26-27/0874",
            "date": "2026-11-26",
            "total_amount": "55165.00",
            "currency": "INR",
            "vendor_name": "Shree Ganesh Electricals",
            "customer_name": "Kulkarni Interiors Pvt. Ltd.",
        },
        "line_items": [
            {"description": r[1], "quantity": r[3], "unit_price": r[4], "line_amount": r[10]} for r in rows
        ],
    }


LAYOUTS = {
    "de1": (de1, A4),
    "se2": (se2, A4),
    "dk3": (dk3, A4),
    "rc4": (rc4, (230, 560)),
    "in5": (in5, A4),
}
SCANNED = ("de1", "rc4")
