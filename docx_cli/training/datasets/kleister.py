"""Kleister NDA: long contracts (born-digital PDFs) with normalised gold values.

``train/in.tsv.xz`` names each PDF (columns in ``in-header.tsv``); ``train/expected.tsv`` holds, line by
line, ``key=value`` pairs with ``_`` for spaces: ``effective_date`` (ISO date), ``jurisdiction`` (a US state),
``party`` (repeated), ``term`` (``3_years``). The PDFs go through the ingest stage (cached as Document JSON),
then each gold value is located among the words although the text spells it differently:

- dates written any way (``April 18, 2001``, ``18th day of April, 2001``, ``4/18/2001``, ``2001-04-18``);
- terms as ``three (3) years``, ``3 years``, ``two-year``, ``thirty-six (36) months``;
- states by name (``New York``);
- parties with suffix and punctuation variants (``NIKE, Inc.`` for ``Nike_Inc.``, ``&`` for ``and``).

:func:`normalize_value` maps predicted text back into the dataset's format, so predictions and gold are
compared as the task does: (key, value) pairs, upper-cased.
"""

from __future__ import annotations

import csv
import lzma
import re
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path

from docx_cli.errors import ConfigError
from docx_cli.tagging import Span
from docx_cli.training.datasets.common import DatasetResult, label_document

MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"], 1)}
for _name, _num in list(MONTHS.items()):
    MONTHS[_name[:3]] = _num
MONTHS["sept"] = 9

STATES = [
    "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
    "District of Columbia", "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas",
    "Kentucky", "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi",
    "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York",
    "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island",
    "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington",
    "West Virginia", "Wisconsin", "Wyoming",
]

