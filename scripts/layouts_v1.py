"""Ten more till receipts, written on 2026-12-07 in the manner of scripts/layouts_set.py and of the
WildReceipt photos (narrow thermal paper, 58 mm and 80 mm, Courier and Helvetica, logos in big bold text,
dashed rules, barcodes at the foot), a held-out set v, all ten also written as scans. They are a Pittsburgh
supermarket's receipt (UPC codes before the items, department headings, "2 @ 1.29" and weighed lines under the
items, "BONUSCARD SAVINGS" lines under the items they discount, F and T tax flags, PA 7% on the taxable
lines), a Columbus big-box home centre's receipt (its logo in a dark box, UPCs, "6@3.98" lines, "<A>" tax
flags, sales tax 7.5%, a Mastercard slip, a return policy with the month's name), a Dallas burger restaurant's
order on 58 mm paper (a combo meal with its modifiers under it, some printed at 0.00, one without a price and
two priced add-ons, a big order number, tax 8.25%, cash and change), a Phoenix drugstore's receipt (two
prescriptions, N and T flags, club prices, tax 8.6% on the over-the-counter goods, Amex), a Leeds superstore's
receipt in pounds (a weighed line, "2 x", the Clubcard savings listed after the subtotal, "Balance due", Visa
debit), a Saskatoon grocer's receipt on 58 mm paper (G and GP flags, GST 5% and PST 6% on the flagged lines,
"TOTAL TAX"), a Bielefeld Drogerie's Kassenbon on 58 mm paper (MwSt A 19 % and B 7 %, its Netto / MwSt /
Brutto table with a "Summe" row, TSE lines), a Nantes boulangerie's ticket on 58 mm paper (TVA 5,5 % included,
"Total TTC", a HT / TVA / TTC table), a Galway café's bill (table and covers, a service charge of 10 %, "Total
EUR", VAT 9 % included) and an Auckland hardware store's tax invoice to a trade account (GST inclusive, "Total
NZD", "GST included").

What the values say where a page leaves a choice: vendor_name is the store's name printed big at the top (the
logo "BUILDRITE", "ASHCOMBE", "HELLWIG"; the Saskatoon logo's two lines "WHEATLAND" over "FOODS" as one name,
as its footer prints it), not the legal name in the small print (Hellwig's, Totara's) nor a branch line under
the logo. document_number is the labelled receipt, transaction, check, bill, Bon, ticket or invoice number
("TR#" on the supermarket's, "RECEIPT NO." on the home centre's, "Check #" and not the big order number on the
burger restaurant's, "TRANS#" on the drugstore's and the grocer's, "Receipt No." on the superstore's,
"Bon-Nr.", "Ticket n°", "Bill No.", "Invoice"), never a store, register or terminal number. The date is the
day of the purchase, ISO. total_amount is the purchase total with its tax ("TOTAL", "Balance due", "SUMME
EUR", "Total TTC", "Total EUR" with the service charge, "Total NZD"), never the cash tendered nor the change.
tax_amount is the tax printed: the one tax line, the GST included, the "TOTAL TAX" (GST plus PST) on the
Canadian receipt, the "Summe" of the MwSt table on the Kassenbon; the Leeds receipt prints no VAT, so it has
none. customer_name is only on the Auckland invoice (the trade account's name). A line item is a line that
sells something at a price: its description is the text on the item's line as printed (without the code before
it, which is its item_id where printed, and without the amount and the tax flag after it); its quantity and
unit price are given only where the page prints them (a "2 @ 1.29", "6@3.98", "2 x 1,25" or "8 x $18.40" line
under the item, or the Galway bill's Qty and Price columns; a weighed line's quantity is its weight and its
unit price the price per kg or lb; a quantity printed before a description is a quantity); its line_amount is
the amount printed on it, before any saving printed under it. Savings, discounts and "Clubcard" lines are no
line items, so the supermarket's and the drugstore's items sum to their subtotal plus their savings; on the
burger restaurant's order the modifier lines at 0.00 and the unpriced "No Pickles" are no items, but the two
priced add-ons ("Add Bacon", "Lg Fries Upsize") are, with no quantity; the Galway service charge is no item.
Every figure is computed here in Decimal (rounded half up): quantities times prices, sums, tax added on a
taxable base after its savings, or tax included in a gross amount (gross x rate / (100 + rate)).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _centre, _lines, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"
CENT = Decimal("0.01")
W58, W80 = 58 * mm, 80 * mm


def _r(x: Decimal) -> Decimal:
    """Rounded to the cent, half up."""
    return x.quantize(CENT, ROUND_HALF_UP)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _c(x: Decimal) -> str:
    """An amount with a decimal comma (Germany, France): 1234,56."""
    return _f(x).replace(".", ",")


def _amount(qty: str, unit: str) -> Decimal:
    return _r(Decimal(qty) * Decimal(unit))


def _within(gross: Decimal, rate: str) -> Decimal:
    """The tax at ``rate`` % included in a gross amount."""
    return _r(gross * Decimal(rate) / (100 + Decimal(rate)))


def _dash(c, x0: float, x1: float, y: float, on: float = 2, off: float = 2, width: float = 0.6) -> None:
    """A dashed rule drawn as a line."""
    c.saveState()
    c.setDash(on, off)
    c.setLineWidth(width)
    c.line(x0, y, x1, y)
    c.restoreState()


def _coded(code: str | None, description: str, amount: Decimal, qty=None, unit=None) -> dict:
    item = _bare(description, _f(amount), qty, unit)
    return item if code is None else {"item_id": code, **item}


def _truth(
    number: str, date: str, total: Decimal, tax, currency: str, vendor: str, items, customer=None
) -> dict:
    fields = {"document_number": number, "date": date, "total_amount": _f(total)}
    if tax is not None:
        fields["tax_amount"] = _f(tax)
    fields.update(currency=currency, vendor_name=vendor)
    if customer:
        fields["customer_name"] = customer
    return {"fields": fields, "line_items": items}


# ---------------------------------------------------------------------------------------------- United States


def vus1(c) -> dict:
    """A Pittsburgh supermarket: UPCs, departments, quantity and savings lines under items, F / T flags."""
    w, h = W80, 530
    x0, x1, s, p = 9, W80 - 9, 6.8, 8.8
    xa = x1 - 10  # amounts end here, the tax flag after them
    _centre(c, w, h - 30, "HOLLISTER'S MARKET", 15, SANS_BOLD)
    c.setLineWidth(1.4)
    c.line(40, h - 36, w - 40, h - 36)
    c.setLineWidth(0.5)
    y = _lines(
        c,
        w,
        h - 48,
        ("SQUIRREL HILL - STORE 0417", "5830 FORBES AVE", "PITTSBURGH PA 15217", "STORE (412) 555-0186"),
        s,
        pitch=p,
    )
    y = _lines(c, w, y - 4, ("BONUSCARD XXXXXXXX3318",), s, pitch=p)
    _rule(c, x0, x1, y, "-", s)
    sections = [
        (
            "GROCERY",
            [
                ("041303001127", "HM SPAGHETTI 16OZ", ("2", "1.29", "2 @ 1.29"), "F", None),
                ("024000163084", "DICED TOMATOES 28OZ", None, "F", ("2.19", "0.50")),
                ("016000275287", "TOASTED OAT CEREAL 18OZ", None, "F", ("5.49", "1.50")),
                ("012000161155", "SPARKLING WATER 12PK", None, "T", ("6.99", None)),
            ],
        ),
        (
            "PRODUCE",
            [
                ("4011", "BANANAS", ("2.31", "0.69", "2.31 lb @ 0.69 /lb"), "F", None),
                ("4065", "GREEN PEPPERS", ("3", "0.99", "3 @ 0.99"), "F", None),
            ],
        ),
        (
            "DAIRY",
            [
                ("041303012345", "HM 2% MILK GAL", None, "F", ("3.89", None)),
                ("070470003023", "GREEK YOGURT 5.3OZ", ("4", "1.25", "4 @ 1.25"), "F", (None, "1.00")),
            ],
        ),
        (
            "HOUSEHOLD",
            [
                ("037000127864", "PAPER TOWELS 6 ROLL", None, "T", ("11.99", "2.00")),
                ("041303067890", "HM TRASH BAGS 40CT", None, "T", ("7.49", None)),
            ],
        ),
    ]
    items, gross, saved, taxable = [], Decimal(0), Decimal(0), Decimal(0)
    y -= p + 2
    for title, rows in sections:
        _text(c, x0 + 20, y, title, s, BOLD)
        y -= p
        for code, name, detail, flag, price in rows:
            saving = Decimal(price[1]) if price and price[1] else Decimal(0)
            if detail:
                amount = _amount(detail[0], detail[1])
                items.append(_coded(code, name, amount, detail[0], detail[1]))
            else:
                amount = Decimal(price[0])
                items.append(_coded(code, name, amount))
            _text(c, x0, y, code, s, MONO)
            _text(c, x0 + 54, y, name, s, MONO)
            if detail:
                y -= p
                _text(c, x0 + 66, y, detail[2], s, MONO)
            _text(c, xa, y, _f(amount), s, MONO, True)
            _text(c, xa + 4, y, flag, s, MONO)
            if saving:
                y -= p
                _text(c, x0 + 66, y, "BONUSCARD SAVINGS", s, MONO)
                _text(c, xa, y, f"{_f(saving)}-", s, MONO, True)
                _text(c, xa + 4, y, flag, s, MONO)
            gross += amount
            saved += saving
            if flag == "T":
                taxable += amount - saving
            y -= p
    sub = gross - saved
    tax = _r(taxable * Decimal("0.07"))
    total = sub + tax
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0 + 66, xa, y - p + 3, (("SUBTOTAL", _f(sub)), ("TAX 7.000%", _f(tax))), s, pitch=p)
    _text(c, x0 + 40, y - 3, "**** TOTAL", 10, BOLD)
    _text(c, xa, y - 3, _f(total), 10, BOLD, True)
    y = _two(c, x0 + 66, xa, y - p - 8, (("VISA DEBIT", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    for i, t in enumerate(("VISA DEBIT ************2290", "CHIP READ   AUTH# 508813", "AID A0000000980840")):
        _text(c, x0, y - 2 - 8 * i, t, 6.2, MONO)
    y -= 30
    _rule(c, x0, x1, y, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - p,
        (
            ("TOTAL NUMBER OF ITEMS SOLD =", "16"),
            ("BONUSCARD SAVINGS", _f(saved)),
            ("TOTAL SAVINGS THIS TRIP", _f(saved)),
            ("FUEL POINTS EARNED TODAY", "40"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - p,
        (("DEC 03 2026  6:14 PM", ""), ("ST# 0417 OP# 000032 TE# 04", "TR# 08812")),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 22, "04170408812120326", 22, 0.55)
    _lines(
        c,
        w,
        y - 34,
        (
            "THANK YOU FOR SHOPPING HOLLISTER'S",
            "YOUR SAVINGS ARE OUR BUSINESS",
            "Tell us how we did: hollisters.com/survey",
        ),
        6.4,
        pitch=8.4,
    )
    return _truth("08812", "2026-12-03", total, tax, "USD", "HOLLISTER'S MARKET", items)


def vus2(c) -> dict:
    """A Columbus big-box home centre: logo box, UPCs, "6@3.98" lines, <A> flags, a card slip, a policy."""
    w, h = W80, 444
    x0, x1, s, p = 10, W80 - 10, 7, 9.6
    c.setFillColorRGB(0.85, 0.36, 0.05)
    c.rect(38, h - 52, w - 76, 34, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 43, "BUILDRITE", 20, SANS_BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 64,
        ("Store 2218 - Columbus North", "1875 Morse Rd, Columbus, OH 43229", "(614) 555-0147"),
        7,
        SANS,
        pitch=8.8,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("RECEIPT NO. 2218-071-52317", "SALE"), ("Dec 4, 2026  10:42 AM", "Cashier: JAMAL")),
        s,
        SANS,
        pitch=p,
    )
    c.line(x0, y + 4, x1, y + 4)
    rows = [
        ("049793012345", "KILZ-STYLE PRIMER 1GAL", "1", "22.98"),
        ("885911724210", "20V DRILL/DRIVER KIT", "1", "99.00"),
        ("764666137725", "2X4X8 STUD PREM KD", "6", "3.98"),
        ("030699160127", "#8 X 2-1/2 DECK SCREW 1LB", "2", "9.47"),
        ("078864102356", "9IN ROLLER COVER 3PK", "1", "8.97"),
        ("050875004428", "PAINTERS TAPE 1.88IN", "3", "6.48"),
        ("043168911122", "LED A19 60W EQ 4PK", "1", "8.97"),
    ]
    items, sub = [], Decimal(0)
    y -= 8
    for code, name, qty, unit in rows:
        amount = _amount(qty, unit)
        sub += amount
        _text(c, x0, y, code, 6.6, SANS)
        _text(c, x0 + 50, y, name, 6.6, SANS)
        _text(c, x1 - 16, y, _f(amount), s, SANS, True)
        _text(c, x1, y, "<A>", 6, SANS, True)
        if qty != "1":
            y -= p - 1
            _text(c, x0 + 58, y, f"{qty}@{unit}", 6.6, SANS)
            items.append(_coded(code, name, amount, qty, unit))
        else:
            items.append(_coded(code, name, amount))
        y -= p
    tax = _r(sub * Decimal("0.075"))
    total = sub + tax
    c.line(x0, y + 5, x1, y + 5)
    y = _two(c, x0 + 80, x1 - 16, y - 6, (("SUBTOTAL", _f(sub)), ("SALES TAX", _f(tax))), s, SANS, pitch=p)
    _text(c, x0 + 80, y - 3, "TOTAL", 10, SANS_BOLD)
    _text(c, x1 - 16, y - 3, f"${_f(total)}", 10, SANS_BOLD, True)
    y -= p + 10
    for i, t in enumerate(
        (
            f"XXXXXXXXXXXX4417 MASTERCARD    USD$ {_f(total)}",
            "AUTH CODE 08123D/4411822   TA",
            "CHIP READ  AID A0000000041010",
            "MASTERCARD CREDIT",
        )
    ):
        _text(c, x0, y - 8.4 * i, t, 6.4, MONO)
    y -= 42
    _dash(c, x0, x1, y + 4, 3, 2)
    y = _lines(
        c,
        w,
        y - 8,
        (
            "RETURN POLICY DEFINITIONS",
            "POLICY ID  DAYS   POLICY EXPIRES ON",
            "A     1     90    Mar 4, 2027",
            "",
            f"TOTAL SAVINGS ON THIS ORDER  $0.00   ITEMS {sum(int(r[2]) for r in rows)}",
        ),
        6.4,
        SANS,
        pitch=8.4,
    )
    _barcode(c, w, y - 22, "2218071523171204", 22, 0.55)
    _lines(
        c,
        w,
        y - 34,
        (
            "2218 071 52317",
            "SHARE YOUR FEEDBACK - ENTER TO WIN $5,000",
            "www.buildrite.com/survey",
            "User ID: K4R 9TT 8QX   Password: 22180 52317",
            "Thank you for shopping BuildRite",
        ),
        6.4,
        SANS,
        pitch=8.4,
    )
    return _truth("2218-071-52317", "2026-12-04", total, tax, "USD", "BUILDRITE", items)


def _roof(c, x: float, y: float) -> None:
    """The burger restaurant's logo: a barn roof, its ridge at ``y``."""
    path = c.beginPath()
    path.moveTo(x - 30, y - 16)
    path.lineTo(x, y)
    path.lineTo(x + 30, y - 16)
    path.lineTo(x + 24, y - 16)
    path.lineTo(x, y - 4)
    path.lineTo(x - 24, y - 16)
    path.close()
    c.drawPath(path, stroke=0, fill=1)


