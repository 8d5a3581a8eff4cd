"""Ten more till receipts on 72 and 80 mm thermal paper, written on 2026-12-07 in the manner of
scripts/layouts_set.py and scripts/layouts_ao1.py by a hand that had not read the decoding, a held-out set ap,
all ten also written as scans (receipts are photographed). They are a Warsaw delicatessen's paragon fiskalny
(PLN with decimal commas, "2 x3,49" on each item's line, PTU A 23 % and B 8 % flagged at the line ends, a
"Rabat" under an item, the "SPRZEDAZ OPODATKOWANA" / "PTU" block, "SUMA PTU", "SUMA PLN", cash and "Reszta",
the paragon number and the printout number "nr wydr."), a Bilbao supermarket's factura simplificada (EUR with
decimal commas, the quantity before each item and the unit price where it is more than one, a weighed item
with "0,612 kg x 6,95 €/kg" under it, an IVA table at 10 % and 21 % with its total, "TOTAL (EUR)", a card
slip), a Cebu fast-food sales invoice (PHP with thousands commas, the quantity before each item and "@ 79.00"
under it, "AMOUNT DUE", cash and change, "VATable Sales", "VAT Amount (12%)", blank customer name and TIN
lines), a Jakarta minimarket's struk (whole rupiah with dot thousands, the quantity, price and amount under
each item, "HEMAT" discounts under two items, "HARGA JUAL", "TOTAL", "TUNAI", "KEMBALI", the DPP and PPN 11 %
included), a County Longford petrol station's receipt (fuel as "42.18 L @ €1.689/L" under the pump line, a
meal-deal saving, VAT at 23%, 13.5% and 9% (the newspaper) in a table with its total, a Visa slip, rewards
points), an Auckland supermarket's tax invoice (NZD, "2 @ $3.49" and "0.842 kg @ $3.99/kg" under items, Club
Deal savings under two, "SUBTOTAL", "BALANCE DUE", GST 15 % included, EFTPOS), a Nairobi supermarket's cash
sale receipt (KES with thousands commas, the item code before each description, "2 X 65.00" under it, A 16 %
and E exempt flags, a discount, a VAT table, M-PESA, the fiscal control unit's serial and invoice numbers and
a QR code), a North Vancouver liquor store's receipt (a numbered B.C. company printed small over the brand,
the container deposits as separate lines under the bottles, GST 5 % on goods and deposits, PST 10 % on the
liquor, an Interac debit slip, AIR MILES), a Nashville restaurant's check (quantities before the dishes with
no unit prices, unpriced modifiers, a happy-hour discount, sales tax 9.25%, a suggested-tip block of 18 / 20 /
22 % with the totals they would make, blank tip and total lines) and a Singapore food court's tax invoice
(dishes grouped under their stalls, Qty / Price / Amt columns, a 10 % service charge and GST 9 % on the
subtotal and the charge, PayNow).

What the values say where a page leaves a choice: vendor_name is the brand printed largest at the top
("KROPKA", "ALDAMA", "KAINAN EXPRESS", "SERBAMART", "CROSSROADS", "FRESHWAY", "MWANGAZA", "TIDEWATER LIQUOR",
"The Copper Kettle", "MAKAN JUNCTION"), never the legal company printed smaller over or under it or in the
footer ("Kropka Handel Sp. z o.o.", "Supermercados Aldama, S.A.", "Golden Spoon Food Corp.", "PT Serba Mart
Nusantara Tbk", "Kilbride Motors Ltd", "Harbour Grocers Ltd", "Mwangaza Retail Ltd", "0918234 B.C. Ltd.",
"Copper Kettle Hospitality LLC", "MJ Food Services Pte. Ltd."). customer_name is on none of them (the Cebu
invoice's customer lines are blank). document_number is the labelled paragon, ticket, invoice, struk, receipt,
transaction, check or invoice number ("Nr paragonu", "FACTURA SIMPLIFICADA", "SI No.", "No. Struk", "Receipt
No.", "Receipt #", "Receipt No.", "TRANS #", "Check #", "Inv No."), never the printout ("nr wydr."), till,
lane, register, operator, order, table, terminal, authorisation, fiscal memory or control unit number (the
Kenyan "CU INVOICE NO." is the control unit's, not the receipt's). The date is the day of the purchase, ISO.
total_amount is the purchase total with its tax, after savings and discounts ("SUMA PLN", "TOTAL (EUR)",
"AMOUNT DUE", "TOTAL", "TOTAL EUR", "BALANCE DUE", "TOTAL KSH", "TOTAL", "Total", "TOTAL"), never the cash
tendered nor the change, and on the Nashville check the total before the tip (not the totals of the
suggested-tip block); IDR in whole rupiah without separators. tax_amount is the tax printed: "SUMA PTU" (A
plus B), the IVA table's total cuota, the Cebu "VAT Amount", the Jakarta "PPN", the Longford VAT table's total
(23 %, 13.5 % and 9 %), the Auckland "GST INCLUDED", the Nairobi "TOTAL VAT", the North Vancouver "TOTAL TAX"
(GST plus PST), the Nashville sales tax and the Singapore GST (the service charge is no tax). currency is the
ISO code of the money printed (PLN, EUR, PHP, IDR, EUR, NZD, KES, CAD, USD, SGD). A line item is a line that
sells something at a price: its description is the text on the item's line as printed (without a quantity
printed before it, the code printed before a Nairobi item, which is its item_id, or the amount, rate letter or
flag after it); its quantity and unit price are given only where the page prints them (on the item's line, as
in Warsaw and Singapore, or under it, as in Jakarta: "2 X 65.00", "@ 79.00" with the quantity printed before
the item, "2 @ $3.49", "0,612 kg x 6,95", "42.18 L @ €1.689/L"; a weighed or metered line's quantity is its
weight or volume, its unit price the price per kg or litre; a quantity printed before an item with no unit
price, as on the Nashville check and the Bilbao ticket's single items, is a quantity alone); its line_amount
is the amount printed on it, before any discount, "Rabat" (and its "Po rabacie"), "HEMAT", saving or
happy-hour line printed under it. Those lines are no line items, so where a page discounts, its items sum to
its printed subtotal before the discounts ("Podsuma", "HARGA JUAL", "SUBTOTAL", "SUB TOTAL", "Subtotal");
elsewhere they sum to the printed subtotal or total. The North Vancouver container deposits are line items of
their own (a "DEPOSIT" line printed with its amount under each bottle or pack, with its count and unit deposit
where printed), and the Singapore stall headings and the Nashville modifiers, which print no price, are none.
Every figure is computed here in Decimal (rounded half up): quantities times prices, sums, discounts, tax
added (base x rate) or included (gross x rate / (100 + rate), per rate, then summed), service charges and
suggested tips.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _centre, _lines, _qr, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD, SANS_OBL = "Helvetica", "Helvetica-Bold", "Helvetica-Oblique"
SERIF, SERIF_BOLD, SERIF_IT = "Times-Roman", "Times-Bold", "Times-Italic"
CENT, ONE, ZERO = Decimal("0.01"), Decimal(1), Decimal(0)
W80, W72 = 80 * mm, 72 * mm
EURO = "\u20ac"


def _r(x: Decimal, step: Decimal = CENT) -> Decimal:
    """Rounded to ``step`` (the cent unless told), half up."""
    return x.quantize(step, ROUND_HALF_UP)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _k(x: Decimal) -> str:
    """An amount with thousands commas: 1,234.56."""
    return f"{x:,.2f}"


def _eu(x: Decimal) -> str:
    """An amount as printed in Spain or Poland: 1.234,56 (the receipts here stay under a thousand)."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def _rp(x: Decimal) -> str:
    """Whole rupiah with dot thousands: 127.500."""
    return f"{int(x):,}".replace(",", ".")


