"""Ten more hand-written business documents, written 2026-12-07 in the manner of scripts/layouts_set.py, as
small businesses in the US, the UK, Canada and Australia print them, of kinds no earlier set drew: a Houston
food distributor's delivery invoice to a restaurant, 30 lines on two pages (item numbers, cases and eaches,
pack and size columns, brand, category headings, sales tax on the taxable paper and chemical lines only), a
Halifax (West Yorkshire) electrical wholesaler's invoice with ordered / despatched / back-ordered columns (VAT
20 %), a Denver bike shop's QuickBooks Online-style Sales Receipt (paid at once by card, labour untaxed), an
Amazon Business-style invoice from a marketplace seller to a school (sold by / billed to / shipped to, ASIN
codes, Michigan sales tax by line, "Pay by Invoice" due date), a Toronto tea shop's Shopify order
confirmation printed from the customer's mail (a discount code, shipping, HST 13 %), a Fremantle event
venue's tax invoice with a deposit already paid and a balance due (GST 10 %), a Charlotte roofing
contractor's progress billing (a schedule of values with the work completed to date), a Chesterfield joinery
firm's invoice to a builder with a CIS deduction (not VAT registered), a Kelowna physiotherapy clinic's
purchase order to a medical supplier (GST 5 % and PST 7 % with a total tax, ISO dates) and a Perth plumbing
supplies tax invoice with "Account No." and "Customer Order No." boxed beside the invoice number (GST 10 %,
day-first dates). Four of them (the UK wholesaler's, the Sales Receipt, the purchase order and the plumbing
supplies pages) are also written as scans.

What the values say where a page leaves a choice: a line's amount is its net as printed, before tax, and its
quantity the one it is priced on: the food distributor's quantity is the count of cases or eaches shipped (its
item ids the item numbers; the category headings are no items; its due date the printed "DUE DATE"), the UK
wholesaler's the despatched quantity (its amount the despatched quantity times the price; ordered and
back-ordered counts are not in the values). The Sales Receipt's lines are `_bare` lines with their quantity
and rate; its total is the "TOTAL" paid (its balance due is 0.00) and it has no due date. The marketplace
invoice's vendor is the seller it is "Sold by", its customer the "Billed to" party, its document number the
seller's invoice number (not the order number), its due date the "Payment due date", its tax the "Tax" total
(the sum of the line taxes); its item ids are the ASINs. The Shopify mail prints no unit prices, so its items
have a description (the line's name without "× n"), a quantity and an amount only; its number is the order
number without "#", its date the "Placed on" date, its total what was paid (after the discount code, with
shipping and HST), its customer the name on the billing address; it has no due date. The venue's total is the
invoice total with GST before the deposit is taken off (not the "Balance due"), its due date the day the
balance is due. The roofing progress billing's number is its invoice number (not the application number); its
line items are the schedule of values' rows with their description and the amount billed this period only (no
quantity or unit price), its total the "Current Amount Due" (the sum of this period's column; no retainage is
held and no tax charged, so it has no tax_amount). The joinery invoice's total is its "Invoice Total" before
the CIS deduction (not the smaller "Amount Payable"), and it has no tax_amount (the CIS deduction is tax
withheld by the customer, not tax charged). The purchase order's vendor is the supplier it is addressed to,
its customer the clinic issuing it, its due date the "Required By" date, its tax the printed "Total Tax" (GST
plus PST). The plumbing supplies' document number is the "Invoice No." (not the account or customer order
number), its due date the "Payment due" date in its terms, its item ids the product codes.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _bare, _block, _centre, _item, _pairs, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
OBL = "Helvetica-Oblique"
CENT = Decimal("0.01")


def _mul(quantity: str, price: str) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to the cent."""
    return (Decimal(quantity) * Decimal(price)).quantize(CENT, ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to the cent."""
    return (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)


def _m(value, sym: str = "") -> str:
    """An amount as printed in these countries: 1,234.50, with ``sym`` before it (and a minus before that)."""
    d = Decimal(value)
    return f"{'-' if d < 0 else ''}{sym}{abs(d):,.2f}"


def _sum(values) -> Decimal:
    return sum((Decimal(v) for v in values), Decimal(0))


def _fields(number, date, due, total, tax, currency, vendor, customer) -> dict[str, str]:
    fields = {
        "document_number": number,
        "date": date,
        "due_date": due,
        "total_amount": None if total is None else str(total),
        "tax_amount": None if tax is None else str(tax),
        "currency": currency,
        "vendor_name": vendor,
        "customer_name": customer,
    }
    return {k: v for k, v in fields.items() if v is not None}


def _row(c, y: float, cols, cells, size: float = 8.5, font: str = "Helvetica") -> None:
    """One table row: each column (x, title, right-aligned) with its cell."""
    for (x, _, right), s in zip(cols, cells):
        _text(c, x, y, s, size, font, right)


def _heads(c, y: float, cols, size: float = 8, font: str = BOLD) -> None:
    for x, title, right in cols:
        _text(c, x, y, title, size, font, right)


def _band(c, x0: float, y: float, x1: float, height: float, gray: float = 0.9) -> None:
    """A shaded band from x0 to x1, ``height`` tall, its foot at ``y``."""
    c.setFillGray(gray)
    c.rect(x0, y, x1 - x0, height, stroke=0, fill=1)
    c.setFillGray(0)


def _box(c, x: float, y: float, wide: float, key: str, value: str, high: float = 30, size: float = 9) -> None:
    """A box ``wide`` by ``high`` with its top at ``y``: a small key over its value."""
    c.rect(x, y - high, wide, high)
    _text(c, x + 4, y - 10, key, 6.5, BOLD)
    _text(c, x + 4, y - high + 7, value, size)


# afus1: a Houston food distributor's delivery invoice to a restaurant, two pages
US1_ROWS = [
    ("**** DAIRY ****",),
    ("4108832", "2", "CS", "4", "1 GAL", "GCFRESH", "MILK WHOLE VIT D", "", "21.86"),
    ("5300917", "1", "CS", "6", "32 OZ", "GCFRESH", "CREAM HEAVY WHIP 40%", "", "34.95"),
    ("1873021", "2", "CS", "4", "5 LB", "PRAIRIE", "CHEESE MONTEREY JACK SHRD", "", "52.40"),
    ("1873118", "1", "CS", "4", "5 LB", "PRAIRIE", "CHEESE CHEDDAR MILD SHRD", "", "51.75"),
    ("2204455", "3", "EA", "1", "5 LB", "LA VAQUITA", "CHEESE QUESO FRESCO", "", "14.20"),
    ("7720114", "1", "CS", "12", "16 OZ", "GCFRESH", "SOUR CREAM CULTURED", "", "24.36"),
    ("**** MEATS ****",),
    ("6640127", "2", "CS", "2", "10 LB", "BRAZOS", "BEEF SKIRT OUTSIDE PEELED", "", "238.60"),
    ("6651043", "3", "CS", "4", "10 LB", "BRAZOS", "CHICKEN THIGH BNLS SKNLS", "", "61.90"),
    ("6678810", "1", "CS", "4", "5 LB", "BRAZOS", "PORK CARNITAS COOKED", "", "88.45"),
    ("6690452", "1", "CS", "2", "6 LB", "RANCHERO", "CHORIZO MEXICAN BULK", "", "47.18"),
    ("**** SEAFOOD ****",),
    ("8810264", "2", "CS", "5", "2 LB", "GULF PRIDE", "SHRIMP 21/25 P&D TAIL OFF", "", "96.50"),
    ("8823117", "1", "CS", "10", "1 LB", "GULF PRIDE", "FISH TILAPIA FIL 5-7 OZ", "", "58.90"),
    ("**** PRODUCE ****",),
    ("1002231", "2", "CS", "1", "40 LB", "FARMSTAND", "AVOCADO HASS 48 CT", "", "62.75"),
    ("1002518", "3", "CS", "1", "25 LB", "FARMSTAND", "TOMATO ROMA 2 LAYER", "", "28.40"),
    ("1003346", "1", "CS", "1", "50 LB", "FARMSTAND", "ONION WHITE JUMBO", "", "31.20"),
    ("1004479", "6", "EA", "1", "1 BU", "FARMSTAND", "CILANTRO ICELESS", "", "1.45"),
    ("1005502", "1", "CS", "1", "40 LB", "FARMSTAND", "LIME PERSIAN 175 CT", "", "44.60"),
    ("1006128", "1", "CS", "1", "10 LB", "FARMSTAND", "PEPPER JALAPENO", "", "16.85"),
    ("**** CANNED & DRY ****",),
    ("3301145", "1", "CS", "6", "#10", "MESA ROJA", "BEAN BLACK SEASONED", "", "38.70"),
    ("3302276", "1", "CS", "6", "#10", "MESA ROJA", "SAUCE ENCHILADA RED", "", "41.25"),
    ("3310098", "2", "CS", "1", "50 LB", "RIVERBEND", "RICE LONG GRAIN PARBOILED", "", "34.80"),
    ("3320511", "1", "CS", "12", "27.5 OZ", "LA COSECHA", "CHILE CHIPOTLE IN ADOBO", "", "42.35"),
    ("3331870", "4", "CS", "12", "24 CT", "MISSION", "TORTILLA CORN WHITE 6 IN", "", "27.90"),
    ("3335006", "2", "CS", "1", "35 LB", "GCPRIME", "OIL FRYER CANOLA CLEAR", "", "56.40"),
    ("**** DISPOSABLES ****",),
    ("9401233", "2", "CS", "1", "500 CT", "GCPACK", "CONTAINER FOAM HINGED 9X9", "T", "39.95"),
    ("9405518", "1", "CS", "10", "100 CT", "GCPACK", "GLOVE NITRILE MED BLACK", "T", "64.50"),
    ("9412276", "2", "CS", "12", "250 CT", "GCPACK", "NAPKIN DINNER 2PLY WHITE", "T", "23.80"),
    ("9420081", "1", "CS", "1", "1000 CT", "GCPACK", "CUP PORTION 2 OZ PLASTIC", "T", "18.25"),
    ("**** CHEMICALS ****",),
    ("5901144", "1", "CS", "4", "1 GAL", "KLEENPRO", "DEGREASER HEAVY DUTY", "T", "46.80"),
    ("5903307", "2", "EA", "1", "1 GAL", "KLEENPRO", "SANITIZER QUAT NO RINSE", "T", "18.90"),
]
US1_COLS = [
    (34, "ITEM NO", False),
    (96, "QTY", True),
    (102, "U/M", False),
    (144, "PACK", True),
    (150, "SIZE", False),
    (196, "BRAND", False),
    (260, "DESCRIPTION", False),
    (456, "T", False),
    (516, "UNIT PRICE", True),
    (578, "EXTENSION", True),
]


def _us1_rows(c, top: float, rows) -> float:
    _band(c, 30, top - 4, 582, 14, 0.2)
    c.setFillGray(1)
    _heads(c, top, US1_COLS, 7.5)
    c.setFillGray(0)
    y = top - 18
    for row in rows:
        if len(row) == 1:
            _text(c, 260, y, row[0], 7.5, "Courier-Bold")
        else:
            cells = (*row[:8], _m(row[8]), _m(_mul(row[1], row[8])))
            _row(c, y, US1_COLS, cells, 7.5, "Courier")
        y -= 13
    return y


def _us1_head(c, w: float, h: float, page: int) -> None:
    c.setFillColorRGB(0.05, 0.3, 0.55)
    c.rect(30, h - 78, 150, 46, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 40, h - 54, "GULF COAST", 17, BOLD)
    _text(c, 40, h - 70, "F O O D S E R V I C E", 9, BOLD)
    c.setFillGray(0)
    block = ("Gulf Coast Foodservice, Inc.", "9800 Clay Road", "Houston, TX 77080", "(713) 555-0170")
    _block(c, 190, h - 40, block, 8, pitch=10, first=BOLD)
    _text(c, 582, h - 46, "DELIVERY INVOICE", 15, BOLD, True)
    _text(c, 582, h - 60, f"PAGE {page} OF 2", 8, right=True)


def afus1(c) -> dict:
    w, h = letter
    vendor, customer = "Gulf Coast Foodservice, Inc.", "Casa Marisol Cantina LLC"
    items = [r for r in US1_ROWS if len(r) > 1]
    amounts = [_mul(r[1], r[8]) for r in items]
    subtotal = _sum(amounts)
    taxable = _sum(a for r, a in zip(items, amounts) if r[7] == "T")
    tax = _pct(taxable, "8.25")
    total = subtotal + tax
    _us1_head(c, w, h, 1)
    boxes = (
        ("INVOICE NUMBER", "0917733421", 90),
        ("INVOICE DATE", "DEC 01, 2026", 80),
        ("CUSTOMER NO.", "118340", 64),
        ("ROUTE / STOP", "412 / 07", 62),
        ("TERMS", "NET 7 DAYS", 70),
        ("DUE DATE", "DEC 08, 2026", 80),
    )
    x = 30
    for key, value, wide in boxes:
        _box(c, x, h - 90, wide, key, value, 28, 8.5)
        x += wide + 4
    _text(c, 30, h - 136, "SOLD TO", 7.5, BOLD)
    _text(c, 300, h - 136, "SHIP TO", 7.5, BOLD)
    block = (customer, "2314 Washington Ave", "Houston, TX 77007")
    _block(c, 30, h - 148, block, 8.5, pitch=10.5)
    block = ("CASA MARISOL CANTINA", "REAR DOCK - ALLEY ENTRANCE", "2314 WASHINGTON AVE", "HOUSTON TX 77007")
    _block(c, 300, h - 148, block, 8.5, pitch=10.5)
    _text(
        c, 30, h - 196, "DRIVER: R. OKAFOR   TRUCK 0418   TEMP CHECK: COOLER 36F  FREEZER -2F", 7, "Courier"
    )
    first, second = US1_ROWS[:20], US1_ROWS[20:]
    y = _us1_rows(c, h - 216, first)
    c.line(30, y + 4, 582, y + 4)
    _text(c, 582, y - 8, "*** CONTINUED ON PAGE 2 ***", 7.5, "Courier-Bold", True)
    _text(c, 30, 40, "PERISHABLE PRODUCT: CLAIMS MUST BE NOTED ON THIS INVOICE AT TIME OF DELIVERY.", 6.5)
    c.showPage()
    _us1_head(c, w, h, 2)
    _text(c, 30, h - 100, f"INVOICE 0917733421  -  {customer}  -  DEC 01, 2026 (CONTINUED)", 8, BOLD)
    y = _us1_rows(c, h - 122, second)
    c.line(30, y + 4, 582, y + 4)
    cases = _sum(r[1] for r in items if r[2] == "CS")
    eaches = _sum(r[1] for r in items if r[2] == "EA")
    _text(
        c, 30, y - 12, f"TOTAL CASES: {cases}    TOTAL EACHES: {eaches}    LINES: {len(items)}", 8, "Courier"
    )
    pairs = (
        ("PRODUCT TOTAL", _m(subtotal)),
        ("TAXABLE AMOUNT", _m(taxable)),
        ("SALES TAX 8.25%", _m(tax)),
    )
    _pairs(c, 400, 578, y - 12, pairs, pitch=13)
    c.rect(396, y - 70, 186, 20)
    _text(c, 402, y - 63, "INVOICE TOTAL", 9.5, BOLD)
    _text(c, 578, y - 63, _m(total, "$"), 10, BOLD, True)
    block = (
        "Received in good condition by: ______________________   Print name: ______________",
        "Remit to: Gulf Coast Foodservice, Inc., P.O. Box 4410, Houston, TX 77210-4410.",
        "A service charge of 1.5% per month is applied to balances past due. T = taxable item.",
    )
    _block(c, 30, y - 100, block, 7.5, pitch=11)
    _text(c, 30, 40, "PERISHABLE PRODUCT: CLAIMS MUST BE NOTED ON THIS INVOICE AT TIME OF DELIVERY.", 6.5)
    return {
        "fields": _fields("0917733421", "2026-12-01", "2026-12-08", total, tax, "USD", vendor, customer),
        "line_items": [_item(r[6], r[1], r[8], str(a), r[0]) for r, a in zip(items, amounts)],
    }


# afuk2: a West Yorkshire electrical wholesaler's invoice with ordered / despatched / back-ordered columns
def afuk2(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor, customer = "Pennine Electrical Wholesale Ltd", "Calder Valley Electrical Contractors Ltd"
    c.setFillColorRGB(0.85, 0.1, 0.1)
    c.rect(left, h - 74, 10, 40, stroke=0, fill=1)
    c.setFillColorRGB(0.95, 0.7, 0.0)
    c.rect(left + 13, h - 74, 10, 40, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 32, h - 52, "PENNINE", 20, BOLD)
    _text(c, left + 32, h - 70, "ELECTRICAL WHOLESALE", 10, BOLD)
    block = (
        vendor,
        "Unit 14, Dean Clough Mills, Halifax HX3 5AX",
        "Tel 01422 555 018  ·  sales@pennine-ew.co.uk",
        "VAT Reg. No. GB 284 6619 02  ·  Company No. 06418823",
    )
    _block(c, right, h - 44, block, 8, pitch=10.5, right=True)
    _text(c, left, h - 112, "SALES INVOICE", 15, BOLD)
    _text(c, left, h - 132, "Invoice To", 8, BOLD)
    block = (customer, "Mytholm Works, Burnley Road", "Hebden Bridge", "West Yorkshire HX7 8DG")
    _block(c, left, h - 144, block, 9, pitch=11)
    _text(c, 220, h - 132, "Deliver To", 8, BOLD)
    block = (
        "Site: Ackroyd Court refurbishment",
        "Clare Road",
        "Halifax HX1 2HX",
        "Contact: Lee 07700 900418",
    )
    _block(c, 220, h - 144, block, 9, pitch=11)
    pairs = (
        ("Invoice No.", "SI-204781"),
        ("Date / Tax Point", "26 Nov 2026"),
        ("Account", "CALD002"),
        ("Your Order No.", "CVE-3391"),
        ("Delivery Note", "DN-118442"),
        ("Due Date", "31 Dec 2026"),
    )
    c.rect(398, h - 186, right - 398, 84)
    _pairs(c, 404, right - 6, h - 114, pairs, pitch=13)
    rows = [
        ("TWE25100G", "T&E cable 2.5mm 100m grey", "4", "4", "0", "DRUM", "68.40"),
        ("TWE15100G", "T&E cable 1.5mm 100m grey", "3", "2", "1", "DRUM", "49.95"),
        ("CU10WAY", "Consumer unit 10 way dual RCD", "2", "2", "0", "EACH", "89.50"),
        ("MCB32B", "MCB 32A type B 6kA", "12", "12", "0", "EACH", "3.85"),
        ("RCBO16B", "RCBO 16A type B 30mA", "10", "6", "4", "EACH", "18.20"),
        ("DLED6W", "LED downlight 6W fire rated", "40", "40", "0", "EACH", "6.45"),
        ("SKT2G13", "Double socket 13A switched white", "24", "24", "0", "EACH", "2.98"),
        ("BB35MM", "Metal back box 1G 35mm", "50", "30", "20", "EACH", "0.42"),
        ("CLIPS10", "Cable clips 10mm (box 100)", "5", "5", "0", "BOX", "1.65"),
        ("WAGO221", "Lever connector 3-way (50)", "4", "4", "0", "PACK", "14.90"),
    ]
    cols = [
        (left + 4, "Product Code", False),
        (106, "Description", False),
        (300, "Ordered", True),
        (342, "Desp.", True),
        (374, "B/O", True),
        (382, "Unit", False),
        (470, "Price", True),
        (right - 4, "Net", True),
    ]
    top = h - 214
    _band(c, left, top - 5, right, 16, 0.85)
    _heads(c, top, cols, 8)
    y = top - 20
    amounts = []
    for code, desc, ordered, desp, bo, unit, price in rows:
        amount = _mul(desp, price)
        amounts.append(amount)
        _row(c, y, cols, (code, desc, ordered, desp, bo, unit, _m(price), _m(amount)), 8.5)
        y -= 15
    c.line(left, y + 6, right, y + 6)
    subtotal = _sum(amounts)
    vat = _pct(subtotal, "20")
    total = subtotal + vat
    note = (
        "Items marked B/O are on back order and will be despatched and invoiced when available.",
        "Goods remain the property of Pennine Electrical Wholesale Ltd until paid for in full.",
        "Terms: payment by the end of the month following the invoice month.",
        "Bank: Yorkshire Bank  Sort code 05-08-22  Account 31884406",
    )
    _block(c, left, y - 16, note, 7.5, pitch=10.5)
    _pairs(
        c, 410, right - 4, y - 16, (("Goods Net", _m(subtotal, "£")), ("VAT @ 20%", _m(vat, "£"))), pitch=14
    )
    c.rect(404, y - 56, right - 404, 20)
    _text(c, 410, y - 49, "Invoice Total", 10, BOLD)
    _text(c, right - 4, y - 49, _m(total, "£"), 10, BOLD, True)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        40,
        "Pennine Electrical Wholesale Ltd is registered in England and Wales. Registered office as above.",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": _fields("SI-204781", "2026-11-26", "2026-12-31", total, vat, "GBP", vendor, customer),
        "line_items": [_item(r[1], r[3], r[6], str(a), r[0]) for r, a in zip(rows, amounts)],
    }


# afus3: a Denver bike shop's QuickBooks Online-style sales receipt
def afus3(c) -> dict:
    w, h = letter
    left, right = 50, w - 50
    vendor, customer = "Ridgeline Bicycle Co.", "Marcus Delgado"
    teal = (0.0, 0.55, 0.55)
    block = (
        vendor,
        "3120 Tejon St",
        "Denver, CO 80211",
        "+1 (303) 555-0147",
        "shop@ridgelinebicycle.com",
        "www.ridgelinebicycle.com",
    )
    _block(c, left, h - 60, block, 9, pitch=12, first=BOLD)
    c.setFillColorRGB(*teal)
    c.circle(right - 36, h - 76, 34, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * (right - 36), h - 74, "RIDGELINE", 9, BOLD)
    _centre(c, 2 * (right - 36), h - 86, "BIKES", 7, BOLD)
    c.setFillColorRGB(*teal)
    _text(c, left, h - 156, "SALES RECEIPT", 18)
    c.setFillGray(0)
    _text(c, left, h - 184, "BILL TO", 8, BOLD)
    _block(c, left, h - 198, (customer, "2745 W 35th Ave", "Denver, CO 80211"), 9, pitch=12)
    keys = (
        ("SALES #", "1052"),
        ("DATE", "Nov 28, 2026"),
        ("PAYMENT METHOD", "Visa"),
        ("REFERENCE NO.", "4417"),
    )
    for i, (k, v) in enumerate(keys):
        _text(c, 430, h - 184 - 14 * i, k, 8, BOLD, True)
        _text(c, 440, h - 184 - 14 * i, v, 9)
    rows = [
        ("Tune-up, standard (labor)", "1", "89.00", ""),
        ("Tubeless conversion (labor)", "2", "25.00", ""),
        ("Tire 29 x 2.4 trail, tubeless", "2", "64.99", "T"),
        ("Tubeless sealant 4 oz", "1", "14.50", "T"),
        ("Chain 12-speed, with quick link", "1", "42.00", "T"),
        ("Brake pads, organic (pair)", "2", "21.95", "T"),
    ]
    cols = [
        (left + 6, "ACTIVITY", False),
        (380, "QTY", True),
        (420, "TAX", False),
        (480, "RATE", True),
        (right - 6, "AMOUNT", True),
    ]
    top = h - 262
    c.setFillColorRGB(0.85, 0.94, 0.94)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillColorRGB(*teal)
    _heads(c, top, cols, 8)
    c.setFillGray(0)
    y = top - 24
    amounts = []
    c.setStrokeGray(0.8)
    c.setDash(1, 2)
    for desc, qty, rate, tx in rows:
        amount = _mul(qty, rate)
        amounts.append(amount)
        _row(c, y, cols, (desc, qty, tx, _m(rate), _m(amount)), 9)
        c.line(left, y - 8, right, y - 8)
        y -= 22
    c.setDash()
    c.setStrokeGray(0)
    subtotal = _sum(amounts)
    taxable = _sum(a for r, a in zip(rows, amounts) if r[3] == "T")
    tax = _pct(taxable, "8.81")
    total = subtotal + tax
    pairs = (("SUBTOTAL", _m(subtotal)), ("TAX (8.81%)", _m(tax)), ("TOTAL", _m(total)))
    _pairs(c, 380, right - 6, y - 10, pairs, pitch=16)
    c.line(380, y - 50, right, y - 50)
    _text(c, 380, y - 66, "PAYMENT", 9)
    _text(c, right - 6, y - 66, _m(total), 9, right=True)
    _text(c, 380, y - 84, "BALANCE DUE", 9, BOLD)
    _text(c, right - 6, y - 86, "$0.00", 14, BOLD, True)
    block = (
        "Thank you for riding with us!",
        "Labor is not taxed. Taxable items marked T: Denver combined sales tax 8.81%.",
        "Parts may be returned unused within 30 days with this receipt. Labor carries a 30-day guarantee.",
    )
    _block(c, left, y - 10, block[:1], 9)
    _block(c, left, y - 120, block[1:], 8, pitch=11)
    return {
        "fields": _fields("1052", "2026-11-28", None, total, tax, "USD", vendor, customer),
        "line_items": [_bare(r[0], str(a), r[1], r[2]) for r, a in zip(rows, amounts)],
    }


# afus4: an Amazon Business-style invoice from a marketplace seller to a school
def afus4(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    vendor, customer = "Lakeshore Lab Supply LLC", "Northfield Montessori School"
    _text(c, left, h - 56, "Invoice", 22, BOLD)
    _text(c, left, h - 72, "Page 1 of 1", 8)
    pairs = (
        ("Invoice number", "LKS-US-2026-01893"),
        ("Invoice date", "December 2, 2026"),
        ("Order number", "114-7730918-2265034"),
        ("Order date", "November 30, 2026"),
        ("Payment due date", "January 1, 2027"),
    )
    _pairs(c, 360, right, h - 44, pairs, pitch=12)
    c.setStrokeGray(0.6)
    c.line(left, h - 112, right, h - 112)
    parties = (
        ("Sold by", (vendor, "1840 Industrial Pkwy", "Holland, MI 49424", "Seller EIN 38-4419027")),
        ("Billed to", (customer, "Attn: Accounts Payable", "2215 W Cedar Ave", "Ann Arbor, MI 48103")),
        (
            "Shipped to",
            ("Northfield Montessori School", "Room 114 - Science", "2215 W Cedar Ave", "Ann Arbor, MI 48103"),
        ),
    )
    for i, (k, lines) in enumerate(parties):
        _text(c, left + 180 * i, h - 130, k, 9, BOLD)
        _block(c, left + 180 * i, h - 144, lines, 8.5, pitch=11)
    _text(c, left, h - 206, "Payment method: Pay by Invoice (Net 30)   ·   PO number: NMS-2627-044", 8.5)
    rows = [
        ("B0C7KX2M4Q", "Digital pocket scale 500 g x 0.01 g", "6", "18.99"),
        ("B08H4RWNQ2", "Borosilicate beaker set 50-1000 ml", "4", "24.50"),
        ("B09TRJ7C1L", "Safety goggles, anti-fog, kids (12)", "3", "29.95"),
        ("B07QLM5VZ8", "Magnifying glass 3x/6x, handheld", "12", "5.49"),
        ("B0B1N8HSD3", "Student microscope 40x-1000x LED", "2", "119.00"),
        ("B0CFW2T6GA", "Prepared slides, plant tissue (25)", "2", "21.75"),
    ]
    cols = [
        (left, "Description", False),
        (250, "ASIN", False),
        (340, "Qty", True),
        (414, "Unit price", True),
        (448, "Tax %", True),
        (506, "Tax", True),
        (right, "Item subtotal", True),
    ]
    top = h - 236
    _band(c, left - 4, top - 6, right + 4, 18, 0.92)
    _heads(c, top, cols, 8)
    _text(c, 414, top + 14, "(excl. tax)", 6.5, right=True)
    _text(c, right, top + 14, "(excl. tax)", 6.5, right=True)
    y = top - 22
    amounts, taxes = [], []
    for asin, desc, qty, price in rows:
        amount = _mul(qty, price)
        tax = _pct(amount, "6")
        amounts.append(amount)
        taxes.append(tax)
        _row(c, y, cols, (desc, asin, qty, _m(price, "$"), "6%", _m(tax, "$"), _m(amount, "$")), 8.5)
        c.line(left, y - 7, right, y - 7)
        y -= 20
    subtotal, tax = _sum(amounts), _sum(taxes)
    total = subtotal + tax
    pairs = (
        ("Item subtotal (excl. tax)", _m(subtotal, "$")),
        ("Shipping & handling", "$0.00"),
        ("Tax", _m(tax, "$")),
    )
    _pairs(c, 380, right, y - 10, pairs, pitch=14)
    c.setStrokeGray(0)
    c.line(380, y - 44, right, y - 44)
    _text(c, 380, y - 58, "Invoice total", 10, BOLD)
    _text(c, right, y - 58, _m(total, "$"), 10, BOLD, True)
    _text(c, 380, y - 74, "Amount due", 9)
    _text(c, right, y - 74, _m(total, "$"), 9, right=True)
    block = (
        "Payment details",
        "Please pay by the payment due date. Remit using the Pay by Invoice remittance details in your",
        "business account, quoting the order number. Questions about items: contact the seller.",
        "",
        "Sales tax is collected and remitted by the marketplace facilitator where required by state law.",
        "This invoice is issued by the seller. Tax-exempt customers may upload their exemption certificate",
        "in the account's Tax Exemption Program before ordering.",
    )
    for i, s in enumerate(block):
        _text(c, left, y - 110 - 11 * i, s, 8, BOLD if i == 0 else "Helvetica")
    c.setFillGray(0.45)
    _text(
        c,
        left,
        40,
        "Sold by Lakeshore Lab Supply LLC through Amazon Business  ·  Invoice LKS-US-2026-01893",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": _fields(
            "LKS-US-2026-01893", "2026-12-02", "2027-01-01", total, tax, "USD", vendor, customer
        ),
        "line_items": [_item(r[1], r[2], r[3], str(a), r[0]) for r, a in zip(rows, amounts)],
    }


# afca5: a Toronto tea shop's Shopify order confirmation, printed from the customer's mail
def afca5(c) -> dict:
    w, h = letter
    vendor, customer = "Juniper & Moss Tea Co.", "Priya Raman"
    c.setFillGray(0.35)
    _text(c, 30, h - 20, "12/3/26, 9:41 AM", 7)
    _centre(c, w, h - 20, "Mail - Your order #1047 is confirmed", 7)
    c.setFillGray(0)
    _text(c, 40, h - 50, "Your order #1047 is confirmed", 13, BOLD)
    mail = (
        ("From:", f"{vendor} <store@juniperandmoss.ca>"),
        ("To:", "priya.raman@example.ca"),
        ("Date:", "Sun, Nov 29, 2026 at 3:14 PM"),
    )
    for i, (k, v) in enumerate(mail):
        _text(c, 40, h - 70 - 12 * i, k, 8.5, BOLD)
        _text(c, 80, h - 70 - 12 * i, v, 8.5)
    c.setStrokeGray(0.8)
    c.line(40, h - 112, w - 40, h - 112)
    left, right = 120, w - 120
    c.setFillColorRGB(0.22, 0.36, 0.27)
    c.circle(left + 12, h - 142, 12, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 30, h - 147, vendor, 13, BOLD)
    _text(c, right, h - 147, "ORDER #1047", 9, right=True)
    _text(c, left, h - 186, "Thank you for your purchase!", 15, BOLD)
    block = (
        "Hi Priya, we're getting your order ready to be shipped. We will notify you when it has",
        "been sent. Placed on November 29, 2026.",
    )
    _block(c, left, h - 206, block, 8.5, pitch=12)
    c.setFillColorRGB(0.22, 0.36, 0.27)
    c.rect(left, h - 256, 116, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 16, h - 246, "View your order", 9.5, BOLD)
    c.setFillGray(0)
    _text(c, left + 130, h - 246, "or  Visit our store", 9)
    c.line(left, h - 274, right, h - 274)
    _text(c, left, h - 296, "Order summary", 11, BOLD)
    rows = [
        ("Lavender Earl Grey - 100 g tin", "2", "31.00"),
        ("Genmaicha Organic - 250 g bag", "1", "24.50"),
        ("Cast iron teapot, 0.8 L, black", "1", "68.00"),
        ("Bamboo tea scoop", "3", "13.50"),
    ]
    y = h - 322
    for name, qty, amount in rows:
        c.setFillGray(0.88)
        c.roundRect(left, y - 22, 36, 36, 4, stroke=0, fill=1)
        c.setFillGray(0)
        _text(c, left + 48, y, f"{name} \u00d7 {qty}", 9, BOLD)
        _text(c, right, y, _m(amount, "$"), 9, right=True)
        y -= 48
    subtotal = _sum(r[2] for r in rows)
    discount = _pct(subtotal, "10")
    shipping = Decimal("9.00")
    tax = _pct(subtotal - discount + shipping, "13")
    total = subtotal - discount + shipping + tax
    c.line(left + 160, y + 14, right, y + 14)
    pairs = (
        ("Subtotal", _m(subtotal, "$")),
        ("Discount (WELCOME10)", _m(-discount, "$")),
        ("Shipping", _m(shipping, "$")),
        ("Taxes (HST 13%)", _m(tax, "$")),
    )
    _pairs(c, left + 160, right, y - 4, pairs, pitch=15)
    c.line(left + 160, y - 58, right, y - 58)
    _text(c, left + 160, y - 76, "Total", 10)
    _text(c, right, y - 76, f"{_m(total, '$')} CAD", 13, BOLD, True)
    y -= 110
    c.line(left, y + 14, right, y + 14)
    _text(c, left, y - 6, "Customer information", 11, BOLD)
    blocks = (
        (left, "Shipping address", (customer, "58 Harbord St, Unit 3", "Toronto ON M5S 1G2", "Canada")),
        (left + 190, "Billing address", (customer, "58 Harbord St, Unit 3", "Toronto ON M5S 1G2", "Canada")),
        (left, "Payment", ("Visa ending with 2291",)),
        (left + 190, "Shipping method", ("Canada Post Expedited Parcel",)),
    )
    for i, (x, k, lines) in enumerate(blocks):
        yy = y - 28 - (76 if i > 1 else 0)
        _text(c, x, yy, k, 9, BOLD)
        _block(c, x, yy - 13, lines, 8.5, pitch=11)
    c.setFillGray(0.45)
    foot = (
        "If you have any questions, reply to this email or contact us at hello@juniperandmoss.ca",
        "Juniper & Moss Tea Co.  ·  412 College St, Toronto ON M5T 1S9  ·  HST # 78421 6630 RT0001",
    )
    _block(c, left, y - 150, foot, 7.5, pitch=10)
    c.setFillGray(0)
    return {
        "fields": _fields("1047", "2026-11-29", None, total, tax, "CAD", vendor, customer),
        "line_items": [_bare(r[0], r[2], r[1]) for r in rows],
    }


# afau6: a Fremantle event venue's tax invoice with a deposit paid and a balance due
def afau6(c) -> dict:
    w, h = A4
    left, right = 46, w - 46
    vendor, customer = "The Foundry Hall Events Pty Ltd", "Saltbush Analytics Pty Ltd"
    c.setFillColorRGB(0.15, 0.15, 0.15)
    c.rect(0, h - 110, w, 110, stroke=0, fill=1)
    c.setFillColorRGB(0.85, 0.55, 0.25)
    _text(c, left, h - 56, "THE FOUNDRY HALL", 22, "Times-Bold")
    c.setFillGray(1)
    _text(c, left, h - 74, "Weddings  ·  Corporate  ·  Celebrations", 9, "Times-Italic")
    block = (vendor, "ABN 41 632 118 905", "22 Pakenham Street, Fremantle WA 6160", "(08) 9555 0162")
    _block(c, right, h - 44, block, 8, pitch=11, right=True)
    c.setFillGray(0)
    _text(c, left, h - 146, "TAX INVOICE", 16, BOLD)
    _text(c, left, h - 170, "Invoice to", 8, BOLD)
    block = (customer, "Attn: Mia Kovac, Office Manager", "Level 3, 190 St Georges Terrace", "Perth WA 6000")
    _block(c, left, h - 182, block, 9, pitch=11.5)
    keys = (
        ("Invoice No.", "FH-2611"),
        ("Invoice Date", "4 December 2026"),
        ("Event", "End of Year Celebration"),
        ("Event Date", "Friday 11 December 2026"),
        ("Guests", "85"),
        ("Balance Due By", "9 December 2026"),
    )
    for i, (k, v) in enumerate(keys):
        _text(c, 330, h - 146 - 14 * i, k, 8.5, BOLD)
        _text(c, 420, h - 146 - 14 * i, v, 8.5)
    rows = [
        ("Venue hire - Main Hall, 6 pm to midnight", "1", "2800.00"),
        ("Canape & grazing package (per guest)", "85", "68.00"),
        ("Beverage package, 5 hours (per guest)", "85", "55.00"),
        ("AV package - projector, mics, DJ booth", "1", "950.00"),
        ("Event staff (hours)", "24", "52.00"),
        ("Licensed security guard (hours)", "7", "68.50"),
        ("Cleaning fee", "1", "380.00"),
    ]
    cols = [
        (left, "Description", False),
        (380, "Qty", True),
        (460, "Unit Price", True),
        (right, "Amount", True),
    ]
    top = h - 262
    c.setStrokeColorRGB(0.85, 0.55, 0.25)
    c.setLineWidth(1.5)
    c.line(left, top + 14, right, top + 14)
    _heads(c, top, cols, 8.5)
    c.line(left, top - 6, right, top - 6)
    c.setLineWidth(0.4)
    c.setStrokeGray(0.8)
    y = top - 22
    amounts = []
    for desc, qty, price in rows:
        amount = _mul(qty, price)
        amounts.append(amount)
        _row(c, y, cols, (desc, qty, _m(price, "$"), _m(amount, "$")), 9)
        c.line(left, y - 7, right, y - 7)
        y -= 20
    subtotal = _sum(amounts)
    gst = _pct(subtotal, "10")
    total = subtotal + gst
    deposit = Decimal("3000.00")
    balance = total - deposit
    pairs = (
        ("Subtotal (excl. GST)", _m(subtotal, "$")),
        ("GST 10%", _m(gst, "$")),
        ("Total (incl. GST)", _m(total, "$")),
        ("Less deposit paid 15 Oct 2026", _m(-deposit, "$")),
    )
    _pairs(c, 330, right, y - 10, pairs, pitch=15)
    c.setStrokeGray(0)
    _band(c, 324, y - 90, right + 4, 22, 0.15)
    c.setFillGray(1)
    _text(c, 330, y - 82, "BALANCE DUE", 10, BOLD)
    _text(c, right, y - 82, _m(balance, "$"), 11, BOLD, True)
    c.setFillGray(0)
    y -= 130
    _text(c, left, y, "How to pay", 9, BOLD)
    block = (
        "Direct deposit: The Foundry Hall Events Pty Ltd  ·  BSB 036-088  ·  Account 412 345",
        "Reference: FH-2611. Card payments (Visa, Mastercard) attract a 1.2% surcharge.",
        "The balance must be cleared 2 days before the event. Final guest numbers are locked on 7 December;",
        "numbers above 85 will be invoiced after the event at the per-guest rates above.",
    )
    _block(c, left, y - 14, block, 8.5, pitch=11.5)
    c.setFillGray(0.45)
    _centre(
        c, w, 40, "thefoundryhall.com.au  ·  events@thefoundryhall.com.au  ·  Liquor licence 6180042318", 7
    )
    c.setFillGray(0)
    return {
        "fields": _fields("FH-2611", "2026-12-04", "2026-12-09", total, gst, "AUD", vendor, customer),
        "line_items": [_item(r[0], r[1], r[2], str(a)) for r, a in zip(rows, amounts)],
    }


# afus7: a Charlotte roofing contractor's progress billing
US7_SOV = [
    ("1", "Mobilization & general conditions", "8500.00", "5100.00", "1700.00"),
    ("2", "Tear-off & disposal, existing BUR", "14200.00", "11360.00", "2840.00"),
    ("3", "Roof deck repair (allowance)", "6000.00", "3850.00", "1275.00"),
    ("4", "Polyiso insulation, tapered", "22750.00", "11375.00", "9100.00"),
    ("5", "TPO membrane 60 mil, fully adhered", "38400.00", "7680.00", "19200.00"),
    ("6", "Sheet metal flashing & coping", "9650.00", "0.00", "2895.00"),
    ("7", "Roof drains & overflow scuppers", "4300.00", "0.00", "1720.00"),
    ("8", "CO #1 - added curb at RTU-3", "1850.00", "0.00", "1850.00"),
]


def _us7_table(c, top: float, left: float, right: float) -> tuple[list[Decimal], Decimal, Decimal, Decimal]:
    cols = [
        (left + 4, "No.", False),
        (left + 24, "Description of Work", False),
        (296, "Scheduled Value", True),
        (362, "Previous", True),
        (430, "This Period", True),
        (494, "Completed", True),
        (526, "%", True),
        (right - 2, "Balance", True),
    ]
    _band(c, left, top - 16, right, 28, 0.88)
    _heads(c, top, cols, 7.5)
    for x, t in ((362, "Applications"), (430, "(This Invoice)"), (494, "to Date"), (right - 2, "to Finish")):
        _text(c, x, top - 10, t, 7.5, BOLD, True)
    y = top - 30
    this, scheduled, previous = [], Decimal(0), Decimal(0)
    for no, desc, value, prev, now in US7_SOV:
        done = Decimal(prev) + Decimal(now)
        pct = (done * 100 / Decimal(value)).quantize(Decimal(1), ROUND_HALF_UP)
        cells = (no, desc, _m(value), _m(prev), _m(now), _m(done), f"{pct}%", _m(Decimal(value) - done))
        _row(c, y, cols, cells, 7.5)
        c.line(left, y - 6, right, y - 6)
        this.append(Decimal(now))
        scheduled += Decimal(value)
        previous += Decimal(prev)
        y -= 17
    return this, scheduled, previous, Decimal(y)


def afus7(c) -> dict:
    w, h = letter
    left, right = 30, w - 30
    vendor, customer = "Summit Peak Roofing & Exteriors, Inc.", "Brightwater Commercial Builders LLC"
    c.setFillColorRGB(0.6, 0.1, 0.1)
    p = c.beginPath()
    p.moveTo(left, h - 78)
    p.lineTo(left + 32, h - 40)
    p.lineTo(left + 64, h - 78)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 74, h - 56, "SUMMIT PEAK ROOFING", 16, BOLD)
    _text(c, left + 74, h - 70, "& Exteriors, Inc.  ·  Commercial & Residential", 8.5)
    block = ("5020 Old Pineville Rd", "Charlotte, NC 28217", "(704) 555-0139", "NC Roofing Lic. #34417-L")
    _block(c, right, h - 44, block, 8, pitch=10.5, right=True)
    _text(c, left, h - 116, "PROGRESS INVOICE", 15, BOLD)
    _text(c, left, h - 132, "Application for Payment No. 3  ·  Period to November 30, 2026", 9)
    _text(c, left, h - 156, "BILL TO", 8, BOLD)
    block = (customer, "Attn: Project Accounting", "1101 S Tryon St, Suite 800", "Charlotte, NC 28203")
    _block(c, left, h - 168, block, 9, pitch=11)
    _text(c, 220, h - 156, "PROJECT", 8, BOLD)
    block = (
        "Lakeview Medical Office Building",
        "8420 Lakeview Commons Dr",
        "Huntersville, NC 28078",
        "Job #SP-2617",
    )
    _block(c, 220, h - 168, block, 9, pitch=11)
    pairs = (
        ("Invoice #", "PB-2026-0418"),
        ("Invoice Date", "December 1, 2026"),
        ("Terms", "Net 30"),
        ("Due Date", "December 31, 2026"),
        ("Contract", "BCB-SUB-2217"),
    )
    _pairs(c, 420, right, h - 156, pairs, pitch=12.5)
    this, scheduled, previous, y = _us7_table(c, h - 240, left, right)
    y = float(y)
    current = _sum(this)
    done = previous + current
    co = Decimal("1850.00")
    pairs = (
        ("Original Contract Sum", _m(scheduled - co, "$")),
        ("Net Change by Change Orders", _m(co, "$")),
        ("Contract Sum to Date", _m(scheduled, "$")),
        ("Total Completed to Date", _m(done, "$")),
        ("Retainage (waived per subcontract)", "$0.00"),
        ("Less Previous Invoices (Nos. 1-2)", _m(-previous, "$")),
    )
    _pairs(c, 330, right - 2, y - 14, pairs, pitch=14)
    c.rect(324, y - 118, right - 324, 22)
    _text(c, 330, y - 110, "CURRENT AMOUNT DUE", 10, BOLD)
    _text(c, right - 6, y - 110, _m(current, "$"), 11, BOLD, True)
    block = (
        "Notes",
        "Membrane installed on Areas A and B; Area C",
        "scheduled for the week of December 7.",
        "Deck repair allowance used to date: $5,125.00.",
        "Lien waiver for this payment enclosed.",
        "Roofing labor and installed materials: no sales",
        "tax billed (contractor pays tax on materials).",
    )
    for i, s in enumerate(block):
        _text(c, left, y - 14 - 12 * i, s, 8, BOLD if i == 0 else "Helvetica")
    block = (
        "Please remit to Summit Peak Roofing & Exteriors, Inc., P.O. Box 33190, Charlotte, NC 28233,",
        "or by ACH to First Carolina Bank, routing 053112929, account 7700418825. Past due: 1.5%/month.",
    )
    _block(c, left, y - 160, block, 8, pitch=11)
    c.line(left, 96, left + 200, 96)
    _text(c, left, 84, "Contractor: Dale Whitaker, Project Manager", 8)
    c.line(330, 96, right, 96)
    _text(c, 330, 84, "Approved for payment (GC)", 8)
    return {
        "fields": _fields("PB-2026-0418", "2026-12-01", "2026-12-31", current, None, "USD", vendor, customer),
        "line_items": [_bare(r[1], str(a)) for r, a in zip(US7_SOV, this)],
    }


# afuk8: a Chesterfield joinery firm's invoice to a builder with a CIS deduction
def afuk8(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor, customer = "Oakwright Joinery Ltd", "Marsden & Pike Builders Ltd"
    c.setStrokeColorRGB(0.45, 0.3, 0.15)
    c.setLineWidth(2)
    c.rect(left, h - 92, 48, 48)
    c.setFillColorRGB(0.45, 0.3, 0.15)
    _text(c, left + 7, h - 76, "OJ", 20, "Times-Bold")
    _text(c, left + 60, h - 64, "Oakwright Joinery", 20, "Times-Bold")
    c.setFillGray(0)
    _text(c, left + 60, h - 80, "Bespoke joinery  ·  Second fix  ·  Staircases", 9, "Times-Italic")
    c.setLineWidth(0.5)
    c.setStrokeGray(0)
    block = (vendor, "Unit 6, Sheepbridge Works", "Sheepbridge Lane", "Chesterfield S41 9RX", "07700 900 286")
    _block(c, right, h - 50, block, 8.5, pitch=11, right=True)
    _text(c, left, h - 140, "INVOICE", 18, "Times-Bold")
    _text(c, left, h - 164, "To:", 9, BOLD)
    block = (customer, "Brampton House, 48 Chatsworth Road", "Chesterfield S40 2AR")
    _block(c, left + 24, h - 164, block, 9, pitch=11.5)
    keys = (
        ("Invoice number", "OJ-0286"),
        ("Invoice date", "27 November 2026"),
        ("Payment due", "11 December 2026"),
        ("Site", "Plots 4-6, Walton Grange"),
        ("Your ref.", "MP-WG-0193"),
    )
    for i, (k, v) in enumerate(keys):
        _text(c, 340, h - 140 - 13 * i, k, 8.5, BOLD)
        _text(c, 420, h - 140 - 13 * i, v, 8.5)
    labour = [
        ("Carpenter - second fix, plots 4-6 (days)", "9", "210.00"),
        ("Apprentice joiner (days)", "9", "95.00"),
        ("Staircase install, plot 5", "1", "420.00"),
    ]
    materials = [
        ("Oak door lining sets 32 mm", "12", "38.50"),
        ("FD30 fire door 826 mm, oak veneer", "6", "112.00"),
        ("Intumescent strips and fixings", "1", "46.80"),
    ]
    cols = [(left, "Description", False), (360, "Qty", True), (430, "Rate", True), (right, "Amount", True)]
    top = h - 246
    _heads(c, top, cols, 9)
    c.line(left, top - 5, right, top - 5)
    y = top - 22
    amounts = {}
    for title, rows in (("Labour", labour), ("Materials", materials)):
        _text(c, left, y, title, 9, "Helvetica-BoldOblique")
        y -= 15
        for desc, qty, rate in rows:
            amounts[desc] = _mul(qty, rate)
            _row(c, y, cols, (desc, qty, _m(rate, "£"), _m(amounts[desc], "£")), 9)
            y -= 15
        y -= 6
    lab = _sum(amounts[r[0]] for r in labour)
    mat = _sum(amounts[r[0]] for r in materials)
    total = lab + mat
    cis = _pct(lab, "20")
    c.line(left, y + 8, right, y + 8)
    pairs = (("Labour", _m(lab, "£")), ("Materials", _m(mat, "£")), ("Invoice Total", _m(total, "£")))
    _pairs(c, 340, right, y - 8, pairs, pitch=14)
    _pairs(c, 340, right, y - 56, (("Less CIS deduction 20% on labour", _m(-cis, "£")),))
    c.rect(334, y - 86, right - 330, 22)
    _text(c, 340, y - 79, "Amount Payable", 10, BOLD)
    _text(c, right - 4, y - 79, _m(total - cis, "£"), 10, BOLD, True)
    y -= 120
    block = (
        "Construction Industry Scheme: UTR 41873 52290. Registered for CIS with deduction at 20%.",
        "Please send the CIS payment and deduction statement (CIS) to accounts@oakwrightjoinery.co.uk.",
        "Oakwright Joinery Ltd is not registered for VAT, so no VAT is charged on this invoice.",
        "",
        "Bank transfer: Oakwright Joinery Ltd  ·  Sort code 30-96-26  ·  Account 45812077",
        "Please use the invoice number as your payment reference. Terms: 14 days.",
    )
    _block(c, left, y, block, 8.5, pitch=12)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        40,
        "Oakwright Joinery Ltd  ·  Registered in England No. 11820456  ·  Registered office as above",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": _fields("OJ-0286", "2026-11-27", "2026-12-11", total, None, "GBP", vendor, customer),
        "line_items": [_item(d, q, u, str(amounts[d])) for d, q, u in labour + materials],
    }


# afca9: a Kelowna physiotherapy clinic's purchase order to a medical supplier (GST + PST)
def afca9(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    vendor, customer = "Cascadia Medical Supply Inc.", "Okanagan Physiotherapy & Sports Clinic Ltd."
    c.setFillColorRGB(0.1, 0.4, 0.6)
    c.rect(left, h - 70, 8, 30, stroke=0, fill=1)
    c.rect(left - 11, h - 59, 30, 8, stroke=0, fill=1)
    c.setFillGray(0)
    block = (customer, "1630 Pandosy St, Suite 210", "Kelowna, BC V1Y 1P7", "Tel 250-555-0188")
    _block(c, left + 28, h - 46, block, 8.5, pitch=11, first=BOLD)
    _text(c, right, h - 54, "PURCHASE ORDER", 18, BOLD, True)
    rows = [
        ("Number", "OPS-PO-2026-0193"),
        ("Date", "2026-11-24"),
        ("Required By", "2026-12-04"),
        ("Buyer", "T. Nakamura"),
    ]
    for i, (k, v) in enumerate(rows):
        c.rect(400, h - 82 - 16 * i, 172, 16)
        _text(c, 404, h - 77 - 16 * i, k, 8, BOLD)
        _text(c, right - 4, h - 77 - 16 * i, v, 8.5, right=True)
    for x, title, lines in (
        (
            left,
            "SUPPLIER",
            (vendor, "7450 Lowland Dr, Unit 5", "Burnaby, BC V5J 5A4", "orders@cascadiamed.ca"),
        ),
        (
            312,
            "SHIP TO",
            (
                "Okanagan Physiotherapy & Sports Clinic",
                "Receiving - Suite 210",
                "1630 Pandosy St",
                "Kelowna, BC V1Y 1P7",
            ),
        ),
    ):
        _band(c, x, h - 166, x + 260, 14, 0.85)
        _text(c, x + 4, h - 162, title, 8, BOLD)
        _block(c, x + 4, h - 180, lines, 8.5, pitch=11)
    terms = (
        ("Ship Via", "Purolator Ground"),
        ("F.O.B.", "Destination"),
        ("Terms", "Net 30"),
        ("Supplier Acct", "OPS-1142"),
    )
    for i, (k, v) in enumerate(terms):
        _box(c, left + 133 * i, h - 240, 133, k, v, 26, 8.5)
    items = [
        ("CM-40212", "Kinesiology tape 5 cm x 5 m, beige", "BX", "6", "54.00"),
        ("CM-10388", "Exam table paper 21 in x 225 ft", "CS", "2", "62.40"),
        ("CM-22017", "Ultrasound gel 5 L refill", "EA", "4", "18.75"),
        ("CM-31450", "Resistance band roll 25 yd, medium", "EA", "3", "44.90"),
        ("CM-50762", "Disinfectant wipes, 160 ct canister", "CS", "2", "86.25"),
        ("CM-61904", "Nitrile exam gloves, M (box 200)", "BX", "10", "16.80"),
        ("CM-70115", "Reusable cold pack 11 x 14 in", "EA", "12", "9.45"),
    ]
    cols = [
        (left + 4, "Line", False),
        (left + 32, "Supplier Cat. No.", False),
        (140, "Description", False),
        (348, "UOM", False),
        (404, "Qty", True),
        (480, "Unit Cost", True),
        (right - 4, "Ext. Cost", True),
    ]
    top = h - 292
    c.rect(left, top - 6, right - left, 18)
    _heads(c, top, cols, 8)
    y = top - 22
    amounts = []
    for i, (code, desc, uom, qty, price) in enumerate(items, 1):
        amount = _mul(qty, price)
        amounts.append(amount)
        _row(c, y, cols, (str(i), code, desc, uom, qty, _m(price), _m(amount)), 8.5)
        y -= 16
    c.rect(left, y + 6, right - left, top - 6 - y - 6, stroke=1, fill=0)
    subtotal = _sum(amounts)
    gst = _pct(subtotal, "5")
    pst = _pct(subtotal, "7")
    tax = gst + pst
    total = subtotal + tax
    pairs = (
        ("Subtotal", _m(subtotal)),
        ("GST 5%", _m(gst)),
        ("PST 7%", _m(pst)),
        ("Total Tax", _m(tax)),
    )
    _pairs(c, 410, right - 4, y - 10, pairs, pitch=14)
    c.rect(404, y - 82, right - 404, 20)
    _text(c, 410, y - 75, "PO TOTAL (CAD)", 9.5, BOLD)
    _text(c, right - 4, y - 75, _m(total, "$"), 9.5, BOLD, True)
    block = (
        "Instructions",
        "1. Quote the PO number on all packing slips and invoices.",
        "2. Partial shipments accepted; back orders to be confirmed by email.",
        "3. Invoices to ap@okanaganphysio.ca. GST No. 81234 5678 RT0001.",
        "4. PST No. PST-1234-5678. Items are for clinic use (not resale).",
    )
    for i, s in enumerate(block):
        _text(c, left, y - 10 - 12 * i, s, 8, BOLD if i == 0 else "Helvetica")
    c.line(left, 120, left + 200, 120)
    _text(c, left, 108, "Authorized by: Dr. Erin Lachance, PT, Clinic Director", 8)
    c.line(330, 120, right, 120)
    _text(c, 330, 108, "Supplier acknowledgement (sign and return)", 8)
    c.setFillGray(0.45)
    _centre(
        c,
        w,
        40,
        "This purchase order is subject to the terms and conditions at okanaganphysio.ca/po-terms",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": _fields(
            "OPS-PO-2026-0193", "2026-11-24", "2026-12-04", total, tax, "CAD", vendor, customer
        ),
        "line_items": [_item(r[1], r[3], r[4], str(a), r[0]) for r, a in zip(items, amounts)],
    }


# afau10: a Perth plumbing supplies tax invoice, Account No. and Customer Order No. beside the invoice number
def afau10(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor, customer = "Southern Cross Plumbing Supplies Pty Ltd", "J & K Murray Plumbing Pty Ltd"
    c.setFillColorRGB(0.0, 0.25, 0.5)
    c.rect(left, h - 80, 190, 44, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 10, h - 56, "SOUTHERN CROSS", 15, BOLD)
    _text(c, left + 10, h - 72, "PLUMBING SUPPLIES", 9, BOLD)
    c.setFillGray(0)
    block = (
        vendor,
        "ABN 63 118 447 902",
        "41 Bannister Road, Canning Vale WA 6155",
        "Ph (08) 9555 0174  ·  accounts@scplumbing.com.au",
    )
    _block(c, right, h - 44, block, 8, pitch=10.5, right=True)
    _text(c, left, h - 112, "TAX INVOICE", 16, BOLD)
    boxes = (
        ("Invoice No.", "INV 3318847", 100),
        ("Account No.", "MURJK01", 90),
        ("Customer Order No.", "ROSS ST 7", 110),
        ("Invoice Date", "28/11/2026", 80),
        ("Branch", "Canning Vale", 143),
    )
    x = left
    for key, value, wide in boxes:
        _box(c, x, h - 124, wide, key, value, 30, 9.5)
        x += wide
    _text(c, left, h - 174, "Bill To", 8, BOLD)
    block = (customer, "PO Box 2217", "Willetton WA 6955")
    _block(c, left, h - 186, block, 9, pitch=11)
    _text(c, 300, h - 174, "Deliver To", 8, BOLD)
    block = ("Job: 14 Ross Street", "Bentley WA 6102", "Picked up by: Kieran (counter)")
    _block(c, 300, h - 186, block, 9, pitch=11)
    rows = [
        ("PEXA2016", "Pex-Al-Pex pipe 16 mm x 50 m", "2", "RL", "112.40"),
        ("CBE15", "Copper elbow 15 mm 90 deg", "20", "EA", "2.35"),
        ("CPT15-3", "Copper tube 15 mm type B 3 m", "6", "LN", "33.90"),
        ("BMV15", "Ball valve 15 mm lever brass", "4", "EA", "14.60"),
        ("TMV20", "Thermostatic mixing valve 20 mm", "1", "EA", "198.00"),
        ("PVC100BD", "PVC DWV bend 100 mm 88 deg", "8", "EA", "6.15"),
        ("PVCCEM", "Solvent cement type P 500 ml", "2", "EA", "17.95"),
        ("PTFE12", "Thread seal tape 12 mm (10 pk)", "3", "PK", "8.40"),
        ("HWU250", "Electric HWS 250 L, 3.6 kW", "1", "EA", "1165.00"),
    ]
    cols = [
        (left + 4, "Product Code", False),
        (112, "Description", False),
        (330, "Qty", True),
        (340, "UOM", False),
        (430, "Unit Price", True),
        (476, "GST", True),
        (right - 4, "Total Ex GST", True),
    ]
    top = h - 236
    c.setFillColorRGB(0.0, 0.25, 0.5)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _heads(c, top, cols, 8)
    c.setFillGray(0)
    y = top - 22
    amounts = []
    c.setStrokeGray(0.8)
    for i, (code, desc, qty, uom, price) in enumerate(rows):
        amount = _mul(qty, price)
        amounts.append(amount)
        if i % 2:
            _band(c, left, y - 5, right, 16, 0.95)
        _row(c, y, cols, (code, desc, qty, uom, _m(price), "10%", _m(amount)), 8.5)
        y -= 16
    c.setStrokeGray(0)
    c.line(left, y + 8, right, y + 8)
    subtotal = _sum(amounts)
    gst = _pct(subtotal, "10")
    total = subtotal + gst
    pairs = (("Total Ex GST", _m(subtotal, "$")), ("GST", _m(gst, "$")))
    _pairs(c, 400, right - 4, y - 10, pairs, pitch=15)
    c.rect(394, y - 58, right - 394, 22)
    _text(c, 400, y - 51, "Total Inc GST", 10, BOLD)
    _text(c, right - 4, y - 51, _m(total, "$"), 10, BOLD, True)
    block = (
        "Terms: 30 days from end of month. Payment due: 31/12/2026",
        "EFT: Southern Cross Plumbing Supplies Pty Ltd",
        "BSB 086-420  ·  Account 55 183 9021",
        "Quote account number MURJK01 as your reference.",
    )
    _block(c, left, y - 10, block, 8.5, pitch=11.5, first=BOLD)
    block = (
        "Returns accepted within 14 days in original packaging with invoice; 15% restocking fee applies.",
        "Special order items are not returnable. Goods remain our property until paid in full.",
    )
    c.setFillGray(0.4)
    _block(c, left, 58, block, 7, pitch=9.5)
    c.setFillGray(0)
    return {
        "fields": _fields("INV 3318847", "2026-11-28", "2026-12-31", total, gst, "AUD", vendor, customer),
        "line_items": [_item(r[1], r[2], r[4], str(a), r[0]) for r, a in zip(rows, amounts)],
    }


LAYOUTS = {
    "afus1": (afus1, letter),
    "afuk2": (afuk2, A4),
    "afus3": (afus3, letter),
    "afus4": (afus4, letter),
    "afca5": (afca5, letter),
    "afau6": (afau6, A4),
    "afus7": (afus7, letter),
    "afuk8": (afuk8, A4),
    "afca9": (afca9, letter),
    "afau10": (afau10, A4),
}
SCANNED = ("afuk2", "afus3", "afca9", "afau10")
