"""Ten hand-written orders (set y), written on 2026-12-07 in the manner of scripts/layouts_set.py, from buyers
and sellers no earlier set drew: an Ohio city school district's purchase order of 24 lines over two pages
(a fund / function / object / building account code on each line, a fiscal officer's certificate, an
account distribution, tax exempt), a Québec regional hospital's bilingual bon de commande / purchase order
(TPS/GST 5 % and TVQ/QST 9,975 % with their total, 1 234,56 $), a Lower Austrian wine estate's Bestellung
to its cellar supplier (keys over values in boxes, USt 20 %), a Brno bakery's objednavka for packaging (DPH
21 %, CZK, 12 345,60, written without Czech diacritics, as older systems print it), a Silkeborg furniture
maker's ordrebekræftelse (moms 25 %, 12.345,00 kr.), a Limerick catering-equipment firm's order
acknowledgement (a delivery charge outside the goods, VAT 23 %), a Bay of Plenty orchard's purchase order
(GST 15 % per line and in total, day-first dates), a Chilean builder's orden de compra (RUT, whole pesos
with thousands dots, IVA 19 %), a Marrakech riad's bon de commande (ICE numbers, MAD, TVA 20 %, the amount
in words) and a Higashiosaka machine shop's purchase order written in English (JPY, a tax included total
boxed on top, consumption tax 10 %, hanko seals). Four are also written as scans (SCANNED), none of them
the two-page order.

What the values say where a page leaves a choice: on a purchase order or bon de commande (yus1, yca2, yat3,
ycz4, ynz7, ycl8, yma9, yjp10) the vendor is the supplier it is addressed to and the customer the organisation
that issues it; on the order confirmation and acknowledgement (ydk5, yie6) the vendor is the issuer and the
customer the buyer. The delivery date asked for ("Deliver By", "Livraison requise / Required delivery",
"Gewünschter Liefertermin", "Pozadovany termin dodani", "Ønsket leveringsdato", "Requested Delivery",
"Delivery Date", "Fecha de entrega", "Date de livraison souhaitée") is the due date. The school district's
order prints its sales tax as "EXEMPT", so it has no tax_amount; its total is the P.O. total (freight
included); its account codes, the requisition number and the fiscal year are no item ids, its vendor catalog
number is. The Québec order's tax is its printed "Total des taxes / Total taxes" (TPS + TVQ). The Irish
acknowledgement's line items are the goods (summing to "Goods Total"); its delivery and installation charge is
no line item, and its total is the total incl. VAT (delivery included). The Danish confirmation's "Fragt og
montering" is printed as a numbered position and is a line item. The Chilean and Japanese orders are in whole
units (CLP, JPY): their amounts have no decimals. The Japanese order's total is the boxed "Total Amount (tax
incl.)", equal to the total under the table. An article, part, product, catalog or item code column gives
item_id; a line number, an account code or a unit does not. Quantities printed with thousands separators ("10
000", "6.000", "6,000") are plain in the values. US pages print dates with the month's name; the Québec page
prints ISO dates, the others day first or year first (Japan).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"


def _num(v: Decimal, th: str = ",", dec: str = ".", places: int = 2) -> str:
    """An amount rounded to ``places``, ``th`` between thousands and ``dec`` before the fraction."""
    s = f"{v.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP):.{places}f}"
    whole, _, frac = s.partition(".")
    sign = "-" if whole.startswith("-") else ""
    whole = f"{abs(int(whole)):,}".replace(",", th)
    return sign + whole + (dec + frac if places else "")


def _plain(v: Decimal, places: int = 2) -> str:
    return f"{v.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP):.{places}f}"


def _ext(qty: str, unit: str, places: int = 2) -> Decimal:
    """A line's amount: a plain quantity times a plain unit price, rounded to ``places``."""
    return (Decimal(qty) * Decimal(unit)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _tax(net: Decimal, rate: str, places: int = 2) -> Decimal:
    return (net * Decimal(rate) / 100).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _eu(v: Decimal, places: int = 2) -> str:
    """1.234,56 (Austria, Denmark, Chile)."""
    return _num(v, ".", ",", places)


def _sp(v: Decimal, places: int = 2) -> str:
    """1 234,56 (Québec, Czechia, Morocco)."""
    return _num(v, " ", ",", places)


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


def _boxes(
    c, x: float, y: float, cells, widths, height: float = 26, size: float = 8.5, font="Helvetica"
) -> None:
    """A row of boxes, each its key (small, bold) over its value; ``y`` the top of the row."""
    for (k, v), cw in zip(cells, widths):
        c.rect(x, y - height, cw, height)
        _text(c, x + 4, y - 9, k, 6.5, BOLD)
        _text(c, x + 4, y - height + 7, v, size, font)
        x += cw


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


# yus1: an Ohio city school district's purchase order, 24 lines over two pages, an account code on each line
YUS1_ROWS = (
    ("BES-10422", "Copy paper 8.5 x 11, 20 lb, 10-ream case", "40", "CS", "001.2420.510.0210", "48.90"),
    ("BES-20115", "Pencils #2, yellow, box of 144", "12", "BX", "001.1130.510.0210", "21.60"),
    ("BES-20388", "Dry-erase markers, chisel tip, 12 asst", "24", "PK", "001.1130.510.0210", "8.75"),
    ("BES-30071", "Composition notebook, wide ruled", "200", "EA", "001.1130.510.0210", "1.29"),
    ("BES-30244", "Glue sticks 0.77 oz, 30 count", "10", "PK", "001.1130.510.0210", "11.40"),
    ("BES-31560", "Construction paper 9 x 12, 500 sheets", "15", "PK", "001.1130.510.0210", "9.85"),
    ("BES-40019", "Scissors 5 in, blunt tip", "36", "EA", "001.1130.510.0210", "1.45"),
    ("BES-40233", "Colored pencils, 24 count", "60", "BX", "001.1130.510.0210", "3.20"),
    ("BES-41108", "Graph paper pad, 1/4 in grid", "50", "EA", "001.1130.510.0210", "2.35"),
    ("BES-55230", "Scientific calculator TI-30XIIS", "30", "EA", "001.1130.640.0210", "16.49"),
    ("SCI-11840", "Safety goggles, indirect vent, anti-fog", "32", "EA", "001.1130.510.0215", "4.75"),
    ("SCI-12250", "Beaker, borosilicate 250 mL, 12 pack", "4", "PK", "001.1130.510.0215", "27.80"),
    ("SCI-13010", "Nitrile gloves, medium, 100 count", "10", "BX", "001.1130.510.0215", "9.60"),
    ("SCI-19002", "Periodic table wall chart, laminated", "2", "EA", "001.1130.510.0215", "18.95"),
    ("PE-20295", "Basketball, official size 29.5", "12", "EA", "300.4510.510.0210", "22.50"),
    ("PE-21012", "Mesh pinnies, set of 12", "4", "ST", "300.4510.510.0210", "34.00"),
    ("PE-22410", "Stopwatch, 10-lap memory", "6", "EA", "300.4510.510.0210", "12.95"),
    ("PE-22500", "Whistle with lanyard", "12", "EA", "300.4510.510.0210", "2.40"),
    ("LIB-08815", "Book repair tape 2 in x 15 yd", "10", "RL", "001.2220.510.0210", "6.85"),
    ("BES-61203", "Laminating pouches, 3 mil, letter, 100", "8", "BX", "001.2420.510.0210", "17.95"),
    ("BES-70058", "Toner cartridge HP 58X, black", "6", "EA", "001.2420.510.0210", "189.00"),
    ("BES-71190", "Staples, standard, 5,000 count", "20", "BX", "001.2420.510.0210", "2.95"),
    ("BES-72215", "File folders, letter, 1/3 cut, 100", "10", "BX", "001.2420.510.0210", "12.40"),
    ("JAN-03318", "Hand sanitizer 8 oz, pump bottle", "48", "EA", "001.2700.510.0210", "2.15"),
)
YUS1_XS = (36, 56, 84, 108, 164, 352, 438, 498, 576)
YUS1_ALIGN = "crcllrrr"
NAVY = (0.1, 0.2, 0.42)


def _yus1_table_head(c, top: float) -> None:
    _band(c, 36, top - 5, 540, 16, NAVY)
    c.setFillGray(1)
    titles = ("Ln", "Qty", "UOM", "Catalog #", "Description", "Account Code", "Unit Price", "Amount")
    _row(c, YUS1_XS, top, titles, YUS1_ALIGN, 7.5, BOLD)
    c.setFillGray(0)


def _yus1_rows(c, top: float, first: int, rows) -> float:
    """Rows ``first`` … of the order from ``top`` down; the y under the last."""
    c.setStrokeGray(0.75)
    c.setLineWidth(0.4)
    y = top
    for i, (item, d, q, uom, acct, p) in enumerate(rows):
        y = top - 18 - 15 * i
        cells = (str(first + i + 1), q, uom, item, d, acct, p, _num(_ext(q, p)))
        _row(c, YUS1_XS, y, cells, YUS1_ALIGN, 7.8)
        c.line(36, y - 5, 576, y - 5)
    c.setStrokeGray(0)
    return y - 5


def _yus1_first(c) -> None:
    w, h = letter
    c.setStrokeColorRGB(*NAVY)
    c.setLineWidth(1.5)
    c.circle(66, h - 66, 27)
    c.setLineWidth(0.6)
    c.circle(66, h - 66, 22)
    c.setFillColorRGB(*NAVY)
    _centre(c, 132, h - 65, "MRCSD", 8.5, BOLD)
    _centre(c, 132, h - 75, "EST. 1958", 5.5)
    c.setStrokeGray(0)
    _text(c, 104, h - 52, "Maple Ridge City School District", 15, BOLD)
    c.setFillGray(0)
    _block(
        c,
        104,
        h - 66,
        (
            "Department of Business Services - Purchasing",
            "1250 Schoolhouse Lane, Delaware, OH 43015",
            "Phone (740) 555-0196  |  purchasing@mrcsd.k12.oh.us",
        ),
        8.5,
        pitch=11,
    )
    _text(c, w - 36, h - 52, "PURCHASE ORDER", 17, BOLD, True)
    _text(
        c,
        w - 36,
        h - 62,
        "This number must appear on all invoices, packing slips and cartons.",
        6,
        right=True,
    )
    c.setLineWidth(0.8)
    c.rect(392, h - 146, 184, 76)
    info = (
        ("P.O. Number", "P2700418"),
        ("P.O. Date", "Nov 12, 2026"),
        ("Fiscal Year", "2027"),
        ("Requisition", "R27-01655"),
        ("Deliver By", "Dec 4, 2026"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 398, h - 82 - 14 * i, k, 8, BOLD)
        _text(c, 570, h - 82 - 14 * i, v, 9, BOLD if i == 0 else "Helvetica", True)
    boxes = (
        (
            36,
            "VENDOR  (Vendor No. V01873)",
            (
                "Buckeye Educational Supply Co.",
                "Attn: Order Desk",
                "3320 Kenny Industrial Pkwy",
                "Columbus, OH 43235",
            ),
        ),
        (
            316,
            "SHIP TO",
            (
                "Maple Ridge Middle School",
                "Attn: Main Office - Receiving",
                "700 W. Central Ave",
                "Delaware, OH 43015",
            ),
        ),
    )
    for x, title, lines in boxes:
        c.rect(x, h - 236, 260, 70)
        _band(c, x, h - 180, 260, 14, (0.88, 0.9, 0.95))
        c.rect(x, h - 236, 260, 70)
        _text(c, x + 6, h - 176, title, 7.5, BOLD)
        _block(c, x + 6, h - 192, lines, 8.5, pitch=11, first=BOLD)
    _text(
        c, 36, h - 250, "INVOICE TO: Treasurer's Office, Accounts Payable, at the address above.", 7.5, BOLD
    )
    band = (
        ("TERMS", "Net 30"),
        ("F.O.B.", "Destination"),
        ("SHIP VIA", "Best Way"),
        ("TAX STATUS", "Exempt, ORC 5739.02(B)(1)"),
        ("BUYER", "L. Okafor"),
    )
    xs = (36, 120, 204, 288, 452, 576)
    _boxes(c, 36, h - 258, band, [xs[k + 1] - xs[k] for k in range(5)], 24, 8)


def _yus1_foot(c, page: int) -> None:
    w = letter[0]
    _grey(
        c,
        0,
        40,
        (
            "Maple Ridge City School District is an equal opportunity employer. Vendor W-9 on file required.",
            f"P.O. P2700418  |  Page {page} of 2",
        ),
        6.5,
        centre=w,
    )


def _yus1_close(c, y: float, subtotal: Decimal, freight: Decimal) -> Decimal:
    """Page 2's totals, account distribution and fiscal officer's certificate under ``y``; the total."""
    total = subtotal + freight
    c.setLineWidth(0.8)
    c.rect(392, y - 78, 184, 68)
    _pairs(
        c,
        398,
        570,
        y - 24,
        (("Subtotal", _num(subtotal)), ("Freight", _num(freight)), ("Sales Tax", "EXEMPT")),
        pitch=13,
    )
    _band(c, 392.5, y - 77.5, 183, 15, (0.88, 0.9, 0.95))
    _text(c, 398, y - 72, "P.O. TOTAL  USD", 9, BOLD)
    _text(c, 570, y - 72, f"${_num(total)}", 9.5, BOLD, True)
    dist: dict[str, Decimal] = {}
    for _, _, q, _, acct, p in YUS1_ROWS:
        dist[acct] = dist.get(acct, Decimal(0)) + _ext(q, p)
    _text(c, 36, y - 20, "ACCOUNT DISTRIBUTION", 8, BOLD)
    c.line(36, y - 24, 250, y - 24)
    for i, (acct, amount) in enumerate(sorted(dist.items())):
        _text(c, 36, y - 36 - 11 * i, acct, 7.5, "Courier")
        _text(c, 250, y - 36 - 11 * i, _num(amount), 7.5, right=True)
    _text(c, 36, y - 36 - 11 * len(dist), "Freight: 001.2420.510.0210", 6.5)
    y -= 60 + 11 * len(dist)
    cert = (
        "FISCAL OFFICER'S CERTIFICATE",
        "It is hereby certified that the amount required to meet the obligation herein has been lawfully",
        (
            "appropriated for such purpose and is in the treasury or in process of collection to the credit"
            " of the"
        ),
        "funds shown above, free from any obligation or certification now outstanding (ORC 5705.41(D)).",
    )
    _block(c, 36, y, cert, 7.5, pitch=10, first=BOLD)
    for x, who in ((36, "Karen J. Lindqvist, Treasurer/CFO"), (316, "Authorized Purchasing Agent")):
        c.line(x, y - 70, x + 240, y - 70)
        _text(c, x, y - 80, who, 7.5)
    return total


def yus1(c) -> dict:
    h = letter[1]
    _yus1_first(c)
    top = h - 306
    _yus1_table_head(c, top)
    _yus1_rows(c, top, 0, YUS1_ROWS[:16])
    _text(c, 576, top - 18 - 15 * 16 - 6, "Continued on page 2", 8, "Helvetica-Oblique", True)
    _yus1_foot(c, 1)
    c.showPage()
    _grey(
        c,
        36,
        h - 36,
        ("Maple Ridge City School District  |  Purchase Order P2700418  (continued)",),
        8,
        gray=0.3,
    )
    c.line(36, h - 42, 576, h - 42)
    top = h - 70
    _yus1_table_head(c, top)
    y = _yus1_rows(c, top, 16, YUS1_ROWS[16:])
    subtotal = sum((_ext(q, p) for _, _, q, _, _, p in YUS1_ROWS), Decimal(0))
    total = _yus1_close(c, y - 10, subtotal, Decimal("38.50"))
    _yus1_foot(c, 2)
    return {
        "fields": {
            "document_number": "P2700418",
            "date": "2026-11-12",
            "due_date": "2026-12-04",
            "total_amount": _plain(total),
            "currency": "USD",
            "vendor_name": "Buckeye Educational Supply Co.",
            "customer_name": "Maple Ridge City School District",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), item) for item, d, q, _, _, p in YUS1_ROWS],
    }


