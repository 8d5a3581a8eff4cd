"""Ten more hand-written invoices, written 2026-12-07 in the manner of scripts/layouts_set.py: the
human-readable pages of e-invoices from e-invoicing countries, as their senders' systems render them. A
Bielefeld stationer's XRechnung to a town's school office as a Mittelstand ERP prints it (Leitweg-ID, keys
beside values in a DIN letter, USt 19 % and 7 % each on its base and a "Summe USt", "Rechnungsbetrag"; 31 rows
over two pages with an "Übertrag" carried over), a Saint-Étienne refrigeration firm's Factur-X facture
(SIREN/SIRET, TVA 20 %, keys over values in boxes, "Net à payer", the legal mentions), an Italian FatturaPA
"Copia di cortesia" in the table layout of the SdI viewer (Cedente/prestatore and Cessionario/committente
boxes, the document's type and number in a table, "Sconto o magg." per line, Riepiloghi IVA, "Totale
documento", the payment table with its "Data scadenza"), a Paterna cleaning-goods wholesaler's Facturae to a
retailer under the recargo de equivalencia (IVA 21 % and R.E. 5,2 %), a Leuven heating installer's bilingual
Peppol invoice (BTW/TVA, a structured communication and its EPC QR code), a Hardanger timber merchant's EHF
faktura (MVA 25 %, line discounts, KID, "Å betale" and a Norwegian giro), a Kraków caterer's KSeF
visualisation ("Faktura VAT", NIP, the KSeF number, VAT 8 % and 23 %, "Do zaplaty"; Polish letters only where
cp1252 has them, ASCII for the others), a Cluj farm-supplies distributor's e-Factura (CUI, TVA per line in the
Romanian columns numbered 0 to 6, lei), a Rijeka air conditioning service's fiscalised račun (OIB, JIR and
ZKI, PDV 25 %, EUR, written "RACUN" without the č) and an Adelaide lab supplier's Peppol tax invoice (ABN, GST
10 %, "Amount Due", a payment advice). Four of them (the French, Italian, Norwegian and Croatian pages) are
also written as scans.

Romania's standard VAT rate has been 21 % since 1 August 2025, so the Romanian invoice (dated November 2026)
charges TVA 21 %, not the 19 % of before.

What the values say where a page leaves a choice: a line's amount is its net, before tax, after a line's
discount where one is printed (Italy, Norway, Croatia), its unit price the printed one before the discount.
The tax is the total tax printed: the German "Summe USt" (19 % and 7 %), the Spanish "Total impuestos
repercutidos" (the IVA and the recargo de equivalencia together), the Polish "Suma podatku VAT" (8 % and
23 %), the Romanian total of the column "Valoarea TVA", the Italian "Totale imposta" of its one rate. The
total is the amount to pay ("Rechnungsbetrag", "Net à payer", "Totale documento", "Total a pagar", "Te
betalen", "Å betale", "Do zaplaty", "Total de plata", "Ukupno za placanje", "Amount Due"; none of them has
anything already paid taken off). The due date is the printed "Fälligkeitsdatum", "Échéance", "Data scadenza",
"Vencimiento", "Vervaldatum", "Forfallsdato", "Termin platnosci", "Data scadentei", "Datum dospijeca" and "Due
Date". Document numbers are as printed: the Romanian "TAD-004812" (its series and number as the e-Factura ID
prints them), the Croatian "145/PP1/1", the Polish "FV/2026/11/0187" (not the KSeF number). Names are the
parties' names as printed with their legal forms: on the Italian page the "Denominazione" of each box, on the
Spanish the "Razón social", on the Polish the "Nazwa", the German customer the town ("Stadt Lindenhorst")
above its office's line. Where a letterhead prints the seller's name without its legal form and the page
prints it with the form elsewhere (the German sender line and footer, the French footer), the vendor is the
name with its form: "Papierhaus Brinkmann GmbH & Co. KG", "Froid & Cuisson Forez SAS".
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from itertools import pairwise

from layouts_set import _block, _centre, _item, _pairs, _qr, _text
from reportlab.lib.pagesizes import A4

BOLD = "Helvetica-Bold"
CENT = Decimal("0.01")


def _mul(quantity: str, price: str) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to the cent."""
    return (Decimal(quantity) * Decimal(price)).quantize(CENT, ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to the cent (a tax, a discount)."""
    return (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)


def _num(value, thousands: str = ",", point: str = ".", places: int = 2) -> str:
    """A number as printed: _num("1234.5", " ", ",") is "1 234,50"."""
    s = f"{Decimal(value):,.{places}f}"
    return s.replace(",", "\0").replace(".", point).replace("\0", thousands)


def _dot(value) -> str:
    """An amount as printed in Germany, Italy, Spain, Belgium, Romania and Croatia: 1.234,56."""
    return _num(value, ".", ",")


def _space(value) -> str:
    """An amount as printed in France, Norway and Poland: 1 234,56."""
    return _num(value, " ", ",")


def _cells(c, y: float, spec, cells, size: float = 8.5, font: str = "Helvetica") -> None:
    """One row of cells at ``y``, each column of ``spec`` an (x, right-aligned) pair."""
    for (x, right), s in zip(spec, cells):
        _text(c, x, y, s, size, font, right)


def _grid(
    c,
    top: float,
    edges,
    heads,
    rows,
    aligns,
    size: float = 7.5,
    band: float = 13,
    pitch: float = 13,
    fill=0.85,
):
    """A ruled table: columns between the x's of ``edges``, a header band ``band`` high filled grey
    ``fill`` (a head's lines split at "\\n"), the rows ``pitch`` high, each cell left or right (``aligns``)
    in its column; the y of its foot."""
    left, right = edges[0], edges[-1]
    bottom = top - band - pitch * len(rows)
    if fill is not None:
        c.setFillGray(fill)
        c.rect(left, top - band, right - left, band, stroke=0, fill=1)
        c.setFillGray(0)
    c.setLineWidth(0.5)
    c.rect(left, bottom, right - left, top - bottom)
    c.line(left, top - band, right, top - band)
    for x in edges[1:-1]:
        c.line(x, top, x, bottom)
    for x0, x1, head in zip(edges, edges[1:], heads):
        lines = head.split("\n")
        for k, s in enumerate(lines):
            y = top - band / 2 - 2.5 + (len(lines) - 1 - 2 * k) * (size + 1) / 2
            _centre(c, x0 + x1, y, s, size - 0.5, BOLD)  # a "page" x0 + x1 wide centres it between x0 and x1
    for i, row in enumerate(rows):
        y = top - band - pitch * i - pitch + (pitch - size) / 2 + 1.5
        for x0, x1, right, s in zip(edges, edges[1:], aligns, row):
            _text(c, x1 - 3 if right else x0 + 3, y, s, size, right=right)
    return bottom


def _key_boxes(c, left: float, top: float, widths, cells, height: float = 28, size: float = 9) -> float:
    """Boxes side by side under ``top``, a small bold key above its value in each; the y of their foot."""
    x = left
    for width, (key, value) in zip(widths, cells):
        c.rect(x, top - height, width, height)
        _text(c, x + 4, top - 9, key, 6.5, BOLD)
        _text(c, x + 4, top - height + 7, value, size)
        x += width
    return top - height


def _keys_beside(
    c, x_key: float, x_value: float, y: float, pairs, size: float = 8.5, pitch: float = 11.5
) -> None:
    """Keys and their values, both left-aligned, one pair a line from ``y`` down."""
    for i, (key, value) in enumerate(pairs):
        _text(c, x_key, y - pitch * i, key, size)
        _text(c, x_value, y - pitch * i, value, size)


# tde1: a Bielefeld stationer's XRechnung to a town's school office, two pages, as its ERP prints it
DE_ROWS = (  # article no., description, quantity, unit, unit price (EUR), USt rate
    ("100231", "Kopierpapier A4 80 g/m², weiß", "40", "Pck", "4.29", "19"),
    ("100245", "Kopierpapier A3 80 g/m², weiß", "10", "Pck", "8.95", "19"),
    ("210118", "Ordner A4 breit, 80 mm, blau", "120", "Stk", "2.49", "19"),
    ("210119", "Ordner A4 schmal, 50 mm, rot", "60", "Stk", "2.59", "19"),
    ("220410", "Schnellhefter Karton, farbig sortiert", "250", "Stk", "0.32", "19"),
    ("230077", "Klarsichthüllen A4, 100er Pack", "30", "Pck", "3.85", "19"),
    ("310502", "Kugelschreiber blau, Druckmechanik", "200", "Stk", "0.45", "19"),
    ("310660", "Bleistift HB mit Radierer", "300", "Stk", "0.21", "19"),
    ("311204", "Textmarker 4er Set", "40", "Set", "3.19", "19"),
    ("320015", "Whiteboard-Marker, 4 Farben", "25", "Set", "6.90", "19"),
    ("330981", "Tafelkreide weiß, 100 Stk.", "12", "Pck", "4.75", "19"),
    ("340120", "Collegeblock A4 kariert, 80 Bl.", "150", "Stk", "1.39", "19"),
    ("340121", "Collegeblock A4 liniert, 80 Bl.", "150", "Stk", "1.39", "19"),
    ("350644", "Heftgerät bis 30 Blatt", "15", "Stk", "7.80", "19"),
    ("350650", "Heftklammern 24/6, 1000 Stk.", "40", "Pck", "0.89", "19"),
    ("360200", "Laminierfolien A4, 125 mic, 100 St.", "8", "Pck", "11.40", "19"),
    ("370310", "Tonerkartusche HP 59A schwarz", "6", "Stk", "118.00", "19"),
    ("370355", "Tintenpatronen 603XL, Multipack", "10", "Set", "41.50", "19"),
    ("380017", "Etiketten 70x36 mm, 2400 Stk.", "5", "Pck", "14.95", "19"),
    ("390440", "Schere 21 cm, Kunststoffgriff", "30", "Stk", "2.35", "19"),
    ("400512", "Geodreieck 16 cm", "90", "Stk", "0.95", "19"),
    ("400530", "Zirkel mit Ersatzminen", "45", "Stk", "4.60", "19"),
    ("410200", "Wasserfarbkasten 12 Farben", "60", "Stk", "5.85", "19"),
    ("420010", "Tonpapier A4, 50 Bl. sortiert", "20", "Pck", "6.20", "19"),
    ("800114", "Duden - Die deutsche Rechtschreibung", "30", "Stk", "28.00", "7"),
    ("800233", "Schulatlas Deutschland und Welt", "25", "Stk", "36.95", "7"),
    ("800310", "Schulwörterbuch Englisch-Deutsch", "40", "Stk", "14.99", "7"),
    ("800412", "Lektüre: Der Schimmelreiter", "32", "Stk", "4.20", "7"),
    ("800413", "Lektüre: Die Welle", "28", "Stk", "8.50", "7"),
    ("800520", "Arbeitsheft Mathematik Klasse 5", "60", "Stk", "11.50", "7"),
    ("900001", "Fracht- und Verpackungspauschale", "1", "psch", "9.90", "19"),
)
DE_SPEC = (
    (62, False),
    (84, False),
    (126, False),
    (372, True),
    (378, False),
    (444, True),
    (470, True),
    (533, True),
)
DE_NAVY = (0.1, 0.18, 0.4)


def _de_table_head(c, top: float) -> None:
    """tde1's table header on a grey band."""
    c.setFillGray(0.88)
    c.rect(58, top - 5, 479, 16, stroke=0, fill=1)
    c.setFillGray(0)
    heads = ("Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis", "USt %", "Gesamt netto")
    _cells(c, top, DE_SPEC, heads, 8, BOLD)


def _de_foot(c, page: int) -> None:
    """tde1's page foot: the firm's register, tax and bank details in four columns, and the page number."""
    c.setLineWidth(0.4)
    c.line(62, 72, 533, 72)
    columns = (
        ("Papierhaus Brinkmann GmbH & Co. KG", "Herforder Straße 212", "33609 Bielefeld"),
        (
            "Sitz Bielefeld, AG Bielefeld HRA 14235",
            "Komplementärin: Brinkmann",
            "Verwaltungs-GmbH, HRB 40871",
        ),
        ("Geschäftsführer: Jörg Brinkmann", "USt-IdNr. DE 126 477 381", "Steuer-Nr. 305/5712/0448"),
        ("Sparkasse Bielefeld", "IBAN DE61 4805 0161 0044 7712 83", "BIC SPBIDE3BXXX"),
    )
    for k, lines in enumerate(columns):
        _block(c, 62 + 121 * k, 62, lines, 6.3, pitch=8)
    _text(c, 533, 80, f"Seite {page} von 2", 7, right=True)


def _de_head(c, h: float) -> None:
    """tde1's first page head: logo, contacts, the address window, the keys beside their values, the title."""
    c.setFillColorRGB(*DE_NAVY)
    c.rect(62, h - 74, 30, 30, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 66, h - 65, "PB", 14, BOLD)
    c.setFillColorRGB(*DE_NAVY)
    _text(c, 100, h - 57, "Papierhaus Brinkmann", 17, BOLD)
    c.setFillGray(0.35)
    _text(c, 100, h - 70, "Büro · Schule · Verwaltung · seit 1921", 8)
    c.setFillGray(0)
    contacts = (
        "Herforder Straße 212",
        "33609 Bielefeld",
        "Tel. 0521 55 04 17-0",
        "rechnung@papierhaus-brinkmann.de",
        "www.papierhaus-brinkmann.de",
    )
    _block(c, 533, h - 48, contacts, 7.5, pitch=9.5, right=True)
    sender = "Papierhaus Brinkmann GmbH & Co. KG · Herforder Straße 212 · 33609 Bielefeld"
    _text(c, 62, h - 132, sender, 6.5)
    c.setLineWidth(0.3)
    c.line(62, h - 134.5, 62 + c.stringWidth(sender, "Helvetica", 6.5), h - 134.5)
    address = (
        "Stadt Lindenhorst",
        "Der Bürgermeister - Schulverwaltungsamt",
        "Rathausplatz 1",
        "32657 Lindenhorst",
    )
    _block(c, 62, h - 150, address, 10, pitch=12.5)
    meta = (
        ("Rechnungsnummer", "2026-104577"),
        ("Rechnungsdatum", "03.11.2026"),
        ("Lieferdatum", "29.10.2026"),
        ("Kundennummer", "24180"),
        ("Ihre Bestellung", "SVA-2026-0912"),
        ("Leitweg-ID", "05766012-00023-41"),
        ("Fälligkeitsdatum", "03.12.2026"),
        ("Ansprechpartner", "Frau Kettler, -214"),
    )
    _keys_beside(c, 360, 445, h - 126, meta, 8, 11.5)
    _text(c, 62, h - 258, "Rechnung 2026-104577", 13, BOLD)
    intro = (
        "Sehr geehrte Damen und Herren,",
        "für unsere Lieferung vom 29.10.2026 (Lieferschein LS-2026-88321) an die Grundschule Am Lindenhof",
        "berechnen wir Ihnen wie folgt:",
    )
    _block(c, 62, h - 280, intro, 9, pitch=12)


def tde1(c) -> dict:
    _, h = A4
    rows, items = [], []
    bases = {"19": Decimal(0), "7": Decimal(0)}
    for i, (art, d, q, unit, price, rate) in enumerate(DE_ROWS, 1):
        amount = _mul(q, price)
        bases[rate] += amount
        rows.append((str(i), art, d, q, unit, _dot(price), rate, _dot(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}", art))
    taxes = {rate: _pct(base, rate) for rate, base in bases.items()}
    net, tax = sum(bases.values()), sum(taxes.values())
    total = net + tax
    first = 24
    _de_head(c, h)
    _de_table_head(c, h - 330)
    for i, row in enumerate(rows[:first]):
        _cells(c, h - 348 - 14 * i, DE_SPEC, row, 8.5)
    carried = sum(Decimal(it["line_amount"]) for it in items[:first])
    y = h - 348 - 14 * first + 4
    c.setLineWidth(0.5)
    c.line(378, y, 537, y)
    _text(c, 378, y - 12, "Übertrag", 8.5, BOLD)
    _text(c, 533, y - 12, _dot(carried), 8.5, BOLD, True)
    _de_foot(c, 1)
    c.showPage()
    c.setFillColorRGB(*DE_NAVY)
    _text(c, 62, h - 52, "Papierhaus Brinkmann", 12, BOLD)
    c.setFillGray(0)
    _text(c, 533, h - 52, "Rechnung 2026-104577 vom 03.11.2026", 8.5, right=True)
    _text(c, 533, h - 63, "Kundennummer 24180 · Stadt Lindenhorst", 8.5, right=True)
    _de_table_head(c, h - 100)
    _text(c, 122, h - 118, "Übertrag von Seite 1", 8.5, "Helvetica-Oblique")
    _text(c, 533, h - 118, _dot(carried), 8.5, "Helvetica-Oblique", True)
    for i, row in enumerate(rows[first:]):
        _cells(c, h - 134 - 14 * i, DE_SPEC, row, 8.5)
    y = h - 134 - 14 * len(rows[first:]) + 4
    c.line(58, y, 537, y)
    totals = (
        ("Summe netto", _dot(net)),
        (f"zzgl. USt 19 % auf {_dot(bases['19'])} EUR", _dot(taxes["19"])),
        (f"zzgl. USt 7 % auf {_dot(bases['7'])} EUR", _dot(taxes["7"])),
        ("Summe USt", _dot(tax)),
    )
    _pairs(c, 330, 533, y - 16, totals, pitch=13)
    y -= 16 + 13 * len(totals)
    c.setLineWidth(1)
    c.line(330, y + 4, 537, y + 4)
    c.line(330, y - 13, 537, y - 13)
    _text(c, 330, y - 8, "Rechnungsbetrag", 10, BOLD)
    _text(c, 533, y - 8, f"{_dot(total)} EUR", 10, BOLD, True)
    notes = (
        "Zahlungsbedingungen: 30 Tage netto ohne Abzug. Bitte überweisen Sie den Rechnungsbetrag bis zum",
        "03.12.2026 unter Angabe der Rechnungsnummer 2026-104577 auf das unten genannte Konto.",
        (
            "Das Leistungsdatum entspricht dem Lieferdatum. Die Ware bleibt bis zur vollständigen Bezahlung "
            "unser"
        ),
        "Eigentum.",
        "",
        "Diese Rechnung wurde als XRechnung 3.0 (UBL) über PEPPOL an die Leitweg-ID 05766012-00023-41",
        "übermittelt. Das vorliegende Dokument ist eine Sichtdarstellung; maßgeblich ist die XML-Datei.",
        "",
        "Mit freundlichen Grüßen",
        "Papierhaus Brinkmann GmbH & Co. KG",
    )
    _block(c, 62, y - 44, notes, 8.5, pitch=11.5)
    _de_foot(c, 2)
    return {
        "fields": {
            "document_number": "2026-104577",
            "date": "2026-11-03",
            "due_date": "2026-12-03",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Papierhaus Brinkmann GmbH & Co. KG",
            "customer_name": "Stadt Lindenhorst",
        },
        "line_items": items,
    }


# tfr2: a Saint-Étienne refrigeration firm's Factur-X facture to a Lyon bakery chain
FR_ROWS = (  # reference, description, quantity, unit, unit price HT (EUR)
    ("MO-TECH", "Main d'œuvre technicien frigoriste", "6.5", "h", "68.00"),
    ("DEPL-Z2", "Déplacement zone 2 (Lyon et agglomération)", "2", "forf.", "85.00"),
    ("CMP-1.5", "Compresseur hermétique 1,5 CV R452A", "1", "u", "1240.00"),
    ("DET-TES2", "Détendeur thermostatique TES2", "1", "u", "186.50"),
    ("GAZ-452", "Fluide frigorigène R452A", "4.2", "kg", "72.00"),
    ("RES-2800", "Résistance de sole 2 800 W", "2", "u", "214.00"),
    ("JNT-CF", "Joint de porte chambre froide", "1", "u", "96.40"),
    ("CTRL-ETN", "Contrôle d'étanchéité et fiche CERFA", "1", "forf.", "120.00"),
)
FR_RED = (0.78, 0.22, 0.1)


def _fr_head(c, h: float, left: float, right: float) -> None:
    """tfr2's head: the logo, the firm's address, FACTURE and its keys over values, the billed and the
    serviced addresses and the subject."""
    c.setFillColorRGB(*FR_RED)
    c.roundRect(left, h - 82, 46, 38, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 6, h - 68, "FCF", 15, BOLD)
    c.setFillColorRGB(*FR_RED)
    _text(c, left + 56, h - 60, "Froid & Cuisson Forez", 17, BOLD)
    c.setFillGray(0.35)
    _text(c, left + 56, h - 74, "Froid commercial · Fours · Dépannage 7j/7", 8)
    c.setFillGray(0)
    address = (
        "12 rue Paul Petit",
        "42000 Saint-Étienne",
        "Tél. 04 77 55 01 42",
        "contact@froid-cuisson-forez.fr",
    )
    _block(c, left, h - 104, address, 8.5, pitch=11)
    _text(c, right, h - 60, "FACTURE", 24, BOLD, True)
    _key_boxes(
        c, 300, h - 76, (125, 125), (("N° de facture", "FA-2026-01873"), ("Date de facture", "12/11/2026"))
    )
    _key_boxes(c, 300, h - 104, (125, 125), (("Échéance", "12/12/2026"), ("Code client", "C00417")))
    c.setFillGray(0.96)
    c.rect(300, h - 238, 250, 84, stroke=1, fill=1)
    c.setFillGray(0.4)
    _text(c, 308, h - 166, "Adresse de facturation", 7.5)
    c.setFillGray(0)
    billed = (
        "Boulangeries Rivoire SARL",
        "Service comptabilité",
        "48 avenue Jean Jaurès",
        "69007 Lyon",
        "N° TVA : FR28498765437",
    )
    _block(c, 308, h - 180, billed, 9, pitch=11.5, first=BOLD)
    c.setFillGray(0.4)
    _text(c, left, h - 166, "Lieu d'intervention", 7.5)
    c.setFillGray(0)
    site = ("Boulangerie Rivoire - Croix-Rousse", "3 place de la Croix-Rousse", "69004 Lyon")
    _block(c, left, h - 180, site, 9, pitch=11.5)
    _text(
        c,
        left,
        h - 262,
        "Objet : remplacement du compresseur de la chambre froide et des résistances du four",
        9,
        BOLD,
    )
    _text(c, left, h - 275, "Votre commande : BC-RIV-2026-334 · Bon d'intervention BI-7712 du 05/11/2026", 9)


def tfr2(c) -> dict:
    w, h = A4
    left, right = 45, 550
    rows, items, net = [], [], Decimal(0)
    for ref, d, q, unit, price in FR_ROWS:
        amount = _mul(q, price)
        net += amount
        rows.append((ref, d, q.replace(".", ","), unit, _space(price), "20 %", _space(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}", ref))
    tax = _pct(net, "20")
    total = net + tax
    _fr_head(c, h, left, right)
    edges = (left, 100, 330, 365, 395, 450, 490, right)
    heads = ("Réf.", "Désignation", "Qté", "U.", "P.U. HT", "TVA", "Montant HT")
    aligns = (False, False, True, False, True, True, True)
    bottom = _grid(c, h - 295, edges, heads, rows, aligns, 8.5, 16, 16, fill=0.9)
    totals = (
        ("Total HT", _space(net) + " €"),
        ("TVA 20 %", _space(tax) + " €"),
        ("Total TTC", _space(total) + " €"),
    )
    _pairs(c, 370, right - 6, bottom - 20, totals, pitch=15)
    c.setFillColorRGB(*FR_RED)
    c.rect(364, bottom - 86, right - 364, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 370, bottom - 79, "Net à payer", 11, BOLD)
    _text(c, right - 6, bottom - 79, _space(total) + " €", 11, BOLD, True)
    c.setFillGray(0)
    _text(c, left, bottom - 20, "Récapitulatif TVA", 8, BOLD)
    recap = (("20,00 %", _space(net), _space(tax)),)
    _grid(
        c,
        bottom - 26,
        (left, 110, 200, 290),
        ("Taux", "Base HT", "Montant TVA"),
        recap,
        (True, True, True),
        8,
    )
    notes = (
        "Conditions de paiement : virement à 30 jours date de facture, soit le 12/12/2026.",
        "IBAN FR12 1027 8073 0000 0212 3450 152 · BIC CMCIFR2A · Crédit Mutuel Saint-Étienne Centre",
        (
            "En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et "
            "indemnité forfaitaire"
        ),
        (
            "pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d'escompte "
            "pour"
        ),
        "paiement anticipé. Pièces remplacées garanties 12 mois, main d'œuvre 3 mois.",
    )
    _block(c, left, bottom - 112, notes, 8, pitch=11)
    c.setFillColorRGB(*FR_RED)
    c.rect(left, bottom - 180, 8, 8, stroke=0, fill=1)
    c.setFillGray(0)
    note = "Facture électronique Factur-X (profil EN 16931) : le fichier XML joint fait foi."
    _text(c, left + 14, bottom - 179, note, 8, "Helvetica-Oblique")
    c.setLineWidth(0.4)
    c.line(left, 58, right, 58)
    foot = (
        (
            "Froid & Cuisson Forez SAS au capital de 50 000 € · RCS Saint-Étienne 812 345 676 · "
            "SIREN 812 345 676"
        ),
        "SIRET 812 345 676 00024 · Code NAF 3312Z · N° TVA intracommunautaire FR19812345676 · Page 1/1",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 46 - 10 * i, s, 7)
    return {
        "fields": {
            "document_number": "FA-2026-01873",
            "date": "2026-11-12",
            "due_date": "2026-12-12",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Froid & Cuisson Forez SAS",
            "customer_name": "Boulangeries Rivoire SARL",
        },
        "line_items": items,
    }


# tit3: a Bergamo plumbing wholesaler's FatturaPA, as the SdI viewer's "Copia di cortesia" prints it
IT_ROWS = (  # article code, description, quantity, unit, unit price (EUR), discount %
    ("CAL-C25", "Caldaia a condensazione 25 kW", "2", "PZ", "1385.00", "10"),
    ("VAS-18", "Vaso di espansione 18 l", "2", "PZ", "42.60", None),
    ("TUB-MS20", "Tubo multistrato 20x2, rotolo 100 m", "3", "RT", "168.00", None),
    ("RAC-PR20", "Raccordo a pressare 20 mm", "120", "PZ", "3.15", "5"),
    ("VAL-SF34", 'Valvola a sfera 3/4" F/F', "24", "PZ", "7.90", None),
    ("COL-6V", "Collettore complanare 6 vie", "2", "PZ", "96.50", None),
    ("TRM-WIFI", "Termostato ambiente Wi-Fi", "4", "PZ", "89.00", None),
    ("TRASP", "Spese di trasporto", "1", "NR", "45.00", None),
)


def _it_party(c, x: float, top: float, title: str, lines) -> None:
    """A party's box of the courtesy copy: a grey title band and its lines of key and value."""
    c.setLineWidth(0.6)
    c.setFillGray(0.85)
    c.rect(x, top - 13, 262, 13, stroke=0, fill=1)
    c.setFillGray(0)
    c.rect(x, top - 122, 262, 122)
    _text(c, x + 4, top - 9.5, title, 8, BOLD)
    for i, (key, value) in enumerate(lines):
        _text(c, x + 4, top - 26 - 10.5 * i, key, 7.5)
        _text(c, x + 6 + c.stringWidth(key, "Helvetica", 7.5), top - 26 - 10.5 * i, value, 7.5, BOLD)


def tit3(c) -> dict:
    _, h = A4
    rows, items, net = [], [], Decimal(0)
    for code, d, q, unit, price, disc in IT_ROWS:
        gross = _mul(q, price)
        amount = gross - _pct(gross, disc) if disc else gross
        net += amount
        rows.append((code, d, q, _dot(price), unit, f"SC {disc},00%" if disc else "", "22,00", _dot(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}", code))
    tax = _pct(net, "22")
    total = net + tax
    _text(c, 30, h - 28, "Versione FPR12", 7)
    _text(c, 565, h - 28, "Copia di cortesia", 7, "Helvetica-Oblique", True)
    vendor = (
        ("Identificativo fiscale ai fini IVA: ", "IT02874150168"),
        ("Codice fiscale: ", "02874150168"),
        ("Denominazione: ", "Idrotermica Orobica S.r.l."),
        ("Regime fiscale: ", "RF01 (ordinario)"),
        ("Indirizzo: ", "Via Grumello, 45"),
        ("Comune: ", "Bergamo   Provincia: BG"),
        ("Cap: ", "24127   Nazione: IT"),
        ("Telefono: ", "035 555 0142"),
        ("Email: ", "amministrazione@idrotermicaorobica.it"),
    )
    customer = (
        ("Identificativo fiscale ai fini IVA: ", "IT03192840167"),
        ("Codice fiscale: ", "03192840167"),
        ("Denominazione: ", "Impianti Ravasio S.n.c. di Ravasio Marco & C."),
        ("Indirizzo: ", "Via Roma, 12"),
        ("Comune: ", "Mapello   Provincia: BG"),
        ("Cap: ", "24030   Nazione: IT"),
        ("Pec: ", "impiantiravasio@pec.it"),
    )
    _it_party(c, 30, h - 38, "Cedente/prestatore (fornitore)", vendor)
    _it_party(c, 303, h - 38, "Cessionario/committente (cliente)", customer)
    edges = (30, 140, 185, 295, 385, 455, 565)
    heads = (
        "Tipologia documento",
        "Art. 73",
        "Numero documento",
        "Data documento",
        "Divisa",
        "Codice destinatario",
    )
    doc = (("TD01 fattura", "", "2026/934", "16-11-2026", "EUR", "KRRH6B9"),)
    y = _grid(c, h - 178, edges, heads, doc, (False,) * 6, 8, 13, 15)
    causale = (("Fornitura materiale idrotermosanitario come da DDT n. 1822 del 12-11-2026",),)
    y = _grid(c, y - 6, (30, 565), ("Causale",), causale, (False,), 8, 13, 15)
    edges = (30, 85, 282, 327, 380, 407, 460, 495, 565)
    heads = (
        "Cod. articolo",
        "Descrizione",
        "Quantità",
        "Prezzo\nunitario",
        "UM",
        "Sconto o\nmagg.",
        "%IVA",
        "Prezzo totale",
    )
    aligns = (False, False, True, True, False, True, True, True)
    y = _grid(c, y - 10, edges, heads, rows, aligns, 7.5, 20, 15)
    _text(c, 30, y - 16, "RIEPILOGHI IVA E TOTALI", 8, BOLD)
    edges = (30, 230, 280, 345, 395, 480, 565)
    heads = (
        "esigibilità iva / riferimenti normativi",
        "%IVA",
        "Spese\naccessorie",
        "Arr.",
        "Totale\nimponibile",
        "Totale imposta",
    )
    recap = (("I (esigibilità immediata)", "22,00", "", "", _dot(net), _dot(tax)),)
    y = _grid(c, y - 22, edges, heads, recap, (False, True, True, True, True, True), 7.5, 20, 15)
    edges = (30, 150, 300, 420, 565)
    heads = ("Importo bollo", "Sconto/Maggiorazione", "Arr.", "Totale documento")
    y = _grid(c, y - 6, edges, heads, (("", "", "", _dot(total)),), (True,) * 4, 8, 13, 15)
    _text(c, 30, y - 16, "Pagamento completo", 8, BOLD)
    edges = (30, 140, 300, 400, 480, 565)
    heads = ("Modalità pagamento", "IBAN", "Istituto finanziario", "Data scadenza", "Importo")
    pay = (("MP05 Bonifico", "IT60X0542811101000000123456", "BPER Banca", "31-12-2026", _dot(total)),)
    y = _grid(c, y - 22, edges, heads, pay, (False, False, False, False, True), 8, 13, 15)
    notes = (
        (
            "Copia di cortesia priva di valenza fiscale ai sensi dell'art. 21 del D.P.R. 633/72. L'originale "
            "del documento"
        ),
        (
            "è stato trasmesso al Sistema di Interscambio ed è disponibile nell'area riservata del sito "
            "dell'Agenzia delle"
        ),
        "Entrate. Identificativo SdI 14882093117.",
    )
    _block(c, 30, y - 20, notes, 7, "Helvetica-Oblique", 9)
    return {
        "fields": {
            "document_number": "2026/934",
            "date": "2026-11-16",
            "due_date": "2026-12-31",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Idrotermica Orobica S.r.l.",
            "customer_name": "Impianti Ravasio S.n.c. di Ravasio Marco & C.",
        },
        "line_items": items,
    }


# tes4: a Paterna cleaning-goods wholesaler's Facturae to a retailer under the recargo de equivalencia
ES_ROWS = (  # code, description, quantity, unit, unit price (EUR)
    ("LJ-5L", "Lejía apta uso alimentario 5 l", "48", "ud.", "2.35"),
    ("FG-15", "Friegasuelos pino 1,5 l", "60", "ud.", "1.48"),
    ("DL-3L", "Detergente líquido ropa 3 l (60 lav.)", "36", "ud.", "5.90"),
    ("LV-750", "Lavavajillas concentrado 750 ml", "72", "ud.", "1.12"),
    ("SV-2L", "Suavizante concentrado 2 l", "36", "ud.", "2.65"),
    ("ES-3", "Estropajo fibra verde, pack 3", "100", "pack", "0.68"),
    ("BY-10", "Bayeta microfibra 40x40, pack 10", "25", "pack", "6.40"),
    ("FR-AP", "Fregona algodón con palo", "30", "ud.", "3.95"),
    ("GN-M", "Guantes nitrilo talla M, caja 100", "20", "caja", "5.75"),
    ("BB-85", "Bolsas basura 85x105, rollo 10", "80", "rollo", "1.05"),
)
ES_GREEN = (0.12, 0.42, 0.35)


def _es_parties(c, h: float) -> None:
    """tes4's banner and its Emisor and Receptor boxes, keys beside values."""
    c.setFillColorRGB(*ES_GREEN)
    c.rect(40, h - 62, 515, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 48, h - 55, "FACTURA ELECTRÓNICA  ·  Facturae 3.2.2", 10, BOLD)
    _text(c, 547, h - 55, "Firma XAdES-EPES verificada", 8, right=True)
    c.setFillGray(0)
    parties = (
        (
            40,
            "EMISOR",
            (
                ("Razón social", "Suministros de Droguería Albufera, S.L."),
                ("NIF", "B98123458"),
                ("Dirección", "C/ Ciutat de Sevilla, 27 - Pol. Fuente del Jarro"),
                ("Población", "46988 Paterna"),
                ("Provincia", "Valencia"),
                ("País", "ESP"),
                ("Teléfono", "961 55 03 21"),
            ),
        ),
        (
            303,
            "RECEPTOR",
            (
                ("Razón social", "Droguería Lloret, C.B."),
                ("NIF", "E98765431"),
                ("Dirección", "Carrer Major, 44"),
                ("Población", "46701 Gandia"),
                ("Provincia", "Valencia"),
                ("País", "ESP"),
                ("Régimen", "Recargo de equivalencia"),
            ),
        ),
    )
    for x, title, lines in parties:
        c.setStrokeColorRGB(*ES_GREEN)
        c.rect(x, h - 182, 252, 108)
        c.setStrokeGray(0)
        c.setFillColorRGB(*ES_GREEN)
        _text(c, x + 6, h - 87, title, 8.5, BOLD)
        c.setFillGray(0)
        for i, (key, value) in enumerate(lines):
            _text(c, x + 6, h - 101 - 11.5 * i, key, 7.5, BOLD)
            _text(c, x + 62, h - 101 - 11.5 * i, value, 8)


def tes4(c) -> dict:
    _, h = A4
    rows, items, net = [], [], Decimal(0)
    for code, d, q, unit, price in ES_ROWS:
        amount = _mul(q, price)
        net += amount
        rows.append((code, d, q, unit, _dot(price), _dot(amount), "21,00", "5,20"))
        items.append(_item(d, q, price, f"{amount:.2f}", code))
    iva, re = _pct(net, "21"), _pct(net, "5.2")
    tax = iva + re
    total = net + tax
    _es_parties(c, h)
    c.setFillColorRGB(*ES_GREEN)
    _text(c, 40, h - 202, "DATOS DE LA FACTURA", 8.5, BOLD)
    c.setFillGray(0)
    cells = (
        ("Número de factura", "A26-004518"),
        ("Fecha de expedición", "16/11/2026"),
        ("Lugar de expedición", "Paterna"),
        ("Moneda", "EUR"),
        ("Clase", "Original (OO)"),
    )
    _key_boxes(c, 40, h - 208, (110, 110, 110, 75, 110), cells, 28, 9)
    c.setFillColorRGB(*ES_GREEN)
    _text(c, 40, h - 256, "DETALLE", 8.5, BOLD)
    c.setFillGray(0)
    edges = (40, 82, 255, 300, 335, 385, 450, 500, 555)
    heads = (
        "Código",
        "Descripción",
        "Cantidad",
        "Ud.",
        "Precio\nunitario",
        "Base\nimponible",
        "IVA %",
        "R.E. %",
    )
    aligns = (False, False, True, False, True, True, True, True)
    y = _grid(c, h - 262, edges, heads, rows, aligns, 7.5, 20, 14, fill=0.9)
    c.setFillColorRGB(*ES_GREEN)
    _text(c, 40, y - 18, "IMPUESTOS REPERCUTIDOS", 8.5, BOLD)
    c.setFillGray(0)
    edges = (40, 90, 160, 200, 260, 310, 365)
    heads = ("Impuesto", "Base imponible", "Tipo %", "Cuota", "Tipo R.E. %", "Cuota R.E.")
    taxes = (("IVA", _dot(net), "21,00", _dot(iva), "5,20", _dot(re)),)
    _grid(c, y - 24, edges, heads, taxes, (False,) + (True,) * 5, 7.5, 14, 15, fill=0.9)
    totals = (
        ("Total importe bruto", _dot(net)),
        ("Total base imponible", _dot(net)),
        ("Total IVA repercutido", _dot(iva)),
        ("Total recargo de equivalencia", _dot(re)),
        ("Total impuestos repercutidos", _dot(tax)),
        ("Total factura", _dot(total)),
    )
    _pairs(c, 385, 555, y - 18, totals, pitch=13)
    y -= 18 + 13 * len(totals)
    c.setFillColorRGB(0.9, 0.95, 0.93)
    c.rect(380, y - 6, 175, 18, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 385, y, "Total a pagar", 10, BOLD)
    _text(c, 552, y, _dot(total) + " €", 10, BOLD, True)
    c.setFillColorRGB(*ES_GREEN)
    _text(c, 40, y - 30, "DATOS DE PAGO", 8.5, BOLD)
    c.setFillGray(0)
    edges = (40, 150, 230, 320, 555)
    heads = ("Forma de pago", "Vencimiento", "Importe", "Cuenta de abono (IBAN)")
    pay = (("Transferencia (04)", "16/12/2026", _dot(total), "ES91 2100 0418 4502 0005 1332 - CaixaBank"),)
    y = _grid(c, y - 36, edges, heads, pay, (False, False, True, False), 8, 14, 15, fill=0.9)
    notes = (
        (
            "Operación sujeta al régimen especial del recargo de equivalencia (arts. 148 a 163 de la Ley "
            "37/1992 del IVA)."
        ),
        (
            "Suministros de Droguería Albufera, S.L. · Inscrita en el Registro Mercantil de Valencia, Tomo "
            "8.412,"
        ),
        (
            "Libro 5.701, Folio 112, Hoja V-114733 · Pedido del cliente PED-2291 · Albarán AL26-11873 de "
            "13/11/2026."
        ),
    )
    _block(c, 40, y - 20, notes, 7.5, pitch=10)
    return {
        "fields": {
            "document_number": "A26-004518",
            "date": "2026-11-16",
            "due_date": "2026-12-16",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Suministros de Droguería Albufera, S.L.",
            "customer_name": "Droguería Lloret, C.B.",
        },
        "line_items": items,
    }


# tbe5: a Leuven heating installer's bilingual Peppol invoice with a structured communication
BE_ROWS = (  # description, quantity, unit, unit price (EUR)
    ("Onderhoud condensatieketel 35 kW / Entretien chaudière", "4", "st", "145.00"),
    ("Circulatiepomp 25-60 vervangen / Remplacement circulateur", "1", "st", "389.00"),
    ("Expansievat 25 l met toebehoren / Vase d'expansion", "1", "st", "112.50"),
    ("Thermostatische radiatorkraan / Robinet thermostatique", "14", "st", "38.20"),
    ("Arbeidsuren technicus / Heures technicien", "9.5", "u", "62.00"),
    ("Verplaatsingskosten / Frais de déplacement", "3", "st", "35.00"),
)
BE_RED = (0.72, 0.12, 0.12)
BE_COMM = "+++202/6041/71192+++"


def _be_head(c, h: float, left: float, right: float) -> None:
    """tbe5's head: the logo, the installer's address, FACTUUR / FACTURE, the customer, the keys in boxes."""
    c.setFillColorRGB(*BE_RED)
    c.circle(left + 20, h - 62, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * (left + 20), h - 66, "P&Z", 11, BOLD)
    c.setFillGray(0)
    _text(c, left + 50, h - 58, "Peeters & Zonen Verwarming BV", 15, BOLD)
    c.setFillGray(0.35)
    _text(c, left + 50, h - 71, "Centrale verwarming · Sanitair · Warmtepompen", 8)
    c.setFillGray(0)
    _text(c, right, h - 58, "FACTUUR / FACTURE", 17, BOLD, True)
    vendor = (
        "Tiensesteenweg 412, 3001 Heverlee",
        "Tel. 016 55 04 12 · facturatie@peeters-zonen.be",
        "BTW/TVA BE 0456.789.133 · RPR Leuven",
        "Erkend installateur gas - stookolie (Cerga)",
    )
    _block(c, left, h - 100, vendor, 8, pitch=10.5)
    customer = (
        "Immo Dijlepark NV",
        "t.a.v. dienst boekhouding",
        "Vaartkom 31 bus 2",
        "3000 Leuven",
        "BTW BE 0712.345.630",
        "Peppol-ID 0208:0712345630",
    )
    _block(c, 340, h - 100, customer, 9, pitch=11.5, first=BOLD)
    cells = (
        ("Factuurnr. / N° facture", "2026-0417"),
        ("Factuurdatum / Date", "19/11/2026"),
        ("Vervaldatum / Échéance", "19/12/2026"),
        ("Klantnr. / N° client", "K-1182"),
        ("Uw ref. / Votre réf.", "PO 26-0883"),
    )
    _key_boxes(c, left, h - 184, [(right - left) / 5] * 5, cells, 28, 9)
    subject = (
        "Betreft / Concerne: jaarlijks onderhoud stookplaats Residentie Dijlepark, blok A-D (werkbon 7741)"
    )
    _text(c, left, h - 232, subject, 8.5, "Helvetica-Oblique")


def tbe5(c) -> dict:
    w, h = A4
    left, right = 50, 545
    rows, items, net = [], [], Decimal(0)
    for d, q, unit, price in BE_ROWS:
        amount = _mul(q, price)
        net += amount
        rows.append((d, q.replace(".", ","), unit, _dot(price), "21%", _dot(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}"))
    tax = _pct(net, "21")
    total = net + tax
    _be_head(c, h, left, right)
    spec = ((left + 4, False), (340, True), (347, False), (428, True), (464, True), (right - 4, True))
    top = h - 262
    c.setFillColorRGB(*BE_RED)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(1)
    heads = ("Omschrijving / Description", "Aantal", "Eenh.", "Prijs / Prix", "BTW", "Excl. BTW / HTVA")
    _cells(c, top, spec, heads, 8, BOLD)
    c.setFillGray(0)
    for i, row in enumerate(rows):
        y = top - 20 - 17 * i
        if i % 2:
            c.setFillGray(0.95)
            c.rect(left, y - 5, right - left, 17, stroke=0, fill=1)
            c.setFillGray(0)
        _cells(c, y, spec, row, 8.5)
    y = top - 20 - 17 * len(rows)
    c.setLineWidth(0.6)
    c.line(left, y + 8, right, y + 8)
    totals = (
        ("Totaal excl. BTW / Total HTVA", _dot(net)),
        ("BTW 21% / TVA 21%", _dot(tax)),
        ("Totaal incl. BTW / Total TVAC", _dot(total)),
    )
    _pairs(c, 330, right - 4, y - 10, totals, pitch=14)
    c.setFillColorRGB(*BE_RED)
    c.rect(324, y - 72, right - 324, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 330, y - 65, "Te betalen / À payer", 11, BOLD)
    _text(c, right - 4, y - 65, f"EUR {_dot(total)}", 11, BOLD, True)
    c.setFillGray(0)
    top = y - 100
    c.setLineWidth(0.8)
    c.rect(left, top - 110, right - left, 110)
    _text(c, left + 8, top - 16, "Betalingsinformatie / Informations de paiement", 9, BOLD)
    pay = (
        f"Gelieve EUR {_dot(total)} te betalen vóór 19/12/2026 / À payer avant le 19/12/2026",
        "IBAN BE68 5390 0754 7034 · BIC TRIOBEBB",
        "Gestructureerde mededeling / Communication structurée:",
    )
    _block(c, left + 8, top - 32, pay, 8.5, pitch=12)
    _text(c, left + 8, top - 76, BE_COMM, 13, "Courier-Bold")
    _text(
        c,
        left + 8,
        top - 96,
        "Scan de QR-code met uw bank-app / Scannez le code QR avec votre app bancaire",
        7.5,
    )
    epc = "\n".join(
        (
            "BCD",
            "002",
            "1",
            "SCT",
            "TRIOBEBB",
            "Peeters & Zonen Verwarming BV",
            "BE68539007547034",
            f"EUR{total:.2f}",
        )
    )
    epc += f"\n\n{BE_COMM}"
    _qr(c, epc, right - 100, top - 104, 92)
    notes = (
        (
            "Deze factuur werd elektronisch verstuurd via het Peppol-netwerk (0208:0456789133) en is conform "
            "EN 16931."
        ),
        (
            "Cette facture a été transmise par le réseau Peppol. Nos conditions générales figurent "
            "au verso du bon de"
        ),
        "travail. Bij laattijdige betaling is van rechtswege een intrest van 8 % per jaar verschuldigd.",
    )
    _block(c, left, top - 130, notes, 7.5, pitch=10)
    c.setLineWidth(0.4)
    c.line(left, 52, right, 52)
    foot = (
        "Peeters & Zonen Verwarming BV · Tiensesteenweg 412, 3001 Heverlee · KBO/BCE 0456.789.133 · "
        "www.peeters-zonen.be"
    )
    _centre(c, w, 40, foot, 7)
    return {
        "fields": {
            "document_number": "2026-0417",
            "date": "2026-11-19",
            "due_date": "2026-12-19",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Peeters & Zonen Verwarming BV",
            "customer_name": "Immo Dijlepark NV",
        },
        "line_items": items,
    }


# tno6: a Hardanger timber merchant's EHF faktura with a Norwegian giro
NO_ROWS = (  # article no., description, quantity, unit, unit price (NOK), discount %
    ("10452", "Konstruksjonsvirke 48x198 C24", "240", "lm", "39.90", None),
    ("10418", "Konstruksjonsvirke 48x98 C24", "360", "lm", "18.50", None),
    ("20215", "Kledning D-fals 19x148 grunnet", "520", "lm", "24.90", "10"),
    ("30310", "Terrassebord 28x120 royalimpregnert", "180", "lm", "29.90", "10"),
    ("41001", "Gipsplate 12,5 mm 1200x2400", "45", "stk", "129.00", None),
    ("52014", "Isolasjon 200 mm, pakke 3,5 m²", "30", "pk", "389.00", "5"),
    ("60033", "Terrasseskrue A4 4,2x55, 500 stk", "6", "pk", "349.00", None),
    ("90001", "Frakt Norheimsund - Øystese", "1", "stk", "1250.00", None),
)
NO_GREEN = (0.1, 0.38, 0.22)
NO_KID = "30518204414"


def _no_head(c, h: float, left: float, right: float) -> None:
    """tno6's head: three planks and the merchant's name, its address, the buyer and the invoice's keys."""
    c.setFillColorRGB(*NO_GREEN)
    for k in range(3):
        c.rect(left + 4 * k, h - 50 - 10 * k, 34, 7, stroke=0, fill=1)
    _text(c, left + 50, h - 62, "Hardanger Trelast AS", 18, BOLD)
    c.setFillGray(0.35)
    _text(c, left + 50, h - 74, "Trelast · Byggevarer · Verktøy", 8.5)
    c.setFillGray(0)
    vendor = (
        "Sandvenvegen 40",
        "5600 Norheimsund",
        "Tlf. 56 55 14 20",
        "post@hardangertrelast.no",
        "Org.nr. NO 918 427 333 MVA",
    )
    _block(c, right, h - 50, vendor, 8, pitch=10, right=True)
    _block(
        c, left, h - 138, ("Kvamsøy Bygg AS", "Att. Rune Tveit", "Postboks 112", "5610 Øystese"), 10, pitch=13
    )
    _text(c, 350, h - 124, "FAKTURA", 18, BOLD)
    meta = (
        ("Fakturanr.", "204417"),
        ("Fakturadato", "14.11.2026"),
        ("Forfallsdato", "28.11.2026"),
        ("Kundenr.", "30518"),
        ("Deres ref.", "Rune Tveit"),
        ("Vår ref.", "Ola Hauge"),
        ("Leveringsdato", "12.11.2026"),
        ("KID", NO_KID),
    )
    _pairs(c, 350, right, h - 142, meta, pitch=11.5)


def _no_giro(c, total: Decimal, left: float, right: float) -> None:
    """A Norwegian giro along the page's foot: the receipt part, the payment information, payer and payee, the
    deadline, and the band of KID, kroner, øre and account."""
    tint = (1.0, 0.93, 0.86)
    c.setFillColorRGB(*tint)
    c.rect(left, 40, right - left, 232, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 6, 260, "KVITTERING", 9, BOLD)
    _text(c, 300, 258, "GIRO", 14, BOLD)
    _block(c, left + 6, 246, ("Innbetalt til konto", "3530.12.34560"), 7.5, pitch=10)
    _block(c, left + 110, 246, ("Beløp", _space(total)), 7.5, pitch=10)
    _block(c, left + 190, 246, ("Betalerens kontonummer", ""), 7.5, pitch=10)
    _text(c, right - 6, 252, "Betalingsfrist", 7, right=True)
    c.setFillGray(1)
    c.rect(right - 110, 226, 104, 22, stroke=0, fill=1)
    for x, y, wd, ht in ((left + 6, 120, 255, 62), (310, 120, 230, 62), (left + 6, 194, 255, 22)):
        c.rect(x, y, wd, ht, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, right - 58, 233, "28.11.2026", 10, BOLD)
    _text(c, left + 6, 220, "Betalingsinformasjon", 7)
    _text(c, left + 10, 201, "Faktura 204417 · Kundenr. 30518", 9)
    _text(c, 310, 220, "Underskrift ved girering", 7)
    c.line(310, 198, right - 10, 198)
    _text(c, left + 6, 186, "Betalt av", 7)
    _block(c, left + 10, 168, ("Kvamsøy Bygg AS", "Postboks 112", "5610 Øystese"), 9, pitch=11)
    _text(c, 310, 186, "Betalt til", 7)
    _block(c, 314, 168, ("Hardanger Trelast AS", "Sandvenvegen 40", "5600 Norheimsund"), 9, pitch=11)
    c.setFillGray(1)
    c.rect(left, 40, right - left, 62, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    c.line(left, 102, right, 102)
    heads = (
        (left + 6, "Kundeidentifikasjon (KID)"),
        (250, "Kroner"),
        (330, "Øre"),
        (372, "Til konto"),
    )
    for x, s in heads:
        _text(c, x, 92, s, 7)
    kroner, ore = f"{total:.2f}".split(".")
    _text(c, left + 6, 64, NO_KID, 12, "Courier-Bold")
    _text(c, 320, 64, _num(kroner, " ", ",", 0), 12, "Courier-Bold", True)
    _text(c, 332, 64, ore, 12, "Courier-Bold")
    _text(c, 372, 64, "3530.12.34560", 12, "Courier-Bold")
    for x in (245, 326, 364):
        c.line(x, 48, x, 100)


def tno6(c) -> dict:
    _, h = A4
    left, right = 45, 550
    rows, items, net = [], [], Decimal(0)
    for art, d, q, unit, price, disc in NO_ROWS:
        gross = _mul(q, price)
        amount = gross - _pct(gross, disc) if disc else gross
        net += amount
        rows.append((art, d, q, unit, _space(price), disc or "", "25", _space(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}", art))
    tax = _pct(net, "25")
    total = net + tax
    _no_head(c, h, left, right)
    spec = (
        (left, False),
        (left + 40, False),
        (322, True),
        (328, False),
        (400, True),
        (438, True),
        (472, True),
        (right, True),
    )
    top = h - 262
    c.setStrokeColorRGB(*NO_GREEN)
    c.setLineWidth(1.2)
    c.line(left, top + 12, right, top + 12)
    c.line(left, top - 5, right, top - 5)
    c.setStrokeGray(0)
    _cells(
        c,
        top,
        spec,
        ("Varenr.", "Beskrivelse", "Antall", "Enhet", "Pris", "Rab. %", "MVA %", "Beløp"),
        8,
        BOLD,
    )
    for i, row in enumerate(rows):
        _cells(c, top - 20 - 14.5 * i, spec, row, 8.5)
    y = top - 20 - 14.5 * len(rows)
    c.setLineWidth(0.5)
    c.line(left, y + 6, right, y + 6)
    _pairs(c, 370, right, y - 10, (("Sum eks. mva", _space(net)), ("MVA 25 %", _space(tax))), pitch=14)
    c.setLineWidth(1)
    c.line(370, y - 30, right, y - 30)
    _text(c, 370, y - 46, "Å betale NOK", 12, BOLD)
    _text(c, right, y - 46, _space(total), 12, BOLD, True)
    notes = (
        "Betalingsbetingelser: 14 dager netto. Ved betaling etter forfall beregnes",
        "forsinkelsesrente etter forsinkelsesrenteloven, p.t. 12,75 % p.a.",
        "Varene forblir selgers eiendom til kjøpesummen er betalt i sin helhet.",
        "Fakturaen er sendt som EHF via PEPPOL (0192:918427333).",
    )
    _block(c, left, y - 10, notes, 7.5, pitch=10)
    _no_giro(c, total, left, right)
    return {
        "fields": {
            "document_number": "204417",
            "date": "2026-11-14",
            "due_date": "2026-11-28",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "NOK",
            "vendor_name": "Hardanger Trelast AS",
            "customer_name": "Kvamsøy Bygg AS",
        },
        "line_items": items,
    }


# tpl7: a Kraków caterer's invoice as a KSeF visualisation (ASCII where cp1252 lacks the Polish letter)
PL_ROWS = (  # description, unit price net (PLN), quantity, unit, VAT rate
    ("Catering konferencyjny - lunch bufetowy", "64.00", "85", "szt.", "8"),
    ("Przerwa kawowa ciagla (osoba/dzien)", "32.00", "85", "szt.", "8"),
    ("Kolacja okolicznosciowa - menu B", "118.00", "60", "szt.", "8"),
    ("Obsluga kelnerska", "55.00", "32", "godz.", "8"),
    ("Wino musujace 0,75 l", "42.00", "24", "szt.", "23"),
    ("Wynajem zastawy i szkla", "650.00", "1", "kpl.", "23"),
    ("Transport i dostawa", "280.00", "1", "usl.", "23"),
)
PL_RED = (0.8, 0.1, 0.2)


def _pl_section(c, left: float, right: float, y: float, title: str) -> None:
    """A KSeF section's title over a rule."""
    _text(c, left, y, title, 10.5, BOLD)
    c.setLineWidth(0.5)
    c.setStrokeGray(0.6)
    c.line(left, y - 4, right, y - 4)
    c.setStrokeGray(0)


def _pl_head(c, h: float, left: float, right: float) -> None:
    """tpl7's head: the KSeF mark, the invoice's number and KSeF number, seller and buyer, the details."""
    _text(c, left, h - 50, "Krajowy System ", 13, BOLD)
    c.setFillColorRGB(*PL_RED)
    _text(c, left + c.stringWidth("Krajowy System ", BOLD, 13), h - 50, "e-Faktur", 13, BOLD)
    c.setFillGray(0)
    _text(c, right, h - 44, "Numer Faktury:", 8, right=True)
    _text(c, right, h - 60, "FV/2026/11/0187", 14, BOLD, True)
    _text(c, right, h - 72, "Faktura VAT - faktura podstawowa", 8.5, right=True)
    _text(c, left, h - 86, "Numer KSeF: 6793108059-20261118-7C2A4F9E01B3-4D", 8)
    for x, title, lines in (
        (
            left,
            "Sprzedawca",
            (
                "NIP: 6793108059",
                "Nazwa: Catering Pod Wawelem Sp. z o.o.",
                "Adres: ul. Grodzka 58, 31-044 Kraków, Polska",
                "Dane kontaktowe: biuro@cateringpodwawelem.pl",
                "Tel.: +48 12 555 04 18",
            ),
        ),
        (
            305,
            "Nabywca",
            (
                "NIP: 6772849135",
                "Nazwa: Biuro Projektowe Lindner Sp. z o.o.",
                "Adres: ul. Wielicka 250, 30-663 Kraków, Polska",
                "Numer klienta: K/0412",
            ),
        ),
    ):
        _pl_section(c, x, x + 245, h - 112, title)
        _block(c, x, h - 130, lines, 8.5, pitch=11.5)
    _pl_section(c, left, right, h - 206, "Szczególy")
    details = (
        ("Data wystawienia, z zastrzezeniem art. 106na ust. 1 ustawy:", "2026-11-18"),
        ("Miejsce wystawienia:", "Kraków"),
        ("Data dokonania lub zakonczenia dostawy towarów lub wykonania uslugi:", "2026-11-16"),
    )
    _keys_beside(c, left, 345, h - 224, details, 8.5)


def tpl7(c) -> dict:
    _, h = A4
    left, right = 40, 555
    rows, items = [], []
    bases = {"23": Decimal(0), "8": Decimal(0)}
    for i, (d, price, q, unit, rate) in enumerate(PL_ROWS, 1):
        amount = _mul(q, price)
        bases[rate] += amount
        rows.append((str(i), d, _space(price), q, unit, f"{rate}%", _space(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}"))
    taxes = {rate: _pct(base, rate) for rate, base in bases.items()}
    net, tax = sum(bases.values()), sum(taxes.values())
    total = net + tax
    _pl_head(c, h, left, right)
    _pl_section(c, left, right, h - 274, "Pozycje")
    _text(c, left, h - 292, "Faktura wystawiona w cenach netto w walucie PLN", 8.5)
    edges = (left, 62, 262, 322, 360, 400, 450, right)
    heads = (
        "Lp.",
        "Nazwa towaru lub uslugi",
        "Cena jedn.\nnetto",
        "Ilosc",
        "Miara",
        "Stawka\npodatku",
        "Wartosc\nsprzedazy netto",
    )
    aligns = (False, False, True, True, False, True, True)
    y = _grid(c, h - 300, edges, heads, rows, aligns, 8, 22, 15, fill=0.92)
    _text(c, right, y - 16, f"Kwota naleznosci ogólem: {_space(total)} PLN", 10, BOLD, True)
    _text(c, left, y - 40, "Podsumowanie stawek podatku", 9, BOLD)
    summary = [
        (str(k), f"{rate}%", _space(bases[rate]), _space(taxes[rate]), _space(bases[rate] + taxes[rate]))
        for k, rate in enumerate(("23", "8"), 1)
    ]
    edges = (left, 62, 140, 220, 300, 380)
    heads = ("Lp.", "Stawka podatku", "Kwota netto", "Kwota podatku", "Kwota brutto")
    y2 = _grid(c, y - 46, edges, heads, summary, (False,) + (True,) * 4, 8, 14, 15, fill=0.92)
    totals = (("Suma wartosci netto", _space(net)), ("Suma podatku VAT", _space(tax)))
    _pairs(c, 405, right, y - 58, totals, pitch=13)
    _text(c, 405, y - 90, "Do zaplaty", 11, BOLD)
    _text(c, right, y - 90, f"{_space(total)} PLN", 11, BOLD, True)
    y = y2 - 26
    _pl_section(c, left, 330, y, "Platnosc")
    pay = (
        ("Informacja o platnosci:", "Brak zaplaty"),
        ("Termin platnosci:", "2026-12-02"),
        ("Forma platnosci:", "Przelew"),
        ("Pelny numer rachunku:", "PL69 1090 1014 0000 0712 1981 2874"),
        ("Nazwa banku:", "Santander Bank Polska S.A."),
        ("Tytul platnosci:", "FV/2026/11/0187"),
    )
    _keys_beside(c, left, 150, y - 18, pay, 8.5)
    _pl_section(c, 360, right, y, "Sprawdz, czy faktura jest w KSeF")
    url = "https://ksef.mf.gov.pl/client-app/invoice/6793108059/18-11-2026/7C2A4F9E01B3"
    _qr(c, url, 360, y - 112, 96)
    _block(c, 462, y - 30, ("Zeskanuj kod QR", "lub wejdz na", "ksef.mf.gov.pl"), 7.5, pitch=10)
    c.setLineWidth(0.4)
    c.line(left, 50, right, 50)
    _text(c, left, 40, "Wytworzona w: FK-Biuro 4.2 (KSeF API 2.0)", 7)
    _text(c, right, 40, "Strona 1 z 1", 7, right=True)
    return {
        "fields": {
            "document_number": "FV/2026/11/0187",
            "date": "2026-11-18",
            "due_date": "2026-12-02",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "PLN",
            "vendor_name": "Catering Pod Wawelem Sp. z o.o.",
            "customer_name": "Biuro Projektowe Lindner Sp. z o.o.",
        },
        "line_items": items,
    }


# tro8: a Cluj farm-supplies distributor's e-Factura to an orchard, in the Romanian numbered columns
RO_ROWS = (  # description, unit, quantity, unit price without TVA (RON)
    ("Ingrasamant NPK 15-15-15, sac 50 kg", "sac", "40", "168.00"),
    ("Fungicid pe baza de difenoconazol, 1 l", "l", "12", "245.50"),
    ("Insecticid acetamiprid 20 SG, 500 g", "buc", "6", "312.00"),
    ("Plasa antigrindina 4 x 100 m", "rola", "8", "1180.00"),
    ("Sarma zincata 2,5 mm, colac 25 kg", "col", "15", "172.40"),
    ("Transport Cluj-Napoca - Dumitra", "serv", "1", "450.00"),
)


def _ro_parties(c, h: float) -> None:
    """tro8's three zones: the supplier, the invoice's box and the buyer."""
    supplier = (
        "Furnizor:",
        "Transilvania Agro Distributie S.R.L.",
        "Nr. ord. reg. com.: J12/2841/2011",
        "CIF: RO28614795",
        "Sediul: Str. Fabricii nr. 9",
        "Cluj-Napoca, jud. Cluj",
        "Capital social: 45.000 lei",
        "IBAN: RO15 BTRL 0130 1205 K486 13XX",
        "Banca: Banca Transilvania",
    )
    buyer = (
        "Cumparator:",
        "Livada Somesului S.R.L.",
        "Nr. ord. reg. com.: J06/512/2015",
        "CIF: RO34129876",
        "Sediul: Sat Dumitra nr. 214",
        "com. Dumitra, jud. Bistrita-Nasaud",
        "IBAN: RO59 RNCB 0106 0254 1258 0001",
        "Banca: BCR",
    )
    for x, lines in ((35, supplier), (385, buyer)):
        _text(c, x, h - 46, lines[0], 8)
        _text(c, x, h - 59, lines[1], 9.5, BOLD)
        _block(c, x, h - 72, lines[2:], 7.8, pitch=10.5)
    c.setLineWidth(1)
    c.rect(240, h - 150, 135, 112)
    _centre(c, 615, h - 60, "FACTURA", 16, BOLD)
    meta = (
        ("Nr. factura:", "TAD-004812"),
        ("Data (zi/luna/an):", "20.11.2026"),
        ("Data scadentei:", "20.12.2026"),
        ("Cota TVA:", "21%"),
        ("Moneda:", "RON"),
    )
    for i, (k, v) in enumerate(meta):
        _text(c, 246, h - 80 - 13 * i, k, 7.5)
        _text(c, 369, h - 80 - 13 * i, v, 8, BOLD, True)


def tro8(c) -> dict:
    _, h = A4
    rows, items, net, tax = [], [], Decimal(0), Decimal(0)
    for i, (d, unit, q, price) in enumerate(RO_ROWS, 1):
        amount = _mul(q, price)
        line_tax = _pct(amount, "21")
        net += amount
        tax += line_tax
        rows.append((str(i), d, unit, q, _dot(price), _dot(amount), _dot(line_tax)))
        items.append(_item(d, q, price, f"{amount:.2f}"))
    total = net + tax
    _ro_parties(c, h)
    edges = (35, 62, 262, 292, 337, 402, 482, 560)
    heads = (
        "Nr.\ncrt.",
        "Denumirea produselor\nsau a serviciilor",
        "U.M.",
        "Canti-\ntatea",
        "Pretul unitar\n(fara TVA) -lei-",
        "Valoarea\n-lei-",
        "Valoarea TVA\n-lei-",
    )
    numbers = ("0", "1", "2", "3", "4", "5 (3x4)", "6")
    y = _grid(c, h - 190, edges, heads, (("",) * 7,), (False,) * 7, 7.5, 24, 11, fill=0.9)
    for (x0, x1), number in zip(
        pairwise(edges), numbers
    ):  # the columns' numbers, centred as they are printed
        _centre(c, x0 + x1, y + 3, number, 6.5)
    aligns = (True, False, False, True, True, True, True)
    y = _grid(c, y, edges, ("",) * 7, rows, aligns, 8, 0.01, 16, fill=None)
    c.setLineWidth(1)
    c.rect(35, y - 44, 525, 44)
    c.line(35, y - 22, 560, y - 22)
    for x in (402, 482):
        c.line(x, y, x, y - 22)
    c.line(402, y - 22, 402, y - 44)
    _text(c, 41, y - 15, "Total", 9, BOLD)
    _text(c, 479, y - 15, _dot(net), 9, BOLD, True)
    _text(c, 557, y - 15, _dot(tax), 9, BOLD, True)
    _text(c, 41, y - 37, "Total de plata (col. 5 + col. 6)", 10, BOLD)
    _text(c, 557, y - 37, f"{_dot(total)} lei", 11, BOLD, True)
    top = y - 64
    c.setLineWidth(0.6)
    for x0, x1, lines in (
        (35, 170, ("Semnatura si stampila", "furnizorului")),
        (
            170,
            430,
            (
                "Date privind expeditia:",
                "Numele delegatului: Pop Ioan",
                "C.I. seria CJ nr. 418230",
                "Mijloc de transport: CJ-12-TAD",
                "Expedierea s-a efectuat in prezenta noastra la data",
                "de 20.11.2026, ora 08:30.",
            ),
        ),
        (430, 560, ("Semnatura de primire",)),
    ):
        c.rect(x0, top - 80, x1 - x0, 80)
        _block(c, x0 + 5, top - 11, lines, 7.5, pitch=10)
    notes = (
        "Factura transmisa prin sistemul national RO e-Factura. Index incarcare: 5012845530.",
        "Termen de plata: 30 de zile de la data emiterii. Va rugam mentionati numarul facturii la plata.",
        "Factura circula fara semnatura si stampila conform art. 319 alin. (29) din Codul fiscal.",
    )
    _block(c, 35, top - 100, notes, 7.5, pitch=10)
    return {
        "fields": {
            "document_number": "TAD-004812",
            "date": "2026-11-20",
            "due_date": "2026-12-20",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "RON",
            "vendor_name": "Transilvania Agro Distributie S.R.L.",
            "customer_name": "Livada Somesului S.R.L.",
        },
        "line_items": items,
    }


# thr9: a Rijeka air conditioning service's fiscalised invoice to a hotel (č and ć written as c)
HR_ROWS = (  # description, quantity, unit, unit price (EUR), discount %
    ("Servis split klima uredaja do 7 kW", "18", "kom", "65.00", None),
    ("Servis VRF vanjske jedinice", "3", "kom", "240.00", None),
    ("Dezinfekcija izmjenjivaca i odvoda", "21", "kom", "18.00", "10"),
    ("Zamjena filtera unutarnje jedinice", "24", "kom", "12.50", None),
    ("Dopuna rashladnog medija R32", "4.5", "kg", "58.00", None),
    ("Radni sat tehnicara", "6", "h", "42.00", None),
    ("Putni trošak Rijeka - Opatija", "1", "kom", "35.00", None),
)
HR_BLUE = (0.05, 0.35, 0.62)
HR_JIR = "5ed6c91a-fdcc-43ea-837f-a5f1daa4b202"


def _hr_head(c, h: float, left: float, right: float) -> None:
    """thr9's head: a snowflake logo and the firm's details, the buyer, RACUN and its keys."""
    cx, cy = left + 22, h - 62
    c.setFillColorRGB(*HR_BLUE)
    c.circle(cx, cy, 22, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(2)
    for dx, dy in ((15, 0), (7.5, 13), (-7.5, 13)):
        c.line(cx - dx, cy - dy, cx + dx, cy + dy)
    c.setStrokeGray(0)
    c.setLineWidth(0.6)
    _text(c, left + 54, h - 58, "Klima Servis Kvarner d.o.o.", 15, BOLD)
    c.setFillGray(0)
    _text(c, left + 54, h - 71, "Servis i montaža klima uredaja i dizalica topline", 8, "Helvetica-Oblique")
    vendor = (
        "Zvonimirova 14, 51000 Rijeka",
        "OIB: 48271639504",
        "Tel. 051 555 204 · info@klimaservis-kvarner.hr",
        "IBAN: HR71 2340 0091 1102 3456 7 (PBZ)",
    )
    _block(c, left, h - 100, vendor, 8, pitch=10.5)
    c.setStrokeColorRGB(*HR_BLUE)
    c.rect(330, h - 160, right - 330, 74)
    c.setStrokeGray(0)
    _text(c, 338, h - 98, "Kupac:", 7.5)
    buyer = ("Hotel Opatija Riviera d.d.", "Ulica Maršala Tita 144", "51410 Opatija", "OIB: 17392584065")
    _block(c, 338, h - 112, buyer, 9, pitch=11.5, first=BOLD)
    c.setFillColorRGB(*HR_BLUE)
    _text(c, left, h - 190, "RACUN br. 145/PP1/1", 15, BOLD)
    c.setFillGray(0)
    meta = (
        ("Datum i vrijeme izdavanja:", "17.11.2026. 10:42:15"),
        ("Datum isporuke:", "14.11.2026."),
        ("Datum dospijeca:", "02.12.2026."),
    )
    meta2 = (
        ("Nacin placanja:", "Transakcijski racun"),
        ("Oznaka operatera:", "MK-02"),
        ("Poziv na broj:", "HR01 145-1711"),
    )
    _keys_beside(c, left, left + 118, h - 210, meta, 8.5)
    _keys_beside(c, 330, 420, h - 210, meta2, 8.5)


def thr9(c) -> dict:
    _, h = A4
    left, right = 45, 550
    rows, items, net = [], [], Decimal(0)
    for i, (d, q, unit, price, disc) in enumerate(HR_ROWS, 1):
        gross = _mul(q, price)
        amount = gross - _pct(gross, disc) if disc else gross
        net += amount
        rows.append((f"{i}.", d, q.replace(".", ","), unit, _dot(price), disc or "", _dot(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}"))
    tax = _pct(net, "25")
    total = net + tax
    _hr_head(c, h, left, right)
    spec = (
        (left + 4, False),
        (left + 30, False),
        (330, True),
        (338, False),
        (410, True),
        (455, True),
        (right - 4, True),
    )
    top = h - 262
    c.setFillColorRGB(*HR_BLUE)
    c.rect(left, top - 6, right - left, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _cells(c, top, spec, ("R.br.", "Opis", "Kol.", "JM", "Cijena", "Rabat %", "Iznos EUR"), 8, BOLD)
    c.setFillGray(0)
    c.setLineWidth(0.3)
    for i, row in enumerate(rows):
        y = top - 22 - 16 * i
        _cells(c, y, spec, row, 8.5)
        c.line(left, y - 5, right, y - 5)
    y = top - 22 - 16 * len(rows)
    _text(c, left, y - 14, "Rekapitulacija PDV-a", 8, BOLD)
    recap = (("PDV 25%", _dot(net), _dot(tax)),)
    _grid(
        c, y - 20, (left, 120, 200, 280), ("Stopa", "Osnovica", "Iznos PDV-a"), recap, (False, True, True), 8
    )
    totals = (("Ukupno bez PDV-a", _dot(net)), ("PDV 25 %", _dot(tax)))
    _pairs(c, 340, right - 4, y - 14, totals, pitch=14)
    c.setFillColorRGB(*HR_BLUE)
    c.rect(334, y - 56, right - 334, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, 340, y - 49, "Ukupno za placanje EUR", 10, BOLD)
    _text(c, right - 4, y - 49, _dot(total), 11, BOLD, True)
    c.setFillGray(0)
    top = y - 86
    c.setLineWidth(0.6)
    c.rect(left, top - 108, right - left, 108)
    fiscal = (
        ("JIR:", HR_JIR),
        ("ZKI:", "3f0289b0c3ad2edfade66c32d9c0ad48"),
        ("Racun izdao:", "Marko Kovac"),
        ("Mjesto izdavanja:", "Rijeka"),
    )
    _keys_beside(c, left + 8, left + 90, top - 18, fiscal, 8.5, 13)
    notes = (
        "Racun je fiskaliziran. Provjerite racun skeniranjem QR koda.",
        "Placanje na IBAN HR71 2340 0091 1102 3456 7, model HR01, poziv na broj 145-1711.",
        "Reklamacije se primaju u roku 8 dana od primitka racuna.",
    )
    _block(c, left + 8, top - 76, notes, 7.5, pitch=10)
    url = f"https://porezna.gov.hr/rn?jir={HR_JIR}&datv=20261117_1042&izn={total:.2f}"
    _qr(c, url, right - 96, top - 102, 90)
    c.setLineWidth(0.4)
    c.line(left, 58, right, 58)
    foot = (
        (
            "Klima Servis Kvarner d.o.o. · Trgovacki sud u Rijeci, MBS 040284613 · Temeljni kapital 2.654,46 "
            "EUR uplacen"
        ),
        "u cijelosti · Clan uprave: Ivan Pavlic · Obveznik fiskalizacije · Obveznik PDV-a · OIB 48271639504",
    )
    _block(c, left, 46, foot, 7, pitch=9)
    return {
        "fields": {
            "document_number": "145/PP1/1",
            "date": "2026-11-17",
            "due_date": "2026-12-02",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "EUR",
            "vendor_name": "Klima Servis Kvarner d.o.o.",
            "customer_name": "Hotel Opatija Riviera d.d.",
        },
        "line_items": items,
    }


# tau10: an Adelaide lab supplier's tax invoice sent via Peppol, with a payment advice
AU_ROWS = (  # description, quantity, unit price (AUD)
    ("Nitrile gloves, powder-free, M (box 100)", "20", "12.40"),
    ("Pipette tips 200 µL, racked (10 x 96)", "8", "58.90"),
    ("Sample bottles HDPE 500 mL (case 50)", "12", "46.00"),
    ("pH buffer set 4 / 7 / 10, 500 mL each", "3", "84.50"),
    ("Turbidity standard kit 0.1 - 1000 NTU", "1", "412.00"),
    ("Freight - Adelaide to Renmark", "1", "65.00"),
)
AU_TEAL = (0.0, 0.45, 0.5)


def _au_head(c, h: float, left: float, right: float) -> None:
    """tau10's head: TAX INVOICE, the customer, the invoice's keys over values, the supplier's block."""
    c.setFillColorRGB(*AU_TEAL)
    _text(c, left, h - 62, "TAX INVOICE", 24, BOLD)
    c.setFillGray(0)
    customer = (
        "Riverland Water Analytics Pty Ltd",
        "Attention: Accounts Payable",
        "14 Ral Ral Avenue",
        "RENMARK SA 5341",
        "ABN 64 820 311 715",
    )
    _block(c, left, h - 92, customer, 9, pitch=11.5, first=BOLD)
    keys = (
        ("Invoice Date", "18 Nov 2026"),
        ("Invoice Number", "INV-30214"),
        ("Reference", "PO 4471"),
        ("ABN", "53 824 177 013"),
    )
    for i, (k, v) in enumerate(keys):
        _text(c, 270, h - 52 - 26 * i, k, 8, BOLD)
        _text(c, 270, h - 63 - 26 * i, v, 9)
    c.setFillColorRGB(*AU_TEAL)
    c.circle(right - 8, h - 50, 8, stroke=0, fill=1)
    c.setFillGray(0)
    vendor = (
        "Southern Cross Lab Supplies Pty Ltd",
        "Unit 3, 27 Grange Road",
        "WELLAND SA 5007",
        "PO Box 2217, Adelaide SA 5001",
        "(08) 8555 0193",
        "accounts@sclabsupplies.com.au",
    )
    _block(c, right, h - 72, vendor, 8, pitch=10.5, first=BOLD, right=True)


def tau10(c) -> dict:
    _, h = A4
    left, right = 45, 550
    rows, items, net = [], [], Decimal(0)
    for d, q, price in AU_ROWS:
        amount = _mul(q, price)
        net += amount
        rows.append((d, q, _num(price), "10%", _num(amount)))
        items.append(_item(d, q, price, f"{amount:.2f}"))
    tax = _pct(net, "10")
    total = net + tax
    _au_head(c, h, left, right)
    spec = ((left, False), (360, True), (430, True), (475, True), (right, True))
    top = h - 200
    _cells(c, top, spec, ("Description", "Quantity", "Unit Price", "GST", "Amount AUD"), 8.5, BOLD)
    c.setLineWidth(1.2)
    c.line(left, top - 5, right, top - 5)
    c.setLineWidth(0.3)
    for i, row in enumerate(rows):
        y = top - 22 - 19 * i
        _cells(c, y, spec, row, 9)
        c.line(left, y - 7, right, y - 7)
    y = top - 22 - 19 * len(rows)
    _pairs(c, 380, right, y - 10, (("Subtotal", _num(net)), ("TOTAL GST 10%", _num(tax))), pitch=15)
    c.setLineWidth(1)
    c.line(380, y - 34, right, y - 34)
    _text(c, 380, y - 48, "TOTAL AUD", 10, BOLD)
    _text(c, right, y - 48, _num(total), 10, BOLD, True)
    _pairs(c, 380, right, y - 64, (("Less Amount Paid", "0.00"),))
    c.line(380, y - 72, right, y - 72)
    _text(c, 380, y - 88, "AMOUNT DUE AUD", 11, BOLD)
    _text(c, right, y - 88, _num(total), 11, BOLD, True)
    _text(c, left, y - 20, "Due Date: 18 December 2026", 10, BOLD)
    pay = (
        "Payment terms: 30 days from invoice date.",
        "EFT: Westpac, BSB 035-062, Account 104 778, ref. INV-30214",
        "BPAY: Biller Code 284611, Ref 302144",
        "",
        "Delivered via the Peppol network",
        "from 0151:53824177013 to 0151:64820311715.",
    )
    _block(c, left, y - 40, pay, 8, pitch=11)
    cut = y - 130
    c.setDash(4, 3)
    c.line(20, cut, 575, cut)
    c.setDash()
    _text(c, left, cut + 4, "- - detach and return with your payment - -", 6.5)
    _text(c, left, cut - 30, "PAYMENT ADVICE", 15, BOLD)
    _block(
        c,
        left,
        cut - 50,
        ("To: Southern Cross Lab Supplies Pty Ltd", "PO Box 2217", "Adelaide SA 5001"),
        9,
        pitch=11.5,
    )
    advice = (
        ("Customer", "Riverland Water Analytics Pty Ltd"),
        ("Invoice Number", "INV-30214"),
        ("Amount Due", _num(total)),
        ("Due Date", "18 Dec 2026"),
        ("Amount Enclosed", ""),
    )
    for i, (k, v) in enumerate(advice):
        _text(c, 300, cut - 30 - 18 * i, k, 8.5, BOLD)
        _text(c, 390, cut - 30 - 18 * i, v, 9)
    c.line(390, cut - 104, right, cut - 104)
    _text(c, 390, cut - 114, "Enter the amount you are paying above", 7)
    _text(c, left, 40, "Southern Cross Lab Supplies Pty Ltd · ABN 53 824 177 013", 7)
    return {
        "fields": {
            "document_number": "INV-30214",
            "date": "2026-11-18",
            "due_date": "2026-12-18",
            "total_amount": f"{total:.2f}",
            "tax_amount": f"{tax:.2f}",
            "currency": "AUD",
            "vendor_name": "Southern Cross Lab Supplies Pty Ltd",
            "customer_name": "Riverland Water Analytics Pty Ltd",
        },
        "line_items": items,
    }


LAYOUTS = {
    "tde1": (tde1, A4),
    "tfr2": (tfr2, A4),
    "tit3": (tit3, A4),
    "tes4": (tes4, A4),
    "tbe5": (tbe5, A4),
    "tno6": (tno6, A4),
    "tpl7": (tpl7, A4),
    "tro8": (tro8, A4),
    "thr9": (thr9, A4),
    "tau10": (tau10, A4),
}
SCANNED = ("tfr2", "tit3", "tno6", "thr9")
