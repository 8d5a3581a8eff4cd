"""Fake business content: companies, addresses, line items, dates and amounts, and their printed forms.

Everything is drawn from a ``random.Random`` passed in, so a document is a pure function of its seed. Amounts
are ``Decimal`` and rounded half-up to cents, so the printed totals always add up: line amount = quantity ×
unit price, subtotal = Σ line amounts, tax = subtotal × rate, total = subtotal + shipping + tax.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")

# -- word banks -------------------------------------------------------------------------------------------

_NAME_A = (
    "North", "Blue", "Silver", "Summit", "Pioneer", "Atlas", "Crest", "Harbor", "Granite", "Evergreen",
    "Falcon", "Meridian", "Orion", "Keystone", "Riverside", "Sterling", "Apex", "Cedar", "Lakeside", "Vertex",
    "Nordic", "Alpen", "Rhein", "Sonnen", "Oak", "Redwood", "Coastal", "Prairie", "Union", "Liberty",
    "Beacon", "Cobalt", "Quantum", "Tri-State", "Pacific", "Midland", "Hanse", "Bavaria", "Elbe", "Aurora",
)
_NAME_B = (
    "Industrial", "Supply", "Logistics", "Foods", "Electronics", "Tools", "Office", "Paper", "Chemicals",
    "Textiles", "Packaging", "Medical", "Systems", "Components", "Hardware", "Trading", "Metalworks",
    "Plastics", "Distribution", "Engineering", "Labs", "Outfitters", "Provisions", "Fasteners", "Solutions",
    "Technik", "Handel", "Werkzeuge", "Maschinenbau", "Electric",
)
_SURNAMES = (
    "Miller", "Schmidt", "Johnson", "Becker", "Walker", "Fischer", "Thompson", "Wagner", "Harris", "Hoffmann",
    "Clarke", "Keller", "Morgan", "Weber", "Bennett", "Schulz", "Dupont", "Martin", "Lefebvre", "Moreau",
    "Patel", "Nguyen", "Kowalski", "Rossi", "Jensen", "Novak", "Brooks", "Lindqvist", "Okafor", "Tanaka",
)
_FIRST = ("Anna", "James", "Lena", "Paul", "Maria", "David", "Sophie", "Tom", "Julia", "Marc", "Emma", "Lukas")
_SUFFIX = {
    "us": ("Inc.", "LLC", "Corp.", "Co.", "Inc.", "Group"),
    "uk": ("Ltd", "Ltd", "PLC", "Limited", "& Co."),
    "de": ("GmbH", "GmbH", "AG", "KG", "GmbH & Co. KG", "e.K."),
    "fr": ("SARL", "SA", "SAS", "S.A."),
}
_STREET = (
    "Oak", "Maple", "Pine", "Cedar", "Elm", "Washington", "Lincoln", "Park", "Lake", "Hill", "Mill", "Church",
    "Station", "Market", "Bridge", "Spring", "River", "Highland", "Sunset", "Franklin", "Jackson", "Industrial",
)
_STREET_DE = ("Haupt", "Bahnhof", "Garten", "Schul", "Berg", "Linden", "Industrie", "Wald", "Ring", "Kirch",
              "Mühlen", "Hafen", "Goethe", "Schiller", "Rosen", "Birken")
_STREET_FR = ("de la Paix", "Victor Hugo", "des Lilas", "du Commerce", "Pasteur", "de la Gare", "Jean Jaurès",
              "des Écoles", "de Lyon", "Voltaire")
_CITY = {
    "us": (("Springfield", "IL"), ("Madison", "WI"), ("Austin", "TX"), ("Portland", "OR"), ("Denver", "CO"),
           ("Columbus", "OH"), ("Raleigh", "NC"), ("Tucson", "AZ"), ("Albany", "NY"), ("Boise", "ID"),
           ("Fresno", "CA"), ("Omaha", "NE"), ("Richmond", "VA"), ("Trenton", "NJ")),
    "uk": ("London", "Leeds", "Bristol", "Manchester", "Glasgow", "Cardiff", "Leicester", "Norwich", "York"),
    "de": ("Berlin", "Hamburg", "München", "Köln", "Stuttgart", "Leipzig", "Dresden", "Bremen", "Hannover",
           "Nürnberg", "Mainz", "Freiburg"),
    "fr": ("Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Lille", "Bordeaux", "Rennes", "Dijon"),
}
_COUNTRY = {"us": "USA", "uk": "United Kingdom", "de": "Germany", "fr": "France"}

# item catalogue: category → products, each (name, qualifiers, specs) that make sense together
_ITEMS: tuple[tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...], ...] = (
    (("Hex Bolt", ("Steel", "Stainless", "Zinc-plated"), ("M6x30", "M8x40", "M10x60", "Pack of 100")),
     ("Washer", ("Steel", "Stainless", "Spring"), ("M8", "M10", "3/8in", "Pack of 200")),
     ("Lock Nut", ("Nylon", "Stainless", "Zinc-plated"), ("M6", "M8", "1/4in")),
     ("Wood Screw", ("Brass", "Steel", "Countersunk"), ("4x40mm", "5x60mm", "Box of 500")),
     ("Hinge", ("Brass", "Stainless", "Heavy Duty"), ("75mm", "100mm", "Pair")),
     ("Anchor", ("Concrete", "Drywall", "Wedge"), ("8mm", "10mm", "Pack of 50"))),
    (("Copy Paper", ("Recycled", "Premium", "Bright White"), ("A4 80gsm", "Letter 20lb", "500 Sheets")),
     ("Envelopes", ("Window", "Self-seal", "Kraft"), ("C5", "DL", "Box of 500")),
     ("Notebook", ("Spiral", "Hardcover", "Recycled"), ("A5 Ruled", "A4 Squared", "Pack of 10")),
     ("Ring Binder", ("Lever Arch", "2-Ring", "Presentation"), ("A4 Blue", "A4 Black", "50mm")),
     ("Labels", ("Address", "Shipping", "Removable"), ("63.5x38.1mm", "Sheet of 21", "Box of 100 Sheets")),
     ("Toner Cartridge", ("Black", "Cyan", "High Yield"), ("TN-2420", "CF259A", "3,000 Pages"))),
    (("Nitrile Gloves", ("Powder-free", "Disposable", "Blue"), ("Size M", "Size L", "Box of 100")),
     ("Face Masks", ("Surgical", "FFP2", "3-Ply"), ("Box of 50", "Individually Wrapped")),
     ("Gauze Pads", ("Sterile", "Non-woven"), ("4x4in", "10x10cm", "Pack of 25")),
     ("Syringes", ("Sterile", "Luer Lock", "Disposable"), ("5ml", "10ml", "Box of 100")),
     ("Hand Sanitizer", ("Alcohol-based", "Gel"), ("500ml", "5L Refill"))),
    (("USB-C Cable", ("Braided", "Fast Charging"), ("1m", "2m", "Black")),
     ("HDMI Cable", ("High Speed", "4K"), ("1.5m", "3m")),
     ("Keyboard", ("Wireless", "Mechanical", "Compact"), ("US Layout", "UK Layout", "Black")),
     ("Mouse", ("Wireless", "Optical", "Ergonomic"), ("Black", "Grey")),
     ("Monitor", ("LED", "IPS"), ("24in 1080p", "27in QHD")),
     ("Power Supply", ("Universal", "Laptop"), ("65W", "90W", "USB-C"))),
    (("Shipping Box", ("Corrugated", "Double Wall", "Heavy Duty"), ("40x30x20cm", "60x40x40cm", "Bundle of 25")),
     ("Bubble Wrap", ("Anti-static", "Large Bubble"), ("Roll 50m", "Roll 100m")),
     ("Stretch Film", ("Hand", "Machine"), ("500mm x 300m", "23 Micron")),
     ("Packing Tape", ("Clear", "Brown", "Low Noise"), ("48mm x 66m", "Pack of 6")),
     ("Mailer Bag", ("Poly", "Padded"), ("A4", "C4", "Pack of 100"))),
    (("Coffee Beans", ("Arabica", "Organic", "Espresso"), ("1kg", "500g")),
     ("Olive Oil", ("Extra Virgin", "Organic"), ("750ml", "5L")),
     ("Green Tea", ("Organic", "Jasmine", "Sencha"), ("25 Bags", "100 Bags")),
     ("Mineral Water", ("Sparkling", "Still"), ("Case of 12", "Case of 24 x 500ml")),
     ("Oat Milk", ("Barista", "Organic"), ("1L", "Case of 6")),
     ("Basmati Rice", ("White", "Brown", "Organic"), ("1kg", "5kg"))),
    (("Centrifugal Pump", ("Stainless", "Cast Iron"), ("DN25", "1.5kW", "230V")),
     ("Ball Valve", ("Brass", "Stainless", "Full Bore"), ("1/2in NPT", "DN20", "PN40")),
     ("Ball Bearing", ("Deep Groove", "Sealed"), ("6204-2RS", "6205-ZZ", "6301")),
     ("V-Belt", ("Drive", "Cogged"), ("A-38", "B-52", "XPZ-1000")),
     ("Hydraulic Hose", ("High Pressure", "Braided"), ("1/2in x 2m", "3/8in x 1m")),
     ("Air Filter", ("Pneumatic", "Panel"), ("5 micron", "G4 592x592"))),
)
# what a till sells: (name, sizes a shelf label prints; "" for none): everyday staples, none taken from a
# validation set. Sizes and counts printed inside the name ("COLA 330ML", "12OZ LATTE", "EGGS 12CT") belong to the
# description, not to the quantity.
_RETAIL: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Red Apples", ("1KG", "per lb", "")), ("Kiwi Fruit", ("EACH", "6PK")), ("Carrots", ("1KG", "")),
    ("Potatoes", ("2.5KG", "5LB")), ("Semi Skimmed Milk", ("1L", "2L", "1 GAL")), ("Eggs", ("12CT", "6 PK", "DOZEN")),
    ("White Bread", ("800G", "")), ("Salted Butter", ("250G",)), ("Natural Yogurt", ("500G", "4X125G")),
    ("Mozzarella", ("125G", "")), ("Chicken Thighs", ("1KG", "")), ("Basmati Rice", ("1KG", "5LB")),
    ("Penne Pasta", ("500G", "")), ("Orange Juice", ("1.5L", "")), ("Cola", ("330ML", "2L", "6X330ML")),
    ("Still Water", ("500ML", "1.5L")), ("Lager", ("500ML", "4PK", "PINT")), ("Red Wine", ("750ML", "")),
    ("Espresso", ("", "DOUBLE")), ("Latte", ("12OZ", "16OZ", "REG")), ("Cappuccino", ("LARGE", "")),
    ("Hamburger", ("DOUBLE", "")), ("Chips", ("LARGE", "REG")), ("Club Sandwich", ("",)), ("Greek Salad", ("",)),
    ("Pepperoni Pizza", ("12IN", "")), ("Beef Noodles", ("",)), ("Vegetable Curry", ("",)),
    ("Chicken Wings", ("6PC", "12PC")), ("Blueberry Muffin", ("",)), ("Vanilla Ice Cream", ("500ML", "")),
    ("Kitchen Roll", ("2 ROLLS",)), ("Washing Up Liquid", ("500ML",)), ("Toothbrush", ("2PK", "")),
    ("AAA Batteries", ("4PK", "8PK")), ("Conditioner", ("400ML",)), ("Bin Bags", ("20CT",)),
    ("LED Bulb", ("60W", "")), ("Paracetamol", ("500MG 16CT",)), ("Birthday Card", ("",)), ("Tulips", ("10 STEMS", "")),
    ("Diesel", ("",)), ("Screen Wash", ("5L", "")),
)
_ITEM_ID_PATTERNS = ("SKU-#####", "A###-##", "########", "ART-####-@", "@@-####", "#####.###", "P#####",
                     "###-###-##", "@####@", "10#####")
_DOC_NUMBER_PATTERNS = {
    "order": ("PO-#####", "45########", "ORD-{Y}-####", "######", "B-#####/{y}", "PO{Y}####", "SO-###-####"),
    "invoice": ("INV-#####", "{Y}-#####", "RE-########", "F######", "INV/{Y}/####", "#######", "IN-{y}####"),
    "receipt": ("#####", "R-####-####", "{Y}####", "T-######", "##########"),
}
_TERMS = (
    "Payment is due within the period stated above.",
    "Late payments are subject to interest at 1.5% per month.",
    "All prices are quoted in the currency shown and exclude customs duties.",
    "Goods remain the property of the seller until paid in full.",
    "Claims for damaged or missing goods must be made within seven days of delivery.",
    "Returns require prior written authorisation and are subject to a restocking fee.",
    "Delivery dates are estimates and not guaranteed.",
    "Risk passes to the buyer upon delivery to the carrier.",
    "The buyer shall inspect the goods promptly upon receipt.",
    "This order is governed by the laws of the seller's place of business.",
    "Please quote the document number on all correspondence and payments.",
    "Partial deliveries are accepted unless stated otherwise.",
    "The supplier warrants that the goods are free from defects in material and workmanship.",
    "Any changes to this order must be confirmed in writing.",
    "Packing slips must accompany every shipment.",
    "Invoices without a valid order reference will be returned unpaid.",
    "Prices are fixed for the duration of this agreement.",
    "The seller is not liable for delays caused by events beyond its reasonable control.",
    "Warranty claims must include the original receipt.",
    "Confidential information disclosed under this order shall not be shared with third parties.",
    "Hazardous materials must be labelled in accordance with applicable regulations.",
    "Bank charges are borne by the payer.",
    "The place of jurisdiction is the registered office of the seller.",
    "Cancellation after dispatch will incur the full shipping cost.",
    "Should any provision of these terms be invalid, the remaining provisions remain in force.",
    "Deliveries are accepted Monday to Friday between 8:00 and 16:00.",
    "Certificates of conformity must be supplied with each batch.",
    "The buyer may reject goods that do not conform to the specification.",
)
_RECEIPT_THANKS = ("Thank you for your purchase!", "Thank you for shopping with us.", "Please keep this receipt.",
                   "Returns accepted within 30 days with receipt.", "Have a nice day!")


# -- the content of one document ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Party:
    name: str
    address: tuple[str, ...]  # printed lines
    phone: str
    email: str
    tax_id: str


@dataclass(frozen=True, slots=True)
class LineItem:
    item_id: str
    description: str
    quantity: int
    unit_price: Decimal
    amount: Decimal  # quantity × unit_price, to the cent


@dataclass(frozen=True, slots=True)
class Content:
    kind: str  # order | invoice | receipt
    locale: str
    number: str
    date: dt.date
    due_date: dt.date | None
    vendor: Party
    customer: Party | None
    ship_to: tuple[str, ...]  # a second address, a distractor (never labelled)
    items: tuple[LineItem, ...]
    tax_rate: Decimal  # percent
    shipping: Decimal
    currency: str  # ISO code
    reference: str  # another number on the page (customer no. / your ref.), never labelled
    payment_terms: str
    terms: tuple[str, ...]  # filler paragraphs (terms and conditions)

    @property
    def subtotal(self) -> Decimal:
        return sum((i.amount for i in self.items), Decimal("0.00"))

    @property
    def tax(self) -> Decimal:
        return (self.subtotal * self.tax_rate / 100).quantize(CENT, ROUND_HALF_UP)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.shipping + self.tax

    def with_sizes(self, n_items: int, n_terms: int) -> Content:
        """The same document with its first ``n_items`` items and ``n_terms`` paragraphs (length tuning)."""
        from dataclasses import replace

        return replace(self, items=self.items[: max(1, n_items)], terms=self.terms[:n_terms])


def _pattern(rng: random.Random, pattern: str, date: dt.date | None = None) -> str:
    if date is not None:
        pattern = pattern.replace("{Y}", f"{date.year}").replace("{y}", f"{date.year % 100:02d}")
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(rng.choice("0123456789"))
        elif ch == "@":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        else:
            out.append(ch)
    return "".join(out)


def company_name(rng: random.Random, locale: str) -> str:
    suffix = rng.choice(_SUFFIX[locale])
    r = rng.random()
    if r < 0.5:
        return f"{rng.choice(_NAME_A)} {rng.choice(_NAME_B)} {suffix}"
    if r < 0.75:
        return f"{rng.choice(_SURNAMES)} {rng.choice(_NAME_B)} {suffix}"
    if r < 0.9:
        return f"{rng.choice(_SURNAMES)} & {rng.choice(_SURNAMES)} {suffix}"
    return f"{rng.choice(_NAME_A)}{rng.choice(('tech', 'line', 'point', 'works', 'mart'))} {suffix}"


def address(rng: random.Random, locale: str, country: bool) -> tuple[str, ...]:
    n = rng.randint(1, 1999)
    if locale == "us":
        city, state = rng.choice(_CITY["us"])
        street = f"{n} {rng.choice(_STREET)} {rng.choice(('Street', 'Avenue', 'Road', 'Blvd.', 'Drive', 'Lane'))}"
        lines = [street]
        if rng.random() < 0.25:
            lines.append(f"Suite {rng.randint(100, 990)}")
        lines.append(f"{city}, {state} {rng.randint(10000, 99950)}")
    elif locale == "uk":
        street = f"{rng.randint(1, 250)} {rng.choice(_STREET)} {rng.choice(('Road', 'Street', 'Lane', 'Way'))}"
        pc = f"{rng.choice(('M', 'LS', 'BS', 'SW', 'EC', 'G', 'CF', 'NR'))}{rng.randint(1, 20)} " \
             f"{rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
        lines = [street, rng.choice(_CITY["uk"]), pc]
    elif locale == "de":
        street = f"{rng.choice(_STREET_DE)}{rng.choice(('straße', 'weg', 'allee', 'platz'))} {rng.randint(1, 180)}"
        lines = [street, f"{rng.randint(10000, 99999)} {rng.choice(_CITY['de'])}"]
    else:
        street = f"{rng.randint(1, 150)} rue {rng.choice(_STREET_FR)}"
        lines = [street, f"{rng.randint(10000, 95999)} {rng.choice(_CITY['fr'])}"]
    if country:
        lines.append(_COUNTRY[locale])
    return tuple(lines)


# The share of firms that print a trade name instead of the registered name with its legal form: real letterheads
# often carry none ("Amazon Web Services", "NETPRESSE", "Free", "OYO" on invoice2data's test invoices), and a
# generator whose every firm ends in GmbH / Ltd / SARL teaches that a party's name is the words before a legal form.
TRADE_NAME_SHARE = 0.3
_COINED = ("tech", "line", "point", "works", "mart", "net", "lab", "go")


def trade_name(rng: random.Random, name: str) -> str:
    """A firm's trade name, from its name without the legal form: that name, in capitals, or one coined word."""
    t = rng.random()
    if t < 0.5:
        return name
    if t < 0.75:
        return name.upper()
    return f"{rng.choice(_NAME_A)}{rng.choice(_COINED)}"


