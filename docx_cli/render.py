"""Pictures of a result for `docx show`: each page with the predicted fields as coloured, labelled boxes.

The page background is the document itself — a PDF page rendered by pypdfium2, an image page (TIFF frame) by
PIL — or a blank page of the right size for inputs without pixels (Document JSON, HTML, text). Boxes come
from the result (page units) and are scaled by the ratio of the picture's size to the page's, so they land
on the words whatever the unit (pt for PDFs, px for scans).

Colours are per field (a fixed palette, in the order labels.json declares the fields). Single fields show
their best value, multi fields every value, line items every cell (labelled with its row number).
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from docx_cli.document import Box, Document, Page

DPI = 144  # PDF pages are drawn at 2 pixels per point: sharp enough to read, small enough to share
MAX_IMAGE_WIDTH = 2000  # scans above this are scaled down for display
BLANK_SIZE = (850, 1100)  # a page without geometry
PAD = 2  # boxes are drawn this many pixels outside the words, so the outline does not hide the text
OUTLINE = 3

# Okabe-Ito and Tableau colours: distinct from each other and from black text on white paper.
PALETTE = [
    (230, 25, 75), (0, 114, 178), (0, 158, 115), (213, 94, 0), (204, 121, 167), (86, 180, 233),
    (145, 30, 180), (128, 128, 0), (240, 50, 230), (0, 128, 128), (170, 110, 40), (128, 0, 0),
    (0, 0, 128), (60, 180, 75), (245, 130, 48), (70, 240, 240),
]


@dataclass(frozen=True)
class Mark:
    """One box to draw."""

    field: str
    page: int
    box: Box
    value: str
    confidence: float
    row: int | None = None  # line-item row (0-based) for item fields


def colours(fields: Iterable[str]) -> dict[str, tuple[int, int, int]]:
    """A colour per field name, stable for a given field order."""
    return {f: PALETTE[i % len(PALETTE)] for i, f in enumerate(fields)}


def marks_of(result: dict[str, Any]) -> list[Mark]:
    """Every value with a box in a result JSON (fields: best / all values; line items: every cell)."""
    out: list[Mark] = []

    def add(field: str, v: dict[str, Any] | None, row: int | None = None) -> None:
        if v and v.get("bbox") is not None and v.get("page") is not None:
            out.append(Mark(field, int(v["page"]), tuple(v["bbox"]), str(v["value"]), float(v["confidence"]), row))

    for name, v in result.get("fields", {}).items():
        for one in v if isinstance(v, list) else [v]:
            add(name, one)
    for r, row in enumerate(result.get("line_items", [])):
        for name, v in row.items():
            add(name, v, r)
    return out


# -- page pictures ---------------------------------------------------------------------------------------


def page_images(doc: Document, path: str | Path | None, dpi: int = DPI, password: str | None = None) -> list[Any]:
    """One RGB PIL image per page of ``doc``: the source's own pixels where it has them, else blank."""
    kind = _kind(path)
    images: list[Any] = []
    if kind == "pdf":
        images = _pdf_pages(Path(path), doc.pages, dpi, password)
    elif kind == "image":
        images = _image_pages(Path(path), doc.pages)
    return [img if img is not None else _blank(page, dpi) for img, page in
            zip(images or [None] * len(doc.pages), doc.pages)]


def _kind(path: str | Path | None) -> str | None:
    from docx_cli.ingest.load import SNIFF_BYTES, sniff

    if path is None:
        return None
    try:
        with open(path, "rb") as f:
            return sniff(f.read(SNIFF_BYTES))[0]
    except OSError:
        return None


def _pdf_pages(path: Path, pages: Sequence[Page], dpi: int, password: str | None) -> list[Any]:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(str(path), password=password)
    except pdfium.PdfiumError:
        return []
    out = []
    try:
        for page in pages:
            try:
                p = pdf[page.number - 1]
                out.append(p.render(scale=dpi / 72.0).to_pil().convert("RGB"))
                p.close()
            except (pdfium.PdfiumError, IndexError):
                out.append(None)
    finally:
        pdf.close()
    return out


