"""Ten hand-written orders (set ab), written on 2026-12-07 in the manner of scripts/layouts_set.py, printed by
procurement systems and small buyers no earlier set drew: an Oracle-style standard purchase order of 22 lines over
two pages from a Timmins gold miner (DD-MON-YYYY dates, a need-by date on each line, HST 13 %), a Coupa-style
purchase order from a Minnesota state university's chemistry department (a need-by date on each line, shipping,
tax exempt), an SAP Ariba-style bon de commande from a French carmaker's supplier portal (SAP positions 00010,
00020 ..., unit prices to four decimals, quantities of 25 000, TVA 20 %, 12 345,67), a Sage-style purchase order
from a Manchester restaurant group to its food wholesaler (cases and kilograms, a VAT code and VAT on each line,
zero-rated food and standard-rated drinks), a Krakow printing house's Comarch-style zamowienie do dostawcy (PLN,
a VAT summary table, written without Polish diacritics), a Bergen hotel's Visma-style innkjøpsordre to a linen
wholesaler (a discount per line, 12 345,00, MVA 25 %), a Changwon ball-screw maker's order confirmation in English
to a Vietnamese buyer (KRW in whole won, 2026.11.20 dates, zero-rated export without a tax amount, a company
seal), a Bangkok hospital's purchase order in English (THB, VAT 7 %, Thai tax ids), a Nelson builder's purchase
order to a timber merchant (lengths such as "24/4.8" and metres as the quantity, GST 15 %) and a Denver
contractor's purchase order revision 2 (a change order: "REV 2" boxed beside the PO number, changed lines marked,
a change history). Four are also written as scans (SCANNED), none of them the two-page order.

What the values say where a page leaves a choice: on a purchase order, bon de commande, zamowienie or
innkjøpsordre (abca1, abus2, abfr3, abgb4, abpl5, abno6, abth8, abnz9, abus10) the vendor is the supplier it is
addressed to and the customer the organisation that issues it; on the order confirmation (abkr7) the vendor is
the exporter that issues it and the customer the buyer. The delivery date asked for ("Need-By", "Need By", "Date
de livraison souhaitée", "Delivery Date", "Termin dostawy", "Leveringsdato", "Requested Delivery Date", "Delivery
required", "Required On Site") is the due date; where it is printed on each line it is the same date on all of
them. The revised order's document_number is the PO number without its revision ("24-0317", not "24-0317 Rev 2"),
its date the PO Date printed under the number (the original order's date, not the revision date), its total the
revised PO total (tax included) and its tax the sales tax of the revised order; the change history's amounts
(original amount, the two changes) are no fields. The Oracle order's "Revision 0" is no part of its number. The
university's order prints no tax (tax exempt, with a certificate number), so it has no tax_amount; its total
includes shipping, which is no line item. The Korean confirmation prints VAT as zero-rated without an amount, so
it has no tax_amount; its export packing is a priced numbered line and is a line item; its amounts are in whole
won without decimals. The Sage order's tax is its Total VAT (the sum of the lines' VAT); the Polish order's its
printed "Razem" VAT; the Norwegian order's lines' amounts are after their discount ("Beløp"), unit prices before
it. The Nelson order's quantity is the metres printed ("115.2"), not the number of lengths; a sheet or box line's
quantity is its count. A product, article, part, material or item code column gives item_id; a line or position
number (SAP "00010", Oracle "Line", Comarch "Lp.") does not. Quantities printed with thousands separators
("25 000", "12 000", "2,000") are plain in the values ("25000"); unit prices keep the places printed ("0.1840").
US pages print dates with the month's name, the Canadian one in Oracle's 14-NOV-2026, the others day first or
year first (Poland, Korea).
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


def _sp(v: Decimal, places: int = 2) -> str:
    """1 234,56 (France, Poland, Norway)."""
    return _num(v, " ", ",", places)


def _qty(q: str, th: str = ",") -> str:
    """A plain quantity as printed, with thousands grouped by ``th``."""
    whole, dot, frac = q.partition(".")
    return f"{int(whole):,}".replace(",", th) + (dot + frac if dot else "")


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


# abca1: an Oracle-style standard purchase order from a Timmins gold miner, 22 lines over two pages, HST 13 %
ABCA1_ROWS = (
    ("DR-R32-366", "Drill rod R32 x 3.66 m, male/female", "24", "EA", "412.50"),
    ("BB-45-R32", "Button bit 45 mm R32, ballistic", "120", "EA", "68.40"),
    ("SA-1838-R32", "Shank adapter R32 for COP 1838", "6", "EA", "596.00"),
    ("SS39-18", "Split set SS39 x 1.8 m, galvanized", "600", "EA", "9.85"),
    ("SSP-150", "Dome plate 150 x 150 x 4 mm", "600", "EA", "2.74"),
    ("RC-28-600", "Resin cartridge 28 x 600 mm, fast set", "400", "EA", "3.15"),
    ("WM-6G-1530", "Welded wire mesh #6 ga, 1.5 x 3.0 m", "150", "SHT", "38.60"),
    ("VD-600-20", "Ventilation duct 600 mm x 20 m, layflat", "8", "EA", "745.00"),
    ("HH-12-50", "Hydraulic hose 3/4 in, 2-wire, 50 ft", "10", "RL", "189.90"),
    ("HF-JIC-12", "JIC female swivel fitting 3/4 in", "60", "EA", "11.25"),
    ("GR-EP2-18", "Grease EP2 lithium, 18 kg pail", "12", "PL", "96.80"),
    ("OIL-H46-205", "Hydraulic oil ISO 46, 205 L drum", "4", "DR", "842.00"),
    ("FL-HY-0331", "Hydraulic return filter element", "16", "EA", "57.35"),
    ("CL-LED-7", "Cap lamp LED 7 Ah, with charger cord", "40", "EA", "268.00"),
    ("SR-W65", "Self-rescuer W65, 30 min", "40", "EA", "144.50"),
    ("GL-NIT-L", "Nitrile-coated work gloves, L (12 pr)", "30", "DZ", "42.60"),
    ("HV-VST-XL", "Hi-vis vest CSA Z96 class 2, XL", "50", "EA", "18.95"),
    ("EP-FOAM-200", "Foam earplugs, corded, box of 200", "10", "BX", "64.20"),
    ("SP-PAINT-OR", "Marking paint, fluorescent orange", "48", "CN", "8.45"),
    ("TP-BAR-6", "Scaling bar, aluminium, 6 ft", "12", "EA", "129.00"),
    ("CB-38-12", "Ratchet chain binder 3/8-1/2 in", "8", "EA", "74.90"),
    ("FA-KIT-50", "First aid kit, Ontario Reg. 1101", "6", "EA", "212.40"),
)
ABCA1_XS = (36, 56, 120, 308, 368, 414, 444, 508, 576)
ABCA1_ALIGN = "cllcrcrr"
ABCA1_NEED = "04-DEC-2026"
SLATE = (0.18, 0.24, 0.3)


def _abca1_head(c, page: int) -> None:
    h = letter[1]
    c.setFillColorRGB(*SLATE)
    p = c.beginPath()
    p.moveTo(36, h - 82)
    p.lineTo(58, h - 44)
    p.lineTo(70, h - 62)
    p.lineTo(78, h - 52)
    p.lineTo(96, h - 82)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 104, h - 56, "NORTHERN SHIELD MINING CORP.", 13, BOLD)
    _block(
        c, 104, h - 69, ("Hollinger Creek Operations", "2780 Shirley St, Timmins, ON  P4N 7C9"), 8, pitch=10
    )
    c.setLineWidth(0.7)
    c.rect(392, h - 128, 184, 92)
    _band(c, 392.5, h - 54, 183, 17.5, SLATE)
    c.setFillGray(1)
    _text(c, 484 - c.stringWidth("PURCHASE ORDER", BOLD, 11) / 2, h - 49, "PURCHASE ORDER", 11, BOLD)
    c.setFillGray(0)
    info = (
        ("Type", "Standard Purchase Order"),
        ("Order", "218845"),
        ("Revision", "0"),
        ("Order Date", "14-NOV-2026"),
        ("Page", f"{page} of 2"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 398, h - 66 - 13 * i, k, 7.5, BOLD)
        _text(c, 570, h - 66 - 13 * i, v, 8.5, BOLD if k == "Order" else "Helvetica", True)


def _abca1_parties(c) -> None:
    h = letter[1]
    blocks = (
        (
            36,
            "Vendor:",
            (
                "Boreal Industrial Supply Ltd.",
                "1420 Riverside Drive",
                "Timmins, ON  P4R 1A5",
                "Canada",
            ),
        ),
        (
            216,
            "Ship To:",
            (
                "Hollinger Creek Mine - Main Warehouse",
                "Hwy 101 West, Km 14",
                "Timmins, ON  P4N 8R2",
                "Receiving hours 07:00-15:00",
            ),
        ),
        (
            396,
            "Bill To:",
            (
                "Northern Shield Mining Corp.",
                "Accounts Payable",
                "PO Box 1190, Timmins, ON  P4N 7J5",
                "ap.invoices@northernshield.ca",
            ),
        ),
    )
    for x, title, lines in blocks:
        c.rect(x, h - 212, 180, 70)
        _text(c, x + 5, h - 153, title, 7.5, BOLD)
        _block(c, x + 5, h - 166, lines, 8, pitch=10.5, first=BOLD)
    heads = ("Customer Acct No.", "Vendor No.", "Payment Terms", "Freight Terms", "FOB", "Ship Via", "Buyer")
    values = ("NSM-22041", "30187", "Net 45", "Prepaid", "Destination", "Best Way Ground", "D. Beaulieu")
    xs = (36, 116, 172, 238, 300, 370, 470, 576)
    c.setLineWidth(0.5)
    _grid(c, xs, h - 222, 2, 13)
    _row(c, xs, h - 232, heads, "lllllll", 6.5, BOLD)
    _row(c, xs, h - 245, values, "lllllll", 7.5)
    _text(
        c,
        36,
        h - 262,
        "Confirm to: D. Beaulieu, (705) 555-0148  |  Requester: M. Lacroix, Underground Maintenance",
        7.5,
    )


def _abca1_table(c, top: float, first: int, rows) -> float:
    """The lines' header and rows ``first`` ... under ``top``; the y of the table's foot."""
    _band(c, 36, top - 14, 540, 14, (0.86, 0.88, 0.9))
    titles = ("Line", "Part Number", "Description", "Need-By", "Quantity", "UOM", "Unit Price", "Amount")
    _row(c, ABCA1_XS, top - 10, titles, ABCA1_ALIGN, 7, BOLD)
    c.setStrokeGray(0.7)
    c.setLineWidth(0.4)
    y = top - 14
    for i, (part, d, q, uom, p) in enumerate(rows):
        y = top - 14 - 15 * (i + 1)
        cells = (str(first + i + 1), part, d, ABCA1_NEED, q, uom, _num(Decimal(p)), _num(_ext(q, p)))
        _row(c, ABCA1_XS, y + 5, cells, ABCA1_ALIGN, 7.5)
        c.line(36, y, 576, y)
    c.setStrokeGray(0)
    return y


def abca1(c) -> dict:
    w, h = letter
    _abca1_head(c, 1)
    _abca1_parties(c)
    foot = _abca1_table(c, h - 276, 0, ABCA1_ROWS[:16])
    _text(c, 576, foot - 14, "Continued on next page", 7.5, "Helvetica-Oblique", True)
    _grey(c, 0, 36, ("Northern Shield Mining Corp.  |  PO 218845, Rev 0  |  Page 1 of 2",), 6.5, centre=w)
    c.showPage()
    _abca1_head(c, 2)
    foot = _abca1_table(c, h - 150, 16, ABCA1_ROWS[16:])
    net = sum((_ext(q, p) for _, _, q, _, p in ABCA1_ROWS), Decimal(0))
    hst = _tax(net, "13")
    total = net + hst
    c.setLineWidth(0.7)
    c.rect(380, foot - 66, 196, 56)
    _pairs(c, 386, 570, foot - 24, (("Subtotal", _num(net)), ("HST 13% (ON)", _num(hst))), pitch=13)
    c.line(380, foot - 48, 576, foot - 48)
    _text(c, 386, foot - 60, "Total CAD", 9, BOLD)
    _text(c, 570, foot - 60, _num(total), 9.5, BOLD, True)
    notes = (
        "Terms and Conditions",
        "1. This order is subject to Northern Shield standard terms NSM-PT-07, available on request.",
        "2. Quote PO 218845 and the line number on every invoice, packing slip and bill of lading.",
        "3. Deliveries to site require 24 hours notice to the warehouse; WHMIS SDS with every chemical.",
        "4. Invoices to ap.invoices@northernshield.ca.  GST/HST Reg. No. 81234 5678 RT0001.",
    )
    _block(c, 36, foot - 24, notes, 7.5, pitch=10.5, first=BOLD)
    c.line(36, foot - 120, 250, foot - 120)
    _text(c, 36, foot - 130, "Authorized Signature - D. Beaulieu, Senior Buyer", 7.5)
    _grey(c, 0, 36, ("Northern Shield Mining Corp.  |  PO 218845, Rev 0  |  Page 2 of 2",), 6.5, centre=w)
    return {
        "fields": {
            "document_number": "218845",
            "date": "2026-11-14",
            "due_date": "2026-12-04",
            "total_amount": _plain(total),
            "tax_amount": _plain(hst),
            "currency": "CAD",
            "vendor_name": "Boreal Industrial Supply Ltd.",
            "customer_name": "Northern Shield Mining Corp.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), part) for part, d, q, _, p in ABCA1_ROWS],
    }


# abus2: a Coupa-style purchase order from a Minnesota state university's chemistry department, tax exempt
ABUS2_ROWS = (
    ("Erlenmeyer flask, 250 mL, borosilicate (12)", "FLK-250-12", "6", "PK", "48.90"),
    ("Nitrile gloves, 5 mil, M (100)", "GLV-N5-M", "20", "BX", "11.75"),
    ("Pipette tips 200 uL, racked (960)", "PT-200-R", "10", "CS", "64.30"),
    ("Acetone, ACS grade, 4 L", "ACE-ACS-4L", "8", "EA", "52.60"),
    ("Magnetic stir bar, PTFE, 25 mm", "MSB-25", "24", "EA", "4.85"),
    ("Hot plate stirrer, ceramic top, 7 x 7 in", "HPS-77C", "2", "EA", "689.00"),
    ("Safety goggles, indirect vent", "SG-IV-01", "40", "EA", "7.20"),
)
MAROON = (0.45, 0.1, 0.16)


def _abus2_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(*MAROON)
    p = c.beginPath()
    p.moveTo(40, h - 40)
    p.lineTo(74, h - 40)
    p.lineTo(74, h - 64)
    p.lineTo(57, h - 80)
    p.lineTo(40, h - 64)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 114, h - 60, "LSU", 10, "Times-Bold")
    c.setFillColorRGB(*MAROON)
    _text(c, 84, h - 56, "Lakeshore State University", 16, "Times-Bold")
    c.setFillGray(0.3)
    _text(c, 84, h - 70, "Procurement Services  |  1200 Kirby Drive, Duluth, MN 55812", 8)
    c.setFillGray(0)
    _text(c, w - 40, h - 54, "Purchase Order", 18, right=True)
    _text(c, w - 40, h - 72, "PO # L0041877", 11, BOLD, True)
    c.setStrokeGray(0.8)
    c.line(40, h - 92, w - 40, h - 92)
    c.setStrokeGray(0)
    cols = (
        (40, (("Order Date", "Nov 9, 2026"), ("Status", "Issued"), ("Order Type", "Standard"))),
        (
            230,
            (
                ("Requester", "Dr. Priya Natarajan"),
                ("Department", "Chemistry & Biochemistry"),
                ("Terms", "Net 30"),
            ),
        ),
        (
            420,
            (("Shipping Terms", "FOB Destination"), ("Ship Via", "Supplier choice"), ("Currency", "USD")),
        ),
    )
    for x, pairs in cols:
        _keys(c, x, h - 108, pairs, 66, 7.5, 11)


def abus2(c) -> dict:
    w, h = letter
    _abus2_head(c)
    boxes = (
        (40, "Supplier", ("Cascade Scientific Supply, Inc.", "4410 Industrial Way NE", "Seattle, WA 98105")),
        (
            220,
            "Ship To",
            (
                "Lakeshore State University",
                "Chemistry Bldg, Room 214 (Receiving)",
                "1039 University Dr, Duluth",
            ),
        ),
        (400, "Bill To", ("Lakeshore State University", "Accounts Payable, PO Box 3300", "Duluth, MN 55812")),
    )
    for x, title, lines in boxes:
        _band(c, x, h - 160, 172, 14, (0.93, 0.93, 0.93))
        _text(c, x + 5, h - 156, title, 8, BOLD)
        _block(c, x + 5, h - 172, lines, 8, pitch=10.5, first=BOLD)
    xs = (40, 62, 242, 310, 342, 372, 430, 500, 572)
    aligns = "clllrrcr"
    top = h - 230
    c.setFillColorRGB(*MAROON)
    c.rect(40, top - 4, 532, 16, stroke=0, fill=1)
    c.setFillGray(1)
    titles = ("Line", "Item", "Part Number", "Qty", "Unit", "Price", "Need By", "Total")
    _row(c, xs, top + 1, titles, aligns, 7.5, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0.8)
    net = Decimal(0)
    y = top
    for i, (d, part, q, unit, p) in enumerate(ABUS2_ROWS):
        y = top - 20 - 18 * i
        amount = _ext(q, p)
        net += amount
        cells = (str(i + 1), d, part, q, unit, _num(Decimal(p)), "Dec 1, 2026", _num(amount))
        _row(c, xs, y, cells, aligns, 7.8)
        c.line(40, y - 7, 572, y - 7)
    c.setStrokeGray(0)
    ship = Decimal("45.00")
    total = net + ship
    _pairs(c, 420, 568, y - 26, (("Subtotal", f"${_num(net)}"), ("Shipping", f"${_num(ship)}")), pitch=14)
    c.line(420, y - 48, 572, y - 48)
    _text(c, 420, y - 62, "Total USD", 10, BOLD)
    _text(c, 568, y - 62, f"${_num(total)}", 10, BOLD, True)
    notes = (
        "Comments",
        "Deliver to Room 214 between 8:00 AM and 4:00 PM; call (218) 555-0177 on arrival.",
        "Lakeshore State University is exempt from Minnesota sales tax,",
        "exemption certificate ST3 no. 4417829. Do not charge tax.",
        "Invoices must reference the PO number and be sent to ap@lakeshore.edu.",
    )
    _block(c, 40, y - 26, notes, 7.5, pitch=10.5, first=BOLD)
    _grey(
        c,
        0,
        48,
        (
            "This purchase order is governed by the LSU Standard Terms and Conditions of Purchase (rev. 2025).",
            "Generated by the LSU eProcurement system  |  Page 1 of 1",
        ),
        6.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "L0041877",
            "date": "2026-11-09",
            "due_date": "2026-12-01",
            "total_amount": _plain(total),
            "currency": "USD",
            "vendor_name": "Cascade Scientific Supply, Inc.",
            "customer_name": "Lakeshore State University",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), part) for d, part, q, _, p in ABUS2_ROWS],
    }


# abfr3: an SAP Ariba-style bon de commande from a French carmaker's supplier portal, TVA 20 %
ABFR3_ROWS = (
    ("8200514377", "Vis M8x1,25x30 classe 10.9 zinc-lamelles", "25000", "PCE", "0.1840"),
    ("8200514392", "Écrou à embase M8, classe 10", "25000", "PCE", "0.0965"),
    ("8200611025", "Goujon de roue M12x1,5 strié", "12000", "PCE", "0.4120"),
    ("8200720148", "Entretoise tubulaire 12x8x24 mm", "8000", "PCE", "0.2375"),
    ("8200733901", "Axe d'articulation frein de parking", "4000", "PCE", "1.0860"),
    ("8200802266", "Raccord de frein M10x1 laiton", "6000", "PCE", "0.6415"),
    ("8200911870", "Vis à épaulement M6 inox A2", "10000", "PCE", "0.1295"),
)
NIGHT = (0.07, 0.16, 0.3)


def _abfr3_head(c) -> None:
    w, h = A4
    _band(c, 0, h - 30, w, 30, NIGHT)
    c.setFillGray(1)
    _text(c, 40, h - 20, "Portail fournisseurs  |  Supplier Network", 9, BOLD)
    _text(c, w - 40, h - 20, "Document généré le 12/11/2026 10:42", 7.5, right=True)
    c.setFillGray(0)
    c.setFillColorRGB(*NIGHT)
    for k in range(3):
        p = c.beginPath()
        p.moveTo(w - 150 + 14 * k, h - 50)
        p.lineTo(w - 140 + 14 * k, h - 62)
        p.lineTo(w - 150 + 14 * k, h - 74)
        p.lineTo(w - 144 + 14 * k, h - 74)
        p.lineTo(w - 134 + 14 * k, h - 62)
        p.lineTo(w - 144 + 14 * k, h - 50)
        p.close()
        c.drawPath(p, stroke=0, fill=1)
    _text(c, w - 40, h - 60, "DELORME", 13, BOLD, True)
    _text(c, w - 40, h - 72, "AUTOMOBILES", 7.5, BOLD, True)
    c.setFillGray(0)
    _text(c, 40, h - 64, "Bon de commande", 20, BOLD)
    _text(c, 40, h - 82, "Commande n° 4500387216  -  Version 1  -  Statut : Nouvelle", 9)


def _abfr3_parties(c) -> None:
    w, h = A4
    blocks = (
        (
            40,
            "Acheteur / Adresse de facturation",
            (
                "Automobiles Delorme SA",
                "Service Comptabilité Fournisseurs",
                "18 avenue de la Grande Armée",
                "75017 Paris, France",
                "TVA intracom. FR 47 552 081 317",
            ),
        ),
        (
            220,
            "Fournisseur",
            (
                "Décolletage Arvens SAS",
                "Code fournisseur : 1004572",
                "112 rue des Marvays",
                "74300 Cluses, France",
                "SIRET 438 912 557 00034",
            ),
        ),
        (
            400,
            "Adresse de livraison",
            (
                "Usine de Sochaux - Magasin M4",
                "Quai de réception 12",
                "Rue de la Forge",
                "25600 Sochaux, France",
                "Code usine : SX01",
            ),
        ),
    )
    c.setLineWidth(0.5)
    for x, title, lines in blocks:
        c.setStrokeColorRGB(*NIGHT)
        c.line(x, h - 112, x + 170, h - 112)
        c.setStrokeGray(0)
        _text(c, x, h - 108, title, 7.5, BOLD)
        _block(c, x, h - 124, lines, 8, pitch=10.5, first=BOLD)
    pairs = (
        ("Date de commande", "12/11/2026"),
        ("Date de livraison souhaitée", "08/12/2026"),
        ("Conditions de paiement", "60 jours fin de mois, le 10"),
    )
    pairs2 = (("Incoterm", "DAP Sochaux"), ("Devise", "EUR"), ("Acheteur", "Mme Claire Vautrin"))
    c.setFillColorRGB(0.94, 0.95, 0.97)
    c.rect(40, h - 232, w - 80, 46, stroke=0, fill=1)
    c.setFillGray(0)
    _keys(c, 48, h - 198, pairs, 118, 8, 13)
    _keys(c, 330, h - 198, pairs2, 70, 8, 13)


def abfr3(c) -> dict:
    w, h = A4
    _abfr3_head(c)
    _abfr3_parties(c)
    xs = (40, 82, 150, 330, 384, 416, 478, w - 40)
    aligns = "cllrcrr"
    top = h - 256
    _band(c, 40, top - 18, w - 80, 18, NIGHT)
    c.setFillGray(1)
    titles = ("Poste", "Réf. article", "Désignation", "Qté", "Unité", "Prix unitaire", "Montant HT")
    _row(c, xs, top - 12, titles, aligns, 7.5, BOLD)
    c.setFillGray(0)
    net = Decimal(0)
    c.setStrokeGray(0.75)
    y = top - 18
    for i, (ref, d, q, unit, p) in enumerate(ABFR3_ROWS):
        y = top - 18 - 20 * (i + 1)
        amount = _ext(q, p)
        net += amount
        cells = (f"{(i + 1) * 10:05d}", ref, d, _qty(q, " "), unit, _sp(Decimal(p), 4), _sp(amount))
        _row(c, xs, y + 7, cells, aligns, 7.8)
        c.line(40, y, w - 40, y)
    c.setStrokeGray(0)
    tva = _tax(net, "20")
    total = net + tva
    _pairs(
        c, 370, w - 44, y - 20, (("Total HT", f"{_sp(net)} EUR"), ("TVA 20 %", f"{_sp(tva)} EUR")), pitch=14
    )
    _band(c, 364, y - 58, w - 40 - 364, 18, (0.88, 0.9, 0.94))
    _text(c, 370, y - 52, "Total TTC", 9.5, BOLD)
    _text(c, w - 44, y - 52, f"{_sp(total)} EUR", 9.5, BOLD, True)
    notes = (
        "Instructions",
        "Livraison en bacs KLT selon fiche logistique FL-SX01.",
        "Chaque livraison doit être accompagnée d'un avis",
        "d'expédition (ASN) transmis via le portail.",
        "Certificat de conformité 3.1 exigé par lot.",
        "Facturation électronique uniquement (portail).",
    )
    _block(c, 40, y - 20, notes, 7.5, pitch=10.5, first=BOLD)
    _grey(
        c,
        0,
        52,
        (
            "Automobiles Delorme SA - SA au capital de 1 248 000 000 EUR - RCS Paris 552 081 317",
            "La présente commande est soumise aux Conditions Générales d'Achat Delorme (éd. 2025).  Page 1/1",
        ),
        6.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "4500387216",
            "date": "2026-11-12",
            "due_date": "2026-12-08",
            "total_amount": _plain(total),
            "tax_amount": _plain(tva),
            "currency": "EUR",
            "vendor_name": "Décolletage Arvens SAS",
            "customer_name": "Automobiles Delorme SA",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), ref) for ref, d, q, _, p in ABFR3_ROWS],
    }


# abgb4: a Sage-style purchase order from a Manchester restaurant group to its food wholesaler, VAT per line
ABGB4_ROWS = (
    ("CHK-BRF", "Chicken breast fillet, skinless", "25", "KG", "7.85", "T0"),
    ("BEF-MN15", "Beef mince 15% fat", "12.5", "KG", "8.40", "T0"),
    ("SAL-FIL", "Scottish salmon fillet, skin on", "8.2", "KG", "18.90", "T0"),
    ("POT-MP", "Maris Piper potatoes", "150", "KG", "0.58", "T0"),
    ("TOM-CH6", "Chopped tomatoes 6 x 2.5kg", "4", "CS", "17.20", "T0"),
    ("OIL-RS20", "Rapeseed oil 20L", "3", "CS", "31.75", "T0"),
    ("BUT-UNS40", "Unsalted butter 40 x 250g", "2", "CS", "98.40", "T0"),
    ("WAT-S24", "Still spring water 24 x 500ml", "6", "CS", "5.95", "T1"),
    ("COL-24", "Cola 24 x 330ml cans", "4", "CS", "11.60", "T1"),
    ("BLU-6", "Blue centrefeed roll, 6 pack", "2", "CS", "14.50", "T1"),
)
VAT_RATE = {"T0": "0", "T1": "20"}


def _abgb4_lines(c, xs, top: float):
    """The order's rows under ``top``; the y of the table's foot, the net total and the VAT total."""
    aligns = "llrcrrcr"
    net = vat = Decimal(0)
    n = len(ABGB4_ROWS)
    foot = top - 20 - 15 * n
    c.rect(xs[0], foot, xs[-1] - xs[0], top - foot)
    for x in xs[1:-1]:
        c.line(x, top, x, foot)
    c.line(xs[0], top - 20, xs[-1], top - 20)
    titles = (
        "Product Code",
        "Description",
        "Quantity",
        "Unit",
        "Unit Price",
        "Net Amount",
        "VAT",
        "VAT Amount",
    )
    _row(c, xs, top - 13, titles, aligns, 7.5, BOLD)
    for i, (code, d, q, unit, p, vc) in enumerate(ABGB4_ROWS):
        amount = _ext(q, p)
        line_vat = _tax(amount, VAT_RATE[vc])
        net += amount
        vat += line_vat
        cells = (code, d, q, unit, _num(Decimal(p)), _num(amount), vc, _num(line_vat))
        _row(c, xs, top - 32 - 15 * i, cells, aligns, 8)
    return foot, net, vat


def abgb4(c) -> dict:
    w, h = A4
    _text(c, 40, h - 56, "Copper Lantern Dining Group Ltd", 15, "Times-Bold")
    _block(
        c,
        40,
        h - 70,
        (
            "Unit 4, Sackville Street Studios",
            "Manchester M1 3BB",
            "Tel 0161 555 0193",
            "VAT Reg. No. GB 318 4472 90",
        ),
        8,
        pitch=10,
    )
    _text(c, w - 40, h - 56, "Purchase Order", 18, BOLD, True)
    c.setLineWidth(0.8)
    c.rect(w - 215, h - 138, 175, 64)
    _pairs(
        c,
        w - 209,
        w - 46,
        h - 88,
        (
            ("Order Number", "0004127"),
            ("Date", "05/12/2026"),
            ("Delivery Date", "08/12/2026"),
            ("A/C Ref", "THA001"),
        ),
        pitch=14,
    )
    c.rect(40, h - 220, 240, 70)
    c.rect(w - 280, h - 220, 240, 70)
    _text(c, 46, h - 162, "Supplier", 8, BOLD)
    _block(
        c,
        46,
        h - 176,
        ("Thameside Foodservice Ltd", "Trafford Park Depot, Westinghouse Road", "Manchester M17 1PY"),
        8.5,
        pitch=11,
        first=BOLD,
    )
    _text(c, w - 274, h - 162, "Deliver To", 8, BOLD)
    _block(
        c,
        w - 274,
        h - 176,
        ("The Copper Lantern - Ancoats", "Goods in via rear yard, 22 Blossom Street", "Manchester M4 6AJ"),
        8.5,
        pitch=11,
        first=BOLD,
    )
    xs = (40, 100, 252, 300, 330, 382, 436, 466, w - 40)
    foot, net, vat = _abgb4_lines(c, xs, h - 240)
    total = net + vat
    c.rect(w - 215, foot - 64, 175, 52)
    _pairs(
        c,
        w - 209,
        w - 46,
        foot - 26,
        (
            ("Total Net Amount", _num(net)),
            ("Total VAT Amount", _num(vat)),
            ("Total Amount  GBP", _num(total)),
        ),
        pitch=14,
    )
    notes = (
        "Notes",
        "Chilled and frozen goods below 5C / -18C on arrival.",
        "Delivery window 06:30 - 09:30, kitchen door.",
        "VAT codes: T0 zero rated, T1 standard rate 20%.",
        "Please quote our order number on your invoice.",
    )
    _block(c, 40, foot - 26, notes, 8, pitch=11, first=BOLD)
    c.line(40, foot - 110, 220, foot - 110)
    _text(c, 40, foot - 120, "Authorised by: S. Okonkwo, Head Chef", 7.5)
    _grey(
        c,
        0,
        44,
        ("Copper Lantern Dining Group Ltd  -  Registered in England and Wales No. 11842076",),
        6.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "0004127",
            "date": "2026-12-05",
            "due_date": "2026-12-08",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "GBP",
            "vendor_name": "Thameside Foodservice Ltd",
            "customer_name": "Copper Lantern Dining Group Ltd",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, _, p, _ in ABGB4_ROWS],
    }


# abpl5: a Krakow printing house's Comarch-style zamowienie do dostawcy, PLN, a VAT summary table
ABPL5_ROWS = (
    ("PO-80-B1", "Papier offsetowy 80 g/m2, format B1", "12000", "ark.", "0.58"),
    ("PK-135-B1", "Papier kredowy blysk 135 g/m2, B1", "8000", "ark.", "0.94"),
    ("KT-300-B1", "Karton GC1 300 g/m2, B1", "3000", "ark.", "1.62"),
    ("FB-K-25", "Farba offsetowa czarna, puszka 2,5 kg", "8", "szt.", "96.50"),
    ("PL-CTP-745", "Plyty CTP 745 x 605 mm (op. 50 szt.)", "6", "op.", "612.00"),
    ("CH-GUM-10", "Guma do plyt, kanister 10 l", "2", "szt.", "148.30"),
)


def abpl5(c) -> dict:
    w, h = A4
    _text(c, 40, h - 50, "Krakow, dnia 2026-11-18", 8.5)
    _text(c, w - 40, h - 50, "Oryginal", 8.5, "Helvetica-Oblique", True)
    _centre(c, w, h - 84, "ZAMOWIENIE DO DOSTAWCY", 15, BOLD)
    _centre(c, w, h - 100, "nr ZD/214/2026", 11, BOLD)
    blocks = (
        (
            40,
            "Zamawiajacy:",
            ("Drukarnia Wisla Sp. z o.o.", "ul. Zablocie 23", "30-701 Krakow", "NIP: 678-312-44-09"),
        ),
        (
            w / 2 + 10,
            "Dostawca:",
            ("Papier-Serwis S.A.", "ul. Fabryczna 11", "41-300 Dabrowa Gornicza", "NIP: 629-245-18-73"),
        ),
    )
    c.setLineWidth(0.5)
    for x, title, lines in blocks:
        _text(c, x, h - 130, title, 8, BOLD)
        c.line(x, h - 134, x + 240, h - 134)
        _block(c, x, h - 148, lines, 9, pitch=12, first=BOLD)
    _keys(
        c,
        40,
        h - 210,
        (
            ("Data wystawienia:", "2026-11-18"),
            ("Termin dostawy:", "2026-12-02"),
            ("Forma platnosci:", "przelew 30 dni"),
            ("Miejsce dostawy:", "magazyn Zablocie 23, Krakow"),
        ),
        92,
        8.5,
        12,
        "Helvetica",
    )
    xs = (40, 62, 124, 318, 370, 400, 460, w - 40)
    aligns = "cllrcrr"
    top = h - 270
    _band(c, 40, top - 16, w - 80, 16, (0.85, 0.85, 0.85))
    foot = _grid(c, xs, top, len(ABPL5_ROWS) + 1, 16)
    titles = ("Lp.", "Kod", "Nazwa towaru", "Ilosc", "J.m.", "Cena netto", "Wartosc netto")
    _row(c, xs, top - 11, titles, aligns, 7.5, BOLD)
    net = Decimal(0)
    for i, (code, d, q, unit, p) in enumerate(ABPL5_ROWS):
        amount = _ext(q, p)
        net += amount
        cells = (str(i + 1), code, d, _qty(q, " "), unit, _sp(Decimal(p)), _sp(amount))
        _row(c, xs, top - 27 - 16 * i, cells, aligns, 8)
    vat = _tax(net, "23")
    total = net + vat
    sx = (w - 300, w - 240, w - 170, w - 110, w - 40)
    top2 = foot - 20
    _grid(c, sx, top2, 3, 15)
    _row(c, sx, top2 - 10, ("Stawka VAT", "Netto", "VAT", "Brutto"), "crrr", 7.5, BOLD)
    _row(c, sx, top2 - 25, ("23%", _sp(net), _sp(vat), _sp(total)), "crrr", 8)
    _row(c, sx, top2 - 40, ("Razem", _sp(net), _sp(vat), _sp(total)), "crrr", 8, BOLD)
    _text(c, w - 40, top2 - 66, f"Wartosc zamowienia brutto: {_sp(total)} PLN", 10, BOLD, True)
    uwagi = (
        "Uwagi:",
        "Dostawa na paletach EUR, papier foliowany.",
        "Prosimy o potwierdzenie zamowienia",
        "w ciagu 2 dni roboczych.",
    )
    _block(c, 40, top2 - 10, uwagi, 8, pitch=11, first=BOLD)
    for x, s in ((40, "Wystawil(a): Anna Kowalczyk"), (w - 240, "Zatwierdzil(a)")):
        c.line(x, 150, x + 200, 150)
        _text(c, x, 140, s, 7.5)
    _grey(c, 0, 40, ("Wydrukowano z programu Comarch ERP Optima   Strona 1 z 1",), 6.5, centre=w)
    return {
        "fields": {
            "document_number": "ZD/214/2026",
            "date": "2026-11-18",
            "due_date": "2026-12-02",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "PLN",
            "vendor_name": "Papier-Serwis S.A.",
            "customer_name": "Drukarnia Wisla Sp. z o.o.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, _, p in ABPL5_ROWS],
    }


# abno6: a Bergen hotel's Visma-style innkjøpsordre to a linen wholesaler, a discount per line, MVA 25 %
ABNO6_ROWS = (
    ("10-2201", "Dynetrekk 140x200, hvit bomullssateng", "80", "stk", "289.00", "0"),
    ("10-2205", "Putetrekk 50x70, hvit bomullssateng", "160", "stk", "89.00", "0"),
    ("10-3110", "Laken 150x260, perkal", "80", "stk", "219.00", "10"),
    ("11-0410", "Badehåndkle 70x140, 500 g/m2", "120", "stk", "159.00", "10"),
    ("11-0415", "Håndkle 50x90, 500 g/m2", "160", "stk", "79.00", "0"),
    ("12-0801", "Badematte 50x80, hvit", "40", "stk", "129.00", "0"),
    ("13-1001", "Frotté badekåpe, str. L", "24", "stk", "449.00", "5"),
)
TEAL = (0.0, 0.4, 0.45)


def _abno6_net(q: str, p: str, disc: str) -> Decimal:
    gross = Decimal(q) * Decimal(p)
    return (gross * (100 - Decimal(disc)) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)


def abno6(c) -> dict:
    w, h = A4
    c.setFillColorRGB(*TEAL)
    c.circle(52, h - 58, 12, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 104, h - 62, "BH", 9, BOLD)
    c.setFillColorRGB(*TEAL)
    _text(c, 72, h - 56, "Bryggen Havnehotell AS", 14, BOLD)
    c.setFillGray(0.3)
    _text(c, 72, h - 68, "Bryggen 41, 5003 Bergen  |  Org.nr. 923 456 781 MVA", 7.5)
    c.setFillGray(0)
    _text(c, w - 40, h - 60, "Innkjøpsordre", 18, right=True)
    _text(c, 40, h - 104, "Leverandør", 7.5, BOLD)
    _block(
        c,
        40,
        h - 118,
        ("Tekstilgrossisten Vestland AS", "Postboks 212 Kokstad", "5863 Bergen", "Org.nr. 914 227 305 MVA"),
        9,
        pitch=12,
        first=BOLD,
    )
    info = (
        ("Ordrenr.", "30412"),
        ("Ordredato", "19.11.2026"),
        ("Leveringsdato", "03.12.2026"),
        ("Leverandørnr.", "20118"),
        ("Vår ref.", "Ingrid Solheim"),
        ("Deres ref.", "Kjetil Aase"),
        ("Betalingsbet.", "30 dager netto"),
    )
    _pairs(c, w - 220, w - 40, h - 104, info, pitch=12)
    _text(c, 40, h - 198, "Leveringsadresse: Bryggen Havnehotell AS, varemottak, Øvregaten 8, 5003 Bergen", 8)
    xs = (40, 90, 290, 330, 362, 420, 460, w - 40)
    aligns = "llrlrrr"
    top = h - 214
    c.setStrokeColorRGB(*TEAL)
    c.setLineWidth(1.2)
    c.line(40, top, w - 40, top)
    c.line(40, top - 18, w - 40, top - 18)
    c.setStrokeGray(0)
    titles = ("Varenr.", "Beskrivelse", "Antall", "Enhet", "Pris", "Rab. %", "Beløp")
    _row(c, xs, top - 12, titles, aligns, 8, BOLD)
    net = Decimal(0)
    y = top - 18
    for i, (code, d, q, unit, p, disc) in enumerate(ABNO6_ROWS):
        y = top - 32 - 15 * i
        amount = _abno6_net(q, p, disc)
        net += amount
        cells = (code, d, q, unit, _sp(Decimal(p)), disc if disc != "0" else "", _sp(amount))
        _row(c, xs, y, cells, aligns, 8)
    c.setLineWidth(0.5)
    c.line(40, y - 8, w - 40, y - 8)
    mva = _tax(net, "25")
    total = net + mva
    _pairs(c, w - 220, w - 44, y - 26, (("Sum eks. mva", _sp(net)), ("Mva 25 %", _sp(mva))), pitch=14)
    c.setStrokeColorRGB(*TEAL)
    c.setLineWidth(1.2)
    c.line(w - 220, y - 48, w - 40, y - 48)
    c.setStrokeGray(0)
    _text(c, w - 220, y - 62, "Totalt NOK", 10, BOLD)
    _text(c, w - 44, y - 62, _sp(total), 10, BOLD, True)
    _block(
        c,
        40,
        y - 26,
        (
            "Merknad",
            "Levering mellom kl. 08 og 14.",
            "Ordrenummer må oppgis på faktura.",
            "Faktura sendes som EHF.",
        ),
        8,
        pitch=11,
        first=BOLD,
    )
    _grey(
        c,
        0,
        44,
        (
            "Bryggen Havnehotell AS  -  Bryggen 41, 5003 Bergen  -  Tlf. 55 55 01 40  -  innkjop@bryggenhavn.no",
        ),
        6.5,
        centre=w,
    )
    return {
        "fields": {
            "document_number": "30412",
            "date": "2026-11-19",
            "due_date": "2026-12-03",
            "total_amount": _plain(total),
            "tax_amount": _plain(mva),
            "currency": "NOK",
            "vendor_name": "Tekstilgrossisten Vestland AS",
            "customer_name": "Bryggen Havnehotell AS",
        },
        "line_items": [
            _item(d, q, p, _plain(_abno6_net(q, p, disc)), code) for code, d, q, _, p, disc in ABNO6_ROWS
        ],
    }


# abkr7: a Changwon ball-screw maker's order confirmation in English to a Vietnamese buyer, KRW in whole won
ABKR7_ROWS = (
    ("HB-LM25-880", "Linear guide rail LM25, L=880 mm", "40", "EA", "186000"),
    ("HB-LB25-F", "Linear block LM25, flange type", "80", "EA", "92500"),
    ("HB-BS2005-C5", "Ball screw 20x5, C5 grade, L=650 mm", "20", "EA", "412000"),
    ("HB-BN2005-D", "Ball nut 2005, double, preloaded", "20", "EA", "238000"),
    ("HB-BK15", "Support unit BK15, fixed side", "20", "SET", "71500"),
    ("HB-BF15", "Support unit BF15, floating side", "20", "SET", "38400"),
    ("PK-EXP-CR", "Export packing (wooden crate, ISPM 15)", "2", "LOT", "185000"),
)
RED = (0.78, 0.1, 0.12)


def abkr7(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.05, 0.25, 0.55)
    c.rect(40, h - 74, 30, 30, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 110, h - 64, "HB", 11, BOLD)
    c.setFillColorRGB(0.05, 0.25, 0.55)
    _text(c, 78, h - 56, "HANBIT PRECISION CO., LTD.", 14, BOLD)
    c.setFillGray(0.3)
    _text(
        c,
        78,
        h - 68,
        "57, Changwon-daero 1144beon-gil, Seongsan-gu, Changwon-si, Gyeongsangnam-do 51541, Korea",
        7,
    )
    _text(
        c, 78, h - 77, "Tel +82-55-555-0172  |  Business Reg. No. 609-81-27514  |  export@hanbitprec.co.kr", 7
    )
    c.setFillGray(0)
    c.setLineWidth(1.5)
    c.line(40, h - 88, w - 40, h - 88)
    _centre(c, w, h - 116, "ORDER CONFIRMATION", 16, BOLD)
    c.setLineWidth(0.6)
    c.rect(40, h - 222, 250, 90)
    _text(c, 46, h - 144, "MESSRS.", 7.5, BOLD)
    _block(
        c,
        46,
        h - 158,
        (
            "Mekong Automation Joint Stock Company",
            "Lot C4, Tan Thuan Export Processing Zone",
            "District 7, Ho Chi Minh City, Vietnam",
            "Attn: Mr. Nguyen Van Hai, Purchasing",
            "Tax code 0312847765",
        ),
        8,
        pitch=11,
        first=BOLD,
    )
    info = (
        ("O/C No.", "HBP-OC-26-1187"),
        ("Date", "2026.11.20"),
        ("Your P/O No.", "MA-PO-26/0931 of 2026.11.16"),
        ("Requested Delivery Date", "2026.12.18"),
        ("Incoterms", "FOB Busan, Korea"),
        ("Payment", "T/T 30% advance, 70% before shipment"),
        ("Currency", "KRW (Korean Won)"),
    )
    _keys(c, 306, h - 144, info, 100, 8, 12.5)
    xs = (40, 62, 140, 330, 370, 404, 470, w - 40)
    aligns = "cllrcrr"
    top = h - 246
    _band(c, 40, top - 18, w - 80, 18, (0.85, 0.89, 0.95))
    foot = _grid(c, xs, top, len(ABKR7_ROWS) + 1, 18)
    titles = ("No.", "Model No.", "Description", "Q'ty", "Unit", "Unit Price", "Amount")
    _row(c, xs, top - 12, titles, aligns, 7.5, BOLD)
    total = Decimal(0)
    for i, (model, d, q, unit, p) in enumerate(ABKR7_ROWS):
        amount = _ext(q, p, 0)
        total += amount
        cells = (str(i + 1), model, d, q, unit, _num(Decimal(p), places=0), _num(amount, places=0))
        _row(c, xs, top - 30 - 18 * i, cells, aligns, 8)
    c.rect(330, foot - 22, w - 40 - 330, 22)
    _text(c, 336, foot - 15, "TOTAL AMOUNT", 9, BOLD)
    _text(c, w - 44, foot - 15, f"KRW {_num(total, places=0)}", 9.5, BOLD, True)
    remarks = (
        "REMARKS",
        "1. VAT: zero-rated (export of goods, VAT Act Art. 21).",
        "2. Origin: Republic of Korea. HS code 8483.40.",
        "3. Shipping marks: MEKONG / HCMC / C/No. 1-2 / MADE IN KOREA.",
        "4. Bank: Shinhan Bank, Changwon Branch, SWIFT SHBKKRSE,",
        "    A/C 140-013-552918 (Hanbit Precision Co., Ltd.).",
        "Please sign and return one copy of this confirmation.",
    )
    _block(c, 40, foot - 44, remarks, 7.8, pitch=11, first=BOLD)
    y = foot - 140
    _text(c, 40, y, "Accepted by (Buyer)", 8, BOLD)
    c.line(40, y - 40, 220, y - 40)
    _text(c, w - 220, y, "HANBIT PRECISION CO., LTD.", 8, BOLD)
    c.line(w - 220, y - 40, w - 40, y - 40)
    _text(c, w - 220, y - 50, "Park Ji-hoon, Export Sales Manager", 7.5)
    c.setStrokeColorRGB(*RED)
    c.setFillColorRGB(*RED)
    c.setLineWidth(1.4)
    c.circle(w - 70, y - 24, 17, stroke=1, fill=0)
    _centre(c, 2 * (w - 70), y - 22, "HANBIT", 6.5, BOLD)
    _centre(c, 2 * (w - 70), y - 31, "SEAL", 5.5, BOLD)
    c.setStrokeGray(0)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "HBP-OC-26-1187",
            "date": "2026-11-20",
            "due_date": "2026-12-18",
            "total_amount": _plain(total, 0),
            "currency": "KRW",
            "vendor_name": "HANBIT PRECISION CO., LTD.",
            "customer_name": "Mekong Automation Joint Stock Company",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p, 0), 0), m) for m, d, q, _, p in ABKR7_ROWS],
    }


# abth8: a Bangkok hospital's purchase order in English, THB, VAT 7 %
ABTH8_ROWS = (
    ("MED-0412", "Surgical gown, sterile, size L", "200", "pcs", "68.00"),
    ("MED-1107", "IV cannula 20G, with injection port", "500", "pcs", "18.50"),
    ("MED-2230", "Syringe 5 ml, Luer slip", "2000", "pcs", "2.35"),
    ("MED-3015", "Examination gloves, latex, M (100)", "150", "box", "145.00"),
    ("MED-4420", "Alcohol pads 70% (100 pcs)", "80", "box", "42.00"),
    ("MED-5081", "Urine bag 2000 ml, with outlet", "300", "pcs", "12.75"),
    ("MED-6602", "Oxygen mask, adult, with tubing", "120", "pcs", "39.00"),
)
GREEN = (0.0, 0.45, 0.35)


def abth8(c) -> dict:
    w, h = A4
    c.setFillColorRGB(*GREEN)
    c.rect(40, h - 80, 36, 36, stroke=0, fill=1)
    c.setFillGray(1)
    c.rect(54, h - 74, 8, 24, stroke=0, fill=1)
    c.rect(46, h - 66, 24, 8, stroke=0, fill=1)
    c.setFillColorRGB(*GREEN)
    _text(c, 86, h - 56, "Chaophraya Riverside Hospital Co., Ltd.", 14, BOLD)
    c.setFillGray(0.25)
    _block(
        c,
        86,
        h - 68,
        (
            "88 Charoen Nakhon Road, Khlong Ton Sai, Khlong San, Bangkok 10600",
            "Tel. 02-555-0188  |  Tax ID 0105548031277 (Head Office)",
        ),
        7.5,
        pitch=9.5,
    )
    c.setFillGray(0)
    _band(c, 40, h - 112, w - 80, 20, GREEN)
    c.setFillGray(1)
    _centre(c, w, h - 106, "PURCHASE ORDER", 12, BOLD)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    c.rect(40, h - 200, 300, 80)
    _text(c, 46, h - 132, "Vendor", 7.5, BOLD)
    _block(
        c,
        46,
        h - 146,
        (
            "Siam Meditech Supply Co., Ltd.",
            "1550 Phetchaburi Road, Makkasan, Ratchathewi",
            "Bangkok 10400",
            "Tax ID 0105551092634 (Head Office)",
            "Contact: Khun Warunee  Tel. 02-555-0117",
        ),
        8,
        pitch=10.5,
        first=BOLD,
    )
    c.rect(346, h - 200, w - 40 - 346, 80)
    info = (
        ("PO No.", "PO2611-0587"),
        ("PO Date", "21 Nov 2026"),
        ("Delivery Date", "28 Nov 2026"),
        ("Credit Term", "60 days"),
        ("Department", "Central Supply (CSSD)"),
        ("PR No.", "PR2611-1042"),
    )
    _keys(c, 352, h - 133, info, 68, 8, 11.5)
    xs = (40, 64, 124, 318, 370, 404, 464, w - 40)
    aligns = "cllrcrr"
    top = h - 218
    _band(c, 40, top - 18, w - 80, 18, (0.88, 0.94, 0.92))
    c.setLineWidth(0.5)
    foot = _grid(c, xs, top, len(ABTH8_ROWS) + 1, 18)
    titles = ("No.", "Item Code", "Description", "Qty", "Unit", "Unit Price", "Amount")
    _row(c, xs, top - 12, titles, aligns, 7.5, BOLD)
    net = Decimal(0)
    for i, (code, d, q, unit, p) in enumerate(ABTH8_ROWS):
        amount = _ext(q, p)
        net += amount
        cells = (str(i + 1), code, d, _qty(q), unit, _num(Decimal(p)), _num(amount))
        _row(c, xs, top - 30 - 18 * i, cells, aligns, 8)
    vat = _tax(net, "7")
    total = net + vat
    sums = (("Sub Total", _num(net)), ("VAT 7%", _num(vat)), ("Grand Total (THB)", _num(total)))
    sx = (370, 464, w - 40)
    for i, (k, v) in enumerate(sums):
        c.rect(sx[0], foot - 18 * (i + 1), sx[2] - sx[0], 18)
        font = BOLD if i == 2 else "Helvetica"
        _row(c, sx, foot - 18 * i - 12, (k, v), "lr", 8, font)
    _block(
        c,
        40,
        foot - 14,
        (
            "Remarks:",
            "Please deliver to Central Supply, Building B, G floor,",
            "Mon-Fri 08:30-15:30. Attach a copy of this PO",
            "and the tax invoice with the delivery.",
        ),
        7.8,
        pitch=10.5,
        first=BOLD,
    )
    y = foot - 140
    for k, who in enumerate(("Prepared by", "Purchasing Manager", "Authorized Signature")):
        x = 40 + 180 * k
        c.line(x, y, x + 150, y)
        _centre(c, 2 * x + 150, y - 11, who, 7.5)
        _centre(c, 2 * x + 150, y - 22, "Date ____/____/______", 7)
    _grey(c, 0, 40, ("FM-PUR-003 Rev.04  |  Page 1/1",), 6.5, centre=w)
    return {
        "fields": {
            "document_number": "PO2611-0587",
            "date": "2026-11-21",
            "due_date": "2026-11-28",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "THB",
            "vendor_name": "Siam Meditech Supply Co., Ltd.",
            "customer_name": "Chaophraya Riverside Hospital Co., Ltd.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, _, p in ABTH8_ROWS],
    }


# abnz9: a Nelson builder's purchase order to a timber merchant, lengths and metres, GST 15 %
ABNZ9_ROWS = (
    ("F9045H12", "90x45 SG8 H1.2 KD framing", "24/4.8", "m", "6.95"),
    ("F14045H12", "140x45 SG8 H1.2 KD lintel", "6/5.4", "m", "12.40"),
    ("J19045H32", "190x45 SG8 H3.2 joist", "14/6.0", "m", "17.85"),
    ("P9090H4", "90x90 H4 rough sawn post", "8/2.4", "m", "13.60"),
    ("WB18018", "180x18 bevel-back weatherboard H3.1", "40/5.4", "m", "9.25"),
    ("PLY17CD", "17mm H3.2 CD structural ply 2400x1200", "12", "sht", "96.50"),
    ("NL9031G", "Galv nails 90 x 3.15, 5kg box", "3", "box", "64.90"),
)


def _abnz9_qty(lengths: str) -> str:
    """The quantity of a line: the metres of ``pieces/length``, or a count."""
    if "/" not in lengths:
        return lengths
    pieces, length = lengths.split("/")
    metres = (Decimal(pieces) * Decimal(length)).normalize()
    return f"{metres:f}"


def abnz9(c) -> dict:
    w, h = A4
    c.setFillColorRGB(0.15, 0.3, 0.2)
    p = c.beginPath()
    p.moveTo(40, h - 78)
    p.lineTo(62, h - 44)
    p.lineTo(84, h - 78)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    _text(c, 94, h - 58, "TASMAN RIDGE BUILDERS LTD", 14, BOLD)
    c.setFillGray(0)
    _block(
        c,
        94,
        h - 71,
        (
            "12 Quarantine Road, Stoke, Nelson 7011  |  021 555 0346",
            "GST No. 112-456-789  |  accounts@tasmanridge.co.nz",
        ),
        7.5,
        pitch=9.5,
    )
    _text(c, w - 40, h - 58, "PURCHASE ORDER", 15, BOLD, True)
    _text(c, w - 40, h - 74, "No. TRB-1093", 11, right=True)
    c.setLineWidth(0.6)
    _text(c, 40, h - 110, "To:", 8, BOLD)
    _block(
        c,
        62,
        h - 110,
        ("Mapua Timber & Hardware Ltd", "Trade Desk", "8 Aranui Road, Mapua 7005", "Trade account: TAS044"),
        8.5,
        pitch=11,
        first=BOLD,
    )
    _keys(
        c,
        w - 250,
        h - 110,
        (
            ("Date:", "26 November 2026"),
            ("Job:", "J2619 - 14 Kowhai Rise, Richmond"),
            ("Site contact:", "Hemi Walker 027 555 8812"),
            ("Delivery required:", "Mon 7 December 2026"),
        ),
        80,
        8,
        12,
    )
    xs = (40, 98, 268, 318, 364, 392, 456, w - 40)
    aligns = "llcrcrr"
    top = h - 180
    _band(c, 40, top - 16, w - 80, 16, (0.86, 0.9, 0.86))
    foot = _grid(c, xs, top, len(ABNZ9_ROWS) + 1, 17, verticals=False)
    titles = ("Code", "Description", "Lengths", "Qty", "Unit", "Rate", "Amount")
    _row(c, xs, top - 11, titles, aligns, 7.5, BOLD)
    net = Decimal(0)
    for i, (code, d, lengths, unit, p) in enumerate(ABNZ9_ROWS):
        q = _abnz9_qty(lengths)
        amount = _ext(q, p)
        net += amount
        cells = (code, d, lengths if "/" in lengths else "-", q, unit, _num(Decimal(p)), _num(amount))
        _row(c, xs, top - 28 - 17 * i, cells, aligns, 8)
    gst = _tax(net, "15")
    total = net + gst
    _pairs(
        c,
        w - 200,
        w - 44,
        foot - 18,
        (("Sub-total (excl GST)", _num(net)), ("GST 15%", _num(gst)), ("TOTAL (incl GST)", _num(total))),
        pitch=14,
    )
    c.line(w - 200, foot - 36, w - 40, foot - 36)
    _block(
        c,
        40,
        foot - 18,
        (
            "Lengths: pieces / length in metres. Rates per metre excl GST.",
            "Framing to NZS 3604; treatment certificates with delivery.",
            "Hiab delivery to site, stack on bearers clear of ground.",
            "Invoice monthly to our trade account quoting PO and job no.",
        ),
        7.5,
        pitch=10.5,
    )
    _text(c, 40, foot - 80, "Ordered by: Sam Reid (Site Manager)", 8, BOLD)
    return {
        "fields": {
            "document_number": "TRB-1093",
            "date": "2026-11-26",
            "due_date": "2026-12-07",
            "total_amount": _plain(total),
            "tax_amount": _plain(gst),
            "currency": "NZD",
            "vendor_name": "Mapua Timber & Hardware Ltd",
            "customer_name": "TASMAN RIDGE BUILDERS LTD",
        },
        "line_items": [
            _item(d, _abnz9_qty(ln), p, _plain(_ext(_abnz9_qty(ln), p)), code)
            for code, d, ln, _, p in ABNZ9_ROWS
        ],
    }


# abus10: a Denver contractor's purchase order, revision 2 (a change order), Denver sales tax 8.81 %
ABUS10_ROWS = (
    ("EMT-34", "EMT conduit 3/4 in x 10 ft", "400", "EA", "8.64", ""),
    ("EMTC-34SS", "EMT set-screw connector 3/4 in", "800", "EA", "0.92", ""),
    ("THHN12-BK", "THHN Cu 12 AWG black, 500 ft reel", "24", "RL", "96.75", "R1"),
    ("MC122-250", "MC cable 12/2 AL armor, 250 ft coil", "30", "CL", "214.00", "R2"),
    ("BX4S-218", "4 in square box, 2-1/8 in deep", "350", "EA", "3.28", ""),
    ("LT24-40D", "LED troffer 2x4, 40W, 0-10V dim", "86", "EA", "118.40", "R2"),
    ("PNL225-42", "Panelboard 225A, 42 circuit, MLO", "2", "EA", "1865.00", "R1"),
    ("LCP-16R", "Lighting control relay panel, 16 relay", "1", "EA", "3420.00", "R2"),
)
ORANGE = (0.85, 0.45, 0.1)


def _abus10_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(0.2, 0.2, 0.22)
    c.rect(40, h - 76, 150, 36, stroke=0, fill=1)
    c.setFillColorRGB(*ORANGE)
    p = c.beginPath()
    p.moveTo(46, h - 70)
    p.lineTo(60, h - 46)
    p.lineTo(74, h - 70)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 80, h - 56, "GRANITE PEAK", 11, BOLD)
    _text(c, 80, h - 68, "CONSTRUCTORS", 8, BOLD)
    c.setFillGray(0)
    _block(
        c,
        200,
        h - 50,
        (
            "Granite Peak Constructors, Inc.",
            "3150 Brighton Blvd, Denver, CO 80216",
            "(303) 555-0161  |  CO Lic. EC-88214",
        ),
        8,
        pitch=10.5,
        first=BOLD,
    )
    _text(c, w - 40, h - 52, "PURCHASE ORDER", 16, BOLD, True)
    _text(c, w - 110, h - 72, "PO No. 24-0317", 11, BOLD, True)
    c.setStrokeColorRGB(*ORANGE)
    c.setLineWidth(1.5)
    c.rect(w - 102, h - 78, 62, 20)
    c.setStrokeGray(0)
    c.setFillColorRGB(*ORANGE)
    _centre(c, 2 * (w - 71), h - 72, "REV 2", 11, BOLD)
    c.setFillGray(0)
    _pairs(
        c,
        w - 230,
        w - 40,
        h - 94,
        (("PO Date", "Oct 6, 2026"), ("Revision Date", "Nov 24, 2026"), ("Required On Site", "Dec 14, 2026")),
        pitch=12,
    )
    _band(c, 40, h - 152, w - 80, 16, (0.98, 0.9, 0.8))
    _centre(
        c, w, h - 147, "CHANGE ORDER - THIS REVISION SUPERSEDES ALL PREVIOUS ISSUES OF THIS PO", 8.5, BOLD
    )


def _abus10_history(c, x: float, y: float, total: Decimal) -> None:
    """The change history box: the original amount and two changes adding up to ``total``."""
    rev1, rev2 = Decimal("4212.68"), Decimal("9876.54")
    rows = (
        ("Original PO amount (Oct 6, 2026)", total - rev1 - rev2),
        ("Rev 1 (Oct 29, 2026)", rev1),
        ("Rev 2 (this revision)", rev2),
        ("Revised PO amount", total),
    )
    c.rect(x, y - 64, 232, 70)
    _text(c, x + 6, y - 6, "Change History (incl. tax)", 7.5, BOLD)
    for i, (k, v) in enumerate(rows):
        sign = "+" if 0 < i < 3 else ""
        _text(c, x + 6, y - 19 - 11 * i, k, 7.5)
        _text(c, x + 226, y - 19 - 11 * i, f"{sign}${_num(v)}", 7.5, right=True)


def abus10(c) -> dict:
    w, h = letter
    _abus10_head(c)
    for x, title, lines in (
        (40, "VENDOR", ("Front Range Electrical Supply LLC", "5900 N Washington St", "Denver, CO 80216")),
        (
            220,
            "SHIP TO / JOB SITE",
            ("Cherry Creek Medical Office Bldg", "Job 24-118, Gate 2", "455 S Colorado Blvd"),
        ),
        (400, "PROJECT", ("Job No. 24-118", "PM: Rachel Ostrowski", "Terms: Net 30, FOB Jobsite")),
    ):
        _text(c, x, h - 172, title, 7.5, BOLD)
        _block(c, x, h - 185, lines, 8, pitch=10.5, first=BOLD)
    xs = (40, 62, 124, 316, 360, 392, 458, 536, w - 40)
    aligns = "cllrcrrc"
    top = h - 236
    c.setLineWidth(0.5)
    _band(c, 40, top - 16, w - 80, 16, (0.2, 0.2, 0.22))
    c.setFillGray(1)
    titles = ("Item", "Part No.", "Description", "Qty", "Unit", "Unit Price", "Ext. Price", "Rev")
    _row(c, xs, top - 11, titles, aligns, 7.5, BOLD)
    c.setFillGray(0)
    net = Decimal(0)
    c.setStrokeGray(0.75)
    y = top - 16
    for i, (part, d, q, unit, p, rev) in enumerate(ABUS10_ROWS):
        y = top - 16 - 17 * (i + 1)
        amount = _ext(q, p)
        net += amount
        font = BOLD if rev == "R2" else "Helvetica"
        cells = (str(i + 1), part, d, q, unit, _num(Decimal(p)), _num(amount), rev)
        _row(c, xs, y + 6, cells, aligns, 7.8, font)
        c.line(40, y, w - 40, y)
    c.setStrokeGray(0)
    tax = _tax(net, "8.81")
    total = net + tax
    _pairs(
        c,
        w - 210,
        w - 44,
        y - 20,
        (("Subtotal", f"${_num(net)}"), ("Sales Tax (Denver 8.81%)", f"${_num(tax)}")),
        pitch=14,
    )
    c.line(w - 210, y - 42, w - 40, y - 42)
    _text(c, w - 210, y - 56, "REVISED PO TOTAL", 9, BOLD)
    _text(c, w - 44, y - 56, f"${_num(total)}", 9.5, BOLD, True)
    _abus10_history(c, 40, y - 14, total)
    notes = (
        "Rev 2: qty of MC cable 20 -> 30 coils, LED troffers 64 -> 86 (ASI #7), control panel added.",
        "Rev 1: THHN reels 16 -> 24, panelboards 1 -> 2 (RFI 031). Lines marked R1/R2 changed.",
        "Reference PO 24-0317 on all tickets and invoices. Deliveries 7:00 AM - 2:00 PM, call PM.",
    )
    _block(c, 40, y - 100, notes, 7.5, pitch=10.5)
    for x, who in ((40, "Vendor Acceptance"), (w - 240, "Granite Peak Constructors - Purchasing")):
        c.line(x, y - 170, x + 200, y - 170)
        _text(c, x, y - 180, who, 7.5)
    return {
        "fields": {
            "document_number": "24-0317",
            "date": "2026-10-06",
            "due_date": "2026-12-14",
            "total_amount": _plain(total),
            "tax_amount": _plain(tax),
            "currency": "USD",
            "vendor_name": "Front Range Electrical Supply LLC",
            "customer_name": "Granite Peak Constructors, Inc.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), part) for part, d, q, _, p, _ in ABUS10_ROWS],
    }


LAYOUTS = {
    "abca1": (abca1, letter),
    "abus2": (abus2, letter),
    "abfr3": (abfr3, A4),
    "abgb4": (abgb4, A4),
    "abpl5": (abpl5, A4),
    "abno6": (abno6, A4),
    "abkr7": (abkr7, A4),
    "abth8": (abth8, A4),
    "abnz9": (abnz9, A4),
    "abus10": (abus10, letter),
}
SCANNED = ("abgb4", "abpl5", "abkr7", "abnz9")
