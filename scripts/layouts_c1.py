"""Five more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: a Québec service
invoice in French with TPS and TVQ, a Mexican CFDI 4.0 printed invoice with its seals, a US laboratory supplies
invoice with catalogue and lot numbers, a Belgian factuur in Dutch with a structured payment reference, and a
Singapore GST tax invoice with a ruled grid and signature boxes.
"""

from __future__ import annotations

import random

from layouts_set import _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth


def qc1(c) -> dict:
    w, h = letter
    c.setFillColorRGB(0.12, 0.29, 0.49)
    c.rect(40, h - 98, 5, 60, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 54, h - 54, "Réfrigération Boréal inc.", 17, "Helvetica-Bold")
    _text(c, 54, h - 67, "Réfrigération commerciale · Climatisation · Service 24 h", 8, "Helvetica-Oblique")
    for i, s in enumerate(
        ("2150, rue Notre-Dame Ouest", "Montréal (Québec)  H3J 1N3", "514 555-0193  ·  service@refboreal.ca")
    ):
        _text(c, 54, h - 81 - 10 * i, s, 8)
    _text(c, w - 40, h - 56, "FACTURE", 26, "Helvetica-Bold", True)
    c.setLineWidth(0.6)
    c.rect(392, h - 128, w - 40 - 392, 48)
    for i in (1, 2):
        c.line(392, h - 80 - 16 * i, w - 40, h - 80 - 16 * i)
    _pairs(
        c,
        398,
        w - 46,
        h - 92,
        (("No de facture", "30418"), ("Date", "2026-11-16"), ("Échéance", "2026-12-16")),
        pitch=16,
    )
    for x, title, lines in (
        (
            40,
            "Facturer à",
            (
                "Fromagerie Champlain ltée",
                "Att. : Mme Julie Bergeron",
                "1280, chemin Sainte-Foy",
                "Québec (Québec)  G1S 2M5",
            ),
        ),
        (
            320,
            "Lieu des travaux",
            ("Fromagerie Champlain - entrepôt", "3325, rue de la Pérade", "Québec (Québec)  G1X 2L7"),
        ),
    ):
        _text(c, x, h - 162, title, 8, "Helvetica-Bold")
        c.line(x, h - 166, x + 210, h - 166)
        for i, s in enumerate(lines):
            _text(c, x, h - 180 - 12 * i, s, 9.5, "Helvetica-Bold" if i == 0 and x == 40 else "Helvetica")
    band = (
        ("No client", "CHA-0117"),
        ("Bon de commande", "4471"),
        ("Bon de travail", "BT-26-0912"),
        ("Technicien", "M. Gagnon"),
        ("Modalités", "Net 30 jours"),
    )
    cw = (w - 80) / len(band)
    for i, (k, v) in enumerate(band):
        _text(c, 44 + cw * i, h - 245, k, 7, "Helvetica-Bold")
        _text(c, 44 + cw * i, h - 257, v, 8.5)
    c.line(40, h - 263, w - 40, h - 263)
    rows = [
        ("Entretien préventif - système de réfrigération", "1", "485,00", "485,00"),
        ("Compresseur Copeland ZB21KCE", "1", "1 268,40", "1 268,40"),
        ("Réfrigérant R-404A (kg)", "6", "38,75", "232,50"),
        ("Main-d'oeuvre technicien (heures)", "5,5", "96,50", "530,75"),
        ("Frais de déplacement", "1", "65,00", "65,00"),
    ]
    top = h - 300
    c.setFillColorRGB(0.86, 0.9, 0.95)
    c.rect(40, top - 6, w - 80, 19, stroke=0, fill=1)
    c.setFillGray(0)
    y = _table(
        c,
        top,
        [
            (46, "Description", False),
            (365, "Qté", True),
            (465, "Prix unitaire", True),
            (w - 46, "Montant", True),
        ],
        rows,
        pitch=20,
        size=9.5,
    )
    c.setLineWidth(0.3)
    for i in range(len(rows)):
        c.line(40, top - 22 - 20 * i, w - 40, top - 22 - 20 * i)
    y -= 16
    _pairs(
        c,
        392,
        w - 46,
        y,
        (("Sous-total", "2 581,65 $"), ("TPS (5 %)", "129,08 $"), ("TVQ (9,975 %)", "257,52 $")),
        pitch=16,
    )
    c.setFillColorRGB(0.12, 0.29, 0.49)
    c.rect(386, y - 64, w - 40 - 386, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 392, y - 57, "Total", 11, "Helvetica-Bold")
    _text(c, w - 46, y - 57, "2 968,25 $", 11, "Helvetica-Bold", True)
    c.setFillGray(0)
    for i, s in enumerate(
        (
            "No TPS : 812345678 RT0001",
            "No TVQ : 1223456789 TQ0001",
            "",
            "Paiement par chèque à l'ordre de Réfrigération Boréal inc.",
            "ou par virement Interac à comptes@refboreal.ca.",
        )
    ):
        _text(c, 40, y - 4 - 11 * i, s, 8)
    _text(
        c,
        40,
        70,
        "Des frais d'intérêt de 2 % par mois (26,82 % par année) s'appliquent aux comptes en souffrance.",
        7.5,
    )
    _text(c, w / 2 - 60, 52, "Merci de votre confiance!", 9, "Helvetica-Oblique")
    return {
        "fields": {
            "document_number": "30418",
            "date": "2026-11-16",
            "due_date": "2026-12-16",
            "total_amount": "2968.25",
            "currency": "CAD",
            "vendor_name": "Réfrigération Boréal inc.",
            "customer_name": "Fromagerie Champlain ltée",
        },
        "line_items": [_item(*r) for r in rows],
    }