NUMBER_WORDS = {w: i for i, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"])}
NUMBER_WORDS.update({"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "a": 1, "an": 1})
for _tens, _v in (("twenty", 20), ("thirty", 30), ("forty", 40), ("fifty", 50)):
    for _unit in range(1, 10):
        _w = next(k for k, v in NUMBER_WORDS.items() if v == _unit and k not in ("a", "an"))
        NUMBER_WORDS[f"{_tens}-{_w}"] = _v + _unit

_EDGE = " \t,.;:()[]\"'“”‘’"


def _strip(text: str) -> str:
    return text.strip(_EDGE)


# -- dates ----------------------------------------------------------------------------------------------------
_MONTH_RE = r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|" \
            r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
_DAY_RE = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR_RE = r"(?P<year>\d{4}|\d{2})"
_DATE_PATTERNS = [
    re.compile(rf"^{_MONTH_RE}\s*{_DAY_RE}\s*,?\s*,?\s*{_YEAR_RE}$"),  # April 18, 2001
    re.compile(rf"^{_DAY_RE}\s*(?:day\s+of\s+)?{_MONTH_RE}\s*,?\s*(?:of\s+)?{_YEAR_RE}$"),  # 18th day of April, 2001
    re.compile(r"^(?P<month>\d{1,2})[/.-](?P<day>\d{1,2})[/.-](?P<year>\d{4}|\d{2})$"),  # 4/18/2001
    re.compile(r"^(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})$"),  # 2001-04-18
]


def parse_date(text: str) -> str | None:
    """ISO ``YYYY-MM-DD`` for a date written any common (US) way, else None."""
    t = re.sub(r"\s+", " ", _strip(text).lower()).replace("the ", "")
    for pat in _DATE_PATTERNS:
        m = pat.match(t)
        if not m:
            continue
        month = m.group("month")
        month = int(month) if month.isdigit() else MONTHS.get(month.rstrip(".")[:4] if month.startswith("sept")
                                                               else month.rstrip(".")[:3])
        day, year = int(m.group("day")), int(m.group("year"))
        if year < 100:
            year += 2000 if year < 50 else 1900
        if month and 1 <= month <= 12 and 1 <= day <= 31 and 1900 <= year <= 2100:
            return f"{year:04d}-{month:02d}-{day:02d}"
    return None


# -- terms ----------------------------------------------------------------------------------------------------
_TERM_RE = re.compile(
    r"^(?:(?P<word>[a-z]+(?:-[a-z]+)?)\s*)?(?:\(?(?P<num>\d+(?:\.\d+)?)\)?\s*)?-?\s*(?P<unit>year|month|day)s?$"
)


def parse_term(text: str) -> str | None:
    """``three (3) years`` / ``3 years`` / ``two-year`` / ``thirty-six (36) months`` → ``3_years`` ..."""
    t = re.sub(r"\s+", " ", _strip(text).lower())
    t = re.sub(r"^(?P<w>[a-z]+(?:-[a-z]+)?)-(?P<u>year|month|day)", r"\g<w> \g<u>", t)  # two-year
    m = _TERM_RE.match(t)
    if not m or not (m.group("word") or m.group("num")):
        return None
    if m.group("num"):
        n = m.group("num")
        if m.group("word") and NUMBER_WORDS.get(m.group("word")) not in (None, float(n)) and \
                NUMBER_WORDS.get(m.group("word")) != int(float(n)):
            return None
    else:
        value = NUMBER_WORDS.get(m.group("word"))
        if value is None:
            return None
        n = str(value)
    unit = m.group("unit")
    return f"{n}_{unit}" + ("" if n == "1" else "s")


# -- states and parties ---------------------------------------------------------------------------------------
def parse_state(text: str) -> str | None:
    t = re.sub(r"\s+", " ", _strip(text)).lower()
    t = re.sub(r"^(the )?(state|commonwealth) of ", "", t)
    for s in STATES:
        if t == s.lower():
            return s.replace(" ", "_")
    return None


_SUFFIXES = {"INCORPORATED": "INC", "CORPORATION": "CORP", "COMPANY": "CO", "LIMITED": "LTD", "L.L.C.": "LLC",
             "L.P.": "LP", "N.A.": "NA", "&": "AND"}


def party_key(text: str) -> str:
    """Comparable form of a party name: upper case, suffix variants merged, punctuation dropped."""
    words = []
    for w in re.split(r"[\s_]+", text.upper().replace("&", " & ")):
        w = _SUFFIXES.get(w.strip(",;:()\"'“”"), w)
        w = re.sub(r"[^0-9A-Z¢]", "", w)
        if w:
            words.append(_SUFFIXES.get(w, w))
    return " ".join(words)


# The annotators' spelling of a legal form at the end of a name, whatever the contract prints. Counted on the
# training part's parties located in their contracts: "Incorporated" is written "Inc." (11 of 11), "Inc"
# "Inc." (3 of 3), "Limited" "Ltd." (4 of 4), "L.P." "LP" (6 of 6) and "L.L.C." "LLC" (4 of 5).
_GOLD_FORMS = {"INCORPORATED": "Inc.", "INC": "Inc.", "LIMITED": "Ltd.", "L.P.": "LP", "L.L.C.": "LLC"}


def normalize_party(text: str) -> str:
    """Predicted party text in the dataset's spelling: ``NIKE, Inc.`` → ``NIKE_Inc.`` (``&`` → ``and``), a
    final legal form as the annotators write it (``Biosite Incorporated`` → ``Biosite_Inc.``, ``L.P.`` →
    ``LP``). Apostrophes stay as printed (a contract's ``Landry’s`` is the gold's ``Landry’S``: 7 of the 9
    typographic ones in the training part's located parties), and a sentence's full stop after a name is
    not the name's: the gold ends in a full stop only after an abbreviation (``Inc.``, ``Corp.``), never
    after ``Corporation``."""
    t = _strip_quotes(text).replace("&", " and ").replace(",", " ")
    words = []
    for w in t.replace("_", " ").split():  # the gold's own spelling joins words with "_"
        if words and len(w) == 1 and unicodedata.category(w) == "Sc":
            words[-1] += w  # a currency sign the PDF set apart is the name's ("99 ¢ Only Stores": "99¢")
        else:
            words.append(w)
    if words and words[-1].endswith(".") and not _abbreviation(words[-1]):
        words[-1] = words[-1].rstrip(".")
    if words:
        words[-1] = _GOLD_FORMS.get(words[-1].upper(), words[-1])
    return "_".join(w for w in words if w)


def _abbreviation(word: str) -> bool:
    """``Inc.``, ``Corp.``, ``N.V.``, ``L.L.C.``: a short word, or one with a full stop inside."""
    core = word.rstrip(".")
    return len(core) <= 4 or "." in core


def _strip_quotes(text: str) -> str:
    return text.strip(" \t,;:()[]\"'“”‘’")


def normalize_value(field: str, text: str) -> str:
    """Map predicted text to the dataset's normalised value (falls back to ``_``-joined words)."""
    if field == "effective_date":
        return parse_date(text) or "_".join(text.split())
    if field == "term":
        return parse_term(text) or "_".join(text.split())
    if field == "jurisdiction":
        return parse_state(text) or "_".join(_strip(text).split())
    if field == "party":
        return normalize_party(text)
    return "_".join(text.split())


# -- locating -------------------------------------------------------------------------------------------------
def locate_value(words: list[str], key: str, value: str) -> list[tuple[int, int]]:
    """Word windows that spell the gold ``value`` of ``key`` (value in the dataset's normalised form)."""
    lowered = [w.lower() for w in words]
    if key == "effective_date":
        first = re.compile(r"^(\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the$)")
        cands = [i for i, w in enumerate(lowered) if first.match(_strip(w))]
        return _find_at(words, cands, 6, lambda t: parse_date(t) == value)
    if key == "term":
        target = value.upper()
        first = re.compile(r"^\(?[\da-z]")
        unit_words = [i for i, w in enumerate(lowered) if re.search(r"(year|month|day)s?\)?[,.;:]?$", w)]
        cands = sorted({k for i in unit_words for k in range(max(0, i - 3), i + 1) if first.match(lowered[k])})
        return _find_at(words, cands, 4, lambda t: (parse_term(t) or "").upper() == target)
    if key == "jurisdiction":
        name = value.replace("_", " ").lower()
        n = len(name.split())
        first = name.split()[0]
        cands = [i for i, w in enumerate(lowered) if _strip(w) == first]
        return _find_at(words, cands, n, lambda t: _strip(t).lower() == name)
    if key == "party":
        target = party_key(value)
        n = len(target.split())
        if not target:
            return []
        first, glued = target.split()[0], target.replace(" ", "")
        # a word may hold the first word ("W&L" for "W and L") or its start ("99" of "99 ¢", a sign the PDF
        # sets apart): compared without the spaces
        cands = [i for i, w in enumerate(words) if (k := party_key(w)) and first.startswith(k.split()[0])]
        # the value's words, then maybe a dropped suffix / added punctuation: allow a few extra words
        return _find_at(words, cands, n + 2, lambda t: party_key(t).replace(" ", "") == glued)
    return []


# A contract often states several periods of the same length: the agreement's term and, say, a standstill or
# a non-solicitation period. Kleister's ``term`` is the agreement's own, so where the value is found more than
# once, only the places a term/expiry word leads up to (within the sentence) are tagged; tagging every
# "for a period of two years" taught the model to propose standstill periods in contracts without a term.
_TERM_CUE = re.compile(r"^(term|expire[sd]?|expiration|terminate[sd]?|effect|effective|continue[sd]?|renew|renewal"
                       r"|cease|duration|survive)$")
_SENTENCE_END = re.compile(r"[a-z]{2}[.;]$")  # "hereof." ends a sentence; "(i)." or "No." does not


def term_hits(words: list[str], hits: list[tuple[int, int]], window: int = 12) -> list[tuple[int, int]]:
    """The hits of a term value that read as the agreement's term; all of them where none or one does."""
    if len(hits) < 2:
        return hits

    def cued(i: int) -> bool:
        for k in range(i - 1, max(-1, i - window - 1), -1):
            if _SENTENCE_END.search(words[k]):  # the sentence before ended here
                return False
            if _TERM_CUE.match(re.sub(r"[^a-z]", "", words[k].lower())):
                return True
        return False

    kept = [h for h in hits if cued(h[0])]
    return kept or hits


def _find_at(words: list[str], starts: list[int], max_len: int, accept: Callable[[str], bool]) -> list[tuple[int, int]]:
    hits = []
    for i in starts:
        text = ""
        for j in range(i, min(len(words), i + max_len)):
            text = (text + " " + words[j]) if text else words[j]
            if accept(text):
                hits.append((i, j + 1))
                break
    out: list[tuple[int, int]] = []
    last_end = -1
    for i, j in sorted(hits):
        if i >= last_end:
            out.append((i, j))
            last_end = j
    return out


# -- reading the dataset --------------------------------------------------------------------------------------
def read_expected(line: str) -> dict[str, list[str]]:
    gold: dict[str, list[str]] = {}
    for pair in line.split():
        key, eq, value = pair.partition("=")
        if eq and value:
            gold.setdefault(key, []).append(value)
    return gold


def read_index(split_dir: Path) -> list[tuple[str, dict[str, list[str]]]]:
    """``[(pdf file name, gold), ...]`` in the dataset's order."""
    csv.field_size_limit(sys.maxsize)
    with lzma.open(split_dir / "in.tsv.xz", "rt", encoding="utf-8") as f:
        names = [row[0] for row in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)]
    expected = (split_dir / "expected.tsv").read_text(encoding="utf-8").splitlines()
    if len(expected) != len(names):
        raise ConfigError("bad_data", f"{split_dir}: {len(names)} documents but {len(expected)} expected lines")
    return [(n, read_expected(e)) for n, e in zip(names, expected)]


def load_kleister(root: str | Path, opts, cache_dir: str = "~/.cache/docx_cli",
                  max_documents: int | None = None, progress: Callable[[int, int], None] | None = None
                  ) -> DatasetResult:
    """PDFs through ingest (cached), gold values located; the report holds the locator recall per key."""
    from docx_cli.training.datasets.common import ingest

    root = Path(root)
    if not (root / "in.tsv.xz").exists() and (root / "train" / "in.tsv.xz").exists():
        root = root / "train"
    if not (root / "in.tsv.xz").exists():
        raise ConfigError("data_missing", f"{root} is not a Kleister split folder (no in.tsv.xz inside)")
    index = read_index(root)
    if max_documents is not None:
        index = index[:max_documents]
    keys = list(opts.keys)
    total = {k: 0 for k in keys}
    found = {k: 0 for k in keys}
    docs = []
    failed = []
    for n, (name, gold_all) in enumerate(index):
        if progress:
            progress(n, len(index))
        try:
            doc = ingest(root / "documents" / name, cache_dir, ocr=opts.ocr)
        except Exception as e:  # noqa: BLE001 - one unreadable PDF must not stop the dataset
            failed.append(f"{name}: {e}")
            continue
        words = [w.text for _, w in doc.iter_words()]
        gold = {k: v for k, v in gold_all.items() if k in keys}
        spans: list[Span] = []
        located: dict[str, list[bool]] = {}
        for key, values in gold.items():
            for value in values:
                total[key] += 1
                hits = locate_value(words, key, value)
                if key == "term":
                    hits = term_hits(words, hits)
                located.setdefault(key, []).append(bool(hits))
                if hits:
                    found[key] += 1
                    spans += [Span(key, i, j) for i, j in hits]
        docs.append(label_document(doc, spans, gold, id=Path(name).stem, located=located))
    report = {
        "documents": len(docs),
        "failed": failed,
        "values": total,
        "found": found,
        "recall": {k: round(found[k] / total[k], 4) if total[k] else None for k in keys},
    }
    kinds = {"party": "multi"}
    return DatasetResult(docs, {k: kinds.get(k, "single") for k in keys}, report)