# yca2: a Québec regional hospital's bilingual purchase order, TPS/GST and TVQ/QST with their total
YCA2_ROWS = (
    ("MS-44120", "Masques chirurgicaux niveau 3 (bte 50)", "120", "BTE", "9.85"),
    ("MS-51806", "Gants nitrile sans poudre, M (bte 100)", "200", "BTE", "7.42"),
    ("MS-20033", "Compresses de gaze 10 x 10 cm, steriles", "80", "PQT", "14.60"),
    ("MS-61215", "Seringues 10 mL Luer-Lock (bte 100)", "25", "BTE", "38.90"),
    ("MS-70418", "Tubulures de perfusion, 15 gtt/mL", "300", "UN", "3.27"),
    ("MS-33092", "Draps d'examen 53 cm x 68 m", "36", "RLX", "21.75"),
    ("MS-80540", "Contenant pour objets piquants 5 L", "48", "UN", "6.15"),
    ("MS-12987", "Desinfectant de surface, lingettes (160)", "60", "CONT", "11.30"),
)
BLUE = (0.0, 0.34, 0.6)


def _yca2_head(c) -> None:
    w, h = letter
    left, right = 40, w - 40
    _band(c, left, h - 78, 40, 40, BLUE)
    c.setFillGray(1)
    c.rect(left + 16, h - 72, 8, 28, stroke=0, fill=1)
    c.rect(left + 6, h - 62, 28, 8, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 50, h - 52, "Centre hospitalier Val-des-Érables", 14, BOLD)
    _block(
        c,
        left + 50,
        h - 65,
        (
            "Service de l'approvisionnement / Procurement Services",
            "2150, boulevard des Érables, Victoriaville (Québec)  G6P 4K2",
        ),
        8,
        pitch=10,
    )
    _text(c, right, h - 50, "BON DE COMMANDE", 15, BOLD, True)
    _text(c, right, h - 64, "PURCHASE ORDER", 11, right=True)
    cells = (
        ("No de commande / PO No.", "BC-7104582"),
        ("Date", "2026-11-17"),
        ("Livraison requise / Required delivery", "2026-12-01"),
        ("Page", "1 / 1"),
    )
    c.setLineWidth(0.6)
    _boxes(c, left, h - 96, cells, (130, 90, 190, 122), 28, 9.5, BOLD)


