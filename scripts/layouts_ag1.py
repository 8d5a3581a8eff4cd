"""Ten hand-written orders (set ag), written on 2026-12-07 in the manner of scripts/layouts_set.py, purchase and
sales orders as other people's order templates print them, each with many lines, from countries and systems no
earlier order set drew: a Galway pharmacy chain's purchase order to its wholesaler (IPU codes in the first
column, packs, VAT at 0 % and 23 % by line with a VAT analysis, 02/12/2026 dates), a Monterrey die maker's orden
de compra (the SKU ("Clave") after the description, kilograms and metres with decimals, IVA 16 %, $12,345.67), a
Padua machine shop's ordine d'acquisto (a discount on each line, IVA 22 %, "Data consegna", 1.234,56), an Osaka
electronics maker's purchase order in English to a Hsinchu parts supplier of 25 lines over two pages (USD, unit
prices to four decimals, quantities such as 20,000, FOB Keelung, no tax, 2026/11/25 dates), a Herzliya tech
company's purchase order in English (ILS, VAT 17 %, the part number printed at the head of the description
line, a discount on some lines), a US federal agency's purchase order (PO-4400123456, ship-to and bill-to, tax
exempt, dates with the month's name), an Innsbruck cable car company's Bestellung (keys over values in boxes,
metres with decimals, USt 20 %), a Chilean vineyard's orden de compra (CLP in whole pesos, $ 1.234.567, a
discount column, IVA 19 %, RUTs), a Dorset primary school's official order form to a stationery supplier (the
catalogue number after the description, packs, VAT 20 %) and a Szeged packaging maker's megrendelo written
without Hungarian diacritics (HUF in whole forints, 1 234 567, kilograms with decimal commas, AFA 27 %, 2026.11.26.
dates). Four are also written as scans (SCANNED), none of them the two-page order.

What the values say where a page leaves a choice: on every one of these purchase orders (the ten are all
purchase orders, issued by the buyer) the vendor is the supplier it is addressed to and the customer the
organisation that issues it, named as its letterhead prints it (the federal order's customer is the agency named
in its heading, "National Oceanic and Atmospheric Administration", not its department or finance office). The
delivery date asked for ("Delivery Required", "Fecha de entrega", "Data consegna", "Requested Delivery",
"Required Delivery Date", "Delivery Date", "Liefertermin", "Fecha entrega", "Date required", "Szallitasi
hatarido") is the due date. The total is the order's total with tax where the page prints tax ("Total incl.
VAT", "Total", "Totale ordine", "Gesamtbetrag", "Brutto osszesen") and its tax the total tax printed (the Irish
order's "Total VAT", the sum of its 0 % and 23 % lines); the Osaka order (an export, no tax printed) and the
federal order (tax exempt) have no tax_amount. Where a line prints a discount (Italy, Israel, Chile) its amount
is after the discount, as printed, and its unit price the price before it. An item code, SKU, part, catalogue or
article number (IPU Code, Clave, Codice, Part No., Stock No., Art.-Nr., Codigo, Cat. No., Cikkszam) gives item_id,
wherever its column stands; a line number (Partida, No., Line, Pos, Item, Ssz.) does not. On the Israeli order
the part number is printed at the head of the description ("DL-P2425H Dell 24in monitor P2425H"): the line's
description is the whole text printed there, the part number included, and its item_id is that part number.
Quantities printed with thousands separators ("20,000") or decimal commas ("125,5", "12,5") are plain in the
values ("20000", "125.5"); unit prices keep the places printed ("0.0042"); whole-unit currencies (CLP, HUF) are
whole in the values ("1234567"). Dates are day first (Ireland, Mexico, Italy, Israel, Austria, Chile, the UK
with the month's name), year first (Japan, Hungary) or with the month's name (the US).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
ZERO = Decimal(0)


def _r(v: Decimal, places: int = 2) -> Decimal:
    return v.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _num(v: Decimal, th: str = ",", dec: str = ".", places: int = 2) -> str:
    """An amount rounded to ``places``, ``th`` between thousands and ``dec`` before the fraction."""
    s = f"{_r(v, places):.{places}f}"
    whole, _, frac = s.partition(".")
    sign = "-" if whole.startswith("-") else ""
    whole = f"{abs(int(whole)):,}".replace(",", th)
    return sign + whole + (dec + frac if places else "")


def _plain(v: Decimal, places: int = 2) -> str:
    return f"{_r(v, places):.{places}f}"


def _eu(v: Decimal, places: int = 2) -> str:
    """1.234,56 (Italy, Austria, Chile)."""
    return _num(v, ".", ",", places)


def _ext(qty: str, price: str, disc: str = "", places: int = 2) -> Decimal:
    """A line's amount: quantity times unit price, less a discount in percent where given, rounded."""
    v = Decimal(qty) * Decimal(price)
    if disc:
        v = v * (100 - Decimal(disc)) / 100
    return _r(v, places)


def _tax(net: Decimal, rate: str, places: int = 2) -> Decimal:
    return _r(net * Decimal(rate) / 100, places)


def _qty(q: str, th: str = "", dec: str = ".") -> str:
    """A plain quantity as printed: thousands grouped by ``th``, ``dec`` before a fraction."""
    whole, dot, frac = q.partition(".")
    return f"{int(whole):,}".replace(",", th) + (dec + frac if dot else "")


def _row(c, xs, y: float, cells, aligns: str, size: float = 8, font: str = "Helvetica") -> None:
    """One row of cells between the column edges ``xs``: each left ("l"), right ("r") or centred ("c")."""
    for k, s in enumerate(cells):
        if aligns[k] == "r":
            _text(c, xs[k + 1] - 4, y, s, size, font, True)
        elif aligns[k] == "c":
            _centre(c, xs[k] + xs[k + 1], y, s, size, font)
        else:
            _text(c, xs[k] + 4, y, s, size, font)


def _grid(c, xs, top: float, n: int, pitch: float, verticals: bool = True) -> float:
    """A ruled table of ``n`` lines (its header line included) ``pitch`` high; the y of its foot."""
    foot = top - n * pitch
    c.rect(xs[0], foot, xs[-1] - xs[0], top - foot)
    for j in range(1, n):
        c.line(xs[0], top - j * pitch, xs[-1], top - j * pitch)
    if verticals:
        for x in xs[1:-1]:
            c.line(x, top, x, foot)
    return foot


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    """A filled rectangle without a border, the fill colour set back to black after it."""
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


def _grey(
    c, x: float, y: float, lines, size: float = 7, pitch: float = 9, gray: float = 0.4, centre=None
) -> None:
    """Small grey lines from ``y`` down; centred on a page ``centre`` wide where given."""
    c.setFillGray(gray)
    for i, s in enumerate(lines):
        if centre:
            _centre(c, centre, y - pitch * i, s, size)
        else:
            _text(c, x, y - pitch * i, s, size)
    c.setFillGray(0)


def _keys(
    c, x: float, y: float, pairs, gap: float, size: float = 8, pitch: float = 12, key_font=BOLD
) -> None:
    """Keys at ``x`` and their values left-aligned ``gap`` to the right, one pair a line from ``y`` down."""
    for i, (k, v) in enumerate(pairs):
        _text(c, x, y - pitch * i, k, size, key_font)
        _text(c, x + gap, y - pitch * i, v, size)


def _head(c, xs, top: float, titles, aligns: str, height: float, rgb, white: bool = False, size: float = 7.5):
    """A table's shaded header line ``height`` high under ``top``."""
    _band(c, xs[0], top - height, xs[-1] - xs[0], height, rgb)
    if white:
        c.setFillGray(1)
    _row(c, xs, top - height + (height - size) / 2 + 1.5, titles, aligns, size, BOLD)
    c.setFillGray(0)


def _boxes(c, x: float, y: float, boxes, height: float = 26, size: float = 8.5) -> None:
    """Boxes side by side from ``x``, their tops at ``y``: each (width, key, value), the key small above."""
    for width, key, value in boxes:
        c.rect(x, y - height, width, height)
        _text(c, x + 4, y - 9, key, 6.5, BOLD)
        _text(c, x + 4, y - height + 6, value, size)
        x += width


