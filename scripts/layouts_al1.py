"""Ten hand-written wholesale and distribution invoices (set al), written on 2026-12-07 in the manner of
scripts/layouts_set.py, each of 13 to 30 lines with item codes, units of measure and pack sizes, from trades no
earlier set drew: a Limerick builders' merchant's invoice (EUR, VAT 13.5 % on concrete and blocks and 23 % on the
rest, a VAT analysis, line discounts), a Valencia food distributor's factura of 30 lines over two pages, grouped
under the albaranes it cites (code and EAN columns, kilos with a decimal comma, IVA 10 % and 21 %, "Suma y sigue"
at the foot of the first page, the totals on the second only), a Grenchen watch-parts supplier's Rechnung (CHF
printed 1'234.50, MWST 8.1 %, keys over values, a discount column), a Poznan car-parts wholesaler's Faktura VAT
(index and maker's catalogue number, 1 234,56 PLN, VAT 23 %, written without the Polish letters cp1252 lacks), a
Surrey (BC) electrical distributor's invoice (ordered / shipped / back-ordered, prices per E, C or M, GST 5 % and
PST 7 % with their total), an Allentown janitorial supply distributor's invoice (Pennsylvania sales tax 6 % on the
taxable lines only, paper goods exempt), a Te Awamutu farm supply store's tax invoice (GST 15 %, prices excluding
GST, pack sizes), a Namur pharmacy wholesaler's facture in French (CNK codes, packs, TVA 6 %), an Espoo IT
hardware distributor's lasku (EAN column second, ALV 25,5 %, a reference number and a bank barcode) and a
Singapore ship chandler's tax invoice (IMPA codes, a harbour tug supplied, GST 9 %). Four of them (SCANNED: the
builders' merchant's, the watch parts', the farm store's and the chandler's) are also written as scans.

What the values say where a page leaves a choice: every page is a sales invoice, so the vendor is its issuer and
the customer the party it is billed to (the chandler's customer is the tug's owner it is billed to, not the vessel;
the Spanish customer the company name, not its trading name). A line's quantity is the quantity it is charged on
(the Canadian page's shipped quantity, not the ordered or back-ordered one), its unit_price the price printed
before any line discount, its line_amount the net printed at the end of the line (after the line discount, before
tax). On the Canadian page a price is "per" E (each), C (a hundred) or M (a thousand) as printed beside it: its
unit_price is the price as printed, and its amount the shipped quantity times the price over 1, 100 or 1000. The
item_id is the seller's own code for the article: the "Product Code", "Código", "Artikel-Nr.", "Indeks", "Catalog
No.", "Item #", "Code", "CNK", "Tuotekoodi" or "IMPA" column; an EAN, a maker's catalogue number and a line number
are not item ids. Quantities printed with a decimal comma ("3,5") are plain in the values ("3.5"). The tax is the
total tax printed (VAT, IVA, MWST, TVA, ALV or GST; the Canadian "Total Taxes", GST plus PST; the US sales tax on
the taxable lines), the total the amount due including it. The Spanish invoice's lines are all thirty rows of its
two pages (the albaran headings and the "Suma y sigue" carried forward are no items). Dates are printed day first
in Europe, New Zealand and Singapore, with the month's name on the US and Canadian pages; the due date is the one
printed or the one the terms print as a date.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _block, _centre, _item, _pairs, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
OBL = "Helvetica-Oblique"
CENT = Decimal("0.01")


def _net(qty: str, price: str, disc: str = "", per: int = 1) -> Decimal:
    """A line's net: quantity times price (over ``per``), less ``disc`` per cent, rounded half up to the cent."""
    v = Decimal(qty) * Decimal(price) / per
    if disc:
        v = v * (100 - Decimal(disc)) / 100
    return v.quantize(CENT, ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    return (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)


def _n(value, th: str = ",", dec: str = ".", sym: str = "", after: str = "") -> str:
    """An amount with ``th`` between thousands and ``dec`` before the cents, ``sym`` before, ``after`` after."""
    v = Decimal(value).quantize(CENT, ROUND_HALF_UP)
    whole, frac = f"{abs(v):.2f}".split(".")
    whole = f"{int(whole):,}".replace(",", th)
    return f"{'-' if v < 0 else ''}{sym}{whole}{dec}{frac}{after}"


def _sum(values) -> Decimal:
    return sum((Decimal(v) for v in values), Decimal(0))


def _fields(number, date, due, total, tax, currency, vendor, customer) -> dict[str, str]:
    return {
        "document_number": number,
        "date": date,
        "due_date": due,
        "total_amount": str(total),
        "tax_amount": str(tax),
        "currency": currency,
        "vendor_name": vendor,
        "customer_name": customer,
    }


def _row(c, y: float, cols, cells, size: float = 8, font: str = "Helvetica") -> None:
    for (x, _, right), s in zip(cols, cells):
        _text(c, x, y, s, size, font, right)


def _heads(c, y: float, cols, size: float = 8, font: str = BOLD) -> None:
    for x, title, right in cols:
        _text(c, x, y, title, size, font, right)


def _band(c, x0: float, y: float, x1: float, height: float, gray: float = 0.9) -> None:
    c.setFillGray(gray)
    c.rect(x0, y, x1 - x0, height, stroke=0, fill=1)
    c.setFillGray(0)


def _box(c, x: float, y: float, wide: float, key: str, value: str, high: float = 28, size: float = 9) -> None:
    """A box ``wide`` by ``high``, its top at ``y``: a small key over its value."""
    c.rect(x, y - high, wide, high)
    _text(c, x + 4, y - 9, key, 6.5, BOLD)
    _text(c, x + 4, y - high + 7, value, size)


def _ean(base: str) -> str:
    """An EAN-13: twelve digits and their check digit."""
    s = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(base))
    return base + str((10 - s % 10) % 10)


def _comma(q: str) -> str:
    return q.replace(".", ",")


# alie1: a Limerick builders' merchant's invoice, VAT 13.5 % and 23 % by line
IE1_ROWS = [
    ("CB-215S", "Concrete block 215mm solid", "480", "EA", "1.42", "5", "13.5"),
    ("CB-100H", "Concrete block 100mm hollow", "240", "EA", "1.18", "5", "13.5"),
    ("RMX-C30", "Ready-mix concrete C30/37", "6", "M3", "128.00", "", "13.5"),
    ("SND-PLS", "Plastering sand, bulk bag", "4", "BAG", "58.50", "", "13.5"),
    ("CEM-25", "Cement CEM II 25kg", "40", "BAG", "8.95", "5", "13.5"),
    ("TMB-C16", "C16 timber 47x100 4.8m", "36", "LEN", "11.20", "10", "23"),
    ("OSB-18", "OSB3 board 2440x1220 18mm", "20", "SHT", "27.40", "10", "23"),
    ("DPC-300", "DPC roll 300mm x 30m", "3", "ROLL", "14.75", "", "23"),
    ("PIR-100", "PIR insulation board 100mm", "24", "SHT", "46.90", "7.5", "23"),
    ("SCR-5050", "Timber screws 5x50 (box 200)", "6", "BOX", "12.60", "", "23"),
    ("NL-75G", "Galv. round nails 75mm 5kg", "2", "TUB", "21.30", "", "23"),
    ("MEM-BR", "Breather membrane 1.5m x 50m", "2", "ROLL", "89.00", "", "23"),
    ("LIN-1800", "Steel lintel 150 x 1800mm", "4", "EA", "38.65", "", "23"),
    ("GYP-125", "Plasterboard 12.5mm 2400x1200", "30", "SHT", "12.85", "5", "23"),
    ("PLS-BND", "Bonding plaster 25kg", "10", "BAG", "14.40", "", "23"),
    ("DRN-110", "uPVC drain pipe 110mm x 3m", "6", "LEN", "24.10", "", "23"),
    ("DEL-CRN", "Delivery - crane offload", "1", "LOAD", "45.00", "", "23"),
]


