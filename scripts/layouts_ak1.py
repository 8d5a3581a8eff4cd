"""Ten hand-written US broadcast advertising documents (set ak), written on 2026-12-07 in the manner of
scripts/layouts_set.py, of a kind no earlier set drew: the order confirmations, contracts and invoices that TV and
radio stations send to the agencies of political and commercial advertisers (the kind kept in the public FCC
files), printed by traffic systems. A WideOrbit-style order confirmation from a Dayton CBS station for a state
senate candidate's committee (start and end dates on each line, three weekly spot-count columns, a political
disclosure), a Marketron-style landscape radio contract from a Fresno FM station for a Ford dealer (six weekly
columns, weekly totals, a bonus line at 0.00), a Strata-style station order from an Albuquerque NBC station to a
credit union's agency printed in Courier (order and estimate numbers, four weekly columns), an Imagine/OSi-style
landscape contract of two pages and 30 lines from a Knoxville ABC station for a dealers' association (day
patterns as MTWTF.., eight weekly columns, a dense ruled grid), a small Montana AM/FM station's order typed into a
spreadsheet (gridlines, a merged title, local programs and a Christmas greetings package), a Spokane FOX station's
invoice for the aired spots of a broadcast month with an affidavit-style list of every spot's air date, time and
ISCI code under its line, a Charlotte radio station's invoice with ordered and aired spots per week (a preempted
spot not billed), a Laredo Telemundo station's contract for an issue advertiser with keys above values in boxes
and Spanish program names, a Lexington news/talk radio order confirmation with spot counts per day of the week
times a number of weeks, and an Anchorage CBS station's contract with daypart codes. Four of them (akwo1, akxl5,
akin6, akak10) are also written as scans (SCANNED).

What the values say where a page leaves a choice: the vendor is the station's legal owner (the licensee) as
printed under or beside the call letters ("Miami Valley Television, LLC"), not the call letters; the customer is
the advertiser as printed ("Committee to Elect Dana Whitfield", "Valley Ford Lincoln"), never the agency, even
where the agency is billed. The document number is the contract or order number ("Contract #", "Contract No.",
"Order #", "Order No."), not the estimate number, the revision or the advertiser's account number; on the two
invoices it is the invoice number, not the contract number they also print. The date is the order or contract
date (not the print date, the revision date or the flight dates); on an invoice its invoice date (not the billing
period). Only the invoices print a payment due date, so only they have a due date; the orders' flight dates are
no due date. The total is the gross amount ("Gross Amount", "Gross Total", "Total Gross"), before the 15 % agency
commission; on an invoice too, whose "Net Amount Due" is no field. No page prints a tax, so none has a tax
amount; the currency is USD (pages print "$" or "USD"). A line item is a line of the schedule: its description the
program or daypart as printed in its program or daypart column (not its days, times, spot length or daypart
code), its quantity the number of spots of the line (the sum of its weekly columns; on the Lexington order the
spots a week times the weeks, as its "Total Spots" column prints; on the Charlotte invoice the spots aired and
billed, not those ordered), its unit price the rate per spot and its line amount the line's gross total. The
Fresno contract's bonus line is a line item at 0.00 as printed. On the Spokane invoice the line items are its
four ordered lines; the affidavit rows of single aired spots under them are no line items. The Knoxville
contract's line items are its 30 lines over both pages. The Montana package line ("Christmas Greetings") prints
quantity 1 and its price as rate. Dates on these US pages are printed with the month's name (week columns too).
"""

from __future__ import annotations

from datetime import date as Date
from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _pairs, _text
from reportlab.lib.pagesizes import landscape, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
CENT = Decimal("0.01")
LAND = landscape(letter)


def _num(v: Decimal) -> str:
    """1,234.50"""
    return f"{Decimal(v).quantize(CENT, ROUND_HALF_UP):,.2f}"


def _usd(v: Decimal) -> str:
    return "$" + _num(v)


def _plain(v: Decimal) -> str:
    return f"{Decimal(v).quantize(CENT, ROUND_HALF_UP):.2f}"


def _amt(spots: int, rate: str) -> Decimal:
    return (Decimal(spots) * Decimal(rate)).quantize(CENT, ROUND_HALF_UP)


def _comm(gross: Decimal) -> tuple[Decimal, Decimal]:
    """The agency commission of 15 % and the net amount."""
    commission = (gross * Decimal("0.15")).quantize(CENT, ROUND_HALF_UP)
    return commission, gross - commission


def _truth(number: str, day: str, vendor: str, customer: str, gross: Decimal, items, due: str | None = None):
    fields = {"document_number": number, "date": day}
    if due:
        fields["due_date"] = due
    fields.update(
        {"total_amount": _plain(gross), "currency": "USD", "vendor_name": vendor, "customer_name": customer}
    )
    return {"fields": fields, "line_items": items}


def _row(c, xs, y: float, cells, aligns: str, size: float = 8, font: str = "Helvetica") -> None:
    """One row of cells between the column edges ``xs``: each left ("l"), right ("r") or centred ("c")."""
    for k, s in enumerate(cells):
        if aligns[k] == "r":
            _text(c, xs[k + 1] - 3, y, s, size, font, True)
        elif aligns[k] == "c":
            _centre(c, xs[k] + xs[k + 1], y, s, size, font)
        else:
            _text(c, xs[k] + 3, y, s, size, font)


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


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


def _keys(
    c, x: float, y: float, pairs, gap: float, size: float = 8, pitch: float = 11, key_font=BOLD
) -> None:
    """Keys at ``x`` and their values left-aligned ``gap`` to the right, one pair a line from ``y`` down."""
    for i, (k, v) in enumerate(pairs):
        _text(c, x, y - pitch * i, k, size, key_font)
        _text(c, x + gap, y - pitch * i, v, size)


def _grey(
    c, x: float, y: float, lines, size: float = 7, pitch: float = 9, gray: float = 0.4, centre=None
) -> None:
    c.setFillGray(gray)
    for i, s in enumerate(lines):
        if centre:
            _centre(c, centre, y - pitch * i, s, size)
        else:
            _text(c, x, y - pitch * i, s, size)
    c.setFillGray(0)


def _boxed(c, x: float, y: float, w: float, key: str, value: str, size: float = 8.5) -> None:
    """A box ``w`` wide, its top at ``y``: a small grey key above its value."""
    c.rect(x, y - 26, w, 26)
    c.setFillGray(0.4)
    _text(c, x + 4, y - 9, key, 6.5)
    c.setFillGray(0)
    _text(c, x + 4, y - 21, value, size, BOLD)


def _commission_box(
    c, x0: float, x1: float, y: float, gross: Decimal, labels=None, pitch: float = 13
) -> float:
    """Gross, commission and net right-aligned at ``x1`` from ``y`` down; the y under them."""
    commission, net = _comm(gross)
    keys = labels or ("Gross Amount", "Agency Commission (15%)", "Net Amount")
    _text(c, x0, y, keys[0], 8.5, BOLD)
    _text(c, x1, y, _usd(gross), 8.5, BOLD, True)
    _text(c, x0, y - pitch, keys[1], 8.5)
    _text(c, x1, y - pitch, "-" + _usd(commission), 8.5, right=True)
    c.line(x0, y - pitch - 5, x1, y - pitch - 5)
    _text(c, x0, y - 2 * pitch - 4, keys[2], 9, BOLD)
    _text(c, x1, y - 2 * pitch - 4, _usd(net), 9, BOLD, True)
    return y - 2 * pitch - 4


def _week_items(rows, prog: int, rate: int, weeks: int) -> tuple[list, Decimal]:
    """The line items of rows whose spots are the sum of their weekly counts; and the gross."""
    items, gross = [], Decimal(0)
    for r in rows:
        spots = sum(r[weeks])
        amount = _amt(spots, r[rate])
        gross += amount
        items.append(_item(r[prog], str(spots), r[rate], _plain(amount)))
    return items, gross


# akwo1: a WideOrbit-style order confirmation, Dayton CBS station, political candidate, three weekly columns
AKWO1_ROWS = (
    ("M-F", "05:00a-07:00a", "WKDR Morning News", "120.00", (5, 5, 1)),
    ("M-F", "12:00p-12:30p", "WKDR News at Noon", "150.00", (3, 3, 1)),
    ("M-F", "04:00p-05:00p", "Afternoon Court", "110.00", (3, 4, 1)),
    ("M-F", "05:00p-06:00p", "WKDR News at 5", "325.00", (4, 5, 1)),
    ("M-F", "06:30p-07:00p", "CBS Evening News", "400.00", (3, 3, 1)),
    ("M-F", "07:30p-08:00p", "Wheel of Fortune", "575.00", (2, 3, 1)),
    ("M-Su", "11:00p-11:35p", "WKDR News at 11", "275.00", (5, 6, 1)),
    ("Su", "09:00a-09:30a", "Face the Nation", "180.00", (1, 1, 0)),
    ("Sa", "07:00p-11:00p", "Saturday Prime", "350.00", (1, 2, 0)),
    ("M-Su", "06:00a-01:00a", "Run of Station", "95.00", (6, 6, 2)),
)
NAVY = (0.05, 0.2, 0.45)


