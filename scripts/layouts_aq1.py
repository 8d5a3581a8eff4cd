"""Ten hand-written wholesale and distribution invoices (set aq), written on 2026-12-07 in the manner of
scripts/layouts_set.py, of kinds and countries no earlier set drew that way, each with 14 to 28 rows and an
item code on every row: a Pune hardware distributor's GST tax invoice (Tally-like boxes of keys over values,
HSN codes, CGST 9 % and SGST 9 % on each line, amounts in Indian grouping 2,25,533.00, a round-off to whole
rupees, the amount and the tax in words), a Sao Paulo hardware distributor's DANFE (the printed summary of an
NF-e: a receipt stub, the access key with its barcode, boxes of small labels over values, NCM, CST and CFOP
columns, ICMS 18 % on the lines taxed normally and none on two lines under substitution, quantities to four
decimals, BRL 1.234,56), an Ankara cleaning-supplies wholesaler's e-Arsiv fatura in Turkish (written without
the letters cp1252 lacks, ETTN, a QR code, a ruled grid with the KDV of each line, KDV 20 %, TRY "1.234,56
TL"), a Seoul facility-supplies distributor's tax invoice in English for the recipient (A4 landscape, blue
rules, supplier and recipient panels, an NTS approval number, a month and day on each line, VAT 10 % on each
line, KRW in whole won), a Ningbo exporter's commercial invoice (Times, shipping marks, HS codes, cartons and
pieces, FOB Ningbo, USD, the total in words, a red seal, no tax), a Houston electrical wholesaler's invoice of
28 rows over two pages (letter, ordered / shipped / backordered quantities, part numbers, unit prices to three
decimals, one row backordered in full, a delivery charge, sales tax 8.25 %, a remittance stub), a
pharmaceutical wholesaler's Rechnung to a Wiesbaden pharmacy (A4 landscape, Courier, PZN codes, dosage forms
and pack sizes, MwSt 19 % and 7 % marked A and B and summed, paid by direct debit), a Limerick food
distributor's invoice to a Galway bar (a green band, VAT 0 %, 13.5 % and 23 % on the lines and a VAT
analysis), an Umea builders' merchant's faktura (SEK 1 234,56, moms 25 %, a rounding to whole kronor, a
bankgiro and OCR payment slip) and an Olsztyn food wholesaler's faktura VAT (A4 landscape, written with ASCII
letters where cp1252 lacks the Polish ones, NIP numbers, VAT 8 % and 23 % on the lines and summed by rate, the
total in Polish words). Four of them (the Indian, Turkish, Chinese and Swedish pages) are also written as
scans (SCANNED), not the two-page invoice.

What the values say where a page leaves a choice: vendor_name is the seller that issues the invoice and
customer_name the billed party, each as its name line prints it ("Shree Ganesh Hardware Distributors Pvt.
Ltd." and "Patil Engineering Works", not the consignee "... - Unit II"; the DANFE's issuer and addressee in
capitals; "ANADOLU HIJYEN TEMIZLIK ÜRÜNLERI LTD. STI." and "KARDELEN TURIZM OTELCILIK A.S."; the Korean
supplier and recipient; "NINGBO HAIRUI IMPORT & EXPORT CO., LTD." and the "Messrs." "Brightway Home Goods
Inc."; the US Sold To "Bayou City Electrical Contractors LLC", not the Ship To job site; "Löwen-Apotheke am
Markt" without its owner's line; "The Anchor Bar & Kitchen" without its operator's line; "Lindqvist Snickeri &
Bygg AB"; "Restauracja Pod Lipami s.c." without its partners' line). document_number is the invoice's own
number: "Invoice No." (not the buyer's order, delivery note or e-way bill), the DANFE's "Nº 000.041.287" as
printed with its dots (not the access key, the protocol or the duplicate "000041287-001"), "Fatura No" (not
the ETTN nor the Irsaliye No), the Korean "Invoice No." (not the NTS approval number), the Chinese "INVOICE
NO." (not the S/C or the customer's PO), the US "Invoice Number" "S104482917.001" with its generation suffix
(not the customer PO), "Rechnungs-Nr." (not the IDF customer number nor the Lieferschein), the Irish "Invoice
No." (not the account), the Swedish "Fakturanummer" (neither the OCR number nor the bankgiro), the Polish
"FV/1218/12/2026". date is the issue date (the DANFE's "DATA DA EMISSÃO", the Polish "Data wystawienia", equal
to its sale date; not the US ship date); due_date the date printed as due: the Indian "Due Date" box, the
DANFE's duplicate "Vencimento", the Turkish "Son Ödeme Tarihi", the Korean "Payment due" in the notes, the US
"Due Date", the German direct-debit date ("wird am 11.12.2026 ... eingezogen"), the Irish "Due Date", the
Swedish "Förfallodatum", the Polish "Termin platnosci"; the Chinese invoice (T/T against the B/L) has none.
total_amount is the amount payable: the Indian "Grand Total" after its round-off, the DANFE's "V. TOTAL DA
NOTA" (equal to the products, ICMS being included in the prices), the Turkish "Ödenecek Tutar", the Korean
"Total Amount" (supply value plus tax), the Chinese FOB total, the US "INVOICE TOTAL" (merchandise, delivery
charge and tax), the German "Rechnungsbetrag", the Irish "Invoice Total", the Swedish "Att betala" after the
öre rounding, the Polish "Razem do zaplaty". tax_amount is the total tax printed: the Indian "Total GST" (CGST
plus SGST), the DANFE's "VALOR DO ICMS", the Turkish "Hesaplanan KDV", the Korean "Tax Amount", the US sales
tax (on the merchandise and the delivery charge), the German "MwSt. gesamt" (19 % plus 7 %), the Irish "Total
VAT" (the VAT analysis summed), the Swedish "Moms 25 %", the Polish "Razem" VAT; the Chinese invoice has none.
Line items are the rows with their quantity, unit price and net line amount as printed: the Indian "Taxable
Value" (not the line's amount with CGST and SGST), the DANFE's "VALOR TOTAL", the Turkish "Mal Hizmet Tutari"
(before KDV), the Korean "Supply Value" (its tax apart), the Chinese amount with the pieces (not the cartons)
as the quantity, the US "Extension" with the shipped quantity (ordered and backordered are no fields; the row
backordered in full is a line of quantity "0" and amount "0.00"), the German "Betrag", the Irish "Net Amount",
the Swedish "Belopp" (the freight row, printed with its article number among the goods, is a line), the Polish
"Wartosc netto"; the US delivery charge, printed among the totals, is no line. item_id is the code in its own
column: the HSN code on the Indian page (its only code), the DANFE's "CÓDIGO" (not the NCM), the Turkish "Ürün
Kodu", the Korean "Item Code", the Chinese "ITEM NO." (not the HS code), the US "Part Number", the German PZN,
the Irish "Code", the Swedish "Art.nr", the Polish "Kod"; line numbers (Sl No., Sira No, Pos, Lp.) never.
Quantities are plain ("12" for the DANFE's "12,0000", "86.4" for "86,4", "1680" for "1,680"); unit prices keep
the places printed ("9.870" on the US page, whole won on the Korean page); amounts are plain decimals, the
Korean ones without decimals. Every amount is computed here with Decimal, rounded half up, so that the lines,
subtotals, taxes and totals printed agree. Currencies: INR, BRL, TRY, KRW, USD, USD, EUR, EUR, SEK, PLN. Dates
are printed as their countries print them (04-Dec-2026, 03/12/2026, 04-12-2026, 2026.11.30, NOV. 28, 2026, Nov
24, 2026, 01.12.2026, 02/12/2026, 2026-12-03, 2026-12-04); the US page writes the month's name.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _qr, _text
from reportlab.graphics.barcode.code128 import Code128
from reportlab.lib.pagesizes import A4, landscape, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
TIMES, TIMES_BOLD = "Times-Roman", "Times-Bold"
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
    """1.234,56 (Germany, Brazil, Turkey)."""
    return _num(value, places, ".", ",")


def _sp(value, places: int = 2) -> str:
    """1 234,56 (Sweden, Poland)."""
    return _num(value, places, " ", ",")


def _inr(value) -> str:
    """An amount in Indian grouping: 2,45,678.00."""
    whole, _, frac = _plain(value).partition(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while head:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([*groups, tail]) + "." + frac


def _qty(q: str, dec: str = ".", places: int | None = None) -> str:
    """A plain quantity as printed: with ``places`` decimals where given, else as it is."""
    s = q if places is None else _plain(q, places)
    return s.replace(".", dec)


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


def _box(c, x, y, w, h, label, value, size=8, font="Helvetica", right=False) -> None:
    """A bordered box, ``label`` small in its top left corner and ``value`` under it (keys above values)."""
    c.rect(x, y, w, h)
    _text(c, x + 2.5, y + h - 6.5, label, 5.5)
    if value:
        if right:
            _text(c, x + w - 3, y + 3.5, value, size, font, True)
        else:
            _text(c, x + 3, y + 3.5, value, size, font)


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


def _under_1000(n: int, hyphen: str) -> list[str]:
    words = []
    if n >= 100:
        words += [ONES[n // 100], "hundred"]
        n %= 100
    if n >= 20:
        words.append(TENS[n // 10] + (hyphen + ONES[n % 10] if n % 10 else ""))
    elif n:
        words.append(ONES[n])
    return words


def _words(n: int, indian: bool = False) -> str:
    """A whole number in English words: the western way ("forty-eight thousand two hundred thirteen"), or the
    Indian way with lakhs and crores and no hyphens."""
    scales = (
        ((10**7, "crore"), (10**5, "lakh"), (1000, "thousand"))
        if indian
        else ((10**6, "million"), (1000, "thousand"))
    )
    hyphen = " " if indian else "-"
    words = []
    for size, name in scales:
        if n >= size:
            words += [*_under_1000(n // size, hyphen), name]
            n %= size
    words += _under_1000(n, hyphen)
    return " ".join(words) or "zero"


PL_ONES = (
    "",
    "jeden",
    "dwa",
    "trzy",
    "cztery",
    "piec",
    "szesc",
    "siedem",
    "osiem",
    "dziewiec",
    "dziesiec",
    "jedenascie",
    "dwanascie",
    "trzynascie",
    "czternascie",
    "pietnascie",
    "szesnascie",
    "siedemnascie",
    "osiemnascie",
    "dziewietnascie",
)
PL_TENS = (
    "",
    "",
    "dwadziescia",
    "trzydziesci",
    "czterdziesci",
    "piecdziesiat",
    "szescdziesiat",
    "siedemdziesiat",
    "osiemdziesiat",
    "dziewiecdziesiat",
)
PL_HUNDREDS = (
    "",
    "sto",
    "dwiescie",
    "trzysta",
    "czterysta",
    "piecset",
    "szescset",
    "siedemset",
    "osiemset",
    "dziewiecset",
)


def _pl_under_1000(n: int) -> list[str]:
    words = [PL_HUNDREDS[n // 100]]
    n %= 100
    words += [PL_TENS[n // 10], PL_ONES[n % 10]] if n >= 20 else [PL_ONES[n]]
    return [s for s in words if s]


def _slownie(n: int) -> str:
    """A whole number of zloty in Polish words, written without the letters cp1252 lacks (below a million)."""
    thousands, rest = divmod(n, 1000)
    words = []
    if thousands == 1:
        words.append("tysiac")
    elif thousands:
        last, last_two = thousands % 10, thousands % 100
        form = "tysiace" if 2 <= last <= 4 and not 12 <= last_two <= 14 else "tysiecy"
        words += [*_pl_under_1000(thousands), form]
    words += _pl_under_1000(rest)
    return " ".join(words) or "zero"


def _code128(c, x: float, y: float, value: str, height: float = 24, bar: float = 0.62) -> float:
    """A Code 128 barcode of ``value``, its lower left corner at (x, y); its width."""
    code = Code128(value, barHeight=height, barWidth=bar, quiet=False)
    code.drawOn(c, x, y)
    return code.width


# aqin1: a Pune hardware distributor's GST tax invoice, HSN codes, CGST 9 % and SGST 9 % on each line, INR
AQIN1_ROWS = (
    ("GI pipe 25 mm medium class, 6 m", "7306", "40", "Nos", "1185.00"),
    ("MS angle 40 x 40 x 5 mm", "7216", "320", "Kg", "68.50"),
    ("Hex bolt M12 x 50 HDG with nut", "7318", "500", "Nos", "9.40"),
    ("Ball valve brass 1 in, full bore", "8481", "24", "Nos", "465.00"),
    ("PVC insulation tape 18 mm x 8 m", "3919", "200", "Nos", "14.25"),
    ("Welding electrode E6013 3.15 mm", "8311", "60", "Kg", "182.00"),
    ("Cutting wheel 355 mm x 3 mm", "6804", "50", "Nos", "118.00"),
    ("Chain pulley block 2 ton x 3 m", "8425", "2", "Nos", "8950.00"),
    ("Wire rope 12 mm galvanised", "7312", "150", "Mtr", "96.50"),
    ("Enamel paint, smoke grey, 20 L", "3208", "6", "Nos", "4280.00"),
    ("Safety helmet ISI, yellow", "6506", "40", "Nos", "145.00"),
    ("Cotton knitted hand gloves", "6116", "200", "Pair", "22.00"),
    ("Spanner set 6-32 mm, 12 pcs", "8204", "5", "Set", "1640.00"),
    ("Angle grinder 100 mm, 850 W", "8467", "3", "Nos", "3275.00"),
)
SAFFRON = (0.93, 0.55, 0.16)


def _aqin1_head(c, left: float, right: float, top: float) -> None:
    """The seller's block and the boxes of numbers and dates beside it, the buyer and the consignee."""
    mid = (left + right) / 2
    c.setFillColorRGB(*SAFFRON)
    c.circle(left + 18, top - 22, 12, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 11.5, top - 26, "SG", 9, BOLD)
    c.setFillGray(0)
    seller = (
        "Shree Ganesh Hardware Distributors Pvt. Ltd.",
        "Plot 14, Bhosari MIDC, J Block",
        "Pune - 411026, Maharashtra",
        "GSTIN/UIN: 27AAKCS4821M1Z6",
        "State Name: Maharashtra, Code: 27",
        "CIN: U51909PN2011PTC139927",
        "E-Mail: accounts@sganeshhardware.in",
    )
    _block(c, left + 36, top - 14, seller[:1], 8.5, BOLD)
    _block(c, left + 36, top - 26, seller[1:], 7.2, pitch=9.5)
    boxes = (
        (("Invoice No.", "SGHD/26-27/1184"), ("Dated", "04-Dec-2026")),
        (("Delivery Note", "DN/1184"), ("Mode/Terms of Payment", "30 Days Credit")),
        (("Buyer's Order No.", "PEW/PO/2611/077"), ("Dated", "27-Nov-2026")),
        (("Dispatched through", "Own vehicle MH12 QT 4471"), ("E-Way Bill No.", "2712 4418 9035")),
        (("Destination", "Nashik"), ("Due Date", "03-Jan-2027")),
    )
    for i, pair in enumerate(boxes):
        for j, (label, value) in enumerate(pair):
            x = mid + j * (right - mid) / 2
            _box(
                c,
                x,
                top - 18 * (i + 1),
                (right - mid) / 2,
                18,
                label,
                value,
                7.5,
                BOLD if i == 0 else "Helvetica",
            )
    c.line(left, top - 90, mid, top - 90)
    for x, title, lines in (
        (
            left,
            "Buyer (Bill to)",
            (
                "Patil Engineering Works",
                "Gat No. 218, Ambad MIDC",
                "Nashik - 422010, Maharashtra",
                "GSTIN/UIN: 27ABHPP7712K1ZQ",
                "State Name: Maharashtra, Code: 27",
            ),
        ),
        (
            mid,
            "Consignee (Ship to)",
            (
                "Patil Engineering Works - Unit II",
                "Plot C-41, Sinnar MIDC",
                "Sinnar, Nashik - 422113",
                "Contact: Mr. Sandeep Patil, 98220 55417",
                "Place of Supply: Maharashtra (27)",
            ),
        ),
    ):
        _text(c, x + 4, top - 100, title, 6.5)
        _block(c, x + 4, top - 112, lines[:1], 8.5, BOLD)
        _block(c, x + 4, top - 123, lines[1:], 7.2, pitch=9.5)
    c.line(mid, top - 90, mid, top - 166)


