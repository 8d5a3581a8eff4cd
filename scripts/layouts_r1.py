"""Ten hand-written orders (set r), written in the manner of scripts/layouts_set.py as independent firms'
software prints them: a Baltimore restaurant group's purchase order from its procurement system (revision 2, a
ship-to for one of its restaurants, case packs, a "Need By" date), a Bielefeld drive maker's
Auftragsbestätigung from its ERP, 28 positions (10, 20, … 280) over two pages with a carried-forward sum
("Übertrag") and its totals on page 2, a Montevarchi packaging maker's conferma d'ordine cliente with a
discount on each line, a Granada hotel's pedido de compra to its linen supplier, a borough council's official
purchase order with cost centres and small-print conditions, a Bureau of Reclamation order for supplies or
services in numbered boxes (Courier values, CLINs 0001 … 0006, EA and LOT, a period of performance), a Fraser
Valley distributor's sales order with quantities ordered, allocated and back-ordered and GST and PST, a Celaya
food maker's orden de compra with its amount in words and three approval boxes, a Lelystad installer's
inkooporder (keys over values, no ruled table) and a Tuas marine engineer's purchase order with GST 9 % and a
company stamp. Four are also written as scans (SCANNED).

What the values say where a page leaves a choice: on a purchase order the vendor is the supplier it is sent to
and the customer the organisation that issues it; on the sales order and the two order confirmations the
vendor is the issuer and the customer the buyer (its "Sold To" / "Spett.le" / address-window name). The
delivery date asked for ("Need By", "Fecha de entrega", "Data consegna prevista", "Delivery Date", "Req'd
Date", "Fecha requerida", "Gewenste leverdatum") is the order's due date; the German confirmation's calendar
week ("KW 51/2026") and the government order's period of performance give none. The restaurant order's number
is its PO number without the revision (printed apart: "Revision  Rev 2"), its date the PO Date, not the
revision's (Dec 9). The Italian lines' amounts are after their printed discount (Sconto %), their unit prices
before it. The German total is the Gesamtbetrag (packing and VAT included), its tax the MwSt.; the "Übertrag"
sums are no line items. The Canadian order prints GST and PST apart, so it has no tax_amount; a line's
quantity is the quantity ordered and its amount ordered × price. The orders that print no tax (the
restaurant's food, the government order) have no tax_amount. An article, SKU or part number column gives
item_id; the CLIN (a line number) and the council's line number and cost centre do not. Dates are printed with
the month's name, day first, or ISO (the Canadian order).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _text
from reportlab.lib.pagesizes import A4, letter

BOLD = "Helvetica-Bold"
CENT = Decimal("0.01")


def _amt(v: Decimal, th: str = ",", dec: str = ".") -> str:
    """An amount rounded to cents, printed with ``th`` between thousands and ``dec`` before the cents."""
    whole, frac = f"{v.quantize(CENT, ROUND_HALF_UP):.2f}".split(".")
    return f"{int(whole):,}".replace(",", th) + dec + frac


def _eur(v: Decimal) -> str:
    """An amount as Germany, Italy, Spain or the Netherlands print it: 1.234,56."""
    return _amt(v, ".", ",")


def _plain(v: Decimal) -> str:
    return f"{v.quantize(CENT, ROUND_HALF_UP):.2f}"


def _ext(qty: str, unit: str) -> Decimal:
    """A line's amount: a plain quantity times a plain unit price, rounded to cents."""
    return (Decimal(qty) * Decimal(unit)).quantize(CENT, ROUND_HALF_UP)


def _row(c, xs, y: float, cells, aligns: str, size: float = 8.5, font: str = "Helvetica") -> None:
    """One row of cells between the column edges ``xs``: each left ("l"), right ("r") or centred ("c")."""
    for k, s in enumerate(cells):
        if aligns[k] == "r":
            _text(c, xs[k + 1] - 4, y, s, size, font, True)
        elif aligns[k] == "c":
            _centre(c, xs[k] + xs[k + 1], y, s, size, font)
        else:
            _text(c, xs[k] + 4, y, s, size, font)


def _grid(c, xs, top: float, n: int, pitch: float, verticals: bool = True) -> float:
    """A ruled table of ``n`` lines (its header line included) ``pitch`` high; the y of its foot."""
    foot = top - n * pitch
    c.rect(xs[0], foot, xs[-1] - xs[0], top - foot)
    for j in range(1, n):
        c.line(xs[0], top - j * pitch, xs[-1], top - j * pitch)
    if verticals:
        for x in xs[1:-1]:
            c.line(x, top, x, foot)
    return foot


def _boxes(
    c, x: float, y: float, cells, widths, height: float = 26, size: float = 8.5, font="Helvetica"
) -> None:
    """A row of boxes, each its key (small, bold) over its value; ``y`` the top of the row."""
    for (k, v), cw in zip(cells, widths):
        c.rect(x, y - height, cw, height)
        _text(c, x + 4, y - 9, k, 6.5, BOLD)
        _text(c, x + 4, y - height + 6, v, size, font)
        x += cw


# rus1: a restaurant group's purchase order, revision 2, from its procurement system
RUS1_ROWS = (
    ("", "CFD-10442", "Chicken breast, boneless skinless, fresh", "4/10 LB", "6", "CS", "96.40"),
    ("", "CFD-20118", "Ground beef 80/20, fresh chub", "4/10 LB", "4", "CS", "118.75"),
    ("R2", "CFD-31007", "Atlantic salmon fillet, skin-on, 2-3 lb", "1/10 LB", "3", "CS", "142.30"),
    ("", "CFD-40215", "Romaine hearts, 3 ct bag", "12/3 CT", "5", "CS", "38.95"),
    ("", "CFD-40388", "Yellow onions, jumbo", "1/50 LB", "2", "CS", "31.20"),
    ("", "CFD-52011", "Heavy cream 40%, quart", "12/1 QT", "4", "CS", "54.60"),
    ("", "CFD-60740", "Parmesan, grated, imported", "2/5 LB", "2", "CS", "88.15"),
    ("R2", "CFD-71233", "Fryer oil, canola, zero trans fat", "1/35 LB", "6", "CS", "41.80"),
    ("", "CFD-88410", "Brioche burger bun 4.5 in, sliced", "8/12 CT", "5", "CS", "27.45"),
    ("", "CFD-90012", "Takeout container 9x9 hinged, kraft", "1/200 CT", "3", "CS", "36.90"),
)


def _rus1_head(c) -> None:
    w, h = letter
    c.setFillGray(0.45)
    _text(
        c,
        40,
        h - 24,
        "PurchasePoint Procurement  |  Harbor & Vine Hospitality Group  |  PO HV-40817 Rev 2",
        7,
    )
    _text(c, w - 40, h - 24, "Page 1 of 1", 7, right=True)
    c.setFillGray(0)
    c.setStrokeGray(0.6)
    c.line(40, h - 29, w - 40, h - 29)
    c.setStrokeGray(0)
    c.setFillColorRGB(0.12, 0.3, 0.22)
    c.circle(60, h - 68, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 120, h - 72, "H&V", 11, BOLD)
    c.setFillGray(0)
    _text(c, 88, h - 62, "Harbor & Vine Hospitality Group", 14, BOLD)
    _block(
        c,
        88,
        h - 76,
        ("2201 Aliceanna St, Suite 300", "Baltimore, MD 21231  ·  (410) 555-0178"),
        8.5,
        pitch=10,
    )
    _text(c, w - 40, h - 58, "PURCHASE ORDER", 18, BOLD, True)
    c.setLineWidth(0.6)
    c.rect(392, h - 146, w - 432, 76)
    info = (
        ("PO #", "HV-40817"),
        ("Revision", "Rev 2"),
        ("PO Date", "Dec 7, 2026"),
        ("Need By", "Dec 15, 2026"),
        ("Buyer", "M. Delgado"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 400, h - 84 - 13.5 * i, k, 8.5, BOLD)
        _text(c, w - 48, h - 84 - 13.5 * i, v, 9, BOLD if i == 0 else "Helvetica", True)
    c.setStrokeColorRGB(0.75, 0.1, 0.1)
    c.setFillColorRGB(0.75, 0.1, 0.1)
    c.rect(40, h - 126, 250, 18)
    _text(c, 47, h - 120, "REVISED PO - REV 2 SUPERSEDES ALL PRIOR VERSIONS", 8, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0)


def _rus1_foot(c, y: float) -> None:
    """rus1's notes to the supplier (their box's top at ``y``), its approval line and its small print."""
    left = 40
    c.setLineWidth(0.6)
    c.rect(left, y - 74, 340, 80)
    _text(c, left + 6, y - 6, "Notes to Supplier", 8, BOLD)
    notes = (
        "Rev 2 (Dec 9, 2026): quantities changed on lines 3 and 8 per Exec. Chef R. Osei.",
        "Deliver to the rear door on Thames St. No deliveries after 10:00 AM.",
        "Substitutions require buyer approval before delivery.",
        "Reference the PO # and revision on every invoice and delivery ticket.",
    )
    _block(c, left + 6, y - 20, notes, 7.5, pitch=11)
    _text(
        c,
        left,
        118,
        "Approved by: Dana Whitfield, Director of Purchasing (electronic approval, Dec 9, 2026)",
        8,
    )
    terms = (
        (
            "Terms and conditions: acceptance of this order constitutes agreement to Harbor & Vine's "
            "supplier terms (harborvine.com/suppliers)."
        ),
        (
            "Product must meet the agreed specifications and arrive at "
            "41 F or below for refrigerated items; non-conforming goods will be refused at the door."
        ),
        "Invoices not matching this PO revision in quantity and price will be held for review.",
    )
    c.setFillGray(0.35)
    _block(c, left, 96, terms, 6.5, pitch=8.5)
    c.setFillGray(0)


def rus1(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    _rus1_head(c)
    blocks = (
        (
            left,
            "SUPPLIER",
            ("Chesapeake Foodservice, Inc.", "Acct # 118-2270", "7400 Connelley Dr", "Hanover, MD 21076"),
        ),
        (
            228,
            "SHIP TO",
            (
                "Harbor & Vine - Fells Point (#03)",
                "Attn: Kitchen Receiving",
                "1621 Thames St",
                "Baltimore, MD 21231",
            ),
        ),
        (
            416,
            "BILL TO",
            (
                "Harbor & Vine Hospitality Group",
                "Accounts Payable",
                "2201 Aliceanna St, Suite 300",
                "Baltimore, MD 21231",
            ),
        ),
    )
    for x, title, lines in blocks:
        _text(c, x, h - 168, title, 8, BOLD)
        c.line(x, h - 172, x + 156, h - 172)
        _block(c, x, h - 185, lines, 8.5, pitch=11)
    band = (
        ("DELIVERY WINDOW", "6:00 - 10:00 AM"),
        ("TERMS", "Net 21"),
        ("SHIP VIA", "Supplier truck"),
        ("CURRENCY", "USD"),
        ("GL / DEPT", "5100 Food - Kitchen"),
    )
    for i, (k, v) in enumerate(band):
        _text(c, left + 108 * i, h - 246, k, 6.5, BOLD)
        _text(c, left + 108 * i, h - 258, v, 8.5)
    xs = (left, 62, 84, 146, 336, 376, 410, 440, 500, right)
    top = h - 286
    c.setFillGray(0.88)
    c.rect(left, top - 5, right - left, 16, stroke=0, fill=1)
    c.setFillGray(0)
    titles = ("Chg", "Ln", "Item #", "Description", "Pack/Size", "Qty", "UOM", "Unit Cost", "Extended")
    aligns = "llllrrlrr"
    _row(c, [x - 2 for x in xs[:-1]] + [right], top, titles, aligns, 7.5, BOLD)
    subtotal = Decimal(0)
    c.setStrokeGray(0.8)
    for i, (chg, item, d, pack, q, uom, p) in enumerate(RUS1_ROWS):
        amount = _ext(q, p)
        subtotal += amount
        y = top - 19 - 17 * i
        cells = (chg, str(i + 1), item, d, pack, q, uom, p, _amt(amount))
        _row(c, [x - 2 for x in xs[:-1]] + [right], y, cells, aligns, 8.5)
        c.line(left, y - 6, right, y - 6)
    c.setStrokeGray(0)
    y = top - 19 - 17 * len(RUS1_ROWS) - 14
    fuel = Decimal("14.50")
    _pairs(c, 420, right, y, (("Subtotal", _amt(subtotal)), ("Fuel Surcharge", _amt(fuel))), pitch=14)
    c.setLineWidth(1)
    c.rect(412, y - 42, right - 412, 20)
    _text(c, 420, y - 35, "PO Total (USD)", 10, BOLD)
    _text(c, right - 6, y - 35, f"${_amt(subtotal + fuel)}", 10, BOLD, True)
    _rus1_foot(c, y)
    return {
        "fields": {
            "document_number": "HV-40817",
            "date": "2026-12-07",
            "due_date": "2026-12-15",
            "total_amount": _plain(subtotal + fuel),
            "currency": "USD",
            "vendor_name": "Chesapeake Foodservice, Inc.",
            "customer_name": "Harbor & Vine Hospitality Group",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), i) for _, i, d, _, q, _, p in RUS1_ROWS],
    }