def with_trade_names(c: Content, rng: random.Random) -> Content:
    """``c`` with each firm printing a trade name (its name without the legal form, :func:`trade_name`) at the
    rate TRADE_NAME_SHARE; ``rng``: a stream of its own, so that the rest of the document draws as before."""
    def retrade(p: Party | None) -> Party | None:
        if p is None or rng.random() >= TRADE_NAME_SHARE:
            return p
        suffix = max((x for x in _SUFFIX[c.locale] if p.name.endswith(" " + x)), key=len, default="")
        return replace(p, name=trade_name(rng, p.name[: len(p.name) - len(suffix)].strip() or p.name))
    return replace(c, vendor=retrade(c.vendor), customer=retrade(c.customer))


def party(rng: random.Random, locale: str, country: bool) -> Party:
    name = company_name(rng, locale)
    domain = "".join(c for c in name.split()[0].lower() if c.isalnum()) or "mail"
    tld = {"us": "com", "uk": "co.uk", "de": "de", "fr": "fr"}[locale]
    phone = {
        "us": f"({rng.randint(201, 989)}) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
        "uk": f"+44 {rng.randint(20, 199)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}",
        "de": f"+49 {rng.randint(30, 999)} {rng.randint(100000, 9999999)}",
        "fr": f"+33 {rng.randint(1, 9)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} "
              f"{rng.randint(10, 99)}",
    }[locale]
    tax_id = {
        "us": f"EIN {rng.randint(10, 99)}-{rng.randint(1000000, 9999999)}",
        "uk": f"GB{rng.randint(100000000, 999999999)}",
        "de": f"DE{rng.randint(100000000, 999999999)}",
        "fr": f"FR{rng.randint(10, 99)}{rng.randint(100000000, 999999999)}",
    }[locale]
    email = f"{rng.choice(('orders', 'billing', 'info', 'sales', 'accounts'))}@{domain}.{tld}"
    return Party(name=name, address=address(rng, locale, country), phone=phone, email=email, tax_id=tax_id)