def alie1(c) -> dict:
    w, h = A4
    left, right = 30, w - 30
    vendor, customer = "Shannonside Builders Providers Ltd", "Keane & Daly Construction Ltd"
    c.setFillColorRGB(0.0, 0.4, 0.2)
    c.rect(left, h - 84, 200, 52, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 10, h - 58, "SHANNONSIDE", 20, BOLD)
    _text(c, left + 10, h - 75, "BUILDERS PROVIDERS", 10, BOLD)
    c.setFillGray(0)
    block = (
        vendor,
        "Dock Road Industrial Estate, Limerick V94 X2K7",
        "Tel 061 555 0190  ·  accounts@shannonsidebp.ie",
        "VAT No. IE 6388214T  ·  CRO No. 228714",
    )
    _block(c, right, h - 44, block, 8, pitch=10.5, right=True)
    _text(c, left, h - 116, "INVOICE", 16, BOLD)
    boxes = (
        ("Invoice No.", "SI-0482213", 96),
        ("Invoice Date", "18/11/2026", 80),
        ("Account", "KEAN004", 70),
        ("Your Order", "KD-ADARE-22", 90),
        ("Delivery Docket", "DD-771408", 90),
        ("Page", "1 of 1", 109),
    )
    x = left
    for key, value, wide in boxes:
        _box(c, x, h - 128, wide, key, value)
        x += wide
    _text(c, left, h - 176, "Invoice To", 8, BOLD)
    _block(c, left, h - 188, (customer, "Unit 3, Raheen Business Park", "Limerick V94 HN40"), 9, pitch=11)
    _text(c, 300, h - 176, "Delivered To", 8, BOLD)
    block = ("Site: 22 new homes, Adare Road", "Croom, Co. Limerick", "Contact: Padraig 087 555 0144")
    _block(c, 300, h - 188, block, 9, pitch=11)
    cols = [
        (left + 3, "Product Code", False),
        (88, "Description", False),
        (300, "Qty", True),
        (306, "Unit", False),
        (386, "Price", True),
        (424, "Disc %", True),
        (462, "VAT %", True),
        (right - 3, "Net EUR", True),
    ]
    top = h - 242
    _band(c, left, top - 5, right, 16, 0.82)
    _heads(c, top, cols)
    y = top - 20
    amounts = []
    for i, (code, desc, qty, unit, price, disc, vat) in enumerate(IE1_ROWS):
        amount = _net(qty, price, disc)
        amounts.append(amount)
        if i % 2:
            _band(c, left, y - 4, right, 14, 0.95)
        _row(c, y, cols, (code, desc, qty, unit, _n(price), disc, vat, _n(amount)))
        y -= 14
    c.line(left, y + 8, right, y + 8)
    rates = {}
    for r, a in zip(IE1_ROWS, amounts):
        rates[r[6]] = rates.get(r[6], Decimal(0)) + a
    vats = {rate: _pct(net, rate) for rate, net in rates.items()}
    subtotal, tax = _sum(amounts), _sum(vats.values())
    total = subtotal + tax
    _text(c, left, y - 12, "VAT Analysis", 8, BOLD)
    vcols = [(left, "Rate", False), (120, "Goods", True), (190, "VAT", True)]
    _heads(c, y - 26, vcols, 7.5, OBL)
    for i, rate in enumerate(rates):
        _row(c, y - 40 - 12 * i, vcols, (f"{rate}%", _n(rates[rate]), _n(vats[rate])))
    pairs = (("Goods Total", _n(subtotal, sym="€")), ("VAT Total", _n(tax, sym="€")))
    _pairs(c, 400, right - 3, y - 14, pairs, pitch=14)
    c.rect(394, y - 62, right - 394, 22)
    _text(c, 400, y - 55, "Invoice Total EUR", 10, BOLD)
    _text(c, right - 3, y - 55, _n(total, sym="€"), 10, BOLD, True)
    block = (
        "Terms: 30 days end of month. Payment due by 31/12/2026.",
        "Bank: AIB, Limerick  ·  IBAN IE29 AIBK 9311 5212 3456 78  ·  BIC AIBKIE2D",
        "Please quote account KEAN004 and the invoice number with your payment.",
        "Goods remain the property of Shannonside Builders Providers Ltd until paid in full.",
    )
    _block(c, left, y - 100, block, 8, pitch=11)
    c.setFillGray(0.4)
    _centre(c, w, 36, "Registered in Ireland No. 228714  ·  Directors: M. Hogan, S. Fitzgerald, D. Ryan", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("SI-0482213", "2026-11-18", "2026-12-31", total, tax, "EUR", vendor, customer),
        "line_items": [_item(r[1], r[2], r[4], str(a), r[0]) for r, a in zip(IE1_ROWS, amounts)],
    }


# ales2: a Valencia food distributor's factura of 30 lines on two pages, grouped by albaran
ES2_GROUPS = [
    (
        "Albarán AL-26-11204 de 12/11/2026",
        [
            ("100482", "841234500012", "Aceite de girasol alto oleico 5 L", "4", "ud", "14.80", "5", "10"),
            ("101177", "841234500029", "Pasta espagueti n.5 caja 5 kg", "3", "caja", "9.60", "", "10"),
            ("102305", "841234500036", "Atún claro en aceite lata 1 kg", "8", "ud", "11.25", "", "10"),
            ("102918", "841234500043", "Tomate frito bote 3 kg", "6", "ud", "6.20", "", "10"),
            ("103440", "841234500050", "Pan rallado saco 5 kg", "2", "ud", "7.90", "", "10"),
            ("104012", "841234500067", "Café en grano natural 1 kg", "6", "ud", "15.40", "5", "10"),
            ("104577", "841234500074", "Azúcar blanco sobres 1.000 u", "2", "caja", "11.30", "", "10"),
            ("310025", "841234500081", "Vino tinto Utiel-Requena 75 cl", "24", "bot", "3.95", "10", "21"),
            ("311410", "841234500098", "Cerveza lager 33 cl caja 24", "5", "caja", "14.60", "", "21"),
            ("120338", "841234500104", "Agua mineral 1,5 L pack 6", "10", "pack", "2.35", "", "10"),
        ],
    ),
    (
        "Albarán AL-26-11377 de 19/11/2026",
        [
            ("200114", "841234500111", "Gamba roja congelada", "3.5", "kg", "38.90", "", "10"),
            ("200291", "841234500128", "Calamar limpio congelado", "6", "kg", "9.75", "", "10"),
            ("200340", "841234500135", "Mejillón cocido congelado 1 kg", "10", "ud", "3.20", "", "10"),
            ("210076", "841234500142", "Jamón serrano reserva deshuesado", "7.2", "kg", "12.90", "", "10"),
            ("210188", "841234500159", "Chorizo dulce sarta", "3", "kg", "8.45", "", "10"),
            ("105230", "841234500166", "Pimentón de la Vera 750 g", "2", "ud", "9.40", "", "10"),
            ("105301", "841234500173", "Azafrán en hebra 10 g", "3", "ud", "11.80", "", "10"),
            ("400512", "841234500180", "Detergente lavavajillas 20 L", "2", "ud", "38.60", "", "21"),
            ("400633", "841234500197", "Lejía apta uso alimentario 5 L", "4", "ud", "3.45", "", "21"),
            ("401208", "841234500203", "Papel secamanos zig-zag 20x200", "3", "caja", "24.90", "", "21"),
        ],
    ),
    (
        "Albarán AL-26-11529 de 26/11/2026",
        [
            ("220045", "841234500210", "Pechuga de pollo fileteada", "8.4", "kg", "6.95", "", "10"),
            ("220187", "841234500227", "Solomillo de cerdo ibérico", "4.6", "kg", "14.20", "3", "10"),
            ("200455", "841234500234", "Merluza filete congelado", "5", "kg", "10.85", "", "10"),
            ("106092", "841234500241", "Salsa alioli cubo 3,6 kg", "2", "ud", "12.70", "", "10"),
            ("106215", "841234500258", "Aceitunas manzanilla lata 5 kg", "2", "ud", "13.40", "", "10"),
            ("120744", "841234500265", "Refresco cola lata 33 cl caja 24", "3", "caja", "11.90", "", "10"),
            ("310377", "841234500272", "Cava brut nature 75 cl", "12", "bot", "6.80", "", "21"),
            ("106380", "841234500289", "Vinagre de Jerez 1 L", "4", "ud", "4.15", "", "10"),
            ("401540", "841234500296", "Film transparente 45 cm x 300 m", "2", "ud", "8.95", "", "21"),
            ("401611", "841234500302", "Guantes nitrilo talla M caja 100", "4", "caja", "6.40", "", "21"),
        ],
    ),
]
ES2_COLS = [
    (32, "Código", False),
    (70, "EAN", False),
    (136, "Descripción", False),
    (358, "Cant.", True),
    (363, "Ud.", False),
    (420, "Precio", True),
    (452, "Dto.%", True),
    (480, "IVA%", True),
    (563, "Importe", True),
]


def _es2_head(c, w: float, h: float, page: int) -> None:
    c.setFillColorRGB(0.8, 0.3, 0.0)
    c.circle(56, h - 60, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 41, h - 66, "DAL", 14, BOLD)
    c.setFillGray(0)
    block = (
        "Distribuciones Alimentarias Levante, S.L.",
        "Polígono Industrial Fuente del Jarro, C/ Ciudad de Sevilla 27",
        "46988 Paterna (Valencia)  ·  CIF B-46582214",
        "Tel. 961 555 032  ·  pedidos@dalevante.es",
    )
    _block(c, 90, h - 48, block, 8, pitch=10.5, first=BOLD)
    _text(c, 563, h - 52, "FACTURA", 18, BOLD, True)
    _text(c, 563, h - 66, f"Página {page} de 2", 8, right=True)


def _es2_rows(c, top: float, groups) -> tuple[float, list]:
    _band(c, 30, top - 5, 565, 15, 0.85)
    _heads(c, top, ES2_COLS, 7.5)
    y = top - 18
    amounts = []
    for title, rows in groups:
        _text(c, 32, y, title, 7.5, "Helvetica-BoldOblique")
        y -= 12
        for code, ean, desc, qty, unit, price, disc, iva in rows:
            amount = _net(qty, price, disc)
            amounts.append(amount)
            cells = (
                code,
                _ean(ean),
                desc,
                _comma(qty),
                unit,
                _n(price, ".", ","),
                disc,
                iva,
                _n(amount, ".", ","),
            )
            _row(c, y, ES2_COLS, cells, 7.5)
            y -= 12
        y -= 4
    return y, amounts


