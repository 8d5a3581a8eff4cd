"""The Tesseract engine (through pytesseract): one page image → words with boxes, confidences, lines, blocks.

- ``image_to_data`` gives every word with its box, confidence and Tesseract's own block / paragraph / line
  numbers; we keep that structure (a Tesseract paragraph becomes our block, its lines our lines) because the
  engine's page segmentation already found columns and lines on the pixels.
- Tesseract runs with ``OMP_THREAD_LIMIT=1``: its OpenMP threading costs more than it gains (measured
  3.0 s/page single-threaded vs 10.2 s with default threading on this machine class); ``docx ocr --jobs N``
  parallelises over files instead. Set ``OMP_THREAD_LIMIT`` yourself to override.
- ``DOCX_TESSERACT`` names the tesseract binary when it is not on PATH.
- Before Tesseract sees a page, :mod:`docx_cli.ingest.ocr.prepare` may upscale small text (measured on
  SROIE, WildReceipt and FUNSD: docs/ocr.md); boxes are mapped back to the image's pixels.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any

from docx_cli.document import Word
from docx_cli.errors import TESSERACT_MISSING, DependencyError, InputError

TESSERACT_TIMEOUT_S = 600  # per page; a page that takes longer is pathological
MAX_UPSCALED_PIXELS = 40_000_000  # an upscaled page stays below this (a 300 dpi A4 page is 8.7 Mpx)


@dataclass(frozen=True)
class TesseractTuning:
    """What is done to a page before and while Tesseract reads it. The defaults are the measured best
    (docs/ocr.md, ``docx bench ocr``); every field can be set from the bench as ``tesseract:NAME=VALUE``."""

    psm: int | None = None  # page segmentation mode; None: Tesseract's own (3). --psm overrides it
    min_width: int = 0  # upscale (Lanczos) a page narrower than this many pixels to this width; 0: never
    autocontrast: bool = False  # stretch the grey levels (1 % clipped at each end) before reading
    binarize: bool = False  # OpenCV adaptive Gaussian threshold (31 px window) before reading
    osd: bool = False  # find 90/180/270 degree rotations with Tesseract's OSD (--psm 0) and undo them


# Tesseract's defaults stay as they were (its own page segmentation, 3, no preprocessing), so that what the
# Tesseract path reads (and `docx extract` finds on examples/receipt.jpg) does not change. Measured better
# (docs/ocr.md, 12 training pages each, line recall): --psm 6 on receipts (SROIE 0.876 -> 0.941, WildReceipt
# 0.538 -> 0.659; it reads the example's total as 616.59), --psm 11 on forms (FUNSD 0.806 -> 0.839), upscaling
# to 1,600 px wide (SROIE 0.923). RapidOCR, the default engine, reads better than any of them.
DEFAULT_TESSERACT = TesseractTuning()
PDF_TESSERACT = TesseractTuning()


def _pytesseract():
    import pytesseract

    os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # pytesseract passes os.environ to the subprocess
    # read every time (not once at import) so that unsetting DOCX_TESSERACT restores the PATH lookup
    pytesseract.pytesseract.tesseract_cmd = os.environ.get("DOCX_TESSERACT") or "tesseract"
    return pytesseract


def tesseract_version() -> str:
    """The installed Tesseract version; DependencyError (exit 2, with the install command) when missing."""
    pt = _pytesseract()
    try:
        return str(pt.get_tesseract_version())
    except pt.TesseractNotFoundError:
        raise TESSERACT_MISSING from None
    except OSError:  # present but not executable
        raise TESSERACT_MISSING from None


def tesseract_page(image: Any, lang: str, psm: int | None, tuning: TesseractTuning = DEFAULT_TESSERACT,
                   scale: float = 1.0) -> tuple[list[Word], tuple[int, int] | None, int]:
    """One page through ``tuning``'s steps → (words with boxes × ``scale`` in the upright page's pixels,
    the upright page's size when it differs from the input's or None, the rotation undone in degrees)."""
    psm = psm if psm is not None else tuning.psm
    if not (tuning.min_width or tuning.autocontrast or tuning.binarize or tuning.osd):
        return tesseract_words(image, lang, psm, scale=scale), None, 0
    from PIL import Image, ImageOps

    if not isinstance(image, Image.Image):
        with Image.open(image) as img:
            image = img.convert("RGB") if img.mode not in ("1", "L", "RGB") else img.copy()
    size, rotation = None, 0
    if tuning.osd:
        image, rotation = upright(image)
        size = image.size if rotation else None
    factor = 1.0
    if tuning.min_width and image.width < tuning.min_width:
        factor = tuning.min_width / image.width
        factor = min(factor, (MAX_UPSCALED_PIXELS / (image.width * image.height)) ** 0.5)
        if factor > 1.0:
            image = image.resize((round(image.width * factor), round(image.height * factor)),
                                 Image.Resampling.LANCZOS)
        else:
            factor = 1.0
    if tuning.autocontrast or tuning.binarize:
        image = image.convert("L")
    if tuning.autocontrast:
        image = ImageOps.autocontrast(image, cutoff=1)
    if tuning.binarize:
        import cv2
        import numpy as np

        image = Image.fromarray(cv2.adaptiveThreshold(np.asarray(image), 255, cv2.ADAPTIVE_THRESH_GAUSSIAN_C,
                                                      cv2.THRESH_BINARY, 31, 10))
    return tesseract_words(image, lang, psm, scale=scale / factor), size, rotation


def upright(image: Any) -> tuple[Any, int]:
    """(the PIL image turned upright, the clockwise degrees it was turned by) per Tesseract's OSD; the image
    as it is (0) when OSD is unsure, or when Tesseract is not installed (the step is then skipped)."""
    try:
        rotation = _osd_rotation(image)
    except DependencyError:
        return image, 0
    # OSD's "rotate" is what turns the page upright, clockwise; PIL's rotate() turns counter-clockwise
    return (image.rotate(-rotation, expand=True), rotation) if rotation else (image, 0)


def _osd_rotation(image: Any) -> int:
    """Clockwise degrees (0/90/180/270) the page is turned by, per Tesseract's OSD; 0 when it cannot tell."""
    pt = _pytesseract()
    try:
        osd = pt.image_to_osd(image, config="--psm 0", output_type=pt.Output.DICT, timeout=TESSERACT_TIMEOUT_S)
    except pt.TesseractNotFoundError:
        raise TESSERACT_MISSING from None
    except (pt.TesseractError, RuntimeError):  # too little text to decide: read it as it is
        return 0
    if float(osd.get("orientation_conf", 0.0)) < 2.0:  # Tesseract's own "unsure" range
        return 0
    return int(osd.get("rotate", 0)) % 360


