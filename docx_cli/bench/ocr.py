"""OCR quality and speed: character recall of gold line texts, and pages/s, per engine and setting.

Gold: the line (or entity) texts and boxes of three training sets under ``../shared/data``:

    sroie        scanned receipts    train/img/NNN.jpg, train/box/NNN.csv (x1,y1,...,x4,y4,text per line)
    wildreceipt  receipt photos      train/annotations.jsonl (file_name, annotations: box, text; text boxes
                                     with empty text are unlabelled regions and skipped)
    funsd        noisy scanned forms train/images/NAME.png, train/annotations/NAME.json (form: box, text)

Three recalls, all micro-averaged (matched characters / gold characters over the sample), on text with every
whitespace removed (WildReceipt's gold has its spaces removed) and upper-cased (SROIE's gold is upper-case):

- ``line`` (the figure we report first): order-insensitive per line. Each OCR word goes to the gold line
  whose box holds the word's centre (the one it overlaps most when several do); a gold line's recall is the
  longest common subsequence of its text and its words' text (in the engine's reading order). The order of
  the lines on the page does not count, the order of characters within a line does.
- ``bag``: bag of characters per page (multiset intersection), blind to all order and position.
- ``page_lcs``: LCS of the whole gold text (lines in file order) and the whole OCR text: the order-aware
  lower bound docx_cli.ingest.evaluate reported (SROIE's files list lines in annotation order, not reading
  order, so this undercounts good readings).

Speed: every page is read in one of ``jobs`` worker processes (spawned, each engine single-threaded, as
``docx ocr --jobs`` runs); ``pages_per_s`` is pages / wall time of the whole setting, ``cpu_s_per_page`` the
CPU seconds one page costs (the worker's own and its Tesseract subprocess's), i.e. the time on one core.
"""

from __future__ import annotations

import collections
import json
import os
import random
import resource
import tempfile
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, fields, replace
from datetime import datetime, timezone
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from docx_cli.ingest.evaluate import lcs_len

DATASETS = ("sroie", "wildreceipt", "funsd")
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class GoldLine:
    text: str
    box: Box


@dataclass(frozen=True)
class Sample:
    dataset: str
    image: str
    lines: tuple[GoldLine, ...]


# -- gold ------------------------------------------------------------------------------------------------
def _quad_box(values: Iterable[float]) -> Box:
    v = [float(x) for x in values]
    xs, ys = v[0::2], v[1::2]
    return (min(xs), min(ys), max(xs), max(ys))


def _sroie(root: Path) -> list[Sample]:
    out = []
    for img in sorted((root / "img").glob("*.jpg")):
        csv = root / "box" / f"{img.stem}.csv"
        if not csv.is_file():
            continue
        lines = []
        for row in csv.read_text(encoding="utf-8", errors="replace").splitlines():
            parts = row.split(",", 8)  # the text itself may hold commas
            if len(parts) == 9 and parts[8].strip():
                try:
                    lines.append(GoldLine(parts[8], _quad_box(parts[:8])))
                except ValueError:
                    continue
        out.append(Sample("sroie", str(img), tuple(lines)))
    return out


def _wildreceipt(root: Path) -> list[Sample]:
    out = []
    for row in (root / "annotations.jsonl").read_text(encoding="utf-8").splitlines():
        if not row.strip():
            continue
        rec = json.loads(row)
        lines = tuple(GoldLine(a["text"], _quad_box(a["box"])) for a in rec["annotations"] if a["text"].strip())
        out.append(Sample("wildreceipt", str(root / rec["file_name"]), lines))
    return out


def _funsd(root: Path) -> list[Sample]:
    out = []
    for img in sorted((root / "images").glob("*.png")):
        ann = root / "annotations" / f"{img.stem}.json"
        if not ann.is_file():
            continue
        form = json.loads(ann.read_text(encoding="utf-8"))["form"]
        lines = tuple(GoldLine(e["text"], tuple(float(v) for v in e["box"])) for e in form  # type: ignore[misc]
                      if e.get("text", "").strip())
        out.append(Sample("funsd", str(img), lines))
    return out


