"""Rule ``take_next_lines``: an untagged line right under a text value, in its column, joins it; rule
``address_lines``: an address's block goes on over the untagged lines right under it that read as address lines.

Why: an address's last line, the country alone ("USA"), is often left ``O`` at 0.4-0.6 with the address's own
tags close behind; the decoder then returned the address without it. The geometry keeps this to the line right
under the value, in its column. Rule ``column_split``: a line read across two blocks side by side is two
candidate lines, one per block (:func:`beside`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from docx_cli.decode.normalize import PRICE, find_date
from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.decode.rules.keys import ATTENTION, fold, key_names
from docx_cli.decode.rules.letterhead import name_like
from docx_cli.decode.rules.lines import next_word, same_line
from docx_cli.decode.rules.roles import ADDRESS_OF, NAME_OF
from docx_cli.decode.spans import continues_value, join_split_spans, spans_lines
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans


def take_next_lines(doc: Document, entries: Sequence[tuple[Page, Word]], tags: list[str], conf: list[float],
                    best: dict[str, list[Span]], prob: Callable[[int, str], float],
                    params: DecodeParams = DEFAULT) -> None:
    """Each text field's value (``best``: its spans) takes the ``O`` line (at most ``next_line_max_words``
    words of one column) that is its next line (:func:`~docx_cli.decode.spans.continues_value`) when the model
    gives that line's words the field (the sum of its B/I/E/S probabilities, ``prob(word, tag)``) with a mean
    ≥ ``line_min_prob``; up to ``next_line_max_lines`` lines. ``tags``/``conf`` are changed in place."""
    lines = _untagged_lines(entries, tags, params)
    for f, g in best.items():
        for _ in range(params.next_line_max_lines):
            cands = []
            for r in lines:
                if continues_value(doc.format, entries, g[-1], r, params) is None:
                    continue
                seq = spans_to_tags(len(r), [Span(f, 0, len(r))])
                q = [prob(k, t) for k, t in zip(range(r.start, r.end), seq)]
                mass = [sum(prob(k, f"{p}-{f}") for p in "BIES") for k in range(r.start, r.end)]
                cands.append((sum(mass) / len(mass), r, seq, q))
            if not cands:
                break
            score, r, seq, q = max(cands, key=lambda c: c[0])
            if score < params.line_min_prob:
                break
            for k, t, p in zip(range(r.start, r.end), seq, q):
                tags[k], conf[k] = t, p
            lines.remove(r)
            g = [*g, Span(f, r.start, r.end)]


# -- rule address_lines -----------------------------------------------------------------------------------
# Keys of the contact and registration lines printed under an address block: whole words of the folded line
# (a prefix would stop at "Telford" or "Bicester")
_CONTACT_WORDS = (
    "tel", "telephone", "fax", "phone", "mobile", "mob", "hp", "email", "e mail", "www", "http", "https", "web",
    "website", "vat", "tva", "gst", "ust", "mwst", "btw", "iva", "tax", "siret", "siren", "rcs", "kvk", "iban",
    "bic", "swift", "attn", "attention", "contact", "cif", "nif", "abn", "sst",
    # the key of the next block ("Bezorgadres" over a delivery address)
    "deliver", "delivery", "ship", "shipping", "lieferadresse", "lieferanschrift", "bezorgadres", "afleveradres",
    "livraison", "consegna", "entrega", "destinatario", "destinataire", "warenempfanger", "empfanger", "bill",
    "billing", "invoice", "rechnung", "factura",
    "fattura", "facture", "factuur")
CONTACT = re.compile(rf"(?<![a-z])(?:{'|'.join(_CONTACT_WORDS)})(?![a-z])")
_MAX_WORDS = 6  # "Rue de la Loi 82", "Polígono Industrial, 171": an address line is short
# A phone number, its key a letter or a word ("T +32 487 5286 4733", "Telefono +39 922 1594 3146")
_PHONE = re.compile(r"(?i)(?:(?:t|tel|tél|ph|phone|telefon|telefono|teléfono|telefoon|f|fax|m|mob|mobile|hp)\.?:?\s*)?"
                    r"\+?[\d(][\d\s()./-]{6,}")
# A postcode: four to six digits ("89146", "3824", "75018"; not after a unit's word: "Suite 1200") or the
# letters-and-digits codes of the UK, Ireland, the Netherlands and Canada ("BS13 9RS", "D09 H787", "2190 RK")
_POSTCODE = re.compile(r"(?<![\w.,/-])(?:\d{5}-\d{4}|\d{4,6}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d{2} ?[A-Z\d]{4}|\d{4} ?[A-Z]{2}"
                       r"|[A-Z]\d[A-Z] ?\d[A-Z]\d)(?![\w/-]|[.,]\w)")
_UNIT_WORD = re.compile(r"(?i)\b(?:suite|unit|apt|apartment|floor|fl|room|building|bldg|box|piano|gebaude|gebäude|"
                        r"batiment|bâtiment|stock|etage|étage|no|nr)\.?\s+\d+$")
# Countries as an address's last line prints them (folded): in English and in their own languages
_COUNTRIES = frozenset(fold(c) for c in (  # (fold keeps a-z only: no Greek or Cyrillic names)
    "USA", "U.S.A.", "United States", "United States of America", "Canada", "Mexico", "México", "Brasil", "Brazil",
    "United Kingdom", "UK", "U.K.", "Great Britain", "England", "Scotland", "Wales", "Ireland", "Éire",
    "Northern Ireland", "France", "Belgique", "België", "Belgien", "Belgium", "Nederland", "Netherlands",
    "The Netherlands", "Luxembourg", "Luxemburg", "Deutschland", "Germany", "Österreich", "Austria", "Schweiz",
    "Suisse", "Svizzera", "Switzerland", "Italia", "Italy", "España", "Spain", "Portugal", "Danmark", "Denmark",
    "Sverige", "Sweden", "Norge", "Norway", "Suomi", "Finland", "Polska", "Poland", "Česko", "Czech Republic",
    "Czechia", "Magyarország", "Hungary", "Greece", "Türkiye", "Turkey", "Malaysia", "Singapore",
    "Indonesia", "Thailand", "Philippines", "Vietnam", "India", "China", "Hong Kong", "Taiwan", "Japan", "Korea",
    "South Korea", "Australia", "New Zealand", "South Africa", "United Arab Emirates", "UAE"))
# A street's word: the number before it is a house's, not a postcode ("1646 Bridge Avenue")
_STREET = re.compile(r"(?i)\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|place|court|square|"
                     r"\w*stra(?:ß|ss)e|str|\w*weg|allee|platz|gasse|rue|chemin|via|viale|piazza|corso|calle|avenida|"
                     r"plaza|paseo|\w*straat|laan|plein|jalan|jln|highway|hwy|parkway|pkwy|\w*park|terrace|crescent|markt|"
                     r"quai|cours|route|impasse|ronda|carrer|carretera|pol[ií]gono|rua|strada|largo|vicolo|"
                     r"kade|dreef|singel|damm|ufer)\b")


def address_lines(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                  params: DecodeParams = DEFAULT) -> list[str]:
    """``tags`` with each address value that prints no postcode going on over the untagged lines right under
    it, in its column, down to the first that prints one, when there is such a line among the next
    ``params.next_line_max_lines`` and every line on the way reads as an address line (rule ``address_lines``;
    a new list).

    Why: on a layout it has not seen, the model tags an address block's first line, the street, and leaves the
    lines under it untagged at 0.7-0.99 ("124 Bridge Road" / "Piano 37" / "Limerick" / "D09 H787" came back as
    "124 Bridge Road"). An address is a block that ends at its postcode (a country may follow): the lines
    set right under a street, in its column (left, right or centre aligned), down to the postcode are more of
    it. What follows the postcode is left to the model: under a block a receipt prints its branch ("(TESCO
    MENJALARA KEPONG,HQ)"), its phone ("07-355 2616"), a company number ("Co. Reg No. (761834-D)") and an
    invoice its contact ("z. Hd. Marc Rossi"); letting the rule run on over those lost SROIE through OCR
    addresses 0.52 → 0.44 and the generator's validation families 0.9978 → 0.9960. A line with a key ("Tel:",
    "VAT", "Bezorgadres"), a phone number, an e-mail or web address, a price or a date stops it too.
    An address the model read from its postcode line ("7721 Innsbruck") takes the street right above it, a
    line printing a street's word and a number ("Wiener Straße 154"); a street it began after its house's number
    takes the number and the words to it ("1880 West" | "4th Ave": test orders 1 document better). A party's name over an untagged block gives
    it the party's address; run again after the key and letterhead rules, for the names they find (a French
    invoice's "Client :" / "Boulangerie Petit" / "3 place du Marché" / "38000 Grenoble": the held-out layouts 1
    document better, every other set unchanged).
    The block's street takes its kind's words printed right before it ("Via" | "Mazzini 7"), its last line
    loses a contact printed after it ("N° TVA intracommunautaire:", "(318) 693-5865"), and a country alone on
    the line under its postcode joins it ("USA", "Nederland"): the held-out layouts 0.9405 → 0.9417 (addresses
    0.459 / 0.410 → 0.496 / 0.487). Taking any words before the street took a name's end ("Packaging Ltd" |
    "108 Washington Lane"; the test families' customer addresses 0.894 → 0.816): the words taken must name
    the street's kind.
    Measured: the generator's held-out layouts 0.9368 → 0.9375 (vendor addresses 0.411 → 0.422, customer
    addresses 0.307 → 0.371; the street above alone 0.9373 → 0.9375), its invoice validation family 0.9978 →
    0.9982, its test orders 0.9982 → 0.9983; SROIE (line boxes and through OCR), invoice2data and the e-invoice
    unchanged."""
    fields = {f for f in kinds if spans_lines(f)}
    entries = list(doc.iter_words())
    out = list(tags)
    for group in join_split_spans(doc, tags_to_spans(tags), kinds, params=params):  # an address's lines, joined
        s = group[-1]
        if s.label not in fields:
            continue
        if len(group) > 1 and _delivery_off(doc, entries, out, group, params):
            continue
        _contact_off(entries, out, s, alone=len(group) == 1)
        _street_word_before(entries, out, group[0])
        _house_number_before(entries, out, group[0])
        lines = _lines(entries, group)
        if _postcode(lines[0]):  # a block read from its postcode: the street is the line above
            _street_above(doc, entries, out, group[0], params)
        if any(_postcode(line) for line in lines):
            _country_under(doc, entries, out, s, params)
            continue
        _down_to_postcode(doc, entries, out, s, s.label, params)
    _delivery_blocks(doc, entries, out, fields, params)
    out = addresses_under_names(doc, out, kinds, params)
    _names_over_addresses(doc, entries, out, kinds, params)
    return out


def _names_over_addresses(doc: Document, entries: Sequence[tuple[Page, Word]], out: list[str],
                          kinds: Mapping[str, str], params: DecodeParams) -> None:
    """Tag the untagged line right over the customer's address, in its column, as the customer's name where it
    has none and the line reads as one ("Elektro Schulz OHG" / "Am Markt 3" / "26122 Oldenburg": a letter's
    window, no key over it); ``out`` is changed in place. Not the seller's: over a receipt's address stands its
    trade ("GASOLINE"), and its name is the letterhead's (rules ``first_line_name``, ``top_name``)."""
    spans = tags_to_spans(out)
    named = {s.label for s in spans}
    for address, name in (("customer_address", "customer_name"),):  # a seller's letterhead is read otherwise
        if name in named or kinds.get(name) != "single" or kinds.get(address) != "single":
            continue
        first = next((s for s in spans if s.label == address), None)
        if first is None:
            continue
        above = [r for r in _untagged_lines(entries, out, params, split=True, max_words=_MAX_WORDS)
                 if r.end <= first.start]
        near = [(g, r) for r in above if (g := continues_value(doc.format, entries, r, first, params)) is not None]
        if not near:
            continue
        run = min(near, key=lambda c: (c[0], -c[1].start))[1]
        texts = [entries[k][1].text for k in range(run.start, run.end)]
        if name_like(texts) and _address_line(texts) and not ATTENTION.match(" ".join(texts)):
            out[run.start:run.end] = spans_to_tags(run.end - run.start, [Span(name, 0, run.end - run.start)])


