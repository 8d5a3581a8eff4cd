"""Five more hand-written layouts, written 2026-12-07 in the manner of scripts/layouts_set.py: a Polish Faktura VAT,
a UK trade invoice with Invoice Address / Delivery Address blocks, a US roofing contractor's invoice with Labor and
Materials sections, a Portuguese Fatura with NIF and IVA, and a web shop's order details printed from the browser.
"""

from __future__ import annotations

from layouts_set import _centre, _item, _pairs, _table, _text
from reportlab.lib.pagesizes import A4, letter


def pl1(c) -> dict:
    w, h = A4
    _text(c, 45, h - 52, "CHLODNICTWO NOWAK", 16, "Helvetica-Bold")
    _text(c, 45, h - 64, "klimatyzacja  -  wentylacja  -  serwis", 8)
    for i, s in enumerate(
        ("Miejsce wystawienia: Lodz", "Data wystawienia: 2026-11-18", "Data sprzedazy: 2026-11-18")
    ):
        _text(c, w - 45, h - 48 - 12 * i, s, 8.5, right=True)
    _centre(c, w, h - 115, "Faktura VAT nr FV/118/11/2026", 15, "Helvetica-Bold")
    _centre(c, w, h - 129, "ORYGINAL", 8)
    c.setLineWidth(0.5)
    for x, block in (
        (
            45,
            (
                "Sprzedawca",
                "Chlodnictwo Nowak Sp. z o.o.",
                "ul. Piotrkowska 148",
                "90-063 Lodz",
                "NIP: 725-210-44-87",
            ),
        ),
        (
            305,
            (
                "Nabywca",
                "Drukarnia Wisniewski Sp. j.",
                "ul. Zgierska 93",
                "91-462 Lodz",
                "NIP: 947-198-33-61",
            ),
        ),
    ):
        c.line(x, h - 163, x + 245, h - 163)
        for i, s in enumerate(block):
            _text(c, x, h - 158 - 13 * i - (4 if i else 0), s, 9, "Helvetica-Bold" if i < 2 else "Helvetica")
    rows = [
        ("1", "Montaz klimatyzatora 3,5 kW", "1", "usl.", "1 240,00", "1 240,00", "23%", "1 525,20"),
        ("2", "Przeglad okresowy klimatyzatora split", "4", "szt.", "180,00", "720,00", "23%", "885,60"),
        ("3", "Czynnik chlodniczy R32", "3", "kg", "95,00", "285,00", "23%", "350,55"),
        ("4", "Filtr weglowy do jednostki wewnetrznej", "6", "szt.", "42,50", "255,00", "23%", "313,65"),
    ]
    header = [
        (48, "Lp.", False),
        (68, "Nazwa towaru lub uslugi", False),
        (292, "Ilosc", True),
        (300, "J.m.", False),
        (382, "Cena netto", True),
        (452, "Wartosc netto", True),
        (464, "VAT", False),
        (w - 48, "Wartosc brutto", True),
    ]
    top = h - 265
    c.setFillGray(0.88)
    c.rect(45, top - 5, w - 90, 17, fill=1, stroke=0)
    c.setFillGray(0)
    y = _table(c, top, header, rows, pitch=17, size=8.5)
    for i in range(len(rows) + 1):
        c.line(45, top - 5 - 17 * i, w - 45, top - 5 - 17 * i)
    _text(c, 382, y - 4, "Razem:", 8.5, "Helvetica-Bold", True)
    _text(c, 452, y - 4, "2 500,00", 8.5, "Helvetica-Bold", True)
    _text(c, w - 48, y - 4, "3 075,00", 8.5, "Helvetica-Bold", True)
    y = _table(
        c,
        y - 34,
        [
            (300, "Stawka VAT", False),
            (420, "Netto", True),
            (490, "Kwota VAT", True),
            (w - 48, "Brutto", True),
        ],
        [("23%", "2 500,00", "575,00", "3 075,00")],
        size=8,
    )
    _text(c, 45, y - 40, "Do zaplaty: 3 075,00 PLN", 13, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Slownie: trzy tysiace siedemdziesiat piec PLN 00/100",
            "Forma platnosci: przelew",
            "Termin platnosci: 2026-12-02",
            "Numer rachunku: PKO BP 12 1020 3378 0000 1102 0123 4567",
        )
    ):
        _text(c, 45, y - 60 - 13 * i, s, 9)
    for x, s in ((45, "Osoba upowazniona do wystawienia"), (335, "Osoba upowazniona do odbioru")):
        c.line(x, 130, x + 215, 130)
        _text(c, x + 30, 119, s, 7)
    _text(c, 45, 135, "Anna Nowak", 9)
    return {
        "fields": {
            "document_number": "FV/118/11/2026",
            "date": "2026-11-18",
            "due_date": "2026-12-02",
            "total_amount": "3075.00",
            "tax_amount": "575.00",
            "currency": "PLN",
            "vendor_name": "Chlodnictwo Nowak Sp. z o.o.",
            "customer_name": "Drukarnia Wisniewski Sp. j.",
        },
        "line_items": [_item(d, q, u, a) for _, d, q, _, u, a, _, _ in rows],
    }


