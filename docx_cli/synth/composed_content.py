"""Content of composed documents: parties of eleven locales, distractor values, adjustments and credit notes.

Like ``content.py`` (whose word banks it reuses) everything is drawn from the ``random.Random`` passed in.
:class:`ComposedContent` extends :class:`~docx_cli.synth.content.Content` with what a composed document
may print besides the labelled fields: a discount (before tax), a deposit and an amount paid (after the
total: the balance is a distractor), a service period (``period_start`` / ``period_end``), the issuer's
registry, bank and web data, and the numbers that sit beside the document number (customer, order,
delivery-note, contract). The totals still add up: total = subtotal − discount + shipping + tax.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from docx_cli.synth.content import (
    _DOC_NUMBER_PATTERNS,
    _ITEM_ID_PATTERNS,
    _NAME_A,
    _NAME_B,
    _STREET,
    _SURNAMES,
    CENT,
    TRADE_NAME_SHARE,
    Content,
    LineItem,
    Party,
    _pattern,
    line_items,
    terms,
    trade_name,
)

_SUFFIX = {"us": ("Inc.", "LLC", "Corp.", "Co."), "uk": ("Ltd", "PLC", "Limited"), "ie": ("Ltd", "DAC", "Teoranta"),
           "de": ("GmbH", "AG", "KG", "GmbH & Co. KG", "e.K."), "at": ("GmbH", "AG", "KG", "OG"),
           "ch": ("AG", "GmbH", "SA", "Sàrl"), "fr": ("SARL", "SA", "SAS", "EURL"), "be": ("BV", "SRL", "NV", "SA"),
           "nl": ("B.V.", "BV", "N.V.", "VOF"), "es": ("S.L.", "S.A.", "S.L.U.", "S.Coop."),
           "it": ("S.r.l.", "S.p.A.", "S.n.c.", "S.a.s.")}
_CITIES = {"us": ("Springfield, IL", "Madison, WI", "Austin, TX", "Portland, OR", "Denver, CO", "Raleigh, NC"),
           "uk": ("London", "Leeds", "Bristol", "Manchester", "Glasgow", "York"),
           "ie": ("Dublin", "Cork", "Galway", "Limerick"),
           "de": ("Berlin", "Hamburg", "München", "Köln", "Stuttgart", "Leipzig", "Nürnberg"),
           "at": ("Wien", "Graz", "Linz", "Salzburg", "Innsbruck"),
           "ch": ("Zürich", "Basel", "Bern", "Luzern", "Genève", "Lausanne"),
           "fr": ("Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Lille", "Bordeaux"),
           "be": ("Bruxelles", "Antwerpen", "Gent", "Liège", "Brugge", "Namur"),
           "nl": ("Amsterdam", "Rotterdam", "Utrecht", "Eindhoven", "Groningen", "Den Haag", "Tilburg"),
           "es": ("Madrid", "Barcelona", "Valencia", "Sevilla", "Bilbao", "Zaragoza", "Málaga"),
           "it": ("Milano", "Roma", "Torino", "Bologna", "Firenze", "Napoli", "Verona")}
_STREETS = {"de": ("Hauptstraße", "Bahnhofstraße", "Industriestraße", "Gartenweg", "Lindenallee", "Ringstraße"),
            "at": ("Hauptplatz", "Bahnhofstraße", "Landstraße", "Wiener Straße", "Gewerbepark"),
            "ch": ("Bahnhofstrasse", "Seestrasse", "Industriestrasse", "Dorfstrasse", "Rue du Lac"),
            "fr": ("rue de la Paix", "avenue Victor Hugo", "rue du Commerce", "boulevard Pasteur", "rue de la Gare"),
            "be": ("Rue de la Loi", "Kerkstraat", "Stationsstraat", "Avenue Louise", "Industrieweg"),
            "nl": ("Kerkstraat", "Stationsweg", "Dorpsstraat", "Industrieweg", "Molenweg", "Keizersgracht"),
            "es": ("Calle Mayor", "Avenida de la Constitución", "Calle del Sol", "Paseo de Gracia",
                   "Polígono Industrial"),
            "it": ("Via Roma", "Via Garibaldi", "Corso Italia", "Via Dante", "Viale Europa", "Via Mazzini")}
_COUNTRY = {"us": "USA", "uk": "United Kingdom", "ie": "Ireland", "de": "Deutschland", "at": "Österreich",
            "ch": "Schweiz", "fr": "France", "be": "Belgique", "nl": "Nederland", "es": "España", "it": "Italia"}
_TLD = {"us": "com", "uk": "co.uk", "ie": "ie", "de": "de", "at": "at", "ch": "ch", "fr": "fr", "be": "be",
        "nl": "nl", "es": "es", "it": "it"}
_VAT_PREFIX = {"uk": "GB", "ie": "IE", "de": "DE", "at": "ATU", "ch": "CHE-", "fr": "FR", "be": "BE0", "nl": "NL",
               "es": "ES", "it": "IT"}
_PHONE_CC = {"us": "+1", "uk": "+44", "ie": "+353", "de": "+49", "at": "+43", "ch": "+41", "fr": "+33",
             "be": "+32", "nl": "+31", "es": "+34", "it": "+39"}
TAX_RATES = {"us": ("0", "6.25", "7", "8.25", "8.875"), "uk": ("20", "20", "5"), "ie": ("23", "13.5"),
             "de": ("19", "19", "7"), "at": ("20", "10"), "ch": ("8.1", "2.6"), "fr": ("20", "10", "5.5"),
             "be": ("21", "6"), "nl": ("21", "21", "9"), "es": ("21", "10", "4"), "it": ("22", "10", "4")}
CURRENCIES = {"us": ("USD", "USD", "CAD"), "uk": ("GBP", "GBP", "EUR"), "ie": ("EUR",), "de": ("EUR",),
              "at": ("EUR",), "ch": ("CHF", "CHF", "EUR"), "fr": ("EUR",), "be": ("EUR",), "nl": ("EUR",),
              "es": ("EUR",), "it": ("EUR",)}
_STORE = ("Market", "Mart", "Shop", "Express", "Store", "Café", "Bistro", "Bakery", "Pharmacy", "Kiosk")
# terms paragraphs in the document's language (English documents use content.py's bank)
_TERMS_I18N = {
    "de": (
        "Zahlbar innerhalb von 30 Tagen ohne Abzug.",
        "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
        "Reklamationen sind innerhalb von 8 Tagen nach Erhalt schriftlich anzuzeigen.",
        "Es gelten unsere Allgemeinen Geschäftsbedingungen.",
        "Gerichtsstand ist der Sitz des Verkäufers.",
        "Bitte geben Sie bei Zahlung die Rechnungsnummer an.",
        "Teillieferungen sind zulässig.",
        "Liefertermine sind unverbindlich.",
    ),
    "fr": (
        "Paiement à 30 jours date de facture.",
        "Pénalités de retard au taux légal en vigueur.",
        "Indemnité forfaitaire pour frais de recouvrement : 40 euros.",
        "Pas d'escompte pour paiement anticipé.",
        "La marchandise reste notre propriété jusqu'au paiement intégral.",
        "Tout litige relève du tribunal de commerce du siège du vendeur.",
        "Les délais de livraison sont donnés à titre indicatif.",
    ),
    "nl": (
        "Betaling binnen 30 dagen na factuurdatum.",
        "Op al onze leveringen zijn onze algemene voorwaarden van toepassing.",
        "Klachten dienen binnen 8 dagen schriftelijk te worden gemeld.",
        "Vermeld bij betaling altijd het factuurnummer.",
        "De goederen blijven eigendom van de verkoper tot volledige betaling.",
        "Deelleveringen zijn toegestaan.",
    ),
    "es": (
        "Pago a 30 días fecha factura.",
        "La mercancía viaja por cuenta y riesgo del comprador.",
        "No se admiten devoluciones sin autorización previa.",
        "Indique el número de factura en la transferencia.",
        "La mercancía es propiedad del vendedor hasta su pago completo.",
        "Los plazos de entrega son orientativos.",
    ),
    "it": (
        "Pagamento a 30 giorni data fattura.",
        "La merce viaggia a rischio e pericolo del committente.",
        "Eventuali reclami devono pervenire entro 8 giorni dal ricevimento.",
        "Indicare il numero di fattura nella causale del bonifico.",
        "Foro competente: sede del venditore.",
        "I termini di consegna sono indicativi.",
    ),
}


def terms_i18n(rng: random.Random, language: str, n: int) -> tuple[str, ...]:
    bank = _TERMS_I18N.get(language)
    if bank is None:
        return terms(rng, n)
    return tuple(" ".join(rng.sample(bank, rng.randint(2, min(5, len(bank))))) for _ in range(n))


_DESC_NUMBER = ("{lot} {n3}", "{lot} {n3}, {dock} {n1}", "ref. {n4}", "for project {n4}", "PO {n5} line {n2}",
                "{n2} x {n3} ml", "size {n2}", "rev. {n1}", "order {n5}", "{n1} of {n2}")


@dataclass(frozen=True, slots=True)
class ComposedContent(Content):
    language: str = "en"
    credit: bool = False  # a credit note: quantities and every amount negative
    discount: Decimal = Decimal("0.00")
    deposit: Decimal = Decimal("0.00")
    paid: Decimal = Decimal("0.00")
    period: tuple[dt.date, dt.date] | None = None
    order_date: dt.date | None = None
    delivery_date: dt.date | None = None
    other_currency: tuple[str, Decimal] | None = None  # (code, rate): the total also printed in another currency
    numbers: dict = field(default_factory=dict)  # distractor kind → value (customer_no, vat_id, iban, …)
    notes: tuple = ()  # (item index, kind, text): sub-rows under an item (serial numbers, notes)
    whole: bool = False  # every amount a whole number, printed without decimals (:func:`whole_amounts`)

    @property
    def unit(self) -> Decimal:
        """The smallest amount printed: a cent, or 1 on a document of whole amounts."""
        return Decimal(1) if self.whole else CENT

    @property
    def tax(self) -> Decimal:
        return ((self.subtotal - self.discount) * self.tax_rate / 100).quantize(self.unit, ROUND_HALF_UP)

    @property
    def total(self) -> Decimal:
        return self.subtotal - self.discount + self.shipping + self.tax


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def company(rng: random.Random, locale: str, store: bool = False) -> str:
    suffix = rng.choice(_SUFFIX[locale])
    if store:
        return f"{rng.choice(_NAME_A + _SURNAMES)} {rng.choice(_STORE)}" + (f" {suffix}" if rng.random() < 0.4 else "")
    r = rng.random()
    if r < 0.5:
        name = f"{rng.choice(_NAME_A)} {rng.choice(_NAME_B)}"
    elif r < 0.8:
        name = f"{rng.choice(_SURNAMES)} {rng.choice(_NAME_B)}"
    else:
        name = f"{rng.choice(_SURNAMES)} & {rng.choice(_SURNAMES)}"
    return f"{name} {suffix}" if rng.random() >= TRADE_NAME_SHARE else trade_name(rng, name)


def address(rng: random.Random, locale: str, country: bool) -> tuple[str, ...]:
    city = rng.choice(_CITIES[locale])
    if locale == "us":
        lines = [f"{rng.randint(1, 1999)} {rng.choice(_STREET)} {rng.choice(('Street', 'Avenue', 'Road', 'Blvd.'))}",
                 f"{city} {rng.randint(10000, 99950)}"]
    elif locale in ("uk", "ie"):
        pc = (f"{rng.choice(('M', 'LS', 'BS', 'SW', 'EC', 'G'))}{rng.randint(1, 20)} {rng.randint(1, 9)}"
              f"{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}") if locale == "uk" else \
            f"D{rng.randint(1, 24):02d} {rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(100, 999)}"
        lines = [f"{rng.randint(1, 250)} {rng.choice(_STREET)} {rng.choice(('Road', 'Street', 'Lane'))}", city, pc]
    elif locale == "nl":
        lines = [f"{rng.choice(_STREETS[locale])} {rng.randint(1, 300)}",
                 (f"{rng.randint(1000, 9999)} {rng.choice('ABCDEGHJKLMNPRSTVWXZ')}"
                  f"{rng.choice('ABCDEGHJKLMNPRSTVWXZ')} {city}")]
    elif locale in ("fr", "es", "it"):
        num = rng.randint(1, 180)
        street = f"{num} {rng.choice(_STREETS[locale])}" if locale == "fr" else \
            f"{rng.choice(_STREETS[locale])}, {num}" if locale == "es" else f"{rng.choice(_STREETS[locale])} {num}"
        pc = f"{rng.randint(1000, 95999):05d}"
        lines = [street, f"{pc} {city}" + (f" ({rng.choice(('MI', 'RM', 'TO', 'BO'))})" if locale == "it" else "")]
    else:  # de at ch be
        digits = 5 if locale == "de" else 4
        lines = [f"{rng.choice(_STREETS[locale])} {rng.randint(1, 180)}",
                 f"{rng.randint(10 ** (digits - 1), 10 ** digits - 1)} {city}"]
    if rng.random() < 0.15:
        lines.insert(1, rng.choice(("Suite ", "Unit ", "Building ", "Bâtiment ", "Gebäude ", "Piano ")) +
                     str(rng.randint(1, 40)))
    if country:
        lines.append(_COUNTRY[locale])
    return tuple(lines)


def party(rng: random.Random, locale: str, country: bool, store: bool = False) -> Party:
    name = company(rng, locale, store)
    domain = "".join(c for c in name.split()[0].lower() if c.isalnum()) or "mail"
    cc = _PHONE_CC[locale]
    phone = f"{cc} {rng.randint(20, 999)} {rng.randint(100, 9999)} {rng.randint(100, 9999)}" if rng.random() < 0.7 \
        else f"({rng.randint(201, 989)}) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}"
    tax_id = _VAT_PREFIX.get(locale, "EIN ") + (f"{_digits(rng, 2)}-{_digits(rng, 7)}" if locale == "us"
                                               else _digits(rng, 9))
    email = f"{rng.choice(('orders', 'billing', 'info', 'sales', 'accounts', 'invoice'))}@{domain}.{_TLD[locale]}"
    return Party(name=name, address=address(rng, locale, country), phone=phone, email=email, tax_id=tax_id)


def iban(rng: random.Random, locale: str) -> str:
    cc = {"us": "DE", "uk": "GB", "ie": "IE", "ch": "CH"}.get(locale, locale.upper())
    raw = f"{cc}{_digits(rng, 2)}{_digits(rng, 18 if cc != 'NL' else 14)}"
    return " ".join(raw[k:k + 4] for k in range(0, len(raw), 4)) if rng.random() < 0.7 else raw


def distractor_numbers(rng: random.Random, locale: str, vendor: Party) -> dict[str, str]:
    """Every number a page may print beside the labelled ones; the composition picks which to print."""
    cc = {"us": "US", "uk": "GB", "ie": "IE"}.get(locale, locale.upper())
    registry = {
        "de": f"HRB {_digits(rng, 5)}", "at": f"FN {_digits(rng, 6)}a",
        "ch": f"CHE-{_digits(rng, 3)}.{_digits(rng, 3)}.{_digits(rng, 3)}",
        "fr": f"{_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 5)}", "nl": _digits(rng, 8),
        "be": f"0{_digits(rng, 3)}.{_digits(rng, 3)}.{_digits(rng, 3)}", "es": f"B{_digits(rng, 8)}",
        "it": f"MI-{_digits(rng, 7)}", "uk": _digits(rng, 8), "ie": _digits(rng, 6),
        "us": f"{_digits(rng, 2)}-{_digits(rng, 7)}",
    }[locale]
    return {
        "customer_no": _pattern(rng, rng.choice(("C-#####", "KD######", "######", "CU@####", "10####"))),
        "order_no": _pattern(rng, rng.choice(("PO-#####", "45########", "######", "ORD@####"))),
        "delivery_note_no": _pattern(rng, rng.choice(("DN-#####", "LS######", "8#######", "BL-####"))),
        "contract_no": _pattern(rng, rng.choice(("CT-####-##", "V-#####", "K########", "AG/####"))),
        "reference": _pattern(rng, rng.choice(("REF-####", "@@/####", "#####", "@@@"))),
        "vat_id": vendor.tax_id,
        "tax_no": _pattern(rng, rng.choice(("###/###/#####", "##-#######", "########@"))),
        "registry": registry,
        "iban": iban(rng, locale),
        "bic": f"{''.join(rng.choice('ABCDEFGHIKLMNOPRSTUVWXYZ') for _ in range(4))}{cc}"
               f"{rng.choice(('2X', 'MM', 'FF', '22'))}" + ("XXX" if rng.random() < 0.4 else ""),
        "bank": f"{rng.choice(_NAME_A)} {rng.choice(('Bank', 'Banca', 'Banque', 'Sparkasse', 'Bancorp'))}",
        "phone": vendor.phone,
        "fax": vendor.phone[:-2] + _digits(rng, 2),
        "web": f"www.{vendor.email.split('@', 1)[1]}",
        "email": vendor.email,
        "cashier": rng.choice(("Anna", "Marco", "Lena", "Sophie", "Tom", "Julia", "Luca", "Eva", "Jan")),
        "till": str(rng.randint(1, 12)),
    }


def _desc_with_number(rng: random.Random, desc: str, lot: str, dock: str) -> str:
    t = rng.choice(_DESC_NUMBER).format(lot=lot, dock=dock, n1=rng.randint(1, 9), n2=rng.randint(10, 99),
                                        n3=rng.randint(100, 999), n4=rng.randint(1000, 9999),
                                        n5=rng.randint(10000, 99999))
    return f"{desc}, {t}" if rng.random() < 0.6 else f"{desc} ({t})"


def make_composed_content(rng: random.Random, kind: str, language: str, locale: str, words, *, credit: bool = False,
                          max_items: int = 50, max_terms: int = 30) -> ComposedContent:
    """A composed document's content (``max_items`` items; trim with ``with_sizes``). ``words(key)`` gives the
    document's wording of a label key (number words inside descriptions: "lot 936, deliver to dock 2")."""
    date = dt.date(2017, 1, 1) + dt.timedelta(days=rng.randrange(9 * 365))
    country = rng.random() < 0.4
    receipt = kind == "receipt"
    vendor = party(rng, locale, country, store=receipt)
    customer = None if receipt else party(rng, locale, country)
    items = list(line_items(rng, max_items, rng.choice(_ITEM_ID_PATTERNS), retail=receipt))
    # numbers inside descriptions: lots, docks, projects, sizes (a reader must not take them for a quantity)
    p_num = rng.choice((0.0, 0.15, 0.4))
    lot, dock = words("lot"), words("dock")
    for k, it in enumerate(items):
        if rng.random() < p_num:
            items[k] = LineItem(it.item_id, _desc_with_number(rng, it.description, lot, dock), it.quantity,
                                it.unit_price, it.amount)
    if not receipt and rng.random() < 0.08:  # a negative line (credit for a return) inside a normal invoice
        k = rng.randrange(1, max_items)
        it = items[k]
        items[k] = LineItem(it.item_id, it.description, -max(1, min(it.quantity, 5)), it.unit_price,
                            (it.unit_price * -max(1, min(it.quantity, 5))).quantize(CENT, ROUND_HALF_UP))
    if credit:
        items = [LineItem(i.item_id, i.description, -abs(i.quantity), i.unit_price, -abs(i.amount)) for i in items]
    shipping = Decimal("0.00")
    if not receipt and rng.random() < 0.3:
        shipping = Decimal(rng.choice(("4.90", "9.95", "12.50", "25.00", "49.00", "150.00")))
    due = None if receipt else date + dt.timedelta(days=rng.choice((7, 10, 14, 21, 30, 30, 45, 60)))
    period = None
    if kind == "invoice" and rng.random() < 0.3:
        start = (date - dt.timedelta(days=rng.randint(5, 60))).replace(day=1)
        end = (start + dt.timedelta(days=rng.choice((6, 13, 27, 31, 40, 89))))
        period = (start, end)
    order_date = date - dt.timedelta(days=rng.randint(1, 40)) if kind == "invoice" else None
    delivery_date = date - dt.timedelta(days=rng.randint(0, 10)) if kind == "invoice" else None
    currency = rng.choice(CURRENCIES[locale])
    other = None
    if not receipt and rng.random() < 0.12:
        code = rng.choice(tuple(c for c in ("EUR", "USD", "GBP", "CHF") if c != currency))
        other = (code, Decimal(str(round(rng.uniform(0.7, 1.4), 4))))
    c = ComposedContent(
        kind=kind, locale=locale, number=_pattern(rng, rng.choice(_DOC_NUMBER_PATTERNS[kind]), date), date=date,
        due_date=due, vendor=vendor, customer=customer, ship_to=() if receipt else address(rng, locale, country),
        items=tuple(items), tax_rate=Decimal(rng.choice(TAX_RATES[locale])), shipping=shipping, currency=currency,
        reference=_pattern(rng, rng.choice(("C-#####", "KD######", "######"))),
        payment_terms=rng.choice(("Net 30", "Net 14", "30 days", "14 Tage netto", "30 jours", "30 gg d.f.",
                                  "30 dagen", "SEPA", "Bonifico", "Transferencia")),
        terms=terms_i18n(rng, language, max_terms), language=language, credit=credit, period=period, order_date=order_date,
        delivery_date=delivery_date, other_currency=other, numbers=distractor_numbers(rng, locale, vendor),
    )
    return c