def _retail_name(rng: random.Random, caps: bool, width: int | None) -> str:
    """A till's wording of an item: its size after the name, or before it now and then; in capitals on some
    tills; cut to the till's column width on others ("ATLANTIC SALMON FILL")."""
    name, sizes = rng.choice(_RETAIL)
    size = rng.choice(sizes)
    desc = f"{size} {name}" if size and rng.random() < 0.2 else f"{name} {size}".strip()
    desc = desc.upper() if caps else desc
    return desc[:width].rstrip() if width else desc


def line_items(rng: random.Random, n: int, id_pattern: str, retail: bool = False) -> tuple[LineItem, ...]:
    items = []
    category = rng.randrange(len(_ITEMS))
    # a till receipt sells groceries, meals, drinks (on three in five; the rest a trade counter's range), worded
    # the till's way: capitals and a cut column drawn once per receipt
    shop = retail and rng.random() < 0.6
    caps, width = (rng.random() < 0.5, rng.choice((None, None, 18, 20, 24))) if shop else (False, None)
    for _ in range(n):
        if rng.random() < 0.1:  # mostly one supplier's range, now and then something else
            category = rng.randrange(len(_ITEMS))
        if shop:
            desc = _retail_name(rng, caps, width)
        else:
            name, qual, spec = rng.choice(_ITEMS[category])
            desc = f"{rng.choice(qual)} {name}" if rng.random() < 0.8 else name
            if rng.random() < 0.7:
                desc += f" {rng.choice(spec)}"
        r = rng.random()
        if retail:  # a till receipt: a few of each, shop prices
            qty = rng.randint(1, 2) if r < 0.75 else rng.randint(3, 12)
            price = Decimal(str(round(rng.lognormvariate(1.8, 0.9), 2))).quantize(CENT)
        else:
            qty = rng.randint(1, 5) if r < 0.5 else rng.randint(6, 60) if r < 0.9 else rng.randint(61, 2500)
            price = Decimal(str(round(rng.lognormvariate(2.6 if qty < 100 else 1.2, 1.1), 2))).quantize(CENT)
        price = max(price, Decimal("0.05"))
        amount = (price * qty).quantize(CENT, ROUND_HALF_UP)
        items.append(LineItem(_pattern(rng, id_pattern), desc, qty, price, amount))
    return tuple(items)