def aqin1(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor, customer = "Shree Ganesh Hardware Distributors Pvt. Ltd.", "Patil Engineering Works"
    priced = []
    for d, hsn, q, u, p in AQIN1_ROWS:
        net = _ext(q, p)
        gst = _pct(net, "9")
        priced.append((d, hsn, q, u, p, net, gst, net + 2 * gst))
    taxable = _sum(r[5] for r in priced)
    cgst = _sum(r[6] for r in priced)
    exact = taxable + 2 * cgst
    total = exact.quantize(Decimal(1), ROUND_HALF_UP)
    _centre(c, w, h - 38, "TAX INVOICE", 13, BOLD)
    _text(c, right, h - 38, "(ORIGINAL FOR RECIPIENT)", 6.5, OBLIQUE, True)
    top = h - 48
    c.setLineWidth(0.7)
    c.rect(left, 40, right - left, top - 40)
    _aqin1_head(c, left, right, top)
    xs = (left, 54, 196, 232, 262, 292, 338, 396, 444, 492, right)
    aligns = "clcrcrrrrr"
    t = top - 166
    _band(c, left, t - 24, right - left, 24, (0.99, 0.92, 0.82))
    foot = _grid(c, xs, t, 1, 24)
    titles = (
        "Sl\nNo.",
        "Description of Goods",
        "HSN/\nSAC",
        "Qty",
        "Unit",
        "Rate\n(Rs.)",
        "Taxable\nValue",
        "CGST\n@ 9%",
        "SGST\n@ 9%",
        "Amount\n(Rs.)",
    )
    _heads(c, xs, t - 9, titles, aligns, 6.8)
    pitch = 15
    c.rect(left, foot - pitch * len(priced) - 4, right - left, pitch * len(priced) + 4)
    for x in xs[1:-1]:
        c.line(x, foot, x, foot - pitch * len(priced) - 20)
    for i, (d, hsn, q, u, p, net, gst, amount) in enumerate(priced):
        cells = (str(i + 1), d, hsn, q, u, _inr(Decimal(p)), _inr(net), _inr(gst), _inr(gst), _inr(amount))
        _cells(c, xs, foot - 12 - pitch * i, cells, aligns, 7.2)
    y = foot - pitch * len(priced) - 4
    c.rect(left, y - 16, right - left, 16)
    _text(c, xs[1] + 3, y - 11, "Total", 7.5, BOLD)
    _cells(c, xs[6:], y - 11, (_inr(taxable), _inr(cgst), _inr(cgst), _inr(exact)), "rrrr", 7.2, BOLD)
    y -= 16
    totals = (
        ("Taxable Value", _inr(taxable)),
        ("Add: CGST @ 9%", _inr(cgst)),
        ("Add: SGST @ 9%", _inr(cgst)),
        ("Total GST", _inr(2 * cgst)),
        ("Round Off", _num(total - exact)),
    )
    _pairs(c, 380, right - 4, y - 14, totals, 12)
    c.line(380, y - 74, right, y - 74)
    _text(c, 380, y - 88, "Grand Total", 9.5, BOLD)
    _text(c, right - 4, y - 88, f"Rs. {_inr(total)}", 9.5, BOLD, True)
    words = _words(int(total), indian=True).title()
    tax_words = _words(int(2 * cgst), indian=True).title()
    paise = int((2 * cgst - int(2 * cgst)) * 100)
    lines = (
        "Amount Chargeable (in words)",
        f"Indian Rupees {words} Only",
        "",
        "Tax Amount (in words)",
        f"Indian Rupees {tax_words} and {_words(paise).title()} Paise Only",
    )
    _block(c, left + 4, y - 14, lines, 7.2, pitch=10)
    y -= 110
    c.line(left, y + 8, right, y + 8)
    bank = (
        ("Company's Bank Details", ""),
        ("Bank Name", "HDFC Bank Ltd., Bhosari Branch"),
        ("A/c No.", "50200041877312"),
        ("IFS Code", "HDFC0001823"),
        ("Company's PAN", "AAKCS4821M"),
    )
    _kv(c, left + 4, left + 80, y - 6, bank, 7.2, 10)
    declaration = (
        "Declaration",
        "We declare that this invoice shows the actual price of the goods",
        "described and that all particulars are true and correct.",
        "Interest @ 18% p.a. will be charged on bills unpaid after the due date.",
    )
    _block(c, left + 4, y - 62, declaration, 6.8, pitch=9, first=BOLD)
    _text(c, right - 4, y - 6, f"for {vendor}", 7.5, BOLD, True)
    _text(c, right - 4, y - 92, "Authorised Signatory", 7.2, right=True)
    _centre(c, w, 46, "SUBJECT TO PUNE JURISDICTION", 6.5, BOLD)
    _centre(c, w, 30, "This is a Computer Generated Invoice", 6.5)
    return {
        "fields": _fields(
            "SGHD/26-27/1184",
            "2026-12-04",
            "2027-01-03",
            _plain(total),
            _plain(2 * cgst),
            "INR",
            vendor,
            customer,
        ),
        "line_items": [_item(d, q, p, _plain(net), hsn) for d, hsn, q, _, p, net, _, _ in priced],
    }


# aqbr2: a Sao Paulo hardware distributor's DANFE (the printed summary of an NF-e), BRL, CFOP, NCM, ICMS 18 %
AQBR2_ROWS = (
    ("10234", "Parafuso sextavado zinc. M10x50 c/100", "73181500", "000", "5102", "CX", "12", "89.90"),
    ("10251", "Porca sextavada zinc. M10 c/200", "73181600", "000", "5102", "CX", "8", "54.30"),
    ("11870", "Bucha de nylon S8 c/500", "39269090", "000", "5102", "PCT", "20", "36.75"),
    ("20415", "Disco de corte inox 115x1,0 mm", "68042211", "000", "5102", "UN", "150", "4.98"),
    ("20422", "Disco flap grao 80 115 mm", "68052000", "000", "5102", "UN", "60", "11.40"),
    ("31007", "Fita veda rosca 18 mm x 50 m", "39191020", "060", "5405", "UN", "96", "6.85"),
    ("31150", "Registro de gaveta bruto 3/4", "84818093", "000", "5102", "UN", "24", "47.60"),
    ("32040", "Cola PVC 175 g frasco", "35069190", "060", "5405", "UN", "48", "13.20"),
    ("40311", "Trena de aco 5 m emborrachada", "90178010", "000", "5102", "UN", "30", "18.90"),
    ("40502", "Alicate universal 8 pol. isolado", "82032090", "000", "5102", "UN", "18", "42.35"),
    ("41160", "Jogo chave combinada 6-22 mm 12 pc", "82041100", "000", "5102", "JG", "6", "189.00"),
    ("50023", "Luva nitrilica verde par tam. 9", "40151900", "000", "5102", "PAR", "120", "7.45"),
    ("50340", "Oculos de protecao incolor", "90049090", "000", "5102", "UN", "40", "9.80"),
    ("61205", "Cadeado latao 40 mm c/2 chaves", "83011000", "000", "5102", "UN", "36", "27.50"),
    ("62118", "Dobradica aco zincado 3 1/2 pol.", "83021000", "000", "5102", "PAR", "80", "8.15"),
    ("70009", "Abracadeira rosca sem fim 1 pol.", "73269090", "000", "5102", "UN", "200", "1.65"),
)
AQBR2_KEY = "35261208441729000153550010000412871044128735"


def _aqbr2_head(c, w: float, h: float) -> None:
    """The receipt stub, the issuer's block, the DANFE box and the access key with its barcode."""
    left, right = 20, w - 20
    c.setLineWidth(0.6)
    c.rect(left, h - 52, 455, 32)
    _text(
        c,
        left + 3,
        h - 29,
        "RECEBEMOS DE DISTRIBUIDORA PAULISTA DE FERRAGENS LTDA. OS PRODUTOS E/OU SERVIÇOS",
        6,
    )
    _text(c, left + 3, h - 36, "CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA AO LADO", 6)
    _box(c, left, h - 62, 110, 22, "DATA DE RECEBIMENTO", "")
    _box(c, left + 110, h - 62, 345, 22, "IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR", "")
    c.rect(left + 460, h - 62, right - left - 460, 42)
    _centre(c, 2 * left + 460 + right - left, h - 32, "NF-e", 10, BOLD)
    _centre(c, 2 * left + 460 + right - left, h - 44, "Nº 000.041.287", 7.5, BOLD)
    _centre(c, 2 * left + 460 + right - left, h - 54, "SÉRIE 001", 7.5, BOLD)
    c.setDash(2, 2)
    c.line(left, h - 68, right, h - 68)
    c.setDash()
    top = h - 74
    c.rect(left, top - 100, 225, 100)
    c.setFillColorRGB(0.1, 0.3, 0.55)
    c.rect(left + 8, top - 40, 30, 30, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 13, top - 30, "DPF", 9, BOLD)
    c.setFillGray(0)
    issuer = ("DISTRIBUIDORA PAULISTA DE", "FERRAGENS LTDA.")
    _block(c, left + 44, top - 18, issuer, 8.5, BOLD, pitch=10)
    lines = (
        "Rua Santa Rosa, 1.420 - Galpão 3",
        "Brás - São Paulo - SP - CEP 03007-000",
        "Fone: (11) 3555-0418",
        "vendas@dpferragens.com.br",
    )
    _block(c, left + 8, top - 56, lines, 7, pitch=9.5)
    c.rect(left + 225, top - 100, 100, 100)
    mid = 2 * (left + 225) + 100
    _centre(c, mid, top - 16, "DANFE", 13, BOLD)
    _block(c, left + 231, top - 27, ("Documento Auxiliar da", "Nota Fiscal Eletrônica"), 6.3, pitch=7.5)
    _block(c, left + 235, top - 50, ("0 - ENTRADA", "1 - SAÍDA"), 6.5, pitch=8)
    c.rect(left + 296, top - 58, 14, 14)
    _text(c, left + 300, top - 54, "1", 9, BOLD)
    _centre(c, mid, top - 74, "Nº 000.041.287", 8, BOLD)
    _centre(c, mid, top - 84, "SÉRIE 001", 7.5, BOLD)
    _centre(c, mid, top - 94, "FOLHA 1/1", 7)
    c.rect(left + 325, top - 100, right - left - 325, 100)
    _code128(c, left + 336, top - 40, AQBR2_KEY, 30, 0.7)
    key = " ".join(AQBR2_KEY[i : i + 4] for i in range(0, 44, 4))
    _box(c, left + 325, top - 62, right - left - 325, 18, "CHAVE DE ACESSO", key, 7.5, BOLD)
    note = (
        "Consulta de autenticidade no portal nacional da NF-e",
        "www.nfe.fazenda.gov.br/portal",
        "ou no site da Sefaz Autorizadora",
    )
    for i, s in enumerate(note):
        _centre(c, 2 * (left + 325) + right - left - 325, top - 74 - 9 * i, s, 6.3)


def _aqbr2_parties(c, w: float, top: float, total: Decimal) -> None:
    """The operation, the issuer's registrations, the addressee's boxes and the duplicate."""
    left, right = 20, w - 20
    _box(
        c, left, top - 20, 325, 20, "NATUREZA DA OPERAÇÃO", "VENDA DE MERCADORIA ADQUIRIDA DE TERCEIROS", 7.5
    )
    _box(
        c,
        left + 325,
        top - 20,
        right - left - 325,
        20,
        "PROTOCOLO DE AUTORIZAÇÃO DE USO",
        "135264471208813 - 03/12/2026 09:41:17",
        7.5,
    )
    row = (("INSCRIÇÃO ESTADUAL", "116.448.207.115", 180), ("INSC. ESTADUAL DO SUBST. TRIB.", "", 180))
    x = left
    for label, value, width in row:
        _box(c, x, top - 40, width, 20, label, value, 7.5)
        x += width
    _box(c, x, top - 40, right - x, 20, "CNPJ", "08.441.729/0001-53", 7.5)
    _text(c, left, top - 50, "DESTINATÁRIO / REMETENTE", 7, BOLD)
    rows = (
        (
            ("NOME / RAZÃO SOCIAL", "MADEIREIRA E MATERIAIS SANTA RITA LTDA.", 300),
            ("CNPJ / CPF", "27.118.504/0001-09", 150),
            ("DATA DA EMISSÃO", "03/12/2026", 0),
        ),
        (
            ("ENDEREÇO", "AV. JOÃO XXIII, 2.210", 210),
            ("BAIRRO / DISTRITO", "VILA FORMOSA", 130),
            ("CEP", "03362-000", 110),
            ("DATA DA SAÍDA/ENTRADA", "03/12/2026", 0),
        ),
        (
            ("MUNICÍPIO", "SÃO PAULO", 190),
            ("FONE / FAX", "(11) 2555-7130", 110),
            ("UF", "SP", 40),
            ("INSCRIÇÃO ESTADUAL", "148.221.903.110", 110),
            ("HORA DA SAÍDA/ENTRADA", "10:15:00", 0),
        ),
    )
    for i, boxes in enumerate(rows):
        x, y = left, top - 74 - 20 * i
        for label, value, width in boxes:
            width = width or right - x
            _box(c, x, y, width, 20, label, value, 7.5)
            x += width
    _text(c, left, top - 144, "FATURA / DUPLICATAS", 7, BOLD)
    c.rect(left, top - 172, right - left, 24)
    _kv(c, left + 4, left + 70, top - 158, (("Número", "000041287-001"),), 7, 9, "Helvetica")
    _kv(c, left + 4, left + 70, top - 167, (("Vencimento", "02/01/2027"),), 7, 9, "Helvetica")
    _text(c, left + 160, top - 158, "Valor", 7)
    _text(c, left + 186, top - 158, f"R$ {_eu(total)}", 7, BOLD)


def _aqbr2_taxes(c, w: float, top: float, products: Decimal, base: Decimal, icms: Decimal) -> None:
    left, right = 20, w - 20
    _text(c, left, top, "CÁLCULO DO IMPOSTO", 7, BOLD)
    width = (right - left) / 6
    rows = (
        (
            ("BASE DE CÁLC. DO ICMS", _eu(base)),
            ("VALOR DO ICMS", _eu(icms)),
            ("BASE DE CÁLC. ICMS S.T.", "0,00"),
            ("VALOR DO ICMS SUBST.", "0,00"),
            ("V. IMP. IMPORTAÇÃO", "0,00"),
            ("V. TOTAL PRODUTOS", _eu(products)),
        ),
        (
            ("VALOR DO FRETE", "0,00"),
            ("VALOR DO SEGURO", "0,00"),
            ("DESCONTO", "0,00"),
            ("OUTRAS DESPESAS", "0,00"),
            ("VALOR TOTAL IPI", "0,00"),
            ("V. TOTAL DA NOTA", _eu(products)),
        ),
    )
    for i, boxes in enumerate(rows):
        for j, (label, value) in enumerate(boxes):
            bold = BOLD if j == 5 and i == 1 else "Helvetica"
            _box(c, left + width * j, top - 24 - 20 * i, width, 20, label, value, 7.5, bold, True)
    y = top - 74
    _text(c, left, y, "TRANSPORTADOR / VOLUMES TRANSPORTADOS", 7, BOLD)
    rows = (
        (
            ("RAZÃO SOCIAL", "EXPRESSO TIETÊ CARGAS LTDA.", 190),
            ("FRETE POR CONTA", "0-EMITENTE", 80),
            ("CÓDIGO ANTT", "", 60),
            ("PLACA DO VEÍCULO", "FQR-2E71", 70),
            ("UF", "SP", 30),
            ("CNPJ / CPF", "11.204.883/0001-72", 0),
        ),
        (
            ("QUANTIDADE", "14", 80),
            ("ESPÉCIE", "VOLUMES", 110),
            ("MARCA", "DPF", 80),
            ("NUMERAÇÃO", "1/14", 80),
            ("PESO BRUTO", "186,400", 80),
            ("PESO LÍQUIDO", "171,250", 0),
        ),
    )
    for i, boxes in enumerate(rows):
        x = left
        for label, value, width in boxes:
            width = width or right - x
            _box(c, x, y - 24 - 20 * i, width, 20, label, value, 7.5)
            x += width


def aqbr2(c) -> dict:
    w, h = A4
    left, right = 20, w - 20
    vendor, customer = "DISTRIBUIDORA PAULISTA DE FERRAGENS LTDA.", "MADEIREIRA E MATERIAIS SANTA RITA LTDA."
    priced = []
    for code, d, ncm, cst, cfop, un, q, p in AQBR2_ROWS:
        amount = _ext(q, p)
        base = amount if cst == "000" else Decimal("0.00")
        priced.append((code, d, ncm, cst, cfop, un, q, p, amount, base, _pct(base, "18")))
    products = _sum(r[8] for r in priced)
    base = _sum(r[9] for r in priced)
    icms = _sum(r[10] for r in priced)
    _aqbr2_head(c, w, h)
    _aqbr2_parties(c, w, h - 178, products)
    _aqbr2_taxes(c, w, h - 358, products, base, icms)
    top = h - 486
    _text(c, left, top, "DADOS DOS PRODUTOS / SERVIÇOS", 7, BOLD)
    xs = (left, 56, 196, 236, 256, 278, 300, 344, 384, 432, 476, 516, right)
    aligns = "llcccrrrrrr"
    titles = (
        "CÓDIGO",
        "DESCRIÇÃO DO PRODUTO / SERVIÇO",
        "NCM/SH",
        "CST",
        "CFOP",
        "UN",
        "QUANT.",
        "VALOR\nUNIT.",
        "VALOR\nTOTAL",
        "B. CÁLC.\nICMS",
        "VALOR\nICMS",
        "ALÍQ.\nICMS",
    )
    aligns = "llccccrrrrrr"
    c.rect(left, top - 24, right - left, 20)
    _heads(c, xs, top - 11, titles, aligns, 5.8)
    pitch = 13
    foot = top - 24 - pitch * len(priced) - 4
    c.rect(left, foot, right - left, top - 24 - foot)
    for x in xs[1:-1]:
        c.line(x, top - 4, x, foot)
    for i, (code, d, ncm, cst, cfop, un, q, p, amount, bc, tax) in enumerate(priced):
        rate = "18,00" if cst == "000" else "0,00"
        cells = (
            code,
            d,
            ncm,
            cst,
            cfop,
            un,
            _qty(q, ",", 4),
            _eu(Decimal(p)),
            _eu(amount),
            _eu(bc),
            _eu(tax),
            rate,
        )
        _cells(c, xs, top - 34 - pitch * i, cells, aligns, 6.2)
    y = foot - 12
    _text(c, left, y, "DADOS ADICIONAIS", 7, BOLD)
    c.rect(left, 40, 360, y - 44)
    c.rect(left + 360, 40, right - left - 360, y - 44)
    _text(c, left + 3, y - 10, "INFORMAÇÕES COMPLEMENTARES", 5.5)
    _text(c, left + 363, y - 10, "RESERVADO AO FISCO", 5.5)
    info = (
        "Pedido do cliente: 7781. Vendedor: 014 - Marcos A. Lima.",
        "ICMS retido anteriormente por substituição tributária nos itens de CFOP 5405,",
        "conforme art. 313-Z do RICMS/SP.",
        "Pagamento por boleto bancário, Banco Itaú, ag. 0418, c/c 44718-2.",
        "Documento emitido por ME ou EPP optante pelo Simples Nacional: NÃO.",
    )
    _block(c, left + 4, y - 22, info, 6.5, pitch=9)
    _text(c, left, 30, "DATA E HORA DA IMPRESSÃO: 03/12/2026 09:42:05", 5.5)
    _text(c, right, 30, "Emitido por DPF Gestão ERP 4.2", 5.5, right=True)
    return {
        "fields": _fields(
            "000.041.287", "2026-12-03", "2027-01-02", _plain(products), _plain(icms), "BRL", vendor, customer
        ),
        "line_items": [_item(r[1], r[6], r[7], _plain(r[8]), r[0]) for r in priced],
    }


# aqtr3: an Ankara cleaning-supplies wholesaler's e-Arsiv fatura in Turkish, TRY, KDV 20 %
AQTR3_ROWS = (
    ("TM-1001", "Sivi bulasik deterjani 5 L", "40", "Adet", "118.50"),
    ("TM-1014", "Yüzey temizleyici limonlu 5 L", "36", "Adet", "96.75"),
    ("TM-1022", "Çamasir suyu 4 L", "60", "Adet", "42.90"),
    ("TM-1105", "Cam temizleyici sprey 750 ml", "48", "Adet", "38.40"),
    ("TM-1210", "Toz çamasir deterjani 10 kg", "20", "Adet", "489.00"),
    ("TM-1218", "Yumusatici konsantre 5 L", "24", "Adet", "164.25"),
    ("KG-2003", "Z katlama kagit havlu 12x200", "30", "Koli", "412.80"),
    ("KG-2011", "Tuvalet kagidi jumbo 6x1 kg", "50", "Koli", "356.00"),
    ("KG-2040", "Peçete 30x30 cm 100'lü", "80", "Paket", "27.60"),
    ("EK-3007", "Nitril eldiven mavi M 100'lü", "40", "Kutu", "189.90"),
    ("EK-3015", "Çöp torbasi 80x110 siyah", "120", "Rulo", "46.50"),
    ("EK-3102", "Mop kovasi presli 25 L", "6", "Adet", "845.00"),
    ("EK-3110", "Islak mop paspas 50 cm", "24", "Adet", "112.40"),
    ("EK-3204", "Mikrofiber bez 40x40 cm", "200", "Adet", "18.75"),
    ("SB-4001", "Sivi el sabunu 5 L", "30", "Adet", "134.60"),
    ("SB-4012", "El dezenfektani %70 alkol 1 L", "48", "Adet", "88.20"),
    ("OD-5003", "Oda kokusu sprey 400 ml", "60", "Adet", "54.90"),
    ("OD-5010", "Pisuvar tableti 1 kg", "12", "Kutu", "214.00"),
)


def _aqtr3_head(c, w: float, h: float) -> None:
    """The seller between rules, the GIB emblem and title, the QR code; the buyer and the facts."""
    left, right = 36, w - 36
    c.setLineWidth(0.8)
    c.line(left, h - 40, 250, h - 40)
    seller = (
        "ANADOLU HIJYEN TEMIZLIK ÜRÜNLERI LTD. STI.",
        "Ivedik OSB Mah. 1453. Cad. No: 27",
        "Yenimahalle / ANKARA",
        "Tel: (0312) 555 41 87  Fax: (0312) 555 41 88",
        "Web Sitesi: www.anadoluhijyen.com.tr",
        "E-Posta: fatura@anadoluhijyen.com.tr",
        "Vergi Dairesi: OSTIM",
        "VKN: 0690412873",
        "Ticaret Sicil No: 284417  Mersis No: 0069041287300015",
    )
    _block(c, left, h - 52, seller, 7, pitch=9.2, first=BOLD)
    c.line(left, h - 138, 250, h - 138)
    c.setStrokeColorRGB(0.7, 0.1, 0.1)
    c.setFillColorRGB(0.7, 0.1, 0.1)
    c.setLineWidth(1.5)
    c.circle(w / 2 + 30, h - 74, 26, stroke=1, fill=0)
    c.circle(w / 2 + 30, h - 74, 21, stroke=1, fill=0)
    _centre(c, 2 * (w / 2 + 30), h - 79, "GIB", 13, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0)
    _centre(c, 2 * (w / 2 + 30), h - 120, "e-Arsiv Fatura", 12, BOLD)
    payload = "AHT2026000004187|04-12-2026|0690412873|4812042217|TRY"
    _qr(c, payload, right - 86, h - 130, 86)
    c.setLineWidth(0.8)
    c.line(left, h - 160, 250, h - 160)
    _text(c, left, h - 172, "SAYIN", 8, BOLD)
    buyer = (
        "KARDELEN TURIZM OTELCILIK A.S.",
        "Kiziltoprak Mah. Sahil Yolu No: 112",
        "Alanya / ANTALYA",
        "Tel: (0242) 555 19 64",
        "Vergi Dairesi: ALANYA",
        "VKN: 4812042217",
    )
    _block(c, left, h - 184, buyer, 7.5, pitch=10, first=BOLD)
    c.line(left, h - 244, 250, h - 244)
    facts = (
        ("Özellestirme No:", "TR1.2"),
        ("Senaryo:", "EARSIVFATURA"),
        ("Fatura Tipi:", "SATIS"),
        ("Fatura No:", "AHT2026000004187"),
        ("Fatura Tarihi:", "04-12-2026 14:26"),
        ("Son Ödeme Tarihi:", "03-01-2027"),
        ("Irsaliye No:", "AHI2026000003355"),
    )
    x0, x1, top = 352, right, h - 160
    c.setLineWidth(0.5)
    for i, (k, v) in enumerate(facts):
        c.rect(x0, top - 13 * (i + 1), x1 - x0, 13)
        c.line(x0 + 82, top - 13 * (i + 1), x0 + 82, top - 13 * i)
        _text(c, x0 + 3, top - 13 * i - 9.5, k, 7.5, BOLD)
        _text(c, x0 + 86, top - 13 * i - 9.5, v, 7.5)
    _text(c, left, h - 262, "ETTN: 5b1e9c42-7d08-4f3a-9e61-0c2f8ab71d54", 7.5, BOLD)


def aqtr3(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor, customer = "ANADOLU HIJYEN TEMIZLIK ÜRÜNLERI LTD. STI.", "KARDELEN TURIZM OTELCILIK A.S."
    priced = []
    for code, d, q, u, p in AQTR3_ROWS:
        net = _ext(q, p)
        priced.append((code, d, q, u, p, net, _pct(net, "20")))
    net = _sum(r[5] for r in priced)
    kdv = _sum(r[6] for r in priced)
    total = net + kdv
    _aqtr3_head(c, w, h)
    xs = (left, 66, 120, 272, 330, 392, 432, 484, right)
    aligns = "cllrrcrr"
    titles = (
        "Sira\nNo",
        "Ürün\nKodu",
        "Mal Hizmet",
        "Miktar",
        "Birim Fiyat",
        "KDV\nOrani",
        "KDV\nTutari",
        "Mal Hizmet\nTutari",
    )
    top = h - 274
    c.setFillGray(0.88)
    c.rect(left, top - 22, right - left, 22, stroke=0, fill=1)
    c.setFillGray(0)
    _grid(c, xs, top, 1, 22)
    _heads(c, xs, top - 9, titles, aligns, 7)
    pitch = 14
    foot = _grid(c, xs, top - 22, len(priced), pitch)
    for i, (code, d, q, u, p, amount, tax) in enumerate(priced):
        cells = (
            str(i + 1),
            code,
            d,
            f"{q} {u}",
            f"{_eu(Decimal(p))} TL",
            "%20",
            f"{_eu(tax)} TL",
            f"{_eu(amount)} TL",
        )
        _cells(c, xs, top - 32 - pitch * i, cells, aligns, 7)
    totals = (
        ("Mal Hizmet Toplam Tutari", f"{_eu(net)} TL"),
        ("Toplam Iskonto", "0,00 TL"),
        ("Hesaplanan KDV(%20)", f"{_eu(kdv)} TL"),
        ("Vergiler Dahil Toplam Tutar", f"{_eu(total)} TL"),
        ("Ödenecek Tutar", f"{_eu(total)} TL"),
    )
    y = foot - 10
    for i, (k, v) in enumerate(totals):
        c.rect(330, y - 14 * (i + 1), right - 330, 14)
        c.line(470, y - 14 * (i + 1), 470, y - 14 * i)
        font = BOLD if i >= 3 else "Helvetica"
        _text(c, 334, y - 14 * i - 10, k, 7.5, BOLD)
        _text(c, right - 3, y - 14 * i - 10, v, 7.5, font, True)
    c.rect(left, y - 112, right - left, 32)
    notes = (
        (
            "Not: Ödeme vadesi 30 gündür. Banka: Ziraat Bankasi Ostim Subesi, "
            "IBAN: TR42 0001 0017 4512 8847 1050 01"
        ),
        "Siparis No: KRD-2611-0412. Teslimat: Alanya otel deposu. Irsaliye yerine geçer.",
    )
    _block(c, left + 4, y - 92, notes, 7, pitch=10)
    foot_lines = (
        "Bu satis internet üzerinden yapilmistir. e-Arsiv izni kapsaminda elektronik ortamda iletilmistir.",
        "Bu belge 509 Sira No.lu VUK Genel Tebligi uyarinca düzenlenmistir.",
    )
    for i, s in enumerate(foot_lines):
        _centre(c, w, 52 - 10 * i, s, 6.5)
    return {
        "fields": _fields(
            "AHT2026000004187",
            "2026-12-04",
            "2027-01-03",
            _plain(total),
            _plain(kdv),
            "TRY",
            vendor,
            customer,
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, q, _, p, a, _ in priced],
    }


# aqkr4: a Seoul facility-supplies distributor's tax invoice in English (for the recipient), KRW, VAT 10 %
AQKR4_ROWS = (
    ("11", "24", "HS-LB-1120", "LED tube T8 18W 1200 mm", "6500K", "200", "6800"),
    ("11", "24", "HS-LB-2040", "LED downlight 6 in 15W", "4000K", "120", "14500"),
    ("11", "24", "HS-CB-3102", "Earth leakage breaker 2P 20A", "30 mA", "40", "18900"),
    ("11", "24", "HS-WR-4410", "Electric wire HFIX 2.5 sq", "300 m/roll", "12", "96000"),
    ("11", "24", "HS-TP-5005", "Vinyl tape 19 mm black", "10 pcs/pk", "50", "7200"),
    ("11", "26", "HS-FL-6210", "Pre-filter 595 x 595 x 20", "G4", "80", "11300"),
    ("11", "26", "HS-FL-6230", "Bag filter 592 x 592 x 600", "F8", "24", "48700"),
    ("11", "26", "HS-PL-7003", "Toilet fill valve", "universal", "30", "15400"),
    ("11", "26", "HS-PL-7020", "Faucet cartridge 40 mm", "ceramic", "36", "9800"),
    ("11", "27", "HS-CL-8001", "Floor cleaner, neutral", "18.75 L", "20", "38500"),
    ("11", "27", "HS-CL-8040", "Paper towel, 5,000 sheets", "box", "60", "21600"),
    ("11", "27", "HS-SF-9002", "Safety helmet ABS, white", "KCs", "25", "12300"),
    ("11", "27", "HS-SF-9015", "Coated cotton gloves", "L, 10 pr", "40", "8900"),
    ("11", "30", "HS-TL-9510", "Cordless drill 18V set", "2 batt.", "3", "289000"),
    ("11", "30", "HS-TL-9530", "Aluminium step ladder 6 step", "1.8 m", "4", "134000"),
    ("11", "30", "HS-EX-9901", "Fire extinguisher ABC 3.3 kg", "KFI", "20", "27500"),
)
KR_BLUE = (0.12, 0.3, 0.68)


def _aqkr4_party(c, x: float, top: float, width: float, title: str, rows) -> None:
    """One party's panel: a narrow strip with its title turned upright, and its rows of keys and values."""
    c.rect(x, top - 80, 18, 80)
    c.saveState()
    c.translate(x + 12, top - 40)
    c.rotate(90)
    _centre(c, 0, -1, title, 7.5, BOLD)
    c.restoreState()
    for i, cells in enumerate(rows):
        y = top - 16 * (i + 1)
        c.rect(x + 18, y, width - 18, 16)
        cx = x + 18
        for j, (k, v, span) in enumerate(cells):
            c.setFillColorRGB(*KR_BLUE)
            _text(c, cx + 3, y + 5, k, 6.8, BOLD)
            c.setFillGray(0)
            _text(c, cx + 58, y + 5, v, 7.5, BOLD if k == "Company" else "Helvetica")
            if j:
                c.line(cx, y, cx, y + 16)
            cx += span


def aqkr4(c) -> dict:
    w, h = landscape(A4)
    left, right = 36, w - 36
    vendor, customer = "Hansol Distribution Co., Ltd.", "Daesung Facility Management Co., Ltd."
    priced = []
    for m, d, code, item, spec, q, p in AQKR4_ROWS:
        value = _ext(q, p, 0)
        priced.append((m, d, code, item, spec, q, p, value, _pct(value, "10", 0)))
    supply = _sum(r[7] for r in priced)
    tax = _sum(r[8] for r in priced)
    total = supply + tax
    c.setStrokeColorRGB(*KR_BLUE)
    c.setFillColorRGB(*KR_BLUE)
    _text(c, left, h - 50, "TAX INVOICE", 20, BOLD)
    _text(c, left + 142, h - 50, "(for Recipient)", 10)
    c.setFillGray(0)
    boxes = (("Approval No.", "20261130-41000087-5c2e19a4"), ("Invoice No.", "HSD-2611-0457"))
    for i, (k, v) in enumerate(boxes):
        c.rect(right - 290, h - 40 - 16 * (i + 1), 290, 16)
        c.line(right - 210, h - 40 - 16 * (i + 1), right - 210, h - 40 - 16 * i)
        _text(c, right - 286, h - 51 - 16 * i, k, 7.5, BOLD)
        _text(c, right - 204, h - 51 - 16 * i, v, 8.5, BOLD if i else "Helvetica")
    half = (right - left) / 2
    supplier = (
        (("Reg. No.", "214-86-55102", 210), ("Sub-branch", "-", 0)),
        (("Company", vendor, 210), ("CEO", "Kim Min-jae", 0)),
        (("Address", "27, Gonghang-daero 61-gil, Gangseo-gu, Seoul 07563", 0),),
        (("Bus. Type", "Wholesale", 210), ("Item", "Facility supplies", 0)),
        (("E-mail", "tax@hansoldist.co.kr", 0),),
    )
    recipient = (
        (("Reg. No.", "120-81-39476", 210), ("Sub-branch", "-", 0)),
        (("Company", customer, 210), ("CEO", "Lee Seo-yeon", 0)),
        (("Address", "14, Teheran-ro 87-gil, Gangnam-gu, Seoul 06164", 0),),
        (("Bus. Type", "Services", 210), ("Item", "Building management", 0)),
        (("E-mail", "ap@daesungfm.co.kr", 0),),
    )
    top = h - 86
    _aqkr4_party(c, left, top, half - 4, "SUPPLIER", supplier)
    _aqkr4_party(c, left + half + 4, top, half - 4, "RECIPIENT", recipient)
    xs = (left, 150, 300, 420, right)
    y = top - 92
    _band(c, left, y - 14, right - left, 14, (0.9, 0.93, 0.99))
    _grid(c, xs, y, 2, 14)
    c.setFillColorRGB(*KR_BLUE)
    _cells(c, xs, y - 10, ("Date of Issue", "Supply Value", "Tax Amount", "Remarks"), "cccc", 7.5, BOLD)
    c.setFillGray(0)
    _cells(
        c,
        xs,
        y - 24,
        ("2026.11.30", _num(supply, 0), _num(tax, 0), "Monthly supply, November 2026"),
        "crrl",
        8.5,
    )
    txs = (left, 60, 84, 150, 310, 372, 410, 480, 568, 636, right)
    aligns = "cclllrrrrl"
    titles = (
        "Month",
        "Day",
        "Item Code",
        "Item",
        "Spec.",
        "Qty",
        "Unit Price",
        "Supply Value",
        "Tax",
        "Remarks",
    )
    t = y - 36
    _band(c, left, t - 14, right - left, 14, (0.9, 0.93, 0.99))
    foot = _grid(c, txs, t, len(priced) + 1, 14)
    c.setFillColorRGB(*KR_BLUE)
    _cells(c, txs, t - 10, titles, aligns, 7, BOLD)
    c.setFillGray(0)
    for i, (m, d, code, item, spec, q, p, value, vat) in enumerate(priced):
        cells = (m, d, code, item, spec, q, _num(Decimal(p), 0), _num(value, 0), _num(vat, 0), "")
        _cells(c, txs, t - 24 - 14 * i, cells, aligns, 7.5)
    bxs = (left, 170, 270, 350, 430, 530)
    b = foot - 6
    _grid(c, bxs, b, 2, 14)
    c.rect(530, b - 28, right - 530, 28)
    c.setFillColorRGB(*KR_BLUE)
    _cells(c, bxs, b - 10, ("Total Amount", "Cash", "Check", "Note", "Credit"), "ccccc", 7.5, BOLD)
    c.setFillGray(0)
    _cells(c, bxs, b - 24, (_num(total, 0), "", "", "", _num(total, 0)), "rrrrr", 8.5, BOLD)
    c.setFillColorRGB(*KR_BLUE)
    _text(c, 540, b - 17, "This amount is  [ billed ]", 9, BOLD)
    c.setFillGray(0)
    notes = (
        (
            "Amounts in Korean won (KRW). Payment due 2026.12.31 by transfer to Woori Bank 1005-402-118273 "
            "(Hansol Distribution Co., Ltd.)."
        ),
        (
            "Electronic tax invoice transmitted to the National Tax Service on 2026.11.30. "
            "Delivery notes HSD-DN-26-1124, -1126, -1127, -1130."
        ),
    )
    _block(c, left, b - 44, notes, 7, pitch=10)
    c.setStrokeGray(0)
    return {
        "fields": _fields(
            "HSD-2611-0457",
            "2026-11-30",
            "2026-12-31",
            _plain(total, 0),
            _plain(tax, 0),
            "KRW",
            vendor,
            customer,
        ),
        "line_items": [_item(r[3], r[5], r[6], _plain(r[7], 0), r[2]) for r in priced],
    }


# aqcn5: a Ningbo exporter's commercial invoice in English, USD, FOB Ningbo, HS codes and carton counts
AQCN5_ROWS = (
    ("HR-KT2201", "Stainless steel kettle 2.5 L", "7323930000", "60", "12", "8.65"),
    ("HR-FP2608", "Non-stick frying pan 26 cm", "7323940000", "85", "20", "4.32"),
    ("HR-FP2812", "Non-stick frying pan 28 cm", "7323940000", "70", "20", "4.95"),
    ("HR-SP1805", "Stock pot 18 cm with glass lid", "7323930000", "40", "16", "6.18"),
    ("HR-CB3020", "Bamboo cutting board 30x20 cm", "4419190000", "55", "30", "2.46"),
    ("HR-KN0801", "Chef knife 8 in, POM handle", "8211910000", "36", "48", "2.87"),
    ("HR-KS0503", "Kitchen scissors, set of 5", "8213000000", "25", "40", "3.64"),
    ("HR-SG0610", "Silicone spatula set, 6 pcs", "3924100000", "48", "50", "2.15"),
    ("HR-MB0305", "Glass mixing bowl set, 3 pcs", "7013490000", "90", "8", "5.40"),
    ("HR-CJ1204", "Glass storage jar 1.2 L", "7013490000", "75", "24", "1.38"),
    ("HR-TB0112", "Stainless vacuum tumbler 12 oz", "9617001100", "64", "50", "2.22"),
    ("HR-LB0800", "Lunch box 800 ml, 2 tiers", "3924100000", "52", "36", "1.96"),
    ("HR-GR3010", "Dish drying rack, 2 tiers", "7323990000", "44", "6", "9.80"),
    ("HR-TW4060", "Cotton tea towel 40x60, 3 pcs", "6302910000", "30", "100", "1.12"),
    ("HR-OM0204", "Silicone oven mitts, pair", "6116990000", "28", "60", "1.74"),
)
SEAL_RED = (0.8, 0.1, 0.1)


def _aqcn5_head(c, w: float, h: float) -> None:
    """The exporter's name centred over its address, the title, the buyer and the invoice's facts."""
    left, right = 36, w - 36
    _centre(c, w, h - 46, "NINGBO HAIRUI IMPORT & EXPORT CO., LTD.", 15, TIMES_BOLD)
    address = (
        "Room 1208, Block B, Yinyi Building, No. 555 Zhongshan East Road, Ningbo 315000, Zhejiang, China",
        "Tel: +86-574-8755 4187    Fax: +86-574-8755 4188    E-mail: sales@hairui-nb.com",
    )
    for i, s in enumerate(address):
        _centre(c, w, h - 60 - 10 * i, s, 8, TIMES)
    c.setLineWidth(1.2)
    c.line(left, h - 78, right, h - 78)
    c.setLineWidth(0.4)
    c.line(left, h - 81, right, h - 81)
    _centre(c, w, h - 104, "COMMERCIAL INVOICE", 16, TIMES_BOLD)
    width = c.stringWidth("COMMERCIAL INVOICE", TIMES_BOLD, 16)
    c.line((w - width) / 2, h - 107, (w + width) / 2, h - 107)
    _text(c, left, h - 130, "TO: Messrs.", 9, TIMES_BOLD)
    buyer = (
        "Brightway Home Goods Inc.",
        "2240 Commerce Parkway, Suite 300",
        "Edison, NJ 08837, U.S.A.",
        "Tel: +1 732 555 0194",
    )
    _block(c, left, h - 143, buyer, 9, TIMES, pitch=11, first=TIMES_BOLD)
    facts = (
        ("INVOICE NO.:", "NHR26-1187"),
        ("DATE:", "NOV. 28, 2026"),
        ("S/C NO.:", "HR-SC-2610-08"),
        ("CUSTOMER PO:", "BW-26-4471"),
        ("PAYMENT:", "T/T 30% DEPOSIT, BAL. VS B/L COPY"),
    )
    _kv(c, 330, 400, h - 130, facts, 8.5, 12, TIMES_BOLD, TIMES)
    c.rect(left, h - 218, right - left, 26)
    ship = (
        ("FROM:", "NINGBO, CHINA"),
        ("TO:", "NEW YORK, U.S.A."),
        ("BY:", "SEA"),
        ("VESSEL/VOY.:", "MSC ALINA V.2647E"),
    )
    x = left + 6
    for k, v in ship:
        _text(c, x, h - 208, k, 8.5, TIMES_BOLD)
        x += c.stringWidth(k, TIMES_BOLD, 8.5) + 4
        _text(c, x, h - 208, v, 8.5, TIMES)
        x += c.stringWidth(v, TIMES, 8.5) + 18


def aqcn5(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    vendor, customer = "NINGBO HAIRUI IMPORT & EXPORT CO., LTD.", "Brightway Home Goods Inc."
    priced = []
    for code, d, hs, ctns, per, p in AQCN5_ROWS:
        q = str(int(ctns) * int(per))
        priced.append((code, d, hs, ctns, q, p, _ext(q, p)))
    cartons = sum(int(r[3]) for r in priced)
    pieces = sum(int(r[4]) for r in priced)
    total = _sum(r[6] for r in priced)
    _aqcn5_head(c, w, h)
    xs = (left, 104, 160, 306, 362, 394, 436, 490, right)
    aligns = "lllcrrrr"
    titles = (
        "MARKS & NOS.",
        "ITEM NO.",
        "DESCRIPTION OF GOODS",
        "HS CODE",
        "CTNS",
        "QTY\n(PCS)",
        "UNIT PRICE\n(USD)",
        "AMOUNT\n(USD)",
    )
    top = h - 232
    c.setLineWidth(0.6)
    _grid(c, xs, top, 1, 24)
    _heads(c, xs, top - 10, titles, aligns, 7.5, TIMES_BOLD)
    _text(c, 439, top - 34, "FOB NINGBO", 7.5, TIMES_BOLD)
    pitch = 15
    foot = top - 44 - pitch * len(priced)
    c.rect(left, foot, right - left, top - 24 - foot)
    for x in xs[1:-1]:
        c.line(x, top - 24, x, foot)
    marks = ("BRIGHTWAY", "NEW YORK", "PO# BW-26-4471", f"C/NO. 1-{cartons}", "MADE IN CHINA")
    _block(c, left + 3, top - 52, marks, 7.5, TIMES, pitch=11)
    for i, (code, d, hs, ctns, q, p, amount) in enumerate(priced):
        cells = (code, d, hs, ctns, _num(Decimal(q), 0), _num(Decimal(p)), _num(amount))
        _cells(c, xs[1:], top - 52 - pitch * i, cells, aligns[1:], 8, TIMES)
    c.rect(left, foot - 18, right - left, 18)
    _text(c, xs[2] + 3, foot - 12, "TOTAL:", 8.5, TIMES_BOLD)
    cells = (str(cartons), _num(Decimal(pieces), 0), "", f"USD {_num(total)}")
    _cells(c, xs[4:], foot - 12, cells, "rrrr", 8.5, TIMES_BOLD)
    dollars, cents = int(total), int((total - int(total)) * 100)
    say = f"SAY TOTAL: US DOLLARS {_words(dollars).upper()}"
    say += f" AND CENTS {_words(cents).upper()} ONLY." if cents else " ONLY."
    y = foot - 36
    _text(c, left, y, say, 8.5, TIMES_BOLD)
    packing = (
        ("TOTAL PACKAGES:", f"{cartons} CARTONS ({cartons} CTNS ONLY)"),
        ("TOTAL N.W.:", "6,418.50 KGS"),
        ("TOTAL G.W.:", "7,362.00 KGS"),
        ("TOTAL MEAS.:", "58.40 CBM (1 x 40' HQ, MSKU 4418230)"),
        ("COUNTRY OF ORIGIN:", "CHINA"),
    )
    _kv(c, left, left + 110, y - 18, packing, 8.5, 11.5, TIMES_BOLD, TIMES)
    bank = (
        "BENEFICIARY'S BANK: BANK OF CHINA, NINGBO BRANCH",
        "139 Yaohang Street, Ningbo, China    SWIFT: BKCHCNBJ92A",
        "A/C NO.: 3584 5820 4187 (USD)    BENEFICIARY: NINGBO HAIRUI IMPORT & EXPORT CO., LTD.",
    )
    _block(c, left, y - 86, bank, 8, TIMES, pitch=10.5, first=TIMES_BOLD)
    sy = y - 150
    _text(c, right - 200, sy, "FOR AND ON BEHALF OF", 8, TIMES)
    _text(c, right - 200, sy - 11, vendor, 8, TIMES_BOLD)
    c.setStrokeColorRGB(*SEAL_RED)
    c.setFillColorRGB(*SEAL_RED)
    c.setLineWidth(1.6)
    c.circle(right - 120, sy - 50, 28, stroke=1, fill=0)
    star = c.beginPath()
    for k in range(10):
        r = 9 if k % 2 == 0 else 3.6
        a = math.pi / 2 + k * math.pi / 5
        point = (right - 120 + r * math.cos(a), sy - 50 + r * math.sin(a))
        (star.moveTo if k == 0 else star.lineTo)(*point)
    star.close()
    c.drawPath(star, stroke=0, fill=1)
    _centre(c, 2 * (right - 120), sy - 66, "INVOICE SEAL", 5.5, BOLD)
    c.setStrokeGray(0)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    c.line(right - 200, sy - 86, right, sy - 86)
    _text(c, right - 200, sy - 96, "Authorized Signature", 7.5, TIMES)
    return {
        "fields": _fields("NHR26-1187", "2026-11-28", None, _plain(total), None, "USD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, _, _, q, p, a in priced],
    }


# aqus6: a Houston electrical wholesaler's invoice of 28 rows over two pages, ordered / shipped / backordered
AQUS6_ROWS = (
    ("QO120", "QO 20A 1-pole plug-on circuit breaker", "EA", "48", "48", "9.870"),
    ("QO220", "QO 20A 2-pole plug-on circuit breaker", "EA", "12", "12", "24.650"),
    ("QO130L200PG", "QO loadcenter 30-space 200A main lug", "EA", "4", "2", "286.400"),
    ("THHN12BK-500", "THHN 12 AWG stranded black, 500 ft", "RL", "10", "10", "58.750"),
    ("THHN12WH-500", "THHN 12 AWG stranded white, 500 ft", "RL", "10", "10", "58.750"),
    ("THHN12GN-500", "THHN 12 AWG stranded green, 500 ft", "RL", "6", "6", "58.750"),
    ("THHN10BK-500", "THHN 10 AWG stranded black, 500 ft", "RL", "4", "4", "89.300"),
    ("MC12-3-250", "MC cable 12/3 aluminum armor, 250 ft", "RL", "8", "5", "214.900"),
    ("EMT-34-10", "EMT conduit 3/4 in x 10 ft", "EA", "200", "200", "6.480"),
    ("EMT-1-10", "EMT conduit 1 in x 10 ft", "EA", "80", "80", "10.950"),
    ("260DC", "EMT set screw coupling 3/4 in, die-cast", "EA", "250", "250", "0.620"),
    ("250DC", "EMT set screw connector 3/4 in, die-cast", "EA", "250", "250", "0.540"),
    ("RACO-232", "4 in square box, 2-1/8 in deep", "EA", "150", "150", "2.380"),
    ("RACO-8803", "Mud ring 1-gang, 1/2 in raised", "EA", "150", "150", "1.160"),
    ("5362-W", "Receptacle 20A 125V spec grade, white", "EA", "120", "120", "3.940"),
    ("GFNT2-W", "GFCI receptacle 20A self-test, white", "EA", "36", "36", "18.270"),
    ("1221-2W", "Toggle switch 20A 1-pole, white", "EA", "60", "60", "2.870"),
    ("80701-W", "Wallplate 1-gang duplex, nylon, white", "EA", "150", "150", "0.410"),
    ("30-072", "Wire connector 72B tan, box of 100", "BX", "12", "12", "14.650"),
    ("30-076", "Wire connector 76B red, box of 100", "BX", "8", "8", "16.120"),
    ("CPX-2X4-40L", "LED flat panel 2x4 ft 40W 4000K", "EA", "40", "24", "68.500"),
    ("LDN6-30K", "LED downlight 6 in 3000K, 90 CRI", "EA", "60", "60", "32.880"),
    ("EU2C-LED", "Exit / emergency combo unit, LED", "EA", "10", "0", "54.200"),
    ("615880", "Ground rod 5/8 in x 8 ft, copper-bonded", "EA", "4", "4", "21.450"),
    ("SUPER33-34", "Vinyl electrical tape 3/4 in x 66 ft", "EA", "40", "40", "5.920"),
    ("BC-14-HB", "Beam clamp with hanger, 1/4-20", "EA", "300", "300", "0.870"),
    ("SS-34-EMT", "One-hole strap 3/4 in EMT, steel", "EA", "200", "200", "0.330"),
    ("PLT2S-C", "Cable ties 8 in natural, pack of 100", "PK", "20", "20", "9.450"),
)
AQUS6_XS = (36, 72, 108, 138, 222, 420, 448, 512, 576)
AQUS6_ALIGN = "rrrllcrr"
AQUS6_TITLES = ("Ordered", "Shipped", "B/O", "Part Number", "Description", "UOM", "Unit Price", "Extension")
VOLT = (0.98, 0.78, 0.1)


def _aqus6_head(c, page: int) -> None:
    """The letterhead with its lightning bolt, the title and the box of the number, the date and the page."""
    w, h = letter
    c.setFillColorRGB(*VOLT)
    bolt = c.beginPath()
    for i, (x, y) in enumerate(((58, 762), (40, 734), (52, 734), (44, 712), (66, 742), (54, 742), (62, 762))):
        (bolt.moveTo if i == 0 else bolt.lineTo)(x, y)
    bolt.close()
    c.drawPath(bolt, stroke=1, fill=1)
    c.setFillGray(0)
    _text(c, 74, h - 46, "LONE STAR ELECTRIC SUPPLY, INC.", 14, BOLD)
    lines = (
        "7810 Harwin Drive, Houston, TX 77036",
        "(713) 555-0148  |  lonestarelectric.com  |  Branch 04 - Southwest",
    )
    _block(c, 74, h - 59, lines, 7.5, pitch=9.5)
    _text(c, w - 36, h - 44, "INVOICE", 18, BOLD, True)
    xs = (w - 236, w - 146, w - 86, w - 36)
    _band(c, xs[0], h - 70, xs[-1] - xs[0], 12, (0.15, 0.15, 0.15))
    c.setFillGray(1)
    _cells(c, xs, h - 67, ("Invoice Number", "Invoice Date", "Page"), "ccc", 6.5, BOLD)
    c.setFillGray(0)
    _grid(c, xs, h - 58, 2, 12)
    _cells(c, xs, h - 79, ("S104482917.001", "Nov 24, 2026", f"{page} of 2"), "ccc", 8, BOLD)


def _aqus6_table(c, top: float, rows, first: int) -> float:
    """The column titles on a dark band and ``rows`` under them, shaded every other line; the y under them."""
    xs = AQUS6_XS
    _band(c, xs[0], top - 14, xs[-1] - xs[0], 14, (0.15, 0.15, 0.15))
    c.setFillGray(1)
    _cells(c, xs, top - 10, AQUS6_TITLES, "rrrllcrr", 7.5, BOLD)
    c.setFillGray(0)
    y = top - 14
    for i, (part, d, uom, ordered, shipped, price, amount) in enumerate(rows):
        if (first + i) % 2:
            _band(c, xs[0], y - 15, xs[-1] - xs[0], 15, (0.93, 0.93, 0.93))
        backordered = str(int(ordered) - int(shipped))
        cells = (ordered, shipped, backordered, part, d, uom, price, _num(amount))
        _cells(c, xs, y - 10.5, cells, AQUS6_ALIGN, 7.8)
        y -= 15
    c.setLineWidth(0.6)
    c.line(xs[0], y, xs[-1], y)
    return y


def aqus6(c) -> dict:
    w, h = letter
    vendor, customer = "Lone Star Electric Supply, Inc.", "Bayou City Electrical Contractors LLC"
    priced = [(*r[:5], r[5], _ext(r[4], r[5])) for r in AQUS6_ROWS]
    net = _sum(r[6] for r in priced)
    delivery = Decimal("35.00")
    tax = _pct(net + delivery, "8.25")
    total = net + delivery + tax
    _aqus6_head(c, 1)
    for x, title, lines in (
        (36, "SOLD TO", (customer, "Accounts Payable", "3300 Main Street, Suite 410", "Houston, TX 77002")),
        (
            316,
            "SHIP TO",
            (
                "Memorial Hermann - Parking Garage C",
                "Job trailer, Gate 3",
                "6411 Fannin Street",
                "Houston, TX 77030",
            ),
        ),
    ):
        _text(c, x, h - 108, title, 7, BOLD)
        c.line(x, h - 111, x + 250, h - 111)
        _block(c, x, h - 123, lines, 8.5, pitch=11, first=BOLD)
    xs = (36, 108, 192, 318, 390, 454, 512, 576)
    keys = ("Customer No.", "Customer PO", "Job Name", "Salesperson", "Ship Via", "Terms", "Due Date")
    values = (
        "BCE1043",
        "J-2611-HM",
        "MH Garage C Lighting",
        "D. Alvarez",
        "OUR TRUCK",
        "NET 30",
        "Dec 24, 2026",
    )
    top = h - 180
    _band(c, 36, top - 12, 540, 12, (0.85, 0.85, 0.85))
    _grid(c, xs, top, 2, 12)
    _cells(c, xs, top - 9, keys, "lllllll", 6.5, BOLD)
    _cells(c, xs, top - 21, values, "lllllll", 7.8)
    y = _aqus6_table(c, top - 36, priced[:22], 0)
    _text(c, 36, y - 14, "Ordered by: Hector Morales    Shipped Nov 23, 2026 from Branch 04", 7.5)
    _centre(c, w, 40, "*** CONTINUED ON NEXT PAGE ***", 8, BOLD)
    c.showPage()
    _aqus6_head(c, 2)
    _text(c, 36, h - 104, f"SOLD TO: {customer}    CUSTOMER NO. BCE1043    PO J-2611-HM", 7.5, BOLD)
    y = _aqus6_table(c, h - 116, priced[22:], 22)
    totals = (
        ("Merchandise Subtotal", _num(net)),
        ("Delivery Charge", _num(delivery)),
        ("Sales Tax 8.25%", _num(tax)),
    )
    _pairs(c, 400, 572, y - 18, totals, 13)
    c.setLineWidth(1)
    c.rect(396, y - 80, 180, 20)
    _text(c, 402, y - 73, "INVOICE TOTAL", 9.5, BOLD)
    _text(c, 572, y - 73, f"${_num(total)}", 10, BOLD, True)
    notes = (
        "Backordered items (B/O) will ship and be invoiced separately when received.",
        "Returns within 30 days in original packaging only; a 20% restocking fee applies.",
        "Special-order items are non-returnable. Past-due balances accrue 1.5% per month.",
    )
    _block(c, 36, y - 22, notes, 7, OBLIQUE, pitch=10)
    c.setDash(3, 2)
    c.rect(36, 60, 540, 70)
    c.setDash()
    _text(c, 44, 116, "REMIT TO", 7.5, BOLD)
    remit = (vendor, "P.O. Box 4471", "Houston, TX 77210-4471")
    _block(c, 44, 104, remit, 8, pitch=10)
    stub = (
        ("Invoice Number", "S104482917.001"),
        ("Customer No.", "BCE1043"),
        ("Amount Due", f"${_num(total)}"),
        ("Amount Enclosed", "____________"),
    )
    _kv(c, 330, 430, 116, stub, 7.8, 12)
    _centre(c, w, 40, "Thank you for your business!  Questions? ar@lonestarelectric.com", 7.5)
    return {
        "fields": _fields(
            "S104482917.001", "2026-11-24", "2026-12-24", _plain(total), _plain(tax), "USD", vendor, customer
        ),
        "line_items": [_item(d, shipped, p, _plain(a), part) for part, d, _, _, shipped, p, a in priced],
    }


# aqde7: a pharmaceutical wholesaler's Rechnung to a pharmacy, PZN codes, MwSt 19 % and 7 %, in Courier
AQDE7_ROWS = (
    ("01126111", "Ibuprofen RM 400 mg Filmtabl.", "FTA", "20 St N1", "30", "2.38", "19"),
    ("04895173", "Paracetamol RM 500 mg Tabl.", "TAB", "20 St N1", "40", "0.96", "19"),
    ("10203560", "Pantoprazol RM 20 mg magensaftr.", "TMR", "14 St N1", "25", "1.74", "19"),
    ("02483750", "Cetirizin RM 10 mg Filmtabl.", "FTA", "20 St N1", "20", "1.52", "19"),
    ("13844027", "Nasenspray Xylo RM 0,1 %", "NAS", "10 ml", "36", "1.98", "19"),
    ("16781422", "Efeu Hustensaft RM", "SAF", "100 ml", "18", "4.65", "19"),
    ("07772154", "Magnesium 400 Brausetabletten", "BTA", "20 St", "24", "2.15", "7"),
    ("03351908", "Vitamin D3 1000 I.E. Tabletten", "TAB", "100 St", "15", "3.90", "7"),
    ("15640418", "Säuglingsnahrung Pre", "PUL", "800 g", "12", "14.40", "7"),
    ("11487220", "Kräutertee Kamille Filterbeutel", "TEE", "20 St", "20", "1.85", "7"),
    ("09241833", "Diclofenac RM Schmerzgel 1 %", "GEL", "100 g", "16", "3.12", "19"),
    ("14022655", "Wund- und Heilsalbe RM", "SAL", "50 g", "20", "2.86", "19"),
    ("06310747", "Pflaster Strips sortiert", "PFL", "20 St", "40", "1.45", "19"),
    ("12955001", "Einmalhandschuhe Nitril Gr. M", "HAN", "100 St", "10", "5.60", "19"),
    ("05477920", "FFP2-Atemschutzmaske", "MAS", "10 St", "15", "3.40", "19"),
    ("17044983", "Blutzucker-Teststreifen", "TST", "50 St", "8", "17.90", "19"),
    ("00884719", "Omeprazol RM 20 mg Kapseln", "KMR", "14 St N1", "20", "1.68", "19"),
    ("18230566", "Loratadin RM 10 mg Tabletten", "TAB", "20 St N1", "15", "1.44", "19"),
    ("02211478", "Traubenzucker Würfel", "TAB", "75 g", "48", "0.72", "7"),
    ("16009345", "Fencheltee Filterbeutel", "TEE", "20 St", "20", "1.35", "7"),
    ("13207761", "Zink 25 mg Tabletten", "TAB", "60 St", "12", "4.25", "7"),
    ("10447290", "Ohrentropfen Reinigung RM", "OTR", "10 ml", "10", "3.05", "19"),
)
PHARMA_GREEN = (0.0, 0.5, 0.3)


def _aqde7_head(c, w: float, h: float) -> None:
    left, right = 40, w - 40
    c.setFillColorRGB(*PHARMA_GREEN)
    c.rect(left, h - 66, 28, 28, stroke=0, fill=1)
    c.setFillGray(1)
    c.rect(left + 11, h - 62, 6, 20, stroke=0, fill=1)
    c.rect(left + 4, h - 55, 20, 6, stroke=0, fill=1)
    c.setFillColorRGB(*PHARMA_GREEN)
    _text(c, left + 36, h - 52, "Rhein-Main Pharmahandel GmbH & Co. KG", 13, BOLD)
    c.setFillGray(0)
    _text(
        c,
        left + 36,
        h - 64,
        "Pharmazeutischer Großhandel  -  Kaiserleistraße 51  -  63067 Offenbach am Main",
        7.5,
    )
    _text(c, left, h - 92, "Rhein-Main Pharmahandel, Postfach 10 22 41, 63022 Offenbach", 6)
    c.setLineWidth(0.3)
    c.line(left, h - 94, left + 230, h - 94)
    window = ("Löwen-Apotheke am Markt", "Inh. Dr. Sabine Kessler e.K.", "Marktplatz 7", "65183 Wiesbaden")
    _block(c, left, h - 108, window, 9, COURIER, pitch=11, first=COURIER_BOLD)
    _text(c, right, h - 52, "RECHNUNG", 16, BOLD, True)
    facts = (
        ("Rechnungs-Nr.", "7126044180"),
        ("Rechnungsdatum", "01.12.2026"),
        ("Kunden-Nr. (IDF)", "2044181"),
        ("Lieferschein-Nr.", "LS 8126044180 vom 01.12.2026"),
        ("Tour / Lieferung", "14 / Morgentour 07:30"),
        ("Seite", "1 von 1"),
    )
    _kv(c, 560, 650, h - 80, facts, 8, 11, COURIER, COURIER_BOLD)


def aqde7(c) -> dict:
    w, h = landscape(A4)
    left, right = 40, w - 40
    vendor, customer = "Rhein-Main Pharmahandel GmbH & Co. KG", "Löwen-Apotheke am Markt"
    priced = [(*r[:6], r[6], _ext(r[4], r[5])) for r in AQDE7_ROWS]
    net19 = _sum(r[7] for r in priced if r[6] == "19")
    net7 = _sum(r[7] for r in priced if r[6] == "7")
    tax19, tax7 = _pct(net19, "19"), _pct(net7, "7")
    net, tax = net19 + net7, tax19 + tax7
    total = net + tax
    _aqde7_head(c, w, h)
    xs = (left, 70, 136, 370, 406, 470, 516, 586, 666, 712)
    aligns = "rllllrrrc"
    titles = ("Pos", "PZN", "Artikelbezeichnung", "DAR", "Packung", "Menge", "AEP EUR", "Betrag EUR", "MwSt")
    top = h - 160
    _band(c, left, top - 4, right - left, 14, (0.85, 0.93, 0.88))
    _cells(c, xs, top, titles, aligns, 7.5, COURIER_BOLD)
    for i, (pzn, d, dar, pack, q, p, rate, amount) in enumerate(priced):
        code = "A" if rate == "19" else "B"
        cells = (str(i + 1), pzn, d, dar, pack, q, _eu(Decimal(p)), _eu(amount), code)
        _cells(c, xs, top - 16 - 11.2 * i, cells, aligns, 7.5, COURIER)
    y = top - 16 - 11.2 * len(priced) + 4
    c.setLineWidth(0.5)
    c.line(left, y, right, y)
    _text(c, 720, top, "A = 19 % MwSt.", 7, COURIER)
    _text(c, 720, top - 10, "B =  7 % MwSt.", 7, COURIER)
    sxs = (left, 110, 200, 280, 370)
    rows = (
        ("MwSt.", "Netto", "MwSt.", "Brutto"),
        ("A 19 %", _eu(net19), _eu(tax19), _eu(net19 + tax19)),
        ("B  7 %", _eu(net7), _eu(tax7), _eu(net7 + tax7)),
        ("Summe", _eu(net), _eu(tax), _eu(total)),
    )
    for i, row in enumerate(rows):
        font = COURIER_BOLD if i in (0, 3) else COURIER
        _cells(c, sxs, y - 14 - 11 * i, row, "lrrr", 7.5, font)
    totals = (
        ("Warenwert netto", _eu(net)),
        ("MwSt. 19 % auf " + _eu(net19), _eu(tax19)),
        ("MwSt.  7 % auf " + _eu(net7), _eu(tax7)),
        ("MwSt. gesamt", _eu(tax)),
    )
    for i, (k, v) in enumerate(totals):
        _text(c, 540, y - 14 - 11 * i, k, 8, COURIER)
        _text(c, right, y - 14 - 11 * i, v, 8, COURIER, True)
    c.line(540, y - 54, right, y - 54)
    _text(c, 540, y - 66, "Rechnungsbetrag EUR", 9, COURIER_BOLD)
    _text(c, right, y - 66, _eu(total), 9, COURIER_BOLD, True)
    terms = (
        "Der Rechnungsbetrag wird am 11.12.2026 per SEPA-Lastschrift eingezogen (Mandat RMP-2044181).",
        "Bitte beachten Sie die Rabattvereinbarung vom 01.01.2026; Retouren nur mit Retourenschein.",
    )
    _block(c, left, y - 70, terms, 7.5, COURIER, pitch=10)
    c.line(left, 46, right, 46)
    foot = (
        (
            "Sitz Offenbach am Main, AG Offenbach HRA 41877  -  pers. haft. Ges.: RMP Verwaltungs-GmbH, "
            "HRB 40218  -  "
            "Geschäftsführer: Dr. Thomas Brandt"
        ),
        (
            "USt-IdNr. DE 114 487 203  -  Großhandelserlaubnis nach § 52a AMG  -  Commerzbank Offenbach  "
            "IBAN DE44 5054 0028 0418 8230 00  BIC COBADEFFXXX"
        ),
    )
    for i, s in enumerate(foot):
        _centre(c, w, 36 - 9 * i, s, 6.3)
    return {
        "fields": _fields(
            "7126044180", "2026-12-01", "2026-12-11", _plain(total), _plain(tax), "EUR", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), pzn) for pzn, d, _, _, q, p, _, a in priced],
    }


# aqie8: a Limerick food distributor's invoice to a Galway bar, EUR, VAT 0 %, 13.5 % and 23 % on each line
AQIE8_ROWS = (
    ("10021", "Fresh full fat milk", "6 x 2 L", "8", "9.48", "0"),
    ("10058", "Irish butter, salted", "20 x 454 g", "3", "71.20", "0"),
    ("10112", "Free range eggs, large", "15 doz", "4", "42.75", "0"),
    ("10230", "Cheddar, mature white", "5 kg block", "2", "48.90", "0"),
    ("11014", "Plain flour", "16 kg", "2", "17.35", "0"),
    ("11260", "Basmati rice", "10 kg", "3", "21.60", "0"),
    ("12005", "Potatoes, Rooster", "25 kg", "6", "14.50", "0"),
    ("12117", "Onions, brown", "10 kg", "4", "8.95", "0"),
    ("13402", "Chicken fillets, fresh", "5 kg", "5", "38.25", "0"),
    ("13510", "Beef mince 12% fat", "5 kg", "4", "41.80", "0"),
    ("14020", "Tea bags, catering", "1100 bags", "2", "26.40", "0"),
    ("20310", "Butter croissants, frozen", "60 x 80 g", "3", "34.80", "13.5"),
    ("20345", "Fruit scones, frozen", "48 x 90 g", "2", "29.95", "13.5"),
    ("20388", "Chocolate muffins", "24 x 110 g", "2", "22.40", "13.5"),
    ("29001", "Peat briquettes", "bale", "10", "5.20", "13.5"),
    ("30115", "Cola, glass bottle", "24 x 330 ml", "6", "19.80", "23"),
    ("30142", "Still water", "24 x 500 ml", "8", "7.15", "23"),
    ("30208", "Crisps, cheese & onion", "50 x 25 g", "3", "18.90", "23"),
    ("30460", "Dishwasher detergent", "2 x 5 L", "2", "24.60", "23"),
    ("30512", "Kitchen roll, 2 ply", "6 rolls", "4", "11.25", "23"),
    ("30588", "Napkins 33 cm, white", "2000", "3", "16.40", "23"),
    ("30605", "Aluminium foil 450 mm", "1 roll", "2", "13.85", "23"),
)
IE_GREEN = (0.05, 0.42, 0.25)


def aqie8(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor, customer = "Shannonside Foodservice Ltd", "The Anchor Bar & Kitchen"
    priced = [(*r, _ext(r[3], r[4])) for r in AQIE8_ROWS]
    rates = ("0", "13.5", "23")
    nets = {r: _sum(p[6] for p in priced if p[5] == r) for r in rates}
    vats = {r: _pct(nets[r], r) for r in rates}
    net, vat = _sum(nets.values()), _sum(vats.values())
    total = net + vat
    _band(c, 0, h - 78, w, 78, IE_GREEN)
    c.setFillGray(1)
    _text(c, left, h - 44, "SHANNONSIDE", 20, BOLD)
    _text(c, left, h - 60, "FOODSERVICE", 11, BOLD)
    _text(c, left + 96, h - 60, "Fresh, chilled, frozen & ambient", 8, OBLIQUE)
    _text(c, right, h - 44, "INVOICE", 22, BOLD, True)
    _text(c, right, h - 60, "VAT Reg. No. IE 6388047V", 8, right=True)
    c.setFillGray(0)
    lines = (
        vendor,
        "Unit 4, Raheen Business Park",
        "Limerick V94 X2P7",
        "Tel 061 555 018",
        "orders@shannonside.ie",
    )
    _block(c, left, h - 100, lines, 8, pitch=10, first=BOLD)
    _text(c, 200, h - 100, "Invoice To", 7, BOLD)
    lines = (customer, "Anchor Hospitality Ltd", "14 Quay Street", "Galway H91 E2T8")
    _block(c, 200, h - 112, lines, 9, pitch=11, first=BOLD)
    facts = (
        ("Invoice No.", "SFS-418823"),
        ("Invoice Date", "02/12/2026"),
        ("Account", "ANC0142"),
        ("Delivery Date", "02/12/2026"),
        ("Route / Driver", "R7 Galway / Eoin"),
        ("Terms", "30 days"),
        ("Due Date", "01/01/2027"),
    )
    c.setLineWidth(0.5)
    c.rect(380, h - 190, right - 380, 92)
    _kv(c, 386, 460, h - 110, facts, 8, 12)
    xs = (left, 70, 116, 290, 370, 432, 472, right)
    aligns = "rllrrrr"
    titles = ("Qty", "Code", "Description", "Pack", "Unit Price", "VAT %", "Net Amount")
    top = h - 206
    _band(c, left, top - 16, right - left, 16, IE_GREEN)
    c.setFillGray(1)
    _cells(c, xs, top - 11, titles, aligns, 8, BOLD)
    c.setFillGray(0)
    y = top - 16
    for i, (code, d, pack, q, p, rate, amount) in enumerate(priced):
        if i % 2:
            _band(c, left, y - 14, right - left, 14, (0.92, 0.96, 0.93))
        cells = (
            q,
            code,
            d,
            pack,
            _num(Decimal(p)),
            f"{Decimal(rate):.1f}".replace(".0", "") + "%",
            _num(amount),
        )
        _cells(c, xs, y - 10, cells, aligns, 8)
        y -= 14
    c.setStrokeColorRGB(*IE_GREEN)
    c.setLineWidth(1)
    c.line(left, y, right, y)
    c.setStrokeGray(0)
    vxs = (left, 110, 190, 270)
    _text(c, left, y - 20, "VAT Analysis", 8, BOLD)
    _band(c, left, y - 38, 230, 13, (0.88, 0.94, 0.9))
    _cells(c, vxs, y - 34, ("Rate", "Goods", "VAT"), "lrr", 7.5, BOLD)
    for i, r in enumerate(rates):
        label = f"{r}%"
        _cells(c, vxs, y - 48 - 12 * i, (label, _num(nets[r]), _num(vats[r])), "lrr", 7.5)
    _cells(c, vxs, y - 84, ("Total", _num(net), _num(vat)), "lrr", 7.5, BOLD)
    _pairs(c, 370, right, y - 20, (("Goods (net)", _num(net)), ("Total VAT", _num(vat))), 14)
    _band(c, 366, y - 58, right - 366, 18, IE_GREEN)
    c.setFillGray(1)
    _text(c, 372, y - 52, "Invoice Total", 10, BOLD)
    _text(c, right - 4, y - 52, f"€{_num(total)}", 10, BOLD, True)
    c.setFillGray(0)
    bank = (
        "Payment by EFT to Shannonside Foodservice Ltd, AIB Raheen",
        "IBAN IE29 AIBK 9311 5212 3456 78   BIC AIBKIE2D   Ref: SFS-418823",
        "Please check goods on delivery. Shortages or damage must be reported within 24 hours.",
    )
    _block(c, left, y - 108, bank, 7.5, pitch=10)
    _centre(c, w, 30, "Shannonside Foodservice Ltd, registered in Ireland No. 418233, Raheen, Limerick", 6.5)
    return {
        "fields": _fields(
            "SFS-418823", "2026-12-02", "2027-01-01", _plain(total), _plain(vat), "EUR", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, _, q, p, _, a in priced],
    }


# aqse9: an Umea builders' merchant's faktura, SEK, moms 25 %, with bankgiro and OCR, rounded to whole kronor
AQSE9_ROWS = (
    ("Konstruktionsvirke C24 45x145", "102145", "96", "lpm", "38.90"),
    ("Regel C24 45x95", "102095", "144", "lpm", "24.50"),
    ("Läkt furu 25x48", "103048", "210", "lpm", "6.20"),
    ("Råspont furu 20x95", "104095", "86.4", "m2", "119.00"),
    ("Gipsskiva 13x1200x2700", "210127", "48", "st", "118.00"),
    ("OSB/3-skiva 12x1220x2440", "211224", "20", "st", "289.00"),
    ("Mineralull 45 mm, 10,08 m2", "220045", "14", "pkt", "349.00"),
    ("Ångspärr PE-folie 0,20 mm", "221020", "2", "rle", "845.00"),
    ("Byggplast 200 my 4x25 m", "221200", "2", "rle", "559.00"),
    ("Träskruv 4,2x55, 500 st", "310455", "6", "ask", "239.00"),
    ("Gipsskruv 3,9x35, 1000 st", "310935", "4", "ask", "189.00"),
    ("Trådspik varmförz. 75 mm, 5 kg", "311075", "3", "pkt", "465.00"),
    ("Vinkelbeslag 70x70 mm", "320770", "60", "st", "12.95"),
    ("Byggskum 750 ml", "330750", "12", "st", "109.00"),
    ("Fogmassa akryl vit 300 ml", "331300", "18", "st", "54.90"),
    ("Sågklinga 190 mm 48T", "410190", "2", "st", "329.00"),
    ("Bits PZ2 25 mm, 10 st", "411225", "5", "fp", "79.00"),
    ("Täckfärg utomhus vit 10 L", "510010", "3", "st", "1295.00"),
    ("Grundolja trä 3 L", "511003", "4", "st", "389.00"),
    ("Frakt till byggarbetsplats", "900001", "1", "st", "650.00"),
)


def aqse9(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    vendor, customer = "Norrbygg Bygghandel AB", "Lindqvist Snickeri & Bygg AB"
    priced = [(*r, _ext(r[2], r[4])) for r in AQSE9_ROWS]
    net = _sum(r[5] for r in priced)
    vat = _pct(net, "25")
    exact = net + vat
    total = exact.quantize(Decimal(1), ROUND_HALF_UP)
    red = (0.75, 0.12, 0.12)
    c.setFillColorRGB(*red)
    roof = c.beginPath()
    roof.moveTo(left, h - 62)
    roof.lineTo(left + 20, h - 42)
    roof.lineTo(left + 40, h - 62)
    roof.close()
    c.drawPath(roof, stroke=0, fill=1)
    c.rect(left + 6, h - 78, 28, 16, stroke=0, fill=1)
    _text(c, left + 50, h - 62, "NORRBYGG", 20, BOLD)
    c.setFillGray(0)
    _text(c, left + 50, h - 75, "Bygghandel i Västerbotten sedan 1962", 8, OBLIQUE)
    _text(c, right, h - 58, "FAKTURA", 18, BOLD, True)
    facts = (
        ("Fakturanummer", "260873"),
        ("Fakturadatum", "2026-12-03"),
        ("Förfallodatum", "2027-01-02"),
        ("Kundnummer", "11408"),
        ("Ordernummer", "O-552190"),
        ("Er referens", "Anders Lindqvist"),
        ("Vår referens", "Sara Nyström"),
        ("Märkning", "Proj. Brf Sjöbris, hus B"),
    )
    _kv(c, 330, 420, h - 100, facts, 8.5, 12.5, "Helvetica", BOLD)
    lines = (customer, "Box 2217", "903 04 Umeå")
    _block(c, left, h - 112, lines, 10, pitch=13, first=BOLD)
    _text(c, left, h - 170, "Leveransadress: Sjöbrisvägen 12, 907 38 Umeå", 8)
    xs = (left, 232, 286, 340, 372, 440, right)
    aligns = "llrlrr"
    titles = ("Benämning", "Art.nr", "Antal", "Enh", "À-pris", "Belopp")
    top = h - 214
    c.setLineWidth(1.2)
    c.line(left, top + 4, right, top + 4)
    _cells(c, xs, top - 8, titles, "llrlrr", 8, BOLD)
    c.setLineWidth(0.5)
    c.line(left, top - 13, right, top - 13)
    y = top - 27
    for d, art, q, unit, p, amount in priced:
        cells = (d, art, _qty(q, ","), unit, _sp(Decimal(p)), _sp(amount))
        _cells(c, xs, y, cells, aligns, 8.3)
        y -= 13.5
    c.line(left, y + 6, right, y + 6)
    totals = (
        ("Summa exkl. moms", _sp(net)),
        ("Moms 25 %", _sp(vat)),
        ("Öresavrundning", _sp(total - exact)),
    )
    _pairs(c, 340, right, y - 10, totals, 13)
    c.setLineWidth(1.2)
    c.line(340, y - 44, right, y - 44)
    _text(c, 340, y - 58, "Att betala SEK", 11, BOLD)
    _text(c, right, y - 58, _sp(total), 11, BOLD, True)
    _text(c, left, y - 10, "Betalningsvillkor: 30 dagar netto", 8)
    _text(c, left, y - 22, "Dröjsmålsränta: 8 % över referensräntan", 8)
    _text(c, left, y - 34, "Ange OCR-nummer vid betalning.", 8)
    slip = 150
    c.setDash(4, 3)
    c.line(0, slip, w, slip)
    c.setDash()
    c.setFillColorRGB(*red)
    _text(c, left, slip - 18, "INBETALNING", 9, BOLD)
    c.setFillGray(0)
    boxes = (
        ("Bankgiro", "5412-8877", 100),
        ("OCR-nummer", "7310448120364", 140),
        ("Förfallodatum", "2027-01-02", 100),
        ("Att betala SEK", _sp(total), right - left - 340),
    )
    x = left
    for label, value, width in boxes:
        c.rect(x, slip - 58, width, 30)
        _text(c, x + 4, slip - 37, label, 6.5)
        _text(c, x + 4, slip - 52, value, 10, COURIER_BOLD)
        x += width
    _text(c, left, slip - 74, f"Betalningsmottagare: {vendor}", 8)
    c.line(left, 52, right, 52)
    foot = (
        f"{vendor}  -  Verkstadsgatan 9, 904 22 Umeå  -  Tel 090-555 41 20  -  faktura@norrbygg.se",
        "Org.nr 556712-3456  -  Momsreg.nr SE556712345601  -  Innehar F-skattsedel  -  Styrelsens säte: Umeå",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 40 - 10 * i, s, 7)
    return {
        "fields": _fields(
            "260873", "2026-12-03", "2027-01-02", _plain(total), _plain(vat), "SEK", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), art) for d, art, q, _, p, a in priced],
    }


# aqpl10: an Olsztyn food wholesaler's faktura VAT to a restaurant, PLN, VAT 23 % and 8 %, NIP numbers
AQPL10_ROWS = (
    ("SP-10214", "Maka pszenna typ 450, 1 kg", "szt", "50", "2.89", "8"),
    ("SP-10230", "Cukier bialy krysztal, 1 kg", "szt", "40", "3.45", "8"),
    ("SP-10311", "Olej rzepakowy, 5 l", "szt", "12", "38.90", "8"),
    ("SP-10402", "Ryz parboiled, 5 kg", "szt", "8", "27.60", "8"),
    ("SP-10517", "Makaron penne, 5 kg", "szt", "6", "34.20", "8"),
    ("SP-10620", "Koncentrat pomidorowy 30%, 4,5 kg", "szt", "6", "41.75", "8"),
    ("SP-10733", "Sos sojowy jasny, 1 l", "szt", "10", "12.40", "8"),
    ("SP-10801", "Pieczarki swieze", "kg", "25", "9.80", "8"),
    ("SP-10815", "Ziemniaki jadalne", "kg", "150", "1.65", "8"),
    ("SP-10902", "Smietana 18%, 1 l", "szt", "20", "9.35", "8"),
    ("SP-10947", "Ser zolty gouda, blok", "kg", "12.5", "28.40", "8"),
    ("SP-11005", "Filet z piersi kurczaka", "kg", "30", "21.90", "8"),
    ("SP-11120", "Boczek wedzony parzony", "kg", "8.4", "26.50", "8"),
    ("NP-20110", "Kawa ziarnista espresso, 1 kg", "szt", "6", "79.00", "23"),
    ("NP-20145", "Herbata czarna, 100 torebek", "szt", "10", "14.90", "23"),
    ("NP-20210", "Napój gazowany cola 0,5 l x 12", "zgrz", "20", "29.40", "23"),
    ("NP-20236", "Woda niegazowana 1,5 l x 6", "zgrz", "24", "9.60", "23"),
    ("CH-30105", "Plyn do naczyn, 5 l", "szt", "6", "24.90", "23"),
    ("CH-30140", "Srodek do dezynfekcji, 1 l", "szt", "12", "17.60", "23"),
    ("CH-30215", "Reczniki papierowe ZZ, 4000 szt", "karton", "5", "56.00", "23"),
    ("CH-30260", "Serwetki 33x33, 500 szt", "op", "8", "19.90", "23"),
    ("CH-30310", "Worki na smieci 120 l, 25 szt", "rolka", "15", "8.75", "23"),
)
PL_RED = (0.72, 0.1, 0.15)


def _aqpl10_head(c, w: float, h: float) -> None:
    left, right = 36, w - 36
    c.setFillColorRGB(*PL_RED)
    _text(c, left, h - 50, "MAZUR", 24, TIMES_BOLD)
    c.setFillGray(0)
    _text(c, left, h - 62, "Hurtownia Spozywcza  -  od 1994 roku", 8, OBLIQUE)
    _centre(c, w, h - 46, "Faktura VAT nr FV/1218/12/2026", 15, BOLD)
    _centre(c, w, h - 60, "ORYGINAL", 8, BOLD)
    dates = (
        ("Miejsce wystawienia:", "Olsztyn"),
        ("Data wystawienia:", "2026-12-04"),
        ("Data sprzedazy:", "2026-12-04"),
    )
    _kv(c, right - 190, right - 90, h - 40, dates, 8, 11, "Helvetica", BOLD)
    for x, title, lines in (
        (
            left,
            "Sprzedawca",
            (
                "Hurtownia Spozywcza MAZUR Sp. z o.o.",
                "ul. Lubelska 44",
                "10-409 Olsztyn",
                "NIP: 739-385-22-14",
                "BDO: 000184412",
            ),
        ),
        (
            w / 2,
            "Nabywca",
            (
                "Restauracja Pod Lipami s.c.",
                "Anna Kowalska, Piotr Kowalski",
                "ul. Staromiejska 7",
                "11-100 Lidzbark Warminski",
                "NIP: 743-18-22-907",
            ),
        ),
    ):
        _band(c, x, h - 88, 260, 13, (0.93, 0.93, 0.93))
        _text(c, x + 4, h - 84, title, 8.5, BOLD)
        _block(c, x + 4, h - 100, lines, 8.5, pitch=10, first=BOLD)


def aqpl10(c) -> dict:
    w, h = landscape(A4)
    left, right = 36, w - 36
    vendor, customer = "Hurtownia Spozywcza MAZUR Sp. z o.o.", "Restauracja Pod Lipami s.c."
    priced = [(*r, _ext(r[3], r[4])) for r in AQPL10_ROWS]
    rates = ("23", "8")
    nets = {r: _sum(p[6] for p in priced if p[5] == r) for r in rates}
    vats = {r: _pct(nets[r], r) for r in rates}
    net, vat = _sum(nets.values()), _sum(vats.values())
    total = net + vat
    _aqpl10_head(c, w, h)
    xs = (left, 62, 340, 420, 470, 540, 630, 730, right)
    aligns = "cllcrrrc"
    titles = (
        "Lp.",
        "Nazwa towaru lub uslugi",
        "Kod",
        "J.m.",
        "Ilosc",
        "Cena netto",
        "Wartosc netto",
        "VAT %",
    )
    top = h - 152
    _band(c, left, top - 12, xs[-1] - left, 12, (0.93, 0.93, 0.93))
    foot = _grid(c, xs, top, len(priced) + 1, 12)
    _cells(c, xs, top - 9, titles, "clllrrrc", 7.5, BOLD)
    for i, (code, d, unit, q, p, rate, amount) in enumerate(priced):
        cells = (str(i + 1), d, code, unit, _qty(q, ","), _sp(Decimal(p)), _sp(amount), rate)
        _cells(c, xs, top - 21 - 12 * i, cells, aligns, 7.5)
    sxs = (530, 600, 680, 740, right)
    _text(c, 530, foot - 12, "Podsumowanie wg stawek VAT", 7.5, BOLD)
    rows = [("Stawka", "Netto", "VAT", "Brutto")]
    rows += [(f"{r}%", _sp(nets[r]), _sp(vats[r]), _sp(nets[r] + vats[r])) for r in rates]
    rows.append(("Razem", _sp(net), _sp(vat), _sp(total)))
    sy = foot - 16
    _grid(c, sxs, sy, len(rows), 12)
    for i, row in enumerate(rows):
        font = BOLD if i in (0, len(rows) - 1) else "Helvetica"
        _cells(c, sxs, sy - 8.8 - 12 * i, row, "crrr", 7.5, font)
    pay = (
        ("Sposób platnosci:", "przelew"),
        ("Termin platnosci:", "2026-12-18 (14 dni)"),
        ("Bank:", "mBank S.A."),
        ("Nr konta:", "PL 61 1140 2004 0000 3302 7718 4412"),
    )
    _kv(c, left, left + 90, foot - 14, pay, 8, 11, BOLD)
    zl, gr = int(total), int((total - int(total)) * 100)
    _text(c, left, 88, f"Razem do zaplaty: {_sp(total)} PLN", 12, BOLD)
    _text(c, left, 74, f"Slownie: {_slownie(zl)} PLN {gr:02d}/100", 8.5)
    for x, s in ((left + 300, "Osoba upowazniona do odbioru"), (w - 250, "Osoba upowazniona do wystawienia")):
        c.setDash(1, 2)
        c.line(x, 46, x + 200, 46)
        c.setDash()
        _centre(c, 2 * x + 200, 37, s, 7)
    _text(c, w - 250, 52, "Katarzyna Mazur", 8.5)
    _centre(
        c,
        w,
        18,
        "Sad Rejonowy w Olsztynie, VIII Wydzial KRS 0000184412, kapital zakladowy 200 000,00 zl",
        6.5,
    )
    return {
        "fields": _fields(
            "FV/1218/12/2026", "2026-12-04", "2026-12-18", _plain(total), _plain(vat), "PLN", vendor, customer
        ),
        "line_items": [_item(d, q, p, _plain(a), code) for code, d, _, q, p, _, a in priced],
    }


LAYOUTS = {
    "aqin1": (aqin1, A4),
    "aqbr2": (aqbr2, A4),
    "aqtr3": (aqtr3, A4),
    "aqkr4": (aqkr4, landscape(A4)),
    "aqcn5": (aqcn5, A4),
    "aqus6": (aqus6, letter),
    "aqde7": (aqde7, landscape(A4)),
    "aqie8": (aqie8, A4),
    "aqse9": (aqse9, A4),
    "aqpl10": (aqpl10, landscape(A4)),
}
SCANNED = ("aqin1", "aqtr3", "aqcn5", "aqse9")
