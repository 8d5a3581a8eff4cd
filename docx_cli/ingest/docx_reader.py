"""Word ``.docx`` documents (python-docx): paragraphs and tables, in the order the body holds them, as a plain
text Document (the model's ``plain`` format: words and lines, no boxes).

A paragraph is one line; a table row is one line whose cells follow each other left to right (a cell's own
paragraphs joined), so a line item stays on its row as it does in a PDF's reading order; a blank line separates
a table from the text around it. An explicit page break starts a new page. Headers, footers, text boxes and
images are not read. Named ``docx_reader`` so that it is not confused with the ``docx`` package it imports.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from docx_cli.document import Document
from docx_cli.errors import DependencyError, InputError
from docx_cli.ingest.text import check_chars, parse_text

BODY = "word/document.xml"


def is_docx(path: str | Path) -> bool:
    """A ZIP holding ``word/document.xml`` (what Word, LibreOffice and python-docx write)."""
    try:
        with zipfile.ZipFile(path) as z:
            return BODY in z.namelist()
    except (zipfile.BadZipFile, OSError):
        return False


def docx_text(path: str | Path, max_chars: int | None = None) -> str:
    """The document's text: one line per paragraph or table row, ``\\f`` at page breaks."""
    try:
        import docx  # python-docx
        from docx.oxml.ns import qn
        from docx.table import Table
        from docx.text.paragraph import Paragraph
    except ImportError:
        raise DependencyError("python_docx_missing", "reading .docx needs python-docx: pip install python-docx "
                              "(or run `make install`)") from None
    with zipfile.ZipFile(path) as z:  # an inflated body larger than the text limit allows is refused unread
        size = z.getinfo(BODY).file_size
    if max_chars is not None and size > 20 * max_chars:
        raise InputError("too_large", f"{BODY} inflates to {size:,} bytes, over the {max_chars:,} character limit "
                         "(--limit max_chars=N raises it; docs/limits.md)")
    try:
        document = docx.Document(str(path))
    except Exception as e:  # noqa: BLE001 - python-docx / lxml raise many kinds for a broken package
        raise InputError("corrupt_file", f"cannot read this .docx ({type(e).__name__}: {e})") from None
    lines: list[str] = []
    for element in document.element.body.iterchildren():
        if element.tag == qn("w:p"):
            paragraph = Paragraph(element, document)
            breaks = element.findall(".//" + qn("w:br"))
            if any(b.get(qn("w:type")) == "page" for b in breaks):
                lines.append("\f")
            lines.append(paragraph.text.replace("\n", " "))
        elif element.tag == qn("w:tbl"):
            lines.append("")
            for row in Table(element, document).rows:
                cells, last = [], None
                for cell in row.cells:
                    if cell._tc is last:  # a merged cell repeats across the columns it spans: once
                        continue
                    last = cell._tc
                    cells.append(" ".join(cell.text.split()))
                lines.append("  ".join(c for c in cells if c))
            lines.append("")
    text = "\n".join(lines).replace("\n\f\n", "\f")
    check_chars(len(text), max_chars)
    return text


def read_docx(path: str | Path, source: str | None = None, max_chars: int | None = None,
              max_words: int | None = None) -> Document:
    text = docx_text(path, max_chars)
    return Document(source=source or str(path), pages=parse_text(text, max_words), format="plain",
                    metadata={"reader": "docx"})
