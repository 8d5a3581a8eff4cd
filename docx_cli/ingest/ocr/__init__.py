"""OCR for images and scanned PDF pages, by one of two engines behind one interface.

- ``tesseract`` (:mod:`.tesseract`, through pytesseract): Tesseract's words, lines and paragraphs.
- ``rapidocr`` (:mod:`.rapidocr`): PP-OCR detection + recognition ONNX models shipped in the ``rapidocr``
  wheel, run by onnxruntime; no download, no network.
- ``auto`` (the default): the engine the measurements in docs/ocr.md say reads best, :func:`engine_for`.

Both give the same Document output: words with pixel boxes (× ``scale`` for PDF pages), confidences 0..1,
and line/block ids (Tesseract's own; for RapidOCR from ``docx_cli.layout.reading_order``). Each runs
single-threaded on a page; ``map_pages`` and ``docx ocr --jobs`` parallelise over pages and files.
Scanned PDF pages are rendered by pypdfium2 at ``IngestOptions.dpi`` (300), lowered when the render would
exceed ``max_pixels`` (a huge page is not a reason to allocate gigabytes).

    from docx_cli.ingest.load import IngestOptions, load_document
    doc = load_document("receipt.jpg", IngestOptions(ocr="always", ocr_engine="rapidocr"))
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from docx_cli.document import Document, Page, Word
from docx_cli.errors import InputError
from docx_cli.ingest.load import IngestOptions, too_many_pages
from docx_cli.ingest.ocr.tesseract import (
    DEFAULT_TESSERACT,
    PDF_TESSERACT,
    TESSERACT_TIMEOUT_S,
    TesseractTuning,
    tesseract_page,
    tesseract_version,
)

# What the engines read from pixels, under one name: cached readings of photos (training data) are keyed by it.
# Change it with any change to the words or boxes an image gives (an engine, its settings, deskewing); a change
# that reads the same (a helper, a docstring) keeps it. tests/test_ocr_engines.py holds the hash of this
# package's source it was last checked against, so an edit here cannot pass unnoticed.
READING_VERSION = "2026-12-05-letters-1"  # the date and what changed: a 0/1 among letters read as the letter the recogniser also saw (.glyphs)

__all__ = ["ENGINES", "TESSERACT_TIMEOUT_S", "TesseractTuning", "check_engine", "engine_for", "map_pages",
           "ocr_page", "ocr_words", "read_image", "render_pdf_page", "tesseract_version"]

ENGINES = ("tesseract", "rapidocr")
_FORMATS_TESSERACT_READS = {"PNG", "JPEG", "TIFF", "BMP", "GIF", "WEBP"}


def engine_for(opts: IngestOptions) -> str:
    """The engine that reads: ``opts.ocr_engine``, or for ``auto`` the measured best (docs/ocr.md).

    ``auto`` reads with RapidOCR, except where only Tesseract can do what was asked: a language other than
    English (``--lang``: RapidOCR's recogniser reads Latin script and Chinese, with no language packs) or a
    Tesseract page segmentation mode (``--psm``)."""
    if opts.ocr_engine != "auto":
        return opts.ocr_engine
    if opts.lang != "eng" or opts.psm is not None:
        return "tesseract"
    return "rapidocr"


def check_engine(opts: IngestOptions) -> str:
    """The engine ``opts`` selects, after checking it is installed (DependencyError, exit 2, if not)."""
    engine = engine_for(opts)
    if engine == "tesseract":
        tesseract_version()
    else:
        from docx_cli.ingest.ocr.rapidocr import check_rapidocr

        check_rapidocr()
    return engine


def ocr_words(image: Any, opts: IngestOptions, scale: float = 1.0, tuning: Any = None) -> list[Word]:
    """Words of one page image (a PIL image, or for Tesseract also an image file path), boxes × ``scale``.

    For scanned PDF pages: Tesseract with its own page segmentation (``PDF_TESSERACT``), no orientation step
    for either engine (the caller keeps the PDF's page size, so the words must stay in its frame)."""
    from dataclasses import replace

    if engine_for(opts) == "tesseract":
        tuning = replace(tuning or PDF_TESSERACT, osd=False)
    else:
        from docx_cli.ingest.ocr.rapidocr import DEFAULT_RAPIDOCR

        tuning = replace(tuning or DEFAULT_RAPIDOCR, osd=False, upright=False)
    return ocr_page(image, opts, scale, tuning)[0]


def ocr_page(image: Any, opts: IngestOptions, scale: float = 1.0,
             tuning: Any = None) -> tuple[list[Word], tuple[int, int] | None, float]:
    """(words, the upright page's pixel size when an orientation step turned it else None, the clockwise
    degrees the page was turned by to make it upright: a quarter turn, and for RapidOCR also a skew).

    ``tuning`` is the engine's settings object (``TesseractTuning`` / ``RapidTuning``); None: the defaults,
    the measured best. ``docx bench ocr`` passes others to measure them."""
    if engine_for(opts) == "tesseract":
        return tesseract_page(image, opts.lang, opts.psm, tuning or DEFAULT_TESSERACT, scale=scale)
    from docx_cli.ingest.ocr.rapidocr import DEFAULT_RAPIDOCR, rapidocr_page

    if isinstance(image, (str, Path)):
        from PIL import Image

        with Image.open(image) as img:
            image = img.convert("RGB")
    tuning = tuning or DEFAULT_RAPIDOCR
    if tuning.osd:  # Tesseract's orientation finding instead of ours
        from dataclasses import replace

        from docx_cli.ingest.ocr.tesseract import upright

        image, rotation = upright(image)
        words = rapidocr_page(image, scale, replace(tuning, upright=False))[0]
        return words, (image.size if rotation else None), rotation
    return rapidocr_page(image, scale, tuning)


# -- images ----------------------------------------------------------------------------------------------
# What Pillow raises on corrupt files besides OSError: a TIFF without dimensions is a TypeError (from a
# KeyError), a bad tag an IndexError or struct.error (fuzzing, tests/test_fuzz.py). All mean corrupt_image.
PIL_ERRORS = (OSError, EOFError, ValueError, SyntaxError, TypeError, KeyError, IndexError, struct.error,
              ZeroDivisionError, OverflowError, MemoryError)


def _open_image(p: Path, opts: IngestOptions):
    from PIL import Image, UnidentifiedImageError

    # Image.open reads the header only. PIL's own bomb check (MAX_IMAGE_PIXELS, a process-wide setting) is
    # lifted for that moment so that ours, with the configured limit and the actual size, is the one that
    # speaks: _check_pixels runs on every frame before any pixel is decoded.
    previous = Image.MAX_IMAGE_PIXELS
    Image.MAX_IMAGE_PIXELS = None
    try:
        img = Image.open(p)
    except (UnidentifiedImageError, *PIL_ERRORS) as e:
        raise InputError("corrupt_image", f"cannot read image ({e})") from None
    finally:
        Image.MAX_IMAGE_PIXELS = previous
    return img


def _check_pixels(p: Path, img, opts: IngestOptions, frame: int | None = None) -> None:
    w, h = img.size
    if w * h > opts.max_pixels:
        where = f" (frame {frame + 1})" if frame is not None else ""
        raise InputError("too_large", f"image{where} is {w}x{h} = {w * h:,} pixels, over the "
                                      f"{opts.max_pixels:,} pixel limit (a decompression bomb?); raise it with "
                                      "--max-pixels if it is genuine")
    if w == 0 or h == 0:
        raise InputError("corrupt_image", f"image has no pixels ({w}x{h})")


def read_image(path: str | Path, opts: IngestOptions, source: str | None = None, tuning: Any = None) -> Document:
    """PNG / JPEG / TIFF (every frame a page) / BMP / GIF / WebP → Document with px boxes, one page per frame."""
    p = Path(path)
    if opts.ocr == "never":
        raise InputError("needs_ocr", "an image has no text layer; it needs OCR, which --ocr never turns off")
    engine = check_engine(opts)  # fail fast (exit 2) before decoding anything
    with _open_image(p, opts) as img:
        try:
            n = getattr(img, "n_frames", 1)
        except PIL_ERRORS as e:  # a truncated GIF/TIFF frame table
            raise InputError("corrupt_image", f"cannot count the image's frames ({e})") from None
        if opts.max_pages is not None and n > opts.max_pages:
            raise too_many_pages(p, n, opts.max_pages)
        if n > opts.max_frames:  # docs/limits.md: each frame is one OCR run
            raise InputError("too_many_pages", f"image has {n:,} frames, more than the {opts.max_frames} "
                             "allowed (--limit max_frames=N raises it; docs/limits.md)")
        for frame in range(n):  # every frame's header, before any pixel is decoded
            try:
                img.seek(frame)
            except PIL_ERRORS as e:
                raise InputError("corrupt_image", f"cannot read image frame {frame + 1} ({e})") from None
            _check_pixels(p, img, opts, frame if n > 1 else None)
        dpi = img.info.get("dpi")
    read = map_pages(partial(_ocr_frame, p, opts=opts, single=n == 1, tuning=tuning), list(range(n)),
                     opts.page_jobs)
    pages = [page for page, _ in read]
    metadata: dict[str, Any] = {"reader": engine}
    turned = {str(page.number): rotation for page, rotation in read if rotation}  # str: as JSON gives it back
    if turned:  # clockwise degrees each turned page was rotated by before it was read (its boxes: upright)
        metadata["rotated"] = turned
    if engine == "tesseract":
        metadata["lang"] = opts.lang
    psm = opts.psm if opts.psm is not None else getattr(tuning or DEFAULT_TESSERACT, "psm", None)
    if engine == "tesseract" and psm is not None:  # the page segmentation Tesseract ran with, if not its own
        metadata["psm"] = psm
    if dpi:
        metadata["dpi"] = [round(float(v), 1) for v in dpi]
    return Document(source=source or str(path), pages=tuple(pages), format="document", metadata=metadata)


def _ocr_frame(p: Path, frame: int, opts: IngestOptions, single: bool, tuning: Any = None) -> tuple[Page, int]:
    """OCR one frame of an image file (module-level: it may run in a worker process) → (page, rotation)."""
    from PIL import ImageOps

    with _open_image(p, opts) as img:
        try:
            img.seek(frame)
            if single and img.format in _FORMATS_TESSERACT_READS and img.mode in ("1", "L", "RGB") \
                    and img.getexif().get(0x0112, 1) == 1 and engine_for(opts) == "tesseract":
                img.load()  # decode here so that a truncated file is our error, not Tesseract's
                target: Any = str(p)  # Tesseract reads the file itself: no re-encode
                size = img.size
            else:
                frame_img = ImageOps.exif_transpose(img) if single else img.copy()
                target = frame_img if frame_img.mode in ("1", "L", "RGB") else frame_img.convert("RGB")
                size = target.size
        except PIL_ERRORS as e:
            raise InputError("corrupt_image", f"cannot read image ({e})") from None
    words, upright, rotation = ocr_page(target, opts, tuning=tuning)
    size = upright or size  # an orientation step turned the page: its words are in the upright page's pixels
    return Page(number=frame + 1, width=float(size[0]), height=float(size[1]), unit="px", source="ocr",
                words=tuple(words)), rotation


def map_pages(fn: Callable[[int], Page], items: list[int], jobs: int) -> list[Page]:
    """``fn`` over page indexes, in order; in ``jobs`` spawned processes when there are several pages."""
    if jobs <= 1 or len(items) <= 1:
        return [fn(i) for i in items]
    # spawn, not fork: the caller may hold threads (torch) that fork would copy broken
    with ProcessPoolExecutor(max_workers=min(jobs, len(items)), mp_context=get_context("spawn")) as pool:
        return list(pool.map(fn, items))


# -- scanned PDF pages -----------------------------------------------------------------------------------
def render_pdf_page(path: str | Path, index: int, opts: IngestOptions):
    """Render page ``index`` (0-based) with pypdfium2 → (PIL image, points per pixel, (width, height) in pt)."""
    import pypdfium2 as pdfium

    check_engine(opts)  # no point rendering when nothing can read the result
    try:
        pdf = pdfium.PdfDocument(str(path), password=opts.password)
    except pdfium.PdfiumError as e:
        raise InputError("corrupt_pdf", f"pdfium cannot open it ({e})") from None
    try:
        page = pdf[index]
        w_pt, h_pt = page.get_size()
        scale = opts.dpi / 72.0
        pixels = (w_pt * scale) * (h_pt * scale)
        if pixels > opts.max_pixels:  # a poster-sized page: lower the resolution rather than the limit
            scale *= math.sqrt(opts.max_pixels / pixels) * 0.999
        bitmap = page.render(scale=scale, grayscale=True)
        image = bitmap.to_pil()
        page.close()
    except pdfium.PdfiumError as e:
        raise InputError("corrupt_pdf", f"cannot render page {index + 1} ({e})") from None
    finally:
        pdf.close()
    return image, 1.0 / scale, (float(w_pt), float(h_pt))