def terms(rng: random.Random, n: int) -> tuple[str, ...]:
    return tuple(" ".join(rng.sample(_TERMS, rng.randint(3, 7))) for _ in range(n))


_TAX = {"us": ("0", "5", "6.25", "7", "8.25", "8.875"), "uk": ("20", "20", "5"), "de": ("19", "19", "7"),
        "fr": ("20", "20", "10", "5.5")}
_CURRENCY = {"us": ("USD", "USD", "USD", "CAD"), "uk": ("GBP", "GBP", "EUR"), "de": ("EUR", "EUR", "EUR", "CHF"),
             "fr": ("EUR",)}


def make_content(rng: random.Random, kind: str, locale: str, max_items: int = 50, max_terms: int = 40) -> Content:
    """A document with ``max_items`` items and ``max_terms`` paragraphs; trim it with :meth:`with_sizes`."""
    date = dt.date(2018, 1, 1) + dt.timedelta(days=rng.randrange(8 * 365))
    due = None
    if kind != "receipt":
        due = date + dt.timedelta(days=rng.choice((7, 10, 14, 21, 30, 30, 45, 60)))
    country = rng.random() < 0.4
    vendor = party(rng, locale, country)
    customer = party(rng, locale, country) if kind != "receipt" else None
    ship_to = address(rng, locale, country) if kind != "receipt" else ()
    shipping = Decimal("0.00")
    if kind != "receipt" and rng.random() < 0.35:
        shipping = Decimal(rng.choice(("9.95", "12.50", "25.00", "49.00", "75.00", "150.00")))
    return Content(
        kind=kind,
        locale=locale,
        number=_pattern(rng, rng.choice(_DOC_NUMBER_PATTERNS[kind]), date),
        date=date,
        due_date=due,
        vendor=vendor,
        customer=customer,
        ship_to=ship_to,
        items=line_items(rng, max_items, rng.choice(_ITEM_ID_PATTERNS), retail=kind == "receipt"),
        tax_rate=Decimal(rng.choice(_TAX[locale])),
        shipping=shipping,
        currency=rng.choice(_CURRENCY[locale]),
        reference=_pattern(rng, rng.choice(("C-#####", "KD######", "######", "REF-####"))),
        payment_terms=rng.choice(("Net 30", "Net 14", "Net 60", "Due on receipt", "2% 10, Net 30")),
        terms=terms(rng, max_terms),
    )


