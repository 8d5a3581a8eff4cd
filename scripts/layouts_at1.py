"""Ten hand-written export and trade documents (set at), written on 2026-12-07 in the manner of
scripts/layouts_set.py, of kinds and countries no earlier set drew that way: a Shenzhen electronics exporter's
commercial invoice in English (a grey title band, buyer and consignee boxes, three rows of boxes of keys over
values with the ports, vessel, B/L and FOB Shenzhen, HS codes, cartons, pieces, net and gross weight columns,
the total in words, a red seal, USD, no tax), a Binh Duong garment maker's proforma invoice (style numbers as
item ids, colour and size in each description, a shaded header, FOB Cat Lai, the deposit and balance printed
under the total, USD), a Denizli towel maker's commercial invoice (A4 landscape, Turkish and English labels
written without the letters cp1252 lacks, buyer, consignee and notify boxes, two rows of boxes of keys over
values, GTIP codes, CIF Hamburg with its FOB, freight and insurance split printed beside, EUR 1.234,56), a
Bielefeld machine maker's export invoice in German (DIN-style window address to Switzerland, article numbers,
customs tariff numbers in small grey under the goods rows, packing and freight added after the positions, "USt
0 % (steuerfreie Ausfuhrlieferung)" 0,00, EUR), a Songkhla cannery's invoice (a navy band, keys beside values
in a shaded panel, cartons of cans with the cans counted apart, CFR Jebel Ali, USD), a Ciudad Juarez maquila's
factura comercial in Spanish (IMMEX, folio and dates in boxes, sold-to and ship-to boxes, pedimento, fraccion
arancelaria column, unit prices to four decimals, USD), a Hwaseong connector maker's commercial invoice in the
numbered-box form Korean exporters use ((1) Shipper/Exporter ... (16) Amount), part numbers, quantities in
tens of thousands of pieces, FOB Busan, USD), a Montalcino wine estate's proforma (Times masthead, cases,
bottles a case and bottles, prices a bottle, freight and UK alcohol duty (DDP) between the goods total and the
total, EUR 1.234,56), a Portland fluid-power exporter's commercial invoice of two pages (letter, sold-to,
ship-to and ultimate consignee, AES ITN, Schedule B numbers, 28 rows, subtotal, ocean freight and insurance
added before the total, CIP Callao, USD) and a Prince George sawmill's export invoice (letter landscape,
lumber tallies in board feet such as 12,480 with prices a board foot to three decimals, "GST 0% (zero-rated
export)" 0.00, CAD). Four of them (the Chinese, Thai, Korean and Canadian pages) are also written as scans
(SCANNED), not the two-page invoice.

What the values say where a page leaves a choice: vendor_name is the seller / exporter as its name line prints
it ("SHENZHEN KEYUAN DIGITAL TECHNOLOGY CO., LTD.", "HOA BINH GARMENT JOINT STOCK COMPANY", "Egeli Tekstil
Sanayi ve Ticaret A.S." (not the shortened name over its signature), "Hagedorn Maschinenbau GmbH & Co. KG"
(not the "HAGEDORN" logo), "SIAM GULF CANNING CO., LTD.", "Ensambles Electromecánicos del Norte, S. de R.L. de
C.V.", "Daehan Precision Components Co., Ltd." (box (1)), "Tenuta Poggio Alto S.r.l." (not the masthead
without its legal form), "Cascade Fluid Power, Inc.", "Skeena Ridge Forest Products Ltd."). customer_name is
the buyer / sold-to party that is invoiced, never a consignee, notify party or ultimate consignee printed
beside it: "Northpoint Retail Supply Pty Ltd" (not the consignee Kestrel Freight Services), "Fjellheim Outdoor
AS", "Hanse Heimtex GmbH" (not its warehouse as consignee nor the notify party), "Precimeca SA", "Al Noor
Foodstuff Trading LLC" (not the notify party), "Rio Grande Controls, Inc." (Vendido a, not Consignado a),
"Kinetix Automation Sdn. Bhd." (box (2) "For account & risk of Messrs.", not the notify party), "Harbour &
Vine Wines Ltd", "Andes Hidráulica S.A.C." (Sold To, not the Ship To forwarder nor the ultimate consignee),
"Kansai Mokuzai Trading Co., Ltd." (not the notify party). document_number is the invoice's own number
(Invoice No., PI No., Fatura No, Rechnungs-Nr., Folio, box (8)'s number without its date, N. Proforma), never
the contract, order, B/L, AES ITN, pedimento, MRN or customer number. date is the issue date (not ETD,
sailing, delivery or B/L dates); due_date the date printed as due: the Turkish "Vade Tarihi", the German
"zahlbar bis 02.01.2027" in the notes, the Thai "Due Date", the Mexican "Fecha de vencimiento", the Italian
"Scadenza / Payment due", the US "Due Date", the Canadian "Due Date"; the Chinese (T/T 30 days after B/L),
Vietnamese (deposit and balance against B/L; "Valid until" is the proforma's validity, no due date) and Korean
(T/T 60 days after invoice date) pages print no date due and have none. total_amount is the amount invoiced:
the Chinese FOB total, the Vietnamese "TOTAL FOB VALUE" (not the 30 % deposit nor the balance printed under
it), the Turkish CIF total (the FOB / freight / insurance split beside it is a breakdown of it, not added to
it), the German "Rechnungsbetrag" (positions plus packing plus freight), the Thai CFR total, the Mexican
"Total USD", the Korean box (16) total, the Italian "TOTALE PROFORMA" (goods plus freight plus UK duty), the
US "TOTAL USD" (subtotal plus ocean freight plus insurance), the Canadian "TOTAL CAD". tax_amount only where a
tax amount is printed: "0.00" on the German page (USt 0 %, 0,00) and the Canadian page (GST 0%, 0.00); none
elsewhere (the Italian page names its VAT exemption in words without an amount, and its UK alcohol duty is a
duty, not a tax amount). Freight, packing, insurance and excise / duty lines printed between a subtotal and
the total (German packing and freight, Italian freight and UK duty, US ocean freight and insurance) are not
line items. Line items are the goods rows with their quantity, unit price and net line amount as printed,
item_id the code in its own column (ITEM NO., Style No., Urun Kodu / Art. No., Artikel-Nr., Code, No. de
parte, Part No., Codice, Part No., Item), never an HS / GTIP / Schedule B / fraccion code, a line number or a
marks column; the German "Warennummer ... Ursprungsland DE" under a goods row is no part of its description,
and the German service rows (Montage, Schulung) are lines. The quantity is the priced unit: the Chinese pieces
(not the cartons), the Thai cartons (the cans are counted apart), the Italian bottles (not the cases), the
Canadian board feet (not the pieces). Quantities are plain ("4800" for "4,800", "2400" for the Turkish
"2.400", "1200" for the Italian "1.200", "12480" for "12,480"); unit prices keep the places printed ("7.4250",
"0.1850", "1.185"), the Turkish and Italian ones with a point ("6.45" for "6,45"). Every amount is computed
here with Decimal, rounded half up, so that the lines, subtotals and totals printed agree. Currencies: USD,
USD, EUR, EUR, USD, USD, USD, EUR, USD, CAD. Dates are printed as their countries print them (26-Nov-2026,
05/12/2026, 04.12.2026, 03.12.2026, 04/12/2026, 03/dic/2026, DEC. 02, 2026, 04/12/2026, December 3, 2026,
2026-12-01); the US page writes the month's name.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _text
from reportlab.lib.pagesizes import A4, landscape, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
TIMES, TIMES_BOLD, TIMES_ITALIC = "Times-Roman", "Times-Bold", "Times-Italic"
SEAL_RED = (0.82, 0.1, 0.12)


def _mul(quantity: str, price: str, places: int = 2) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to ``places`` decimals."""
    return (Decimal(quantity) * Decimal(price)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to cents."""
    return (amount * Decimal(rate) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)


def _sum(values) -> Decimal:
    return sum((Decimal(v) for v in values), Decimal(0))


def _f(value, places: int = 2, th: str = ",", dec: str = ".") -> str:
    """An amount with ``places`` decimals and the given separators: _f(1234.5, 2, ".", ",") is "1.234,50"."""
    d = Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    s = f"{abs(d):,.{places}f}".replace(",", "\x00").replace(".", dec).replace("\x00", th)
    return ("-" if d < 0 else "") + s


def _eu(value, places: int = 2) -> str:
    """1.234,56 (Germany, Turkey, Italy)."""
    return _f(value, places, ".", ",")


def _plain(value, places: int = 2) -> str:
    """A plain decimal with ``places`` decimals: 1234.50."""
    return f"{Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP):.{places}f}"


def _fields(number, date, due, total, tax, currency, vendor, customer) -> dict[str, str]:
    fields = {
        "document_number": number,
        "date": date,
        "due_date": due,
        "total_amount": None if total is None else _plain(total),
        "tax_amount": None if tax is None else _plain(tax),
        "currency": currency,
        "vendor_name": vendor,
        "customer_name": customer,
    }
    return {k: v for k, v in fields.items() if v is not None}


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    """A filled rectangle without a stroke; the fill is black again after it."""
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


def _kv(c, x_key, x_value, y, pairs, size=8, pitch=12, key_font=BOLD, font="Helvetica") -> None:
    """Keys at ``x_key`` and their values left-aligned at ``x_value``, one pair a line from ``y`` down."""
    for i, (k, v) in enumerate(pairs):
        _text(c, x_key, y - pitch * i, k, size, key_font)
        _text(c, x_value, y - pitch * i, v, size, font)


def _box(c, x, y, w, h, label, value, size=8, font="Helvetica", label_size=5.8) -> None:
    """A bordered box, ``label`` small in its top left corner and ``value`` (or lines of values) under it."""
    c.rect(x, y, w, h)
    _text(c, x + 3, y + h - label_size - 1.5, label, label_size, BOLD)
    lines = (value,) if isinstance(value, str) else value
    for i, s in enumerate(lines):
        _text(c, x + 3, y + h - label_size - 4 - (size + 2) * (i + 1) + 2, s, size, font)


def _boxes(c, x0: float, x1: float, top: float, rows, height: float = 22, size: float = 7.5) -> float:
    """Rows of equal boxes of keys over values between ``x0`` and ``x1`` from ``top`` down; the y under
    them."""
    for r, row in enumerate(rows):
        width = (x1 - x0) / len(row)
        for k, (label, value) in enumerate(row):
            _box(c, x0 + width * k, top - height * (r + 1), width, height, label, value, size)
    return top - height * len(rows)


def _grid(c, xs, top: float, n: int, pitch: float) -> float:
    """A ruled table of ``n`` lines ``pitch`` high between the column edges ``xs``; the y of its foot."""
    foot = top - n * pitch
    c.rect(xs[0], foot, xs[-1] - xs[0], top - foot)
    for j in range(1, n):
        c.line(xs[0], top - j * pitch, xs[-1], top - j * pitch)
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


def _seal(c, x: float, y: float, r: float, label: str) -> None:
    """A red round company seal with a star and ``label`` under it, centred at (x, y)."""
    c.setStrokeColorRGB(*SEAL_RED)
    c.setFillColorRGB(*SEAL_RED)
    c.setLineWidth(1.5)
    c.circle(x, y, r, stroke=1, fill=0)
    star = c.beginPath()
    for k in range(10):
        radius = r * 0.32 if k % 2 == 0 else r * 0.13
        a = math.pi / 2 + k * math.pi / 5
        point = (x + radius * math.cos(a), y + r * 0.15 + radius * math.sin(a))
        (star.moveTo if k == 0 else star.lineTo)(*point)
    star.close()
    c.drawPath(star, stroke=0, fill=1)
    _centre(c, 2 * x, y - r * 0.55, label, 5, BOLD)
    c.setStrokeGray(0)
    c.setFillGray(0)
    c.setLineWidth(0.5)


ONES = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _words(n: int) -> str:
    """A whole number below a million in English words: "forty-eight thousand two hundred thirteen"."""

    def under_1000(m: int) -> list[str]:
        words = []
        if m >= 100:
            words += [ONES[m // 100], "hundred"]
            m %= 100
        if m >= 20:
            words.append(TENS[m // 10] + ("-" + ONES[m % 10] if m % 10 else ""))
        elif m:
            words.append(ONES[m])
        return words

    thousands, rest = divmod(n, 1000)
    words = [*under_1000(thousands), "thousand"] if thousands else []
    return " ".join(words + under_1000(rest)) or "zero"


# atcn1: a Shenzhen electronics exporter's commercial invoice, FOB Shenzhen, HS codes, weights, USD
ATCN1_ROWS = (
    # item no., description, HS code, cartons, pieces a carton, N.W. and G.W. a carton (kg), unit price
    ("KY-PB10", "Power bank 10000mAh, USB-C PD 20W", "8507.60.00", "120", "40", "9.60", "10.80", "6.85"),
    ("KY-CB21", "USB-C to USB-C cable 1 m, braided", "8544.42.11", "60", "200", "8.20", "9.10", "0.92"),
    ("KY-WC30", "Wall charger 30W GaN, AU plug", "8504.40.14", "80", "60", "7.40", "8.60", "4.35"),
    ("KY-EB05", "Wireless earbuds TWS, black", "8518.30.00", "100", "50", "6.50", "7.90", "7.20"),
    ("KY-SP12", "Bluetooth speaker 12W, IPX5", "8518.22.00", "45", "24", "11.80", "13.20", "11.60"),
    ("KY-MC15", "Magnetic wireless charger 15W", "8504.40.14", "50", "80", "8.80", "9.90", "3.95"),
)
CN_RED = (0.78, 0.08, 0.1)


def _atcn1_head(c, w: float, h: float, left: float, right: float) -> float:
    """The exporter's logo and name, the title band, the parties and the boxes of shipping facts."""
    _band(c, left, h - 74, 46, 42, CN_RED)
    c.setFillGray(1)
    _text(c, left + 6, h - 62, "KY", 22, BOLD)
    c.setFillGray(0)
    _text(c, left + 56, h - 46, "SHENZHEN KEYUAN DIGITAL TECHNOLOGY CO., LTD.", 13, BOLD)
    address = (
        "5F, Building 3, Huafeng Industrial Park, Xixiang Street, Bao'an District, Shenzhen 518102, China",
        "Tel: +86-755-2958 4410    E-mail: export@keyuan-digital.com    USCC: 91440300MA5F2KX41R",
    )
    _block(c, left + 56, h - 58, address, 7.5, pitch=9.5)
    _band(c, left, h - 104, right - left, 20, (0.86, 0.86, 0.86))
    _centre(c, w, h - 98, "COMMERCIAL INVOICE", 14, BOLD)
    half = (right - left) / 2
    buyer = (
        "Northpoint Retail Supply Pty Ltd",
        "Unit 4, 18 Fulton Drive",
        "Derrimut VIC 3026, Australia",
        "ABN 41 612 883 095",
    )
    consignee = (
        "Kestrel Freight Services Pty Ltd",
        "Level 2, 60 Lorimer Street",
        "Docklands VIC 3008, Australia",
        "Attn: Import desk  +61 3 9555 0187",
    )
    _box(c, left, h - 180, half, 68, "SOLD TO (BUYER)", buyer, 8.5)
    _box(c, left + half, h - 180, half, 68, "CONSIGNEE / NOTIFY PARTY", consignee, 8.5)
    rows = (
        (
            ("INVOICE NO.", "KY-CI-2611-058"),
            ("INVOICE DATE", "26-Nov-2026"),
            ("CONTRACT NO.", "NP-KY-2609-12"),
            ("PAYMENT TERMS", "T/T 30 DAYS AFTER B/L DATE"),
        ),
        (
            ("PORT OF LOADING", "YANTIAN, SHENZHEN, CHINA"),
            ("PORT OF DISCHARGE", "MELBOURNE, AUSTRALIA"),
            ("VESSEL / VOYAGE", "OOCL PANAMA 071S"),
            ("TERMS OF DELIVERY", "FOB SHENZHEN"),
        ),
        (
            ("COUNTRY OF ORIGIN", "CHINA"),
            ("CONTAINER / SEAL", "OOLU 2418736 / 0871452"),
            ("B/L NO.", "OOLU2741883050"),
            ("ETD", "28-Nov-2026"),
        ),
    )
    return _boxes(c, left, right, h - 188, rows, 22, 7.5)


def atcn1(c) -> dict:
    w, h = A4
    left, right = 30, w - 30
    vendor, customer = "SHENZHEN KEYUAN DIGITAL TECHNOLOGY CO., LTD.", "Northpoint Retail Supply Pty Ltd"
    priced = []
    for code, d, hs, ctns, per, nw, gw, p in ATCN1_ROWS:
        q = str(int(ctns) * int(per))
        net, gross = Decimal(ctns) * Decimal(nw), Decimal(ctns) * Decimal(gw)
        priced.append((code, d, hs, ctns, q, net, gross, p, _mul(q, p)))
    total = _sum(r[8] for r in priced)
    y = _atcn1_head(c, w, h, left, right) - 10
    xs = (left, 74, 222, 268, 298, 340, 384, 428, 482, right)
    titles = (
        "ITEM NO.",
        "DESCRIPTION OF GOODS",
        "HS CODE",
        "CTNS",
        "QTY\n(PCS)",
        "N.W.\n(KGS)",
        "G.W.\n(KGS)",
        "UNIT PRICE\n(USD)",
        "AMOUNT\n(USD)",
    )
    aligns = "llcrrrrrr"
    _band(c, left, y - 22, right - left, 22, (0.9, 0.9, 0.9))
    c.setLineWidth(0.6)
    pitch = 15
    foot = _grid(c, xs, y, 1, 22)
    _heads(c, xs, y - 9, titles, aligns, 6.8)
    foot = _grid(c, xs, foot, len(priced), pitch)
    for i, (code, d, hs, ctns, q, net, gross, p, amount) in enumerate(priced):
        cells = (code, d, hs, ctns, _f(Decimal(q), 0), _f(net), _f(gross), _f(Decimal(p)), _f(amount))
        _cells(c, xs, y - 22 - pitch * i - 10.5, cells, aligns, 7.2)
    cartons = sum(int(r[3]) for r in priced)
    pieces = sum(int(r[4]) for r in priced)
    totals = ("", "TOTAL:", "", str(cartons), _f(Decimal(pieces), 0))
    totals += (_f(_sum(r[5] for r in priced)), _f(_sum(r[6] for r in priced)), "", _f(total))
    _grid(c, xs, foot, 1, 16)
    _cells(c, xs, foot - 11, totals, aligns, 7.5, BOLD)
    y = foot - 36
    _text(c, left, y, f"TOTAL FOB SHENZHEN:  USD {_f(total)}", 10, BOLD)
    dollars, cents = int(total), int((total - int(total)) * 100)
    say = f"SAY US DOLLARS {_words(dollars).upper()}"
    say += f" AND CENTS {_words(cents).upper()} ONLY." if cents else " ONLY."
    _text(c, left, y - 14, say, 7.5)
    marks = ("NORTHPOINT", "MELBOURNE", "PO NO.: NP-KY-2609-12", f"C/NO.: 1-{cartons}", "MADE IN CHINA")
    _box(c, left, y - 100, 170, 74, "SHIPPING MARKS & NOS.", marks, 7.5)
    packing = (
        f"Packed in {cartons} export cartons on 18 pallets",
        "Measurement: 24.60 CBM",
        "Goods are CE / RCM marked; batteries UN38.3 tested",
        "No wood packing material used",
    )
    _box(c, left + 180, y - 100, right - left - 180, 74, "PACKING / REMARKS", packing, 7.5)
    bank = (
        "BENEFICIARY BANK: CHINA MERCHANTS BANK, SHENZHEN BRANCH",
        "SWIFT: CMBCCNBS    A/C NO.: 7559 2418 8632 801 (USD)",
        f"BENEFICIARY: {vendor}",
    )
    _block(c, left, y - 120, bank, 7.5, pitch=10, first=BOLD)
    _text(c, right - 190, y - 156, "For and on behalf of", 7.5)
    _text(c, right - 190, y - 166, vendor, 7, BOLD)
    _seal(c, right - 100, y - 205, 27, "KEYUAN DIGITAL")
    c.line(right - 190, y - 240, right, y - 240)
    _text(c, right - 190, y - 250, "Authorized Signature (Chen Wei, Export Manager)", 7)
    return {
        "fields": _fields("KY-CI-2611-058", "2026-11-26", None, total, None, "USD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, _, _, q, _, _, p, a in priced],
    }


# atvn2: a Binh Duong garment maker's proforma invoice, style numbers, sizes in the descriptions, FOB, USD
ATVN2_ROWS = (
    ("FH-2711-CH", "Men's softshell jacket, charcoal, size M", "600", "14.80"),
    ("FH-2711-CH", "Men's softshell jacket, charcoal, size L", "720", "14.80"),
    ("FH-2711-CH", "Men's softshell jacket, charcoal, size XL", "480", "15.30"),
    ("FH-3402-TL", "Women's fleece pullover, teal, size S", "500", "8.65"),
    ("FH-3402-TL", "Women's fleece pullover, teal, size M", "650", "8.65"),
    ("FH-3402-TL", "Women's fleece pullover, teal, size L", "400", "8.65"),
    ("FH-4150-YE", "Kids' rain jacket, yellow, size 110/116", "900", "6.90"),
    ("FH-5120-NV", "Merino rib beanie, navy, one size", "1200", "3.10"),
)
VN_GREEN = (0.0, 0.42, 0.3)


def atvn2(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor, customer = "HOA BINH GARMENT JOINT STOCK COMPANY", "Fjellheim Outdoor AS"
    priced = [(s, d, q, p, _mul(q, p)) for s, d, q, p in ATVN2_ROWS]
    total = _sum(r[4] for r in priced)
    pieces = sum(int(r[2]) for r in priced)
    c.setFillColorRGB(*VN_GREEN)
    c.circle(left + 20, h - 58, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 7, h - 64, "HB", 16, BOLD)
    c.setFillColorRGB(*VN_GREEN)
    _text(c, left + 50, h - 52, vendor, 12.5, BOLD)
    c.setFillGray(0)
    address = (
        "Lot C4, Dong An Industrial Park, Binh Hoa Ward, Thuan An City, Binh Duong Province, Vietnam",
        "Tax code (MST): 3702145876  |  Tel: +84 274 3765 218  |  export@hoabinhgarment.vn",
    )
    _block(c, left + 50, h - 64, address, 7.5, pitch=9.5)
    c.setStrokeColorRGB(*VN_GREEN)
    c.setLineWidth(1.5)
    c.line(left, h - 90, right, h - 90)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    _text(c, right, h - 118, "PROFORMA INVOICE", 18, BOLD, True)
    meta = (
        ("PI No.:", "HBG/PI/26-0418"),
        ("Date:", "05/12/2026"),
        ("Buyer's ref.:", "FH-AW27-PO-0093"),
        ("Valid until:", "20/12/2026"),
    )
    _kv(c, 365, 430, h - 138, meta, 8.5, 12.5)
    _text(c, left, h - 112, "BUYER", 8, BOLD)
    buyer = (
        customer,
        "Sandakerveien 24C",
        "0473 Oslo, Norway",
        "Org. nr. 921 448 306 MVA",
        "Attn: Ingrid Haugen",
    )
    _block(c, left, h - 126, buyer, 9, pitch=11.5, first=BOLD)
    terms = (
        ("Delivery terms:", "FOB Cat Lai Port, Ho Chi Minh City (Incoterms 2020)"),
        ("Shipment:", "By sea, ex-factory not later than 28/02/2027"),
        ("Origin:", "Vietnam (EVFTA origin statement on commercial invoice)"),
        ("Payment:", "30% T/T deposit on confirmation, 70% T/T against copy of B/L"),
    )
    _kv(c, left, left + 78, h - 200, terms, 8, 11.5)
    xs = (left, 62, 130, 352, 410, 478, right)
    titles = ("No.", "Style No.", "Description", "Qty (pcs)", "Unit Price\n(USD)", "Amount\n(USD)")
    aligns = "cllrrr"
    top = h - 262
    _band(c, left, top - 24, right - left, 24, (0.82, 0.91, 0.86))
    _heads(c, xs, top - 10, titles, aligns, 8)
    y = top - 40
    for i, (s, d, q, p, a) in enumerate(priced):
        if i % 2:
            _band(c, left, y - 4.5, right - left, 15, (0.95, 0.97, 0.96))
        _cells(c, xs, y, (str(i + 1), s, d, _f(Decimal(q), 0), _f(Decimal(p)), _f(a)), aligns, 8.5)
        y -= 15
    c.setStrokeColorRGB(*VN_GREEN)
    c.line(left, y + 6, right, y + 6)
    c.setStrokeGray(0)
    _text(c, 130 + 3, y - 8, "TOTAL", 9, BOLD)
    _text(c, 407, y - 8, _f(Decimal(pieces), 0), 9, BOLD, True)
    _text(c, 325, y - 30, "TOTAL FOB VALUE (USD)", 9.5, BOLD)
    _text(c, right - 3, y - 30, _f(total), 11, BOLD, True)
    deposit = _pct(total, "30")
    _text(c, 325, y - 46, "Deposit 30% due on confirmation", 8)
    _text(c, right - 3, y - 46, _f(deposit), 8, right=True)
    _text(c, 325, y - 58, "Balance 70% against copy of B/L", 8)
    _text(c, right - 3, y - 58, _f(total - deposit), 8, right=True)
    _text(c, left, y - 30, f"Total: {_f(Decimal(pieces), 0)} pcs in approx. 412 cartons", 8)
    _text(c, left, y - 42, "Fabric: 100% recycled polyester (GRS), merino 100% (RWS)", 8)
    notes = (
        "BANK INFORMATION",
        "Joint Stock Commercial Bank for Foreign Trade of Vietnam (Vietcombank), Binh Duong Branch",
        "SWIFT: BFTVVNVX    Account (USD): 0281000548827    Beneficiary: Hoa Binh Garment JSC",
        "",
        "Tolerance +/- 3% of quantity per colour/size. Prices based on buyer's tech pack v3 of 14/11/2026.",
        "This proforma invoice becomes a sales contract when signed by the buyer and the deposit received.",
    )
    _block(c, left, y - 90, notes, 7.5, pitch=10.5, first=BOLD)
    sy = y - 200
    for x, s in ((left, "Confirmed by the Buyer"), (330, "For and on behalf of the Seller")):
        c.line(x, sy, x + 185, sy)
        _text(c, x, sy - 10, s, 7.5)
    _text(c, 330, sy + 10, "Nguyen Thi Lan - Merchandising Manager", 7.5, OBLIQUE)
    return {
        "fields": _fields("HBG/PI/26-0418", "2026-12-05", None, total, None, "USD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), s) for s, d, q, p, a in priced],
    }


# attr3: a Denizli towel maker's commercial invoice, landscape, GTIP codes, CIF Hamburg, EUR 1.234,56
ATTR3_ROWS = (
    ("EG-BT70", "Bath towel 70x140 cm, 500 g/m2, white", "6302.60.00.00.19", "2400", "6.45"),
    ("EG-HT50", "Hand towel 50x100 cm, 500 g/m2, white", "6302.60.00.00.19", "3600", "3.35"),
    ("EG-GT30", "Guest towel 30x50 cm, 450 g/m2, stone grey", "6302.60.00.00.19", "4800", "1.18"),
    ("EG-BS100", "Bath sheet 100x150 cm, 600 g/m2, sand", "6302.60.00.00.19", "1200", "9.90"),
    ("EG-BR-WF", "Bathrobe waffle pique, cotton, size M/L", "6208.91.00.00.00", "600", "14.75"),
    ("EG-KT-SET", "Kitchen towel set 50x70 cm, 3 pcs, check", "6302.91.00.00.00", "1500", "4.20"),
    ("EG-BM50", "Bath mat 50x80 cm, 900 g/m2, white", "6302.60.00.00.19", "900", "5.60"),
)
TR_BLUE = (0.1, 0.25, 0.5)


def attr3(c) -> dict:
    w, h = landscape(A4)
    left, right = 36, w - 36
    vendor, customer = "Egeli Tekstil Sanayi ve Ticaret A.S.", "Hanse Heimtex GmbH"
    priced = [(code, d, gtip, q, p, _mul(q, p)) for code, d, gtip, q, p in ATTR3_ROWS]
    total = _sum(r[5] for r in priced)
    c.setFillColorRGB(*TR_BLUE)
    _text(c, left, h - 48, "EGELI", 26, BOLD)
    _text(c, left + 2, h - 60, "T E K S T I L", 8, BOLD)
    c.setFillGray(0)
    info = (
        vendor,
        "Organize Sanayi Bolgesi, 14. Cadde No: 22, 20330 Merkezefendi / Denizli, Türkiye",
        "Vergi Dairesi: Pamukkale - VKN 3250487196 - Tel +90 258 555 41 80 - export@egelitekstil.com.tr",
    )
    _block(c, left + 120, h - 40, info, 8, pitch=10.5, first=BOLD)
    _text(c, right, h - 44, "TICARI FATURA", 15, BOLD, True)
    _text(c, right, h - 60, "COMMERCIAL INVOICE", 12, BOLD, True)
    c.setStrokeColorRGB(*TR_BLUE)
    c.setLineWidth(1.2)
    c.line(left, h - 76, right, h - 76)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    third = (right - left) / 3
    buyer = (customer, "Grosser Grasbrook 17", "20457 Hamburg, Germany", "USt-IdNr. DE 318 445 926")
    consignee = ("Hanse Heimtex GmbH - Lager Allermoehe", "Ladenbeker Furtweg 151", "21033 Hamburg, Germany")
    notify = ("Nordport Zollagentur GmbH", "Bei St. Annen 2", "20457 Hamburg, Germany")
    for k, (label, lines) in enumerate(
        (("ALICI / BUYER", buyer), ("TESLIM YERI / CONSIGNEE", consignee), ("IHBAR / NOTIFY", notify))
    ):
        _box(c, left + third * k, h - 146, third, 62, label, lines, 8.5)
    rows = (
        (
            ("FATURA NO / INVOICE NO.", "EGL2026000000487"),
            ("TARIH / DATE", "04.12.2026"),
            ("VADE TARIHI / DUE DATE", "02.02.2027"),
            ("SIPARIS / ORDER NO.", "HH-4500118273"),
            ("ODEME / PAYMENT", "60 days from invoice date"),
            ("TESLIM SEKLI / INCOTERMS", "CIF HAMBURG"),
        ),
        (
            ("YUKLEME LIMANI / PORT OF LOADING", "IZMIR (ALSANCAK)"),
            ("VARIS LIMANI / PORT OF DISCHARGE", "HAMBURG"),
            ("GEMI / VESSEL", "CMA CGM TIGRIS 0AE4QW1MA"),
            ("KONTEYNER / CONTAINER", "CMAU 7714082 (40' HC)"),
            ("MENSEI / ORIGIN", "TURKIYE (A.TR)"),
            ("KAP / PACKAGES", "486 bales"),
        ),
    )
    top = _boxes(c, left, right, h - 154, rows, 23, 7.8)
    xs = (left, 60, 126, 360, 460, 530, 592, 690, right)
    titles = (
        "Sira\nNo",
        "Urun Kodu\nArt. No.",
        "Mal Cinsi\nDescription of goods",
        "GTIP No\nHS Code",
        "Miktar\nQuantity",
        "Birim\nUnit",
        "Birim Fiyat\nUnit price EUR",
        "Tutar\nAmount EUR",
    )
    aligns = "cllcrcrr"
    top -= 10
    _band(c, left, top - 24, right - left, 24, (0.85, 0.89, 0.95))
    _grid(c, xs, top, 1, 24)
    _heads(c, xs, top - 9.5, titles, aligns, 7.5)
    pitch = 15
    foot = _grid(c, xs, top - 24, len(priced), pitch)
    for i, (code, d, gtip, q, p, a) in enumerate(priced):
        cells = (str(i + 1), code, d, gtip, _eu(Decimal(q), 0), "Adet / pcs", _eu(Decimal(p)), _eu(a))
        _cells(c, xs, top - 24 - pitch * i - 10.5, cells, aligns, 8)
    _grid(c, (xs[0], xs[6], xs[8]), foot, 1, 17)
    _text(c, xs[6] - 4, foot - 12, "TOPLAM CIF HAMBURG / TOTAL CIF HAMBURG", 8.5, BOLD, True)
    _text(c, right - 3, foot - 12, f"{_eu(total)} EUR", 9, BOLD, True)
    freight, insurance = Decimal("2840.00"), _pct(total, "0.15")
    split = (
        ("of which FOB Izmir:", f"{_eu(total - freight - insurance)} EUR"),
        ("Sea freight:", f"{_eu(freight)} EUR"),
        ("Insurance:", f"{_eu(insurance)} EUR"),
    )
    y = foot - 36
    for i, (k, v) in enumerate(split):
        _text(c, 480, y - 11 * i, k, 7.5)
        _text(c, 620, y - 11 * i, v, 7.5, right=True)
    notes = (
        "Net weight 10.842,50 kg  -  Gross weight 11.376,00 kg  -  486 bales",
        "The exporter of the products covered by this document declares that, except where otherwise",
        "clearly indicated, these products are of Turkish preferential origin.",
        "Turkiye Is Bankasi A.S., Denizli Subesi - IBAN TR42 0006 4000 0013 2650 0418 77 - SWIFT ISBKTRIS",
    )
    _block(c, left, y, notes, 7.5, pitch=11)
    _text(c, right - 150, y - 40, "Egeli Tekstil San. ve Tic. A.S.", 8, BOLD)
    c.line(right - 150, y - 70, right, y - 70)
    _text(c, right - 150, y - 80, "Kase / Imza - Stamp / Signature", 7)
    return {
        "fields": _fields(
            "EGL2026000000487", "2026-12-04", "2027-02-02", total, None, "EUR", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, _, q, p, a in priced],
    }


# atde4: a Bielefeld machine maker's export invoice in German, 0 % USt (steuerfreie Ausfuhrlieferung), EUR
ATDE4_ROWS = (
    ("10", "FZ420-S840", "Fräszentrum FZ 420, 3-Achs, Sinumerik 840D", "1", "Stk", "148500.00", "84571010"),
    ("20", "NPS-4F-250", "Nullpunkt-Spannsystem 4-fach, 250 mm", "2", "Stk", "3280.00", "84669120"),
    ("30", "KSA-90-HD", "Kühlschmierstoffanlage KSA 90, 40 bar", "1", "Stk", "6950.00", "84248970"),
    ("40", "HSK63-SATZ24", "Werkzeugaufnahmen HSK-A63, Satz 24 Stk.", "1", "Satz", "4320.00", "84661038"),
    ("50", "SP-PAKET-B", "Ersatz- und Verschleißteilpaket B", "1", "Stk", "2865.40", "84669195"),
    ("60", "DL-IBN", "Montage und Inbetriebnahme vor Ort", "4", "Tag", "1180.00", None),
    ("70", "DL-SCHUL", "Bedienerschulung vor Ort, 2 Tage", "1", "Psch", "2400.00", None),
)
DE_BLUE = (0.0, 0.3, 0.55)


def atde4(c) -> dict:
    w, h = A4
    left, right = 57, w - 45
    vendor, customer = "Hagedorn Maschinenbau GmbH & Co. KG", "Precimeca SA"
    priced = [(pos, art, d, q, unit, p, _mul(q, p), tn) for pos, art, d, q, unit, p, tn in ATDE4_ROWS]
    goods = _sum(r[6] for r in priced)
    packing, freight = Decimal("1840.00"), Decimal("2150.00")
    total = goods + packing + freight
    _band(c, right - 150, h - 56, 150, 6, DE_BLUE)
    c.setFillColorRGB(*DE_BLUE)
    _text(c, right, h - 46, "HAGEDORN", 22, BOLD, True)
    c.setFillGray(0)
    _text(c, right, h - 68, "Maschinenbau seit 1952", 8, OBLIQUE, True)
    _text(
        c, left, h - 128, "Hagedorn Maschinenbau GmbH & Co. KG · Eckendorfer Str. 118 · 33609 Bielefeld", 6.5
    )
    c.line(left, h - 131, left + 250, h - 131)
    _block(
        c, left, h - 146, (customer, "Service achats", "Rue de la Jaluse 12", "2400 Le Locle", "SCHWEIZ"), 10
    )
    meta = (
        ("Rechnungs-Nr.", "90412687"),
        ("Rechnungsdatum", "03.12.2026"),
        ("Kunden-Nr.", "240117"),
        ("Ihre Bestellung", "PA-26-0871 vom 14.09.2026"),
        ("Auftrags-Nr.", "AB-26-1193"),
        ("Liefer-/Leistungsdatum", "01.12.2026"),
        ("Lieferbedingung", "DAP Le Locle (Incoterms 2020)"),
        ("Ihre UID", "CHE-109.442.318 MWST"),
    )
    _kv(c, 345, 440, h - 120, meta, 8, 11.5, "Helvetica")
    _text(c, left, h - 240, "Rechnung (Ausfuhrlieferung)", 15, BOLD)
    _text(
        c, left, h - 256, "Sehr geehrte Damen und Herren, wir berechnen Ihnen gemäß Auftragsbestätigung:", 9
    )
    xs = (left, 80, 150, 372, 402, 432, 492, right)
    titles = ("Pos.", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis\nEUR", "Gesamtpreis\nEUR")
    aligns = "lllrlrr"
    top = h - 276
    _heads(c, xs, top, titles, aligns, 8)
    c.setLineWidth(1)
    c.line(left, top - 14, right, top - 14)
    c.setLineWidth(0.4)
    y = top - 28
    for pos, art, d, q, unit, p, a, tn in priced:
        _cells(c, xs, y, (pos, art, d, q, unit, _eu(Decimal(p)), _eu(a)), aligns, 8.5)
        if tn:
            c.setFillGray(0.4)
            _text(c, xs[2] + 3, y - 9.5, f"Warennummer {tn} · Ursprungsland DE", 6.5)
            c.setFillGray(0)
        y -= 24 if tn else 15
    c.line(left, y + 6, right, y + 6)
    sums = (
        ("Summe Positionen", _eu(goods)),
        ("Verpackung (Holzkiste, ISPM 15)", _eu(packing)),
        ("Fracht bis Le Locle (DAP)", _eu(freight)),
        ("Nettobetrag", _eu(total)),
        ("USt 0 % (steuerfreie Ausfuhrlieferung)", "0,00"),
    )
    y -= 10
    for i, (k, v) in enumerate(sums):
        _text(c, 330, y - 13 * i, k, 8.5, BOLD if k == "Nettobetrag" else "Helvetica")
        _text(c, right - 3, y - 13 * i, v, 8.5, right=True)
    y -= 13 * len(sums) + 4
    c.setLineWidth(1)
    c.line(330, y + 8, right, y + 8)
    _text(c, 330, y - 6, "Rechnungsbetrag EUR", 10, BOLD)
    _text(c, right - 3, y - 6, _eu(total), 10, BOLD, True)
    c.line(330, y - 11, right, y - 11)
    c.line(330, y - 13, right, y - 13)
    c.setLineWidth(0.4)
    notes = (
        "Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1 a i. V. m. § 6 UStG.",
        "Ausfuhrnachweis: MRN 26DE480912345678A1 (Ausgangsvermerk ATLAS).",
        "Zahlungsbedingung: 30 Tage netto, zahlbar bis 02.01.2027 ohne Abzug.",
        "Es gelten unsere Allgemeinen Liefer- und Zahlungsbedingungen (Stand 01/2026).",
    )
    _block(c, left, y - 40, notes, 8.5, pitch=12)
    c.setStrokeColorRGB(*DE_BLUE)
    c.line(left, 92, right, 92)
    c.setStrokeGray(0)
    footer = (
        (
            "Hagedorn Maschinenbau GmbH & Co. KG",
            "Eckendorfer Str. 118",
            "33609 Bielefeld",
            "www.hagedorn-mb.de",
        ),
        (
            "Sitz Bielefeld, AG Bielefeld HRA 14872",
            "Kompl.: Hagedorn Verwaltungs GmbH",
            "AG Bielefeld HRB 30418",
            "GF: Dr. Jens Hagedorn, Petra Winkel",
        ),
        (
            "Sparkasse Bielefeld",
            "IBAN DE41 4805 0161 0072 4418 30",
            "BIC SPBIDE3BXXX",
            "USt-IdNr. DE 124 887 303",
        ),
    )
    for k, lines in enumerate(footer):
        _block(c, left + 170 * k, 82, lines, 6.5, pitch=8.5)
    return {
        "fields": _fields("90412687", "2026-12-03", "2027-01-02", total, Decimal(0), "EUR", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), art) for _, art, d, q, _, p, a, _ in priced],
    }


# atth5: a Songkhla cannery's export invoice, cartons of cans, CFR Jebel Ali, USD
ATTH5_ROWS = (
    ("SG-TC185-SO", "Tuna chunks in sunflower oil, 185 g x 48", "1200", "48", "31.20"),
    ("SG-TS185-BR", "Tuna solid in brine, 185 g x 48", "800", "48", "33.60"),
    ("SG-SD155-TM", "Sardines in tomato sauce, 155 g x 50", "650", "50", "18.75"),
    ("SG-PA565-SY", "Pineapple slices in light syrup, 565 g x 24", "900", "24", "12.40"),
    ("SG-CM400-FF", "Coconut milk 17-19% fat, 400 ml x 24", "1100", "24", "14.85"),
    ("SG-BC425-WB", "Baby corn whole in brine, 425 g x 24", "350", "24", "11.90"),
)
TH_NAVY = (0.05, 0.18, 0.38)
TH_GOLD = (0.95, 0.72, 0.15)


def atth5(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor, customer = "SIAM GULF CANNING CO., LTD.", "Al Noor Foodstuff Trading LLC"
    priced = [
        (code, d, ctn, str(int(ctn) * int(per)), p, _mul(ctn, p)) for code, d, ctn, per, p in ATTH5_ROWS
    ]
    total = _sum(r[5] for r in priced)
    _band(c, 0, h - 78, w, 78, TH_NAVY)
    c.setFillColorRGB(*TH_GOLD)
    c.circle(left + 24, h - 39, 22, stroke=0, fill=1)
    c.setFillColorRGB(*TH_NAVY)
    _text(c, left + 11, h - 45, "SG", 16, BOLD)
    c.setFillGray(1)
    _text(c, left + 58, h - 38, vendor, 17, BOLD)
    _text(c, left + 58, h - 54, "Canned seafood, fruit and vegetables  -  BRC AA  -  IFS Food  -  HALAL", 8)
    c.setFillGray(0)
    address = (
        "88/14 Moo 5, Kanchanavanich Road, Khao Roop Chang, Mueang Songkhla, Songkhla 90000, Thailand",
        "Tax ID 0905531004127  |  Tel +66 74 555 318  |  Fax +66 74 555 319  |  export@siamgulfcanning.co.th",
    )
    _block(c, left, h - 94, address, 7.5, pitch=9.5)
    _text(c, left, h - 132, "INVOICE", 22, BOLD)
    meta = (
        ("Invoice No.", "SGC-EX-26/1184"),
        ("Invoice Date", "04/12/2026"),
        ("Due Date", "21/01/2027"),
        ("Contract No.", "ANF-2026-077"),
        ("Payment Terms", "T/T 45 days from B/L date"),
    )
    _band(c, 330, h - 180, right - 330, 66, (0.93, 0.94, 0.97))
    _kv(c, 338, 420, h - 126, meta, 8.5, 12.5)
    _text(c, left, h - 150, "BUYER", 8, BOLD)
    buyer = (customer, "Warehouse 17, Al Quoz Ind. Area 3", "P.O. Box 52318, Dubai, U.A.E.")
    _block(c, left, h - 162, (*buyer, "TRN 100384715900003"), 8.5, pitch=10.5, first=BOLD)
    _text(c, 205, h - 150, "NOTIFY PARTY", 8, BOLD)
    notify = ("Gulf Bridge Clearing LLC", "Jebel Ali Free Zone", "Dubai, U.A.E.")
    _block(c, 205, h - 162, notify, 8.5, pitch=10.5)
    c.setStrokeColorRGB(*TH_NAVY)
    c.rect(left, h - 232, right - left, 28)
    c.setStrokeGray(0)
    ship = (
        "Shipped per MAERSK KENSINGTON 249W from Songkhla, Thailand to Jebel Ali, U.A.E.   ETD 07/12/2026",
        "B/L No. MAEU254118732   |   3 x 20' DRY   |   Price basis: CFR Jebel Ali (Incoterms 2020)",
    )
    _block(c, left + 6, h - 215, ship, 7.8, pitch=10.5)
    xs = (left, 110, 316, 366, 420, 480, right)
    titles = ("Code", "Description", "Cartons", "Cans", "Price\nUSD/CTN", "Amount\nUSD")
    aligns = "llrrrr"
    top = h - 250
    _band(c, left, top - 24, right - left, 24, TH_NAVY)
    c.setFillGray(1)
    _heads(c, xs, top - 9.5, titles, aligns, 8)
    c.setFillGray(0)
    y = top - 38
    for code, d, ctn, cans, p, a in priced:
        _cells(
            c, xs, y, (code, d, _f(Decimal(ctn), 0), _f(Decimal(cans), 0), _f(Decimal(p)), _f(a)), aligns, 8
        )
        c.setStrokeGray(0.75)
        c.line(left, y - 5, right, y - 5)
        c.setStrokeGray(0)
        y -= 16
    cartons = sum(int(r[2]) for r in priced)
    cans = sum(int(r[3]) for r in priced)
    _cells(
        c, xs, y - 4, ("", "TOTAL", _f(Decimal(cartons), 0), _f(Decimal(cans), 0), "", ""), aligns, 8.5, BOLD
    )
    _band(c, 330, y - 36, right - 330, 20, TH_GOLD)
    _text(c, 336, y - 29, "TOTAL CFR JEBEL ALI  USD", 9.5, BOLD)
    _text(c, right - 4, y - 29, _f(total), 10.5, BOLD, True)
    notes = (
        "Net weight: 27,418.60 kg   Gross weight: 31,204.00 kg",
        "Shelf life: 36 months from production; production dates Oct - Nov 2026",
        "Halal certificate CICOT No. 0411/2569; health certificate DOF No. SK-26-8812",
        "",
        "Please remit to: Bangkok Bank Public Company Limited, Songkhla Branch",
        "SWIFT BKKBTHBK   A/C No. 401-3-08817-4 (USD)   Beneficiary: Siam Gulf Canning Co., Ltd.",
    )
    _block(c, left, y - 64, notes, 7.8, pitch=10.5)
    _text(c, right - 170, y - 150, "For SIAM GULF CANNING CO., LTD.", 8, BOLD)
    c.line(right - 170, y - 190, right, y - 190)
    _text(c, right - 170, y - 200, "Authorised Signatory - Export Dept.", 7.5)
    _centre(c, w, 30, "Thank you for your business  -  www.siamgulfcanning.co.th", 7)
    return {
        "fields": _fields("SGC-EX-26/1184", "2026-12-04", "2027-01-21", total, None, "USD", vendor, customer),
        "line_items": [_item(d, ctn, p, _plain(a), code) for code, d, ctn, _, p, a in priced],
    }


# atmx6: a Ciudad Juarez maquila's factura comercial in Spanish, fraccion arancelaria, FCA, USD
ATMX6_ROWS = (
    ("RGC-44817-A", "Arnés de cables para tablero, 24 vías", "8544.42.99", "2500", "PZA", "7.4250"),
    ("RGC-31002", "Tablero de control ensamblado TC-200", "8537.10.99", "320", "PZA", "48.9000"),
    ("RGC-51240-B", "Sensor de temperatura con conector", "9025.19.99", "1800", "PZA", "3.1875"),
    ("RGC-22090", "Bobina de relevador 24 VDC", "8504.50.99", "4000", "PZA", "1.0620"),
    ("RGC-70115", "Gabinete metálico pintado 300x200 mm", "8538.10.01", "150", "PZA", "26.3500"),
    ("RGC-60311", "Kit de tornillería para gabinete", "7318.15.99", "150", "JGO", "2.8400"),
)
MX_RED = (0.55, 0.08, 0.12)


def atmx6(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    vendor = "Ensambles Electromecánicos del Norte, S. de R.L. de C.V."
    customer = "Rio Grande Controls, Inc."
    priced = [(pn, d, fr, q, um, p, _mul(q, p)) for pn, d, fr, q, um, p in ATMX6_ROWS]
    total = _sum(r[6] for r in priced)
    _band(c, left, h - 72, 58, 36, MX_RED)
    c.setFillGray(1)
    _text(c, left + 7, h - 61, "EEN", 19, BOLD)
    c.setFillGray(0)
    _text(c, left + 66, h - 46, vendor, 11.5, BOLD)
    info = (
        "Av. Tecnológico 4521, Parque Industrial Aeropuerto, C.P. 32690, Ciudad Juárez, Chih., México",
        "RFC: EEN090312KQ4  ·  Programa IMMEX 1052-2008  ·  Tel. +52 656 555 0198",
    )
    _block(c, left + 66, h - 58, info, 7.5, pitch=9.5)
    c.setFillColorRGB(*MX_RED)
    _text(c, left, h - 100, "FACTURA COMERCIAL / COMMERCIAL INVOICE", 13, BOLD)
    c.setFillGray(0)
    boxes = (
        ("Folio", "FC-26-01184"),
        ("Fecha de emisión", "03/dic/2026"),
        ("Fecha de vencimiento", "02/ene/2027"),
    )
    for k, (label, value) in enumerate(boxes):
        _box(c, 350 + 75 * k, h - 118, 75, 26, label, value, 8.5)
    half = (right - left) / 2
    sold = (customer, "1150 Pellicano Dr.", "El Paso, TX 79935, EUA", "Tax ID: 74-2918305")
    ship = ("Borderland Logistics Warehouse LLC", "9800 Joe Battle Blvd., Bldg. 3", "El Paso, TX 79938, EUA")
    _box(c, left, h - 190, half, 64, "VENDIDO A / SOLD TO", sold, 8.5)
    _box(c, left + half, h - 190, half, 64, "CONSIGNADO A / SHIP TO", ship, 8.5)
    rows = (
        (
            ("Orden de compra", "RGC-PO-448102"),
            ("Condiciones de pago", "Neto 30 días"),
            ("Incoterm", "FCA Ciudad Juárez"),
            ("Moneda", "USD - Dólar americano"),
        ),
        (
            ("Pedimento", "26 07 3452 6004187"),
            ("Aduana de salida", "Cd. Juárez, Chih. (070)"),
            ("Transporte", "Terrestre - Caja 53' TRL 88412"),
            ("País de origen", "México"),
        ),
    )
    top = _boxes(c, left, right, h - 198, rows, 23, 7.8) - 12
    xs = (left, 104, 276, 336, 388, 414, 488, right)
    titles = (
        "No. de parte",
        "Descripción",
        "Fracción\narancelaria",
        "Cantidad",
        "U.M.",
        "Precio unitario\nUSD",
        "Importe\nUSD",
    )
    aligns = "llcrcrr"
    _band(c, left, top - 24, right - left, 24, (0.93, 0.88, 0.88))
    _grid(c, xs, top, 1, 24)
    _heads(c, xs, top - 9.5, titles, aligns, 7.5)
    pitch = 16
    foot = _grid(c, xs, top - 24, len(priced), pitch)
    for i, (pn, d, fr, q, um, p, a) in enumerate(priced):
        cells = (pn, d, fr, _f(Decimal(q), 0), um, _f(Decimal(p), 4), _f(a))
        _cells(c, xs, top - 24 - pitch * i - 11, cells, aligns, 7.8)
    _grid(c, (xs[5], xs[6], xs[7]), foot, 1, 18)
    _cells(c, xs[5:], foot - 12.5, ("Total USD", _f(total)), "lr", 9, BOLD)
    y = foot - 40
    notes = (
        "Mercancía elaborada al amparo del Programa IMMEX 1052-2008 (retorno de mercancías).",
        "Valor agregado en México incluido en el precio unitario. Peso bruto: 4,218.0 kg; 22 tarimas.",
        "Pagar por transferencia a: BBVA México, S.A., cuenta USD 0118872354, SWIFT BCMRMXMM.",
        "Declaro bajo protesta de decir verdad que los datos asentados en esta factura son correctos.",
    )
    _block(c, left, y, notes, 7.8, pitch=11)
    c.line(right - 200, y - 80, right, y - 80)
    _text(c, right - 200, y - 90, "Lic. Mariana Ochoa Ruiz", 8, BOLD)
    _text(c, right - 200, y - 100, "Gerente de Comercio Exterior", 7.5)
    _centre(c, w, 30, "Este documento no es un CFDI; el comprobante fiscal se emite por separado.", 6.5)
    return {
        "fields": _fields("FC-26-01184", "2026-12-03", "2027-01-02", total, None, "USD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), pn) for pn, d, _, q, _, p, a in priced],
    }


# atkr7: a Hwaseong connector maker's commercial invoice in the numbered-box form, FOB Busan, USD
ATKR7_ROWS = (
    ("DPC-CN0402-22", "Board-to-board connector 0.4mm, 22P", "20000", "0.1850"),
    ("DPC-CN0402-40", "Board-to-board connector 0.4mm, 40P", "12000", "0.2640"),
    ("DPC-FPC0512-30", "FPC connector 0.5mm, 30P, ZIF", "15000", "0.1475"),
    ("DPC-SW4545-TC", "Tact switch 4.5x4.5mm, 160gf", "50000", "0.0312"),
    ("DPC-SH1010-BC", "Shield can 10x10mm, nickel silver", "30000", "0.0580"),
    ("DPC-PG2008-SMT", "Pogo pin 2.0mm, SMT, gold plated", "40000", "0.0925"),
)


def _atkr7_boxes(c, left: float, right: float, top: float, vendor: str, customer: str) -> float:
    """The numbered boxes over the goods: the parties and the voyage on the left, the invoice's facts on the
    right; the y under them."""
    mid = 318
    shipper = (
        vendor,
        "87, Samsung 1-ro 5-gil, Hwaseong-si,",
        "Gyeonggi-do 18449, Korea",
        "Tel +82-31-8055-4120",
    )
    _box(c, left, top - 66, mid - left, 66, "(1) Shipper/Exporter", shipper, 8.5)
    account = (
        customer,
        "Plot 82, Lorong Perusahaan Maju 7,",
        "Bayan Lepas FIZ Phase 4,",
        "11900 Penang, Malaysia",
    )
    _box(c, left, top - 132, mid - left, 66, "(2) For account & risk of Messrs.", account, 8.5)
    notify = ("Penang Freight Forwarding Sdn. Bhd.", "Jalan Pelabuhan, Butterworth, Penang")
    _box(c, left, top - 176, mid - left, 44, "(3) Notify party", notify, 8.5)
    half = (mid - left) / 2
    _box(c, left, top - 200, half, 24, "(4) Port of loading", "BUSAN, KOREA", 8.5)
    _box(c, left + half, top - 200, half, 24, "(5) Final destination", "PENANG, MALAYSIA", 8.5)
    _box(c, left, top - 224, half, 24, "(6) Carrier", "HMM SPRING V.0125S", 8.5)
    _box(c, left + half, top - 224, half, 24, "(7) Sailing on or about", "DEC. 05, 2026", 8.5)
    _box(
        c,
        mid,
        top - 33,
        right - mid,
        33,
        "(8) No. & date of invoice",
        "DPC-EX-261202      DEC. 02, 2026",
        8.5,
    )
    _box(c, mid, top - 66, right - mid, 33, "(9) No. & date of L/C", "-", 8.5)
    _box(c, mid, top - 99, right - mid, 33, "(10) L/C issuing bank", "-", 8.5)
    remarks = (
        "Payment: T/T 60 days after invoice date",
        "Price term: FOB BUSAN (Incoterms 2020)",
        "Origin: Republic of Korea (KR-ASEAN FTA)",
        "Buyer's P/O No.: KA-PO-26-3318",
        "Packing: 18 cartons on 2 pallets",
        "N.W. 412.6 KGS / G.W. 468.0 KGS",
        "Measurement: 2.14 CBM",
    )
    _box(c, mid, top - 224, right - mid, 125, "(11) Remarks", remarks, 8.2)
    return top - 224


def atkr7(c) -> dict:
    w, h = A4
    left, right = 34, w - 34
    vendor, customer = "Daehan Precision Components Co., Ltd.", "Kinetix Automation Sdn. Bhd."
    priced = [(pn, d, q, p, _mul(q, p)) for pn, d, q, p in ATKR7_ROWS]
    total = _sum(r[4] for r in priced)
    pieces = sum(int(r[2]) for r in priced)
    _centre(c, w, h - 46, "COMMERCIAL INVOICE", 18, TIMES_BOLD)
    c.setLineWidth(0.8)
    top = _atkr7_boxes(c, left, right, h - 60, vendor, customer)
    xs = (left, 112, 196, 372, 434, 492, right)
    titles = (
        "(12) Marks and\nnumbers of PKGS",
        "Part No.",
        "(13) Description of goods",
        "(14) Quantity\n(PCS)",
        "(15) Unit price\n(USD)",
        "(16) Amount\n(USD)",
    )
    aligns = "lllrrr"
    _grid(c, xs, top, 1, 24)
    _heads(c, xs, top - 9.5, titles, aligns, 7)
    c.rect(left, top - 240, right - left, 216)
    for x in xs[1:-1]:
        c.line(x, top - 24, x, top - 240)
    _text(c, xs[5] - 3, top - 36, "FOB BUSAN", 7.5, BOLD, True)
    _block(c, left + 3, top - 50, ("KINETIX", "PENANG", "C/NO. 1-18", "MADE IN KOREA"), 7.5, pitch=10)
    y = top - 50
    for pn, d, q, p, a in priced:
        _cells(c, xs[1:], y, (pn, d, _f(Decimal(q), 0), _f(Decimal(p), 4), _f(a)), aligns[1:], 7.6)
        y -= 15
    c.line(xs[1], y + 6, right, y + 6)
    _cells(
        c, xs[1:], y - 6, ("", "TOTAL", _f(Decimal(pieces), 0), "", f"USD {_f(total)}"), aligns[1:], 8, BOLD
    )
    y = top - 256
    bank = (
        "Remittance: KOOKMIN BANK, Dongtan Branch  SWIFT CZNBKRSE",
        "A/C No. 431-068-04-218753 (USD)  Beneficiary: Daehan Precision Components Co., Ltd.",
    )
    _block(c, left, y, bank, 7.5, pitch=10)
    _text(c, right - 200, y - 30, "Signed by", 8, TIMES_ITALIC)
    _text(c, right - 200, y - 44, vendor, 8.5, TIMES_BOLD)
    c.setStrokeColorRGB(*SEAL_RED)
    c.setLineWidth(1.4)
    c.rect(right - 60, y - 98, 40, 40)
    c.setFillColorRGB(*SEAL_RED)
    _centre(c, 2 * right - 80, y - 76, "DAEHAN", 6, BOLD)
    _centre(c, 2 * right - 80, y - 85, "PRECISION", 5, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    c.line(right - 200, y - 92, right - 70, y - 92)
    _text(c, right - 200, y - 102, "Kim Jae-won / Export Manager", 7.5)
    return {
        "fields": _fields("DPC-EX-261202", "2026-12-02", None, total, None, "USD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), pn) for pn, d, q, p, a in priced],
    }


# atit8: a Montalcino wine estate's proforma, bottles and cases, freight and UK duty before the total
ATIT8_ROWS = (
    ("BDM-21", "Brunello di Montalcino DOCG 0,75 l", "2021", "60", "6", "24.50"),
    ("BDM-RIS-19", "Brunello di Montalcino Riserva DOCG 0,75 l", "2019", "20", "6", "46.00"),
    ("RDM-23", "Rosso di Montalcino DOC 0,75 l", "2023", "100", "6", "11.80"),
    ("SAT-23", "Sant'Antimo Rosso DOC 0,75 l", "2023", "80", "12", "7.90"),
    ("TOS-23", "Toscana IGT Rosso 0,75 l", "2023", "200", "6", "6.40"),
    ("TOS-MAG-22", "Toscana IGT Rosso Magnum 1,5 l", "2022", "15", "3", "29.50"),
    ("GRP-BDM", "Grappa di Brunello 0,50 l", "-", "10", "6", "16.90"),
)
IT_WINE = (0.45, 0.07, 0.18)


def atit8(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    vendor, customer = "Tenuta Poggio Alto S.r.l.", "Harbour & Vine Wines Ltd"
    priced = []
    for code, d, vintage, cases, per, p in ATIT8_ROWS:
        bottles = str(int(cases) * int(per))
        priced.append((code, d, vintage, cases, per, bottles, p, _mul(bottles, p)))
    goods = _sum(r[7] for r in priced)
    freight, duty = Decimal("1250.00"), Decimal("3412.80")
    total = goods + freight + duty
    c.setFillColorRGB(*IT_WINE)
    for dx, dy in ((0, 0), (-6, 8), (6, 8), (-12, 16), (0, 16), (12, 16)):
        c.circle(w / 2 + dx, h - 70 + dy, 4, stroke=0, fill=1)
    _centre(c, w, h - 92, "Tenuta Poggio Alto", 20, TIMES_BOLD)
    _centre(c, w, h - 104, "SOCIETÀ AGRICOLA  ·  MONTALCINO  ·  TOSCANA", 7.5, TIMES)
    c.setFillGray(0)
    _centre(
        c,
        w,
        h - 118,
        "Tenuta Poggio Alto S.r.l.  ·  Località Poggio Alto 7, 53024 Montalcino (SI), Italia",
        7.5,
    )
    _centre(
        c,
        w,
        h - 128,
        "P.IVA / VAT IT01187650529  ·  Codice accisa IT00SIV00412Z  ·  export@poggioalto.it",
        7.5,
    )
    _band(c, left, h - 156, right - left, 18, IT_WINE)
    c.setFillGray(1)
    _centre(c, w, h - 150.5, "FATTURA PROFORMA / PROFORMA INVOICE", 11, BOLD)
    c.setFillGray(0)
    _text(c, left, h - 176, "Spett.le / Buyer", 7.5, BOLD)
    buyer = (
        customer,
        "Unit 9, Thames Wharf Studios",
        "Rainville Road, London W6 9HA",
        "United Kingdom",
        "VAT GB 294 5581 07 - WOWGR XAWW00000041287",
    )
    _block(c, left, h - 189, buyer, 9, pitch=11.5, first=BOLD)
    meta = (
        ("N. Proforma / No.", "PF 2026/0197"),
        ("Data / Date", "04/12/2026"),
        ("Scadenza / Payment due", "14/12/2026"),
        ("Resa / Incoterms", "DDP London W6 (duty paid)"),
        ("Pagamento / Payment", "Bonifico anticipato / advance"),
    )
    _kv(c, 318, 428, h - 176, meta, 8, 12, BOLD)
    xs = (left, 100, 282, 318, 352, 390, 436, 488, right)
    titles = (
        "Codice",
        "Descrizione / Description",
        "Annata",
        "Casse",
        "Bt/cassa",
        "Bottiglie",
        "Prezzo/bt",
        "Importo EUR",
    )
    aligns = "llcrrrrr"
    top = h - 262
    c.setStrokeColorRGB(*IT_WINE)
    c.setLineWidth(1)
    c.line(left, top + 10, right, top + 10)
    _heads(c, xs, top, titles, aligns, 7.5)
    c.line(left, top - 5, right, top - 5)
    c.setLineWidth(0.4)
    y = top - 19
    for code, d, vintage, cases, per, bottles, p, a in priced:
        cells = (code, d, vintage, cases, per, _eu(Decimal(bottles), 0), _eu(Decimal(p)), _eu(a))
        _cells(c, xs, y, cells, aligns, 8)
        c.setStrokeGray(0.8)
        c.line(left, y - 5, right, y - 5)
        y -= 15
    c.setStrokeGray(0)
    cases = sum(int(r[3]) for r in priced)
    bottles = sum(int(r[5]) for r in priced)
    _cells(
        c,
        xs,
        y - 2,
        ("", "Totale casse / bottiglie", "", str(cases), "", _eu(Decimal(bottles), 0), "", ""),
        aligns,
        8,
        BOLD,
    )
    sums = (
        ("Totale merce / Goods total", _eu(goods)),
        ("Trasporto / Freight Montalcino - London (4 pallets)", _eu(freight)),
        ("Accisa UK / UK Alcohol Duty (DDP)", _eu(duty)),
    )
    y -= 26
    for i, (k, v) in enumerate(sums):
        _text(c, 280, y - 13 * i, k, 8)
        _text(c, right - 3, y - 13 * i, v, 8, right=True)
    y -= 13 * len(sums) + 6
    _band(c, 276, y - 6, right - 276, 18, (0.96, 0.9, 0.92))
    _text(c, 280, y, "TOTALE PROFORMA EUR", 10, BOLD)
    _text(c, right - 3, y, _eu(total), 10, BOLD, True)
    notes = (
        "Operazione non imponibile IVA ai sensi dell'art. 8, c. 1, lett. a) DPR 633/72 (esportazione).",
        "Alcohol: Brunello 14,5% vol., Rosso 14% vol., IGT 13,5% vol., Grappa 42% vol.",
        "Goods released on receipt of payment. UK duty at the HMRC rates in force on 04/12/2026.",
        "",
        "Coordinate bancarie / Bank details:",
        "Banca Monte dei Paschi di Siena S.p.A., Filiale di Montalcino",
        "IBAN IT60 X010 3071 9300 0000 0412 873   BIC PASCITMMXXX",
    )
    _block(c, left, y - 36, notes, 7.8, pitch=10.8)
    _text(c, right - 150, y - 120, "Tenuta Poggio Alto S.r.l.", 9, TIMES_ITALIC)
    c.line(right - 150, y - 150, right, y - 150)
    _text(c, right - 150, y - 160, "Francesca Bindi - Export", 7.5)
    _centre(c, w, 34, "Capitale sociale EUR 100.000 i.v.  ·  REA SI-128874  ·  www.poggioalto.it", 6.5)
    return {
        "fields": _fields("PF 2026/0197", "2026-12-04", "2026-12-14", total, None, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, _, _, _, q, p, a in priced],
    }


# atus9: a Portland fluid-power exporter's commercial invoice of two pages, Schedule B numbers, freight and
# insurance added before the total (CIP Callao), USD
ATUS9_ROWS = (
    ("CFP-HC-2512", "Hydraulic cylinder 2.5 in bore x 12 in stroke", "8412.21.0045", "6", "EA", "412.50"),
    ("CFP-HC-3524", "Hydraulic cylinder 3.5 in bore x 24 in stroke", "8412.21.0045", "4", "EA", "688.00"),
    ("CFP-GP-11", "Gear pump 11 cc/rev, SAE A flange", "8413.60.0050", "8", "EA", "236.75"),
    ("CFP-VP-45", "Vane pump, double, 45 cc/rev", "8413.60.0090", "2", "EA", "1184.00"),
    ("CFP-DCV-D03", "Directional valve D03, 24 VDC", "8481.20.0000", "12", "EA", "148.20"),
    ("CFP-DCV-D05", "Directional valve D05, 24 VDC", "8481.20.0000", "10", "EA", "226.40"),
    ("CFP-RV-3000", "Relief valve cartridge, 3000 psi", "8481.40.0000", "20", "EA", "38.65"),
    ("CFP-FC-08", "Flow control valve 1/2 in NPT", "8481.80.9050", "16", "EA", "42.10"),
    ("CFP-MAN-4", "Manifold block D03, 4 station", "8481.90.9040", "3", "EA", "318.00"),
    ("CFP-SOL-24", "Solenoid coil 24 VDC, spare", "8505.90.7501", "24", "EA", "27.35"),
    ("CFP-HS-04-50", "Hose assembly 1/4 in x 50 in, 2-wire", "4009.42.0050", "40", "EA", "18.90"),
    ("CFP-HS-08-36", "Hose assembly 1/2 in x 36 in, 2-wire", "4009.42.0050", "30", "EA", "24.60"),
    ("CFP-HS-12-72", "Hose assembly 3/4 in x 72 in, 4-spiral", "4009.42.0050", "12", "EA", "71.25"),
    ("CFP-FT-JIC08", "JIC 37 deg swivel fitting -08", "7307.99.5045", "100", "EA", "3.85"),
    ("CFP-FT-ORB12", "ORB to JIC adapter -12", "7307.99.5045", "60", "EA", "5.40"),
    ("CFP-QD-08", "Quick disconnect coupler 1/2 in", "8481.80.9050", "20", "EA", "31.80"),
    ("CFP-FLT-R10", "Return filter element, 10 micron", "8421.29.0065", "36", "EA", "22.45"),
    ("CFP-FLT-HP3", "High pressure filter assembly, 3 micron", "8421.29.0065", "4", "EA", "264.00"),
    ("CFP-ACC-1G", "Bladder accumulator 1 gal, 3000 psi", "7311.00.0090", "2", "EA", "545.00"),
    ("CFP-PU-5HP", "Power unit 5 HP, 10 gal reservoir", "8412.29.8015", "1", "EA", "3260.00"),
    ("CFP-MTR-200", "Hydraulic motor 200 cc/rev", "8412.29.4000", "3", "EA", "742.00"),
    ("CFP-GA-5000", "Pressure gauge 0-5000 psi, 2.5 in", "9026.20.4000", "24", "EA", "16.80"),
    ("CFP-SK-25", "Seal kit for 2.5 in cylinder", "4016.93.5050", "12", "EA", "19.75"),
    ("CFP-SK-35", "Seal kit for 3.5 in cylinder", "4016.93.5050", "8", "EA", "26.90"),
    ("CFP-BRT-10", "Reservoir breather cap, 10 micron", "8421.39.8015", "10", "EA", "14.20"),
    ("CFP-PTO-B", "PTO pump adapter kit, SAE B", "8483.90.5000", "2", "EA", "389.00"),
    ("CFP-OIL-46", "Hydraulic oil ISO VG 46, 5 gal pail", "2710.19.3500", "16", "PL", "68.40"),
    ("CFP-CLP-16", "Hose clamp set, twin, 16 mm", "7326.90.8688", "50", "SET", "2.95"),
)
US_BLUE = (0.08, 0.3, 0.56)
ATUS9_XS = (36, 54, 128, 318, 386, 414, 442, 504, 576)
ATUS9_ALIGNS = "rllcrcrr"
ATUS9_TITLES = ("Ln", "Part No.", "Description", "Schedule B", "Qty", "UOM", "Unit Price", "Amount")


def _atus9_table(c, top: float, rows, first: int) -> float:
    """The column titles in a blue band and ``rows`` under them, numbered from ``first``; the y under them."""
    xs = ATUS9_XS
    _band(c, xs[0], top - 16, xs[-1] - xs[0], 16, US_BLUE)
    c.setFillGray(1)
    _heads(c, xs, top - 11, ATUS9_TITLES, ATUS9_ALIGNS, 7.5)
    c.setFillGray(0)
    y = top - 29
    for k, (pn, d, sb, q, uom, p, a) in enumerate(rows):
        if k % 2:
            _band(c, xs[0], y - 4.5, xs[-1] - xs[0], 14, (0.93, 0.95, 0.98))
        cells = (str(first + k), pn, d, sb, q, uom, _f(Decimal(p)), _f(a))
        _cells(c, xs, y, cells, ATUS9_ALIGNS, 7.6)
        y -= 14
    return y


def _atus9_top(c, w: float, h: float, page: int) -> None:
    c.setFillColorRGB(*US_BLUE)
    c.circle(58, h - 52, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 45, h - 56, "CFP", 11, BOLD)
    c.setFillGray(0)
    _text(c, 86, h - 48, "Cascade Fluid Power, Inc.", 15, BOLD)
    _text(c, 86, h - 60, "4410 NW Yeon Ave, Portland, OR 97210, USA", 8)
    _text(c, 86, h - 70, "Tel (503) 555-0164  ·  exports@cascadefluid.com  ·  EIN 93-1187402", 8)
    _text(c, w - 36, h - 48, "COMMERCIAL INVOICE", 16, BOLD, True)
    _text(c, w - 36, h - 62, f"Page {page} of 2", 8, right=True)


def atus9(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    vendor, customer = "Cascade Fluid Power, Inc.", "Andes Hidráulica S.A.C."
    priced = [(pn, d, sb, q, uom, p, _mul(q, p)) for pn, d, sb, q, uom, p in ATUS9_ROWS]
    subtotal = _sum(r[6] for r in priced)
    freight, insurance = Decimal("2375.00"), Decimal("148.60")
    total = subtotal + freight + insurance
    _atus9_top(c, w, h, 1)
    meta = (
        ("Invoice No.:", "CFP-E-260871"),
        ("Invoice Date:", "December 3, 2026"),
        ("Terms:", "Net 45"),
        ("Due Date:", "January 17, 2027"),
        ("Customer PO:", "AH-OC-2611-04"),
    )
    _kv(c, 400, 470, h - 84, meta, 8, 11)
    third = (right - left) / 3
    parties = (
        ("SOLD TO", (customer, "Av. Argentina 3250", "Callao 07001, Peru", "RUC 20514872391")),
        (
            "SHIP TO / CONSIGNEE",
            (
                "Ransa Comercial S.A.",
                "Attn: Andes Hidráulica S.A.C.",
                "Av. Néstor Gambetta 6429",
                "Callao 07036, Peru",
            ),
        ),
        ("ULTIMATE CONSIGNEE", ("Minera Huallaga S.A.", "Unidad Minera San Rafael", "Antauta, Puno, Peru")),
    )
    for k, (label, lines) in enumerate(parties):
        _box(c, left + third * k, h - 210, third, 62, label, lines, 8.2)
    rows = (
        (
            ("EXPORTER EIN", "93-1187402"),
            ("AES ITN", "X20261203415287"),
            ("MODE / CARRIER", "Ocean - Hapag-Lloyd"),
            ("VESSEL / VOYAGE", "SANTOS EXP. 2648S"),
            ("PORT OF EXPORT", "Tacoma, WA"),
            ("INCOTERMS", "CIP Callao, Peru"),
        ),
    )
    top = _boxes(c, left, right, h - 218, rows, 22, 7) - 12
    y = _atus9_table(c, top, priced[:19], 1)
    _text(c, right, y - 6, "Continued on page 2", 8, OBLIQUE, True)
    _centre(c, w, 30, "Cascade Fluid Power, Inc.  ·  Commercial Invoice CFP-E-260871  ·  Page 1 of 2", 7)
    c.showPage()
    _atus9_top(c, w, h, 2)
    _text(
        c,
        left,
        h - 96,
        "Invoice No. CFP-E-260871  ·  December 3, 2026  ·  Sold to: Andes Hidráulica S.A.C.",
        8.5,
    )
    y = _atus9_table(c, h - 112, priced[19:], 20)
    c.line(left, y + 6, right, y + 6)
    sums = (
        ("Subtotal", _f(subtotal)),
        ("Ocean Freight, Tacoma - Callao", _f(freight)),
        ("Cargo Insurance (110% CIP value)", _f(insurance)),
    )
    y -= 12
    for i, (k, v) in enumerate(sums):
        _text(c, 380, y - 13 * i, k, 8.5)
        _text(c, right - 3, y - 13 * i, v, 8.5, right=True)
    y -= 13 * len(sums) + 8
    _band(c, 376, y - 6, right - 376, 18, US_BLUE)
    c.setFillGray(1)
    _text(c, 380, y, "TOTAL USD", 10, BOLD)
    _text(c, right - 3, y, f"${_f(total)}", 10, BOLD, True)
    c.setFillGray(0)
    pieces = sum(int(r[3]) for r in priced)
    info = (
        f"Total quantity: {pieces} units in 14 packages (3 crates, 11 cartons)",
        "Net weight: 1,284 kg   Gross weight: 1,612 kg   Country of origin: United States of America",
        "Remit to: U.S. Bank N.A., Portland, OR · ABA 123000220 · Acct 1530 4871 2209 · SWIFT USBKUS44IMT",
    )
    _block(c, left, y - 34, info, 8, pitch=11)
    statement = (
        "These commodities, technology, or software were exported from the United States in accordance",
        "with the Export Administration Regulations. Diversion contrary to U.S. law is prohibited.",
        "I hereby certify that this invoice shows the actual price of the goods described, that all",
        "information is true and correct, and that these goods are of United States origin.",
    )
    _block(c, left, y - 82, statement, 7.5, OBLIQUE, pitch=10)
    c.line(left, y - 150, left + 200, y - 150)
    _text(c, left, y - 160, "Dana R. Whitfield, Export Compliance Manager", 7.5)
    _text(c, left, y - 170, "December 3, 2026", 7.5)
    _centre(c, w, 30, "Cascade Fluid Power, Inc.  ·  Commercial Invoice CFP-E-260871  ·  Page 2 of 2", 7)
    return {
        "fields": _fields("CFP-E-260871", "2026-12-03", "2027-01-17", total, None, "USD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), pn) for pn, d, _, q, _, p, a in priced],
    }


# atca10: a Prince George sawmill's export invoice, landscape, board feet with prices to three decimals, CAD
ATCA10_ROWS = (
    # item, description, pieces, thickness, width, length (ft), price per FBM
    ("SPF-0208", "SPF #2&Btr KD-HT S4S, 2x4 8'", "2340", 2, 4, 8, "1.185"),
    ("SPF-0610", "SPF #2&Btr KD-HT S4S, 2x6 10'", "1536", 2, 6, 10, "1.242"),
    ("SPF-0812", "SPF #2&Btr KD-HT S4S, 2x8 12'", "896", 2, 8, 12, "1.318"),
    ("SPF-1016", "SPF #2&Btr KD-HT S4S, 2x10 16'", "480", 2, 10, 16, "1.407"),
    ("HF-4408", "Hem-Fir #2&Btr KD-HT, 4x4 8'", "720", 4, 4, 8, "1.296"),
    ("WRC-0612", "Western Red Cedar clear, 1x6 12'", "2100", 1, 6, 12, "3.865"),
    ("DF-1214", "Douglas Fir #1 KD, 2x12 14'", "360", 2, 12, 14, "1.874"),
)
CA_GREEN = (0.1, 0.36, 0.2)


def atca10(c) -> dict:
    w, h = landscape(letter)
    left, right = 36, w - 36
    vendor, customer = "Skeena Ridge Forest Products Ltd.", "Kansai Mokuzai Trading Co., Ltd."
    priced = []
    for code, d, pcs, t, wd, length, p in ATCA10_ROWS:
        fbm = str(int(pcs) * t * wd * length // 12)
        priced.append((code, d, pcs, fbm, p, _mul(fbm, p)))
    subtotal = _sum(r[5] for r in priced)
    total = subtotal
    c.setFillColorRGB(*CA_GREEN)
    for k in range(3):
        path = c.beginPath()
        path.moveTo(left + 14 * k, h - 80)
        path.lineTo(left + 14 * k + 12, h - 44 - 4 * (k % 2))
        path.lineTo(left + 14 * k + 24, h - 80)
        path.close()
        c.drawPath(path, stroke=0, fill=1)
    _text(c, left + 62, h - 56, "SKEENA RIDGE", 20, BOLD)
    c.setFillGray(0)
    _text(c, left + 62, h - 70, vendor, 9, BOLD)
    _text(c, left + 62, h - 81, "2250 River Road, Prince George, BC  V2L 5S8, Canada", 8)
    _text(c, left + 62, h - 91, "GST/HST 81734 2295 RT0001  ·  Tel 250-555-0143  ·  sales@skeenaridge.ca", 8)
    _text(c, right, h - 52, "EXPORT INVOICE", 20, BOLD, True)
    facts = (
        ("Invoice No.", "SRF-26-30418"),
        ("Invoice Date", "2026-12-01"),
        ("Due Date", "2027-01-08"),
        ("Currency", "CAD"),
    )
    for k, (label, value) in enumerate(facts):
        _box(c, right - 320 + 80 * k, h - 90, 80, 26, label, value, 9)
    parties = (
        ("SOLD TO", (customer, "3-5-12 Nanko-kita, Suminoe-ku", "Osaka 559-0034, Japan")),
        (
            "NOTIFY PARTY",
            ("Osaka Kowan Unyu K.K.", "1-2-6 Nanko-higashi, Suminoe-ku", "Osaka 559-0031, Japan"),
        ),
        (
            "SHIPMENT",
            (
                "ONE COMPETENCE 061W",
                "B/L ONEYVANG3418700",
                "Vancouver (Centerm) -> Osaka",
                "6 x 40' HC  ·  CFR Osaka",
            ),
        ),
        (
            "TERMS",
            (
                "Net 38 days from B/L date",
                "(B/L dated 2026-12-01)",
                "Your order: KMT-26-1187",
                "Grading: NLGA, mill stamp, HT",
            ),
        ),
    )
    quarter = (right - left) / 4
    for k, (label, lines) in enumerate(parties):
        _box(c, left + quarter * k, h - 166, quarter, 60, label, lines, 7.8)
    xs = (left, 100, 330, 392, 470, 560, 650, right)
    titles = (
        "Item",
        "Product / Grade / Size",
        "Pieces",
        "Tally (FBM)",
        "Price\nCAD/FBM",
        "Amount\nCAD",
        "Bundles",
    )
    aligns = "llrrrrc"
    top = h - 184
    _band(c, left, top - 24, right - left, 24, (0.87, 0.93, 0.88))
    c.setStrokeColorRGB(*CA_GREEN)
    _grid(c, xs, top, 1, 24)
    _heads(c, xs, top - 9.5, titles, aligns, 8)
    pitch = 17
    foot = _grid(c, xs, top - 24, len(priced), pitch)
    c.setStrokeGray(0)
    for i, (code, d, pcs, fbm, p, a) in enumerate(priced):
        bundles = f"{-(-int(pcs) // 240)}"
        cells = (code, d, _f(Decimal(pcs), 0), _f(Decimal(fbm), 0), p, _f(a), bundles)
        _cells(c, xs, top - 24 - pitch * i - 12, cells, aligns, 8.5)
    fbm = sum(int(r[3]) for r in priced)
    pieces = sum(int(r[2]) for r in priced)
    _cells(
        c,
        xs,
        foot - 13,
        ("", "Totals", _f(Decimal(pieces), 0), _f(Decimal(fbm), 0), "", "", ""),
        aligns,
        8.5,
        BOLD,
    )
    sums = (("Subtotal", _f(subtotal)), ("GST 0% (zero-rated export)", "0.00"))
    y = foot - 34
    for i, (k, v) in enumerate(sums):
        _text(c, 480, y - 14 * i, k, 9)
        _text(c, right - 3, y - 14 * i, v, 9, right=True)
    _band(c, 476, y - 40, right - 476, 18, CA_GREEN)
    c.setFillGray(1)
    _text(c, 480, y - 34, "TOTAL CAD", 10.5, BOLD)
    _text(c, right - 3, y - 34, _f(total), 10.5, BOLD, True)
    c.setFillGray(0)
    notes = (
        "Lumber heat treated (HT) and stamped under the CFIA Heat Treatment Program, facility BC-0418.",
        "Tally in foot board measure (FBM), nominal sizes. Claims within 30 days of discharge.",
        "Remit to: Royal Bank of Canada, Prince George Main Branch  ·  Transit 00540  ·  Inst. 003",
        "Account 1048-227  ·  SWIFT ROYCCAT2  ·  Beneficiary: Skeena Ridge Forest Products Ltd.",
    )
    _block(c, left, y, notes, 7.8, pitch=11)
    _text(c, left, 34, "Thank you for your business.", 8, OBLIQUE)
    return {
        "fields": _fields(
            "SRF-26-30418", "2026-12-01", "2027-01-08", total, Decimal(0), "CAD", vendor, customer
        ),
        "line_items": [_item(d, fbm, p, _plain(a), code) for code, d, _, fbm, p, a in priced],
    }


LAYOUTS = {
    "atcn1": (atcn1, A4),
    "atvn2": (atvn2, A4),
    "attr3": (attr3, landscape(A4)),
    "atde4": (atde4, A4),
    "atth5": (atth5, A4),
    "atmx6": (atmx6, letter),
    "atkr7": (atkr7, A4),
    "atit8": (atit8, A4),
    "atus9": (atus9, letter),
    "atca10": (atca10, landscape(letter)),
}
SCANNED = ("atcn1", "atth5", "atkr7", "atca10")
