"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py, as small firms
print them: a Faenza pottery's fattura to a Bologna trattoria (P.IVA, a line discount, Riepilogo IVA, "Totale
documento" and its scadenza), a Valencia translator's factura as a freelancer (NIF, IVA 21 %, IRPF retention
-15 %), a Lucerne bike workshop's Rechnung in CHF with a rounding line and a QR-bill payment part
(Empfangsschein and Zahlteil, SCOR reference), an Odense cleaning firm's faktura (CVR-nr., moms 25 %, "I alt",
an FI line), a Stripe-like SaaS invoice from San Francisco (amount due in big type, usage lines with their
periods), a Florianópolis software house's NFS-e service invoice in English (BRL, ISS 2 % included in the
price), a Paarl hardware merchant's two-page tax invoice of 30 rows (VAT 15 %, rand amounts, line discounts,
the totals on page 2), a Galway builder's interim valuation invoice (works to date, the previous stage invoice
deducted, "Amount due this invoice"), a Brno electrical wholesaler's two-page faktura printed without
diacritics (ICO/DIC, DPH 21 %, "Celkem k uhrade") and a Muskoka dock builder's Ontario HST invoice with a
deposit received.

What the values say where a page leaves a choice: a line's amount is its net (after a line's discount where
one is printed, before tax); the unit price is the printed one, before the discount. The Spanish total is the
printed "TOTAL FACTURA" (base plus IVA less the IRPF withheld, as Facturae's InvoiceTotal counts it) and its
tax the IVA; the Swiss total is the rounded "Total CHF"; the Brazilian total is the service amount (ISS is
included in it and nothing is withheld), its tax the ISS. Where something already paid is taken off, the total
is the invoice's total before it: the Galway page's "Total to date incl. VAT" (not the "Amount due this
invoice" left once the paid stage invoice is deducted), its tax the VAT on the works to date; the Ontario
page's "Total" (not the "Balance Due" left after the deposit). The Brazilian page's due date is the boleto's,
printed in its notes; the Swiss page's the "Zahlbar bis" date.
"""

from __future__ import annotations

from layouts_set import _block, _centre, _eu, _item, _pairs, _plain, _qr, _table, _text
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.units import mm

BOLD = "Helvetica-Bold"


def _grouped(cents: int, thousands: str, decimal: str) -> str:
    """Cents as an amount with the given separators: _grouped(123456, " ", ",") is "1 234,56"."""
    return f"{cents // 100:,}".replace(",", thousands) + f"{decimal}{cents % 100:02d}"


def _frame(c, left: float, top: float, cols, n: int, pitch: float, fill=(0.9, 0.9, 0.9)) -> float:
    """A ruled table frame: a filled header band 17 high under ``top`` and ``n`` rows ``pitch`` high, a
    vertical rule at each x of ``cols`` (the last the right edge); the y of its foot."""
    right = cols[-1]
    c.setFillColorRGB(*fill)
    c.rect(left, top - 17, right - left, 17, stroke=0, fill=1)
    c.setFillGray(0)
    bottom = top - 17 - pitch * n
    c.rect(left, bottom, right - left, top - bottom)
    c.line(left, top - 17, right, top - 17)
    for x in cols[:-1]:
        c.line(x, top, x, bottom)
    return bottom


def nit1(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    red = (0.6, 0.15, 0.1)
    c.setFillColorRGB(*red)
    c.circle(left + 27, h - 68, 27, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 27 - c.stringWidth("CS", BOLD, 18) / 2, h - 74, "CS", 18, BOLD)
    c.setFillColorRGB(*red)
    _text(c, left + 66, h - 64, "Ceramiche Sartori", 21, "Times-Bold")
    c.setFillGray(0.3)
    _text(c, left + 66, h - 80, "maioliche artistiche dal 1962", 10, "Times-Italic")
    c.setFillGray(0)
    block = (
        "Ceramiche Sartori S.n.c.",
        "di Sartori Luca & C.",
        "Via Granarolo, 118 - 48018 Faenza (RA)",
        "Tel. 0546 555 214 - info@ceramichesartori.it",
        "P.IVA e C.F. 02318740396",
        "REA RA-190244",
    )
    _block(c, left, h - 114, block, 8, pitch=10.5, first=BOLD)
    _text(c, 320, h - 118, "Spett.le", 9, "Helvetica-Oblique")
    block = (
        "Trattoria Al Portico S.r.l.",
        "Via Santo Stefano, 42",
        "40125 Bologna (BO)",
        "P.IVA 03912580374",
    )
    _block(c, 320, h - 134, block, 10, pitch=13, first=BOLD)
    _text(c, 320, h - 194, "Codice destinatario SDI: M5UXCR1", 8.5)
    cells = (
        ("Tipo documento", "FATTURA"),
        ("Numero", "148/2026"),
        ("Data", "12/11/2026"),
        ("Cod. cliente", "C0291"),
        ("Pagamento", "Bonifico 30 gg d.f.f.m."),
    )
    x = left
    c.setLineWidth(0.6)
    for (k, v), cw in zip(cells, (100, 80, 80, 80, right - left - 340)):
        c.rect(x, h - 262, cw, 32)
        _text(c, x + 4, h - 240, k, 7, BOLD)
        _text(c, x + 4, h - 255, v, 9.5, BOLD if k in ("Tipo documento", "Numero") else "Helvetica")
        x += cw
    rows = [
        ("PP30", "Piatto piano Ø 30 cm, smalto bianco latte", "pz", "48", "14,50", "", "696,00", "22"),
        ("PF22", "Piatto fondo Ø 22 cm, smalto bianco latte", "pz", "48", "12,80", "", "614,40", "22"),
        ("TZC6", "Tazzina caffè con piattino, decoro blu", "pz", "60", "7,90", "10", "426,60", "22"),
        ("OA02", "Oliera e acetiera, set da 2", "set", "12", "9,50", "", "114,00", "22"),
        ("VP40", "Vassoio da portata 40 x 28 cm", "pz", "6", "38,00", "", "228,00", "22"),
        ("TRS", "Spese di imballo e trasporto", "", "1", "45,00", "", "45,00", "22"),
    ]
    top = h - 282
    cols = (left + 44, 292, 318, 354, 416, 450, 510, right)
    bottom = _frame(c, left, top, cols, 11, 17, fill=(0.97, 0.9, 0.88))
    header = [
        (left + 4, "Codice", False),
        (left + 48, "Descrizione", False),
        (296, "U.M.", False),
        (350, "Q.tà", True),
        (412, "Prezzo unit.", True),
        (446, "Sc. %", True),
        (506, "Importo", True),
        (right - 4, "IVA", True),
    ]
    for xx, t, r in header:
        _text(c, xx, top - 12, t, 7.5, BOLD, r)
    for i, row in enumerate(rows):
        for (xx, _, r), s in zip(header, row):
            _text(c, xx, top - 30 - 17 * i, s, 8.5, right=r)
    y = bottom - 16
    _text(c, left, y, "Riepilogo IVA", 8, BOLD)
    summary = (
        ("Aliquota", "Imponibile", "Imposta", "Esigibilità"),
        ("22%", "2.124,00", "467,28", "immediata"),
    )
    c.rect(left, y - 36, 250, 30)
    places = ((left + 4, False), (left + 110, True), (left + 170, True), (left + 180, False))
    for i, cells in enumerate(summary):
        for (xx, r), s in zip(places, cells):
            _text(c, xx, y - 16 - 13 * i, s, 8, BOLD if i == 0 else "Helvetica", r)
    _text(c, 320, y, "Scadenze", 8, BOLD)
    c.rect(320, y - 36, right - 320, 30)
    _text(c, 324, y - 16, "Data scadenza", 8, BOLD)
    _text(c, 400, y - 16, "Modalità", 8, BOLD)
    _text(c, right - 4, y - 16, "Importo", 8, BOLD, True)
    _text(c, 324, y - 29, "31/12/2026", 8)
    _text(c, 400, y - 29, "Bonifico bancario", 8)
    _text(c, right - 4, y - 29, "2.591,28", 8, right=True)
    sy = y - 58
    strip = (
        ("Totale imponibile €", "2.124,00"),
        ("Totale IVA €", "467,28"),
        ("Totale documento €", "2.591,28"),
    )
    sw = (right - left) / 3
    for k, (key, v) in enumerate(strip):
        xx = left + sw * k
        if k == 2:
            c.setFillColorRGB(0.97, 0.9, 0.88)
            c.rect(xx, sy - 34, sw, 34, stroke=0, fill=1)
            c.setFillGray(0)
        c.rect(xx, sy - 34, sw, 34)
        _text(c, xx + 6, sy - 12, key, 8, BOLD)
        _text(c, xx + sw - 6, sy - 28, v, 12 if k == 2 else 10, BOLD if k == 2 else "Helvetica", True)
    block = (
        "Pagamento a mezzo bonifico bancario: BPER Banca, filiale di Faenza",
        "IBAN IT60 X054 2811 1010 0000 0123 456 - indicare nella causale il numero della fattura.",
        "Contributo CONAI assolto ove dovuto. Merce resa franco destino.",
    )
    _block(c, left, sy - 56, block, 8, pitch=11)
    c.setLineWidth(0.4)
    c.line(left, 64, right, 64)
    block = (
        "Copia di cortesia: documento privo di valenza fiscale ai sensi dell'art. 21 del DPR 633/72.",
        "L'originale è stato trasmesso al Sistema di Interscambio ed è disponibile nel cassetto fiscale.",
    )
    _block(c, left, 52, block, 7, "Helvetica-Oblique", pitch=9)
    return {
        "fields": {
            "document_number": "148/2026",
            "date": "2026-11-12",
            "due_date": "2026-12-31",
            "total_amount": "2591.28",
            "tax_amount": "467.28",
            "currency": "EUR",
            "vendor_name": "Ceramiche Sartori S.n.c.",
            "customer_name": "Trattoria Al Portico S.r.l.",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a), i) for i, d, _, q, u, _, a, _ in rows],
    }


def nes2(c) -> dict:
    w, h = A4
    left, right = 56, w - 56
    teal = (0.05, 0.42, 0.47)
    c.setFillColorRGB(*teal)
    _text(c, left, h - 70, "Marta Puig Soler", 22, BOLD)
    c.setFillGray(0.35)
    _text(c, left, h - 86, "Traducción y corrección editorial · EN / FR / CA > ES", 9)
    c.setFillGray(0)
    block = (
        "NIF 48291736K",
        "C/ de Cuba, 27, 3.º 2.ª",
        "46006 València",
        "marta@puigtraduccions.es · 655 41 82 09",
    )
    _block(c, left, h - 108, block, 8.5, pitch=11)
    c.setFillColorRGB(*teal)
    _text(c, right, h - 70, "FACTURA", 26, "Helvetica", True)
    c.setFillGray(0)
    meta = (("Nº de factura", "2026-041"), ("Fecha de emisión", "18/11/2026"), ("Vencimiento", "18/12/2026"))
    _pairs(c, right - 180, right, h - 100, meta, pitch=14)
    c.setFillGray(0.45)
    _text(c, left, h - 180, "CLIENTE", 7.5, BOLD)
    c.setFillGray(0)
    block = (
        "Editorial Alborada, S.L.",
        "CIF B46123457",
        "Av. del Regne de València, 51, entlo.",
        "46005 València",
    )
    _block(c, left, h - 196, block, 10, pitch=13, first=BOLD)
    c.setFillGray(0.45)
    _text(c, 330, h - 180, "PROYECTO", 7.5, BOLD)
    c.setFillGray(0)
    block = ("Catálogo primavera-verano 2027", "Pedido de 3 de noviembre de 2026", "Ref. cliente: ALB-CAT-27")
    _block(c, 330, h - 196, block, 9, pitch=12)
    rows = [
        ("Traducción EN-ES del catálogo (palabras)", "12.480", "0,075", "936,00"),
        ("Revisión de pruebas de imprenta (páginas)", "64", "3,50", "224,00"),
        ("Adaptación de textos para la web (horas)", "6", "35,00", "210,00"),
        ("Recargo por urgencia, entrega en 48 h", "1", "93,60", "93,60"),
    ]
    top = h - 290
    header = [
        (left, "Concepto", False),
        (380, "Cantidad", True),
        (455, "Precio", True),
        (right, "Importe", True),
    ]
    c.setFillColorRGB(*teal)
    for x, t, r in header:
        _text(c, x, top, t, 9, BOLD, r)
    c.setStrokeColorRGB(*teal)
    c.setLineWidth(1.2)
    c.line(left, top - 7, right, top - 7)
    c.setFillGray(0)
    c.setStrokeGray(0.8)
    c.setLineWidth(0.4)
    for i, row in enumerate(rows):
        y = top - 26 - 22 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9.5, right=r)
        c.line(left, y - 8, right, y - 8)
    y = top - 26 - 22 * len(rows) - 14
    totals = (
        ("Base imponible", "1.463,60 €"),
        ("IVA 21 %", "307,36 €"),
        ("Retención IRPF -15 %", "-219,54 €"),
    )
    for i, (k, v) in enumerate(totals):
        _text(c, 330, y - 17 * i, k, 10)
        _text(c, right, y - 17 * i, v, 10, right=True)
    c.setStrokeColorRGB(*teal)
    c.setLineWidth(1.2)
    c.line(330, y - 44, right, y - 44)
    c.setFillColorRGB(*teal)
    _text(c, 330, y - 62, "TOTAL FACTURA", 12, BOLD)
    _text(c, right, y - 62, "1.551,42 €", 13, BOLD, True)
    c.setFillGray(0)
    block = (
        "Forma de pago",
        "Transferencia bancaria antes del vencimiento a:",
        "ES91 2100 0418 4502 0005 1332 (CaixaBank)",
        "Titular: Marta Puig Soler",
    )
    _block(c, left, y - 110, block, 9, pitch=12, first=BOLD)
    block = (
        "Factura sujeta a retención del 15 % a cuenta del IRPF (art. 101 de la Ley 35/2006), por tratarse de",
        "rendimientos de actividades profesionales. Los derechos de la traducción se ceden para la edición",
        "impresa y digital del catálogo indicado.",
    )
    c.setFillGray(0.35)
    _block(c, left, y - 180, block, 8, "Helvetica-Oblique", pitch=10.5)
    c.setFillGray(0)
    c.setStrokeGray(0.8)
    c.setLineWidth(0.4)
    c.line(left, 56, right, 56)
    _centre(c, w, 44, "Marta Puig Soler · NIF 48291736K · Alta en el IAE epígrafe 774 · Página 1 de 1", 7)
    return {
        "fields": {
            "document_number": "2026-041",
            "date": "2026-11-18",
            "due_date": "2026-12-18",
            "total_amount": "1551.42",
            "tax_amount": "307.36",
            "currency": "EUR",
            "vendor_name": "Marta Puig Soler",
            "customer_name": "Editorial Alborada, S.L.",
        },
        "line_items": [_item(d, _eu(q), _eu(u), _eu(a)) for d, q, u, a in rows],
    }


def _qr_part(c, w: float, creditor, debtor, reference: str, info: str, amount: str, payload: str) -> None:
    """A Swiss QR-bill along the foot of an A4 page (105 mm tall): the Empfangsschein on the left, the
    Zahlteil with its QR code (the Swiss cross in its middle) on the right."""
    qh = 105 * mm
    c.setFillGray(0.4)
    _centre(c, w, qh + 4, "Vor der Einzahlung abzutrennen", 6.5)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    c.setDash(3, 2)
    c.line(0, qh, w, qh)
    c.line(62 * mm, 0, 62 * mm, qh)
    c.setDash()
    rx, top = 5 * mm, qh - 5 * mm
    _text(c, rx, top - 11, "Empfangsschein", 11, BOLD)
    y = top - 30
    for title, lines in (
        ("Konto / Zahlbar an", creditor),
        ("Referenz", (reference,)),
        ("Zahlbar durch", debtor),
    ):
        _text(c, rx, y, title, 6, BOLD)
        for i, s in enumerate(lines):
            _text(c, rx, y - 9 - 9 * i, s, 8)
        y -= 9 * len(lines) + 17
    for x, k, v in ((rx, "Währung", "CHF"), (rx + 14 * mm, "Betrag", amount)):
        _text(c, x, 37 * mm, k, 6, BOLD)
        _text(c, x, 37 * mm - 10, v, 8)
    _text(c, 57 * mm, 18 * mm, "Annahmestelle", 6, BOLD, True)
    px = 67 * mm
    _text(c, px, top - 11, "Zahlteil", 11, BOLD)
    side = 46 * mm
    _qr(c, payload, px, 42 * mm, side)
    cx, cy = px + side / 2, 42 * mm + side / 2
    c.setFillGray(1)
    c.rect(cx - 3.5 * mm, cy - 3.5 * mm, 7 * mm, 7 * mm, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(cx - 3 * mm, cy - 3 * mm, 6 * mm, 6 * mm, stroke=0, fill=1)
    c.setFillGray(1)
    c.rect(cx - 0.6 * mm, cy - 2 * mm, 1.2 * mm, 4 * mm, stroke=0, fill=1)
    c.rect(cx - 2 * mm, cy - 0.6 * mm, 4 * mm, 1.2 * mm, stroke=0, fill=1)
    c.setFillGray(0)
    for x, k, v in ((px, "Währung", "CHF"), (px + 16 * mm, "Betrag", amount)):
        _text(c, x, 33 * mm, k, 8, BOLD)
        _text(c, x, 33 * mm - 12, v, 10)
    y = top - 8
    blocks = (
        ("Konto / Zahlbar an", creditor),
        ("Referenz", (reference,)),
        ("Zusätzliche Informationen", (info,)),
        ("Zahlbar durch", debtor),
    )
    for title, lines in blocks:
        _text(c, 118 * mm, y, title, 8, BOLD)
        for i, s in enumerate(lines):
            _text(c, 118 * mm, y - 11 - 11 * i, s, 10)
        y -= 11 * len(lines) + 20


def nch3(c) -> dict:
    w, h = A4
    left, right = 50, w - 48
    orange = (0.85, 0.35, 0.05)
    c.setFillColorRGB(*orange)
    c.rect(left, h - 64, 6, 30, stroke=0, fill=1)
    _text(c, left + 12, h - 50, "VELO BRUNNER", 17, BOLD)
    c.setFillGray(0.3)
    _text(c, left + 12, h - 62, "Velos · E-Bikes · Cargo-Bikes · Werkstatt", 8)
    c.setFillGray(0)
    block = (
        "Velo Brunner GmbH",
        "Baselstrasse 66",
        "6003 Luzern",
        "041 555 27 18",
        "werkstatt@velobrunner.ch",
    )
    _block(c, left, h - 86, block, 8, pitch=10)
    _text(c, 330, h - 126, "Velo Brunner GmbH, Baselstrasse 66, 6003 Luzern", 6)
    c.setLineWidth(0.4)
    c.line(330, h - 128, 478, h - 128)
    block = ("Alpina Kurier GmbH", "Frau Nadja Imhof", "Industriestrasse 9", "6005 Luzern")
    _block(c, 330, h - 144, block, 10, pitch=13)
    _text(c, left, h - 216, "Rechnung Nr. 2026-1193", 14, BOLD)
    for i, (k, v) in enumerate(
        (("Datum", "24.11.2026"), ("Kunden-Nr.", "30418"), ("Zahlbar bis", "24.12.2026"))
    ):
        _text(c, left, h - 236 - 12 * i, k, 8.5)
        _text(c, left + 70, h - 236 - 12 * i, v, 8.5)
    for i, (k, v) in enumerate(
        (("Ihre Referenz", "Flotte Q4 / N. Imhof"), ("MWST-Nr.", "CHE-109.834.276 MWST"))
    ):
        _text(c, 330, h - 236 - 12 * i, k, 8.5)
        _text(c, 400, h - 236 - 12 * i, v, 8.5)
    _text(c, left, h - 284, "Service und Reparatur Ihrer Cargo-Bike-Flotte vom 16. bis 19. November 2026", 9)
    rows = [
        ("1", "Jahresservice Cargo-Bike, komplett", "4", "Stk", "145.00", "580.00"),
        ("2", "Kette KMC e11 Turbo, 136 Glieder", "4", "Stk", "42.90", "171.60"),
        ("3", "Scheibenbremsbeläge Shimano J04C", "8", "Paar", "24.50", "196.00"),
        ("4", "Reifen Schwalbe Pick-Up 20 x 2.35", "2", "Stk", "64.00", "128.00"),
        ("5", "Arbeit Werkstatt, Motor-Diagnose", "2.5", "Std", "120.00", "300.00"),
        ("6", "Abhol- und Bringdienst Stadt Luzern", "1", "Psch", "40.00", "40.00"),
    ]
    top = h - 308
    header = [
        (left, "Pos.", False),
        (left + 30, "Bezeichnung", False),
        (350, "Menge", True),
        (358, "Einheit", False),
        (455, "Preis", True),
        (right, "Betrag CHF", True),
    ]
    c.setLineWidth(0.6)
    c.line(left, top + 11, right, top + 11)
    c.line(left, top - 5, right, top - 5)
    y = _table(c, top, header, rows, pitch=15, size=8.5)
    c.line(left, y + 5, right, y + 5)
    totals = (
        ("Zwischentotal", "1'415.60"),
        ("MWST 8.1 %", "114.66"),
        ("Rundungsdifferenz", "-0.01"),
        ("Total CHF", "1'530.25"),
    )
    bx = 340
    for i, (k, v) in enumerate(totals):
        yy = y - 10 - 15 * i
        last = i == len(totals) - 1
        if last:
            c.setFillColorRGB(1.0, 0.92, 0.85)
            c.rect(bx, yy - 15, right - bx, 15, stroke=0, fill=1)
            c.setFillGray(0)
        c.rect(bx, yy - 15, right - bx, 15)
        _text(c, bx + 5, yy - 11, k, 9, BOLD if last else "Helvetica")
        _text(c, right - 5, yy - 11, v, 9, BOLD if last else "Helvetica", True)
    block = (
        "Zahlbar bis 24.12.2026 mit dem QR-Zahlteil.",
        "Garantie auf Arbeit: 6 Monate.",
        "Besten Dank für Ihren Auftrag!",
    )
    _block(c, left, y - 20, block, 8.5, pitch=12)
    creditor = ("CH56 0483 5012 3456 7800 9", "Velo Brunner GmbH", "Baselstrasse 66", "6003 Luzern")
    debtor = ("Alpina Kurier GmbH", "Industriestrasse 9", "6005 Luzern")
    # Swiss Payments Code: header, creditor, (ultimate creditor), amount, debtor, reference, message, trailer
    spc = (
        ("SPC", "0200", "1", "CH5604835012345678009"),
        ("S", "Velo Brunner GmbH", "Baselstrasse", "66", "6003", "Luzern", "CH"),
        ("", "", "", "", "", "", ""),
        ("1530.25", "CHF"),
        ("S", "Alpina Kurier GmbH", "Industriestrasse", "9", "6005", "Luzern", "CH"),
        ("SCOR", "RF18539007547034", "Rechnung 2026-1193", "EPD"),
    )
    payload = "\n".join(field for group in spc for field in group)
    _qr_part(c, w, creditor, debtor, "RF18 5390 0754 7034", "Rechnung 2026-1193", "1 530.25", payload)
    return {
        "fields": {
            "document_number": "2026-1193",
            "date": "2026-11-24",
            "due_date": "2026-12-24",
            "total_amount": "1530.25",
            "tax_amount": "114.66",
            "currency": "CHF",
            "vendor_name": "Velo Brunner GmbH",
            "customer_name": "Alpina Kurier GmbH",
        },
        "line_items": [_item(d, q, u, a) for _, d, q, _, u, a in rows],
    }


def ndk4(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    teal = (0.0, 0.4, 0.45)
    c.setFillColorRGB(*teal)
    c.roundRect(right - 40, h - 86, 40, 40, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, right - 20 - c.stringWidth("FE", BOLD, 16) / 2, h - 72, "FE", 16, BOLD)
    c.setFillColorRGB(*teal)
    _text(c, right - 50, h - 58, "Fyns Erhvervsrengøring ApS", 13, BOLD, True)
    c.setFillGray(0)
    block = (
        "Rugårdsvej 210",
        "5210 Odense NV",
        "Tlf. 66 12 48 90",
        "info@fyns-rengoring.dk",
        "CVR-nr. 38412756",
    )
    _block(c, right - 50, h - 72, block, 8.5, pitch=10.5, right=True)
    block = (
        "Tandlægerne Vestergade I/S",
        "Att.: Klinikchef Louise Friis",
        "Vestergade 71, 1. sal",
        "5000 Odense C",
    )
    _block(c, left + 10, h - 150, block, 10.5, pitch=13.5)
    c.setFillColorRGB(*teal)
    _text(c, left, h - 262, "FAKTURA", 20, BOLD)
    c.setFillColorRGB(0.9, 0.95, 0.95)
    c.rect(left, h - 318, right - left, 40, stroke=0, fill=1)
    cells = (
        ("Fakturanr.", "20261187"),
        ("Fakturadato", "30-11-2026"),
        ("Kundenr.", "1042"),
        ("Periode", "November 2026"),
        ("Forfaldsdato", "08-12-2026"),
    )
    cw = (right - left) / len(cells)
    for k, (key, v) in enumerate(cells):
        c.setFillGray(0.35)
        _text(c, left + 8 + cw * k, h - 292, key, 7.5, BOLD)
        c.setFillGray(0)
        _text(c, left + 8 + cw * k, h - 308, v, 10)
    rows = [
        ("R-100", "Daglig rengøring af klinik, 240 m², november", "1", "md.", "9.800,00", "9.800,00"),
        ("R-210", "Vinduespolering, ud- og indvendig", "1", "stk.", "1.450,00", "1.450,00"),
        ("R-305", "Gulvbehandling med polish, venteværelse", "3,5", "timer", "425,00", "1.487,50"),
        ("F-020", "Forbrugsstoffer: håndsæbe, papir og poser", "1", "stk.", "612,40", "612,40"),
    ]
    top = h - 350
    header = [
        (left + 4, "Varenr.", False),
        (left + 52, "Beskrivelse", False),
        (376, "Antal", True),
        (384, "Enhed", False),
        (470, "Enhedspris", True),
        (right - 4, "Beløb", True),
    ]
    c.setFillColorRGB(*teal)
    c.rect(left, top - 6, right - left, 19, stroke=0, fill=1)
    c.setFillGray(1)
    for x, t, r in header:
        _text(c, x, top, t, 8.5, BOLD, r)
    c.setFillGray(0)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.5)
    for i, row in enumerate(rows):
        y = top - 26 - 22 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 9, right, y - 9)
    c.setStrokeGray(0)
    y = top - 26 - 22 * len(rows) - 10
    totals = (("Subtotal", "13.349,90"), ("Moms 25 %", "3.337,48"), ("I alt DKK", "16.687,38"))
    bx = 330
    c.setLineWidth(0.6)
    c.rect(bx, y - 18 * len(totals), right - bx, 18 * len(totals))
    c.line(bx + 100, y, bx + 100, y - 18 * len(totals))
    for i, (k, v) in enumerate(totals):
        font = BOLD if i == 2 else "Helvetica"
        if i:
            c.line(bx, y - 18 * i, right, y - 18 * i)
        _text(c, bx + 6, y - 13 - 18 * i, k, 9.5, font)
        _text(c, right - 6, y - 13 - 18 * i, v, 9.5, font, True)
    block = (
        "Betalingsbetingelser: netto 8 dage - senest 08-12-2026.",
        "Beløbet bedes indbetalt på Jyske Bank, reg.nr. 5470 kontonr. 0001234567,",
        "eller med FI-kort:",
    )
    _block(c, left, y - 90, block, 9, pitch=12)
    _text(c, left, y - 130, "+71< 000000201611876 +85412367<", 12, "Courier-Bold")
    _text(
        c, left, y - 160, "Ved betaling efter forfaldsdato tilskrives renter på 0,8 % pr. påbegyndt måned.", 8
    )
    c.setStrokeColorRGB(*teal)
    c.setLineWidth(0.8)
    c.line(left, 58, right, 58)
    line = "Fyns Erhvervsrengøring ApS · Rugårdsvej 210 · 5210 Odense NV · CVR-nr. 38412756"
    line += " · www.fyns-rengoring.dk"
    _centre(c, w, 46, line, 7)
    return {
        "fields": {
            "document_number": "20261187",
            "date": "2026-11-30",
            "due_date": "2026-12-08",
            "total_amount": "16687.38",
            "tax_amount": "3337.48",
            "currency": "DKK",
            "vendor_name": "Fyns Erhvervsrengøring ApS",
            "customer_name": "Tandlægerne Vestergade I/S",
        },
        "line_items": [_item(d, _plain(q), _plain(u), _plain(a), i) for i, d, q, _, u, a in rows],
    }


def nus5(c) -> dict:
    w, h = letter
    left, right = 54, w - 54
    indigo = (0.39, 0.36, 0.95)
    grey = 0.42
    _text(c, left, h - 72, "Invoice", 22, BOLD)
    c.setFillColorRGB(*indigo)
    c.roundRect(right - 28, h - 80, 28, 28, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, right - 14 - c.stringWidth("L", BOLD, 16) / 2, h - 72, "L", 16, BOLD)
    c.setFillGray(0)
    _text(c, right - 36, h - 71, "Loomwise", 14, BOLD, True)
    meta = (("Invoice number", "A7C41E29-0012"), ("Date of issue", "November 15, 2026"))
    meta += (("Date due", "December 15, 2026"),)
    for i, (k, v) in enumerate(meta):
        _text(c, left, h - 104 - 14 * i, k, 9, BOLD)
        _text(c, left + 100, h - 104 - 14 * i, v, 9)
    vendor = (
        "Loomwise, Inc.",
        "548 Market Street, PMB 71204",
        "San Francisco, California 94104",
        "United States",
        "billing@loomwise.com",
    )
    _block(c, left, h - 170, vendor, 9, pitch=12.5, first=BOLD)
    bill = (
        "Bill to",
        "Harbor & Finch Design Studio LLC",
        "55 Washington Street, Suite 312",
        "Brooklyn, New York 11201",
        "United States",
        "ap@harborandfinch.com",
    )
    _block(c, left + 210, h - 170, bill, 9, pitch=12.5, first=BOLD)
    _text(c, left, h - 276, "$852.33 due December 15, 2026", 19, BOLD)
    c.setFillColorRGB(*indigo)
    _text(c, left, h - 296, "Pay online", 9.5)
    c.setStrokeColorRGB(*indigo)
    c.setLineWidth(0.6)
    c.line(left, h - 298, left + c.stringWidth("Pay online", "Helvetica", 9.5), h - 298)
    c.setFillGray(0)
    rows = [
        ("Loomwise Business (per seat)", "Nov 15 – Dec 15, 2026", "12", "$40.00", "$480.00"),
        ("Form responses overage (per 1,000)", "Oct 15 – Nov 15, 2026", "38", "$2.50", "$95.00"),
        ("E-signature envelopes", "Oct 15 – Nov 15, 2026", "214", "$0.85", "$181.90"),
        ("SMS notifications, US", "Oct 15 – Nov 15, 2026", "1,460", "$0.0075", "$10.95"),
        ("Extra workspace storage (per 10 GB)", "Nov 15 – Dec 15, 2026", "3", "$5.00", "$15.00"),
    ]
    top = h - 340
    header = [
        (left, "Description", False),
        (380, "Qty", True),
        (465, "Unit price", True),
        (right, "Amount", True),
    ]
    c.setFillGray(grey)
    for x, t, r in header:
        _text(c, x, top, t, 8, right=r)
    c.setFillGray(0)
    c.setStrokeGray(0.1)
    c.setLineWidth(0.8)
    c.line(left, top - 6, right, top - 6)
    for i, (d, period, q, u, a) in enumerate(rows):
        y = top - 24 - 30 * i
        for (x, _, r), s in zip(header, (d, q, u, a)):
            _text(c, x, y, s, 9.5, right=r)
        c.setFillGray(grey)
        _text(c, left, y - 12, period, 8)
        c.setFillGray(0)
    y = top - 24 - 30 * len(rows) + 4
    totals = (
        ("Subtotal", "$782.85"),
        ("Total excluding tax", "$782.85"),
        ("Sales Tax - New York (8.875% on $782.85)", "$69.48"),
        ("Total", "$852.33"),
        ("Amount due", "$852.33 USD"),
    )
    c.setStrokeGray(0.85)
    c.setLineWidth(0.5)
    for i, (k, v) in enumerate(totals):
        yy = y - 22 * i
        c.line(300, yy, right, yy)
        font = BOLD if k == "Amount due" else "Helvetica"
        _text(c, 300, yy - 14, k, 9, font)
        _text(c, right, yy - 14, v, 9, font, True)
    _text(
        c,
        left,
        y - 150,
        "Thank you for using Loomwise. Usage is billed in arrears; seats are billed in advance.",
        8.5,
    )
    c.setFillGray(grey)
    _text(c, left, y - 164, "Questions about this invoice? Write to billing@loomwise.com.", 8.5)
    _text(c, left, 40, "A7C41E29-0012 · $852.33 due December 15, 2026", 7.5)
    _text(c, right, 40, "Page 1 of 1", 7.5, right=True)
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "A7C41E29-0012",
            "date": "2026-11-15",
            "due_date": "2026-12-15",
            "total_amount": "852.33",
            "tax_amount": "69.48",
            "currency": "USD",
            "vendor_name": "Loomwise, Inc.",
            "customer_name": "Harbor & Finch Design Studio LLC",
        },
        "line_items": [_item(d, _plain(q), _plain(u), _plain(a)) for d, _, q, u, a in rows],
    }


def _band(c, left: float, right: float, y: float, title: str) -> None:
    """A grey title band 13 high, its top at ``y`` (nbr6's sections)."""
    c.setFillGray(0.85)
    c.rect(left, y - 13, right - left, 13, stroke=1, fill=1)
    c.setFillGray(0)
    _centre(c, left + right, y - 9.5, title, 8, BOLD)


def _kv_grid(c, left: float, right: float, top: float, lines, pitch: float = 13) -> float:
    """Key/value pairs in a box under ``top``, a line of (x, key, value) triples each; the y of its foot."""
    bottom = top - 6 - pitch * len(lines)
    c.rect(left, bottom, right - left, top - bottom)
    for i, line in enumerate(lines):
        for x, k, v in line:
            _text(c, x, top - 12 - pitch * i, k, 7, BOLD)
            _text(c, x + c.stringWidth(k, BOLD, 7) + 4, top - 12 - pitch * i, v, 8.5)
    return bottom


def nbr6(c) -> dict:
    w, h = A4
    left, right = 30, w - 30
    c.setLineWidth(0.6)
    c.rect(left, h - 110, right - left, 80)
    c.line(right - 170, h - 30, right - 170, h - 110)
    _text(c, left + 8, h - 46, "PREFEITURA MUNICIPAL DE FLORIANÓPOLIS", 10, BOLD)
    _text(c, left + 8, h - 58, "Municipal Finance Department", 8)
    _text(c, left + 8, h - 82, "ELECTRONIC SERVICE INVOICE - NFS-e", 13, BOLD)
    _text(
        c,
        left + 8,
        h - 98,
        "English version, issued at the service recipient's request",
        7.5,
        "Helvetica-Oblique",
    )
    stack = (
        ("Invoice number", "00000412"),
        ("Date and time of issue", "09/11/2026 14:32:08"),
        ("Verification code", "X7K2-9QP4"),
    )
    for i, (k, v) in enumerate(stack):
        y = h - 30 - 80 / 3 * i
        if i:
            c.line(right - 170, y, right, y)
        _text(c, right - 164, y - 9, k, 6.5, BOLD)
        _text(c, right - 6, y - 22, v, 10 if i == 0 else 9, BOLD if i == 0 else "Helvetica", True)
    y = h - 118
    _band(c, left, right, y, "SERVICE PROVIDER")
    provider = (
        (
            (left + 6, "Corporate name:", "Ilha Digital Tecnologia Ltda."),
            (380, "CNPJ:", "21.384.905/0001-62"),
        ),
        ((left + 6, "Address:", "Rod. SC-401, 8600, Bloco 5, Sala 12 - Santo Antônio de Lisboa"),),
        (
            (left + 6, "City:", "Florianópolis - SC"),
            (200, "ZIP:", "88050-001"),
            (380, "Municipal reg.:", "441.839-2"),
        ),
        ((left + 6, "E-mail:", "financeiro@ilhadigital.com.br"), (380, "Phone:", "(48) 3555-0192")),
    )
    y = _kv_grid(c, left, right, y - 13, provider)
    y -= 6
    _band(c, left, right, y, "SERVICE RECIPIENT")
    recipient = (
        (
            (left + 6, "Corporate name:", "Grupo Mantiqueira Alimentos S.A."),
            (380, "CNPJ:", "08.615.274/0001-39"),
        ),
        ((left + 6, "Address:", "Av. Brigadeiro Faria Lima, 3477, 14º andar - Itaim Bibi"),),
        (
            (left + 6, "City:", "São Paulo - SP"),
            (200, "ZIP:", "04538-133"),
            (380, "Municipal reg.:", "3.118.402-7"),
        ),
        ((left + 6, "E-mail:", "contas.pagar@mantiqueira.com.br"),),
    )
    y = _kv_grid(c, left, right, y - 13, recipient)
    y -= 6
    _band(c, left, right, y, "SERVICE DESCRIPTION")
    rows = [
        ("1", "Backend development, order-tracking API (hours)", "64", "165,00", "10.560,00"),
        ("2", "UX review and usability testing (hours)", "16", "140,00", "2.240,00"),
        ("3", "Cloud infrastructure management, October 2026", "1", "3.200,00", "3.200,00"),
        ("4", "On-call technical support (hours)", "12", "120,00", "1.440,00"),
    ]
    top = y - 13
    bottom = top - 24 - 15 * len(rows)
    c.rect(left, bottom, right - left, top - bottom)
    header = [
        (left + 6, "Item", False),
        (left + 36, "Description", False),
        (380, "Qty", True),
        (470, "Unit price (R$)", True),
        (right - 6, "Amount (R$)", True),
    ]
    _table(c, top - 12, header, rows, pitch=15, size=8.5)
    y = bottom - 6
    _band(c, left, right, y, "SERVICE CLASSIFICATION")
    classification = (
        ((left + 6, "Service code (LC 116/2003):", "1.01 - Analysis and development of systems"),),
        ((left + 6, "CNAE:", "6201-5/01"), (200, "Place of service:", "Florianópolis - SC")),
        ((left + 6, "Tax regime:", "Simples Nacional"), (200, "ISS withheld by the recipient:", "No")),
    )
    y = _kv_grid(c, left, right, y - 13, classification) - 6
    _band(c, left, right, y, "TAX VALUES")
    grid = (
        (
            ("Total service amount (R$)", "17.440,00"),
            ("Deductions (R$)", "0,00"),
            ("Discount (R$)", "0,00"),
            ("ISS calculation base (R$)", "17.440,00"),
            ("ISS rate (%)", "2,00"),
            ("ISS amount (R$)", "348,80"),
        ),
        (
            ("PIS (R$)", "0,00"),
            ("COFINS (R$)", "0,00"),
            ("INSS (R$)", "0,00"),
            ("IR (R$)", "0,00"),
            ("CSLL (R$)", "0,00"),
            ("Net invoice amount (R$)", "17.440,00"),
        ),
    )
    cw = (right - left) / 6
    y -= 13
    for j, line in enumerate(grid):
        for k, (key, v) in enumerate(line):
            x = left + cw * k
            c.rect(x, y - 28 * (j + 1), cw, 28)
            _text(c, x + 4, y - 28 * j - 10, key, 6.3, BOLD)
            last = j == 1 and k == 5
            _text(c, x + cw - 5, y - 28 * j - 23, v, 9.5 if last else 9, BOLD if last else "Helvetica", True)
    y -= 62
    _band(c, left, right, y, "OTHER INFORMATION")
    notes = (
        "Amounts in BRL. Payment by bank slip (boleto), due date 24/11/2026. Purchase order PO 4500087321.",
        "This NFS-e replaces RPS No. 412, series A, issued on 09/11/2026.",
        "ISS is included in the service amount. Provider taxed under Simples Nacional (LC 123/2006);",
        "no federal taxes are withheld at source.",
        "Check the authenticity of this invoice at nfse.pmf.sc.gov.br with the verification code above.",
    )
    bottom = y - 13 - 8 - 12 * len(notes)
    c.rect(left, bottom, right - left, y - 13 - bottom)
    _block(c, left + 6, y - 25, notes, 8, pitch=12)
    return {
        "fields": {
            "document_number": "00000412",
            "date": "2026-11-09",
            "due_date": "2026-11-24",
            "total_amount": "17440.00",
            "tax_amount": "348.80",
            "currency": "BRL",
            "vendor_name": "Ilha Digital Tecnologia Ltda.",
            "customer_name": "Grupo Mantiqueira Alimentos S.A.",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a)) for _, d, q, u, a in rows],
    }


NZA7_ROWS = (  # code, description, quantity, unit, unit price in cents, discount %
    ("CEM425", "PPC Cement 42.5N 50kg", 80, "bag", 10995, 5),
    ("SAND-R", "River sand, per cube", 6, "m3", 58500, 0),
    ("STN19", "Building stone 19mm, per cube", 4, "m3", 64500, 0),
    ("BRK-NFP", "Clay stock brick NFP, per 1000", 6, "1000", 245000, 0),
    ("BF150", "Brickforce 150mm x 20m", 40, "roll", 4650, 0),
    ("DPC375", "DPC 375mm x 40m", 3, "roll", 38900, 0),
    ("Y12-6", "Rebar Y12 x 6m", 60, "len", 16800, 5),
    ("Y10-6", "Rebar Y10 x 6m", 45, "len", 11950, 5),
    ("TW16", "Tie wire 1.6mm, 25kg coil", 1, "coil", 52900, 0),
    ("MSH193", "Mesh ref 193, 6.0 x 2.4m", 12, "sht", 59500, 0),
    ("P38114", "SA pine 38 x 114 x 6.6m, S5", 48, "len", 21450, 0),
    ("P3838", "SA pine 38 x 38 x 3.0m", 60, "len", 3890, 0),
    ("TH38", "Roof truss hanger 38mm", 40, "ea", 1275, 0),
    ("IBR47-6", "IBR roof sheet 0.47mm x 6.0m, galv.", 36, "sht", 48900, 5),
    ("RS65", "Roof screws 65mm with washer, box 100", 6, "box", 34500, 0),
    ("RC-IBR", "Ridge capping IBR 1.8m", 10, "len", 16500, 0),
    ("INS135", "Fibreglass insulation 135mm, roll", 14, "roll", 62900, 0),
    ("GYP64", "Gypsum ceiling board 6.4mm x 3.0m", 40, "sht", 15990, 0),
    ("CN40", "Ceiling nails 40mm, 5kg box", 3, "box", 28900, 0),
    ("COR75", "Cornice 75mm x 3.0m, polystyrene", 30, "len", 4290, 0),
    ("PVC110", "PVC pipe 110mm x 6m, class 34", 8, "len", 42500, 0),
    ("BND110", "PVC bend 110mm 45 deg", 12, "ea", 6890, 0),
    ("GUL110", "Gully head 110mm with grid", 2, "ea", 18900, 0),
    ("GV22", "Gate valve 22mm brass", 4, "ea", 18450, 0),
    ("CU22", "Copper pipe 22mm x 5.5m", 10, "len", 59900, 5),
    ("CUE22", "Copper elbow 22mm", 30, "ea", 2150, 0),
    ("GEY150", "Geyser 150L 2kW, 600kPa", 1, "ea", 689900, 0),
    ("DT150", "Drip tray 150L with drain", 1, "ea", 41500, 0),
    ("SAND-P", "Plaster sand, per cube", 4, "m3", 54500, 0),
    ("DEL-PRL", "Delivery: Paarl area, 8-ton truck", 2, "load", 95000, 0),
)
NZA7_COLS = (40, 96, 292, 326, 360, 432, 468, A4[0] - 40)
NZA7_PITCH = 16


def _za(cents: int) -> str:
    return _grouped(cents, " ", ".")


def _nza7_table(c, top: float, rows) -> float:
    """nza7's table: a dark header band and its rows, ruled; the y of its foot."""
    cols = NZA7_COLS
    bottom = _frame(c, cols[0], top, cols, len(rows), NZA7_PITCH, fill=(0.16, 0.3, 0.2))
    c.setFillGray(1)
    titles = ("Code", "Description", "Qty", "Unit", "Unit Price", "Disc %", "Excl. Total")
    for k, t in enumerate(titles):
        if k in (2, 4, 5, 6):
            _text(c, cols[k + 1] - 4, top - 12, t, 8, BOLD, True)
        else:
            _text(c, cols[k] + 4, top - 12, t, 8, BOLD)
    c.setFillGray(0)
    for i, cells in enumerate(rows):
        y = top - 29 - NZA7_PITCH * i
        for k, s in enumerate(cells):
            if k in (2, 4, 5, 6):
                _text(c, cols[k + 1] - 4, y, s, 8, right=True)
            else:
                _text(c, cols[k] + 4, y, s, 8)
    return bottom


def _nza7_foot(c, n: int) -> None:
    w, _ = A4
    c.setStrokeGray(0.5)
    c.setLineWidth(0.4)
    c.line(40, 58, w - 40, 58)
    c.setStrokeGray(0)
    line = "Boland Hardware & Timber (Pty) Ltd · Reg. No. 2009/114872/07 · Directors: J.P. du Toit, N. Jacobs"
    _text(c, 40, 46, line, 7)
    _text(c, w - 40, 46, f"Page {n} of 2", 7, right=True)


def nza7(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    green = (0.16, 0.3, 0.2)
    rows, total = [], 0
    for code, d, q, unit, price, disc in NZA7_ROWS:
        net = (q * price * (100 - disc) + 50) // 100
        total += net
        rows.append((code, d, str(q), unit, _za(price), str(disc) if disc else "", _za(net)))
    c.setFillColorRGB(*green)
    c.rect(left, h - 86, 48, 48, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 24 - c.stringWidth("BH", BOLD, 20) / 2, h - 69, "BH", 20, BOLD)
    c.setFillColorRGB(*green)
    _text(c, left + 58, h - 54, "BOLAND HARDWARE", 16, BOLD)
    _text(c, left + 58, h - 70, "& TIMBER", 12, BOLD)
    c.setFillGray(0)
    block = (
        "Boland Hardware & Timber (Pty) Ltd",
        "88 Lady Grey Street, Paarl 7646",
        "Tel. 021 555 0187 · sales@bolandhardware.co.za",
        "VAT No. 4270251836",
    )
    _block(c, left, h - 104, block, 8, pitch=10, first=BOLD)
    _text(c, right, h - 58, "TAX INVOICE", 20, BOLD, True)
    meta = (
        ("Invoice No.", "IN104877"),
        ("Date", "2026/11/26"),
        ("Account", "MOK001"),
        ("Order No.", "MBP-0932"),
        ("Terms", "30 Days"),
        ("Due Date", "2026/12/26"),
        ("Currency", "ZAR"),
    )
    _pairs(c, 400, right, h - 78, meta, pitch=12)
    c.setLineWidth(0.6)
    for x, title, lines in (
        (
            left,
            "INVOICE TO",
            (
                "Mokoena Building Projects CC",
                "Unit 7, Klein Parys Business Park",
                "Klein Parys, Paarl 7646",
                "Customer VAT No. 4830197625",
            ),
        ),
        (
            300,
            "DELIVER TO",
            ("Site: Erf 2281, Courtrai", "Suider-Paarl 7646", "Contact: T. Mokoena", "082 555 3019"),
        ),
    ):
        c.rect(x, h - 232, 255, 70)
        _text(c, x + 6, h - 174, title, 7.5, BOLD)
        _block(c, x + 6, h - 188, lines, 9, pitch=11.5, first=BOLD if x == left else None)
    bottom = _nza7_table(c, h - 250, rows[:26])
    _text(c, right, bottom - 16, "Continued on page 2 ...", 8, "Helvetica-Oblique", True)
    _nza7_foot(c, 1)
    c.showPage()
    _text(c, left, h - 50, "Boland Hardware & Timber (Pty) Ltd", 10, BOLD)
    _text(c, right, h - 50, "TAX INVOICE IN104877 · 2026/11/26", 9, right=True)
    _text(c, right, h - 62, "Mokoena Building Projects CC · Account MOK001", 8.5, right=True)
    c.line(left, h - 70, right, h - 70)
    y = _nza7_table(c, h - 86, rows[26:])
    tax = (total * 15 + 50) // 100
    totals = (("Total Excl. VAT", "R " + _za(total)), ("VAT @ 15%", "R " + _za(tax)))
    totals += (("TOTAL", "R " + _za(total + tax)),)
    bx = 360
    for i, (k, v) in enumerate(totals):
        yy = y - 12 - 20 * i
        last = i == 2
        if last:
            c.setFillColorRGB(*green)
            c.rect(bx, yy - 20, right - bx, 20, stroke=0, fill=1)
            c.setFillGray(1)
        c.rect(bx, yy - 20, right - bx, 20)
        _text(c, bx + 6, yy - 14, k, 10 if last else 9, BOLD if last else "Helvetica")
        _text(c, right - 6, yy - 14, v, 10 if last else 9, BOLD if last else "Helvetica", True)
        c.setFillGray(0)
    block = (
        "Banking details",
        "First National Bank, Paarl",
        "Branch code 250655 · Account 62841739015",
        "Reference: IN104877",
    )
    _block(c, left, y - 24, block, 8.5, pitch=11, first=BOLD)
    block = (
        "Goods remain the property of Boland Hardware & Timber (Pty) Ltd until paid in full.",
        "Claims for shortages must be made within 48 hours of delivery. No returns on cut timber.",
        "Interest at 2% per month is charged on overdue accounts.",
    )
    _block(c, left, y - 110, block, 8, "Helvetica-Oblique", pitch=10.5)
    c.setLineWidth(0.5)
    for k, label in enumerate(("Received in good order by", "Signature", "Date")):
        x = left + 175 * k
        c.line(x, y - 170, x + 150, y - 170)
        _text(c, x, y - 180, label, 7.5)
    _nza7_foot(c, 2)
    return {
        "fields": {
            "document_number": "IN104877",
            "date": "2026-11-26",
            "due_date": "2026-12-26",
            "total_amount": f"{(total + tax) / 100:.2f}",
            "tax_amount": f"{tax / 100:.2f}",
            "currency": "ZAR",
            "vendor_name": "Boland Hardware & Timber (Pty) Ltd",
            "customer_name": "Mokoena Building Projects CC",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a), i) for i, d, q, _, u, _, a in rows],
    }


