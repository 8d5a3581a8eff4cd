"""Rule ``sender_line``: the block printed under a letter's one-line sender address is its addressee's.

Why: a business letter sent in a window envelope prints the issuer's address on one small line right over the
recipient's block ("QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen" over "iViveLabs Ltd." / "93B Sai Yu
Chung" / "Hong Kong": DIN 5008 in Germany, Austria and Switzerland, and common across Europe), so that the
envelope's window shows both. The model, seeing a company's name and address twice at the top of the page, can
give both to the issuer: invoice2data's QualityHosting invoice came back with its customer as the vendor. The
sender line is the issuer's (the seller's, or the buyer's on a purchase order whose title says so: rule
``order_issuer``'s titles), the block right under it the other party's: the block's words tagged the issuer's
name or address take the other party's, and the sender line's words tagged the other party's lose their tag.

A sender line: one line of the reading order of 4 to 16 words, cut into three pieces or more by separator words
("-", "·", "|", "•") or commas, the first piece a name (no digit), printing a digit (a street's number, a
postcode), in a smaller type than the block right under it: two lines or more, starting in its column within
``_FIRST_GAP`` of its line heights (the window's margin) and going on line by line while each line starts less
than ``_LINE_GAP`` line heights under the one before it.

Measured: invoice2data 0.7812 → 0.8125 (QualityHosting's vendor and customer); the generator's held-out layouts
0.9562 → 0.9562 (3 documents better, 2 worse: orders whose title the page prints beside the issuer's name,
"Orion Electric Bestelbon", or as "Customer Order", so that the buyer's sender line was read as the seller's);
DeepForm, WildReceipt, SROIE (through OCR and from its boxes), the e-invoice and the test families unchanged.
Whose the sender line is, read off the model instead (the party it gives the line's words the most
probability): the held-out layouts 1 better, 8 worse. Commas alone as separators, no name first, no smaller
type: SROIE through OCR 0.7820 → 0.7619 (a receipt's address lines).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from docx_cli.decode.rules.keys import ACCOUNT_KEY, fold, order_issuer, titled_issuer
from docx_cli.decode.rules.lines import boxed_lines
from docx_cli.document import Document, Page, Word
from docx_cli.tagging import OUTSIDE, Span, spans_to_tags, tags_to_spans

_PARTY_FIELDS = {"vendor": ("vendor_name", "vendor_address"), "customer": ("customer_name", "customer_address")}
SEPARATORS = frozenset({"-", "–", "—", "·", "•", "|", "/", "*"})
_WORDS = (4, 16)  # a sender line's words, fewest and most
_FIRST_GAP = 12.0  # sender-line heights from its foot to the block's first line (DIN 5008: up to 27 mm of a
#                   window's notes zone over 8-point type)
_LINE_GAP = 1.6  # a block's line heights from one line's top to the next one's
_BLOCK_LINES = 7  # the most lines of an address block
_SAME_WORDS = 3  # the block's first words that, printed in the line, make it the line's own party's
_SMALLER = 0.9  # a sender line's height, at most, in the block's (median) line heights


class OneLineAddresses:
    """A document's words, its lines per page (top to bottom) and, among them, the one-line addresses (a name,
    then pieces cut by separators: :func:`_is_sender`), found once for the two rules that read them."""

    def __init__(self, doc: Document) -> None:
        self.entries = list(doc.iter_words())
        self.pages = _lines(self.entries)
        # (page's lines, index of the line among them) of each one-line address
        self.found = [(page_lines, i) for page_lines in self.pages.values() for i, line in enumerate(page_lines)
                      if _is_sender(self.entries, line)]


def sender_line(doc: Document, tags: list[str], conf: list[float], kinds: Mapping[str, str],
                prob: Callable[[int, str], float], index: OneLineAddresses | None = None) -> None:
    """Rule ``sender_line``; ``tags`` and ``conf`` are changed in place. ``index``: the document's
    :class:`OneLineAddresses` where ``footer_name`` shares it."""
    if any(f not in kinds for pair in _PARTY_FIELDS.values() for f in pair):
        return
    index = index or OneLineAddresses(doc)
    entries = index.entries
    found = [(page_lines[i], block) for page_lines, i in index.found
             if (block := _block_under(entries, page_lines, i))]
    if not found:
        return
    issuer = "customer" if order_issuer(entries) == "customer_name" else "vendor"  # a purchase order's: the buyer
    addressee = "vendor" if issuer == "customer" else "customer"
    swap = dict(zip(_PARTY_FIELDS[issuer], _PARTY_FIELDS[addressee]))
    for line, block in found:
        if (name := _fold(entries, block[0][:_SAME_WORDS])) and name in _fold(entries, line):
            continue  # the block under it is the line's own party, its letterhead (a portal's header line,
            #           "PurchasePoint Procurement | Harbor & Vine Hospitality Group | PO HV-40817", over the buyer's)
        for k in (k for ks in block for k in ks):
            if tags[k] != OUTSIDE and tags[k][2:] in swap:
                tags[k] = f"{tags[k][:2]}{swap[tags[k][2:]]}"
                conf[k] = prob(k, tags[k])
        for k in line:
            if tags[k] != OUTSIDE and tags[k][2:] in _PARTY_FIELDS[addressee]:
                tags[k], conf[k] = OUTSIDE, prob(k, OUTSIDE)


def _fold(entries: Sequence[tuple[Page, Word]], line: Sequence[int]) -> str:
    """A line's words, folded (:func:`~docx_cli.decode.rules.keys.fold`)."""
    return fold(" ".join(entries[k][1].text for k in line))