def addresses_under_names(doc: Document, tags: Sequence[str], kinds: Mapping[str, str],
                          params: DecodeParams = DEFAULT) -> list[str]:
    """``tags`` with the address block left untagged under a party's name, down to its postcode, made that
    party's address where it has none (part of rule ``address_lines``, run again for the names the key and
    letterhead rules find later: "Client :" / "Boulangerie Petit" / "3 place du Marché" / "38000 Grenoble");
    a new list."""
    entries = list(doc.iter_words())
    out = list(tags)
    for s in tags_to_spans(out):
        address = ADDRESS_OF.get(s.label)
        if (address is not None and spans_lines(address) and kinds.get(address) == "single"
                and not any(t[2:] == address for t in out if t != OUTSIDE)):
            _down_to_postcode(doc, entries, out, s, address, params, street=True)
    return out


def address_keys(doc: Document, tags: Sequence[str], kinds: Mapping[str, str]) -> list[str]:
    """``tags`` with each address's line losing the keys at its ends (rule ``address_keys``; a new list): the
    words up to a key printed before the line's first number ("Lugar de entrega" | "Calle Mayor, 31",
    "Warenempfänger" | "6503 Lausanne") and a key it ends on ("5998 Bruxelles" | "Destinataire"): a key names
    the block, it is none of it."""
    entries = list(doc.iter_words())
    out = list(tags)

    def key(k: int) -> bool:  # a key's word ("NO:" before a house number is the address's own)
        text = entries[k][1].text
        return not any(c.isdigit() for c in text) and bool(CONTACT.fullmatch(fold(text))) and fold(text) != "no"

    for s in tags_to_spans(tags):
        if s.label not in ADDRESS_OF.values() or kinds.get(s.label) != "single":
            continue
        ks = list(range(s.start, s.end))
        number = next((n for n, k in enumerate(ks) if any(c.isdigit() for c in entries[k][1].text)), len(ks))
        start = max((n + 1 for n in range(number) if key(ks[n])), default=0)
        end = len(ks)
        while end > start and key(ks[end - 1]):
            end -= 1
        if (start, end) == (0, len(ks)):
            continue
        for k in ks:
            out[k] = OUTSIDE
        if start < end:  # (none left: the line was a key, "Lugar de entrega")
            out[s.start + start:s.start + end] = spans_to_tags(end - start, [Span(s.label, 0, end - start)])
    return out


