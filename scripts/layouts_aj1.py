"""Ten more hand-written e-invoices, written 2026-12-07 in the manner of scripts/layouts_set.py: the
human-readable PDF that e-invoice viewers and stylesheets render from the XML, in the XML's own order (label /
value grids, section headings, identifiers everywhere). A Hamburg building-services firm's XRechnung to a
district office in the manner of the KoSIT visualisation (two pages: an "Übersicht" with the parties, the
Leitweg-ID, the totals and the payment data, each label with its BT- code beside it, and a "Details" page with
one box per position), an Angers joinery's Factur-X facture (a "Factur-X EN 16931" badge, Vendeur / Acheteur,
SIREN/SIRET, TVA 20 %, "Net à payer"), a Modena printer's FatturaPA as the ministerial stylesheet prints it
("FATTURA ELETTRONICA", Cedente/prestatore and Cessionario/committente, the XML's raw values: dates
"2026-11-27", amounts "1480.00", quantities "6000.00", IVA 22 %), a Valencia catering supplier's Facturae in
the government viewer's boxes (NIF, IVA 21 %, "Total factura", "Total a ejecutar"), a Bergen machine
service's Peppol BIS Billing 3.0 viewer page (NOK, MVA 25 %, "Org.nr. NO 918 273 645 MVA", keys over values,
"Å betale", KID), a Utrecht installer's Peppol factuur (KvK, BTW 21 %, "€ 1.234,56", dates "30 november
2026", the description column first), a Warsaw builders' merchant's KSeF visualisation ("Faktura VAT", the KSeF
number, NIP, VAT 23 %, "Kwota naleznosci ogolem", Polish written without diacritics), a Helsinge office
furnisher's OIOUBL faktura to a municipality (EAN/GLN, CVR, moms 25 %, DKK "1.234,50", FIK), a Västerås
cleaning firm's Svefaktura (org.nr, momsreg.nr, F-skatt, moms 25 %, bankgiro and OCR, "Att betala") and a
Leuven lab supplier's UBL credit note in English (Peppol identifiers, the billing reference to the invoice
credited, VAT 21 %, "1,234.56"). Two of them (the French and the Danish pages) are also written as scans.

What the values say where a page leaves a choice: a line's amount is its net before tax, as printed; its
quantity in plain decimals ("6000.00" on the Italian page is "6000", "18,5" hours "18.5", "22,5" timer "22.5");
item ids are the seller's article numbers where a page prints them (the German "Artikelnummer des Verkäufers",
the French "Réf.", the Italian "Codice articolo", the Norwegian "Varenr.", the Danish "Varenr.", the Swedish
"Artikelnr", the Belgian "Item ID"), none elsewhere. The tax is the total tax printed ("Summe Umsatzsteuer",
"TVA 20 %", "Totale imposta", "Total impuestos repercutidos", "MVA 25 %", "BTW 21%", the Polish "Kwota
podatku" of its one rate, "Moms 25 %", "VAT 21%"); the total is the amount to pay
("Fälliger Betrag", "Net à payer", "Importo totale documento", "Total a ejecutar", "Å betale", "Te betalen",
"Kwota naleznosci ogolem", "Total inkl. moms", "Att betala", "Total amount to be credited"), none having
anything already paid taken off. The due date is the printed "Fälligkeitsdatum", "Échéance", "Data scadenza
pagamento", "Fecha de vencimiento", "Forfallsdato", "Vervaldatum", "Termin platnosci", "Forfaldsdato" and
"Förfallodatum"; the credit note prints none, so has none. Document numbers are the invoice's own number (the
Polish "FV 1204/12/2026", not its KSeF number; the Belgian credit note's number "CN26-0057", not the invoice it
credits), names the parties' names as printed with their legal forms (the Italian "Denominazione", the Polish
"Nazwa", the German buyer's "Name" BT-44). The credit note's amounts are positive, as it prints them. The
currency is the ISO code printed beside or under the amounts.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _qr, _text
from reportlab.lib.pagesizes import A4

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
CENT = Decimal("0.01")


def _mul(quantity: str, price: str) -> Decimal:
    """A line's amount: its quantity times its unit price, rounded half up to the cent."""
    return (Decimal(quantity) * Decimal(price)).quantize(CENT, ROUND_HALF_UP)


def _pct(amount: Decimal, rate: str) -> Decimal:
    """``rate`` per cent of ``amount``, rounded half up to the cent."""
    return (amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP)


def _num(value, th: str = ",", dec: str = ".", places: int = 2) -> str:
    """An amount as printed: _num("1234.5", ".", ",") is "1.234,50"."""
    d = Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    s = f"{abs(d):,.{places}f}".replace(",", "\0").replace(".", dec).replace("\0", th)
    return ("-" if d < 0 else "") + s


def _dot(value) -> str:
    """1.234,56 (Germany, Italy, Spain, the Netherlands, Denmark)."""
    return _num(value, ".", ",")


def _sp(value) -> str:
    """1 234,56 (France, Norway, Poland, Sweden)."""
    return _num(value, " ", ",")


def _qty(quantity: str, dec: str = ",") -> str:
    """A quantity as printed: "18.5" with a decimal comma is "18,5"."""
    return quantity.replace(".", dec)


def _compute(rows, rate: str):
    """Rows (…, quantity, unit price) with their amounts added; the net, the tax at ``rate`` % and the total."""
    out = [(*r, _mul(r[-2], r[-1])) for r in rows]
    net = sum((r[-1] for r in out), Decimal(0))
    tax = _pct(net, rate)
    return out, net, tax, net + tax


def _fields(number, date, due, total, tax, currency, vendor, customer) -> dict[str, str]:
    fields = {
        "document_number": number,
        "date": date,
        "due_date": due,
        "total_amount": str(total),
        "tax_amount": str(tax),
        "currency": currency,
        "vendor_name": vendor,
        "customer_name": customer,
    }
    return {k: v for k, v in fields.items() if v is not None}


def _plainq(quantity: str) -> str:
    """A quantity in plain decimals: "6000.00" is "6000", "2.50" is "2.5"."""
    d = Decimal(quantity)
    return str(d.quantize(Decimal(1))) if d == d.to_integral() else str(d.normalize())


def _band(c, x: float, y: float, w: float, h: float, gray: float | tuple = 0.88) -> None:
    """A filled rectangle (a grey level or an RGB triple), the fill reset to black after it."""
    if isinstance(gray, tuple):
        c.setFillColorRGB(*gray)
    else:
        c.setFillGray(gray)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


def _heading(c, x: float, y: float, w: float, title: str, fill=0.85, size: float = 9.5, white=False) -> None:
    """A section heading on a band ``w`` wide, its text's baseline at ``y``."""
    _band(c, x, y - 4, w, size + 7, fill)
    if white:
        c.setFillGray(1)
    _text(c, x + 4, y, title, size, BOLD)
    c.setFillGray(0)


def _kv(c, xk: float, xv: float, y: float, pairs, size: float = 8.5, pitch: float = 12, vfont="Helvetica"):
    """Labels at ``xk`` and their values at ``xv``, one pair a line from ``y`` down; the y after them."""
    for key, value in pairs:
        _text(c, xk, y, key, size, "Helvetica")
        _text(c, xv, y, value, size, vfont)
        y -= pitch
    return y


def _cells(c, y: float, cols, cells, size: float = 8.5, font: str = "Helvetica") -> None:
    """One row of cells at ``y``, each column of ``cols`` an (x, right-aligned) pair."""
    for (x, right), s in zip(cols, cells):
        if s:
            _text(c, x, y, s, size, font, right)


def _ruled(c, top: float, edges, heads, rows, aligns, size=8, pitch=14, fill=0.88, head_h=16) -> float:
    """A table ruled on every side: columns between the x's of ``edges``, a shaded header ``head_h`` high and
    rows ``pitch`` high, each cell left or right aligned; the y of its foot."""
    left, right = edges[0], edges[-1]
    bottom = top - head_h - pitch * len(rows)
    _band(c, left, top - head_h, right - left, head_h, fill)
    c.setLineWidth(0.5)
    c.rect(left, bottom, right - left, top - bottom)
    for i in range(len(rows) + 1):
        c.line(left, top - head_h - pitch * i, right, top - head_h - pitch * i)
    for x in edges[1:-1]:
        c.line(x, top, x, bottom)
    for x0, x1, r, s in zip(edges, edges[1:], aligns, heads):
        _text(c, x1 - 3 if r else x0 + 3, top - head_h + 5, s, size - 0.5, BOLD, r)
    for i, row in enumerate(rows):
        y = top - head_h - pitch * (i + 1) + (pitch - size) / 2 + 1
        for x0, x1, r, s in zip(edges, edges[1:], aligns, row):
            _text(c, x1 - 3 if r else x0 + 3, y, s, size, right=r)
    return bottom


def _bt(c, x: float, y: float, label: str, code: str, xv: float, value: str, size: float = 8.5) -> None:
    """A KoSIT-style label with its BT- code beside it in grey, and the value at ``xv``."""
    _text(c, x, y, label, size)
    c.setFillGray(0.5)
    _text(c, x + c.stringWidth(label, "Helvetica", size) + 4, y, code, size - 2)
    c.setFillGray(0)
    _text(c, xv, y, value, size, BOLD if code in ("BT-1", "BT-112", "BT-115") else "Helvetica")