# agie1: a Galway pharmacy chain's purchase order to its wholesaler, VAT 0 % and 23 % by line
AGIE1_ROWS = (
    ("5391520", "Paracetamol 500mg tablets 24s", "12", "PK", "1.35", "0"),
    ("5012617", "Ibuprofen 200mg tablets 24s", "12", "PK", "1.62", "0"),
    ("5099876", "Cetirizine 10mg tablets 30s", "6", "PK", "2.48", "0"),
    ("5011417", "Zinc barrier cream 125g", "10", "EA", "4.12", "23"),
    ("5021265", "Vitamin D3 1000IU capsules 90s", "8", "BX", "5.90", "0"),
    ("5013562", "Sun lotion SPF50 200ml", "6", "EA", "7.45", "23"),
    ("5000347", "Toothpaste sensitive 75ml", "24", "EA", "2.15", "23"),
    ("5060118", "Hand sanitiser gel 500ml", "12", "EA", "3.40", "23"),
    ("5038483", "Nitrile gloves M, box of 100", "10", "BX", "6.95", "23"),
    ("5391604", "Digital thermometer, flexible tip", "5", "EA", "8.60", "23"),
    ("5019876", "Elastic bandage 7.5cm x 4m", "20", "EA", "1.28", "23"),
    ("5012345", "Saline nasal spray 20ml", "10", "EA", "3.05", "0"),
    ("5027101", "Oral rehydration salts 20s", "8", "BX", "4.75", "0"),
    ("5055632", "Baby wipes sensitive 3 x 56", "12", "PK", "3.99", "23"),
)
PHARMA = (0.0, 0.5, 0.35)


def _agie1_letterhead(c) -> None:
    w, h = A4
    c.setFillColorRGB(*PHARMA)
    c.rect(52, h - 86, 12, 40, stroke=0, fill=1)
    c.rect(38, h - 72, 40, 12, stroke=0, fill=1)
    _text(c, 88, h - 60, "Corrib Pharmacy Group Ltd", 15, BOLD)
    c.setFillGray(0.3)
    _block(
        c,
        88,
        h - 73,
        (
            "Head Office, Unit 4 Ballybrit Business Park, Galway H91 X2E7",
            "Tel 091 555 018  |  VAT IE 3298754KH",
        ),
        7.5,
        pitch=9.5,
    )
    c.setFillGray(0)
    c.setLineWidth(0.8)
    c.setStrokeColorRGB(*PHARMA)
    c.rect(w - 215, h - 120, 175, 78)
    c.setStrokeGray(0)
    _text(c, w - 207, h - 58, "PURCHASE ORDER", 12, BOLD)
    info = (
        ("PO No.", "CPG-118274"),
        ("Order Date", "02/12/2026"),
        ("Delivery Required", "04/12/2026"),
        ("Account No.", "CORR-0471"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, w - 207, h - 74 - 12 * i, k, 7.5)
        _text(c, w - 48, h - 74 - 12 * i, v, 8, BOLD, True)


def agie1(c) -> dict:
    w, h = A4
    _agie1_letterhead(c)
    for x, title, lines in (
        (
            40,
            "SUPPLIER",
            ("Liffey Pharma Distribution Ltd", "Unit 12, Ballymount Road Lower", "Dublin 12 D12 K7P3"),
        ),
        (
            300,
            "DELIVER TO",
            ("Corrib Pharmacy - Store 14 Salthill", "Upper Salthill Road", "Galway H91 C6Y2"),
        ),
    ):
        _text(c, x, h - 142, title, 7.5, BOLD)
        c.line(x, h - 145, x + 230, h - 145)
        _block(c, x, h - 158, lines, 8.5, pitch=11, first=BOLD)
    xs = (40, 92, 268, 300, 336, 392, 428, w - 40)
    aligns = "llcrrcr"
    top = h - 210
    c.setLineWidth(0.4)
    _head(
        c,
        xs,
        top,
        ("IPU Code", "Description", "UOM", "Qty", "Unit Cost", "VAT %", "Net EUR"),
        aligns,
        15,
        PHARMA,
        True,
    )
    nets = {"0": ZERO, "23": ZERO}
    y = top - 15
    c.setStrokeGray(0.75)
    for code, d, q, uom, p, vat in AGIE1_ROWS:
        amount = _ext(q, p)
        nets[vat] += amount
        _row(c, xs, y - 11, (code, d, uom, q, _num(Decimal(p)), vat, _num(amount)), aligns, 8)
        y -= 15
        c.line(40, y, w - 40, y)
    c.setStrokeGray(0)
    net = nets["0"] + nets["23"]
    vat0, vat23 = ZERO, _tax(nets["23"], "23")
    total = net + vat0 + vat23
    xs2 = (40, 110, 180, 250)
    _text(c, 40, y - 20, "VAT Analysis", 8, BOLD)
    _grid(c, xs2, y - 26, 3, 13)
    _row(c, xs2, y - 35, ("Rate", "Net", "VAT"), "lrr", 7.5, BOLD)
    _row(c, xs2, y - 48, ("0%", _num(nets["0"]), _num(vat0)), "lrr", 7.5)
    _row(c, xs2, y - 61, ("23%", _num(nets["23"]), _num(vat23)), "lrr", 7.5)
    sums = (("Goods Net", _num(net)), ("Total VAT", _num(vat0 + vat23)))
    _pairs(c, w - 200, w - 44, y - 20, sums, pitch=13)
    _band(c, w - 204, y - 58, 164, 18, (0.88, 0.95, 0.91))
    _text(c, w - 200, y - 52, "Total incl. VAT EUR", 9, BOLD)
    _text(c, w - 44, y - 52, _num(total), 9.5, BOLD, True)
    _block(
        c,
        40,
        y - 100,
        (
            "Notes",
            "Deliver on the morning run before 10:00. Cold-chain items: none on this order.",
            "Short-dated stock (under 12 months) will be refused. Please quote the PO number on your invoice.",
            "Ordered by: Aoife Brennan, Supervising Pharmacist (PSI Reg. 8812)",
        ),
        7.5,
        pitch=10.5,
        first=BOLD,
    )
    _grey(
        c,
        0,
        36,
        ("Corrib Pharmacy Group Ltd  |  Registered in Ireland No. 512876  |  Page 1 of 1",),
        6.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "CPG-118274",
            "date": "2026-12-02",
            "due_date": "2026-12-04",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat0 + vat23),
            "currency": "EUR",
            "vendor_name": "Liffey Pharma Distribution Ltd",
            "customer_name": "Corrib Pharmacy Group Ltd",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, _, p, _ in AGIE1_ROWS],
    }


# agmx2: a Monterrey die maker's orden de compra, the SKU after the description, IVA 16 %
AGMX2_ROWS = (
    ("Acero grado herramienta D2, placa", "AC-D2-PL25", "48.5", "KG", "96.40"),
    ("Acero 4140 redondo 2 pulg.", "AC-4140-R2", "120.75", "KG", "42.80"),
    ("Resorte de compresion 25 x 60 mm", "RS-2560-C", "40", "PZA", "58.00"),
    ("Buje guia bronce grafitado 32 mm", "BG-32-BR", "24", "PZA", "186.50"),
    ("Poste guia endurecido 32 x 150", "PG-32150", "24", "PZA", "214.00"),
    ("Tornillo Allen M10 x 40 gr. 12.9", "TA-M1040", "4", "CJA", "389.00"),
    ("Perno de centrado 10 x 50 mm", "PC-1050", "50", "PZA", "27.30"),
    ("Cable electroerosion laton 0.25 mm", "CE-LT025", "6", "KG", "745.00"),
    ("Manguera neumatica 8 mm azul", "MN-08-AZ", "35.5", "M", "31.90"),
    ("Conector rapido 8 mm recto", "CR-08-R", "30", "PZA", "44.60"),
    ("Aceite soluble para corte, 19 L", "AS-19L", "3", "CUB", "1280.00"),
    ("Disco de desbaste 7 pulg.", "DD-7-A36", "2", "CJA", "695.00"),
)
NAVY = (0.1, 0.2, 0.42)