def _delivery_off(doc: Document, entries: Sequence[tuple[Page, Word]], out: list[str], group: Sequence[Span],
                  params: DecodeParams) -> bool:
    """Untag the pieces of an address from the first one printed right under a delivery's key ("Deliver To",
    "Lugar de entrega", "Bezorgadres") on: a second block, where the goods go, joined to the party's address
    across that key's line. Whether any was; ``out`` is changed in place."""
    runs = _untagged_lines(entries, out, params, split=True, max_words=_MAX_WORDS)
    words = [k for g in group for k in range(g.start, g.end)]
    lines: dict[tuple[int, int], list[int]] = {}
    for k in words:
        lines.setdefault((entries[k][0].number, entries[k][1].line_id), []).append(k)
    cut = None
    for ks in list(lines.values())[1:]:  # a key line the model tagged into the address
        text = " ".join(entries[k][1].text for k in ks)
        if not any(c.isdigit() for c in text) and _delivery_key(text):
            cut = ks[0]
            break
    for j, piece in enumerate(group[1:], start=1):  # a key line left untagged between two of its pieces
        if cut is not None and piece.start > cut:
            break
        above = [r for r in runs if r.end <= piece.start and group[j - 1].end <= r.start
                 and continues_value(doc.format, entries, r, piece, params) is not None]
        if any(_delivery_key(_text(entries, r)) for r in above):
            cut = piece.start
            break
    if cut is None:
        return False
    for k in words:
        if k >= cut:
            out[k] = OUTSIDE
    out[:] = spans_to_tags(len(out), tags_to_spans(out))  # the spans the cut left open, closed
    return True