def tesseract_words(image: Any, lang: str, psm: int | None, scale: float = 1.0) -> list[Word]:
    """Words of one page image (a PIL image or an image file path) in Tesseract's reading order.

    Boxes are multiplied by ``scale`` (pixels → page units). Block ids are Tesseract paragraphs
    (block_num, par_num), line ids its lines (block_num, par_num, line_num), both renumbered 0.. per page.
    """
    pt = _pytesseract()
    config = f"--psm {psm}" if psm is not None else ""
    try:
        data = pt.image_to_data(image, lang=lang, config=config, output_type=pt.Output.DICT,
                                timeout=TESSERACT_TIMEOUT_S)
    except pt.TesseractNotFoundError:
        raise TESSERACT_MISSING from None
    except pt.TesseractError as e:
        raise _tesseract_error(e, lang) from None
    except RuntimeError as e:  # pytesseract's timeout
        if "timeout" in str(e).lower():
            raise InputError("ocr_timeout", f"Tesseract gave up after {TESSERACT_TIMEOUT_S} s on one page") from None
        raise
    words: list[Word] = []
    blocks: dict[tuple[int, int, int], int] = {}
    lines: dict[tuple[int, int, int, int], int] = {}
    for i, text in enumerate(data["text"]):
        text = (text or "").strip()
        if int(data["level"][i]) != 5 or not text:
            continue
        page_no = int(data["page_num"][i])
        bkey = (page_no, int(data["block_num"][i]), int(data["par_num"][i]))
        lkey = bkey + (int(data["line_num"][i]),)
        block = blocks.setdefault(bkey, len(blocks))
        line = lines.setdefault(lkey, len(lines))
        x, y, w, h = (float(data[k][i]) for k in ("left", "top", "width", "height"))
        conf = float(data["conf"][i])
        words.append(
            Word(text=text, box=(x * scale, y * scale, (x + w) * scale, (y + h) * scale), line_id=line,
                 block_id=block, confidence=None if conf < 0 else round(min(conf, 100.0) / 100.0, 4))
        )
    return words


def _tesseract_error(e: Exception, lang: str) -> Exception:
    msg = str(getattr(e, "message", "") or e)
    if "Failed loading language" in msg or "Error opening data file" in msg:
        missing = re.findall(r"Failed loading language '([^']+)'", msg) or lang.split("+")
        pkgs = " ".join(f"tesseract-ocr-{m.lower().replace('_', '-')}" for m in missing)
        return DependencyError("tesseract_lang_missing",
                               f"Tesseract has no data for language {'+'.join(missing)!r} (--lang {lang}): "
                               f"apt-get install -y {pkgs}")
    first = msg.strip().splitlines()[0] if msg.strip() else type(e).__name__
    return InputError("ocr_failed", f"Tesseract failed: {first}")
