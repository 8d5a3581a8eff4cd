"""A receipt-heavy training mix for the last fine-tuning stages of `make model`: every non-synthetic document
of a union JSONL (the SROIE receipts, read from boxes and through Tesseract) plus a seeded sample of the
synthetic ones. After the move to another preset (stage 5) the receipts lag behind (MODEL_CARD.md).

    python scripts/receipt_mix.py runs/default/data-4/union-train.jsonl OUT.jsonl --synthetic 900 --seed 6
"""

from __future__ import annotations

import argparse
import json
import random


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src")
    ap.add_argument("out")
    ap.add_argument("--synthetic", type=int, default=900, help="synthetic documents to keep")
    ap.add_argument("--seed", type=int, default=6)
    a = ap.parse_args()
    real, synth = [], []
    with open(a.src, encoding="utf-8") as f:
        for line in f:
            (synth if "synth" in json.loads(line).get("metadata", {}) else real).append(line)
    rng = random.Random(a.seed)
    mix = real + rng.sample(synth, min(a.synthetic, len(synth)))
    rng.shuffle(mix)
    with open(a.out, "w", encoding="utf-8") as f:
        f.writelines(mix)
    print(json.dumps({"real": len(real), "synthetic": len(mix) - len(real), "out": a.out}))


if __name__ == "__main__":
    main()