def _seal(rng: random.Random, n: int) -> str:
    chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(rng.choice(chars) for _ in range(n))


def _qr_square(c, x: float, y: float, size: float, seed: int) -> None:
    """A square of QR-like modules with its three finder patterns."""
    n, rng = 33, random.Random(seed)
    m = size / n
    for i in range(n):
        for j in range(n):
            corner = (i < 8 and j < 8) or (i < 8 and j >= n - 8) or (i >= n - 8 and j >= n - 8)
            if not corner and rng.random() < 0.5:
                c.rect(x + i * m, y + j * m, m, m, stroke=0, fill=1)
    for fx, fy in ((0, 0), (0, n - 7), (n - 7, n - 7)):
        for k, grey in ((0, 0), (1, 1), (2, 0)):
            c.setFillGray(grey)
            c.rect(x + (fx + k) * m, y + (fy + k) * m, (7 - 2 * k) * m, (7 - 2 * k) * m, stroke=0, fill=1)
    c.setFillGray(0)


def mx2(c) -> dict:
    w, h = letter
    _text(c, 36, h - 46, "Distribuidora Ferretera del Bajío, S.A. de C.V.", 12, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "RFC: DFB180523KT4",
            "Régimen fiscal: 601 - General de Ley Personas Morales",
            "Blvd. Adolfo López Mateos 2815 Ote., Col. Jardines del Moral",
            "León, Guanajuato, C.P. 37500  ·  Tel. 477 712 4580",
        )
    ):
        _text(c, 36, h - 60 - 10 * i, s, 7.5)
    bx, bw = 370, w - 36 - 370
    c.setFillColorRGB(0.55, 0.1, 0.12)
    c.rect(bx, h - 56, bw, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, bx + bw / 2 - 27, h - 51, "FACTURA", 12, "Helvetica-Bold")
    c.setFillGray(0)
    c.setLineWidth(0.5)
    c.rect(bx, h - 140, bw, 102)
    for i, s in enumerate(
        (
            "Folio: A-3381",
            "Fecha de emisión: 2026-11-23 10:42:17",
            "Lugar de expedición: 37500",
            "Tipo de comprobante: I - Ingreso",
            "Folio fiscal (UUID):",
            "5F3A9C12-7B4E-4D21-9A8F-3C6E1B0D72A4",
            "No. de certificado: 00001000000512345678",
        )
    ):
        _text(c, bx + 6, h - 68 - 11 * i, s, 8 if i else 9, "Helvetica-Bold" if i == 0 else "Helvetica")
    c.setFillColorRGB(0.93, 0.9, 0.9)
    c.rect(36, h - 164, w - 72, 13, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 40, h - 161, "Receptor", 8, "Helvetica-Bold")
    c.rect(36, h - 214, w - 72, 63)
    for i, (k, v, k2, v2) in enumerate(
        (
            (
                "Nombre:",
                "Constructora Altavista del Centro, S.A. de C.V.",
                "Uso CFDI:",
                "G03 - Gastos en general",
            ),
            ("RFC:", "CAC150910QW2", "Régimen fiscal:", "601 - General de Ley Personas Morales"),
            ("Domicilio fiscal:", "76090", "Moneda:", "MXN - Peso Mexicano"),
        )
    ):
        _text(c, 42, h - 178 - 12 * i, k, 8, "Helvetica-Bold")
        _text(c, 112, h - 178 - 12 * i, v, 8)
        _text(c, 330, h - 178 - 12 * i, k2, 8, "Helvetica-Bold")
        _text(c, 400, h - 178 - 12 * i, v2, 8)
    rows = [
        ("500", "H87 Pieza", "31161500", "Tornillo hexagonal galvanizado 3/8 x 2 in", "4.85", "2,425.00"),
        ("85", "H87 Pieza", "30102404", "Varilla corrugada 3/8 in x 12 m, grado 42", "189.60", "16,116.00"),
        ("40", "XSA Saco", "30111601", "Cemento gris CPC 30R, saco 50 kg", "248.50", "9,940.00"),
        ("2", "H87 Pieza", "27112700", "Rotomartillo SDS Plus 800 W", "2,875.00", "5,750.00"),
        ("1", "E48 Servicio", "78101802", "Flete local León - Querétaro", "3,200.00", "3,200.00"),
    ]
    top = h - 240
    c.setFillColorRGB(0.55, 0.1, 0.12)
    c.rect(36, top - 4, w - 72, 15, stroke=0, fill=1)
    c.setFillGray(1)
    header = [
        (74, "Cantidad", True),
        (82, "Unidad", False),
        (136, "Clave", False),
        (180, "Descripción", False),
        (492, "Valor unitario", True),
        (w - 40, "Importe", True),
    ]
    for x, s, right in header:
        _text(c, x, top, s, 7.5, "Helvetica-Bold", right)
    c.setFillGray(0)
    y = top - 16
    for row in rows:
        for (x, _, right), s in zip(header, row):
            _text(c, x, y, s, 7.5, right=right)
        _text(c, 180, y - 9, "Objeto de impuesto: 02 - Sí objeto de impuesto  ·  IVA Traslado 16%", 6)
        y -= 24
    c.line(36, y + 10, w - 36, y + 10)
    _pairs(c, 420, w - 40, y - 6, (("Subtotal", "$37,431.00"), ("IVA 16%", "$5,988.96")), pitch=13)
    _text(c, 420, y - 34, "Total", 10, "Helvetica-Bold")
    _text(c, w - 40, y - 34, "$43,419.96", 10, "Helvetica-Bold", True)
    for i, (k, v) in enumerate(
        (
            ("Forma de pago:", "03 - Transferencia electrónica de fondos"),
            ("Método de pago:", "PUE - Pago en una sola exhibición"),
            ("Condiciones de pago:", "Contado"),
        )
    ):
        _text(c, 36, y - 6 - 12 * i, k, 7.5, "Helvetica-Bold")
        _text(c, 120, y - 6 - 12 * i, v, 7.5)
    c.rect(36, y - 78, w - 72, 22)
    _text(c, 42, y - 70, "Importe con letra:", 7.5, "Helvetica-Bold")
    _text(c, 120, y - 70, "(CUARENTA Y TRES MIL CUATROCIENTOS DIECINUEVE PESOS 96/100 M.N.)", 7.5)
    rng = random.Random(3381)
    _qr_square(c, 36, 60, 110, 3381)
    sy = 176
    for title, lines in (
        ("Sello digital del CFDI:", [_seal(rng, 98) for _ in range(3)]),
        ("Sello digital del SAT:", [_seal(rng, 98) for _ in range(3)]),
        (
            "Cadena original del complemento de certificación digital del SAT:",
            [
                "||1.1|5F3A9C12-7B4E-4D21-9A8F-3C6E1B0D72A4|2026-11-23T10:43:02|SAT970701NN3|"
                + _seal(rng, 30),
                _seal(rng, 86) + "|00001000000509846663||",
            ],
        ),
    ):
        _text(c, 160, sy, title, 6.5, "Helvetica-Bold")
        for i, s in enumerate(lines):
            _text(c, 160, sy - 8 - 7 * i, s, 5.5, "Courier")
        sy -= 14 + 7 * len(lines)
    _text(c, 160, sy - 2, "No. de certificado del SAT: 00001000000509846663", 6.5)
    _text(c, 160, sy - 11, "Fecha de certificación: 2026-11-23 10:43:02", 6.5)
    s = "Este documento es una representación impresa de un CFDI versión 4.0"
    _text(c, (w - stringWidth(s, "Helvetica", 7)) / 2, 36, s, 7)
    return {
        "fields": {
            "document_number": "A-3381",
            "date": "2026-11-23",
            "total_amount": "43419.96",
            "tax_amount": "5988.96",
            "currency": "MXN",
            "vendor_name": "Distribuidora Ferretera del Bajío, S.A. de C.V.",
            "customer_name": "Constructora Altavista del Centro, S.A. de C.V.",
        },
        "line_items": [_item(d, q, u, a, k) for q, _, k, d, u, a in rows],
    }