def _amount(qty: str, unit: str, step: Decimal = CENT) -> Decimal:
    return _r(Decimal(qty) * Decimal(unit), step)


def _within(gross: Decimal, rate: str, step: Decimal = CENT) -> Decimal:
    """The tax at ``rate`` % included in a gross amount."""
    return _r(gross * Decimal(rate) / (100 + Decimal(rate)), step)


def _dash(c, x0: float, x1: float, y: float, on: float = 2, off: float = 2, width: float = 0.6) -> None:
    """A dashed rule drawn as a line."""
    c.saveState()
    c.setDash(on, off)
    c.setLineWidth(width)
    c.line(x0, y, x1, y)
    c.restoreState()


def _item(description: str, amount: str, qty=None, unit=None, code=None) -> dict:
    item = _bare(description, amount, qty, unit)
    return item if code is None else {"item_id": code, **item}


def _truth(number: str, date: str, total: str, tax: str, currency: str, vendor: str, items) -> dict:
    fields = {"document_number": number, "date": date, "total_amount": total, "tax_amount": tax}
    return {"fields": {**fields, "currency": currency, "vendor_name": vendor}, "line_items": items}


def _grid(c, y: float, cols, rows, size: float, fonts: tuple[str, str], pitch: float, bold=(0,)) -> float:
    """A small table (a tax analysis): columns (x, right-aligned), a row a line from ``y`` down, the rows of
    ``bold`` in the second font; the y after it."""
    for i, row in enumerate(rows):
        for (x, right), t in zip(cols, row):
            _text(c, x, y, t, size, fonts[1] if i in bold else fonts[0], right)
        y -= pitch
    return y


# ---------------------------------------------------------------------------------------------- Poland


def appl1(c) -> dict:
    """A Warsaw delicatessen's paragon fiskalny: "2 x3,49" on the line, PTU A / B, a Rabat, SUMA PLN."""
    w, h = W80, 458
    x0, x1, s, p = 10, W80 - 10, 7, 9
    _centre(c, w, h - 16, "KROPKA HANDEL SP. Z O.O.", 6.4, SANS)
    # the brand: a filled dot before the name
    tw = c.stringWidth("KROPKA", SANS_BOLD, 18)
    left = (w - tw - 18) / 2
    c.setFillGray(0.1)
    c.circle(left + 6, h - 33, 6.5, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 18, h - 39, "KROPKA", 18, SANS_BOLD)
    _centre(c, w, h - 50, "D E L I K A T E S Y", 7, SANS)
    y = _lines(
        c,
        w,
        h - 62,
        ("Sklep nr 118", "ul. Grochowska 214", "04-357 Warszawa", "NIP 113-284-61-07"),
        6.6,
        MONO,
        pitch=8.4,
    )
    y = _two(c, x0, x1, y - 4, (("2026-12-05", "nr wydr. 184422"),), s, pitch=p)
    _centre(c, w, y - 4, "PARAGON FISKALNY", 9.5, BOLD)
    _rule(c, x0, x1, y - 10, "-", s)
    # (name, qty, unit, PTU letter, rabat)
    rows = [
        ("Chleb zytni 500g", "1", "5.49", "B", None),
        ("Mleko UHT 3,2% 1L", "2", "3.49", "B", None),
        ("Ser gouda plastry 150g", "1", "6.99", "B", None),
        ("Pomidory malinowe", "0.734", "12.99", "B", None),
        ("Maslo ekstra 200g", "1", "8.79", "B", None),
        ("Piwo jasne 0,5L but.", "4", "3.99", "A", None),
        ("Kawa mielona 250g", "1", "17.99", "A", "3.00"),
        ("Plyn do naczyn 900ml", "1", "7.49", "A", None),
        ("Czekolada gorzka 100g", "2", "4.59", "A", None),
    ]
    amounts = [_amount(q, u) for _, q, u, _, _ in rows]
    y -= 20
    items = []
    for (name, qty, unit, letter, rabat), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 38, y, f"{qty.replace('.', ',')} x{_eu(Decimal(unit))}", s, MONO, True)
        _text(c, x1, y, f"{_eu(amount)}{letter}", s, MONO, True)
        items.append(_item(name, _f(amount), qty, unit))
        if rabat:
            y -= p
            _text(c, x0 + 8, y, "Rabat", s, MONO)
            _text(c, x1, y, f"-{_eu(Decimal(rabat))}{letter}", s, MONO, True)
            y -= p
            _text(c, x0 + 8, y, "Po rabacie", s, MONO)
            _text(c, x1, y, f"{_eu(amount - Decimal(rabat))}{letter}", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    rabaty = sum((Decimal(r[4]) for r in rows if r[4]), ZERO)
    gross = {
        k: sum((a - Decimal(r[4] or "0") for r, a in zip(rows, amounts) if r[3] == k), ZERO) for k in "AB"
    }
    ptu = {"A": _within(gross["A"], "23"), "B": _within(gross["B"], "8")}
    tax = ptu["A"] + ptu["B"]
    total = sub - rabaty
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("Podsuma:", _eu(sub)),
            ("Suma rabatow:", f"-{_eu(rabaty)}"),
            ("SPRZEDAZ OPODATKOWANA A", _eu(gross["A"])),
            ("PTU A 23,00 %", _eu(ptu["A"])),
            ("SPRZEDAZ OPODATKOWANA B", _eu(gross["B"])),
            ("PTU B 8,00 %", _eu(ptu["B"])),
            ("SUMA PTU", _eu(tax)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 6, "SUMA PLN", 12, BOLD)
    _text(c, x1, y - 6, _eu(total), 12, BOLD, True)
    cash = Decimal("100.00")
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("Gotowka", f"{_eu(cash)} PLN"), ("Reszta", f"{_eu(cash - total)} PLN")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Nr paragonu: 002188", "17:43"), ("Kasa 2", "Kasjer nr 04"), ("#Kasjer: Agnieszka", "")),
        s,
        pitch=p,
    )
    # the fiscal logo: PL in a box, then the fiscal memory number
    c.setLineWidth(0.8)
    c.rect(w / 2 - 56, y - 10, 20, 12, stroke=1, fill=0)
    _text(c, w / 2 - 53, y - 7, "PL", 8, SANS_BOLD)
    _text(c, w / 2 - 30, y - 7, "BFF 20184477", 8, BOLD)
    y = _lines(
        c,
        w,
        y - 24,
        (
            "Karta Moja Kropka ****4410",
            f"Naliczone punkty: +{int(total)}",
            "Dziekujemy za zakupy!",
            "Zapraszamy pn-sob 7-22, ndz 9-20",
        ),
        6.6,
        MONO,
        pitch=8.4,
    )
    _barcode(c, w, y - 20, "1180218820261205", 16, 0.55)
    return _truth("002188", "2026-12-05", _f(total), _f(tax), "PLN", "KROPKA", items)


