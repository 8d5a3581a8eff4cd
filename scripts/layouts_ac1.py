"""Ten more till receipts and bills on 80 mm thermal paper, written on 2026-12-07 in the manner of
scripts/layouts_set.py and of the SROIE and WildReceipt photos, a held-out set ac, all ten also written as
scans. They are a Monterrey convenience store's ticket in the manner of OXXO's (its logo white on a dark box,
CANT / DESCRIPCION / P.U. / IMPORTE columns, IVA 16 % included, cash and change, a points card line, a
barcode), a Lisbon pastelaria's "Fatura simplificada" (NIF, "Consumidor final", "3 x 1,30" lines under the
items, IVA 13 % and 23 % included with an IVA table and "Total IVA", EUR with decimal commas, ATCUD and an AT
QR code), a Gothenburg supermarket's kvitto in the manner of ICA's (SEK with decimal commas, "2 st x 54,90"
and weighed "0,842 kg x 24,90 kr/kg" lines under the items, discounts under the items they discount, a
loyalty card, moms 12 % and 25 % in a Moms / Netto / Brutto table with a "Summa" row), a Prague supermarket's
uctenka in the manner of Albert's (CZK, DPH letters A 12 % and B 21 % after the amounts, "8 ks x 3,90 Kc" and
weight lines under the items, a card discount, a "Rekapitulace DPH" table and "DPH celkem"), an Istanbul
market's fis in the manner of Migros's (quantity and weight lines above the items, KDV %1 and %20 after the
names, amounts with a star, a card discount, "TOPKDV" and "TOPLAM", MF and EKU numbers), an Amarillo gas
station's receipt (a fuel line with gallons x price per gallon under it, a fuel rewards discount, shop items
with T flags, sales tax 8.25 %, "Dec 5, 2026"), a Harrogate pharmacy's receipt in the manner of Boots's (VAT
codes A and Z after each line, a "3 FOR 2" saving on its own line after the items, a VAT table with "VAT
TOTAL", a rewards card, contactless Visa), a Bandung cafe's struk (IDR in whole rupiah with dot thousands,
"2 x 28.000" under every item, service 5 % and PB1 10 %, cash and change, a QRIS code), a Quezon City
fast-food sales invoice (PHP, quantities before the items with "@ 72.00" under them, a drink printed under
a meal without a price, "VATable Sales" and "VAT Amount (12%)", blank "Sold to" lines) and a Cape Town food
hall's tax invoice in the manner of Woolworths's (ZAR, "#" after the amounts of zero-rated goods, a weighed
line, a rewards saving under an item, VAT 15 % included on the standard-rated goods).

What the values say where a page leaves a choice: vendor_name is the shop's name printed big at the top (the
logo: "DOBLE-O", "HEMMA", "DOBRA VOLBA", "PRAIRIE FUEL", "KOPI SENJA", "KAINAN EXPRESS", "MARULA FOODS",
"Wellmore Pharmacy"), not the legal name printed smaller under it; where the top line is the legal name
itself it is the vendor with its legal form ("Pastelaria Flor do Tejo, Lda.", "KARDELEN MAGAZACILIK A.S.").
No page prints a customer (the Lisbon "Consumidor final" and the blank Philippine "Sold to" lines are none).
document_number is the labelled ticket, invoice, receipt, doklad, fis, transaction or struk number: "TICKET",
the Portuguese invoice's series and number "FS 2026A/18342" (not the ATCUD), "Kvittonr", "Doklad c.", "FIS
NO", "TRAN#", "Receipt No.", "No. Struk", the Philippine "SI No." (not the big order number nor MIN / SN) and
the South African "Tax Inv No"; never a store, till, terminal, Z or EKU number. The date is the day of the
purchase, ISO. total_amount is the purchase total with its tax, after the discounts ("TOTAL", "Totalt SEK",
"CELKEM", "TOPLAM", "TOTAL DUE PHP"), never the cash tendered nor the change; IDR in whole rupiah as printed,
without decimals. tax_amount is the tax printed: the IVA 16 % included on the Mexican ticket, the "Total IVA"
(13 % plus 23 %) in Lisbon, the moms table's "Summa" (12 % plus 25 %) in Gothenburg, "DPH celkem" in Prague,
"TOPKDV" in Istanbul, the sales tax in Amarillo, "VAT TOTAL" in Harrogate, the PB1 10 % in Bandung (its
service charge is no tax), the "VAT Amount (12%)" in Quezon City and the VAT 15 % included in Cape Town.
currency is the ISO code of the money printed (MXN, EUR, SEK, CZK, TRY, USD, GBP, IDR, PHP, ZAR).
A line item is a line that sells something at a price: its description is the text on the item's line as
printed (without a quantity printed before it, and without the amount and the tax letter, rate, flag or "#"
after it); its quantity and unit price are given only where the page prints them (a "2 st x 54,90", "8 ks x
3,90 Kc", "2 AD X 14,75", "2 @ $3.29", "2 @ 1.10", "2 @ R42.99", "3 x 1,30", "1 x 18.000" or "@ 72.00" line,
or the P.U. column; a weighed line's quantity is its weight and its unit price the price per kg; the fuel
line's quantity is its gallons and its unit price the price per gallon; a quantity printed before a
description with no unit price, as on the Philippine invoice, is a quantity alone); its line_amount is the
amount printed on it, before any discount printed under it. Discount, rewards and "3 FOR 2" lines, the
service charge and the unpriced drink under a meal are no line items, so where a page discounts, its items
sum to its total (or subtotal) plus its discounts. Every figure is computed here in Decimal (rounded half
up): quantities times prices, sums, discounts, tax added or included (gross x rate / (100 + rate), per rate),
service charges.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _barcode, _bare, _centre, _lines, _qr, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"
SERIF_BOLD = "Times-Bold"
CENT, ONE, ZERO = Decimal("0.01"), Decimal(1), Decimal(0)
W80 = 80 * mm


def _r(x: Decimal, step: Decimal = CENT) -> Decimal:
    """Rounded to ``step`` (the cent unless told), half up."""
    return x.quantize(step, ROUND_HALF_UP)


def _f(x: Decimal) -> str:
    return f"{x:.2f}"


def _k(x: Decimal) -> str:
    """An amount with thousands commas: 1,234.56."""
    return f"{x:,.2f}"


def _c(x: Decimal) -> str:
    """An amount with a decimal comma and dot thousands (Turkey): 1.234,56."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def _s(x: Decimal) -> str:
    """An amount with a decimal comma and space thousands (Sweden, Czechia, Portugal): 1 234,56."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",")


def _rp(x: Decimal) -> str:
    """Whole rupiah with dot thousands: 254.100."""
    return f"{int(x):,}".replace(",", ".")


def _amount(qty: str, unit: str, step: Decimal = CENT) -> Decimal:
    return _r(Decimal(qty) * Decimal(unit), step)


def _within(gross: Decimal, rate: str) -> Decimal:
    """The tax at ``rate`` % included in a gross amount."""
    return _r(gross * Decimal(rate) / (100 + Decimal(rate)))


def _dec(s: str) -> str:
    """A plain quantity or price written with a decimal comma: "0,842" -> "0.842"."""
    return s.replace(",", ".")


def _dash(c, x0: float, x1: float, y: float, on: float = 2, off: float = 2, width: float = 0.6) -> None:
    """A dashed rule drawn as a line."""
    c.saveState()
    c.setDash(on, off)
    c.setLineWidth(width)
    c.line(x0, y, x1, y)
    c.restoreState()


def _truth(number: str, date: str, total: str, tax: str | None, currency: str, vendor: str, items) -> dict:
    fields = {"document_number": number, "date": date, "total_amount": total}
    if tax is not None:
        fields["tax_amount"] = tax
    return {"fields": {**fields, "currency": currency, "vendor_name": vendor}, "line_items": items}


# ---------------------------------------------------------------------------------------------- Mexico


def acmx1(c) -> dict:
    """A Monterrey convenience store's ticket: CANT / DESCRIPCION / P.U. / IMPORTE, IVA 16 % included."""
    w, h = W80, 385
    x0, x1, s, p = 10, W80 - 10, 6.8, 9
    c.setFillColorRGB(0.72, 0.08, 0.1)
    c.roundRect(48, h - 50, w - 96, 34, 6, stroke=0, fill=1)
    c.setFillColorRGB(0.98, 0.78, 0.1)
    c.rect(48, h - 54, w - 96, 3, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 41, "DOBLE-O", 20, SANS_BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 66,
        (
            "CADENA COMERCIAL DOBLE O, S.A. DE C.V.",
            "RFC: CCD950314K27",
            "AV. CONSTITUCION 1450 PTE. COL. CENTRO",
            "MONTERREY, NUEVO LEON C.P. 64000",
            "SUC. 50RTQ CONSTITUCION",
        ),
        6.2,
        MONO,
        pitch=8,
    )
    _rule(c, x0, x1, y + 2, "=", s)
    y = _two(
        c,
        x0,
        x1,
        y - p + 2,
        (("FECHA: 05/DIC/2026", "HORA: 19:42"), ("CAJA: 01", "CAJERO: 3318"), ("TICKET: 4418-0927", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    cols = ((x0, False), (x0 + 24, False), (x1 - 48, True), (x1, True))
    for (x, right), t in zip(cols, ("CANT", "DESCRIPCION", "P.U.", "IMPORTE")):
        _text(c, x, y - p + 2, t, 6.2, BOLD, right)
    _rule(c, x0, x1, y - 2 * p + 4, "-", s)
    rows = [
        ("1", "COCA COLA 600ML", "22.00"),
        ("2", "PAPAS SAL 45G", "21.00"),
        ("1", "TORTA DE JAMON", "38.50"),
        ("1", "CAFE AMERICANO GDE", "29.00"),
        ("1", "PASTELITO CHOC 50G", "18.00"),
        ("3", "AGUA NATURAL 1L", "15.50"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 3 * p - 4
    for (qty, name, unit), amount in zip(rows, amounts):
        for (x, right), t in zip(cols, (qty, name, unit, _f(amount))):
            _text(c, x + (8 if x == x0 else 0), y, t, s, MONO, right)
        y -= p
    total = sum(amounts, ZERO)
    iva = _within(total, "16")
    count = sum(int(q) for q, _, _ in rows)
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0, x1, y - 6, ((f"ARTICULOS: {count}", ""),), s, pitch=p)
    _text(c, x0, y - 4, "TOTAL", 11, BOLD)
    _text(c, x1, y - 4, f"${_f(total)}", 11, BOLD, True)
    cash = Decimal(200)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (
            ("IVA 16% INCLUIDO", f"${_f(iva)}"),
            ("EFECTIVO", f"${_f(cash)}"),
            ("SU CAMBIO", f"${_f(cash - total)}"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (("TARJETA PUNTOS: ****7731", ""), ("PUNTOS GANADOS: 19", "SALDO: 412")),
        6.2,
        pitch=8,
    )
    y = _lines(
        c,
        w,
        y - 6,
        (
            "ESTE TICKET NO ES UN COMPROBANTE FISCAL",
            "FACTURE EN doble-o.com.mx/facturacion",
            "DENTRO DEL MES DE SU COMPRA",
            "GRACIAS POR SU COMPRA",
        ),
        6,
        MONO,
        pitch=8,
    )
    _barcode(c, w, y - 22, "50RTQ44180927", 20, 0.62)
    _centre(c, w, y - 30, "50RTQ 4418 0927", 6, MONO)
    items = [_bare(d, _f(a), q, u) for (q, d, u), a in zip(rows, amounts)]
    return _truth("4418-0927", "2026-12-05", _f(total), _f(iva), "MXN", "DOBLE-O", items)


# ---------------------------------------------------------------------------------------------- Portugal


def acpt2(c) -> dict:
    """A Lisbon pastelaria's fatura simplificada: IVA 13 % and 23 % included, an IVA table, ATCUD, a QR."""
    w, h = W80, 424
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    _centre(c, w, h - 26, "Pastelaria Flor do Tejo, Lda.", 11, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 40,
        (
            "Rua de Belém, 112",
            "1300-085 Lisboa",
            "Tel. 213 640 118",
            "NIF: 514 203 871",
            "Capital social 5.000 EUR",
        ),
        6.6,
        SANS,
        pitch=8.4,
    )
    _dash(c, x0, x1, y + 3)
    _centre(c, w, y - 8, "Fatura simplificada", 9.5, SANS_BOLD)
    _centre(c, w, y - 19, "FS 2026A/18342", 9.5, BOLD)
    _centre(c, w, y - 28, "Original", 6, SANS)
    y = _two(
        c,
        x0,
        x1,
        y - 40,
        (
            ("Data: 2026-12-05", "Hora: 09:14"),
            ("Contribuinte: Consumidor final", ""),
            ("Mesa: 4", "Op.: Ana"),
        ),
        6.6,
        MONO,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    _text(c, x0, y - 5, "Designação", s, SANS_BOLD)
    _text(c, x1 - 44, y - 5, "IVA", s, SANS_BOLD, True)
    _text(c, x1, y - 5, "Total", s, SANS_BOLD, True)
    _dash(c, x0, x1, y - 9)
    rows = [
        ("Pastel de nata", "3", "1,30", "13"),
        ("Bica", "2", "0,90", "13"),
        ("Tosta mista", "1", "3,40", "13"),
        ("Coca-Cola lata 33cl", "1", "2,10", "23"),
        ("Croissant misto", "1", "2,80", "13"),
        ("Água Luso 50cl", "1", "1,20", "23"),
    ]
    amounts = [_amount(q, _dec(u)) for _, q, u, _ in rows]
    y -= 19
    for (name, qty, unit, rate), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 44, y, f"{rate}%", s, MONO, True)
        _text(c, x1, y, _s(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 10, y, f"{qty} x {unit}", s, MONO)
        y -= p
    total = sum(amounts, ZERO)
    _dash(c, x0, x1, y + 4)
    _text(c, x0, y - 8, "TOTAL", 11, SANS_BOLD)
    _text(c, x1, y - 8, f"{_s(total)} €", 11, SANS_BOLD, True)
    y -= 22
    _two(c, x0, x1, y, (("Multibanco", _s(total)),), s, MONO, pitch=p)
    y -= p + 4
    heads = ((x0, "Taxa", False), (x0 + 76, "Incidência", True), (x0 + 130, "IVA", True), (x1, "Total", True))
    for x, t, right in heads:
        _text(c, x, y, t, 6.4, SANS_BOLD, right)
    y -= p
    tax_total = ZERO
    for rate in ("13", "23"):
        gross = sum((a for r, a in zip(rows, amounts) if r[3] == rate), ZERO)
        iva = _within(gross, rate)
        tax_total += iva
        for (x, _, right), t in zip(heads, (f"IVA {rate}%", _s(gross - iva), _s(iva), _s(gross))):
            _text(c, x, y, t, 6.4, MONO, right)
        y -= p
    _text(c, x0, y, "Total IVA", 6.8, SANS_BOLD)
    _text(c, x0 + 130, y, _s(tax_total), 6.8, BOLD, True)
    y -= p + 2
    _dash(c, x0, x1, y + 4)
    _centre(c, w, y - 6, "ATCUD: JF4T8KQ2-18342", 6.8, BOLD)
    payload = (
        "A:514203871*B:999999990*C:PT*D:FS*E:N*F:20261205*G:FS 2026A/18342*H:JF4T8KQ2-18342*I1:PT"
        f"*N:{tax_total}*O:{total}*Q:Xk3f*R:2841"
    )
    _qr(c, payload, w / 2 - 30, y - 72, 60)
    _lines(
        c,
        w,
        y - 82,
        (
            "IVA incluído à taxa em vigor",
            "Xk3f-Processado por programa certificado n.º 2841/AT",
            "Obrigado e volte sempre!",
        ),
        5.8,
        SANS,
        pitch=7.6,
    )
    items = []
    for (name, qty, unit, _), amount in zip(rows, amounts):
        items.append(_bare(name, _f(amount), qty, _dec(unit)) if qty != "1" else _bare(name, _f(amount)))
    return _truth(
        "FS 2026A/18342",
        "2026-12-05",
        _f(total),
        _f(tax_total),
        "EUR",
        "Pastelaria Flor do Tejo, Lda.",
        items,
    )


# ---------------------------------------------------------------------------------------------- Sweden


def acse3(c) -> dict:
    """A Gothenburg supermarket's kvitto: "st x" and weighed lines, discounts under items, moms 12 / 25 %."""
    w, h = W80, 402
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    c.setFillColorRGB(0.8, 0.05, 0.1)
    _centre(c, w, h - 34, "HEMMA", 26, SANS_BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 48,
        (
            "Supermarket Majorna",
            "Karl Johansgatan 44, 414 59 Göteborg",
            "Tel 031-12 44 70",
            "Hemmabutiken i Majorna AB",
            "Org.nr 556812-4471",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    y -= 4
    # (name, qty, unit, amount-from, rate, discount label, discount)
    rows = [
        ("Mellanmjölk 1,5% 1 l", None, "16,90", "12", None, None),
        ("Bregott Normalsaltat 600 g", "2", "54,90", "12", "Stammispris 2 för 89", "20,80"),
        ("Bananer", "0,842", "24,90", "12", None, None),
        ("Kycklingfilé 900 g", None, "119,00", "12", "Veckans erbjudande", "24,00"),
        ("Bryggkaffe Mellanrost 450 g", None, "64,95", "12", None, None),
        ("Diskmedel Sensitive 500 ml", None, "29,95", "25", None, None),
        ("Kanelbulle", "4", "12,50", "12", None, None),
        ("Bärkasse papper", None, "7,00", "25", None, None),
    ]
    amounts = [_amount(_dec(q or "1"), _dec(u)) for _, q, u, _, _, _ in rows]
    _dash(c, x0, x1, y + 4)
    _text(c, x0, y - 5, "Beskrivning", s, SANS_BOLD)
    _text(c, x1, y - 5, "Pris", s, SANS_BOLD, True)
    _dash(c, x0, x1, y - 9)
    y -= 19
    disc_total = ZERO
    gross = {"12": ZERO, "25": ZERO}
    for (name, qty, unit, rate, label, disc), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1, y, _s(amount), s, MONO, True)
        gross[rate] += amount
        if qty:
            y -= p
            per = f"{qty} kg x {unit} kr/kg" if "," in qty else f"{qty} st x {unit}"
            _text(c, x0 + 10, y, per, s, MONO)
        if label:
            y -= p
            d = Decimal(_dec(disc))
            disc_total += d
            gross[rate] -= d
            _text(c, x0 + 10, y, label, s, MONO)
            _text(c, x1, y, f"-{disc}", s, MONO, True)
        y -= p
    total = sum(amounts, ZERO) - disc_total
    _dash(c, x0, x1, y + 4)
    count = sum(int(q) if q and "," not in q else 1 for _, q, _, _, _, _ in rows)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        ((f"Totalt {count} varor", ""), ("Summa rabatter", f"-{_s(disc_total)}")),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "Totalt SEK", 11, SANS_BOLD)
    _text(c, x1, y - 4, _s(total), 11, SANS_BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("Betalat med Bankkort", _s(total)), ("Visa Debit ************2290", "")),
        s,
        pitch=p,
    )
    y -= 4
    heads = ((x0, "Moms %", False), (x0 + 86, "Moms", True), (x0 + 140, "Netto", True), (x1, "Brutto", True))
    for x, t, right in heads:
        _text(c, x, y, t, 6.4, SANS_BOLD, right)
    y -= p
    moms_total = ZERO
    for rate in ("12", "25"):
        moms = _within(gross[rate], rate)
        moms_total += moms
        for (x, _, right), t in zip(heads, (f"{rate},00", _s(moms), _s(gross[rate] - moms), _s(gross[rate]))):
            _text(c, x, y, t, 6.4, MONO, right)
        y -= p
    for (x, _, right), t in zip(heads, ("Summa", _s(moms_total), _s(total - moms_total), _s(total))):
        _text(c, x, y, t, 6.4, BOLD, right)
    y -= p
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("Stammis 7731 **** 0128", ""),
            ("Bonus detta köp", "3,75"),
            ("Kvittonr 20471", "Kassa 3"),
            ("2026-12-05", "17:32"),
        ),
        s,
        pitch=p,
    )
    _lines(
        c,
        w,
        y - 4,
        ("Öppet alla dagar 7-22", "Spara kvittot - öppet köp 30 dagar", "Välkommen åter!"),
        6.2,
        SANS,
        8,
    )
    items = []
    for (name, qty, unit, _, _, _), amount in zip(rows, amounts):
        items.append(_bare(name, _f(amount), _dec(qty), _dec(unit)) if qty else _bare(name, _f(amount)))
    return _truth("20471", "2026-12-05", _f(total), _f(moms_total), "SEK", "HEMMA", items)


# ---------------------------------------------------------------------------------------------- Czechia


def accz4(c) -> dict:
    """A Prague supermarket's uctenka: DPH letters A / B, ks and kg lines under items, Rekapitulace DPH."""
    w, h = W80, 405
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    c.setFillColorRGB(0.1, 0.35, 0.75)
    c.rect(x0, h - 46, w - 2 * x0, 30, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 38, "DOBRA VOLBA", 18, SANS_BOLD)
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 58,
        (
            "Dobra Volba Retail s.r.o.",
            "Vinohradska 1511/230, 100 00 Praha 10",
            "ICO: 28173214   DIC: CZ28173214",
            "Prodejna 4418 Praha - Strasnice",
        ),
        6.4,
        MONO,
        pitch=8.2,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    # (name, qty, unit, unit word, letter)
    rows = [
        ("Rohlik tukovy 43g", "8", "3,90", "ks", "A"),
        ("Mleko polotucne 1l", None, "24,90", None, "A"),
        ("Syr Eidam 30% krajeny", "0,312", "219,00", "kg", "A"),
        ("Kureci prsni rizky", "0,545", "189,90", "kg", "A"),
        ("Pivo svetle lezak 0,5l", "3", "32,90", "ks", "B"),
        ("Jar na nadobi 450ml", None, "49,90", None, "B"),
        ("Banany", "0,960", "34,90", "kg", "A"),
    ]
    rates = {"A": "12", "B": "21"}
    amounts = [_amount(_dec(q or "1"), _dec(u)) for _, q, u, _, _ in rows]
    y -= 8
    for (name, qty, unit, word, letter), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, _s(amount), s, MONO, True)
        _text(c, x1, y, letter, s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 10, y, f"{qty} {word} x {unit} Kc", s, MONO)
        if name.startswith("Jar"):
            y -= p
            _text(c, x0 + 10, y, "Sleva s kartou", s, MONO)
            _text(c, x1 - 10, y, "-10,00", s, MONO, True)
            _text(c, x1, y, letter, s, MONO, True)
        y -= p
    disc = Decimal("10.00")
    total = sum(amounts, ZERO) - disc
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 9, "CELKEM", 11, BOLD)
    _text(c, x1, y - 9, f"{_s(total)} Kc", 11, BOLD, True)
    y = _two(
        c, x0, x1, y - 22, (("Platebni karta", _s(total)), ("MASTERCARD ****8840", "AUT: 552190")), s, pitch=p
    )
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - 6, "Rekapitulace DPH", s, BOLD)
    y -= 6 + p
    heads = ((x0, "Sazba", False), (x0 + 90, "Zaklad", True), (x0 + 140, "DPH", True), (x1, "Celkem", True))
    for x, t, right in heads:
        _text(c, x, y, t, 6.4, BOLD, right)
    y -= p
    dph_total = ZERO
    for letter, rate in rates.items():
        gross = sum((a for r, a in zip(rows, amounts) if r[4] == letter), ZERO)
        if letter == "B":
            gross -= disc
        dph = _within(gross, rate)
        dph_total += dph
        for (x, _, right), t in zip(heads, (f"{letter} {rate}%", _s(gross - dph), _s(dph), _s(gross))):
            _text(c, x, y, t, 6.4, MONO, right)
        y -= p
    y = _two(c, x0, x1, y - 2, (("DPH celkem", _s(dph_total)),), s, BOLD, pitch=p)
    _rule(c, x0, x1, y + 2, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (
            ("Karta DOBRA VOLBA PLUS", "*****2215"),
            ("Usetreno dnes", "10,00 Kc"),
            ("Doklad c.: 0412-07841", "Pokl. 03"),
            ("05.12.2026 18:07", "Pokladni: 118"),
        ),
        s,
        pitch=p,
    )
    y = _lines(c, w, y - 4, ("Dekujeme za nakup", "Reklamace pouze s dokladem"), 6.2, MONO, 8)
    _barcode(c, w, y - 22, "04120784118", 18, 0.7)
    items = []
    for (name, qty, unit, _, _), amount in zip(rows, amounts):
        items.append(_bare(name, _f(amount), _dec(qty), _dec(unit)) if qty else _bare(name, _f(amount)))
    return _truth("0412-07841", "2026-12-05", _f(total), _f(dph_total), "CZK", "DOBRA VOLBA", items)


