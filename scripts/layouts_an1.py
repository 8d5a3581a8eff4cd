"""Ten more hand-written service and trade invoices, written 2026-12-07 in the manner of
scripts/layouts_set.py, of kinds and countries no earlier set drew that way: a Rotterdam freight forwarder's
Factuur / Invoice (Dutch and English labels, a shipment box with the dossier, B/L and container numbers, item
codes, BTW 21 %), a Wollongong household's electricity bill of two pages (a summary, an account number, a BPAY
payment slip on the first page; meter readings and the usage and supply charges in cents-precise dollar rates
on the second, GST 10 %), an Edinburgh solicitors' fee note (Times, fees with VAT 20 % and outlays without VAT
in two tables), a Bangkok riverside hotel's guest folio and tax invoice (one row a night, service charge 10 %
and VAT 7 % on the charges plus the service charge, settled by card), a Tel Aviv IT consultancy's tax invoice
(consultants' hours times their rates with a weekly timesheet summary under them, VAT 18 %, ILS), a
Guadalajara car repair shop's CFDI printout in Spanish without accents, as many CFDI printouts go (RFC of both
parties, Serie y Folio, the folio fiscal, the vehicle and service order, parts with part numbers and labour by
the hour, IVA 16 %, the amount in words, seals and the SAT QR code), a Midrand mobile and fibre provider's
business tax invoice (account summary, rands with space thousands, VAT 15 %), a Brno printing house's Faktura
- danovy doklad in Czech (written without the diacritics that cp1252 lacks, as older Czech systems print it,
IC and DIC, variable symbol, DUZP, a DPH recapitulation at 21 %, a rounding to whole crowns and a QR Platba
code), a Bergen cleaning company's Faktura in Norwegian (Org.nr. ... MVA, a KID, MVA 25 %, a giro-style
payment part) and a Saint-Jerome veterinary clinic's Facture in French (the patient's details, TPS 5 % and TVQ
9,975 % with their total, amounts as "1 234,56 $", paid by Interac). Four of them (the Dutch, the Thai, the
Mexican and the Norwegian pages) are also written as scans.

What the values say where a page leaves a choice: vendor_name is the issuer as printed with its legal form
("Van Rijn Forwarding B.V.", "Coastline Energy Pty Ltd", "MacLeod Drummond LLP", "Shaked Cloud Solutions
Ltd.", "Taller Mecanico Hermanos Galvan, S.A. de C.V.", "Lumen Mobile (Pty) Ltd", "Tiskarna Morava s.r.o.",
"Fjordrent Renhold AS", "Clinique vétérinaire des Laurentides inc." as their pages spell them); on the hotel
folio it is the hotel's name at the top ("Chao Phraya Riverside Hotel"), not the operating company printed
small under it. customer_name is the billed party's name line as printed: the bill's "Rebecca Tran", the
folio's guest "Mr. Henrik Sorensen" (title included, as the guest line prints it), the clinic's client
"Geneviève Tremblay" (not the patient, a cat), the Norwegian page's company (its "Att:" line no part of it).
document_number is the invoice's own number: the forwarder's "Factuurnummer" (not the dossier, B/L, container
or the customer's PO), the electricity bill's "Tax invoice number" (not the account number nor the BPAY
reference), the "Fee Note No." (not "Our ref"), the folio's "Tax Invoice No." (not the folio, room or
confirmation number), the Israeli "Tax Invoice No." (not the PO), the Mexican "Serie y Folio" printed as one
value "GA-4187" (not the folio fiscal UUID nor the service order), the South African "Tax Invoice No." (not
the account number), the Czech "Cislo faktury" (the variable symbol prints the same digits), the Norwegian
"Fakturanr." (not the KID nor the customer number), the clinic's "Facture no" (not the client file). date is
the issue date; due_date the date printed as due ("Vervaldatum", "Due date", "Payment due by", "Due date"
after EOM+30, "Fecha de vencimiento", "Due date" of the debit order, "Datum splatnosti", "Forfallsdato"); the
folio and the clinic's invoice, paid on the day, print none and have none. total_amount is the invoice's
total: the bill's "Total amount due" (equal to its new charges, the previous balance paid), the fee note's
"TOTAL DUE" (fees, VAT and outlays), the folio's "Grand Total" (before the card payment that settles it), the
telecom "Total current charges" (= "Amount due"), the Czech "Celkem k uhrade" after the rounding to whole
crowns. tax_amount is the tax printed: BTW, GST, the fee note's VAT on fees (outlays bear none), the folio's
VAT 7 % only (the service charge 10 % is no tax), VAT, IVA, DPH, MVA, and on the Quebec page its "Total des
taxes" (TPS plus TVQ). Line items are the rows as printed with their quantity, unit price and net line amount:
the fee note's fee and outlay rows both (each with "1" or hours and its rate), the folio's postings (one room
row a night), the bill's usage and supply rows of page 2 (quantities in kWh or days, unit prices as printed
per kWh or per day with four decimals: "0.4136"); item ids are the codes in a code column (the forwarder's
"Code", the Mexican "No. Parte", the Norwegian "Varenr.", the clinic's "Code"), never the Mexican SAT keys,
and labour rows without a part number have none. Quantities are plain ("25000" for "25 000 ks", "3.5" for "3,5
hod", "142.5" for "142.50"). Every amount is computed here with Decimal, rounded half up, so that the lines,
subtotals, taxes and totals printed agree. Currencies: EUR, AUD, GBP, THB, ILS, MXN, ZAR, CZK, NOK, CAD.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _qr, _text, _two
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
TIMES, TIMES_BOLD, TIMES_ITALIC = "Times-Roman", "Times-Bold", "Times-Italic"
CENT = Decimal("0.01")


def _mul(quantity: str, price: str, places: int = 2) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to ``places`` decimals."""
    return (Decimal(quantity) * Decimal(price)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to cents."""
    return (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)


def _sum(values) -> Decimal:
    return sum((Decimal(v) for v in values), Decimal(0))


def _f(value, places: int = 2, th: str = ",", dec: str = ".") -> str:
    """An amount with ``places`` decimals and the given separators: _f(1234.5, 2, " ", ",") is "1 234,50"."""
    d = Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    s = f"{abs(d):,.{places}f}".replace(",", "\x00").replace(".", dec).replace("\x00", th)
    return ("-" if d < 0 else "") + s


def _eu(value, places: int = 2) -> str:
    """1.234,56 (the Netherlands)."""
    return _f(value, places, ".", ",")


def _sp(value, places: int = 2) -> str:
    """1 234,56 (Czechia, Norway, Quebec)."""
    return _f(value, places, " ", ",")


def _qty(q: str, dec: str = ".", th: str = "") -> str:
    """A quantity as printed: whole numbers without decimals, others with their own."""
    d = Decimal(q)
    if d == d.to_integral_value():
        return _f(d, 0, th, dec)
    return _f(d, max(1, -d.as_tuple().exponent), th, dec)


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


def _kv(c, x_key, x_value, y, pairs, size=9, pitch=13, key_font=BOLD, font="Helvetica") -> None:
    """Keys at ``x_key`` and their values left-aligned at ``x_value``, one pair a line from ``y`` down."""
    for i, (k, v) in enumerate(pairs):
        _text(c, x_key, y - pitch * i, k, size, key_font)
        _text(c, x_value, y - pitch * i, v, size, font)


# annl1: a Rotterdam freight forwarder's invoice for import clearance and delivery of a container, BTW 21 %
def annl1(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    vendor, customer = "Van Rijn Forwarding B.V.", "Tilburg Home & Garden B.V."
    navy = (0.07, 0.2, 0.42)
    rows = [
        ("THC40", "Terminal handling charges 40' HC", "1", "285.00"),
        ("ISPS", "ISPS port security surcharge", "1", "18.50"),
        ("DOCFEE", "Delivery order & documentation fee", "1", "45.00"),
        ("CUSIMP", "Customs clearance import (IM4)", "1", "95.00"),
        ("CUSLIN", "Additional customs lines", "6", "7.50"),
        ("TRKDEL", "Container delivery Rotterdam - Tilburg v.v.", "1", "565.00"),
        ("FSC", "Fuel surcharge trucking 14%", "1", "79.10"),
        ("WAIT", "Waiting time at unloading (per 15 min)", "3", "21.25"),
    ]
    priced = [(i, d, q, p, _mul(q, p)) for i, d, q, p in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "21")
    total = net + tax
    c.setStrokeColorRGB(*navy)
    c.setLineWidth(2.2)
    for k in range(3):
        y0 = h - 48 - 7 * k
        path = c.beginPath()
        path.moveTo(left, y0)
        for j in range(4):
            x0 = left + 10 * j
            path.curveTo(x0 + 3, y0 + 4, x0 + 7, y0 - 4, x0 + 10, y0)
        c.drawPath(path, stroke=1, fill=0)
    c.setStrokeGray(0)
    c.setFillColorRGB(*navy)
    _text(c, left + 50, h - 52, "VAN RIJN", 20, BOLD)
    _text(c, left + 50, h - 64, "FORWARDING  -  CUSTOMS  -  WAREHOUSING", 6.5, BOLD)
    c.setFillGray(0)
    block = (
        vendor,
        "Waalhaven Zuidzijde 42",
        "3089 JH Rotterdam",
        "T +31 10 555 42 80",
        "invoices@vanrijnforwarding.nl",
    )
    _block(c, right, h - 44, block, 8, pitch=10, first=BOLD, right=True)
    _text(c, left, h - 112, f"{vendor}  -  Waalhaven Zuidzijde 42  -  3089 JH Rotterdam", 6.5)
    c.setLineWidth(0.3)
    c.line(left, h - 115, left + 230, h - 115)
    block = (customer, "t.a.v. Crediteurenadministratie", "Ringbaan-West 210", "5037 PH Tilburg")
    _block(c, left, h - 130, block, 9.5, pitch=12.5)
    _text(c, 330, h - 112, "FACTUUR / INVOICE", 15, BOLD)
    meta = (
        ("Factuurnummer / Invoice no.", "VRF-26-11842"),
        ("Factuurdatum / Date", "04-12-2026"),
        ("Vervaldatum / Due date", "03-01-2027"),
        ("Klantnummer / Customer no.", "D-10442"),
        ("Uw BTW-nr. / Your VAT no.", "NL815563021B01"),
    )
    _kv(c, 330, 460, h - 132, meta, 8, 12, "Helvetica")
    top = h - 215
    c.setStrokeColorRGB(*navy)
    c.setLineWidth(0.8)
    c.rect(left, top - 78, right - left, 78)
    _band(c, left, top - 14, right - left, 14, navy)
    c.setFillGray(1)
    _text(c, left + 6, top - 10, "ZENDING / SHIPMENT", 8, BOLD)
    c.setFillGray(0)
    shipment = (
        ("Dossier", "RTM-IMP-26-04471"),
        ("B/L no.", "MEDUSH719238"),
        ("Container", "MSCU4829173 (40' HC)"),
        ("Uw ref. / Your ref.", "PO 77812"),
    )
    _kv(c, left + 6, left + 92, top - 28, shipment, 8, 12)
    voyage = (
        ("Vessel / voyage", "MSC ANNA / 248W"),
        ("Port of loading", "Shanghai (CNSHA)"),
        ("Port of discharge", "Rotterdam (NLRTM)"),
        ("ETA / Gross weight", "27-11-2026  /  18.420 kg"),
    )
    _kv(c, 290, 380, top - 28, voyage, 8, 12)
    c.setStrokeGray(0)
    header = [
        (left, "Code", False),
        (left + 52, "Omschrijving / Description", False),
        (355, "Aantal", True),
        (420, "Tarief", True),
        (458, "BTW", True),
        (right, "Bedrag EUR", True),
    ]
    top -= 110
    _heads(c, header, top, 8.5)
    c.setLineWidth(1)
    c.line(left, top - 5, right, top - 5)
    c.setLineWidth(0.3)
    y = top - 19
    for i, d, q, p, a in priced:
        _row(c, header, (i, d, q, _eu(Decimal(p)), "21%", _eu(a)), y, 8.5)
        y -= 15
    c.line(left, y + 8, right, y + 8)
    _pairs(
        c, 330, right, y - 8, (("Subtotaal excl. BTW", _eu(net)), (f"BTW 21% over {_eu(net)}", _eu(tax))), 14
    )
    c.setLineWidth(1)
    c.line(330, y - 28, right, y - 28)
    _text(c, 330, y - 42, "Totaal te betalen EUR", 10, BOLD)
    _text(c, right, y - 42, _eu(total), 10, BOLD, True)
    y -= 90
    block = (
        "Gelieve binnen 30 dagen te betalen op IBAN NL42 RABO 0318 4472 91 (BIC RABONL2U)",
        "onder vermelding van het factuurnummer. Please quote the invoice number with your payment.",
        "Invoerrechten en invoer-BTW (art. 23) brengt de Douane rechtstreeks aan u in rekening.",
    )
    _block(c, left, y, block, 8, pitch=11)
    c.setStrokeColorRGB(*navy)
    c.line(left, 66, right, 66)
    c.setStrokeGray(0)
    block = (
        "Op al onze werkzaamheden zijn de Nederlandse Expeditievoorwaarden (FENEX) van toepassing,",
        "gedeponeerd bij de rechtbanken te Amsterdam, Arnhem, Breda en Rotterdam.",
        "KvK 24381956  -  BTW NL852214736B01  -  Rabobank NL42 RABO 0318 4472 91  -  AEO-F NLAEOF0000471",
    )
    for i, s in enumerate(block):
        _centre(c, w, 54 - 9 * i, s, 6.5)
    return {
        "fields": _fields("VRF-26-11842", "2026-12-04", "2027-01-03", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a), i) for i, d, q, p, a in priced],
    }


# anau2: a household electricity bill from an NSW retailer, two pages, GST 10 %
def anau2(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    vendor, customer = "Coastline Energy Pty Ltd", "Rebecca Tran"
    green = (0.0, 0.5, 0.45)
    rows = [
        ("Peak usage", "987", "0.4136", "kWh"),
        ("Shoulder usage", "744", "0.3018", "kWh"),
        ("Off-peak usage", "632", "0.2187", "kWh"),
        ("Daily supply charge", "91", "1.1254", "day"),
        ("Smart meter charge", "91", "0.2860", "day"),
    ]
    priced = [(d, q, p, u, _mul(q, p)) for d, q, p, u in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "10")
    total = net + tax
    # page 1: the summary and the payment slip
    c.setFillColorRGB(*green)
    c.circle(left + 16, h - 58, 16, stroke=0, fill=1)
    c.setFillGray(1)
    path = c.beginPath()
    path.moveTo(left + 19, h - 48)
    for x, y in ((-5, -1), (0, -1), (-3, -10), (6, 2), (1, 2)):
        path.lineTo(left + 16 + x, h - 58 + y)
    path.close()
    c.drawPath(path, stroke=0, fill=1)
    c.setFillColorRGB(*green)
    _text(c, left + 40, h - 56, "coastline", 20, BOLD)
    _text(c, left + 40, h - 68, "energy", 10, BOLD)
    c.setFillGray(0)
    _text(c, right, h - 50, "Tax invoice", 14, BOLD, True)
    _block(
        c, right, h - 64, (vendor, "ABN 41 603 118 274", "PO Box 2201, Wollongong NSW 2500"), 8, right=True
    )
    _block(c, left, h - 130, (customer, "14 Banksia Street", "WOLLONGONG NSW 2500"), 10, pitch=13)
    _band(c, 320, h - 205, right - 320, 90, (0.92, 0.96, 0.95))
    info = (
        ("Account number", "4102 7788 531"),
        ("Tax invoice number", "300918472"),
        ("Issue date", "7 December 2026"),
        ("Billing period", "5 Sep 2026 - 4 Dec 2026 (91 days)"),
        ("Supply address", "14 Banksia St, Wollongong"),
    )
    _kv(c, 328, 420, h - 130, info, 8, 14)
    _text(c, left, h - 250, "Your electricity bill", 18, BOLD)
    c.setFillColorRGB(*green)
    _band(c, left, h - 330, 240, 62, green)
    c.setFillGray(1)
    _text(c, left + 12, h - 286, "Total amount due", 11, BOLD)
    _text(c, left + 12, h - 318, f"${_f(total)}", 24, BOLD)
    _text(c, left + 228, h - 286, "Due date", 9, right=True)
    _text(c, left + 228, h - 300, "28 Dec 2026", 11, BOLD, True)
    c.setFillGray(0)
    _text(c, 320, h - 270, "Account summary", 10, BOLD)
    summary = (
        ("Previous balance", "$412.36"),
        ("Payment received 14 Oct 2026 - thank you", "-$412.36"),
        ("Balance carried forward", "$0.00"),
        ("New charges (incl. GST)", f"${_f(total)}"),
    )
    _pairs(c, 320, right, h - 288, summary, 14)
    c.line(320, h - 338, right, h - 338)
    _text(c, 320, h - 350, "Total amount due", 9, BOLD)
    _text(c, right, h - 350, f"${_f(total)}", 9, BOLD, True)
    _text(
        c,
        left,
        h - 380,
        "Your average daily usage this period was 26.0 kWh, down 8% on the same time last year.",
        9,
    )
    for i, kwh in enumerate((31.2, 28.4, 24.1, 22.7, 26.0)):
        _band(c, left + 30 * i, h - 470, 20, kwh * 2.6, green if i == 4 else (0.7, 0.8, 0.78))
        _text(c, left + 30 * i, h - 480, ("Dec", "Mar", "Jun", "Sep", "Now")[i], 7)
    block = (
        "Pay on time to receive your 7% pay-on-time discount on future bills where you have a",
        "market offer that includes it. Details of your charges are on page 2.",
        "Faults and emergencies (24 hours): 13 10 03    General enquiries: 1300 555 214",
        "If you are having trouble paying your bill, please call us to talk about a payment plan.",
    )
    _block(c, 210, h - 410, block, 8, pitch=11)
    c.setDash(3, 3)
    c.line(20, 200, w - 20, 200)
    c.setDash()
    _text(c, left, 182, "Payment slip", 11, BOLD)
    slip = (
        ("Customer", customer),
        ("Account number", "4102 7788 531"),
        ("Amount due", f"${_f(total)}"),
        ("Due date", "28 Dec 2026"),
    )
    _kv(c, left, left + 90, 164, slip, 9, 14)
    c.rect(300, 92, right - 300, 86)
    _text(c, 310, 164, "BPAY", 14, BOLD)
    _kv(c, 310, 400, 146, (("Biller code:", "224471"), ("Ref:", "41027788531")), 9, 13)
    _text(c, 310, 104, "Telephone & Internet Banking - BPAY(R)", 7)
    _text(c, left, 90, "Pay online at coastlineenergy.com.au/pay or call 1300 555 214.", 8)
    _text(c, right, 30, "Page 1 of 2", 7, right=True)
    c.showPage()
    # page 2: meter readings and charges
    _text(c, left, h - 50, "Your bill explained", 16, BOLD)
    _text(c, right, h - 50, "Account number 4102 7788 531", 8, right=True)
    _text(c, left, h - 90, "Meter readings  -  meter 8821034 (NMI 4310 4472 18)", 10, BOLD)
    header = [
        (left, "Register", False),
        (220, "Previous read\n5 Sep 2026", True),
        (320, "Current read\n4 Dec 2026", True),
        (400, "Read type", True),
        (right, "Usage (kWh)", True),
    ]
    _heads(c, header, h - 110, 8)
    reads = (("Peak", "21,408", "22,395"), ("Shoulder", "14,102", "14,846"), ("Off-peak", "9,210", "9,842"))
    c.setLineWidth(0.4)
    c.line(left, h - 124, right, h - 124)
    for k, (name, a, b) in enumerate(reads):
        _row(c, header, (name, a, b, "Actual", rows[k][1]), h - 138 - 14 * k, 9)
    _text(c, left, h - 210, "Charges for this period", 10, BOLD)
    header = [
        (left, "Description", False),
        (290, "Quantity", True),
        (400, "Rate (excl. GST)", True),
        (right, "Amount (excl. GST)", True),
    ]
    _band(c, left, h - 236, right - left, 16, (0.92, 0.96, 0.95))
    _heads(c, header, h - 231, 8.5)
    y = h - 252
    for d, q, p, u, a in priced:
        _row(c, header, (d, f"{q} {'kWh' if u == 'kWh' else 'days'}", f"${p} per {u}", f"${_f(a)}"), y, 9)
        y -= 16
    c.line(left, y + 9, right, y + 9)
    totals = (("Total charges (excl. GST)", f"${_f(net)}"), ("GST 10%", f"${_f(tax)}"))
    _pairs(c, 330, right, y - 6, totals, 15)
    c.setLineWidth(1)
    c.line(330, y - 26, right, y - 26)
    _text(c, 330, y - 40, "Total new charges (incl. GST)", 9, BOLD)
    _text(c, right, y - 40, f"${_f(total)}", 9, BOLD, True)
    block = (
        "Your plan: Coastline Home Saver (time of use), Endeavour Energy network, tariff N70.",
        "Rates shown exclude GST. Peak: 2pm - 8pm weekdays; off-peak: 10pm - 7am; shoulder: all other times.",
        "Compare your plan: the Australian Government's Energy Made Easy website energymadeeasy.gov.au.",
        "Energy & Water Ombudsman NSW: 1800 246 545 (free, independent dispute resolution).",
    )
    _block(c, left, y - 90, block, 8, pitch=11)
    _text(c, right, 30, "Page 2 of 2", 7, right=True)
    return {
        "fields": _fields("300918472", "2026-12-07", "2026-12-28", total, tax, "AUD", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, _, a in priced],
    }


# ansc3: an Edinburgh solicitors' fee note for a flat purchase, fees with VAT 20 %, outlays without
def ansc3(c) -> dict:
    w, h = A4
    left, right = 60, w - 60
    vendor, customer = "MacLeod Drummond LLP", "Glenbervie Lettings Limited"
    fees = [
        ("Purchase of 3F2, 17 Marchmont Crescent - agreed fee", "1", "1150.00"),
        ("Title defects: additional correspondence (hours)", "2.5", "210.00"),
        ("Preparation and submission of LBTT return", "1", "150.00"),
        ("Electronic funds transfer (CHAPS)", "2", "35.00"),
    ]
    outlays = [
        ("Registers of Scotland - registration dues", "1", "600.00"),
        ("Revenue Scotland - LBTT incl. ADS", "1", "21950.00"),
        ("Property enquiry certificate", "1", "96.00"),
        ("Legal report and searches", "1", "138.00"),
    ]
    pf = [(d, q, p, _mul(q, p)) for d, q, p in fees]
    po = [(d, q, p, _mul(q, p)) for d, q, p in outlays]
    fee_net = _sum(r[-1] for r in pf)
    out_net = _sum(r[-1] for r in po)
    tax = _pct(fee_net, "20")
    total = fee_net + tax + out_net
    _centre(c, w, h - 60, "MACLEOD DRUMMOND", 22, TIMES_BOLD)
    _centre(c, w, h - 76, "SOLICITORS  &  ESTATE AGENTS", 9, TIMES)
    c.setLineWidth(0.6)
    c.line(left, h - 86, right, h - 86)
    c.line(left, h - 89, right, h - 89)
    _centre(
        c, w, h - 101, "21 Rutland Square, Edinburgh EH1 2BB  -  Tel 0131 555 0290  -  DX ED 144", 8, TIMES
    )
    _block(c, left, h - 140, (customer, "c/o 9 Bruntsfield Place", "Edinburgh", "EH10 4HN"), 11, TIMES, 14)
    meta = (
        ("Fee Note No.", "FN/26/04471"),
        ("Date", "4th December 2026"),
        ("Our ref", "KMD/GLE/0092-14"),
        ("VAT Reg No", "GB 318 4472 91"),
    )
    _kv(c, 350, 430, h - 140, meta, 10, 14, TIMES_BOLD, TIMES)
    _centre(c, w, h - 220, "FEE NOTE", 15, TIMES_BOLD)
    _text(
        c,
        left,
        h - 246,
        "Matter: Purchase of 3F2, 17 Marchmont Crescent, Edinburgh EH9 1HN (entry 20 November 2026)",
        10,
        TIMES_ITALIC,
    )
    header = [
        (left, "", False),
        (380, "Qty / Hrs", True),
        (450, "Rate", True),
        (right, "Amount", True),
    ]

    def table(y: float, title: str, rows) -> float:
        _text(c, left, y, title, 10.5, TIMES_BOLD)
        _heads(c, header[1:], y, 9.5, TIMES_BOLD)
        c.setLineWidth(0.4)
        c.line(left, y - 5, right, y - 5)
        y -= 20
        for d, q, p, a in rows:
            _row(c, header, (d, q, _f(Decimal(p)), _f(a)), y, 10, TIMES)
            y -= 15
        c.line(380, y + 9, right, y + 9)
        return y

    y = table(h - 280, "Professional fees", pf)
    _two(
        c,
        330,
        right,
        y - 4,
        (("Total fees", f"£{_f(fee_net)}"), ("VAT at 20% on fees", f"£{_f(tax)}")),
        10,
        TIMES,
        15,
    )
    y = table(y - 50, "Outlays (not subject to VAT)", po)
    _two(c, 330, right, y - 4, (("Total outlays", f"£{_f(out_net)}"),), 10, TIMES, 15)
    y -= 30
    c.setLineWidth(1)
    c.line(330, y, right, y)
    c.line(330, y - 22, right, y - 22)
    _text(c, 330, y - 15, "TOTAL DUE", 11, TIMES_BOLD)
    _text(c, right, y - 15, f"£{_f(total)}", 11, TIMES_BOLD, True)
    y -= 60
    block = (
        "Payment due by 18 December 2026.",
        "Please remit to our client account: Bank of Scotland, sort code 80-22-60, account 11847720,",
        "quoting FN/26/04471. We will never change our bank details by email; if in doubt, please telephone.",
        "Interest may be charged on sums outstanding after 30 days at 4% above Bank of England base rate.",
    )
    _block(c, left, y, block, 9.5, TIMES, 13, TIMES_BOLD)
    c.setLineWidth(0.4)
    c.line(left, 70, right, 70)
    block = (
        "MacLeod Drummond LLP is a limited liability partnership registered in Scotland (SO305518),",
        "regulated by the Law Society of Scotland. A list of members is available at the registered office.",
    )
    for i, s in enumerate(block):
        _centre(c, w, 58 - 10 * i, s, 7.5, TIMES)
    return {
        "fields": _fields("FN/26/04471", "2026-12-04", "2026-12-18", total, tax, "GBP", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, a in pf + po],
    }


# anth4: a Bangkok riverside hotel's guest folio and tax invoice, service charge 10 % and VAT 7 %
def anth4(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor, customer = "Chao Phraya Riverside Hotel", "Mr. Henrik Sorensen"
    gold = (0.62, 0.48, 0.2)
    room = "Room Charge - Deluxe River View"
    rows = [
        ("01/12/2026", room, "1", "4200.00"),
        ("02/12/2026", "Riverside Terrace - Dinner", "1", "1850.00"),
        ("02/12/2026", room, "1", "4200.00"),
        ("03/12/2026", "Laundry Service", "1", "420.00"),
        ("03/12/2026", "Minibar", "1", "260.00"),
        ("03/12/2026", room, "1", "4200.00"),
        ("04/12/2026", "Sala Spa - Thai Massage 90 min", "1", "1800.00"),
        ("04/12/2026", "Lobby Lounge - Beverages", "1", "575.00"),
        ("04/12/2026", room, "1", "4200.00"),
        ("05/12/2026", "Airport Transfer (Sedan)", "1", "1200.00"),
    ]
    priced = [(dt, d, q, p, _mul(q, p)) for dt, d, q, p in rows]
    net = _sum(r[-1] for r in priced)
    service = _pct(net, "10")
    tax = _pct(net + service, "7")
    total = net + service + tax
    c.setStrokeColorRGB(*gold)
    c.setFillColorRGB(*gold)
    c.setLineWidth(1.2)
    c.circle(w / 2, h - 52, 18, stroke=1, fill=0)
    path = c.beginPath()
    path.moveTo(w / 2, h - 38)
    path.lineTo(w / 2 - 9, h - 60)
    path.lineTo(w / 2 + 9, h - 60)
    path.close()
    c.drawPath(path, stroke=0, fill=1)
    _centre(c, w, h - 88, "CHAO PHRAYA RIVERSIDE HOTEL", 15, TIMES_BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0)
    _centre(c, w, h - 100, "Chao Phraya Riverside Hotel", 8, TIMES_ITALIC)
    _centre(
        c,
        w,
        h - 111,
        "operated by Siam Riverside Hospitality Co., Ltd. (Head Office)  Tax ID 0105558123456",
        7.5,
    )
    _centre(
        c,
        w,
        h - 121,
        "2210 Charoen Krung Road, Wat Phraya Krai, Bang Kho Laem, Bangkok 10120  Tel +66 2 555 8800",
        7.5,
    )
    _centre(c, w, h - 146, "GUEST FOLIO / TAX INVOICE", 12, BOLD)
    c.setLineWidth(0.6)
    c.rect(left, h - 240, right - left, 82)
    guest = (
        ("Guest Name", customer),
        ("Company", "-"),
        ("Address", "Kongens Gate 18, 0153 Oslo, Norway"),
        ("Tax Invoice No.", "TI2612-00873"),
        ("Invoice Date", "05/12/2026"),
    )
    _kv(c, left + 8, left + 90, h - 172, guest, 8.5, 13)
    stay = (
        ("Room No.", "1208"),
        ("Arrival", "01/12/2026"),
        ("Departure", "05/12/2026"),
        ("Folio No.", "482913"),
        ("Conf. No.", "88120457"),
    )
    _kv(c, 350, 420, h - 172, stay, 8.5, 13)
    header = [
        (left, "Date", False),
        (left + 70, "Description", False),
        (390, "Qty", True),
        (460, "Unit Price", True),
        (right, "Amount (THB)", True),
    ]
    top = h - 265
    _band(c, left, top - 5, right - left, 16, (0.93, 0.9, 0.82))
    _heads(c, header, top, 8.5)
    y = top - 20
    for dt, d, q, p, a in priced:
        _row(c, header, (dt, d, q, _f(Decimal(p)), _f(a)), y, 8.5)
        y -= 14
    c.setLineWidth(0.4)
    c.line(left, y + 8, right, y + 8)
    totals = (
        ("Total Charges", _f(net)),
        ("Service Charge 10%", _f(service)),
        ("VAT 7%", _f(tax)),
    )
    _pairs(c, 340, right, y - 8, totals, 14)
    c.line(340, y - 42, right, y - 42)
    _text(c, 340, y - 55, "Grand Total (THB)", 10, BOLD)
    _text(c, right, y - 55, _f(total), 10, BOLD, True)
    pay = (("Payment - VISA xxxx xxxx xxxx 4417  05/12/2026", f"-{_f(total)}"), ("Balance Due", "0.00"))
    _pairs(c, 250, right, y - 78, pay, 14)
    y -= 140
    block = (
        "I agree that my liability for this bill is not waived and agree to be held personally liable",
        "in the event that the indicated person, company or association fails to pay these charges.",
    )
    _block(c, left, y, block, 7.5, pitch=10)
    c.line(left, y - 50, left + 180, y - 50)
    c.line(right - 180, y - 50, right, y - 50)
    _text(c, left, y - 60, "Guest Signature", 8)
    _text(c, right - 180, y - 60, "Cashier: Ploy S.", 8)
    _centre(
        c,
        w,
        40,
        "Thank you for staying with us. We look forward to welcoming you back to the river.",
        8,
        TIMES_ITALIC,
    )
    return {
        "fields": _fields("TI2612-00873", "2026-12-05", None, total, tax, "THB", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for _, d, q, p, a in priced],
    }


# anil5: a Tel Aviv IT consultancy's tax invoice of consultants' hours, with a weekly timesheet, VAT 18 %
def anil5(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    vendor, customer = "Shaked Cloud Solutions Ltd.", "Rimon Medical Devices Ltd."
    teal = (0.0, 0.42, 0.5)
    rows = [
        ("Senior DevOps engineer (Y. Ben-David)", "142.5", "385.00", ("36", "38", "34.5", "34")),
        ("Cloud architect (A. Mizrahi)", "36", "460.00", ("8", "12", "6", "10")),
        ("QA automation engineer (N. Haddad)", "118", "290.00", ("30", "29", "31", "28")),
        ("Project management (O. Levi)", "12.5", "340.00", ("3", "3.5", "3", "3")),
        ("AWS cost optimisation review - fixed price", "1", "4800.00", None),
    ]
    priced = [(d, q, p, wk, _mul(q, p)) for d, q, p, wk in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "18")
    total = net + tax
    c.setFillColorRGB(*teal)
    for k in range(3):
        c.rect(left + 9 * k, h - 74, 7, 14 + 6 * k, stroke=0, fill=1)
    _text(c, left + 34, h - 62, "SHAKED", 20, BOLD)
    _text(c, left + 34, h - 74, "cloud solutions", 9)
    c.setFillGray(0)
    block = (
        vendor,
        "Derech Menachem Begin 132, Azrieli Tower, 24th fl.",
        "Tel Aviv 6701101, Israel",
        "Company No. / Osek Murshe: 515338271",
        "Tel +972 3 555 7710  |  billing@shaked.cloud",
    )
    _block(c, right, h - 50, block, 8, pitch=10.5, first=BOLD, right=True)
    _band(c, left, h - 122, right - left, 22, teal)
    c.setFillGray(1)
    _text(c, left + 8, h - 115, "TAX INVOICE No. 10472", 12, BOLD)
    _text(c, right - 8, h - 115, "ORIGINAL", 10, BOLD, True)
    c.setFillGray(0)
    _text(c, left, h - 145, "Bill to:", 8, BOLD)
    block = (
        customer,
        "Attn: Accounts Payable",
        "HaCarmel St 2, Yokneam Illit 2069203",
        "Company No. 514882076",
    )
    _block(c, left, h - 158, block, 9, pitch=12)
    meta = (
        ("Invoice date:", "03/12/2026"),
        ("Service period:", "01/11/2026 - 30/11/2026"),
        ("Customer PO:", "4500018834"),
        ("Terms:", "Net EOM + 30"),
        ("Due date:", "30/01/2027"),
    )
    _kv(c, 340, 430, h - 145, meta, 9, 13)
    header = [
        (left, "Description", False),
        (350, "Hours / Qty", True),
        (430, "Rate (ILS)", True),
        (right, "Amount (ILS)", True),
    ]
    top = h - 240
    _heads(c, header, top, 8.5)
    c.setStrokeColorRGB(*teal)
    c.setLineWidth(1.2)
    c.line(left, top - 5, right, top - 5)
    c.setStrokeGray(0.75)
    c.setLineWidth(0.3)
    y = top - 20
    for d, q, p, _, a in priced:
        _row(c, header, (d, f"{Decimal(q):.2f}", _f(Decimal(p)), _f(a)), y, 9)
        c.line(left, y - 6, right, y - 6)
        y -= 18
    c.setStrokeGray(0)
    _pairs(c, 340, right, y - 8, (("Subtotal", f"ILS {_f(net)}"), ("VAT 18%", f"ILS {_f(tax)}")), 15)
    c.setLineWidth(1)
    c.line(340, y - 29, right, y - 29)
    _text(c, 340, y - 43, "Total to pay", 10, BOLD)
    _text(c, right, y - 43, f"ILS {_f(total)}", 10, BOLD, True)
    y -= 85
    _text(c, left, y, "Timesheet summary - November 2026 (approved by R. Kaplan, 01/12/2026)", 9, BOLD)
    weeks = [
        (left, "Consultant", False),
        (250, "01-07/11", True),
        (310, "08-14/11", True),
        (370, "15-21/11", True),
        (430, "22-30/11", True),
        (right, "Total hours", True),
    ]
    _heads(c, weeks, y - 18, 8)
    c.setLineWidth(0.4)
    c.line(left, y - 22, right, y - 22)
    y -= 35
    for d, q, _, wk, _ in priced:
        if wk:
            name = d[d.index("(") + 1 : -1]
            _row(c, weeks, (name, *wk, q), y, 8.5)
            y -= 12
    y -= 30
    block = (
        "Bank transfer: Bank Leumi, branch 800, account 44718/29, IBAN IL62 0108 0000 0004 4718 29",
        "SWIFT LUMIILITXXX. Please quote invoice 10472 with your payment.",
        "Withholding tax: exemption certificate valid to 31/03/2027 attached. VAT No. 515338271.",
    )
    _block(c, left, y, block, 8, pitch=11)
    c.setLineWidth(0.4)
    c.line(left, 60, right, 60)
    _centre(c, w, 46, "Digitally signed document - produced by computer  |  Page 1 of 1", 7, OBLIQUE)
    return {
        "fields": _fields("10472", "2026-12-03", "2027-01-30", total, tax, "ILS", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, _, a in priced],
    }


_UNI = [
    "CERO",
    "UN",
    "DOS",
    "TRES",
    "CUATRO",
    "CINCO",
    "SEIS",
    "SIETE",
    "OCHO",
    "NUEVE",
    "DIEZ",
    "ONCE",
    "DOCE",
    "TRECE",
    "CATORCE",
    "QUINCE",
    "DIECISEIS",
    "DIECISIETE",
    "DIECIOCHO",
    "DIECINUEVE",
    "VEINTE",
    "VEINTIUN",
    "VEINTIDOS",
    "VEINTITRES",
    "VEINTICUATRO",
    "VEINTICINCO",
    "VEINTISEIS",
    "VEINTISIETE",
    "VEINTIOCHO",
    "VEINTINUEVE",
]
_DEC = ["_", "_", "_", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA", "OCHENTA", "NOVENTA"]
_CEN = (
    "_ CIENTO DOSCIENTOS TRESCIENTOS CUATROCIENTOS QUINIENTOS SEISCIENTOS SETECIENTOS OCHOCIENTOS NOVECIENTOS"
)


def _es999(n: int) -> str:
    """1 to 999 in Spanish capitals, as a CFDI's amount in words prints it."""
    if n == 100:
        return "CIEN"
    head = _CEN.split()[n // 100] if n >= 100 else ""
    m = n % 100
    rest = (
        "" if m == 0 else _UNI[m] if m < 30 else _DEC[m // 10] + ("" if m % 10 == 0 else " Y " + _UNI[m % 10])
    )
    return " ".join(s for s in (head, rest) if s)


def _pesos(value: Decimal) -> str:
    """An amount in words: 12345.67 is "DOCE MIL TRESCIENTOS CUARENTA Y CINCO PESOS 67/100 M.N."."""
    n, cents = int(value), int((value - int(value)) * 100)
    parts = []
    if n >= 1000:
        parts.append("MIL" if n // 1000 == 1 else _es999(n // 1000) + " MIL")
    if n % 1000:
        parts.append(_es999(n % 1000))
    return f"({' '.join(parts)} PESOS {cents:02d}/100 M.N.)"


# anmx6: a Guadalajara car repair shop's CFDI printout in Spanish, parts and labour, IVA 16 %
def anmx6(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    vendor = "Taller Mecanico Hermanos Galvan, S.A. de C.V."
    customer = "Distribuidora Agricola del Bajio, S.A. de C.V."
    red = (0.7, 0.1, 0.1)
    rows = [
        ("25174800", "NBP-4471", "Juego", "Balatas delanteras ceramicas", "1", "1180.00"),
        ("25174800", "DF-2210", "Pieza", "Disco de freno delantero ventilado", "2", "1345.00"),
        ("15121500", "AC-5W30", "Litro", "Aceite sintetico 5W-30", "6", "189.50"),
        ("25174300", "FO-6102", "Pieza", "Filtro de aceite", "1", "165.00"),
        ("15121800", "LF-DOT4", "Pieza", "Liquido de frenos DOT 4, 500 ml", "1", "142.00"),
        ("78181500", "", "Hora", "Mano de obra: cambio de frenos delanteros", "2.5", "450.00"),
        ("78181500", "", "Hora", "Mano de obra: afinacion y cambio de aceite", "1.5", "450.00"),
        ("78181500", "", "Servicio", "Diagnostico por escaner", "1", "350.00"),
    ]
    priced = [(k, i, u, d, q, p, _mul(q, p)) for k, i, u, d, q, p in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "16")
    total = net + tax
    c.setFillColorRGB(*red)
    c.circle(left + 24, h - 58, 22, stroke=0, fill=1)
    c.setFillGray(1)
    c.setFont(BOLD, 15)
    c.drawCentredString(left + 24, h - 64, "HG")
    c.setFillGray(0)
    block = (
        vendor,
        "RFC: THG120518KJ4   Regimen fiscal: 601 General de Ley Personas Morales",
        "Av. Revolucion 1450, Col. Centro, C.P. 44100, Guadalajara, Jal.",
        "Tel. 33 5550 8214   servicio@tallergalvan.mx",
    )
    _block(c, left + 56, h - 48, block, 8, pitch=10.5, first=BOLD)
    c.setLineWidth(0.8)
    c.rect(right - 150, h - 100, 150, 64)
    _band(c, right - 150, h - 52, 150, 16, red)
    c.setFillGray(1)
    _text(c, right - 75 - c.stringWidth("FACTURA", BOLD, 11) / 2, h - 48, "FACTURA", 11, BOLD)
    c.setFillGray(0)
    _kv(c, right - 144, right - 72, h - 64, (("Serie y Folio:", "GA-4187"), ("Tipo:", "I - Ingreso")), 8, 11)
    _text(c, right - 144, h - 94, "Fecha: 06/12/2026 12:44:10", 8)
    c.rect(left, h - 178, right - left, 66)
    _text(c, left + 6, h - 124, "RECEPTOR", 8, BOLD)
    receptor = (
        ("Nombre:", customer),
        ("RFC:", "DAB090311P27"),
        ("Domicilio fiscal:", "C.P. 36100, Silao, Gto."),
        ("Uso CFDI:", "G03 Gastos en general"),
    )
    _kv(c, left + 6, left + 80, h - 137, receptor, 8, 11)
    vehicle = (
        ("Orden de servicio:", "OS-26-1093"),
        ("Vehiculo:", "Nissan NP300 2022"),
        ("Placas:", "JS-48-271   Km: 84,512"),
        ("VIN:", "3N6AD35C1NK802214"),
    )
    _kv(c, 360, 440, h - 137, vehicle, 8, 11)
    header = [
        (left + 4, "Clave SAT", False),
        (left + 54, "No. Parte", False),
        (left + 108, "Unidad", False),
        (left + 152, "Descripcion", False),
        (442, "Cant.", True),
        (505, "P. Unitario", True),
        (right - 4, "Importe", True),
    ]
    top = h - 200
    _band(c, left, top - 5, right - left, 16, red)
    c.setFillGray(1)
    _heads(c, header, top, 8)
    c.setFillGray(0)
    y = top - 20
    c.setStrokeGray(0.8)
    c.setLineWidth(0.3)
    for k, i, u, d, q, p, a in priced:
        _row(c, header, (k, i, u, d, q, f"${_f(Decimal(p))}", f"${_f(a)}"), y, 7.8)
        c.line(left, y - 5, right, y - 5)
        y -= 16
    c.setStrokeGray(0)
    _pairs(c, 420, right - 4, y - 10, (("Subtotal", f"${_f(net)}"), ("IVA 16%", f"${_f(tax)}")), 14)
    c.setLineWidth(1)
    c.line(420, y - 30, right, y - 30)
    _text(c, 420, y - 43, "Total", 10, BOLD)
    _text(c, right - 4, y - 43, f"${_f(total)}", 10, BOLD, True)
    _text(c, left, y - 14, "Importe con letra:", 8, BOLD)
    _text(c, left, y - 26, _pesos(total), 7.5)
    pay = (
        ("Forma de pago:", "99 Por definir"),
        ("Metodo de pago:", "PPD Pago en parcialidades o diferido"),
        ("Moneda:", "MXN Peso Mexicano"),
        ("Condiciones:", "Credito 30 dias"),
        ("Fecha de vencimiento:", "05/01/2027"),
    )
    _kv(c, left, left + 96, y - 46, pay, 8, 11)
    y -= 120
    _qr(
        c,
        "https://verificacfdi.facturaelectronica.sat.gob.mx/?id=5B3C1D2E-7F41-4A8B-9C06-2D1E44F0A917",
        left,
        y - 82,
        86,
    )
    seals = (
        ("Folio fiscal (UUID):", "5B3C1D2E-7F41-4A8B-9C06-2D1E44F0A917"),
        ("No. de serie del CSD:", "00001000000512847733"),
        ("Fecha de certificacion:", "2026-12-06T12:44:31"),
        ("Sello digital del CFDI:", "kq8Vw2LhZ0pC+7sN4rDx1mYtA9eJ3uGvB6iQoK5fW2cRzT8nHa0yLdE4sM7xPj1U..."),
        ("Sello del SAT:", "T3mB9qXv1ZcN8kR2wLhD5yFpA0sJ6uGe4iVoK7tQ2bMzH9nWa1xCdE3rS8fPl5Y..."),
    )
    for i, (k, v) in enumerate(seals):
        _text(c, left + 96, y - 4 - 15 * i, k, 7, BOLD)
        _text(c, left + 190, y - 4 - 15 * i, v, 7)
    _centre(c, w, 40, "Este documento es una representacion impresa de un CFDI version 4.0", 7.5, OBLIQUE)
    return {
        "fields": _fields("GA-4187", "2026-12-06", "2027-01-05", total, tax, "MXN", vendor, customer),
        "line_items": [_item(d, q, p, str(a), i or None) for _, i, _, d, q, p, a in priced],
    }


def _za(value) -> str:
    """12 345.67, as a South African bill prints rands."""
    return _f(value, 2, " ", ".")


# anza7: a Midrand mobile and fibre provider's monthly business tax invoice, VAT 15 %
def anza7(c) -> dict:
    w, h = A4
    left, right = 45, w - 45
    vendor, customer = "Lumen Mobile (Pty) Ltd", "Mthembu Property Services (Pty) Ltd"
    orange = (0.93, 0.45, 0.05)
    rows = [
        ("Business Flex 500 - 082 441 0931", "1", "599.00"),
        ("Business Flex 500 - 082 441 0932", "1", "599.00"),
        ("Fibre 100/50 Mbps uncapped", "1", "869.57"),
        ("Data bundle 20 GB (once-off)", "2", "260.87"),
        ("Out-of-bundle calls (minutes)", "143", "1.15"),
        ("International calls (minutes)", "26", "3.40"),
        ("SMS bundle 500", "1", "86.96"),
        ("Device instalment: Galaxy A56 (14 of 24)", "1", "478.26"),
    ]
    priced = [(d, q, p, _mul(q, p)) for d, q, p in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "15")
    total = net + tax
    _band(c, 0, h - 90, w, 90, (0.12, 0.12, 0.14))
    c.setFillColorRGB(*orange)
    for k in range(4):
        c.rect(left + 8 * k, h - 62, 5, 8 + 7 * k, stroke=0, fill=1)
    _text(c, left + 40, h - 60, "lumen", 24, BOLD)
    c.setFillGray(1)
    _text(c, left + 40, h - 74, "mobile  |  fibre  |  business", 8)
    _text(c, right, h - 50, "TAX INVOICE", 16, BOLD, True)
    _text(c, right, h - 66, "Business account statement", 9, right=True)
    c.setFillGray(0)
    block = (
        vendor,
        "Reg. No. 2009/018834/07   VAT No. 4870123456",
        "Waterfall Corporate Campus, 74 Waterfall Drive, Midrand 1685",
    )
    _block(c, left, h - 110, block, 8, pitch=10.5, first=BOLD)
    block = (
        customer,
        "Attention: Accounts",
        "Unit 4, 22 Rivonia Road",
        "Illovo, Sandton 2196",
        "VAT No. 4410298837",
    )
    _block(c, left, h - 160, block, 9.5, pitch=12.5)
    c.setStrokeColorRGB(*orange)
    c.setLineWidth(1)
    c.rect(330, h - 240, right - 330, 96)
    c.setStrokeGray(0)
    meta = (
        ("Account number", "0072 4410 88"),
        ("Tax Invoice No.", "TI-2612-447186"),
        ("Invoice date", "01 December 2026"),
        ("Billing period", "01 Nov - 30 Nov 2026"),
        ("Due date", "15 December 2026"),
        ("Payment method", "Debit order"),
    )
    _kv(c, 338, 425, h - 160, meta, 8.5, 13.5)
    _text(c, left, h - 270, "Account summary", 11, BOLD)
    summary = (
        ("Opening balance", "R 3 912.40"),
        ("Payment received 25 Nov 2026 - thank you", "-R 3 912.40"),
        ("Current charges (incl. VAT)", f"R {_za(total)}"),
    )
    _pairs(c, left, right, h - 290, summary, 14)
    c.setLineWidth(1)
    c.line(left, h - 324, right, h - 324)
    _text(c, left, h - 338, "Amount due", 11, BOLD)
    _text(c, right, h - 338, f"R {_za(total)}", 11, BOLD, True)
    _text(c, left, h - 380, "Current charges", 11, BOLD)
    header = [
        (left, "Description", False),
        (350, "Qty", True),
        (430, "Unit price (R)", True),
        (right, "Amount excl. VAT (R)", True),
    ]
    top = h - 402
    _band(c, left, top - 5, right - left, 16, (0.99, 0.9, 0.8))
    _heads(c, header, top, 8.5)
    y = top - 20
    for d, q, p, a in priced:
        _row(c, header, (d, q, _za(Decimal(p)), _za(a)), y, 8.8)
        y -= 15
    c.setLineWidth(0.4)
    c.line(left, y + 9, right, y + 9)
    _pairs(c, 330, right, y - 6, (("Sub-total excl. VAT", _za(net)), ("VAT @ 15%", _za(tax))), 14)
    c.setLineWidth(1)
    c.line(330, y - 26, right, y - 26)
    _text(c, 330, y - 39, "Total current charges", 9.5, BOLD)
    _text(c, right, y - 39, f"R {_za(total)}", 9.5, BOLD, True)
    y -= 80
    block = (
        "Your debit order of R "
        + _za(total)
        + " will be collected from FNB account ****6612 on or after 15 December 2026.",
        "To pay by EFT: Lumen Mobile, Standard Bank, branch 051001, account 071 448 219, ref 0072441088.",
        "Itemised call records are available on the Lumen Business app. Queries: 0860 555 862.",
    )
    _block(c, left, y, block, 8, pitch=11)
    _centre(
        c,
        w,
        36,
        "Lumen Mobile (Pty) Ltd is a licensed electronic communications service provider (ICASA).",
        7,
    )
    return {
        "fields": _fields("TI-2612-447186", "2026-12-01", "2026-12-15", total, tax, "ZAR", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, a in priced],
    }


# ancz8: a Brno printing house's Faktura - danovy doklad in Czech, DPH 21 %, rounded to whole crowns
def ancz8(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    vendor, customer = "Tiskarna Morava s.r.o.", "Pivovar Hradek a.s."
    rows = [
        ("Etikety na lahve 0,5 l, 4/0, lesk", "25000", "ks", "0.62"),
        ("Pivni tacky 4/4, karton 1,5 mm", "10000", "ks", "1.45"),
        ("Letaky A5 4/4, kridovy papir 135 g", "3000", "ks", "2.18"),
        ("Plakaty A2 4/0, 170 g", "150", "ks", "24.50"),
        ("Graficka priprava a korektury", "3.5", "hod", "850.00"),
        ("Doprava Brno - Jihlava", "1", "ks", "1200.00"),
    ]
    priced = [(d, q, u, p, _mul(q, p)) for d, q, u, p in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "21")
    exact = net + tax
    total = exact.quantize(Decimal(1), ROUND_HALF_UP)
    rounding = total - exact
    _text(c, left, h - 50, "Faktura - danovy doklad", 18, BOLD)
    _text(c, right, h - 50, "c. 2026100874", 14, BOLD, True)
    c.setLineWidth(1.5)
    c.line(left, h - 58, right, h - 58)
    c.setLineWidth(0.6)
    c.rect(left, h - 200, (right - left) / 2 - 5, 130)
    c.rect(left + (right - left) / 2 + 5, h - 200, (right - left) / 2 - 5, 130)
    mid = left + (right - left) / 2 + 13
    _text(c, left + 8, h - 84, "Dodavatel:", 8, BOLD)
    block = (vendor, "Videnska 112", "619 00 Brno", "", "IC: 28114512", "DIC: CZ28114512")
    _block(c, left + 8, h - 100, block, 9.5, pitch=12, first=BOLD)
    _text(c, left + 8, h - 192, "Zapsana v OR vedenem KS v Brne, oddil C, vlozka 58213", 6.5)
    _text(c, mid, h - 84, "Odberatel:", 8, BOLD)
    block = (customer, "Namesti Miru 4", "586 01 Jihlava", "", "IC: 46347801", "DIC: CZ46347801")
    _block(c, mid, h - 100, block, 9.5, pitch=12, first=BOLD)
    pay = (
        ("Banka:", "Komercni banka, a.s."),
        ("Cislo uctu:", "115-4471230287/0100"),
        ("IBAN:", "CZ65 0100 0001 1544 7123 0287"),
        ("Variabilni symbol:", "2026100874"),
        ("Konstantni symbol:", "0308"),
        ("Forma uhrady:", "prevodem"),
    )
    _kv(c, left, left + 90, h - 225, pay, 8.5, 12.5, "Helvetica")
    dates = (
        ("Cislo faktury:", "2026100874"),
        ("Datum vystaveni:", "02.12.2026"),
        ("Datum uskut. zdan. plneni:", "30.11.2026"),
        ("Datum splatnosti:", "16.12.2026"),
        ("Objednavka c.:", "OBJ-26/0412 ze dne 12.11.2026"),
    )
    _kv(c, mid, mid + 122, h - 225, dates, 8.5, 12.5, "Helvetica")
    _text(c, left, h - 312, "Fakturujeme Vam za dodane tiskove zakazky dle Vasi objednavky:", 8.5)
    header = [
        (left + 4, "Oznaceni dodavky", False),
        (320, "Mnozstvi", True),
        (328, "MJ", False),
        (420, "Cena za MJ", True),
        (462, "DPH %", True),
        (right - 4, "Bez DPH", True),
    ]
    top = h - 336
    _band(c, left, top - 5, right - left, 16, (0.85, 0.85, 0.85))
    _heads(c, header, top, 8.5)
    y = top - 20
    for d, q, u, p, a in priced:
        _row(c, header, (d, _qty(q, ",", " "), u, _sp(Decimal(p)), "21", _sp(a)), y, 8.8)
        y -= 15
    c.setLineWidth(0.5)
    c.line(left, y + 9, right, y + 9)
    _text(c, left, y - 12, "Rekapitulace DPH v CZK:", 8.5, BOLD)
    recap = [
        (left + 4, "Sazba", False),
        (200, "Zaklad", True),
        (280, "DPH", True),
        (360, "Celkem", True),
    ]
    _heads(c, recap, y - 28, 8)
    _row(c, recap, ("21 %", _sp(net), _sp(tax), _sp(exact)), y - 42, 8.5)
    _row(c, recap, ("12 %", "0,00", "0,00", "0,00"), y - 54, 8.5)
    c.line(left, y - 60, 360, y - 60)
    _row(c, recap, ("Celkem", _sp(net), _sp(tax), _sp(exact)), y - 72, 8.5, BOLD)
    _pairs(
        c,
        390,
        right - 4,
        y - 14,
        (("Celkem bez DPH", _sp(net)), ("DPH 21 %", _sp(tax)), ("Zaokrouhleni", _sp(rounding))),
        14,
    )
    _band(c, 390, y - 70, right - 390, 22, (0.85, 0.85, 0.85))
    _text(c, 396, y - 62, "Celkem k uhrade", 10, BOLD)
    _text(c, right - 4, y - 62, f"{_sp(total)} CZK", 10, BOLD, True)
    spd = f"SPD*1.0*ACC:CZ6501000001154471230287*AM:{total:.2f}*CC:CZK*X-VS:2026100874*MSG:FAKTURA 2026100874"
    y -= 110
    _qr(c, spd, left, y - 80, 80)
    _text(c, left + 8, y - 90, "QR Platba", 7, BOLD)
    block = (
        "Prevzal(a): ........................................",
        "Vystavil(a): Jana Novakova, tel. 541 555 218, fakturace@tiskarnamorava.cz",
        "Dekujeme za Vasi objednavku. Pri prodleni s uhradou si vyhrazujeme pravo uctovat urok z prodleni.",
    )
    _block(c, left + 100, y - 20, block, 8, pitch=14)
    _text(c, right, 30, "Strana 1/1", 7, right=True)
    return {
        "fields": _fields(
            "2026100874", "2026-12-02", "2026-12-16", f"{total:.2f}", tax, "CZK", vendor, customer
        ),
        "line_items": [_item(d, q, p, str(a)) for d, q, _, p, a in priced],
    }


# anno9: a Bergen cleaning company's Faktura in Norwegian, MVA 25 %, with a KID
def anno9(c) -> dict:
    w, h = A4
    left, right = 50, w - 50
    vendor, customer = "Fjordrent Renhold AS", "Bryggen Regnskap AS"
    blue = (0.1, 0.36, 0.6)
    rows = [
        ("100", "Fast kontorrenhold, november", "1", "stk", "14800.00"),
        ("120", "Ekstra renhold etter julebord", "6.5", "timer", "495.00"),
        ("210", "Vindusvask utvendig og innvendig", "1", "stk", "4350.00"),
        ("230", "Tepperens møterom", "48", "m2", "38.00"),
        ("310", "Forbruksmateriell (papir, såpe)", "1", "stk", "1286.40"),
        ("400", "Kjøring og parkering", "4", "stk", "95.00"),
    ]
    priced = [(i, d, q, u, p, _mul(q, p)) for i, d, q, u, p in rows]
    net = _sum(r[-1] for r in priced)
    tax = _pct(net, "25")
    total = net + tax
    c.setFillColorRGB(*blue)
    path = c.beginPath()
    path.moveTo(left + 14, h - 40)
    path.curveTo(left + 26, h - 58, left + 26, h - 68, left + 14, h - 70)
    path.curveTo(left + 2, h - 68, left + 2, h - 58, left + 14, h - 40)
    c.drawPath(path, stroke=0, fill=1)
    _text(c, left + 34, h - 62, "Fjordrent", 22, BOLD)
    c.setFillGray(0)
    _text(c, left + 34, h - 74, "Renhold for bedrifter i Bergen siden 1998", 8, OBLIQUE)
    _text(c, right, h - 58, "FAKTURA", 20, BOLD, True)
    block = (customer, "Att: Kari Nilsen", "Postboks 1174 Sentrum", "5811 Bergen")
    _block(c, left, h - 130, block, 10, pitch=13)
    meta = (
        ("Fakturanr.", "12044"),
        ("Fakturadato", "30.11.2026"),
        ("Forfallsdato", "14.12.2026"),
        ("Kundenr.", "1088"),
        ("Deres ref.", "Kari Nilsen"),
        ("Vår ref.", "Tor Eide"),
        ("Leveringsperiode", "01.11.2026 - 30.11.2026"),
    )
    _kv(c, 340, 440, h - 126, meta, 8.5, 12.5, "Helvetica")
    header = [
        (left, "Varenr.", False),
        (left + 45, "Beskrivelse", False),
        (340, "Antall", True),
        (346, "Enhet", False),
        (430, "Pris", True),
        (470, "Mva", True),
        (right, "Beløp", True),
    ]
    top = h - 240
    _heads(c, header, top, 8.5)
    c.setStrokeColorRGB(*blue)
    c.setLineWidth(1.2)
    c.line(left, top - 5, right, top - 5)
    c.setStrokeGray(0)
    y = top - 20
    for i, d, q, u, p, a in priced:
        _row(c, header, (i, d, _qty(q, ","), u, _sp(Decimal(p)), "25 %", _sp(a)), y, 9)
        y -= 15
    c.setLineWidth(0.4)
    c.line(left, y + 9, right, y + 9)
    _pairs(c, 340, right, y - 6, (("Sum ekskl. mva", _sp(net)), ("Mva 25 %", _sp(tax))), 14)
    c.setLineWidth(1)
    c.line(340, y - 26, right, y - 26)
    _text(c, 340, y - 40, "Å betale NOK", 10.5, BOLD)
    _text(c, right, y - 40, _sp(total), 10.5, BOLD, True)
    _text(c, left, y - 80, "Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven.", 8)
    _text(c, left, y - 92, "Ved betaling må KID oppgis.", 8)
    _band(c, 0, 60, w, 150, (1.0, 0.97, 0.85))
    _text(c, left, 192, "GIRO", 14, BOLD)
    _text(c, left + 60, 192, "Betalingsinformasjon", 9)
    giro = (
        ("Betalt av", customer),
        ("Betales til", f"{vendor}, Sandviksveien 14, 5035 Bergen"),
        ("Betalingsfrist", "14.12.2026"),
    )
    _kv(c, left, left + 80, 170, giro, 8.5, 14, BOLD)
    c.setFillGray(1)
    c.rect(left, 76, 150, 22, stroke=1, fill=1)
    c.rect(left + 160, 76, 110, 22, stroke=1, fill=1)
    c.rect(left + 280, 76, 75, 22, stroke=1, fill=1)
    c.setFillGray(0)
    _text(c, left, 101, "Kundeidentifikasjon (KID)", 6.5)
    _text(c, left + 160, 101, "Kroner", 6.5)
    _text(c, left + 280, 101, "Til konto", 6.5)
    _text(c, left + 6, 83, "000120441088", 10, "Courier-Bold")
    _text(c, left + 264, 83, _sp(total), 10, "Courier-Bold", True)
    _text(c, left + 286, 83, "1503.12.34567", 8, "Courier-Bold")
    footer = (
        "Fjordrent Renhold AS  -  Sandviksveien 14, 5035 Bergen  -  Org.nr. 921 448 307 MVA"
        "  -  Godkjent renholdsvirksomhet"
    )
    _centre(c, w, 40, footer, 7)
    _centre(c, w, 30, "Telefon 55 55 40 12  -  post@fjordrent.no  -  Kontonr. 1503.12.34567", 7)
    return {
        "fields": _fields("12044", "2026-11-30", "2026-12-14", total, tax, "NOK", vendor, customer),
        "line_items": [_item(d, q, p, str(a), i) for i, d, q, _, p, a in priced],
    }


# anqc10: a Saint-Jerome veterinary clinic's Facture in French, TPS 5 % and TVQ 9,975 %, paid on the day
def anqc10(c) -> dict:
    w, h = letter
    left, right = 50, w - 50
    vendor, customer = "Clinique vétérinaire des Laurentides inc.", "Geneviève Tremblay"
    plum = (0.45, 0.16, 0.4)
    rows = [
        ("EXA01", "Examen de santé complet", "1", "89.00"),
        ("VAC-RCP", "Vaccin RCP-Chlamydia", "1", "42.50"),
        ("VAC-RAG", "Vaccin rage (3 ans)", "1", "38.00"),
        ("LAB-BSC", "Bilan sanguin complet (laboratoire)", "1", "168.00"),
        ("ANE-01", "Anesthésie générale et monitoring", "1", "210.00"),
        ("DEN-DET", "Détartrage et polissage dentaire", "1", "395.00"),
        ("MED-MEL", "Méloxicam 0,5 mg/ml susp. orale 15 ml", "1", "24.75"),
        ("NRT-RF2", "Nourriture Renal RF 2 kg", "2", "41.99"),
    ]
    priced = [(i, d, q, p, _mul(q, p)) for i, d, q, p in rows]
    net = _sum(r[-1] for r in priced)
    gst = _pct(net, "5")
    qst = _pct(net, "9.975")
    total = net + gst + qst
    c.setFillColorRGB(*plum)
    c.circle(left + 20, h - 56, 9, stroke=0, fill=1)
    for dx, dy in ((-14, 10), (-5, 18), (6, 18), (15, 10)):
        c.circle(left + 20 + dx, h - 56 + dy, 4.5, stroke=0, fill=1)
    _text(c, left + 46, h - 52, "Clinique vétérinaire", 15, BOLD)
    _text(c, left + 46, h - 68, "des Laurentides", 15, BOLD)
    c.setFillGray(0)
    block = (
        vendor,
        "1250, boulevard du Curé-Labelle",
        "Saint-Jérôme (Québec)  J7Z 4Y6",
        "Tél. : 450 555-0187",
        "TPS : 81234 5678 RT0001",
        "TVQ : 1217654321 TQ0001",
    )
    _block(c, right, h - 44, block, 8, pitch=10.5, first=BOLD, right=True)
    _text(c, left, h - 130, "FACTURE", 18, BOLD)
    c.setStrokeColorRGB(*plum)
    c.setLineWidth(1.5)
    c.line(left, h - 138, right, h - 138)
    c.setStrokeGray(0)
    meta = (
        ("Facture no", "58217"),
        ("Date", "5 décembre 2026"),
        ("Dossier client", "10442"),
        ("Vétérinaire", "Dre Isabelle Gagnon"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, left + 130 * i, h - 158, k, 8, BOLD)
        _text(c, left + 130 * i, h - 171, v, 9.5)
    _text(c, left, h - 200, "Client", 8, BOLD)
    _block(c, left, h - 213, (customer, "48, rue des Érables", "Prévost (Québec)  J0R 1T0"), 9.5, pitch=12)
    _text(c, 330, h - 200, "Patient", 8, BOLD)
    patient = (
        ("Nom :", "Moka"),
        ("Espèce :", "Féline - domestique à poil court"),
        ("Sexe / âge :", "Femelle stérilisée, 6 ans"),
        ("Poids :", "4,3 kg"),
    )
    _kv(c, 330, 392, h - 213, patient, 8.5, 12, "Helvetica")
    header = [
        (left, "Code", False),
        (left + 58, "Description", False),
        (400, "Qté", True),
        (470, "Prix unit.", True),
        (right, "Montant", True),
    ]
    top = h - 290
    _band(c, left, top - 5, right - left, 16, (0.94, 0.9, 0.94))
    _heads(c, header, top, 8.5)
    y = top - 20
    for i, d, q, p, a in priced:
        _row(c, header, (i, d, q, f"{_sp(Decimal(p))} $", f"{_sp(a)} $"), y, 9)
        y -= 15
    c.setLineWidth(0.4)
    c.line(left, y + 9, right, y + 9)
    totals = (
        ("Sous-total", f"{_sp(net)} $"),
        ("TPS (5 %)", f"{_sp(gst)} $"),
        ("TVQ (9,975 %)", f"{_sp(qst)} $"),
        ("Total des taxes", f"{_sp(gst + qst)} $"),
    )
    _pairs(c, 360, right, y - 6, totals, 14)
    c.setLineWidth(1)
    c.line(360, y - 54, right, y - 54)
    _text(c, 360, y - 68, "Total", 11, BOLD)
    _text(c, right, y - 68, f"{_sp(total)} $", 11, BOLD, True)
    _pairs(c, 360, right, y - 86, (("Paiement Interac", f"-{_sp(total)} $"), ("Solde", "0,00 $")), 14)
    y -= 134
    _text(c, left, y, "Recommandations", 9, BOLD)
    block = (
        "Méloxicam : 0,3 ml par voie orale une fois par jour avec nourriture, pendant 4 jours.",
        "Nourriture rénale : transition sur 7 jours. Bilan sanguin de contrôle dans 6 mois.",
        "Prochain rappel de vaccins : décembre 2027.",
    )
    _block(c, left, y - 14, block, 8.5, pitch=11.5)
    _centre(
        c,
        w,
        40,
        "Merci de votre confiance!  Heures d'ouverture : lun.-ven. 8 h - 20 h, sam. 9 h - 15 h",
        8,
        OBLIQUE,
    )
    return {
        "fields": _fields("58217", "2026-12-05", None, total, gst + qst, "CAD", vendor, customer),
        "line_items": [_item(d, q, p, str(a), i) for i, d, q, p, a in priced],
    }


LAYOUTS = {
    "annl1": (annl1, A4),
    "anau2": (anau2, A4),
    "ansc3": (ansc3, A4),
    "anth4": (anth4, A4),
    "anil5": (anil5, A4),
    "anmx6": (anmx6, letter),
    "anza7": (anza7, A4),
    "ancz8": (ancz8, A4),
    "anno9": (anno9, A4),
    "anqc10": (anqc10, letter),
}
SCANNED = ("annl1", "anth4", "anmx6", "anno9")