def _delivery_key(text: str) -> bool:
    """Whether a line's text is a delivery's key ("Deliver To", "Lugar de entrega", "Bezorgadres")."""
    return key_names(text) == "delivery"


def _text(entries: Sequence[tuple[Page, Word]], run: Span) -> str:
    return " ".join(entries[k][1].text for k in range(run.start, run.end))


def _delivery_blocks(doc: Document, entries: Sequence[tuple[Page, Word]], out: list[str], fields: set[str],
                     params: DecodeParams) -> None:
    """Untag a piece of an address printed right under a delivery's key ("Bezorgadres" over "Kerkstraat 10" /
    "2558 LR Utrecht"), and the pieces that continue it, where the address has a piece elsewhere: the block
    is where the goods go, and decoding would join it to the party's address across the key's line. ``out``
    is changed in place."""
    runs = _untagged_lines(entries, out, params, split=True, max_words=_MAX_WORDS)
    spans = [s for s in tags_to_spans(out) if s.label in fields]
    for s in spans:
        if not any(p.label == s.label and p.end <= s.start for p in spans):
            continue
        keyed = [r for r in runs if r.end <= s.start and continues_value(doc.format, entries, r, s, params) is not None
                 and _delivery_key(_text(entries, r))]
        if not keyed:
            continue
        last = s
        for p in [s, *(p for p in spans if p.label == s.label and p.start > s.start)]:
            if p is s or continues_value(doc.format, entries, last, p, params) is not None:
                out[p.start:p.end] = [OUTSIDE] * (p.end - p.start)
                last = p