# ---------------------------------------------------------------------------------------------- Turkey


def actr5(c) -> dict:
    """An Istanbul market's fis: quantity lines above the items, KDV %1 / %20, star amounts, TOPKDV."""
    w, h = W80, 389
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    _centre(c, w, h - 24, "KARDELEN MAGAZACILIK A.S.", 10, BOLD)
    y = _lines(
        c,
        w,
        h - 38,
        (
            "KADIKOY ACIBADEM SUBESI",
            "ACIBADEM CAD. NO: 118 KADIKOY/ISTANBUL",
            "TEL: 0216 339 44 71",
            "BUYUK MUKELLEFLER V.D. 5870012345",
            "MERSIS NO: 0587001234500017",
        ),
        6.2,
        MONO,
        pitch=8,
    )
    y = _two(
        c, x0, x1, y - 6, (("TARIH : 05.12.2026", "SAAT : 14:21"), ("FIS NO : 0087", "KASA: 02")), s, pitch=p
    )
    _rule(c, x0, x1, y + 2, "-", s)
    # (qty line, name, rate, amount)
    rows = [
        (None, "EKMEK 350 G", "1", "12.50"),
        (("2", "AD", "14,75"), "AYRAN 300 ML", "1", None),
        (("0,735", "KG", "54,90"), "DOMATES", "1", None),
        (None, "BEYAZ PEYNIR 500 G", "1", "189.90"),
        (None, "DEMLIK CAY 1000 G", "1", "249.00"),
        (None, "TOZ DETERJAN 4 KG", "20", "319.90"),
        (("2", "AD", "64,75"), "KAGIT HAVLU 8 LI", "20", None),
    ]
    amounts = [_amount(_dec(q[0]), _dec(q[2])) if q else Decimal(a) for q, _, _, a in rows]
    y -= 8
    disc = Decimal("20.00")
    gross = {"1": ZERO, "20": ZERO}
    for (qline, name, rate, _), amount in zip(rows, amounts):
        if qline:
            _text(c, x0 + 6, y, f"{qline[0]} {qline[1]} X {qline[2]}", s, MONO)
            y -= p
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 60, y, f"%{rate}", s, MONO, True)
        _text(c, x1, y, f"*{_c(amount)}", s, MONO, True)
        gross[rate] += amount
        if name.startswith("BEYAZ"):
            y -= p
            _text(c, x0 + 6, y, "KART INDIRIMI", s, MONO)
            _text(c, x1, y, f"-{_c(disc)}", s, MONO, True)
            gross[rate] -= disc
        y -= p
    total = sum(amounts, ZERO) - disc
    kdv = {rate: _within(g, rate) for rate, g in gross.items()}
    kdv_total = sum(kdv.values(), ZERO)
    _rule(c, x0, x1, y + 2, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (("KDV %1", f"*{_c(kdv['1'])}"), ("KDV %20", f"*{_c(kdv['20'])}"), ("TOPKDV", f"*{_c(kdv_total)}")),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOPLAM", 11, BOLD)
    _text(c, x1, y - 4, f"*{_c(total)}", 11, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("KREDI KARTI", f"*{_c(total)}"), ("KART NO: 4543 **** **** 1172", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (
            ("KARDELEN KART: 5321****4471", ""),
            ("KAZANILAN PUAN", "9,51"),
            ("TOPLAM KAZANCINIZ", f"{_c(disc)} TL"),
        ),
        6.4,
        pitch=8.4,
    )
    y = _lines(
        c,
        w,
        y - 4,
        ("IADE VE DEGISIM ICIN FISINIZI SAKLAYINIZ", "BIZI TERCIH ETTIGINIZ ICIN TESEKKURLER"),
        6,
        MONO,
        8,
    )
    y = _two(c, x0, x1, y - 4, (("Z NO: 0412", "EKU NO: 0001"),), 6.4, pitch=8.4)
    _centre(c, w, y - 4, "MF YAB 16024871", 8, BOLD)
    _barcode(c, w, y - 34, "0412000870512", 20, 0.62)
    items = []
    for (qline, name, _, _), amount in zip(rows, amounts):
        items.append(
            _bare(name, _f(amount), _dec(qline[0]), _dec(qline[2])) if qline else _bare(name, _f(amount))
        )
    return _truth("0087", "2026-12-05", _f(total), _f(kdv_total), "TRY", "KARDELEN MAGAZACILIK A.S.", items)


# ---------------------------------------------------------------------------------------------- US


def acus6(c) -> dict:
    """An Amarillo gas station's receipt: gallons x price per gallon, a fuel rewards discount, sales tax."""
    w, h = W80, 348
    x0, x1, s, p = 10, W80 - 10, 7, 9
    c.setLineWidth(2)
    c.line(x0 + 20, h - 18, x1 - 20, h - 18)
    _centre(c, w, h - 40, "PRAIRIE FUEL", 19, SANS_BOLD)
    c.line(x0 + 20, h - 48, x1 - 20, h - 48)
    c.setLineWidth(0.5)
    y = _lines(
        c,
        w,
        h - 62,
        ("STORE #218", "4410 I-40 EAST", "AMARILLO, TX 79118", "(806) 555-0218"),
        6.8,
        MONO,
        pitch=8.6,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 4,
        (("Dec 5, 2026", "07:48 AM"), ("TRAN# 118204", "REG 2"), ("CSHR: KAYLA", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    gal, ppg = "12.418", "2.879"
    fuel = _amount(gal, ppg)
    save = _r(Decimal(gal) * Decimal("0.10"))
    y -= 8
    _text(c, x0, y, "REGULAR UNLEADED", s, MONO)
    _text(c, x1, y, f"${_f(fuel)}", s, MONO, True)
    y -= p
    _text(c, x0 + 8, y, f"PUMP 06  {gal} GAL @ ${ppg}/GAL", 6.4, MONO)
    y -= p
    _text(c, x0 + 8, y, "FUEL REWARDS 10c/GAL", s, MONO)
    _text(c, x1, y, f"-${_f(save)}", s, MONO, True)
    y -= p
    shop = [
        ("COFFEE 20 OZ", None, "1.89", True),
        ("BEEF JERKY 3.25 OZ", None, "6.49", False),
        ("ENERGY DRINK 16 OZ", "2", "3.29", True),
        ("BREAKFAST TACO", None, "3.49", True),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _ in shop]
    for (name, qty, unit, taxed), amount in zip(shop, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, f"{_f(amount)}", s, MONO, True)
        if taxed:
            _text(c, x1, y, "T", s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 8, y, f"{qty} @ ${unit}", s, MONO)
        y -= p
    sub = fuel - save + sum(amounts, ZERO)
    taxable = sum((a for r, a in zip(shop, amounts) if r[3]), ZERO)
    tax = _r(taxable * Decimal("0.0825"))
    total = sub + tax
    _rule(c, x0, x1, y + 3, "-", s)
    y = _two(c, x0 + 50, x1, y - 6, (("SUBTOTAL", f"${_f(sub)}"), ("TAX 8.25%", f"${_f(tax)}")), s, pitch=p)
    _text(c, x0 + 50, y - 4, "TOTAL", 11, BOLD)
    _text(c, x1, y - 4, f"${_f(total)}", 11, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("VISA ************4471", f"${_f(total)}"), ("CHIP READ  AUTH 018224", ""), ("APPROVED", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    y = _lines(
        c,
        w,
        y - 7,
        ("PRAIRIE REWARDS ****3390", "YOU SAVED $" + _f(save) + " ON FUEL TODAY", "THANK YOU - DRIVE SAFE"),
        6.4,
        MONO,
        pitch=8.4,
    )
    _barcode(c, w, y - 22, "21802118204", 18, 0.7)
    items = [_bare("REGULAR UNLEADED", _f(fuel), gal, ppg)]
    for (name, qty, unit, _), amount in zip(shop, amounts):
        items.append(_bare(name, _f(amount), qty, unit) if qty else _bare(name, _f(amount)))
    return _truth("118204", "2026-12-05", _f(total), _f(tax), "USD", "PRAIRIE FUEL", items)


# ---------------------------------------------------------------------------------------------- UK


def acuk7(c) -> dict:
    """A Harrogate pharmacy's receipt: VAT codes A / Z per line, a 3 for 2 saving, a VAT table."""
    w, h = W80, 426
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    c.setFillColorRGB(0.05, 0.25, 0.55)
    c.rect(0, h - 48, w, 34, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 37, "Wellmore Pharmacy", 17, "Times-BoldItalic")
    c.setFillGray(0)
    y = _lines(
        c,
        w,
        h - 62,
        ("14-16 High Street", "Harrogate HG1 1HY", "Tel 01423 550 218", "VAT No. GB 318 4471 26"),
        6.6,
        SANS,
        pitch=8.4,
    )
    _dash(c, x0, x1, y + 3)
    # (name, qty, unit, code)
    rows = [
        ("IBUPROFEN 200MG TABS 16S", None, "1.85", "A"),
        ("STILL WATER 500ML", "2", "1.10", "Z"),
        ("PERIOD PADS REGULAR 14S", None, "2.75", "Z"),
        ("CHICKEN CLUB SANDWICH", None, "3.60", "Z"),
        ("HAND CREAM 75ML", None, "6.50", "A"),
        ("HYDRATING SERUM 30ML", None, "12.00", "A"),
        ("MICELLAR WATER 400ML", None, "8.00", "A"),
        ("VITAMIN D 1000IU 90S", None, "4.49", "A"),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _ in rows]
    y -= 8
    for (name, qty, unit, code), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, f"£{_f(amount)}", s, MONO, True)
        _text(c, x1, y, code, s, MONO, True)
        if qty:
            y -= p
            _text(c, x0 + 10, y, f"{qty} @ {unit}", s, MONO)
        y -= p
    save = Decimal("6.50")
    _text(c, x0, y, "3 FOR 2 SKINCARE", s, BOLD)
    _text(c, x1 - 10, y, f"-£{_f(save)}", s, BOLD, True)
    _text(c, x1, y, "A", s, MONO, True)
    total = sum(amounts, ZERO) - save
    count = sum(int(q or "1") for _, q, _, _ in rows)
    _dash(c, x0, x1, y - 4)
    y = _two(c, x0, x1, y - 14, ((f"{count} ITEMS", ""),), s, pitch=p)
    _text(c, x0, y - 4, "TOTAL", 11, BOLD)
    _text(c, x1, y - 4, f"£{_f(total)}", 11, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("CONTACTLESS VISA DEBIT", f"£{_f(total)}"), ("CARD ************6603", "")),
        s,
        pitch=p,
    )
    y -= 4
    heads = (
        (x0, "VAT", False),
        (x0 + 50, "RATE", True),
        (x0 + 100, "NET", True),
        (x0 + 148, "VAT", True),
        (x1, "GROSS", True),
    )
    for x, t, right in heads:
        _text(c, x, y, t, 6.4, BOLD, right)
    y -= p
    vat_total = ZERO
    for code, rate in (("A", "20"), ("Z", "0")):
        gross = sum((a for r, a in zip(rows, amounts) if r[3] == code), ZERO) - (
            save if code == "A" else ZERO
        )
        vat = _within(gross, rate)
        vat_total += vat
        for (x, _, right), t in zip(heads, (code, f"{rate}.00%", _f(gross - vat), _f(vat), _f(gross))):
            _text(c, x, y, t, 6.4, MONO, right)
        y -= p
    y = _two(c, x0, x1, y - 1, (("VAT TOTAL", _f(vat_total)),), s, BOLD, pitch=p)
    _dash(c, x0, x1, y + 3)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (
            ("WELLMORE REWARDS ****8812", ""),
            ("POINTS THIS VISIT", "136"),
            ("POINTS BALANCE", "2,418"),
            ("Receipt No. 1187-4418", ""),
            ("STORE 1187  TILL 02", "OP 0456"),
            ("05/12/2026", "11:32"),
        ),
        s,
        pitch=p,
    )
    _qr(c, "https://wellmore.co.uk/feedback?r=1187-4418", w / 2 - 24, y - 50, 48)
    _lines(c, w, y - 60, ("Tell us how we did", "Please keep your receipt for refunds"), 6, SANS, 8)
    items = []
    for (name, qty, unit, _), amount in zip(rows, amounts):
        items.append(_bare(name, _f(amount), qty, unit) if qty else _bare(name, _f(amount)))
    return _truth("1187-4418", "2026-12-05", _f(total), _f(vat_total), "GBP", "Wellmore Pharmacy", items)


# ---------------------------------------------------------------------------------------------- Indonesia


def acid8(c) -> dict:
    """A Bandung cafe's struk: whole rupiah with dot thousands, "2 x 28.000" lines, service 5 %, PB1 10 %."""
    w, h = W80, 450
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    c.setLineWidth(1.4)
    c.circle(w / 2, h - 28, 15)
    c.setFillColorRGB(0.85, 0.45, 0.1)
    c.wedge(w / 2 - 11, h - 39, w / 2 + 11, h - 17, 0, 180, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    _centre(c, w, h - 58, "KOPI SENJA", 15, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 70,
        (
            "Jl. Braga No. 27, Sumur Bandung",
            "Bandung 40111",
            "Telp. 022-4201 773",
            "NPWP 84.512.773.4-423.000",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _dash(c, x0, x1, y + 3)
    y = _two(
        c,
        x0,
        x1,
        y - 6,
        (
            ("No. Struk", "KS-261205-0093"),
            ("Tanggal", "05 Des 2026 15:22"),
            ("Kasir", "Dinda"),
            ("Meja", "08 / Dine In"),
        ),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    rows = [
        ("Es Kopi Susu Senja", "2", "28000"),
        ("Kopi Tubruk", "1", "18000"),
        ("Croissant Cokelat", "1", "32000"),
        ("Nasi Goreng Kampung", "1", "45000"),
        ("Pisang Goreng Keju", "1", "25000"),
        ("Teh Tarik", "2", "22000"),
    ]
    amounts = [_amount(q, u, ONE) for _, q, u in rows]
    y -= 6
    for (name, qty, unit), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        y -= p
        _text(c, x0 + 10, y, f"{qty} x {_rp(Decimal(unit))}", s, MONO)
        _text(c, x1, y, _rp(amount), s, MONO, True)
        y -= p
    sub = sum(amounts, ZERO)
    svc = _r(sub * Decimal("0.05"), ONE)
    pb1 = _r((sub + svc) * Decimal("0.10"), ONE)
    total = sub + svc + pb1
    cash = Decimal(300000)
    _dash(c, x0, x1, y + 4)
    y = _two(
        c,
        x0 + 40,
        x1,
        y - 6,
        (("Subtotal", _rp(sub)), ("Service 5%", _rp(svc)), ("PB1 10%", _rp(pb1))),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL", 11, SANS_BOLD)
    _text(c, x1, y - 4, f"Rp {_rp(total)}", 11, SANS_BOLD, True)
    y = _two(c, x0 + 40, x1, y - 18, (("Tunai", _rp(cash)), ("Kembali", _rp(cash - total))), s, pitch=p)
    _dash(c, x0, x1, y + 4)
    y = _lines(c, w, y - 6, ("Member: 0812****7731", "Poin didapat: 25"), 6.4, MONO, pitch=8.2)
    _qr(
        c,
        "00020101021126570011ID.DANA.WWW0118936009153000009302KOPISENJA5204581253033605802ID",
        w / 2 - 26,
        y - 54,
        52,
    )
    _lines(
        c,
        w,
        y - 64,
        ("Bayar cepat pakai QRIS", "Wifi: kopisenja / pass: senja2026", "IG @kopisenja.bdg", "Terima kasih!"),
        6.2,
        SANS,
        pitch=8,
    )
    items = [_bare(d, str(a), q, u) for (d, q, u), a in zip(rows, amounts)]
    return _truth("KS-261205-0093", "2026-12-05", str(total), str(pb1), "IDR", "KOPI SENJA", items)


# ---------------------------------------------------------------------------------------------- Philippines


def acph9(c) -> dict:
    """A Quezon City fast-food sales invoice: quantities before items, VATable Sales and VAT 12 %."""
    w, h = W80, 410
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    c.setLineWidth(1.5)
    c.roundRect(x0 + 16, h - 48, w - 2 * x0 - 32, 32, 8)
    c.setLineWidth(0.5)
    _centre(c, w, h - 38, "KAINAN EXPRESS", 15, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 60,
        (
            "Operated by: Golden Ladle Food Ventures Inc.",
            "UGF SM City North EDSA, Quezon City",
            "Metro Manila 1105",
            "VAT REG TIN: 008-318-447-00012",
            "MIN: 18120915241447218",
            "SN: KXP8-22019",
        ),
        6,
        MONO,
        pitch=7.8,
    )
    _centre(c, w, y - 6, "SALES INVOICE", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (("SI No.: 000458217", ""), ("Dec 05, 2026", "12:14 PM"), ("Cashier: Joanna R.", "DINE IN")),
        s,
        pitch=p,
    )
    _centre(c, w, y - 12, "ORDER # 247", 14, BOLD)
    y -= 22
    _rule(c, x0, x1, y + 2, "-", s)
    rows = [
        ("1", "2pc Crispy Chicken Meal", "185.00"),
        ("2", "Burger Steak w/ Rice", "72.00"),
        ("1", "Palabok Fiesta", "135.00"),
        ("1", "Peach Mango Pie", "45.00"),
        ("1", "Large Fries", "79.00"),
    ]
    amounts = [_amount(q, u) for q, _, u in rows]
    y -= 8
    for (qty, name, unit), amount in zip(rows, amounts):
        _text(c, x0, y, qty, s, MONO)
        _text(c, x0 + 14, y, name, s, MONO)
        _text(c, x1, y, _k(amount), s, MONO, True)
        if qty != "1":
            y -= p
            _text(c, x0 + 22, y, f"@ {unit}", s, MONO)
        if name.endswith("Meal"):
            y -= p
            _text(c, x0 + 22, y, "- Reg Iced Tea", s, MONO)
        y -= p
    total = sum(amounts, ZERO)
    vat = _within(total, "12")
    cash = Decimal(1000)
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 6, "TOTAL DUE PHP", 10.5, BOLD)
    _text(c, x1, y - 6, _k(total), 10.5, BOLD, True)
    y = _two(c, x0, x1, y - 20, (("CASH", _k(cash)), ("CHANGE", _k(cash - total))), s, pitch=p)
    _rule(c, x0, x1, y + 2, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (
            ("VATable Sales", _k(total - vat)),
            ("VAT Amount (12%)", _k(vat)),
            ("VAT-Exempt Sales", "0.00"),
            ("Zero-Rated Sales", "0.00"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    y = _two(
        c,
        x0,
        x1,
        y - 7,
        (
            ("Sold to: ____________________", ""),
            ("Address: ___________________", ""),
            ("TIN: _______________________", ""),
        ),
        s,
        pitch=p + 2,
    )
    y = _lines(
        c,
        w,
        y - 6,
        (
            "POS Provider: Tindahan Systems Corp.",
            "BIR Accr. No. 0412345678912345",
            "PTU No. FP122026-116-0412218-00000",
            "Salamat po! Balik kayo!",
        ),
        5.8,
        MONO,
        pitch=7.6,
    )
    items = []
    for (qty, name, unit), amount in zip(rows, amounts):
        items.append(_bare(name, _f(amount), qty, unit) if qty != "1" else _bare(name, _f(amount), qty))
    return _truth("000458217", "2026-12-05", _f(total), _f(vat), "PHP", "KAINAN EXPRESS", items)


# ---------------------------------------------------------------------------------------------- South Africa


def acza10(c) -> dict:
    """A Cape Town food hall's tax invoice: "#" zero-rated goods, a weighed line, a saving, VAT 15 %."""
    w, h = W80, 353
    x0, x1, s, p = 10, W80 - 10, 6.8, 8.8
    _centre(c, w, h - 32, "MARULA FOODS", 18, SERIF_BOLD)
    c.setLineWidth(0.8)
    c.line(x0 + 30, h - 38, x1 - 30, h - 38)
    c.setLineWidth(0.5)
    y = _lines(
        c,
        w,
        h - 50,
        (
            "Marula Retail (Pty) Ltd",
            "Cavendish Square, Dreyer Street",
            "Claremont, Cape Town 7708",
            "Tel 021 674 2218",
            "VAT Reg No: 4480217716",
        ),
        6.4,
        SANS,
        pitch=8.2,
    )
    _centre(c, w, y - 6, "TAX INVOICE", 9, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (("Tax Inv No: 0218-04-77152", ""), ("2026/12/05", "18:12"), ("Store 0218  Till 04", "Op 311")),
        s,
        pitch=p,
    )
    _dash(c, x0, x1, y + 4)
    # (name, qty, unit, zero-rated)
    rows = [
        ("FULL CREAM MILK 2L", None, "32.99", True),
        ("BROWN BREAD 700G", None, "19.99", True),
        ("FREE RANGE EGGS 18S", None, "74.99", True),
        ("BANANAS LOOSE", "0.742", "24.99", True),
        ("CHICKEN & MUSHROOM PIE", "2", "42.99", False),
        ("CAPE RED BLEND 750ML", None, "129.99", False),
        ("FRENCH BRIE 125G", None, "64.99", False),
    ]
    amounts = [_amount(q or "1", u) for _, q, u, _ in rows]
    save = Decimal("20.00")
    y -= 6
    for (name, qty, unit, zero), amount in zip(rows, amounts):
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 8, y, _f(amount), s, MONO, True)
        if zero:
            _text(c, x1, y, "#", s, MONO, True)
        if qty:
            y -= p
            per = f"{qty} kg @ R{unit}/kg" if "." in qty else f"{qty} @ R{unit}"
            _text(c, x0 + 20, y, per, s, MONO)
        if name.startswith("CAPE"):
            y -= p
            _text(c, x0 + 20, y, "LEAFREWARDS SAVING", s, MONO)
            _text(c, x1 - 8, y, f"-{_f(save)}", s, MONO, True)
        y -= p
    total = sum(amounts, ZERO) - save
    zero_gross = sum((a for r, a in zip(rows, amounts) if r[3]), ZERO)
    std_gross = total - zero_gross
    vat = _within(std_gross, "15")
    _dash(c, x0, x1, y + 4)
    _text(c, x0, y - 6, "TOTAL", 11, SANS_BOLD)
    _text(c, x1, y - 6, f"R{_f(total)}", 11, SANS_BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("MASTERCARD ****5521", f"R{_f(total)}"),
            ("Standard rated", _f(std_gross)),
            ("Zero rated (#)", _f(zero_gross)),
        ),
        s,
        pitch=p,
    )
    y = _two(c, x0, x1, y, (("VAT 15% (incl.)", f"R{_f(vat)}"),), s, BOLD, pitch=p)
    _dash(c, x0, x1, y + 4)
    y = _lines(
        c,
        w,
        y - 6,
        ("LeafRewards card ******3391", f"You saved R{_f(save)} today", "Thank you for shopping with us"),
        6.4,
        MONO,
        pitch=8.2,
    )
    _barcode(c, w, y - 22, "0218047715226", 18, 0.62)
    items = []
    for (name, qty, unit, _), amount in zip(rows, amounts):
        items.append(_bare(name, _f(amount), qty, unit) if qty else _bare(name, _f(amount)))
    return _truth("0218-04-77152", "2026-12-05", _f(total), _f(vat), "ZAR", "MARULA FOODS", items)


LAYOUTS = {
    "acmx1": (acmx1, (W80, 385)),
    "acpt2": (acpt2, (W80, 424)),
    "acse3": (acse3, (W80, 402)),
    "accz4": (accz4, (W80, 405)),
    "actr5": (actr5, (W80, 389)),
    "acus6": (acus6, (W80, 348)),
    "acuk7": (acuk7, (W80, 426)),
    "acid8": (acid8, (W80, 450)),
    "acph9": (acph9, (W80, 410)),
    "acza10": (acza10, (W80, 353)),
}
SCANNED = tuple(LAYOUTS)