# ajde1: a Hamburg building-services firm's XRechnung to a district office, as the KoSIT visualisation prints it
DE_ROWS = (  # seller's article no., name, unit, quantity, unit price
    ("W-RLT-01", "Wartung Lüftungsanlage RLT 1-4", "Stück (H87)", "4", "385.00"),
    ("F7-592", "Taschenfilter F7 592x592x600", "Stück (H87)", "16", "42.80"),
    ("LS-MON", "Monteurstunden Servicetechniker", "Stunde (HUR)", "18.5", "72.00"),
    ("KR-SPA1250", "Keilriemen SPA 1250", "Stück (H87)", "6", "14.35"),
    ("AP-HH", "Anfahrtspauschale Stadtgebiet Hamburg", "Pauschale (LS)", "3", "45.00"),
)


def _de_top(c, h: float, tab: str, page: int) -> None:
    w = A4[0]
    _text(c, 40, h - 48, "Rechnung", 20, BOLD)
    c.setFillGray(0.45)
    _text(c, 40, h - 62, "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0", 7)
    _text(c, w - 40, h - 48, f"Seite {page} von 2", 8, right=True)
    c.setFillGray(0)
    x = 40
    for name in ("Übersicht", "Details", "Zusätzliches", "Anlagen", "Laufzettel"):
        width = c.stringWidth(name, BOLD, 8.5) + 18
        if name == tab:
            _band(c, x, h - 90, width, 18, (0.16, 0.33, 0.55))
            c.setFillGray(1)
        else:
            c.setStrokeGray(0.6)
            c.rect(x, h - 90, width, 18)
            c.setStrokeGray(0)
        _text(c, x + 9, h - 84, name, 8.5, BOLD)
        c.setFillGray(0)
        x += width + 4


def ajde1(c) -> dict:
    w, h = A4
    vendor, customer = "Hansen Gebäudetechnik GmbH", "Bezirksamt Hamburg-Nord"
    rows, net, tax, total = _compute(DE_ROWS, "19")
    blue = (0.86, 0.9, 0.95)
    _de_top(c, h, "Übersicht", 1)
    left, mid, right = 40, w / 2 + 5, w - 40
    col = w / 2 - 45
    y = h - 120
    _heading(c, left, y, col, "Käufer", blue)
    _heading(c, mid, y, col, "Verkäufer", blue)
    buyer = (
        ("Käuferreferenz (Leitweg-ID)", "BT-10", "04011000-12345-34"),
        ("Name", "BT-44", customer),
        ("Straße", "BT-50", "Kümmellstraße 5-7"),
        ("PLZ / Ort", "BT-53", "20249 Hamburg"),
        ("Land", "BT-55", "DE"),
        ("Kontakt", "BT-56", "Fachamt Facility Management"),
        ("E-Mail", "BT-58", "fm@hamburg-nord.hamburg.de"),
    )
    seller = (
        ("Firmenname", "BT-27", vendor),
        ("Straße", "BT-35", "Billstraße 118"),
        ("PLZ / Ort", "BT-38", "20539 Hamburg"),
        ("Land", "BT-40", "DE"),
        ("USt-IdNr.", "BT-31", "DE287654321"),
        ("Registernummer", "BT-30", "HRB 145872"),
        ("Kontakt", "BT-41", "Jens Petersen"),
        ("Telefon", "BT-42", "+49 40 7891 2240"),
    )
    for i, (k, code, v) in enumerate(buyer):
        _bt(c, left + 4, y - 18 - 12 * i, k, code, left + 140, v, 8)
    for i, (k, code, v) in enumerate(seller):
        _bt(c, mid + 4, y - 18 - 12 * i, k, code, mid + 100, v, 8)
    y -= 130
    _heading(c, left, y, right - left, "Rechnungsinformationen", blue)
    info = (
        (("Rechnungsnummer", "BT-1", "HGT-2026-11482"), ("Rechnungsdatum", "BT-2", "02.12.2026")),
        (("Rechnungsart", "BT-3", "380 (Rechnung)"), ("Währung", "BT-5", "EUR")),
        (("Leistungszeitraum von", "BT-73", "01.11.2026"), ("bis", "BT-74", "30.11.2026")),
        (("Auftragsnummer", "BT-13", "BSB-2026-0815"), ("Vertragsnummer", "BT-12", "RV-FM-2024/17")),
    )
    for i, pair in enumerate(info):
        for (k, code, v), x0 in zip(pair, (left + 4, mid + 4)):
            _bt(c, x0, y - 18 - 13 * i, k, code, x0 + 122, v, 8.5)
    y -= 86
    _heading(c, left, y, right - left, "Gesamtbeträge der Rechnung", blue)
    sums = (
        ("Summe der Nettobeträge aller Positionen", "BT-106", _dot(net)),
        ("Summe der Nachlässe auf Dokumentenebene", "BT-107", "0,00"),
        ("Summe der Zuschläge auf Dokumentenebene", "BT-108", "0,00"),
        ("Gesamtbetrag ohne Umsatzsteuer", "BT-109", _dot(net)),
        ("Summe Umsatzsteuer", "BT-110", _dot(tax)),
        ("Gesamtbetrag einschließlich Umsatzsteuer", "BT-112", _dot(total)),
        ("Vorauszahlungsbetrag", "BT-113", "0,00"),
        ("Fälliger Betrag", "BT-115", _dot(total)),
    )
    for i, (k, code, v) in enumerate(sums):
        yy = y - 18 - 12 * i
        _text(c, left + 4, yy, k, 8.5)
        c.setFillGray(0.5)
        _text(c, left + 230, yy, code, 6.5)
        c.setFillGray(0)
        _text(c, right - 60, yy, v, 8.5, BOLD if code in ("BT-112", "BT-115") else "Helvetica", True)
        _text(c, right - 54, yy, "EUR", 8.5)
    y -= 126
    _heading(c, left, y, right - left, "Aufschlüsselung der Umsatzsteuer auf Ebene der Kategorie", blue)
    vat = (
        ("Umsatzsteuerkategorie", "BT-118", "S (Standard rate)"),
        ("Umsatzsteuersatz", "BT-119", "19 %"),
        ("Kategorie-Nettobetrag", "BT-116", _dot(net)),
        ("Kategorie-Steuerbetrag", "BT-117", _dot(tax)),
    )
    for i, (k, code, v) in enumerate(vat):
        _bt(
            c,
            left + 4 + (i % 2) * (mid - left),
            y - 18 - 13 * (i // 2),
            k,
            code,
            left + 140 + (i % 2) * (mid - left),
            v,
        )
    y -= 56
    _heading(c, left, y, right - left, "Zahlungsdaten", blue)
    pay = (
        ("Zahlungsbedingungen", "BT-20", "Zahlbar innerhalb von 30 Tagen ohne Abzug"),
        ("Fälligkeitsdatum", "BT-9", "01.01.2027"),
        ("Code für das Zahlungsmittel", "BT-81", "58 (SEPA-Überweisung)"),
        ("Verwendungszweck", "BT-83", "HGT-2026-11482"),
        ("Kontoinhaber", "BT-85", vendor),
        ("IBAN", "BT-84", "DE44 2005 0550 1234 5678 90"),
        ("BIC", "BT-86", "HASPDEHHXXX"),
    )
    for i, (k, code, v) in enumerate(pay):
        _bt(c, left + 4, y - 18 - 12 * i, k, code, left + 170, v)
    c.setFillGray(0.45)
    _centre(c, w, 40, "Erzeugt mit der XRechnung-Visualisierung (KoSIT), Version 2026-07-31", 7)
    c.setFillGray(0)
    c.showPage()
    _de_top(c, h, "Details", 2)
    y = h - 120
    _heading(c, left, y, right - left, "Rechnungspositionen", blue)
    y -= 14
    for i, (art, name, unit, q, price, amount) in enumerate(rows):
        box = 84
        c.setStrokeGray(0.6)
        c.rect(left, y - box, right - left, box)
        c.setStrokeGray(0)
        _band(c, left, y - 15, right - left, 15, 0.93)
        _text(c, left + 4, y - 11, f"Position {i + 1}", 8.5, BOLD)
        first = (
            ("Positionsnummer", "BT-126", str(i + 1)),
            ("Artikelname", "BT-153", name),
            ("Artikelnummer des Verkäufers", "BT-155", art),
            ("Umsatzsteuerkategorie", "BT-151", "S"),
        )
        second = (
            ("Menge", "BT-129", _qty(q)),
            ("Einheit", "BT-130", unit),
            ("Preis pro Einheit (netto)", "BT-146", _dot(price)),
            ("Gesamtpreis (netto)", "BT-131", _dot(amount)),
            ("Umsatzsteuersatz", "BT-152", "19 %"),
        )
        for k, (lab, code, v) in enumerate(first):
            _bt(c, left + 6, y - 28 - 12 * k, lab, code, left + 150, v, 8)
        for k, (lab, code, v) in enumerate(second):
            _bt(c, 345, y - 28 - 12 * k, lab, code, 470, v, 8)
        y -= box + 10
    _text(c, left, y - 10, "Bemerkung zur Rechnung (BT-22):", 8, BOLD)
    _text(c, left, y - 22, "Leistungen gemäß Wartungsvertrag RV-FM-2024/17, Bericht als Anlage beigefügt.", 8)
    c.setFillGray(0.45)
    _centre(c, w, 40, "Erzeugt mit der XRechnung-Visualisierung (KoSIT), Version 2026-07-31", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("HGT-2026-11482", "2026-12-02", "2027-01-01", total, tax, "EUR", vendor, customer),
        "line_items": [_item(n, q, p, str(a), art) for art, n, _, q, p, a in rows],
    }


# ajfr2: an Angers joinery's Factur-X facture, its badge and its EN 16931 sections
FR_ROWS = (  # Réf., désignation, unité, quantité, P.U. HT
    ("MEN-ARM", "Placard sur mesure chêne, 2 portes", "u", "3", "1240.00"),
    ("MEN-ETG", "Étagères massif chêne 120 cm", "u", "12", "68.50"),
    ("POSE", "Pose et ajustage sur site", "h", "14", "52.00"),
    ("QUIN", "Quincaillerie inox, charnières et poignées", "forf.", "1", "186.40"),
    ("LIV", "Livraison Angers - Saumur", "forf.", "1", "95.00"),
)


def ajfr2(c) -> dict:
    w, h = A4
    vendor, customer = "Atelier Garnier Menuiserie SARL", "SAS Les Jardins du Lac"
    rows, net, tax, total = _compute(FR_ROWS, "20")
    left, right = 40, w - 40
    green = (0.18, 0.42, 0.3)
    # logo: a plank drawn as three bars, and the firm's name
    for i in range(3):
        _band(c, left, h - 50 - 8 * i, 34 - 6 * i, 5, green)
    _text(c, left + 44, h - 48, "ATELIER GARNIER", 15, BOLD)
    _text(c, left + 44, h - 61, "Menuiserie - Agencement - Escaliers", 8, OBLIQUE)
    # the Factur-X badge
    c.setStrokeColorRGB(*green)
    c.setLineWidth(1.2)
    c.roundRect(right - 118, h - 66, 118, 30, 5)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    _text(c, right - 59 - c.stringWidth("Factur-X", BOLD, 11) / 2, h - 50, "Factur-X", 11, BOLD)
    _centre(c, 2 * right - 118, h - 61, "Profil EN 16931 (COMFORT)", 6.5)
    _text(c, left, h - 100, "FACTURE", 22, BOLD)
    boxes = (
        ("Numéro", "F2026-0318"),
        ("Date", "28/11/2026"),
        ("Échéance", "28/12/2026"),
        ("Code client", "C0457"),
    )
    x = 250
    for k, v in boxes:
        c.rect(x, h - 112, 75, 28)
        _text(c, x + 4, h - 93, k, 6.5, BOLD)
        _text(c, x + 4, h - 107, v, 9)
        x += 76.25
    y = h - 140
    half = (right - left - 10) / 2
    _heading(c, left, y, half, "Vendeur", green, 9, white=True)
    _heading(c, left + half + 10, y, half, "Acheteur", green, 9, white=True)
    seller = (
        vendor,
        "12 rue des Ponts-de-Cé",
        "49000 Angers, France",
        "SIREN 812 345 678 - SIRET 812 345 678 00024",
        "N° TVA intracom. FR45 812345678",
        "Tél. 02 41 55 08 17 - contact@garnier-menuiserie.fr",
    )
    buyer = (
        customer,
        "Domaine de la Roche, route de Montsoreau",
        "49400 Saumur, France",
        "SIRET 901 234 567 00011",
        "N° TVA intracom. FR72 901234567",
        "Réf. acheteur : commande BC-2026-044",
    )
    _block(c, left + 4, y - 18, seller, 8.5, pitch=11.5, first=BOLD)
    _block(c, left + half + 14, y - 18, buyer, 8.5, pitch=11.5, first=BOLD)
    y -= 100
    _heading(c, left, y, right - left, "Lignes de facture", green, 9, white=True)
    edges = (left, 100, 318, 352, 392, 455, 488, right)
    table = [(ref, d, un, _qty(q), _sp(p), "20 %", _sp(a)) for ref, d, un, q, p, a in rows]
    heads = ("Réf.", "Désignation", "Unité", "Qté", "P.U. HT", "TVA", "Montant HT")
    aligns = (False, False, False, True, True, True, True)
    y = _ruled(c, y - 6, edges, heads, table, aligns, 8, 16, 0.92) - 20
    _text(c, left, y, "Détail TVA", 8.5, BOLD)
    tva = (("Taux", "Base HT", "Montant TVA"), ("20 %", _sp(net), _sp(tax)))
    for i, row in enumerate(tva):
        _cells(
            c,
            y - 14 - 12 * i,
            ((left, False), (150, True), (230, True)),
            row,
            8,
            BOLD if i == 0 else "Helvetica",
        )
    tot = (("Total HT", _sp(net) + " €"), ("TVA 20 %", _sp(tax) + " €"), ("Total TTC", _sp(total) + " €"))
    for i, (k, v) in enumerate(tot):
        _text(c, 360, y - 12 * i, k, 9)
        _text(c, right - 4, y - 12 * i, v, 9, right=True)
    _band(c, 352, y - 56, right - 352, 20, green)
    c.setFillGray(1)
    _text(c, 360, y - 49, "Net à payer", 10, BOLD)
    _text(c, right - 4, y - 49, _sp(total) + " €", 10, BOLD, True)
    c.setFillGray(0)
    y -= 90
    _text(c, left, y, "Conditions de paiement", 8.5, BOLD)
    notes = (
        "Paiement par virement à 30 jours date de facture. IBAN FR76 1470 6000 1473 2150 8912 345 - BIC AGRIFRPP847",
        "(Crédit Agricole Anjou Maine). Merci de rappeler le numéro de facture F2026-0318 en référence.",
        "Montants exprimés en euros (EUR).",
        "Pas d'escompte pour paiement anticipé. En cas de retard, pénalités au taux de 3 fois le taux d'intérêt légal",
        "et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).",
    )
    _block(c, left, y - 13, notes, 7.5, pitch=10)
    c.setFillGray(0.35)
    foot = (
        f"{vendor} au capital de 20 000 € - RCS Angers 812 345 678 - APE 1623Z",
        "Facture électronique au format Factur-X (PDF/A-3 + XML CII), conforme à la norme EN 16931",
    )
    for i, s in enumerate(foot):
        _centre(c, w, 46 - 10 * i, s, 7)
    c.setFillGray(0)
    return {
        "fields": _fields("F2026-0318", "2026-11-28", "2026-12-28", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a), ref) for ref, d, _, q, p, a in rows],
    }