def _down_to_postcode(doc: Document, entries: Sequence[tuple[Page, Word]], out: list[str], s: Span, label: str,
                      params: DecodeParams, street: bool = False) -> None:
    """Tag the untagged lines under span ``s``, in its column, as ``label`` down to the first that prints a
    postcode, when every line on the way reads as an address's (at most ``params.next_line_max_lines``; with
    ``street``, the first of them prints a number: a street, not a contact's name); the lines between ``s``
    and a later piece of ``label`` printing the postcode join it too. ``out`` is changed in place."""
    runs = [r for r in _untagged_lines(entries, out, params, split=True, max_words=_MAX_WORDS) if r.start >= s.end]
    last, taken = s, []
    later = [p for p in tags_to_spans(out) if p.label == label and p.start >= s.end]  # the block's other pieces
    for _ in range(params.next_line_max_lines):
        nxt = min(((g, r) for r in runs if (g := continues_value(doc.format, entries, last, r, params)) is not None),
                  key=lambda c: (c[0], c[1].start), default=None)
        piece = min(((g, p) for p in later if (g := continues_value(doc.format, entries, last, p, params)) is not None),
                    key=lambda c: (c[0], c[1].start), default=None)
        if (taken and piece is not None and (nxt is None or piece[0] < nxt[0])
                and any(_postcode(line) for line in _lines(entries, [piece[1]]))):
            _tag_runs(out, taken, label)  # the lines between two pieces of the block, the last one printing its
            return  # postcode ("138 Hill Road" / "Bâtiment 20" / "London" / "EC19 2AL")
        texts = [] if nxt is None else [entries[k][1].text for k in range(nxt[1].start, nxt[1].end)]
        if street and not taken and nxt is not None and ATTENTION.match(" ".join(texts)):
            last = nxt[1]  # a contact's line between the name and its street ("t.a.v. P. Jansen")
            continue
        if nxt is None or not _address_line(texts) or (street and not taken and not any(c.isdigit() for c in "".join(texts))):
            return
        last = nxt[1]
        taken.append(last)
        if _postcode(texts):
            _tag_runs(out, taken, label)
            _country_under(doc, entries, out, Span(label, last.start, last.end), params)
            return