def load_samples(dataset: str, data_dir: str | Path, n: int, seed: int) -> list[Sample]:
    """A fixed sample of ``n`` pages of a dataset's training split (all when n >= its size), sorted by path."""
    readers = {"sroie": _sroie, "wildreceipt": _wildreceipt, "funsd": _funsd}
    if dataset not in readers:
        raise ValueError(f"unknown dataset {dataset!r}; expected one of {', '.join(DATASETS)}")
    root = Path(data_dir) / dataset / "train"
    if not root.is_dir():
        raise FileNotFoundError(f"{root} is absent")
    pages = [s for s in readers[dataset](root) if s.lines and Path(s.image).is_file()]
    if n < len(pages):
        pages = sorted(random.Random(seed).sample(pages, n), key=lambda s: s.image)
    return pages


# -- recall ----------------------------------------------------------------------------------------------
def _norm(text: str) -> str:
    return "".join(text.split()).upper()


def page_counts(lines: tuple[GoldLine, ...], words: list[tuple[str, Box | None]]) -> dict[str, int]:
    """Matched characters of one page's gold lines by the OCR ``words`` (text, box) in reading order."""
    gold_texts = [_norm(g.text) for g in lines]
    ocr_text = "".join(_norm(t) for t, _ in words)
    gold_all = "".join(gold_texts)
    bag = sum((collections.Counter(gold_all) & collections.Counter(ocr_text)).values())
    assigned: list[list[str]] = [[] for _ in lines]
    for text, box in words:
        if box is None:
            continue
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        best, best_area = -1, 0.0
        for k, g in enumerate(lines):
            x0, y0, x1, y1 = g.box
            if x0 <= cx <= x1 and y0 <= cy <= y1:
                area = max(0.0, min(x1, box[2]) - max(x0, box[0])) * max(0.0, min(y1, box[3]) - max(y0, box[1]))
                if best < 0 or area > best_area:
                    best, best_area = k, area
        if best >= 0:
            assigned[best].append(_norm(text))
    line = sum(lcs_len(g, "".join(a)) for g, a in zip(gold_texts, assigned))
    return {"gold": len(gold_all), "line": line, "bag": bag, "page_lcs": lcs_len(gold_all, ocr_text)}


# -- settings --------------------------------------------------------------------------------------------
def parse_setting(spec: str) -> tuple[str, dict[str, Any]]:
    """``engine[:name=value,...]`` → (engine, overrides of that engine's tuning dataclass), e.g.
    ``tesseract:psm=4,min_width=1200`` or ``rapidocr:det_side=960``."""
    engine, _, rest = spec.partition(":")
    engine = engine.strip()
    cls = _tuning_class(engine)
    known = {f.name: f for f in fields(cls)}
    overrides: dict[str, Any] = {}
    for item in filter(None, (x.strip() for x in rest.split(","))):
        name, eq, value = item.partition("=")
        if not eq or name not in known:
            raise ValueError(f"{spec!r}: {name!r} is not a setting of {engine} (known: {', '.join(known)})")
        overrides[name] = _value(value, getattr(cls(), name))
    return engine, overrides


def _tuning_class(engine: str):
    if engine == "tesseract":
        from docx_cli.ingest.ocr.tesseract import TesseractTuning

        return TesseractTuning
    if engine == "rapidocr":
        from docx_cli.ingest.ocr.rapidocr import RapidTuning

        return RapidTuning
    raise ValueError(f"unknown engine {engine!r}; expected tesseract or rapidocr")


def _value(text: str, default: Any) -> Any:
    if text.lower() in ("none", "null"):
        return None
    if isinstance(default, bool):
        return text.lower() in ("1", "true", "yes", "on")
    if isinstance(default, int) or default is None:
        return int(text)
    if isinstance(default, float):
        return float(text)
    return text