def _akwo1_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(*NAVY)
    c.roundRect(36, h - 82, 44, 44, 6, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 116, h - 72, "8", 28, BOLD)
    c.setFillColorRGB(*NAVY)
    _text(c, 88, h - 56, "WKDR-TV", 20, BOLD)
    c.setFillGray(0)
    _text(c, 88, h - 68, "CBS 8  |  Dayton, Ohio  |  DMA 64", 8)
    _grey(
        c, 88, h - 79, ("Miami Valley Television, LLC  -  4595 S Dixie Dr, Moraine, OH 45439",), 7, gray=0.2
    )
    _text(c, w - 36, h - 50, "ORDER CONFIRMATION", 14, BOLD, True)
    _pairs(
        c,
        w - 200,
        w - 36,
        h - 66,
        (
            ("Contract #", "1187342"),
            ("Revision", "0"),
            ("Order Date", "Oct 12, 2026"),
            ("Print Date", "Oct 13, 2026  09:14"),
        ),
        pitch=11,
    )
    c.setStrokeColorRGB(*NAVY)
    c.setLineWidth(1.2)
    c.line(36, h - 118, w - 36, h - 118)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)


def _akwo1_info(c) -> None:
    h = letter[1]
    left = (
        ("Advertiser", "Committee to Elect Dana Whitfield"),
        ("Product", "Whitfield for State Senate - 10th District"),
        ("Agency", "Keystone Political Media, LLC"),
        ("Agency Address", "220 E State St, Suite 400, Columbus, OH 43215"),
        ("Buyer", "Rachel Ibarra  (614) 555-0193"),
    )
    right = (
        ("Account Exec", "Tom Brandt"),
        ("Sales Office", "Local - Political"),
        ("Order Type", "Political - Candidate (State)"),
        ("Billing Cycle", "Broadcast Month"),
        ("Estimate #", "KPM-DW-1019"),
    )
    _keys(c, 36, h - 134, left, 72, 8, 11.5)
    _keys(c, 380, h - 134, right, 66, 8, 11.5)
    _text(c, 36, h - 198, "Flight: Oct 19, 2026 - Nov 2, 2026", 8.5, BOLD)
    _text(c, 380, h - 198, "Separation: 15 min   Priority: 3", 8)


def akwo1(c) -> dict:
    w, h = letter
    _akwo1_head(c)
    _akwo1_info(c)
    xs = (36, 52, 84, 116, 144, 206, 338, 360, 384, 408, 432, 460, 514, 576)
    aligns = "ccccllccccrrr"
    top = h - 212
    _band(c, 36, top - 14, w - 72, 14, (0.85, 0.89, 0.95))
    titles = ("Ln", "Start", "End", "Days", "Time", "Program", "Len", "Oct 19", "Oct 26", "Nov 2")
    _row(c, xs, top - 10, titles + ("Spots", "Rate", "Gross"), aligns, 6.8, BOLD)
    c.setStrokeGray(0.75)
    items, gross = _week_items(AKWO1_ROWS, 2, 3, 4)
    y = top - 14
    for i, (days, time, prog, rate, weeks) in enumerate(AKWO1_ROWS):
        y = top - 14 - 15 * (i + 1)
        end = "Nov 1" if days in ("Sa", "Su") else "Nov 2"
        cells = (str(i + 1), "Oct 19", end, days, time, prog, ":30", *map(str, weeks))
        cells += (str(sum(weeks)), _usd(Decimal(rate)), _usd(_amt(sum(weeks), rate)))
        _row(c, xs, y + 5, cells, aligns, 7.5)
        c.line(36, y, w - 36, y)
    c.setStrokeGray(0)
    totals = [sum(r[4][k] for r in AKWO1_ROWS) for k in range(3)]
    cells = ("", "", "", "", "", "Totals", "", *map(str, totals), str(sum(totals)), "", _usd(gross))
    _row(c, xs, y - 11, cells, aligns, 7.5, BOLD)
    c.line(36, y - 16, w - 36, y - 16)
    _commission_box(c, 380, w - 36, y - 36, gross)
    notes = (
        "Political Disclosure",
        "Candidate: Dana Whitfield (R)  |  Office: Ohio State Senate, District 10  |  Election: Nov 3, 2026",
        "Lowest unit charge applies within 45 days of the general election. Paid for by Committee to",
        "Elect Dana Whitfield, Treasurer Paul Kessler. Cash in advance: payment must be received before",
        "the first air date. Spots are non-preemptible fixed unless noted; rates are gross.",
    )
    _block(c, 36, y - 100, notes, 7.5, pitch=10.5, first=BOLD)
    for x, who in ((36, "Station Acceptance - WKDR-TV"), (330, "Agency Acceptance")):
        c.line(x, y - 190, x + 220, y - 190)
        _text(c, x, y - 200, who, 7.5)
    _grey(c, 0, 30, ("WKDR-TV  |  Contract 1187342 Rev 0  |  Page 1 of 1",), 6.5, centre=w)
    return _truth(
        "1187342",
        "2026-10-12",
        "Miami Valley Television, LLC",
        "Committee to Elect Dana Whitfield",
        gross,
        items,
    )


# akmk2: a Marketron-style radio contract, Fresno FM station, a Ford dealer, landscape, six weekly columns
AKMK2_ROWS = (
    ("AM Drive", "M-F", "6a-10a", "95.00", (8, 8, 6, 8, 8, 6)),
    ("Midday", "M-F", "10a-3p", "70.00", (6, 6, 4, 6, 6, 4)),
    ("PM Drive", "M-F", "3p-7p", "85.00", (8, 8, 6, 8, 8, 6)),
    ("Evenings", "M-F", "7p-12m", "35.00", (4, 4, 4, 4, 4, 4)),
    ("Weekend Daytime", "Sa-Su", "6a-7p", "45.00", (4, 4, 4, 4, 4, 4)),
    ("Sunday Country Countdown", "Su", "8a-12n", "55.00", (2, 2, 2, 2, 2, 2)),
    ("Run of Schedule", "M-Su", "5a-12m", "25.00", (6, 6, 6, 6, 6, 6)),
    ("Bonus ROS", "M-Su", "5a-12m", "0.00", (3, 3, 3, 3, 3, 3)),
)
AKMK2_WEEKS = ("Nov 16", "Nov 23", "Nov 30", "Dec 7", "Dec 14", "Dec 21")
TEAL = (0.0, 0.4, 0.45)


def _akmk2_head(c) -> None:
    w, h = LAND
    c.setFillColorRGB(*TEAL)
    c.circle(58, h - 58, 22, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 116, h - 56, "97.3", 11, BOLD)
    _centre(c, 116, h - 66, "FM", 7, BOLD)
    c.setFillColorRGB(*TEAL)
    _text(c, 90, h - 52, "KZRV-FM  97.3 The River", 16, BOLD)
    c.setFillGray(0)
    _text(c, 90, h - 65, "Sierra Valley Radio Partners, LLC", 8.5, BOLD)
    _text(c, 90, h - 76, "1550 N Fresno St, Fresno, CA 93703  |  (559) 555-0120  |  Fresno Market", 7.5)
    _text(c, w - 36, h - 48, "BROADCAST CONTRACT", 15, BOLD, True)
    _pairs(
        c,
        w - 230,
        w - 36,
        h - 64,
        (
            ("Contract No.", "104418"),
            ("Contract Date", "November 9, 2026"),
            ("Flight", "Nov 16, 2026 - Dec 27, 2026"),
        ),
        pitch=11,
    )


def _akmk2_parties(c) -> None:
    h = LAND[1]
    boxes = (
        (36, "ADVERTISER", ("Valley Ford Lincoln", "4100 W Shaw Ave", "Fresno, CA 93722", "Acct: VFL-0042")),
        (
            216,
            "AGENCY / BILL TO",
            (
                "Hanford & Reyes Advertising",
                "770 W Bullard Ave, Suite 12",
                "Fresno, CA 93704",
                "Acct: AG-1187",
            ),
        ),
    )
    for x, title, lines in boxes:
        c.rect(x, h - 164, 172, 62)
        _band(c, x, h - 114, 172, 12, (0.85, 0.93, 0.93))
        _text(c, x + 4, h - 111, title, 7, BOLD)
        _block(c, x + 4, h - 125, lines, 7.5, pitch=9.5, first=BOLD)
    info = (
        ("Salesperson", "Gina Marchetti"),
        ("Product", "Year-End Sales Event"),
        ("Revenue Class", "Automotive - Local"),
        ("Billing", "Broadcast Calendar, Agency"),
        ("Spot Length", ":60"),
    )
    _keys(c, 400, h - 112, info, 74, 7.5, 10.5)
    terms = (
        ("Payment Terms", "Net 30 from invoice"),
        ("Rate Type", "Gross"),
        ("Copy", "VFL Holiday :60 (rotating)"),
        ("Separation", "Auto 30 min"),
    )
    _keys(c, 590, h - 112, terms, 66, 7.5, 10.5)