# ---------------------------------------------------------------------------------------------- Spain


def apes2(c) -> dict:
    """A Bilbao supermarket's factura simplificada: a weighed item, an IVA table at 10 / 21 %, TOTAL (EUR)."""
    w, h = W72, 431
    x0, x1, s, p = 9, W72 - 9, 6.6, 8.6
    # a leaf in a circle
    c.setLineWidth(1)
    c.circle(w / 2, h - 26, 13, stroke=1, fill=0)
    c.setFillGray(0.25)
    c.ellipse(w / 2 - 6, h - 34, w / 2 + 6, h - 18, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 56, "ALDAMA", 17, SANS_BOLD)
    _centre(c, w, h - 65, "supermercados", 7, SANS_OBL)
    y = _lines(
        c,
        w,
        h - 77,
        (
            "Supermercados Aldama, S.A.",
            "C/ Licenciado Poza, 31 - 48011 Bilbao",
            "NIF A48211093  Tel. 944 21 88 30",
        ),
        6.2,
        SANS,
        pitch=7.8,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (("05/12/2026 18:42", "OP: 118204"), ("FACTURA SIMPLIFICADA:", "2217-014-318842")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 38, True), (x1, True))
    for (x, right), t in zip(cols, ("Descripcion", "P. Unit", "Importe")):
        _text(c, x, y - 5, t, s, BOLD, right)
    # (qty, name, unit, rate, weight): a weight prints the item with "kg x EUR/kg" under it
    rows = [
        ("2", "AGUA MINERAL 1,5L", "0.45", "10", None),
        ("1", "JAMON COCIDO LONCHAS", "2.35", "10", None),
        ("3", "YOGUR GRIEGO NATURAL", "0.59", "10", None),
        (None, "PECHUGA POLLO FILETES", "6.95", "10", "0.612"),
        ("1", "PATATAS FRITAS LISAS", "1.55", "10", None),
        ("1", "TOMATE FRITO 400G", "0.89", "10", None),
        (None, "MERLUZA FRESCA", "9.80", "10", "0.845"),
        ("6", "CERVEZA LATA 33CL", "0.62", "21", None),
        ("1", "DETERGENTE 40 LAV", "7.90", "21", None),
        ("1", "CHAMPU ANTICASPA", "3.25", "21", None),
    ]
    amounts = [_amount(q or kg, u) for q, _, u, _, kg in rows]
    y -= 5 + p + 1
    items = []
    for (qty, name, unit, _, kg), amount in zip(rows, amounts):
        if kg:
            _text(c, x0, y, name, s, MONO)
            y -= p
            _text(c, x0 + 10, y, f"{kg.replace('.', ',')} kg x", s, MONO)
            _text(c, x1 - 38, y, f"{_eu(Decimal(unit))} {EURO}/kg", s, MONO, True)
            _text(c, x1, y, _eu(amount), s, MONO, True)
            items.append(_item(name, _f(amount), kg, unit))
        else:
            _text(c, x0, y, f"{qty} {name}", s, MONO)
            if qty != "1":
                _text(c, x1 - 38, y, _eu(Decimal(unit)), s, MONO, True)
                items.append(_item(name, _f(amount), qty, unit))
            else:
                items.append(_item(name, _f(amount), qty))
            _text(c, x1, y, _eu(amount), s, MONO, True)
        y -= p
    total = sum(amounts, ZERO)
    gross = {k: sum((a for r, a in zip(rows, amounts) if r[3] == k), ZERO) for k in ("10", "21")}
    cuota = {k: _within(g, k) for k, g in gross.items()}
    tax = cuota["10"] + cuota["21"]
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "TOTAL (EUR)", 11, BOLD)
    _text(c, x1, y - 8, _eu(total), 11, BOLD, True)
    y = _two(c, x0, x1, y - 20, (("TARJETA BANCARIA", _eu(total)),), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 50, True), (x1, True))
    y = _grid(
        c,
        y - 6,
        cols,
        (
            ("IVA", "BASE IMP. (EUR)", "CUOTA (EUR)"),
            ("10%", _eu(gross["10"] - cuota["10"]), _eu(cuota["10"])),
            ("21%", _eu(gross["21"] - cuota["21"]), _eu(cuota["21"])),
            ("TOTAL", _eu(total - tax), _eu(tax)),
        ),
        s,
        (MONO, BOLD),
        p,
        bold=(0, 3),
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("TARJ. BANCARIA", "**** **** **** 5521"),
            ("N.C: 048122117", "AUT: 611308"),
            ("AID: A0000000041010", "MASTERCARD"),
            ("ARC: 00", "CONTACTLESS"),
            ("IMPORTE:", f"{_eu(total)} {EURO}"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "SE ADMITEN DEVOLUCIONES CON TICKET",
            "EN UN PLAZO DE 30 DIAS",
            "Club Aldama: 7 puntos acumulados",
            "GRACIAS POR SU VISITA",
        ),
        6.2,
        MONO,
        pitch=8,
    )
    _barcode(c, w, y - 20, "22170143188420512", 16, 0.5)
    return _truth("2217-014-318842", "2026-12-05", _f(total), _f(tax), "EUR", "ALDAMA", items)


# ---------------------------------------------------------------------------------------------- Philippines