def nie8(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    slate = (0.2, 0.27, 0.35)
    c.setFillColorRGB(*slate)
    p = c.beginPath()
    p.moveTo(left, h - 84)
    p.lineTo(left, h - 62)
    p.lineTo(left + 24, h - 42)
    p.lineTo(left + 48, h - 62)
    p.lineTo(left + 48, h - 84)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 24 - c.stringWidth("CB", BOLD, 13) / 2, h - 78, "CB", 13, BOLD)
    c.setFillColorRGB(*slate)
    _text(c, left + 60, h - 62, "Corrib Build & Renovate Ltd", 17, BOLD)
    c.setFillGray(0.35)
    _text(c, left + 60, h - 77, "Extensions · Renovations · Attic Conversions", 9)
    c.setFillGray(0)
    block = (
        "Unit 4, Liosban Business Park",
        "Tuam Road, Galway H91 T2X5",
        "Tel. 091 555 412",
        "accounts@corribbuild.ie",
        "VAT No. IE 9876543W",
    )
    _block(c, right, h - 50, block, 8, pitch=10, right=True)
    c.setStrokeColorRGB(*slate)
    c.setLineWidth(1.5)
    c.line(left, h - 104, right, h - 104)
    c.setStrokeGray(0)
    _text(c, left, h - 136, "INVOICE", 18, BOLD)
    _text(c, left, h - 160, "Bill To:", 8.5, BOLD)
    block = ("Niamh & Eoin Gallagher", "7 Cois Cuain", "Salthill", "Galway H91 K8P3")
    _block(c, left, h - 174, block, 10, pitch=12.5)
    cells = (
        ("Invoice No.", "CBR-1071"),
        ("Date", "16 November 2026"),
        ("Due Date", "30 November 2026"),
        ("Job Ref.", "GAL-26-014"),
    )
    c.setLineWidth(0.6)
    for i, (k, v) in enumerate(cells):
        y = h - 128 - 22 * i
        c.rect(330, y - 22, 80, 22)
        c.rect(410, y - 22, right - 410, 22)
        _text(c, 336, y - 14, k, 8.5, BOLD)
        _text(c, right - 6, y - 14, v, 9.5, right=True)
    line = "Re: Two-storey rear extension at 7 Cois Cuain, Salthill - Interim Valuation No. 2"
    _text(c, left, h - 250, line, 10, "Helvetica-BoldOblique")
    rows = [
        ("Stage 1 - Foundations, drainage and ground floor slab", "1", "stage", "14,200.00", "14,200.00"),
        ("Stage 2 - Blockwork to first floor and wall plate", "1", "stage", "16,800.00", "16,800.00"),
        ("Variation 1 - Steel lintel over patio opening", "1", "item", "1,150.00", "1,150.00"),
        ("Variation 2 - Additional 100 mm foul drainage", "6", "m", "95.00", "570.00"),
        ("Skip hire, 12 yard", "3", "no.", "310.00", "930.00"),
    ]
    top = h - 280
    header = [
        (left, "Description", False),
        (350, "Qty", True),
        (358, "Unit", False),
        (450, "Rate €", True),
        (right, "Amount €", True),
    ]
    for x, t, r in header:
        _text(c, x, top, t, 9, BOLD, r)
    c.setLineWidth(1)
    c.line(left, top - 6, right, top - 6)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.6)
    for i, row in enumerate(rows):
        y = top - 22 - 20 * i
        for (x, _, r), s in zip(header, row):
            _text(c, x, y, s, 9, right=r)
        c.line(left, y - 7, right, y - 7)
    c.setStrokeGray(0)
    y = top - 22 - 20 * len(rows) - 12
    totals = (
        ("Value of works to date (excl. VAT)", "33,650.00"),
        ("VAT @ 13.5%", "4,542.75"),
        ("Total to date incl. VAT", "38,192.75"),
        ("Less previously invoiced: CBR-1046 (Stage 1)", "(16,117.00)"),
        ("AMOUNT DUE THIS INVOICE", "€22,075.75"),
    )
    bx = 290
    c.setLineWidth(0.6)
    for i, (k, v) in enumerate(totals):
        yy = y - 20 * i
        last = i == len(totals) - 1
        if last:
            c.setFillColorRGB(*slate)
            c.rect(bx, yy - 20, right - bx, 20, stroke=0, fill=1)
            c.setFillGray(1)
        c.rect(bx, yy - 20, right - bx, 20)
        font = BOLD if i in (2, 4) else "Helvetica"
        _text(c, bx + 6, yy - 14, k, 9, font)
        _text(c, right - 6, yy - 14, v, 10 if last else 9, font, True)
        c.setFillGray(0)
    notes = (
        "Contract sum: €48,600.00 excl. VAT (quotation Q-2026-031, accepted 14 August 2026).",
        "Invoice CBR-1046 of 2 October 2026 (€16,117.00 incl. VAT) paid with thanks.",
        "Stage 3 (roof, windows and first fix) will be invoiced on completion.",
        "",
        "Payment within 14 days by EFT to Bank of Ireland, Eyre Square, Galway",
        "IBAN IE64 BOFI 9058 3812 3456 78   BIC BOFIIE2D   Reference: CBR-1071",
        "RCT: not applicable - private residential client.",
    )
    _block(c, left, y - 130, notes, 8.5, pitch=12)
    c.setLineWidth(0.4)
    c.line(left, 58, right, 58)
    legal = (
        "Corrib Build & Renovate Ltd · Registered in Ireland No. 587214 · Directors: C. Ó Flaherty, D. Walsh"
    )
    _centre(c, w, 46, legal, 7)
    return {
        "fields": {
            "document_number": "CBR-1071",
            "date": "2026-11-16",
            "due_date": "2026-11-30",
            "total_amount": "38192.75",
            "tax_amount": "4542.75",
            "currency": "EUR",
            "vendor_name": "Corrib Build & Renovate Ltd",
            "customer_name": "Niamh & Eoin Gallagher",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a)) for d, q, _, u, a in rows],
    }