def _yca2_parties(c, top: float) -> None:
    left = 40
    blocks = (
        (
            "FOURNISSEUR / SUPPLIER",
            (
                "Médi-Source Québec Inc.",
                "No fournisseur / Vendor no.: 200487",
                "455, rue Jean-Neveu",
                "Longueuil (Québec)  J4G 1N8",
            ),
        ),
        (
            "LIVRER À / SHIP TO",
            (
                "CH Val-des-Érables - Magasin central",
                "Quai de réception no 2",
                "2150, boulevard des Érables",
                "Victoriaville (Québec)  G6P 4K2",
            ),
        ),
    )
    for k, (title, lines) in enumerate(blocks):
        x = left + 270 * k
        _text(c, x, top, title, 7.5, BOLD)
        c.setStrokeColorRGB(*BLUE)
        c.line(x, top - 4, x + 252, top - 4)
        c.setStrokeGray(0)
        _block(c, x, top - 17, lines, 8.5, pitch=11, first=BOLD)
    info = (
        "Centre de coût / Cost centre: 6120 Bloc opératoire      Acheteuse / Buyer: Geneviève Pelletier",
        "Conditions / Terms: net 30 jours      FAB / FOB: destination      Devise / Currency: CAD",
    )
    _block(c, left, top - 72, info, 7.5, pitch=10)


def yca2(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    _yca2_head(c)
    _yca2_parties(c, h - 146)
    xs = (left, 64, 126, 330, 376, 414, 478, right)
    top = h - 250
    n = len(YCA2_ROWS) + 1
    _band(c, left, top - 24, right - left, 24, (0.85, 0.91, 0.97))
    c.setLineWidth(0.5)
    _grid(c, xs, top, 1, 24)
    foot = _grid(c, xs, top - 24, n - 1, 16)
    heads = (
        ("No", ""),
        ("Produit", "Product"),
        ("Description", ""),
        ("Qté", "Qty"),
        ("U/M", "UOM"),
        ("Prix unit.", "Unit price"),
        ("Montant", "Amount"),
    )
    aligns = "cllrlrr"
    _row(c, xs, top - 10, [fr for fr, _ in heads], aligns, 7.5, BOLD)
    _row(c, xs, top - 19, [en for _, en in heads], aligns, 6.5, "Helvetica-Oblique")
    net = Decimal(0)
    for i, (code, d, q, unit, p) in enumerate(YCA2_ROWS):
        amount = _ext(q, p)
        net += amount
        cells = (str(i + 1), code, d, q, unit, _sp(Decimal(p)), _sp(amount))
        _row(c, xs, top - 24 - 16 * i - 11, cells, aligns, 8)
    gst, qst = _tax(net, "5"), _tax(net, "9.975")
    total = net + gst + qst
    sums = (
        ("Sous-total / Subtotal", _sp(net) + " $"),
        ("TPS / GST 5 %  (no 812345678 RT0001)", _sp(gst) + " $"),
        ("TVQ / QST 9,975 %  (no 1214567890 TQ0001)", _sp(qst) + " $"),
        ("Total des taxes / Total taxes", _sp(gst + qst) + " $"),
    )
    _pairs(c, 330, right - 4, foot - 16, sums, pitch=13)
    y = foot - 16 - 13 * 4
    _band(c, 326, y - 8, right - 326, 18, BLUE)
    c.setFillGray(1)
    _text(c, 332, y - 2, "TOTAL (CAD)", 10, BOLD)
    _text(c, right - 4, y - 2, _sp(total) + " $", 10, BOLD, True)
    c.setFillGray(0)
    notes = (
        "Remarques / Notes",
        "Livraison du lundi au vendredi, 7 h 30 à 15 h. Bordereau de livraison requis.",
        "Deliveries Monday to Friday, 7:30 to 15:00. Packing slip required.",
        "Indiquer le no de commande sur toute facture. / Quote the PO No. on every invoice.",
        "Factures / Invoices: comptes.fournisseurs@chvde.qc.ca",
    )
    _block(c, left, foot - 16, notes, 7.5, pitch=10.5, first=BOLD)
    c.line(left, 120, left + 220, 120)
    _text(c, left, 110, "Signature autorisée / Authorized signature", 7.5)
    _grey(
        c,
        0,
        50,
        ("Formulaire APP-100 (rév. 2025-04)  -  Conditions générales d'achat au verso",),
        6.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "BC-7104582",
            "date": "2026-11-17",
            "due_date": "2026-12-01",
            "total_amount": _plain(total),
            "tax_amount": _plain(gst + qst),
            "currency": "CAD",
            "vendor_name": "Médi-Source Québec Inc.",
            "customer_name": "Centre hospitalier Val-des-Érables",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, _, p in YCA2_ROWS],
    }


# yat3: a Lower Austrian wine estate's Bestellung to its cellar supplier, keys over values in boxes, USt 20 %
YAT3_ROWS = (
    ("6000", "Stk", "FL-BB075-W", "Bordeauxflasche 0,75 l, weiß, Schlegel", "0.412"),
    ("3000", "Stk", "FL-RH075-G", "Rheinweinflasche 0,75 l, grün", "0.389"),
    ("9000", "Stk", "VS-DV31-SI", "Drehverschluss 31,5 x 60 mm, silber", "0.094"),
    ("1500", "Stk", "KT-6X075-B", "Versandkarton 6 x 0,75 l, braun", "1.18"),
    ("20", "Rolle", "ET-RL-100", "Etikettenrolle blanko 100 x 120 mm", "24.60"),
    ("4", "Kan.", "SO2-KMS-5", "Kaliumpyrosulfit 5 kg", "31.90"),
    ("2", "Stk", "FI-SP40-PP", "Filterschichten 40 x 40 cm, 100 Stk.", "148.00"),
)
WINE = (0.45, 0.08, 0.16)


def _yat3_head(c) -> None:
    w, h = A4
    left, right = 56, w - 56
    c.setStrokeColorRGB(*WINE)
    c.setFillColorRGB(*WINE)
    c.setLineWidth(1.2)
    c.ellipse(right - 40, h - 92, right - 14, h - 48, stroke=1, fill=0)
    c.ellipse(right - 34, h - 84, right - 20, h - 64, stroke=0, fill=1)
    c.line(right - 27, h - 64, right - 27, h - 48)
    _text(c, right - 48, h - 60, "WEINGUT", 8, BOLD, True)
    _text(c, right - 48, h - 76, "HOFER-STEININGER", 13, BOLD, True)
    c.setFillGray(0)
    c.setStrokeGray(0)
    _text(c, right - 48, h - 88, "Kellergasse 14  ·  3710 Ziersdorf  ·  Niederösterreich", 7.5, right=True)
    c.setFillGray(0.35)
    _text(c, left, h - 134, "Weingut Hofer-Steininger KG · Kellergasse 14 · 3710 Ziersdorf", 6.5)
    c.setFillGray(0)
    c.setLineWidth(0.4)
    c.line(left, h - 137, left + 230, h - 137)
    _block(
        c,
        left,
        h - 150,
        (
            "Kellereibedarf Prandtauer GmbH",
            "z. Hd. Frau Mag. Sabine Wimmer",
            "Gewerbepark 7",
            "3500 Krems an der Donau",
        ),
        9.5,
        pitch=13,
    )


def yat3(c) -> dict:
    w, h = A4
    left, right = 56, w - 56
    _yat3_head(c)
    _text(c, left, h - 240, "Bestellung", 18, BOLD)
    cells = (
        ("Bestellnummer", "B-2026-0387"),
        ("Datum", "18.11.2026"),
        ("Ihre Kundennr.", "40117"),
        ("Gewünschter Liefertermin", "02.12.2026"),
    )
    c.setLineWidth(0.5)
    _boxes(c, left, h - 254, cells, (100, 80, 90, right - left - 270), 28, 9.5)
    _text(c, left, h - 300, "Sehr geehrte Frau Mag. Wimmer,", 9)
    _text(c, left, h - 313, "wir bestellen zu Ihren Preisen laut Angebot A-26-1152 vom 09.11.2026:", 9)
    xs = (left, 78, 116, 150, 224, 410, 456, right)
    top = h - 336
    c.setLineWidth(1)
    c.line(left, top + 12, right, top + 12)
    titles = ("Pos", "Menge", "Einh.", "Art.-Nr.", "Bezeichnung", "EP €", "Gesamt €")
    aligns = "lrlllrr"
    _row(c, xs, top, titles, aligns, 8, BOLD)
    c.setLineWidth(0.5)
    c.line(left, top - 5, right, top - 5)
    net = Decimal(0)
    for i, (q, unit, art, d, p) in enumerate(YAT3_ROWS):
        amount = _ext(q, p)
        net += amount
        places = len(p.split(".")[1])
        cells = (str(i + 1), _eu(Decimal(q), 0), unit, art, d, _eu(Decimal(p), places), _eu(amount))
        _row(c, xs, top - 19 - 16 * i, cells, aligns, 8)
    y = top - 19 - 16 * len(YAT3_ROWS) + 8
    c.line(left, y, right, y)
    vat = _tax(net, "20")
    total = net + vat
    _pairs(c, 360, right - 4, y - 16, (("Summe netto", _eu(net)), ("zzgl. 20 % USt", _eu(vat))), pitch=14)
    c.setLineWidth(1)
    c.line(360, y - 38, right, y - 38)
    c.line(360, y - 57, right, y - 57)
    c.line(360, y - 59, right, y - 59)
    _text(c, 360, y - 51, "Gesamtbetrag EUR", 9.5, BOLD)
    _text(c, right - 4, y - 51, _eu(total), 9.5, BOLD, True)
    terms = (
        "Lieferbedingung: frei Haus, Anlieferung Mo-Fr 7-16 Uhr, Voranmeldung unter +43 2956 2214.",
        (
            "Zahlung: 14 Tage 2 % Skonto, 30 Tage netto. Bitte Bestellnummer auf Lieferschein und Rechnung"
            " angeben."
        ),
        "Die Flaschen bitte auf Einwegpaletten, max. 1,80 m Höhe.",
        "",
        "Mit freundlichen Grüßen",
        "",
        "Markus Hofer-Steininger",
    )
    _block(c, left, y - 90, terms, 8.5, pitch=12)
    c.setLineWidth(0.4)
    c.line(left, 70, right, 70)
    foot = (
        "Weingut Hofer-Steininger KG  ·  FN 284117 t, Landesgericht Krems  ·  UID ATU58120937",
        "Raiffeisenbank Region Hollabrunn  ·  IBAN AT41 3293 9000 0021 4477  ·  BIC RLNWATWWHOL",
        "Tel. +43 2956 2214  ·  office@hofer-steininger.at  ·  www.hofer-steininger.at",
    )
    _grey(c, 0, 58, foot, 6.5, pitch=8.5, centre=w)
    return {
        "fields": {
            "document_number": "B-2026-0387",
            "date": "2026-11-18",
            "due_date": "2026-12-02",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "EUR",
            "vendor_name": "Kellereibedarf Prandtauer GmbH",
            "customer_name": "Weingut Hofer-Steininger KG",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), art) for q, _, art, d, p in YAT3_ROWS],
    }


