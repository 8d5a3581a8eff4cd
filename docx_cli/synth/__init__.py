"""Synthetic business documents (customer orders, invoices, receipts) with exact word-level gold.

    from docx_cli.synth import synthesize, render_pdf
    s = synthesize("order", split="train", seed=0, index=17)   # Synth: family, content, pages, gold Document
    pdf_bytes = render_pdf(s.pages)
    s.gold                      # Document: every word with its box (pt) and BIESO tag (Word.label)
    s.gold.metadata["gold"]     # {"fields": {...}, "line_items": [...]}: value as printed + normalized

Pipeline: ``content`` (fake data) → ``compose`` (labelled text runs in the family's arrangement and wording)
→ ``layout`` (pages, exact boxes) → ``render_pdf`` / ``render_html`` / ``render_image``; ``gold`` labels the
first occurrence of each value; ``families`` holds the layout families and their train/test split;
``generate`` seeds, tunes lengths and writes folders (``docx synth``); :func:`generate_dataset` is the
one-call form for code that needs a folder of training documents::

    from docx_cli.synth import generate_dataset
    records = generate_dataset("data/orders", count=200, seed=0, template="order")  # ID.pdf + ID.json each
"""

from pathlib import Path
from typing import Any

from docx_cli.synth.compose import FIELD_KINDS, FIELDS, HEADER_FIELDS, ITEM_FIELDS
from docx_cli.synth.families import FAMILIES, families_for
from docx_cli.synth.generate import Synth, SynthOptions, generate, length_stats, synthesize
from docx_cli.synth.render_pdf import render_pdf

__all__ = [
    "FAMILIES", "FIELDS", "FIELD_KINDS", "HEADER_FIELDS", "ITEM_FIELDS", "Synth", "SynthOptions", "families_for",
    "generate", "generate_dataset", "length_stats", "render_pdf", "synthesize",
]


def generate_dataset(
    path: str | Path,
    count: int,
    seed: int = 0,
    template: str | None = None,
    *,
    split: str = "train",
    html: bool = False,
    image: bool = False,
    start: int = 0,
    jobs: int = 1,
) -> list[dict[str, Any]]:
    """Write ``count`` documents of kind ``template`` (``order`` when None; ``invoice``, ``receipt`` …) into the
    folder ``path`` and return their manifest records (what ``docx synth`` lists in ``manifest.jsonl``).

    Each document is ``ID.pdf`` with its gold ``ID.json`` (Document JSON, every word tagged), plus
    ``ID.html`` / ``ID.web.json`` with ``html`` and page images / ``ID.scan.json`` with ``image``. The same
    ``(template, split, seed, index)`` gives the same document as ``docx synth --kind K --seed S`` does;
    ``start`` continues a folder (indices ``start .. start+count-1``), ``jobs`` > 1 uses worker processes.
    """
    opts = SynthOptions(kind=template or "order", split=split, seed=seed, html=html, image=image)
    return list(generate(path, count, opts, start=start, jobs=jobs))