NCZ9_ROWS = (  # code, description, quantity, unit, unit price in hellers
    ("100231", "Kabel CYKY-J 3x2,5", 200, "m", 2890),
    ("100229", "Kabel CYKY-J 3x1,5", 300, "m", 1990),
    ("100245", "Kabel CYKY-J 5x2,5", 80, "m", 4750),
    ("100410", "Vodic CY 6 zlutozeleny", 100, "m", 1690),
    ("210118", "Trubka ohebna 16 mm, 50 m", 6, "bal", 29900),
    ("220301", "Krabice pod omitku KU 68-1901", 120, "ks", 890),
    ("220355", "Krabice odbocna KO 97/5", 24, "ks", 3450),
    ("300112", "Zasuvka jednonasobna Tango bila", 48, "ks", 9890),
    ("300140", "Spinac c. 1 Tango bily", 20, "ks", 8790),
    ("300146", "Prepinac c. 6 Tango bily", 12, "ks", 10490),
    ("300190", "Ramecek jednonasobny Tango bily", 80, "ks", 3290),
    ("410216", "Jistic 1-pol. B16 6 kA", 24, "ks", 11900),
    ("410210", "Jistic 1-pol. B10 6 kA", 12, "ks", 11650),
    ("410440", "Proudovy chranic 4-pol. 40 A / 30 mA", 3, "ks", 128900),
    ("420314", "Rozvodnice pod omitku 3x14 modulu", 2, "ks", 249000),
    ("510413", "Svorka WAGO 221-413, bal. 50 ks", 10, "bal", 48900),
    ("510415", "Svorka WAGO 221-415, bal. 25 ks", 6, "bal", 39900),
    ("610060", "LED panel 60x60 cm 40 W 4000 K", 18, "ks", 89000),
    ("610218", "Svitidlo LED prisazene IP44 18 W", 14, "ks", 64900),
    ("620360", "Pohybove cidlo 360 st. stropni", 6, "ks", 52900),
    ("710502", "Kabelovy zlab 50x50 mm, 2 m", 30, "ks", 21400),
    ("710840", "Hmozdinka 8x40 mm, bal. 100 ks", 8, "bal", 18900),
    ("712020", "Elektroinstalacni lista 20x20 mm, 2 m", 40, "ks", 4890),
    ("720019", "Izolacni paska PVC 19 mm x 20 m", 30, "ks", 3990),
    ("730016", "Zemnici svorka ZSA 16", 10, "ks", 5290),
    ("100516", "Vodic CYA 16 zlutozeleny", 25, "m", 5490),
    ("430231", "Prepetova ochrana typ 2, 3+1", 2, "ks", 389000),
    ("810245", "Datova zasuvka 2x RJ45 Cat6", 16, "ks", 27900),
    ("810305", "Kabel UTP Cat6 LSOH, box 305 m", 2, "box", 459000),
    ("900001", "Doprava - rozvoz Brno a okoli", 1, "ks", 59000),
)
NCZ9_COLS = (36, 84, 290, 340, 370, 432, 466, A4[0] - 36)
NCZ9_PITCH = 15


