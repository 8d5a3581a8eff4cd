"""Plain-text reader (the ``plain`` format): words split on whitespace, no boxes.

Line ids count the non-blank lines of a page; a blank line ends a block (paragraph); a form feed (``\\f``,
as written by ``pdftotext``) starts a new page.
"""

from __future__ import annotations

from pathlib import Path

from docx_cli.document import Document, Page, Word
from docx_cli.errors import InputError


def decode_text(data: bytes, path: str | Path) -> str:
    """UTF-8 (BOM or not), or UTF-16 with a BOM. Anything else is refused rather than guessed."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise InputError("bad_encoding", f"not UTF-8 text (invalid byte at offset {e.start}); "
                                         "convert it with iconv -t UTF-8") from None


def parse_text(text: str) -> tuple[Page, ...]:
    pages = []
    for number, page_text in enumerate(text.split("\f"), start=1):
        words: list[Word] = []
        line_id, block_id, in_block = 0, 0, False
        for raw in page_text.splitlines():
            tokens = raw.split()
            if not tokens:
                if in_block:
                    block_id += 1
                    in_block = False
                continue
            words.extend(Word(text=t, line_id=line_id, block_id=block_id) for t in tokens)
            line_id += 1
            in_block = True
        pages.append(Page(number=number, width=0.0, height=0.0, unit="none", source="text", words=tuple(words)))
    while len(pages) > 1 and not pages[-1].words:  # a trailing form feed is not a page
        pages.pop()
    return tuple(pages)


def read_text(path: str | Path, source: str | None = None) -> Document:
    text = decode_text(Path(path).read_bytes(), path)
    return Document(source=source or str(path), pages=parse_text(text), format="plain",
                    metadata={"reader": "text"})
