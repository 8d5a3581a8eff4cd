"""One synthetic document from (kind, split, seed, index), and batches of them written to a folder.

Document ``index`` of a run is drawn from ``random.Random(f"{seed}:{kind}:{split}:{index}")``, so it is the
same whatever ``--jobs`` and whichever other documents are generated with it.

Lengths follow the orders of Douzon et al.: each order or invoice draws a length class — 55% short (fits 512
tokens), 40% medium, 5% long (over 2,048) — and a target length inside it; the number of line items (1–50)
and of terms-and-conditions paragraphs is then chosen so that the laid-out document meets the target under a
cheap WordPiece-like estimate (:func:`approx_tokens`; calibrated on all-MiniLM-L6-v2's uncased vocabulary, no
tokenizer needed at generation time). ``docx synth --stats`` measures the result with a real tokenizer.
"""

from __future__ import annotations

import math
import os
import random
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from docx_cli.document import Document
from docx_cli.errors import ConfigError
from docx_cli.synth.compose import Composition, compose
from docx_cli.synth.content import Content, make_content, with_trade_names
from docx_cli.synth.families import KINDS, Family, families_for
from docx_cli.synth.gold import gold_document
from docx_cli.synth.layout import LaidPage, layout

SYNTH_VERSION = 1
LENGTH_CLASSES = (("short", 0.55, (140, 490)), ("medium", 0.40, (560, 1900)), ("long", 0.05, (2350, 4000)))
MAX_ITEMS = 50

_PIECE = re.compile(r"[a-z]+|\d+|[^a-z\d\s]")


def approx_tokens(word: str) -> int:
    """A WordPiece-like token count of one word without a vocabulary: letters runs cost one token per ~6
    letters, digit runs one per ~2.5 digits (BERT vocabularies hold few long numbers), punctuation one each."""
    n = 0
    for piece in _PIECE.findall(word.lower()):
        if piece[0].isalpha():
            n += 1 if len(piece) <= 7 else 1 + (len(piece) - 4) // 5
        elif piece[0].isdigit():
            n += 1 if len(piece) <= 3 else math.ceil(len(piece) / 2.5)
        else:
            n += 1
    return max(n, 1)


TOKEN_SCALE = 1.09  # measured: all-MiniLM-L6-v2 tokens / approx_tokens over 200 orders (sd 0.06)


def estimate_tokens(pages: list[LaidPage]) -> int:
    return 2 + round(TOKEN_SCALE * sum(approx_tokens(w.text) for p in pages for w in p.words))


@dataclass(frozen=True)
class Synth:
    id: str
    kind: str
    split: str
    family: Family
    content: Content
    composition: Composition
    pages: list[LaidPage]
    gold: Document

    @property
    def metadata(self) -> dict[str, Any]:
        return self.gold.metadata


def doc_id(kind: str, split: str, index: int) -> str:
    return f"{kind}-{split}-{index:06d}"


def synthesize(kind: str, split: str = "train", seed: int = 0, index: int = 0, *, family: Family | None = None,
               n_items: int | None = None, n_terms: int | None = None, length_class: str | None = None,
               order: str = "reading", extra_families: bool = False, composed: bool = False) -> Synth:
    """One document. ``family`` defaults to a random family of ``split`` (a family of the other split is
    refused; ``extra_families``: drawn from the train split's 256 further families too); ``n_items`` /
    ``n_terms`` / ``length_class`` override the length draw; ``order`` is the gold's word order
    (``gold.gold_document``). ``composed``: a document composed from primitives instead of a family
    (``composed.synthesize_composed``: splits train | heldout, kinds also ``mixed``)."""
    if composed:
        from docx_cli.synth.composed import synthesize_composed

        return synthesize_composed(kind, split, seed, index, n_items=n_items, length_class=length_class, order=order)
    if kind not in KINDS:
        raise ConfigError("bad_kind", f"unknown document kind {kind!r}: use one of {', '.join(KINDS)}")
    base = f"{seed}:{kind}:{split}:{index}"
    rng = random.Random(base)
    fams = families_for(split, extra=extra_families)
    if family is None:
        family = rng.choice(fams)
    elif family.split != split:
        raise ConfigError("family_split", f"family {family.id} belongs to the {family.split} split, not {split}")
    full = make_content(rng, kind, family.locale, max_items=MAX_ITEMS if kind != "receipt" else 30)
    if split == "train":  # the other splits and the examples keep their registered names: regression sets
        full = with_trade_names(full, random.Random(base + ":trade"))

    def build(n: int, t: int) -> tuple[Content, Composition, list[LaidPage], int]:
        c = full.with_sizes(n, t)
        comp = compose(c, family, random.Random(base + ":compose"))  # same optional lines at every try
        pages = layout(comp, family)
        return c, comp, pages, estimate_tokens(pages)

    if kind == "receipt":
        n = n_items or min(30, 1 + int(rng.expovariate(1 / 6)))
        t = n_terms if n_terms is not None else 0
        c, comp, pages, _ = build(n, t)
        cls = None
    elif n_items is not None:
        t = n_terms if n_terms is not None else family.filler_base
        c, comp, pages, _ = build(n_items, t)
        cls = None
    else:
        # the class comes from a golden-ratio sequence over the index, so any run of consecutive documents
        # holds the seed's 55/40/5 proportions closely (a plain random draw wanders by ±3 points per 400)
        u = (index * 0.6180339887498949 + random.Random(f"{seed}:{kind}:{split}").random()) % 1.0
        cls, target = _draw_length(rng, u, length_class)
        c, comp, pages, _ = _fit_length(build, family, target, n_terms, len(full.terms))
    source = doc_id(kind, split, index) + ".pdf"
    meta = {"synth": {"version": SYNTH_VERSION, "kind": kind, "split": split, "family": family.id, "seed": seed,
                      "index": index, "n_items": len(c.items), "length_class": cls}}
    gold = gold_document(pages, source, c, meta, order=order)
    return Synth(doc_id(kind, split, index), kind, split, family, c, comp, pages, gold)


