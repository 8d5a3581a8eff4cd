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
- Each word's ``line_id`` is the detection it was read from, its ``block_id`` unset (-1): the detector's
  lines are pieces of the page's lines (a receipt's "TOTAL" and its amount are two detections on one row),
  so ``docx_cli.layout.reading_order`` groups the pieces into lines and blocks, keeping each piece whole.
- Orientation (``RapidTuning.upright``): the detected lines' direction says whether a page lies on its side
  or is skewed, and which way is up is asked of the longest lines' crops (:mod:`.deskew`, :func:`_upright`).
  A page on its side or upside down is turned by that quarter (exactly) and read again; a skew is undone on
  the coordinates only. Its words are in the turned page's pixels (``metadata.rotated``: the clockwise
  degrees it was turned by). An upright page costs the line classifier on 12 crops, nothing else.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
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
    """RapidOCR's settings that were measured (docs/ocr.md, ``docx bench ocr``: ``rapidocr:NAME=VALUE``).

    The defaults read examples/receipt.jpg in 2.0 CPU s instead of 3.8 (one thread) with the same recall
    (docs/ocr.md): the recogniser no longer pads every short line to 320 px (``rec_width``: most receipt
    lines are a word or a price, so two thirds of its input was padding) and reads one line per call
    (``rec_batch``: no padding to a batch's widest line either, and a line reads the same whatever its
    neighbours), onnxruntime keeps its buffers (``arena``), and the detector sees at most half a megapixel
    (``det_pixels``: a 1,000 x 1,650 SROIE scan was detected at full size, 1.9 CPU s)."""

    det_side: int = 736  # min: the shorter side is brought up to this; max: the longer side down to it
    limit_type: str = "min"
    det_pixels: int = 500_000  # and then to at most this many pixels (scaled down only); 0: no limit
    use_cls: bool = False  # the 0/180 degree line classifier on every line before recognition
    rec_batch: int = 1  # lines per recogniser call (padded to the widest of the batch)
    box_thresh: float = 0.5  # the detector's minimum box score
    rec_width: int = 96  # the recogniser's narrowest input (px at 48 px high): shorter lines are padded to it
    arena: bool = True  # onnxruntime's CPU memory arena (reuses buffers between calls)
    upright: bool = True  # turn the page upright (quarter turns, and skew) from its detected lines (.deskew)
    osd: bool = False  # turn 90/180/270 degree pages upright first (Tesseract's OSD, when it is installed)
    space_prob: float = 0.1  # a space where the recogniser gives one at least this probability (.spaces; > 1: off)
    letter_prob: float = 0.05  # a 0/1 among letters becomes the letter it gives at least this (.glyphs; > 1: off)


DEFAULT_RAPIDOCR = RapidTuning()
CLS_LINES = 12  # the longest lines whose crops the 0/180 classifier is shown to tell a page's up from down
CONFIRM_LINES = 4  # crops the recogniser reads both ways up when the classifier says a page is upside down
CONFIRM_MARGIN = 0.05  # turned over, its mean confidence must beat the crops' as they are by this much


@functools.lru_cache(maxsize=4)
def _engine(tuning: RapidTuning = DEFAULT_RAPIDOCR):
    """The RapidOCR object (loads its ONNX sessions, ≈0.8 s), once per process and setting."""
    try:
        import onnxruntime  # noqa: F401 - RapidOCR imports it lazily; fail here, with our message
        import rapidocr
        from rapidocr import RapidOCR

        from docx_cli.ingest.ocr.rapid_steps import install  # imports rapidocr's own modules
        from docx_cli.ingest.ocr.spaces import install as install_spaces
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
        "Global.return_word_box": True,
        "Global.return_single_char_box": True,
        "Det.limit_side_len": tuning.det_side,
        "Det.limit_type": tuning.limit_type,
        "Det.box_thresh": tuning.box_thresh,
        "Rec.rec_batch_num": tuning.rec_batch,
        "Rec.rec_img_shape": [3, 48, tuning.rec_width],
        "EngineConfig.onnxruntime.enable_cpu_mem_arena": tuning.arena,
        "EngineConfig.onnxruntime.intra_op_num_threads": threads,
        "EngineConfig.onnxruntime.inter_op_num_threads": 1,
    }
    params.update({f"{k}.model_path": str(p) for k, p in paths.items()})
    engine = RapidOCR(params=params)
    engine.docx_tuning = tuning  # what _read sizes the detector's input by
    install(engine)  # the same results as RapidOCR's own steps, in less CPU time (.rapid_steps)
    install_spaces(engine._load_rec_model(), tuning.space_prob, tuning.letter_prob)  # .spaces, .glyphs
    return engine