def _cpu_s() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)  # Tesseract runs as a subprocess
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def read_page(image: str, spec: str, rotate: float = 0) -> dict[str, Any]:
    """Worker: OCR one image with a setting, as ``load_document`` reads it (reader + reading order).

    ``rotate``: clockwise degrees the image is turned by first (a copy in a temporary folder; any angle, the
    new corners filled with the border's colour: ``deskew.turn``), to measure orientation and skew finding;
    ``turned`` is what the reader turned the page by in its turn (``metadata.rotated``), ``net`` how far the
    page it read stays turned from the original."""
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    from docx_cli.errors import DocxError
    from docx_cli.ingest.load import IngestOptions
    from docx_cli.ingest.ocr import read_image
    from docx_cli.layout.reading_order import order_document

    engine, overrides = parse_setting(spec)
    tuning = replace(_tuning_class(engine)(), **overrides)
    opts = IngestOptions(ocr="always", ocr_engine=engine)  # type: ignore[arg-type]
    with tempfile.TemporaryDirectory() as tmp:
        path = image
        if rotate % 360:
            import numpy as np
            from PIL import Image

            from docx_cli.ingest.ocr.deskew import turn

            path = str(Path(tmp) / Path(image).name)
            with Image.open(image) as img:
                Image.fromarray(turn(np.asarray(img.convert("RGB")), rotate)).save(path, quality=95)
        cpu0, wall0 = _cpu_s(), time.perf_counter()
        try:
            doc = order_document(read_image(path, opts, tuning=tuning))
        except DocxError as e:
            return {"image": image, "error": f"{e.code}: {e.message}"}
        cpu, wall = _cpu_s() - cpu0, time.perf_counter() - wall0
    words = [(w.text, w.box) for _, w in doc.iter_words()]
    corrected = float((doc.metadata.get("rotated") or {}).get("1", 0))
    return {"image": image, "words": words, "cpu_s": cpu, "wall_s": wall, "turned": corrected,
            "net": round((rotate + corrected) % 360, 1), "size": [doc.pages[0].width, doc.pages[0].height]}


def gold_in_frame(box: Box, turns: Iterable[float], width: float, height: float) -> Box:
    """A gold box of a width x height image, in the frame of that image turned by each of ``turns`` in
    order (clockwise degrees, each onto a canvas that holds the whole turned image, as ``deskew.turn``):
    the bounding box of its turned corners."""
    import numpy as np

    from docx_cli.ingest.ocr.deskew import turn_matrix, turn_points

    x0, y0, x1, y1 = box
    pts = np.array([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], dtype=float)
    w, h = float(width), float(height)
    for degrees in turns:
        if degrees % 360:
            pts = turn_points(pts, degrees, w, h)
            w, h = (float(v) for v in turn_matrix(degrees, w, h)[1])
    return (float(pts[:, 0].min()), float(pts[:, 1].min()), float(pts[:, 0].max()), float(pts[:, 1].max()))


def turn_box(box: Box, degrees: int, width: float, height: float) -> Box:
    """A box of a width x height image, in the frame of that image turned ``degrees`` clockwise."""
    x0, y0, x1, y1 = box
    if degrees % 360 == 90:
        pts = [(height - y0, x0), (height - y1, x1)]
    elif degrees % 360 == 180:
        pts = [(width - x0, height - y0), (width - x1, height - y1)]
    elif degrees % 360 == 270:
        pts = [(y0, width - x0), (y1, width - x1)]
    else:
        return box
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (min(xs), min(ys), max(xs), max(ys))


def _warm(spec: str) -> None:
    """Load the engine in a worker before the clock starts (RapidOCR's sessions: ≈0.8 s once per process)."""
    engine, overrides = parse_setting(spec)
    if engine == "rapidocr":
        from docx_cli.ingest.ocr.rapidocr import RapidTuning, _engine

        _engine(replace(RapidTuning(), **overrides))