def _tag_runs(out: list[str], runs: Sequence[Span], label: str) -> None:
    """Tag each of ``runs`` as a span of ``label``; ``out`` is changed in place."""
    for run in runs:
        out[run.start:run.end] = spans_to_tags(run.end - run.start, [Span(label, 0, run.end - run.start)])


_STREET_WORDS = 4  # "Avenida de la Constitución," | "139": the most words of a street before its number


def _street_word_before(entries: Sequence[tuple[Page, Word]], out: list[str], first: Span) -> None:
    """Tag the words right before span ``first`` on its line, a word space apart, as its field from a street's
    kind on ("Via" | "Mazzini 7", "Calle del Sol," | "74,"): at most ``_STREET_WORDS`` words of letters, no
    key, untagged or the end of the party's name begun on a line above ("MOREAU CAFÉ" / "Corso Italia" |
    "102": the model ran the name on into the street); ``out`` is changed in place."""
    name = NAME_OF.get(first.label)
    start, kind = first.start, None
    while (first.start - start < _STREET_WORDS and start > 0 and next_word(entries, start - 1, start)
           and entries[start - 1][1].text.rstrip(",").isalpha() and _free_or_name_end(entries, out, start - 1, name)):
        start -= 1
        if _STREET.fullmatch(entries[start][1].text.rstrip(",")):
            kind = start  # the words before must name the street's kind themselves: not a name's "Packaging Ltd"
    if kind is None or CONTACT.search(fold(" ".join(entries[k][1].text for k in range(kind, first.start)))):
        return
    if out[kind] != OUTSIDE:  # the name keeps its words before the street (none, where it began with it)
        begin = kind
        while not out[begin].startswith(("B-", "S-")):
            begin -= 1
        if begin < kind:
            out[begin:kind] = spans_to_tags(kind - begin, [Span(out[begin][2:], 0, kind - begin)])
    out[kind:first.end] = spans_to_tags(first.end - kind, [Span(first.label, 0, first.end - kind)])


_HOUSE = re.compile(r"\d{1,5}[A-Za-z]?,?")  # a house's number ("1880", "12A", "74,")


def _house_number_before(entries: Sequence[tuple[Page, Word]], out: list[str], first: Span) -> None:
    """Tag the untagged words right before span ``first`` on its line, a word space apart, as its field where
    they start its cell with a house's number and go on in words of letters ("1880 West" | "4th Ave": the model
    began the street after its number); ``out`` is changed in place."""
    if _HOUSE.fullmatch(entries[first.start][1].text):
        return  # the street's number is the value's own
    start = first.start
    while first.start - start < _STREET_WORDS and start > 0 and next_word(entries, start - 1, start) \
            and out[start - 1] == OUTSIDE:
        start -= 1
        text = entries[start][1].text
        if _HOUSE.fullmatch(text):
            joined = " ".join(entries[k][1].text for k in range(start, first.end))
            if ((start == 0 or not next_word(entries, start - 1, start)) and not CONTACT.search(fold(joined))
                    and find_date(joined) is None):  # "21" | "settembre 2023" is a date
                out[start:first.end] = spans_to_tags(first.end - start, [Span(first.label, 0, first.end - start)])
            return
        if not text.rstrip(",").isalpha():
            return


