"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py, as small firms
make them from word-processor and spreadsheet templates and from trade software: a Columbus plumber's invoice
on Microsoft Word's blue invoice template (a blue Salesperson / Job / Payment terms / Due date band, QTY
before DESCRIPTION, sales tax 8 %), a Calgary landscaper's invoice kept in an Excel sheet printed with its
gridlines (every cell bordered, merged cells for the heading and the addresses, "12-Nov-2026" dates, item
numbers, GST 5 %), a Galway web designer's invoice on a Google Docs template (keys above values, VAT 23 %,
euro amounts with "€"), a Jaipur textile exporter's Zoho Invoice-style export invoice (HSN codes, rupees
printed "Rs." with lakh grouping "Rs.3,45,600.00", "Balance Due", exported under LUT without IGST, the total
in words), a Huddersfield book and stationery wholesaler's Sage 50-style invoice (stock codes, a discount per
cent column, VAT codes T0 and T1 and a VAT analysis by rate under the lines, no due date), a Kassel tiler's
Lexware-style Rechnung (DIN 5008 window address, Leistungszeitraum, USt 19 %, Skonto terms, the § 35a labour
share), a Copenhagen coffee roaster's e-conomic-style faktura (Fakturanr., Forfaldsdato, moms 25 %, DKK with
"1.234,50", an FI line), a Basel translation agency's Rechnung with a Swiss QR-bill's receipt and payment part
at the foot (Rechnungsnummer, MWST 8.1 %, CHF printed "3'254.35" above and "3 254.35" in the payment part,
word counts printed "3'250"), a Newcastle (NSW) car repair shop's job tax invoice (vehicle details, a parts
and a labour section with their own totals, GST 10 %) and a Rotterdam freight forwarder's invoice in English
(shipment details, charges in EUR with "1.234,50", lump-sum charges with their quantity, unit and rate columns
blank, VAT 21 % and 0 % by line and a VAT summary). Four of them (the Excel, Sage 50, e-conomic and car repair
pages) are also written as scans.

What the values say where a page leaves a choice: a line's amount is its net as printed, before tax (the Sage
page's "Net Amount" after the line's discount, its unit price the one printed before the discount); quantities
are as printed in plain decimals ("42,5" m² is "42.5", the Sage page's "48.00" is "48", "3'250" words is
"3250", the car repair labour's hours "1.5"). A charge whose quantity column is blank (the freight forwarder's
lump sums) has no quantity and no unit price in the values, only its description and amount. Item ids are the
Excel page's "Item #", the Sage page's stock codes, the e-conomic page's "Varenr." and the car repair parts'
"Part No." (its labour lines have none); the Zoho page's HSN codes and the Lexware page's positions are not
item ids. The Irish page's vendor is the trading name at its head ("Aoife Brennan Design"), not the owner's
name in its footer. The Sage page prints no due date (only "30 days" terms), so it has none; the Lexware
page's due date is the day it is payable without deduction (09.12.2026), not the earlier Skonto day; the Zoho
page's total is its "Total" (equal to its "Balance Due") and it prints no tax amount (none is charged), so it
has none. The Swiss page's number is its Rechnungsnummer (not the QR reference), its total the "Total CHF"
incl. MWST; the car repair page's number is its invoice number (not the job number) and its customer the
account holder billed (not the driver). The tax is the total tax printed: the Sage page's "Total VAT Amount"
(the sum of its VAT analysis), the freight forwarder's "Total VAT". The currency is the ISO code of the money
printed: "$" on the US and Canadian pages with "USD" / "CAD" printed, "Rs." (INR), "£" (GBP), "€" (EUR), "kr."
with "DKK", "CHF", "AUD".
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _bare, _block, _centre, _item, _pairs, _qr, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.units import mm

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
CENT = Decimal("0.01")


def _mul(quantity: str, price: str, discount: str = "0") -> Decimal:
    """A line's amount: quantity times unit price less ``discount`` per cent, rounded half up to the cent."""
    return (Decimal(quantity) * Decimal(price) * (100 - Decimal(discount)) / 100).quantize(
        CENT, ROUND_HALF_UP
    )


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to the cent."""
    return (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)


def _f(value, places: int = 2, th: str = ",", dec: str = ".") -> str:
    """An amount with ``places`` decimals and the given separators: _f(1234.5, 2, ".", ",") is "1.234,50"."""
    d = Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    s = f"{abs(d):,.{places}f}".replace(",", "\x00").replace(".", dec).replace("\x00", th)
    return ("-" if d < 0 else "") + s


def _eu(value) -> str:
    return _f(value, 2, ".", ",")


def _q(quantity: str, dec: str = ".", th: str = ",") -> str:
    """A quantity as printed: its decimals (if any) kept, with the country's separators."""
    whole, _, frac = quantity.partition(".")
    s = _f(whole, 0, th, dec)
    return s + (dec + frac if frac else "")


def _lakh(value) -> str:
    """An amount grouped the Indian way: 345600 is "3,45,600.00"."""
    whole, frac = f"{Decimal(value).quantize(CENT, ROUND_HALF_UP):.2f}".split(".")
    if len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        whole = ",".join([head, *groups, tail])
    return f"{whole}.{frac}"


def _sum(values) -> Decimal:
    return sum((Decimal(v) for v in values), Decimal(0))


def _rgb(c, rgb, stroke: bool = False) -> None:
    (c.setStrokeColorRGB if stroke else c.setFillColorRGB)(*rgb)


def _fields(number, date, due, total, tax, currency, vendor, customer) -> dict[str, str]:
    fields = {
        "document_number": number,
        "date": date,
        "due_date": due,
        "total_amount": str(total),
        "tax_amount": None if tax is None else str(tax),
        "currency": currency,
        "vendor_name": vendor,
        "customer_name": customer,
    }
    return {k: v for k, v in fields.items() if v is not None}


