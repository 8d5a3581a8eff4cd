"""Ten hand-written orders (set u), written on 2026-12-07 in the manner of scripts/layouts_set.py, from industries
and systems no earlier set drew: a Richardson electronic-components distributor's sales order (eight columns:
line, manufacturer part number, manufacturer, customer part, description, quantity ordered, a unit price to four
decimals, extended price), a Kópavogur car-parts wholesaler's pöntunarstaðfesting (Bosch part numbers with spaces,
"0 986 494 123", whole Icelandic krónur, VSK 24 %), a Harrisburg drug wholesaler's order confirmation (NDC codes,
lots and expiry dates, no tax), a Cape Town catering supplier's sales order (the same article in cases and in
eaches, R 1 234.56, VAT 15 %), a Melbourne furniture retailer's sales order (prices including GST, a deposit paid
and a balance due), an Ansan machine-parts maker's purchase order written in English (approval stamps, KRW without
decimals, VAT 10 %), an Izmir olive-oil producer's satin alma siparis formu (KDV %20, TRY, written without the
Turkish letters cp1252 lacks), a São Paulo builder's pedido de compra (CNPJ, R$ 1.234,56, IPI per line), a Pune
polymer maker's sales order (GSTIN, CGST and SGST with their total, a round-off, Indian digit grouping, the amount
in words) and a Dynamics 365-style purchase order of 28 lines over two pages from a Dayton manufacturer. Four are
also written as scans (SCANNED), none of them the two-page order.

What the values say where a page leaves a choice: on a purchase order (ukr6, utr7, ubr8, uus10) the vendor is the
supplier it is sent to and the customer the company that issues it; on the sales orders and order confirmations
(uus1, uis2, uus3, uza4, uau5, uin9) the vendor is the issuer and the customer the buyer. The delivery date asked
for or promised ("Requested Delivery", "Afhendingardagur", "Scheduled Delivery", "Delivery Date", "Teslim
Tarihi", "Prazo de entrega", "Delivery date") is the due date. The furniture order's total is the order total
(GST included), not the balance due after the deposit, and its tax the GST it says is included; its vendor is the
legal name printed under the trading name ("Brunswick & Co. Furniture Pty Ltd"), its customer the name printed
without a title. The Indian order's total is the Grand Total after its round-off and its tax the printed Total
Tax (CGST + SGST). The Brazilian order's tax is the IPI total ("Valor do IPI"), its lines' amounts the Vlr. Total
before IPI. The electronics order prints its sales tax as "Exempt" and the drug order prints none, so neither
has a tax_amount. A part number, NDC, article, stock or item code column gives item_id; a line number, the
customer's part number, a lot, an HSN code and a manufacturer do not. Quantities printed with thousands
separators ("8,000", "12.000") are plain in the values ("8000"); unit prices keep the places printed ("0.0098").
Whole-unit currencies (ISK, KRW) have amounts without decimals. US pages print dates with the month's name.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
CENT = Decimal("0.01")


def _num(v: Decimal, th: str = ",", dec: str = ".", places: int = 2) -> str:
    """An amount rounded to ``places``, printed with ``th`` between thousands and ``dec`` before the fraction."""
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


def _inr(v: Decimal) -> str:
    """An amount as India prints it: 12,34,567.89."""
    whole, frac = _plain(v).split(".")
    groups, rest = [whole[-3:]], whole[:-3]
    while rest:
        groups.insert(0, rest[-2:])
        rest = rest[:-2]
    return ",".join(groups) + "." + frac


ONES = (
    "Zero",
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
) + ("Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen")
TENS = ("", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety")


def _words(n: int) -> str:
    """A whole number in words, counted the Indian way (crore, lakh, thousand, hundred)."""
    parts = []
    for size, name in ((10**7, "Crore"), (10**5, "Lakh"), (1000, "Thousand"), (100, "Hundred")):
        if n >= size:
            parts.append(f"{_words(n // size)} {name}")
            n %= size
    if n >= 20:
        parts.append(TENS[n // 10] + (f" {ONES[n % 10]}" if n % 10 else ""))
    elif n or not parts:
        parts.append(ONES[n])
    return " ".join(parts)


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


def _boxes(
    c, x: float, y: float, cells, widths, height: float = 26, size: float = 8.5, font="Helvetica"
) -> None:
    """A row of boxes, each its key (small, bold) over its value; ``y`` the top of the row."""
    for (k, v), cw in zip(cells, widths):
        c.rect(x, y - height, cw, height)
        _text(c, x + 4, y - 9, k, 6.5, BOLD)
        _text(c, x + 4, y - height + 6, v, size, font)
        x += cw


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    """A filled rectangle without a border, the fill colour set back to black after it."""
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


# uus1: an electronic-components distributor's sales order, eight columns, unit prices to four decimals
UUS1_ROWS = (
    ("GRM188R71H104KA93D", "MURATA", "MA-10-0104", "CAP CER 0.1UF 50V X7R 0603", "8000", "0.0098"),
    ("RC0603FR-0710KL", "YAGEO", "MA-11-1002", "RES 10K OHM 1% 1/10W 0603", "10000", "0.0021"),
    ("ERJ-3EKF1001V", "PANASONIC", "MA-11-1001", "RES 1K OHM 1% 1/10W 0603", "10000", "0.0019"),
    ("CL21A106KAYNNNE", "SAMSUNG", "MA-10-0106", "CAP CER 10UF 25V X5R 0805", "4000", "0.0247"),
    ("TPS62133RGTR", "TI", "MA-30-6213", "IC REG BUCK ADJ 3A 16VQFN", "500", "1.8425"),
    ("STM32G474RET6", "ST", "MA-40-4740", "IC MCU 32BIT 512KB FLASH 64LQFP", "250", "6.1380"),
    ("SN74LVC1G08DBVR", "TI", "MA-31-1008", "IC GATE AND 1CH 2-INP SOT23-5", "2000", "0.0715"),
    ("BAT54S-7-F", "DIODES", "MA-20-0054", "DIODE ARR SCHOTTKY 30V SOT23-3", "3000", "0.0372"),
    ("744043100", "WURTH", "MA-50-4310", "FIXED IND 10UH 1A 140 MOHM SMD", "1200", "0.3290"),
    ("0430450400", "MOLEX", "MA-60-0404", "CONN HEADER R/A 4POS 3MM", "600", "0.5864"),
    ("ADM3053BRWZ", "ADI", "MA-30-3053", "IC TXRX CAN ISOLATED 20SOIC", "150", "7.9650"),
)
TEAL = (0.04, 0.36, 0.33)


def _chip(c, x: float, y: float, side: float) -> None:
    """A logo: a square chip with four pins on each side, its lower left corner at (x, y)."""
    c.setStrokeColorRGB(*TEAL)
    c.setLineWidth(1.6)
    step = side / 5
    for k in range(1, 5):
        c.line(x + step * k, y + side, x + step * k, y + side + 5)
        c.line(x + step * k, y, x + step * k, y - 5)
        c.line(x - 5, y + step * k, x, y + step * k)
        c.line(x + side, y + step * k, x + side + 5, y + step * k)
    _band(c, x, y, side, side, TEAL)
    c.setFillGray(1)
    _centre(c, 2 * x + side, y + side / 2 - 5, "N", 14, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0)
    c.setLineWidth(1)


def _uus1_head(c) -> None:
    w, h = letter
    left, right = 36, w - 36
    _chip(c, left + 6, h - 76, 28)
    _text(c, left + 48, h - 52, "Northgate Electronic Components, Inc.", 14, BOLD)
    _text(
        c,
        left + 48,
        h - 63,
        "Authorized distribution - semiconductors, passives, interconnect",
        7.5,
        "Helvetica-Oblique",
    )
    _block(
        c,
        left + 48,
        h - 76,
        ("1400 Technology Dr, Richardson, TX 75081", "Tel (972) 555-0190  |  orders@northgate-ec.com"),
        7.5,
        pitch=9.5,
    )
    c.setFillColorRGB(*TEAL)
    _text(c, right, h - 50, "SALES ORDER", 18, BOLD, True)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    _boxes(
        c,
        370,
        h - 60,
        (("SALES ORDER NO.", "SO-2611-48207"), ("ORDER DATE", "Nov 16, 2026")),
        (103, 103),
        24,
        9,
        BOLD,
    )
    _boxes(c, 370, h - 84, (("CUSTOMER NO.", "C0041182"), ("PAGE", "1 of 1")), (103, 103), 24, 9)
    blocks = (
        (
            left,
            "SOLD TO",
            ("Meridian Avionics Corp.", "Accounts Payable", "9050 Cessna Way", "Wichita, KS 67209"),
        ),
        (
            304,
            "SHIP TO",
            ("Meridian Avionics Corp.", "Receiving - Building 4", "9120 Cessna Way", "Wichita, KS 67209"),
        ),
    )
    for x, title, lines in blocks:
        _band(c, x, h - 136, 236, 14, TEAL)
        c.setFillGray(1)
        _text(c, x + 5, h - 132, title, 8, BOLD)
        c.setFillGray(0)
        _block(c, x + 5, h - 150, lines, 8.5, pitch=11)
    band = (
        ("CUSTOMER PO", "MA-PO-77315"),
        ("SALESPERSON", "K. Ortega"),
        ("SHIP VIA", "UPS Ground"),
        ("TERMS", "Net 30"),
        ("F.O.B.", "Origin"),
        ("REQUESTED DELIVERY", "Dec 1, 2026"),
    )
    _boxes(c, left, h - 202, band, (96, 84, 84, 66, 66, right - left - 396), 24, 8.5)


def uus1(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    _uus1_head(c)
    xs = (left, 58, 156, 202, 260, 406, 458, 514, right)
    top = h - 244
    titles = (
        "LN",
        "MFR PART NUMBER",
        "MFR",
        "CUST PART",
        "DESCRIPTION",
        "QTY ORD",
        "UNIT PRICE",
        "EXT. PRICE",
    )
    aligns = "rllllrrr"
    _band(c, left, top - 16, right - left, 16, (0.85, 0.92, 0.91))
    _row(c, xs, top - 11, titles, aligns, 6.8, BOLD)
    subtotal = Decimal(0)
    pitch = 16
    for i, (mpn, mfr, cust, d, q, p) in enumerate(UUS1_ROWS):
        amount = _ext(q, p)
        subtotal += amount
        y = top - 16 - pitch * (i + 1) + 5
        if i % 2:
            _band(c, left, y - 5, right - left, pitch, (0.95, 0.97, 0.97))
        cells = (str(i + 1), mpn, mfr, cust, d, _num(Decimal(q), places=0), p, _num(amount))
        _row(c, xs, y, cells, aligns, 7.3)
    foot = top - 16 - pitch * len(UUS1_ROWS)
    c.setLineWidth(0.8)
    c.setStrokeColorRGB(*TEAL)
    c.line(left, top, right, top)
    c.line(left, foot, right, foot)
    c.setStrokeGray(0)
    freight = Decimal("38.50")
    total = subtotal + freight
    y = foot - 20
    _pairs(
        c,
        410,
        right - 4,
        y,
        (("Merchandise", _num(subtotal)), ("Freight", _num(freight)), ("Sales Tax", "Exempt")),
        pitch=14,
    )
    c.setLineWidth(1)
    c.rect(404, y - 62, right - 404, 20)
    _text(c, 410, y - 55, "ORDER TOTAL (USD)", 9.5, BOLD)
    _text(c, right - 4, y - 55, f"${_num(total)}", 10, BOLD, True)
    c.setLineWidth(0.6)
    c.rect(left, y - 86, 340, 92)
    _text(c, left + 6, y - 6, "Order Notes", 8, BOLD)
    notes = (
        "Tax exempt: resale / manufacturing certificate on file (KS exemption no. EX-0418-2271).",
        "Partial shipments allowed. Date codes not older than 24 months; RoHS / REACH compliant.",
        "Lines 5, 6 and 11 are NCNR (non-cancellable, non-returnable) once confirmed.",
        "Export classification EAR99 unless noted. Cut tape where reel quantity not met.",
        "Please reference SO-2611-48207 and your PO MA-PO-77315 on all correspondence.",
    )
    _block(c, left + 6, y - 20, notes, 7, pitch=11)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        60,
        "All sales subject to Northgate's standard terms and conditions of sale (northgate-ec.com/terms).",
        7,
    )
    _centre(c, w, 50, "Thank you for your order. Questions: (972) 555-0190, ext. 2 (Customer Service).", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "SO-2611-48207",
            "date": "2026-11-16",
            "due_date": "2026-12-01",
            "total_amount": _plain(total),
            "currency": "USD",
            "vendor_name": "Northgate Electronic Components, Inc.",
            "customer_name": "Meridian Avionics Corp.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), mpn) for mpn, _, _, d, q, p in UUS1_ROWS],
    }


# uis2: a car-parts wholesaler's order confirmation from Kópavogur, whole krónur, VSK 24 %
UIS2_ROWS = (
    ("0 986 494 123", "Bremsuklossar framan", "2", "sett", "12490"),
    ("0 986 479 C20", "Bremsudiskar framan, par", "1", "par", "23980"),
    ("0 242 236 565", "Kerti, Double Iridium", "8", "stk.", "2390"),
    ("0 451 103 316", "Olíusía", "10", "stk.", "1450"),
    ("F 026 400 389", "Loftsía", "4", "stk.", "3870"),
    ("1 987 432 598", "Frjókornasía með kolum", "4", "stk.", "4290"),
    ("3 397 118 908", "Þurrkublöð Aerotwin 600/450 mm", "3", "sett", "5690"),
    ("0 092 S40 050", "Rafgeymir S4 12V 60Ah 540A", "2", "stk.", "24900"),
    ("1 987 946 046", "Viftureim 6PK1070", "2", "stk.", "3150"),
)
RED = (0.72, 0.1, 0.1)


def _isk(v: Decimal) -> str:
    return _num(v, ".", ",", 0)


def _uis2_head(c) -> None:
    w, h = A4
    left, right = 50, w - 50
    c.setFillColorRGB(*RED)
    c.roundRect(left, h - 78, 44, 34, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * left + 44, h - 66, "HV", 15, BOLD)
    c.setFillGray(0)
    _text(c, left + 54, h - 58, "Hraunvarahlutir ehf.", 16, BOLD)
    _text(c, left + 54, h - 71, "Varahlutir í bíla - heildverslun", 8.5, "Helvetica-Oblique")
    contact = (
        "Smiðjuvegi 14, 200 Kópavogi",
        "Sími 554 1280  ·  pantanir@hraunvarahlutir.is",
        "Kt. 540298-2179  ·  VSK-nr. 58112",
    )
    _block(c, right, h - 52, contact, 8, pitch=10.5, right=True)
    c.setStrokeColorRGB(*RED)
    c.setLineWidth(2)
    c.line(left, h - 90, right, h - 90)
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    _text(c, left, h - 122, "PÖNTUNARSTAÐFESTING", 15, BOLD)
    _text(c, left, h - 136, "Við þökkum pöntunina og staðfestum hana sem hér segir.", 8.5)
    _text(c, left, h - 166, "Kaupandi", 8, BOLD)
    buyer = (
        "Bifreiðaverkstæði Norðurlands ehf.",
        "Draupnisgötu 5",
        "603 Akureyri",
        "Kt. 620705-1140",
    )
    _block(c, left, h - 180, buyer, 9.5, pitch=12.5, first=BOLD)
    info = (
        ("Pöntun nr.", "P-2026-08814"),
        ("Dagsetning", "24.11.2026"),
        ("Afhendingardagur", "27.11.2026"),
        ("Tilvísun kaupanda", "VERK-1187"),
        ("Sölumaður", "Gunnar Þór Helgason"),
        ("Afhending", "Flytjandi, til Akureyrar"),
        ("Greiðsluskilmálar", "Reikningur, 30 dagar"),
    )
    c.rect(326, h - 258, right - 326, 104)
    for i, (k, v) in enumerate(info):
        _text(c, 334, h - 168 - 13 * i, k, 8)
        _text(c, 420, h - 168 - 13 * i, v, 8.5, BOLD if i == 0 else "Helvetica")


def uis2(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    _uis2_head(c)
    xs = (left, 128, 330, 368, 400, 470, right)
    top = h - 290
    titles = ("Vörunúmer", "Lýsing", "Magn", "Ein.", "Einingarverð", "Upphæð")
    _row(c, xs, top, titles, "llrlrr", 8.5, BOLD)
    c.setLineWidth(0.8)
    c.line(left, top - 5, right, top - 5)
    c.line(left, top - 7, right, top - 7)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.7)
    net = Decimal(0)
    for i, (part, d, q, unit, p) in enumerate(UIS2_ROWS):
        amount = _ext(q, p, 0)
        net += amount
        y = top - 22 - 17 * i
        _row(c, xs, y, (part, d, q, unit, _isk(Decimal(p)), _isk(amount)), "llrlrr", 8.5)
        c.line(left, y - 6, right, y - 6)
    c.setStrokeGray(0)
    vat = (net * Decimal("0.24")).quantize(Decimal(1), ROUND_HALF_UP)
    total = net + vat
    y = top - 22 - 17 * len(UIS2_ROWS) - 14
    _pairs(c, 340, right - 4, y, (("Samtals án VSK", _isk(net)), ("VSK 24%", _isk(vat))), pitch=14)
    c.setLineWidth(1)
    _band(c, 334, y - 44, right - 334, 20, (0.93, 0.88, 0.88))
    c.rect(334, y - 44, right - 334, 20)
    _text(c, 340, y - 37, "Samtals með VSK", 10, BOLD)
    _text(c, right - 4, y - 37, f"{_isk(total)} kr.", 10, BOLD, True)
    _text(c, 334, y - 58, "Upphæðir eru í íslenskum krónum (ISK).", 7.5, "Helvetica-Oblique")
    notes = (
        "Athugið: vörur eru afgreiddar frá lager í Kópavogi og sendar með Flytjanda.",
        "Skilafrestur á ónotuðum vörum í upprunalegum umbúðum er 30 dagar gegn framvísun reiknings.",
        "Rafmagnsvörum og sérpöntunum fæst ekki skilað. Ábyrgð samkvæmt skilmálum framleiðanda.",
    )
    _block(c, left, y - 92, notes, 8, pitch=11.5)
    c.setStrokeColorRGB(*RED)
    c.setLineWidth(1)
    c.line(left, 72, right, 72)
    c.setStrokeGray(0)
    c.setFillGray(0.35)
    _centre(
        c,
        w,
        60,
        "Hraunvarahlutir ehf.  ·  Smiðjuvegi 14  ·  200 Kópavogi  ·  Kt. 540298-2179  ·  VSK-nr. 58112",
        7,
    )
    _centre(c, w, 50, "Bankareikningur 0133-26-004471  ·  www.hraunvarahlutir.is", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "P-2026-08814",
            "date": "2026-11-24",
            "due_date": "2026-11-27",
            "total_amount": _plain(total, 0),
            "tax_amount": _plain(vat, 0),
            "currency": "ISK",
            "vendor_name": "Hraunvarahlutir ehf.",
            "customer_name": "Bifreiðaverkstæði Norðurlands ehf.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p, 0), 0), part) for part, d, q, _, p in UIS2_ROWS],
    }


# uus3: a drug wholesaler's order confirmation to an independent pharmacy (NDC, lot, expiry; no tax)
UUS3_ROWS = (
    ("71093-0142-01", "Metoprolol Tartrate 25 mg Tab", "100", "ML24117", "08/2028", "6", "4.85"),
    ("70954-0318-90", "Atorvastatin Calcium 20 mg Tab", "90", "AT50932", "03/2028", "3", "7.42"),
    ("68462-0105-10", "Lisinopril 10 mg Tab", "1000", "LS3308A", "11/2027", "1", "18.96"),
    ("65862-0017-01", "Amoxicillin 500 mg Cap", "100", "AX22871", "06/2028", "4", "9.37"),
    ("62332-0490-05", "Metformin HCl ER 500 mg Tab", "500", "MF71025", "01/2029", "2", "14.28"),
    ("71411-0216-01", "Insulin Lispro 100 U/mL Vial", "10 mL", "IL8K0427", "04/2027", "5", "82.40"),
    ("69097-0833-12", "Sertraline HCl 50 mg Tab", "500", "SR66304", "09/2028", "1", "21.15"),
    ("70010-0062-01", "Omeprazole DR 20 mg Cap", "1000", "OM19055", "02/2028", "1", "38.60"),
    ("68180-0981-03", "Fluticasone Prop 50 mcg Spray", "16 g", "FP0N2281", "07/2027", "6", "11.74"),
    ("59746-0175-06", "Prednisone 10 mg Tab", "100", "PD40718", "12/2027", "2", "6.25"),
)
NAVY = (0.12, 0.2, 0.42)


def _uus3_head(c) -> None:
    w, h = letter
    left, right = 36, w - 36
    c.setFillColorRGB(*NAVY)
    c.circle(left + 18, h - 58, 18, stroke=0, fill=1)
    c.setFillGray(1)
    c.rect(left + 15, h - 70, 6, 24, stroke=0, fill=1)
    c.rect(left + 6, h - 61, 24, 6, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 46, h - 52, "Keystone Valley Drug Co., LLC", 15, BOLD)
    _block(
        c,
        left + 46,
        h - 65,
        (
            "4500 Industrial Rd, Harrisburg, PA 17110  |  (717) 555-0163",
            "DEA Reg. RK0418836  |  PA Wholesale Lic. WD-0041882  |  VAWD accredited",
        ),
        7.5,
        pitch=9.5,
    )
    _text(c, right, h - 50, "ORDER CONFIRMATION", 15, BOLD, True)
    info = (
        ("Order No.", "40722-1193608"),
        ("Order Date", "December 1, 2026"),
        ("Scheduled Delivery", "December 2, 2026"),
        ("Customer PO", "RFP-26-1201"),
        ("Route / Stop", "14 / 06"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 400, h - 68 - 11.5 * i, k, 8)
        _text(c, right, h - 68 - 11.5 * i, v, 8.5, BOLD if i < 3 else "Helvetica", True)
    c.setStrokeColorRGB(*NAVY)
    c.setLineWidth(1.5)
    c.line(left, h - 134, right, h - 134)
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    account = (
        ("Account", "118-40722"),
        ("Pharmacy DEA", "BR5528176"),
        ("State License", "PP-449120"),
        ("Terms", "Net 15, EFT"),
    )
    _text(c, left, h - 152, "SHIP TO / BILL TO", 7.5, BOLD)
    customer = ("Riverside Family Pharmacy, Inc.", "215 N Front St", "Harrisburg, PA 17101", "(717) 555-0127")
    _block(c, left, h - 166, customer, 9, pitch=11.5, first=BOLD)
    for i, (k, v) in enumerate(account):
        _text(c, 300, h - 166 - 11.5 * i, k, 8)
        _text(c, 380, h - 166 - 11.5 * i, v, 8.5)


def uus3(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    _uus3_head(c)
    xs = (left, 104, 262, 306, 364, 406, 436, 500, right)
    top = h - 232
    titles = ("NDC", "Description", "Size", "Lot", "Exp", "Qty", "Unit Cost", "Extended")
    aligns = "llllrrrr"
    _band(c, left, top - 16, right - left, 16, NAVY)
    c.setFillGray(1)
    _row(c, xs, top - 11, titles, aligns, 7.5, BOLD)
    c.setFillGray(0)
    total = Decimal(0)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.3)
    for i, (ndc, d, size, lot, exp, q, p) in enumerate(UUS3_ROWS):
        amount = _ext(q, p)
        total += amount
        y = top - 29 - 16 * i
        _row(c, xs, y, (ndc, d, size, lot, exp, q, p, _num(amount)), aligns, 7.8)
        c.line(left, y - 5.5, right, y - 5.5)
    c.setStrokeGray(0)
    y = top - 29 - 16 * len(UUS3_ROWS) - 10
    lines = len(UUS3_ROWS)
    units = sum(int(r[5]) for r in UUS3_ROWS)
    _text(c, left, y, f"Lines: {lines}    Units: {units}    Rx items: {lines}    CII items: 0", 8)
    _pairs(c, 400, right - 4, y, (("Rx Merchandise", _num(total)), ("Delivery Fee", "Waived")), pitch=13)
    c.setLineWidth(1)
    c.line(396, y - 20, right, y - 20)
    _text(c, 400, y - 34, "Order Total", 10, BOLD)
    _text(c, right - 4, y - 34, f"${_num(total)}", 10, BOLD, True)
    _text(c, 400, y - 46, "All amounts in USD. Prescription drugs are not taxable.", 6.5)
    notes = (
        "Cold chain: NDC 71411-0216-01 ships in a validated 2-8 °C tote; refrigerate on receipt.",
        "Controlled substances (CII) require a separate CSOS order and are not part of this confirmation.",
        "Report shortages, damages or discrepancies within 24 hours of delivery to (717) 555-0163.",
        "Returns per Keystone Valley returns policy; short-dated product (< 6 months) is not returnable.",
        "DSCSA: transaction information, history and statement are available on the customer portal.",
    )
    c.setLineWidth(0.6)
    c.rect(left, y - 140, right - left, 80)
    _text(c, left + 6, y - 72, "Important", 8, BOLD)
    _block(c, left + 6, y - 86, notes, 7.5, pitch=10.5)
    c.setFillGray(0.4)
    _centre(c, w, 46, "Keystone Valley Drug Co., LLC  |  Page 1 of 1  |  Printed Dec 1, 2026 18:42 ET", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "40722-1193608",
            "date": "2026-12-01",
            "due_date": "2026-12-02",
            "total_amount": _plain(total),
            "currency": "USD",
            "vendor_name": "Keystone Valley Drug Co., LLC",
            "customer_name": "Riverside Family Pharmacy, Inc.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), ndc) for ndc, d, _, _, _, q, p in UUS3_ROWS],
    }


# uza4: a catering supplier's sales order from Cape Town, cases and eaches, VAT 15 %
UZA4_ROWS = (
    ("OLP-5L", "Olive pomace oil 5 L", "4 x 5L", "2", "CS", "1128.00"),
    ("FLR-CK125", "Cake flour 12.5 kg", "1 x 12.5kg", "4", "EA", "214.50"),
    ("TOM-410", "Peeled tomatoes 410 g", "24 x 410g", "2", "CS", "412.80"),
    ("TOM-410", "Peeled tomatoes 410 g", "24 x 410g", "6", "EA", "18.20"),
    ("CHS-MOZ2", "Mozzarella block 2 kg", "6 x 2kg", "1", "CS", "1074.00"),
    ("CHS-MOZ2", "Mozzarella block 2 kg", "6 x 2kg", "2", "EA", "189.95"),
    ("FOIL-450", "Aluminium foil 450 mm x 90 m", "1 x 1", "3", "EA", "264.90"),
    ("GLV-NM", "Nitrile gloves, medium (100)", "10 x 100", "1", "CS", "689.00"),
    ("NAP-33W", "Serviettes 2-ply 33 cm white", "24 x 100", "2", "CS", "298.40"),
    ("DET-DW5", "Dishwash detergent 5 L", "4 x 5L", "1", "CS", "356.00"),
    ("CTN-9X9", "Takeaway container 9x9, kraft", "200 x 1", "3", "CS", "742.50"),
)
GREEN = (0.1, 0.32, 0.2)


def _zar(v: Decimal) -> str:
    return _num(v, " ", ".")


def _uza4_head(c) -> None:
    w, h = A4
    left, right = 40, w - 40
    _band(c, 0, h - 86, w, 86, GREEN)
    c.setFillGray(1)
    _text(c, left, h - 44, "TAFELBERG", 22, BOLD)
    _text(c, left, h - 62, "CATERING SUPPLIES", 11, "Helvetica")
    _text(c, left + 150, h - 44, "Tafelberg Catering Supplies (Pty) Ltd", 9, BOLD)
    _block(
        c,
        left + 150,
        h - 56,
        (
            "Unit 7, Montague Park, 21 Montague Drive",
            "Montague Gardens, Cape Town, 7441",
            "Tel 021 555 0184  |  orders@tafelbergcs.co.za",
        ),
        7.5,
        pitch=9.5,
    )
    _text(c, right, h - 46, "SALES ORDER", 20, BOLD, True)
    _block(c, right, h - 62, ("Reg. No. 2011/145522/07", "VAT No. 4270193586"), 7.5, pitch=9.5, right=True)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    cells = (
        ("ORDER NO.", "SO0041876"),
        ("ORDER DATE", "18 November 2026"),
        ("DELIVERY DATE", "21 November 2026"),
        ("ACCOUNT", "SAL004"),
        ("REP", "Thandi M."),
        ("ROUTE", "CBD-3"),
    )
    _boxes(c, left, h - 102, cells, (80, 96, 96, 68, 86, right - left - 426), 26, 9)
    _text(c, left, h - 148, "INVOICE TO", 7.5, BOLD)
    customer = ("Salt & Fynbos (Pty) Ltd", "VAT No. 4680227514", "88 Bree Street", "Cape Town, 8001")
    _block(c, left, h - 161, customer, 9, pitch=11.5, first=BOLD)
    _text(c, 300, h - 148, "DELIVER TO", 7.5, BOLD)
    ship = (
        "Salt & Fynbos - Kitchen",
        "Rear entrance, Waterkant Lane",
        "Cape Town, 8001",
        "Receiving 07:00 - 10:00, Chef Lindiwe",
    )
    _block(c, 300, h - 161, ship, 9, pitch=11.5)


def uza4(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _uza4_head(c)
    xs = (left, 100, 262, 318, 350, 384, 448, right)
    top = h - 228
    titles = ("Code", "Description", "Pack", "Qty", "Unit", "Price", "Amount Excl.")
    c.setLineWidth(0.5)
    foot = _grid(c, xs, top, len(UZA4_ROWS) + 1, 17)
    _band(c, left + 0.5, top - 16.5, right - left - 1, 16, (0.86, 0.91, 0.87))
    _row(c, xs, top - 12, titles, "lllrcrr", 8, BOLD)
    for x in xs[1:-1]:
        c.line(x, top, x, top - 17)
    net = Decimal(0)
    for i, (code, d, pack, q, unit, p) in enumerate(UZA4_ROWS):
        amount = _ext(q, p)
        net += amount
        y = top - 17 * (i + 1) - 12
        _row(c, xs, y, (code, d, pack, q, unit, _zar(Decimal(p)), _zar(amount)), "lllrcrr", 8)
    vat = (net * Decimal("0.15")).quantize(CENT, ROUND_HALF_UP)
    total = net + vat
    y = foot - 18
    _pairs(c, 372, right - 4, y, (("Total Excl. VAT", f"R {_zar(net)}"), ("VAT @ 15%", f"R {_zar(vat)}")))
    _band(c, 366, y - 44, right - 366, 20, GREEN)
    c.setFillGray(1)
    _text(c, 372, y - 37, "Total Incl. VAT", 10, BOLD)
    _text(c, right - 4, y - 37, f"R {_zar(total)}", 10, BOLD, True)
    c.setFillGray(0)
    _text(c, left, y, "CS = case (full pack as shown)   EA = each (single unit)", 7.5, "Helvetica-Oblique")
    terms = (
        "Terms: 30 days from statement. All amounts in South African Rand (ZAR).",
        "Cases are not split unless ordered as EA; broken-case lines carry a handling premium.",
        "Chilled goods must be signed for at delivery; claims after 24 hours cannot be accepted.",
    )
    _block(c, left, y - 74, terms, 8, pitch=11)
    c.setLineWidth(0.6)
    c.rect(left, y - 148, 240, 48)
    _text(c, left + 6, y - 112, "Banking details", 8, BOLD)
    _block(
        c,
        left + 6,
        y - 124,
        ("FNB Business, branch 250655", "Acc. 62841577310, ref. SO0041876"),
        8,
        pitch=10.5,
    )
    c.line(330, y - 140, right, y - 140)
    _text(c, 330, y - 150, "Received by (name, signature, date)", 7)
    c.setFillGray(0.4)
    _centre(
        c, w, 40, "Tafelberg Catering Supplies (Pty) Ltd - Directors: P. Adams, N. Dlamini, J. van Wyk", 7
    )
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "SO0041876",
            "date": "2026-11-18",
            "due_date": "2026-11-21",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "ZAR",
            "vendor_name": "Tafelberg Catering Supplies (Pty) Ltd",
            "customer_name": "Salt & Fynbos (Pty) Ltd",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, _, q, _, p in UZA4_ROWS],
    }


# uau5: a furniture retailer's sales order, GST-inclusive prices, a deposit paid and a balance due
UAU5_ROWS = (
    ("SOF-OSL3-SG", "Oslo 3-seater sofa, Sage boucle", "1", "2899.00"),
    ("ARM-OSL-SG", "Oslo armchair, Sage boucle", "2", "1149.00"),
    ("CT-MRB-120", "Carrara marble coffee table 120 cm", "1", "1290.00"),
    ("RUG-JUT-23", "Jute rug 200 x 300 cm, natural", "1", "549.00"),
    ("CUS-LIN-45", "Linen cushion 45 cm, Rust", "4", "69.00"),
    ("SVC-FABPRO", "Fabric protection, 3 pieces", "1", "189.00"),
    ("DEL-MET", "Delivery & placement, metro", "1", "149.00"),
)


def _uau5_head(c) -> None:
    w, h = A4
    left, right = 48, w - 48
    c.setFillColorRGB(0.55, 0.42, 0.3)
    _centre(c, w, h - 62, "BRUNSWICK & CO.", 26, "Times-Bold")
    c.setFillColorRGB(0.35, 0.35, 0.35)
    _centre(c, w, h - 77, "FURNITURE  ·  LIGHTING  ·  HOMEWARES", 8, "Helvetica")
    _centre(c, w, h - 92, "Brunswick & Co. Furniture Pty Ltd  ·  ABN 61 142 883 057", 8)
    _centre(c, w, h - 102, "402 Sydney Road, Brunswick VIC 3056  ·  (03) 9555 0147  ·  brunswickco.com.au", 8)
    c.setFillGray(0)
    c.setStrokeColorRGB(0.55, 0.42, 0.3)
    c.line(left, h - 112, right, h - 112)
    c.setStrokeGray(0)
    _text(c, left, h - 140, "Sales Order", 16, "Times-Bold")
    info = (
        ("Order no.", "BR-26-03317"),
        ("Order date", "14 Nov 2026"),
        ("Sales consultant", "Priya S."),
        ("Delivery date", "18 Dec 2026 (AM)"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 360, h - 136 - 13 * i, k, 8.5)
        _text(c, right, h - 136 - 13 * i, v, 9, BOLD if i in (0, 3) else "Helvetica", True)
    _text(c, left, h - 164, "Customer", 8, BOLD)
    customer = ("Olivia Tran", "14/27 Lygon Street", "Carlton North VIC 3054", "0412 555 093")
    _block(c, left, h - 177, customer, 9, pitch=11.5)
    _text(c, 200, h - 164, "Deliver to", 8, BOLD)
    _block(
        c,
        200,
        h - 177,
        ("Same as customer", "Apartment, level 3, lift access", "Call 30 min ahead"),
        9,
        pitch=11.5,
    )


def uau5(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    _uau5_head(c)
    xs = (left, 128, 362, 396, 474, right)
    top = h - 250
    titles = ("Item", "Description", "Qty", "Unit price", "Amount")
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    _row(c, xs, top, titles, "llrrr", 8.5, "Times-Bold")
    c.line(left, top - 6, right, top - 6)
    total = Decimal(0)
    for i, (code, d, q, p) in enumerate(UAU5_ROWS):
        amount = _ext(q, p)
        total += amount
        y = top - 22 - 17 * i
        _row(c, xs, y, (code, d, q, _num(Decimal(p)), _num(amount)), "llrrr", 9, "Times-Roman")
    y = top - 22 - 17 * len(UAU5_ROWS) + 6
    c.line(left, y, right, y)
    gst = (total / 11).quantize(CENT, ROUND_HALF_UP)
    deposit = Decimal("2000.00")
    pairs = (
        ("Order total (inc. GST)", f"${_num(total)}"),
        ("GST included in total", f"${_num(gst)}"),
        ("Deposit paid 14/11/2026 (EFTPOS)", f"-${_num(deposit)}"),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, 318, y - 18 - 15 * i, k, 9.5, BOLD if i == 0 else "Times-Roman")
        _text(c, right, y - 18 - 15 * i, v, 9.5, BOLD if i == 0 else "Times-Roman", True)
    c.setLineWidth(1.2)
    c.rect(312, y - 84, right - 312, 24)
    _text(c, 318, y - 76, "BALANCE DUE", 11, "Times-Bold")
    _text(c, right - 6, y - 76, f"${_num(total - deposit)}", 11, "Times-Bold", True)
    _text(c, 312, y - 98, "Balance payable in full before delivery. All prices in AUD.", 7.5, "Times-Italic")
    terms = (
        "Terms of sale",
        "1. Custom upholstery is made to order (8-10 weeks); the deposit is non-refundable once",
        "    production has commenced.",
        "2. Delivery dates are estimates; we will confirm a two-hour window two days before.",
        "3. Please check goods on delivery and note any damage on the delivery docket.",
        "4. Your rights under the Australian Consumer Law are not affected.",
    )
    _block(c, left, y - 136, terms, 8.5, "Times-Roman", pitch=12, first="Times-Bold")
    c.setLineWidth(0.5)
    c.line(left, y - 232, left + 200, y - 232)
    _text(c, left, y - 242, "Customer signature", 7.5)
    c.line(320, y - 232, right, y - 232)
    _text(c, 320, y - 242, "For Brunswick & Co.", 7.5)
    c.setFillGray(0.45)
    _centre(
        c,
        w,
        40,
        "This is a sales order, not a tax invoice. A tax invoice will be issued on final payment.",
        7.5,
        "Times-Italic",
    )
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "BR-26-03317",
            "date": "2026-11-14",
            "due_date": "2026-12-18",
            "total_amount": _plain(total),
            "tax_amount": _plain(gst),
            "currency": "AUD",
            "vendor_name": "Brunswick & Co. Furniture Pty Ltd",
            "customer_name": "Olivia Tran",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, p in UAU5_ROWS],
    }


# ukr6: a Korean machine-parts maker's purchase order in English, KRW without decimals, VAT 10 %
UKR6_ROWS = (
    ("DS-SB-1030", "Hex socket bolt", "M10 x 30, SCM435", "5000", "EA", "185"),
    ("DS-NT-1000", "Flange nut", "M10, S45C, Zn plated", "5000", "EA", "92"),
    ("DS-PN-0620", "Dowel pin", "6 x 20, SUJ2", "3000", "EA", "64"),
    ("DS-BR-2214", "Bracket, stamped", "t2.3, SPHC, ED coat", "1200", "EA", "1850"),
    ("DS-SH-4012", "Shaft, ground", "D40 x 120, S45C", "400", "EA", "12400"),
    ("DS-SP-0815", "Compression spring", "WD0.8 x OD15, SWP-B", "2500", "EA", "210"),
    ("DS-JG-0001", "Inspection jig", "for DS-BR-2214", "1", "SET", "1650000"),
)


def _krw(v: Decimal) -> str:
    return _num(v, ",", ".", 0)


def _stamp(c, x: float, y: float, name: str) -> None:
    """A red seal with a name in it, centred at (x, y)."""
    c.setStrokeColorRGB(0.8, 0.1, 0.1)
    c.setFillColorRGB(0.8, 0.1, 0.1)
    c.setLineWidth(1.2)
    c.circle(x, y, 11, stroke=1, fill=0)
    _centre(c, 2 * x, y - 2.5, name, 6.5, BOLD)
    c.setStrokeGray(0)
    c.setFillGray(0)
    c.setLineWidth(0.6)


def _ukr6_head(c) -> None:
    w, h = A4
    left, right = 42, w - 42
    _text(c, left, h - 50, "HANBIT PRECISION", 15, BOLD)
    c.setFillColorRGB(0.0, 0.3, 0.6)
    c.rect(left, h - 58, 150, 3, stroke=0, fill=1)
    c.setFillGray(0)
    _block(
        c,
        left,
        h - 70,
        (
            "Hanbit Precision Co., Ltd.",
            "58, Sandan-ro 19beon-gil, Danwon-gu,",
            "Ansan-si, Gyeonggi-do 15434, Korea",
            "Tel +82-31-555-0417  Fax +82-31-555-0418",
            "Business Reg. No. 134-81-52207",
        ),
        7.5,
        pitch=9.5,
    )
    # approval boxes
    c.setLineWidth(0.6)
    x0 = right - 174
    c.rect(x0, h - 96, 18, 58)
    for k, ch in enumerate("APPR"):
        _centre(c, 2 * x0 + 18, h - 52 - 10 * k, ch, 6.5, BOLD)
    for k, (title, name) in enumerate((("Prepared", "Lee"), ("Reviewed", "Choi"), ("Approved", "Jung"))):
        x = x0 + 18 + 52 * k
        c.rect(x, h - 96, 52, 58)
        c.line(x, h - 52, x + 52, h - 52)
        _centre(c, 2 * x + 52, h - 48, title, 7, BOLD)
        _stamp(c, x + 26, h - 70, name)
        _centre(c, 2 * x + 52, h - 93, "11/20", 6)
    _centre(c, w, h - 128, "PURCHASE ORDER", 20, BOLD)
    c.setLineWidth(0.8)
    c.line(w / 2 - 100, h - 133, w / 2 + 100, h - 133)
    c.line(w / 2 - 100, h - 136, w / 2 + 100, h - 136)


def _ukr6_parties(c, top: float) -> None:
    w = A4[0]
    left, right = 42, w - 42
    mid = w / 2
    rows_l = (
        ("To", "Daesung Industrial Co., Ltd."),
        ("Business Reg. No.", "137-81-40226"),
        ("Representative", "Kim Sung-ho"),
        ("Attn.", "Mr. Park Ji-hoon, Sales Team"),
        ("Address", "112, Namdongseo-ro, Namdong-gu, Incheon"),
    )
    rows_r = (
        ("P/O No.", "HBP-2611-0387"),
        ("P/O Date", "2026.11.20"),
        ("Delivery Date", "2026.12.04"),
        ("Delivery Place", "Ansan Plant 2, Gate 3"),
        ("Payment Terms", "T/T, end of following month"),
    )
    pitch = 16
    c.setLineWidth(0.5)
    for x0, x1, rows in ((left, mid - 4, rows_l), (mid + 4, right, rows_r)):
        _band(c, x0, top - pitch * len(rows), 76, pitch * len(rows), (0.9, 0.93, 0.97))
        _grid(c, (x0, x0 + 76, x1), top, len(rows), pitch)
        for i, (k, v) in enumerate(rows):
            _text(c, x0 + 4, top - pitch * i - 11, k, 7, BOLD)
            _text(c, x0 + 80, top - pitch * i - 11, v, 7.8, BOLD if i == 0 else "Helvetica")
    _text(
        c,
        left,
        top - pitch * 5 - 16,
        "We are pleased to place our order as follows under the terms below.",
        8.5,
    )


def ukr6(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    _ukr6_head(c)
    _ukr6_parties(c, h - 150)
    xs = (left, 64, 132, 232, 334, 378, 406, 460, right)
    top = h - 262
    n = len(UKR6_ROWS) + 3
    _band(c, left, top - 17, right - left, 17, (0.9, 0.93, 0.97))
    foot = _grid(c, xs, top, n, 17)
    titles = ("No.", "Item Code", "Description", "Specification", "Q'ty", "Unit", "Unit Price", "Amount")
    aligns = "clllrcrr"
    _row(c, xs, top - 12, titles, aligns, 7.5, BOLD)
    supply = Decimal(0)
    for i, (code, d, spec, q, unit, p) in enumerate(UKR6_ROWS):
        amount = _ext(q, p, 0)
        supply += amount
        cells = (str(i + 1), code, d, spec, _krw(Decimal(q)), unit, _krw(Decimal(p)), _krw(amount))
        _row(c, xs, top - 17 * (i + 1) - 12, cells, aligns, 7.8)
    vat = (supply * Decimal("0.1")).quantize(Decimal(1), ROUND_HALF_UP)
    total = supply + vat
    sums = (("Supply Amount (KRW)", supply), ("VAT (10%)", vat), ("Total Amount (KRW)", total))
    for i, (k, v) in enumerate(sums):
        y = foot - 17 * i
        c.rect(334, y - 17, right - 334, 17)
        if i == 2:
            _band(c, 334.5, y - 16.5, right - 335, 16, (0.9, 0.93, 0.97))
        _text(c, 340, y - 12, k, 8, BOLD)
        _text(c, right - 4, y - 12, _krw(v), 8.5, BOLD if i == 2 else "Helvetica", True)
    y = foot - 51 - 24
    remarks = (
        "Remarks",
        "1. Please confirm receipt of this P/O by e-mail within 2 working days (purchasing@hanbitprec.co.kr).",
        "2. Delivery with packing list and inspection report (dimensions, hardness, plating thickness).",
        "3. Electronic tax invoice to be issued to tax@hanbitprec.co.kr quoting the P/O No.",
        "4. Non-conforming parts will be returned at the supplier's cost. Currency: KRW.",
    )
    _block(c, left, y, remarks, 8, pitch=12, first=BOLD)
    _text(c, right, y - 90, "Hanbit Precision Co., Ltd.", 10, BOLD, True)
    _text(c, right, y - 104, "Purchasing Team Manager  Jung Hae-won", 8.5, right=True)
    _stamp(c, right - 30, y - 128, "HBP")
    c.setFillGray(0.45)
    _centre(c, w, 38, "Form HBP-PU-01 (Rev. 4)  |  Page 1/1", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "HBP-2611-0387",
            "date": "2026-11-20",
            "due_date": "2026-12-04",
            "total_amount": _plain(total, 0),
            "tax_amount": _plain(vat, 0),
            "currency": "KRW",
            "vendor_name": "Daesung Industrial Co., Ltd.",
            "customer_name": "Hanbit Precision Co., Ltd.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p, 0), 0), code) for code, d, _, q, _, p in UKR6_ROWS],
    }


# utr7: an olive-oil producer's purchase order form, KDV %20, TRY
UTR7_ROWS = (
    ("CAM-250-MR", "Marasca sise 250 ml, yesil", "12000", "Adet", "4.85"),
    ("CAM-500-MR", "Marasca sise 500 ml, yesil", "8000", "Adet", "6.40"),
    ("CAM-1000-DR", "Dorica sise 1 L, seffaf", "3000", "Adet", "9.75"),
    ("KPK-31-AL", "Alüminyum kapak 31,5 mm (100'lü)", "240", "Koli", "186.00"),
    ("KPK-31-DK", "Dökücü kapak 31,5 mm (100'lü)", "60", "Koli", "412.50"),
    ("AMB-KL-12", "Oluklu koli 12'li, baskili", "1500", "Adet", "14.20"),
)
OLIVE = (0.33, 0.42, 0.12)


def _try(v: Decimal) -> str:
    return _num(v, ".", ",")


def _utr7_head(c) -> None:
    w, h = A4
    left, right = 40, w - 40
    c.setFillColorRGB(*OLIVE)
    c.ellipse(left, h - 80, left + 26, h - 44, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * left + 26, h - 66, "EZ", 10, BOLD)
    c.setFillGray(0)
    _text(c, left + 34, h - 56, "Ege Zeytin Gida San. ve Tic. Ltd. Sti.", 12.5, BOLD)
    _block(
        c,
        left + 34,
        h - 68,
        (
            "Yazibasi Mah. 3021 Sok. No: 14, Torbali / IZMIR",
            "Tel: 0232 555 04 18  -  satinalma@egezeytin.com.tr",
            "Torbali V.D. 3310457821  -  Mersis No: 0331045782100015",
        ),
        7.3,
        pitch=9,
    )
    cells = (("Siparis No", "SAS-2026-1142"), ("Sayfa", "1 / 1"))
    c.setLineWidth(0.6)
    _boxes(c, right - 170, h - 44, cells, (110, 60), 24, 9, BOLD)
    _boxes(
        c,
        right - 170,
        h - 68,
        (("Siparis Tarihi", "23.11.2026"), ("Teslim Tarihi", "07.12.2026")),
        (85, 85),
        24,
        9,
    )
    c.setLineWidth(1.2)
    c.rect(left, h - 130, right - left, 26)
    _band(c, left + 0.6, h - 129.4, right - left - 1.2, 24.8, (0.92, 0.94, 0.86))
    _centre(c, w, h - 122, "SATIN ALMA SIPARIS FORMU", 13, BOLD)
    c.setLineWidth(0.6)
    blocks = (
        (
            left,
            "TEDARIKÇI FIRMA",
            (
                "Anadolu Cam Ambalaj San. ve Tic. A.S.",
                "Organize Sanayi Bölgesi 4. Cad. No: 9",
                "Kirklareli",
                "Kirklareli V.D. 0710228394",
                "Yetkili: Murat Kaya",
            ),
        ),
        (
            w / 2 + 4,
            "TESLIMAT ADRESI",
            (
                "Ege Zeytin - Dolum Tesisi",
                "Yazibasi Mah. 3021 Sok. No: 14",
                "Torbali / IZMIR",
                "Mal kabul: 08:00 - 16:30",
                "Irtibat: Hakan Öztürk",
            ),
        ),
    )
    for x, title, lines in blocks:
        c.rect(x, h - 222, w / 2 - 44, 82)
        _text(c, x + 6, h - 152, title, 7.5, BOLD)
        _block(c, x + 6, h - 166, lines, 8.5, pitch=11, first=BOLD)


def utr7(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _utr7_head(c)
    xs = (left, 68, 138, 316, 370, 410, 474, right)
    top = h - 240
    titles = ("Sira", "Stok Kodu", "Malzeme Açiklamasi", "Miktar", "Birim", "Birim Fiyat", "Tutar (TL)")
    aligns = "cllrcrr"
    n = len(UTR7_ROWS) + 1
    _band(c, left, top - 18, right - left, 18, OLIVE)
    foot = _grid(c, xs, top, n + 3, 18)
    c.setFillGray(1)
    _row(c, xs, top - 12.5, titles, aligns, 7.6, BOLD)
    c.setFillGray(0)
    net = Decimal(0)
    for i, (code, d, q, unit, p) in enumerate(UTR7_ROWS):
        amount = _ext(q, p)
        net += amount
        cells = (str(i + 1), code, d, _num(Decimal(q), ".", ",", 0), unit, _try(Decimal(p)), _try(amount))
        _row(c, xs, top - 18 * (i + 1) - 12.5, cells, aligns, 8)
    vat = (net * Decimal("0.20")).quantize(CENT, ROUND_HALF_UP)
    total = net + vat
    y = foot - 16
    _pairs(c, 376, right - 4, y, (("Ara Toplam", f"{_try(net)} TL"), ("KDV %20", f"{_try(vat)} TL")))
    c.setLineWidth(1)
    c.rect(370, y - 42, right - 370, 20)
    _text(c, 376, y - 35, "Genel Toplam", 10, BOLD)
    _text(c, right - 4, y - 35, f"{_try(total)} TL", 10, BOLD, True)
    _text(c, 370, y - 54, "Para Birimi: TRY", 7.5)
    notes = (
        ("Ödeme Sekli", "Teslimattan itibaren 60 gün vadeli, havale"),
        ("Teslim Sekli", "Tedarikçi nakliyesi ile, tesis teslim"),
        ("Fatura", "e-Fatura; siparis numarasi faturada belirtilmelidir"),
        ("Kalite", "Siseler gida ile temasa uygunluk beyani ile gönderilmelidir"),
    )
    for i, (k, v) in enumerate(notes):
        _text(c, left, y - 4 - 12 * i, k, 7.5, BOLD)
        _text(c, left + 64, y - 4 - 12 * i, ": " + v, 7.5)
    sig = (
        ("Hazirlayan", "Elif Aydin", "Satin Alma Uzmani"),
        ("Kontrol Eden", "Hakan Öztürk", "Üretim Müdürü"),
        ("Onaylayan", "Selim Ergin", "Genel Müdür"),
    )
    bw = (right - left) / 3
    for k, (title, name, role) in enumerate(sig):
        x = left + bw * k
        c.setLineWidth(0.6)
        c.rect(x, y - 176, bw, 96)
        _centre(c, 2 * x + bw, y - 94, title, 8, BOLD)
        _centre(c, 2 * x + bw, y - 150, name, 8.5)
        _centre(c, 2 * x + bw, y - 162, role, 7.5)
    c.setFillGray(0.4)
    _centre(c, w, 40, "Bu siparis formu elektronik ortamda hazirlanmistir.  Form No: SA-F-03 / Rev.02", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "SAS-2026-1142",
            "date": "2026-11-23",
            "due_date": "2026-12-07",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "TRY",
            "vendor_name": "Anadolu Cam Ambalaj San. ve Tic. A.S.",
            "customer_name": "Ege Zeytin Gida San. ve Tic. Ltd. Sti.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, q, _, p in UTR7_ROWS],
    }


# ubr8: a São Paulo builder's pedido de compra, IPI per line
UBR8_ROWS = (
    ("CB-2.5-AZ", "Cabo flexível 2,5 mm² azul 750V", "RL", "40", "289.90", "5"),
    ("CB-6.0-PT", "Cabo flexível 6 mm² preto 750V", "RL", "12", "689.00", "5"),
    ("DJ-1P-20", "Disjuntor DIN 1P 20A curva C", "PC", "150", "14.85", "10"),
    ("DJ-3P-63", "Disjuntor DIN 3P 63A curva C", "PC", "8", "142.60", "10"),
    ("ELD-25", "Eletroduto corrugado 25 mm (50 m)", "RL", "60", "58.40", "5"),
    ("QD-24", "Quadro distribuição 24 disj.", "PC", "18", "236.00", "10"),
    ("TM-2PT", "Tomada 2P+T 10A branca c/ placa", "PC", "320", "9.65", "10"),
)


def _brl(v: Decimal) -> str:
    return _num(v, ".", ",")


def _ubr8_head(c) -> None:
    w, h = A4
    left, right = 40, w - 40
    c.setLineWidth(0.8)
    c.rect(left, h - 112, right - left, 76)
    c.setFillColorRGB(0.9, 0.45, 0.05)
    p = c.beginPath()
    p.moveTo(left + 10, h - 100)
    p.lineTo(left + 40, h - 48)
    p.lineTo(left + 70, h - 100)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 80, h - 56, "Construtora Horizonte Paulista Ltda.", 12, BOLD)
    _block(
        c,
        left + 80,
        h - 69,
        (
            "Rua Vergueiro, 2.450 - 8º andar - Vila Mariana",
            "São Paulo - SP - CEP 04102-000",
            "CNPJ 21.448.903/0001-57  -  IE 114.207.388.119",
            "compras@horizontepaulista.com.br  -  (11) 5555-0142",
        ),
        7.5,
        pitch=9.5,
    )
    c.line(380, h - 112, 380, h - 36)
    _centre(c, 380 + right, h - 56, "PEDIDO DE COMPRA", 12, BOLD)
    _centre(c, 380 + right, h - 74, "Nº 2026/00871", 13, BOLD)
    _centre(c, 380 + right, h - 92, "Data de emissão: 26/11/2026", 8.5)
    _centre(c, 380 + right, h - 104, "Revisão 0", 7.5)
    c.rect(left, h - 190, right - left, 72)
    _text(c, left + 6, h - 130, "FORNECEDOR", 7.5, BOLD)
    supplier = (
        ("Razão social:", "Eletro Campinas Materiais Elétricos Ltda."),
        ("CNPJ:", "08.615.274/0001-32     IE: 244.591.320.117"),
        ("Endereço:", "Av. John Boyd Dunlop, 3.100 - Jd. Ipaussurama - Campinas - SP"),
        ("Contato:", "Renata Albuquerque - vendas@eletrocampinas.com.br - (19) 5555-0176"),
    )
    for i, (k, v) in enumerate(supplier):
        _text(c, left + 6, h - 144 - 12 * i, k, 8, BOLD)
        _text(c, left + 76, h - 144 - 12 * i, v, 8.5)
    cells = (
        ("PRAZO DE ENTREGA", "09/12/2026"),
        ("CONDIÇÃO DE PAGAMENTO", "28/42/56 dias"),
        ("FRETE", "CIF"),
        ("OBRA / CENTRO DE CUSTO", "Res. Jardim Aclimação - CC 114"),
    )
    _boxes(c, left, h - 196, cells, (96, 120, 50, right - left - 266), 26, 8.5)


def ubr8(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _ubr8_head(c)
    xs = (left, 62, 116, 272, 294, 328, 382, 444, 476, right)
    top = h - 236
    titles = ("Item", "Código", "Descrição", "Un", "Qtde", "Vlr. Unit.", "Vlr. Total", "IPI %", "Vlr. IPI")
    aligns = "cllcrrrrr"
    n = len(UBR8_ROWS) + 1
    _band(c, left, top - 16, right - left, 16, (0.88, 0.88, 0.88))
    c.setLineWidth(0.5)
    foot = _grid(c, xs, top, n, 16)
    _row(c, xs, top - 11, titles, aligns, 7.3, BOLD)
    goods = ipi = Decimal(0)
    for i, (code, d, un, q, p, rate) in enumerate(UBR8_ROWS):
        amount = _ext(q, p)
        tax = (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)
        goods += amount
        ipi += tax
        cells = (f"{i + 1:03d}", code, d, un, q, _brl(Decimal(p)), _brl(amount), rate, _brl(tax))
        _row(c, xs, top - 16 * (i + 1) - 11, cells, aligns, 7.5)
    total = goods + ipi
    pairs = (("Valor dos produtos", goods), ("Valor do IPI", ipi), ("Valor total do pedido", total))
    for i, (k, v) in enumerate(pairs):
        y = foot - 18 * i
        c.rect(328, y - 18, right - 328, 18)
        font = BOLD if i == 2 else "Helvetica"
        _text(c, 334, y - 12.5, k, 8.5, font)
        _text(c, right - 4, y - 12.5, f"R$ {_brl(v)}", 8.5, font, True)
    obs = (
        "OBSERVAÇÕES",
        "1. Informar o número deste pedido na nota fiscal eletrônica (NF-e) e no DANFE.",
        "2. Entrega na obra: Rua Muniz de Sousa, 880 - Aclimação - São Paulo - SP,",
        "    de segunda a sexta, das 7h às 16h. Falar com o almoxarife Sr. Edson.",
        "3. Materiais devem atender às normas ABNT NBR NM 247-3 e NBR IEC 60898.",
        "4. Valores em reais (BRL). ICMS incluso nos preços unitários.",
    )
    _block(c, left, foot - 76, obs, 8, pitch=11.5, first=BOLD)
    c.setLineWidth(0.5)
    for k, (name, role) in enumerate((("Juliana Prado", "Comprador"), ("Eng. Marcos Teixeira", "Aprovação"))):
        x = left + 260 * k
        c.line(x, 110, x + 220, 110)
        _centre(c, 2 * x + 220, 98, name, 8.5)
        _centre(c, 2 * x + 220, 87, role, 7.5)
    c.setFillGray(0.4)
    _centre(c, w, 46, "Documento emitido pelo sistema de suprimentos - Construtora Horizonte Paulista", 7)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "2026/00871",
            "date": "2026-11-26",
            "due_date": "2026-12-09",
            "total_amount": _plain(total),
            "tax_amount": _plain(ipi),
            "currency": "BRL",
            "vendor_name": "Eletro Campinas Materiais Elétricos Ltda.",
            "customer_name": "Construtora Horizonte Paulista Ltda.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, _, q, p, _ in UBR8_ROWS],
    }


# uin9: a Pune polymer maker's sales order, CGST + SGST, round-off, amount in words
UIN9_ROWS = (
    ("VP-LT-1602", "LLDPE lateral pipe 16 mm x 500 m", "39172390", "120", "Roll", "2185.00"),
    ("VP-HD-6304", "HDPE pipe 63 mm PN4, 6 m", "39172190", "340", "Nos", "412.50"),
    ("VP-SF-6325", "Screen filter 63 mm, 25 m3/h", "84212190", "6", "Nos", "6850.00"),
    ("VP-TK-1616", "Take-off connector 16 mm", "39174000", "4000", "Nos", "4.75"),
    ("VP-EC-1600", "End cap 16 mm, figure 8", "39174000", "2400", "Nos", "1.60"),
    ("VP-BV-6300", "PP ball valve 63 mm", "84818090", "24", "Nos", "389.00"),
)


def _uin9_head(c) -> None:
    w, h = A4
    left, right = 36, w - 36
    c.setLineWidth(0.8)
    c.rect(left, 40, right - left, h - 76)
    _band(c, left + 10, h - 86, 40, 40, (0.0, 0.45, 0.55))
    c.setFillGray(1)
    _centre(c, 2 * left + 60, h - 72, "VP", 14, BOLD)
    c.setFillGray(0)
    _text(c, left + 60, h - 56, "Vardhman Polymers Pvt. Ltd.", 14, BOLD)
    _block(
        c,
        left + 60,
        h - 68,
        (
            "Plot No. B-47, MIDC Chakan Phase II, Pune - 410501, Maharashtra",
            "GSTIN: 27AAECV4418K1Z3   PAN: AAECV4418K   CIN: U25209PN2009PTC134412",
            "sales@vardhmanpolymers.in  |  +91 20 5555 0412",
        ),
        7.5,
        pitch=9.5,
    )
    c.line(left, h - 100, right, h - 100)
    _centre(c, w, h - 115, "SALES ORDER", 12, BOLD)
    c.line(left, h - 122, right, h - 122)
    mid = 330
    c.line(mid, h - 122, mid, h - 212)
    _text(c, left + 6, h - 134, "Buyer (Bill to)", 7.5, BOLD)
    buyer = (
        "Kaveri Agro Industries",
        "Gat No. 212, Ambad MIDC",
        "Nashik - 422010, Maharashtra",
        "GSTIN: 27AAKFK2291M1ZQ",
        "State: Maharashtra, Code: 27",
    )
    _block(c, left + 6, h - 147, buyer, 8.5, pitch=11.5, first=BOLD)
    info = (
        ("SO No.", "VPL/SO/26-27/0412"),
        ("SO Date", "18-Nov-2026"),
        ("Buyer's PO", "KAI/PO/1187 dt. 15-Nov-2026"),
        ("Delivery Date", "02-Dec-2026"),
        ("Payment Terms", "45 days from invoice"),
        ("Dispatch", "By road, freight to pay"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, mid + 6, h - 134 - 12.5 * i, k, 7.5)
        _text(c, mid + 76, h - 134 - 12.5 * i, ": " + v, 8, BOLD if i in (0, 3) else "Helvetica")
    c.line(left, h - 212, right, h - 212)


def _uin9_totals(c, y: float, taxable: Decimal) -> tuple[Decimal, Decimal]:
    """uin9's tax summary under the table; its total tax and grand total."""
    right = A4[0] - 36
    cgst = (taxable * Decimal("0.09")).quantize(CENT, ROUND_HALF_UP)
    sgst = cgst
    tax = cgst + sgst
    exact = taxable + tax
    grand = exact.quantize(Decimal(1), ROUND_HALF_UP)
    pairs = (
        ("Taxable Value", _inr(taxable)),
        ("CGST @ 9%", _inr(cgst)),
        ("SGST @ 9%", _inr(sgst)),
        ("Total Tax", _inr(tax)),
        ("Round Off", _num(grand - exact)),
    )
    for i, (k, v) in enumerate(pairs):
        font = BOLD if i == 3 else "Helvetica"
        _text(c, 366, y - 13 * i, k, 8.5, font)
        _text(c, right - 6, y - 13 * i, v, 8.5, font, True)
    c.line(360, y - 70, right, y - 70)
    _text(c, 366, y - 84, "Grand Total (Rs.)", 10, BOLD)
    _text(c, right - 6, y - 84, _inr(grand), 10, BOLD, True)
    c.line(360, y - 91, right, y - 91)
    return tax, grand