def _cz(hellers: int) -> str:
    return _grouped(hellers, " ", ",")


def _ncz9_table(c, top: float, rows) -> float:
    """ncz9's table: its header line between rules and its rows; the y under the last row."""
    cols = NCZ9_COLS
    left, right = cols[0], cols[-1]
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    titles = ("Kod", "Nazev zbozi / sluzby", "Mnozstvi", "MJ", "Cena za MJ", "DPH %", "Celkem bez DPH")
    for k, t in enumerate(titles):
        if k in (2, 4, 5, 6):
            _text(c, cols[k + 1] - 3, top, t, 7.5, BOLD, True)
        else:
            _text(c, cols[k] + 3, top, t, 7.5, BOLD)
    c.setLineWidth(0.3)
    c.setStrokeGray(0.7)
    for i, cells in enumerate(rows):
        y = top - 18 - NCZ9_PITCH * i
        for k, s in enumerate(cells):
            if k in (2, 4, 5, 6):
                _text(c, cols[k + 1] - 3, y, s, 8, right=True)
            else:
                _text(c, cols[k] + 3, y, s, 8)
        c.line(left, y - 5, right, y - 5)
    c.setStrokeGray(0)
    return top - 18 - NCZ9_PITCH * len(rows)


def _ncz9_page_foot(c, n: int) -> None:
    w, _ = A4
    c.setLineWidth(0.4)
    c.line(36, 50, w - 36, 50)
    line = "ELEKTRO DVORAK s.r.o. · Krenova 58, 602 00 Brno · zapsana v OR u KS v Brne, oddil C, vlozka 51827"
    _text(c, 36, 40, line, 6.5)
    _text(c, w - 36, 40, f"Strana {n}/2", 7, right=True)