def _cells(c, cols, y: float, cells, size: float = 9, font: str = "Helvetica") -> None:
    """One row of cells at ``y``: each column (x, right-aligned)."""
    for (x, right), s in zip(cols, cells):
        if s:
            _text(c, x, y, s, size, font, right)


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    """A filled rectangle, the fill colour reset to black after it."""
    _rgb(c, rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


# aaus1: a Columbus plumber's invoice on Microsoft Word's blue invoice template
def aaus1(c) -> dict:
    w, h = letter
    left, right = 50, w - 50
    blue = (0.16, 0.35, 0.62)
    pale = (0.86, 0.91, 0.97)
    vendor = "Kessler Plumbing & Drain LLC"
    customer = "Harbison Property Management"
    _rgb(c, blue)
    _text(c, right, h - 70, "INVOICE", 30, "Helvetica", True)
    c.setFillGray(0)
    _text(c, left, h - 60, vendor, 16, BOLD)
    _text(c, left, h - 76, "Licensed - Bonded - Insured   |   24-Hour Emergency Service", 8.5, OBLIQUE)
    block = ("2716 Sullivant Ave", "Columbus, OH 43204", "Phone (614) 555-0186", "Ohio Lic. #PL.48213")
    _block(c, left, h - 98, block, 9, pitch=12)
    _pairs(c, 390, right, h - 98, (("INVOICE #", "1047"), ("DATE:", "November 4, 2026")), pitch=14)
    _text(c, left, h - 160, "TO:", 9, BOLD)
    to = (customer, "Attn: Dana Whitcomb", "455 E Town St, Suite 300", "Columbus, OH 43215")
    _block(c, left + 36, h - 160, to, 9, pitch=12)
    _text(c, 320, h - 160, "SERVICE ADDRESS:", 9, BOLD)
    _block(c, 420, h - 160, ("Riverside Flats, Unit 4B", "1188 Olentangy River Rd", "Columbus, OH 43212"), 9)
    # the Salesperson / Job / Payment terms / Due date band
    y = h - 230
    edges = (left, 175, 330, 440, right)
    _band(c, left, y, right - left, 18, blue)
    c.setFillGray(1)
    for x0, s in zip(edges, ("SALESPERSON", "JOB", "PAYMENT TERMS", "DUE DATE")):
        _text(c, x0 + 5, y + 6, s, 8, BOLD)
    c.setFillGray(0)
    _rgb(c, blue, True)
    c.setLineWidth(0.6)
    c.rect(left, y - 18, right - left, 36)
    for x0 in edges[1:-1]:
        c.line(x0, y - 18, x0, y + 18)
    for x0, s in zip(edges, ("Mike Kessler", "Water heater replacement", "Net 30", "Dec 4, 2026")):
        _text(c, x0 + 5, y - 12, s, 9)
    rows = [
        ("1", "Water heater, 50 gal gas, Bradford White", "1189.00"),
        ("1", "Expansion tank and fittings", "96.50"),
        ("2", "Shut-off valve, 3/4 in. ball", "28.75"),
        ("4.5", "Labor, licensed plumber (hours)", "115.00"),
        ("1", "Haul-away and disposal of old heater", "45.00"),
        ("1", "Permit fee, City of Columbus", "82.00"),
    ]
    rows = [(q, d, u, _mul(q, u)) for q, d, u in rows]
    subtotal = _sum(r[3] for r in rows)
    tax = _pct(subtotal, "8")
    total = subtotal + tax
    # the items table: 14 rows, every other one shaded
    top = h - 276
    cols = (left, 100, 400, 486, right)
    _band(c, left, top, right - left, 18, blue)
    c.setFillGray(1)
    for x0, s in zip(cols, ("QTY", "DESCRIPTION", "UNIT PRICE", "LINE TOTAL")):
        _text(c, x0 + 5, top + 6, s, 8, BOLD)
    c.setFillGray(0)
    pitch = 18
    for i in range(14):
        yr = top - pitch * (i + 1)
        if i % 2:
            _band(c, left, yr, right - left, pitch, pale)
        if i < len(rows):
            q, d, u, a = rows[i]
            _text(c, cols[0] + 8, yr + 6, q, 9)
            _text(c, cols[1] + 5, yr + 6, d, 9)
            _text(c, cols[3] - 6, yr + 6, _f(u), 9, right=True)
            _text(c, right - 6, yr + 6, _f(a), 9, right=True)
    bottom = top - pitch * 14
    c.rect(left, bottom, right - left, top + 18 - bottom)
    for x0 in cols[1:-1]:
        c.line(x0, bottom, x0, top + 18)
    yt = bottom
    for i, (k, v) in enumerate(
        (("SUBTOTAL", _f(subtotal)), ("SALES TAX (8%)", _f(tax)), ("TOTAL", _f(total)))
    ):
        yr = yt - pitch * (i + 1)
        if i == 2:
            _band(c, cols[3], yr, right - cols[3], pitch, pale)
        c.rect(cols[3], yr, right - cols[3], pitch)
        _text(c, cols[3] - 8, yr + 6, k, 8.5, BOLD, True)
        _text(c, right - 6, yr + 6, ("$" if i == 2 else "") + v, 9, BOLD if i == 2 else "Helvetica", True)
    _text(
        c, left, yt - 30, "All amounts in USD. Make all checks payable to Kessler Plumbing & Drain LLC.", 8.5
    )
    _text(c, left, yt - 43, "Parts carry the manufacturer's warranty; labor is guaranteed for one year.", 8.5)
    _text(c, left, yt - 56, "Questions? Call Mike at (614) 555-0186 or billing@kesslerplumbing.com", 8.5)
    _rgb(c, blue)
    _centre(c, w, 60, "THANK YOU FOR YOUR BUSINESS!", 11, BOLD)
    c.setFillGray(0)
    return {
        "fields": _fields("1047", "2026-11-04", "2026-12-04", total, tax, "USD", vendor, customer),
        "line_items": [_item(d, q, u, str(a)) for q, d, u, a in rows],
    }


def _sheet(c, edges, top: float, rh: float, rows, gray: float = 0.72) -> None:
    """A spreadsheet printed with its gridlines: ``rows`` from ``top`` down, ``rh`` high, over the columns
    between ``edges``; each row a list of cells (first col, last col, text, align "l"/"r"/"c", font, size,
    fill) where a cell spanning columns is a merged one (no gridline inside it)."""
    n = len(rows)
    for i, row in enumerate(rows):
        y = top - rh * (i + 1)
        for a, b, _, _, _, _, fill in row:
            if fill is not None:
                _band(c, edges[a], y, edges[b + 1] - edges[a], rh, fill)
    c.setStrokeGray(gray)
    c.setLineWidth(0.4)
    for i in range(n + 1):
        c.line(edges[0], top - rh * i, edges[-1], top - rh * i)
    for i, row in enumerate(rows):
        y = top - rh * (i + 1)
        inner = {k for a, b, *_ in row for k in range(a + 1, b + 1)}
        for k, x in enumerate(edges):
            if k not in inner:
                c.line(x, y, x, y + rh)
    c.setStrokeGray(0)
    for i, row in enumerate(rows):
        y = top - rh * (i + 1) + (rh - 8) / 2 + 1
        for a, b, s, align, font, size, _ in row:
            x0, x1 = edges[a], edges[b + 1]
            if align == "r":
                _text(c, x1 - 3, y, s, size, font, True)
            elif align == "c":
                _text(c, (x0 + x1 - c.stringWidth(s, font, size)) / 2, y, s, size, font)
            else:
                _text(c, x0 + 3, y, s, size, font)


# aaca2: a Calgary landscaper's invoice kept in an Excel sheet, printed with gridlines
def aaca2(c) -> dict:
    w, h = letter
    edges = (36, 86, 300, 346, 392, 462, 576)
    green = (0.78, 0.89, 0.74)
    grey = (0.88, 0.88, 0.88)
    vendor = "Greenridge Landscaping Ltd."
    customer = "Stonegate Condominium Corporation"
    items = [
        ("LM-01", "Fall cleanup, leaf removal", "3", "visit", "285.00"),
        ("AE-02", "Core aeration, front and rear lawns", "1", "job", "340.00"),
        ("FT-03", "Fall fertilizer, supplied and applied", "6", "bag", "48.50"),
        ("PR-04", "Shrub and hedge pruning", "7.5", "hr", "62.00"),
        ("MU-05", "Cedar mulch, supplied and spread", "4", "cu yd", "78.00"),
        ("SN-06", "Snow clearing, walks and lot", "2", "visit", "195.00"),
        ("DB-07", "Green waste disposal", "1", "load", "120.00"),
    ]
    items = [(i, d, q, un, u, _mul(q, u)) for i, d, q, un, u in items]
    subtotal = _sum(r[5] for r in items)
    tax = _pct(subtotal, "5")
    total = subtotal + tax

    def cell(a, b, s, align="l", font="Helvetica", size=8.5, fill=None):
        return (a, b, s, align, font, size, fill)

    rows = [
        [cell(0, 3, vendor, font=BOLD, size=13), cell(4, 5, "INVOICE", "r", BOLD, 14)],
        [
            cell(0, 3, "4410 Brentwood Rd NW, Calgary, AB  T2L 1K8"),
            cell(4, 4, "Invoice #"),
            cell(5, 5, "GL-2611", "r"),
        ],
        [
            cell(0, 3, "Tel 403-555-0178  |  greenridgeyyc.ca"),
            cell(4, 4, "Date"),
            cell(5, 5, "12-Nov-2026", "r"),
        ],
        [
            cell(0, 3, "GST Reg. No. 80765 4321 RT0001"),
            cell(4, 4, "Due Date"),
            cell(5, 5, "12-Dec-2026", "r"),
        ],
        [cell(4, 4, "Customer ID"), cell(5, 5, "C-0142", "r")],
        [],
        [cell(0, 1, "BILL TO", font=BOLD, fill=grey), cell(2, 5, "SITE", font=BOLD, fill=grey)],
        [cell(0, 1, customer), cell(2, 5, "Stonegate Village, 88 Stonegate Dr NW")],
        [cell(0, 1, "c/o Prairie Property Management"), cell(2, 5, "Calgary, AB  T3L 2B4")],
        [
            cell(0, 1, "200-1230 9 Ave SE, Calgary, AB  T2G 0S9"),
            cell(2, 5, "Work period: Oct 27 - Nov 9, 2026"),
        ],
        [],
        [
            cell(0, 0, "Item #", font=BOLD, fill=green),
            cell(1, 1, "Description", font=BOLD, fill=green),
            cell(2, 2, "Qty", "r", BOLD, fill=green),
            cell(3, 3, "Unit", "c", BOLD, fill=green),
            cell(4, 4, "Rate", "r", BOLD, fill=green),
            cell(5, 5, "Amount", "r", BOLD, fill=green),
        ],
    ]
    for i, d, q, un, u, a in items:
        rows.append(
            [
                cell(0, 0, i),
                cell(1, 1, d),
                cell(2, 2, q, "r"),
                cell(3, 3, un, "c"),
                cell(4, 4, "$" + _f(u), "r"),
                cell(5, 5, "$" + _f(a), "r"),
            ]
        )
    rows += [[] for _ in range(5)]
    rows += [
        [cell(4, 4, "Subtotal", font=BOLD), cell(5, 5, "$" + _f(subtotal), "r")],
        [cell(4, 4, "GST 5%", font=BOLD), cell(5, 5, "$" + _f(tax), "r")],
        [cell(4, 4, "TOTAL CAD", font=BOLD, fill=green), cell(5, 5, "$" + _f(total), "r", BOLD, fill=green)],
        [],
        [
            cell(
                0,
                5,
                "Terms: Net 30. e-Transfer to accounts@greenridgeyyc.ca or cheque to the address above.",
            )
        ],
        [cell(0, 5, "Overdue accounts are charged interest at 1.5% per month (19.56% per annum).")],
        [cell(0, 5, "Spring start-up bookings open February 1. Thank you for your business!", font=OBLIQUE)],
    ]
    _sheet(c, edges, h - 40, 16, rows)
    c.setFillGray(0.35)
    _centre(c, w, 24, "Page 1 of 1", 7.5)
    _text(c, 36, h - 28, "Invoice_GL-2611.xlsx", 7.5)
    c.setFillGray(0)
    return {
        "fields": _fields("GL-2611", "2026-11-12", "2026-12-12", total, tax, "CAD", vendor, customer),
        "line_items": [_item(d, q, u, str(a), i) for i, d, q, _, u, a in items],
    }


# aaie3: a Galway web designer's invoice on a Google Docs template
def aaie3(c) -> dict:
    w, h = A4
    left, right = 64, w - 64
    coral = (0.90, 0.42, 0.33)
    grey = 0.45
    vendor = "Aoife Brennan Design"
    customer = "Wild Atlantic Kayak Tours Ltd"
    rows = [
        ("Website redesign, six page templates", "1850.00", "1"),
        ("Booking system integration (hours)", "65.00", "14"),
        ("Copywriting, home and tours pages", "420.00", "1"),
        ("Photo editing for web", "6.50", "40"),
        ("Hosting and domain, 12 months", "180.00", "1"),
    ]
    rows = [(d, u, q, _mul(q, u)) for d, u, q in rows]
    subtotal = _sum(r[3] for r in rows)
    tax = _pct(subtotal, "23")
    total = subtotal + tax
    _band(c, 0, h - 14, w, 14, coral)
    _text(c, left, h - 80, vendor, 20, BOLD)
    c.setFillGray(grey)
    _block(
        c,
        right,
        h - 62,
        ("Unit 3, Market Yard", "Galway H91 X2C4", "+353 91 555 0142", "hello@aoifebrennan.ie"),
        8.5,
        pitch=11.5,
        right=True,
    )
    c.setFillGray(0)
    _rgb(c, coral)
    _text(c, left, h - 150, "Invoice", 36)
    c.setFillGray(0)

    def key(x, y, k, lines):
        c.setFillGray(grey)
        _text(c, x, y, k, 7.5, BOLD)
        c.setFillGray(0)
        _block(c, x, y - 15, lines, 9.5, pitch=12.5)

    key(
        left,
        h - 190,
        "BILLED TO",
        (customer, "Attn: Cian Mulkerrin", "The Pier, Roundstone", "Co. Galway H91 YT28"),
    )
    key(250, h - 190, "INVOICE NUMBER", ("ABD-2026-031",))
    key(250, h - 228, "DATE OF ISSUE", ("14 November 2026",))
    key(390, h - 190, "DUE DATE", ("28 November 2026",))
    key(390, h - 228, "VAT NUMBER", ("IE 3412873QH",))
    c.setFillGray(grey)
    _text(c, left, h - 290, "AMOUNT DUE", 7.5, BOLD)
    c.setFillGray(0)
    _rgb(c, coral)
    _text(c, left, h - 316, "€" + _f(total), 22, BOLD)
    c.setFillGray(0)
    header = ((left, False), (360, True), (420, True), (right, True))
    y = h - 360
    c.setFillGray(grey)
    _cells(c, header, y, ("DESCRIPTION", "RATE", "QTY", "AMOUNT"), 7.5, BOLD)
    c.setFillGray(0)
    _rgb(c, coral, True)
    c.setLineWidth(1.2)
    c.line(left, y - 8, right, y - 8)
    c.setStrokeGray(0.82)
    c.setLineWidth(0.5)
    y -= 28
    for d, u, q, a in rows:
        _cells(c, header, y, (d, "€" + _f(u), q, "€" + _f(a)), 9.5)
        c.line(left, y - 10, right, y - 10)
        y -= 28
    _pairs(c, 360, right, y - 8, (("Subtotal", "€" + _f(subtotal)), ("VAT (23%)", "€" + _f(tax))), pitch=18)
    _rgb(c, coral, True)
    c.line(360, y - 38, right, y - 38)
    _text(c, 360, y - 56, "Total", 11, BOLD)
    _text(c, right, y - 56, "€" + _f(total), 11, BOLD, True)
    y -= 110
    c.setFillGray(grey)
    _text(c, left, y, "PAYMENT DETAILS", 7.5, BOLD)
    _text(c, 320, y, "NOTES", 7.5, BOLD)
    c.setFillGray(0)
    _block(
        c,
        left,
        y - 15,
        (
            "Account name: Aoife Brennan",
            "IBAN: IE29 AIBK 9311 5212 3456 78",
            "BIC: AIBKIE2D",
            "Reference: ABD-2026-031",
        ),
        9,
        pitch=12,
    )
    _block(
        c,
        320,
        y - 15,
        (
            "Payment due within 14 days.",
            "Site launch and handover were",
            "completed on 10 November.",
            "Go raibh maith agat!",
        ),
        9,
        pitch=12,
    )
    c.setFillGray(grey)
    _centre(c, w, 40, "Aoife Brennan, trading as Aoife Brennan Design  -  aoifebrennan.ie", 7.5)
    c.setFillGray(0)
    return {
        "fields": _fields("ABD-2026-031", "2026-11-14", "2026-11-28", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, u, str(a)) for d, u, q, a in rows],
    }