def uk2(c) -> dict:
    w, h = A4
    _centre(c, w, h - 48, "PENNINE FASTENERS LTD", 17, "Helvetica-Bold")
    _centre(c, w, h - 62, "Unit 4, Calder Trading Estate, Lower Quarry Road, Huddersfield HD5 0RR", 8.5)
    _centre(
        c, w, h - 73, "Tel: 01484 532118   sales@penninefasteners.co.uk   VAT Reg No: GB 284 6613 07", 8.5
    )
    _text(c, w - 50, h - 110, "INVOICE", 13, "Helvetica-Bold", True)
    c.setLineWidth(0.6)
    for x, block in (
        (
            50,
            (
                "Invoice Address",
                "Harrogate Joinery Ltd",
                "17 Skipton Road",
                "Harrogate",
                "North Yorkshire",
                "HG1 4LE",
            ),
        ),
        (
            305,
            ("Delivery Address", "Harrogate Joinery Ltd", "Site 2, Hookstone Chase", "Harrogate", "HG2 7HW"),
        ),
    ):
        c.rect(x, h - 205, 240, 80)
        for i, s in enumerate(block):
            _text(
                c,
                x + 6,
                h - 137 - 12 * i,
                s,
                7.5 if i == 0 else 9,
                "Helvetica-Oblique" if i == 0 else "Helvetica",
            )
    cells = (
        ("Invoice No", "0051842"),
        ("Tax Point / Invoice Date", "21/11/2026"),
        ("Account Ref", "HARR002"),
        ("Customer Order No", "HJ-7716"),
    )
    for i, (k, v) in enumerate(cells):
        c.rect(50 + 120 * i, h - 250, 120 if i < 3 else 135, 32)
        _text(c, 55 + 120 * i, h - 229, k, 7.5, "Helvetica-Oblique")
        _text(c, 55 + 120 * i, h - 244, v, 9.5, "Helvetica-Bold")
    rows = [
        ("SS-M8X40-A2", "M8 x 40 hex set screw, A2 stainless (box 100)", "5.00", "18.40", "92.00", "20.00"),
        ("WN-M8-A2", "M8 full nut, A2 stainless (box 200)", "3.00", "11.25", "33.75", "20.00"),
        ("CS-5X70-YZ", "5.0 x 70 woodscrew, yellow zinc (box 200)", "10.00", "6.95", "69.50", "20.00"),
        ("CA-FX-380", "Chemical anchor resin 380ml", "6.00", "12.80", "76.80", "20.00"),
        ("DB-SDS-10", "SDS plus drill bit 10 x 160mm", "4.00", "3.65", "14.60", "20.00"),
    ]
    c.rect(50, h - 470, w - 100, 200)
    c.line(50, h - 288, w - 50, h - 288)
    _table(
        c,
        h - 283,
        [
            (55, "Product Code", False),
            (130, "Description", False),
            (385, "Quantity", True),
            (445, "Unit Price", True),
            (500, "Net", True),
            (w - 55, "VAT %", True),
        ],
        rows,
        pitch=15,
        size=8,
    )
    _text(c, 50, h - 495, "Terms: 30 days net", 9)
    _text(c, 50, h - 508, "Bank: Barclays   Sort Code 20-45-77   Account No 43819265", 8)
    c.rect(360, h - 530, w - 410, 50)
    _pairs(
        c,
        366,
        w - 56,
        h - 494,
        (("Total Net", "286.65"), ("Total VAT", "57.33"), ("Invoice Total £", "343.98")),
        pitch=15,
    )
    _text(
        c,
        50,
        60,
        "Pennine Fasteners Ltd. Registered in England No. 04418827. Goods remain our property until paid.",
        7,
    )
    return {
        "fields": {
            "document_number": "0051842",
            "date": "2026-11-21",
            "total_amount": "343.98",
            "tax_amount": "57.33",
            "currency": "GBP",
            "vendor_name": "PENNINE FASTENERS LTD",
            "customer_name": "Harrogate Joinery Ltd",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, a, _ in rows],
    }


