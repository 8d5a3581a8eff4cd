"""Ten more hand-written US media advertising documents (set am), written on 2026-12-07 in the manner of
scripts/layouts_set.py, of kinds set ak did not draw: a cable system's insertion order from a Cleveland
interconnect (Spectrum Reach style, landscape, each line a zone and a network, subscriber counts, four weekly
columns), a radio group's contract from a Grand Rapids FM station (iHeart / Cumulus style, set in Times,
dayparts as lines, a weekly spot-count grid of five weeks with weekly totals), a Madison NBC station's
political advertising order for a congressional candidate ('Candidate / Issue' check boxes, federal / state /
local boxes, lowest unit charge classes, an FCC political file disclosure block), a Salt Lake City station's
contract at Revision 2 (changed lines marked R1 / R2, a revision history with the earlier grosses, the revised
gross as total), an Omaha FOX station's contract printed two lines per schedule line (the program on the
first, days, times, flight and weekly spots in grey on the second), a Denver agency's media authorization (an
insertion order the agency sends to a station, daypart and program columns), a New Orleans station group's
digital / OTT streaming order (landscape, impressions and CPM, ISO dates), a Miami Spanish-language station's
order printed in English with Spanish program names, a Des Moines radio group's contract for three stations of
two pages (a subtotal per station and a station summary) and a Boise station's invoice for the aired spots of
a broadcast month (make-good lines and a credit line). Four of them (amcb1, amtv5, amsp8, amin10) are also
written as scans (SCANNED).

What the values say where a page leaves a choice: the vendor is the station's (or cable system's, or digital
seller's) legal owner as printed in the header ("North Coast Cable Media, LLC", "Great Lakes Audio Group,
Inc.", "Four Lakes Broadcasting Corp.", "Wasatch Front Television, LLC", "Platte River Media Group, Inc.",
"Crescent Digital Media, LLC", "Sol Vision Media Holdings, Inc.", "Prairie Wind Broadcasting, Inc.", "Snake
River Broadcasting, LLC"), not the call letters; on the agency's media authorization (amag6), which is issued
by the agency, the vendor is the station it is addressed to as printed there ("KDVQ-TV"), and the agency is
neither vendor nor customer. The customer is always the advertiser as printed ("Lakewood Family Dental Group",
"Lindqvist for Congress"), never the agency, even where the agency is billed. The document number is the
contract, order or IO number as printed ("NCM-IO-261103", "POL-26-0917"), not an estimate, account or revision
number; on the revised contract the number without its revision ("118203"); on the invoice the invoice number,
not the contract number it also prints. The date is the order, contract or IO date (on the revised contract
the contract date, not the revision date; on the invoice the invoice date, not the broadcast month); flight
dates are no due date, so only the invoice, which prints a due date, has one. The total is the gross amount as
printed ("Gross Amount", "Total Gross", "Revised Gross", "Gross Total", "Total Gross - All Stations"), before
the agency commission; on the invoice the "Amount Due", which is the net after the 15 % agency commission. No
page prints a tax, so none has a tax amount; the currency is USD. A line item is a line of the schedule: its
description the text of its program, daypart, network or product column as printed (the network on the cable
order, not the zone; the program on the agency's authorization, not its daypart; the program, first line, on
the two-line contract; the product on the digital order), its quantity the line's number of spots (the sum of
its weekly columns, or spots a week times weeks as the group contract prints in its Spots column; on the
invoice the spots aired and billed), its unit price the rate per spot and its line amount the line's gross
amount as printed. On the digital order the quantity is the impressions (printed "250,000", plain "250000"),
the unit price the CPM and the line amount the cost as printed. On the invoice the make-good lines ("MG for Ln
1: Idaho Today") are line items billed at their rate, and the credit line is a line item of quantity -1 at its
rate with a negative amount, so the lines sum to the printed gross. The group contract's line items are the
lines of all three stations over both pages; its station subtotals are no line items. US pages print dates
with the month's name ("Nov 3, 2026", "November 3, 2026", "03-Nov-2026") or, on the digital order, as
2026-11-06.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from layouts_set import _block, _centre, _item, _text
from reportlab.lib.pagesizes import landscape, letter

BOLD = "Helvetica-Bold"
OBLIQUE = "Helvetica-Oblique"
TIMES = "Times-Roman"
TIMES_B = "Times-Bold"
TIMES_I = "Times-Italic"
COURIER = "Courier"
COURIER_B = "Courier-Bold"
CENT = Decimal("0.01")
LAND = landscape(letter)


def _num(v) -> str:
    """1,234.50 (or -85.00)"""
    return f"{Decimal(v).quantize(CENT, ROUND_HALF_UP):,.2f}"


def _usd(v) -> str:
    v = Decimal(v)
    return ("-$" + _num(-v)) if v < 0 else "$" + _num(v)


def _plain(v) -> str:
    return f"{Decimal(v).quantize(CENT, ROUND_HALF_UP):.2f}"


def _amt(spots, rate: str) -> Decimal:
    return (Decimal(spots) * Decimal(rate)).quantize(CENT, ROUND_HALF_UP)


def _comm(gross: Decimal, rate: str = "0.15") -> tuple[Decimal, Decimal]:
    """The agency commission and the net amount."""
    commission = (gross * Decimal(rate)).quantize(CENT, ROUND_HALF_UP)
    return commission, gross - commission


def _truth(number: str, day: str, vendor: str, customer: str, total: Decimal, items, due: str | None = None):
    fields = {"document_number": number, "date": day}
    if due:
        fields["due_date"] = due
    fields.update(
        {"total_amount": _plain(total), "currency": "USD", "vendor_name": vendor, "customer_name": customer}
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


def _band(c, x: float, y: float, w: float, h: float, rgb) -> None:
    c.setFillColorRGB(*rgb)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillGray(0)


def _keys(
    c, x: float, y: float, pairs, gap: float, size: float = 8, pitch: float = 11, key_font=BOLD, font=None
):
    """Keys at ``x`` and their values left-aligned ``gap`` to the right, one pair a line from ``y`` down."""
    for i, (k, v) in enumerate(pairs):
        _text(c, x, y - pitch * i, k, size, key_font)
        _text(c, x + gap, y - pitch * i, v, size, font or "Helvetica")


def _grey(
    c, x: float, y: float, lines, size: float = 7, pitch: float = 9, gray: float = 0.4, font=None
) -> None:
    c.setFillGray(gray)
    for i, s in enumerate(lines):
        _text(c, x, y - pitch * i, s, size, font or "Helvetica")
    c.setFillGray(0)


def _sums(
    c, x0: float, x1: float, y: float, rows, size: float = 8.5, pitch: float = 13, font=None, bold=None
):
    """Label / amount rows, amounts right-aligned at ``x1``, a row bold where its third element is true; the y
    under them."""
    for i, (label, value, strong) in enumerate(rows):
        f = (bold or BOLD) if strong else (font or "Helvetica")
        _text(c, x0, y - pitch * i, label, size, f)
        _text(c, x1, y - pitch * i, value, size, f, True)
    return y - pitch * len(rows)


def _signs(c, y: float, labels, x0: float = 36, gap: float = 290, size: float = 7) -> None:
    for k, who in enumerate(labels):
        x = x0 + gap * k
        c.line(x, y, x + 220, y)
        _text(c, x, y - 10, who, size)


# amcb1: a cable interconnect's insertion order, Cleveland, zones and networks as lines, landscape
AMCB1_ROWS = (
    ("101 Lakewood", "38,400", "HGTV", "M-Su 9a-12m", "22.00", (6, 6, 5, 6)),
    ("101 Lakewood", "38,400", "Food Network", "M-Su 9a-12m", "20.00", (6, 6, 5, 6)),
    ("101 Lakewood", "38,400", "CNN", "M-F 6a-10a", "18.00", (5, 5, 4, 5)),
    ("104 Westlake/Bay", "29,750", "Fox News Channel", "M-F 5p-11p", "26.00", (5, 5, 4, 5)),
    ("104 Westlake/Bay", "29,750", "Hallmark Channel", "M-Su 7p-11p", "19.00", (4, 4, 6, 6)),
    ("104 Westlake/Bay", "29,750", "TLC", "M-Su 12n-12m", "14.00", (5, 5, 5, 5)),
    ("112 Parma", "41,200", "ESPN", "M-Su 6p-12m", "31.00", (4, 4, 4, 4)),
    ("112 Parma", "41,200", "USA Network", "M-Su 8p-12m", "16.00", (5, 5, 5, 5)),
    ("112 Parma", "41,200", "History", "M-Su 6a-12m", "15.00", (4, 4, 4, 4)),
    ("190 Interconnect", "612,000", "ESPN2", "Sa-Su 12n-8p", "145.00", (2, 2, 2, 2)),
    ("190 Interconnect", "612,000", "Discovery", "M-Su 8p-11p", "95.00", (3, 3, 2, 3)),
    ("190 Interconnect", "612,000", "Buckeye Sports Net", "Cavs live", "165.00", (2, 3, 2, 3)),
)
AMCB1_WEEKS = ("Nov 9", "Nov 16", "Nov 23", "Nov 30")
AMCB1_BLUE = (0.0, 0.32, 0.6)


def _amcb1_head(c) -> None:
    w, h = LAND
    for k, g in enumerate((0.0, 0.35, 0.65)):
        c.setFillColorRGB(g, 0.32 + 0.2 * k, 0.6)
        c.rect(36, h - 46 - 9 * k, 34, 6, stroke=0, fill=1)
    c.setFillColorRGB(*AMCB1_BLUE)
    _text(c, 78, h - 48, "NORTH COAST", 17, BOLD)
    c.setFillGray(0)
    _text(c, 78, h - 60, "CABLE MEDIA  |  Cleveland Interconnect", 8, BOLD)
    _grey(
        c,
        36,
        h - 76,
        (
            "North Coast Cable Media, LLC  -  1375 E 9th St, Suite 1800, Cleveland, OH 44114  -  (216) 555-0177",
        ),
        7.5,
        gray=0.25,
    )
    _text(c, w - 36, h - 46, "INSERTION ORDER", 16, BOLD, True)
    _sums(
        c,
        w - 230,
        w - 36,
        h - 62,
        (
            ("IO Number", "NCM-IO-261103", True),
            ("IO Date", "November 3, 2026", False),
            ("Flight", "Nov 9, 2026 - Dec 6, 2026", False),
            ("Status", "Approved", False),
        ),
        8,
        10.5,
    )


def _amcb1_parties(c) -> None:
    h = LAND[1]
    boxes = (
        (
            "ADVERTISER",
            ("Lakewood Family Dental Group", "14701 Detroit Ave", "Lakewood, OH 44107", "Acct 70-44812"),
        ),
        (
            "AGENCY",
            (
                "Erie Shore Marketing, Inc.",
                "1300 W 78th St, Suite 210",
                "Cleveland, OH 44102",
                "Buyer: Dana Koval",
            ),
        ),
        (
            "CAMPAIGN",
            (
                "Product: New Patient Special",
                "AE: Marcus Bell",
                "Spot length :30 / Insertion",
                "Billing: Agency",
            ),
        ),
    )
    for k, (title, lines) in enumerate(boxes):
        x = 36 + 244 * k
        c.setStrokeColorRGB(*AMCB1_BLUE)
        c.rect(x, h - 170, 232, 66)
        c.setStrokeGray(0)
        c.setFillColorRGB(*AMCB1_BLUE)
        _text(c, x + 6, h - 116, title, 7, BOLD)
        c.setFillGray(0)
        _block(c, x + 6, h - 128, lines, 8, pitch=10.5, first=BOLD if k < 2 else None)


def amcb1(c) -> dict:
    h = LAND[1]
    _amcb1_head(c)
    _amcb1_parties(c)
    xs = (36, 56, 170, 214, 318, 416, 454, 492, 530, 568, 608, 668, 756)
    aligns = "clrll" + "cccc" + "crr"
    top = h - 186
    _band(c, 36, top - 18, 720, 18, AMCB1_BLUE)
    c.setFillGray(1)
    heads = ("Ln", "Zone", "Subs", "Network", "Daypart", *AMCB1_WEEKS, "Spots", "Rate", "Amount")
    _row(c, xs, top - 12, heads, aligns, 7.2, BOLD)
    c.setFillGray(0)
    items, gross = [], Decimal(0)
    y = top - 18
    c.setLineWidth(0.4)
    for i, (zone, subs, net, dp, rate, weeks) in enumerate(AMCB1_ROWS):
        y = top - 18 - 15 * (i + 1)
        spots = sum(weeks)
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(net, str(spots), rate, _plain(amount)))
        if zone != AMCB1_ROWS[i - 1][0] and i:
            c.setStrokeColorRGB(*AMCB1_BLUE)
            c.line(36, y + 15, 756, y + 15)
            c.setStrokeGray(0)
        cells = (str(i + 1), zone, subs, net, dp, *map(str, weeks), str(spots), _num(rate), _num(amount))
        _row(c, xs, y + 4.5, cells, aligns, 7.8)
    c.line(36, y, 756, y)
    weekly = [sum(r[5][k] for r in AMCB1_ROWS) for k in range(4)]
    cells = ("", "Total insertions", "", "", "", *map(str, weekly), str(sum(weekly)), "", _num(gross))
    _row(c, xs, y - 12, cells, aligns, 7.8, BOLD)
    c.line(36, y - 17, 756, y - 17)
    commission, net_amount = _comm(gross)
    c.rect(556, y - 86, 200, 58)
    _sums(
        c,
        562,
        750,
        y - 42,
        (
            ("Gross Amount", _usd(gross), True),
            ("Agency Commission 15%", _usd(commission), False),
            ("Net Amount", _usd(net_amount), True),
        ),
        8.5,
        15,
    )
    notes = (
        "Terms",
        "Spots are inserted by zone on the networks listed; interconnect lines run across all 190 zones.",
        "Subscriber counts are estimates as of Oct 2026. Preempted insertions are made good within the flight",
        "or credited on the invoice. Invoices with affidavits are sent to the agency per calendar month, net 30.",
        "Creative (ISCI LFDG-NP30A) due 5 business days before start. All amounts in USD.",
    )
    _block(c, 36, y - 36, notes, 7.3, pitch=10, first=BOLD)
    _signs(c, 52, ("North Coast Cable Media - Authorized", "Agency - Authorized"))
    _grey(c, 620, 30, ("IO NCM-IO-261103  |  Page 1 of 1",), 6.5)
    return _truth(
        "NCM-IO-261103",
        "2026-11-03",
        "North Coast Cable Media, LLC",
        "Lakewood Family Dental Group",
        gross,
        items,
    )


# amrg2: a radio group's contract, Grand Rapids FM station, Times, dayparts as lines, five weekly columns
AMRG2_ROWS = (
    ("Morning Drive", "M-F", "6A-10A", ":60", "85.00", (10, 10, 8, 10, 10)),
    ("Midday", "M-F", "10A-3P", ":60", "60.00", (8, 8, 6, 8, 8)),
    ("Afternoon Drive", "M-F", "3P-7P", ":60", "80.00", (10, 10, 8, 10, 10)),
    ("Evenings", "M-F", "7P-12M", ":60", "30.00", (5, 5, 5, 5, 5)),
    ("Weekend Days", "Sa-Su", "6A-7P", ":60", "40.00", (6, 6, 6, 6, 6)),
    ("Overnights", "M-Su", "12M-5A", ":60", "10.00", (7, 7, 7, 7, 7)),
    ("Total Audience Plan", "M-Su", "5A-12M", ":30", "42.00", (6, 6, 6, 6, 6)),
)
AMRG2_WEEKS = ("Nov 16", "Nov 23", "Nov 30", "Dec 7", "Dec 14")
AMRG2_RED = (0.7, 0.1, 0.1)


def _amrg2_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(*AMRG2_RED)
    c.circle(56, h - 56, 18, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 112, h - 60, "GL", 12, TIMES_B)
    c.setFillGray(0)
    _text(c, 82, h - 52, "Great Lakes Audio Group, Inc.", 15, TIMES_B)
    _text(c, 82, h - 65, "WGLQ-FM  Q104.5  |  Grand Rapids, Michigan", 9, TIMES)
    _text(c, 82, h - 76, "50 Monroe Ave NW, Suite 600, Grand Rapids, MI 49503  |  (616) 555-0104", 8, TIMES)
    _text(c, w - 36, h - 50, "Contract", 18, TIMES_B, True)
    _keys(
        c,
        w - 200,
        h - 66,
        (
            ("Contract #:", "2611-GR-0452"),
            ("Contract Date:", "Nov 5, 2026"),
            ("Flight:", "Nov 16 - Dec 20, 2026"),
        ),
        66,
        9,
        11,
        TIMES_B,
        TIMES,
    )
    c.setLineWidth(1.5)
    c.setStrokeColorRGB(*AMRG2_RED)
    c.line(36, h - 104, w - 36, h - 104)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)


def amrg2(c) -> dict:
    w, h = letter
    _amrg2_head(c)
    left = (
        ("Advertiser", "Riverside Furniture Gallery"),
        ("Product", "Holiday Clearance"),
        ("Agency", "Calder Street Advertising Co."),
        ("", "160 Ottawa Ave NW, Grand Rapids, MI 49503"),
    )
    right = (
        ("Account Exec", "Brooke Vander Molen"),
        ("Market", "Grand Rapids (#66)"),
        ("Billing", "Std. broadcast"),
    )
    _keys(c, 36, h - 122, left, 66, 9, 12, TIMES_B, TIMES)
    _keys(c, 360, h - 122, right, 72, 9, 12, TIMES_B, TIMES)
    xs = (36, 56, 156, 190, 236, 262) + tuple(262 + 34 * k for k in range(1, 6)) + (466, 510, 576)
    aligns = "clccc" + "c" * 5 + "crr"
    top = h - 184
    c.setLineWidth(0.5)
    c.rect(36, top - 30, w - 72, 30)
    _band(c, 36.5, top - 29.5, w - 73, 29, (0.93, 0.9, 0.9))
    _centre(c, 262 + 432, top - 10, "Spots per week beginning", 7.5, TIMES_I)
    heads = ("Ln", "Daypart", "Days", "Times", "Len", *AMRG2_WEEKS, "Total", "Rate", "Gross")
    _row(c, xs, top - 24, heads, aligns, 8, TIMES_B)
    items, gross = [], Decimal(0)
    y = top - 30
    for i, (dp, days, times, length, rate, weeks) in enumerate(AMRG2_ROWS):
        y = top - 30 - 16 * (i + 1)
        spots = sum(weeks)
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(dp, str(spots), rate, _plain(amount)))
        cells = (str(i + 1), dp, days, times, length, *map(str, weeks), str(spots), _num(rate), _num(amount))
        _row(c, xs, y + 5, cells, aligns, 9, TIMES)
        c.setStrokeGray(0.7)
        c.line(36, y, w - 36, y)
        c.setStrokeGray(0)
    for x in xs[1:-1]:
        c.line(x, top - 30, x, y)
    c.rect(36, y, w - 72, top - 30 - y)
    weekly = [sum(r[5][k] for r in AMRG2_ROWS) for k in range(5)]
    dollars = [sum((_amt(r[5][k], r[4]) for r in AMRG2_ROWS), Decimal(0)) for k in range(5)]
    cells = ("", "Weekly Spots", "", "", "", *map(str, weekly), str(sum(weekly)), "", "")
    _row(c, xs, y - 13, cells, aligns, 9, TIMES_B)
    cells = ("", "Weekly Gross $", "", "", "", *(f"{d:,.0f}" for d in dollars), "", "", _num(gross))
    _row(c, xs, y - 26, cells, aligns, 8, TIMES_B)
    c.line(36, y - 31, w - 36, y - 31)
    commission, net = _comm(gross)
    _sums(
        c,
        380,
        w - 36,
        y - 52,
        (
            ("Total Gross", _usd(gross), True),
            ("Less Agency Commission (15%)", _usd(commission), False),
            ("Total Net", _usd(net), True),
        ),
        9.5,
        14,
        TIMES,
        TIMES_B,
    )
    notes = (
        "Special instructions",
        "Rotate RFG-HOL-60A and RFG-HOL-30B evenly; no spots Thanksgiving",
        "Day (Nov 26). Total Audience Plan spots run M-Su 5A-12M, equal",
        "distribution across dayparts.",
        "",
        "Payment terms: net 30 days from invoice date. Advertiser and",
        "agency are jointly liable. Standard Terms & Conditions (rev. 2025)",
        "of Great Lakes Audio Group, Inc. apply.",
    )
    _block(c, 36, y - 52, notes, 8.5, TIMES, 11, TIMES_B)
    _signs(c, y - 170, ("Accepted by Advertiser / Agency", "Great Lakes Audio Group, Inc."), size=8)
    _grey(
        c,
        36,
        32,
        ("WGLQ-FM contract 2611-GR-0452  -  printed Nov 5, 2026 14:02  -  Page 1 of 1",),
        7,
        font=TIMES,
    )
    return _truth(
        "2611-GR-0452",
        "2026-11-05",
        "Great Lakes Audio Group, Inc.",
        "Riverside Furniture Gallery",
        gross,
        items,
    )


# ampo3: a Madison NBC station's political order, candidate / issue boxes, FCC disclosure block
AMPO3_ROWS = (
    ("NBC 15 News Today", "M-F", "5:00a-7:00a", "LUC", 12, "110.00"),
    ("TODAY", "M-F", "7:00a-9:00a", "LUC", 10, "135.00"),
    ("NBC 15 News at Noon", "M-F", "12:00p-12:30p", "Fixed", 8, "140.00"),
    ("NBC 15 News at 5", "M-F", "5:00p-5:30p", "Fixed", 10, "285.00"),
    ("NBC Nightly News", "M-F", "5:30p-6:00p", "LUC", 8, "260.00"),
    ("NBC 15 News at 6", "M-F", "6:00p-6:30p", "Fixed", 12, "340.00"),
    ("Family Feud", "M-F", "6:30p-7:00p", "LUC", 8, "225.00"),
    ("Prime Rotation", "M-Su", "7:00p-10:00p", "Fixed", 10, "410.00"),
    ("NBC 15 News at 10", "M-Su", "10:00p-10:35p", "Fixed", 14, "315.00"),
    ("Sunday Night Football", "Su", "7:20p-11:00p", "Fixed", 4, "1250.00"),
)


def _check(c, x: float, y: float, label: str, on: bool, size: float = 8) -> None:
    c.rect(x, y - 1, 8, 8)
    if on:
        _text(c, x + 1.3, y + 0.3, "X", 8, BOLD)
    _text(c, x + 12, y, label, size)


def _ampo3_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(0.2, 0.2, 0.5)
    c.rect(36, h - 80, 56, 44, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 128, h - 66, "15", 24, BOLD)
    c.setFillGray(0)
    _text(c, 100, h - 50, "WMDN-TV  NBC 15", 16, BOLD)
    _text(c, 100, h - 63, "Four Lakes Broadcasting Corp.", 9, BOLD)
    _text(c, 100, h - 74, "615 Forward Dr, Madison, WI 53711  |  (608) 555-0115  |  Facility ID 41095", 7.5)
    _text(c, w - 36, h - 48, "POLITICAL ADVERTISING ORDER", 11, BOLD, True)
    _sums(
        c,
        w - 200,
        w - 36,
        h - 64,
        (
            ("Order #", "POL-26-0917", True),
            ("Order Date", "September 28, 2026", False),
            ("AE", "Nora Halvorsen", False),
        ),
        8,
        11,
    )


def _ampo3_boxes(c) -> None:
    w, h = letter
    c.setLineWidth(0.8)
    c.rect(36, h - 176, w - 72, 84)
    c.line(306, h - 92, 306, h - 176)
    _text(c, 42, h - 103, "Candidate / Issue", 8, BOLD)
    _check(c, 42, h - 117, "Candidate", True)
    _check(c, 122, h - 117, "Issue (national importance)", False)
    _check(c, 42, h - 131, "Federal", True)
    _check(c, 102, h - 131, "State", False)
    _check(c, 152, h - 131, "Local", False)
    _keys(
        c,
        42,
        h - 147,
        (("Candidate:", "Maria Lindqvist (D)"), ("Office:", "U.S. House of Representatives, WI-2")),
        50,
        8,
        11,
    )
    _text(c, 42, h - 170, "Election: General, November 3, 2026  (LUC window from Sep 19)", 7.5)
    right = (
        ("Advertiser", "Lindqvist for Congress"),
        ("Treasurer", "Henry Olsen"),
        ("Agency", "Isthmus Campaign Media LLC"),
        ("", "10 E Doty St, Suite 500, Madison, WI 53703"),
        ("Flight", "Oct 6, 2026 - Nov 2, 2026"),
        ("Payment", "Cash in advance (wire received)"),
    )
    _keys(c, 312, h - 103, right, 56, 8, 12)


def ampo3(c) -> dict:
    w, h = letter
    _ampo3_head(c)
    _ampo3_boxes(c)
    xs = (36, 56, 200, 238, 306, 352, 390, 470, 576)
    aligns = "clcccccr"
    top = h - 192
    _band(c, 36, top - 16, w - 72, 16, (0.85, 0.85, 0.93))
    heads = ("#", "Program", "Days", "Time", "Class", "Spots", "Rate", "Amount")
    _row(c, xs, top - 11, heads, aligns, 7.5, BOLD)
    items, gross = [], Decimal(0)
    y = top - 16
    for i, (prog, days, time, klass, spots, rate) in enumerate(AMPO3_ROWS):
        y = top - 16 - 15 * (i + 1)
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(prog, str(spots), rate, _plain(amount)))
        cells = (str(i + 1), prog, days, time, klass, str(spots), _usd(rate), _usd(amount))
        _row(c, xs, y + 4.5, cells, aligns, 8)
        c.setStrokeGray(0.8)
        c.line(36, y, w - 36, y)
        c.setStrokeGray(0)
    total_spots = sum(r[4] for r in AMPO3_ROWS)
    _row(c, xs, y - 12, ("", "Total", "", "", "", str(total_spots), "", _usd(gross)), aligns, 8, BOLD)
    commission, net = _comm(gross)
    _sums(
        c,
        370,
        w - 39,
        y - 34,
        (
            ("Gross Amount", _usd(gross), True),
            ("Agency Commission 15%", _usd(commission), False),
            ("Net Amount (paid in advance)", _usd(net), True),
        ),
        8.5,
        13,
    )
    _text(c, 36, y - 34, "LUC = lowest unit charge, preemptible with notice;", 7, OBLIQUE)
    _text(c, 36, y - 43, "Fixed = non-preemptible fixed position.", 7, OBLIQUE)
    top2 = y - 90
    c.setFillColorRGB(0.96, 0.96, 0.9)
    c.rect(36, top2 - 92, w - 72, 92, stroke=1, fill=1)
    c.setFillGray(0)
    disclosure = (
        "FCC Political File Disclosure",
        "This order is a request to purchase broadcast time by or on behalf of a legally qualified candidate for",
        "federal office (47 U.S.C. 315, 47 CFR 73.1940-73.1943). A copy of this order, the schedule as aired and",
        "the charges will be placed in the station's online public inspection file. Sponsorship identification:",
        '"Paid for by Lindqvist for Congress." The candidate\'s likeness or voice is included (use by candidate).',
        "Certified by the agency on behalf of the committee; Treasurer Henry Olsen. NAB Form PB-19 on file.",
        "Station will provide lowest unit charge for the class of time purchased within 60 days of the election.",
    )
    _block(c, 42, top2 - 12, disclosure, 7.4, pitch=11, first=BOLD)
    _signs(
        c, top2 - 130, ("For WMDN-TV / Four Lakes Broadcasting Corp.", "Agency on behalf of the candidate")
    )
    _grey(c, 36, 30, ("WMDN-TV  |  Political order POL-26-0917  |  Page 1 of 1",), 6.5)
    return _truth(
        "POL-26-0917", "2026-09-28", "Four Lakes Broadcasting Corp.", "Lindqvist for Congress", gross, items
    )


# amrv4: a Salt Lake City station's contract at Revision 2, changed lines marked, a revision history
AMRV4_ROWS = (
    ("", "M-F", "6:00a-7:00a", "KSLQ Morning News", 15, "70.00"),
    ("R2", "M-F", "7:00a-9:00a", "Good Morning Utah", 20, "80.00"),
    ("", "M-F", "12:00p-12:30p", "KSLQ Midday", 10, "65.00"),
    ("R1", "M-F", "5:00p-6:00p", "KSLQ News at 5", 10, "190.00"),
    ("", "M-F", "6:00p-6:30p", "KSLQ News at 6", 10, "230.00"),
    ("R2", "M-Sa", "7:00p-10:00p", "Prime Rotator", 12, "260.00"),
    ("R2", "M-Su", "10:00p-10:35p", "KSLQ News at 10", 15, "210.00"),
    ("", "Sa", "5:00p-6:00p", "Ski Utah Report", 5, "95.00"),
    ("R1", "Su", "9:00a-10:00a", "Wasatch Outdoors", 5, "85.00"),
)
AMRV4_REV2 = Decimal("1145.00")  # ln 2 +5 x 80, ln 6 +2 x 260, ln 7 rate 195 -> 210 on 15
AMRV4_REV1 = Decimal("805.00")  # ln 9 added 5 x 85, ln 4 +2 x 190


def amrv4(c) -> dict:
    w, h = letter
    _text(c, 36, h - 52, "KSLQ-TV", 24, TIMES_B)
    c.setFillColorRGB(0.1, 0.3, 0.55)
    x = 42 + c.stringWidth("KSLQ-TV", TIMES_B, 24)
    c.rect(x, h - 56, 26, 26, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 2 * x + 26, h - 50, "9", 18, TIMES_B)
    c.setFillGray(0)
    _text(c, 36, h - 68, "Wasatch Front Television, LLC", 10, TIMES_B)
    _text(c, 36, h - 80, "55 N 300 W, Salt Lake City, UT 84101  -  Salt Lake City DMA", 8.5, TIMES)
    c.setLineWidth(1.2)
    c.rect(w - 206, h - 88, 170, 56)
    c.setLineWidth(0.5)
    _centre(c, 2 * (w - 121), h - 48, "CONTRACT  -  REVISION 2", 10, TIMES_B)
    _keys(
        c,
        w - 200,
        h - 62,
        (("Contract No.", "118203"), ("Contract Date", "Oct 20, 2026"), ("Revised", "Nov 4, 2026 (Rev 2)")),
        70,
        8.5,
        10.5,
        TIMES_B,
        TIMES,
    )
    c.line(36, h - 98, w - 36, h - 98)
    left = (
        ("Advertiser:", "Alpine Ridge Ski Resort"),
        ("Product:", "Season Pass Early Bird"),
        ("Agency:", "Beehive Creative Group"),
        ("Address:", "222 S Main St, 5th Floor, Salt Lake City, UT 84101"),
    )
    _keys(c, 36, h - 114, left, 62, 9, 12, TIMES_B, TIMES)
    right = (("Flight:", "Nov 9 - Dec 13, 2026"), ("Sales:", "J. Whitaker"), ("Terms:", "Net 30, agency"))
    _keys(c, 400, h - 114, right, 44, 9, 12, TIMES_B, TIMES)
    xs = (36, 58, 84, 124, 200, 350, 380, 420, 490, 576)
    aligns = "cccllccrr"
    top = h - 172
    c.setLineWidth(0.6)
    c.line(36, top, w - 36, top)
    heads = ("Ln", "Rev", "Days", "Time", "Program", "Len", "Spots", "Rate", "Amount")
    _row(c, xs, top - 12, heads, aligns, 9, TIMES_B)
    c.line(36, top - 17, w - 36, top - 17)
    items, gross = [], Decimal(0)
    y = top - 17
    for i, (rev, days, time, prog, spots, rate) in enumerate(AMRV4_ROWS):
        y = top - 17 - 15 * (i + 1)
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(prog, str(spots), rate, _plain(amount)))
        if rev:
            _band(c, 36, y, w - 72, 15, (0.93, 0.93, 0.85) if rev == "R2" else (0.95, 0.95, 0.95))
        cells = (str(i + 1), rev, days, time, prog, ":30", str(spots), _num(rate), _num(amount))
        _row(c, xs, y + 4.5, cells, aligns, 9, TIMES_B if rev == "R2" else TIMES)
    c.line(36, y, w - 36, y)
    total_spots = sum(r[4] for r in AMRV4_ROWS)
    _row(c, xs, y - 13, ("", "", "", "", "Totals", "", str(total_spots), "", _num(gross)), aligns, 9, TIMES_B)
    c.line(36, y - 18, w - 36, y - 18)
    prev = gross - AMRV4_REV2
    orig = prev - AMRV4_REV1
    history = (
        ("Rev 0", "Oct 20, 2026", "Original contract", "Gross " + _usd(orig)),
        ("Rev 1", "Oct 27, 2026", "Ln 9 added; Ln 4 spots 8 -> 10", "Gross " + _usd(prev)),
        ("Rev 2", "Nov 4, 2026", "Ln 2 spots 15 -> 20; Ln 6 spots 10 -> 12;", ""),
        ("", "", "Ln 7 rate $195.00 -> $210.00", ""),
    )
    _text(c, 36, y - 40, "Revision history", 8.5, TIMES_B)
    for i, (rev, day, what, amount) in enumerate(history):
        yy = y - 52 - 11.5 * i
        _text(c, 36, yy, rev, 8.5, TIMES)
        _text(c, 70, yy, day, 8.5, TIMES)
        _text(c, 136, yy, what, 8.5, TIMES)
        _text(c, 356, yy, amount, 8.5, TIMES, True)
    commission, net = _comm(gross)
    c.rect(372, y - 136, 204, 80)
    _sums(
        c,
        378,
        570,
        y - 70,
        (
            ("Previous Gross (Rev 1)", _usd(prev), False),
            ("Change this revision", "+" + _usd(AMRV4_REV2), False),
            ("Revised Gross", _usd(gross), True),
            ("Agency Commission 15%", _usd(commission), False),
            ("Revised Net", _usd(net), True),
        ),
        9,
        13,
        TIMES,
        TIMES_B,
    )
    terms = (
        "This revision supersedes all earlier versions of contract 118203. Lines marked R2 changed in this",
        "revision, lines marked R1 in Revision 1. All other terms of the original contract remain in effect.",
        "Rates are gross per :30 in USD. Please sign and return within 48 hours of receipt.",
    )
    _block(c, 36, y - 160, terms, 8, TIMES_I, 10.5)
    _signs(c, y - 220, ("Wasatch Front Television, LLC", "Agency acceptance"), size=8)
    _grey(c, 36, 30, ("KSLQ-TV  contract 118203 rev 2  -  page 1/1",), 7, font=TIMES)
    return _truth(
        "118203", "2026-10-20", "Wasatch Front Television, LLC", "Alpine Ridge Ski Resort", gross, items
    )


# amtv5: an Omaha FOX station's contract printed two lines per schedule line
AMTV5_ROWS = (
    ("FOX 42 Morning News", "Mon-Fri", "5:00 AM - 9:00 AM", (5, 5, 5, 4), "45.00"),
    ("Heartland Live", "Mon-Fri", "9:00 AM - 10:00 AM", (3, 3, 3, 2), "35.00"),
    ("Afternoon Court Block", "Mon-Fri", "2:00 PM - 4:00 PM", (4, 4, 4, 3), "30.00"),
    ("FOX 42 News at 4", "Mon-Fri", "4:00 PM - 5:00 PM", (3, 3, 3, 3), "85.00"),
    ("Family Game Hour", "Mon-Fri", "6:00 PM - 7:00 PM", (3, 3, 3, 2), "120.00"),
    ("FOX Prime", "Mon-Fri", "7:00 PM - 9:00 PM", (3, 3, 3, 3), "260.00"),
    ("FOX 42 News at 9", "Mon-Sun", "9:00 PM - 10:00 PM", (4, 4, 4, 4), "210.00"),
    ("Late Night Comedy", "Mon-Fri", "10:35 PM - 11:35 PM", (2, 2, 2, 2), "55.00"),
    ("NFL on FOX", "Sun", "12:00 PM - 3:30 PM", (1, 1, 1, 1), "850.00"),
    ("Big Ten Saturday", "Sat", "11:00 AM - 2:30 PM", (2, 2, 1, 1), "380.00"),
    ("FOX 42 Weekend News", "Sat-Sun", "9:00 PM - 9:30 PM", (2, 2, 2, 2), "95.00"),
)
AMTV5_WEEKS = ("Nov 16", "Nov 23", "Nov 30", "Dec 7")


def _amtv5_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(0.0, 0.15, 0.35)
    c.rect(0, h - 84, w, 84, stroke=0, fill=1)
    c.setFillColorRGB(0.95, 0.75, 0.1)
    c.rect(36, h - 70, 60, 44, stroke=0, fill=1)
    c.setFillColorRGB(0.0, 0.15, 0.35)
    _centre(c, 132, h - 58, "42", 24, BOLD)
    c.setFillGray(1)
    _text(c, 106, h - 44, "WOHA-TV  FOX 42  Omaha", 17, BOLD)
    _text(c, 106, h - 58, "Platte River Media Group, Inc.", 9, BOLD)
    _text(c, 106, h - 70, "4600 Farnam St, Omaha, NE 68132  -  (402) 555-0142", 7.5)
    _text(c, w - 36, h - 44, "TELEVISION CONTRACT", 12, BOLD, True)
    _text(c, w - 36, h - 58, "Contract No. 42-26-11873", 9, right=True)
    _text(c, w - 36, h - 70, "Date: November 11, 2026", 9, right=True)
    c.setFillGray(0)


def amtv5(c) -> dict:
    w, h = letter
    _amtv5_head(c)
    _keys(
        c,
        36,
        h - 104,
        (
            ("Advertiser:", "Cornhusker Auto Mall"),
            ("Agency:", "Gateway Midwest Advertising"),
            ("", "1299 Farnam St, Suite 300, Omaha, NE 68102"),
        ),
        58,
        8.5,
        11.5,
    )
    _keys(
        c,
        350,
        h - 104,
        (
            ("Flight:", "Nov 16 - Dec 13, 2026"),
            ("Account Exec:", "Tyler Brandeis"),
            ("Estimate:", "GMA-CAM-4Q"),
        ),
        68,
        8.5,
        11.5,
    )
    top = h - 152
    xs = (36, 66, 380, 430, 500, 576)
    aligns = "clcrr"
    c.setLineWidth(1)
    c.line(36, top, w - 36, top)
    _row(
        c,
        xs,
        top - 11,
        ("Line", "Program  /  Days, Time, Length, Weekly Spots", "Spots", "Rate", "Amount"),
        aligns,
        8,
        BOLD,
    )
    c.line(36, top - 16, w - 36, top - 16)
    c.setLineWidth(0.4)
    items, gross = [], Decimal(0)
    y = top - 16
    for i, (prog, days, time, weeks, rate) in enumerate(AMTV5_ROWS):
        spots = sum(weeks)
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(prog, str(spots), rate, _plain(amount)))
        _row(c, xs, y - 11, (f"{i + 1:02d}", prog, str(spots), _usd(rate), _usd(amount)), aligns, 8.5, BOLD)
        weekly = " / ".join(f"{d}: {n}" for d, n in zip(AMTV5_WEEKS, weeks))
        _grey(c, 69, y - 22, (f"{days}   {time}   :30   Wks: {weekly}",), 7.3, gray=0.35)
        y -= 28
        c.setStrokeGray(0.75)
        c.line(36, y + 1, w - 36, y + 1)
        c.setStrokeGray(0)
    spots_total = sum(sum(r[3]) for r in AMTV5_ROWS)
    _row(c, xs, y - 12, ("", "Contract totals", str(spots_total), "", _usd(gross)), aligns, 8.5, BOLD)
    commission, net = _comm(gross)
    _sums(
        c,
        372,
        w - 39,
        y - 36,
        (
            ("Gross Amount", _usd(gross), True),
            ("Agency Commission (15%)", _usd(commission), False),
            ("Net Amount", _usd(net), True),
        ),
        8.5,
        13,
    )
    notes = (
        "Conditions",
        "Rates per :30 spot, gross, USD. Spots preempted by",
        "special programming are made good or credited.",
        "Billing per broadcast month to the agency, net 30.",
    )
    _block(c, 36, y - 36, notes, 7.5, pitch=10, first=BOLD)
    _signs(c, y - 100, ("WOHA-TV / Platte River Media Group, Inc.", "Agency / Advertiser"))
    _grey(c, 36, 28, ("WOHA-TV  -  Contract 42-26-11873  -  Page 1 of 1",), 6.5)
    return _truth(
        "42-26-11873", "2026-11-11", "Platte River Media Group, Inc.", "Cornhusker Auto Mall", gross, items
    )


# amag6: a Denver agency's media authorization (insertion order) to a TV station
AMAG6_ROWS = (
    ("Early Morning", "Denver Daybreak", "M-F", "5-7a", 15, "55.00"),
    ("Morning", "Colorado Mornings", "M-F", "7-9a", 10, "70.00"),
    ("Early Fringe", "Talk of the Rockies", "M-F", "3-4p", 8, "60.00"),
    ("Early News", "KDVQ News at 5", "M-F", "5-5:30p", 10, "165.00"),
    ("Early News", "KDVQ News at 6", "M-F", "6-6:30p", 10, "195.00"),
    ("Prime Access", "Game Show Hour", "M-F", "6:30-7:30p", 8, "150.00"),
    ("Prime", "Prime Rotation", "M-Sa", "7:30-10p", 6, "325.00"),
    ("Late News", "KDVQ News at 10", "M-Su", "10-10:35p", 12, "185.00"),
    ("Sports", "Broncos Pregame Live", "Su", "1-2p", 3, "420.00"),
)
AMAG6_GREEN = (0.05, 0.42, 0.35)


def _amag6_head(c) -> None:
    w, h = letter
    c.setFillColorRGB(*AMAG6_GREEN)
    p = c.beginPath()
    p.moveTo(36, h - 76)
    p.lineTo(60, h - 36)
    p.lineTo(84, h - 76)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    _text(c, 94, h - 52, "PINNACLE", 18, BOLD)
    c.setFillGray(0)
    _text(c, 94, h - 64, "BRAND PARTNERS, INC.", 8.5, BOLD)
    _text(c, 94, h - 76, "1600 Wynkoop St, Suite 300, Denver, CO 80202  |  (303) 555-0166", 7.5)
    _text(c, w - 36, h - 48, "MEDIA AUTHORIZATION", 14, BOLD, True)
    _text(c, w - 36, h - 61, "Broadcast Insertion Order", 9, OBLIQUE, True)
    boxes = (
        ("IO Number", "PBP-IO-26-7714", 112),
        ("IO Date", "Nov 10, 2026", 84),
        ("Estimate", "FRO-Q4-03", 76),
    )
    x = 36
    for k, v, bw in boxes:
        c.rect(x, h - 122, bw, 28)
        c.setFillGray(0.4)
        _text(c, x + 4, h - 103, k, 6.5)
        c.setFillGray(0)
        _text(c, x + 4, h - 116, v, 9, BOLD)
        x += bw


def _amag6_parties(c) -> None:
    h = letter[1]
    c.setFillColorRGB(*AMAG6_GREEN)
    _text(c, 340, h - 100, "TO (STATION)", 7, BOLD)
    c.setFillGray(0)
    _block(
        c,
        340,
        h - 112,
        ("KDVQ-TV", "Attn: Jenna Park, Local Sales Manager", "3401 E 40th Ave, Denver, CO 80205"),
        8.5,
        pitch=10.5,
        first=BOLD,
    )
    left = (
        ("Advertiser", "Front Range Orthopedics & Spine"),
        ("Campaign", "Joint Replacement Awareness"),
        ("Flight", "Nov 16, 2026 through Dec 20, 2026 (5 weeks)"),
        ("Buyer", "Alexis Romero, Media Supervisor"),
    )
    _keys(c, 36, h - 142, left, 60, 8.5, 11.5)
    right = (
        ("Spot length", ":30"),
        ("Demo", "A35-64"),
        ("Target GRPs", "180 (36/week)"),
        ("ISCI", "FROS-JR30-01"),
    )
    _keys(c, 340, h - 154, right, 64, 8.5, 11.5)


def amag6(c) -> dict:
    w, h = letter
    _amag6_head(c)
    _amag6_parties(c)
    xs = (36, 110, 226, 262, 318, 350, 400, 480, 576)
    aligns = "llcccrrr"
    top = h - 206
    _band(c, 36, top - 16, w - 72, 16, AMAG6_GREEN)
    c.setFillGray(1)
    heads = ("Daypart", "Program", "Days", "Time", "Len", "# Spots", "Unit Rate", "Total Cost")
    _row(c, xs, top - 11, heads, aligns, 7.8, BOLD)
    c.setFillGray(0)
    items, gross = [], Decimal(0)
    y = top - 16
    for i, (dp, prog, days, time, spots, rate) in enumerate(AMAG6_ROWS):
        y = top - 16 - 15 * (i + 1)
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(prog, str(spots), rate, _plain(amount)))
        if i % 2:
            _band(c, 36, y, w - 72, 15, (0.92, 0.96, 0.95))
        cells = (dp, prog, days, time, ":30", str(spots), _usd(rate), _usd(amount))
        _row(c, xs, y + 4.5, cells, aligns, 8)
    c.setLineWidth(0.8)
    c.line(36, y, w - 36, y)
    total_spots = sum(r[4] for r in AMAG6_ROWS)
    _row(c, xs, y - 12, ("Totals", "", "", "", "", str(total_spots), "", _usd(gross)), aligns, 8, BOLD)
    commission, net = _comm(gross)
    _sums(
        c,
        376,
        w - 39,
        y - 36,
        (
            ("Gross Amount", _usd(gross), True),
            ("Agency Commission 15%", _usd(commission), False),
            ("Net Authorized", _usd(net), True),
        ),
        8.5,
        13,
    )
    terms = (
        "Authorization and billing instructions",
        "This authorization is issued by Pinnacle Brand Partners, Inc. as agent for the advertiser",
        "named above (sequential liability). Confirm by signed contract within 2 business days.",
        "Invoice the agency per broadcast month with notarized affidavit, showing IO number and",
        "estimate; email ap@pinnaclebrandpartners.com. Make-goods require buyer approval.",
        "No spots Thanksgiving Day. Product protection: 15 minutes from other healthcare providers.",
    )
    _block(c, 36, y - 90, terms, 7.6, pitch=10.5, first=BOLD)
    _signs(c, y - 176, ("Authorized: Pinnacle Brand Partners, Inc.", "Accepted: KDVQ-TV"))
    _grey(c, 36, 30, ("PBP Media Authorization PBP-IO-26-7714  |  Page 1 of 1  |  Confidential",), 6.5)
    return _truth("PBP-IO-26-7714", "2026-11-10", "KDVQ-TV", "Front Range Orthopedics & Spine", gross, items)


# amot7: a station group's digital / OTT streaming order, New Orleans, impressions and CPM, landscape
AMOT7_ROWS = (
    ("L-01", "CTV/OTT Premium Streaming :30", "A25-54, New Orleans DMA", 250000, "32.00"),
    ("L-02", "WBTQ+ Station App CTV :30", "Station app, all viewers", 180000, "28.50"),
    ("L-03", "Pre-roll Video :15", "Home buyers, 25-mile radius", 400000, "18.00"),
    ("L-04", "Streaming Audio :30", "A25-54, Gulf South", 150000, "14.75"),
    ("L-05", "Targeted Display 300x250/728x90", "Behavioral: new movers", 600000, "8.50"),
    ("L-06", "Geo-fence Mobile Display", "12 branch fences + conquest", 125500, "22.40"),
    ("L-07", "Native Sponsored Content", "wbtq.com news pages", 320000, "9.25"),
)
AMOT7_PURPLE = (0.35, 0.15, 0.5)


def amot7(c) -> dict:
    w, h = LAND
    _band(c, 0, h - 8, w, 8, AMOT7_PURPLE)
    c.setFillColorRGB(*AMOT7_PURPLE)
    _text(c, 36, h - 42, "crescent", 22, BOLD)
    _text(c, 36 + c.stringWidth("crescent ", BOLD, 22), h - 42, "digital", 22, OBLIQUE)
    c.setFillGray(0)
    _text(c, 36, h - 56, "Crescent Digital Media, LLC  -  the digital sales group of WBTQ-TV and WNLQ-FM", 8)
    _text(c, 36, h - 67, "1024 Poydras St, 14th Floor, New Orleans, LA 70112  -  digital@crescentdm.com", 7.5)
    _text(c, w - 36, h - 40, "DIGITAL ADVERTISING ORDER", 14, BOLD, True)
    _keys(
        c,
        w - 236,
        h - 56,
        (("Order #", "CDM-40218"), ("Order Date", "2026-11-06"), ("Campaign", "2026-11-09 to 2026-12-20")),
        64,
        8,
        11,
    )
    c.line(36, h - 92, w - 36, h - 92)
    cols = (
        (36, (("Advertiser", "Magnolia Coast Credit Union"), ("Campaign", "Holiday Home Equity"))),
        (290, (("Agency", "Bywater Media Partners"), ("Address", "800 Magazine St, New Orleans, LA 70130"))),
        (560, (("Account Mgr", "Celeste Fontenot"), ("Reporting", "Weekly, dashboard"))),
    )
    for x, pairs in cols:
        _keys(c, x, h - 108, pairs, 60, 8, 11.5)
    xs = (36, 76, 236, 396, 466, 536, 620, 672, 756)
    aligns = "lllccrrr"
    top = h - 150
    _band(c, 36, top - 18, 720, 18, (0.9, 0.86, 0.94))
    heads = ("Line", "Product", "Targeting", "Start", "End", "Impressions", "CPM", "Cost")
    _row(c, xs, top - 12, heads, aligns, 8, BOLD)
    items, gross = [], Decimal(0)
    y = top - 18
    for i, (lid, product, target, impr, cpm) in enumerate(AMOT7_ROWS):
        y = top - 18 - 17 * (i + 1)
        cost = (Decimal(impr) * Decimal(cpm) / 1000).quantize(CENT, ROUND_HALF_UP)
        gross += cost
        items.append(_item(product, str(impr), cpm, _plain(cost)))
        cells = (lid, product, target, "2026-11-09", "2026-12-20", f"{impr:,}", _usd(cpm), _usd(cost))
        _row(c, xs, y + 5.5, cells, aligns, 8)
        c.setStrokeGray(0.8)
        c.line(36, y, 756, y)
        c.setStrokeGray(0)
    total_impr = sum(r[3] for r in AMOT7_ROWS)
    _row(c, xs, y - 13, ("", "Total", "", "", "", f"{total_impr:,}", "", _usd(gross)), aligns, 8, BOLD)
    c.line(36, y - 19, 756, y - 19)
    commission, net = _comm(gross)
    c.setFillColorRGB(0.97, 0.95, 0.99)
    c.rect(520, y - 96, 236, 62, stroke=1, fill=1)
    c.setFillGray(0)
    _sums(
        c,
        528,
        748,
        y - 50,
        (
            ("Gross Amount", _usd(gross), True),
            ("Agency Commission (15%)", _usd(commission), False),
            ("Net Amount", _usd(net), True),
        ),
        8.5,
        15,
    )
    notes = (
        "Delivery and billing",
        "CPM = cost per 1,000 impressions. Impressions are served evenly over the flight; delivery is billed on",
        "3rd-party verified impressions up to the ordered amount (no over-delivery charges). Under-delivery over",
        "5% is made good in the following month or credited. Invoiced monthly in arrears to the agency, net 30.",
        "Creative specs: :15/:30 video MP4 1920x1080; display per IAB standard. All amounts in USD.",
    )
    _block(c, 36, y - 40, notes, 7.5, pitch=10.5, first=BOLD)
    _signs(c, 50, ("Crescent Digital Media, LLC", "Agency / Advertiser"), gap=260)
    _grey(c, 600, 30, ("Order CDM-40218  -  Page 1 of 1",), 6.5)
    return _truth(
        "CDM-40218", "2026-11-06", "Crescent Digital Media, LLC", "Magnolia Coast Credit Union", gross, items
    )


# amsp8: a Miami Spanish-language station's order, printed in English with Spanish program names
AMSP8_ROWS = (
    ("Despierta Miami", "M-F", "6:00a-9:00a", (4, 4, 4, 4), "60.00"),
    ("Noticiero 41 Mediodía", "M-F", "12:00p-12:30p", (3, 3, 3, 3), "75.00"),
    ("Noticiero 41 Edición Estelar", "M-F", "6:00p-6:30p", (4, 4, 4, 4), "165.00"),
    ("Novela: Corazón de Fuego", "M-F", "7:00p-8:00p", (4, 4, 4, 3), "180.00"),
    ("La Noche es Nuestra", "M-F", "9:00p-10:00p", (3, 3, 3, 3), "150.00"),
    ("Noticiero 41 Edición Nocturna", "M-Su", "11:00p-11:30p", (4, 4, 4, 4), "120.00"),
    ("Sábado de Risas", "Sa", "8:00p-10:00p", (2, 2, 2, 2), "140.00"),
    ("Fútbol de Domingo", "Su", "1:00p-3:00p", (2, 2, 2, 2), "220.00"),
    ("Cine de Medianoche", "M-Su", "12:00a-2:00a", (4, 4, 4, 4), "25.00"),
    ("Rotativo de Estación (ROS)", "M-Su", "6:00a-2:00a", (5, 5, 5, 5), "40.00"),
)
AMSP8_ORANGE = (0.9, 0.45, 0.05)


def amsp8(c) -> dict:
    w, h = letter
    c.setFillColorRGB(*AMSP8_ORANGE)
    c.circle(62, h - 58, 24, stroke=0, fill=1)
    c.setFillGray(1)
    _centre(c, 124, h - 64, "41", 18, BOLD)
    c.setFillGray(0)
    _text(c, 96, h - 50, "WSVM-TV  Canal 41", 18, BOLD)
    _text(c, 96, h - 63, "Sol Vision Media Holdings, Inc.", 9, BOLD)
    _text(c, 96, h - 74, "2100 Coral Way, Miami, FL 33145  |  (305) 555-0141  |  Miami-Ft. Lauderdale", 7.5)
    c.setFillColorRGB(*AMSP8_ORANGE)
    c.rect(w - 196, h - 88, 160, 56, stroke=0, fill=1)
    c.setFillGray(1)
    _text(c, w - 188, h - 46, "SPOT ORDER", 12, BOLD)
    _text(c, w - 188, h - 60, "Order No.  ORD 26-5531", 8.5, BOLD)
    _text(c, w - 188, h - 72, "Order Date  Oct 26, 2026", 8.5)
    _text(c, w - 188, h - 83, "Revision  0", 8.5)
    c.setFillGray(0)
    info = (
        ("Advertiser", "Mercado La Cosecha"),
        ("Product", "Ofertas Navideñas / Holiday Savings"),
        ("Agency", "Brickell Hispanic Marketing LLC"),
        ("Agency Addr.", "1221 Brickell Ave, Suite 900, Miami, FL 33131"),
    )
    _keys(c, 36, h - 108, info, 64, 8.5, 11.5)
    info2 = (("Flight", "Nov 2 - Nov 29, 2026"), ("Language", "Spanish"), ("AE", "Ramón Echeverría"))
    _keys(c, 380, h - 108, info2, 54, 8.5, 11.5)
    xs = (36, 56, 200, 232, 300, 326, 356, 386, 416, 446, 476, 516, 576)
    aligns = "clccccccccrr"
    top = h - 170
    c.setLineWidth(0.5)
    c.rect(36, top - 18, w - 72, 18)
    heads = (
        "#",
        "Program",
        "Days",
        "Time",
        "Len",
        "Nov 2",
        "Nov 9",
        "Nov 16",
        "Nov 23",
        "Spots",
        "Rate",
        "Amount",
    )
    _row(c, xs, top - 12, heads, aligns, 7.5, BOLD)
    items, gross = [], Decimal(0)
    y = top - 18
    for i, (prog, days, time, weeks, rate) in enumerate(AMSP8_ROWS):
        y = top - 18 - 15 * (i + 1)
        spots = sum(weeks)
        amount = _amt(spots, rate)
        gross += amount
        items.append(_item(prog, str(spots), rate, _plain(amount)))
        cells = (str(i + 1), prog, days, time, ":30", *map(str, weeks), str(spots), _num(rate), _num(amount))
        _row(c, xs, y + 4.5, cells, aligns, 7.6)
        c.setStrokeColorRGB(0.95, 0.8, 0.65)
        c.line(36, y, w - 36, y)
        c.setStrokeGray(0)
    c.line(36, y, w - 36, y)
    weekly = [sum(r[3][k] for r in AMSP8_ROWS) for k in range(4)]
    cells = ("", "Total", "", "", "", *map(str, weekly), str(sum(weekly)), "", _num(gross))
    _row(c, xs, y - 12, cells, aligns, 7.6, BOLD)
    commission, net = _comm(gross)
    _sums(
        c,
        380,
        w - 39,
        y - 38,
        (
            ("Gross Amount", _usd(gross), True),
            ("Agency Commission 15%", _usd(commission), False),
            ("Net Amount", _usd(net), True),
        ),
        8.5,
        13,
    )
    notes = (
        "Notes",
        "Copy in Spanish: MLC-NAV-30A / MLC-NAV-30B, 50/50.",
        "Novela spots in the first or last break only.",
        "Fútbol de Domingo: in-game breaks, Liga MX.",
        "Billing: broadcast month, agency, net 30, USD.",
    )
    _block(c, 36, y - 38, notes, 7.5, pitch=10.5, first=BOLD)
    _signs(c, y - 120, ("WSVM-TV / Sol Vision Media Holdings, Inc.", "Agency"))
    _grey(c, 36, 30, ("WSVM-TV  -  ORD 26-5531  -  Página 1 de 1 / Page 1 of 1",), 6.5)
    return _truth(
        "ORD 26-5531", "2026-10-26", "Sol Vision Media Holdings, Inc.", "Mercado La Cosecha", gross, items
    )


# amgr9: a Des Moines radio group's contract for three stations, a subtotal per station, two pages
AMGR9_STATIONS = (
    (
        "KDMQ-FM 98.3 The Bull",
        "Country",
        (
            ("Morning Drive", "M-F", "6a-10a", ":60", 10, 6, "62.00"),
            ("Midday", "M-F", "10a-3p", ":60", 8, 6, "44.00"),
            ("Afternoon Drive", "M-F", "3p-7p", ":60", 10, 6, "58.00"),
            ("Evening", "M-F", "7p-12m", ":60", 5, 6, "22.00"),
            ("Weekend", "Sa-Su", "6a-8p", ":60", 6, 6, "30.00"),
            ("Country Countdown", "Su", "8a-12n", ":60", 2, 6, "35.00"),
        ),
    ),
    (
        "KHWK-FM 103.1 The Hawk",
        "Classic Rock",
        (
            ("Morning Drive", "M-F", "5:30a-10a", ":60", 8, 6, "55.00"),
            ("Midday", "M-F", "10a-3p", ":60", 6, 6, "38.00"),
            ("Afternoon Drive", "M-F", "3p-7p", ":60", 8, 6, "52.00"),
            ("Nights", "M-F", "7p-12m", ":60", 4, 6, "18.00"),
            ("Weekend", "Sa-Su", "6a-8p", ":60", 6, 6, "24.00"),
        ),
    ),
    (
        "KPWN-AM 1390 NewsTalk",
        "News/Talk",
        (
            ("Iowa Morning News", "M-F", "5a-9a", ":60", 10, 6, "48.00"),
            ("Midday Talk", "M-F", "9a-12n", ":60", 6, 6, "32.00"),
            ("Afternoon Talk", "M-F", "2p-6p", ":60", 8, 6, "40.00"),
            ("Hawkeyes Football", "Sa", "Game", ":30", 4, 3, "95.00"),
            ("Weekend Home Show", "Sa", "8a-10a", ":60", 3, 6, "28.00"),
        ),
    ),
)
AMGR9_XS = (36, 60, 196, 240, 300, 330, 370, 402, 446, 500, 576)
AMGR9_ALIGN = "clcccccrrr"
AMGR9_BROWN = (0.45, 0.3, 0.1)


def _amgr9_head(c, page: int) -> None:
    w, h = letter
    c.setFillColorRGB(*AMGR9_BROWN)
    for k in range(3):
        c.rect(36 + 12 * k, h - 72, 8, 18 + 10 * k, stroke=0, fill=1)
    _text(c, 80, h - 50, "PRAIRIE WIND", 16, BOLD)
    c.setFillGray(0)
    _text(c, 80, h - 62, "Prairie Wind Broadcasting, Inc.", 9, BOLD)
    _text(c, 80, h - 73, "2141 Grand Ave, Des Moines, IA 50312  |  (515) 555-0198  |  KDMQ  KHWK  KPWN", 7.5)
    _text(c, w - 36, h - 48, "GROUP CONTRACT", 13, BOLD, True)
    _text(c, w - 36, h - 61, "Contract No. PWB-260488", 8.5, right=True)
    _text(c, w - 36, h - 72, f"Page {page} of 2", 7.5, right=True)
    c.setStrokeColorRGB(*AMGR9_BROWN)
    c.setLineWidth(1)
    c.line(36, h - 84, w - 36, h - 84)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)


def _amgr9_station(c, top: float, name: str, fmt: str, rows, items: list) -> tuple[float, Decimal]:
    """A station's section from ``top`` down, its lines added to ``items``; (the y under it, its subtotal)."""
    w = letter[0]
    _band(c, 36, top - 15, w - 72, 15, (0.93, 0.88, 0.8))
    _text(c, 40, top - 11, f"{name}  ({fmt})", 8.5, BOLD)
    heads = ("Ln", "Daypart / Program", "Days", "Time", "Len", "/Wk", "Wks", "Spots", "Rate", "Amount")
    _row(c, AMGR9_XS, top - 27, heads, AMGR9_ALIGN, 7, BOLD)
    c.line(36, top - 31, w - 36, top - 31)
    subtotal = Decimal(0)
    y = top - 31
    for i, (dp, days, time, length, per, wks, rate) in enumerate(rows):
        y = top - 31 - 14 * (i + 1)
        spots = per * wks
        amount = _amt(spots, rate)
        subtotal += amount
        items.append(_item(dp, str(spots), rate, _plain(amount)))
        cells = (str(i + 1), dp, days, time, length, str(per), str(wks), str(spots), _num(rate), _num(amount))
        _row(c, AMGR9_XS, y + 4, cells, AMGR9_ALIGN, 8)
    c.line(300, y - 2, w - 36, y - 2)
    _text(c, 440, y - 13, f"Subtotal {name.split()[0]}", 8, BOLD, True)
    _text(c, w - 39, y - 13, _usd(subtotal), 8, BOLD, True)
    return y - 32, subtotal


