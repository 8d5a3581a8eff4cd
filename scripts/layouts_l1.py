"""Ten more till receipts and bills on narrow paper, in the manner of scripts/layouts_set.py: an Ipoh hardware
shop's cash bill (item codes, SST 10%, "ROUNDING ADJ", cash and change), a Singapore food court's takeaway receipt
(prices with GST 9% included, a queue number, NETS), an Austin big-box store's receipt (UPC codes before the items,
"TAX 8.25%", a gift card then "BALANCE DUE", cash and "CHANGE DUE"), a York coffee shop's "Eat in" receipt (VAT
20% included), a Hamburg bakery's Kassenbon (MwSt 7 % and 19 % under "SUMME EUR", "Bar", "Rückgeld"), a
Saint-Malo crêperie's ticket ("TOTAL TTC", TVA at 10 % and 20 %, "NET À PAYER", cash), a Utrecht supermarket's
kassabon in a condensed face ("aantal x prijs" on a second line, a bonus, PIN, a BTW table), a Brisbane pharmacy's
tax invoice (ABN, a PBS script, "*" before the items that include GST), a Querétaro grocer's ticket de venta in a
condensed face (pesos, IVA 16%, the total in words) and a Vancouver restaurant's bill (GST 5% and PST 10% on the
liquor, a card slip with a tip); all ten are also written as scans. What the values say where a page leaves a
choice: where a brand name is printed over a legal name in small print (or over its owner's name, on the Mexican
ticket), vendor_name is the brand, as in scripts/layouts_j1.py; the total is the sum owed for the purchase with its
tax, after a cash rounding where one is printed (the Ipoh bill's "TOTAL (RM)"), not the balance left after a gift
card (Austin), nor the card slip's total with the tip (Vancouver: the bill's total before the tip); the Vancouver
bill prints GST and PST apart and no tax total, so it has no tax_amount; a receipt's number is its labelled
receipt, bill, ticket or transaction number (not the Singapore queue number); the Utrecht bonus (a discount
printed under the bread) is no line item, and the Brisbane "*" marks no part of a description; a line's quantity
and unit price are given only where printed ("2 PCS" on the Ipoh bill is a quantity of 2), a weighed line's
quantity is its weight (the Austin bananas), and a line's item_id is the code printed before it (Ipoh, Austin).
"""

from __future__ import annotations

from layouts_set import _barcode, _bare, _centre, _eu, _item, _lines, _rule, _text, _two
from reportlab.lib.units import mm

MONO, BOLD = "Courier", "Courier-Bold"
SANS, SANS_BOLD = "Helvetica", "Helvetica-Bold"


def _grid(
    c, y: float, cols, rows, size: float, fonts: tuple[str, str], pitch: float, bold_rows=(0,)
) -> float:
    """A small table (a tax summary): columns (x, right-aligned), one row a line from ``y`` down, the rows of
    ``bold_rows`` in the second font; the y after it."""
    for i, row in enumerate(rows):
        for (x, right), t in zip(cols, row):
            _text(c, x, y, t, size, fonts[1] if i in bold_rows else fonts[0], right)
        y -= pitch
    return y


