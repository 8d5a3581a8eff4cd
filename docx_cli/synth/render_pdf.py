"""Laid-out pages → PDF bytes with reportlab: the drawing operations replayed, nothing measured again."""

from __future__ import annotations

import io

from reportlab.pdfgen import canvas

from docx_cli.synth.layout import LaidPage, ShapeOp, TextOp


def render_pdf(pages: list[LaidPage], title: str = "") -> bytes:
    buf = io.BytesIO()
    # invariant=1: no timestamps or random ids in the file, so the same seed gives the same bytes
    c = canvas.Canvas(buf, pagesize=(pages[0].width, pages[0].height), invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setCreator("docx synth")
    for page in pages:
        c.setPageSize((page.width, page.height))
        H = page.height
        for op in page.ops:
            if isinstance(op, TextOp):
                t = c.beginText(op.x, H - op.y)
                for font, size, text, rgb in op.pieces:
                    t.setFont(font, size)
                    t.setFillColorRGB(*rgb)
                    t.textOut(text)
                c.drawText(t)
            else:
                _shape(c, op, H)
        c.showPage()
    c.save()
    return buf.getvalue()


def _shape(c: canvas.Canvas, op: ShapeOp, H: float) -> None:
    c.setLineWidth(op.width)
    c.setDash(2, 2) if op.dash else c.setDash()
    if op.fill is not None:
        c.setFillColorRGB(*op.fill)
    if op.stroke is not None:
        c.setStrokeColorRGB(*op.stroke)
    else:
        c.setStrokeColorRGB(0, 0, 0)
    fill, stroke = int(op.fill is not None), int(op.stroke is not None)
    if op.shape == "rect":
        x, top, w, h = op.args
        c.rect(x, H - top - h, w, h, fill=fill, stroke=stroke)
    elif op.shape == "line":
        x0, y0, x1, y1 = op.args
        c.line(x0, H - y0, x1, H - y1)
    elif op.shape == "circle":
        cx, cy, r = op.args
        c.circle(cx, H - cy, r, fill=fill, stroke=stroke)
    elif op.shape == "poly":
        pts = op.args
        p = c.beginPath()
        p.moveTo(pts[0], H - pts[1])
        for k in range(2, len(pts), 2):
            p.lineTo(pts[k], H - pts[k + 1])
        p.close()
        c.drawPath(p, fill=fill, stroke=stroke)