# ycz4: a Brno bakery's objednavka for packaging and supplies, DPH 21 %, CZK
YCZ4_ROWS = (
    ("PS-2240", "Papirovy sacek na pecivo 12x28 cm, bily", "10000", "ks", "0.86"),
    ("PS-3055", "Sacek s okenkem 18x35 cm, hnedy", "4000", "ks", "1.74"),
    ("PP-0603", "Peciaci papir 60x40 cm, silikon", "2000", "arch", "2.15"),
    ("KR-DORT", "Krabice na dort 30x30x12 cm", "600", "ks", "14.90"),
    ("TC-0145", "Tacky papirove na zakusky, 8 cm", "5000", "ks", "0.42"),
    ("RU-NIT-L", "Rukavice nitrilove L, 100 ks", "30", "bal", "139.00"),
    ("CH-SAN-5", "Sanitacni prostredek, kanystr 5 l", "8", "ks", "289.00"),
)
GREEN = (0.13, 0.45, 0.25)


def _ycz4_head(c) -> None:
    w, h = A4
    left, right = 45, w - 45
    _band(c, left, h - 96, right - left, 52, (0.93, 0.96, 0.93))
    c.setFillColorRGB(*GREEN)
    c.circle(left + 26, h - 70, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * left + 52, h - 74, "ZK", 12, BOLD)
    c.setFillColorRGB(*GREEN)
    _text(c, left + 52, h - 64, "Pekarna Zlaty Klas", 15, BOLD)
    c.setFillGray(0)
    _text(c, left + 52, h - 78, "remeslna pekarna od roku 1994", 8, "Helvetica-Oblique")
    _text(c, right - 8, h - 64, "OBJEDNAVKA", 17, BOLD, True)
    _text(c, right - 8, h - 80, "c. OV-2026/0418", 11, BOLD, True)


def _ycz4_parties(c, top: float) -> None:
    w = A4[0]
    left = 45
    mid = w / 2
    blocks = (
        (
            left,
            "Objednatel:",
            (
                "Pekarna Zlaty Klas s.r.o.",
                "Kotlarska 51, 602 00 Brno",
                "ICO: 46981123   DIC: CZ46981123",
                "Zapsana v OR u KS v Brne, oddil C, vlozka 8841",
            ),
        ),
        (
            mid + 6,
            "Dodavatel:",
            (
                "Obaly Morava s.r.o.",
                "Prumyslova 1204, 664 42 Modrice",
                "ICO: 27710455   DIC: CZ27710455",
                "Kontakt: Ing. Petra Novakova",
            ),
        ),
    )
    c.setLineWidth(0.6)
    for x, title, lines in blocks:
        c.rect(x, top - 72, mid - left - 6, 72)
        _text(c, x + 6, top - 12, title, 7.5, BOLD)
        _block(c, x + 6, top - 26, lines, 8.5, pitch=11, first=BOLD)
    info = (
        ("Datum vystaveni:", "16.11.2026"),
        ("Pozadovany termin dodani:", "30.11.2026"),
        ("Misto dodani:", "provozovna Kotlarska 51, Brno"),
        ("Zpusob dopravy:", "dopravou dodavatele"),
        ("Platebni podminky:", "prevodem, splatnost 21 dni"),
    )
    for i, (k, v) in enumerate(info):
        x = left if i < 3 else mid + 6
        y = top - 90 - 12 * (i if i < 3 else i - 3)
        _text(c, x, y, k, 8, BOLD)
        _text(c, x + 118, y, v, 8.5)