# aain4: a Jaipur textile exporter's Zoho Invoice-style export invoice
def aain4(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    dark = (0.22, 0.25, 0.29)
    vendor = "Sanganer Blockprint Exports Pvt. Ltd."
    customer = "Maison Lune SARL"
    rows = [
        ("Hand block-printed cotton quilt, queen", "6304", "40", "2850.00"),
        ("Cotton table napkins, set of 6", "6302", "150", "420.00"),
        ("Block-printed cushion cover 45x45 cm", "6304", "300", "310.00"),
        ("Kantha throw, recycled cotton", "6304", "60", "1260.00"),
    ]
    rows = [(d, hsn, q, u, _mul(q, u)) for d, hsn, q, u in rows]
    total = _sum(r[4] for r in rows)
    words = "Indian Rupee Three Lakh Forty-Five Thousand Six Hundred Only"
    assert total == Decimal("345600.00"), total
    # a logo: a block-print motif
    _band(c, left, h - 86, 44, 44, (0.75, 0.30, 0.18))
    c.setFillGray(1)
    c.circle(left + 22, h - 64, 12, stroke=0, fill=1)
    _band(c, left + 17, h - 69, 10, 10, (0.75, 0.30, 0.18))
    _text(c, left + 56, h - 56, vendor, 12, BOLD)
    lines = (
        "Plot 14, Sanganer Industrial Area, Jaipur Rajasthan 302029, India",
        "GSTIN 08AAHCS4412K1Z6   IEC 0813007745",
        "accounts@sanganerexports.in   +91 141 255 0187",
    )
    _block(c, left + 56, h - 70, lines, 8, pitch=10.5)
    _text(c, right, h - 120, "TAX INVOICE", 20, BOLD, True)
    _text(c, right, h - 136, "# INV-000214", 9, BOLD, True)
    _text(c, right, h - 160, "Balance Due", 8, right=True)
    _text(c, right, h - 176, "Rs." + _lakh(total), 13, BOLD, True)
    c.setFillGray(0.4)
    _text(c, left, h - 160, "Bill To", 8.5)
    _text(c, 230, h - 160, "Ship To", 8.5)
    c.setFillGray(0)
    _block(
        c,
        left,
        h - 174,
        (customer, "14 Rue Merciere", "69002 Lyon", "France", "TVA FR 41 802 554 118"),
        8.5,
        pitch=11,
        first=BOLD,
    )
    _block(
        c,
        230,
        h - 174,
        ("Maison Lune Entrepot", "ZI Les Plattes, 12 Rue du Port", "69390 Vernaison", "France"),
        8.5,
        pitch=11,
    )
    _pairs(
        c,
        370,
        right,
        h - 204,
        (
            ("Invoice Date :", "18 Nov 2026"),
            ("Terms :", "Net 45"),
            ("Due Date :", "02 Jan 2027"),
            ("P.O.# :", "ML-PO-2611"),
        ),
        pitch=13,
    )
    _pairs(
        c, 370, right, h - 262, (("Port of Loading :", "ICD Kanakpura"), ("Incoterms :", "FOB Mundra")), 13
    )
    top = h - 306
    cols = ((left + 6, False), (left + 26, False), (300, False), (390, True), (460, True), (right - 6, True))
    _band(c, left, top - 6, right - left, 20, dark)
    c.setFillGray(1)
    _cells(c, cols, top, ("#", "Item & Description", "HSN/SAC", "Qty", "Rate", "Amount"), 8.5, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0.8)
    c.setLineWidth(0.5)
    y = top - 26
    for n, (d, hsn, q, u, a) in enumerate(rows, 1):
        _cells(c, cols, y, (str(n), d, hsn, q, _lakh(u), _lakh(a)), 8.5)
        c.setFillGray(0.45)
        _text(c, cols[3][0], y - 11, "pcs", 7.5, right=True)
        c.setFillGray(0)
        c.line(left, y - 18, right, y - 18)
        y -= 32
    _pairs(c, 360, right - 6, y - 6, (("Sub Total", _lakh(total)),), pitch=16)
    _text(c, 360, y - 24, "Total", 10, BOLD)
    _text(c, right - 6, y - 24, "Rs." + _lakh(total), 10, BOLD, True)
    _band(c, 352, y - 50, right - 352, 18, (0.93, 0.93, 0.93))
    _text(c, 360, y - 44, "Balance Due", 9, BOLD)
    _text(c, right - 6, y - 44, "Rs." + _lakh(total), 9, BOLD, True)
    _text(c, left, y - 6, "Total In Words", 8.5)
    _text(c, left, y - 20, words, 8.5, "Helvetica-BoldOblique")
    y -= 90
    _text(c, left, y, "Notes", 8.5, BOLD)
    notes = (
        "Supply meant for export under LUT without payment of IGST (ARN AD0803260012345).",
        "Country of origin: India. 18 cartons, gross weight 612 kg, net weight 574 kg.",
    )
    _block(c, left, y - 14, notes, 8, pitch=11)
    _text(c, left, y - 50, "Bank Details", 8.5, BOLD)
    bank = (
        "HDFC Bank Ltd, MI Road Branch, Jaipur",
        "A/c No. 50200031874412   IFSC HDFC0000152   SWIFT HDFCINBB",
    )
    _block(c, left, y - 64, bank, 8, pitch=11)
    _text(c, right, y - 64, "For " + vendor, 8.5, BOLD, True)
    _text(c, right, y - 110, "Authorized Signature", 8, right=True)
    c.setFillGray(0.5)
    _centre(c, w, 30, "Powered by Zoho Invoice", 6.5)
    c.setFillGray(0)
    return {
        "fields": _fields("INV-000214", "2026-11-18", "2027-01-02", total, None, "INR", vendor, customer),
        "line_items": [_item(d, q, u, str(a)) for d, _, q, u, a in rows],
    }


# aauk5: a Huddersfield book and stationery wholesaler's Sage 50-style invoice
def aauk5(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor = "Pennine Books & Stationery Wholesale Ltd"
    customer = "The Reading Nook Ltd"
    rows = [
        ("48", "BK-7730", "Children's picture books, assorted", "6.99", "40.00", "T0"),
        ("30", "BK-2214", "Paperback fiction, bestseller pack", "8.99", "45.00", "T0"),
        ("24", "ST-0410", "A5 notebooks, lined, 5-pack", "4.50", "0.00", "T1"),
        ("20", "ST-1185", "Gel pens, black, box of 12", "6.25", "10.00", "T1"),
        ("36", "GW-3302", "Gift wrap rolls 3m, assorted", "1.95", "0.00", "T1"),
        ("100", "CD-0091", "Greeting cards, blank, mixed", "0.85", "15.00", "T1"),
    ]
    rows = [(q, k, d, u, disc, t, _mul(q, u, disc)) for q, k, d, u, disc, t in rows]
    rates = {"T0": "0.00", "T1": "20.00"}
    analysis = []
    for code, rate in rates.items():
        net = _sum(r[6] for r in rows if r[5] == code)
        analysis.append((code, rate, net, _pct(net, rate)))
    net = _sum(r[6] for r in rows)
    tax = _sum(a[3] for a in analysis)
    total = net + tax
    _text(c, left, h - 50, vendor, 13, BOLD)
    _block(
        c,
        left,
        h - 64,
        ("Unit 7, Colne Valley Business Park", "Linthwaite, Huddersfield", "HD7 5QG", "Tel: 01484 555 730"),
        8.5,
        pitch=11,
    )
    _text(c, right, h - 52, "INVOICE", 18, BOLD, True)
    # Sage's details box
    bx = 360
    keys = (
        ("Invoice No.", "41873"),
        ("Invoice/Tax Date", "24/11/2026"),
        ("Order No.", "RN-5520"),
        ("Account Ref", "READ003"),
        ("Page", "1"),
    )
    c.setLineWidth(0.6)
    for i, (k, v) in enumerate(keys):
        y = h - 80 - 15 * i
        c.rect(bx, y - 4, right - bx, 15)
        _text(c, bx + 4, y + 1, k, 8)
        _text(c, right - 4, y + 1, v, 8.5, BOLD, True)
    c.line(470, h - 84 + 15, 470, h - 84 - 60)
    for x0, title, lines in (
        (left, "Invoice Address", (customer, "22 Bridge Street", "Hebden Bridge", "HX7 8EX")),
        (210, "Deliver To", ("The Reading Nook", "22 Bridge Street", "Hebden Bridge", "HX7 8EX")),
    ):
        c.rect(x0, h - 230, 160, 70)
        _text(c, x0 + 4, h - 172, title, 7.5, BOLD)
        _block(c, x0 + 8, h - 186, lines, 8.5, pitch=11)
    top = h - 256
    cols = (left, 82, 140, 340, 400, 446, 516, right)
    heads = ("Quantity", "Code", "Details", "Unit Price", "Disc %", "Net Amount", "VAT")
    n = 16
    pitch = 15
    bottom = top - 16 - pitch * n
    _band(c, left, top - 16, right - left, 16, (0.85, 0.85, 0.85))
    c.rect(left, bottom, right - left, top - bottom)
    c.line(left, top - 16, right, top - 16)
    for x0 in cols[1:-1]:
        c.line(x0, top, x0, bottom)
    for x0, x1, s in zip(cols, cols[1:], heads):
        _text(c, (x0 + x1 - c.stringWidth(s, BOLD, 8)) / 2, top - 11, s, 8, BOLD)
    for i, (q, k, d, u, disc, t, a) in enumerate(rows):
        y = top - 28 - pitch * i
        _text(c, cols[1] - 4, y, q + ".00", 8.5, right=True)
        _text(c, cols[1] + 4, y, k, 8.5)
        _text(c, cols[2] + 4, y, d, 8.5)
        _text(c, cols[4] - 4, y, u, 8.5, right=True)
        _text(c, cols[5] - 4, y, disc, 8.5, right=True)
        _text(c, cols[6] - 4, y, _f(a), 8.5, right=True)
        _text(c, (cols[6] + right - c.stringWidth(t, "Helvetica", 8.5)) / 2, y, t, 8.5)
    # VAT analysis and totals
    y = bottom - 20
    vcols = (left, 96, 160, 240, 320)
    c.rect(left, y - 15 * len(analysis) - 4, vcols[-1] - left, 15 * len(analysis) + 18)
    c.line(left, y - 4, vcols[-1], y - 4)
    for x0, x1, s in zip(vcols, vcols[1:], ("VAT Code", "Rate %", "Net Amount", "VAT Amount")):
        _text(c, x1 - 4, y + 1, s, 7.5, BOLD, True)
    for i, (code, rate, n_, v) in enumerate(analysis):
        yr = y - 15 - 15 * i
        _cells(
            c,
            ((vcols[1] - 4, True), (vcols[2] - 4, True), (vcols[3] - 4, True), (vcols[4] - 4, True)),
            yr,
            (code, rate, _f(n_), _f(v)),
            8.5,
        )
    tots = (
        ("Total Net Amount", _f(net)),
        ("Total VAT Amount", _f(tax)),
        ("Carriage", "0.00"),
        ("Invoice Total", _f(total)),
    )
    for i, (k, v) in enumerate(tots):
        yr = y - 16 * i
        c.rect(380, yr - 5, right - 380, 16)
        _text(c, 384, yr, k, 8.5, BOLD if i == 3 else "Helvetica")
        _text(c, right - 4, yr, "£" + v, 8.5, BOLD if i == 3 else "Helvetica", True)
    y -= 90
    _text(c, left, y, "Terms: 30 days from date of invoice. Goods remain our property until paid in full.", 8)
    _text(c, left, y - 12, "Please quote invoice number 41873 and account READ003 with your remittance.", 8)
    _text(c, left, y - 24, "BACS: Yorkshire Bank, sort code 05-08-47, account 31229044.", 8)
    c.setFillGray(0.35)
    foot = (
        "Pennine Books & Stationery Wholesale Ltd. Registered in England and Wales No. 04412876.",
        "Registered office: Unit 7, Colne Valley Business Park, HD7 5QG.  VAT Reg No. GB 284 5512 67",
    )
    _block(c, left, 48, foot, 7, pitch=9)
    c.setFillGray(0)
    return {
        "fields": _fields("41873", "2026-11-24", None, total, tax, "GBP", vendor, customer),
        "line_items": [_item(d, q, u, str(a), k) for q, k, d, u, _, _, a in rows],
    }


# aade6: a Kassel tiler's Rechnung from a Lexware-style program
def aade6(c) -> dict:
    w, h = A4
    left, right = 25 * mm, w - 20 * mm
    teal = (0.0, 0.42, 0.45)
    vendor = "Fliesen Wagner GmbH"
    customer = "Sabine Kramer"
    rows = [
        ("42.5", "m²", "Bodenfliesen 60x60 cm, verlegt und verfugt", "58.00"),
        ("18", "m²", "Wandfliesen Bad 30x60 cm, verlegt", "64.50"),
        ("12.4", "m", "Sockelleisten geschnitten und verlegt", "14.80"),
        ("1", "Pausch.", "Verbundabdichtung Dusche nach DIN 18534", "385.00"),
        ("16", "Std.", "Demontage Altbelag, Entsorgung", "52.00"),
        ("1", "Pausch.", "Baustelleneinrichtung und Anfahrt", "95.00"),
    ]
    rows = [(q, un, d, u, _mul(q, u)) for q, un, d, u in rows]
    net = _sum(r[4] for r in rows)
    tax = _pct(net, "19")
    total = net + tax
    skonto = _pct(total, "2")
    # logo
    _rgb(c, teal)
    for i in range(3):
        for j in range(3):
            if (i + j) % 2 == 0:
                c.rect(right - 60 + 14 * i, h - 62 + 14 * j - 28, 12, 12, stroke=0, fill=1)
    _text(c, right - 70, h - 48, "Fliesen Wagner", 15, BOLD, True)
    c.setFillGray(0)
    _text(c, right - 70, h - 62, "Meisterbetrieb seit 1994", 8.5, OBLIQUE, True)
    # sender line and the window address
    c.setFillGray(0.3)
    _text(c, left, h - 45 * mm, "Fliesen Wagner GmbH - Lindenstr. 12 - 34117 Kassel", 7)
    c.setFillGray(0)
    c.setLineWidth(0.3)
    c.line(left, h - 45 * mm - 3, left + 75 * mm, h - 45 * mm - 3)
    _block(c, left, h - 52 * mm, ("Frau", customer, "Am Weinberg 7", "34128 Kassel"), 10, pitch=13)
    info = (
        ("Rechnungsnr.:", "RE-2026-0417"),
        ("Rechnungsdatum:", "25.11.2026"),
        ("Kundennr.:", "10382"),
        ("Leistungszeitraum:", "10.11.2026 - 21.11.2026"),
        ("Ansprechpartner:", "Jens Wagner"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 125 * mm, h - 50 * mm - 13 * i, k, 8.5)
        _text(c, right, h - 50 * mm - 13 * i, v, 8.5, right=True)
    y = h - 98 * mm
    _text(c, left, y, "Rechnung Nr. RE-2026-0417", 13, BOLD)
    _text(c, left, y - 18, "Bauvorhaben: Badsanierung und Flur EG, Am Weinberg 7, 34128 Kassel", 9)
    _block(
        c,
        left,
        y - 40,
        ("Sehr geehrte Frau Kramer,", "für die ausgeführten Fliesenarbeiten berechnen wir Ihnen wie folgt:"),
        9.5,
        pitch=13,
    )
    top = y - 80
    cols = (
        (left, False),
        (left + 58, True),
        (left + 66, False),
        (left + 112, False),
        (445, True),
        (right, True),
    )
    _cells(c, cols, top, ("Pos.", "Menge", "Einheit", "Bezeichnung", "Einzelpreis", "Gesamtpreis"), 8.5, BOLD)
    c.setLineWidth(0.8)
    c.line(left, top - 5, right, top - 5)
    c.setLineWidth(0.3)
    yr = top - 20
    for n, (q, un, d, u, a) in enumerate(rows, 1):
        _cells(c, cols, yr, (str(n), _q(q, ",", "."), un, d, _eu(u) + " €", _eu(a) + " €"), 9)
        yr -= 17
    c.line(left, yr + 8, right, yr + 8)
    tots = (("Summe netto", _eu(net) + " €"), ("zzgl. 19 % USt.", _eu(tax) + " €"))
    _pairs(c, 350, right, yr - 8, tots, pitch=15)
    c.setLineWidth(0.8)
    c.line(350, yr - 28, right, yr - 28)
    _text(c, 350, yr - 44, "Rechnungsbetrag", 10, BOLD)
    _text(c, right, yr - 44, _eu(total) + " €", 10, BOLD, True)
    c.line(350, yr - 49, right, yr - 49)
    c.line(350, yr - 51, right, yr - 51)
    y = yr - 84
    terms = (
        "Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 09.12.2026. Bei Zahlung bis zum 02.12.2026",
        f"gewähren wir 2 % Skonto ({_eu(skonto)} €).",
        "Im Rechnungsbetrag enthaltene Arbeitskosten gemäß § 35a EStG: 1.984,00 € netto (2.360,96 € brutto).",
        "Leistungsdatum entspricht dem Leistungszeitraum. Bitte bewahren Sie diese Rechnung zwei Jahre auf.",
    )
    _block(c, left, y, terms, 8.5, pitch=12)
    _block(c, left, y - 62, ("Mit freundlichen Grüßen", "Jens Wagner"), 9.5, pitch=14)
    # the four-column footer
    c.setLineWidth(0.3)
    c.line(left, 30 * mm, right, 30 * mm)
    c.setFillGray(0.3)
    foot = (
        ("Fliesen Wagner GmbH", "Lindenstr. 12", "34117 Kassel", "Tel. 0561 555 4127"),
        ("Geschäftsführer: Jens Wagner", "Amtsgericht Kassel", "HRB 16742", "info@fliesen-wagner.de"),
        ("Kasseler Sparkasse", "IBAN DE62 5205 0353 0001 2345 67", "BIC HELADEF1KAS", ""),
        ("Steuer-Nr. 026 234 51877", "USt-IdNr. DE318254776", "Handwerkskammer Kassel", ""),
    )
    for i, block in enumerate(foot):
        _block(c, left + i * 43 * mm, 30 * mm - 11, block, 6.5, pitch=8.5)
    c.setFillGray(0)
    return {
        "fields": _fields("RE-2026-0417", "2026-11-25", "2026-12-09", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, u, str(a)) for q, _, d, u, a in rows],
    }


# aadk7: a Copenhagen coffee roaster's e-conomic-style faktura
def aadk7(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor = "Nørrebro Kafferisteri ApS"
    customer = "Café Solsikke ApS"
    rows = [
        ("K-101", "Espresso Blend Nørrebro, 1 kg", "12", "stk.", "189.00"),
        ("K-104", "Etiopien Yirgacheffe, 1 kg", "6", "stk.", "245.00"),
        ("K-210", "Koldbryg koncentrat, 5 l", "3", "stk.", "410.00"),
        ("T-020", "Takeaway-kopper 12 oz, 1000 stk.", "2", "krt.", "685.00"),
        ("S-005", "Service af espressomaskine", "2.5", "timer", "380.00"),
        ("F-001", "Fragt", "1", "stk.", "125.00"),
    ]
    rows = [(k, d, q, un, u, _mul(q, u)) for k, d, q, un, u in rows]
    net = _sum(r[5] for r in rows)
    tax = _pct(net, "25")
    total = net + tax
    # logo: a bean
    c.setFillColorRGB(0.33, 0.2, 0.12)
    c.ellipse(right - 40, h - 80, right, h - 50, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(1.5)
    c.line(right - 36, h - 72, right - 4, h - 58)
    c.setStrokeGray(0)
    _text(c, right - 48, h - 62, "NØRREBRO", 12, BOLD, True)
    _text(c, right - 48, h - 75, "KAFFERISTERI", 8.5, "Helvetica", True)
    c.setFillGray(0)
    _block(
        c,
        left,
        h - 130,
        (customer, "Att.: Mette Holm", "Sankt Hans Torv 24", "2200 København N"),
        10,
        pitch=13,
    )
    _text(c, left, h - 220, "Faktura", 22, BOLD)
    info = (
        ("Fakturanr.", "20418"),
        ("Fakturadato", "26-11-2026"),
        ("Kundenr.", "1077"),
        ("Deres ref.", "Mette Holm"),
        ("Side", "1 af 1"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 370, h - 130 - 13 * i, k, 9)
        _text(c, right, h - 130 - 13 * i, v, 9, right=True)
    top = h - 260
    cols = ((left, False), (left + 52, False), (365, True), (375, False), (460, True), (right, True))
    c.setFillGray(0.4)
    _cells(c, cols, top, ("Varenr.", "Beskrivelse", "Antal", "Enhed", "Enhedspris", "Beløb"), 8.5, BOLD)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    c.line(left, top - 6, right, top - 6)
    y = top - 22
    for k, d, q, un, u, a in rows:
        _cells(c, cols, y, (k, d, _q(q, ","), un, _eu(u), _eu(a)), 9)
        y -= 16
    c.line(left, y + 6, right, y + 6)
    _pairs(c, 340, right, y - 10, (("Subtotal", _eu(net)), ("Moms (25%)", _eu(tax))), pitch=15)
    c.line(340, y - 32, right, y - 32)
    _text(c, 340, y - 48, "Total DKK", 10.5, BOLD)
    _text(c, right, y - 48, _eu(total), 10.5, BOLD, True)
    c.setLineWidth(1)
    c.line(340, y - 54, right, y - 54)
    y -= 100
    _text(c, left, y, "Betalingsbetingelser: Netto 14 dage", 9)
    _text(c, left, y - 14, "Forfaldsdato: 10-12-2026", 9, BOLD)
    _text(c, left, y - 28, f"Beløbet kr. {_eu(total)} bedes indbetalt på vores konto i Danske Bank:", 9)
    _text(c, left, y - 42, "Reg.nr. 3409  Kontonr. 0012458776, eller med FI-kort:", 9)
    _text(c, left, y - 62, "+71< 000000000204182 +85193842<", 10, "Courier-Bold")
    _text(c, left, y - 86, "Ved betaling efter forfald tilskrives renter på 0,8% pr. påbegyndt måned.", 8.5)
    c.setLineWidth(0.4)
    c.line(left, 62, right, 62)
    c.setFillGray(0.35)
    _centre(c, w, 50, "Nørrebro Kafferisteri ApS - Jagtvej 113 - 2200 København N - CVR-nr. 38124567", 7.5)
    _centre(c, w, 40, "Tlf. +45 33 12 45 67 - ordre@nbkafferisteri.dk - www.nbkafferisteri.dk", 7.5)
    c.setFillGray(0)
    return {
        "fields": _fields("20418", "2026-11-26", "2026-12-10", total, tax, "DKK", vendor, customer),
        "line_items": [_item(d, q, u, str(a), k) for k, d, q, _, u, a in rows],
    }


def _ch(value) -> str:
    return _f(value, 2, "'", ".")


def _swiss_cross(c, x: float, y: float, side: float) -> None:
    """The Swiss cross at the centre of a QR-bill's code: a black square, a white cross, centred at (x, y)."""
    c.setFillGray(1)
    c.rect(x - side / 2 - 1, y - side / 2 - 1, side + 2, side + 2, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(x - side / 2, y - side / 2, side, side, stroke=0, fill=1)
    c.setFillGray(1)
    arm, bar = side * 0.6, side * 0.2
    c.rect(x - arm / 2, y - bar / 2, arm, bar, stroke=0, fill=1)
    c.rect(x - bar / 2, y - arm / 2, bar, arm, stroke=0, fill=1)
    c.setFillGray(0)


def _qr_bill(c, w: float, total: Decimal, number: str) -> None:
    """A Swiss QR-bill's receipt and payment part, 105 mm high, at the foot of the page."""
    top = 105 * mm
    split = 62 * mm
    c.setDash(2, 2)
    c.setLineWidth(0.4)
    c.line(0, top, w, top)
    c.line(split, 0, split, top)
    c.setDash()
    _text(c, 8, top + 3, "Vor der Einzahlung abzutrennen", 6)
    iban = "CH44 3199 9123 0008 8901 2"
    creditor = ("Lingua Rheno Übersetzungen GmbH", "St. Johanns-Vorstadt 44", "4056 Basel")
    debtor = ("Rheinhafen Logistik AG", "Hafenstrasse 25", "4057 Basel")
    ref = "21 00000 00003 13947 14300 09017"
    amount = _f(total, 2, " ", ".")
    x = 5 * mm
    y = top - 5 * mm - 11
    _text(c, x, y, "Empfangsschein", 11, BOLD)
    y -= 18
    for title, lines in (
        ("Konto / Zahlbar an", (iban, *creditor)),
        ("Referenz", (ref,)),
        ("Zahlbar durch", debtor),
    ):
        _text(c, x, y, title, 6, BOLD)
        _block(c, x, y - 9, lines, 8, pitch=9)
        y -= 9 + 9 * len(lines) + 6
    y = 38 * mm
    _text(c, x, y, "Währung", 6, BOLD)
    _text(c, x + 16 * mm, y, "Betrag", 6, BOLD)
    _text(c, x, y - 10, "CHF", 8)
    _text(c, x + 16 * mm, y - 10, amount, 8)
    _text(c, split - 5 * mm, 18 * mm, "Annahmestelle", 6, BOLD, True)
    px = split + 5 * mm
    _text(c, px, top - 5 * mm - 11, "Zahlteil", 11, BOLD)
    side = 46 * mm
    payload = "\n".join(
        (
            "SPC",
            "0200",
            "1",
            iban.replace(" ", ""),
            "S",
            creditor[0],
            "St. Johanns-Vorstadt",
            "44",
            "4056",
            "Basel",
            "CH",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            str(total),
            "CHF",
            "K",
            debtor[0],
            "Hafenstrasse 25",
            "4057 Basel",
            "",
            "",
            "CH",
            "QRR",
            ref.replace(" ", ""),
            f"Rechnung {number}",
            "EPD",
        )
    )
    _qr(c, payload, px, 42 * mm, side)
    _swiss_cross(c, px + side / 2, 42 * mm + side / 2, 7 * mm)
    _text(c, px, 34 * mm, "Währung", 8, BOLD)
    _text(c, px + 16 * mm, 34 * mm, "Betrag", 8, BOLD)
    _text(c, px, 34 * mm - 12, "CHF", 10)
    _text(c, px + 16 * mm, 34 * mm - 12, amount, 10)
    rx = px + side + 5 * mm
    y = top - 5 * mm - 8
    for title, lines in (
        ("Konto / Zahlbar an", (iban, *creditor)),
        ("Referenz", (ref,)),
        ("Zusätzliche Informationen", (f"Rechnung {number}",)),
        ("Zahlbar durch", debtor),
    ):
        _text(c, rx, y, title, 8, BOLD)
        _block(c, rx, y - 11, lines, 9.5, pitch=11)
        y -= 11 + 11 * len(lines) + 8


# aach8: a Basel translation agency's Rechnung with a Swiss QR-bill at the foot
def aach8(c) -> dict:
    w, h = A4
    left, right = 20 * mm, w - 18 * mm
    red = (0.75, 0.1, 0.12)
    vendor = "Lingua Rheno Übersetzungen GmbH"
    customer = "Rheinhafen Logistik AG"
    number = "2026-1183"
    rows = [
        ("Übersetzung DE>FR, Liefervertrag", "3250", "Wörter", "0.28"),
        ("Übersetzung DE>IT, Produktkatalog", "5800", "Wörter", "0.26"),
        ("Lektorat FR, zweite Lesung", "3.5", "Std.", "95.00"),
        ("Terminologiedatenbank, Pflege", "1", "Pauschal", "180.00"),
        ("Beglaubigung der Übersetzung", "2", "Stk.", "40.00"),
    ]
    rows = [(d, q, un, u, _mul(q, u)) for d, q, un, u in rows]
    net = _sum(r[4] for r in rows)
    tax = _pct(net, "8.1")
    total = net + tax
    _band(c, left, h - 58, 6, 30, red)
    _text(c, left + 12, h - 44, "LINGUA RHENO", 15, BOLD)
    _text(c, left + 12, h - 56, "Übersetzungen GmbH - Basel", 8)
    _block(
        c,
        left,
        h - 80,
        (
            "St. Johanns-Vorstadt 44, 4056 Basel",
            "Tel. 061 555 21 40, office@linguarheno.ch",
            "MWST-Nr. CHE-412.873.605 MWST",
        ),
        7.5,
        pitch=9.5,
    )
    _block(
        c,
        118 * mm,
        h - 60,
        (customer, "Frau Lea Gerber, Einkauf", "Hafenstrasse 25", "4057 Basel"),
        9.5,
        pitch=12,
    )
    _text(c, left, h - 140, "Rechnung", 16, BOLD)
    info = (
        ("Rechnungsnummer", number),
        ("Rechnungsdatum", "27.11.2026"),
        ("Zahlbar bis", "27.12.2026"),
        ("Ihre Bestellung", "RL-4471"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, left, h - 158 - 11.5 * i, k, 8.5)
        _text(c, left + 90, h - 158 - 11.5 * i, v, 8.5, BOLD)
    top = h - 222
    cols = ((left, False), (left + 18, False), (330, True), (336, False), (440, True), (right, True))
    _band(c, left, top - 5, right - left, 16, (0.92, 0.92, 0.92))
    _cells(c, cols, top, ("Pos", "Beschreibung", "Menge", "Einheit", "Preis", "Betrag CHF"), 8, BOLD)
    y = top - 18
    for n, (d, q, un, u, a) in enumerate(rows, 1):
        _cells(c, cols, y, (str(n), d, _q(q, ".", "'"), un, _ch(u), _ch(a)), 8.5)
        y -= 13
    c.setLineWidth(0.5)
    c.line(330, y + 5, right, y + 5)
    _pairs(c, 340, right, y - 8, (("Zwischensumme", _ch(net)), ("MWST 8.1%", _ch(tax))), pitch=12)
    _text(c, 340, y - 34, "Total CHF", 9.5, BOLD)
    _text(c, right, y - 34, _ch(total), 9.5, BOLD, True)
    c.line(340, y - 38, right, y - 38)
    _block(
        c,
        left,
        y - 10,
        (
            "Zahlbar innert 30 Tagen netto.",
            "Bitte verwenden Sie den untenstehenden",
            "QR-Zahlteil. Besten Dank für Ihren Auftrag.",
        ),
        8,
        pitch=10.5,
    )
    _qr_bill(c, w, total, number)
    return {
        "fields": _fields(number, "2026-11-27", "2026-12-27", total, tax, "CHF", vendor, customer),
        "line_items": [_item(d, q, u, str(a)) for d, q, _, u, a in rows],
    }


# aaau9: a Newcastle (NSW) car repair shop's job tax invoice, parts and labour sections
def aaau9(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    navy = (0.1, 0.16, 0.32)
    yellow = (0.98, 0.8, 0.1)
    vendor = "Hunter Auto Care Pty Ltd"
    customer = "Coastline Plumbing Pty Ltd"
    parts = [
        ("04152-YZZA6", "Oil filter element", "1", "24.50"),
        ("OIL-5W30-LT", "Engine oil 5W-30 (litres)", "7.5", "14.20"),
        ("04465-0K360", "Front brake pads, set", "1", "168.00"),
        ("43512-0K120", "Front brake rotor", "2", "142.50"),
        ("23390-0L070", "Fuel filter element", "1", "58.90"),
        ("BF-DOT4-1L", "Brake fluid DOT 4, 1 L", "1", "22.00"),
    ]
    labour = [
        ("Logbook service 120,000 km", "2", "135.00"),
        ("Replace front pads and rotors", "1.5", "135.00"),
        ("Brake fluid flush and bleed", "0.5", "135.00"),
    ]
    parts = [(k, d, q, u, _mul(q, u)) for k, d, q, u in parts]
    labour = [(d, q, u, _mul(q, u)) for d, q, u in labour]
    p_total = _sum(r[4] for r in parts)
    l_total = _sum(r[3] for r in labour)
    net = p_total + l_total
    tax = _pct(net, "10")
    total = net + tax
    _band(c, 0, h - 92, w, 92, navy)
    _band(c, left, h - 70, 40, 40, yellow)
    _rgb(c, navy)
    _text(c, left + 6, h - 57, "HAC", 13, BOLD)
    c.setFillGray(1)
    _text(c, left + 52, h - 46, "HUNTER AUTO CARE", 17, BOLD)
    _text(c, left + 52, h - 60, "Servicing - Brakes - Diagnostics - Fleet", 8.5)
    _block(c, left + 52, h - 74, ("41 Maitland Rd, Islington NSW 2296  |  (02) 4955 0172",), 8)
    _text(c, right, h - 46, "TAX INVOICE", 16, BOLD, True)
    _block(c, right, h - 62, ("ABN 51 824 753 556", "MVRL 45821"), 8, pitch=10, right=True)
    c.setFillGray(0)
    # invoice and vehicle details, two boxed grids
    y = h - 112
    c.setLineWidth(0.6)
    c.rect(left, y - 64, 250, 72)
    _text(c, left + 6, y - 4, "BILL TO (ACCOUNT 3021)", 7.5, BOLD)
    _block(
        c, left + 6, y - 18, (customer, "PO Box 412, Charlestown NSW 2290", "Driver: Ben Okafor"), 9, pitch=12
    )
    det = (
        ("Invoice No.", "INV-30482"),
        ("Job No.", "J-18816"),
        ("Date", "28/11/2026"),
        ("Due", "12/12/2026"),
    )
    vx = 300
    for i, (k, v) in enumerate(det):
        _text(c, vx, y - 4 - 14 * i, k, 8.5, BOLD)
        _text(c, right, y - 4 - 14 * i, v, 9, right=True)
    y -= 84
    _band(c, left, y - 4, right - left, 30, (0.93, 0.93, 0.93))
    c.rect(left, y - 4, right - left, 30)
    veh = (
        ("Rego", "CX41PL"),
        ("Vehicle", "2019 Toyota HiLux SR 2.8TD"),
        ("Odometer", "118,420 km"),
        ("VIN", "MR0HA3CD900412287"),
    )
    for (k, v), x0 in zip(veh, (left + 6, 110, 290, 390)):
        _text(c, x0, y + 16, k, 7, BOLD)
        _text(c, x0, y + 3, v, 8.5)
    y -= 30
    cols = ((left + 4, False), (140, False), (400, True), (470, True), (right - 4, True))

    def section(y, title, head, body, total_label, amount):
        _band(c, left, y - 4, right - left, 15, navy)
        c.setFillGray(1)
        _text(c, left + 4, y, title, 8.5, BOLD)
        c.setFillGray(0)
        y -= 16
        _cells(c, cols, y, head, 8, BOLD)
        c.setLineWidth(0.4)
        c.line(left, y - 4, right, y - 4)
        y -= 16
        for r in body:
            _cells(c, cols, y, r, 8.5)
            y -= 14
        c.line(400, y + 8, right, y + 8)
        _text(c, 470, y - 4, total_label, 8.5, BOLD, True)
        _text(c, right - 4, y - 4, _f(amount), 8.5, BOLD, True)
        return y - 28

    y = section(
        y,
        "PARTS",
        ("Part No.", "Description", "Qty", "Unit Price", "Amount"),
        [(k, d, q, _f(u), _f(a)) for k, d, q, u, a in parts],
        "Parts total",
        p_total,
    )
    y = section(
        y,
        "LABOUR",
        ("", "Description", "Hours", "Rate", "Amount"),
        [("", d, q, _f(u), _f(a)) for d, q, u, a in labour],
        "Labour total",
        l_total,
    )
    tots = (("Subtotal (ex GST)", _f(net)), ("GST 10%", _f(tax)))
    _pairs(c, 380, right - 4, y, tots, pitch=15)
    _band(c, 372, y - 40, right - 372, 18, yellow)
    _text(c, 380, y - 34, "TOTAL (inc GST) AUD", 9.5, BOLD)
    _text(c, right - 4, y - 34, "$" + _f(total), 10, BOLD, True)
    notes = (
        "Technician notes: rear pads at 40%, recheck at next service.",
        "Next service due 130,000 km or 28/05/2027.",
        "Account terms 14 days. EFT: Hunter Auto Care Pty Ltd",
        "BSB 062-517  Acc 1048 2291  Ref INV-30482",
    )
    _block(c, left, y, notes, 8, pitch=11)
    c.setFillGray(0.35)
    warranty = "All parts and labour carry a 12 month / 20,000 km warranty. Old parts kept 7 days on request."
    _centre(c, w, 40, warranty, 7)
    c.setFillGray(0)
    items = [_item(d, q, u, str(a), k) for k, d, q, u, a in parts] + [
        _item(d, q, u, str(a)) for d, q, u, a in labour
    ]
    return {
        "fields": _fields("INV-30482", "2026-11-28", "2026-12-12", total, tax, "AUD", vendor, customer),
        "line_items": items,
    }


# aanl10: a Rotterdam freight forwarder's invoice in English, charges in EUR
def aanl10(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    blue = (0.0, 0.3, 0.55)
    vendor = "Van Dijk Cargo Forwarding B.V."
    customer = "Zeeland Fresh Produce B.V."
    charges = [
        ("Ocean freight Santos - Rotterdam", "1", "40HC", "2150.00", "0"),
        ("Bunker adjustment factor (BAF)", None, "", "385.00", "0"),
        ("Terminal handling charges (THC)", None, "", "265.00", "0"),
        ("Port security / ISPS surcharge", None, "", "27.50", "0"),
        ("Customs clearance, import declaration", "1", "decl.", "95.00", "21"),
        ("Additional customs lines", "6", "line", "8.50", "21"),
        ("Trucking Rotterdam - Goes, reefer", None, "", "475.00", "0"),
        ("Documentation fee", None, "", "45.00", "21"),
    ]
    charges = [(d, q, un, u, u if q is None else str(_mul(q, u)), v) for d, q, un, u, v in charges]
    net = _sum(r[4] for r in charges)
    bases = {v: _sum(r[4] for r in charges if r[5] == v) for v in ("0", "21")}
    vats = {v: _pct(b, v) for v, b in bases.items()}
    tax = _sum(vats.values())
    total = net + tax
    # logo: a container
    _rgb(c, blue)
    c.rect(left, h - 70, 54, 26, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(1)
    for i in range(1, 6):
        c.line(left + 9 * i, h - 66, left + 9 * i, h - 48)
    _text(c, left + 64, h - 56, "VAN DIJK", 16, BOLD)
    c.setFillGray(0.3)
    _text(c, left + 64, h - 68, "CARGO FORWARDING", 8, BOLD)
    c.setFillGray(0)
    _block(
        c,
        right,
        h - 46,
        (
            vendor,
            "Waalhaven Z.z. 19",
            "3089 JH Rotterdam, The Netherlands",
            "+31 10 555 4120  |  finance@vandijkcargo.nl",
            "KvK 24312345  |  VAT NL815432109B01",
        ),
        8,
        pitch=10,
        right=True,
        first=BOLD,
    )
    _text(c, left, h - 120, "INVOICE", 20, BOLD)
    _block(
        c,
        left,
        h - 142,
        ("Bill to:", customer, "Havenweg 8", "4462 GX Goes", "VAT NL857120334B01"),
        9,
        pitch=12,
        first=BOLD,
    )
    info = (
        ("Invoice no.", "RTM26-08841"),
        ("Invoice date", "30-11-2026"),
        ("Due date", "30-12-2026"),
        ("Customer no.", "ZFP-0214"),
        ("Our reference", "IMP-RTM-26-3390"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 360, h - 120 - 13 * i, k, 8.5)
        _text(c, right, h - 120 - 13 * i, v, 8.5, BOLD, True)
    # shipment box
    y = h - 220
    c.setStrokeColorRGB(*blue)
    c.setLineWidth(0.8)
    c.rect(left, y - 52, right - left, 62)
    c.setStrokeGray(0)
    ship = (
        (("Shipment", "Sea import FCL 1x40' HC reefer"), ("Vessel / voyage", "MSC ALINA / 646W")),
        (("B/L no.", "MEDUSZ4412873"), ("Container", "MSMU 482913-5")),
        (("Port of loading", "Santos, Brazil"), ("Port of discharge", "Rotterdam, NL")),
        (("Commodity", "Fresh limes, 1,920 cartons"), ("Arrival", "24-11-2026")),
    )
    for i, pair in enumerate(ship):
        for (k, v), x0 in zip(pair, (left + 6, 300)):
            _text(c, x0, y - 13 * i, k, 7.5, BOLD)
            _text(c, x0 + 80, y - 13 * i, v, 8)
    top = y - 80
    cols = ((left + 4, False), (300, True), (310, False), (400, True), (490, True), (right - 4, True))
    _band(c, left, top - 5, right - left, 17, blue)
    c.setFillGray(1)
    _cells(c, cols, top, ("Description", "Qty", "Unit", "Rate", "Amount EUR", "VAT %"), 8.5, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0.8)
    c.setLineWidth(0.4)
    y = top - 22
    for d, q, un, u, a, v in charges:
        cells = (d, q or "", un, "" if q is None else _eu(u), _eu(a), v)
        _cells(c, cols, y, cells, 8.5)
        c.line(left, y - 5, right, y - 5)
        y -= 16
    c.setStrokeGray(0)
    # VAT summary and totals
    y -= 14
    _text(c, left, y, "VAT summary", 8.5, BOLD)
    for i, v in enumerate(("0", "21")):
        line = f"VAT {v}% on EUR {_eu(bases[v])}"
        _text(c, left, y - 14 - 12 * i, line, 8.5)
        _text(c, 250, y - 14 - 12 * i, _eu(vats[v]), 8.5, right=True)
    _pairs(c, 360, right - 4, y, (("Total excl. VAT", _eu(net)), ("Total VAT", _eu(tax))), pitch=15)
    _band(c, 352, y - 42, right - 352, 18, (0.88, 0.92, 0.97))
    _text(c, 360, y - 36, "Total amount EUR", 9.5, BOLD)
    _text(c, right - 4, y - 36, _eu(total), 9.5, BOLD, True)
    y -= 80
    notes = (
        "VAT 0%: international transport and related services, art. 9 par. 2 sub b Wet OB 1968.",
        "Please pay within 30 days quoting RTM26-08841 to IBAN NL91 ABNA 0417 1643 00, BIC ABNANL2A.",
        "All our activities are subject to the Dutch Forwarding Conditions (FENEX), latest version,",
        "filed with the District Courts of Amsterdam, Arnhem, Breda and Rotterdam. Copy on request.",
    )
    _block(c, left, y, notes, 7.5, pitch=10)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        34,
        "Van Dijk Cargo Forwarding B.V.  -  Rotterdam  -  www.vandijkcargo.nl  -  AEO-F NL AEOF 0012345",
        7,
    )
    c.setFillGray(0)
    items = [_bare(d, a) if q is None else _item(d, q, u, a) for d, q, _, u, a, _ in charges]
    return {
        "fields": _fields("RTM26-08841", "2026-11-30", "2026-12-30", total, tax, "EUR", vendor, customer),
        "line_items": items,
    }


LAYOUTS = {
    "aaus1": (aaus1, letter),
    "aaca2": (aaca2, letter),
    "aaie3": (aaie3, A4),
    "aain4": (aain4, A4),
    "aauk5": (aauk5, A4),
    "aade6": (aade6, A4),
    "aadk7": (aadk7, A4),
    "aach8": (aach8, A4),
    "aaau9": (aaau9, A4),
    "aanl10": (aanl10, A4),
}
SCANNED = ("aaca2", "aauk5", "aadk7", "aaau9")
