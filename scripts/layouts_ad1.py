"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py, of kinds no
earlier set drew: a Missouri electric cooperative's bill to a bakery (account number, statement number,
service period, meter reads, a usage chart, kWh on the energy lines, sales tax, the previous balance paid off
and an "Amount Due" with a remittance stub), a Zaragoza telecom operator's Factura to a garage (periodo de
facturación, fibre and mobile lines, a loyalty discount, IVA 21 %, direct debit), a Seefeld hotel's Rechnung
to a consulting firm (Zimmer, Frühstück, Garage, Minibar, Massage and Ortstaxe at gross prices, the VAT at
10 % and 20 % taken out of them, the Ortstaxe outside VAT), a Mississauga dental practice's invoice to a
patient (CDA procedure codes, tooth numbers, the procedures HST-exempt and an electric toothbrush at HST
13 %), a Tallinn SaaS startup's invoice in EUR to a German customer (seats, API usage, reverse charge, no
VAT), a Singapore law firm's tax invoice (fee earners' hours, GST 9 % on the professional fees only,
disbursements outside GST), a Liège printer's Facture n° (TVA 21 %, "Total TVAC", a structured communication),
an Aalsmeer flower wholesaler's two-page factuur of 30 rows (stems, lengths, prices per stem to three
decimals, "Transport" carried to page 2, BTW 9 %, Factuurnummer and Vervaldatum), a Tokyo trading company's
English invoice in the Japanese closing-date manner (previous billing, payment received, carried forward,
purchases this period, consumption tax 10 %, "Amount billed this time", whole yen) and a German online
bicycle-parts shop's Rechnung paid by credit card (Rechnungsnummer and Bestellnummer side by side, prices
including MwSt). Four of them (the US, the Austrian, the Belgian and the Japanese pages) are also written as
scans.

What the values say where a page leaves a choice: a line's amount is as its line prints it, net where the page
prints net prices; the Austrian hotel and the German shop print gross prices only (VAT included), so their
line amounts and unit prices are those gross ones, and their tax the VAT printed as contained ("enthaltene
MwSt"; on the hotel page the 10 % and 20 % amounts summed, as its "MwSt gesamt" prints). The US utility's
document number is its "Statement Number" (not the account number), its date the "Bill Date", its due date
"Due Date", its total the "Amount Due" (the current charges: the previous balance was paid in full), its tax
the sales tax; its line items are the charges printed, with a quantity and unit price only on the lines that
print kWh and a rate. The Spanish page's due date is its "Fecha de cargo" (the day of the direct debit); its
loyalty discount is a line item with a negative amount, as printed. The Canadian dental practice's item ids
are the CDA codes (the retail item's "RT-104"), its customer the responsible party the page bills, its tax the
HST on the toothbrush. Item ids are the article references where a column prints them (the Belgian "Réf.", the
Dutch "Art.nr.", the German "Art.-Nr."); the hotel's descriptions are its "Leistung" column (not the dates of
stay). The Estonian page prints no VAT amount (reverse charge), so it has no tax value. The Singapore page's
line items are the fee earners' lines (hours as quantities) and the disbursements (quantity 1, printed so,
their amount as unit price); its tax is the GST on the fees and its total the "Total amount due" (fees, GST
and disbursements). The Dutch page's line items are its 30 rows over both pages (the length column not part of
the description; "Transport" and "Transport van pagina 1" are no rows). The Japanese page's date is its issue
date (not the closing date), its total the "Amount billed this time" (nothing carried forward), its item ids
the "Item code" column's, its descriptions the "Description" column (not the slip number or delivery date).
The German shop's document number is the "Rechnungsnummer" (not the "Bestellnummer"), its date the
Rechnungsdatum (not the order date); it is paid by card and prints no due date; the shipping line of its
totals block is no line item (the rows sum to its "Zwischensumme"). The currency is the ISO code of the money
printed: "$" on the US page (USD) and on the Canadian page ("CAD" printed), "S$" (SGD), "EUR"/"€" (EUR), "¥"
and "JPY" (JPY).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _bare, _block, _centre, _item, _pairs, _qr, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"


def _mul(quantity: str, price: str, places: int = 2) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to ``places`` decimals."""
    return (Decimal(quantity) * Decimal(price)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str, places: int = 2) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to ``places`` decimals."""
    return (amount * Decimal(rate) / 100).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _inside(gross: Decimal, rate: str) -> Decimal:
    """The VAT at ``rate`` per cent contained in a gross amount, rounded half up to cents."""
    net = (gross * 100 / (100 + Decimal(rate))).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return gross - net


def _f(value, places: int = 2, th: str = ",", dec: str = ".") -> str:
    """An amount with ``places`` decimals and the given separators: _f(1234567, 0, ".") is "1.234.567"."""
    d = Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    s = f"{abs(d):,.{places}f}".replace(",", "\x00").replace(".", dec).replace("\x00", th)
    return ("-" if d < 0 else "") + s


def _eu(value, places: int = 2) -> str:
    """An amount as printed in continental Europe: 1.234,56."""
    return _f(value, places, ".", ",")


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


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    """A filled rectangle without a stroke; the fill is black again after it."""
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


def _row(c, header, row, y: float, size: float, font: str = "Helvetica") -> None:
    """One row of cells under ``header``'s columns (x, title, right-aligned)."""
    for (x, _, right), s in zip(header, row):
        _text(c, x, y, s, size, font, right)


def _heads(c, header, y: float, size: float, font: str = BOLD) -> None:
    """Column titles at ``y``; a title with a newline is printed on two lines."""
    for x, title, right in header:
        for i, s in enumerate(title.split("\n")):
            _text(c, x, y - (size + 1) * i, s, size, font, right)