def ycz4(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    _ycz4_head(c)
    _ycz4_parties(c, h - 110)
    xs = (left, 100, 296, 356, 390, 460, right)
    top = h - 250
    n = len(YCZ4_ROWS) + 1
    _band(c, left, top - 18, right - left, 18, GREEN)
    c.setLineWidth(0.5)
    foot = _grid(c, xs, top, n, 18)
    c.setFillGray(1)
    titles = ("Kod", "Nazev polozky", "Mnozstvi", "MJ", "Cena/MJ bez DPH", "Celkem bez DPH")
    aligns = "llrcrr"
    _row(c, xs, top - 12, titles, aligns, 7.3, BOLD)
    c.setFillGray(0)
    base = Decimal(0)
    for i, (code, d, q, unit, p) in enumerate(YCZ4_ROWS):
        amount = _ext(q, p)
        base += amount
        cells = (code, d, _sp(Decimal(q), 0), unit, _sp(Decimal(p)), _sp(amount))
        _row(c, xs, top - 18 * (i + 1) - 12, cells, aligns, 8)
    vat = _tax(base, "21")
    total = base + vat
    sums = (("Zaklad DPH 21 %", _sp(base)), ("DPH 21 %", _sp(vat)))
    _pairs(c, 356, right - 4, foot - 16, sums, pitch=14)
    _band(c, 352, foot - 56, right - 352, 20, GREEN)
    c.setFillGray(1)
    _text(c, 358, foot - 49, "Celkem vc. DPH (CZK)", 9.5, BOLD)
    _text(c, right - 4, foot - 49, _sp(total), 10, BOLD, True)
    c.setFillGray(0)
    notes = (
        "Poznamka:",
        "Prosime o potvrzeni objednavky e-mailem do 2 pracovnich dnu.",
        "Na dodacim listu a fakture uvadejte cislo objednavky.",
        "Zavoz pouze v pracovni dny 6:00 - 11:00 (zadni vjezd).",
    )
    _block(c, left, foot - 16, notes, 8, pitch=11, first=BOLD)
    y = foot - 110
    c.line(right - 200, y, right, y)
    _text(c, right - 200, y - 11, "Vystavil: Tomas Dvorak, provozni reditel", 8)
    _text(c, right - 200, y - 22, "razitko a podpis", 7, "Helvetica-Oblique")
    c.setStrokeColorRGB(0.2, 0.3, 0.7)
    c.setFillColorRGB(0.2, 0.3, 0.7)
    c.roundRect(right - 190, y + 8, 150, 34, 4)
    _text(c, right - 182, y + 28, "PEKARNA ZLATY KLAS s.r.o.", 8, BOLD)
    _text(c, right - 182, y + 16, "Kotlarska 51, Brno  ICO 46981123", 6.5)
    c.setStrokeGray(0)
    c.setFillGray(0)
    foot_lines = (
        "Bankovni spojeni: Komercni banka, c. u. 115-4471230297/0100  |  IBAN CZ65 0100 0001 1544 7123 0297",
        "tel. +420 545 211 870  |  objednavky@zlatyklas.cz  |  www.zlatyklas.cz",
    )
    _grey(c, 0, 46, foot_lines, 6.5, pitch=8.5, centre=w)
    return {
        "fields": {
            "document_number": "OV-2026/0418",
            "date": "2026-11-16",
            "due_date": "2026-11-30",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "CZK",
            "vendor_name": "Obaly Morava s.r.o.",
            "customer_name": "Pekarna Zlaty Klas s.r.o.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, _, p in YCZ4_ROWS],
    }


# ydk5: a Silkeborg furniture maker's ordrebekræftelse, moms 25 %, DKK
YDK5_ROWS = (
    ("SB-220-EG", "Spisebord 220 x 95 cm, massiv eg, olieret", "4", "18450.00"),
    ("ST-14-EG", "Stol 'Gudenå', eg/papirflet", "24", "3290.00"),
    ("BA-75-EG", "Barstol 75 cm, eg, sort læder", "8", "4180.00"),
    ("BK-180-EG", "Bænk 180 cm, massiv eg", "2", "6750.00"),
    ("SK-120-AS", "Skænk 120 cm, ask, hvidpigmenteret", "1", "14900.00"),
    ("FR-MONT", "Fragt og montering, Aarhus C", "1", "3800.00"),
)


def _ydk5_head(c) -> None:
    w, h = A4
    left, right = 60, w - 50
    c.setFillGray(0.15)
    c.rect(0, 0, 18, h, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left, h - 62, "V E S T E R G A A R D", 17, "Times-Roman")
    c.setLineWidth(0.4)
    c.line(left, h - 70, left + 212, h - 70)
    _text(c, left, h - 82, "MØBELSNEDKERI  ·  SILKEBORG  ·  SIDEN 1971", 7)
    _block(
        c,
        right,
        h - 54,
        (
            "Vestergaard Møbelsnedkeri ApS",
            "Lysbrovej 31",
            "8600 Silkeborg",
            "Tlf. +45 86 82 14 90",
            "ordre@vestergaard-moebler.dk",
            "CVR-nr. 38 12 45 67",
        ),
        7.5,
        pitch=9.5,
        first=BOLD,
        right=True,
    )
    _block(
        c,
        left,
        h - 140,
        ("Restaurant Strandkanten I/S", "Att.: Mette Kjærgaard", "Havnegade 8", "8000 Aarhus C"),
        10,
        pitch=13,
    )


def ydk5(c) -> dict:
    w, h = A4
    left, right = 60, w - 50
    _ydk5_head(c)
    _text(c, left, h - 240, "Ordrebekræftelse", 20, "Times-Bold")
    info = (
        ("Ordrenr.", "26-1187"),
        ("Ordredato", "12. november 2026"),
        ("Kundenr.", "2094"),
        ("Jeres ref.", "Mette Kjærgaard"),
        ("Ønsket leveringsdato", "14.12.2026"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 360, h - 140 - 13 * i, k, 8.5, BOLD)
        _text(c, 460, h - 140 - 13 * i, v, 8.5)
    _text(c, left, h - 262, "Tak for Deres ordre. Vi bekræfter hermed levering af følgende:", 9)
    xs = (left, 84, 150, 372, 408, 478, right)
    top = h - 292
    titles = ("Pos.", "Varenr.", "Beskrivelse", "Antal", "Stk.-pris", "Beløb")
    aligns = "lllrrr"
    _row(c, xs, top, titles, aligns, 8, BOLD)
    c.setLineWidth(0.8)
    c.line(left, top - 6, right, top - 6)
    c.setLineWidth(0.3)
    net = Decimal(0)
    for i, (code, d, q, p) in enumerate(YDK5_ROWS):
        amount = _ext(q, p)
        net += amount
        y = top - 24 - 20 * i
        _row(c, xs, y, (str(i + 1), code, d, q, _eu(Decimal(p)), _eu(amount)), aligns, 8.5)
        c.line(left, y - 8, right, y - 8)
    y = top - 24 - 20 * len(YDK5_ROWS) - 14
    vat = _tax(net, "25")
    total = net + vat
    _pairs(c, 340, right - 4, y, (("Subtotal ekskl. moms", _eu(net)), ("Moms 25 %", _eu(vat))), pitch=15)
    c.setLineWidth(0.8)
    c.line(340, y - 22, right, y - 22)
    _text(c, 340, y - 37, "I alt DKK inkl. moms", 10, BOLD)
    _text(c, right - 4, y - 37, _eu(total) + " kr.", 10, BOLD, True)
    terms = (
        "Betingelser",
        "Betaling: 30 % forudbetaling ved ordrebekræftelse, restbeløb netto 8 dage efter levering.",
        "Leveringstid: Ønsket leveringsdato 14.12.2026 bekræftes endeligt i uge 49.",
        "Træ er et levende materiale; variationer i farve og åretegning er ikke reklamationsgrund.",
        "Venligst kontrollér ordrebekræftelsen og giv besked inden 3 hverdage ved fejl.",
    )
    _block(c, left, y - 80, terms, 8, pitch=11.5, first=BOLD)
    _text(c, left, y - 160, "Med venlig hilsen", 9)
    _text(c, left, y - 186, "Jens Vestergaard", 12, "Times-Italic")
    _text(c, left, y - 198, "Vestergaard Møbelsnedkeri ApS", 8)
    _grey(
        c,
        left,
        48,
        (
            "Jyske Bank  ·  Reg.nr. 7510  ·  Kontonr. 1204 5578  ·  IBAN DK50 7510 0001 2045 578",
            "Vestergaard Møbelsnedkeri ApS  ·  CVR-nr. 38 12 45 67  ·  Side 1 af 1",
        ),
        6.5,
        pitch=8.5,
    )
    return {
        "fields": {
            "document_number": "26-1187",
            "date": "2026-11-12",
            "due_date": "2026-12-14",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "DKK",
            "vendor_name": "Vestergaard Møbelsnedkeri ApS",
            "customer_name": "Restaurant Strandkanten I/S",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, p in YDK5_ROWS],
    }


# yie6: a Limerick catering-equipment firm's order acknowledgement, a delivery charge apart, VAT 23 %
YIE6_ROWS = (
    ("CE-RTD-1021", "Combi oven 10 x GN 1/1, electric", "1", "11480.00"),
    ("CE-FRY-2218", "Twin tank fryer 2 x 8 L, 400 V", "1", "2365.00"),
    ("CE-REF-6740", "Upright fridge 600 L, stainless", "2", "1895.50"),
    ("CE-WSH-0455", "Pass-through dishwasher, 500 mm rack", "1", "4120.00"),
    ("CE-TBL-1607", "Stainless prep table 1600 x 700 mm", "3", "428.75"),
    ("CE-GN1-0065", "Gastronorm pan 1/1, 65 mm, s/s", "24", "18.40"),
)
ORANGE = (0.86, 0.42, 0.05)


def _yie6_head(c) -> None:
    w, h = A4
    left, right = 48, w - 48
    _band(c, 0, h - 100, w, 100, (0.16, 0.2, 0.24))
    c.setFillColorRGB(*ORANGE)
    c.wedge(left, h - 84, left + 56, h - 28, 0, 180, stroke=0, fill=1)
    c.rect(left, h - 58, 56, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 68, h - 52, "SHANNONSIDE", 18, BOLD)
    _text(c, left + 68, h - 66, "CATERING EQUIPMENT", 9)
    _block(
        c,
        right,
        h - 40,
        (
            "Unit 6, Raheen Business Park",
            "Limerick V94 K2R7, Ireland",
            "+353 61 555 284",
            "sales@shannonside.ie",
        ),
        8,
        pitch=10,
        right=True,
    )
    c.setFillGray(0)


def yie6(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    _yie6_head(c)
    _text(c, left, h - 136, "ORDER ACKNOWLEDGEMENT", 15, BOLD)
    _text(c, left, h - 156, "Customer", 7.5, BOLD)
    _block(
        c,
        left,
        h - 169,
        ("The Kilkee Bay Hotel Ltd", "Accounts Department", "O'Curry Street", "Kilkee, Co. Clare V15 X2P4"),
        9,
        pitch=11.5,
        first=BOLD,
    )
    _text(c, 230, h - 156, "Deliver to", 7.5, BOLD)
    _block(
        c,
        230,
        h - 169,
        ("Kilkee Bay Hotel - Kitchen", "Rear yard, Marine Parade", "Kilkee, Co. Clare"),
        9,
        pitch=11.5,
    )
    info = (
        ("Acknowledgement No.", "OA-31562"),
        ("Date", "19 November 2026"),
        ("Your Order No.", "KBH-PO-0291"),
        ("Account", "KIL004"),
        ("Requested Delivery", "10 December 2026"),
    )
    _pairs(c, 366, right, h - 134, info, pitch=13)
    xs = (left, 128, 336, 370, 446, right)
    top = h - 250
    _band(c, left, top - 6, right - left, 18, ORANGE)
    c.setFillGray(1)
    titles = ("Item Code", "Description", "Qty", "Unit Price", "Net Amount")
    aligns = "llrrr"
    _row(c, xs, top, titles, aligns, 8, BOLD)
    c.setFillGray(0)
    goods = Decimal(0)
    for i, (code, d, q, p) in enumerate(YIE6_ROWS):
        amount = _ext(q, p)
        goods += amount
        y = top - 22 - 17 * i
        if i % 2:
            _band(c, left, y - 5, right - left, 17, (0.96, 0.96, 0.96))
        _row(c, xs, y, (code, d, q, _num(Decimal(p)), _num(amount)), aligns, 8.5)
    y = top - 22 - 17 * len(YIE6_ROWS)
    c.setLineWidth(0.6)
    c.line(left, y + 8, right, y + 8)
    delivery = Decimal("185.00")
    net = goods + delivery
    vat = _tax(net, "23")
    total = net + vat
    sums = (
        ("Goods Total", "€" + _num(goods)),
        ("Delivery & Installation", "€" + _num(delivery)),
        ("Total excl. VAT", "€" + _num(net)),
        ("VAT @ 23%", "€" + _num(vat)),
    )
    _pairs(c, 346, right - 4, y - 10, sums, pitch=14)
    c.setLineWidth(1.2)
    c.rect(342, y - 82, right - 342, 20)
    _text(c, 348, y - 75, "Total incl. VAT", 10, BOLD)
    _text(c, right - 4, y - 75, "€" + _num(total), 10, BOLD, True)
    notes = (
        "Please check this acknowledgement carefully.",
        "Any discrepancy must be notified within 48 hours.",
        "Delivery is subject to site access; the kitchen",
        "must be cleared and services (400 V, water, waste)",
        "in place on the delivery date.",
    )
    _block(c, left, y - 10, notes, 7.8, pitch=10.5)
    y -= 110
    terms = (
        (
            "Payment terms: 50 % deposit on order, balance 30 days from invoice. Warranty: 12 months parts"
            " and labour."
        ),
        "Bank: Bank of Ireland, Limerick  |  IBAN IE29 BOFI 9000 1724 5566 81  |  BIC BOFIIE2D",
        "All goods remain the property of Shannonside Catering Equipment Ltd until paid in full.",
    )
    _block(c, left, y, terms, 7.5, pitch=10.5)
    c.setLineWidth(0.4)
    c.line(left, 64, right, 64)
    _grey(
        c,
        0,
        52,
        (
            "Shannonside Catering Equipment Ltd  |  Registered in Ireland No. 418273  |  VAT No. IE 9671284K",
            "Directors: C. Ryan, A. O'Brien  |  Registered office: Unit 6, Raheen Business Park, Limerick",
        ),
        6.5,
        pitch=8.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "OA-31562",
            "date": "2026-11-19",
            "due_date": "2026-12-10",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "EUR",
            "vendor_name": "Shannonside Catering Equipment Ltd",
            "customer_name": "The Kilkee Bay Hotel Ltd",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, p in YIE6_ROWS],
    }


# ynz7: a Bay of Plenty orchard's purchase order, GST 15 % per line and in total
YNZ7_ROWS = (
    ("TRY-KF-33", "Kiwifruit tray, single layer, 33 count", "6000", "0.68"),
    ("CTN-KF-10", "Export carton 10 kg, printed", "2500", "1.92"),
    ("LNR-PE-33", "Polyliner for 33-count tray", "6000", "0.09"),
    ("LBL-PLU-G", "PLU fruit labels, Gold, roll of 2,000", "40", "27.50"),
    ("PAL-CHEP", "Pallet corner boards 1200 mm", "800", "0.84"),
    ("STR-HD-19", "Strapping PP 19 mm, heavy duty, coil", "12", "46.20"),
)


def _ynz7_head(c) -> None:
    w, h = A4
    left, right = 40, w - 40
    c.setFillColorRGB(0.48, 0.62, 0.15)
    c.ellipse(left, h - 84, left + 34, h - 46, stroke=0, fill=1)
    c.setFillColorRGB(0.95, 0.85, 0.3)
    c.ellipse(left + 8, h - 74, left + 26, h - 56, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 44, h - 60, "Kaimai Orchards", 16, BOLD)
    _text(c, left + 44, h - 74, "Kaimai Orchards Limited", 8.5)
    _block(
        c,
        left + 44,
        h - 88,
        (
            "218 No 3 Road, RD 2, Te Puke 3182, New Zealand",
            "Ph 07 573 4410  |  accounts@kaimaiorchards.co.nz",
        ),
        7.5,
        pitch=9.5,
    )
    _text(c, right, h - 58, "PURCHASE ORDER", 20, BOLD, True)
    _text(c, right, h - 72, "GST No. 112-345-678", 8, right=True)


def ynz7(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _ynz7_head(c)
    c.setLineWidth(0.6)
    c.rect(left, h - 200, 250, 82)
    _text(c, left + 6, h - 130, "To:", 8, BOLD)
    _block(
        c,
        left + 30,
        h - 130,
        (
            "Bay Packaging Supplies Ltd",
            "14 Totara Street",
            "Mount Maunganui 3116",
            "Attn: Sales - Rawiri Ngata",
        ),
        9,
        pitch=12,
        first=BOLD,
    )
    info = (
        ("PO Number", "004718"),
        ("Date", "20/11/2026"),
        ("Delivery Date", "08/12/2026"),
        ("Supplier Code", "BAYPAC"),
        ("Ordered By", "Hannah Roberts"),
    )
    for i, (k, v) in enumerate(info):
        y = h - 130 - 14 * i
        _text(c, 340, y, k, 8.5, BOLD)
        _text(c, right, y, v, 9, right=True)
    _text(
        c,
        left,
        h - 222,
        "Deliver to: Packhouse B, 218 No 3 Road, Te Puke - loading bay open 6.30am to 4pm",
        8.5,
    )
    xs = (left, 104, 300, 350, 412, 472, right)
    top = h - 240
    c.setLineWidth(0.8)
    c.line(left, top, right, top)
    c.line(left, top - 18, right, top - 18)
    titles = ("Code", "Description", "Qty", "Unit Price", "GST", "Amount")
    aligns = "llrrrr"
    _row(c, xs, top - 12, titles, aligns, 8, BOLD)
    subtotal = Decimal(0)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.7)
    for i, (code, d, q, p) in enumerate(YNZ7_ROWS):
        amount = _ext(q, p)
        subtotal += amount
        y = top - 32 - 16 * i
        cells = (
            code,
            d,
            _num(Decimal(q), places=0),
            _num(Decimal(p)),
            _num(_tax(amount, "15")),
            _num(amount),
        )
        _row(c, xs, y, cells, aligns, 8.3)
        c.line(left, y - 5, right, y - 5)
    c.setStrokeGray(0)
    y = top - 32 - 16 * len(YNZ7_ROWS) - 14
    gst = _tax(subtotal, "15")
    total = subtotal + gst
    _pairs(c, 380, right - 4, y, (("Subtotal", _num(subtotal)), ("Total GST 15%", _num(gst))), pitch=15)
    c.setLineWidth(1)
    c.line(380, y - 22, right, y - 22)
    _text(c, 380, y - 36, "TOTAL NZD", 11, BOLD)
    _text(c, right - 4, y - 36, "$" + _num(total), 11, BOLD, True)
    c.line(380, y - 42, right, y - 42)
    notes = (
        "Amounts are exclusive of GST unless stated.",
        "Please quote the PO number on your tax invoice and",
        "email invoices to accounts@kaimaiorchards.co.nz.",
        "Payment: 20th of the month following invoice.",
    )
    _block(c, left, y, notes, 8, pitch=11)
    c.line(left, y - 90, left + 200, y - 90)
    _text(c, left, y - 100, "Authorised: Hannah Roberts, Packhouse Manager", 7.5)
    _grey(c, 0, 40, ("Kaimai Orchards Limited  |  NZBN 9429041877210  |  Page 1 of 1",), 6.5, centre=w)
    return {
        "fields": {
            "document_number": "004718",
            "date": "2026-11-20",
            "due_date": "2026-12-08",
            "total_amount": _plain(total),
            "tax_amount": _plain(gst),
            "currency": "NZD",
            "vendor_name": "Bay Packaging Supplies Ltd",
            "customer_name": "Kaimai Orchards Limited",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, p in YNZ7_ROWS],
    }


# ycl8: a Chilean builder's orden de compra, whole pesos with thousands dots, IVA 19 %
YCL8_ROWS = (
    ("CEM-25-ESP", "Cemento especial saco 25 kg", "320", "SC", "4990"),
    ("FIE-A63-12", "Fierro estriado A630 12 mm x 6 m", "180", "UN", "7450"),
    ("FIE-A63-08", "Fierro estriado A630 8 mm x 6 m", "240", "UN", "3290"),
    ("ALA-NEG-18", "Alambre negro recocido N. 18, rollo 25 kg", "6", "RL", "38900"),
    ("MAL-ACM-C92", "Malla ACMA C-92, 2,6 x 5 m", "40", "UN", "24750"),
    ("TER-OSB-11", "Tablero OSB 11,1 mm 1,22 x 2,44 m", "60", "UN", "13990"),
    ("CLA-CORR-3", 'Clavo corriente 3", caja 25 kg', "4", "CJ", "36500"),
)


def _ycl8_head(c) -> None:
    w, h = letter
    left, right = 36, w - 36
    c.setFillColorRGB(0.95, 0.6, 0.05)
    p = c.beginPath()
    p.moveTo(left, h - 84)
    p.lineTo(left + 24, h - 44)
    p.lineTo(left + 48, h - 84)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0.2)
    p = c.beginPath()
    p.moveTo(left + 22, h - 84)
    p.lineTo(left + 40, h - 56)
    p.lineTo(left + 58, h - 84)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 66, h - 58, "Constructora Cordillera Sur SpA", 14, BOLD)
    _block(
        c,
        left + 66,
        h - 71,
        (
            "RUT 76.482.119-3  ·  Giro: Construcción de edificios",
            "Av. Los Carrera 1457, of. 302, Concepción, Región del Biobío",
            "Fono +56 41 255 3380  ·  adquisiciones@cordillerasur.cl",
        ),
        7.5,
        pitch=9.5,
    )
    c.setLineWidth(1.2)
    c.setStrokeColorRGB(0.8, 0.1, 0.1)
    c.rect(right - 150, h - 96, 150, 56)
    c.setStrokeGray(0)
    _centre(c, 2 * (right - 150) + 150, h - 56, "ORDEN DE COMPRA", 11, BOLD)
    _centre(c, 2 * (right - 150) + 150, h - 74, "N° 4500-1187", 12, BOLD)
    _centre(c, 2 * (right - 150) + 150, h - 89, "Obra: Edificio Parque Ecuador", 6.5)


def ycl8(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    _ycl8_head(c)
    cells_l = (
        ("Señor(es)", "Comercial Ferretera del Maule Ltda."),
        ("RUT", "77.015.662-K"),
        ("Dirección", "Av. San Miguel 2280, Talca"),
        ("Contacto", "Rodrigo Fuentes  ·  +56 71 224 1190"),
    )
    cells_r = (
        ("Fecha", "23-11-2026"),
        ("Fecha de entrega", "07-12-2026"),
        ("Condición de pago", "30 días fecha factura"),
        ("Cotización", "COT-88213"),
    )
    c.setLineWidth(0.5)
    top = h - 116
    for x0, x1, xv, cells in ((left, 340, left + 80, cells_l), (350, right, 440, cells_r)):
        _band(c, x0, top - 16 * len(cells), xv - x0, 16 * len(cells), (0.93, 0.93, 0.93))
        _grid(c, (x0, xv, x1), top, len(cells), 16)
        for i, (k, v) in enumerate(cells):
            _text(c, x0 + 4, top - 16 * i - 11, k, 7.5, BOLD)
            _text(
                c,
                xv + 4,
                top - 16 * i - 11,
                v,
                8.3,
                BOLD if k in ("Señor(es)", "Fecha de entrega") else "Helvetica",
            )
    _text(
        c,
        left,
        top - 80,
        "Lugar de despacho: Obra Edificio Parque Ecuador, Víctor Lamas 1120, Concepción",
        8.3,
    )
    xs = (left, 62, 134, 336, 378, 410, 482, right)
    top -= 96
    n = len(YCL8_ROWS) + 1
    _band(c, left, top - 16, right - left, 16, (0.2, 0.2, 0.2))
    foot = _grid(c, xs, top, n, 16)
    c.setFillGray(1)
    titles = ("Ítem", "Código", "Descripción", "Cant.", "Un.", "Precio Unit.", "Total")
    aligns = "cllrcrr"
    _row(c, xs, top - 11, titles, aligns, 7.5, BOLD)
    c.setFillGray(0)
    neto = Decimal(0)
    for i, (code, d, q, unit, p) in enumerate(YCL8_ROWS):
        amount = _ext(q, p, 0)
        neto += amount
        cells = (str(i + 1), code, d, q, unit, "$ " + _eu(Decimal(p), 0), "$ " + _eu(amount, 0))
        _row(c, xs, top - 16 * (i + 1) - 11, cells, aligns, 8)
    iva = _tax(neto, "19", 0)
    total = neto + iva
    sums = (("Neto", neto), ("IVA 19%", iva), ("TOTAL", total))
    for i, (k, v) in enumerate(sums):
        y = foot - 16 * i
        c.rect(410, y - 16, right - 410, 16)
        _text(c, 414, y - 11, k, 8.5, BOLD)
        _text(c, right - 4, y - 11, "$ " + _eu(v, 0), 8.5, BOLD if k == "TOTAL" else "Helvetica", True)
    obs = (
        "Observaciones:",
        "- Facturar a Constructora Cordillera Sur SpA indicando N° de OC y obra.",
        "- Entrega en obra de lunes a viernes, 08:30 a 17:00; descarga por cuenta del proveedor.",
        "- Adjuntar guía de despacho electrónica. No se reciben facturas sin OC.",
    )
    _block(c, left, foot - 70, obs, 8, pitch=11, first=BOLD)
    y = foot - 170
    for k, who in enumerate(("Solicitado por", "Jefe de Obra", "Gerente de Adquisiciones")):
        x = left + 186 * k
        c.line(x + 10, y, x + 170, y)
        _centre(c, 2 * x + 180, y - 11, who, 7.5)
    credit = ("Documento generado por el sistema de adquisiciones  ·  Página 1 de 1",)
    _grey(c, 0, 36, credit, 6.5, centre=w)
    return {
        "fields": {
            "document_number": "4500-1187",
            "date": "2026-11-23",
            "due_date": "2026-12-07",
            "total_amount": _plain(total, 0),
            "tax_amount": _plain(iva, 0),
            "currency": "CLP",
            "vendor_name": "Comercial Ferretera del Maule Ltda.",
            "customer_name": "Constructora Cordillera Sur SpA",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p, 0), 0), code) for code, d, q, _, p in YCL8_ROWS],
    }