def akmk2(c) -> dict:
    h = LAND[1]
    _akmk2_head(c)
    _akmk2_parties(c)
    xs = (36, 56, 176, 210, 262, 286, 324, 362, 398, 434, 470, 506, 542, 578, 614, 676, 756)
    aligns = "clccccc" + "c" * 6 + "crr"
    top = h - 182
    _band(c, 36, top - 24, 720, 24, TEAL)
    c.setFillGray(1)
    heads = ("Ln", "Daypart", "Days", "Time", "Len", "Start", "End", *AKMK2_WEEKS, "Spots", "Rate", "Amount")
    _row(c, xs, top - 15, heads, aligns, 7, BOLD)
    _text(c, 364, top - 6, "Spots per week (week of)", 5.5)
    c.setFillGray(0)
    c.setLineWidth(0.4)
    items, gross = _week_items(AKMK2_ROWS, 0, 3, 4)
    y = top - 24
    for i, (dp, days, time, rate, weeks) in enumerate(AKMK2_ROWS):
        y = top - 24 - 16 * (i + 1)
        if i % 2:
            _band(c, 36, y, 720, 16, (0.95, 0.97, 0.97))
        spots = sum(weeks)
        cells = (str(i + 1), dp, days, time, ":60", "Nov 16", "Dec 27", *map(str, weeks), str(spots))
        cells += (_num(Decimal(rate)), _num(_amt(spots, rate)))
        _row(c, xs, y + 5, cells, aligns, 7.8)
    c.line(36, y, 756, y)
    weekly = [sum(r[4][k] for r in AKMK2_ROWS) for k in range(6)]
    dollars = [sum((_amt(r[4][k], r[3]) for r in AKMK2_ROWS), Decimal(0)) for k in range(6)]
    _row(
        c,
        xs,
        y - 11,
        ("", "Weekly spots", "", "", "", "", "", *map(str, weekly), str(sum(weekly))),
        aligns,
        7.5,
        BOLD,
    )
    for k, v in enumerate(dollars):
        _row(c, xs[7 + k : 9 + k], y - 23, (f"{v:,.0f}",), "c", 6.8)
    _text(c, 59, y - 23, "Weekly gross ($)", 7.5, BOLD)
    c.line(36, y - 28, 756, y - 28)
    c.rect(560, y - 96, 196, 56)
    _commission_box(c, 566, 750, y - 54, gross, ("Total Gross", "Agency Commission 15%", "Total Net"))
    notes = (
        "Terms and Conditions",
        "Invoices are rendered per broadcast month to the agency with a notarized affidavit of performance.",
        "Agency and advertiser are jointly and severally liable for payment. Bonus spots are run-of-schedule,",
        "preemptible and carry no make-good. Cancellation requires 14 days written notice.",
        "All amounts in USD. Sierra Valley Radio Partners, LLC is an equal opportunity broadcaster.",
    )
    _block(c, 36, y - 46, notes, 7.3, pitch=10, first=BOLD)
    for x, who in ((36, "Accepted for KZRV-FM"), (290, "Accepted for Agency / Advertiser")):
        c.line(x, 50, x + 200, 50)
        _text(c, x, 41, who, 7)
    _grey(c, 640, 30, ("Contract 104418  -  Page 1 of 1",), 6.5)
    return _truth(
        "104418", "2026-11-09", "Sierra Valley Radio Partners, LLC", "Valley Ford Lincoln", gross, items
    )


# akst3: a Strata-style station order in Courier, Albuquerque NBC station, a credit union, four weekly columns
AKST3_ROWS = (
    ("M-F", "5:00A-7:00A", "KQNM News 4 Today", "85.00", (5, 5, 4, 5)),
    ("M-F", "7:00A-9:00A", "Today Show", "110.00", (4, 4, 3, 4)),
    ("M-F", "11:00A-12:00P", "KQNM Midday", "70.00", (3, 3, 2, 3)),
    ("M-F", "5:00P-6:00P", "KQNM News at 5", "240.00", (3, 3, 2, 3)),
    ("M-F", "6:00P-6:30P", "KQNM News at 6", "310.00", (3, 3, 2, 3)),
    ("M-F", "6:30P-7:00P", "NBC Nightly News", "260.00", (2, 2, 2, 2)),
    ("M-Su", "10:00P-10:35P", "KQNM News at 10", "295.00", (4, 4, 3, 4)),
    ("Su", "7:00P-10:00P", "Sunday Night Football", "650.00", (1, 1, 1, 1)),
    ("M-F", "10:35P-11:35P", "Tonight Show", "90.00", (2, 2, 2, 2)),
)


def akst3(c) -> dict:
    w, h = letter
    mono, mono_b = "Courier", "Courier-Bold"
    _text(c, 36, h - 44, "STATION ORDER / BUY CONFIRMATION", 12, mono_b)
    _text(c, w - 36, h - 44, "Page 1 of 1", 8, mono, True)
    c.setLineWidth(1)
    c.line(36, h - 50, w - 36, h - 50)
    head = (
        "Station : KQNM-TV (NBC)    Market: Albuquerque-Santa Fe    Channel 4",
        "Owner   : Rio Grande Broadcasting Company",
        "          13 Broadcast Plaza SW, Albuquerque, NM 87104",
    )
    _block(c, 36, h - 64, head, 8, mono, 10.5)
    right = (
        ("Order #    :", "SO-26-0918"),
        ("Estimate   :", "0142"),
        ("Order Date :", "02-Nov-2026"),
        ("Revision   :", "Original"),
    )
    for i, (k, v) in enumerate(right):
        _text(c, 400, h - 64 - 10.5 * i, k, 8, mono)
        _text(c, 472, h - 64 - 10.5 * i, v, 8, mono_b)
    c.line(36, h - 110, w - 36, h - 110)
    pairs = (
        ("Advertiser : Sandia Mountain Credit Union", "Agency : Turquoise Trail Media Group"),
        ("Product    : Holiday Auto Loan Rates", "         500 Marquette Ave NW, Ste 1100"),
        ("Flight     : 09-Nov-2026 thru 06-Dec-2026", "         Albuquerque, NM 87102"),
        ("Buyer      : Luis Candelaria", "Rep    : Mesa Media Sales / D. Ortega"),
        ("Demo       : A25-54", "Length : :30   Rate basis: Gross"),
    )
    parties = [f"{left:<52}{right}" for left, right in pairs]
    _block(c, 36, h - 124, parties, 7.5, mono, 10.5)
    c.line(36, h - 176, w - 36, h - 176)
    fmt = "{:>3} {:<5}{:<14}{:<24}{:>4}{:>7}{:>7}{:>7}{:>7}{:>6}{:>11}{:>13}"
    _text(
        c,
        36,
        h - 190,
        fmt.format(
            "Ln",
            "Days",
            "Time",
            "Program",
            "Len",
            *("Nov 9", "Nov 16", "Nov 23"),
            "Nov 30",
            "Tot",
            "Rate",
            "Cost",
        ),
        7.5,
        mono_b,
    )
    c.setDash(1, 2)
    c.line(36, h - 195, w - 36, h - 195)
    c.setDash()
    items, gross = _week_items(AKST3_ROWS, 2, 3, 4)
    y = h - 195
    for i, (days, time, prog, rate, weeks) in enumerate(AKST3_ROWS):
        y = h - 207 - 12 * i
        spots = sum(weeks)
        line = fmt.format(
            i + 1, days, time, prog, ":30", *weeks, spots, _num(Decimal(rate)), _num(_amt(spots, rate))
        )
        _text(c, 36, y, line, 7.5, mono)
    c.setDash(1, 2)
    c.line(36, y - 5, w - 36, y - 5)
    c.setDash()
    weekly = [sum(r[4][k] for r in AKST3_ROWS) for k in range(4)]
    _text(
        c,
        36,
        y - 17,
        fmt.format("", "", "", "Weekly Totals", "", *weekly, sum(weekly), "", _num(gross)),
        7.5,
        mono_b,
    )
    c.line(36, y - 23, w - 36, y - 23)
    commission, net = _comm(gross)
    sums = (
        ("Gross Total", _num(gross)),
        ("Agency Commission 15.00%", _num(commission)),
        ("Net Total", _num(net)),
        ("Total Spots", str(sum(weekly))),
    )
    for i, (k, v) in enumerate(sums):
        _text(c, 330, y - 40 - 12 * i, f"{k:<26}", 8, mono_b if i != 1 else mono)
        _text(c, w - 36, y - 40 - 12 * i, v, 8, mono_b if i != 1 else mono, True)
    comments = (
        "Comments:",
        "* Spots to run evenly across the flight; no back-to-back in one break.",
        "* Competitive separation: financial institutions 20 min.",
        "* Copy: SMCU-AUTO-30A / SMCU-AUTO-30B 50/50 rotation.",
        "* Invoices with affidavit to the agency monthly; currency USD.",
        "* Make-goods in equal or better daypart only with buyer approval.",
    )
    _block(c, 36, y - 100, comments, 7.3, mono, 10.5)
    c.line(36, y - 170, w - 36, y - 170)
    _text(c, 36, y - 184, "Station acceptance: ______________________   Date: ___________", 7.5, mono)
    _grey(c, 36, 30, ("Buy system order export  |  Est 0142  |  SO-26-0918",), 6.5)
    return _truth(
        "SO-26-0918",
        "2026-11-02",
        "Rio Grande Broadcasting Company",
        "Sandia Mountain Credit Union",
        gross,
        items,
    )