# -- the run ---------------------------------------------------------------------------------------------
def run_ocr_bench(datasets: list[str], settings: list[str], *, data_dir: str | Path, n: int = 100,
                  seed: int = 0, jobs: int = 2, rotate: float | Iterable[float] = 0,
                  on_result: Callable[[dict], None] | None = None) -> dict[str, Any]:
    """Every setting on the same fixed sample of every dataset, turned by each of ``rotate`` (clockwise
    degrees, any angle: one result per angle) → the report (see the module docstring)."""
    for spec in settings:
        parse_setting(spec)  # a typo fails before any page is read
    angles = [float(rotate)] if isinstance(rotate, (int, float)) else [float(a) for a in rotate]
    samples = {d: load_samples(d, data_dir, n, seed) for d in datasets}
    results = []
    for spec in settings:
        with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("spawn")) as pool:
            list(pool.map(_warm, [spec] * jobs))
            for d in datasets:
                pages = samples[d]
                for angle in angles:
                    start = time.perf_counter()
                    read = list(pool.map(read_page, [s.image for s in pages], [spec] * len(pages),
                                         [angle] * len(pages)))
                    wall = time.perf_counter() - start
                    res = _summarise(d, spec, pages, read, wall, jobs, angle)
                    res["rotate"] = _degrees(angle)
                    results.append(res)
                    if on_result is not None:
                        on_result(res)
    return {
        "what": "OCR character recall of gold line texts and pages/s (docx bench ocr)",
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d"),
        "n": n, "seed": seed, "jobs": jobs,
        "rotate": _degrees(angles[0]) if len(angles) == 1 else [_degrees(a) for a in angles],
        "cpus": os.cpu_count(),
        "samples": {d: [Path(s.image).name for s in samples[d]] for d in datasets},
        "results": results,
    }


def parse_angles(text: str) -> list[float]:
    """``--rotate`` → clockwise degrees: one angle or a comma-separated list ("3", "0,3,90,180,270", "-2.5");
    ValueError (with the offending item) for anything else."""
    import math

    angles = []
    for item in (x.strip() for x in text.split(",")):
        try:
            value = float(item)
        except ValueError:
            raise ValueError(f"{item!r} is not a number of degrees") from None
        if not math.isfinite(value):
            raise ValueError(f"{item!r} is not a finite number of degrees")
        angles.append(value)
    return angles


def _degrees(angle: float) -> float | int:
    """An angle as the report writes it: an int when it is whole (90, not 90.0)."""
    return int(angle) if float(angle).is_integer() else round(float(angle), 3)


def score_documents(datasets: list[str], doc_dir: str | Path, *, data_dir: str | Path, n: int = 100,
                    seed: int = 0) -> dict[str, Any]:
    """Score Document JSON files already read (``docx ocr --out DIR``, a training cache) instead of reading.

    A file counts for a sample when its ``source`` names the sample's image file; files are grouped by their
    ``metadata.reader`` (one result per engine), the newest file winning where one image was read twice.
    No speed figures: what was timed is not known."""
    found: dict[tuple[str, str], tuple[float, Path]] = {}
    for f in Path(doc_dir).expanduser().glob("*.json"):
        try:
            head = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(head, dict) or head.get("docx_version") != 1 or "source" not in head:
            continue
        reader = str((head.get("metadata") or {}).get("reader", "?"))
        key = (Path(str(head["source"])).name, reader)
        mtime = f.stat().st_mtime
        if key not in found or found[key][0] < mtime:
            found[key] = (mtime, f)
    from docx_cli.document import Document

    samples = {d: load_samples(d, data_dir, n, seed) for d in datasets}
    results = []
    for reader in sorted({r for _, r in found}):
        for d in datasets:
            total = {"gold": 0, "line": 0, "bag": 0, "page_lcs": 0}
            pages = missing = 0
            for sample in samples[d]:
                hit = found.get((Path(sample.image).name, reader))
                if hit is None:
                    missing += 1
                    continue
                doc = Document.loads(hit[1].read_text(encoding="utf-8"))
                counts = page_counts(sample.lines, [(w.text, w.box) for _, w in doc.iter_words()])
                for k in total:
                    total[k] += counts[k]
                pages += 1
            if pages:
                gold = max(total["gold"], 1)
                results.append({"dataset": d, "setting": f"documents:{reader}", "pages": pages,
                                "missing": missing, "gold_chars": total["gold"], "failed": [],
                                "recall": {k: round(total[k] / gold, 4) for k in ("line", "bag", "page_lcs")},
                                "pages_per_s": None, "cpu_s_per_page": None})
    return {"what": f"OCR character recall of gold line texts, of the documents in {doc_dir} (docx bench ocr)",
            "date": datetime.now(timezone.utc).strftime("%Y-%m-%d"), "n": n, "seed": seed,
            "samples": {d: [Path(s.image).name for s in samples[d]] for d in datasets}, "results": results}