def contact_person(rng: random.Random) -> str:
    return f"{rng.choice(_FIRST)} {rng.choice(_SURNAMES)}"


def receipt_thanks(rng: random.Random) -> str:
    return rng.choice(_RECEIPT_THANKS)


# -- printed forms ---------------------------------------------------------------------------------------------

# name → (thousands separator, decimal separator)
NUMBER_FORMATS = {"us": (",", "."), "eu": (".", ","), "plain": ("", "."), "ch": ("'", "."), "plain_eu": ("", ",")}
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
_MONTHS_DE = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
              "November", "Dezember")
# strftime-like, but locale-free (strftime %B depends on the process locale)
DATE_FORMATS = (
    "DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD", "DD.MM.YYYY", "Month D, YYYY", "D Mon YYYY", "DD-Mon-YYYY",
    "MM/DD/YY", "DD.MM.YY", "D. Monat YYYY", "YYYY/MM/DD", "D Month YYYY",
)


def format_amount(value: Decimal, number_format: str) -> str:
    thousands, decimal = NUMBER_FORMATS[number_format]
    sign = "-" if value < 0 else ""
    whole, frac = f"{abs(value):.2f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{sign}{thousands.join(groups)}{decimal}{frac}"


def format_quantity(value: int, number_format: str) -> str:
    thousands = NUMBER_FORMATS[number_format][0]
    return f"{value:,}".replace(",", thousands)