# rde2: a drive maker's Auftragsbestätigung from its ERP, 28 positions over two pages
RDE2_ROWS = (
    ("GM-0471-150", "Stirnradgetriebemotor 0,75 kW, i = 15,2", "2", "ST", "684.00"),
    ("GM-0472-110", "Stirnradgetriebemotor 1,1 kW, i = 11,4", "2", "ST", "742.50"),
    ("GM-0860-040", "Kegelstirnradgetriebe K47, i = 40,1", "1", "ST", "1318.00"),
    ("FU-2207-075", "Frequenzumrichter 0,75 kW, 400 V", "2", "ST", "395.80"),
    ("FU-2207-110", "Frequenzumrichter 1,1 kW, 400 V", "2", "ST", "431.20"),
    ("KU-1120-028", "Elastische Kupplung Gr. 28, Nabe 24/28", "4", "ST", "58.90"),
    ("KU-1120-038", "Elastische Kupplung Gr. 38, Nabe 32/38", "2", "ST", "79.40"),
    ("LA-6205-2RS", "Rillenkugellager 6205 2RS C3", "20", "ST", "6.85"),
    ("LA-6206-2RS", "Rillenkugellager 6206 2RS C3", "20", "ST", "8.95"),
    ("LA-UCF-206", "Flanschlager UCF 206, Grauguss", "8", "ST", "24.60"),
    ("KT-08B1-050", "Rollenkette 08 B-1 nach DIN 8187", "12.5", "M", "14.20"),
    ("KT-08B1-VG", "Verbindungsglied 08 B-1", "10", "ST", "1.95"),
    ("KR-08B-021", "Kettenrad 08 B-1, z = 21, vorgebohrt", "6", "ST", "18.75"),
    ("ZR-T10-0050", "Zahnriemen T10, Breite 50 mm", "8", "M", "22.40"),
    ("ZR-T10-S24", "Zahnriemenscheibe T10, 24 Zähne", "4", "ST", "46.30"),
    ("PF-0807-040", "Passfeder DIN 6885 A 8x7x40", "50", "ST", "0.62"),
    ("WE-25H6-1000", "Präzisionswelle Ø 25 h6, Länge 1000 mm", "4", "ST", "67.10"),
    ("LL-2540-KH", "Linearkugellager KH 2540", "8", "ST", "21.35"),
    ("SE-M12-PNP", "Induktiver Näherungsschalter M12, PNP", "12", "ST", "27.80"),
    ("SE-ENC-1024", "Drehgeber 1024 Impulse, Welle 10 mm", "2", "ST", "189.00"),
    ("MB-4409-100", "Federkraftbremse 10 Nm, 24 V DC", "2", "ST", "214.50"),
    ("KA-4G15-ABG", "Motorleitung 4G1,5 geschirmt", "50", "M", "3.48"),
    ("KA-M23-8P", "Rundsteckverbinder M23, 8-polig", "6", "ST", "32.70"),
    ("DI-2540-NBR", "Radialwellendichtring 25x40x7 NBR", "20", "ST", "2.15"),
    ("SC-M825-109", "Zylinderschraube ISO 4762 M8x25, 10.9", "200", "ST", "0.19"),
    ("OE-CLP220-5", "Getriebeöl CLP 220, Kanister 5 l", "4", "ST", "48.60"),
    ("MO-SET-0001", "Montagesatz Motorschwinge, verzinkt", "2", "ST", "96.00"),
    ("DO-KE-0001", "Dokumentation und Konformitätserklärung", "1", "PAU", "85.00"),
)
RDE2_XS = (53, 82, 158, 350, 390, 420, 484, 542)
RDE2_ALIGN = "lllrlrr"


def _rde2_page(c, n: int) -> float:
    """rde2's letterhead (page 1) or running head (page 2), its footer and the table's header; the y of the
    header line."""
    w, h = A4
    left, right = 57, w - 57
    if n == 1:
        c.setFillColorRGB(0.0, 0.32, 0.55)
        c.rect(right - 34, h - 70, 34, 34, stroke=0, fill=1)
        c.setFillGray(1)
        c.circle(right - 17, h - 53, 10, stroke=0, fill=1)
        c.setFillColorRGB(0.0, 0.32, 0.55)
        c.circle(right - 17, h - 53, 4, stroke=0, fill=1)
        c.setFillGray(0)
        _text(c, right - 42, h - 52, "HESSLER", 16, BOLD, True)
        _text(c, right - 42, h - 66, "Antriebstechnik GmbH", 9, right=True)
        top = h - 372
    else:
        _text(c, left, h - 50, "Hessler Antriebstechnik GmbH", 9, BOLD)
        _text(c, right, h - 50, "Auftragsbestätigung 26-00933 vom 08.12.2026", 9, right=True)
        c.setLineWidth(0.4)
        c.line(left, h - 56, right, h - 56)
        top = h - 86
    c.setLineWidth(0.4)
    c.line(left, 82, right, 82)
    footer = (
        (left, ("Hessler Antriebstechnik GmbH", "Eckendorfer Str. 91", "33609 Bielefeld")),
        (
            210,
            (
                "Geschäftsführer: Dr. Frank Hessler",
                "Amtsgericht Bielefeld HRB 31774",
                "USt-IdNr. DE 124 590 387",
            ),
        ),
        (392, ("Sparkasse Bielefeld", "IBAN DE28 4805 0161 0072 3318 40", "BIC SPBIDE3BXXX")),
    )
    for x, block in footer:
        _block(c, x, 72, block, 6.5, pitch=8.5)
    _text(c, right, 40, f"Seite {n} von 2", 7, right=True)
    c.setFillGray(0.9)
    c.rect(left, top - 5, right - left, 16, stroke=0, fill=1)
    c.setFillGray(0)
    titles = ("Pos.", "Artikelnummer", "Bezeichnung", "Menge", "ME", "Preis/ME EUR", "Betrag EUR")
    _row(c, RDE2_XS, top, titles, RDE2_ALIGN, 8, BOLD)
    return top


