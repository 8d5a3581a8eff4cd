"""Ten hand-written orders, written 2026-12-07 in the manner of scripts/layouts_set.py, as other companies print
them: a Spokane valve maker's purchase order to its foundry (Vendor / Ship To, a P.O. number box), a Black Forest
machine shop's Bestellung, a Saint-Malo hotel's bon de commande (in Times), a Zaragoza builder's pedido de compra
(zebra rows), a Huddersfield fastener wholesaler's order acknowledgement (its number in a right-hand table, a table
without lines), a Queensland irrigation supplier's sales order with GST, a Gouda cheese maker's inkooporder (printed
in Courier), a Des Moines janitorial distributor's purchase order of 30 rows over two pages, a Gragnano pasta
maker's ordine d'acquisto, and a Toronto web shop's order confirmation printed from a mail reader. On a purchase
order the vendor is the supplier it is sent to, the customer the company that issues it; the delivery date asked
for ("Required by", "Livraison souhaitée", "Leverdatum") is the order's due date, as the generator's orders print
it ("due.order"), and a week ("KW 49/2026") none.
"""

from __future__ import annotations

from decimal import Decimal

from layouts_set import _centre, _eu, _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4, letter


def _grid(c, x: float, y: float, cells, widths, height: float = 28, size: float = 9, font: str = "Helvetica"):
    """A row of boxes, each its key (small, bold) over its value; ``y`` the top of the row."""
    for (k, v), cw in zip(cells, widths):
        c.rect(x, y - height, cw, height)
        _text(
            c,
            x + 4,
            y - 10,
            k,
            6.5,
            {"Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}.get(font, font + "-Bold"),
        )
        _text(c, x + 4, y - height + 7, v, size, font)
        x += cw


def hus1(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    c.setFillColorRGB(0.1, 0.3, 0.5)
    c.rect(left, h - 66, 26, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 6, h - 60, "C", 18, "Helvetica-Bold")
    c.setFillGray(0)
    _text(c, left + 34, h - 54, "Cascade Fluid Controls, Inc.", 15, "Helvetica-Bold")
    _text(c, left + 34, h - 66, "Industrial valves and actuators since 1978", 8, "Helvetica-Oblique")
    for i, s in enumerate(
        ("4810 E Trent Ave", "Spokane, WA 99212", "Tel (509) 555-0136  ·  purchasing@cascadefluid.com")
    ):
        _text(c, left, h - 86 - 10 * i, s, 8)
    _text(c, right, h - 54, "PURCHASE ORDER", 20, "Helvetica-Bold", True)
    c.setLineWidth(1)
    _grid(
        c,
        380,
        h - 70,
        (("P.O. NUMBER", "CFC-26-10722"), ("DATE", "November 3, 2026")),
        (96, right - 476),
        32,
        10,
    )
    _text(
        c,
        right,
        h - 114,
        "This P.O. number must appear on all invoices, packing lists and cartons.",
        6.5,
        right=True,
    )
    blocks = (
        (
            left,
            "VENDOR",
            (
                "Pacific Northwest Castings LLC",
                "Attn: Order Desk",
                "2207 N Columbia Blvd",
                "Portland, OR 97217",
                "Vendor ID: V-10388",
            ),
        ),
        (
            318,
            "SHIP TO",
            (
                "Cascade Fluid Controls, Inc.",
                "Receiving - Dock 2",
                "4810 E Trent Ave",
                "Spokane, WA 99212",
                "",
            ),
        ),
    )
    for x, title, lines in blocks:
        c.setFillColorRGB(0.1, 0.3, 0.5)
        c.rect(x, h - 146, 254, 15, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, x + 5, h - 142, title, 8.5, "Helvetica-Bold")
        c.setFillGray(0)
        for i, s in enumerate(lines):
            _text(c, x + 5, h - 160 - 12 * i, s, 9)
    c.setLineWidth(0.6)
    band = (
        ("REQUISITIONER", "T. Albright"),
        ("SHIP VIA", "Best Way"),
        ("F.O.B.", "Origin"),
        ("REQUIRED BY", "December 1, 2026"),
        ("PAYMENT TERMS", "Net 45"),
    )
    _grid(c, left, h - 226, band, (110, 96, 80, 120, right - left - 406), 26, 8.5)
    rows = [
        ("PNC-4410", "Ductile iron valve body, 2 in, machined", "120", "EA", "48.75", "5,850.00"),
        ("PNC-4415", "Ductile iron valve body, 3 in, machined", "80", "EA", "71.20", "5,696.00"),
        ("PNC-5022", "Bonnet casting, 2 in, as-cast", "120", "EA", "18.40", "2,208.00"),
        ("PNC-5027", "Bonnet casting, 3 in, as-cast", "80", "EA", "24.95", "1,996.00"),
        ("PNC-9001", "Pattern modification, 3 in body core", "1", "LOT", "1,185.00", "1,185.00"),
    ]
    top = h - 270
    cols = (left, 110, 352, 392, 430, 500, right)
    titles = ("ITEM #", "DESCRIPTION", "QTY", "UNIT", "UNIT PRICE", "TOTAL")
    n_rows, pitch = 10, 18
    c.setFillColorRGB(0.85, 0.9, 0.95)
    c.rect(left, top - pitch, right - left, pitch, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, top - pitch * (n_rows + 1), right - left, pitch * (n_rows + 1))
    for x in cols[1:-1]:
        c.line(x, top, x, top - pitch * (n_rows + 1))
    for j in range(1, n_rows + 1):
        c.line(left, top - pitch * j, right, top - pitch * j)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 12, t, 8, "Helvetica-Bold")
    for i, (code, d, q, u, p, a) in enumerate(rows):
        y = top - pitch * (i + 1) - 12
        _text(c, left + 4, y, code, 8.5)
        _text(c, cols[1] + 4, y, d, 8.5)
        _text(c, cols[3] - 4, y, q, 8.5, right=True)
        _centre(c, cols[3] + cols[4], y, u, 8.5)
        _text(c, cols[5] - 4, y, p, 8.5, right=True)
        _text(c, right - 4, y, a, 8.5, right=True)
    y = top - pitch * (n_rows + 1)
    totals = (("SUBTOTAL", "16,935.00"), ("SALES TAX", "Exempt"), ("SHIPPING & HANDLING", "412.50"))
    for i, (k, v) in enumerate(totals):
        c.rect(cols[3], y - 18 * (i + 1), right - cols[3], 18)
        _text(c, cols[3] + 6, y - 18 * i - 12, k, 8, "Helvetica-Bold")
        _text(c, right - 4, y - 18 * i - 12, v, 8.5, right=True)
    c.setFillColorRGB(0.85, 0.9, 0.95)
    c.rect(cols[3], y - 76, right - cols[3], 22, stroke=1, fill=1)
    c.setFillGray(0)
    _text(c, cols[3] + 6, y - 69, "TOTAL", 10, "Helvetica-Bold")
    _text(c, right - 4, y - 69, "$17,347.50", 10, "Helvetica-Bold", True)
    c.rect(left, y - 96, 300, 86)
    _text(c, left + 5, y - 22, "Comments or Special Instructions", 8, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "1. Material certs (EN 10204 3.1) required with each heat lot.",
            "2. Castings per drawing CFC-D-2210 rev. F and CFC-D-2215 rev. C.",
            "3. Tax exempt - resale certificate on file (WA #603-118-447).",
            "4. All prices in US dollars. Partial shipments accepted.",
        )
    ):
        _text(c, left + 5, y - 38 - 12 * i, s, 8)
    c.line(left, 96, 260, 96)
    _text(c, left, 86, "Authorized by: Thomas Albright, Purchasing Manager", 7.5)
    c.line(330, 96, right, 96)
    _text(c, 330, 86, "Date", 7.5)
    _centre(c, w, 50, "If you have any questions about this purchase order, please call (509) 555-0136.", 7.5)
    return {
        "fields": {
            "document_number": "CFC-26-10722",
            "date": "2026-11-03",
            "due_date": "2026-12-01",
            "total_amount": "17347.50",
            "currency": "USD",
            "vendor_name": "Pacific Northwest Castings LLC",
            "customer_name": "Cascade Fluid Controls, Inc.",
        },
        "line_items": [_item(d, q, p.replace(",", ""), a.replace(",", ""), i) for i, d, q, _, p, a in rows],
    }