def med3(c) -> dict:
    w, h = letter
    _text(c, 40, h - 52, "PINNACLE", 22, "Helvetica-Bold")
    _text(c, 40, h - 66, "SCIENTIFIC SUPPLY, INC.", 10, "Helvetica-Bold")
    _text(c, 40, h - 78, "Laboratory  ·  Clinical  ·  Research", 7.5, "Helvetica-Oblique")
    for i, s in enumerate(
        ("3100 Aviation Parkway, Suite 140", "Morrisville, NC 27560", "(919) 555-0148  ·  pinnaclesci.com")
    ):
        _text(c, 40, h - 94 - 10 * i, s, 8)
    _text(c, 372, h - 50, "INVOICE", 20, "Helvetica-Bold")
    bx, bw, rh = 372, w - 40 - 372, 17
    keys = (("Invoice #", "0917462"), ("Invoice Date", "December 1, 2026"), ("Due Date", "December 31, 2026"))
    c.setLineWidth(0.7)
    c.rect(bx, h - 62 - rh * len(keys), bw, rh * len(keys))
    c.setFillGray(0.9)
    c.rect(bx, h - 62 - rh * len(keys), 78, rh * len(keys), stroke=0, fill=1)
    c.setFillGray(0)
    c.line(bx + 78, h - 62, bx + 78, h - 62 - rh * len(keys))
    for i, (k, v) in enumerate(keys):
        if i:
            c.line(bx, h - 62 - rh * i, bx + bw, h - 62 - rh * i)
        _text(c, bx + 5, h - 74 - rh * i, k, 8, "Helvetica-Bold")
        _text(c, bx + bw - 6, h - 74 - rh * i, v, 9, right=True)
    _text(c, bx, h - 128, "Page 1 of 1", 7)
    for x, title, lines in (
        (
            40,
            "BILL TO",
            (
                "Carolina Regional Medical Center",
                "Attn: Accounts Payable",
                "PO Box 30415",
                "Charlotte, NC 28230",
            ),
        ),
        (
            310,
            "SHIP TO",
            (
                "Carolina Regional Medical Center",
                "Clinical Laboratory - Dock B",
                "2100 Randolph Road",
                "Charlotte, NC 28207",
            ),
        ),
    ):
        c.setFillGray(0.2)
        c.rect(x, h - 160, 262, 13, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, x + 5, h - 156, title, 8, "Helvetica-Bold")
        c.setFillGray(0)
        c.rect(x, h - 218, 262, 58)
        for i, s in enumerate(lines):
            _text(c, x + 6, h - 172 - 11 * i, s, 8.5)
    band = (
        ("Account No.", "CRMC-2281"),
        ("Customer PO", "7730-11842"),
        ("Order Date", "Nov 24, 2026"),
        ("Ship Date", "Nov 30, 2026"),
        ("Ship Via", "UPS Ground"),
        ("Terms", "Net 30"),
    )
    cw = (w - 80) / len(band)
    for i, (k, v) in enumerate(band):
        c.rect(40 + cw * i, h - 260, cw, 28)
        _text(c, 44 + cw * i, h - 242, k, 6.5, "Helvetica-Bold")
        _text(c, 44 + cw * i, h - 254, v, 8)
    rows = [
        ("PS-22450", "L2409A17", "Nitrile exam gloves, powder-free, M, 100/bx", "20", "BX", "8.95", "179.00"),
        ("PS-70112", "3318204", "K2 EDTA blood collection tube 4 mL, 100/pk", "12", "PK", "42.60", "511.20"),
        ("PS-51908", "24K0812", "Sterile transfer pipette 3 mL, 500/cs", "4", "CS", "68.25", "273.00"),
        ("PS-18833", "A26031", "Alcohol prep pads, medium, 200/bx", "30", "BX", "3.48", "104.40"),
        ("PS-90315", "2410-88", "Sharps container 2 gal, red", "24", "EA", "6.15", "147.60"),
        ("PS-33076", "GC6114", "Glucose control solution, level 1 and 2", "6", "KT", "57.90", "347.40"),
    ]
    top = h - 290
    c.setFillGray(0.9)
    c.rect(40, top - 5, w - 80, 16, stroke=0, fill=1)
    c.setFillGray(0)
    y = _table(
        c,
        top,
        [
            (44, "Catalog No.", False),
            (102, "Lot", False),
            (152, "Description", False),
            (408, "Qty", True),
            (418, "Unit", False),
            (500, "Unit Price", True),
            (w - 44, "Ext. Price", True),
        ],
        rows,
        pitch=16,
        size=8,
    )
    c.setLineWidth(0.6)
    c.line(40, y + 4, w - 40, y + 4)
    _pairs(
        c,
        400,
        w - 44,
        y - 14,
        (("Subtotal", "1,562.60"), ("Shipping & Handling", "38.50"), ("Sales Tax (7.25%)", "113.29")),
        pitch=14,
    )
    c.setFillGray(0.9)
    c.rect(394, y - 72, w - 40 - 394, 20, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 400, y - 65, "Amount Due", 10.5, "Helvetica-Bold")
    _text(c, w - 44, y - 65, "$1,714.39", 10.5, "Helvetica-Bold", True)
    _text(c, 40, y - 14, "REMIT TO", 7.5, "Helvetica-Bold")
    for i, s in enumerate(("Pinnacle Scientific Supply, Inc.", "P.O. Box 742915", "Atlanta, GA 30374-2915")):
        _text(c, 40, y - 26 - 10 * i, s, 8)
    for i, s in enumerate(
        (
            "Lot numbers are listed for traceability. Certificates of analysis are available on request.",
            "Returns require an RMA number within 30 days of receipt. Temperature-sensitive items are non-returnable.",
            "Please reference the invoice number with your payment. Federal Tax ID 56-2213847.",
        )
    ):
        _text(c, 40, y - 110 - 10 * i, s, 7)
    return {
        "fields": {
            "document_number": "0917462",
            "date": "2026-12-01",
            "due_date": "2026-12-31",
            "total_amount": "1714.39",
            "tax_amount": "113.29",
            "currency": "USD",
            "vendor_name": "Pinnacle Scientific Supply, Inc.",
            "customer_name": "Carolina Regional Medical Center",
        },
        "line_items": [_item(d, q, p, a, i) for i, _, d, q, _, p, a in rows],
    }


