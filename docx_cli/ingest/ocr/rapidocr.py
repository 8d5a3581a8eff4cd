"""The RapidOCR engine: PP-OCR text detection + recognition (ONNX models) on onnxruntime, CPU, offline.

- The ``rapidocr`` wheel carries its detection, line-orientation and recognition models (``rapidocr/models``
  in site-packages). We hand RapidOCR those three files by path, so its downloader (which fetches a model
  it cannot find) is never reached: reading a page needs no network. A wheel without the files is a
  DependencyError (exit 2), not a download.
- One onnxruntime session set per process, each single-threaded (intra/inter-op threads = 1), like
  Tesseract's ``OMP_THREAD_LIMIT=1``: ``--jobs N`` parallelises over pages and files instead.
- RapidOCR finds text *lines* (a quadrilateral each) and reads each with a CTC recogniser. Word boxes come
  from the recogniser's character positions (``return_single_char_box``): a word (the line's text split at
  its spaces) spans its first to its last character's box. When a line's character boxes do not match its
  text, the line box is split in proportion to character counts instead. A word's confidence is the mean of
  its characters' scores.
- Words come back without line/block ids: the detector's lines are not the page's lines (a receipt's
  "TOTAL" and its amount are two detections on one row), so ``docx_cli.layout.reading_order`` groups them
  into lines and blocks as it does for a PDF's text layer.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from docx_cli.document import Word
from docx_cli.errors import DependencyError, InputError

RAPIDOCR_MISSING = DependencyError(
    "rapidocr_missing",
    "RapidOCR is not installed: pip install rapidocr onnxruntime (or run `make install`), "
    "or choose --ocr-engine tesseract",
)
# the files of the rapidocr wheel (3.x): PP-OCRv6 small detector and recogniser, PP-OCR v2 line classifier
MODEL_FILES = {"Det": "PP-OCRv6_det_small.onnx", "Rec": "PP-OCRv6_rec_small.onnx",
               "Cls": "ch_ppocr_mobile_v2.0_cls_mobile.onnx"}




@dataclass(frozen=True)
class RapidTuning:
    """RapidOCR's settings that were measured (docs/ocr.md, ``docx bench ocr``: ``rapidocr:NAME=VALUE``)."""

    # The detector's input: RapidOCR's own min/736. max/960 (PaddleOCR's default) halves the CPU time
    # (SROIE 2.2 vs 4.1 CPU s a page) but reads less: line recall 0.984 vs 0.988 on 12 SROIE, 0.958 vs 0.965
    # on 12 WildReceipt training images, and examples/receipt.jpg's "PINGHWAI TRADING" as one word (docs/ocr.md)
    det_side: int = 736  # min: the shorter side is brought up to this; max: the longer side down to it
    limit_type: str = "min"
    use_cls: bool = False  # the 0/180 degree line classifier before recognition
    rec_batch: int = 6  # lines per recogniser call (padded to the widest of the batch)
    box_thresh: float = 0.5  # the detector's minimum box score
    osd: bool = False  # turn 90/180/270 degree pages upright first (Tesseract's OSD, when it is installed)


DEFAULT_RAPIDOCR = RapidTuning()


@functools.lru_cache(maxsize=4)
def _engine(tuning: RapidTuning = DEFAULT_RAPIDOCR):
    """The RapidOCR object (loads three ONNX sessions, ≈0.8 s), once per process and setting."""
    try:
        import onnxruntime  # noqa: F401 - RapidOCR imports it lazily; fail here, with our message
        import rapidocr
        from rapidocr import RapidOCR
    except ImportError:
        raise RAPIDOCR_MISSING from None
    root = Path(rapidocr.__file__).resolve().parent / "models"
    paths = {k: root / name for k, name in MODEL_FILES.items()}
    missing = [str(p) for p in paths.values() if not p.is_file()]
    if missing:
        raise DependencyError("rapidocr_models_missing",
                              f"the rapidocr package has no model file {missing[0]} (its version "
                              f"{getattr(rapidocr, '__version__', '?')} ships others?): pip install "
                              "'rapidocr>=3.10,<4' (or run `make install`), or choose --ocr-engine tesseract")
    threads = int(os.environ.get("DOCX_OCR_THREADS", "1"))
    params: dict[str, Any] = {
        "Global.log_level": "error",
        "Global.use_cls": tuning.use_cls,
        "Det.limit_side_len": tuning.det_side,
        "Det.limit_type": tuning.limit_type,
        "Det.box_thresh": tuning.box_thresh,
        "Rec.rec_batch_num": tuning.rec_batch,
        "EngineConfig.onnxruntime.intra_op_num_threads": threads,
        "EngineConfig.onnxruntime.inter_op_num_threads": 1,
    }
    params.update({f"{k}.model_path": str(p) for k, p in paths.items()})
    return RapidOCR(params=params)