def _image_pages(path: Path, pages: Sequence[Page]) -> list[Any]:
    from PIL import Image, ImageOps

    out = []
    try:
        with Image.open(path) as img:
            n = getattr(img, "n_frames", 1)
            for page in pages:
                if page.number > n:
                    out.append(None)
                    continue
                img.seek(page.number - 1)
                frame = ImageOps.exif_transpose(img) if n == 1 else img.copy()  # as the OCR reader saw it
                frame = frame.convert("RGB")
                if frame.width > MAX_IMAGE_WIDTH:
                    frame = frame.resize((MAX_IMAGE_WIDTH, round(frame.height * MAX_IMAGE_WIDTH / frame.width)))
                out.append(frame)
    except (OSError, ValueError, EOFError):
        return []
    return out


def _blank(page: Page, dpi: int) -> Any:
    from PIL import Image

    if page.width > 0 and page.height > 0 and page.unit != "none":
        scale = dpi / 72.0 if page.unit == "pt" else 1.0
        size = (max(1, round(page.width * scale)), max(1, round(page.height * scale)))
    else:
        size = BLANK_SIZE
    return Image.new("RGB", size, "white")


def _scale(page: Page, size: tuple[int, int]) -> tuple[float, float] | None:
    if page.width <= 0 or page.height <= 0 or page.unit == "none":
        return None
    return size[0] / page.width, size[1] / page.height


# -- drawing ---------------------------------------------------------------------------------------------


def pixel_box(box: Box, sx: float, sy: float) -> tuple[int, int, int, int]:
    """A page-unit box → the rectangle drawn on the picture (PAD pixels outside the words)."""
    return (round(box[0] * sx) - PAD, round(box[1] * sy) - PAD, round(box[2] * sx) + PAD, round(box[3] * sy) + PAD)


def draw_pages(result: dict[str, Any], doc: Document, images: Sequence[Any], field_order: Sequence[str]) -> list[Any]:
    """The page pictures with each mark as a translucent box, a solid outline and a label above it."""
    from PIL import Image, ImageDraw

    font = _font(13)
    palette = colours(list(field_order) + sorted({m.field for m in marks_of(result)} - set(field_order)))
    marks = marks_of(result)
    out = []
    for page, image in zip(doc.pages, images):
        scale = _scale(page, image.size)
        mine = [m for m in marks if m.page == page.number] if scale else []
        overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
        shade = ImageDraw.Draw(overlay)
        for m in mine:
            shade.rectangle(pixel_box(m.box, *scale), fill=palette[m.field] + (48,))
        canvas = Image.alpha_composite(image.convert("RGBA"), overlay)
        pen = ImageDraw.Draw(canvas)
        for m in mine:
            rect = pixel_box(m.box, *scale)
            pen.rectangle(rect, outline=palette[m.field], width=OUTLINE)
        for m in mine:  # labels last, so no outline crosses them
            rect = pixel_box(m.box, *scale)
            label = f"{m.field}{'' if m.row is None else f' #{m.row + 1}'} {m.confidence:.2f}"
            x0, y0, x1, y1 = pen.textbbox((0, 0), label, font=font)
            w, h = x1 - x0 + 4, y1 - y0 + 2
            top = rect[1] - h if rect[1] - h >= 0 else rect[3]
            pen.rectangle((rect[0], top, rect[0] + w, top + h), fill=palette[m.field])
            pen.text((rect[0] + 2 - x0, top + 1 - y0), label, fill="white", font=font)
        out.append(canvas.convert("RGB"))
    return out


def _font(size: int):
    from PIL import ImageFont

    try:
        return ImageFont.load_default(size=size)  # Pillow ≥ 10.1 with FreeType
    except (TypeError, OSError, ImportError):
        return ImageFont.load_default()


# -- writers ---------------------------------------------------------------------------------------------


def write_png(pictures: Sequence[Any], doc: Document, out: Path, page: int | None = None) -> list[Path]:
    """``out`` itself for one page (or ``page``); ``out-1.png``, ``out-2.png`` … for several."""
    out.parent.mkdir(parents=True, exist_ok=True)
    if page is not None or len(pictures) == 1:
        index = 0 if page is None else [p.number for p in doc.pages].index(page)
        pictures[index].save(out, format="PNG")
        return [out]
    written = []
    for p, picture in zip(doc.pages, pictures):
        target = out.with_name(f"{out.stem}-{p.number}{out.suffix or '.png'}")
        picture.save(target, format="PNG")
        written.append(target)
    return written


