"""The committed examples: ``examples/invoice.pdf`` (one page) and ``examples/order-long.pdf`` (multi-page,
the items table continues across pages, over 2,048 tokens), each with

- ``NAME.gold.json``     the gold Document (every word with its box and BIESO tag), and
- ``NAME.expected.json`` the fields extraction should return (printed value and normalized form).

They come from two dedicated families that belong to neither split (``families.EXAMPLE_FAMILIES``), so no
model of ours has seen their template. Regenerate with ``python -m docx_cli.synth.examples examples/``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from docx_cli.synth.families import EXAMPLE_FAMILIES
from docx_cli.synth.generate import synthesize
from docx_cli.synth.render_pdf import render_pdf

EXAMPLES = {
    "invoice": {"kind": "invoice", "seed": 23, "n_items": 6, "n_terms": 1},
    "order-long": {"kind": "order", "seed": 3, "n_items": 48, "n_terms": 14},
}


def build_example(name: str):
    spec = EXAMPLES[name]
    s = synthesize(spec["kind"], "example", spec["seed"], 0, family=EXAMPLE_FAMILIES[spec["kind"]],
                   n_items=spec["n_items"], n_terms=spec["n_terms"])
    gold = type(s.gold)(source=f"{name}.pdf", pages=s.gold.pages, format=s.gold.format, metadata=s.gold.metadata)
    expected = {"source": f"{name}.pdf", "kind": spec["kind"], "family": s.family.id, "pages": len(s.pages),
                **s.metadata["gold"]}
    return s, gold, expected


def make_examples(out_dir: str | Path) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in EXAMPLES:
        s, gold, expected = build_example(name)
        paths = (out / f"{name}.pdf", out / f"{name}.gold.json", out / f"{name}.expected.json")
        paths[0].write_bytes(render_pdf(s.pages, title=name))
        paths[1].write_text(gold.dumps(indent=None) + "\n", encoding="utf-8")
        paths[2].write_text(json.dumps(expected, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        written += paths
    return written


if __name__ == "__main__":
    for p in make_examples(sys.argv[1] if len(sys.argv) > 1 else "examples"):
        print(p)