# ajit3: a Modena printer's FatturaPA as the ministerial stylesheet prints it, the XML's values raw
IT_ROWS = (  # codice articolo, descrizione, unità di misura, quantità, prezzo unitario
    ("ETI-100", "Etichette adesive 100x50 mm, quadricromia", "pz", "6000.00", "0.09"),
    ("CAT-A4", "Cataloghi A4 32 pagine, carta patinata", "pz", "800.00", "1.85"),
    ("BIG-85", "Biglietti da visita 85x55, 4 nominativi", "conf", "4.00", "24.50"),
    ("GRAF", "Impaginazione e ritocco grafico", "ore", "6.50", "48.00"),
    ("TRASP", "Spese di trasporto", "nr", "1.00", "35.00"),
)


def _it_section(c, y: float, title: str) -> float:
    w = A4[0]
    c.setFillColorRGB(0.1, 0.25, 0.5)
    _text(c, 40, y, title, 10, BOLD)
    c.setFillGray(0)
    c.setStrokeColorRGB(0.1, 0.25, 0.5)
    c.line(40, y - 3, w - 40, y - 3)
    c.setStrokeGray(0)
    return y - 16


def ajit3(c) -> dict:
    w, h = A4
    vendor, customer = "Tipografia Ferraresi S.r.l.", "Acetaia Bellei S.n.c."
    rows, net, tax, total = _compute(IT_ROWS, "22")
    _centre(c, w, h - 46, "FATTURA ELETTRONICA", 16, BOLD)
    _centre(c, w, h - 60, "Versione FPR12", 9)
    y = _it_section(c, h - 86, "Dati relativi alla trasmissione")
    trasm = (
        ("Identificativo del trasmittente:", "IT02468135790"),
        ("Progressivo di invio:", "00A7F"),
        ("Formato Trasmissione:", "FPR12"),
        ("Codice Amministrazione destinataria:", "M5UXCR1"),
    )
    y = _kv(c, 44, 215, y, trasm, 8, 11)
    y -= 6
    top = y
    half = w / 2
    y = _it_section(c, y, "Dati del cedente / prestatore")
    ced = (
        ("Identificativo fiscale ai fini IVA:", "IT02468135790"),
        ("Codice fiscale:", "02468135790"),
        ("Denominazione:", vendor),
        ("Regime fiscale:", "RF01 (ordinario)"),
        ("Indirizzo:", "Via Emilia Est 214"),
        ("CAP / Comune:", "41121 Modena (MO)"),
        ("Nazione:", "IT"),
    )
    _kv(c, 44, 168, y, ced, 8, 11)
    ces = (
        ("Identificativo fiscale ai fini IVA:", "IT01357924680"),
        ("Codice fiscale:", "01357924680"),
        ("Denominazione:", customer),
        ("Indirizzo:", "Strada Vignolese 1030"),
        ("CAP / Comune:", "41126 Modena (MO)"),
        ("Nazione:", "IT"),
    )
    # the buyer's section in the right half, under its own heading
    c.setFillColorRGB(0.1, 0.25, 0.5)
    _band(c, half, top - 5, w - 40 - half, 16, 1.0)
    c.setFillColorRGB(0.1, 0.25, 0.5)
    _text(c, half + 10, top, "Dati del cessionario / committente", 10, BOLD)
    c.setFillGray(0)
    _kv(c, half + 10, half + 134, y, ces, 8, 11)
    y -= 7 * 11 + 10
    y = _it_section(c, y, "Dati generali del documento")
    gen = (
        (("Tipologia documento:", "TD01 (fattura)"), ("Valuta importi:", "EUR")),
        (("Data documento:", "2026-11-27"), ("Numero documento:", "418/A")),
        (("Importo totale documento:", f"{total}"), ("Arrotondamento:", "0.00")),
    )
    for i, pair in enumerate(gen):
        for (k, v), x0 in zip(pair, (44, half + 10)):
            _text(c, x0, y - 11 * i, k, 8)
            _text(c, x0 + 124, y - 11 * i, v, 8, BOLD)
    y -= 33
    _text(c, 44, y, "Causale:", 8)
    _text(c, 168, y, "Stampa materiale promozionale campagna Natale 2026, ordine n. 77 del 2026-11-03", 8)
    y = _it_section(c, y - 18, "Dati relativi alle linee di dettaglio della fornitura")
    for i, (code, d, um, q, p, a) in enumerate(rows):
        c.setStrokeGray(0.75)
        c.rect(40, y - 30, w - 80, 38)
        c.setStrokeGray(0)
        _text(c, 44, y, f"Nr. linea: {i + 1}", 8, BOLD)
        _text(c, 120, y, f"Codice articolo (PROPRIETARIO): {code}", 8)
        _text(c, 44, y - 11, "Descrizione bene/servizio:", 8)
        _text(c, 152, y - 11, d, 8)
        parts = (
            ("Quantità:", q),
            ("Unità di misura:", um),
            ("Prezzo unitario:", p),
            ("Prezzo totale:", f"{a}"),
            ("IVA (%):", "22.00"),
        )
        x = 44
        for k, v in parts:
            _text(c, x, y - 22, f"{k} {v}", 8)
            x += 102
        y -= 44
    y = _it_section(c, y - 4, "Dati di riepilogo per aliquota IVA e natura")
    riep = (
        ("Aliquota IVA (%):", "22.00"),
        ("Totale imponibile/importo:", f"{net}"),
        ("Totale imposta:", f"{tax}"),
        ("Esigibilità IVA:", "I (esigibilità immediata)"),
    )
    y = _kv(c, 44, 190, y, riep, 8, 11) - 6
    y = _it_section(c, y, "Dati relativi al pagamento")
    pag = (
        ("Condizioni di pagamento:", "TP02 (pagamento completo)"),
        ("Modalità:", "MP05 (bonifico)"),
        ("Data scadenza pagamento:", "2026-12-31"),
        ("Importo:", f"{total}"),
        ("Istituto finanziario:", "BPER Banca S.p.A."),
        ("IBAN:", "IT60 X053 8712 9000 0000 1234 567"),
    )
    _kv(c, 44, 190, y, pag, 8, 11)
    c.setFillGray(0.45)
    _centre(c, w, 34, "Versione prodotta con foglio di stile SdI  www.fatturapa.gov.it", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("418/A", "2026-11-27", "2026-12-31", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, _plainq(q), p, str(a), code) for code, d, _, q, p, a in rows],
    }