def agmx2(c) -> dict:
    w, h = letter
    c.setFillColorRGB(*NAVY)
    c.circle(62, h - 62, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 124, h - 67, "ATN", 12, BOLD)
    c.setFillColorRGB(*NAVY)
    _text(c, 94, h - 56, "Aceros y Troqueles del Norte, S.A. de C.V.", 13, BOLD)
    c.setFillGray(0.25)
    _block(
        c,
        94,
        h - 69,
        (
            "Av. Ruiz Cortines 4120 Pte., Col. Industrial, Monterrey, N.L. C.P. 64440",
            "RFC: ATN031115K29  |  Tel. 81 5555 0192  |  compras@atnorte.com.mx",
        ),
        7.5,
        pitch=9.5,
    )
    c.setFillGray(0)
    _band(c, 40, h - 112, w - 80, 18, NAVY)
    c.setFillGray(1)
    _text(c, 46, h - 106, "ORDEN DE COMPRA", 11, BOLD)
    _text(c, w - 46, h - 106, "No. OC-26-004815", 11, BOLD, True)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    c.rect(40, h - 196, 300, 76)
    _text(c, 46, h - 131, "Proveedor", 7.5, BOLD)
    _block(
        c,
        46,
        h - 144,
        (
            "Suministros Electromecanicos Regiomontanos, S.A. de C.V.",
            "Calle Hidalgo 880 Ote., Centro, Monterrey, N.L. 64000",
            "RFC: SER990412HT3",
            "Atencion: Ing. Laura Garza",
        ),
        8,
        pitch=11,
        first=BOLD,
    )
    c.rect(346, h - 196, w - 386, 76)
    info = (
        ("Fecha:", "27/11/2026"),
        ("Fecha de entrega:", "09/12/2026"),
        ("Requisicion:", "REQ-7781"),
        ("Condiciones:", "Credito 30 dias"),
        ("Moneda:", "MXN"),
    )
    _keys(c, 352, h - 133, info, 84, 8, 12)
    xs = (40, 70, 256, 336, 384, 416, 486, w - 40)
    aligns = "clllcrr"
    top = h - 210
    c.setLineWidth(0.5)
    _head(
        c,
        xs,
        top,
        ("Partida", "Descripcion", "Clave", "Cantidad", "Unidad", "P. Unitario", "Importe"),
        aligns,
        16,
        (0.85, 0.88, 0.94),
    )
    foot = _grid(c, xs, top, len(AGMX2_ROWS) + 1, 16)
    net = ZERO
    for i, (d, sku, q, unit, p) in enumerate(AGMX2_ROWS):
        amount = _ext(q, p)
        net += amount
        cells = (str(i + 1), d, sku, q, unit, "$" + _num(Decimal(p)), "$" + _num(amount))
        _row(c, xs, top - 27 - 16 * i, cells, aligns, 7.8)
    iva = _tax(net, "16")
    total = net + iva
    sx = (386, 486, w - 40)
    for i, (k, v) in enumerate((("Subtotal", net), ("IVA 16%", iva), ("Total MXN", total))):
        c.rect(sx[0], foot - 16 * (i + 1), sx[2] - sx[0], 16)
        _row(c, sx, foot - 16 * i - 11, (k, "$" + _num(v)), "lr", 8, BOLD if i == 2 else "Helvetica")
    _block(
        c,
        40,
        foot - 14,
        (
            "Observaciones:",
            "Entregar en almacen de materia prima, puerta 3, de 8:00 a 16:00 h.",
            "Anexar certificado de calidad del acero a la entrega.",
            "Facturar (CFDI 4.0, uso G01) indicando el numero de esta orden.",
        ),
        7.5,
        pitch=10.5,
        first=BOLD,
    )
    y = foot - 120
    for k, who in enumerate(("Elaboro", "Reviso", "Autorizo")):
        x = 60 + 180 * k
        c.line(x, y, x + 130, y)
        _centre(c, 2 * x + 130, y - 11, who, 7.5)
    return {
        "fields": {
            "document_number": "OC-26-004815",
            "date": "2026-11-27",
            "due_date": "2026-12-09",
            "total_amount": _plain(total),
            "tax_amount": _plain(iva),
            "currency": "MXN",
            "vendor_name": "Suministros Electromecanicos Regiomontanos, S.A. de C.V.",
            "customer_name": "Aceros y Troqueles del Norte, S.A. de C.V.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), sku) for d, sku, q, _, p in AGMX2_ROWS],
    }


# agit3: a Padua machine shop's ordine d'acquisto, a discount on each line, IVA 22 %
AGIT3_ROWS = (
    ("FR-HSS-08", "Fresa a candela HSS-Co D.8", "PZ", "10", "14.80", "10"),
    ("FR-MD-12", "Fresa metallo duro D.12 Z4", "PZ", "6", "62.50", "15"),
    ("PU-HSS-6.8", "Punta elicoidale HSS D.6,8", "CF", "4", "28.40", "10"),
    ("MA-M8-M", "Maschio a macchina M8 HSS-E", "PZ", "12", "11.90", ""),
    ("IN-CNMG12", "Inserto CNMG 120408 P25", "CF", "5", "74.00", "20"),
    ("IN-DCMT11", "Inserto DCMT 11T304 M15", "CF", "3", "68.20", "20"),
    ("CO-ER32-10", "Pinza ER32 D.10", "PZ", "8", "16.75", "5"),
    ("OL-EMU-20", "Olio emulsionabile, tanica 20 l", "PZ", "2", "118.00", ""),
    ("ST-DIS-125", "Disco lamellare 125 mm G60", "CF", "6", "32.40", "10"),
    ("CA-DIG-150", "Calibro digitale 150 mm IP54", "PZ", "2", "89.00", "5"),
)


def agit3(c) -> dict:
    w, h = A4
    _text(c, 40, h - 56, "OFFICINE MECCANICHE BRENTA", 15, BOLD)
    _text(c, 40, h - 69, "Officine Meccaniche Brenta S.r.l.", 8.5, BOLD)
    _block(
        c,
        40,
        h - 81,
        (
            "Via dell'Industria 41 - 35129 Padova (PD)",
            "P.IVA IT 03456780281 - REA PD-312455",
            "Tel. 049 555 8120",
        ),
        7.5,
        pitch=9.5,
    )
    c.setLineWidth(1.2)
    c.line(40, h - 112, w - 40, h - 112)
    c.setLineWidth(0.6)
    _text(c, 320, h - 56, "Spett.le", 8)
    _block(
        c,
        320,
        h - 69,
        ("Utensileria Veneta S.p.A.", "Via Venezia 212", "30037 Scorze (VE)", "P.IVA IT 02198760271"),
        9,
        pitch=11.5,
        first=BOLD,
    )
    _text(c, 40, h - 136, "ORDINE D'ACQUISTO", 13, BOLD)
    _boxes(
        c,
        40,
        h - 146,
        (
            (110, "Numero ordine", "OA-2026/0912"),
            (85, "Data ordine", "26/11/2026"),
            (85, "Data consegna", "10/12/2026"),
            (125, "Pagamento", "RB 60 gg d.f.f.m."),
            (110, "Resa", "Franco destino"),
        ),
    )
    xs = (40, 106, 262, 288, 326, 394, 436, w - 40)
    aligns = "llcrrrr"
    top = h - 196
    c.setLineWidth(0.4)
    _head(
        c,
        xs,
        top,
        ("Codice", "Descrizione", "UM", "Quantita", "Prezzo unit.", "Sconto %", "Importo"),
        aligns,
        16,
        (0.9, 0.9, 0.9),
    )
    foot = _grid(c, xs, top, len(AGIT3_ROWS) + 1, 16)
    net = ZERO
    for i, (code, d, um, q, p, disc) in enumerate(AGIT3_ROWS):
        amount = _ext(q, p, disc)
        net += amount
        cells = (code, d, um, q, _eu(Decimal(p)), disc, _eu(amount))
        _row(c, xs, top - 27 - 16 * i, cells, aligns, 7.8)
    iva = _tax(net, "22")
    total = net + iva
    _pairs(
        c,
        w - 210,
        w - 44,
        foot - 20,
        (
            ("Imponibile", _eu(net) + " EUR"),
            ("IVA 22%", _eu(iva) + " EUR"),
            ("Totale ordine", _eu(total) + " EUR"),
        ),
        pitch=14,
    )
    c.line(w - 210, foot - 38, w - 40, foot - 38)
    _block(
        c,
        40,
        foot - 20,
        (
            "Note:",
            "Consegna al magazzino ricevimento merci, lun-ven 8:00-12:00.",
            "Indicare il numero d'ordine su DDT e fattura.",
            "La merce non conforme sara resa a vostre spese.",
        ),
        7.5,
        pitch=10.5,
        first=BOLD,
    )
    c.line(w - 210, foot - 110, w - 40, foot - 110)
    _text(c, w - 210, foot - 120, "Ufficio Acquisti - Ing. M. Zanon", 7.5)
    _grey(
        c, 0, 40, ("Cap. soc. EUR 100.000 i.v. - Registro Imprese di Padova n. 03456780281",), 6.5, centre=w
    )
    return {
        "fields": {
            "document_number": "OA-2026/0912",
            "date": "2026-11-26",
            "due_date": "2026-12-10",
            "total_amount": _plain(total),
            "tax_amount": _plain(iva),
            "currency": "EUR",
            "vendor_name": "Utensileria Veneta S.p.A.",
            "customer_name": "Officine Meccaniche Brenta S.r.l.",
        },
        "line_items": [
            _item(d, q, p, _plain(_ext(q, p, disc)), code) for code, d, _, q, p, disc in AGIT3_ROWS
        ],
    }


# agjp4: an Osaka electronics maker's purchase order to a Hsinchu parts supplier, 25 lines on two pages, USD
AGJP4_ROWS = (
    ("Chip resistor 10k 1% 0603", "RC0603-103F", "20000", "PCS", "0.0042"),
    ("Chip resistor 4.7k 1% 0402", "RC0402-472F", "30000", "PCS", "0.0031"),
    ("MLCC 0.1uF 50V X7R 0603", "CC0603-104K50", "40000", "PCS", "0.0068"),
    ("MLCC 10uF 25V X5R 0805", "CC0805-106K25", "10000", "PCS", "0.0345"),
    ("Al. electrolytic cap 470uF 35V", "EC35V471-1020", "3000", "PCS", "0.0920"),
    ("Power inductor 4.7uH 3A", "PI4030-4R7M", "5000", "PCS", "0.1180"),
    ("Ferrite bead 600R 0603", "FB0603-601", "20000", "PCS", "0.0095"),
    ("Schottky diode SS34 SMA", "SS34-SMA", "8000", "PCS", "0.0275"),
    ("TVS diode SMBJ24A", "SMBJ24A-TR", "4000", "PCS", "0.0610"),
    ("MOSFET N-ch 30V 40A DFN5x6", "NM3040-DFN", "2500", "PCS", "0.2150"),
    ("LDO regulator 3.3V 500mA SOT-223", "LD1117-33S", "3000", "PCS", "0.1240"),
    ("Crystal 24.000MHz 3225", "XT3225-24M", "2000", "PCS", "0.1480"),
    ("USB Type-C receptacle 16P", "TC16-SMT-R", "3000", "PCS", "0.1870"),
    ("Board-to-board conn. 40P 0.5mm", "BB05-40P-F", "1500", "PCS", "0.3350"),
    ("Pin header 2x5 2.54mm", "PH254-2X5", "5000", "PCS", "0.0380"),
    ("Tactile switch 6x6x5 mm", "TS6650-SMT", "6000", "PCS", "0.0290"),
    ("Buzzer magnetic 12mm 5V", "BZ12-05M", "1000", "PCS", "0.2650"),
    ("LED 0603 green 520nm", "LD0603-G", "10000", "PCS", "0.0115"),
    ("FPC cable 30P 0.5mm x 100mm", "FPC30-100A", "1200", "PCS", "0.2480"),
    ("Heat shrink tube 3mm black", "HS3-BK", "152.5", "M", "0.1860"),
    ("Copper foil tape 10mm x 33m", "CFT10-33", "40", "EA", "4.7500"),
    ("EMI gasket 5x3mm conductive", "GK53-CF", "85.5", "M", "1.2400"),
    ("Solder paste SAC305 T4", "SP305-T4", "6.5", "KG", "62.8000"),
    ("Anti-static bag 150x200, 100 pcs", "ASB150-200", "60", "PK", "3.1500"),
    ("Reel label thermal 50x25", "RL5025-T", "40", "BX", "8.9000"),
)
AGJP4_XS = (36, 60, 232, 332, 398, 430, 500, 576)
AGJP4_ALIGN = "cllrcrr"
INDIGO = (0.16, 0.18, 0.45)


def _agjp4_head(c, page: int) -> None:
    w, h = letter
    c.setFillColorRGB(*INDIGO)
    c.rect(36, h - 78, 40, 40, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 112, h - 64, "NDK", 12, BOLD)
    c.setFillColorRGB(*INDIGO)
    _text(c, 86, h - 52, "Naniwa Denshi Kogyo Co., Ltd.", 14, BOLD)
    c.setFillGray(0.3)
    _block(
        c,
        86,
        h - 65,
        (
            "2-14-8 Nishinakajima, Yodogawa-ku, Osaka 532-0011, Japan",
            "TEL +81-6-5555-0471  FAX +81-6-5555-0472",
        ),
        7.5,
        pitch=9.5,
    )
    c.setFillGray(0)
    _text(c, w - 36, h - 52, "PURCHASE ORDER", 16, BOLD, True)
    _pairs(c, w - 200, w - 36, h - 70, (("P/O No.", "NDK-P2611-0347"), ("Page", f"{page} / 2")), pitch=12)


def _agjp4_table(c, top: float, first: int, rows) -> float:
    _head(
        c,
        AGJP4_XS,
        top,
        ("No.", "Description", "Part No.", "Q'ty", "Unit", "Unit Price", "Amount"),
        AGJP4_ALIGN,
        16,
        INDIGO,
        True,
    )
    c.setLineWidth(0.4)
    foot = _grid(c, AGJP4_XS, top - 16, len(rows), 15)
    for i, (d, part, q, unit, p) in enumerate(rows):
        cells = (
            str(first + i + 1),
            d,
            part,
            _qty(q, ","),
            unit,
            _num(Decimal(p), places=4),
            _num(_ext(q, p)),
        )
        _row(c, AGJP4_XS, top - 27 - 15 * i, cells, AGJP4_ALIGN, 7.8)
    return foot


def agjp4(c) -> dict:
    w, h = letter
    _agjp4_head(c, 1)
    c.setLineWidth(0.6)
    c.rect(36, h - 172, 260, 80)
    _text(c, 42, h - 104, "TO (Supplier)", 7.5, BOLD)
    _block(
        c,
        42,
        h - 118,
        (
            "Hsinchu Precision Components Corp.",
            "No. 36, Lane 112, Guangfu Rd. Sec. 1",
            "East Dist., Hsinchu City 30071, Taiwan",
            "Attn: Ms. Lin Yu-Ting, Sales Dept.",
        ),
        8,
        pitch=11,
        first=BOLD,
    )
    _keys(
        c,
        316,
        h - 104,
        (
            ("Issue Date", "2026/11/25"),
            ("Requested Delivery", "2026/12/18"),
            ("Trade Terms", "FOB Keelung"),
            ("Payment", "T/T 60 days after B/L date"),
            ("Currency", "USD"),
            ("Ship To", "NDK Kadoma Plant, Osaka"),
        ),
        88,
        8,
        11.5,
    )
    foot = _agjp4_table(c, h - 190, 0, AGJP4_ROWS[:17])
    _text(c, w - 36, foot - 14, "(continued on page 2)", 7.5, "Helvetica-Oblique", True)
    _grey(c, 0, 30, ("Naniwa Denshi Kogyo Co., Ltd.  P/O NDK-P2611-0347",), 6.5, centre=w)
    c.showPage()
    _agjp4_head(c, 2)
    foot = _agjp4_table(c, h - 100, 17, AGJP4_ROWS[17:])
    total = sum((_ext(q, p) for _, _, q, _, p in AGJP4_ROWS), ZERO)
    c.setLineWidth(1)
    c.rect(376, foot - 26, 200, 20)
    _text(c, 382, foot - 19, "TOTAL AMOUNT (USD)", 8.5, BOLD)
    _text(c, 570, foot - 19, _num(total), 9, BOLD, True)
    _block(
        c,
        36,
        foot - 50,
        (
            "REMARKS",
            "1. Please confirm this order by return within 3 working days (order acknowledgement).",
            "2. Parts must be RoHS / REACH compliant; attach the CoC and reel labels with lot numbers.",
            "3. Partial shipment not allowed without our prior consent. Export packing, MSL labelling.",
            "4. Our P/O number and item No. must appear on the invoice and packing list.",
        ),
        7.5,
        pitch=10.5,
        first=BOLD,
    )
    for k, who in enumerate(("Issued by", "Checked by", "Approved by")):
        x = 376 + 68 * k
        c.rect(x, foot - 170, 64, 56)
        _centre(c, 2 * x + 64, foot - 124, who, 6.5)
    c.setStrokeColorRGB(0.8, 0.1, 0.1)
    c.setFillColorRGB(0.8, 0.1, 0.1)
    for k, name in ((0, "KATO"), (2, "NAKAMURA")):
        c.circle(376 + 68 * k + 32, foot - 148, 17)
        _centre(c, 2 * (376 + 68 * k + 32), foot - 150, name, 4.8 if len(name) > 5 else 6.5, BOLD)
    c.setStrokeGray(0)
    c.setFillGray(0)
    _grey(c, 0, 30, ("Naniwa Denshi Kogyo Co., Ltd.  P/O NDK-P2611-0347",), 6.5, centre=w)
    return {
        "fields": {
            "document_number": "NDK-P2611-0347",
            "date": "2026-11-25",
            "due_date": "2026-12-18",
            "total_amount": _plain(total),
            "currency": "USD",
            "vendor_name": "Hsinchu Precision Components Corp.",
            "customer_name": "Naniwa Denshi Kogyo Co., Ltd.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), part) for d, part, q, _, p in AGJP4_ROWS],
    }


# agil5: a Herzliya tech company's purchase order in English, the part number at the head of the description
AGIL5_ROWS = (
    ("DL-P2425H", "Dell 24in monitor P2425H", "12", "EA", "689.00", "5"),
    ("LG-MXK3", "Logitech MX Keys S keyboard", "15", "EA", "379.00", ""),
    ("LG-MXM3S", "Logitech MX Master 3S mouse", "15", "EA", "349.00", ""),
    ("AN-DK100", "Anker USB-C docking station 12-in-1", "12", "EA", "742.50", "5"),
    ("JB-EV30", "Jabra Evolve2 30 headset", "20", "EA", "268.00", "10"),
    ("SM-T7-1TB", "Samsung T7 portable SSD 1TB", "8", "EA", "412.90", ""),
    ("UG-CC2M", "USB-C to USB-C cable 2m, 100W", "4", "PK", "96.00", ""),
    ("ER-AS24", "Ergonomic laptop stand, aluminium", "10", "EA", "149.00", ""),
    ("AP-PD35", "Power strip 6 outlets, surge protected", "6", "BX", "318.00", "8"),
)


def agil5(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.0, 0.55, 0.75)
    for k in range(3):
        c.rect(40 + 10 * k, h - 78, 7, 14 + 10 * k, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 76, h - 60, "Carmel Edge Systems Ltd.", 15, BOLD)
    c.setFillGray(0.35)
    _block(
        c,
        76,
        h - 73,
        (
            "8 Hamenofim St., Herzliya Pituach 4672561, Israel",
            "Company No. 51-512345-6  |  Tel. +972-9-555-0140",
        ),
        7.5,
        pitch=9.5,
    )
    c.setFillGray(0)
    _text(c, w - 40, h - 60, "Purchase Order", 18, "Helvetica", True)
    _text(c, w - 40, h - 78, "# CES-PO-26-1174", 10, BOLD, True)
    c.setStrokeColorRGB(0.0, 0.55, 0.75)
    c.setLineWidth(2)
    c.line(40, h - 96, w - 40, h - 96)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    _text(c, 40, h - 118, "Vendor", 8, BOLD)
    _block(
        c,
        40,
        h - 131,
        ("Galil Computer Supplies Ltd.", "21 Ha'Barzel St., Tel Aviv 6971005", "Company No. 51-298877-1"),
        8.5,
        pitch=11,
        first=BOLD,
    )
    _text(c, 230, h - 118, "Ship to", 8, BOLD)
    _block(
        c,
        230,
        h - 131,
        ("Carmel Edge Systems Ltd.", "IT Department, 3rd floor", "8 Hamenofim St., Herzliya"),
        8.5,
        pitch=11,
    )
    _pairs(
        c,
        w - 170,
        w - 40,
        h - 118,
        (
            ("Date", "30/11/2026"),
            ("Delivery Date", "07/12/2026"),
            ("Terms", "Net EOM+30"),
            ("Currency", "ILS"),
        ),
        pitch=12,
    )
    xs = (40, 64, 296, 330, 362, 424, 462, w - 40)
    aligns = "clrcrrr"
    top = h - 186
    _head(
        c,
        xs,
        top,
        ("#", "Item", "Qty", "Unit", "Unit Price", "Disc.", "Amount"),
        aligns,
        16,
        (0.88, 0.95, 0.98),
    )
    c.setStrokeGray(0.8)
    net = ZERO
    y = top - 16
    for i, (part, d, q, unit, p, disc) in enumerate(AGIL5_ROWS):
        amount = _ext(q, p, disc)
        net += amount
        cells = (
            str(i + 1),
            f"{part} {d}",
            q,
            unit,
            _num(Decimal(p)),
            f"{disc}%" if disc else "-",
            _num(amount),
        )
        _row(c, xs, y - 12, cells, aligns, 8)
        y -= 18
        c.line(40, y, w - 40, y)
    c.setStrokeGray(0)
    vat = _tax(net, "17")
    total = net + vat
    _pairs(c, w - 200, w - 44, y - 20, (("Subtotal", _num(net)), ("VAT 17%", _num(vat))), pitch=14)
    _band(c, w - 204, y - 56, 164, 18, (0.0, 0.55, 0.75))
    c.setFillGray(1)
    _text(c, w - 200, y - 50, "Total (ILS)", 9, BOLD)
    _text(c, w - 44, y - 50, _num(total), 9.5, BOLD, True)
    c.setFillGray(0)
    _block(
        c,
        40,
        y - 20,
        (
            "Comments",
            "Deliver to reception between 09:00-16:00, Sun-Thu.",
            "Tax invoice (heshbonit mas) must quote this PO number.",
            "Payment by bank transfer, Net EOM+30.",
        ),
        7.5,
        pitch=10.5,
        first=BOLD,
    )
    c.line(40, y - 110, 200, y - 110)
    _text(c, 40, y - 120, "Approved: Noa Ben-David, Finance Manager", 7.5)
    return {
        "fields": {
            "document_number": "CES-PO-26-1174",
            "date": "2026-11-30",
            "due_date": "2026-12-07",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "ILS",
            "vendor_name": "Galil Computer Supplies Ltd.",
            "customer_name": "Carmel Edge Systems Ltd.",
        },
        "line_items": [
            _item(f"{part} {d}", q, p, _plain(_ext(q, p, disc)), part)
            for part, d, q, _, p, disc in AGIL5_ROWS
        ],
    }


# agus6: a US federal agency's purchase order, ship-to and bill-to, tax exempt
AGUS6_ROWS = (
    ("YSI-600XL", "Multiparameter sonde cable, 10 m", "2", "EA", "1,185.00"),
    ("HAC-2100Q", "Portable turbidimeter kit", "1", "EA", "1,642.00"),
    ("THR-NAL-500", "Nalgene sample bottle 500 mL", "6", "PK", "58.40"),
    ("THR-NAL-1L", "Nalgene sample bottle 1 L", "4", "PK", "72.15"),
    ("VWR-PIP-10", "Serological pipette 10 mL, sterile", "3", "BX", "86.90"),
    ("FSH-GLV-M", "Nitrile exam gloves, medium", "12", "BX", "11.75"),
    ("FSH-GLV-L", "Nitrile exam gloves, large", "12", "BX", "11.75"),
    ("HAN-FILT-47", "Membrane filter 0.45 um, 47 mm", "5", "PK", "124.00"),
    ("PH-BUF-7", "pH buffer 7.00, 500 mL", "6", "EA", "19.80"),
    ("PH-BUF-4", "pH buffer 4.01, 500 mL", "6", "EA", "19.80"),
    ("DO-MEMB-5", "DO sensor membrane cap kit", "4", "EA", "96.50"),
    ("CLR-ICE-48", "Cooler, 48 qt, marine grade", "3", "EA", "67.99"),
    ("GPS-ETR32", "Handheld GPS receiver", "2", "EA", "289.95"),
    ("NBK-RITR", "Field notebook, waterproof", "10", "PK", "42.60"),
    ("SEC-SEAL-100", "Chain-of-custody seals, roll", "5", "EA", "23.45"),
)


def _agus6_head(c) -> None:
    w, h = letter
    c.setLineWidth(1)
    c.circle(66, h - 64, 24)
    c.circle(66, h - 64, 19)
    _centre(c, 132, h - 67, "NOAA", 9, BOLD)
    _text(c, 100, h - 50, "U.S. DEPARTMENT OF COMMERCE", 8, BOLD)
    _text(c, 100, h - 64, "National Oceanic and Atmospheric Administration", 12, BOLD)
    _text(c, 100, h - 77, "Western Regional Center, Acquisition and Grants Office", 8)
    _text(c, 100, h - 88, "7600 Sand Point Way NE, Seattle, WA 98115", 8)
    c.rect(w - 200, h - 108, 160, 66)
    _centre(c, 2 * (w - 120), h - 56, "PURCHASE ORDER", 11, BOLD)
    c.line(w - 200, h - 62, w - 40, h - 62)
    _keys(
        c,
        w - 195,
        h - 74,
        (("PO Number", "PO-4400123456"), ("Order Date", "Nov 18, 2026"), ("Delivery Date", "Dec 11, 2026")),
        62,
        7.5,
        12,
    )


def agus6(c) -> dict:
    w, h = letter
    _agus6_head(c)
    c.setLineWidth(0.6)
    blocks = (
        (
            "VENDOR",
            (
                "Cascade Scientific Supply, Inc.",
                "1820 W Nickerson St",
                "Seattle, WA 98119",
                "UEI: KL7MN2PQ4RS5",
            ),
        ),
        ("SHIP TO", ("NOAA NWFSC Receiving", "Bldg 4, Dock B", "2725 Montlake Blvd E", "Seattle, WA 98112")),
        (
            "BILL TO",
            ("NOAA Finance Office", "Accounts Payable", "20020 Century Blvd", "Germantown, MD 20874"),
        ),
    )
    for k, (title, lines) in enumerate(blocks):
        x = 40 + 180 * k
        c.rect(x, h - 196, 172, 76)
        _band(c, x, h - 134, 172, 14, (0.85, 0.85, 0.85))
        _text(c, x + 5, h - 130, title, 7.5, BOLD)
        _block(c, x + 5, h - 146, lines, 8, pitch=11, first=BOLD)
    _boxes(
        c,
        40,
        h - 204,
        (
            (120, "REQUISITION NO.", "REQ-NWFSC-26-0893"),
            (110, "CONTRACTING OFFICER", "J. Okafor"),
            (90, "PAYMENT TERMS", "Net 30 (PPA)"),
            (100, "F.O.B.", "Destination"),
            (112, "TAX STATUS", "Exempt - Federal"),
        ),
        24,
        7.5,
    )
    xs = (40, 66, 138, 330, 364, 394, 470, w - 40)
    aligns = "cllrcrr"
    top = h - 242
    c.setLineWidth(0.4)
    _head(
        c,
        xs,
        top,
        ("Line", "Stock No.", "Description", "Qty", "U/I", "Unit Price", "Extended"),
        aligns,
        15,
        (0.85, 0.85, 0.85),
    )
    foot = _grid(c, xs, top - 15, len(AGUS6_ROWS), 14)
    total = ZERO
    for i, (stock, d, q, ui, p) in enumerate(AGUS6_ROWS):
        p = p.replace(",", "")
        amount = _ext(q, p)
        total += amount
        cells = (f"{i + 1:04d}", stock, d, q, ui, _num(Decimal(p)), _num(amount))
        _row(c, xs, top - 25 - 14 * i, cells, aligns, 7.6)
    c.rect(394, foot - 18, w - 40 - 394, 18)
    _text(c, 400, foot - 12, "TOTAL", 8.5, BOLD)
    _text(c, w - 44, foot - 12, "$" + _num(total), 9, BOLD, True)
    _block(
        c,
        40,
        foot - 12,
        (
            "This order is issued under FAR Part 13 simplified acquisition procedures.",
            "Invoices shall be submitted through the Invoice Processing Platform (IPP),",
            "citing the PO number and line numbers. No sales tax: the U.S. Government",
            "is exempt. Delivery Mon-Fri 8:00 AM - 3:00 PM; call (206) 555-0133.",
        ),
        7.3,
        pitch=10,
    )
    c.line(40, foot - 90, 250, foot - 90)
    _text(c, 40, foot - 100, "Contracting Officer: Janet Okafor", 7.5)
    _text(c, 40, foot - 110, "Fund cite: 1460-NWFSC-26-OAR-2210", 7)
    return {
        "fields": {
            "document_number": "PO-4400123456",
            "date": "2026-11-18",
            "due_date": "2026-12-11",
            "total_amount": _plain(total),
            "currency": "USD",
            "vendor_name": "Cascade Scientific Supply, Inc.",
            "customer_name": "National Oceanic and Atmospheric Administration",
        },
        "line_items": [
            _item(d, q, p.replace(",", ""), _plain(_ext(q, p.replace(",", ""))), s)
            for s, d, q, _, p in AGUS6_ROWS
        ],
    }


# agat7: an Innsbruck cable car company's Bestellung, keys over values, USt 20 %
AGAT7_ROWS = (
    ("100452", "NYY-J 5x2,5 mm2", "125.5", "M", "3.48"),
    ("100918", "NYM-J 3x1,5 mm2", "200", "M", "0.92"),
    ("204411", "Kabelrinne 60x200 verz., 3 m", "18", "ST", "47.60"),
    ("204415", "Deckel Kabelrinne 200, 3 m", "18", "ST", "21.30"),
    ("310087", "LED-Feuchtraumleuchte 1500 mm", "24", "ST", "58.90"),
    ("320155", "FI/LS-Schalter B16 30mA", "6", "ST", "64.25"),
    ("330021", "Abzweigdose IP66 grau", "2", "PK", "38.40"),
    ("400778", "Erdungsband Cu 30x3,5", "42.5", "M", "12.85"),
    ("410300", "Kabelbinder UV-best. 7,6x370", "5", "PK", "14.20"),
    ("520014", "Schrumpfschlauch 19/6 schwarz", "15.75", "M", "2.96"),
    ("600912", "Heizband selbstregulierend 31 W", "36", "M", "18.45"),
)


def agat7(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.75, 0.1, 0.15)
    p = c.beginPath()
    p.moveTo(40, h - 82)
    p.lineTo(60, h - 46)
    p.lineTo(72, h - 64)
    p.lineTo(82, h - 54)
    p.lineTo(100, h - 82)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 110, h - 60, "Kaunertaler Gletscherbahnen GmbH", 13, BOLD)
    _block(
        c,
        110,
        h - 73,
        ("Feichten 134, 6524 Kaunertal, Tirol", "UID ATU45678912  |  FN 123456a LG Innsbruck"),
        7.5,
        pitch=9.5,
    )
    _text(c, 40, h - 104, "Kaunertaler Gletscherbahnen GmbH, Feichten 134, 6524 Kaunertal", 6.5)
    c.line(40, h - 106, 290, h - 106)
    _block(
        c,
        40,
        h - 122,
        ("Elektrogrosshandel Pichler GmbH", "Einkauf / Auftragsannahme", "Grabenweg 68", "6020 Innsbruck"),
        9,
        pitch=12,
        first=BOLD,
    )
    _text(c, 330, h - 104, "BESTELLUNG", 16, BOLD)
    c.setLineWidth(0.6)
    grid = (
        (("Bestell-Nr.", "BE-2026-1187"), ("Bestelldatum", "24.11.2026")),
        (("Lieferanten-Nr.", "70214"), ("Liefertermin", "14.12.2026")),
        (("Sachbearbeiter", "Ing. T. Hofer"), ("Kostenstelle", "4100 Technik")),
    )
    for r, pair in enumerate(grid):
        _boxes(c, 330, h - 114 - 26 * r, ((112, *pair[0]), (113, *pair[1])))
    xs = (40, 66, 114, 318, 372, 400, 470, w - 40)
    aligns = "cllrcrr"
    top = h - 210
    c.setLineWidth(0.4)
    _head(
        c,
        xs,
        top,
        ("Pos", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis", "Gesamt"),
        aligns,
        16,
        (0.93, 0.86, 0.86),
    )
    net = ZERO
    y = top - 16
    c.setStrokeGray(0.7)
    for i, (art, d, q, me, pr) in enumerate(AGAT7_ROWS):
        amount = _ext(q, pr)
        net += amount
        cells = (str(i + 1), art, d, _qty(q, ".", ","), me, _eu(Decimal(pr)), _eu(amount))
        _row(c, xs, y - 12, cells, aligns, 8)
        y -= 17
        c.line(40, y, w - 40, y)
    c.setStrokeGray(0)
    ust = _tax(net, "20")
    total = net + ust
    _pairs(
        c,
        w - 210,
        w - 44,
        y - 20,
        (("Summe netto", "EUR " + _eu(net)), ("USt 20 %", "EUR " + _eu(ust))),
        pitch=14,
    )
    c.setLineWidth(1)
    c.line(w - 210, y - 40, w - 40, y - 40)
    _text(c, w - 210, y - 54, "Gesamtbetrag", 9.5, BOLD)
    _text(c, w - 44, y - 54, "EUR " + _eu(total), 9.5, BOLD, True)
    c.line(w - 210, y - 59, w - 40, y - 59)
    _block(
        c,
        40,
        y - 20,
        (
            "Lieferadresse: Talstation, Feichten 134 (Zufahrt Werkstatt)",
            "Lieferung frei Baustelle, Zahlung 30 Tage netto.",
            "Bitte Bestell-Nr. auf Lieferschein und Rechnung angeben.",
            "Es gelten unsere Allgemeinen Einkaufsbedingungen.",
        ),
        7.5,
        pitch=10.5,
    )
    _text(c, 40, y - 90, "Mit freundlichen Gruessen", 8)
    _text(c, 40, y - 120, "Ing. Thomas Hofer, Technische Leitung", 8)
    _grey(
        c,
        0,
        36,
        ("Raiffeisen Landesbank Tirol  IBAN AT41 3600 0000 0123 4567  BIC RZTIAT22  |  Seite 1 von 1",),
        6.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "BE-2026-1187",
            "date": "2026-11-24",
            "due_date": "2026-12-14",
            "total_amount": _plain(total),
            "tax_amount": _plain(ust),
            "currency": "EUR",
            "vendor_name": "Elektrogrosshandel Pichler GmbH",
            "customer_name": "Kaunertaler Gletscherbahnen GmbH",
        },
        "line_items": [_item(d, q, pr, _plain(_ext(q, pr)), art) for art, d, q, _, pr in AGAT7_ROWS],
    }


# agcl8: a Chilean vineyard's orden de compra, CLP in whole pesos, a discount column, IVA 19 %
AGCL8_ROWS = (
    ("FER-1120", "Alambre galvanizado N 14, rollo 25 kg", "20", "UN", "38900", "5"),
    ("FER-2045", "Poste impregnado 3-4 pulg x 2,4 m", "150", "UN", "4290", "8"),
    ("FER-2210", "Grapa galvanizada 1 1/2 pulg, caja 5 kg", "6", "CJ", "18750", ""),
    ("FER-3301", "Tijera de podar profesional", "12", "UN", "24990", "10"),
    ("FER-3390", "Guantes de cuero, par", "48", "PR", "3490", ""),
    ("RIE-0140", "Manguera riego goteo 16 mm x 100 m", "30", "RL", "27800", "5"),
    ("RIE-0152", "Gotero autocompensado 2 L/h, bolsa 100", "25", "BL", "8650", ""),
    ("RIE-0417", "Filtro de anillas 2 pulg", "2", "UN", "89900", ""),
    ("AGR-0810", "Azufre mojable 80%, saco 25 kg", "16", "SC", "31400", "3"),
    ("AGR-0922", "Cinta de amarre para parras, rollo", "40", "RL", "2190", ""),
)


def agcl8(c) -> dict:
    w, h = letter
    c.setFillColorRGB(0.45, 0.08, 0.2)
    c.circle(58, h - 62, 9, stroke=0, fill=1)
    c.circle(74, h - 62, 9, stroke=0, fill=1)
    c.circle(66, h - 76, 9, stroke=0, fill=1)
    _text(c, 90, h - 58, "Vina Santa Isidora SpA", 14, BOLD)
    c.setFillGray(0)
    _block(
        c,
        90,
        h - 71,
        (
            "RUT 76.482.913-5  |  Giro: Produccion y venta de vinos",
            "Camino a Pirque 2250, Pirque, Region Metropolitana",
        ),
        7.5,
        pitch=9.5,
    )
    c.setLineWidth(1.2)
    c.setStrokeColorRGB(0.45, 0.08, 0.2)
    c.rect(w - 200, h - 96, 160, 56)
    c.setStrokeGray(0)
    _centre(c, 2 * (w - 120), h - 58, "ORDEN DE COMPRA", 11, BOLD)
    _centre(c, 2 * (w - 120), h - 74, "N\xb0 4500-2211", 11, BOLD)
    _centre(c, 2 * (w - 120), h - 89, "R.U.T. 76.482.913-5", 7.5)
    c.setLineWidth(0.6)
    c.rect(40, h - 178, w - 80, 68)
    left = (
        ("Senor(es):", "Ferreteria Industrial Rancagua S.A."),
        ("R.U.T.:", "96.715.240-K"),
        ("Direccion:", "Av. Libertador B. O'Higgins 0455, Rancagua"),
        ("Contacto:", "Sr. Patricio Munoz"),
    )
    _keys(c, 46, h - 124, left, 60, 8, 13)
    right = (
        ("Fecha emision:", "25-11-2026"),
        ("Fecha entrega:", "04-12-2026"),
        ("Cond. pago:", "30 dias fecha factura"),
        ("Moneda:", "CLP"),
    )
    _keys(c, 370, h - 124, right, 70, 8, 13)
    xs = (40, 62, 114, 306, 344, 374, 440, 478, w - 40)
    aligns = "cllrcrrr"
    top = h - 192
    c.setLineWidth(0.4)
    _head(
        c,
        xs,
        top,
        ("Item", "Codigo", "Descripcion", "Cant.", "Unid.", "Precio Unit.", "Dcto %", "Total"),
        aligns,
        16,
        (0.45, 0.08, 0.2),
        True,
        7.3,
    )
    foot = _grid(c, xs, top - 16, len(AGCL8_ROWS), 16)
    net = ZERO
    for i, (code, d, q, un, p, disc) in enumerate(AGCL8_ROWS):
        amount = _ext(q, p, disc, 0)
        net += amount
        cells = (str(i + 1), code, d, q, un, "$ " + _eu(Decimal(p), 0), disc or "0", "$ " + _eu(amount, 0))
        _row(c, xs, top - 28 - 16 * i, cells, aligns, 7.6)
    iva = _tax(net, "19", 0)
    total = net + iva
    sx = (374, 478, w - 40)
    for i, (k, v) in enumerate((("Neto", net), ("IVA 19%", iva), ("TOTAL", total))):
        c.rect(sx[0], foot - 16 * (i + 1), sx[2] - sx[0], 16)
        _row(c, sx, foot - 16 * i - 11, (k, "$ " + _eu(v, 0)), "lr", 8, BOLD if i == 2 else "Helvetica")
    _block(
        c,
        40,
        foot - 14,
        (
            "Observaciones:",
            "Despachar a bodega de campo, Fundo El Principal, Pirque.",
            "Horario de recepcion: lunes a viernes 8:30 a 17:00 hrs.",
            "La factura debe indicar el N\xb0 de esta orden de compra.",
        ),
        7.5,
        pitch=10.5,
        first=BOLD,
    )
    for k, who in enumerate(("Solicitado por", "V\xb0B\xb0 Jefe de Campo", "Gerencia de Administracion")):
        x = 60 + 180 * k
        c.line(x, foot - 110, x + 140, foot - 110)
        _centre(c, 2 * x + 140, foot - 121, who, 7.5)
    return {
        "fields": {
            "document_number": "4500-2211",
            "date": "2026-11-25",
            "due_date": "2026-12-04",
            "total_amount": _plain(total, 0),
            "tax_amount": _plain(iva, 0),
            "currency": "CLP",
            "vendor_name": "Ferreteria Industrial Rancagua S.A.",
            "customer_name": "Vina Santa Isidora SpA",
        },
        "line_items": [
            _item(d, q, p, _plain(_ext(q, p, disc, 0), 0), code) for code, d, q, _, p, disc in AGCL8_ROWS
        ],
    }


# aggb9: a Dorset primary school's official order form to a stationery supplier, VAT 20 %
AGGB9_ROWS = (
    ("Exercise books A4 8mm ruled, 48 pages", "EB4810", "PK50", "6", "14.95"),
    ("Handwriting pens, blue", "HP2204", "PK12", "10", "5.40"),
    ("HB pencils with eraser tip", "PN1050", "BX144", "3", "18.60"),
    ("Colouring pencils, classpack", "CP3120", "BX288", "2", "34.75"),
    ("Glue sticks 40g", "GS4030", "PK30", "4", "21.20"),
    ("Whiteboard markers, assorted", "WB7706", "PK10", "8", "7.85"),
    ("Mini whiteboards A4, lined", "MW2044", "PK30", "2", "39.00"),
    ("Sugar paper 450x640mm, assorted", "SP6401", "PK250", "3", "16.45"),
    ("Card A4 160gsm, white", "CD1602", "PK250", "2", "9.90"),
    ("Scissors 130mm, rounded", "SC1300", "PK12", "3", "11.60"),
    ("Laminating pouches A4 150mic", "LP4150", "BX100", "4", "12.30"),
    ("Copier paper A4 80gsm", "CP8005", "BX5", "12", "21.49"),
    ("Sticky notes 76x76mm, yellow", "SN7676", "PK12", "5", "6.25"),
    ("Rulers 30cm, shatterproof", "RL3000", "PK25", "2", "8.40"),
    ("Reading record books", "RR1024", "EA", "60", "0.95"),
    ("Storage trays, gratnells blue", "ST3304", "EA", "8", "4.80"),
)


def aggb9(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.15, 0.3, 0.55)
    p = c.beginPath()
    p.moveTo(40, h - 50)
    p.lineTo(76, h - 50)
    p.lineTo(76, h - 74)
    p.lineTo(58, h - 88)
    p.lineTo(40, h - 74)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    _text(c, 86, h - 60, "St Aldhelm's C of E Primary School", 14, BOLD)
    c.setFillGray(0)
    _block(
        c,
        86,
        h - 73,
        (
            "Church Lane, Sturminster Newton, Dorset DT10 1AQ",
            "Tel 01258 555 320  |  finance@staldhelms.dorset.sch.uk",
        ),
        7.5,
        pitch=9.5,
    )
    _centre(c, w, h - 112, "OFFICIAL ORDER FORM", 13, BOLD)
    c.setLineWidth(0.6)
    c.rect(40, h - 196, 250, 70)
    _text(c, 46, h - 138, "To (Supplier):", 7.5, BOLD)
    _block(
        c,
        46,
        h - 151,
        (
            "Wessex Educational Supplies Ltd",
            "Unit 7, Ringwood Road Trading Estate",
            "Poole, Dorset BH12 3LF",
            "Account: STA-0193",
        ),
        8.5,
        pitch=11,
        first=BOLD,
    )
    rows = (
        ("Order No.", "SA/2026/0187"),
        ("Order date", "24 November 2026"),
        ("Date required", "4 December 2026"),
        ("Budget code", "E19 Learning Resources"),
        ("Ordered by", "Mrs K. Ellery (Year 3)"),
    )
    for i, (k, v) in enumerate(rows):
        c.rect(300, h - 140 - 14 * i, 85, 14)
        c.rect(385, h - 140 - 14 * i, w - 40 - 385, 14)
        _text(c, 304, h - 136 - 14 * i, k, 7.5, BOLD)
        _text(c, 389, h - 136 - 14 * i, v, 8)
    xs = (40, 234, 292, 340, 374, 446, w - 40)
    aligns = "llcrrr"
    top = h - 212
    c.setLineWidth(0.4)
    _head(
        c,
        xs,
        top,
        ("Description", "Cat. No.", "Pack", "Qty", "Unit Price (£)", "Total (£)"),
        aligns,
        15,
        (0.85, 0.89, 0.95),
    )
    foot = _grid(c, xs, top - 15, len(AGGB9_ROWS), 15)
    net = ZERO
    for i, (d, cat, pack, q, pr) in enumerate(AGGB9_ROWS):
        amount = _ext(q, pr)
        net += amount
        _row(c, xs, top - 26 - 15 * i, (d, cat, pack, q, _num(Decimal(pr)), _num(amount)), aligns, 7.8)
    vat = _tax(net, "20")
    total = net + vat
    sx = (374, 446, w - 40)
    for i, (k, v) in enumerate((("Sub-total", net), ("VAT @ 20%", vat), ("TOTAL £", total))):
        c.rect(sx[0], foot - 15 * (i + 1), sx[2] - sx[0], 15)
        _row(c, sx, foot - 15 * i - 11, (k, _num(v)), "lr", 8, BOLD if i == 2 else "Helvetica")
    _block(
        c,
        40,
        foot - 14,
        (
            "Delivery: to the school office, Mon-Fri 8:30am-3:30pm.",
            "Invoices to the Finance Office quoting the order number.",
            "Prices as your 2026/27 schools catalogue.",
        ),
        7.5,
        pitch=10.5,
    )
    for k, who in enumerate(("Budget holder", "Headteacher (authorised)")):
        x = 40 + 200 * k
        c.line(x, foot - 90, x + 170, foot - 90)
        _text(c, x, foot - 100, who, 7.5)
    _grey(
        c,
        0,
        36,
        ("Dorset Council maintained school  |  VAT is reclaimed by the Local Authority",),
        6.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "SA/2026/0187",
            "date": "2026-11-24",
            "due_date": "2026-12-04",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "GBP",
            "vendor_name": "Wessex Educational Supplies Ltd",
            "customer_name": "St Aldhelm's C of E Primary School",
        },
        "line_items": [_item(d, q, pr, _plain(_ext(q, pr)), cat) for d, cat, _, q, pr in AGGB9_ROWS],
    }


