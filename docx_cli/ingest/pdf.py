"""PDF reader: pdfplumber words (text layer) page by page; pages without a text layer go to Tesseract.

The decision is made per page, so a mixed PDF (typed cover letter + scanned attachment) gets both:
  --ocr never   text layer only; scanned pages come out empty
  --ocr auto    a page with fewer than ``min_text_chars`` text-layer characters that holds an image is
                rendered by pypdfium2 at ``dpi`` and read by Tesseract (a blank page is not OCR'd)
  --ocr always  every page is rendered and OCR'd (a broken or garbled text layer)
OCR'd words are scaled back to PDF points, so every page of a PDF has the same unit whatever read it.

Before pdfminer sees the file, ``check_inflated_size`` inflates every Flate stream but images (pdfminer
never decodes those) with a running budget of ``IngestOptions.max_pdf_bytes``: a 2 MB PDF whose streams
inflate to 2 GB is refused (``too_large``) after reading at most the budget, instead of costing 4 GB of
memory. Coordinates that are not finite numbers (a crafted MediaBox or font matrix) drop the word's box.
"""

from __future__ import annotations

import math
import re
import zlib
from functools import partial
from pathlib import Path

from docx_cli.document import Document, Page, Word
from docx_cli.errors import DocxError, InputError
from docx_cli.ingest.load import IngestOptions, too_many_pages


def read_pdf(path: str | Path, opts: IngestOptions, source: str | None = None) -> Document:
    """The PDF's pages (``opts.pages``: only those; the others are never parsed nor rendered), numbered as
    in the file."""
    import pdfplumber

    p = Path(path)
    _check_file_inflation(p, opts.max_pdf_bytes)
    pages: dict[int, Page | None] = {}  # page number → page; None: to be OCR'd
    try:
        with pdfplumber.open(p, password=opts.password) as pdf:
            n, wanted = _pages_to_read(pdf, p, opts)
            if wanted is not None:  # pdfplumber builds Page objects for these only (its own filter)
                pdf.pages_to_parse = wanted
            for page in pdf.pages:
                number = page.page_number
                words = _text_layer_words(page) if opts.ocr != "always" else []
                if _needs_ocr(page, words, opts):
                    pages[number] = None
                else:
                    pages[number] = Page(number=number, width=_finite(page.width), height=_finite(page.height),
                                         unit="pt", source="pdf", words=tuple(words))
                page.close()  # drop pdfplumber's per-page object cache: long PDFs stay flat in memory
    except DocxError:
        raise
    except Exception as e:  # noqa: BLE001 - pdfminer raises many types on broken files
        raise _pdf_error(p, e, opts) from None

    ocr_pages = [number for number, page in pages.items() if page is None]
    if ocr_pages:
        from docx_cli.ingest.ocr import map_pages

        done = map_pages(partial(_ocr_page, p, opts=opts), [n - 1 for n in ocr_pages], opts.page_jobs)
        for number, page in zip(ocr_pages, done):
            pages[number] = page
    empty_pages = [page.number for page in pages.values() if page is not None and not page.words]
    metadata: dict = {"reader": "pdfplumber", "pages": n}
    if wanted is not None and len(pages) < n:
        metadata["pages_read"] = list(pages)
    if ocr_pages:
        metadata.update(ocr_pages=ocr_pages, dpi=opts.dpi, lang=opts.lang)
    if empty_pages:
        metadata["empty_pages"] = empty_pages
    from docx_cli.ingest.einvoice import read_embedded

    embedded = read_embedded(p, opts.password)  # a Factur-X / ZUGFeRD / UBL invoice attached to the PDF
    if embedded is not None:
        metadata["embedded_invoice"] = embedded
    return Document(source=source or str(path), pages=tuple(pages.values()),  # type: ignore[arg-type]
                    format="document", metadata=metadata)


def _pages_to_read(pdf, p: Path, opts: IngestOptions) -> tuple[int, list[int] | None]:
    """(the PDF's page count, the 1-based numbers to read; None: all). Counting walks the page tree only:
    no page's content is parsed."""
    from pdfminer.pdfpage import PDFPage

    if opts.pages is None:
        n = len(pdf.pages)
        wanted = None
        count = n
    else:
        n = sum(1 for _ in PDFPage.create_pages(pdf.doc))
        wanted = [i + 1 for i in opts.pages.indexes(n)]
        count = len(wanted)
    if n == 0:
        raise InputError("corrupt_pdf", "PDF has no pages")
    if wanted is not None and not wanted:
        raise opts.pages.none_in(n)  # type: ignore[union-attr]
    if opts.max_pages is not None and count > opts.max_pages:
        raise too_many_pages(p, count, opts.max_pages)
    return n, wanted


