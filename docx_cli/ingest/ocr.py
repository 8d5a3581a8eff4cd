"""OCR with Tesseract (through pytesseract) for images and scanned PDF pages.

- ``image_to_data`` gives every word with its box, confidence and Tesseract's own block / paragraph / line
  numbers; we keep that structure (a Tesseract paragraph becomes our block, its lines our lines) because the
  engine's page segmentation already found columns and lines on the pixels.
- Tesseract runs with ``OMP_THREAD_LIMIT=1``: its OpenMP threading costs more than it gains (measured
  3.0 s/page single-threaded vs 10.2 s with default threading on this machine class); ``docx ocr --jobs N``
  parallelises over files instead. Set ``OMP_THREAD_LIMIT`` yourself to override.
- ``DOCX_TESSERACT`` names the tesseract binary when it is not on PATH.
- Scanned PDF pages are rendered by pypdfium2 at ``IngestOptions.dpi`` (300), lowered when the render would
  exceed ``max_pixels`` (a huge page is not a reason to allocate gigabytes).
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from docx_cli.document import Document, Page, Word
from docx_cli.errors import TESSERACT_MISSING, DependencyError, InputError
from docx_cli.ingest.load import IngestOptions, too_many_pages

TESSERACT_TIMEOUT_S = 600  # per page; a page that takes longer is pathological
_FORMATS_TESSERACT_READS = {"PNG", "JPEG", "TIFF", "BMP", "GIF", "WEBP"}


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


def _config(opts: IngestOptions) -> str:
    return f"--psm {opts.psm}" if opts.psm is not None else ""


def ocr_words(image: Any, opts: IngestOptions, scale: float = 1.0) -> list[Word]:
    """Words of one page image (a PIL image or an image file path) in Tesseract's reading order.

    Boxes are multiplied by ``scale`` (pixels → page units). Block ids are Tesseract paragraphs
    (block_num, par_num), line ids its lines (block_num, par_num, line_num), both renumbered 0.. per page.
    """
    pt = _pytesseract()
    try:
        data = pt.image_to_data(image, lang=opts.lang, config=_config(opts), output_type=pt.Output.DICT,
                                timeout=TESSERACT_TIMEOUT_S)
    except pt.TesseractNotFoundError:
        raise TESSERACT_MISSING from None
    except pt.TesseractError as e:
        raise _tesseract_error(e, opts) from None
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


def _tesseract_error(e: Exception, opts: IngestOptions) -> Exception:
    msg = str(getattr(e, "message", "") or e)
    if "Failed loading language" in msg or "Error opening data file" in msg:
        missing = re.findall(r"Failed loading language '([^']+)'", msg) or opts.lang.split("+")
        pkgs = " ".join(f"tesseract-ocr-{m.lower().replace('_', '-')}" for m in missing)
        return DependencyError("tesseract_lang_missing",
                               f"Tesseract has no data for language {'+'.join(missing)!r} (--lang {opts.lang}): "
                               f"apt-get install -y {pkgs}")
    first = msg.strip().splitlines()[0] if msg.strip() else type(e).__name__
    return InputError("ocr_failed", f"Tesseract failed: {first}")


# -- images ----------------------------------------------------------------------------------------------
def _open_image(p: Path, opts: IngestOptions):
    from PIL import Image, UnidentifiedImageError

    # Image.open reads the header only. PIL's own bomb check (MAX_IMAGE_PIXELS, a process-wide setting) is
    # lifted for that moment so that ours, with the configured limit and the actual size, is the one that
    # speaks: _check_pixels runs on every frame before any pixel is decoded.
    previous = Image.MAX_IMAGE_PIXELS
    Image.MAX_IMAGE_PIXELS = None
    try:
        img = Image.open(p)
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as e:
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


def read_image(path: str | Path, opts: IngestOptions, source: str | None = None) -> Document:
    """PNG / JPEG / TIFF (every frame a page) / BMP / GIF / WebP → Document with px boxes, one page per frame."""
    p = Path(path)
    if opts.ocr == "never":
        raise InputError("needs_ocr", "an image has no text layer; it needs OCR, which --ocr never turns off")
    tesseract_version()  # fail fast (exit 2) before decoding anything
    with _open_image(p, opts) as img:
        n = getattr(img, "n_frames", 1)
        if opts.max_pages is not None and n > opts.max_pages:
            raise too_many_pages(p, n, opts.max_pages)
        for frame in range(n):  # every frame's header, before any pixel is decoded
            try:
                img.seek(frame)
            except (OSError, EOFError, ValueError) as e:
                raise InputError("corrupt_image", f"cannot read image frame {frame + 1} ({e})") from None
            _check_pixels(p, img, opts, frame if n > 1 else None)
        dpi = img.info.get("dpi")
    pages = map_pages(partial(_ocr_frame, p, opts=opts, single=n == 1), list(range(n)), opts.page_jobs)
    metadata: dict[str, Any] = {"reader": "tesseract", "lang": opts.lang}
    if opts.psm is not None:
        metadata["psm"] = opts.psm
    if dpi:
        metadata["dpi"] = [round(float(v), 1) for v in dpi]
    return Document(source=source or str(path), pages=tuple(pages), format="document", metadata=metadata)


def _ocr_frame(p: Path, frame: int, opts: IngestOptions, single: bool) -> Page:
    """OCR one frame of an image file (module-level: it may run in a worker process)."""
    from PIL import ImageOps

    with _open_image(p, opts) as img:
        try:
            img.seek(frame)
            if single and img.format in _FORMATS_TESSERACT_READS and img.mode in ("1", "L", "RGB") \
                    and img.getexif().get(0x0112, 1) == 1:  # no EXIF rotation to apply
                img.load()  # decode here so that a truncated file is our error, not Tesseract's
                target: Any = str(p)  # Tesseract reads the file itself: no re-encode
                size = img.size
            else:
                frame_img = ImageOps.exif_transpose(img) if single else img.copy()
                target = frame_img if frame_img.mode in ("1", "L", "RGB") else frame_img.convert("RGB")
                size = target.size
        except (OSError, SyntaxError, ValueError, EOFError) as e:
            raise InputError("corrupt_image", f"cannot read image ({e})") from None
    words = ocr_words(target, opts)
    return Page(number=frame + 1, width=float(size[0]), height=float(size[1]), unit="px", source="ocr",
                words=tuple(words))


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

    tesseract_version()  # no point rendering when nothing can read the result
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
