"""Ten till receipts and bills on narrow paper, written 2026-12-07 in the manner of scripts/layouts_set.py: a
Cheras hardware shop's tax invoice (SROIE-like: "SDN BHD", its registration number in brackets, item codes,
GST summary, "Rounding Adj", CASH and CHANGE), a Kuala Lumpur restaurant's bill (table, pax, service charge
10%, SST 6%), a Kendal supermarket's receipt (weighed items, multibuy savings, BALANCE DUE, a card), a
Freiburg bakery's Kassenbon (its MwSt 7% table under the total), a Turin pasticceria's documento commerciale
(TOTALE COMPLESSIVO, DI CUI IVA), a Chicago diner's check (tip left blank, suggested tips), a Madrid
stationer's factura simplificada (NIF, IVA 21% and 4%), a Paris pharmacy's ticket (TVA 2,10%, 5,50%, 20%,
"Montant remboursé"), a Tokyo convenience store's receipt in English (prices with tax included, "(8% tax
incl.)") and a Fitzroy café's tax invoice (ABN, "Total (incl. GST)"). All ten are also written as scans.
"""

from __future__ import annotations

from layouts_set import _barcode, _bare, _centre, _eu, _item, _lines, _pairs, _rule, _table, _text, _two

MONO, BOLD = "Courier", "Courier-Bold"