# The share of composed documents whose amounts are whole numbers printed without decimals: currencies without
# minor units (JPY, KRW, HUF, IDR) and prices in rupees or rounded to the unit ("Grand Total Rs 1939" on OYO's
# invoice in invoice2data's tests), which a model that only ever saw two decimals does not take for amounts.
WHOLE_SHARE = 0.1


def whole_amounts(c: ComposedContent) -> ComposedContent:
    """``c`` with whole unit prices (at least 1), line amounts and shipping, and no second-currency total."""
    from dataclasses import replace

    one = Decimal(1)
    items = []
    for it in c.items:
        price = max(one, it.unit_price.quantize(one, ROUND_HALF_UP))
        items.append(LineItem(it.item_id, it.description, it.quantity, price, price * it.quantity))
    return replace(c, items=tuple(items), shipping=c.shipping.quantize(one, ROUND_HALF_UP), other_currency=None,
                   whole=True)


def with_adjustments(rng: random.Random, c: ComposedContent) -> ComposedContent:
    """Discount / deposit / amount paid drawn against the final subtotal (after the length is chosen)."""
    from dataclasses import replace

    if c.kind == "receipt" or c.credit:
        return c
    discount = deposit = paid = Decimal("0.00")
    sub = c.subtotal
    if sub > 0 and rng.random() < 0.2:
        discount = (sub * Decimal(rng.choice(("2", "3", "5", "10"))) / 100).quantize(c.unit, ROUND_HALF_UP)
    out = replace(c, discount=discount)
    if out.total > 0 and rng.random() < 0.15:
        deposit = (out.total * Decimal(rng.choice(("0.2", "0.3", "0.5")))).quantize(c.unit, ROUND_HALF_UP)
    elif out.total > 0 and rng.random() < 0.1:
        paid = (out.total * Decimal(rng.choice(("0.25", "0.5", "1")))).quantize(c.unit, ROUND_HALF_UP)
    return replace(out, deposit=deposit, paid=paid)