# yma9: a Marrakech riad's bon de commande, ICE numbers, TVA 20 %, MAD, the amount in words
YMA9_ROWS = (
    ("LT-DR-240", "Drap housse coton percale 160 x 200 cm", "40", "245.00"),
    ("LT-HO-065", "Taie d'oreiller 65 x 65 cm, brodée", "80", "68.50"),
    ("LT-SE-1550", "Serviette de bain 70 x 140, 550 g/m2", "120", "94.00"),
    ("LT-PE-0050", "Peignoir nid d'abeille, taille unique", "30", "312.00"),
    ("AC-PL-0300", "Plateau d'accueil laiton martelé", "18", "185.00"),
    ("AC-BO-0120", "Bouilloire électrique 1,2 l, inox", "18", "229.90"),
)
UNITS_FR = [
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
]
TENS_FR = (
    "",
    "",
    "vingt",
    "trente",
    "quarante",
    "cinquante",
    "soixante",
    "soixante",
    "quatre-vingt",
    "quatre-vingt",
)


def _fr99(n: int) -> str:
    if n < 20:
        return UNITS_FR[n]
    t, u = divmod(n, 10)
    if t in (7, 9):
        u += 10
    if u == 0:
        return TENS_FR[t] + ("s" if t == 8 else "")
    joint = " et " if u in (1, 11) and t < 8 else "-"
    return TENS_FR[t] + joint + UNITS_FR[u]


