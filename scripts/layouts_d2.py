"""Five more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: a French electrician's
facture with SIRET and assurance décennale, a Norwegian wholesaler's faktura with a KID, a US software company's
subscription invoice with billing periods under its rows, an Irish catering supplier's invoice with the quantity
first, and a South African hardware store's tax invoice with discount and VAT columns.
"""

from __future__ import annotations

from layouts_set import _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth


def fa1(c) -> dict:
    w, h = A4
    _text(c, 48, h - 58, "MORVAN ÉLECTRICITÉ", 18, "Helvetica-Bold")
    _text(
        c,
        48,
        h - 73,
        "Électricité générale · Dépannage · Mise aux normes · Domotique",
        8.5,
        "Helvetica-Oblique",
    )
    for i, s in enumerate(
        (
            "Yannick Morvan EI",
            "27 rue de la Garenne",
            "44700 Orvault",
            "Tél. 02 40 63 18 72 - 06 81 44 90 27",
            "contact@morvan-electricite.fr",
        )
    ):
        _text(c, 48, h - 94 - 11 * i, s, 8.5)
    c.setLineWidth(0.5)
    c.roundRect(318, h - 205, w - 48 - 318, 82, 4)
    _text(c, 328, h - 138, "Client", 8, "Helvetica-Bold")
    for i, s in enumerate(
        ("SARL Le Bistrot du Port", "M. Laurent Giraud", "4 quai de la Fosse", "44000 Nantes")
    ):
        _text(c, 328, h - 154 - 12 * i, s, 10, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, 48, h - 250, "Facture n° FA-2026-118", 14, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Date : 12/11/2026",
            "Date d'échéance : 12/12/2026",
            "Chantier : réfection éclairage salle et cuisine, 4 quai de la Fosse, Nantes",
            "Réf. devis : D-2026-097 du 06/10/2026",
        )
    ):
        _text(c, 48, h - 268 - 12 * i, s, 9)
    rows = [
        ("Tableau électrique 3 rangées pré-équipé", "1", "u", "486,00", "486,00"),
        ("Interrupteur différentiel 40 A 30 mA type A", "2", "u", "78,50", "157,00"),
        ("Spot LED encastrable 7 W IP65 blanc", "14", "u", "32,40", "453,60"),
        ("Câble R2V 3G2,5 mm²", "65", "m", "2,15", "139,75"),
        ("Main d'oeuvre électricien", "16", "h", "48,00", "768,00"),
        ("Déplacement", "3", "forfait", "25,00", "75,00"),
    ]
    top = h - 340
    c.setFillGray(0.85)
    c.rect(48, top - 6, w - 96, 18, stroke=0, fill=1)
    c.setFillGray(0)
    y = _table(
        c,
        top,
        [
            (54, "Désignation", False),
            (340, "Qté", True),
            (352, "Unité", False),
            (455, "PU HT", True),
            (w - 54, "Total HT", True),
        ],
        rows,
        pitch=17,
        size=9,
    )
    c.setLineWidth(0.4)
    c.line(48, y + 5, w - 48, y + 5)
    for x in (300, 347, 395, 465):
        c.line(x, top + 12, x, y + 5)
    c.rect(48, y + 5, w - 96, top + 12 - y - 5)
    _pairs(c, 360, w - 54, y - 16, (("Total HT", "2 079,35 €"), ("TVA 20 %", "415,87 €")), pitch=15)
    c.setFillGray(0.85)
    c.rect(354, y - 54, w - 48 - 354, 18, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 360, y - 48, "Total TTC", 11, "Helvetica-Bold")
    _text(c, w - 54, y - 48, "2 495,22 €", 11, "Helvetica-Bold", True)
    _text(c, 48, y - 96, "Conditions de paiement", 9.5, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Paiement à 30 jours à réception de facture, par virement ou chèque à l'ordre de Yannick Morvan.",
            "IBAN FR76 1558 9441 2007 1283 6410 452 - BIC CMBRFR2BARK (Crédit Mutuel de Bretagne)",
            "Pas d'escompte pour paiement anticipé.",
            "En cas de retard, pénalités au taux de 3 fois le taux d'intérêt légal et indemnité forfaitaire",
            "pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).",
        )
    ):
        _text(c, 48, y - 110 - 11 * i, s, 8)
    c.line(48, 72, w - 48, 72)
    for i, s in enumerate(
        (
            "Yannick Morvan EI - SIRET 842 517 396 00018 - Code APE 4321A - RM 842 517 396 (CMA Loire-Atlantique)",
            "TVA intracom. FR17 842517396",
            "Assurance décennale : MAAF Pro, contrat n° 128447512X, couverture France métropolitaine",
        )
    ):
        s_w = stringWidth(s, "Helvetica", 7)
        _text(c, (w - s_w) / 2, 60 - 9 * i, s, 7)
    return {
        "fields": {
            "document_number": "FA-2026-118",
            "date": "2026-11-12",
            "due_date": "2026-12-12",
            "total_amount": "2495.22",
            "tax_amount": "415.87",
            "currency": "EUR",
            "vendor_name": "MORVAN ÉLECTRICITÉ",
            "customer_name": "SARL Le Bistrot du Port",
        },
        "line_items": [_item(d, q, u, a) for d, q, _, u, a in rows],
    }


