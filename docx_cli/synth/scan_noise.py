"""What happens to a printed page between the printer and the OCR: the marks and the geometry of a scan or
a phone photo, drawn from a ``random.Random`` (the same draws give the same page).

- :func:`draw_plan`: per page, the geometry (skew of a few degrees; for phone photos of receipts, and a few
  other pages, a mild perspective with a table around the page) and the marks (stamps, handwriting-like
  strokes), blur, sensor noise, speckle, lighting and JPEG quality.
- :func:`homography`: the one 3 x 3 matrix that takes a point of the clean render to the final image, so
  the pixels (``cv2.warpPerspective``) and the gold boxes (:func:`map_points`) go through the same transform.
- :func:`stamp` / :func:`scribble`: marks drawn on the flat page before the geometry (they were on the
  paper); a stamp is a rotated outlined box or ring with a word (PAID, COPY, RECEIVED …) blended by
  multiplication, so the print under it stays legible, and it is put where it covers few labelled words.
- :func:`finish`: lighting (a gradient, and a vignette for photos), blur, noise and speckle on the warped page.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

STAMP_WORDS = ("PAID", "COPY", "RECEIVED", "ORIGINAL", "APPROVED", "BEZAHLT", "KOPIE", "EINGANG", "PAYÉ",
               "REÇU", "BETAALD", "PAGADO", "PAGATO", "ENTERED", "DUPLICATE", "POSTED")
INKS = ((200, 30, 40), (30, 60, 170), (40, 120, 60), (90, 90, 90), (150, 40, 140))  # red, blue, green, grey, violet
PENS = ((25, 40, 120), (20, 20, 20), (60, 60, 70), (150, 20, 30))  # blue ballpoint, black, pencil, red


@dataclass(frozen=True)
class Plan:
    """The draws for one page (see the module docstring)."""

    skew: float  # degrees counter-clockwise, as PIL's Image.rotate
    photo: bool  # a phone photo: perspective, a table around the page, uneven lighting
    corners: tuple[tuple[float, float], ...]  # photo: where the page's corners go, as fractions of the canvas
    margin: float  # photo: the canvas border around the page, as a fraction of its size
    stamps: int
    scribbles: int
    blur: float
    noise: float
    speckle: float
    tone: int
    light: float  # strength of the lighting gradient (photos: also a vignette)
    quality: int  # JPEG quality


def draw_plan(rng: random.Random, receipt: bool) -> Plan:
    """A page's draws; receipts are mostly phone photos, other documents mostly flatbed scans."""
    photo = rng.random() < (0.75 if receipt else 0.08)
    # most scans sit within a degree or two; some are fed in crooked
    skew = rng.uniform(-1.5, 1.5) if rng.random() < 0.7 else rng.choice((-1, 1)) * rng.uniform(1.5, 4.0)
    margin = rng.uniform(0.04, 0.10) if photo else 0.0
    j = 0.05 if photo else 0.0  # how far a corner may move (fraction of the canvas): a mildly tilted phone
    base = ((margin, margin), (1 - margin, margin), (1 - margin, 1 - margin), (margin, 1 - margin))
    corners = tuple((x + rng.uniform(-j, j) * (margin > 0), y + rng.uniform(-j, j) * (margin > 0))
                    for x, y in base)
    return Plan(
        skew=skew, photo=photo, corners=corners, margin=margin,
        stamps=(rng.random() < 0.3) + (rng.random() < 0.05),
        scribbles=rng.choice((0, 0, 0, 1, 1, 2, 3)),
        blur=rng.uniform(0.0, 0.5) if rng.random() < 0.3 else rng.uniform(0.5, 1.1),
        noise=rng.uniform(2.0, 8.0),
        speckle=rng.uniform(0.0003, 0.002),
        tone=rng.randint(-12, 6),
        light=rng.uniform(0.15, 0.35) if photo else rng.uniform(0.0, 0.08),
        quality=rng.randint(30, 85),
    )


# -- geometry ------------------------------------------------------------------------------------------------
def _rotation(degrees: float, cx: float, cy: float) -> np.ndarray:
    """PIL's ``rotate(degrees)``: counter-clockwise about (cx, cy) in y-down coordinates."""
    t = math.radians(degrees)
    c, s = math.cos(t), math.sin(t)
    return np.array([[c, s, cx - c * cx - s * cy], [-s, c, cy + s * cx - c * cy], [0.0, 0.0, 1.0]])


