"""One entry point for every input: ``load_document(path, options) -> Document``.

The reader is chosen by the file's first bytes (its "magic"), never by its suffix alone: a PDF renamed
``.txt`` is still read as a PDF, and an image renamed ``.pdf`` is still OCR'd. Reading order
(``docx_cli.layout.reading_order``) is applied to what the readers return, except for our own Document JSON,
which is returned as written (its order was fixed when it was made).

    from docx_cli.ingest.load import IngestOptions, load_document
    doc = load_document("scan.pdf", IngestOptions(ocr="auto", lang="eng", max_pages=50))

Every failure a user can act on is an ``InputError`` (one bad file; a batch goes on) or a
``DependencyError`` (Tesseract or a language pack missing; the run stops).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from docx_cli.document import Document
from docx_cli.errors import ConfigError, InputError

if TYPE_CHECKING:
    from docx_cli.ingest.pages import PageSelection

OcrMode = Literal["auto", "always", "never"]
OcrEngine = Literal["auto", "tesseract", "rapidocr"]  # docx_cli.ingest.ocr: auto = the measured best
Kind = Literal["pdf", "image", "json", "html", "text"]

# PIL's own default decompression-bomb threshold (Image.MAX_IMAGE_PIXELS): ~89 Mpx, a 24-bit image of
# 256 MiB. A 300 dpi A4 page is 8.7 Mpx, so real scans sit far below it.
DEFAULT_MAX_PIXELS = 89_478_485
# Limits on what one input may cost (docs/limits.md; each refusal is InputError too_large / too_many_pages).
DEFAULT_MAX_PDF_BYTES = 256 * 1024 * 1024  # decompressed non-image streams of a PDF (a 2 MB PDF inflated to 2 GB)
DEFAULT_MAX_FRAMES = 100  # frames (pages) of one image file: a 77 KB GIF of 2,000 frames is 2,000 OCR runs
DEFAULT_MAX_CHARS = 10_000_000  # characters of a text or HTML input (~5,000 pages of prose)
DEFAULT_MAX_WORDS = 200_000  # words of one document, whatever read it (~400 dense pages)
DEFAULT_MAX_DEPTH = 1024  # HTML nesting levels (real pages: 20-60)
SNIFF_BYTES = 4096


@dataclass(frozen=True)
class IngestOptions:
    """How to read inputs. Immutable and picklable (it travels to worker processes)."""

    ocr: OcrMode = "auto"  # auto: OCR pages without a text layer; always: OCR every page; never: no OCR
    lang: str = "eng"  # Tesseract language(s), e.g. "eng+deu"
    psm: int | None = None  # Tesseract page segmentation mode (None: Tesseract's default, 3)
    password: str | None = None  # for encrypted PDFs
    max_pages: int | None = None  # refuse inputs with more pages than this
    dpi: int = 300  # resolution scanned PDF pages are rendered at for OCR
    max_pixels: int = DEFAULT_MAX_PIXELS  # refuse images (and renders) larger than this: decompression bombs
    min_text_chars: int = 16  # a PDF page with fewer text-layer characters counts as scanned (ocr=auto)
    reading_order: bool = True  # apply docx_cli.layout.reading_order to the words
    page_jobs: int = 1  # processes OCR'ing the pages of ONE document (docx ocr uses --jobs for a single input)
    max_pdf_bytes: int = DEFAULT_MAX_PDF_BYTES  # limits: see docs/limits.md
    max_frames: int = DEFAULT_MAX_FRAMES
    max_chars: int = DEFAULT_MAX_CHARS
    max_words: int = DEFAULT_MAX_WORDS
    max_depth: int = DEFAULT_MAX_DEPTH
    ocr_engine: OcrEngine = "auto"  # tesseract | rapidocr | auto (docx_cli.ingest.ocr.engine_for)
    # --pages: read only these pages (docx_cli/ingest/pages.py; numbers kept); max_pages then counts them
    pages: PageSelection | None = None

    def __post_init__(self) -> None:
        if self.ocr not in ("auto", "always", "never"):
            raise ConfigError("bad_option", f"--ocr must be auto, always or never, not {self.ocr!r}")
        if self.ocr_engine not in ("auto", "tesseract", "rapidocr"):
            raise ConfigError("bad_option",
                              f"--ocr-engine must be tesseract, rapidocr or auto, not {self.ocr_engine!r}")
        if self.psm is not None and not 0 <= self.psm <= 13:
            raise ConfigError("bad_option", f"--psm must be a Tesseract page segmentation mode 0..13, not {self.psm}")
        if self.max_pages is not None and self.max_pages < 1:
            raise ConfigError("bad_option", f"--max-pages must be at least 1, not {self.max_pages}")
        if not 36 <= self.dpi <= 1200:
            raise ConfigError("bad_option", f"dpi must be within 36..1200, not {self.dpi}")
        if self.page_jobs < 1:
            raise ConfigError("bad_option", f"page_jobs must be at least 1, not {self.page_jobs}")
        for name in LIMITS:
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ConfigError("bad_option", f"{name} must be a positive integer, not {value!r}")
        if self.max_pixels < 1:
            raise ConfigError("bad_option", f"max_pixels must be positive, not {self.max_pixels}")
        if not self.lang or any(c.isspace() for c in self.lang):
            raise ConfigError("bad_option", f"--lang must look like 'eng' or 'eng+deu', not {self.lang!r}")


LIMITS = ("max_pdf_bytes", "max_frames", "max_chars", "max_words", "max_depth")


def parse_limits(specs: list[str] | None) -> dict[str, int]:
    """``--limit max_chars=20000000`` (repeatable) → ``{"max_chars": 20000000}`` for IngestOptions."""
    out: dict[str, int] = {}
    for spec in specs or ():
        name, _, value = spec.partition("=")
        name = name.strip().replace("-", "_")
        if name not in LIMITS or not value.strip().replace("_", "").isdigit():
            raise ConfigError("bad_option", f"--limit {spec!r}: use NAME=N with NAME one of {', '.join(LIMITS)} "
                              "(docs/limits.md)")
        out[name] = int(value.strip().replace("_", ""))
    return out


def sniff(head: bytes) -> tuple[Kind | None, str]:
    """What a file is, from its first bytes: (kind, description). kind is None when unsupported."""
    if head.startswith(b"%PDF-") or b"%PDF-" in head[:1024]:  # a few producers put junk before the header
        return "pdf", "PDF"
    for magic, name in (
        (b"\x89PNG\r\n\x1a\n", "PNG"),
        (b"\xff\xd8\xff", "JPEG"),
        (b"II*\x00", "TIFF"),
        (b"MM\x00*", "TIFF"),
        (b"BM", "BMP"),
        (b"GIF87a", "GIF"),
        (b"GIF89a", "GIF"),
    ):
        if head.startswith(magic):
            return "image", name
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image", "WebP"
    for magic, name in (
        (b"PK\x03\x04", "a ZIP archive (XLSX/ODT are not supported; export to PDF)"),  # DOCX: load_document
        (b"\xd0\xcf\x11\xe0", "an OLE2 file (old Word/Excel; export to PDF)"),
        (b"\x1f\x8b", "a gzip archive"),
        (b"\x7fELF", "an executable"),
        (b"\x00\x00\x00\x0cjP  ", "JPEG 2000"),
    ):
        if head.startswith(magic):
            return None, name
    text = _decode_head(head)
    if text is None:
        return None, "binary data"
    stripped = text.lstrip("\ufeff \t\r\n").lower()
    if stripped.startswith("{"):
        return "json", "JSON"
    if stripped.startswith(("<!doctype html", "<html", "<?xml")) and ("<html" in stripped or "<body" in stripped):
        return "html", "HTML"
    if stripped.startswith("<") and any(t in stripped for t in ("<html", "<body", "<div", "<p>", "<table", "<head")):
        return "html", "HTML"
    return "text", "text"


def _decode_head(head: bytes) -> str | None:
    """The head as text when it looks like text (UTF-8/UTF-16/UTF-32 with BOM, or 8-bit text without NULs:
    Latin-1, cp1252, Shift_JIS … are read by ``ingest.text.decode_text``), else None."""
    if head.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return head[:len(head) // 4 * 4].decode("utf-32", errors="ignore")
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return head.decode("utf-16", errors="ignore")
        except UnicodeDecodeError:
            return None
    if b"\x00" in head:
        return None
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError as e:
        if e.start >= len(head) - 3:  # the sniff window cut a multi-byte character in two
            text = head[: e.start].decode("utf-8")
        else:  # 8-bit text in some other encoding: Latin-1 is enough to see the markup and control bytes
            text = head.decode("latin-1")
    control = sum(1 for c in text if ord(c) < 32 and c not in "\t\n\r\f\v")
    return None if control > max(2, len(text) // 100) else text


def _is_docx(path: Path) -> bool:
    from docx_cli.ingest.docx_reader import is_docx

    return is_docx(path)


def check_file(path: str | os.PathLike) -> Path:
    """The path, if it names a readable non-empty file; else an InputError saying which it is not."""
    p = Path(path)
    if not p.exists():
        raise InputError("not_found", "no such file")
    if p.is_dir():
        raise InputError("not_a_file", f"is a directory (pass the files inside it, e.g. {p}/*.pdf)")
    if not os.access(p, os.R_OK):
        raise InputError("unreadable", "permission denied")
    if p.stat().st_size == 0:
        raise InputError("empty_file", "file is empty")
    return p


def load_document(path: str | os.PathLike, options: IngestOptions | None = None) -> Document:
    """Read any supported input into a Document (reading order applied). Raises InputError/DependencyError."""
    opts = options or IngestOptions()
    doc, arranged = read_document(path, opts)
    return doc if arranged else arrange(doc, opts)


def arrange(doc: Document, options: IngestOptions | None = None) -> Document:
    """A reader's words in reading order (lines and blocks), glued label:value words split."""
    opts = options or IngestOptions()
    if opts.reading_order:
        from docx_cli.layout.reading_order import order_document

        doc = order_document(doc)
    from docx_cli.ingest.words import split_glued_words

    return split_glued_words(doc)  # "DATE:11/03/18" → "DATE:" "11/03/18", in place (after the order: same line)