def _det_limit(height: int, width: int, tuning: RapidTuning) -> tuple[str, int]:
    """(RapidOCR's limit_type, limit_side_len) for one image: its own rule, then at most ``det_pixels``.

    The detector's time is proportional to its input's pixels; RapidOCR's "min" rule brings a narrow
    photo up to 736 px but leaves a 1,000 x 2,000 scan as it is (2 Mpx, 2.5 CPU s)."""
    if not tuning.det_pixels:
        return tuning.limit_type, tuning.det_side
    if tuning.limit_type == "min":
        scale = max(1.0, tuning.det_side / max(min(height, width), 1))
    else:
        scale = min(1.0, tuning.det_side / max(height, width, 1))
    scale = min(scale, (tuning.det_pixels / max(height * width, 1)) ** 0.5)
    if scale >= 1.0:  # "min" brings the shorter side up to the limit
        return "min", max(32, int(min(height, width) * scale))
    return "max", max(32, int(max(height, width) * scale))  # "max" brings the longer side down to it


def check_rapidocr() -> None:
    """Fail fast (DependencyError, exit 2) when RapidOCR or its models are missing."""
    _engine()


def rapidocr_words(image: Any, scale: float = 1.0, tuning: RapidTuning = DEFAULT_RAPIDOCR) -> list[Word]:
    """Words of one page image (PIL image, any mode) with boxes × ``scale``; ``line_id``: the detected line.
    No orientation step: the words stay in the image's frame (scanned PDF pages)."""
    return rapidocr_page(image, scale, replace(tuning, upright=False))[0]


def rapidocr_page(image: Any, scale: float = 1.0, tuning: RapidTuning = DEFAULT_RAPIDOCR,
                  ) -> tuple[list[Word], tuple[int, int] | None, float]:
    """(words with boxes × ``scale``, the turned page's pixel size when it was turned else None, the
    clockwise degrees it was turned by). With ``tuning.upright`` a page whose lines run sideways or upside
    down is turned by that quarter (exactly: no resampling) and read again; a skew of a few degrees is undone
    on the coordinates only (the recogniser reads each line from a crop straightened from the page's own
    pixels, which reads better than a resampled page: :mod:`.deskew`)."""
    from docx_cli.ingest.ocr.deskew import split_turn, turn, turn_matrix, turn_points

    engine = _engine(replace(tuning, osd=False, upright=False))  # one engine for all: the steps are ours
    if getattr(image, "mode", "RGB") not in ("RGB", "L"):
        image = image.convert("RGB")
    try:
        ori = engine.load_img(image)
        out, turned = _read(engine, ori, tuning.upright)
        quarter, skew = split_turn(turned)
        if quarter:
            ori = turn(ori, quarter)
            out, _ = _read(engine, ori, False)
    except Exception as e:  # noqa: BLE001 - onnxruntime / OpenCV raise many types on odd pixels
        raise InputError("ocr_failed", f"RapidOCR failed: {type(e).__name__}: {e}") from None
    height, width = ori.shape[:2]
    if skew:
        words = _words(out, scale, lambda pts: turn_points(pts, skew, width, height))
        return words, turn_matrix(skew, width, height)[1], round(turned % 360.0, 1)
    return _words(out, scale), ((width, height) if quarter else None), quarter