def ales2(c) -> dict:
    w, h = A4
    vendor, customer = "Distribuciones Alimentarias Levante, S.L.", "Hostelería Costa de Cullera, S.L."
    _es2_head(c, w, h, 1)
    keys = (
        ("Nº Factura", "FV26-004817"),
        ("Fecha factura", "30/11/2026"),
        ("Código cliente", "C-03318"),
        ("Forma de pago", "Recibo domiciliado 30 días"),
        ("Vencimiento", "30/12/2026"),
    )
    for i, (k, v) in enumerate(keys):
        _text(c, 32, h - 110 - 13 * i, k, 8, BOLD)
        _text(c, 112, h - 110 - 13 * i, v, 8.5)
    c.rect(320, h - 176, 245, 78)
    block = (
        "Cliente",
        customer,
        "Restaurante El Faro de Cullera",
        "Av. del Racó 41, 46400 Cullera (Valencia)",
        "CIF B-97114036",
    )
    _block(c, 328, h - 110, block, 8.5, pitch=12, first=BOLD)
    title, last = ES2_GROUPS[2]
    y, amounts = _es2_rows(c, h - 200, [*ES2_GROUPS[:2], (title, last[:6])])
    carried = _sum(amounts)
    c.line(30, y + 6, 565, y + 6)
    _text(c, 480, y - 8, "Suma y sigue", 8, BOLD, True)
    _text(c, 563, y - 8, _n(carried, ".", ","), 8, BOLD, True)
    _centre(
        c, w, 40, "Inscrita en el Registro Mercantil de Valencia, Tomo 8412, Folio 77, Hoja V-118204", 6.5
    )
    c.showPage()
    _es2_head(c, w, h, 2)
    _text(c, 32, h - 104, f"Factura FV26-004817 de 30/11/2026  ·  {customer} (continuación)", 8, BOLD)
    _text(c, 480, h - 124, "Suma anterior", 8, BOLD, True)
    _text(c, 563, h - 124, _n(carried, ".", ","), 8, BOLD, True)
    y, more = _es2_rows(c, h - 146, [(f"{title} (continuación)", last[6:])])
    amounts += more
    rows = [r for _, g in ES2_GROUPS for r in g]
    c.line(30, y + 6, 565, y + 6)
    bases = {"10": Decimal(0), "21": Decimal(0)}
    for r, a in zip(rows, amounts):
        bases[r[7]] += a
    cuotas = {k: _pct(v, k) for k, v in bases.items()}
    subtotal, tax = _sum(amounts), _sum(cuotas.values())
    total = subtotal + tax
    tcols = [(40, "Tipo IVA", False), (170, "Base imponible", True), (260, "Cuota IVA", True)]
    c.rect(32, y - 80, 240, 62)
    _heads(c, y - 30, tcols, 8)
    for i, k in enumerate(bases):
        _row(c, y - 44 - 13 * i, tcols, (f"{k} %", _n(bases[k], ".", ","), _n(cuotas[k], ".", ",")), 8.5)
    pairs = (
        ("Total base imponible", _n(subtotal, ".", ",", after=" €")),
        ("Total cuota IVA", _n(tax, ".", ",", after=" €")),
    )
    _pairs(c, 360, 561, y - 30, pairs, pitch=14)
    c.setFillColorRGB(0.8, 0.3, 0.0)
    c.rect(354, y - 80, 211, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 360, y - 72, "TOTAL FACTURA (EUR)", 10, BOLD)
    _text(c, 561, y - 72, _n(total, ".", ",", after=" €"), 10, BOLD, True)
    c.setFillGray(0)
    block = (
        "Domiciliación: CaixaBank ES76 2100 4412 7102 0018 3349. Vencimiento 30/12/2026.",
        "Los precios de los productos incluyen el Punto Verde (Ecoembes). Reclamaciones en 48 horas.",
        "Sus datos se tratan conforme al RGPD para la gestión de la relación comercial.",
    )
    _block(c, 32, y - 110, block, 7.5, pitch=10.5)
    _barcode(c, w, y - 170, "FV26-004817", 24, 0.9)
    _centre(
        c, w, 40, "Inscrita en el Registro Mercantil de Valencia, Tomo 8412, Folio 77, Hoja V-118204", 6.5
    )
    return {
        "fields": _fields("FV26-004817", "2026-11-30", "2026-12-30", total, tax, "EUR", vendor, customer),
        "line_items": [_item(r[2], r[3], r[5], str(a), r[0]) for r, a in zip(rows, amounts)],
    }


# alch3: a Grenchen watch-parts supplier's Rechnung, CHF, MWST 8.1 %
CH3_ROWS = [
    ("230.115.01", "Aufzugfeder Kal. 2824-2", "50", "Stk", "6.80", ""),
    ("230.410.07", "Unruhwelle Kal. 2824-2", "30", "Stk", "9.45", ""),
    ("231.002.12", "Ankerrad Kal. 2892-A2", "25", "Stk", "14.20", "5"),
    ("310.550.00", "Kronrad Stahl Kal. 7750", "40", "Stk", "3.85", ""),
    ("412.118.30", "Krone Edelstahl 5.0 mm, verschraubt", "100", "Stk", "4.60", "10"),
    ("412.220.10", "Tubus 3.0 mm, Gewinde 0.90", "100", "Stk", "1.95", "10"),
    ("520.031.00", "Saphirglas flach 30.0 x 1.5 mm AR", "60", "Stk", "12.40", ""),
    ("520.034.50", "Saphirglas gewölbt 34.5 mm", "24", "Stk", "19.80", "5"),
    ("610.080.25", "O-Ring 25.0 x 0.80 (Btl. à 100)", "3", "Btl", "28.00", ""),
    ("640.902.00", "Uhrenöl 9010, 2 ml", "5", "Fl", "31.50", ""),
    ("705.220.18", "Zeigersatz Dauphine vergoldet", "20", "Set", "8.90", ""),
    ("810.020.50", "Federsteg 20 mm (Btl. à 50)", "4", "Btl", "17.60", ""),
    ("830.400.11", "Lünette Stahl poliert 40 mm", "12", "Stk", "22.75", "5"),
    ("990.000.01", "Versand Postpac Priority, versichert", "1", "Pausch", "18.00", ""),
]


def alch3(c) -> dict:
    w, h = A4
    left, right = 56, w - 42
    vendor, customer = "Weber Uhrenteile AG", "Atelier Horloger Monnier Sàrl"

    def chf(v) -> str:
        return _n(v, "'")

    c.setLineWidth(1.5)
    c.circle(left + 18, h - 62, 18)
    c.line(left + 18, h - 62, left + 18, h - 50)
    c.line(left + 18, h - 62, left + 27, h - 66)
    c.setLineWidth(0.5)
    _text(c, left + 46, h - 58, "WEBER", 18, "Times-Bold")
    _text(c, left + 46, h - 72, "Uhrenteile · Fournitures horlogères", 8, "Times-Italic")
    block = (
        vendor,
        "Solothurnstrasse 142",
        "2540 Grenchen",
        "Tel. +41 32 555 40 12",
        "UID CHE-105.882.417 MWST",
    )
    _block(c, right, h - 46, block, 8, pitch=10, right=True)
    _text(c, left, h - 128, "Weber Uhrenteile AG · Solothurnstrasse 142 · 2540 Grenchen", 6.5)
    c.line(left, h - 131, left + 210, h - 131)
    _block(c, left, h - 146, (customer, "Rue des Parcs 88", "2000 Neuchâtel"), 9.5, pitch=12)
    _text(c, left, h - 218, "Rechnung", 16, BOLD)
    keys = (
        ("Rechnungsnummer", "RE-26-10934", 92),
        ("Datum", "25.11.2026", 70),
        ("Kunden-Nr.", "40218", 62),
        ("Ihre Bestellung", "AHM/2026/117", 90),
        ("Lieferschein", "LS-26-20381", 83),
    )
    x = left
    for k, v, wide in keys:
        _text(c, x, h - 238, k, 7, OBL)
        _text(c, x, h - 251, v, 9, BOLD)
        x += wide
    cols = [
        (left, "Pos.", False),
        (left + 24, "Artikel-Nr.", False),
        (left + 86, "Bezeichnung", False),
        (352, "Menge", True),
        (358, "Einh.", False),
        (438, "Preis", True),
        (474, "Rabatt", True),
        (right, "Betrag", True),
    ]
    top = h - 282
    c.line(left, top + 11, right, top + 11)
    _heads(c, top, cols)
    c.line(left, top - 5, right, top - 5)
    y = top - 19
    amounts = []
    for i, (art, desc, qty, unit, price, disc) in enumerate(CH3_ROWS, 1):
        amount = _net(qty, price, disc)
        amounts.append(amount)
        _row(c, y, cols, (str(i), art, desc, qty, unit, chf(price), f"{disc}%" if disc else "", chf(amount)))
        y -= 14
    c.line(left, y + 8, right, y + 8)
    subtotal = _sum(amounts)
    tax = _pct(subtotal, "8.1")
    total = subtotal + tax
    pairs = (("Total netto", f"CHF {chf(subtotal)}"), ("MWST 8.1 %", f"CHF {chf(tax)}"))
    _pairs(c, 370, right, y - 10, pairs, pitch=14)
    c.line(370, y - 32, right, y - 32)
    _text(c, 370, y - 46, "Rechnungsbetrag", 10, BOLD)
    _text(c, right, y - 46, f"CHF {chf(total)}", 10, BOLD, True)
    c.line(370, y - 52, right, y - 52)
    c.line(370, y - 54, right, y - 54)
    block = (
        "Zahlbar innert 30 Tagen netto, bis 25.12.2026.",
        "Bank: Raiffeisenbank Grenchen-Büren",
        "IBAN CH44 8080 8004 1234 5678 9",
        "Lieferbedingungen: DAP Neuchâtel, Versandkosten gemäss Position 14.",
    )
    _block(c, left, y - 80, block, 8.5, pitch=12)
    _text(c, left, y - 140, "Besten Dank für Ihren Auftrag.", 9, "Times-Italic")
    c.setFillGray(0.45)
    _centre(c, w, 36, "Es gelten unsere Allgemeinen Geschäftsbedingungen (www.weber-uhrenteile.ch/agb).", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("RE-26-10934", "2026-11-25", "2026-12-25", total, tax, "CHF", vendor, customer),
        "line_items": [_item(r[1], r[2], r[4], str(a), r[0]) for r, a in zip(CH3_ROWS, amounts)],
    }