# akos4: an Imagine/OSi-style contract of two pages and 30 lines, Knoxville ABC station, landscape, 8 weeks
AKOS4_PROGS = (
    ("MTWTF..", "05:00A-06:00A", "ABC 12 Early Morning News", "60.00"),
    ("MTWTF..", "06:00A-07:00A", "ABC 12 News at Sunrise", "95.00"),
    ("MTWTF..", "07:00A-09:00A", "Good Morning America", "120.00"),
    ("MTWTF..", "09:00A-10:00A", "Tennessee Mornings Live", "55.00"),
    ("MTWTF..", "10:00A-11:00A", "Daytime Talk", "45.00"),
    ("MTWTF..", "11:00A-12:00P", "The View", "60.00"),
    ("MTWTF..", "12:00P-12:30P", "ABC 12 News at Noon", "85.00"),
    ("MTWTF..", "02:00P-03:00P", "General Hospital", "50.00"),
    ("MTWTF..", "03:00P-04:00P", "Afternoon Movie Break", "40.00"),
    ("MTWTF..", "04:00P-05:00P", "Court Hour", "70.00"),
    ("MTWTF..", "05:00P-05:30P", "ABC 12 News at 5", "180.00"),
    ("MTWTF..", "05:30P-06:00P", "ABC 12 News at 5:30", "165.00"),
    ("MTWTF..", "06:00P-06:30P", "ABC 12 News at 6", "240.00"),
    ("MTWTF..", "06:30P-07:00P", "ABC World News Tonight", "225.00"),
    ("MTWTF..", "07:00P-07:30P", "Jeopardy!", "310.00"),
    ("MTWTF..", "07:30P-08:00P", "Wheel of Fortune", "335.00"),
    ("M......", "08:00P-10:00P", "Dancing with the Stars", "425.00"),
    (".T.....", "08:00P-10:00P", "Tuesday Prime", "280.00"),
    ("..W....", "08:00P-10:00P", "Wednesday Prime", "260.00"),
    ("...T...", "08:00P-10:00P", "Thursday Prime", "275.00"),
    ("....F..", "08:00P-10:00P", "Shark Tank", "240.00"),
    ("MTWTF..", "11:00P-11:35P", "ABC 12 News at 11", "260.00"),
    ("MTWTF..", "11:35P-12:37A", "Jimmy Kimmel Live", "85.00"),
    ("MTWTF..", "12:37A-01:07A", "Nightline", "40.00"),
    (".....S.", "07:00A-09:00A", "Good Morning America Sat", "70.00"),
    (".....S.", "12:00P-07:30P", "College Football Saturday", "550.00"),
    (".....S.", "07:30P-11:00P", "Saturday Night Football", "725.00"),
    ("......S", "08:00A-09:00A", "This Week", "75.00"),
    ("......S", "06:00P-06:30P", "ABC 12 Sunday News", "150.00"),
    ("MTWTFSS", "06:00A-01:00A", "Run of Station", "35.00"),
)
AKOS4_PATTERNS = (
    (2, 2, 2, 2, 2, 2, 2, 2),
    (3, 3, 2, 3, 3, 2, 3, 3),
    (1, 1, 1, 1, 1, 1, 1, 1),
    (2, 2, 1, 2, 2, 1, 2, 2),
    (4, 4, 3, 4, 4, 3, 4, 2),
    (1, 0, 1, 0, 1, 0, 1, 0),
    (2, 3, 2, 3, 2, 3, 2, 3),
)
AKOS4_WEEKS = ("Oct 5", "Oct 12", "Oct 19", "Oct 26", "Nov 2", "Nov 9", "Nov 16", "Nov 23")
AKOS4_XS = (36, 54, 92, 130, 172, 236, 388, 410, 436, 462, 488, 514, 540, 566, 592, 618, 648, 700, 756)
AKOS4_ALIGN = "ccccclc" + "c" * 8 + "crr"


def _akos4_rows():
    rows = []
    for i, (days, time, prog, rate) in enumerate(AKOS4_PROGS):
        weeks = AKOS4_PATTERNS[(i * 3) % len(AKOS4_PATTERNS)]
        if days.count(".") == 6:
            weeks = AKOS4_PATTERNS[2] if i % 2 else AKOS4_PATTERNS[5]
        rows.append((days, time, prog, rate, weeks))
    return rows


def _akos4_head(c, page: int) -> None:
    w, h = LAND
    c.setLineWidth(0.8)
    c.rect(36, h - 96, 720, 62)
    _text(c, 44, h - 54, "WBNQ-TV  ABC 12", 17, "Times-Bold")
    _text(c, 44, h - 68, "Smoky Mountain Television, Inc.", 9, BOLD)
    _text(c, 44, h - 80, "1101 Sevierville Pike, Knoxville, TN 37920  |  (865) 555-0112", 7.5)
    _text(c, 44, h - 90, "Knoxville DMA  |  Sales Office: Local", 7.5)
    _centre(c, w, h - 52, "C O N T R A C T", 13, BOLD)
    _centre(c, w, h - 66, f"Page {page} of 2", 7.5)
    info = (
        ("Contract:", "0082417"),
        ("Contract Date:", "Sep 28, 2026"),
        ("Revision #:", "1  (Sep 30, 2026)"),
        ("Flight:", "Oct 5, 2026 - Nov 29, 2026"),
    )
    for i, (k, v) in enumerate(info):
        _text(c, 560, h - 50 - 11 * i, k, 7.5, BOLD)
        _text(c, 750, h - 50 - 11 * i, v, 7.5, right=True)


def _akos4_parties(c) -> None:
    h = LAND[1]
    cols = (
        (
            36,
            (
                ("Advertiser:", "Tennessee Valley Honda Dealers Assn."),
                ("Product:", "Honda Fall Sales Event"),
                ("Adv Code:", "TVHDA / Category AUTO-DLR ASSN"),
            ),
        ),
        (
            290,
            (
                ("Agency:", "Brightwater Media Group, Inc."),
                ("Address:", "3 Centre Sq, Suite 900, Knoxville, TN 37902"),
                ("Buyer:", "M. Okafor   Est: BMG-HON-FA26"),
            ),
        ),
        (
            560,
            (
                ("AE:", "Carla Pruitt"),
                ("Billing:", "Broadcast / Gross"),
                ("Terms:", "Net 30"),
            ),
        ),
    )
    for x, pairs in cols:
        _keys(c, x, h - 112, pairs, 56 if x != 560 else 40, 7.5, 10.5)


def _akos4_grid(c, top: float, first: int, rows) -> float:
    """The dense grid: header 22 high, rows 12.5; the y of its foot."""
    n = len(rows)
    foot = top - 22 - 12.5 * n
    c.setLineWidth(0.4)
    _band(c, 36, top - 22, 720, 22, (0.82, 0.82, 0.82))
    c.rect(36, foot, 720, top - foot)
    for j in range(n):
        c.line(36, top - 22 - 12.5 * j, 756, top - 22 - 12.5 * j)
    for x in AKOS4_XS[1:-1]:
        c.line(x, top - 11 if 410 < x < 618 else top, x, foot)
    c.line(410, top - 11, 618, top - 11)
    heads = (
        "Line",
        "Start",
        "End",
        "Days",
        "Time",
        "Program",
        "Len",
        *AKOS4_WEEKS,
        "Spots",
        "Rate",
        "Amount",
    )
    _row(c, AKOS4_XS, top - 18, heads, AKOS4_ALIGN, 6.5, BOLD)
    _centre(c, 410 + 618, top - 8, "Weekly spot counts (week of)", 6, OBLIQUE)
    for i, (days, time, prog, rate, weeks) in enumerate(rows):
        y = top - 22 - 12.5 * (i + 1)
        spots = sum(weeks)
        cells = (f"{first + i + 1:03d}", "Oct 5", "Nov 29", days, time, prog, ":30", *map(str, weeks))
        cells += (str(spots), _num(Decimal(rate)), _num(_amt(spots, rate)))
        _row(c, AKOS4_XS, y + 3.8, cells, AKOS4_ALIGN, 6.8)
    return foot


def akos4(c) -> dict:
    h = LAND[1]
    rows = _akos4_rows()
    items, gross = _week_items(rows, 2, 3, 4)
    _akos4_head(c, 1)
    _akos4_parties(c)
    foot = _akos4_grid(c, h - 150, 0, rows[:22])
    _text(c, 756, foot - 12, "Continued on page 2", 7, OBLIQUE, True)
    c.showPage()
    _akos4_head(c, 2)
    foot = _akos4_grid(c, h - 112, 22, rows[22:])
    weekly = [sum(r[4][k] for r in rows) for k in range(8)]
    cells = ("", "", "", "", "", "Contract Totals", "", *map(str, weekly), str(sum(weekly)), "", _num(gross))
    _row(c, AKOS4_XS, foot - 12, cells, AKOS4_ALIGN, 6.8, BOLD)
    c.line(36, foot - 17, 756, foot - 17)
    c.rect(540, foot - 88, 216, 60)
    _commission_box(c, 548, 750, foot - 44, gross, ("Total Gross", "Less Agency Commission 15%", "Total Net"))
    summary = (
        "Contract Summary",
        f"Lines: {len(rows)}    Total spots: {sum(weekly)}    Weeks: 8",
        "Rates are gross per :30 unit in USD. Preemptible spots will be offered make-goods of",
        "equal value within the flight. Invoices per broadcast month with affidavit.",
        "Revision 1: line 027 added at agency request (Sep 30, 2026).",
    )
    _block(c, 36, foot - 44, summary, 7.5, pitch=10.5, first=BOLD)
    for x, who in ((36, "Smoky Mountain Television, Inc. - Authorized"), (290, "Agency - Authorized")):
        c.line(x, foot - 130, x + 220, foot - 130)
        _text(c, x, foot - 140, who, 7)
    _grey(c, 36, 28, ("Traffic & Billing 9.4  |  CONTRACT 0082417  |  Printed Oct 1, 2026 08:02",), 6.5)
    return _truth(
        "0082417",
        "2026-09-28",
        "Smoky Mountain Television, Inc.",
        "Tennessee Valley Honda Dealers Assn.",
        gross,
        items,
    )