def hde2(c) -> dict:
    w, h = A4
    left, right = 57, w - 45
    _text(c, right, h - 52, "Schwarzwald Feinmechanik GmbH", 15, "Helvetica-Bold", True)
    c.setFillGray(0.4)
    _text(c, right, h - 65, "Präzisionsdrehteile · Frästeile · Baugruppen", 8.5, right=True)
    c.setFillGray(0)
    c.setLineWidth(0.4)
    c.line(left, h - 75, right, h - 75)
    _text(
        c, left, h - 128, "Schwarzwald Feinmechanik GmbH · Am Hochwald 21 · 78056 Villingen-Schwenningen", 6
    )
    c.line(left, h - 131, left + 240, h - 131)
    for i, s in enumerate(
        (
            "Rheinland Werkzeughandel GmbH & Co. KG",
            "Vertrieb Industriekunden",
            "Kaiserswerther Str. 115",
            "40474 Düsseldorf",
        )
    ):
        _text(c, left, h - 148 - 13 * i, s, 10)
    info = (
        ("Bestell-Nr.", "B-2026-04417"),
        ("Datum", "12.11.2026"),
        ("Lieferanten-Nr.", "70233"),
        ("Ihr Angebot", "AN-26-8812 vom 05.11.2026"),
        ("Ansprechpartner", "Julia Brenner"),
        ("Telefon", "07721 8060-214"),
        ("E-Mail", "einkauf@sw-feinmechanik.de"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 360, h - 118 - 12 * i, k, 8)
        _text(c, 432, h - 118 - 12 * i, v, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, left, h - 262, "Bestellung", 14, "Helvetica-Bold")
    _text(c, left, h - 284, "Sehr geehrte Damen und Herren,", 9)
    _text(c, left, h - 297, "zu den Bedingungen Ihres o. g. Angebots bestellen wir wie folgt:", 9)
    rows = [
        ("1", "WZ-10450", "Spiralbohrer HSS-E DIN 338, Ø 6,8 mm", "50", "Stück", "3,92", "196,00"),
        ("2", "WZ-10466", "Spiralbohrer HSS-E DIN 338, Ø 8,5 mm", "30", "Stück", "5,48", "164,40"),
        ("3", "WZ-22810", "Maschinengewindebohrer M8, HSS-E", "20", "Stück", "14,75", "295,00"),
        ("4", "WZ-31002", "Wendeschneidplatte CNMG 120408, P25", "100", "Stück", "6,10", "610,00"),
        ("5", "WZ-40077", "Kühlschmierstoff Konzentrat, 20 l", "2", "Kanister", "118,50", "237,00"),
        ("6", "WZ-50210", "Messschieber digital 150 mm, IP67", "4", "Stück", "62,95", "251,80"),
    ]
    top = h - 326
    header = [
        (left, "Pos.", False),
        (82, "Art.-Nr.", False),
        (140, "Bezeichnung", False),
        (372, "Menge", True),
        (380, "Einheit", False),
        (478, "Einzelpreis", True),
        (right, "Gesamtpreis", True),
    ]
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, "Helvetica-Bold", r)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.3)
    for i, row in enumerate(rows):
        y = top - 21 - 17 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 8.5, right=r)
        c.line(left, y - 6, right, y - 6)
    c.setStrokeGray(0)
    y = top - 21 - 17 * len(rows)
    _pairs(c, 360, right, y - 12, (("Summe netto", "1.754,20"), ("zzgl. 19 % USt.", "333,30")), pitch=14)
    c.setLineWidth(0.6)
    c.line(360, y - 32, right, y - 32)
    _text(c, 360, y - 46, "Gesamtbetrag EUR", 10, "Helvetica-Bold")
    _text(c, right, y - 46, "2.087,50", 10, "Helvetica-Bold", True)
    c.line(360, y - 51, right, y - 51)
    c.line(360, y - 53, right, y - 53)
    for i, (k, v) in enumerate(
        (
            ("Liefertermin:", "KW 49/2026, frei Haus"),
            ("Lieferanschrift:", "Wareneingang Tor 3, Am Hochwald 21, 78056 Villingen-Schwenningen"),
            ("Zahlung:", "14 Tage 2 % Skonto, 30 Tage netto"),
            ("Versand:", "Spedition oder Paketdienst, Lieferschein mit Bestell-Nr. und Pos."),
        )
    ):
        _text(c, left, y - 86 - 13 * i, k, 8.5, "Helvetica-Bold")
        _text(c, left + 78, y - 86 - 13 * i, v, 8.5)
    for i, s in enumerate(
        (
            "Bitte senden Sie uns innerhalb von 3 Arbeitstagen eine Auftragsbestätigung mit verbindlichem",
            "Liefertermin. Es gelten unsere Allgemeinen Einkaufsbedingungen (www.sw-feinmechanik.de/aeb).",
            "",
            "Mit freundlichen Grüßen",
            "Schwarzwald Feinmechanik GmbH",
            "i. A. Julia Brenner, Einkauf",
        )
    ):
        _text(c, left, y - 152 - 12 * i, s, 8.5)
    c.setLineWidth(0.4)
    c.line(left, 78, right, 78)
    for x, block in (
        (left, ("Schwarzwald Feinmechanik GmbH", "Am Hochwald 21", "78056 Villingen-Schwenningen")),
        (
            220,
            ("Geschäftsführer: Markus Haller", "Amtsgericht Freiburg HRB 601284", "USt-IdNr. DE 287 413 906"),
        ),
        (392, ("Sparkasse Schwarzwald-Baar", "IBAN DE62 6945 0065 0001 2874 13", "BIC SOLADES1VSS")),
    ):
        for i, s in enumerate(block):
            _text(c, x, 66 - 9 * i, s, 6.5)
    return {
        "fields": {
            "document_number": "B-2026-04417",
            "date": "2026-11-12",
            "total_amount": "2087.50",
            "tax_amount": "333.30",
            "currency": "EUR",
            "vendor_name": "Rheinland Werkzeughandel GmbH & Co. KG",
            "customer_name": "Schwarzwald Feinmechanik GmbH",
        },
        "line_items": [_item(d, q, _eu(u), _eu(a), i) for _, i, d, q, _, u, a in rows],
    }