# alpl4: a Poznan car-parts wholesaler's Faktura VAT, PLN, VAT 23 %
PL4_ROWS = [
    ("KH-10482", "GDB1550", "Klocki hamulcowe przod", "4", "kpl", "118.40", "12"),
    ("TH-22017", "DF4276", "Tarcza hamulcowa przod 288 mm", "4", "szt", "142.90", "12"),
    ("FO-30155", "W 712/75", "Filtr oleju", "20", "szt", "21.35", "8"),
    ("FP-30412", "C 30 005", "Filtr powietrza", "10", "szt", "38.60", "8"),
    ("FK-30588", "CUK 2939", "Filtr kabinowy weglowy", "10", "szt", "44.20", "8"),
    ("FP-30790", "WK 69/2", "Filtr paliwa diesel", "6", "szt", "76.80", "8"),
    ("OL-51203", "5W30-C3-5L", "Olej silnikowy 5W-30 C3 5 l", "12", "szt", "139.00", "5"),
    ("SW-40117", "BKR6EIX", "Swieca zaplonowa iryd.", "16", "szt", "32.75", ""),
    ("AM-61044", "335808", "Amortyzator przod gazowy", "2", "szt", "289.00", "10"),
    ("PK-71820", "6PK1570", "Pasek wielorowkowy 6PK1570", "5", "szt", "48.15", ""),
    ("RZ-71933", "CT1028K2", "Zestaw rozrzadu z pompa wody", "1", "kpl", "612.40", "10"),
    ("WY-80266", "VKJA 5535", "Przegub napedowy zewn.", "2", "szt", "174.50", ""),
    ("PL-90012", "G13 1 L", "Plyn do chlodnic G13 1 l", "10", "szt", "18.90", ""),
    ("PL-90145", "DOT4-0.5", "Plyn hamulcowy DOT4 0,5 l", "8", "szt", "16.40", ""),
    ("ZA-95100", "AD-300", "Zarowka H7 12V 55W", "20", "szt", "9.85", ""),
]


def alpl4(c) -> dict:
    w, h = A4
    left, right = 28, w - 28
    vendor, customer = "AUTO-CZESCI WIELKOPOLSKA Sp. z o.o.", "Serwis Samochodowy Nowak i Syn Sp.j."

    def pln(v) -> str:
        return _n(v, " ", ",")

    _text(c, left, h - 50, "AUTO-CZESCI", 20, BOLD)
    c.setFillColorRGB(0.85, 0.1, 0.1)
    _text(c, left, h - 64, "WIELKOPOLSKA  ·  hurtownia motoryzacyjna", 8, BOLD)
    c.setFillGray(0)
    _text(c, right, h - 48, "Faktura VAT nr FV/2026/11/03318", 13, BOLD, True)
    _text(c, right, h - 62, "ORYGINAL", 8, BOLD, True)
    pairs = (
        ("Data wystawienia:", "2026-11-27"),
        ("Data sprzedazy:", "2026-11-27"),
        ("Miejsce wystawienia:", "Poznan"),
    )
    _pairs(c, 380, right, h - 84, pairs, pitch=11)
    for x, title, lines in (
        (
            left,
            "Sprzedawca",
            (vendor, "ul. Gnieznienska 48", "61-021 Poznan", "NIP 782-25-41-118", "BDO 000114532"),
        ),
        (300, "Nabywca", (customer, "ul. Kolejowa 12", "62-020 Swarzedz", "NIP 777-31-02-645")),
    ):
        _band(c, x, h - 136, x + 266, 14, 0.85)
        _text(c, x + 4, h - 132, title, 8, BOLD)
        _block(c, x + 4, h - 150, lines, 8.5, pitch=11)
    cols = [
        (left + 2, "Lp.", False),
        (left + 22, "Indeks", False),
        (93, "Nr katalogowy", False),
        (150, "Nazwa towaru", False),
        (338, "Ilosc", True),
        (343, "J.m.", False),
        (410, "Cena netto", True),
        (446, "Rabat", True),
        (470, "VAT", True),
        (right - 2, "Wartosc netto", True),
    ]
    top = h - 222
    c.rect(left, top - 5, right - left, 16)
    _heads(c, top, cols, 7.5)
    y = top - 19
    amounts = []
    for i, (idx, cat, desc, qty, unit, price, disc) in enumerate(PL4_ROWS, 1):
        amount = _net(qty, price, disc)
        amounts.append(amount)
        cells = (
            str(i),
            idx,
            cat,
            desc,
            qty,
            unit,
            pln(price),
            f"{disc}%" if disc else "-",
            "23%",
            pln(amount),
        )
        _row(c, y, cols, cells, 7.5)
        c.setStrokeGray(0.75)
        c.line(left, y - 4, right, y - 4)
        c.setStrokeGray(0)
        y -= 14
    subtotal = _sum(amounts)
    tax = _pct(subtotal, "23")
    total = subtotal + tax
    scols = [
        (330, "Stawka VAT", False),
        (440, "Wartosc netto", True),
        (500, "Kwota VAT", True),
        (right - 2, "Wartosc brutto", True),
    ]
    _heads(c, y - 14, scols, 7.5)
    _row(c, y - 28, scols, ("23%", pln(subtotal), pln(tax), pln(total)), 8)
    _row(c, y - 42, scols, ("Razem", pln(subtotal), pln(tax), pln(total)), 8, BOLD)
    c.rect(left, y - 90, 280, 26)
    _text(c, left + 6, y - 82, f"Do zaplaty: {pln(total)} PLN", 12, BOLD)
    block = (
        "Sposob platnosci: przelew  ·  Termin platnosci: 2026-12-11 (14 dni)",
        "Bank: mBank S.A.  ·  Nr konta: 61 1140 2004 0000 3102 7741 2958",
        "Mechanizm podzielonej platnosci nie dotyczy. Zwroty towaru w ciagu 14 dni z dokumentem.",
    )
    _block(c, left, y - 112, block, 8, pitch=11)
    c.line(left, 96, left + 180, 96)
    _text(c, left, 86, "Osoba upowazniona do odbioru", 7)
    c.line(right - 180, 96, right, 96)
    _text(c, right - 180, 86, "Wystawil: Magdalena Wrobel", 7)
    return {
        "fields": _fields(
            "FV/2026/11/03318", "2026-11-27", "2026-12-11", total, tax, "PLN", vendor, customer
        ),
        "line_items": [_item(r[2], r[3], r[5], str(a), r[0]) for r, a in zip(PL4_ROWS, amounts)],
    }


# alca5: a Surrey (BC) electrical distributor's invoice, prices per E / C / M, GST + PST
CA5_ROWS = [
    ("RW90-12-BK", "RW90 #12 Cu stranded black (m)", "300", "300", "842.00", "M"),
    ("RW90-12-WH", "RW90 #12 Cu stranded white (m)", "300", "300", "842.00", "M"),
    ("NMD90-142", "NMD90 14/2 copper 75 m coil", "6", "6", "118.60", "E"),
    ("EMT-050", "EMT conduit 1/2 in x 3 m", "40", "40", "6.38", "E"),
    ("EMTSC-050", "EMT set screw connector 1/2 in", "200", "200", "38.50", "C"),
    ("EMTCP-050", "EMT set screw coupling 1/2 in", "200", "150", "34.20", "C"),
    ("OB-4S-DP", "Octagon box 4 in, deep, steel", "60", "60", "2.74", "E"),
    ("DEV-5262W", "Receptacle 15A TR, white", "80", "80", "1.86", "E"),
    ("DEV-GFCI20", "GFCI receptacle 20A, white", "12", "8", "27.40", "E"),
    ("BRK-QO120", "Breaker 1P 20A plug-on", "24", "24", "14.95", "E"),
    ("PNL-40C", "Loadcentre 40 cct 125A", "2", "2", "312.00", "E"),
    ("LED-4PT", "LED pot light 4 in 3CCT", "48", "48", "18.25", "E"),
    ("WN-Y-500", "Wire nut yellow (bag 100)", "5", "5", "9.80", "E"),
    ("STR-CB", "Cable strap 1-hole 1/2 in", "500", "500", "11.40", "C"),
]