def amgr9(c) -> dict:
    w, h = letter
    _amgr9_head(c, 1)
    left = (
        ("Advertiser:", "Hawkeye Heating & Cooling"),
        ("Product:", "Furnace Replacement Event"),
        ("Agency:", "Raccoon River Media"),
        ("", "400 Locust St, Suite 1200, Des Moines, IA 50309"),
    )
    _keys(c, 36, h - 102, left, 58, 8.5, 11.5)
    right = (
        ("Contract Date:", "03-Nov-2026"),
        ("Flight:", "09-Nov-2026 to 20-Dec-2026"),
        ("Account Exec:", "Laura Jensen"),
        ("Billing:", "Broadcast month, agency"),
    )
    _keys(c, 350, h - 102, right, 70, 8.5, 11.5)
    items: list = []
    subtotals = []
    y = h - 160
    for name, fmt, rows in AMGR9_STATIONS[:2]:
        y, sub = _amgr9_station(c, y, name, fmt, rows, items)
        subtotals.append(sub)
    _text(c, w - 36, y + 6, "continued on page 2", 7, OBLIQUE, True)
    _grey(c, 36, 30, ("Prairie Wind Broadcasting, Inc.  -  PWB-260488",), 6.5)
    c.showPage()
    _amgr9_head(c, 2)
    name, fmt, rows = AMGR9_STATIONS[2]
    y, sub = _amgr9_station(c, h - 104, name, fmt, rows, items)
    subtotals.append(sub)
    gross = sum(subtotals, Decimal(0))
    _text(c, 300, y - 4, "Station summary", 9, BOLD)
    c.line(300, y - 8, w - 36, y - 8)
    y2 = _sums(
        c, 300, w - 39, y - 22, [(s[0], _usd(v), False) for s, v in zip(AMGR9_STATIONS, subtotals)], 8.5, 13
    )
    c.line(300, y2 + 6, w - 36, y2 + 6)
    commission, net = _comm(gross)
    _sums(
        c,
        300,
        w - 39,
        y2 - 8,
        (
            ("Total Gross - All Stations", _usd(gross), True),
            ("Agency Commission 15%", _usd(commission), False),
            ("Total Net", _usd(net), True),
        ),
        8.5,
        13,
    )
    terms = (
        "Terms",
        "Each station invoices separately per",
        "broadcast month with its affidavit.",
        "Hawkeyes Football: 3 home games,",
        "4 in-game :30s each.",
        "Payment net 30; 1.5% per month late.",
        "Cancellation: 2 weeks written notice.",
    )
    _block(c, 36, y - 4, terms, 7.8, pitch=10.5, first=BOLD)
    _signs(c, y2 - 110, ("Prairie Wind Broadcasting, Inc.", "Agency / Advertiser"))
    _grey(c, 36, 30, ("Prairie Wind Broadcasting, Inc.  -  PWB-260488",), 6.5)
    return _truth(
        "PWB-260488",
        "2026-11-03",
        "Prairie Wind Broadcasting, Inc.",
        "Hawkeye Heating & Cooling",
        gross,
        items,
    )


