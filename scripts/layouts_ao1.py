"""Ten more till receipts on 80 mm thermal paper, written on 2026-12-07 in the manner of scripts/layouts_set.py
and scripts/layouts_ai1.py by a hand that had not read the decoding, a held-out set ao, all ten also written as
scans (receipts are photographed). They are a Shrewsbury pub's tab (GBP, quantities before the drinks and dishes,
"3 x £4.70" under them, the VAT at 20 % printed as included, a Visa contactless slip), a Paris boulangerie's
ticket (EUR with decimal commas, "3 x 1,30" under the bread, TVA 5,5 % included with "Total HT", cash and
"Rendu"), a Munich drugstore's Bon in the manner of dm's and Rossmann's (MwSt A 19 % and B 7 % flagged at the line
ends, "2 x 0,95" under the items, a Netto / MwSt / Brutto table, a girocard slip, PAYBACK points, TSE lines), a
Bologna delicatessen's documento commerciale (the IVA rate printed on each line, weighed cheese and salumi with
"0,450 kg x 28,50 €/kg" above them, "TOTALE COMPLESSIVO", "di cui IVA", cash and "Resto", "DOCUMENTO N."), a
Grand Junction gas station's receipt (fuel with "PUMP 06  11.482 GAL @ $3.299/GAL" under it, untaxed, snacks taxed
at 7.9 %, a Visa slip), a Tokyo convenience store's receipt written in romaji (whole yen with "¥" and thousands
commas, tax-included prices, reduced-rate 8 % items starred, the 8 % and 10 % tax printed per rate and as a total,
cash and change), a Monterrey convenience store's ticket in the manner of OXXO's (MXN, CANT / DESCRIPCION /
PRECIO / IMPORTE columns, IVA 16 % included, the total in words, "EFECTIVO" and "CAMBIO"), an Albion Park hardware
store's tax invoice (AUD, the item code before each item, "6 @ $14.20" under it, a trade account's company, GST
included, an EFTPOS slip), a Utrecht supermarket's kassabon in the manner of Albert Heijn's (AANTAL /
OMSCHRIJVING / PRIJS / BEDRAG columns, BONUS flags and a "BONUS" discount under the subtotal, a BTW table at 9 %
and 21 %, "PINNEN") and a Chicago pharmacy's receipt in the manner of Walgreens' (a prescription copay, "REWARDS
SAVINGS" under the items they discount, T / N flags, sales tax on the taxable goods after their savings, a Visa
slip, coupons).

What the values say where a page leaves a choice: vendor_name is the brand printed big at the top ("The Drayman's
Arms", "Boulangerie Lefèvre", "VITALIS", "BOTTEGA BELLINI", "SUMMIT FUEL STOP", "HINODE MART", "BIXO",
"TRADEMATE HARDWARE", "MARKTHOF", "CAREPOINT PHARMACY"), not the legal company printed smaller under it or in the
footer. customer_name is only on the hardware store's tax invoice (its "TRADE ACCOUNT:" company). document_number
is the labelled receipt, ticket, Bon, document, transaction, folio, invoice or bon number ("Receipt No.", "Ticket
N°", "Beleg-Nr.", "DOCUMENTO N.", "TRANS#", "Receipt No.", "Folio:", "Invoice No:", "Bonnummer", "TRANS#"), never a
store, till, register, tab, table, terminal, TSE, approval, registration or prescription number. The date is the
day of the purchase, ISO. total_amount is the purchase total with its tax, after savings and discounts ("TOTAL",
"TOTAL TTC", "SUMME", "TOTALE COMPLESSIVO", "TOTAL", "Total", "TOTAL M.N.", "TOTAL", "TOTAAL", "TOTAL"), never the
tendered amount nor the change; JPY in whole yen without separators. tax_amount is the tax printed: the VAT
included in the pub's total, the TVA 5,5 % included in the boulangerie's, the MwSt table's sum (A 19 % plus B 7 %)
in Munich, "di cui IVA" in Bologna, the sales tax on the gas station's snacks (the fuel's taxes are in its price
and printed nowhere), the Tokyo receipt's "Consumption tax total" (the 8 % and 10 % lines summed), the IVA 16 %
included in Monterrey, the GST included in Albion Park, the BTW table's total in Utrecht (9 % plus 21 %, after the
bonus discount) and the Chicago sales tax. currency is the ISO code of the money printed (GBP, EUR, USD, JPY, MXN,
AUD). A line item is a line that sells something at a price: its description is the text on the item's line as
printed (without a quantity printed before it, and without the amount, tax flag, rate or letter after it; the
star before a Tokyo reduced-rate item is no part of it; the code before a hardware item is its item_id, not part
of the description); its quantity and unit price are given only where the page prints them (a "3 x £4.70", "3 x
1,30", "2 x 0,95", "0,450 kg x 28,50 €/kg", "11.482 GAL @ $3.299/GAL", "2 x ¥160", "6 @ $14.20" or "2 @ 5.49" line
under the item, a CANT / PRECIO or AANTAL / PRIJS column; a weighed or metered line's quantity is its weight or
volume and its unit price the price per kg or gallon; a quantity printed before an item with no unit price, as
on the pub's single drinks and the Mexican CANT column's ones, is a quantity alone); its line_amount is the amount
printed on it, before any saving printed under it. Savings, BONUS and rewards lines are no line items, so where a
page discounts, its items sum to its printed subtotal before the discounts; elsewhere they sum to the printed
subtotal or total. Every figure is computed here in Decimal (rounded half up): quantities times prices, sums,
savings, tax added (base x rate) or included (gross x rate / (100 + rate), per rate, then summed).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _centre, _lines, _qr, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"
SERIF, SERIF_BOLD, SERIF_BI = "Times-Roman", "Times-Bold", "Times-BoldItalic"
CENT, ONE, ZERO = Decimal("0.01"), Decimal(1), Decimal(0)
W80 = 80 * mm
POUND, EURO, YEN = "\xa3", "\u20ac", "\xa5"


def _r(x: Decimal, step: Decimal = CENT) -> Decimal:
    """Rounded to ``step`` (the cent unless told), half up."""
    return x.quantize(step, ROUND_HALF_UP)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _k(x: Decimal) -> str:
    """An amount with thousands commas: 1,234.56."""
    return f"{x:,.2f}"


def _eu(x: Decimal) -> str:
    """An amount as printed in Germany, France, Italy or the Netherlands: 1.234,56."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def _yen(x: Decimal) -> str:
    """Whole yen with the sign and thousands commas: ¥1,234."""
    return f"{YEN}{int(x):,}"


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