def alca5(c) -> dict:
    w, h = letter
    left, right = 30, w - 30
    vendor, customer = "Coastline Electrical Distributors Ltd.", "Fraser Ridge Electric Ltd."
    c.setFillColorRGB(0.95, 0.75, 0.0)
    p = c.beginPath()
    p.moveTo(left + 18, h - 30)
    p.lineTo(left + 4, h - 58)
    p.lineTo(left + 16, h - 58)
    p.lineTo(left + 10, h - 84)
    p.lineTo(left + 32, h - 50)
    p.lineTo(left + 20, h - 50)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 40, h - 52, "COASTLINE", 18, BOLD)
    _text(c, left + 40, h - 66, "ELECTRICAL DISTRIBUTORS", 8, BOLD)
    block = (
        vendor,
        "19320 96 Ave, Unit 110",
        "Surrey, BC V4N 4C3",
        "604-555-0126  ·  GST/HST # 80437 2196 RT0001",
    )
    _block(c, left + 40, h - 80, block, 7.5, pitch=9.5)
    _text(c, right, h - 46, "INVOICE", 18, BOLD, True)
    pairs = (
        ("Invoice No.", "INV 7731205"),
        ("Invoice Date", "NOV 26 2026"),
        ("Customer No.", "FRE0418"),
        ("Cust. PO", "FR-2231 LANGLEY"),
        ("Terms", "NET 30"),
        ("Due Date", "DEC 26 2026"),
    )
    c.rect(404, h - 146, right - 404, 84)
    _pairs(c, 410, right - 6, h - 74, pairs, pitch=12.5)
    _text(c, left, h - 160, "SOLD TO", 7.5, BOLD)
    _block(c, left, h - 172, (customer, "8250 202 St, Unit 4", "Langley, BC V2Y 2Z6"), 8.5, pitch=10.5)
    _text(c, 300, h - 160, "SHIP TO", 7.5, BOLD)
    block = ("FRASER RIDGE ELECTRIC - JOB 2231", "WILLOUGHBY TOWNHOMES BLDG C", "20880 80 AVE, LANGLEY BC")
    _block(c, 300, h - 172, block, 8.5, pitch=10.5)
    cols = [
        (left + 2, "LN", False),
        (72, "ORD", True),
        (100, "SHP", True),
        (122, "B/O", True),
        (132, "CATALOG NO.", False),
        (200, "DESCRIPTION", False),
        (436, "PRICE", True),
        (450, "PER", False),
        (right - 2, "EXTENSION", True),
    ]
    top = h - 222
    c.setFillColorRGB(0.1, 0.15, 0.3)
    c.rect(left, top - 5, right - left, 16, stroke=0, fill=1)
    c.setFillGray(1)
    _heads(c, top, cols, 7.5)
    c.setFillGray(0)
    y = top - 19
    amounts = []
    per = {"E": 1, "C": 100, "M": 1000}
    for i, (cat, desc, ordered, shipped, price, unit) in enumerate(CA5_ROWS, 1):
        amount = _net(shipped, price, per=per[unit])
        amounts.append(amount)
        bo = str(int(ordered) - int(shipped))
        cells = (str(i), ordered, shipped, bo, cat, desc, _n(price), unit, _n(amount))
        _row(c, y, cols, cells, 7.5, "Courier")
        y -= 13
    c.line(left, y + 6, right, y + 6)
    subtotal = _sum(amounts)
    gst, pst = _pct(subtotal, "5"), _pct(subtotal, "7")
    tax = gst + pst
    total = subtotal + tax
    pairs = (
        ("Merchandise", _n(subtotal)),
        ("GST 5%", _n(gst)),
        ("PST 7% (BC)", _n(pst)),
        ("Total Taxes", _n(tax)),
    )
    _pairs(c, 410, right - 2, y - 12, pairs, pitch=13)
    c.rect(404, y - 84, right - 404, 20)
    _text(c, 410, y - 77, "TOTAL CAD", 10, BOLD)
    _text(c, right - 2, y - 77, _n(total, sym="$"), 10, BOLD, True)
    block = (
        "PER: E = each, C = per 100, M = per 1000.",
        "Back-ordered items will ship and invoice separately.",
        "Returns within 30 days with this invoice; a 20%",
        "restocking fee applies. Wire cut to length is final.",
        "PST No. PST-1048-3321.",
    )
    _block(c, left, y - 12, block, 7.5, pitch=10.5)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        36,
        "Overdue accounts are charged 2% per month (26.82% per annum).  Thank you for your business.",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": _fields("INV 7731205", "2026-11-26", "2026-12-26", total, tax, "CAD", vendor, customer),
        "line_items": [_item(r[1], r[3], r[4], str(a), r[0]) for r, a in zip(CA5_ROWS, amounts)],
    }


# alus6: an Allentown janitorial supply distributor's invoice, PA sales tax 6 % on taxable lines only
US6_ROWS = [
    ("48210", "Toilet tissue 2-ply 500 sh", "96/CS", "CS", "6", "N", "52.40"),
    ("48355", "Roll towel 8 in x 800 ft natural", "6/CS", "CS", "8", "N", "39.85"),
    ("48417", "Multifold towel white", "4000/CS", "CS", "5", "N", "31.20"),
    ("51022", "Can liner 40x46 1.5 mil black", "100/CS", "CS", "10", "Y", "28.75"),
    ("51048", "Can liner 24x33 0.6 mil clear", "500/CS", "CS", "4", "Y", "24.10"),
    ("60115", "Neutral floor cleaner conc.", "4 GAL/CS", "CS", "3", "Y", "46.90"),
    ("60230", "Glass cleaner RTU quart", "12/CS", "CS", "2", "Y", "27.60"),
    ("60318", "Disinfectant one-step quat", "4 GAL/CS", "CS", "4", "Y", "58.20"),
    ("60402", "Floor finish 25% solids", "5 GAL", "PL", "2", "Y", "84.50"),
    ("60455", "Floor stripper low odor", "5 GAL", "PL", "1", "Y", "72.95"),
    ("62110", "Foam hand soap refill 1200 ml", "2/CS", "CS", "6", "Y", "33.40"),
    ("70804", "Microfiber cloth 16 in blue", "12/PK", "PK", "10", "Y", "8.95"),
    ("71120", "Wet mop head 24 oz looped", "12/CS", "CS", "2", "Y", "49.80"),
    ("71355", "Dust mop 24 in complete", "EA", "EA", "3", "Y", "21.65"),
    ("72040", "Mop bucket 35 qt w/ wringer", "EA", "EA", "1", "Y", "118.00"),
    ("73601", "Nitrile gloves L powder-free", "10X100", "CS", "3", "Y", "61.50"),
    ("75010", "Urinal screen with block", "12/BX", "BX", "4", "Y", "19.75"),
    ("98000", "Fuel surcharge", "", "EA", "1", "N", "12.50"),
]