def est3(c) -> dict:
    w, h = letter
    c.setFillGray(0.2)
    c.rect(0, h - 95, w, 95, fill=1, stroke=0)
    c.setFillGray(1)
    _text(c, 36, h - 45, "RIDGELINE ROOFING & GUTTERS", 19, "Helvetica-Bold")
    _text(c, 36, h - 62, "2417 N. Meridian St  |  Indianapolis, IN 46208  |  (317) 555-0186", 9)
    _text(c, 36, h - 76, "Licensed & Insured  -  Lic. # RC-3310427", 8)
    _text(c, w - 36, h - 45, "INVOICE #1047", 15, "Helvetica-Bold", True)
    _text(c, w - 36, h - 62, "Date: March 3, 2026", 9, right=True)
    _text(c, w - 36, h - 75, "Due: April 2, 2026", 9, right=True)
    c.setFillGray(0)
    for x, block in (
        (36, ("Bill To", "Karen Whitfield", "5830 Broadway St", "Indianapolis, IN 46220")),
        (306, ("Job Site", "Whitfield rental property", "1142 E 54th St", "Indianapolis, IN 46220")),
    ):
        for i, s in enumerate(block):
            _text(
                c, x, h - 125 - 13 * i, s, 10 if i == 0 else 9.5, "Helvetica-Bold" if i == 0 else "Helvetica"
            )
    _text(
        c,
        36,
        h - 190,
        "Scope: complete tear-off and re-roof, 24 sq, 6/12 pitch. Work completed Feb 26-28, 2026.",
        8.5,
    )
    header = [(36, "Description", False), (380, "Qty", True), (470, "Rate", True), (w - 36, "Amount", True)]
    labor = [
        ("Tear-off and disposal, 24 squares", "24", "65.00", "1,560.00"),
        ("Install architectural shingles (per square)", "24", "110.00", "2,640.00"),
        ("Replace rotted decking (per sheet)", "6", "45.00", "270.00"),
        ("Ridge vent installation (linear ft)", "38", "6.50", "247.00"),
    ]
    materials = [
        ("GAF Timberline HDZ shingles, Charcoal (bundle)", "72", "42.75", "3,078.00"),
        ("Synthetic underlayment, 10 sq roll", "3", "118.00", "354.00"),
        ("7/16 in OSB sheathing 4x8", "6", "24.60", "147.60"),
        ("Aluminum drip edge, 10 ft", "18", "9.85", "177.30"),
        ("Coil roofing nails 1-1/4 in (box)", "4", "36.50", "146.00"),
    ]
    c.setLineWidth(0.8)
    c.line(36, h - 222, w - 36, h - 222)
    for x, title, right in header:
        _text(c, x, h - 217, title, 9, "Helvetica-Bold", right)
    y = h - 240
    for title, rows in (("Labor", labor), ("Materials", materials)):
        _text(c, 36, y, title, 10, "Helvetica-BoldOblique")
        c.setLineWidth(0.3)
        c.line(36, y - 4, 120, y - 4)
        y = _table(c, y - 2, [(48, "", False), *((x, "", r) for x, _, r in header[1:])], rows, pitch=15) - 14
    c.setLineWidth(0.8)
    c.line(340, y + 2, w - 36, y + 2)
    _pairs(
        c,
        340,
        w - 36,
        y - 14,
        (("Subtotal", "$8,619.90"), ("Sales tax 7% (materials $3,902.90)", "$273.20")),
        pitch=15,
    )
    _text(c, 340, y - 50, "Balance Due", 12, "Helvetica-Bold")
    _text(c, w - 36, y - 50, "$8,893.10", 12, "Helvetica-Bold", True)
    for i, s in enumerate(
        (
            "Make checks payable to Ridgeline Roofing & Gutters. Cards accepted (3% fee).",
            "10-year workmanship warranty. Thank you for your business!",
        )
    ):
        _text(c, 36, y - 90 - 12 * i, s, 8.5)
    return {
        "fields": {
            "document_number": "1047",
            "date": "2026-03-03",
            "due_date": "2026-04-02",
            "total_amount": "8893.10",
            "tax_amount": "273.20",
            "currency": "USD",
            "vendor_name": "RIDGELINE ROOFING & GUTTERS",
            "customer_name": "Karen Whitfield",
        },
        "line_items": [_item(*r) for r in labor + materials],
    }