def hfr3(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    c.setFillColorRGB(0.05, 0.2, 0.4)
    _text(c, left, h - 62, "Hôtel Le Grand Large", 22, "Times-BoldItalic")
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Hôtel Le Grand Large SAS",
            "4 chaussée du Sillon - 35400 Saint-Malo",
            "Tél. 02 99 40 12 85 - achats@grandlarge-stmalo.fr",
            "SIRET 498 215 377 00018 - TVA FR 41 498215377",
        )
    ):
        _text(c, left, h - 80 - 11 * i, s, 8.5, "Times-Bold" if i == 0 else "Times-Roman")
    c.setLineWidth(1.2)
    c.rect(350, h - 128, right - 350, 80)
    _centre(c, 350 + right, h - 72, "BON DE COMMANDE", 15, "Times-Bold")
    c.setLineWidth(0.5)
    c.line(358, h - 80, right - 8, h - 80)
    _text(c, 362, h - 98, "N° BC-2026-0871", 12, "Times-Bold")
    _text(c, 362, h - 116, "Date : 17/11/2026", 11, "Times-Roman")
    for x, title, lines in (
        (
            left,
            "FOURNISSEUR",
            (
                "Linge & Literie de Bretagne SARL",
                "ZA de Kerbois, 12 rue des Tisserands",
                "29200 Brest",
                "Code fournisseur : F0412",
            ),
        ),
        (
            305,
            "ADRESSE DE LIVRAISON",
            (
                "Hôtel Le Grand Large",
                "Service lingerie - accès livraisons",
                "4 chaussée du Sillon",
                "35400 Saint-Malo",
            ),
        ),
    ):
        c.setFillGray(0.85)
        c.rect(x, h - 176, 248, 16, stroke=1, fill=1)
        c.setFillGray(0)
        _text(c, x + 6, h - 171, title, 9, "Times-Bold")
        c.rect(x, h - 240, 248, 64)
        for i, s in enumerate(lines):
            _text(c, x + 6, h - 190 - 13 * i, s, 10, "Times-Bold" if i == 0 else "Times-Roman")
    band = (
        ("Demandeur", "Mme Le Guen, gouvernante"),
        ("Livraison souhaitée", "05/12/2026"),
        ("Conditions de paiement", "45 jours fin de mois"),
        ("Transport", "Franco de port"),
    )
    _grid(c, left, h - 254, band, (140, 110, 150, right - left - 400), 30, 10, "Times-Roman")
    rows = [
        ("40", "LB-DH240", "Housse de couette 240x220, percale blanche", "38,50", "1 540,00"),
        ("80", "LB-TO65", "Taie d'oreiller 65x65, percale blanche", "7,90", "632,00"),
        ("60", "LB-DR270", "Drap plat 270x310, coton blanc", "24,20", "1 452,00"),
        ("120", "LB-SE50", "Serviette de toilette 50x100, 550 g", "6,35", "762,00"),
        ("30", "LB-PE-CH", "Peignoir nid d'abeille, taille L", "29,90", "897,00"),
    ]
    top = h - 304
    cols = (left, 80, 150, 408, 470, right)
    titles = ("Qté", "Référence", "Désignation", "P.U. HT", "Total HT")
    bottom = top - 190
    c.setFillGray(0.85)
    c.rect(left, top - 18, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, bottom, right - left, top - bottom)
    c.line(left, top - 18, right, top - 18)
    for x in cols[1:-1]:
        c.line(x, top, x, bottom)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 13, t, 10, "Times-Bold")
    for i, (q, ref, d, u, a) in enumerate(rows):
        y = top - 34 - 17 * i
        _text(c, cols[1] - 5, y, q, 10, "Times-Roman", True)
        _text(c, cols[1] + 5, y, ref, 10, "Times-Roman")
        _text(c, cols[2] + 5, y, d, 10, "Times-Roman")
        _text(c, cols[4] - 5, y, u, 10, "Times-Roman", True)
        _text(c, right - 5, y, a, 10, "Times-Roman", True)
    tx = 340
    for i, (k, v) in enumerate(
        (("Total HT", "5 283,00 €"), ("TVA 20 %", "1 056,60 €"), ("Total TTC", "6 339,60 €"))
    ):
        yy = bottom - 20 * (i + 1)
        bold = k == "Total TTC"
        c.setFillGray(0.85 if bold else 1)
        c.rect(tx, yy, right - tx, 20, stroke=1, fill=1)
        c.setFillGray(0)
        c.line(470, yy, 470, yy + 20)
        _text(c, tx + 6, yy + 6, k, 10.5 if bold else 10, "Times-Bold" if bold else "Times-Roman")
        _text(c, right - 5, yy + 6, v, 10.5 if bold else 10, "Times-Bold" if bold else "Times-Roman", True)
    for i, s in enumerate(
        (
            "Merci de rappeler le numéro de commande sur le bon de livraison et sur la facture.",
            "Livraison du lundi au vendredi, de 8 h à 11 h, par l'accès de service (rue de Chateaubriand).",
            "Toute livraison non conforme sera refusée. Facture en un exemplaire à compta@grandlarge-stmalo.fr.",
        )
    ):
        _text(c, left, bottom - 96 - 12 * i, s, 9, "Times-Italic")
    c.rect(left, bottom - 230, 240, 90)
    _text(c, left + 6, bottom - 154, "Le responsable des achats", 9.5, "Times-Bold")
    _text(c, left + 6, bottom - 168, "Yann Kervella", 9.5, "Times-Roman")
    c.rect(305, bottom - 230, right - 305, 90)
    _text(c, 311, bottom - 154, "Bon pour accord du fournisseur", 9.5, "Times-Bold")
    _text(c, 311, bottom - 168, "(date, cachet et signature)", 9, "Times-Italic")
    return {
        "fields": {
            "document_number": "BC-2026-0871",
            "date": "2026-11-17",
            "due_date": "2026-12-05",
            "total_amount": "6339.60",
            "tax_amount": "1056.60",
            "currency": "EUR",
            "vendor_name": "Linge & Literie de Bretagne SARL",
            "customer_name": "Hôtel Le Grand Large SAS",
        },
        "line_items": [_item(d, q, _eu(u), _eu(a), r) for q, r, d, u, a in rows],
    }


def hes4(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    terracotta = (0.7, 0.3, 0.18)
    c.setFillColorRGB(*terracotta)
    c.rect(left, h - 70, 6, 34, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 14, h - 50, "Construcciones Hermanos Ortega S.L.", 14, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Polígono Industrial Malpica, calle E, nave 14 - 50016 Zaragoza",
            "CIF B50412876 - Tel. 976 555 210 - compras@hnosortega.es",
        )
    ):
        _text(c, left + 14, h - 63 - 10 * i, s, 7.5)
    c.setFillColorRGB(*terracotta)
    _text(c, right, h - 112, "PEDIDO DE COMPRA", 17, "Helvetica-Bold", True)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    c.setStrokeColorRGB(*terracotta)
    _grid(
        c,
        300,
        h - 122,
        (("Nº Pedido", "PC-26/0593"), ("Fecha", "24/11/2026"), ("Obra", "Residencial Parque Delicias")),
        (72, 66, right - 438),
        28,
        9,
    )
    for x, y, title, lines in (
        (
            left,
            h - 130,
            "PROVEEDOR",
            (
                "Cerámicas del Levante S.A.",
                "Carretera de Alcora, km 5,2",
                "12006 Castellón de la Plana",
                "CIF A12345098",
            ),
        ),
        (
            300,
            h - 172,
            "DIRECCIÓN DE ENTREGA",
            (
                "Obra Residencial Parque Delicias",
                "Avenida de Navarra 92",
                "50017 Zaragoza",
                "Contacto: J. Ortega, 976 555 214",
            ),
        ),
    ):
        c.setFillColorRGB(*terracotta)
        _text(c, x, y, title, 7.5, "Helvetica-Bold")
        c.setFillGray(0)
        c.line(x, y - 4, x + 240, y - 4)
        for i, s in enumerate(lines):
            _text(c, x, y - 18 - 12 * i, s, 9, "Helvetica-Bold" if i == 0 else "Helvetica")
    rows = [
        ("CL-GR6060", "Gres porcelánico 60x60 gris rectificado", "m²", "240", "18,45", "4.428,00"),
        ("CL-RD0860", "Rodapié porcelánico 8x60 gris", "ml", "180", "3,20", "576,00"),
        ("CL-AZ3090", "Azulejo blanco brillo 30x90", "m²", "96", "14,90", "1.430,40"),
        ("CL-CM25", "Cemento cola C2TE gris, saco 25 kg", "ud", "60", "11,75", "705,00"),
        ("CL-JT5", "Junta flexible CG2 gris perla, 5 kg", "ud", "24", "9,80", "235,20"),
        ("CL-PAL", "Palet europeo (retornable)", "ud", "8", "12,00", "96,00"),
    ]
    top = h - 270
    header = [
        (left + 6, "Código", False),
        (112, "Descripción", False),
        (330, "Ud.", False),
        (408, "Cantidad", True),
        (470, "Precio", True),
        (right - 6, "Importe", True),
    ]
    c.setFillColorRGB(*terracotta)
    c.rect(left, top - 6, right - left, 19, stroke=0, fill=1)
    c.setFillGray(1)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, "Helvetica-Bold", r)
    c.setFillGray(0)
    for i, row in enumerate(rows):
        y = top - 22 - 18 * i
        if i % 2:
            c.setFillColorRGB(0.97, 0.92, 0.88)
            c.rect(left, y - 6, right - left, 18, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 8.5, right=r)
    y = top - 22 - 18 * len(rows)
    c.line(left, y + 6, right, y + 6)
    _pairs(
        c, 370, right - 6, y - 12, (("Base imponible", "7.470,60 €"), ("IVA 21 %", "1.568,83 €")), pitch=15
    )
    c.setFillColorRGB(*terracotta)
    c.rect(362, y - 56, right - 362, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 370, y - 49, "TOTAL PEDIDO", 10.5, "Helvetica-Bold")
    _text(c, right - 6, y - 49, "9.039,43 €", 10.5, "Helvetica-Bold", True)
    c.setFillGray(0)
    for i, (k, v) in enumerate(
        (
            ("Plazo de entrega", "10 días hábiles desde la confirmación"),
            ("Forma de pago", "Confirming a 60 días"),
            ("Portes", "Pagados, descarga con pluma en obra"),
        )
    ):
        _text(c, left, y - 14 - 13 * i, k + ":", 8, "Helvetica-Bold")
        _text(c, left + 80, y - 14 - 13 * i, v, 8)
    for i, s in enumerate(
        (
            "Es imprescindible indicar el número de pedido en el albarán y en la factura.",
            "El material deberá llegar paletizado y protegido; los palets se devolverán al proveedor.",
            "Horario de recepción en obra: de lunes a viernes, de 8:00 a 14:00 h.",
        )
    ):
        _text(c, left, y - 100 - 11 * i, s, 7.5)
    c.setStrokeGray(0)
    c.rect(left, y - 210, 230, 70)
    _text(c, left + 6, y - 152, "Aprobado por", 7.5, "Helvetica-Bold")
    _text(c, left + 6, y - 200, "Luis Ortega Bernal - Jefe de compras", 8)
    c.rect(right - 230, y - 210, 230, 70)
    _text(c, right - 224, y - 152, "Conforme proveedor (firma y sello)", 7.5, "Helvetica-Bold")
    return {
        "fields": {
            "document_number": "PC-26/0593",
            "date": "2026-11-24",
            "total_amount": "9039.43",
            "tax_amount": "1568.83",
            "currency": "EUR",
            "vendor_name": "Cerámicas del Levante S.A.",
            "customer_name": "Construcciones Hermanos Ortega S.L.",
        },
        "line_items": [_item(d, q, _eu(u), _eu(a), i) for i, d, _, q, u, a in rows],
    }