def jmy1(c) -> dict:
    w, h = 205, 461
    x0, x1, s, p = 10, w - 10, 6.8, 8.5
    _centre(c, w, h - 24, "KEDAI PERKAKASAN SRI JAYA SDN BHD", 7.6, BOLD)
    y = _lines(
        c,
        w,
        h - 34,
        (
            "(1034561-K)",
            "NO. 12, JALAN PERUSAHAAN 3,",
            "TAMAN PERINDUSTRIAN CHERAS JAYA,",
            "43200 BATU 9 CHERAS, SELANGOR.",
            "TEL : 03-9074 5512  FAX : 03-9074 5513",
            "GST REG NO : 000812345664",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 5, "TAX INVOICE", 8.5, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 20,
        (
            ("Doc No : CS00045127", "Date : 18/11/2026"),
            ("Cashier : LIM", "Time : 14:52:07"),
            ("Counter : 01", "Member : -"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y, "-", s)
    cols = ((x0, False), (96, True), (132, True), (176, True), (180, False))
    for (x, right), t in zip(cols, ("Item", "Qty", "S/Price", "Amount", "Tax")):
        _text(c, x, y - p, t, s, BOLD, right)
    _rule(c, x0, x1, y - 2 * p, "-", s)
    rows = [
        ("9555012301125", 'PVC PIPE 1/2" CLASS D 5.8M', "2", "8.50", "17.00"),
        ("9556781004421", "MASKING TAPE 24MM X 15M", "3", "2.65", "7.95"),
        ("9551003320987", "CABLE TIE 200MM (100PCS)", "1", "6.98", "6.98"),
        ("4710126553018", "G.I. WIRE NO.16 1KG", "1", "9.80", "9.80"),
        ("9557654000312", "WALL PLUG 6MM (50PCS)", "2", "3.20", "6.40"),
        ("9556045210077", 'CONCRETE NAIL 2" 0.5KG', "1", "4.50", "4.50"),
    ]
    y -= 3 * p
    for code, name, qty, price, amount in rows:
        for (x, right), t in zip(cols, (code, qty, price, amount, "SR")):
            _text(c, x, y, t, s, MONO, right)
        _text(c, x0 + 6, y - p, name, s, MONO)
        y -= 2 * p
    _rule(c, x0, x1, y, "-", s)
    _text(c, x0, y - p, "Total Qty : 10", s, MONO)
    y = _two(
        c,
        x0,
        176,
        y - 2.4 * p,
        (
            ("Total Sales (Excluding GST) :", "49.65"),
            ("Discount :", "0.00"),
            ("Total GST :", "2.98"),
            ("Total Sales (Inclusive of GST) :", "52.63"),
            ("Rounding Adj :", "-0.03"),
        ),
        s,
        pitch=p,
    )
    _text(c, x0, y - 3, "TOTAL (RM) :", 9, BOLD)
    _text(c, 176, y - 3, "52.60", 9, BOLD, True)
    y = _two(c, x0, 176, y - 16, (("CASH :", "60.00"), ("CHANGE :", "7.40")), s, pitch=p)
    _rule(c, x0, x1, y, "=", s)
    for i, row in enumerate((("GST Summary", "Amount(RM)", "Tax(RM)"), ("SR @ 6%", "49.65", "2.98"))):
        for (x, right), t in zip(((x0, False), (132, True), (176, True)), row):
            _text(c, x, y - p * (i + 1), t, s, BOLD if i == 0 else MONO, right)
    _rule(c, x0, x1, y - 3 * p, "=", s)
    y = _lines(
        c,
        w,
        y - 4.4 * p,
        ("GOODS SOLD ARE NOT RETURNABLE", "OR EXCHANGEABLE.", "THANK YOU. PLEASE COME AGAIN."),
        s,
        pitch=p,
    )
    _barcode(c, w, y - 22, "CS00045127", 20)
    return {
        "fields": {
            "document_number": "CS00045127",
            "date": "2026-11-18",
            "total_amount": "52.60",
            "tax_amount": "2.98",
            "currency": "MYR",
            "vendor_name": "KEDAI PERKAKASAN SRI JAYA SDN BHD",
        },
        "line_items": [_item(d, q, u, a, i) for i, d, q, u, a in rows],
    }


def jmy2(c) -> dict:
    w, h = 200, 421
    x0, x1, s, p = 10, w - 10, 7, 9
    _centre(c, w, h - 26, "MEDAN SELERA BAYU", 10, BOLD)
    y = _lines(
        c,
        w,
        h - 38,
        (
            "BAYU SELERA F&B SDN BHD",
            "(201901023456 / 1331234-A)",
            "LOT 3, JALAN PANTAI BARU,",
            "BANGSAR SOUTH,",
            "59200 KUALA LUMPUR",
            "TEL: 03-2201 8890",
            "SST ID: W10-1808-32000456",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 4, "OFFICIAL RECEIPT", 8, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 18,
        (
            ("Bill No : B2-018833", "Table : 12"),
            ("Date    : 21/11/2026", "Pax   : 4"),
            ("Time    : 20:17:45", "Server: AZIZAH"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y, "=", s)
    _text(c, x0, y - p, "QTY ITEM", s, BOLD)
    _text(c, x1, y - p, "AMOUNT", s, BOLD, True)
    _rule(c, x0, x1, y - 2 * p, "-", s)
    rows = [
        ("2", "NASI LEMAK AYAM RENDANG", "12.90", "25.80"),
        ("1", "MEE GORENG MAMAK", None, "9.50"),
        ("1", "IKAN BAKAR SIAKAP (M)", None, "38.00"),
        ("1", "KANGKUNG BELACAN", None, "12.00"),
        ("3", "TEH TARIK (PANAS)", "2.90", "8.70"),
        ("1", "LIMAU AIS", None, "3.80"),
        ("4", "NASI PUTIH", "2.00", "8.00"),
    ]
    y -= 3 * p
    for qty, name, each, amount in rows:
        _text(c, x0 + 8, y, qty, s, MONO, True)
        _text(c, x0 + 16, y, name, s, MONO)
        _text(c, x1, y, amount, s, MONO, True)
        if each:
            y -= p
            _text(c, x0 + 22, y, f"@ {each}", s, MONO)
        y -= p
    _rule(c, x0, x1, y, "-", s)
    y = _two(
        c,
        x0 + 40,
        x1,
        y - p,
        (
            ("SUB TOTAL", "105.80"),
            ("SERVICE CHARGE 10%", "10.58"),
            ("SST 6%", "6.98"),
            ("ROUNDING ADJ", "-0.01"),
        ),
        s,
        pitch=p,
    )
    _text(c, x0 + 40, y - 4, "GRAND TOTAL", 9, BOLD)
    _text(c, x1, y - 4, "RM 123.35", 9, BOLD, True)
    y = _two(c, x0 + 40, x1, y - 18, (("CASH", "150.00"), ("CHANGE", "26.65")), s, pitch=p)
    _rule(c, x0, x1, y, "=", s)
    _lines(
        c,
        w,
        y - p - 2,
        (
            "SST 6% charged on food & beverages",
            "Prices are in Ringgit Malaysia (RM)",
            "",
            "TERIMA KASIH / THANK YOU",
            "SILA DATANG LAGI",
            "Open daily 11am - 11pm",
        ),
        6.5,
        pitch=8.5,
    )
    return {
        "fields": {
            "document_number": "B2-018833",
            "date": "2026-11-21",
            "total_amount": "123.35",
            "tax_amount": "6.98",
            "currency": "MYR",
            "vendor_name": "MEDAN SELERA BAYU",
        },
        "line_items": [_bare(d, a, q, e) for q, d, e, a in rows],
    }


def juk3(c) -> dict:
    w, h = 210, 535
    x0, x1, s, p = 12, w - 12, 7.2, 9.5
    font = "Helvetica"
    _centre(c, w, h - 30, "CROFTON FRESH", 15, "Helvetica-Bold")
    y = _lines(
        c,
        w,
        h - 44,
        (
            "Kendal Stricklandgate",
            "Stricklandgate, Kendal LA9 4QG",
            "Customer Helpline 0800 555 0123",
            "VAT Number: GB 284 5519 07",
        ),
        s,
        font,
        pitch=p,
    )
    rows = [
        ("SEMI SKIMMED MILK 2.272L", None, "1.65"),
        ("CF MATURE CHEDDAR 400G", ("2", "3.50", "2 x £3.50"), "7.00"),
        ("BRAMLEY APPLES LOOSE", ("0.412", "2.20", "0.412 kg @ £2.20/kg"), "0.91"),
        ("CARROTS LOOSE", ("0.786", "0.85", "0.786 kg @ £0.85/kg"), "0.67"),
        ("WHOLEMEAL BREAD 800G", None, "1.35"),
        ("FREE RANGE EGGS 12PK", None, "3.10"),
        ("CF ORANGE JUICE 1L", None, "1.79"),
        ("CF ORANGE JUICE 1L", None, "1.79"),
        ("WASHING UP LIQUID 900ML", None, "1.25"),
        ("BASMATI RICE 1KG", None, "2.40"),
    ]
    y -= 10
    for name, detail, amount in rows:
        _text(c, x0, y, name, s, font)
        if detail:
            y -= p
            _text(c, x0 + 14, y, detail[2], s, font)
        _text(c, x1 - 8, y, f"£{amount}", s, font, True)
        if name.startswith("WASHING"):
            _text(c, x1 - 5, y, "A", s, font)
        y -= p
    y -= 4
    _text(c, x0 + 60, y, "SUBTOTAL", s, font)
    _text(c, x1 - 8, y, "£21.91", s, font, True)
    _text(c, x0, y - p - 4, "Multibuy Savings", s, "Helvetica-Bold")
    y = _two(
        c,
        x0,
        x1 - 8,
        y - 2 * p - 4,
        (("CHEDDAR ANY 2 FOR £6.00", "-£1.00"), ("ORANGE JUICE 2 FOR £3.00", "-£0.58")),
        s,
        font,
        pitch=p,
    )
    _text(c, x0 + 60, y, "TOTAL SAVINGS", s, font)
    _text(c, x1 - 8, y, "-£1.58", s, font, True)
    y -= p + 8
    _text(c, x0, y, "11 BALANCE DUE", 10, "Helvetica-Bold")
    _text(c, x1 - 8, y, "£20.33", 10, "Helvetica-Bold", True)
    y = _two(c, x0, x1 - 8, y - p - 4, (("VISA DEBIT", "£20.33"), ("CHANGE DUE", "£0.00")), s, font, pitch=p)
    for i, t in enumerate(
        (
            "VISA DEBIT            ************5521",
            "CONTACTLESS   AID: A0000000031010",
            "MERCHANT: 21844172   AUTH CODE: 662190",
            "PLEASE DEBIT MY ACCOUNT",
        )
    ):
        _text(c, x0, y - 2 - 8.5 * i, t, 6.5, MONO)
    y -= 46
    for i, row in enumerate(
        (
            ("VAT RATE", "GOODS", "VAT"),
            ("A 20.0%", "1.25", "0.21"),
            ("Z 0.0%", "19.08", "0.00"),
            ("TOTAL", "20.33", "0.21"),
        )
    ):
        for (x, right), t in zip(((x0, False), (130, True), (x1 - 8, True)), row):
            _text(c, x, y - p * i, t, s, "Helvetica-Bold" if i in (0, 3) else font, right)
    y -= 4 * p + 10
    _centre(c, w, y, "CROFTON REWARDS", 8, "Helvetica-Bold")
    y = _two(
        c,
        x0 + 10,
        x1 - 10,
        y - p - 2,
        (("Card", "************8841"), ("Points this visit", "20"), ("Points balance", "1,284")),
        s,
        font,
        pitch=p,
    )
    _text(c, x0, y - 4, "06/12/26 18:42", s, MONO)
    _text(c, x1, y - 4, "ST:2417 TE:012 TR:0327 OP:1184", 6.4, MONO, True)
    _barcode(c, w, y - 34, "241701203271206", 20)
    _lines(
        c,
        w,
        y - 48,
        (
            "Thank you for shopping with us",
            "Keep your receipt for refunds and exchanges",
            "Crofton Fresh Stores Ltd",
        ),
        6.8,
        font,
        pitch=9,
    )
    return {
        "fields": {
            "date": "2026-12-06",
            "total_amount": "20.33",
            "tax_amount": "0.21",
            "currency": "GBP",
            "vendor_name": "CROFTON FRESH",
        },
        "line_items": [_bare(d, a, *(e[:2] if e else ())) for d, e, a in rows],
    }


def jde4(c) -> dict:
    w, h = 190, 410
    x0, x1, s, p = 10, w - 10, 6.8, 9
    _centre(c, w, h - 26, "Backhaus Lindner GmbH", 9.5, BOLD)
    y = _lines(
        c,
        w,
        h - 38,
        (
            "Filiale Am Markt",
            "Marktplatz 4",
            "79098 Freiburg i. Br.",
            "Tel. 0761 290 77 13",
            "St.-Nr. 06470/21845",
        ),
        s,
        pitch=8.5,
    )
    _centre(c, w, y - 6, "KASSENBON", 9, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (("Bon: 117342", "Kasse 2"), ("04.12.2026  07:12", "Bed.: Petra")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y, "-", s)
    for x, t, right in (
        (x0 + 8, "Mg", True),
        (24, "Artikel", False),
        (138, "Preis", True),
        (168, "EUR", True),
    ):
        _text(c, x, y - p, t, s, BOLD, right)
    rows = [
        ("6", "Kaiserbrötchen", "0,45", "2,70"),
        ("2", "Laugenstange", "0,95", "1,90"),
        ("1", "Bauernbrot 750g", "3,65", "3,65"),
        ("1", "Schwarzw. Kirsch Stück", "3,40", "3,40"),
        ("4", "Mohnschnecke", "1,35", "5,40"),
    ]
    y -= 2 * p + 2
    for qty, name, price, amount in rows:
        for x, t, right in ((x0 + 8, qty, True), (24, name, False), (138, price, True), (168, amount, True)):
            _text(c, x, y, t, s, MONO, right)
        _text(c, 171, y, "B", s, MONO)
        y -= p
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - 10, "Summe", 10, BOLD)
    _text(c, 168, y - 10, "17,05", 10, BOLD, True)
    _rule(c, x0, x1, y - 18, "=", s)
    y = _two(c, x0, 168, y - 30, (("Girocard", "17,05"), ("Rückgeld", "0,00")), s, pitch=p)
    y -= 4
    for i, row in enumerate(
        (
            ("MwSt", "Netto", "MwSt", "Brutto"),
            ("B  7 %", "15,93", "1,12", "17,05"),
            ("A 19 %", "0,00", "0,00", "0,00"),
        )
    ):
        for x, right, t in zip((x0, 92, 128, 168), (False, True, True, True), row):
            _text(c, x, y - p * i, t, s, BOLD if i == 0 else MONO, right)
    _text(c, x0, y - 3 * p - 2, "Summe MwSt", s, MONO)
    _text(c, 128, y - 3 * p - 2, "1,12", s, MONO, True)
    y -= 4 * p + 10
    for i, t in enumerate(
        (
            "Girocard kontaktlos",
            "Karte  ############4410",
            "Terminal-ID 58213307",
            "Zahlung erfolgt",
        )
    ):
        _text(c, x0, y - 8 * i, t, 6.3, MONO)
    y -= 42
    for i, t in enumerate(
        (
            "TSE-Seriennr.: 4b9e01d27c35a8f6",
            "TSE-Start: 2026-12-04T07:12:18",
            "TSE-Stop:  2026-12-04T07:12:51",
            "TSE-Signaturzähler: 221904",
        )
    ):
        _text(c, x0, y - 8 * i, t, 6, MONO)
    _lines(
        c,
        w,
        y - 44,
        ("Alle Preise inkl. MwSt.", "Vielen Dank für Ihren Einkauf!", "Mo-Sa 6:30-18:00  So 7:30-11:00"),
        6.5,
        pitch=8.5,
    )
    return {
        "fields": {
            "document_number": "117342",
            "date": "2026-12-04",
            "total_amount": "17.05",
            "tax_amount": "1.12",
            "currency": "EUR",
            "vendor_name": "Backhaus Lindner GmbH",
        },
        "line_items": [_item(d, q, _eu(u), _eu(a)) for q, d, u, a in rows],
    }


def jit5(c) -> dict:
    w, h = 215, 375
    x0, x1, s, p = 10, w - 10, 7, 9
    _centre(c, w, h - 26, "BAR PASTICCERIA ROSSI S.N.C.", 8.6, BOLD)
    y = _lines(
        c,
        w,
        h - 38,
        (
            "di Rossi Marco & C.",
            "Via Garibaldi 22",
            "10122 TORINO (TO)",
            "Tel. 011 562 3381",
            "P.IVA 09876540012",
        ),
        s,
        pitch=p,
    )
    _centre(c, w, y - 8, "DOCUMENTO COMMERCIALE", 8.5, BOLD)
    _centre(c, w, y - 17, "di vendita o prestazione", s, MONO)
    y -= 34
    for x, t, right in ((x0, "DESCRIZIONE", False), (150, "IVA", True), (x1, "Prezzo(€)", True)):
        _text(c, x, y, t, s, BOLD, right)
    rows = [
        ("CAPPUCCINO", ("2", "1,60", "2 x 1,60"), "3,20"),
        ("CORNETTO CREMA", ("2", "1,20", "2 x 1,20"), "2,40"),
        ("SPREMUTA ARANCIA", None, "3,50"),
        ("ACQUA NATURALE 0,5L", None, "1,00"),
        ("PASTICCINI MIGNON", ("0,250", "28,00", "0,250 kg x 28,00 €/kg"), "7,00"),
    ]
    y -= p + 3
    for name, detail, amount in rows:
        if detail:
            _text(c, x0 + 4, y, detail[2], s, MONO)
            y -= p
        _text(c, x0, y, name, s, MONO)
        _text(c, 150, y, "10%", s, MONO, True)
        _text(c, x1, y, amount, s, MONO, True)
        y -= p
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - 10, "TOTALE COMPLESSIVO", 9.5, BOLD)
    _text(c, x1, y - 10, "17,10", 9.5, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 10 - p - 2,
        (
            ("DI CUI IVA", "1,55"),
            ("Pagamento contante", "20,00"),
            ("Pagamento elettronico", "0,00"),
            ("Non riscosso", "0,00"),
            ("Resto", "2,90"),
            ("Importo pagato", "17,10"),
        ),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - p + 2, "04-12-2026 09:31", s, MONO)
    _text(c, x1, y - p + 2, "DOCUMENTO N. 0412-0087", s, MONO, True)
    y = _lines(c, w, y - 2 * p, ("Cassa 1 - Operatore: Giulia", "RT 99MEX012345"), 6.5, pitch=8.5)
    _barcode(c, w, y - 20, "99MEX01234504120087", 18, 0.45)
    _lines(c, w, y - 32, ("GRAZIE E ARRIVEDERCI", "Seguici su Instagram @pasticceriarossi"), 6.5, pitch=8.5)
    return {
        "fields": {
            "document_number": "0412-0087",
            "date": "2026-12-04",
            "total_amount": "17.10",
            "tax_amount": "1.55",
            "currency": "EUR",
            "vendor_name": "BAR PASTICCERIA ROSSI S.N.C.",
        },
        "line_items": [_bare(d, _eu(a), *((_eu(e[0]), _eu(e[1])) if e else ())) for d, e, a in rows],
    }


def jus6(c) -> dict:
    w, h = 220, 509
    x0, x1, s = 14, w - 14, 8
    font = "Helvetica"
    _centre(c, w, h - 30, "THE BLUE PLATE DINER", 13, "Helvetica-Bold")
    y = _lines(
        c,
        w,
        h - 44,
        ("Breakfast All Day", "1412 W Fullerton Ave", "Chicago, IL 60614", "(773) 555-0188"),
        7.5,
        font,
        pitch=9.5,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 10,
        (("Server: Rosa", "Table 14"), ("Guests: 3", "Check #2093"), ("Dec 3, 2026", "8:12 AM")),
        s,
        font,
        pitch=11,
    )
    c.setDash(2, 2)
    c.setLineWidth(0.5)
    c.line(x0, y + 4, x1, y + 4)
    rows = [
        ("1", "Two Eggs Any Style", None, "9.95"),
        ("1", "Short Stack Pancakes", None, "8.50"),
        ("1", "Denver Omelette", None, "12.75"),
        ("2", "Side Hash Browns", "3.95", "7.90"),
        ("3", "Coffee", "2.75", "8.25"),
        ("1", "Fresh OJ Large", None, "4.50"),
    ]
    y -= 10
    for qty, name, each, amount in rows:
        _text(c, x0, y, qty, s, font)
        _text(c, x0 + 12, y, name, s, font)
        _text(c, x1, y, amount, s, font, True)
        if each:
            y -= 10
            _text(c, x0 + 24, y, f"@ {each}", 7.5, font)
        y -= 12
    c.line(x0, y + 6, x1, y + 6)
    c.setDash()
    _pairs(c, 96, x1, y - 8, (("Subtotal", "51.85"), ("Tax 10.25%", "5.31"), ("Total", "$57.16")), pitch=12)
    y -= 50
    for i, t in enumerate(("VISA  ************1881", "Chip  Auth 084417", "Amount:  $57.16")):
        _text(c, x0, y - 10 * i, t, 7.5, MONO)
    y -= 44
    for label in ("+ Tip:", "= Total:"):
        _text(c, x0, y, label, 9, "Helvetica-Bold")
        c.line(x0 + 52, y - 2, x1, y - 2)
        y -= 22
    _text(c, x0, y - 4, "x", 9, font)
    c.line(x0 + 8, y - 6, x1, y - 6)
    _centre(c, w, y - 16, "Customer signature", 6.5, font)
    y -= 36
    _centre(c, w, y, "Suggested gratuity (on pre-tax subtotal)", 7, "Helvetica-Oblique")
    for i, row in enumerate(
        (
            ("", "Tip", "Total"),
            ("18%", "$9.33", "$66.49"),
            ("20%", "$10.37", "$67.53"),
            ("22%", "$11.41", "$68.57"),
        )
    ):
        for x, t in zip((60, 120, 170), row):
            _text(c, x, y - 12 - 10 * i, t, 7.5, "Helvetica-Bold" if i == 0 else font, True)
    _lines(
        c,
        w,
        y - 64,
        ("Thank you! Come back soon", "Tips go 100% to your server", "blueplatediner.com"),
        7.5,
        font,
        pitch=10,
    )
    return {
        "fields": {
            "document_number": "2093",
            "date": "2026-12-03",
            "total_amount": "57.16",
            "tax_amount": "5.31",
            "currency": "USD",
            "vendor_name": "THE BLUE PLATE DINER",
        },
        "line_items": [_bare(d, a, q, e) for q, d, e, a in rows],
    }


def jes7(c) -> dict:
    w, h = 200, 376
    x0, x1, s, p = 9, w - 12, 6.6, 8.8
    _centre(c, w, h - 26, "LIBRERÍA PAPELERÍA ATENEA S.L.", 8, BOLD)
    y = _lines(
        c,
        w,
        h - 37,
        ("NIF B86123457", "C/ Alcalá, 214", "28028 MADRID", "Tel. 913 562 210"),
        s,
        pitch=p,
    )
    _centre(c, w, y - 6, "FACTURA SIMPLIFICADA", 8.5, BOLD)
    y = _two(
        c,
        x0,
        x1,
        y - 21,
        (("Nº: T01-004512", "Caja 1"), ("Fecha: 02/12/2026", "Hora: 17:45"), ("Le atendió: LUCÍA", "")),
        s,
        pitch=p,
    )
    _rule(c, x0, x1, y, "=", s)
    cols = ((x0 + 8, True), (x0 + 14, False), (146, True), (x1 - 6, True))
    for (x, right), t in zip(cols, ("Ud", "Descripción", "Precio", "Importe")):
        _text(c, x, y - p, t, s, BOLD, right)
    rows = [
        ("2", "CUADERNO A4 CUADROS", "2,95", "5,90", "A"),
        ("1", "BOLIGRAFOS AZUL X10", "4,50", "4,50", "A"),
        ("1", "AGENDA 2027 SEMANAL", "12,95", "12,95", "A"),
        ("3", "CARPETA GOMAS A4", "1,80", "5,40", "A"),
        ("1", "NOV. EL FARO DE SAL", "19,90", "19,90", "S"),
    ]
    y -= 2 * p + 2
    for row in rows:
        for (x, right), t in zip(cols, row):
            _text(c, x, y, t, s, MONO, right)
        _text(c, x1 - 4, y, row[4], s, MONO)
        y -= p
    _rule(c, x0, x1, y + 2, "-", s)
    _text(c, x0, y - 10, "TOTAL (IVA incl.)", 9, BOLD)
    _text(c, x1, y - 10, "48,65 €", 9, BOLD, True)
    y = _two(c, x0, x1, y - 10 - p - 2, (("Tarjeta", "48,65"), ("Cambio", "0,00")), s, pitch=p)
    _text(c, x0, y, "Nº artículos: 8", s, MONO)
    y -= p + 4
    for i, row in enumerate(
        (
            ("Tipo", "Base imp.", "Cuota", "Total"),
            ("A 21%", "23,76", "4,99", "28,75"),
            ("S  4%", "19,13", "0,77", "19,90"),
            ("Total", "42,89", "5,76", "48,65"),
        )
    ):
        for x, right, t in zip((x0, 92, 136, x1), (False, True, True, True), row):
            _text(c, x, y - p * i, t, s, BOLD if i in (0, 3) else MONO, right)
    y -= 4 * p + 4
    for i, t in enumerate(("TARJETA  **** **** **** 7093", "AUT: 418832   OP: 000512", "OPERACIÓN APROBADA")):
        _text(c, x0, y - 8 * i, t, 6.2, MONO)
    _barcode(c, w, y - 50, "T01004512021226", 20)
    _lines(
        c,
        w,
        y - 62,
        ("Gracias por su visita", "Cambios y devoluciones en 15 días", "presentando este ticket"),
        6.4,
        pitch=8.5,
    )
    return {
        "fields": {
            "document_number": "T01-004512",
            "date": "2026-12-02",
            "total_amount": "48.65",
            "tax_amount": "5.76",
            "currency": "EUR",
            "vendor_name": "LIBRERÍA PAPELERÍA ATENEA S.L.",
        },
        "line_items": [_item(d, q, _eu(u), _eu(a)) for q, d, u, a, _ in rows],
    }


def jfr8(c) -> dict:
    w, h = 230, 457
    x0, x1, s, p = 12, w - 12, 7.2, 10
    font, bold = "Helvetica", "Helvetica-Bold"
    _centre(c, w, h - 30, "PHARMACIE DU PONT NEUF", 12, bold)
    y = _lines(
        c,
        w,
        h - 44,
        (
            "12 quai du Louvre",
            "75001 PARIS",
            "Tél. 01 42 36 18 55",
            "SIRET 812 004 377 00015 - FINESS 750031234",
        ),
        6.8,
        font,
        pitch=9,
    )
    y = _two(
        c,
        x0,
        x1,
        y - 8,
        (
            ("Facture n° F26-118452", "Caisse 3"),
            ("Le 05/12/2026 à 11:27", "Vendeur : Camille"),
            ("Ordonnance du 03/12/2026", "Tiers payant"),
        ),
        s,
        font,
        pitch=p,
    )
    c.setLineWidth(0.5)
    c.line(x0, y + 5, x1, y + 5)
    rows = [
        ("PARACETAMOL 1G CPR B/8", "2", "2,18", "4,36", "1"),
        ("AMOXICILLINE 500MG GELU B/12", "1", "2,64", "2,64", "1"),
        ("SPRAY NASAL EAU DE MER 100ML", "1", "6,90", "6,90", "3"),
        ("CREME MAINS REPARATRICE 50ML", "2", "4,95", "9,90", "3"),
        ("VITAMINE C 500MG CPR B/30", "1", "5,50", "5,50", "2"),
    ]
    _text(c, x0, y - 6, "Désignation", s, bold)
    _text(c, x1 - 22, y - 6, "Montant", s, bold, True)
    _text(c, x1, y - 6, "TVA", s, bold, True)
    y -= 6 + p + 2
    for name, qty, unit, amount, code in rows:
        _text(c, x0, y, name, s, font)
        _text(c, x0 + 16, y - 9, f"{qty} x {unit}", s, font)
        _text(c, x1 - 22, y - 9, amount, s, font, True)
        _text(c, x1 - 2, y - 9, code, s, font, True)
        y -= 20
    c.line(x0, y + 7, x1, y + 7)
    _text(c, x0, y - 6, "TOTAL TTC", 9, bold)
    _text(c, x1 - 22, y - 6, "29,30 €", 9, bold, True)
    y = _two(
        c,
        x0,
        x1 - 22,
        y - 6 - p - 2,
        (
            ("Part AMO (Sécurité sociale)", "4,55"),
            ("Part AMC (mutuelle)", "2,45"),
            ("Montant remboursé", "-7,00"),
        ),
        s,
        font,
        pitch=p,
    )
    _text(c, x0, y - 4, "NET À PAYER", 11, bold)
    _text(c, x1 - 22, y - 4, "22,30 €", 11, bold, True)
    y = _two(c, x0, x1 - 22, y - 4 - p - 4, (("CB sans contact", "22,30"),), s, font, pitch=p)
    c.line(x0, y + 5, x1, y + 5)
    for i, row in enumerate(
        (
            ("Code", "Taux", "HT", "TVA", "TTC"),
            ("1", "2,10 %", "6,86", "0,14", "7,00"),
            ("2", "5,50 %", "5,21", "0,29", "5,50"),
            ("3", "20,00 %", "14,00", "2,80", "16,80"),
            ("", "Total", "26,07", "3,23", "29,30"),
        )
    ):
        for x, right, t in zip((x0, 74, 124, 166, x1), (False, True, True, True, True), row):
            _text(c, x, y - 6 - p * i, t, s, bold if i in (0, 4) else font, right)
    y -= 5 * p + 16
    for i, t in enumerate(
        ("CARTE BANCAIRE  **** **** **** 2206", "SANS CONTACT  A0000000421010", "AUTO 557310")
    ):
        _text(c, x0, y - 8.5 * i, t, 6.5, MONO)
    _lines(
        c,
        w,
        y - 38,
        (
            "Médicaments remboursables : TVA 2,10 %",
            "Les médicaments ne sont ni repris ni échangés",
            "Merci de votre confiance - Bonne journée",
        ),
        6.5,
        font,
        pitch=9,
    )
    return {
        "fields": {
            "document_number": "F26-118452",
            "date": "2026-12-05",
            "total_amount": "22.30",
            "tax_amount": "3.23",
            "currency": "EUR",
            "vendor_name": "PHARMACIE DU PONT NEUF",
        },
        "line_items": [_item(d, q, _eu(u), _eu(a)) for d, q, u, a, _ in rows],
    }


def jjp9(c) -> dict:
    w, h = 175, 430
    x0, x1, s, p = 9, 158, 6.8, 9
    _centre(c, w, h - 26, "DAILY STAR MART", 10.5, BOLD)
    y = _lines(
        c,
        w,
        h - 38,
        (
            "Nishi-Shinjuku 7-chome Store",
            "7-10-3 Nishi-Shinjuku, Shinjuku-ku",
            "Tokyo 160-0023",
            "TEL 03-5338-2271",
            "Registration No. T8011101047215",
        ),
        6.3,
        pitch=8.5,
    )
    _centre(c, w, y - 6, "RECEIPT", 10, BOLD)
    y = _two(
        c,
        x0,
        w - 9,
        y - 22,
        (("2026/12/05(Sat) 21:14", "REG 2"), ("Transaction No. 5812", "Staff 012")),
        s,
        pitch=p,
    )
    _rule(c, x0, w - 9, y, "-", s)
    rows = [
        ("Onigiri Salmon", None, "168", "*"),
        ("Onigiri Tuna Mayo", ("2", "151"), "302", "*"),
        ("Karaage Bento", None, "598", "*"),
        ("Green Tea 600ml", None, "162", "*"),
        ("Hot Coffee R", None, "120", "*"),
        ("Beer 350ml", None, "248", ""),
        ("Vinyl Umbrella 65cm", None, "770", ""),
    ]
    y -= p + 2
    for name, each, amount, mark in rows:
        _text(c, x0, y, name, s, MONO)
        if each:
            y -= p
            _text(c, x0 + 12, y, f"{each[0]} x @{each[1]}", s, MONO)
        _text(c, x1, y, f"¥{int(amount):,}", s, MONO, True)
        _text(c, x1 + 2, y, mark, s, MONO)
        y -= p
    _rule(c, x0, w - 9, y + 2, "-", s)
    _text(c, x0, y - 8, "Subtotal  8 items", s, MONO)
    _text(c, x1, y - 8, "¥2,368", s, MONO, True)
    _text(c, x0, y - 22, "Total", 11, BOLD)
    _text(c, x1, y - 22, "¥2,368", 11, BOLD, True)
    y = _two(
        c,
        x0,
        x1,
        y - 34,
        (
            ("(8% tax incl.)", "¥1,350"),
            ("  Consumption tax", "¥100"),
            ("(10% tax incl.)", "¥1,018"),
            ("  Consumption tax", "¥92"),
            ("Total tax", "¥192"),
        ),
        s,
        pitch=p,
    )
    y = _two(c, x0, x1, y - 4, (("Cash", "¥3,000"), ("Change", "¥632")), 8, BOLD, pitch=11)
    _text(c, x0, y - 2, "* = reduced tax rate (8%) item", 6.2, MONO)
    _rule(c, x0, w - 9, y - 12, "-", s)
    y = _two(
        c,
        x0,
        w - 9,
        y - 22,
        (("Star Points card", "****7720"), ("Points earned", "11 pt"), ("Points balance", "1,406 pt")),
        6.4,
        pitch=8.5,
    )
    _barcode(c, w, y - 22, "0212260512145812", 20, 0.45)
    _lines(
        c,
        w,
        y - 34,
        ("Thank you for shopping!", "Open 24 hours / 365 days", "Please keep this receipt."),
        6.4,
        pitch=8.5,
    )
    return {
        "fields": {
            "document_number": "5812",
            "date": "2026-12-05",
            "total_amount": "2368",
            "tax_amount": "192",
            "currency": "JPY",
            "vendor_name": "DAILY STAR MART",
        },
        "line_items": [_bare(d, a, *(e or ())) for d, e, a, _ in rows],
    }


def jau10(c) -> dict:
    w, h = 205, 387
    x0, x1 = 12, w - 12
    font, bold = "Helvetica", "Helvetica-Bold"
    _centre(c, w, h - 30, "LITTLE BIRD ESPRESSO", 12, bold)
    y = _lines(
        c,
        w,
        h - 44,
        ("Little Bird Espresso Pty Ltd", "ABN 53 611 204 879", "Shop 3, 88 Smith Street", "Fitzroy VIC 3065"),
        7.2,
        font,
        pitch=9.5,
    )
    _centre(c, w, y - 6, "TAX INVOICE", 10, bold)
    y = _two(
        c,
        x0,
        x1,
        y - 22,
        (("Invoice No: INV-10417", "Table 6"), ("06/12/2026 09:48", "Staff: Jess")),
        7.5,
        font,
        pitch=10,
    )
    rows = [
        ("2", "Flat White (Large)", "5.50", "11.00"),
        ("1", "Smashed Avo on Sourdough", "19.50", "19.50"),
        ("1", "Big Breakfast", "24.00", "24.00"),
        ("1", "Banana Bread w/ Butter", "7.50", "7.50"),
        ("1", "Fresh Orange Juice", "7.00", "7.00"),
        ("1", "Babycino", "1.50", "1.50"),
    ]
    c.setLineWidth(0.6)
    c.line(x0, y + 3, x1, y + 3)
    y = _table(
        c,
        y - 8,
        [(x0, "Qty", False), (x0 + 18, "Item", False), (156, "Price", True), (x1, "Total", True)],
        rows,
        pitch=11,
        size=7.5,
    )
    c.line(x0, y + 4, x1, y + 4)
    _pairs(
        c,
        70,
        x1,
        y - 10,
        (
            ("Subtotal", "$70.50"),
            ("Card surcharge 1.5%", "$1.06"),
            ("Total (incl. GST)", "$71.56"),
            ("GST included", "$6.51"),
        ),
        pitch=12,
    )
    y -= 64
    _text(c, x0, y, "EFTPOS", 9, bold)
    _text(c, x1, y, "$71.56", 9, bold, True)
    for i, t in enumerate(("MASTERCARD  ****3310", "CREDIT   TAP   APPROVED 00", "RRN 226041183077")):
        _text(c, x0, y - 12 - 8.5 * i, t, 6.5, MONO)
    _lines(
        c,
        w,
        y - 50,
        (
            "All prices in AUD and include GST",
            "Card payments incur a 1.5% surcharge",
            "",
            "Thanks for visiting - see you tomorrow!",
            "Instagram @littlebirdfitzroy",
        ),
        6.8,
        font,
        pitch=9,
    )
    return {
        "fields": {
            "document_number": "INV-10417",
            "date": "2026-12-06",
            "total_amount": "71.56",
            "tax_amount": "6.51",
            "currency": "AUD",
            "vendor_name": "LITTLE BIRD ESPRESSO",
        },
        "line_items": [_item(d, q, u, a) for q, d, u, a in rows],
    }


LAYOUTS = {
    "jmy1": (jmy1, (205, 461)),
    "jmy2": (jmy2, (200, 421)),
    "juk3": (juk3, (210, 535)),
    "jde4": (jde4, (190, 410)),
    "jit5": (jit5, (215, 375)),
    "jus6": (jus6, (220, 509)),
    "jes7": (jes7, (200, 376)),
    "jfr8": (jfr8, (230, 457)),
    "jjp9": (jjp9, (175, 430)),
    "jau10": (jau10, (205, 387)),
}
SCANNED = ("jmy1", "jmy2", "juk3", "jde4", "jit5", "jus6", "jes7", "jfr8", "jjp9", "jau10")