def no2(c) -> dict:
    w, h = A4
    c.setFillGray(0.2)
    c.rect(50, h - 76, 30, 30, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 56, h - 68, "B", 18, "Helvetica-Bold")
    c.setFillGray(0)
    _text(c, 88, h - 60, "Brattli Verktøy AS", 15, "Helvetica-Bold")
    _text(c, 88, h - 73, "Verktøy og festemidler for proff", 8)
    _text(c, w - 50, h - 66, "FAKTURA", 22, right=True)
    for i, s in enumerate(
        ("Hansen & Berg Bygg AS", "Att.: Eirik Hansen", "Postboks 318 Sentrum", "7402 Trondheim")
    ):
        _text(c, 57, h - 150 - 13 * i, s, 10)
    _pairs(
        c,
        345,
        w - 50,
        h - 122,
        (
            ("Fakturanummer", "74512"),
            ("Fakturadato", "19.11.2026"),
            ("Forfallsdato", "03.12.2026"),
            ("Kundenr.", "20418"),
            ("Deres ref.", "Eirik Hansen"),
            ("Vår ref.", "Kari Brattli"),
            ("Ordrenr.", "30877"),
            ("Leveringsdato", "17.11.2026"),
        ),
        pitch=13,
    )
    _text(c, 57, h - 230, "Kundens org.nr.: 921 377 584", 8)
    rows = [
        ("DR-18V-02", "Drill/skrutrekker 18V, 2 x 4,0 Ah batteri", "3", "2 490,00", "25 %", "7 470,00"),
        ("TS-4255", "Terrasseskrue A4 4,2x55, 500 stk", "12", "389,00", "25 %", "4 668,00"),
        ("VL-120", "Vater aluminium 120 cm", "4", "449,00", "25 %", "1 796,00"),
        ("HV-0070", "Vernehjelm m/visir og hørselvern", "6", "612,50", "25 %", "3 675,00"),
        ("AH-09-10", "Arbeidshansker str. 9, 10 par", "8", "164,90", "25 %", "1 319,20"),
        ("FRAKT", "Frakt, levert byggeplass", "1", "295,00", "25 %", "295,00"),
    ]
    top = h - 290
    c.setLineWidth(1)
    c.line(50, top + 13, w - 50, top + 13)
    c.setLineWidth(0.4)
    c.line(50, top - 5, w - 50, top - 5)
    y = _table(
        c,
        top,
        [
            (50, "Varenr", False),
            (118, "Beskrivelse", False),
            (360, "Antall", True),
            (432, "Enhetspris", True),
            (478, "MVA", True),
            (w - 50, "Beløp", True),
        ],
        rows,
        pitch=16,
        size=8.5,
    )
    c.line(50, y + 6, w - 50, y + 6)
    _pairs(
        c,
        360,
        w - 50,
        y - 12,
        (("Sum eks. mva", "19 223,20"), ("MVA 25 %", "4 805,80")),
        pitch=14,
    )
    c.setLineWidth(1)
    c.line(360, y - 32, w - 50, y - 32)
    _text(c, 360, y - 47, "Å betale NOK", 12, "Helvetica-Bold")
    _text(c, w - 50, y - 47, "24 029,00", 12, "Helvetica-Bold", True)
    box = 150
    c.setLineWidth(0.6)
    c.rect(50, box, w - 100, 66)
    _text(c, 58, box + 52, "Betalingsinformasjon", 9, "Helvetica-Bold")
    for i, (k, v) in enumerate(
        (
            ("Kontonummer", "1503 27 44815"),
            ("KID", "2041800745129"),
            ("Beløp", "24 029,00"),
            ("Betalingsfrist", "03.12.2026"),
        )
    ):
        _text(c, 58 + 125 * i, box + 32, k, 7.5)
        _text(c, 58 + 125 * i, box + 16, v, 10.5, "Helvetica-Bold" if k == "KID" else "Helvetica")
    _text(
        c,
        50,
        box - 16,
        "Husk å oppgi KID ved betaling. Ved for sen betaling beregnes forsinkelsesrente etter",
        8,
    )
    _text(c, 50, box - 27, "forsinkelsesrenteloven.", 8)
    c.setLineWidth(0.4)
    c.line(50, 66, w - 50, 66)
    for x, block in (
        (50, ("Brattli Verktøy AS", "Sluppenvegen 12", "7037 Trondheim")),
        (230, ("Telefon 73 82 40 15", "faktura@brattliverktoy.no", "www.brattliverktoy.no")),
        (400, ("Org.nr. 918 447 261 MVA", "Foretaksregisteret", "Bank: SpareBank 1 SMN")),
    ):
        for i, s in enumerate(block):
            _text(c, x, 55 - 9 * i, s, 7)
    return {
        "fields": {
            "document_number": "74512",
            "date": "2026-11-19",
            "due_date": "2026-12-03",
            "total_amount": "24029.00",
            "tax_amount": "4805.80",
            "currency": "NOK",
            "vendor_name": "Brattli Verktøy AS",
            "customer_name": "Hansen & Berg Bygg AS",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, _, a in rows],
    }