def huk5(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    _text(c, left, h - 58, "PENNINE", 24, "Helvetica-Bold")
    c.setFillColorRGB(0.75, 0.1, 0.1)
    _text(c, left + c.stringWidth("PENNINE ", "Helvetica-Bold", 24), h - 58, "FASTENERS", 24, "Helvetica")
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Pennine Fasteners Ltd",
            "Units 3-5 Leeds Road Trade Park",
            "Huddersfield HD1 6QF",
            "Tel 01484 555 720  ·  sales@penninefasteners.co.uk",
            "VAT Reg. GB 214 8830 17",
        )
    ):
        _text(c, left, h - 76 - 10.5 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, right, h - 54, "ORDER ACKNOWLEDGEMENT", 14, "Helvetica-Bold", True)
    meta = (
        ("Order Number", "SO-118204"),
        ("Order Date", "19/11/2026"),
        ("Account", "BROOK01"),
        ("Your Order Ref", "BJ-4471"),
        ("Despatch Date", "20/11/2026"),
        ("Sales Contact", "Gemma Hirst"),
    )
    tx = 350
    c.setLineWidth(0.5)
    for i, (k, v) in enumerate(meta):
        y = h - 72 - 15 * i
        c.rect(tx, y - 15, right - tx, 15)
        _text(c, tx + 5, y - 11, k, 8)
        _text(c, right - 5, y - 11, v, 8.5, "Helvetica-Bold", True)
    c.line(tx + 95, h - 72, tx + 95, h - 72 - 15 * len(meta))
    for x, title, lines in (
        (
            left,
            "Invoice To:",
            ("Brookfield Joinery Ltd", "Mill Lane Works", "Sowerby Bridge", "Halifax HX6 3LN"),
        ),
        (
            220,
            "Deliver To:",
            ("Brookfield Joinery Ltd", "Goods In - Unit 2", "Mill Lane, Sowerby Bridge", "Halifax HX6 3LN"),
        ),
    ):
        _text(c, x, h - 200, title, 8, "Helvetica-Bold")
        for i, s in enumerate(lines):
            _text(c, x, h - 214 - 12 * i, s, 9.5)
    _text(
        c,
        left,
        h - 282,
        "Thank you for your order. Please check the details below and tell us of any discrepancy within 24 hours.",
        8.5,
        "Helvetica-Oblique",
    )
    rows = [
        ("1", "PF-WS4540", "Wood screws 4.0 x 40mm pozi zinc (box 200)", "25", "Box", "6.48", "162.00"),
        ("2", "PF-WS5060", "Wood screws 5.0 x 60mm pozi zinc (box 200)", "15", "Box", "9.12", "136.80"),
        ("3", "PF-CB0810", "Coach bolts M8 x 100mm BZP (box 50)", "6", "Box", "14.35", "86.10"),
        ("4", "PF-HG100", "Butt hinges 100mm satin chrome", "40", "Pair", "3.95", "158.00"),
        ("5", "PF-PVA5", "D3 PVA wood adhesive 5 litre", "4", "Each", "21.60", "86.40"),
        ("6", "PF-CARR", "Carriage - next day pallet", "1", "Each", "28.00", "28.00"),
    ]
    y = _table(
        c,
        h - 314,
        [
            (left, "Line", False),
            (76, "Product Code", False),
            (150, "Description", False),
            (392, "Qty", True),
            (400, "Unit", False),
            (474, "Price", True),
            (right, "Net", True),
        ],
        rows,
        pitch=16,
        size=8.5,
    )
    _pairs(c, 380, right, y - 22, (("Goods Net", "657.30"), ("VAT @ 20%", "131.46")), pitch=15)
    _text(c, 380, y - 54, "Order Total", 11, "Helvetica-Bold")
    _text(c, right, y - 54, "£788.76", 11, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Delivery: next working day by our own vehicle or pallet network.",
            "Payment terms: 30 days end of month, as per your credit account.",
            "Prices are in pounds sterling and exclude VAT unless stated.",
        )
    ):
        _text(c, left, y - 22 - 12 * i, s, 8)
    _text(
        c,
        left,
        y - 110,
        "This is not a VAT invoice. An invoice will follow on despatch.",
        8.5,
        "Helvetica-Bold",
    )
    c.setFillGray(0.4)
    for i, s in enumerate(
        (
            "All goods are supplied subject to our standard conditions of sale, available on request.",
            "Pennine Fasteners Ltd  ·  Registered in England No. 04418263  ·  ISO 9001:2015 certified",
        )
    ):
        _centre(c, w, 56 - 10 * i, s, 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "SO-118204",
            "date": "2026-11-19",
            "due_date": "2026-11-20",
            "total_amount": "788.76",
            "tax_amount": "131.46",
            "currency": "GBP",
            "vendor_name": "Pennine Fasteners Ltd",
            "customer_name": "Brookfield Joinery Ltd",
        },
        "line_items": [_item(d, q, u, a, i) for _, i, d, q, _, u, a in rows],
    }