# akxl5: a small Montana AM/FM station's order typed into a spreadsheet, local programs and a package
AKXL5_ROWS = (
    ("Farm & Ranch Report", "M-F", "6:20 AM", "20", "18.00"),
    ("Trading Post", "M-Sa", "9:05 AM", "24", "12.00"),
    ("Noon News & Markets", "M-F", "12:00 PM", "20", "15.00"),
    ("Swap Shop Saturday", "Sa", "10:00 AM", "4", "12.00"),
    ("Blue Ponies Basketball", "Fri", "Game time", "6", "30.00"),
    ("ROS :30", "M-Su", "6a-10p", "30", "8.50"),
    ("Christmas Greetings", "Dec 18-25", "Package", "1", "150.00"),
)


def _cell_grid(c, xs, top: float, n: int, pitch: float) -> None:
    """Light spreadsheet gridlines: ``n`` rows ``pitch`` high between the column edges ``xs``."""
    c.setStrokeColorRGB(0.78, 0.8, 0.82)
    c.setLineWidth(0.3)
    for j in range(n + 1):
        c.line(xs[0], top - j * pitch, xs[-1], top - j * pitch)
    for x in xs:
        c.line(x, top, x, top - n * pitch)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)


def akxl5(c) -> dict:
    w, h = letter
    xs = (40, 200, 268, 338, 392, 460, 572)
    pitch = 16
    top = h - 40
    _cell_grid(c, xs, top, 32, pitch)
    _band(c, 40.3, top - pitch + 0.3, 531.4, pitch - 0.6, (1, 1, 1))
    _band(c, 40.3, top - 2 * pitch + 0.3, 531.4, pitch - 0.6, (1, 1, 1))
    _text(c, 44, top - 12, "KHLN AM 1340 / 99.5 FM  -  Hi-Line Broadcasting Co.", 11, BOLD)
    _text(c, 44, top - 28, "210 2nd Ave, Havre, MT 59501  |  Phone 406-555-0134  |  sales@khlnradio.com", 8)

    def put(row: int, col: int, s: str, right: bool = False, font: str = "Helvetica", size: float = 8.5):
        y = top - pitch * row - 11.5
        if not right and row not in (
            3,
            9,
        ):  # text running over the next cells hides their gridlines, as in Excel
            _band(c, xs[col] + 0.3, y - 4.2, c.stringWidth(s, font, size) + 6, pitch - 0.6, (1, 1, 1))
        _text(c, xs[col + 1] - 4 if right else xs[col] + 4, y, s, size, font, right)

    _band(c, 40.3, top - 4 * pitch + 0.3, 531.4, pitch - 0.6, (0.85, 0.92, 0.85))
    put(3, 0, "ADVERTISING ORDER", font=BOLD, size=10)
    pairs = (
        ("Order #", "2026-117", "Date", "December 1, 2026"),
        ("Advertiser", "Big Sky Farm & Ranch Supply", "Agency", "Prairie Ad Works"),
        ("Contact", "Wade Hollister", "Phone", "406-555-0188"),
        ("Schedule", "Dec 7 - Dec 31, 2026", "Salesperson", "Bonnie Kraft"),
    )
    for i, (k1, v1, k2, v2) in enumerate(pairs):
        put(4 + i, 0, k1, font=BOLD)
        put(4 + i, 1, v1)
        put(4 + i, 3, k2, font=BOLD)
        put(4 + i, 4, v2)
    _band(c, 40.3, top - 10 * pitch + 0.3, 531.4, pitch - 0.6, (0.2, 0.4, 0.25))
    c.setFillGray(1)
    for k, (s, right) in enumerate(
        (
            ("Program / Daypart", False),
            ("Days", False),
            ("Time", False),
            ("# Spots", True),
            ("Rate", True),
            ("Total", True),
        )
    ):
        put(9, k, s, right, BOLD)
    c.setFillGray(0)
    gross, items = Decimal(0), []
    for i, (prog, days, time, n, rate) in enumerate(AKXL5_ROWS):
        amount = _amt(int(n), rate)
        gross += amount
        items.append(_item(prog, n, rate, _plain(amount)))
        for k, s in enumerate((prog, days, time, n, "$ " + _num(Decimal(rate)), "$ " + _num(amount))):
            put(10 + i, k, s, k >= 3)
    r = 10 + len(AKXL5_ROWS)
    commission, net = _comm(gross)
    put(r, 2, "Total spots", font=BOLD)
    put(r, 3, str(sum(int(x[3]) for x in AKXL5_ROWS)), True, BOLD)
    for j, (k, v, font) in enumerate(
        (("Gross", gross, BOLD), ("Agency Comm. 15%", -commission, "Helvetica"), ("Net Due", net, BOLD))
    ):
        put(r + 1 + j, 3, k, font=font)
        put(r + 1 + j, 5, ("-$ " if v < 0 else "$ ") + _num(abs(v)), True, font)
    notes = (
        "Spots are :30 unless noted. Blue Ponies Basketball = :30 in-game, home and away games.",
        "Christmas Greetings package: 10 x :15 greetings read by our announcers, Dec 18-25.",
        "Terms: Net 30. Make checks payable to Hi-Line Broadcasting Co.",
        "Thank you for supporting local radio on the Hi-Line!",
    )
    for j, s in enumerate(notes):
        put(r + 5 + j, 0, s, size=8)
    put(r + 10, 0, "Approved by:", font=BOLD)
    put(r + 10, 3, "Date:", font=BOLD)
    _grey(c, 0, 34, ("KHLN Orders 2026.xlsx - Order 117", "Page 1"), 6.5, 8, centre=w)
    return _truth(
        "2026-117", "2026-12-01", "Hi-Line Broadcasting Co.", "Big Sky Farm & Ranch Supply", gross, items
    )


# akin6: a Spokane FOX station's invoice for aired spots with an affidavit-style list under each line
AKIN6_LINES = (
    (
        "M-F",
        "06:00a-09:00a",
        "Good Day Spokane",
        "65.00",
        "PALO-BR30A",
        (
            (Date(2026, 10, 27), "06:41:15a"),
            (Date(2026, 11, 4), "07:18:42a"),
            (Date(2026, 11, 10), "08:12:05a"),
            (Date(2026, 11, 17), "06:53:30a"),
            (Date(2026, 11, 24), "07:44:58a"),
        ),
    ),
    (
        "M-F",
        "07:00p-08:00p",
        "Prime Access",
        "90.00",
        "PALO-BR30A",
        (
            (Date(2026, 10, 28), "07:21:40p"),
            (Date(2026, 11, 5), "07:48:02p"),
            (Date(2026, 11, 12), "07:09:33p"),
            (Date(2026, 11, 19), "07:36:17p"),
        ),
    ),
    (
        "M-Su",
        "10:00p-10:35p",
        "FOX 28 News at 10",
        "140.00",
        "PALO-INV30B",
        (
            (Date(2026, 11, 1), "10:14:26p"),
            (Date(2026, 11, 8), "10:22:51p"),
            (Date(2026, 11, 15), "10:08:09p"),
            (Date(2026, 11, 20), "10:27:44p"),
            (Date(2026, 11, 26), "10:16:38p"),
        ),
    ),
    (
        "Sa",
        "12:30p-04:00p",
        "FOX College Football",
        "225.00",
        "PALO-INV30B",
        ((Date(2026, 11, 7), "01:47:20p"), (Date(2026, 11, 21), "02:35:12p")),
    ),
)
ORANGE = (0.9, 0.4, 0.05)


def _akin6_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(*ORANGE)
    c.rect(36, h - 80, 56, 40, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 128, h - 66, "28", 22, BOLD)
    c.setFillGray(0)
    _text(c, 100, h - 54, "KSPK-TV  FOX 28 Spokane", 15, BOLD)
    _text(c, 100, h - 66, "Inland Empire Television, LLC", 8.5, BOLD)
    _text(c, 100, h - 77, "2710 N Division St, Spokane, WA 99207  |  Fed. Tax ID 91-2260418", 7.5)
    _text(c, w - 36, h - 52, "INVOICE", 18, BOLD, True)
    _text(c, w - 36, h - 66, "with Affidavit of Performance", 8, OBLIQUE, True)
    c.setLineWidth(0.6)
    boxes = (
        ("Invoice No.", "5520741"),
        ("Invoice Date", "Nov 29, 2026"),
        ("Due Date", "Dec 29, 2026"),
        ("Contract", "1190233"),
    )
    for i, (k, v) in enumerate(boxes):
        _boxed(c, 36 + 135 * i, h - 92, 135, k, v)


def _akin6_parties(c) -> None:
    h = letter[1]
    _text(c, 36, h - 134, "BILL TO (AGENCY)", 7, BOLD)
    _block(
        c,
        36,
        h - 146,
        (
            "Lilac City Advertising",
            "Attn: Media Accounting",
            "518 W Riverside Ave, Ste 300",
            "Spokane, WA 99201",
        ),
        8,
        pitch=10,
        first=BOLD,
    )
    _text(c, 220, h - 134, "ADVERTISER", 7, BOLD)
    _block(
        c,
        220,
        h - 146,
        ("Palouse Orthodontics, PLLC", "Product: Braces & Aligners", "Adv ID: PALORTHO"),
        8,
        pitch=10,
        first=BOLD,
    )
    info = (
        ("Billing Period", "Oct 26 - Nov 29, 2026"),
        ("Broadcast Month", "November 2026"),
        ("Account Exec", "Jordan Mills"),
        ("Terms", "Net 30"),
        ("Estimate", "LCA-2611-PO"),
    )
    _keys(c, 404, h - 134, info, 68, 7.5, 10)