def _summarise(dataset: str, spec: str, pages: list[Sample], read: list[dict], wall: float, jobs: int,
               rotate: float = 0) -> dict:
    total = {"gold": 0, "line": 0, "bag": 0, "page_lcs": 0}
    cpu, failed, upright = 0.0, [], 0
    for sample, r in zip(pages, read):
        if "error" in r:
            failed.append(f"{Path(sample.image).name}: {r['error']}")
            counts = page_counts(sample.lines, [])
        else:
            lines = sample.lines
            turns = (rotate, r.get("turned", 0.0))
            if any(t % 360 for t in turns):  # the page was read turned: the gold boxes turn with it
                from PIL import Image

                with Image.open(sample.image) as img:
                    w, h = img.size
                lines = tuple(GoldLine(g.text, gold_in_frame(g.box, turns, w, h)) for g in lines)
            counts = page_counts(lines, r["words"])
            cpu += r["cpu_s"]
            net = float(r.get("net", 0.0)) % 360
            upright += min(net, 360 - net) <= 1.0
        for k in total:
            total[k] += counts[k]
    ok = len(pages) - len(failed)
    gold = max(total["gold"], 1)
    return {
        "dataset": dataset, "setting": spec, "pages": len(pages), "failed": failed, "gold_chars": total["gold"],
        "recall": {k: round(total[k] / gold, 4) for k in ("line", "bag", "page_lcs")},
        "pages_per_s": round(len(pages) / max(wall, 1e-9), 3), "wall_s": round(wall, 1), "jobs": jobs,
        "cpu_s_per_page": round(cpu / max(ok, 1), 3),
        "upright": upright,  # pages read within 1 degree of the original's orientation
    }


def table(report: dict[str, Any]) -> str:
    """The results as a Markdown table; with a ``rotate`` and ``upright`` column (pages read within a degree
    of the original's orientation) when the images were turned."""
    turned = any(float(r.get("rotate") or 0) % 360 for r in report["results"])
    head = ("| dataset | setting | pages | line recall | bag recall | page LCS | pages/s | CPU s/page |"
            + (" rotate | upright |" if turned else "") + "\n"
            + "|---|---|---:|---:|---:|---:|---:|---:|" + ("---:|---:|" if turned else ""))

    def num(v: float | None) -> str:
        return "-" if v is None else f"{v:.2f}"

    def row(r: dict) -> str:
        line = (f"| {r['dataset']} | `{r['setting']}` | {r['pages']} | {r['recall']['line']:.4f} | "
                f"{r['recall']['bag']:.4f} | {r['recall']['page_lcs']:.4f} | {num(r['pages_per_s'])} | "
                f"{num(r['cpu_s_per_page'])} |")
        if turned:
            line += f" {r.get('rotate', 0)} | {r.get('upright', '-')} |"
        return line

    return "\n".join([head, *(row(r) for r in report["results"])])


def write_report(report: dict[str, Any], path: str | Path) -> None:
    """The JSON report, written atomically (a temp file in the same folder, then a rename)."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_name(f".{p.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, p)