def apph3(c) -> dict:
    """A Cebu fast-food sales invoice: quantities before items, "@ 79.00" under them, VAT 12%."""
    w, h = W80, 512
    x0, x1, s, p = 10, W80 - 10, 7, 9
    # a bowl with steam
    c.setFillGray(0.15)
    c.wedge(w / 2 - 18, h - 46, w / 2 + 18, h - 14, 180, 180, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(1)
    for dx in (-8, 0, 8):
        c.bezier(w / 2 + dx, h - 26, w / 2 + dx - 4, h - 20, w / 2 + dx + 4, h - 16, w / 2 + dx, h - 10)
    _centre(c, w, h - 60, "KAINAN EXPRESS", 15, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 71,
        (
            "Owned & Operated by:",
            "Golden Spoon Food Corp.",
            "G/F SM City Cebu, North Reclamation Area",
            "Cebu City 6000",
            "VAT REG TIN: 008-446-213-00012",
            "MIN: 16082214090111732",
            "SN: KXP2201187",
        ),
        6.4,
        MONO,
        pitch=8,
    )
    _centre(c, w, y - 6, "SALES INVOICE", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("SI No.: 000482117", "POS 03"),
            ("Dec 05, 2026", "12:41 PM"),
            ("Cashier: JOAN M.", "ORDER #214"),
            ("DINE IN", ""),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    # (qty, name, unit)
    rows = [
        ("1", "2PC FRIED CHICKEN W/ RICE", "189.00"),
        ("2", "BURGER STEAK 1PC W/ RICE", "79.00"),
        ("1", "PALABOK FIESTA FAMILY", "315.00"),
        ("3", "PEACH MANGO PIE", "42.00"),
        ("2", "SPAGHETTI REGULAR", "65.00"),
        ("1", "FRIES LARGE", "89.00"),
        ("4", "PINEAPPLE JUICE REG", "55.00"),
        ("1", "HALO-HALO SUPREME", "99.00"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 6
    items = []
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 12, y, name, s, MONO)
        _text(c, x1, y, _k(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 20, y, f"@ {_k(Decimal(unit))}", s, MONO)
            items.append(_item(name, _f(amount), qty, unit))
        else:
            items.append(_item(name, _f(amount), qty))
        y -= p
    total = sum(amounts, ZERO)
    vat = _within(total, "12")
    cash = Decimal("1500.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        ((f"{sum(int(r[0]) for r in rows)} Item(s)", ""), ("Sub Total", _k(total))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "AMOUNT DUE", 11, BOLD)
    _text(c, x1, y - 4, f"PHP {_k(total)}", 11, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("CASH", _k(cash)), ("CHANGE", _k(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("VATable Sales", _k(total - vat)),
            ("VAT Amount (12%)", _k(vat)),
            ("VAT-Exempt Sales", "0.00"),
            ("Zero-Rated Sales", "0.00"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("Customer Name:", "______________"),
            ("Address:", "______________"),
            ("TIN:", "______________"),
            ("Business Style:", "______________"),
        ),
        s,
        pitch=p + 1,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _lines(
        c,
        w,
        y - 6,
        (
            "POS Provider: Datatrek Systems Inc.",
            "Acc. No.: 0520184422018-000311",
            "Date Issued: 03/14/2024",
            "PTU No.: FP032024-083-0188214-00012",
            "THIS SERVES AS YOUR SALES INVOICE",
            "Salamat po! Balik po kayo!",
            "Feedback: hello@kainanexpress.ph",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    return _truth("000482117", "2026-12-05", _f(total), _f(vat), "PHP", "KAINAN EXPRESS", items)


# ---------------------------------------------------------------------------------------------- Indonesia


def apid4(c) -> dict:
    """A Jakarta minimarket's struk: whole rupiah, HEMAT lines, HARGA JUAL, DPP and PPN 11%."""
    w, h = W72, 431
    x0, x1, s, p = 9, W72 - 9, 6.6, 8.6
    _centre(c, w, h - 16, "PT SERBA MART NUSANTARA TBK", 6.6, BOLD)
    # the brand on a banded box
    c.setFillGray(0.2)
    c.rect(x0 + 20, h - 44, x1 - x0 - 40, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 39, "SERBAMART", 15, SANS_BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 55,
        (
            "JL. RAYA BOGOR KM 26 NO. 12",
            "CIRACAS, JAKARTA TIMUR 13740",
            "NPWP: 01.337.652.8-092.000",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (("05.12.2026-19:41", "KSR-02/ANDI"), ("No. Struk: 0088216", "T2F4")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    # (name, qty, unit, hemat)
    rows = [
        ("MIE GORENG SPESIAL 85G", "5", "3100", None),
        ("AIR MINERAL 600ML", "2", "3500", None),
        ("TEH MANIS BOTOL 450ML", "2", "5900", "1000"),
        ("ROTI TAWAR KUPAS", "1", "16900", None),
        ("GULA PASIR 1KG", "1", "17500", None),
        ("SUSU UHT COKLAT 1L", "1", "19900", "2000"),
        ("SABUN MANDI CAIR 450ML", "1", "27400", None),
        ("KOPI SACHET 10X20G", "1", "14500", None),
        ("KERUPUK UDANG 250G", "1", "12300", None),
    ]
    amounts = [_amount(q, u, ONE) for _, q, u, _ in rows]
    y -= 6
    items = []
    for (name, qty, unit, hemat), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        y -= p
        _text(c, x1 - 82, y, qty, s, MONO, True)
        _text(c, x1 - 44, y, _rp(Decimal(unit)), s, MONO, True)
        _text(c, x1, y, _rp(amount), s, MONO, True)
        items.append(_item(name, f"{amount:.0f}", qty, unit))
        if hemat:
            y -= p
            _text(c, x0 + 10, y, "HEMAT", s, MONO)
            _text(c, x1, y, f"-{_rp(Decimal(hemat))}", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    hemat = sum((Decimal(r[3]) for r in rows if r[3]), ZERO)
    total = sub - hemat
    ppn = _within(total, "11", ONE)
    cash = Decimal(150000)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            (f"TOTAL ITEM   {sum(int(r[1]) for r in rows)}", ""),
            ("HARGA JUAL   :", _rp(sub)),
            ("TOTAL DISKON :", f"-{_rp(hemat)}"),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 3, "TOTAL        :", 9, BOLD)
    _text(c, x1, y - 3, _rp(total), 9, BOLD, True)
    y = _two(
        c, x0, x1, y - 15, (("TUNAI        :", _rp(cash)), ("KEMBALI      :", _rp(cash - total))), s, pitch=p
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("DPP          :", _rp(total - ppn)), ("PPN 11%      :", _rp(ppn)), ("ANDA HEMAT   :", _rp(hemat))),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "=", s)
    _lines(
        c,
        w,
        y - 6,
        (
            "MEMBER: 6012****8841",
            f"POIN DIDAPAT: {int(total) // 10000}",
            "HARGA SUDAH TERMASUK PPN",
            "TERIMA KASIH, SELAMAT BELANJA KEMBALI",
            "LAYANAN KONSUMEN: 1500-772",
            "SMS/WA 0811-1500-772",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    return _truth("0088216", "2026-12-05", f"{total:.0f}", f"{ppn:.0f}", "IDR", "SERBAMART", items)


# ---------------------------------------------------------------------------------------------- Ireland


def apie5(c) -> dict:
    """A County Longford petrol station's receipt: litres x price per litre, a saving, a VAT table."""
    w, h = W80, 509
    x0, x1, s, p = 10, W80 - 10, 7, 9
    # a crossroads sign: two crossed bars in a ring
    c.setLineWidth(1.4)
    c.circle(w / 2, h - 28, 15, stroke=1, fill=0)
    c.setFillGray(0.2)
    c.rect(w / 2 - 3, h - 41, 6, 26, stroke=0, fill=1)
    c.rect(w / 2 - 13, h - 31, 26, 6, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 62, "CROSSROADS", 17, SANS_BOLD)
    _centre(c, w, h - 72, "Service Station & Deli", 7.4, SANS_OBL)
    y = _lines(
        c,
        w,
        h - 84,
        (
            "Kilbride Motors Ltd",
            "Main Street, Ballymahon",
            "Co. Longford  N39 X2K4",
            "Tel: 090 643 2218",
            "VAT No. IE 6388214K",
        ),
        6.6,
        SANS,
        pitch=8.2,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (("Receipt No. 041872", "Till 1"), ("05/12/2026", "08:14"), ("Served by: Siobhan", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x1, y - 5, "EUR", s, BOLD, True)
    y -= 5 + p + 1
    # (name, qty, unit, vat code, saving); the fuel's quantity is litres
    rows = [
        ("Pump 4 Diesel", "42.18", "1.689", "A", None),
        ("Breakfast Roll Large", None, "5.95", "B", None),
        ("Americano Large", None, "3.40", "B", "1.50"),
        ("Screenwash 5L", None, "7.99", "A", None),
        ("Crisps Cheese & Onion", "2", "1.20", "A", None),
        ("Sports Drink 500ml", None, "2.10", "A", None),
        ("Irish Independent", None, "3.00", "C", None),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _, _ in rows]
    items = []
    for (name, qty, unit, code, saving), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 8, y, _f(amount), s, MONO, True)
        _text(c, x1, y, code, s, MONO, True)
        if qty and name.startswith("Pump"):
            y -= p
            _text(c, x0 + 10, y, f"{qty} L @ {EURO}{unit}/L", s, MONO)
        elif qty:
            y -= p
            _text(c, x0 + 10, y, f"{qty} @ {EURO}{unit}", s, MONO)
        items.append(_item(name, _f(amount), qty, unit if qty else None))
        if saving:
            y -= p
            _text(c, x0 + 10, y, "Meal Deal Saving", s, MONO)
            _text(c, x1 - 8, y, f"-{saving}", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    savings = sum((Decimal(r[4]) for r in rows if r[4]), ZERO)
    total = sub - savings
    rates = {"A": "23", "B": "13.5", "C": "9"}
    gross = {
        k: sum((a - Decimal(r[4] or "0") for r, a in zip(rows, amounts) if r[3] == k), ZERO) for k in rates
    }
    vat = {k: _within(gross[k], rates[k]) for k in rates}
    tax = sum(vat.values(), ZERO)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1 - 8, y - 6, (("SUBTOTAL", _f(sub)), ("Savings", f"-{_f(savings)}")), s, pitch=p)
    _text(c, x0, y - 4, "TOTAL EUR", 12, BOLD)
    _text(c, x1 - 8, y - 4, _f(total), 12, BOLD, True)
    y = _two(c, x0, x1 - 8, y - 18, (("Visa Debit", _f(total)), ("Change", "0.00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 96, True), (x1 - 50, True), (x1, True))
    y = _grid(
        c,
        y - 6,
        cols,
        (
            ("VAT", "Net", "VAT", "Gross"),
            *((f"{k} {rates[k]}%", _f(gross[k] - vat[k]), _f(vat[k]), _f(gross[k])) for k in rates),
            ("Total", _f(total - tax), _f(tax), _f(total)),
        ),
        s,
        (MONO, BOLD),
        p,
        bold=(0, 4),
    )
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("CARDHOLDER COPY", ""),
            ("VISA DEBIT", "**** **** **** 2284"),
            ("CONTACTLESS", "PAN SEQ 01"),
            ("AID A0000000031010", ""),
            ("MID 4021887", "TID 77120418"),
            ("AUTH CODE 338107", ""),
            ("SALE", f"EUR {_f(total)}"),
            ("APPROVED", ""),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    _lines(
        c,
        w,
        y - 8,
        (
            "Crossroads Rewards ****0912",
            f"Points earned today: {int(total)}",
            "Points balance: 1,284",
            "Fuel is non-returnable.",
            "Thank you & drive safely!",
        ),
        6.6,
        SANS,
        pitch=8.2,
    )
    return _truth("041872", "2026-12-05", _f(total), _f(tax), "EUR", "CROSSROADS", items)


# ---------------------------------------------------------------------------------------------- New Zealand


def apnz6(c) -> dict:
    """An Auckland supermarket's tax invoice: "2 @ $3.49", weighed lines, savings, BALANCE DUE."""
    w, h = W80, 500
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setFillGray(0.15)
    c.roundRect(x0 + 30, h - 44, x1 - x0 - 60, 30, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 35, "FRESHWAY", 17, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 56, "Mt Albert", 8, SANS_OBL)
    y = _lines(
        c,
        w,
        h - 67,
        ("1012 New North Road", "Mt Albert, Auckland 1025", "Ph 09 846 2210", "Harbour Grocers Ltd"),
        6.6,
        SANS,
        pitch=8.2,
    )
    _centre(c, w, y - 4, "TAX INVOICE", 9, BOLD)
    y = _lines(c, w, y - 13, ("GST No. 112-447-903",), 6.6, SANS, pitch=8.2)
    _rule(c, x0, x1, y + 1, "-", s)
    y -= 8
    # (name, qty, unit, weighed, saving)
    rows = [
        ("Blue Top Milk 2L", None, "4.69", False, None),
        ("Mixed Grain Toast Bread 750g", None, "5.29", False, "1.00"),
        ("Bananas Loose", "0.842", "3.99", True, None),
        ("Fresh Free Range Eggs 12pk", None, "9.49", False, None),
        ("Dark Chocolate Block 250g", "2", "3.49", False, None),
        ("Avocado Hass Each", "3", "1.50", False, None),
        ("Kumara Red Loose", "1.214", "4.49", True, None),
        ("Lamb Mince 500g", None, "12.99", False, "2.00"),
        ("Dish Liquid Lemon 1L", None, "3.79", False, None),
        ("Reusable Bag", None, "1.00", False, None),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _, _ in rows]
    items = []
    for (name, qty, unit, kg, saving), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1, y, f"${_f(amount)}", s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 10, y, f"{qty} kg @ ${unit}/kg" if kg else f"{qty} @ ${unit}", s, MONO)
        items.append(_item(name, _f(amount), qty, unit if qty else None))
        if saving:
            y -= p
            _text(c, x0 + 10, y, "Club Deal Saving", s, MONO)
            _text(c, x1, y, f"-${saving}", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    savings = sum((Decimal(r[4]) for r in rows if r[4]), ZERO)
    total = sub - savings
    gst = _within(total, "15")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        ((f"{len(rows)} ITEMS   SUBTOTAL", f"${_f(sub)}"), ("CLUB DEAL SAVINGS", f"-${_f(savings)}")),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "BALANCE DUE", 11, BOLD)
    _text(c, x1, y - 4, f"${_f(total)}", 11, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("EFTPOS", f"${_f(total)}"), ("CHANGE", "$0.00"), ("GST INCLUDED", f"${_f(gst)}")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("Receipt # 260412", "Lane 6"),
            ("Sat 5 Dec 2026", "4:08pm"),
            ("Operator 118", "Store 0417"),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("*** CUSTOMER COPY ***", ""),
            ("EFTPOS CHQ", "XXXXXXXXXXXX7035"),
            ("PURCHASE", f"NZ${_f(total)}"),
            ("TERMINAL 60418822", "REF 004219"),
            ("ACCEPTED", "00"),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 8,
        (
            "Clubcard ****2231",
            f"You saved ${_f(savings)} today",
            "Fuel discount earned: 6c/L",
            "Thanks for shopping local!",
        ),
        6.6,
        SANS,
        pitch=8.2,
    )
    _barcode(c, w, y - 20, "0417060412261205", 16, 0.55)
    return _truth("260412", "2026-12-05", _f(total), _f(gst), "NZD", "FRESHWAY", items)


# ---------------------------------------------------------------------------------------------- Kenya


def apke7(c) -> dict:
    """A Nairobi supermarket's cash sale: codes before items, "2 X 65.00" under them, a CU block."""
    w, h = W80, 612
    x0, x1, s, p = 10, W80 - 10, 7, 9
    # a sun: a disc and rays
    c.setFillGray(0.2)
    c.circle(w / 2, h - 28, 8, stroke=0, fill=1)
    c.setLineWidth(1.4)
    for dx, dy in ((0, 14), (0, -14), (14, 0), (-14, 0), (10, 10), (-10, 10), (10, -10), (-10, -10)):
        c.line(w / 2 + dx * 0.8, h - 28 + dy * 0.8, w / 2 + dx * 1.2, h - 28 + dy * 1.2)
    c.setFillGray(0)
    _centre(c, w, h - 64, "MWANGAZA", 17, SERIF_BOLD)
    _centre(c, w, h - 74, "S U P E R M A R K E T", 7, SANS)
    y = _lines(
        c,
        w,
        h - 86,
        (
            "Mwangaza Retail Ltd",
            "Moi Avenue, Nairobi",
            "P.O. Box 40512-00100",
            "Tel: 0722 418 903",
            "PIN: P051638291K",
        ),
        6.6,
        MONO,
        pitch=8.2,
    )
    _centre(c, w, y - 4, "CASH SALE", 9, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("Receipt No.: 0412-118827", ""), ("Date: 05/12/2026", "17:22"), ("Till: 04", "Cashier: Wanjiru")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    # (code, name, qty, unit, flag, discount)
    rows = [
        ("100274", "FRESH MILK 500ML", "2", "65.00", "E", None),
        ("204118", "MAIZE FLOUR 2KG", "1", "189.00", "E", None),
        ("310552", "COOKING FAT 1KG", "1", "465.00", "A", None),
        ("118430", "TEA LEAVES 250G", "1", "215.00", "A", None),
        ("402217", "WASHING POWDER 1KG", "1", "395.00", "A", "20.00"),
        ("511093", "SODA 500ML", "3", "70.00", "A", None),
        ("220871", "WHITE SUGAR 2KG", "1", "340.00", "A", None),
        ("300015", "TOILET TISSUE 10PK", "1", "549.00", "A", None),
        ("120664", "WHITE BREAD 400G", "2", "65.00", "A", None),
    ]
    amounts = [_amount(q, u) for _, _, q, u, _, _ in rows]
    y -= 6
    items = []
    for (code, name, qty, unit, flag, disc), amount in zip(rows, amounts):
        _text(c, x0, y, f"{code} {name}", s, MONO)
        y -= p
        _text(c, x0 + 30, y, f"{qty} X {_k(Decimal(unit))}", s, MONO)
        _text(c, x1 - 8, y, _k(amount), s, MONO, True)
        _text(c, x1, y, flag, s, MONO, True)
        items.append(_item(name, _f(amount), qty, unit, code))
        if disc:
            y -= p
            _text(c, x0 + 30, y, "DISCOUNT", s, MONO)
            _text(c, x1 - 8, y, f"-{disc}", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    disc = sum((Decimal(r[5]) for r in rows if r[5]), ZERO)
    total = sub - disc
    gross = {
        k: sum((a - Decimal(r[5] or "0") for r, a in zip(rows, amounts) if r[4] == k), ZERO) for k in "AE"
    }
    vat = _within(gross["A"], "16")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1 - 8, y - 6, (("SUB TOTAL", _k(sub)), ("DISCOUNT", f"-{_f(disc)}")), s, pitch=p)
    _text(c, x0, y - 4, "TOTAL KSH", 12, BOLD)
    _text(c, x1 - 8, y - 4, _k(total), 12, BOLD, True)
    y = _two(
        c,
        x0,
        x1 - 8,
        y - 18,
        (("M-PESA", _k(total)), ("CHANGE", "0.00"), (f"ITEMS: {sum(int(r[2]) for r in rows)}", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 50, True), (x1, True))
    y = _grid(
        c,
        y - 6,
        cols,
        (
            ("RATE", "TAXABLE", "VAT"),
            ("A-16%", _k(gross["A"] - vat), _k(vat)),
            ("E-EXEMPT", _k(gross["E"]), "0.00"),
            ("TOTAL VAT", "", _k(vat)),
        ),
        s,
        (MONO, BOLD),
        p,
        bold=(0, 3),
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("M-PESA REF:", "SLB4K7XQ2T"), ("PAYBILL:", "522118"), ("MOBILE:", "2547****8812")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(
        c,
        w,
        y - 6,
        ("CU SERIAL NO.: KRAMW004202209014822", "CU INVOICE NO.: 0040142200000118827"),
        6.4,
        MONO,
        pitch=8,
    )
    _qr(
        c,
        "https://itax.kra.go.ke/KRA-Portal/invoiceChk.htm?invNo=0040142200000118827",
        w / 2 - 28,
        y - 58,
        56,
    )
    _lines(
        c,
        w,
        y - 68,
        (
            "Mwangaza Rewards: 25 points earned",
            "Goods once sold are not returnable",
            "Asante kwa kununua! Karibu tena",
        ),
        6.4,
        MONO,
        pitch=8,
    )
    return _truth("0412-118827", "2026-12-05", _f(total), _f(vat), "KES", "MWANGAZA", items)


# ---------------------------------------------------------------------------------------------- Canada


def apca8(c) -> dict:
    """A North Vancouver liquor store's receipt: deposit lines under the bottles, GST 5 % and PST 10 %."""
    w, h = W80, 488
    x0, x1, s, p = 10, W80 - 10, 7, 9
    _centre(c, w, h - 16, "0918234 B.C. Ltd.", 6.4, SANS)
    # a wave under the brand
    c.setLineWidth(1.4)
    for i in range(4):
        xx = w / 2 - 40 + 20 * i
        c.bezier(xx, h - 46, xx + 5, h - 40, xx + 15, h - 52, xx + 20, h - 46)
    _centre(c, w, h - 36, "TIDEWATER LIQUOR", 14, SERIF_BOLD)
    y = _lines(
        c,
        w,
        h - 60,
        (
            "2210 Marine Drive",
            "North Vancouver BC V7P 1V4",
            "(604) 555-0187",
            "GST# 81422 7330 RT0001",
        ),
        6.6,
        SANS,
        pitch=8.2,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (("DEC 05 2026", "19:32"), ("TRANS # 58122", "REG 2"), ("CASHIER: PRIYA", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y -= 6
    # (name, qty, unit, deposit count, deposit each)
    rows = [
        ("OKANAGAN RIDGE MERLOT 750ML", None, "22.99", None, "0.10"),
        ("PACIFIC PALE ALE 6X355ML", "2", "15.49", "12", "0.10"),
        ("SALT SPRING DRY GIN 750ML", None, "44.95", None, "0.10"),
        ("LONSDALE LAGER 12X355ML", None, "27.99", "12", "0.10"),
        ("ORCHARD CIDER 4X473ML", None, "13.79", "4", "0.10"),
        ("KOOTENAY PINOT GRIS 1.5L", None, "24.49", None, "0.20"),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _, _ in rows]
    deposits = [_amount(n or "1", d) for _, _, _, n, d in rows]
    items = []
    for (name, qty, unit, n, each), amount, dep in zip(rows, amounts, deposits):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 8, y, _f(amount), s, MONO, True)
        _text(c, x1, y, "GP", 5.6, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 10, y, f"{qty} @ {unit}", s, MONO)
        items.append(_item(name, _f(amount), qty, unit if qty else None))
        y -= p
        if n:
            _text(c, x0 + 10, y, f"DEPOSIT {n} @ {each}", s, MONO)
            items.append(_item("DEPOSIT", _f(dep), n, each))
        else:
            _text(c, x0 + 10, y, "DEPOSIT", s, MONO)
            items.append(_item("DEPOSIT", _f(dep)))
        _text(c, x1 - 8, y, _f(dep), s, MONO, True)
        _text(c, x1, y, "G", 5.6, MONO, True)
        y -= p
    goods = sum(amounts, ZERO)
    sub = goods + sum(deposits, ZERO)
    gst = _r(sub * Decimal("0.05"))
    pst = _r(goods * Decimal("0.10"))
    total = sub + gst + pst
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1 - 8,
        y - 6,
        (("SUBTOTAL", _f(sub)), ("GST 5%", _f(gst)), ("PST 10%", _f(pst)), ("TOTAL TAX", _f(gst + pst))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL", 12, BOLD)
    _text(c, x1 - 8, y - 4, f"${_f(total)}", 12, BOLD, True)
    y = _two(c, x0, x1 - 8, y - 18, (("INTERAC DEBIT", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    y = _lines(c, w, y - 2, ("G = GST  P = PST", "ID CHECKED - 25+"), 6.4, MONO, pitch=8)
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("INTERAC", "CHIP"),
            ("ACCT: CHEQUING", "************4820"),
            ("PURCHASE", f"${_f(total)}"),
            ("AUTH# 092214", "SEQ# 0011870"),
            ("A0000002771010", ""),
            ("01-APPROVED-THANK YOU", ""),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 8,
        (
            "AIR MILES Collector ****7712",
            f"Miles earned: {int(total) // 20}",
            "Please drink responsibly.",
            "No refunds on opened product.",
            "Return empties for your deposit.",
        ),
        6.6,
        SANS,
        pitch=8.2,
    )
    _barcode(c, w, y - 20, "58122021205", 16, 0.6)
    return _truth("58122", "2026-12-05", _f(total), _f(gst + pst), "CAD", "TIDEWATER LIQUOR", items)


# ---------------------------------------------------------------------------------------------- United States


def apus9(c) -> dict:
    """A Nashville restaurant's check: quantities before dishes, modifiers, suggested tips."""
    w, h = W80, 533
    x0, x1, s, p = 10, W80 - 10, 7, 9
    # a kettle: a body, a lid knob and a spout
    c.setFillGray(0.25)
    c.ellipse(w / 2 - 14, h - 44, w / 2 + 14, h - 20, stroke=0, fill=1)
    c.circle(w / 2, h - 17, 3, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(2)
    c.line(w / 2 + 12, h - 34, w / 2 + 22, h - 26)
    _centre(c, w, h - 62, "The Copper Kettle", 16, SERIF_BOLD)
    _centre(c, w, h - 72, "Kitchen & Bar", 8, SERIF_IT)
    y = _lines(
        c,
        w,
        h - 84,
        ("412 Broadway", "Nashville, TN 37203", "(615) 555-0148", "www.copperkettlenash.com"),
        6.6,
        SANS,
        pitch=8.2,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (("Check #4471", "Table 14"), ("Server: Tyler", "Guests: 3"), ("Dec 5, 2026", "8:42 PM")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y -= 6
    # (qty, name, amount, modifiers, discount)
    rows = [
        ("1", "Hot Chicken Sliders", "14.00", (), None),
        ("1", "Fried Green Tomatoes", "11.50", (), None),
        ("2", "Draft IPA", "16.00", (), "4.00"),
        ("1", "Old Fashioned", "13.00", ("- Rye", "- Extra orange"), None),
        ("1", "Smoked Brisket Plate", "26.00", ("- Mac & cheese", "- Collards"), None),
        ("1", "Shrimp & Grits", "24.00", (), None),
        ("1", "Ribeye 12oz", "39.00", ("- Medium rare",), None),
        ("2", "Banana Pudding", "18.00", (), None),
        ("1", "Coffee", "3.50", (), None),
    ]
    amounts = [Decimal(a) for _, _, a, _, _ in rows]
    items = []
    for (qty, name, _, mods, disc), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 12, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        items.append(_item(name, _f(amount), qty))
        for m in mods:
            y -= p
            _text(c, x0 + 20, y, m, s, MONO)
        if disc:
            y -= p
            _text(c, x0 + 20, y, "Happy Hour", s, MONO)
            _text(c, x1, y, f"-{disc}", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    disc = sum((Decimal(r[4]) for r in rows if r[4]), ZERO)
    net = sub - disc
    tax = _r(net * Decimal("0.0925"))
    total = net + tax
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Subtotal", _f(sub)), ("Discounts", f"-{_f(disc)}"), ("Sales Tax 9.25%", _f(tax))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "Total", 12, BOLD)
    _text(c, x1, y - 4, f"${_f(total)}", 12, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("VISA ************1123", _f(total)), ("Auth 048211", "Chip")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "=", s)
    y = _lines(c, w, y - 6, ("Suggested Gratuity", "(calculated on pre-tax amount)"), 6.8, MONO, pitch=8.4)
    tips = []
    for pct in ("18", "20", "22"):
        tip = _r(net * Decimal(pct) / 100)
        tips.append((f"{pct}%  Tip ${_f(tip)}", f"Total ${_f(total + tip)}"))
    y = _two(c, x0 + 6, x1 - 6, y - 2, tips, s, pitch=p)
    _rule(c, x0, x1, y + 3, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - 12,
        (
            ("Tip:", "______________"),
            ("Total:", "______________"),
            ("", ""),
            ("Signature:", "______________"),
        ),
        s,
        pitch=14,
    )
    _lines(
        c,
        w,
        y - 6,
        (
            "I agree to pay the above total amount",
            "according to the card issuer agreement.",
            "Copper Kettle Hospitality LLC",
            "Thank you for dining with us!",
            "Brunch Sat & Sun 10am - 2pm",
        ),
        6.4,
        SANS,
        pitch=8,
    )
    return _truth("4471", "2026-12-05", _f(total), _f(tax), "USD", "The Copper Kettle", items)


# ---------------------------------------------------------------------------------------------- Singapore


def apsg10(c) -> dict:
    """A Singapore food court's tax invoice: dishes under stalls, service charge 10 %, GST 9 %."""
    w, h = W72, 442
    x0, x1, s, p = 9, W72 - 9, 6.6, 8.6
    _centre(c, w, h - 16, "MJ Food Services Pte. Ltd.", 6.4, SANS)
    # a bowl and chopsticks
    c.setFillGray(0.2)
    c.wedge(w / 2 - 16, h - 54, w / 2 + 16, h - 26, 180, 180, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(1.6)
    c.line(w / 2 + 2, h - 36, w / 2 + 18, h - 22)
    c.line(w / 2 + 6, h - 37, w / 2 + 22, h - 24)
    _centre(c, w, h - 66, "MAKAN JUNCTION", 14, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 76,
        (
            "Food Court @ HarbourFront",
            "1 HarbourFront Walk #02-118",
            "Singapore 098585",
            "GST Reg No: 201611843M",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    _centre(c, w, y - 4, "TAX INVOICE", 9, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 16,
        (("Inv No: MJ02-0044871", ""), ("Date: 05/12/2026", "Time: 13:07"), ("Table: B12", "Pax: 2")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 62, True), (x1 - 32, True), (x1, True))
    for (x, right), t in zip(cols, ("Item", "Qty", "Price", "Amt")):
        _text(c, x, y - 5, t, s, BOLD, right)
    y -= 5 + p + 1
    stalls = [
        (
            "Stall 03 - Western",
            [("Chicken Chop w/ Fries", "1", "8.90")],
        ),
        (
            "Stall 08 - Chicken Rice",
            [("Roasted Chicken Rice", "2", "5.00"), ("Extra Egg", "1", "0.80")],
        ),
        (
            "Stall 05 - Noodles",
            [("Laksa (Large)", "1", "7.00"), ("Fishball Noodle Dry", "1", "5.50")],
        ),
        (
            "Stall 11 - Drinks",
            [("Kopi Peng", "2", "1.90"), ("Lime Juice", "1", "2.50")],
        ),
    ]
    items = []
    sub = ZERO
    for stall, dishes in stalls:
        _text(c, x0, y, stall, s, BOLD)
        y -= p
        for name, qty, unit in dishes:
            amount = _amount(qty, unit)
            sub += amount
            for (x, right), t in zip(cols, (f" {name}", qty, unit, _f(amount))):
                _text(c, x, y, t, s, MONO, right)
            items.append(_item(name, _f(amount), qty, unit))
            y -= p
    svc = _r(sub * Decimal("0.10"))
    gst = _r((sub + svc) * Decimal("0.09"))
    total = sub + svc + gst
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Sub-Total", _f(sub)), ("Svc Chrg 10%", _f(svc)), ("GST 9%", _f(gst))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL", 11, BOLD)
    _text(c, x1, y - 4, f"S${_f(total)}", 11, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("PAYNOW", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("PayNow Ref:", "PN2612051307"), ("UEN:", "201611843M")),
        s,
        pitch=p,
    )
    y = _lines(
        c,
        w,
        y - 4,
        (
            "Prices are subject to 10% service",
            "charge and prevailing GST.",
            "Please return your trays. Thank you!",
            "Scan for feedback:",
        ),
        6.2,
        MONO,
        pitch=7.8,
    )
    _qr(c, "https://makanjunction.sg/feedback?inv=MJ02-0044871", w / 2 - 24, y - 50, 48)
    return _truth("MJ02-0044871", "2026-12-05", _f(total), _f(gst), "SGD", "MAKAN JUNCTION", items)


LAYOUTS = {
    "appl1": (appl1, (W80, 458)),
    "apes2": (apes2, (W72, 431)),
    "apph3": (apph3, (W80, 512)),
    "apid4": (apid4, (W72, 431)),
    "apie5": (apie5, (W80, 509)),
    "apnz6": (apnz6, (W80, 500)),
    "apke7": (apke7, (W80, 612)),
    "apca8": (apca8, (W80, 488)),
    "apus9": (apus9, (W80, 533)),
    "apsg10": (apsg10, (W72, 442)),
}
SCANNED = tuple(LAYOUTS)
