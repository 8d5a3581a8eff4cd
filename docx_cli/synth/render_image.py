"""PDF bytes → scan-like page images (small rotation, blur, speckle, JPEG) with the gold mapped onto them.

For the Tesseract path: the images have no text layer. Each gold word's box is carried through the same
transforms as the pixels (scale to the DPI, rotation about the image centre) and replaced by the axis-aligned
box of its rotated corners, in pixels (``unit="px"``). What Tesseract returns for such an image can take these
labels with :func:`docx_cli.synth.gold.project_labels`.
"""

from __future__ import annotations

import io
import math
import random

import numpy as np
from PIL import Image, ImageFilter

from docx_cli.document import Document, Page, Word


def rotate_point(x: float, y: float, cx: float, cy: float, degrees: float) -> tuple[float, float]:
    """Where PIL's ``Image.rotate(degrees)`` (counter-clockwise, about ``(cx, cy)``, y down) moves (x, y)."""
    t = math.radians(degrees)
    dx, dy = x - cx, y - cy
    return cx + dx * math.cos(t) + dy * math.sin(t), cy - dx * math.sin(t) + dy * math.cos(t)


def map_box(box, scale: float, cx: float, cy: float, degrees: float) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = (v * scale for v in box)
    pts = [rotate_point(x, y, cx, cy, degrees) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (min(xs), min(ys), max(xs), max(ys))


def degrade(img: Image.Image, rng: random.Random) -> tuple[Image.Image, float]:
    """Grey page → (scan-like page, rotation in degrees)."""
    angle = rng.uniform(-1.5, 1.5)
    img = img.rotate(angle, resample=Image.BILINEAR, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.9)))
    a = np.asarray(img, dtype=np.int16)
    npr = np.random.default_rng(rng.randrange(1 << 30))
    a = a + npr.normal(0.0, rng.uniform(2.0, 8.0), a.shape).astype(np.int16)  # sensor noise
    density = rng.uniform(0.0003, 0.002)
    mask = npr.random(a.shape)
    a[mask < density / 2] = 0  # pepper
    a[mask > 1 - density / 2] = 255  # salt
    a = np.clip(a + rng.randint(-12, 6), 0, 255).astype(np.uint8)  # paper tone
    return Image.fromarray(a, mode="L"), angle


def render_images(pdf: bytes, gold: Document, rng: random.Random, dpi: int = 150) -> tuple[list[bytes], Document]:
    """JPEG bytes per page and the gold Document in their pixel coordinates."""
    import pypdfium2 as pdfium

    scale = dpi / 72.0
    doc = pdfium.PdfDocument(pdf)
    images: list[bytes] = []
    pages: list[Page] = []
    try:
        for gp, pdf_page in zip(gold.pages, doc):
            img = pdf_page.render(scale=scale, grayscale=True).to_pil().convert("L")
            img, angle = degrade(img, rng)
            cx, cy = img.width / 2, img.height / 2
            words = tuple(Word(text=w.text, box=map_box(w.box, scale, cx, cy, angle), line_id=w.line_id,
                               block_id=w.block_id, label=w.label) for w in gp.words if w.box is not None)
            buf = io.BytesIO()
            img.save(buf, format="JPEG", quality=rng.randint(35, 80))
            images.append(buf.getvalue())
            pages.append(Page(number=gp.number, width=float(img.width), height=float(img.height), unit="px",
                              source="ocr", words=words))
    finally:
        doc.close()
    meta = dict(gold.metadata)
    meta["scan"] = {"dpi": dpi}
    return images, Document(source=gold.source.rsplit(".", 1)[0] + "-p1.jpg", pages=tuple(pages),
                            format="document", metadata=meta)