def akin6(c) -> dict:
    w, h = letter
    _akin6_head(c)
    _akin6_parties(c)
    xs = (36, 60, 170, 236, 300, 372, 410, 454, 510, 576)
    aligns = "clllccrrr"
    top = h - 196
    _band(c, 36, top - 14, w - 72, 14, (0.2, 0.2, 0.2))
    c.setFillGray(1)
    heads = ("Line", "Program / Air Date", "Days", "Time / Aired", "ISCI", "Len", "Spots", "Rate", "Amount")
    _row(c, xs, top - 10, heads, aligns, 7, BOLD)
    c.setFillGray(0)
    y = top - 14
    gross, items, count = Decimal(0), [], 0
    for n, (days, time, prog, rate, isci, aired) in enumerate(AKIN6_LINES):
        spots = len(aired)
        amount = _amt(spots, rate)
        gross += amount
        count += spots
        items.append(_item(prog, str(spots), rate, _plain(amount)))
        y -= 14
        _band(c, 36, y - 4, w - 72, 14, (0.93, 0.93, 0.93))
        cells = (str(n + 1), prog, days, time, "", ":30", str(spots), _usd(Decimal(rate)), _usd(amount))
        _row(c, xs, y, cells, aligns, 7.8, BOLD)
        for d, t in aired:
            y -= 10.5
            _text(c, 72, y, f"{d:%a} {d:%b} {d.day}, {d.year}", 7)
            _text(c, 239, y, t, 7)
            _centre(c, 672, y, isci, 7)
            _centre(c, 782, y, ":30", 7)
            _text(c, 451, y, "aired", 6.5, OBLIQUE, True)
            _text(c, 507, y, _usd(Decimal(rate)), 7, right=True)
        y -= 3
    c.line(36, y - 4, w - 36, y - 4)
    _text(c, 36, y - 18, f"Total spots aired: {count}", 8, BOLD)
    _commission_box(
        c, 380, w - 36, y - 18, gross, ("Gross Amount", "Less Agency Commission 15%", "Net Amount Due")
    )
    cert = (
        "Affidavit: I certify that the announcements listed above were broadcast on KSPK-TV on the dates and",
        "at the times shown, as entered in the station's official program log.",
    )
    _block(c, 36, y - 70, cert, 7.3, OBLIQUE, 9.5)
    c.line(36, y - 106, 236, y - 106)
    _text(c, 36, y - 115, "Traffic Manager - Kendra Lowe", 7)
    remit = (
        "Remit to: Inland Empire Television, LLC, PO Box 24418, Seattle, WA 98124-0418",
        "ACH: Evergreen Pacific Bank  ABA 125000024  Acct 4471 2290 18  |  Please reference invoice 5520741",
    )
    c.setDash(3, 2)
    c.line(36, 62, w - 36, 62)
    c.setDash()
    _block(c, 36, 50, remit, 7.3, pitch=10)
    return _truth(
        "5520741",
        "2026-11-29",
        "Inland Empire Television, LLC",
        "Palouse Orthodontics, PLLC",
        gross,
        items,
        "2026-12-29",
    )


# akin7: a Charlotte radio station's invoice, ordered and aired spots per week, a preempted spot not billed
AKIN7_ROWS = (
    ("Morning Drive", "M-F 6a-10a", "80.00", (5, 5, 5, 5, 4), (5, 5, 5, 5, 4)),
    ("Midday", "M-F 10a-3p", "55.00", (4, 4, 4, 4, 3), (4, 4, 3, 4, 3)),
    ("Afternoon Drive", "M-F 3p-7p", "75.00", (5, 5, 5, 5, 4), (5, 5, 5, 5, 4)),
    ("Panthers Pregame Show", "Su 10a-1p", "120.00", (2, 2, 0, 2, 2), (2, 2, 0, 2, 2)),
    ("Weekends", "Sa-Su 6a-7p", "40.00", (3, 3, 3, 3, 3), (3, 3, 3, 3, 3)),
    ("Overnight ROS", "M-Su 12m-5a", "15.00", (6, 6, 6, 6, 6), (6, 6, 6, 6, 6)),
)
AKIN7_WEEKS = ("Oct 26", "Nov 2", "Nov 9", "Nov 16", "Nov 23")
PURPLE = (0.32, 0.12, 0.45)


def _akin7_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(*PURPLE)
    for k in range(5):
        c.rect(40 + 8 * k, h - 78 + 4 * (k % 3), 5, 30 - 8 * (k % 3), stroke=0, fill=1)
    _text(c, 86, h - 56, "WQNC 104.1", 18, BOLD)
    c.setFillGray(0)
    _text(c, 86, h - 68, "The Queen City's Classic Hits", 8, OBLIQUE)
    _text(c, 86, h - 80, "Piedmont Crescent Media, Inc.  -  1 Julian Price Pl, Charlotte, NC 28208", 7.5)
    c.setFillColorRGB(*PURPLE)
    _text(c, w - 36, h - 54, "Invoice", 22, "Times-Bold", True)
    c.setFillGray(0)
    _keys(
        c,
        w - 190,
        h - 72,
        (
            ("Invoice #", "26110458"),
            ("Invoice Date", "30 Nov 2026"),
            ("Payment Due", "Dec 30, 2026"),
            ("Order #", "WQ-44871"),
            ("Period", "Oct 26 - Nov 29, 2026"),
        ),
        66,
        8,
        11,
    )


def akin7(c) -> dict:
    w, h = letter
    _akin7_head(c)
    c.setStrokeColorRGB(*PURPLE)
    c.setLineWidth(0.8)
    c.rect(36, h - 196, 250, 64)
    c.setStrokeGray(0)
    _text(c, 42, h - 144, "Agency", 7, BOLD)
    _block(
        c,
        42,
        h - 156,
        (
            "Carolina Campaign Media LLC",
            "2201 South Blvd, Suite 140",
            "Charlotte, NC 28203",
            "Agency Code: CCM01",
        ),
        8,
        pitch=10,
        first=BOLD,
    )
    _text(c, 300, h - 144, "Advertiser", 7, BOLD)
    _block(
        c,
        300,
        h - 156,
        ("Carolina Comfort Heating & Air", "Product: Furnace Tune-Up Special"),
        8,
        pitch=10,
        first=BOLD,
    )
    _text(c, 300, h - 184, "Salesperson: Andre Whitley    Spot length :60", 7.5)
    xs = (36, 146, 216, 250, 282, 314, 346, 378, 410, 446, 506, 576)
    aligns = "llcccccccrr"
    top = h - 214
    c.setFillColorRGB(*PURPLE)
    c.rect(36, top - 26, w - 72, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 250 + 410, top - 9, "Aired / Ordered by week of", 6.5, BOLD)
    heads = ("Daypart", "Days / Times", "Ordered", *AKIN7_WEEKS, "Aired", "Rate", "Amount")
    _row(c, xs, top - 21, heads, aligns, 6.8, BOLD)
    c.setFillGray(0)
    items, gross = [], Decimal(0)
    y = top - 26
    for i, (dp, times, rate, ordered, aired) in enumerate(AKIN7_ROWS):
        y = top - 26 - 17 * (i + 1)
        spots = sum(aired)
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(dp, str(spots), rate, _plain(amount)))
        weeks = [str(a) if a == o else f"{a}/{o}" for a, o in zip(aired, ordered)]
        cells = (dp, times, str(sum(ordered)), *weeks, str(spots), _num(Decimal(rate)), _num(amount))
        _row(c, xs, y + 6, cells, aligns, 7.8)
        c.setStrokeGray(0.8)
        c.line(36, y, w - 36, y)
        c.setStrokeGray(0)
    _text(
        c,
        36,
        y - 14,
        "* Nov 10: 1 Midday spot preempted for breaking news coverage; not billed, no make-good.",
        7,
        OBLIQUE,
    )
    _pairs(c, 380, w - 40, y - 36, (("Gross Amount", _usd(gross)),), 14)
    commission, net = _comm(gross)
    _pairs(c, 380, w - 40, y - 50, (("Agency Commission @ 15%", "(" + _usd(commission) + ")"),), 14)
    c.setFillColorRGB(0.93, 0.9, 0.96)
    c.rect(376, y - 74, w - 412, 16, stroke=0, fill=1)
    c.setFillGray(0)
    _text(c, 380, y - 69, "Net Amount Due", 9, BOLD)
    _text(c, w - 40, y - 69, _usd(net), 9, BOLD, True)
    notes = (
        "Payment Information",
        "Make checks payable to Piedmont Crescent Media, Inc.",
        "Lockbox: PO Box 890221, Charlotte, NC 28289-0221",
        "Wire/ACH: Catawba Valley Bank, ABA 053100087, Acct 0098 1146 27",
        "Late payments are subject to 1.5% per month. Questions: billing@pcmradio.com",
    )
    _block(c, 36, y - 36, notes, 7.5, pitch=10.5, first=BOLD)
    cert = "Times of broadcast are certified by the station's program logs; detailed affidavit available on request."
    _grey(c, 36, y - 104, (cert,), 7)
    _grey(c, 0, 30, ("WQNC 104.1  -  Invoice 26110458  -  Page 1 of 1",), 6.5, centre=w)
    return _truth(
        "26110458",
        "2026-11-30",
        "Piedmont Crescent Media, Inc.",
        "Carolina Comfort Heating & Air",
        gross,
        items,
        "2026-12-30",
    )