def _draw_length(rng: random.Random, u: float, forced: str | None) -> tuple[str, int]:
    acc = 0.0
    for name, p, (lo, hi) in LENGTH_CLASSES:
        acc += p
        if (forced is None and u < acc) or forced == name:
            if name == "long":  # a long tail, not a plateau
                return name, int(min(hi * 2, lo + rng.expovariate(1 / 700)))
            return name, rng.randint(lo, hi)
    name, _, (lo, hi) = LENGTH_CLASSES[-1]
    return name, lo


def _fit_length(build, family: Family, target: int, n_terms: int | None, max_terms: int):
    """Items first (1..50), then terms paragraphs, until the estimate reaches the target."""
    t = family.filler_base if n_terms is None else n_terms
    c, comp, pages, est1 = build(1, t)
    per_item = max(8, sum(approx_tokens(w) for cell in comp.rows[0] for r in cell for w in r.text.split(" ")))
    n = max(1, min(MAX_ITEMS, 1 + round((target - est1) / per_item)))
    c, comp, pages, est = build(n, t)
    for _ in range(3):  # corrections: repeated headers on new pages, item lengths vary
        if est > target * 1.06 and n > 1:
            n = max(1, n - math.ceil((est - target) / per_item))
        elif est < target * 0.94 and n < MAX_ITEMS:
            n = min(MAX_ITEMS, n + math.ceil((target - est) / per_item))
        elif est < target * 0.94 and n_terms is None and t < max_terms:
            t += max(1, math.ceil((target - est) / 90))
        else:
            break
        c, comp, pages, est = build(n, t)
    return c, comp, pages, est


# -- writing a batch ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SynthOptions:
    kind: str = "order"
    split: str = "train"
    seed: int = 0
    html: bool = False
    image: bool = False
    dpi: int = 150
    ocr: bool = False  # OCR the images and label the words read (else: the gold mapped to pixels)
    ocr_engine: str = "auto"  # the engine --ocr reads with: auto (docx extract's default) | rapidocr | tesseract
    extra_families: bool = False  # train split: draw from the 256 further families too (families.EXTRA_FAMILIES)
    composed: bool = False  # per-document composition from primitives (composed.py) instead of a family