def be4(c) -> dict:
    w, h = A4
    _text(c, 57, h - 64, "VAN DAMME", 24, "Times-Bold")
    _text(c, 57, h - 78, "schrijnwerkerij  ·  interieur op maat", 9, "Times-Italic")
    for i, s in enumerate(
        (
            "Schrijnwerkerij Van Damme BV",
            "Industrieweg 27",
            "9030 Mariakerke (Gent)",
            "T 09 226 41 18",
            "info@vandamme-interieur.be",
            "BTW BE 0456.789.133",
            "RPR Gent, afdeling Gent",
        )
    ):
        _text(c, 410, h - 50 - 10 * i, s, 7.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, 320, h - 150, "Klant", 7.5, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Hotel Ter Duinen BV",
            "t.a.v. dhr. Pieter Vermeulen",
            "Zeedijk 214",
            "8400 Oostende",
            "BTW BE 0687.412.967",
        )
    ):
        _text(c, 320, h - 165 - 13 * i, s, 10)
    _text(c, 57, h - 262, "FACTUUR", 18, "Helvetica-Bold")
    cells = (
        ("Factuurnummer", "F2026-0587"),
        ("Factuurdatum", "02/12/2026"),
        ("Vervaldag", "01/01/2027"),
        ("Klantnummer", "K0312"),
        ("Uw referentie", "Renovatie kamers 10-14"),
    )
    widths = (85, 85, 80, 70, 161)
    x = 57
    c.setLineWidth(0.5)
    for (k, v), cw in zip(cells, widths):
        c.setFillGray(0.92)
        c.rect(x, h - 292, cw, 14, stroke=0, fill=1)
        c.setFillGray(0)
        c.rect(x, h - 310, cw, 32)
        _text(c, x + 4, h - 288, k, 7, "Helvetica-Bold")
        _text(c, x + 4, h - 304, v, 9)
        x += cw
    rows = [
        ("Eiken inbouwkast op maat, kamer 12", "1", "2.450,00", "21", "2.450,00"),
        ("Maatwerk nachtkastje eik massief", "4", "185,00", "21", "740,00"),
        ("Plaatsing (uren)", "14", "52,50", "21", "735,00"),
        ("Scharnieren Blum Clip Top 110°", "24", "6,35", "21", "152,40"),
        ("Verplaatsingskosten", "2", "35,00", "21", "70,00"),
    ]
    top = h - 345
    header = [
        (61, "Omschrijving", False),
        (330, "Aantal", True),
        (412, "Eenheidsprijs", True),
        (455, "BTW %", True),
        (w - 61, "Totaal excl. BTW", True),
    ]
    y = _table(c, top, header, rows, pitch=16, size=9)
    c.line(57, top + 12, w - 57, top + 12)
    c.line(57, top - 5, w - 57, top - 5)
    c.line(57, y + 3, w - 57, y + 3)
    _pairs(c, 380, w - 61, y - 16, (("Totaal excl. BTW", "4.147,40"), ("BTW 21%", "870,95")), pitch=15)
    c.setLineWidth(1)
    c.rect(374, y - 60, w - 57 - 374, 20)
    _text(c, 380, y - 53, "Te betalen", 10.5, "Helvetica-Bold")
    _text(c, w - 61, y - 53, "€ 5.018,35", 10.5, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Gelieve het totaalbedrag vóór 01/01/2027 over te maken op rekening BE68 5390 0754 7034",
            "(BIC GKCCBEBB) met vermelding van de gestructureerde mededeling +++090/9337/55493+++.",
        )
    ):
        _text(c, 57, y - 100 - 12 * i, s, 8.5)
    _text(
        c,
        57,
        62,
        "Op al onze facturen zijn onze algemene voorwaarden van toepassing. Klachten binnen 8 dagen na factuurdatum.",
        7,
    )
    _text(
        c,
        57,
        52,
        "Schrijnwerkerij Van Damme BV  ·  Ondernemingsnummer 0456.789.133  ·  KBC BE68 5390 0754 7034",
        7,
    )
    return {
        "fields": {
            "document_number": "F2026-0587",
            "date": "2026-12-02",
            "due_date": "2027-01-01",
            "total_amount": "5018.35",
            "tax_amount": "870.95",
            "currency": "EUR",
            "vendor_name": "Schrijnwerkerij Van Damme BV",
            "customer_name": "Hotel Ter Duinen BV",
        },
        "line_items": [_item(d, q, u, a) for d, q, u, _, a in rows],
    }