def _fr999(n: int) -> str:
    h, r = divmod(n, 100)
    head = "" if h == 0 else ("cent" if h == 1 else UNITS_FR[h] + " cent" + ("s" if r == 0 else ""))
    if r == 0:
        return head
    return (head + " " if head else "") + _fr99(r)


def _fr(n: int) -> str:
    """A whole number below a million in French words (1990 spelling rules aside)."""
    th, r = divmod(n, 1000)
    head = (
        ""
        if th == 0
        else (
            "mille" if th == 1 else _fr999(th).replace("cents", "cent").replace("vingts", "vingt") + " mille"
        )
    )
    if r == 0:
        return head or "zéro"
    return (head + " " if head else "") + _fr999(r)


def _yma9_head(c) -> None:
    w, h = A4
    left, right = 44, w - 44
    c.setStrokeColorRGB(0.7, 0.3, 0.15)
    c.setFillColorRGB(0.7, 0.3, 0.15)
    c.setLineWidth(1.4)
    c.rect(left, h - 90, 44, 44)
    c.saveState()
    c.translate(left + 22, h - 68)
    c.rotate(45)
    c.rect(-15.5, -15.5, 31, 31)
    c.restoreState()
    _centre(c, 2 * left + 44, h - 72, "DZ", 11, BOLD)
    _text(c, left + 56, h - 62, "Riad Dar Zitoune", 17, "Times-Bold")
    c.setFillGray(0)
    c.setStrokeGray(0)
    _block(
        c,
        left + 56,
        h - 76,
        ("Maison d'hôtes  ·  Derb Zitoune Lakdim 12, Médina, 40000 Marrakech", "Tél. +212 5 24 38 91 07"),
        7.5,
        pitch=9.5,
    )
    _text(c, right, h - 112, "BON DE COMMANDE", 16, BOLD, True)
    _text(c, right, h - 127, "N° BC-26/0733", 11, BOLD, True)


def yma9(c) -> dict:
    w, h = A4
    left, right = 44, w - 44
    _yma9_head(c)
    info = (
        ("Date :", "24/11/2026"),
        ("Date de livraison souhaitée :", "09/12/2026"),
        ("Mode de paiement :", "virement, 60 jours"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, left, h - 112 - 13 * i, k, 8.5, BOLD)
        _text(c, left + 130, h - 112 - 13 * i, v, 8.5)
    c.setLineWidth(0.6)
    c.roundRect(300, h - 238, right - 300, 86, 5)
    _text(c, 308, h - 166, "Fournisseur :", 7.5, BOLD)
    _block(
        c,
        308,
        h - 180,
        (
            "Atlas Equipements Hôteliers SARL",
            "Lot. Al Massira, Zone industrielle Sidi Maarouf",
            "20280 Casablanca",
            "ICE : 002184577000039",
            "RC : 318455  ·  IF : 40177265",
        ),
        8.3,
        pitch=11,
        first=BOLD,
    )
    _block(
        c,
        left,
        h - 166,
        ("Acheteur :", "Riad Dar Zitoune SARL", "ICE : 001523874000061", "RC : 91327  ·  IF : 15209842"),
        8.3,
        pitch=11,
        first=BOLD,
    )
    xs = (left, 112, 330, 368, 446, right)
    top = h - 262
    n = len(YMA9_ROWS) + 1
    _band(c, left, top - 18, right - left, 18, (0.97, 0.9, 0.84))
    foot = _grid(c, xs, top, n, 18)
    titles = ("Réf.", "Désignation", "Qté", "P.U. HT", "Montant HT")
    aligns = "llrrr"
    _row(c, xs, top - 12, titles, aligns, 8, BOLD)
    ht = Decimal(0)
    for i, (ref, d, q, p) in enumerate(YMA9_ROWS):
        amount = _ext(q, p)
        ht += amount
        _row(c, xs, top - 18 * (i + 1) - 12, (ref, d, q, _sp(Decimal(p)), _sp(amount)), aligns, 8)
    tva = _tax(ht, "20")
    ttc = ht + tva
    sums = (("Total HT", ht), ("TVA 20 %", tva), ("Total TTC (MAD)", ttc))
    for i, (k, v) in enumerate(sums):
        y = foot - 18 * i
        c.rect(368, y - 18, right - 368, 18)
        _text(c, 372, y - 12, k, 8.5, BOLD)
        _text(c, right - 4, y - 12, _sp(v) + " DH", 8.5, BOLD if i == 2 else "Helvetica", True)
    dh, cts = divmod(int(ttc * 100), 100)
    words = f"{_fr(dh)} dirhams" + (f" et {_fr(cts)} centimes" if cts else "")
    y = foot - 80
    _text(c, left, y, "Arrêté le présent bon de commande à la somme de :", 8.5)
    _text(c, left, y - 13, words[0].upper() + words[1:] + " TTC.", 8.5, "Helvetica-BoldOblique")
    conds = (
        "Conditions :",
        (
            "- Livraison franco au riad (accès piéton : déchargement à Bab Doukkala, porteurs à la"
            " charge du fournisseur)."
        ),
        (
            "- Joindre le bon de livraison et la facture en deux exemplaires mentionnant le N° de commande"
            " et l'ICE."
        ),
        "- Toute marchandise non conforme sera retournée aux frais du fournisseur.",
    )
    _block(c, left, y - 42, conds, 7.8, pitch=11, first=BOLD)
    y -= 110
    _text(c, right - 180, y, "Cachet et signature", 8, BOLD)
    c.setStrokeColorRGB(0.2, 0.25, 0.6)
    c.setFillColorRGB(0.2, 0.25, 0.6)
    c.circle(right - 110, y - 44, 30)
    c.circle(right - 110, y - 44, 24)
    _centre(c, 2 * (right - 110), y - 42, "DAR ZITOUNE", 6, BOLD)
    _centre(c, 2 * (right - 110), y - 50, "Marrakech", 5.5)
    c.setStrokeGray(0)
    c.setFillGray(0)
    _text(c, left, y, "La Gérante : Salma Benjelloun", 8)
    c.line(left, 62, right, 62)
    _grey(
        c,
        0,
        50,
        (
            "Riad Dar Zitoune SARL au capital de 100 000 DH  ·  Patente 45108226  ·  CNSS 8841279",
            "Banque Populaire, Marrakech Médina  ·  RIB 190 450 21211 4477102 8800 02",
        ),
        6.5,
        pitch=8.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "BC-26/0733",
            "date": "2026-11-24",
            "due_date": "2026-12-09",
            "total_amount": _plain(ttc),
            "tax_amount": _plain(tva),
            "currency": "MAD",
            "vendor_name": "Atlas Equipements Hôteliers SARL",
            "customer_name": "Riad Dar Zitoune SARL",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), ref) for ref, d, q, p in YMA9_ROWS],
    }


