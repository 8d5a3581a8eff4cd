"""A model's figures from a `scripts/eval_real.sh` folder: metrics.json beside the model and per-field tables.

    python scripts/model_metrics.py EVAL_DIR --model models/default [--bf16 EVAL_DIR] [--out metrics.json]
                                    [--markdown]

Every set is reported separately, real sets first; ``real_mean`` is the mean of the three real sets read as
`docx extract` reads them (the figure `scripts/select_model.py` compares). ``--markdown`` prints the per-set
and per-field tables of a model card on stdout.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
from pathlib import Path

from select_model import REAL  # the real sets read as `docx extract` reads them: their mean decides

# (file stem, what it is): the order of the model card, real sets first
SETS = {
    "deepform": "DeepForm (PDF text layer): contract number, advertiser, gross amount",
    "wildreceipt": "WildReceipt photos through RapidOCR: store, date, total, products, quantities",
    "sroie-ocr": "SROIE receipts through RapidOCR (strict: exact text, upper case)",
    "sroie": "SROIE receipts, the dataset's own line boxes (strict)",
    "invoice2data": "invoice2data's test invoices (real, scripts/invoice2data_set.py): number, date, total, vendor, currency",
    "invoice2data-images": "the same invoices' page images through RapidOCR (the four invoice2data ships as images)",
    "einvoice": "e-invoices, truth from their attached XML (scripts/einvoice_set.py): 8 header fields and line items",
    "synth-orders": "synthetic orders, validation layout families",
    "synth-invoices": "synthetic invoices, validation layout families",
    "test-orders": "synthetic orders, test layout families (short / medium / long)",
    "composed-heldout": "composed documents, the generator's held-out split (17 fields)",
}


def read_set(path: Path) -> dict:
    m = json.loads(path.read_text(encoding="utf-8"))
    out = {"documents": m["documents"], "field_f1": m["field_f1"],
           "per_field": {f: round(v["f1"], 4) for f, v in m["field"]["per_field"].items()}}
    buckets = {b: v["field_f1"] for b, v in (m.get("buckets") or {}).items() if v.get("documents")}
    if len(buckets) > 1:
        out["by_length"] = buckets
    if m.get("confidence", {}).get("auroc") is not None:  # how well a value's confidence tells right from wrong
        c = m["confidence"]
        out["confidence"] = {"auroc": c["auroc"], "at_0.9": c["at_0.9"]}
    return out


def collect(eval_dir: Path, bf16_dir: Path | None) -> dict:
    sets = {}
    for stem in SETS:
        if (eval_dir / f"{stem}.json").is_file():
            sets[stem] = read_set(eval_dir / f"{stem}.json")
            if bf16_dir is not None and (bf16_dir / f"{stem}.json").is_file():
                b = read_set(bf16_dir / f"{stem}.json")
                sets[stem]["bf16_field_f1"] = b["field_f1"]
                sets[stem]["bf16_per_field"] = b["per_field"]
    out = {"sets": sets}
    if all(s in sets for s in REAL):
        out["real_mean"] = round(sum(sets[s]["field_f1"] for s in REAL) / len(REAL), 4)
        if all("bf16_field_f1" in sets[s] for s in REAL):
            out["real_mean_bf16"] = round(sum(sets[s]["bf16_field_f1"] for s in REAL) / len(REAL), 4)
    return out


def markdown(figures: dict) -> str:
    sets = figures["sets"]
    bf16 = any("bf16_field_f1" in s for s in sets.values())
    lines = ["| validation set | documents | field F1 |" + (" in bf16 |" if bf16 else ""),
             "|---|---:|---:|" + ("---:|" if bf16 else "")]
    for stem, s in sets.items():
        lines.append(f"| {SETS[stem]} | {s['documents']} | {s['field_f1']:.3f} |"
                     + (f" {s.get('bf16_field_f1', float('nan')):.3f} |" if bf16 else ""))
    if "real_mean" in figures:
        lines.append(f"\nMean of the three real sets read as `docx extract` reads them: {figures['real_mean']:.4f}"
                     + (f" ({figures['real_mean_bf16']:.4f} in bf16)." if "real_mean_bf16" in figures else "."))
    lines.append("\nPer field (float32):")
    for stem, s in sets.items():
        fields = ", ".join(f"{f} {v:.3f}" for f, v in s["per_field"].items())
        length = (" By length: " + " / ".join(f"{b} {v:.2f}" for b, v in s["by_length"].items()) + "."
                  if "by_length" in s else "")
        lines.append(f"- {stem}: {fields}.{length}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("eval_dir", type=Path)
    ap.add_argument("--model", required=True, help="the model folder the figures describe")
    ap.add_argument("--bf16", type=Path, help="the same sets scored with --precision bf16")
    ap.add_argument("--out", type=Path, help="write metrics.json here (atomically)")
    ap.add_argument("--note", action="append", default=[], metavar="KEY=TEXT",
                    help="a further top-level entry (selection, decoding, ...)")
    ap.add_argument("--markdown", action="store_true", help="print the model card's tables on stdout")
    a = ap.parse_args(argv)
    if not a.eval_dir.is_dir():
        print(f"no evaluation folder {a.eval_dir} (make one with scripts/eval_real.sh)", file=sys.stderr)
        return 2
    figures = collect(a.eval_dir, a.bf16)
    if not figures["sets"]:
        print(f"no set's JSON in {a.eval_dir}", file=sys.stderr)
        return 2
    doc = {"model": a.model, "date": datetime.date.today().isoformat(),
           "scored_with": "docx evaluate in float32 (what docx extract runs on a CPU), the shipped fp16 weights "
                          "and decoding, scripts/eval_real.sh; SROIE compared in upper case"
                          + ("; bf16_*: the same weights with --precision bf16" if a.bf16 else ""),
           **dict(n.split("=", 1) for n in a.note), **figures}
    if a.out:
        tmp = a.out.with_name(a.out.name + ".tmp")
        tmp.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
        os.replace(tmp, a.out)
    if a.markdown or not a.out:
        print(markdown(figures), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