# akwo8: a Laredo Telemundo station's contract for an issue advertiser, keys above values, four weeks
AKWO8_ROWS = (
    ("L-V", "5:00a-7:00a", "Noticias 40 Primera Hora", "45.00", (5, 5, 5, 5)),
    ("L-V", "7:00a-10:00a", "Hoy Día", "40.00", (5, 5, 5, 5)),
    ("L-V", "5:00p-5:30p", "Noticias 40 a las 5", "85.00", (3, 3, 3, 3)),
    ("L-V", "5:30p-6:00p", "Noticiero Telemundo", "95.00", (3, 3, 3, 3)),
    ("L-V", "7:00p-8:00p", "Novela Estelar", "120.00", (4, 4, 4, 4)),
    ("L-V", "9:00p-10:00p", "La Casa de los Famosos", "135.00", (2, 3, 3, 2)),
    ("L-D", "10:00p-10:30p", "Noticias 40 a las 10", "90.00", (4, 4, 5, 5)),
    ("S", "7:00p-9:00p", "Fútbol Liga MX Sábado", "160.00", (2, 2, 2, 2)),
    ("D", "10:00a-11:00a", "Enfoque Fronterizo", "50.00", (1, 1, 1, 1)),
)
RED = (0.75, 0.08, 0.12)


def akwo8(c) -> dict:
    w, h = letter
    _band(c, 0, h - 70, w, 70, RED)
    c.setFillGray(1)
    _text(c, 36, h - 38, "KTXE-TV  Telemundo 40", 18, BOLD)
    _text(c, 36, h - 52, "Laredo, Texas  -  Servicio en español para el sur de Texas", 8)
    _text(c, w - 36, h - 38, "CONTRACT", 16, BOLD, True)
    _text(c, w - 36, h - 52, "Issue Advertising - Political File", 8, right=True)
    c.setFillGray(0)
    _text(c, 36, h - 86, "Frontera Broadcasting, Ltd.", 9, BOLD)
    _text(
        c,
        180,
        h - 86,
        "6200 San Bernardo Ave, Laredo, TX 78041  |  (956) 555-0140  |  FCC Facility ID 64317",
        7.5,
    )
    c.setLineWidth(0.6)
    row1 = (
        ("Contract #", "3304127", 90),
        ("Contract Date", "Oct 1, 2026", 96),
        ("Flight Start", "Oct 5, 2026", 96),
        ("Flight End", "Nov 1, 2026", 96),
        ("Revision", "0", 50),
        ("Account Executive", "Marisol Treviño", 112),
    )
    x = 36
    for k, v, bw in row1:
        _boxed(c, x, h - 98, bw, k, v, 8)
        x += bw
    row2 = (
        ("Advertiser", "Rio Bravo Water Coalition", 180),
        ("Agency", "Alamo Advocacy Media Group", 180),
        ("Agency Address", "112 Soledad St, San Antonio, TX 78205", 180),
    )
    x = 36
    for k, v, bw in row2:
        _boxed(c, x, h - 130, bw, k, v, 7.6)
        x += bw
    row3 = (
        ("Issue", "Rio Grande water rights (state)", 180),
        ("Sponsor / Treasurer", "Rio Bravo Water Coalition / E. Salinas", 180),
        ("Billing", "Broadcast month, cash in advance", 180),
    )
    x = 36
    for k, v, bw in row3:
        _boxed(c, x, h - 162, bw, k, v, 7.6)
        x += bw
    xs = (36, 54, 80, 140, 272, 296, 326, 356, 386, 416, 446, 500, 576)
    aligns = "cclllcccccrr"
    top = h - 204
    _band(c, 36, top - 15, w - 72, 15, (0.96, 0.85, 0.85))
    heads = (
        "#",
        "Days",
        "Time",
        "Program",
        "Len",
        "Oct 5",
        "Oct 12",
        "Oct 19",
        "Oct 26",
        "Total",
        "Rate",
        "Gross",
    )
    _row(c, xs, top - 10.5, heads, aligns, 7, BOLD)
    c.setLineWidth(0.4)
    foot = _grid(c, xs, top, len(AKWO8_ROWS) + 1, 15)
    items, gross = _week_items(AKWO8_ROWS, 2, 3, 4)
    for i, (days, time, prog, rate, weeks) in enumerate(AKWO8_ROWS):
        spots = sum(weeks)
        cells = (str(i + 1), days, time, prog, ":30", *map(str, weeks), str(spots), _usd(Decimal(rate)))
        _row(c, xs, top - 26 - 15 * i, cells + (_usd(_amt(spots, rate)),), aligns, 7.5)
    _text(c, 36, foot - 11, "Days: L-V lunes-viernes, S sábado, D domingo, L-D lunes-domingo.", 6.8, OBLIQUE)
    c.rect(372, foot - 76, 204, 58)
    _commission_box(c, 378, 570, foot - 32, gross, ("Gross Amount", "Agency Commission 15%", "Net Amount"))
    disclosure = (
        "Issue advertisement: a message relating to a legislative issue of public importance (47 CFR 73.1943).",
        "Sponsor: Rio Bravo Water Coalition; officers listed on the political file disclosure form (NAB PB-18).",
        "Payment is due in full before the first air date. All rates gross, in USD, per :30.",
    )
    _block(c, 36, foot - 96, disclosure, 7, pitch=9.5)
    for x, who in ((36, "KTXE-TV / Frontera Broadcasting, Ltd."), (320, "Agency Signature")):
        c.line(x, foot - 150, x + 220, foot - 150)
        _text(c, x, foot - 160, who, 7)
    _grey(c, 0, 28, ("Contract 3304127  |  Page 1 of 1",), 6.5, centre=w)
    return _truth(
        "3304127", "2026-10-01", "Frontera Broadcasting, Ltd.", "Rio Bravo Water Coalition", gross, items
    )


# akmk9: a Lexington news/talk radio order confirmation, spots per day of the week times weeks
AKMK9_ROWS = (
    ("Morning News w/ Jack Pryor", "6a-9a", ":60", (1, 1, 1, 1, 1, 0, 0), 5, "75.00"),
    ("Bluegrass Midday", "9a-12n", ":60", (1, 0, 1, 0, 1, 0, 0), 5, "45.00"),
    ("Kentucky Afternoon", "3p-6p", ":60", (1, 1, 1, 1, 1, 0, 0), 5, "65.00"),
    ("Big Blue Sports Talk", "6p-8p", ":30", (1, 1, 1, 1, 1, 0, 0), 4, "38.00"),
    ("Wildcats Basketball", "Game", ":30", (0, 0, 0, 0, 0, 1, 0), 4, "180.00"),
    ("Saturday Home & Garden", "8a-10a", ":60", (0, 0, 0, 0, 0, 2, 0), 5, "40.00"),
    ("Sunday Real Estate Hour", "9a-10a", ":60", (0, 0, 0, 0, 0, 0, 2), 5, "35.00"),
    ("Run of Station", "5a-12m", ":60", (1, 1, 1, 1, 1, 1, 1), 5, "22.00"),
)
GREEN = (0.1, 0.35, 0.2)