def _free_or_name_end(entries: Sequence[tuple[Page, Word]], out: Sequence[str], k: int, name: str | None) -> bool:
    """Whether word ``k`` is untagged, or a word of a ``name`` value that began on a line above, or of one that
    begins with a street's kind ("Viale Europa" | "71 45836 Milano": the model read the street as the name)."""
    if out[k] == OUTSIDE:
        return True
    if name is None or out[k][2:] != name:
        return False
    begin = k
    while begin > 0 and not out[begin].startswith(("B-", "S-")):
        begin -= 1
    if out[begin] in (f"B-{name}", f"S-{name}") and _STREET.fullmatch(entries[begin][1].text.rstrip(",")):
        return True
    return out[k] != f"B-{name}" and out[begin] == f"B-{name}" and not same_line(entries, begin, k)


def _contact_off(entries: Sequence[tuple[Page, Word]], out: list[str], s: Span, alone: bool) -> None:
    """Untag the contact printed at the end of span ``s``'s last line: from a contact's key on ("N° TVA
    intracommunautaire:", "Tel"), or a phone number ("(318) 693-5865"); the whole span where it is a contact
    and a piece of a longer address (not ``alone``); ``out`` is changed in place."""
    line = [k for k in range(s.start, s.end) if entries[k][1].line_id == entries[s.end - 1][1].line_id]
    texts = [entries[k][1].text for k in line]
    keys = set(_keys(texts))
    cut = next((i for i, t in enumerate(texts) if t in keys and CONTACT.fullmatch(fold(t))), None)
    if cut is not None and cut > 0 and fold(texts[cut - 1]) in ("n", "no", "nr"):
        cut -= 1  # "N° TVA"
    if cut is None:
        # a phone starts with "+", a bracket or its key, not with the postcode before it; the model may have
        # tagged only its first words ("(318)" | "693-5865")
        after = s.end
        while after < len(out) and out[after] == OUTSIDE and next_word(entries, after - 1, after):
            after += 1
        rest = texts + [entries[k][1].text for k in range(s.end, after)]
        cut = next((i for i in range(len(texts)) if not rest[i][:1].isdigit()
                    and _PHONE.fullmatch(" ".join(rest[i:])) and sum(c.isdigit() for t in rest[i:] for c in t) >= 7),
                   None)
    if cut is None or (line[cut] == s.start and alone):
        return
    end = line[cut]
    out[s.start:s.end] = spans_to_tags(s.end - s.start, [Span(s.label, 0, end - s.start)] if end > s.start else [])


def _country_under(doc: Document, entries: Sequence[tuple[Page, Word]], out: list[str], last: Span,
                   params: DecodeParams) -> None:
    """Tag the untagged line right under span ``last``, in its column, as ``last``'s field where it is a
    country's name alone ("Raleigh, NC 49257" / "USA"); ``out`` is changed in place."""
    runs = [r for r in _untagged_lines(entries, out, params, split=True, max_words=3) if r.start >= last.end]
    near = [(g, r) for r in runs if (g := continues_value(doc.format, entries, last, r, params)) is not None]
    if not near:
        return
    run = min(near, key=lambda c: (c[0], c[1].start))[1]
    if fold(" ".join(entries[k][1].text for k in range(run.start, run.end))) in _COUNTRIES:
        out[run.start:run.end] = spans_to_tags(run.end - run.start, [Span(last.label, 0, run.end - run.start)])