# yjp10: a Higashiosaka machine shop's purchase order in English, JPY, consumption tax 10 %, hanko seals
YJP10_ROWS = (
    ("6205ZZC3", "Deep groove ball bearing 6205ZZ C3", "40", "pcs", "1180"),
    ("6305DDU", "Deep groove ball bearing 6305DDU", "20", "pcs", "1640"),
    ("UCP206", "Pillow block unit UCP206", "12", "pcs", "3950"),
    ("LM20UU", "Linear bushing LM20UU", "24", "pcs", "1320"),
    ("SFJ20-500", "Linear shaft 20 mm, L = 500 mm", "6", "pcs", "4870"),
    ("NA4905", "Needle roller bearing NA4905", "10", "pcs", "2260"),
    ("GRS-AV2-400", "Grease AV2, 400 g cartridge", "12", "pcs", "1480"),
)


def _seal(c, x: float, y: float, name: str, r: float = 12) -> None:
    """A red hanko seal with a name in it, centred at (x, y)."""
    c.setStrokeColorRGB(0.82, 0.1, 0.1)
    c.setFillColorRGB(0.82, 0.1, 0.1)
    c.setLineWidth(1.1)
    c.circle(x, y, r)
    size = min(6.3, 1.5 * r / c.stringWidth(name, BOLD, 1))
    _centre(c, 2 * x, y - size / 2.5, name, size, BOLD)
    c.setStrokeGray(0)
    c.setFillGray(0)
    c.setLineWidth(0.6)


def _yjp10_head(c) -> None:
    w, h = A4
    left, right = 42, w - 42
    _centre(c, w, h - 60, "PURCHASE ORDER", 20, BOLD)
    c.setLineWidth(0.8)
    c.line(w / 2 - 96, h - 66, w / 2 + 96, h - 66)
    _pairs(
        c, right - 190, right, h - 92, (("P.O. No.", "KP-2611-0254"), ("Issue Date", "2026/11/25")), pitch=13
    )
    _text(c, left, h - 100, "Tokai Bearing Trading Co., Ltd.", 12, BOLD)
    c.line(left, h - 104, left + 250, h - 104)
    _text(c, left + 230, h - 100, "Messrs.", 8)
    _block(
        c,
        left,
        h - 117,
        ("3-14-8 Marunouchi, Naka-ku, Nagoya, Aichi 460-0002", "Attn: Mr. Takeshi Hayashi, Sales Div. 2"),
        8,
        pitch=10,
    )
    _block(
        c,
        right,
        h - 130,
        (
            "Kobayashi Precision Industries Co., Ltd.",
            "2-7-31 Takaida-Nakamachi, Higashiosaka,",
            "Osaka 577-0066, Japan",
            "TEL 06-6781-5520  FAX 06-6781-5521",
            "Registration No. T5120001084417",
        ),
        7.6,
        pitch=9.6,
        first=BOLD,
        right=True,
    )
    _seal(c, right - 16, h - 196, "KPI", 15)
    for k, (title, name) in enumerate((("Approved", "Kobayashi"), ("Checked", "Mori"), ("Prepared", "Ito"))):
        x = right - 210 + 56 * k
        c.rect(x, h - 236, 56, 50)
        c.line(x, h - 198, x + 56, h - 198)
        _centre(c, 2 * x + 56, h - 195, title, 6.8, BOLD)
        _seal(c, x + 28, h - 217, name, 14)


def yjp10(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    _yjp10_head(c)
    subtotal = sum((_ext(q, p, 0) for _, _, q, _, p in YJP10_ROWS), Decimal(0))
    tax = _tax(subtotal, "10", 0)
    total = subtotal + tax
    _text(c, left, h - 148, "We hereby place our order as follows.", 8.5)
    c.setLineWidth(1.2)
    c.rect(left, h - 192, 250, 30)
    _band(c, left + 0.6, h - 191.4, 92, 28.8, (0.9, 0.9, 0.9))
    _text(c, left + 6, h - 175, "Total Amount", 8.5, BOLD)
    _text(c, left + 6, h - 186, "(tax incl.)", 7)
    _text(c, left + 244, h - 182, "¥" + _num(total, places=0) + "-", 14, BOLD, True)
    info = (
        ("Delivery Date", "2026/12/10"),
        ("Delivery Place", "Our Takaida factory, receiving dock"),
        ("Payment Terms", "Closing at month end, paid end of next month"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, left, h - 210 - 12 * i, k, 8, BOLD)
        _text(c, left + 76, h - 210 - 12 * i, v, 8)
    xs = (left, 66, 140, 322, 370, 402, 466, right)
    top = h - 262
    rows = len(YJP10_ROWS) + 3
    c.setLineWidth(0.5)
    _band(c, left, top - 17, right - left, 17, (0.9, 0.9, 0.9))
    foot = _grid(c, xs, top, rows, 17)
    titles = ("No.", "Part No.", "Description", "Q'ty", "Unit", "Unit Price", "Amount")
    aligns = "cllrcrr"
    _row(c, xs, top - 12, titles, aligns, 7.6, BOLD)
    for i, (part, d, q, unit, p) in enumerate(YJP10_ROWS):
        cells = (str(i + 1), part, d, q, unit, _num(Decimal(p), places=0), _num(_ext(q, p, 0), places=0))
        _row(c, xs, top - 17 * (i + 1) - 12, cells, aligns, 8)
    sums = (("Subtotal", subtotal), ("Consumption Tax (10%)", tax), ("Total Amount", total))
    for i, (k, v) in enumerate(sums):
        y = foot - 17 * i
        c.rect(322, y - 17, right - 322, 17)
        _text(c, 328, y - 12, k, 8, BOLD)
        _text(c, right - 4, y - 12, _num(v, places=0), 8.5, BOLD if i == 2 else "Helvetica", True)
    remarks = (
        "Remarks",
        "1. Please return the attached order acknowledgement with your seal within 3 days.",
        "2. Please attach a delivery note quoting our P.O. No. to every shipment.",
        "3. Invoices must be qualified invoices showing your registration number.",
        "4. Amounts in Japanese yen (JPY). Tax rate 10% applies to all items.",
    )
    _block(c, left, foot - 72, remarks, 8, pitch=11.5, first=BOLD)
    _grey(c, 0, 40, ("KPI-F-PU-02  |  Kobayashi Precision Industries Co., Ltd.  |  1/1",), 6.5, centre=w)
    return {
        "fields": {
            "document_number": "KP-2611-0254",
            "date": "2026-11-25",
            "due_date": "2026-12-10",
            "total_amount": _plain(total, 0),
            "tax_amount": _plain(tax, 0),
            "currency": "JPY",
            "vendor_name": "Tokai Bearing Trading Co., Ltd.",
            "customer_name": "Kobayashi Precision Industries Co., Ltd.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p, 0), 0), part) for part, d, q, _, p in YJP10_ROWS],
    }


LAYOUTS = {
    "yus1": (yus1, letter),
    "yca2": (yca2, letter),
    "yat3": (yat3, A4),
    "ycz4": (ycz4, A4),
    "ydk5": (ydk5, A4),
    "yie6": (yie6, A4),
    "ynz7": (ynz7, A4),
    "ycl8": (ycl8, letter),
    "yma9": (yma9, A4),
    "yjp10": (yjp10, A4),
}
SCANNED = ("yca2", "ycz4", "ycl8", "yjp10")