def pt4(c) -> dict:
    w, h = A4
    _text(c, 50, h - 55, "Tipografia Ribeiro & Filhos, Lda.", 14, "Helvetica-Bold")
    for i, s in enumerate(
        (
            "Rua de Santa Catarina, 512",
            "4000-446 Porto",
            "Tel. 222 081 437  |  geral@tipografiaribeiro.pt",
            "NIF: 503218774",
        )
    ):
        _text(c, 50, h - 70 - 11 * i, s, 8)
    _text(c, w - 50, h - 55, "Original", 8, right=True)
    for i, s in enumerate(
        ("Exmo(s) Sr(s).", "Quinta do Vale Escuro, Lda.", "Estrada Nacional 222, km 14", "5110-204 Armamar")
    ):
        _text(c, 330, h - 135 - 13 * i, s, 9.5, "Helvetica-Bold" if i == 1 else "Helvetica")
    _text(c, 330, h - 187, "NIF: 514772180", 9.5)
    _text(c, 50, h - 150, "Fatura FT 2026/873", 16, "Helvetica-Bold")
    _text(c, 50, h - 165, "ATCUD: JF7K2M9P-873", 7.5)
    cells = (
        ("Data de emissão", "24/11/2026"),
        ("Data de vencimento", "24/12/2026"),
        ("Cond. pagamento", "30 dias"),
    )
    for i, (k, v) in enumerate(cells):
        _text(c, 50 + 95 * i, h - 215, k, 7.5, "Helvetica-Bold")
        _text(c, 50 + 95 * i, h - 228, v, 9)
    rows = [
        ("ROT-750", "Rótulo frontal autocolante 90x120 mm", "5000", "0,048", "0,00", "23,00", "240,00"),
        ("CRT-6G", "Caixa de cartão 6 garrafas, impressa", "400", "1,85", "5,00", "23,00", "703,00"),
        ("CTR-750", "Contrarrótulo 60x90 mm", "5000", "0,032", "0,00", "23,00", "160,00"),
        ("DES-01", "Design e paginação de rótulo", "1", "180,00", "0,00", "23,00", "180,00"),
    ]
    c.setLineWidth(0.4)
    c.line(50, h - 248, w - 50, h - 248)
    c.line(50, h - 263, w - 50, h - 263)
    y = _table(
        c,
        h - 259,
        [
            (52, "Artigo", False),
            (110, "Descrição", False),
            (345, "Qtd.", True),
            (400, "Preço Unit.", True),
            (445, "Desc. %", True),
            (485, "IVA %", True),
            (w - 52, "Total", True),
        ],
        rows,
        pitch=14,
        size=8,
    )
    c.line(50, y + 5, w - 50, y + 5)
    _table(
        c,
        y - 30,
        [(52, "Taxa", False), (150, "Incidência", True), (230, "Valor IVA", True)],
        [("IVA 23%", "1.283,00", "295,09")],
        size=8,
    )
    _pairs(
        c,
        360,
        w - 52,
        y - 30,
        (
            ("Total Ilíquido", "1.320,00"),
            ("Total Descontos", "37,00"),
            ("Total IVA", "295,09"),
        ),
        pitch=13,
    )
    c.line(360, y - 63, w - 50, y - 63)
    _text(c, 360, y - 78, "Total (EUR)", 11, "Helvetica-Bold")
    _text(c, w - 52, y - 78, "1.578,09", 11, "Helvetica-Bold", True)
    _text(c, 50, y - 130, "Pagamento por transferência: IBAN PT50 0035 0651 0000 4821 7302 9", 8)
    _text(c, 50, 70, "Ab3K-Processado por programa certificado n.º 2187/AT", 7)
    _text(c, 50, 60, "Os bens/serviços foram colocados à disposição do adquirente na data do documento.", 7)
    return {
        "fields": {
            "document_number": "FT 2026/873",
            "date": "2026-11-24",
            "due_date": "2026-12-24",
            "total_amount": "1578.09",
            "tax_amount": "295.09",
            "currency": "EUR",
            "vendor_name": "Tipografia Ribeiro & Filhos, Lda.",
            "customer_name": "Quinta do Vale Escuro, Lda.",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, _, _, a in rows],
    }