def uin9(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    _uin9_head(c)
    xs = (left, 60, 122, 282, 338, 378, 412, 470, right)
    top = h - 212
    titles = (
        "Sr.",
        "Item Code",
        "Description of Goods",
        "HSN/SAC",
        "Qty",
        "UOM",
        "Rate (Rs.)",
        "Amount (Rs.)",
    )
    aligns = "cllcrcrr"
    _band(c, left + 0.4, top - 18, right - left - 0.8, 18, (0.88, 0.94, 0.95))
    c.line(left, top - 18, right, top - 18)
    _row(c, xs, top - 12.5, titles, aligns, 7.3, BOLD)
    taxable = Decimal(0)
    for i, (code, d, hsn, q, uom, p) in enumerate(UIN9_ROWS):
        amount = _ext(q, p)
        taxable += amount
        y = top - 32 - 16 * i
        _row(c, xs, y, (str(i + 1), code, d, hsn, q, uom, _inr(Decimal(p)), _inr(amount)), aligns, 8)
    foot = top - 32 - 16 * len(UIN9_ROWS) - 4
    for x in xs[1:-1]:
        c.line(x, top, x, foot)
    c.line(left, foot, right, foot)
    tax, grand = _uin9_totals(c, foot - 16, taxable)
    c.line(360, foot, 360, foot - 91)
    c.line(left, foot - 91, right, foot - 91)
    _text(c, left + 6, foot - 16, "Amount Chargeable (in words)", 7.5, BOLD)
    _text(c, left + 6, foot - 30, f"Rupees {_words(int(grand))}", 7.5)
    _text(c, left + 6, foot - 42, "Only", 7.5)
    _text(c, left + 6, foot - 62, "Tax Amount (in words)", 7.5, BOLD)
    whole, paise = _plain(tax).split(".")
    _text(c, left + 6, foot - 76, f"Rupees {_words(int(whole))} and Paise {_words(int(paise))} Only", 7)
    terms = (
        "Terms & Conditions",
        "1. Prices in INR, ex-works Chakan; freight and transit insurance to the buyer's account.",
        "2. Delivery date is subject to receipt of this order duly signed within 3 days.",
        "3. Interest @ 18% p.a. will be charged on payments delayed beyond the due date.",
        "4. Subject to Pune jurisdiction.",
        "",
        "Bank: HDFC Bank Ltd., Chakan Branch  A/c No. 50200041187733  IFSC HDFC0004412",
    )
    _block(c, left + 6, foot - 112, terms, 7.5, pitch=11, first=BOLD)
    _text(c, right - 6, 120, "For Vardhman Polymers Pvt. Ltd.", 8.5, BOLD, True)
    _text(c, right - 6, 76, "Authorised Signatory", 8, right=True)
    _text(c, left + 6, 76, "Customer's Acceptance", 8)
    _centre(c, w, 28, "This is a computer generated document.", 7)
    return {
        "fields": {
            "document_number": "VPL/SO/26-27/0412",
            "date": "2026-11-18",
            "due_date": "2026-12-02",
            "total_amount": _plain(grand),
            "tax_amount": _plain(tax),
            "currency": "INR",
            "vendor_name": "Vardhman Polymers Pvt. Ltd.",
            "customer_name": "Kaveri Agro Industries",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), code) for code, d, _, q, _, p in UIN9_ROWS],
    }


