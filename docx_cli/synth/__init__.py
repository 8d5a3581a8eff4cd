"""Synthetic business documents (customer orders, invoices, receipts) with exact word-level gold.

    from docx_cli.synth import synthesize, render_pdf
    s = synthesize("order", split="train", seed=0, index=17)   # Synth: family, content, pages, gold Document
    pdf_bytes = render_pdf(s.pages)
    s.gold                      # Document: every word with its box (pt) and BIESO tag (Word.label)
    s.gold.metadata["gold"]     # {"fields": {...}, "line_items": [...]}: value as printed + normalized

Pipeline: ``content`` (fake data) → ``compose`` (labelled text runs in the family's arrangement and wording)
→ ``layout`` (pages, exact boxes) → ``render_pdf`` / ``render_html`` / ``render_image``; ``gold`` labels the
first occurrence of each value; ``families`` holds the layout families and their train/test split;
``generate`` seeds, tunes lengths and writes folders (``docx synth``).
"""

from docx_cli.synth.compose import FIELD_KINDS, FIELDS, HEADER_FIELDS, ITEM_FIELDS
from docx_cli.synth.families import FAMILIES, families_for
from docx_cli.synth.generate import Synth, SynthOptions, generate, length_stats, synthesize
from docx_cli.synth.render_pdf import render_pdf

__all__ = [
    "FAMILIES", "FIELDS", "FIELD_KINDS", "HEADER_FIELDS", "ITEM_FIELDS", "Synth", "SynthOptions", "families_for",
    "generate", "length_stats", "render_pdf", "synthesize",
]