def read_document(path: str | os.PathLike, options: IngestOptions | None = None) -> tuple[Document, bool]:
    """(the words as the reader gives them, before :func:`arrange`; True when that is already done: our own
    Document JSON). The costly part of ingest (OCR), cached apart from the cheap arranging by the training
    datasets, so that a change in the reading order needs no new OCR."""
    opts = options or IngestOptions()
    p = check_file(path)
    with open(p, "rb") as f:
        head = f.read(SNIFF_BYTES)
    kind, what = sniff(head)
    source = str(path)

    if kind == "json":
        doc = _load_json(p, opts)
        if opts.pages is not None:
            from docx_cli.ingest.pages import select_document_pages

            doc = select_document_pages(doc, opts.pages)
        return doc, True
    if kind == "pdf":
        from docx_cli.ingest.pdf import read_pdf

        doc = read_pdf(p, opts, source=source)
    elif kind == "image" and opts.pages is not None:  # only the selected frames are decoded and OCR'd
        from docx_cli.ingest.pages import read_image_pages

        doc = read_image_pages(p, opts, source=source)
    elif kind == "image":
        from docx_cli.ingest.ocr import read_image

        doc = read_image(p, opts, source=source)
    elif kind == "html":
        from docx_cli.ingest.html import read_html

        doc = read_html(p, source=source, max_chars=opts.max_chars, max_depth=opts.max_depth,
                        max_words=opts.max_words)
    elif kind is None and head.startswith(b"PK\x03\x04") and _is_docx(p):
        from docx_cli.ingest.docx_reader import read_docx

        doc = read_docx(p, source=source, max_chars=opts.max_chars, max_words=opts.max_words)
    elif kind == "text":
        from docx_cli.ingest.text import read_text

        doc = read_text(p, source=source, max_chars=opts.max_chars, max_words=opts.max_words)
    else:
        raise InputError(
            "unsupported_type",
            f"unsupported file type ({what}); expected PDF, PNG/JPEG/TIFF/BMP/GIF/WebP, HTML, text "
            "or a docx Document JSON",
        )
    if opts.pages is not None and kind not in ("pdf", "image"):  # cheap to read whole: cut after reading
        from docx_cli.ingest.pages import select_document_pages

        doc = select_document_pages(doc, opts.pages)
    if opts.max_pages is not None and len(doc.pages) > opts.max_pages:  # readers check early; this is the net
        raise too_many_pages(p, len(doc.pages), opts.max_pages)
    if doc.num_words > opts.max_words:  # the net for every reader (text and HTML stop early)
        from docx_cli.ingest.text import check_words

        check_words(doc.num_words, opts.max_words)
    return doc.stored(), False  # as its JSON would read back: a cached reading gives the model the same numbers


def _load_json(p: Path, opts: IngestOptions | None = None) -> Document:
    opts = opts or IngestOptions()
    try:
        text = p.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as e:
        raise InputError("bad_json", f"not UTF-8 text ({e.reason} at byte {e.start})") from None
    # every word has a "text" key: counted before json builds millions of dicts (metadata may hold a few
    # more "text" strings, hence the slack), then the exact count
    from docx_cli.ingest.text import check_words

    check_words(text.count('"text"') // 2, opts.max_words)
    doc = Document.loads(text)  # InputError("bad_json") when it is JSON but not ours (validated)
    check_words(doc.num_words, opts.max_words)
    return doc


def too_many_pages(p: Path | str, n: int, limit: int) -> InputError:
    return InputError("too_many_pages", f"{n} pages, more than --max-pages {limit}")