def hau6(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    green = (0.13, 0.33, 0.2)
    c.setFillColorRGB(*green)
    c.rect(0, h - 92, w, 92, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left, h - 46, "Outback Irrigation Supplies Pty Ltd", 17, "Helvetica-Bold")
    _text(c, left, h - 60, "ABN 48 612 907 331", 8.5)
    for i, s in enumerate(
        ("17 Industrial Ave", "Toowoomba QLD 4350", "(07) 4555 0182", "sales@outbackirrigation.com.au")
    ):
        _text(c, right, h - 34 - 11 * i, s, 8, right=True)
    c.setFillGray(0)
    _text(c, left, h - 124, "SALES ORDER", 20, "Helvetica-Bold")
    cells = (
        (("Order No.", "SO 52318"), ("Order Date", "26/11/2026")),
        (("Customer No.", "DDC004"), ("Sales Rep", "Mick O'Brien")),
        (("Cust. Order No.", "PO 7719"), ("Delivery", "Our truck")),
    )
    gx, gy, kw, vw = 250, h - 108, 72, 92
    c.setLineWidth(0.5)
    for j, row in enumerate(cells):
        for k, (key, value) in enumerate(row):
            x = gx + k * (kw + vw + 2)
            c.setFillColorRGB(0.88, 0.93, 0.89)
            c.rect(x, gy - 16 * (j + 1), kw, 16, stroke=1, fill=1)
            c.setFillGray(0)
            c.rect(x + kw, gy - 16 * (j + 1), vw if k == 0 else right - x - kw, 16)
            _text(c, x + 4, gy - 16 * j - 11, key, 7.5, "Helvetica-Bold")
            _text(c, x + kw + 4, gy - 16 * j - 11, value, 8.5)
    for x, title, lines in (
        (left, "CUSTOMER", ("Darling Downs Cotton Co Pty Ltd", "PO Box 412", "Dalby QLD 4405")),
        (300, "DELIVER TO", ("Darling Downs Cotton Co", "Pump shed, Lot 6 Bunya Hwy", "Dalby QLD 4405")),
    ):
        c.rect(x, h - 236, 258, 62)
        c.setFillColorRGB(*green)
        _text(c, x + 6, h - 186, title, 7.5, "Helvetica-Bold")
        c.setFillGray(0)
        for i, s in enumerate(lines):
            _text(c, x + 6, h - 200 - 12 * i, s, 9.5)
    rows = [
        ("IRR-PV50", "PVC pressure pipe 50mm PN12, 6 m length", "40", "38.90", "155.60", "1,556.00"),
        ("IRR-EL50", "PVC elbow 90 deg 50mm", "60", "4.25", "25.50", "255.00"),
        ("IRR-BV50", "Ball valve 50mm, PVC, double union", "12", "46.80", "56.16", "561.60"),
        ("IRR-DL16", "Dripline 16mm, 30 cm spacing, 500 m roll", "8", "189.00", "151.20", "1,512.00"),
        ("IRR-FL2", "Disc filter 2 in, 120 mesh", "2", "312.50", "62.50", "625.00"),
    ]
    top = h - 268
    header = [
        (left + 4, "Item Code", False),
        (106, "Description", False),
        (362, "Qty", True),
        (430, "Unit Price", True),
        (480, "GST", True),
        (right - 4, "Total ex GST", True),
    ]
    c.setLineWidth(1)
    c.setStrokeColorRGB(*green)
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, "Helvetica-Bold", r)
    c.setLineWidth(0.3)
    for i, row in enumerate(rows):
        y = top - 22 - 20 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 8.5, right=r)
        c.line(left, y - 8, right, y - 8)
    c.setStrokeGray(0)
    y = top - 22 - 20 * len(rows)
    _pairs(c, 380, right - 4, y - 14, (("Subtotal (ex GST)", "4,509.60"), ("GST", "450.96")), pitch=15)
    c.setFillColorRGB(*green)
    c.rect(372, y - 58, right - 372, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 380, y - 51, "TOTAL AUD (inc GST)", 10, "Helvetica-Bold")
    _text(c, right - 4, y - 51, "$4,960.56", 10, "Helvetica-Bold", True)
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Terms: 30 days from end of month.",
            "Please pay by EFT to Outback Irrigation Supplies Pty Ltd",
            "BSB 064-412  Account 1048 2276",
            "Reference: SO 52318",
            "",
            "Stock is reserved for 14 days from the order date.",
            "Goods remain our property until paid in full.",
        )
    ):
        _text(c, left, y - 14 - 11 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setFillGray(0.35)
    _centre(
        c, w, 40, "Outback Irrigation Supplies Pty Ltd  ·  ABN 48 612 907 331  ·  outbackirrigation.com.au", 7
    )
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "SO 52318",
            "date": "2026-11-26",
            "total_amount": "4960.56",
            "tax_amount": "450.96",
            "currency": "AUD",
            "vendor_name": "Outback Irrigation Supplies Pty Ltd",
            "customer_name": "Darling Downs Cotton Co Pty Ltd",
        },
        "line_items": [_item(d, q, u, a.replace(",", ""), i) for i, d, q, u, _, a in rows],
    }