def saas3(c) -> dict:
    w, h = letter
    left, right = 54, w - 54
    _text(c, left, h - 70, "Invoice", 22, "Helvetica-Bold")
    c.setFillColorRGB(0.38, 0.33, 0.9)
    c.circle(right - 84, h - 62, 8, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, right, h - 67, "tallyquill", 15, "Helvetica-Bold", True)
    for i, (k, v) in enumerate(
        (
            ("Invoice number", "TQ-7C21-0042"),
            ("Date of issue", "November 1, 2026"),
            ("Date due", "December 1, 2026"),
        )
    ):
        _text(c, left, h - 100 - 14 * i, k, 9, "Helvetica-Bold")
        _text(c, left + 105, h - 100 - 14 * i, v, 9)
    for x, block in (
        (
            left,
            (
                "Tallyquill, Inc.",
                "548 Market Street",
                "PMB 90412",
                "San Francisco, California 94104",
                "United States",
                "billing@tallyquill.com",
            ),
        ),
        (
            250,
            (
                "Bill to",
                "Marlow & Finch Studio LLC",
                "245 W 29th St, Floor 6",
                "New York, New York 10001",
                "United States",
                "ap@marlowfinch.com",
            ),
        ),
    ):
        for i, s in enumerate(block):
            _text(c, x, h - 168 - 13 * i, s, 9, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, left, h - 270, "$1,284.00 due December 1, 2026", 16, "Helvetica-Bold")
    c.setFillColorRGB(0.38, 0.33, 0.9)
    _text(c, left, h - 290, "Pay online", 9.5)
    c.setFillGray(0)
    _text(
        c,
        left,
        h - 316,
        "Thanks for building with Tallyquill. Seats are billed in advance, usage in arrears.",
        9,
    )
    rows = [
        ("Team plan (per seat)", "Nov 1 - Dec 1, 2026", "9", "$96.00", "$864.00"),
        ("Workflow Automations add-on", "Nov 1 - Dec 1, 2026", "1", "$199.00", "$199.00"),
        ("API requests over included 250,000", "Oct 1 - Nov 1, 2026", "58,165", "$0.002", "$116.33"),
    ]
    top = h - 360
    columns = ((left, False), (380, True), (470, True), (right, True))
    for (x, r), s in zip(columns, ("Description", "Qty", "Unit price", "Amount")):
        c.setFillGray(0.4)
        _text(c, x, top, s, 8.5, right=r)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    c.setStrokeGray(0.6)
    c.line(left, top - 6, right, top - 6)
    y = top - 24
    for desc, period, qty, unit, amount in rows:
        for (x, r), s in zip(columns, (desc, qty, unit, amount)):
            _text(c, x, y, s, 9.5, right=r)
        c.setFillGray(0.45)
        _text(c, left, y - 12, period, 8.5)
        c.setFillGray(0)
        y -= 34
    c.line(left, y + 14, right, y + 14)
    totals = (
        ("Subtotal", "$1,179.33"),
        ("Tax (8.875%)", "$104.67"),
        ("Total", "$1,284.00"),
        ("Amount due", "$1,284.00"),
    )
    for i, (k, v) in enumerate(totals):
        yy = y - 4 - 22 * i
        bold = k == "Amount due"
        _text(c, 320, yy, k, 9.5, "Helvetica-Bold" if bold else "Helvetica")
        _text(c, right, yy, v, 9.5, "Helvetica-Bold" if bold else "Helvetica", True)
        c.line(320, yy - 8, right, yy - 8)
    c.setStrokeGray(0)
    c.setFillGray(0.45)
    _text(c, left, 40, "TQ-7C21-0042 · $1,284.00 due December 1, 2026", 8)
    _text(c, right, 40, "Page 1 of 1", 8, right=True)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "TQ-7C21-0042",
            "date": "2026-11-01",
            "due_date": "2026-12-01",
            "total_amount": "1284.00",
            "tax_amount": "104.67",
            "currency": "USD",
            "vendor_name": "Tallyquill, Inc.",
            "customer_name": "Marlow & Finch Studio LLC",
        },
        "line_items": [_item(d, q, u, a) for d, _, q, u, a in rows],
    }