def web5(c) -> dict:
    w, h = letter
    _text(c, 30, h - 22, "CartNest.com - Order Details", 7)
    c.setFillColorRGB(0.93, 0.45, 0.1)
    _text(c, 54, h - 62, "cartnest", 22, "Helvetica-Bold")
    c.setFillGray(0)
    _text(c, 55 + c.stringWidth("cartnest", "Helvetica-Bold", 22), h - 62, ".com", 11)
    _text(c, 54, h - 95, "Final Details for Order #112-4408823-5519021", 13, "Helvetica-Bold")
    _text(c, 54, h - 112, "Order placed: November 9, 2026", 9)
    _text(c, 54, h - 124, "CartNest.com order number: 112-4408823-5519021", 9)
    _text(c, 54, h - 136, "Order Total: $236.96", 9, "Helvetica-Bold")
    c.setLineWidth(0.7)
    c.rect(50, h - 390, w - 100, 240)
    _text(c, w / 2 - 78, h - 166, "Shipped on November 11, 2026", 10, "Helvetica-Bold")
    c.line(50, h - 174, w - 50, h - 174)
    _text(c, 58, h - 190, "Items Ordered", 9, "Helvetica-Bold")
    _text(c, 420, h - 190, "Price", 9, "Helvetica-Bold")
    rows = [
        ("2", "Anker USB-C Charger 65W", "$35.99"),
        ("1", "Logitech MX Keys S Wireless Keyboard", "$99.99"),
        ("3", "Cable Matters USB-C to HDMI Adapter 4K", "$14.49"),
    ]
    for i, (q, d, p) in enumerate(rows):
        y = h - 206 - 40 * i
        _text(c, 58, y, f"{q} of: {d}", 9)
        _text(c, 68, y - 11, "Sold by: PowerHub Direct", 8)
        _text(c, 68, y - 21, "Condition: New", 8)
        _text(c, 420, y, p, 9)
    for i, s in enumerate(
        ("Shipping Address:", "Daniel Okafor", "1875 Northwest Blvd Apt 3C", "Columbus, OH 43212")
    ):
        _text(c, 58, h - 330 - 12 * i, s, 8.5, "Helvetica-Bold" if i == 0 else "Helvetica")
    _text(c, 320, h - 330, "Shipping Speed: Standard Shipping", 8.5)
    c.rect(50, h - 540, w - 100, 130)
    _text(c, w / 2 - 48, h - 426, "Payment information", 10, "Helvetica-Bold")
    c.line(50, h - 434, w - 50, h - 434)
    for i, s in enumerate(
        ("Payment Method:", "Visa | Last digits: 4417", "", "Billing address", "Daniel Okafor")
    ):
        _text(c, 58, h - 450 - 12 * i, s, 8.5, "Helvetica-Bold" if i in (0, 3) else "Helvetica")
    _pairs(
        c,
        330,
        w - 58,
        h - 450,
        (
            ("Item(s) Subtotal:", "$215.44"),
            ("Shipping & Handling:", "$4.99"),
            ("Total before tax:", "$220.43"),
            ("Estimated tax to be collected:", "$16.53"),
        ),
        pitch=13,
    )
    _text(c, 330, h - 510, "Grand Total:", 9, "Helvetica-Bold")
    _text(c, w - 58, h - 510, "$236.96", 9, "Helvetica-Bold", True)
    _text(c, w / 2 - 120, h - 565, "Conditions of Use | Privacy Notice © 1996-2026, CartNest.com, Inc.", 7)
    _text(c, 30, 20, "https://www.cartnest.com/gp/css/summary/print.html?orderID=112-4408823-5519021", 7)
    _text(c, w - 30, 20, "1/1", 7, right=True)
    return {
        "fields": {
            "document_number": "112-4408823-5519021",
            "date": "2026-11-09",
            "total_amount": "236.96",
            "tax_amount": "16.53",
            "currency": "USD",
            "vendor_name": "PowerHub Direct",
            "customer_name": "Daniel Okafor",
        },
        "line_items": [{"description": d, "quantity": q, "unit_price": p} for q, d, p in rows],
    }


LAYOUTS = {
    "pl1": (pl1, A4),
    "uk2": (uk2, A4),
    "est3": (est3, letter),
    "pt4": (pt4, A4),
    "web5": (web5, letter),
}
SCANNED = ("pl1", "uk2", "est3")
