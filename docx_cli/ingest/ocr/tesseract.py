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
from typing import Any

from docx_cli.document import Word
from docx_cli.errors import TESSERACT_MISSING, DependencyError, InputError

TESSERACT_TIMEOUT_S = 600  # per page; a page that takes longer is pathological


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