# aghu10: a Szeged packaging maker's megrendelo without diacritics, HUF in whole forints, AFA 27 %
AGHU10_ROWS = (
    ("VG-1102", "Ipari tisztitoszer, 5 l kanna", "12", "db", "4890"),
    ("VG-1140", "Zsiroldo koncentratum, 10 l", "6", "db", "11250"),
    ("VG-2031", "Nitril kesztyu M, 100 db/doboz", "20", "doboz", "2790"),
    ("VG-2032", "Nitril kesztyu L, 100 db/doboz", "20", "doboz", "2790"),
    ("CS-0415", "Nyujtofolia 23 mikron, 500 mm", "48", "tekercs", "3450"),
    ("CS-0520", "Ragasztoszalag barna 48 mm x 66 m", "12", "csomag", "4120"),
    ("CS-0633", "PP panthelo szalag 12 mm", "8", "tekercs", "9860"),
    ("VG-3305", "Granulalt szorbens anyag", "62.5", "kg", "1480"),
    ("VG-3310", "Nedvszivo kendo, tekercs", "4", "tekercs", "18900"),
    ("CS-0710", "Raklap sarokvedo 35x35x1000", "250", "db", "118"),
    ("VG-4120", "Kezfertotlenito gel 1 l", "15", "db", "2350"),
    ("CS-0805", "Kartondoboz 400x300x300, 5 retegu", "300", "db", "412"),
)