def ie4(c) -> dict:
    w, h = A4
    _text(c, 42, h - 56, "Corrib Catering Supplies Ltd", 16, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Unit 12, Liosbán Business Park, Tuam Road",
            "Galway H91 E2K7",
            "Tel: 091 771 204   sales@corribcatering.ie",
            "VAT No: IE 6388047V",
        )
    ):
        _text(c, 42, h - 72 - 11 * i, s, 8.5)
    _text(c, w - 42, h - 60, "INVOICE", 24, "Helvetica-Bold", right=True)
    _pairs(
        c,
        390,
        w - 42,
        h - 86,
        (
            ("Invoice Date:", "14 November 2026"),
            ("Invoice No:", "10293"),
            ("Account No:", "ARD001"),
            ("Your Order No:", "PO 4471"),
        ),
        pitch=12,
    )
    _text(c, 42, h - 160, "Customer:", 9, "Helvetica-Bold")
    for i, s in enumerate(
        ("Ard Rí House Hotel Ltd", "Accounts Department", "Dock Road", "Limerick V94 K6T3")
    ):
        _text(c, 100, h - 160 - 12 * i, s, 9)
    _text(c, 330, h - 160, "Delivery Address:", 9, "Helvetica-Bold")
    for i, s in enumerate(
        ("Ard Rí House Hotel - Kitchen", "Goods Inwards, rear of hotel", "Dock Road", "Limerick")
    ):
        _text(c, 330, h - 173 - 12 * i, s, 9)
    rows = [
        ("6", "Gastronorm pan 1/1, stainless, 65mm", "18.95", "23%", "113.70"),
        ("2", "Chef's knife 21cm, black handle", "42.50", "23%", "85.00"),
        ("4", "HACCP chopping board set, 6 colours", "58.00", "23%", "232.00"),
        ("1", "Commercial blender 2L, 1500W", "389.00", "23%", "389.00"),
        ("24", "Tea towels, cotton, white", "2.35", "23%", "56.40"),
        ("10", "Blue roll 2-ply, case of 6", "14.20", "23%", "142.00"),
    ]
    top = h - 250
    grid_bottom = top - 235
    c.setLineWidth(0.7)
    c.rect(42, grid_bottom, w - 84, top + 14 - grid_bottom)
    c.line(42, top - 5, w - 42, top - 5)
    for x in (82, 350, 425, 480):
        c.line(x, top + 14, x, grid_bottom)
    _table(
        c,
        top,
        [
            (74, "Qty", True),
            (90, "Description", False),
            (418, "Unit Price", True),
            (472, "VAT Rate", True),
            (w - 50, "Net", True),
        ],
        rows,
        pitch=18,
        size=9,
    )
    c.rect(350, grid_bottom - 60, w - 42 - 350, 60)
    c.line(350, grid_bottom - 40, w - 42, grid_bottom - 40)
    _pairs(c, 358, w - 50, grid_bottom - 14, (("Net Total", "1,018.10"), ("VAT @ 23%", "234.16")), pitch=13)
    _text(c, 358, grid_bottom - 54, "Total EUR", 11, "Helvetica-Bold")
    _text(c, w - 50, grid_bottom - 54, "1,252.26", 11, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Terms: 30 days from date of invoice.",
            "Please quote invoice number with payment.",
            "",
            "Bank: AIB, Eyre Square, Galway",
            "IBAN: IE29 AIBK 9311 5271 4408 36",
            "BIC: AIBKIE2D",
        )
    ):
        _text(c, 42, grid_bottom - 14 - 11 * i, s, 8)
    _text(
        c,
        42,
        grid_bottom - 120,
        "Goods remain the property of Corrib Catering Supplies Ltd until paid in full.",
        8,
    )
    c.setLineWidth(0.4)
    c.line(42, 58, w - 42, 58)
    foot = (
        "Registered in Ireland No. 512847  ·  Directors: S. Ó Briain, M. Kelly  ·  Registered Office as above"
    )
    _text(c, (w - stringWidth(foot, "Helvetica", 7)) / 2, 46, foot, 7)
    return {
        "fields": {
            "document_number": "10293",
            "date": "2026-11-14",
            "total_amount": "1252.26",
            "tax_amount": "234.16",
            "currency": "EUR",
            "vendor_name": "Corrib Catering Supplies Ltd",
            "customer_name": "Ard Rí House Hotel Ltd",
        },
        "line_items": [_item(d, q, u, a) for q, d, u, _, a in rows],
    }


