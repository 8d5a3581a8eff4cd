"""Page orientation and skew from detected text lines: which way is up, and by how many degrees a page is
turned, read off the text detector's line quadrilaterals (no extra model pass).

A text line is much longer than it is high, so the direction of a line box's long side is the direction of
the writing, modulo 180 degrees:

- most long boxes upright (taller than wide): the page is turned by a quarter (90 or 270 degrees);
- the long sides' common angle away from the horizontal (or the vertical): the skew, a few degrees;
- which of the two readings of that direction is right (90 vs 270, 0 vs 180) is not in the boxes: the
  caller asks RapidOCR's 0/180 line classifier about the longest lines' crops.

Angles are clockwise degrees in image coordinates (y grows downwards), as PIL's ``rotate(-a)`` turns.
:func:`turn` rotates an image by any angle onto a canvas that holds all of it; :func:`turn_points` maps
coordinates the same way, so a gold box (``docx bench ocr --rotate``) follows its pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

MIN_ELONGATION = 2.5  # a box counts as a line (its direction is the writing's) when this much longer than high
MIN_LINES = 3  # fewer such lines than this: no decision (the page is read as it is)
MIN_SKEW = 1.0  # degrees; below this, turning the page costs more (resampling, one more detection) than it gains
MAX_SKEW = 20.0  # beyond this the boxes' angle is not a skew we trust (a 45-degree page reads as two directions)


@dataclass(frozen=True)
class Direction:
    """What the line boxes say: ``quarter`` (the page is turned by 90 or 270 degrees), ``skew`` (degrees the
    lines are turned clockwise beyond that), ``lines`` (how many boxes voted), ``order`` (the voting boxes,
    longest first: the ones to show the line classifier)."""

    quarter: bool
    skew: float
    lines: int
    order: tuple[int, ...]


def line_direction(quads: Any) -> Direction | None:
    """The page's writing direction from the detector's quadrilaterals (N x 4 x 2); None when too few
    boxes are lines.

    A box's direction is the principal axis of its four corners (for a rectangle: its long side, whatever
    order the corners come in: RapidOCR's sort by x then y does not keep them around the box for steep ones),
    its elongation the square root of the two variances' ratio (a rectangle's length over its height)."""
    q = np.asarray(quads, dtype=float).reshape(-1, 4, 2)
    if len(q) < MIN_LINES:
        return None
    p = q - q.mean(axis=1, keepdims=True)
    cxx, cyy, cxy = (p[..., 0] ** 2).mean(1), (p[..., 1] ** 2).mean(1), (p[..., 0] * p[..., 1]).mean(1)
    half, mid = np.hypot((cxx - cyy) / 2.0, cxy), (cxx + cyy) / 2.0
    long_var, short_var = mid + half, np.maximum(mid - half, 1e-9)
    theta = np.degrees(0.5 * np.arctan2(2.0 * cxy, cxx - cyy))  # the long axis, in (-90, 90]
    length = 2.0 * np.sqrt(long_var)
    votes = np.sqrt(long_var / short_var) >= MIN_ELONGATION
    if votes.sum() < MIN_LINES:
        return None
    steep = np.abs(theta) > 45.0
    quarter = bool(length[votes & steep].sum() > length[votes & ~steep].sum())
    keep = votes & (steep if quarter else ~steep)
    # the angle away from the writing axis (the horizontal, or the vertical for a page turned a quarter)
    off = (theta[keep] - (90.0 if quarter else 0.0) + 90.0) % 180.0 - 90.0
    skew = _weighted_median(off, length[keep])
    idx = np.flatnonzero(keep)
    order = tuple(int(i) for i in idx[np.argsort(-length[keep], kind="stable")])
    return Direction(quarter=quarter, skew=float(skew), lines=int(keep.sum()), order=order)


def correction(direction: Direction, upside_down: bool) -> float:
    """Clockwise degrees that turn the page upright, given the line classifier's verdict on its crops.

    RapidOCR crops a tall line box and turns the crop 90 degrees counter-clockwise: a page turned 90 degrees
    clockwise gives upright crops, one turned 270 degrees upside-down ones."""
    skew = direction.skew if MIN_SKEW <= abs(direction.skew) <= MAX_SKEW else 0.0
    if direction.quarter:
        turned = 270.0 if upside_down else 90.0
    else:
        turned = 180.0 if upside_down else 0.0
    return round((-(turned + skew)) % 360.0, 1) % 360.0


def split_turn(degrees: float) -> tuple[int, float]:
    """A clockwise turn as (the nearest quarter turn: 0, 90, 180 or 270; the few degrees left over)."""
    quarter = round((degrees % 360.0) / 90.0) * 90 % 360
    rest = (degrees - quarter + 180.0) % 360.0 - 180.0
    return quarter, round(rest, 1)


def _weighted_median(values: np.ndarray, weights: np.ndarray) -> float:
    order = np.argsort(values)
    cum = np.cumsum(weights[order])
    return float(values[order][np.searchsorted(cum, cum[-1] / 2.0)])


# -- turning ---------------------------------------------------------------------------------------------
def turn_matrix(degrees: float, width: float, height: float) -> tuple[np.ndarray, tuple[int, int]]:
    """(2 x 3 affine matrix, (new width, new height)): ``degrees`` clockwise about the centre onto a canvas
    that holds the whole turned image. Quarter turns are exact: 90 maps (x, y) to (height - y, x)."""
    a = math.radians(degrees % 360.0)
    c, s = math.cos(a), math.sin(a)
    if abs(c) < 1e-12:
        c = 0.0
    if abs(s) < 1e-12:
        s = 0.0
    new_w = abs(width * c) + abs(height * s)
    new_h = abs(width * s) + abs(height * c)
    size = (round(new_w), round(new_h))
    m = np.array([[c, -s, 0.0], [s, c, 0.0]])
    m[:, 2] = np.array([size[0] / 2.0, size[1] / 2.0]) - m[:, :2] @ np.array([width / 2.0, height / 2.0])
    return m, size


def turn_points(points: Any, degrees: float, width: float, height: float) -> np.ndarray:
    """Points (N x 2) of a width x height image, in the frame of that image turned ``degrees`` clockwise."""
    m, _ = turn_matrix(degrees, width, height)
    p = np.asarray(points, dtype=float).reshape(-1, 2)
    return p @ m[:, :2].T + m[:, 2]


def turn_bounds(points: Any, degrees: float, width: float, height: float) -> tuple[float, float, float, float]:
    """The bounding box (x0, y0, x1, y1), in the turned frame of :func:`turn_points`, of a shape given by its
    corners: a box annotated on a photo, where the OCR gives the words of the straightened one."""
    p = turn_points(points, degrees, width, height)
    return float(p[:, 0].min()), float(p[:, 1].min()), float(p[:, 0].max()), float(p[:, 1].max())


def turn(image: np.ndarray, degrees: float) -> np.ndarray:
    """An H x W (x C) uint8 image turned ``degrees`` clockwise onto a canvas that holds all of it; the new
    corners are filled with the median colour of the image's border (paper, or the table under it)."""
    import cv2

    d = degrees % 360.0
    for k, quarter in ((1, 90.0), (2, 180.0), (3, 270.0)):
        if abs(d - quarter) < 1e-9:
            return np.ascontiguousarray(np.rot90(image, -k))  # exact, no resampling
    if d < 1e-9:
        return image
    h, w = image.shape[:2]
    m, size = turn_matrix(d, w, h)
    # warpAffine maps pixel indexes, whose centres are at +0.5 in the continuous frame turn_points uses
    m = m.copy()
    m[:, 2] += m[:, :2] @ np.array([0.5, 0.5]) - 0.5
    border = np.concatenate([image[0], image[-1], image[:, 0], image[:, -1]])
    fill = tuple(float(v) for v in np.median(border.reshape(len(border), -1), axis=0))
    return cv2.warpAffine(image, m, size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT,
                          borderValue=fill if len(fill) > 1 else fill[0])