# ajes4: a Valencia catering supplier's Facturae as the government's viewer prints it
ES_ROWS = (  # descripción, cantidad, precio unitario
    ("Vaso sidra 50 cl, caja 24 ud.", "15", "21.60"),
    ("Plato llano porcelana 27 cm", "120", "3.85"),
    ("Cubertería acero 18/10, juego 4 piezas", "40", "11.95"),
    ("Mantel antimanchas 140x140 cm", "25", "9.40"),
    ("Portes y embalaje", "1", "18.00"),
)


def _es_box(c, x: float, top: float, width: float, height: float, title: str) -> None:
    red = (0.62, 0.1, 0.12)
    c.setStrokeColorRGB(*red)
    c.rect(x, top - height, width, height)
    _band(c, x, top - 15, width, 15, red)
    c.setStrokeGray(0)
    c.setFillGray(1)
    _text(c, x + 5, top - 11, title, 8.5, BOLD)
    c.setFillGray(0)


def ajes4(c) -> dict:
    w, h = A4
    vendor, customer = "Suministros Hosteleros Turia, S.L.", "Restaurante La Albufera, S.L."
    rows, net, tax, total = _compute(ES_ROWS, "21")
    left, right = 40, w - 40
    _text(c, left, h - 50, "FACTURA ELECTRÓNICA", 16, BOLD)
    c.setFillGray(0.4)
    _text(
        c,
        left,
        h - 63,
        "Formato Facturae 3.2.2  -  Visualización generada a partir del fichero XML firmado",
        7.5,
    )
    c.setFillGray(0)
    _text(c, right, h - 50, "Original", 9, OBLIQUE, True)
    half = (right - left - 12) / 2
    top = h - 80
    _es_box(c, left, top, half, 112, "Emisor")
    _es_box(c, left + half + 12, top, half, 112, "Receptor")
    em = (
        ("Razón social:", vendor),
        ("NIF:", "B46123456"),
        ("Dirección:", "Av. del Puerto 187, nave 4"),
        ("Población:", "46024 Valencia (Valencia)"),
        ("País:", "ESP"),
        ("Teléfono:", "963 55 01 48"),
        ("Reg. Merc. Valencia, T. 8721, F. 14, H. V-124510", ""),
    )
    re_ = (
        ("Razón social:", customer),
        ("NIF:", "B97654321"),
        ("Dirección:", "Camí del Palmar 22"),
        ("Población:", "46012 El Palmar (Valencia)"),
        ("País:", "ESP"),
        ("Correo:", "admin@laalbufera.es"),
    )
    _kv(c, left + 5, left + 75, top - 28, em, 8, 11.5)
    _kv(c, left + half + 17, left + half + 87, top - 28, re_, 8, 11.5)
    top -= 126
    _es_box(c, left, top, right - left, 56, "Datos de la factura")
    datos = (
        (("Número de factura:", "FV26-00912"), ("Fecha de expedición:", "25/11/2026")),
        (("Tipo de factura:", "FC - Completa"), ("Lugar de expedición:", "Valencia")),
        (("Moneda:", "EUR"), ("Fecha de vencimiento:", "25/12/2026")),
    )
    for i, pair in enumerate(datos):
        for (k, v), x0 in zip(pair, (left + 5, left + half + 17)):
            _text(c, x0, top - 27 - 11 * i, k, 8)
            _text(c, x0 + 95, top - 27 - 11 * i, v, 8, BOLD)
    top -= 70
    _es_box(c, left, top, right - left, 16, "Detalle de la factura")
    edges = (left, 280, 330, 400, 460, right)
    table = [(d, _qty(q), _dot(p), "21,00", _dot(a)) for d, q, p, a in rows]
    heads = ("Descripción", "Cantidad", "Precio unit.", "IVA %", "Importe bruto")
    y = _ruled(c, top - 16, edges, heads, table, (False, True, True, True, True), 8, 15, 0.94) - 16
    _es_box(c, left, y, 300, 44, "Impuestos repercutidos")
    _cells(
        c,
        y - 27,
        ((left + 5, False), (160, True), (220, True), (330, True)),
        ("Impuesto", "Base imponible", "Tipo %", "Cuota"),
        7.5,
        BOLD,
    )
    _cells(
        c,
        y - 38,
        ((left + 5, False), (160, True), (220, True), (330, True)),
        ("IVA", _dot(net), "21,00", _dot(tax)),
        8,
    )
    tot = (
        ("Total importe bruto", _dot(net)),
        ("Total descuentos generales", "0,00"),
        ("Total antes de impuestos", _dot(net)),
        ("Total impuestos repercutidos", _dot(tax)),
        ("Total impuestos retenidos", "0,00"),
        ("Total factura", _dot(total)),
        ("Total a ejecutar", _dot(total) + " €"),
    )
    _es_box(c, 350, y, right - 350, 104, "Totales")
    for i, (k, v) in enumerate(tot):
        bold = i >= 5
        _text(c, 355, y - 27 - 11 * i, k, 8, BOLD if bold else "Helvetica")
        _text(c, right - 5, y - 27 - 11 * i, v, 8, BOLD if bold else "Helvetica", True)
    y -= 120
    _es_box(c, left, y, right - left, 56, "Forma de pago")
    pago = (
        ("Medio de pago:", "04 - Transferencia"),
        ("Cuenta de abono:", "ES91 2100 0418 4502 0005 1332 (CaixaBank)"),
        ("Vencimiento:", f"25/12/2026 por importe de {_dot(total)} €"),
    )
    _kv(c, left + 5, left + 95, y - 27, pago, 8, 11)
    c.setFillGray(0.4)
    _block(
        c,
        left,
        y - 76,
        (
            "Factura firmada electrónicamente (XAdES-EPES). Firmante: SUMINISTROS HOSTELEROS TURIA SL - B46123456.",
            "Política de firma: http://www.facturae.es/politica_de_firma_formato_facturae/v3_1.pdf",
        ),
        7,
        pitch=9,
    )
    c.setFillGray(0)
    return {
        "fields": _fields("FV26-00912", "2026-11-25", "2026-12-25", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, q, p, a in rows],
    }