# uus10: a Dynamics 365-style purchase order of 28 lines over two pages from a Dayton manufacturer
UUS10_ROWS = (
    ("10-4471", "Hex cap screw 1/2-13 x 2, Gr 8, yellow zinc", "500", "ea", "0.62"),
    ("10-4473", "Hex cap screw 1/2-13 x 3, Gr 8, yellow zinc", "300", "ea", "0.84"),
    ("10-5120", "Flange nut 1/2-13, Gr G, serrated", "800", "ea", "0.27"),
    ("10-6008", "Flat washer 1/2 SAE, hardened", "1000", "ea", "0.09"),
    ("12-0310", "Socket head cap screw M8 x 25, 12.9", "600", "ea", "0.31"),
    ("12-0318", "Socket head cap screw M10 x 40, 12.9", "400", "ea", "0.58"),
    ("15-2204", "Threadlocker, medium strength, 50 ml", "24", "ea", "17.85"),
    ("15-3310", "Anti-seize compound, 8 oz brush top", "12", "ea", "14.20"),
    ("20-1102", "Cutting oil, water soluble, 5 gal", "8", "pail", "96.40"),
    ("20-1140", "Way oil ISO 68, 5 gal", "4", "pail", "78.90"),
    ("22-0450", "Shop towels, blue, 200 ct box", "20", "box", "21.75"),
    ("22-0610", "Nitrile gloves 6 mil, XL, 100 ct", "30", "box", "13.60"),
    ("25-7701", "Flap disc 4-1/2 in, 60 grit, zirconia", "100", "ea", "3.45"),
    ("25-7705", "Flap disc 4-1/2 in, 80 grit, zirconia", "100", "ea", "3.45"),
    ("25-8120", "Cut-off wheel 4-1/2 x .045, metal", "150", "ea", "1.92"),
    ("27-3300", "Carbide end mill 1/2 in, 4 FL, TiAlN", "12", "ea", "38.75"),
    ("27-3310", "Carbide end mill 3/8 in, 4 FL, TiAlN", "12", "ea", "29.60"),
    ("27-4402", "Drill bit set 1/16-1/2, cobalt, 29 pc", "3", "set", "112.00"),
    ("28-1006", "CNMG 432 insert, P25, coated", "50", "ea", "8.35"),
    ("30-0012", "Safety glasses, clear, anti-fog", "48", "ea", "3.10"),
    ("30-0140", "Earplugs, foam, corded, 100 pr", "6", "box", "42.80"),
    ("32-5518", "Pneumatic hose 3/8 x 50 ft, w/ fittings", "6", "ea", "46.25"),
    ("32-5600", "Quick coupler 1/4 NPT, industrial", "40", "ea", "4.15"),
    ("35-2001", "Hydraulic filter element, 10 micron", "10", "ea", "27.40"),
    ("35-2015", "V-belt B-58, cogged", "8", "ea", "18.95"),
    ("38-9100", "Marking paint, white, 12 oz aerosol", "24", "ea", "6.80"),
    ("40-1205", "Pallet wrap 18 in x 1500 ft, 80 ga", "16", "roll", "22.40"),
    ("40-3310", "Steel strapping 1/2 in x .020, coil", "4", "coil", "61.50"),
)
D365_BLUE = (0.0, 0.27, 0.5)
UUS10_XS = (40, 64, 124, 350, 394, 428, 492, 572)
UUS10_ALIGN = "rllrlrr"