def _rde2_first(c) -> None:
    """rde2's address window, its reference block and the letter's opening on page 1."""
    h = A4[1]
    left = 57
    _text(c, left, h - 128, "Hessler Antriebstechnik GmbH · Eckendorfer Str. 91 · 33609 Bielefeld", 6)
    c.setLineWidth(0.3)
    c.line(left, h - 131, left + 230, h - 131)
    address = (
        "Tönnies Verpackungsmaschinen GmbH & Co. KG",
        "Einkauf / Frau Brockmann",
        "Industriestraße 40",
        "49124 Georgsmarienhütte",
    )
    _block(c, left, h - 148, address, 10, pitch=13)
    info = (
        ("Auftragsbestätigung", "26-00933"),
        ("Datum", "08.12.2026"),
        ("Kunden-Nr.", "10472"),
        ("Ihre Bestellung", "4500188261"),
        ("vom", "02.12.2026"),
        ("Bearbeiter", "S. Kamphenkel"),
        ("Telefon", "0521 94418-32"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 368, h - 118 - 12 * i, k, 8)
        _text(c, 458, h - 118 - 12 * i, v, 8, BOLD if i == 0 else "Helvetica")
    _text(c, left, h - 252, "Auftragsbestätigung 26-00933", 13, BOLD)
    opening = (
        "Sehr geehrte Damen und Herren,",
        "wir danken für Ihren Auftrag und bestätigen Ihnen die Lieferung zu folgenden Bedingungen:",
    )
    _block(c, left, h - 272, opening, 9, pitch=12)
    terms = (
        ("Liefertermin:", "KW 51/2026"),
        ("Lieferbedingung:", "FCA Bielefeld (Incoterms 2020)"),
        ("Zahlungsbedingungen:", "14 Tage 2 % Skonto, 30 Tage netto"),
    )
    for i, (k, v) in enumerate(terms):
        _text(c, left, h - 304 - 12 * i, k, 8.5, BOLD)
        _text(c, left + 100, h - 304 - 12 * i, v, 8.5)


def _rde2_totals(c, y: float, net: Decimal) -> tuple[Decimal, Decimal]:
    """rde2's totals under the last position; its VAT and total."""
    right = A4[0] - 57
    packing = Decimal("24.50")
    vat = ((net + packing) * Decimal("0.19")).quantize(CENT, ROUND_HALF_UP)
    total = net + packing + vat
    c.setLineWidth(0.5)
    c.line(330, y + 8, right, y + 8)
    pairs = (
        ("Warenwert netto", _eur(net)),
        ("Verpackung", _eur(packing)),
        ("Nettobetrag", _eur(net + packing)),
        ("zzgl. 19 % MwSt.", _eur(vat)),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, 334, y - 6 - 13 * i, k, 8.5)
        _text(c, right - 4, y - 6 - 13 * i, v, 8.5, right=True)
    c.line(330, y - 62, right, y - 62)
    _text(c, 334, y - 76, "Gesamtbetrag EUR", 10, BOLD)
    _text(c, right - 4, y - 76, _eur(total), 10, BOLD, True)
    c.line(330, y - 81, right, y - 81)
    c.line(330, y - 83, right, y - 83)
    return vat, total


def rde2(c) -> dict:
    left, right = 57, A4[0] - 57
    _rde2_first(c)
    y = _rde2_page(c, 1) - 18
    net = Decimal(0)
    for i, (art, d, q, unit, p) in enumerate(RDE2_ROWS):
        if i == 18:
            _text(c, 338, y - 2, "Übertrag", 8.5, BOLD)
            _text(c, right - 4, y - 2, _eur(net), 8.5, BOLD, True)
            c.showPage()
            y = _rde2_page(c, 2) - 18
            _text(c, 338, y, "Übertrag", 8.5, BOLD)
            _text(c, right - 4, y, _eur(net), 8.5, BOLD, True)
            y -= 17
        amount = _ext(q, p)
        net += amount
        qty = q.replace(".", ",")
        _row(
            c, RDE2_XS, y, (str(10 * (i + 1)), art, d, qty, unit, _eur(Decimal(p)), _eur(amount)), RDE2_ALIGN
        )
        y -= 15
    vat, total = _rde2_totals(c, y - 6, net)
    closing = (
        "Bitte prüfen Sie diese Auftragsbestätigung auf Richtigkeit. Abweichungen teilen Sie uns bitte",
        "innerhalb von 3 Werktagen mit. Es gelten unsere Allgemeinen Verkaufs- und Lieferbedingungen",
        "(www.hessler-antriebe.de/avb). Eigentumsvorbehalt bis zur vollständigen Bezahlung.",
        "",
        "Mit freundlichen Grüßen",
        "Hessler Antriebstechnik GmbH",
        "i. A. Sven Kamphenkel, Vertriebsinnendienst",
    )
    _block(c, left, y - 120, closing, 8.5, pitch=12)
    return {
        "fields": {
            "document_number": "26-00933",
            "date": "2026-12-08",
            "total_amount": _plain(total),
            "tax_amount": _plain(vat),
            "currency": "EUR",
            "vendor_name": "Hessler Antriebstechnik GmbH",
            "customer_name": "Tönnies Verpackungsmaschinen GmbH & Co. KG",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), a) for a, d, q, _, p in RDE2_ROWS],
    }


# rit3: a packaging maker's conferma d'ordine cliente, a discount on each line
RIT3_ROWS = (
    ("CV-SC2020F", "Scatola torta 20x20x10 avana con finestra", "PZ", "500", "0.38", "10"),
    ("CV-SC2626F", "Scatola torta 26x26x10 avana con finestra", "PZ", "400", "0.52", "10"),
    ("CV-VR1836", "Vassoio dorato rettangolare 18x36 cm", "PZ", "1000", "0.145", "5"),
    ("CV-VT0028", "Vassoio tondo dorato diametro 28 cm", "PZ", "600", "0.21", "5"),
    ("CV-PM0404", "Pirottini carta marrone 4x4 cm, conf. 1000", "CF", "40", "6.80", "0"),
    ("CV-SH3240", "Shopper kraft 32x12x40 maniglia ritorta", "PZ", "800", "0.29", "8"),
    ("CV-NR2550", "Nastro raso bordeaux 25 mm x 50 m", "RT", "20", "4.90", "0"),
    ("CV-ET0060", "Etichette adesive personalizzate 60 mm", "PZ", "2000", "0.036", "0"),
    ("CV-IMP001", "Impianto stampa etichette, una tantum", "PZ", "1", "45.00", "0"),
)


def _rit3_net(q: str, p: str, d: str) -> Decimal:
    return (Decimal(q) * Decimal(p) * (100 - Decimal(d)) / 100).quantize(CENT, ROUND_HALF_UP)


def _rit3_head(c) -> None:
    w, h = A4
    left, right = 42, w - 42
    c.setFillColorRGB(0.55, 0.08, 0.12)
    c.rect(left, h - 82, 46, 40, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * left + 46, h - 69, "CV", 18, BOLD)
    c.setFillGray(0)
    _text(c, left + 56, h - 56, "Cartotecnica Valdarno S.p.A.", 15, BOLD)
    _text(c, left + 56, h - 68, "Imballaggi per pasticceria e gastronomia", 8, "Helvetica-Oblique")
    lines = (
        "Via dell'Industria 14 - 52025 Montevarchi (AR)",
        "Tel. 055 981 2240 - ordini@cartotecnicavaldarno.it",
        "P.IVA e C.F. 01876540516 - REA AR-145872",
    )
    _block(c, left, h - 98, lines, 7.5, pitch=9.5)
    c.setLineWidth(0.6)
    c.rect(330, h - 148, right - 330, 70)
    _text(c, 336, h - 88, "Spett.le", 7.5, "Helvetica-Oblique")
    buyer = ("Pasticceria Gualtieri S.r.l.", "Via Saragozza 118", "40135 Bologna (BO)", "P.IVA 03318790371")
    _block(c, 336, h - 101, buyer, 9, pitch=11.5, first=BOLD)
    c.setFillColorRGB(0.92, 0.88, 0.88)
    c.rect(left, h - 178, right - left, 18, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 6, h - 173, "CONFERMA D'ORDINE CLIENTE", 11, BOLD)
    _text(c, right - 6, h - 173, "Pag. 1/1", 8, right=True)
    cells = (
        ("Numero", "OC/2026/1452"),
        ("Data", "04/12/2026"),
        ("Cod. cliente", "C00318"),
        ("Vs. ordine", "n. 117 del 01/12/2026"),
        ("Data consegna prevista", "18/12/2026"),
    )
    _boxes(c, left, h - 184, cells, (90, 74, 70, 137, right - left - 371), 26, 9)
    cells = (
        ("Pagamento", "RiBa 60 gg d.f.f.m."),
        ("Porto", "Franco destino"),
        ("Vettore", "BRT S.p.A."),
        ("Destinazione merce", "Laboratorio - Via del Lavoro 7, 40127 Bologna"),
    )
    _boxes(c, left, h - 210, cells, (110, 80, 70, right - left - 260), 26, 8.5)


def rit3(c) -> dict:
    w, h = A4
    left, right = 42, w - 42
    _rit3_head(c)
    xs = (left, 108, 306, 328, 372, 424, 466, 520, right)
    top = h - 256
    c.setLineWidth(0.5)
    foot = _grid(c, xs, top, 1, 20)
    c.rect(left, foot - 16 * 13, right - left, 16 * 13)
    for x in xs[1:-1]:
        c.line(x, foot, x, foot - 16 * 13)
    titles = (
        "Codice articolo",
        "Descrizione",
        "U.M.",
        "Quantità",
        "Prezzo unit.",
        "Sconto %",
        "Importo",
        "IVA",
    )
    _row(c, xs, top - 13, titles, "llcrrrrc", 7, BOLD)
    gross = net = Decimal(0)
    for i, (code, d, um, q, p, disc) in enumerate(RIT3_ROWS):
        amount = _rit3_net(q, p, disc)
        gross += _ext(q, p)
        net += amount
        price = p.replace(".", ",")
        cells = (code, d, um, _eur(Decimal(q))[:-3], price, disc if disc != "0" else "", _eur(amount), "22")
        _row(c, xs, foot - 12 - 16 * i, cells, "llcrrrrc", 8)
    vat = (net * Decimal("0.22")).quantize(CENT, ROUND_HALF_UP)
    y = foot - 16 * 13 - 10
    cells = (
        ("Totale merce", _eur(gross)),
        ("Sconti", _eur(gross - net)),
        ("Imponibile", _eur(net)),
        ("Aliquota IVA", "22%"),
        ("IVA", _eur(vat)),
    )
    _boxes(c, left, y, cells, (90, 80, 90, 70, 90), 28, 9)
    c.setLineWidth(1.2)
    c.rect(462, y - 28, right - 462, 28)
    _text(c, 466, y - 9, "Totale documento EUR", 6.5, BOLD)
    _text(c, right - 4, y - 22, _eur(net + vat), 11, BOLD, True)
    c.setLineWidth(0.5)
    terms = (
        (
            "Condizioni generali di vendita: la merce viaggia a rischio e pericolo del committente anche se "
            "resa franco destino."
        ),
        (
            "Eventuali reclami devono pervenire entro 8 giorni dal ricevimento della merce. "
            "Per le stampe personalizzate è ammessa"
        ),
        "una tolleranza del 10% in più o in meno sulle quantità. Foro competente: Arezzo.",
        "La presente conferma si intende accettata se non contestata per iscritto entro 2 giorni lavorativi.",
    )
    _block(c, left, y - 52, terms, 6.5, pitch=8.5)
    c.line(330, y - 128, right, y - 128)
    _text(c, 330, y - 138, "Timbro e firma del cliente per accettazione", 7)
    _text(c, left, y - 138, "Cartotecnica Valdarno S.p.A. - Ufficio commerciale (L. Bianchini)", 7)
    return {
        "fields": {
            "document_number": "OC/2026/1452",
            "date": "2026-12-04",
            "due_date": "2026-12-18",
            "total_amount": _plain(net + vat),
            "tax_amount": _plain(vat),
            "currency": "EUR",
            "vendor_name": "Cartotecnica Valdarno S.p.A.",
            "customer_name": "Pasticceria Gualtieri S.r.l.",
        },
        "line_items": [_item(d, q, p, _plain(_rit3_net(q, p, disc)), i) for i, d, _, q, p, disc in RIT3_ROWS],
    }