# ajno5: a Bergen machine service's Peppol BIS Billing 3.0 invoice, as a Norwegian viewer prints it
NO_ROWS = (  # varenr., beskrivelse, enhet, antall, pris
    ("HYD-2240", "Hydraulikkslange 1/2 tomme, 2 m", "stk", "8", "645.00"),
    ("FLT-0912", "Oljefilter Volvo Penta D13", "stk", "12", "389.50"),
    ("SRV-T", "Servicetime mekaniker", "t", "22.5", "985.00"),
    ("PAK-01", "Pakningssett hydraulikkpumpe", "sett", "2", "1240.00"),
    ("FRT", "Frakt Bergen - Austevoll", "stk", "1", "1450.00"),
)


def ajno5(c) -> dict:
    w, h = A4
    vendor, customer = "Vestland Maskinservice AS", "Austevoll Fiskeoppdrett AS"
    rows, net, tax, total = _compute(NO_ROWS, "25")
    left, right = 40, w - 40
    teal = (0.0, 0.38, 0.45)
    _band(c, 0, h - 70, w, 70, teal)
    c.setFillGray(1)
    _text(c, left, h - 40, "FAKTURA", 22, BOLD)
    _text(c, left, h - 56, "Peppol BIS Billing 3.0  -  urn:fdc:peppol.eu:2017:poacc:billing:01:1.0", 7.5)
    _text(c, right, h - 40, vendor, 12, BOLD, True)
    _text(c, right, h - 54, "Org.nr. NO 918 273 645 MVA", 8.5, right=True)
    c.setFillGray(0)
    # keys over values, in a row of cells
    keys = (
        ("Fakturanummer", "2026-4471"),
        ("Fakturadato", "30.11.2026"),
        ("Forfallsdato", "14.12.2026"),
        ("Kjøpers referanse", "Ola Myklebust"),
        ("Ordrenr.", "AF-PO-3318"),
        ("Valuta", "NOK"),
    )
    x, cw = left, (right - left) / len(keys)
    for k, v in keys:
        c.setFillGray(0.4)
        _text(c, x, h - 92, k, 7)
        c.setFillGray(0)
        _text(c, x, h - 105, v, 9.5, BOLD)
        x += cw
    c.setStrokeGray(0.7)
    c.line(left, h - 114, right, h - 114)
    y = h - 136
    half = (right - left) / 2
    for x0, title, lines in (
        (
            left,
            "Selger",
            (
                vendor,
                "Sandviksveien 96",
                "5035 Bergen, Norge",
                "Org.nr. NO 918 273 645 MVA",
                "Foretaksregisteret",
                "Elektronisk adresse: 0192:918273645",
            ),
        ),
        (
            left + half,
            "Kjøper",
            (
                customer,
                "Storebø næringsområde 12",
                "5392 Storebø, Norge",
                "Org.nr. 987 112 334",
                "Elektronisk adresse: 0192:987112334",
                "Leveringsadresse: Kaien, 5392 Storebø",
            ),
        ),
    ):
        _text(c, x0, y, title.upper(), 8, BOLD)
        c.setFillColorRGB(*teal)
        c.rect(x0, y - 4, 30, 1.5, stroke=0, fill=1)
        c.setFillGray(0)
        _block(c, x0, y - 18, lines, 8.5, pitch=11.5, first=BOLD)
    y -= 104
    _text(c, left, y, "FAKTURALINJER", 8, BOLD)
    cols = (
        (left, False),
        (58, False),
        (120, False),
        (345, True),
        (352, False),
        (430, True),
        (470, True),
        (right, True),
    )
    y -= 16
    _band(c, left - 2, y - 4, right - left + 4, 15, 0.92)
    _cells(c, y, cols, ("Nr", "Varenr.", "Beskrivelse", "Antall", "Enhet", "Pris", "MVA", "Beløp"), 8, BOLD)
    for i, (art, d, un, q, p, a) in enumerate(rows):
        y -= 17
        _cells(c, y, cols, (str(i + 1), art, d, _qty(q), un, _sp(p), "25 %", _sp(a)), 8.5)
        c.line(left, y - 6, right, y - 6)
    c.setStrokeGray(0)
    y -= 30
    _text(c, left, y, "MVA-SPESIFIKASJON", 8, BOLD)
    spec = (("Sats", "Grunnlag", "MVA"), ("25 %", _sp(net), _sp(tax)))
    for i, row in enumerate(spec):
        _cells(
            c,
            y - 14 - 12 * i,
            ((left, False), (150, True), (230, True)),
            row,
            8,
            BOLD if i == 0 else "Helvetica",
        )
    tot = (
        ("Sum linjebeløp", _sp(net)),
        ("Sum eks. MVA", _sp(net)),
        ("MVA 25 %", _sp(tax)),
        ("Sum inkl. MVA", _sp(total)),
    )
    for i, (k, v) in enumerate(tot):
        _text(c, 350, y - 13 * i, k, 9)
        _text(c, right, y - 13 * i, v, 9, right=True)
    _band(c, 342, y - 76, right - 342 + 4, 22, teal)
    c.setFillGray(1)
    _text(c, 350, y - 68, "Å betale NOK", 11, BOLD)
    _text(c, right, y - 68, _sp(total), 11, BOLD, True)
    c.setFillGray(0)
    y -= 110
    _text(c, left, y, "BETALINGSINFORMASJON", 8, BOLD)
    pay = (
        ("Kontonummer", "3624 48 17265"),
        ("KID", "0020264471008"),
        ("IBAN / BIC", "NO93 3624 4817 265 / SPAVNOBB"),
        ("Betalingsbetingelser", "14 dager netto. Forsinkelsesrente etter forsinkelsesrenteloven."),
    )
    _kv(c, left, left + 110, y - 16, pay, 8.5, 12)
    c.setFillGray(0.45)
    _centre(
        c, w, 40, f"{vendor}  -  Sandviksveien 96, 5035 Bergen  -  post@vestlandmaskin.no  -  55 31 40 00", 7
    )
    c.setFillGray(0)
    return {
        "fields": _fields("2026-4471", "2026-11-30", "2026-12-14", total, tax, "NOK", vendor, customer),
        "line_items": [_item(d, q, p, str(a), art) for art, d, _, q, p, a in rows],
    }


# ajnl6: a Utrecht installer's Peppol factuur, its description column first
NL_ROWS = (  # omschrijving, eenheid, aantal, prijs
    ("CV-ketel Intergas Xtreme 36, incl. montage", "st", "2", "2185.00"),
    ("Thermostaat Honeywell Lyric T6", "st", "2", "164.50"),
    ("Inspectie rookgasafvoer", "st", "6", "78.00"),
    ("Arbeidsuren monteur", "uur", "11.5", "62.50"),
    ("Voorrijkosten", "st", "3", "35.00"),
)