def _uus10_page(c, page: int) -> float:
    """uus10's header on page ``page`` (1 or 2) with the line table's titles; the y of the first row."""
    w, h = letter
    left, right = 40, w - 40
    p = c.beginPath()
    p.moveTo(left, h - 74)
    p.lineTo(left + 16, h - 44)
    p.lineTo(left + 32, h - 74)
    p.close()
    c.setFillColorRGB(*D365_BLUE)
    c.drawPath(p, stroke=0, fill=1)
    _text(c, left + 40, h - 58, "RIDGEWAY", 16, BOLD)
    c.setFillGray(0)
    _text(c, left + 40, h - 70, "Ridgeway Manufacturing Corp.", 8.5)
    _text(c, right, h - 58, "Purchase order", 18, "Helvetica", True)
    pairs = (("Purchase order", "PO-00041826"), ("Date", "Nov 19, 2026"), ("Page", f"{page} of 2"))
    for i, (k, v) in enumerate(pairs):
        _text(c, 400, h - 80 - 11 * i, k, 8)
        _text(c, right, h - 80 - 11 * i, v, 8.5, right=True)
    y = h - 124 if page == 2 else _uus10_first(c)
    c.setStrokeColorRGB(*D365_BLUE)
    c.setLineWidth(1)
    c.line(left, y + 12, right, y + 12)
    c.line(left, y - 5, right, y - 5)
    c.setStrokeGray(0)
    titles = ("Line", "Item number", "Description", "Quantity", "Unit", "Unit price", "Amount")
    _row(c, UUS10_XS, y, titles, UUS10_ALIGN, 8, BOLD)
    c.setFillGray(0.45)
    c.setFont("Helvetica", 7)
    c.drawCentredString(w / 2, 30, f"Ridgeway Manufacturing Corp.  -  PO-00041826  -  Page {page} of 2")
    c.setFillGray(0)
    return y - 19


