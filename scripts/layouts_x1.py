"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py, from countries and
trades no earlier set drew: a Kyoto food wholesaler's qualified invoice to a hotel printed in English
(registration number T + 13 digits, consumption tax at 10 % and at the reduced 8 % with a summary by rate and a
total tax, yen without decimals, the invoice amount boxed as "¥165,470-"), a Binh Duong packaging maker's
bilingual VAT invoice printed without Vietnamese diacritics (form, serial and number, "Ngay 20 thang 11 nam
2026 (Date)", VAT 8 %, dong with thousands dots, the total in words), a Makati facilities firm's service invoice
(VAT Reg. TIN, VATable Sales, VAT 12 %, "Total Amount Due", a BIR Authority to Print footer), a Lagos solar
installer's invoice (TIN and RC number, VAT 7.5 %, the total in words in Naira and Kobo), an Alexandria linen
mill's tax invoice in English (tax registration number, e-invoice UUID, VAT 14 %, EGP), a Lahore cable maker's
sales tax invoice (NTN, STRN, GST 18 % per line with values excluding and including sales tax, PKR printed
"Rs."), a Cali work-wear maker's factura electronica de venta (NIT, IVA 19 %, pesos printed "$ 1.234.567", the
DIAN resolution, a CUFE and a QR code), an Arequipa hardware merchant's factura electronica (RUC, IGV 18 %,
soles printed "S/", "SON: ... CON 45/100 SOLES", one instalment), a Michigan reference laboratory's two-page
client invoice to a family practice (CPT codes as item ids, dates of service, no tax, the totals on page 2) and
a Leeds solicitors' bill with disbursements (VAT 20 % on the professional charges only, the total including the
disbursements). Four of them (the Japanese, Nigerian, Pakistani and Peruvian pages) are also written as scans.

What the values say where a page leaves a choice: a line's amount is its net, before tax (the Pakistani page's
"Value Excl. ST", not its "Value Incl. ST"); the unit price is the net one printed (the Peruvian page's "Valor
Unit."). The Japanese page's tax is its "Total consumption tax" (the 10 % and 8 % amounts summed), its total the
"Invoice amount (tax incl.)"; its item ids are the "Code" column's. The Vietnamese page prints no due date, its
number is the "So (No.)" (00000872, as printed, zeros kept) and its quantities are whole ("2.500" printed is
"2500"). The Philippine page's total is its "Total Amount Due" (VATable Sales plus VAT; nothing is withheld), its
number the invoice number printed without its "No." The Colombian number is "DIV-3318" (prefix and number as
printed together) and the Peruvian one "F001-00004521" (series and number). The laboratory's page prints no tax;
its item ids are the CPT codes and its descriptions the "Description" column (not the date of service, the
accession number or the patient id). The solicitors' line items are the professional charges (hours as
quantities) and the disbursements (quantity 1, printed so, with their amount as unit price); its tax is the VAT
on the charges and its total the "Total due" (charges, VAT and disbursements). The currency is the ISO code of
the money printed, where a page prints only its sign or name: "¥" (JPY), "Rs." (PKR), "S/" and "SOLES" (PEN),
"£" (GBP).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _qr, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"


def _mul(quantity: str, price: str, places: int = 2) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to ``places`` decimals."""
    return (Decimal(quantity) * Decimal(price)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str, places: int = 2) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to ``places`` decimals."""
    return (amount * Decimal(rate) / 100).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _f(value, places: int = 2, th: str = ",", dec: str = ".") -> str:
    """An amount with ``places`` decimals and the given separators: _f(1234567, 0, ".") is "1.234.567"."""
    d = Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    s = f"{abs(d):,.{places}f}".replace(",", "\x00").replace(".", dec).replace("\x00", th)
    return ("-" if d < 0 else "") + s


def _sum(values) -> Decimal:
    return sum((Decimal(v) for v in values), Decimal(0))


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


def _frame(
    c, left: float, top: float, cols, n: int, pitch: float, head: float = 17, fill=(0.9, 0.9, 0.9)
) -> float:
    """A ruled table frame: a filled header band ``head`` high under ``top`` and ``n`` rows ``pitch`` high, a
    vertical rule at each x of ``cols`` (the last the right edge); the y of its foot."""
    right = cols[-1]
    c.setFillColorRGB(*fill)
    c.rect(left, top - head, right - left, head, stroke=0, fill=1)
    c.setFillGray(0)
    bottom = top - head - pitch * n
    c.rect(left, bottom, right - left, top - bottom)
    c.line(left, top - head, right, top - head)
    for x in cols[:-1]:
        c.line(x, top, x, bottom)
    return bottom


def _heads(c, header, y: float, size: float, font: str = BOLD) -> None:
    """Column titles at ``y``; a title with a newline is printed on two lines."""
    for x, title, right in header:
        for i, s in enumerate(title.split("\n")):
            _text(c, x, y - (size + 1) * i, s, size, font, right)


def _rows(c, header, rows, y: float, pitch: float, size: float, font: str = "Helvetica") -> float:
    """Rows of cells under ``header``'s columns from ``y`` down; the y of the row after them."""
    for row in rows:
        for (x, _, right), s in zip(header, row):
            _text(c, x, y, s, size, font, right)
        y -= pitch
    return y