def ajnl6(c) -> dict:
    w, h = A4
    vendor, customer = "Van der Linden Installatietechniek B.V.", "Stichting Eemhuis Wonen"
    rows, net, tax, total = _compute(NL_ROWS, "21")
    left, right = 45, w - 45
    orange = (0.93, 0.45, 0.1)
    c.setFillColorRGB(*orange)
    c.circle(left + 14, h - 52, 14, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 6, h - 56, "VdL", 9, BOLD)
    c.setFillGray(0)
    _text(c, left + 36, h - 50, vendor, 13, BOLD)
    _text(c, left + 36, h - 62, "Verwarming - Sanitair - Ventilatie", 8, OBLIQUE)
    _text(c, right, h - 50, "Factuur", 20, BOLD, True)
    c.setFillGray(0.4)
    _text(c, right, h - 62, "Peppol BIS Billing 3.0 / NLCIUS", 7, right=True)
    c.setFillGray(0)
    y = h - 100
    half = (right - left) / 2
    _text(c, left, y, "Leverancier", 9, BOLD)
    _text(c, left + half, y, "Afnemer", 9, BOLD)
    lev = (
        vendor,
        "Atoomweg 52",
        "3542 AB Utrecht",
        "KvK 67890123",
        "BTW NL859012345B01",
        "Peppol-ID 0106:67890123",
    )
    afn = (
        customer,
        "t.a.v. Crediteurenadministratie",
        "Stadsring 141",
        "3811 HR Amersfoort",
        "KvK 41190876",
        "Peppol-ID 0106:41190876",
    )
    _block(c, left, y - 14, lev, 8.5, pitch=11.5)
    _block(c, left + half, y - 14, afn, 8.5, pitch=11.5)
    y -= 96
    _band(c, left, y - 52, right - left, 60, 0.95)
    gegevens = (
        (("Factuurnummer", "2026-00731"), ("Factuurdatum", "30 november 2026")),
        (("Vervaldatum", "30 december 2026"), ("Inkoopordernummer", "EW-INK-26-1187")),
        (("Projectreferentie", "Complex Soesterkwartier blok C"), ("Valuta", "EUR")),
    )
    for i, pair in enumerate(gegevens):
        for (k, v), x0 in zip(pair, (left + 6, left + half + 6)):
            _text(c, x0, y - 6 - 16 * i, k, 8)
            _text(c, x0 + 92, y - 6 - 16 * i, v, 8.5, BOLD)
    y -= 80
    _text(c, left, y, "Factuurregels", 11, BOLD)
    y -= 18
    cols = ((left, False), (300, True), (310, False), (400, True), (445, True), (right, True))
    c.setStrokeColorRGB(*orange)
    c.setLineWidth(1.2)
    c.line(left, y - 5, right, y - 5)
    c.setLineWidth(0.5)
    c.setStrokeGray(0.75)
    _cells(c, y, cols, ("Omschrijving", "Aantal", "Eenheid", "Prijs", "BTW", "Bedrag"), 8.5, BOLD)
    for d, un, q, p, a in rows:
        y -= 18
        _cells(c, y, cols, (d, _qty(q), un, "€ " + _dot(p), "21%", "€ " + _dot(a)), 8.5)
        c.line(left, y - 6, right, y - 6)
    c.setStrokeGray(0)
    y -= 30
    tot = (
        ("Totaal excl. BTW", "€ " + _dot(net)),
        ("BTW 21% over € " + _dot(net), "€ " + _dot(tax)),
        ("Totaal incl. BTW", "€ " + _dot(total)),
    )
    for i, (k, v) in enumerate(tot):
        _text(c, 330, y - 14 * i, k, 9)
        _text(c, right, y - 14 * i, v, 9, right=True)
    c.setStrokeColorRGB(*orange)
    c.line(330, y - 34, right, y - 34)
    c.setStrokeGray(0)
    _text(c, 330, y - 50, "Te betalen", 11, BOLD)
    _text(c, right, y - 50, "€ " + _dot(total), 11, BOLD, True)
    y -= 90
    _text(c, left, y, "Betaalinformatie", 9, BOLD)
    pay = (
        ("Betaalwijze", "Overboeking (SEPA)"),
        ("IBAN", "NL20 INGB 0006 7812 34"),
        ("BIC", "INGBNL2A"),
        ("Betalingskenmerk", "2026-00731"),
        ("Betalingstermijn", "30 dagen na factuurdatum"),
    )
    _kv(c, left, left + 100, y - 15, pay, 8.5, 12)
    c.setFillGray(0.4)
    _centre(
        c,
        w,
        44,
        "Op al onze leveringen zijn de Algemene Voorwaarden van Techniek Nederland (ALIB 2023) van toepassing.",
        7,
    )
    _centre(
        c, w, 34, f"{vendor}  |  Atoomweg 52, 3542 AB Utrecht  |  030 241 88 50  |  vdl-installatie.nl", 7
    )
    c.setFillGray(0)
    return {
        "fields": _fields("2026-00731", "2026-11-30", "2026-12-30", total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, _, q, p, a in rows],
    }


# ajpl7: a Warsaw builders' merchant's KSeF visualisation, written without Polish letters
PL_ROWS = (  # nazwa, miara, ilosc, cena jedn. netto
    ("Cement CEM II/B-S 32,5R, worek 25 kg", "worek", "80", "24.90"),
    ("Bloczek betonowy 38x24x12", "szt", "400", "4.35"),
    ("Plyta gipsowo-kartonowa 12,5 mm", "szt", "60", "32.80"),
    ("Klej do plytek C2TE, worek 25 kg", "worek", "24", "58.90"),
    ("Transport HDS Warszawa", "usl.", "1", "350.00"),
)


def ajpl7(c) -> dict:
    w, h = A4
    vendor, customer = "Hurtownia Budowlana Mazur Sp. z o.o.", "Przedsiebiorstwo Remontowe Wisla Sp. k."
    rows, net, tax, total = _compute(PL_ROWS, "23")
    left, right = 40, w - 40
    red = (0.75, 0.1, 0.15)
    _text(c, left, h - 44, "Krajowy System", 11, BOLD)
    c.setFillColorRGB(*red)
    _text(c, left + c.stringWidth("Krajowy System ", BOLD, 11), h - 44, "e-Faktur", 11, BOLD)
    c.setFillGray(0)
    _text(c, right, h - 40, "Numer Faktury:", 8, right=True)
    _text(c, right, h - 56, "FV 1204/12/2026", 15, BOLD, True)
    _text(c, right, h - 70, "Faktura VAT - faktura podstawowa", 8.5, right=True)
    c.setFillGray(0.35)
    _text(c, right, h - 82, "Numer KSEF: 5213000011-20261201-4A7E2B9C81D3-5F", 7.5, right=True)
    c.setFillGray(0)
    c.setStrokeGray(0.6)
    c.line(left, h - 92, right, h - 92)
    y = h - 112
    half = (right - left) / 2
    for x0, title, pairs in (
        (
            left,
            "Sprzedawca",
            (
                ("NIP:", "5213000011"),
                ("Nazwa:", vendor),
                ("Adres:", "ul. Grochowska 212"),
                ("", "04-357 Warszawa, Polska"),
                ("E-mail:", "faktury@mazur-budowlana.pl"),
                ("Tel.:", "+48 22 610 44 90"),
            ),
        ),
        (
            left + half + 6,
            "Nabywca",
            (
                ("NIP:", "1132987640"),
                ("Nazwa:", customer),
                ("Adres:", "ul. Wal Miedzeszynski 598"),
                ("", "03-994 Warszawa, Polska"),
                ("Numer klienta:", "K-02261"),
            ),
        ),
    ):
        _text(c, x0, y, title, 10.5, BOLD)
        _kv(c, x0, x0 + 62, y - 16, pairs, 8, 11.5)
    y -= 100
    c.line(left, y + 10, right, y + 10)
    _text(c, left, y - 4, "Szczegoly", 10.5, BOLD)
    det = (
        ("Data wystawienia, z zastrzezeniem art. 106na ust. 1 ustawy:", "2026-12-01"),
        ("Miejsce wystawienia:", "Warszawa"),
        ("Data dokonania lub zakonczenia dostawy towarow lub wykonania uslugi:", "2026-11-30"),
        ("Kod waluty:", "PLN"),
    )
    y = _kv(c, left, 330, y - 20, det, 8, 11.5)
    y -= 8
    c.line(left, y + 10, right, y + 10)
    _text(c, left, y - 4, "Pozycje", 10.5, BOLD)
    _text(c, left, y - 18, "Faktura wystawiona w cenach netto w walucie PLN", 8)
    edges = (left, 62, 268, 330, 370, 410, 455, right)
    table = [(str(i + 1), d, _sp(p), _qty(q), un, "23%", _sp(a)) for i, (d, un, q, p, a) in enumerate(rows)]
    heads = ("Lp.", "Nazwa towaru lub uslugi", "Cena netto", "Ilosc", "Miara", "Stawka", "Wartosc netto")
    aligns = (True, False, True, True, False, True, True)
    y = _ruled(c, y - 26, edges, heads, table, aligns, 7.5, 14, 0.9) - 18
    _text(c, left, y, "Kwota naleznosci ogolem:", 9.5, BOLD)
    _text(c, 200, y, f"{_sp(total)} PLN", 9.5, BOLD)
    y -= 22
    _text(c, left, y, "Podsumowanie stawek podatku", 10.5, BOLD)
    edges = (left, 70, 200, 300, 400, 500)
    heads = ("Lp.", "Stawka podatku", "Kwota netto", "Kwota podatku", "Kwota brutto")
    y = _ruled(
        c,
        y - 8,
        edges,
        heads,
        [("1", "23%", _sp(net), _sp(tax), _sp(total))],
        (True, False, True, True, True),
        8,
        14,
        0.9,
    )
    y -= 24
    c.line(left, y + 10, right, y + 10)
    _text(c, left, y - 4, "Platnosc", 10.5, BOLD)
    pay = (
        ("Informacja o platnosci:", "Brak zaplaty"),
        ("Termin platnosci:", "2026-12-15"),
        ("Forma platnosci:", "Przelew"),
        ("Numer rachunku bankowego:", "PL61 1090 1014 0000 0712 1981 2874"),
        ("Nazwa banku:", "Santander Bank Polska S.A."),
    )
    y = _kv(c, left, 180, y - 20, pay, 8, 11.5)
    c.line(left, y + 2, right, y + 2)
    _text(c, left, y - 12, "Rejestry", 10.5, BOLD)
    _kv(
        c,
        left,
        180,
        y - 28,
        (("KRS:", "0000412876"), ("REGON:", "146512039"), ("BDO:", "000123456")),
        8,
        11.5,
    )
    _qr(c, "https://ksef.mf.gov.pl/web/verify/5213000011-20261201-4A7E2B9C81D3-5F", right - 70, 46, 70)
    c.setFillGray(0.4)
    _text(
        c,
        right - 35 - c.stringWidth("OFFLINE / ONLINE weryfikacja", "Helvetica", 6) / 2,
        38,
        "OFFLINE / ONLINE weryfikacja",
        6,
    )
    _text(c, left, 40, "Wytworzona w: Krajowy System e-Faktur (KSeF)  -  wizualizacja dokumentu FA(3)", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("FV 1204/12/2026", "2026-12-01", "2026-12-15", total, tax, "PLN", vendor, customer),
        "line_items": [_item(d, q, p, str(a)) for d, _, q, p, a in rows],
    }


