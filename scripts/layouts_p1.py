"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py, from places and
billing systems the earlier sets had not used: a Tampere printing house's lasku (Y-tunnus, ALV 25,5 %, a
viitenumero with its check digit, an ALV breakdown and a Finnish bank transfer form with its virtual bar code), a
Viña del Mar catering supplier's factura electrónica (the red RUT box, pesos without decimals, a line discount,
"MONTO TOTAL", a timbre electrónico and an acuse de recibo), a Córdoba network installer's factura A (the letter
box with "COD. 01", CUIT, IVA 21 % per line, the CAE and its vencimiento, the QR code), a Riyadh air-conditioning
firm's standard VAT tax invoice printed in English (seller and buyer tables, VAT 15 % per line, the ZATCA QR
code of its TLV fields), a Nakuru tractor-spares dealer's tax invoice (KRA PINs, VAT 16 %, keys over values in
boxes, the eTIMS SCU block and its QR code), a Haifa design studio's tax invoice in English (ILS, "Total to
pay", an allocation number), a Luxembourg joiner's facture (TVA 17 %, "Montant TTC", an advance deducted), a
Grand Rapids janitorial distributor's invoice (ordered / shipped / backordered quantities, freight, a remittance
stub), a Calgary trucking company's freight invoice (shipper, consignee and bill-to boxes, BOL and PRO numbers,
a linehaul rated per cwt, a fuel surcharge line, GST 5 %) and a Bristol IT consultancy's invoice of 32 rows
over two pages ("Continued on page 2", the totals on page 2). Four of them (the Chilean, Kenyan, Luxembourg
and US distributor's pages) are also written as scans.

Israel's VAT has been 18 % since January 2025, so the Haifa invoice (dated November 2026) charges 18 %.

What the values say where a page leaves a choice: a line's amount is its net, before tax (the Argentine and
Saudi pages print the line's tax and its total with tax beside it; the net is the "Subtotal" and the "Taxable
Amount"); where a line's discount is printed (Chile, Argentina) the amount is after it and the unit price the
printed one before it. The Chilean amounts are whole pesos as printed. On the distributor's invoice a line's
quantity is the quantity shipped and its amount is billed on it (a line shipped 0, all of it backordered, is a
line of 0.00); its total is the invoice total with the freight, its tax the sales tax on the merchandise (the
freight is not taxed). On the freight invoice the line items are the
charges (their codes are the item ids), not the shipment's pieces and weights; the linehaul's quantity is the
weight in cwt it is rated on, the fuel surcharge's is 1. The Luxembourg total is the "Montant TTC", not the "Reste
à payer" left once the advance is deducted. The due date is the printed "Eräpäivä", "Vencimiento", "Fecha de Vto.
para el pago" (not the CAE's vencimiento), "Due Date" and "Échéance"; the Argentine invoice's number is its
point of sale and number as printed ("0004-00000912"). The customer is the party billed: the "Bill To" of the
freight invoice (the shipper here) and the "Sold To" of the distributor's.
"""

from __future__ import annotations

import base64
import json
import random
from decimal import ROUND_HALF_UP, Decimal
from itertools import groupby

from layouts_set import _barcode, _block, _centre, _item, _pairs, _qr, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
CENT = Decimal("0.01")
PESO = Decimal(1)


def _mul(quantity: str, price: str, step: Decimal = CENT) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to ``step``."""
    return (Decimal(quantity) * Decimal(price)).quantize(step, ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str, step: Decimal = CENT) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to ``step`` (a tax, a surcharge, a discount)."""
    return (amount * Decimal(rate) / 100).quantize(step, ROUND_HALF_UP)


def _num(value, thousands: str = ",", point: str = ".", places: int | None = None) -> str:
    """A number as printed: _num("1234.5", " ", ",", 2) is "1 234,50"; ``places`` defaults to the value's own."""
    d = Decimal(value)
    if places is None:
        places = max(0, -d.as_tuple().exponent)
    s = f"{d:,.{places}f}"
    return s.replace(",", "\0").replace(".", point).replace("\0", thousands)


def _places(price: str) -> int:
    """The decimals a unit price is printed with: two, or more where it has more."""
    return max(2, -Decimal(price).as_tuple().exponent)


def _cells(c, y: float, spec, cells, size: float = 9, font: str = "Helvetica") -> None:
    """One row of cells at ``y``, each column of ``spec`` an (x, right-aligned) pair."""
    for (x, right), s in zip(spec, cells):
        _text(c, x, y, s, size, font, right)


def _inline(c, x: float, y: float, key: str, value: str, size: float = 8.5) -> None:
    """A bold key and its value after it on one line."""
    _text(c, x, y, key, size - 0.5, BOLD)
    _text(c, x + c.stringWidth(key, BOLD, size - 0.5) + 4, y, value, size)


def _ruled(c, left: float, top: float, cols, bottom: float, band: float, fill=None) -> None:
    """A ruled table frame from ``top`` down to ``bottom``: a header band ``band`` high (filled where ``fill``
    is given) and a vertical rule at each x of ``cols`` (the last the frame's right edge)."""
    right = cols[-1]
    if fill is not None:
        c.setFillColorRGB(*fill)
        c.rect(left, top - band, right - left, band, stroke=0, fill=1)
        c.setFillGray(0)
    c.rect(left, bottom, right - left, top - bottom)
    c.line(left, top - band, right, top - band)
    for x in cols[:-1]:
        c.line(x, top, x, bottom)


def _key_cells(c, left: float, top: float, widths, cells, height: float = 30, size: float = 9.5) -> float:
    """Boxes side by side under ``top``, a small bold key above its value in each; the y of their foot."""
    x = left
    for width, (key, value) in zip(widths, cells):
        c.rect(x, top - height, width, height)
        _text(c, x + 4, top - 9.5, key, 6.5, BOLD)
        _text(c, x + 4, top - height + 7, value, size)
        x += width
    return top - height


def _sum_box(
    c, x0: float, x1: float, top: float, rows, pitch: float = 18, size: float = 9, fill=None
) -> float:
    """Totals in a ruled box, a key left and its value right on each row, the last row bold (on ``fill``,
    in white, where given); the y of the box's foot."""
    for i, (key, value) in enumerate(rows):
        y = top - pitch * i
        last = i == len(rows) - 1
        if last and fill is not None:
            c.setFillColorRGB(*fill)
            c.rect(x0, y - pitch, x1 - x0, pitch, stroke=0, fill=1)
            c.setFillGray(1)
        c.rect(x0, y - pitch, x1 - x0, pitch)
        font = BOLD if last else "Helvetica"
        _text(c, x0 + 6, y - pitch + 5.5, key, size, font)
        _text(c, x1 - 6, y - pitch + 5.5, value, size + (1 if last else 0), font, True)
        c.setFillGray(0)
    return top - pitch * len(rows)


# pfi1: a Tampere printing house's lasku with a Finnish bank transfer form (tilisiirto)
FI_ROWS = (  # code, description, quantity, unit, unit price (EUR)
    ("MK-A5", "Menukortti A5, 4/4-väri, 300 g silk", "500", "kpl", "0.62"),
    ("FL-DL", "Flyer DL, 4/4-väri, 170 g silk", "2000", "kpl", "0.085"),
    ("TR-40", "Tarrarulla 40 mm pyöreä, 1000 kpl", "3", "rll", "48.50"),
    ("JL-5070", "Juliste 50 x 70 cm, 4/0-väri", "12", "kpl", "14.90"),
    ("TY-TAITTO", "Taittotyö ja aineiston tarkistus", "2.5", "h", "62.00"),
    ("RAHTI", "Rahti Matkahuolto, 2 kolli", "1", "erä", "24.00"),
)
FI_CUSTOMER = ("Leipomo Mäkelä Oy", "Sari Mäkelä", "Kauppakatu 9", "40100 JYVÄSKYLÄ")


def _fi(value) -> str:
    return _num(value, " ", ",", 2)


def _viite(base: str) -> str:
    """A Finnish reference number: ``base`` and its 7-3-1 check digit."""
    weights = (7, 3, 1)
    total = sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(base)))
    return base + str(-total % 10)


