"""Ten hand-written invoices of small businesses and marketplaces (set au), written on 2026-12-07 in the
manner of scripts/layouts_set.py by a hand that had not read the decoding, of kinds no earlier set drew: a
Valencia freelance translator's factura typed in a word processor (Times, hardly a rule, quantities as 8.450
words and prices as 0,085 €, IVA 21 % and a retención IRPF of 15 % taken off the total, dates as "3 de
diciembre de 2026"), a Bristol photographer's invoice from a spreadsheet template (printed gridlines, a date
on each row, GBP, not VAT registered, dates as 04/12/2026), a German Amazon-style marketplace seller's
Rechnung (a logo of a word and an orange arc, order number and invoice number both printed, net and gross
columns per line, USt. 19 % per line, shipping as a row of the table), an eBay-style US order invoice
(coloured letters as the logo, the marketplace item numbers, shipping and sales tax under the subtotal), an
Etsy-style Canadian shop invoice (GST/HST 13 % on the goods and the shipping, CA$), a Sydney plumber's
carbon-copy tax invoice drawn as a pre-printed pad in boxes with the values written in by hand (labour hours
and parts rows under their section heads, GST 10 %), a Shopify-style packing slip with prices from a Haarlem
ceramics web shop (prices with BTW, "waarvan BTW 21 %"), a Singapore tuition centre's fee invoice (the student
and the term dates, keys over values in boxes, GST 9 %, a PayNow QR code), a Pennsylvania landscaping
company's invoice with sales tax on the taxable materials only, a deposit paid and a balance due, and a Bergen
management consultant's faktura in Norwegian (Org.nr. ... MVA, KID, MVA 25 %, amounts as 75 025,00, a
giro-style payment part). Four of them (the German, Australian, Singapore and Norwegian pages) are also
written as scans (SCANNED). Every page is one page.

What the values say where a page leaves a choice: vendor_name is the seller or issuer as printed with its
legal form where it has one ("Lucía Ferrer Montalbán", a self-employed translator; "Hannah Pryce Photography",
a sole trader's trading name; "Küchenwerk Handels GmbH", the seller the marketplace invoice names after
"Verkauft von", not the marketplace; "Ridgeway Vintage Audio LLC", the seller's business name, not its user
name; "Maple & Moss Weaving Co."; "Bayside Plumbing & Gas Pty Ltd"; "Duinzand Keramiek B.V."; "Brightpath
Learning Centre Pte. Ltd."; "Green Hollow Landscaping, LLC"; "Solheim Strategi AS"). customer_name is the
billed party's name line: the buyer of a marketplace order (its billing address), the tutoring invoice's
parent "Mdm Lim Siew Ling" (the student "Tan Jia Hui" is no field), the landscaper's "David & Karen Okafor",
the Norwegian company (its "Att:" line no part of it). document_number is the invoice number: the Spanish
"2026/047", "HP-0193", the German "Rechnungsnummer" "INV-DE-2026-448190" (not the "Bestellnummer"
302-4417729-8836351), the Etsy-style shop's "MM-0412" (not the "Order #"), "004817" (the pad's printed
number), the web shop's "Factuurnummer" "DZ-2026-1047" (not the order "#1047"), "BLC-26-03318", "2211"
(printed "Invoice # 2211"), the Norwegian "Fakturanr." "20260418" (not the KID nor the Kundenr.); the
eBay-style page prints no invoice number, only its "Order number" "14-12093-55817", which is its
document_number. date is the invoice date ("Rechnungsdatum", the web shop's "Factuurdatum" (not its
"Besteldatum"), the eBay-style "Invoice date" (not the earlier "Sale date")); due_date the date printed as due
("Fecha de vencimiento", "Due", the pad's handwritten "PAYMENT DUE", "PAYMENT DUE", "Due Date",
"Forfallsdato"); the marketplace and web shop pages, paid on ordering (German, eBay-style, Etsy-style, Dutch),
print none and have none; the photographer's row dates and the tutoring term dates are no fields. total_amount
is the invoice's total: on the Spanish page "TOTAL A PAGAR" = base + IVA - IRPF (tax_amount is the IVA alone;
the IRPF withheld is no tax_amount); on the landscaper's the invoice "Total" before the deposit paid is taken
off ("Balance Due" is no field); on the web shop's slip the "Totaal" with BTW, its tax_amount the BTW included
("waarvan BTW 21 %"). tax_amount is the tax printed (IVA, USt. (the sum of the rows' USt., printed as the
total's "USt. 19 %"), sales tax, GST/HST, GST, BTW, GST, sales tax, MVA); the photographer's page prints no
tax and has no tax_amount. Currencies: EUR, GBP, EUR, USD, CAD, AUD, EUR, SGD, USD, NOK.

Line items are the priced rows of each item table with their quantity, unit price and line amount as printed.
Shipping is a line item only where it is printed as a row of the item table: on the German page
("Versandkosten", quantity 1, no ASIN); on the eBay-style, Etsy-style and web shop pages shipping is printed
under the subtotal and is no line item. item_id is a code in a code column: the German "ASIN", the eBay-style
"Item number", the web shop's "SKU"; the other pages have none. unit_price and line_amount are net of tax
where the page prints a net column (the German page's "Stückpreis (ohne USt.)" and "Zwischensumme (ohne
USt.)", not its gross column); on the web shop's slip, whose prices include BTW, they are the printed prices
with BTW (the only ones printed), and the lines sum to its "Subtotaal". The plumber's section heads ("LABOUR",
"PARTS & MATERIALS") are no line items; the landscaper's unit ("sq ft", "ton") and tax flag ("T") are no part
of the quantity or description. Quantities are plain ("8450" for "8.450", "2.5" for the handwritten "2.5",
"37.5" for "37,5", "4" for the web shop's "4 van 4"); unit prices keep their printed places ("0.085" for
"0,085 €"). Every amount is computed with Decimal, rounded half up, so that the rows, subtotals, taxes and
totals printed agree. Dates are printed as their countries print them; no US page prints a numeric date.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _qr, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
TIMES, TIMES_BOLD, TIMES_ITALIC = "Times-Roman", "Times-Bold", "Times-Italic"
COURIER_BOLD = "Courier-Bold"


def _ext(quantity: str, price: str, places: int = 2) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to ``places`` decimals."""
    return (Decimal(quantity) * Decimal(price)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to cents."""
    return (amount * Decimal(rate) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)


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
    """1.234,56 (Spain, Germany, the Netherlands)."""
    return _num(value, places, ".", ",")


def _sp(value, places: int = 2) -> str:
    """1 234,56 (Norway)."""
    return _num(value, places, " ", ",")


def _places(price: str) -> int:
    """How many decimals a price string has: "0.085" has 3."""
    return len(price.partition(".")[2])


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
    """A filled rectangle without a border; the fill is black again after it."""
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


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


def _over(c, x: float, y: float, key: str, value: str, size: float = 9, key_size: float = 7) -> None:
    """A key in bold with its value under it (keys above values)."""
    _text(c, x, y, key, key_size, BOLD)
    _text(c, x, y - key_size - 5, value, size)


# aues1: a Valencia freelance translator's factura typed in a word processor, IVA 21 %, IRPF -15 %
AUES1_ROWS = (
    ("Traducción EN-ES, manual técnico (palabras)", "8450", "0.085"),
    ("Revisión bilingüe y control de calidad (horas)", "6", "32.00"),
    ("Maquetación de capturas de pantalla (páginas)", "24", "3.50"),
    ("Glosario terminológico del cliente", "1", "120.00"),
)


def aues1(c) -> dict:
    w, h = A4
    left, right = 72, w - 72
    vendor, customer = "Lucía Ferrer Montalbán", "Editorial Brisamar, S.L."
    priced = [(d, q, p, _ext(q, p)) for d, q, p in AUES1_ROWS]
    base = _sum(r[3] for r in priced)
    iva, irpf = _pct(base, "21"), _pct(base, "15")
    total = base + iva - irpf
    _text(c, left, h - 78, vendor, 16, TIMES_BOLD)
    lines = (
        "Traductora e intérprete jurada de inglés",
        "NIF: 48219337K",
        "C/ Doctor Sumsi 14, 3º B",
        "46005 Valencia",
        "Tel. 654 218 903  ·  lucia@ferrertraducciones.es",
    )
    _block(c, left, h - 94, lines, 10, TIMES, 12.5)
    _text(c, right, h - 80, "FACTURA", 24, TIMES_BOLD, True)
    facts = (
        ("Factura nº:", "2026/047"),
        ("Fecha de emisión:", "3 de diciembre de 2026"),
        ("Fecha de vencimiento:", "2 de enero de 2027"),
    )
    for i, (k, v) in enumerate(facts):
        _text(c, left, h - 190 - 14 * i, k, 10.5, TIMES_BOLD)
        _text(c, left + 118, h - 190 - 14 * i, v, 10.5, TIMES)
    _text(c, 340, h - 176, "Cliente:", 10.5, TIMES_BOLD)
    lines = (customer, "CIF: B46872210", "Avda. del Puerto 112, 2º", "46023 Valencia")
    _block(c, 340, h - 190, lines, 10.5, TIMES, 14)
    _text(
        c,
        left,
        h - 262,
        "Asunto: traducción del manual de usuario «Vela Pro 3» (su pedido EB-2026-311).",
        10.5,
        TIMES,
    )
    top = h - 296
    cols = (
        (left, "Concepto", False),
        (380, "Cantidad", True),
        (450, "Precio", True),
        (right, "Importe", True),
    )
    for x, title, r in cols:
        _text(c, x, top, title, 10.5, TIMES_BOLD, r)
    c.setLineWidth(0.5)
    c.line(left, top - 5, right, top - 5)
    y = top - 22
    for d, q, p, amount in priced:
        row = (d, _eu(Decimal(q), 0), f"{_eu(Decimal(p), _places(p))} €", f"{_eu(amount)} €")
        for (x, _, r), s in zip(cols, row):
            _text(c, x, y, s, 10.5, TIMES, r)
        y -= 17
    c.line(left, y + 8, right, y + 8)
    totals = (
        ("Base imponible", f"{_eu(base)} €"),
        ("IVA (21 %)", f"{_eu(iva)} €"),
        ("Retención IRPF (15 %)", f"-{_eu(irpf)} €"),
    )
    for i, (k, v) in enumerate(totals):
        _text(c, 330, y - 14 - 16 * i, k, 10.5, TIMES)
        _text(c, right, y - 14 - 16 * i, v, 10.5, TIMES, True)
    _text(c, 330, y - 70, "TOTAL A PAGAR", 11.5, TIMES_BOLD)
    _text(c, right, y - 70, f"{_eu(total)} €", 11.5, TIMES_BOLD, True)
    lines = (
        "Forma de pago: transferencia bancaria a la cuenta",
        "IBAN ES76 2100 0418 4502 0005 1332 (CaixaBank), indicando el número de factura.",
        "",
        "Factura sujeta a retención del IRPF conforme al artículo 101 de la Ley 35/2006.",
        "Los textos traducidos se entregaron el 28 de noviembre de 2026 en formato DOCX.",
    )
    _block(c, left, y - 120, lines, 10, TIMES, 13)
    _text(c, left, y - 200, "Gracias por su confianza.", 10.5, TIMES_ITALIC)
    _centre(c, w, 40, "Lucía Ferrer Montalbán  ·  NIF 48219337K  ·  Alta en el IAE epígrafe 774", 8, TIMES)
    return {
        "fields": _fields("2026/047", "2026-12-03", "2027-01-02", total, iva, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a)) for d, q, p, a in priced],
    }


# augb2: a Bristol photographer's invoice from a spreadsheet template, GBP, not VAT registered
AUGB2_ROWS = (
    ("21/11/2026", "Corporate headshots, half day on site", "1", "450.00"),
    ("21/11/2026", "Retouched headshot, high-res file", "18", "15.00"),
    ("21/11/2026", "Team group photo, retouched", "2", "40.00"),
    ("21/11/2026", "Mileage, Bristol - Bath return (miles)", "64", "0.45"),
)


def augb2(c) -> dict:
    h = A4[1]
    vendor, customer = "Hannah Pryce Photography", "Northgate Lettings Ltd"
    priced = [(day, d, q, p, _ext(q, p)) for day, d, q, p in AUGB2_ROWS]
    total = _sum(r[4] for r in priced)
    xs = (40, 110, 330, 390, 460, 555)
    pitch = 16
    rows_n = 44
    top = h - 50
    c.setStrokeGray(0.82)
    c.setLineWidth(0.25)
    for j in range(rows_n + 1):
        c.line(xs[0], top - j * pitch, xs[-1], top - j * pitch)
    for x in xs:
        c.line(x, top, x, top - rows_n * pitch)
    c.setStrokeGray(0)

    def cell(
        row: int, col: int, s: str, size: float = 9, font: str = "Helvetica", right: bool = False
    ) -> None:
        y = top - row * pitch - 11.5
        if right:
            _text(c, xs[col + 1] - 4, y, s, size, font, True)
        else:
            _text(c, xs[col] + 4, y, s, size, font)

    _band(c, xs[0] + 0.3, top - 2 * pitch + 0.3, xs[-1] - xs[0] - 0.6, 2 * pitch - 0.6, (0.2, 0.33, 0.45))
    c.setFillGray(1)
    _text(c, xs[0] + 6, top - 24, "INVOICE", 20, BOLD)
    _text(c, xs[-1] - 6, top - 22, vendor, 12, BOLD, True)
    c.setFillGray(0)
    for i, s in enumerate(("7 Cotham Vale", "Bristol BS6 6HR", "07700 918 442", "hello@hannahpryce.co.uk")):
        cell(3 + i, 0, s)
    for i, (k, v) in enumerate((("Invoice No:", "HP-0193"), ("Date:", "04/12/2026"), ("Due:", "18/12/2026"))):
        cell(3 + i, 3, k, 9, BOLD)
        cell(3 + i, 4, v, 9, right=True)
    cell(8, 0, "Bill to:", 9, BOLD)
    for i, s in enumerate((customer, "Attn: Sophie Mears", "22 Whiteladies Road", "Bristol BS8 2LG")):
        cell(9 + i, 0, s, 9, BOLD if i == 0 else "Helvetica")
    cell(14, 0, "Job:", 9, BOLD)
    cell(14, 1, "Staff headshots for new website, Bath office")
    hr = 16
    _band(c, xs[0] + 0.3, top - (hr + 1) * pitch + 0.3, xs[-1] - xs[0] - 0.6, pitch - 0.6, (0.85, 0.89, 0.93))
    for col, t in enumerate(("Date", "Description", "Qty", "Rate (£)", "Amount (£)")):
        cell(hr, col, t, 9, BOLD, col >= 2)
    for i, (day, d, q, p, amount) in enumerate(priced):
        r = hr + 1 + i
        cell(r, 0, day)
        cell(r, 1, d)
        cell(r, 2, q, right=True)
        cell(r, 3, p, right=True)
        cell(r, 4, _num(amount), right=True)
    r = hr + 9
    cell(r, 3, "Subtotal", 9, BOLD)
    cell(r, 4, f"£{_num(total)}", right=True)
    _band(c, xs[3] + 0.3, top - (r + 2) * pitch + 0.3, xs[-1] - xs[3] - 0.6, pitch - 0.6, (0.85, 0.89, 0.93))
    cell(r + 1, 3, "TOTAL DUE", 9.5, BOLD)
    cell(r + 1, 4, f"£{_num(total)}", 9.5, BOLD, True)
    cell(r, 0, "Not VAT registered - no VAT is charged.", 8.5, OBLIQUE)
    cell(r + 3, 0, "Payment details", 9, BOLD)
    for i, (k, v) in enumerate(
        (
            ("Bank:", "Starling Bank"),
            ("Name:", "H Pryce"),
            ("Sort code:", "60-83-71"),
            ("Account:", "24718830"),
            ("Reference:", "HP-0193"),
        )
    ):
        cell(r + 4 + i, 0, k)
        cell(r + 4 + i, 1, v)
    cell(
        r + 10,
        0,
        "Payment within 14 days please. Images are licensed for web and print use by the client only.",
        8,
    )
    cell(r + 11, 0, "Thank you!", 9, OBLIQUE)
    return {
        "fields": _fields("HP-0193", "2026-12-04", "2026-12-18", total, None, "GBP", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a)) for _, d, q, p, a in priced],
    }


# aude3: an Amazon-style marketplace seller's Rechnung, order and invoice numbers, USt. 19 % per line
AUDE3_ROWS = (
    ("B0C7KX42QM", "Gusseisen-Bräter oval 29 cm, schwarz", "1", "46.13"),
    ("B09T3LM8RZ", "Messerblock Buche mit 5 Messern", "1", "62.18"),
    ("B0B1QZ7H2D", "Silikon-Backmatte 40 x 30 cm", "3", "7.55"),
    (None, "Versandkosten", "1", "4.19"),
)
ORANGE = (0.96, 0.6, 0.1)


def aude3(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor, customer = "Küchenwerk Handels GmbH", "Jonas Albrecht"
    priced = []
    for asin, d, q, p in AUDE3_ROWS:
        net = _ext(q, p)
        vat = _pct(net, "19")
        priced.append((asin, d, q, p, net, vat, net + vat))
    net = _sum(r[4] for r in priced)
    vat = _sum(r[5] for r in priced)
    total = net + vat
    _text(c, left, h - 60, "kaufhafen", 24, BOLD)
    c.setStrokeColorRGB(*ORANGE)
    c.setLineWidth(2.4)
    c.arc(left + 8, h - 74, left + 104, h - 60, 200, 140)
    c.setStrokeGray(0)
    _text(c, left + 110, h - 60, ".de", 12, BOLD)
    _text(c, right, h - 56, "Rechnung", 20, BOLD, True)
    _band(c, right - 92, h - 86, 92, 18, (0.87, 0.94, 0.85))
    _text(c, right - 46 - c.stringWidth("Bezahlt", BOLD, 10) / 2, h - 80, "Bezahlt", 10, BOLD)
    facts = (
        ("Rechnungsdatum/Lieferdatum", "2. Dezember 2026"),
        ("Rechnungsnummer", "INV-DE-2026-448190"),
        ("Zahlungsreferenznummer", "4Q7ZK2PMA1X"),
        ("Verkauft von", vendor),
        ("USt-IdNr.", "DE318274456"),
    )
    for i, (k, v) in enumerate(facts):
        _text(c, left, h - 118 - 13 * i, k, 8.5, BOLD)
        _text(c, left + 150, h - 118 - 13 * i, v, 8.5)
    _band(c, 360, h - 180, right - 360, 66, (0.95, 0.95, 0.95))
    _text(c, 368, h - 132, "Rechnungsbetrag", 9)
    _text(c, right - 8, h - 160, f"{_eu(total)} €", 18, BOLD, True)
    c.setLineWidth(0.5)
    c.line(left, h - 196, right, h - 196)
    cols = ((left, "Rechnungsadresse"), (220, "Lieferadresse"), (400, "Verkauft von"))
    for x, t in cols:
        _text(c, x, h - 214, t, 8.5, BOLD)
    addr = (customer, "Lindenallee 7", "28209 Bremen", "Deutschland")
    _block(c, left, h - 228, addr, 8.5, pitch=11)
    _block(c, 220, h - 228, addr, 8.5, pitch=11)
    _block(c, 400, h - 228, (vendor, "Hafenstraße 21", "28217 Bremen", "Deutschland"), 8.5, pitch=11)
    c.line(left, h - 284, right, h - 284)
    _text(c, left, h - 302, "Bestellinformationen", 10, BOLD)
    order = (("Bestelldatum", "30. November 2026"), ("Bestellnummer", "302-4417729-8836351"))
    for i, (k, v) in enumerate(order):
        _text(c, left, h - 318 - 12 * i, k, 8.5)
        _text(c, left + 150, h - 318 - 12 * i, v, 8.5)
    xs = (left, 205, 260, 290, 355, 395, 460, 510, right)
    titles = (
        "Beschreibung",
        "ASIN",
        "Menge",
        "Stückpreis\n(ohne USt.)",
        "USt. %",
        "Zwischen-\nsumme\n(ohne USt.)",
        "USt.",
        "Zwischen-\nsumme\n(inkl. USt.)",
    )
    aligns = "llrrrrrr"
    top = h - 362
    _band(c, left, top - 24, right - left, 34, (0.93, 0.93, 0.93))
    _heads(c, xs, top, titles, aligns, 7)
    y = top - 42
    c.setStrokeGray(0.7)
    for asin, d, q, p, lnet, lvat, gross in priced:
        cells = (
            d,
            asin or "",
            q,
            f"{_eu(Decimal(p))} €",
            "19 %",
            f"{_eu(lnet)} €",
            f"{_eu(lvat)} €",
            f"{_eu(gross)} €",
        )
        _cells(c, xs, y, cells, aligns, 7.5)
        c.line(left, y - 6, right, y - 6)
        y -= 19
    c.setStrokeGray(0)
    totals = (
        ("Gesamtpreis (ohne USt.)", f"{_eu(net)} €"),
        ("USt. 19 %", f"{_eu(vat)} €"),
    )
    _pairs(c, 360, right - 3, y - 14, totals, 14)
    c.line(360, y - 36, right, y - 36)
    _text(c, 360, y - 50, "Gesamtpreis", 10, BOLD)
    _text(c, right - 3, y - 50, f"{_eu(total)} €", 10, BOLD, True)
    lines = (
        "Der Verkauf erfolgt durch den oben genannten Verkäufer. Die Rechnung wurde im Auftrag",
        "des Verkäufers durch kaufhafen.de erstellt. Die Zahlung ist bereits erfolgt (Kreditkarte).",
        "Das Lieferdatum entspricht dem Rechnungsdatum.",
    )
    _block(c, left, y - 90, lines, 7.5, pitch=10)
    c.setFillGray(0.4)
    foot = (
        "Küchenwerk Handels GmbH  |  Hafenstraße 21  |  28217 Bremen  |  Amtsgericht Bremen HRB 33418",
        "Geschäftsführer: Timo Rasmussen  |  USt-IdNr. DE318274456  |  service@kuechenwerk-handel.de",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 44 - 9 * i, s, 6.5)
    c.setFillGray(0)
    return {
        "fields": _fields("INV-DE-2026-448190", "2026-12-02", None, total, vat, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, _plain(n), a) for a, d, q, p, n, _, _ in priced],
    }


# auus4: an eBay-style US order invoice, item numbers, shipping and sales tax 8.25 % under the subtotal
AUUS4_ROWS = (
    ("256841190372", "Turntable dust cover, hinged, smoked acrylic", "1", "64.99"),
    ("256841207718", "Replacement stylus, elliptical, AT-style", "2", "24.50"),
    ("256839954410", "RCA phono cable 1.5 m, shielded, pair", "3", "11.25"),
)


def auus4(c) -> dict:
    w, h = letter
    left, right = 48, w - 48
    vendor, customer = "Ridgeway Vintage Audio LLC", "Marcus Delgado"
    priced = [(i, d, q, p, _ext(q, p)) for i, d, q, p in AUUS4_ROWS]
    sub = _sum(r[4] for r in priced)
    ship = Decimal("12.95")
    tax = _pct(sub + ship, "8.25")
    total = sub + ship + tax
    x = left
    for ch, rgb in zip(
        "bidhaven", ((0.9, 0.2, 0.2), (0.1, 0.35, 0.8), (0.95, 0.7, 0.1), (0.2, 0.6, 0.2)) * 2
    ):
        c.setFillColorRGB(*rgb)
        _text(c, x, h - 62, ch, 26, BOLD)
        x += c.stringWidth(ch, BOLD, 26) - 1
    c.setFillGray(0)
    _text(c, right, h - 50, "Order invoice", 16, BOLD, True)
    _text(c, right, h - 66, "Thanks for your order!", 9, right=True)
    c.setStrokeGray(0.8)
    c.line(left, h - 80, right, h - 80)
    c.setStrokeGray(0)
    facts = (
        ("Order number", "14-12093-55817"),
        ("Sale date", "Nov 29, 2026"),
        ("Invoice date", "Dec 1, 2026"),
        ("Payment", "Visa ending in 4417, paid Nov 29, 2026"),
    )
    for i, (k, v) in enumerate(facts):
        _text(c, left, h - 102 - 14 * i, k, 9, BOLD)
        _text(c, left + 90, h - 102 - 14 * i, v, 9)
    _text(c, 340, h - 102, "Seller", 9, BOLD)
    lines = (vendor, "seller ID: ridgeway_vintage", "1180 Industrial Blvd, Unit 4", "Round Rock, TX 78681")
    _block(c, 340, h - 116, lines, 9, pitch=12)
    _text(c, left, h - 186, "Bill to", 9, BOLD)
    _text(c, 220, h - 186, "Ship to", 9, BOLD)
    addr = (customer, "4417 Ashbury Ln", "Plano, TX 75024", "United States")
    _block(c, left, h - 200, addr, 9, pitch=12)
    _block(c, 220, h - 200, addr, 9, pitch=12)
    _text(c, 340, h - 186, "Shipping service", 9, BOLD)
    _block(c, 340, h - 200, ("USPS Priority Mail", "Tracking 9405 5112 0620 4417 2291 38"), 9, pitch=12)
    xs = (left, 140, 380, 420, 490, right)
    top = h - 272
    _band(c, left, top - 5, right - left, 18, (0.94, 0.94, 0.96))
    _cells(c, xs, top, ("Item number", "Item title", "Qty", "Price", "Total"), "llrrr", 8.5, BOLD)
    y = top - 22
    c.setStrokeGray(0.8)
    for item, d, q, p, amount in priced:
        _cells(c, xs, y, (item, d, q, f"${p}", f"${_num(amount)}"), "llrrr", 8.5)
        c.line(left, y - 7, right, y - 7)
        y -= 20
    c.setStrokeGray(0)
    totals = (
        ("Subtotal", f"${_num(sub)}"),
        ("Shipping", f"${_num(ship)}"),
        ("Sales tax (8.25%)", f"${_num(tax)}"),
    )
    _pairs(c, 400, right - 3, y - 14, totals, 15)
    c.setLineWidth(0.8)
    c.line(400, y - 52, right, y - 52)
    _text(c, 400, y - 66, "Order total", 10, BOLD)
    _text(c, right - 3, y - 66, f"${_num(total)}", 10, BOLD, True)
    lines = (
        "Sales tax is collected and remitted by bidhaven as a marketplace facilitator.",
        "Returns accepted within 30 days of delivery. Contact the seller through your bidhaven account.",
    )
    _block(c, left, y - 110, lines, 8, pitch=11)
    c.setFillGray(0.45)
    _centre(c, w, 40, "bidhaven Inc.  -  This invoice was generated for order 14-12093-55817.", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("14-12093-55817", "2026-12-01", None, total, tax, "USD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), i) for i, d, q, p, a in priced],
    }


# auca5: an Etsy-style Canadian shop invoice, GST/HST 13 % on the goods and the shipping, CA$
AUCA5_ROWS = (
    ("Handwoven wool throw, sage, 50 x 60 in", "1", "185.00"),
    ("Linen tea towels, set of 2, natural", "2", "32.00"),
    ("Cotton rope coasters, round, set of 4", "3", "18.50"),
)
CLAY = (0.85, 0.42, 0.22)


def auca5(c) -> dict:
    w, h = letter
    left, right = 54, w - 54
    vendor, customer = "Maple & Moss Weaving Co.", "Priya Natarajan"
    priced = [(d, q, p, _ext(q, p)) for d, q, p in AUCA5_ROWS]
    sub = _sum(r[3] for r in priced)
    ship = Decimal("18.00")
    tax = _pct(sub + ship, "13")
    total = sub + ship + tax
    c.setFillColorRGB(*CLAY)
    c.circle(left + 24, h - 70, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 11, h - 77, "M&M", 13, BOLD)
    c.setFillGray(0)
    _text(c, left + 60, h - 64, vendor, 16, BOLD)
    _text(c, left + 60, h - 78, "Handwoven textiles from Peterborough, Ontario", 9, OBLIQUE)
    _text(c, right, h - 64, "INVOICE", 22, "Helvetica", True)
    c.setStrokeColorRGB(*CLAY)
    c.setLineWidth(1.5)
    c.line(left, h - 108, right, h - 108)
    c.setStrokeGray(0)
    facts = (
        ("Invoice no.", "MM-0412"),
        ("Invoice date", "Dec. 2, 2026"),
        ("Order #", "3318874502"),
        ("Payment", "Paid in full via shop checkout"),
    )
    for i, (k, v) in enumerate(facts):
        _text(c, 330, h - 130 - 13 * i, k, 8.5, BOLD)
        _text(c, 400, h - 130 - 13 * i, v, 8.5)
    _text(c, left, h - 130, "FROM", 7.5, BOLD)
    lines = (vendor, "212 Hunter St W", "Peterborough, ON K9H 2L2", "GST/HST No. 78412 5530 RT0001")
    _block(c, left, h - 142, lines, 8.5, pitch=11)
    _text(c, left, h - 200, "BILL TO", 7.5, BOLD)
    lines = (customer, "88 Harbord St, Apt 3", "Toronto, ON M5S 1G5")
    _block(c, left, h - 212, lines, 8.5, pitch=11)
    xs = (left, 330, 390, 470, right)
    top = h - 276
    c.setFillColorRGB(*CLAY)
    _cells(c, xs, top, ("ITEM", "QTY", "PRICE", "AMOUNT"), "lrrr", 8, BOLD)
    c.setFillGray(0)
    c.setStrokeColorRGB(*CLAY)
    c.line(left, top - 6, right, top - 6)
    c.setStrokeGray(0.85)
    y = top - 24
    for d, q, p, amount in priced:
        _cells(c, xs, y, (d, q, f"CA${p}", f"CA${_num(amount)}"), "lrrr", 9)
        c.line(left, y - 8, right, y - 8)
        y -= 24
    c.setStrokeGray(0)
    totals = (
        ("Item subtotal", f"CA${_num(sub)}"),
        ("Shipping (Canada Post Expedited)", f"CA${_num(ship)}"),
        ("GST/HST (13% ON)", f"CA${_num(tax)}"),
    )
    for i, (k, v) in enumerate(totals):
        _text(c, 300, y - 12 - 15 * i, k, 9)
        _text(c, right - 3, y - 12 - 15 * i, v, 9, right=True)
    _band(c, 296, y - 70, right - 296, 20, (0.98, 0.91, 0.86))
    _text(c, 300, y - 63, "Total (CAD)", 10, BOLD)
    _text(c, right - 3, y - 63, f"CA${_num(total)}", 10, BOLD, True)
    lines = (
        "A note from the maker",
        "Every piece is woven by hand on a floor loom in my studio, so small",
        "variations are part of its charm. Hand wash cold, lay flat to dry.",
        "Thank you for supporting a small Canadian studio! - Ellen",
    )
    _block(c, left, y - 110, lines, 8.5, pitch=12, first=BOLD)
    c.setFillGray(0.45)
    _centre(
        c,
        w,
        40,
        "mapleandmossweaving.ca  -  hello@mapleandmossweaving.ca  -  Sold through an online marketplace",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": _fields("MM-0412", "2026-12-02", None, total, tax, "CAD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a)) for d, q, p, a in priced],
    }


# auau6: a Sydney plumber's carbon-copy tax invoice pad, values written in by hand, GST 10 %
AUAU6_LABOUR = (
    ("Labour (hrs)", "2.5", "110.00"),
    ("Call-out fee", "1", "88.00"),
)
AUAU6_PARTS = (
    ("Tempering valve 15mm", "1", "142.50"),
    ("Copper pipe 15mm (m)", "3", "12.40"),
    ("Brass elbow 15mm", "4", "6.85"),
)
INK = (0.1, 0.15, 0.55)
PAD_RED = (0.75, 0.12, 0.12)


def _ink(c, x: float, y: float, s: str, size: float = 11, right: bool = False) -> None:
    """A value written in by hand: slanted, in blue ink."""
    c.setFillColorRGB(*INK)
    _text(c, x, y, s, size, TIMES_ITALIC, right)
    c.setFillGray(0)


def auau6(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor, customer = "Bayside Plumbing & Gas Pty Ltd", "Mrs Joan Whitfield"
    labour = [(d, q, p, _ext(q, p)) for d, q, p in AUAU6_LABOUR]
    parts = [(d, q, p, _ext(q, p)) for d, q, p in AUAU6_PARTS]
    sub = _sum(r[3] for r in labour + parts)
    gst = _pct(sub, "10")
    total = sub + gst
    _band(c, 0, 0, w, h, (1.0, 0.98, 0.88))
    c.setStrokeColorRGB(*PAD_RED)
    c.setFillColorRGB(*PAD_RED)
    c.setLineWidth(1)
    c.rect(left, h - 112, right - left, 72)
    _text(c, left + 10, h - 66, "BAYSIDE PLUMBING & GAS", 18, BOLD)
    _text(c, left + 10, h - 80, vendor, 8.5)
    lines = (
        "Blocked drains  -  Hot water  -  Gas fitting  -  Leaks",
        "PO Box 412, Caringbah NSW 2229   Ph 0412 338 905",
        "ABN 41 622 908 155   Lic. No. 228417C",
    )
    _block(c, left + 10, h - 92, lines, 7, pitch=8.5)
    _text(c, right - 10, h - 64, "TAX INVOICE", 14, BOLD, True)
    _text(c, right - 10, h - 92, "No.", 10, BOLD, True)
    _text(c, right - 10, h - 106, "004817", 14, COURIER_BOLD, True)
    c.setFillGray(0)
    c.setFillColorRGB(*PAD_RED)
    for x0, x1, k in ((0, 140, "DATE"), (140, 260, "ORDER NO."), (260, right - left, "JOB ADDRESS")):
        c.rect(left + x0, h - 150, x1 - x0, 30)
        _text(c, left + x0 + 4, h - 128, k, 6.5, BOLD)
    c.rect(left, h - 200, right - left, 44)
    _text(c, left + 4, h - 164, "CUSTOMER", 6.5, BOLD)
    _text(c, left + 4, h - 186, "ADDRESS", 6.5, BOLD)
    c.rect(left, h - 240, right - left, 34)
    _text(c, left + 4, h - 214, "DESCRIPTION OF WORK", 6.5, BOLD)
    c.setFillGray(0)
    _ink(c, left + 10, h - 144, "03/12/2026")
    _ink(c, left + 150, h - 144, "verbal")
    _ink(c, left + 270, h - 144, "14 Banksia Cres, Cronulla")
    _ink(c, left + 60, h - 172, customer, 12)
    _ink(c, left + 60, h - 194, "14 Banksia Cres, Cronulla NSW 2230", 11)
    _ink(c, left + 10, h - 232, "Replaced faulty tempering valve on HWS, re-piped & tested. OK", 11)
    xs = (left, left + 50, 360, 430, right)
    top = h - 256
    n = 14
    pitch = 22
    c.setStrokeColorRGB(*PAD_RED)
    c.setFillColorRGB(*PAD_RED)
    c.rect(xs[0], top - 16, xs[-1] - xs[0], 16)
    _cells(c, xs, top - 11, ("QTY", "DESCRIPTION", "RATE", "AMOUNT"), "cccc", 7.5, BOLD)
    _grid(c, xs, top - 16, n, pitch)
    c.setFillGray(0)
    c.setStrokeGray(0)
    y = top - 16 - pitch + 7

    def write(d: str, q: str, p: str, amount: Decimal) -> None:
        _ink(c, xs[1] - 8, y, q, 11, True)
        _ink(c, xs[1] + 8, y, d)
        _ink(c, xs[3] - 6, y, p, 11, True)
        _ink(c, xs[4] - 6, y, _num(amount), 11, True)

    _ink(c, xs[1] + 8, y, "LABOUR", 10)
    y -= pitch
    for row in labour:
        write(*row)
        y -= pitch
    _ink(c, xs[1] + 8, y, "PARTS & MATERIALS", 10)
    y -= pitch
    for row in parts:
        write(*row)
        y -= pitch
    foot = top - 16 - n * pitch
    c.setStrokeColorRGB(*PAD_RED)
    c.setFillColorRGB(*PAD_RED)
    for i, k in enumerate(("SUB TOTAL", "GST", "TOTAL")):
        c.rect(xs[2], foot - 24 * (i + 1), xs[4] - xs[2], 24)
        c.line(xs[3], foot - 24 * i, xs[3], foot - 24 * (i + 1))
        _text(c, xs[2] + 4, foot - 24 * i - 15, k, 7.5, BOLD)
    _text(c, left, foot - 16, "PAYMENT DUE", 7.5, BOLD)
    lines = (
        "Direct deposit: Bayside Plumbing & Gas Pty Ltd",
        "BSB 062-214   Acc 1048 7721   Ref: invoice no.",
        "All prices exclude GST unless stated. Goods remain the",
        "property of Bayside Plumbing & Gas until paid in full.",
    )
    _block(c, left, foot - 46, lines, 7, pitch=9)
    _text(c, left, 60, "CUSTOMER SIGNATURE ______________________", 7.5, BOLD)
    _text(c, right, 60, "WHITE - CUSTOMER   YELLOW - OFFICE   PINK - BOOK", 6.5, right=True)
    c.setFillGray(0)
    c.setStrokeGray(0)
    _ink(c, left + 80, foot - 17, "17/12/2026 (14 days)")
    for i, v in enumerate((sub, gst, total)):
        _ink(c, xs[4] - 6, foot - 24 * i - 16, _num(v), 12, True)
    _ink(c, left + 230, 62, "J. Whitfield", 13)
    return {
        "fields": _fields("004817", "2026-12-03", "2026-12-17", total, gst, "AUD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a)) for d, q, p, a in labour + parts],
    }


# aunl7: a Shopify-style packing slip with prices from a Haarlem ceramics web shop, prices incl. BTW 21 %
AUNL7_ROWS = (
    ("DZ-VA-014", "Vaas Strand, zandkleur, 24 cm", "1", "49.95"),
    ("DZ-MK-202", "Mok Eb, mat wit, 350 ml", "4", "14.50"),
    ("DZ-SC-031", "Schaal Golf, zeegroen, 18 cm", "2", "22.95"),
    ("DZ-ON-007", "Onderzetters kurk, set van 4", "1", "12.50"),
)


def aunl7(c) -> dict:
    w, h = A4
    left, right = 56, w - 56
    vendor, customer = "Duinzand Keramiek B.V.", "Sanne de Groot"
    priced = [(s, d, q, p, _ext(q, p)) for s, d, q, p in AUNL7_ROWS]
    sub = _sum(r[4] for r in priced)
    ship = Decimal("6.95")
    total = sub + ship
    btw = (total * 21 / 121).quantize(Decimal("0.01"), ROUND_HALF_UP)
    c.setFillColorRGB(0.78, 0.66, 0.48)
    c.wedge(left, h - 86, left + 44, h - 42, 0, 180, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 54, h - 66, "DUINZAND", 16, BOLD)
    _text(c, left + 54, h - 78, "keramiek uit Haarlem", 8, OBLIQUE)
    _text(c, right, h - 60, "Bestelling #1047", 12, BOLD, True)
    meta = (
        ("Factuurnummer", "DZ-2026-1047"),
        ("Besteldatum", "1 december 2026"),
        ("Factuurdatum", "2 december 2026"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, right - 160, h - 78 - 12 * i, k, 8.5)
        _text(c, right, h - 78 - 12 * i, v, 8.5, right=True)
    _text(c, left, h - 140, "VERZENDEN NAAR", 8, BOLD)
    addr = (customer, "Prinsengracht 512 II", "1017 KH Amsterdam", "Nederland")
    _block(c, left, h - 154, addr, 9, pitch=12)
    _text(c, 300, h - 140, "FACTUURADRES", 8, BOLD)
    _block(c, 300, h - 154, addr, 9, pitch=12)
    c.setStrokeGray(0.8)
    c.line(left, h - 214, right, h - 214)
    xs = (left, 140, 360, 400, 465, right)
    top = h - 236
    _cells(c, xs, top, ("SKU", "ARTIKELEN", "AANTAL", "PRIJS", "TOTAAL"), "llrrr", 8, BOLD)
    c.line(left, top - 8, right, top - 8)
    y = top - 28
    for sku, d, q, p, amount in priced:
        _cells(c, xs, y, (sku, d, f"{q} van {q}", f"€ {_eu(Decimal(p))}", f"€ {_eu(amount)}"), "llrrr", 9)
        c.line(left, y - 10, right, y - 10)
        y -= 28
    c.setStrokeGray(0)
    totals = (
        ("Subtotaal", f"€ {_eu(sub)}"),
        ("Verzending (PostNL)", f"€ {_eu(ship)}"),
    )
    _pairs(c, 340, right - 3, y - 6, totals, 15)
    _text(c, 340, y - 40, "Totaal", 10.5, BOLD)
    _text(c, right - 3, y - 40, f"€ {_eu(total)}", 10.5, BOLD, True)
    _text(c, 340, y - 54, "waarvan BTW 21%", 8)
    _text(c, right - 3, y - 54, f"€ {_eu(btw)}", 8, right=True)
    _text(c, left, y - 6, "Betaald met iDEAL op 1 december 2026", 8.5)
    _centre(c, w, y - 120, "Bedankt voor je bestelling!", 11, BOLD)
    lines = (
        "Niet tevreden? Je kunt binnen 14 dagen na ontvangst retourneren via duinzandkeramiek.nl/retour.",
        "Elk stuk is met de hand gedraaid en geglazuurd; kleine verschillen horen erbij.",
    )
    for i, s in enumerate(lines):
        _centre(c, w, y - 140 - 11 * i, s, 8)
    c.setFillGray(0.4)
    foot = (
        "Duinzand Keramiek B.V.  -  Kleine Houtstraat 31, 2011 DD Haarlem  -  KvK 84417302",
        "BTW NL863291447B01  -  IBAN NL42 RABO 0317 2264 18  -  hallo@duinzandkeramiek.nl",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 50 - 9 * i, s, 7)
    c.setFillGray(0)
    return {
        "fields": _fields("DZ-2026-1047", "2026-12-02", None, total, btw, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a), s) for s, d, q, p, a in priced],
    }


# ausg8: a Singapore tuition centre's fee invoice, the student and term dates, GST 9 %, a PayNow QR code
AUSG8_ROWS = (
    ("Sec 3 E-Maths, Sat 9.00am (Term 1)", "10", "68.00"),
    ("Sec 3 Pure Chemistry, Wed 5.30pm (Term 1)", "10", "72.00"),
    ("Learning materials, Term 1", "2", "25.00"),
    ("Registration fee (one-time)", "1", "60.00"),
)
TEAL = (0.0, 0.45, 0.5)


def ausg8(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    vendor, customer = "Brightpath Learning Centre Pte. Ltd.", "Mdm Lim Siew Ling"
    priced = [(d, q, p, _ext(q, p)) for d, q, p in AUSG8_ROWS]
    sub = _sum(r[3] for r in priced)
    gst = _pct(sub, "9")
    total = sub + gst
    _band(c, 0, h - 96, w, 96, TEAL)
    c.setFillGray(1)
    c.circle(left + 26, h - 48, 24, stroke=0, fill=1)
    c.setFillColorRGB(*TEAL)
    _text(c, left + 13, h - 54, "BP", 16, BOLD)
    c.setFillGray(1)
    _text(c, left + 62, h - 44, vendor, 14, BOLD)
    lines = (
        "450 Bukit Batok West Ave 1, #02-17, Singapore 650450",
        "Tel 6561 2208  |  admin@brightpath.edu.sg",
        "UEN / GST Reg. No. 201518842K",
    )
    _block(c, left + 62, h - 58, lines, 7.5, pitch=9.5)
    _text(c, right, h - 50, "TAX INVOICE", 18, BOLD, True)
    c.setFillGray(0)
    xs = (left, 160, 280, 400, right)
    top = h - 118
    c.setStrokeColorRGB(*TEAL)
    c.setLineWidth(0.8)
    _grid(c, xs, top, 1, 34)
    facts = (
        ("INVOICE NO.", "BLC-26-03318"),
        ("INVOICE DATE", "1 Dec 2026"),
        ("PAYMENT DUE", "15 Dec 2026"),
        ("STUDENT ID", "S-2291"),
    )
    for x, (k, v) in zip(xs, facts):
        _over(c, x + 6, top - 12, k, v, 10)
    _text(c, left, top - 58, "BILL TO (PARENT / GUARDIAN)", 7, BOLD)
    _block(
        c,
        left,
        top - 72,
        (customer, "Blk 287 Bukit Batok East Ave 3", "#08-214", "Singapore 650287"),
        9,
        pitch=12,
    )
    _text(c, 300, top - 58, "STUDENT", 7, BOLD)
    facts = (
        ("Name", "Tan Jia Hui"),
        ("Level", "Secondary 3 (2027)"),
        ("Term", "Term 1, 2027"),
        ("Term dates", "5 Jan 2027 - 13 Mar 2027"),
    )
    for i, (k, v) in enumerate(facts):
        _text(c, 300, top - 72 - 12 * i, k, 8.5)
        _text(c, 370, top - 72 - 12 * i, v, 8.5)
    cols = (left, 70, 330, 395, 470, right)
    t = top - 150
    _band(c, left, t - 18, right - left, 18, TEAL)
    c.setFillGray(1)
    _cells(c, cols, t - 12, ("No.", "Description", "Lessons", "Fee (S$)", "Amount (S$)"), "llrrr", 8, BOLD)
    c.setFillGray(0)
    y = t - 34
    c.setStrokeGray(0.8)
    for i, (d, q, p, amount) in enumerate(priced):
        _cells(c, cols, y, (str(i + 1), d, q, _num(Decimal(p)), _num(amount)), "llrrr", 9)
        c.line(left, y - 8, right, y - 8)
        y -= 22
    c.setStrokeGray(0)
    totals = (("Sub-total", _num(sub)), ("GST @ 9%", _num(gst)))
    _pairs(c, 380, right - 3, y - 12, totals, 15)
    c.setStrokeColorRGB(*TEAL)
    c.rect(376, y - 56, right - 376, 22)
    _text(c, 380, y - 48, "TOTAL (SGD)", 10, BOLD)
    _text(c, right - 3, y - 48, _num(total), 10, BOLD, True)
    c.setStrokeGray(0)
    _text(c, left, y - 12, "Payment", 9, BOLD)
    lines = (
        "PayNow to UEN 201518842K (scan the QR code)",
        "or bank transfer: DBS Bank 072-945318-2",
        "Please quote the invoice no. as reference.",
    )
    _block(c, left, y - 26, lines, 8.5, pitch=11)
    _qr(c, "00020101021126370009SG.PAYNOW010120210201518842K0301154040.005802SG", left, y - 150, 80)
    lines = (
        "Notes",
        "1. Fees are payable in advance before the first lesson of the term.",
        "2. Lessons missed by the student are not refunded; make-up classes are subject to availability.",
        "3. One month's written notice is required for withdrawal.",
    )
    _block(c, left, y - 180, lines, 8, pitch=11, first=BOLD)
    _centre(c, w, 40, "This is a computer-generated invoice. No signature is required.", 7.5, OBLIQUE)
    return {
        "fields": _fields("BLC-26-03318", "2026-12-01", "2026-12-15", total, gst, "SGD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a)) for d, q, p, a in priced],
    }


# auus9: a Pennsylvania landscaper's invoice, 6 % sales tax on taxable materials, a deposit and a balance due
AUUS9_ROWS = (
    ("Paver patio install, 14 x 16 ft (labor)", "224", "sq ft", "9.50", False),
    ("Concrete pavers, tumbled, sandstone blend", "240", "sq ft", "4.85", True),
    ("Crushed stone base, 3/4 in", "6", "ton", "42.00", True),
    ("Polymeric sand, 50 lb bag", "5", "bag", "32.50", True),
    ("Shrub planting, boxwood 3 gal (installed)", "8", "ea", "38.00", False),
    ("Hardwood mulch, delivered & spread", "4", "cu yd", "46.00", True),
)
GREEN = (0.18, 0.42, 0.2)


def auus9(c) -> dict:
    w, h = letter
    left, right = 50, w - 50
    vendor, customer = "Green Hollow Landscaping, LLC", "David & Karen Okafor"
    priced = [(d, q, u, p, t, _ext(q, p)) for d, q, u, p, t in AUUS9_ROWS]
    sub = _sum(r[5] for r in priced)
    taxable = _sum(r[5] for r in priced if r[4])
    tax = _pct(taxable, "6")
    total = sub + tax
    deposit = Decimal("2000.00")
    c.setFillColorRGB(*GREEN)
    leaf = c.beginPath()
    leaf.moveTo(left, h - 80)
    leaf.curveTo(left + 4, h - 46, left + 30, h - 40, left + 40, h - 40)
    leaf.curveTo(left + 38, h - 66, left + 24, h - 80, left, h - 80)
    leaf.close()
    c.drawPath(leaf, stroke=0, fill=1)
    _text(c, left + 50, h - 58, "GREEN HOLLOW", 18, BOLD)
    _text(c, left + 50, h - 72, "LANDSCAPING", 10, BOLD)
    c.setFillGray(0)
    lines = (vendor, "3120 Old Route 22", "Kutztown, PA 19530", "(610) 555-0193  |  PA HIC #PA118204")
    _block(c, left, h - 100, lines, 8.5, pitch=11, first=BOLD)
    _text(c, right, h - 58, "INVOICE", 22, BOLD, True)
    facts = (
        ("Invoice #", "2211"),
        ("Date", "November 30, 2026"),
        ("Due Date", "December 30, 2026"),
        ("Project", "Rear patio & beds"),
    )
    for i, (k, v) in enumerate(facts):
        _text(c, right - 110, h - 82 - 13 * i, k, 8.5, BOLD, True)
        _text(c, right, h - 82 - 13 * i, v, 8.5, right=True)
    c.setFillColorRGB(*GREEN)
    _text(c, left, h - 164, "BILL TO", 8, BOLD)
    _text(c, 300, h - 164, "JOB SITE", 8, BOLD)
    c.setFillGray(0)
    _block(c, left, h - 177, (customer, "418 Hawk Ridge Dr", "Fleetwood, PA 19522"), 9, pitch=12)
    _block(
        c,
        300,
        h - 177,
        ("418 Hawk Ridge Dr", "Fleetwood, PA 19522", "Work completed Nov 24-27, 2026"),
        9,
        pitch=12,
    )
    xs = (left, 290, 335, 380, 440, 460, right)
    top = h - 236
    _band(c, left, top - 6, right - left, 18, GREEN)
    c.setFillGray(1)
    _cells(c, xs, top, ("Description", "Qty", "Unit", "Rate", "T", "Amount"), "lrlrcr", 8.5, BOLD)
    c.setFillGray(0)
    y = top - 22
    for i, (d, q, u, p, t, amount) in enumerate(priced):
        if i % 2:
            _band(c, left, y - 6, right - left, 18, (0.93, 0.96, 0.92))
        _cells(c, xs, y, (d, q, u, _num(Decimal(p)), "T" if t else "", _num(amount)), "lrlrcr", 8.5)
        y -= 18
    c.setStrokeColorRGB(*GREEN)
    c.line(left, y + 10, right, y + 10)
    c.setStrokeGray(0)
    totals = (
        ("Subtotal", _num(sub)),
        ("Taxable materials", _num(taxable)),
        ("PA sales tax (6% on taxable)", _num(tax)),
    )
    _pairs(c, 360, right - 3, y - 8, totals, 14)
    c.line(360, y - 44, right, y - 44)
    _text(c, 360, y - 57, "Total", 9.5, BOLD)
    _text(c, right - 3, y - 57, f"${_num(total)}", 9.5, BOLD, True)
    _text(c, 360, y - 72, "Less deposit paid (Oct 20, 2026)", 9)
    _text(c, right - 3, y - 72, f"-{_num(deposit)}", 9, right=True)
    _band(c, 356, y - 100, right - 356, 20, (0.93, 0.96, 0.92))
    _text(c, 360, y - 93, "Balance Due", 11, BOLD)
    _text(c, right - 3, y - 93, f"${_num(total - deposit)}", 11, BOLD, True)
    lines = (
        "Terms: Net 30. A 1.5% monthly finance charge applies to past-due balances.",
        "Make checks payable to Green Hollow Landscaping, LLC, or pay online at",
        "greenhollowlandscaping.com/pay with invoice # 2211.",
        "Plant material is guaranteed for one year when watered per our care sheet.",
    )
    _block(c, left, y - 8, lines, 7.5, pitch=10)
    _centre(c, w, 44, "Thank you for choosing Green Hollow - see you in the spring for cleanup!", 9, OBLIQUE)
    return {
        "fields": _fields("2211", "2026-11-30", "2026-12-30", total, tax, "USD", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a)) for d, q, _, p, _, a in priced],
    }


# auno10: a Bergen management consultant's faktura in Norwegian, MVA 25 %, KID, a giro-style payment part
AUNO10_ROWS = (
    ("Strategirådgivning november (timer)", "37.5", "t", "1450.00"),
    ("Workshop med ledergruppen 26.11.", "1", "stk", "9500.00"),
    ("Reisetid Bergen - Florø t/r (timer)", "6", "t", "725.00"),
    ("Sluttrapport og presentasjon", "1", "stk", "6800.00"),
)


def auno10(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor, customer = "Solheim Strategi AS", "Vestland Havbruk AS"
    priced = [(d, q, u, p, _ext(q, p)) for d, q, u, p in AUNO10_ROWS]
    net = _sum(r[4] for r in priced)
    mva = _pct(net, "25")
    total = net + mva
    c.setFillColorRGB(0.12, 0.22, 0.38)
    for k in range(3):
        c.rect(left + 9 * k, h - 74 + 6 * k, 7, 22 - 6 * k, stroke=0, fill=1)
    _text(c, left + 32, h - 70, "SOLHEIM STRATEGI", 15, BOLD)
    c.setFillGray(0)
    _text(c, right, h - 60, "FAKTURA", 20, BOLD, True)
    lines = (customer, "Att: Ingrid Moe", "Sjøgata 18", "6900 Florø")
    _block(c, left, h - 140, lines, 10, pitch=13)
    facts = (
        ("Fakturanr.", "20260418"),
        ("Fakturadato", "03.12.2026"),
        ("Forfallsdato", "17.12.2026"),
        ("Kundenr.", "10231"),
        ("Deres ref.", "Ingrid Moe"),
        ("Vår ref.", "Erik Solheim"),
    )
    for i, (k, v) in enumerate(facts):
        _text(c, 340, h - 120 - 13 * i, k, 9)
        _text(c, right, h - 120 - 13 * i, v, 9, right=True)
    _text(c, left, h - 226, "Prosjekt: Strategi 2027-2030, fase 2", 9, BOLD)
    xs = (left, 300, 350, 385, 460, right)
    top = h - 252
    c.setLineWidth(0.8)
    c.line(left, top + 12, right, top + 12)
    _cells(c, xs, top, ("Beskrivelse", "Antall", "Enhet", "Pris", "Beløp"), "lrlrr", 8.5, BOLD)
    c.line(left, top - 6, right, top - 6)
    y = top - 22
    for d, q, u, p, amount in priced:
        qty = q.replace(".", ",")
        _cells(c, xs, y, (d, qty, u, _sp(Decimal(p)), _sp(amount)), "lrlrr", 9)
        y -= 16
    c.line(left, y + 6, right, y + 6)
    totals = (("Sum eks. mva", _sp(net)), ("MVA 25 %", _sp(mva)))
    _pairs(c, 340, right - 3, y - 10, totals, 15)
    c.setLineWidth(1.2)
    c.line(340, y - 30, right, y - 30)
    _text(c, 340, y - 44, "Å betale NOK", 10.5, BOLD)
    _text(c, right - 3, y - 44, _sp(total), 10.5, BOLD, True)
    lines = (
        "Betalingsbetingelser: 14 dager netto. Ved for sen betaling påløper forsinkelsesrente etter",
        "forsinkelsesrenteloven. Husk å bruke KID ved betaling.",
    )
    _block(c, left, y - 80, lines, 8, pitch=10.5)
    c.setFillGray(0.4)
    foot = (
        "Solheim Strategi AS - Strandkaien 2B, 5013 Bergen - Tlf. 55 30 44 18 - post@solheimstrategi.no",
        "Org.nr. 921 448 307 MVA  -  Foretaksregisteret",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 262 - 9 * i, s, 7)
    c.setFillGray(0)
    top = 240
    _band(c, 0, 0, w, top, (1.0, 0.96, 0.86))
    c.setDash(3, 3)
    c.line(0, top, w, top)
    c.setDash()
    _text(c, left, top - 22, "GIRO", 12, BOLD)
    _text(c, 180, top - 22, "Betalingsinformasjon", 8)
    _text(c, left, top - 48, "Betalt av", 7)
    _block(c, left, top - 62, (customer, "Sjøgata 18", "6900 Florø"), 9, pitch=11)
    _text(c, 300, top - 48, "Betalt til", 7)
    _block(c, 300, top - 62, (vendor, "Strandkaien 2B", "5013 Bergen"), 9, pitch=11)
    _text(c, right, top - 22, "Betalingsfrist  17.12.2026", 9, BOLD, True)
    xs = (left, 250, 380, 440, right)
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    _grid(c, xs, 110, 1, 34)
    heads = ("Kundeidentifikasjon (KID)", "Beløp", "", "Til konto")
    vals = ("0002026041857", _sp(total), "", "1503.42.77810")
    for x, k, v in zip(xs, heads, vals):
        if k:
            _over(c, x + 5, 100, k, v, 11, 7)
    _text(
        c,
        left,
        40,
        "H  0002026041857 <   " + _sp(total).replace(" ", "") + " >   1503.42.77810 <",
        10,
        "Courier",
    )
    return {
        "fields": _fields("20260418", "2026-12-03", "2026-12-17", total, mva, "NOK", vendor, customer),
        "line_items": [_item(d, q, p, _plain(a)) for d, q, _, p, a in priced],
    }


LAYOUTS = {
    "aues1": (aues1, A4),
    "augb2": (augb2, A4),
    "aude3": (aude3, A4),
    "auus4": (auus4, letter),
    "auca5": (auca5, letter),
    "auau6": (auau6, A4),
    "aunl7": (aunl7, A4),
    "ausg8": (ausg8, A4),
    "auus9": (auus9, letter),
    "auno10": (auno10, A4),
}
SCANNED = ("aude3", "auau6", "ausg8", "auno10")