def lmy1(c) -> dict:
    w, h = 80 * mm, 198 * mm
    x0, x1, s, p = 10, w - 10, 7, 10.5
    c.roundRect(w / 2 - 18, h - 46, 36, 26, 4, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 38, "HL", 16, BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 60, "HENG LEONG HARDWARE", 11, BOLD)
    y = _lines(
        c,
        w,
        h - 71,
        (
            "HENG LEONG HARDWARE & ELECTRICAL SDN. BHD.",
            "(201501018822 / 1144203-W)",
            "NO. 23, JALAN BERCHAM RAYA,",
            "TAMAN BERCHAM, 31400 IPOH, PERAK.",
            "TEL: 05-548 2291   H/P: 012-508 7731",
            "SST ID: A11-1809-32001877",
        ),
        6.2,
        pitch=8,
    )
    _centre(c, w, y - 6, "CASH BILL", 10, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (
            ("Bill No : CB-045873", "Date : 27-11-2026"),
            ("Salesman: AH KEONG", "Time : 10:15 AM"),
            ("Terminal: T02", "Page : 1 of 1"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "=", s)
    _text(c, x0, y - p + 2, "CODE     DESCRIPTION", s, BOLD)
    cols = ((48, True), (120, True), (x1 - 8, True))
    for (x, right), t in zip(cols, ("QTY", "U/PRICE", "AMOUNT")):
        _text(c, x, y - 2 * p + 2, t, s, BOLD, right)
    _text(c, x1 - 5, y - 2 * p + 2, "T", s, BOLD)
    _rule(c, x0, x1, y - 3 * p + 2, "-", s)
    rows = [
        ("JB-20041", 'PAKU KONKRIT 2" (1KG)', "2", "6.50", "13.00"),
        ("EL-31208", "SUIS 1 GANG 1 HALA 10A", "4", "3.80", "15.20"),
        ("EL-40552", "KABEL 2.5MM 100M MERAH", "1", "168.00", "168.00"),
        ("CT-00917", "CAT DINDING 5L PUTIH SALJI", "1", "89.90", "89.90"),
        ("HW-11873", 'ENGSEL PINTU 4" S/STEEL', "3", "7.20", "21.60"),
        ("HW-22016", "SILIKON SEALANT JERNIH 300ML", "2", "11.50", "23.00"),
    ]
    y -= 4 * p - 2
    for code, name, qty, price, amount in rows:
        _text(c, x0, y, f"{code} {name}", s, MONO)
        for (x, right), t in zip(cols, (f"{qty} PCS", price, amount)):
            _text(c, x, y - p, t, s, MONO, right)
        _text(c, x1 - 5, y - p, "S", s, MONO)
        y -= 2 * p + 2
    _rule(c, x0, x1, y + 4, "-", s)
    _text(c, x0, y - 6, "Total Qty : 13", s, MONO)
    y = _two(
        c,
        x0,
        x1 - 8,
        y - 6 - p - 2,
        (
            ("SUB TOTAL (EXCL. SST)", "330.70"),
            ("SST 10%", "33.07"),
            ("TOTAL (INCL. SST)", "363.77"),
            ("ROUNDING ADJ", "-0.02"),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 4, "TOTAL (RM)", 10, BOLD)
    _text(c, x1 - 8, y - 4, "363.75", 10, BOLD, True)
    y = _two(c, x0, x1 - 8, y - 18, (("CASH", "400.00"), ("CHANGE", "36.25")), s, pitch=p)
    _rule(c, x0, x1, y + 2, "=", s)
    _text(c, x0, y - p + 2, "S = SST 10%    Z = NO SST", 6.2, MONO)
    y = _lines(
        c,
        w,
        y - 2 * p - 4,
        (
            "BARANG YANG SUDAH DIBELI TIDAK",
            "BOLEH DITUKAR ATAU DIPULANGKAN.",
            "EXCHANGE WITHIN 7 DAYS WITH THIS BILL.",
            "TERIMA KASIH. SILA DATANG LAGI.",
        ),
        6.2,
        pitch=8,
    )
    _barcode(c, w, y - 22, "CB045873", 20)
    return {
        "fields": {
            "document_number": "CB-045873",
            "date": "2026-11-27",
            "total_amount": "363.75",
            "tax_amount": "33.07",
            "currency": "MYR",
            "vendor_name": "HENG LEONG HARDWARE",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, a in rows],
    }


def lsg2(c) -> dict:
    w, h = 72 * mm, 140 * mm
    x0, x1, s, p = 10, w - 10, 7.4, 11.5
    _centre(c, w, h - 32, "FOOD HAVEN", 15, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 45,
        (
            "Food Haven Management Pte. Ltd.",
            "Our Tampines Hub, 1 Tampines Walk #02-21",
            "Singapore 528523",
            "UEN / GST Reg No: 201012345K",
        ),
        6.5,
        SANS,
        pitch=8.5,
    )
    c.setLineWidth(0.6)
    c.rect(x0, y - 14, x1 - x0, 16, stroke=1, fill=0)
    _centre(c, w, y - 9, "Stall 07 · Chicken Rice", 8.5, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 30,
        (
            ("Rcpt No: 0701-20183", "POS 07"),
            ("01/12/2026 12:48", "Cashier: Mei"),
            ("TAKEAWAY", "Queue No: 83"),
        ),
        s,
        SANS,
        pitch=p,
    )
    c.line(x0, y + 5, x1, y + 5)
    _text(c, x0, y - 5, "Qty", s, SANS_BOLD)
    _text(c, x0 + 20, y - 5, "Item", s, SANS_BOLD)
    _text(c, x1, y - 5, "Amt", s, SANS_BOLD, True)
    rows = [
        ("2", "Roasted Chicken Rice", "5.00", "10.00"),
        ("1", "Char Siew Rice", None, "5.50"),
        ("1", "Braised Egg", None, "1.00"),
        ("1", "Oyster Sauce Kailan", None, "4.00"),
        ("3", "Takeaway Box", "0.20", "0.60"),
    ]
    y -= 5 + p + 2
    for qty, name, each, amount in rows:
        _text(c, x0 + 4, y, qty, s, SANS)
        _text(c, x0 + 20, y, name, s, SANS)
        _text(c, x1, y, amount, s, SANS, True)
        if each:
            y -= p - 1
            _text(c, x0 + 28, y, f"@ ${each} each", 6.6, SANS)
        y -= p
    c.line(x0, y + 5, x1, y + 5)
    _text(c, x0, y - 8, "TOTAL (8 items)", 10, SANS_BOLD)
    _text(c, x1, y - 8, "$21.10", 10, SANS_BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 8 - p - 2,
        (("Amount excl. GST", "19.36"), ("GST 9% (included)", "1.74"), ("NETS", "21.10"), ("Change", "0.00")),
        s,
        SANS,
        pitch=p,
    )
    for i, t in enumerate(("NETS  ************4072", "APPR CODE 604118   TID 18845201", "SALE APPROVED")):
        _text(c, x0, y - 2 - 8 * i, t, 6.2, MONO)
    _lines(
        c,
        w,
        y - 36,
        (
            "Prices are inclusive of 9% GST",
            "Please return your tray after your meal",
            "Thank you & enjoy your meal!",
        ),
        6.6,
        SANS,
        pitch=9,
    )
    return {
        "fields": {
            "document_number": "0701-20183",
            "date": "2026-12-01",
            "total_amount": "21.10",
            "tax_amount": "1.74",
            "currency": "SGD",
            "vendor_name": "FOOD HAVEN",
        },
        "line_items": [_bare(d, a, q, e) for q, d, e, a in rows],
    }


def lus3(c) -> dict:
    w, h = 80 * mm, 162 * mm
    x0, x1, s, p = 10, w - 10, 7, 10.5
    c.rect(x0 + 20, h - 52, x1 - x0 - 40, 32, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 42, "BRIGHTWAY", 18, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 63, "Save more. Live bright.", 7.5, "Helvetica-Oblique")
    y = _lines(
        c,
        w,
        h - 78,
        ("(512) 555-0177   MGR: DANA WHITFIELD", "9800 N LAMAR BLVD", "AUSTIN TX 78753"),
        s,
        pitch=p,
    )
    _centre(c, w, y - 3, "STORE 1187  REG 12  TRANS# 04412  OP 9112", 6.4, MONO)
    rows = [
        ("078742351860", "BW WHOLE MILK GAL", None, "3.48", "N"),
        ("049000028911", "SODA 12PK 12OZ", ("2", "6.48", "2 @ 6.48"), "12.96", "T"),
        ("068113102546", "PAPER TOWEL 6 ROLL", None, "11.97", "T"),
        ("037000862116", "LAUNDRY DET 92 OZ", None, "13.94", "T"),
        ("000000040110", "BANANAS", ("2.31", "0.58", "2.31 lb @ 0.58 /lb"), "1.34", "N"),
        ("088796151234", "HDMI CABLE 6FT", None, "8.88", "T"),
        ("041498195330", "EGGS LARGE 18CT", None, "4.27", "N"),
    ]
    y -= 18
    for code, name, detail, amount, flag in rows:
        _text(c, x0, y, f"{code} {name}", s, MONO)
        if detail:
            y -= p
            _text(c, x0 + 20, y, detail[2], s, MONO)
        _text(c, x1 - 10, y, amount, s, MONO, True)
        _text(c, x1 - 6, y, flag, s, MONO)
        y -= p
    y = _two(
        c,
        x0 + 70,
        x1 - 10,
        y - 4,
        (("SUBTOTAL", "56.84"), ("TAX 8.25%", "3.94")),
        s,
        pitch=p,
    )
    _text(c, x0 + 70, y - 2, "TOTAL", 9, BOLD)
    _text(c, x1 - 10, y - 2, "60.78", 9, BOLD, True)
    y = _two(
        c,
        x0 + 40,
        x1 - 10,
        y - 15,
        (
            ("GIFT CARD TEND", "25.00"),
            ("BALANCE DUE", "35.78"),
            ("CASH TEND", "40.00"),
            ("CHANGE DUE", "4.22"),
        ),
        s,
        pitch=p,
    )
    y = _two(
        c,
        x0,
        x1 - 10,
        y - 4,
        (("GIFT CARD ****6620", ""), ("  AMOUNT REDEEMED", "25.00"), ("  REMAINING BALANCE", "0.00")),
        6.4,
        pitch=8,
    )
    _centre(c, w, y - 6, "# ITEMS SOLD 8", s, MONO)
    _centre(c, w, y - 6 - p, "NOV 28 2026   17:32:09", s, MONO)
    _barcode(c, w, y - 44, "118712044120", 22, 0.6)
    _lines(
        c,
        w,
        y - 58,
        (
            "N = NON-TAXABLE   T = TAXABLE",
            "Low prices. Every day.",
            "Returns within 90 days with receipt.",
            "Tell us about your visit:",
            "brightway.com/survey",
        ),
        6.6,
        pitch=8.5,
    )
    return {
        "fields": {
            "document_number": "04412",
            "date": "2026-11-28",
            "total_amount": "60.78",
            "tax_amount": "3.94",
            "currency": "USD",
            "vendor_name": "BRIGHTWAY",
        },
        "line_items": [{"item_id": code, **_bare(d, a, *(e[:2] if e else ()))} for code, d, e, a, _ in rows],
    }


def luk4(c) -> dict:
    w, h = 76 * mm, 144 * mm
    x0, x1, s, p = 12, w - 12, 7.6, 12
    _centre(c, w, h - 32, "HEARTH & HOPPER", 14, SANS_BOLD)
    _centre(c, w, h - 43, "coffee · kitchen · bakery", 7.5, "Helvetica-Oblique")
    y = _lines(
        c,
        w,
        h - 57,
        (
            "Hearth Coffee Roasters Ltd",
            "14 Fossgate, York YO1 9TA",
            "01904 555 218",
            "VAT Reg No. GB 318 4471 26",
        ),
        6.6,
        SANS,
        pitch=8.5,
    )
    c.setLineWidth(0.8)
    c.rect(w / 2 - 28, y - 14, 56, 16, stroke=1, fill=0)
    _centre(c, w, y - 9, "EAT IN", 9, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 30,
        (("Receipt No: R-018724", "Table 9"), ("Wed 02 Dec 2026", "08:47"), ("Served by: Tom", "Till 2")),
        s,
        SANS,
        pitch=p,
    )
    c.setLineWidth(0.5)
    c.line(x0, y + 4, x1, y + 4)
    rows = [
        ("1", "Flat White (Oat)", None, "3.60"),
        ("2", "Americano", "2.95", "5.90"),
        ("1", "Bacon Bap", None, "5.50"),
        ("1", "Cheese & Chive Scone", None, "3.25"),
        ("1", "Hot Chocolate", None, "3.40"),
    ]
    y -= 8
    for qty, name, each, amount in rows:
        _text(c, x0, y, qty, s, SANS)
        _text(c, x0 + 14, y, name, s, SANS)
        _text(c, x1, y, f"£{amount}", s, SANS, True)
        if each:
            y -= p - 1.5
            _text(c, x0 + 24, y, f"{qty} x £{each}", 6.8, SANS)
        y -= p
    c.line(x0, y + 4, x1, y + 4)
    _text(c, x0, y - 10, "TOTAL", 11, SANS_BOLD)
    _text(c, x1, y - 10, "£21.65", 11, SANS_BOLD, True)
    y = _two(c, x0, x1, y - 24, (("Visa Contactless", "£21.65"), ("Change", "£0.00")), s, SANS, pitch=p)
    for i, t in enumerate(
        ("VISA DEBIT  ************4417", "AID A0000000031010   AUTH 309921", "PAN SEQ 01  VERIFIED")
    ):
        _text(c, x0, y - 8 * i, t, 6.2, MONO)
    y -= 32
    y = _grid(
        c,
        y,
        ((x0, False), (92, True), (136, True), (x1, True)),
        (("VAT", "Net", "VAT", "Gross"), ("S 20%", "18.04", "3.61", "21.65")),
        7,
        (SANS, SANS_BOLD),
        9.5,
    )
    _lines(
        c,
        w,
        y - 10,
        (
            "All prices include VAT at 20%",
            "Free wifi: HearthGuest",
            "Thank you — see you again soon!",
            "hearthandhopper.co.uk",
        ),
        6.8,
        SANS,
        pitch=9,
    )
    return {
        "fields": {
            "document_number": "R-018724",
            "date": "2026-12-02",
            "total_amount": "21.65",
            "tax_amount": "3.61",
            "currency": "GBP",
            "vendor_name": "HEARTH & HOPPER",
        },
        "line_items": [_item(d, q, e, a) if e else _bare(d, a, q) for q, d, e, a in rows],
    }


def lde5(c) -> dict:
    w, h = 76 * mm, 152 * mm
    x0, x1, s, p = 10, w - 10, 7, 10.5
    _centre(c, w, h - 30, "Bäckerei Hansen", 13, BOLD)
    _centre(c, w, h - 41, "- seit 1921 -", 7, MONO)
    y = _lines(
        c,
        w,
        h - 55,
        (
            "Hansen Backwaren GmbH & Co. KG",
            "Eppendorfer Weg 211",
            "20253 Hamburg",
            "Tel. 040 4807 3325",
            "USt-IdNr. DE298114572",
        ),
        6.4,
        pitch=8.3,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 10,
        (("Bon-Nr. 58231", "Kasse 1"), ("27.11.2026 15:42", "Bed. Anke"), ("Außer Haus", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - p + 2, "Artikel", s, BOLD)
    _text(c, x1 - 10, y - p + 2, "EUR", s, BOLD, True)
    rows = [
        ("Milchkaffee groß", None, "3,90", "A"),
        ("Franzbrötchen", ("3", "1,65"), "4,95", "B"),
        ("Roggenmischbrot 1000g", None, "4,80", "B"),
        ("Käsekuchen Stück", None, "3,20", "B"),
        ("Apfelschorle 0,33l", None, "2,60", "A"),
        ("Rundstück", ("6", "0,55"), "3,30", "B"),
    ]
    y -= 2 * p + 2
    for name, each, amount, code in rows:
        _text(c, x0, y, name, s, MONO)
        _text(c, x1 - 10, y, amount, s, MONO, True)
        _text(c, x1 - 6, y, code, s, MONO)
        if each:
            y -= p
            _text(c, x0 + 12, y, f"{each[0]} Stk x {each[1]}", s, MONO)
        y -= p
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 9, "SUMME EUR", 11, BOLD)
    _text(c, x1 - 10, y - 9, "22,75", 11, BOLD, True)
    _rule(c, x0, x1, y - 16, "=", s)
    y = _two(c, x0, x1 - 10, y - 27, (("Bar", "50,00"), ("Rückgeld", "27,25")), 8, MONO, pitch=10)
    y = _grid(
        c,
        y - 6,
        ((x0, False), (100, True), (140, True), (x1 - 10, True)),
        (
            ("MwSt", "Netto", "Steuer", "Brutto"),
            ("A 19 %", "5,46", "1,04", "6,50"),
            ("B  7 %", "15,19", "1,06", "16,25"),
            ("Gesamt", "20,65", "2,10", "22,75"),
        ),
        6.6,
        (MONO, BOLD),
        8.8,
        (0, 3),
    )
    for i, t in enumerate(
        (
            "TSE-Seriennr.: 7d21c0e94f8b3a65",
            "TSE-Start: 2026-11-27T15:42:03",
            "TSE-Ende:  2026-11-27T15:42:40",
            "TSE-Signaturzähler: 887213",
        )
    ):
        _text(c, x0, y - 6 - 7.6 * i, t, 5.8, MONO)
    _lines(
        c,
        w,
        y - 46,
        ("Vielen Dank und bis bald!", "Mo-Fr 6:30-18:30  Sa 7-14  So 8-12", "www.baeckerei-hansen.de"),
        6.4,
        pitch=8.5,
    )
    return {
        "fields": {
            "document_number": "58231",
            "date": "2026-11-27",
            "total_amount": "22.75",
            "tax_amount": "2.10",
            "currency": "EUR",
            "vendor_name": "Bäckerei Hansen",
        },
        "line_items": [_bare(d, _eu(a), *((e[0], _eu(e[1])) if e else ())) for d, e, a, _ in rows],
    }


def lfr6(c) -> dict:
    w, h = 80 * mm, 142 * mm
    x0, x1, s, p = 10, w - 10, 7, 10.5
    _centre(c, w, h - 30, "CRÊPERIE TI BREIZH", 12, BOLD)
    _centre(c, w, h - 41, "galettes - crêpes - cidres", 6.8, MONO)
    y = _lines(
        c,
        w,
        h - 55,
        (
            "SARL Ti Breizh",
            "12 rue de Dinan - 35400 SAINT-MALO",
            "Tél. 02 99 40 12 58",
            "SIRET 823 417 655 00012 - NAF 5610A",
            "TVA intracom. FR41823417655",
        ),
        6.2,
        pitch=8,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 10,
        (
            ("Ticket n° 004317", "Table 5"),
            ("Le 21/11/2026 à 13:12", "3 couverts"),
            ("Serveur : Yann", "Caisse 1"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "=", s)
    cols = ((x0 + 8, True), (x0 + 14, False), (150, True), (x1 - 10, True))
    for (x, right), t in zip(cols, ("Qt", "Désignation", "P.U.", "Montant")):
        _text(c, x, y - p + 2, t, s, BOLD, right)
    rows = [
        ("2", "Galette complète", "9,50", "19,00", "1"),
        ("1", "Galette saucisse", "8,20", "8,20", "1"),
        ("1", "Crêpe beurre sucre", "4,50", "4,50", "1"),
        ("1", "Crêpe caramel b. salé", "6,20", "6,20", "1"),
        ("2", "Bolée cidre brut", "3,80", "7,60", "2"),
        ("1", "Eau minérale 50cl", "3,50", "3,50", "1"),
    ]
    y -= 2 * p + 2
    for row in rows:
        for (x, right), t in zip(cols, row):
            _text(c, x, y, t, s, MONO, right)
        _text(c, x1 - 6, y, row[4], s, MONO)
        y -= p
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 5, "Nb articles : 8", s, MONO)
    _text(c, x0, y - 19, "TOTAL TTC", 10, BOLD)
    _text(c, x1 - 10, y - 19, "49,00 €", 10, BOLD, True)
    y = _grid(
        c,
        y - 33,
        ((x0, False), (56, True), (110, True), (150, True), (x1 - 10, True)),
        (
            ("Code", "Taux", "HT", "TVA", "TTC"),
            ("1", "10,00%", "37,64", "3,76", "41,40"),
            ("2", "20,00%", "6,33", "1,27", "7,60"),
        ),
        6.6,
        (MONO, BOLD),
        8.8,
    )
    _text(c, x0, y - 2, "Total TVA", 6.6, BOLD)
    _text(c, 150, y - 2, "5,03", 6.6, BOLD, True)
    _rule(c, x0, x1, y - 10, "=", s)
    _text(c, x0, y - 24, "NET À PAYER", 11, BOLD)
    _text(c, x1 - 10, y - 24, "49,00 €", 11, BOLD, True)
    y = _two(c, x0, x1 - 10, y - 38, (("Espèces", "60,00"), ("Rendu monnaie", "11,00")), s, pitch=p)
    _lines(
        c,
        w,
        y - 8,
        ("Service compris", "Merci de votre visite - Kenavo !", "Ouvert 7j/7 de 11h30 à 22h"),
        6.6,
        pitch=8.6,
    )
    return {
        "fields": {
            "document_number": "004317",
            "date": "2026-11-21",
            "total_amount": "49.00",
            "tax_amount": "5.03",
            "currency": "EUR",
            "vendor_name": "CRÊPERIE TI BREIZH",
        },
        "line_items": [_item(d, q, _eu(u), _eu(a)) for q, d, u, a, _ in rows],
    }


def lnl7(c) -> dict:
    k = 0.86  # a condensed face: the whole receipt squeezed to 86 % of its width
    c.scale(k, 1)
    w, h = 76 * mm / k, 179 * mm
    x0, x1, s, p = 12, w - 12, 8, 11
    c.roundRect(w / 2 - 20, h - 48, 40, 28, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, w, h - 40, "VD", 17, SANS_BOLD)
    c.setFillGray(0)
    _centre(c, w, h - 64, "VAN DIJK VERS", 14, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 77,
        (
            "Van Dijk Supermarkten B.V.",
            "Oudegracht 142 · 3511 AZ Utrecht",
            "Tel. 030 231 4408",
            "KvK 30184422   BTW NL812233445B01",
        ),
        7,
        SANS,
        pitch=9,
    )
    _text(c, x0, y - 8, "OMSCHRIJVING", s, SANS_BOLD)
    _text(c, x1 - 10, y - 8, "BEDRAG", s, SANS_BOLD, True)
    c.setLineWidth(0.5)
    c.line(x0, y - 12, x1, y - 12)
    rows = [
        ("HALFVOLLE MELK 1L", None, "1,19"),
        ("GOUDA JONG 48+ PLAKKEN", None, "3,49"),
        ("APPELS ELSTAR 1KG", None, "2,79"),
        ("BROCCOLI", None, "1,49"),
        ("VOLKORENBROOD HEEL", ("2", "2,35"), "4,70"),
        ("HAGELSLAG PUUR 400G", None, "2,89"),
        ("COLA ZERO 1,5L", ("3", "1,85"), "5,55"),
        ("WC-PAPIER 8 ROLLEN", None, "3,99"),
        ("PILSENER 6X30CL", None, "5,29"),
    ]
    y -= 24
    for name, each, amount in rows:
        _text(c, x0, y, name, s, SANS)
        if each:
            y -= p
            _text(c, x0 + 16, y, f"{each[0]} x {each[1]}", s, SANS)
        _text(c, x1 - 10, y, amount, s, SANS, True)
        y -= p
        if name.startswith("VOLKOREN"):
            _text(c, x0 + 16, y, "BONUS 2E HALVE PRIJS", s, SANS)
            _text(c, x1 - 10, y, "-1,18", s, SANS, True)
            y -= p
    c.line(x0, y + 5, x1, y + 5)
    y = _two(c, x0, x1 - 10, y - 6, (("SUBTOTAAL", "31,38"), ("UW VOORDEEL", "-1,18")), s, SANS, pitch=p)
    _text(c, x0, y - 4, "TOTAAL", 12, SANS_BOLD)
    _text(c, x1 - 10, y - 4, "30,20", 12, SANS_BOLD, True)
    y = _two(c, x0, x1 - 10, y - 4 - p - 6, (("PIN", "30,20"), ("12 ARTIKELEN", "")), s, SANS, pitch=p)
    for i, t in enumerate(
        ("Kaart: Maestro  ****1823", "Autorisatiecode: 8R4K1T", "Leesmethode: NFC Chip", "Betaling geslaagd")
    ):
        _text(c, x0, y - 8.5 * i, t, 6.8, MONO)
    y = _grid(
        c,
        y - 42,
        ((x0, False), (110, True), (x1 - 10, True)),
        (
            ("BTW", "OVER", "BEDRAG"),
            ("9%", "19,19", "1,73"),
            ("21%", "7,67", "1,61"),
            ("TOTAAL", "26,86", "3,34"),
        ),
        7.2,
        (SANS, SANS_BOLD),
        9.2,
        (0, 3),
    )
    _text(c, x0, y - 6, "Kassa 4   Bonnr. 2118   Kassière: Sanne", 7.2, SANS)
    _text(c, x0, y - 16, "05-12-2026  18:03", 7.2, SANS)
    _lines(
        c,
        w,
        y - 34,
        ("Bedankt en tot ziens!", "Bewaar uw kassabon bij ruilen", "Dagelijks open 8:00 - 22:00"),
        7.2,
        SANS,
        pitch=9.5,
    )
    return {
        "fields": {
            "document_number": "2118",
            "date": "2026-12-05",
            "total_amount": "30.20",
            "tax_amount": "3.34",
            "currency": "EUR",
            "vendor_name": "VAN DIJK VERS",
        },
        "line_items": [_bare(d, _eu(a), *((e[0], _eu(e[1])) if e else ())) for d, e, a in rows],
    }


def lau8(c) -> dict:
    w, h = 80 * mm, 160 * mm
    x0, x1, s, p = 10, w - 10, 7, 10.5
    c.rect(w / 2 - 5, h - 46, 10, 28, stroke=0, fill=1)
    c.rect(w / 2 - 14, h - 37, 28, 10, stroke=0, fill=1)
    _centre(c, w, h - 62, "RIVERSIDE PHARMACY", 12, BOLD)
    y = _lines(
        c,
        w,
        h - 74,
        (
            "Riverside Pharmacy Pty Ltd",
            "ABN 41 612 883 097",
            "Shop 2, 68 Merthyr Road",
            "New Farm QLD 4005",
            "Ph (07) 3358 4412",
        ),
        6.4,
        pitch=8.2,
    )
    _centre(c, w, y - 6, "TAX INVOICE", 9.5, BOLD)
    y = _two(c, x0, x1, y - 22, (("Trans: 118842", "Reg 1"), ("24/11/26 16:51", "Op: KATE")), s, pitch=p)
    _rule(c, x0, x1, y + 2, "-", s)
    rows = [
        ("", "PARACETAMOL OSTEO 665MG 96", None, "14.99"),
        ("*", "GENTLE SKIN CLEANSER 500ML", None, "17.49"),
        ("", "PBS RX 4471902 ATORVASTATIN 40MG", None, "7.70"),
        ("*", "TOOTHPASTE SENSITIVE 110G", ("2", "6.50"), "13.00"),
        ("*", "LIP BALM SPF30 4.5G", None, "4.95"),
        ("", "VITAMIN D3 1000IU 250 CAP", None, "19.95"),
    ]
    y -= p
    for mark, name, each, amount in rows:
        _text(c, x0, y, mark, s, MONO)
        _text(c, x0 + 7, y, name, s, MONO)
        if each:
            y -= p
            _text(c, x0 + 20, y, f"{each[0]} @ ${each[1]}", s, MONO)
        _text(c, x1, y, f"${amount}", s, MONO, True)
        y -= p
    _rule(c, x0, x1, y + 3, "-", s)
    _text(c, x0, y - 6, "7 Items", s, MONO)
    _text(c, x0, y - 20, "TOTAL", 11, BOLD)
    _text(c, x1, y - 20, "$78.08", 11, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 33,
        (("EFTPOS", "$78.08"), ("CHANGE", "$0.00"), ("Total includes GST of", "$3.22")),
        s,
        pitch=p,
    )
    _text(c, x0, y - 2, "* Item includes GST", 6.4, MONO)
    for i, t in enumerate(
        ("CUSTOMER COPY", "MASTERCARD      ****8804", "PURCHASE  AUD  $78.08", "APPROVED  00  AUTH 702113")
    ):
        _text(c, x0 + 12, y - 16 - 8 * i, t, 6.2, MONO)
    y = _lines(
        c,
        w,
        y - 58,
        (
            "Keep this receipt for your tax and",
            "PBS Safety Net records.",
            "Medicines cannot be returned.",
            "Thank you for shopping local!",
        ),
        6.3,
        pitch=8.2,
    )
    _barcode(c, w, y - 22, "1188420124", 18)
    return {
        "fields": {
            "document_number": "118842",
            "date": "2026-11-24",
            "total_amount": "78.08",
            "tax_amount": "3.22",
            "currency": "AUD",
            "vendor_name": "RIVERSIDE PHARMACY",
        },
        "line_items": [_bare(d, a, *(e or ())) for _, d, e, a in rows],
    }


def lmx9(c) -> dict:
    k = 0.82  # a condensed face: the whole ticket squeezed to 82 % of its width
    c.scale(k, 1)
    w, h = 72 * mm / k, 148 * mm
    x0, x1, s, p = 12, w - 12, 8, 11.5
    _centre(c, w, h - 30, "ABARROTES LA GUADALUPANA", 12.5, SANS_BOLD)
    y = _lines(
        c,
        w,
        h - 43,
        (
            "MARÍA GUADALUPE LÓPEZ MENDOZA",
            "RFC: LOMG780312AB4",
            "RÉGIMEN SIMPLIFICADO DE CONFIANZA",
            "AV. HIDALGO 418, COL. CENTRO",
            "C.P. 76000 QUERÉTARO, QRO.",
            "TEL. 442 214 3387",
        ),
        7.2,
        SANS,
        pitch=9,
    )
    _centre(c, w, y - 6, "TICKET DE VENTA", 10, SANS_BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (("FOLIO: A-018834", "CAJA: 01"), ("FECHA: 19/NOV/2026", "HORA: 19:42"), ("ATENDIÓ: ROSA", "")),
        s,
        SANS,
        pitch=p,
    )
    _rule(c, x0, x1, y + 3, "-", s, SANS)
    cols = ((x0 + 16, True), (x0 + 26, False), (178, True), (x1, True))
    _text(c, x0, y - p + 3, "CANT", s, SANS_BOLD)
    for (x, right), t in zip(cols[1:], ("DESCRIPCIÓN", "P.U.", "IMPORTE")):
        _text(c, x, y - p + 3, t, s, SANS_BOLD, right)
    rows = [
        ("2", "REFRESCO COLA 600ML", "19.50", "39.00"),
        ("1", "LECHE ENTERA 1L", "28.50", "28.50"),
        ("1", "TORTILLA DE MAÍZ 1KG", "24.00", "24.00"),
        ("3", "PAPAS FRITAS 45G", "18.00", "54.00"),
        ("1", "HUEVO BLANCO 12 PZA", "46.00", "46.00"),
        ("1", "DETERGENTE POLVO 1KG", "42.50", "42.50"),
    ]
    y -= 2 * p + 2
    for row in rows:
        for (x, right), t in zip(cols, row):
            _text(c, x, y, t, s, SANS, right)
        y -= p
    _rule(c, x0, x1, y + 4, "-", s, SANS)
    y = _two(c, x0 + 80, x1, y - 6, (("SUBTOTAL", "$215.31"), ("IVA 16%", "$18.69")), s, SANS, pitch=p)
    _text(c, x0 + 80, y - 3, "TOTAL", 11, SANS_BOLD)
    _text(c, x1, y - 3, "$234.00", 11, SANS_BOLD, True)
    y = _two(c, x0 + 80, x1, y - 17, (("EFECTIVO", "$300.00"), ("CAMBIO", "$66.00")), s, SANS, pitch=p)
    _text(c, x0, y - 2, "ARTÍCULOS: 9", s, SANS)
    y = _lines(
        c,
        w,
        y - 18,
        ("(DOSCIENTOS TREINTA Y CUATRO PESOS 00/100 M.N.)",),
        7,
        SANS,
        pitch=9,
    )
    _rule(c, x0, x1, y, "*", s, SANS)
    _lines(
        c,
        w,
        y - 12,
        (
            "ESTE TICKET NO ES UN COMPROBANTE FISCAL",
            "SOLICITE SU FACTURA EL MISMO MES",
            "facturas@laguadalupana.mx",
            "¡GRACIAS POR SU COMPRA, VUELVA PRONTO!",
        ),
        7,
        SANS,
        pitch=9,
    )
    return {
        "fields": {
            "document_number": "A-018834",
            "date": "2026-11-19",
            "total_amount": "234.00",
            "tax_amount": "18.69",
            "currency": "MXN",
            "vendor_name": "ABARROTES LA GUADALUPANA",
        },
        "line_items": [_item(d, q, u, a) for q, d, u, a in rows],
    }


def lca10(c) -> dict:
    w, h = 80 * mm, 160 * mm
    x0, x1, s, p = 12, w - 12, 7.8, 12
    _centre(c, w, h - 34, "THE SALTED OAR", 16, "Times-Bold")
    _centre(c, w, h - 46, "seafood · oyster bar", 8, "Times-Italic")
    y = _lines(
        c,
        w,
        h - 60,
        (
            "Salted Oar Hospitality Inc.",
            "1208 Commercial Drive",
            "Vancouver, BC  V5L 3X4",
            "604-555-0163",
            "GST# 784512239 RT0001",
            "PST# PST-1048-2277",
        ),
        6.8,
        SANS,
        pitch=8.6,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 10,
        (("Server: Priya", "Table 21"), ("Check #4817", "Guests 2"), ("Nov 27, 2026", "7:58 PM")),
        s,
        SANS,
        pitch=p,
    )
    c.setLineWidth(0.6)
    c.line(x0, y + 4, x1, y + 4)
    rows = [
        ("1", "Clam Chowder", None, "12.00"),
        ("1", "Fish & Chips (2pc)", None, "22.00"),
        ("1", "Halibut Tacos", None, "24.50"),
        ("1", "Caesar Salad", None, "14.00"),
        ("2", "Pint Lager", "8.50", "17.00"),
        ("1", "Pinot Gris 6oz", None, "13.00"),
    ]
    y -= 8
    for qty, name, each, amount in rows:
        _text(c, x0, y, qty, s, SANS)
        _text(c, x0 + 14, y, name, s, SANS)
        _text(c, x1, y, amount, s, SANS, True)
        if each:
            y -= p - 2
            _text(c, x0 + 24, y, f"{qty} @ {each}", 6.8, SANS)
        y -= p
    c.line(x0, y + 4, x1, y + 4)
    y = _two(
        c,
        x0 + 60,
        x1,
        y - 8,
        (("Subtotal", "102.50"), ("GST 5%", "5.13"), ("PST 10% (liquor)", "3.00")),
        s,
        SANS,
        pitch=p,
    )
    _text(c, x0 + 60, y - 3, "Total", 11, SANS_BOLD)
    _text(c, x1, y - 3, "$110.63", 11, SANS_BOLD, True)
    y -= 22
    c.setDash(2, 2)
    c.line(x0, y, x1, y)
    c.setDash()
    _centre(c, w, y - 12, "CUSTOMER COPY", 7.5, MONO)
    y = _two(
        c,
        x0,
        x1,
        y - 24,
        (
            ("MASTERCARD", "****2291"),
            ("TAP  A0000000041010", ""),
            ("Purchase", "$110.63"),
            ("Tip", "$18.00"),
            ("Total", "$128.63"),
            ("APPROVED", "AUTH 55K2Q1"),
        ),
        7,
        MONO,
        pitch=9,
    )
    _lines(
        c,
        w,
        y - 8,
        (
            "Thank you for dining with us!",
            "Happy hour daily 3-5 PM",
            "saltedoar.ca  @saltedoarvan",
        ),
        7,
        "Times-Italic",
        pitch=9.5,
    )
    return {
        "fields": {
            "document_number": "4817",
            "date": "2026-11-27",
            "total_amount": "110.63",
            "currency": "CAD",
            "vendor_name": "THE SALTED OAR",
        },
        "line_items": [_bare(d, a, q, e) for q, d, e, a in rows],
    }


LAYOUTS = {
    "lmy1": (lmy1, (80 * mm, 198 * mm)),
    "lsg2": (lsg2, (72 * mm, 140 * mm)),
    "lus3": (lus3, (80 * mm, 162 * mm)),
    "luk4": (luk4, (76 * mm, 144 * mm)),
    "lde5": (lde5, (76 * mm, 152 * mm)),
    "lfr6": (lfr6, (80 * mm, 142 * mm)),
    "lnl7": (lnl7, (76 * mm, 179 * mm)),
    "lau8": (lau8, (80 * mm, 160 * mm)),
    "lmx9": (lmx9, (72 * mm, 148 * mm)),
    "lca10": (lca10, (80 * mm, 160 * mm)),
}
SCANNED = ("lmy1", "lsg2", "lus3", "luk4", "lde5", "lfr6", "lnl7", "lau8", "lmx9", "lca10")