def za5(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    _text(c, left, h - 52, "Karoo Hardware & Tools (Pty) Ltd", 14, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Unit 5, Montague Park, 12 Montague Drive",
            "Montague Gardens, Cape Town, 7441",
            "Tel: 021 552 4180   accounts@karoohardware.co.za",
            "VAT No.: 4720261853",
            "Reg No.: 2014/182745/07",
        )
    ):
        _text(c, left, h - 67 - 10.5 * i, s, 8)
    _text(c, right, h - 56, "TAX INVOICE", 20, "Helvetica-Bold", right=True)
    c.setLineWidth(0.6)
    c.rect(370, h - 160, right - 370, 84)
    for i, (k, v) in enumerate(
        (
            ("Invoice #", "IN0148227"),
            ("Date", "2026/11/28"),
            ("Due Date", "2026/12/28"),
            ("Reference", "BPM-PO-2291"),
            ("Sales Rep", "Thabo Nkosi"),
            ("Page", "1/1"),
        )
    ):
        _text(c, 378, h - 90 - 12.5 * i, k, 8.5, "Helvetica-Bold")
        _text(c, 450, h - 90 - 12.5 * i, v, 8.5)
    for x, block in (
        (
            left,
            (
                "Customer",
                "Blouberg Property Maintenance CC",
                "PO Box 1187",
                "Table View, 7439",
                "Customer VAT No.: 4190274416",
            ),
        ),
        (300, ("Delivery Address", "14 Marine Drive", "Bloubergstrand", "Cape Town, 7441", "")),
    ):
        for i, s in enumerate(block):
            _text(c, x + 6, h - 190 - 12 * i, s, 8.5, "Helvetica-Bold" if i == 0 else "Helvetica")
        c.rect(x, h - 250, 252 if x == left else right - x, 72)
    rows = [
        ("PVC110-6", "PVC pipe 110mm x 6m Class 34", "8", "389.00", "5.00", "443.46", "3 399.86"),
        ("CEM425-50", "Cement CEM II 42,5N 50kg", "40", "109.90", "0.00", "659.40", "5 055.40"),
        ("PVA-W20", "Acrylic PVA white 20L", "6", "749.00", "10.00", "606.69", "4 651.29"),
        ("GLV-NIT-L", "Nitrile gloves L, box of 100", "12", "89.95", "0.00", "161.91", "1 241.31"),
        ("DEL-NS", "Delivery - Northern Suburbs", "1", "450.00", "0.00", "67.50", "517.50"),
    ]
    top = h - 280
    c.setFillGray(0.9)
    c.rect(left, top - 5, right - left, 16, stroke=0, fill=1)
    c.setFillGray(0)
    y = _table(
        c,
        top,
        [
            (left + 4, "Code", False),
            (98, "Description", False),
            (320, "Qty", True),
            (385, "Excl. Price", True),
            (432, "Disc %", True),
            (482, "VAT", True),
            (right - 4, "Incl. Total", True),
        ],
        rows,
        pitch=15,
        size=8.5,
    )
    c.setLineWidth(0.5)
    c.line(left, y + 4, right, y + 4)
    for i, (k, v) in enumerate(
        (
            ("Total Discount", "605.00"),
            ("Total Exclusive", "12 926.40"),
            ("Total VAT (15%)", "1 938.96"),
            ("Total Inclusive", "14 865.36"),
        )
    ):
        font = "Helvetica-Bold" if i == 3 else "Helvetica"
        yy = y - 20 - 14 * i - (8 if i == 3 else 0)
        _text(c, 360, yy, k, 9, font)
        _text(c, 470, yy, "R", 9, font)
        _text(c, right - 4, yy, v, 9, font, True)
    c.line(360, y - 56, right, y - 56)
    c.rect(360, y - 110, right - 360, 24)
    _text(c, 366, y - 102, "Balance Due", 10.5, "Helvetica-Bold")
    _text(c, right - 6, y - 102, "R 14 865.36", 10.5, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Banking Details",
            "First National Bank, Montague Gardens",
            "Branch code: 250655",
            "Account no.: 62845517723",
            "Please use IN0148227 as payment reference.",
        )
    ):
        _text(c, left, y - 20 - 12 * i, s, 8, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(
        c, left, y - 140, "Goods remain the property of Karoo Hardware & Tools until paid in full. E&OE.", 7.5
    )
    _text(c, left, y - 180, "Received in good order by: ______________________   Date: ____________", 8.5)
    c.setLineWidth(0.4)
    c.line(left, 60, right, 60)
    foot = "www.karoohardware.co.za  ·  Trading hours Mon-Fri 07:00-17:00, Sat 07:30-13:00  ·  Thank you for your support"
    _text(c, (w - stringWidth(foot, "Helvetica", 7)) / 2, 48, foot, 7)
    return {
        "fields": {
            "document_number": "IN0148227",
            "date": "2026-11-28",
            "due_date": "2026-12-28",
            "total_amount": "14865.36",
            "tax_amount": "1938.96",
            "currency": "ZAR",
            "vendor_name": "Karoo Hardware & Tools (Pty) Ltd",
            "customer_name": "Blouberg Property Maintenance CC",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, _, _, a in rows],
    }


LAYOUTS = {
    "fa1": (fa1, A4),
    "no2": (no2, A4),
    "saas3": (saas3, letter),
    "ie4": (ie4, A4),
    "za5": (za5, A4),
}
SCANNED = ("fa1", "za5")
