"""Rule ``prefer_extensions``: the best text value gives way to another candidate that holds all its words and
more.

Why: a multi-page document repeats its header; one page's copy may miss a value's last line (an address's
country, tagged with the other address on that page) while another page's copy has it. The shorter copy is
often the better scored (fewer words, each sure), so the score alone returns the cut value.
"""

from __future__ import annotations

from docx_cli.decode.spans import Cell


def extends(longer: Cell, shorter: Cell, margin: float) -> bool:
    """``longer`` is ``shorter`` and more lines (its words start with all of ``shorter``'s) and at most
    ``margin`` lower in score (mean tag probability)."""
    a, b = shorter.text.casefold().split(), longer.text.casefold().split()
    return (longer.lines > shorter.lines and len(b) > len(a) and b[: len(a)] == a
            and longer.score >= shorter.score - margin)


def prefer_extensions(ranked: list[Cell], margin: float) -> list[Cell]:
    """``ranked`` with the best value replaced by its best-ranked extension (which may itself be extended)."""
    top = ranked[0]
    while True:
        longer = [c for c in ranked if extends(c, top, margin)]
        if not longer:
            break
        top = longer[0]  # the best ranked of them; it may itself be extended
    return [top, *(c for c in ranked if c is not top)]