# ajdk8: a Helsinge office furnisher's OIOUBL faktura to a municipality, as a NemHandel viewer prints it
DK_ROWS = (  # varenr., beskrivelse, enhed, antal, enhedspris
    ("HS-1608", "Hæve-sænkebord 160x80, hvid", "stk", "6", "3495.00"),
    ("KS-220", "Kontorstol ergonomisk, sort", "stk", "6", "2195.00"),
    ("SA-2D", "Skærmarm dobbelt, gasfjeder", "stk", "6", "649.00"),
    ("MON-T", "Montering og opsætning", "time", "4.5", "495.00"),
    ("LEV-01", "Levering Gribskov", "stk", "1", "395.00"),
)


def ajdk8(c) -> dict:
    w, h = A4
    vendor, customer = "Nordsjællands Kontorinventar ApS", "Gribskov Kommune"
    rows, net, tax, total = _compute(DK_ROWS, "25")
    left, right = 40, w - 40
    c.setStrokeGray(0)
    c.setLineWidth(1)
    c.rect(left, h - 100, right - left, 62)
    _text(c, left + 10, h - 62, "FAKTURA", 18, BOLD)
    _text(c, left + 10, h - 78, "OIOUBL-2.1  -  NemHandel", 8)
    _text(c, left + 10, h - 90, "CustomizationID: OIOUBL-2.02", 7)
    c.line(300, h - 100, 300, h - 38)
    info = (
        ("Fakturanr.:", "20261187"),
        ("Fakturadato:", "28-11-2026"),
        ("Forfaldsdato:", "28-12-2026"),
        ("Ordrenr.:", "GK-IND-88213"),
    )
    _kv(c, 308, 390, h - 52, info, 8.5, 12, BOLD)
    c.setLineWidth(0.5)
    y = h - 124
    half = (right - left) / 2
    for x0, title, pairs in (
        (
            left,
            "Leverandør",
            (
                ("Navn", vendor),
                ("Adresse", "Industrivej 14"),
                ("Postnr./by", "3200 Helsinge"),
                ("CVR-nr.", "DK31428765"),
                ("Kontakt", "Mette Frandsen, 48 79 21 30"),
            ),
        ),
        (
            left + half + 5,
            "Kunde",
            (
                ("Navn", customer),
                ("Afdeling", "Center for Teknik og Miljø"),
                ("Adresse", "Rådhusvej 3, 3200 Helsinge"),
                ("EAN-nr.", "5798009876543"),
                ("CVR-nr.", "DK29189730"),
                ("Reference", "Lone Kjær, personaleafd."),
            ),
        ),
    ):
        _heading(c, x0, y, half - 5, title, 0.82, 9)
        _kv(c, x0 + 4, x0 + 68, y - 18, pairs, 8.5, 12)
    y -= 104
    _heading(c, left, y, right - left, "Fakturalinjer", 0.82, 9)
    edges = (left, 62, 120, 322, 360, 398, 462, right)
    table = [
        (str(i + 1), art, d, _qty(q), un, _dot(p), _dot(a)) for i, (art, d, un, q, p, a) in enumerate(rows)
    ]
    heads = ("Linje", "Varenr.", "Beskrivelse", "Antal", "Enhed", "Enhedspris", "Beløb")
    aligns = (True, False, False, True, False, True, True)
    y = _ruled(c, y - 6, edges, heads, table, aligns, 8, 16, 0.93) - 20
    tot = (
        ("Linjetotal", _dot(net)),
        ("Momsgrundlag", _dot(net)),
        ("Moms 25 %", _dot(tax)),
        ("Total inkl. moms DKK", _dot(total)),
    )
    c.rect(330, y - 52, right - 330, 64)
    for i, (k, v) in enumerate(tot):
        font = BOLD if i == 3 else "Helvetica"
        _text(c, 336, y - 14 * i, k, 9, font)
        _text(c, right - 6, y - 14 * i, v, 9, font, True)
    _text(c, left, y, "Momsspecifikation", 8.5, BOLD)
    _kv(
        c,
        left,
        left + 100,
        y - 14,
        (("Kategori", "StandardRated"), ("Sats", "25 %"), ("Grundlag", _dot(net)), ("Moms", _dot(tax))),
        8,
        11,
    )
    y -= 84
    _heading(c, left, y, right - left, "Betalingsoplysninger", 0.82, 9)
    pay = (
        ("Betalingsmåde", "FIK 71 - +71<000020261187+85431296<"),
        ("Bank", "Danske Bank, reg.nr. 1551 konto 4412 887 301"),
        ("Betalingsbetingelser", "Netto 30 dage. Ved for sen betaling tillægges rente efter renteloven."),
    )
    _kv(c, left + 4, left + 110, y - 18, pay, 8.5, 12)
    c.setFillGray(0.4)
    _centre(c, w, 40, f"{vendor}  -  Industrivej 14, 3200 Helsinge  -  CVR 31428765  -  www.nkinventar.dk", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("20261187", "2026-11-28", "2026-12-28", total, tax, "DKK", vendor, customer),
        "line_items": [_item(d, q, p, str(a), art) for art, d, _, q, p, a in rows],
    }


# ajse9: a Västerås cleaning firm's Svefaktura to a property company
SE_ROWS = (  # artikelnr, benämning, enhet, antal, à-pris
    ("ST-100", "Storstädning trapphus", "st", "12", "1450.00"),
    ("FP-200", "Fönsterputs, per fönster", "st", "86", "65.00"),
    ("GV-300", "Golvvård, skurning och polering", "m2", "240", "28.50"),
    ("EX-400", "Extra timmar städning", "tim", "7.5", "420.00"),
    ("MT-500", "Förbrukningsmaterial", "st", "1", "685.00"),
)