def _perspective(src: np.ndarray, dst: np.ndarray) -> np.ndarray:
    """The homography taking four points to four others (the direct linear solution, 8 unknowns)."""
    a, b = [], []
    for (x, y), (u, v) in zip(src, dst):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    h = np.linalg.solve(np.array(a, dtype=float), np.array(b, dtype=float))
    return np.append(h, 1.0).reshape(3, 3)


def homography(plan: Plan, width: int, height: int) -> tuple[np.ndarray, tuple[int, int]]:
    """(3 x 3 matrix from the clean width x height render to the final image, the final (width, height)).

    A scan keeps the page's size (the skew turns it about its centre, corners cut off as a scanner would);
    a photo puts the skewed page's corners where the plan says on a canvas ``margin`` larger each side."""
    rot = _rotation(plan.skew, width / 2.0, height / 2.0)
    if not plan.photo:
        return rot, (width, height)
    cw, ch = round(width * (1 + 2 * plan.margin)), round(height * (1 + 2 * plan.margin))
    page = np.array([(0, 0), (width, 0), (width, height), (0, height)], dtype=float)
    dst = np.array([(x * cw, y * ch) for x, y in plan.corners], dtype=float)
    return _perspective(page, dst) @ rot, (cw, ch)


def map_points(h: np.ndarray, points) -> np.ndarray:
    """Points (N x 2) through the homography ``h``."""
    p = np.asarray(points, dtype=float).reshape(-1, 2)
    q = np.c_[p, np.ones(len(p))] @ h.T
    return q[:, :2] / q[:, 2:3]


def warp(img: np.ndarray, h: np.ndarray, size: tuple[int, int], fill) -> np.ndarray:
    """The pixels through ``h`` (continuous coordinates: a pixel's centre is at +0.5, as map_points')."""
    import cv2

    cv2.setNumThreads(1)  # one document per worker process: no thread pool inside it
    shift = np.array([[1, 0, 0.5], [0, 1, 0.5], [0, 0, 1]])
    m = np.linalg.inv(shift) @ h @ shift
    return cv2.warpPerspective(img, m, size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT,
                               borderValue=fill)


# -- marks on the paper --------------------------------------------------------------------------------------
def _font(size: int):
    return ImageFont.load_default(size=max(8, size))