# amin10: a Boise station's invoice for aired spots, make-goods and a credit line
AMIN10_ROWS = (
    ("1", "Good Morning Idaho", "15", "14", "65.00"),
    ("2", "KIDQ News at 5", "10", "10", "180.00"),
    ("3", "KIDQ News at 6", "10", "9", "220.00"),
    ("4", "Prime Rotator", "8", "8", "250.00"),
    ("5", "KIDQ News at 10", "10", "10", "175.00"),
    ("MG", "MG for Ln 1: Idaho Today", "", "1", "65.00"),
    ("MG", "MG for Ln 3: KIDQ News at 5:30", "", "1", "220.00"),
    ("CR", "Credit: Ln 4 aired out of daypart Nov 17", "", "-1", "250.00"),
)


def _amin10_head(c) -> None:
    w, h = letter
    c.setLineWidth(2)
    c.setStrokeColorRGB(0.1, 0.35, 0.2)
    c.rect(36, h - 78, 48, 42)
    c.setStrokeGray(0)
    c.setLineWidth(0.5)
    _centre(c, 120, h - 64, "6", 26, TIMES_B)
    _text(c, 94, h - 50, "KIDQ-TV", 18, BOLD)
    _text(c, 94, h - 62, "Snake River Broadcasting, LLC", 9, BOLD)
    _text(c, 94, h - 73, "1100 W Front St, Boise, ID 83702  |  (208) 555-0106", 7.5)
    _text(c, w - 36, h - 50, "INVOICE", 20, BOLD, True)
    _sums(
        c,
        w - 206,
        w - 36,
        h - 66,
        (
            ("Invoice No.", "2611-30172", True),
            ("Invoice Date", "Nov 30, 2026", False),
            ("Due Date", "Dec 30, 2026", False),
            ("Contract No.", "6651", False),
            ("Broadcast Month", "November 2026", False),
        ),
        8,
        11,
    )