def format_date(d: dt.date, fmt: str) -> str:
    if fmt == "DD/MM/YYYY":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if fmt == "MM/DD/YYYY":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if fmt == "YYYY-MM-DD":
        return d.isoformat()
    if fmt == "DD.MM.YYYY":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if fmt == "Month D, YYYY":
        return f"{_MONTHS[d.month - 1]} {d.day}, {d.year}"
    if fmt == "D Mon YYYY":
        return f"{d.day} {_MONTHS[d.month - 1][:3]} {d.year}"
    if fmt == "DD-Mon-YYYY":
        return f"{d.day:02d}-{_MONTHS[d.month - 1][:3]}-{d.year}"
    if fmt == "MM/DD/YY":
        return f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}"
    if fmt == "DD.MM.YY":
        return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"
    if fmt == "D. Monat YYYY":
        return f"{d.day}. {_MONTHS_DE[d.month - 1]} {d.year}"
    if fmt == "YYYY/MM/DD":
        return f"{d.year}/{d.month:02d}/{d.day:02d}"
    if fmt == "D Month YYYY":
        return f"{d.day} {_MONTHS[d.month - 1]} {d.year}"
    raise ValueError(f"unknown date format {fmt!r}")


CURRENCY_SYMBOLS = {"USD": "$", "CAD": "$", "GBP": "£", "EUR": "€", "CHF": "CHF"}