def hnl7(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    mono, bold = "Courier", "Courier-Bold"
    _text(c, left, h - 56, "KAASMAKERIJ VAN DER HEIJDEN B.V.", 13, bold)
    for i, s in enumerate(
        (
            "Goudseweg 41  2811 NB  GOUDA",
            "Tel. 0182-555 318   inkoop@kaasvanderheijden.nl",
            "KvK 29047716   BTW NL809341165B01",
        )
    ):
        _text(c, left, h - 70 - 10 * i, s, 8, mono)
    _text(c, right, h - 56, "INKOOPORDER", 16, bold, True)
    c.setDash(3, 2)
    c.setLineWidth(0.6)
    c.line(left, h - 108, right, h - 108)
    meta = (
        ("Ordernummer", "IO-2026-1342"),
        ("Orderdatum", "2026-11-20"),
        ("Leverdatum", "2026-12-02"),
        ("Leveranciernr.", "30118"),
        ("Inkoper", "R. de Boer"),
        ("Uw referentie", "offerte 26-4410"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 330, h - 128 - 12 * i, f"{k:<15}: {v}", 8.5, bold if i == 0 else mono)
    for i, s in enumerate(
        (
            "LEVERANCIER",
            "Verpakkingsgroep Twente B.V.",
            "t.a.v. afdeling verkoop",
            "Hengelosestraat 501",
            "7521 AG  ENSCHEDE",
        )
    ):
        _text(c, left, h - 128 - 12 * i, s, 8.5, bold if i == 0 else mono)
    for i, s in enumerate(
        (
            "AFLEVERADRES",
            "Kaasmakerij Van der Heijden B.V.",
            "Magazijn / expeditie, dock 4",
            "Goudseweg 41, 2811 NB Gouda",
        )
    ):
        _text(c, left, h - 206 - 12 * i, s, 8.5, bold if i == 0 else mono)
    c.line(left, h - 262, right, h - 262)
    rows = [
        ("10", "VT-KD4030", "Kaasdoos karton 40x30x12 cm bedrukt", "2.000", "st", "0,64", "1.280,00"),
        ("20", "VT-FL0450", "Vacuümfolie PA/PE 450 mm, rol 500 m", "12", "rol", "86,50", "1.038,00"),
        ("30", "VT-ET100", "Etiketten 100x70 mm thermisch", "40", "rol", "7,25", "290,00"),
        ("40", "VT-PL1208", "Europallet 120x80 nieuw", "20", "st", "14,90", "298,00"),
    ]
    top = h - 280
    header = [
        (left, "Regel", False),
        (84, "Artikelnr.", False),
        (146, "Omschrijving", False),
        (382, "Aantal", True),
        (390, "Eenh.", False),
        (470, "Prijs", True),
        (right, "Bedrag", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 8.5, bold, r)
    c.line(left, top - 5, right, top - 5)
    for i, row in enumerate(rows):
        for (x, _, r), s in zip(header, row):
            _text(c, x, top - 20 - 14 * i, s, 8.5, mono, r)
    y = top - 20 - 14 * len(rows)
    c.line(left, y + 4, right, y + 4)
    for i, (k, v) in enumerate(
        (("Totaal excl. BTW", "2.906,00"), ("BTW 21%", "610,26"), ("Totaal incl. BTW EUR", "3.516,26"))
    ):
        _text(c, 330, y - 12 - 13 * i, k, 8.5, bold if i == 2 else mono)
        _text(c, right, y - 12 - 13 * i, v, 8.5, bold if i == 2 else mono, True)
    c.line(330, y - 44, right, y - 44)
    c.setDash()
    for i, s in enumerate(
        (
            "Leveren: ma t/m vr 07:00-15:00 uur, dock 4. Ordernummer vermelden op pakbon en factuur.",
            "Facturen uitsluitend als PDF naar crediteuren@kaasvanderheijden.nl.",
            "Betaling: 30 dagen na factuurdatum.",
            "Op al onze inkopen zijn onze algemene inkoopvoorwaarden van toepassing,",
            "gedeponeerd bij de KvK onder nummer 29047716.",
        )
    ):
        _text(c, left, y - 80 - 11 * i, s, 7.5, mono)
    _text(c, left, y - 150, "Akkoord inkoop: R. de Boer", 8.5, mono)
    _text(c, left, 40, "Afgedrukt: 2026-11-20 14:02   gebruiker RDB   pagina 1 van 1", 7, mono)
    return {
        "fields": {
            "document_number": "IO-2026-1342",
            "date": "2026-11-20",
            "due_date": "2026-12-02",
            "total_amount": "3516.26",
            "tax_amount": "610.26",
            "currency": "EUR",
            "vendor_name": "Verpakkingsgroep Twente B.V.",
            "customer_name": "Kaasmakerij Van der Heijden B.V.",
        },
        "line_items": [_item(d, _eu(q), _eu(u), _eu(a), i) for _, i, d, q, _, u, a in rows],
    }


def hus8(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    rows = [
        ("PPC-1041", "Multifold paper towels, white, 4000/cs", 40, "CS", "24.85"),
        ("PPC-1055", "Roll towel 8 in x 800 ft, natural", 30, "CS", "38.40"),
        ("PPC-1102", "Jumbo roll toilet tissue 2-ply, 12/cs", 36, "CS", "41.20"),
        ("PPC-1110", "Standard bath tissue 2-ply, 96/cs", 50, "CS", "52.75"),
        ("PPC-1208", "Facial tissue, flat box 100 ct, 30/cs", 12, "CS", "29.60"),
        ("PPC-2011", "Can liner 40x48 in, 1.5 mil, black, 100/cs", 60, "CS", "27.95"),
        ("PPC-2015", "Can liner 24x33 in, 0.5 mil, clear, 500/cs", 45, "CS", "22.10"),
        ("PPC-2030", "Can liner 38x58 in, 2 mil, black, 100/cs", 25, "CS", "39.80"),
        ("PPC-3120", "Neutral floor cleaner, 1 gal, 4/cs", 18, "CS", "31.45"),
        ("PPC-3125", "Glass cleaner, RTU 32 oz, 12/cs", 15, "CS", "28.90"),
        ("PPC-3140", "Disinfectant cleaner concentrate, 1 gal, 4/cs", 20, "CS", "46.70"),
        ("PPC-3166", "Heavy-duty degreaser, 5 gal pail", 8, "EA", "74.25"),
        ("PPC-3201", "Foam hand soap refill 1000 ml, 6/cs", 24, "CS", "54.60"),
        ("PPC-3202", "Antibacterial foam soap 1000 ml, 6/cs", 16, "CS", "61.35"),
        ("PPC-3250", "Hand sanitizer gel 70%, 1200 ml, 2/cs", 20, "CS", "33.80"),
        ("PPC-4010", "Nitrile exam gloves, medium, 1000/cs", 30, "CS", "58.90"),
        ("PPC-4011", "Nitrile exam gloves, large, 1000/cs", 30, "CS", "58.90"),
        ("PPC-4020", "Vinyl gloves, powder free, L, 1000/cs", 10, "CS", "36.40"),
        ("PPC-5105", "Wet mop head, cotton blend, 24 oz, 12/cs", 6, "CS", "48.15"),
        ("PPC-5110", "Microfiber flat mop pad 18 in, 12/pk", 12, "PK", "27.60"),
        ("PPC-5140", "Mop bucket with side-press wringer, 35 qt", 4, "EA", "89.50"),
        ("PPC-5202", "Angled broom, flagged bristles", 12, "EA", "8.95"),
        ("PPC-5230", "Lobby dust pan with cover", 6, "EA", "16.40"),
        ("PPC-6001", "Toilet tissue dispenser, twin jumbo", 8, "EA", "42.30"),
        ("PPC-6010", "Roll towel dispenser, touchless, black", 6, "EA", "96.75"),
        ("PPC-6022", "Foam soap dispenser 1000 ml, manual", 12, "EA", "18.20"),
        ("PPC-7005", "Urinal screen, cherry scent, 10/bx", 20, "BX", "19.85"),
        ("PPC-7012", "Air freshener aerosol 10 oz, 12/cs", 6, "CS", "35.40"),
        ("PPC-8100", "Wet floor sign, yellow, bilingual", 10, "EA", "12.65"),
        ("PPC-8150", "Trash receptacle 32 gal, gray, with lid", 8, "EA", "31.90"),
    ]
    lines, total = [], Decimal(0)
    for n, (item, desc, qty, uom, cost) in enumerate(rows, 1):
        amount = Decimal(cost) * qty
        total += amount
        lines.append((str(n), str(qty), uom, item, desc, cost, f"{amount:,.2f}"))
    header = [
        (left + 16, "LN", True),
        (86, "QTY", True),
        (94, "UOM", False),
        (126, "VENDOR ITEM", False),
        (190, "DESCRIPTION", False),
        (500, "UNIT COST", True),
        (right - 4, "EXT. COST", True),
    ]

    def head(n: int, top: float) -> None:
        _text(c, left, h - 48, "HEARTLAND JANITORIAL SUPPLY, INC.", 14, "Helvetica-Bold")
        _text(c, left, h - 60, "2630 SE Hartford Ave  ·  Des Moines, IA 50317  ·  (515) 555-0164", 8)
        _text(c, right, h - 48, "PURCHASE ORDER", 14, "Helvetica-Bold", True)
        _text(c, right, h - 62, "P.O. No. 240861", 10, "Helvetica-Bold", True)
        _text(c, right, h - 74, f"Page {n} of 2", 8, right=True)
        c.setLineWidth(1.5)
        c.line(left, h - 84, right, h - 84)
        c.setLineWidth(0.5)
        c.line(left, top + 12, right, top + 12)
        c.line(left, top - 5, right, top - 5)
        for x, title, r in header:
            _text(c, x, top, title, 7.5, "Helvetica-Bold", r)

    top = h - 250
    head(1, top)
    for x, title, block in (
        (
            left,
            "VENDOR",
            ("Prairie Paper & Chemical Co.", "Attn: Customer Service", "9120 F Street", "Omaha, NE 68127"),
        ),
        (
            310,
            "SHIP TO",
            (
                "Heartland Janitorial Supply, Inc.",
                "Warehouse - Door 6",
                "2630 SE Hartford Ave",
                "Des Moines, IA 50317",
            ),
        ),
    ):
        _text(c, x, h - 104, title, 7.5, "Helvetica-Bold")
        for i, s in enumerate(block):
            _text(c, x + 8, h - 118 - 11 * i, s, 9)
    band = (
        ("ORDER DATE", "December 1, 2026"),
        ("BUYER", "K. Lindqvist"),
        ("VENDOR NO.", "PR0233"),
        ("SHIP VIA", "Prairie truck"),
        ("F.O.B.", "Destination"),
        ("TERMS", "2% 10, Net 30"),
        ("REQ. DELIVERY", "Dec 8, 2026"),
    )
    c.setLineWidth(0.5)
    _grid(c, left, h - 180, band, [(right - left) / 7] * 7, 28, 8)
    y = top - 17
    for i, row in enumerate(lines):
        if i == 24:
            _text(c, right - 4, y - 4, "Continued on page 2", 8, "Helvetica-Oblique", True)
            c.showPage()
            top = h - 122
            head(2, top)
            _text(c, left, h - 98, "Vendor: Prairie Paper & Chemical Co.  (continued)", 8.5)
            y = top - 17
        if i % 2:
            c.setFillGray(0.93)
            c.rect(left, y - 4, right - left, 14, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, r), cell in zip(header, row):
            _text(c, x, y, cell, 8, right=r)
        y -= 14
    c.line(left, y + 8, right, y + 8)
    _pairs(
        c,
        400,
        right - 4,
        y - 8,
        (("Merchandise Total", f"{total:,.2f}"), ("Freight", "Prepaid"), ("Sales Tax", "Resale - exempt")),
        pitch=13,
    )
    c.rect(394, y - 62, right - 394, 20)
    _text(c, 400, y - 55, "P.O. TOTAL (USD)", 10, "Helvetica-Bold")
    _text(c, right - 4, y - 55, f"${total:,.2f}", 10, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Instructions to vendor",
            "1. Confirm this order by e-mail to purchasing@heartlandjan.com within 48 hours.",
            "2. Show the P.O. number on every carton, packing slip and invoice.",
            "3. Substitutions and backorders only with buyer's written approval.",
            "4. Deliveries Monday-Friday 7:00 AM-2:00 PM; call (515) 555-0164 ext. 12 to schedule.",
            "5. Send invoices to ap@heartlandjan.com.",
        )
    ):
        _text(c, left, y - 100 - 11 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.line(left, y - 200, 250, y - 200)
    _text(c, left, y - 210, "Authorized signature - Karin Lindqvist, Buyer", 7.5)
    return {
        "fields": {
            "document_number": "240861",
            "date": "2026-12-01",
            "due_date": "2026-12-08",
            "total_amount": f"{total:.2f}",
            "currency": "USD",
            "vendor_name": "Prairie Paper & Chemical Co.",
            "customer_name": "Heartland Janitorial Supply, Inc.",
        },
        "line_items": [_item(d, q, u, a.replace(",", ""), i) for _, q, _, i, d, u, a in lines],
    }


def hit9(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    c.setFillColorRGB(0.55, 0.38, 0.1)
    _text(c, left, h - 60, "Pastificio Fratelli Rinaldi", 20, "Times-BoldItalic")
    c.setFillGray(0.3)
    _text(c, left, h - 75, "Pasta di Gragnano IGP dal 1921", 10, "Times-Italic")
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "Pastificio Fratelli Rinaldi S.p.A.",
            "Via Roma 118 - 80054 Gragnano (NA)",
            "Tel. 081 555 4187 - acquisti@pastificiorinaldi.it",
            "P.IVA 05512340637 - REA NA-762115",
        )
    ):
        _text(c, left, h - 94 - 10 * i, s, 8, "Times-Bold" if i == 0 else "Times-Roman")
    c.setLineWidth(0.6)
    c.roundRect(320, h - 172, right - 320, 84, 5)
    for i, s in enumerate(
        (
            "Spett.le",
            "Imballaggi Vesuviani S.r.l.",
            "Via Nazionale 402",
            "80059 Torre del Greco (NA)",
            "Cod. fornitore F-0215",
        )
    ):
        _text(
            c, 330, h - 104 - 14 * i, s, 10.5 if 0 < i < 4 else 9, "Times-Bold" if i == 1 else "Times-Roman"
        )
    _text(c, left, h - 206, "ORDINE D'ACQUISTO", 16, "Times-Bold")
    _grid(
        c,
        left,
        h - 218,
        (
            ("Numero ordine", "OA 2026/0788"),
            ("Data", "02/12/2026"),
            ("Consegna richiesta", "entro il 15/12/2026"),
            ("Pagamento", "RiBa 60 gg d.f.f.m."),
        ),
        (110, 90, 140, right - left - 340),
        30,
        10.5,
        "Times-Roman",
    )
    _grid(
        c,
        left,
        h - 248,
        (("Resa", "Franco nostro stabilimento"), ("Riferimento", "Vs. offerta n. 311 del 24/11/2026")),
        (200, right - left - 200),
        30,
        10.5,
        "Times-Roman",
    )
    rows = [
        (
            "10",
            "IV-SC500",
            "Astuccio in cartoncino per pasta 500 g, stampa 4 colori",
            "PZ",
            "20.000",
            "0,085",
            "1.700,00",
        ),
        ("20", "IV-FL1000", "Film in polipropilene per buste da 1 kg", "KG", "350", "4,60", "1.610,00"),
        ("30", "IV-CT12", "Cartone americano 12 confezioni, onda B", "PZ", "3.000", "0,42", "1.260,00"),
        ("40", "IV-NS50", "Nastro adesivo avana 50 mm x 66 m", "RT", "144", "1,15", "165,60"),
    ]
    top = h - 304
    cols = (left, 72, 128, 372, 398, 446, 498, right)
    titles = ("Pos.", "Codice", "Descrizione", "U.M.", "Quantità", "Prezzo unit.", "Importo")
    bottom = top - 140
    c.setFillColorRGB(0.96, 0.92, 0.84)
    c.rect(left, top - 18, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, bottom, right - left, top - bottom)
    c.line(left, top - 18, right, top - 18)
    for x in cols[1:-1]:
        c.line(x, top, x, bottom)
    for k, t in enumerate(titles):
        _centre(c, cols[k] + cols[k + 1], top - 13, t, 8.5, "Times-Bold")
    for i, (pos, code, d, um, q, u, a) in enumerate(rows):
        y = top - 34 - 18 * i
        _centre(c, cols[0] + cols[1], y, pos, 9, "Times-Roman")
        _text(c, cols[1] + 3, y, code, 8.5, "Times-Roman")
        _text(c, cols[2] + 3, y, d, 8.5, "Times-Roman")
        _centre(c, cols[3] + cols[4], y, um, 9, "Times-Roman")
        _text(c, cols[5] - 4, y, q, 9, "Times-Roman", True)
        _text(c, cols[6] - 4, y, u, 9, "Times-Roman", True)
        _text(c, right - 4, y, a, 9, "Times-Roman", True)
    tx = 360
    totals = (("Imponibile", "4.735,60"), ("IVA 22%", "1.041,83"), ("Totale ordine", "€ 5.777,43"))
    for i, (k, v) in enumerate(totals):
        yy = bottom - 20 * (i + 1)
        last = i == len(totals) - 1
        c.rect(tx, yy, right - tx, 20)
        _text(c, tx + 6, yy + 6, k, 10.5 if last else 10, "Times-Bold" if last else "Times-Roman")
        _text(c, right - 4, yy + 6, v, 10.5 if last else 10, "Times-Bold" if last else "Times-Roman", True)
    for i, s in enumerate(
        (
            "Note",
            "- Merce conforme al Reg. CE 1935/2004 (MOCA): allegare dichiarazione di conformità.",
            "- Indicare il numero d'ordine su DDT e fattura; consegna su pallet EPAL, max 1,60 m.",
            "- Scarico dal lunedì al venerdì, ore 7:00-13:00.",
        )
    ):
        _text(c, left, bottom - 96 - 12 * i, s, 9, "Times-Bold" if i == 0 else "Times-Roman")
    c.rect(left, bottom - 230, 230, 70)
    _text(c, left + 6, bottom - 172, "L'Ufficio Acquisti", 9, "Times-Bold")
    _text(c, left + 6, bottom - 220, "dott.ssa Carmela Esposito", 9, "Times-Italic")
    c.rect(right - 230, bottom - 230, 230, 70)
    _text(c, right - 224, bottom - 172, "Timbro e firma del fornitore per accettazione", 9, "Times-Bold")
    c.setFillGray(0.35)
    _centre(
        c,
        w,
        42,
        "Pastificio Fratelli Rinaldi S.p.A. - Cap. Soc. € 1.200.000,00 i.v. - C.F. 05512340637",
        7,
        "Times-Roman",
    )
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "OA 2026/0788",
            "date": "2026-12-02",
            "due_date": "2026-12-15",
            "total_amount": "5777.43",
            "tax_amount": "1041.83",
            "currency": "EUR",
            "vendor_name": "Imballaggi Vesuviani S.r.l.",
            "customer_name": "Pastificio Fratelli Rinaldi S.p.A.",
        },
        "line_items": [_item(d, _eu(q), _eu(u), _eu(a), i) for _, i, d, _, q, u, a in rows],
    }


def hca10(c) -> dict:
    w, h = letter
    left, right = 54, w - 54
    _text(c, 24, h - 18, "11/28/26, 9:21 AM", 7)
    _centre(c, w, h - 18, "Fastmail - Your Maple & Birch order #MB-100482 is confirmed", 7)
    _text(c, left, h - 54, "Your Maple & Birch order #MB-100482 is confirmed", 14)
    c.setFillColorRGB(0.55, 0.35, 0.2)
    c.circle(left + 12, h - 84, 12, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 7, h - 88, "M", 11, "Helvetica-Bold")
    c.setFillGray(0)
    _text(c, left + 32, h - 80, "Maple & Birch Outfitters", 9.5, "Helvetica-Bold")
    c.setFillGray(0.4)
    _text(
        c,
        left + 32 + c.stringWidth("Maple & Birch Outfitters ", "Helvetica-Bold", 9.5),
        h - 80,
        "<orders@mapleandbirch.ca>",
        8.5,
    )
    _text(c, left + 32, h - 92, "To: Priya Raman <priya.raman@fastmail.ca>", 8.5)
    _text(c, right, h - 80, "Sat, Nov 28, 2026 at 9:14 AM", 8.5, right=True)
    c.setFillGray(0)
    c.setStrokeGray(0.85)
    c.line(left, h - 104, right, h - 104)
    bx, bw = 96, w - 192
    _text(c, bx, h - 140, "MAPLE & BIRCH", 16, "Helvetica-Bold")
    c.setFillGray(0.45)
    _text(c, bx + bw, h - 140, "ORDER #MB-100482", 9, right=True)
    c.setFillGray(0)
    _text(c, bx, h - 176, "Thank you for your purchase!", 15)
    c.setFillGray(0.4)
    for i, s in enumerate(
        (
            "Hi Priya, we're getting your order ready to be shipped. We will notify you",
            "when it has been sent.",
        )
    ):
        _text(c, bx, h - 196 - 12 * i, s, 9)
    c.setFillGray(0)
    c.setFillColorRGB(0.55, 0.35, 0.2)
    _text(c, bx, h - 232, "View your order", 9.5, "Helvetica-Bold")
    c.setFillGray(0)
    _text(c, bx + 86, h - 232, "or  Visit our store", 9.5)
    c.line(bx, h - 246, bx + bw, h - 246)
    _text(c, bx, h - 268, "Order summary", 12)
    items = [
        ("Merino Wool Crew Sweater", "Charcoal / M", "1", "129.00", "129.00"),
        ("Waxed Canvas Field Jacket", "Olive / L", "1", "249.00", "249.00"),
        ("Alpaca Blend Toque", "Oatmeal", "2", "34.00", "68.00"),
        ("Wool Hiking Socks, 3-Pack", "Grey / M", "1", "42.00", "42.00"),
    ]
    y = h - 294
    for name, variant, q, u, a in items:
        c.setFillGray(0.9)
        c.roundRect(bx, y - 30, 40, 40, 4, stroke=1, fill=1)
        c.setFillGray(0)
        _text(c, bx + 52, y, f"{name} × {q}", 9.5, "Helvetica-Bold")
        c.setFillGray(0.45)
        _text(c, bx + 52, y - 13, variant, 8.5)
        _text(c, bx + 52, y - 25, f"${u} each", 8.5)
        c.setFillGray(0)
        _text(c, bx + bw, y, f"${a}", 9.5, "Helvetica-Bold", True)
        y -= 46
    c.line(bx + 52, y + 14, bx + bw, y + 14)
    totals = (
        ("Subtotal", "$488.00"),
        ("Discount (WELCOME10)", "-$48.80"),
        ("Shipping", "$0.00"),
        ("Taxes (HST 13%)", "$57.10"),
    )
    for i, (k, v) in enumerate(totals):
        c.setFillGray(0.4)
        _text(c, bx + 220, y - 6 - 16 * i, k, 9)
        c.setFillGray(0)
        _text(c, bx + bw, y - 6 - 16 * i, v, 9, "Helvetica-Bold", True)
    y -= 6 + 16 * len(totals)
    c.line(bx + 220, y + 6, bx + bw, y + 6)
    c.setFillGray(0.4)
    _text(c, bx + 220, y - 12, "Total", 10)
    c.setFillGray(0)
    _text(c, bx + bw - 52, y - 13, "$496.30", 14, "Helvetica-Bold", True)
    c.setFillGray(0.45)
    _text(c, bx + bw, y - 13, "CAD", 9, right=True)
    c.setFillGray(0)
    c.line(bx, y - 34, bx + bw, y - 34)
    _text(c, bx, y - 58, "Customer information", 12)
    for x, blocks in (
        (
            bx,
            (
                ("Shipping address", ("Priya Raman", "58 Harbord St, Apt 3", "Toronto ON M5S 1G1", "Canada")),
                ("Shipping method", ("Canada Post Expedited Parcel",)),
            ),
        ),
        (
            bx + 220,
            (
                ("Billing address", ("Priya Raman", "58 Harbord St, Apt 3", "Toronto ON M5S 1G1", "Canada")),
                ("Payment", ("Visa ending with 4417 - $496.30",)),
            ),
        ),
    ):
        yy = y - 80
        for title, lines in blocks:
            _text(c, x, yy, title, 9, "Helvetica-Bold")
            c.setFillGray(0.4)
            for i, s in enumerate(lines):
                _text(c, x, yy - 13 - 11 * i, s, 8.5)
            c.setFillGray(0)
            yy -= 13 + 11 * len(lines) + 14
    c.line(bx, 74, bx + bw, 74)
    c.setFillGray(0.45)
    _text(
        c,
        bx,
        60,
        "If you have any questions, reply to this email or contact us at hello@mapleandbirch.ca",
        7.5,
    )
    _text(
        c,
        bx,
        50,
        "Maple & Birch Outfitters Inc., 412 Queen St W, Toronto ON M5V 2A8  ·  HST # 79418 2250 RT0001",
        7,
    )
    c.setFillGray(0)
    _text(c, 24, 20, "https://app.fastmail.com/mail/Inbox/Tc81e2a7f55b3d0a4", 7)
    _text(c, w - 24, 20, "1/1", 7, right=True)
    return {
        "fields": {
            "document_number": "MB-100482",
            "date": "2026-11-28",
            "total_amount": "496.30",
            "tax_amount": "57.10",
            "currency": "CAD",
            "vendor_name": "Maple & Birch Outfitters",
            "customer_name": "Priya Raman",
        },
        "line_items": [_item(d, q, u, a) for d, _, q, u, a in items],
    }


LAYOUTS = {
    "hus1": (hus1, letter),
    "hde2": (hde2, A4),
    "hfr3": (hfr3, A4),
    "hes4": (hes4, A4),
    "huk5": (huk5, A4),
    "hau6": (hau6, A4),
    "hnl7": (hnl7, A4),
    "hus8": (hus8, letter),
    "hit9": (hit9, A4),
    "hca10": (hca10, letter),
}
SCANNED = ("hus1", "hfr3", "hau6", "hnl7")