def _uus10_first(c) -> float:
    """The first page's vendor, delivery and terms blocks; the y of the line table's titles."""
    w, h = letter
    left, right = 40, w - 40
    _block(c, left, h - 92, ("3300 Webster St", "Dayton, OH 45414", "(937) 555-0126"), 8, pitch=10)
    _text(c, left, h - 140, "Vendor", 8, BOLD)
    vendor = ("Lakeshore Industrial Supply Co.", "1850 E 40th St", "Cleveland, OH 44103")
    _block(c, left, h - 153, vendor, 9, pitch=11.5)
    _text(c, 230, h - 140, "Delivery address", 8, BOLD)
    ship = (
        "Ridgeway Manufacturing Corp.",
        "Plant 1 - Receiving Door 4",
        "3300 Webster St",
        "Dayton, OH 45414",
    )
    _block(c, 230, h - 153, ship, 9, pitch=11.5)
    info = (
        ("Vendor account", "V-000731"),
        ("Our account no.", "RMC-2290"),
        ("Buyer group", "MRO"),
        ("Requester", "Dana Whitaker"),
        ("Terms of payment", "Net 30"),
        ("Mode of delivery", "Vendor truck"),
        ("Delivery terms", "FOB Destination"),
        ("Delivery date", "Dec 3, 2026"),
        ("Currency", "USD"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 400, h - 140 - 11 * i, k, 8)
        _text(c, right, h - 140 - 11 * i, v, 8.5, right=True)
    return h - 262


def uus10(c) -> dict:
    w = letter[0]
    left, right = 40, w - 40
    y = _uus10_page(c, 1)
    subtotal = Decimal(0)
    for i, (item, d, q, unit, p) in enumerate(UUS10_ROWS):
        if i == 20:
            c.showPage()
            y = _uus10_page(c, 2)
        amount = _ext(q, p)
        subtotal += amount
        _row(
            c,
            UUS10_XS,
            y,
            (str(i + 1), item, d, _num(Decimal(q), places=0), unit, p, _num(amount)),
            UUS10_ALIGN,
            8.5,
        )
        y -= 17
    tax = (subtotal * Decimal("0.075")).quantize(CENT, ROUND_HALF_UP)
    total = subtotal + tax
    c.setStrokeColorRGB(*D365_BLUE)
    c.line(360, y + 6, right, y + 6)
    c.setStrokeGray(0)
    _pairs(c, 366, right - 4, y - 10, (("Subtotal amount", _num(subtotal)), ("Sales tax (7.5%)", _num(tax))))
    _text(c, 366, y - 40, "Total", 10, BOLD)
    _text(c, right - 4, y - 40, f"{_num(total)} USD", 10, BOLD, True)
    c.setStrokeColorRGB(*D365_BLUE)
    c.line(360, y - 46, right, y - 46)
    c.setStrokeGray(0)
    notes = (
        "Notes",
        "Deliver to Receiving Door 4, Mon-Fri 7:00 AM - 3:00 PM. PO number on every packing slip and invoice.",
        "Substitutions require written approval from the buyer. Over-shipments over 5% will be returned.",
        "Send invoices to ap@ridgewaymfg.com. Ridgeway's purchase order terms (rev. 2025) apply.",
    )
    _block(c, left, y - 80, notes, 8, pitch=11.5, first=BOLD)
    c.line(left, y - 150, left + 220, y - 150)
    _text(c, left, y - 160, "Dana Whitaker, Purchasing Agent", 8)
    return {
        "fields": {
            "document_number": "PO-00041826",
            "date": "2026-11-19",
            "due_date": "2026-12-03",
            "total_amount": _plain(total),
            "tax_amount": _plain(tax),
            "currency": "USD",
            "vendor_name": "Lakeshore Industrial Supply Co.",
            "customer_name": "Ridgeway Manufacturing Corp.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), item) for item, d, q, _, p in UUS10_ROWS],
    }


LAYOUTS = {
    "uus1": (uus1, letter),
    "uis2": (uis2, A4),
    "uus3": (uus3, letter),
    "uza4": (uza4, A4),
    "uau5": (uau5, A4),
    "ukr6": (ukr6, A4),
    "utr7": (utr7, A4),
    "ubr8": (ubr8, A4),
    "uin9": (uin9, A4),
    "uus10": (uus10, letter),
}
SCANNED = ("uis2", "ukr6", "utr7", "ubr8")