def ncz9(c) -> dict:
    w, h = A4
    left, right = 36, w - 36
    rows, total = [], 0
    for code, d, q, unit, price in NCZ9_ROWS:
        total += q * price
        rows.append((code, d, str(q), unit, _cz(price), "21", _cz(q * price)))
    tax = (total * 21 + 50) // 100
    _text(c, left, h - 50, "FAKTURA - DANOVY DOKLAD", 16, BOLD)
    _text(c, right, h - 50, "c. 2026110087", 14, BOLD, True)
    c.setLineWidth(1.2)
    c.line(left, h - 58, right, h - 58)
    mid = w / 2
    c.setLineWidth(0.6)
    c.rect(left, h - 170, mid - left - 4, 104)
    c.setLineWidth(1.5)
    c.rect(mid + 4, h - 170, right - mid - 4, 104)
    c.setLineWidth(0.6)
    _text(c, left + 6, h - 78, "Dodavatel:", 8, BOLD)
    block = (
        "ELEKTRO DVORAK s.r.o.",
        "Krenova 58",
        "602 00 Brno",
        "Ceska republika",
        "ICO: 27694312    DIC: CZ27694312",
        "Tel.: +420 543 555 218, fakturace@elektrodvorak.cz",
    )
    _block(c, left + 6, h - 92, block, 8.5, pitch=12, first=BOLD)
    _text(c, mid + 10, h - 78, "Odberatel:", 8, BOLD)
    block = ("Stavby Novak a syn s.r.o.", "Videnska 112", "664 42 Modrice", "Ceska republika")
    _block(c, mid + 18, h - 96, block, 10, pitch=13, first=BOLD)
    _text(c, mid + 18, h - 156, "ICO: 46987215    DIC: CZ46987215", 8.5)
    left_keys = (
        ("Datum vystaveni:", "20.11.2026"),
        ("Datum splatnosti:", "04.12.2026"),
        ("Datum uskut. zdan. plneni:", "20.11.2026"),
        ("Forma uhrady:", "prevodem"),
    )
    right_keys = (
        ("Bankovni ucet:", "2801234567/2010"),
        ("IBAN:", "CZ65 2010 0000 0028 0123 4567"),
        ("Variabilni symbol:", "2026110087"),
        ("Objednavka:", "OBJ-2026-311 ze dne 17.11.2026"),
    )
    for x, keys in ((left + 6, left_keys), (mid + 10, right_keys)):
        for i, (k, v) in enumerate(keys):
            _text(c, x, h - 188 - 12 * i, k, 8.5)
            _text(
                c,
                x + 112,
                h - 188 - 12 * i,
                v,
                8.5,
                BOLD if "splatnosti" in k or "symbol" in k else "Helvetica",
            )
    _text(c, left, h - 250, "Fakturujeme Vam za dodane zbozi dle dodaciho listu DL-2026-4471:", 8.5)
    _ncz9_table(c, h - 274, rows[:24])
    _text(c, right, 64, "Pokracovani na strane 2", 7.5, "Helvetica-Oblique", True)
    _ncz9_page_foot(c, 1)
    c.showPage()
    _text(c, left, h - 44, "ELEKTRO DVORAK s.r.o.", 9, BOLD)
    _text(c, right, h - 44, "Faktura c. 2026110087 - pokracovani", 8.5, right=True)
    y = _ncz9_table(c, h - 72, rows[24:])
    c.setLineWidth(0.8)
    c.line(left, y + 8, right, y + 8)
    _text(c, left, y - 14, "Rekapitulace DPH v CZK", 8.5, BOLD)
    recap = (("Sazba", "Zaklad", "DPH", "Celkem"), ("21 %", _cz(total), _cz(tax), _cz(total + tax)))
    recap += (("0 %", "0,00", "0,00", "0,00"),)
    for i, cells in enumerate(recap):
        for (x, r), s in zip(((left, False), (150, True), (220, True), (300, True)), cells):
            _text(c, x, y - 30 - 12 * i, s, 8.5, BOLD if i == 0 else "Helvetica", r)
    sums = (("Celkem bez DPH", _cz(total) + " CZK"), ("DPH 21 %", _cz(tax) + " CZK"))
    _pairs(c, 360, right, y - 14, sums, pitch=14)
    c.setFillGray(0.88)
    c.rect(352, y - 72, right - 352, 24, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 360, y - 64, "Celkem k uhrade", 11, BOLD)
    _text(c, right - 4, y - 64, _cz(total + tax) + " CZK", 11, BOLD, True)
    block = (
        "Zbozi zustava az do uplneho zaplaceni majetkem dodavatele.",
        "Pri platbe uvadejte variabilni symbol 2026110087. Za kazdy den prodleni uctujeme urok 0,05 %.",
    )
    _block(c, left, y - 110, block, 8, pitch=11)
    _text(c, left, y - 160, "Vystavil: Ing. Jana Horakova", 8.5)
    c.setLineWidth(0.5)
    c.rect(right - 170, y - 200, 170, 60)
    _text(c, right - 166, y - 150, "Razitko a podpis", 7)
    _ncz9_page_foot(c, 2)
    return {
        "fields": {
            "document_number": "2026110087",
            "date": "2026-11-20",
            "due_date": "2026-12-04",
            "total_amount": f"{(total + tax) / 100:.2f}",
            "tax_amount": f"{tax / 100:.2f}",
            "currency": "CZK",
            "vendor_name": "ELEKTRO DVORAK s.r.o.",
            "customer_name": "Stavby Novak a syn s.r.o.",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a), i) for i, d, q, _, u, _, a in rows],
    }