def _write_bytes(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_one(index: int, out_dir: str, opts: SynthOptions) -> dict[str, Any]:
    """Generate document ``index`` into ``out_dir``; returns its manifest record. Runs in worker processes."""
    from docx_cli.synth.render_pdf import render_pdf

    out = Path(out_dir)
    s = synthesize(opts.kind, opts.split, opts.seed, index, extra_families=opts.extra_families,
                   composed=opts.composed)
    pdf = render_pdf(s.pages, title=s.id)
    _write_bytes(out / f"{s.id}.pdf", pdf)
    _write_bytes(out / f"{s.id}.json", (s.gold.dumps() + "\n").encode("utf-8"))
    rec: dict[str, Any] = {
        "id": s.id, "kind": s.kind, "split": s.split, "family": s.family.id, "seed": opts.seed, "index": index,
        "pages": len(s.pages), "words": s.gold.num_words, "n_items": len(s.content.items),
        "length_class": s.metadata["synth"]["length_class"], "pdf": f"{s.id}.pdf", "gold": f"{s.id}.json",
    }
    if opts.html:
        from docx_cli.synth.render_html import render_html

        text, web = render_html(s.composition, s.family, s.content, f"{s.id}.html", {"synth": s.metadata["synth"]})
        _write_bytes(out / f"{s.id}.html", text.encode("utf-8"))
        _write_bytes(out / f"{s.id}.web.json", (web.dumps() + "\n").encode("utf-8"))
        rec.update(html=f"{s.id}.html", html_gold=f"{s.id}.web.json")
    if opts.image:
        scan, names = scan_document(s, pdf, opts, out)
        _write_bytes(out / f"{s.id}.scan.json", (scan.dumps() + "\n").encode("utf-8"))
        rec.update(images=names, image_gold=f"{s.id}.scan.json")
    rec["fields"] = s.metadata["gold"]["fields"]  # line items: in the gold JSON's metadata.gold
    return rec


def scan_document(s: Synth, pdf: bytes, opts: SynthOptions, out: Path | None = None) -> tuple[Document, list[str]]:
    """(the scan Document of a generated document, the page images' names in ``out``).

    The Document is the gold in the page images' pixels, or with ``opts.ocr`` the words the OCR engine reads
    from the images, labelled from the gold (:func:`ocr_labelled`). The images are written to ``out``; without
    it they live only in a temporary folder while the OCR reads them (``docx synth --jsonl``: no images kept)."""
    from docx_cli.synth.render_image import render_scan

    rng = random.Random(f"{s.id}:{opts.seed}:image")
    pages, scan = render_scan(pdf, s.gold, rng, dpi=opts.dpi, receipt=s.kind == "receipt")
    names = [f"{s.id}-p{k}.jpg" for k in range(1, len(pages) + 1)]
    if out is not None:
        for name, page in zip(names, pages):
            _write_bytes(out / name, page.jpeg)
    if not opts.ocr:
        return scan, names if out is not None else []
    if out is not None:
        return ocr_labelled(scan, pages, [out / name for name in names], opts.ocr_engine), names
    with tempfile.TemporaryDirectory(prefix="docx-synth-") as tmp:
        paths = [Path(tmp) / name for name in names]
        for path, page in zip(paths, pages):
            path.write_bytes(page.jpeg)
        return ocr_labelled(scan, pages, paths, opts.ocr_engine), []


def ocr_labelled(scan: Document, pages: list, images: list[Path], engine: str = "auto") -> Document:
    """What ``docx extract`` reads from the page images (``load_document`` with ``ocr="always"`` and the
    engine, ``auto``: its default), labelled from the gold (``project_labels``).

    RapidOCR undoes a skew of a degree or more on its words' coordinates (``metadata.rotated``): the gold's
    corners are turned with them (``render_image.gold_in_frame``) before the labels are moved across.
    ``metadata.scan.recovered`` counts the gold values whose words the OCR read (:func:`recovered_values`)."""
    from dataclasses import replace

    from docx_cli.ingest.load import IngestOptions, load_document
    from docx_cli.ingest.ocr import engine_for
    from docx_cli.synth.gold import project_labels
    from docx_cli.synth.render_image import gold_in_frame

    iopts = IngestOptions(ocr="always", ocr_engine=engine)  # type: ignore[arg-type]
    gold_pages, read_pages, turned = [], [], {}
    for gp, page, path in zip(scan.pages, pages, images):
        read = load_document(str(path), iopts)
        rp = read.pages[0]
        degrees = float(read.metadata.get("rotated", {}).get("1", 0.0))
        if degrees:
            turned[str(gp.number)] = degrees
        gold_pages.append(gold_in_frame(gp, page, degrees, rp.width, rp.height))
        read_pages.append(replace(rp, number=gp.number))
    gold = replace(scan, pages=tuple(gold_pages))
    # an OCR word's box is its characters' cells (RapidOCR: about 1.7 x the printed glyphs' height), the gold's
    # the glyphs': grown by a quarter of their height up and down, a word printed there covers most of it
    padded = replace(gold, pages=tuple(replace(p, words=tuple(replace(w, box=_taller(w.box)) for w in p.words))
                                       for p in gold.pages))
    info = scan.metadata.get("scan", {}) | {"ocr": engine_for(iopts)}
    if turned:
        info["rotated"] = turned
    target = Document(source=images[0].name, pages=tuple(read_pages), format="document",
                      metadata=scan.metadata | {"scan": info})
    labelled = project_labels(padded, target)
    info["recovered"] = recovered_values(gold, labelled)
    return labelled


def _taller(box, by: float = 0.25):
    x0, y0, x1, y1 = box
    pad = (y1 - y0) * by
    return (x0, y0 - pad, x1, y1 + pad)


def _alnum(text: str) -> str:
    return "".join(c for c in text.casefold() if c.isalnum())


def _spans(doc: Document) -> list[tuple[str, list[str]]]:
    """(field, its words) of each labelled span, in reading order."""
    from docx_cli.tagging import tags_to_spans

    words = [w.text for _, w in doc.iter_words()]
    return [(sp.label, words[sp.start:sp.end]) for sp in tags_to_spans([w.label or "O" for _, w in doc.iter_words()])]


def recovered_values(gold: Document, read: Document) -> dict[str, int]:
    """How many of the gold's labelled values the OCR'd Document holds (``header_*``: the single, not
    line-item, fields only).

    ``recovered``: read as one span of the same field with the same text (spaces and case aside).
    ``recovered_loose``: each of its words read, letters and digits only (RapidOCR reads most decimal commas
    as points), and labelled with its field, whatever the spans (the reading order of the OCR'd page may
    interleave a letterhead's name and address lines into several spans); each word read counts once; a
    value ``recovered`` is recovered loosely too (its words may be split otherwise)."""
    from collections import Counter

    from docx_cli.synth.compose import FIELD_KINDS

    def header(field: str) -> bool:
        return FIELD_KINDS.get(field, "single") != "item"

    want, got = _spans(gold), _spans(read)
    exact = Counter((f, "".join(ws).casefold()) for f, ws in got)
    pool = Counter((f, _alnum(w)) for f, ws in got for w in ws)
    out = dict.fromkeys(("values", "header_values", "recovered", "header_recovered", "recovered_loose",
                         "header_recovered_loose"), 0)
    for f, ws in want:
        out["values"] += 1
        out["header_values"] += header(f)
        key = (f, "".join(ws).casefold())
        hit = exact[key] > 0
        if hit:
            exact[key] -= 1
            out["recovered"] += 1
            out["header_recovered"] += header(f)
        need = Counter((f, _alnum(w)) for w in ws if _alnum(w))
        if all(pool[k] >= n for k, n in need.items()):
            pool.subtract(need)
        elif not hit:  # nor split differently by the OCR ("SO-311-" "9531"): read as one span above
            continue
        out["recovered_loose"] += 1
        out["header_recovered_loose"] += header(f)
    return out


def single_threaded_workers() -> None:
    """Scans take seconds a document: workers take one at a time, each on one thread (they inherit this
    environment), so ``--jobs`` parallelises over documents."""
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")


def _write_star(args: tuple[int, str, SynthOptions]) -> dict[str, Any]:
    return write_one(*args)


def generate(out_dir: str | Path, n: int, opts: SynthOptions, *, start: int = 0, jobs: int = 1) -> Iterator[dict]:
    """Write documents ``start .. start+n-1``; yields their manifest records in index order."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tasks = [(i, str(out), opts) for i in range(start, start + n)]
    if jobs <= 1 or n < (2 if opts.image else 4):
        for t in tasks:
            yield _write_star(t)
        return
    from multiprocessing import get_context

    if opts.image:
        single_threaded_workers()
    chunk = 1 if opts.image else max(1, min(16, n // (jobs * 4)))
    # spawn, like the rest of the CLI (run_batch): forking a process that may hold torch threads is unsafe
    with get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_write_star, tasks, chunksize=chunk)


# -- length statistics ---------------------------------------------------------------------------------------------


def length_stats(kind: str, n: int, tokenizer, *, split: str = "train", seed: int = 0, start: int = 0,
                 composed: bool = False) -> dict:
    """Token lengths of ``n`` generated documents (gold words, no PDF rendered) under ``tokenizer``:
    the [CLS] … [SEP] sequence of all words, as Douzon et al. count "fits into 512 tokens"."""
    lengths, pages, items = [], [], []
    for i in range(start, start + n):
        s = synthesize(kind, split, seed, i, order="drawn", composed=composed)  # the order changes no length
        words = [w.text for _, w in s.gold.iter_words()]
        # word by word, as is_split_into_words does (and no "longer than 512" warning): + [CLS] and [SEP]
        lengths.append(2 + sum(len(ids) for ids in tokenizer(words, add_special_tokens=False)["input_ids"]))
        pages.append(len(s.pages))
        items.append(len(s.content.items))
    lengths.sort()

    def pct(pred) -> float:
        return round(100.0 * sum(1 for x in lengths if pred(x)) / len(lengths), 1)

    return {
        "kind": kind, "split": split, "n": n, "seed": seed,
        "pct_le_512": pct(lambda x: x <= 512),
        "pct_513_2048": pct(lambda x: 512 < x <= 2048),
        "pct_gt_2048": pct(lambda x: x > 2048),
        "tokens": {"min": lengths[0], "p25": lengths[n // 4], "median": lengths[n // 2], "p75": lengths[3 * n // 4],
                   "p95": lengths[min(n - 1, int(n * 0.95))], "max": lengths[-1]},
        "pages": {"mean": round(sum(pages) / n, 2), "max": max(pages)},
        "items": {"mean": round(sum(items) / n, 1), "min": min(items), "max": max(items)},
    }
