"""Ten hand-written purchase orders and order confirmations (set as), written on 2026-12-07 in the manner of
scripts/layouts_set.py, as business systems print them, of kinds no earlier set drew: a Microsoft Dynamics 365
Business Central purchase order from a London interiors firm to a Halifax textile mill (GBP, VAT 20 %, "Total
GBP Excl. VAT", dates as 3 December 2026), an Odoo sales order confirmation in French from a Liège
catering-equipment dealer to a Namur brasserie (1.234,56 €, TVA 21 %, the order date with its time), a
NetSuite purchase order from a Denver outdoor brand to a Portland pack maker (Vendor, Bill To and Ship To
blocks, a grid of Terms, Receive By, Ship Via, FOB and Currency, quantities first, sales tax 8.81 %), a
Xero-style purchase order from a Wellington eatery to a Christchurch catering supplier (NZD, GST 15 %, keys
over values beside the title), an Exact Online orderbevestiging in Dutch from a Tilburg packaging wholesaler
to an Eindhoven bakery (A4 landscape, BTW 21 %, 01-12-2026), a Tally-style purchase order from a Tiruppur dye
house to an Ahmedabad dye supplier (IGST 18 %, HSN and part-number columns, a "Due on" date on each line, a
round-off to whole rupees, Indian grouping 1,23,456.00, the amount in words, an HSN summary), a Lexware-style
Auftragsbestätigung in Times from a Göttingen laboratory supplier (Pos. column, MwSt 19 %, 03.12.2026), a
Fortnox-style orderbekräftelse in Swedish from a Västerås plumbing wholesaler (SEK 1 234,56, moms 25 %), a JD
Edwards-style purchase order of two pages and 24 lines from a Toledo axle maker (US letter landscape, Courier,
line numbers 1.000, 2.000 ..., a UM column, unit costs to four decimals, sales tax 7.75 %) and a Zoho Books
sales order from a Burnaby office furniture dealer to a Vancouver clinic (CAD, GST 5 % and PST 7 % with a tax
summary). Four of them (the Belgian, New Zealand, Indian and Swedish pages) are also written as scans
(SCANNED), not the two-page order.

What the values say where a page leaves a choice: on a purchase order (asgb1, asus3, asnz4, asin6, asus9) the
vendor is the supplier it is addressed to and the customer the firm that issues it; on an order confirmation
or sales order (asbe2, asnl5, asde7, asse8, asca10) the vendor is the issuer and the customer the buyer. Names
are as printed with their legal forms ("Calder Valley Textiles Ltd", "Harrow & Finch Interiors Ltd", "Delvaux
Équipements Horeca SRL" with its accent, "Cascade Pack & Textile, Inc.", "Ridgeline Outdoor Co.", "Institut
für Umweltanalytik Dr. Brandt GmbH" with its umlaut, and so on). document_number is the order's own number:
"PO106021" (not the vendor number), "S01842" (from "Commande n° S01842"), "PO10482" (NetSuite's "#PO10482"
without the hash), "PO-0214", "20264417", "SKP/PO/2026-27/0418" (the Tally "Voucher No."), "AB-10233" (not the
buyer's order "BE-2026-887"), "5127" (the Fortnox "Ordernummer", not the Kundnummer), "4418207" (the JD
Edwards order number without its order type "OP" or company "00100") and "SO-00417" (not the buyer's "Ref#").
date is the order date (Odoo's "02/12/2026 10:42" is 2026-12-02; the German buyer's order date "01.12.2026" is
no field); due_date is the delivery date asked for: "Expected Receipt Date", "Livraison prévue", "Receive By",
"Delivery Date", "Leverdatum", the Tally "Due on" printed on every line (the same on all) and in the Terms of
Delivery, "Liefertermin", "Leveransdatum", the JD Edwards "Requested" date (the same in the header and on
every line) and Zoho's "Expected Shipment Date". total_amount is the order's total with tax ("Total GBP Incl.
VAT", "Total", "Total", "TOTAL NZD", "Totaal incl. BTW", the Tally "Total" after its round-off,
"Gesamtbetrag", "Att betala", "Total Order Amount", "Total"); tax_amount is the total tax printed: VAT, TVA,
the NetSuite "Tax Total", GST, BTW, the Tally IGST (the HSN summary's total, equal to the IGST line), MwSt,
moms, the JD Edwards sales tax, and on the Zoho order GST plus PST (the tax summary's "Total" row).
Currencies: GBP, EUR, USD, NZD, EUR, INR, EUR, SEK, USD, CAD (the NetSuite and JD Edwards pages print "USD" in
their grid and total, the Zoho page "CA$" and "CAD", the euro pages "€").

Line items are every priced row with its item code in its own column as item_id (BC "No.", Odoo "Référence",
NetSuite "Item", Xero "Item", Exact "Artikelcode", the Tally "Part No." (not the HSN code), "Art.-Nr.",
"Artikelnr", the JD Edwards "Item Number", Zoho "SKU"); line numbers ("Pos.", "Sl No.", "Line" 1.000, Zoho
"#") never. A priced row for delivery, freight or installation printed among the goods with its code is a line
item ("SRV-0101", "VD-TR-0001", "LT-99010", "900010", "FR-SV-0001"). line_amount is the line's net amount as
printed; unit prices keep the places printed (the JD Edwards unit costs to four decimals, "3.1850");
quantities are plain ("12" for Odoo's "12,00 Unité(s)", "6" for Zoho's "6.00", "2" for Xero's "2.00", "250"
for Tally's "250 kg", "5000" for "5,000"). The Tally IGST, round-off and total rows printed inside the item
grid are no line items. Amounts are computed with Decimal, rounded half up, so that the lines, subtotals,
taxes and totals printed agree. Dates are printed as their countries print them (3 December 2026, 02/12/2026,
Dec 1, 2026, 4 Dec 2026, 01-12-2026, 2-Dec-2026, 03.12.2026, 2026-12-04, NOV 30, 2026, 04 Dec 2026); no US
page prints a numeric date.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _text
from reportlab.lib.pagesizes import A4, landscape, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
TIMES, TIMES_BOLD, TIMES_ITALIC = "Times-Roman", "Times-Bold", "Times-Italic"
COURIER, COURIER_BOLD = "Courier", "Courier-Bold"


def _ext(quantity: str, price: str, places: int = 2) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to ``places`` decimals."""
    return (Decimal(quantity) * Decimal(price)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str, places: int = 2) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to ``places`` decimals."""
    return (amount * Decimal(rate) / 100).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _sum(values) -> Decimal:
    return sum((Decimal(v) for v in values), Decimal(0))


def _plain(value, places: int = 2) -> str:
    """A plain decimal with ``places`` decimals: 1234.50."""
    return f"{Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP):.{places}f}"


def _num(value, places: int = 2, th: str = ",", dec: str = ".") -> str:
    """An amount with ``th`` between thousands and ``dec`` before the fraction: _num(1234.5) is "1,234.50"."""
    whole, _, frac = _plain(value, places).partition(".")
    sign = "-" if whole.startswith("-") else ""
    grouped = f"{abs(int(whole)):,}".replace(",", th)
    return sign + grouped + (dec + frac if places else "")


def _eu(value, places: int = 2) -> str:
    """1.234,56 (Belgium, the Netherlands, Germany)."""
    return _num(value, places, ".", ",")


def _sp(value, places: int = 2) -> str:
    """1 234,56 (Sweden)."""
    return _num(value, places, " ", ",")


def _inr(value) -> str:
    """An amount in Indian grouping: 12,34,567.00."""
    whole, _, frac = _plain(value).partition(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while head:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([*groups, tail]) + "." + frac


def _fields(number, date, due, total, tax, currency, vendor, customer) -> dict[str, str]:
    fields = {
        "document_number": number,
        "date": date,
        "due_date": due,
        "total_amount": total,
        "tax_amount": tax,
        "currency": currency,
        "vendor_name": vendor,
        "customer_name": customer,
    }
    return {k: v for k, v in fields.items() if v is not None}


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    """A filled rectangle without a border; the fill is black again after it."""
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


def _grid(c, xs, top: float, n: int, pitch: float, verticals: bool = True) -> float:
    """A ruled table of ``n`` lines ``pitch`` high between the column edges ``xs``; the y of its foot."""
    foot = top - n * pitch
    c.rect(xs[0], foot, xs[-1] - xs[0], top - foot)
    for j in range(1, n):
        c.line(xs[0], top - j * pitch, xs[-1], top - j * pitch)
    if verticals:
        for x in xs[1:-1]:
            c.line(x, top, x, foot)
    return foot


def _cells(c, xs, y: float, cells, aligns: str, size: float = 8, font: str = "Helvetica") -> None:
    """One row of cells between the column edges ``xs``: each left ("l"), right ("r") or centred ("c")."""
    for k, s in enumerate(cells):
        if aligns[k] == "r":
            _text(c, xs[k + 1] - 3, y, s, size, font, True)
        elif aligns[k] == "c":
            _centre(c, xs[k] + xs[k + 1], y, s, size, font)
        else:
            _text(c, xs[k] + 3, y, s, size, font)


def _heads(c, xs, y: float, titles, aligns: str, size: float = 7, font: str = BOLD) -> None:
    """Column titles; a title with a newline is printed on two lines from ``y`` down."""
    for k, title in enumerate(titles):
        for i, s in enumerate(title.split("\n")):
            _cells(c, xs[k : k + 2], y - (size + 1.5) * i, (s,), aligns[k], size, font)


def _kv(c, x_key, x_value, y, pairs, size=8, pitch=12, key_font=BOLD, font="Helvetica") -> None:
    """Keys at ``x_key`` and their values left-aligned at ``x_value``, one pair a line from ``y`` down."""
    for i, (k, v) in enumerate(pairs):
        _text(c, x_key, y - pitch * i, k, size, key_font)
        _text(c, x_value, y - pitch * i, v, size, font)


def _over(c, x: float, y: float, key: str, value: str, size: float = 8.5, key_size: float = 7) -> None:
    """A key in bold with its value under it (keys above values)."""
    _text(c, x, y, key, key_size, BOLD)
    _text(c, x, y - key_size - 4, value, size)


# asgb1: a Business Central purchase order from a London interiors firm to a Halifax mill, GBP, VAT 20 %
ASGB1_ROWS = (
    ("CVT-4410", "Linen union fabric, natural, 140 cm", "60", "Metre", "14.85"),
    ("CVT-4418", "Linen union fabric, slate, 140 cm", "45", "Metre", "14.85"),
    ("CVT-5102", "Wool bouclé, oatmeal, 140 cm", "32", "Metre", "27.40"),
    ("CVT-6020", "Cotton velvet, moss green, 137 cm", "28", "Metre", "22.95"),
    ("CVT-7301", "Blackout lining, ivory, 137 cm", "120", "Metre", "4.62"),
    ("CVT-8005", "Bump interlining, 137 cm", "80", "Metre", "3.95"),
    ("CVT-9120", "Header tape, 3 in pencil pleat", "10", "Roll", "38.50"),
    ("CVT-9950", "Flame retardant treatment", "165", "Metre", "1.85"),
)
BC_TEAL = (0.1, 0.32, 0.36)


def asgb1(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor, customer = "Calder Valley Textiles Ltd", "Harrow & Finch Interiors Ltd"
    priced = [(*r, _ext(r[2], r[4])) for r in ASGB1_ROWS]
    net = _sum(p[5] for p in priced)
    vat = _pct(net, "20")
    total = net + vat
    _band(c, left, h - 72, 22, 22, BC_TEAL)
    _band(c, left + 26, h - 72, 22, 22, (0.82, 0.6, 0.28))
    _text(c, left, h - 86, "HARROW & FINCH", 9, BOLD)
    company = (
        customer,
        "Unit 7, Canal Yard",
        "42 Wharf Road",
        "London N1 7GR",
        "Phone No. 020 7946 0381",
        "VAT Registration No. GB284771306",
    )
    _block(c, right, h - 50, company, 8, pitch=10.5, first=BOLD, right=True)
    _text(c, left, h - 130, "Purchase Order", 18, BOLD)
    _text(c, left, h - 144, "Page 1 of 1", 7.5)
    c.setFillGray(0.45)
    _text(c, left, h - 168, "Order from", 7)
    c.setFillGray(0)
    lines = (vendor, "Dean Clough Mills", "Halifax HX3 5AX", "United Kingdom")
    _block(c, left, h - 180, lines, 9, pitch=11.5, first=BOLD)
    facts = (
        ("Document Date", "3 December 2026"),
        ("Order No.", "PO106021"),
        ("Buy-from Vendor No.", "V00418"),
        ("Vendor VAT Reg. No.", "GB193552047"),
        ("Purchaser", "Eleanor Finch"),
        ("Expected Receipt Date", "17 December 2026"),
        ("Payment Terms", "30 Days"),
        ("Shipment Method", "Delivered"),
        ("Prices Including VAT", "No"),
    )
    _kv(c, 330, 440, h - 130, facts, 8, 12, BOLD)
    xs = (left, 100, 270, 322, 392, 462, 496, right)
    titles = (
        "No.",
        "Description",
        "Quantity",
        "Unit of\nMeasure",
        "Direct Unit\nCost Excl. VAT",
        "VAT %",
        "Amount",
    )
    aligns = "llrlrrr"
    top = h - 262
    _heads(c, xs, top, titles, aligns, 7.5)
    c.setStrokeColorRGB(*BC_TEAL)
    c.setLineWidth(1.2)
    c.line(left, top - 14, right, top - 14)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.75)
    y = top - 28
    for code, d, q, unit, p, amount in priced:
        _cells(c, xs, y, (code, d, q, unit, p, "20", _num(amount)), aligns, 8)
        c.line(left, y - 5, right, y - 5)
        y -= 16
    c.setStrokeGray(0)
    totals = (("Total GBP Excl. VAT", _num(net)), ("20% VAT", _num(vat)))
    _pairs(c, 360, right, y - 14, totals, 14)
    c.setLineWidth(0.8)
    c.line(360, y - 38, right, y - 38)
    _text(c, 360, y - 52, "Total GBP Incl. VAT", 9, BOLD)
    _text(c, right, y - 52, _num(total), 9, BOLD, True)
    notes = (
        "Notes",
        "Please quote our order number on all delivery notes and invoices.",
        "Deliveries to Canal Yard goods-in, Monday to Friday 08:00-16:00.",
        "Fabrics to be supplied on rolls, each labelled with batch and dye lot.",
    )
    _block(c, left, y - 14, notes, 7.5, pitch=10, first=BOLD)
    c.line(left, y - 110, 200, y - 110)
    _text(c, left, y - 120, "Authorised by Eleanor Finch, Director", 7.5)
    c.setFillGray(0.35)
    foot = (
        "Harrow & Finch Interiors Ltd  |  Registered in England and Wales No. 09182736",
        "Registered office: 42 Wharf Road, London N1 7GR  |  accounts@harrowfinch.co.uk",
        "Bank: Barclays Bank UK PLC  |  Sort Code 20-45-77  |  Account No. 43918822",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 46 - 9 * i, s, 6.5)
    c.setFillGray(0)
    return {
        "fields": _fields(
            "PO106021", "2026-12-03", "2026-12-17", _plain(total), _plain(vat), "GBP", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, q, _, p, a in priced],
    }


# asbe2: an Odoo sales order confirmation in French, a Liège catering-equipment dealer to a Namur brasserie
ASBE2_ROWS = (
    ("HOR-4410", "Bac gastronorme GN 1/1 inox, 65 mm", "12", "18.90"),
    ("HOR-4415", "Couvercle GN 1/1 inox", "12", "9.60"),
    ("HOR-5120", "Planche à découper PEHD rouge 50x30", "6", "21.75"),
    ("HOR-6003", "Poêle antiadhésive 28 cm induction", "8", "34.20"),
    ("HOR-7208", "Verre à bière 33 cl, carton de 24", "5", "52.80"),
    ("HOR-7310", "Tasse à café 10 cl avec sous-tasse", "36", "3.95"),
    ("HOR-8840", "Thermomètre sonde digital", "2", "27.50"),
    ("SRV-0101", "Livraison et installation Namur", "1", "65.00"),
)
ODOO = (0.44, 0.29, 0.4)


def asbe2(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor, customer = "Delvaux Équipements Horeca SRL", "Brasserie du Parc SA"
    priced = [(*r, _ext(r[2], r[3])) for r in ASBE2_ROWS]
    net = _sum(p[4] for p in priced)
    vat = _pct(net, "21")
    total = net + vat
    c.setFillColorRGB(*ODOO)
    c.circle(left + 14, h - 58, 14, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 8, h - 63, "D", 14, BOLD)
    c.setFillColorRGB(*ODOO)
    _text(c, left + 34, h - 64, "delvaux horeca", 17, BOLD)
    c.setFillGray(0)
    c.setStrokeColorRGB(*ODOO)
    c.line(left, h - 82, right, h - 82)
    c.setStrokeGray(0)
    lines = (vendor, "Rue de l'Abattoir 41", "4000 Liège", "Belgique")
    _block(c, left, h - 100, lines, 8.5, pitch=11, first=BOLD)
    lines = (customer, "Avenue du Parc 12", "5000 Namur", "Belgique", "TVA : BE0458.221.907")
    _block(c, 340, h - 150, lines, 9.5, pitch=12.5, first=BOLD)
    c.setFillColorRGB(*ODOO)
    _text(c, left, h - 250, "Commande n° S01842", 18, BOLD)
    c.setFillGray(0)
    info = (
        ("Date de la commande", "02/12/2026 10:42"),
        ("Livraison prévue", "16/12/2026"),
        ("Vendeur", "Julie Marchal"),
        ("Votre référence", "BDP-1187"),
    )
    for i, (key, value) in enumerate(info):
        _over(c, left + 125 * i, h - 280, key, value, 9, 8.5)
    xs = (left, 112, 290, 372, 432, 478, right)
    titles = ("Référence", "Description", "Quantité", "Prix unitaire", "Taxes", "Montant")
    aligns = "llrrrr"
    top = h - 330
    _cells(c, xs, top, titles, aligns, 8.5, BOLD)
    c.setLineWidth(1)
    c.line(left, top - 6, right, top - 6)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.8)
    y = top - 22
    for code, d, q, p, amount in priced:
        unit = "Unité(s)" if code.startswith("HOR") else "Forfait"
        cells = (code, d, f"{_eu(Decimal(q))} {unit}", _eu(Decimal(p)), "TVA 21%", f"{_eu(amount)} €")
        _cells(c, xs, y, cells, aligns, 7.8)
        c.line(left, y - 6, right, y - 6)
        y -= 18
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    x0 = 340
    c.line(x0, y - 4, right, y - 4)
    _pairs(c, x0 + 4, right - 3, y - 18, (("Montant HT", f"{_eu(net)} €"), ("TVA 21%", f"{_eu(vat)} €")), 15)
    c.line(x0, y - 40, right, y - 40)
    _text(c, x0 + 4, y - 55, "Total", 10, BOLD)
    _text(c, right - 3, y - 55, f"{_eu(total)} €", 10, BOLD, True)
    terms = (
        "Conditions de paiement : 30 jours",
        "Communication de paiement : S01842",
        "Les marchandises restent notre propriété jusqu'au paiement intégral.",
    )
    _block(c, left, y - 90, terms, 8, pitch=11)
    c.setStrokeColorRGB(*ODOO)
    c.line(left, 60, right, 60)
    c.setStrokeGray(0)
    foot = (
        "+32 4 221 58 90   ventes@delvaux-horeca.be   www.delvaux-horeca.be   TVA : BE0712.345.678",
        "IBAN BE68 5390 0754 7034  -  BIC BBRUBEBB  -  RPM Liège, division Liège",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 48 - 10 * i, s, 7)
    _text(c, right, 28, "Page : 1 / 1", 7, right=True)
    return {
        "fields": _fields(
            "S01842", "2026-12-02", "2026-12-16", _plain(total), _plain(vat), "EUR", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, q, p, a in priced],
    }


# asus3: a NetSuite purchase order from a Denver outdoor brand to a Portland pack maker, sales tax 8.81 %
ASUS3_ROWS = (
    ("150", "RL-PK-3510", "Daypack 35L shell, charcoal", "21.40"),
    ("120", "RL-PK-3512", "Daypack 35L shell, rust", "21.40"),
    ("400", "RL-ST-0090", "Sternum strap assembly w/ whistle", "1.35"),
    ("180", "RL-HB-2200", "Hip belt, padded, size M", "6.80"),
    ("600", "RL-ZP-0008", "YKK #8 coil zipper, 30 in", "0.92"),
    ("14", "RL-WB-1000", "Nylon webbing 1 in, 100 yd roll", "38.50"),
    ("5000", "RL-LB-0001", "Woven label, Ridgeline logo", "0.12"),
)
NS_GREY = (0.89, 0.89, 0.89)


def _asus3_blocks(c, vendor: str, customer: str, h: float) -> None:
    blocks = (
        (
            36,
            "Vendor",
            (vendor, "Attn: Order Desk", "2290 NW Nicolai St", "Portland OR 97210", "United States"),
        ),
        (
            216,
            "Bill To",
            (customer, "Accounts Payable", "1450 Wynkoop St, Suite 300", "Denver CO 80202", "United States"),
        ),
        (
            396,
            "Ship To",
            (customer, "Distribution Center", "5601 Joliet St, Dock 2", "Denver CO 80239", "United States"),
        ),
    )
    for x, title, lines in blocks:
        _band(c, x, h - 158, 170, 14, NS_GREY)
        _text(c, x + 5, h - 154, title, 8.5, BOLD)
        _block(c, x + 5, h - 172, lines, 8.5, pitch=11)


def asus3(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    vendor, customer = "Cascade Pack & Textile, Inc.", "Ridgeline Outdoor Co."
    priced = [(*r, _ext(r[0], r[3])) for r in ASUS3_ROWS]
    net = _sum(p[4] for p in priced)
    tax = _pct(net, "8.81")
    total = net + tax
    c.setFillColorRGB(0.2, 0.35, 0.25)
    peaks = c.beginPath()
    for i, (x, y) in enumerate(((36, 730), (52, 756), (62, 742), (72, 758), (90, 730))):
        (peaks.moveTo if i == 0 else peaks.lineTo)(x, y)
    peaks.close()
    c.drawPath(peaks, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 98, h - 50, "RIDGELINE OUTDOOR CO.", 13, BOLD)
    lines = ("1450 Wynkoop St, Suite 300", "Denver CO 80202", "(303) 555-0196")
    _block(c, 98, h - 63, lines, 8, pitch=10)
    _text(c, right, h - 50, "Purchase Order", 22, "Helvetica", True)
    _text(c, right, h - 68, "#PO10482", 11, BOLD, True)
    _text(c, right, h - 82, "Dec 1, 2026", 9, right=True)
    _asus3_blocks(c, vendor, customer, h)
    xs = (left, 130, 230, 330, 420, right)
    titles = ("Terms", "Receive By", "Ship Via", "FOB", "Currency")
    values = ("Net 30", "Dec 18, 2026", "FedEx Freight", "Origin", "USD")
    top = h - 250
    _band(c, left, top - 13, right - left, 13, NS_GREY)
    c.setLineWidth(0.5)
    _grid(c, xs, top, 2, 13)
    _cells(c, xs, top - 9.5, titles, "lllll", 7.5, BOLD)
    _cells(c, xs, top - 22.5, values, "lllll", 8)
    ixs = (left, 80, 170, 430, 500, right)
    aligns = "rllrr"
    top = h - 300
    _band(c, left, top - 15, right - left, 15, NS_GREY)
    _cells(c, ixs, top - 10.5, ("Qty", "Item", "Description", "Rate", "Amount"), aligns, 8, BOLD)
    y = top - 15
    for q, code, d, p, amount in priced:
        _cells(c, ixs, y - 12, (_num(Decimal(q), 0), code, d, p, _num(amount)), aligns, 8.5)
        c.setStrokeGray(0.8)
        c.line(left, y - 17, right, y - 17)
        y -= 17
    c.setStrokeGray(0)
    totals = (("Subtotal", _num(net)), ("Tax Total (8.81%)", _num(tax)))
    _pairs(c, 400, right - 3, y - 18, totals, 14)
    _band(c, 396, y - 56, right - 396, 18, NS_GREY)
    _text(c, 400, y - 50, "Total", 10, BOLD)
    _text(c, right - 3, y - 50, f"${_num(total)}", 10, BOLD, True)
    memo = (
        "Memo",
        "Spring 2027 production run. Please confirm ship date by Dec 4.",
        "Include PO number on all cartons, packing lists and invoices.",
        "Invoices to ap@ridgelineoutdoor.com",
    )
    _block(c, left, y - 18, memo, 8, pitch=11, first=BOLD)
    c.setFillGray(0.4)
    _centre(c, w, 30, "Ridgeline Outdoor Co.  -  PO10482  -  Page 1 of 1", 7)
    c.setFillGray(0)
    return {
        "fields": _fields(
            "PO10482", "2026-12-01", "2026-12-18", _plain(total), _plain(tax), "USD", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for q, code, d, p, a in priced],
    }


# asnz4: a Xero-style purchase order from a Wellington eatery to a Christchurch catering supplier, GST 15 %
ASNZ4_ROWS = (
    ("SA-CB-450", "Chopping board set, colour coded", "2", "89.00"),
    ("SA-FP-028", "Frypan aluminium non-stick 28cm", "6", "42.50"),
    ("SA-GN-165", "GN pan 1/6 stainless 150mm", "20", "11.90"),
    ("SA-TW-010", "Tea towels, pack of 10", "8", "24.95"),
    ("SA-TH-002", "Probe thermometer, waterproof", "3", "36.00"),
    ("SA-GL-300", "Nitrile gloves L, box of 100", "12", "14.20"),
    ("SA-SP-055", "Fish spatula, slotted", "4", "17.40"),
)


def asnz4(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    vendor, customer = "Southern Alps Catering Supplies Ltd", "Harbourside Eatery Limited"
    priced = [(*r, _ext(r[2], r[3])) for r in ASNZ4_ROWS]
    net = _sum(p[4] for p in priced)
    gst = _pct(net, "15")
    total = net + gst
    _text(c, left, h - 70, "PURCHASE ORDER", 22, "Helvetica")
    lines = (vendor, "Attention: Sales", "PO Box 21-409", "Addington", "Christchurch 8024")
    _block(c, left + 10, h - 96, lines, 8.5, pitch=11)
    keys = (
        ("Date", "4 Dec 2026"),
        ("Delivery Date", "18 Dec 2026"),
        ("Order Number", "PO-0214"),
        ("Reference", "Winter menu"),
    )
    for i, (key, value) in enumerate(keys):
        _over(c, 300, h - 62 - 26 * i, key, value, 8.5, 7.5)
    lines = (customer, "GST No. 112-845-903", "Shed 5, Queens Wharf", "Wellington 6011", "NEW ZEALAND")
    _block(c, 410, h - 62, lines, 8.5, pitch=11)
    _text(c, left, h - 190, "Delivery Details", 9, BOLD)
    details = (
        ("Delivery Address", "Harbourside Eatery, Shed 5, Queens Wharf, Wellington 6011"),
        ("Attention", "Mere Walker"),
        ("Telephone", "04 499 2710"),
        ("Delivery Instructions", "Rear loading dock, before 10am please"),
    )
    _kv(c, left, left + 110, h - 206, details, 8, 12, "Helvetica")
    xs = (left, 112, 300, 360, 420, 460, right)
    titles = ("Item", "Description", "Quantity", "Unit Price", "GST", "Amount NZD")
    aligns = "llrrrr"
    top = h - 280
    _cells(c, xs, top, titles, aligns, 8, BOLD)
    c.setLineWidth(0.8)
    c.line(left, top - 5, right, top - 5)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.7)
    y = top - 20
    for code, d, q, p, amount in priced:
        _cells(c, xs, y, (code, d, _plain(q), p, "15%", _num(amount)), aligns, 8)
        c.line(left, y - 6, right, y - 6)
        y -= 19
    c.setStrokeGray(0)
    _pairs(c, 370, right - 3, y - 10, (("Subtotal", _num(net)), ("TOTAL GST 15%", _num(gst))), 15)
    c.setLineWidth(1.2)
    c.line(366, y - 30, right, y - 30)
    _text(c, 370, y - 44, "TOTAL NZD", 9.5, BOLD)
    _text(c, right - 3, y - 44, _num(total), 9.5, BOLD, True)
    c.setLineWidth(0.5)
    _text(c, left, y - 90, "Please email order confirmation to orders@harboursideeatery.co.nz", 8)
    _text(c, left, y - 102, "Invoices must quote the purchase order number PO-0214.", 8)
    c.setFillGray(0.45)
    _text(c, left, 40, "Harbourside Eatery Limited  -  Company No. 6120834  -  GST No. 112-845-903", 7)
    c.setFillGray(0)
    return {
        "fields": _fields(
            "PO-0214", "2026-12-04", "2026-12-18", _plain(total), _plain(gst), "NZD", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, q, p, a in priced],
    }


# asnl5: an Exact Online orderbevestiging, a Tilburg packaging wholesaler to an Eindhoven bakery, landscape
ASNL5_ROWS = (
    ("VD-DS-2030", "Taartdoos wit 30x30x10 cm", "400", "stuk", "0.68"),
    ("VD-DS-2525", "Gebaksdoos wit 25x25x8 cm", "600", "stuk", "0.54"),
    ("VD-BZ-1022", "Broodzak papier bruin 22x45, doos 1000", "5", "doos", "38.50"),
    ("VD-TB-0415", "Taartbodem karton goud 28 cm", "250", "stuk", "0.36"),
    ("VD-DR-3300", "Draagtas papier met handgreep", "1000", "stuk", "0.19"),
    ("VD-ET-0100", "Etiket 'Ambachtelijk', rol 500", "4", "rol", "21.90"),
    ("VD-VF-0045", "Vershoudfolie 45 cm x 300 m", "6", "rol", "17.25"),
    ("VD-BP-4060", "Bakpapier vellen 40x60, 500 st", "8", "doos", "29.80"),
    ("VD-KB-1200", "Koffiebeker karton 200 ml, 1000 st", "3", "doos", "46.40"),
    ("VD-TR-0001", "Transportkosten", "1", "stuk", "35.00"),
)
EXACT = (0.0, 0.45, 0.3)


def asnl5(c) -> dict:
    w, h = landscape(A4)
    left, right = 40, w - 40
    vendor, customer = "Van Dijk Verpakkingen B.V.", "Bakkerij Hermans B.V."
    priced = [(*r, _ext(r[2], r[4])) for r in ASNL5_ROWS]
    net = _sum(p[5] for p in priced)
    vat = _pct(net, "21")
    total = net + vat
    _band(c, left, h - 62, 30, 30, EXACT)
    c.setFillGray(1)
    _text(c, left + 5, h - 54, "VD", 14, BOLD)
    c.setFillColorRGB(*EXACT)
    _text(c, left + 38, h - 50, "VAN DIJK", 18, BOLD)
    c.setFillGray(0)
    _text(c, left + 38, h - 61, "verpakkingen", 8, OBLIQUE)
    lines = (
        vendor,
        "Ringbaan-Oost 220",
        "5013 CD Tilburg",
        "T 013 - 545 20 80",
        "verkoop@vandijkverpakkingen.nl",
    )
    _block(c, right, h - 40, lines, 8, pitch=10, first=BOLD, right=True)
    _text(c, left, h - 90, f"{vendor}  -  Ringbaan-Oost 220  -  5013 CD Tilburg", 6.5)
    lines = (customer, "t.a.v. mevr. S. Hermans", "Kruisstraat 88", "5612 CJ Eindhoven")
    _block(c, left, h - 106, lines, 10, pitch=12.5, first=BOLD)
    _text(c, 420, h - 100, "Orderbevestiging", 20, BOLD)
    xs = (420, 500, 570, 640, 730, right)
    keys = ("Ordernummer", "Orderdatum", "Leverdatum", "Uw referentie", "Debiteur")
    values = ("20264417", "01-12-2026", "15-12-2026", "INK-2026-311", "10582")
    _band(c, xs[0], h - 128, right - xs[0], 13, (0.88, 0.94, 0.91))
    _cells(c, xs, h - 124, keys, "lllll", 7.5, BOLD)
    _cells(c, xs, h - 140, values, "lllll", 8.5)
    cols = (left, 120, 370, 430, 480, 560, 660, 720, right)
    titles = ("Artikelcode", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Bedrag", "BTW %", "Leverdatum")
    aligns = "llrlrrrc"
    top = h - 178
    _band(c, left, top - 15, right - left, 15, EXACT)
    c.setFillGray(1)
    _cells(c, cols, top - 11, titles, aligns, 8, BOLD)
    c.setFillGray(0)
    y = top - 15
    for i, (code, d, q, unit, p, amount) in enumerate(priced):
        if i % 2:
            _band(c, left, y - 15, right - left, 15, (0.95, 0.95, 0.95))
        cells = (code, d, _eu(Decimal(q), 0), unit, _eu(Decimal(p)), _eu(amount), "21", "15-12-2026")
        _cells(c, cols, y - 11, cells, aligns, 8)
        y -= 15
    c.setStrokeColorRGB(*EXACT)
    c.line(left, y, right, y)
    c.setStrokeGray(0)
    totals = (("Totaal excl. BTW", f"€ {_eu(net)}"), (f"BTW 21% over € {_eu(net)}", f"€ {_eu(vat)}"))
    _pairs(c, 560, right - 3, y - 18, totals, 14)
    c.line(556, y - 38, right, y - 38)
    _text(c, 560, y - 52, "Totaal incl. BTW", 10, BOLD)
    _text(c, right - 3, y - 52, f"€ {_eu(total)}", 10, BOLD, True)
    notes = (
        "Leveringsvoorwaarden: franco huis boven € 250,- excl. BTW",
        "Betalingsconditie: 14 dagen na factuurdatum",
        "Op al onze leveringen zijn de Algemene Voorwaarden van Van Dijk Verpakkingen B.V. van toepassing.",
    )
    _block(c, left, y - 18, notes, 8, pitch=11)
    c.setFillGray(0.4)
    foot = "KvK 18054321  -  BTW NL8122.45.908.B01  -  IBAN NL44 RABO 0312 4567 89  -  BIC RABONL2U"
    _centre(c, w, 26, foot, 7)
    c.setFillGray(0)
    return {
        "fields": _fields(
            "20264417", "2026-12-01", "2026-12-15", _plain(total), _plain(vat), "EUR", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, q, _, p, a in priced],
    }


# asin6: a Tally-style purchase order from a Tiruppur dye house to an Ahmedabad dye supplier, IGST 18 %
ASIN6_ROWS = (
    ("Reactive Red ME4BL", "SBD-RR-104", "32041610", "250", "412.00"),
    ("Reactive Yellow ME4GL", "SBD-RY-118", "32041610", "200", "386.50"),
    ("Reactive Navy Blue HER", "SBD-RN-131", "32041610", "300", "455.00"),
    ("Soda Ash Light", "SBD-SA-500", "28362010", "2000", "32.40"),
    ("Sodium Sulphate Anhydrous", "SBD-SS-510", "28331100", "1500", "14.75"),
    ("Wetting Agent WX-20", "SBD-WA-020", "34029099", "120", "168.00"),
    ("Soaping Agent SN", "SBD-SP-044", "34029099", "150", "142.00"),
    ("Fixing Agent FX-9", "SBD-FX-009", "38099190", "90", "224.00"),
)
ONES = (
    "",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
)
TENS = ("", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety")


def _below_100(n: int) -> str:
    return ONES[n] if n < 20 else TENS[n // 10] + (" " + ONES[n % 10] if n % 10 else "")


def _indian_words(n: int) -> str:
    """A whole number in words the Indian way (crores, lakhs), below a thousand crores."""
    words = []
    for size, name in ((10**7, "Crore"), (10**5, "Lakh"), (1000, "Thousand"), (100, "Hundred")):
        if n >= size:
            words.append(f"{_below_100(n // size)} {name}")
            n %= size
    if n:
        words.append(_below_100(n))
    return " ".join(words) or "Zero"


def _asin6_head(c, w: float, h: float, vendor: str, customer: str) -> None:
    left, right, mid = 30, w - 30, 300
    _centre(c, w, h - 36, "PURCHASE ORDER", 12, BOLD)
    c.setLineWidth(0.6)
    c.rect(left, h - 255, right - left, 210)
    c.line(mid, h - 45, mid, h - 255)
    c.line(left, h - 150, mid, h - 150)
    lines = (
        customer,
        "SF No. 114/2, SIDCO Industrial Estate",
        "Mudalipalayam, Tiruppur - 641 606",
        "GSTIN/UIN: 33AAKCS4821M1ZP",
        "State Name : Tamil Nadu, Code : 33",
        "E-Mail : purchase@saikrishnaproc.in",
    )
    _block(c, left + 4, h - 57, lines, 7.5, pitch=9.5, first=BOLD)
    _text(c, left + 4, h - 160, "Supplier (Bill from)", 7)
    lines = (
        vendor,
        "Plot 418, Phase II, GIDC Vatva",
        "Ahmedabad - 382 445",
        "GSTIN/UIN   : 24ABCFS7713Q1Z5",
        "State Name  : Gujarat, Code : 24",
    )
    _block(c, left + 4, h - 172, lines, 7.5, pitch=9.5, first=BOLD)
    cells = (
        ("Voucher No.", "SKP/PO/2026-27/0418", "Dated", "2-Dec-2026"),
        ("", "", "Mode/Terms of Payment", "45 Days"),
        ("Reference No. & Date.", "QTN/SBD/1187 dt. 28-Nov-2026", "Other References", ""),
        ("Dispatched through", "VRL Logistics", "Destination", "Tiruppur"),
    )
    row_h = 35
    for i, (k1, v1, k2, v2) in enumerate(cells):
        top = h - 45 - row_h * i
        c.line(mid, top - row_h, right, top - row_h)
        c.line((mid + right) / 2, top, (mid + right) / 2, top - row_h)
        for x, k, v in ((mid, k1, v1), ((mid + right) / 2, k2, v2)):
            _text(c, x + 3, top - 10, k, 6.5)
            _text(c, x + 3, top - 23, v, 7.5, BOLD)
    _text(c, mid + 3, h - 195, "Terms of Delivery", 6.5)
    _text(c, mid + 3, h - 208, "Door delivery at Tiruppur by 16-Dec-2026", 7.5)
    _text(c, mid + 3, h - 220, "Freight: To pay  -  Insurance: Supplier's account", 7.5)


def _asin6_summary(c, y: float, priced, rate: str) -> tuple[Decimal, float]:
    """The HSN summary under the table; the IGST total and the y under it."""
    left, xs = 30, (30, 170, 270, 330, 450, 565)
    hsns: dict[str, Decimal] = {}
    for _, _, hsn, _, _, amount in priced:
        hsns[hsn] = hsns.get(hsn, Decimal(0)) + amount
    taxes = {k: _pct(v, rate) for k, v in hsns.items()}
    igst = _sum(taxes.values())
    n = len(hsns) + 2
    foot = _grid(c, xs, y, n, 12)
    _cells(
        c,
        xs,
        y - 9,
        ("HSN/SAC", "Taxable Value", "IGST Rate", "IGST Amount", "Total Tax Amount"),
        "lrrrr",
        7,
        BOLD,
    )
    for i, (hsn, value) in enumerate(hsns.items()):
        cells = (hsn, _inr(value), f"{rate}%", _inr(taxes[hsn]), _inr(taxes[hsn]))
        _cells(c, xs, y - 21 - 12 * i, cells, "lrrrr", 7)
    net = _sum(hsns.values())
    _cells(c, xs, foot + 3, ("Total", _inr(net), "", _inr(igst), _inr(igst)), "rrrrr", 7, BOLD)
    paise = int((igst - int(igst)) * 100)
    words = f"INR {_indian_words(int(igst))}" + (f" and {_below_100(paise)} paise" if paise else "") + " Only"
    _text(c, left + 3, foot - 14, f"Tax Amount (in words) :  {words}", 7.5)
    return igst, foot - 14


def asin6(c) -> dict:
    w, h = A4
    left, right = 30, w - 30
    vendor, customer = "Shree Balaji Dyes & Chemicals", "Sai Krishna Processors Pvt. Ltd."
    priced = [(*r, _ext(r[3], r[4])) for r in ASIN6_ROWS]
    net = _sum(p[5] for p in priced)
    _asin6_head(c, w, h, vendor, customer)
    xs = (left, 52, 190, 250, 300, 356, 410, 458, 482, right)
    titles = (
        "Sl\nNo.",
        "Description of Goods",
        "Part No.",
        "HSN/SAC",
        "Due on",
        "Quantity",
        "Rate",
        "per",
        "Amount",
    )
    aligns = "clllcrrcr"
    top = h - 255
    n_rows = len(priced)
    foot = top - 22 - 16 * n_rows - 14 * 3 - 26
    c.rect(left, foot, right - left, top - foot)
    for x in xs[1:-1]:
        c.line(x, top, x, foot + 16)
    c.line(left, top - 22, right, top - 22)
    c.line(left, foot + 16, right, foot + 16)
    _heads(c, xs, top - 9, titles, aligns, 7, BOLD)
    y = top - 36
    for i, (d, part, hsn, q, p, amount) in enumerate(priced):
        cells = (str(i + 1), d, part, hsn, "16-Dec-2026", f"{_num(Decimal(q), 0)} kg", p, "kg", _inr(amount))
        _cells(c, xs, y, cells, aligns, 7.5)
        y -= 16
    c.line(xs[-2], y + 10, right, y + 10)
    _cells(c, xs, y, ("", "", "", "", "", "", "", "", _inr(net)), aligns, 7.5)
    igst, below = _asin6_summary(c, foot - 36, priced, "18")
    exact = net + igst
    total = exact.quantize(Decimal(1), ROUND_HALF_UP)
    off = total - exact
    _text(c, xs[2] - 3, y - 14, "IGST @ 18%", 7.5, "Helvetica-BoldOblique", True)
    _text(c, right - 3, y - 14, _inr(igst), 7.5, right=True)
    _text(c, xs[2] - 3, y - 28, "Round Off", 7.5, "Helvetica-BoldOblique", True)
    _text(c, right - 3, y - 28, ("(-)" if off < 0 else "") + _plain(abs(off)), 7.5, right=True)
    qty = _sum(p[3] for p in priced)
    _text(c, xs[2] - 3, foot + 5, "Total", 8, BOLD, True)
    _text(c, xs[6] - 3, foot + 5, f"{_num(qty, 0)} kg", 8, BOLD, True)
    _text(c, right - 3, foot + 5, f"Rs. {_inr(total)}", 8, BOLD, True)
    _text(c, left + 3, foot - 10, "Amount Chargeable (in words)", 6.5)
    _text(c, right - 3, foot - 10, "E. & O.E", 6.5, OBLIQUE, True)
    _text(c, left + 3, foot - 22, f"INR {_indian_words(int(total))} Only", 8, BOLD)
    lines = (
        "Declaration",
        "Material to be supplied with batch-wise COA and MSDS. Colour strength within +/- 3% of approved",
        "standard. Rejected material will be returned at supplier's cost. Payment 45 days from GRN.",
    )
    _block(c, left + 3, below - 22, lines, 7, pitch=9.5, first=BOLD)
    _text(c, right - 3, below - 22, f"for {customer}", 7.5, BOLD, True)
    _text(c, right - 3, below - 62, "Authorised Signatory", 7.5, right=True)
    _centre(c, w, 40, "This is a Computer Generated Document", 7)
    return {
        "fields": _fields(
            "SKP/PO/2026-27/0418",
            "2026-12-02",
            "2026-12-16",
            _plain(total),
            _plain(igst),
            "INR",
            vendor,
            customer,
        ),
        "line_items": [_item(d, q, p, _plain(a), part) for d, part, _, q, p, a in priced],
    }


# asde7: a Lexware-style Auftragsbestätigung from a Göttingen laboratory supplier, MwSt 19 %, in Times
ASDE7_ROWS = (
    ("LT-20410", "Messkolben 100 ml, Klasse A", "24", "Stk.", "8.95"),
    ("LT-20450", "Becherglas 250 ml, niedrige Form", "48", "Stk.", "2.45"),
    ("LT-31102", "Pipettenspitzen 1000 µl, Beutel", "10", "Pck.", "14.90"),
    ("LT-32018", "Nitril-Handschuhe M, 100 Stk.", "20", "Pck.", "7.80"),
    ("LT-40077", "Spritzenfilter PTFE 0,45 µm", "5", "Pck.", "62.50"),
    ("LT-51230", "Magnetrührstab 30 mm, PTFE", "12", "Stk.", "3.60"),
    ("LT-60015", "pH-Pufferlösung 7,00, 500 ml", "6", "Fl.", "12.40"),
    ("LT-88001", "Laborreiniger alkalisch, 5 l", "2", "Kan.", "48.90"),
    ("LT-99010", "Versandkosten", "1", "psch.", "12.50"),
)


def asde7(c) -> dict:
    w, h = A4
    left, right = 70, w - 50
    vendor, customer = "Weber Labortechnik GmbH", "Institut für Umweltanalytik Dr. Brandt GmbH"
    priced = [(*r, _ext(r[2], r[4])) for r in ASDE7_ROWS]
    net = _sum(p[5] for p in priced)
    vat = _pct(net, "19")
    total = net + vat
    c.setFillColorRGB(0.1, 0.25, 0.55)
    _text(c, right, h - 55, "WEBER", 24, TIMES_BOLD, True)
    c.setFillGray(0)
    _text(c, right, h - 68, "Labortechnik", 11, TIMES_ITALIC, True)
    _text(c, left, h - 135, f"{vendor} · Robert-Bosch-Breite 14 · 37079 Göttingen", 7, TIMES)
    c.setLineWidth(0.3)
    c.line(left, h - 138, left + 240, h - 138)
    lines = (customer, "z. Hd. Frau Dr. Petra Brandt", "Ständeplatz 9", "34117 Kassel")
    _block(c, left, h - 154, lines, 10.5, TIMES, 13, TIMES_BOLD)
    facts = (
        ("Auftrags-Nr.:", "AB-10233"),
        ("Datum:", "03.12.2026"),
        ("Kunden-Nr.:", "20418"),
        ("Ihre Bestellung:", "BE-2026-887 vom 01.12.2026"),
        ("Liefertermin:", "17.12.2026"),
        ("Ansprechpartner:", "Jonas Weber"),
        ("Telefon:", "0551 389 44-12"),
    )
    _kv(c, 345, 425, h - 130, facts, 9, 12, TIMES, TIMES)
    _text(c, left, h - 250, "Auftragsbestätigung", 15, TIMES_BOLD)
    lines = (
        "Sehr geehrte Frau Dr. Brandt,",
        "vielen Dank für Ihre Bestellung. Wir bestätigen Ihnen den Auftrag wie folgt:",
    )
    _block(c, left, h - 274, lines, 10, TIMES, 14)
    xs = (left, 100, 160, 330, 370, 410, 470, right)
    titles = ("Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis", "Gesamtpreis")
    aligns = "lllrlrr"
    top = h - 320
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    _cells(c, xs, top, titles, aligns, 9, TIMES_BOLD)
    c.line(left, top - 5, right, top - 5)
    y = top - 20
    for i, (code, d, q, unit, p, amount) in enumerate(priced):
        cells = (str(i + 1), code, d, _eu(Decimal(q), 0), unit, f"{_eu(Decimal(p))} €", f"{_eu(amount)} €")
        _cells(c, xs, y, cells, aligns, 9, TIMES)
        y -= 15
    c.line(left, y + 9, right, y + 9)
    totals = (("Gesamtbetrag netto", f"{_eu(net)} €"), ("zzgl. 19 % MwSt.", f"{_eu(vat)} €"))
    for i, (k, v) in enumerate(totals):
        _text(c, 345, y - 8 - 14 * i, k, 9.5, TIMES)
        _text(c, right - 3, y - 8 - 14 * i, v, 9.5, TIMES, True)
    c.line(345, y - 29, right, y - 29)
    _text(c, 345, y - 42, "Gesamtbetrag", 10.5, TIMES_BOLD)
    _text(c, right - 3, y - 42, f"{_eu(total)} €", 10.5, TIMES_BOLD, True)
    c.line(345, y - 46, right, y - 46)
    c.line(345, y - 48, right, y - 48)
    lines = (
        "Zahlungsbedingungen: 14 Tage netto ab Rechnungsdatum.",
        "Lieferung frei Haus ab 250,00 € Warenwert netto.",
        "Es gelten unsere Allgemeinen Geschäftsbedingungen.",
        "",
        "Mit freundlichen Grüßen",
        "Jonas Weber",
    )
    _block(c, left, y - 80, lines, 9.5, TIMES, 13)
    foot = (
        (left, (vendor, "Robert-Bosch-Breite 14", "37079 Göttingen")),
        (200, ("Tel. 0551 389 44-0", "info@weber-labortechnik.de", "www.weber-labortechnik.de")),
        (330, ("Sparkasse Göttingen", "IBAN DE21 2605 0001 0056 1234 78", "BIC NOLADE21GOE")),
        (
            440,
            ("Geschäftsführer: Jonas Weber", "Amtsgericht Göttingen HRB 204417", "USt-IdNr. DE 298 114 560"),
        ),
    )
    c.setLineWidth(0.3)
    c.line(left, 62, right, 62)
    for x, lines in foot:
        _block(c, x, 52, lines, 6.5, TIMES, 8)
    return {
        "fields": _fields(
            "AB-10233", "2026-12-03", "2026-12-17", _plain(total), _plain(vat), "EUR", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, q, _, p, a in priced],
    }


# asse8: a Fortnox-style orderbekräftelse from a Västerås plumbing wholesaler, SEK, moms 25 %
ASSE8_ROWS = (
    ("100214", "Kopparrör 15 mm, 5 m", "20", "st", "289.00"),
    ("100222", "Kopparrör 22 mm, 5 m", "12", "st", "449.00"),
    ("210515", "Klämringskoppling 15 mm", "60", "st", "38.50"),
    ("210522", "Klämringskoppling 22 mm", "40", "st", "54.90"),
    ("310032", 'Kulventil 3/4" med handtag', "10", "st", "189.00"),
    ("420010", "Tvättställsblandare krom", "4", "st", "1245.00"),
    ("500250", "Rörisolering 22x13 mm, 2 m", "30", "st", "42.75"),
    ("610100", "Gängtätning lin 100 g", "6", "st", "29.90"),
    ("900010", "Frakt", "1", "st", "395.00"),
)
FX_BLUE = (0.05, 0.35, 0.6)


def asse8(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    vendor, customer = "Mälardalens VVS-Grossist AB", "Rörfirman Lindberg & Son AB"
    priced = [(*r, _ext(r[2], r[4])) for r in ASSE8_ROWS]
    net = _sum(p[5] for p in priced)
    vat = _pct(net, "25")
    total = net + vat
    c.setFillColorRGB(*FX_BLUE)
    c.circle(left + 10, h - 52, 10, stroke=0, fill=1)
    drop = c.beginPath()
    drop.moveTo(left + 1, h - 48)
    drop.lineTo(left + 10, h - 32)
    drop.lineTo(left + 19, h - 48)
    drop.close()
    c.drawPath(drop, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 28, h - 56, vendor, 14, BOLD)
    _text(c, 330, h - 56, "Orderbekräftelse", 16, BOLD)
    _text(c, right, h - 56, "Sida 1 (1)", 8, right=True)
    xs = (330, 410, 480, right)
    c.setLineWidth(0.5)
    _grid(c, xs, h - 70, 1, 24)
    for x, (k, v) in zip(xs, (("Orderdatum", "2026-12-04"), ("Ordernummer", "5127"), ("Kundnummer", "1043"))):
        _text(c, x + 3, h - 77, k, 6.5)
        _text(c, x + 3, h - 89, v, 9)
    lines = (customer, "Att: Mats Lindberg", "Kungsgatan 31", "632 20 Eskilstuna")
    _block(c, 333, h - 125, lines, 10, pitch=13)
    facts = (
        ("Er referens", "Mats Lindberg"),
        ("Vår referens", "Karin Ek"),
        ("Ert ordernr", "RL-2026-118"),
        ("Leveransadress", "Bygget Fristadstorget 4, Eskilstuna"),
        ("Leveransvillkor", "Fritt vårt lager"),
        ("Leveranssätt", "Bil"),
        ("Leveransdatum", "2026-12-16"),
        ("Betalningsvillkor", "30 dagar netto"),
    )
    _kv(c, left, left + 80, h - 125, facts, 8, 11.5, "Helvetica")
    cols = (left, 105, 300, 350, 385, 460, right)
    titles = ("Artikelnr", "Benämning", "Antal", "Enh", "À-pris", "Summa")
    aligns = "llrlrr"
    top = h - 240
    c.setStrokeColorRGB(*FX_BLUE)
    c.setLineWidth(1)
    c.line(left, top + 11, right, top + 11)
    _cells(c, cols, top, titles, aligns, 8, BOLD)
    c.line(left, top - 5, right, top - 5)
    c.setStrokeGray(0)
    y = top - 19
    for code, d, q, unit, p, amount in priced:
        _cells(c, cols, y, (code, d, q, unit, _sp(Decimal(p)), _sp(amount)), aligns, 8.5)
        y -= 14
    sxs = (300, 390, 470, right)
    c.setLineWidth(0.5)
    foot = _grid(c, sxs, y - 20, 1, 30)
    values = (_sp(net), _sp(vat), _sp(total))
    for x, k in zip(sxs, ("Exkl. moms", "Moms 25%", "Att betala SEK")):
        _text(c, x + 4, foot + 20, k, 7)
    for k, x1 in enumerate(sxs[1:]):
        _text(c, x1 - 4, foot + 6, values[k], 10, BOLD if k == 2 else "Helvetica", True)
    _text(c, left, y - 30, "Tack för er order!", 9, OBLIQUE)
    _text(c, left, y - 44, "Vi reserverar oss för slutförsäljning.", 8)
    c.setStrokeColorRGB(*FX_BLUE)
    c.line(left, 70, right, 70)
    c.setStrokeGray(0)
    foot_cols = (
        (left, "Adress", (vendor, "Stenbygatan 12", "721 34 Västerås")),
        (190, "Telefon", ("021-448 20 00", "order@malardalensvvs.se")),
        (320, "Bankgiro", ("5521-7046",)),
        (420, "Org.nr", ("556633-2188", "Momsreg.nr SE556633218801", "Godkänd för F-skatt")),
    )
    for x, title, lines in foot_cols:
        _block(c, x, 60, (title, *lines), 6.5, pitch=8, first=BOLD)
    return {
        "fields": _fields(
            "5127", "2026-12-04", "2026-12-16", _plain(total), _plain(vat), "SEK", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, q, _, p, a in priced],
    }


# asus9: a JD Edwards-style purchase order of two pages, 24 lines, from a Toledo axle maker, tax 7.75 %
ASUS9_ROWS = (
    ("BRG-6205-2RS", "BALL BRG 6205-2RS 25X52X15", "400", "EA", "3.1850"),
    ("BRG-6306-ZZ", "BALL BRG 6306-ZZ 30X72X19", "250", "EA", "5.4200"),
    ("BRG-30207", "TAPER RLR BRG 30207 CONE/CUP", "180", "EA", "11.7600"),
    ("BRG-32210", "TAPER RLR BRG 32210", "120", "EA", "18.9400"),
    ("BRG-NU2208", "CYL RLR BRG NU2208-E", "60", "EA", "32.5500"),
    ("SEAL-4562", "OIL SEAL 45X62X8 NBR", "800", "EA", "0.8750"),
    ("SEAL-5580", "OIL SEAL 55X80X10 NBR", "600", "EA", "1.2400"),
    ("SEAL-7095", "OIL SEAL 70X95X10 FKM", "200", "EA", "4.6800"),
    ("ORNG-2-228", "O-RING 2-228 NBR 70", "1500", "EA", "0.1450"),
    ("ORNG-2-345", "O-RING 2-345 NBR 70", "1000", "EA", "0.2100"),
    ("CPLG-L100", "JAW COUPLING HUB L100 1IN", "40", "EA", "14.2500"),
    ("CPLG-SP100", "COUPLING SPIDER L100 BUNA", "80", "EA", "3.9800"),
    ("BELT-B48", "V-BELT B48 CLASSICAL", "60", "EA", "9.1200"),
    ("BELT-5VX710", "V-BELT 5VX710 COGGED", "36", "EA", "16.4000"),
    ("SPKT-50B18", "SPROCKET 50B18 1-1/4 BORE", "24", "EA", "27.8500"),
    ("CHN-50-10", "ROLLER CHAIN #50 10FT BOX", "30", "BX", "42.6000"),
    ("LUBE-EP2-14", "GREASE EP2 LITHIUM 14OZ", "96", "EA", "4.3500"),
    ("LUBE-GO-5G", "GEAR OIL ISO 220 5 GAL", "12", "PL", "68.9000"),
    ("SNAP-I-62", "RETAINING RING INT 62MM", "500", "EA", "0.3200"),
    ("KEY-10X8", "KEY STOCK 10X8X300 C1045", "50", "EA", "3.7500"),
    ("BUSH-SF-2520", "BUSHING SF-1 25X28X20", "150", "EA", "1.9600"),
    ("HSG-P208", "PILLOW BLOCK P208 1-1/2", "20", "EA", "21.4000"),
    ("HSG-F206", "FLANGE UNIT F206 4-BOLT", "20", "EA", "18.7500"),
    ("SHIM-ASST", "SHIM ASSORTMENT KIT SS", "4", "KT", "86.0000"),
)
JDE_XS = (36, 84, 180, 368, 444, 512, 546, 640, 756)
JDE_TITLES = (
    "Line",
    "Item Number",
    "Description",
    "Requested",
    "Quantity",
    "UM",
    "Unit Cost",
    "Extended Cost",
)
JDE_ALIGN = "rlllrcrr"


def _asus9_head(c, page: int) -> float:
    """The header of each page; the y under it."""
    h = landscape(letter)[1]
    _text(c, 36, h - 40, "GREAT LAKES AXLE & GEAR CORP.", 12, COURIER_BOLD)
    _text(c, 300, h - 40, "PURCHASE ORDER", 14, COURIER_BOLD)
    xs = (520, 590, 620, 664, 756)
    c.setLineWidth(0.6)
    _grid(c, xs, h - 30, 2, 13)
    _cells(c, xs, h - 40, ("Order No.", "Ty", "Co", "Page"), "llll", 7, COURIER_BOLD)
    _cells(c, xs, h - 53, ("4418207", "OP", "00100", f"{page} of 2"), "llll", 8, COURIER)
    if page == 1:
        lines = ("2100 MATZINGER RD", "TOLEDO OH 43612", "PHONE 419-555-0170")
        _block(c, 36, h - 54, lines, 8, COURIER, 10)
    return h - 84


def _asus9_table(c, top: float, first: int, rows) -> float:
    c.setLineWidth(0.8)
    c.line(36, top + 2, 756, top + 2)
    _cells(c, JDE_XS, top - 9, JDE_TITLES, JDE_ALIGN, 8, COURIER_BOLD)
    c.line(36, top - 14, 756, top - 14)
    y = top - 27
    for i, (item, d, q, uom, p) in enumerate(rows):
        cells = (
            f"{first + i + 1}.000",
            item,
            d,
            "DEC 18, 2026",
            _num(Decimal(q), 0),
            uom,
            p,
            _num(_ext(q, p)),
        )
        _cells(c, JDE_XS, y, cells, JDE_ALIGN, 8, COURIER)
        y -= 13
    c.line(36, y + 6, 756, y + 6)
    return y


def _asus9_parties(c, top: float, vendor: str, customer: str) -> None:
    _text(c, 36, top, "Supplier: 40772", 8, COURIER_BOLD)
    lines = (vendor.upper(), "3315 CONGRESSIONAL PKWY", "FORT WAYNE IN 46808")
    _block(c, 36, top - 12, lines, 8, COURIER, 10)
    _text(c, 290, top, "Ship To: 100 PLANT 2", 8, COURIER_BOLD)
    lines = (customer.upper(), "RECEIVING DOCK 4", "2100 MATZINGER RD", "TOLEDO OH 43612")
    _block(c, 290, top - 12, lines, 8, COURIER, 10)
    facts = (
        ("Order Date", "NOV 30, 2026"),
        ("Requested", "DEC 18, 2026"),
        ("Payment Terms", "NET 45"),
        ("Freight", "FOB DESTINATION"),
        ("Ship Via", "BEST WAY"),
        ("Buyer", "R. KOWALSKI"),
        ("Currency", "USD"),
    )
    _kv(c, 540, 630, top, facts, 8, 10, COURIER_BOLD, COURIER)


def asus9(c) -> dict:
    vendor, customer = "Midwest Bearing & Transmission Inc.", "Great Lakes Axle & Gear Corp."
    net = _sum(_ext(q, p) for _, _, q, _, p in ASUS9_ROWS)
    tax = _pct(net, "7.75")
    total = net + tax
    top = _asus9_head(c, 1)
    _asus9_parties(c, top, vendor, customer)
    y = _asus9_table(c, top - 84, 0, ASUS9_ROWS[:16])
    _text(c, 756, y - 8, "*** CONTINUED ON NEXT PAGE ***", 8, COURIER, True)
    _text(c, 36, 24, "F43500 / PO PRINT  -  GREAT LAKES AXLE & GEAR CORP.", 7, COURIER)
    c.showPage()
    top = _asus9_head(c, 2)
    y = _asus9_table(c, top, 16, ASUS9_ROWS[16:])
    totals = (
        ("Order Total", _num(net)),
        ("Sales Tax 7.750%", _num(tax)),
        ("Total Order Amount USD", _num(total)),
    )
    for i, (k, v) in enumerate(totals):
        font = COURIER_BOLD if i == 2 else COURIER
        _text(c, 500, y - 14 - 13 * i, k, 8.5, font)
        _text(c, 753, y - 14 - 13 * i, v, 8.5, font, True)
    lines = (
        "SPECIAL INSTRUCTIONS",
        "1. ALL SHIPMENTS MUST REFERENCE PO 4418207 AND LINE NUMBER ON PACKING LIST.",
        "2. CERTIFICATES OF CONFORMANCE REQUIRED FOR ALL BEARINGS AND SEALS.",
        "3. RECEIVING HOURS 7:00 AM - 2:30 PM MON-FRI. NO PARTIAL SHIPMENTS WITHOUT APPROVAL.",
        "4. SUBJECT TO GREAT LAKES AXLE & GEAR TERMS AND CONDITIONS REV. 2024-03.",
    )
    _block(c, 36, y - 14, lines, 8, COURIER, 11, COURIER_BOLD)
    c.line(36, y - 100, 250, y - 100)
    _text(c, 36, y - 110, "AUTHORIZED SIGNATURE", 7, COURIER)
    _text(c, 36, 24, "F43500 / PO PRINT  -  GREAT LAKES AXLE & GEAR CORP.", 7, COURIER)
    return {
        "fields": _fields(
            "4418207", "2026-11-30", "2026-12-18", _plain(total), _plain(tax), "USD", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, _, p in ASUS9_ROWS],
    }


# asca10: a Zoho Books sales order, a Burnaby office furniture dealer to a Vancouver clinic, GST 5 % + PST 7 %
ASCA10_ROWS = (
    ("FR-CH-2210", "Task chair, mesh back, black", "6", "289.00"),
    ("FR-DK-1460", "Sit-stand desk 60 x 30 in, white", "4", "749.00"),
    ("FR-CB-0302", "Mobile pedestal, 3-drawer", "4", "215.50"),
    ("FR-SC-1800", "Reception seating, 3-seat beam", "2", "638.00"),
    ("FR-TB-0036", "Round meeting table 36 in", "1", "412.00"),
    ("FR-AC-0107", "Monitor arm, single, clamp", "6", "84.95"),
    ("FR-SV-0001", "Delivery & installation", "1", "350.00"),
)
ZOHO = (0.24, 0.24, 0.23)


def _asca10_head(c, w: float, h: float, vendor: str, customer: str) -> None:
    left, right = 40, w - 40
    _band(c, left, h - 74, 36, 36, (0.85, 0.45, 0.15))
    c.setFillGray(1)
    _text(c, left + 7, h - 62, "FR", 15, BOLD)
    c.setFillGray(0)
    lines = (
        vendor,
        "4720 Kingsway, Unit 210",
        "Burnaby British Columbia V5H 4N2",
        "Canada",
        "GST Registration No.: 81422 9631 RT0001",
        "PST No.: PST-1043-2281",
    )
    _block(c, left + 46, h - 46, lines, 8, pitch=10.5, first=BOLD)
    _text(c, right, h - 56, "SALES ORDER", 24, "Helvetica", True)
    _text(c, right, h - 74, "Sales Order# SO-00417", 9, BOLD, True)
    _text(c, left, h - 140, "Bill To", 8, OBLIQUE)
    lines = (customer, "2150 West Broadway, Suite 402", "Vancouver British Columbia V6K 2C8", "Canada")
    _block(c, left, h - 153, lines, 8.5, pitch=11, first=BOLD)
    _text(c, 230, h - 140, "Ship To", 8, OBLIQUE)
    lines = ("2150 West Broadway, Suite 402", "Vancouver British Columbia V6K 2C8", "Canada")
    _block(c, 230, h - 153, lines, 8.5, pitch=11)
    facts = (
        ("Order Date :", "04 Dec 2026"),
        ("Expected Shipment Date :", "18 Dec 2026"),
        ("Ref# :", "TP-PO-2291"),
        ("Payment Terms :", "Net 30"),
        ("Salesperson :", "Dana Cho"),
    )
    for i, (k, v) in enumerate(facts):
        _text(c, right - 80, h - 140 - 13 * i, k, 8.5, right=True)
        _text(c, right, h - 140 - 13 * i, v, 8.5, right=True)


def asca10(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    vendor, customer = "Fraser River Office Interiors Ltd.", "Tidewater Physiotherapy Inc."
    priced = [(*r, _ext(r[2], r[3])) for r in ASCA10_ROWS]
    net = _sum(p[4] for p in priced)
    gst, pst = _pct(net, "5"), _pct(net, "7")
    total = net + gst + pst
    _asca10_head(c, w, h, vendor, customer)
    xs = (left, 62, 290, 380, 430, 500, right)
    titles = ("#", "Item & Description", "SKU", "Qty", "Rate", "Amount")
    aligns = "lllrrr"
    top = h - 230
    _band(c, left, top - 18, right - left, 18, ZOHO)
    c.setFillGray(1)
    _cells(c, xs, top - 12, titles, aligns, 8, BOLD)
    c.setFillGray(0)
    y = top - 18
    c.setStrokeGray(0.8)
    for i, (sku, d, q, p, amount) in enumerate(priced):
        cells = (str(i + 1), d, sku, _plain(q), _num(Decimal(p)), _num(amount))
        _cells(c, xs, y - 14, cells, aligns, 8.5)
        c.line(left, y - 22, right, y - 22)
        y -= 22
    c.setStrokeGray(0)
    totals = (("Sub Total", _num(net)), ("GST (5%)", _num(gst)), ("PST (7%)", _num(pst)))
    _pairs(c, 380, right - 3, y - 18, totals, 16)
    _band(c, 376, y - 82, right - 376, 20, (0.95, 0.95, 0.95))
    _text(c, 380, y - 75, "Total", 10, BOLD)
    _text(c, right - 3, y - 75, f"CA${_num(total)}", 10, BOLD, True)
    _text(c, left, y - 18, "Notes", 8.5, BOLD)
    _text(c, left, y - 31, "Looking forward to your business.", 8.5)
    _text(c, left, y - 52, "Terms & Conditions", 8.5, BOLD)
    lines = (
        "Delivery Tuesday to Thursday, 9 am - 3 pm, building loading bay.",
        "Custom colours are non-returnable. 20% restocking fee on stock items.",
    )
    _block(c, left, y - 65, lines, 8, pitch=11)
    sy = y - 120
    _text(c, left, sy, "Tax Summary", 9, BOLD)
    sxs = (left, 180, 300, 400)
    _band(c, left, sy - 22, 360, 14, (0.93, 0.93, 0.93))
    c.setLineWidth(0.4)
    _grid(c, sxs, sy - 8, 4, 14)
    _cells(c, sxs, sy - 18, ("Tax Details", "Taxable Amount (CAD)", "Tax Amount (CAD)"), "lrr", 7.5, BOLD)
    rows = (("GST (5%)", _num(net), _num(gst)), ("PST (7%)", _num(net), _num(pst)))
    for i, row in enumerate(rows):
        _cells(c, sxs, sy - 32 - 14 * i, row, "lrr", 8)
    _cells(c, sxs, sy - 60, ("Total", "", f"CA${_num(gst + pst)}"), "lrr", 8, BOLD)
    _text(c, right, sy - 90, "Authorized Signature  ____________________", 8, right=True)
    return {
        "fields": _fields(
            "SO-00417", "2026-12-04", "2026-12-18", _plain(total), _plain(gst + pst), "CAD", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), sku) for sku, d, q, p, a in priced],
    }


LAYOUTS = {
    "asgb1": (asgb1, A4),
    "asbe2": (asbe2, A4),
    "asus3": (asus3, letter),
    "asnz4": (asnz4, A4),
    "asnl5": (asnl5, landscape(A4)),
    "asin6": (asin6, A4),
    "asde7": (asde7, A4),
    "asse8": (asse8, A4),
    "asus9": (asus9, landscape(letter)),
    "asca10": (asca10, letter),
}
SCANNED = ("asbe2", "asnz4", "asin6", "asse8")