def _fi_head(c, h: float, left: float, right: float, meta) -> None:
    """pfi1's head: the printing house's four-colour logo and name, LASKU, the address window and the
    invoice's keys and values."""
    for k, rgb in enumerate(((0.0, 0.62, 0.87), (0.85, 0.1, 0.5), (1.0, 0.82, 0.0), (0.1, 0.1, 0.1))):
        c.setFillColorRGB(*rgb)
        c.rect(left + 13 * (k % 2), h - 58 - 13 * (k // 2), 11, 11, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 34, h - 56, "Pirkanmaan Painotalo Oy", 15, BOLD)
    c.setFillGray(0.35)
    _text(c, left + 34, h - 68, "Painotyöt · Suurkuvat · Tarrat · Taitto", 8)
    c.setFillGray(0)
    _text(c, right, h - 56, "LASKU", 20, BOLD, True)
    _text(c, right, h - 68, "1 (1)", 8, right=True)
    _block(c, left + 6, h - 134, FI_CUSTOMER, 10, pitch=13, first=BOLD)
    for i, (k, v) in enumerate(meta):
        _text(c, 330, h - 100 - 12.5 * i, k, 8.5)
        _text(c, 440, h - 100 - 12.5 * i, v, 8.5, BOLD if k in ("Eräpäivä", "Viitenumero") else "Helvetica")


def _fi_foot(c, left: float, right: float) -> None:
    """pfi1's company details above the transfer form."""
    c.setLineWidth(0.5)
    c.line(left, 342, right, 342)
    columns = (
        ("Pirkanmaan Painotalo Oy", "Hatanpään valtatie 34", "33100 Tampere"),
        ("Puh. 03 555 0142", "laskutus@pirkanmaanpainotalo.fi", "www.pirkanmaanpainotalo.fi"),
        ("Y-tunnus 2876541-9", "ALV rek.", "Kotipaikka Tampere"),
        ("Nordea", "FI43 1428 3000 1186 04", "BIC NDEAFIHH"),
    )
    for k, lines in enumerate(columns):
        _block(c, left + 128 * k, 332, lines, 7, pitch=9)


def _fi_giro(c, total: Decimal, ref: str, due: str) -> None:
    """A Finnish bank transfer form (tilisiirto / girering) along the foot of the page: the payee's account,
    the payee, the payer, the reference, the due date and the amount, and the form's virtual bar code."""
    x0, xm, x1, top = 20, 300, 575, 288
    c.setLineWidth(0.9)
    for y in (top, 150, 120, 100):
        c.line(x0, y, x1, y)
    for y in (252, 216):
        c.line(x0, y, xm, y)
    for x, y0 in ((x0, 100), (xm, 100), (x1, 100), (x0 + 52, 100), (xm + 52, 100)):
        c.line(x, y0, x, top if x in (x0, xm, x1, x0 + 52) else 150)
    c.line(xm + 160, 120, xm + 160, 100)
    labels = (
        (x0 + 2, 280, ("Saajan", "tilinumero", "Mottagarens", "kontonummer")),
        (x0 + 2, 244, ("Saaja", "Mottagare")),
        (x0 + 2, 208, ("Maksajan", "nimi ja", "osoite", "Betalarens", "namn och", "adress")),
        (x0 + 2, 142, ("Allekirjoitus", "Underskrift")),
        (x0 + 2, 112, ("Tililtä nro", "Från konto nr")),
        (xm + 2, 142, ("Viitenro", "Ref.nr")),
        (xm + 2, 112, ("Eräpäivä", "Förfallodag")),
        (xm + 162, 112, ("Euro",)),
    )
    for x, y, lines in labels:
        _block(c, x, y, lines, 5.5, pitch=6.5)
    _text(c, x0 + 58, 274, "IBAN", 6)
    _text(c, x0 + 58, 261, "Nordea  FI43 1428 3000 1186 04", 10)
    _text(c, x0 + 215, 274, "BIC", 6)
    _text(c, x0 + 215, 261, "NDEAFIHH", 10)
    _block(c, x0 + 58, 238, ("Pirkanmaan Painotalo Oy", "Hatanpään valtatie 34, 33100 Tampere"), 9, pitch=11)
    _block(c, x0 + 58, 202, (FI_CUSTOMER[0], FI_CUSTOMER[2], FI_CUSTOMER[3]), 9, pitch=11)
    c.setLineWidth(0.4)
    c.line(x0 + 58, 128, xm - 12, 128)
    _text(c, xm + 8, 274, "TILISIIRTO. GIRERING", 9, BOLD)
    _block(
        c, xm + 60, 246, ("Laskun numero 26418", "Asiakasnumero 10577", "Käytä maksaessasi viitenumeroa."), 9
    )
    _text(c, xm + 60, 131, ref, 11, BOLD)
    _text(c, xm + 60, 106, due, 10, BOLD)
    _text(c, x1 - 6, 106, _fi(total), 11, BOLD, True)
    line = "Maksu välitetään saajalle maksujenvälityksen ehtojen mukaisesti ja vain maksajan ilmoittaman"
    _block(c, x0, 91, (line, "tilinumeron perusteella."), 5.5, pitch=6.5)
    euros, cents = divmod(int(total * 100), 100)
    code = f"4{'4314283000118604'}{euros:06d}{cents:02d}000{ref.zfill(20)}261128"
    _barcode(c, 2 * 250, 36, code, height=34, bar=0.72)
    _text(c, x0, 24, code, 6.5, "Courier")


def pfi1(c) -> dict:
    w, h = A4
    left, right = 50, w - 45
    rows, items, net = [], [], Decimal(0)
    for code, d, q, unit, price in FI_ROWS:
        amount = _mul(q, price)
        net += amount
        shown = (_num(q, " ", ","), unit, _num(price, " ", ",", _places(price)), "25,5", _fi(amount))
        rows.append((code, d, *shown))
        items.append(_item(d, q, _num(price, "", ".", _places(price)), f"{amount:.2f}", code))
    tax = _pct(net, "25.5")
    total = net + tax
    ref = _viite("26418")
    meta = (
        ("Laskun päivämäärä", "14.11.2026"),
        ("Laskun numero", "26418"),
        ("Asiakasnumero", "10577"),
        ("Viitteenne", "Sari Mäkelä"),
        ("Toimitustapa", "Matkahuolto"),
        ("Maksuehto", "14 pv netto"),
        ("Eräpäivä", "28.11.2026"),
        ("Viivästyskorko", "8,0 %"),
        ("Huomautusaika", "7 vrk"),
        ("Viitenumero", ref),
    )
    _fi_head(c, h, left, right, meta)
    _text(c, left, h - 240, "Laskutamme tilauksenne 6.11.2026 mukaisesti toimitetuista painotöistä.", 9)
    spec = (
        (left, False),
        (left + 64, False),
        (356, True),
        (362, False),
        (432, True),
        (470, True),
        (right, True),
    )
    top = h - 266
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    _cells(c, top, spec, ("Tuote", "Nimike", "Määrä", "Yks.", "À-hinta", "Alv %", "Veroton"), 8.5, BOLD)
    for i, row in enumerate(rows):
        _cells(c, top - 20 - 15 * i, spec, row, 8.5)
    y = top - 20 - 15 * len(rows)
    c.line(left, y + 6, right, y + 6)
    _pairs(c, 360, right, y - 12, (("Veroton yhteensä", _fi(net)), ("ALV 25,5 %", _fi(tax))), pitch=14)
    c.line(360, y - 36, right, y - 36)
    _text(c, 360, y - 50, "Yhteensä EUR", 11, BOLD)
    _text(c, right, y - 50, _fi(total), 11, BOLD, True)
    _text(c, left, y - 12, "Arvonlisäverojen erittely", 8, BOLD)
    vat = (("ALV %", "Veroton", "Vero", "Verollinen"), ("25,5", _fi(net), _fi(tax), _fi(total)))
    for i, cells in enumerate(vat):
        spec = ((left, False), (left + 95, True), (left + 150, True), (left + 215, True))
        _cells(c, y - 26 - 11 * i, spec, cells, 8, BOLD if i == 0 else "Helvetica")
    notes = (
        "Huomautukset 7 vuorokauden kuluessa tavaran vastaanottamisesta.",
        "Viivästyskorko korkolain mukaan 8,0 %. Muistutusmaksu 5,00 EUR.",
    )
    _block(c, left, y - 84, notes, 8, pitch=10.5)
    _fi_foot(c, left, right)
    _fi_giro(c, total, ref, "28.11.2026")
    return {
        "fields": {
            "document_number": "26418",
            "date": "2026-11-14",
            "due_date": "2026-11-28",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Pirkanmaan Painotalo Oy",
            "customer_name": "Leipomo Mäkelä Oy",
        },
        "line_items": items,
    }


# pcl2: a Viña del Mar catering supplier's factura electrónica
CL_ROWS = (  # code, description, quantity, unit price (CLP), discount %
    ("SAR-32", "Sartén antiadherente profesional 32 cm", "6", "18990", "0"),
    ("OLL-50", "Olla acero inoxidable 50 litros con tapa", "2", "89900", "0"),
    ("CUC-CH25", "Cuchillo chef 25 cm mango negro", "8", "12490", "0"),
    ("TAB-R50", "Tabla de corte roja 50 x 30 cm", "4", "7990", "0"),
    ("GUA-NM", "Guantes de nitrilo talla M, caja 100 un.", "20", "4590", "0"),
    ("FIL-45", "Film alusa 45 cm x 300 m", "10", "6290", "5"),
    ("DESP-V", "Despacho a Quintay, V Región", "1", "15000", "0"),
)
CL_RED = (0.78, 0.1, 0.1)


def _clp(value) -> str:
    return _num(value, ".", ",", 0)


def _cl_head(c, h: float, left: float, right: float) -> None:
    """pcl2's head: a mountain logo, the issuer's name, giro and addresses, the red RUT box."""
    c.setFillColorRGB(0.1, 0.35, 0.45)
    p = c.beginPath()
    p.moveTo(left, h - 84)
    p.lineTo(left + 20, h - 50)
    p.lineTo(left + 30, h - 64)
    p.lineTo(left + 38, h - 56)
    p.lineTo(left + 50, h - 84)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColorRGB(0.95, 0.55, 0.1)
    c.circle(left + 40, h - 46, 6, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 58, h - 56, "Insumos Gastronómicos del Pacífico SpA", 12, BOLD)
    block = (
        "Giro: Venta al por mayor de artículos para gastronomía",
        "Casa Matriz: 1 Norte 1245, Of. 302, Viña del Mar",
        "Sucursal: Av. Argentina 2180, Valparaíso",
        "Teléfono: +56 32 255 4180 · ventas@igpacifico.cl",
    )
    _block(c, left + 58, h - 70, block, 7.5, pitch=9.5)
    c.setStrokeColorRGB(*CL_RED)
    c.setFillColorRGB(*CL_RED)
    c.setLineWidth(2)
    bx = right - 180
    c.rect(bx, h - 112, 180, 72)
    for i, s in enumerate(("R.U.T.: 77.412.905-7", "FACTURA ELECTRÓNICA", "Nº 2381")):
        _centre(c, 2 * bx + 180, h - 60 - 19 * i, s, 12, BOLD)
    _centre(c, 2 * bx + 180, h - 126, "S.I.I. - VIÑA DEL MAR", 9, BOLD)
    c.setStrokeGray(0)
    c.setFillGray(0)
    c.setLineWidth(0.6)


def _cl_customer(c, left: float, right: float, top: float) -> float:
    """pcl2's receiver: keys and values in a rounded frame; the y of its foot."""
    rows = (
        (("SEÑOR(ES):", "Restaurante La Caleta de Quintay Ltda."), ("R.U.T.:", "76.118.540-3")),
        (("GIRO:", "Restaurantes y servicios de comida"), ("TELÉFONO:", "+56 32 236 2011")),
        (("DIRECCIÓN:", "Costanera s/n, Caleta de Quintay"), ("COMUNA:", "Casablanca")),
        (("CIUDAD:", "Valparaíso"), ("COND. DE VENTA:", "Crédito 30 días")),
        (("FECHA EMISIÓN:", "17 de noviembre de 2026"), ("VENCIMIENTO:", "17 de diciembre de 2026")),
    )
    bottom = top - 12 - 13 * len(rows)
    c.roundRect(left, bottom, right - left, top - bottom, 5)
    for i, pair in enumerate(rows):
        for x, (k, v) in zip((left + 8, 372), pair):
            _inline(c, x, top - 15 - 13 * i, k, v)
    return bottom


def _cl_stamp(c, x: float, y: float, width: float, height: float) -> None:
    """A PDF417-like block (the SII's timbre electrónico): start and stop columns and seeded random rows."""
    rnd = random.Random(2381)
    rows, unit = 17, 0.8
    rh = height / rows
    start, stop = "11111111010101000", "111111101000101001"
    n = int(width / unit) - len(start) - len(stop)
    for r in range(rows):
        bits = start + "".join(rnd.choice("0011") for _ in range(n)) + stop
        pos = 0
        for bit, run in groupby(bits):
            size = len(list(run))
            if bit == "1":
                c.rect(x + pos * unit, y + r * rh, size * unit, rh, stroke=0, fill=1)
            pos += size


def _cl_receipt(c, left: float, right: float, top: float) -> None:
    """pcl2's acuse de recibo box at the page's foot."""
    c.rect(left, top - 104, right - left, 104)
    _text(c, left + 8, top - 13, "ACUSE DE RECIBO", 8, BOLD)
    _text(c, right - 8, top - 13, "CEDIBLE", 10, BOLD, True)
    for i, (a, b) in enumerate((("Nombre:", "R.U.T.:"), ("Fecha:", "Recinto:"), ("Firma:", ""))):
        y = top - 32 - 16 * i
        for x, k in ((left + 8, a), (320, b)):
            if k:
                _text(c, x, y, k, 8)
                c.line(x + 42, y - 2, x + 220, y - 2)
    legal = (
        "El acuse de recibo que se declara en este acto, de acuerdo a lo dispuesto en la letra b) del Art. 4º,",
        "y la letra c) del Art. 5º de la Ley 19.983, acredita que la entrega de mercaderías o servicio(s)",
        "prestado(s) ha(n) sido recibido(s).",
    )
    _block(c, left + 8, top - 80, legal, 6.3, pitch=7.5)


def pcl2(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    rows, items, net = [], [], Decimal(0)
    for code, d, q, price, disc in CL_ROWS:
        gross = _mul(q, price, PESO)
        amount = gross - _pct(gross, disc, PESO)
        net += amount
        rows.append((code, d, q, _clp(price), f"{disc}%" if disc != "0" else "", _clp(amount)))
        items.append(_item(d, q, price, str(amount), code))
    tax = _pct(net, "19", PESO)
    total = net + tax
    _cl_head(c, h, left, right)
    y = _cl_customer(c, left, right, h - 140)
    _text(c, left + 8, y - 14, "REFERENCIAS: Orden de Compra Nº OC-4418 de fecha 12/11/2026", 7.5)
    top = y - 26
    cols = (left + 70, 346, 404, 466, 514, right)
    bottom = top - 17 - 15 * 12
    _ruled(c, left, top, cols, bottom, 17, fill=(0.93, 0.93, 0.93))
    spec = ((left + 5, False), (left + 75, False), (399, True), (461, True), (509, True), (right - 5, True))
    _cells(
        c,
        top - 12,
        spec,
        ("Código", "Descripción", "Cantidad", "Precio Unit.", "% Desc.", "Valor"),
        7.5,
        BOLD,
    )
    for i, row in enumerate(rows):
        _cells(c, top - 30 - 15 * i, spec, row, 8)
    totals = (("MONTO NETO $", _clp(net)), ("MONTO EXENTO $", "0"), ("I.V.A. 19% $", _clp(tax)))
    _sum_box(c, 380, right, bottom - 10, (*totals, ("MONTO TOTAL $", _clp(total))), pitch=17)
    _text(
        c,
        left,
        bottom - 22,
        "Forma de pago: Crédito - transferencia a Banco de Chile cta. cte. 00-812-44591-07",
        7.5,
    )
    _cl_stamp(c, left + 20, bottom - 108, 210, 72)
    _centre(c, 2 * left + 250, bottom - 120, "Timbre Electrónico SII", 7.5, BOLD)
    _centre(c, 2 * left + 250, bottom - 130, "Res. 80 de 2014 - Verifique documento: www.sii.cl", 7)
    _cl_receipt(c, left, right, 164)
    _centre(c, w, 42, "Representación impresa de documento tributario electrónico · Página 1 de 1", 7)
    return {
        "fields": {
            "document_number": "2381",
            "date": "2026-11-17",
            "due_date": "2026-12-17",
            "total_amount": str(total),
            "tax_amount": str(tax),
            "currency": "CLP",
            "vendor_name": "Insumos Gastronómicos del Pacífico SpA",
            "customer_name": "Restaurante La Caleta de Quintay Ltda.",
        },
        "line_items": items,
    }


# par3: a Córdoba network installer's factura A
AR_ROWS = (  # code, description, quantity, unit, unit price (ARS), discount %
    ("SW-24P", "Switch administrable 24 bocas PoE+", "2", "unidades", "890000.00", "0"),
    ("AP-W6", "Access point Wi-Fi 6 para techo", "6", "unidades", "214500.00", "10"),
    ("UTP-305", "Cable UTP Cat6 exterior, caja 305 m", "3", "unidades", "236000.00", "0"),
    ("RK-12U", "Rack mural 12U con bandeja y PDU", "1", "unidades", "412800.00", "0"),
    ("SRV-INST", "Instalación y configuración de red", "16", "horas", "38500.00", "0"),
    ("SRV-TRAS", "Traslado técnico Córdoba - Villa María", "1", "unidades", "95000.00", "0"),
)


def _ar(value) -> str:
    return _num(value, "", ",", 2)


def _ar_head(c, w: float, h: float, left: float, right: float) -> None:
    """par3's head: ORIGINAL, the frame split by the letter box (A, COD. 01), the issuer left and the
    invoice's number, date and the issuer's tax numbers right."""
    mid = w / 2
    c.setLineWidth(0.8)
    c.rect(left, h - 48, right - left, 18)
    _centre(c, w, h - 43, "ORIGINAL", 11, BOLD)
    c.rect(left, h - 160, right - left, 108)
    c.line(mid, h - 94, mid, h - 160)
    c.setFillGray(1)
    c.rect(mid - 22, h - 94, 44, 42, fill=1)
    c.setFillGray(0)
    _centre(c, w, h - 80, "A", 26, BOLD)
    _centre(c, w, h - 90, "COD. 01", 6.5, BOLD)
    c.setFillColorRGB(0.0, 0.35, 0.65)
    p = c.beginPath()
    for k, (dx, dy) in enumerate(((16, 0), (8, 14), (-8, 14), (-16, 0), (-8, -14), (8, -14))):
        (p.lineTo if k else p.moveTo)(left + 26 + dx, h - 76 + dy)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 26 - c.stringWidth("RS", BOLD, 11) / 2, h - 80, "RS", 11, BOLD)
    c.setFillColorRGB(0.0, 0.35, 0.65)
    _text(c, left + 50, h - 74, "REDES Y SISTEMAS", 13, BOLD)
    _text(c, left + 50, h - 86, "C Ó R D O B A", 8, BOLD)
    c.setFillGray(0)
    _inline(c, left + 8, h - 114, "Razón Social:", "Redes y Sistemas Córdoba S.R.L.", 8)
    _inline(c, left + 8, h - 127, "Domicilio Comercial:", "Av. Colón 1450 P. 3 - Córdoba", 8)
    _inline(c, left + 8, h - 140, "Condición frente al IVA:", "IVA Responsable Inscripto", 8)
    _text(c, mid + 30, h - 76, "FACTURA", 18, BOLD)
    _text(c, mid + 122, h - 76, "Nº 0004-00000912", 12, BOLD)
    keys = (
        ("Fecha de Emisión:", "20/11/2026"),
        ("CUIT:", "30-71583264-6"),
        ("Ingresos Brutos:", "280-512349-6"),
        ("Fecha de Inicio de Actividades:", "01/03/2017"),
    )
    for i, (k, v) in enumerate(keys):
        _inline(c, mid + 30, h - 100 - 13 * i, k, v, 8)


def _ar_parties(c, h: float, left: float, right: float) -> float:
    """par3's billed period and its receiver, each in a frame; the y under them."""
    c.rect(left, h - 182, right - left, 18)
    _inline(c, left + 8, h - 176, "Período Facturado Desde:", "01/11/2026", 8)
    _inline(c, left + 190, h - 176, "Hasta:", "30/11/2026", 8)
    _inline(c, left + 320, h - 176, "Fecha de Vto. para el pago:", "20/12/2026", 8)
    c.rect(left, h - 234, right - left, 48)
    rows = (
        (("CUIT:", "30-54678912-4"), ("Apellido y Nombre / Razón Social:", "Frigorífico Villa María S.A.")),
        (
            ("Condición frente al IVA:", "IVA Responsable Inscripto"),
            ("Domicilio:", "Ruta Nac. 9 km 563 - Villa María"),
        ),
        (("Condición de venta:", "Cuenta Corriente 30 días"), ("Remito:", "0004-00001655")),
    )
    for i, pair in enumerate(rows):
        for x, (k, v) in zip((left + 8, left + 250), pair):
            _inline(c, x, h - 200 - 13 * i, k, v, 8)
    return h - 234


def _ar_totals(c, x0: float, x1: float, top: float, net: Decimal, tax: Decimal) -> None:
    """par3's totals: the net, each IVA rate (21 % the only one used), other taxes and the total."""
    rows = [("Importe Neto Gravado: $", _ar(net))]
    for rate in ("27", "21", "10.5", "5", "2.5", "0"):
        rows.append((f"IVA {rate}%: $", _ar(tax if rate == "21" else 0)))
    rows += [("Importe Otros Tributos: $", "0,00"), ("Importe Total: $", _ar(net + tax))]
    c.rect(x0, top - 12 - 13 * len(rows), x1 - x0, 12 + 13 * len(rows))
    for i, (k, v) in enumerate(rows):
        font = BOLD if i in (0, len(rows) - 1) else "Helvetica"
        _text(c, x1 - 90, top - 16 - 13 * i, k, 8.5, BOLD, True)
        _text(c, x1 - 8, top - 16 - 13 * i, v, 8.5, font, True)


def _ar_foot(c, w: float, left: float, right: float, payload: str) -> None:
    """par3's foot: ARCA's QR code, "Comprobante Autorizado", the CAE and its due date."""
    _qr(c, "https://www.afip.gob.ar/fe/qr/?p=" + base64.b64encode(payload.encode()).decode(), left, 52, 78)
    _text(c, left + 86, 110, "ARCA", 16, "Helvetica-BoldOblique")
    _text(c, left + 86, 96, "Comprobante Autorizado", 9, BOLD)
    line = "Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación"
    _text(c, left + 86, 84, line, 6.5, "Helvetica-Oblique")
    _centre(c, w, 120, "Pág. 1/1", 8, BOLD)
    _text(c, right, 110, "CAE N°: 76472918304562", 9, BOLD, True)
    _text(c, right, 96, "Fecha de Vto. de CAE: 30/11/2026", 9, BOLD, True)


def par3(c) -> dict:
    w, h = A4
    left, right = 28, w - 28
    rows, items, net = [], [], Decimal(0)
    for code, d, q, unit, price, disc in AR_ROWS:
        gross = _mul(q, price)
        amount = gross - _pct(gross, disc)
        net += amount
        with_tax = amount + _pct(amount, "21")
        rows.append((code, d, q + ",00", unit, _ar(price), _ar(disc), _ar(amount), "21%", _ar(with_tax)))
        items.append(_item(d, q, price, f"{amount:.2f}", code))
    tax = _pct(net, "21")
    _ar_head(c, w, h, left, right)
    top = _ar_parties(c, h, left, right) - 8
    cols = (76, 248, 290, 334, 392, 422, 478, 512, right)
    bottom = 290
    _ruled(c, left, top, cols, bottom, 22, fill=(0.85, 0.85, 0.85))
    titles = (
        ("Código", ""),
        ("Producto / Servicio", ""),
        ("Cantidad", ""),
        ("U. Medida", ""),
        ("Precio Unit.", ""),
        ("% Bonif", ""),
        ("Subtotal", ""),
        ("Alícuota", "IVA"),
        ("Subtotal", "c/IVA"),
    )
    edges = (left, *cols)
    for k, (a, b) in enumerate(titles):
        cx = (edges[k] + edges[k + 1]) / 2
        for j, s in enumerate((a, b)):
            _centre(c, 2 * cx, top - (9 if b else 14) - 8 * j, s, 7, BOLD)
    spec = [(left + 3, False), (79, False)] + [(x - 3, True) for x in cols[2:]]
    spec[3] = (cols[2] + 3, False)
    spec[7] = (cols[6] + 6, False)
    for i, row in enumerate(rows):
        _cells(c, top - 36 - 14 * i, spec, row, 7.2)
    _text(c, left, bottom - 16, "Otros tributos", 8, BOLD)
    others = ("Per./Ret. de Impuesto a las Ganancias", "Per./Ret. de IVA", "Per./Ret. Ingresos Brutos")
    for i, s in enumerate((*others, "Impuestos Internos", "Impuestos Municipales")):
        _text(c, left, bottom - 30 - 11 * i, s, 7)
        _text(c, left + 210, bottom - 30 - 11 * i, "0,00", 7, right=True)
    _ar_totals(c, 330, right, bottom - 6, net, tax)
    payload = json.dumps(
        {
            "ver": 1,
            "fecha": "2026-11-20",
            "cuit": 30715832646,
            "ptoVta": 4,
            "tipoCmp": 1,
            "nroCmp": 912,
            "importe": float(net + tax),
            "moneda": "PES",
            "ctz": 1,
            "tipoDocRec": 80,
            "nroDocRec": 30546789124,
            "tipoCodAut": "E",
            "codAut": 76472918304562,
        }
    )
    _ar_foot(c, w, left, right, payload)
    return {
        "fields": {
            "document_number": "0004-00000912",
            "date": "2026-11-20",
            "due_date": "2026-12-20",
            "total_amount": f"{net + tax:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "ARS",
            "vendor_name": "Redes y Sistemas Córdoba S.R.L.",
            "customer_name": "Frigorífico Villa María S.A.",
        },
        "line_items": items,
    }


# psa4: a Riyadh air-conditioning firm's standard VAT tax invoice in English
SA_ROWS = (  # description, quantity, unit price (SAR)
    ("Split AC unit 24,000 BTU, inverter, T3", "4", "3150.00"),
    ("Installation incl. copper piping", "4", "450.00"),
    ("Refrigerant R410A, 11.3 kg cylinder", "2", "520.00"),
    ("Preventive maintenance visit, 18 units", "1", "1350.00"),
    ("Duct cleaning, lobby AHU (per sq m)", "120", "8.50"),
)
SA_PARTIES = (  # key, seller, buyer
    ("Name", "Riyadh Cool Air Conditioning Co.", "Najd Hospitality Company"),
    ("Building No.", "2874", "6612"),
    ("Street Name", "King Fahd Road", "Prince Turki bin Abdulaziz Road"),
    ("District", "Al Olaya", "Al Muhammadiyah"),
    ("City", "Riyadh", "Riyadh"),
    ("Country", "Saudi Arabia", "Saudi Arabia"),
    ("Postal Code", "12214", "12362"),
    ("Additional No.", "7731", "4120"),
    ("VAT Number", "310458216700003", "300917452300003"),
    ("Other ID", "CR 1010456123", "CR 1010298765"),
)
SA_BLUE = (0.05, 0.3, 0.55)


def _sar(value) -> str:
    return _num(value, ",", ".", 2)


def _tlv(*values: str) -> str:
    """The ZATCA QR code's payload: its fields as tag-length-value bytes (tags 1, 2, …), base64."""
    out = b""
    for tag, value in enumerate(values, 1):
        data = value.encode("utf-8")
        out += bytes((tag, len(data))) + data
    return base64.b64encode(out).decode()


def _sa_head(c, w: float, h: float, left: float, right: float, qr: str) -> None:
    """psa4's head: a snowflake logo, the seller's name, the QR code, TAX INVOICE and the invoice's details."""
    cx, cy = left + 22, h - 62
    c.setStrokeColorRGB(*SA_BLUE)
    c.setLineWidth(2.2)
    for dx, dy in ((20, 0), (10, 17.3), (-10, 17.3)):
        c.line(cx - dx, cy - dy, cx + dx, cy + dy)
    c.setLineWidth(0.6)
    c.setStrokeGray(0)
    c.setFillColorRGB(*SA_BLUE)
    _text(c, left + 52, h - 56, "Riyadh Cool Air Conditioning Co.", 14, BOLD)
    c.setFillGray(0.3)
    _text(c, left + 52, h - 69, "HVAC supply, installation and maintenance", 8)
    _text(c, left + 52, h - 80, "King Fahd Road, Al Olaya, Riyadh · Tel. +966 11 555 0148", 8)
    c.setFillGray(0)
    _qr(c, qr, right - 84, h - 118, 84)
    _centre(c, w, h - 142, "TAX INVOICE", 17, BOLD)
    cells = (
        (("Invoice Number:", "RCA-2026-1174"), ("Invoice Issue Date:", "21/11/2026")),
        (("Date of Supply:", "19/11/2026"), ("Due Date:", "21/12/2026")),
        (("Payment Terms:", "Net 30 days"), ("Purchase Order:", "NHC-PO-88412")),
    )
    top = h - 154
    c.rect(left, top - 16 * len(cells), right - left, 16 * len(cells))
    c.line((left + right) / 2, top, (left + right) / 2, top - 16 * len(cells))
    for i, pair in enumerate(cells):
        for x, (k, v) in zip((left, (left + right) / 2), pair):
            _text(c, x + 6, top - 11.5 - 16 * i, k, 8.5, BOLD)
            _text(c, x + 110, top - 11.5 - 16 * i, v, 9)


def _sa_parties(c, left: float, right: float, top: float) -> float:
    """psa4's seller and buyer side by side, each a box of keys and values under a title band; its foot."""
    half = (right - left - 10) / 2
    bottom = top - 16 - 13 * len(SA_PARTIES) - 4
    for k, title in enumerate(("Seller", "Buyer")):
        x = left + (half + 10) * k
        c.setFillColorRGB(*SA_BLUE)
        c.rect(x, top - 16, half, 16, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, x + 6, top - 11.5, title, 9, BOLD)
        c.setFillGray(0)
        c.rect(x, bottom, half, top - bottom)
        for i, row in enumerate(SA_PARTIES):
            _text(c, x + 6, top - 29 - 13 * i, row[0], 7.5, BOLD)
            _text(c, x + 78, top - 29 - 13 * i, row[1 + k], 8.5)
    return bottom


def psa4(c) -> dict:
    w, h = A4
    left, right = 30, w - 30
    rows, items, net, vat = [], [], Decimal(0), Decimal(0)
    for d, q, price in SA_ROWS:
        amount = _mul(q, price)
        tax = _pct(amount, "15")
        net, vat = net + amount, vat + tax
        rows.append((d, _sar(price), q, _sar(amount), "0.00", "15%", _sar(tax), _sar(amount + tax)))
        items.append(_item(d, q, price, f"{amount:.2f}"))
    total = net + vat
    qr = _tlv(
        "Riyadh Cool Air Conditioning Co.",
        "310458216700003",
        "2026-11-21T10:42:17Z",
        f"{total:.2f}",
        f"{vat:.2f}",
    )
    _sa_head(c, w, h, left, right, qr)
    top = _sa_parties(c, left, right, h - 212) - 14
    cols = (214, 262, 298, 356, 396, 428, 484, right)
    bottom = top - 26 - 17 * len(rows) - 6
    _ruled(c, left, top, cols, bottom, 26, fill=(0.87, 0.91, 0.96))
    titles = (
        ("Nature of Goods", "or Services"),
        ("Unit Price", ""),
        ("Quantity", ""),
        ("Taxable", "Amount"),
        ("Discount", ""),
        ("Tax Rate", ""),
        ("Tax", "Amount"),
        ("Item Subtotal", "(Including VAT)"),
    )
    edges = (left, *cols)
    for k, (a, b) in enumerate(titles):
        for j, s in enumerate((a, b)):
            _centre(c, edges[k] + edges[k + 1], top - (10 if b else 15) - 9 * j, s, 7, BOLD)
    spec = [(left + 4, False)] + [(x - 4, True) for x in cols[1:]]
    for i, row in enumerate(rows):
        _cells(c, top - 40 - 17 * i, spec, row, 8)
    totals = (
        ("Total (Excluding VAT)", _sar(net)),
        ("Discount", "0.00"),
        ("Total Taxable Amount (Excluding VAT)", _sar(net)),
        ("Total VAT (15%)", _sar(vat)),
        ("Total Amount Due (SAR)", _sar(total)),
    )
    _sum_box(c, 300, right, bottom - 12, totals, pitch=17, size=8.5, fill=SA_BLUE)
    bank = (
        "Bank details",
        "Saudi National Bank, Olaya branch",
        "Account name: Riyadh Cool Air Conditioning Co.",
        "IBAN SA44 1000 0001 2345 6789 0123",
        "Please quote the invoice number with your transfer.",
    )
    _block(c, left, bottom - 26, bank, 8, pitch=11, first=BOLD)
    c.setLineWidth(0.4)
    c.line(left, 56, right, 56)
    _centre(c, w, 44, "All amounts are in Saudi Riyals (SAR). This invoice was issued electronically.", 7)
    _centre(c, w, 35, "Riyadh Cool Air Conditioning Co. · VAT No. 310458216700003 · CR 1010456123", 7)
    return {
        "fields": {
            "document_number": "RCA-2026-1174",
            "date": "2026-11-21",
            "due_date": "2026-12-21",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{vat:.2f}",
            "currency": "SAR",
            "vendor_name": "Riyadh Cool Air Conditioning Co.",
            "customer_name": "Najd Hospitality Company",
        },
        "line_items": items,
    }


# pke5: a Nakuru tractor-spares dealer's tax invoice with its eTIMS block
KE_ROWS = (  # code, description, quantity, unit, unit price (KES)
    ("AM-1031", "Oil filter, John Deere 5E series", "6", "pcs", "2850.00"),
    ("AM-1042", "Hydraulic oil 15W-40, 20 litre pail", "4", "pail", "9400.00"),
    ("AM-2216", "Disc harrow blade 24 in, notched", "16", "pcs", "4750.00"),
    ("AM-3305", "V-belt B-68 for maize sheller", "10", "pcs", "1180.00"),
    ("SV-0100", "Tractor service labour (hours)", "6", "hrs", "2500.00"),
    ("SV-0900", "Delivery Nakuru - Subukia", "1", "trip", "3500.00"),
)
KE_GREEN = (0.1, 0.42, 0.2)


def _kes(value) -> str:
    return _num(value, ",", ".", 2)


def _ke_head(c, h: float, left: float, right: float) -> None:
    """pke5's head: a wheel logo, the dealer's name and PIN, TAX INVOICE and the keys over values boxes."""
    cx, cy = left + 24, h - 64
    c.setFillColorRGB(*KE_GREEN)
    c.circle(cx, cy, 23, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(2)
    for dx, dy in ((17, 0), (12, 12), (0, 17), (-12, 12)):
        c.line(cx - dx, cy - dy, cx + dx, cy + dy)
    c.setFillGray(1)
    c.circle(cx, cy, 7, stroke=0, fill=1)
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    c.setFillColorRGB(*KE_GREEN)
    _text(c, left + 56, h - 60, "Nakuru Agri-Mech Ltd", 17, BOLD)
    c.setFillGray(0.3)
    _text(c, left + 56, h - 73, "Tractor spares · Implements · Workshop services", 8)
    c.setFillGray(0)
    block = (
        "Kenyatta Avenue, Plot 14/2",
        "P.O. Box 1286-20100, Nakuru",
        "Tel. +254 722 555 184",
        "accounts@nakuruagrimech.co.ke",
    )
    _block(c, right, h - 46, block, 8, pitch=10, right=True)
    _text(c, right, h - 88, "PIN: P051487236K", 8.5, BOLD, True)
    c.setFillColorRGB(*KE_GREEN)
    _text(c, left, h - 122, "TAX INVOICE", 16, BOLD)
    c.setStrokeColorRGB(*KE_GREEN)
    c.setLineWidth(1.5)
    c.line(left, h - 129, right, h - 129)
    c.setStrokeGray(0)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    cells = (
        ("INVOICE NO.", "INV-0048213"),
        ("INVOICE DATE", "25/11/2026"),
        ("DUE DATE", "25/12/2026"),
        ("LPO NO.", "SVF/LPO/2026/118"),
        ("SALES PERSON", "J. Kiprono"),
    )
    _key_cells(c, left, h - 140, [(right - left) / 5] * 5, cells, 32)


def _ke_scu(c, left: float, right: float, top: float, total: Decimal) -> None:
    """pke5's eTIMS block: the control unit's data, the signature and the QR code to verify it."""
    c.setFillColorRGB(0.94, 0.97, 0.94)
    c.rect(left, top - 104, right - left, 104, fill=1)
    c.setFillGray(0)
    _text(c, left + 8, top - 15, "SCU INFORMATION", 9, BOLD)
    rows = (
        ("Date:", "25/11/2026"),
        ("Time:", "14:07:52"),
        ("SCU ID:", "KRACU0300001234"),
        ("CU Invoice No.:", "KRACU0300001234/982"),
        ("Internal Data:", "JG4V-7HQE-MD2K-XW6T-B5PN-3RYA-LC"),
        ("Receipt Signature:", "8FQR-TX2D-KM5W-9ZLE"),
    )
    for i, (k, v) in enumerate(rows):
        _text(c, left + 8, top - 30 - 11.5 * i, k, 8, BOLD)
        _text(c, left + 100, top - 30 - 11.5 * i, v, 8, "Courier")
    data = f"P051487236K00KRACU03000012348FQRTX2DKM5W9ZLE{total:.2f}"
    _qr(
        c,
        "https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=" + data,
        right - 96,
        top - 100,
        92,
    )


def pke5(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    rows, items, net = [], [], Decimal(0)
    for code, d, q, unit, price in KE_ROWS:
        amount = _mul(q, price)
        net += amount
        rows.append((code, d, q, unit, _kes(price), "B-16%", _kes(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}", code))
    tax = _pct(net, "16")
    total = net + tax
    _ke_head(c, h, left, right)
    _text(c, left, h - 196, "DELIVER TO", 7.5, BOLD)
    block = (
        "Subukia Valley Farm - Main Workshop",
        "Off Nakuru-Nyahururu Road",
        "Vehicle: KCF 412T (our lorry)",
    )
    _block(c, left, h - 210, block, 9, pitch=11.5)
    _text(c, 318, h - 196, "BILL TO", 7.5, BOLD)
    block = ("Subukia Valley Farm Ltd", "Attn: Farm Manager", "P.O. Box 77-20103, Subukia", "Nakuru County")
    _block(c, 318, h - 210, block, 9.5, pitch=12, first=BOLD)
    _text(c, 318, h - 260, "Customer PIN: P051902214M", 8.5, BOLD)
    top = h - 290
    spec = (
        (left + 5, False),
        (left + 70, False),
        (368, True),
        (376, False),
        (452, True),
        (466, False),
        (right - 5, True),
    )
    c.setFillColorRGB(*KE_GREEN)
    c.rect(left, top - 6, right - left, 19, stroke=0, fill=1)
    c.setFillGray(1)
    _cells(
        c, top, spec, ("Item Code", "Description", "Qty", "UoM", "Unit Price", "Tax", "Amount (KES)"), 8, BOLD
    )
    c.setFillGray(0)
    c.setStrokeGray(0.75)
    for i, row in enumerate(rows):
        _cells(c, top - 24 - 18 * i, spec, row, 8.5)
        c.line(left, top - 30 - 18 * i, right, top - 30 - 18 * i)
    c.setStrokeGray(0)
    y = top - 24 - 18 * len(rows) - 14
    totals = (("Taxable Amount (B-16%)", _kes(net)), ("VAT 16%", _kes(tax)), ("TOTAL (KES)", _kes(total)))
    _sum_box(c, 330, right, y, totals, pitch=18, fill=KE_GREEN)
    block = (
        "Payment details",
        "M-PESA Paybill 522533, Account NAM-0048213",
        "KCB Bank, Nakuru branch, A/c 1123 4567 89",
        "Terms: 30 days from date of invoice",
    )
    _block(c, left, y - 10, block, 8.5, pitch=11.5, first=BOLD)
    _ke_scu(c, left, right, 250, total)
    notes = ("Goods once sold are not returnable. Warranty on parts as per manufacturer's terms.",)
    _block(
        c,
        left,
        130,
        notes + ("Received the above goods in good order and condition:  ____________________",),
        8,
    )
    c.setLineWidth(0.4)
    c.line(left, 62, right, 62)
    _centre(
        c,
        w,
        50,
        "Nakuru Agri-Mech Ltd · PIN P051487236K · www.nakuruagrimech.co.ke · Thank you for your business",
        7,
    )
    return {
        "fields": {
            "document_number": "INV-0048213",
            "date": "2026-11-25",
            "due_date": "2026-12-25",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "KES",
            "vendor_name": "Nakuru Agri-Mech Ltd",
            "customer_name": "Subukia Valley Farm Ltd",
        },
        "line_items": items,
    }


# pil6: a Haifa design studio's tax invoice in English
IL_ROWS = (  # description, quantity, unit price (ILS)
    ("UX research and design sprint, 5 days", "1", "24000.00"),
    ("Brand identity package: logo and guidelines", "1", "9800.00"),
    ("Landing page development (hours)", "32", "280.00"),
    ("Stock photography licence (per image)", "6", "45.00"),
    ("Print-ready files for trade show banner", "2", "650.00"),
)
IL_VIOLET = (0.36, 0.22, 0.62)


def _ils(value) -> str:
    return _num(value, ",", ".", 2)


def _il_head(c, h: float, left: float, right: float) -> None:
    """pil6's head: two overlapping discs, the studio's details on the right, the invoice's title and date."""
    c.setFillColorRGB(*IL_VIOLET)
    c.circle(left + 18, h - 62, 18, stroke=0, fill=1)
    c.setFillColorRGB(0.98, 0.55, 0.2)
    c.circle(left + 40, h - 62, 18, stroke=0, fill=1)
    c.setFillColorRGB(*IL_VIOLET)
    _text(c, left + 66, h - 62, "carmel", 18, BOLD)
    _text(c, left + 66, h - 74, "studio", 10)
    c.setFillGray(0)
    _text(c, right, h - 50, "Carmel Studio Design Ltd.", 11, BOLD, True)
    block = (
        "Company No. 515123456",
        "12 HaNamal St., Haifa 3303112",
        "+972-4-555-0173 · hello@carmelstudio.co.il",
    )
    _block(c, right, h - 63, block, 8, pitch=10.5, right=True)
    c.setStrokeColorRGB(*IL_VIOLET)
    c.line(left, h - 104, right, h - 104)
    c.setStrokeGray(0)
    _text(c, left, h - 138, "Tax Invoice No. 20418", 20, BOLD)
    c.roundRect(right - 62, h - 142, 62, 20, 4)
    _text(c, right - 31 - c.stringWidth("Original", BOLD, 9) / 2, h - 135, "Original", 9, BOLD)
    _text(c, left, h - 158, "Date: 23 November 2026", 9.5)


def pil6(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    rows, items, net = [], [], Decimal(0)
    for d, q, price in IL_ROWS:
        amount = _mul(q, price)
        net += amount
        rows.append((d, q, _ils(price), _ils(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}"))
    tax = _pct(net, "18")
    total = net + tax
    _il_head(c, h, left, right)
    _text(c, left, h - 190, "To:", 9, BOLD)
    block = ("Orcha Robotics Ltd.", "Company No. 516987321", "8 HaBarzel St., Tel Aviv-Yafo 6971008")
    _block(c, left + 24, h - 190, block + ("Attn: Noa Ben-David, Operations",), 9.5, pitch=12.5, first=BOLD)
    meta = (
        ("Payment terms", "Current + 30"),
        ("Due date", "30/12/2026"),
        ("Purchase order", "ORC-PO-1187"),
        ("Allocation No.", "215487963"),
    )
    _pairs(c, 350, right, h - 190, meta, pitch=13)
    top = h - 276
    spec = ((left + 8, False), (390, True), (465, True), (right - 8, True))
    c.setFillColorRGB(0.93, 0.91, 0.97)
    c.rect(left, top - 7, right - left, 21, stroke=0, fill=1)
    c.setFillColorRGB(*IL_VIOLET)
    _cells(c, top, spec, ("Description", "Qty", "Price (ILS)", "Total (ILS)"), 9, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0.85)
    for i, row in enumerate(rows):
        _cells(c, top - 28 - 24 * i, spec, row, 9.5)
        c.line(left, top - 36 - 24 * i, right, top - 36 - 24 * i)
    c.setStrokeGray(0)
    y = top - 28 - 24 * len(rows) - 10
    _pairs(c, 340, right - 8, y, (("Total before VAT", _ils(net)), ("VAT 18%", _ils(tax))), pitch=16)
    c.setStrokeColorRGB(*IL_VIOLET)
    c.setLineWidth(1.5)
    c.line(340, y - 26, right, y - 26)
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    c.setFillColorRGB(*IL_VIOLET)
    _text(c, 340, y - 46, "Total to pay", 13, BOLD)
    _text(c, right - 8, y - 46, "ILS " + _ils(total), 14, BOLD, True)
    c.setFillGray(0)
    block = (
        "Payment details",
        "Bank transfer to Bank Leumi (10), branch 912, account 38471/22",
        "IBAN IL62 0109 1200 0000 0038 4712",
        "Beneficiary: Carmel Studio Design Ltd.",
        "Withholding tax: please attach a valid exemption certificate.",
    )
    _block(c, left, y - 96, block, 8.5, pitch=12, first=BOLD)
    c.line(right - 170, y - 150, right, y - 150)
    _text(c, right - 170, y - 162, "Signature: Maya Levin, Managing Director", 8)
    c.setFillGray(0.4)
    c.line(left, 60, right, 60)
    _text(c, left, 48, "This document was digitally signed. Issued by the studio's accounting software.", 7)
    _text(c, right, 48, "Page 1 of 1", 7, right=True)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "20418",
            "date": "2026-11-23",
            "due_date": "2026-12-30",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "ILS",
            "vendor_name": "Carmel Studio Design Ltd.",
            "customer_name": "Orcha Robotics Ltd.",
        },
        "line_items": items,
    }


# plu7: a Luxembourg joiner's facture with an advance deducted
LU_ROWS = (  # reference, description, quantity, unit, unit price (EUR)
    ("PI-83C", "Porte intérieure chêne 83 cm, fourniture et pose", "4", "pce", "685.00"),
    ("PL-70", "Plinthe chêne massif 70 mm", "46.5", "m", "14.80"),
    ("PQ-14H", "Parquet chêne huilé 14 mm, contrecollé", "62.4", "m²", "58.50"),
    ("PQ-POSE", "Pose de parquet flottant avec sous-couche", "62.4", "m²", "22.00"),
    ("MO-MEN", "Main-d'œuvre menuisier, ajustements", "14", "h", "62.00"),
    ("DEP", "Déplacement et évacuation des déchets", "1", "forfait", "180.00"),
)
LU_BROWN = (0.45, 0.28, 0.12)


def _lu(value) -> str:
    return _num(value, ".", ",", 2)


def _lu_head(c, h: float, left: float, right: float) -> None:
    """plu7's head: a tree logo and the joiner's name and address, the customer in the window on the right,
    the place and date."""
    c.setFillColorRGB(*LU_BROWN)
    c.rect(left + 13, h - 82, 6, 10, stroke=0, fill=1)
    p = c.beginPath()
    p.moveTo(left, h - 72)
    p.lineTo(left + 16, h - 40)
    p.lineTo(left + 32, h - 72)
    p.close()
    c.setFillColorRGB(0.25, 0.45, 0.2)
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColorRGB(*LU_BROWN)
    _text(c, left + 42, h - 58, "Menuiserie Hoffmann & Fils S.à r.l.", 15, "Times-Bold")
    c.setFillGray(0.35)
    _text(c, left + 42, h - 71, "Menuiserie · Escaliers · Parquets · Agencement", 8.5, "Times-Italic")
    c.setFillGray(0)
    block = ("14, rue de la Gare", "L-9122 Schieren", "Tél. +352 81 55 42", "info@menuiserie-hoffmann.lu")
    _block(c, left, h - 100, block, 8.5, pitch=11)
    _text(c, 320, h - 142, "Menuiserie Hoffmann & Fils · 14, rue de la Gare · L-9122 Schieren", 6)
    block = ("Hôtel des Ardennes S.A.", "À l'attention de M. Paul Kieffer", "25, Grand-Rue", "L-9530 Wiltz")
    _block(c, 320, h - 160, block, 10.5, pitch=13.5, first=BOLD)
    _text(c, 320, h - 236, "Schieren, le 27 novembre 2026", 9.5)


def plu7(c) -> dict:
    w, h = A4
    left, right = 52, w - 52
    rows, items, net = [], [], Decimal(0)
    for ref, d, q, unit, price in LU_ROWS:
        amount = _mul(q, price)
        net += amount
        rows.append((ref, d, _num(q, ".", ","), unit, _lu(price), _lu(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}", ref))
    tax = _pct(net, "17")
    total = net + tax
    advance = Decimal("3000.00")
    _lu_head(c, h, left, right)
    _text(c, left, h - 272, "FACTURE N° 2026-0241", 14, BOLD)
    line = (
        "N° client : C-0187 · Votre commande du 2 septembre 2026 · Chantier : rénovation des chambres 12 à 15"
    )
    _text(c, left, h - 288, line, 8.5)
    top = h - 306
    cols = (left + 52, 352, 392, 430, 478, right)
    bottom = top - 18 - 18 * len(rows) - 4
    _ruled(c, left, top, cols, bottom, 18, fill=(0.95, 0.92, 0.87))
    spec = ((left + 4, False), (left + 56, False), (388, True), (396, False), (474, True), (right - 4, True))
    _cells(c, top - 12.5, spec, ("Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "Montant HT"), 8, BOLD)
    for i, row in enumerate(rows):
        _cells(c, top - 32 - 18 * i, spec, row, 8.5)
    totals = (
        ("Total HT", _lu(net) + " €"),
        ("TVA 17 %", _lu(tax) + " €"),
        ("Montant TTC", _lu(total) + " €"),
    )
    y = _sum_box(c, 330, right, bottom - 14, totals, pitch=18, fill=LU_BROWN)
    rest = (
        ("Acompte reçu (facture 2026-0198)", "-" + _lu(advance) + " €"),
        ("Reste à payer", _lu(total - advance) + " €"),
    )
    y = _sum_box(c, 330, right, y - 6, rest, pitch=18)
    block = (
        "Conditions de paiement : 30 jours date de facture",
        "Échéance : 27/12/2026",
        "Merci d'indiquer le numéro de facture en communication.",
        "BCEE · IBAN LU28 0019 4006 4475 0000 · BIC BCEELULL",
    )
    _block(c, left, bottom - 28, block, 8.5, pitch=12)
    _text(c, left, y - 40, "Nous vous remercions de votre confiance.", 10, "Times-Italic")
    c.setLineWidth(0.4)
    c.line(left, 62, right, 62)
    legal = "Menuiserie Hoffmann & Fils S.à r.l. · RCS Luxembourg B 123456 · Autorisation d'établissement 10045678/0"
    _centre(c, w, 50, legal, 7)
    _centre(c, w, 41, "Capital social 12.500 € · N° TVA LU 2345 6789 · Matricule 2008 2412 345", 7)
    return {
        "fields": {
            "document_number": "2026-0241",
            "date": "2026-11-27",
            "due_date": "2026-12-27",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Menuiserie Hoffmann & Fils S.à r.l.",
            "customer_name": "Hôtel des Ardennes S.A.",
        },
        "line_items": items,
    }


# pus8: a Grand Rapids janitorial distributor's invoice with ordered / shipped / backordered quantities
US_ROWS = (  # item, description, U/M, ordered, shipped, unit price (USD)
    ("TT-9545", "TOILET TISSUE 2-PLY 500 SH, 96 RL", "CS", 6, 6, "58.75"),
    ("PT-8110", "ROLL TOWEL 8 IN X 800 FT, NATURAL", "CS", 8, 5, "41.20"),
    ("CL-2201", "DEGREASER CONCENTRATE, 4 X 1 GAL", "CS", 3, 3, "46.90"),
    ("GL-N400M", "NITRILE GLOVES, BLACK, MEDIUM", "CS", 4, 4, "62.50"),
    ("GL-N400L", "NITRILE GLOVES, BLACK, LARGE", "CS", 4, 0, "62.50"),
    ("CN-4046", "CAN LINER 40X46, 1.5 MIL, BLACK", "CS", 5, 5, "33.15"),
    ("FC-HT88", "FOAM HINGED CONTAINER 8 X 8", "CS", 10, 10, "39.80"),
    ("SN-QT100", "SANITIZER TEST STRIPS, QUAT", "EA", 6, 6, "8.95"),
    ("FS-BR12", "ANGLE BROOM, 12 IN FLAGGED", "EA", 2, 2, "11.40"),
)
US_CUSTOMER = "RIVERBEND FAMILY RESTAURANT LLC"
US_NAVY = (0.08, 0.2, 0.4)


def _us_head(c, h: float, left: float, right: float) -> None:
    """pus8's head: a logo, the distributor's name and address, INVOICE, the invoice number and date boxes,
    the Sold To and Ship To boxes and the order's keys over values."""
    c.setFillColorRGB(*US_NAVY)
    c.roundRect(left, h - 82, 44, 44, 5, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(1.5)
    for k in range(3):
        y = h - 52 - 9 * k
        c.bezier(left + 6, y, left + 15, y + 5, left + 29, y - 5, left + 38, y)
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    _text(c, left + 54, h - 50, "Great Lakes Paper & Janitorial Supply, Inc.", 13, BOLD)
    block = (
        "3350 Roger B. Chaffee Memorial Blvd SE, Grand Rapids, MI 49548",
        "(616) 555-0193 · Fax (616) 555-0194",
    )
    _block(c, left + 54, h - 63, block + ("www.glpjs.com",), 8, pitch=10)
    c.setFillColorRGB(*US_NAVY)
    _text(c, right, h - 52, "INVOICE", 20, BOLD, True)
    c.setFillGray(0)
    _key_cells(
        c,
        right - 190,
        h - 64,
        (95, 95),
        (("INVOICE NO.", "0418836"), ("INVOICE DATE", "Nov 24, 2026")),
        30,
        9,
    )
    for x, title in ((left, "SOLD TO"), (312, "SHIP TO")):
        c.setFillColorRGB(*US_NAVY)
        c.rect(x, h - 130, 264, 14, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, x + 5, h - 126, title, 8, BOLD)
        c.setFillGray(0)
        c.rect(x, h - 190, 264, 74)
    _block(
        c,
        left + 10,
        h - 144,
        (US_CUSTOMER, "ATTN: ACCOUNTS PAYABLE", "1420 RIVERBEND DR NW", "GRAND RAPIDS MI 49504"),
        9,
        "Courier",
        11,
    )
    _block(
        c,
        322,
        h - 144,
        (US_CUSTOMER, "REAR DOCK - KITCHEN", "1420 RIVERBEND DR NW", "GRAND RAPIDS MI 49504"),
        9,
        "Courier",
        11,
    )
    cells = (
        ("CUSTOMER NO.", "RIV1420"),
        ("P.O. NUMBER", "KIT-1118"),
        ("ORDER NO.", "SO-227194"),
        ("SALESPERSON", "D. VANDYKE"),
        ("SHIP VIA", "OUR TRUCK"),
        ("SHIP DATE", "Nov 23, 2026"),
        ("TERMS", "1% 10 NET 30"),
    )
    x = left
    for width, (k, v) in zip([540 / 7] * 7, cells):
        c.rect(x, h - 230, width, 30)
        _text(c, x + 4, h - 209.5, k, 6.5, BOLD)
        _text(c, x + 4, h - 224, v, 8, "Courier")
        x += width


def _us_stub(c, left: float, right: float, total: str) -> None:
    """pus8's remittance stub below a dashed cut line."""
    c.setDash(4, 3)
    c.line(left - 16, 150, right + 16, 150)
    c.setDash()
    _centre(c, left + right, 154, "PLEASE DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT", 6.5)
    _text(c, left, 132, "REMITTANCE", 11, BOLD)
    block = (
        "Remit to: Great Lakes Paper & Janitorial Supply, Inc.",
        "P.O. Box 8812, Grand Rapids, MI 49518-8812",
    )
    _block(c, left, 118, block, 8, pitch=10)
    _text(c, left, 88, US_CUSTOMER, 9, "Courier")
    cells = (
        ("CUSTOMER NO.", "RIV1420"),
        ("INVOICE NO.", "0418836"),
        ("DUE DATE", "Dec 24, 2026"),
        ("AMOUNT DUE", total),
        ("AMOUNT ENCLOSED", ""),
    )
    _key_cells(c, 272, 138, (56, 52, 60, 56, 80), cells, 30, 8)


def pus8(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    rows, items, net = [], [], Decimal(0)
    for code, d, um, ordered, shipped, price in US_ROWS:
        amount = _mul(str(shipped), price)
        net += amount
        rows.append(
            (
                code,
                d,
                um,
                str(ordered),
                str(shipped),
                str(ordered - shipped),
                _num(price),
                _num(amount, places=2),
            )
        )
        items.append(_item(d, str(shipped), price, f"{amount:.2f}", code))
    freight = Decimal("18.50")
    tax = _pct(net, "6")
    total = net + freight + tax
    _us_head(c, h, left, right)
    top = h - 242
    cols = (100, 300, 328, 376, 424, 460, 516, right)
    bottom = top - 18 - 15 * 12
    _ruled(c, left, top, cols, bottom, 18, fill=(0.85, 0.88, 0.93))
    titles = ("ITEM NO.", "DESCRIPTION", "U/M", "ORDERED", "SHIPPED", "B/O", "UNIT PRICE", "AMOUNT")
    edges = (left, *cols)
    for k, s in enumerate(titles):
        _centre(c, edges[k] + edges[k + 1], top - 12.5, s, 7, BOLD)
    spec = [(left + 4, False), (104, False), (306, False)] + [(x - 5, True) for x in cols[3:]]
    for i, row in enumerate(rows):
        _cells(c, top - 31 - 15 * i, spec, row, 8, "Courier")
    sums = (
        ("MERCHANDISE", _num(net, places=2)),
        ("FREIGHT", _num(freight)),
        ("SALES TAX 6%", _num(tax, places=2)),
    )
    _sum_box(
        c,
        420,
        right,
        bottom - 6,
        (*sums, ("INVOICE TOTAL", "$" + _num(total, places=2))),
        pitch=17,
        fill=US_NAVY,
    )
    notes = (
        "B/O = BACKORDERED. BACKORDERED ITEMS SHIP WHEN AVAILABLE AND",
        "ARE INVOICED WHEN SHIPPED. CLAIMS FOR SHORTAGE OR DAMAGE MUST BE",
        "MADE WITHIN 48 HOURS OF DELIVERY.",
        "",
        "NET DUE Dec 24, 2026. 1% DISCOUNT IF PAID BY Dec 4, 2026.",
        "PAST DUE ACCOUNTS SUBJECT TO 1.5% SERVICE CHARGE PER MONTH.",
    )
    _block(c, left, bottom - 18, notes, 7.5, "Courier", 10)
    _text(
        c,
        left,
        174,
        "Thank you for your business! Questions: ar@glpjs.com · (616) 555-0193",
        8.5,
        "Helvetica-Oblique",
    )
    _us_stub(c, left, right, "$" + _num(total, places=2))
    return {
        "fields": {
            "document_number": "0418836",
            "date": "2026-11-24",
            "due_date": "2026-12-24",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "USD",
            "vendor_name": "Great Lakes Paper & Janitorial Supply, Inc.",
            "customer_name": US_CUSTOMER,
        },
        "line_items": items,
    }


# pca9: a Calgary trucking company's freight invoice
CA_CHARGES = (  # code, description, quantity, rate (CAD); the fuel surcharge is a share of the linehaul
    ("LH", "Linehaul LTL Calgary AB - Saskatoon SK (per cwt)", "38.40", "41.25"),
    ("FSC", "Fuel surcharge 31.5% of linehaul", "1", None),
    ("LGD", "Liftgate at delivery", "1", "85.00"),
    ("APT", "Delivery appointment", "1", "45.00"),
    ("WT", "Waiting time at consignee (hours)", "1.5", "90.00"),
)
CA_ORANGE = (0.9, 0.45, 0.08)


def _ca_truck(c, x: float, y: float) -> None:
    """A truck drawn from shapes: trailer, cab, window and wheels, its foot at (x, y)."""
    c.setFillColorRGB(*CA_ORANGE)
    c.rect(x, y + 6, 62, 28, stroke=0, fill=1)
    c.setFillColorRGB(0.15, 0.15, 0.15)
    c.rect(x + 64, y + 6, 22, 20, stroke=0, fill=1)
    c.setFillGray(1)
    c.rect(x + 74, y + 16, 9, 7, stroke=0, fill=1)
    for wx in (x + 10, x + 22, x + 52, x + 76):
        c.setFillColorRGB(0.15, 0.15, 0.15)
        c.circle(wx, y + 5, 5, stroke=0, fill=1)
        c.setFillGray(1)
        c.circle(wx, y + 5, 2, stroke=0, fill=1)
    c.setFillGray(0)


def _ca_head(c, h: float, left: float, right: float) -> None:
    """pca9's head: the truck, the carrier's name and GST number, FREIGHT INVOICE and its keys and values."""
    _ca_truck(c, left, h - 80)
    _text(c, left + 96, h - 56, "Foothills Freightways Ltd.", 16, BOLD)
    c.setFillGray(0.3)
    _text(c, left + 96, h - 68, "LTL & Truckload · Alberta · Saskatchewan · Manitoba", 8)
    c.setFillGray(0)
    block = (
        "5120 72 Avenue SE, Calgary, AB T2C 4T9 · Dispatch 403-555-0177",
        "billing@foothillsfreight.ca · GST # 82746 1953 RT0001",
    )
    _block(c, left, h - 100, block, 8, pitch=10)
    _text(c, right, h - 54, "FREIGHT INVOICE", 15, BOLD, True)
    meta = (
        ("Invoice #", "118204"),
        ("Invoice Date", "Nov 20, 2026"),
        ("PRO #", "CGY-446193"),
        ("Terms", "Net 30"),
        ("Due Date", "Dec 20, 2026"),
    )
    _pairs(c, 420, right, h - 70, meta, pitch=11.5)


def _ca_parties(c, left: float, right: float, top: float) -> float:
    """pca9's shipper, consignee and bill-to boxes under dark title bands; the y of their foot."""
    boxes = (
        (
            "SHIPPER",
            ("Bow River Millwork Inc.", "2810 Centre Ave NE", "Calgary, AB T2A 2L6", "Pickup: Nov 17, 2026"),
        ),
        (
            "CONSIGNEE",
            (
                "Prairie Home Builders Ltd.",
                "411 Millar Ave",
                "Saskatoon, SK S7K 2Z4",
                "Delivered: Nov 18, 2026",
            ),
        ),
        (
            "BILL TO",
            (
                "Bow River Millwork Inc.",
                "Attn: Accounts Payable",
                "PO Box 3309, Stn Main",
                "Calgary, AB T2P 2L6",
            ),
        ),
    )
    width = (right - left - 12) / 3
    for k, (title, lines) in enumerate(boxes):
        x = left + (width + 6) * k
        c.setFillColorRGB(0.15, 0.15, 0.15)
        c.rect(x, top - 14, width, 14, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, x + 5, top - 10.5, title, 8, BOLD)
        c.setFillGray(0)
        c.rect(x, top - 72, width, 72)
        _block(c, x + 6, top - 27, lines, 8.5, pitch=11, first=BOLD)
    return top - 72


def pca9(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    rows, items, net, linehaul = [], [], Decimal(0), Decimal(0)
    for code, d, q, rate in CA_CHARGES:
        amount = _pct(linehaul, "31.5") if rate is None else _mul(q, rate)
        rate = rate or f"{amount:.2f}"
        linehaul = linehaul or amount
        net += amount
        rows.append((code, d, q, _num(rate), _num(amount, places=2)))
        items.append(_item(d, q, rate, f"{amount:.2f}", code))
    tax = _pct(net, "5")
    total = net + tax
    _ca_head(c, h, left, right)
    y = _ca_parties(c, left, right, h - 132)
    cells = (
        ("BOL NO.", "BRM-77154"),
        ("SHIPPER REF / PO", "SO-30871"),
        ("PICKUP DATE", "Nov 17, 2026"),
        ("DELIVERY DATE", "Nov 18, 2026"),
        ("EQUIPMENT", "53' dry van"),
        ("TRAILER", "T-2214"),
        ("RECEIVED BY", "K. OLSON"),
    )
    y = _key_cells(c, left, y - 10, [(right - left) / 7] * 7, cells, 28, 8.5)
    top = y - 22
    _text(c, left, top + 6, "SHIPMENT", 8, BOLD)
    spec = ((left + 22, True), (left + 30, False), (left + 70, False), (right - 4, True))
    c.line(left, top, right, top)
    _cells(c, top - 11, spec, ("PCS", "TYPE", "DESCRIPTION OF ARTICLES", "WEIGHT (LB)"), 7.5, BOLD)
    shipment = (
        ("6", "SKID", "Interior doors, prehung, stretch-wrapped", "2,960"),
        ("2", "SKID", "Door trim and casing bundles", "880"),
        ("8", "", "Total pieces and weight", "3,840"),
    )
    for i, row in enumerate(shipment):
        _cells(c, top - 25 - 12 * i, spec, row, 8.5, BOLD if i == 2 else "Helvetica")
    top -= 82
    _text(c, left, top + 6, "CHARGES", 8, BOLD)
    cols = (left + 40, 380, 440, 500, right)
    bottom = top - 16 - 17 * len(rows) - 4
    _ruled(c, left, top, cols, bottom, 16, fill=(0.99, 0.9, 0.8))
    spec = ((left + 5, False), (left + 45, False), (435, True), (495, True), (right - 5, True))
    _cells(c, top - 11.5, spec, ("CODE", "DESCRIPTION", "QTY", "RATE", "AMOUNT"), 7.5, BOLD)
    for i, row in enumerate(rows):
        _cells(c, top - 29 - 17 * i, spec, row, 8.5)
    totals = (
        ("Subtotal", _num(net, places=2)),
        ("GST 5%", _num(tax, places=2)),
        ("TOTAL DUE (CAD)", "$" + _num(total, places=2)),
    )
    _sum_box(c, 380, right, bottom - 10, totals, pitch=18, fill=CA_ORANGE)
    notes = (
        "All charges in Canadian dollars.",
        "Please quote Invoice # and PRO # with your payment.",
        "EFT: ATB Financial, transit 07219, institution 219, account 00451-88203",
        "Claims for loss or damage must be filed in writing within 60 days of delivery.",
        "Overdue accounts are charged 2% per month.",
    )
    _block(c, left, bottom - 22, notes, 8, pitch=11)
    c.setLineWidth(0.4)
    c.line(left, 52, right, 52)
    _centre(
        c,
        w,
        40,
        "Foothills Freightways Ltd. · Carrier NSC AB 274-118-003 · foothillsfreight.ca · Page 1 of 1",
        7,
    )
    return {
        "fields": {
            "document_number": "118204",
            "date": "2026-11-20",
            "due_date": "2026-12-20",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "CAD",
            "vendor_name": "Foothills Freightways Ltd.",
            "customer_name": "Bow River Millwork Inc.",
        },
        "line_items": items,
    }


# puk10: a Bristol IT consultancy's invoice of 32 rows over two pages
UK_ROLES = (
    ("Solution architect", "950.00"),
    ("Senior cloud engineer", "850.00"),
    ("Cloud engineer", "650.00"),
    ("Business analyst", "600.00"),
    ("Delivery manager", "700.00"),
    ("UX designer", "625.00"),
)
UK_WEEKS = ("5 Oct", "12 Oct", "19 Oct", "26 Oct", "2 Nov")
UK_DAYS = (  # a week's days for each role; 0: not on the project that week
    ("3", "5", "5", "4", "2", "5"),
    ("2", "5", "5", "5", "2", "4"),
    ("2", "4.5", "5", "3", "2", "0"),
    ("1", "5", "5", "2", "2", "3"),
    ("1", "3", "4", "0", "1", "2"),
)
UK_COSTS = (  # description, quantity, unit, unit price (GBP)
    ("Rail travel Bristol - Gloucester, off-peak returns", "6", "trip", "25.20"),
    ("Mileage to client site (miles)", "212", "mile", "0.45"),
    ("Azure DevOps test licences, October 2026", "5", "user", "42.00"),
    ("Accessibility audit, third party (at cost)", "1", "item", "1450.00"),
)
UK_SPEC = ((56, False), (392, True), (400, False), (470, True), (539, True))
UK_GREEN = (0.1, 0.3, 0.25)


def _uk_rows() -> list[tuple[str, str, str, str]]:
    """puk10's rows: the consultants' days week by week, then the costs; (description, quantity, unit, price)."""
    rows = []
    for week, days in zip(UK_WEEKS, UK_DAYS):
        for (role, rate), n in zip(UK_ROLES, days):
            if n != "0":
                rows.append((f"{role}, w/c {week} 2026", n, "day", rate))
    return rows + list(UK_COSTS)


def _uk_table_head(c, top: float) -> None:
    """puk10's table header between two rules."""
    c.setStrokeColorRGB(*UK_GREEN)
    c.setLineWidth(1)
    c.line(56, top + 12, 539, top + 12)
    c.line(56, top - 5, 539, top - 5)
    c.setStrokeGray(0)
    _cells(c, top, UK_SPEC, ("Description", "Qty", "Unit", "Rate £", "Amount £"), 8.5, "Times-Bold")


def _uk_foot(c, n: int) -> None:
    """puk10's page foot: its registered details and the page number."""
    c.setLineWidth(0.4)
    c.line(56, 58, 539, 58)
    line = "Thornbury Digital Consulting Ltd · Registered in England and Wales No. 09876543 · VAT Reg. No. GB 318 4472 19"
    _text(c, 56, 46, line, 6.8)
    _text(c, 539, 46, f"Page {n} of 2", 7, right=True)


def _uk_first(c, h: float) -> None:
    """puk10's first page head: the logo, the consultancy's address, INVOICE, the client and the invoice's keys."""
    c.setFillColorRGB(*UK_GREEN)
    c.rect(56, h - 78, 30, 30, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(2.5)
    c.line(62, h - 54, 80, h - 54)
    c.line(71, h - 54, 71, h - 72)
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    _text(c, 96, h - 62, "Thornbury Digital Consulting Ltd", 16, "Times-Bold")
    c.setFillGray(0)
    _text(c, 96, h - 75, "Cloud · Data · Digital services", 8.5, "Times-Italic")
    block = (
        "Unit 6, The Paintworks",
        "Bath Road, Bristol BS4 3EH",
        "0117 555 0164",
        "accounts@thornburydigital.co.uk",
    )
    _block(c, 539, h - 50, block, 8, pitch=10, right=True)
    c.setFillColorRGB(*UK_GREEN)
    _text(c, 56, h - 128, "INVOICE", 22, "Times-Bold")
    c.setFillGray(0.4)
    _text(c, 56, h - 152, "Invoice to", 8)
    c.setFillGray(0)
    block = (
        "Severn Valley Housing Association",
        "Finance Department",
        "Riverside House, 2 Quay Street",
        "Gloucester GL1 2LP",
    )
    _block(c, 56, h - 166, block, 10, pitch=12.5, first=BOLD)
    meta = (
        ("Invoice number", "TDC-2026-0117"),
        ("Invoice date", "9 November 2026"),
        ("Due date", "9 December 2026"),
        ("Purchase order", "SVHA-PO-20931"),
        ("Account", "SEV004"),
    )
    _pairs(c, 350, 539, h - 128, meta, pitch=14)
    line = "Re: Digital services framework, Lot 2 - SOW 3: tenant portal and cloud migration, 5 October to 6 November 2026"
    _text(c, 56, h - 238, line, 8.5, "Times-Italic")


def puk10(c) -> dict:
    _, h = A4
    rows, items, net = [], [], Decimal(0)
    for d, q, unit, rate in _uk_rows():
        amount = _mul(q, rate)
        net += amount
        rows.append((d, q, unit, _num(rate), _num(amount, places=2)))
        items.append(_item(d, q, rate, f"{amount:.2f}"))
    tax = _pct(net, "20")
    total = net + tax
    _uk_first(c, h)
    _uk_table_head(c, h - 266)
    first = 26
    for i, row in enumerate(rows[:first]):
        _cells(c, h - 284 - 15 * i, UK_SPEC, row, 9, "Times-Roman")
    _text(c, 539, 96, "Continued on page 2 ...", 9, "Times-Italic", True)
    _uk_foot(c, 1)
    c.showPage()
    _text(c, 56, h - 50, "Thornbury Digital Consulting Ltd", 10, "Times-Bold")
    _text(c, 539, h - 50, "Invoice TDC-2026-0117 (continued)", 9, "Times-Roman", True)
    _text(c, 539, h - 62, "Severn Valley Housing Association · 9 November 2026", 8.5, "Times-Roman", True)
    _uk_table_head(c, h - 100)
    for i, row in enumerate(rows[first:]):
        _cells(c, h - 118 - 15 * i, UK_SPEC, row, 9, "Times-Roman")
    y = h - 118 - 15 * len(rows[first:])
    c.line(56, y + 6, 539, y + 6)
    for i, (k, v) in enumerate((("Net amount", _num(net, places=2)), ("VAT @ 20%", _num(tax, places=2)))):
        _text(c, 360, y - 12 - 15 * i, k, 10, "Times-Roman")
        _text(c, 539, y - 12 - 15 * i, v, 10, "Times-Roman", True)
    c.setFillColorRGB(*UK_GREEN)
    c.rect(352, y - 58, 187, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 360, y - 50, "Total due (GBP)", 11, "Times-Bold")
    _text(c, 533, y - 50, "£" + _num(total, places=2), 11, "Times-Bold", True)
    c.setFillGray(0)
    block = (
        "Payment terms: 30 days from the invoice date, by BACS to",
        "Thornbury Digital Consulting Ltd, Lloyds Bank, sort code 30-94-57, account 41873362,",
        "quoting TDC-2026-0117 as the reference.",
        "",
        "Timesheets for each consultant were approved by the client's project lead week by week.",
        "We reserve the right to claim interest and compensation under the Late Payment of Commercial",
        "Debts (Interest) Act 1998 on invoices not paid when due.",
    )
    _block(c, 56, y - 96, block, 9, "Times-Roman", 12)
    _uk_foot(c, 2)
    return {
        "fields": {
            "document_number": "TDC-2026-0117",
            "date": "2026-11-09",
            "due_date": "2026-12-09",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "GBP",
            "vendor_name": "Thornbury Digital Consulting Ltd",
            "customer_name": "Severn Valley Housing Association",
        },
        "line_items": items,
    }


LAYOUTS = {
    "pfi1": (pfi1, A4),
    "pcl2": (pcl2, letter),
    "par3": (par3, A4),
    "psa4": (psa4, A4),
    "pke5": (pke5, A4),
    "pil6": (pil6, A4),
    "plu7": (plu7, A4),
    "pus8": (pus8, letter),
    "pca9": (pca9, letter),
    "puk10": (puk10, A4),
}
SCANNED = ("pcl2", "pke5", "plu7", "pus8")