def aghu10(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.1, 0.45, 0.25)
    c.rect(40, h - 80, 44, 34, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 124, h - 68, "TCS", 13, BOLD)
    c.setFillGray(0)
    _text(c, 94, h - 58, "Tisza Csomagolastechnika Kft.", 13, BOLD)
    _block(
        c,
        94,
        h - 71,
        ("6728 Szeged, Dorozsmai ut 88.", "Adoszam: 12345678-2-06  |  Cg. 06-09-012345"),
        7.5,
        pitch=9.5,
    )
    _text(c, w - 40, h - 58, "MEGRENDELO", 17, BOLD, True)
    _text(c, w - 40, h - 74, "Szam: MR-2026/0733", 9.5, BOLD, True)
    c.setLineWidth(0.6)
    c.rect(40, h - 170, 250, 74)
    _text(c, 46, h - 108, "Szallito:", 7.5, BOLD)
    _block(
        c,
        46,
        h - 121,
        (
            "Duna Vegyiaru Nagykereskedes Zrt.",
            "1097 Budapest, Konyves Kalman krt. 12.",
            "Adoszam: 87654321-2-43",
        ),
        8.5,
        pitch=11,
        first=BOLD,
    )
    _keys(
        c,
        310,
        h - 108,
        (
            ("Kelte:", "2026.11.26."),
            ("Szallitasi hatarido:", "2026.12.08."),
            ("Fizetesi mod:", "atutalas, 30 nap"),
            ("Penznem:", "HUF"),
            ("Ugyintezo:", "Kovacs Eszter"),
        ),
        92,
        8,
        12,
    )
    xs = (40, 64, 116, 300, 348, 398, 460, w - 40)
    aligns = "cllrcrr"
    top = h - 186
    c.setLineWidth(0.4)
    _head(
        c,
        xs,
        top,
        ("Ssz.", "Cikkszam", "Megnevezes", "Menny.", "Me.e.", "Egysegar", "Netto ertek"),
        aligns,
        15,
        (0.86, 0.93, 0.88),
    )
    net = ZERO
    y = top - 15
    for i, (code, d, q, me, p) in enumerate(AGHU10_ROWS):
        amount = _ext(q, p, places=0)
        net += amount
        cells = (
            f"{i + 1}.",
            code,
            d,
            _qty(q, " ", ","),
            me,
            _num(Decimal(p), " ", ",", 0),
            _num(amount, " ", ",", 0),
        )
        _row(c, xs, y - 11, cells, aligns, 8)
        y -= 15
    c.line(40, y - 2, w - 40, y - 2)
    afa = _tax(net, "27", 0)
    total = net + afa
    sums = (
        ("Netto osszesen:", _num(net, " ", ",", 0) + " Ft"),
        ("AFA 27%:", _num(afa, " ", ",", 0) + " Ft"),
        ("Brutto osszesen:", _num(total, " ", ",", 0) + " Ft"),
    )
    _pairs(c, w - 210, w - 44, y - 20, sums, pitch=14)
    _block(
        c,
        40,
        y - 20,
        (
            "Megjegyzes:",
            "Szallitas a szegedi telephelyre, hetkoznap 7-14 ora kozott.",
            "A szamlan kerjuk feltuntetni a megrendeles szamat.",
        ),
        7.5,
        pitch=10.5,
        first=BOLD,
    )
    c.line(w - 210, y - 110, w - 40, y - 110)
    _centre(c, 2 * (w - 125), y - 121, "cegszeru alairas", 7.5)
    _text(c, 40, y - 110, "Szeged, 2026.11.26.", 8)
    return {
        "fields": {
            "document_number": "MR-2026/0733",
            "date": "2026-11-26",
            "due_date": "2026-12-08",
            "total_amount": _plain(total, 0),
            "tax_amount": _plain(afa, 0),
            "currency": "HUF",
            "vendor_name": "Duna Vegyiaru Nagykereskedes Zrt.",
            "customer_name": "Tisza Csomagolastechnika Kft.",
        },
        "line_items": [
            _item(d, q, p, _plain(_ext(q, p, places=0), 0), code) for code, d, q, _, p in AGHU10_ROWS
        ],
    }


LAYOUTS = {
    "agie1": (agie1, A4),
    "agmx2": (agmx2, letter),
    "agit3": (agit3, A4),
    "agjp4": (agjp4, letter),
    "agil5": (agil5, A4),
    "agus6": (agus6, letter),
    "agat7": (agat7, A4),
    "agcl8": (agcl8, letter),
    "aggb9": (aggb9, A4),
    "aghu10": (aghu10, A4),
}
SCANNED = ("agmx2", "agat7", "agcl8", "aggb9")