# res4: a hotel's pedido de compra to its linen supplier
RES4_ROWS = (
    ("TH-SB150", "Sábana bajera 150x200 percal 200 hilos", "120", "14.90"),
    ("TH-SE250", "Sábana encimera 250x290 percal blanco", "120", "18.40"),
    ("TH-FA050", "Funda de almohada 50x80 percal blanco", "240", "4.35"),
    ("TH-TL050", "Toalla de lavabo 50x100 rizo 550 g/m2", "200", "6.10"),
    ("TH-TB100", "Toalla de baño 100x150 rizo 550 g/m2", "200", "11.75"),
    ("TH-AF050", "Alfombrín de baño 50x80 blanco", "80", "5.20"),
    ("TH-ALB-L", "Albornoz rizo talla L, logotipo bordado", "40", "23.90"),
    ("TH-BRD01", "Programación bordado logotipo", "1", "95.00"),
)


def _res4_head(c) -> None:
    w, h = A4
    left, right = 48, w - 48
    c.setFillColorRGB(0.72, 0.33, 0.2)
    p = c.beginPath()
    p.moveTo(left, h - 92)
    p.lineTo(left + 22, h - 52)
    p.lineTo(left + 44, h - 92)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(1)
    c.circle(left + 22, h - 92, 9, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 54, h - 66, "Hotel Mirador de la Alhambra, S.A.", 13, "Times-Bold")
    lines = (
        "CIF A18462207",
        "Cuesta de Gomérez 21 - 18009 Granada",
        "Tel. 958 22 71 40 - compras@miradoralhambra.es",
    )
    _block(c, left + 54, h - 79, lines, 8, "Times-Roman", pitch=10)
    c.setLineWidth(0.8)
    c.roundRect(352, h - 118, right - 352, 70, 6)
    _text(c, 362, h - 66, "PEDIDO DE COMPRA", 13, BOLD)
    pairs = (
        ("Nº pedido:", "PC-26/1187"),
        ("Fecha de pedido:", "01/12/2026"),
        ("Fecha de entrega:", "21/12/2026"),
    )
    for i, (k, v) in enumerate(pairs):
        _text(c, 362, h - 84 - 12 * i, k, 8.5)
        _text(c, right - 10, h - 84 - 12 * i, v, 8.5, BOLD, True)
    blocks = (
        (
            left,
            "PROVEEDOR",
            (
                "Textiles Hosteleros del Levante, S.L.",
                "CIF B03981145",
                "Pol. Ind. Las Atalayas, C/ del Cobre 12",
                "03114 Alicante",
            ),
        ),
        (
            306,
            "LUGAR DE ENTREGA",
            (
                "Hotel Mirador de la Alhambra",
                "Muelle de carga - Economato",
                "C/ Real de la Alhambra s/n",
                "18009 Granada",
            ),
        ),
    )
    for x, title, block in blocks:
        c.roundRect(x, h - 212, 241, 76, 6)
        _text(c, x + 8, h - 150, title, 7, BOLD)
        _block(c, x + 8, h - 165, block, 9, pitch=11.5)


def res4(c) -> dict:
    w, h = A4
    left, right = 48, w - 48
    _res4_head(c)
    xs = (left, 120, 352, 408, 474, right)
    top = h - 236
    body = 16 * 12
    c.setLineWidth(0.6)
    c.rect(left, top - 20 - body, right - left, body + 20)
    c.line(left, top - 20, right, top - 20)
    for x in xs[1:-1]:
        c.line(x, top, x, top - 20 - body)
    _row(c, xs, top - 13, ("Código", "Descripción", "Cantidad", "Precio ud.", "Importe"), "llrrr", 8, BOLD)
    base = Decimal(0)
    for i, (code, d, q, p) in enumerate(RES4_ROWS):
        amount = _ext(q, p)
        base += amount
        _row(c, xs, top - 34 - 16 * i, (code, d, q, _eur(Decimal(p)), _eur(amount)), "llrrr", 8.5)
    vat = (base * Decimal("0.21")).quantize(CENT, ROUND_HALF_UP)
    y = top - 20 - body - 18
    for i, (k, v) in enumerate((("Base imponible", _eur(base)), ("IVA 21 %", _eur(vat)))):
        _text(c, 360, y - 14 * i, k, 9)
        _text(c, right - 4, y - 14 * i, f"{v} €", 9, right=True)
    c.setFillColorRGB(0.95, 0.9, 0.86)
    c.rect(352, y - 46, right - 352, 20, stroke=1, fill=1)
    c.setFillGray(0)
    _text(c, 360, y - 39, "TOTAL PEDIDO", 10, BOLD)
    _text(c, right - 4, y - 39, f"{_eur(base + vat)} €", 10, BOLD, True)
    notes = (
        "Forma de pago: transferencia bancaria a 60 días fecha factura.",
        "Indiquen el número de pedido en el albarán y en la factura.",
        "Horario de recepción de mercancía: lunes a viernes de 8:00 a 14:00.",
    )
    _block(c, left, y, notes, 8, pitch=11)
    for k, (x, title, name) in enumerate(
        (
            (left, "Solicitado por", "Gobernanta general"),
            (222, "Aprobado", "Dpto. de Compras"),
            (396, "Conforme proveedor", "Firma y sello"),
        )
    ):
        c.rect(x, 96, 150 if k < 2 else right - x, 70)
        _text(c, x + 6, 154, title, 7.5, BOLD)
        _text(c, x + 6, 102, name, 7.5)
    return {
        "fields": {
            "document_number": "PC-26/1187",
            "date": "2026-12-01",
            "due_date": "2026-12-21",
            "total_amount": _plain(base + vat),
            "tax_amount": _plain(vat),
            "currency": "EUR",
            "vendor_name": "Textiles Hosteleros del Levante, S.L.",
            "customer_name": "Hotel Mirador de la Alhambra, S.A.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), i) for i, d, q, p in RES4_ROWS],
    }


# ruk5: a borough council's official purchase order with cost centres
RUK5_ROWS = (
    ("Height-adjustable desk 1600 x 800, white", "LIB204", "D1110", "12", "Each", "389.00"),
    ("Task chair, mesh back, adjustable arms", "LIB204", "D1110", "12", "Each", "164.50"),
    ("Mobile pedestal, 3 drawer, lockable", "LIB204", "D1110", "12", "Each", "118.00"),
    ("Acoustic screen 1200 x 1400, grey fabric", "LIB204", "D1110", "6", "Each", "142.75"),
    ("Study carrel, single sided, oak effect", "LIB207", "D1110", "8", "Each", "276.40"),
    ("Delivery, installation and packaging removal", "LIB204", "D1120", "1", "Job", "480.00"),
)


def _ruk5_head(c) -> None:
    w, h = A4
    left, right = 40, w - 40
    c.setFillColorRGB(0.08, 0.18, 0.4)
    p = c.beginPath()
    p.moveTo(left, h - 38)
    p.lineTo(left + 36, h - 38)
    p.lineTo(left + 36, h - 64)
    p.curveTo(left + 36, h - 76, left + 26, h - 82, left + 18, h - 88)
    p.curveTo(left + 10, h - 82, left, h - 76, left, h - 64)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(2)
    for k in range(3):
        c.line(left + 7, h - 52 - 9 * k, left + 29, h - 52 - 9 * k)
    c.setStrokeGray(0)
    c.setFillGray(0)
    _text(c, left + 46, h - 56, "Westmarsh Borough Council", 15, BOLD)
    _text(c, left + 46, h - 69, "Procurement Services  ·  Civic Centre, Marsh Lane, Westmarsh WM1 1AA", 8)
    _text(
        c,
        left + 46,
        h - 80,
        "Tel 01632 960 400  ·  procurement@westmarsh.gov.uk  ·  VAT Reg. GB 198 4410 27",
        8,
    )
    _text(c, right, h - 108, "OFFICIAL PURCHASE ORDER", 13, BOLD, True)
    c.setLineWidth(0.6)
    info = (
        ("Order Number", "80042917"),
        ("Order Date", "3 December 2026"),
        ("Supplier No.", "204417"),
        ("Buyer", "K. Oduya"),
        ("Delivery Date", "11 January 2027"),
    )
    c.rect(366, h - 196, right - 366, 80)
    for i, (k, v) in enumerate(info):
        _text(c, 372, h - 130 - 15 * i, k, 8)
        _text(c, right - 6, h - 130 - 15 * i, v, 9, BOLD, True)
    blocks = (
        (
            left,
            h - 116,
            "Supplier",
            (
                "Pennine Office Interiors Ltd",
                "Unit 6, Calder Trade Park",
                "Brighouse",
                "West Yorkshire HD6 1QT",
            ),
        ),
        (
            196,
            h - 116,
            "Deliver to",
            (
                "Westmarsh Central Library",
                "Goods In (rear of building)",
                "14 Market Row",
                "Westmarsh WM2 4RT",
            ),
        ),
        (
            left,
            h - 206,
            "Invoice to",
            (
                "Westmarsh Borough Council",
                "Accounts Payable, PO Box 512",
                "Westmarsh WM1 1AA",
                "ap.invoices@westmarsh.gov.uk",
            ),
        ),
    )
    for x, y, title, lines in blocks:
        c.rect(x, y - 80, 150, 80)
        _text(c, x + 6, y - 11, title, 7.5, BOLD)
        _block(c, x + 6, y - 25, lines, 8.5, pitch=11)
    _text(c, 196, h - 220, "Requisitioner: Claire Fenwick (Libraries)  ·  01632 960 418", 8)
    _text(
        c,
        196,
        h - 234,
        "Please quote the order number on all correspondence, delivery notes and invoices.",
        8,
        "Helvetica-Oblique",
    )


def ruk5(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _ruk5_head(c)
    xs = (left, 64, 262, 314, 350, 380, 414, 470, 526, right)
    top = h - 304
    c.setFillGray(0.88)
    c.rect(left, top - 20, right - left, 20, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    _grid(c, xs, top, 1 + len(RUK5_ROWS), 20)
    titles = ("Line", "Description", "Cost Centre", "Subj.", "Qty", "UoM", "Unit Price", "Net £", "VAT")
    _row(c, xs, top - 13, titles, "llllrlrrc", 7, BOLD)
    net = Decimal(0)
    for i, (d, cc, subj, q, uom, p) in enumerate(RUK5_ROWS):
        amount = _ext(q, p)
        net += amount
        cells = (str(i + 1), d, cc, subj, q, uom, _amt(Decimal(p)), _amt(amount), "S")
        _row(c, xs, top - 33 - 20 * i, cells, "llllrlrrc", 8)
    vat = (net * Decimal("0.20")).quantize(CENT, ROUND_HALF_UP)
    y = top - 20 * (1 + len(RUK5_ROWS))
    totals = (("Total Net", _amt(net)), ("VAT @ 20%", _amt(vat)), ("Order Total £", _amt(net + vat)))
    for i, (k, v) in enumerate(totals):
        c.rect(414, y - 18 * (i + 1), right - 414, 18)
        font = BOLD if i == 2 else "Helvetica"
        _text(c, 420, y - 18 * i - 12, k, 8.5, font)
        _text(c, right - 4, y - 18 * i - 12, v, 8.5, font, True)
    _text(c, left, y - 16, "VAT codes: S = standard rate 20%.", 7.5)
    _text(c, left, y - 30, "Authorised by: Michael Ashworth, Head of Libraries and Culture", 8, BOLD)
    _text(
        c,
        left,
        y - 42,
        "Electronically approved in line with Financial Procedure Rules, 3 December 2026",
        7.5,
    )
    terms = (
        "CONDITIONS OF ORDER",
        (
            "1. This order is placed subject to the Council's Standard Terms and Conditions for the "
            "Purchase of Goods and Services"
        ),
        "   (westmarsh.gov.uk/procurement), which prevail over any terms of the supplier.",
        (
            "2. Invoices must quote the order number and be sent to Accounts Payable; invoices without a "
            "valid order number will be returned."
        ),
        (
            "3. Payment will be made within 30 days of receipt of a valid, undisputed invoice (Late "
            "Payment Directive)."
        ),
        (
            "4. Goods must be delivered to the address above between 09:00 and 16:00, Monday to Friday, "
            "unless agreed."
        ),
        (
            "5. The supplier shall comply with the Modern Slavery Act 2015 and the Council's safeguarding "
            "and data protection policies."
        ),
        (
            "6. No variation to this order is valid unless confirmed in writing by an authorised officer "
            "of the Council."
        ),
    )
    c.setFillGray(0.25)
    _block(c, left, 150, terms, 6.3, pitch=8.5, first=BOLD)
    c.setFillGray(0)
    c.line(left, 72, right, 72)
    _centre(c, w, 60, "Westmarsh Borough Council  ·  Civic Centre, Marsh Lane, Westmarsh WM1 1AA", 7)
    return {
        "fields": {
            "document_number": "80042917",
            "date": "2026-12-03",
            "due_date": "2027-01-11",
            "total_amount": _plain(net + vat),
            "tax_amount": _plain(vat),
            "currency": "GBP",
            "vendor_name": "Pennine Office Interiors Ltd",
            "customer_name": "Westmarsh Borough Council",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p))) for d, _, _, q, _, p in RUK5_ROWS],
    }