def _lines(entries: Sequence[tuple[Page, Word]]) -> dict[int, list[list[int]]]:
    """Per page, its boxed lines of the reading order (words left to right), top to bottom."""
    found = boxed_lines(entries)
    pages: dict[int, list[list[int]]] = {}
    for (number, _), ks in found.items():
        pages.setdefault(number, []).append(sorted(ks, key=lambda k: entries[k][1].box[0]))  # type: ignore[index]
    for page_lines in pages.values():
        page_lines.sort(key=lambda ks: _top(entries, ks))
    return pages


def _is_sender(entries: Sequence[tuple[Page, Word]], line: Sequence[int]) -> bool:
    """Whether the line reads as a one-line address: a name, then a few pieces cut by separators, a digit among
    them."""
    texts = [entries[k][1].text for k in line]
    if not _WORDS[0] <= len(texts) <= _WORDS[1] or not any(c.isdigit() for t in texts for c in t):
        return False
    cuts = [j for j, t in enumerate(texts[:-1]) if t in SEPARATORS or (t.endswith(",") and len(t) > 1)]
    name = texts[:cuts[0] + (texts[cuts[0]] not in SEPARATORS)] if cuts else []
    return len(cuts) >= 2 and bool(name) and not any(c.isdigit() for t in name for c in t)