# adus1: a Missouri electric cooperative's bill to a bakery
def adus1(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    vendor = "Ozark Valley Electric Cooperative"
    customer = "Marigold Hearth Bakery LLC"
    green = (0.1, 0.42, 0.3)
    charges = [
        ("Basic charge (Small Commercial, Schedule 24)", None, None),
        ("Energy charge - first 1,000 kWh", "1000", "0.11420"),
        ("Energy charge - over 1,000 kWh", "842", "0.12870"),
        ("Delivery charge", "1842", "0.04315"),
        ("Power cost adjustment", "1842", "0.00962"),
        ("Public purpose charge", None, None),
    ]
    fixed = {0: Decimal("24.50"), 5: Decimal("6.35")}
    lines = []
    for i, (d, q, p) in enumerate(charges):
        lines.append((d, q, p, fixed[i] if q is None else _mul(q, p)))
    subtotal = _sum(a for *_, a in lines)
    tax = _pct(subtotal, "4.225")
    total = subtotal + tax
    _band(c, 0, h - 86, w, 86, green)
    c.setFillGray(1)
    c.circle(left + 20, h - 43, 18, stroke=0, fill=1)
    c.setFillColorRGB(*green)
    c.setFont(BOLD, 20)
    c.drawCentredString(left + 20, h - 50, "W")
    c.setFillGray(1)
    _text(c, left + 48, h - 38, vendor, 15, BOLD)
    _text(c, left + 48, h - 53, "PO Box 3190, Springfield, MO 65808  |  1-800-555-0177  |  ovec.coop", 8.5)
    _text(c, right, h - 38, "YOUR ELECTRIC BILL", 13, BOLD, True)
    _text(c, right, h - 53, "Member-owned since 1938", 8.5, OBLIQUE, True)
    c.setFillGray(0)
    info = (
        ("Account Number", "4471-20918-3"),
        ("Statement Number", "900418820517"),
        ("Bill Date", "Nov 16, 2026"),
        ("Service Period", "Oct 14 - Nov 12, 2026 (30 days)"),
        ("Due Date", "Dec 7, 2026"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, left, h - 114 - 15 * i, k, 9, BOLD)
        _text(c, left + 110, h - 114 - 15 * i, v, 9)
    _block(
        c,
        330,
        h - 114,
        (
            "Service for:",
            customer,
            "1420 E Commercial St",
            "Springfield, MO 65803-3318",
            "Rate: Small Commercial",
        ),
        9,
        pitch=13,
        first=BOLD,
    )
    c.setStrokeColorRGB(*green)
    c.setLineWidth(1.5)
    c.rect(330, h - 212, right - 330, 36)
    c.setStrokeGray(0)
    _text(c, 340, h - 199, "Amount Due", 11, BOLD)
    _text(c, right - 10, h - 200, f"${_f(total)}", 15, BOLD, True)
    _text(c, left, h - 200, "Meter 71-330482", 8.5, BOLD)
    meter = (
        ("Previous read (Oct 14)", "48,316"),
        ("Current read (Nov 12)", "50,158"),
        ("Usage", "1,842 kWh"),
    )
    for i, (k, v) in enumerate(meter):
        _text(c, left, h - 213 - 11 * i, k, 8)
        _text(c, left + 190, h - 213 - 11 * i, v, 8, right=True)
    # usage chart
    y0 = h - 342
    _text(c, left, y0 + 82, "Your usage, last 12 months (kWh)", 8.5, BOLD)
    usage = (1510, 1420, 1380, 1290, 1350, 1480, 1720, 1910, 1860, 1630, 1700, 1842)
    months = "DJFMAMJJASON"
    c.setLineWidth(0.4)
    c.line(left, y0, left + 260, y0)
    for i, u in enumerate(usage):
        _band(c, left + 4 + 21 * i, y0, 14, u / 30, green if i == 11 else (0.7, 0.8, 0.75))
        _text(c, left + 7 + 21 * i, y0 - 10, months[i], 7)
    comp = (
        ("", "This period", "Last year"),
        ("Days", "30", "29"),
        ("kWh used", "1,842", "1,765"),
        ("Avg kWh per day", "61.4", "60.9"),
        ("Avg temperature", "49 F", "51 F"),
    )
    for i, (a, b, cc) in enumerate(comp):
        font = BOLD if i == 0 else "Helvetica"
        _text(c, 340, y0 + 70 - 13 * i, a, 8.5, font)
        _text(c, 480, y0 + 70 - 13 * i, b, 8.5, font, True)
        _text(c, right, y0 + 70 - 13 * i, cc, 8.5, font, True)
    # charges
    top = y0 - 34
    _band(c, left, top - 4, right - left, 16, (0.88, 0.93, 0.9))
    header = [
        (left + 6, "Current Charges", False),
        (330, "Usage", True),
        (430, "Rate", True),
        (right - 6, "Amount", True),
    ]
    _heads(c, header, top + 1, 9)
    y = top - 18
    for d, q, p, a in lines:
        row = (d, "" if q is None else f"{_f(q, 0)} kWh", "" if p is None else f"${p}", f"${_f(a)}")
        _row(c, header, row, y, 9)
        y -= 15
    c.setLineWidth(0.5)
    c.line(330, y + 9, right, y + 9)
    totals = (
        ("Total electric charges", f"${_f(subtotal)}"),
        ("Missouri sales tax 4.225%", f"${_f(tax)}"),
        ("Total current charges", f"${_f(total)}"),
    )
    _pairs(c, 330, right - 6, y - 4, totals, pitch=14)
    y -= 54
    acct = (
        ("Previous balance", "$287.64"),
        ("Payment received Oct 30, 2026 - thank you", "-$287.64"),
        ("Balance forward", "$0.00"),
    )
    _pairs(c, left + 6, 300, y + 40, acct, pitch=13)
    _text(c, 330, y - 4, "Amount Due", 11, BOLD)
    _text(c, right - 6, y - 4, f"${_f(total)}", 11, BOLD, True)
    c.line(330, y - 9, right, y - 9)
    note = (
        "A late fee of 1% per month applies to balances not received by the due date.",
        "Sign up for AutoPay or paperless billing at ovec.coop/account. Outage? Call 1-800-555-0199, 24/7.",
    )
    _block(c, left, y - 34, note, 8, pitch=11)
    # remittance stub
    c.setDash(3, 3)
    c.line(20, 150, w - 20, 150)
    c.setDash()
    _text(c, left, 156, "Please detach and return this portion with your payment.", 7, OBLIQUE)
    _text(c, left, 130, vendor, 10, BOLD)
    _block(c, left, 116, ("PO Box 3190", "Springfield, MO 65808-0190"), 8.5, pitch=11)
    _block(c, left, 80, (customer, "1420 E Commercial St", "Springfield, MO 65803-3318"), 8.5, pitch=11)
    stub = (("Account Number", "4471-20918-3"), ("Due Date", "Dec 7, 2026"), ("Amount Due", f"${_f(total)}"))
    for i, (k, v) in enumerate(stub):
        c.rect(330, 112 - 22 * i, right - 330, 20)
        _text(c, 336, 118 - 22 * i, k, 8.5)
        _text(c, right - 6, 118 - 22 * i, v, 9, BOLD, True)
    _text(c, 330, 52, "Amount enclosed  $ ______________", 9)
    _text(c, left, 32, "4471209183  000" + _f(total).replace(".", "") + "  900418820517  7", 9, "Courier")
    items = [_bare(d, str(a)) if q is None else _bare(d, str(a), q, p) for d, q, p, a in lines]
    return {
        "fields": _fields("900418820517", "2026-11-16", "2026-12-07", total, tax, "USD", vendor, customer),
        "line_items": items,
    }


# ades2: a Zaragoza telecom operator's factura to a garage
def ades2(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    vendor = "Telecomunicaciones Ebro Norte, S.L."
    customer = "Talleres Mecánicos Aranda, S.L."
    purple = (0.36, 0.16, 0.5)
    rows = [
        ("Fibra 600 Mb + Fijo ilimitado", "1", "39.90"),
        ("Línea móvil 50 GB (676 412 208)", "1", "14.50"),
        ("Línea móvil adicional 20 GB", "3", "8.95"),
        ("Llamadas a numeración especial 902", "1", "4.37"),
        ("Alquiler router Wi-Fi 6", "1", "3.00"),
        ("Centralita virtual, extensión", "4", "2.50"),
        ("Descuento fidelización 12 meses", "1", "-5.00"),
    ]
    priced = [(d, q, p, _mul(q, p)) for d, q, p in rows]
    base = _sum(a for *_, a in priced)
    tax = _pct(base, "21")
    total = base + tax
    c.setFillColorRGB(*purple)
    _text(c, left, h - 60, "ebro", 28, BOLD)
    _text(c, left + c.stringWidth("ebro", BOLD, 28), h - 60, "net", 28, "Helvetica")
    c.circle(left + 118, h - 43, 5, stroke=0, fill=1)
    c.setFillGray(0.35)
    _block(
        c,
        left,
        h - 76,
        (
            vendor + "  CIF B50412877",
            "Paseo de la Independencia 31, 50001 Zaragoza",
            "Atención al cliente 976 555 100",
        ),
        7.5,
        pitch=9.5,
    )
    c.setFillGray(0)
    _band(c, 330, h - 124, right - 330, 80, (0.95, 0.93, 0.97))
    _text(c, 340, h - 60, "FACTURA", 14, BOLD)
    meta = (
        ("Nº factura:", "EN-2026-1184302"),
        ("Fecha de factura:", "05/11/2026"),
        ("Periodo facturado:", "01/10/2026 - 31/10/2026"),
        ("Fecha de cargo:", "20/11/2026"),
    )
    _pairs(c, 340, right - 10, h - 76, meta, pitch=12)
    _text(c, left, h - 150, "Titular", 8, BOLD)
    block = (customer, "CIF B50987321", "Calle Miguel Servet 118, nave 4", "50013 Zaragoza")
    _block(c, left, h - 164, block, 9, pitch=12, first=BOLD)
    _text(c, 330, h - 150, "Datos del contrato", 8, BOLD)
    block = ("Nº de cliente: 30022817", "Contrato: Empresa Fibra+Móvil", "Permanencia hasta: 31/03/2027")
    _block(c, 330, h - 164, block, 9, pitch=12)
    c.setFillColorRGB(*purple)
    c.rect(left, h - 248, right - left, 34, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 12, h - 235, "Importe total de esta factura", 11, BOLD)
    _text(c, right - 12, h - 237, f"{_eu(total)} €", 16, BOLD, True)
    c.setFillGray(0)
    _text(c, left, h - 280, "Detalle de la factura", 11, BOLD)
    header = [
        (left, "Concepto", False),
        (360, "Uds.", True),
        (440, "Precio", True),
        (right, "Importe", True),
    ]
    _heads(c, header, h - 300, 8.5)
    c.setStrokeColorRGB(*purple)
    c.setLineWidth(1)
    c.line(left, h - 305, right, h - 305)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.4)
    y = h - 320
    for d, q, p, a in priced:
        _row(c, header, (d, q, _eu(Decimal(p)), _eu(a)), y, 9)
        c.line(left, y - 5, right, y - 5)
        y -= 17
    c.setStrokeGray(0)
    totals = (
        ("Base imponible", f"{_eu(base)} €"),
        ("IVA 21 %", f"{_eu(tax)} €"),
    )
    _pairs(c, 330, right, y - 10, totals, pitch=15)
    c.setLineWidth(0.8)
    c.line(330, y - 34, right, y - 34)
    _text(c, 330, y - 48, "Total factura", 10, BOLD)
    _text(c, right, y - 48, f"{_eu(total)} €", 10, BOLD, True)
    y -= 90
    _text(c, left, y, "Forma de pago", 9, BOLD)
    block = (
        "Domiciliación bancaria. Cargo el 20/11/2026 en la cuenta ES76 2085 **** **** **** 4417.",
        "Referencia del mandato SEPA: EN-30022817-01.",
    )
    _block(c, left, y - 14, block, 8.5, pitch=11)
    _text(c, left, y - 50, "Consumo de datos móviles del periodo", 9, BOLD)
    block = ("676 412 208: 31,4 GB de 50 GB", "Líneas adicionales: 12,8 GB / 9,1 GB / 3,0 GB de 20 GB")
    _block(c, left, y - 64, block, 8.5, pitch=11)
    c.setFillGray(0.4)
    block = (
        "Telecomunicaciones Ebro Norte, S.L. - Inscrita en el R. M. de Zaragoza, Tomo 4182, Folio 77,",
        "Hoja Z-61209. Puede presentar reclamaciones en 976 555 100 o en ebronet.es/reclamaciones.",
    )
    _block(c, left, 56, block, 6.8, pitch=9)
    c.setFillGray(0)
    return {
        "fields": _fields("EN-2026-1184302", "2026-11-05", "2026-11-20", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, a in priced],
    }


# adat3: a Seefeld hotel's invoice at gross prices, VAT 10 % and 20 % contained
def adat3(c) -> dict:
    w, h = A4
    left, right = 56, w - 50
    vendor = "Hotel Alpenrose Seefeld GmbH"
    customer = "Brenner Consulting GmbH"
    rows = [
        ("11.11.-14.11.", "Zimmer Superior Doppelzimmer", "3", "148.00", "10"),
        ("12.11.-14.11.", "Frühstücksbuffet", "6", "21.00", "10"),
        ("11.11.-14.11.", "Ortstaxe", "6", "3.00", "0"),
        ("11.11.-14.11.", "Tiefgarage", "3", "16.00", "20"),
        ("12.11.", "Minibar", "1", "14.50", "20"),
        ("13.11.", "Klassische Massage 50 min", "1", "72.00", "20"),
    ]
    priced = [(dt, d, q, p, r, _mul(q, p)) for dt, d, q, p, r in rows]
    gross = {r: _sum(a for *_, rr, a in priced if rr == r) for r in ("10", "20", "0")}
    vat = {r: _inside(gross[r], r) for r in ("10", "20")}
    tax = vat["10"] + vat["20"]
    total = _sum(gross.values())
    c.setFillColorRGB(0.55, 0.1, 0.15)
    _centre(c, w, h - 58, "ALPENROSE", 24, "Times-Bold")
    _centre(c, w, h - 74, "H O T E L   *   S E E F E L D   I N   T I R O L", 8, "Times-Roman")
    c.setStrokeColorRGB(0.55, 0.1, 0.15)
    c.line(w / 2 - 90, h - 82, w / 2 + 90, h - 82)
    c.setFillGray(0)
    c.setStrokeGray(0)
    _text(c, left, h - 120, "Hotel Alpenrose Seefeld GmbH · Klosterstraße 28 · 6100 Seefeld in Tirol", 6.5)
    block = (customer, "z. Hd. Herrn Mag. Lukas Brenner", "Mariahilfer Straße 77/4", "1060 Wien")
    _block(c, left, h - 136, block, 9.5, pitch=13)
    meta = (
        ("Rechnung Nr.", "26-04871"),
        ("Datum", "14.11.2026"),
        ("Zimmer", "214"),
        ("Anreise", "11.11.2026"),
        ("Abreise", "14.11.2026"),
        ("Gäste", "2"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 370, h - 124 - 12 * i, k, 8.5)
        _text(c, right, h - 124 - 12 * i, v, 8.5, BOLD if i == 0 else "Helvetica", True)
    _text(c, left, h - 226, "RECHNUNG", 13, "Times-Bold")
    _text(c, left, h - 240, "Wir danken für Ihren Aufenthalt und erlauben uns zu verrechnen:", 9)
    header = [
        (left, "Datum", False),
        (left + 72, "Leistung", False),
        (350, "Menge", True),
        (420, "Preis", True),
        (460, "MwSt", True),
        (right, "Betrag EUR", True),
    ]
    top = h - 268
    _heads(c, header, top, 8.5, "Times-Bold")
    c.setLineWidth(0.8)
    c.line(left, top - 5, right, top - 5)
    y = top - 20
    for dt, d, q, p, r, a in priced:
        _row(c, header, (dt, d, q, _eu(Decimal(p)), f"{r}%" if r != "0" else "-", _eu(a)), y, 9)
        y -= 15
    c.line(left, y + 8, right, y + 8)
    _text(c, left + 72, y - 8, "Gesamtbetrag", 11, "Times-Bold")
    _text(c, right, y - 8, f"EUR {_eu(total)}", 11, "Times-Bold", True)
    c.setLineWidth(0.4)
    c.line(350, y - 13, right, y - 13)
    c.line(350, y - 15, right, y - 15)
    y -= 48
    _text(c, left, y, "Im Gesamtbetrag enthalten:", 8.5, "Times-Bold")
    vh = [(left, "MwSt-Satz", False), (220, "Netto", True), (300, "MwSt", True), (380, "Brutto", True)]
    _heads(c, vh, y - 16, 8.5)
    vrows = [
        ("10 %", _eu(gross["10"] - vat["10"]), _eu(vat["10"]), _eu(gross["10"])),
        ("20 %", _eu(gross["20"] - vat["20"]), _eu(vat["20"]), _eu(gross["20"])),
        ("nicht steuerbar (Ortstaxe)", _eu(gross["0"]), "0,00", _eu(gross["0"])),
    ]
    for i, row in enumerate(vrows):
        _row(c, vh, row, y - 30 - 12 * i, 8.5)
    c.line(left, y - 62, 380, y - 62)
    _row(c, vh, ("MwSt gesamt", "", _eu(tax), ""), y - 74, 8.5, BOLD)
    y -= 110
    block = (
        "Zahlbar bis 28.11.2026 ohne Abzug auf unser Konto bei der Raiffeisen-Landesbank Tirol AG,",
        "IBAN AT47 3600 0000 0412 8830, BIC RZTIAT22. Bitte geben Sie die Rechnungsnummer an.",
        "Es war uns eine Freude, Sie bei uns zu begrüßen. Wir freuen uns auf Ihren nächsten Besuch!",
    )
    _block(c, left, y, block, 8.5, pitch=12)
    c.setLineWidth(0.5)
    c.line(left, 70, right, 70)
    foot = (
        "Hotel Alpenrose Seefeld GmbH · Klosterstraße 28 · 6100 Seefeld · Tel. +43 5212 2281 · alpenrose.at",
        "Firmenbuch FN 318842 t, Landesgericht Innsbruck · UID ATU64218873 · GF Mag. Theresa Haider",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 58 - 9 * i, s, 6.5)
    items = [_item(d, q, p, str(a)) for _, d, q, p, _, a in priced]
    return {
        "fields": _fields("26-04871", "2026-11-14", "2026-11-28", total, tax, "EUR", vendor, customer),
        "line_items": items,
    }


# adca4: a Mississauga dental practice's invoice to a patient
def adca4(c) -> dict:
    w, h = letter
    left, right = 48, w - 48
    vendor = "Lakeshore Family Dentistry"
    customer = "Priya Raman"
    teal = (0.0, 0.45, 0.5)
    rows = [
        ("01202", "Recall examination", "", "1", "52.00", False),
        ("11112", "Scaling, per unit of time", "", "2", "68.50", False),
        ("13601", "Topical fluoride", "", "1", "24.00", False),
        ("02142", "Bitewing radiographs, 2 films", "", "1", "41.00", False),
        ("23312", "Composite restoration, 2 surfaces", "36", "1", "214.00", False),
        ("RT-104", "Oral-B iO electric toothbrush (HST)", "", "1", "129.99", True),
    ]
    priced = [(*r, _mul(r[3], r[4])) for r in rows]
    subtotal = _sum(r[-1] for r in priced)
    tax = _pct(_sum(r[-1] for r in priced if r[5]), "13")
    total = subtotal + tax
    c.setFillColorRGB(*teal)
    c.roundRect(left, h - 78, 34, 34, 8, stroke=0, fill=1)
    c.setFillGray(1)
    c.setFont(BOLD, 16)
    c.drawCentredString(left + 17, h - 67, "LF")
    c.setFillColorRGB(*teal)
    _text(c, left + 44, h - 58, vendor, 16, BOLD)
    c.setFillGray(0.3)
    _text(c, left + 44, h - 72, "Dr. Aisha Karimi, DDS  |  Dr. Marc Tremblay, DMD", 8.5)
    _block(
        c,
        right,
        h - 50,
        (
            "1100 Lakeshore Rd E, Unit 6",
            "Mississauga, ON L5E 1E9",
            "(905) 555-0163",
            "HST No. 81427 3390 RT0001",
        ),
        8.5,
        pitch=11,
        right=True,
    )
    c.setFillGray(0)
    c.setStrokeColorRGB(*teal)
    c.setLineWidth(2)
    c.line(left, h - 96, right, h - 96)
    c.setStrokeGray(0)
    _text(c, left, h - 126, "PATIENT INVOICE", 14, BOLD)
    boxes = (
        ("Invoice No.", "30418"),
        ("Date", "November 19, 2026"),
        ("Payment due by", "December 3, 2026"),
    )
    for i, (k, v) in enumerate(boxes):
        x = left + 172 * i
        c.rect(x, h - 176, 168, 34)
        _text(c, x + 6, h - 154, k.upper(), 7, BOLD)
        _text(c, x + 6, h - 169, v, 10)
    _text(c, left, h - 200, "RESPONSIBLE PARTY", 7.5, BOLD)
    _block(c, left, h - 213, (customer, "42 Orchard Heights Blvd", "Mississauga, ON L5H 2P7"), 9.5, pitch=12)
    _text(c, 320, h - 200, "PATIENT", 7.5, BOLD)
    block = ("Priya Raman (self)", "Chart no. LFD-08812", "Insurer: Sun Life, plan 14-7720")
    _block(c, 320, h - 213, block, 9.5, pitch=12)
    top = h - 268
    _band(c, left, top - 6, right - left, 18, (0.85, 0.93, 0.93))
    header = [
        (left + 4, "Code", False),
        (left + 52, "Procedure", False),
        (340, "Tooth", False),
        (410, "Qty", True),
        (480, "Fee", True),
        (right - 4, "Amount", True),
    ]
    _heads(c, header, top, 8.5)
    y = top - 22
    for code, d, tooth, q, p, _, a in priced:
        _row(c, header, (code, d, tooth, q, _f(Decimal(p)), _f(a)), y, 9)
        y -= 16
    c.line(left, y + 8, right, y + 8)
    totals = (
        ("Subtotal", f"${_f(subtotal)}"),
        ("HST 13% (retail items)", f"${_f(tax)}"),
    )
    _pairs(c, 360, right - 4, y - 8, totals, pitch=15)
    _band(c, 360, y - 48, right - 360, 20, (0.85, 0.93, 0.93))
    _text(c, 366, y - 41, "Amount due (CAD)", 10, BOLD)
    _text(c, right - 4, y - 41, f"${_f(total)}", 10, BOLD, True)
    y -= 84
    notes = (
        "Dental services are exempt from HST. Keep this invoice to claim reimbursement from your insurer.",
        "We accept Interac, Visa and Mastercard in the office, or e-Transfer to billing@lakeshoredental.ca.",
        "Next recall appointment: May 20, 2027 at 9:30 AM with hygienist Jenna P.",
    )
    _block(c, left, y, notes, 8.5, pitch=12)
    c.setFillGray(0.45)
    _centre(c, w, 44, "Thank you for choosing Lakeshore Family Dentistry - lakeshoredental.ca", 7.5)
    c.setFillGray(0)
    items = [_item(d, q, p, str(a), code) for code, d, _, q, p, _, a in priced]
    return {
        "fields": _fields("30418", "2026-11-19", "2026-12-03", total, tax, "CAD", vendor, customer),
        "line_items": items,
    }


# adee5: a Tallinn SaaS startup's invoice in EUR, reverse charge
def adee5(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor = "Kvarts Labs OÜ"
    customer = "Nordlicht Logistik GmbH"
    ink = (0.12, 0.12, 0.2)
    accent = (0.98, 0.45, 0.2)
    rows = [
        ("Growth plan - seats, Dec 1-31, 2026", "25", "39.00"),
        ("API usage over quota, per 100k calls", "12", "4.50"),
        ("Priority support add-on", "1", "149.00"),
        ("SSO / SAML connector", "1", "60.00"),
        ("Extra workspace (staging)", "2", "19.00"),
    ]
    priced = [(d, q, p, _mul(q, p)) for d, q, p in rows]
    total = _sum(a for *_, a in priced)
    c.setFillColorRGB(*accent)
    c.rect(left, h - 66, 12, 24, stroke=0, fill=1)
    c.rect(left + 15, h - 66, 12, 16, stroke=0, fill=1)
    c.setFillColorRGB(*ink)
    _text(c, left + 34, h - 64, "kvarts", 22, BOLD)
    _text(c, right, h - 58, "Invoice", 26, "Helvetica", True)
    c.setFillGray(0.4)
    _text(c, right, h - 74, "KL-2026-0917", 10, right=True)
    c.setFillGray(0)
    cols = ((left, "Billed to"), (230, "From"), (410, "Details"))
    for x, t in cols:
        c.setFillGray(0.45)
        _text(c, x, h - 118, t.upper(), 7.5, BOLD)
        c.setFillGray(0)
    block = (customer, "Hafenstraße 41", "28217 Bremen, Germany", "VAT DE 318 225 904")
    _block(c, left, h - 132, block, 9, pitch=12, first=BOLD)
    block = (vendor, "Telliskivi 60a/3", "10412 Tallinn, Estonia", "Reg. code 16488201", "VAT EE102784335")
    _block(c, 230, h - 132, block, 9, pitch=12, first=BOLD)
    meta = (("Invoice no.", "KL-2026-0917"), ("Issued", "01.12.2026"), ("Due", "15.12.2026"))
    for i, (k, v) in enumerate(meta):
        _text(c, 410, h - 132 - 12 * i, k, 9)
        _text(c, right, h - 132 - 12 * i, v, 9, BOLD, True)
    _text(c, left, h - 222, f"€{_f(total)} due 15 December 2026", 18, BOLD)
    c.setFillColorRGB(*accent)
    _text(c, left, h - 238, "Pay online: pay.kvarts.io/i/KL-2026-0917", 9)
    c.setFillGray(0)
    header = [
        (left, "Description", False),
        (360, "Qty", True),
        (440, "Unit price", True),
        (right, "Amount", True),
    ]
    top = h - 280
    c.setFillGray(0.45)
    _heads(c, header, top, 8, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0.8)
    c.line(left, top - 6, right, top - 6)
    y = top - 22
    for d, q, p, a in priced:
        _row(c, header, (d, q, f"€{_f(Decimal(p))}", f"€{_f(a)}"), y, 9.5)
        c.line(left, y - 7, right, y - 7)
        y -= 22
    c.setStrokeGray(0)
    totals = (
        ("Subtotal", f"€{_f(total)}"),
        ("VAT", "Reverse charge"),
    )
    _pairs(c, 340, right, y - 8, totals, pitch=16)
    c.line(340, y - 32, right, y - 32)
    _text(c, 340, y - 48, "Amount due (EUR)", 10.5, BOLD)
    _text(c, right, y - 48, f"€{_f(total)}", 10.5, BOLD, True)
    y -= 96
    block = (
        "VAT reverse charge: the customer accounts for VAT (Art. 196, Council Directive 2006/112/EC).",
        "Service period: 1-31 December 2026. November API usage: 3.2M calls, 2M included.",
        "Bank transfer: LHV Pank AS, IBAN EE47 7700 7710 0412 8861, BIC LHVBEE22. Reference: KL-2026-0917.",
    )
    _block(c, left, y, block, 8.5, pitch=12)
    c.setFillGray(0.5)
    _text(c, left, 46, "Kvarts Labs OÜ  ·  Telliskivi 60a/3, 10412 Tallinn  ·  billing@kvarts.io", 7.5)
    _text(c, right, 46, "Page 1 of 1", 7.5, right=True)
    c.setFillGray(0)
    return {
        "fields": _fields("KL-2026-0917", "2026-12-01", "2026-12-15", total, None, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, a in priced],
    }


# adsg6: a Singapore law firm's tax invoice, GST 9 % on fees only
def adsg6(c) -> dict:
    w, h = A4
    left, right = 60, w - 56
    vendor = "Tan Ong & Partners LLP"
    customer = "Meridian Aquaculture Pte. Ltd."
    fees = [
        ("Partner: Ms Tan Li Wen (hours)", "12.5", "650.00"),
        ("Senior Associate: Mr Daniel Ong (hours)", "21", "380.00"),
        ("Trainee: Ms Nur Aisyah (hours)", "8", "180.00"),
    ]
    disb = [
        ("ACRA business profile searches", "1", "22.00"),
        ("Stamp duty on share transfer (IRAS)", "1", "1260.00"),
    ]
    fp = [(d, q, p, _mul(q, p)) for d, q, p in fees]
    dp = [(d, q, p, _mul(q, p)) for d, q, p in disb]
    fee_total = _sum(a for *_, a in fp)
    disb_total = _sum(a for *_, a in dp)
    subtotal = fee_total + disb_total
    tax = _pct(fee_total, "9")
    total = subtotal + tax
    _centre(c, w, h - 60, "TAN ONG & PARTNERS LLP", 17, "Times-Bold")
    _centre(
        c,
        w,
        h - 74,
        "Advocates & Solicitors  ·  Notaries Public  ·  Commissioners for Oaths",
        8.5,
        "Times-Italic",
    )
    _centre(
        c, w, h - 87, "80 Robinson Road #14-02, Singapore 068898  ·  Tel +65 6555 2210  ·  tanong.com.sg", 8
    )
    c.setLineWidth(0.6)
    c.line(left, h - 95, right, h - 95)
    c.line(left, h - 97, right, h - 97)
    _centre(c, w, h - 122, "TAX INVOICE", 12, "Times-Bold")
    block = (
        "The Finance Director",
        customer,
        "21 Senoko Loop #03-01",
        "Singapore 758171",
    )
    _block(c, left, h - 150, block, 9.5, "Times-Roman", pitch=12.5)
    meta = (
        ("Invoice No.", "TOP/26/11/0382"),
        ("Date", "24 November 2026"),
        ("Due Date", "24 December 2026"),
        ("Our Ref", "TLW/DO/2026-0457"),
        ("Your Ref", "MA-LEGAL-112"),
        ("GST Reg. No.", "T15LL1234A"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 340, h - 150 - 12.5 * i, k, 9, "Times-Roman")
        _text(c, 410, h - 150 - 12.5 * i, ": " + v, 9, "Times-Roman")
    _text(
        c,
        left,
        h - 238,
        "Re: Acquisition of 60% of the shares in Blue Strait Hatchery Pte. Ltd.",
        9.5,
        "Times-Bold",
    )
    block = (
        "To our professional charges for acting for you in the above matter from 1 September 2026 to",
        "20 November 2026, including reviewing the due diligence report, drafting and negotiating the share",
        "purchase agreement and shareholders' agreement, and attending to completion.",
    )
    _block(c, left, h - 254, block, 9, "Times-Roman", pitch=12)
    header = [
        (left, "Description", False),
        (350, "Hours / Qty", True),
        (430, "Rate (S$)", True),
        (right, "Amount (S$)", True),
    ]
    top = h - 310
    _heads(c, header, top, 9, "Times-Bold")
    c.line(left, top - 5, right, top - 5)
    _text(c, left, top - 20, "Professional fees (standard-rated)", 9, "Times-Italic")
    y = top - 35
    for d, q, p, a in fp:
        _row(c, header, (d, q, _f(Decimal(p)), _f(a)), y, 9, "Times-Roman")
        y -= 14
    _text(c, left, y - 4, "Disbursements (not subject to GST)", 9, "Times-Italic")
    y -= 19
    for d, q, p, a in dp:
        _row(c, header, (d, q, _f(Decimal(p)), _f(a)), y, 9, "Times-Roman")
        y -= 14
    c.line(330, y + 6, right, y + 6)
    totals = (
        ("Professional fees", _f(fee_total)),
        ("Disbursements", _f(disb_total)),
        ("Subtotal", _f(subtotal)),
        ("GST @ 9% on professional fees", _f(tax)),
    )
    for i, (k, v) in enumerate(totals):
        _text(c, 330, y - 8 - 14 * i, k, 9, "Times-Roman")
        _text(c, right, y - 8 - 14 * i, v, 9, "Times-Roman", True)
    y -= 70
    c.setLineWidth(1)
    c.rect(330, y - 8, right - 330, 20)
    _text(c, 336, y, "Total amount due", 10, "Times-Bold")
    _text(c, right - 6, y, f"S${_f(total)}", 10, "Times-Bold", True)
    y -= 46
    _text(c, left, y, "Payment", 9.5, "Times-Bold")
    block = (
        "By bank transfer to DBS Bank Ltd, Tan Ong & Partners LLP - Office Account, no. 072-918330-4,",
        "SWIFT DBSSSGSG; or by PayNow to UEN T15LL1234A. Please quote our invoice number.",
        "Interest at 5% per annum may be charged on sums outstanding after the due date.",
    )
    _block(c, left, y - 14, block, 9, "Times-Roman", pitch=12)
    _text(c, left, y - 70, "E. & O.E.", 8.5, "Times-Italic")
    c.setFillGray(0.35)
    block = (
        "Tan Ong & Partners LLP (UEN T15LL1234A) is registered in Singapore under the Limited Liability",
        "Partnerships Act 2005 with limited liability. A list of partners is available at the above address.",
    )
    for i, s in enumerate(block):
        _centre(c, w, 60 - 9 * i, s, 7, "Times-Roman")
    c.setFillGray(0)
    items = [_item(d, q, p, str(a)) for d, q, p, a in fp + dp]
    return {
        "fields": _fields("TOP/26/11/0382", "2026-11-24", "2026-12-24", total, tax, "SGD", vendor, customer),
        "line_items": items,
    }


def _ogm(base: int) -> str:
    """A Belgian structured communication of a ten-digit number: +++123/4567/89012+++ (mod 97)."""
    check = base % 97 or 97
    s = f"{base:010d}{check:02d}"
    return f"+++{s[:3]}/{s[3:7]}/{s[7:]}+++"


# adbe7: a Liège printer's facture in French
def adbe7(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    vendor = "Imprimerie Delvaux & Fils SRL"
    customer = "Brasserie du Val d'Ourthe SA"
    red = (0.75, 0.1, 0.1)
    rows = [
        ("ETQ-75", "Étiquettes bière 75 x 110 mm, quadri", "12000", "0.0420"),
        ("SBK-15", "Sous-bocks carton 1,5 mm, recto-verso", "5000", "0.089"),
        ("AFF-A2", "Affiches A2, couché brillant 170 g", "250", "1.38"),
        ("DEP-A5", "Dépliants A5 pliés, 135 g", "2000", "0.115"),
        ("CAL-01", "Frais de calage et plaques", "1", "85.00"),
        ("LIV-01", "Livraison Liège - Comblain-au-Pont", "1", "35.00"),
    ]
    priced = [(i, d, q, p, _mul(q, p)) for i, d, q, p in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "21")
    total = net + tax
    c.setFillColorRGB(*red)
    for k, col in enumerate(((0, 0.6, 0.8), (0.85, 0.1, 0.5), (0.95, 0.85, 0.1), (0.1, 0.1, 0.1))):
        c.setFillColorRGB(*col)
        c.circle(left + 8 + 11 * k, h - 50, 6, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left, h - 78, "DELVAUX", 20, BOLD)
    _text(c, left + c.stringWidth("DELVAUX ", BOLD, 20), h - 78, "imprimerie", 20, "Helvetica")
    _block(
        c,
        left,
        h - 94,
        (
            vendor,
            "Rue Saint-Gilles 214, 4000 Liège",
            "Tél. 04 255 18 40 · info@delvaux-print.be",
            "TVA BE 0412.345.678",
        ),
        8.5,
        pitch=11,
    )
    c.rect(320, h - 168, right - 320, 78)
    block = (customer, "Service comptabilité", "Rue du Moulin 6", "4170 Comblain-au-Pont")
    _block(c, 330, h - 106, block, 9.5, pitch=13, first=BOLD)
    _text(c, 330, h - 160, "TVA BE 0877.614.205", 8.5)
    c.setFillColorRGB(*red)
    _text(c, left, h - 206, "Facture n° 2026/1487", 16, BOLD)
    c.setFillGray(0)
    meta = (
        ("Date de facture", "18 novembre 2026"),
        ("Date d'échéance", "18 décembre 2026"),
        ("Votre commande", "BC 26-318 du 02/11/2026"),
        ("N° client", "C-0944"),
    )
    for i, (k, v) in enumerate(meta):
        x = left + 125 * i
        _text(c, x, h - 228, k, 7.5, BOLD)
        _text(c, x, h - 240, v, 9)
    top = h - 272
    _band(c, left, top - 5, right - left, 17, (0.2, 0.2, 0.2))
    header = [
        (left + 4, "Réf.", False),
        (left + 54, "Désignation", False),
        (375, "Quantité", True),
        (450, "P.U. HTVA", True),
        (right - 4, "Total HTVA", True),
    ]
    c.setFillGray(1)
    _heads(c, header, top, 8.5)
    c.setFillGray(0)
    y = top - 22
    for k, (i, d, q, p, a) in enumerate(priced):
        if k % 2:
            _band(c, left, y - 5, right - left, 17, (0.95, 0.95, 0.95))
        _row(c, header, (i, d, _f(Decimal(q), 0, " "), _eu(Decimal(p), len(p.split(".")[1])), _eu(a)), y, 9)
        y -= 17
    c.setLineWidth(0.6)
    c.line(left, y + 10, right, y + 10)
    vat = [(left, "Taux", False), (130, "Base HTVA", True), (200, "TVA", True)]
    _heads(c, vat, y - 10, 8)
    _row(c, vat, ("21 %", _eu(net), _eu(tax)), y - 24, 8.5)
    totals = (("Total HTVA", f"{_eu(net)} €"), ("TVA 21 %", f"{_eu(tax)} €"))
    _pairs(c, 360, right - 4, y - 10, totals, pitch=15)
    _band(c, 360, y - 48, right - 360, 20, (0.2, 0.2, 0.2))
    c.setFillGray(1)
    _text(c, 366, y - 41, "Total TVAC", 10.5, BOLD)
    _text(c, right - 4, y - 41, f"{_eu(total)} €", 10.5, BOLD, True)
    c.setFillGray(0)
    y -= 90
    _text(c, left, y, "Conditions de paiement : 30 jours date de facture.", 9, BOLD)
    block = (
        "Veuillez verser le montant sur le compte BE62 3631 0457 8812 (BIC BBRUBEBB) auprès de ING Belgique",
        f"en mentionnant la communication structurée {_ogm(2026148718)}.",
        "Tout montant non payé à l'échéance portera de plein droit un intérêt de retard et une indemnité",
        "forfaitaire de 10 % (min. 40 €), conformément à nos conditions générales au verso.",
    )
    _block(c, left, y - 14, block, 8.5, pitch=11.5)
    c.setLineWidth(0.4)
    c.line(left, 62, right, 62)
    _centre(c, w, 50, "Imprimerie Delvaux & Fils SRL · RPM Liège, division Liège · BCE 0412.345.678", 7)
    _centre(c, w, 40, "Imprimé sur papier FSC · delvaux-print.be", 7)
    items = [_item(d, q, p, str(a), i) for i, d, q, p, a in priced]
    return {
        "fields": _fields("2026/1487", "2026-11-18", "2026-12-18", total, tax, "EUR", vendor, customer),
        "line_items": items,
    }


NL_ROWS = (
    ("10211", "Roos Avalanche+", "60", "100", "0.385"),
    ("10214", "Roos Red Naomi!", "70", "150", "0.445"),
    ("10230", "Roos Sweet Avalanche", "60", "80", "0.410"),
    ("10288", "Trosroos Lydia", "50", "60", "0.520"),
    ("11402", "Chrysant Baltica wit", "70", "100", "0.265"),
    ("11415", "Chrysant Pompon Haydar", "70", "80", "0.290"),
    ("12007", "Tulp Strong Gold", "40", "250", "0.198"),
    ("12011", "Tulp Purple Prince", "40", "200", "0.205"),
    ("12019", "Tulp Dubbel Columbus", "45", "100", "0.340"),
    ("13120", "Alstroemeria Virginia", "80", "120", "0.310"),
    ("13133", "Alstroemeria Mix", "70", "100", "0.240"),
    ("14010", "Gerbera mini Kimsey", "45", "150", "0.172"),
    ("14022", "Gerbera Pink Gigi", "50", "100", "0.215"),
    ("15300", "Lisianthus Rosita Wit", "70", "60", "0.685"),
    ("15312", "Lisianthus Alissa Blue", "70", "40", "0.720"),
    ("16001", "Ranonkel Clooney Hanoi", "45", "100", "0.395"),
    ("16010", "Anemoon Mistral Bordeaux", "40", "80", "0.330"),
    ("17044", "Eucalyptus Cinerea", "60", "50", "0.455"),
    ("17050", "Ruscus Italiaans", "70", "100", "0.140"),
    ("17063", "Pistache groen", "60", "40", "0.395"),
    ("18101", "Hortensia Verena wit", "50", "30", "1.250"),
    ("18117", "Hortensia Magical Revolution", "55", "20", "1.480"),
    ("19005", "Fresia dubbel Volonte", "60", "100", "0.235"),
    ("19020", "Lathyrus mix", "40", "60", "0.560"),
    ("20110", "Amaryllis Red Lion", "60", "25", "1.650"),
    ("20234", "Ilex Verticillata rood", "80", "20", "1.180"),
    ("21002", "Skimmia Rubella", "35", "40", "0.870"),
    ("21050", "Kerstgroen Nobilis, bos", "60", "25", "2.150"),
    ("30001", "Steekschuim Oasis Classic", "-", "20", "0.890"),
    ("90000", "Transport Aalsmeer - Utrecht", "-", "1", "24.500"),
)


def _nl_table_head(c, top: float, left: float, right: float) -> list:
    header = [
        (left + 4, "Art.nr.", False),
        (left + 50, "Omschrijving", False),
        (330, "Lengte", True),
        (390, "Aantal", True),
        (458, "Prijs", True),
        (right - 4, "Bedrag", True),
    ]
    _band(c, left, top - 5, right - left, 16, (0.86, 0.92, 0.84))
    _heads(c, header, top, 8.5)
    return header


def _nl_foot(c, w: float, page: int) -> None:
    c.setFillGray(0.4)
    foot = (
        "Bloemengroothandel Van der Meer B.V. · Legmeerdijk 313 Aalsmeer · KvK 34129876 · BTW NL812345678B01",
        f"IBAN NL91 RABO 0312 4488 71 · Leveringen onder de VGB-voorwaarden · Pagina {page} van 2",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 40 - 9 * i, s, 6.5)
    c.setFillGray(0)


# adnl8: an Aalsmeer flower wholesaler's two-page factuur, BTW 9 %
def adnl8(c) -> dict:
    w, h = A4
    left, right = 44, w - 44
    vendor = "Bloemengroothandel Van der Meer B.V."
    customer = "Bloemsierkunst De Linde V.O.F."
    green = (0.2, 0.45, 0.2)
    priced = [(i, d, ln, q, p, _mul(q, p)) for i, d, ln, q, p in NL_ROWS]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "9")
    total = net + tax
    c.setFillColorRGB(*green)
    c.ellipse(left, h - 72, left + 30, h - 42, stroke=0, fill=1)
    c.setFillColorRGB(0.95, 0.75, 0.2)
    c.circle(left + 15, h - 57, 5, stroke=0, fill=1)
    c.setFillColorRGB(*green)
    _text(c, left + 40, h - 58, "VAN DER MEER", 17, BOLD)
    _text(c, left + 40, h - 71, "bloemen & groen groothandel", 9, OBLIQUE)
    c.setFillGray(0)
    _block(
        c,
        right,
        h - 48,
        ("Legmeerdijk 313", "1431 GB Aalsmeer", "T 0297 555 812", "verkoop@vandermeerbloemen.nl"),
        8,
        pitch=10,
        right=True,
    )
    block = (customer, "t.a.v. mevr. S. de Linde", "Oudegracht 201", "3511 NK Utrecht")
    _block(c, left, h - 130, block, 9.5, pitch=13)
    meta = (
        ("Factuurnummer", "2026-30418"),
        ("Factuurdatum", "26-11-2026"),
        ("Vervaldatum", "10-12-2026"),
        ("Debiteurnummer", "D-11842"),
        ("Leverdatum", "25-11-2026"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 350, h - 130 - 13 * i, k, 8.5)
        _text(c, right, h - 130 - 13 * i, v, 8.5, BOLD if i == 0 else "Helvetica", True)
    _text(c, left, h - 218, "FACTUUR", 15, BOLD)
    first = 20
    top = h - 246
    header = _nl_table_head(c, top, left, right)
    y = top - 20
    for i, d, ln, q, p, a in priced[:first]:
        _row(c, header, (i, d, ln, _f(Decimal(q), 0, "."), _eu(Decimal(p), 3), _eu(a)), y, 8.5)
        y -= 14
    carried = _sum(r[-1] for r in priced[:first])
    c.setLineWidth(0.5)
    c.line(390, y + 8, right, y + 8)
    _text(c, 390, y - 6, "Transport", 8.5, BOLD)
    _text(c, right - 4, y - 6, _eu(carried), 8.5, BOLD, True)
    _text(c, left, y - 6, "Vervolg op pagina 2", 8, OBLIQUE)
    _nl_foot(c, w, 1)
    c.showPage()
    c.setFillColorRGB(*green)
    _text(c, left, h - 50, "VAN DER MEER", 12, BOLD)
    c.setFillGray(0)
    _text(c, right, h - 50, "Factuur 2026-30418 · 26-11-2026", 8.5, right=True)
    _text(c, right, h - 61, customer, 8.5, right=True)
    top = h - 92
    header = _nl_table_head(c, top, left, right)
    _text(c, left + 50, top - 20, "Transport van pagina 1", 8.5, OBLIQUE)
    _text(c, right - 4, top - 20, _eu(carried), 8.5, OBLIQUE, True)
    y = top - 34
    for i, d, ln, q, p, a in priced[first:]:
        _row(c, header, (i, d, ln, _f(Decimal(q), 0, "."), _eu(Decimal(p), 3), _eu(a)), y, 8.5)
        y -= 14
    c.line(left, y + 8, right, y + 8)
    totals = (
        ("Totaal excl. BTW", f"€ {_eu(net)}"),
        ("BTW 9% over " + _eu(net), f"€ {_eu(tax)}"),
    )
    _pairs(c, 340, right - 4, y - 8, totals, pitch=15)
    c.setLineWidth(1)
    c.line(340, y - 30, right, y - 30)
    _text(c, 340, y - 44, "Totaal incl. BTW", 10.5, BOLD)
    _text(c, right - 4, y - 44, f"€ {_eu(total)}", 10.5, BOLD, True)
    y -= 90
    block = (
        "Gelieve het totaalbedrag uiterlijk op de vervaldatum over te maken op IBAN NL91 RABO 0312 4488 71",
        "t.n.v. Bloemengroothandel Van der Meer B.V. onder vermelding van het factuurnummer.",
        "Fust (CC-containers en emmers) wordt apart verrekend op de fustnota.",
        "Klachten over kwaliteit binnen 24 uur na levering melden, met foto's.",
    )
    _block(c, left, y, block, 8.5, pitch=12)
    _nl_foot(c, w, 2)
    items = [_item(d, q, p, str(a), i) for i, d, _, q, p, a in priced]
    return {
        "fields": _fields("2026-30418", "2026-11-26", "2026-12-10", total, tax, "EUR", vendor, customer),
        "line_items": items,
    }


# adjp9: a Tokyo trading company's English invoice in the closing-date manner
def adjp9(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor = "Shinagawa Koeki Co., Ltd."
    customer = "Minato Interior Works Inc."
    rows = [
        ("11/05", "D-50211", "HW-3012", "Stainless butt hinge 102 mm", "40", "pc", "680"),
        ("11/05", "D-50211", "HW-3320", "Soft-close drawer slide 450 mm", "24", "set", "2150"),
        ("11/12", "D-50388", "LT-0710", "LED under-cabinet light 600 mm", "18", "pc", "3980"),
        ("11/12", "D-50388", "LT-0015", "LED driver 24 V 60 W", "6", "pc", "5400"),
        ("11/19", "D-50602", "BD-1180", "Melamine board 18 mm, 1820 x 910", "30", "sht", "4750"),
        ("11/19", "D-50602", "AD-0044", "Contact adhesive, 3 kg can", "5", "can", "3300"),
        ("11/26", "D-50817", "HW-5501", "Aluminium handle 160 mm, black", "60", "pc", "420"),
        ("11/26", "D-50817", "SV-0001", "Delivery charge (Tokyo 23 wards)", "4", "trip", "1800"),
    ]
    priced = [(*r, _mul(r[4], r[6], 0)) for r in rows]
    purchases = _sum(r[-1] for r in priced)
    tax = _pct(purchases, "10", 0)
    total = purchases + tax
    _text(c, left, h - 56, "INVOICE", 24, "Times-Bold")
    _text(c, left, h - 70, "(Monthly statement of account)", 8.5, OBLIQUE)
    meta = (
        ("Invoice No.", "SK-2611-0088"),
        ("Issue date", "December 1, 2026"),
        ("Closing date", "November 30, 2026"),
    )
    for i, (k, v) in enumerate(meta):
        c.rect(right - 200, h - 58 - 16 * i, 200, 16)
        _text(c, right - 195, h - 53 - 16 * i, k, 8.5)
        _text(c, right - 5, h - 53 - 16 * i, v, 8.5, right=True)
    _text(c, left, h - 112, customer + "  Messrs.", 13, BOLD)
    c.line(left, h - 117, left + 270, h - 117)
    _block(
        c,
        left,
        h - 132,
        ("Attn: Accounts Payable", "3-8-12 Shibaura, Minato-ku, Tokyo 108-0023"),
        8.5,
        pitch=11,
    )
    _text(c, 340, h - 112, vendor, 12, BOLD)
    block = (
        "2-14-7 Higashi-Shinagawa, Shinagawa-ku,",
        "Tokyo 140-0002, Japan",
        "TEL 03-5555-4180  FAX 03-5555-4181",
        "Registration No. T4010701023385",
    )
    _block(c, 340, h - 126, block, 8.5, pitch=11)
    c.setStrokeColorRGB(0.8, 0.1, 0.1)
    c.setFillColorRGB(0.8, 0.1, 0.1)
    c.setLineWidth(1.4)
    c.circle(right - 18, h - 150, 16, stroke=1, fill=0)
    c.setFont(BOLD, 7)
    c.drawCentredString(right - 18, h - 148, "SHINA")
    c.drawCentredString(right - 18, h - 156, "GAWA")
    c.setStrokeGray(0)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    _text(c, left, h - 176, "We thank you for your continued patronage and invoice you as follows.", 9)
    # summary strip
    strip = (
        ("Previous billing", "¥382,800"),
        ("Payment received", "¥382,800"),
        ("Carried forward", "¥0"),
        ("Purchases this period", f"¥{_f(purchases, 0)}"),
        ("Consumption tax (10%)", f"¥{_f(tax, 0)}"),
        ("Amount billed this time", f"¥{_f(total, 0)}"),
    )
    cw = (right - left) / 6
    top = h - 192
    _band(c, left, top - 16, right - left, 16, (0.9, 0.9, 0.95))
    for i, (k, v) in enumerate(strip):
        x = left + cw * i
        c.rect(x, top - 40, cw, 40)
        _text(c, x + cw / 2 - c.stringWidth(k, BOLD, 6.8) / 2, top - 11, k, 6.8, BOLD)
        size = 10 if i == 5 else 9
        font = BOLD if i == 5 else "Helvetica"
        _text(c, x + cw - 5, top - 32, v, size, font, True)
    c.setLineWidth(1.6)
    c.rect(left + cw * 5, top - 40, cw, 40)
    c.setLineWidth(0.6)
    _text(c, left, top - 58, "Payment due date: December 31, 2026", 9, BOLD)
    top -= 84
    header = [
        (left + 3, "Date", False),
        (left + 34, "Slip No.", False),
        (left + 80, "Item code", False),
        (left + 132, "Description", False),
        (400, "Qty", True),
        (404, "Unit", False),
        (480, "Unit price", True),
        (right - 3, "Amount", True),
    ]
    _band(c, left, top - 5, right - left, 16, (0.9, 0.9, 0.95))
    c.rect(left, top - 5, right - left, 16)
    _heads(c, header, top, 8)
    y = top - 20
    for dt, slip, code, d, q, u, p, a in priced:
        _row(c, header, (dt, slip, code, d, q, u, _f(p, 0), _f(a, 0)), y, 8.5)
        c.setStrokeGray(0.8)
        c.line(left, y - 5, right, y - 5)
        c.setStrokeGray(0)
        y -= 16
    totals = (
        ("Subtotal (10% items)", f"¥{_f(purchases, 0)}"),
        ("Consumption tax 10%", f"¥{_f(tax, 0)}"),
        ("Total (JPY)", f"¥{_f(total, 0)}"),
    )
    for i, (k, v) in enumerate(totals):
        c.rect(350, y - 10 - 16 * i, right - 350, 16)
        _text(c, 355, y - 5 - 16 * i, k, 8.5, BOLD if i == 2 else "Helvetica")
        _text(c, right - 5, y - 5 - 16 * i, v, 9, BOLD if i == 2 else "Helvetica", True)
    y -= 80
    _text(c, left, y, "Remittance", 9, BOLD)
    block = (
        "MUFG Bank, Gotanda Branch (No. 241), Ordinary account 1184470",
        "Account name: Shinagawa Koeki Co., Ltd. (Shinagawa Koeki Kabushiki Kaisha)",
        "Transfer fees are to be borne by your company. Closing on the 30th, payment end of next month.",
    )
    _block(c, left, y - 13, block, 8.5, pitch=11)
    c.line(left, 52, right, 52)
    _centre(c, w, 40, "Shinagawa Koeki Co., Ltd. - building hardware, lighting and interior materials", 7)
    items = [_item(d, q, p, str(a), code) for _, _, code, d, q, _, p, a in priced]
    return {
        "fields": _fields("SK-2611-0088", "2026-12-01", "2026-12-31", total, tax, "JPY", vendor, customer),
        "line_items": items,
    }


# adde10: a German online bicycle-parts shop's invoice, paid by credit card
def adde10(c) -> dict:
    w, h = A4
    left, right = 58, w - 50
    vendor = "Kranich Radsport GmbH"
    customer = "Jonas Petersen"
    blue = (0.05, 0.35, 0.65)
    rows = [
        ("SW-11159", "Schwalbe Marathon Plus 28 x 1.40", "2", "42.95"),
        ("SH-CN601", "Shimano Kette CN-HG601, 11-fach", "1", "32.49"),
        ("SH-B05S", "Bremsbeläge Resin B05S, Paar", "3", "8.99"),
        ("SW-17SV", "Schlauch SV17 28 Zoll, 40 mm Ventil", "4", "6.49"),
        ("FL-DRY1", "Kettenöl Dry Lube 100 ml", "1", "9.95"),
    ]
    priced = [(i, d, q, p, _mul(q, p)) for i, d, q, p in rows]
    subtotal = _sum(r[-1] for r in priced)
    shipping = Decimal("4.90")
    total = subtotal + shipping
    tax = _inside(total, "19")
    c.setFillColorRGB(*blue)
    p = c.beginPath()
    p.moveTo(right - 120, h - 40)
    p.lineTo(right - 96, h - 62)
    p.lineTo(right - 120, h - 62)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    _text(c, right, h - 56, "kranich", 20, BOLD, True)
    _text(c, right, h - 68, "radsport.de", 9, right=True)
    c.setFillGray(0)
    _text(c, left, h - 128, "Kranich Radsport GmbH · Am Sandtorkai 48 · 20457 Hamburg", 6.5)
    c.setLineWidth(0.3)
    c.line(left, h - 131, left + 230, h - 131)
    block = ("Herrn", customer, "Eichenstraße 12", "24116 Kiel")
    _block(c, left, h - 146, block, 10, pitch=13)
    info = (
        ("Kundennummer", "487120"),
        ("Bestelldatum", "29.11.2026"),
        ("Rechnungsdatum", "02.12.2026"),
        ("Lieferdatum", "02.12.2026"),
        ("Zahlart", "Kreditkarte"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 370, h - 146 - 12 * i, k, 8.5)
        _text(c, right, h - 146 - 12 * i, v, 8.5, right=True)
    _text(c, left, h - 240, "Rechnung", 16, BOLD)
    _text(c, left, h - 258, "Rechnungsnummer: RE-2026-58213", 9.5, BOLD)
    _text(c, 260, h - 258, "Bestellnummer: 3029-77410", 9.5)
    _text(c, left, h - 280, "Vielen Dank für Ihre Bestellung! Wir berechnen Ihnen folgende Artikel:", 9)
    header = [
        (left, "Art.-Nr.", False),
        (left + 62, "Artikel", False),
        (385, "Menge", True),
        (460, "Einzelpreis", True),
        (right, "Gesamt", True),
    ]
    top = h - 306
    c.setStrokeColorRGB(*blue)
    c.setLineWidth(1.2)
    c.line(left, top + 12, right, top + 12)
    _heads(c, header, top, 8.5)
    c.line(left, top - 5, right, top - 5)
    c.setStrokeGray(0)
    y = top - 20
    for i, d, q, pr, a in priced:
        _row(c, header, (i, d, q, f"{_eu(Decimal(pr))} €", f"{_eu(a)} €"), y, 9)
        y -= 15
    c.setLineWidth(0.5)
    c.line(330, y + 8, right, y + 8)
    totals = (
        ("Zwischensumme", f"{_eu(subtotal)} €"),
        ("Versand DHL Paket", f"{_eu(shipping)} €"),
    )
    _pairs(c, 330, right, y - 8, totals, pitch=14)
    c.line(330, y - 30, right, y - 30)
    _text(c, 330, y - 44, "Gesamtsumme", 10.5, BOLD)
    _text(c, right, y - 44, f"{_eu(total)} €", 10.5, BOLD, True)
    more = (
        ("Nettobetrag", f"{_eu(total - tax)} €"),
        ("enthaltene MwSt. 19 %", f"{_eu(tax)} €"),
    )
    c.setFillGray(0.3)
    for k, (a, b) in enumerate(more):
        _text(c, 330, y - 60 - 12 * k, a, 8.5)
        _text(c, right, y - 60 - 12 * k, b, 8.5, right=True)
    c.setFillGray(0)
    y -= 110
    _band(c, left, y - 8, right - left, 34, (0.9, 0.95, 1.0))
    _text(c, left + 8, y + 12, "Bereits bezahlt", 9, BOLD)
    _text(
        c,
        left + 8,
        y,
        "Der Rechnungsbetrag wurde am 29.11.2026 per Kreditkarte (VISA **** 4417) beglichen.",
        8.5,
    )
    y -= 36
    block = (
        "Alle Preise inkl. gesetzlicher MwSt. Lieferdatum entspricht dem Rechnungsdatum.",
        "Widerrufsbelehrung und AGB finden Sie unter kranich-radsport.de/agb. Fragen? service@kranich.de",
    )
    _block(c, left, y, block, 8, pitch=11)
    c.setLineWidth(0.4)
    c.line(left, 70, right, 70)
    cols = (
        ("Kranich Radsport GmbH", "Am Sandtorkai 48", "20457 Hamburg"),
        ("Geschäftsführer: Tim Kranich", "Amtsgericht Hamburg HRB 165021", "USt-IdNr. DE314208771"),
        ("Hamburger Sparkasse", "IBAN DE12 2005 0550 1234 5678 90", "BIC HASPDEHHXXX"),
    )
    for k, block in enumerate(cols):
        _block(c, left + 170 * k, 60, block, 6.8, pitch=8.5)
    _qr(c, "https://kranich-radsport.de/konto/bestellung/3029-77410", right - 44, 80, 40)
    items = [_item(d, q, pr, str(a), i) for i, d, q, pr, a in priced]
    return {
        "fields": _fields("RE-2026-58213", "2026-12-02", None, total, tax, "EUR", vendor, customer),
        "line_items": items,
    }


LAYOUTS = {
    "adus1": (adus1, letter),
    "ades2": (ades2, A4),
    "adat3": (adat3, A4),
    "adca4": (adca4, letter),
    "adee5": (adee5, A4),
    "adsg6": (adsg6, A4),
    "adbe7": (adbe7, A4),
    "adnl8": (adnl8, A4),
    "adjp9": (adjp9, A4),
    "adde10": (adde10, A4),
}
SCANNED = ("adus1", "adat3", "adbe7", "adjp9")