def alus6(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    vendor, customer = "Keystone Janitorial Supply Co.", "Lehigh Valley Property Services, Inc."
    c.setFillColorRGB(0.1, 0.3, 0.6)
    p = c.beginPath()
    p.moveTo(left, h - 40)
    p.lineTo(left + 44, h - 40)
    p.lineTo(left + 38, h - 90)
    p.lineTo(left + 22, h - 98)
    p.lineTo(left + 6, h - 90)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 11, h - 70, "KJS", 12, BOLD)
    c.setFillGray(0)
    block = (vendor, "1450 Union Blvd", "Allentown, PA 18109", "(610) 555-0193  ·  keystonejan.com")
    _block(c, left + 56, h - 50, block, 9, pitch=11.5, first=BOLD)
    _text(c, right, h - 54, "INVOICE", 22, BOLD, True)
    boxes = (
        ("INVOICE #", "KJS-240917", 80),
        ("DATE", "Nov 30, 2026", 76),
        ("DUE DATE", "Dec 30, 2026", 76),
        ("TERMS", "Net 30", 60),
        ("SALES REP", "D. Kowalski", 78),
        ("ORDER #", "SO-88214", 70),
        ("SHIP VIA", "Our truck", 100),
    )
    x = left
    for key, value, wide in boxes:
        _box(c, x, h - 112, wide, key, value, 26, 8.5)
        x += wide
    _text(c, left, h - 156, "BILL TO", 8, BOLD)
    _block(
        c,
        left,
        h - 168,
        (customer, "Attn: Accounts Payable", "900 Hamilton St, Suite 410", "Allentown, PA 18101"),
        9,
    )
    _text(c, 320, h - 156, "SHIP TO", 8, BOLD)
    block = ("LVPS - Bethlehem Corporate Center", "Loading dock B", "3 Emrick Blvd", "Bethlehem, PA 18020")
    _block(c, 320, h - 168, block, 9)
    cols = [
        (left + 3, "QTY", False),
        (62, "U/M", False),
        (90, "ITEM #", False),
        (130, "DESCRIPTION", False),
        (320, "PACK", False),
        (378, "TX", False),
        (460, "PRICE", True),
        (right - 3, "AMOUNT", True),
    ]
    top = h - 232
    c.setStrokeColorRGB(0.1, 0.3, 0.6)
    c.setLineWidth(1.2)
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    c.setLineWidth(0.5)
    c.setStrokeGray(0)
    _heads(c, top, cols)
    y = top - 19
    amounts = []
    for item, desc, pack, um, qty, tx, price in US6_ROWS:
        amount = _net(qty, price)
        amounts.append(amount)
        _row(c, y, cols, (qty, um, item, desc, pack, tx, _n(price), _n(amount)), 8.5)
        y -= 14
    c.line(left, y + 8, right, y + 8)
    subtotal = _sum(amounts)
    taxable = _sum(a for r, a in zip(US6_ROWS, amounts) if r[5] == "Y")
    tax = _pct(taxable, "6")
    total = subtotal + tax
    pairs = (
        ("Subtotal", _n(subtotal)),
        ("Taxable subtotal", _n(taxable)),
        ("PA Sales Tax 6%", _n(tax)),
    )
    _pairs(c, 390, right - 3, y - 12, pairs, pitch=14)
    _band(c, 384, y - 66, right, 20, 0.85)
    _text(c, 390, y - 59, "TOTAL DUE (USD)", 10, BOLD)
    _text(c, right - 3, y - 59, _n(total, sym="$"), 10, BOLD, True)
    block = (
        "TX: Y = taxable, N = exempt (PA exempts toilet tissue and paper towels).",
        "Make checks payable to Keystone Janitorial Supply Co.",
        "ACH: Embassy Bank, routing 031918909, acct 4410028813.",
        "Past due balances are subject to a 1.5% monthly finance charge.",
    )
    _block(c, left, y - 12, block, 7.5, pitch=10.5)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        36,
        "Thank you for your business!  Questions? ar@keystonejan.com  ·  PA Sales Tax License 71-042118",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": _fields("KJS-240917", "2026-11-30", "2026-12-30", total, tax, "USD", vendor, customer),
        "line_items": [_item(r[1], r[4], r[6], str(a), r[0]) for r, a in zip(US6_ROWS, amounts)],
    }


# alnz7: a Te Awamutu farm supply store's tax invoice, GST 15 %
NZ7_ROWS = [
    ("DR-ABM5", "Pour-on drench abamectin", "5 L", "2", "186.50", "5"),
    ("DR-ORL2", "Oral drench triple combo", "2.5 L", "3", "142.00", "5"),
    ("FD-CM25", "Calf meal 20% protein", "25 kg", "40", "24.90", ""),
    ("FD-MIN", "Dairy minerals mix", "25 kg", "10", "41.80", ""),
    ("FN-HT25", "High tensile wire 2.5mm", "25 kg", "6", "98.40", "10"),
    ("FN-POST", "Treated post 1.8m H4", "ea", "120", "6.95", "10"),
    ("FN-STA", "Galv. staples 40mm", "5 kg", "2", "36.20", ""),
    ("FN-INS", "Pinlock insulator", "25 pk", "8", "14.60", ""),
    ("FN-TAPE", "Polytape 40mm white", "200 m", "4", "62.50", ""),
    ("AH-TEAT", "Teat spray concentrate", "20 L", "3", "118.00", ""),
    ("AH-CALF", "Calf electrolyte sachets", "10 pk", "5", "29.90", ""),
    ("HW-GUMB", "Gumboots work size 10", "pr", "2", "79.00", ""),
    ("HW-HOSE", "Dairy shed hose 19mm", "30 m", "1", "164.00", ""),
    ("SE-RYE", "Ryegrass seed perennial", "25 kg", "4", "212.00", "8"),
    ("FR-UREA", "Urea fertiliser 46% N", "500 kg", "2", "438.00", ""),
    ("DL-FARM", "Delivery to farm gate", "", "1", "35.00", ""),
]