def _block_under(entries: Sequence[tuple[Page, Word]], page_lines: Sequence[Sequence[int]],
                 i: int) -> list[Sequence[int]]:
    """The lines of the block right under line ``i`` of its page, in its column; [] where there is none."""
    line = page_lines[i]
    height = _bottom(entries, line) - _top(entries, line)
    left, right = _left(entries, line), _right(entries, line)
    block: list[Sequence[int]] = []
    for below in page_lines[i + 1:]:
        if not (_left(entries, below) < right and left < _right(entries, below)):
            continue  # another column
        if not block:
            if _top(entries, below) - _bottom(entries, line) > _FIRST_GAP * height:
                return []
        else:
            last = block[-1]
            if _top(entries, below) - _top(entries, last) > _LINE_GAP * (_bottom(entries, last) - _top(entries, last)):
                break
        block.append(below)
        if len(block) == _BLOCK_LINES:
            break
    if len(block) < 2:
        return []
    heights = sorted(_bottom(entries, ks) - _top(entries, ks) for ks in block)
    return block if height <= _SMALLER * heights[len(heights) // 2] else []  # the sender's line in smaller type


def _top(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> float:
    return min(entries[k][1].box[1] for k in ks)  # type: ignore[index]


def _bottom(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> float:
    return max(entries[k][1].box[3] for k in ks)  # type: ignore[index]


def _left(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> float:
    return min(entries[k][1].box[0] for k in ks)  # type: ignore[index]


def _right(entries: Sequence[tuple[Page, Word]], ks: Sequence[int]) -> float:
    return max(entries[k][1].box[2] for k in ks)  # type: ignore[index]


# -- rule footer_name ----------------------------------------------------------------------------------------
_FOOTER = 0.8  # a footer line starts below this share of its page's height


def footer_name(doc: Document, tags: list[str], conf: list[float], kinds: Mapping[str, str],
                prob: Callable[[int, str], float], index: OneLineAddresses | None = None) -> None:
    """Rule ``footer_name``: the name a page's footer prints in its one-line address is the issuer's; ``tags``
    and ``conf`` are changed in place.

    Why: a business document prints its issuer's legal name and address in one line at the foot of the page
    ("Brooks & Moreau – Calle del Sol, 74 – 92932 Valencia – España"), and a letterhead that is a logo leaves
    that line the only place the name is printed in text. The model reads the footer as boilerplate and leaves
    it untagged, or gives the name printed at the top to the other party. A name tagged elsewhere that reads as
    the footer's name takes the issuer's role, and where the issuer's name is still empty, the footer's name is
    tagged. Whose the footer is, the title says: the seller's on an invoice, a receipt or an order confirmation,
    the buyer's on a purchase order; an untitled page changes nothing. The footer line: one of the page's bottom
    fifth, a name then pieces cut by separators (:func:`_is_sender`, no type size asked).

    Measured: the generator's held-out layouts 0.9568 → 0.9571 (9 documents better, none worse: vendor names
    printed only in the footer, "Brooks & Moreau", "Walker Labs", or given to the customer at the top); every
    other set unchanged. With the issuer taken for the seller on an untitled page too: the test families'
    orders 0.9986 → 0.9967 (30 purchase orders whose untitled first page was read as the seller's)."""
    names = ("vendor_name", "customer_name")
    if any(kinds.get(f) != "single" for f in names):
        return
    index = index or OneLineAddresses(doc)
    entries = index.entries
    footers = [_name_piece(entries, page_lines[i]) for page_lines, i in index.found
               if _top(entries, page_lines[i]) > _FOOTER * entries[page_lines[i][0]][0].height]
    footers = [f for f in footers if f and not ACCOUNT_KEY.search(fold(" ".join(entries[k][1].text for k in f)))]
    # (a bank's line "Jyske Bank · Reg.nr. 7510 · Kontonr. …" names the issuer's bank, not the issuer)
    if not footers:
        return
    issuer = titled_issuer(entries)  # an order's footer is its buyer's or its seller's: the title says which
    if issuer is None:
        return
    name = name_key(" ".join(entries[k][1].text for k in footers[0]))
    same = [s for s in tags_to_spans(tags) if s.label in names and s.label != issuer
            and name_key(" ".join(w.text for _, w in entries[s.start:s.end])) == name]
    for s in same:  # the issuer's name, read as the other party's
        tag_value(range(s.start, s.end), issuer, tags, conf, prob)
    if not same and not any(t != OUTSIDE and t[2:] == issuer for t in tags):
        tag_value(footers[0], issuer, tags, conf, prob)


def tag_value(ks: Sequence[int], field: str, tags: list[str], conf: list[float],
         prob: Callable[[int, str], float]) -> None:
    """Words ``ks`` (in a row) tagged one value of ``field``, each word's confidence its new tag's probability."""
    for k, t in zip(ks, spans_to_tags(len(ks), [Span(field, 0, len(ks))])):
        tags[k], conf[k] = t, prob(k, t)


def _name_piece(entries: Sequence[tuple[Page, Word]], line: Sequence[int]) -> list[int]:
    """The words of a one-line address's first piece, its name (in reading order, in a row); [] otherwise."""
    piece: list[int] = []
    for k in line:
        text = entries[k][1].text
        if text in SEPARATORS:
            break
        piece.append(k)
        if text.endswith(","):
            break
    return piece if piece and piece == list(range(piece[0], piece[0] + len(piece))) else []


def name_key(text: str) -> str:
    """A name as compared: its letters and digits, lower case."""
    return "".join(c for c in text.lower() if c.isalnum())