def stamp(page: Image.Image, rng: random.Random, avoid: list[tuple[float, float, float, float]]) -> None:
    """A rubber stamp: an outlined box or ring with a word, rotated, blended by multiplication (ink over
    print), at the one of a few candidate places that covers least of the ``avoid`` boxes (labelled words)."""
    word = rng.choice(STAMP_WORDS)
    size = max(14, int(page.height * rng.uniform(0.018, 0.035)))
    font = _font(size)
    tw = int(font.getlength(word))
    ring = rng.random() < 0.35
    w, h = (tw + size * 2, tw + size * 2) if ring else (tw + size, int(size * 1.9))
    mark = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(mark)
    line = max(2, size // 7)
    if ring:
        d.ellipse((line, line, w - line, h - line), outline=255, width=line)
    else:
        d.rectangle((line, line, w - line, h - line), outline=255, width=line)
    d.text((w / 2, h / 2), word, fill=255, font=font, anchor="mm")
    mark = mark.rotate(rng.uniform(-30, 30), resample=Image.BILINEAR, expand=True)
    places = [(rng.randint(0, max(0, page.width - mark.width)), rng.randint(0, max(0, page.height - mark.height)))
              for _ in range(6)]
    x, y = min(places, key=lambda p: _covered(p, mark.size, avoid))
    strength = rng.uniform(0.45, 0.85)  # a half-dry stamp lets the print through
    ink = rng.choice(INKS) if page.mode == "RGB" else (rng.randint(70, 140),) * 3
    _multiply(page, mark, (x, y), ink, strength)


def _covered(at, size, boxes) -> float:
    x0, y0 = at
    x1, y1 = x0 + size[0], y0 + size[1]
    return sum(max(0.0, min(x1, b[2]) - max(x0, b[0])) * max(0.0, min(y1, b[3]) - max(y0, b[1])) for b in boxes)


def _multiply(page: Image.Image, mask: Image.Image, at, ink, strength: float) -> None:
    """Ink ``mask`` (0..255 coverage) onto ``page`` in place: paper × (1 - a) + paper × ink × a."""
    x, y = at
    box = (x, y, min(page.width, x + mask.width), min(page.height, y + mask.height))
    region = np.asarray(page.crop(box), dtype=np.float32)
    a = np.asarray(mask, dtype=np.float32)[: box[3] - y, : box[2] - x] / 255.0 * strength
    if region.ndim == 3:
        a = a[..., None]
        tint = np.array(ink, dtype=np.float32) / 255.0
    else:
        tint = np.float32(ink[0] / 255.0)
    out = region * (1 - a) + region * tint * a
    page.paste(Image.fromarray(np.clip(out, 0, 255).astype(np.uint8), mode=page.mode), box[:2])


def scribble(page: Image.Image, rng: random.Random) -> None:
    """A handwriting-like mark: a tick, an underline, a loop around something, or a signature-like scrawl,
    as a smooth random polyline in pen colour."""
    d = ImageDraw.Draw(page)
    scale = page.height / 1650.0  # strokes sized to the page (a letter page at 150 dpi is 1,650 px high)
    x, y = rng.uniform(0.05, 0.85) * page.width, rng.uniform(0.05, 0.95) * page.height
    shape = rng.choice(("tick", "underline", "loop", "scrawl", "scrawl"))
    if shape == "tick":
        s = 25 * scale * rng.uniform(0.7, 1.6)
        pts = [(x, y), (x + s * 0.4, y + s * 0.5), (x + s * 1.2, y - s * 0.7)]
    elif shape == "underline":
        length = rng.uniform(80, 300) * scale
        pts = [(x + t * length, y + math.sin(t * 3 + rng.random()) * 3 * scale) for t in np.linspace(0, 1, 12)]
    elif shape == "loop":
        rx, ry = rng.uniform(40, 140) * scale, rng.uniform(15, 40) * scale
        pts = [(x + rx * math.cos(t) * (1 + 0.08 * math.sin(5 * t)), y + ry * math.sin(t))
               for t in np.linspace(0, 2 * math.pi * 1.08, 40)]
    else:  # a signature: loops travelling right
        n = rng.randint(4, 9)
        amp = rng.uniform(10, 25) * scale
        pts = [(x + t * 18 * scale + amp * 0.6 * math.cos(t * 2.1), y + amp * math.sin(t * 2.3 + rng.random() * 0.3))
               for t in np.linspace(0, n, n * 10)]
    pen = rng.choice(PENS) if page.mode == "RGB" else (rng.randint(20, 90),)
    d.line(pts, fill=pen if page.mode == "RGB" else pen[0], width=max(1, round(rng.uniform(1.5, 3.5) * scale)),
           joint="curve")


# -- the scanner's / the camera's own marks -------------------------------------------------------------------
def finish(a: np.ndarray, plan: Plan, rng: random.Random) -> np.ndarray:
    """Lighting, blur, sensor noise, speckle and paper tone on the warped page (uint8, H x W or H x W x 3)."""
    npr = np.random.default_rng(rng.randrange(1 << 30))
    h, w = a.shape[:2]
    img = Image.fromarray(a)
    if plan.blur > 0.05:
        img = img.filter(ImageFilter.GaussianBlur(plan.blur))
    f = np.asarray(img, dtype=np.float32)
    if plan.light > 0:  # light from one side; a phone's vignette darkens the corners
        ang = rng.uniform(0, 2 * math.pi)
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        ramp = ((xx / w - 0.5) * math.cos(ang) + (yy / h - 0.5) * math.sin(ang))
        gain = 1.0 - plan.light * (ramp + 0.5)
        if plan.photo:
            gain -= plan.light * 0.6 * (((xx / w - 0.5) ** 2 + (yy / h - 0.5) ** 2) * 2)
        f = f * (gain[..., None] if f.ndim == 3 else gain)
    f += npr.normal(0.0, plan.noise, f.shape[:2])[..., None] if f.ndim == 3 else npr.normal(0.0, plan.noise, f.shape)
    mask = npr.random((h, w))
    f[mask < plan.speckle / 2] = 0  # pepper
    f[mask > 1 - plan.speckle / 2] = 255  # salt
    return np.clip(f + plan.tone, 0, 255).astype(np.uint8)