def sg5(c) -> dict:
    w, h = A4
    _text(c, 40, h - 50, "TANJONG MARINE ENGINEERING PTE. LTD.", 13, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "No. 21 Tuas Avenue 3, Singapore 639417",
            "Tel: +65 6861 4472   Fax: +65 6861 4473   Email: accounts@tanjongmarine.com.sg",
            "UEN: 201418273K   GST Reg No: 201418273K",
        )
    ):
        _text(c, 40, h - 64 - 10 * i, s, 7.5)
    _text(c, w - 40, h - 52, "TAX INVOICE", 16, "Helvetica-Bold", True)
    c.setLineWidth(1.2)
    c.line(40, h - 100, w - 40, h - 100)
    for x, title, lines in (
        (
            40,
            "Bill To:",
            (
                "Straits Offshore Services Pte Ltd",
                "80 Robinson Road, #17-02",
                "Singapore 068898",
                "Attn: Mr Lim Wei Jie",
            ),
        ),
        (
            215,
            "Ship To:",
            ("MV Straits Pioneer", "c/o Jurong Port, Berth J5", "37 Jurong Port Road", "Singapore 619110"),
        ),
    ):
        _text(c, x, h - 120, title, 8, "Helvetica-Bold")
        for i, s in enumerate(lines):
            _text(c, x, h - 133 - 11 * i, s, 8.5)
    for i, (k, v) in enumerate(
        (
            ("Invoice No.", "TME/INV/2612-047"),
            ("Date", "07 Dec 2026"),
            ("Terms", "30 Days"),
            ("Your PO No.", "SOS/PO/26/0918"),
            ("DO No.", "DO-2612-031"),
            ("Sales Person", "Ravi S."),
        )
    ):
        _text(c, 395, h - 120 - 12 * i, k, 8)
        _text(c, 455, h - 120 - 12 * i, ":", 8)
        _text(c, 462, h - 120 - 12 * i, v, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    rows = [
        ("1", "MS-4471", "Mechanical seal assembly, 45 mm, SiC/SiC", "2", "SET", "865.00", "1,730.00"),
        ("2", "IM-2210", "Impeller, bronze, 210 mm dia.", "1", "PC", "1,420.00", "1,420.00"),
        ("3", "BR-6308", "Ball bearing SKF 6308-2Z/C3", "4", "PC", "68.50", "274.00"),
        ("4", "GK-0912", "Gasket set, pump casing", "2", "SET", "46.80", "93.60"),
        ("5", "SV-LAB", "Overhaul labour, fitter (per hour)", "12", "HR", "95.00", "1,140.00"),
    ]
    top, bottom = h - 215, h - 430
    header = [
        (46, "S/N", False),
        (72, "Item Code", False),
        (136, "Description", False),
        (372, "Qty", True),
        (382, "UOM", False),
        (478, "Unit Price (S$)", True),
        (w - 46, "Amount (S$)", True),
    ]
    c.setLineWidth(0.6)
    c.rect(40, bottom, w - 80, top + 14 - bottom)
    c.line(40, top - 6, w - 40, top - 6)
    for x in (66, 130, 342, 377, 412, 484):
        c.line(x, top + 14, x, bottom)
    _table(c, top - 2, header, rows, pitch=15, size=8)
    y = bottom
    for i, (k, v) in enumerate((("Sub-Total", "4,657.60"), ("GST 9%", "419.18"), ("Total (S$)", "5,076.78"))):
        c.rect(412, y - 18 * (i + 1), w - 40 - 412, 18)
        bold = "Helvetica-Bold" if i == 2 else "Helvetica"
        _text(c, 418, y - 12 - 18 * i, k, 8.5, bold)
        _text(c, w - 46, y - 12 - 18 * i, v, 8.5, bold, True)
    _text(c, 40, y - 14, "Singapore Dollars Five Thousand Seventy-Six and Cents Seventy-Eight Only", 7.5)
    for i, s in enumerate(
        (
            'Payment by cheque crossed and made payable to "Tanjong Marine Engineering Pte. Ltd."',
            "or by bank transfer to DBS Bank Ltd, A/C No. 072-912345-6 (SWIFT DBSSSGSG).",
            "PayNow UEN: 201418273K. Please quote our invoice number.",
            "Goods sold are not returnable. Interest of 1.5% per month is charged on overdue accounts.",
        )
    ):
        _text(c, 40, y - 80 - 10 * i, s, 7)
    for x, s in (
        (40, "Received in good order & condition"),
        (340, "For TANJONG MARINE ENGINEERING PTE. LTD."),
    ):
        _text(c, x, y - 145, s, 7.5)
    for x, s in ((40, "Company Stamp & Signature"), (340, "Authorised Signature")):
        c.line(x, y - 200, x + 190, y - 200)
        _text(c, x, y - 210, s, 7.5)
    return {
        "fields": {
            "document_number": "TME/INV/2612-047",
            "date": "2026-12-07",
            "total_amount": "5076.78",
            "tax_amount": "419.18",
            "currency": "SGD",
            "vendor_name": "TANJONG MARINE ENGINEERING PTE. LTD.",
            "customer_name": "Straits Offshore Services Pte Ltd",
        },
        "line_items": [_item(d, q, u, a, i) for _, i, d, q, _, u, a in rows],
    }


LAYOUTS = {
    "qc1": (qc1, letter),
    "mx2": (mx2, letter),
    "med3": (med3, letter),
    "be4": (be4, A4),
    "sg5": (sg5, A4),
}
SCANNED = ("qc1", "med3")
