"""Every tuned threshold of decoding (docx_cli/decode/params.py) re-checked on validation sets from outside the
generator: the model's word probabilities are computed once per set, then each threshold is moved alone over
a grid while the others keep their shipped values, and every variant is scored with field F1.

    python scripts/tune_decode.py --model models/default [--sets deepform,wildreceipt,sroie-ocr,synth,composed]
        [--json runs/real/tune-decode.json]

The rule that picks a value (the one written in models/default/MODEL_CARD.md): the mean over the real sets
(DeepForm, WildReceipt and SROIE through OCR) must rise by more than ``--min-gain``, no real set may fall by
more than 0.01 and the generator's sets (``synth``: its validation families; ``composed``: its held-out split
of composed documents) by more than 0.005; otherwise the shipped value stays. The sets and their readers are
scripts/ablate_rules.py's.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

from ablate_rules import SETS, load, score_variants

SETS = {**SETS, "composed": ("runs/real/synth/composed-heldout.jsonl", None)}
REAL = ("deepform", "wildreceipt", "sroie-ocr")
# The values tried for each threshold that a shipped rule reads (the shipped value is always among them).
GRID = {
    "break_cost": (0.0, -0.35, -0.7, -1.2, -1.6, -2.3),
    "fill_min_prob": (0.1, 0.15, 0.25, 0.35, 0.5),
    "join_gap": (0.8, 1.2, 1.5, 2.0, 3.0),
    "align_tol": (0.005, 0.01, 0.02, 0.04),
    "separate_unsure": (0.5, 0.8, 0.95),
    "split_sure": (0.6, 0.8, 0.9, 1.01),
    "row_overlap": (0.3, 0.5, 0.7),
}


def verdict(base: dict[str, float], row: dict[str, float], min_gain: float) -> tuple[float, bool]:
    """(change of the real sets' mean, whether the rule above takes the variant)."""
    real = [s for s in REAL if s in base]
    gain = sum(row[s] - base[s] for s in real) / max(1, len(real))
    ok = gain > min_gain and all(row[s] - base[s] >= -0.01 for s in real) and \
        all(row[s] - base[s] >= -0.005 for s in base if s not in REAL)
    return gain, ok


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="models/default")
    ap.add_argument("--sets", default="deepform,wildreceipt,sroie-ocr,synth,composed")
    ap.add_argument("--min-gain", type=float, default=0.002, help="least rise of the real sets' mean")
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    import torch

    from docx_cli.decode import DEFAULT, Schema
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.tokenizer import load_tokenizer
    from docx_cli.registry import find_model, prepare_for_inference
    from docx_cli.training.datasets.jsonl import read_documents

    info = find_model(args.model)
    net = prepare_for_inference(DocxForTokenClassification.from_pretrained(info.path), torch.device("cpu"), None)
    tok = load_tokenizer(info.path)
    schema = Schema.of(net, info.types)
    variants = {"shipped": DEFAULT}
    for name, values in GRID.items():
        for v in values:
            if v != getattr(DEFAULT, name):
                variants[f"{name}={v}"] = replace(DEFAULT, **{name: v})
    names = args.sets.split(",")
    table: dict[str, dict[str, float]] = {}
    for name in names:
        docs, kind = (read_documents(SETS[name][0]), "jsonl") if name == "composed" else load(name)
        fields = SETS[name][1]
        kinds = dict(schema.kinds)
        kinds = {f: kinds[f] for f in fields.split(",") if f in kinds} if fields else \
            {f: k for f, k in kinds.items() if name == "composed" or not f.startswith("period")}
        for label, f1 in score_variants(net, tok, schema, docs, kinds, kind, variants).items():
            table.setdefault(label, {})[name] = f1[""]  # the set's own figure (score_variants: per field too)
        print(f"{name}: {len(docs)} documents, shipped decoding {table['shipped'][name]:.4f}", file=sys.stderr,
              flush=True)
    base = table["shipped"]
    print(f"{'variant':24s} " + " ".join(f"{n:>11s}" for n in names) + "   real mean  taken")
    for label, row in table.items():
        cells = [f"{row[n]:.4f}" if label == "shipped" else f"{row[n] - base[n]:+.4f}" for n in names]
        gain, ok = verdict(base, row, args.min_gain)
        print(f"{label:24s} " + " ".join(f"{c:>11s}" for c in cells) + f"   {gain:+.4f}    {'yes' if ok else ''}")
    if args.json:
        Path(args.json).write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