# rus6: a government order for supplies or services, CLINs and a period of performance
RUS6_ROWS = (
    ("0001", "QUARTERLY TURBINE INSPECTION, UNITS 1-3", "4", "EA", "6850.00"),
    ("0002", "GOVERNOR OIL ANALYSIS AND FILTRATION", "2", "EA", "3125.00"),
    ("0003", "WICKET GATE SHEAR PINS, REPLACEMENT", "24", "EA", "412.50"),
    ("0004", "EMERGENCY CALLOUT SUPPORT, 8-HOUR BLOCK", "6", "EA", "1480.00"),
    ("0005", "TRAVEL (NOT TO EXCEED)", "1", "LOT", "4800.00"),
    ("0006", "FINAL INSPECTION REPORT AND DRAWINGS", "1", "LOT", "2250.00"),
)


def _form(c, x: float, y: float, wd: float, ht: float, label: str, lines, size: float = 9) -> None:
    """A numbered box of a government form: its label (small) and its lines in Courier under it."""
    c.rect(x, y - ht, wd, ht)
    _text(c, x + 3, y - 8, label, 6, BOLD)
    _block(c, x + 6, y - 20, lines, size, "Courier", pitch=size + 2)


def _rus6_boxes(c) -> None:
    w, h = letter
    left, right = 36, w - 36
    mid = 306
    c.setLineWidth(0.7)
    _form(c, left, h - 78, 130, 32, "1. DATE OF ORDER", ("30-NOV-2026",))
    _form(c, left + 130, h - 78, 140, 32, "2. CONTRACT NO. (If any)", ("N/A",))
    _form(c, mid, h - 78, 120, 32, "3. ORDER NO.", ("140R8127P0042",))
    _form(c, mid + 120, h - 78, right - mid - 120, 32, "4. REQUISITION/REFERENCE NO.", ("0041928377",))
    _form(
        c,
        left,
        h - 110,
        mid - left,
        70,
        "5. ISSUING OFFICE (Address correspondence to)",
        (
            "Bureau of Reclamation",
            "Acquisition Operations Div.",
            "PO Box 25007, Denver Fed. Ctr.",
            "Denver, CO 80225-0007",
        ),
        8.5,
    )
    _form(
        c,
        mid,
        h - 110,
        right - mid,
        70,
        "6. SHIP TO / PLACE OF PERFORMANCE",
        ("Flaming Gorge Dam and Powerplant", "Attn: Facility Manager", "Dutch John, UT 84023"),
        8.5,
    )
    _form(
        c,
        left,
        h - 180,
        mid - left,
        70,
        "7. TO: CONTRACTOR (Name, address and UEI)",
        ("Summit Hydro Services, LLC", "1420 Canyon Rd", "Grand Junction, CO 81501", "UEI K7HJ3LN2QB58"),
        8.5,
    )
    _form(c, mid, h - 180, right - mid, 34, "8. TYPE OF ORDER", ("[X] PURCHASE    [ ] DELIVERY",), 8.5)
    _form(
        c,
        mid,
        h - 214,
        right - mid,
        36,
        "9. PERIOD OF PERFORMANCE",
        ("01-JAN-2027 THROUGH 31-DEC-2027",),
        8.5,
    )
    _form(
        c,
        left,
        h - 250,
        mid - left + 130,
        32,
        "10. ACCOUNTING AND APPROPRIATION DATA",
        ("RR.R4130000.1000000/25XR0680A3/252A0",),
        8,
    )
    _form(c, mid + 130, h - 250, right - mid - 130, 32, "11. BUSINESS CLASSIFICATION", ("SMALL",), 8.5)
    _form(
        c,
        left,
        h - 282,
        right - left,
        34,
        "12. DISCOUNT TERMS / PAYMENT",
        ("NET 30. SUBMIT INVOICES ELECTRONICALLY THROUGH THE IPP.",),
        8.5,
    )


def rus6(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    _centre(c, w, h - 44, "ORDER FOR SUPPLIES OR SERVICES", 12, BOLD)
    _centre(c, w, h - 58, "IMPORTANT: Mark all packages and papers with contract and/or order numbers.", 7)
    c.rect(right - 70, h - 62, 70, 24)
    _text(c, right - 66, h - 48, "PAGE 1 OF 1", 7, BOLD)
    _rus6_boxes(c)
    xs = (left, 96, 340, 400, 434, 500, right)
    top = h - 340
    _text(c, left, top + 8, "13. SCHEDULE OF SUPPLIES/SERVICES", 7, BOLD)
    c.setLineWidth(0.7)
    foot = _grid(c, xs, top, 1, 24)
    body = 20 * 9
    c.rect(left, foot - body, right - left, body)
    for x in xs[1:-1]:
        c.line(x, foot, x, foot - body)
    titles = (
        ("ITEM NO.", "(CLIN)"),
        ("SUPPLIES/SERVICES", ""),
        ("QUANTITY", "ORDERED"),
        ("UNIT", ""),
        ("UNIT PRICE", ""),
        ("AMOUNT", ""),
    )
    _row(c, xs, top - 10, [t for t, _ in titles], "clcccc", 6.5, BOLD)
    _row(c, xs, top - 19, [t for _, t in titles], "clcccc", 6.5, BOLD)
    total = Decimal(0)
    for i, (clin, d, q, unit, p) in enumerate(RUS6_ROWS):
        amount = _ext(q, p)
        total += amount
        cells = (clin, d, q, unit, _amt(Decimal(p)), _amt(amount))
        _row(c, xs, foot - 14 - 20 * i, cells, "llrcrr", 8.5, "Courier")
    y = foot - body
    c.rect(434, y - 24, right - 434, 24)
    _text(c, 438, y - 9, "14. TOTAL", 6, BOLD)
    _text(c, right - 4, y - 19, f"${_amt(total)}", 9.5, "Courier-Bold", True)
    _form(
        c,
        left,
        y - 34,
        260,
        62,
        "15. UNITED STATES OF AMERICA BY (Signature)",
        ("/s/ Karen L. Whitaker", "", "KAREN L. WHITAKER"),
        9,
    )
    _form(
        c,
        296,
        y - 34,
        right - 296,
        62,
        "16. NAME OF CONTRACTING/ORDERING OFFICER",
        ("KAREN L. WHITAKER", "CONTRACTING OFFICER", "(303) 555-0182"),
        9,
    )
    clauses = (
        (
            "Clauses incorporated by reference: FAR 52.212-4 (NOV 2023), FAR 52.204-7, FAR 52.232-33, "
            "FAR 52.222-41."
        ),
        (
            "Contractor shall not exceed the funded amount of this order without a written "
            "modification issued by the contracting officer."
        ),
    )
    _block(c, left, y - 116, clauses, 7, pitch=9)
    _text(c, left, 40, "AUTHORIZED FOR LOCAL REPRODUCTION", 6.5, BOLD)
    _text(c, right, 40, "PREVIOUS EDITION NOT USABLE", 6.5, BOLD, True)
    return {
        "fields": {
            "document_number": "140R8127P0042",
            "date": "2026-11-30",
            "total_amount": _plain(total),
            "currency": "USD",
            "vendor_name": "Summit Hydro Services, LLC",
            "customer_name": "Bureau of Reclamation",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p))) for _, d, q, _, p in RUS6_ROWS],
    }


