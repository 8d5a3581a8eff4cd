"""PDF bytes → scan-like page images (skew, blur, JPEG, speckle, stamps, handwriting-like marks; receipts
mostly as phone photos: perspective, a table around the page, uneven lighting) with the gold mapped onto them.

The noise is drawn by :mod:`docx_cli.synth.scan_noise`. The page is rendered by pdfium, stamped and
scribbled on flat (as on the paper), then warped once by one homography (skew about the centre, then for a
photo the perspective); each gold word's four corners go through the same homography, and its box is the
axis-aligned box of those corners, in pixels (``unit="px"``). :class:`ScanPage` keeps the corners too, so
that a reader that turns a page upright (RapidOCR's deskew) can have the gold turned exactly with it
(:func:`gold_in_frame`). What an OCR engine returns for such an image takes these labels with
:func:`docx_cli.synth.gold.project_labels` (``docx_cli.synth.generate.ocr_labelled``).
"""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass, replace

import numpy as np
from PIL import Image

from docx_cli.document import Document, Page, Word
from docx_cli.synth import scan_noise


def rotate_point(x: float, y: float, cx: float, cy: float, degrees: float) -> tuple[float, float]:
    """Where PIL's ``Image.rotate(degrees)`` (counter-clockwise, about ``(cx, cy)``, y down) moves (x, y)."""
    t = math.radians(degrees)
    dx, dy = x - cx, y - cy
    return cx + dx * math.cos(t) + dy * math.sin(t), cy - dx * math.sin(t) + dy * math.cos(t)


def box_corners(box) -> np.ndarray:
    x0, y0, x1, y1 = box
    return np.array([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], dtype=float)


def bounding(corners: np.ndarray) -> tuple[float, float, float, float]:
    return (float(corners[:, 0].min()), float(corners[:, 1].min()), float(corners[:, 0].max()),
            float(corners[:, 1].max()))


@dataclass(frozen=True)
class ScanPage:
    """One page image: its JPEG bytes, size, and each gold word's four corners (N x 4 x 2) in its pixels."""

    jpeg: bytes
    width: int
    height: int
    corners: np.ndarray
    plan: scan_noise.Plan


def render_scan(pdf: bytes, gold: Document, rng: random.Random, dpi: int = 150,
                receipt: bool = False) -> tuple[list[ScanPage], Document]:
    """The page images and the gold Document in their pixel coordinates (boxes: the corners' bounds)."""
    import pypdfium2 as pdfium

    scale = dpi / 72.0
    colour = rng.random() < 0.5  # colour scanners and phones; the rest grey
    doc = pdfium.PdfDocument(pdf)
    pages: list[ScanPage] = []
    out_pages: list[Page] = []
    try:
        for gp, pdf_page in zip(gold.pages, doc):
            img = pdf_page.render(scale=scale, grayscale=not colour).to_pil().convert("RGB" if colour else "L")
            words = [w for w in gp.words if w.box is not None]
            page = degrade_page(img, [box_corners(w.box) * scale for w in words], words, rng, receipt)
            pages.append(page)
            out_pages.append(Page(number=gp.number, width=float(page.width), height=float(page.height), unit="px",
                                  source="ocr", words=tuple(replace(w, box=bounding(c))
                                                            for w, c in zip(words, page.corners))))
    finally:
        doc.close()
    meta = dict(gold.metadata)
    meta["scan"] = {"dpi": dpi, "colour": colour, "photo": [p.plan.photo for p in pages]}
    return pages, Document(source=gold.source.rsplit(".", 1)[0] + "-p1.jpg", pages=tuple(out_pages),
                           format="document", metadata=meta)


def degrade_page(img: Image.Image, corners: list[np.ndarray], words: list[Word], rng: random.Random,
                 receipt: bool) -> ScanPage:
    """One clean page render (L or RGB) and its words' corners in its pixels → the scan-like page."""
    plan = scan_noise.draw_plan(rng, receipt)
    labelled = [bounding(c) for c, w in zip(corners, words) if w.label not in (None, "O")]
    for _ in range(plan.stamps):
        scan_noise.stamp(img, rng, labelled)
    for _ in range(plan.scribbles):
        scan_noise.scribble(img, rng)
    h, size = scan_noise.homography(plan, img.width, img.height)
    grey = img.mode == "L"
    table = rng.randint(40, 170)  # what a photo shows around the page
    fill = 255 if not plan.photo else (table if grey else (table, int(table * 0.9), int(table * 0.8)))
    a = scan_noise.warp(np.asarray(img), h, size, fill)
    a = scan_noise.finish(a, plan, rng)
    buf = io.BytesIO()
    Image.fromarray(a, mode="L" if grey else "RGB").save(buf, format="JPEG", quality=plan.quality)
    mapped = np.array([scan_noise.map_points(h, c) for c in corners]).reshape(-1, 4, 2)
    return ScanPage(buf.getvalue(), size[0], size[1], mapped, plan)


def render_images(pdf: bytes, gold: Document, rng: random.Random, dpi: int = 150,
                  receipt: bool = False) -> tuple[list[bytes], Document]:
    """JPEG bytes per page and the gold Document in their pixel coordinates."""
    pages, scan = render_scan(pdf, gold, rng, dpi, receipt)
    return [p.jpeg for p in pages], scan


def gold_in_frame(page: Page, scan: ScanPage, turned: float, width: float, height: float) -> Page:
    """The gold page in the frame of its image turned ``turned`` degrees clockwise (what RapidOCR returns
    for a page it deskewed, ``metadata.rotated``): the corners turned exactly, then their bounds."""
    from docx_cli.ingest.ocr.deskew import turn_bounds

    if not turned:
        return page
    words = tuple(replace(w, box=turn_bounds(c, turned, scan.width, scan.height))
                  for w, c in zip(page.words, scan.corners))
    return replace(page, words=words, width=float(width), height=float(height))