def nca10(c) -> dict:
    w, h = letter
    left, right = 45, w - 45
    blue = (0.07, 0.3, 0.5)
    c.setFillColorRGB(*blue)
    c.rect(right - 200, h - 62, 200, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, right - 192, h - 54, "MUSKOKA DOCK & BOATHOUSE", 11.5, BOLD)
    c.setFillGray(0)
    block = (
        "Muskoka Dock & Boathouse Ltd.",
        "1184 Muskoka Rd 118 W",
        "Port Carling, ON P0B 1J0",
        "705-555-0147 · office@muskokadock.ca",
        "HST # 81736 4492 RT0001",
    )
    _block(c, right, h - 78, block, 8.5, pitch=11, right=True)
    c.setFillColorRGB(*blue)
    _text(c, left, h - 62, "INVOICE", 26, BOLD)
    c.setFillGray(0)
    meta = (
        ("Invoice No.", "MDB-2026-0318"),
        ("Invoice Date", "November 6, 2026"),
        ("Due Date", "November 20, 2026"),
        ("Quote Ref.", "Q-2611"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, left, h - 86 - 13 * i, k, 8.5, BOLD)
        _text(c, left + 70, h - 86 - 13 * i, v, 9)
    c.setFillGray(0.4)
    _text(c, left + 20, h - 160, "BILL TO", 7.5, BOLD)
    _text(c, 330, h - 160, "JOB SITE", 7.5, BOLD)
    c.setFillGray(0)
    block = (
        "Lakeview Cottage Rentals Inc.",
        "Attn: Dana Whitfield",
        "220 Bay St, Unit 4",
        "Gravenhurst, ON P1P 1H1",
    )
    _block(c, left + 20, h - 174, block, 10, pitch=12.5, first=BOLD)
    block = ("3 Juddhaven Rd", "Lake Joseph, Minett, ON", "Water access only")
    _block(c, 330, h - 174, block, 9, pitch=12)
    rows = [
        ("Floating dock section 8 x 20 ft, cedar decking", "2", "6,450.00", "12,900.00"),
        ("Galvanized dock hardware kit", "2", "385.00", "770.00"),
        ("Dock anchoring, 4 anchors with chain", "1", "1,240.00", "1,240.00"),
        ("Installation crew, 2 persons (hours)", "14", "95.00", "1,330.00"),
        ("Barge delivery, Port Carling to Lake Joseph", "1", "650.00", "650.00"),
    ]
    top = h - 260
    cols = (360, 410, 490, right)
    bottom = _frame(c, left, top, cols, len(rows), 20, fill=(0.85, 0.9, 0.95))
    header = [(left + 6, "DESCRIPTION", False), (404, "QTY", True), (484, "UNIT PRICE", True)]
    header += [(right - 6, "AMOUNT", True)]
    for x, t, r in header:
        _text(c, x, top - 12, t, 8, BOLD, r)
    for i, row in enumerate(rows):
        for (x, _, r), s in zip(header, row):
            _text(c, x, top - 31 - 20 * i, s, 9, right=r)
    strip = (
        ("Subtotal", "$16,890.00"),
        ("HST 13%", "$2,195.70"),
        ("Total", "$19,085.70"),
        ("Deposit Received", "-$5,000.00"),
        ("Balance Due (CAD)", "$14,085.70"),
    )
    sy, sw = bottom - 30, (right - left) / len(strip)
    c.setLineWidth(0.6)
    for k, (key, v) in enumerate(strip):
        x = left + sw * k
        last = k == len(strip) - 1
        if last:
            c.setFillColorRGB(*blue)
            c.rect(x, sy - 38, sw, 38, stroke=0, fill=1)
            c.setFillGray(1)
        c.rect(x, sy - 38, sw, 38)
        _text(c, x + 6, sy - 13, key, 7.5, BOLD)
        _text(c, x + sw - 6, sy - 30, v, 11 if last else 10, BOLD if last or k == 2 else "Helvetica", True)
        c.setFillGray(0)
    notes = (
        "Deposit of $5,000.00 received September 18, 2026 (cheque #2214) has been applied to this invoice.",
        "Dock sections carry a 5-year structural warranty, hardware 2 years; spring re-levelling included.",
        "",
        "Payment by e-Transfer to pay@muskokadock.ca or by cheque payable to Muskoka Dock & Boathouse Ltd.",
        "Balances outstanding after 30 days are charged 1.5% per month (19.56% per annum).",
    )
    _block(c, left, sy - 66, notes, 8.5, pitch=12)
    _text(c, left, sy - 150, "Thank you for choosing Muskoka Dock & Boathouse!", 10, "Helvetica-BoldOblique")
    c.setLineWidth(0.4)
    c.line(left, 52, right, 52)
    _centre(c, w, 40, "Muskoka Dock & Boathouse Ltd. · muskokadock.ca · Page 1 of 1", 7)
    return {
        "fields": {
            "document_number": "MDB-2026-0318",
            "date": "2026-11-06",
            "due_date": "2026-11-20",
            "total_amount": "19085.70",
            "tax_amount": "2195.70",
            "currency": "CAD",
            "vendor_name": "Muskoka Dock & Boathouse Ltd.",
            "customer_name": "Lakeview Cottage Rentals Inc.",
        },
        "line_items": [_item(d, q, _plain(u), _plain(a)) for d, q, u, a in rows],
    }


LAYOUTS = {
    "nit1": (nit1, A4),
    "nes2": (nes2, A4),
    "nch3": (nch3, A4),
    "ndk4": (ndk4, A4),
    "nus5": (nus5, letter),
    "nbr6": (nbr6, A4),
    "nza7": (nza7, A4),
    "nie8": (nie8, A4),
    "ncz9": (ncz9, A4),
    "nca10": (nca10, letter),
}
SCANNED = ("nit1", "ndk4", "nbr6", "nie8")