def amin10(c) -> dict:
    w, h = letter
    _amin10_head(c)
    c.rect(36, h - 184, 250, 70)
    _text(c, 42, h - 126, "BILL TO (AGENCY)", 7, BOLD)
    _block(
        c,
        42,
        h - 138,
        (
            "Sawtooth Advertising Group",
            "950 W Bannock St, Suite 700",
            "Boise, ID 83702",
            "Agency Code: SAG-02",
        ),
        8.5,
        pitch=10.5,
        first=BOLD,
    )
    _keys(
        c,
        300,
        h - 132,
        (
            ("Advertiser", "Treasure Valley Hyundai"),
            ("Product", "Year-End Sell-Down"),
            ("Period", "Oct 26 - Nov 29, 2026"),
            ("Salesperson", "Megan Lowry"),
        ),
        58,
        8.5,
        11.5,
    )
    xs = (36, 60, 300, 356, 404, 480, 576)
    aligns = "clcccr"
    top = h - 202
    _band(c, 36, top - 16, w - 72, 16, (0.85, 0.92, 0.87))
    _row(c, xs, top - 11, ("Ln", "Description", "Ordered", "Aired", "Rate", "Amount"), aligns, 8, BOLD)
    items, gross = [], Decimal(0)
    y = top - 16
    for i, (ln, desc, ordered, aired, rate) in enumerate(AMIN10_ROWS):
        y = top - 16 - 15 * (i + 1)
        amount = _amt(int(aired), rate)
        gross += amount
        items.append(_item(desc, aired, rate, _plain(amount)))
        cells = (ln, desc, ordered, aired, _num(rate), _num(amount))
        _row(c, xs, y + 4.5, cells, aligns, 8, OBLIQUE if ln == "CR" else "Helvetica")
        c.setStrokeGray(0.8)
        c.line(36, y, w - 36, y)
        c.setStrokeGray(0)
    _text(
        c,
        36,
        y - 12,
        "Aired spots per affidavit attached. Ln 1 and Ln 3: 1 spot each preempted Nov 12 (election",
        7,
        OBLIQUE,
    )
    _text(
        c,
        36,
        y - 21,
        "coverage) and made good as shown. Ln 4: 1 spot aired outside the ordered daypart, credited.",
        7,
        OBLIQUE,
    )
    commission, net = _comm(gross)
    c.rect(352, y - 98, 224, 64)
    _sums(
        c,
        358,
        570,
        y - 48,
        (
            ("Gross Amount", _usd(gross), True),
            ("Less Agency Commission 15%", "-" + _usd(commission), False),
        ),
        8.5,
        14,
    )
    c.line(358, y - 72, 570, y - 72)
    _text(c, 358, y - 88, "Amount Due", 10, BOLD)
    _text(c, 570, y - 88, _usd(net), 10, BOLD, True)
    remit = (
        "Remit to",
        "Snake River Broadcasting, LLC",
        "PO Box 6106, Boise, ID 83707-6106",
        "ACH: Idaho Mountain Bank, ABA 124100417",
        "Acct 5501 2290 61",
        "Please include invoice no. 2611-30172.",
        "Past-due balances accrue 1.5% per month.",
    )
    _block(c, 36, y - 48, remit, 7.8, pitch=10.5, first=BOLD)
    _grey(c, 36, 30, ("KIDQ-TV  |  Invoice 2611-30172  |  Contract 6651  |  Page 1 of 1",), 6.5)
    return _truth(
        "2611-30172",
        "2026-11-30",
        "Snake River Broadcasting, LLC",
        "Treasure Valley Hyundai",
        net,
        items,
        "2026-12-30",
    )


LAYOUTS = {
    "amcb1": (amcb1, LAND),
    "amrg2": (amrg2, letter),
    "ampo3": (ampo3, letter),
    "amrv4": (amrv4, letter),
    "amtv5": (amtv5, letter),
    "amag6": (amag6, letter),
    "amot7": (amot7, LAND),
    "amsp8": (amsp8, letter),
    "amgr9": (amgr9, letter),
    "amin10": (amin10, letter),
}
SCANNED = ("amcb1", "amtv5", "amsp8", "amin10")
