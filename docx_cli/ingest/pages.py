"""``--pages 1-3,5``: read only some pages of each input, keeping their original page numbers.

    sel = parse_pages("1-3,5,9-")      # pages 1, 2, 3, 5 and 9 to the end (page numbers count from 1)
    sel.indexes(12)                    # [0, 1, 2, 4, 8, 9, 10, 11]: 0-based, sorted, within the file

Where reading a page is the cost, only the selected pages are opened: a PDF's other pages are never parsed
(pdfplumber's ``pages=``) nor rendered for OCR (``docx_cli.ingest.pdf``), an image file's other frames are
never decoded nor OCR'd (:func:`read_image_pages`). Text, HTML, Word and Document JSON inputs are cheap to
read whole and are cut after reading (:func:`select_document_pages`). A page keeps its number in the file,
so ``"page": 5`` in a result is page 5 of the PDF whatever else was skipped.

A selection past the end of a file keeps the pages that exist (``1-3`` on a 2-page PDF reads both); one
that names no page of the file is an ``InputError("no_such_pages")`` for that input (the batch goes on).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from docx_cli.errors import InputError

if TYPE_CHECKING:
    from docx_cli.document import Document
    from docx_cli.ingest.load import IngestOptions

_PART = re.compile(r"^(\d+)(?:\s*(-)\s*(\d+)?)?$")
MAX_PAGE = 10**9  # the largest page id a Document can hold (document.MAX_ID)


class PageRangeError(ValueError):
    """A ``--pages`` value that is not a list of page numbers and ranges (the message says what is wrong)."""


@dataclass(frozen=True)
class PageSelection:
    """Inclusive 1-based ranges; ``end`` None means "to the last page". Frozen: it travels to workers."""

    ranges: tuple[tuple[int, int | None], ...]
    spec: str  # as the user wrote it, for messages

    def __contains__(self, number: object) -> bool:  # a page number (1-based)
        return isinstance(number, int) and any(a <= number and (b is None or number <= b) for a, b in self.ranges)

    def indexes(self, n: int) -> list[int]:
        """0-based indexes of the selected pages that exist in an ``n``-page file, in file order."""
        out: set[int] = set()
        for a, b in self.ranges:
            out.update(range(a - 1, min(n, b if b is not None else n)))
        return sorted(out)

    def none_in(self, n: int) -> InputError:
        return InputError("no_such_pages", f"--pages {self.spec} selects no page: the input has {n} page"
                                           f"{'' if n == 1 else 's'}")


def parse_pages(spec: str) -> PageSelection:
    """``"1-3,5"`` → PageSelection; PageRangeError with what is wrong and an example otherwise."""
    parts = [p.strip() for p in spec.split(",")]
    ranges: list[tuple[int, int | None]] = []
    hint = "use page numbers and ranges such as 1-3,5 or 7- (7 to the end); pages count from 1"
    for part in parts:
        m = _PART.match(part)
        if not m:
            what = "an empty part" if not part else f"{part!r} is not a page number or range"
            raise PageRangeError(f"{what}; {hint}")
        a = int(m.group(1))
        b = None if m.group(2) and m.group(3) is None else int(m.group(3) or a)
        if a < 1:
            raise PageRangeError(f"{part!r}: there is no page 0; {hint}")
        if a > MAX_PAGE or (b is not None and b > MAX_PAGE):
            raise PageRangeError(f"{part!r}: page numbers go up to {MAX_PAGE:,}")
        if b is not None and b < a:
            raise PageRangeError(f"{part!r} runs backwards (write {b}-{a})")
        ranges.append((a, b))
    return PageSelection(tuple(ranges), spec.strip())


def select_document_pages(doc: Document, sel: PageSelection) -> Document:
    """The pages of an already read Document whose numbers ``sel`` names (Document JSON keeps its own
    numbers, so "page 5" is the page numbered 5)."""
    kept = tuple(p for p in doc.pages if p.number in sel)
    if not kept:
        raise sel.none_in(len(doc.pages))
    if len(kept) == len(doc.pages):
        return doc
    metadata = {**doc.metadata, "pages_read": [p.number for p in kept]}
    return replace(doc, pages=kept, metadata=metadata)


def read_image_pages(path: str | Path, opts: IngestOptions, source: str | None = None) -> Document:
    """An image file's selected frames only (``opts.pages``): the others are neither decoded nor OCR'd.
    The same checks and metadata as ``docx_cli.ingest.ocr.read_image``, over the selected frames."""
    from docx_cli.document import Document
    from docx_cli.ingest.load import too_many_pages
    from docx_cli.ingest.ocr import (
        PIL_ERRORS,
        _check_pixels,
        _ocr_frame,
        _open_image,
        check_engine,
        map_pages,
    )

    sel = opts.pages
    assert sel is not None
    p = Path(path)
    if opts.ocr == "never":
        raise InputError("needs_ocr", "an image has no text layer; it needs OCR, which --ocr never turns off")
    engine = check_engine(opts)
    with _open_image(p, opts) as img:
        try:
            n = getattr(img, "n_frames", 1)
        except PIL_ERRORS as e:
            raise InputError("corrupt_image", f"cannot count the image's frames ({e})") from None
        frames = sel.indexes(n)
        if not frames:
            raise sel.none_in(n)
        if opts.max_pages is not None and len(frames) > opts.max_pages:
            raise too_many_pages(p, len(frames), opts.max_pages)
        if len(frames) > opts.max_frames:
            raise InputError("too_many_pages", f"{len(frames):,} frames selected, more than the {opts.max_frames} "
                             "allowed (--limit max_frames=N raises it; docs/limits.md)")
        for frame in frames:  # the selected frames' headers, before any pixel is decoded
            try:
                img.seek(frame)
            except PIL_ERRORS as e:
                raise InputError("corrupt_image", f"cannot read image frame {frame + 1} ({e})") from None
            _check_pixels(p, img, opts, frame if n > 1 else None)
        dpi = img.info.get("dpi")
    read = map_pages(partial(_ocr_frame, p, opts=opts, single=n == 1), frames, opts.page_jobs)
    metadata: dict[str, Any] = {"reader": engine}
    turned = {str(page.number): rotation for page, rotation in read if rotation}  # str: as JSON gives it back
    if turned:
        metadata["rotated"] = turned
    if engine == "tesseract":
        from docx_cli.ingest.ocr.tesseract import DEFAULT_TESSERACT

        metadata["lang"] = opts.lang
        psm = opts.psm if opts.psm is not None else DEFAULT_TESSERACT.psm
        if psm is not None:
            metadata["psm"] = psm
    if dpi:
        metadata["dpi"] = [round(float(v), 1) for v in dpi]
    if len(frames) < n:
        metadata["pages_read"] = [f + 1 for f in frames]
    return Document(source=source or str(path), pages=tuple(page for page, _ in read), format="document",
                    metadata=metadata)