def _text_layer_words(page) -> list[Word]:
    # pdfplumber's defaults (x_tolerance=3, y_tolerance=3) split words on gaps of more than 3 pt.
    out = []
    for w in page.extract_words(keep_blank_chars=False, use_text_flow=False):
        text = w["text"].strip()
        if text:
            box = (float(w["x0"]), float(w["top"]), float(w["x1"]), float(w["bottom"]))
            out.append(Word(text=text, box=box if all(math.isfinite(v) for v in box) else None))
    return out


def _finite(v) -> float:
    v = float(v)
    return v if math.isfinite(v) and v >= 0 else 0.0


def _check_file_inflation(p: Path, limit: int) -> None:
    import mmap

    try:
        with open(p, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
            check_inflated_size(data, limit)  # type: ignore[arg-type]  (mmap: the file is not read into memory)
    except (OSError, ValueError) as e:
        raise InputError("unreadable", f"cannot read the PDF ({e})") from None


_STREAM = re.compile(rb"(?<!end)stream(?:\r\n|\n|\r)")
_CHUNK = 1 << 20


def check_inflated_size(data: bytes, limit: int) -> int:
    """Total inflated bytes of the PDF's non-image Flate streams; InputError("too_large") once over ``limit``.

    Each stream is inflated in 1 MiB pieces and thrown away, so memory stays flat whatever the ratio. A
    stream that is not Flate data (DCT, CCITT, plain) fails at its first bytes and costs nothing."""
    total = 0
    for m in _STREAM.finditer(data):
        start = m.end()
        end = data.find(b"endstream", start)
        end = len(data) if end < 0 else end
        header = data[max(0, m.start() - 2048): m.start()]
        obj = header.rfind(b"obj")
        if b"/Image" in (header[obj:] if obj >= 0 else header):  # pdfminer keeps image streams encoded
            continue
        inflater = zlib.decompressobj()
        at = start
        try:
            while at < end and not inflater.eof:
                fed = data[at: min(end, at + _CHUNK)]
                total += len(inflater.decompress(fed, _CHUNK))
                while inflater.unconsumed_tail and not inflater.eof and total <= limit:  # 1 MiB in, more out
                    total += len(inflater.decompress(inflater.unconsumed_tail, _CHUNK))
                if total > limit:
                    raise InputError("too_large", f"PDF streams inflate to over {limit:,} bytes "
                                     "(a decompression bomb? --limit max_pdf_bytes=N raises it; docs/limits.md)")
                consumed = len(fed) - len(inflater.unconsumed_tail)
                if consumed <= 0:
                    break
                at += consumed
        except zlib.error:
            pass  # not Flate (or corrupt): pdfminer decides what to make of it
    return total


def _needs_ocr(page, words: list[Word], opts: IngestOptions) -> bool:
    if opts.ocr == "always":
        return True
    if opts.ocr == "never":
        return False
    chars = sum(len(w.text) for w in words)
    # "no text layer, or almost none" AND something to read: a blank page is not worth 3 s of Tesseract.
    return chars < opts.min_text_chars and bool(page.images)


def _ocr_page(p: Path, index: int, opts: IngestOptions) -> Page:
    """Render and OCR one page (module-level: it may run in a worker process)."""
    from docx_cli.ingest.ocr import ocr_words, render_pdf_page

    image, scale, (width, height) = render_pdf_page(p, index, opts)  # scale: points per pixel
    words = ocr_words(image, opts, scale=scale)
    return Page(number=index + 1, width=width, height=height, unit="pt", source="ocr", words=tuple(words))


def _pdf_error(p: Path, e: Exception, opts: IngestOptions) -> InputError:
    inner = e.args[0] if type(e).__name__ == "PdfminerException" and e.args else e
    name = type(inner).__name__
    if name == "PDFPasswordIncorrect" or "password" in name.lower():
        if opts.password is None:
            return InputError("encrypted", "PDF is encrypted; give its password with --password")
        return InputError("wrong_password", "wrong password for encrypted PDF (--password)")
    if name in ("PDFEncryptionError", "PDFEncryptionWarning") or "encrypt" in name.lower():
        return InputError("encrypted", f"PDF uses an unsupported encryption ({inner})")
    detail = str(inner) or name
    return InputError("corrupt_pdf", f"corrupt or truncated PDF ({detail})")