# rca7: a distributor's sales order, quantities ordered, allocated and back-ordered, GST and PST
RCA7_ROWS = (
    ("FVS-22418", "Wood screw #8 x 1-1/4 in, square drive, 1M", "12", "12", "BX", "38.95"),
    ("FVS-30412", "Hinge, concealed, 110 deg, soft close", "200", "150", "EA", "4.62"),
    ("FVS-30977", "Drawer slide, full extension, 18 in", "60", "60", "PR", "17.85"),
    ("FVS-41050", "Edgebanding, white PVC, 7/8 in x 600 ft", "8", "5", "RL", "61.40"),
    ("FVS-52210", "Contact cement, solvent based, 3.78 L", "6", "6", "EA", "54.20"),
    ("FVS-60311", "Sanding disc 5 in, P120, hook & loop, 50/bx", "20", "20", "BX", "18.90"),
    ("FVS-60318", "Sanding disc 5 in, P180, hook & loop, 50/bx", "20", "12", "BX", "18.90"),
    ("FVS-71808", "Dust collector bag, 30 micron", "4", "0", "EA", "46.75"),
)


def _rca7_head(c) -> None:
    w, h = letter
    left, right = 36, w - 36
    c.setFillColorRGB(0.0, 0.36, 0.38)
    for k in range(3):
        p = c.beginPath()
        p.moveTo(left + 12 * k, h - 76)
        p.lineTo(left + 12 * k + 14, h - 44)
        p.lineTo(left + 12 * k + 22, h - 44)
        p.lineTo(left + 12 * k + 8, h - 76)
        p.close()
        c.drawPath(p, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, left + 62, h - 54, "Fraser Valley Industrial Supply Ltd.", 14, BOLD)
    lines = (
        "31220 Peardonville Rd, Abbotsford, BC V2T 6K8  ·  604-555-0147  ·  orders@fvisupply.ca",
        "GST/HST # 81422 7730 RT0001  ·  PST # PST-1088-4417",
    )
    _block(c, left + 62, h - 67, lines, 7.5, pitch=9.5)
    _text(c, right, h - 54, "SALES ORDER", 16, BOLD, True)
    c.setLineWidth(1)
    c.rect(right - 130, h - 98, 130, 30)
    _text(c, right - 125, h - 77, "ORDER NO.", 6.5, BOLD)
    _text(c, right - 6, h - 93, "SO-118204", 12, BOLD, True)
    c.setLineWidth(0.6)
    blocks = (
        (
            left,
            "SOLD TO",
            ("Kestrel Millwork Inc.", "Acct: KES-0042", "20170 Industrial Ave", "Langley, BC V3A 4K6"),
        ),
        (
            312,
            "SHIP TO",
            ("Kestrel Millwork Inc. - Plant 2", "Receiving", "5511 192 St", "Surrey, BC V3S 8E5"),
        ),
    )
    for x, title, block in blocks:
        c.setFillColorRGB(0.0, 0.36, 0.38)
        c.rect(x, h - 128, 264, 14, stroke=0, fill=1)
        c.setFillGray(1)
        _text(c, x + 5, h - 124, title, 7.5, BOLD)
        c.setFillGray(0)
        c.rect(x, h - 190, 264, 76)
        _block(c, x + 6, h - 141, block, 9, pitch=11.5)
    cells = (
        ("ORDER DATE", "2026-12-04"),
        ("CUSTOMER PO", "KM-7731"),
        ("REQ'D DATE", "2026-12-11"),
        ("SHIP VIA", "Our truck"),
        ("TERMS", "Net 30"),
        ("SALESPERSON", "D. Sandhu"),
        ("WHSE", "ABB"),
    )
    _boxes(c, left, h - 202, cells, (84, 84, 84, 78, 64, 90, right - left - 484), 26, 9)