STYLE = (
    "body{font:14px system-ui,sans-serif;margin:16px;background:#f4f4f4}"
    "table{border-collapse:collapse;margin:8px 0 16px;background:#fff}"
    "td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}"
    ".key{display:inline-block;width:10px;height:10px;margin-right:6px}"
    ".page{position:relative;margin:12px 0;box-shadow:0 1px 4px #999;background:#fff}"
    ".page img{display:block;width:100%}"
    ".box{position:absolute;border:2px solid;box-sizing:border-box}"
    ".box span{position:absolute;bottom:100%;left:-2px;font:11px sans-serif;color:#fff;padding:0 3px;"
    "white-space:nowrap;display:none}.box:hover span{display:block}"
)


def write_html(result: dict[str, Any], doc: Document, images: Sequence[Any], field_order: Sequence[str],
               out: Path) -> Path:
    """One self-contained page: the fields and line items as tables, then each page with hoverable boxes."""
    e = html.escape
    palette = colours(list(field_order) + sorted({m.field for m in marks_of(result)} - set(field_order)))

    def hexc(field: str) -> str:
        r, g, b = palette.get(field, (0, 0, 0))
        return f"#{r:02x}{g:02x}{b:02x}"

    def cell(v: dict[str, Any] | None) -> str:
        if not v or v.get("value") is None:  # none found, or below the confidence floor
            return "<td></td>"
        norm = f" <small>→ {e(str(v['normalized']))}</small>" if v.get("normalized") else ""
        return f"<td title='confidence {v['confidence']:.2f}, page {v['page']}'>{e(str(v['value']))}{norm}</td>"

    parts = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>docx show — {e(str(result.get('source', '')))}</title><style>",
        STYLE,
        "</style></head><body>",
        f"<h2>{e(str(result.get('source', '')))}</h2>",
        f"<p>model <b>{e(str(result.get('model', '')))}</b>, {result.get('pages', len(doc.pages))} page(s)</p>",
        "<table><tr><th>field</th><th>value</th></tr>",
    ]
    for name, v in result.get("fields", {}).items():
        key = f"<span class='key' style='background:{hexc(name)}'></span>{e(name)}"
        values = v if isinstance(v, list) else [v]
        parts.append(f"<tr><td>{key}</td>" + (cell(values[0]) if len(values) == 1 else
                     "<td>" + "<br>".join(e(str(x["value"])) for x in values) + "</td>") + "</tr>")
    parts.append("</table>")
    items = result.get("line_items", [])
    if items:
        cols = [f for f in field_order if any(f in r for r in items)] + sorted(
            {f for r in items for f in r} - set(field_order))
        parts.append("<table><tr><th>#</th>" + "".join(
            f"<th><span class='key' style='background:{hexc(c)}'></span>{e(c)}</th>" for c in cols) + "</tr>")
        for i, row in enumerate(items, start=1):
            parts.append(f"<tr><td>{i}</td>" + "".join(cell(row.get(c)) for c in cols) + "</tr>")
        parts.append("</table>")
    marks = marks_of(result)
    for page, image in zip(doc.pages, images):
        buf = io.BytesIO()
        image.save(buf, format="JPEG", quality=80)
        data = base64.b64encode(buf.getvalue()).decode("ascii")
        parts.append(f"<div class='page' style='max-width:{image.width}px'><img alt='page {page.number}' "
                     f"src='data:image/jpeg;base64,{data}'>")
        if _scale(page, image.size):
            for m in (m for m in marks if m.page == page.number):
                x0, y0, x1, y1 = m.box
                style = (f"left:{100 * x0 / page.width:.3f}%;top:{100 * y0 / page.height:.3f}%;"
                         f"width:{100 * (x1 - x0) / page.width:.3f}%;height:{100 * (y1 - y0) / page.height:.3f}%;"
                         f"border-color:{hexc(m.field)}")
                row = "" if m.row is None else f" #{m.row + 1}"
                tip = f"{m.field}{row}: {m.value} ({m.confidence:.2f})"
                parts.append(f"<div class='box' style='{style}' title='{e(tip)}'>"
                             f"<span style='background:{hexc(m.field)}'>{e(m.field + row)}</span></div>")
        parts.append("</div>")
    parts.append("</body></html>\n")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(parts), encoding="utf-8")
    return out
