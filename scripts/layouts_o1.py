"""Ten hand-written documents in the manner of scripts/layouts_set.py, five purchase orders and five till
receipts: a Toledo hospital's purchase order to a surgical distributor (vendor number, receiving dock, catalog
numbers, a UOM column of BX and EA), an Aalen machine builder's Bestellung of 27 rows over two pages (Liefertermin,
Lieferanschrift, Netto / MwSt / Brutto, "Übertrag" at the page break), a Vacqueyras wine estate's bon de commande
to a glassworks (SIRET, "Date de livraison souhaitée", HT / TVA / TTC), a Bristol restaurant's order to a
foodservice wholesaler printed from the wholesaler's web form (cases of pack sizes like "6x1kg"), a Fargo
university's blanket purchase order for laboratory gases (a requisitioner, a year's not-to-exceed amounts); a Depok
minimarket's struk (Rp, DPP and PPN, items in capitals), a Pasig fast-food sales invoice (VATable sales, VAT 12%,
"Amount Due"), a Kraków delicatessen's paragon fiskalny (PTU A 23% and C 5%, "SUMA PLN"), a York gas station's
receipt (gallons at a price per gallon, a pump number) and a Bologna minimarket's documento commerciale (IVA 4, 10
and 22%, "TOTALE COMPLESSIVO", "Pagamento elettronico"). The hospital's order and the wine estate's are also
written as scans, and so are all five receipts. On a purchase order the vendor is the supplier it is sent to and
the customer the organisation that issues it; the delivery date asked for ("Deliver By", "Liefertermin", "Date de
livraison souhaitée", "Delivery date") is its due date, and the blanket order's period of a year none. The
amounts on a receipt are those printed in its lines: where a line prints how many at what price, those are its
quantity and unit price; a weighed item's quantity is its weight. A receipt's total is the amount of the purchase
("TOTAL BELANJA", "Amount Due", "SUMA PLN", "TOTALE COMPLESSIVO"), not the cash tendered nor the change; its tax is
the one tax figure it prints (PPN, VAT Amount, SUMA PTU, DI CUI IVA, the gas station's TAX). The Polish
paragon's number is the figure before "#Kasa" at its foot (its "nr wydr." at the top counts the printer's
printouts), the Indonesian struk's its "No. Struk", the Philippine invoice's its "SI No."; Rupiah amounts are
whole, as printed, without decimals.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _bare, _centre, _eu, _item, _lines, _pairs, _rule, _table, _text, _two
from reportlab.lib.pagesizes import A4, letter

MONO, BOLD = "Courier", "Courier-Bold"


def _boxes(c, x: float, y: float, cells, widths, height: float = 26, size: float = 9) -> None:
    """A row of boxes, each its key (small, bold) over its value; ``y`` the top of the row."""
    for (k, v), cw in zip(cells, widths):
        c.rect(x, y - height, cw, height)
        _text(c, x + 4, y - 9, k, 6.5, "Helvetica-Bold")
        _text(c, x + 4, y - height + 6, v, size)
        x += cw


def ous1(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    c.setFillColorRGB(0.0, 0.35, 0.45)
    c.circle(left + 14, h - 52, 14, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 7, h - 57, "SA", 11, "Helvetica-Bold")
    c.setFillGray(0)
    _text(c, left + 36, h - 50, "St. Agnes Regional Medical Center", 14, "Helvetica-Bold")
    _text(c, left + 36, h - 62, "Supply Chain Services  ·  Materials Management", 8)
    for i, s in enumerate(
        ("3400 W Riverside Ave, Toledo, OH 43606", "Purchasing (419) 555-0178  ·  Fax (419) 555-0179")
    ):
        _text(c, left + 36, h - 73 - 10 * i, s, 8)
    _text(c, right, h - 50, "PURCHASE ORDER", 18, "Helvetica-Bold", True)
    c.setLineWidth(0.6)
    meta = (
        ("PO Number", "4500218736"),
        ("PO Date", "Dec 2, 2026"),
        ("Vendor No.", "100482"),
        ("Buyer", "D. Kowalczyk"),
        ("Page", "1 of 1"),
    )
    for i, (k, v) in enumerate(meta):
        y = h - 62 - 13 * i
        c.rect(400, y - 13, right - 400, 13)
        _text(c, 404, y - 9.5, k, 7.5, "Helvetica-Bold")
        _text(c, right - 4, y - 9.5, v, 8.5, "Helvetica-Bold" if i == 0 else "Helvetica", True)
    c.line(470, h - 62, 470, h - 62 - 13 * len(meta))
    blocks = (
        (
            left,
            "VENDOR",
            (
                "Great Lakes Surgical Supply, Inc.",
                "Attn: Customer Service",
                "8800 Commerce Pkwy",
                "Indianapolis, IN 46268",
            ),
        ),
        (
            222,
            "SHIP TO",
            (
                "St. Agnes Regional Medical Center",
                "Receiving Dock 4 - Loading Bay B",
                "3400 W Riverside Ave",
                "Toledo, OH 43606",
            ),
        ),
        (
            408,
            "BILL TO",
            ("St. Agnes Regional Medical Center", "Accounts Payable", "PO Box 2230", "Toledo, OH 43603"),
        ),
    )
    for x, title, lines in blocks:
        c.setFillColorRGB(0.0, 0.35, 0.45)
        _text(c, x, h - 146, title, 8, "Helvetica-Bold")
        c.setFillGray(0)
        c.line(x, h - 149, x + 164, h - 149)
        for i, s in enumerate(lines):
            _text(c, x, h - 162 - 11 * i, s, 8.5)
    band = (
        ("DELIVER BY", "Dec 9, 2026"),
        ("SHIP VIA", "Vendor truck"),
        ("F.O.B.", "Destination"),
        ("TERMS", "Net 30"),
        ("DEPARTMENT", "Main OR - Surgical Services"),
        ("COST CENTER", "7100-4420"),
    )
    _boxes(c, left, h - 220, band, (78, 80, 70, 60, 150, right - left - 438), 26, 8.5)
    rows = [
        ("1", "GLS-2210", "Exam gloves, nitrile, powder-free, medium, 100/bx", "40", "BX", "7.85", "314.00"),
        ("2", "GLS-2211", "Exam gloves, nitrile, powder-free, large, 100/bx", "30", "BX", "7.85", "235.50"),
        ("3", "SUT-4405", "Suture 3-0 polyglactin, 27 in, SH needle, 36/bx", "6", "BX", "148.20", "889.20"),
        ("4", "SYR-1010", "Syringe 10 mL, Luer-Lok tip, 100/bx", "12", "BX", "21.40", "256.80"),
        ("5", "DRS-7720", "Foam dressing 4 x 4 in, silicone border, 10/bx", "20", "BX", "38.75", "775.00"),
        ("6", "CTH-1618", "Foley catheter tray, 16 Fr, 5 mL balloon", "50", "EA", "12.96", "648.00"),
        ("7", "PMP-0301", "Infusion pump tubing set, 104 in", "100", "EA", "6.45", "645.00"),
    ]
    top = h - 270
    header = [
        (left + 4, "LN", False),
        (64, "CATALOG NO.", False),
        (138, "DESCRIPTION", False),
        (400, "QTY", True),
        (410, "UOM", False),
        (492, "UNIT PRICE", True),
        (right - 4, "EXT. PRICE", True),
    ]
    c.setFillColorRGB(0.85, 0.92, 0.94)
    c.rect(left, top - 5, right - left, 17, stroke=0, fill=1)
    c.setFillGray(0)
    y = _table(c, top, header, rows, pitch=17, size=8.5)
    c.setLineWidth(0.3)
    for i in range(len(rows)):
        c.line(left, top - 22 - 17 * i, right, top - 22 - 17 * i)
    c.setLineWidth(0.6)
    _pairs(
        c,
        410,
        right - 4,
        y - 14,
        (("Subtotal", "3,763.50"), ("Freight", "0.00"), ("Sales Tax", "EXEMPT")),
        13,
    )
    c.rect(404, y - 66, right - 404, 20)
    _text(c, 410, y - 59, "PO TOTAL (USD)", 10, "Helvetica-Bold")
    _text(c, right - 4, y - 59, "$3,763.50", 10, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "TERMS AND INSTRUCTIONS",
            "1. The PO number must appear on all packing slips, invoices and correspondence.",
            "2. Deliveries to Receiving Dock 4, Monday-Friday 6:00 AM-2:30 PM. No inside delivery.",
            "3. Latex-free products only. Lot numbers and expiration dates on every carton.",
            "4. Ohio sales tax exemption certificate on file. Do not charge tax.",
            "5. Send invoices to ap.invoices@stagnesmed.org, referencing PO 4500218736.",
        )
    ):
        _text(c, left, y - 100 - 11 * i, s, 7.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.line(left, 100, 250, 100)
    _text(c, left, 90, "Authorized signature - Diane Kowalczyk, Senior Buyer", 7.5)
    c.setFillGray(0.4)
    _centre(c, w, 46, "St. Agnes Regional Medical Center is a not-for-profit hospital. Tax ID 34-0714522", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "4500218736",
            "date": "2026-12-02",
            "due_date": "2026-12-09",
            "total_amount": "3763.50",
            "currency": "USD",
            "vendor_name": "Great Lakes Surgical Supply, Inc.",
            "customer_name": "St. Agnes Regional Medical Center",
        },
        "line_items": [_item(d, q, u, a, i) for _, i, d, q, _, u, a in rows],
    }


def _de(amount: Decimal) -> str:
    """An amount as printed in Germany: 1.234,56."""
    return f"{amount:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def ode2(c) -> dict:
    w, h = A4
    left, right = 57, w - 45
    parts = [
        ("NB-10620", "Zylinderschraube ISO 4762 M6x20, 8.8 verzinkt", 500, "Stk", "0.09"),
        ("NB-10825", "Zylinderschraube ISO 4762 M8x25, 8.8 verzinkt", 500, "Stk", "0.14"),
        ("NB-11030", "Zylinderschraube ISO 4762 M10x30, 10.9 blank", 200, "Stk", "0.32"),
        ("NB-20006", "Sechskantmutter ISO 4032 M6, Kl. 8 verzinkt", 1000, "Stk", "0.03"),
        ("NB-20008", "Sechskantmutter ISO 4032 M8, Kl. 8 verzinkt", 1000, "Stk", "0.05"),
        ("NB-30006", "Scheibe ISO 7089 6,4 mm, verzinkt", 1000, "Stk", "0.02"),
        ("NB-30008", "Scheibe ISO 7089 8,4 mm, verzinkt", 1000, "Stk", "0.03"),
        ("NB-41030", "Zylinderstift ISO 8734 6x30 m6", 100, "Stk", "0.38"),
        ("NB-45012", "Gewindestift ISO 4026 M5x12, 45H", 200, "Stk", "0.11"),
        ("NB-50025", "Passfeder DIN 6885 A 8x7x25", 50, "Stk", "0.64"),
        ("NB-52040", "Sicherungsring DIN 471 40x1,75", 100, "Stk", "0.21"),
        ("NB-60205", "Rillenkugellager 6205-2RS C3", 24, "Stk", "6.85"),
        ("NB-60305", "Rillenkugellager 6305-2RS C3", 12, "Stk", "11.40"),
        ("NB-61820", "Stehlagereinheit UCP 205", 8, "Stk", "24.90"),
        ("NB-70110", "Linearführungsschiene 20 mm, L=1000 mm", 4, "Stk", "96.50"),
        ("NB-70120", "Führungswagen 20 mm, Flansch, Vorspannung C1", 8, "Stk", "78.20"),
        ("NB-72016", "Kugelgewindetrieb 16x5, L=800 mm, bearbeitet", 2, "Stk", "214.00"),
        ("NB-73005", "Festlagereinheit für KGT 16, Bauform BK12", 2, "Stk", "58.40"),
        ("NB-74012", "Balgkupplung D=25, Bohrung 8/10", 2, "Stk", "46.75"),
        ("NB-80020", "Aluminiumprofil 40x40 Nut 8, L=1500 mm", 12, "Stk", "18.90"),
        ("NB-80125", "Nutenstein Nut 8, M6, mit Federblech", 200, "Stk", "0.42"),
        ("NB-80210", "Winkel 40x40 Nut 8, Zink-Druckguss", 60, "Stk", "1.85"),
        ("NB-80330", "Abdeckkappe 40x40, schwarz", 24, "Stk", "0.68"),
        ("NB-85016", "Gasdruckfeder 200 N, Hub 100 mm", 4, "Stk", "17.30"),
        ("NB-86040", "Stellfuß M12x60, Teller D=60", 16, "Stk", "4.95"),
        ("NB-88100", "Energiekette 15x20, Meterware", 3, "m", "22.40"),
        ("NB-90001", "Verpackung und Versand", 1, "psch", "18.00"),
    ]
    rows, net = [], Decimal(0)
    for n, (art, name, qty, unit, price) in enumerate(parts, 1):
        amount = Decimal(price) * qty
        net += amount
        rows.append((str(n), art, name, f"{qty:,}".replace(",", "."), unit, _de(Decimal(price)), _de(amount)))
    tax = (net * Decimal("0.19")).quantize(Decimal("0.01"), ROUND_HALF_UP)
    header = [
        (left + 17, "Pos.", True),
        (80, "Artikelnr.", False),
        (140, "Bezeichnung", False),
        (385, "Menge", True),
        (391, "ME", False),
        (470, "Einzelpreis", True),
        (right, "Gesamtpreis", True),
    ]

    def head(n: int) -> None:
        _text(c, left, h - 50, "HÄBERLE", 20, "Helvetica-Bold")
        _text(c, left + c.stringWidth("HÄBERLE ", "Helvetica-Bold", 20), h - 50, "Maschinenbau", 20)
        _text(c, left, h - 63, "Sondermaschinen · Automation · Montagesysteme", 8)
        _text(c, right, h - 50, f"Seite {n} von 2", 8, right=True)
        c.setLineWidth(0.4)
        c.line(left, 78, right, 78)
        for x, block in (
            (left, ("Häberle Maschinenbau GmbH", "Gewerbestraße 9", "73431 Aalen")),
            (
                220,
                ("Geschäftsführer: Jörg Häberle", "Amtsgericht Ulm HRB 720418", "USt-IdNr. DE 146 882 035"),
            ),
            (392, ("Kreissparkasse Ostalb", "IBAN DE17 6145 0050 0110 4826 37", "BIC OASPDE6AXXX")),
        ):
            for i, s in enumerate(block):
                _text(c, x, 66 - 9 * i, s, 6.5)

    def table_head(top: float) -> None:
        c.setLineWidth(0.8)
        c.line(left, top + 12, right, top + 12)
        c.line(left, top - 5, right, top - 5)
        for x, t, r in header:
            _text(c, x, top, t, 8, "Helvetica-Bold", r)

    head(1)
    _text(c, left, h - 118, "Häberle Maschinenbau GmbH · Gewerbestraße 9 · 73431 Aalen", 6)
    for i, s in enumerate(
        ("Normteile Brandt GmbH", "Vertriebsinnendienst", "Siemensstraße 40", "70469 Stuttgart")
    ):
        _text(c, left, h - 136 - 13 * i, s, 10)
    info = (
        ("Bestellnummer", "BE-26-01562"),
        ("Datum", "30.11.2026"),
        ("Lieferanten-Nr.", "44102"),
        ("Projekt", "SM-2611 Montagezelle"),
        ("Einkäufer", "Stefan Rieger"),
        ("Telefon", "07361 9470-31"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 360, h - 118 - 12 * i, k, 8)
        _text(c, 436, h - 118 - 12 * i, v, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, left, h - 222, "Bestellung BE-26-01562", 14, "Helvetica-Bold")
    for i, (k, v) in enumerate(
        (
            ("Liefertermin:", "18.12.2026 (eintreffend)"),
            (
                "Lieferanschrift:",
                "Häberle Maschinenbau GmbH, Wareneingang Halle 2, Gewerbestraße 9, 73431 Aalen",
            ),
            ("Zahlung:", "14 Tage 3 % Skonto, 30 Tage netto"),
        )
    ):
        _text(c, left, h - 242 - 12 * i, k, 8.5, "Helvetica-Bold")
        _text(c, left + 72, h - 242 - 12 * i, v, 8.5)
    top = h - 300
    table_head(top)
    y = top - 19
    carried = Decimal(0)
    c.setLineWidth(0.3)
    for i, row in enumerate(rows):
        if i == 21:
            c.line(left, y + 9, right, y + 9)
            _text(c, 360, y - 4, "Übertrag", 8.5, "Helvetica-Bold")
            _text(c, right, y - 4, _de(carried), 8.5, "Helvetica-Bold", True)
            c.showPage()
            head(2)
            _text(c, left, h - 90, "Bestellung BE-26-01562 vom 30.11.2026 an Normteile Brandt GmbH", 9)
            top = h - 130
            table_head(top)
            y = top - 19
            _text(c, 360, y, "Übertrag", 8.5, "Helvetica-Bold")
            _text(c, right, y, _de(carried), 8.5, "Helvetica-Bold", True)
            y -= 16
        for (x, _, r), cell in zip(header, row):
            _text(c, x, y, cell, 8, right=r)
        carried += Decimal(parts[i][4]) * parts[i][2]
        y -= 15
    c.setLineWidth(0.8)
    c.line(left, y + 9, right, y + 9)
    _pairs(c, 360, right, y - 8, (("Netto", _de(net)), ("MwSt. 19 %", _de(tax))), pitch=14)
    c.line(360, y - 28, right, y - 28)
    _text(c, 360, y - 42, "Brutto EUR", 10, "Helvetica-Bold")
    _text(c, right, y - 42, _de(net + tax), 10, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Bitte bestätigen Sie diese Bestellung innerhalb von 2 Arbeitstagen unter Angabe der Bestellnummer.",
            "Teillieferungen nur nach Rücksprache. Lieferschein und Rechnung bitte mit Bestellnummer und Pos.",
            "Es gelten unsere Allgemeinen Einkaufsbedingungen (www.haeberle-maschinenbau.de/aeb).",
            "",
            "Mit freundlichen Grüßen",
            "Häberle Maschinenbau GmbH",
            "i. A. Stefan Rieger, Einkauf",
        )
    ):
        _text(c, left, y - 80 - 12 * i, s, 8.5)
    return {
        "fields": {
            "document_number": "BE-26-01562",
            "date": "2026-11-30",
            "due_date": "2026-12-18",
            "total_amount": f"{net + tax:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Normteile Brandt GmbH",
            "customer_name": "Häberle Maschinenbau GmbH",
        },
        "line_items": [_item(d, _eu(q), _eu(u), _eu(a), i) for _, i, d, q, _, u, a in rows],
    }


def ofr3(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    wine = (0.45, 0.1, 0.2)
    c.setFillColorRGB(*wine)
    c.rect(0, 0, 18, h, stroke=0, fill=1)
    _text(c, left, h - 58, "Domaine des Trois Collines", 19, "Helvetica-Bold")
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "SCEA Domaine des Trois Collines",
            "Route de Gigondas - 84190 Vacqueyras",
            "Tél. 04 90 65 21 08 - contact@troiscollines-vin.fr",
            "SIRET 413 876 220 00027 - TVA FR 62 413876220",
        )
    ):
        _text(c, left, h - 76 - 11 * i, s, 8.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    for i, s in enumerate(
        (
            "Verrerie Méridionale SAS",
            "Service commercial",
            "ZI des Estroublans, 8 avenue de Rome",
            "13127 Vitrolles",
        )
    ):
        _text(c, 320, h - 150 - 13 * i, s, 10, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setFillColorRGB(*wine)
    _text(c, left, h - 236, "BON DE COMMANDE", 16, "Helvetica-Bold")
    c.setFillGray(0)
    for i, (k, v) in enumerate(
        (
            ("Commande n°", "BC 26-0142"),
            ("Date", "25/11/2026"),
            ("Date de livraison souhaitée", "14/12/2026"),
            ("Code fournisseur", "401VMER"),
            ("Votre devis", "D-26-3318 du 18/11/2026"),
        )
    ):
        _text(c, left, h - 256 - 12 * i, k, 9)
        _text(c, left + 140, h - 256 - 12 * i, ": " + v, 9, "Helvetica-Bold" if i in (0, 2) else "Helvetica")
    for i, s in enumerate(
        (
            "Lieu de livraison :",
            "Chai de mise en bouteille",
            "Domaine des Trois Collines",
            "Route de Gigondas, 84190 Vacqueyras",
            "Quai de déchargement côté est",
        )
    ):
        _text(c, 320, h - 256 - 12 * i, s, 8.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    rows = [
        ("BTL-BG75", "Bouteille bourguignonne 75 cl, verre feuille morte", "6 000", "0,312", "1 872,00"),
        ("BOU-NL45", "Bouchon liège naturel 45x24 mm, marqué au feu", "6 000", "0,185", "1 110,00"),
        ("CAP-ET31", "Capsule étain 31x60, bordeaux, tête imprimée", "6 000", "0,096", "576,00"),
        ("CAR-6BC", "Carton 6 bouteilles couchées, kraft imprimé", "1 000", "0,74", "740,00"),
        ("ETQ-VAC", "Jeu étiquette et contre-étiquette Vacqueyras 2025", "6 000", "0,058", "348,00"),
    ]
    top = h - 340
    header = [
        (left + 4, "Réf.", False),
        (108, "Désignation", False),
        (382, "Qté", True),
        (446, "P.U. HT", True),
        (right - 4, "Montant HT", True),
    ]
    c.setFillColorRGB(0.93, 0.87, 0.89)
    c.rect(left, top - 6, right - left, 19, stroke=0, fill=1)
    c.setFillGray(0)
    y = _table(c, top, header, rows, pitch=18, size=8.5)
    c.setStrokeColorRGB(*wine)
    c.line(left, y + 6, right, y + 6)
    c.setStrokeGray(0)
    tx = 360
    for i, (k, v) in enumerate(
        (("Total HT", "4 646,00 €"), ("TVA 20 %", "929,20 €"), ("Total TTC", "5 575,20 €"))
    ):
        yy = y - 12 - 18 * i
        bold = i == 2
        _text(c, tx, yy, k, 10 if bold else 9, "Helvetica-Bold" if bold else "Helvetica")
        _text(c, right - 4, yy, v, 10 if bold else 9, "Helvetica-Bold" if bold else "Helvetica", True)
    c.line(tx, y - 34, right, y - 34)
    for i, (k, v) in enumerate(
        (
            ("Conditions de paiement", "60 jours date de facture"),
            ("Transport", "Franco domaine, livraison sur palettes filmées"),
            ("Contact", "Hélène Roubaud, 06 12 48 33 70"),
        )
    ):
        _text(c, left, y - 92 - 12 * i, k, 8.5, "Helvetica-Bold")
        _text(c, left + 118, y - 92 - 12 * i, v, 8.5)
    for i, s in enumerate(
        (
            "Merci de nous retourner un accusé de réception de commande sous 48 heures.",
            "Le numéro de commande doit figurer sur le bon de livraison et la facture.",
            "Livraison du lundi au vendredi de 7 h 30 à 12 h ; prévenir le chai la veille.",
        )
    ):
        _text(c, left, y - 140 - 11 * i, s, 8, "Helvetica-Oblique")
    _text(c, 360, y - 190, "Bon pour commande,", 9)
    _text(c, 360, y - 204, "Bastien Roux, gérant", 9, "Helvetica-Bold")
    c.setFillGray(0.4)
    _centre(c, w, 40, "SCEA au capital de 152 000 € - RCS Avignon 413 876 220 - SIRET 413 876 220 00027", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "BC 26-0142",
            "date": "2026-11-25",
            "due_date": "2026-12-14",
            "total_amount": "5575.20",
            "tax_amount": "929.20",
            "currency": "EUR",
            "vendor_name": "Verrerie Méridionale SAS",
            "customer_name": "SCEA Domaine des Trois Collines",
        },
        "line_items": [_item(d, _eu(q), _eu(u), _eu(a), i) for i, d, q, u, a in rows],
    }


def _field(c, x: float, y: float, label: str, value: str, width: float) -> None:
    """A web form's field: its label over an input box holding ``value``; ``y`` the label's baseline."""
    _text(c, x, y, label, 8, "Helvetica-Bold")
    c.setStrokeGray(0.6)
    c.roundRect(x, y - 22, width, 17, 2)
    c.setStrokeGray(0)
    _text(c, x + 5, y - 17, value, 9)


def ouk4(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _text(c, 20, h - 16, "08/12/2026, 16:05", 7)
    _centre(c, w, h - 16, "Trade order form | Harbour Foodservice", 7)
    c.setFillColorRGB(0.05, 0.25, 0.45)
    _text(c, left, h - 52, "HARBOUR", 20, "Helvetica-Bold")
    _text(c, left + c.stringWidth("HARBOUR ", "Helvetica-Bold", 20), h - 52, "FOODSERVICE", 20)
    c.setFillGray(0.35)
    _text(
        c,
        left,
        h - 64,
        "Harbour Foodservice Ltd · Unit 7, Avonmouth Way, Bristol BS11 9YA · 0117 496 0200",
        7.5,
    )
    _text(c, right, h - 48, "Home   Products   Order form   My account   Log out", 8, right=True)
    c.setFillGray(0)
    c.setStrokeGray(0.75)
    c.line(left, h - 74, right, h - 74)
    c.setStrokeGray(0)
    _text(c, left, h - 100, "Trade order form", 16)
    c.setStrokeColorRGB(0.2, 0.55, 0.3)
    c.setFillColorRGB(0.9, 0.96, 0.91)
    c.rect(left, h - 134, right - left, 22, stroke=1, fill=1)
    c.setFillGray(0)
    c.setStrokeGray(0)
    _text(
        c,
        left + 8,
        h - 126,
        "Order submitted - thank you. Your order number is WO-118347.",
        9,
        "Helvetica-Bold",
    )
    _field(c, left, h - 152, "Account number", "H-20417", 120)
    _field(c, left + 135, h - 152, "Business name", "The Copper Kettle", 190)
    _field(c, left + 340, h - 152, "Contact name", "Sam Whitfield", right - left - 340)
    _field(c, left, h - 188, "Delivery address", "14 Quay Street, Bristol BS1 4DB", 325)
    _field(c, left + 340, h - 188, "Phone", "0117 496 0321", right - left - 340)
    _field(c, left, h - 224, "Order date", "08/12/2026", 120)
    _field(c, left + 135, h - 224, "Delivery date", "10/12/2026", 120)
    _field(c, left + 270, h - 224, "Delivery slot", "AM (6:00-12:00)", 120)
    _field(c, left + 405, h - 224, "Your reference", "CK-W50", right - left - 405)
    rows = [
        ("BT-0031", "Unsalted butter", "40x250g", "1", "62.80", "62.80"),
        ("CH-0215", "Mature cheddar, block", "2x2.5kg", "2", "34.90", "69.80"),
        ("RC-0410", "Arborio risotto rice", "6x1kg", "1", "14.75", "14.75"),
        ("TM-1120", "Chopped tomatoes in juice", "6x2.5kg", "3", "16.20", "48.60"),
        ("OL-0780", "Extra virgin olive oil", "4x5L", "1", "58.40", "58.40"),
        ("FR-3305", "Frozen skin-on fries 9mm", "4x2.5kg", "4", "17.60", "70.40"),
        ("CL-9020", "Catering washing-up liquid *", "2x5L", "1", "12.95", "12.95"),
    ]
    top = h - 292
    _text(c, left, top + 22, "Products", 12)
    cols = [
        (left + 4, "Code", False),
        (100, "Product", False),
        (270, "Pack size", False),
        (350, "Cases", False),
        (450, "Price per case (£)", True),
        (right - 4, "Line total (£)", True),
    ]
    c.setFillGray(0.92)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    for x, t, r in cols:
        _text(c, x, top, t, 8, "Helvetica-Bold", r)
    c.setStrokeGray(0.8)
    y = top - 22
    for row in rows:
        for (x, _, r), s in zip(cols, row):
            if x == 350:
                c.roundRect(x - 2, y - 5, 30, 15, 2)
                _text(c, x + 24, y, s, 9, right=True)
            else:
                _text(c, x, y, s, 9, right=r)
        c.line(left, y - 8, right, y - 8)
        y -= 21
    c.setStrokeGray(0)
    _pairs(
        c, 390, right - 4, y - 8, (("Goods total", "£337.70"), ("VAT (standard-rated items *)", "£2.59")), 15
    )
    _text(c, 390, y - 40, "Order total", 11, "Helvetica-Bold")
    _text(c, right - 4, y - 40, "£340.29", 11, "Helvetica-Bold", True)
    _text(
        c,
        left,
        y - 8,
        "* standard-rated for VAT at 20%; all other items zero-rated.",
        7.5,
        "Helvetica-Oblique",
    )
    _text(c, left, y - 74, "Delivery notes", 8, "Helvetica-Bold")
    c.setStrokeGray(0.6)
    c.roundRect(left, y - 118, right - left, 38, 2)
    for i, s in enumerate(
        (
            "Kitchen door is on Back Hall Lane. If closed before 7am please ring Sam on 07700 900418.",
            "Fries to go straight in the freezer please.",
        )
    ):
        _text(c, left + 5, y - 92 - 11 * i, s, 9)
    for x, label in ((left, "Print order"), (left + 100, "Back to my account")):
        c.setFillGray(0.9)
        c.roundRect(x, y - 152, 90, 20, 3, stroke=1, fill=1)
        c.setFillGray(0)
        _centre(c, 2 * x + 90, y - 145, label, 8.5)
    c.setStrokeGray(0)
    c.setFillGray(0.4)
    for i, s in enumerate(
        (
            "Orders placed by 2pm are delivered the next working day in Bristol and Bath (BS and BA postcodes).",
            "Prices exclude VAT where applicable. All orders subject to Harbour Foodservice Ltd terms of trade.",
        )
    ):
        _text(c, left, y - 186 - 10 * i, s, 7.5)
    c.setFillGray(0)
    _text(c, 20, 18, "https://order.harbourfoodservice.co.uk/account/order-form/confirm?o=WO-118347", 7)
    _text(c, w - 20, 18, "1/1", 7, right=True)
    return {
        "fields": {
            "document_number": "WO-118347",
            "date": "2026-12-08",
            "due_date": "2026-12-10",
            "total_amount": "340.29",
            "tax_amount": "2.59",
            "currency": "GBP",
            "vendor_name": "Harbour Foodservice Ltd",
            "customer_name": "The Copper Kettle",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, _, q, u, a in rows],
    }


def ous5(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    c.setFillColorRGB(0.0, 0.33, 0.2)
    _text(c, left, h - 50, "RED RIVER STATE UNIVERSITY", 15, "Times-Bold")
    c.setFillGray(0)
    for i, s in enumerate(
        ("Procurement Services", "Old Main 214, 1301 12th Ave N", "Fargo, ND 58102", "(701) 555-0140"),
    ):
        _text(c, left, h - 64 - 10 * i, s, 8)
    _text(c, right, h - 48, "BLANKET PURCHASE ORDER", 15, "Helvetica-Bold", True)
    _text(c, right, h - 64, "PO No. B2700418", 12, "Helvetica-Bold", True)
    _text(c, right, h - 78, "This number must appear on all invoices and packing slips.", 7, right=True)
    c.setLineWidth(0.6)
    _boxes(
        c,
        left,
        h - 112,
        (
            ("PO DATE", "Dec 1, 2026"),
            ("BLANKET PERIOD", "Jan 1, 2027 - Dec 31, 2027"),
            ("REQUISITION", "R-26-11873"),
            ("VENDOR NO.", "0004417"),
            ("TERMS", "Net 30"),
        ),
        (86, 142, 92, 82, right - left - 402),
        26,
        9,
    )
    for x, title, lines in (
        (
            left,
            "VENDOR",
            (
                "Northland Scientific Gases, LLC",
                "Attn: Contract Sales",
                "3015 7th Ave N",
                "Moorhead, MN 56560",
            ),
        ),
        (
            300,
            "SHIP TO",
            (
                "Red River State University",
                "Ladd Hall Receiving, Room 8",
                "1231 Albrecht Blvd",
                "Fargo, ND 58102",
            ),
        ),
    ):
        _text(c, x, h - 160, title, 8, "Helvetica-Bold")
        for i, s in enumerate(lines):
            _text(c, x + 10, h - 174 - 11 * i, s, 9)
    for i, (k, v) in enumerate(
        (
            (
                "Requisitioner:",
                "Dr. Anita Sorensen, Department of Chemistry and Biochemistry, (701) 555-0187",
            ),
            ("Account:", "21-4410-6620 (Chemistry - Instructional Laboratories)"),
            ("Buyer:", "Mark Halvorson, mark.halvorson@rrsu.edu"),
        )
    ):
        _text(c, left, h - 234 - 12 * i, k, 8.5, "Helvetica-Bold")
        _text(c, left + 80, h - 234 - 12 * i, v, 8.5)
    rows = [
        (
            "1",
            "UHP-N2-300",
            "Nitrogen, ultra high purity, size 300 cylinder",
            "120",
            "CYL",
            "28.50",
            "3,420.00",
        ),
        ("2", "UHP-AR-300", "Argon, ultra high purity, size 300 cylinder", "60", "CYL", "41.75", "2,505.00"),
        ("3", "HE-5.0-300", "Helium 99.999%, size 300 cylinder", "24", "CYL", "268.00", "6,432.00"),
        ("4", "LN2-180", "Liquid nitrogen, 180 L dewar fill", "52", "EA", "96.00", "4,992.00"),
        ("5", "RENT-CYL", "Cylinder rental, per cylinder per month", "360", "EA", "4.25", "1,530.00"),
        ("6", "DEL-SCH", "Scheduled delivery charge, per delivery", "52", "EA", "35.00", "1,820.00"),
    ]
    top = h - 290
    header = [
        (left + 20, "LINE", True),
        (64, "ITEM", False),
        (130, "DESCRIPTION", False),
        (392, "EST. QTY", True),
        (400, "UOM", False),
        (480, "UNIT PRICE", True),
        (right, "NOT TO EXCEED", True),
    ]
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    y = _table(c, top, header, rows, pitch=15, size=8.5)
    c.line(left, y + 8, right, y + 8)
    _pairs(c, 380, right, y - 8, (("Sales Tax", "Exempt"), ("Freight", "Included")), pitch=13)
    c.rect(374, y - 50, right - 374, 20)
    _text(c, 380, y - 43, "TOTAL NOT TO EXCEED", 9.5, "Helvetica-Bold")
    _text(c, right - 4, y - 43, "$20,699.00", 9.5, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "BLANKET ORDER CONDITIONS",
            "1. This is a blanket order for the period shown. It is not an order to deliver the quantities listed;",
            "   quantities are estimates. Releases are placed by the requisitioner by phone or e-mail as needed.",
            "2. Prices are firm for the blanket period. Total invoiced may not exceed the amount of this order.",
            "3. Each delivery ticket must show the PO number, the release date and the cylinder serial numbers.",
            "4. Invoice monthly to Accounts Payable, Red River State University, PO Box 6050, Fargo, ND 58108.",
            "5. The University is exempt from North Dakota sales tax (exemption no. E-4418).",
        )
    ):
        _text(c, left, y - 80 - 11 * i, s, 7.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.line(left, 96, 250, 96)
    _text(c, left, 86, "Mark Halvorson, Buyer - Procurement Services", 7.5)
    c.line(330, 96, right, 96)
    _text(c, 330, 86, "Approved: Director of Procurement", 7.5)
    return {
        "fields": {
            "document_number": "B2700418",
            "date": "2026-12-01",
            "total_amount": "20699.00",
            "currency": "USD",
            "vendor_name": "Northland Scientific Gases, LLC",
            "customer_name": "Red River State University",
        },
        "line_items": [_item(d, q, u, a.replace(",", ""), i) for _, i, d, q, _, u, a in rows],
    }


def oid6(c) -> dict:
    w, h = 215, 370
    x0, x1, s, p = 9, w - 9, 6.4, 8.4
    _centre(c, w, h - 24, "SAHABAT MART", 11, BOLD)
    y = _lines(
        c,
        w,
        h - 36,
        (
            "PT SAHABAT RITEL NUSANTARA",
            "JL. MARGONDA RAYA NO. 118",
            "KEMIRI MUKA, BEJI, DEPOK 16423",
            "NPWP: 01.234.567.8-412.000",
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - p,
        (("No. Struk : 0871-0034119", ""), ("05-12-2026 19:42", "KASIR: DEWI/03")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y, "-", s)
    rows = [
        ("MI GORENG INSTAN 85G", "5", "3.100", "15.500"),
        ("AIR MINERAL 600ML", "2", "3.500", "7.000"),
        ("GULA PASIR PREMIUM 1KG", "1", "17.900", "17.900"),
        ("ROTI TAWAR KUPAS", "1", "15.500", "15.500"),
        ("SABUN MANDI BATANG 75G", "2", "4.200", "8.400"),
        ("KOPI SUSU 3IN1 10X20G", "1", "14.900", "14.900"),
    ]
    y -= p
    for name, qty, price, amount in rows:
        _text(c, x0, y, name, s, MONO)
        _text(c, 132, y - p, qty, s, MONO, True)
        _text(c, 164, y - p, price, s, MONO, True)
        _text(c, x1, y - p, amount, s, MONO, True)
        y -= 2 * p
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1, y - p + 3, (("TOTAL ITEM", "12"),), s, pitch=p)
    _text(c, x0, y - 2, "TOTAL BELANJA", 8, BOLD)
    _text(c, x1, y - 2, "Rp 79.200", 8, BOLD, True)
    y = _two(c, x0, x1, y - p - 4, (("TUNAI", "100.000"), ("KEMBALIAN", "20.800")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1, y - p + 3, (("DPP", "71.351"), ("PPN", "7.849")), s, pitch=p)
    _text(c, x0, y, "HARGA SUDAH TERMASUK PPN", s, MONO)
    _rule(c, x0, x1, y - p, "=", s)
    _lines(
        c,
        w,
        y - 2 * p - 2,
        (
            "TERIMA KASIH ATAS KUNJUNGAN ANDA",
            "BARANG YANG SUDAH DIBELI TIDAK",
            "DAPAT DITUKAR/DIKEMBALIKAN",
            "",
            "LAYANAN KONSUMEN",
            "WA 0811 1500 2288",
            "sahabatmart.co.id",
        ),
        s,
        pitch=p,
    )
    return {
        "fields": {
            "document_number": "0871-0034119",
            "date": "2026-12-05",
            "total_amount": "79200",
            "tax_amount": "7849",
            "currency": "IDR",
            "vendor_name": "SAHABAT MART",
        },
        "line_items": [_item(d, q, _eu(u), _eu(a)) for d, q, u, a in rows],
    }


def oph7(c) -> dict:
    w, h = 210, 475
    x0, x1, s, p = 10, w - 10, 7, 9
    font, bold = "Helvetica", "Helvetica-Bold"
    _centre(c, w, h - 26, "KAIN TAYO! CHICKEN & RICE", 10, bold)
    y = _lines(
        c,
        w,
        h - 38,
        (
            "Operated by: Tayo Food Ventures Corp.",
            "G/F Lakeside Mall, Ortigas Ave.",
            "Brgy. Rosario, Pasig City 1609",
            "VAT REG TIN: 008-214-557-00012",
            "MIN: 21060114582793",
            "SN: KTP0417X22",
        ),
        6.6,
        font,
        pitch=8.5,
    )
    _centre(c, w, y - 5, "SALES INVOICE", 9, bold)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("SI No.: 000184233", "POS 03"),
            ("05-Dec-2026 12:31 PM", "Cashier: MARIEL"),
            ("DINE IN", "Order #217"),
        ),
        s,
        font,
        pitch=p,
    )
    c.setDash(1.5, 1.5)
    c.setLineWidth(0.5)
    c.line(x0, y + 4, x1, y + 4)
    rows = [
        ("2", "1PC CHICKEN W/ RICE", "99.00", "198.00"),
        ("1", "SPAGHETTI SOLO", None, "65.00"),
        ("1", "BURGER STEAK 2PC MEAL", None, "132.00"),
        ("3", "REG ICED TEA", "35.00", "105.00"),
        ("1", "PEACH MANGO PIE", None, "45.00"),
    ]
    y -= 8
    for qty, name, each, amount in rows:
        _text(c, x0, y, qty, s, font)
        _text(c, x0 + 12, y, name, s, font)
        _text(c, x1, y, amount, s, font, True)
        if each:
            y -= p
            _text(c, x0 + 24, y, f"@ {each}", s, font)
        y -= p + 1
    c.line(x0, y + 5, x1, y + 5)
    y = _two(c, x0, x1, y - 6, (("8 Item(s)", ""), ("Sub Total", "545.00")), s, font, pitch=p)
    _text(c, x0, y - 3, "Amount Due", 10, bold)
    _text(c, x1, y - 3, "545.00", 10, bold, True)
    y = _two(c, x0, x1, y - 17, (("CASH", "1,000.00"), ("CHANGE", "455.00")), s, font, pitch=p)
    c.line(x0, y + 5, x1, y + 5)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("VATable Sales", "486.61"),
            ("VAT Amount (12%)", "58.39"),
            ("VAT-Exempt Sales", "0.00"),
            ("Zero-Rated Sales", "0.00"),
        ),
        s,
        font,
        pitch=p,
    )
    c.line(x0, y + 5, x1, y + 5)
    c.setDash()
    for label in ("Customer Name:", "Address:", "TIN:", "Business Style:"):
        _text(c, x0, y - 8, label, s, font)
        c.line(x0 + 62, y - 9, x1, y - 9)
        y -= 14
    y = _lines(
        c,
        w,
        y - 10,
        (
            "All prices are in PHP and VAT-inclusive.",
            "THIS SERVES AS YOUR SALES INVOICE",
            "",
            "POS Provider: Lakbay Systems Inc.",
            "Accred. No. 0420012345672026041",
            "PTU No. FP042026-043-0512334-00003",
            "",
            "Salamat po! Balik po kayo!",
            "Feedback: hello@kaintayo.ph",
        ),
        6.4,
        font,
        pitch=8.5,
    )
    return {
        "fields": {
            "document_number": "000184233",
            "date": "2026-12-05",
            "total_amount": "545.00",
            "tax_amount": "58.39",
            "currency": "PHP",
            "vendor_name": "KAIN TAYO! CHICKEN & RICE",
        },
        "line_items": [_bare(d, a, q, e) for q, d, e, a in rows],
    }


def opl8(c) -> dict:
    w, h = 204, 385
    x0, x1, s, p = 9, w - 9, 6.6, 8.6
    _centre(c, w, h - 24, "DELIKATESY POD ZEGAREM", 8.6, BOLD)
    y = _lines(
        c,
        w,
        h - 35,
        ("Anna i Marek Nowak s.c.", "ul. Starowislna 41", "31-038 Kraków", "NIP 676-221-43-18"),
        s,
        pitch=p,
    )
    y = _two(c, x0, x1, y - 4, (("2026-12-05", "nr wydr. 021377"),), s, pitch=p)
    _centre(c, w, y - 4, "PARAGON FISKALNY", 9, BOLD)
    _rule(c, x0, x1, y - 12, "-", s)
    rows = [
        ("Chleb razowy 500g", "1", "5,20", "5,20", "C"),
        ("Mleko 3,2% 1L", "2", "3,49", "6,98", "C"),
        ("Ser gouda plastry 150g", "1", "6,99", "6,99", "C"),
        ("Szynka wiejska", "0,326", "49,90", "16,27", "C"),
        ("Kawa mielona 250g", "1", "18,99", "18,99", "A"),
        ("Piwo jasne 0,5L", "4", "3,89", "15,56", "A"),
        ("Torba papierowa", "1", "1,00", "1,00", "A"),
    ]
    y -= 12 + p
    for name, qty, price, amount, code in rows:
        _text(c, x0, y, name, s, MONO)
        _text(c, 136, y - p, f"{qty} x{price}", s, MONO, True)
        _text(c, x1 - 7, y - p, amount, s, MONO, True)
        _text(c, x1, y - p, code, s, MONO, True)
        y -= 2 * p
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1 - 7,
        y - p + 3,
        (
            ("SPRZEDAZ OPODATKOWANA A", "35,55"),
            ("PTU A 23,00 %", "6,65"),
            ("SPRZEDAZ OPODATKOWANA C", "35,44"),
            ("PTU C 5,00 %", "1,69"),
            ("SUMA PTU", "8,34"),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "SUMA PLN", 10, BOLD)
    _text(c, x1 - 7, y - 4, "70,99", 10, BOLD, True)
    y = _two(c, x0, x1 - 7, y - p - 10, (("Gotówka", "100,00 PLN"), ("Reszta", "29,01 PLN")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1, y - p + 3, (("000447 #Kasa 1", "Kasjer nr 3  14:08"),), s, pitch=p)
    _text(c, x0, y, "5D0C1A4F98E2B7736A01C4E2F0B9D5A3", 5.8, MONO)
    _centre(c, w, y - p - 2, "{PL} BEK 14012345", 8, BOLD)
    _lines(c, w, y - 3 * p, ("DZIEKUJEMY ZA ZAKUPY", "ZAPRASZAMY PONOWNIE"), s, pitch=p)
    return {
        "fields": {
            "document_number": "000447",
            "date": "2026-12-05",
            "total_amount": "70.99",
            "tax_amount": "8.34",
            "currency": "PLN",
            "vendor_name": "DELIKATESY POD ZEGAREM",
        },
        "line_items": [_item(d, _eu(q), _eu(u), _eu(a)) for d, q, u, a, _ in rows],
    }


def ous9(c) -> dict:
    w, h = 216, 365
    x0, x1, s, p = 12, w - 12, 7, 9.2
    _centre(c, w, h - 26, "PEAK FUEL & MARKET", 11, BOLD)
    y = _lines(
        c,
        w,
        h - 38,
        ("STORE #2214", "2120 W MARKET ST", "YORK, PA 17404", "(717) 555-0193"),
        s,
        pitch=p,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("DEC 06, 2026", "07:52 AM"), ("TRAN #: 448210", "REG 01"), ("CASHIER: 07", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y, "-", s)
    y -= p + 2
    _text(c, x0, y, "PUMP # 06", s, BOLD)
    _text(c, x0, y - p, "REGULAR UNLEADED", s, MONO)
    _text(c, x0 + 8, y - 2 * p, "12.418 GAL @ $3.249/GAL", s, MONO)
    _text(c, x1, y - 2 * p, "$40.35", s, MONO, True)
    y -= 3 * p + 4
    _text(c, x0, y, "COFFEE 20 OZ", s, MONO)
    _text(c, x1, y, "$2.29", s, MONO, True)
    _text(c, x0, y - p, "GLAZED DONUT", s, MONO)
    _text(c, x0 + 8, y - 2 * p, "2 @ $1.49", s, MONO)
    _text(c, x1, y - 2 * p, "$2.98", s, MONO, True)
    y -= 3 * p
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0 + 50, x1, y - p + 3, (("SUBTOTAL", "$45.62"), ("TAX", "$0.32")), s, pitch=p)
    _text(c, x0 + 50, y - 2, "TOTAL", 9.5, BOLD)
    _text(c, x1, y - 2, "$45.94", 9.5, BOLD, True)
    y = _two(c, x0 + 50, x1, y - p - 6, (("VISA", "$45.94"), ("CHANGE DUE", "$0.00")), s, pitch=p)
    for i, t in enumerate(
        (
            "VISA          ************7734",
            "ENTRY: CHIP   AID: A0000000031010",
            "AUTH: 051177   SEQ: 002918",
            "APPROVED",
        )
    ):
        _text(c, x0, y - 4 - 8.4 * i, t, 6.2, MONO)
    _lines(
        c,
        w,
        y - 50,
        (
            "FUEL PRICES INCLUDE",
            "FEDERAL AND STATE TAXES",
            "TAX 6% ON PREPARED FOOD",
            "",
            "THANK YOU - DRIVE SAFELY",
            "REWARDS: PEAKFUEL.COM",
        ),
        6.4,
        pitch=8.4,
    )
    return {
        "fields": {
            "document_number": "448210",
            "date": "2026-12-06",
            "total_amount": "45.94",
            "tax_amount": "0.32",
            "currency": "USD",
            "vendor_name": "PEAK FUEL & MARKET",
        },
        "line_items": [
            _item("REGULAR UNLEADED", "12.418", "3.249", "40.35"),
            _bare("COFFEE 20 OZ", "2.29"),
            _item("GLAZED DONUT", "2", "1.49", "2.98"),
        ],
    }


def oit10(c) -> dict:
    w, h = 220, 440
    x0, x1, s, p = 10, w - 10, 6.8, 9
    _centre(c, w, h - 24, "MINIMARKET SAN VITALE", 9.5, BOLD)
    y = _lines(
        c,
        w,
        h - 36,
        (
            "di Bianchi Laura",
            "Via San Vitale 48/B",
            "40125 BOLOGNA (BO)",
            "P.IVA 03344550377",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 6, "DOCUMENTO COMMERCIALE", 8.5, BOLD)
    _centre(c, w, y - 15, "di vendita o prestazione", s, MONO)
    y -= 32
    for x, t, right in ((x0, "DESCRIZIONE", False), (160, "IVA", True), (x1, "Prezzo(€)", True)):
        _text(c, x, y, t, s, BOLD, right)
    rows = [
        ("PASTA SEMOLA 500G", None, "4%", "1,19"),
        ("LATTE INTERO 1L", ("2", "1,45", "2 x 1,45"), "4%", "2,90"),
        ("MORTADELLA BOLOGNA IGP", ("0,180", "21,90", "0,180 kg x 21,90 €/kg"), "10%", "3,94"),
        ("PARMIGIANO REGGIANO 24M", ("0,350", "26,50", "0,350 kg x 26,50 €/kg"), "4%", "9,28"),
        ("OLIO EXTRAVERGINE 1L", None, "4%", "8,99"),
        ("ACQUA FRIZZANTE 6X1,5L", None, "22%", "2,49"),
        ("DETERSIVO PIATTI 750ML", None, "22%", "1,99"),
    ]
    y -= p + 3
    for name, detail, rate, amount in rows:
        _text(c, x0, y, name, s, MONO)
        _text(c, 160, y, rate, s, MONO, True)
        _text(c, x1, y, amount, s, MONO, True)
        if detail:
            y -= p
            _text(c, x0 + 10, y, detail[2], s, MONO)
        y -= p
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - 10, "TOTALE COMPLESSIVO", 9.5, BOLD)
    _text(c, x1, y - 10, "30,78", 9.5, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 10 - p - 2,
        (
            ("DI CUI IVA", "2,03"),
            ("Pagamento contante", "0,00"),
            ("Pagamento elettronico", "30,78"),
            ("Non riscosso", "0,00"),
            ("Resto", "0,00"),
            ("Importo pagato", "30,78"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    for i, row in enumerate(
        (
            ("ALIQUOTA", "IMPONIBILE", "IMPOSTA"),
            ("IVA 4%", "21,50", "0,86"),
            ("IVA 10%", "3,58", "0,36"),
            ("IVA 22%", "3,67", "0,81"),
        )
    ):
        for x, right, t in zip((x0, 140, x1), (False, True, True), row):
            _text(c, x, y - 6 - p * i, t, s, BOLD if i == 0 else MONO, right)
    y -= 4 * p + 10
    for i, t in enumerate(
        (
            "PAGAMENTO CARTA BANCOMAT",
            "CARTA ************2291",
            "AUT. 704412  STAN 000118",
            "TRANSAZIONE ESEGUITA",
        )
    ):
        _text(c, x0, y - 8.2 * i, t, 6.2, MONO)
    _rule(c, x0, x1, y - 36, "-", s)
    _text(c, x0, y - 36 - p, "06-12-2026 18:27", s, MONO)
    _text(c, x1, y - 36 - p, "DOCUMENTO N. 0339-0144", s, MONO, True)
    y = _lines(c, w, y - 36 - 2.2 * p, ("Cassa 2 - Operatore: Sara", "RT 80EPA047120"), 6.5, pitch=8.5)
    _lines(c, w, y - 4, ("GRAZIE E ARRIVEDERCI", "Aperto 7:30-20:30 anche la domenica"), 6.5, pitch=8.5)
    return {
        "fields": {
            "document_number": "0339-0144",
            "date": "2026-12-06",
            "total_amount": "30.78",
            "tax_amount": "2.03",
            "currency": "EUR",
            "vendor_name": "MINIMARKET SAN VITALE",
        },
        "line_items": [_bare(d, _eu(a), *((_eu(e[0]), _eu(e[1])) if e else ())) for d, e, _, a in rows],
    }


LAYOUTS = {
    "ous1": (ous1, letter),
    "ode2": (ode2, A4),
    "ofr3": (ofr3, A4),
    "ouk4": (ouk4, A4),
    "ous5": (ous5, letter),
    "oid6": (oid6, (215, 370)),
    "oph7": (oph7, (210, 475)),
    "opl8": (opl8, (204, 385)),
    "ous9": (ous9, (216, 365)),
    "oit10": (oit10, (220, 440)),
}
SCANNED = ("ous1", "ofr3", "oid6", "oph7", "opl8", "ous9", "oit10")