def _truth(
    number: str, date: str, total: str, tax: str | None, currency: str, vendor: str, items, customer=None
) -> dict:
    fields = {"document_number": number, "date": date, "total_amount": total}
    if tax is not None:
        fields["tax_amount"] = tax
    fields.update(currency=currency, vendor_name=vendor)
    if customer:
        fields["customer_name"] = customer
    return {"fields": fields, "line_items": items}


# ---------------------------------------------------------------------------------------------- United Kingdom


def aouk1(c) -> dict:
    """A Shrewsbury pub's tab: quantities before the drinks and dishes, "3 x £4.70" under them, VAT included."""
    w, h = W80, 458
    x0, x1, s, p = 10, W80 - 10, 7, 9
    # a shield with a barrel hoop across it
    c.setLineWidth(1.2)
    path = c.beginPath()
    path.moveTo(w / 2 - 16, h - 12)
    path.lineTo(w / 2 + 16, h - 12)
    path.lineTo(w / 2 + 16, h - 32)
    path.lineTo(w / 2, h - 44)
    path.lineTo(w / 2 - 16, h - 32)
    path.close()
    c.drawPath(path)
    c.line(w / 2 - 16, h - 24, w / 2 + 16, h - 24)
    _centre(c, w, h - 21, "DA", 7, SERIF_BOLD)
    _centre(c, w, h - 62, "The Drayman's Arms", 15, SERIF_BI)
    y = _lines(
        c,
        w,
        h - 75,
        (
            "Free House & Kitchen",
            "14 Castle Street, Shrewsbury SY1 2BQ",
            "Tel 01743 552918",
            "VAT Reg No. 284 6610 37",
        ),
        6.6,
        SERIF,
        pitch=8.4,
    )
    _rule(c, x0, x1, y + 1, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (
            ("Receipt No. 30218", "Tab 17"),
            ("Table 6", "Covers 4"),
            ("05 Dec 2026", "21:47"),
            ("Served by: Rhiannon", "Till 2"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    # (qty, name, unit)
    rows = [
        ("3", "Hobsons Best Bitter Pt", "4.70"),
        ("2", "Thatchers Gold Cider Pt", "5.10"),
        ("1", "House Merlot 250ml", "8.95"),
        ("2", "J2O Orange & Passion", "3.20"),
        ("1", "Beer Battered Haddock", "16.50"),
        ("1", "Steak & Ale Pie", "15.95"),
        ("1", "Chunky Chips", "4.50"),
        ("2", "Sticky Toffee Pudding", "7.25"),
        ("2", "Scampi Fries", "1.60"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 6
    items = []
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 12, y, name, s, MONO)
        _text(c, x1, y, _f(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 24, y, f"{qty} x {POUND}{unit}", s, MONO)
            items.append(_item(name, _f(amount), qty, unit))
        else:
            items.append(_item(name, _f(amount), qty))
        y -= p
    total = sum(amounts, ZERO)
    vat = _within(total, "20")
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "TOTAL", 12, BOLD)
    _text(c, x1, y - 8, f"{POUND}{_f(total)}", 12, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (
            (f"Items {sum(int(r[0]) for r in rows)}", ""),
            ("VAT @ 20% included", f"{POUND}{_f(vat)}"),
            ("Net", f"{POUND}{_f(total - vat)}"),
            ("Visa Contactless", f"{POUND}{_f(total)}"),
            ("Change", f"{POUND}0.00"),
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
            ("CARDHOLDER COPY", ""),
            ("VISA DEBIT", "************6631"),
            ("SALE", f"GBP {_f(total)}"),
            ("AUTH CODE 771204", "TID ****4402"),
            ("AID A0000000031010", "CONTACTLESS"),
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
            "Service is not included.",
            "Gratuities are shared by all the team.",
            "Quiz night every Tuesday from 8pm",
            "Drayman Inns Ltd, Co. No. 08813274",
            "Cheers - see you again soon!",
        ),
        6.6,
        SERIF,
        pitch=8.4,
    )
    return _truth("30218", "2026-12-05", _f(total), _f(vat), "GBP", "The Drayman's Arms", items)


# ---------------------------------------------------------------------------------------------- France


def aofr2(c) -> dict:
    """A Paris boulangerie's ticket: "3 x 1,30" under the bread, TVA 5,5 % included, cash and "Rendu"."""
    w, h = W80, 374
    x0, x1, s, p = 12, W80 - 12, 7, 9
    # a wheat ear: a stem and grains either side
    c.setLineWidth(0.8)
    c.line(w / 2, h - 46, w / 2, h - 12)
    for i in range(4):
        yy = h - 16 - 7 * i
        c.ellipse(w / 2 - 8, yy - 3, w / 2 - 1, yy + 1)
        c.ellipse(w / 2 + 1, yy - 3, w / 2 + 8, yy + 1)
    _centre(c, w, h - 64, "Boulangerie Lefèvre", 15, SERIF_BI)
    _centre(c, w, h - 75, "Artisan boulanger - pâtissier", 7, "Times-Italic")
    y = _lines(
        c,
        w,
        h - 88,
        (
            "42, rue des Martyrs - 75009 Paris",
            "Tél. 01 48 78 22 61",
            "SAS Maison Lefèvre au capital de 10 000 €",
            "SIRET 834 221 905 00014 - NAF 1071C",
            "N° TVA FR 62 834221905",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _rule(c, x0, x1, y + 1, "*", s)
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (("Ticket N° 000582", "Caisse 01"), ("Le 05/12/2026", "à 08:17"), ("Vendeuse : Camille", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    # (name, qty, unit)
    rows = [
        ("Baguette tradition", "3", "1.30"),
        ("Croissant pur beurre", "4", "1.25"),
        ("Pain au chocolat", "2", "1.40"),
        ("Pain de campagne 500g", None, "4.60"),
        ("Flan pâtissier part", None, "3.50"),
        ("Tarte citron meringuée 6p", None, "24.00"),
        ("Chouquettes sachet 10", None, "3.20"),
    ]
    amounts = [_amount(q or "1", u) for _, q, u in rows]
    y -= 6
    items = []
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1, y, _eu(amount), s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 14, y, f"{qty} x {_eu(Decimal(unit))}", s, MONO)
        items.append(_item(name, _f(amount), qty, unit if qty else None))
        y -= p
    total = sum(amounts, ZERO)
    tva = _within(total, "5.5")
    cash = Decimal("50.00")
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            (f"{sum(int(r[1] or 1) for r in rows)} articles", ""),
            ("Total HT", _eu(total - tva)),
            ("TVA 5,5 %", _eu(tva)),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL TTC", 11, BOLD)
    _text(c, x1, y - 4, f"{_eu(total)} {EURO}", 11, BOLD, True)
    y = _two(c, x0, x1, y - 18, (("Espèces", _eu(cash)), ("Rendu", _eu(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 1, "*", s)
    _lines(
        c,
        w,
        y - 8,
        (
            "Merci de votre visite !",
            "Ouvert du mardi au dimanche 7h - 20h",
            "Fermé le lundi",
            "Commandes : 01 48 78 22 61",
        ),
        6.6,
        "Times-Italic",
        pitch=8.4,
    )
    return _truth("000582", "2026-12-05", _f(total), _f(tva), "EUR", "Boulangerie Lefèvre", items)


# ---------------------------------------------------------------------------------------------- Germany


def aode3(c) -> dict:
    """A Munich drugstore's Bon: A 19 % / B 7 % flags, "2 x 0,95" lines, a MwSt table, girocard, PAYBACK, TSE."""
    w, h = W80, 537
    x0, x1, s, p = 10, W80 - 10, 7, 8.8
    c.setFillGray(0.2)
    c.roundRect(x0 + 36, h - 46, x1 - x0 - 72, 34, 8, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 34, "VITALIS", 18, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 58, "Drogeriemarkt", 8, "Helvetica-Oblique")
    y = _lines(
        c,
        w,
        h - 70,
        ("Filiale 0482", "Leopoldstraße 64", "80802 München", "Tel. 089 3388 1046"),
        6.6,
        SANS,
        pitch=8.2,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("Beleg-Nr. 3318", "Kasse 02"), ("06.12.2026", "10:14"), ("Es bediente Sie: Frau Yilmaz", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x1, y - 6, "EUR", s, BOLD, True)
    # (name, qty, unit, letter)
    rows = [
        ("vit. Duschgel Sensitive", "2", "0.95", "A"),
        ("Zahncreme Kräuter 75ml", None, "1.45", "A"),
        ("Windeln Gr.4 Maxi 42St", None, "11.95", "A"),
        ("Bio Haferdrink 1l", "3", "1.25", "B"),
        ("Vollkorn Reiswaffeln", None, "1.29", "B"),
        ("Shampoo Repair 250ml", None, "2.45", "A"),
        ("Wattepads 120St", None, "0.85", "A"),
        ("Studentenfutter 200g", None, "2.49", "B"),
        ("Vitamin C Brausetabl.", "2", "0.65", "A"),
        ("Geschenktüte klein", None, "0.99", "A"),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _ in rows]
    y -= 6 + p + 2
    items = []
    for (name, qty, unit, letter), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, _eu(amount), s, MONO, True)
        _text(c, x1, y, letter, s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 14, y, f"{qty} x {_eu(Decimal(unit))}", s, MONO)
        items.append(_item(name, _f(amount), qty, unit if qty else None))
        y -= p
    total = sum(amounts, ZERO)
    gross = {k: sum((a for r, a in zip(rows, amounts) if r[3] == k), ZERO) for k in ("A", "B")}
    vat = {"A": _within(gross["A"], "19"), "B": _within(gross["B"], "7")}
    tax = vat["A"] + vat["B"]
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "SUMME EUR", 11, BOLD)
    _text(c, x1 - 10, y - 8, _eu(total), 11, BOLD, True)
    y = _two(c, x0, x1 - 10, y - 22, (("girocard", _eu(total)),), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 100, True), (x1 - 52, True), (x1, True))
    for (x, right), t in zip(cols, ("MwSt-Satz", "Netto", "MwSt", "Brutto")):
        _text(c, x, y - 6, t, s, BOLD, right)
    y -= 6 + p
    for key, rate in (("A", "19%"), ("B", " 7%")):
        cells = (f"{key} {rate}", _eu(gross[key] - vat[key]), _eu(vat[key]), _eu(gross[key]))
        for (x, right), t in zip(cols, cells):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    for (x, right), t in zip(cols, ("Summe", _eu(total - tax), _eu(tax), _eu(total))):
        _text(c, x, y, t, s, BOLD, right)
    _rule(c, x0, x1, y - 5, "-", s)
    y = _lines(c, w, y - 14, ("Kartenzahlung girocard",), s, BOLD, pitch=p)
    y = _two(
        c,
        x0,
        x1,
        y,
        (
            ("Terminal-ID", "64120482"),
            ("TA-Nr. 002271", "BNr. 0418"),
            ("Karte ************5530", "Kontaktlos"),
            ("Betrag EUR", _eu(total)),
            ("Zahlung erfolgt", ""),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(
        c,
        w,
        y - 6,
        ("PAYBACK Karten-Nr. ******1187", f"Sie erhalten {int(total) // 2} PAYBACK Punkte"),
        s,
        pitch=p,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (
            ("TSE-Transaktion:", "552918"),
            ("TSE-Start:", "2026-12-06T10:13:12"),
            ("TSE-Ende:", "2026-12-06T10:14:05"),
            ("TSE-Seriennr.:", "3f9a...c1d2"),
        ),
        6.2,
        pitch=8,
    )
    y = _lines(
        c,
        w,
        y - 6,
        (
            "Vitalis Drogeriemärkte GmbH & Co. KG",
            "Am Gewerbepark 9, 85375 Neufahrn",
            "USt-IdNr. DE 318 442 907",
            "Umtausch nur mit Kassenbon",
            "Vielen Dank für Ihren Einkauf!",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _barcode(c, w, y - 22, "0482023318061226", 18, 0.55)
    return _truth("3318", "2026-12-06", _f(total), _f(tax), "EUR", "VITALIS", items)


# ---------------------------------------------------------------------------------------------- Italy


def aoit4(c) -> dict:
    """A Bologna delicatessen's documento commerciale: IVA per line, weighed lines, "di cui IVA", cash."""
    w, h = W80, 454
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setLineWidth(1)
    c.circle(w / 2, h - 28, 15)
    _centre(c, w, h - 32, "BB", 11, SERIF_BOLD)
    _centre(c, w, h - 60, "BOTTEGA BELLINI", 14, SERIF_BOLD)
    y = _lines(
        c,
        w,
        h - 72,
        (
            "Salumeria - Formaggi - Vini",
            "di Bellini Marco & C. s.n.c.",
            "Via San Vitale 38/b - 40125 Bologna",
            "Tel. 051 234876",
            "P.IVA 03318840372",
        ),
        6.6,
        SANS,
        pitch=8.2,
    )
    y = _lines(c, w, y - 6, ("DOCUMENTO COMMERCIALE", "di vendita o prestazione"), s, BOLD, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 6, "DESCRIZIONE", s, BOLD)
    _text(c, x1 - 52, y - 6, "IVA", s, BOLD, True)
    _text(c, x1, y - 6, f"Prezzo({EURO})", s, BOLD, True)
    # (name, weight or qty, unit, rate)
    rows = [
        ("PANE COMUNE", "0.850", "3.90", "4"),
        ("MORTADELLA BOLOGNA IGP", "0.300", "22.00", "10"),
        ("PARMIGIANO REGG. 24M", "0.450", "28.50", "4"),
        ("TORTELLINI FRESCHI 500G", None, "9.50", "10"),
        ("SANGIOVESE SUP. 75CL", "2", "8.90", "22"),
        ("ACQUA MINERALE 1,5L", "6", "0.45", "22"),
        ("LATTE INTERO 1L", None, "1.69", "4"),
        ("SQUACQUERONE DOP", None, "4.20", "4"),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _ in rows]
    y -= 6 + p + 2
    items = []
    for (name, qty, unit, rate), amount in zip(rows, amounts):
        if qty:
            per = (
                f"{qty.replace('.', ',')} kg x {_eu(Decimal(unit))} {EURO}/kg"
                if "." in qty
                else f"{qty} x {_eu(Decimal(unit))}"
            )
            _text(c, x0 + 8, y, per, s, MONO)
            y -= p
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 52, y, f"{rate},00%", s, MONO, True)
        _text(c, x1, y, _eu(amount), s, MONO, True)
        items.append(_item(name, _f(amount), qty, unit if qty else None))
        y -= p
    total = sum(amounts, ZERO)
    gross = {r: sum((a for row, a in zip(rows, amounts) if row[3] == r), ZERO) for r in ("4", "10", "22")}
    iva = sum((_within(g, r) for r, g in gross.items()), ZERO)
    cash = Decimal("70.00")
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "TOTALE COMPLESSIVO", 9, BOLD)
    _text(c, x1, y - 8, _eu(total), 9, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("di cui IVA", _eu(iva)),
            ("Pagamento contante", _eu(cash)),
            ("Pagamento elettronico", "0,00"),
            ("Non riscosso", "0,00"),
            ("Resto", _eu(cash - total)),
            ("Importo pagato", _eu(total)),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    y = _lines(c, w, y - 6, ("06-12-2026 12:31", "DOCUMENTO N. 0142-0087"), s, BOLD, pitch=p)
    y = _lines(
        c,
        w,
        y,
        ("RT 99MEY012345", "Cassiere: Lucia", "Grazie e arrivederci!", "Aperti anche la domenica mattina"),
        6.6,
        SANS,
        pitch=8.2,
    )
    _qr(c, "RT99MEY012345;0142-0087;06122026;" + _f(total), w / 2 - 20, y - 44, 40)
    return _truth("0142-0087", "2026-12-06", _f(total), _f(iva), "EUR", "BOTTEGA BELLINI", items)


# ---------------------------------------------------------------------------------------------- United States


def aous5(c) -> dict:
    """A Grand Junction gas station's receipt: gallons at a price per gallon, untaxed; snacks taxed 7.9 %."""
    w, h = W80, 417
    x0, x1, s, p = 10, W80 - 10, 7, 9
    # a mountain peak
    c.setLineWidth(1.4)
    path = c.beginPath()
    path.moveTo(w / 2 - 30, h - 42)
    path.lineTo(w / 2 - 8, h - 14)
    path.lineTo(w / 2 + 2, h - 28)
    path.lineTo(w / 2 + 12, h - 20)
    path.lineTo(w / 2 + 30, h - 42)
    path.close()
    c.drawPath(path)
    _centre(c, w, h - 60, "SUMMIT FUEL STOP", 13, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 72,
        ("STORE #2271", "2390 US HWY 6 & 50", "GRAND JUNCTION, CO 81505", "(970) 555-0138"),
        s,
        pitch=p,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (("Dec 4, 2026", "06:52 AM"), ("REG 01  CSH 114", "TRANS# 418227")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    fuel_qty, fuel_unit = "11.482", "3.299"
    fuel = _amount(fuel_qty, fuel_unit)
    y -= 6
    _text(c, x0, y, "UNLEADED 87", s, MONO)
    _text(c, x1 - 10, y, _f(fuel), s, MONO, True)
    _text(c, x1, y, "F", s, MONO, True)
    y -= p
    _text(c, x0 + 8, y, f"PUMP 06  {fuel_qty} GAL @ ${fuel_unit}/GAL", s, MONO)
    y -= p
    items = [_item("UNLEADED 87", _f(fuel), fuel_qty, fuel_unit)]
    # (name, qty, unit)
    rows = [
        ("MONSTER ENERGY 16OZ", "2", "2.99"),
        ("DORITOS NACHO 2.75OZ", None, "2.49"),
        ("JACK LINKS JERKY 2.85OZ", None, "6.79"),
        ("COFFEE 20OZ", None, "2.29"),
        ("ICE BAG 10LB", None, "3.49"),
        ("WIPER FLUID 1GAL", None, "4.99"),
    ]
    amounts = [_amount(q or "1", u) for _, q, u in rows]
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, _f(amount), s, MONO, True)
        _text(c, x1, y, "T", s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 8, y, f"{qty} @ {unit}", s, MONO)
        items.append(_item(name, _f(amount), qty, unit if qty else None))
        y -= p
    merch = sum(amounts, ZERO)
    sub = fuel + merch
    tax = _r(merch * Decimal("0.079"))
    total = sub + tax
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0 + 40,
        x1 - 10,
        y - 6,
        (("SUBTOTAL", _f(sub)), ("TAX 7.90%", _f(tax))),
        s,
        pitch=p,
    )
    _text(c, x0 + 40, y - 2, "TOTAL", 10, BOLD)
    _text(c, x1 - 10, y - 2, f"${_f(total)}", 10, BOLD, True)
    y = _two(c, x0 + 40, x1 - 10, y - 16, (("VISA", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("CARD TYPE", "VISA CREDIT"),
            ("ACCOUNT", "************2207"),
            ("ENTRY", "CHIP"),
            ("AUTH#", "032991"),
            ("AID", "A0000000031010"),
            ("RESPONSE", "APPROVED"),
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
            "F = FUEL, TAXES INCLUDED IN PRICE",
            "T = TAXABLE",
            "SUMMIT REWARDS: SAVE 5c/GAL",
            "JOIN AT SUMMITFUELSTOP.COM",
            "THANK YOU - DRIVE SAFE!",
        ),
        6.6,
        pitch=8.4,
    )
    _barcode(c, w, y - 22, "2271014182271204", 18, 0.55)
    return _truth("418227", "2026-12-04", _f(total), _f(tax), "USD", "SUMMIT FUEL STOP", items)


# ---------------------------------------------------------------------------------------------- Japan


def aojp6(c) -> dict:
    """A Tokyo convenience store's receipt in romaji: whole yen, tax included, starred 8 % items, cash."""
    w, h = W80, 390
    x0, x1, s, p = 10, W80 - 10, 7, 9
    for i, g in enumerate((0.25, 0.55, 0.8)):
        c.setFillGray(g)
        c.rect(x0 + 20, h - 14 - 5 * i, x1 - x0 - 40, 4, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 44, "HINODE MART", 16, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 57,
        (
            "Shinjuku Nishiguchi Branch",
            "1-12-5 Nishi-Shinjuku, Shinjuku-ku, Tokyo",
            "TEL 03-5321-0448",
            "Registration No. T8011001042277",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _centre(c, w, y - 8, "[ Ryoshusho / Receipt ]", 9, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (("2026/12/05 (Sat) 19:42", "Reg 02"), ("Receipt No. 4418", "Staff: Tanaka")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    # (name, qty, unit, reduced rate)
    rows = [
        ("Onigiri Sake (Salmon)", "2", "160", True),
        ("Karaage-kun Regular", None, "238", True),
        ("Oi Ocha 600ml", None, "162", True),
        ("Tamago Sando", None, "298", True),
        ("Cup Noodle Seafood", None, "236", True),
        ("Vinyl Umbrella 65cm", None, "770", False),
        ("Face Mask 7pcs", None, "418", False),
        ("Weekly Shonen Jump", None, "300", False),
    ]
    amounts = [_amount(q or "1", u, ONE) for _, q, u, _ in rows]
    y -= 6
    items = []
    for (name, qty, unit, reduced), amount in zip(rows, amounts):
        _text(c, x0, y, f"{'*' if reduced else ' '}{name}", s, MONO)
        _text(c, x1, y, _yen(amount), s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 14, y, f"{qty} x {_yen(Decimal(unit))}", s, MONO)
        items.append(_item(name, f"{int(amount)}", qty, unit if qty else None))
        y -= p
    total = sum(amounts, ZERO)
    g8 = sum((a for r, a in zip(rows, amounts) if r[3]), ZERO)
    g10 = total - g8
    t8, t10 = _within(g8, "8", ONE), _within(g10, "10", ONE)
    tax = t8 + t10
    cash = Decimal(5000)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c, x0, x1, y - 6, ((f"Subtotal  {sum(int(r[1] or 1) for r in rows)} items", _yen(total)),), s, pitch=p
    )
    _text(c, x0, y - 4, "Total", 13, SANS_BOLD)
    _text(c, x1, y - 4, _yen(total), 13, SANS_BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("(10% taxable", f"{_yen(g10)})"),
            ("(  10% tax", f"{_yen(t10)})"),
            ("(8% taxable", f"{_yen(g8)})"),
            ("(   8% tax", f"{_yen(t8)})"),
            ("(Consumption tax total", f"{_yen(tax)})"),
            ("Cash", _yen(cash)),
            ("Change", _yen(cash - total)),
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
            "* = reduced tax rate (8%) item",
            "Hinode Points card ****7731",
            f"Points this visit +{int(total) // 200}P",
            "Thank you! Please come again.",
        ),
        6.6,
        SANS,
        pitch=8.4,
    )
    _barcode(c, w, y - 22, "9902441820261205", 18, 0.55)
    return _truth("4418", "2026-12-05", f"{int(total)}", f"{int(tax)}", "JPY", "HINODE MART", items)


# ---------------------------------------------------------------------------------------------- Mexico


def aomx7(c) -> dict:
    """A Monterrey convenience store's ticket: CANT / PRECIO / IMPORTE columns, IVA 16 % included, words."""
    w, h = W80, 417
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setFillGray(0.15)
    c.rect(x0 + 44, h - 44, x1 - x0 - 88, 32, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 36, "BIXO", 20, SANS_BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 58,
        (
            "CADENA COMERCIAL BIXO, S.A. DE C.V.",
            "RFC CCB951123KL4",
            "AV. CONSTITUCION 1480 PTE, COL. CENTRO",
            "MONTERREY, N.L. C.P. 64000",
            "TIENDA 50MTY 2271 LA PURISIMA",
        ),
        6.2,
        pitch=8,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (("Folio: 2271-118432", "Caja 1"), ("05/12/2026", "08:41"), ("Cajero: ALEJANDRA", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 1, "=", s)
    cols = ((x0, False), (x0 + 18, False), (x1 - 42, True), (x1, True))
    for (x, right), t in zip(cols, ("CANT", "", "PRECIO", "IMPORTE")):
        _text(c, x, y - 6, t, 6.4, BOLD, right)
    _text(c, x0 + 24, y - 6, "DESCRIPCION", 6.4, BOLD)
    # (qty, name, unit, taxed)
    rows = [
        ("2", "COCA COLA 600ML", "19.00", True),
        ("1", "SABRITAS ORIGINAL 45G", "21.00", True),
        ("1", "GANSITO MARINELA", "18.50", True),
        ("1", "CAFE ANDATTI GDE", "25.00", True),
        ("1", "PAN BLANCO GDE", "52.00", False),
        ("1", "LECHE ENTERA 1L", "29.50", False),
        ("1", "CHICLE TRIDENT MENTA", "14.00", True),
    ]
    amounts = [_amount(q, u) for q, _, u, _ in rows]
    y -= 6 + p + 2
    items = []
    for (qty, name, unit, _), amount in zip(rows, amounts):
        _text(c, x0 + 4, y, qty, s, MONO)
        _text(c, x0 + 16, y, name, s, MONO)
        y -= p
        _text(c, x1 - 42, y, f"${unit}", s, MONO, True)
        _text(c, x1, y, f"${_f(amount)}", s, MONO, True)
        items.append(_item(name, _f(amount), qty, unit))
        y -= p
    total = sum(amounts, ZERO)
    taxed = sum((a for r, a in zip(rows, amounts) if r[3]), ZERO)
    iva = _within(taxed, "16")
    cash = Decimal("200.00")
    words = "CIENTO NOVENTA Y OCHO PESOS 00/100 M.N."
    assert total == Decimal("198.00"), total  # the words above say it
    _rule(c, x0, x1, y + 1, "=", s)
    _text(c, x0, y - 10, "TOTAL M.N.", 11, BOLD)
    _text(c, x1, y - 10, f"${_f(total)}", 11, BOLD, True)
    y = _lines(c, w, y - 20, (f"({words})",), 6, pitch=8)
    y = _two(
        c,
        x0,
        x1,
        y - 2,
        (
            ("ARTICULOS:", f"{sum(int(r[0]) for r in rows)}"),
            ("IVA 16% INCLUIDO:", f"${_f(iva)}"),
            ("EFECTIVO:", f"${_f(cash)}"),
            ("CAMBIO:", f"${_f(cash - total)}"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 1, "=", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "FACTURA EN LINEA: WWW.BIXO.MX/FACTURACION",
            "VIGENCIA PARA FACTURAR: MES EN CURSO",
            "ESTE TICKET NO ES UN COMPROBANTE FISCAL",
            "REGIMEN GENERAL DE LEY PERSONAS MORALES",
            "GRACIAS POR SU COMPRA",
        ),
        6,
        pitch=7.8,
    )
    _barcode(c, w, y - 22, "2271118432051226", 18, 0.55)
    return _truth("2271-118432", "2026-12-05", _f(total), _f(iva), "MXN", "BIXO", items)


# ---------------------------------------------------------------------------------------------- Australia


def aoau8(c) -> dict:
    """An Albion Park hardware store's tax invoice: code before each item, "6 @ $14.20" under it, GST included."""
    w, h = W80, 526
    x0, x1, s, p = 10, W80 - 10, 7, 9
    # a hammer: a head and a handle
    c.setFillGray(0.2)
    c.rect(w / 2 - 18, h - 22, 36, 9, stroke=0, fill=1)
    c.rect(w / 2 - 3, h - 46, 6, 25, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 62, "TRADEMATE HARDWARE", 12.5, SANS_BOLD)
    _centre(c, w, h - 72, "Timber - Tools - Building Supplies", 6.6, "Helvetica-Oblique")
    y = _lines(
        c,
        w,
        h - 84,
        (
            "Unit 3, 112 Princes Hwy",
            "Albion Park Rail NSW 2527",
            "Ph (02) 4256 7710",
            "Trademate Hardware Pty Ltd",
            "ABN 41 612 330 587",
        ),
        6.6,
        SANS,
        pitch=8.2,
    )
    _centre(c, w, y - 8, "TAX INVOICE", 11, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (("Invoice No: 381142", "Reg 3"), ("Fri 04/12/2026", "07:18"), ("Served by: Brad", "")),
        s,
        pitch=p,
    )
    _text(c, x0, y - 2, "TRADE ACCOUNT:", s, BOLD)
    _text(c, x0, y - 2 - p, "COASTLINE DECKS PTY LTD", s, BOLD)
    y -= 2 * p + 2
    _rule(c, x0, x1, y + 3, "-", s)
    # (code, name, qty, unit)
    rows = [
        ("0087114", "TREATED PINE 90X45 H3 2.4M", "6", "14.20"),
        ("3021459", "DECK SCREW 10G 50MM 500PK", None, "39.98"),
        ("0440183", "CONCRETE MIX 20KG", "4", "9.45"),
        ("2210870", "SILICONE CLEAR 300G", "2", "8.95"),
        ("5512009", "PAINT BRUSH 63MM", None, "12.48"),
        ("0078123", "JOIST HANGER GAL 45MM", "8", "3.26"),
        ("6630041", "STRING LINE 100M", None, "6.97"),
    ]
    amounts = [_amount(q or "1", u) for _, _, q, u in rows]
    y -= 6
    items = []
    for (code, name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, code, s, MONO)
        _text(c, x0 + 32, y, name, 6.4, MONO)
        y -= p
        if qty:
            _text(c, x0 + 32, y, f"{qty} @ ${unit}", s, MONO)
        _text(c, x1, y, f"${_f(amount)}", s, MONO, True)
        items.append(_item(name, _f(amount), qty, unit if qty else None, code))
        y -= p + 1
    total = sum(amounts, ZERO)
    gst = _within(total, "10")
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 8, "TOTAL", 12, BOLD)
    _text(c, x1, y - 8, f"${_f(total)}", 12, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (
            ("GST INCLUDED IN TOTAL", f"${_f(gst)}"),
            ("EFTPOS", f"${_f(total)}"),
            ("CHANGE", "$0.00"),
            (f"ITEMS SOLD: {sum(int(r[2] or 1) for r in rows)}", ""),
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
            ("CUSTOMER COPY", ""),
            ("MASTERCARD", "CREDIT"),
            ("CARD NO.", "XXXXXXXXXXXX8804"),
            ("PURCHASE AUD", f"${_f(total)}"),
            ("RRN 004471188201", "AUTH 55810Z"),
            ("APPROVED", "00"),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "Returns within 30 days with this invoice.",
            "Timber cut to length is non-refundable.",
            "Open 6:30am-5pm Mon-Fri, 7am-4pm Sat",
            "trademate.com.au",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _barcode(c, w, y - 22, "3811420304122026", 18, 0.55)
    return _truth(
        "381142",
        "2026-12-04",
        _f(total),
        _f(gst),
        "AUD",
        "TRADEMATE HARDWARE",
        items,
        "COASTLINE DECKS PTY LTD",
    )


# ---------------------------------------------------------------------------------------------- Netherlands


def aonl9(c) -> dict:
    """A Utrecht supermarket's kassabon: AANTAL / PRIJS / BEDRAG columns, BONUS, a BTW table, PINNEN."""
    w, h = W80, 480
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setFillGray(0.3)
    c.rect(w / 2 - 17, h - 46, 34, 34, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 34, "mh", 16, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 64, "MARKTHOF", 15, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 76,
        ("Markthof Lombok", "Kanaalstraat 118", "3531 CK Utrecht", "Tel: 030 - 294 1877"),
        6.6,
        SANS,
        pitch=8.2,
    )
    _rule(c, x0, x1, y + 1, "-", s)
    cols = ((x0, False), (x0 + 22, False), (x1 - 40, True), (x1, True))
    for (x, right), t in zip(cols, ("AANTAL", "", "PRIJS", "BEDRAG")):
        _text(c, x, y - 8, t, 6.2, BOLD, right)
    _text(c, x0 + 28, y - 8, "OMSCHRIJVING", 6.2, BOLD)
    # (qty, name, unit, rate, bonus saving)
    rows = [
        ("1", "MH VOLLE MELK", "1.29", "9", None),
        ("2", "MH ROOMBOTER", "2.79", "9", "1.40"),
        ("1", "BANANEN TROS", "1.89", "9", None),
        ("1", "JONGE KAAS PLAKKEN", "3.49", "9", None),
        ("1", "VERSE JUS 1L", "3.19", "9", "0.80"),
        ("2", "STROOPWAFELS", "1.69", "9", None),
        ("1", "HAGELSLAG PUUR", "2.39", "9", None),
        ("1", "AFWASMIDDEL 500ML", "2.15", "21", None),
        ("1", "WC PAPIER 8 ROL", "4.99", "21", "1.25"),
    ]
    amounts = [_amount(q, u) for q, _, u, _, _ in rows]
    y -= 8 + p + 2
    items = []
    for (qty, name, unit, _, bonus), amount in zip(rows, amounts):
        _text(c, x0 + 8, y, qty, s, MONO)
        _text(c, x0 + 22, y, name, s, MONO)
        if qty != "1":
            _text(c, x1 - 40, y, _eu(Decimal(unit)), s, MONO, True)
            items.append(_item(name, _f(amount), qty, unit))
        else:
            items.append(_item(name, _f(amount), qty))
        _text(c, x1 - 8, y, _eu(amount), s, MONO, True)
        if bonus:
            _text(c, x1, y, "B", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1 - 8, y - 6, ((f"{sum(int(r[0]) for r in rows)}  SUBTOTAAL", _eu(sub)),), s, pitch=p)
    bonus_rows = [(r[1], Decimal(r[4])) for r in rows if r[4]]
    y = _two(c, x0 + 8, x1 - 8, y, ((f"BONUS {n}", f"-{_eu(b)}") for n, b in bonus_rows), s, pitch=p)
    savings = sum((b for _, b in bonus_rows), ZERO)
    total = sub - savings
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1 - 8, y - 6, (("UW VOORDEEL", _eu(savings)),), s, pitch=p)
    _text(c, x0, y - 4, "TOTAAL", 11, BOLD)
    _text(c, x1 - 8, y - 4, _eu(total), 11, BOLD, True)
    y = _two(c, x0, x1 - 8, y - 18, (("PINNEN", _eu(total)),), s, pitch=p)
    gross = {"9": ZERO, "21": ZERO}
    for r, a in zip(rows, amounts):
        gross[r[3]] += a - Decimal(r[4] or "0")
    btw = {k: _within(g, k) for k, g in gross.items()}
    tax = btw["9"] + btw["21"]
    _rule(c, x0, x1, y + 3, "-", s)
    cols = ((x0, False), (x1 - 90, True), (x1 - 46, True), (x1, True))
    for (x, right), t in zip(cols, ("BTW", "OVER", "BTW", "TOTAAL")):
        _text(c, x, y - 6, t, s, BOLD, right)
    y -= 6 + p
    for k in ("9", "21"):
        cells = (f"{k}%", _eu(gross[k] - btw[k]), _eu(btw[k]), _eu(gross[k]))
        for (x, right), t in zip(cols, cells):
            _text(c, x, y, t, s, MONO, right)
        y -= p
    for (x, right), t in zip(cols, ("TOTAAL", _eu(total - tax), _eu(tax), _eu(total))):
        _text(c, x, y, t, s, BOLD, right)
    _rule(c, x0, x1, y - 5, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 14,
        (
            ("Klantticket", ""),
            ("Terminal", "CT8W2271"),
            ("Merchant", "418822"),
            ("Kaart", "Maestro ****4471"),
            ("Autorisatiecode", "K7P211"),
            ("Bedrag", f"EUR {_eu(total)}"),
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
        (("Filiaal 1402", "Kassa 3"), ("Bonnummer 0417", "06-12-2026 17:23")),
        s,
        pitch=p,
    )
    y = _lines(
        c,
        w,
        y - 4,
        ("Markthof Supermarkten B.V.", "KvK 30218844  BTW NL8121.44.902.B01", "Bedankt en tot ziens!"),
        6.4,
        SANS,
        pitch=8.2,
    )
    _barcode(c, w, y - 22, "140230417061226", 18, 0.55)
    return _truth("0417", "2026-12-06", _f(total), _f(tax), "EUR", "MARKTHOF", items)


# ---------------------------------------------------------------------------------------------- United States


def aous10(c) -> dict:
    """A Chicago pharmacy's receipt: an Rx copay, rewards savings under the items, T / N flags, coupons."""
    w, h = W80, 526
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setFillGray(0.2)
    c.rect(w / 2 - 5, h - 44, 10, 30, stroke=0, fill=1)
    c.rect(w / 2 - 15, h - 34, 30, 10, stroke=0, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 60, "CAREPOINT PHARMACY", 12, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 72,
        (
            "STORE #08817",
            "3310 W BELMONT AVE",
            "CHICAGO, IL 60618",
            "STORE (773) 555-0163",
            "RX (773) 555-0164",
        ),
        s,
        pitch=p,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (("REG 2  TRANS# 2041", "OP 0391"), ("Dec 6, 2026", "3:18 PM")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s)
    # (name, qty, unit, taxed, rewards saving)
    rows = [
        ("RX#6627104 COPAY", None, "10.00", False, None),
        ("ADVIL TABLETS 200MG 100CT", None, "13.49", True, "3.00"),
        ("CP VITAMIN D3 2000IU 90CT", None, "9.99", True, "2.50"),
        ("KLEENEX TISSUE 3PK", "2", "5.49", True, "2.00"),
        ("HALLS COUGH DROPS 30CT", None, "2.79", True, None),
        ("DASANI WATER 20OZ", "2", "2.29", True, None),
        ("CP SALINE NASAL SPRAY", None, "4.49", True, None),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _, _ in rows]
    y -= 6
    items = []
    for (name, qty, unit, taxed, saving), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, _f(amount), s, MONO, True)
        _text(c, x1, y, "T" if taxed else "N", s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 8, y, f"{qty} @ {unit}", s, MONO)
        items.append(_item(name, _f(amount), qty, unit if qty else None))
        if saving:
            y -= p
            _text(c, x0 + 8, y, "REWARDS SAVINGS", s, MONO)
            _text(c, x1 - 10, y, f"{saving}-", s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    savings = sum((Decimal(r[4]) for r in rows if r[4]), ZERO)
    taxable = sum((a - Decimal(r[4] or "0") for r, a in zip(rows, amounts) if r[3]), ZERO)
    tax = _r(taxable * Decimal("0.1025"))
    total = sub - savings + tax
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0 + 20,
        x1 - 10,
        y - 6,
        (("SUBTOTAL", _f(sub)), ("REWARDS SAVINGS", f"{_f(savings)}-"), ("SALES TAX T=10.25%", _f(tax))),
        s,
        pitch=p,
    )
    _text(c, x0 + 20, y - 2, "TOTAL", 10, BOLD)
    _text(c, x1 - 10, y - 2, _f(total), 10, BOLD, True)
    y = _two(c, x0 + 20, x1 - 10, y - 16, (("VISA CREDIT", _f(total)), ("CHANGE", "0.00")), s, pitch=p)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("VISA CARD  ************3307", ""),
            ("CHIP READ   AUTH# 118842", ""),
            ("AID A0000000031010", ""),
            ("AMOUNT", f"${_f(total)}"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 1, "=", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "CAREPOINT REWARDS #*****4471",
            f"TODAY YOU SAVED ${_f(savings)}",
            "YEAR TO DATE SAVINGS $88.40",
            f"ITEMS: {sum(int(r[1] or 1) for r in rows)}",
        ),
        s,
        BOLD,
        pitch=p,
    )
    _rule(c, x0, x1, y + 1, "=", s)
    y = _lines(
        c,
        w,
        y - 6,
        (
            "$3.00 OFF YOUR NEXT PURCHASE",
            "OF $15.00 OR MORE",
            "EXPIRES Dec 20, 2026",
            "ONE COUPON PER CUSTOMER",
        ),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 22, "08817020412062026", 18, 0.5)
    y = _lines(
        c,
        w,
        y - 34,
        (
            "RETURNS WITH RECEIPT WITHIN 30 DAYS",
            "PRESCRIPTIONS CANNOT BE RETURNED",
            "CarePoint Health Stores, Inc.",
            "TELL US ABOUT YOUR VISIT:",
            "carepoint.com/survey",
        ),
        6.4,
        pitch=8.2,
    )
    return _truth("2041", "2026-12-06", _f(total), _f(tax), "USD", "CAREPOINT PHARMACY", items)


LAYOUTS = {
    "aouk1": (aouk1, (W80, 458)),
    "aofr2": (aofr2, (W80, 374)),
    "aode3": (aode3, (W80, 537)),
    "aoit4": (aoit4, (W80, 454)),
    "aous5": (aous5, (W80, 417)),
    "aojp6": (aojp6, (W80, 390)),
    "aomx7": (aomx7, (W80, 417)),
    "aoau8": (aoau8, (W80, 526)),
    "aonl9": (aonl9, (W80, 480)),
    "aous10": (aous10, (W80, 526)),
}
SCANNED = tuple(LAYOUTS)