def alnz7(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor, customer = "Waipa Rural Supplies Limited", "Matangi Downs Farm Limited"
    c.setFillColorRGB(0.15, 0.45, 0.15)
    c.wedge(left, h - 100, left + 70, h - 30, 0, 180, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 80, h - 56, "WAIPA RURAL", 20, BOLD)
    _text(c, left + 80, h - 70, "Farm  ·  Dairy  ·  Fencing  ·  Animal health", 8.5)
    block = (vendor, "212 Alexandra Street", "Te Awamutu 3800", "07 555 0162", "GST No. 104-228-913")
    _block(c, right, h - 44, block, 8, pitch=10, right=True)
    c.setLineWidth(1.5)
    c.line(left, h - 108, right, h - 108)
    c.setLineWidth(0.5)
    _text(c, left, h - 132, "TAX INVOICE", 15, BOLD)
    pairs = (
        ("Invoice Number:", "WRS-118372"),
        ("Invoice Date:", "27/11/2026"),
        ("Account No.:", "MATD01"),
        ("Order Ref:", "Phone - Tane"),
        ("Due Date:", "20/12/2026"),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, 360, h - 126 - 13 * i, k, 8.5, BOLD)
        _text(c, 450, h - 126 - 13 * i, v, 8.5)
    _text(c, left, h - 152, "Bill To:", 8.5, BOLD)
    block = (customer, "1480 Matangi Road", "RD 4, Hamilton 3284")
    _block(c, left, h - 165, block, 9, pitch=11.5)
    cols = [
        (left + 3, "Code", False),
        (96, "Description", False),
        (262, "Pack", False),
        (330, "Qty", True),
        (400, "Unit Price", True),
        (442, "Disc%", True),
        (right - 3, "Total Excl.", True),
    ]
    top = h - 220
    c.setFillColorRGB(0.15, 0.45, 0.15)
    c.rect(left, top - 5, right - left, 16, stroke=0, fill=1)
    c.setFillGray(1)
    _heads(c, top, cols)
    c.setFillGray(0)
    y = top - 19
    amounts = []
    for code, desc, pack, qty, price, disc in NZ7_ROWS:
        amount = _net(qty, price, disc)
        amounts.append(amount)
        _row(c, y, cols, (code, desc, pack, qty, _n(price), disc, _n(amount)), 8.5)
        c.setStrokeGray(0.8)
        c.line(left, y - 4, right, y - 4)
        c.setStrokeGray(0)
        y -= 15
    subtotal = _sum(amounts)
    gst = _pct(subtotal, "15")
    total = subtotal + gst
    pairs = (("Subtotal (excl. GST)", _n(subtotal, sym="$")), ("GST 15%", _n(gst, sym="$")))
    _pairs(c, 370, right - 3, y - 12, pairs, pitch=15)
    c.rect(364, y - 62, right - 364, 22)
    _text(c, 370, y - 55, "TOTAL NZD (incl. GST)", 9.5, BOLD)
    _text(c, right - 3, y - 55, _n(total, sym="$"), 10, BOLD, True)
    block = (
        "Payment terms: 20th of the month following invoice.",
        "Direct credit: Waipa Rural Supplies Limited",
        "ANZ 06-0317-0482215-00",
        "Reference: MATD01 / WRS-118372",
        "",
        "Animal remedies: observe withholding periods on the label.",
    )
    _block(c, left, y - 12, block, 8, pitch=11, first=BOLD)
    c.setFillGray(0.4)
    _centre(
        c, w, 36, "All goods sold under our terms of trade, which include a retention of title clause.", 7
    )
    c.setFillGray(0)
    return {
        "fields": _fields("WRS-118372", "2026-11-27", "2026-12-20", total, gst, "NZD", vendor, customer),
        "line_items": [_item(r[1], r[3], r[4], str(a), r[0]) for r, a in zip(NZ7_ROWS, amounts)],
    }


# albe8: a Namur pharmacy wholesaler's facture in French, CNK codes, TVA 6 %
BE8_ROWS = [
    ("2413880", "Paracétamol 1 g", "30 comp.", "20", "3.42", ""),
    ("1744393", "Ibuprofène 400 mg", "30 comp.", "15", "4.18", ""),
    ("3021458", "Oméprazole 20 mg", "56 gél.", "8", "9.65", "3"),
    ("2899662", "Amoxicilline 500 mg", "16 gél.", "10", "5.74", ""),
    ("1506115", "Cétirizine 10 mg", "40 comp.", "12", "6.30", "5"),
    ("3118205", "Loratadine 10 mg", "20 comp.", "6", "4.95", ""),
    ("2650974", "Atorvastatine 20 mg", "98 comp.", "5", "17.82", ""),
    ("2278834", "Metformine 850 mg", "100 comp.", "5", "7.46", ""),
    ("3347781", "Pantoprazole 40 mg", "56 comp.", "6", "12.35", "3"),
    ("1892214", "Sérum physiologique", "40 x 5 ml", "24", "3.10", ""),
    ("2966341", "Pastilles gorge miel-citron", "24 past.", "18", "4.22", "5"),
    ("3055087", "Sirop toux sèche", "200 ml", "10", "6.88", ""),
    ("1630072", "Vitamine D3 25.000 UI", "4 amp.", "14", "5.15", ""),
    ("2511470", "Magnésium + B6", "60 comp.", "8", "8.40", ""),
    ("3190643", "Spray nasal eau de mer", "100 ml", "12", "5.36", ""),
    ("2104426", "Lopéramide 2 mg", "20 gél.", "10", "3.96", ""),
    ("2744918", "Crème cicatrisante", "40 g", "6", "7.25", ""),
    ("3402216", "Solution SRO enfants", "10 sach.", "8", "4.60", ""),
    ("1977103", "Diclofénac gel 1 %", "120 g", "10", "6.05", "5"),
    ("3288570", "Mélatonine 1 mg", "30 comp.", "9", "6.70", ""),
]


def albe8(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor, customer = "Répartition Pharmaceutique Mosane SA", "Pharmacie du Parc SRL"

    def eu(v) -> str:
        return _n(v, ".", ",")

    c.setFillColorRGB(0.0, 0.55, 0.35)
    c.rect(left + 10, h - 82, 14, 42, stroke=0, fill=1)
    c.rect(left - 4, h - 68, 42, 14, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 52, h - 56, "RPM", 22, BOLD)
    _text(c, left + 52, h - 70, "Répartition Pharmaceutique Mosane", 9)
    block = (
        vendor,
        "Rue de l'Industrie 17, 5002 Namur (Saint-Servais)",
        "Tél. 081 55 02 40  ·  commandes@rpm-pharma.be",
        "TVA BE 0412.583.226  ·  RPM Namur",
        "Agréé AFMPS n° 0527 (grossiste-répartiteur)",
    )
    _block(c, right, h - 44, block, 7.5, pitch=9.5, right=True)
    c.rect(300, h - 178, right - 300, 70)
    block = (customer, "Pharmacie du Parc", "Avenue de la Plante 63", "5000 Namur", "TVA BE 0683.117.402")
    _block(c, 308, h - 120, block, 9, pitch=11.5, first=BOLD)
    _text(c, left, h - 124, "FACTURE", 18, BOLD)
    pairs = (
        ("Facture n° :", "26/118804"),
        ("Date :", "28/11/2026"),
        ("Client n° :", "PH-5000-63"),
        ("Bon de livraison :", "BL 26/441902"),
        ("Échéance :", "12/12/2026"),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, left, h - 142 - 12 * i, k, 8.5)
        _text(c, left + 90, h - 142 - 12 * i, v, 8.5, BOLD)
    cols = [
        (left + 3, "CNK", False),
        (88, "Désignation", False),
        (232, "Cond.", False),
        (310, "Qté", True),
        (376, "PU HTVA", True),
        (414, "Rem. %", True),
        (444, "TVA", True),
        (right - 3, "Montant HTVA", True),
    ]
    top = h - 222
    c.setFillColorRGB(0.85, 0.93, 0.89)
    c.rect(left, top - 5, right - left, 16, stroke=0, fill=1)
    c.setFillGray(0)
    _heads(c, top, cols)
    y = top - 19
    amounts = []
    for cnk, desc, pack, qty, price, disc in BE8_ROWS:
        amount = _net(qty, price, disc)
        amounts.append(amount)
        _row(c, y, cols, (cnk, desc, pack, qty, eu(price), disc, "6 %", eu(amount)), 8)
        y -= 13
    c.line(left, y + 7, right, y + 7)
    subtotal = _sum(amounts)
    tax = _pct(subtotal, "6")
    total = subtotal + tax
    tcols = [(330, "Base HTVA", False), (430, "Taux", False), (right - 3, "TVA", True)]
    _heads(c, y - 10, tcols, 8, OBL)
    _row(c, y - 23, tcols, (eu(subtotal) + " €", "6 %", eu(tax) + " €"), 8.5)
    c.line(330, y - 30, right, y - 30)
    pairs = (("Total HTVA", eu(subtotal) + " €"), ("Total TVA", eu(tax) + " €"))
    _pairs(c, 330, right - 3, y - 44, pairs, pitch=13)
    c.setFillColorRGB(0.0, 0.55, 0.35)
    c.rect(324, y - 90, right - 324, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 330, y - 82, "Total à payer TVAC (EUR)", 9.5, BOLD)
    _text(c, right - 3, y - 82, eu(total) + " €", 10, BOLD, True)
    c.setFillGray(0)
    block = (
        "Conditions de paiement",
        "14 jours date de facture, par domiciliation.",
        "IBAN BE71 0961 2345 6769",
        "BIC GKCCBEBB",
        "Communication : +++026/1188/04418+++",
    )
    _block(c, left, y - 12, block, 8, pitch=11, first=BOLD)
    c.setFillGray(0.4)
    block = (
        "Médicaments délivrés sous la responsabilité du pharmacien titulaire. Aucun retour sans accord préalable.",
        "En cas de retard de paiement, un intérêt de retard au taux légal est dû de plein droit (loi du 2 août 2002).",
    )
    _block(c, left, 48, block, 6.5, pitch=9)
    c.setFillGray(0)
    return {
        "fields": _fields("26/118804", "2026-11-28", "2026-12-12", total, tax, "EUR", vendor, customer),
        "line_items": [_item(r[1], r[3], r[4], str(a), r[0]) for r, a in zip(BE8_ROWS, amounts)],
    }


# alfi9: an Espoo IT hardware distributor's lasku, EAN column second, ALV 25,5 %
FI9_ROWS = [
    ("NB-LT14G5", "871422300156", 'Kannettava 14" i5 16/512 Gt', "6", "kpl", "829.00", "4"),
    ("DS-USBC4", "871422300491", "USB-C telakka 4K, 100 W", "6", "kpl", "189.00", ""),
    ("MN-27QHD", "471021200883", 'Näyttö 27" QHD IPS USB-C', "8", "kpl", "279.00", "5"),
    ("MN-ARM2", "640001900214", "Näyttövarsi kahdelle näytölle", "4", "kpl", "84.90", ""),
    ("KB-WLFI", "509920900452", "Langaton näppäimistö FI/SE", "10", "kpl", "39.90", ""),
    ("MS-ERGO", "509920900889", "Ergonominen hiiri, langaton", "10", "kpl", "44.50", ""),
    ("SS-NVM1T", "884332100561", "SSD NVMe 1 Tt PCIe 4.0", "12", "kpl", "78.40", "3"),
    ("RM-DDR16", "884332100998", "Muistimoduuli DDR5 16 Gt", "8", "kpl", "52.60", ""),
    ("SW-24G", "471021201095", "Kytkin 24-port Gigabit PoE+", "1", "kpl", "412.00", ""),
    ("CB-C6A3", "640001900801", "Verkkokaapeli Cat6A 3 m", "40", "kpl", "4.85", ""),
    ("UP-1500", "360052200337", "UPS 1500 VA line-interactive", "2", "kpl", "296.00", ""),
    ("HS-USBC", "509920901114", "Kuulokemikrofoni USB-C ANC", "10", "kpl", "69.00", "5"),
    ("WT-DEL", "", "Rahti, Matkahuolto", "1", "erä", "24.00", ""),
]


def alfi9(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor, customer = "Nordic Datatukku Oy", "Lakeuden IT-Palvelut Oy"

    def fi(v) -> str:
        return _n(v, " ", ",")

    c.setFillColorRGB(0.0, 0.2, 0.45)
    c.rect(left, h - 64, 24, 24, stroke=0, fill=1)
    c.setFillColorRGB(0.2, 0.6, 0.9)
    c.rect(left + 28, h - 64, 24, 24, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 62, h - 56, "Nordic Datatukku", 18, BOLD)
    _text(c, left + 62, h - 68, "IT-tukkukauppa jälleenmyyjille", 8, OBL)
    _text(c, right, h - 54, "LASKU", 18, BOLD, True)
    _block(c, left, h - 106, (customer, "Kauppatori 3 B", "60100 Seinäjoki"), 9.5, pitch=12)
    pairs = (
        ("Laskun numero", "260114872"),
        ("Laskun päivämäärä", "26.11.2026"),
        ("Asiakasnumero", "11803"),
        ("Viitteenne", "Tilaus 4417 / J. Mäki"),
        ("Maksuehto", "14 pv netto"),
        ("Eräpäivä", "10.12.2026"),
        ("Viivästyskorko", "11,5 %"),
        ("Viitenumero", "26011 48727"),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, 330, h - 100 - 12 * i, k, 8)
        _text(c, 430, h - 100 - 12 * i, v, 8.5, BOLD)
    cols = [
        (left + 2, "Tuotekoodi", False),
        (92, "EAN", False),
        (160, "Tuote", False),
        (348, "Määrä", True),
        (353, "Yks.", False),
        (418, "À-hinta", True),
        (448, "Ale %", True),
        (480, "ALV %", True),
        (right - 2, "Yhteensä", True),
    ]
    top = h - 218
    _band(c, left, top - 5, right, 16, 0.88)
    _heads(c, top, cols, 7.5)
    y = top - 19
    amounts = []
    for code, ean, desc, qty, unit, price, disc in FI9_ROWS:
        amount = _net(qty, price, disc)
        amounts.append(amount)
        cells = (code, _ean(ean) if ean else "", desc, qty, unit, fi(price), disc, "25,5", fi(amount))
        _row(c, y, cols, cells, 7.5)
        y -= 14
    c.line(left, y + 8, right, y + 8)
    subtotal = _sum(amounts)
    tax = _pct(subtotal, "25.5")
    total = subtotal + tax
    pairs = (("Veroton yhteensä", fi(subtotal) + " EUR"), ("ALV 25,5 %", fi(tax) + " EUR"))
    _pairs(c, 350, right - 2, y - 12, pairs, pitch=14)
    c.setLineWidth(1.2)
    c.line(350, y - 34, right, y - 34)
    c.setLineWidth(0.5)
    _text(c, 350, y - 48, "Maksettava yhteensä", 10, BOLD)
    _text(c, right - 2, y - 48, fi(total) + " EUR", 10, BOLD, True)
    # the bank transfer form at the foot
    base = 150
    c.line(left, base + 80, right, base + 80)
    block = (
        ("Saajan tilinumero", "FI21 1234 5600 0007 85  NDEAFIHH"),
        ("Saaja", vendor),
        ("Viitenumero", "26011 48727"),
        ("Eräpäivä", "10.12.2026"),
        ("Euro", fi(total)),
    )
    for i, (k, v) in enumerate(block):
        _text(c, left, base + 66 - 12 * i, k, 7)
        _text(c, left + 90, base + 66 - 12 * i, v, 8.5, BOLD)
    money = f"{total:.2f}".replace(".", "").zfill(8)
    _barcode(c, w, base - 24, f"42112345600000785{money}000{'2601148727'.zfill(20)}261210", 22, 0.6)
    c.setFillGray(0.4)
    block = (
        f"{vendor}  ·  Y-tunnus 2718443-6  ·  ALV-rek.  ·  Keilaranta 21, 02150 Espoo",
        "Puh. 09 555 2040  ·  laskutus@nordicdatatukku.fi  ·  Kotipaikka Espoo",
    )
    _block(c, left, 44, block, 7, pitch=9.5)
    c.setFillGray(0)
    return {
        "fields": _fields("260114872", "2026-11-26", "2026-12-10", total, tax, "EUR", vendor, customer),
        "line_items": [_item(r[2], r[3], r[5], str(a), r[0]) for r, a in zip(FI9_ROWS, amounts)],
    }


# alsg10: a Singapore ship chandler's tax invoice, IMPA codes, GST 9 %
SG10_ROWS = [
    ("000101", "Rice, jasmine 25 kg bag", "BAG", "4", "48.50"),
    ("000512", "Cooking oil, vegetable 18 L", "TIN", "2", "46.80"),
    ("001230", "Chicken, whole frozen", "KG", "30", "5.95"),
    ("001418", "Beef, striploin frozen", "KG", "12", "24.60"),
    ("002044", "Eggs, fresh (tray of 30)", "TRAY", "6", "9.20"),
    ("003115", "Mineral water 1.5 L x 12", "CTN", "20", "7.80"),
    ("150502", "Toilet paper 2-ply (10 rolls)", "PKT", "12", "6.40"),
    ("174211", "Garbage bag 36 x 48 in heavy", "ROLL", "10", "8.95"),
    ("190131", "Coverall cotton, size L", "PC", "6", "24.00"),
    ("190512", "Safety gloves, cut resistant", "PR", "24", "6.85"),
    ("191106", "Safety shoes, steel toe sz 42", "PR", "2", "68.00"),
    ("232001", "Mooring rope PP 48 mm x 220 m", "COIL", "1", "1180.00"),
    ("232452", "Heaving line 10 mm x 30 m", "PC", "2", "42.50"),
    ("330106", "Life jacket, SOLAS approved", "PC", "4", "86.00"),
    ("331241", "Lifebuoy light, self-igniting", "PC", "1", "142.00"),
    ("450318", "Marine grease EP2, 15 kg pail", "PAIL", "1", "128.40"),
    ("550102", "Cotton waste rags, white", "KG", "50", "2.90"),
    ("612011", "Deck scrubbing brush w/ handle", "PC", "4", "14.60"),
    ("631012", "Paint primer epoxy grey 20 L", "TIN", "2", "265.00"),
    ("651604", "Wire brush, steel 4 rows", "PC", "10", "4.75"),
    ("792515", "Flashlight LED, explosion proof", "PC", "2", "118.00"),
    ("990001", "Launch hire & delivery alongside", "TRIP", "1", "180.00"),
]


def alsg10(c) -> dict:
    w, h = A4
    left, right = 34, w - 34
    vendor, customer = "Straits Marine Chandlers Pte. Ltd.", "Kallang Towage Pte. Ltd."
    c.setStrokeColorRGB(0.0, 0.2, 0.5)
    c.setLineWidth(3)
    c.circle(left + 22, h - 58, 20)
    c.line(left + 22, h - 44, left + 22, h - 74)
    c.line(left + 12, h - 50, left + 32, h - 50)
    c.setLineWidth(0.5)
    c.setStrokeGray(0)
    _text(c, left + 52, h - 54, vendor, 15, BOLD)
    block = (
        "Ship Chandlers & Marine Stores  ·  IMPA member",
        "30 Pandan Road, #02-11 Jurong Marine Centre, Singapore 609277",
        "Tel +65 6555 0188  ·  ops@straitsmarine.com.sg",
        "Co. Reg. No. 200916743K  ·  GST Reg. No. M2-0091674-3",
    )
    _block(c, left + 52, h - 68, block, 7.5, pitch=9.5)
    c.setFillColorRGB(0.0, 0.2, 0.5)
    c.rect(left, h - 136, right - left, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 130, "TAX INVOICE", 12, BOLD)
    c.setFillGray(0)
    _text(c, left, h - 152, "Bill To", 8, BOLD)
    block = (customer, "11 Keppel Road, #07-03", "Singapore 089057", "Attn: Marine Superintendent")
    _block(c, left, h - 164, block, 8.5, pitch=10.5)
    _text(c, 210, h - 152, "Vessel / Delivery", 8, BOLD)
    block = ("TB Kallang Star (IMO 9512874)", "Delivered: Pasir Panjang Anch.", "Supply date: 28 Nov 2026")
    _block(c, 210, h - 164, block, 8.5, pitch=10.5)
    pairs = (
        ("Invoice No.", "SMC/INV/26/07741"),
        ("Date", "29 Nov 2026"),
        ("Your P.O.", "KT-PO-2611-052"),
        ("D/O No.", "DO-26-11873"),
        ("Terms", "30 days"),
        ("Due Date", "29 Dec 2026"),
    )
    _pairs(c, 400, right, h - 152, pairs, pitch=11)
    cols = [
        (left + 2, "No.", False),
        (58, "IMPA", False),
        (100, "Description", False),
        (300, "Unit", False),
        (368, "Qty", True),
        (450, "Unit Price", True),
        (right - 2, "Amount", True),
    ]
    top = h - 240
    c.rect(left, top - 5, right - left, 16)
    _heads(c, top, cols)
    y = top - 18
    amounts = []
    for i, (impa, desc, unit, qty, price) in enumerate(SG10_ROWS, 1):
        amount = _net(qty, price)
        amounts.append(amount)
        _row(c, y, cols, (str(i), impa, desc, unit, qty, _n(price), _n(amount)))
        y -= 13
    c.rect(left, y + 7, right - left, top - 5 - y - 7)
    subtotal = _sum(amounts)
    gst = _pct(subtotal, "9")
    total = subtotal + gst
    pairs = (("Sub-total", _n(subtotal)), ("GST @ 9%", _n(gst)))
    _pairs(c, 380, right - 2, y - 10, pairs, pitch=13)
    c.rect(374, y - 56, right - 374, 20)
    _text(c, 380, y - 49, "Total (SGD)", 10, BOLD)
    _text(c, right - 2, y - 49, _n(total, sym="S$"), 10, BOLD, True)
    block = (
        "All amounts in Singapore Dollars (SGD).",
        "Payment by telegraphic transfer to DBS Bank Ltd,",
        "A/C 072-918443-1, SWIFT DBSSSGSG.",
        "Goods received in good order by vessel:",
    )
    _block(c, left, y - 10, block, 7.5, pitch=10)
    c.line(left, y - 72, left + 180, y - 72)
    _text(c, left, y - 82, "Master / Chief Officer (vessel stamp)", 7)
    c.setFillGray(0.4)
    _centre(c, w, 34, "Claims for shortage or damage must be made within 48 hours of delivery.  E. & O.E.", 7)
    c.setFillGray(0)
    return {
        "fields": _fields(
            "SMC/INV/26/07741", "2026-11-29", "2026-12-29", total, gst, "SGD", vendor, customer
        ),
        "line_items": [_item(r[1], r[3], r[4], str(a), r[0]) for r, a in zip(SG10_ROWS, amounts)],
    }


LAYOUTS = {
    "alie1": (alie1, A4),
    "ales2": (ales2, A4),
    "alch3": (alch3, A4),
    "alpl4": (alpl4, A4),
    "alca5": (alca5, letter),
    "alus6": (alus6, letter),
    "alnz7": (alnz7, A4),
    "albe8": (albe8, A4),
    "alfi9": (alfi9, A4),
    "alsg10": (alsg10, A4),
}
SCANNED = ("alie1", "alch3", "alnz7", "alsg10")