def akmk9(c) -> dict:
    w, h = letter
    c.setFillColorRGB(*GREEN)
    c.setFont(BOLD, 26)
    c.drawString(36, h - 64, "NewsTalk")
    c.setFillGray(0)
    _text(c, 36, h - 78, "WKLV AM 1090 & FM 101.7  |  Lexington, KY", 8.5, BOLD)
    _text(c, 36, h - 89, "Bluegrass Talk Media, LLC  -  300 W Vine St, Lexington, KY 40507", 7.5)
    c.setLineWidth(0.8)
    c.rect(w - 226, h - 100, 190, 66)
    _centre(c, 2 * (w - 131), h - 48, "ORDER CONFIRMATION", 10, BOLD)
    c.line(w - 226, h - 53, w - 36, h - 53)
    _keys(
        c,
        w - 220,
        h - 66,
        (("Order No.", "ORD-55821"), ("Order Date", "Nov 20, 2026"), ("Flight", "Nov 30 - Jan 3, 2027")),
        60,
        8,
        11.5,
    )
    parties = (
        (36, "Advertiser", ("Commonwealth Kitchen & Bath", "1850 Alexandria Dr", "Lexington, KY 40504")),
        (216, "Agency", ("Limestone Creative Agency", "333 E Short St, Suite 2", "Lexington, KY 40507")),
        (
            396,
            "Order Details",
            ("AE: Whitney Caudill", "Traffic: Sam Ferrell", "Billing: Agency, broadcast month"),
        ),
    )
    for x, title, lines in parties:
        c.setFillColorRGB(*GREEN)
        _text(c, x, h - 124, title.upper(), 7, BOLD)
        c.setFillGray(0)
        c.line(x, h - 127, x + 170, h - 127)
        _block(c, x, h - 139, lines, 8, pitch=10.5, first=BOLD if x < 396 else None)
    xs = (36, 176, 216, 238) + tuple(238 + 20 * k for k in range(1, 8)) + (408, 436, 468, 516, 576)
    aligns = "llc" + "c" * 7 + "ccrrr"
    top = h - 196
    _band(c, 36, top - 16, w - 72, 16, GREEN)
    c.setFillGray(1)
    heads = (
        "Program",
        "Time",
        "Len",
        "M",
        "T",
        "W",
        "T",
        "F",
        "S",
        "S",
        "/Wk",
        "Wks",
        "Spots",
        "Rate",
        "Amount",
    )
    _row(c, xs, top - 11, heads, aligns, 7, BOLD)
    c.setFillGray(0)
    c.setLineWidth(0.4)
    items, gross = [], Decimal(0)
    y = top - 16
    for i, (prog, time, length, days, wks, rate) in enumerate(AKMK9_ROWS):
        y = top - 16 - 16 * (i + 1)
        per = sum(days)
        spots = per * wks
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(prog, str(spots), rate, _plain(amount)))
        if i % 2 == 0:
            _band(c, 36, y, w - 72, 16, (0.93, 0.96, 0.93))
        marks = tuple(str(d) if d else "-" for d in days)
        cells = (
            prog,
            time,
            length,
            *marks,
            str(per),
            str(wks),
            str(spots),
            _num(Decimal(rate)),
            _num(amount),
        )
        _row(c, xs, y + 5, cells, aligns, 7.6)
    c.line(36, y, w - 36, y)
    total_spots = sum(sum(r[3]) * r[4] for r in AKMK9_ROWS)
    _text(c, 36, y - 12, "Weeks of Nov 30, Dec 7, Dec 14, Dec 21, Dec 28 (no spots Dec 24-25).", 7, OBLIQUE)
    _text(c, 465, y - 12, f"{total_spots} spots", 7.5, BOLD, True)
    _pairs(c, 360, w - 40, y - 32, (("Gross Total", _usd(gross)),), 14)
    commission, net = _comm(gross)
    _pairs(c, 360, w - 40, y - 46, (("Less 15% Agency Commission", _usd(commission)),), 14)
    c.line(360, y - 52, w - 36, y - 52)
    _text(c, 360, y - 64, "Net Order Total", 9, BOLD)
    _text(c, w - 40, y - 64, _usd(net), 9, BOLD, True)
    notes = (
        "Copy instructions",
        "CKB Holiday Remodel :60 and :30 live-read tags; Wildcats in-game :30",
        "rotate evenly. Copy due 3 business days before start.",
        "",
        "Wildcats Basketball spots run in games broadcast on",
        "Saturdays; a postponed game is made good in the next game.",
    )
    _block(c, 36, y - 32, notes, 7.5, pitch=10.5, first=BOLD)
    c.setFillColorRGB(0.95, 0.95, 0.95)
    c.rect(36, y - 150, w - 72, 40, stroke=0, fill=1)
    c.setFillGray(0)
    terms = (
        "Invoices are issued per broadcast month, net 30. Rates are gross, commissionable 15% to recognized agencies.",
        "This order is governed by the station's standard terms for broadcast advertising and may be cancelled",
        "with two weeks' notice.",
    )
    _block(c, 42, y - 120, terms, 6.8, pitch=9)
    _grey(c, 0, 30, ("Bluegrass Talk Media, LLC  |  ORD-55821  |  page 1 of 1",), 6.5, centre=w)
    return _truth(
        "ORD-55821", "2026-11-20", "Bluegrass Talk Media, LLC", "Commonwealth Kitchen & Bath", gross, items
    )


# akak10: an Anchorage CBS station's contract with daypart codes, four weeks
AKAK10_ROWS = (
    ("EM", "KNAK Morning Edition", "M-F", "5:30a-7:00a", ":30", "55.00", (4, 4, 4, 3)),
    ("EM", "CBS Mornings", "M-F", "7:00a-9:00a", ":30", "60.00", (3, 3, 3, 2)),
    ("DT", "The Price Is Right", "M-F", "10:00a-11:00a", ":30", "50.00", (3, 3, 3, 2)),
    ("EF", "Alaska Afternoon", "M-F", "4:00p-5:00p", ":30", "65.00", (2, 2, 2, 2)),
    ("EN", "KNAK News at 5", "M-F", "5:00p-5:30p", ":30", "140.00", (3, 3, 3, 3)),
    ("EN", "KNAK News at 6", "M-F", "6:00p-6:30p", ":30", "165.00", (3, 3, 3, 3)),
    ("PA", "Family Game Night", "M-F", "6:30p-7:00p", ":15", "90.00", (4, 4, 4, 4)),
    ("PR", "Prime Rotator", "M-Sa", "7:00p-10:00p", ":30", "210.00", (3, 3, 3, 2)),
    ("LN", "KNAK News at 10", "M-Su", "10:00p-10:35p", ":30", "150.00", (4, 4, 4, 4)),
    ("LF", "The Late Show", "M-F", "10:35p-11:37p", ":30", "45.00", (2, 2, 2, 2)),
    ("SP", "NFL on CBS", "Su", "9:00a-4:00p", ":30", "475.00", (2, 2, 2, 2)),
    ("SP", "Holiday Lights Special", "Sa", "6:00p-7:00p", ":30", "120.00", (0, 1, 0, 1)),
)


def akak10(c) -> dict:
    w, h = letter
    c.setLineWidth(2)
    c.circle(60, h - 58, 20)
    c.setLineWidth(0.5)
    p = c.beginPath()
    p.moveTo(44, h - 66)
    p.lineTo(54, h - 48)
    p.lineTo(60, h - 56)
    p.lineTo(66, h - 46)
    p.lineTo(76, h - 66)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    _text(c, 90, h - 54, "KNAK-TV 11", 17, "Times-Bold")
    _text(c, 90, h - 67, "CBS  |  Anchorage, Alaska", 8.5)
    _text(c, 90, h - 78, "Chugach Television Company", 8, BOLD)
    _text(
        c,
        94 + c.stringWidth("Chugach Television Company", BOLD, 8),
        h - 78,
        "- 2700 E Tudor Rd, Anchorage, AK 99507",
        7.5,
    )
    _text(c, w - 36, h - 50, "BROADCAST CONTRACT", 13, BOLD, True)
    _pairs(
        c,
        w - 190,
        w - 36,
        h - 64,
        (("Contract No.", "A-26-04471"), ("Date", "Nov 12 2026"), ("Flight", "Nov 23 - Dec 20, 2026")),
        pitch=11,
    )
    c.setLineWidth(0.5)
    c.line(36, h - 100, w - 36, h - 100)
    left = (
        ("Advertiser", "Denali Outfitters & Sporting Goods"),
        ("Product", "Winter Gear Sale"),
        ("Agency", "Northern Lights Advertising"),
        ("", "425 G St, Suite 610, Anchorage, AK 99501"),
    )
    right = (
        ("Sales Rep", "Kyle Nakamura"),
        ("Order Type", "Local - Retail"),
        ("Terms", "Net 30, broadcast month"),
    )
    _keys(c, 36, h - 114, left, 64, 8, 11)
    _keys(c, 380, h - 114, right, 62, 8, 11)
    xs = (36, 56, 80, 206, 238, 300, 324, 372, 398, 424, 450, 476, 504, 576)
    aligns = "cclcccrcccccr"
    top = h - 170
    c.setLineWidth(0.5)
    _band(c, 36, top - 24, w - 72, 24, (0.88, 0.88, 0.88))
    foot = _grid(c, xs, top, 1, 24)
    foot = _grid(c, xs, top - 24, len(AKAK10_ROWS), 14)
    heads = (
        "Ln",
        "DP",
        "Program",
        "Days",
        "Time",
        "Len",
        "Rate",
        "Nov 23",
        "Nov 30",
        "Dec 7",
        "Dec 14",
        "Spots",
    )
    _row(c, xs, top - 16, heads + ("Amount",), aligns, 6.6, BOLD)
    items, gross = _week_items(AKAK10_ROWS, 1, 5, 6)
    for i, (dp, prog, days, time, length, rate, weeks) in enumerate(AKAK10_ROWS):
        spots = sum(weeks)
        cells = (str(i + 1), dp, prog, days, time, length, _num(Decimal(rate)), *map(str, weeks), str(spots))
        _row(c, xs, top - 34 - 14 * i, cells + (_num(_amt(spots, rate)),), aligns, 7.4)
    legend = (
        "Daypart codes: EM early morning, DT daytime, EF early fringe, EN early news, PA prime access,",
        "PR prime, LN late news, LF late fringe, SP sports/specials.",
    )
    _block(c, 36, foot - 12, legend, 6.8, OBLIQUE, 9)
    _commission_box(c, 380, w - 36, foot - 40, gross, ("Gross Amount", "Agency Commission 15%", "Net Amount"))
    notes = (
        "Spots total: " + str(sum(sum(r[6]) for r in AKAK10_ROWS)),
        "Rates are gross per spot in USD as listed (the :15 rate per :15 unit).",
        "Preempted spots will be made good in a comparable daypart or credited.",
        "Station reserves the right to reject copy. Invoices mailed to agency.",
    )
    _block(c, 36, foot - 40, notes, 7.5, pitch=10.5, first=BOLD)
    for x, who in ((36, "Accepted: KNAK-TV / Chugach Television Company"), (330, "Accepted: Agency")):
        c.line(x, foot - 120, x + 220, foot - 120)
        _text(c, x, foot - 130, who, 7)
    _grey(c, 0, 30, ("KNAK-TV  |  Contract A-26-04471  |  Page 1 of 1",), 6.5, centre=w)
    return _truth(
        "A-26-04471",
        "2026-11-12",
        "Chugach Television Company",
        "Denali Outfitters & Sporting Goods",
        gross,
        items,
    )


LAYOUTS = {
    "akwo1": (akwo1, letter),
    "akmk2": (akmk2, LAND),
    "akst3": (akst3, letter),
    "akos4": (akos4, LAND),
    "akxl5": (akxl5, letter),
    "akin6": (akin6, letter),
    "akin7": (akin7, letter),
    "akwo8": (akwo8, letter),
    "akmk9": (akmk9, letter),
    "akak10": (akak10, letter),
}
SCANNED = ("akwo1", "akxl5", "akin6", "akak10")
