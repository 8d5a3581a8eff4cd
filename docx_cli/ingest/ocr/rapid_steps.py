"""Faster equivalents of three RapidOCR steps that cost CPU around the ONNX models, with the same results.

Reading a receipt spends ≈ 89 % of its CPU time in onnxruntime (detector and recogniser); the rest is
RapidOCR's Python around them, of which these were the largest parts (cProfile, CPU clock, 10 SROIE
receipts, one thread):

- the character boxes (``CalRecBoxes``): a deep copy of every line's box lists (which are built fresh for
  that line and used once) and a general ``order_points`` (numpy on four points) for every character box;
- the detector's input: the page normalised in float64 (uint8 → float32 → float64 → float32);
- the recogniser's settings read from an omegaconf list on every line.

Each replacement computes the same numbers by the same float operations (a lookup table made by RapidOCR's
own normalisation, the general ``order_points`` wherever the four points are not the plain case), so the
words, boxes and confidences are those of RapidOCR's own steps: identical, to the last digit, on the fixed
100-receipt SROIE sample of ``docx bench ocr``, and tests/test_ocr_rapid_steps.py checks each step. The
three take ≈ 0.07 CPU s of the ≈ 0.18 s a receipt spent outside onnxruntime.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from rapidocr.cal_rec_boxes import CalRecBoxes
from rapidocr.ch_ppocr_det.utils import DetPreProcess


class CharBoxes(CalRecBoxes):
    """``CalRecBoxes`` without the copies, and ``order_points`` with a fast path for the usual box."""

    def __call__(self, imgs: list, dt_boxes: Any, rec_res: Any, return_single_char_box: bool = False) -> Any:
        word_results = []
        for idx, (img, box) in enumerate(zip(imgs, dt_boxes)):
            if rec_res.txts is None or img.size == 0 or rec_res.word_results is None:
                continue
            h, w = img.shape[:2]
            img_box = np.array([[0, 0], [w, 0], [w, h], [0, h]])
            contents, boxes, confs = self.cal_ocr_word_box(rec_res.txts[idx], img_box, rec_res.word_results[idx],
                                                           return_single_char_box)
            # cal_ocr_word_box builds new lists for every cell, so adjusting them in place is safe
            boxes = self.adjust_box_overlap(boxes)
            # reverse_rotate_crop_image shifts its box in place: an array copy, as the deep copy made
            boxes = self.reverse_rotate_crop_image(box.copy(), boxes, self.get_box_direction(box))
            word_results.append(list(zip(contents, confs, boxes)))
        rec_res.word_results = tuple(word_results)
        return rec_res

    @staticmethod
    def order_points(ori_box: list) -> list:
        """RapidOCR's order for four integer points; the plain case (two points each side of the centre's x,
        each pair at two heights) in Python, any other by RapidOCR's own code."""
        if len(ori_box) == 4:
            xs = [p[0] for p in ori_box]
            cx = sum(xs) / 4  # exact, as numpy's float64 mean of four small integers
            if all(x != cx for x in xs):
                left = [p for p in ori_box if p[0] < cx]
                right = [p for p in ori_box if p[0] > cx]
                if len(left) == 2 and len(right) == 2 and left[0][1] != left[1][1] and right[0][1] != right[1][1]:
                    p1, p4 = sorted(left, key=lambda p: p[1])
                    p2, p3 = sorted(right, key=lambda p: p[1])
                    return [[int(v) for v in p] for p in (p1, p2, p3, p4)]
        return CalRecBoxes.order_points(ori_box)


class DetInput(DetPreProcess):
    """The detector's input through a 256-entry table per channel, made by RapidOCR's own normalisation
    (an element-wise function of one uint8 value), written straight into the N x C x H x W float32 array."""

    def __init__(self, limit_side_len: int = 736, limit_type: str = "min", mean: Any = None, std: Any = None):
        super().__init__(limit_side_len, limit_type, mean, std)
        values = np.repeat(np.arange(256, dtype=np.uint8)[None, :, None], 3, axis=2)  # 1 x 256 x 3
        self.table = np.ascontiguousarray(super().normalize(values).astype(np.float32)[0].T)  # 3 x 256

    def __call__(self, img: np.ndarray) -> np.ndarray | None:
        resized = self.resize(img)
        if resized is None:
            return None
        if resized.dtype != np.uint8 or resized.ndim != 3 or resized.shape[2] != 3:
            return np.expand_dims(self.permute(self.normalize(resized)), axis=0).astype(np.float32)
        out = np.empty((1, 3, *resized.shape[:2]), dtype=np.float32)
        for c in range(3):
            np.take(self.table[c], resized[:, :, c], out=out[0, c])
        return out


def install(engine: Any) -> None:
    """Put the equivalents into a RapidOCR object (once; its models are loaded here if they were not)."""
    if getattr(engine, "docx_steps", False):
        return
    engine.cal_rec_boxes = CharBoxes()
    detector = engine._load_det_model()
    det_input = DetInput(detector.limit_side_len, detector.limit_type, detector.mean, detector.std)

    def get_preprocess() -> DetInput:  # TextDetector makes a new one per page, with its current limits
        det_input.limit_side_len, det_input.limit_type = detector.limit_side_len, detector.limit_type
        return det_input

    detector.get_preprocess = get_preprocess
    recogniser = engine._load_rec_model()
    recogniser.rec_image_shape = [int(v) for v in recogniser.rec_image_shape]
    engine.docx_steps = True