def vus3(c) -> dict:
    """A Dallas burger restaurant's order on 58 mm paper: a combo with modifiers, a big order number."""
    w, h = W58, 432
    x0, x1, s, p = 8, W58 - 8, 6.8, 8.8
    _roof(c, w / 2, h - 14)
    _centre(c, w, h - 46, "BURGER BARN", 15, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 58,
        ("Restaurant #0584", "4420 Belt Line Rd", "Addison, TX 75001", "Tel (972) 555-0112"),
        6.6,
        SANS,
        pitch=8.4,
    )
    _dash(c, x0, x1, y + 2)
    _centre(c, w, y - 12, "ORDER 418", 13, SANS_BOLD)
    _centre(c, w, y - 22, "TAKE OUT", 7, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 34,
        (("Check #2244", "Reg 2"), ("Dec 5, 2026", "12:18 PM"), ("Cashier: Brianna", "")),
        s,
        SANS,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    # (quantity or None for a modifier, text, amount printed or None)
    lines = [
        ("1", "#3 Dbl Cheeseburger Meal", "9.49"),
        (None, "Med Fries", "0.00"),
        (None, "Med Dr Pepper", "0.00"),
        (None, "No Pickles", None),
        (None, "Add Bacon", "1.29"),
        ("1", "#7 Spicy Chicken Meal", "8.79"),
        (None, "Lg Fries Upsize", "0.80"),
        (None, "Med Lemonade", "0.00"),
        ("2", "Apple Pie", "2.58"),
        ("1", "Kids Nugget Meal", "5.19"),
        (None, "Apple Slices", "0.00"),
        (None, "1% Milk", "0.00"),
        ("1", "Lg Sweet Tea", "1.99"),
    ]
    items, sub = [], Decimal(0)
    y -= 6
    for qty, text, price in lines:
        if qty:
            _text(c, x0, y, qty, s, SANS)
            _text(c, x0 + 10, y, text, s, SANS)
        else:
            _text(c, x0 + 18, y, text, s, SANS)
        if price:
            _text(c, x1, y, price, s, SANS, True)
        if price and Decimal(price):
            sub += Decimal(price)
            items.append(_bare(text, price, qty))
        y -= p
    tax = _r(sub * Decimal("0.0825"))
    total = sub + tax
    _dash(c, x0, x1, y + 4)
    y = _two(c, x0 + 30, x1, y - 6, (("Subtotal", _f(sub)), ("Tax 8.25%", _f(tax))), s, SANS, pitch=p)
    _text(c, x0 + 30, y - 3, "TOTAL", 10, SANS_BOLD)
    _text(c, x1, y - 3, _f(total), 10, SANS_BOLD, True)
    y = _two(
        c, x0 + 30, x1, y - p - 8, (("Cash Tend", "40.00"), ("Change", _f(40 - total))), s, SANS, pitch=p
    )
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 8,
        (
            "Tell us about your visit!",
            "burgerbarn.com/survey",
            "Code: 0584-2244-1218",
            "Get a FREE Apple Pie",
            "with your next purchase",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _barcode(c, w, y - 20, "05842244", 18, 0.6)
    _lines(c, w, y - 30, ("THANK YOU - COME AGAIN!",), 6.6, SANS_BOLD)
    return _truth("2244", "2026-12-05", total, tax, "USD", "BURGER BARN", items)


def vus4(c) -> dict:
    """A Phoenix drugstore: prescriptions and over-the-counter goods, N / T flags, club prices, Amex."""
    w, h = W80, 442
    x0, x1, s, p = 9, W80 - 9, 6.8, 8.8
    xa = x1 - 10
    c.setLineWidth(1.5)
    c.circle(x0 + 20, h - 30, 14, stroke=1, fill=0)
    _text(c, x0 + 11, h - 35, "Rx", 13, "Times-BoldItalic")
    _text(c, x0 + 42, h - 35, "CORNERSTONE DRUG", 13, SANS_BOLD)
    c.setLineWidth(0.5)
    y = _lines(
        c,
        w,
        h - 60,
        ("STORE #1182", "4820 N 7TH ST", "PHOENIX, AZ 85014", "PHARMACY (602) 555-0139"),
        s,
        pitch=p,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (("DEC 06 2026 11:05 AM", "REG 2"), ("TRANS# 0060213", "CSHR SANDRA")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    rows = [
        ("RX7044218", "ATORVASTATIN 20MG TAB", None, "10.00", "N", None),
        ("RX7051390", "AMOXICILLIN 500MG CAP", None, "8.40", "N", None),
        ("305730154307", "CS IBUPROFEN 200MG 100CT", None, "8.99", "T", "2.00"),
        ("300450449108", "SALINE NASAL SPRAY 1.5OZ", ("2", "4.29"), None, "T", None),
        ("381371175414", "VITAMIN D3 2000IU 100CT", None, "11.49", "T", "3.00"),
        ("041167066218", "DIGITAL THERMOMETER", None, "12.99", "T", None),
        ("012546011112", "HONEY LEMON DROPS 30CT", ("2", "2.79"), None, "T", None),
    ]
    items, gross, saved, taxable = [], Decimal(0), Decimal(0), Decimal(0)
    y -= p
    for code, name, each, price, flag, saving in rows:
        amount = _amount(*each) if each else Decimal(price)
        _text(c, x0, y, code, s, MONO)
        _text(c, x0 + 54, y, name, s, MONO)
        if each:
            y -= p
            _text(c, x0 + 66, y, f"{each[0]} @ {each[1]}", s, MONO)
            items.append(_coded(code, name, amount, *each))
        else:
            items.append(_coded(code, name, amount))
        _text(c, xa, y, _f(amount), s, MONO, True)
        _text(c, xa + 4, y, flag, s, MONO)
        cut = Decimal(saving or 0)
        if cut:
            y -= p
            _text(c, x0 + 66, y, "CLUB PRICE SAVINGS", s, MONO)
            _text(c, xa, y, f"{_f(cut)}-", s, MONO, True)
            _text(c, xa + 4, y, flag, s, MONO)
        gross += amount
        saved += cut
        if flag == "T":
            taxable += amount - cut
        y -= p
    sub = gross - saved
    tax = _r(taxable * Decimal("0.086"))
    total = sub + tax
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0 + 66, xa, y - p + 3, (("SUBTOTAL", _f(sub)), ("TAX  T= 8.600%", _f(tax))), s, pitch=p)
    _text(c, x0 + 66, y - 3, "TOTAL", 10, BOLD)
    _text(c, xa, y - 3, _f(total), 10, BOLD, True)
    y = _two(c, x0 + 66, xa, y - p - 8, (("AMEX", _f(total)), ("CHANGE", ".00")), s, pitch=p)
    for i, t in enumerate(
        ("AMEX  ***********1005   CONTACTLESS", "APPROVAL 611902   REF 0060213", "NO SIGNATURE REQUIRED")
    ):
        _text(c, x0, y - 2 - 8 * i, t, 6.2, MONO)
    y -= 32
    _rule(c, x0, x1, y, "*", s)
    y = _lines(
        c,
        w,
        y - p,
        (
            "CORNERSTONE CLUB  ****4471",
            f"YOU SAVED {_f(saved)} TODAY",
            "CLUB REWARDS BALANCE  $4.00",
            "",
            "RX SIGNATURE CAPTURED ON FILE",
            "PRESCRIPTIONS: NO RETURNS",
            "OTHER ITEMS: RETURNS WITHIN 60 DAYS",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 20, "118220060213", 20, 0.6)
    _lines(c, w, y - 30, ("THANK YOU - BE WELL", "cornerstonedrug.com"), 6.4, pitch=8.4)
    return _truth("0060213", "2026-12-06", total, tax, "USD", "CORNERSTONE DRUG", items)


# ------------------------------------------------------------------------------------------ UK and Canada


def vuk5(c) -> dict:
    """A Leeds superstore: pounds, a weighed line, Clubcard savings after the subtotal, "Balance due"."""
    w, h = W80, 494
    x0, x1, s, p = 11, W80 - 11, 7.4, 10
    c.setFillColorRGB(0.05, 0.2, 0.55)
    for i in range(3):
        c.rect(40, h - 22 - 4 * i, w - 80, 2, stroke=0, fill=1)
    _centre(c, w, h - 52, "ASHCOMBE", 24, SANS_BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 66,
        ("Leeds Kirkstall Superstore", "Kirkstall Road, Leeds LS4 2AZ", "Tel 0113 555 0144"),
        7,
        SANS,
        pitch=9,
    )
    rows = [
        ("ASHCOMBE SEMI SKIMMED 4PT", None, "1.55"),
        ("THICK SLICED WHITE 800G", None, "1.39"),
        ("FREE RANGE EGGS 12PK", None, "3.10"),
        ("LOOSE CARROTS", ("0.612", "0.90", "0.612 kg @ \xa30.90/kg"), None),
        ("MATURE CHEDDAR 400G", None, "3.95"),
        ("BAKED BEANS 4X415G", ("2", "3.50", "2 x \xa33.50"), None),
        ("CHICKEN BREAST FILLETS 650G", None, "5.25"),
        ("WASHING UP LIQUID 433ML", None, "1.25"),
        ("BANANAS 5 PACK", None, "0.89"),
    ]
    items, sub = [], Decimal(0)
    y -= 8
    for name, detail, price in rows:
        amount = _amount(detail[0], detail[1]) if detail else Decimal(price)
        sub += amount
        _text(c, x0, y, name, s, SANS)
        if detail:
            y -= p
            _text(c, x0 + 12, y, detail[2], s, SANS)
            items.append(_bare(name, _f(amount), detail[0], detail[1]))
        else:
            items.append(_bare(name, _f(amount)))
        _text(c, x1, y, f"\xa3{_f(amount)}", s, SANS, True)
        y -= p
    savings = [
        ("Cheddar Clubcard Price", "0.90"),
        ("Beans Any 2 for \xa36.00", "1.00"),
        ("Eggs Clubcard Price", "0.35"),
    ]
    saved = sum((Decimal(a) for _, a in savings), Decimal(0))
    total = sub - saved
    _dash(c, x0, x1, y + 5, 1, 1.5)
    _text(c, x0, y - 6, "SUBTOTAL", 8, SANS_BOLD)
    _text(c, x1, y - 6, f"\xa3{_f(sub)}", 8, SANS_BOLD, True)
    y -= 22
    _text(c, x0, y, "Clubcard savings", s, SANS_BOLD)
    y = _two(c, x0 + 8, x1, y - p, [(k, f"-\xa3{v}") for k, v in savings], s, SANS, pitch=p)
    y = _two(c, x0, x1, y, (("TOTAL SAVINGS", f"-\xa3{_f(saved)}"),), s, SANS_BOLD, pitch=p)
    _dash(c, x0, x1, y + 5, 1, 1.5)
    _text(c, x0, y - 9, "Balance due", 11, SANS_BOLD)
    _text(c, x1, y - 9, f"\xa3{_f(total)}", 11, SANS_BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (("Visa Debit Contactless", f"\xa3{_f(total)}"), ("Change due", "\xa30.00")),
        s,
        SANS,
        pitch=p,
    )
    for i, t in enumerate(
        ("VISA DEBIT  ************6630", "AID A0000000031010  PAN SEQ 01", "AUTH CODE 370215")
    ):
        _text(c, x0, y - 2 - 8 * i, t, 6.2, MONO)
    y -= 34
    _dash(c, x0, x1, y, 1, 1.5)
    y = _lines(
        c,
        w,
        y - 11,
        (
            "Clubcard Statement",
            "Clubcard number  ************4402",
            "Points this visit 13   Total points 1,207",
            f"You saved \xa3{_f(saved)} with Clubcard today",
        ),
        6.8,
        SANS,
        pitch=8.8,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("07/12/2026 14:22", "Store 2241"), ("Receipt No. 07-4490", "Till 07  Op 1183")),
        6.8,
        SANS,
        pitch=8.8,
    )
    _barcode(c, w, y - 22, "22410744901207", 20, 0.6)
    _lines(
        c,
        w,
        y - 32,
        ("Thank you for shopping with us", "Ashcombe Stores Ltd, VAT No. GB 284 5512 70"),
        6.4,
        SANS,
        pitch=8.4,
    )
    return _truth("07-4490", "2026-12-07", total, None, "GBP", "ASHCOMBE", items)


def vca6(c) -> dict:
    """A Saskatoon grocer on 58 mm paper: G / GP flags, GST 5% and PST 6% on the flagged lines, TOTAL TAX."""
    w, h = W58, 398
    x0, x1, s, p = 7, W58 - 7, 6.2, 8.2
    xa = x1 - 11
    c.setLineWidth(1.2)
    c.rect(x0 + 8, h - 42, w - 2 * x0 - 16, 30, stroke=1, fill=0)
    _centre(c, w, h - 27, "WHEATLAND", 12, SANS_BOLD)
    _centre(c, w, h - 38, "FOODS", 7.5, SANS_BOLD)
    c.setLineWidth(0.5)
    y = _lines(
        c,
        w,
        h - 54,
        (
            "8TH STREET STORE #31",
            "2318 8TH ST E",
            "SASKATOON SK S7H 0V4",
            "(306) 555-0163",
            "GST# 81234 5678 RT0001",
        ),
        s,
        pitch=p,
    )
    y = _two(c, x0, x1, y - 3, (("04-DEC-2026", "17:36"), ("TRANS# 3318", "LANE 3")), s, pitch=p)
    _rule(c, x0, x1, y + 2, "-", s)
    rows = [
        ("2% MILK 4L", None, "6.29", ""),
        ("WW BREAD 675G", None, "3.49", ""),
        ("BANANAS", ("1.12", "1.74", "1.12 kg @ 1.74/kg"), None, ""),
        ("MILD CHEDDAR 700G", None, "9.99", ""),
        ("POTATO CHIPS 235G", ("2", "3.99", "2 @ 3.99"), None, "G"),
        ("COLA 12X355ML", None, "7.99", "G"),
        ("DISH SOAP 740ML", None, "3.79", "GP"),
        ("FOIL WRAP 25FT", None, "4.49", "GP"),
    ]
    items, sub, gst_base, pst_base = [], Decimal(0), Decimal(0), Decimal(0)
    y -= p
    for name, detail, price, flag in rows:
        amount = _amount(detail[0], detail[1]) if detail else Decimal(price)
        _text(c, x0, y, name, s, MONO)
        if detail:
            y -= p
            _text(c, x0 + 8, y, detail[2], s, MONO)
            items.append(_bare(name, _f(amount), detail[0], detail[1]))
        else:
            items.append(_bare(name, _f(amount)))
        _text(c, xa, y, _f(amount), s, MONO, True)
        _text(c, xa + 3, y, flag, s, MONO)
        sub += amount
        gst_base += amount if flag else 0
        pst_base += amount if flag == "GP" else 0
        y -= p
    gst, pst = _r(gst_base * Decimal("0.05")), _r(pst_base * Decimal("0.06"))
    tax = gst + pst
    total = sub + tax
    _rule(c, x0, x1, y + 2, "-", s)
    y = _two(
        c,
        x0,
        xa,
        y - p + 2,
        (("SUBTOTAL", _f(sub)), ("G  GST 5%", _f(gst)), ("P  PST 6%", _f(pst)), ("TOTAL TAX", _f(tax))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 3, "TOTAL", 9.5, BOLD)
    _text(c, xa, y - 3, f"${_f(total)}", 9.5, BOLD, True)
    y = _two(c, x0, xa, y - p - 8, (("DEBIT", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    for i, t in enumerate(("INTERAC  ************8812", "AUTH# 774120  TAP", "00 APPROVED - THANK YOU")):
        _text(c, x0, y - 2 - 7.6 * i, t, 5.8, MONO)
    y -= 28
    _rule(c, x0, x1, y, "=", s)
    y = _lines(
        c,
        w,
        y - p,
        (
            "ITEMS PURCHASED: 9",
            "G = GST  GP = GST + PST",
            "PRAIRIE POINTS EARNED 84",
            "",
            "THANK YOU FOR SHOPPING",
            "WHEATLAND FOODS",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 20, "31033181204", 18, 0.5)
    return _truth("3318", "2026-12-04", total, tax, "CAD", "WHEATLAND FOODS", items)


# ------------------------------------------------------------------------------------------------- Europe


def vde7(c) -> dict:
    """A Bielefeld Drogerie's Kassenbon on 58 mm paper: MwSt A 19 % / B 7 %, a Netto / MwSt / Brutto table."""
    w, h = W58, 390
    x0, x1, s, p = 7, W58 - 7, 6.2, 8.2
    xa = x1 - 7
    _centre(c, w, h - 32, "HELLWIG", 22, SANS_BOLD)
    c.setLineWidth(2)
    c.line(30, h - 38, w - 30, h - 38)
    c.setLineWidth(0.5)
    y = _lines(
        c,
        w,
        h - 50,
        ("Filiale 0482", "Bahnhofstr. 27", "33602 Bielefeld", "Tel. 0521 5550 482"),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y, "-", s)
    _text(c, x0, y - p, "EUR", s, MONO)
    rows = [
        ("Zahncreme Sensitiv 75ml", None, "1.45", "A"),
        ("Duschgel Meeresbrise", ("2", "1.25"), None, "A"),
        ("Toilettenpapier 10x200", None, "4.95", "A"),
        ("Bio Dinkelkekse 200g", None, "1.89", "B"),
        ("Haferdrink Barista 1l", ("2", "1.65"), None, "B"),
        ("Wattepads 120 St.", None, "0.95", "A"),
        ("Babywindeln Gr. 4", None, "9.95", "A"),
    ]
    items, gross = [], {"A": Decimal(0), "B": Decimal(0)}
    y -= 2 * p
    for name, each, price, code in rows:
        amount = _amount(*each) if each else Decimal(price)
        _text(c, x0, y, name, s, MONO)
        if each:
            y -= p
            _text(c, x0 + 10, y, f"{each[0]} x {_c(Decimal(each[1]))}", s, MONO)
            items.append(_bare(name, _f(amount), *each))
        else:
            items.append(_bare(name, _f(amount)))
        _text(c, xa, y, _c(amount), s, MONO, True)
        _text(c, xa + 3, y, code, s, MONO)
        gross[code] += amount
        y -= p
    total = gross["A"] + gross["B"]
    taxes = {"A": _within(gross["A"], "19"), "B": _within(gross["B"], "7")}
    tax = taxes["A"] + taxes["B"]
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - 8, "SUMME EUR", 9.5, BOLD)
    _text(c, xa, y - 8, _c(total), 9.5, BOLD, True)
    y = _two(c, x0, xa, y - 8 - p - 2, (("Geg. Karte", _c(total)), ("Rückgeld", "0,00")), s, pitch=p)
    _rule(c, x0, x1, y + 2, "=", s)
    cols = ((x0, False), (70, True), (105, True), (xa + 6, True))
    table = [("MwSt", "Netto", "MwSt", "Brutto")]
    for code, rate in (("A", "19%"), ("B", " 7%")):
        table.append((f"{code} {rate}", _c(gross[code] - taxes[code]), _c(taxes[code]), _c(gross[code])))
    table.append(("Summe", _c(total - tax), _c(tax), _c(total)))
    y -= p
    for i, row in enumerate(table):
        for (x, right), t in zip(cols, row):
            _text(c, x, y, t, s, BOLD if i in (0, len(table) - 1) else MONO, right)
        y -= p
    _rule(c, x0, x1, y + 2, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - p + 2,
        (("Bon-Nr. 4711", "Kasse 2"), ("05.12.2026", "16:44"), ("Es bediente Sie:", "Frau Yilmaz")),
        s,
        pitch=p,
    )
    for i, t in enumerate(
        (
            "TSE-Transaktion: 118842",
            "TSE-Start: 2026-12-05T16:43:12",
            "TSE-Ende:  2026-12-05T16:44:03",
            "TSE-Seriennr.: 6f1c0a77b3e2d9",
            "Signaturzähler: 240117",
        )
    ):
        _text(c, x0, y - 7.2 * i, t, 5.4, MONO)
    y -= 44
    _barcode(c, w, y - 20, "0482047111205", 18, 0.5)
    _lines(
        c,
        w,
        y - 30,
        (
            "Vielen Dank für Ihren Einkauf!",
            "Umtausch nur mit Kassenbon",
            "Hellwig Drogeriemärkte GmbH & Co. KG",
        ),
        5.8,
        pitch=7.6,
    )
    return _truth("4711", "2026-12-05", total, tax, "EUR", "HELLWIG", items)


def _wheat(c, x: float, y: float) -> None:
    """The boulangerie's logo: an ear of wheat, its foot at ``y``."""
    c.setLineWidth(1)
    c.line(x, y, x, y + 28)
    for i in range(4):
        yy = y + 8 + 5 * i
        c.ellipse(x - 7, yy, x - 1, yy + 4, stroke=0, fill=1)
        c.ellipse(x + 1, yy, x + 7, yy + 4, stroke=0, fill=1)
    c.ellipse(x - 2, y + 28, x + 2, y + 34, stroke=0, fill=1)
    c.setLineWidth(0.5)


def vfr8(c) -> dict:
    """A Nantes boulangerie's ticket on 58 mm paper: TVA 5,5 % included, Total TTC, a HT / TVA / TTC table."""
    w, h = W58, 396
    x0, x1, s, p = 8, W58 - 8, 6.8, 8.8
    _wheat(c, w / 2, h - 44)
    _centre(c, w, h - 58, "AU FOURNIL DE LÉON", 10.5, SANS_BOLD)
    _centre(c, w, h - 68, "Boulangerie - Pâtisserie", 6.8, "Helvetica-Oblique")
    y = _lines(
        c,
        w,
        h - 80,
        (
            "12 rue de la Marne",
            "44000 Nantes",
            "Tél. 02 40 12 34 56",
            "SIRET 512 348 671 00014",
            "TVA FR27 512348671",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    y = _two(
        c, x0, x1, y - 4, (("Ticket n° 000457", "Caisse 1"), ("Le 05/12/2026", "08:12")), s, SANS, pitch=p
    )
    _dash(c, x0, x1, y + 4, 1.5, 1.5)
    rows = [
        ("Baguette tradition", ("2", "1.30")),
        ("Pain aux céréales", "3.20"),
        ("Croissant beurre", ("4", "1.15")),
        ("Pain au chocolat", ("2", "1.25")),
        ("Flan pâtissier part", "3.10"),
        ("Tarte aux pommes 6p", "18.50"),
    ]
    items, total = [], Decimal(0)
    y -= 6
    for name, price in rows:
        _text(c, x0, y, name, s, SANS)
        if isinstance(price, tuple):
            amount = _amount(*price)
            y -= p
            _text(c, x0 + 10, y, f"{price[0]} x {_c(Decimal(price[1]))}", s, SANS)
            items.append(_bare(name, _f(amount), *price))
        else:
            amount = Decimal(price)
            items.append(_bare(name, _f(amount)))
        _text(c, x1, y, _c(amount), s, SANS, True)
        total += amount
        y -= p
    tax = _within(total, "5.5")
    _dash(c, x0, x1, y + 4, 1.5, 1.5)
    _text(c, x0, y - 8, "Total TTC", 10, SANS_BOLD)
    _text(c, x1, y - 8, f"{_c(total)} €", 10, SANS_BOLD, True)
    y = _two(c, x0, x1, y - 8 - p - 3, (("CB", _c(total)), ("Rendu", "0,00")), s, SANS, pitch=p)
    _dash(c, x0, x1, y + 4, 1.5, 1.5)
    cols = ((x0, False), (70, True), (108, True), (x1, True))
    for i, row in enumerate((("Taux", "HT", "TVA", "TTC"), ("5,5 %", _c(total - tax), _c(tax), _c(total)))):
        for (x, right), t in zip(cols, row):
            _text(c, x, y - 6 - p * i, t, s, SANS_BOLD if i == 0 else SANS, right)
    y -= 2 * p + 12
    _text(c, x0, y, f"dont TVA 5,5 % : {_c(tax)} €", s, SANS)
    y = _lines(
        c,
        w,
        y - p - 6,
        (
            "Vendeuse : Manon",
            "Articles : 11",
            "",
            "Merci de votre visite",
            "et à bientôt !",
            "Ouvert 7h-20h sauf lundi",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _barcode(c, w, y - 20, "0001000457", 18, 0.55)
    return _truth("000457", "2026-12-05", total, tax, "EUR", "AU FOURNIL DE LÉON", items)


def _leaf(c, x: float, y: float) -> None:
    """The café's logo: an oak leaf in a ring, centred on (x, y)."""
    c.setLineWidth(1.2)
    c.circle(x, y, 15, stroke=1, fill=0)
    c.ellipse(x - 5, y - 10, x + 5, y + 10, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.line(x, y - 9, x, y + 8)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)


def vie9(c) -> dict:
    """A Galway café's bill: table and covers, Qty / Item / Price / Total, a 10 % service charge, VAT 9 %."""
    w, h = W80, 432
    x0, x1, s, p = 11, W80 - 11, 7.4, 10
    _leaf(c, w / 2, h - 28)
    _centre(c, w, h - 62, "HAZEL & OAK", 17, SANS_BOLD)
    _centre(c, w, h - 72, "cafe  .  bakery  .  kitchen", 7, "Helvetica-Oblique")
    y = _lines(
        c,
        w,
        h - 86,
        ("14 Quay Street, Galway H91 X2Y4", "Tel 091 555 018", "VAT No. IE 3456789PH"),
        6.8,
        SANS,
        pitch=8.8,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Bill No. 30412", "Table 6"), ("Sat 05 Dec 2026 13:47", "Covers 4"), ("Server: Aoife", "")),
        s,
        SANS,
        pitch=p,
    )
    c.line(x0, y + 5, x1, y + 5)
    cols = ((x0, False), (x0 + 16, False), (x1 - 44, True), (x1, True))
    for (x, right), t in zip(cols, ("Qty", "Item", "Price", "Total")):
        _text(c, x, y - 4, t, s, SANS_BOLD, right)
    rows = [
        ("2", "Flat White", "3.80"),
        ("1", "Americano", "3.20"),
        ("1", "Pot of Tea", "3.00"),
        ("2", "Full Irish Breakfast", "14.50"),
        ("1", "Smoked Salmon Bagel", "12.95"),
        ("1", "Soup of the Day", "7.50"),
        ("2", "Brown Bread Scone", "3.25"),
        ("1", "Lemon Drizzle Slice", "4.20"),
    ]
    items, sub = [], Decimal(0)
    y -= 4 + p + 2
    for qty, name, unit in rows:
        amount = _amount(qty, unit)
        for (x, right), t in zip(cols, (qty, name, unit, _f(amount))):
            _text(c, x, y, t, s, SANS, right)
        items.append(_bare(name, _f(amount), qty, unit))
        sub += amount
        y -= p
    service = _r(sub * Decimal("0.10"))
    total = sub + service
    tax = _within(total, "9")
    c.line(x0, y + 5, x1, y + 5)
    y = _two(
        c, x0 + 70, x1, y - 6, (("Sub Total", _f(sub)), ("Service Charge 10%", _f(service))), s, SANS, pitch=p
    )
    c.setFillGray(0.88)
    c.rect(x0, y - 13, x1 - x0, 17, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, x0 + 4, y - 8, "Total EUR", 11, SANS_BOLD)
    _text(c, x1 - 4, y - 8, f"€{_f(total)}", 11, SANS_BOLD, True)
    y = _two(
        c,
        x0 + 70,
        x1,
        y - 28,
        (("Net", _f(total - tax)), ("VAT @ 9%", _f(tax)), ("Card", _f(total))),
        s,
        SANS,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4, 3, 2)
    y = _lines(
        c,
        w,
        y - 8,
        (
            "A discretionary service charge of 10% is added to",
            "tables of four or more. It is shared in full by our team.",
            "",
            "Go raibh maith agat - thank you!",
            "hazelandoak.ie   @hazelandoakgalway",
        ),
        6.6,
        SANS,
        pitch=8.6,
    )
    _barcode(c, w, y - 20, "30412051226", 18, 0.6)
    _lines(c, w, y - 29, ("Hazel & Oak Hospitality Ltd  CRO 612884",), 6, SANS)
    return _truth("30412", "2026-12-05", total, tax, "EUR", "HAZEL & OAK", items)


# ---------------------------------------------------------------------------------------------- New Zealand


def vnz10(c) -> dict:
    """An Auckland hardware store's tax invoice to a trade account: codes, GST inclusive, "Total NZD"."""
    w, h = W80, 446
    x0, x1, s, p = 9, W80 - 9, 6.8, 8.8
    _centre(c, w, h - 30, "TOTARA HARDWARE", 16, SANS_BOLD)
    c.setFillColorRGB(0.1, 0.4, 0.2)
    c.rect(x0, h - 40, x1 - x0, 4, stroke=0, fill=1)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 52,
        (
            "Totara Hardware Ltd",
            "212 Great North Road, Grey Lynn",
            "Auckland 1021   Ph 09 555 0172",
            "GST No. 112-345-678",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 6, "TAX INVOICE", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("Invoice: 2207-118432", "Till 3"),
            ("Date: 4 December 2026", "09:16"),
            ("Account: 40881", "Staff: Wiremu"),
            ("HARBOURSIDE BUILDERS LTD", ""),
            ("Order No: JOB 5521 SMITH RENO", ""),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4, 2, 2)
    rows = [
        ("TH10447", "H3.2 RAD 90X45 4.8M", "8", "18.40"),
        ("TH22810", "PLASTERBOARD 10MM 2400X1200", "6", "29.95"),
        ("TH30115", "NAILS FLAT HD 75X3.15 5KG", "1", "42.90"),
        ("TH41022", "BUILDING PAPER 1.2X25M", "1", "89.00"),
        ("TH52007", "TIMBER SCREW 10G X 100 100PK", "2", "24.50"),
        ("TH60331", "SANDPAPER 120G 5PK", "3", "7.99"),
        ("TH70412", "SILICONE CLEAR 300ML", "4", "9.80"),
    ]
    items, total = [], Decimal(0)
    y -= 6
    for code, name, qty, unit in rows:
        amount = _amount(qty, unit)
        _text(c, x0, y, code, s, MONO)
        _text(c, x0 + 34, y, name, s, MONO)
        _text(c, x0 + 34, y - p, f"{qty} x ${unit}", s, MONO)
        _text(c, x1, y - p, f"${_f(amount)}", s, MONO, True)
        items.append(_coded(code, name, amount, qty, unit))
        total += amount
        y -= 2 * p + 2
    tax = _within(total, "15")
    _dash(c, x0, x1, y + 6, 2, 2)
    _text(c, x0, y - 6, "Total NZD", 10, BOLD)
    _text(c, x1, y - 6, f"${_f(total)}", 10, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 6 - p - 4,
        (("GST included", f"${_f(tax)}"), ("Charged to account", f"${_f(total)}"), ("Items", str(25))),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4, 2, 2)
    y = _lines(
        c,
        w,
        y - 8,
        (
            "All prices include GST",
            "Account terms: 20th of the month following",
            "Returns within 30 days with this invoice",
            "",
            "Signed for: ______________________",
            "",
            "Cheers - totarahardware.co.nz",
        ),
        6.4,
        pitch=8.4,
    )
    _barcode(c, w, y - 22, "2207118432", 20, 0.6)
    return _truth(
        "2207-118432", "2026-12-04", total, tax, "NZD", "TOTARA HARDWARE", items, "HARBOURSIDE BUILDERS LTD"
    )


LAYOUTS = {
    "vus1": (vus1, (W80, 530)),
    "vus2": (vus2, (W80, 444)),
    "vus3": (vus3, (W58, 432)),
    "vus4": (vus4, (W80, 442)),
    "vuk5": (vuk5, (W80, 494)),
    "vca6": (vca6, (W58, 398)),
    "vde7": (vde7, (W58, 390)),
    "vfr8": (vfr8, (W58, 396)),
    "vie9": (vie9, (W80, 432)),
    "vnz10": (vnz10, (W80, 446)),
}
SCANNED = tuple(LAYOUTS)