_ONES = (
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
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
)
_TENS = ("", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety")


def _words(n: int) -> str:
    """A whole number in English words, British style: 1250 is "One Thousand, Two Hundred and Fifty"."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return _ONES[n // 100] + " Hundred" + (" and " + _words(n % 100) if n % 100 else "")
    for value, name in ((10**9, "Billion"), (10**6, "Million"), (1000, "Thousand")):
        if n >= value:
            head, rest = divmod(n, value)
            text = _words(head) + " " + name
            if not rest:
                return text
            return text + (" and " if rest < 100 else ", ") + _words(rest)
    raise AssertionError(n)


_ES_UNITS = (
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
)
_ES_TENS = ("", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa")
_ES_HUNDREDS = (
    "",
    "ciento",
    "doscientos",
    "trescientos",
    "cuatrocientos",
    "quinientos",
    "seiscientos",
    "setecientos",
    "ochocientos",
    "novecientos",
)


def _es(n: int) -> str:
    """A whole number under a million in Spanish words: 12345 is "doce mil trescientos cuarenta y cinco"."""
    if n < 30:
        return _ES_UNITS[n]
    if n < 100:
        return _ES_TENS[n // 10] + (" y " + _ES_UNITS[n % 10] if n % 10 else "")
    if n == 100:
        return "cien"
    if n < 1000:
        return _ES_HUNDREDS[n // 100] + (" " + _es(n % 100) if n % 100 else "")
    head, rest = divmod(n, 1000)
    text = "mil" if head == 1 else _es(head) + " mil"
    text = text.replace("veintiuno mil", "veintiún mil").replace("uno mil", "un mil")
    return text + (" " + _es(rest) if rest else "")


# xjp1: a Kyoto food wholesaler's qualified invoice to a hotel, printed in English
def xjp1(c) -> dict:
    w, h = A4
    left, right = 46, w - 46
    vendor = "Yamabuki Shokuhin Co., Ltd."
    customer = "Hotel Kamogawa Terrace Co., Ltd."
    rows = [
        ("F-1021", "Koshihikari rice, Niigata, 10 kg bag", "6", "bag", "4980", "8%"),
        ("F-2210", "Uji matcha, culinary grade, 500 g", "4", "pack", "6200", "8%"),
        ("F-3105", "Yuzu juice 100%, 1 L bottle", "12", "btl", "1850", "8%"),
        ("F-4402", "Rishiri kombu, dried, 1 kg", "3", "pack", "8400", "8%"),
        ("F-5018", "Shiro miso, Kyoto style, 4 kg tub", "5", "tub", "3260", "8%"),
        ("N-0310", "Cedar chopsticks, wrapped, 1,000 pcs", "5", "case", "3300", "10%"),
        ("N-0722", "Kitchen detergent, 18 L can", "2", "can", "7600", "10%"),
        ("S-0001", "Refrigerated delivery charge", "1", "lot", "2500", "10%"),
    ]
    priced = [(*r, _mul(r[2], r[4], 0)) for r in rows]
    base = {rate: _sum(r[-1] for r in priced if r[5] == rate) for rate in ("10%", "8%")}
    taxes = {rate: _pct(base[rate], rate[:-1], 0) for rate in base}
    subtotal = base["10%"] + base["8%"]
    tax = taxes["10%"] + taxes["8%"]
    total = subtotal + tax
    _centre(c, w, h - 62, "INVOICE", 22, BOLD)
    tw = c.stringWidth("INVOICE", BOLD, 22)
    c.setLineWidth(1.2)
    c.line((w - tw) / 2 - 20, h - 68, (w + tw) / 2 + 20, h - 68)
    c.setLineWidth(0.4)
    c.line((w - tw) / 2 - 20, h - 71, (w + tw) / 2 + 20, h - 71)
    _centre(c, w, h - 84, "(Qualified Invoice under the Consumption Tax Act)", 8, OBLIQUE)
    _pairs(
        c, right - 170, right, h - 44, (("No.", "YS-2611-0042"), ("Date of issue", "2026/11/25")), pitch=12
    )
    _text(c, left, h - 128, customer, 13, BOLD)
    c.setLineWidth(0.8)
    c.line(left, h - 133, left + 250, h - 133)
    _block(c, left, h - 148, ("Attn: Purchasing Section", "Kawaramachi-dori Sanjo, Nakagyo-ku, Kyoto"), 8.5)
    _text(c, left, h - 186, "We hereby invoice you as follows.", 9)
    c.setFillColorRGB(0.93, 0.93, 0.86)
    c.rect(left, h - 230, 250, 32, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, h - 230, 250, 32)
    c.line(left + 110, h - 230, left + 110, h - 198)
    _text(c, left + 6, h - 212, "Invoice amount", 9, BOLD)
    _text(c, left + 6, h - 223, "(tax incl.)", 8)
    _text(c, left + 244, h - 220, f"¥{_f(total, 0)}-", 15, BOLD, True)
    _text(c, left, h - 246, "Payment due: 2026/12/25", 9)
    _text(c, left, h - 258, "Delivery period: 2026/11/01 - 2026/11/20", 8.5)
    vx = 330
    _text(c, vx, h - 126, vendor, 12, BOLD)
    block = (
        "604-8136 Kyoto-shi, Nakagyo-ku,",
        "Sanmonji-cho 212",
        "TEL 075-555-2180  FAX 075-555-2181",
        "Registration No. T6130001028451",
        "Person in charge: K. Morita",
    )
    _block(c, vx, h - 142, block, 8.5, pitch=11)
    c.setStrokeColorRGB(0.8, 0.1, 0.1)
    c.setFillColorRGB(0.8, 0.1, 0.1)
    c.setLineWidth(1.5)
    c.rect(right - 44, h - 216, 40, 40, stroke=1, fill=0)
    _text(c, right - 24 - c.stringWidth("YAMA", BOLD, 9) / 2, h - 194, "YAMA", 9, BOLD)
    _text(c, right - 24 - c.stringWidth("BUKI", BOLD, 9) / 2, h - 206, "BUKI", 9, BOLD)
    c.setStrokeGray(0)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    top = h - 284
    cols = (left + 50, 290, 322, 352, 420, 492, right)
    bottom = _frame(c, left, top, cols, 12, 16, fill=(0.93, 0.93, 0.86))
    header = [
        (left + 4, "Code", False),
        (left + 54, "Description", False),
        (318, "Qty", True),
        (326, "Unit", False),
        (416, "Unit price", True),
        (488, "Amount", True),
        (right - 4, "Tax rate", True),
    ]
    _heads(c, header, top - 12, 8)
    cells = [(i, d, q, u, _f(p, 0), _f(a, 0), r) for i, d, q, u, p, r, a in priced]
    _rows(c, header, cells, top - 29, 16, 8.5)
    y = bottom - 14
    _text(c, left, y, "Summary by tax rate", 8.5, BOLD)
    sx = (left, 170, 260, 330)
    c.rect(left, y - 58, sx[-1] - left, 52)
    for k, (a, b, cc) in enumerate(
        (
            ("Rate", "Taxable amount", "Consumption tax"),
            ("10%", f"¥{_f(base['10%'], 0)}", f"¥{_f(taxes['10%'], 0)}"),
            ("8% (reduced)", f"¥{_f(base['8%'], 0)}", f"¥{_f(taxes['8%'], 0)}"),
        )
    ):
        yy = y - 18 - 15 * k
        font = BOLD if k == 0 else "Helvetica"
        _text(c, sx[0] + 4, yy, a, 8, font)
        _text(c, sx[2] - 4, yy, b, 8, font, True)
        _text(c, sx[3] - 4, yy, cc, 8, font, True)
    totals = (
        ("Subtotal (excl. tax)", f"¥{_f(subtotal, 0)}"),
        ("Total consumption tax", f"¥{_f(tax, 0)}"),
        ("Invoice amount (tax incl.)", f"¥{_f(total, 0)}"),
    )
    for k, (key, v) in enumerate(totals):
        yy = y - 6 - 17 * k
        c.rect(350, yy - 17, right - 350, 17)
        _text(c, 355, yy - 12, key, 8.5, BOLD if k == 2 else "Helvetica")
        _text(c, right - 5, yy - 12, v, 9, BOLD if k == 2 else "Helvetica", True)
    _text(
        c, left, y - 74, 'Items with tax rate "8%" are subject to the reduced rate (food and beverages).', 8
    )
    _text(c, left, y - 104, "Bank transfer", 9, BOLD)
    block = (
        "The Bank of Kyoto, Shijo Branch (112)  Ordinary account 3318402",
        "Account name: Yamabuki Shokuhin Kabushiki Kaisha",
        "Bank charges to be borne by the payer. Please quote the invoice number with your remittance.",
    )
    _block(c, left, y - 118, block, 8.5, pitch=11)
    c.setLineWidth(0.4)
    c.line(left, 50, right, 50)
    _centre(
        c, w, 38, "Yamabuki Shokuhin Co., Ltd.  -  wholesale foods for hotels and restaurants since 1958", 7
    )
    return {
        "fields": _fields("YS-2611-0042", "2026-11-25", "2026-12-25", total, tax, "JPY", vendor, customer),
        "line_items": [_item(d, q, p, str(a), i) for i, d, q, _, p, _, a in priced],
    }


# xvn2: a Binh Duong packaging maker's bilingual VAT invoice
def xvn2(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor = "AN PHAT PACKAGING JOINT STOCK COMPANY"
    customer = "SAIGON RIVER GARMENT CO., LTD"
    navy = (0.1, 0.2, 0.45)
    rows = [
        ("Thung carton 5 lop 60x40x40 cm (5-ply carton box)", "Cai (pc)", "2500", "18500"),
        ("Thung carton 3 lop 40x30x25 cm (3-ply carton box)", "Cai (pc)", "4000", "7200"),
        ("Tam lot carton 58x38 cm (carton pad)", "Tam (sht)", "6000", "1150"),
        ("Bang keo OPP 48 mm x 100 m (packing tape)", "Cuon (roll)", "360", "21000"),
        ("In logo 2 mau len thung (2-colour logo print)", "Cai (pc)", "2500", "1800"),
    ]
    priced = [(*r, _mul(r[2], r[3], 0)) for r in rows]
    subtotal = _sum(r[-1] for r in priced)
    tax = _pct(subtotal, "8", 0)
    total = subtotal + tax
    c.setStrokeColorRGB(*navy)
    c.setLineWidth(2)
    c.rect(24, 24, w - 48, h - 48)
    c.setLineWidth(0.5)
    c.rect(28, 28, w - 56, h - 56)
    c.setFillColorRGB(*navy)
    c.circle(left + 26, h - 72, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 26 - c.stringWidth("AP", BOLD, 15) / 2, h - 77, "AP", 15, BOLD)
    c.setFillColorRGB(*navy)
    _centre(c, w, h - 62, "HOA DON GIA TRI GIA TANG", 15, BOLD)
    _centre(c, w, h - 78, "(VAT INVOICE)", 11, BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 94, "Ngay (Date) 20 thang (month) 11 nam (year) 2026", 9, OBLIQUE)
    _block(
        c, 440, h - 58, ("Mau so (Form): 1", "Ky hieu (Serial): 1C26TAP", "So (No.): 00000872"), 8.5, pitch=13
    )
    c.setStrokeGray(0.4)
    c.line(left, h - 112, right, h - 112)
    seller = (
        ("Don vi ban hang (Seller):", vendor),
        ("Ma so thue (Tax code):", "3702418856"),
        ("Dia chi (Address):", "Lo C5, KCN Song Than 2, P. Di An, TP. Ho Chi Minh"),
        ("Dien thoai (Tel):", "0274 3737 512"),
        ("So tai khoan (Account No.):", "1180 2026 4471 - Vietcombank, CN Binh Duong"),
    )
    for i, (k, v) in enumerate(seller):
        _text(c, left, h - 128 - 13 * i, k, 8.5)
        _text(c, left + 128, h - 128 - 13 * i, v, 9 if i == 0 else 8.5, BOLD if i == 0 else "Helvetica")
    c.line(left, h - 194, right, h - 194)
    buyer = (
        ("Ho ten nguoi mua (Buyer):", "Nguyen Thi Thu Ha"),
        ("Ten don vi (Company):", customer),
        ("Ma so thue (Tax code):", "0305187742"),
        ("Dia chi (Address):", "218 Nguyen Van Linh, P. Tan Thuan, TP. Ho Chi Minh"),
        ("Hinh thuc TT (Payment):", "TM/CK (Cash/Transfer)      Dong tien (Currency): VND"),
    )
    for i, (k, v) in enumerate(buyer):
        _text(c, left, h - 210 - 13 * i, k, 8.5)
        _text(c, left + 128, h - 210 - 13 * i, v, 9 if i == 1 else 8.5, BOLD if i == 1 else "Helvetica")
    top = h - 286
    cols = (left + 26, 300, 358, 412, 474, right)
    bottom = _frame(c, left, top, cols, 8, 18, head=26, fill=(0.88, 0.91, 0.97))
    header = [
        (left + 13, "STT\n(No.)", False),
        (left + 30, "Ten hang hoa, dich vu\n(Description)", False),
        (304, "DVT\n(Unit)", False),
        (408, "So luong\n(Qty)", True),
        (470, "Don gia\n(Unit price)", True),
        (right - 4, "Thanh tien\n(Amount)", True),
    ]
    for x, t, r in header:
        for k, s in enumerate(t.split("\n")):
            xx = x - c.stringWidth(s, BOLD, 7.5) / 2 if x == left + 13 else x
            _text(c, xx, top - 11 - 9 * k, s, 7.5, BOLD, r)
    cells = [
        (str(n), d, u, _f(q, 0, "."), _f(p, 0, "."), _f(a, 0, "."))
        for n, (d, u, q, p, a) in enumerate(priced, 1)
    ]
    for k, row in enumerate(cells):
        y = top - 39 - 18 * k
        _text(c, left + 13 - c.stringWidth(row[0], "Helvetica", 8) / 2, y, row[0], 8)
        for (x, _, r), s in zip(header[1:], row[1:]):
            _text(c, x, y, s, 8, right=r)
    sums = (
        ("Cong tien hang (Total before VAT):", _f(subtotal, 0, ".")),
        ("Thue suat GTGT (VAT rate): 8%     Tien thue GTGT (VAT amount):", _f(tax, 0, ".")),
        ("Tong cong tien thanh toan (Total payment):", _f(total, 0, ".")),
    )
    for k, (key, v) in enumerate(sums):
        yy = bottom - 16 * (k + 1)
        c.rect(left, yy - 5, right - left, 16)
        _text(c, left + 4, yy, key, 8.5, BOLD if k == 2 else "Helvetica")
        _text(c, right - 4, yy, v, 9, BOLD if k == 2 else "Helvetica", True)
    y = bottom - 72
    _text(c, left, y, "So tien viet bang chu (In words):", 8.5)
    words = _words(int(total)).replace(",", "").lower()
    _text(c, left, y - 13, words[0].upper() + words[1:] + " Viet Nam dong.", 8.5, OBLIQUE)
    for x, t in ((130, "Nguoi mua hang (Buyer)"), (440, "Nguoi ban hang (Seller)")):
        _text(c, x - c.stringWidth(t, BOLD, 9) / 2, y - 44, t, 9, BOLD)
        _text(
            c,
            x - c.stringWidth("(Ky, ghi ro ho ten)", OBLIQUE, 7.5) / 2,
            y - 56,
            "(Ky, ghi ro ho ten)",
            7.5,
            OBLIQUE,
        )
    c.setStrokeColorRGB(0.1, 0.55, 0.2)
    c.setFillColorRGB(0.1, 0.55, 0.2)
    c.rect(355, y - 118, 170, 46)
    _block(
        c,
        361,
        y - 84,
        ("Signature valid", "Ky boi: AN PHAT PACKAGING JSC", "Ky ngay: 20/11/2026"),
        7.5,
        pitch=10,
        first=BOLD,
    )
    c.setFillGray(0)
    c.setStrokeGray(0)
    block = (
        "Ma tra cuu (Lookup code): 8KX2P7QDM41  -  Tra cuu tai (Look up at): https://hoadon.anphatpack.vn",
        "Ma cua CQT (Tax authority code): 00A7F3C2E15B9D4478A1C0E6B2D9F51734",
        "(Can kiem tra, doi chieu khi lap, giao, nhan hoa don - Please check when issuing and receiving)",
    )
    _block(c, left, 58, block, 7, pitch=9.5)
    return {
        "fields": _fields("00000872", "2026-11-20", None, total, tax, "VND", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, _, q, p, a in priced],
    }


# xph3: a Makati facilities management firm's service invoice
def xph3(c) -> dict:
    w, h = letter
    left, right = 44, w - 44
    vendor = "Tanglaw Facilities Management Inc."
    customer = "Harborview Suites Cebu Corporation"
    green = (0.0, 0.42, 0.3)
    rows = [
        ("Janitorial services, 14 personnel, Nov 2026", "14", "19850.00"),
        ("Housekeeping supervisor, Nov 2026", "1", "28400.00"),
        ("Pest control treatment, common areas", "2", "6750.00"),
        ("Floor stripping and waxing, lobby (sq m)", "420", "38.50"),
        ("Window cleaning, high-rise, gondola", "1", "32500.00"),
    ]
    priced = [(*r, _mul(r[1], r[2])) for r in rows]
    vatable = _sum(r[-1] for r in priced)
    tax = _pct(vatable, "12")
    total = vatable + tax
    c.setFillColorRGB(*green)
    c.rect(left, h - 84, 46, 46, stroke=0, fill=1)
    c.setFillGray(1)
    c.circle(left + 23, h - 61, 13, stroke=0, fill=1)
    c.setFillColorRGB(*green)
    c.circle(left + 23, h - 61, 7, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 56, h - 52, vendor, 14, BOLD)
    block = (
        "Unit 1207, Cityland Herrera Tower, 98 V.A. Rufino St., Salcedo Village, Makati City 1227",
        "VAT Reg. TIN: 008-412-775-00000   Tel. (02) 8555 4127   billing@tanglawfm.ph",
    )
    _block(c, left + 56, h - 66, block, 8, pitch=10.5)
    c.setFillColorRGB(*green)
    _text(c, right, h - 118, "SERVICE INVOICE", 16, BOLD, True)
    c.setFillColorRGB(0.75, 0.05, 0.05)
    _text(c, right, h - 138, "No. 0004217", 14, "Courier-Bold", True)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    form = (
        ("Registered Name:", customer),
        ("TIN:", "004-889-213-00000"),
        ("Business Address:", "Lapu-Lapu Street, North Reclamation Area, Cebu City 6000"),
        ("Business Style:", "Hotel and serviced apartments"),
    )
    for i, (k, v) in enumerate(form):
        y = h - 172 - 18 * i
        _text(c, left, y, k, 8.5, BOLD)
        _text(c, left + 90, y, v, 9)
        c.line(left + 88, y - 3, 372, y - 3)
    meta = (
        ("Date:", "November 16, 2026"),
        ("Terms:", "30 days"),
        ("Due Date:", "December 16, 2026"),
        ("P.O. No.:", "HSC-PO-26-0991"),
    )
    for i, (k, v) in enumerate(meta):
        y = h - 172 - 18 * i
        _text(c, 390, y, k, 8.5, BOLD)
        _text(c, right, y, v, 9, right=True)
        c.line(440, y - 3, right, y - 3)
    top = h - 262
    cols = (330, 380, 460, right)
    bottom = _frame(c, left, top, cols, 8, 20, head=20, fill=(0.86, 0.93, 0.89))
    header = [
        (left + 6, "Nature of Service / Description", False),
        (374, "Qty", True),
        (454, "Unit Cost", True),
        (right - 6, "Amount", True),
    ]
    _heads(c, header, top - 14, 8.5)
    _rows(c, header, [(d, q, _f(u), _f(a)) for d, q, u, a in priced], top - 34, 20, 9)
    boxes = (
        ("VATable Sales", _f(vatable)),
        ("VAT-Exempt Sales", "0.00"),
        ("Zero-Rated Sales", "0.00"),
        ("VAT Amount (12%)", _f(tax)),
        ("Total Amount Due", f"PHP {_f(total)}"),
    )
    for i, (k, v) in enumerate(boxes):
        y = bottom - 18 * (i + 1)
        last = i == len(boxes) - 1
        if last:
            c.setFillColorRGB(0.86, 0.93, 0.89)
            c.rect(330, y, right - 330, 18, stroke=0, fill=1)
            c.setFillGray(0)
        c.rect(330, y, right - 330, 18)
        _text(c, 336, y + 6, k, 9, BOLD if last else "Helvetica")
        _text(c, right - 6, y + 6, v, 9.5 if last else 9, BOLD if last else "Helvetica", True)
    notes = (
        "Payment by check payable to TANGLAW FACILITIES",
        "MANAGEMENT INC. or by deposit to BPI Makati-Salcedo,",
        "Account No. 1841-0233-67. Kindly email the deposit slip",
        "and BIR Form 2307 to billing@tanglawfm.ph.",
    )
    _text(c, left, bottom - 14, "Payment Instructions", 8.5, BOLD)
    _block(c, left, bottom - 28, notes, 8, pitch=10.5)
    y = bottom - 136
    for x, t in ((left, "Prepared by: R. Dizon"), (220, "Approved by: M. Villanueva"), (400, "Received by:")):
        c.line(x, y, x + 150, y)
        _text(c, x, y - 11, t, 8)
    _text(c, left, y - 40, "Received the services in good order and condition.", 8, OBLIQUE)
    c.setFillGray(0.3)
    block = (
        "BIR Authority to Print No. OCN 4AU0001782215  Date Issued: January 15, 2026  Valid until: January 14, 2031",
        "Series: 0001001 - 0006000  (50 bkts x 3)  Printer: Goldleaf Printing Press, VAT Reg. TIN 212-048-557-00000",
        "Makati City  -  Accreditation No. 050MP20250000000077  Date Issued: March 3, 2025",
    )
    _block(c, left, 58, block, 6.5, pitch=8.5)
    c.setFillGray(0)
    return {
        "fields": _fields("0004217", "2026-11-16", "2026-12-16", total, tax, "PHP", vendor, customer),
        "line_items": [_item(d, q, u, str(a)) for d, q, u, a in priced],
    }


# xng4: a Lagos solar installer's invoice
def xng4(c) -> dict:
    w, h = A4
    left, right = 44, w - 44
    vendor = "Sunhaven Energy Solutions Ltd"
    customer = "Eko Lagoon Suites Limited"
    green, gold = (0.0, 0.45, 0.25), (0.95, 0.7, 0.1)
    rows = [
        ("SH-INV10", "Hybrid inverter 10 kVA / 48 V", "2", "1845000.00"),
        ("SH-LFP15", "Lithium battery LFP 15 kWh, rack", "2", "3120000.00"),
        ("SH-PV550", "Mono PERC solar panel 550 W", "24", "168500.00"),
        ("SH-MNT", "Roof mounting kit, aluminium, per panel", "24", "21750.00"),
        ("SH-CBL", "DC/AC cabling, breakers and combiner box", "1", "486300.00"),
        ("SH-LAB", "Installation and commissioning (days)", "4", "95000.00"),
    ]
    priced = [(*r, _mul(r[2], r[3])) for r in rows]
    subtotal = _sum(r[-1] for r in priced)
    tax = _pct(subtotal, "7.5")
    total = subtotal + tax
    c.setFillColorRGB(*green)
    c.rect(0, h - 112, w, 112, stroke=0, fill=1)
    c.setFillColorRGB(*gold)
    c.circle(left + 30, h - 56, 24, stroke=0, fill=1)
    c.setStrokeColorRGB(*gold)
    c.setLineWidth(2.5)
    for dx, dy in ((0, 33), (0, -33), (33, 0), (-33, 0), (24, 24), (-24, 24), (24, -24), (-24, -24)):
        c.line(left + 30 + dx * 0.85, h - 56 + dy * 0.85, left + 30 + dx * 1.1, h - 56 + dy * 1.1)
    c.setFillGray(1)
    _text(c, left + 80, h - 52, "SUNHAVEN ENERGY", 20, BOLD)
    _text(c, left + 80, h - 68, "Solar  |  Storage  |  Power Backup", 9)
    block = (
        "14B Admiralty Way, Lekki Phase 1, Lagos",
        "+234 803 555 0174  |  accounts@sunhaven.ng",
        "RC 1482203  |  TIN 21874455-0001",
    )
    _block(c, right, h - 46, block, 8, pitch=11, right=True)
    c.setFillGray(0)
    _text(c, left, h - 150, "INVOICE", 24, BOLD)
    c.setFillGray(0.4)
    _text(c, left, h - 180, "BILL TO", 8, BOLD)
    c.setFillGray(0)
    block = (
        customer,
        "Attn: Mr. Babatunde Adeyemi, Facilities",
        "Plot 7, Ozumba Mbadiwe Avenue",
        "Victoria Island, Lagos",
    )
    _block(c, left, h - 194, block, 9, pitch=12, first=BOLD)
    meta = (
        ("Invoice No:", "SES/INV/2026/0318"),
        ("Invoice Date:", "21st November, 2026"),
        ("Due Date:", "5th December, 2026"),
        ("Project:", "EKO-SOLAR-PH2"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 340, h - 144 - 15 * i, k, 9, BOLD)
        _text(c, right, h - 144 - 15 * i, v, 9, right=True)
    top = h - 262
    header = [
        (left + 4, "Code", False),
        (left + 62, "Description", False),
        (352, "Qty", True),
        (440, "Unit Price (NGN)", True),
        (right - 4, "Amount (NGN)", True),
    ]
    c.setFillColorRGB(*green)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _heads(c, header, top, 8.5)
    c.setFillGray(0)
    y = top - 24
    for k, (i, d, q, u, a) in enumerate(priced):
        if k % 2:
            c.setFillColorRGB(0.94, 0.97, 0.94)
            c.rect(left, y - 6, right - left, 20, stroke=0, fill=1)
            c.setFillGray(0)
        for (x, _, r), s in zip(header, (i, d, q, _f(u), _f(a))):
            _text(c, x, y, s, 8.5, right=r)
        y -= 20
    c.setStrokeColorRGB(*green)
    c.setLineWidth(1)
    c.line(left, y + 8, right, y + 8)
    c.setStrokeGray(0)
    totals = (("Sub Total", _f(subtotal)), ("VAT @ 7.5%", _f(tax)))
    _pairs(c, 340, right - 4, y - 10, totals, pitch=16)
    c.setFillColorRGB(*gold)
    c.rect(334, y - 56, right - 334, 22, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 340, y - 48, "TOTAL (NGN)", 10, BOLD)
    _text(c, right - 4, y - 48, _f(total), 11, BOLD, True)
    naira, kobo = divmod(int(total * 100), 100)
    words = f"{_words(naira)} Naira" + (f", {_words(kobo)} Kobo" if kobo else "") + " Only"
    _text(c, left, y - 80, "Amount in words:", 8.5, BOLD)
    _text(c, left, y - 93, words, 8.5, OBLIQUE)
    _text(c, left, y - 124, "Payment Details", 9, BOLD)
    block = (
        "Bank: Guaranty Trust Bank (GTBank)",
        "Account Name: Sunhaven Energy Solutions Ltd",
        "Account No: 0123874459  (NGN)",
        "Sort Code: 058152052",
    )
    _block(c, left, y - 138, block, 8.5, pitch=11.5)
    terms = (
        "Terms: 70% deposit on order, balance on commissioning.",
        "Equipment remains our property until paid in full.",
        "Warranty: panels 25 yrs, inverter 5 yrs, battery 10 yrs.",
    )
    _text(c, 320, y - 124, "Terms & Conditions", 9, BOLD)
    _block(c, 320, y - 138, terms, 7.5, pitch=10.5)
    c.line(360, y - 222, right, y - 222)
    _text(c, 360, y - 234, "Authorised Signatory", 8)
    c.setFillColorRGB(*green)
    c.rect(0, 0, w, 40, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, 22, "Thank you for going solar with Sunhaven!  www.sunhaven.ng", 8.5, BOLD)
    c.setFillGray(0)
    return {
        "fields": _fields(
            "SES/INV/2026/0318", "2026-11-21", "2026-12-05", total, tax, "NGN", vendor, customer
        ),
        "line_items": [_item(d, q, u, str(a), i) for i, d, q, u, a in priced],
    }


# xeg5: an Alexandria linen mill's tax invoice in English
def xeg5(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    vendor = "Delta Linen Company S.A.E."
    customer = "Red Sea Pearl Resorts S.A.E."
    blue = (0.0, 0.3, 0.5)
    rows = [
        ("EG-204118592-1101", "Bed sheet, king, 300 TC cotton, white", "PCE", "240", "612.50"),
        ("EG-204118592-1102", "Duvet cover, king, 300 TC, white", "PCE", "120", "948.00"),
        ("EG-204118592-1205", "Pillow case 50 x 75 cm, sateen", "PCE", "480", "118.75"),
        ("EG-204118592-2210", "Bath towel 70 x 140 cm, 550 gsm", "PCE", "360", "264.00"),
        ("EG-204118592-2214", "Hand towel 50 x 90 cm, 550 gsm", "PCE", "360", "126.40"),
        ("EG-204118592-3301", "Bathrobe, waffle, one size", "PCE", "80", "835.00"),
    ]
    priced = [(*r, _mul(r[3], r[4])) for r in rows]
    subtotal = _sum(r[-1] for r in priced)
    tax = _pct(subtotal, "14")
    total = subtotal + tax
    c.setFillColorRGB(*blue)
    for k in range(3):
        c.rect(left + 12 * k, h - 80 + 6 * k, 8, 32 - 6 * k, stroke=0, fill=1)
    _text(c, left + 44, h - 62, "DELTA LINEN", 18, "Times-Bold")
    c.setFillGray(0.35)
    _text(c, left + 44, h - 76, "Hotel textiles - Alexandria", 8.5, "Times-Italic")
    c.setFillGray(0)
    block = (
        vendor,
        "Borg El Arab Industrial Zone 3, Block 12, Alexandria",
        "Tax Registration No.: 204-118-592",
        "Commercial Register: 118433 Alexandria",
        "Tel: +20 3 555 2640",
    )
    _block(c, right, h - 50, block, 8, pitch=10.5, right=True, first=BOLD)
    c.setFillColorRGB(*blue)
    c.rect(left, h - 140, right - left, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 131, "TAX INVOICE", 14, BOLD)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    c.rect(left, h - 230, 250, 80)
    _text(c, left + 6, h - 162, "Receiver", 8, BOLD)
    block = (
        customer,
        "Safaga Road, Km 17, Hurghada, Red Sea",
        "Tax Registration No.: 318-402-774",
        "Type: Business (B)",
    )
    _block(c, left + 6, h - 176, block, 8.5, pitch=12, first=BOLD)
    c.rect(310, h - 230, right - 310, 80)
    meta = (
        ("Internal ID:", "INV-26-1147"),
        ("Issue date:", "15/11/2026"),
        ("Due date:", "30/12/2026"),
        ("Purchase order:", "RSP/PO/2026/388"),
        ("Currency:", "EGP"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 316, h - 164 - 14 * i, k, 8.5, BOLD)
        _text(c, right - 6, h - 164 - 14 * i, v, 8.5, right=True)
    top = h - 250
    cols = (left + 92, 318, 346, 382, 452, right)
    bottom = _frame(c, left, top, cols, 7, 18, head=24, fill=(0.85, 0.9, 0.95))
    header = [
        (left + 3, "Item code\n(EGS)", False),
        (left + 96, "Description", False),
        (322, "Unit", False),
        (378, "Qty", True),
        (448, "Unit price\n(EGP)", True),
        (right - 4, "Total\n(EGP)", True),
    ]
    _heads(c, header, top - 10, 7.5)
    cells = [(i, d, u, q, _f(p), _f(a)) for i, d, u, q, p, a in priced]
    _rows(c, header[:1], [(r[0],) for r in cells], top - 38, 18, 6.5)
    _rows(c, header[1:], [r[1:] for r in cells], top - 38, 18, 8)
    y = bottom - 8
    totals = (
        ("Total sales amount", _f(subtotal)),
        ("Total discount", "0.00"),
        ("Net amount", _f(subtotal)),
        ("Value added tax (T1) 14%", _f(tax)),
        ("Total amount (EGP)", _f(total)),
    )
    for i, (k, v) in enumerate(totals):
        last = i == len(totals) - 1
        yy = y - 16 * i
        if last:
            c.setFillColorRGB(0.85, 0.9, 0.95)
            c.rect(330, yy - 16, right - 330, 16, stroke=0, fill=1)
            c.setFillGray(0)
        c.rect(330, yy - 16, right - 330, 16)
        _text(c, 335, yy - 11.5, k, 8.5, BOLD if last else "Helvetica")
        _text(c, right - 4, yy - 11.5, v, 9 if last else 8.5, BOLD if last else "Helvetica", True)
    _text(c, left, y - 12, "Terms", 8.5, BOLD)
    terms = (
        "Payment 45 days from the invoice date by",
        "bank transfer to National Bank of Egypt,",
        "Smouha branch, IBAN:",
        "EG38 0003 0417 0000 0012 3456 7890 1",
    )
    _block(c, left, y - 26, terms, 8, pitch=10.5)
    y -= 110
    c.setFillGray(0.25)
    block = (
        "This invoice was submitted to the Egyptian Tax Authority e-invoicing system.",
        "UUID: 7Q2KX9M4PC1VB8RN0ZD3FH6TYW5JE81Q4XG7A2LC",
        "Submission ID: 3K8B1RW7QYZ4M2D9X6TP  -  Validated 15/11/2026 11:42",
    )
    _block(c, left, y, block, 7.5, pitch=10)
    c.setFillGray(0)
    _qr(
        c,
        "https://invoicing.eta.gov.eg/print/documents/7Q2KX9M4PC1VB8RN0ZD3FH6TYW5JE81Q4XG7A2LC",
        right - 70,
        y - 52,
        70,
    )
    c.setStrokeColorRGB(*blue)
    c.setLineWidth(1)
    c.line(left, 46, right, 46)
    c.setFillGray(0.4)
    _centre(c, w, 34, "Delta Linen Company S.A.E.  -  www.deltalinen.com.eg  -  sales@deltalinen.com.eg", 7.5)
    c.setFillGray(0)
    return {
        "fields": _fields("INV-26-1147", "2026-11-15", "2026-12-30", total, tax, "EGP", vendor, customer),
        "line_items": [_item(d, q, p, str(a), i) for i, d, _, q, p, a in priced],
    }


# xpk6: a Lahore cable maker's sales tax invoice
def xpk6(c) -> dict:
    w, h = A4
    left, right = 34, w - 34
    vendor = "Ravi Cables (Pvt.) Limited"
    customer = "Indus Build Engineering (Pvt.) Ltd."
    rows = [
        ("Cu/PVC/PVC 4C x 16 mm2, 0.6/1 kV", "500", "m", "1845.00"),
        ("Cu/XLPE/SWA/PVC 4C x 35 mm2", "300", "m", "4120.00"),
        ("Cu/PVC single core 6 mm2, 90 m coil", "120", "coil", "9850.00"),
        ("Cu/PVC flexible 2C x 2.5 mm2", "800", "m", "286.50"),
        ("Bare copper earthing cable 25 mm2", "250", "m", "1410.00"),
    ]
    priced = []
    for d, q, u, p in rows:
        net = _mul(q, p)
        st = _pct(net, "18")
        priced.append((d, q, u, p, net, st, net + st))
    subtotal = _sum(r[4] for r in priced)
    tax = _sum(r[5] for r in priced)
    total = subtotal + tax
    c.setFillColorRGB(0.55, 0.1, 0.1)
    c.rect(left, h - 74, 36, 36, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 18 - c.stringWidth("RC", BOLD, 15) / 2, h - 62, "RC", 15, BOLD)
    c.setFillColorRGB(0.55, 0.1, 0.1)
    _text(c, left + 46, h - 54, "RAVI CABLES", 18, BOLD)
    c.setFillGray(0.3)
    _text(c, left + 46, h - 68, "Power and control cables  -  PSQCA / IEC certified", 8)
    c.setFillGray(0)
    _text(c, right, h - 54, "SALES TAX INVOICE", 15, BOLD, True)
    _text(c, right, h - 68, "(Original - Buyer's copy)", 8, OBLIQUE, True)
    c.setLineWidth(0.6)
    boxes = (
        (
            left,
            "Supplier",
            (
                vendor,
                "22-km Sheikhupura Road, Lahore",
                "NTN: 4412873-6",
                "STRN: 03-02-8544-012-37",
            ),
        ),
        (
            300,
            "Buyer",
            (
                customer,
                "Plot 41, Sector 23, Korangi Industrial Area, Karachi",
                "NTN: 7730215-4",
                "STRN: 32-77-8761-234-56",
            ),
        ),
    )
    for x, title, lines in boxes:
        c.rect(x, h - 160, 262 if x == left else right - x, 70)
        _text(c, x + 5, h - 101, title, 8, BOLD)
        _block(c, x + 5, h - 114, lines, 8, pitch=11, first=BOLD)
    meta = (
        ("Invoice No.", "RCL/ST/26-1453"),
        ("Invoice Date", "24-Nov-2026"),
        ("Delivery Challan", "DC-7781 / 23-Nov-2026"),
        ("Buyer's P.O.", "IBE-PO-2026-612"),
        ("Payment Terms", "30 days"),
        ("Due Date", "24-Dec-2026"),
    )
    cw = (right - left) / 3
    for i, (k, v) in enumerate(meta):
        x, y = left + cw * (i % 3), h - 170 - 26 * (i // 3)
        c.rect(x, y - 24, cw, 24)
        _text(c, x + 4, y - 9, k, 7, BOLD)
        _text(c, x + 4, y - 20, v, 8.5)
    top = h - 238
    cols = (left + 20, 196, 236, 262, 310, 380, 408, 470, right)
    bottom = _frame(c, left, top, cols, 7, 17, head=24, fill=(0.95, 0.88, 0.88))
    header = [
        (left + 3, "S#", False),
        (left + 24, "Description of Goods", False),
        (232, "Qty", True),
        (240, "Unit", False),
        (306, "Rate", True),
        (376, "Value Excl.\nST", True),
        (404, "ST\nRate", True),
        (466, "Sales Tax\n(Rs.)", True),
        (right - 3, "Value Incl.\nST", True),
    ]
    _heads(c, header, top - 10, 7)
    cells = [
        (str(n), d, q, u, _f(p), _f(a), "18%", _f(s), _f(t))
        for n, (d, q, u, p, a, s, t) in enumerate(priced, 1)
    ]
    _rows(c, header, cells, top - 36, 17, 7.5)
    c.setFillColorRGB(0.95, 0.88, 0.88)
    c.rect(left, bottom - 18, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(left, bottom - 18, right - left, 18)
    _text(c, left + 24, bottom - 12, "Total", 8, BOLD)
    _text(c, 376, bottom - 12, _f(subtotal), 7.5, BOLD, True)
    _text(c, 466, bottom - 12, _f(tax), 7.5, BOLD, True)
    _text(c, right - 3, bottom - 12, _f(total), 7.5, BOLD, True)
    y = bottom - 40
    totals = (
        ("Value excluding sales tax", f"Rs. {_f(subtotal)}"),
        ("Sales tax @ 18%", f"Rs. {_f(tax)}"),
        ("Total amount payable", f"Rs. {_f(total)}"),
    )
    for i, (k, v) in enumerate(totals):
        _text(c, 330, y - 15 * i, k, 9, BOLD if i == 2 else "Helvetica")
        _text(c, right, y - 15 * i, v, 9, BOLD if i == 2 else "Helvetica", True)
    rupees, paisa = divmod(int(total * 100), 100)
    words = f"Rupees {_words(rupees)}" + (f" and Paisa {_words(paisa)}" if paisa else "") + " Only"
    _text(c, left, y - 52, "Amount in words:", 8, BOLD)
    _text(c, left, y - 64, words, 8, OBLIQUE)
    _text(c, left, y - 90, "Bank details", 8.5, BOLD)
    block = (
        "Meezan Bank Ltd, Shahrah-e-Quaid-e-Azam Branch, Lahore",
        "Title: Ravi Cables (Pvt.) Limited   A/C 0102-0105487712",
        "IBAN: PK36 MEZN 0001 0201 0548 7712",
        "Cheques to be crossed 'A/C Payee only'.",
    )
    _block(c, left, y - 103, block, 8, pitch=10.5)
    _qr(c, "FBR-POS:RCL0021611242026145301", right - 64, y - 150, 60)
    _block(
        c, right - 70, y - 104, ("FBR Invoice No.", "182047RCL2611241453"), 7, right=True, first=BOLD, pitch=9
    )
    c.line(left, y - 190, left + 160, y - 190)
    _text(c, left, y - 201, "Prepared by", 7.5)
    c.line(right - 160, y - 190, right, y - 190)
    _text(c, right - 160, y - 201, "For Ravi Cables (Pvt.) Limited", 7.5)
    c.setFillGray(0.35)
    block = (
        "Goods once sold will only be taken back against a written claim within 7 days of delivery.",
        "Income tax withholding, where applicable, is to be deducted at source and its certificate sent to us.",
        "Head office: 22-km Sheikhupura Road, Lahore  |  UAN 042-111-728-225  |  sales@ravicables.pk",
    )
    _block(c, left, 54, block, 7, pitch=9)
    c.setFillGray(0)
    return {
        "fields": _fields("RCL/ST/26-1453", "2026-11-24", "2026-12-24", total, tax, "PKR", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, _, p, a, _, _ in priced],
    }


CO7_CUFE = "a7c3e9f1b24d68e0c5a1f3b7d9e2c4a6b8d0f2e4c6a8b0d2f4e6c8a0b2d4f6e8c1e3a5b7d9f1a3c5e7b9d1f3a5c7e9b1"


# xco7: a Cali work-wear maker's factura electronica de venta
def xco7(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    vendor = "Dotaciones Industriales del Valle S.A.S."
    customer = "Constructora Los Samanes S.A.S."
    orange, blue = (0.93, 0.45, 0.1), (0.1, 0.25, 0.5)
    rows = [
        ("DOT-101", "Overol en dril, manga larga, talla M", "UND", "40", "86900"),
        ("DOT-114", "Camisa jean con logo bordado", "UND", "60", "54500"),
        ("EPP-201", "Botas de seguridad puntera de acero", "PAR", "40", "148900"),
        ("EPP-233", "Casco dieléctrico clase E, blanco", "UND", "40", "39800"),
        ("EPP-250", "Chaleco reflectivo naranja", "UND", "40", "18700"),
        ("EPP-310", "Guantes de vaqueta tipo ingeniero", "PAR", "120", "12400"),
    ]
    priced = [(*r, _mul(r[3], r[4], 0)) for r in rows]
    subtotal = _sum(r[-1] for r in priced)
    tax = _pct(subtotal, "19", 0)
    total = subtotal + tax

    def cop(v) -> str:
        return f"$ {_f(v, 0, '.')}"

    c.setFillColorRGB(*orange)
    c.rect(left, h - 76, 30, 30, stroke=0, fill=1)
    c.setFillColorRGB(*blue)
    c.rect(left + 14, h - 62, 30, 30, stroke=0, fill=1)
    _text(c, left + 54, h - 56, "DOTAVALLE", 20, BOLD)
    c.setFillGray(0)
    block = (
        vendor,
        "NIT 901.245.118-3  -  Responsable de IVA",
        "Calle 15 # 31-146, Acopi, Yumbo - Valle del Cauca",
        "PBX (602) 555 4410  -  facturacion@dotavalle.com.co",
    )
    _block(c, left, h - 94, block, 8, pitch=10.5, first=BOLD)
    c.setStrokeColorRGB(*blue)
    c.setLineWidth(1.2)
    c.roundRect(380, h - 120, right - 380, 76, 6)
    c.setFillColorRGB(*blue)
    _centre(c, 380 + right, h - 64, "FACTURA ELECTRÓNICA", 11, BOLD)
    _centre(c, 380 + right, h - 78, "DE VENTA", 11, BOLD)
    c.setFillGray(0)
    _centre(c, 380 + right, h - 102, "No. DIV-3318", 13, BOLD)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    c.setFillColorRGB(0.9, 0.93, 0.97)
    c.rect(left, h - 152, right - left, 14, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 4, h - 148, "ADQUIRIENTE", 8, BOLD)
    c.rect(left, h - 222, right - left, 84)
    pairs = (
        ("Señores:", customer),
        ("NIT:", "900.874.552-1"),
        ("Dirección:", "Carrera 7 # 71-52, Torre B, Of. 902"),
        ("Ciudad:", "Bogotá D.C."),
        ("Correo:", "compras@lossamanes.co"),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, left + 4, h - 166 - 11.5 * i, k, 8, BOLD)
        _text(c, left + 60, h - 166 - 11.5 * i, v, 8.5)
    keys = (
        ("Fecha de emisión", "2026-11-19 10:42:15"),
        ("Fecha de vencimiento", "2026-12-19"),
        ("Forma de pago", "Crédito 30 días"),
        ("Medio de pago", "Transferencia"),
        ("Orden de compra", "OC-55812"),
        ("Moneda", "COP"),
    )
    for i, (k, v) in enumerate(keys):
        x, y = 330 + 124 * (i % 2), h - 162 - 22 * (i // 2)
        _text(c, x, y, k, 7, BOLD)
        _text(c, x, y - 9, v, 8.5)
    top = h - 236
    cols = (left + 18, left + 68, 300, 330, 368, 440, 470, right)
    bottom = _frame(c, left, top, cols, 8, 16, head=16, fill=(0.9, 0.93, 0.97))
    header = [
        (left + 3, "#", False),
        (left + 22, "Código", False),
        (left + 72, "Descripción", False),
        (304, "U.M.", False),
        (364, "Cant.", True),
        (436, "Vr. unitario", True),
        (466, "IVA", True),
        (right - 4, "Vr. total", True),
    ]
    _heads(c, header, top - 11, 7.5)
    cells = [(str(n), i, d, u, q, cop(p), "19%", cop(a)) for n, (i, d, u, q, p, a) in enumerate(priced, 1)]
    _rows(c, header, cells, top - 28, 16, 8)
    y = bottom - 6
    totals = (
        ("Total bruto", cop(subtotal)),
        ("Descuentos", "$ 0"),
        ("Subtotal base gravable", cop(subtotal)),
        ("IVA 19%", cop(tax)),
        ("Total a pagar", cop(total)),
    )
    for i, (k, v) in enumerate(totals):
        last = i == len(totals) - 1
        yy = y - 15 * i
        if last:
            c.setFillColorRGB(*blue)
            c.rect(380, yy - 15, right - 380, 15, stroke=0, fill=1)
            c.setFillGray(1)
        _text(c, 385, yy - 11, k, 8.5, BOLD if last else "Helvetica")
        _text(c, right - 4, yy - 11, v, 9 if last else 8.5, BOLD if last else "Helvetica", True)
        c.setFillGray(0)
    _text(c, left, y - 12, "Observaciones", 8, BOLD)
    notes = (
        "Entrega en obra Parque Samanes, Calle 170, Bogotá.",
        "Pago a Bancolombia cuenta corriente 811-447892-15",
        "a nombre de Dotaciones Industriales del Valle S.A.S.",
        "Esta factura se asimila a una letra de cambio (Art. 774 C.Co.).",
    )
    _block(c, left, y - 25, notes, 7.5, pitch=10)
    y -= 104
    _qr(c, f"NumFac: DIV3318 FecFac: 2026-11-19 ValTolFac: {total} CUFE: {CO7_CUFE}", left, y - 92, 92)
    x = left + 104
    _text(c, x, y - 8, "CUFE:", 7.5, BOLD)
    _text(c, x, y - 19, CO7_CUFE[:48], 7, "Courier")
    _text(c, x, y - 28, CO7_CUFE[48:], 7, "Courier")
    block = (
        "Resolución de facturación DIAN No. 18764061234567 del 2026-02-10, prefijo DIV,",
        "numeración autorizada del 1 al 10000, vigencia 24 meses.",
        "Fecha y hora de validación DIAN: 2026-11-19 10:42:58",
        "Proveedor tecnológico: Facturatech S.A.S. - NIT 900.411.720-5",
        "Actividad económica CIIU 1410 - Confección de prendas de vestir. No somos grandes contribuyentes.",
    )
    _block(c, x, y - 44, block, 7, pitch=9.5)
    c.setStrokeColorRGB(*orange)
    c.setLineWidth(2)
    c.line(left, 40, right, 40)
    c.setFillGray(0.4)
    _centre(c, w, 28, "Representación gráfica de la factura electrónica de venta  -  Página 1 de 1", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("DIV-3318", "2026-11-19", "2026-12-19", total, tax, "COP", vendor, customer),
        "line_items": [_item(d, q, p, str(a), i) for i, d, _, q, p, a in priced],
    }


# xpe8: an Arequipa hardware merchant's factura electronica
def xpe8(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor = "FERRETERÍA INDUSTRIAL MISTI S.A.C."
    customer = "MINERA CHACHANI CONTRATISTAS S.A."
    rows = [
        ("24", "NIU", "FIM-2210", "Llave mixta 3/4 pulg. cromo vanadio", "38.50"),
        ("10", "NIU", "FIM-3105", "Amoladora angular 7 pulg. 2200 W", "489.00"),
        ("200", "NIU", "FIM-0412", "Disco de corte 7 pulg. para acero", "7.35"),
        ("6", "ROL", "FIM-5520", "Cable de acero 1/2 pulg., rollo 100 m", "1240.00"),
        ("40", "PAR", "FIM-6101", "Guante anticorte nivel 5", "24.90"),
        ("15", "GLN", "FIM-7008", "Desengrasante industrial, galón", "56.80"),
    ]
    priced = [(*r, _mul(r[0], r[4])) for r in rows]
    subtotal = _sum(r[-1] for r in priced)
    tax = _pct(subtotal, "18")
    total = subtotal + tax
    red = (0.7, 0.1, 0.1)
    c.setFillColorRGB(*red)
    p = c.beginPath()
    p.moveTo(left, h - 96)
    p.lineTo(left + 34, h - 46)
    p.lineTo(left + 68, h - 96)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(1)
    p = c.beginPath()
    p.moveTo(left + 24, h - 61)
    p.lineTo(left + 34, h - 46)
    p.lineTo(left + 44, h - 61)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColorRGB(*red)
    _text(c, left + 78, h - 62, "FERRETERÍA MISTI", 17, BOLD)
    c.setFillGray(0)
    block = (
        vendor,
        "Av. Parra 318, Cercado - Arequipa",
        "Telf. (054) 555-218  /  ventas@fim.com.pe",
        "Sucursal: Parque Industrial Río Seco, Cerro Colorado",
    )
    _block(c, left + 78, h - 78, block, 8, pitch=10.5, first=BOLD)
    c.setLineWidth(1.2)
    c.rect(388, h - 116, right - 388, 76)
    _centre(c, 388 + right, h - 60, "R.U.C. N° 20455873219", 11, BOLD)
    c.setFillColorRGB(*red)
    c.rect(389, h - 88, right - 390, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 388 + right, h - 82, "FACTURA ELECTRÓNICA", 10.5, BOLD)
    c.setFillGray(0)
    _centre(c, 388 + right, h - 106, "F001-00004521", 12, BOLD)
    c.setLineWidth(0.5)
    c.roundRect(left, h - 210, right - left, 80, 5)
    pairs = (
        ("Señor(es)", customer),
        ("RUC", "20601238874"),
        ("Dirección", "Calle Mercaderes 410, Of. 3B - Arequipa"),
        ("Guía de remisión", "T001-00018834"),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, left + 6, h - 146 - 14 * i, k, 8, BOLD)
        _text(c, left + 84, h - 146 - 14 * i, ": " + v, 8.5)
    pairs = (
        ("Fecha de Emisión", "27/11/2026"),
        ("Fecha de Vencimiento", "27/12/2026"),
        ("Moneda", "SOLES"),
        ("Forma de Pago", "Crédito"),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, 372, h - 146 - 14 * i, k, 8, BOLD)
        _text(c, 462, h - 146 - 14 * i, ": " + v, 8.5)
    top = h - 226
    header = [
        (left + 34, "Cant.", True),
        (left + 42, "Unidad", False),
        (left + 80, "Código", False),
        (left + 132, "Descripción", False),
        (452, "Valor Unit.", True),
        (right - 4, "Valor Venta", True),
    ]
    c.setFillColorRGB(*red)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _heads(c, header, top, 8)
    c.setFillGray(0)
    cells = [(q, u, i, d, _f(p), _f(a)) for q, u, i, d, p, a in priced]
    y = _rows(c, header, cells, top - 22, 17, 8.5)
    c.setStrokeColorRGB(*red)
    c.line(left, y + 8, right, y + 8)
    c.setStrokeGray(0)
    totals = (
        ("Op. Gravada", _f(subtotal)),
        ("Op. Exonerada", "0.00"),
        ("Op. Inafecta", "0.00"),
        ("IGV 18%", _f(tax)),
        ("Importe Total", _f(total)),
    )
    for i, (k, v) in enumerate(totals):
        last = i == len(totals) - 1
        yy = y - 8 - 15 * i
        font = BOLD if last else "Helvetica"
        _text(c, 380, yy, k, 9, font)
        _text(c, 470, yy, "S/", 9, font)
        _text(c, right - 4, yy, v, 9, font, True)
    soles, cents = divmod(int(total * 100), 100)
    _text(c, left, y - 10, f"SON: {_es(soles).upper()} CON {cents:02d}/100 SOLES", 8, BOLD)
    _text(c, left, y - 36, "Información del crédito", 8, BOLD)
    c.rect(left, y - 84, 300, 40)
    for k, (a, b, d) in enumerate(
        (("Cuota", "Fecha de vencimiento", "Monto"), ("001", "27/12/2026", f"S/ {_f(total)}"))
    ):
        font = BOLD if k == 0 else "Helvetica"
        _text(c, left + 6, y - 56 - 16 * k, a, 8, font)
        _text(c, left + 60, y - 56 - 16 * k, b, 8, font)
        _text(c, left + 294, y - 56 - 16 * k, d, 8, font, True)
    _text(c, left, y - 104, "Cuentas bancarias", 8, BOLD)
    block = (
        "BCP Soles: 215-2288471-0-62   CCI: 002-215-002288471062-28",
        "BBVA Soles: 0011-0274-0100038815   CCI: 011-274-000100038815-77",
    )
    _block(c, left, y - 116, block, 8, pitch=10.5)
    y -= 150
    _qr(c, f"20455873219|01|F001|00004521|{tax}|{total}|2026-11-27|6|20601238874|", left, y - 80, 80)
    block = (
        "Representación impresa de la FACTURA ELECTRÓNICA.",
        "Autorizado mediante Resolución de Intendencia N° 034-005-0005315/SUNAT.",
        "Consulte su documento en https://cpe.fim.com.pe",
        "Valor resumen: Xk3pQ9vL2mT8wR1yB6nD4sF0aHc=",
    )
    _block(c, left + 92, y - 14, block, 7.5, pitch=10.5)
    c.setStrokeColorRGB(*red)
    c.line(left, 44, right, 44)
    c.setFillGray(0.4)
    _centre(c, w, 32, "Gracias por su preferencia  -  www.fim.com.pe", 7.5)
    c.setFillGray(0)
    return {
        "fields": _fields("F001-00004521", "2026-11-27", "2026-12-27", total, tax, "PEN", vendor, customer),
        "line_items": [_item(d, q, p, str(a), i) for q, _, i, d, p, a in priced],
    }


US9_TESTS = {
    "80053": ("Comprehensive metabolic panel", "11.40"),
    "85025": ("CBC with automated differential", "8.25"),
    "80061": ("Lipid panel", "13.90"),
    "83036": ("Hemoglobin A1c", "10.35"),
    "84443": ("Thyroid stimulating hormone (TSH)", "17.80"),
    "81001": ("Urinalysis, automated, with microscopy", "3.45"),
    "82306": ("Vitamin D, 25-hydroxy", "31.50"),
    "84153": ("PSA, total", "19.60"),
    "36415": ("Venipuncture, routine", "3.00"),
    "80048": ("Basic metabolic panel", "8.90"),
    "87086": ("Urine culture, colony count", "8.95"),
    "85610": ("Prothrombin time (PT/INR)", "4.30"),
    "87491": ("Chlamydia trachomatis, amplified probe", "28.40"),
    "82728": ("Ferritin", "14.20"),
}
# date of service, accession, patient id, CPT codes billed (a code twice where the test was run twice)
US9_VISITS = (
    ("Nov 03", "GL26-884102", "HV-10482", ("36415", "80053", "85025", "80061")),
    ("Nov 03", "GL26-884117", "HV-11930", ("36415", "83036", "80048")),
    ("Nov 05", "GL26-886540", "HV-10077", ("81001", "87086")),
    ("Nov 06", "GL26-887213", "HV-12256", ("36415", "84443", "82306", "82728")),
    ("Nov 10", "GL26-891876", "HV-10482", ("36415", "85610")),
    ("Nov 12", "GL26-894420", "HV-13014", ("36415", "80053", "84153", "80061")),
    ("Nov 13", "GL26-895031", "HV-11175", ("87491",)),
    ("Nov 17", "GL26-899768", "HV-12256", ("36415", "85025", "82728")),
    ("Nov 19", "GL26-902245", "HV-10990", ("36415", "83036", "80061", "84443")),
    ("Nov 24", "GL26-906612", "HV-10482", ("36415", "85610", "85610")),
    ("Nov 25", "GL26-907389", "HV-13360", ("81001",)),
)


def _us9_rows() -> list[tuple[str, ...]]:
    rows = []
    for day, accession, patient, codes in US9_VISITS:
        for code in dict.fromkeys(codes):
            qty = str(codes.count(code))
            description, fee = US9_TESTS[code]
            rows.append((day, accession, patient, code, description, qty, fee, str(_mul(qty, fee))))
    return rows


def _us9_table(c, top: float, rows, left: float, right: float) -> float:
    header = [
        (left + 3, "DOS", False),
        (left + 40, "Accession", False),
        (left + 106, "Patient ID", False),
        (left + 160, "CPT", False),
        (left + 196, "Description", False),
        (460, "Qty", True),
        (510, "Fee", True),
        (right - 3, "Amount", True),
    ]
    c.setFillColorRGB(0.2, 0.35, 0.55)
    c.rect(left, top - 5, right - left, 16, stroke=0, fill=1)
    c.setFillGray(1)
    _heads(c, header, top, 8)
    c.setFillGray(0)
    y = top - 19
    for k, row in enumerate(rows):
        if k % 2:
            c.setFillColorRGB(0.93, 0.95, 0.98)
            c.rect(left, y - 4, right - left, 15, stroke=0, fill=1)
            c.setFillGray(0)
        cells = (*row[:6], _f(row[6]), _f(row[7]))
        for (x, _, r), s in zip(header, cells):
            _text(c, x, y, s, 8, right=r)
        y -= 15
    return y


def _us9_head(c, w: float, h: float, left: float, right: float, page: int) -> None:
    c.setFillColorRGB(0.2, 0.35, 0.55)
    c.circle(left + 16, h - 52, 16, stroke=0, fill=1)
    c.setFillGray(1)
    c.rect(left + 13, h - 62, 6, 20, stroke=0, fill=1)
    c.rect(left + 6, h - 55, 20, 6, stroke=0, fill=1)
    c.setFillColorRGB(0.2, 0.35, 0.55)
    _text(c, left + 40, h - 50, "Great Lakes Reference Laboratory, Inc.", 14, BOLD)
    c.setFillGray(0.35)
    _text(c, left + 40, h - 63, "CLIA 23D2087714  -  CAP 8831205  -  Medical Director: R. Okafor, MD", 7.5)
    c.setFillGray(0)
    _text(c, right, h - 50, "CLIENT INVOICE", 13, BOLD, True)
    _text(c, right, h - 63, f"Page {page} of 2", 8, right=True)
    c.setFillGray(0.45)
    _centre(
        c, w, 30, "Questions about this invoice? Client Billing (734) 555-0168, Mon-Fri 8 am - 5 pm ET", 7.5
    )
    c.setFillGray(0)


# xus9: a Michigan reference laboratory's two-page client invoice to a family practice
def xus9(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    vendor = "Great Lakes Reference Laboratory, Inc."
    customer = "Huron Valley Family Practice, P.C."
    rows = _us9_rows()
    total = _sum(r[-1] for r in rows)
    _us9_head(c, w, h, left, right, 1)
    block = ("4120 Research Park Dr", "Ann Arbor, MI 48108", "Tax ID 38-3319027", "NPI 1457382910")
    _block(c, left, h - 92, block, 8, pitch=10.5)
    _text(c, 190, h - 92, "Bill To", 8, BOLD)
    block = (customer, "Attn: Office Manager", "2250 Washtenaw Ave, Suite 110", "Ypsilanti, MI 48197")
    _block(c, 190, h - 104, block, 8.5, pitch=11)
    meta = (
        ("Invoice No.", "CB-2611-0457"),
        ("Client Account", "HVFP-0219"),
        ("Invoice Date", "Nov 30, 2026"),
        ("Service Period", "Nov 1 - Nov 30, 2026"),
        ("Payment Due", "Dec 30, 2026"),
        ("Terms", "Net 30"),
    )
    c.setLineWidth(0.5)
    c.rect(390, h - 172, right - 390, 88)
    for i, (k, v) in enumerate(meta):
        _text(c, 396, h - 98 - 13 * i, k, 8, BOLD)
        _text(c, right - 6, h - 98 - 13 * i, v, 8, right=True)
    note = (
        "Client-billed testing at your contracted fee schedule (GLRL-2026-C). Patients listed by chart ID only; "
        "see the portal for names."
    )
    _text(c, left, h - 192, note, 7.5, OBLIQUE)
    first, second = rows[:24], rows[24:]
    y = _us9_table(c, h - 214, first, left, right)
    _text(c, right, y - 2, "Continued on page 2", 8, OBLIQUE, True)
    c.showPage()
    _us9_head(c, w, h, left, right, 2)
    _text(c, left, h - 92, f"Invoice CB-2611-0457  -  {customer}  (continued)", 9, BOLD)
    y = _us9_table(c, h - 116, second, left, right) - 10
    c.setLineWidth(0.8)
    c.line(360, y + 4, right, y + 4)
    pairs = (("Total charges", _f(total)), ("Payments / adjustments", "0.00"))
    _pairs(c, 366, right - 3, y - 10, pairs, pitch=15)
    c.setFillColorRGB(0.2, 0.35, 0.55)
    c.rect(360, y - 52, right - 360, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 366, y - 45, "Amount Due (USD)", 10, BOLD)
    _text(c, right - 3, y - 45, f"${_f(total)}", 11, BOLD, True)
    c.setFillGray(0)
    tests = sum(int(r[5]) for r in rows)
    _text(c, left, y - 10, f"Tests billed this period: {tests}   Patients: {len({r[2] for r in rows})}", 8)
    block = (
        "Lab services are exempt from Michigan sales and use tax.",
        "Pay by ACH: Huntington National Bank, routing 072403473,",
        "account 01982277461, or by check to the remittance address.",
        "A 1.5% monthly finance charge applies to past-due balances.",
    )
    _block(c, left, y - 30, block, 8, pitch=10.5)
    yy = y - 120
    c.setDash(4, 3)
    c.line(left, yy, right, yy)
    c.setDash()
    _centre(c, w, yy - 12, "Please detach and return this portion with your payment", 7.5, OBLIQUE)
    block = (
        "Remit to:",
        "Great Lakes Reference Laboratory, Inc.",
        "Dept. 4471, PO Box 67000",
        "Detroit, MI 48267-4471",
    )
    _block(c, left, yy - 34, block, 8.5, pitch=11.5, first=BOLD)
    stub = (
        ("Client Account", "HVFP-0219"),
        ("Invoice No.", "CB-2611-0457"),
        ("Amount Due", f"${_f(total)}"),
        ("Amount Enclosed", "$ ______________"),
    )
    for i, (k, v) in enumerate(stub):
        _text(c, 330, yy - 34 - 14 * i, k, 8.5, BOLD)
        _text(c, right, yy - 34 - 14 * i, v, 8.5, right=True)
    return {
        "fields": _fields("CB-2611-0457", "2026-11-30", "2026-12-30", total, None, "USD", vendor, customer),
        "line_items": [_item(d, q, u, a, cpt) for _, _, _, cpt, d, q, u, a in rows],
    }


# xuk10: a Leeds solicitors' bill with disbursements
def xuk10(c) -> dict:
    w, h = A4
    left, right = 56, w - 50
    vendor = "Harcourt Lyle LLP"
    customer = "Pennine Bakehouse Ltd"
    fees = [
        ("Partner: heads of terms and draft lease review", "3.2", "310.00"),
        ("Associate: lease negotiation, rent deposit deed", "6.5", "225.00"),
        ("Trainee: searches, enquiries, report on title", "4.25", "140.00"),
        ("Completion and registration (fixed fee)", "1", "350.00"),
    ]
    disbursements = [
        ("HM Land Registry fee (AP1)", "1", "150.00"),
        ("Local authority search, Leeds City Council", "1", "148.00"),
        ("Official copies of title, HM Land Registry", "1", "14.00"),
    ]
    fees = [(*r, _mul(r[1], r[2])) for r in fees]
    disbursements = [(*r, _mul(r[1], r[2])) for r in disbursements]
    charges = _sum(r[-1] for r in fees)
    tax = _pct(charges, "20")
    paid_out = _sum(r[-1] for r in disbursements)
    total = charges + tax + paid_out
    plum = (0.3, 0.12, 0.3)
    c.setFillColorRGB(*plum)
    _text(c, left, h - 66, "HARCOURT LYLE", 24, "Times-Roman")
    c.setFillGray(0.35)
    _text(c, left, h - 80, "S O L I C I T O R S", 8.5, "Times-Roman")
    c.setStrokeColorRGB(*plum)
    c.setLineWidth(0.8)
    c.line(left, h - 88, right, h - 88)
    c.setFillGray(0)
    block = ("9 Park Square East", "Leeds LS1 2NE", "0113 555 0842", "harcourtlyle.co.uk")
    _block(c, right, h - 50, block, 8, pitch=10, right=True)
    block = ("Private & Confidential", "The Directors", customer, "Unit 2, Kirkstall Forge", "Leeds LS5 3BT")
    _block(c, left, h - 124, block, 9.5, pitch=12.5, first=OBLIQUE)
    meta = (
        ("Invoice No.", "HL/26/04418"),
        ("Date / tax point", "27 Nov 2026"),
        ("Client / matter", "PEN001/0007"),
        ("Our ref", "JAH/SKM"),
        ("VAT Reg. No.", "GB 284 5513 70"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 350, h - 124 - 13 * i, k, 8.5, BOLD)
        _text(c, right, h - 124 - 13 * i, v, 8.5, right=True)
    _text(c, left, h - 218, "INVOICE", 14, BOLD)
    _text(c, left, h - 236, "Re: Lease of Unit 4, Kirkstall Trade Park, Leeds LS5 3BT", 9.5, BOLD)
    _text(
        c,
        left,
        h - 252,
        "To our professional charges for acting for you in the grant of the above lease, as follows:",
        9,
    )
    header = [
        (left, "Description", False),
        (365, "Hours / Qty", True),
        (425, "Rate", True),
        (465, "VAT", True),
        (right, "Amount", True),
    ]
    top = h - 278
    _heads(c, header, top, 8.5)
    c.setStrokeGray(0.3)
    c.setLineWidth(0.5)
    c.line(left, top - 5, right, top - 5)
    y = top - 20
    y = _rows(c, header, [(d, q, _f(u), "20%", _f(a)) for d, q, u, a in fees], y, 15, 9)
    _text(c, left, y - 4, "Disbursements (no VAT)", 8.5, BOLD)
    y = _rows(c, header, [(d, q, _f(u), "0%", _f(a)) for d, q, u, a in disbursements], y - 20, 15, 9)
    c.line(left, y + 8, right, y + 8)
    totals = (
        ("Professional charges", f"£{_f(charges)}"),
        ("VAT at 20% on professional charges", f"£{_f(tax)}"),
        ("Disbursements (outside the scope of VAT)", f"£{_f(paid_out)}"),
    )
    _pairs(c, 300, right, y - 8, totals, pitch=15)
    c.setLineWidth(1)
    c.line(300, y - 46, right, y - 46)
    _text(c, 300, y - 62, "Total due", 11, BOLD)
    _text(c, right, y - 62, f"£{_f(total)}", 11, BOLD, True)
    c.line(300, y - 68, right, y - 68)
    y -= 100
    _text(c, left, y, "Payment", 9, BOLD)
    block = (
        "Payment is due within 14 days, by 11 Dec 2026. Please pay by bank transfer to our office account:",
        "Barclays Bank plc, sort code 20-45-77, account no. 43920188, quoting HL/26/04418.",
        "We will never tell you of a change to our bank details by email. If in doubt, telephone us first.",
    )
    _block(c, left, y - 14, block, 8.5, pitch=11.5)
    _text(c, left, y - 62, "Jane Harcourt, Partner", 9, "Times-Italic")
    c.setFillGray(0.3)
    block = (
        "Harcourt Lyle LLP is a limited liability partnership registered in England and Wales, no. OC412233,",
        "at 9 Park Square East, Leeds LS1 2NE. Authorised and regulated by the Solicitors Regulation Authority,",
        "SRA no. 612345. A list of members is open to inspection at the registered office. You may be entitled",
        "to have this bill assessed by the court under the Solicitors Act 1974.",
    )
    _block(c, left, 66, block, 6.5, pitch=8.5)
    c.setFillGray(0)
    items = [_item(d, q, u, str(a)) for d, q, u, a in fees + disbursements]
    return {
        "fields": _fields("HL/26/04418", "2026-11-27", "2026-12-11", total, tax, "GBP", vendor, customer),
        "line_items": items,
    }


LAYOUTS = {
    "xjp1": (xjp1, A4),
    "xvn2": (xvn2, A4),
    "xph3": (xph3, letter),
    "xng4": (xng4, A4),
    "xeg5": (xeg5, A4),
    "xpk6": (xpk6, A4),
    "xco7": (xco7, letter),
    "xpe8": (xpe8, A4),
    "xus9": (xus9, letter),
    "xuk10": (xuk10, A4),
}
SCANNED = ("xjp1", "xng4", "xpk6", "xpe8")