def rca7(c) -> dict:
    w, h = letter
    left, right = 36, w - 36
    _rca7_head(c)
    xs = (left, 100, 300, 350, 400, 436, 466, 516, right)
    top = h - 250
    titles = ("ITEM NO.", "DESCRIPTION", "QTY ORDERED", "QTY ALLOC.", "B/O", "UM", "PRICE", "AMOUNT")
    _row(c, xs, top, titles, "llrrrcrr", 7, BOLD)
    c.setLineWidth(0.8)
    c.line(left, top - 5, right, top - 5)
    subtotal = Decimal(0)
    for i, (item, d, q, alloc, um, p) in enumerate(RCA7_ROWS):
        y = top - 21 - 16 * i
        if i % 4 < 2:
            c.setFillColorRGB(0.88, 0.95, 0.9)
            c.rect(left, y - 5, right - left, 16, stroke=0, fill=1)
            c.setFillGray(0)
        amount = _ext(q, p)
        subtotal += amount
        cells = (item, d, q, alloc, str(int(q) - int(alloc)), um, p, _amt(amount))
        _row(c, xs, y, cells, "llrrrcrr", 8.5)
    y = top - 21 - 16 * len(RCA7_ROWS)
    c.line(left, y + 8, right, y + 8)
    gst = (subtotal * Decimal("0.05")).quantize(CENT, ROUND_HALF_UP)
    pst = (subtotal * Decimal("0.07")).quantize(CENT, ROUND_HALF_UP)
    _pairs(
        c,
        420,
        right - 4,
        y - 10,
        (("Subtotal", _amt(subtotal)), ("GST 5%", _amt(gst)), ("PST 7%", _amt(pst))),
    )
    c.setLineWidth(1.2)
    c.line(412, y - 50, right, y - 50)
    _text(c, 420, y - 64, "ORDER TOTAL CAD", 10, BOLD)
    _text(c, right - 4, y - 64, f"${_amt(subtotal + gst + pst)}", 10, BOLD, True)
    notes = (
        "Allocated quantities ship on the required date; back orders (B/O) ship as stock arrives",
        "and are invoiced when shipped. Amounts shown are for quantities ordered.",
        "Special-order items are non-returnable. Restocking fee 15% on returns within 30 days.",
        "All prices in Canadian dollars.",
    )
    _block(c, left, y - 10, notes, 7.5, pitch=10)
    _text(c, left, y - 92, "Order entered by: D. Sandhu   2026-12-04 10:42", 7.5, "Helvetica-Oblique")
    c.setLineWidth(0.5)
    c.line(left, 70, right, 70)
    _centre(
        c, w, 58, "Thank you for your order!  ·  fvisupply.ca  ·  Abbotsford  ·  Chilliwack  ·  Langley", 7.5
    )
    return {
        "fields": {
            "document_number": "SO-118204",
            "date": "2026-12-04",
            "due_date": "2026-12-11",
            "total_amount": _plain(subtotal + gst + pst),
            "currency": "CAD",
            "vendor_name": "Fraser Valley Industrial Supply Ltd.",
            "customer_name": "Kestrel Millwork Inc.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), i) for i, d, q, _, _, p in RCA7_ROWS],
    }


# rmx8: a food maker's orden de compra, its amount in words and three approval boxes
RMX8_ROWS = (
    ("EF-BL0512", "Bolsa stand-up 12x20 cm con zipper, metalizada", "20000", "PZA", "1.85"),
    ("EF-BL0518", "Bolsa stand-up 18x28 cm con zipper, kraft", "10000", "PZA", "2.64"),
    ("EF-ET0075", "Etiqueta autoadherible 75x50 mm, 4 tintas", "50000", "PZA", "0.38"),
    ("EF-RL0330", "Película BOPP 30 micras, rollo 330 mm", "24", "RLL", "1245.00"),
    ("EF-CJ4030", "Caja corrugada 40x30x25 cm, doble pared", "1500", "PZA", "14.20"),
    ("EF-CL0001", "Cliché de impresión flexográfica", "4", "PZA", "2350.00"),
)
RMX8_WORDS = "(CIENTO SESENTA Y CINCO MIL OCHOCIENTOS CINCUENTA Y SEIS PESOS 80/100 M.N.)"


def _rmx8_head(c) -> None:
    w, h = letter
    left, right = 40, w - 40
    c.setFillColorRGB(0.85, 0.45, 0.08)
    c.circle(left + 22, h - 62, 22, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(1.6)
    for k in (-8, 0, 8):
        c.line(left + 22 + k, h - 78, left + 22 + k, h - 48)
        c.line(left + 22 + k, h - 56, left + 18 + k, h - 50)
        c.line(left + 22 + k, h - 56, left + 26 + k, h - 50)
    c.setStrokeGray(0)
    c.setFillGray(0)
    _text(c, left + 52, h - 52, "Alimentos Finos del Bajío, S.A. de C.V.", 13, BOLD)
    lines = (
        "RFC AFB0903127K4  ·  Régimen General de Ley Personas Morales",
        "Carretera Celaya-Salamanca km 4.5, Col. Industrial, C.P. 38010, Celaya, Gto.",
        "Tel. 461 612 0840  ·  compras@alimentosbajio.com.mx",
    )
    _block(c, left + 52, h - 65, lines, 7.5, pitch=9.5)
    c.setLineWidth(1)
    c.rect(390, h - 172, right - 390, 62)
    c.setFillColorRGB(0.85, 0.45, 0.08)
    c.rect(390, h - 128, right - 390, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 390 + right, h - 123, "ORDEN DE COMPRA", 11, BOLD)
    c.setFillGray(0)
    _text(c, 396, h - 142, "Folio:", 8.5)
    _text(c, right - 6, h - 142, "OC-0004587", 11, BOLD, True)
    _text(c, 396, h - 156, "Fecha:", 8.5)
    _text(c, right - 6, h - 156, "7 de diciembre de 2026", 8.5, right=True)
    _text(c, 396, h - 168, "Fecha requerida:", 8.5)
    _text(c, right - 6, h - 168, "18/12/2026", 8.5, BOLD, True)
    _text(c, left, h - 120, "PROVEEDOR", 7.5, BOLD)
    supplier = (
        "Empaques Flexibles de Querétaro, S.A. de C.V.",
        "RFC EFQ1105234T9",
        "Av. 5 de Febrero 2115, Zona Industrial Benito Juárez",
        "C.P. 76120, Santiago de Querétaro, Qro.",
        "Atención: Ing. Laura Méndez",
    )
    _block(c, left, h - 133, supplier, 8.5, pitch=10.5, first=BOLD)
    terms = (
        ("Entregar en", "Almacén de materiales, andén 3, Celaya"),
        ("Condiciones de pago", "30 días"),
        ("Moneda", "MXN"),
        ("Uso CFDI", "G01 Adquisición de mercancías"),
        ("Método de pago", "PPD"),
    )
    for i, (k, v) in enumerate(terms):
        _text(c, left + 180 * (i % 3), h - 206 - 24 * (i // 3), k, 6.5, BOLD)
        _text(c, left + 180 * (i % 3), h - 216 - 24 * (i // 3), v, 8.5)


def rmx8(c) -> dict:
    w, h = letter
    left, right = 40, w - 40
    _rmx8_head(c)
    xs = (left, 80, 140, 352, 404, 444, 506, right)
    top = h - 270
    c.setFillColorRGB(0.99, 0.9, 0.8)
    c.rect(left, top - 6, right - left, 17, stroke=0, fill=1)
    c.setFillGray(0)
    titles = ("Partida", "Clave", "Descripción", "Cant.", "Unidad", "P. Unitario", "Importe")
    _row(c, xs, top, titles, "lllrcrr", 7.5, BOLD)
    subtotal = Decimal(0)
    c.setStrokeColorRGB(0.85, 0.45, 0.08)
    c.setLineWidth(0.4)
    for i, (code, d, q, unit, p) in enumerate(RMX8_ROWS):
        amount = _ext(q, p)
        subtotal += amount
        y = top - 22 - 18 * i
        cells = (str(i + 1), code, d, f"{int(q):,}", unit, _amt(Decimal(p)), _amt(amount))
        _row(c, xs, y, cells, "lllrcrr", 8)
        c.line(left, y - 7, right, y - 7)
    c.setStrokeGray(0)
    iva = (subtotal * Decimal("0.16")).quantize(CENT, ROUND_HALF_UP)
    assert _amt(subtotal + iva) == "165,856.80", "RMX8_WORDS says 165,856.80"
    y = top - 22 - 18 * len(RMX8_ROWS) - 12
    for i, (k, v) in enumerate(
        (("Subtotal", _amt(subtotal)), ("IVA 16%", _amt(iva)), ("Total", _amt(subtotal + iva)))
    ):
        c.rect(420, y - 18 * i - 6, right - 420, 18)
        _text(c, 426, y - 18 * i, k, 9, BOLD if i == 2 else "Helvetica")
        _text(c, right - 4, y - 18 * i, f"$ {v}", 9, BOLD if i == 2 else "Helvetica", True)
    _text(c, left, y, "Importe con letra:", 7.5, BOLD)
    _text(c, left, y - 12, RMX8_WORDS, 7.5)
    notes = (
        "Favor de anexar copia de esta orden a su factura (CFDI 4.0) y a la remisión de entrega.",
        "Material sujeto a inspección de calidad y a la ficha técnica aprobada.",
    )
    _block(c, left, y - 34, notes, 7.5, pitch=10)
    for k, (title, name) in enumerate(
        (
            ("Solicitó", "Ing. Ramiro Tapia / Producción"),
            ("Revisó", "Lic. Adriana Soto / Compras"),
            ("Autorizó", "C.P. Jorge Villaseñor / Dirección"),
        )
    ):
        x = left + 178 * k
        c.rect(x, 82, 172, 72)
        _text(c, x + 6, 144, title, 7.5, BOLD)
        c.line(x + 12, 106, x + 160, 106)
        _centre(c, 2 * x + 172, 94, name, 7.5)
    return {
        "fields": {
            "document_number": "OC-0004587",
            "date": "2026-12-07",
            "due_date": "2026-12-18",
            "total_amount": _plain(subtotal + iva),
            "tax_amount": _plain(iva),
            "currency": "MXN",
            "vendor_name": "Empaques Flexibles de Querétaro, S.A. de C.V.",
            "customer_name": "Alimentos Finos del Bajío, S.A. de C.V.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), i) for i, d, q, _, p in RMX8_ROWS],
    }


# rnl9: an installer's inkooporder, keys over values and no ruled table
RNL9_ROWS = (
    ("VDH-410288", "Wandcloset diepspoel wit, inclusief zitting", "14", "st", "189.50"),
    ("VDH-410512", "Inbouwreservoir 112 cm met bedieningsplaat", "14", "st", "238.00"),
    ("VDH-520117", "Fonteinset 36 cm met kraan en sifon", "14", "st", "96.75"),
    ("VDH-610044", "Douchegoot RVS 80 cm, vloerinbouw", "10", "st", "144.20"),
    ("VDH-730210", "Thermostatische douchemengkraan opbouw", "10", "st", "167.90"),
    ("VDH-810905", "PVC afvoerbuis 110 mm, lengte 4 m", "24", "st", "18.45"),
    ("VDH-811210", "PVC bocht 110 mm 45 graden", "60", "st", "3.15"),
    ("VDH-905501", "Meerlagenbuis 16x2 mm, rol 50 m", "6", "rol", "62.40"),
)
TEAL = (0.0, 0.45, 0.5)


def _rnl9_head(c) -> None:
    w, h = A4
    left, right = 56, w - 48
    c.setFillColorRGB(*TEAL)
    c.rect(0, 0, 16, h, stroke=0, fill=1)
    for k in range(3):
        c.rect(left + 11 * k, h - 70 + 6 * k, 8, 22 - 6 * k, stroke=0, fill=1)
    _text(c, left + 40, h - 62, "zuiderzee", 20, BOLD)
    c.setFillGray(0.4)
    _text(c, left + 40, h - 73, "installatietechniek", 9)
    c.setFillGray(0)
    lines = (
        "Zuiderzee Installatietechniek B.V.",
        "Kitsweg 12",
        "8218 MC Lelystad",
        "T 0320 28 41 90",
        "inkoop@zuiderzee-it.nl",
    )
    _block(c, right, h - 50, lines, 8, pitch=10.5, first=BOLD, right=True)
    supplier = (
        "Van der Heijden Sanitair Groothandel B.V.",
        "t.a.v. verkoop binnendienst",
        "De Stuwdam 31",
        "3815 KM Amersfoort",
    )
    _block(c, left, h - 150, supplier, 10, pitch=13.5)
    _text(c, left, h - 240, "Inkooporder", 20, BOLD)
    cells = (
        ("Ordernummer", "IO-26-0815"),
        ("Orderdatum", "9 december 2026"),
        ("Gewenste leverdatum", "16 december 2026"),
        ("Uw relatienummer", "30117"),
    )
    for i, (k, v) in enumerate(cells):
        c.setFillGray(0.45)
        _text(c, left + 124 * i, h - 266, k, 7.5)
        c.setFillGray(0)
        _text(c, left + 124 * i, h - 279, v, 9.5, BOLD if i == 0 else "Helvetica")
    cells = (
        ("Project", "P-2611 Almere Poort, bouwnummers 14 t/m 28"),
        ("Afleveradres", "Bouwplaats Europalaan 70, 1363 BM Almere (bouwkeet)"),
        ("Contactpersoon", "R. Visser, 06 41 88 20 17"),
    )
    for i, (k, v) in enumerate(cells):
        c.setFillGray(0.45)
        _text(c, left, h - 304 - 13 * i, k, 7.5)
        c.setFillGray(0)
        _text(c, left + 90, h - 304 - 13 * i, v, 8.5)


def rnl9(c) -> dict:
    w, h = A4
    left, right = 56, w - 48
    _rnl9_head(c)
    xs = (left - 4, 120, 340, 380, 420, 476, right + 4)
    top = h - 372
    c.setFillGray(0.45)
    _row(
        c, xs, top, ("ARTIKELCODE", "OMSCHRIJVING", "AANTAL", "EENHEID", "PRIJS", "BEDRAG"), "llrlrr", 7, BOLD
    )
    c.setFillGray(0)
    c.setStrokeColorRGB(*TEAL)
    c.setLineWidth(1.2)
    c.line(left, top - 6, right, top - 6)
    net = Decimal(0)
    for i, (code, d, q, unit, p) in enumerate(RNL9_ROWS):
        amount = _ext(q, p)
        net += amount
        cells = (code, d, q, unit, _eur(Decimal(p)), _eur(amount))
        _row(c, xs, top - 24 - 17 * i, cells, "llrlrr", 8.5)
    vat = (net * Decimal("0.21")).quantize(CENT, ROUND_HALF_UP)
    y = top - 24 - 17 * len(RNL9_ROWS) - 8
    c.setLineWidth(0.6)
    c.line(360, y + 6, right, y + 6)
    for i, (k, v) in enumerate((("Totaal excl. btw", _eur(net)), ("Btw 21%", _eur(vat)))):
        _text(c, 364, y - 8 - 14 * i, k, 8.5)
        _text(c, right, y - 8 - 14 * i, f"€ {v}", 8.5, right=True)
    c.line(360, y - 32, right, y - 32)
    _text(c, 364, y - 48, "Totaal incl. btw", 11, BOLD)
    c.setFillColorRGB(*TEAL)
    _text(c, right, y - 48, f"€ {_eur(net + vat)}", 11, BOLD, True)
    c.setFillGray(0)
    c.setStrokeGray(0)
    notes = (
        "Vermeld bij levering en facturatie altijd ons ordernummer en projectnummer.",
        "Levering op de bouwplaats tussen 07:00 en 15:00 uur; meld u bij de uitvoerder.",
        "Op deze order zijn onze algemene inkoopvoorwaarden van toepassing.",
        "",
        "Met vriendelijke groet,",
        "Zuiderzee Installatietechniek B.V.",
        "Marloes de Boer, inkoop",
    )
    _block(c, left, y - 90, notes, 8.5, pitch=12)
    c.setFillGray(0.45)
    _text(
        c,
        left,
        40,
        "KvK 39084417  ·  BTW NL852301447B01  ·  IBAN NL46 RABO 0315 2287 44  ·  zuiderzee-it.nl",
        7,
    )
    c.setFillGray(0)
    return {
        "fields": {
            "document_number": "IO-26-0815",
            "date": "2026-12-09",
            "due_date": "2026-12-16",
            "total_amount": _plain(net + vat),
            "tax_amount": _plain(vat),
            "currency": "EUR",
            "vendor_name": "Van der Heijden Sanitair Groothandel B.V.",
            "customer_name": "Zuiderzee Installatietechniek B.V.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), i) for i, d, q, _, p in RNL9_ROWS],
    }


# rsg10: a marine engineer's purchase order, a full grid, terms and a company stamp
RSG10_ROWS = (
    ("KS-FL-1608", "Weld neck flange 4 in ANSI 150, SS316", "16", "PCS", "68.50"),
    ("KS-GS-0412", "Spiral wound gasket 4 in CL150, SS316/graphite", "32", "PCS", "12.80"),
    ("KS-SB-1670", "Stud bolt 5/8 in x 70 mm B7, with 2 nuts", "128", "SET", "3.45"),
    ("KS-VB-0302", "Ball valve 2 in PN40 SS316, full bore", "6", "PCS", "214.00"),
    ("KS-PT-2410", "Seamless pipe SS316L 2 in SCH40, 6 m", "4", "LEN", "486.00"),
    ("KS-WD-0025", "Welding electrode E316L-16, 2.5 mm, 5 kg", "10", "BOX", "92.60"),
    ("KS-DS-0100", "Cutting disc 4 in x 1 mm, inox, 50 pcs", "5", "BOX", "28.40"),
)
NAVY = (0.05, 0.16, 0.36)


def _rsg10_head(c) -> None:
    w, h = A4
    left, right = 40, w - 40
    c.setFillColorRGB(*NAVY)
    c.circle(left + 22, h - 60, 22, stroke=0, fill=1)
    c.setStrokeGray(1)
    c.setLineWidth(1.8)
    for k in range(3):
        y = h - 70 + 8 * k
        c.bezier(left + 6, y, left + 14, y + 6, left + 22, y - 6, left + 38, y)
    c.setStrokeGray(0)
    c.setFillGray(0)
    _text(c, left + 52, h - 52, "Lion City Marine Engineering Pte. Ltd.", 14, BOLD)
    lines = (
        "21 Tuas Avenue 8, Singapore 639236  ·  Tel +65 6861 4420  ·  purchasing@lcme.com.sg",
        "UEN / GST Reg. No. 201418832K",
    )
    _block(c, left + 52, h - 65, lines, 7.5, pitch=9.5)
    c.setFillColorRGB(*NAVY)
    c.rect(left, h - 112, right - left, 20, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 106, "PURCHASE ORDER", 12, BOLD)
    c.setFillGray(0)
    c.setLineWidth(0.6)
    c.rect(left, h - 212, 262, 92)
    _text(c, left + 6, h - 131, "Vendor", 7.5, BOLD)
    vendor = (
        "Kim Seng Hardware & Engineering Supplies Pte Ltd",
        "UEN 198702245M",
        "No. 9 Sungei Kadut Street 2",
        "Singapore 729230",
        "Attn: Mr Tan Wei Ming  ·  Tel 6368 2215",
    )
    _block(c, left + 6, h - 146, vendor, 8.5, pitch=12, first=BOLD)
    c.rect(308, h - 212, right - 308, 92)
    info = (
        ("PO No.", "LCM/PO/26/1187"),
        ("PO Date", "8 Dec 2026"),
        ("Delivery Date", "21 Dec 2026"),
        ("Payment Terms", "30 days from invoice"),
        ("Quotation Ref.", "Q-KS-26-4471"),
        ("Job / Vessel", "J26-318 MV Straits Harmony"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 314, h - 133 - 14 * i, k, 8)
        _text(c, 392, h - 133 - 14 * i, ":", 8)
        _text(c, 398, h - 133 - 14 * i, v, 8.5, BOLD if i == 0 else "Helvetica")
    _text(c, left, h - 228, "Deliver To:", 8, BOLD)
    _text(
        c,
        left + 52,
        h - 228,
        "LCME Yard Store, Gate 2, 21 Tuas Avenue 8, Singapore 639236 (Mon-Fri 8.30am-4.30pm)",
        8,
    )


def _rsg10_foot(c) -> None:
    w = A4[0]
    left = 40
    terms = (
        "Terms & Conditions",
        "1. Please quote our PO number on all delivery orders, invoices and correspondence.",
        (
            "2. Goods must be delivered on the delivery date stated; we reserve the right to cancel late "
            "deliveries."
        ),
        "3. Mill certificates (EN 10204 3.1) are to accompany all flanges, pipes and valves.",
        "4. Goods not conforming to specification will be returned at the vendor's cost.",
        "5. Prices are fixed and inclusive of delivery to the address above. GST at the prevailing rate.",
    )
    _block(c, left, 216, terms, 6.8, pitch=9, first=BOLD)
    for k, title in enumerate(("Prepared By", "Approved By", "Authorised Signature & Company Stamp")):
        x = left + 172 * k
        c.line(x, 88, x + 160, 88)
        _text(c, x, 78, title, 7.5)
    _block(c, left, 100, ("Jasmine Lim",), 8)
    _block(c, left + 172, 100, ("Ong Boon Keat, Ops Manager",), 8)
    c.setStrokeColorRGB(0.2, 0.3, 0.75)
    c.setFillColorRGB(0.2, 0.3, 0.75)
    c.setLineWidth(1.2)
    c.circle(left + 430, 118, 27)
    c.setLineWidth(0.6)
    c.circle(left + 430, 118, 22)
    _centre(c, 2 * (left + 430), 121, "LION CITY", 6, BOLD)
    _centre(c, 2 * (left + 430), 113, "MARINE", 6, BOLD)
    c.setFillGray(0)
    c.setStrokeGray(0)
    _centre(c, w, 40, "This is a computer-generated purchase order.", 6.5)


def rsg10(c) -> dict:
    w, h = A4
    left, right = 40, w - 40
    _rsg10_head(c)
    xs = (left, 68, 136, 348, 384, 418, 478, right)
    top = h - 246
    c.setFillColorRGB(0.86, 0.89, 0.95)
    c.rect(left, top - 22, right - left, 22, stroke=0, fill=1)
    c.setFillGray(0)
    c.setLineWidth(0.5)
    _grid(c, xs, top, 2 + len(RSG10_ROWS), 22)
    titles = ("S/N", "Part No.", "Description", "Qty", "UOM", "Unit Price", "Amount (S$)")
    _row(c, xs, top - 14, titles, "clllcrr", 7.5, BOLD)
    subtotal = Decimal(0)
    for i, (part, d, q, uom, p) in enumerate(RSG10_ROWS):
        amount = _ext(q, p)
        subtotal += amount
        cells = (str(i + 1), part, d, q, uom, _amt(Decimal(p)), _amt(amount))
        _row(c, xs, top - 36 - 22 * i, cells, "clllcrr", 8)
    gst = (subtotal * Decimal("0.09")).quantize(CENT, ROUND_HALF_UP)
    y = top - 22 * (2 + len(RSG10_ROWS))
    totals = (("Sub-Total", _amt(subtotal)), ("GST 9%", _amt(gst)), ("Total (SGD)", _amt(subtotal + gst)))
    for i, (k, v) in enumerate(totals):
        c.rect(418, y - 20 * (i + 1), right - 418, 20)
        font = BOLD if i == 2 else "Helvetica"
        _text(c, 424, y - 20 * i - 14, k, 8.5, font)
        _text(c, right - 4, y - 20 * i - 14, v, 8.5, font, True)
    _text(c, left, y - 14, "Currency: Singapore Dollars (SGD)", 8)
    _text(c, left, y - 28, "Remarks: deliver in one lot; call storekeeper 9147 3380 before arrival.", 8)
    _rsg10_foot(c)
    return {
        "fields": {
            "document_number": "LCM/PO/26/1187",
            "date": "2026-12-08",
            "due_date": "2026-12-21",
            "total_amount": _plain(subtotal + gst),
            "tax_amount": _plain(gst),
            "currency": "SGD",
            "vendor_name": "Kim Seng Hardware & Engineering Supplies Pte Ltd",
            "customer_name": "Lion City Marine Engineering Pte. Ltd.",
        },
        "line_items": [_item(d, q, p, _plain(_ext(q, p)), i) for i, d, q, _, p in RSG10_ROWS],
    }


LAYOUTS = {
    "rus1": (rus1, letter),
    "rde2": (rde2, A4),
    "rit3": (rit3, A4),
    "res4": (res4, A4),
    "ruk5": (ruk5, A4),
    "rus6": (rus6, letter),
    "rca7": (rca7, letter),
    "rmx8": (rmx8, letter),
    "rnl9": (rnl9, A4),
    "rsg10": (rsg10, A4),
}
SCANNED = ("res4", "ruk5", "rmx8", "rsg10")