def ajse9(c) -> dict:
    w, h = A4
    vendor, customer = "Mälardalens Städservice AB", "Fastighets AB Kvarnen"
    rows, net, tax, total = _compute(SE_ROWS, "25")
    left, right = 48, w - 48
    navy = (0.08, 0.2, 0.4)
    c.setFillColorRGB(*navy)
    c.rect(left, h - 64, 26, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, left + 5, h - 56, "MS", 11, BOLD)
    c.setFillColorRGB(*navy)
    _text(c, left + 34, h - 50, vendor, 13, BOLD)
    c.setFillGray(0)
    _text(c, left + 34, h - 62, "Städ - Fönsterputs - Golvvård", 8)
    _text(c, right, h - 50, "FAKTURA", 18, BOLD, True)
    c.setFillGray(0.4)
    _text(c, right, h - 62, "Svefaktura (SFTI)", 7.5, right=True)
    c.setFillGray(0)
    y = h - 96
    _heading(c, left, y, 230, "Fakturainformation", 0.9, 8.5)
    fi = (
        ("Fakturanummer", "114720"),
        ("Fakturadatum", "2026-11-30"),
        ("Förfallodatum", "2026-12-30"),
        ("Er referens", "Anna Lindqvist"),
        ("Ert ordernummer", "KV-2026-318"),
        ("Valuta", "SEK"),
    )
    _kv(c, left + 4, left + 100, y - 17, fi, 8.5, 12)
    _heading(c, 320, y, right - 320, "Köpare", 0.9, 8.5)
    _block(
        c,
        324,
        y - 17,
        (
            customer,
            "Att: Ekonomiavdelningen",
            "Box 1142",
            "721 29 Västerås",
            "Org.nr 556701-2281",
            "GLN 7365566012281",
        ),
        8.5,
        pitch=12,
        first=BOLD,
    )
    y -= 100
    _text(c, left, y, "Fakturarader", 10, BOLD)
    y -= 8
    cols = ((left, False), (100, False), (330, True), (340, False), (410, True), (460, True), (right, True))
    c.setFillColorRGB(*navy)
    c.rect(left - 2, y - 14, right - left + 4, 16, stroke=0, fill=1)
    c.setFillGray(1)
    _cells(c, y - 9, cols, ("Artikelnr", "Benämning", "Antal", "Enhet", "À-pris", "Moms", "Belopp"), 8, BOLD)
    c.setFillGray(0)
    y -= 14
    for i, (art, d, un, q, p, a) in enumerate(rows):
        if i % 2:
            _band(c, left - 2, y - 16, right - left + 4, 16, 0.94)
        _cells(c, y - 11, cols, (art, d, _qty(q), un, _sp(p), "25%", _sp(a)), 8.5)
        y -= 16
    c.setStrokeColorRGB(*navy)
    c.line(left - 2, y, right + 2, y)
    c.setStrokeGray(0)
    y -= 26
    _heading(c, 320, y + 8, right - 320, "Summering", 0.9, 8.5)
    tot = (
        ("Summa exkl. moms", _sp(net)),
        ("Moms 25 %", _sp(tax)),
        ("Summa inkl. moms", _sp(total)),
    )
    for i, (k, v) in enumerate(tot):
        _text(c, 324, y - 10 - 13 * i, k, 9)
        _text(c, right, y - 10 - 13 * i, v, 9, right=True)
    _text(c, 324, y - 58, "Att betala SEK", 11, BOLD)
    _text(c, right, y - 58, _sp(total), 11, BOLD, True)
    _heading(c, left, y + 8, 230, "Momsspecifikation", 0.9, 8.5)
    _kv(
        c,
        left + 4,
        left + 100,
        y - 10,
        (("Momssats", "25 %"), ("Underlag", _sp(net)), ("Momsbelopp", _sp(tax))),
        8.5,
        13,
    )
    y -= 96
    _heading(c, left, y, right - left, "Betalningsinformation", 0.9, 8.5)
    pay = (
        ("Bankgiro", "5432-1098"),
        ("OCR-nummer", "1147206"),
        ("Betalningsvillkor", "30 dagar netto. Dröjsmålsränta enligt räntelagen."),
    )
    _kv(c, left + 4, left + 100, y - 17, pay, 8.5, 12)
    # the footer's three columns: address, registration, contact
    c.setStrokeGray(0.6)
    c.line(left, 78, right, 78)
    c.setStrokeGray(0)
    foot = (
        (left, ("Adress", vendor, "Kopparbergsvägen 41", "722 13 Västerås")),
        (215, ("Registrering", "Org.nr 556812-4470", "Momsreg.nr SE556812447001", "Godkänd för F-skatt")),
        (390, ("Kontakt", "021-44 19 50", "faktura@malardalensstad.se", "www.malardalensstad.se")),
    )
    for x0, lines in foot:
        _block(c, x0, 66, lines, 7, pitch=9, first=BOLD)
    return {
        "fields": _fields("114720", "2026-11-30", "2026-12-30", total, tax, "SEK", vendor, customer),
        "line_items": [_item(d, q, p, str(a), art) for art, d, _, q, p, a in rows],
    }


# ajbe10: a Leuven lab supplier's UBL credit note in English, as a Peppol viewer prints it
BE_ROWS = (  # item ID, description, unit, quantity, net price
    ("NG-M100", "Nitrile gloves M, box of 100", "box", "20", "8.95"),
    ("PT-200R", "Pipette tips 200 ul, rack of 96", "rack", "15", "12.40"),
    ("CT-50P", "Centrifuge tubes 50 ml, pack of 25", "pack", "10", "14.75"),
    ("LC-CORR", "Price correction lab coats, invoice line 7", "ea", "1", "64.00"),
)


def ajbe10(c) -> dict:
    w, h = A4
    vendor, customer = "Brabant Lab Supplies NV", "Ardennes Biotech SRL"
    rows, net, tax, total = _compute(BE_ROWS, "21")
    left, right = 40, w - 40
    purple = (0.32, 0.2, 0.5)
    _text(c, left, h - 52, "CREDIT NOTE", 20, BOLD)
    c.setFillGray(0.4)
    _text(c, left, h - 65, "UBL 2.1 CreditNote  -  Peppol BIS Billing 3.0  -  type code 381", 7.5)
    c.setFillGray(0)
    c.setFillColorRGB(*purple)
    _text(c, right, h - 50, "BRABANT", 16, BOLD, True)
    c.setFillGray(0)
    _text(c, right, h - 62, "LAB SUPPLIES", 8, BOLD, True)
    y = h - 96
    half = (right - left - 10) / 2
    for x0, title, pairs in (
        (
            left,
            "Supplier",
            (
                ("Name", vendor),
                ("Address", "Researchpark Haasrode, Romeinse straat 18"),
                ("City", "3001 Leuven, Belgium"),
                ("Enterprise no.", "BE 0456.789.123"),
                ("VAT number", "BE0456789123"),
                ("Peppol ID", "0208:0456789123"),
            ),
        ),
        (
            left + half + 10,
            "Customer",
            (
                ("Name", customer),
                ("Address", "Rue du Parc Industriel 7"),
                ("City", "6900 Marche-en-Famenne, Belgium"),
                ("Enterprise no.", "BE 0712.334.905"),
                ("VAT number", "BE0712334905"),
                ("Peppol ID", "0208:0712334905"),
            ),
        ),
    ):
        _heading(c, x0, y, half, title, purple, 9, white=True)
        _kv(c, x0 + 4, x0 + 70, y - 18, pairs, 8, 11.5)
    y -= 100
    _heading(c, left, y, right - left, "Credit note details", purple, 9, white=True)
    det = (
        (("Credit note number", "CN26-0057"), ("Issue date", "04/12/2026")),
        (("Billing reference", "Invoice INV26-1183"), ("Invoice date", "14/11/2026")),
        (("Buyer reference", "PO 2026-AB-0419"), ("Currency", "EUR")),
        (("Reason", "Returned goods and price correction"), ("", "")),
    )
    for i, pair in enumerate(det):
        for (k, v), x0 in zip(pair, (left + 4, left + half + 14)):
            _text(c, x0, y - 18 - 12 * i, k, 8.5)
            _text(c, x0 + 90, y - 18 - 12 * i, v, 8.5, BOLD if k == "Credit note number" else "Helvetica")
    y -= 80
    _heading(c, left, y, right - left, "Credit note lines", purple, 9, white=True)
    edges = (left, 64, 118, 320, 352, 386, 440, 474, right)
    table = [
        (str(i + 1), art, d, q, un, _num(p), "21%", _num(a)) for i, (art, d, un, q, p, a) in enumerate(rows)
    ]
    heads = ("#", "Item ID", "Description", "Qty", "Unit", "Net price", "VAT", "Line total")
    aligns = (True, False, False, True, False, True, True, True)
    y = _ruled(c, y - 6, edges, heads, table, aligns, 8, 16, 0.92) - 30
    _heading(c, 300, y + 8, right - 300, "Totals", purple, 9, white=True)
    tot = (
        ("Sum of line net amounts", _num(net)),
        ("Total without VAT", _num(net)),
        ("VAT 21% (category S)", _num(tax)),
        ("Total with VAT", _num(total)),
    )
    for i, (k, v) in enumerate(tot):
        _text(c, 304, y - 10 - 12 * i, k, 8.5)
        _text(c, right - 4, y - 10 - 12 * i, v, 8.5, right=True)
    _text(c, 304, y - 66, "Total amount to be credited", 9.5, BOLD)
    _text(c, right - 4, y - 66, f"EUR {_num(total)}", 9.5, BOLD, True)
    _text(c, left, y - 10, "VAT breakdown", 8.5, BOLD)
    _kv(
        c,
        left,
        left + 90,
        y - 24,
        (("Category", "S - Standard"), ("Rate", "21%"), ("Taxable", _num(net)), ("VAT", _num(tax))),
        8,
        11,
    )
    y -= 110
    notes = (
        "This credit note will be settled against your next payment, or refunded on request to the account",
        "BE71 0961 2345 6769 (BIC GKCCBEBB). Please quote CN26-0057. Questions: accounts@brabantlab.be",
    )
    _block(c, left, y, notes, 8, pitch=11)
    c.setFillGray(0.4)
    _centre(c, w, 40, f"{vendor}  -  RPR Leuven  -  BE 0456.789.123  -  www.brabantlab.be", 7)
    c.setFillGray(0)
    return {
        "fields": _fields("CN26-0057", "2026-12-04", None, total, tax, "EUR", vendor, customer),
        "line_items": [_item(d, q, p, str(a), art) for art, d, _, q, p, a in rows],
    }


LAYOUTS = {
    "ajde1": (ajde1, A4),
    "ajfr2": (ajfr2, A4),
    "ajit3": (ajit3, A4),
    "ajes4": (ajes4, A4),
    "ajno5": (ajno5, A4),
    "ajnl6": (ajnl6, A4),
    "ajpl7": (ajpl7, A4),
    "ajdk8": (ajdk8, A4),
    "ajse9": (ajse9, A4),
    "ajbe10": (ajbe10, A4),
}
SCANNED = ("ajfr2", "ajdk8")