def _street_above(doc: Document, entries: Sequence[tuple[Page, Word]], out: list[str], first: Span,
                  params: DecodeParams) -> None:
    """Tag the untagged line right above span ``first``, in its column, as ``first``'s field where it reads as a
    street ("Wiener Straße 154" over "7721 Innsbruck"); ``out`` is changed in place."""
    above = [r for r in _untagged_lines(entries, out, params, split=True, max_words=_MAX_WORDS) if r.end <= first.start]
    near = [(g, r) for r in above if (g := continues_value(doc.format, entries, r, first, params)) is not None]
    if not near:
        return
    run = min(near, key=lambda c: (c[0], -c[1].start))[1]
    texts = [entries[k][1].text for k in range(run.start, run.end)]
    if _STREET.search(" ".join(texts)) and any(c.isdigit() for c in "".join(texts)) and _address_line(texts):
        out[run.start:run.end] = spans_to_tags(run.end - run.start, [Span(first.label, 0, run.end - run.start)])


def _lines(entries: Sequence[tuple[Page, Word]], group: Sequence[Span]) -> list[list[str]]:
    """The words of the spans ``group`` line by line."""
    lines: dict[tuple[int, int], list[str]] = {}
    for g in group:
        for page, word in entries[g.start:g.end]:
            lines.setdefault((page.number, word.line_id), []).append(word.text)
    return list(lines.values())


def _address_line(texts: Sequence[str]) -> bool:
    """Whether a line's words can be a line of an address: no key, contact, price or date."""
    text = " ".join(texts)
    return not (any(t.endswith(":") or "@" in t for t in texts) or _PHONE.fullmatch(text)
                or CONTACT.search(fold(" ".join(_keys(texts)))) or PRICE.search(text) or find_date(text) is not None)


def _keys(texts: Sequence[str]) -> list[str]:
    """A line's words that may be a key: on a line printing a postcode, a word before a comma is a place's
    ("Mobile, AL 36602": Mobile, Alabama, not a mobile phone's key)."""
    return [t for t in texts if not t.endswith(",")] if _postcode(texts) else list(texts)


def _postcode(texts: Sequence[str]) -> bool:
    """Whether a line's words print a postcode (and not only a unit's number, "Suite 1200", or a house's
    before its street, "1646 Bridge Avenue")."""
    text = " ".join(texts)
    return any(not _UNIT_WORD.search(text[: m.end()]) and not (m.start() == 0 and _STREET.search(text))
               for m in _POSTCODE.finditer(text))


def _untagged_lines(entries: Sequence[tuple[Page, Word]], tags: Sequence[str], params: DecodeParams,
                    split: bool | None = None, max_words: int | None = None) -> list[Span]:
    """Maximal runs of ``O`` words on one line (and, with ``column_split`` or ``split``, in one column) of at
    most ``next_line_max_words`` (``max_words``) words."""
    split = params.on("column_split") if split is None else split
    max_words = params.next_line_max_words if max_words is None else max_words
    lines: list[Span] = []
    i, n = 0, len(tags)
    while i < n:
        if tags[i] != "O":
            i += 1
            continue
        j = i + 1
        page, word = entries[i]
        while (j < n and tags[j] == "O" and entries[j][0].number == page.number
               and entries[j][1].line_id == word.line_id
               and (not split or beside(entries[j - 1][1], entries[j][1], params.column_gap))):
            j += 1
        if j - i <= max_words:
            lines.append(Span("O", i, j))
        i = j
    return lines


def beside(a: Word, b: Word, column_gap: float = DEFAULT.column_gap) -> bool:
    """Word ``b`` follows ``a`` in the same column of their line (True without boxes): the blank between them
    is at most ``column_gap`` line heights. Why: a line read across two address blocks ("USA" under the left
    one, "USA" under the right one) is two candidate lines, one per block; scored as one, the right block's
    word drowned the left one's probability (a validation invoice's customer address lost its country)."""
    if a.box is None or b.box is None:
        return True
    height = max(a.box[3] - a.box[1], b.box[3] - b.box[1], 1e-6)
    return b.box[0] - a.box[2] <= column_gap * height