def check_rapidocr() -> None:
    """Fail fast (DependencyError, exit 2) when RapidOCR or its models are missing."""
    _engine()


def rapidocr_words(image: Any, scale: float = 1.0, tuning: RapidTuning = DEFAULT_RAPIDOCR) -> list[Word]:
    """Words of one page image (PIL image, any mode) with boxes × ``scale``; line/block ids left unset (-1)."""
    import numpy as np

    engine = _engine(replace(tuning, osd=False))  # one engine for both: OSD is not RapidOCR's
    if getattr(image, "mode", "RGB") not in ("RGB", "L"):
        image = image.convert("RGB")
    try:
        out = engine(image, return_word_box=True, return_single_char_box=True)
    except Exception as e:  # noqa: BLE001 - onnxruntime / OpenCV raise many types on odd pixels
        raise InputError("ocr_failed", f"RapidOCR failed: {type(e).__name__}: {e}") from None
    if out is None or getattr(out, "txts", None) is None or out.boxes is None or not len(out.txts):
        return []
    boxes = np.asarray(out.boxes, dtype=float)
    word_results = out.word_results or ()
    aligned = len(word_results) == len(out.txts)  # RapidOCR drops lines without word boxes: then unusable
    words: list[Word] = []
    for i, (text, score) in enumerate(zip(out.txts, out.scores)):
        quad = boxes[i]
        line_box = (float(quad[:, 0].min()), float(quad[:, 1].min()), float(quad[:, 0].max()),
                    float(quad[:, 1].max()))
        parts = _words_from_chars(text, word_results[i]) if aligned else None
        if parts is None:
            parts = _split_line(text, line_box, float(score))
        for t, conf, (x0, y0, x1, y1) in parts:
            words.append(Word(text=t, box=(x0 * scale, y0 * scale, x1 * scale, y1 * scale),
                              confidence=round(min(max(conf, 0.0), 1.0), 4)))
    return words


def _words_from_chars(text: str, chars: Any) -> list[tuple[str, float, tuple[float, float, float, float]]] | None:
    """The line's space-separated words, each boxed by its characters' boxes (RapidOCR's single-character
    boxes, one per non-space character, in order) and scored by their mean; None when they do not match.

    The recogniser's spaces decide the words, not RapidOCR's own word grouping: that one cuts at wide
    letter gaps ("PINGHW" "AI TRADING" for "PINGHWAI TRADING")."""
    try:
        boxes = []
        for ch, score, quad in chars:
            xs = [float(p[0]) for p in quad]
            ys = [float(p[1]) for p in quad]
            boxes.append((str(ch), float(score), (min(xs), min(ys), max(xs), max(ys))))
    except (TypeError, ValueError, IndexError):
        return None
    tokens = text.split()
    if sum(len(t) for t in tokens) != len(boxes) or "".join(tokens) != "".join(c for c, _, _ in boxes):
        return None
    parts, at = [], 0
    for t in tokens:
        mine = boxes[at:at + len(t)]
        at += len(t)
        box = (min(b[2][0] for b in mine), min(b[2][1] for b in mine), max(b[2][2] for b in mine),
               max(b[2][3] for b in mine))
        parts.append((t, sum(b[1] for b in mine) / len(mine), box))
    return parts


def _split_line(text: str, box: tuple[float, float, float, float], score: float):
    """A line box split into its space-separated words, widths in proportion to character counts."""
    x0, y0, x1, y1 = box
    tokens = text.split()
    total = sum(len(t) for t in tokens) + max(0, len(tokens) - 1)  # a space counts as one character
    per = (x1 - x0) / max(total, 1)
    parts, at = [], 0
    for t in tokens:
        parts.append((t, score, (x0 + at * per, y0, x0 + (at + len(t)) * per, y1)))
        at += len(t) + 1
    return parts