def _read(engine: Any, ori: Any, upright: bool) -> tuple[Any, float]:
    """RapidOCR's steps on one BGR image (as ``RapidOCR.__call__`` runs them, with room for ours) →
    (its output, or None when it finds no text; the clockwise degrees that would turn the page upright,
    0 unless ``upright`` asked and the lines say so; when that includes a quarter turn the output is None:
    read the turned page)."""
    from rapidocr.ch_ppocr_cls import TextClsOutput
    from rapidocr.main import RapidOCRError

    from docx_cli.ingest.ocr.deskew import split_turn
    img, op_record = engine.preprocess_img(ori)
    detector = engine._load_det_model()
    detector.limit_type, detector.limit_side_len = _det_limit(img.shape[0], img.shape[1], engine.docx_tuning)
    try:
        crops, det = engine.detect_and_crop(img, op_record)
    except RapidOCRError:  # no text found
        return None, 0.0
    turned = _upright(engine, det.boxes, crops) if upright else 0.0
    if split_turn(turned)[0]:
        return None, turned
    cls = TextClsOutput()
    if engine.use_cls:
        cls_crops, cls = engine.cls_and_rotate(crops)
    try:
        rec = engine.recognize_txt(cls_crops if engine.use_cls else crops)
    except RapidOCRError:
        return None, turned
    return engine.build_final_output(ori, det, cls, rec, crops, op_record), turned


def _upright(engine: Any, quads: Any, crops: list) -> float:
    """Clockwise degrees that turn the page upright (0: it is), from its line boxes, and for up or down
    from the crops of its longest lines: RapidOCR's 0/180 line classifier first (cheap, but unsure on a
    small scan: 7 of 12 lines of SROIE receipt 542 turned by 7 degrees said 180), and where at least half its verdicts
    say 180, the recogniser's confidence on CONFIRM_LINES crops as they are and turned over decides."""
    import numpy as np
    from rapidocr.main import RapidOCRError

    from docx_cli.ingest.ocr.deskew import correction, line_direction

    direction = line_direction(quads)
    if direction is None:
        return 0.0
    shown = [crops[i] for i in direction.order[:CLS_LINES]]
    verdicts = engine._load_cls_model()(shown).cls_res or []
    upside_down = 2 * sum("180" in label for label, _ in verdicts) >= max(len(verdicts), 1)
    if upside_down:
        sample = shown[:CONFIRM_LINES]
        try:
            as_is = engine.recognize_txt(sample).scores
            over = engine.recognize_txt([np.ascontiguousarray(np.rot90(c, 2)) for c in sample]).scores
        except RapidOCRError:
            return 0.0
        upside_down = float(np.mean(over)) > float(np.mean(as_is)) + CONFIRM_MARGIN
    return correction(direction, upside_down)


def _words(out: Any, scale: float, warp: Callable[[Any], Any] | None = None) -> list[Word]:
    """RapidOCR's output → our words (see the module docstring); ``warp`` maps N x 2 points of the image
    into the frame the words are given in (a deskewed page), before their boxes are taken."""
    import numpy as np

    if out is None or getattr(out, "txts", None) is None or out.boxes is None or not len(out.txts):
        return []
    boxes = np.asarray(out.boxes, dtype=float)
    if warp is not None:
        boxes = np.asarray(warp(boxes.reshape(-1, 2))).reshape(boxes.shape)
    word_results = out.word_results or ()
    aligned = len(word_results) == len(out.txts)  # RapidOCR drops lines without word boxes: then unusable
    words: list[Word] = []
    for i, (text, score) in enumerate(zip(out.txts, out.scores)):
        quad = boxes[i]
        line_box = (float(quad[:, 0].min()), float(quad[:, 1].min()), float(quad[:, 0].max()),
                    float(quad[:, 1].max()))
        parts = _words_from_chars(text, word_results[i], warp) if aligned else None
        if parts is None:
            parts = _split_line(text, line_box, float(score))
        for t, conf, (x0, y0, x1, y1) in parts:
            words.append(Word(text=t, box=(x0 * scale, y0 * scale, x1 * scale, y1 * scale),
                              confidence=round(min(max(conf, 0.0), 1.0), 4), line_id=i))
    return words


def _words_from_chars(text: str, chars: Any, warp: Callable[[Any], Any] | None = None,
                      ) -> list[tuple[str, float, tuple[float, float, float, float]]] | None:
    """The line's space-separated words, each boxed by its characters' boxes (RapidOCR's single-character
    boxes, one per non-space character, in order) and scored by their mean; None when they do not match.

    The recogniser's spaces decide the words, not RapidOCR's own word grouping: that one cuts at wide
    letter gaps ("PINGHW" "AI TRADING" for "PINGHWAI TRADING")."""
    try:
        boxes = []
        for ch, score, quad in chars:
            if warp is not None:
                quad = warp([(float(p[0]), float(p[1])) for p in quad])
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
