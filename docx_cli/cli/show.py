"""`docx show FILE --out page.png [--html]`: look at what the model found.

Each page is drawn with the predicted fields as coloured, labelled boxes (docx_cli/render.py). A one-page
document (or ``--page N``) gives exactly ``--out``; several pages give ``page-1.png``, ``page-2.png`` ….
``--html`` writes one self-contained page instead: the fields and line items as tables, then every page with
boxes that show their value on hover. The paths written are printed on stdout.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from docx_cli.cli.common import make_console
from docx_cli.errors import EXIT_OK, ConfigError
from docx_cli.ingest.load import IngestOptions
from docx_cli.layout.chunking import MODES
from docx_cli.registry import DEFAULT_MODEL


def command(
    file: Annotated[str, typer.Argument(help="The document to draw (PDF, image, HTML, text, Document JSON).",
                                        show_default=False)],
    model: Annotated[str, typer.Option("--model", "-m", help="Model NAME or directory.")] = DEFAULT_MODEL,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="PNG to write (default: <stem>.show.png, or "
                                             "<stem>.show.html with --html).")] = None,
    as_html: Annotated[bool, typer.Option("--html", help="Write one HTML page (all pages, hoverable boxes).")]
    = False,
    page: Annotated[int | None, typer.Option(min=1, help="Draw only this page (1-based).")] = None,
    dpi: Annotated[int, typer.Option(min=36, max=600, help="Resolution PDF pages are drawn at.")] = 144,
    chunking: Annotated[str | None, typer.Option(help="split_page | window | whole (default: the model's).")]
    = None,
    month_first: Annotated[bool, typer.Option("--month-first", help="Read 01/02/2021 as January 2.")] = False,
    device: Annotated[str, typer.Option(help="auto | cpu | cuda | cuda:N.")] = "auto",
    ocr: Annotated[str, typer.Option(help="auto | always | never.")] = "auto",
    lang: Annotated[str, typer.Option(help="Tesseract language(s).")] = "eng",
    password: Annotated[str | None, typer.Option(help="Password of an encrypted PDF.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No messages on stderr.")] = False,
) -> int:
    """Draw each page with the predicted fields as coloured, labelled boxes."""
    from docx_cli import render
    from docx_cli.pipeline import ExtractOptions, extract
    from docx_cli.registry import load_model

    console = make_console(quiet)
    console.soft_wrap = True
    if chunking is not None and chunking not in MODES:
        raise ConfigError("bad_option", f"--chunking must be one of {', '.join(MODES)}, not {chunking!r}")
    options = ExtractOptions(chunking=chunking, day_first=not month_first,
                             ingest=IngestOptions(ocr=ocr, lang=lang, password=password))  # type: ignore[arg-type]
    loaded = load_model(model, device=device)
    result = extract(file, loaded, options)  # an unreadable file raises InputError: one line, exit 3
    doc = result.document
    if page is not None and page not in [p.number for p in doc.pages]:
        raise ConfigError("bad_option", f"--page {page}: {file} has pages 1..{len(doc.pages)}")
    if page is not None:
        doc = type(doc)(source=doc.source, pages=tuple(p for p in doc.pages if p.number == page),
                        format=doc.format, metadata=doc.metadata)
    stem = Path(file).stem or "document"
    target = out or Path(f"{stem}.show.{'html' if as_html else 'png'}")
    images = render.page_images(doc, file, dpi=dpi, password=password)
    data = result.to_json()
    field_order = list(loaded.config.field_kinds)
    if as_html:
        written = [render.write_html(data, doc, images, field_order, target)]
    else:
        pictures = render.draw_pages(data, doc, images, field_order)
        written = render.write_png(pictures, doc, target, page=page)
    for p in written:
        typer.echo(str(p))
    n_marks = len(render.marks_of(data))
    console.print(f"[dim]{n_marks} box(es) on {len(doc.pages)} page(s) → {', '.join(map(str, written))}[/dim]")
    return EXIT_OK
